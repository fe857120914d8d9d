"""Where the judge loses a labelled pair it gets wrong: no claims read from a
side, no subject the two sides share, a shared subject with no shared slot,
or a shared slot compared to the wrong stance (a pair that should be
`none` counts by the stance it got instead) (aggregate figures that say
which part of the judge to work on, without reading the pairs)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from semnet.bench.judge import EvalPair
    from semnet.graph.manuscript.names import NameIndex

STAGES = ("no claims", "no shared subject", "no shared slot", "wrong stance")


def pair_names(pair: EvalPair) -> NameIndex:
    """The name index of a pair's entity notes, as the in-memory judge builds it."""
    from semnet.graph.manuscript.names import NamedEntity, NameIndex

    kinds = {"fact": "fact_note"}
    return NameIndex(
        NamedEntity(e.file, kinds.get(e.type, e.type), e.title, e.file, tuple(e.aliases))
        for e in pair.entities
    )


def stage_of(pair: EvalPair) -> str:
    """The first stage at which the two statements of a pair fail to meet."""
    from semnet.graph.judge.claims import analyse

    names = pair_names(pair)
    a, b = analyse(pair.a, pair.lang_a, names), analyse(pair.b, pair.lang_b, names)
    if not a.claims or not b.claims:
        return STAGES[0]
    if not a.subjects & b.subjects:
        return STAGES[1]
    slots_a = {(c.subject, c.slot) for c in a.claims if c.slot != "frame"}
    slots_b = {(c.subject, c.slot) for c in b.claims if c.slot != "frame"}
    if not slots_a & slots_b:
        return STAGES[2]
    return STAGES[3]


def stage_counts(misses: Sequence[tuple[EvalPair, str]]) -> dict[str, dict[str, int]]:
    """Per label the pair should have had, how many misses stop at each stage."""
    out: dict[str, Counter[str]] = {}
    for pair, got in misses:
        stage = f"judged {got}" if pair.label == "none" else stage_of(pair)
        out.setdefault(pair.label, Counter())[stage] += 1
    return {label: dict(sorted(c.items())) for label, c in sorted(out.items())}
