"""The grounding request's params and result models (what `semnet/grounding`
and `semnet view grounding --json` return)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field
from semnet.graph.model import EdgeKind
from semnet.graph.query.params import EndpointParam, Params
from semnet.graph.query.views import EndpointInfo, Wire

DEFAULT_BUDGET = 1200
MIN_BUDGET = 80
DEFAULT_LIMIT = 8

# How strongly an edge ties a paragraph to an entity, strongest first.
INVOLVING = {
    EdgeKind.EVENT_INVOLVES.value: 0,
    EdgeKind.LINKS_TO.value: 1,
    EdgeKind.MENTIONS.value: 2,
}


class GroundingParams(Params):
    endpoint: EndpointParam
    budget: int = Field(default=DEFAULT_BUDGET, ge=MIN_BUDGET, le=100_000)
    limit: int = Field(default=DEFAULT_LIMIT, ge=1, le=200)
    as_of: datetime | None = None


class Period(Wire):
    """Story time, ISO dates; `end` is exclusive; either may be open."""

    start: str | None = None
    end: str | None = None


class Involved(Wire):
    """An entity the paragraph involves, and the edge kinds that say so."""

    endpoint: EndpointInfo
    via: list[str]
    edge_ids: list[str]


class TimelineItem(Wire):
    endpoint: EndpointInfo
    period: Period
    shared: list[str] = Field(default_factory=list)  # titles of the entities in common


class Timeline(Wire):
    """`basis` says how neighbours were chosen: `story` (by date, among the
    events of the same characters and places), `document` (the nearest dated
    paragraphs of the same file, for an undated paragraph), `entity` (the
    dated events of an entity, in order) or `none`."""

    basis: Literal["story", "document", "entity", "none"] = "none"
    period: Period | None = None
    before: list[TimelineItem] = Field(default_factory=list)
    concurrent: list[TimelineItem] = Field(default_factory=list)
    after: list[TimelineItem] = Field(default_factory=list)
    events: list[TimelineItem] = Field(default_factory=list)


class SourceItem(Wire):
    """A source, work or locus the paragraph rests on; citations of one key merged."""

    endpoint: EndpointInfo
    key: str | None = None
    loci: list[str] = Field(default_factory=list)
    kinds: list[str]
    origins: list[str]
    edge_ids: list[str]


class Verdict(Wire):
    edge_id: str
    grade: str
    origin: str
    weight: float
    reason: str | None = None
    pending: bool  # a judge's suggestion the writer has not accepted


class Stance(Wire):
    edge_id: str
    kind: str
    origin: str
    weight: float
    direction: str
    reason: str | None = None
    pending: bool
    other: EndpointInfo


class LinkItem(Wire):
    """Another endpoint and every edge between the two in one direction."""

    other: EndpointInfo
    kinds: list[str]
    origins: list[str]
    edge_ids: list[str]


class GroundingResult(Wire):
    endpoint: EndpointInfo
    lang: str | None = None
    context: list[EndpointInfo]  # the containers, outermost first: book, chapter, heading
    characters: list[Involved]
    places: list[Involved]
    terms: list[Involved]
    timeline: Timeline
    sources: list[SourceItem]
    verdicts: list[Verdict]
    contradictions: list[Stance]
    stances: list[Stance]  # agrees, qualifies
    links_to: list[LinkItem]  # outgoing links to what is not an entity
    linked_from: list[LinkItem]  # what links to, mentions, cites or involves it
    totals: dict[str, int]
    truncated: bool
    budget: int
    prose: str
