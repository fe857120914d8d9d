"""Group views over `group_by_endpoint`: every fact sourced from each source,
every fact with each verdict, every paragraph citing each locus (an Index
Locorum: a locus is one canonical endpoint whatever language cites it), the
event paragraphs involving each character or place.

    semnet/group {by, key?, origins?, asOf?, validAt?, limit?}  → GroupResult

`by` is `source` (`sourced_from`, by source), `verdict` (`graded_as`, by
grade), `locus` (`cites_locus`, by locus), `character` or `place`
(`event_involves`, by the entity, of that kind). `key` keeps one group (an
endpoint, or `dubious` for a verdict). Groups come largest first, then by
key; items by file and line. `semnet graph group BY [KEY] --json` prints the
same JSON.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field
from semnet.graph.errors import InvalidQueryError
from semnet.graph.model import EdgeKind, EdgeRec, from_micros
from semnet.graph.query.params import GroupParams, micros, story_param, validate_params
from semnet.graph.query.traverse import group_by_endpoint
from semnet.graph.query.views import EndpointInfo, Wire

if TYPE_CHECKING:
    from semnet.graph.query.api import GraphAPI

GroupBy = Literal["source", "verdict", "locus", "character", "place"]
# What each view groups: the edge kind, and the node kind the key must have.
_VIEWS: dict[str, tuple[EdgeKind, str | None]] = {
    "source": (EdgeKind.SOURCED_FROM, None),
    "verdict": (EdgeKind.GRADED_AS, None),
    "locus": (EdgeKind.CITES_LOCUS, None),
    "character": (EdgeKind.EVENT_INVOLVES, "character"),
    "place": (EdgeKind.EVENT_INVOLVES, "place"),
}
_GRADES = ("accurate", "dubious", "inaccurate")


class GroupItem(Wire):
    edge_id: str
    origin: str
    reason: str | None = None
    endpoint: EndpointInfo
    valid_at: datetime | None = None
    invalid_at: datetime | None = None
    attrs: dict[str, Any] = Field(default_factory=dict)


class Group(Wire):
    key: EndpointInfo
    count: int
    items: list[GroupItem]


class GroupResult(Wire):
    by: str
    groups: list[Group]
    total: int


def group_view(api: GraphAPI, raw: Any) -> GroupResult:
    """One group view over the workspace's store (see the module docstring)."""
    p: GroupParams = validate_params(GroupParams, raw)
    kind, entity = _VIEWS[p.by]
    t, story = micros(p.as_of), story_param(p.valid_at)
    key = _key(api, p.by, p.key) if p.key is not None else None
    nodes = api.store.nodes
    groups: list[Group] = []
    total = 0
    for dst, recs in group_by_endpoint(api.store.index, kind, t, valid_at=story).items():
        if key is not None and dst != key:
            continue
        if entity is not None:
            node = nodes.get(dst[5:]) if dst.startswith("node:") else None
            if node is None or node.kind != entity:
                continue
        keep = [r for r in recs if p.origins is None or r.origin in p.origins]
        if not keep:
            continue
        items = sorted((_item(api, r) for r in keep), key=_where)
        total += len(items)
        groups.append(Group(key=api.endpoint_info(dst), count=len(items), items=items[: p.limit]))
    groups.sort(key=lambda g: (-g.count, g.key.ref))
    return GroupResult(by=p.by, groups=groups, total=total)


def _key(api: GraphAPI, by: str, key: str) -> str:
    if by == "verdict":
        level = key.removeprefix("grade:")
        if level not in _GRADES:
            raise InvalidQueryError(f"key: a verdict is one of {', '.join(_GRADES)}, not {key!r}")
        return f"grade:{level}"
    return api.resolve(key)


def _item(api: GraphAPI, r: EdgeRec) -> GroupItem:
    return GroupItem(
        edge_id=r.id,
        origin=r.origin,
        reason=r.reason,
        endpoint=api.endpoint_info(r.src),
        valid_at=from_micros(r.valid_at),
        invalid_at=from_micros(r.invalid_at),
        attrs=r.attrs,
    )


def _where(item: GroupItem) -> tuple[str, int, str]:
    ep = item.endpoint
    line = ep.range.start.line if ep.range is not None else -1
    return (ep.uri or "~", line, ep.ref)
