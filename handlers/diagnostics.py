"""Diagnostics: what each file shows, computed into the server's
`DiagnosticsPublisher` (one dict keyed by (source, uri); its `sync()` sends
the documents whose diagnostics changed, as esbonio does).

Sources: "edges" (stance and verdict edges, on each node end) and "problems"
(broken, ambiguous and malformed links, unknown citations, front matter).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from semnet.handlers.convert import Frame

if TYPE_CHECKING:
    from semnet.graph.editor.diagnostics import EdgeNoise
    from semnet.graph.editor.navigation import WorkspaceView
    from semnet.server.publisher import DiagnosticsPublisher

SOURCES = ("edges", "problems")


def compute(
    publisher: DiagnosticsPublisher,
    uri: str,
    rel: str,
    view: WorkspaceView,
    frame: Frame,
    severities: Mapping[str, str],
    noise: EdgeNoise | None = None,
) -> None:
    """The diagnostics of one file (`rel`, whose URI is `uri`), set on the
    publisher for each source (sent at its next `sync()`)."""
    from semnet.graph.editor.diagnostics import edge_diagnostics, problem_diagnostics

    edges = edge_diagnostics(view, rel, severities, noise)
    problems = problem_diagnostics(rel, view.problems(rel), severities)
    publisher.set("edges", uri, [frame.diagnostic(d, severities) for d in edges])
    publisher.set("problems", uri, [frame.diagnostic(d, severities) for d in problems])
