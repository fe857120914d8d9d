"""`semnet graph search`: a text search over the nodes (`--json` prints what
the MCP tool `search` returns). `semnet graph pending`, the edges awaiting
triage, is with the triage commands (`server/cli/triage.py`)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from semnet.server.cli.app import JsonOpt, RootOpt, graph_app, out
from semnet.server.cli.stores import emit_json, graph_api, guarded

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
