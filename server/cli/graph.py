"""`semnet graph stats | neighbors | contradicting | subgraph | paths | history |
rebuild`: the graph's questions from a terminal, the same answers as the
language server's `semnet/*` requests (`--json` prints exactly their JSON).

`stats`, `neighbors`, `contradicting` and `history` read only what they need,
from a read-only connection (aggregate counts; the slice of the store around
the endpoint); `subgraph` and `paths` walk beyond one hop and load the graph."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

import typer
from semnet.graph.query.render import DEFAULT_PER_KIND
from semnet.server.cli import quick
from semnet.server.cli.app import (
    AsOfOpt,
    JsonOpt,
    KindOpt,
    OriginsOpt,
    RootOpt,
    ValidAtOpt,
    graph_app,
    out,
)
from semnet.server.cli.stores import (
    STORE_PATH,
    emit_json,
    endpoint_of,
    fail,
    graph_api,
    guarded,
    open_store,
    query_api,
    where_of,
    with_filters,
    workspace_api,
    workspace_root,
)


def _is_edge_id(text: str) -> bool:
    from uuid import UUID

    try:
        UUID(text)
    except ValueError:
        return False
    return True


def stats_of(root: Path) -> Any:
    """The counts of `semnet/stats`, by DuckDB from a read-only connection."""
    from semnet.graph.query.api import StatsResult
    from semnet.graph.store.reads import connect_read_only, is_current, stats
    from semnet.server.cli.stores import lock_timeout

    root = workspace_root(root)
    path = root / STORE_PATH
    if not path.exists() and not path.parent.is_file():
        fail(f"no store at {path}; run `semnet index {root}` first")
    con = guarded(lambda: connect_read_only(path, lock_timeout()))
    try:
        if not is_current(con):
            con.close()
            with workspace_api(root) as api:
                return api.stats()
        return StatsResult.model_validate(stats(con))
    finally:
        con.close()


@graph_app.command("stats")
def graph_stats(root: RootOpt = Path("."), as_json: JsonOpt = False) -> None:
    """Node and edge counts per kind and origin."""
    result = guarded(lambda: stats_of(root)).wire()
    if as_json:
        emit_json(result)
        return
    from rich.table import Table

    t = Table(title=f"semnet graph — {root.resolve()}", show_header=True)
    t.add_column("what")
    t.add_column("count", justify="right")
    t.add_row("nodes", str(result["nodes"]))
    for k, v in result["nodesByKind"].items():
        t.add_row(f"  node {k}", str(v))
    t.add_row("edges (current)", str(result["edges"]))
    for k, v in result["edgesByKind"].items():
        t.add_row(f"  {k}", str(v))
    for k, v in result["edgesByOrigin"].items():
        t.add_row(f"  origin {k}", str(v))
    t.add_row("edges expired", str(result["expiredEdges"]))
    out.print(t)


EndpointArg = Annotated[
    str, typer.Argument(help="FILE.md (the note), FILE.md:LINE, node:…, work:…, locus:…")
]
LimitOpt = Annotated[
    int | None,
    typer.Option(help=f"At most this many edges of each kind (default {DEFAULT_PER_KIND})."),
]


@graph_app.command("neighbors")
def graph_neighbors(
    endpoint: EndpointArg,
    root: RootOpt = Path("."),
    kind: KindOpt = None,
    direction: Annotated[str, typer.Option(help="out, in or both")] = "both",
    origin: OriginsOpt = None,
    limit: LimitOpt = None,
    as_of: AsOfOpt = None,
    valid_at: ValidAtOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """One hop from an endpoint, each neighbour with its file:line (judged
    edges only when asked: --origin judged)."""
    quick.neighbors(
        endpoint,
        root=root,
        kind=kind,
        direction=direction,
        origin=origin,
        limit=limit,
        as_of=as_of,
        valid_at=valid_at,
        as_json=as_json,
    )


@graph_app.command("contradicting")
def graph_contradicting(
    endpoint: EndpointArg,
    root: RootOpt = Path("."),
    origin: OriginsOpt = None,
    as_of: AsOfOpt = None,
    valid_at: ValidAtOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """What contradicts or is in tension with an endpoint (judged: --origin judged)."""
    quick.contradicting(
        endpoint, root=root, origin=origin, as_of=as_of, valid_at=valid_at, as_json=as_json
    )


@graph_app.command("subgraph")
def graph_subgraph(
    endpoint: EndpointArg,
    root: RootOpt = Path("."),
    radius: Annotated[int, typer.Option(help="1 to 3 hops.")] = 1,
    kind: KindOpt = None,
    budget: Annotated[int, typer.Option(help="At most this many endpoints.")] = 200,
    origin: OriginsOpt = None,
    as_of: AsOfOpt = None,
    valid_at: ValidAtOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The neighbourhood within a radius, bounded by a node budget."""
    api = graph_api(root)
    params: dict[str, Any] = {
        "endpoint": endpoint_of(api, endpoint),
        "radius": radius,
        "budget": budget,
    }
    if kind:
        params["kinds"] = kind
    with_filters(params, origin, as_of, valid_at)
    result = guarded(lambda: api.subgraph(params))
    if as_json:
        emit_json(result.wire())
        return
    where = where_of(api)
    names = {n.ref: _named(n.title or n.ref, where(n)) for n in result.nodes}
    out.print(
        f"◆ {names.get(result.seed.ref, result.seed.ref)}: {len(result.nodes)} endpoints, "
        f"{len(result.edges)} edges{' (truncated)' if result.truncated else ''}",
        markup=False,
    )
    for e in result.edges:
        arrow = "→" if e.directed else "⇄"
        src, dst = names.get(e.src, e.src), names.get(e.dst, e.dst)
        mark = "suggested" if e.origin == "judged" else e.origin
        out.print(f"  {src} {arrow} {dst}  [{e.kind}, {mark}]", markup=False)


def _named(title: str, at: str | None, width: int = 60) -> str:
    """An endpoint as a line shows it: its title (cut) and where it is."""
    t = " ".join(title.split())
    t = t if len(t) <= width else t[: width - 1] + "…"
    return f"{t} ({at})" if at else t


@graph_app.command("paths")
def graph_paths(
    src: Annotated[str, typer.Argument(metavar="FROM")],
    dst: Annotated[str, typer.Argument(metavar="TO")],
    root: RootOpt = Path("."),
    kind: KindOpt = None,
    max_hops: Annotated[int, typer.Option(help="1 to 8.")] = 4,
    direction: Annotated[str, typer.Option(help="out, in or both")] = "out",
    origin: OriginsOpt = None,
    as_of: AsOfOpt = None,
    valid_at: ValidAtOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Shortest paths between two endpoints."""
    api = graph_api(root)
    params: dict[str, Any] = {
        "from": endpoint_of(api, src),
        "to": endpoint_of(api, dst),
        "maxHops": max_hops,
        "direction": direction,
    }
    if kind:
        params["kinds"] = kind
    with_filters(params, origin, as_of, valid_at)
    result = guarded(lambda: api.paths(params))
    if as_json:
        emit_json(result.wire())
        return
    if not result.paths:
        out.print("no path" + (" (search truncated)" if result.truncated else ""))
    where = where_of(api)
    for p in result.paths:
        steps = [_named(result.from_.title or result.from_.ref, where(result.from_))]
        for s in p:
            mark = " (suggested)" if s.edge.origin == "judged" else ""
            steps.append(f"-{s.edge.kind}{mark}-> {_named(s.to.title or s.to.ref, where(s.to))}")
        out.print(" ".join(steps), markup=False)


@graph_app.command("history")
def graph_history(
    target: Annotated[str | None, typer.Argument(help="An edge id, or an endpoint.")] = None,
    root: RootOpt = Path("."),
    run: Annotated[str | None, typer.Option(help="The events of a run and its sub-runs.")] = None,
    kind: KindOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Edge events, oldest first: of one edge, of every edge at an endpoint, or of a run.
    Ids are shown by their last 8 characters (a UUIDv7 begins with its time)."""
    if run:
        api = query_api(root, run=run, events=True)
        params: dict[str, Any] = {"run": run}
    elif target is None:
        fail("give an edge id, an endpoint or --run RUN")
        return
    elif _is_edge_id(target) and (
        api := query_api(root, edges=[target], events=True)
    ).store.index.get(target):
        params = {"edge": target}
    else:
        api = query_api(root, [target], events=True)
        params = {"endpoint": endpoint_of(api, target)}
    if kind:
        params["kinds"] = kind
    result = guarded(lambda: api.history(params))
    if as_json:
        emit_json(result.wire())
        return
    if not result.events:
        out.print("no events", markup=False)
        return
    from semnet.graph.query.views import endpoint_info

    index, nodes = api.store.index, api.store.nodes

    def what(edge_id: str) -> str:
        rec = index.get(edge_id)
        if rec is None:
            return edge_id[-8:]
        ends = [endpoint_info(r, nodes).title or r for r in (rec.src, rec.dst)]
        short = [e if len(e) <= 40 else e[:39] + "…" for e in ends]
        arrow = "→" if rec.directed else "⇄"
        mark = " (suggested)" if rec.origin == "judged" else ""
        return f"{rec.kind}{mark} {short[0]} {arrow} {short[1]} [{edge_id[-8:]}]"

    def day(value: datetime | None) -> str:
        return value.date().isoformat() if value else "open"

    for e in result.events:
        line = f"#{e.id:<5} {e.created_at:%Y-%m-%d %H:%M:%S}  run {(e.run_id or '-')[-8:]}  "
        line += f"{e.event:<11} {what(e.edge_id)}"
        if e.event in ("created", "ended", "invalidated", "superseded") and (
            e.invalid_at_before or e.invalid_at_after
        ):
            line += f"  invalid_at {day(e.invalid_at_before)} → {day(e.invalid_at_after)}"
        if e.caused_by_edge_id:
            line += f"  caused by {e.caused_by_edge_id[-8:]}"
        out.print(line, markup=False)


@graph_app.command("rebuild")
def graph_rebuild(root: RootOpt = Path("."), as_json: JsonOpt = False) -> None:
    """Drop and re-derive the structural and derived edges; durable edges stay."""
    from semnet.graph.manuscript.indexer import Indexer

    root = workspace_root(root)
    with open_store(root) as store:
        summary = guarded(lambda: Indexer(store, root).rebuild())
    if as_json:
        emit_json(summary.as_dict())
        return
    out.print(
        f"rebuilt {summary.relifted} paragraphs: {summary.edges_kept} edges kept, "
        f"{summary.edges_created} created, {summary.edges_retracted} retracted "
        f"({summary.seconds:.2f} s)",
        markup=False,
    )
