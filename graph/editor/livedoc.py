"""The open document as the editor has it, ahead of the store ("live view").

The store learns a buffer's text through an index pass (parse, re-anchor,
lift, one run), which for a long chapter costs hundreds of milliseconds. The
editor wants its diagnostics, hovers and positions to follow each keystroke,
so an open document also has a `LiveDoc`: its blocks with their current
lines, the node each block belongs to and the problems of its links and
citations, kept up to date by re-parsing only the stretch of the buffer that
changed. The index pass that follows (debounced) makes the store catch up;
the live view is then rebuilt from the store.

Incremental re-parsing is sound only between safe cuts: a cut between two
lines is safe when the line above it is blank and the next non-blank line
below it is not indented (so no paragraph, list item, quote, table or
indented code runs across it), and the document has no fenced code or HTML
block (which can span blank lines) and no link reference definition (which
links anywhere in it read). A change that touches a heading or the front
matter, or a document outside that subset, is parsed whole.

Positions are 0-based lines and Python string indices, as in the store.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from semnet.graph.editor.located import split_lines
from semnet.graph.manuscript.inline import (
    CiteRec,
    LinkRec,
    cites_of,
    link_attrs,
    links_of,
    shift_attrs,
)
from semnet.graph.manuscript.lift import lift
from semnet.graph.manuscript.parse import parse_document
from semnet.graph.manuscript.parsed import Block
from semnet.graph.manuscript.reanchor import NewBlock, OldBlock, reanchor
from semnet.graph.manuscript.resolve import NameTable
from semnet.graph.manuscript.textmatch import content_hash
from semnet.graph.model import NodeKind, NodeRec, block_end_char, block_kind_of

__all__ = [
    "LiveBlock",
    "LiveDoc",
    "block_at",
]

# Fenced code and HTML blocks can span blank lines; a link reference
# definition (`[label]: path`) is read by links anywhere in the document.
_FENCE_OR_HTML_RE = re.compile(r"^ {0,3}(?:```|~~~|<|\[[^\]\n]+\]:)", re.MULTILINE)

UpdateKind = Literal["none", "incremental", "full"]


@dataclass(slots=True)
class LiveBlock:
    """One heading or paragraph of the buffer.

    `node_id` is the store node it is (None: new, not stored yet). `attrs`
    holds `links` / `cites` in the lift's format, on live lines; `problems`
    are the lifted problems of this block (dicts as the indexer stores them).
    """

    node_id: str | None
    kind: str  # "heading" | "paragraph"
    start_line: int
    end_line: int
    text: str
    hash: str
    block_id: str | None = None
    slug: str = ""
    level: int = 0
    end_char: int = 0
    attrs: dict[str, Any] = field(default_factory=dict)
    problems: list[dict[str, Any]] = field(default_factory=list)

    def links(self) -> list[LinkRec]:
        return links_of(self.attrs)

    def cites(self) -> list[CiteRec]:
        return cites_of(self.attrs)

    def shift(self, delta: int) -> None:
        """Move the block (and everything on it) `delta` lines down."""
        if not delta:
            return
        self.start_line += delta
        self.end_line += delta
        if self.attrs:
            self.attrs = shift_attrs(self.attrs, delta)
        if self.problems:
            self.problems = [{**p, "line": p["line"] + delta} for p in self.problems]


def block_at(blocks: Sequence[LiveBlock], line: int) -> LiveBlock | None:
    """The block covering `line` (binary search: blocks are in order)."""
    lo, hi = 0, len(blocks)
    while lo < hi:
        mid = (lo + hi) // 2
        b = blocks[mid]
        if b.end_line <= line:
            lo = mid + 1
        elif b.start_line > line:
            hi = mid
        else:
            return b
    return None


def _front_matter_end(lines: Sequence[str]) -> int:
    """The first line after the front matter (0 without one). An unclosed
    front matter counts as running to the end: nothing is re-parsed in part."""
    if not lines or lines[0].rstrip() != "---":
        return 0
    for i in range(1, len(lines)):
        if lines[i].rstrip() in ("---", "..."):
            return i + 1
    return len(lines)


def _live_block(b: Block, node_id: str | None) -> LiveBlock:
    return LiveBlock(
        node_id=node_id,
        kind=b.kind,
        start_line=b.start_line,
        end_line=b.end_line,
        text=b.text,
        hash=content_hash(b.text),
        block_id=b.block_id,
        slug=b.slug,
        level=b.level,
        end_char=block_end_char(b.text, b.block_id),
        attrs=link_attrs(b),
    )


def _parse_problem_dicts(rel: str, problems: Iterable[Any], offset: int) -> list[dict[str, Any]]:
    return [
        {
            "code": p.code,
            "message": p.message,
            "uri": rel,
            "line": p.line + offset,
            "start": p.span.start_char if p.span else 0,
            "end": p.span.end_char if p.span else 0,
        }
        for p in problems
    ]


class LiveDoc:
    """The live view of one open document (see the module docstring).

    Attributes:
        rel: workspace-relative path.
        lines: the buffer's lines.
        blocks: headings and paragraphs in order.
        parse_problems: the parser's problems (front matter, malformed links), live lines.
        in_store: True while the store holds exactly this text (no pass pending).
        last_update: how the last change was applied ("none", "incremental", "full").
    """

    __slots__ = (
        "_by_id",
        "blocks",
        "fm_end",
        "in_store",
        "incremental_ok",
        "last_update",
        "lines",
        "parse_problems",
        "rel",
    )

    def __init__(
        self,
        rel: str,
        lines: list[str],
        blocks: list[LiveBlock],
        parse_problems: list[dict[str, Any]],
        *,
        in_store: bool,
    ) -> None:
        self.rel = rel
        self.lines = lines
        self.blocks = blocks
        self.parse_problems = parse_problems
        self.in_store = in_store
        self.fm_end = _front_matter_end(lines)
        self.incremental_ok = _FENCE_OR_HTML_RE.search("\n".join(lines)) is None
        self.last_update: UpdateKind = "full"
        self._by_id: dict[str, int] | None = None

    # -- construction ------------------------------------------------------------

    @classmethod
    def from_store(cls, rel: str, text: str, nodes: Iterable[NodeRec]) -> LiveDoc:
        """The view of a buffer whose text the store holds: its nodes as they are."""
        blocks: list[LiveBlock] = []
        parse_problems: list[dict[str, Any]] = []
        for n in sorted(nodes, key=lambda n: n.ord):
            kind = block_kind_of(n.kind)
            if kind is None:
                if n.ord == 0 and n.attrs:
                    parse_problems = list(n.attrs.get("parse_problems", ()))
                continue
            attrs = n.attrs or {}
            blocks.append(
                LiveBlock(
                    node_id=n.id,
                    kind=kind,
                    start_line=n.start_line or 0,
                    end_line=n.end_line if n.end_line is not None else (n.start_line or 0) + 1,
                    text=n.text or "",
                    hash=n.content_hash or content_hash(n.text or ""),
                    block_id=n.block_id,
                    slug=str(attrs.get("slug") or ""),
                    level=int(attrs.get("level") or 0),
                    end_char=block_end_char(n.text or "", n.block_id),
                    attrs={k: attrs[k] for k in ("links", "cites") if k in attrs},
                    problems=list(attrs.get("problems", ())),
                )
            )
        doc = cls(rel, split_lines(text), blocks, parse_problems, in_store=True)
        doc.last_update = "none"
        return doc

    @classmethod
    def from_text(
        cls,
        rel: str,
        text: str,
        previous: Sequence[LiveBlock] | None = None,
        names: NameTable | None = None,
    ) -> LiveDoc:
        """Parse a whole buffer; blocks inherit the node ids of `previous` by re-anchoring."""
        doc = cls(rel, split_lines(text), [], [], in_store=False)
        doc._parse_whole(previous or (), names)
        return doc

    # -- lookups -------------------------------------------------------------------

    def block_at(self, line: int) -> LiveBlock | None:
        """The block covering `line`, if any."""
        return block_at(self.blocks, line)

    def block_of(self, node_id: str) -> LiveBlock | None:
        if self._by_id is None:
            self._by_id = {b.node_id: i for i, b in enumerate(self.blocks) if b.node_id}
        i = self._by_id.get(node_id)
        return self.blocks[i] if i is not None else None

    def problems(self) -> list[dict[str, Any]]:
        """Every problem of the buffer: the parser's and the lift's, by position."""
        out = list(self.parse_problems)
        for b in self.blocks:
            out.extend(b.problems)
        out.sort(key=lambda p: (p["line"], p["start"], p["code"]))
        return out

    # -- following the buffer ----------------------------------------------------------

    def update(self, text: str, names: NameTable | None = None) -> UpdateKind:
        """Follow a new text of the buffer: re-parse the stretch that changed
        (or the whole buffer when that is not sound) and re-anchor its blocks."""
        new_lines = split_lines(text)
        old_lines = self.lines
        n_old, n_new = len(old_lines), len(new_lines)
        limit = min(n_old, n_new)
        p = 0
        while p < limit and old_lines[p] == new_lines[p]:
            p += 1
        if p == n_old == n_new:
            self.last_update = "none"
            return "none"
        s = 0
        while s < limit - p and old_lines[n_old - 1 - s] == new_lines[n_new - 1 - s]:
            s += 1
        self.in_store = False
        self._by_id = None
        kind = self._update_region(new_lines, p, n_old - s, names)
        if kind is None:
            old_blocks = self.blocks
            self.lines = new_lines
            self.fm_end = _front_matter_end(new_lines)
            self.incremental_ok = _FENCE_OR_HTML_RE.search(text) is None
            self._parse_whole(old_blocks, names)
            kind = "full"
        self.last_update = kind
        return kind

    def _safe_cut(self, lines: Sequence[str], at: int) -> bool:
        """Can the parse be cut between line `at - 1` and line `at`?"""
        if at <= self.fm_end or at >= len(lines):
            return at == self.fm_end or at >= len(lines)
        if lines[at - 1].strip():
            return False
        for j in range(at, len(lines)):
            line = lines[j]
            if line.strip():
                return line[0] not in " \t"
        return True

    def _update_region(
        self, new_lines: list[str], a: int, b_old: int, names: NameTable | None
    ) -> UpdateKind | None:
        """Re-parse only the changed stretch; None when that would not be sound."""
        old_lines = self.lines
        delta = len(new_lines) - len(old_lines)
        if not self.incremental_ok or a < self.fm_end + 1:
            return None
        # Widen [a, b_old) to cuts that are safe before and after the change.
        rs = a
        while rs > self.fm_end and not (
            self._safe_cut(old_lines, rs) and self._safe_cut(new_lines, rs)
        ):
            rs -= 1
        re_old = max(b_old, rs)
        while re_old < len(old_lines) and not (
            self._safe_cut(old_lines, re_old) and self._safe_cut(new_lines, re_old + delta)
        ):
            re_old += 1
        re_new = re_old + delta
        if rs < self.fm_end or re_new < rs:
            return None
        region = new_lines[rs:re_new]
        region_text = "\n".join(region)
        if _FENCE_OR_HTML_RE.search(region_text) or (region and region[0].startswith("---")):
            return None
        first = 0
        while first < len(self.blocks) and self.blocks[first].end_line <= rs:
            first += 1
        last = first
        while last < len(self.blocks) and self.blocks[last].start_line < re_old:
            last += 1
        old_region = self.blocks[first:last]
        if first > 0 and self.blocks[first - 1].end_line > rs:
            return None
        if any(b.kind == "heading" or b.end_line > re_old for b in old_region):
            return None
        parsed = parse_document(region_text, self.rel) if region_text.strip() else None
        new_blocks = [] if parsed is None else parsed.blocks
        if any(b.kind == "heading" for b in new_blocks):
            return None
        for b in new_blocks:
            _offset_block(b, rs)
        live = _anchor(self.rel, old_region, new_blocks)
        if names is not None:
            _lift_problems(self.rel, live, names)
        for moved in self.blocks[last:]:
            moved.shift(delta)
        self.blocks[first:last] = live
        kept = []
        for pp in self.parse_problems:
            if pp["line"] < rs:
                kept.append(pp)
            elif pp["line"] >= re_old:
                kept.append({**pp, "line": pp["line"] + delta})
        if parsed is not None:
            kept.extend(_parse_problem_dicts(self.rel, parsed.problems, rs))
        kept.sort(key=lambda pp: (pp["line"], pp["start"]))
        self.parse_problems = kept
        self.lines = new_lines
        return "incremental"

    def _parse_whole(self, previous: Sequence[LiveBlock], names: NameTable | None) -> None:
        doc = parse_document("\n".join(self.lines), self.rel)
        self.blocks = _anchor(self.rel, previous, doc.blocks)
        self.parse_problems = _parse_problem_dicts(self.rel, doc.problems, 0)
        self._by_id = None
        if names is not None:
            _lift_problems(self.rel, self.blocks, names)

    def adopt_ids(self, stored: Sequence[LiveBlock], nodes: Mapping[str, NodeRec]) -> None:
        """After the store took an older text of this buffer: blocks it did not
        know yet take the ids the store gave the same texts; ids the store no
        longer has are dropped."""
        taken: set[str] = set()
        for b in self.blocks:
            if b.node_id is not None and b.node_id not in nodes:
                b.node_id = None
            if b.node_id is not None:
                taken.add(b.node_id)
        free: dict[str, list[str]] = {}
        for s in stored:
            if s.node_id is not None and s.node_id not in taken:
                free.setdefault(s.hash, []).append(s.node_id)
        for b in self.blocks:
            if b.node_id is None:
                ids = free.get(b.hash)
                if ids:
                    b.node_id = ids.pop(0)
        self._by_id = None

    def relift(self, names: NameTable) -> None:
        """Resolve every link and citation again (the workspace's names changed)."""
        _lift_problems(self.rel, self.blocks, names)


def _offset_block(b: Block, offset: int) -> None:
    if not offset:
        return
    b.start_line += offset
    b.end_line += offset
    for ln in b.links:
        ln.span = type(ln.span)(ln.span.line + offset, ln.span.start_char, ln.span.end_char)
    for c in b.citations:
        c.span = type(c.span)(c.span.line + offset, c.span.start_char, c.span.end_char)
    if b.block_id_span is not None:
        s = b.block_id_span
        b.block_id_span = type(s)(s.line + offset, s.start_char, s.end_char)


def _anchor(rel: str, old: Sequence[LiveBlock], new: Sequence[Block]) -> list[LiveBlock]:
    """Live blocks for `new`, each with the node id re-anchoring gives it."""
    olds = [
        OldBlock(b.node_id, rel, i, b.kind, b.text, b.hash, b.block_id)
        for i, b in enumerate(old)
        if b.node_id is not None
    ]
    live = [_live_block(b, None) for b in new]
    if not olds or not live:
        return live
    # Most blocks of an edited region are unchanged: pair equal texts in order first.
    news = [
        NewBlock(rel, i, b.kind, b.text, lb.hash, b.block_id)
        for i, (b, lb) in enumerate(zip(new, live, strict=True))
    ]
    result = reanchor(olds, news)
    for lb, nid in zip(live, result.ids, strict=True):
        lb.node_id = nid
    return live


def _lift_problems(rel: str, blocks: Sequence[LiveBlock], names: NameTable) -> None:
    """Set each block's problems from resolving its links and citations."""
    paras: list[NodeRec] = []
    for i, b in enumerate(blocks):
        if not b.attrs:
            b.problems = []
            continue
        kind = NodeKind.SUBCHAPTER if b.kind == "heading" else NodeKind.PARAGRAPH
        paras.append(NodeRec(id=str(i), kind=kind, uri=rel, text="", attrs=b.attrs))
    if not paras:
        return
    found: dict[int, list[dict[str, Any]]] = {}
    for p in lift(paras, names).problems:
        found.setdefault(int(p.node_id), []).append(p.stored())
    for n in paras:
        blocks[int(n.id)].problems = found.get(int(n.id), [])
