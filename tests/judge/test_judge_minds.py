"""The rules judge's mechanisms added with dev7-minds (issue 14): habits and
abstentions against acts, never travelling, never again and never
reconciled against contact, stances and feelings toward a thing or a
person. Each test uses sentences of its own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("abel", "character", "Abel Trewin", "characters/abel-trewin.md"),
        NamedEntity("nora", "character", "Nora Vance", "characters/nora-vance.md"),
        NamedEntity("kurt", "character", "Kurt Lenz", "characters/kurt-lenz.md"),
        NamedEntity("elise", "character", "Élise Roux", "characters/elise-roux.md"),
        NamedEntity("lola", "character", "Lola Prieto", "characters/lola-prieto.md"),
        NamedEntity("fyodor", "character", "Фёдор Гусев", "characters/fyodor.md",
                    ("Fyodor Gusev",)),
        NamedEntity("mill", "place", "Hallow Mill", "places/hallow-mill.md"),
        NamedEntity("berg", "place", "Birkenau", "places/birkenau.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)


check = stance_checker(JUDGE)


def test_an_abstention_against_the_act() -> None:
    check([
        ("en", "Abel Trewin was a teetotaller all his life.", "Abel Trewin drank a pint of ale "
         "after the harvest.", "contradicts"),
        ("de", "Kurt Lenz trank nie Alkohol.", "Kurt Lenz trank abends gern ein Bier.",
         "contradicts"),
        ("fr", "Élise Roux n'a jamais fumé.", "Élise Roux fumait des cigarettes turques.",
         "contradicts"),
        ("es", "Lola Prieto era vegetariana.", "Lola Prieto comía jamón en la feria.",
         "contradicts"),
        ("ru", "Фёдор Гусев был вегетарианцем.", "Фёдор Гусев ел колбасу на ярмарке.",
         "contradicts"),
        # two abstentions agree; a regular at an inn is a tension, not a contradiction
        ("en", "Abel Trewin was a teetotaller.", "Abel Trewin never drank alcohol.", "agrees"),
        ("de", "Kurt Lenz war Abstinenzler.", "Kurt Lenz war Stammgast in der Krone.",
         "in_tension"),
        # liking a drink, one's own pipe, "never drank." without an object
        ("en", "Abel Trewin never drank.", "Abel Trewin liked a glass of brandy before bed.",
         "contradicts"),
        ("en", "Abel Trewin never smoked.", "Abel Trewin sat by the fire with his pipe.",
         "contradicts"),
        ("en", "Abel Trewin never smoked.", "Abel Trewin gave his father a pipe.", "none"),
    ])  # fmt: skip


def test_what_is_no_act_of_the_person() -> None:
    check([
        # a relative drinks; selling or cooking is not drinking or eating
        ("en", "Abel Trewin was a teetotaller.", "Abel Trewin's son drank gin in Falmouth.",
         "none"),
        ("fr", "Élise Roux était végétarienne.", "Élise Roux servait du jambon à ses clients.",
         "none"),
        # an abstention from a date says nothing of the years before it
        ("en", "Abel Trewin signed the pledge in 1885.", "In 1880 Abel Trewin drank whisky at "
         "the fair.", "none"),
        ("en", "Abel Trewin signed the pledge in 1885.", "In 1890 Abel Trewin drank whisky at "
         "the fair.", "contradicts"),
        # giving up: the acts after it contradict, those before it say nothing
        ("en", "Abel Trewin gave up drinking in 1880.", "In 1884 Abel Trewin drank rum with "
         "the crew.", "contradicts"),
        ("en", "Abel Trewin gave up drinking in 1880.", "In 1876 Abel Trewin drank rum with "
         "the crew.", "none"),
        ("ru", "Фёдор Гусев бросил пить в 1880 году.", "В 1884 году Фёдор Гусев пил водку.",
         "contradicts"),
        # an exception: "vegetarian except at Easter"
        ("es", "Lola Prieto era vegetariana, salvo en Pascua.", "En Pascua Lola Prieto comía "
         "cordero.", "none"),
    ])  # fmt: skip


def test_never_travelled_and_never_left() -> None:
    check([
        ("de", "Kurt Lenz ist nie verreist.", "Kurt Lenz reiste 1901 nach Wien.", "contradicts"),
        ("de", "Kurt Lenz hat Birkenau nie verlassen.", "1899 fuhr Kurt Lenz nach Leipzig.",
         "contradicts"),
        ("en", "Nora Vance never left Hallow Mill.", "Nora Vance went to Bristol in 1877.",
         "contradicts"),
        # the home named by a noun
        ("en", "Nora Vance never left her village.", "In 1890 Nora Vance went to London.",
         "contradicts"),
        ("es", "Lola Prieto nunca salió de su pueblo.", "En 1890 Lola Prieto viajó a Madrid.",
         "contradicts"),
    ])  # fmt: skip


def test_never_again_and_never_reconciled() -> None:
    check([
        ("en", "After their quarrel in 1880, Nora Vance never saw her mother again.", "Nora Vance visited her "
         "mother in 1886.", "contradicts"),
        ("en", "After their quarrel in 1880, Nora Vance never saw her mother again.", "Nora Vance visited her "
         "mother in 1876.", "none"),
        ("en", "After their quarrel in 1880, Nora Vance never saw her mother again.", "Nora Vance visited her "
         "aunt in 1886.", "none"),
        ("en", "Nora Vance broke off all contact with her brother in 1890.", "Nora Vance wrote to "
         "her brother in 1894.", "contradicts"),
        ("es", "Lola Prieto nunca se reconcilió con su padre.", "Lola Prieto se reconcilió con "
         "su padre en 1911.", "contradicts"),
    ])  # fmt: skip


def test_stances_on_one_thing() -> None:
    check([
        ("en", "Nora Vance supported the new tramway.", "Nora Vance opposed the new tramway.",
         "contradicts"),
        ("fr", "Élise Roux était pour la réforme.", "Élise Roux était contre la réforme.",
         "contradicts"),
        ("ru", "Фёдор Гусев поддерживал реформу.", "Фёдор Гусев выступал против реформы.",
         "contradicts"),
        # a hedged opposite is a tension; another time a change of mind
        ("es", "Lola Prieto apoyaba la reforma.", "Lola Prieto tenía dudas sobre la reforma.",
         "in_tension"),
        ("de", "1880 war Kurt Lenz gegen die Reform.", "1899 unterstützte Kurt Lenz die Reform.",
         "none"),
        # two different things, another person
        ("en", "Nora Vance supported the new tramway.", "Nora Vance opposed the war.", "none"),
        ("en", "Nora Vance supported the new tramway.", "Nora Vance's husband opposed the new "
         "tramway.", "none"),
        # a political camp
        ("de", "Kurt Lenz war Monarchist.", "Kurt Lenz war Republikaner.", "contradicts"),
    ])  # fmt: skip


def test_feelings_toward_a_thing_or_a_person() -> None:
    check([
        ("en", "Abel Trewin loved the mountains.", "Abel Trewin hated the mountains.",
         "contradicts"),
        ("fr", "Élise Roux adorait sa mère.", "Élise Roux détestait sa mère.", "contradicts"),
        ("ru", "Фёдор Гусев любил горы.", "Фёдор Гусев недолюбливал горы.", "in_tension"),
        ("es", "Lola Prieto adoraba a su madre.", "Lola Prieto odiaba a su suegra.", "none"),
        ("en", "Abel Trewin loved the mountains.", "Abel Trewin adored the mountains.", "agrees"),
    ])  # fmt: skip


def test_words_that_only_look_like_habits_or_stances() -> None:
    check([
        # a passive is someone else's feeling
        ("en", "Nora Vance was loved by all her pupils.", "Nora Vance hated her pupils.", "none"),
        # tea at a port is no port wine
        ("en", "Abel Trewin was a teetotaller.", "Abel Trewin drank tea in the port of Fowey.",
         "none"),
        # "für … verantwortlich" takes no side
        ("de", "Kurt Lenz war 1890 für die Schule verantwortlich.", "1890 war Kurt Lenz gegen "
         "die Schule.", "none"),
        # "never travelled abroad" is no lifelong stay at home; Mass is no place
        ("en", "Nora Vance never travelled abroad.", "Nora Vance visited Bath in 1880.", "none"),
        ("en", "Nora Vance never left Hallow Mill.", "Nora Vance went to Mass every Sunday.",
         "none"),
    ])  # fmt: skip
