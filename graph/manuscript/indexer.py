"""Workspace → nodes with stable identity → structural edges, one run per pass.

A pass takes the files that changed (from a disk scan, or the editor's
buffers), parses them, re-anchors their blocks onto the nodes they had
(`reanchor`), writes the nodes, lifts the edges their text states and diffs
them against the store. Files whose bytes did not change are not parsed, and
a pass that changes nothing opens no run and writes no event.

Lifting needs the whole workspace's names (titles, aliases, headings, block
ids, citation keys): when a pass changes them, every paragraph is re-lifted
from the inline constructs kept in its node's `attrs`, so a link broken
yesterday resolves as soon as its note exists, without re-parsing anything.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from semnet.graph.manuscript.bib import parse_bib
from semnet.graph.manuscript.doi import normalise_doi, sync_work_identities
from semnet.graph.manuscript.lang import detect_language
from semnet.graph.manuscript.lift import (
    FILE_KINDS,
    PARAGRAPH_KINDS,
    NameTable,
    Problem,
    anchor_signature,
    build_names,
    lift,
    link_attrs,
    link_file,
)
from semnet.graph.manuscript.parse import Block, ParsedDoc, parse_document
from semnet.graph.manuscript.reanchor import NewBlock, OldBlock, content_hash, reanchor
from semnet.graph.manuscript.workspace import ProjectConfig, load_config, scan_bib, scan_workspace
from semnet.graph.model import REBUILDABLE_ORIGINS, EdgeRec, NodeRec, new_id, node_ref
from semnet.graph.store.edge_store import EdgeStore, RunWriter

Progress = Callable[[int, int, str], None]

_ENTITY_FILE_KIND = {
    "character": "character",
    "place": "place",
    "source": "source",
    "glossary": "glossary",
    "fact": "fact_note",
}
_BLOCK_KINDS = {"subchapter": "heading", "paragraph": "paragraph", "fact": "paragraph"}
_REBUILDABLE = frozenset(o.value for o in REBUILDABLE_ORIGINS)


def file_hash(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


@dataclass(slots=True)
class IndexSummary:
    root: str
    files: int = 0
    changed: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    nodes: int = 0
    nodes_written: int = 0
    nodes_removed: int = 0
    edges_created: int = 0
    edges_kept: int = 0
    edges_retracted: int = 0
    edges_collected: int = 0
    relifted: int = 0
    run_id: str | None = None
    seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return {
            "root": self.root,
            "files": self.files,
            "changed": self.changed,
            "deleted": self.deleted,
            "nodes": self.nodes,
            "nodesWritten": self.nodes_written,
            "nodesRemoved": self.nodes_removed,
            "edgesCreated": self.edges_created,
            "edgesKept": self.edges_kept,
            "edgesRetracted": self.edges_retracted,
            "edgesCollected": self.edges_collected,
            "relifted": self.relifted,
            "runId": self.run_id,
            "seconds": round(self.seconds, 3),
        }


def problem_dict(p: Problem) -> dict[str, Any]:
    return {
        "code": p.code,
        "message": p.message,
        "uri": p.uri,
        "line": p.line,
        "start": p.start,
        "end": p.end,
        "nodeId": p.node_id,
        **({"data": p.data} if p.data else {}),
    }


def _title_of(block: Block) -> str:
    text = " ".join(block.text.split())
    return text if len(text) <= 80 else text[:79] + "…"


def _file_kind(doc: ParsedDoc) -> str:
    return _ENTITY_FILE_KIND.get(doc.entity_type or "", "chapter")


class Catalog:
    """The few nodes every pass needs by name (files, books, bibliography
    entries), and every node by file. Kept in step with each
    pass instead of being recomputed from all nodes, so a one-file pass costs
    what that file costs."""

    __slots__ = ("books", "by_uri", "detached", "files", "sources")

    def __init__(self) -> None:
        self.by_uri: dict[str, dict[str, NodeRec]] = {}
        self.files: dict[str, NodeRec] = {}  # uri -> file node (chapter, entity, bibliography)
        self.books: dict[str, NodeRec] = {}  # folder -> book node
        self.sources: dict[str, NodeRec] = {}  # bibliography entries
        self.detached: dict[str, NodeRec] = {}  # blocks cut from a buffer, awaiting a paste

    @classmethod
    def of(cls, nodes: Iterable[NodeRec]) -> Catalog:
        cat = cls()
        for n in nodes:
            cat._add(n)
        return cat

    def _add(self, n: NodeRec) -> None:
        if n.kind == "book":
            self.books[n.uri or ""] = n
            return
        if n.uri:
            self.by_uri.setdefault(n.uri, {})[n.id] = n
        elif n.attrs.get("detached"):
            self.detached[n.id] = n
        if n.kind == "source" and (n.uri or "").endswith(".bib"):
            self.sources[n.id] = n
        elif n.uri and (n.kind in FILE_KINDS or n.kind == "bibliography") and n.ord == 0:
            self.files[n.uri] = n

    def _remove(self, n: NodeRec) -> None:
        if n.kind == "book":
            if self.books.get(n.uri or "") is n or (
                n.uri in self.books and self.books[n.uri or ""].id == n.id
            ):
                del self.books[n.uri or ""]
            return
        bucket = self.by_uri.get(n.uri or "")
        if bucket is not None:
            bucket.pop(n.id, None)
            if not bucket:
                del self.by_uri[n.uri or ""]
        f = self.files.get(n.uri or "")
        if f is not None and f.id == n.id:
            del self.files[n.uri or ""]
        self.sources.pop(n.id, None)
        self.detached.pop(n.id, None)

    def apply(
        self, old: Mapping[str, NodeRec], puts: Iterable[NodeRec], removed: Iterable[str]
    ) -> None:
        """Replace or remove nodes in place (`old` is the view they replace)."""
        for r in removed:
            if r in old:
                self._remove(old[r])
        for n in puts:
            if n.id in old:
                self._remove(old[n.id])
            self._add(n)

    def names(self) -> NameTable:
        return build_names([*self.files.values(), *self.sources.values()], self.by_uri)


class Indexer:
    """Keeps one store in step with one workspace folder."""

    def __init__(
        self,
        store: EdgeStore,
        root: str | os.PathLike[str],
        config: ProjectConfig | None = None,
        *,
        detach_grace: float = 0.0,
    ) -> None:
        """`detach_grace` (seconds): an editor sends a cut and the paste that
        follows it in another file as two passes; with a grace period, a block
        that disappears from a file that is still there is kept *detached*
        (no file, its edges intact) and re-attached, with its id, when it
        reappears; it is removed and its edges collected only after the grace."""
        self.store = store
        self.detach_grace = detach_grace
        self.root = Path(root).resolve()
        if config is None:
            config, self.config_error = load_config(self.root)
        else:
            self.config_error = None
        self.config = config
        self.lexical = self._lexical_bridge()
        self._names: NameTable | None = None
        self._catalog: Catalog | None = None
        self._catalog_gen = -1
        # (mtime_ns, size) and content hash of each file as this process last read it
        self._stats: dict[str, tuple[tuple[int, int], str]] = {}

    def _lexical_bridge(self) -> Any:
        """The lexical bridge, when `semnet.toml` has a `[wordnet]` table."""
        if not self.config.wordnet:
            return None
        from semnet.graph.lexical.bridge import bridge_for
        from semnet.graph.lexical.config import LexiconError

        try:
            return bridge_for(self.root, self.config.wordnet)
        except LexiconError as exc:
            self.config_error = "; ".join(x for x in (self.config_error, str(exc)) if x)
            return None

    def catalog(self) -> Catalog:
        """The catalog of the store as it is (rebuilt if another process wrote it)."""
        if self._catalog is None or self._catalog_gen != self.store.generation:
            self._catalog = Catalog.of(self.store.nodes.values())
            self._catalog_gen = self.store.generation
            self._names = None
        return self._catalog

    # -- entry points -----------------------------------------------------------

    def index_workspace(
        self, progress: Progress | None = None, *, parent_id: str | None = None
    ) -> IndexSummary:
        """Scan the folder and index what changed since the store last saw it."""
        md = scan_workspace(self.root, self.config)
        bibs = scan_bib(self.root, self.config)
        known = self.catalog().files
        changed: dict[str, str | None] = {}
        hashes: dict[str, str] = {}
        stats = self._stats
        # A file written in the last two seconds may change again within the
        # same mtime tick: read it whatever its stamp says (git's "racy" rule).
        racy_after = time.time_ns() - 2_000_000_000
        for rel in [*md, *bibs]:
            path = self.root / rel
            try:
                st = os.stat(path)
                stamp = (st.st_mtime_ns, st.st_size)
                seen = stats.get(rel)
                node = known.get(rel)
                if (
                    seen is not None
                    and seen[0] == stamp
                    and node is not None
                    and st.st_mtime_ns < racy_after
                ):
                    # Unchanged since this process last read it: no need to read it again.
                    hashes[rel] = seen[1]
                    if node.attrs.get("file_hash") == seen[1]:
                        continue
                data = path.read_bytes()
            except OSError:
                continue
            h = file_hash(data)
            hashes[rel] = h
            stats[rel] = (stamp, h)
            if node is None or node.attrs.get("file_hash") != h:
                changed[rel] = data.decode("utf-8", errors="replace")
        present = set(md) | set(bibs)
        for rel in known:
            if rel not in present:
                changed[rel] = None
        summary = self.update(changed, progress=progress, hashes=hashes, parent_id=parent_id)
        summary.files = len(present)
        return summary

    def update(
        self,
        changed: Mapping[str, str | None],
        *,
        progress: Progress | None = None,
        hashes: Mapping[str, str] | None = None,
        run_kind: str = "index",
        parent_id: str | None = None,
    ) -> IndexSummary:
        """Index new texts of some files (None: the file is gone)."""
        t0 = time.perf_counter()
        summary = IndexSummary(root=str(self.root))
        summary.changed = sorted(r for r, t in changed.items() if t is not None)
        summary.deleted = sorted(r for r, t in changed.items() if t is None)
        if not changed and not self._expired_detached():
            summary.nodes = len(self.store.nodes)
            summary.seconds = time.perf_counter() - t0
            return summary
        with self.store.run(
            run_kind,
            parent_id=parent_id,
            artifact={
                "root": str(self.root),
                "files": {r: (hashes or {}).get(r) for r in sorted(changed)},
            },
        ) as run:
            try:
                self._pass(run, changed, hashes or {}, summary, progress)
            except BaseException:
                self._catalog = None  # it already holds what this run would have written
                raise
            summary.run_id = run.id
        self._catalog_gen = self.store.generation
        summary.nodes = len(self.store.nodes)
        summary.seconds = time.perf_counter() - t0
        return summary

    def _expired_detached(self) -> bool:
        if not self.detach_grace:
            return False
        now = time.time()
        return any(
            now - float(n.attrs["detached"]["at"]) > self.detach_grace
            for n in self.catalog().detached.values()
        )

    def rebuild(self) -> IndexSummary:
        """Drop and re-derive the structural and derived edges from the nodes.
        Relations that are derived again keep their edge (and id); durable edges
        are not touched."""
        t0 = time.perf_counter()
        summary = IndexSummary(root=str(self.root))
        cat = self.catalog()
        try:
            with self.store.run("rebuild", artifact={"root": str(self.root)}) as run:
                self._lift(run, cat, None, None, set(), summary)
                summary.run_id = run.id
        except BaseException:
            self._catalog = None
            raise
        self._catalog_gen = self.store.generation
        from semnet.graph.query.similar import rebuild_cache

        rebuild_cache(self.store, self.root)
        summary.nodes = len(self.store.nodes)
        summary.seconds = time.perf_counter() - t0
        return summary

    def problems(self) -> list[Problem]:
        """Every recorded problem, by file and line."""
        out: list[Problem] = []
        for n in self.store.nodes.values():
            for d in n.attrs.get("problems", ()) if n.attrs else ():
                out.append(
                    Problem(
                        d["code"],
                        d["message"],
                        d.get("uri") or n.uri or "",
                        d["line"],
                        d["start"],
                        d["end"],
                        n.id,
                        d.get("data") or {},
                    )
                )
        out.sort(key=lambda p: (p.uri, p.line, p.start, p.code))
        return out

    # -- the pass -----------------------------------------------------------------

    def _pass(
        self,
        run: RunWriter,
        changed: Mapping[str, str | None],
        hashes: Mapping[str, str],
        summary: IndexSummary,
        progress: Progress | None,
    ) -> None:
        store = self.store
        cat = self.catalog()
        by_uri = {u: list(b.values()) for u, b in cat.by_uri.items() if u in changed}
        files = cat.files
        books = {folder: b.id for folder, b in cat.books.items()}

        md = sorted(r for r in changed if r.lower().endswith(".md"))
        bibs = sorted(r for r in changed if r.lower().endswith(".bib"))
        parsed: dict[str, ParsedDoc] = {}
        total = len(md)
        for i, rel in enumerate(md):
            text = changed[rel]
            if text is not None:
                parsed[rel] = parse_document(text, rel)
            if progress is not None:
                progress(i + 1, total, rel)

        # Re-anchor the blocks of every touched file onto the nodes they had.
        old: list[OldBlock] = []
        for rel in md:
            for n in by_uri.get(rel, ()):
                bk = _BLOCK_KINDS.get(n.kind)
                if bk is not None:
                    old.append(
                        OldBlock(
                            n.id, rel, n.ord, bk, n.text or "", n.content_hash or "", n.block_id
                        )
                    )
        if self.detach_grace > 0:
            for n in cat.detached.values():
                bk = _BLOCK_KINDS.get(n.kind)
                if bk is not None:
                    was = n.attrs["detached"]
                    old.append(
                        OldBlock(n.id, was["uri"], n.ord, bk, n.text or "", n.content_hash or "",
                                 n.block_id)
                    )  # fmt: skip
        new: list[NewBlock] = []
        for rel, doc in parsed.items():
            for i, b in enumerate(doc.blocks):
                new.append(NewBlock(rel, i, b.kind, b.text, content_hash(b.text), b.block_id))
        result = reanchor(old, new)

        # Which old file each new file's blocks came from: a renamed file keeps its node.
        inherited: dict[str, dict[str, int]] = {}
        old_uri_of = {o.id: o.uri for o in old}
        for nb, oid in zip(new, result.ids, strict=True):
            if oid is not None:
                src_uri = old_uri_of[oid]
                inherited.setdefault(nb.uri, {})
                inherited[nb.uri][src_uri] = inherited[nb.uri].get(src_uri, 0) + 1
        gone_files = {r for r in md if changed[r] is None}
        taken: set[str] = set()

        puts: list[NodeRec] = []
        removed: set[str] = set()
        ids_iter = iter(result.ids)
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
            fid = fnode.id if fnode is not None else new_id()
            lang = doc.lang or self.config.lang
            if lang is None:
                lang = detect_language("\n".join(b.text for b in doc.blocks[:40]), fallback="en")
            book_id = self._book(rel, books, puts)
            fkind = _file_kind(doc)
            fattrs: dict[str, Any] = {
                "file_hash": hashes.get(rel) or file_hash((changed[rel] or "").encode("utf-8")),
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
            frec = NodeRec(
                id=fid,
                kind=fkind,
                title=doc.title,
                uri=rel,
                parent_id=book_id,
                ord=0,
                start_line=0,
                end_line=max(doc.line_count, 1),
                lang=lang,
                attrs=fattrs,
            )
            puts.append(frec)
            heading_stack: list[tuple[int, str]] = []
            para_kind = "fact" if fkind == "fact_note" else "paragraph"
            for i, b in enumerate(doc.blocks):
                oid = next(ids_iter)
                nid = oid or new_id()
                if b.kind == "heading":
                    while heading_stack and heading_stack[-1][0] >= b.level:
                        heading_stack.pop()
                    parent = heading_stack[-1][1] if heading_stack else fid
                    heading_stack.append((b.level, nid))
                    attrs: dict[str, Any] = {"slug": b.slug, "level": b.level}
                    kind = "subchapter"
                    title = b.text
                else:
                    parent = heading_stack[-1][1] if heading_stack else fid
                    attrs = _inline_attrs(b)
                    kind = para_kind
                    title = _title_of(b)
                last = b.text.rsplit("\n", 1)[-1]
                attrs["end_char"] = len(last) + (len(b.block_id) + 2 if b.block_id else 0)
                puts.append(
                    NodeRec(
                        id=nid,
                        kind=kind,
                        title=title,
                        uri=rel,
                        parent_id=parent,
                        ord=i + 1,
                        start_line=b.start_line,
                        end_line=b.end_line,
                        content_hash=content_hash(b.text),
                        text=b.text,
                        lang=lang,
                        block_id=b.block_id,
                        attrs=attrs,
                    )
                )
        kept = {p.id for p in puts}
        now = time.time()
        for o in old:
            if o.id in kept:
                continue
            was = cat.detached.get(o.id)
            if was is not None:
                if now - float(was.attrs["detached"]["at"]) > self.detach_grace:
                    removed.add(o.id)
            elif self.detach_grace > 0 and o.uri not in gone_files and o.id not in result.absorbed:
                n = store.nodes[o.id]
                puts.append(
                    _with_attrs(n, {**n.attrs, "detached": {"uri": o.uri, "at": now}}, uri=None)
                )
            else:
                removed.add(o.id)
        # Files that are gone (or renamed away): their file node, unless inherited.
        for rel in gone_files:
            f = files.get(rel)
            if f is not None and f.id not in kept:
                removed.add(f.id)
        # Bibliographies: one source node per entry.
        for rel in bibs:
            self._bib(rel, changed[rel], hashes, by_uri, puts, removed)
        sync_work_identities(run, puts)

        # A merged paragraph takes the edges of the one it absorbed.
        for absorbed_id, into in result.absorbed.items():
            if into in kept:
                run.repoint(node_ref(absorbed_id), node_ref(into))
        before = self._names or cat.names()
        touched_uris = set(changed) | {p.uri for p in puts if p.uri}
        old_anchors = {u: anchor_signature(cat.by_uri.get(u, {}).values()) for u in touched_uris}
        old_file_ids = {u: f.id for u, f in cat.files.items() if u in touched_uris}
        # From here the catalog is the view after this pass (dropped if the run fails).
        cat.apply(store.nodes, puts, removed)
        used = {f.parent_id for f in cat.files.values()}
        for folder, book in list(cat.books.items()):
            if book.id not in used:
                removed.add(book.id)
                del cat.books[folder]
        run.put_nodes(puts)
        summary.edges_collected += run.delete_nodes(sorted(removed))
        summary.nodes_written = len(puts)
        summary.nodes_removed = len(removed)
        moved = {
            old_file_ids.get(u) or (cat.files[u].id if u in cat.files else "")
            for u in touched_uris
            if anchor_signature(cat.by_uri.get(u, {}).values()) != old_anchors[u]
        }
        moved |= {cat.files[u].id for u in touched_uris if u in cat.files and moved}
        self._lift(run, cat, before, {p.id: p for p in puts}, removed, summary, moved)

    def _book(self, rel: str, books: dict[str, str], puts: list[NodeRec]) -> str | None:
        """The book (top-level folder) a file belongs to; files at the root have none."""
        if "/" not in rel:
            return None
        folder = rel.split("/", 1)[0]
        bid = books.get(folder)
        if bid is None:
            bid = new_id()
            books[folder] = bid
            puts.append(NodeRec(id=bid, kind="book", title=folder, uri=folder, ord=0))
        return bid

    def _bib(
        self,
        rel: str,
        text: str | None,
        hashes: Mapping[str, str],
        by_uri: Mapping[str, list[NodeRec]],
        puts: list[NodeRec],
        removed: set[str],
    ) -> None:
        existing = {
            str(n.attrs.get("source_key")): n for n in by_uri.get(rel, ()) if n.kind == "source"
        }
        file_node = next((n for n in by_uri.get(rel, ()) if n.kind == "bibliography"), None)
        if text is None:
            removed.update(n.id for n in by_uri.get(rel, ()))
            return
        load = parse_bib(text, rel)
        fid = file_node.id if file_node else new_id()
        probs = [
            {"code": "bad-bibtex", "message": m, "uri": rel, "line": 0, "start": 0, "end": 0}
            for m in load.problems
        ]
        puts.append(
            NodeRec(
                id=fid,
                kind="bibliography",
                title=rel,
                uri=rel,
                ord=0,
                attrs={
                    "file_hash": hashes.get(rel) or file_hash(text.encode("utf-8")),
                    **({"parse_problems": probs} if probs else {}),
                },
            )
        )
        seen: set[str] = set()
        for i, e in enumerate(load.entries):
            if e.key in seen:
                continue
            seen.add(e.key)
            old = existing.get(e.key)
            puts.append(
                NodeRec(
                    id=old.id if old else new_id(),
                    kind="source",
                    title=e.title or e.key,
                    uri=rel,
                    parent_id=fid,
                    ord=i + 1,
                    start_line=e.line,
                    end_line=e.line + 1,
                    attrs={
                        "source_key": e.key,
                        "author": e.author,
                        "year": e.year,
                        "entry_type": e.entry_type,
                        **({"doi": doi} if (doi := normalise_doi(e.fields.get("doi"))) else {}),
                    },
                )
            )
        for key, n in existing.items():
            if key not in seen:
                removed.add(n.id)

    def _lift(
        self,
        run: RunWriter,
        cat: Catalog,
        before: NameTable | None,
        touched: dict[str, NodeRec] | None,
        removed: set[str],
        summary: IndexSummary,
        moved: set[str] | None = None,
    ) -> None:
        names = cat.names()
        self._names = names
        store_nodes = self.store.nodes

        def current() -> Iterable[NodeRec]:
            """Every node as it will be after this pass."""
            if touched:
                yield from touched.values()
            for n in store_nodes.values():
                if n.id not in removed and (not touched or n.id not in touched):
                    yield n

        if touched is None or before is None or before.signature != names.signature:
            scope = [n for n in current() if n.kind in PARAGRAPH_KINDS and n.uri]
            file_scope = list(cat.files.values())
        else:
            want = {i for i, n in touched.items() if n.kind in PARAGRAPH_KINDS and n.uri}
            # Headings or block ids of some files changed: re-lift what links into them.
            if moved:
                for n in current():
                    links = n.attrs.get("links") if n.kind in PARAGRAPH_KINDS else None
                    here = names.files_by_uri.get(n.uri or "") if links else None
                    if here is None or n.id in want:
                        continue
                    for link in links or ():
                        f = link_file(link[0], link[1], here, names)
                        if f is not None and f.id in moved:
                            want.add(n.id)
                            break
            scope = [touched.get(i) or store_nodes[i] for i in sorted(want)]
            file_scope = [n for n in touched.values() if n.uri and cat.files.get(n.uri) is n]
        summary.relifted = len(scope)
        lifted = lift(scope, names)
        lexical = None
        if self.lexical is not None:  # a paragraph's words → senses (`graph/lexical/bridge.py`)
            lexical = self.lexical.link(
                scope, run._edges_at, (w for key in names.mention_names for w in key)
            )
            lifted.edges.extend(lexical.mentions)
        owned: list[EdgeRec] = []
        for n in scope:
            ref = node_ref(n.id)
            owned.extend(
                r
                for r in run._edges_at(ref)
                if r.src == ref
                and r.origin in _REBUILDABLE
                and r.expired_at is None
                and r.kind != "similar_to"  # a cache of its own (`graph/query/similar.py`)
            )
        created, kept, retracted = run.sync(owned, lifted.edges)
        if lexical is not None and lexical.imported:
            created += run.add_edges(lexical.imported)
        summary.edges_created += created
        summary.edges_kept += kept
        summary.edges_retracted += retracted
        # Problems live on their node, so diagnostics need no re-lift.
        by_node: dict[str, list[dict[str, Any]]] = {}
        for p in lifted.problems:
            by_node.setdefault(p.node_id, []).append(
                {
                    "code": p.code,
                    "message": p.message,
                    "uri": p.uri,
                    "line": p.line,
                    "start": p.start,
                    "end": p.end,
                    **({"data": p.data} if p.data else {}),
                }
            )
        changed_nodes: list[NodeRec] = []
        for n in scope:
            want_p = by_node.get(n.id, [])
            if want_p != n.attrs.get("problems", []):
                attrs = dict(n.attrs)
                if want_p:
                    attrs["problems"] = want_p
                else:
                    attrs.pop("problems", None)
                changed_nodes.append(_with_attrs(n, attrs))
        # A file's parse problems (front matter, malformed links) are its node's problems.
        for n in file_scope:
            pp = n.attrs.get("parse_problems")
            if pp is not None and n.attrs.get("problems") != pp:
                changed_nodes.append(_with_attrs(n, {**n.attrs, "problems": pp}))
            elif pp is None and n.attrs.get("problems"):
                attrs = dict(n.attrs)
                attrs.pop("problems", None)
                changed_nodes.append(_with_attrs(n, attrs))
        if changed_nodes:
            run.put_nodes(changed_nodes)
            view = {n.id: n for n in changed_nodes}
            cat.apply(
                {i: (touched or {}).get(i) or store_nodes[i] for i in view}, changed_nodes, ()
            )


def _with_attrs(n: NodeRec, attrs: dict[str, Any], **changes: Any) -> NodeRec:
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


def _inline_attrs(b: Block) -> dict[str, Any]:
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


def index_folder(
    root: str | os.PathLike[str], progress: Progress | None = None, **store_kw: Any
) -> tuple[EdgeStore, IndexSummary]:
    """Open (or create) the workspace's store and index it."""
    store = EdgeStore.for_workspace(root, **store_kw)
    try:
        summary = Indexer(store, root).index_workspace(progress)
    except BaseException:
        store.close()
        raise
    return store, summary
