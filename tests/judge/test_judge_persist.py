"""Judgements accumulate: confirmed on re-run, a changed stance invalidates
the old edge (caused_by), promote and dismiss, dismissed pairs not proposed
again (even after reopening), verdicts, provenance groupings, and the cheap
incremental offline pass."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from judge_helpers import write
from semnet.graph.judge.api import JudgeAPI
from semnet.graph.judge.base import Judgement, Stance, Statement, Verdict
from semnet.graph.judge.config import JudgeSettings
from semnet.graph.judge.persist import relate, run_offline_judge
from semnet.graph.judge.verdicts import add_source, factcheck, mark
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.query.api import GraphAPI
from semnet.graph.store.edge_store import EdgeStore

FACTS = (
    "---\ntitle: Anna\n---\n\n"
    "Anna Stern was born in 1871 [@marchand1906].\n\n"
    "Anna Stern was born in 1874 @okhrana1905.\n\n"
    "Anna Stern lived in Reval.\n"
)


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    return write(tmp_path, {
        "characters/anna.md": "---\ntitle: Anna Stern\naliases: [Anna]\n---\n\nA translator.\n",
        "facts/anna.md": FACTS,
        "sources/notebooks.md": "---\ntitle: Carnets\nkey: marchand1906\n---\n\nNotebooks.\n",
        "sources/okhrana.md": "---\ntitle: Okhrana file\nkey: okhrana1905\n---\n\nA file.\n",
    })  # fmt: skip


def open_ws(root: Path) -> EdgeStore:
    store = EdgeStore.for_workspace(root)
    Indexer(store, root).index_workspace()
    return store


def fact(store: EdgeStore, needle: str) -> str:
    return next(
        f"node:{n.id}"
        for n in store.nodes.values()
        if n.kind == "fact" and needle in (n.text or "")
    )


class Fake:
    """A judge whose stance toward the 1874 fact the test sets."""

    model = "fake-v1"
    deterministic = False

    def __init__(self, stance: Stance, confidence: float = 0.7) -> None:
        self.stance = stance
        self.confidence = confidence
        self.calls = 0

    def judge(self, subject: Statement, candidates: Sequence[Statement]) -> list[Judgement]:
        self.calls += 1
        return [
            Judgement(
                candidate=c.ref,
                stance=self.stance if "1874" in c.text else Stance.SILENT,
                reason=f"fake says {self.stance.value}",
                confidence=self.confidence,
                model=self.model,
            )
            for c in candidates
        ]

    def factcheck(self, fact: Statement, evidence: Sequence[Statement]) -> Verdict | None:
        return Verdict(level="dubious", reason="fake doubts it", confidence=0.6, model=self.model)


RETIRING = ("invalidated", "superseded", "dismissed", "retracted", "collected")


def stance_edges(store: EdgeStore, live: bool = True) -> list:  # type: ignore[type-arg]
    """The live stance edges (the index's), or those no longer live (the store's)."""
    recs = store.index.by_id.values() if live else store.retired_edges(RETIRING)
    return [r for r in recs if r.kind in ("contradicts", "in_tension", "agrees", "qualifies")]


def test_the_same_stance_again_is_confirmed_not_a_new_edge(ws: Path) -> None:
    store = open_ws(ws)
    a = fact(store, "1871")
    first = relate(store, a, Fake(Stance.CONTRADICTS))
    item = next(i for i in first.judgements if i.stance == "contradicts")
    assert item.event == "created" and item.cross_source is True
    edge = store.edge(item.edge_id or "")
    assert (edge.origin, edge.weight, edge.reason) == (
        "judged",
        pytest.approx(0.7),
        "fake says contradicts",
    )
    assert edge.attrs == {"model": "fake-v1", "cross_source": True}
    second = relate(store, a, Fake(Stance.CONTRADICTS))
    again = next(i for i in second.judgements if i.stance == "contradicts")
    assert again.event == "confirmed" and again.edge_id == item.edge_id
    assert len(stance_edges(store)) == 1
    assert [e.event for e in store.history(item.edge_id or "")] == ["created", "confirmed"]
    store.close()


def test_a_changed_stance_invalidates_the_old_edge(ws: Path) -> None:
    store = open_ws(ws)
    a = fact(store, "1871")
    old = next(i for i in relate(store, a, Fake(Stance.CONTRADICTS)).judgements if i.edge_id)
    res = relate(store, a, Fake(Stance.IN_TENSION))
    new = next(i for i in res.judgements if i.edge_id)
    assert new.event == "replaced" and new.replaced == [old.edge_id]
    closed = store.edge(old.edge_id or "")
    assert closed.expired_at is not None and closed.retired == "invalidated"
    last = store.history(old.edge_id or "")[-1]
    assert (last.event, last.caused_by_edge_id, last.run_id) == (
        "invalidated",
        new.edge_id,
        res.run_id,
    )
    assert [r.kind for r in stance_edges(store)] == ["in_tension"]
    # and as of before the change, the contradiction was what semnet held
    from semnet.graph.query.traverse import contradicting

    before = store.history(new.edge_id or "")[0].created_at - 1
    assert [h.edge.kind for h in contradicting(store.index_as_of(before), a, as_of=before)] == [
        "contradicts"
    ]
    store.close()


def test_promote_then_the_same_stance_confirms_the_promoted_edge(ws: Path) -> None:
    store = open_ws(ws)
    a = fact(store, "1871")
    eid = next(
        i.edge_id for i in relate(store, a, Fake(Stance.CONTRADICTS)).judgements if i.edge_id
    )
    api = JudgeAPI(GraphAPI(store, ws), JudgeSettings(embedding="none"))
    assert api.promote({"edge": eid}).edges[0].origin == "promoted"
    assert store.edge(eid or "").origin == "promoted"
    item = next(i for i in relate(store, a, Fake(Stance.CONTRADICTS)).judgements if i.edge_id)
    assert item.event == "confirmed" and item.edge_id == eid
    assert [e.event for e in store.history(eid or "")] == ["created", "promoted", "confirmed"]
    store.close()


def test_a_dismissed_pair_is_not_proposed_again_even_after_reopening(ws: Path) -> None:
    store = open_ws(ws)
    assert run_offline_judge(store).created == 1
    (edge,) = stance_edges(store)
    api = JudgeAPI(GraphAPI(store, ws), JudgeSettings(embedding="none"))
    assert api.dismiss({"edge": edge.id}).edges[0].event == "dismissed"
    # expired, not deleted: the store keeps it, the live index does not
    assert store.edge(edge.id).retired == "dismissed" and edge.id not in store.index
    # the offline judge and an explicit relate both leave it alone
    assert run_offline_judge(store, force=True).created == 0
    res = relate(store, fact(store, "1871"), Fake(Stance.CONTRADICTS))
    assert [i.event for i in res.judgements if i.stance != "silent"] == ["dismissed"]
    store.close()
    # a new process: the dismissal is in the store, not in memory
    store = EdgeStore.for_workspace(ws)
    assert run_offline_judge(store).created == 0
    assert stance_edges(store) == []
    assert [e.event for e in store.history(edge.id)] == ["created", "dismissed"]
    # edit the text: it is a new pair of texts, proposed again
    (ws / "facts/anna.md").write_text(FACTS.replace("1874", "1875"), encoding="utf-8")
    summary = Indexer(store, ws).index_workspace()
    judged = run_offline_judge(store, parent_run_id=summary.run_id)
    assert judged.created == 1
    (fresh,) = stance_edges(store)
    assert "1875" in (fresh.reason or "") and fresh.id != edge.id
    store.close()


def test_the_offline_pass_is_incremental_and_retracts_what_no_longer_holds(ws: Path) -> None:
    store = open_ws(ws)
    a = fact(store, "1871")
    first = run_offline_judge(store, [a])
    assert (first.facts, first.created) == (1, 1)
    assert run_offline_judge(store, [a]).facts == 0  # unchanged: not even judged
    # the second fact now agrees: the contradiction is replaced by an agreement
    (ws / "facts/anna.md").write_text(FACTS.replace("1874", "1871"), encoding="utf-8")
    Indexer(store, ws).index_workspace()
    b = fact(store, "okhrana")
    res = run_offline_judge(store, [b])
    assert (res.facts, res.replaced, res.created) == (1, 1, 0)
    assert [r.kind for r in stance_edges(store)] == ["agrees"]
    # and now says nothing the first one says: the rules judge retracts its own edge
    (ws / "facts/anna.md").write_text(FACTS.replace("1874", "Reval"), encoding="utf-8")
    Indexer(store, ws).index_workspace()
    res = run_offline_judge(store, [fact(store, "okhrana")])
    assert (res.facts, res.retracted, res.created) == (1, 1, 0)
    assert stance_edges(store) == []
    retired = [r for r in stance_edges(store, live=False) if r.kind == "agrees"]
    assert [store.history(r.id)[-1].event for r in retired] == ["retracted"]
    store.close()


def test_a_new_process_does_not_judge_unchanged_facts_again(ws: Path) -> None:
    store = open_ws(ws)
    first = run_offline_judge(store)
    assert (first.facts, first.created) == (3, 1) and first.pairs > 0
    store.close()
    # a new process (a new store object): what was judged is in the store
    store = EdgeStore.for_workspace(ws)
    again = run_offline_judge(store)
    assert (again.facts, again.pairs, again.run_id) == (0, 0, None)
    store.close()
    # one fact edited, in yet another process: that fact alone is judged,
    # against the others, and the contradiction it now makes is replaced
    (ws / "facts/anna.md").write_text(FACTS.replace("1874", "1871"), encoding="utf-8")
    store = EdgeStore.for_workspace(ws)
    Indexer(store, ws).index_workspace()
    edited = run_offline_judge(store)
    assert edited.facts == 1 and edited.pairs >= 1 and edited.replaced == 1
    assert [r.kind for r in stance_edges(store)] == ["agrees"]
    store.close()
    store = EdgeStore.for_workspace(ws)
    assert run_offline_judge(store).facts == 0
    # `force` judges everything, as `semnet check` does
    assert run_offline_judge(store, force=True).facts == 3
    store.close()


def test_the_offline_pass_never_replaces_another_judges_edges(ws: Path) -> None:
    store = open_ws(ws)
    relate(store, fact(store, "1871"), Fake(Stance.AGREES))
    res = run_offline_judge(store)
    assert (res.created, res.replaced) == (1, 0)
    assert sorted(r.kind for r in stance_edges(store)) == ["agrees", "contradicts"]
    store.close()


def test_verdicts_the_writers_and_the_judges(ws: Path) -> None:
    store = open_ws(ws)
    b = fact(store, "1874")
    first = mark(store, b, "dubious", reason="the Okhrana file is unreliable")
    assert first.event == "created"
    second = mark(store, b, "inaccurate")
    assert second.event == "created" and second.replaced == [first.edge_id]
    assert mark(store, b, "inaccurate").event == "confirmed"
    e = store.edge(second.edge_id)
    assert (e.origin, e.dst, e.attrs["slot"]) == ("authorial", "grade:inaccurate", "verdict")
    # a judge's verdict never closes the writer's
    res = factcheck(store, fact(store, "Reval"), Fake(Stance.SILENT))
    assert res.verdict is not None and (res.verdict.level, res.verdict.event) == (
        "dubious",
        "created",
    )
    mark(store, fact(store, "Reval"), "accurate")  # the writer's closes the judge's
    res = factcheck(store, b, Fake(Stance.SILENT))
    assert res.verdict is not None and res.verdict.replaced == []
    # dubious was said before (and replaced by the writer): confirmed on it, still closed
    assert (res.verdict.event, res.verdict.current) == ("confirmed", False)
    assert store.edge(second.edge_id).expired_at is None
    live = [r for r in store.index.by_id.values() if r.kind == "graded_as" and r.expired_at is None]
    assert sorted((r.dst, r.origin) for r in live) == [
        ("grade:accurate", "authorial"), ("grade:inaccurate", "authorial")
    ]  # fmt: skip
    # the rules judge: dubious when the fact is contradicted
    from semnet.graph.judge.rules import RulesJudge

    rules = factcheck(store, fact(store, "1871"), RulesJudge.for_store(store))
    assert rules.verdict is not None and rules.verdict.level == "dubious"
    assert "1871 vs 1874" in (rules.verdict.reason or "")
    assert factcheck(store, fact(store, "Reval"), RulesJudge.for_store(store)).verdict is None
    store.close()


def test_provenance_and_verdict_groupings(ws: Path) -> None:
    store = open_ws(ws)
    api = JudgeAPI(GraphAPI(store, ws), JudgeSettings(embedding="none"))
    reval = fact(store, "Reval")
    src = add_source(store, reval, "work:openalex:W2741809807", source_origin="web")
    assert src.event == "created" and store.edge(src.edge_id).attrs["source_origin"] == "web"
    graph = api.api
    (got,) = graph.group({"by": "source", "key": "work:openalex:W2741809807"}).groups
    assert [i.endpoint.ref for i in got.items] == [reval]
    # citations are provenance too (source_origin document)
    notebooks = next(n for n in store.nodes.values() if n.title == "Carnets")
    (cited,) = graph.group({"by": "source", "key": f"node:{notebooks.id}"}).groups
    assert [i.attrs["source_origin"] for i in cited.items] == ["document"]
    mark(store, fact(store, "1874"), "dubious")
    mark(store, fact(store, "1871"), "accurate")
    (dubious,) = graph.group({"by": "verdict", "key": "dubious"}).groups
    assert [i.endpoint.ref for i in dubious.items] == [fact(store, "1874")]
    verdicts = graph.group({"by": "verdict"})
    assert [(g.key.ref, g.count) for g in verdicts.groups] == [
        ("grade:accurate", 1), ("grade:dubious", 1),
    ]  # fmt: skip
    store.close()


def test_relate_through_the_api_by_file_and_position(ws: Path) -> None:
    store = open_ws(ws)
    api = JudgeAPI(GraphAPI(store, ws), JudgeSettings(embedding="none"))
    uri = (ws / "facts/anna.md").resolve().as_uri()
    res = api.relate(
        {"endpoint": {"textDocument": {"uri": uri}, "position": {"line": 4, "character": 3}}}
    )
    assert res.model == "rules-v1"
    hits = [i for i in res.judgements if i.stance == "contradicts"]
    assert len(hits) == 1 and hits[0].candidate.uri == "facts/anna.md"
    from semnet.graph.errors import InvalidQueryError

    with pytest.raises(InvalidQueryError, match="judge"):
        api.relate({"endpoint": {"ref": fact(store, "1871")}, "judge": "oracle"})
    store.close()
