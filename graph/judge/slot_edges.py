"""The offline pass's time-bounded slot edges (`temporal.py`): which facts'
slot edges to assert, retract or re-end, and their writes in the pass's run
(a period edit keeps the edge: `ended` / `reopened`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from semnet.graph.judge.base import Statement
from semnet.graph.judge.results import OfflineSummary
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.judge.temporal import is_slot_edge, same_value, slot_edge
from semnet.graph.model import EdgeRec, NodeRec, node_ref
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.writer import RunWriter

__all__ = ["SlotWork", "slot_work", "write_ends", "write_slots"]

# (fact, the slot edge it states now or None, its current slot edges to retract)
SlotPlan = tuple[NodeRec, EdgeRec | None, list[EdgeRec]]
# A live slot edge whose fact now gives it another end: (the edge, the end).
SlotEnd = tuple[EdgeRec, int | None]


@dataclass(slots=True)
class SlotWork:
    """What the offline pass writes about slots: `plans` (edges asserted or
    retracted) and `ends` (edges kept, with a new end)."""

    plans: list[SlotPlan] = field(default_factory=list)
    ends: list[SlotEnd] = field(default_factory=list)


def slot_work(
    store: EdgeStore,
    judge: RulesJudge,
    changed: Sequence[NodeRec],
    stmts: dict[str, Statement],
) -> SlotWork:
    """The slot writes that the changed facts call for."""
    plans, ends = _slot_plans(store, judge, changed, stmts)
    return SlotWork(plans, ends)


def _slot_plans(
    store: EdgeStore,
    judge: RulesJudge,
    changed: Sequence[NodeRec],
    stmts: dict[str, Statement],
) -> tuple[list[SlotPlan], list[SlotEnd]]:
    """For each changed fact whose slot edge is not what the store holds:
    (fact, the edge it states now or None, its current slot edges to retract);
    and the slot edges kept whose end alone changed (`ended` / `reopened`: a
    period edit keeps the edge)."""
    plans: list[SlotPlan] = []
    ends: list[SlotEnd] = []
    # Slot edges closed by the temporal rule count too: the store has those
    # (the index holds only live edges).
    closed: dict[str, list[EdgeRec]] = {}
    for r in store.edges_ever_at([node_ref(n.id) for n in changed], retired_only=True):
        closed.setdefault(r.src, []).append(r)
    for node in changed:
        ref = node_ref(node.id)
        want = slot_edge(node, judge.analysis(stmts[node.id]))
        have = [r for r in [*store.index.out.get(ref, ()), *closed.get(ref, ())] if is_slot_edge(r)]
        live = [r for r in have if r.expired_at is None]
        if want is not None:

            def same_start(r: EdgeRec, want: EdgeRec = want) -> bool:
                return (
                    r.relation_key() == want.relation_key()
                    and r.valid_at == want.valid_at
                    and same_value(str(r.attrs.get("value", "")), str(want.attrs["value"]))
                )

            def stated(r: EdgeRec, want: EdgeRec = want) -> bool:
                if not same_start(r):
                    return False
                if r.expired_at is None:
                    return r.invalid_at == want.invalid_at
                # closed by the temporal rule: its end is the rule's, not the text's
                return r.retired in ("invalidated", "superseded")

            same = [r for r in have if stated(r)]
            if same:
                continue  # already stated (and, if closed, closed by the rule)
            moved = [r for r in live if same_start(r)]
            if len(moved) == 1 and len(live) == 1:
                ends.append((moved[0], want.invalid_at))
                continue
            if store.is_dismissed(want.src, want.dst, want.kind):
                continue
        elif not live:
            continue
        plans.append((node, want, live))

    def order(p: SlotPlan) -> tuple[int, int, str]:
        w = p[1]
        start = w.valid_at if w is not None and w.valid_at is not None else -(2**62)
        return (0 if w is None else 1, start, p[0].id)

    return sorted(plans, key=order), sorted(ends, key=lambda e: e[0].id)


def write_ends(
    run: RunWriter, store: EdgeStore, ends: list[SlotEnd], summary: OfflineSummary
) -> None:
    """A fact's period edited: its slot edge keeps its id and takes the new
    end (`ended`, or `reopened`); an end moved later is checked again against
    the facts that fill the same slot of the same subject."""
    for rec, end in ends:
        later = end is None or (rec.invalid_at is not None and end > rec.invalid_at)
        run.set_end(rec.id, end)
        summary.slot_edges += 1
        if later:
            before = len(run.events)
            run.recheck(rec.id, _slot_rivals(run, store, rec, []))
            _count_closures(run.events[before:], summary)


def _slot_rivals(
    run: RunWriter, store: EdgeStore, want: EdgeRec, asserted: list[EdgeRec]
) -> list[str]:
    """The live slot edges of other facts about the same subject and slot,
    with another value (what `want` contradicts)."""
    rivals: dict[str, EdgeRec] = {}
    for r in [*store.index.inc.get(want.dst, ()), *asserted]:
        cur = run.get(r.id)
        if (
            cur is not None
            and cur.expired_at is None
            and cur.src != want.src
            and cur.dst == want.dst
            and is_slot_edge(cur)
            and cur.attrs.get("slot") == want.attrs.get("slot")
            and not same_value(str(cur.attrs.get("value", "")), str(want.attrs["value"]))
        ):
            rivals[cur.id] = cur
    return sorted(rivals)


def _count_closures(events: Sequence[Any], summary: OfflineSummary) -> None:
    for e in events:
        if e.event == "invalidated":
            summary.invalidated += 1
        elif e.event == "superseded":
            summary.superseded += 1


def write_slots(
    run: RunWriter,
    store: EdgeStore,
    plans: list[SlotPlan],
    summary: OfflineSummary,
) -> None:
    """The planned slot edges: each fact's old ones retracted, the new one
    asserted against its rivals (the temporal rule closes the earlier)."""
    asserted: list[EdgeRec] = []
    for _node, want, live in plans:
        for r in live:
            run.retract(r.id)
        if want is None:
            continue
        before = len(run.events)
        rivals = _slot_rivals(run, store, want, asserted)
        stored = run.assert_edge(want, contradicts=rivals, fresh=True)  # (`slot_edge` made it)
        asserted.append(stored)
        summary.slot_edges += 1
        _count_closures(run.events[before:], summary)
