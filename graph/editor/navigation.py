"""Navigation over one workspace: where each node is, what a link under the
cursor points at, who points at a node, symbols, document links and
completion candidates.

`WorkspaceView` is the moment's picture the editor features read: the
store's nodes and edges, the names of one store generation (`NameIndex`)
and the live views of the open documents, which win over the store for the
files they cover (their lines move as the writer types). Everything here is
plain data; the language server turns it into LSP types.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from semnet.graph.editor.livedoc import LiveBlock, LiveDoc, block_at
from semnet.graph.editor.located import (
    Located,
    block_located,
    is_title_heading,
    locate,
    node_id_of,
)
from semnet.graph.editor.name_index import KEPT, NameIndex
from semnet.graph.editor.search import (
    Named,
    NameSearch,
    merge_found,
)
from semnet.graph.manuscript.inline import CiteRec, LinkRec
from semnet.graph.manuscript.parse import plain_text
from semnet.graph.manuscript.resolve import (
    Followed,
    NameTable,
    Outside,
    fold_text,
    resolve_link,
)
from semnet.graph.model import PARAGRAPH_KINDS, NodeKind, NodeRec, node_ref, split_ref
from semnet.graph.query.traverse import iter_neighbors
from semnet.graph.store.edge_store import EdgeStore

__all__ = [
    "CompletionCandidate",
    "CompletionContext",
    "NameIndex",
    "SymbolInfo",
    "Target",
    "WorkspaceView",
    "block_span",
    "node_label",
    "preview",
]

# At most this many workspace symbols, and completion items (then the list is
# marked incomplete, and the client asks again as the writer types).
SYMBOL_LIMIT = 200
COMPLETION_LIMIT = 50


@dataclass(frozen=True, slots=True)
class Target:
    """What the inline item under the cursor is and where it points."""

    kind: Literal["link", "citation"]
    span: Located
    item: LinkRec | CiteRec  # the link or the citation
    node: NodeRec | None  # the node it resolves to (None: broken or extern)
    ref: str | None  # the endpoint it resolves to
    problem: str | None = None

    @property
    def named(self) -> str:
        """What the text names: a link's target, a citation's key."""
        return self.item.key if isinstance(self.item, CiteRec) else self.item.target


@dataclass(frozen=True, slots=True)
class SymbolInfo:
    name: str
    kind: str  # "file", "heading", "block", "entity"
    node_id: str
    span: Located
    detail: str | None = None
    level: int = 0
    children: list[SymbolInfo] = field(default_factory=list)
    selection: Located | None = None


@dataclass(frozen=True, slots=True)
class CompletionCandidate:
    label: str
    insert: str
    kind: Literal["file", "heading", "block", "entity", "citation"]
    detail: str | None = None
    documentation: str | None = None


@dataclass(frozen=True, slots=True)
class CompletionContext:
    """Completion at a cursor: replace `[line, start_char, end_char)` by a candidate."""

    trigger: Literal["wiki", "citation"]
    line: int
    start_char: int
    end_char: int
    candidates: list[CompletionCandidate]
    close: str = ""  # appended to each insert when the link is not closed yet
    incomplete: bool = False  # more names match: the client asks again as the writer types


def block_span(rel: str, b: LiveBlock) -> Located:
    """A live block's stretch of its file (see `located.block_located`)."""
    return block_located(
        rel,
        b.start_line,
        b.end_line,
        heading=b.kind == "heading",
        end_char=b.end_char,
        text=b.text,
    )


# A hover or a definition resolves, with its link, those of the blocks this
# many lines around it (a screen or two).
_NEAR = 100


class WorkspaceView:
    """One workspace as the editor sees it now (store + open buffers)."""

    def __init__(
        self, store: EdgeStore, names: NameIndex, live: Mapping[str, LiveDoc] | None = None
    ) -> None:
        self.store = store
        self.nodes = store.nodes
        self.index = store.index
        self.name_index = names
        self.live: Mapping[str, LiveDoc] = live or {}

    @property
    def names(self) -> NameTable:
        return self.name_index.names

    # -- where things are -------------------------------------------------------------

    def blocks(self, rel: str) -> Sequence[LiveBlock]:
        doc = self.live.get(rel)
        return doc.blocks if doc is not None else self.name_index.stored_blocks(rel)

    def block_of(self, node_id: str) -> tuple[str, LiveBlock] | None:
        node = self.nodes.get(node_id)
        if node is None or node.uri is None:
            return None
        doc = self.live.get(node.uri)
        if doc is not None:
            b = doc.block_of(node_id)
            return (node.uri, b) if b is not None else None
        sb = self.name_index.stored_block(node.uri, node_id)
        return (node.uri, sb) if sb is not None else None

    def locate(self, ref_or_id: str) -> Located | None:
        """Where a node is now (live lines for open buffers)."""
        node = self.nodes.get(node_id_of(ref_or_id))
        return locate(node, self._live_span) if node is not None else None

    def _live_span(self, node: NodeRec) -> Located | None:
        if node.uri not in self.live:
            return None
        hit = self.block_of(node.id)
        return block_span(*hit) if hit is not None else None

    def file_node(self, rel: str) -> NodeRec | None:
        return self.name_index.file_node(rel)

    def node_at(self, rel: str, line: int) -> str | None:
        """The most specific node at a line: its paragraph or heading, else the file."""
        doc = self.live.get(rel)
        b = block_at(self.blocks(rel), line)
        if b is not None:
            # A paragraph typed since the last index pass has no node yet.
            return node_ref(b.node_id) if b.node_id in self.nodes else None
        f = self.file_node(rel)
        if f is None:
            return None
        if doc is not None and line >= len(doc.lines):
            return None
        return node_ref(f.id)

    def endpoint_at(self, rel: str, line: int) -> str | None:
        """The endpoint a line names (`node_at`, but the note itself on its
        title heading: one endpoint, see `lift`)."""
        ref = self.node_at(rel, line)
        node = self.nodes.get(ref[5:]) if ref is not None else None
        if node is not None and is_title_heading(node):
            f = self.file_node(rel)
            return node_ref(f.id) if f is not None else ref
        return ref

    def problems(self, rel: str) -> list[dict[str, Any]]:
        """The problems of a file: the live buffer's, else what the store recorded."""
        doc = self.live.get(rel)
        if doc is not None:
            return doc.problems()
        out: list[dict[str, Any]] = []
        f = self.file_node(rel)
        if f is not None and f.attrs:
            out.extend(f.attrs.get("problems", ()))
        out.extend(self.name_index.stored_problems(rel))
        return out

    def line_count(self, rel: str) -> int | None:
        doc = self.live.get(rel)
        if doc is not None:
            return len(doc.lines)
        f = self.file_node(rel)
        if f is None:
            return None
        return int((f.attrs or {}).get("lines") or f.end_line or 0)

    # -- resolving links and citations -----------------------------------------------

    def resolve_link(self, rel: str, link: LinkRec) -> NodeRec | str:
        """The node a link of file `rel` points at, or the problem's code
        (`outside` for a path that leaves the workspace). Kept per store
        generation (`NameIndex.links`): it depends on the name table only."""
        key = (rel, link.style, link.target, link.heading, link.block)
        kept = self.name_index.links
        got = kept.get(key)
        if got is None:
            if len(kept) >= KEPT:
                kept.clear()
            got = kept[key] = self._resolve_link(rel, link)
        return got

    def _resolve_link(self, rel: str, link: LinkRec) -> NodeRec | str:
        here = self.names.files_by_uri.get(rel)
        if here is None:
            return "unindexed"
        hit = resolve_link(link, here, self.names)
        if isinstance(hit, Followed):
            return hit.node
        if isinstance(hit, NodeRec):
            return hit
        if isinstance(hit, Outside):
            return "outside"
        return hit[0]

    def linked_near(self, rel: str, line: int) -> list[NodeRec]:
        """The nodes the links within `_NEAR` lines of `line` point at
        (resolved, and kept: see `resolve_link`)."""
        return self._resolve_near(rel, self.blocks(rel), line)

    def _resolve_near(self, rel: str, blocks: Sequence[LiveBlock], line: int) -> list[NodeRec]:
        start = bisect_left(blocks, line - _NEAR, key=lambda b: b.end_line)
        out: list[NodeRec] = []
        for b in blocks[start:]:
            if b.start_line > line + _NEAR:
                break
            for ln in b.links():
                hit = self.resolve_link(rel, ln)
                if isinstance(hit, NodeRec):
                    out.append(hit)
        return out

    def resolve_citation(self, key: str) -> str | None:
        return self.names.sources.get(fold_text(key))

    def target_at(self, rel: str, line: int, char: int) -> Target | None:
        """The link or citation under the cursor, resolved (with, the first
        time, the links of the blocks around it: a writer hovers and jumps
        from one link to the next)."""
        blocks = self.blocks(rel)
        b = block_at(blocks, line)
        if b is None:
            return None
        for ln in b.links():
            if ln.line == line and ln.start <= char <= ln.end:
                if (rel, ln.style, ln.target, ln.heading, ln.block) not in self.name_index.links:
                    self._resolve_near(rel, blocks, line)
                hit = self.resolve_link(rel, ln)
                span = Located(rel, line, ln.start, line, ln.end)
                if isinstance(hit, NodeRec):
                    return Target("link", span, ln, hit, node_ref(hit.id))
                return Target("link", span, ln, None, None, hit)
        for c in b.cites():
            if c.line == line and c.start <= char <= c.end:
                span = Located(rel, line, c.start, line, c.end)
                ref = self.resolve_citation(c.key)
                node = None
                if ref is not None and ref.startswith("node:"):
                    node = self.nodes.get(ref[5:])
                return Target("citation", span, c, node, ref, None if ref else "unknown-citation")
        return None

    # -- references ------------------------------------------------------------------------

    def targets_of(self, ref: str) -> set[str]:
        """The node ids a reference search for `ref` looks for: a note and its
        title heading are one endpoint (see `lift`)."""
        kind, addr = split_ref(ref)
        if kind != "node":
            return set()
        node = self.nodes.get(addr)
        if node is None:
            return set()
        out = {addr}
        if node.kind == NodeKind.SUBCHAPTER and node.uri and (node.attrs or {}).get("title"):
            f = self.file_node(node.uri)
            if f is not None:
                out.add(f.id)
        elif node.uri and self.file_node(node.uri) is node:
            title = self.names.title_heading(node)
            if title is not None:
                out.add(title.id)
        return out

    def references(self, ref: str, include_declaration: bool = False) -> list[Located]:
        """Every place that points at `ref`: the exact link or citation where the
        text names it, else the whole paragraph the edge starts from."""
        out: dict[tuple[str, int, int, int, int], Located] = {}

        def add(loc: Located) -> None:
            out[(loc.rel, loc.start_line, loc.start_char, loc.end_line, loc.end_char)] = loc

        wanted = self.targets_of(ref)
        refs = {node_ref(t) for t in wanted} or {ref}
        sources: set[str] = set()
        for r in refs:
            for hop in iter_neighbors(self.index, r, None, "in"):
                if hop.other.startswith("node:") and hop.other not in refs:
                    sources.add(hop.other[5:])
        for sid in sorted(sources):
            hit = self.block_of(sid)
            if hit is None:
                loc = self.locate(sid)
                if loc is not None:
                    add(loc)
                continue
            rel, b = hit
            exact = False
            # A paragraph's text is its lines: a client's units are counted
            # from it, without reading the file.
            lines = b.text.split("\n") if b.kind == "paragraph" else None
            for ln in b.links():
                got = self.resolve_link(rel, ln)
                if isinstance(got, NodeRec) and got.id in wanted:
                    add(Located(rel, ln.line, ln.start, ln.line, ln.end, _line(lines, b, ln.line)))
                    exact = True
            for c in b.cites():
                if self.resolve_citation(c.key) in refs:
                    add(Located(rel, c.line, c.start, c.line, c.end, _line(lines, b, c.line)))
                    exact = True
            if not exact:
                add(block_span(rel, b))
        if include_declaration:
            for t in sorted(wanted):
                loc = self.locate(t)
                if loc is not None:
                    add(loc)
        return sorted(out.values(), key=lambda x: (x.rel, x.start_line, x.start_char))

    # -- symbols --------------------------------------------------------------------------

    def document_symbols(self, rel: str) -> list[SymbolInfo]:
        """Headings as a tree (each spans its section), and `^block` paragraphs."""
        blocks = self.blocks(rel)
        n_lines = self.line_count(rel) or (blocks[-1].end_line if blocks else 0)
        roots: list[SymbolInfo] = []
        stack: list[SymbolInfo] = []
        heads = [(i, b) for i, b in enumerate(blocks) if b.kind == "heading"]
        for k, (_i, b) in enumerate(heads):
            end = n_lines
            for _j, later in heads[k + 1 :]:
                if later.level <= b.level:
                    end = later.start_line
                    break
            sel = block_span(rel, b)
            sym = SymbolInfo(
                name=b.text.strip() or "(untitled)",
                kind="heading",
                node_id=b.node_id or "",
                span=Located(rel, b.start_line, 0, max(end, sel.end_line), 0),
                detail="#" * max(b.level, 1),
                level=b.level,
                selection=sel,
            )
            while stack and stack[-1].level >= b.level:
                stack.pop()
            (stack[-1].children if stack else roots).append(sym)
            stack.append(sym)
        for b in blocks:
            if b.block_id:
                sym = SymbolInfo(
                    name=f"^{b.block_id}",
                    kind="block",
                    node_id=b.node_id or "",
                    span=block_located(
                        rel, b.start_line, b.end_line, heading=False, end_char=b.end_char
                    ),
                    detail=_preview(b.text, 60),
                )
                parent = None
                for s in _walk(roots):
                    if s.span.start_line <= b.start_line <= s.span.end_line and (
                        parent is None or s.level > parent.level
                    ):
                        parent = s
                (parent.children if parent is not None else roots).append(sym)
        return roots

    def workspace_symbols(self, query: str, limit: int = SYMBOL_LIMIT) -> list[SymbolInfo]:
        """Files and entities (by title and alias), headings and block ids whose
        name contains the query (case-insensitive; every name for an empty
        query), those that begin with it first; at most `limit`. An open
        buffer's headings and block ids are its own, not the store's."""
        live = self.live

        def stored_in_buffer(e: Named) -> bool:
            return e.kind in ("heading", "block") and e.rel in live

        found, _ = self.name_index.symbols.search(query, limit, stored_in_buffer)
        if live:
            found = merge_found(query, found, self._live_symbols(), limit)
        out = []
        for e in found:
            if e.kind in ("file", "entity"):
                span = Located(e.rel, 0, 0, 0, 0)
            else:
                span = self.locate(e.node_id) or Located(e.rel, 0, 0, 0, 0)
            out.append(SymbolInfo(e.name, e.kind, e.node_id, span, e.detail))
        return out

    def _live_symbols(self) -> NameSearch:
        """The headings and block ids of the open buffers."""
        names = []
        for rel in sorted(self.live):
            for b in self.live[rel].blocks:
                if b.node_id is None:
                    continue  # typed since the last pass: no node to point at yet
                if b.kind == "heading":
                    names.append(Named(b.text, "heading", b.node_id, rel, rel))
                if b.block_id:
                    names.append(Named(f"^{b.block_id}", "block", b.node_id, rel, rel))
        return NameSearch(names)

    def document_links(self, rel: str) -> list[tuple[Located, Located]]:
        """Each resolvable link of a file: (its span, where its target is)."""
        out = []
        for b in self.blocks(rel):
            for ln in b.links():
                hit = self.resolve_link(rel, ln)
                if isinstance(hit, NodeRec):
                    loc = self.locate(hit.id)
                    if loc is not None:
                        out.append((Located(rel, ln.line, ln.start, ln.line, ln.end), loc))
        return out

    # -- completion -----------------------------------------------------------------------

    def completion(self, rel: str, line: int, before: str, after: str) -> CompletionContext | None:
        """Candidates for the text before the cursor: after `[[` notes (titles,
        aliases, file names), `[[Note#` its headings, `[[Note#^` its block ids;
        after `@` citation keys."""
        wiki = before.rfind("[[")
        at = before.rfind("@")
        if wiki != -1 and "]]" not in before[wiki:] and at < wiki:
            typed = before[wiki + 2 :]
            if "|" in typed:
                return None
            close = "" if after.startswith("]]") else "]]"
            note, hash_, frag = typed.partition("#")
            if not hash_:
                cands, more = self._note_candidates(note, rel)
                return CompletionContext("wiki", line, wiki + 2, len(before), cands, close, more)
            target = self._note(rel, note)
            start = wiki + 2 + len(note) + 1
            if target is None:
                return CompletionContext("wiki", line, start, len(before), [], close)
            if frag.startswith("^"):
                cands = [
                    CompletionCandidate(
                        f"^{b.block_id}", f"^{b.block_id}", "block", _preview(b.text, 60)
                    )
                    for b in self.blocks(target.uri or "")
                    if b.block_id
                ]
            else:
                cands = [
                    CompletionCandidate(b.text, b.text, "heading", "#" * max(b.level, 1))
                    for b in self.blocks(target.uri or "")
                    if b.kind == "heading" and b.text
                ]
            return CompletionContext("wiki", line, start, len(before), cands, close)
        if at != -1:
            key = before[at + 1 :]
            prev = before[at - 1] if at else " "
            if (prev.isspace() or prev in "[;(-") and all(
                ch.isalnum() or ch in "_:-" for ch in key
            ):
                cands, more = self._citation_candidates(key)
                return CompletionContext("citation", line, at + 1, len(before), cands, "", more)
        return None

    def _note(self, rel: str, name: str) -> NodeRec | None:
        if not name.strip():
            return self.file_node(rel)
        cands = self.names.resolve_note(name.strip(), rel)
        return cands[0] if len(cands) == 1 else None

    def _note_candidates(
        self, typed: str, here: str = ""
    ) -> tuple[list[CompletionCandidate], bool]:
        found, more = self.name_index.notes.search(typed, COMPLETION_LIMIT)
        out = []
        inserts = self.name_index.inserts
        for e in found:
            key = (e.name, e.node_id, here)
            insert = inserts.get(key)
            if insert is None:
                # A name that leads elsewhere from here gets the note's path.
                anywhere = self.name_index.note_from_anywhere(e.name)
                if anywhere is not None:
                    insert = e.name if anywhere.id == e.node_id else e.rel[:-3]
                else:
                    got = self.names.resolve_note(e.name, here)
                    insert = e.name if len(got) == 1 and got[0].id == e.node_id else e.rel[:-3]
                if len(inserts) >= KEPT:
                    inserts.clear()
                inserts[key] = insert
            kind: Literal["file", "entity"] = "entity" if e.kind == "entity" else "file"
            out.append(CompletionCandidate(e.name, insert, kind, e.detail))
        return out, more

    def _citation_candidates(self, typed: str) -> tuple[list[CompletionCandidate], bool]:
        found, more = self.name_index.citations.search(typed, COMPLETION_LIMIT)
        out = []
        for e in found:
            n = self.nodes.get(e.node_id)
            a = (n.attrs or {}) if n is not None else {}
            who = ", ".join(str(x) for x in (a.get("author"), a.get("year")) if x)
            title = n.title if n is not None else None
            out.append(
                CompletionCandidate(
                    e.name,
                    e.name,
                    "citation",
                    title,
                    f"{title or e.name}" + (f" — {who}" if who else ""),
                )
            )
        return out, more


def _line(lines: list[str] | None, b: LiveBlock, line: int) -> str | None:
    """A paragraph's line (its text as far as it runs: a closing block id is
    not part of it), or None where it is not known."""
    k = line - b.start_line
    return lines[k] if lines is not None and 0 <= k < len(lines) else None


def _walk(symbols: Iterable[SymbolInfo]) -> Iterable[SymbolInfo]:
    for s in symbols:
        yield s
        yield from _walk(s.children)


def _preview(text: str, width: int) -> str:
    one = plain_text(text)
    return one if len(one) <= width else one[: width - 1] + "…"


def preview(text: str | None, width: int = 100) -> str:
    """One line of a node's text, cut at `width` characters."""
    return _preview(text or "", width)


def node_label(node: NodeRec, width: int = 80) -> str:
    """How a node is named to a reader: a paragraph by its text (the stored
    title is cut short and may end inside a link), anything else by its title."""
    if node.kind in PARAGRAPH_KINDS and node.text:
        return _preview(node.text, width)
    return _preview(node.title or node.text or node.id, width)
