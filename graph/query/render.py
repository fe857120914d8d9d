"""Monospace rendering of a neighbourhood (RFC §8.2): the `graph neighbors`
tree of the original, for the CLI, `semnet/render` and hover fallbacks.

    ◆ Anna Karlovna  (character)
    ├─ links_to (3)
    │  ← The station at dawn
    │  ← …
    │  … +1 more
    └─ contradicts (1)
       ⇄ Anna was born in 1874  — years differ (1871 vs 1874)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (the CLI reads the constants below without the views)
    from semnet.graph.query.views import EdgeInfo, EndpointInfo, NeighborsResult

ARROWS = {"out": "→", "in": "←", "both": "⇄"}
DEFAULT_PER_KIND = 5
HARD_CAP = 60

# Where an endpoint is, as a reader finds it (`path:line`), or None.
Where = Callable[["EndpointInfo"], str | None]


def _label(e: EdgeInfo, width: int, where: Where | None) -> str:
    other = e.other.title or e.other.ref
    other = " ".join(other.split())
    text = f"{ARROWS.get(e.direction, '?')} {other}"
    if e.origin in ("judged",):
        text += "  [suggested]"
    if e.reason:
        text += f"  — {' '.join(e.reason.split())}"
    at = where(e.other) if where is not None else None
    tail = f"  {at}" if at else ""
    if len(text) + len(tail) > width:
        text = text[: max(10, width - len(tail) - 1)] + "…"
    return text + tail


def render_neighbors(
    result: NeighborsResult,
    per_kind: int = DEFAULT_PER_KIND,
    width: int = 100,
    cap: int | None = HARD_CAP,
    where: Where | None = None,
) -> str:
    """The tree of a neighbourhood: at most `per_kind` edges of each kind and
    `cap` in all (None: no cap); `where` adds each endpoint's `path:line`."""
    ep = result.endpoint
    title = ep.title or ep.ref
    at = where(ep) if where is not None else None
    lines = [f"◆ {title}  ({ep.kind})" + (f"  {at}" if at else "")]
    groups: dict[str, list[EdgeInfo]] = {}
    for e in result.edges:
        groups.setdefault(e.kind, []).append(e)
    if not groups:
        lines.append("   (no edges)")
        return "\n".join(lines)
    kinds = sorted(groups, key=lambda k: (-len(groups[k]), k))
    shown = 0
    for gi, kind in enumerate(kinds):
        last_group = gi == len(kinds) - 1
        edges = groups[kind]
        lines.append(f"{'└─' if last_group else '├─'} {kind} ({len(edges)})")
        bar = "   " if last_group else "│  "
        room = max(0, per_kind if cap is None else min(per_kind, cap - shown))
        for e in edges[:room]:
            lines.append(f"{bar}{_label(e, width - len(bar), where)}")
        shown += min(room, len(edges))
        if len(edges) > room:
            lines.append(f"{bar}… +{len(edges) - room} more")
        if cap is not None and shown >= cap and not last_group:
            rest = sum(len(groups[k]) for k in kinds[gi + 1 :])
            lines.append(f"… +{rest} more in {len(kinds) - gi - 1} other kinds")
            break
    return "\n".join(lines)
