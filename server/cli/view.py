"""`semnet graph view` (a picture of a neighbourhood) and `semnet graph grounding`
(what the graph knows about a paragraph, for a person or an LLM prompt)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from semnet.graph.query.grounding_models import DEFAULT_BUDGET, DEFAULT_LIMIT
from semnet.server.cli.app import JsonOpt, KindOpt, RootOpt, err, graph_app, out
from semnet.server.cli.stores import emit_json, endpoint_of, fail, graph_api, guarded, write_output


@graph_app.command("view")
def graph_view(
    endpoint: Annotated[str, typer.Argument(help="node:…, work:…, locus:…, or FILE.md:LINE")],
    root: RootOpt = Path("."),
    radius: Annotated[int, typer.Option(help="1 to 3 hops.")] = 2,
    kind: KindOpt = None,
    budget: Annotated[int, typer.Option(help="At most this many endpoints.")] = 200,
    out_file: Annotated[
        Path, typer.Option("--out", "-o", help="The HTML file to write ('-' for stdout).")
    ] = Path("graph.html"),
    title: Annotated[str | None, typer.Option(help="The page's heading.")] = None,
) -> None:
    """Draw the neighbourhood of an endpoint as one self-contained HTML page."""
    api = graph_api(root)
    params: dict[str, Any] = {
        "endpoint": endpoint_of(api, endpoint),
        "radius": radius,
        "budget": budget,
    }
    if kind:
        params["kinds"] = kind
    result = guarded(lambda: api.subgraph(params))
    from semnet.graph.query.html_view import render_html

    page = render_html(result, title=title)
    if str(out_file) == "-":
        sys.stdout.write(page)
        return
    try:
        write_output(out_file, page)
    except OSError as exc:
        fail(f"cannot write {out_file}: {exc.strerror or exc}")
    err.print(
        f"wrote {out_file}: {len(result.nodes)} endpoints, {len(result.edges)} edges"
        f"{' (truncated by the budget)' if result.truncated else ''}",
        markup=False,
    )


@graph_app.command("grounding")
def graph_grounding(
    endpoint: Annotated[str, typer.Argument(help="node:…, or FILE.md:LINE")],
    root: RootOpt = Path("."),
    budget: Annotated[
        int, typer.Option(help="At most this many characters of prose.")
    ] = DEFAULT_BUDGET,
    limit: Annotated[int, typer.Option(help="At most this many items per list.")] = DEFAULT_LIMIT,
    as_json: JsonOpt = False,
) -> None:
    """What the graph knows about a paragraph: people, places, time, sources,
    verdicts, contradictions and what links to it (prose for a prompt, or JSON)."""
    api = graph_api(root)
    params = {"endpoint": endpoint_of(api, endpoint), "budget": budget, "limit": limit}
    from semnet.graph.query.grounding import grounding

    result = guarded(lambda: grounding(api, params))
    if as_json:
        emit_json(result.wire())
    else:
        out.print(result.prose, markup=False)
