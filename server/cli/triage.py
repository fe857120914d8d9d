"""`semnet graph promote | dismiss | demote`: triage judged edges from a
terminal, through the same rules and API as the language server's
`semnet/promote | dismiss | demote` (`graph/judge/triage.py`); `--json`
prints exactly what those requests return."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from semnet.graph.judge.triage import TriageAPI, TriageResult
from semnet.graph.query.views import endpoint_info
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.triage import TriageAction
from semnet.server.cli.app import JsonOpt, RootOpt, emit_json, graph_app, guarded, open_store, out

EdgesArg = Annotated[list[str], typer.Argument(help="Edge ids.", show_default=False)]


def _short(store: EdgeStore, ref: str) -> str:
    title = endpoint_info(ref, store.nodes).title or ref
    title = " ".join(title.split())
    return title if len(title) <= 40 else title[:39] + "…"


def run_triage(root: Path, action: TriageAction, params: dict[str, Any], as_json: bool) -> None:
    store = open_store(root)
    try:
        result: TriageResult = guarded(lambda: TriageAPI(store).apply(action, params))
        if as_json:
            emit_json(result.wire())
            return
        for e in result.edges:
            rec = store.index.get(e.edge_id)
            what = ""
            if rec is not None:
                arrow = "→" if rec.directed else "⇄"
                what = f" {_short(store, rec.src)} {arrow} {_short(store, rec.dst)}"
            out.print(f"{e.event} {e.kind}{what} [{e.edge_id[-8:]}]", markup=False)
        out.print(
            f"{len(result.edges)} edge(s) {result.edges[0].event if result.edges else ''}"
            f" in run {result.run_id}",
            markup=False,
        )
    finally:
        store.close()


@graph_app.command("promote")
def graph_promote(edges: EdgesArg, root: RootOpt = Path("."), as_json: JsonOpt = False) -> None:
    """Accept judged edges (they become promoted)."""
    run_triage(root, "promote", {"edges": edges}, as_json)


@graph_app.command("dismiss")
def graph_dismiss(edges: EdgesArg, root: RootOpt = Path("."), as_json: JsonOpt = False) -> None:
    """Reject judged or promoted edges (they expire; the pair is not proposed again)."""
    run_triage(root, "dismiss", {"edges": edges}, as_json)


@graph_app.command("demote")
def graph_demote(edges: EdgesArg, root: RootOpt = Path("."), as_json: JsonOpt = False) -> None:
    """Promoted edges back to suggestions (judged)."""
    run_triage(root, "demote", {"edges": edges}, as_json)
