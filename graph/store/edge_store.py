"""`EdgeStore`: one DuckDB file per project, opened under a single-writer lock,
written only inside runs, and read through its in-memory views; not the
event rules (`writer.py`), the SQL of a commit (`commit.py`) nor the column
decoding (`load.py`).

A run is one transaction: the edges it writes, their events, the nodes it
changes and its own `runs` row commit together or not at all. The adjacency
index and the node cache are updated only after the commit succeeded.

Every write goes through the run's `RunWriter`, which applies the temporal
rules of the edge-event log, so that no caller can write an edge without its
event.

Locking: DuckDB lets one process hold a file for writing. `EdgeStore` can
keep its connection for its whole life (`hold="always"`, what a CLI command
does) or only while it opens and while a run writes (`hold="writes"`, what
the language server does, so that a terminal `semnet graph …` can open the
same file between two runs). Opening waits up to `lock_timeout` seconds for
the other holder before it gives up with `StoreLockedError`, which names the
holder.
"""

from __future__ import annotations

import gc
import logging
import os
import re
import threading
import time
from collections import ChainMap
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any, Literal

import duckdb
import pyarrow as pa
from semnet.graph.errors import NotFoundError, StoreError, StoreLockedError
from semnet.graph.model import EdgeRec, EventRec, NodeRec, now_micros
from semnet.graph.store.ahead import NodesAhead
from semnet.graph.store.attrs import load_attrs
from semnet.graph.store.codes import EndpointCodes
from semnet.graph.store.commit import (
    RunChanges,
    rebuild_indexes,
    record_failed,
    run_tables,
    write_run,
)
from semnet.graph.store.files import NotDuckDB, connect
from semnet.graph.store.index import AdjacencyIndex
from semnet.graph.store.journal import JOURNAL_DIR, Journal, Row
from semnet.graph.store.load import (
    expired_count,
    load_dismissal_times,
    load_edges,
    load_nodes,
    next_event_id,
    paused_gc,
    read_edges,
)
from semnet.graph.store.location import STORE_DIR, store_path
from semnet.graph.store.migrations import ensure_indexes, migrate
from semnet.graph.store.rows import (
    EVENT_COLUMNS,
    codes_of,
    events_where,
    load_dismissed,
    stored_generation,
)
from semnet.graph.store.writer import RunWriter, dismissal_key

_log = logging.getLogger(__name__)

_LOCK_PID = re.compile(r"PID (\d+)")

# Entered with the connection while the index loads (see `EdgeStore`).
WhileLoading = Callable[[duckdb.DuckDBPyConnection], AbstractContextManager[object]]


def duckdb_config() -> dict[str, str | bool | int | float | list[str]]:
    """How DuckDB may use memory: by default it keeps up to 80% of the
    machine's memory as its cache, which a first index of a large folder fills
    (~300 MB more for 250k nodes); with a limit it writes to the file and
    evicts instead, at the same speed (measured). `SEMNET_DUCKDB_MEMORY`
    overrides the limit (a DuckDB size, `1GB`)."""
    return {"memory_limit": os.environ.get("SEMNET_DUCKDB_MEMORY", "128MB")}


def holder_of(message: str) -> str | None:
    """The process a DuckDB lock error names (PID and command), if it names one."""
    m = _LOCK_PID.search(message)
    if not m:
        return None
    pid = int(m.group(1))
    try:
        import psutil

        cmd = " ".join(psutil.Process(pid).cmdline()[:4])
        if len(cmd) > 80:
            cmd = cmd[:79] + "…"
        return f"PID {pid} ({cmd})" if cmd else f"PID {pid}"
    except Exception:
        return f"PID {pid}"


class EdgeStore:
    """The project's store: nodes, edges, runs and the edge-event log.

    Attributes:
        path: the DuckDB file.
        index: every live edge by id and by endpoint. Edges no longer live
            (expired: retracted, collected, invalidated, superseded, dismissed)
            are read from the database when asked (`find_edge`,
            `edges_ever_at`, `retired_edges`, `index_as_of`), so memory
            follows the live graph, not its history.
        expired_count: how many edges the store holds that are not live.
        codes: the code of every endpoint an edge row names (`endpoints`).
        nodes: every node by id.
        generation: bumped by each committed run; a stale reader reloads.
        next_event_id: the id the next edge event gets.
        bulk_rebuild_min: a run that bulk-creates at least this many edges, and
            at least as many as the store holds, rebuilds the secondary indexes
            after its commit instead of maintaining them row by row.
    """

    bulk_rebuild_min = 50_000

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        hold: Literal["always", "writes"] = "always",
        lock_timeout: float = 0.0,
        while_loading: WhileLoading | None = None,
        load: bool = True,
        journal: bool | None = None,
    ) -> None:
        """`while_loading(con)`, if given, is entered with the connection once
        the schema is current and left once the index is loaded, before the
        connection may close (a server reads `StoreSlice`s meanwhile, with a
        cursor of it). With `load=False` the graph is not read until `load()`
        (or the first run) asks for it: a caller that may need only counts
        and file stamps (`semnet index` when nothing changed) reads those.
        `journal`: keep the decisions journal beside the store (`journal.py`);
        by default, when the store is a workspace's (`.semnet/graph.duckdb`)."""
        self._init_state(path, hold, lock_timeout)
        if journal is None:
            journal = self.path.parent.name == STORE_DIR
        self.journal = Journal(self.path.parent / JOURNAL_DIR) if journal else None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # `.semnet` is a file, or cannot be made
            raise self._not_a_store(f"cannot have its folder: {exc.strerror or exc}") from None
        con = self._connect()
        try:
            _check_semnet_tables(con, self)
            self.migrations_applied = migrate(con, str(self.path))
            self.indexes_rebuilt = ensure_indexes(con)
            if not load:
                pass
            elif while_loading is None:
                self._load(con)
            else:
                with while_loading(con):
                    self._load(con)
            # Records a committed run had not yet written into their files.
            self._flush_journal(con)
        except duckdb.Error as exc:  # a damaged file DuckDB could open but not read
            self._disconnect()
            raise self._not_a_store(f"is damaged: {type(exc).__name__}: {exc}") from None
        except BaseException:
            self._disconnect()
            raise
        if self.hold == "writes":
            self._disconnect()
        self._stamp = self._file_stamp()

    def _init_state(self, path: str | os.PathLike[str], hold: str, lock_timeout: float) -> None:
        self.path = Path(path)
        self.hold = hold
        self.lock_timeout = lock_timeout
        self.index = AdjacencyIndex()
        self.codes = EndpointCodes()
        self.nodes: dict[str, NodeRec] = {}
        self.dismissed: set[tuple[str, str]] = set()
        # The last dismissal between two ends (the pair in text order) and
        # how long after it no judgement of the pair is proposed (0: off).
        self.dismissed_at: dict[tuple[str, str], int] = {}
        self.dismissal_cooldown = 0
        self.generation = 0
        self._con: duckdb.DuckDBPyConnection | None = None
        self.next_event_id = 1
        self._in_run = False
        self._ahead: NodesAhead | None = None  # a first run's nodes written ahead
        self.loaded = False
        self.expired_count = 0
        self._past: tuple[tuple[int, int], AdjacencyIndex] | None = None

    @classmethod
    def for_workspace(cls, root: str | os.PathLike[str], **kw: Any) -> EdgeStore:
        return cls(store_path(root), **kw)

    # -- connection -------------------------------------------------------

    def _not_a_store(self, why: str) -> StoreError:
        root = self.path.parent.parent
        return StoreError(
            f"not a semnet store: {self.path} {why}. Move it away (or delete it) and run "
            f"`semnet index {root}` to rebuild the store from the Markdown files "
            "(judgements and decisions kept only in the store are lost)"
        )

    def _connect(self) -> duckdb.DuckDBPyConnection:
        if self._ahead is not None:  # the connection is the insert's until it ends
            self._ahead.wait()
        if self._con is not None:
            return self._con
        deadline = time.monotonic() + self.lock_timeout
        delay = 0.02
        while True:
            try:
                self._con = connect(self.path, config=duckdb_config())
                return self._con
            except NotDuckDB as exc:
                raise self._not_a_store(str(exc)) from None
            except duckdb.IOException as exc:
                msg = str(exc)
                if "lock" not in msg.lower():
                    if self.path.exists() and "permission" not in msg.lower():
                        raise self._not_a_store(f"is damaged: {msg}") from None
                    raise StoreError(f"cannot open the store {self.path}: {msg}") from None
                if time.monotonic() >= deadline:
                    raise StoreLockedError(str(self.path), holder_of(msg)) from None
                time.sleep(delay)
                delay = min(delay * 2, 0.25)
            except duckdb.Error as exc:
                raise StoreError(f"cannot open the store {self.path}: {exc}") from None

    def _disconnect(self) -> None:
        if self._con is not None:
            try:
                self._con.close()
            finally:
                self._con = None

    def close(self) -> None:
        self._disconnect()

    def __enter__(self) -> EdgeStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def connection(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """The connection, opened for the duration if the store does not hold it."""
        opened = self._con is None
        con = self._connect()
        try:
            yield con
        finally:
            if opened and self.hold == "writes" and not self._in_run:
                self._disconnect()

    # -- loading ----------------------------------------------------------

    def load(self) -> None:
        """Read the graph into memory, if it was opened with `load=False`."""
        if not self.loaded:
            with self.connection() as con:
                self._load(con)

    def _load(self, con: duckdb.DuckDBPyConnection) -> None:
        with paused_gc():
            self._load_all(con)
            # What was just loaded lives as long as the store: keep the collector
            # off it (before the collector is back on, or its first pass would
            # walk the whole heap at once).
            gc.freeze()

    def _load_all(self, con: duckdb.DuckDBPyConnection) -> None:
        self.index.clear()
        self.codes.clear()
        self.nodes.clear()
        self.dismissed.clear()
        load_edges(con, self.index, self.codes)
        load_nodes(con, self.nodes)
        load_dismissed(con, self.dismissed)
        self._load_dismissal_times(con)
        if self.journal is not None:
            self.journal.load(con)
        self.next_event_id = next_event_id(con)
        self.generation = stored_generation(con)
        self.expired_count = expired_count(con)
        self.loaded = True

    def _file_stamp(self) -> tuple[int, ...]:
        stamp: list[int] = []
        for p in (self.path, self.path.with_name(self.path.name + ".wal")):
            try:
                st = os.stat(p)
                stamp += [st.st_mtime_ns, st.st_size]
            except OSError:
                stamp += [0, 0]
        return tuple(stamp)

    def refresh_if_changed(self) -> bool:
        """Cheap check (a stat) for a write by another process; reload if there
        was one. For a store that does not hold its file between runs (the MCP
        server, which answers many questions from one load)."""
        if self._con is not None and self.hold == "always":
            return False
        stamp = self._file_stamp()
        if stamp == self._stamp:
            return False
        self._stamp = stamp
        return self.refresh()

    def refresh(self) -> bool:
        """Reload the index if another process wrote the store; True if it did."""
        with self.connection() as con:
            if stored_generation(con) != self.generation:
                self._load(con)
                return True
        return False

    # -- reads that need the database -----------------------------------

    def history(self, edge_id: str) -> list[EventRec]:
        """Every event of one edge, oldest first."""
        with self.connection() as con:
            return events_where(con, "edge_id", [edge_id])

    def run_events(self, run_id: str) -> list[EventRec]:
        """The events of a run and of every run below it (through parent_id), oldest first."""
        with self.connection() as con:
            if not con.execute("SELECT 1 FROM runs WHERE id = ?", [run_id]).fetchall():
                raise NotFoundError(f"no run {run_id} in {self.path}")
            tree = con.execute(
                """
                WITH RECURSIVE tree(id) AS (
                    SELECT id FROM runs WHERE id = ?
                    UNION SELECT r.id FROM runs r JOIN tree t ON r.parent_id = t.id
                )
                SELECT DISTINCT TRY_CAST(id AS UUID) FROM tree
                """,
                [run_id],
            ).fetchall()
            ids = [str(r[0]) for r in tree if r[0] is not None]
            return events_where(con, "run_id", ids)

    def own_events(self, run_id: str) -> list[EventRec]:
        """The events of one run (not of the runs below it), oldest first."""
        with self.connection() as con:
            return events_where(con, "run_id", [run_id])

    def events_by_id(self, ids: Iterable[int]) -> list[EventRec]:
        """Events by their ids, oldest first."""
        want = sorted(set(ids))
        if not want:
            return []
        with self.connection() as con:
            rows = con.execute(
                f"SELECT {EVENT_COLUMNS} FROM edge_events WHERE id IN "
                "(SELECT unnest(?)) ORDER BY id",
                [want],
            ).fetchall()
        return [EventRec(*r) for r in rows]

    def run_row(self, run_id: str) -> dict[str, Any] | None:
        """One run's row (as `runs` gives them), or None."""
        got = self._run_rows("WHERE id = ?", [run_id])
        return got[0] if got else None

    def runs(self, limit: int = 50) -> list[dict[str, Any]]:
        """The latest runs, newest first."""
        return self._run_rows("ORDER BY started_at DESC, id DESC LIMIT ?", [limit])

    def _run_rows(self, where: str, args: list[Any]) -> list[dict[str, Any]]:
        with self.connection() as con:
            rows = con.execute(
                "SELECT id, parent_id, kind, artifact, started_at, finished_at, status "
                f"FROM runs {where}",
                args,
            ).fetchall()
        keys = ("id", "parent_id", "kind", "artifact", "started_at", "finished_at", "status")
        out = []
        for r in rows:
            d = dict(zip(keys, r, strict=True))
            d["artifact"] = load_attrs(d["artifact"])
            out.append(d)
        return out

    def events_for(self, edge_ids: Iterable[str]) -> list[EventRec]:
        ids = sorted(set(edge_ids))
        if not ids:
            return []
        with self.connection() as con:
            return events_where(con, "edge_id", ids)

    # -- writing ------------------------------------------------------------

    @contextmanager
    def run(
        self,
        kind: str,
        *,
        artifact: dict[str, Any] | None = None,
        parent_id: str | None = None,
    ) -> Iterator[RunWriter]:
        """Everything written through the yielded writer commits as one
        transaction when the block ends, or not at all if it raises."""
        if self._in_run:
            raise StoreError("a run is already open on this store; runs do not nest")
        self._in_run = True
        try:
            con = self._connect()
            if not self.loaded:
                self._load(con)
            elif self.hold == "writes":
                # Another process may have written while we did not hold the file.
                if stored_generation(con) != self.generation:
                    self._load(con)
            writer = RunWriter(self, kind, artifact or {}, parent_id)
            with paused_gc():
                try:
                    yield writer
                except BaseException as exc:
                    self._abandon_ahead(con)
                    record_failed(con, writer, exc)
                    raise
                self._commit(con, writer)
        finally:
            self._in_run = False
            if self.hold == "writes":
                self._disconnect()
                self._stamp = self._file_stamp()

    def _commit(self, con: duckdb.DuckDBPyConnection, w: RunWriter) -> None:
        finished = now_micros()
        # Endpoints first met in this run get their codes now (their rows need
        # them) and are taken back if the run does not commit.
        first_code = len(self.codes)
        try:
            changes, rebuild = self._write_run(con, w, finished, first_code)
        except BaseException:
            if w.committed:  # interrupted after the commit: the store has it all
                self._resync(con)
            else:
                self.codes.forget(first_code)
            raise
        try:
            self._follow(con, w, rebuild, changes)
        except BaseException:
            self._resync(con)
            raise

    def write_nodes_ahead(self, w: RunWriter) -> bool:
        """Begin writing the nodes `w` has staged now, while the run goes on
        (`ahead.py`: a big first run into an empty store); False if not begun."""
        if not self._in_run or self._ahead is not None or w.store is not self:
            return False
        empty = not (self.nodes or len(self.index))
        self._ahead = NodesAhead.begun(self._connect(), self.path, w, empty)
        return self._ahead is not None

    def _abandon_ahead(self, con: duckdb.DuckDBPyConnection) -> None:
        ahead, self._ahead = self._ahead, None
        if ahead is not None:
            ahead.abandon()
            if ahead.dropped:
                rebuild_indexes(con, self.path)

    def _write_run(
        self, con: duckdb.DuckDBPyConnection, w: RunWriter, finished: int, first_code: int
    ) -> tuple[RunChanges, bool]:
        """Write the run in one transaction; its changes, and True if it
        dropped the bulk indexes, which `_follow` then builds again."""
        ahead = self._ahead
        try:
            puts = ahead.finish(w.node_puts, w.kind) if ahead else list(w.node_puts.values())
            changes = RunChanges.of(w, ChainMap(self.index.by_id, w.fetched), self.codes)
            w.journal_rows = self._journal_rows(w, changes)
            tables = run_tables(w, changes, self.codes, first_code, puts)
        except BaseException as exc:
            self._abandon_ahead(con)
            # a value no column takes
            if isinstance(exc, (TypeError, ValueError, pa.ArrowException)):
                raise StoreError(f"{self.path}: run {w.kind} rolled back: {exc}") from exc
            raise
        self._ahead = None  # from here, `write_run` commits or rolls back its transaction
        bulk = changes.bulk
        rebuild = bulk is not None and bulk.n >= max(self.bulk_rebuild_min, len(self.index))
        return changes, write_run(con, self.path, w, tables, finished, rebuild, puts, ahead)

    def _follow(
        self, con: duckdb.DuckDBPyConnection, w: RunWriter, rebuild: bool, changes: RunChanges
    ) -> None:
        """Committed: now, and only now, the in-memory views follow; DuckDB
        builds its indexes meanwhile (it does not hold the GIL while it does)."""
        builder = None
        if rebuild:
            started = threading.Event()
            builder = threading.Thread(target=rebuild_indexes, args=(con, self.path, started))
            builder.start()
            started.wait()  # the builder is about to enter DuckDB, which lets go of the GIL
        try:
            for eid in changes.deleted:
                self.index.remove(eid)
            self.index.add_new(r for r in changes.new if r.expired_at is None)
            bulk = changes.bulk
            if bulk is not None:
                self.index.add_coded(
                    bulk.ids, bulk.recs, bulk.src, bulk.dst, bulk.directed, self.codes.text
                )
        finally:
            if builder is not None:
                builder.join()
        for rec in changes.updated:
            if rec.expired_at is None:
                self.index.put(rec)
            else:  # no longer live: only the store keeps it
                self.index.remove(rec.id)
        self.expired_count = expired_count(con)
        for nid in w.node_deletes:
            self.nodes.pop(nid, None)
        self.nodes.update(w.node_puts)
        if w.undismissed:
            self.dismissed.clear()
            load_dismissed(con, self.dismissed)
            self._load_dismissal_times(con)
        expired = {r.id: r for r in changes.updated if r.expired_at is not None}
        for pk, k, eid in w.dismissals:
            self.dismissed.add((pk, k))
            gone = expired.get(eid) or self.index.get(eid)
            if gone is not None and gone.expired_at is not None:
                self.dismissed_at[_pair(gone.src, gone.dst)] = gone.expired_at
        self.next_event_id = w.next_event_id
        self.generation += 1
        self.last_run_id = w.id
        if self.journal is not None and w.journal_rows:
            self.journal.follow(w.journal_rows)
            self._flush_journal(con)

    def _journal_rows(self, w: RunWriter, changes: RunChanges) -> list[Row]:
        """The journal records a run writes in its transaction: those it
        adopted from the journal, and those its changes make."""
        rows = list(w.journal_adopted)
        if self.journal is None:
            return rows
        changed: list[EdgeRec] = [*changes.new, *changes.updated]
        if changes.bulk is not None:
            changed += changes.bulk.recs
        return rows + self.journal.rows_for_run(
            w, changed, self.nodes, decisions=not w.journal_adopted
        )

    def _flush_journal(self, con: duckdb.DuckDBPyConnection) -> None:
        """Write committed journal records into their files. A failure is
        logged and left for the next run or open to retry: the store has them."""
        if self.journal is None:
            return
        try:
            self.journal.flush(con)
        except (OSError, duckdb.Error) as exc:
            _log.warning("%s: the decisions journal was not written (%s)", self.path, exc)

    def _resync(self, con: duckdb.DuckDBPyConnection) -> None:
        """After a failure between a run's commit and the end of the in-memory
        update (an interrupt, say): read everything again from the store, which
        has the run whole, so that the views and the codes match it."""
        try:
            ensure_indexes(con)
            self._load(con)
        except Exception as exc:
            _log.warning("%s: could not reload after an interrupted commit (%s)", self.path, exc)

    # -- conveniences --------------------------------------------------------

    def _load_dismissal_times(self, con: duckdb.DuckDBPyConnection) -> None:
        self.dismissed_at.clear()
        for src, dst, at in load_dismissal_times(con):
            self.dismissed_at[_pair(src, dst)] = at

    def is_dismissed(self, src: str, dst: str, kind: str) -> bool:
        """Is a judgement of this pair not to be proposed? When this pair of
        texts was dismissed for this kind (ever), or, with a cooldown
        (`dismissal_cooldown`, microseconds), when any judgement between the
        same two ends was dismissed that recently, whatever their texts say now."""
        key = dismissal_key(self.nodes, src, dst, kind)
        if (key, kind) in self.dismissed:
            return True
        if (dismissal_key(self.nodes, src, dst, kind, legacy=True), kind) in self.dismissed:
            return True
        if self.dismissal_cooldown > 0:
            at = self.dismissed_at.get(_pair(src, dst))
            return at is not None and now_micros() - at < self.dismissal_cooldown
        return False

    def edge(self, edge_id: str) -> EdgeRec:
        rec = self.find_edge(edge_id)
        if rec is None:
            raise NotFoundError(f"no edge {edge_id}")
        return rec

    # -- edges no longer live (read from the database) ------------------------

    def find_edge(self, edge_id: str) -> EdgeRec | None:
        """An edge by id, live (from memory) or not (from the store)."""
        rec = self.index.get(edge_id)
        if rec is not None:
            return rec
        with self.connection() as con:
            got = read_edges(con, [("id = TRY_CAST(? AS UUID)", [edge_id])])
        return got[0] if got else None

    def edges_ever_at(
        self, refs: str | Iterable[str], *, retired_only: bool = False
    ) -> list[EdgeRec]:
        """Every edge with one of `refs` at an end, whatever its state (or only
        those no longer live), from the store."""
        wanted = [refs] if isinstance(refs, str) else sorted(set(refs))
        with self.connection() as con:
            codes = codes_of(con, wanted)
            if not codes:
                return []
            cond = " AND expired_at IS NOT NULL" if retired_only else ""
            marks = ", ".join("?" for _ in codes)
            return read_edges(
                con, [(f"src IN ({marks}){cond}", codes), (f"dst IN ({marks}){cond}", codes)]
            )

    def retired_edges(self, retired: Iterable[str]) -> list[EdgeRec]:
        """The edges retired by one of these events (`invalidated`, …), from the store."""
        kinds = sorted(set(retired))
        if not kinds:
            return []
        with self.connection() as con:
            marks = ", ".join("?" for _ in kinds)
            return read_edges(con, [(f"retired IN ({marks})", kinds)])

    def index_as_of(self, t: int) -> AdjacencyIndex:
        """The edges current at system time `t` (created by then, not expired
        yet), read from the store; the last one asked for is kept until the
        next run."""
        key = (self.generation, t)
        if self._past is not None and self._past[0] == key:
            return self._past[1]
        index = AdjacencyIndex()
        with self.connection() as con:
            where = "created_at <= ? AND (expired_at IS NULL OR expired_at > ?)"
            load_edges(con, index, self.codes, where, [t, t])
        self._past = (key, index)
        return index

    def stats(self) -> dict[str, Any]:
        if not self.loaded:
            from semnet.graph.store.reads import stats

            with self.connection() as con:
                return stats(con)
        by_kind: dict[str, int] = {}
        by_origin: dict[str, int] = {}
        for rec in self.index.by_id.values():
            by_kind[rec.kind] = by_kind.get(rec.kind, 0) + 1
            by_origin[rec.origin] = by_origin.get(rec.origin, 0) + 1
        nodes_by_kind: dict[str, int] = {}
        for n in self.nodes.values():
            nodes_by_kind[n.kind] = nodes_by_kind.get(n.kind, 0) + 1
        return {
            "nodes": len(self.nodes),
            "nodesByKind": dict(sorted(nodes_by_kind.items())),
            "edges": sum(by_kind.values()),
            "edgesByKind": dict(sorted(by_kind.items())),
            "edgesByOrigin": dict(sorted(by_origin.items())),
            "expiredEdges": self.expired_count,
        }


def _check_semnet_tables(con: duckdb.DuckDBPyConnection, store: EdgeStore) -> None:
    """A DuckDB database of another program (tables, but not semnet's) is not
    taken over: semnet's migrations would add their tables beside its own."""
    tables = {
        str(r[0])
        for r in con.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'"
        ).fetchall()
    }
    if tables and "_migrations" not in tables:
        shown = ", ".join(sorted(tables)[:5])
        raise store._not_a_store(f"is a DuckDB database of another program (tables {shown})")


def _pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)
