"""A fronted "on the eve of" an event is a time, not the clause's subject
(round 20, `sequence.leading`): "Накануне войны на фабрике работало 600
человек" counts the mill's hands. Sentences of our own, not the evaluation
sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [NamedEntity("mill", "glossary", "Pellow Mill", "glossary/pellow-mill.md", ("фабрика",))]
)
check = stance_checker(RulesJudge(NAMES))


def test_the_eve_of_a_war_is_when() -> None:
    check([
        ("ru", "В 1913 году на фабрике работало 1450 человек.",
         "Накануне войны на фабрике работало 600 человек.", "contradicts"),
    ])  # fmt: skip
    a = analyse("Накануне войны на фабрике работало 600 человек.", "ru", NAMES)
    assert a.subjects == {"@mill"}
