"""The inline constructs a paragraph node keeps in its `attrs`, and the named
records they are read as.

What a paragraph's `attrs` carry (written by the indexer, read by the lift,
the live view and the editor features):

    links:  [[style, target, heading, block, shown, line, start, end], ...]  -> `LinkRec`
    cites:  [[style, key, locus, line, start, end], ...]                     -> `CiteRec`
    when:   [start_iso, end_exclusive_iso] for an event paragraph
    period: [from_iso, until_exclusive_iso] for a fact with from/until
    fields: [[name, value], ...]

The store keeps plain JSON lists; `links_of` and `cites_of` read them as
named tuples, so no reader indexes a list by position.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:  # the parser (markdown-it) is imported only by what parses
    from semnet.graph.manuscript.parsed import Block


class LinkRec(NamedTuple):
    """A link of a paragraph: `line`, `start`, `end` are its span (0-based,
    `end` exclusive, Python string indices)."""

    style: str  # "wiki" | "markdown"
    target: str  # note name (wiki) or relative path (markdown); "" is the same file
    heading: str | None
    block: str | None  # a ^block id, without the caret
    shown: str | None
    line: int
    start: int
    end: int

    def shifted(self, delta: int) -> LinkRec:
        return self._replace(line=self.line + delta)


class CiteRec(NamedTuple):
    """A citation of a paragraph (`@key[locus]`, `[@key, locus]`), with its span."""

    style: str  # "inkhaven" | "pandoc"
    key: str
    locus: str | None
    line: int
    start: int
    end: int

    def shifted(self, delta: int) -> CiteRec:
        return self._replace(line=self.line + delta)


def links_of(attrs: Mapping[str, Any] | None) -> list[LinkRec]:
    """The links an `attrs` holds, as records."""
    return [LinkRec(*raw) for raw in (attrs or {}).get("links", ())]


def cites_of(attrs: Mapping[str, Any] | None) -> list[CiteRec]:
    """The citations an `attrs` holds, as records."""
    return [CiteRec(*raw) for raw in (attrs or {}).get("cites", ())]


def link_attrs(b: Block) -> dict[str, Any]:
    """A parsed block's links and citations in the `attrs` format (plain lists)."""
    attrs: dict[str, Any] = {}
    if b.links:
        attrs["links"] = [
            [ln.style, ln.target, ln.heading, ln.block, ln.shown, ln.span.line,
             ln.span.start_char, ln.span.end_char]
            for ln in b.links
        ]  # fmt: skip
    if b.citations:
        attrs["cites"] = [
            [c.style, c.key, c.locus, c.span.line, c.span.start_char, c.span.end_char]
            for c in b.citations
        ]
    return attrs


def shift_attrs(attrs: Mapping[str, Any], delta: int) -> dict[str, Any]:
    """`attrs` with its links and citations moved `delta` lines down."""
    out = dict(attrs)
    if "links" in out:
        out["links"] = [list(ln.shifted(delta)) for ln in links_of(attrs)]
    if "cites" in out:
        out["cites"] = [list(c.shifted(delta)) for c in cites_of(attrs)]
    return out


def inline_attrs(b: Block) -> dict[str, Any]:
    """A paragraph's inline constructs in the `attrs` format: links,
    citations, its event date, its period and its fields."""
    attrs = link_attrs(b)
    when = next((f for f in b.fields if f.name == "when" and f.start is not None), None)
    if when is not None and when.start is not None:
        end = when.end or when.start
        attrs["when"] = [when.start.start().isoformat(), end.end_exclusive().isoformat()]
    start, until = b.period()
    if start or until:
        attrs["period"] = [
            start.isoformat() if start else None,
            until.isoformat() if until else None,
        ]
    fields = [[f.name, f.value] for f in b.fields]
    if fields:
        attrs["fields"] = fields
    return attrs
