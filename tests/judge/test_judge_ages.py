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
