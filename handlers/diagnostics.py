"""Diagnostics: computed per file, held in one dict keyed by (source, uri),
published by one `sync_diagnostics()` (as esbonio does).

Sources: "edges" (stance and verdict edges, on each node end) and "problems"
(broken, ambiguous and malformed links, unknown citations, front matter).
Only the documents whose diagnostics changed since the last publish are sent.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from lsprotocol import types
from semnet.handlers.convert import Frame

if TYPE_CHECKING:
    from semnet.graph.editor.navigation import WorkspaceView
    from semnet.server.lsp import SemnetServer
    from semnet.server.workspace import Workspace

SOURCES = ("edges", "problems")


def compute(
    ls: SemnetServer,
    ws: Workspace,
    rel: str,
    view: WorkspaceView,
    frame: Frame,
    severities: Mapping[str, str],
) -> None:
    """The diagnostics of one file, into `ls.diagnostics` (not sent yet)."""
    from semnet.graph.editor.diagnostics import edge_diagnostics, problem_diagnostics

    uri = ws.uri_of(rel)
    edges = edge_diagnostics(view, rel, severities)
    problems = problem_diagnostics(rel, view.problems(rel), severities)
    ls.diagnostics[("edges", uri)] = [frame.diagnostic(d, severities) for d in edges]
    ls.diagnostics[("problems", uri)] = [frame.diagnostic(d, severities) for d in problems]
    ls.diagnostics_dirty.add(uri)


def for_uri(ls: SemnetServer, uri: str) -> list[types.Diagnostic]:
    out: list[types.Diagnostic] = []
    for source in SOURCES:
        out.extend(ls.diagnostics.get((source, uri), ()))
    return out


def sync_diagnostics(ls: SemnetServer) -> None:
    """Publish every document whose diagnostics differ from what was last sent."""
    uris = sorted(ls.diagnostics_dirty)
    ls.diagnostics_dirty.clear()
    for uri in uris:
        now = for_uri(ls, uri)
        if ls.published.get(uri, []) == now:
            continue
        if now:
            ls.published[uri] = now
        else:
            ls.published.pop(uri, None)
            for source in SOURCES:
                ls.diagnostics.pop((source, uri), None)
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=now)
        )
