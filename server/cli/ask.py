"""`semnet graph ask "QUESTION"`: the llm judge answers a question about the
manuscript by walking the graph (`graph/query/ask.py`). `--json` prints
exactly what `semnet/ask` returns."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from semnet.server.cli.app import JsonOpt, RootOpt, graph_app, out
from semnet.server.cli.judge import (
    BaseUrlOpt,
    KeyEnvOpt,
    ModelOpt,
    RetriesOpt,
    TimeoutOpt,
    _settings,
    judge_api,
)
from semnet.server.cli.stores import emit_json, guarded


@graph_app.command("ask")
def graph_ask(
    question: Annotated[str, typer.Argument(help="The question, in any language.")],
    root: RootOpt = Path("."),
    k: Annotated[int, typer.Option("--k", help="Statements to start from.")] = 6,
    steps: Annotated[int, typer.Option(help="Neighbour requests the model may make.")] = 3,
    budget: Annotated[int, typer.Option(help="Characters of grounding per statement.")] = 800,
    base_url: BaseUrlOpt = None,
    model: ModelOpt = None,
    api_key_env: KeyEnvOpt = None,
    timeout: TimeoutOpt = None,
    retries: RetriesOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Ask the llm judge a question; it walks the graph and names what it used."""
    from semnet.graph.query.ask import ask

    settings = _settings(root, base_url, model, api_key_env, timeout, retries)
    params: dict[str, Any] = {"question": question, "k": k, "steps": steps, "budget": budget}
    with judge_api(root, settings) as judges:
        result = guarded(lambda: ask(judges, params))
    if as_json:
        emit_json(result.wire())
        return
    out.print(result.answer, markup=False)
    if result.refs:
        out.print("", markup=False)
        for e in result.refs:
            line = e.range.start.line + 1 if e.range else 0
            where = f"{e.uri}:{line}" if e.uri else e.ref
            out.print(f"  · {(e.title or e.ref)[:80]}  ({where})", markup=False)
    for r in result.unknown_refs:
        out.print(f"  ? {r} (named by the model, never shown to it)", markup=False)
    out.print(f"[{result.model}, {len(result.steps)} step(s)]", markup=False)
