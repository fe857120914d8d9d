"""A first run's nodes written ahead of its commit: the run's transaction
begun early and the nodes staged so far inserted on a thread while the run
goes on (a one-shot first index lifts its links meanwhile), the rest at the
commit, all in the one transaction that commits or rolls back whole.

DuckDB lets go of the GIL while it inserts, so the insert runs beside the
caller's Python on another core; each chunk's rows are built on the thread
just before they are written, as at the commit (`commit._write_nodes`).
Only a run into an empty store writes ahead: nothing it writes replaces a
row, and its commit drops and builds the bulk indexes anyway."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

import pyarrow as pa
from semnet.graph.errors import StoreError
from semnet.graph.model import NodeRec
from semnet.graph.store import commit
from semnet.graph.store.tables import nodes_table

if TYPE_CHECKING:
    import duckdb
    from semnet.graph.store.writer import RunWriter


class NodesAhead:
    """The nodes of a run written ahead (see the module docstring): `begin`
    starts the transaction and the thread; `finish` waits for the thread and
    says what is left to write; `abandon` rolls the transaction back."""

    def __init__(self, con: duckdb.DuckDBPyConnection, path: Path) -> None:
        self.con = con
        self.path = path
        self.sent: dict[str, NodeRec] = {}
        # Whether the bulk indexes were dropped (the commit builds them again).
        self.dropped = False
        self._thread: threading.Thread | None = None
        self._error: BaseException | None = None

    @classmethod
    def begun(
        cls, con: duckdb.DuckDBPyConnection, path: Path, w: RunWriter, empty: bool
    ) -> NodesAhead | None:
        """The nodes of `w` begun ahead, if the store is `empty` and `w`
        stages at least a chunk of nodes and deletes none; else None."""
        if not empty or w.node_deletes or len(w.node_puts) < commit.NODE_CHUNK:
            return None
        ahead = cls(con, path)
        ahead.begin(w.node_puts)
        return ahead

    def begin(self, puts: Mapping[str, NodeRec]) -> None:
        """Drop the bulk indexes, begin the run's transaction and write `puts`
        (as they are now) on a thread."""
        self.sent = dict(puts)
        recs = list(self.sent.values())
        self.dropped = commit.drop_bulk_indexes(self.con, self.path)
        self.con.execute("BEGIN TRANSACTION")
        self._thread = threading.Thread(
            target=self._write, args=(recs,), name="semnet-nodes-ahead", daemon=True
        )
        self._thread.start()

    def _write(self, recs: list[NodeRec]) -> None:
        try:
            size = commit.NODE_CHUNK
            for at in range(0, len(recs), size):
                chunk = nodes_table(recs[at : at + size])
                commit.write_node_chunk(self.con, chunk)
                del chunk
        except BaseException as exc:  # said by `finish`, in the caller's thread
            self._error = exc

    def wait(self) -> None:
        """Wait for the thread (its connection is free for the caller after)."""
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    def finish(self, puts: Mapping[str, NodeRec], kind: str) -> list[NodeRec]:
        """Wait for the thread; the nodes of `puts` still to write (staged
        after `begin`, or staged again since). Raises `StoreError` if the
        thread's insert failed (the caller rolls back)."""
        self.wait()
        if self._error is not None:
            exc, self._error = self._error, None
            if isinstance(exc, (TypeError, ValueError, pa.ArrowException, StoreError)):
                raise StoreError(f"{self.path}: run {kind} rolled back: {exc}") from exc
            raise exc
        return [n for nid, n in puts.items() if self.sent.get(nid) is not n]

    def abandon(self) -> None:
        """The run failed before its commit: wait for the thread, roll back."""
        self.wait()
        self._error = None
        try:
            self.con.execute("ROLLBACK")
        except Exception:
            pass
