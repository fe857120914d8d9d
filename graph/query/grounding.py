"""What the graph knows about one paragraph, for an AI reader (RFC §8.4, P7).

`grounding()` answers "what does the graph already know about this
paragraph?": the characters, places and glossary terms it involves, where it
sits in story time, its sources and verdicts, its open contradictions and
what links to it. It returns the same facts twice: as structured JSON (each
list bounded by `limit`, with the full counts in `totals`) and as a short
prose block an LLM prompt can take as it is, never longer than `budget`
characters. This replaces the original's hand-written `inner_grounding` joins
with one walk over the adjacency index.

The prose is cut by characters (code points), never inside a grapheme: a
combining mark, a variation selector or a zero-width joiner stays with the
character it belongs to, so a Russian, French or emoji title survives.
"""

from __future__ import annotations

import re
import unicodedata
import weakref
from collections.abc import Callable, Iterable, Mapping
from datetime import date, datetime, timedelta
from typing import Any, Literal

from pydantic import Field
from semnet.graph.model import (
    AGAINST_KINDS,
    EdgeKind,
    EdgeRec,
    NodeRec,
    node_ref,
    split_ref,
    to_micros,
)
from semnet.graph.query.api import EndpointParam, GraphAPI, Params, validate_params
from semnet.graph.query.traverse import Hop, iter_neighbors
from semnet.graph.query.views import EndpointInfo, Wire, endpoint_info
from semnet.graph.store.edge_store import EdgeStore

__all__ = [
    "GroundingParams",
    "GroundingResult",
    "grounding",
    "grounding_of",
]

DEFAULT_BUDGET = 1200
MIN_BUDGET = 80
DEFAULT_LIMIT = 8
TIMELINE_SIDE = 3  # at most this many neighbours on each side of a dated paragraph

_ENTITY_SECTIONS = {"character": "characters", "place": "places", "glossary": "terms"}
# How strongly an edge ties a paragraph to an entity, strongest first.
_INVOLVING = {
    EdgeKind.EVENT_INVOLVES.value: 0,
    EdgeKind.LINKS_TO.value: 1,
    EdgeKind.MENTIONS.value: 2,
}
_SOURCE_KINDS = frozenset(
    {EdgeKind.SOURCED_FROM.value, EdgeKind.CITES_LOCUS.value, EdgeKind.CITES.value}
)
_AGAINST = frozenset(k.value for k in AGAINST_KINDS)
_STANCE = frozenset({EdgeKind.AGREES.value, EdgeKind.QUALIFIES.value})
_NARRATIVE = frozenset({"paragraph", "subchapter", "chapter"})


# ---------------------------------------------------------------------------
# Params and result
# ---------------------------------------------------------------------------


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


# ---------------------------------------------------------------------------
# Entry points
# ---------------------------------------------------------------------------


def grounding(api: GraphAPI, raw_params: dict[str, Any] | None) -> GroundingResult:
    """`semnet/grounding {endpoint, budget?, limit?, asOf?}`."""
    p: GroundingParams = validate_params(GroundingParams, raw_params)
    ref = api.resolve(p.endpoint)
    as_of = to_micros(p.as_of) if p.as_of is not None else None
    return grounding_of(api, ref, budget=p.budget, limit=p.limit, as_of=as_of)


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
    index = api.store.index
    kind, addr = split_ref(ref)
    seed = nodes.get(addr) if kind == "node" else None

    involved: dict[str, dict[str, Any]] = {}
    sources: dict[str, dict[str, Any]] = {}
    verdicts: list[Verdict] = []
    against: list[Stance] = []
    stances: list[Stance] = []
    links_to: dict[str, LinkItem] = {}
    linked_from: dict[str, LinkItem] = {}

    keys = _source_keys(api.store)

    def info(r: str) -> EndpointInfo:
        return endpoint_info(r, nodes)

    def link(acc: dict[str, LinkItem], e: EdgeRec, other: str) -> None:
        item = acc.get(other)
        if item is None:
            item = acc[other] = LinkItem(other=info(other), kinds=[], origins=[], edge_ids=[])
        for values, v in ((item.kinds, e.kind), (item.origins, e.origin)):
            if v not in values:
                values.append(v)
        item.edge_ids.append(e.id)

    for hop in iter_neighbors(index, ref, None, "both", None, as_of):
        e = hop.edge
        if e.kind in _AGAINST or e.kind in _STANCE:
            (against if e.kind in _AGAINST else stances).append(_stance(hop, info(hop.other)))
            continue
        if hop.direction == "in":
            link(linked_from, e, hop.other)
            continue
        if e.kind == EdgeKind.GRADED_AS.value:
            verdicts.append(
                Verdict(
                    edge_id=e.id,
                    grade=split_ref(hop.other)[1],
                    origin=e.origin,
                    weight=round(e.weight, 6),
                    reason=e.reason,
                    pending=e.origin == "judged",
                )
            )
            continue
        if e.kind in _SOURCE_KINDS or (
            e.kind == EdgeKind.LINKS_TO.value and e.attrs.get("via") == "citation"
        ):
            _add_source(sources, e, hop.other, keys)
            continue
        entity = _entity_of(hop.other, nodes) if e.kind in _INVOLVING else None
        if entity is not None and entity.id != addr:
            slot = involved.setdefault(entity.id, {"node": entity, "via": [], "ids": []})
            if e.kind not in slot["via"]:
                slot["via"].append(e.kind)
            slot["ids"].append(e.id)
            continue
        link(links_to, e, hop.other)

    sections: dict[str, list[Involved]] = {"characters": [], "places": [], "terms": []}
    for slot in sorted(involved.values(), key=_involved_order):
        n: NodeRec = slot["node"]
        sections[_ENTITY_SECTIONS[n.kind]].append(
            Involved(
                endpoint=info(node_ref(n.id)),
                via=sorted(slot["via"], key=lambda k: _INVOLVING.get(k, 9)),
                edge_ids=slot["ids"],
            )
        )

    src_items = [_source_item(s, info) for s in sources.values()]
    src_items.sort(key=lambda s: (0 if "sourced_from" in s.kinds else 1, _sort_title(s.endpoint)))
    against.sort(key=lambda s: (s.pending, -s.weight, _sort_title(s.other)))
    stances.sort(key=lambda s: (s.pending, s.kind, _sort_title(s.other)))
    verdicts.sort(key=lambda v: (v.pending, v.grade))
    linked_in = sorted(linked_from.values(), key=lambda li: _doc_order(li.other))
    linked_out = sorted(links_to.values(), key=lambda li: _doc_order(li.other))

    entities = [nodes[i] for i in involved]
    timeline = _timeline(api, seed, entities, limit, as_of)

    lists: dict[str, list[Any]] = {
        **sections,
        "sources": src_items,
        "verdicts": verdicts,
        "contradictions": against,
        "stances": stances,
        "linksTo": linked_out,
        "linkedFrom": linked_in,
    }
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
        timeline=timeline,
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
        key = n.attrs.get("source_key") if n.attrs and n.kind == "source" else None
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
    return (min(_INVOLVING.get(k, 9) for k in slot["via"]), (n.title or n.id).casefold())


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


# ---------------------------------------------------------------------------
# Timeline
# ---------------------------------------------------------------------------


def _period(n: NodeRec) -> tuple[date | None, date | None] | None:
    raw = n.attrs.get("period") if n.attrs else None
    if not raw or not isinstance(raw, list | tuple) or len(raw) != 2:
        return None

    def day(v: Any) -> date | None:
        if not isinstance(v, str):
            return None
        try:
            return date.fromisoformat(v)
        except ValueError:
            return None

    start, end = day(raw[0]), day(raw[1])
    if start is None and end is None:
        return None
    return start, end


def _period_model(p: tuple[date | None, date | None]) -> Period:
    return Period(start=p[0].isoformat() if p[0] else None, end=p[1].isoformat() if p[1] else None)


def _timeline(
    api: GraphAPI,
    seed: NodeRec | None,
    entities: list[NodeRec],
    limit: int,
    as_of: int | None,
) -> Timeline:
    nodes = api.store.nodes
    index = api.store.index
    side = min(TIMELINE_SIDE, limit)

    def item(n: NodeRec, p: tuple[date | None, date | None], shared: Iterable[str]) -> TimelineItem:
        return TimelineItem(
            endpoint=endpoint_info(node_ref(n.id), nodes),
            period=_period_model(p),
            shared=sorted(set(shared), key=str.casefold),
        )

    def dated_around(ents: Iterable[NodeRec]) -> dict[str, tuple[NodeRec, set[str]]]:
        """Dated paragraphs that involve any of `ents`, with the entities in common."""
        found: dict[str, tuple[NodeRec, set[str]]] = {}
        for ent in ents:
            name = ent.title or ent.id
            for hop in iter_neighbors(
                index, node_ref(ent.id), _INVOLVING.keys(), "in", None, as_of
            ):
                k, addr = split_ref(hop.other)
                n = nodes.get(addr) if k == "node" else None
                if n is None or n.id == (seed.id if seed else None) or _period(n) is None:
                    continue
                found.setdefault(n.id, (n, set()))[1].add(name)
        return found

    if seed is None:
        return Timeline()

    if seed.kind in ("character", "place"):
        around = dated_around([seed])
        events = sorted(
            ((n, _period(n)) for n, _ in around.values()),
            key=lambda np: (_start_key(np[1]), np[0].uri or "", np[0].start_line or 0),
        )
        return Timeline(
            basis="entity" if events else "none",
            events=[item(n, p, []) for n, p in events[:limit] if p is not None],
        )

    mine = _period(seed)
    if mine is not None and mine[0] is not None:
        start = mine[0]
        around = dated_around(e for e in entities if e.kind in ("character", "place"))
        before: list[tuple[date, NodeRec, set[str]]] = []
        after: list[tuple[date, NodeRec, set[str]]] = []
        same: list[tuple[date, NodeRec, set[str]]] = []
        for n, shared in around.values():
            p = _period(n)
            if p is None or p[0] is None:
                continue
            bucket = before if p[0] < start else after if p[0] > start else same
            bucket.append((p[0], n, shared))

        def order(t: tuple[date, NodeRec, set[str]]) -> tuple[date, str, int]:
            return (t[0], t[1].uri or "", t[1].start_line or 0)

        before.sort(key=order)
        after.sort(key=order)
        same.sort(key=order)

        def items(ts: list[tuple[date, NodeRec, set[str]]]) -> list[TimelineItem]:
            out = []
            for _, n, shared in ts:
                p = _period(n)
                assert p is not None
                out.append(item(n, p, shared))
            return out

        return Timeline(
            basis="story",
            period=_period_model(mine),
            before=items(before[-side:]),
            concurrent=items(same[:side]),
            after=items(after[:side]),
        )

    # An undated passage of the narrative: the nearest dated paragraphs of the
    # same file place it in time (a fact note's order says nothing about time).
    if seed.uri is None or seed.start_line is None or seed.kind not in _NARRATIVE:
        return Timeline(period=_period_model(mine) if mine else None)
    prev: list[TimelineItem] = []
    nxt: list[TimelineItem] = []
    for n in api.nodes_in(seed.uri):
        p = _period(n)
        if n.id == seed.id or p is None or n.start_line is None:
            continue
        (prev if n.start_line < seed.start_line else nxt).append(item(n, p, []))
    if not prev and not nxt:
        return Timeline(period=_period_model(mine) if mine else None)
    return Timeline(
        basis="document",
        period=_period_model(mine) if mine else None,
        before=prev[-side:],
        after=nxt[:side],
    )


def _start_key(p: tuple[date | None, date | None] | None) -> date:
    if p is None:
        return date.max
    return p[0] or p[1] or date.max


# ---------------------------------------------------------------------------
# Prose
# ---------------------------------------------------------------------------

_WIKI = re.compile(r"\[\[([^\]|#]*)(?:#[^\]|]*)?(?:\|([^\]]*))?\]\]")
_MDLINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_FIELD = re.compile(r"\s*\[[\w-]+::[^\]]*\]")
_BLOCK_ID = re.compile(r"\s+\^[\w-]+\s*$")
_EMPH = re.compile(r"(\*\*|__|\*|_|`)(?=\S)(.+?)(?<=\S)\1")
_QUOTED = frozenset({"paragraph", "fact", "node"})
_KIND_WORD = {"fact_note": "fact note", "subchapter": "section", "node": "node"}
_VIA_WORD = {"event_involves": "in the event", "links_to": "linked", "mentions": "mentioned"}
_GLUE = frozenset({"\u200d", "\u034f", "\u2060"})  # ZWJ, CGJ, word joiner


def plain(text: str) -> str:
    """A paragraph title without its Markdown: links become their text, inline
    fields and block ids go, whitespace is one space."""
    text = _WIKI.sub(lambda m: (m.group(2) or m.group(1)).strip(), text)
    text = _MDLINK.sub(r"\1", text)
    text = _FIELD.sub("", text)
    text = _BLOCK_ID.sub("", text)
    text = _EMPH.sub(r"\2", text)
    return " ".join(text.split())


def _joins_previous(ch: str) -> bool:
    if ch in _GLUE or unicodedata.combining(ch):
        return True
    cp = ord(ch)
    # variation selectors, emoji modifiers and tag characters belong to what precedes them
    return (
        0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF or 0x1F3FB <= cp <= 0x1F3FF
    ) or 0xE0020 <= cp <= 0xE007F


def clip(text: str, limit: int) -> str:
    """At most `limit` characters, ending in "…" when cut, never inside a grapheme."""
    if len(text) <= limit:
        return text
    if limit <= 1:
        return "…"[:limit]
    cut = limit - 1
    while cut > 0 and (_joins_previous(text[cut]) or text[cut - 1] in _GLUE):
        cut -= 1
    return text[:cut].rstrip() + "…"


Namer = Callable[[EndpointInfo, int], str]


def namer(nodes: Mapping[str, NodeRec] | None = None) -> Namer:
    """How prose names an endpoint: a paragraph by its own text (the stored
    title is cut at 80 characters, often inside a link), quoted and clipped;
    an entity by its title."""

    def name(e: EndpointInfo, width: int) -> str:
        text = e.title or ""
        kind, addr = split_ref(e.ref)
        node = nodes.get(addr) if nodes is not None and kind == "node" else None
        if node is not None and node.text and node.kind in _QUOTED:
            text = node.text
        text = plain(text) or e.ref
        if e.kind in _QUOTED:
            return "“" + clip(text, width) + "”"
        return clip(text, width)

    return name


def _when(p: Period) -> str:
    """A period for a reader: the stored end is exclusive, the printed one inclusive."""
    last = None
    if p.end:
        try:
            last = (date.fromisoformat(p.end) - timedelta(days=1)).isoformat()
        except (ValueError, OverflowError):
            last = p.end
    if p.start and last:
        return p.start if last <= p.start else f"{p.start} to {last}"
    if p.start:
        return f"from {p.start}"
    return f"until {last}"


def _header(r: GroundingResult, name: Namer, compact: bool = False) -> str:
    ep = r.endpoint
    what = _KIND_WORD.get(ep.kind, ep.kind)
    where = []
    if ep.uri:
        where.append(f"{ep.uri}:{ep.range.start.line + 1}" if ep.range else ep.uri)
    if r.lang:
        where.append(f"language {r.lang}")
    text = f"{what[:1].upper()}{what[1:]} {name(ep, 80 if compact else 100)}"
    if where and not compact:
        text += f" ({', '.join(where)})"
    chain: list[str] = []
    for c in r.context:
        title = clip(plain(c.title or ""), 40)
        if title and (not chain or chain[-1] != title):
            chain.append(title)
    if chain and not compact:
        text += " in " + " › ".join(chain)
    return text + "."


def _items_line(label: str, items: list[str], total: int, room: int) -> tuple[str | None, bool]:
    """`label: a; b; c (+N more).` with as many items as fit in `room`."""
    if not items or room <= len(label) + 4:
        return None, bool(items)
    shown: list[str] = []
    for i, it in enumerate(items):
        rest = total - (i + 1)
        more = f" (+{rest} more)" if rest > 0 else ""
        cand = f"{label}: {'; '.join([*shown, it])}{more}."
        if len(cand) > room:
            break
        shown.append(it)
    if not shown:
        # not even one whole item: clip the first one into the room that is left
        head = f"{label}: "
        more = f" (+{total - 1} more)" if total > 1 else ""
        space = room - len(head) - len(more) - 1
        if space < 8:
            return None, True
        first = clip(items[0], space)
        return head + first + more + ("" if first.endswith("…") and not more else "."), True
    rest = total - len(shown)
    return f"{label}: {'; '.join(shown)}{f' (+{rest} more)' if rest > 0 else ''}.", rest > 0


def _sections(r: GroundingResult, name: Namer) -> list[tuple[int, str, list[str], int]]:
    """(priority, label, items, total) in reading order; lower priority number
    survives a small budget first."""
    out: list[tuple[int, str, list[str], int]] = []
    tl = r.timeline

    def tl_item(t: TimelineItem) -> str:
        return f"{name(t.endpoint, 48)} ({_when(t.period)})"

    for field, label, prio in (("characters", "Characters", 2), ("places", "Places", 3)):
        inv: list[Involved] = getattr(r, field)
        out.append((prio, label, [_involved(i, name) for i in inv], r.totals.get(field, 0)))
    if tl.period is not None:
        out.append((1, "When", [_when(tl.period)], 1))
    if tl.basis == "entity":
        out.append((4, "Timeline", [tl_item(t) for t in tl.events], len(tl.events)))
    else:
        word = "Earlier in the file" if tl.basis == "document" else "Before"
        out.append((5, word, [tl_item(t) for t in tl.before], len(tl.before)))
        out.append((6, "At the same time", [tl_item(t) for t in tl.concurrent],
                    len(tl.concurrent)))  # fmt: skip
        word = "Later in the file" if tl.basis == "document" else "After"
        out.append((5, word, [tl_item(t) for t in tl.after], len(tl.after)))
    out.append((2, "Sources", [_source(s, name) for s in r.sources], r.totals.get("sources", 0)))
    out.append((1, "Verdicts", [_verdict(v) for v in r.verdicts], r.totals.get("verdicts", 0)))
    out.append((0, "Open contradictions", [_stance_text(s, name) for s in r.contradictions],
                r.totals.get("contradictions", 0)))  # fmt: skip
    out.append((4, "Agrees or qualifies", [_stance_text(s, name) for s in r.stances],
                r.totals.get("stances", 0)))  # fmt: skip
    out.append((7, "Terms", [_involved(i, name) for i in r.terms], r.totals.get("terms", 0)))
    out.append((6, "Links to", [name(li.other, 48) for li in r.links_to],
                r.totals.get("linksTo", 0)))  # fmt: skip
    out.append((3, "Linked from", [_linked(li, name) for li in r.linked_from],
                r.totals.get("linkedFrom", 0)))  # fmt: skip
    return out


def _involved(i: Involved, name: Namer) -> str:
    return f"{name(i.endpoint, 48)} ({_VIA_WORD.get(i.via[0], i.via[0])})"


def _source(s: SourceItem, name: Namer) -> str:
    if s.endpoint.kind == "locus":
        # a locus with no source note: its canonical form says it all
        scheme, _, canonical = (s.endpoint.title or "").partition(":")
        if scheme in ("page", "text") and s.key:
            text = f"{s.key}, {', '.join(s.loci)}" if s.loci else s.key
        else:
            text = f"{canonical} ({scheme})" if canonical else name(s.endpoint, 60)
    else:
        text = name(s.endpoint, 60)
        if s.loci:
            text += f", {', '.join(s.loci)}"
    if "judged" in s.origins and len(s.origins) == 1:
        text += " [suggested]"
    return text


def _verdict(v: Verdict) -> str:
    text = v.grade
    if v.pending:
        text += " [suggested]"
    if v.reason:
        text += f" — {' '.join(v.reason.split())}"
    return text


def _stance_text(s: Stance, name: Namer) -> str:
    text = f"{name(s.other, 60)} ({s.kind.replace('_', ' ')}"
    text += ", suggested by a judge)" if s.pending else ")"
    if s.reason:
        text += f" — {' '.join(s.reason.split())}"
    return text


def _linked(li: LinkItem, name: Namer) -> str:
    word = {"event_involves": "event", "links_to": "link", "mentions": "mention"}
    kinds = ", ".join(word.get(k, k.replace("_", " ")) for k in li.kinds)
    return f"{name(li.other, 48)} ({kinds})"


def render_prose(
    r: GroundingResult, budget: int, nodes: Mapping[str, NodeRec] | None = None
) -> tuple[str, bool]:
    """The prose block and whether anything was left out for the budget."""
    name = namer(nodes)
    header = _header(r, name)
    if len(header) > budget // 2:
        # a small budget is better spent on what the graph knows than on where it is
        header = _header(r, name, compact=True)
    header = clip(header, budget)
    used = len(header)
    sections = _sections(r, name)
    chosen: dict[int, str] = {}
    cut = False
    # Fill by priority, then print in reading order.
    for i in sorted(range(len(sections)), key=lambda j: (sections[j][0], j)):
        _, label, items, total = sections[i]
        if not items:
            continue
        room = budget - used - 1  # the newline before the line
        line, partial = _items_line(label, items, total, room)
        cut = cut or partial
        if line is not None:
            chosen[i] = line
            used += len(line) + 1
    lines = [header, *(chosen[i] for i in sorted(chosen))]
    if len(lines) == 1:
        lines.append("The graph knows nothing else about it yet." if used + 43 <= budget else "")
    text = "\n".join(x for x in lines if x)
    assert len(text) <= budget
    return text, cut
