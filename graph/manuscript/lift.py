"""The structural lift: nodes (with the inline constructs the parser found,
kept in their `attrs`) → the edges the text states, and the problems it has.

Pure: no store, no I/O. The indexer diffs the result against what the store
holds (`RunWriter.sync`), so a re-lift of unchanged text writes nothing.

What a paragraph's `attrs` carry (written by the indexer):
    links:  [[style, target, heading, block, shown, line, start, end], ...]
    cites:  [[style, key, locus, line, start, end], ...]
    when:   [start_iso, end_exclusive_iso] for an event paragraph
    period: [from_iso, until_exclusive_iso] for a fact with from/until
A file node's `attrs`: aliases, entity_type, source_key, ...; a heading's: slug.
"""

from __future__ import annotations

import posixpath
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from functools import lru_cache
from typing import Any

from semnet.graph.manuscript.locus import canonical_locus
from semnet.graph.model import EdgeRec, NodeRec, node_ref, to_micros
from semnet.graph.model import make_rec as _make_rec

FILE_KINDS = frozenset({"chapter", "character", "place", "fact_note", "source", "glossary"})
ENTITY_KINDS = frozenset({"character", "place", "glossary"})
INVOLVABLE = frozenset({"character", "place"})
PARAGRAPH_KINDS = frozenset({"paragraph", "fact"})
# Citation keys that name a locus scheme rather than a source (`@bible[Jn 3.16]`).
SCHEME_KEYS = frozenset({"bible"})

_WORD = re.compile(r"\w+")


def make_rec(*args: Any, **kw: Any) -> EdgeRec:
    # The id is given by `RunWriter.sync` only to relations that are new.
    return _make_rec(*args, edge_id="", **kw)


def link_file(style: str, target: str, here: NodeRec, names: NameTable) -> NodeRec | None:
    """The file a link points into, if any (ignoring its heading or block)."""
    if not target:
        return here
    if style == "markdown":
        path = posixpath.normpath(posixpath.join(posixpath.dirname(here.uri or ""), target))
        return names.files_by_uri.get(path)
    cands = names.resolve_note(target)
    return cands[0] if len(cands) == 1 else None


def fold_text(text: str) -> str:
    """Case-insensitive form for matching names (Unicode-aware: ß, Cyrillic, accents)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", text).casefold()).strip()


# Names repeat across passes; paragraph texts go through `fold_text` uncached.
fold = lru_cache(maxsize=1 << 16)(fold_text)


def _stem(uri: str) -> str:
    base = uri.rsplit("/", 1)[-1]
    return base[:-3] if base.lower().endswith(".md") else base


def iso_micros(value: str | None) -> int | None:
    if not value:
        return None
    d = date.fromisoformat(value)
    return to_micros(datetime(d.year, d.month, d.day, tzinfo=UTC))


@dataclass(slots=True)
class Problem:
    """Something a diagnostic will show: a broken or ambiguous link, an unknown key."""

    code: str
    message: str
    uri: str
    line: int
    start: int
    end: int
    node_id: str
    data: dict[str, Any] = field(default_factory=dict)


def anchor_signature(nodes: Iterable[NodeRec]) -> tuple[tuple[str, str], ...]:
    """The headings and block ids of one file: what links into it may depend on."""
    out = []
    for n in nodes:
        if n.kind == "subchapter":
            out.append(("h", str(n.attrs.get("slug") or "")))
        if n.block_id:
            out.append(("b", n.block_id))
    return tuple(sorted(out))


class NameTable:
    """How links, citations and mentions resolve, over the whole workspace.

    File-level names (titles, aliases, keys, paths) are built at once; the
    headings and block ids of a file are looked up from `by_uri` when a link
    first needs them, so building the table costs what the files cost.
    """

    __slots__ = (
        "_anchors",
        "by_uri",
        "files_by_id",
        "files_by_name",
        "files_by_uri",
        "max_words",
        "mention_names",
        "mention_starts",
        "signature",
        "sources",
    )

    def __init__(
        self, nodes: Iterable[NodeRec], by_uri: Mapping[str, Mapping[str, NodeRec]]
    ) -> None:
        self.by_uri = by_uri
        self.files_by_name: dict[str, list[NodeRec]] = {}
        self.files_by_uri: dict[str, NodeRec] = {}
        self.sources: dict[str, str] = {}  # citation key (folded) -> endpoint ref
        self.mention_names: dict[tuple[str, ...], list[NodeRec]] = {}
        self._anchors: dict[str, tuple[dict[str, NodeRec], dict[str, NodeRec]]] = {}
        sig: list[Any] = []
        bib: list[NodeRec] = []
        for n in nodes:
            if n.kind == "source" and (n.uri or "").endswith(".bib"):
                bib.append(n)
            elif n.kind in FILE_KINDS and n.uri:
                self.files_by_uri[n.uri] = n
        for n in sorted(self.files_by_uri.values(), key=lambda x: x.uri or ""):
            uri = n.uri or ""
            aliases = [str(a) for a in n.attrs.get("aliases", ()) or ()]
            names = {fold(_stem(uri)), fold(uri[:-3] if uri.endswith(".md") else uri)}
            if n.title:
                names.add(fold(n.title))
            names.update(fold(a) for a in aliases)
            for name in sorted(names):
                if name:
                    self.files_by_name.setdefault(name, []).append(n)
            key = n.attrs.get("source_key")
            if key:
                self.sources.setdefault(fold(str(key)), node_ref(n.id))
            if n.kind in ENTITY_KINDS:
                for name in {fold(n.title or ""), *(fold(a) for a in aliases)}:
                    words = tuple(_WORD.findall(name))
                    if words:
                        self.mention_names.setdefault(words, []).append(n)
            sig.append((uri, n.kind, n.title, tuple(aliases), key))
        for n in bib:
            key = n.attrs.get("source_key")
            if key:
                self.sources.setdefault(fold(str(key)), node_ref(n.id))
                sig.append((n.uri, "bib", key))
        self.files_by_id = {n.id: n for n in self.files_by_uri.values()}
        self.mention_starts = frozenset(k[0] for k in self.mention_names)
        self.max_words = max((len(k) for k in self.mention_names), default=0)
        self.signature = frozenset(sig)

    def resolve_note(self, target: str) -> list[NodeRec]:
        return self.files_by_name.get(fold(target), [])

    def _anchors_of(self, f: NodeRec) -> tuple[dict[str, NodeRec], dict[str, NodeRec]]:
        got = self._anchors.get(f.id)
        if got is None:
            headings: dict[str, NodeRec] = {}
            blocks: dict[str, NodeRec] = {}
            for n in (self.by_uri.get(f.uri or "") or {}).values():
                if n.kind == "subchapter":
                    for k in (str(n.attrs.get("slug") or ""), fold(n.title or "")):
                        if k:
                            headings.setdefault(k, n)
                if n.block_id:
                    blocks.setdefault(n.block_id, n)
            got = self._anchors[f.id] = (headings, blocks)
        return got

    def heading(self, f: NodeRec, key: str) -> NodeRec | None:
        return self._anchors_of(f)[0].get(key)

    def block(self, f: NodeRec, block_id: str) -> NodeRec | None:
        return self._anchors_of(f)[1].get(block_id)


def build_names(
    nodes: Iterable[NodeRec], by_uri: Mapping[str, Mapping[str, NodeRec]] | None = None
) -> NameTable:
    node_list = list(nodes)
    if by_uri is None:
        grouped: dict[str, dict[str, NodeRec]] = {}
        for n in node_list:
            if n.uri:
                grouped.setdefault(n.uri, {})[n.id] = n
        by_uri = grouped
    return NameTable(node_list, by_uri)


def link_attrs(b: Any) -> dict[str, Any]:
    """A parsed block's links and citations in the `attrs` format the lift reads
    (see the module docstring); `b` is a `parse.Block`."""
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


@dataclass(slots=True)
class LiftResult:
    edges: list[EdgeRec]
    problems: list[Problem]


def _slug_like(text: str) -> str:
    from semnet.graph.manuscript.parse import slugify

    return slugify(text)


def lift(paragraphs: Iterable[NodeRec], names: NameTable) -> LiftResult:
    """Edges stated by `paragraphs`, and the problems of their links and citations."""
    edges: list[EdgeRec] = []
    problems: list[Problem] = []
    for p in paragraphs:
        fnode = names.files_by_uri.get(p.uri or "")
        if fnode is None:
            continue
        src = node_ref(p.id)
        a = p.attrs
        uri = p.uri or ""
        linked: set[str] = set()
        for style, target, heading, block, _shown, line, start, end in a.get("links", ()):
            hit = _resolve_link(style, target, heading, block, fnode, names)
            if isinstance(hit, NodeRec):
                linked.add(hit.id)
                file_hit = hit if hit.kind in FILE_KINDS else names.files_by_uri.get(hit.uri or "")
                if file_hit is not None:
                    linked.add(file_hit.id)
                if hit.id != p.id:
                    edges.append(make_rec(src, "links_to", node_ref(hit.id), "structural"))
                continue
            code, message, extra = hit
            problems.append(
                Problem(
                    code,
                    message,
                    uri,
                    line,
                    start,
                    end,
                    p.id,
                    {"target": target, "heading": heading, "block": block, "style": style, **extra},
                )
            )
        # Citations: loci, provenance, unknown keys.
        for _style, key, locus, line, start, end in a.get("cites", ()):
            fk = fold(key)
            source = names.sources.get(fk)
            if source is None and fk not in SCHEME_KEYS:
                problems.append(
                    Problem(
                        "unknown-citation",
                        f"unknown citation key @{key}",
                        uri,
                        line,
                        start,
                        end,
                        p.id,
                        {"key": key},
                    )
                )
                continue
            if locus:
                canon = canonical_locus(locus, "bible" if fk in SCHEME_KEYS else None)
                if canon is not None:
                    scheme, text = canon
                    if scheme != "bible":
                        # a page of one source is not the same page of another
                        text = f"{key}, {text}"
                    edges.append(
                        make_rec(
                            src,
                            "cites_locus",
                            f"locus:{scheme}:{text}",
                            "structural",
                            attrs={"key": key, "raw": locus},
                        )
                    )
            if source is None:
                continue
            if p.kind == "fact":
                edges.append(
                    make_rec(
                        src,
                        "sourced_from",
                        source,
                        "structural",
                        attrs={"source_origin": "document", "key": key},
                    )
                )
            elif not locus:
                edges.append(
                    make_rec(src, "links_to", source, "structural", attrs={"via": "citation"})
                )
        # Unlinked mentions of characters, places and glossary entries.
        mentioned = _mentions(p.text or "", names) if names.mention_names else []
        for ent in mentioned:
            if ent.id in linked or ent.id == fnode.id:
                continue
            edges.append(make_rec(src, "mentions", node_ref(ent.id), "derived"))
        # Events involve the characters and places they link to or name.
        when = a.get("when")
        if when:
            valid, invalid = iso_micros(when[0]), iso_micros(when[1])
            involved: dict[str, None] = {}
            for ent_id in sorted(linked):
                linked_ent = names.files_by_id.get(ent_id)
                if linked_ent is not None and linked_ent.kind in INVOLVABLE:
                    involved[linked_ent.id] = None
            for ent in mentioned:
                if ent.kind in INVOLVABLE:
                    involved[ent.id] = None
            for ent_id in involved:
                edges.append(
                    make_rec(
                        src,
                        "event_involves",
                        node_ref(ent_id),
                        "structural",
                        valid_at=valid,
                        invalid_at=invalid,
                    )
                )
    return LiftResult(edges, problems)


def _resolve_link(
    style: str,
    target: str,
    heading: str | None,
    block: str | None,
    here: NodeRec,
    names: NameTable,
) -> NodeRec | tuple[str, str, dict[str, Any]]:
    shown = target + (f"#{heading}" if heading else "") + (f"#^{block}" if block else "")
    if not target:
        fnode: NodeRec | None = here
    elif style == "markdown":
        base = posixpath.dirname(here.uri or "")
        path = posixpath.normpath(posixpath.join(base, target))
        fnode = names.files_by_uri.get(path)
        if fnode is None:
            # be forgiving about case, as the wiki links are
            want = fold(path)
            fnode = next((n for u, n in names.files_by_uri.items() if fold(u) == want), None)
        if fnode is None:
            return ("broken-link", f"broken link: no note {target}", {})
    else:
        cands = names.resolve_note(target)
        if not cands:
            return ("broken-link", f"broken link: no note named {target!r}", {})
        fnode = cands[0]
        if len(cands) > 1:
            # Not guessed: the diagnostic offers the candidates as quick fixes.
            return (
                "ambiguous-link",
                f"ambiguous link: {target!r} names {len(cands)} notes: "
                + ", ".join(c.uri or "" for c in cands),
                {"candidates": [c.uri for c in cands]},
            )
    assert fnode is not None
    if block:
        hit = names.block(fnode, block)
        if hit is None:
            return ("broken-link", f"broken link: no block ^{block} in {fnode.uri}", {})
        return hit
    if heading:
        hit = names.heading(fnode, _slug_like(heading)) or names.heading(fnode, fold(heading))
        if hit is None:
            return (
                "broken-link",
                f"broken link: no heading {heading!r} in {fnode.uri}",
                {"shown": shown},
            )
        return hit
    return fnode


def _mentions(text: str, names: NameTable) -> list[NodeRec]:
    words = _WORD.findall(fold_text(text))
    found: dict[str, NodeRec] = {}
    table = names.mention_names
    starts = names.mention_starts
    top = names.max_words
    i = 0
    n = len(words)
    while i < n:
        step = 1
        if words[i] not in starts:
            i += 1
            continue
        for size in range(min(top, n - i), 0, -1):
            hits = table.get(tuple(words[i : i + size]))
            if hits:
                for h in hits:
                    found.setdefault(h.id, h)
                step = size
                break
        i += step
    return list(found.values())
