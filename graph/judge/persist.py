"""Judgements that accumulate: judge, then store what was judged as edges.

Every function here judges first and writes after, in one run, so a judge
that fails (a timeout, a garbled reply) leaves nothing behind; a run that
fails to write rolls back whole.

- `relate`: judge one statement against its candidates; each non-silent
  judgement is a `judged` stance edge (weight = confidence, the reason,
  `attrs.model`, `attrs.cross_source`). The same stance again is `confirmed`
  (no new edge); another stance is a new edge that invalidates the old one
  (`caused_by`). A pair whose texts were dismissed is not proposed again.
- verdicts and sources (`factcheck`, `mark`, `add_source`) have their own
  module, `verdicts.py`, written the same way.
- `run_offline_judge`: the rules judge over the facts whose text changed,
  what the language server runs after each index pass: cheap (no model, only
  facts about the same subject are compared), incremental, and silent about
  what it already knows (no `confirmed` events for unchanged facts).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from semnet.graph.errors import NotFoundError
from semnet.graph.judge.base import (
    STATEMENT_KINDS,
    Judge,
    JudgeError,
    Judgement,
    Stance,
    Statement,
    node_id_of,
    select_candidates,
    sources_of,
    statement_from_node,
    statement_of,
)
from semnet.graph.judge.embed import VectorIndex
from semnet.graph.judge.results import (
    CostInfo,
    JudgedItem,
)

# Re-exported (`X as X`): the judge API imports these from here.
from semnet.graph.judge.results import FactcheckResult as FactcheckResult
from semnet.graph.judge.results import MarkResult as MarkResult
from semnet.graph.judge.results import OfflineSummary as OfflineSummary
from semnet.graph.judge.results import RelateResult as RelateResult
from semnet.graph.judge.rules import MODEL as RULES_MODEL
from semnet.graph.judge.rules import RulesJudge, judgement_of
from semnet.graph.judge.slot_edges import SlotWork, slot_work, write_ends, write_slots
from semnet.graph.model import (
    STANCE_KINDS,
    EdgeRec,
    NodeRec,
    make_rec,
    node_ref,
)
from semnet.graph.query.views import endpoint_info
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.judged import load_judged, record_judged
from semnet.graph.store.writer import RunWriter

_STANCE_VALUES = frozenset(k.value for k in STANCE_KINDS)


# --------------------------------------------------------------------------- helpers


def cross_source(a: Statement, b: Statement) -> bool:
    """Do the two statements come from different sources? A statement without a
    recorded source counts as the writer's own (`manual`), as in the original."""
    sa = a.sources or frozenset({"manual"})
    sb = b.sources or frozenset({"manual"})
    return sa.isdisjoint(sb)


def _pair_edges(store: EdgeStore, a: str, b: str, run: RunWriter | None = None) -> list[EdgeRec]:
    """Live stance edges between two endpoints, either way round."""
    out = []
    for rec in store.index.touching(a):
        if rec.kind not in _STANCE_VALUES:
            continue
        if {rec.src, rec.dst} != {a, b}:
            continue
        cur = run.get(rec.id) if run is not None else rec
        if cur is not None and cur.expired_at is None:
            out.append(cur)
    return out


def _invalidated_by(run: RunWriter, edge_id: str, since: int = 0) -> list[str]:
    """The edges `edge_id` invalidated, among the run's events from `since` on."""
    return [
        e.edge_id
        for e in run.events[since:]
        if e.caused_by_edge_id == edge_id and e.event in ("invalidated",)
    ]


def _write_stance(
    run: RunWriter,
    store: EdgeStore,
    a: Statement,
    b: Statement,
    j: Judgement,
    *,
    deterministic: bool,
    confirm: bool,
    replace_models: Iterable[str] | None,
) -> tuple[str, str | None, list[str]]:
    """Store one judgement. Returns (event, edge id, replaced edge ids)."""
    kind = j.stance.edge_kind
    pair = _pair_edges(store, a.ref, b.ref, run)
    judged = [e for e in pair if e.origin == "judged"]
    if replace_models is not None:
        allowed = set(replace_models)
        judged = [e for e in judged if e.attrs.get("model") in allowed]
    if kind is None:
        if deterministic:
            mine = [e for e in judged if e.attrs.get("model") == j.model]
            for e in mine:
                run.retract(e.id)
            if mine:
                return "retracted", None, [e.id for e in mine]
        return "silent", None, []
    src, dst = stance_ends(a, b, j)
    if store.is_dismissed(src, dst, kind.value):
        return "dismissed", None, []
    rec = make_rec(
        src,
        kind,
        dst,
        "judged",
        weight=round(j.confidence, 4),
        reason=j.reason or None,
        attrs={"model": j.model, "cross_source": cross_source(a, b)},
    )
    same = [e for e in pair if e.relation_key() == rec.relation_key()]
    if same:
        if not confirm:
            return "kept", same[0].id, []
        stored = run.assert_edge(rec)
        return "confirmed", stored.id, []
    others = [e.id for e in judged if e.relation_key() != rec.relation_key()]
    if run.dismissed_same(rec):
        # The pair was dismissed for other texts; these are new texts. The store
        # would take this for a repeat of the dismissed edge: state it as new.
        run.add_edges([rec])
        return "created", rec.id, []
    before = len(run.events)
    stored = run.assert_edge(rec, contradicts=others, fresh=True)
    replaced = _invalidated_by(run, stored.id, before)
    return ("replaced" if replaced else "created"), stored.id, replaced


def stance_ends(a: Statement, b: Statement, j: Judgement) -> tuple[str, str]:
    """(src, dst) of the edge a judgement of candidate `b` toward `a` becomes:
    "B qualifies A" is b → a (a → b when the judgement is `reverse`)."""
    if j.stance is Stance.QUALIFIES:
        return (a.ref, b.ref) if j.reverse else (b.ref, a.ref)
    return a.ref, b.ref


def default_candidates(
    store: EdgeStore,
    subj: Statement,
    *,
    k: int = 8,
    vectors: VectorIndex | None = None,
    rules: RulesJudge | None = None,
) -> list[Statement]:
    """Statements sharing an entity with `subj` (its rules subject included)
    and the `k` most similar by embedding."""
    rules = rules or RulesJudge.for_store(store)
    subject = rules.subject_ref(subj)
    keys = rules.subject_keys(subj)
    same: list[str] = []
    if keys:
        for n in store.nodes.values():
            if n.kind in STATEMENT_KINDS and n.id != subj.id and n.text:
                st = statement_from_node(n)
                if not keys.isdisjoint(rules.subject_keys(st)):
                    same.append(n.id)
    return select_candidates(
        store, subj, k=k, vectors=vectors, subject_entity=subject, same_subject=same
    )


# --------------------------------------------------------------------------- relate


@dataclass(slots=True)
class JudgeCall:
    """A judge request planned against the store (`plan_relate`,
    `plan_factcheck`): `ask()` puts the question to the judge without
    touching the store (it may wait on the network), then `store_relate` /
    `store_factcheck` write the answer in one short run. A caller that
    shares the store runs `ask` outside its writer (see `Folder.judge`)."""

    kind: Literal["relate", "factcheck"]
    subj: Statement
    others: list[Statement]
    judge: Judge
    parent_run_id: str | None = None
    request: str = "relate"

    def ask(self) -> Any:
        """The judge's answer: judgements (relate) or a verdict or None (factcheck)."""
        if self.kind == "relate":
            return self.judge.judge(self.subj, self.others) if self.others else []
        return self.judge.factcheck(self.subj, self.others)


def still_there(store: EdgeStore, ref: str) -> bool:
    """Is this node still in the store (re-read if another process wrote it)?"""
    return not ref.startswith("node:") or ref[5:] in store.nodes


def refresh(store: EdgeStore) -> None:
    """A store that lets go of its file between runs may have been written
    by another process while the judge was asked: read it again."""
    if store.hold == "writes":
        store.refresh_if_changed()


def plan_relate(
    store: EdgeStore,
    endpoint: str,
    judge: Judge,
    *,
    candidates: Sequence[Statement] | None = None,
    k: int = 8,
    vectors: VectorIndex | None = None,
    parent_run_id: str | None = None,
    request: str = "relate",
) -> JudgeCall:
    """What `relate` asks: the statement and its candidates (read from the store)."""
    subj = statement_of(store, endpoint)
    if candidates is None:
        candidates = default_candidates(store, subj, k=k, vectors=vectors)
    cands = [c for c in candidates if c.id != subj.id]
    return JudgeCall("relate", subj, cands, judge, parent_run_id, request)


def store_relate(
    store: EdgeStore, call: JudgeCall, judgements: Sequence[Judgement]
) -> RelateResult:
    """Write the judged stance edges of a `relate` in one run. Candidates
    removed from the store while the judge answered are left out."""
    subj, judge = call.subj, call.judge
    by_ref = {c.ref: c for c in call.others}
    for j in judgements:
        if j.candidate not in by_ref:
            raise JudgeError(f"the judge answered about {j.candidate}, which was not a candidate")
    refresh(store)
    if not still_there(store, subj.ref):
        raise NotFoundError(f"{subj.ref} was removed while the judge was answering")
    items: list[JudgedItem] = []
    with store.run(
        "judge",
        artifact={
            "request": call.request,
            "endpoint": subj.ref,
            "model": judge.model,
            "candidates": [c.ref for c in call.others],
        },
        parent_id=call.parent_run_id,
    ) as run:
        for j in judgements:
            c = by_ref[j.candidate]
            if not still_there(store, c.ref):
                continue
            event, eid, replaced = _write_stance(
                run,
                store,
                subj,
                c,
                j,
                deterministic=judge.deterministic,
                confirm=True,
                replace_models=None,
            )
            items.append(
                JudgedItem(
                    candidate=endpoint_info(c.ref, store.nodes),
                    stance=j.stance.value,
                    reason=j.reason or None,
                    confidence=j.confidence,
                    model=j.model,
                    edge_id=eid,
                    event=event,
                    replaced=replaced,
                    cross_source=cross_source(subj, c) if j.stance is not Stance.SILENT else None,
                )
            )
    return RelateResult(
        endpoint=endpoint_info(subj.ref, store.nodes),
        model=judge.model,
        run_id=run.id,
        candidates=len(call.others),
        judgements=items,
        cost=CostInfo.of(judge),
    )


def relate(
    store: EdgeStore,
    endpoint: str,
    judge: Judge,
    *,
    candidates: Sequence[Statement] | None = None,
    k: int = 8,
    vectors: VectorIndex | None = None,
    parent_run_id: str | None = None,
    request: str = "relate",
) -> RelateResult:
    """Judge one fact or paragraph against its candidates and store the judged
    stance edges. Raises `JudgeError` (nothing written) if the judge fails.
    The judge is asked before the run that stores its answer begins."""
    call = plan_relate(
        store,
        endpoint,
        judge,
        candidates=candidates,
        k=k,
        vectors=vectors,
        parent_run_id=parent_run_id,
        request=request,
    )
    return store_relate(store, call, call.ask())


# --------------------------------------------------------------------------- offline


# What the offline judge last saw of each fact: (content hash, names signature),
# read from the store (`judged_facts`) at a process's first pass and kept
# there after each, so that a new process does not judge unchanged facts.
_SEEN: weakref.WeakKeyDictionary[EdgeStore, dict[str, tuple[str, str]]] = (
    weakref.WeakKeyDictionary()
)
_SEEN_LOCK = threading.Lock()


def _seen(store: EdgeStore) -> dict[str, tuple[str, str]]:
    """What the offline judge judged in this store (call under `_SEEN_LOCK`)."""
    got = _SEEN.get(store)
    if got is None:
        got = _SEEN[store] = load_judged(store)
    return got


def run_offline_judge(
    store: EdgeStore,
    fact_ids: Iterable[str] | None = None,
    *,
    parent_run_id: str | None = None,
    force: bool = False,
) -> OfflineSummary:
    """The rules judge over facts, as the language server runs it after index
    passes (and `semnet check` over every fact).

    `fact_ids` are the facts to look at (node ids or `node:` refs; None: all);
    of those, only the ones whose text (or the entity names it resolves by)
    changed since this process last judged them are judged, unless `force`.
    Each is compared with the facts about the same subject. Writes, in one run
    (none if nothing changes): new contradictions, the replacement of a
    contradiction whose kind changed, the retraction of the rules judge's own
    judgements its texts no longer support, and the time-bounded slot edges.
    A dismissed pair of texts is never proposed again."""
    judge = RulesJudge.for_store(store)
    sig = judge.subjects.signature
    facts = {n.id: n for n in store.nodes.values() if n.kind == "fact" and n.text}
    if fact_ids is None:
        scope = sorted(facts)
    else:
        scope = sorted({node_id_of(f) for f in fact_ids} & set(facts))
    with _SEEN_LOCK:
        seen = _seen(store)
        changed = [f for f in scope if force or seen.get(f) != _key(facts[f], sig)]
        gone = [f for f in seen if f not in facts]
    summary = OfflineSummary()
    if not changed:
        if gone:
            _remember(store, {}, gone)
        return summary
    stmts = {
        nid: statement_from_node(n, sources_of(store, node_ref(nid))) for nid, n in facts.items()
    }
    plans: list[tuple[Statement, Statement, Judgement]] = []
    for x, y in _offline_pairs(store, judge, changed, stmts):
        sx, sy = stmts[x], stmts[y]
        plans.append((sx, sy, judgement_of(sy, judge.finding(sx, sy))))
    slots = slot_work(store, judge, [facts[f] for f in changed], stmts)
    summary.facts = len(changed)
    summary.pairs = len(plans)

    _write_offline(store, plans, slots, changed, parent_run_id, summary)
    _remember(store, {f: _key(facts[f], sig) for f in changed}, gone)
    return summary


def _key(fact: NodeRec, names_signature: str) -> tuple[str, str]:
    """What a fact is judged by: its text (its content hash) and the names."""
    return (fact.content_hash or fact.text or "", names_signature)


def _remember(store: EdgeStore, judged: dict[str, tuple[str, str]], gone: list[str]) -> None:
    """Keep what was judged, in this process and in the store (after the
    judge's run committed: a key is never kept for a judgement not stored)."""
    with _SEEN_LOCK:
        seen = _seen(store)
        record_judged(store, judged, gone)
        seen.update(judged)
        for f in gone:
            seen.pop(f, None)


def _offline_pairs(
    store: EdgeStore, judge: RulesJudge, changed: Sequence[str], stmts: dict[str, Statement]
) -> list[tuple[str, str]]:
    """The pairs to judge: each changed fact with the facts about its subjects,
    and with every fact the rules judge had already judged it against."""
    by_subject: dict[str, list[str]] = {}
    for nid, st in stmts.items():
        for key in judge.subject_keys(st):
            by_subject.setdefault(key, []).append(nid)
    pairs: set[tuple[str, str]] = set()
    for f in changed:
        for key in judge.subject_keys(stmts[f]):
            for other in by_subject.get(key, ()):
                if other != f:
                    pairs.add((min(f, other), max(f, other)))
        for rec in store.index.touching(node_ref(f)):
            if (
                rec.kind in _STANCE_VALUES
                and rec.expired_at is None
                and rec.attrs.get("model") == RULES_MODEL
            ):
                o = rec.dst if rec.src == node_ref(f) else rec.src
                oid = node_id_of(o)
                if oid in stmts and oid != f:
                    pairs.add((min(f, oid), max(f, oid)))
    return sorted(pairs)


def _write_offline(
    store: EdgeStore,
    plans: list[tuple[Statement, Statement, Judgement]],
    slots: SlotWork,
    changed: list[str],
    parent_run_id: str | None,
    summary: OfflineSummary,
) -> None:
    """The offline pass's one run (none if nothing changes), counted in `summary`."""
    needs_run = bool(slots.plans or slots.ends) or any(
        _stance_needs_write(store, sx, sy, j) for sx, sy, j in plans
    )
    if not needs_run:
        return
    with store.run(
        "judge",
        artifact={"request": "offline", "model": RULES_MODEL, "facts": changed},
        parent_id=parent_run_id,
    ) as run:
        run.prefetch_retired(r for sx, sy, _ in plans for r in (sx.ref, sy.ref))
        for sx, sy, j in plans:
            event, _eid, _replaced = _write_stance(
                run,
                store,
                sx,
                sy,
                j,
                deterministic=True,
                confirm=False,
                replace_models=[RULES_MODEL],
            )
            if event == "created":
                summary.created += 1
            elif event == "replaced":
                summary.replaced += 1
            elif event == "retracted":
                summary.retracted += 1
            elif event == "dismissed":
                summary.dismissed += 1
        write_ends(run, store, slots.ends, summary)
        write_slots(run, store, slots.plans, summary)
    summary.run_id = run.id


def _stance_needs_write(store: EdgeStore, a: Statement, b: Statement, j: Judgement) -> bool:
    pair = [
        e
        for e in _pair_edges(store, a.ref, b.ref)
        if e.origin == "judged" and e.attrs.get("model") == RULES_MODEL
    ]
    kind = j.stance.edge_kind
    if kind is None:
        return bool(pair)
    src, dst = stance_ends(a, b, j)
    if store.is_dismissed(src, dst, kind.value):
        return False
    all_pair = _pair_edges(store, a.ref, b.ref)
    rec = make_rec(src, kind, dst, "judged")
    return not any(e.relation_key() == rec.relation_key() for e in all_pair)
