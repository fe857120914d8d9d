"""`semnet import openalex` (works and their citations) and `semnet graph
rests-on` (what in the manuscript rests on a work). `--json` prints exactly
what `semnet/importWorks` and `semnet/restsOn` return."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from semnet.server.cli.app import JsonOpt, RootOpt, err, graph_app, out
from semnet.server.cli.judge import import_app
from semnet.server.cli.stores import ask_store, emit_json, endpoint_of, graph_api, guarded


@import_app.command("openalex")
def import_openalex(
    files: Annotated[
        list[Path] | None,
        typer.Argument(help="OpenAlex work JSON (a work, a result page, JSON Lines) or CSL-JSON."),
    ] = None,
    root: RootOpt = Path("."),
    fetch: Annotated[
        bool,
        typer.Option(
            "--fetch", help="Ask the works API for the bibliography's DOIs and what they cite."
        ),
    ] = False,
    base_url: Annotated[
        str | None, typer.Option("--base-url", help="The works API (default: [openalex]).")
    ] = None,
    refresh: Annotated[
        bool, typer.Option("--refresh", help="With --fetch: ask again what the cache holds.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Import works and their citations (cites edges) into the workspace's store."""
    from semnet.graph.importers.works import import_works_request

    params: dict[str, Any] = {
        "paths": [str(f.resolve()) for f in files or []],
        "fetch": fetch,
        "refresh": refresh,
    }
    if base_url:
        params["baseUrl"] = base_url
    result = ask_store(root, lambda api: import_works_request(api, params, outside_ok=True))
    if as_json:
        emit_json(result.wire())
        return
    out.print(
        f"{result.works} works: {result.cites_created} cites edges created, "
        f"{result.cites_kept} already there; {result.renamed} renamed to their DOI, "
        f"{result.reconciled} sources tied by citation key; "
        f"{result.bibliography_works} DOIs in the bibliography",
        markup=False,
    )
    if result.fetched is not None:
        f = result.fetched
        out.print(
            f"fetched: {f['requests']} requests, {f['cached']} from the cache, "
            f"{f['notFound']} not found",
            markup=False,
        )
    for p in result.problems:
        err.print(f"semnet: {p}", markup=False)


@graph_app.command("rests-on")
def graph_rests_on(
    endpoint: Annotated[str, typer.Argument(help="work:…, a source (node:…), or FILE:LINE")],
    root: RootOpt = Path("."),
    depth: Annotated[int, typer.Option(help="Citation hops back from the work (0 to 4).")] = 2,
    limit: Annotated[int, typer.Option(help="At most this many statements.")] = 200,
    as_json: JsonOpt = False,
) -> None:
    """What in the manuscript rests on a work: facts and citing paragraphs, through
    the sources identified with it and the works that cite it."""
    from semnet.graph.query.citations import rests_on

    api = graph_api(root)
    params = {"endpoint": endpoint_of(api, endpoint), "depth": depth, "limit": limit}
    result = guarded(lambda: rests_on(api, params))
    if as_json:
        emit_json(result.wire())
        return
    out.print(
        f"◆ {result.work.title or result.work.ref}: {result.total} statements "
        f"(through {result.works} works){' (truncated)' if result.truncated else ''}",
        markup=False,
    )
    for item in result.items:
        e = item.endpoint
        line = e.range.start.line + 1 if e.range else 0
        chain = " → ".join((v.title or v.ref)[:40] for v in item.via)
        hops = f", {item.citation_hops} citation hop(s)" if item.citation_hops else ""
        out.print(f"  {(e.title or e.ref)[:70]} ({e.uri}:{line}){hops}", markup=False)
        out.print(f"      via {chain}", markup=False)
