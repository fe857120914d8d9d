"""Undo of a run (`graph/store/undo.py`): new events that reverse what the run
did, each naming the event it reverses; an undo of the undo does it again."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from semnet.graph.errors import InvalidQueryError
from semnet.graph.judge.triage import triage, undo
from semnet.graph.model import Edge, NodeRec, new_id, to_micros
from semnet.graph.store.edge_store import EdgeStore


def node() -> str:
    return f"node:{new_id()}"


def events(store: EdgeStore, edge_id: str) -> list[str]:
    return [e.event for e in store.history(edge_id)]


def stance(a: str, b: str, kind: str, **kw: object) -> Edge:
    return Edge(src=a, dst=b, kind=kind, origin="judged", **kw)  # type: ignore[arg-type]


def test_undo_of_a_judge_run_and_of_its_undo(store: EdgeStore) -> None:
    a, b = node(), node()
    with store.run("judge") as r1:
        old = r1.assert_edge(stance(a, b, "contradicts", reason="1871 vs 1874"))
    with store.run("judge") as r2:  # another stance: the new edge invalidates the old
        new = r2.assert_edge(stance(a, b, "in_tension"), contradicts=[old.id])
    assert store.edge(old.id).retired == "invalidated"
    first = undo(store, r2.id)
    assert first.undoes == r2.id and first.skipped == []
    # newest first: the invalidation is taken back, then the creation
    assert [(s.edge_id, s.event) for s in first.reversed] == [
        (old.id, "restored"), (new.id, "undone"),
    ]  # fmt: skip
    assert store.edge(old.id).expired_at is None and store.edge(old.id).invalid_at is None
    assert store.edge(new.id).retired == "undone"
    assert store.run_row(first.run_id)["artifact"]["undoes"] == r2.id  # type: ignore[index]
    # the undo's events point at what they reverse, through `reverses`
    for e in store.own_events(first.run_id):
        (rev,) = store.events_by_id([e.reverses or -1])
        assert rev.run_id == r2.id and rev.edge_id == e.edge_id
    # undo of the undo: as after r2 again
    again = undo(store, first.run_id)
    assert [(s.edge_id, s.event) for s in again.reversed] == [
        (new.id, "restored"), (old.id, "invalidated"),
    ]  # fmt: skip
    assert store.edge(new.id).expired_at is None
    o = store.edge(old.id)
    assert o.retired == "invalidated" and o.invalid_at is not None
    assert events(store, old.id) == ["created", "invalidated", "restored", "invalidated"]
    assert events(store, new.id) == ["created", "undone", "restored"]
    # a reopened store reads the same states
    store.close()
    s = EdgeStore(store.path)
    assert s.edge(old.id).retired == "invalidated" and s.edge(new.id).retired is None
    s.close()


def test_undo_of_a_dismissal_forgets_it_and_its_undo_remembers_it(store: EdgeStore) -> None:
    a, b = f"node:{new_id()}", f"node:{new_id()}"
    with store.run("nodes") as r:
        r.put_nodes([NodeRec(id=x[5:], kind="fact", text=x, content_hash=x[-8:]) for x in (a, b)])
    with store.run("judge") as r:
        e = r.assert_edge(stance(a, b, "contradicts"))
    dismissed = triage(store, "dismiss", [e.id])
    assert store.is_dismissed(a, b, "contradicts")
    u = undo(store, dismissed.run_id or "")
    assert [s.event for s in u.reversed] == ["restored"]
    assert store.edge(e.id).expired_at is None and not store.is_dismissed(a, b, "contradicts")
    store.close()
    store = EdgeStore(store.path)  # the dismissals row is gone from the file too
    assert not store.is_dismissed(a, b, "contradicts")
    undo(store, "last")  # the latest undoable run is the undo: dismissed again
    assert store.edge(e.id).retired == "dismissed" and store.is_dismissed(a, b, "contradicts")
    assert events(store, e.id) == ["created", "dismissed", "restored", "dismissed"]
    store.close()


def test_undo_of_a_promotion_demotes_and_of_an_end_reopens(store: EdgeStore) -> None:
    a, b, c = node(), node(), node()
    with store.run("judge") as r:
        e = r.assert_edge(stance(a, b, "qualifies"))
        f = r.assert_edge(stance(a, c, "agrees"))
    p = triage(store, "promote", [e.id])
    undo(store, p.run_id or "")
    assert store.edge(e.id).origin == "judged"
    assert events(store, e.id) == ["created", "promoted", "demoted"]
    end = to_micros(datetime(1905, 6, 1, tzinfo=UTC))
    with store.run("mark") as r:
        r.set_end(f.id, end)
    assert store.edge(f.id).invalid_at == end
    undo(store, "last")
    assert store.edge(f.id).invalid_at is None
    assert events(store, f.id) == ["created", "ended", "reopened"]


def test_what_changed_since_is_left_alone_and_index_runs_are_not_undone(
    store: EdgeStore,
) -> None:
    a, b, c = node(), node(), node()
    with store.run("judge") as r:
        e1 = r.assert_edge(stance(a, b, "contradicts"))
        e2 = r.assert_edge(stance(a, c, "contradicts"))
    triage(store, "promote", [e1.id])  # a later decision about e1
    u = undo(store, r.id)
    assert [s.edge_id for s in u.reversed] == [e2.id]
    assert [(s.edge_id, s.reason.split(" (")[0]) for s in u.skipped] == [
        (e1.id, f"changed since by run {store.history(e1.id)[-1].run_id}")
    ]
    assert store.edge(e1.id).origin == "promoted" and store.edge(e1.id).expired_at is None
    with pytest.raises(InvalidQueryError, match="nothing left to undo"):
        undo(store, r.id)  # twice: everything changed since
    with store.run("index") as ix:
        ix.assert_edge(Edge(src=a, dst=b, kind="links_to", origin="structural"))
    with pytest.raises(InvalidQueryError, match="index run"):
        undo(store, ix.id)
