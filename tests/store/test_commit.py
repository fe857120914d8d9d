"""A run reaches DuckDB whole or not at all, its endpoints coded once, and the
index equals the store after every run."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
from pathlib import Path

import duckdb
import pytest
from semnet.graph.errors import StoreError
from semnet.graph.model import EdgeRec, NodeRec, make_rec
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.writer import RunWriter
from store_rows import db_edges, endpoint_rows, idx_edges, index_names, node, retired_edges


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
        # Edges no longer live are not in memory; the store reads them back.
        every = db_edges(s, live=False)
        gone = sorted(set(every) - set(idx_edges(s)))
        assert retired_edges(s, gone) == {e: every[e] for e in gone}
        assert s.expired_count == len(gone)
    assert gone  # the runs retired edges: the comparison means something
    s.close()
    reopened = EdgeStore(path)
    assert idx_edges(reopened) == db_edges(reopened)
    # The columnar load builds the same buckets as the run-by-run updates did.
    for name in ("out", "inc", "sym"):
        assert buckets(getattr(reopened.index, name)) == buckets(getattr(s.index, name)), name
    reopened.close()


def buckets(b: dict[str, list[EdgeRec]]) -> dict[str, list[str]]:
    return {k: sorted(r.id for r in v) for k, v in b.items() if v}


def _random_op(
    rng: random.Random, s: EdgeStore, r: RunWriter, nodes: list[str], kinds: list[str]
) -> None:
    op = rng.random()
    # what the run sees: the store's edges as this run has changed them so far
    seen = (r.get(eid) for eid in s.index.by_id)
    live = [x for x in seen if x is not None and x.expired_at is None]
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
        # the triage rules: only judgements (judged or promoted) are dismissed
        triaged = [x for x in live if x.origin in ("judged", "promoted")]
        if triaged:
            r.dismiss(rng.choice(triaged).id)
    elif op < 0.9:
        r.retract(rng.choice(live).id)
    elif op < 0.95:
        r.repoint(rng.choice(nodes), rng.choice(nodes))
    else:
        r.delete_nodes([rng.choice(nodes)[5:]])


CRASHER = textwrap.dedent(
    """
    import sys, os
    from semnet.graph.store.edge_store import EdgeStore
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


def test_a_big_bulk_run_rebuilds_the_indexes_and_writes_every_event(tmp_path: Path) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    s.bulk_rebuild_min = 10  # what 50,000 edges would do, at test size
    before = index_names(s)
    hubs = [node() for _ in range(5)]
    recs = [make_rec(hubs[i % 5], "mentions", node(), "structural") for i in range(40)]
    recs += [make_rec(hubs[0], "similar_to", hubs[i], "judged") for i in range(1, 5)]
    with s.run("first index") as r:
        r.add_edges(recs)
    assert index_names(s) == before
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
    before = index_names(s)
    recs = [make_rec(node(), "mentions", node(), "structural") for _ in range(30)]
    recs[17].id = "not-a-uuid"  # DuckDB refuses the row, mid-insert
    with pytest.raises(StoreError, match="rolled back"), s.run("bulk") as r:
        r.add_edges(recs)
    assert set(s.index.by_id) == {kept.id} and set(db_edges(s)) == {kept.id}
    assert index_names(s) == before
    # the 60 endpoints the bulk met left no row and no code behind
    assert len(endpoint_rows(s)) == 2 and len(s.codes) == 2
    with s.connection() as con:
        assert con.execute("SELECT count(*) FROM edge_events").fetchone() == (1,)
    s.close()


def test_each_endpoint_is_stored_once_and_edges_name_it_by_code(tmp_path: Path) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    a, b = node(), node()
    locus = "locus:bible:Jean 3:16"  # a key with a `:` of its own
    with s.run("bulk") as r:
        r.add_edges([make_rec(a, "links_to", b, "structural"),
                     make_rec(b, "cites_locus", locus, "structural")])  # fmt: skip
    with s.run("one") as r:
        e = r.assert_edge(make_rec(a, "cites_locus", locus, "authorial"))
    rows = endpoint_rows(s)
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
    assert len(endpoint_rows(s)) == 2
    # the next run hands out the same code again, and it sticks
    with s.run("again") as r:
        e = r.assert_edge(make_rec(c, "mentions", a, "structural"))
    assert s.codes.code[c] == 2 and endpoint_rows(s)[2] == (2, "node", c[5:])
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


def test_a_value_no_column_takes_fails_the_run_with_a_store_error(tmp_path: Path) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    with s.run("seed") as r:
        kept = r.assert_edge(make_rec(node(), "links_to", node(), "authorial"))
    heavy = make_rec(node(), "mentions", node(), "structural")
    heavy.weight = "heavy"  # type: ignore[assignment]
    with pytest.raises(StoreError, match=r"rolled back: .*'heavy'"), s.run("bulk") as r:
        r.add_edges([heavy])
    odd = make_rec(node(), "links_to", node(), "authorial", attrs={"seen": {1, 2}})
    with pytest.raises(StoreError, match="not JSON serializable"), s.run("one") as r:
        r.assert_edge(odd)
    assert set(s.index.by_id) == {kept.id} and set(db_edges(s)) == {kept.id}
    # the four endpoints the failed runs met left no row and no code behind
    assert len(s.codes) == 2 and len(endpoint_rows(s)) == 2
    with s.run("next") as r:  # and the store takes the next run
        r.assert_edge(make_rec(node(), "links_to", node(), "authorial"))
    assert idx_edges(s) == db_edges(s) and len(s.index) == 2
    s.close()


def _node_ids(s: EdgeStore) -> set[str]:
    with s.connection() as con:
        return {str(row[0]) for row in con.execute("SELECT id FROM nodes").fetchall()}


def _nodes(n: int, start: int = 0) -> list[NodeRec]:
    return [NodeRec(id=f"n{start + i:05d}", kind="paragraph", uri="book/a.md", ord=i,
                    text=f"Paragraph {start + i}.") for i in range(n)]  # fmt: skip


def test_nodes_in_many_chunks_are_all_written_and_a_bad_chunk_takes_them_all_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from semnet.graph.store import commit

    monkeypatch.setattr(commit, "NODE_CHUNK", 4)  # 11 nodes: chunks of 4, 4 and 3
    s = EdgeStore(tmp_path / "g.duckdb")
    with s.run("seed") as r:
        r.put_nodes(_nodes(11))
    stored = _node_ids(s)
    assert stored == {f"n{i:05d}" for i in range(11)}
    bad = _nodes(10, start=100)
    bad[9].attrs = {"seen": {1, 2}}  # no JSON for a set: the third chunk fails
    with pytest.raises(StoreError, match="not JSON serializable"), s.run("bad") as r:
        r.put_nodes(bad)
    assert _node_ids(s) == stored and set(s.nodes) == stored
    with s.run("next") as r:  # the store takes the next run, chunked again
        r.put_nodes(_nodes(9, start=200))
    assert len(_node_ids(s)) == 20
    s.close()
