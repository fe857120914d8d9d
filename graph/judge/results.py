"""What the judge requests return (`semnet/relate`, `semnet/factcheck`, the
verdict and source code actions, the offline pass): the wire models, not how
they are computed (`semnet.graph.judge.persist`)."""

from __future__ import annotations

from pydantic import Field
from semnet.graph.query.views import EndpointInfo, Wire

__all__ = [
    "CostInfo",
    "FactcheckResult",
    "JudgedItem",
    "MarkResult",
    "OfflineSummary",
    "RelateResult",
    "SourceResult",
    "VerdictInfo",
]


class CostInfo(Wire):
    requests: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    estimated: bool = False
    cost: float = 0.0

    @classmethod
    def of(cls, judge: object) -> CostInfo | None:
        """What a judge's requests cost so far (None for a judge that does not count)."""
        cost = getattr(judge, "cost", None)
        if cost is None:
            return None
        snap = cost.snapshot() if hasattr(cost, "snapshot") else cost
        return cls.model_validate(snap)


class JudgedItem(Wire):
    candidate: EndpointInfo
    stance: str
    reason: str | None = None
    confidence: float
    model: str
    edge_id: str | None = None
    # created | confirmed | replaced (a new stance invalidated the old) |
    # dismissed (not proposed again) | retracted | silent
    event: str
    replaced: list[str] = Field(default_factory=list)
    cross_source: bool | None = None


class RelateResult(Wire):
    endpoint: EndpointInfo
    model: str
    run_id: str | None = None
    candidates: int
    judgements: list[JudgedItem]
    cost: CostInfo | None = None


class VerdictInfo(Wire):
    level: str
    reason: str | None = None
    confidence: float
    model: str
    edge_id: str | None = None
    event: str
    # False when the store holds this verdict only as an earlier, replaced one
    # (the same grade restated is `confirmed` on it and stays closed)
    current: bool = True
    replaced: list[str] = Field(default_factory=list)


class FactcheckResult(Wire):
    endpoint: EndpointInfo
    model: str
    run_id: str | None = None
    verdict: VerdictInfo | None = None
    cost: CostInfo | None = None


class MarkResult(Wire):
    endpoint: EndpointInfo
    level: str
    edge_id: str
    event: str
    run_id: str
    replaced: list[str] = Field(default_factory=list)


class SourceResult(Wire):
    endpoint: EndpointInfo
    source: EndpointInfo
    source_origin: str
    edge_id: str
    event: str
    run_id: str


class OfflineSummary(Wire):
    facts: int = 0  # facts whose text (or names) changed and were judged
    pairs: int = 0
    created: int = 0
    replaced: int = 0
    retracted: int = 0
    dismissed: int = 0  # judgements not proposed again
    slot_edges: int = 0
    invalidated: int = 0
    superseded: int = 0
    run_id: str | None = None
