"""Manual assertions: the writer states a relation between two endpoints
(`semnet graph relate A B --kind …`, `semnet/assert`, the `semnet.assert`
command), an `authorial` edge written with the same checks as any write
(endpoint forms, the kind's direction, the edge-event rules).

    semnet/assert {from, to, kind, reason?}  → AssertResult {edge, event, runId, from, to}

The kinds a writer asserts: `sourced_from`, `contradicts`, `agrees`,
`qualifies`, `in_tension`, `links_to`. If a judge already suggested the
same relation, the suggestion is promoted (`event: promoted`); the same
relation asserted again is `confirmed`.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, ValidationError
from semnet.graph.errors import InvalidQueryError
from semnet.graph.model import Edge, EdgeOrigin, coerce_ref
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.params import EndpointParam, Params, validate_params
from semnet.graph.query.views import EndpointInfo, SubgraphEdge, Wire, subgraph_edge
from semnet.graph.store.triage import allowed

ManualKind = Literal["sourced_from", "contradicts", "agrees", "qualifies", "in_tension", "links_to"]


class AssertParams(Params):
    from_: EndpointParam = Field(alias="from")
    to: EndpointParam
    kind: ManualKind
    reason: str | None = Field(default=None, max_length=2_000)


class AssertResult(Wire):
    edge: SubgraphEdge
    event: str  # created | confirmed | promoted
    run_id: str
    from_: EndpointInfo = Field(alias="from")
    to: EndpointInfo


def assert_relation(api: GraphAPI, raw: Any) -> AssertResult:
    """State a relation as the writer's own (see the module docstring)."""
    p: AssertParams = validate_params(AssertParams, raw)
    a, b = api.resolve(p.from_), api.resolve(p.to)
    if a == b:
        raise InvalidQueryError("from and to are the same endpoint")
    attrs = {"source_origin": "manual"} if p.kind == "sourced_from" else {}
    try:
        rec = Edge(
            src=coerce_ref(a),
            dst=coerce_ref(b),
            kind=p.kind,  # type: ignore[arg-type]
            origin=EdgeOrigin.AUTHORIAL,
            reason=p.reason or None,
            attrs=attrs,
        ).to_rec()
    except ValidationError as exc:
        raise InvalidQueryError(f"invalid edge: {exc.errors()[0]['msg']}") from None
    store = api.store
    suggested = next(
        (
            r
            for r in store.index.touching(rec.src)
            if r.relation_key() == rec.relation_key() and allowed("promote", r)
        ),
        None,
    )
    artifact = {"request": "assert", "from": a, "to": b, "kind": p.kind}
    with store.run("assert", artifact=artifact) as run:
        if suggested is not None:
            stored = run.promote(suggested.id)
            event = "promoted"
        else:
            before = len(run.events)
            stored = run.assert_edge(rec)
            event = "created" if stored.id == rec.id else "confirmed"
            if len(run.events) == before:
                event = "kept"
    return AssertResult(
        edge=subgraph_edge(store.edge(stored.id)),
        event=event,
        run_id=run.id,
        **{"from": api.endpoint_info(a)},
        to=api.endpoint_info(b),
    )
