"""A reopened store loads, a column at a time, exactly what was written."""

from __future__ import annotations

from pathlib import Path

from semnet.graph.model import Edge, NodeRec, make_rec, new_id
from semnet.graph.store.edge_store import EdgeStore
from store_rows import node


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
