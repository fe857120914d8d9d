"""The import plan (see `inkhaven`) and its Markdown layout: inkhaven's nodes
as semnet nodes, and with an export the files they become (books as
folders, chapters as files, subchapters as headings; the Characters,
Places, Facts and Sources system books as notes), each block keeping the
UUID of the item it was written from."""

from __future__ import annotations

import os
import re
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from semnet.graph.importers.inkhaven_read import IkNode, Project
from semnet.graph.manuscript.parse import parse_document, slugify
from semnet.graph.manuscript.parsed import Block, ParsedDoc
from semnet.graph.manuscript.textmatch import content_hash
from semnet.graph.manuscript.workspace import inside
from semnet.graph.model import EdgeRec, NodeKind, NodeRec

_NS = uuid.UUID("6f1d3b52-9c1e-4a8e-8f0e-5e3b1d2c7a90")  # ids semnet derives for extra blocks
_SYSTEM = {
    "characters": "characters",
    "character": "characters",
    "places": "places",
    "place": "places",
    "facts": "facts",
    "fact": "facts",
    "sources": "sources",
    "source": "sources",
}
_SKIPPED_SYSTEM = frozenset({"help", "scripts", "notes", "prompts", "trash"})
# An entry of a system book -> the semnet kind of its node.
_ENTRY_KIND = {
    "facts": NodeKind.FACT,
    "characters": NodeKind.CHARACTER,
    "places": NodeKind.PLACE,
    "sources": NodeKind.SOURCE,
}
# A written note's front-matter type -> the kind of its file node.
_FILE_KIND = {
    "character": NodeKind.CHARACTER,
    "place": NodeKind.PLACE,
    "source": NodeKind.SOURCE,
    "fact": NodeKind.FACT_NOTE,
}
_PROSE = ("paragraph", "image")  # inkhaven kinds that become paragraphs


@dataclass(slots=True)
class ImportPlan:
    """Everything an import writes, built before anything is written."""

    nodes: dict[str, NodeRec] = field(default_factory=dict)
    edges: list[EdgeRec] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    files: dict[str, str] = field(default_factory=dict)  # uri -> Markdown text
    copies: dict[str, Path] = field(default_factory=dict)  # uri -> image to copy


def _children(nodes: dict[str, IkNode]) -> dict[str | None, list[IkNode]]:
    out: dict[str | None, list[IkNode]] = {}
    for n in nodes.values():
        out.setdefault(n.parent_id, []).append(n)
    for lst in out.values():
        lst.sort(key=lambda n: (n.order, n.title, n.id))
    return out


def system_of_book(n: IkNode) -> str | None:
    """Which system book a top-level book is (characters, places, facts,
    sources), "skip" for one that is not imported, None for a story book."""
    tag = (n.system_tag or "").strip().lower()
    if tag in _SYSTEM:
        return _SYSTEM[tag]
    if tag in _SKIPPED_SYSTEM:
        return "skip"
    title = n.title.strip().lower()
    if not tag and title in _SYSTEM:
        return _SYSTEM[title]
    return "skip" if tag else None


def node_kind(n: IkNode, system: str | None) -> str:
    """The semnet kind of an inkhaven node in a book of `system`."""
    if n.kind == "book":
        return NodeKind.BOOK
    if n.kind in _PROSE:
        return _ENTRY_KIND.get(system or "", NodeKind.PARAGRAPH)
    if n.kind == "chapter" and system == "facts":
        return NodeKind.FACT_NOTE
    return NodeKind(n.kind)


def _dump_front(meta: dict[str, Any]) -> str:
    return "---\n" + yaml.safe_dump(meta, allow_unicode=True, sort_keys=False).strip() + "\n---\n"


class _Names:
    def __init__(self) -> None:
        self.used: set[str] = set()

    def take(self, folder: str, stem: str) -> str:
        stem = stem or "untitled"
        uri = f"{folder}/{stem}.md" if folder else f"{stem}.md"
        i = 2
        while uri.lower() in self.used:
            uri = f"{folder}/{stem}-{i}.md" if folder else f"{stem}-{i}.md"
            i += 1
        self.used.add(uri.lower())
        return uri


def _slug(n: IkNode) -> str:
    s = slugify(n.slug or n.title) or n.id[:8]
    return re.sub(r"[\\/:*?\"<>|]+", "-", s)[:80]


def _para_text(n: IkNode, project: Project, uri: str, plan: ImportPlan) -> str:
    if n.kind == "image":
        # Only a file inside the project is copied (not /etc/passwd, not ../../x).
        src = inside(project.root, n.file) if n.file else None
        alt = str(n.meta.get("image_alt") or n.title)
        if n.file and src is None:
            plan.skipped.append(
                f"metadata.db: image {n.id}: file {n.file!r} is outside the project; not copied"
            )
        if src is not None and src.is_file():
            target = (
                f"{uri.rsplit('/', 1)[0]}/images/{src.name}" if "/" in uri else f"images/{src.name}"
            )
            plan.copies[target] = src
            rel = os.path.relpath(target, os.path.dirname(uri) or ".")
            return f"![{alt}]({Path(rel).as_posix()})"
        return f"![{alt}]()"
    return n.text.strip() or n.title.strip()


# A file being laid out: the item it is written from (None: a book's loose
# items), its front matter, and its blocks as (item, Markdown text).
_Draft = tuple[IkNode | None, dict[str, Any], list[tuple[IkNode, str]]]


class _Layout:
    """Lays the nodes out as Markdown files (see `plan_markdown`)."""

    def __init__(self, project: Project, plan: ImportPlan) -> None:
        self.project = project
        self.plan = plan
        self.kids = _children(project.nodes)
        self.names = _Names()
        self.placed: dict[str, tuple[str, int]] = {}
        self.files: dict[str, _Draft] = {}
        self.book_of_folder: dict[str, str] = {}

    def add_file(self, uri: str, owner: IkNode | None, front: dict[str, Any]) -> None:
        self.files[uri] = (owner, front, [])

    def add_block(self, uri: str, item: IkNode, text: str) -> None:
        self.files[uri][2].append((item, text))

    def walk(self, n: IkNode, uri: str, depth: int) -> None:
        for c in self.kids.get(n.id, []):
            if c.kind == "subchapter":
                level = min(6, depth + 2)
                self.add_block(uri, c, "#" * level + " " + " ".join(c.title.split()))
                self.walk(c, uri, depth + 1)
            elif c.kind in _PROSE:
                self.add_block(uri, c, _para_text(c, self.project, uri, self.plan))
            elif c.kind == "chapter":
                self.walk(c, uri, depth)  # a chapter inside a chapter: flattened
            # scripts are not prose: they stay nodes without a file

    def run(self) -> dict[str, tuple[str, int]]:
        for book in self.kids.get(None, []):
            if book.kind != "book":
                self.plan.skipped.append(
                    f"metadata.db: top-level {book.kind} {book.id} is not in a book"
                )
                continue
            system = system_of_book(book)
            if system == "skip":
                continue
            folder = system or _slug(book)
            if folder in self.book_of_folder:
                folder = f"{folder}-{book.id[:8]}"
            self.book_of_folder[folder] = book.id
            self.placed[book.id] = (folder, -1)
            if system in ("characters", "places", "sources"):
                self.entity_book(book, folder, system)
            else:
                self.story_book(book, folder, system)
        for uri, (owner, front, blocks) in self.files.items():
            _lay_out_file(uri, owner, front, blocks, self.book_of_folder, self.plan, self.placed)
        return self.placed

    def entity_book(self, book: IkNode, folder: str, system: str) -> None:
        """Each entry of a Characters, Places or Sources book becomes a note."""
        etype = {"characters": "character", "places": "place", "sources": "source"}[system]
        entries: list[IkNode] = []

        def leaves(x: IkNode) -> None:
            for c in self.kids.get(x.id, []):
                if c.kind in _PROSE:
                    entries.append(c)
                elif c.kind != "script":
                    leaves(c)

        leaves(book)
        for e in entries:
            uri = self.names.take(folder, _slug(e))
            front: dict[str, Any] = {"title": e.title, "type": etype}
            if etype == "source":
                front["key"] = re.sub(r"[^A-Za-z0-9_:-]", "", _slug(e)) or f"s{e.id[:8]}"
            self.add_file(uri, e, front)
            body = e.text.strip()
            if body:
                self.add_block(uri, e, body)

    def story_book(self, book: IkNode, folder: str, system: str | None) -> None:
        """Chapters become files; items directly in the book go to one more file."""
        facts = system == "facts"
        for ch in self.kids.get(book.id, []):
            if ch.kind == "chapter":
                stem = _slug(ch) if facts else f"{ch.order:02d}-{_slug(ch)}"
                uri = self.names.take(folder, stem)
                self.add_file(uri, ch, {"title": ch.title, **({"type": "fact"} if facts else {})})
                self.walk(ch, uri, 0)
        loose = [c for c in self.kids.get(book.id, []) if c.kind in (*_PROSE, "subchapter")]
        if not loose:
            return
        uri = self.names.take(folder, "facts" if facts else f"00-{_slug(book)}")
        self.add_file(uri, None, {"title": book.title, **({"type": "fact"} if facts else {})})
        for c in loose:
            if c.kind == "subchapter":
                self.add_block(uri, c, "## " + " ".join(c.title.split()))
                self.walk(c, uri, 1)
            else:
                self.add_block(uri, c, _para_text(c, self.project, uri, self.plan))


def plan_markdown(project: Project, plan: ImportPlan) -> dict[str, tuple[str, int]]:
    """Lay the nodes out as Markdown files. Returns node id -> (uri, block
    index) for the nodes that become a file (index 0) or a block (index ≥ 1)."""
    return _Layout(project, plan).run()


def _markdown(
    front: dict[str, Any], blocks: list[tuple[IkNode, str]]
) -> tuple[str, list[tuple[int, IkNode]]]:
    """A file's text, and the line (0-based) each block's item starts on."""
    head = _dump_front(front)
    parts = [head]
    line = head.count("\n")  # 0-based index of the next line
    starts: list[tuple[int, IkNode]] = []
    for written, text in blocks:
        body = text.rstrip()
        parts.append("\n")
        line += 1
        starts.append((line, written))
        parts.append(body + "\n")
        line += body.count("\n") + 1
    return "".join(parts), starts


def _file_node(
    uri: str, doc: ParsedDoc, owner: IkNode | None, front: dict[str, Any], parent: str | None
) -> NodeRec:
    fid = owner.id if owner is not None else str(uuid.uuid5(_NS, uri))
    return NodeRec(
        id=fid,
        kind=_FILE_KIND.get(str(front.get("type")), NodeKind.CHAPTER),
        title=doc.title,
        uri=uri,
        parent_id=parent,
        ord=0,
        start_line=0,
        end_line=max(doc.line_count, 1),
        lang=doc.lang,
        attrs={
            "aliases": list(doc.aliases),
            "entity_type": doc.entity_type,
            **({"source_key": doc.source_key} if doc.source_key else {}),
            **({"inkhaven": owner.meta} if owner is not None else {}),
        },
    )


def _lay_out_file(
    uri: str,
    owner: IkNode | None,
    front: dict[str, Any],
    blocks: list[tuple[IkNode, str]],
    book_of_folder: dict[str, str],
    plan: ImportPlan,
    placed: dict[str, tuple[str, int]],
) -> None:
    """Write one file's text, parse it back, and give its blocks the UUIDs of
    the items they were written from (so the indexer re-anchors onto them)."""
    md, starts = _markdown(front, blocks)
    plan.files[uri] = md
    doc = parse_document(md, uri)
    folder = uri.rsplit("/", 1)[0] if "/" in uri else ""
    fnode = _file_node(uri, doc, owner, front, book_of_folder.get(folder))
    fid = fnode.id
    plan.nodes[fid] = fnode
    placed[fid] = (uri, 0)
    seen: dict[str, int] = {}
    heading_stack: list[tuple[int, str]] = []
    for i, b in enumerate(doc.blocks):
        item: IkNode | None = None
        for start, it in starts:
            if start <= b.start_line:
                item = it
        if item is None:
            continue
        count = seen.get(item.id, 0)
        seen[item.id] = count + 1
        # an entity note's entry UUID is the note's; its text gets a derived id
        own_id = count == 0 and item.id != fid
        bid = item.id if own_id else str(uuid.uuid5(_NS, f"{item.id}:{count}"))
        parent = heading_stack[-1][1] if heading_stack else fid
        if b.kind == "heading":
            while heading_stack and heading_stack[-1][0] >= b.level:
                heading_stack.pop()
            parent = heading_stack[-1][1] if heading_stack else fid
            heading_stack.append((b.level, bid))
        attrs: dict[str, Any] = {"inkhaven": item.meta} if own_id else {}
        plan.nodes[bid] = _block_node(b, bid, uri, parent, i + 1, fnode, doc.lang, attrs)
        if own_id:
            placed[item.id] = (uri, i + 1)


def _block_node(
    b: Block,
    bid: str,
    uri: str,
    parent: str,
    ord_: int,
    fnode: NodeRec,
    lang: str | None,
    attrs: dict[str, Any],
) -> NodeRec:
    if b.kind == "heading":
        kind: str = NodeKind.SUBCHAPTER
        attrs.update({"slug": b.slug, "level": b.level})
        title = b.text
    else:
        kind = NodeKind.FACT if fnode.kind == NodeKind.FACT_NOTE else NodeKind.PARAGRAPH
        t = " ".join(b.text.split())
        title = t if len(t) <= 80 else t[:79] + "…"
    return NodeRec(
        id=bid,
        kind=kind,
        title=title,
        uri=uri,
        parent_id=parent,
        ord=ord_,
        start_line=b.start_line,
        end_line=b.end_line,
        content_hash=content_hash(b.text),
        text=b.text,
        lang=lang,
        block_id=b.block_id,
        attrs=attrs,
    )
