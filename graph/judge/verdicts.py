"""Verdicts and sources, judged or the writer's own, each written in one run
after any judge has answered: `factcheck` (a judge's verdict, a `graded_as`
edge to `grade:<level>`), `mark` (the writer's verdict, `authorial`; a new
one replaces the previous, `attrs.slot = "verdict"`; a judged verdict never
replaces it) and `add_source` (a `sourced_from` edge with
`attrs.source_origin`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from semnet.graph.errors import InvalidQueryError, NotFoundError
from semnet.graph.judge.base import Judge, Statement, Verdict, statement_of
from semnet.graph.judge.embed import VectorIndex
from semnet.graph.judge.persist import JudgeCall, default_candidates, refresh, still_there
from semnet.graph.judge.results import (
    CostInfo,
    FactcheckResult,
    MarkResult,
    SourceResult,
    VerdictInfo,
)
from semnet.graph.model import EdgeKind, GradeLevel, make_rec, parse_ref
from semnet.graph.query.views import endpoint_info
from semnet.graph.store.edge_store import EdgeStore

GRADE_LEVELS: tuple[GradeLevel, ...] = ("accurate", "dubious", "inaccurate")


def _write_verdict(
    store: EdgeStore,
    ref: str,
    level: str,
    *,
    origin: str,
    reason: str | None,
    weight: float,
    attrs: dict[str, Any],
    kind: str,
    artifact: dict[str, Any],
    parent_run_id: str | None = None,
) -> tuple[str, str, str, list[str]]:
    if level not in GRADE_LEVELS:
        raise InvalidQueryError(f"unknown grade {level!r}; use one of {', '.join(GRADE_LEVELS)}")
    rec = make_rec(
        ref,
        EdgeKind.GRADED_AS,
        f"grade:{level}",
        origin,
        weight=weight,
        reason=reason,
        attrs={"slot": "verdict", **attrs},
    )
    with store.run(kind, artifact=artifact, parent_id=parent_run_id) as run:
        before = len(run.events)
        stored = run.assert_edge(rec)
        new_events = run.events[before:]
    event = "created" if stored.id == rec.id else "confirmed"
    if not new_events:
        event = "kept"
    replaced = [e.edge_id for e in new_events if e.event == "invalidated"]
    return event, stored.id, run.id, replaced


def mark(store: EdgeStore, endpoint: str, level: str, *, reason: str | None = None) -> MarkResult:
    """The writer's verdict on a fact ("Mark as accurate/dubious/inaccurate")."""
    subj = statement_of(store, endpoint)
    event, eid, run_id, replaced = _write_verdict(
        store,
        subj.ref,
        level,
        origin="authorial",
        reason=reason,
        weight=1.0,
        attrs={"by": "author"},
        kind="mark",
        artifact={"request": "mark", "endpoint": subj.ref, "level": level},
    )
    return MarkResult(
        endpoint=endpoint_info(subj.ref, store.nodes),
        level=level,
        edge_id=eid,
        event=event,
        run_id=run_id,
        replaced=replaced,
    )


def plan_factcheck(
    store: EdgeStore,
    endpoint: str,
    judge: Judge,
    *,
    evidence: Sequence[Statement] | None = None,
    k: int = 8,
    vectors: VectorIndex | None = None,
    parent_run_id: str | None = None,
) -> JudgeCall:
    """What `factcheck` asks: the fact and its evidence (read from the store)."""
    subj = statement_of(store, endpoint)
    if evidence is None:
        evidence = default_candidates(store, subj, k=k, vectors=vectors)
    others = [e for e in evidence if e.id != subj.id]
    return JudgeCall("factcheck", subj, others, judge, parent_run_id, "factcheck")


def store_factcheck(store: EdgeStore, call: JudgeCall, verdict: Verdict | None) -> FactcheckResult:
    """Write a judge's verdict (a judged `graded_as` edge) in one short run."""
    subj, judge = call.subj, call.judge
    refresh(store)
    if not still_there(store, subj.ref):
        raise NotFoundError(f"{subj.ref} was removed while the judge was answering")
    info = endpoint_info(subj.ref, store.nodes)
    if verdict is None:
        return FactcheckResult(endpoint=info, model=judge.model, cost=CostInfo.of(judge))
    dst = f"grade:{verdict.level}"
    if store.is_dismissed(subj.ref, dst, EdgeKind.GRADED_AS.value):
        return FactcheckResult(
            endpoint=info,
            model=judge.model,
            verdict=VerdictInfo(
                level=verdict.level,
                reason=verdict.reason or None,
                confidence=verdict.confidence,
                model=verdict.model,
                event="dismissed",
            ),
            cost=CostInfo.of(judge),
        )
    event, eid, run_id, replaced = _write_verdict(
        store,
        subj.ref,
        verdict.level,
        origin="judged",
        reason=verdict.reason or None,
        weight=round(verdict.confidence, 4),
        attrs={"model": verdict.model},
        kind="judge",
        artifact={"request": "factcheck", "endpoint": subj.ref, "model": judge.model},
        parent_run_id=call.parent_run_id,
    )
    return FactcheckResult(
        endpoint=info,
        model=judge.model,
        run_id=run_id,
        verdict=VerdictInfo(
            level=verdict.level,
            reason=verdict.reason or None,
            confidence=verdict.confidence,
            model=verdict.model,
            edge_id=eid,
            event=event,
            replaced=replaced,
            current=store.edge(eid).expired_at is None,
        ),
        cost=CostInfo.of(judge),
    )


def factcheck(
    store: EdgeStore,
    endpoint: str,
    judge: Judge,
    *,
    evidence: Sequence[Statement] | None = None,
    k: int = 8,
    vectors: VectorIndex | None = None,
    parent_run_id: str | None = None,
) -> FactcheckResult:
    """A judge's verdict on a fact, stored as a judged `graded_as` edge. A judged
    verdict never replaces the writer's own (`mark`). The judge is asked
    before the run that stores its verdict begins."""
    call = plan_factcheck(
        store, endpoint, judge, evidence=evidence, k=k, vectors=vectors, parent_run_id=parent_run_id
    )
    return store_factcheck(store, call, call.ask())


def add_source(
    store: EdgeStore,
    endpoint: str,
    source: str,
    *,
    source_origin: str = "manual",
    detail: str | None = None,
    origin: str = "authorial",
) -> SourceResult:
    """`sourced_from` from a fact to a source or work (`attrs.source_origin`)."""
    subj = statement_of(store, endpoint)
    src_ref = parse_ref(source).text
    attrs: dict[str, Any] = {"source_origin": source_origin}
    if detail:
        attrs["detail"] = detail
    rec = make_rec(subj.ref, EdgeKind.SOURCED_FROM, src_ref, origin, attrs=attrs)
    with store.run("source", artifact={"endpoint": subj.ref, "source": src_ref}) as run:
        stored = run.assert_edge(rec)
    return SourceResult(
        endpoint=endpoint_info(subj.ref, store.nodes),
        source=endpoint_info(src_ref, store.nodes),
        source_origin=source_origin,
        edge_id=stored.id,
        event="created" if stored.id == rec.id else "confirmed",
        run_id=run.id,
    )


__all__ = ["GRADE_LEVELS", "add_source", "factcheck", "mark", "plan_factcheck", "store_factcheck"]
