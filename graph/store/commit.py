"""Writing one staged run into DuckDB in a single transaction (its rows as Arrow
tables, one statement per kind of change), with the bulk indexes dropped and
built again around a big bulk run; not the in-memory views, which `EdgeStore`
updates once the commit succeeded, nor the event rules (`writer.py`)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import duckdb
import pyarrow as pa
from semnet.graph.errors import StoreError
from semnet.graph.model import EdgeRec, now_micros
from semnet.graph.store.attrs import dump_attrs
from semnet.graph.store.codes import EndpointCodes
from semnet.graph.store.journal import Journal
from semnet.graph.store.migrations import BULK_INDEXES, INDEXES, index_room
from semnet.graph.store.tables import (
    EDGE_COLUMNS,
    NODE_COLUMNS,
    BulkBatch,
    edges_table,
    ids_table,
    moved_table,
    nodes_table,
)

if TYPE_CHECKING:
    from semnet.graph.model import NodeRec
    from semnet.graph.store.ahead import NodesAhead
    from semnet.graph.store.writer import RunWriter

_log = logging.getLogger(__name__)

# The run's statements, in order; each runs only when its table has rows.
# (table, SQL, whether the SQL takes the run id as its one parameter)
_STATEMENTS: tuple[tuple[str, str, bool], ...] = (
    (
        "_sn_del",
        "DELETE FROM edge_events WHERE edge_id IN (SELECT CAST(id AS UUID) FROM _sn_del)",
        False,
    ),
    ("_sn_del", "DELETE FROM edges WHERE id IN (SELECT CAST(id AS UUID) FROM _sn_del)", False),
    (
        "_sn_ends",
        "INSERT INTO endpoints SELECT code, split_part(ref, ':', 1), "
        "CASE WHEN strpos(ref, ':') = 0 THEN '' "
        "ELSE substr(ref, strpos(ref, ':') + 1) END FROM _sn_ends",
        False,
    ),
    (
        "_sn_upd",
        """
        UPDATE edges SET weight = u.weight, reason = u.reason, origin = u.origin,
            attrs = u.attrs, valid_at = u.valid_at, invalid_at = u.invalid_at,
            expired_at = u.expired_at, retired = u.retired
        FROM _sn_upd u WHERE edges.id = CAST(u.id AS UUID)
        """,
        False,
    ),
    # Indexed columns: DuckDB rewrites such a row whole, so only the edges
    # whose ends moved (`repoint`) pay for it.
    (
        "_sn_moved",
        "UPDATE edges SET src = m.src, dst = m.dst FROM _sn_moved m "
        "WHERE edges.id = CAST(m.id AS UUID)",
        False,
    ),
    ("_sn_new", f"INSERT INTO edges ({EDGE_COLUMNS}) SELECT {EDGE_COLUMNS} FROM _sn_new", False),
    ("_sn_bulk", f"INSERT INTO edges ({EDGE_COLUMNS}) SELECT {EDGE_COLUMNS} FROM _sn_bulk", False),
    (
        "_sn_bulk",
        "INSERT INTO edge_events SELECT ev, id, CAST(? AS UUID), 'created', NULL, "
        "invalid_at, NULL, created_at, NULL FROM _sn_bulk",
        True,
    ),
    ("_sn_ev", "INSERT INTO edge_events SELECT * FROM _sn_ev", False),
    ("_sn_ndel", "DELETE FROM nodes WHERE id IN (SELECT id FROM _sn_ndel)", False),
)
# A node written again is deleted and inserted: DuckDB's INSERT OR REPLACE
# costs several times the time and memory (measured: 250k nodes replaced,
# 24 s and +530 MB against 5 s and +120 MB). Many nodes go in chunks, each
# chunk's rows built just before they are written (a first index of 250k
# nodes held ~180 MB of rows at once). Each chunk reaches DuckDB as streams
# of record batches (its ids, then its rows), never as a registered table:
# DuckDB keeps every Arrow table a transaction scanned until the transaction
# ends, where a stream's batches go once read (measured: the 250k nodes of a
# first index held ~110 MB of Arrow buffers until the commit).
_NODE_STATEMENTS = (
    ("_sn_node_ids", "DELETE FROM nodes WHERE id IN (SELECT id FROM _sn_node_ids)"),
    ("_sn_nodes", f"INSERT INTO nodes ({NODE_COLUMNS}) SELECT * FROM _sn_nodes"),
)
NODE_CHUNK = 20_000


@dataclass(slots=True)
class RunChanges:
    """A run's edge changes against the store: edges new to it, updated ones
    (`moved`: those of them whose ends changed), deleted ids, and the bulk
    batches written whole."""

    new: list[EdgeRec]
    updated: list[EdgeRec]
    moved: list[EdgeRec]
    deleted: list[str]
    bulk: BulkBatch | None

    @classmethod
    def of(cls, w: RunWriter, known: Mapping[str, EdgeRec], codes: EndpointCodes) -> RunChanges:
        """The changes `w` staged; the bulk edges' endpoints get their codes here."""
        new, updated, deleted = w.edge_changes(known)
        moved = [r for r in updated if (r.src, r.dst) != (known[r.id].src, known[r.id].dst)]
        bulk = BulkBatch(w.pending, codes) if w.pending else None
        return cls(new, updated, moved, deleted, bulk)


def run_tables(
    w: RunWriter,
    changes: RunChanges,
    codes: EndpointCodes,
    first_code: int,
    puts: list[NodeRec],
) -> dict[str, pa.Table]:
    """Every row the run writes, as Arrow tables named as `_STATEMENTS` reads
    them (only those with rows), `puts` its nodes still to write. Endpoints
    first met here get their codes; those from `first_code` on are new rows
    of `endpoints`."""
    c = changes
    tables = {
        "_sn_del": ids_table(c.deleted) if c.deleted else None,
        "_sn_upd": edges_table(c.updated, codes) if c.updated else None,
        "_sn_moved": moved_table(c.moved, codes) if c.moved else None,
        "_sn_new": edges_table(c.new, codes) if c.new else None,
        "_sn_ends": codes.table(first_code) if len(codes) > first_code else None,
        "_sn_bulk": c.bulk.table if c.bulk is not None else None,
        "_sn_ev": w.events_table(),
        "_sn_ndel": ids_table(sorted(w.node_deletes)) if w.node_deletes else None,
        # The first chunk of nodes: a value no column takes fails here, before
        # the transaction, as any other row would (the rest: `_write_nodes`).
        "_sn_nodes": nodes_table(puts[:NODE_CHUNK]) if puts else None,
    }
    return {name: tbl for name, tbl in tables.items() if tbl is not None}


def write_run(
    con: duckdb.DuckDBPyConnection,
    path: Path,
    w: RunWriter,
    tables: dict[str, pa.Table],
    finished: int,
    rebuild: bool,
    puts: list[NodeRec],
    ahead: NodesAhead | None = None,
) -> bool:
    """Write the run in one transaction, `w.committed` once it did (`puts`:
    its nodes still to write). With `rebuild`, the bulk indexes are dropped
    first; True if they were, and the caller then builds them again
    (`rebuild_indexes`). With `ahead`, the transaction has begun (and the
    indexes are dropped) already: its nodes so far are in it (`ahead.py`).

    Every row is ready: only now does the database change. A bulk run at
    least as big as the store writes faster without the secondary indexes
    and builds them again after its commit (DuckDB builds an index from a
    full table far faster than it maintains one row by row). Dropping them is
    a transaction of its own: inside the run's, the indexes would still be
    maintained until the commit."""
    if ahead is not None:
        rebuild = ahead.dropped
    elif rebuild:
        rebuild = drop_bulk_indexes(con, path)
    try:
        for name, tbl in tables.items():
            if name != "_sn_nodes":  # `_write_nodes` writes the nodes
                con.register(name, tbl)
        if ahead is None:
            con.execute("BEGIN TRANSACTION")
        _write_rows(con, w, tables, finished, puts)
        con.execute("COMMIT")
        w.committed = True
    except BaseException as exc:
        if w.committed:
            raise
        _rollback(con)
        if rebuild:
            rebuild_indexes(con, path)
        if isinstance(exc, duckdb.Error):
            raise StoreError(f"{path}: run {w.kind} rolled back: {exc}") from exc
        raise
    finally:
        for name in (*tables, *(n for n, _ in _NODE_STATEMENTS)):
            try:
                con.unregister(name)
            except Exception:
                pass
    return rebuild


def _write_rows(
    con: duckdb.DuckDBPyConnection,
    w: RunWriter,
    tables: dict[str, pa.Table],
    finished: int,
    puts: list[NodeRec],
) -> None:
    """The run's statements, inside its transaction: the rows, the dismissals,
    the run's own row and the store's generation."""
    for name, sql, with_run_id in _STATEMENTS:
        if name in tables:
            if with_run_id:
                con.execute(sql, [w.id])
            else:
                con.execute(sql)
    if "_sn_nodes" in tables:
        # Taken out of `tables`: the chunk goes once written.
        _write_nodes(con, w, tables.pop("_sn_nodes"), puts)
    if w.undismissed:
        con.executemany(
            "DELETE FROM dismissals WHERE edge_id = ?", [[eid] for eid in w.undismissed]
        )
    if w.dismissals:
        con.executemany(
            "INSERT INTO dismissals VALUES (?, ?, ?, ?, ?)",
            [[pk, k, eid, w.id, finished] for pk, k, eid in w.dismissals],
        )
    if w.journal_rows:
        Journal.insert(con, w.journal_rows)
    con.execute(
        "INSERT INTO runs VALUES (?, ?, ?, ?, ?, ?, 'committed')",
        [w.id, w.parent_id, w.kind, dump_attrs(w.artifact), w.started_at, finished],
    )
    con.execute(
        "UPDATE store_meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) "
        "WHERE key = 'generation'"
    )


def _write_nodes(
    con: duckdb.DuckDBPyConnection, w: RunWriter, first: pa.Table, puts: list[NodeRec]
) -> None:
    """The nodes `puts`, a chunk at a time (`first` is the first chunk's rows)."""
    write_node_chunk(con, first)
    del first
    for at in range(NODE_CHUNK, len(puts), NODE_CHUNK):
        try:
            chunk = nodes_table(puts[at : at + NODE_CHUNK])
        except (TypeError, ValueError, pa.ArrowException) as exc:
            raise StoreError(f"run {w.kind} rolled back: {exc}") from exc
        write_node_chunk(con, chunk)
        del chunk


def write_node_chunk(con: duckdb.DuckDBPyConnection, chunk: pa.Table) -> None:
    """One chunk of nodes, each read once as a stream (see `_NODE_STATEMENTS`)."""
    for name, sql in _NODE_STATEMENTS:
        rows = chunk.select(["id"]) if name == "_sn_node_ids" else chunk
        con.register(name, pa.RecordBatchReader.from_batches(rows.schema, rows.to_batches()))
        con.execute(sql)


def record_failed(con: duckdb.DuckDBPyConnection, w: RunWriter, exc: BaseException) -> None:
    """Only the run row, in a transaction of its own: the run's writes are gone."""
    try:
        con.execute(
            "INSERT INTO runs VALUES (?, ?, ?, ?, ?, ?, 'failed')",
            [
                w.id,
                w.parent_id,
                w.kind,
                dump_attrs({**w.artifact, "error": f"{type(exc).__name__}: {exc}"[:500]}),
                w.started_at,
                now_micros(),
            ],
        )
    except Exception:
        pass


def drop_bulk_indexes(con: duckdb.DuckDBPyConnection, path: Path) -> bool:
    """Drop the bulk indexes, in a transaction of their own; False if DuckDB
    refused (then the run keeps them up row by row)."""
    try:
        script = "".join(f"DROP INDEX IF EXISTS {name};" for name in BULK_INDEXES)
        con.execute(f"BEGIN TRANSACTION;{script}COMMIT;")
    except duckdb.Error as exc:
        _log.warning("%s: bulk run keeps its indexes (%s)", path, exc)
        _rollback(con)
        return False
    return True


def rebuild_indexes(
    con: duckdb.DuckDBPyConnection, path: Path, started: threading.Event | None = None
) -> None:
    """Build the bulk indexes again; `started` is set just before DuckDB
    starts (and lets go of the GIL)."""
    # One call for the whole build: each return from DuckDB into Python
    # would wait for the GIL, which the index update holds for tens of
    # milliseconds at a time.
    script = "".join(f"CREATE INDEX {name} ON {INDEXES[name]};" for name in BULK_INDEXES)
    try:
        with index_room(con):
            if started is not None:
                started.set()
            con.execute(f"BEGIN TRANSACTION;{script}COMMIT;")
    except duckdb.Error as exc:  # the run stands; the next open builds them
        _rollback(con)
        _log.warning("%s: indexes not rebuilt after a bulk run (%s)", path, exc)


def _rollback(con: duckdb.DuckDBPyConnection) -> None:
    try:
        con.execute("ROLLBACK")
    except Exception:
        pass
