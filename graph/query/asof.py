"""An edge as it was at a past system time, rebuilt from its events.

The index holds each edge as it is now; `as_of=T` picks the edges that were
current at `T` (created before, not yet expired), but their `invalid_at`,
`expired_at` and origin are today's. `state_at` walks an edge's events that
came after `T` backwards, each event's `invalid_at_before` giving the end it
had, so a query as of `T` says what semnet said then: the open end a fact had
before a later edit gave it one, a suggestion that was promoted later still a
suggestion, an edge dismissed and restored since not current at all.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from semnet.graph.model import EdgeEventKind, EdgeOrigin, EdgeRec, EventRec

E = EdgeEventKind
_RETIRING = frozenset(
    {E.INVALIDATED, E.SUPERSEDED, E.DISMISSED, E.RETRACTED, E.COLLECTED, E.UNDONE}
)


@dataclass(frozen=True, slots=True)
class StateAt:
    """An edge at a past time: whether it was current, and its end and origin then."""

    current: bool
    invalid_at: int | None
    origin: str


def state_at(rec: EdgeRec, events: Iterable[EventRec], t: int) -> StateAt:
    """`rec` (as it is now) as it was at `t`, from its events (oldest first)."""
    current = rec.expired_at is None
    invalid_at = rec.invalid_at
    origin = rec.origin
    later = [e for e in events if e.created_at > t]
    for e in reversed(later):
        kind = e.event
        invalid_at = e.invalid_at_before
        if kind == E.CREATED:
            return StateAt(False, None, origin)
        if kind in _RETIRING:
            current = True
        elif kind == E.RESTORED:
            current = False
        elif kind == E.PROMOTED:
            origin = EdgeOrigin.JUDGED.value
        elif kind == E.DEMOTED:
            origin = EdgeOrigin.PROMOTED.value
    return StateAt(current and rec.created_at <= t, invalid_at, origin)


def states_at(recs: Iterable[EdgeRec], events: Iterable[EventRec], t: int) -> dict[str, StateAt]:
    """`state_at` of several edges, their events read together."""
    by_edge: dict[str, list[EventRec]] = {}
    for e in events:
        by_edge.setdefault(e.edge_id, []).append(e)
    return {r.id: state_at(r, by_edge.get(r.id, ()), t) for r in recs}
