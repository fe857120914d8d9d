"""Triage as a workflow: promote, dismiss or demote judged edges, one or many
in one run, through the rules of `graph/store/triage.py` (their one home);
list the latest runs, and undo one (`graph/store/undo.py`).

This is what the CLI (`semnet graph promote | dismiss | demote`), the
language server's `semnet/promote | dismiss | demote` requests, its
`semnet.promote` / `semnet.dismiss` / `semnet.demote` commands and its code
actions call, so each refuses the same edges with the same `TriageError`.

    params                               result
    {edges: [id, …]}                     TriageResult {action, runId, edges: [TriagedEdge]}
    {filter: EdgeFilter}                 the same, for every edge the filter matches
    undo {run: id | "last"}              UndoResult {undoes, runId, reversed, skipped}
    runs {limit?}                        RunsResult {runs: [RunInfo]}

A filter (`graph/query/api.py`: kinds, origins, judges, files, endpoint,
weights) is what `semnet/pending` lists with the same fields; its origins
default to `judged` (`promoted` for demote), and only the edges the rules
allow are taken ("Dismiss all in this file", "Dismiss all from this
judge"). A list of ids is all or nothing: if the rules refuse one edge,
nothing is written and the error names it. Nothing to do writes no run
(`runId` is then absent).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import Field
from semnet.graph.errors import InvalidQueryError, NotFoundError
from semnet.graph.model import from_micros
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.params import EdgeFilter, Params, validate_params
from semnet.graph.query.views import Wire
from semnet.graph.store import triage as rules
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.triage import TriageAction
from semnet.graph.store.undo import NOT_UNDOABLE, apply_undo, plan_undo

# The event each action writes.
EVENTS: dict[str, str] = {
    "promote": "promoted",
    "dismiss": "dismissed",
    "demote": "demoted",
    "keep": "confirmed",
}


# The origins a filter takes by default, for each action.
DEFAULT_ORIGINS: dict[str, tuple[str, ...]] = {
    "promote": ("judged",),
    "dismiss": ("judged",),
    "demote": ("promoted",),
    "keep": ("promoted", "authorial"),
}


class TriageParams(Params):
    """Exactly one of `edges` and `filter`."""

    edges: list[str] | None = Field(default=None, min_length=1, max_length=10_000)
    filter: EdgeFilter | None = None


class TriagedEdge(Wire):
    edge_id: str
    kind: str
    event: str  # promoted | dismissed | demoted
    origin: str  # after the change
    dismissed: bool


class TriageResult(Wire):
    action: str
    run_id: str | None = None
    edges: list[TriagedEdge]


class UndoParams(Params):
    run: str = Field(min_length=1)  # a run id, or "last": the latest run an undo applies to


class RunsParams(Params):
    limit: int = Field(default=20, ge=1, le=1_000)


class UndoStep(Wire):
    edge_id: str
    event: str
    reverses: int


class UndoSkip(Wire):
    edge_id: str
    reason: str


class UndoResult(Wire):
    undoes: str
    run_id: str
    reversed: list[UndoStep]
    skipped: list[UndoSkip]


class RunInfo(Wire):
    id: str
    parent_id: str | None = None
    kind: str
    status: str
    started_at: datetime
    finished_at: datetime | None = None
    artifact: dict[str, Any] = Field(default_factory=dict)
    undoable: bool


class RunsResult(Wire):
    runs: list[RunInfo]


def run_info(row: dict[str, Any]) -> RunInfo:
    started = from_micros(row["started_at"])
    assert started is not None
    return RunInfo(
        id=str(row["id"]),
        parent_id=str(row["parent_id"]) if row["parent_id"] else None,
        kind=row["kind"],
        status=row["status"],
        started_at=started,
        finished_at=from_micros(row["finished_at"]),
        artifact=row["artifact"] if isinstance(row["artifact"], dict) else {},
        undoable=row["status"] == "committed" and row["kind"] not in NOT_UNDOABLE,
    )


def undo(store: EdgeStore, run_id: str, *, request: str = "undo") -> UndoResult:
    """Reverse what a run did, in a run of its own (see `graph/store/undo.py`);
    `run_id` "last" is the latest run that can be undone."""
    if run_id == "last":
        found = next((r for r in store.runs(200) if run_info(r).undoable), None)
        if found is None:
            raise InvalidQueryError("no run to undo")
        run_id = str(found["id"])
    plan = plan_undo(store, run_id)
    with store.run("undo", artifact={"request": request, "undoes": run_id}) as run:
        apply_undo(run, plan)
        events = list(run.events)
    return UndoResult(
        undoes=run_id,
        run_id=run.id,
        reversed=[
            UndoStep(edge_id=e.edge_id, event=e.event, reverses=e.reverses or 0) for e in events
        ],
        skipped=[UndoSkip(edge_id=k, reason=v) for k, v in sorted(plan.skipped.items())],
    )


def triage(
    store: EdgeStore, action: TriageAction, edge_ids: list[str], *, request: str = "triage"
) -> TriageResult:
    """Apply one action to some edges, in one run (all or nothing)."""
    ids = list(dict.fromkeys(edge_ids))
    if not ids:
        return TriageResult(action=action, edges=[])
    for eid in ids:
        rec = store.find_edge(eid)  # a dismissed edge is no longer live: from the store
        if rec is None:
            raise NotFoundError(f"no edge {eid}")
        rules.check(action, rec)
    with store.run(action, artifact={"request": request, "edges": ids}) as run:
        done = [getattr(run, action)(eid) for eid in ids]
    return TriageResult(
        action=action,
        run_id=run.id,
        edges=[
            TriagedEdge(
                edge_id=r.id,
                kind=r.kind,
                event=EVENTS[action],
                origin=r.origin,
                dismissed=r.retired == "dismissed",
            )
            for r in done
        ],
    )


class TriageAPI:
    """The triage requests of one workspace."""

    def __init__(self, api: GraphAPI) -> None:
        self.api = api
        self.store = api.store

    def apply(self, action: TriageAction, raw: Any, *, request: str | None = None) -> TriageResult:
        p: TriageParams = validate_params(TriageParams, raw)
        if (p.edges is None) == (p.filter is None):
            raise InvalidQueryError(f"{action}: give either 'edges' or 'filter'")
        if p.edges is not None:
            ids = p.edges
        else:
            assert p.filter is not None
            chosen = self.api.select(p.filter, DEFAULT_ORIGINS[action])
            ids = [r.id for r in chosen if rules.allowed(action, r)]
        return triage(self.store, action, ids, request=request or f"semnet/{action}")

    def undo(self, raw: Any) -> UndoResult:
        p: UndoParams = validate_params(UndoParams, raw)
        return undo(self.store, p.run, request="semnet/undo")

    def runs(self, raw: Any = None) -> RunsResult:
        """The latest runs, newest first (what `undo` takes)."""
        p: RunsParams = validate_params(RunsParams, raw)
        return RunsResult(runs=[run_info(r) for r in self.store.runs(p.limit)])
