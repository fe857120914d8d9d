"""Queries answer from the adjacency index: filters, both directions, bounds, as_of."""

from __future__ import annotations

import time

import pytest
from semnet.graph.errors import InvalidQueryError
from semnet.graph.model import Edge, make_rec, new_id, now_micros
from semnet.graph.query.traverse import (
    contradicting,
    group_by_endpoint,
    incoming,
    neighbors,
    outgoing,
    paths,
    subgraph,
)
from semnet.graph.store.edge_store import EdgeStore


def node() -> str:
    return f"node:{new_id()}"


@pytest.fixture
def small(store: EdgeStore) -> dict[str, str]:
    """fact1 -sourced_from-> work, fact1 <-contradicts-> fact2, fact2 -qualifies-> fact3,
    para -links_to-> fact1, fact1 -graded_as-> grade:dubious (judged)."""
    n = {name: node() for name in ("fact1", "fact2", "fact3", "para")}
    with store.run("setup") as r:
        for src, kind, dst, origin in [
            (n["fact1"], "sourced_from", "work:openalex:W1", "imported"),
            (n["fact2"], "contradicts", n["fact1"], "judged"),
            (n["fact2"], "qualifies", n["fact3"], "judged"),
            (n["para"], "links_to", n["fact1"], "structural"),
            (n["fact1"], "graded_as", "grade:dubious", "judged"),
            (n["fact3"], "sourced_from", "work:openalex:W1", "imported"),
        ]:
            r.assert_edge(Edge(src=src, dst=dst, kind=kind, origin=origin))
    return n


def kinds_of(hops: list) -> list[tuple[str, str]]:  # type: ignore[type-arg]
    return sorted((h.edge.kind, h.direction) for h in hops)


def test_neighbors_both_directions_and_symmetric_from_either_end(
    store: EdgeStore, small: dict[str, str]
) -> None:
    idx = store.index
    assert kinds_of(neighbors(idx, small["fact1"])) == [
        ("contradicts", "both"), ("graded_as", "out"), ("links_to", "in"), ("sourced_from", "out"),
    ]  # fmt: skip
    assert kinds_of(neighbors(idx, small["fact2"], ["contradicts"])) == [("contradicts", "both")]
    assert kinds_of(outgoing(idx, small["fact1"])) == [
        ("contradicts", "both"), ("graded_as", "out"), ("sourced_from", "out"),
    ]  # fmt: skip
    assert kinds_of(incoming(idx, small["fact1"])) == [("contradicts", "both"), ("links_to", "in")]
    assert kinds_of(neighbors(idx, small["fact1"], origins=["structural"])) == [("links_to", "in")]
    assert len(neighbors(idx, small["fact1"], limit=2)) == 2
    # an extern endpoint answers "what points at this?"
    assert {h.other for h in incoming(idx, "work:openalex:W1")} == {small["fact1"], small["fact3"]}


def test_contradicting_is_found_from_both_ends(store: EdgeStore, small: dict[str, str]) -> None:
    assert [h.other for h in contradicting(store.index, small["fact1"])] == [small["fact2"]]
    assert [h.other for h in contradicting(store.index, small["fact2"])] == [small["fact1"]]
    assert contradicting(store.index, small["fact3"]) == []


def test_unknown_kind_and_bad_direction_are_invalid_queries(store: EdgeStore) -> None:
    with pytest.raises(InvalidQueryError, match="unknown edge kind 'likes'"):
        neighbors(store.index, node(), ["likes"])
    with pytest.raises(InvalidQueryError, match="direction"):
        neighbors(store.index, node(), direction="sideways")  # type: ignore[arg-type]
    with pytest.raises(InvalidQueryError, match="radius"):
        subgraph(store.index, node(), radius=9)
    with pytest.raises(InvalidQueryError, match="maxHops"):
        paths(store.index, node(), node(), max_hops=9)


def test_group_by_endpoint_answers_sourced_from_and_graded(
    store: EdgeStore, small: dict[str, str]
) -> None:
    by_src = group_by_endpoint(store.index, "sourced_from")
    assert {r.src for r in by_src["work:openalex:W1"]} == {small["fact1"], small["fact3"]}
    graded = group_by_endpoint(store.index, "graded_as")
    assert [r.src for r in graded["grade:dubious"]] == [small["fact1"]]


def test_paths_shortest_first_and_bounded(store: EdgeStore, small: dict[str, str]) -> None:
    res = paths(store.index, small["para"], small["fact3"], direction="both", max_hops=4)
    lengths = [len(p) for p in res.paths]
    assert lengths == sorted(lengths) and lengths[0] == 3
    # para → fact1 ⇄ fact2 → fact3
    assert [h.edge.kind for h in res.paths[0]] in (
        ["links_to", "contradicts", "qualifies"], ["links_to", "sourced_from", "sourced_from"],
    )  # fmt: skip
    assert (
        paths(store.index, small["para"], small["fact3"], max_hops=2, direction="both").paths == []
    )
    directed_only = paths(store.index, small["fact3"], small["para"], direction="out")
    assert directed_only.paths == []


def test_paths_budget_truncates(store: EdgeStore) -> None:
    hub = node()
    leaves = [node() for _ in range(50)]
    target = node()
    with store.run("fan") as r:
        r.add_edges([make_rec(hub, "links_to", leaf, "structural") for leaf in leaves])
        r.add_edges([make_rec(leaf, "links_to", node(), "structural") for leaf in leaves])
    res = paths(store.index, hub, target, max_hops=3, node_budget=10)
    assert res.truncated and res.paths == []


def test_subgraph_radius_budget_and_truncated_flag(store: EdgeStore, small: dict[str, str]) -> None:
    one = subgraph(store.index, small["para"], radius=1)
    assert set(one.nodes) == {small["para"], small["fact1"]} and not one.truncated
    two = subgraph(store.index, small["para"], radius=2)
    assert set(two.nodes) == {small["para"], small["fact1"], small["fact2"], "work:openalex:W1",
                              "grade:dubious"}  # fmt: skip
    assert all(e.src in two.nodes and e.dst in two.nodes for e in two.edges)
    assert len(two.edges) == 4
    tight = subgraph(store.index, small["para"], radius=3, budget=3)
    assert len(tight.nodes) == 3 and tight.truncated
    assert all(e.src in tight.nodes and e.dst in tight.nodes for e in tight.edges)
    only_links = subgraph(store.index, small["para"], radius=3, kinds=["links_to"])
    assert set(only_links.nodes) == {small["para"], small["fact1"]}


def test_as_of_answers_for_a_past_system_time(store: EdgeStore) -> None:
    a, b, c = node(), node(), node()
    with store.run("one") as r:
        ab = r.assert_edge(Edge(src=a, dst=b, kind="contradicts", origin="judged"))
    time.sleep(0.002)
    t1 = now_micros()
    time.sleep(0.002)
    with store.run("two") as r:
        r.dismiss(ab.id)
        ac = r.assert_edge(Edge(src=a, dst=c, kind="agrees", origin="judged"))
    now = neighbors(store.index, a)
    assert [h.edge.id for h in now] == [ac.id]  # dismissed is not shown
    then = neighbors(store.index_as_of(t1), a, as_of=t1)
    assert [h.edge.id for h in then] == [ab.id]  # the dismissal came later; ac did not exist yet
