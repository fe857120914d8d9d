"""The traversals the product needs (RFC §7), answered from the adjacency index.

Every function takes `as_of` (microseconds, system time): None is "now" and
excludes expired (invalidated, dismissed, retracted, collected) edges; a past
time shows the edges semnet held then, given an index that holds them (the
store's live index holds only today's: `EdgeStore.index_as_of`). `valid_at`
(a span of story time, microseconds, half-open) keeps only the relations
that hold in the story at some moment of it (their period `[valid_at,
invalid_at)` meets the span; an open end holds forever). Traversals are
bounded by hops and a node budget so that a pathological graph cannot hang
an editor.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from typing import Literal

from semnet.graph.errors import InvalidQueryError
from semnet.graph.model import AGAINST_KINDS, EdgeKind, EdgeOrigin, EdgeRec
from semnet.graph.store.index import AdjacencyIndex

Direction = Literal["out", "in", "both"]
MAX_PATH_HOPS = 8
MAX_RADIUS = 3


@dataclass(slots=True)
class Hop:
    """One edge seen from one end: `direction` is "out" (ep → other), "in"
    (other → ep) or "both" (a symmetric edge)."""

    edge: EdgeRec
    direction: str
    other: str


@dataclass(slots=True)
class Subgraph:
    seed: str
    nodes: list[str]
    edges: list[EdgeRec]
    truncated: bool


@dataclass(slots=True)
class PathResult:
    paths: list[list[Hop]] = field(default_factory=list)
    truncated: bool = False


def _kind_set(kinds: Iterable[str | EdgeKind] | None) -> frozenset[str] | None:
    if kinds is None:
        return None
    out = set()
    for k in kinds:
        try:
            out.add(EdgeKind(k).value)
        except ValueError:
            raise InvalidQueryError(
                f"unknown edge kind {k!r}; known kinds: {', '.join(x.value for x in EdgeKind)}"
            ) from None
    return frozenset(out)


def _origin_set(origins: Iterable[str | EdgeOrigin] | None) -> frozenset[str] | None:
    if origins is None:
        return None
    out = set()
    for o in origins:
        try:
            out.add(EdgeOrigin(o).value)
        except ValueError:
            raise InvalidQueryError(
                f"unknown origin {o!r}; known origins: {', '.join(x.value for x in EdgeOrigin)}"
            ) from None
    return frozenset(out)


StorySpan = tuple[int, int]


def holds_at(rec: EdgeRec, span: StorySpan) -> bool:
    """Does the relation hold in the story at some moment of `span`
    (`[from, to)`): does its period `[valid_at, invalid_at)` meet it?"""
    lo, hi = span
    return (rec.valid_at is None or rec.valid_at < hi) and (
        rec.invalid_at is None or lo < rec.invalid_at
    )


def iter_neighbors(
    index: AdjacencyIndex,
    ep: str,
    kinds: Collection[str] | None = None,
    direction: Direction = "both",
    origins: Collection[str] | None = None,
    as_of: int | None = None,
    valid_at: StorySpan | None = None,
) -> Iterator[Hop]:
    """One hop from `ep`, lazily (kinds and origins already validated)."""

    def take(rec: EdgeRec) -> bool:
        if as_of is None:
            if rec.expired_at is not None:
                return False
        elif not (rec.created_at <= as_of and (rec.expired_at is None or rec.expired_at > as_of)):
            return False
        if valid_at is not None and not holds_at(rec, valid_at):
            return False
        return (kinds is None or rec.kind in kinds) and (origins is None or rec.origin in origins)

    if direction != "in":
        for rec in index.out.get(ep, ()):
            if take(rec):
                yield Hop(rec, "out", rec.dst)
    if direction != "out":
        for rec in index.inc.get(ep, ()):
            if take(rec) and not (direction == "both" and rec.src == ep):
                yield Hop(rec, "in", rec.src)
    for rec in index.sym.get(ep, ()):
        if take(rec):
            yield Hop(rec, "both", rec.dst if rec.src == ep else rec.src)


def neighbors(
    index: AdjacencyIndex,
    ep: str,
    kinds: Iterable[str | EdgeKind] | None = None,
    direction: Direction = "both",
    origins: Iterable[str | EdgeOrigin] | None = None,
    as_of: int | None = None,
    limit: int | None = None,
    valid_at: StorySpan | None = None,
) -> list[Hop]:
    """One hop from `ep`. Symmetric edges count for either direction."""
    if direction not in ("out", "in", "both"):
        raise InvalidQueryError(f"direction must be 'out', 'in' or 'both', not {direction!r}")
    it = iter_neighbors(
        index, ep, _kind_set(kinds), direction, _origin_set(origins), as_of, valid_at
    )
    if limit is not None and limit >= 0:
        return list(islice(it, limit))
    return list(it)


def outgoing(
    index: AdjacencyIndex, ep: str, kinds: Iterable[str] | None = None, **kw: object
) -> list[Hop]:
    return neighbors(index, ep, kinds, "out", **kw)  # type: ignore[arg-type]


def incoming(
    index: AdjacencyIndex, ep: str, kinds: Iterable[str] | None = None, **kw: object
) -> list[Hop]:
    return neighbors(index, ep, kinds, "in", **kw)  # type: ignore[arg-type]


def contradicting(
    index: AdjacencyIndex,
    ep: str,
    as_of: int | None = None,
    origins: Iterable[str | EdgeOrigin] | None = None,
    valid_at: StorySpan | None = None,
) -> list[Hop]:
    """`contradicts` and `in_tension`, both directions."""
    return neighbors(index, ep, AGAINST_KINDS, "both", origins, as_of=as_of, valid_at=valid_at)


def group_by_endpoint(
    index: AdjacencyIndex,
    kind: str | EdgeKind,
    as_of: int | None = None,
    side: Literal["dst", "src"] = "dst",
    valid_at: StorySpan | None = None,
) -> dict[str, list[EdgeRec]]:
    """Edges of one kind grouped by one end: with `kind=sourced_from` "all facts
    sourced from X"; with `graded_as`, "all facts graded dubious" is the
    group `grade:dubious`."""
    k = EdgeKind(kind).value
    groups: dict[str, list[EdgeRec]] = {}
    for rec in index.by_id.values():
        if rec.kind != k or not rec.visible_at(as_of):
            continue
        if valid_at is not None and not holds_at(rec, valid_at):
            continue
        groups.setdefault(rec.dst if side == "dst" else rec.src, []).append(rec)
    return dict(sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])))


def subgraph(
    index: AdjacencyIndex,
    seed: str,
    radius: int = 1,
    kinds: Iterable[str | EdgeKind] | None = None,
    budget: int = 200,
    as_of: int | None = None,
    direction: Direction = "both",
    origins: Iterable[str | EdgeOrigin] | None = None,
    valid_at: StorySpan | None = None,
) -> Subgraph:
    """Everything within `radius` hops of `seed`, at most `budget` endpoints."""
    if not 1 <= radius <= MAX_RADIUS:
        raise InvalidQueryError(f"radius must be between 1 and {MAX_RADIUS}, not {radius}")
    if budget < 1:
        raise InvalidQueryError(f"budget must be at least 1, not {budget}")
    ks = _kind_set(kinds)
    os_ = _origin_set(origins)
    seen = {seed: 0}
    order = [seed]
    edges: dict[str, EdgeRec] = {}
    truncated = False
    frontier = [seed]
    for depth in range(1, radius + 1):
        nxt: list[str] = []
        for ep in frontier:
            for hop in iter_neighbors(index, ep, ks, direction, os_, as_of, valid_at):
                other = hop.other
                if other not in seen:
                    if len(order) >= budget:
                        # Full: stop here rather than walk a hub's whole fan-out.
                        truncated = True
                        break
                    seen[other] = depth
                    order.append(other)
                    nxt.append(other)
                edges[hop.edge.id] = hop.edge
            if truncated:
                break
        frontier = nxt
        if truncated or not frontier:
            break
    kept = [e for e in edges.values() if e.src in seen and e.dst in seen]
    return Subgraph(seed, order, kept, truncated)


def paths(
    index: AdjacencyIndex,
    a: str,
    b: str,
    kinds: Iterable[str | EdgeKind] | None = None,
    max_hops: int = 4,
    node_budget: int = 10_000,
    as_of: int | None = None,
    limit: int = 10,
    direction: Direction = "out",
    origins: Iterable[str | EdgeOrigin] | None = None,
    valid_at: StorySpan | None = None,
) -> PathResult:
    """Simple paths from `a` to `b`, shortest first (bounded BFS)."""
    if not 1 <= max_hops <= MAX_PATH_HOPS:
        raise InvalidQueryError(f"maxHops must be between 1 and {MAX_PATH_HOPS}, not {max_hops}")
    if direction not in ("out", "in", "both"):
        raise InvalidQueryError(f"direction must be 'out', 'in' or 'both', not {direction!r}")
    ks = _kind_set(kinds)
    os_ = _origin_set(origins)
    result = PathResult()
    if a == b:
        result.paths.append([])
        return result
    queue: deque[tuple[str, list[Hop], frozenset[str]]] = deque([(a, [], frozenset({a}))])
    expanded = 0
    while queue:
        ep, path, on_path = queue.popleft()
        if len(path) >= max_hops:
            continue
        expanded += 1
        if expanded > node_budget:
            result.truncated = True
            break
        for hop in iter_neighbors(index, ep, ks, direction, os_, as_of, valid_at):
            if hop.other in on_path:
                continue
            step = [*path, hop]
            if hop.other == b:
                result.paths.append(step)
                if len(result.paths) >= limit:
                    return result
                continue
            queue.append((hop.other, step, on_path | {hop.other}))
    return result
