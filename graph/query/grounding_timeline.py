"""Where a paragraph sits in story time, for its grounding: the dated events
of the same characters and places before, with and after it; for an undated
passage the nearest dated paragraphs of its file; for an entity its events."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import Any

from semnet.graph.model import INVOLVABLE_KINDS, NodeKind, NodeRec, node_ref, split_ref
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.grounding_models import INVOLVING, Period, Timeline, TimelineItem
from semnet.graph.query.traverse import iter_neighbors
from semnet.graph.query.views import endpoint_info

TIMELINE_SIDE = 3  # at most this many neighbours on each side of a dated paragraph
# A passage of the narrative: its place in the file says something about time.
_NARRATIVE = frozenset({NodeKind.PARAGRAPH, NodeKind.SUBCHAPTER, NodeKind.CHAPTER})

DateSpan = tuple[date | None, date | None]


def period_of(n: NodeRec) -> DateSpan | None:
    """A node's stored period ([start, end) dates), if it has one."""
    raw = n.attrs.get("period") if n.attrs else None
    if not raw or not isinstance(raw, list | tuple) or len(raw) != 2:
        return None

    def day(v: Any) -> date | None:
        if not isinstance(v, str):
            return None
        try:
            return date.fromisoformat(v)
        except ValueError:
            return None

    start, end = day(raw[0]), day(raw[1])
    if start is None and end is None:
        return None
    return start, end


def _period_model(p: DateSpan) -> Period:
    return Period(start=p[0].isoformat() if p[0] else None, end=p[1].isoformat() if p[1] else None)


def _start_key(p: DateSpan | None) -> date:
    if p is None:
        return date.max
    return p[0] or p[1] or date.max


class _Dated:
    """The dated paragraphs around one seed, from one store at one time."""

    def __init__(self, api: GraphAPI, seed: NodeRec, as_of: int | None) -> None:
        self.api = api
        self.nodes = api.store.nodes
        self.seed = seed
        self.as_of = as_of

    def item(self, n: NodeRec, p: DateSpan, shared: Iterable[str] = ()) -> TimelineItem:
        return TimelineItem(
            endpoint=endpoint_info(node_ref(n.id), self.nodes),
            period=_period_model(p),
            shared=sorted(set(shared), key=str.casefold),
        )

    def around(self, ents: Iterable[NodeRec]) -> dict[str, tuple[NodeRec, set[str]]]:
        """Dated paragraphs that involve any of `ents`, with the entities in common."""
        found: dict[str, tuple[NodeRec, set[str]]] = {}
        index = self.api.index_at(self.as_of)
        for ent in ents:
            name = ent.title or ent.id
            for hop in iter_neighbors(
                index, node_ref(ent.id), INVOLVING.keys(), "in", None, self.as_of
            ):
                k, addr = split_ref(hop.other)
                n = self.nodes.get(addr) if k == "node" else None
                if n is None or n.id == self.seed.id or period_of(n) is None:
                    continue
                found.setdefault(n.id, (n, set()))[1].add(name)
        return found


def timeline(
    api: GraphAPI, seed: NodeRec | None, entities: list[NodeRec], limit: int, as_of: int | None
) -> Timeline:
    """The timeline of `seed`, among the events of its `entities`."""
    if seed is None:
        return Timeline()
    dated = _Dated(api, seed, as_of)
    side = min(TIMELINE_SIDE, limit)
    if seed.kind in INVOLVABLE_KINDS:
        return _entity_timeline(dated, limit)
    mine = period_of(seed)
    if mine is not None and mine[0] is not None:
        return _story_timeline(dated, mine, entities, side)
    return _document_timeline(dated, mine, side)


def _entity_timeline(dated: _Dated, limit: int) -> Timeline:
    """A character's or place's dated events, in order."""
    events = sorted(
        ((n, period_of(n)) for n, _ in dated.around([dated.seed]).values()),
        key=lambda np: (_start_key(np[1]), np[0].uri or "", np[0].start_line or 0),
    )
    return Timeline(
        basis="entity" if events else "none",
        events=[dated.item(n, p) for n, p in events[:limit] if p is not None],
    )


def _story_timeline(dated: _Dated, mine: DateSpan, entities: list[NodeRec], side: int) -> Timeline:
    """A dated paragraph among the events of its characters and places."""
    start = mine[0]
    assert start is not None
    around = dated.around(e for e in entities if e.kind in INVOLVABLE_KINDS)
    before: list[tuple[date, NodeRec, set[str]]] = []
    after: list[tuple[date, NodeRec, set[str]]] = []
    same: list[tuple[date, NodeRec, set[str]]] = []
    for n, shared in around.values():
        p = period_of(n)
        if p is None or p[0] is None:
            continue
        bucket = before if p[0] < start else after if p[0] > start else same
        bucket.append((p[0], n, shared))

    def items(ts: list[tuple[date, NodeRec, set[str]]]) -> list[TimelineItem]:
        out = []
        for _, n, shared in sorted(ts, key=lambda t: (t[0], t[1].uri or "", t[1].start_line or 0)):
            p = period_of(n)
            assert p is not None
            out.append(dated.item(n, p, shared))
        return out

    return Timeline(
        basis="story",
        period=_period_model(mine),
        before=items(before)[-side:],
        concurrent=items(same)[:side],
        after=items(after)[:side],
    )


def _document_timeline(dated: _Dated, mine: DateSpan | None, side: int) -> Timeline:
    """An undated passage of the narrative: the nearest dated paragraphs of the
    same file place it in time (a fact note's order says nothing about time)."""
    seed = dated.seed
    period = _period_model(mine) if mine else None
    if seed.uri is None or seed.start_line is None or seed.kind not in _NARRATIVE:
        return Timeline(period=period)
    prev: list[TimelineItem] = []
    nxt: list[TimelineItem] = []
    for n in dated.api.nodes_in(seed.uri):
        p = period_of(n)
        if n.id == seed.id or p is None or n.start_line is None:
            continue
        (prev if n.start_line < seed.start_line else nxt).append(dated.item(n, p))
    if not prev and not nxt:
        return Timeline(period=period)
    return Timeline(basis="document", period=period, before=prev[-side:], after=nxt[:side])
