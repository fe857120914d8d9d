"""The nodes of one index pass: parse the changed files, re-anchor their
blocks onto the nodes they had, and build the node records to write and the
ids to remove (a renamed file keeps its node; a block cut from a buffer may
wait, detached, for its paste)."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, MutableMapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from semnet.graph.manuscript.catalog import Catalog
from semnet.graph.manuscript.doi import normalise_doi
from semnet.graph.manuscript.inline import inline_attrs, link_attrs
from semnet.graph.manuscript.parse import parse_document
from semnet.graph.manuscript.parse_pool import file_language, parse_many
from semnet.graph.manuscript.parsed import Block, ParsedDoc
from semnet.graph.manuscript.reanchor import (
    NewBlock,
    OldBlock,
    ReanchorResult,
    reanchor,
)
from semnet.graph.manuscript.textmatch import content_hash
from semnet.graph.model import NodeKind, NodeRec, block_kind_of, new_id
from semnet.graph.store.journal import Identity

Progress = Callable[[int, int, str], None]

# A note's front-matter type -> the kind of its file node (anything else is a chapter).
ENTITY_FILE_KIND = {
    "character": NodeKind.CHARACTER,
    "place": NodeKind.PLACE,
    "source": NodeKind.SOURCE,
    "glossary": NodeKind.GLOSSARY,
    "fact": NodeKind.FACT_NOTE,
}


# The kinds a Markdown file's node may have.
_FILE_NODE_KINDS = frozenset({NodeKind.CHAPTER, *ENTITY_FILE_KIND.values()})


def file_hash(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def with_attrs(n: NodeRec, attrs: dict[str, Any], **changes: Any) -> NodeRec:
    """A copy of `n` with other `attrs` (and, given as `uri=`, another file)."""
    return NodeRec(
        n.id,
        n.kind,
        n.title,
        changes.get("uri", n.uri),
        n.parent_id,
        n.ord,
        n.start_line,
        n.end_line,
        n.content_hash,
        n.text,
        n.lang,
        n.block_id,
        attrs,
    )


@dataclass(slots=True)
class PassNodes:
    """What a pass writes: node records (`puts`) and ids to remove; `absorbed`
    maps a merged paragraph's id to the id it was merged into."""

    puts: list[NodeRec] = field(default_factory=list)
    removed: set[str] = field(default_factory=set)
    absorbed: dict[str, str] = field(default_factory=dict)
    kept: set[str] = field(default_factory=set)  # the ids the parsed files' nodes have


def parse_changed(
    md: Sequence[str], text_of: Callable[[str], str | None], progress: Progress | None
) -> dict[str, ParsedDoc]:
    """The changed Markdown files that still exist, parsed."""
    parsed: dict[str, ParsedDoc] = {}
    for i, rel in enumerate(md):
        text = text_of(rel)
        if text is not None:
            parsed[rel] = parse_document(text, rel)
        if progress is not None:
            progress(i + 1, len(md), rel)
    return parsed


def old_blocks(
    md: Sequence[str], by_uri: Mapping[str, list[NodeRec]], detached: Mapping[str, NodeRec]
) -> list[OldBlock]:
    """The stored blocks of the touched files, and the detached blocks awaiting a paste."""
    old: list[OldBlock] = []
    for rel in md:
        for n in by_uri.get(rel, ()):
            bk = block_kind_of(n.kind)
            if bk is not None:
                old.append(
                    OldBlock(n.id, rel, n.ord, bk, n.text or "", n.content_hash or "", n.block_id)
                )
    for n in detached.values():
        bk = block_kind_of(n.kind)
        if bk is not None:
            was = n.attrs["detached"]
            old.append(
                OldBlock(n.id, was["uri"], n.ord, bk, n.text or "", n.content_hash or "",
                         n.block_id)
            )  # fmt: skip
    return old


def new_blocks(parsed: Mapping[str, ParsedDoc]) -> list[NewBlock]:
    return [
        NewBlock(rel, i, b.kind, b.text, content_hash(b.text), b.block_id)
        for rel, doc in parsed.items()
        for i, b in enumerate(doc.blocks)
    ]


def inherited_files(
    old: Sequence[OldBlock], new: Sequence[NewBlock], result: ReanchorResult
) -> dict[str, dict[str, int]]:
    """For each new file, how many of its blocks came from each old file."""
    inherited: dict[str, dict[str, int]] = {}
    old_uri_of = {o.id: o.uri for o in old}
    for nb, oid in zip(new, result.ids, strict=True):
        if oid is not None:
            votes = inherited.setdefault(nb.uri, {})
            src_uri = old_uri_of[oid]
            votes[src_uri] = votes.get(src_uri, 0) + 1
    return inherited


def title_of(block: Block) -> str:
    raw = block.text
    # The first 80 characters, whitespace collapsed: a long text's head is enough.
    text = " ".join((raw[:400] if len(raw) > 400 else raw).split())
    if len(text) <= 80 and len(raw) > 400:
        text = " ".join(raw.split())
    return text if len(text) <= 80 else text[:79] + "…"


def file_record(
    rel: str,
    doc: ParsedDoc,
    fid: str,
    book_id: str | None,
    lang: str | None,
    fhash: str,
    stamp: tuple[int, int] | None = None,
) -> NodeRec:
    """The node of a parsed Markdown file (`stamp`: the file's (mtime_ns,
    size) when it was read from disk, which a later scan trusts)."""
    fattrs: dict[str, Any] = {
        "file_hash": fhash,
        **({"stamp": list(stamp)} if stamp else {}),
        "aliases": list(doc.aliases),
        "entity_type": doc.entity_type,
        "lines": doc.line_count,
    }
    if doc.source_key:
        fattrs["source_key"] = doc.source_key
    doi = normalise_doi(doc.front_matter.get("doi"))
    if doi:
        fattrs["doi"] = doi
    if doc.front_matter_error:
        fattrs["front_matter_error"] = doc.front_matter_error
    file_problems = [
        {
            "code": p.code,
            "message": p.message,
            "uri": rel,
            "line": p.line,
            "start": p.span.start_char if p.span else 0,
            "end": p.span.end_char if p.span else 0,
        }
        for p in doc.problems
    ]
    if file_problems:
        fattrs["parse_problems"] = file_problems
    return NodeRec(
        id=fid,
        kind=ENTITY_FILE_KIND.get(doc.entity_type or "", NodeKind.CHAPTER),
        title=doc.title,
        uri=rel,
        parent_id=book_id,
        ord=0,
        start_line=0,
        end_line=max(doc.line_count, 1),
        lang=lang,
        attrs=fattrs,
    )


def block_records(
    rel: str, doc: ParsedDoc, file_node: NodeRec, ids: Iterator[tuple[str | None, str]]
) -> list[NodeRec]:
    """The heading and paragraph nodes of a parsed file, each with the id
    re-anchoring gave it or a new one, and its content hash (`ids`, in block
    order); a heading is the parent of what follows it up to the next heading
    of its level."""
    out: list[NodeRec] = []
    fid = file_node.id
    heading_stack: list[tuple[int, str]] = []
    para_kind = NodeKind.FACT if file_node.kind == NodeKind.FACT_NOTE else NodeKind.PARAGRAPH
    for i, b in enumerate(doc.blocks):
        given, chash = next(ids)
        nid = given or new_id()
        if b.kind == "heading":
            while heading_stack and heading_stack[-1][0] >= b.level:
                heading_stack.pop()
            parent = heading_stack[-1][1] if heading_stack else fid
            heading_stack.append((b.level, nid))
            attrs: dict[str, Any] = {"slug": b.slug, "level": b.level, **link_attrs(b)}
            if b.is_title:
                attrs["title"] = True
            kind = NodeKind.SUBCHAPTER
            title = b.text
        else:
            parent = heading_stack[-1][1] if heading_stack else fid
            attrs = inline_attrs(b)
            kind = para_kind
            title = title_of(b)
            if title == b.text:
                title = b.text  # one object, as the load makes it
        out.append(
            NodeRec(
                id=nid,
                kind=kind,
                title=title,
                uri=rel,
                parent_id=parent,
                ord=i + 1,
                start_line=b.start_line,
                end_line=b.end_line,
                content_hash=chash,
                text=b.text,
                lang=file_node.lang,
                block_id=b.block_id,
                attrs=attrs,
            )
        )
    return out


class NodePass:
    """Builds the nodes of one pass over `changed` (None: the file is gone)."""

    def __init__(
        self,
        cat: Catalog,
        stored: Mapping[str, NodeRec],
        changed: Mapping[str, str | None],
        hashes: Mapping[str, str],
        *,
        stamps: Mapping[str, tuple[int, int]] | None = None,
        default_lang: str | None,
        detach_grace: float,
        hints: Mapping[str, list[Identity]] | None = None,
        own_texts: bool = False,
        workers: int = 1,
    ) -> None:
        """`hints`: journal identities of files the store has no node of
        (`journal_sync.identity_hints`), whose ids those files' nodes take.
        `own_texts`: `changed` is the pass's to change (a dict), and lets go
        of each Markdown text once it is parsed (an empty text stands for it
        after): a first index of a big folder does not hold every file's
        text while it writes the nodes (~45 MB for 6,280 notes)."""
        self.cat = cat
        self.hints = hints or {}
        self.hinted: set[str] = set()
        self.stored = stored
        self.changed = changed
        self.hashes = dict(hashes)
        self._owned = cast(MutableMapping[str, str | None], changed) if own_texts else None
        self.stamps = stamps or {}
        self.default_lang = default_lang
        self.detach_grace = detach_grace
        self.workers = workers
        self.books = {folder: b.id for folder, b in cat.books.items()}
        self.by_uri = {u: list(b.values()) for u, b in cat.by_uri.items() if u in changed}
        self.out = PassNodes()

    def run(self, progress: Progress | None) -> PassNodes:
        """The nodes of the changed Markdown files (bibliographies: `index_bib`)."""
        changed = self.changed
        md = sorted(r for r in changed if r.lower().endswith(".md"))
        # Detached blocks may find their paste in this pass; those whose grace
        # is over (all of them without a grace: `semnet index`) are collected.
        old = old_blocks(md, self.by_uri, self.cat.detached) + self._hinted_blocks(md)
        gone_files = {r for r in md if changed[r] is None}
        if not old:
            # No block to re-anchor onto (a first index, new files): each file's
            # nodes are built as it is parsed, and its parse is let go at once.
            docs = parse_many(md, self.changed, self.default_lang, self.workers)
            for i, (rel, doc, lang) in enumerate(docs):
                self._text(rel)  # its hash noted, its text let go
                if doc is not None:
                    fresh: Iterator[tuple[str | None, str]] = (
                        (None, content_hash(b.text)) for b in doc.blocks
                    )
                    self._files({rel: doc}, {}, gone_files, fresh, {rel: lang or "en"})
                if progress is not None:
                    progress(i + 1, len(md), rel)
            self._drop_missing(old, gone_files)
            return self.out
        parsed = parse_changed(md, self._text, progress)
        new = new_blocks(parsed)
        result = reanchor(old, new)
        self.out.absorbed = result.absorbed
        ids = zip(result.ids, (nb.hash for nb in new), strict=True)
        self._files(parsed, inherited_files(old, new, result), gone_files, ids)
        self._drop_missing(old, gone_files)
        return self.out

    def _text(self, rel: str) -> str | None:
        """The text of `rel` to parse (None: the file is gone), its hash noted
        first; with `own_texts`, `changed` holds it no longer."""
        text = self.changed[rel]
        if text is not None and not self.hashes.get(rel):
            self.hashes[rel] = file_hash(text.encode("utf-8"))
        if text is not None and self._owned is not None:
            self._owned[rel] = ""
        return text

    def _hinted_blocks(self, md: Sequence[str]) -> list[OldBlock]:
        """The journal's identities of the blocks of files new to the store,
        as old blocks: re-anchoring gives their ids back to the paragraphs."""
        out: list[OldBlock] = []
        for rel in md:
            if self.changed[rel] is None or rel in self.cat.files or self.by_uri.get(rel):
                continue
            for ident in self.hints.get(rel, ()):
                bk = block_kind_of(ident.kind)
                if bk is None or ident.node in self.hinted or ident.node in self.cat.detached:
                    continue
                self.hinted.add(ident.node)
                out.append(OldBlock(ident.node, rel, ident.ord, bk, ident.text or "",
                                    ident.hash or "", ident.block))  # fmt: skip
        return out

    def _hinted(self, where: str, kinds: Iterable[str]) -> str | None:
        """A journal id for a new file or book node (`where` its path)."""
        wanted = set(kinds)
        for ident in self.hints.get(where, ()):
            if ident.kind in wanted and ident.node not in self.hinted:
                self.hinted.add(ident.node)
                return ident.node
        return None

    def _files(
        self,
        parsed: Mapping[str, ParsedDoc],
        inherited: Mapping[str, Mapping[str, int]],
        gone_files: set[str],
        ids: Iterator[tuple[str | None, str]],
        langs: Mapping[str, str] | None = None,
    ) -> None:
        """File and block nodes of every parsed file; a new file whose blocks
        came mostly from a file that is gone takes that file's node (a rename).
        `langs`: the files' languages when they are known already."""
        files = self.cat.files
        taken: set[str] = set()
        for rel, doc in parsed.items():
            fnode = files.get(rel)
            if fnode is None:
                votes = inherited.get(rel, {})
                cands = sorted(
                    (c for c in votes if c in gone_files and c not in taken and c in files),
                    key=lambda c: (-votes[c], c),
                )
                if cands:
                    fnode = files[cands[0]]
                    taken.add(cands[0])
            fid = fnode.id if fnode is not None else None
            if fid is None:
                fid = self._hinted(rel, _FILE_NODE_KINDS) or new_id()
            lang = langs[rel] if langs and rel in langs else file_language(doc, self.default_lang)
            book_id = self._book(rel)
            fhash = self.hashes[rel]  # noted by `_text`
            frec = file_record(rel, doc, fid, book_id, lang, fhash, self.stamps.get(rel))
            self.out.puts.append(frec)
            self.out.puts.extend(block_records(rel, doc, frec, ids))

    def _drop_missing(self, old: Sequence[OldBlock], gone_files: set[str]) -> None:
        """Old blocks no file has any more: detached for a while (a cut whose
        paste may follow), else removed; and the nodes of files that are gone."""
        out = self.out
        kept = out.kept = {p.id for p in out.puts}
        now = time.time()
        for o in old:
            if o.id in kept or o.id in self.hinted:
                continue
            was = self.cat.detached.get(o.id)
            if was is not None:
                if now - float(was.attrs["detached"]["at"]) > self.detach_grace:
                    out.removed.add(o.id)
            elif self.detach_grace > 0 and o.uri not in gone_files and o.id not in out.absorbed:
                n = self.stored[o.id]
                out.puts.append(
                    with_attrs(n, {**n.attrs, "detached": {"uri": o.uri, "at": now}}, uri=None)
                )
            else:
                out.removed.add(o.id)
        # Files that are gone (or renamed away): their file node, unless inherited.
        for rel in gone_files:
            f = self.cat.files.get(rel)
            if f is not None and f.id not in kept:
                out.removed.add(f.id)

    def _book(self, rel: str) -> str | None:
        """The book (top-level folder) a file belongs to; files at the root have none."""
        if "/" not in rel:
            return None
        folder = rel.split("/", 1)[0]
        bid = self.books.get(folder)
        if bid is None:
            bid = self._hinted(folder, (NodeKind.BOOK,)) or new_id()
            self.books[folder] = bid
            self.out.puts.append(
                NodeRec(id=bid, kind=NodeKind.BOOK, title=folder, uri=folder, ord=0)
            )
        return bid


def attachment_nodes(cat: Catalog, changed: Mapping[str, str | None], out: PassNodes) -> None:
    """The attachments of a pass (`changed` paths that are neither Markdown
    nor BibTeX): a node for each new one, none for each one gone. An
    attachment is an endpoint links point at; it has no text and no book."""
    for rel in sorted(changed):
        low = rel.lower()
        if low.endswith(".md") or low.endswith(".bib"):
            continue
        had = cat.attachments.get(rel)
        if changed[rel] is None:
            if had is not None:
                out.removed.add(had.id)
        elif had is None:
            name = rel.rsplit("/", 1)[-1]
            out.puts.append(
                NodeRec(id=new_id(), kind=NodeKind.ATTACHMENT, title=name, uri=rel, ord=0)
            )
