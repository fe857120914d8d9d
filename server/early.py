"""`EarlyReads`: the questions a folder answers while its store's index is
still loading, from slices of the store read through the loading connection.

The store's whole index takes a second or so to load on a large manuscript;
once its schema is current, a `StoreSlice` around one endpoint answers a
one-hop question exactly as the loaded index will. The slice is read with a
cursor of the connection that loads the index (on the writer thread), which
closes before that connection may.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

# DuckDB and the store are imported when the store opens (on the writer
# thread), not when the server starts.
if TYPE_CHECKING:
    import duckdb
    from semnet.graph.store.edge_store import WhileLoading
    from semnet.graph.store.slice import StoreSlice

log = logging.getLogger("semnet.server")
T = TypeVar("T")

# How long the load waits for the reads asked for before it starts.
_FIRST_S = 3.0

# Tests only: the index loads once this file (in `.semnet/`) exists, so that a
# test can ask while the store is still loading.
LOAD_GATE_ENV = "SEMNET_TEST_LOAD_GATE"
# Tests only: the first index pass starts once this file (in `.semnet/`) exists.
INDEX_GATE_ENV = "SEMNET_TEST_INDEX_GATE"


def wait_for_gate(env: str, store_path: Path) -> None:
    """(Tests only.) Wait until the gate file the environment names exists."""
    gate = os.environ.get(env)
    if gate:
        _wait_for_file(store_path.parent / gate)


def _wait_for_file(path: Path, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.01)


class EarlyReads:
    """Slices of one store while its index loads.

    `while_loading(loop)` is what the store is opened with; `answer()` reads a
    slice once the loading connection is there, until `loaded` is set.
    """

    def __init__(self, store_path: Path, loaded: asyncio.Event) -> None:
        self._store_path = store_path
        self._loaded = loaded
        self._connected = asyncio.Event()
        self._con: duckdb.DuckDBPyConnection | None = None
        self._lock = threading.Lock()
        # Reads asked for and not answered yet: the load lets them go first.
        self._asked = 0
        self._answered = threading.Condition()

    def while_loading(self, loop: asyncio.AbstractEventLoop | None) -> WhileLoading:
        """The store's `while_loading` hook; `loop` is told when the connection is there."""

        @contextmanager
        def hook(con: duckdb.DuckDBPyConnection) -> Iterator[None]:
            # Writer thread.
            cur = con.cursor()
            with self._lock:
                self._con = cur
            try:
                if loop is not None:
                    loop.call_soon_threadsafe(self._connected.set)
                self._let_reads_go_first()
                wait_for_gate(LOAD_GATE_ENV, self._store_path)
                yield
            finally:
                with self._lock:
                    self._con = None
                    cur.close()

        return hook

    async def answer(self, refs: list[str], fn: Callable[[StoreSlice], T]) -> T | None:
        """`fn` of the slice of the store around `refs`, while the store's
        index is still loading; None once it is loaded (or cannot be)."""
        from semnet.graph.store.slice import StoreSlice

        part = await self.read(lambda con: StoreSlice(self._store_path, con, refs))
        return fn(part) if part is not None else None

    async def read(self, fn: Callable[[duckdb.DuckDBPyConnection], T]) -> T | None:
        """`fn(con)` on a worker thread, with a cursor of the loading
        connection, while the store's index is still loading; None once it is
        loaded (or cannot be), or if the read fails (the loaded index answers
        instead)."""
        if self._loaded.is_set():
            return None
        with self._answered:
            self._asked += 1
        try:
            if not self._connected.is_set():
                waits = [asyncio.ensure_future(e.wait()) for e in (self._connected, self._loaded)]
                _, pending = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
                for w in pending:
                    w.cancel()
            if self._loaded.is_set():
                return None
            return await asyncio.to_thread(self._read, fn)
        finally:
            with self._answered:
                self._asked -= 1
                self._answered.notify_all()

    def _let_reads_go_first(self, timeout: float = _FIRST_S) -> None:
        """(Writer thread, connected.) Reads asked for before the load starts
        (a document opened with the editor, a first question) are answered
        before it: run beside the load, each would take its share of the
        interpreter for as long as the load lasts."""
        deadline = time.monotonic() + timeout
        with self._answered:
            while self._asked and (left := deadline - time.monotonic()) > 0:
                self._answered.wait(left)

    def _read(self, fn: Callable[[duckdb.DuckDBPyConnection], T]) -> T | None:
        import duckdb

        with self._lock:
            if self._con is None:
                return None
            try:
                return fn(self._con)
            except duckdb.Error:
                log.exception("%s: a part of the store could not be read", self._store_path)
                return None
