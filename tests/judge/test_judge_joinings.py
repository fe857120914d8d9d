"""Joining an employer dates the start of the work there (round 18,
`joinings.py`). Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("vera", "character", "Vera Holm", "characters/vera-holm.md",
                    ("Вера Хольм",)),
        NamedEntity("stift", "place", "Marienstift", "places/marienstift.md",
                    ("Мариенштифт",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_joining_in_another_year_than_the_period_began_contradicts() -> None:
    check([
        ("en", "Vera Holm worked at the Marienstift from 1909 to 1924.",
         "Vera Holm joined the Marienstift in 1919.", "contradicts"),
        ("fr", "Vera Holm travailla au Marienstift de 1909 à 1924.",
         "Vera Holm entra au Marienstift en 1919.", "contradicts"),
        ("de", "Vera Holm arbeitete von 1909 bis 1924 im Marienstift.",
         "Vera Holm wurde 1919 im Marienstift eingestellt.", "contradicts"),
        ("es", "Vera Holm trabajó en el Marienstift de 1909 a 1924.",
         "Vera Holm fue contratada en el Marienstift en 1919.", "contradicts"),
        ("ru", "Вера Хольм работала в Мариенштифте с 1909 по 1924 год.",
         "Вера Хольм поступила на работу в Мариенштифт в 1919 году.", "contradicts"),
    ])  # fmt: skip


def test_a_joining_when_the_period_began_or_a_plain_year_inside_it_holds() -> None:
    check([
        ("en", "Vera Holm worked at the Marienstift from 1909 to 1924.",
         "Vera Holm joined the Marienstift in 1909.", "agrees"),
        # working there in 1919 is no start: one year of the period
        ("en", "Vera Holm worked at the Marienstift from 1909 to 1924.",
         "Vera Holm worked at the Marienstift in 1919.", "qualifies"),
    ])  # fmt: skip
