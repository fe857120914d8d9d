"""Ages that are approximate or bounds, and an age in apposition (round 19,
`ages.py`): "barely nineteen in 1926" gives the years of birth three either
way, "past eighty" all the years before; "died in 1879, at sixty-six" is an
age at the death. Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tom", "character", "Tomasz Wilk", "characters/tomasz-wilk.md", ("Wilk",)),
        NamedEntity("ida", "character", "Ida Brenner", "characters/ida-brenner.md",
                    ("Brenner",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_an_approximate_age_gives_a_wider_birth() -> None:
    check([
        ("en", "Ida Brenner was born in 1889.", "In 1926 Ida Brenner was barely nineteen.",
         "contradicts"),
        ("en", "Ida Brenner was born in 1906.", "In 1926 Ida Brenner was barely nineteen.",
         "agrees"),
        ("en", "Ida Brenner was born in 1904.", "In 1926 Ida Brenner was about twenty.",
         "agrees"),
        ("fr", "Ida Brenner naquit en 1860.", "En 1900, Ida Brenner avait environ vingt ans.",
         "contradicts"),
    ])  # fmt: skip


def test_a_bounded_age_at_death() -> None:
    check([
        ("en", "Tomasz Wilk died in 1879, at sixty-six.", "Wilk was past eighty when he died.",
         "contradicts"),
        ("en", "Tomasz Wilk died in 1879, at eighty-six.", "Wilk was past eighty when he died.",
         "agrees"),
        ("en", "Tomasz Wilk died in 1879, at sixty-six.", "Wilk was eighty when he died.",
         "contradicts"),
        # an age with a preposition of its own is no bound ("at 23")
        ("en", "Tomasz Wilk married in 1830 at 23.", "Tomasz Wilk was born in 1807.", "agrees"),
    ])  # fmt: skip


def test_an_age_when_something_happened_at_a_date() -> None:
    # round 19: "just" before the age, and the date between commas in the when-clause
    check([
        ("de", "Tomasz Wilk wurde 1835 geboren.",
         "Wilk war gerade neunzehn, als er 1872 die Mühle übernahm.", "contradicts"),
        ("fr", "Tomasz Wilk était né en 1838.",
         "Wilk avait tout juste vingt et un ans quand il entra à la filature, en 1872.",
         "contradicts"),
        ("en", "Ida Brenner was born in 1889.",
         "Ida Brenner was just nineteen when, in 1926, she opened the school.", "contradicts"),
        ("en", "Ida Brenner was born in 1907.",
         "Ida Brenner was just nineteen when, in 1926, she opened the school.", "agrees"),
    ])  # fmt: skip


def test_a_person_named_by_an_age() -> None:
    # round 19: "a boy of nine", "ein Schuljunge von neun Jahren", "мальчиком девяти лет"
    check([
        ("de", "Tomasz Wilk wurde 1866 geboren.",
         "1864 war Tomasz Wilk schon ein Schuljunge von neun Jahren.", "contradicts"),
        ("fr", "Tomasz Wilk naquit en 1866.", "En 1864, Tomasz Wilk était un garçon de neuf ans.",
         "contradicts"),
        ("es", "Tomasz Wilk nació en 1855.", "En 1864 Tomasz Wilk era un niño de nueve años.",
         "agrees"),
        ("en", "Ida Brenner was born in 1870.", "In 1905 Ida Brenner was a woman of thirty-five.",
         "agrees"),
        ("en", "Ida Brenner was born in 1850.", "In 1905 Ida Brenner was a woman of thirty-five.",
         "contradicts"),
    ])  # fmt: skip


def test_came_into_the_world() -> None:
    # round 19: "vint au monde" is "naquit"
    check([
        ("fr", "Ida Brenner naquit en 1876.", "Ida Brenner vint au monde en 1876.", "agrees"),
        ("fr", "Ida Brenner naquit en 1876.", "Ida Brenner est venue au monde en 1879.",
         "contradicts"),
    ])  # fmt: skip
