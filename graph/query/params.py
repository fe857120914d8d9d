"""The params of the query API's requests (camelCase on the wire), their
validation (`validate_params`: a failure is an `InvalidQueryError` naming
the fields) and the time values they take: `asOf` (system time, ISO) and
`validAt` (story time: `1905` is all of 1905, `1905-06` all of June, a
day all of it, an ISO date-time that instant)."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic.alias_generators import to_camel
from semnet.graph.errors import InvalidQueryError
from semnet.graph.model import EdgeKind, EdgeOrigin, to_micros
from semnet.graph.query.render import DEFAULT_PER_KIND, HARD_CAP
from semnet.graph.query.traverse import MAX_PATH_HOPS, MAX_RADIUS

_STORY = re.compile(r"^(\d{1,4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$")

# The origins a listing (the CLI's `semnet graph …`, the MCP tools) asks for
# unless told: every one but `judged` (a judge's suggestions are noise until
# the writer promotes them; `semnet graph pending` lists them).
LISTING_ORIGINS: tuple[str, ...] = tuple(o.value for o in EdgeOrigin if o is not EdgeOrigin.JUDGED)


def listing_origins(origin: list[str] | None) -> list[str] | None:
    """The `origins` param of a listing from the origins asked for: none
    given → `LISTING_ORIGINS`; `all` among them → None (every origin)."""
    if not origin:
        return list(LISTING_ORIGINS)
    if "all" in origin:
        return None
    return origin


class Params(BaseModel):
    model_config = ConfigDict(
        alias_generator=to_camel, populate_by_name=True, extra="forbid", defer_build=True
    )


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


def _check_origins(v: list[str] | None) -> list[str] | None:
    if v is None:
        return v
    known = {o.value for o in EdgeOrigin}
    bad = [o for o in v if o not in known]
    if bad:
        raise ValueError(f"unknown origin {bad[0]!r}; known origins: {', '.join(sorted(known))}")
    return v


def story_span(text: str) -> tuple[int, int]:
    """A time in the story as a half-open span of microseconds: a year
    (`1905`: all of it), a month (`1905-06`), a day (`1905-06-15`), or an ISO
    date-time (that instant; UTC unless it says otherwise). Raises ValueError
    saying what it takes."""
    m = _STORY.match(text.strip())
    try:
        if m:
            year, month, day = int(m[1]), int(m[2] or 1), int(m[3] or 1)
            start = datetime(year, month, day, tzinfo=UTC)
            if m[3]:
                end = start + timedelta(days=1)
            elif m[2]:
                end = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=UTC)
            else:
                end = datetime(year + 1, 1, 1, tzinfo=UTC)
        else:
            start = datetime.fromisoformat(text.strip())
            end = start + timedelta(microseconds=1)
    except (ValueError, OverflowError):
        raise ValueError(
            f"{text!r} is not a date: give a year (1905), a month (1905-06), a day "
            "(1905-06-15) or an ISO date-time"
        ) from None
    lo, hi = micros(start), micros(end)
    assert lo is not None and hi is not None
    return lo, hi


def _check_story(v: str | None) -> str | None:
    if v is not None:
        story_span(v)
    return v


class SliceParams(Params):
    """What every traversal takes to choose its edges: their origins (all if
    not given) and the times it is asked at, system (`asOf`) and story
    (`validAt`)."""

    origins: list[str] | None = None
    as_of: datetime | None = None
    valid_at: str | None = None

    _o = field_validator("origins")(_check_origins)
    _v = field_validator("valid_at")(_check_story)


class FilterParams(SliceParams):
    """`SliceParams` and the edge kinds to follow (all if not given)."""

    kinds: list[str] | None = None

    _k = field_validator("kinds")(_check_kinds)


class NeighborsParams(FilterParams):
    endpoint: EndpointParam
    direction: Literal["out", "in", "both"] = "both"
    limit: int | None = Field(default=None, ge=0)  # edges in all
    per_kind: int | None = Field(default=None, ge=0)  # edges of each kind


class ContradictingParams(SliceParams):
    endpoint: EndpointParam


class SubgraphParams(FilterParams):
    endpoint: EndpointParam
    radius: int = Field(default=1, ge=1, le=MAX_RADIUS)
    budget: int = Field(default=200, ge=1, le=10_000)


class PathsParams(FilterParams):
    from_: EndpointParam = Field(alias="from")
    to: EndpointParam
    max_hops: int = Field(default=4, ge=1, le=MAX_PATH_HOPS)
    direction: Literal["out", "in", "both"] = "out"


class HistoryParams(Params):
    edge: str | None = None
    endpoint: EndpointParam | None = None
    run: str | None = None
    kinds: list[str] | None = None  # only the events of edges of these kinds

    _k = field_validator("kinds")(_check_kinds)


class EdgeFilter(Params):
    """Which current edges a triage listing or a batch is about: every given
    field must match (`files`: an end in one of these files, by path or URI;
    `judges`: `attrs.model` is one of these; weights inclusive)."""

    kinds: list[str] | None = None
    origins: list[str] | None = None
    judges: list[str] | None = None
    files: list[str] | None = None
    endpoint: EndpointParam | None = None
    min_weight: float | None = Field(default=None, ge=0.0, le=1.0)
    max_weight: float | None = Field(default=None, ge=0.0, le=1.0)

    _k = field_validator("kinds")(_check_kinds)
    _o = field_validator("origins")(_check_origins)


class PendingParams(EdgeFilter):
    """`origins` defaults to `["judged"]`: what awaits triage."""

    limit: int = Field(default=200, ge=1, le=10_000)


class RenderParams(Params):
    endpoint: EndpointParam
    kinds: list[str] | None = None
    direction: Literal["out", "in", "both"] = "both"
    per_kind: int = Field(default=DEFAULT_PER_KIND, ge=1, le=HARD_CAP)
    width: int = Field(default=100, ge=20, le=400)

    _k = field_validator("kinds")(_check_kinds)


class GroupParams(SliceParams):
    """`semnet/group`: see `graph/query/groups.py`."""

    by: Literal["source", "verdict", "locus", "character", "place"]
    key: str | None = None
    limit: int = Field(default=200, ge=1, le=10_000)


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


def story_param(value: str | None) -> tuple[int, int] | None:
    return story_span(value) if value is not None else None


def micros(value: datetime | None) -> int | None:
    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return to_micros(value)
