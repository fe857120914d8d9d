"""Triage in batches (`graph/judge/triage.py`): by file, by judge, by weight;
only what the rules allow is taken, in one run, and a list of ids is all or
nothing."""

from __future__ import annotations

import pytest
from seeded import Seeded
from semnet.graph.errors import TriageError
from semnet.graph.judge.triage import TriageAPI
from semnet.graph.model import Edge
from semnet.graph.query.api import GraphAPI
from semnet.graph.store.edge_store import EdgeStore


def llm_edges(store: EdgeStore, s: Seeded) -> list[str]:
    out = []
    with store.run("judge") as run:
        for a, b, w in (
            ("born1871", "wire", 0.4),
            ("met", "telegram", 0.9),
            ("nothing", "see", 0.6),
        ):
            e = run.assert_edge(Edge(src=f"node:{s.ids[a]}", dst=f"node:{s.ids[b]}",
                                     kind="in_tension", origin="judged", weight=w,
                                     attrs={"model": "llm:test"}))  # fmt: skip
            out.append(e.id)
    return out


def current(store: EdgeStore, ids: list[str]) -> list[bool]:
    return [store.edge(i).expired_at is None for i in ids]


def test_batches_by_file_by_judge_and_by_weight(seeded: Seeded) -> None:
    store = EdgeStore.for_workspace(seeded.root)
    llm = llm_edges(store, seeded)
    api = TriageAPI(GraphAPI(store, seeded.root, file_uris=True))
    # by file: every suggestion with an end in facts/people.md (the seeded
    # contradiction, verdict and tension, and the first llm edge)
    people = seeded.uri("facts/people.md")
    got = api.apply("dismiss", {"filter": {"files": [people]}})
    assert {e.edge_id for e in got.edges} == {
        seeded.edges["contradicts"], seeded.edges["dubious"], seeded.edges["in_tension"], llm[0],
    }  # fmt: skip
    assert current(store, llm) == [False, True, True]
    # by judge and weight: the llm's suggestions weighing at least 0.7
    got = api.apply("promote", {"filter": {"judges": ["llm:test"], "minWeight": 0.7}})
    assert [e.edge_id for e in got.edges] == [llm[1]]
    # by judge: the rest of its suggestions; the promoted one is not a suggestion
    got = api.apply("dismiss", {"filter": {"judges": ["llm:test"]}})
    assert [e.edge_id for e in got.edges] == [llm[2]]
    assert store.edge(llm[1]).origin == "promoted"
    # demote by filter: the promoted ones (the seeded qualifies, the llm's)
    got = api.apply("demote", {"filter": {"kinds": ["in_tension"]}})
    assert [e.edge_id for e in got.edges] == [llm[1]]
    # nothing left to do: no run
    assert (
        api.apply("promote", {"filter": {"judges": ["llm:test"], "minWeight": 0.95}}).run_id is None
    )
    # a list of ids is all or nothing
    runs = len(store.runs(1000))
    with pytest.raises(TriageError, match="structural"):
        structural = next(r.id for r in store.index.by_id.values() if r.origin == "structural")
        api.apply("promote", {"edges": [seeded.edges["agrees"], structural]})
    assert store.edge(seeded.edges["agrees"]).origin == "judged" and len(store.runs(1000)) == runs
    store.close()
