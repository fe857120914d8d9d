"""Triage as a workflow: promote, dismiss or demote judged edges, one or many
in one run, through the rules of `graph/store/triage.py` (their one home).

This is what the CLI (`semnet graph promote | dismiss | demote`), the
language server's `semnet/promote | dismiss | demote` requests, its
`semnet.promote` / `semnet.dismiss` / `semnet.demote` commands and its code
actions call, so each refuses the same edges with the same `TriageError`.

    params                               result
    {edges: [id, …]}                     TriageResult {action, runId, edges: [TriagedEdge]}

A batch is all or nothing: if the rules refuse one edge, nothing is written
and the error names it.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field
from semnet.graph.errors import NotFoundError
from semnet.graph.query.api import Params, validate_params
from semnet.graph.query.views import Wire
from semnet.graph.store import triage as rules
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.triage import TriageAction

# The event each action writes.
EVENTS: dict[str, str] = {"promote": "promoted", "dismiss": "dismissed", "demote": "demoted"}


class TriageParams(Params):
    edges: list[str] = Field(min_length=1, max_length=10_000)


class TriagedEdge(Wire):
    edge_id: str
    kind: str
    event: str  # promoted | dismissed | demoted
    origin: str  # after the change
    dismissed: bool


class TriageResult(Wire):
    action: str
    run_id: str
    edges: list[TriagedEdge]


def triage(
    store: EdgeStore, action: TriageAction, edge_ids: list[str], *, request: str = "triage"
) -> TriageResult:
    """Apply one action to some edges, in one run (all or nothing)."""
    ids = list(dict.fromkeys(edge_ids))
    for eid in ids:
        rec = store.index.get(eid)
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
    """The triage requests of one workspace's store."""

    def __init__(self, store: EdgeStore) -> None:
        self.store = store

    def apply(self, action: TriageAction, raw: Any, *, request: str | None = None) -> TriageResult:
        p: TriageParams = validate_params(TriageParams, raw)
        return triage(self.store, action, p.edges, request=request or f"semnet/{action}")
