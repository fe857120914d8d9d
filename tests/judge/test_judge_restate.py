"""The same claim said again and the same claim narrowed (dev11-restate,
issue 14, `restate.py`, `narrowing.py`): other words, a noun for the verb,
another voice or another language agree; a span up to an event, a clause of
time or condition, or "only" qualifies; different subjects, roles, places,
figures or two restrictions stay apart. Each test uses sentences of its own,
not the evaluation set's."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.base import Statement
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("cl", "character", "Clara Wendt", "characters/clara-wendt.md"),
        NamedEntity("ob", "character", "Oskar Blum", "characters/oskar-blum.md"),
        NamedEntity("lt", "character", "Lotte Falk", "characters/lotte-falk.md"),
        NamedEntity("mg", "character", "Мария Гусева", "characters/maria-guseva.md"),
        NamedEntity("pj", "character", "Pierre Jouve", "characters/pierre-jouve.md"),
        NamedEntity("al", "character", "Alba Serrano", "characters/alba-serrano.md"),
        NamedEntity("kh", "place", "Kranichhof", "places/kranichhof.md"),
        NamedEntity("br", "place", "Bramwell", "places/bramwell.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)
check = stance_checker(JUDGE)


def _st(text: str, lang: str) -> Statement:
    return Statement(ref=f"node:{hash(text)}", id=str(hash(text)), kind="fact", text=text,
                     lang=lang)  # fmt: skip


def test_a_noun_for_the_verb_or_a_synonym_agrees() -> None:
    check([
        ("en", "Clara Wendt taught in Bramwell.", "Clara Wendt was a schoolmistress in Bramwell.",
         "agrees"),
        ("de", "Clara Wendt unterrichtete in Bramwell.", "Clara Wendt war Lehrerin in Bramwell.",
         "agrees"),
        ("ru", "Мария Гусева преподавала в Твери.", "Мария Гусева была учительницей в Твери.",
         "agrees"),
        ("es", "Alba Serrano enseñaba en Cuenca.", "Alba Serrano era profesora en Cuenca.",
         "agrees"),
        ("fr", "Pierre Jouve exerçait la médecine à Rodez.", "Pierre Jouve était médecin à Rodez.",
         "agrees"),
    ])  # fmt: skip


def test_a_phrase_for_a_word_agrees() -> None:
    check([
        ("en", "The Kranichhof burned down in 1923.", "The Kranichhof was destroyed by fire in 1923.",
         "agrees"),
        ("es", "Alba Serrano dirigía el hospital.", "Alba Serrano era la directora del hospital.",
         "agrees"),
        ("fr", "Pierre Jouve était aveugle.", "Pierre Jouve avait perdu la vue.", "agrees"),
    ])  # fmt: skip


def test_the_same_claim_in_another_language_agrees() -> None:
    check([
        ("en/fr", "Clara Wendt taught in Bramwell.", "Clara Wendt enseignait à Bramwell.",
         "agrees"),
        ("de/es", "Oskar Blum arbeitete in der Apotheke.", "Oskar Blum trabajaba en la farmacia.",
         "agrees"),
        ("ru/en", "Мария Гусева работала на почте.", "Maria Guseva worked at the post office.",
         "agrees"),
    ])  # fmt: skip


def test_the_owner_from_the_owned_side_and_a_passive_agree() -> None:
    check([
        ("de", "Oskar Blum besaß den Kranichhof.", "Der Kranichhof gehörte Oskar Blum.",
         "agrees"),
        ("en", "Oskar Blum bought the Kranichhof in 1901.",
         "The Kranichhof was bought by Oskar Blum in 1901.", "agrees"),
    ])  # fmt: skip


def test_a_span_a_when_clause_or_only_qualifies() -> None:
    check([
        ("en", "Lotte Falk kept the inn at Bramwell.",
         "Lotte Falk kept the inn at Bramwell until the flood.", "qualifies"),
        ("de", "Lotte Falk half in der Schmiede.", "Lotte Falk half in der Schmiede, wenn es schneite.",
         "qualifies"),
        ("es", "Alba Serrano cosía en el taller.", "Alba Serrano cosía en el taller cuando nevaba.",
         "qualifies"),
        ("ru", "Мария Гусева пела в хоре.", "Мария Гусева пела в хоре только по праздникам.",
         "qualifies"),
        ("ru", "Мария Гусева жила в Твери.", "Мария Гусева жила в Твери до революции.",
         "qualifies"),
        ("en/de", "Clara Wendt sang in the choir.", "Clara Wendt sang im Chor, außer im Sommer.",
         "qualifies"),
        ("fr", "Pierre Jouve habitait à Rodez.",
         "Pierre Jouve habitait à Rodez quand sa mère était malade.", "qualifies"),
    ])  # fmt: skip


def test_traps_stay_apart() -> None:
    check([
        # another verb
        ("de/es", "Oskar Blum arbeitete in der Apotheke.", "Oskar Blum cantaba en la farmacia.",
         "none"),
        # two restrictions, perhaps to two different things
        ("en", "Lotte Falk kept the inn until the flood.", "Lotte Falk kept the inn when it rained.",
         "none"),
        # the roles exchanged by a passive with its agent
        ("en", "Oskar Blum was painted by Clara Wendt.", "Oskar Blum painted Clara Wendt.", "none"),
        ("en", "Lotte Falk was hired by the miller.", "Lotte Falk hired the miller.", "none"),
        # a clause that gives an age dates the claim, it does not restrict it
        ("en", "Lotte Falk lost her mother at the age of nine.",
         "Lotte Falk's mother died when she was nine.", "agrees"),
        # a birth's year on one side, its place on the other: two details
        ("en", "Clara Wendt was born in 1871.", "Clara Wendt was born in Bramwell.", "none"),
        # a death with a date says more, it is not restricted
        ("en/de", "Oskar Blum died in Bramwell.", "Oskar Blum starb 1911 in Bramwell.", "agrees"),
    ])  # fmt: skip


def test_neither_nor_is_a_denial_not_a_restatement() -> None:
    for lang, text in (
        ("fr", "Pierre Jouve ne savait ni nager ni ramer."),
        ("de", "Oskar Blum konnte weder schwimmen noch rudern."),
    ):
        claims = analyse(text, lang, NAMES).claims
        assert any(c.negated for c in claims if c.slot == "frame"), text
    # "could swim" and "could neither swim nor row" do not say the same
    f = JUDGE.finding(_st("Pierre Jouve savait nager.", "fr"),
                      _st("Pierre Jouve ne savait ni nager ni ramer.", "fr"))  # fmt: skip
    assert f is None or f.stance.value != "agrees"


def test_a_concession_after_the_same_claim_qualifies_it() -> None:
    # round 18 (`narrowing._BUT`): "…, but …", "…, aunque …", "…, хотя …", "– allerdings nur"
    check([
        ("en", "Oskar Blum ran the mill from 1885 to 1909.",
         "Oskar Blum ran the mill from 1885 to 1909, but he spent all of 1898 in England.",
         "qualifies"),
        ("es", "Alba Serrano fue enterrada en el cementerio inglés.",
         "Alba Serrano fue enterrada en el cementerio inglés, aunque en un rincón aparte.",
         "qualifies"),
        ("de", "Clara Wendt wurde in Argelès interniert.",
         "Clara Wendt war in Argelès interniert, allerdings nur sieben Wochen.", "qualifies"),
        # the same claim twice, no concession: it agrees
        ("en", "Oskar Blum ran the mill from 1885 to 1909.",
         "From 1885 to 1909 Oskar Blum ran the mill.", "agrees"),
        # an event with a concession after it qualifies; more detail on it does not
        ("en", "Oskar Blum married Lotte Falk in 1902.",
         "Oskar Blum married Lotte Falk in 1902, though they had wed in a civil office in 1901.",
         "qualifies"),
        ("en", "Oskar Blum died in 1918.", "Oskar Blum died at home in 1918.", "agrees"),
    ])  # fmt: skip


def test_a_contrast_after_the_claim_or_ne_que_qualifies_it() -> None:
    # round 20: "en revanche", "dagegen", "en cambio", "зато" open a contrast;
    # French "ne … que" may stand several words from its verb
    check([
        ("fr", "Pierre Jouve parlait allemand.",
         "Au bureau, Pierre Jouve parlait allemand ; à la maison, en revanche, il parlait breton.",
         "qualifies"),
        ("de", "Clara Wendt sang im Chor.",
         "Clara Wendt sang im Chor, dagegen selten in der Kirche.", "qualifies"),
        ("es", "Alba Serrano cantaba en el coro.",
         "Alba Serrano cantaba en el coro; en cambio, en la iglesia callaba.", "qualifies"),
        ("ru", "Мария Гусева пела в хоре.", "Мария Гусева пела в хоре, зато в церкви молчала.",
         "qualifies"),
        ("fr", "Pierre Jouve jouait à la fête de Kranichhof.",
         "Pierre Jouve ne jouait à la fête de Kranichhof que les années de paix.", "qualifies"),
        # "ne … plus": no limit, a denial
        ("fr", "Pierre Jouve jouait à la fête de Kranichhof.",
         "Pierre Jouve ne jouait plus à la fête de Kranichhof.", "contradicts"),
    ])  # fmt: skip
