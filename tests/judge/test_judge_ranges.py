"""Ranges and changes of figures (round 19, `ranges.py`): "between 2,000 and
3,000 men" is one figure spanning both; "grew from 2,000 to 5,000" is 5,000,
its first figure what was before. Sentences of our own, not the evaluation
sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.judge.text import tokenize
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("pit", "place", "Harrow Pit", "places/harrow-pit.md",
                    ("the pit", "die Grube", "la mine", "la mina", "шахта «Харроу»")),
        NamedEntity("town", "place", "Ostrava Nova", "places/ostrava-nova.md", ("Острава",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def _figures(text: str, lang: str) -> list[tuple[float, tuple[float, float] | None]]:
    return [(t.qty.value, t.qty.band) for t in tokenize(text, lang) if t.qty is not None]


def test_a_range_is_one_figure_spanning_both() -> None:
    assert _figures("between 2,000 and 3,000 men", "en") == [(2500.0, (2000.0, 3000.0))]
    assert _figures("от 2000 до 3000 человек", "ru") == [(2500.0, (2000.0, 3000.0))]
    assert _figures("entre 200 et 300 mètres", "fr") == [(250.0, (200.0, 300.0))]
    assert _figures("2.000-3.000 hombres", "es") == [(2500.0, (2000.0, 3000.0))]
    # two years are a period, not a range of figures
    assert [t.kind for t in tokenize("from 1880 to 1900", "en")] == ["w", "t", "w", "t"]


def test_a_range_holds_the_figures_inside_it() -> None:
    check([
        ("en", "Harrow Pit employed between 2,000 and 3,000 men.",
         "Harrow Pit employed 2,500 men.", "agrees"),
        ("fr", "La mine employait entre 2 000 et 3 000 hommes.",
         "La mine employait 2 500 hommes.", "agrees"),
        ("es", "La mina empleaba a 2.000-3.000 hombres.", "La mina empleaba a 2.600 hombres.",
         "agrees"),
        ("en", "Harrow Pit employed between 2,000 and 3,000 men.",
         "Harrow Pit employed 5,000 men.", "contradicts"),
        ("ru", "На шахте «Харроу» работало от 2000 до 3000 человек.",
         "На шахте «Харроу» работало 8000 человек.", "contradicts"),
        # a little past its end: hard to reconcile, not impossible
        ("en", "Harrow Pit employed between 2,000 and 3,000 men.",
         "Harrow Pit employed 3,200 men.", "in_tension"),
    ])  # fmt: skip


def test_a_change_is_the_figure_it_came_to() -> None:
    assert _figures("The wage rose from 3 pesetas to 4 pesetas.", "en")[0][0] == 4.0
    check([
        ("es", "En 1900 la población de Ostrava Nova pasó de 2.000 a 5.000 habitantes.",
         "En 1900 Ostrava Nova tenía 5.000 habitantes.", "agrees"),
        ("en", "In 1900 the population of Ostrava Nova grew from 2,000 to 5,000.",
         "Ostrava Nova had 5,000 inhabitants in 1900.", "agrees"),
        ("en", "In 1900 the population of Ostrava Nova grew from 2,000 to 5,000.",
         "Ostrava Nova had 9,000 inhabitants in 1900.", "contradicts"),
    ])  # fmt: skip
