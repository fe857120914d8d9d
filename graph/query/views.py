"""Query results as JSON-ready pydantic models (camelCase on the wire).

These are exactly what the CLI prints with `--json` and what the language
server's `semnet/*` requests return, so both share one shape.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel
from semnet.graph.editor.located import locate_stored
from semnet.graph.model import EventRec, NodeRec, from_micros, split_ref
from semnet.graph.query.traverse import Hop, PathResult, Subgraph


class Wire(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")

    def wire(self) -> dict[str, Any]:
        return self.model_dump(mode="json", by_alias=True, exclude_none=True)


class Position(Wire):
    line: int
    character: int


class Range(Wire):
    start: Position
    end: Position


class EndpointInfo(Wire):
    ref: str
    kind: str
    title: str | None = None
    uri: str | None = None
    range: Range | None = None


class EdgeInfo(Wire):
    id: str
    kind: str
    origin: str
    directed: bool
    weight: float
    reason: str | None = None
    direction: str
    other: EndpointInfo
    created_at: datetime
    valid_at: datetime | None = None
    invalid_at: datetime | None = None
    expired_at: datetime | None = None
    attrs: dict[str, Any] = Field(default_factory=dict)


class NeighborsResult(Wire):
    endpoint: EndpointInfo
    edges: list[EdgeInfo]


class SubgraphEdge(Wire):
    id: str
    kind: str
    origin: str
    src: str
    dst: str
    directed: bool
    weight: float
    reason: str | None = None
    created_at: datetime
    valid_at: datetime | None = None
    invalid_at: datetime | None = None
    attrs: dict[str, Any] = Field(default_factory=dict)


class SubgraphResult(Wire):
    seed: EndpointInfo
    nodes: list[EndpointInfo]
    edges: list[SubgraphEdge]
    truncated: bool


class PathStep(Wire):
    edge: SubgraphEdge
    direction: str
    to: EndpointInfo


class PathsResult(Wire):
    from_: EndpointInfo = Field(alias="from")
    to: EndpointInfo
    paths: list[list[PathStep]]
    truncated: bool


class EventInfo(Wire):
    id: int
    edge_id: str
    run_id: str | None = None
    event: str
    invalid_at_before: datetime | None = None
    invalid_at_after: datetime | None = None
    caused_by_edge_id: str | None = None
    created_at: datetime
    reverses: int | None = None


class HistoryResult(Wire):
    events: list[EventInfo]


def endpoint_info(ref: str, nodes: Mapping[str, NodeRec]) -> EndpointInfo:
    kind, addr = split_ref(ref)
    if kind != "node":
        return EndpointInfo(ref=ref, kind=kind, title=addr)
    node = nodes.get(addr)
    if node is None:
        return EndpointInfo(ref=ref, kind="node")
    rng = _node_range(node)
    return EndpointInfo(ref=ref, kind=node.kind, title=node.title, uri=node.uri, range=rng)


def _node_range(node: NodeRec) -> Range | None:
    """The range of a stored node, as the language server frames it."""
    loc = locate_stored(node)
    if loc is None:
        return None
    return Range(
        start=Position(line=loc.start_line, character=loc.start_char),
        end=Position(line=loc.end_line, character=loc.end_char),
    )


def edge_info(hop: Hop, nodes: Mapping[str, NodeRec]) -> EdgeInfo:
    r = hop.edge
    created = from_micros(r.created_at)
    assert created is not None
    return EdgeInfo(
        id=r.id,
        kind=r.kind,
        origin=r.origin,
        directed=r.directed,
        weight=round(r.weight, 6),
        reason=r.reason,
        direction=hop.direction,
        other=endpoint_info(hop.other, nodes),
        created_at=created,
        valid_at=from_micros(r.valid_at),
        invalid_at=from_micros(r.invalid_at),
        expired_at=from_micros(r.expired_at),
        attrs=r.attrs,
    )


def subgraph_edge(r: Any) -> SubgraphEdge:
    created = from_micros(r.created_at)
    assert created is not None
    return SubgraphEdge(
        id=r.id,
        kind=r.kind,
        origin=r.origin,
        src=r.src,
        dst=r.dst,
        directed=r.directed,
        weight=round(r.weight, 6),
        reason=r.reason,
        created_at=created,
        valid_at=from_micros(r.valid_at),
        invalid_at=from_micros(r.invalid_at),
        attrs=r.attrs,
    )


def neighbors_result(ep: str, hops: list[Hop], nodes: Mapping[str, NodeRec]) -> NeighborsResult:
    return NeighborsResult(
        endpoint=endpoint_info(ep, nodes), edges=[edge_info(h, nodes) for h in hops]
    )


def subgraph_result(sg: Subgraph, nodes: Mapping[str, NodeRec]) -> SubgraphResult:
    return SubgraphResult(
        seed=endpoint_info(sg.seed, nodes),
        nodes=[endpoint_info(n, nodes) for n in sg.nodes],
        edges=[subgraph_edge(e) for e in sg.edges],
        truncated=sg.truncated,
    )


def paths_result(a: str, b: str, pr: PathResult, nodes: Mapping[str, NodeRec]) -> PathsResult:
    return PathsResult(
        **{"from": endpoint_info(a, nodes)},
        to=endpoint_info(b, nodes),
        paths=[
            [
                PathStep(
                    edge=subgraph_edge(h.edge),
                    direction=h.direction,
                    to=endpoint_info(h.other, nodes),
                )
                for h in p
            ]
            for p in pr.paths
        ],
        truncated=pr.truncated,
    )


def event_info(e: EventRec) -> EventInfo:
    created = from_micros(e.created_at)
    assert created is not None
    return EventInfo(
        id=e.id,
        edge_id=e.edge_id,
        run_id=e.run_id,
        event=e.event,
        invalid_at_before=from_micros(e.invalid_at_before),
        invalid_at_after=from_micros(e.invalid_at_after),
        caused_by_edge_id=e.caused_by_edge_id,
        created_at=created,
        reverses=e.reverses,
    )


def history_result(events: list[EventRec]) -> HistoryResult:
    return HistoryResult(events=[event_info(e) for e in events])
