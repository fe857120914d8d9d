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

The steps live beside it: `index_pass` (parse, re-anchor, node records),
`index_bib` (bibliography nodes), `index_lift` (re-lift, edge sync,
problems) and `catalog` (the nodes a pass needs by name).
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from semnet.graph.manuscript.catalog import Catalog
from semnet.graph.manuscript.doi import sync_work_identities
from semnet.graph.manuscript.index_bib import bib_nodes
from semnet.graph.manuscript.index_lift import LiftTally, relift
from semnet.graph.manuscript.index_pass import (
    NodePass,
    PassNodes,
    Progress,
    attachment_nodes,
    file_hash,
)
from semnet.graph.manuscript.journal_sync import JournalSync, identity_hints, sync_journal
from semnet.graph.manuscript.lang import release_model
from semnet.graph.manuscript.lift import NameTable, Problem, anchor_signature
from semnet.graph.manuscript.parse_pool import workers as parse_workers
from semnet.graph.manuscript.resolve import Conventions
from semnet.graph.manuscript.workspace import (
    FileSkipped,
    ProjectConfig,
    is_bib,
    is_markdown,
    load_config,
    read_in_workspace,
    scan_all,
)
from semnet.graph.model import node_ref
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.journal import Identity
from semnet.graph.store.reads import FileState, attachment_uris, file_states, problem_rows
from semnet.graph.store.writer import RunWriter

__all__ = [
    "IndexSummary",
    "Indexer",
    "Progress",
    "file_hash",
    "index_folder",
    "problem_dict",
]


@dataclass(slots=True)
class IndexSummary:
    root: str
    files: int = 0
    files_read: int = 0  # files whose bytes were read (not trusted by their stamp)
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
    # Files the scan left out, with why (a FIFO, a symlink out of the workspace).
    skipped: list[str] = field(default_factory=list)
    # what reading the decisions journal did (`journal_sync.py`), when it was read
    journal: JournalSync | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "root": self.root,
            "files": self.files,
            "filesRead": self.files_read,
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
            "skipped": self.skipped,
            **({"journal": self.journal.as_dict()} if self.journal is not None else {}),
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


class Indexer:
    """Keeps one store in step with one workspace folder."""

    def __init__(
        self,
        store: EdgeStore,
        root: str | os.PathLike[str],
        config: ProjectConfig | None = None,
        *,
        detach_grace: float = 0.0,
        one_shot: bool = False,
    ) -> None:
        """`detach_grace` (seconds): an editor sends a cut and the paste that
        follows it in another file as two passes; with a grace period, a block
        that disappears from a file that is still there is kept *detached*
        (no file, its edges intact) and re-attached, with its id, when it
        reappears; it is removed and its edges collected only after the grace.
        `one_shot`: the caller indexes once and is done (`semnet index`): a
        pass lets go of the language model once its files are parsed, before
        it writes."""
        self.store = store
        self.detach_grace = detach_grace
        self.one_shot = one_shot
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
        """Scan the folder and index what changed since the store last saw it.

        A file whose modification time and size are those the store recorded
        when it last read it (and that was not written within two seconds of
        that read) is not read again. A store opened without its graph
        (`load=False`) loads it only if something changed."""
        t0 = time.perf_counter()
        skipped: list[str] = []
        found = scan_all(self.root, self.config, skipped=skipped)
        md, bibs = found.markdown, found.bib
        known = self._known_files()
        changed, hashes, stamps, read = self._read_changed([*md, *bibs], known, skipped)
        present = set(md) | set(bibs)
        for rel in known:
            if rel not in present:
                changed[rel] = None
        # Attachments: only whether they are there matters (their bytes are not read).
        had = self._known_attachments()
        attached = set(found.attachments)
        changed.update((rel, "") for rel in found.attachments if rel not in had)
        changed.update((rel, None) for rel in had if rel not in attached)
        journal = self.store.journal
        files = journal.read() if journal is not None else None
        if not self.store.loaded:
            if not changed and (files is None or not files.decisions):
                # Nothing to index and no decision to adopt: the graph is not read.
                summary = IndexSummary(root=str(self.root), files=len(present), files_read=read)
                summary.skipped = skipped
                summary.nodes = self.store.stats()["nodes"]
                if files is not None:
                    summary.journal = sync_journal(self.store, files)
                summary.seconds = time.perf_counter() - t0
                return summary
            self.store.load()
        hints = identity_hints(self.store, files) if files is not None else None
        summary = self.update(
            changed,
            progress=progress,
            hashes=hashes,
            stamps=stamps,
            parent_id=parent_id,
            hints=hints,
            own_texts=True,
        )
        summary.files = len(present)
        summary.skipped = skipped
        summary.files_read = read
        if files is not None:
            # After the pass: decisions made elsewhere, on the nodes as they are now.
            summary.journal = sync_journal(self.store, files)
            if summary.journal.run_id is not None:  # (it changed edges, not nodes)
                self._catalog_gen = self.store.generation
        return summary

    def _known_files(self) -> dict[str, FileState]:
        """Each indexed file's hash and stamp, from the loaded catalog or,
        when the graph is not loaded, from the store's rows."""
        if not self.store.loaded:
            with self.store.connection() as con:
                return file_states(con)
        out: dict[str, FileState] = {}
        for rel, f in self.catalog().files.items():
            attrs = f.attrs or {}
            stamp = attrs.get("stamp")
            out[rel] = (attrs.get("file_hash"), (int(stamp[0]), int(stamp[1])) if stamp else None)
        return out

    def _known_attachments(self) -> set[str]:
        """The files the store holds as attachments."""
        if not self.store.loaded:
            with self.store.connection() as con:
                return attachment_uris(con)
        return set(self.catalog().attachments)

    def _read_changed(
        self, files: list[str], known: Mapping[str, FileState], skipped: list[str]
    ) -> tuple[dict[str, str | None], dict[str, str], dict[str, tuple[int, int]], int]:
        """The texts of the files whose content differs from the store's, the
        hash of every file, the stamps worth recording (of files read now
        whose modification is not racy) and how many files were read. Files
        are read inside the workspace only (`read_in_workspace`); what is
        not read is noted in `skipped`, with why."""
        allow = tuple(self.config.allow_outside)
        changed: dict[str, str | None] = {}
        hashes: dict[str, str] = {}
        stamps: dict[str, tuple[int, int]] = {}
        seen_here = self._stats
        # A file written in the last two seconds may change again within the
        # same mtime tick: read it whatever its stamp says (git's "racy" rule).
        racy_after = time.time_ns() - 2_000_000_000
        read = 0
        for rel in files:
            path = self.root / rel
            try:
                st = os.stat(path)
                stamp = (st.st_mtime_ns, st.st_size)
                state = known.get(rel)
                if state is not None and st.st_mtime_ns < racy_after:
                    seen = seen_here.get(rel)
                    if seen is not None and seen[0] == stamp:
                        # Unchanged since this process last read it.
                        hashes[rel] = seen[1]
                        if state[0] == seen[1]:
                            continue
                    elif state[1] == stamp and state[0]:
                        # Unchanged since the store's pass read it.
                        hashes[rel] = state[0]
                        seen_here[rel] = (stamp, state[0])
                        continue
                data = read_in_workspace(self.root, rel, allow)
            except FileSkipped as exc:
                skipped.append(str(exc))
                continue
            except OSError:
                continue
            read += 1
            h = file_hash(data)
            hashes[rel] = h
            seen_here[rel] = (stamp, h)
            if st.st_mtime_ns < racy_after:
                stamps[rel] = stamp
            if state is None or state[0] != h:
                changed[rel] = data.decode("utf-8", errors="replace")
        return changed, hashes, stamps, read

    def update(
        self,
        changed: Mapping[str, str | None],
        *,
        progress: Progress | None = None,
        hashes: Mapping[str, str] | None = None,
        stamps: Mapping[str, tuple[int, int]] | None = None,
        run_kind: str = "index",
        parent_id: str | None = None,
        hints: Mapping[str, list[Identity]] | None = None,
        own_texts: bool = False,
    ) -> IndexSummary:
        """Index new texts of some files (None: the file is gone); `stamps`,
        the (mtime_ns, size) of files read from disk, are recorded with them;
        `hints`: journal identities whose ids the files new to the store take;
        `own_texts`: `changed` is a dict the caller gives up, which lets go of
        each text once it is parsed (`NodePass`)."""
        t0 = time.perf_counter()
        summary = IndexSummary(root=str(self.root))
        texts = [r for r in changed if is_markdown(r) or is_bib(r)]
        summary.changed = sorted(r for r in texts if changed[r] is not None)
        summary.deleted = sorted(r for r in texts if changed[r] is None)
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
            phases = Phases(progress, sum(1 for r in changed if r.lower().endswith(".md")))
            try:
                self._pass(
                    run, changed, hashes or {}, stamps or {}, summary, phases, hints, own_texts
                )
                phases.step(2, "writing the store")
            except BaseException:
                self._catalog = None  # it already holds what this run would have written
                raise
            summary.run_id = run.id
        self._catalog_gen = self.store.generation
        summary.nodes = len(self.store.nodes)
        summary.seconds = time.perf_counter() - t0
        return summary

    def _expired_detached(self) -> bool:
        """Are there detached blocks to collect (past the grace; without a
        grace, as `semnet index` and `semnet check` run, any at all)?"""
        if not self.detach_grace:
            return bool(self.catalog().detached)
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
                names = self._names = cat.names(Conventions.of(self.config))
                tally = relift(run, cat, names, self.store.nodes, whole=True, lexical=self.lexical)
                _count(summary, tally)
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
        """Every recorded problem, by file and line (read from the store's rows
        when its graph is not loaded)."""
        if self.store.loaded:
            rows = [
                (n.id, n.uri, d)
                for n in self.store.nodes.values()
                if n.attrs
                for d in n.attrs.get("problems", ())
            ]
        else:
            with self.store.connection() as con:
                rows = problem_rows(con)
        out = [
            Problem(
                d["code"],
                d["message"],
                d.get("uri") or uri or "",
                d["line"],
                d["start"],
                d["end"],
                nid,
                d.get("data") or {},
            )
            for nid, uri, d in rows
        ]
        out.sort(key=lambda p: (p.uri, p.line, p.start, p.code))
        return out

    # -- the pass -----------------------------------------------------------------

    def _pass(
        self,
        run: RunWriter,
        changed: Mapping[str, str | None],
        hashes: Mapping[str, str],
        stamps: Mapping[str, tuple[int, int]],
        summary: IndexSummary,
        phases: Phases,
        hints: Mapping[str, list[Identity]] | None = None,
        own_texts: bool = False,
    ) -> None:
        """Parse and re-anchor the changed files, write their nodes, then lift."""
        cat = self.catalog()
        node_pass = NodePass(
            cat,
            self.store.nodes,
            changed,
            hashes,
            stamps=stamps,
            default_lang=self.config.lang,
            detach_grace=self.detach_grace,
            hints=hints,
            own_texts=own_texts,
            workers=parse_workers() if self.one_shot else 1,
        )
        nodes = node_pass.run(phases.parsing)
        if self.one_shot:
            release_model()
        phases.step(1, "resolving links")
        for rel in sorted(r for r in changed if is_bib(r)):
            bib_nodes(rel, changed[rel], hashes, node_pass.by_uri, nodes, stamps.get(rel))
        attachment_nodes(cat, changed, nodes)
        sync_work_identities(run, nodes.puts)
        # A merged paragraph takes the edges of the one it absorbed.
        for absorbed_id, into in nodes.absorbed.items():
            if into in nodes.kept:
                run.repoint(node_ref(absorbed_id), node_ref(into))
        conventions = Conventions.of(self.config)
        before = self._names or cat.names(conventions)
        moved = self._write_nodes(run, cat, changed, nodes, summary)
        if self.one_shot:  # a first index: its nodes go to DuckDB while it lifts
            self.store.write_nodes_ahead(run)
        names = self._names = cat.names(conventions)
        tally = relift(
            run,
            cat,
            names,
            self.store.nodes,
            whole=before.signature != names.signature,
            touched={p.id: p for p in nodes.puts},
            removed=nodes.removed,
            moved=moved,
            lexical=self.lexical,
        )
        _count(summary, tally)

    def _write_nodes(
        self,
        run: RunWriter,
        cat: Catalog,
        changed: Mapping[str, str | None],
        nodes: PassNodes,
        summary: IndexSummary,
    ) -> set[str]:
        """Write the pass's nodes (and drop books no file is in any more);
        returns the ids of the files whose headings or block ids changed."""
        touched_uris = set(changed) | {p.uri for p in nodes.puts if p.uri}
        old_anchors = {u: anchor_signature(cat.by_uri.get(u, {}).values()) for u in touched_uris}
        old_file_ids = {u: f.id for u, f in cat.files.items() if u in touched_uris}
        # From here the catalog is the view after this pass (dropped if the run fails).
        cat.apply(self.store.nodes, nodes.puts, nodes.removed)
        used = {f.parent_id for f in cat.files.values()}
        for folder, book in list(cat.books.items()):
            if book.id not in used:
                nodes.removed.add(book.id)
                del cat.books[folder]
        run.put_nodes(nodes.puts)
        summary.edges_collected += run.delete_nodes(sorted(nodes.removed))
        summary.nodes_written = len(nodes.puts)
        summary.nodes_removed = len(nodes.removed)
        moved = {
            old_file_ids.get(u) or (cat.files[u].id if u in cat.files else "")
            for u in touched_uris
            if anchor_signature(cat.by_uri.get(u, {}).values()) != old_anchors[u]
        }
        moved |= {cat.files[u].id for u in touched_uris if u in cat.files and moved}
        return moved


class Phases:
    """A pass's progress as one bar: parsing each file, then resolving the
    links, then writing the store (each of those weighs a fifth of the files
    parsed, roughly what they cost), so the bar does not sit full while the
    pass still works; a caller adds its own steps after (`step`)."""

    __slots__ = ("_report", "files", "total", "weight")

    def __init__(self, report: Progress | None, files: int) -> None:
        self._report = report
        self.files = files
        self.weight = max(1, files // 5)
        self.total = files + 3 * self.weight

    def parsing(self, done: int, total: int, rel: str) -> None:
        if self._report is not None:
            self._report(done, self.total, rel)

    def step(self, k: int, message: str) -> None:
        """The `k`-th step after parsing begins (1: resolving links, 2: writing)."""
        if self._report is not None:
            self._report(self.files + (k - 1) * self.weight, self.total, message)


def _count(summary: IndexSummary, tally: LiftTally) -> None:
    summary.relifted = tally.relifted
    summary.edges_created += tally.created
    summary.edges_kept += tally.kept
    summary.edges_retracted += tally.retracted


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
