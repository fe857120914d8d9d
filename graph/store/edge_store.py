"""`EdgeStore`: one DuckDB file per project, written only inside runs.

A run is one transaction: the edges it writes, their events, the nodes it
changes and its own `runs` row commit together or not at all. The adjacency
index and the node cache are updated only after the commit succeeded.

The temporal rules of the edge-event log are applied here, to every write,
so that no caller can write an edge without its event.

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
import json
import logging
import os
import re
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from operator import attrgetter
from pathlib import Path
from typing import Any, Literal

import duckdb
import numpy as np
import pyarrow as pa
from semnet.graph.errors import NotFoundError, StoreError, StoreLockedError
from semnet.graph.model import (
    SYMMETRIC_KINDS,
    TRUSTED_ORIGINS,
    Edge,
    EdgeEventKind,
    EdgeOrigin,
    EdgeRec,
    EventRec,
    NodeRec,
    new_id,
    now_micros,
    split_ref,
)
from semnet.graph.store.codes import EndpointCodes
from semnet.graph.store.index import AdjacencyIndex
from semnet.graph.store.migrations import BULK_INDEXES, INDEXES, ensure_indexes, migrate

_log = logging.getLogger(__name__)

STORE_DIR = ".semnet"
STORE_FILE = "graph.duckdb"

_LOCK_PID = re.compile(r"PID (\d+)")
_EDGE_COLUMNS = (
    "id, src, dst, kind, directed, weight, reason, origin, attrs, created_at, valid_at, "
    "invalid_at, expired_at, retired"
)
_NODE_COLUMNS = (
    "id, kind, title, uri, parent_id, ord, start_line, end_line, content_hash, text, lang, "
    "block_id, attrs"
)
_EVENT_COLUMNS = (
    "id, CAST(edge_id AS VARCHAR), CAST(run_id AS VARCHAR), event, invalid_at_before, "
    "invalid_at_after, CAST(caused_by_edge_id AS VARCHAR), created_at"
)
_EMPTY_ATTRS = "{}"
# Up to this many ids are looked up as an IN list of constants (through an
# index); DuckDB scans for more matches than about 2,048 anyway.
_IN_LIST_MAX = 512
# Columns at least this long are decoded by Arrow (see `_decoded`).
_ARROW_DECODE_MIN = 200_000
# Edges without attributes share one empty dict; nothing mutates attrs in place.
_EMPTY: dict[str, Any] = {}

E = EdgeEventKind
# A retired edge that a repeat of the same statement confirms rather than re-creates.
_RESTATABLE = frozenset({"dismissed", "invalidated", "superseded"})


# Entered with the connection while the index loads (see `EdgeStore`).
WhileLoading = Callable[[duckdb.DuckDBPyConnection], AbstractContextManager[object]]


def store_path(root: str | os.PathLike[str]) -> Path:
    return Path(root) / STORE_DIR / STORE_FILE


def _holder_of(message: str) -> str | None:
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


def _dump_attrs(attrs: dict[str, Any]) -> str:
    return json.dumps(attrs, ensure_ascii=False, sort_keys=True) if attrs else _EMPTY_ATTRS


def _load_attrs(text: str | None) -> dict[str, Any]:
    if not text or text == _EMPTY_ATTRS:
        return {}
    value = json.loads(text)
    return value if isinstance(value, dict) else {"value": value}


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector while building many small acyclic
    records (an index load, a bulk run): its passes over the growing heap
    would otherwise cost more than the work itself."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _overlaps(a_from: int | None, a_to: int | None, b_from: int | None, b_to: int | None) -> bool:
    """Half-open periods [from, to); None is open-ended."""
    lo_a = a_from if a_from is not None else -(2**62)
    lo_b = b_from if b_from is not None else -(2**62)
    hi_a = a_to if a_to is not None else 2**62
    hi_b = b_to if b_to is not None else 2**62
    return lo_a < hi_b and lo_b < hi_a


class EdgeStore:
    """The project's store: nodes, edges, runs and the edge-event log.

    Attributes:
        path: the DuckDB file.
        index: every edge, expired ones included, by id and by endpoint.
        codes: the code of every endpoint an edge row names (`endpoints`).
        nodes: every node by id.
        generation: bumped by each committed run; a stale reader reloads.
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
    ) -> None:
        """`while_loading(con)`, if given, is entered with the connection once
        the schema is current and left once the index is loaded, before the
        connection may close (a server reads `StoreSlice`s meanwhile, with a
        cursor of it)."""
        self._init_state(path, hold, lock_timeout)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        con = self._connect()
        try:
            self.migrations_applied = migrate(con, str(self.path))
            self.indexes_rebuilt = ensure_indexes(con)
            if while_loading is None:
                self._load(con)
            else:
                with while_loading(con):
                    self._load(con)
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
        self.generation = 0
        self._con: duckdb.DuckDBPyConnection | None = None
        self._next_event_id = 1
        self._in_run = False

    @classmethod
    def for_workspace(cls, root: str | os.PathLike[str], **kw: Any) -> EdgeStore:
        return cls(store_path(root), **kw)

    # -- connection -------------------------------------------------------

    def _connect(self) -> duckdb.DuckDBPyConnection:
        if self._con is not None:
            return self._con
        deadline = time.monotonic() + self.lock_timeout
        delay = 0.02
        while True:
            try:
                self._con = duckdb.connect(str(self.path))
                return self._con
            except duckdb.IOException as exc:
                msg = str(exc)
                if "lock" not in msg.lower():
                    raise StoreError(f"cannot open the store {self.path}: {msg}") from None
                if time.monotonic() >= deadline:
                    raise StoreLockedError(str(self.path), _holder_of(msg)) from None
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

    def _stored_generation(self, con: duckdb.DuckDBPyConnection) -> int:
        rows = con.execute("SELECT value FROM store_meta WHERE key = 'generation'").fetchall()
        return int(rows[0][0]) if rows else 0

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
        self._load_edges(con)
        self._load_nodes(con)
        for pair_key, kind in con.execute("SELECT pair_key, kind FROM dismissals").fetchall():
            self.dismissed.add((pair_key, kind))
        rows = con.execute("SELECT coalesce(max(id), 0) FROM edge_events").fetchall()
        self._next_event_id = int(rows[0][0]) + 1
        self.generation = self._stored_generation(con)

    def _load_nodes(self, con: duckdb.DuckDBPyConnection, only: list[str] | None = None) -> None:
        """Every node (or those of ids `only`), a column at a time; repeated
        values (kinds, files, languages, parents, equal attributes) are one
        object each."""
        if only is None:
            tbl = con.sql(f"SELECT {_NODE_COLUMNS} FROM nodes").to_arrow_table()
        else:
            tbl = con.sql(
                f"SELECT {_NODE_COLUMNS} FROM nodes WHERE id IN (SELECT unnest(?))", params=[only]
            ).to_arrow_table()
        if tbl.num_rows == 0:
            return
        ids: list[str] = tbl.column("id").to_pylist()
        recs = map(
            NodeRec,
            ids,
            _decoded(tbl.column("kind")),
            tbl.column("title").to_pylist(),
            _decoded(tbl.column("uri")),
            _decoded(tbl.column("parent_id")),
            tbl.column("ord").to_pylist(),
            tbl.column("start_line").to_pylist(),
            tbl.column("end_line").to_pylist(),
            tbl.column("content_hash").to_pylist(),
            tbl.column("text").to_pylist(),
            _decoded(tbl.column("lang")),
            tbl.column("block_id").to_pylist(),
            _decoded(tbl.column("attrs"), _attrs_all),
        )
        self.nodes.update(zip(ids, recs, strict=True))

    def _load_edges(self, con: duckdb.DuckDBPyConnection) -> None:
        """Every edge into the index, a column at a time.

        Edges name their ends by code (`endpoints`), so an endpoint is one
        string object however many edges share it, and the index groups edges
        by code with numpy. Low-cardinality columns are decoded through their
        distinct values."""
        ends = con.sql(
            "SELECT code, kind || ':' || ref AS ref FROM endpoints ORDER BY code"
        ).to_arrow_table()
        self.codes.load(ends.column("code").to_pylist(), ends.column("ref").to_pylist())
        tbl = con.sql(
            "SELECT CAST(id AS VARCHAR) AS id, src, dst, kind, directed, weight, reason, origin, "
            "attrs, created_at, valid_at, invalid_at, expired_at, retired FROM edges ORDER BY id"
        ).to_arrow_table()
        if tbl.num_rows == 0:
            return
        ref_list = self.codes.text
        ref_arr = _object_array(ref_list)
        src_codes = tbl.column("src").to_numpy()
        dst_codes = tbl.column("dst").to_numpy()
        directed = tbl.column("directed").to_numpy()
        ids: list[str] = tbl.column("id").to_pylist()
        recs = _edge_recs(
            tbl, ids, ref_arr[src_codes].tolist(), ref_arr[dst_codes].tolist(), directed.tolist()
        )
        del tbl
        self.index.add_coded(ids, recs, src_codes, dst_codes, directed, ref_list)

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
        """Cheap check (a stat) for a write by another process; reload if there was one.
        For a store that does not hold its file between runs (the language server)."""
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
            if self._stored_generation(con) != self.generation:
                self._load(con)
                return True
        return False

    # -- reads that need the database -----------------------------------

    def history(self, edge_id: str) -> list[EventRec]:
        """Every event of one edge, oldest first."""
        with self.connection() as con:
            return _events_where(con, "edge_id", [edge_id])

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
            return _events_where(con, "run_id", ids)

    def runs(self, limit: int = 50) -> list[dict[str, Any]]:
        with self.connection() as con:
            rows = con.execute(
                "SELECT id, parent_id, kind, artifact, started_at, finished_at, status "
                "FROM runs ORDER BY started_at DESC, id DESC LIMIT ?",
                [limit],
            ).fetchall()
        keys = ("id", "parent_id", "kind", "artifact", "started_at", "finished_at", "status")
        out = []
        for r in rows:
            d = dict(zip(keys, r, strict=True))
            d["artifact"] = _load_attrs(d["artifact"])
            out.append(d)
        return out

    def events_for(self, edge_ids: Iterable[str]) -> list[EventRec]:
        ids = sorted(set(edge_ids))
        if not ids:
            return []
        with self.connection() as con:
            return _events_where(con, "edge_id", ids)

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
            if self.hold == "writes":
                # Another process may have written while we did not hold the file.
                if self._stored_generation(con) != self.generation:
                    self._load(con)
            writer = RunWriter(self, kind, artifact or {}, parent_id)
            with paused_gc():
                try:
                    yield writer
                except BaseException as exc:
                    self._record_failed(con, writer, exc)
                    raise
                self._commit(con, writer)
        finally:
            self._in_run = False
            if self.hold == "writes":
                self._disconnect()
                self._stamp = self._file_stamp()

    def _record_failed(
        self, con: duckdb.DuckDBPyConnection, w: RunWriter, exc: BaseException
    ) -> None:
        # Only the run row, in a transaction of its own: the run's writes are gone.
        try:
            con.execute(
                "INSERT INTO runs VALUES (?, ?, ?, ?, ?, ?, 'failed')",
                [
                    w.id,
                    w.parent_id,
                    w.kind,
                    _dump_attrs({**w.artifact, "error": f"{type(exc).__name__}: {exc}"[:500]}),
                    w.started_at,
                    now_micros(),
                ],
            )
        except Exception:
            pass

    def _commit(self, con: duckdb.DuckDBPyConnection, w: RunWriter) -> None:
        finished = now_micros()
        new_recs: list[EdgeRec] = []
        upd_recs: list[EdgeRec] = []
        deleted: list[str] = []
        known = self.index.by_id
        if known and any(r.id in known for _, _, batch in w.pending for r in batch):
            w._absorb()  # a bulk edge that is not new after all: the careful path
        for eid, r in w._staged.items():
            if eid in known:
                (deleted.append(eid) if r is None else upd_recs.append(r))
            elif r is not None:
                new_recs.append(r)
        # Endpoints first met in this run get their codes now (their rows need
        # them) and are taken back if the run does not commit.
        first_code = len(self.codes)
        try:
            bulk = _BulkBatch(w.pending, self.codes) if w.pending else None
            rebuild = self._write_run(
                con, w, finished, new_recs, upd_recs, deleted, bulk, first_code
            )
        except BaseException:
            if w.committed:  # interrupted after the commit: the store has it all
                self._resync(con)
            else:
                self.codes.forget(first_code)
            raise
        try:
            self._follow(con, w, rebuild, new_recs, upd_recs, deleted, bulk)
        except BaseException:
            self._resync(con)
            raise

    def _follow(
        self,
        con: duckdb.DuckDBPyConnection,
        w: RunWriter,
        rebuild: bool,
        new_recs: list[EdgeRec],
        upd_recs: list[EdgeRec],
        deleted: list[str],
        bulk: _BulkBatch | None,
    ) -> None:
        """Committed: now, and only now, the in-memory views follow; DuckDB
        builds its indexes meanwhile (it does not hold the GIL while it does)."""
        builder = None
        if rebuild:
            started = threading.Event()
            builder = threading.Thread(target=self._rebuild_indexes, args=(con, started))
            builder.start()
            started.wait()  # the builder is about to enter DuckDB, which lets go of the GIL
        try:
            for eid in deleted:
                self.index.remove(eid)
            self.index.add_new(new_recs)
            if bulk is not None:
                self.index.add_coded(
                    bulk.ids, bulk.recs, bulk.src, bulk.dst, bulk.directed, self.codes.text
                )
        finally:
            if builder is not None:
                builder.join()
        for rec in upd_recs:
            self.index.put(rec)
        for nid in w.node_deletes:
            self.nodes.pop(nid, None)
        self.nodes.update(w.node_puts)
        for pk, k, _ in w.dismissals:
            self.dismissed.add((pk, k))
        self._next_event_id = w.next_event_id
        self.generation += 1
        self.last_run_id = w.id

    def _resync(self, con: duckdb.DuckDBPyConnection) -> None:
        """After a failure between a run's commit and the end of the in-memory
        update (an interrupt, say): read everything again from the store, which
        has the run whole, so that the views and the codes match it."""
        try:
            ensure_indexes(con)
            self._load(con)
        except Exception as exc:
            _log.warning("%s: could not reload after an interrupted commit (%s)", self.path, exc)

    def _rebuild_indexes(
        self, con: duckdb.DuckDBPyConnection, started: threading.Event | None = None
    ) -> None:
        # One call for the whole build: each return from DuckDB into Python
        # would wait for the GIL, which the index update holds for tens of
        # milliseconds at a time.
        script = "".join(f"CREATE INDEX {name} ON {INDEXES[name]};" for name in BULK_INDEXES)
        try:
            if started is not None:
                started.set()
            con.execute(f"BEGIN TRANSACTION;{script}COMMIT;")
        except duckdb.Error as exc:  # the run stands; the next open builds them
            try:
                con.execute("ROLLBACK")
            except duckdb.Error:
                pass
            _log.warning("%s: indexes not rebuilt after a bulk run (%s)", self.path, exc)

    def _write_run(
        self,
        con: duckdb.DuckDBPyConnection,
        w: RunWriter,
        finished: int,
        new_recs: list[EdgeRec],
        upd_recs: list[EdgeRec],
        deleted: list[str],
        bulk: _BulkBatch | None,
        first_code: int,
    ) -> bool:
        """Write the run in one transaction; True if it dropped the bulk
        indexes, which the caller then builds again."""
        codes = self.codes
        upd = _edges_table(upd_recs, codes) if upd_recs else None
        known = self.index.by_id
        moved_recs = [r for r in upd_recs if (r.src, r.dst) != (known[r.id].src, known[r.id].dst)]
        moved = None
        if moved_recs:
            src, dst = _end_codes(moved_recs, codes)
            moved = pa.table(
                {
                    "id": pa.array(_column(moved_recs, "id"), pa.string()),
                    "src": pa.array(src),
                    "dst": pa.array(dst),
                }
            )
        new = _edges_table(new_recs, codes) if new_recs else None
        ends = codes.table(first_code) if len(codes) > first_code else None
        tables = {
            "_sn_del": pa.table({"id": pa.array(deleted, pa.string())}) if deleted else None,
            "_sn_upd": upd,
            "_sn_moved": moved,
            "_sn_new": new,
            "_sn_ends": ends,
            "_sn_bulk": bulk.table if bulk is not None else None,
            "_sn_ev": _events_table(w.events, w.bulk, w._staged, w.id)
            if (w.events or w.bulk)
            else None,
            "_sn_ndel": pa.table({"id": pa.array(sorted(w.node_deletes), pa.string())})
            if w.node_deletes
            else None,
            "_sn_nodes": _nodes_table(list(w.node_puts.values())) if w.node_puts else None,
        }
        # Every row is ready: only now does the database change. A bulk run
        # at least as big as the store writes faster without the secondary
        # indexes and builds them again after its commit (DuckDB builds an
        # index from a full table far faster than it maintains one row by
        # row). Dropping them is a transaction of its own: inside the run's,
        # the indexes would still be maintained until the commit.
        rebuild = bulk is not None and bulk.n >= max(self.bulk_rebuild_min, len(self.index))
        if rebuild:
            try:
                script = "".join(f"DROP INDEX IF EXISTS {name};" for name in BULK_INDEXES)
                con.execute(f"BEGIN TRANSACTION;{script}COMMIT;")
            except duckdb.Error as exc:  # then the indexes are kept up row by row
                _log.warning("%s: bulk run keeps its indexes (%s)", self.path, exc)
                try:
                    con.execute("ROLLBACK")
                except duckdb.Error:
                    pass
                rebuild = False
        try:
            for name, tbl in tables.items():
                if tbl is not None:
                    con.register(name, tbl)
            con.execute("BEGIN TRANSACTION")
            if deleted:
                con.execute(
                    "DELETE FROM edge_events "
                    "WHERE edge_id IN (SELECT CAST(id AS UUID) FROM _sn_del)"
                )
                con.execute("DELETE FROM edges WHERE id IN (SELECT CAST(id AS UUID) FROM _sn_del)")
            if ends is not None:
                con.execute(
                    "INSERT INTO endpoints SELECT code, split_part(ref, ':', 1), "
                    "CASE WHEN strpos(ref, ':') = 0 THEN '' "
                    "ELSE substr(ref, strpos(ref, ':') + 1) END FROM _sn_ends"
                )
            if upd is not None:
                con.execute(
                    """
                    UPDATE edges SET weight = u.weight, reason = u.reason, origin = u.origin,
                        attrs = u.attrs, valid_at = u.valid_at, invalid_at = u.invalid_at,
                        expired_at = u.expired_at, retired = u.retired
                    FROM _sn_upd u WHERE edges.id = CAST(u.id AS UUID)
                    """
                )
            if moved is not None:
                # Indexed columns: DuckDB rewrites such a row whole, so only
                # the edges whose ends moved (`repoint`) pay for it.
                con.execute(
                    "UPDATE edges SET src = m.src, dst = m.dst FROM _sn_moved m "
                    "WHERE edges.id = CAST(m.id AS UUID)"
                )
            if new is not None:
                con.execute(
                    f"INSERT INTO edges ({_EDGE_COLUMNS}) SELECT {_EDGE_COLUMNS} FROM _sn_new"
                )
            if bulk is not None:
                con.execute(
                    f"INSERT INTO edges ({_EDGE_COLUMNS}) SELECT {_EDGE_COLUMNS} FROM _sn_bulk"
                )
                con.execute(
                    "INSERT INTO edge_events SELECT ev, id, CAST(? AS UUID), 'created', NULL, "
                    "invalid_at, NULL, created_at FROM _sn_bulk",
                    [w.id],
                )
            if tables["_sn_ev"] is not None:
                con.execute("INSERT INTO edge_events SELECT * FROM _sn_ev")
            if w.node_deletes:
                con.execute("DELETE FROM nodes WHERE id IN (SELECT id FROM _sn_ndel)")
            if w.node_puts:
                con.execute(
                    f"INSERT OR REPLACE INTO nodes ({_NODE_COLUMNS}) SELECT * FROM _sn_nodes"
                )
            if w.dismissals:
                con.executemany(
                    "INSERT INTO dismissals VALUES (?, ?, ?, ?, ?)",
                    [[pk, k, eid, w.id, finished] for pk, k, eid in w.dismissals],
                )
            con.execute(
                "INSERT INTO runs VALUES (?, ?, ?, ?, ?, ?, 'committed')",
                [w.id, w.parent_id, w.kind, _dump_attrs(w.artifact), w.started_at, finished],
            )
            con.execute(
                "UPDATE store_meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) "
                "WHERE key = 'generation'"
            )
            con.execute("COMMIT")
            w.committed = True
        except BaseException as exc:
            if w.committed:
                raise
            try:
                con.execute("ROLLBACK")
            except Exception:
                pass
            if rebuild:
                self._rebuild_indexes(con)
            if isinstance(exc, duckdb.Error):
                raise StoreError(f"{self.path}: run {w.kind} rolled back: {exc}") from exc
            raise
        finally:
            for name, tbl in tables.items():
                if tbl is not None:
                    try:
                        con.unregister(name)
                    except Exception:
                        pass
        return rebuild

    # -- conveniences --------------------------------------------------------

    def is_dismissed(self, src: str, dst: str, kind: str) -> bool:
        """Was this pair of texts dismissed for this kind (so not to be proposed again)?"""
        key = dismissal_key(self.nodes, src, dst, kind)
        return (key, kind) in self.dismissed

    def edge(self, edge_id: str) -> EdgeRec:
        rec = self.index.get(edge_id)
        if rec is None:
            raise NotFoundError(f"no edge {edge_id}")
        return rec

    def stats(self) -> dict[str, Any]:
        by_kind: dict[str, int] = {}
        by_origin: dict[str, int] = {}
        expired = 0
        for rec in self.index.by_id.values():
            if rec.expired_at is not None:
                expired += 1
                continue
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
            "expiredEdges": expired,
        }


def _events_where(
    con: duckdb.DuckDBPyConnection, column: Literal["edge_id", "run_id"], ids: list[str]
) -> list[EventRec]:
    """The events whose `column` is one of `ids`, oldest first. A few ids go
    as an IN list of constants, which DuckDB answers from the column's index
    (`edge_events_edge`, `edge_events_run`); a join or a long list scans,
    which is what so many matches would cost anyway."""
    if not ids:
        return []
    if len(ids) <= _IN_LIST_MAX:
        marks = ", ".join("TRY_CAST(? AS UUID)" for _ in ids)
        q = f"SELECT {_EVENT_COLUMNS} FROM edge_events WHERE {column} IN ({marks}) ORDER BY id"
        rows = con.execute(q, ids).fetchall()
    else:
        rows = con.execute(
            f"SELECT {_EVENT_COLUMNS} FROM edge_events WHERE {column} IN "
            "(SELECT TRY_CAST(x AS UUID) FROM (SELECT unnest(?) AS x)) ORDER BY id",
            [ids],
        ).fetchall()
    return [EventRec(*r) for r in rows]


def _object_array(values: Sequence[Any]) -> np.ndarray[Any, np.dtype[np.object_]]:
    arr = np.empty(len(values), dtype=object)
    arr[:] = values
    return arr


def _decoded(col: pa.ChunkedArray, fn: Callable[[Any], Any] | None = None) -> list[Any]:
    """A low-cardinality column as a list in which equal values are one object
    (`fn`, if given, is applied once per distinct value, null included).
    A big column goes through Arrow's dictionary encoding (C++, a few times
    faster); a small one through plain dict lookups, because the encoding
    imports `pyarrow.compute`, which would cost more than the whole decode (a
    server's start)."""
    if len(col) >= _ARROW_DECODE_MIN:
        enc = col.combine_chunks().dictionary_encode(null_encoding="encode")
        uniq: list[Any] = enc.dictionary.to_pylist()
        if fn is not None:
            uniq = fn(uniq)
        decoded: list[Any] = _object_array(uniq)[enc.indices.to_numpy()].tolist()
        return decoded
    values: list[Any] = col.to_pylist()
    distinct = dict.fromkeys(values)
    if fn is None:
        for v in distinct:
            distinct[v] = v
    else:
        distinct = dict(zip(distinct, fn(list(distinct)), strict=True))
    return list(map(distinct.__getitem__, values))


def _edge_recs(
    tbl: pa.Table, ids: list[str], srcs: list[str], dsts: list[str], directed: list[bool]
) -> list[EdgeRec]:
    """Edge records from a table of the edge columns (as `_SLICE_SELECT`
    names them), their ends given already decoded."""
    return list(
        map(
            EdgeRec,
            ids,
            srcs,
            dsts,
            _decoded(tbl.column("kind")),
            directed,
            tbl.column("weight").to_pylist(),
            tbl.column("reason").to_pylist(),
            _decoded(tbl.column("origin")),
            _decoded(tbl.column("attrs"), _attrs_all),
            tbl.column("created_at").to_pylist(),
            tbl.column("valid_at").to_pylist(),
            tbl.column("invalid_at").to_pylist(),
            tbl.column("expired_at").to_pylist(),
            _decoded(tbl.column("retired")),
        )
    )


def _attrs_all(texts: list[str | None]) -> list[dict[str, Any]]:
    """Parse many attribute texts with one `json.loads` (a single C-level
    parse, not one Python call each)."""
    todo = [t for t in texts if t and t != _EMPTY_ATTRS]
    parsed: dict[str, dict[str, Any]] = {}
    if todo:
        try:
            values = json.loads("[" + ",".join(todo) + "]")
        except ValueError:
            values = [_load_attrs(t) for t in todo]
        for t, v in zip(todo, values, strict=True):
            parsed[t] = v if isinstance(v, dict) else {"value": v}
    return [parsed[t] if (t and t != _EMPTY_ATTRS) else _EMPTY for t in texts]


def _column(recs: Sequence[EdgeRec], name: str) -> list[Any]:
    return list(map(attrgetter(name), recs))


def _edges_table(recs: Sequence[EdgeRec], codes: EndpointCodes) -> pa.Table:
    """Edge rows for DuckDB, ends as codes (new endpoints get theirs here)."""
    src, dst = _end_codes(recs, codes)
    return _edges_columns(_column(recs, "id"), src, dst, recs)


def _end_codes(
    recs: Sequence[EdgeRec], codes: EndpointCodes
) -> tuple[np.ndarray[Any, np.dtype[np.int32]], np.ndarray[Any, np.dtype[np.int32]]]:
    both = codes.codes_for(_column(recs, "src") + _column(recs, "dst"))
    return both[: len(recs)], both[len(recs) :]


def _edges_columns(
    ids: list[str],
    src: np.ndarray[Any, np.dtype[np.int32]],
    dst: np.ndarray[Any, np.dtype[np.int32]],
    recs: Sequence[EdgeRec],
    directed: np.ndarray[Any, np.dtype[np.bool_]] | None = None,
    created_at: np.ndarray[Any, np.dtype[np.int64]] | None = None,
) -> pa.Table:
    """The edge rows as Arrow columns; `directed` and `created_at`, when the
    caller has them as arrays already, are not read off the records again."""
    attrs = _column(recs, "attrs")
    return pa.table(
        {
            "id": pa.array(ids, pa.string()),
            "src": pa.array(src),
            "dst": pa.array(dst),
            "kind": pa.array(_column(recs, "kind"), pa.string()),
            "directed": pa.array(_column(recs, "directed"), pa.bool_())
            if directed is None
            else pa.array(directed),
            "weight": pa.array(_column(recs, "weight"), pa.float32()),
            "reason": pa.array(_column(recs, "reason"), pa.string()),
            "origin": pa.array(_column(recs, "origin"), pa.string()),
            "attrs": pa.array([_dump_attrs(a) if a else _EMPTY_ATTRS for a in attrs], pa.string()),
            "created_at": pa.array(_column(recs, "created_at"), pa.int64())
            if created_at is None
            else pa.array(created_at),
            "valid_at": pa.array(_column(recs, "valid_at"), pa.int64()),
            "invalid_at": pa.array(_column(recs, "invalid_at"), pa.int64()),
            "expired_at": pa.array(_column(recs, "expired_at"), pa.int64()),
            "retired": pa.array(_column(recs, "retired"), pa.string()),
        }
    )


def _events_table(
    events: Sequence[EventRec],
    bulk: Sequence[tuple[int, int, list[EdgeRec]]] = (),
    staged: dict[str, EdgeRec | None] | None = None,
    run_id: str | None = None,
) -> pa.Table:
    """Events as one Arrow table: the single events as rows, each bulk batch of
    `created` events as columns (its constant fields built without a Python loop)."""
    parts = [
        pa.table(
            {
                "id": pa.array([e.id for e in events], pa.int64()),
                "edge_id": pa.array([e.edge_id for e in events], pa.string()),
                "run_id": pa.array([e.run_id for e in events], pa.string()),
                "event": pa.array([e.event for e in events], pa.string()),
                "invalid_at_before": pa.array([e.invalid_at_before for e in events], pa.int64()),
                "invalid_at_after": pa.array([e.invalid_at_after for e in events], pa.int64()),
                "caused_by_edge_id": pa.array([e.caused_by_edge_id for e in events], pa.string()),
                "created_at": pa.array([e.created_at for e in events], pa.int64()),
            }
        )
    ]
    for first, at, recs in bulk:
        if staged is not None and any(staged.get(r.id) is None for r in recs):
            # some were deleted again inside the run
            pairs = [(first + i, r) for i, r in enumerate(recs) if staged.get(r.id) is not None]
            ids = pa.array([i for i, _ in pairs], pa.int64())
            recs = [r for _, r in pairs]
        else:
            ids = pa.array(np.arange(first, first + len(recs), dtype=np.int64))
        n = len(recs)
        parts.append(
            pa.table(
                {
                    "id": ids,
                    "edge_id": pa.array(_column(recs, "id"), pa.string()),
                    "run_id": pa.array(np.full(n, run_id, dtype=object), pa.string()),
                    "event": pa.array(np.full(n, "created", dtype=object), pa.string()),
                    "invalid_at_before": pa.nulls(n, pa.int64()),
                    "invalid_at_after": pa.array(_column(recs, "invalid_at"), pa.int64()),
                    "caused_by_edge_id": pa.nulls(n, pa.string()),
                    "created_at": pa.array(np.full(n, at, dtype=np.int64)),
                }
            )
        )
    return pa.concat_tables(parts) if len(parts) > 1 else parts[0]


def _nodes_table(nodes: Sequence[NodeRec]) -> pa.Table:
    return pa.table(
        {
            "id": pa.array([n.id for n in nodes], pa.string()),
            "kind": pa.array([n.kind for n in nodes], pa.string()),
            "title": pa.array([n.title for n in nodes], pa.string()),
            "uri": pa.array([n.uri for n in nodes], pa.string()),
            "parent_id": pa.array([n.parent_id for n in nodes], pa.string()),
            "ord": pa.array([n.ord for n in nodes], pa.int32()),
            "start_line": pa.array([n.start_line for n in nodes], pa.int32()),
            "end_line": pa.array([n.end_line for n in nodes], pa.int32()),
            "content_hash": pa.array([n.content_hash for n in nodes], pa.string()),
            "text": pa.array([n.text for n in nodes], pa.string()),
            "lang": pa.array([n.lang for n in nodes], pa.string()),
            "block_id": pa.array([n.block_id for n in nodes], pa.string()),
            "attrs": pa.array([_dump_attrs(n.attrs) for n in nodes], pa.string()),
        }
    )


class _BulkBatch:
    """The bulk-created edges of a run as one Arrow table, each row with its
    edge's event id, so DuckDB writes the `created` events from the same table;
    and their ends as codes, for the index."""

    def __init__(
        self, batches: Sequence[tuple[int, int, list[EdgeRec]]], codes: EndpointCodes
    ) -> None:
        recs = batches[0][2] if len(batches) == 1 else [r for b in batches for r in b[2]]
        self.recs = recs
        self.n = len(recs)
        self.ids = _column(recs, "id")
        self.src, self.dst = _end_codes(recs, codes)
        self.directed = np.fromiter(map(attrgetter("directed"), recs), dtype=np.bool_, count=self.n)
        ev = np.concatenate(
            [np.arange(first, first + len(b), dtype=np.int64) for first, _, b in batches]
        )
        # `add_edges` gave each batch one creation time.
        created = np.concatenate([np.full(len(b), at, dtype=np.int64) for _, at, b in batches])
        self.table = _edges_columns(
            self.ids, self.src, self.dst, recs, self.directed, created
        ).append_column("ev", pa.array(ev))


class RunWriter:
    """What a run may do to the store. Changes are staged here and reach the
    database and the index together when the run commits."""

    def __init__(
        self, store: EdgeStore, kind: str, artifact: dict[str, Any], parent_id: str | None
    ) -> None:
        self.store = store
        self.id = new_id()
        self.committed = False
        self.kind = kind
        self.artifact = artifact
        self.parent_id = parent_id
        self.started_at = now_micros()
        self._staged: dict[str, EdgeRec | None] = {}
        self.events: list[EventRec] = []
        self.next_event_id = store._next_event_id
        self.node_puts: dict[str, NodeRec] = {}
        self.node_deletes: set[str] = set()
        self.dismissals: list[tuple[str, str, str]] = []
        # Edges this run has already touched, so a repeat inside it writes nothing.
        self._touched_ids: set[str] = set()
        self._staged_by_end: dict[str, set[str]] = {}
        # Bulk-created edges: (first event id, time, records). A batch stays in
        # `pending` (and the commit writes it whole, events made by DuckDB) until
        # anything reads the staging area; then it moves to `bulk`, its edges
        # are staged one by one, and they join `_staged_by_end` when read.
        self.pending: list[tuple[int, int, list[EdgeRec]]] = []
        self.bulk: list[tuple[int, int, list[EdgeRec]]] = []
        self._unindexed: list[EdgeRec] = []

    @property
    def staged(self) -> dict[str, EdgeRec | None]:
        """What this run changes, by edge id (None: deleted)."""
        if self.pending:
            self._absorb()
        return self._staged

    @property
    def _touched(self) -> set[str]:
        if self.pending:
            self._absorb()
        return self._touched_ids

    def _absorb(self) -> None:
        staged, touched = self._staged, self._touched_ids
        for batch in self.pending:
            for rec in batch[2]:
                staged[rec.id] = rec
                touched.add(rec.id)
            self._unindexed.extend(batch[2])
            self.bulk.append(batch)
        self.pending = []

    # -- reading through the staging area ------------------------------------

    def get(self, edge_id: str) -> EdgeRec | None:
        if edge_id in self.staged:
            return self.staged[edge_id]
        return self.store.index.get(edge_id)

    def _edges_at(self, ref: str) -> Iterator[EdgeRec]:
        if self.pending:
            self._absorb()
        if self._unindexed:
            for rec in self._unindexed:
                self._staged_by_end.setdefault(rec.src, set()).add(rec.id)
                self._staged_by_end.setdefault(rec.dst, set()).add(rec.id)
            self._unindexed.clear()
        seen: set[str] = set()
        for rec in self.store.index.touching(ref):
            if rec.id in self.staged:
                continue
            seen.add(rec.id)
            yield rec
        for eid in self._staged_by_end.get(ref, ()):
            srec = self.staged.get(eid)
            if srec is not None and eid not in seen:
                yield srec

    def _stage(self, rec: EdgeRec) -> None:
        self.staged[rec.id] = rec
        for end in (rec.src, rec.dst):
            self._staged_by_end.setdefault(end, set()).add(rec.id)

    def _mutable(self, edge_id: str) -> EdgeRec:
        rec = self.get(edge_id)
        if rec is None:
            raise NotFoundError(f"no edge {edge_id}")
        if edge_id not in self.staged:
            rec = rec.copy()
            self._stage(rec)
        return rec

    def _event(
        self,
        rec: EdgeRec,
        event: EdgeEventKind,
        before: int | None,
        after: int | None,
        caused_by: str | None = None,
        at: int | None = None,
    ) -> None:
        self.events.append(
            EventRec(
                self.next_event_id,
                rec.id,
                self.id,
                event.value,
                before,
                after,
                caused_by,
                at if at is not None else now_micros(),
            )
        )
        self.next_event_id += 1
        self._touched.add(rec.id)

    # -- the temporal write -----------------------------------------------------

    def assert_edge(self, edge: Edge | EdgeRec, *, contradicts: Iterable[str] = ()) -> EdgeRec:
        """State a relation. Applies the edge-event rules and returns the stored
        state of the relation (the new edge, or the existing one it repeats).

        - the same relation already stored → `confirmed` (or `ended` when this
          statement gives an end the stored one lacked); a repeat inside the same
          run, or of a dismissed judgement, writes nothing;
        - otherwise → `created`, then for each stored edge it contradicts (the
          ids in `contradicts`, and live edges with the same source, kind and
          `attrs.slot` but another destination) whose period overlaps: the one
          about the earlier time is closed (`invalidated` / `superseded`).
          A judged edge never closes an authorial or promoted one.
        """
        rec = edge.to_rec() if isinstance(edge, Edge) else edge.copy()
        now = now_micros()
        key = rec.relation_key()
        same: EdgeRec | None = None
        for other in self._edges_at(rec.src):
            if other.relation_key() == key:
                # Prefer a live edge; else the newest retired one.
                if same is None or (other.expired_at is None and same.expired_at is not None):
                    same = other
        if (
            same is not None
            and same.retired == "dismissed"
            and not self.store.is_dismissed(rec.src, rec.dst, rec.kind)
        ):
            same = None  # dismissed for other texts: this pair of texts may be proposed
        if same is not None and (same.expired_at is None or same.retired in _RESTATABLE):
            if same.retired == "dismissed" or same.id in self._touched:
                return same
            if rec.invalid_at is not None and same.invalid_at is None and same.expired_at is None:
                m = self._mutable(same.id)
                m.invalid_at = rec.invalid_at
                self._event(m, E.ENDED, None, rec.invalid_at, at=now)
                return m
            self._event(same, E.CONFIRMED, same.invalid_at, same.invalid_at, at=now)
            return same
        rec.created_at = now
        rec.expired_at = None
        rec.retired = None
        if rec.id in self.store.index or rec.id in self.staged:
            rec.id = new_id()
        self._stage(rec)
        self._event(rec, E.CREATED, None, rec.invalid_at, at=now)

        conflicting: dict[str, EdgeRec] = {}
        for cid in contradicts:
            c = self.get(cid)
            if c is not None and c.expired_at is None and c.id != rec.id:
                conflicting[c.id] = c
        slot = rec.attrs.get("slot")
        if slot is not None:
            for other in self._edges_at(rec.src):
                if (
                    other.id != rec.id
                    and other.expired_at is None
                    and other.src == rec.src
                    and other.kind == rec.kind
                    and other.attrs.get("slot") == slot
                    and other.dst != rec.dst
                ):
                    conflicting[other.id] = other
        for other in sorted(conflicting.values(), key=lambda r: r.id):
            self._contradict(rec, other, now)
            if rec.expired_at is not None:
                break
        return rec

    def _contradict(self, new: EdgeRec, old: EdgeRec, now: int) -> None:
        if not _overlaps(new.valid_at, new.invalid_at, old.valid_at, old.invalid_at):
            return
        new_start = new.valid_at if new.valid_at is not None else now
        old_start = old.valid_at
        if old_start is not None and new_start < old_start:
            # The new statement is about an earlier time: it is closed at once.
            before = new.invalid_at
            new.invalid_at = old_start
            new.expired_at = now
            new.retired = "superseded"
            self._event(new, E.SUPERSEDED, before, old_start, caused_by=old.id, at=now)
            return
        if new.origin == EdgeOrigin.JUDGED.value and old.origin in {
            o.value for o in TRUSTED_ORIGINS
        }:
            return  # trust: a judgement never closes what the writer asserted or accepted
        m = self._mutable(old.id)
        before = m.invalid_at
        m.invalid_at = new_start
        m.expired_at = now
        m.retired = "invalidated"
        self._event(m, E.INVALIDATED, before, new_start, caused_by=new.id, at=now)

    def add_edges(self, recs: Iterable[EdgeRec]) -> int:
        """Bulk `created` for edges the caller knows are new (a first index, an
        import into an empty store, the bench): no matching, one event each."""
        batch = list(recs)
        if not batch:
            return 0
        now = now_micros()
        for rec in batch:
            rec.created_at = now
        self.pending.append((self.next_event_id, now, batch))
        self.next_event_id += len(batch)
        return len(batch)

    def end_edge(self, edge_id: str, at: int) -> EdgeRec:
        """A stated end for an open edge (`ended`)."""
        m = self._mutable(edge_id)
        if m.invalid_at is not None:
            raise StoreError(f"edge {edge_id} already ends")
        m.invalid_at = at
        self._event(m, E.ENDED, None, at)
        return m

    def promote(self, edge_id: str) -> EdgeRec:
        """A judged edge the writer accepted."""
        m = self._mutable(edge_id)
        if m.origin != EdgeOrigin.JUDGED.value:
            raise StoreError(f"edge {edge_id} is {m.origin}, only judged edges can be promoted")
        if m.expired_at is not None:
            raise StoreError(f"edge {edge_id} is no longer current ({m.retired})")
        m.origin = EdgeOrigin.PROMOTED.value
        self._event(m, E.PROMOTED, m.invalid_at, m.invalid_at)
        return m

    def dismiss(self, edge_id: str, pair_key: str | None = None) -> EdgeRec:
        """The writer rejected a judgement: it expires (not deleted), and the
        same pair of texts (`pair_key`, by default `dismissal_key` of the two
        ends' contents) is not proposed again, whatever ids they get later."""
        m = self._mutable(edge_id)
        if pair_key is None:
            pair_key = dismissal_key(self.store.nodes, m.src, m.dst, m.kind)
        if m.expired_at is not None and m.retired == "dismissed":
            return m
        now = now_micros()
        m.expired_at = now
        m.retired = "dismissed"
        self._event(m, E.DISMISSED, m.invalid_at, m.invalid_at, at=now)
        if pair_key:
            self.dismissals.append((pair_key, m.kind, m.id))
        return m

    def _retire(self, edge_id: str, event: EdgeEventKind) -> EdgeRec:
        m = self._mutable(edge_id)
        if m.expired_at is None:
            now = now_micros()
            m.expired_at = now
            m.retired = event.value
            self._event(m, event, m.invalid_at, m.invalid_at, at=now)
        return m

    def retract(self, edge_id: str) -> EdgeRec:
        """The text no longer states a structural or derived relation."""
        return self._retire(edge_id, E.RETRACTED)

    def collect(self, edge_id: str) -> EdgeRec:
        """An edge whose node endpoint is gone."""
        return self._retire(edge_id, E.COLLECTED)

    def delete_edge(self, edge_id: str) -> None:
        """Remove an edge and its events (the log keeps nothing of a deleted edge)."""
        if self.get(edge_id) is None:
            raise NotFoundError(f"no edge {edge_id}")
        self.staged[edge_id] = None
        self.events = [e for e in self.events if e.edge_id != edge_id]
        self._touched.discard(edge_id)

    def repoint(self, old_ref: str, new_ref: str) -> int:
        """Move the live edges of one endpoint to another (a merged paragraph
        takes the edges of the one it absorbed)."""
        n = 0
        for rec in list(self._edges_at(old_ref)):
            if rec.expired_at is not None:
                continue
            m = self._mutable(rec.id)
            if m.src == old_ref:
                m.src = new_ref
            if m.dst == old_ref:
                m.dst = new_ref
            if not m.directed and m.dst < m.src:
                m.src, m.dst = m.dst, m.src
            self._stage(m)
            n += 1
        return n

    def sync(self, owned: Iterable[EdgeRec], desired: Iterable[EdgeRec]) -> tuple[int, int, int]:
        """Diff a re-derived set against what a lift owns. A relation stated in
        both keeps its edge and id (its attributes follow silently); one only in
        `desired` is `created`; one only in `owned` is `retracted`.
        Returns (created, kept, retracted)."""

        def k(r: EdgeRec) -> tuple[Any, ...]:
            return (*r.relation_key(), r.valid_at, r.invalid_at)

        have: dict[tuple[Any, ...], EdgeRec] = {}
        for r in owned:
            if r.expired_at is None:
                have.setdefault(k(r), r)
        created = kept = 0
        fresh: list[EdgeRec] = []
        seen: set[tuple[Any, ...]] = set()
        for d in desired:
            key = k(d)
            if key in seen:
                continue
            seen.add(key)
            old = have.pop(key, None)
            if old is None:
                fresh.append(d)
                continue
            kept += 1
            if old.weight != d.weight or old.reason != d.reason or old.attrs != d.attrs:
                m = self._mutable(old.id)
                m.weight, m.reason, m.attrs = d.weight, d.reason, dict(d.attrs)
        if fresh:
            for rec in fresh:
                if not rec.id:
                    rec.id = new_id()
            created = self.add_edges(fresh)
        for old in have.values():
            self.retract(old.id)
        return created, kept, len(have)

    # -- nodes --------------------------------------------------------------------

    def put_nodes(self, nodes: Iterable[NodeRec]) -> None:
        for n in nodes:
            self.node_puts[n.id] = n
            self.node_deletes.discard(n.id)

    def delete_nodes(self, node_ids: Iterable[str]) -> int:
        """Remove nodes; their live edges are `collected`. Returns edges collected."""
        collected = 0
        for nid in node_ids:
            self.node_deletes.add(nid)
            self.node_puts.pop(nid, None)
            for rec in list(self._edges_at(f"node:{nid}")):
                if rec.expired_at is None:
                    self.collect(rec.id)
                    collected += 1
        return collected

    def node(self, node_id: str) -> NodeRec | None:
        if node_id in self.node_deletes:
            return None
        return self.node_puts.get(node_id) or self.store.nodes.get(node_id)


# The columns `_edge_recs` decodes, ends as codes (`endpoints`).
_SLICE_SELECT = (
    "SELECT id AS uid, CAST(id AS VARCHAR) AS id, src, dst, kind, directed, weight, reason, "
    "origin, attrs, created_at, valid_at, invalid_at, expired_at, retired FROM edges WHERE "
)


class StoreSlice(EdgeStore):
    """The part of a store around some endpoints: every edge at them (expired
    and retired ones too) and the nodes at both ends of those edges, read with
    one query each. The one-hop questions about those endpoints (`neighbors`,
    `contradicting`, `incoming`, `outgoing`) answer exactly as over the whole
    store, so a server can answer them while the whole index is still loading.

    Read-only, with no connection of its own: `con` may be a cursor of the
    connection that loads the whole store on another thread."""

    def __init__(
        self, path: str | os.PathLike[str], con: duckdb.DuckDBPyConnection, refs: Iterable[str]
    ) -> None:
        self._init_state(path, "writes", 0.0)
        self._stamp = ()
        self._load_around(con, sorted(set(refs)))

    def _connect(self) -> duckdb.DuckDBPyConnection:
        raise StoreError(f"a slice of {self.path} is read-only")

    def _load_around(self, con: duckdb.DuckDBPyConnection, refs: list[str]) -> None:
        # The codes of `refs` and the edges at those codes, through their
        # indexes; then the text of every code those edges name.
        codes: list[int] = []
        if refs:
            params: list[Any] = []
            for ref in refs:
                kind, addr = split_ref(ref)
                params += [addr, kind]
            q = " UNION ALL ".join(
                ["SELECT code FROM endpoints WHERE ref = ? AND kind = ?"] * len(refs)
            )
            codes = [int(r[0]) for r in con.execute(q, params).fetchall()]
        if codes:
            parts = [f"{_SLICE_SELECT}{side} = ?" for _ in codes for side in ("src", "dst")]
            params = [c for c in codes for _ in ("src", "dst")]
            tbl = con.sql(" UNION ".join(parts) + " ORDER BY uid", params=params).to_arrow_table()
            src_codes: list[int] = tbl.column("src").to_pylist()
            dst_codes: list[int] = tbl.column("dst").to_pylist()
            text = dict(
                con.execute(
                    "SELECT code, kind || ':' || ref FROM endpoints "
                    "WHERE code IN (SELECT unnest(?))",
                    [sorted({*src_codes, *dst_codes})],
                ).fetchall()
            )
            ids: list[str] = tbl.column("id").to_pylist()
            directed: list[bool] = tbl.column("directed").to_pylist()
            srcs = [text[c] for c in src_codes]
            dsts = [text[c] for c in dst_codes]
            self.index.add_new(_edge_recs(tbl, ids, srcs, dsts, directed))
        ends = {r[5:] for r in (*refs, *self.index.endpoints()) if r.startswith("node:")}
        if ends:
            self._load_nodes(con, only=sorted(ends))
        for pair_key, kind in con.execute("SELECT pair_key, kind FROM dismissals").fetchall():
            self.dismissed.add((pair_key, kind))
        self.generation = self._stored_generation(con)


def dismissal_key(nodes: dict[str, NodeRec], src: str, dst: str, kind: str) -> str:
    """Content key of a judged pair: the two ends' content hashes (or refs, for
    extern ends), in canonical order, and the kind. Stable through re-anchoring,
    moves and restarts; a changed text is a new pair."""

    def one(ref: str) -> str:
        if ref.startswith("node:"):
            n = nodes.get(ref[5:])
            if n is not None and n.content_hash:
                return n.content_hash
        return ref

    a, b = one(src), one(dst)
    if kind in {k.value for k in SYMMETRIC_KINDS} and b < a:
        a, b = b, a
    return f"{kind}|{a}|{b}"
