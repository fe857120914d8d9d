"""The grounding as a short prose block an LLM prompt can take as it is,
never longer than its budget; cut by characters, never inside a grapheme
(a combining mark, a variation selector or a zero-width joiner stays with the
character it belongs to)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping
from datetime import date, timedelta

from semnet.graph.manuscript.parse import plain_text
from semnet.graph.model import NodeKind, NodeRec, split_ref
from semnet.graph.query.grounding_models import (
    GroundingResult,
    Involved,
    LinkItem,
    Period,
    SourceItem,
    Stance,
    TimelineItem,
    Verdict,
)
from semnet.graph.query.views import EndpointInfo

# Endpoint kinds named by their own text, quoted.
_QUOTED = frozenset({NodeKind.PARAGRAPH, NodeKind.FACT, "node"})
_KIND_WORD = {NodeKind.FACT_NOTE: "fact note", NodeKind.SUBCHAPTER: "section", "node": "node"}
_VIA_WORD = {"event_involves": "in the event", "links_to": "linked", "mentions": "mentioned"}
_GLUE = frozenset({"\u200d", "\u034f", "\u2060"})  # ZWJ, CGJ, word joiner


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
        text = plain_text(text) or e.ref
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
        title = clip(plain_text(c.title or ""), 40)
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
