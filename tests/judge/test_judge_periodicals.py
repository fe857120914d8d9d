"""How often a periodical appears (round 15, `periodicals.py`): one rhythm
at a time in every language. Sentences of our own, not the evaluation
sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("review", "glossary", "Lantern Review", "glossary/lantern-review.md",
                    ("The Lantern Review", "Laternen-Rundschau", "Revue de la Lanterne",
                     "Revista de la Linterna", "Фонарь")),
        NamedEntity("coop", "glossary", "Glyncoed Co-op", "glossary/glyncoed-co-op.md"),
        NamedEntity("tom", "character", "Tom Pryce", "characters/tom-pryce.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_one_rhythm_at_a_time() -> None:
    check([
        ("en", "The Lantern Review was a monthly.", "The Lantern Review appeared every week.",
         "contradicts"),
        ("en", "The Lantern Review was published monthly.",
         "The Lantern Review came out once a month.", "agrees"),
        ("fr", "La Revue de la Lanterne était mensuelle.",
         "La Revue de la Lanterne paraissait une fois par mois.", "agrees"),
        ("de", "Die Laternen-Rundschau erschien vierzehntäglich.",
         "Die Laternen-Rundschau war eine Vierteljahresschrift.", "contradicts"),
        ("es", "La Revista de la Linterna era quincenal.",
         "La Revista de la Linterna salía cada semana.", "contradicts"),
        ("ru", "«Фонарь» выходил ежемесячно.", "«Фонарь» был еженедельным журналом.",
         "contradicts"),
        # an issue's rhythm is its periodical's
        ("en", "The Lantern Review was a monthly.",
         "Each Saturday's issue of The Lantern Review carried a column by Hester Quayle.",
         "contradicts"),
        ("en/fr", "The Lantern Review was a weekly.", "La Revue de la Lanterne était hebdomadaire.",
         "agrees"),
    ])  # fmt: skip


def test_what_is_no_rhythm_of_a_periodical() -> None:
    check([
        # a body's meetings, a reader's habit, a change of rhythm
        ("en", "The Glyncoed Co-op held monthly meetings.", "The Glyncoed Co-op met every week.",
         "none"),
        ("en", "Tom Pryce read the Lantern Review every week.", "The Lantern Review was a monthly.",
         "none"),
        ("en", "The Lantern Review was a monthly until 1890, and a weekly after.",
         "The Lantern Review was a weekly.", "none"),
    ])  # fmt: skip


def test_twice_a_week_is_its_own_rhythm() -> None:
    check([
        ("de", "Ab 1908 erschien die Lantern Review zweimal in der Woche.",
         "Die Lantern Review blieb bis zu ihrer Einstellung ein reines Wochenblatt.", "contradicts"),
        ("en", "The Lantern Review appeared twice a week.",
         "The Lantern Review came out twice weekly.", "agrees"),
        ("fr", "La Lantern Review paraissait deux fois par semaine.",
         "La Lantern Review était un mensuel.", "contradicts"),
    ])  # fmt: skip


def test_a_print_run_and_the_parts_that_form_a_whole_are_counts() -> None:
    # round 18: "tiraba 1200 ejemplares", "tirait à 300 exemplaires"; "lo formaban 24 casas"
    check([
        ("es", "Lantern Review tiraba 1200 ejemplares.",
         "Lantern Review tenía una tirada de 1200 ejemplares.", "agrees"),
        ("fr", "Lantern Review tirait à 1 200 exemplaires.", "Lantern Review tirait à 300 exemplaires.",
         "contradicts"),
    ])  # fmt: skip


def test_a_periodical_appearing_after_it_ceased() -> None:
    # round 18: "ceased publication", "cessa de paraître", "dejó de publicarse", "прекратила
    # существование" end it; appearing ("appeared until", "paraissait", "salía") is its use
    check([
        ("en", "Lantern Review appeared until July 1936.", "Lantern Review ceased publication in 1931.",
         "contradicts"),
        ("fr", "Lantern Review cessa de paraître en 1931.", "Lantern Review paraissait encore en 1935.",
         "contradicts"),
        ("es", "Lantern Review dejó de publicarse en 1931.", "Lantern Review todavía salía en 1935.",
         "contradicts"),
        ("en", "Lantern Review appeared until July 1930.", "Lantern Review ceased publication in 1931.",
         "none"),
    ])  # fmt: skip
