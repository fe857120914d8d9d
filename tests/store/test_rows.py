"""The rows around an endpoint, read with `fetchall()` (`rows.Around`, what
`semnet graph neighbors` reads), are the records the column-wise read of the
loaded store gives, and the one-hop questions answer from them exactly as
from the loaded store."""

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
from semnet.graph.store.reads import connect_read_only
from semnet.graph.store.rows import Around, edge_rows, node_rows

STANCES = ["contradicts", "in_tension", "qualifies", "agrees"]


@pytest.fixture(scope="module")
def indexed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    """An indexed manuscript with judged stances (some ended, dismissed,
    promoted, invalidated, one a loop, some with story times and attributes)
    and extern ends; its endpoints."""
    root = tmp_path_factory.mktemp("rows")
    generate_fixture(root, books=1, chapters=3, paragraphs=30, languages=("en", "fr"), seed=6)
    rng = random.Random(11)
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
                    weight=rng.choice([0.6, 0.35, 0.9]),
                    reason=rng.choice(["test", None]),
                    attrs=rng.choice([{}, {"model": "rules-v1", "slot": "born"}]),
                    valid_at=rng.choice([None, -2_000_000_000_000_000]),
                )
                for a, b in (rng.sample(paras, 2) for _ in range(60))
            ]
            recs.append(make_rec(paras[0], "agrees", paras[0], "judged"))  # a loop
            recs += [make_rec(p, "cites", "work:openalex:W9", "imported") for p in paras[:7]]
            run.add_edges(recs)
        with store.run("triage") as run:
            run.dismiss(recs[0].id)
            run.promote(recs[1].id)
            run.end_edge(recs[2].id, now_micros())
            run.assert_edge(
                Edge(src=recs[3].src, dst=recs[3].dst, kind=recs[3].kind, origin="judged")
            )
        refs = sorted(store.index.endpoints())
    return root, refs


def test_rows_are_the_records_of_the_column_wise_read(indexed: tuple[Path, list[str]]) -> None:
    root, refs = indexed
    with EdgeStore.for_workspace(root, load=False) as store:
        ever = {ref: sorted(store.edges_ever_at(ref), key=lambda r: r.id) for ref in refs}
        con = store._connect()
        from semnet.graph.store.rows import codes_of

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


ASKS: list[tuple[str, dict[str, Any]]] = [
    ("neighbors", {}),
    ("neighbors", {"direction": "out", "perKind": 2}),
    ("neighbors", {"direction": "in", "kinds": ["links_to", "cites"]}),
    ("neighbors", {"origins": ["judged"], "limit": 3}),
    ("neighbors", {"asOf": "2000-01-01T00:00:00Z"}),
    ("neighbors", {"validAt": "1905"}),
    ("contradicting", {}),
    ("contradicting", {"origins": ["promoted", "judged"], "validAt": "1905-06"}),
]


def test_around_answers_like_the_loaded_store(indexed: tuple[Path, list[str]]) -> None:
    root, refs = indexed
    with EdgeStore.for_workspace(root) as store:
        whole = GraphAPI(store, root, file_uris=True)
        now = {"asOf": "2999-01-01T00:00:00Z"}  # every event so far: as of a time
        asks = [*ASKS, ("neighbors", now), ("contradicting", now)]
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
