"""What the graph knows about one paragraph, for an AI reader (RFC §8.4, P7).

`grounding()` answers "what does the graph already know about this
paragraph?": the characters, places and glossary terms it involves, where it
sits in story time, its sources and verdicts, its open contradictions and
what links to it. It returns the same facts twice: as structured JSON (each
list bounded by `limit`, with the full counts in `totals`) and as a short
prose block an LLM prompt can take as it is, never longer than `budget`
characters. This replaces the original's hand-written `inner_grounding` joins
with one walk over the adjacency index.

This module walks the graph; `grounding_models` holds the result models,
`grounding_timeline` the story-time neighbours, `grounding_prose` the prose.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from semnet.graph.model import (
    AGAINST_KINDS,
    EdgeKind,
    EdgeRec,
    NodeKind,
    NodeRec,
    node_ref,
    split_ref,
    to_micros,
)
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.grounding_models import (
    DEFAULT_BUDGET,
    DEFAULT_LIMIT,
    INVOLVING,
    MIN_BUDGET,
    GroundingParams,
    GroundingResult,
    Involved,
    LinkItem,
    SourceItem,
    Stance,
    Verdict,
)
from semnet.graph.query.grounding_prose import render_prose
from semnet.graph.query.grounding_timeline import timeline
from semnet.graph.query.params import validate_params
from semnet.graph.query.traverse import Hop, iter_neighbors
from semnet.graph.query.views import EndpointInfo, endpoint_info
from semnet.graph.store.edge_store import EdgeStore

__all__ = [
    "DEFAULT_BUDGET",
    "DEFAULT_LIMIT",
    "GroundingParams",
    "GroundingResult",
    "grounding",
    "grounding_of",
]

_ENTITY_SECTIONS: dict[str, str] = {
    NodeKind.CHARACTER: "characters",
    NodeKind.PLACE: "places",
    NodeKind.GLOSSARY: "terms",
}
_SOURCE_KINDS = frozenset(
    {EdgeKind.SOURCED_FROM.value, EdgeKind.CITES_LOCUS.value, EdgeKind.CITES.value}
)
_AGAINST = frozenset(k.value for k in AGAINST_KINDS)
_STANCE = frozenset({EdgeKind.AGREES.value, EdgeKind.QUALIFIES.value})


def grounding(api: GraphAPI, raw_params: dict[str, Any] | None) -> GroundingResult:
    """`semnet/grounding {endpoint, budget?, limit?, asOf?}`."""
    p: GroundingParams = validate_params(GroundingParams, raw_params)
    ref = api.resolve(p.endpoint)
    as_of = to_micros(p.as_of) if p.as_of is not None else None
    return grounding_of(api, ref, budget=p.budget, limit=p.limit, as_of=as_of)


@dataclass(slots=True)
class _Found:
    """What one walk around the endpoint found, before sorting and cutting."""

    involved: dict[str, dict[str, Any]] = field(default_factory=dict)
    sources: dict[str, dict[str, Any]] = field(default_factory=dict)
    verdicts: list[Verdict] = field(default_factory=list)
    against: list[Stance] = field(default_factory=list)
    stances: list[Stance] = field(default_factory=list)
    links_to: dict[str, LinkItem] = field(default_factory=dict)
    linked_from: dict[str, LinkItem] = field(default_factory=dict)


def _link(acc: dict[str, LinkItem], e: EdgeRec, other: EndpointInfo) -> None:
    item = acc.get(other.ref)
    if item is None:
        item = acc[other.ref] = LinkItem(other=other, kinds=[], origins=[], edge_ids=[])
    for values, v in ((item.kinds, e.kind), (item.origins, e.origin)):
        if v not in values:
            values.append(v)
    item.edge_ids.append(e.id)


def _walk(api: GraphAPI, ref: str, addr: str, as_of: int | None) -> _Found:
    """Sort every edge at `ref` into what it says about it."""
    nodes = api.store.nodes
    keys = _source_keys(api.store)
    found = _Found()

    def info(r: str) -> EndpointInfo:
        return endpoint_info(r, nodes)

    for hop in iter_neighbors(api.index_at(as_of), ref, None, "both", None, as_of):
        e = hop.edge
        if e.kind in _AGAINST or e.kind in _STANCE:
            bucket = found.against if e.kind in _AGAINST else found.stances
            bucket.append(_stance(hop, info(hop.other)))
        elif hop.direction == "in":
            _link(found.linked_from, e, info(hop.other))
        elif e.kind == EdgeKind.GRADED_AS.value:
            found.verdicts.append(_verdict(hop))
        elif e.kind in _SOURCE_KINDS or (
            e.kind == EdgeKind.LINKS_TO.value and e.attrs.get("via") == "citation"
        ):
            _add_source(found.sources, e, hop.other, keys)
        else:
            entity = _entity_of(hop.other, nodes) if e.kind in INVOLVING else None
            if entity is not None and entity.id != addr:
                slot = found.involved.setdefault(entity.id, {"node": entity, "via": [], "ids": []})
                if e.kind not in slot["via"]:
                    slot["via"].append(e.kind)
                slot["ids"].append(e.id)
            else:
                _link(found.links_to, e, info(hop.other))
    return found


def _lists(found: _Found, info: Callable[[str], EndpointInfo]) -> dict[str, list[Any]]:
    """Each section of the result, in its order (uncut)."""
    sections: dict[str, list[Any]] = {"characters": [], "places": [], "terms": []}
    for slot in sorted(found.involved.values(), key=_involved_order):
        n: NodeRec = slot["node"]
        sections[_ENTITY_SECTIONS[n.kind]].append(
            Involved(
                endpoint=info(node_ref(n.id)),
                via=sorted(slot["via"], key=lambda k: INVOLVING.get(k, 9)),
                edge_ids=slot["ids"],
            )
        )
    src_items = [_source_item(s, info) for s in found.sources.values()]
    src_items.sort(key=lambda s: (0 if "sourced_from" in s.kinds else 1, _sort_title(s.endpoint)))
    found.against.sort(key=lambda s: (s.pending, -s.weight, _sort_title(s.other)))
    found.stances.sort(key=lambda s: (s.pending, s.kind, _sort_title(s.other)))
    found.verdicts.sort(key=lambda v: (v.pending, v.grade))
    return {
        **sections,
        "sources": src_items,
        "verdicts": found.verdicts,
        "contradictions": found.against,
        "stances": found.stances,
        "linksTo": sorted(found.links_to.values(), key=lambda li: _doc_order(li.other)),
        "linkedFrom": sorted(found.linked_from.values(), key=lambda li: _doc_order(li.other)),
    }


def grounding_of(
    api: GraphAPI,
    ref: str,
    *,
    budget: int = DEFAULT_BUDGET,
    limit: int = DEFAULT_LIMIT,
    as_of: int | None = None,
) -> GroundingResult:
    """The grounding of a resolved endpoint ref."""
    budget = max(budget, MIN_BUDGET)
    nodes = api.store.nodes
    kind, addr = split_ref(ref)
    seed = nodes.get(addr) if kind == "node" else None

    def info(r: str) -> EndpointInfo:
        return endpoint_info(r, nodes)

    found = _walk(api, ref, addr, as_of)
    lists = _lists(found, info)
    entities = [nodes[i] for i in found.involved]
    totals = {name: len(items) for name, items in lists.items()}
    cut = {name: items[:limit] for name, items in lists.items()}
    truncated = any(len(items) > limit for items in lists.values())
    result = GroundingResult(
        endpoint=info(ref),
        lang=seed.lang if seed is not None else None,
        context=[info(node_ref(c.id)) for c in _containers(seed, nodes)],
        characters=cut["characters"],
        places=cut["places"],
        terms=cut["terms"],
        timeline=timeline(api, seed, entities, limit, as_of),
        sources=cut["sources"],
        verdicts=cut["verdicts"],
        contradictions=cut["contradictions"],
        stances=cut["stances"],
        links_to=cut["linksTo"],
        linked_from=cut["linkedFrom"],
        totals=totals,
        truncated=truncated,
        budget=budget,
        prose="",
    )
    prose, prose_cut = render_prose(result, budget, nodes)
    result.prose = prose
    result.truncated = truncated or prose_cut
    # An editor's API answers with file:// URIs; the prose keeps the short paths.
    file_uri = getattr(api, "file_uri", None)
    if getattr(api, "file_uris", False) and callable(file_uri):
        for info_ in _endpoints(result):
            if info_.uri is not None and not info_.uri.startswith("file:"):
                info_.uri = file_uri(info_.uri)
    return result


def _endpoints(r: GroundingResult) -> Iterable[EndpointInfo]:
    yield r.endpoint
    yield from r.context
    for inv in (*r.characters, *r.places, *r.terms):
        yield inv.endpoint
    tl = r.timeline
    for t in (*tl.before, *tl.concurrent, *tl.after, *tl.events):
        yield t.endpoint
    for s in r.sources:
        yield s.endpoint
    for st in (*r.contradictions, *r.stances):
        yield st.other
    for li in (*r.links_to, *r.linked_from):
        yield li.other


# ---------------------------------------------------------------------------
# Walk helpers
# ---------------------------------------------------------------------------


def _stance(hop: Hop, other: EndpointInfo) -> Stance:
    e = hop.edge
    return Stance(
        edge_id=e.id,
        kind=e.kind,
        origin=e.origin,
        weight=round(e.weight, 6),
        direction=hop.direction,
        reason=e.reason,
        pending=e.origin == "judged",
        other=other,
    )


def _verdict(hop: Hop) -> Verdict:
    e = hop.edge
    return Verdict(
        edge_id=e.id,
        grade=split_ref(hop.other)[1],
        origin=e.origin,
        weight=round(e.weight, 6),
        reason=e.reason,
        pending=e.origin == "judged",
    )


def _entity_of(ref: str, nodes: Mapping[str, NodeRec]) -> NodeRec | None:
    """The character, place or glossary note a ref is, or is inside of
    (`[[Paris#History]]` involves Paris)."""
    kind, addr = split_ref(ref)
    if kind != "node":
        return None
    n = nodes.get(addr)
    for _ in range(16):  # a parent chain is short; a cycle must not hang a reader
        if n is None:
            return None
        if n.kind in _ENTITY_SECTIONS:
            return n
        n = nodes.get(n.parent_id) if n.parent_id else None
    return None


# Per store: (generation, citation key → source node ref). Building it walks
# every node, so it is rebuilt only when a run changed the store.
_SOURCE_KEYS: weakref.WeakKeyDictionary[EdgeStore, tuple[int, dict[str, str]]] = (
    weakref.WeakKeyDictionary()
)


def _source_keys(store: EdgeStore) -> dict[str, str]:
    cached = _SOURCE_KEYS.get(store)
    if cached is not None and cached[0] == store.generation:
        return cached[1]
    keys: dict[str, str] = {}
    for n in store.nodes.values():
        key = n.attrs.get("source_key") if n.attrs and n.kind == NodeKind.SOURCE else None
        if key:
            keys.setdefault(str(key).casefold(), node_ref(n.id))
    _SOURCE_KEYS[store] = (store.generation, keys)
    return keys


def _add_source(
    acc: dict[str, dict[str, Any]], e: EdgeRec, other: str, keys: Mapping[str, str]
) -> None:
    key = e.attrs.get("key")
    group = f"key:{str(key).casefold()}" if key else other
    slot = acc.setdefault(
        group, {"ref": None, "key": key, "loci": [], "kinds": [], "origins": [], "ids": []}
    )
    if e.kind == EdgeKind.CITES_LOCUS.value:
        locus = str(e.attrs.get("raw") or split_ref(other)[1])
        if locus not in slot["loci"]:
            slot["loci"].append(locus)
        if slot["ref"] is None:
            # a citation of a known source: name the source, keep the locus as text
            slot["ref"] = keys.get(str(key).casefold()) if key else None
            slot.setdefault("locus_ref", other)
    else:
        slot["ref"] = other
    for name, value in (("kinds", e.kind), ("origins", e.origin)):
        if value not in slot[name]:
            slot[name].append(value)
    slot["ids"].append(e.id)


def _source_item(s: dict[str, Any], info: Callable[[str], EndpointInfo]) -> SourceItem:
    ref = s["ref"] or s.get("locus_ref")
    assert ref is not None
    return SourceItem(
        endpoint=info(ref),
        key=s["key"],
        loci=s["loci"],
        kinds=s["kinds"],
        origins=s["origins"],
        edge_ids=s["ids"],
    )


def _involved_order(slot: dict[str, Any]) -> tuple[int, str]:
    n: NodeRec = slot["node"]
    return (min(INVOLVING.get(k, 9) for k in slot["via"]), (n.title or n.id).casefold())


def _sort_title(e: EndpointInfo) -> str:
    return (e.title or e.ref).casefold()


def _doc_order(e: EndpointInfo) -> tuple[str, int, str]:
    line = e.range.start.line if e.range is not None else -1
    return (e.uri or "\uffff", line, e.ref)


def _containers(seed: NodeRec | None, nodes: Mapping[str, NodeRec]) -> list[NodeRec]:
    out: list[NodeRec] = []
    n = nodes.get(seed.parent_id) if seed is not None and seed.parent_id else None
    while n is not None and len(out) < 16:
        out.append(n)
        n = nodes.get(n.parent_id) if n.parent_id else None
    return list(reversed(out))
