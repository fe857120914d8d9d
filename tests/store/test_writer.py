"""The edge-event rules of seeds/edge-events.md, applied to every write."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from semnet.graph.model import Edge, EdgeRec, make_rec, new_id, to_micros
from semnet.graph.store.edge_store import EdgeStore


def ts(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)  # type: ignore[misc]


def node() -> str:
    return f"node:{new_id()}"


def works_at(alice: str, org: str, start: datetime, **kw: object) -> Edge:
    return Edge(
        src=alice,
        dst=org,
        kind="links_to",
        origin=kw.pop("origin", "authorial"),  # type: ignore[arg-type]
        attrs={"slot": "employer"},
        valid_at=start,
        **kw,  # type: ignore[arg-type]
    )


def rows(store: EdgeStore, run_ids: list[str]) -> list[tuple[object, ...]]:
    out = []
    for rid in run_ids:
        for e in store.run_events(rid):
            out.append((e.edge_id, e.run_id, e.event, e.invalid_at_before, e.invalid_at_after,
                        e.caused_by_edge_id))  # fmt: skip
    return out


def test_the_seed_example_gives_exactly_its_three_event_rows(store: EdgeStore) -> None:
    alice, acme, globex = node(), node(), node()
    with store.run("ingest", artifact={"text": "Alice works at Acme"}) as a:
        acme_edge = a.assert_edge(works_at(alice, acme, ts(2023, 1, 1)))
    with store.run("ingest", artifact={"text": "Alice started working at Globex"}) as b:
        globex_edge = b.assert_edge(works_at(alice, globex, ts(2024, 3, 1)))
    assert rows(store, [a.id, b.id]) == [
        (acme_edge.id, a.id, "created", None, None, None),
        (globex_edge.id, b.id, "created", None, None, None),
        (acme_edge.id, b.id, "invalidated", None, to_micros(ts(2024, 3, 1)), globex_edge.id),
    ]
    closed = store.edge(acme_edge.id)
    assert closed.invalid_at == to_micros(ts(2024, 3, 1))
    # invalidated: expired_at is the event's system time
    assert closed.expired_at == store.history(acme_edge.id)[-1].created_at
    assert store.edge(globex_edge.id).expired_at is None


def test_the_same_relation_stated_again_is_confirmed_not_duplicated(store: EdgeStore) -> None:
    alice, acme = node(), node()
    with store.run("a") as r1:
        first = r1.assert_edge(works_at(alice, acme, ts(2023, 1, 1)))
    with store.run("b") as r2:
        again = r2.assert_edge(works_at(alice, acme, ts(2023, 1, 1)))
        # a repeat inside the same run writes nothing more
        r2.assert_edge(works_at(alice, acme, ts(2023, 1, 1)))
    assert again.id == first.id
    assert len(store.index) == 1
    assert [e.event for e in store.history(first.id)] == ["created", "confirmed"]
    assert [e.event for e in store.run_events(r2.id)] == ["confirmed"]


def test_a_stated_end_for_an_open_edge_is_ended(store: EdgeStore) -> None:
    alice, acme = node(), node()
    with store.run("a") as r1:
        e = r1.assert_edge(works_at(alice, acme, ts(2023, 1, 1)))
    with store.run("b") as r2:
        r2.assert_edge(works_at(alice, acme, ts(2023, 1, 1), invalid_at=ts(2023, 9, 1)))
    ev = store.history(e.id)[-1]
    assert (ev.event, ev.invalid_at_before, ev.invalid_at_after) == (
        "ended", None, to_micros(ts(2023, 9, 1)),
    )  # fmt: skip
    assert store.edge(e.id).invalid_at == to_micros(ts(2023, 9, 1))
    assert store.edge(e.id).expired_at is None


def test_a_new_fact_about_an_earlier_time_is_superseded(store: EdgeStore) -> None:
    alice, acme, globex = node(), node(), node()
    with store.run("a") as r1:
        later = r1.assert_edge(works_at(alice, globex, ts(2024, 3, 1)))
    with store.run("b") as r2:
        earlier = r2.assert_edge(works_at(alice, acme, ts(2023, 1, 1)))
    assert [(e.edge_id, e.event, e.invalid_at_after, e.caused_by_edge_id)
            for e in store.run_events(r2.id)] == [
        (earlier.id, "created", None, None),
        (earlier.id, "superseded", to_micros(ts(2024, 3, 1)), later.id),
    ]  # fmt: skip
    assert store.edge(later.id).expired_at is None
    assert store.edge(earlier.id).expired_at is not None


def test_non_overlapping_periods_write_nothing_more(store: EdgeStore) -> None:
    alice, acme, globex = node(), node(), node()
    with store.run("a") as r1:
        old = r1.assert_edge(works_at(alice, acme, ts(2020, 1, 1), invalid_at=ts(2021, 1, 1)))
    with store.run("b") as r2:
        r2.assert_edge(works_at(alice, globex, ts(2022, 1, 1)))
    assert [e.event for e in store.run_events(r2.id)] == ["created"]
    assert store.edge(old.id).expired_at is None


def test_explicit_contradiction_without_slot(store: EdgeStore) -> None:
    f1, f2 = node(), node()
    with store.run("a") as r1:
        a = r1.assert_edge(
            Edge(
                src=f1,
                dst="grade:accurate",
                kind="graded_as",
                origin="imported",
                valid_at=ts(1900, 1, 1),
            )  # fmt: skip
        )
    with store.run("b") as r2:
        b = r2.assert_edge(
            Edge(src=f1, dst="grade:dubious", kind="graded_as", origin="imported",
                 valid_at=ts(1950, 1, 1)),
            contradicts=[a.id],
        )  # fmt: skip
    assert store.history(a.id)[-1].event == "invalidated"
    assert store.history(a.id)[-1].caused_by_edge_id == b.id
    assert f2  # unused second fact keeps the example readable


@pytest.mark.parametrize("trusted", ["authorial", "promoted"])
def test_a_judged_edge_never_closes_an_authorial_or_promoted_one(
    store: EdgeStore, trusted: str
) -> None:
    alice, acme, globex = node(), node(), node()
    with store.run("a") as r1:
        kept = r1.assert_edge(works_at(alice, acme, ts(2023, 1, 1), origin=trusted))
    with store.run("judge") as r2:
        r2.assert_edge(works_at(alice, globex, ts(2024, 3, 1), origin="judged"))
    assert store.edge(kept.id).expired_at is None
    assert [e.event for e in store.run_events(r2.id)] == ["created"]


def test_a_judged_edge_may_close_another_judged_one(store: EdgeStore) -> None:
    alice, acme, globex = node(), node(), node()
    with store.run("a") as r1:
        old = r1.assert_edge(works_at(alice, acme, ts(2023, 1, 1), origin="judged"))
    with store.run("b") as r2:
        r2.assert_edge(works_at(alice, globex, ts(2024, 3, 1), origin="judged"))
    assert store.edge(old.id).retired == "invalidated"


def test_promote_dismiss_collect_and_retract_are_logged(store: EdgeStore) -> None:
    a, b, c = node(), node(), node()
    with store.run("judge") as r:
        j1 = r.assert_edge(Edge(src=a, dst=b, kind="contradicts", origin="judged", reason="x"))
        j2 = r.assert_edge(Edge(src=a, dst=c, kind="in_tension", origin="judged"))
        s = r.assert_edge(Edge(src=b, dst=c, kind="links_to", origin="structural"))
    with store.run("triage") as r:
        r.promote(j1.id)
        r.dismiss(j2.id)
    with store.run("index") as r:
        r.retract(s.id)
        r.delete_nodes([b[5:]])
    assert store.edge(j1.id).origin == "promoted"
    assert [e.event for e in store.history(j1.id)] == ["created", "promoted", "collected"]
    assert store.edge(j2.id).retired == "dismissed" and store.edge(j2.id).expired_at
    assert [e.event for e in store.history(j2.id)] == ["created", "dismissed"]
    assert [e.event for e in store.history(s.id)] == ["created", "retracted"]
    assert store.is_dismissed(a, c, "in_tension")
    # the same judgement proposed again after a dismissal writes nothing
    with store.run("judge again") as r:
        again = r.assert_edge(Edge(src=a, dst=c, kind="in_tension", origin="judged"))
    assert again.id == j2.id
    assert store.run_events(r.id) == []


def test_deleting_an_edge_deletes_its_events(store: EdgeStore) -> None:
    a, b = node(), node()
    with store.run("a") as r:
        e = r.assert_edge(Edge(src=a, dst=b, kind="links_to", origin="authorial"))
    with store.run("b") as r:
        r.delete_edge(e.id)
    assert store.index.get(e.id) is None
    assert store.history(e.id) == []


def test_a_dismissal_is_keyed_by_content_so_it_outlives_the_node_ids(store: EdgeStore) -> None:
    from semnet.graph.model import NodeRec

    a, b, c = new_id(), new_id(), new_id()
    with store.run("index") as r:
        r.put_nodes([NodeRec(id=a, kind="fact", content_hash="h-anna-1871"),
                     NodeRec(id=b, kind="fact", content_hash="h-anna-1874")])  # fmt: skip
        j = r.assert_edge(
            Edge(src=f"node:{a}", dst=f"node:{b}", kind="contradicts", origin="judged")
        )
    with store.run("triage") as r:
        r.dismiss(j.id)
    assert store.is_dismissed(f"node:{b}", f"node:{a}", "contradicts")
    assert not store.is_dismissed(f"node:{a}", f"node:{b}", "in_tension")
    # the same text under a new node id (say the file was re-created) is still dismissed
    with store.run("index again") as r:
        r.put_nodes([NodeRec(id=c, kind="fact", content_hash="h-anna-1874")])
    assert store.is_dismissed(f"node:{a}", f"node:{c}", "contradicts")
    reopened = EdgeStore(store.path)
    assert reopened.is_dismissed(f"node:{a}", f"node:{c}", "contradicts")
    reopened.close()


def test_a_dismissed_pair_is_proposable_again_once_a_text_changed(store: EdgeStore) -> None:
    from semnet.graph.model import NodeRec

    a, b = new_id(), new_id()
    with store.run("index") as r:
        r.put_nodes([NodeRec(id=a, kind="fact", content_hash="h1"),
                     NodeRec(id=b, kind="fact", content_hash="h2")])  # fmt: skip
        j = r.assert_edge(
            Edge(src=f"node:{a}", dst=f"node:{b}", kind="contradicts", origin="judged")
        )
    with store.run("triage") as r:
        r.dismiss(j.id)
    with store.run("judge") as r:
        same = r.assert_edge(
            Edge(src=f"node:{a}", dst=f"node:{b}", kind="contradicts", origin="judged")
        )
    assert same.id == j.id and store.run_events(r.id) == []
    with store.run("edit") as r:
        r.put_nodes([NodeRec(id=b, kind="fact", content_hash="h2-edited")])
    with store.run("judge again") as r:
        fresh = r.assert_edge(
            Edge(src=f"node:{a}", dst=f"node:{b}", kind="contradicts", origin="judged")
        )
    assert fresh.id != j.id and fresh.expired_at is None
    assert [e.event for e in store.run_events(r.id)] == ["created"]


def test_bulk_added_edges_are_seen_by_later_writes_in_the_same_run(store: EdgeStore) -> None:
    a, b = node(), node()
    with store.run("bulk") as r:
        r.add_edges([make_rec(a, "links_to", b, "structural")])
        again = r.assert_edge(make_rec(a, "links_to", b, "structural"))
    assert len(store.index) == 1
    assert isinstance(again, EdgeRec)
    assert [e.event for e in store.history(again.id)] == ["created"]


def test_a_cooldown_keeps_a_dismissed_pair_quiet_even_once_a_text_changed(
    store: EdgeStore,
) -> None:
    from semnet.graph.model import NodeRec

    a, b = new_id(), new_id()
    with store.run("nodes") as r:
        r.put_nodes([NodeRec(id=a, kind="fact", text="A", content_hash="ha"),
                     NodeRec(id=b, kind="fact", text="B", content_hash="hb")])  # fmt: skip
        j = r.assert_edge(
            Edge(src=f"node:{a}", dst=f"node:{b}", kind="contradicts", origin="judged")
        )
    with store.run("triage") as r:
        r.dismiss(j.id)
    with store.run("edit") as r:  # b's text changes: a new pair of texts
        r.put_nodes([NodeRec(id=b, kind="fact", text="B2", content_hash="hb2")])
    assert not store.is_dismissed(f"node:{a}", f"node:{b}", "contradicts")
    store.dismissal_cooldown = 7 * 86_400 * 1_000_000
    # within the cooldown, no judgement of the pair, of any kind
    assert store.is_dismissed(f"node:{a}", f"node:{b}", "contradicts")
    assert store.is_dismissed(f"node:{b}", f"node:{a}", "in_tension")
    assert not store.is_dismissed(f"node:{a}", f"node:{new_id()}", "contradicts")
    # the time of the dismissal is read back from the store
    store.close()
    again = EdgeStore(store.path)
    again.dismissal_cooldown = 7 * 86_400 * 1_000_000
    assert again.is_dismissed(f"node:{a}", f"node:{b}", "qualifies")
    again.dismissal_cooldown = 1  # a microsecond: long over
    assert not again.is_dismissed(f"node:{a}", f"node:{b}", "qualifies")
    again.close()


def test_a_fresh_record_is_not_looked_up_among_the_retired(
    tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record whose id was just made cannot be a retired edge's: the database
    is not asked (it was a question per judged edge); a record that brings an
    id of its own is, and a retired edge's id is not taken again."""
    from pathlib import Path

    s = EdgeStore(Path(str(tmp_path)) / "g.duckdb")
    a, b, c, d, e = (node() for _ in range(5))
    with s.run("old") as r:
        old = r.assert_edge(make_rec(a, "links_to", b, "authorial"))
    with s.run("retire") as r:
        r.retract(old.id)
    s.close()
    s = EdgeStore(Path(str(tmp_path)) / "g.duckdb")  # loads the live edges only
    asked: list[str] = []
    find = s.find_edge
    monkeypatch.setattr(s, "find_edge", lambda eid: asked.append(eid) or find(eid))
    with s.run("new") as r:
        fresh = r.assert_edge(make_rec(c, "links_to", d, "authorial"), fresh=True)
        again = r.assert_edge(make_rec(e, "links_to", d, "authorial", edge_id=old.id))
    assert asked == [old.id]  # only the record that brought its own id
    assert fresh.id in s.index and again.id in s.index
    assert again.id != old.id  # the retired edge keeps its id
    s.close()
