"""The rules judge's mechanisms added with dev10-opposites (issue 14):
opposite outcomes said with different predicates (won/lost, passed/failed,
accepted/refused, survived/perished, acquitted/convicted, kept/sold,
stayed/left, arrived/never arrived) read as one concept with a polarity in
every language, and converse roles (sold/bought, taught/was the pupil of,
employed/worked for, inherited from, succeeded/was the predecessor of) read
as one relation with a role for each person. Each test uses sentences of
its own, not the evaluation set's."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("abel", "character", "Abel Trewin", "characters/abel-trewin.md"),
        NamedEntity("nora", "character", "Nora Vance", "characters/nora-vance.md"),
        NamedEntity("kurt", "character", "Kurt Lenz", "characters/kurt-lenz.md"),
        NamedEntity("ilse", "character", "Ilse Brock", "characters/ilse-brock.md"),
        NamedEntity("elise", "character", "Élise Roux", "characters/elise-roux.md"),
        NamedEntity("paul", "character", "Paul Gourmelon", "characters/paul-gourmelon.md"),
        NamedEntity("lola", "character", "Lola Prieto", "characters/lola-prieto.md"),
        NamedEntity("dario", "character", "Darío Soler", "characters/dario-soler.md"),
        NamedEntity("fyodor", "character", "Фёдор Гусев", "characters/fyodor.md",
                    ("Fyodor Gusev",)),
        NamedEntity("olga", "character", "Ольга Седова", "characters/olga.md", ("Olga Sedova",)),
        NamedEntity("bude", "place", "Bude", "places/bude.md", ("Бьюд",)),
        NamedEntity("plon", "place", "Plön", "places/plon.md"),
        NamedEntity("morlaix", "place", "Morlaix", "places/morlaix.md"),
        NamedEntity("tula", "place", "Тула", "places/tula.md", ("Tula",)),
        NamedEntity("gull", "glossary", "Seagull", "glossary/seagull.md", ("Чайка",)),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)


check = stance_checker(JUDGE)


def test_opposite_outcomes_with_different_verbs() -> None:
    check([
        ("en", "Abel Trewin won the Bude ploughing match in 1871.",
         "Abel Trewin lost the Bude ploughing match in 1871.", "contradicts"),
        ("en", "Nora Vance passed the entrance examination.",
         "Nora Vance failed the entrance examination.", "contradicts"),
        ("en", "Abel Trewin was acquitted of the theft of the Bude chalice.",
         "Abel Trewin was convicted of the theft of the Bude chalice.", "contradicts"),
        ("de", "Kurt Lenz gewann 1902 das Schützenfest in Plön.",
         "Kurt Lenz verlor 1902 das Schützenfest in Plön.", "contradicts"),
        ("de", "Ilse Brock nahm den Heiratsantrag an.", "Ilse Brock schlug den Heiratsantrag aus.",
         "contradicts"),
        ("fr", "Élise Roux survécut à l'incendie de la filature de Morlaix.",
         "Élise Roux périt dans l'incendie de la filature de Morlaix.", "contradicts"),
        ("es", "Lola Prieto conservó el molino de su abuelo.",
         "Lola Prieto vendió el molino de su abuelo.", "contradicts"),
        ("ru", "Фёдор Гусев выиграл тяжбу с соседом.", "Фёдор Гусев проиграл тяжбу с соседом.",
         "contradicts"),
        ("ru", "После пожара Ольга Седова осталась в Туле.",
         "После пожара Ольга Седова уехала из Тулы.", "contradicts"),
    ])  # fmt: skip


def test_an_attempt_that_came_off_and_one_that_failed() -> None:
    check([
        ("en", "Nora Vance managed to reach the summit of Brown Willy.",
         "Nora Vance failed to reach the summit of Brown Willy.", "contradicts"),
        ("es", "Darío Soler logró cruzar el río a nado.",
         "Darío Soler fracasó al intentar cruzar el río a nado.", "contradicts"),
        ("de", "Kurt Lenz schaffte die Meisterprüfung.", "Kurt Lenz fiel durch die Meisterprüfung.",
         "contradicts"),
    ])  # fmt: skip


def test_an_illness_recovered_from_or_died_of_and_an_escape() -> None:
    check([
        ("en", "Nora Vance recovered from the typhus in 1866.", "Nora Vance died of typhus in 1866.",
         "contradicts"),
        ("ru", "Ольга Седова выздоровела от тифа.", "Ольга Седова умерла от тифа.", "contradicts"),
        ("fr", "Paul Gourmelon s'évada de la prison de Morlaix.",
         "Paul Gourmelon fut capturé dans la prison de Morlaix.", "contradicts"),
    ])  # fmt: skip


def test_a_denied_outcome_is_the_other_one() -> None:
    check([
        ("en", "Nora Vance arrived at Bude in May.", "Nora Vance never reached Bude.",
         "contradicts"),
        ("es", "Darío Soler no aceptó la cátedra.", "Darío Soler rechazó la cátedra.", "agrees"),
    ])  # fmt: skip


def test_the_same_outcome_in_other_words_agrees() -> None:
    check([
        ("en", "Abel Trewin declined the curacy of Bude.", "Abel Trewin refused the curacy of Bude.",
         "agrees"),
        ("de", "Das Schützenfest in Plön wurde 1902 von Kurt Lenz gewonnen.",
         "Kurt Lenz gewann 1902 das Schützenfest in Plön.", "agrees"),
        ("ru", "Ольга Седова уцелела при пожаре в Туле.", "Ольга Седова спаслась при пожаре в Туле.",
         "agrees"),
    ])  # fmt: skip


def test_outcomes_meet_across_languages() -> None:
    check([
        ("en/ru", "Fyodor Gusev survived the wreck of the Seagull.",
         "Фёдор Гусев погиб при крушении «Чайки».", "contradicts"),
        ("de/fr", "Kurt Lenz wurde 1899 freigesprochen.", "Kurt Lenz fut condamné en 1899.",
         "contradicts"),
        ("es/en", "Lola Prieto ganó la regata de Bude en 1880.",
         "Lola Prieto won the Bude regatta in 1880.", "agrees"),
    ])  # fmt: skip


def test_other_contests_times_people_and_wishes_say_nothing() -> None:
    check([
        # another year: another match
        ("en", "Abel Trewin won the Bude ploughing match in 1871.",
         "Abel Trewin lost the Bude ploughing match in 1874.", "none"),
        # another thing won and lost
        ("fr", "Paul Gourmelon perdit sa montre au marché de Morlaix.",
         "Paul Gourmelon gagna une médaille au marché de Morlaix.", "none"),
        # a relative's outcome
        ("de", "Kurt Lenz überlebte den Brand in Plön.",
         "Der Sohn von Kurt Lenz kam beim Brand in Plön ums Leben.", "none"),
        # a wish is no outcome
        ("es", "Darío Soler esperaba ganar la regata de Bude.", "Darío Soler perdió la regata de Bude.",
         "none"),
        # refusing one offer and accepting another
        ("en", "Abel Trewin refused the curacy of St Merryn.",
         "Abel Trewin accepted the curacy of St Issey.", "none"),
        # a rumour the writer calls false
        ("en", "Abel Trewin was acquitted.",
         "It was falsely rumoured that Abel Trewin had been convicted.", "none"),
        # someone else's death in a clause of its own
        ("en", "Nora Vance stayed in Bude after her brother died.",
         "Nora Vance survived the fever.", "none"),
    ])  # fmt: skip


def test_converse_roles() -> None:
    check([
        ("en", "Abel Trewin sold the smithy to Nora Vance in 1880.",
         "Nora Vance bought the smithy from Abel Trewin in 1880.", "agrees"),
        ("en", "Abel Trewin sold the smithy to Nora Vance in 1880.",
         "Abel Trewin bought the smithy from Nora Vance in 1880.", "contradicts"),
        ("de", "Kurt Lenz unterrichtete Ilse Brock im Zeichnen.",
         "Ilse Brock war die Zeichenlehrerin von Kurt Lenz.", "contradicts"),
        ("fr", "Élise Roux fut l'élève de Paul Gourmelon.", "Paul Gourmelon enseigna le chant à "
         "Élise Roux.", "agrees"),
        ("es", "Darío Soler sucedió a Lola Prieto como directora del colegio.",
         "Darío Soler fue el predecesor de Lola Prieto en la dirección del colegio.",
         "contradicts"),
        ("ru", "Ольга Седова унаследовала лавку от Фёдора Гусева.",
         "Фёдор Гусев унаследовал лавку от Ольги Седовой.", "contradicts"),
        ("en/de", "Nora Vance taught Abel Trewin to draw.",
         "Abel Trewin war der Lehrer von Nora Vance.", "contradicts"),
    ])  # fmt: skip


def test_a_sale_of_one_thing_and_the_keeping_of_another() -> None:
    check([
        ("en", "Abel Trewin sold the smithy at Bude.", "Abel Trewin kept the cottage at Bude.",
         "none"),
        ("ru", "Фёдор Гусев продал дом в Туле.", "Фёдор Гусев сохранил мельницу в Туле.", "none"),
    ])  # fmt: skip


def test_a_converse_role_with_someone_named_in_another_clause_says_nothing() -> None:
    check([
        ("fr", "C'est Élise Roux qui enseigna la peinture à Paul Gourmelon.",
         "Paul Gourmelon admirait Élise Roux ; il fut l'élève d'un certain Pélissier.", "none"),
        # said with "never met" it contradicts (`habits._never_met`), not by a role
        ("fr", "C'est Élise Roux qui enseigna la peinture à Paul Gourmelon.",
         "Paul Gourmelon n'a jamais rencontré Élise Roux ; il fut l'élève d'un certain "
         "Pélissier.", "contradicts"),
        ("en", "Abel Trewin inherited the shop from his aunt, Nora Vance.",
         "Nora Vance inherited the shop from her nephew Abel Trewin.", "contradicts"),
    ])  # fmt: skip


def test_a_purchase_tried_is_no_purchase() -> None:
    tried = "Abel Trewin tried to buy the Seagull in 1899 but was outbid."
    assert not [c for c in analyse(tried, "en", NAMES).claims if c.slot == "hold"]
    done = "Abel Trewin bought the Seagull in 1899."
    assert [c.status for c in analyse(done, "en", NAMES).claims if c.slot == "hold"] == ["@abel"]


def test_a_country_left_or_kept_is_one_in_every_language() -> None:
    # round 19: "la Russie" and "Russland" were two words, so two things
    check([
        ("fr/de", "Kurt Lenz quitta la Russie en 1899.", "Im Jahr 1899 verließ Kurt Lenz Russland.",
         "agrees"),
        ("fr/de", "Kurt Lenz resta en Russie en 1899.", "Im Jahr 1899 verließ Kurt Lenz Russland.",
         "contradicts"),
    ])  # fmt: skip
