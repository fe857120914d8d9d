"""`semnet graph pending | promote | dismiss | demote | runs | undo`: triage
from a terminal, through the same rules and API as the language server's
`semnet/pending`, `semnet/promote | dismiss | demote`, `semnet/runs` and
`semnet/undo` (`graph/judge/triage.py`); `--json` prints exactly what those
requests return.

Promote, dismiss and demote take edge ids, or a filter (the options
`pending` takes) for a batch: `semnet graph dismiss --file facts/people.md
--judge rules-v1` dismisses every suggestion of that judge in that file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from semnet.server.cli.app import JsonOpt, KindOpt, RootOpt, graph_app, out
from semnet.server.cli.stores import (
    ask_store,
    emit_json,
    endpoint_of,
    fail,
    guarded,
    where_of,
    workspace_api,
)

if TYPE_CHECKING:
    from semnet.graph.judge.triage import TriageResult
    from semnet.graph.query.api import GraphAPI
    from semnet.graph.query.views import EndpointInfo
    from semnet.graph.store.triage import TriageAction

EdgesArg = Annotated[list[str] | None, typer.Argument(help="Edge ids.", show_default=False)]
OriginOpt = Annotated[
    list[str] | None,
    typer.Option("--origin", help="judged (default) or promoted (repeatable)."),
]
JudgeOpt = Annotated[
    list[str] | None,
    typer.Option("--judge", help="Only this judge's edges (its model, e.g. rules-v1; repeatable)."),
]
FileOpt = Annotated[
    list[str] | None, typer.Option("--file", help="Only edges with an end in this file.")
]
EndpointOpt = Annotated[
    str | None, typer.Option("--endpoint", help="Only edges at this endpoint (or FILE.md:LINE).")
]
MinWeightOpt = Annotated[float | None, typer.Option("--min-weight", help="Weight at least.")]
MaxWeightOpt = Annotated[float | None, typer.Option("--max-weight", help="Weight at most.")]


def _filter(
    api: GraphAPI,
    kind: list[str] | None,
    origin: list[str] | None,
    judge: list[str] | None,
    file: list[str] | None,
    endpoint: str | None,
    min_weight: float | None,
    max_weight: float | None,
) -> dict[str, Any]:
    """The filter options as the params of `semnet/pending` (only those given)."""
    f: dict[str, Any] = {
        "kinds": kind,
        "origins": origin,
        "judges": judge,
        "files": [api.file_uri(api.rel_path(x)) for x in file] if file else None,
        "endpoint": endpoint_of(api, endpoint) if endpoint else None,
        "minWeight": min_weight,
        "maxWeight": max_weight,
    }
    return {k: v for k, v in f.items() if v is not None}


def _name(ep: EndpointInfo, where: Callable[[EndpointInfo], str | None] | None = None) -> str:
    """An endpoint as a listing shows it: its title (cut), and its `file:line`."""
    t = " ".join((ep.title or ep.ref).split())
    t = t if len(t) <= 40 else t[:39] + "…"
    at = where(ep) if where is not None else None
    return f"{t} ({at})" if at else t


@graph_app.command("pending")
def graph_pending(
    root: RootOpt = Path("."),
    kind: KindOpt = None,
    origin: OriginOpt = None,
    judge: JudgeOpt = None,
    file: FileOpt = None,
    endpoint: EndpointOpt = None,
    min_weight: MinWeightOpt = None,
    max_weight: MaxWeightOpt = None,
    limit: Annotated[int, typer.Option(help="At most this many edges.")] = 200,
    as_json: JsonOpt = False,
) -> None:
    """Judged edges awaiting triage, most confident first."""
    with workspace_api(root) as api:
        params = _filter(api, kind, origin, judge, file, endpoint, min_weight, max_weight)
        params["limit"] = limit
        result = guarded(lambda: api.pending(params))
    if as_json:
        emit_json(result.wire())
        return
    if not result.edges:
        out.print("nothing awaits triage", markup=False)
        return
    where = where_of(api)
    for e in result.edges:
        arrow = "⇄" if e.kind in ("contradicts", "in_tension", "agrees") else "→"
        reason = f" — {' '.join(e.reason.split())}" if e.reason else ""
        out.print(
            f"{e.id}  {e.kind:<12} {e.weight:.2f} {e.judge or e.origin:<10} "
            f"{_name(e.src, where)} {arrow} {_name(e.dst, where)}{reason}",
            markup=False,
        )
    out.print(f"{len(result.edges)} of {result.total} pending", markup=False)


def run_triage(
    root: Path,
    action: TriageAction,
    edges: list[str] | None,
    make_filter: Callable[[GraphAPI], dict[str, Any]],
    as_json: bool,
) -> None:
    from semnet.graph.judge.triage import EVENTS, TriageAPI

    with workspace_api(root) as api:
        f = make_filter(api)
        if edges and f:
            fail("give edge ids or filter options, not both")
        if not edges and not f:
            fail("give edge ids, or filter options (--kind, --judge, --file, …) for a batch")
        params = {"edges": edges} if edges else {"filter": f}
        result: TriageResult = guarded(lambda: TriageAPI(api).apply(action, params))
        if as_json:
            emit_json(result.wire())
            return
        store = api.store
        from semnet.graph.query.views import endpoint_info

        where = where_of(api)
        for e in result.edges:
            rec = store.find_edge(e.edge_id)
            what = ""
            if rec is not None:
                arrow = "→" if rec.directed else "⇄"
                a, b = (endpoint_info(x, store.nodes) for x in (rec.src, rec.dst))
                what = f" {_name(a, where)} {arrow} {_name(b, where)}"
            out.print(f"{e.event} {e.kind}{what} [{e.edge_id[-8:]}]", markup=False)
        n = len(result.edges)
        tail = f" in run {result.run_id}" if result.run_id else ""
        out.print(f"{n} edge{'s' if n != 1 else ''} {EVENTS[action]}{tail}", markup=False)


def _triage_command(action: TriageAction, doc: str) -> None:
    def command(
        edges: EdgesArg = None,
        root: RootOpt = Path("."),
        kind: KindOpt = None,
        origin: OriginOpt = None,
        judge: JudgeOpt = None,
        file: FileOpt = None,
        endpoint: EndpointOpt = None,
        min_weight: MinWeightOpt = None,
        max_weight: MaxWeightOpt = None,
        as_json: JsonOpt = False,
    ) -> None:
        def make_filter(api: GraphAPI) -> dict[str, Any]:
            return _filter(api, kind, origin, judge, file, endpoint, min_weight, max_weight)

        run_triage(root, action, edges, make_filter, as_json)

    command.__doc__ = doc
    command.__name__ = f"graph_{action}"
    graph_app.command(action)(command)


_triage_command("promote", "Accept judged edges (they become promoted): ids, or a filter.")
_triage_command(
    "dismiss",
    "Reject judged (or promoted) edges: they expire and the pair is not proposed again.",
)
_triage_command("demote", "Promoted edges back to suggestions (judged): ids, or a filter.")
_triage_command(
    "keep",
    "Keep decisions as they stand (confirmed): settles a conflict in the decisions journal.",
)


@graph_app.command("runs")
def graph_runs(
    root: RootOpt = Path("."),
    limit: Annotated[int, typer.Option(help="The latest this many runs.")] = 20,
    as_json: JsonOpt = False,
) -> None:
    """The latest runs, newest first (what `undo` takes)."""
    from semnet.graph.judge.triage import TriageAPI

    result = ask_store(root, lambda api: TriageAPI(api).runs({"limit": limit}))
    if as_json:
        emit_json(result.wire())
        return
    for r in result.runs:
        what = r.artifact.get("request") or r.artifact.get("undoes") or ""
        mark = "" if r.undoable else "  (not undoable)"
        out.print(
            f"{r.id}  {r.started_at:%Y-%m-%d %H:%M:%S}  {r.kind:<8} {r.status:<9} {what}{mark}",
            markup=False,
        )


@graph_app.command("undo")
def graph_undo(
    run: Annotated[str, typer.Argument(help="A run id (see `semnet graph runs`), or last.")],
    root: RootOpt = Path("."),
    as_json: JsonOpt = False,
) -> None:
    """Reverse what a run did, as new events in a run of its own (undo an undo to redo)."""
    from semnet.graph.judge.triage import TriageAPI

    result = ask_store(root, lambda api: TriageAPI(api).undo({"run": run}))
    if as_json:
        emit_json(result.wire())
        return
    out.print(
        f"undid run {result.undoes} in run {result.run_id}: {len(result.reversed)} event(s)",
        markup=False,
    )
    for step in result.reversed:
        out.print(f"  {step.event:<10} {step.edge_id}  (reverses #{step.reverses})", markup=False)
    for skip in result.skipped:
        out.print(f"  left alone {skip.edge_id}: {skip.reason}", markup=False)
