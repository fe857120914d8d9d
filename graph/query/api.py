"""The query surface shared by the CLI and the language server.

Params and results are pydantic models with camelCase JSON, so that
`semnet graph neighbors … --json` prints exactly what `semnet/neighbors`
returns. Bad params raise `InvalidQueryError` with a message that says what is
wrong; an endpoint that is not in the graph raises `NotFoundError`.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import Field
from semnet.graph.editor.located import endpoint_at_line
from semnet.graph.errors import InvalidQueryError, NotFoundError, RefSyntaxError
from semnet.graph.model import (
    REF_PREFIXES,
    EdgeOrigin,
    EdgeRec,
    NodeRec,
    is_file_node,
    node_ref,
    parse_ref,
)
from semnet.graph.query.asof import states_at
from semnet.graph.query.params import (
    ContradictingParams,
    EdgeFilter,
    EndpointParam,
    HistoryParams,
    NeighborsParams,
    Params,
    PathsParams,
    PendingParams,
    RenderParams,
    SubgraphParams,
    micros,
    story_param,
    validate_params,
)
from semnet.graph.query.render import render_neighbors
from semnet.graph.query.traverse import (
    Hop,
    StorySpan,
    contradicting,
    holds_at,
    neighbors,
    paths,
    subgraph,
)
from semnet.graph.query.views import (
    EndpointInfo,
    HistoryResult,
    NeighborsResult,
    PathsResult,
    SubgraphResult,
    Wire,
    endpoint_info,
    history_result,
    neighbors_result,
    paths_result,
    subgraph_edge,
    subgraph_result,
)
from semnet.graph.store.index import AdjacencyIndex
from semnet.graph.uris import FileUris, path_of


class PendingEdge(Wire):
    """A judged edge nobody has promoted or dismissed yet (or, when asked
    for, a promoted one); `judge` is the model that proposed it."""

    id: str
    kind: str
    origin: str
    weight: float
    reason: str | None = None
    src: EndpointInfo
    dst: EndpointInfo
    created_at: datetime
    judge: str | None = None
    attrs: dict[str, Any] = Field(default_factory=dict)


class PendingResult(Wire):
    edges: list[PendingEdge]
    total: int


class RenderResult(Wire):
    endpoint: EndpointInfo
    text: str


class StatsResult(Wire):
    nodes: int
    nodes_by_kind: dict[str, int]
    edges: int
    edges_by_kind: dict[str, int]
    edges_by_origin: dict[str, int]
    expired_edges: int


# The params live in `params.py`; these are named here too, for the modules
# that take them with the API.
__all__ = [
    "EdgeFilter",
    "EndpointParam",
    "GraphAPI",
    "Params",
    "PendingEdge",
    "PendingResult",
    "RenderResult",
    "StatsResult",
    "validate_params",
]

_R = TypeVar("_R", bound=Wire)

if TYPE_CHECKING:
    from semnet.graph.query.groups import GroupResult
    from semnet.graph.store.edge_store import EdgeStore


def _as_hops(edges: list[EdgeRec]) -> list[Hop]:
    return [Hop(e, "out", e.dst) for e in edges]


class GraphAPI:
    """The graph's questions, over one store of one workspace."""

    def __init__(
        self,
        store: EdgeStore,
        root: str | os.PathLike[str] | None = None,
        *,
        file_uris: bool = False,
    ) -> None:
        """`file_uris`: endpoints' `uri` is a `file://` URI (what an editor
        opens) rather than the workspace-relative path; needs `root`."""
        self.store = store
        self.root = Path(root).resolve() if root is not None else None
        self.file_uris = file_uris and self.root is not None
        self._by_uri: dict[str, list[NodeRec]] = {}
        self._by_uri_gen = -1
        self._file_uris = FileUris(self.root) if self.root is not None else None

    # -- endpoints -----------------------------------------------------------

    def rel_path(self, uri_or_path: str) -> str:
        """Workspace-relative path of a `file://` URI or a path. A relative
        path is from the current folder (as a shell gives it), or else, when
        that is no file of the workspace, from the workspace's root."""
        path = path_of(uri_or_path) or Path(uri_or_path)
        if self.root is not None:
            if not path.is_absolute():
                here = (Path.cwd() / path).resolve()
                rooted = (self.root / path).resolve()
                inside = here.is_relative_to(self.root)
                use_root = not (inside and here.exists()) and rooted.is_relative_to(self.root)
                path = rooted if use_root and (rooted.exists() or not inside) else here
            try:
                return path.resolve().relative_to(self.root).as_posix()
            except ValueError:
                raise InvalidQueryError(
                    f"{uri_or_path} is not inside the workspace {self.root}"
                ) from None
        return path.as_posix()

    def nodes_in(self, rel: str) -> list[NodeRec]:
        if self._by_uri_gen != self.store.generation:
            by: dict[str, list[NodeRec]] = {}
            for n in self.store.nodes.values():
                if n.uri is not None:
                    by.setdefault(n.uri, []).append(n)
            for lst in by.values():
                lst.sort(key=lambda n: (n.start_line if n.start_line is not None else -1, n.ord))
            self._by_uri = by
            self._by_uri_gen = self.store.generation
        return self._by_uri.get(rel, [])

    def node_at(self, rel: str, line: int) -> NodeRec | None:
        """The endpoint at a line: its most specific node, the note on its title heading."""
        return endpoint_at_line(self.nodes_in(rel), line)

    def resolve(self, ep: EndpointParam | str) -> str:
        """The canonical ref of an endpoint param, a ref text, `FILE.md:LINE`
        (1-based), or `FILE.md` (the note; any file of the workspace)."""
        if isinstance(ep, str):
            text = ep
            if not text.startswith(REF_PREFIXES):
                path, sep, line = text.rpartition(":")
                if sep and line.isdigit() and path:
                    return self._at(self.rel_path(path), int(line) - 1, text)
                if not sep:
                    return self._file(self.rel_path(text), text)
            return self._ref(text)
        if ep.ref is not None:
            return self._ref(ep.ref)
        if ep.text_document is None or ep.position is None:
            raise InvalidQueryError(
                "endpoint: give either 'ref' or both 'textDocument' and 'position'"
            )
        return self._at(self.rel_path(ep.text_document.uri), ep.position.line, ep.text_document.uri)

    def _ref(self, text: str) -> str:
        try:
            ref = parse_ref(text).text
        except RefSyntaxError as exc:
            raise InvalidQueryError(str(exc)) from None
        idx = self.store.index
        if (
            ref.startswith("node:")
            and ref[5:] not in self.store.nodes
            and ref not in idx.out
            and ref not in idx.inc
            and ref not in idx.sym
        ):
            raise NotFoundError(f"no node {ref[5:]} in the graph")
        return ref

    def _file(self, rel: str, shown: str) -> str:
        """The node of a whole file (a note, a bibliography, an attachment)."""
        f = next((n for n in self.nodes_in(rel) if is_file_node(n)), None)
        if f is None:
            raise NotFoundError(
                f"{shown}: no indexed file {rel} (give node:…, FILE.md or FILE.md:LINE)"
            )
        return node_ref(f.id)

    def _at(self, rel: str, line: int, shown: str) -> str:
        nodes = self.nodes_in(rel)
        if not nodes:
            raise NotFoundError(f"{shown}: no indexed document {rel}")
        node = self.node_at(rel, line)
        if node is None:
            last = max((n.end_line or 0) for n in nodes)
            raise InvalidQueryError(
                f"{shown}: line {line + 1} is outside {rel} (it has {last} lines)"
            )
        return node_ref(node.id)

    # -- questions --------------------------------------------------------------

    def neighbors(self, raw: Any) -> NeighborsResult:
        p: NeighborsParams = validate_params(NeighborsParams, raw)
        ep = self.resolve(p.endpoint)
        t, story = micros(p.as_of), story_param(p.valid_at)
        hops = neighbors(
            self.index_at(t),
            ep,
            p.kinds,
            p.direction,
            p.origins,
            t,
            p.limit if t is None else None,
            valid_at=story if t is None else None,
        )
        if t is not None:
            hops = self._then(hops, t, story)[: p.limit]
        if p.per_kind is not None:
            seen: dict[str, int] = {}
            kept = []
            for h in hops:
                seen[h.edge.kind] = seen.get(h.edge.kind, 0) + 1
                if seen[h.edge.kind] <= p.per_kind:
                    kept.append(h)
            hops = kept
        return self._uris(neighbors_result(ep, hops, self.store.nodes))

    def contradicting(self, raw: Any) -> NeighborsResult:
        p: ContradictingParams = validate_params(ContradictingParams, raw)
        ep = self.resolve(p.endpoint)
        t, story = micros(p.as_of), story_param(p.valid_at)
        hops = contradicting(
            self.index_at(t), ep, t, p.origins, valid_at=story if t is None else None
        )
        if t is not None:
            hops = self._then(hops, t, story)
        return self._uris(neighbors_result(ep, hops, self.store.nodes))

    def subgraph(self, raw: Any) -> SubgraphResult:
        p: SubgraphParams = validate_params(SubgraphParams, raw)
        ep = self.resolve(p.endpoint)
        t, story = micros(p.as_of), story_param(p.valid_at)
        sg = subgraph(
            self.index_at(t),
            ep,
            p.radius,
            p.kinds,
            p.budget,
            t,
            origins=p.origins,
            valid_at=story if t is None else None,
        )
        if t is not None:
            then = {h.edge.id: h.edge for h in self._then(_as_hops(sg.edges), t, story)}
            sg.edges = [then[e.id] for e in sg.edges if e.id in then]
        return self._uris(subgraph_result(sg, self.store.nodes))

    def paths(self, raw: Any) -> PathsResult:
        p: PathsParams = validate_params(PathsParams, raw)
        a, b = self.resolve(p.from_), self.resolve(p.to)
        t, story = micros(p.as_of), story_param(p.valid_at)
        pr = paths(
            self.index_at(t),
            a,
            b,
            p.kinds,
            p.max_hops,
            as_of=t,
            direction=p.direction,
            origins=p.origins,
            valid_at=story if t is None else None,
        )
        if t is not None:
            edges = [h.edge for path in pr.paths for h in path]
            then = {h.edge.id: h.edge for h in self._then(_as_hops(edges), t, story)}
            pr.paths = [
                [Hop(then[h.edge.id], h.direction, h.other) for h in path]
                for path in pr.paths
                if all(h.edge.id in then for h in path)
            ]
        return self._uris(paths_result(a, b, pr, self.store.nodes))

    def _then(self, hops: list[Hop], t: int, story: StorySpan | None) -> list[Hop]:
        """The hops whose edges were current at system time `t`, each edge as
        it was then (`asof.py`: its end and origin from its events), and, with
        `story`, holding at that story time then."""
        events_for = getattr(self.store, "events_for", None)
        if events_for is None or not hops:  # a store slice has no event log
            return [h for h in hops if story is None or holds_at(h.edge, story)]
        recs = {h.edge.id: h.edge for h in hops}
        states = states_at(recs.values(), events_for(recs), t)
        out = []
        for h in hops:
            st = states[h.edge.id]
            if not st.current:
                continue
            then = h.edge.copy()
            then.invalid_at, then.origin, then.expired_at, then.retired = (
                st.invalid_at,
                st.origin,
                None,
                None,
            )
            if story is None or holds_at(then, story):
                out.append(Hop(then, h.direction, h.other))
        return out

    def history(self, raw: Any) -> HistoryResult:
        p: HistoryParams = validate_params(HistoryParams, raw)
        given = [x for x in (p.edge, p.endpoint, p.run) if x is not None]
        if len(given) != 1:
            raise InvalidQueryError("history: give exactly one of 'edge', 'endpoint' or 'run'")
        kind_of: dict[str, str] = {}
        if p.edge is not None:
            rec = self.store.find_edge(p.edge)
            if rec is None:
                raise NotFoundError(f"no edge {p.edge}")
            events = self.store.history(p.edge)
            kind_of[rec.id] = rec.kind
        elif p.run is not None:
            events = self.store.run_events(p.run)
            for eid in {e.edge_id for e in events} if p.kinds is not None else ():
                found = self.store.find_edge(eid)
                if found is not None:
                    kind_of[eid] = found.kind
        else:
            assert p.endpoint is not None
            ep = self.resolve(p.endpoint)
            ever = self.store.edges_ever_at(ep)  # the edges no longer live too
            kind_of = {r.id: r.kind for r in ever}
            events = self.store.events_for(kind_of)
        if p.kinds is not None:
            wanted = set(p.kinds)
            events = [e for e in events if kind_of.get(e.edge_id) in wanted]
        return history_result(events)

    def stats(self, raw: Any = None) -> StatsResult:
        validate_params(Params, raw)
        return StatsResult.model_validate(self.store.stats())

    def select(
        self, f: EdgeFilter, default_origins: tuple[str, ...] = (EdgeOrigin.JUDGED.value,)
    ) -> list[EdgeRec]:
        """The current edges a filter matches (`origins` defaulting to
        `default_origins`), most confident first, then newest."""
        kinds = set(f.kinds) if f.kinds else None
        origins = set(f.origins) if f.origins else set(default_origins)
        judges = set(f.judges) if f.judges else None
        lo = f.min_weight if f.min_weight is not None else 0.0
        hi = f.max_weight if f.max_weight is not None else 1.0
        ends: set[str] | None = None
        if f.endpoint is not None:
            ends = {self.resolve(f.endpoint)}
        if f.files:
            refs = {node_ref(n.id) for rel in f.files for n in self.nodes_in(self.rel_path(rel))}
            ends = refs if ends is None else ends & refs
        if ends is not None:
            index = self.store.index
            pool: Any = {r.id: r for e in sorted(ends) for r in index.touching(e)}.values()
        else:
            pool = self.store.index.by_id.values()
        found = [
            r
            for r in pool
            if r.expired_at is None
            and r.origin in origins
            and (kinds is None or r.kind in kinds)
            and (judges is None or r.attrs.get("model") in judges)
            and lo <= r.weight <= hi
        ]
        found.sort(key=lambda r: (-r.weight, -r.created_at, r.id))
        return found

    def pending(self, raw: Any = None) -> PendingResult:
        """Edges awaiting triage (judged, current; promoted ones too when
        `origins` asks), most confident first, then newest."""
        p: PendingParams = validate_params(PendingParams, raw)
        found = self.select(p)
        nodes = self.store.nodes
        edges = []
        for r in found[: p.limit]:
            e = subgraph_edge(r)
            model = r.attrs.get("model")
            edges.append(
                PendingEdge(
                    id=e.id,
                    kind=e.kind,
                    origin=e.origin,
                    weight=e.weight,
                    reason=e.reason,
                    src=self._uri_of(endpoint_info(r.src, nodes)),
                    dst=self._uri_of(endpoint_info(r.dst, nodes)),
                    created_at=e.created_at,
                    judge=model if isinstance(model, str) else None,
                    attrs=e.attrs,
                )
            )
        return PendingResult(edges=edges, total=len(found))

    def render(self, raw: Any) -> RenderResult:
        """The neighbourhood as the monospace tree of RFC §8.2."""
        p: RenderParams = validate_params(RenderParams, raw)
        ep = self.resolve(p.endpoint)
        hops = neighbors(self.store.index, ep, p.kinds, p.direction)
        result = neighbors_result(ep, hops, self.store.nodes)
        text = render_neighbors(result, per_kind=p.per_kind, width=p.width)
        return RenderResult(endpoint=self._uri_of(result.endpoint), text=text)

    def endpoint_info(self, ref: str) -> EndpointInfo:
        """An endpoint as results show it (a node's file as a URI when asked)."""
        return self._uri_of(endpoint_info(ref, self.store.nodes))

    def group(self, raw: Any) -> GroupResult:
        """A group view (`groups.py`): facts by source or verdict, loci with
        their citing paragraphs, characters and places with their events."""
        from semnet.graph.query.groups import group_view

        return group_view(self, raw)

    def endpoint(self, ref: str) -> dict[str, Any]:
        return self._uri_of(endpoint_info(ref, self.store.nodes)).wire()

    def index_at(self, as_of: int | None) -> AdjacencyIndex:
        """The edges a query as of system time `as_of` walks: the live index
        for now (None), else the edges current then, read from the store."""
        return self.store.index if as_of is None else self.store.index_as_of(as_of)

    # -- URIs ----------------------------------------------------------------------

    def file_uri(self, rel: str) -> str:
        assert self._file_uris is not None, "file URIs need the workspace root"
        return self._file_uris.uri(rel)

    def _uri_of(self, info: EndpointInfo) -> EndpointInfo:
        if self.file_uris and info.uri is not None and not info.uri.startswith("file:"):
            info.uri = self.file_uri(info.uri)
        return info

    def _uris(self, result: _R) -> _R:
        """Endpoints' paths as file URIs, when asked for."""
        if not self.file_uris:
            return result
        if isinstance(result, NeighborsResult):
            self._uri_of(result.endpoint)
            for e in result.edges:
                self._uri_of(e.other)
        elif isinstance(result, SubgraphResult):
            self._uri_of(result.seed)
            for n in result.nodes:
                self._uri_of(n)
        elif isinstance(result, PathsResult):
            self._uri_of(result.from_)
            self._uri_of(result.to)
            for path in result.paths:
                for step in path:
                    self._uri_of(step.to)
        return result
