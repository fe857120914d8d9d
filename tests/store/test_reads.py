"""Reading a store without loading it: a read-only connection and the slice
around one endpoint answer the one-hop questions, the history and the counts
exactly as the whole loaded store does (what `semnet graph …` answers with);
the rows of a slice, read with `fetchall()` (`rows.py`), are the records the
column-wise read of the loaded store gives."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, cast

import pytest
from semnet.bench.fixture import generate_fixture
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import Edge, make_rec, now_micros
from semnet.graph.query.api import GraphAPI
from semnet.graph.store.edge_store import EdgeStore, store_path
from semnet.graph.store.load import load_nodes
from semnet.graph.store.reads import (
    connect_read_only,
    edge_ends,
    file_states,
    is_current,
    problem_rows,
    stats,
)
from semnet.graph.store.rows import Around, codes_of, edge_rows, node_rows
from semnet.graph.store.slice import StoreSlice

STANCES = ["contradicts", "in_tension", "qualifies", "agrees"]


@pytest.fixture(scope="module")
def indexed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str], list[str]]:
    """An indexed manuscript with judged stances, some of them ended,
    dismissed, promoted or invalidated; its endpoints and edge ids."""
    root = tmp_path_factory.mktemp("reads")
    generate_fixture(root, books=1, chapters=3, paragraphs=30, languages=("en", "de"), seed=4)
    rng = random.Random(9)
    with EdgeStore.for_workspace(root) as store:
        Indexer(store, root).index_workspace()
        paras = sorted(f"node:{n.id}" for n in store.nodes.values() if n.kind == "paragraph")
        with store.run("judge") as run:
            recs = [
                make_rec(
                    a,
                    rng.choice(STANCES),
                    b,
                    "judged",
                    weight=rng.choice([0.6, 0.35]),
                    reason=rng.choice(["test", None]),
                    attrs=rng.choice([{}, {"model": "rules-v1", "slot": "born"}]),
                    valid_at=rng.choice([None, -2_000_000_000_000_000]),  # 1906
                )
                for a, b in (rng.sample(paras, 2) for _ in range(50))
            ]
            recs.append(make_rec(paras[0], "agrees", paras[0], "judged"))  # a loop
            recs += [make_rec(p, "cites", "work:openalex:W7", "imported") for p in paras[:5]]
            run.add_edges(recs)
        with store.run("triage") as run:
            run.dismiss(recs[0].id)
            run.promote(recs[1].id)
            run.end_edge(recs[2].id, now_micros())
            run.assert_edge(
                Edge(src=recs[3].src, dst=recs[3].dst, kind=recs[3].kind, origin="judged")
            )
        refs = sorted(store.index.endpoints())
        edges = sorted(store.index.by_id)
    return root, refs, edges


ASKS: list[tuple[str, dict[str, Any]]] = [
    ("neighbors", {}),
    ("neighbors", {"direction": "in", "kinds": ["links_to", "cites"]}),
    ("neighbors", {"asOf": "2000-01-01T00:00:00Z"}),
    ("contradicting", {}),
    ("history", {}),
]


def _ask(api: GraphAPI, method: str, ref: str, extra: dict[str, Any]) -> Any:
    return getattr(api, method)({"endpoint": {"ref": ref}, **extra}).wire()


def test_read_only_slices_answer_like_the_loaded_store(
    indexed: tuple[Path, list[str], list[str]],
) -> None:
    root, refs, edges = indexed
    with EdgeStore.for_workspace(root) as store:
        whole = GraphAPI(store, root, file_uris=True)
        want = {(ref, m, str(x)): _ask(whole, m, ref, x) for ref in refs for m, x in ASKS}
        want_edges = {e: whole.history({"edge": e}).wire() for e in edges[::7]}
        run_id = store.runs(limit=1)[0]["id"]
        want_run = whole.history({"run": run_id}).wire()
        want_stats = store.stats()
    con = connect_read_only(store_path(root))
    try:
        assert is_current(con)
        assert stats(con) == want_stats
        with_edges = 0
        for ref in refs:
            api = GraphAPI(StoreSlice(store.path, con, [ref], reads=True), root, file_uris=True)
            for m, x in ASKS:
                got = _ask(api, m, ref, x)
                assert got == want[(ref, m, str(x))], (ref, m, x)
                with_edges += bool(got.get("edges"))
        for e, history in want_edges.items():
            api = GraphAPI(StoreSlice(store.path, con, edge_ends(con, [e]), reads=True), root)
            assert api.history({"edge": e}).wire() == history
        part = StoreSlice(store.path, con, [], reads=True)
        assert GraphAPI(part, root).history({"run": run_id}).wire() == want_run
    finally:
        con.close()
    assert with_edges > len(refs)  # most answers have edges: the comparison means something


def test_read_only_counts_stamps_and_problems_match_the_loaded_store(
    indexed: tuple[Path, list[str], list[str]],
) -> None:
    root, _, _ = indexed
    with EdgeStore.for_workspace(root) as store:
        indexer = Indexer(store, root)
        loaded_problems = indexer.problems()
        files = {rel: f.attrs.get("file_hash") for rel, f in indexer.catalog().files.items()}
    lazy = EdgeStore.for_workspace(root, load=False)
    try:
        assert not lazy.loaded and not lazy.nodes and len(lazy.index) == 0
        assert Indexer(lazy, root).problems() == loaded_problems
        with lazy.connection() as con:
            assert {rel: h for rel, (h, _) in file_states(con).items()} == files
            assert len(problem_rows(con)) == len(loaded_problems) > 0
    finally:
        lazy.close()


def test_rows_are_the_records_of_the_column_wise_read(
    indexed: tuple[Path, list[str], list[str]],
) -> None:
    root, refs, _ = indexed
    with EdgeStore.for_workspace(root, load=False) as store:
        ever = {ref: sorted(store.edges_ever_at(ref), key=lambda r: r.id) for ref in refs}
        con = store._connect()
        expired = 0
        for ref in refs:
            got = edge_rows(con, codes_of(con, [ref]))
            assert got == ever[ref], ref
            assert [r.id for r in got] == sorted(r.id for r in got)
            expired += sum(r.expired_at is not None for r in got)
        ids = sorted({r[5:] for r in refs if r.startswith("node:")})
        files = sorted({n.uri for n in store.nodes.values() if n.uri} or {"book-1/ch-1.md"})
        want: dict[str, Any] = {}
        load_nodes(con, want, only=ids)
        load_nodes(con, want, files=files[:2])
        got_nodes: dict[str, Any] = {}
        node_rows(con, got_nodes, ids=ids, files=files[:2])
    assert got_nodes == want and len(want) >= len(ids)
    assert expired  # expired and retired edges were read too


def test_a_big_read_gives_what_a_small_one_gives(
    indexed: tuple[Path, list[str], list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The column-wise read of a big store (Arrow's decoding, titles compared
    in Arrow) gives the records the small read gives, a title equal to its
    text being that very object."""
    from semnet.graph.store import load

    root, _, _ = indexed
    with EdgeStore.for_workspace(root, load=False) as store:
        con = store._connect()
        small: dict[str, Any] = {}
        load_nodes(con, small)
        monkeypatch.setattr(load, "_ARROW_DECODE_MIN", 0)
        big: dict[str, Any] = {}
        load_nodes(con, big)
    assert big == small
    titled = [n for n in big.values() if n.text is not None and n.title == n.text]
    assert titled and all(n.title is n.text for n in titled)
    assert any(n.title is not None and n.text is None for n in big.values())  # files
    assert any(n.title not in (None, n.text) for n in big.values())  # long paragraphs


AROUND_ASKS: list[tuple[str, dict[str, Any]]] = [
    ("neighbors", {}),
    ("neighbors", {"direction": "out", "perKind": 2}),
    ("neighbors", {"direction": "in", "kinds": ["links_to", "cites"]}),
    ("neighbors", {"origins": ["judged"], "limit": 3}),
    ("neighbors", {"asOf": "2000-01-01T00:00:00Z"}),
    ("neighbors", {"validAt": "1905"}),
    ("contradicting", {}),
    ("contradicting", {"origins": ["promoted", "judged"], "validAt": "1905-06"}),
]


def test_around_answers_like_the_loaded_store(indexed: tuple[Path, list[str], list[str]]) -> None:
    root, refs, _ = indexed
    with EdgeStore.for_workspace(root) as store:
        whole = GraphAPI(store, root, file_uris=True)
        now = {"asOf": "2999-01-01T00:00:00Z"}  # every event so far: as of a time
        asks = [*AROUND_ASKS, ("neighbors", now), ("contradicting", now)]
        want = {
            (ref, m, str(x)): getattr(whole, m)({"endpoint": {"ref": ref}, **x}).wire()
            for ref in refs
            for m, x in asks
        }
    con = connect_read_only(store_path(root))
    try:
        with_edges = 0
        for ref in refs:
            part = Around(store_path(root), con, [ref], reads=True)
            api = GraphAPI(cast(EdgeStore, part), root, file_uris=True)
            for m, x in asks:
                got = getattr(api, m)({"endpoint": {"ref": ref}, **x}).wire()
                assert got == want[(ref, m, str(x))], (ref, m, x)
                with_edges += bool(got["edges"])
    finally:
        con.close()
    assert with_edges > len(refs)  # most answers have edges: the comparison means something


def test_a_store_opened_without_its_graph_loads_it_for_a_run(
    indexed: tuple[Path, list[str], list[str]],
) -> None:
    root, refs, _ = indexed
    with EdgeStore.for_workspace(root, load=False) as store:
        assert not store.loaded
        with store.run("edit") as run:
            run.add_edges([make_rec(refs[0], "links_to", refs[1], "structural")])
        assert store.loaded and len(store.nodes) > 0
    with EdgeStore.for_workspace(root) as again:
        assert again.stats() == store.stats()


def test_the_index_follows_the_live_graph_and_the_past_is_read_back(tmp_path: Path) -> None:
    """An edge retracted and stated again many times leaves one edge in memory
    however long its history; a question as of an earlier time still sees the
    edge that was current then, read from the store."""
    from semnet.graph.model import new_id
    from semnet.graph.query.traverse import neighbors

    a, b = f"node:{new_id()}", f"node:{new_id()}"
    times: list[tuple[int, str]] = []
    with EdgeStore(tmp_path / "g.duckdb") as store:
        for _ in range(40):
            with store.run("edit") as run:
                rec = run.assert_edge(make_rec(a, "links_to", b, "structural"))
            times.append((now_micros(), rec.id))
            with store.run("edit") as run:
                run.retract(rec.id)
        with store.run("edit") as run:
            last = run.assert_edge(make_rec(a, "links_to", b, "structural"))
        assert list(store.index.by_id) == [last.id]  # the history is not in memory
        assert store.stats()["expiredEdges"] == store.expired_count == 40
        for t, eid in times[::7]:
            then = neighbors(store.index_as_of(t), a, as_of=t)
            assert [h.edge.id for h in then] == [eid]
        assert len(store.edges_ever_at(a)) == 41
    with EdgeStore(tmp_path / "g.duckdb") as again:
        assert list(again.index.by_id) == [last.id] and again.expired_count == 40
