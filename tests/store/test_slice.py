"""A store slice answers the one-hop questions about its endpoints exactly as
the whole store does (what the server answers with while its index loads)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from semnet.bench.fixture import generate_fixture
from semnet.graph.errors import NotFoundError, StoreError
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import Edge, make_rec, now_micros
from semnet.graph.query.api import GraphAPI
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.slice import StoreSlice

STANCES = ["contradicts", "in_tension", "qualifies", "agrees"]


@pytest.fixture(scope="module")
def indexed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    """A small indexed manuscript plus judged stances (some ended, dismissed,
    promoted, invalidated) and extern ends; the refs to ask about."""
    root = tmp_path_factory.mktemp("slice")
    generate_fixture(root, books=1, chapters=3, paragraphs=30, languages=("en", "fr"), seed=3)
    rng = random.Random(5)
    with EdgeStore.for_workspace(root) as store:
        Indexer(store, root).index_workspace()
        paras = sorted(f"node:{n.id}" for n in store.nodes.values() if n.kind == "paragraph")
        with store.run("judge") as run:
            recs = [
                make_rec(a, rng.choice(STANCES), b, "judged", weight=0.6, reason="test")
                for a, b in (rng.sample(paras, 2) for _ in range(60))
            ]
            recs.append(make_rec(paras[0], "agrees", paras[0], "judged"))  # a loop
            recs += [make_rec(p, "cites", "work:openalex:W42", "imported") for p in paras[:9]]
            recs.append(make_rec(paras[1], "graded_as", "grade:dubious", "judged"))
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


ASKS: list[tuple[str, dict[str, Any]]] = [
    ("neighbors", {}),
    ("neighbors", {"direction": "out"}),
    ("neighbors", {"direction": "in", "kinds": ["links_to", "cites"]}),
    ("neighbors", {"origins": ["judged"], "limit": 3}),
    ("contradicting", {}),
]


def test_slice_answers_like_the_whole_store(indexed: tuple[Path, list[str]]) -> None:
    root, refs = indexed
    with EdgeStore.for_workspace(root) as store:
        whole = GraphAPI(store, root, file_uris=True)
        con = store._connect().cursor()
        try:
            checked = 0
            for ref in refs:
                part = StoreSlice(store.path, con, [ref])
                assert len(part.index) < len(store.index)
                api = GraphAPI(part, root, file_uris=True)
                for method, extra in ASKS:
                    params = {"endpoint": {"ref": ref}, **extra}
                    want = getattr(whole, method)(params).wire()
                    got = getattr(api, method)(params).wire()
                    assert got == want, (ref, method, extra)
                    checked += bool(want["edges"])
            past = {"endpoint": {"ref": refs[0]}, "asOf": "2000-01-01T00:00:00Z"}
            assert (
                GraphAPI(StoreSlice(store.path, con, [refs[0]]), root).neighbors(past).wire()
                == GraphAPI(store, root).neighbors(past).wire()
            )
        finally:
            con.close()
    assert checked > len(refs)  # most answers have edges: the comparison means something


def test_slice_of_an_unknown_node_is_not_found_as_in_the_store(
    indexed: tuple[Path, list[str]],
) -> None:
    root, _ = indexed
    ref = "node:01890000-0000-7000-8000-000000000000"
    with EdgeStore.for_workspace(root) as store:
        with pytest.raises(NotFoundError) as whole:
            GraphAPI(store, root).neighbors({"endpoint": {"ref": ref}})
        con = store._connect().cursor()
        try:
            part = StoreSlice(store.path, con, [ref])
            assert len(part.index) == 0 and not part.nodes
            with pytest.raises(NotFoundError) as sliced:
                GraphAPI(part, root).neighbors({"endpoint": {"ref": ref}})
        finally:
            con.close()
    assert str(sliced.value) == str(whole.value)


def test_slice_is_read_only(indexed: tuple[Path, list[str]]) -> None:
    root, refs = indexed
    with EdgeStore.for_workspace(root) as store:
        before = (len(store.index), store.stats())
        con = store._connect().cursor()
        try:
            part = StoreSlice(store.path, con, refs[:1])
        finally:
            con.close()
        with pytest.raises(StoreError, match="read-only"), part.run("edit") as run:
            run.add_edges([make_rec(refs[0], "links_to", refs[1], "structural")])
        assert (len(store.index), store.stats()) == before
