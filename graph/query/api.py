"""The query surface shared by the CLI and the language server.

Params and results are pydantic models with camelCase JSON, so that
`semnet graph neighbors … --json` prints exactly what `semnet/neighbors`
returns. Bad params raise `InvalidQueryError` with a message that says what is
wrong; an endpoint that is not in the graph raises `NotFoundError`.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic.alias_generators import to_camel
from semnet.graph.editor.located import endpoint_at_line
from semnet.graph.errors import InvalidQueryError, NotFoundError, RefSyntaxError
from semnet.graph.model import EdgeKind, NodeRec, is_file_node, node_ref, parse_ref, to_micros
from semnet.graph.query.render import DEFAULT_PER_KIND, HARD_CAP, render_neighbors
from semnet.graph.query.traverse import (
    MAX_PATH_HOPS,
    MAX_RADIUS,
    contradicting,
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
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.uris import FileUris, path_of


class Params(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


class TextDocumentId(Params):
    uri: str


class PositionParam(Params):
    line: int = Field(ge=0)
    character: int = Field(ge=0)


class EndpointParam(Params):
    """Either `{"ref": "node:…"}` or a text document and a position in it."""

    ref: str | None = None
    text_document: TextDocumentId | None = None
    position: PositionParam | None = None


def _check_kinds(v: list[str] | None) -> list[str] | None:
    if v is None:
        return v
    known = {k.value for k in EdgeKind}
    bad = [k for k in v if k not in known]
    if bad:
        raise ValueError(f"unknown edge kind {bad[0]!r}; known kinds: {', '.join(sorted(known))}")
    return v


class NeighborsParams(Params):
    endpoint: EndpointParam
    kinds: list[str] | None = None
    direction: Literal["out", "in", "both"] = "both"
    origins: list[str] | None = None
    limit: int | None = Field(default=None, ge=0)  # edges in all
    per_kind: int | None = Field(default=None, ge=0)  # edges of each kind
    as_of: datetime | None = None

    _k = field_validator("kinds")(_check_kinds)


class ContradictingParams(Params):
    endpoint: EndpointParam
    as_of: datetime | None = None


class SubgraphParams(Params):
    endpoint: EndpointParam
    radius: int = Field(default=1, ge=1, le=MAX_RADIUS)
    kinds: list[str] | None = None
    budget: int = Field(default=200, ge=1, le=10_000)
    as_of: datetime | None = None

    _k = field_validator("kinds")(_check_kinds)


class PathsParams(Params):
    from_: EndpointParam = Field(alias="from")
    to: EndpointParam
    kinds: list[str] | None = None
    max_hops: int = Field(default=4, ge=1, le=MAX_PATH_HOPS)
    direction: Literal["out", "in", "both"] = "out"
    as_of: datetime | None = None

    _k = field_validator("kinds")(_check_kinds)


class HistoryParams(Params):
    edge: str | None = None
    endpoint: EndpointParam | None = None
    run: str | None = None
    kinds: list[str] | None = None  # only the events of edges of these kinds

    _k = field_validator("kinds")(_check_kinds)


class PendingParams(Params):
    kinds: list[str] | None = None
    endpoint: EndpointParam | None = None
    limit: int = Field(default=200, ge=1, le=10_000)

    _k = field_validator("kinds")(_check_kinds)


class RenderParams(Params):
    endpoint: EndpointParam
    kinds: list[str] | None = None
    direction: Literal["out", "in", "both"] = "both"
    per_kind: int = Field(default=DEFAULT_PER_KIND, ge=1, le=HARD_CAP)
    width: int = Field(default=100, ge=20, le=400)

    _k = field_validator("kinds")(_check_kinds)


class PendingEdge(Wire):
    """A judged edge nobody has promoted or dismissed yet."""

    id: str
    kind: str
    origin: str
    weight: float
    reason: str | None = None
    src: EndpointInfo
    dst: EndpointInfo
    created_at: datetime
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


_R = TypeVar("_R", bound=Wire)


def validate_params(model: type[Params], raw: Any) -> Any:
    """Validate request params; a failure becomes an `InvalidQueryError` naming the fields."""
    try:
        return model.model_validate(raw if raw is not None else {})
    except ValidationError as exc:
        parts = []
        for e in exc.errors():
            loc = ".".join(str(p) for p in e["loc"]) or "params"
            msg = e["msg"].removeprefix("Value error, ")
            parts.append(f"{loc}: {msg}")
        raise InvalidQueryError("invalid params: " + "; ".join(parts)) from None


def _micros(value: datetime | None) -> int | None:
    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return to_micros(value)


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
            if not text.startswith(
                ("node:", "source:", "work:", "locus:", "sense:", "ili:", "grade:")
            ):
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
        hops = neighbors(
            self.store.index, ep, p.kinds, p.direction, p.origins, _micros(p.as_of), p.limit
        )
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
        return self._uris(
            neighbors_result(
                ep, contradicting(self.store.index, ep, _micros(p.as_of)), self.store.nodes
            )
        )

    def subgraph(self, raw: Any) -> SubgraphResult:
        p: SubgraphParams = validate_params(SubgraphParams, raw)
        ep = self.resolve(p.endpoint)
        sg = subgraph(self.store.index, ep, p.radius, p.kinds, p.budget, _micros(p.as_of))
        return self._uris(subgraph_result(sg, self.store.nodes))

    def paths(self, raw: Any) -> PathsResult:
        p: PathsParams = validate_params(PathsParams, raw)
        a, b = self.resolve(p.from_), self.resolve(p.to)
        pr = paths(
            self.store.index,
            a,
            b,
            p.kinds,
            p.max_hops,
            as_of=_micros(p.as_of),
            direction=p.direction,
        )
        return self._uris(paths_result(a, b, pr, self.store.nodes))

    def history(self, raw: Any) -> HistoryResult:
        p: HistoryParams = validate_params(HistoryParams, raw)
        given = [x for x in (p.edge, p.endpoint, p.run) if x is not None]
        if len(given) != 1:
            raise InvalidQueryError("history: give exactly one of 'edge', 'endpoint' or 'run'")
        if p.edge is not None:
            if self.store.index.get(p.edge) is None:
                raise NotFoundError(f"no edge {p.edge}")
            events = self.store.history(p.edge)
        elif p.run is not None:
            events = self.store.run_events(p.run)
        else:
            assert p.endpoint is not None
            ep = self.resolve(p.endpoint)
            events = self.store.events_for(r.id for r in self.store.index.touching(ep))
        if p.kinds is not None:
            index = self.store.index
            wanted = set(p.kinds)
            events = [
                e
                for e in events
                if (rec := index.get(e.edge_id)) is not None and rec.kind in wanted
            ]
        return history_result(events)

    def stats(self, raw: Any = None) -> StatsResult:
        validate_params(Params, raw)
        return StatsResult.model_validate(self.store.stats())

    def pending(self, raw: Any = None) -> PendingResult:
        """Judged edges awaiting triage (not promoted, not dismissed, not
        expired), most confident first, then newest."""
        p: PendingParams = validate_params(PendingParams, raw)
        kinds = set(p.kinds) if p.kinds else None
        touching: set[str] | None = None
        if p.endpoint is not None:
            ep = self.resolve(p.endpoint)
            touching = {r.id for r in self.store.index.touching(ep)}
        found = [
            r
            for r in self.store.index.by_id.values()
            if r.origin == "judged"
            and r.expired_at is None
            and (kinds is None or r.kind in kinds)
            and (touching is None or r.id in touching)
        ]
        found.sort(key=lambda r: (-r.weight, -r.created_at, r.id))
        nodes = self.store.nodes
        edges = []
        for r in found[: p.limit]:
            e = subgraph_edge(r)
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

    def endpoint(self, ref: str) -> dict[str, Any]:
        return self._uri_of(endpoint_info(ref, self.store.nodes)).wire()

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
