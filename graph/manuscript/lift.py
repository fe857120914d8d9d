"""The structural lift: nodes (with the inline constructs the parser found,
kept in their `attrs`, see `inline`) → the edges the text states, and the
problems it has; and the workspace's name table links resolve against.

Pure: no store, no I/O. The indexer diffs the result against what the store
holds (`RunWriter.sync`), so a re-lift of unchanged text writes nothing.
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

from semnet.graph.diagnostic_codes import Code
from semnet.graph.manuscript.inline import LinkRec, cites_of, links_of
from semnet.graph.manuscript.locus import canonical_locus
from semnet.graph.model import (
    ENTITY_KINDS,
    INVOLVABLE_KINDS,
    NOTE_KINDS,
    EdgeRec,
    NodeKind,
    NodeRec,
    is_bib_entry,
    node_ref,
    to_micros,
)
from semnet.graph.model import make_rec as _make_rec

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

    code: Code
    message: str
    uri: str
    line: int
    start: int
    end: int
    node_id: str
    data: dict[str, Any] = field(default_factory=dict)

    def stored(self) -> dict[str, Any]:
        """The problem as a node's `attrs["problems"]` keeps it."""
        return {
            "code": self.code,
            "message": self.message,
            "uri": self.uri,
            "line": self.line,
            "start": self.start,
            "end": self.end,
            **({"data": self.data} if self.data else {}),
        }


def anchor_signature(nodes: Iterable[NodeRec]) -> tuple[tuple[str, str], ...]:
    """The headings and block ids of one file: what links into it may depend on."""
    out = []
    for n in nodes:
        if n.kind == NodeKind.SUBCHAPTER:
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
            if is_bib_entry(n):
                bib.append(n)
            elif n.kind in NOTE_KINDS and n.uri:
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
                if n.kind == NodeKind.SUBCHAPTER:
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


@dataclass(slots=True)
class LiftResult:
    edges: list[EdgeRec]
    problems: list[Problem]


def _slug_like(text: str) -> str:
    from semnet.graph.manuscript.parse import slugify

    return slugify(text)


def lift(paragraphs: Iterable[NodeRec], names: NameTable) -> LiftResult:
    """Edges stated by `paragraphs`, and the problems of their links and citations."""
    out = LiftResult([], [])
    for p in paragraphs:
        fnode = names.files_by_uri.get(p.uri or "")
        if fnode is None:
            continue
        linked = _lift_links(p, fnode, names, out)
        _lift_cites(p, names, out)
        # Unlinked mentions of characters, places and glossary entries.
        src = node_ref(p.id)
        mentioned = _mentions(p.text or "", names) if names.mention_names else []
        for ent in mentioned:
            if ent.id in linked or ent.id == fnode.id:
                continue
            out.edges.append(make_rec(src, "mentions", node_ref(ent.id), "derived"))
        _lift_event(p, linked, mentioned, names, out)
    return out


def _lift_links(p: NodeRec, fnode: NodeRec, names: NameTable, out: LiftResult) -> set[str]:
    """`links_to` for each link that resolves, a problem for each that does
    not; returns the ids linked (a link into a file also links the file)."""
    src = node_ref(p.id)
    linked: set[str] = set()
    for ln in links_of(p.attrs):
        hit = resolve_link(ln, fnode, names)
        if isinstance(hit, NodeRec):
            linked.add(hit.id)
            file_hit = hit if hit.kind in NOTE_KINDS else names.files_by_uri.get(hit.uri or "")
            if file_hit is not None:
                linked.add(file_hit.id)
            if hit.id != p.id:
                out.edges.append(make_rec(src, "links_to", node_ref(hit.id), "structural"))
            continue
        code, message, extra = hit
        data = {
            "target": ln.target,
            "heading": ln.heading,
            "block": ln.block,
            "style": ln.style,
            **extra,
        }
        out.problems.append(
            Problem(code, message, p.uri or "", ln.line, ln.start, ln.end, p.id, data)
        )
    return linked


def _lift_cites(p: NodeRec, names: NameTable, out: LiftResult) -> None:
    """Citations: loci, provenance (a fact is sourced from what it cites, a
    paragraph links to it), and a problem for each unknown key."""
    src = node_ref(p.id)
    for c in cites_of(p.attrs):
        key, locus = c.key, c.locus
        fk = fold(key)
        source = names.sources.get(fk)
        if source is None and fk not in SCHEME_KEYS:
            out.problems.append(
                Problem(
                    Code.UNKNOWN_CITATION,
                    f"unknown citation key @{key}",
                    p.uri or "",
                    c.line,
                    c.start,
                    c.end,
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
                out.edges.append(
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
        if p.kind == NodeKind.FACT:
            attrs = {"source_origin": "document", "key": key}
            out.edges.append(make_rec(src, "sourced_from", source, "structural", attrs=attrs))
        elif not locus:
            attrs = {"via": "citation"}
            out.edges.append(make_rec(src, "links_to", source, "structural", attrs=attrs))


def _lift_event(
    p: NodeRec, linked: set[str], mentioned: list[NodeRec], names: NameTable, out: LiftResult
) -> None:
    """An event paragraph involves the characters and places it links to or names."""
    when = p.attrs.get("when")
    if not when:
        return
    valid, invalid = iso_micros(when[0]), iso_micros(when[1])
    involved: dict[str, None] = {}
    for ent_id in sorted(linked):
        linked_ent = names.files_by_id.get(ent_id)
        if linked_ent is not None and linked_ent.kind in INVOLVABLE_KINDS:
            involved[linked_ent.id] = None
    for ent in mentioned:
        if ent.kind in INVOLVABLE_KINDS:
            involved[ent.id] = None
    for ent_id in involved:
        out.edges.append(
            make_rec(
                node_ref(p.id),
                "event_involves",
                node_ref(ent_id),
                "structural",
                valid_at=valid,
                invalid_at=invalid,
            )
        )


def resolve_link(
    ln: LinkRec, here: NodeRec, names: NameTable
) -> NodeRec | tuple[Code, str, dict[str, Any]]:
    """The node a link of file `here` points at, or (problem code, message, data)."""
    style, target, heading, block = ln.style, ln.target, ln.heading, ln.block
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
            return (Code.BROKEN_LINK, f"broken link: no note {target}", {})
    else:
        cands = names.resolve_note(target)
        if not cands:
            return (Code.BROKEN_LINK, f"broken link: no note named {target!r}", {})
        fnode = cands[0]
        if len(cands) > 1:
            # Not guessed: the diagnostic offers the candidates as quick fixes.
            return (
                Code.AMBIGUOUS_LINK,
                f"ambiguous link: {target!r} names {len(cands)} notes: "
                + ", ".join(c.uri or "" for c in cands),
                {"candidates": [c.uri for c in cands]},
            )
    assert fnode is not None
    if block:
        hit = names.block(fnode, block)
        if hit is None:
            return (Code.BROKEN_LINK, f"broken link: no block ^{block} in {fnode.uri}", {})
        return hit
    if heading:
        hit = names.heading(fnode, _slug_like(heading)) or names.heading(fnode, fold(heading))
        if hit is None:
            return (
                Code.BROKEN_LINK,
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
