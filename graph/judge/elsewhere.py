"""A death or a birth that agrees by its date alone while one side says
where it happened and the other names another place note without saying
where: no agreement (the writer of the other side may well put it there:
"died in Vigo in 1890" / "left Leeds for the coast and died in 1890"; births
since the end of round 35)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.text import tokenize

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis
    from semnet.graph.judge.compare import Finding
    from semnet.graph.manuscript.names import NameIndex


def _places(an: Analysis, names: NameIndex) -> set[str]:
    """The place notes a statement names, as `@<entity>` keys."""
    words = [t.text if t.kind == "w" else "" for t in tokenize(an.clean, an.lang)]
    return {
        f"@{m.entity}"
        for m in names.find_all(words, an.lang)
        if m.entity is not None and names.kind(m.entity) == "place"
    }


def withheld(f: Finding | None, a: Analysis, b: Analysis, names: NameIndex) -> Finding | None:
    """`f`, or None when it is a death's or a birth's agreement by date that
    one side places and the other, naming another place, does not."""
    if f is None or f.stance is not Stance.AGREES or f.rule not in ("death", "birth"):
        return f
    for placed, other in ((a, b), (b, a)):
        where = {c.place.key for c in placed.claims if c.slot == f.rule and c.place is not None}
        if not where or any(c.place is not None for c in other.claims if c.slot == f.rule):
            continue
        if _places(other, names) - where:
            return None
    return f
