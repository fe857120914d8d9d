"""Atomic runs, persistence, migrations, single writer, and index == store."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import duckdb
import pytest
from semnet.graph.errors import SchemaTooNewError, StoreError, StoreLockedError
from semnet.graph.model import Edge, EdgeRec, NodeRec, make_rec, new_id
from semnet.graph.store.edge_store import EdgeStore, RunWriter
from semnet.graph.store.migrations import SCHEMA_VERSION


def node() -> str:
    return f"node:{new_id()}"


def db_edges(store: EdgeStore) -> dict[str, tuple[object, ...]]:
    with store.connection() as con:
        rows = con.execute(
            "SELECT CAST(id AS VARCHAR), src_kind || ':' || src_ref, dst_kind || ':' || dst_ref, "
            "kind, origin, "
            "invalid_at, expired_at, retired, attrs FROM edges_flat"
        ).fetchall()
    return {r[0]: (r[1], r[2], r[3], r[4], r[5], r[6], r[7], json.loads(r[8])) for r in rows}


def idx_edges(store: EdgeStore) -> dict[str, tuple[object, ...]]:
    return {
        r.id: (r.src, r.dst, r.kind, r.origin, r.invalid_at, r.expired_at, r.retired, r.attrs)
        for r in store.index.by_id.values()
    }


def test_an_exception_mid_run_leaves_no_edge_and_no_event(store: EdgeStore) -> None:
    a, b = node(), node()
    with store.run("ok") as r:
        kept = r.assert_edge(Edge(src=a, dst=b, kind="links_to", origin="authorial"))
    with pytest.raises(RuntimeError), store.run("boom") as r:
        r.assert_edge(Edge(src=b, dst=a, kind="links_to", origin="authorial"))
        r.promote  # noqa: B018 - the run is half done here
        r.retract(kept.id)
        raise RuntimeError("disk full, say")
    assert set(store.index.by_id) == {kept.id}
    assert store.index.get(kept.id).expired_at is None  # type: ignore[union-attr]
    store.close()
    reopened = EdgeStore(store.path)
    assert set(reopened.index.by_id) == {kept.id}
    assert [e.event for e in reopened.history(kept.id)] == ["created"]
    failed = [r for r in reopened.runs() if r["status"] == "failed"]
    assert len(failed) == 1 and "disk full" in failed[0]["artifact"]["error"]
    with reopened.connection() as con:
        assert con.execute("SELECT count(*) FROM edge_events").fetchone() == (1,)
    reopened.close()


def test_edges_nodes_and_unicode_survive_reopen(tmp_path: Path) -> None:
    path = tmp_path / "g.duckdb"
    s = EdgeStore(path)
    nid = new_id()
    with s.run("index", artifact={"file": "глава-1.md"}) as r:
        r.put_nodes([NodeRec(id=nid, kind="paragraph", title="Ёлка", uri="книга/глава-1.md",
                             start_line=3, end_line=5, text="Ёлка стояла.", lang="ru")])  # fmt: skip
        e = r.assert_edge(
            Edge(
                src=f"node:{nid}",
                dst="locus:bible:Jean 3:16",
                kind="cites_locus",
                origin="structural",
                attrs={"raw": "Иоанна 3:16"},
                reason="цитата",
            )  # fmt: skip
        )
    s.close()
    s = EdgeStore(path)
    assert s.nodes[nid].title == "Ёлка" and s.nodes[nid].uri == "книга/глава-1.md"
    got = s.edge(e.id)
    assert got.dst == "locus:bible:Jean 3:16" and got.attrs == {"raw": "Иоанна 3:16"}
    assert Edge.from_rec(got).reason == "цитата"
    s.close()


def test_index_equals_store_after_random_committed_and_rolled_back_runs(tmp_path: Path) -> None:
    rng = random.Random(42)
    path = tmp_path / "g.duckdb"
    s = EdgeStore(path)
    nodes = [node() for _ in range(30)]
    kinds = ["links_to", "mentions", "contradicts", "agrees", "qualifies", "sourced_from"]
    for i in range(60):
        fail = rng.random() < 0.3
        try:
            with s.run(f"r{i}") as r:
                for _ in range(rng.randint(1, 8)):
                    try:
                        _random_op(rng, s, r, nodes, kinds)
                    except StoreError:
                        pass  # e.g. promoting what this run already retracted: refused
                if fail:
                    raise ValueError("rolled back on purpose")
        except ValueError:
            pass
        assert idx_edges(s) == db_edges(s), f"after run {i}"
    s.close()
    reopened = EdgeStore(path)
    assert idx_edges(reopened) == db_edges(reopened)
    # The columnar load builds the same buckets as the run-by-run updates did.
    for name in ("out", "inc", "sym"):
        assert buckets(getattr(reopened.index, name)) == buckets(getattr(s.index, name)), name
    reopened.close()


def buckets(b: dict[str, list[EdgeRec]]) -> dict[str, list[str]]:
    return {k: sorted(r.id for r in v) for k, v in b.items() if v}


def test_reopened_index_buckets_keep_id_order_and_symmetric_self_loops(tmp_path: Path) -> None:
    a, b, c = node(), node(), "work:openalex:W1"
    recs = [
        make_rec(a, "links_to", b, "structural"),
        make_rec(a, "cites", c, "structural"),
        make_rec(b, "links_to", b, "structural"),  # a directed self-loop
        make_rec(a, "similar_to", a, "structural"),  # a symmetric self-loop: once in `sym`
        make_rec(b, "agrees", a, "judged"),
        make_rec(c, "mentions", b, "imported"),
    ]
    s = EdgeStore(tmp_path / "g.duckdb")
    with s.run("bulk") as r:
        r.add_edges(recs)
    s.close()
    s = EdgeStore(tmp_path / "g.duckdb")
    ids = lambda rs: [x.id for x in rs]  # noqa: E731
    assert ids(s.index.out[a]) == sorted([recs[0].id, recs[1].id])
    assert ids(s.index.inc[b]) == sorted([recs[0].id, recs[2].id, recs[5].id])
    assert ids(s.index.sym[a]) == sorted([recs[3].id, recs[4].id])
    assert ids(s.index.sym[b]) == [recs[4].id]
    assert ids(s.index.out[c]) == [recs[5].id] and ids(s.index.inc[c]) == [recs[1].id]
    assert list(s.index.by_id) == sorted(r.id for r in recs)
    # equal values share one object: one string per endpoint, one per kind
    assert s.index.out[a][0].src is s.index.sym[a][0].src
    got = s.index.by_id
    assert got[recs[0].id].kind is got[recs[2].id].kind
    s.close()


def _random_op(
    rng: random.Random, s: EdgeStore, r: RunWriter, nodes: list[str], kinds: list[str]
) -> None:
    op = rng.random()
    live = [x for x in s.index.by_id.values() if x.expired_at is None]
    if op < 0.6 or not live:
        r.assert_edge(
            make_rec(
                rng.choice(nodes),
                rng.choice(kinds),
                rng.choice(nodes),
                rng.choice(["judged", "structural", "authorial"]),
                attrs={"slot": "s"} if rng.random() < 0.2 else {},
            )  # fmt: skip
        )
    elif op < 0.7:
        judged = [x for x in live if x.origin == "judged"]
        if judged:
            r.promote(rng.choice(judged).id)
    elif op < 0.8:
        r.dismiss(rng.choice(live).id)
    elif op < 0.9:
        r.retract(rng.choice(live).id)
    elif op < 0.95:
        r.repoint(rng.choice(nodes), rng.choice(nodes))
    else:
        r.delete_nodes([rng.choice(nodes)[5:]])


def _v1_by_hand(path: Path) -> None:
    con = duckdb.connect(str(path))
    con.execute(
        "CREATE TABLE _migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
        "applied_at TIMESTAMP DEFAULT now())"
    )
    con.execute("INSERT INTO _migrations (version, name) VALUES (1, 'initial')")
    con.execute("CREATE TABLE nodes (id TEXT PRIMARY KEY, kind TEXT NOT NULL, title TEXT, "
                "uri TEXT, parent_id TEXT, ord INTEGER)")  # fmt: skip
    con.execute(
        "CREATE TABLE edges (id TEXT NOT NULL, src_kind TEXT NOT NULL, src_ref TEXT NOT NULL, "
        "dst_kind TEXT NOT NULL, dst_ref TEXT NOT NULL, kind TEXT NOT NULL, directed BOOLEAN NOT "
        "NULL, weight REAL NOT NULL, reason TEXT, origin TEXT NOT NULL, attrs JSON, created_at "
        "BIGINT NOT NULL, valid_at BIGINT, invalid_at BIGINT, expired_at BIGINT)"
    )
    con.execute("CREATE TABLE runs (id TEXT PRIMARY KEY, parent_id TEXT, kind TEXT NOT NULL, "
                "artifact JSON, started_at BIGINT NOT NULL, finished_at BIGINT, status TEXT NOT NULL)")  # fmt: skip
    con.execute("CREATE TABLE edge_events (id BIGINT NOT NULL, edge_id TEXT NOT NULL, run_id TEXT, "
                "event TEXT NOT NULL, invalid_at_before BIGINT, invalid_at_after BIGINT, "
                "caused_by_edge_id TEXT, created_at BIGINT NOT NULL)")  # fmt: skip
    con.execute("INSERT INTO nodes VALUES ('0193a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b', 'chapter', "
                "'Глава первая', 'book/ch1.md', NULL, 1)")  # fmt: skip
    con.execute(
        "INSERT INTO edges VALUES ('0193a1b2-c3d4-7e5f-8a6b-000000000001', 'node', "
        "'0193a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b', 'work', 'openalex:W1', 'cites', true, 1.0, "
        "'old reason', 'imported', '{}', 1700000000000000, NULL, NULL, NULL)"
    )
    con.execute("INSERT INTO runs VALUES ('0193a1b2-c3d4-7e5f-8a6b-00000000000f', NULL, 'index', "
                "'{}', 1700000000000000, 1700000000000001, 'committed')")  # fmt: skip
    con.execute("INSERT INTO edge_events VALUES (1, '0193a1b2-c3d4-7e5f-8a6b-000000000001', "
                "'0193a1b2-c3d4-7e5f-8a6b-00000000000f', 'created', NULL, NULL, NULL, "
                "1700000000000000)")  # fmt: skip
    con.close()


def test_a_v1_store_is_migrated_on_open_with_its_data_intact(tmp_path: Path) -> None:
    path = tmp_path / "old.duckdb"
    _v1_by_hand(path)
    s = EdgeStore(path)
    assert s.migrations_applied == [
        "manuscript_nodes", "dismissals_and_meta", "uuid_ids", "endpoint_codes",
    ]  # fmt: skip
    assert s.nodes["0193a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b"].title == "Глава первая"
    e = s.edge("0193a1b2-c3d4-7e5f-8a6b-000000000001")
    assert (e.dst, e.reason, e.retired) == ("work:openalex:W1", "old reason", None)
    assert [x.event for x in s.history(e.id)] == ["created"]
    (ev,) = s.run_events("0193a1b2-c3d4-7e5f-8a6b-00000000000f")
    assert (ev.edge_id, ev.run_id) == (e.id, "0193a1b2-c3d4-7e5f-8a6b-00000000000f")
    # and it is writable at the new schema
    with s.run("after migration") as r:
        r.promote  # noqa: B018
        r.put_nodes([NodeRec(id=new_id(), kind="paragraph", text="x", content_hash="h")])
    s.close()
    con = duckdb.connect(str(path), read_only=True)
    assert con.execute("SELECT max(version) FROM _migrations").fetchone() == (SCHEMA_VERSION,)
    con.close()


def test_a_store_from_a_newer_semnet_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "new.duckdb"
    EdgeStore(path).close()
    con = duckdb.connect(str(path))
    con.execute("INSERT INTO _migrations (version, name) VALUES (99, 'from_the_future')")
    con.close()
    with pytest.raises(SchemaTooNewError) as exc:
        EdgeStore(path)
    assert "newer semnet" in str(exc.value) and "99" in str(exc.value)


HOLDER = textwrap.dedent(
    """
    import sys, time
    from semnet.graph.store.edge_store import EdgeStore, RunWriter
    s = EdgeStore(sys.argv[1])
    print("ready", flush=True)
    time.sleep(30)
    """
)


def test_a_second_writer_gets_a_clear_error_naming_the_holder(tmp_path: Path) -> None:
    path = tmp_path / "g.duckdb"
    EdgeStore(path).close()
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdout=subprocess.PIPE,
                              text=True)  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        with pytest.raises(StoreLockedError) as exc:
            EdgeStore(path, lock_timeout=0.2)
        msg = str(exc.value)
        assert str(path) in msg and f"PID {holder.pid}" in msg and "held for writing" in msg
    finally:
        holder.kill()
        holder.wait()
    # once the holder is gone the store opens
    EdgeStore(path, lock_timeout=1).close()


def test_hold_writes_mode_lets_another_process_open_between_runs(tmp_path: Path) -> None:
    path = tmp_path / "g.duckdb"
    server = EdgeStore(path, hold="writes")
    a, b = node(), node()
    with server.run("server") as r:
        r.assert_edge(Edge(src=a, dst=b, kind="links_to", origin="authorial"))
    code = (
        "import sys; from semnet.graph.store.edge_store import EdgeStore; from semnet.graph.model import Edge\n"
        "s = EdgeStore(sys.argv[1], lock_timeout=5)\n"
        f"with s.run('cli') as r: r.assert_edge(Edge(src='{b}', dst='{a}', kind='links_to', "
        "origin='authorial'))\n"
        "print(len(s.index))\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True,
                          timeout=60)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "2"
    # the server notices the other writer on its next run
    with server.run("server again") as r:
        pass
    assert len(server.index) == 2
    assert server.refresh() is False


CRASHER = textwrap.dedent(
    """
    import sys, os
    from semnet.graph.store.edge_store import EdgeStore, RunWriter
    from semnet.graph.model import make_rec
    s = EdgeStore(sys.argv[1])
    n = int(sys.argv[2])
    for i in range(3):
        with s.run(f"small {i}") as r:
            r.add_edges([make_rec(f"node:00000000-0000-7000-8000-{i:012d}", "links_to",
                                  f"node:00000000-0000-7000-9000-{j:012d}", "structural")
                         for j in range(100)])
    print("small runs done", flush=True)
    with s.run("large") as r:
        r.add_edges([make_rec(f"node:00000000-0000-7000-a000-{j % 5000:012d}", "mentions",
                              f"node:00000000-0000-7000-b000-{j:012d}", "derived")
                     for j in range(n)])
        print("staged", flush=True)
        # the commit is what the parent kills us in
    print("committed", flush=True)
    """
)


@pytest.mark.slow
def test_sigkill_in_the_middle_of_a_large_run_leaves_earlier_runs_whole(tmp_path: Path) -> None:
    path = tmp_path / "g.duckdb"
    EdgeStore(path).close()
    proc = subprocess.Popen([sys.executable, "-c", CRASHER, str(path), "400000"],
                            stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "small runs done"
    assert proc.stdout.readline().strip() == "staged"
    proc.kill()  # SIGKILL while the large run commits
    proc.wait()
    s = EdgeStore(path)
    kinds = {r.kind for r in s.index.by_id.values()}
    runs = {r["kind"]: r["status"] for r in s.runs()}
    if "large" in runs:  # the commit won the race: then it is whole
        assert len(s.index) == 300 + 400000
    else:
        assert len(s.index) == 300 and kinds == {"links_to"}
    assert {k: v for k, v in runs.items() if k.startswith("small")} == {
        "small 0": "committed", "small 1": "committed", "small 2": "committed",
    }  # fmt: skip
    n_edges = len(s.index)
    s.close()
    con = duckdb.connect(str(path), read_only=True)
    events = con.execute("SELECT count(*), count(DISTINCT edge_id) FROM edge_events").fetchone()
    orphans = con.execute(
        "SELECT count(*) FROM edge_events e LEFT JOIN edges x ON x.id = e.edge_id WHERE x.id IS NULL"
    ).fetchone()
    con.close()
    assert events == (n_edges, n_edges)
    assert orphans == (0,)


def test_run_events_include_child_runs_oldest_first(store: EdgeStore) -> None:
    a, b, c = node(), node(), node()
    with store.run("check") as parent:
        pass
    with store.run("index", parent_id=parent.id) as r1:
        e1 = r1.assert_edge(Edge(src=a, dst=b, kind="links_to", origin="structural"))
    with store.run("judge", parent_id=parent.id) as r2:
        e2 = r2.assert_edge(Edge(src=b, dst=c, kind="agrees", origin="judged"))
    assert [(e.edge_id, e.event) for e in store.run_events(parent.id)] == [
        (e1.id, "created"), (e2.id, "created"),
    ]  # fmt: skip


def test_bulk_added_edges_are_seen_by_later_writes_in_the_same_run(store: EdgeStore) -> None:
    a, b = node(), node()
    with store.run("bulk") as r:
        r.add_edges([make_rec(a, "links_to", b, "structural")])
        again = r.assert_edge(make_rec(a, "links_to", b, "structural"))
    assert len(store.index) == 1
    assert isinstance(again, EdgeRec)
    assert [e.event for e in store.history(again.id)] == ["created"]


def _index_names(store: EdgeStore) -> set[str]:
    with store.connection() as con:
        return {r[0] for r in con.execute("SELECT index_name FROM duckdb_indexes()").fetchall()}


def test_a_big_bulk_run_rebuilds_the_indexes_and_writes_every_event(tmp_path: Path) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    s.bulk_rebuild_min = 10  # what 50,000 edges would do, at test size
    before = _index_names(s)
    hubs = [node() for _ in range(5)]
    recs = [make_rec(hubs[i % 5], "mentions", node(), "structural") for i in range(40)]
    recs += [make_rec(hubs[0], "similar_to", hubs[i], "judged") for i in range(1, 5)]
    with s.run("first index") as r:
        r.add_edges(recs)
    assert _index_names(s) == before
    assert idx_edges(s) == db_edges(s)
    events = s.run_events(s.last_run_id)
    assert [e.edge_id for e in events] == [r.id for r in recs]
    assert {e.event for e in events} == {"created"} and {e.run_id for e in events} == {r.id}
    assert len(s.index.out[hubs[1]]) == 8 and len(s.index.sym[hubs[0]]) == 4
    s.close()
    s = EdgeStore(tmp_path / "g.duckdb")
    assert s.indexes_rebuilt == [] and idx_edges(s) == db_edges(s)
    s.close()


def test_a_failed_big_bulk_run_rolls_back_whole_and_keeps_the_indexes(tmp_path: Path) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    s.bulk_rebuild_min = 10
    with s.run("seed") as r:
        kept = r.assert_edge(make_rec(node(), "links_to", node(), "authorial"))
    before = _index_names(s)
    recs = [make_rec(node(), "mentions", node(), "structural") for _ in range(30)]
    recs[17].id = "not-a-uuid"  # DuckDB refuses the row, mid-insert
    with pytest.raises(StoreError, match="rolled back"), s.run("bulk") as r:
        r.add_edges(recs)
    assert set(s.index.by_id) == {kept.id} and set(db_edges(s)) == {kept.id}
    assert _index_names(s) == before
    # the 60 endpoints the bulk met left no row and no code behind
    assert len(_endpoint_rows(s)) == 2 and len(s.codes) == 2
    with s.connection() as con:
        assert con.execute("SELECT count(*) FROM edge_events").fetchone() == (1,)
    s.close()


def test_an_index_lost_between_a_bulk_commit_and_its_rebuild_is_built_on_open(
    tmp_path: Path,
) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    with s.run("r") as r:
        r.add_edges([make_rec(node(), "cites", "work:openalex:W2", "structural")])
    with s.connection() as con:  # what a kill after the commit leaves behind
        con.execute("DROP INDEX edges_dst")
        con.execute("DROP INDEX edge_events_edge")
    s.close()
    s = EdgeStore(tmp_path / "g.duckdb")
    assert sorted(s.indexes_rebuilt) == ["edge_events_edge", "edges_dst"]
    assert {"edges_dst", "edge_events_edge"} <= _index_names(s)
    s.close()


def _endpoint_rows(store: EdgeStore) -> list[tuple[int, str, str]]:
    with store.connection() as con:
        return [
            (int(c), str(k), str(r))
            for c, k, r in con.execute(
                "SELECT code, kind, ref FROM endpoints ORDER BY code"
            ).fetchall()
        ]


def test_each_endpoint_is_stored_once_and_edges_name_it_by_code(tmp_path: Path) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    a, b = node(), node()
    locus = "locus:bible:Jean 3:16"  # a key with a `:` of its own
    with s.run("bulk") as r:
        r.add_edges([make_rec(a, "links_to", b, "structural"),
                     make_rec(b, "cites_locus", locus, "structural")])  # fmt: skip
    with s.run("one") as r:
        e = r.assert_edge(make_rec(a, "cites_locus", locus, "authorial"))
    rows = _endpoint_rows(s)
    assert sorted((k, ref) for _, k, ref in rows) == sorted(
        [("node", a[5:]), ("node", b[5:]), ("locus", "bible:Jean 3:16")]
    )
    assert [c for c, _, _ in rows] == [0, 1, 2]
    with s.connection() as con:
        flat = con.execute(
            "SELECT src_kind, src_ref, dst_kind, dst_ref FROM edges_flat WHERE id = ?", [e.id]
        ).fetchall()
        assert con.execute("SELECT typeof(src), typeof(dst) FROM edges LIMIT 1").fetchone() == (
            "INTEGER", "INTEGER",
        )  # fmt: skip
    assert flat == [("node", a[5:], "locus", "bible:Jean 3:16")]
    s.close()


def test_a_failed_run_takes_back_the_codes_of_its_new_endpoints(tmp_path: Path) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    a, b, c = node(), node(), node()
    with s.run("seed") as r:
        r.assert_edge(make_rec(a, "links_to", b, "authorial"))
    # the codes are handed out in the commit, which DuckDB then refuses
    with pytest.raises(StoreError, match="rolled back"), s.run("boom") as r:
        r.assert_edge(make_rec(b, "links_to", c, "authorial", edge_id="not-a-uuid"))
    assert len(s.codes) == 2 and c not in s.codes.code
    assert len(_endpoint_rows(s)) == 2
    # the next run hands out the same code again, and it sticks
    with s.run("again") as r:
        e = r.assert_edge(make_rec(c, "mentions", a, "structural"))
    assert s.codes.code[c] == 2 and _endpoint_rows(s)[2] == (2, "node", c[5:])
    s.close()
    s = EdgeStore(tmp_path / "g.duckdb")
    assert s.edge(e.id).src == c and s.codes.code[c] == 2
    s.close()


def test_repointed_edges_keep_their_new_ends_after_reopen(tmp_path: Path) -> None:
    path = tmp_path / "g.duckdb"
    s = EdgeStore(path)
    a, absorbed, into = node(), node(), node()
    with s.run("t") as r:
        e = r.assert_edge(make_rec(a, "links_to", absorbed, "authorial"))
        sym = r.assert_edge(make_rec(absorbed, "agrees", a, "judged"))
    with s.run("merge") as r:
        assert r.repoint(absorbed, into) == 2
    s.close()
    s = EdgeStore(path)
    assert (s.edge(e.id).src, s.edge(e.id).dst) == (a, into)
    assert {s.edge(sym.id).src, s.edge(sym.id).dst} == {a, into}
    assert idx_edges(s) == db_edges(s)
    assert s.index.inc.get(absorbed) is None and [x.id for x in s.index.inc[into]] == [e.id]
    s.close()


def test_an_interrupt_after_the_commit_leaves_views_and_codes_as_the_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    a, b, c = node(), node(), node()
    with s.run("seed") as r:
        r.assert_edge(make_rec(a, "links_to", b, "authorial"))

    def interrupted(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(EdgeStore, "_follow", interrupted)
    with pytest.raises(KeyboardInterrupt), s.run("interrupted") as r:
        e = r.assert_edge(make_rec(b, "mentions", c, "structural"))
    monkeypatch.undo()
    # the run committed: the views were read again from the store
    assert idx_edges(s) == db_edges(s) and e.id in s.index.by_id
    assert [ref for _, _, ref in _endpoint_rows(s)] == [x.partition(":")[2] for x in s.codes.text]
    with s.run("next") as r:  # new endpoints get fresh codes, not taken ones
        r.assert_edge(make_rec(c, "links_to", node(), "authorial"))
    assert len(_endpoint_rows(s)) == len(s.codes) == 4
    s.close()


def test_an_update_that_moves_the_ends_and_one_that_does_not_both_persist(tmp_path: Path) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    a, b, c = node(), node(), node()
    with s.run("seed") as r:
        kept = r.assert_edge(make_rec(a, "links_to", b, "judged"))
        moving = r.assert_edge(make_rec(c, "links_to", b, "authorial"))
    with s.run("both") as r:
        r.promote(kept.id)  # an update that leaves the ends alone
        r.repoint(c, a)  # and one that moves them
    s.close()
    s = EdgeStore(tmp_path / "g.duckdb")
    assert (s.edge(kept.id).src, s.edge(kept.id).origin) == (a, "promoted")
    assert (s.edge(moving.id).src, s.edge(moving.id).dst) == (a, b)
    s.close()
