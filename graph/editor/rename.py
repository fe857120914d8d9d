"""Renames as plain text edits: a heading (and every link to it), a file (and
every link to it, and its own relative links if it moves to another folder).

Edits are `TextEditSpec(rel, line, start, end, new_text)` on the files'
current lines (0-based, Python string indices); `line_of(rel, line)` gives
those lines (the server reads open buffers first, then the disk). A link is
rewritten only where its text names what is renamed: a wiki link that
reaches a note through an alias or its title keeps working and is left alone.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from urllib.parse import quote

from semnet.graph.editor.navigation import WorkspaceView
from semnet.graph.errors import RenameError
from semnet.graph.manuscript.inline import LinkRec
from semnet.graph.manuscript.lift import fold_text
from semnet.graph.manuscript.parse import slugify
from semnet.graph.model import NodeKind, NodeRec, node_ref
from semnet.graph.query.traverse import iter_neighbors

__all__ = [
    "RenameError",
    "RenamePlan",
    "TextEditSpec",
    "file_rename",
    "heading_rename",
    "rename_target",
    "retarget_link",
]

LineOf = Callable[[str, int], str]

_ATX = re.compile(r"^( {0,3}#{1,6}[ \t]+)(.*?)([ \t]+#+[ \t]*)?[ \t]*$")


@dataclass(frozen=True, slots=True)
class TextEditSpec:
    rel: str
    line: int
    start: int
    end: int
    new_text: str


@dataclass(slots=True)
class RenamePlan:
    edits: list[TextEditSpec] = field(default_factory=list)
    renames: list[tuple[str, str]] = field(default_factory=list)  # (old rel, new rel)

    def add(self, edit: TextEditSpec | None) -> None:
        if edit is not None and edit not in self.edits:
            self.edits.append(edit)


def _stem(rel: str) -> str:
    base = posixpath.basename(rel)
    return base[:-3] if base.lower().endswith(".md") else base


def _incoming_links(
    view: WorkspaceView, node_ids: Iterable[str]
) -> Iterable[tuple[str, LinkRec, NodeRec]]:
    """(file, link, node it resolves to) for every link into `node_ids`."""
    wanted = set(node_ids)
    sources: set[str] = set()
    # A note and its title heading are one endpoint: links to either are edges to the note.
    ends = {t for nid in wanted for t in view.targets_of(node_ref(nid))} | wanted
    for nid in ends:
        for hop in iter_neighbors(view.index, node_ref(nid), {"links_to"}, "in"):
            if hop.other.startswith("node:"):
                sources.add(hop.other[5:])
    for sid in sorted(sources):
        hit = view.block_of(sid)
        if hit is None:
            continue
        rel, b = hit
        for ln in b.links():
            got = view.resolve_link(rel, ln)
            if isinstance(got, NodeRec) and got.id in wanted:
                yield rel, ln, got


def _wiki_target_edit(
    rel: str, ln: LinkRec, raw: str, new_target: str | None, new_heading: str | None
) -> TextEditSpec | None:
    line, start, end = ln.line, ln.start, ln.end
    text = raw[start:end]
    bang = "!" if text.startswith("!") else ""
    inner = text[len(bang) + 2 : -2]
    target_part, bar, shown = inner.partition("|")
    head, hash_, frag = target_part.partition("#")
    if new_target is not None:
        lead = head[: len(head) - len(head.lstrip())]
        trail = head[len(head.rstrip()) :]
        head = lead + new_target + trail
    if new_heading is not None and hash_:
        # [[Note#H1#H2]] points at H2: what follows the last '#' is the heading.
        rest = frag.rsplit("#", 1)
        frag = rest[0] + "#" + new_heading if len(rest) == 2 else new_heading
    target_part = head + hash_ + frag
    new = f"{bang}[[{target_part}{bar}{shown}]]"
    return None if new == text else TextEditSpec(rel, line, start, end, new)


_DEST = re.compile(r"\]\([ \t]*(<[^<>\n]*>|[^\s()<>]*(?:\([^\s()]*\)[^\s()<>]*)*)")


def _markdown_dest_edit(
    rel: str, ln: LinkRec, raw: str, new_path: str | None, new_fragment: str | None
) -> TextEditSpec | None:
    line, start, end = ln.line, ln.start, ln.end
    text = raw[start:end]
    found = list(_DEST.finditer(text))
    if not found:
        return None
    m = found[-1]
    dest = m.group(1)
    angle = dest.startswith("<")
    body = dest[1:-1] if angle else dest
    path, hash_, frag = body.partition("#")
    if new_path is not None:
        path = new_path if angle else quote(new_path, safe="/._-~()")
    if new_fragment is not None and hash_:
        frag = new_fragment
    body = path + hash_ + frag
    new_dest = f"<{body}>" if angle else body
    new = text[: m.start(1)] + new_dest + text[m.end(1) :]
    return None if new == text else TextEditSpec(rel, line, start, end, new)


def heading_rename(
    view: WorkspaceView, heading_id: str, new_title: str, line_of: LineOf
) -> RenamePlan:
    """Rename a heading: its own line and every link to it (wiki links by
    heading text, Markdown links by slug). A note's title heading also renames
    the wiki links that name the note by that title."""
    new_title = " ".join(new_title.split())
    if not new_title:
        raise RenameError("a heading needs some text")
    node = view.nodes.get(heading_id)
    if node is None or node.kind != NodeKind.SUBCHAPTER or node.uri is None:
        raise RenameError("not a heading")
    hit = view.block_of(heading_id)
    if hit is None:
        raise RenameError("the heading is not in the file any more")
    rel, b = hit
    plan = RenamePlan()
    raw = line_of(rel, b.start_line)
    m = _ATX.match(raw)
    if m is not None:
        plan.add(TextEditSpec(rel, b.start_line, m.start(2), m.end(2), new_title))
    else:  # setext: the text is the line itself
        lead = len(raw) - len(raw.lstrip())
        plan.add(TextEditSpec(rel, b.start_line, lead, len(raw.rstrip()), new_title))
    new_slug = slugify(new_title)
    for src_rel, ln, _got in _incoming_links(view, [heading_id]):
        src_raw = line_of(src_rel, ln.line)
        if ln.style == "wiki":
            plan.add(_wiki_target_edit(src_rel, ln, src_raw, None, new_title))
        else:
            plan.add(_markdown_dest_edit(src_rel, ln, src_raw, None, new_slug))
    f = view.file_node(rel)
    title = node.title or ""
    if f is not None and b.level == 1 and f.title == title:
        old = fold_text(title)
        for src_rel, ln, got in _incoming_links(view, [f.id]):
            if got.id == f.id and ln.style == "wiki" and fold_text(ln.target) == old:
                src_raw = line_of(src_rel, ln.line)
                plan.add(_wiki_target_edit(src_rel, ln, src_raw, new_title, None))
    plan.edits.sort(key=lambda e: (e.rel, e.line, e.start))
    return plan


def file_rename(view: WorkspaceView, old_rel: str, new_rel: str, line_of: LineOf) -> RenamePlan:
    """The link edits a file rename (or move) needs."""
    f = view.file_node(old_rel)
    plan = RenamePlan(renames=[(old_rel, new_rel)])
    if f is None:
        return plan
    in_file = {b.node_id for b in view.blocks(old_rel) if b.node_id} | {f.id}
    old_stem, old_path = fold_text(_stem(old_rel)), fold_text(old_rel[:-3])
    new_stem, new_path = _stem(new_rel), new_rel[:-3] if new_rel.endswith(".md") else new_rel
    for src_rel, ln, _got in _incoming_links(view, in_file):
        if src_rel == old_rel:
            continue  # the file's own links are handled below
        raw = line_of(src_rel, ln.line)
        target = ln.target
        if ln.style == "wiki":
            folded = fold_text(target)
            if folded == old_stem:
                plan.add(_wiki_target_edit(src_rel, ln, raw, new_stem, None))
            elif folded == old_path:
                plan.add(_wiki_target_edit(src_rel, ln, raw, new_path, None))
        elif target:
            rel_path = posixpath.relpath(new_rel, posixpath.dirname(src_rel) or ".")
            plan.add(_markdown_dest_edit(src_rel, ln, raw, rel_path, None))
    old_dir, new_dir = posixpath.dirname(old_rel), posixpath.dirname(new_rel)
    if old_dir != new_dir:
        for b in view.blocks(old_rel):
            for ln in b.links():
                if ln.style != "markdown" or not ln.target:
                    continue
                got = view.resolve_link(old_rel, ln)
                if not isinstance(got, NodeRec) or got.uri is None or got.uri == old_rel:
                    continue
                raw = line_of(old_rel, ln.line)
                rel_path = posixpath.relpath(got.uri, new_dir or ".")
                edit = _markdown_dest_edit(old_rel, ln, raw, rel_path, None)
                plan.add(edit)
    plan.edits.sort(key=lambda e: (e.rel, e.line, e.start))
    return plan


def retarget_link(
    view: WorkspaceView, rel: str, line: int, char: int, new_target: str, line_of: LineOf
) -> TextEditSpec | None:
    """Point the wiki link at a position to another note (an ambiguous link's fix)."""
    t = view.target_at(rel, line, char)
    if t is None or not isinstance(t.item, LinkRec) or t.item.style != "wiki":
        return None
    return _wiki_target_edit(rel, t.item, line_of(rel, line), new_target, None)


def rename_target(view: WorkspaceView, rel: str, line: int, char: int) -> tuple[str, str, str]:
    """What a rename at a position renames: ("heading", node id, current text) or
    ("file", rel, current stem). Raises `RenameError` with the reason otherwise."""
    t = view.target_at(rel, line, char)
    if t is not None and t.kind == "link":
        if t.node is None:
            raise RenameError("the link points at nothing; nothing to rename")
        if t.node.kind == NodeKind.SUBCHAPTER:
            return "heading", t.node.id, t.node.title or ""
        if t.node.uri and t.node.uri.endswith(".md"):
            f = view.file_node(t.node.uri)
            heading = t.item.heading if isinstance(t.item, LinkRec) else None
            if f is not None and (f.id == t.node.id or heading is None):
                return "file", t.node.uri, _stem(t.node.uri)
        raise RenameError("only notes and headings can be renamed")
    b = None
    for x in view.blocks(rel):
        if x.start_line <= line < x.end_line:
            b = x
            break
    if b is not None and b.kind == "heading" and b.node_id:
        return "heading", b.node_id, b.text
    raise RenameError("put the cursor on a heading or on a link to a note or heading")
