"""Undo of a run: what the run did to each edge, reversed by new events in a
run of its own (kind `undo`, `artifact.undoes` = the run), each pointing at
the event it reverses (`edge_events.reverses`). An undo is a run like any
other, so undoing it does the original again.

Each event of the run is reversed, newest first:

- `created` → `undone`: the edge expires;
- `ended` / `reopened` → `reopened` / `ended`: the end it had before;
- `invalidated`, `superseded`, `dismissed`, `retracted`, `undone` →
  `restored`: current again, with the end it had (a dismissal is forgotten);
- `restored` → the event it had reversed, again (`dismissed`, `undone`, …);
- `promoted` / `demoted` → `demoted` / `promoted`;
- `confirmed` → nothing.

An edge that a later run changed (or stated again) is left as it is, and so
is one whose node end is gone (`collected`); the answer lists them. Index
passes, rebuilds and imports are not undone: the text is the truth there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from semnet.graph.errors import InvalidQueryError, NotFoundError
from semnet.graph.model import EdgeEventKind, EdgeOrigin, EventRec

if TYPE_CHECKING:
    from semnet.graph.store.edge_store import EdgeStore
    from semnet.graph.store.writer import RunWriter

E = EdgeEventKind
# Runs whose effects the text (or an import) decides: an undo would not stick.
NOT_UNDOABLE = frozenset({"index", "edit", "rebuild", "import", "journal", "bench"})
_RETIRING = frozenset(
    {E.INVALIDATED, E.SUPERSEDED, E.DISMISSED, E.RETRACTED, E.UNDONE, E.COLLECTED}
)


@dataclass(slots=True)
class UndoPlan:
    """The events of a run to reverse (newest first), the edges left alone
    (id → why), and the events that `restored` events reversed (by id)."""

    run_id: str
    steps: list[EventRec] = field(default_factory=list)
    skipped: dict[str, str] = field(default_factory=dict)
    reversed_events: dict[int, EventRec] = field(default_factory=dict)


def plan_undo(store: EdgeStore, run_id: str) -> UndoPlan:
    """What undoing `run_id` would reverse; raises `InvalidQueryError` for a
    run that cannot be undone (or changed nothing that still stands)."""
    row = store.run_row(run_id)
    if row is None:
        raise NotFoundError(f"no run {run_id}")
    if row["status"] != "committed":
        raise InvalidQueryError(f"run {run_id} did not commit ({row['status']}): nothing to undo")
    if row["kind"] in NOT_UNDOABLE:
        raise InvalidQueryError(
            f"run {run_id} is {'an' if row['kind'][0] in 'aeiou' else 'a'} {row['kind']} run: "
            "what it did follows the text (edit the text instead)"
        )
    plan = UndoPlan(run_id)
    events = [e for e in store.own_events(run_id) if e.event != E.CONFIRMED]
    if not events:
        raise InvalidQueryError(f"run {run_id} changed no edge: nothing to undo")
    mine: dict[str, list[EventRec]] = {}
    for e in events:
        mine.setdefault(e.edge_id, []).append(e)
    last: dict[str, EventRec] = {}
    for e in store.events_for(mine):
        last[e.edge_id] = e  # oldest first: the last one wins
    for eid, evs in mine.items():
        if store.find_edge(eid) is None:
            plan.skipped[eid] = "the edge is gone"
        elif any(e.event == E.COLLECTED for e in evs):
            plan.skipped[eid] = "its node end is gone"
        elif last[eid].run_id != run_id:
            plan.skipped[eid] = f"changed since by run {last[eid].run_id} ({last[eid].event})"
    plan.steps = [e for e in reversed(events) if e.edge_id not in plan.skipped]
    if not plan.steps:
        first = next(iter(plan.skipped.items()))
        raise InvalidQueryError(
            f"run {run_id}: nothing left to undo ({len(plan.skipped)} edge(s) changed since; "
            f"{first[0]}: {first[1]})"
        )
    wanted = [e.reverses for e in plan.steps if e.event == E.RESTORED and e.reverses is not None]
    plan.reversed_events = {e.id: e for e in store.events_by_id(wanted)}
    return plan


def apply_undo(run: RunWriter, plan: UndoPlan) -> None:
    """Write the reversing events of `plan` in `run`."""
    for e in plan.steps:
        _reverse(run, e, plan.reversed_events)


def _reverse(run: RunWriter, e: EventRec, earlier: dict[int, EventRec]) -> None:
    kind = E(e.event)
    if kind is E.CREATED:
        run.retire_as(e.edge_id, E.UNDONE, run.get_or_fail(e.edge_id).invalid_at, reverses=e.id)
    elif kind in (E.ENDED, E.REOPENED):
        run.set_end(e.edge_id, e.invalid_at_before, reverses=e.id)
    elif kind in _RETIRING:
        run.restore(e.edge_id, e.invalid_at_before, reverses=e.id)
    elif kind is E.RESTORED:
        was = earlier.get(e.reverses) if e.reverses is not None else None
        again = E(was.event) if was is not None and E(was.event) in _RETIRING else E.UNDONE
        run.retire_as(e.edge_id, again, e.invalid_at_before, reverses=e.id)
    elif kind is E.PROMOTED:
        run.set_origin(e.edge_id, EdgeOrigin.JUDGED, reverses=e.id)
    elif kind is E.DEMOTED:
        run.set_origin(e.edge_id, EdgeOrigin.PROMOTED, reverses=e.id)
