"""Round 44 (issue 14): a guess more than one and a half times past a
ceiling or a floor contradicts it, as an approximate figure that far from
an exact one does (`approx.FAR`, `approx.APART`; the latter's tests moved in
the modules that pinned twice). Sentences of our own, not the evaluation
sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("kellby", "place", "Kellby", "places/kellby.md", ("Кельби",)),
    ]
)  # fmt: skip

check = stance_checker(RulesJudge(NAMES))


def test_a_guess_past_a_bound_by_half_as_much_again_contradicts() -> None:
    check([
        ("en", "Kellby had about 300 inhabitants in 1850.",
         "Kellby never had more than 180 inhabitants.", "contradicts"),
        ("de", "Kellby hatte 1850 etwa 300 Einwohner.",
         "Kellby hatte 1850 mindestens 500 Einwohner.", "contradicts"),
        ("ru", "В 1850 году в Кельби жило около 300 человек.",
         "В 1850 году в Кельби жило не менее 500 человек.", "contradicts"),
        # closer than that: only in tension
        ("en", "Kellby had about 300 inhabitants in 1850.",
         "Kellby never had more than 240 inhabitants.", "in_tension"),
        ("fr", "En 1850, Kellby comptait environ 300 habitants.",
         "En 1850, Kellby comptait au moins 400 habitants.", "in_tension"),
    ])  # fmt: skip
