"""`semnet graph similar`: the statements nearest an endpoint (or a text), live
from the embedding index; `--materialise` writes the `similar_to` cache.
`--json` prints exactly what `semnet/similar` returns."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from semnet.server.cli.app import JsonOpt, RootOpt, graph_app, out
from semnet.server.cli.stores import emit_json, endpoint_of, fail, graph_api, guarded, workspace_api


def vectors_of(api: Any, backend: str | None = None) -> Any:
    """The workspace's embedding index (`[judge] embedding`, or `backend`)."""
    from semnet.graph.judge.config import load_judge_settings
    from semnet.graph.judge.embed import vector_index_for

    name = backend or guarded(lambda: load_judge_settings(api.root)).embedding
    if name == "none":
        return None
    return guarded(lambda: vector_index_for(api.store, name))


@graph_app.command("similar")
def graph_similar(
    endpoint: Annotated[
        str | None, typer.Argument(help="node:… or FILE.md:LINE (a paragraph or fact)")
    ] = None,
    root: RootOpt = Path("."),
    text: Annotated[str | None, typer.Option(help="Search for this text instead.")] = None,
    k: Annotated[int, typer.Option("--k", help="How many.")] = 10,
    min_score: Annotated[float | None, typer.Option(help="Only scores at least this.")] = None,
    backend: Annotated[
        str | None, typer.Option(help="Embedding backend (default: [judge] embedding).")
    ] = None,
    materialise: Annotated[
        bool,
        typer.Option("--materialise", help="Write the similar_to cache ([similarity] table)."),
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Statements similar to a paragraph or fact (or a text), with cosine scores."""
    from semnet.graph.query.similar import load_similarity_settings, similar
    from semnet.graph.query.similar import materialise as write_cache

    if materialise:
        with workspace_api(root) as api:
            settings = guarded(lambda: load_similarity_settings(root))
            vectors = vectors_of(api, backend)
            if vectors is None:
                fail('the similar_to cache needs an embedding backend, not "none"')
            summary = guarded(lambda: write_cache(api.store, vectors, settings))
        if as_json:
            emit_json(summary.wire())
        else:
            out.print(
                f"similar_to ({summary.backend}): {summary.created} created, {summary.kept} kept, "
                f"{summary.retracted} retracted",
                markup=False,
            )
        return
    api = graph_api(root)
    if (endpoint is None) == (text is None):
        fail("give an endpoint or --text, not both")
    params: dict[str, Any] = {"k": k}
    if endpoint is not None:
        params["endpoint"] = endpoint_of(api, endpoint)
    else:
        params["text"] = text
    if min_score is not None:
        params["minScore"] = min_score
    result = guarded(lambda: similar(api, params, vectors_of(api, backend)))
    if as_json:
        emit_json(result.wire())
        return
    head = result.endpoint.title if result.endpoint else repr(text)
    out.print(f"◆ {head} ({result.backend})", markup=False)
    for item in result.items:
        e = item.endpoint
        line = e.range.start.line + 1 if e.range else 0
        out.print(f"  {item.score:6.3f}  {(e.title or e.ref)[:80]}  ({e.uri}:{line})", markup=False)
