"""The MCP server of one workspace (stdio, the official `mcp` SDK): the graph's
questions as tools, the notes as resources; read-only unless `allow_writes`
adds `promote` and `dismiss`.

Every tool takes the params of the matching `semnet graph … --json` command
and returns exactly what it prints (the pydantic results of `GraphAPI`,
`grounding`, `search` and `TriageAPI`, as camelCase JSON). As the CLI's
listings, `neighbors`, `contradicting`, `subgraph` and `paths` leave judged
edges (a judge's suggestions) out unless `origins` asks (`["judged"]`,
`["all"]`); `pending` lists them, with the filters of `semnet graph
pending`. `promote` and `dismiss` go through the one triage rule
(`graph/store/triage.py`, via `graph/judge/triage.py`). An endpoint is a ref
(`node:…`, `work:…`, `locus:…`) or `FILE.md:LINE`. The store is loaded once
and reloaded when another process (the language server, `semnet index`) has
written it; it is held open only while a write runs.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Annotated, Any, Literal
from urllib.parse import quote

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.resources import FileResource
from mcp.types import ToolAnnotations
from pydantic import Field
from semnet.graph.errors import SemnetError
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.params import listing_origins
from semnet.graph.query.views import Wire
from semnet.graph.store.edge_store import EdgeStore

INSTRUCTIONS = """\
semnet keeps a typed, time-aware graph of a Markdown manuscript: paragraphs,
facts, characters, places, sources; edges such as mentions, links_to,
sourced_from, contradicts, in_tension, agrees, graded_as. Judged edges are a
judge's suggestions until the writer promotes or dismisses them: the
listings leave them out unless `origins` asks (["judged"] or ["all"]), and
`pending` lists them.
Find a paragraph with `search`, then ask about it with `grounding` (a short
prose summary), `neighbors`, `contradicting`, `subgraph` or `history`.
Endpoints are refs such as node:… (as returned) or FILE.md:LINE."""

NOTE_SCHEME = "semnet://note/"

Endpoint = Annotated[str, Field(description="node:…, work:…, locus:… or FILE.md:LINE (1-based)")]
EdgeKinds = Annotated[
    list[str] | None, Field(description="Only edges of these kinds (e.g. contradicts, mentions)")
]
Direction = Literal["out", "in", "both"]
NodeBudget = Annotated[int, Field(ge=1, le=10_000, description="At most this many endpoints")]
ProseBudget = Annotated[int, Field(ge=1, description="At most this many characters of prose")]
Query = Annotated[str, Field(description="Words that must all occur (any case, any accents)")]
NodeKinds = Annotated[
    list[str] | None, Field(description="Only nodes of these kinds: fact, paragraph, character, …")
]
EdgeId = Annotated[str, Field(description="The id of a judged edge")]
Origins = Annotated[
    list[str] | None,
    Field(
        description="Only edges of these origins (authorial, promoted, judged, …; all: every "
        "one). Default: every origin but judged"
    ),
]
Weight = Annotated[float | None, Field(ge=0.0, le=1.0)]

READ = ToolAnnotations(read_only_hint=True, open_world_hint=False)
WRITE = ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False)


def semnet_version() -> str:
    try:
        return version("semnet")
    except PackageNotFoundError:  # pragma: no cover
        return "0"


class Workspace:
    """One workspace's store and query API, shared by the tools (one at a time)."""

    def __init__(self, root: Path, lock_timeout: float = 10.0) -> None:
        self.root = root.resolve()
        self.store = EdgeStore.for_workspace(self.root, hold="writes", lock_timeout=lock_timeout)
        self.api = GraphAPI(self.store, self.root, file_uris=True)
        self.lock = threading.Lock()

    def ask(self, question: Callable[[GraphAPI], Wire]) -> dict[str, Any]:
        """The JSON answer to a question, or a tool error with semnet's message."""
        with self.lock:
            try:
                self.store.refresh_if_changed()
                answer: dict[str, Any] = question(self.api).wire()
                return answer
            except SemnetError as exc:
                raise ToolError(str(exc)) from None

    def path(self, rel: str) -> str:
        """A file named relative to the workspace (an assistant's working folder is not)."""
        return str(self.root / rel) if not Path(rel).is_absolute() else rel

    def ref(self, api: GraphAPI, endpoint: str) -> dict[str, str]:
        """`{"ref": …}` of an endpoint; `FILE.md:LINE` is relative to the workspace
        (an assistant's working folder is not)."""
        path, sep, line = endpoint.rpartition(":")
        if sep and line.isdigit() and path and (self.root / path).is_file():
            endpoint = f"{self.root / path}:{line}"
        return {"ref": api.resolve(endpoint)}

    def notes(self) -> list[tuple[str, str | None]]:
        """The Markdown files of the graph (workspace-relative) and their titles."""
        titles: dict[str, str | None] = {}
        for node in sorted(self.store.nodes.values(), key=lambda n: (n.uri or "", n.ord)):
            if node.uri and node.uri.endswith(".md") and node.uri not in titles:
                titles[node.uri] = node.title
        return sorted(titles.items())

    def close(self) -> None:
        self.store.close()


def _drop_none(params: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in params.items() if v is not None}


def build_server(ws: Workspace, *, allow_writes: bool = False) -> MCPServer[Any]:
    """The MCP server over `ws`: read tools, note resources, and with
    `allow_writes` the `promote` and `dismiss` tools."""
    server: MCPServer[Any] = MCPServer(
        name="semnet", instructions=INSTRUCTIONS, version=semnet_version()
    )
    _read_tools(server, ws)
    _note_tools(server, ws)
    if allow_writes:
        _write_tools(server, ws)
    for rel, title in ws.notes():
        server.add_resource(
            FileResource(
                uri=NOTE_SCHEME + quote(rel),
                name=rel,
                title=title or rel,
                description=f"The Markdown note {rel}",
                mime_type="text/markdown",
                path=ws.root / rel,
                encoding="utf-8",
            )
        )
    return server


def _read_tools(server: MCPServer[Any], ws: Workspace) -> None:
    """The traversals: neighbours, contradicting, subgraph, paths, history."""

    @server.tool(annotations=READ)
    def neighbors(
        endpoint: Endpoint,
        kinds: EdgeKinds = None,
        direction: Direction = "both",
        origins: Origins = None,
        limit: Annotated[
            int | None, Field(ge=0, description="At most this many edges of each kind")
        ] = None,
    ) -> dict[str, Any]:
        """The edges one hop from an endpoint, with the other end of each
        (as `semnet graph neighbors --json`)."""
        return ws.ask(
            lambda api: api.neighbors(
                _drop_none(
                    {"endpoint": ws.ref(api, endpoint), "kinds": kinds,
                     "direction": direction, "origins": listing_origins(origins),
                     "perKind": limit}
                )
            )
        )  # fmt: skip

    @server.tool(annotations=READ)
    def contradicting(endpoint: Endpoint, origins: Origins = None) -> dict[str, Any]:
        """What contradicts or is in tension with an endpoint: accepted, and
        judged when `origins` asks (as `semnet graph contradicting --json`)."""
        return ws.ask(
            lambda api: api.contradicting(
                _drop_none({"endpoint": ws.ref(api, endpoint),
                            "origins": listing_origins(origins)})
            )
        )  # fmt: skip

    @server.tool(annotations=READ)
    def subgraph(
        endpoint: Endpoint,
        radius: Annotated[int, Field(ge=1, le=3, description="Hops, 1 to 3")] = 1,
        kinds: EdgeKinds = None,
        budget: NodeBudget = 200,
        origins: Origins = None,
    ) -> dict[str, Any]:
        """The neighbourhood within a radius, bounded by a node budget
        (as `semnet graph subgraph --json`)."""
        return ws.ask(
            lambda api: api.subgraph(
                _drop_none({"endpoint": ws.ref(api, endpoint), "radius": radius,
                            "budget": budget, "kinds": kinds,
                            "origins": listing_origins(origins)})
            )
        )  # fmt: skip

    @server.tool(annotations=READ)
    def paths(
        source: Endpoint,
        target: Endpoint,
        kinds: EdgeKinds = None,
        max_hops: Annotated[int, Field(ge=1, le=8, description="1 to 8")] = 4,
        direction: Direction = "out",
        origins: Origins = None,
    ) -> dict[str, Any]:
        """Shortest paths from `source` to `target` (as `semnet graph paths --json`)."""
        return ws.ask(
            lambda api: api.paths(
                _drop_none({"from": ws.ref(api, source), "to": ws.ref(api, target),
                            "maxHops": max_hops, "direction": direction, "kinds": kinds,
                            "origins": listing_origins(origins)})
            )
        )  # fmt: skip

    @server.tool(annotations=READ)
    def history(
        target: Annotated[str, Field(description="An edge id, or an endpoint")],
        kinds: EdgeKinds = None,
    ) -> dict[str, Any]:
        """The edge events (created, promoted, dismissed, invalidated, …), oldest
        first: of one edge, or of every edge at an endpoint (as `semnet graph history --json`)."""

        def ask(api: GraphAPI) -> Wire:
            if api.store.find_edge(target) is not None:
                params: dict[str, Any] = {"edge": target}
            else:
                params = {"endpoint": ws.ref(api, target)}
            if kinds:
                params["kinds"] = kinds
            return api.history(params)

        return ws.ask(ask)


def _note_tools(server: MCPServer[Any], ws: Workspace) -> None:
    """Tools about one paragraph or the notes at large: grounding, pending, search."""

    @server.tool(annotations=READ)
    def grounding(
        endpoint: Endpoint,
        budget: ProseBudget = 1200,
        limit: Annotated[int, Field(ge=1, description="At most this many items per list")] = 8,
    ) -> dict[str, Any]:
        """What the graph knows about a paragraph: its people, places, story
        time, sources, verdicts, contradictions and links, with `prose` ready for
        a prompt (as `semnet graph grounding --json`)."""
        from semnet.graph.query.grounding import grounding as ask

        return ws.ask(
            lambda api: ask(
                api, {"endpoint": ws.ref(api, endpoint), "budget": budget, "limit": limit}
            )
        )

    @server.tool(annotations=READ)
    def pending(
        kinds: EdgeKinds = None,
        origins: Annotated[
            list[str] | None, Field(description="judged (default) and/or promoted")
        ] = None,
        judges: Annotated[
            list[str] | None, Field(description="Only these judges' edges (e.g. rules-v1)")
        ] = None,
        files: Annotated[
            list[str] | None, Field(description="Only edges with an end in these files")
        ] = None,
        endpoint: Annotated[str | None, Field(description="Only edges at this endpoint")] = None,
        min_weight: Weight = None,
        max_weight: Weight = None,
        limit: Annotated[int, Field(ge=1, le=10_000)] = 200,
    ) -> dict[str, Any]:
        """Judged edges nobody has promoted or dismissed yet (or promoted ones,
        when `origins` asks), most confident first, with the filters of
        `semnet graph pending` (as its `--json`)."""
        return ws.ask(
            lambda api: api.pending(
                _drop_none({"kinds": kinds, "origins": origins, "judges": judges,
                            "files": [ws.path(f) for f in files] if files else None,
                            "endpoint": ws.ref(api, endpoint) if endpoint else None,
                            "minWeight": min_weight, "maxWeight": max_weight,
                            "limit": limit})
            )
        )  # fmt: skip

    @server.tool(annotations=READ)
    def search(
        query: Query,
        node_kinds: NodeKinds = None,
        limit: Annotated[int, Field(ge=1, le=500)] = 20,
    ) -> dict[str, Any]:
        """Nodes whose title or text holds every word of the query, best first,
        with a snippet (as `semnet graph search --json`)."""
        from semnet.graph.query.search import search as ask

        params = _drop_none({"query": query, "kinds": node_kinds, "limit": limit})
        return ws.ask(lambda api: ask(api, params))


def _write_tools(server: MCPServer[Any], ws: Workspace) -> None:
    """`promote` and `dismiss`, through the one triage rule (as `semnet graph
    promote | dismiss ID --json`)."""
    from semnet.graph.judge.triage import TriageAPI

    @server.tool(annotations=WRITE)
    def promote(edge: EdgeId) -> dict[str, Any]:
        """Accept a judged edge: it becomes `promoted` (the writer's own)."""
        return ws.ask(lambda api: TriageAPI(api).apply("promote", {"edges": [edge]}))

    @server.tool(annotations=WRITE)
    def dismiss(edge: EdgeId) -> dict[str, Any]:
        """Reject a judged (or promoted) edge: it expires and its pair is not
        proposed again."""
        return ws.ask(lambda api: TriageAPI(api).apply("dismiss", {"edges": [edge]}))
