"""`semnet graph search` and `semnet graph pending`: a text search over the
nodes and the judged edges awaiting triage (`--json` prints what the MCP
tools `search` and `pending`, and `semnet/pending`, return)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from semnet.server.cli.app import (
    JsonOpt,
    KindOpt,
    RootOpt,
    emit_json,
    graph_api,
    graph_app,
    guarded,
    out,
)

LimitOpt = Annotated[int, typer.Option("--limit", help="At most this many items.")]


@graph_app.command("search")
def graph_search(
    query: Annotated[str, typer.Argument(help="Words that must all occur (any case or accents).")],
    root: RootOpt = Path("."),
    node_kind: Annotated[
        list[str] | None,
        typer.Option("--node-kind", help="Only nodes of this kind (repeatable): fact, …"),
    ] = None,
    limit: LimitOpt = 20,
    as_json: JsonOpt = False,
) -> None:
    """Nodes whose title or text holds every word of QUERY, best first."""
    from semnet.graph.query.search import search

    api = graph_api(root)
    params: dict[str, Any] = {"query": query, "limit": limit}
    if node_kind:
        params["kinds"] = node_kind
    result = guarded(lambda: search(api, params))
    if as_json:
        emit_json(result.wire())
        return
    for hit in result.hits:
        ep = hit.endpoint
        where = ep.ref
        if ep.uri and ep.range:
            where = f"{api.rel_path(ep.uri)}:{ep.range.start.line + 1}"
        out.print(f"{where}  [{ep.kind}]  {hit.snippet}", markup=False)
    out.print(f"{len(result.hits)} of {result.total} nodes", markup=False)


@graph_app.command("pending")
def graph_pending(
    root: RootOpt = Path("."),
    kind: KindOpt = None,
    endpoint: Annotated[
        str | None, typer.Option("--endpoint", help="Only edges at this endpoint.")
    ] = None,
    limit: LimitOpt = 200,
    as_json: JsonOpt = False,
) -> None:
    """Judged edges nobody has promoted or dismissed yet, most confident first."""
    api = graph_api(root)
    params: dict[str, Any] = {"limit": limit}
    if kind:
        params["kinds"] = kind
    if endpoint:
        params["endpoint"] = {"ref": guarded(lambda: api.resolve(endpoint))}
    result = guarded(lambda: api.pending(params))
    if as_json:
        emit_json(result.wire())
        return
    for e in result.edges:
        src, dst = e.src.title or e.src.ref, e.dst.title or e.dst.ref
        reason = f" — {e.reason}" if e.reason else ""
        out.print(f"{e.id}  {e.kind} {e.weight:.2f}  {src[:50]} ⇒ {dst[:50]}{reason}", markup=False)
    out.print(f"{len(result.edges)} of {result.total} pending", markup=False)
