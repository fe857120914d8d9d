"""`ServerStore`: the store as the language server holds it, read on the event
loop while the writer thread changes it, and knowing when another process
wrote its file.

The store holds its file only while it opens and while a run writes
(`hold="writes"`), so `semnet graph …` or `semnet index` in a terminal can use
the same store between two runs. Reads and writes meet at `state_lock`: the
writer takes it only around the two moments a run changes the in-memory state
(its start, which may reload, and its commit) and around a reload, so a long
index pass never blocks a request.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from semnet.graph.errors import StoreError
from semnet.graph.store.edge_store import EdgeStore, WhileLoading
from semnet.graph.store.rows import stored_generation
from semnet.graph.store.writer import RunWriter


class StoreUnavailable(StoreError):
    """The workspace's store could not be opened (the message says why)."""


class ServerStore(EdgeStore):
    """An `EdgeStore` whose in-memory state (index, nodes) changes only under
    `state_lock`, so that the event loop can read it while the writer thread
    works. Held by the writer for a run's start and commit and for a reload.

    Its file's stamp (modification time and size of the file and its WAL) is
    taken only when the in-memory state is known to match the file: after
    opening, after a run, and when a connection this store opened closes with
    the stored generation still its own. A job that only read, while another
    process wrote, leaves the old stamp, so the next `changed_on_disk()` (one
    `stat`) sees the write and the reader reloads.
    """

    CHECK_EVERY_S = 0.02

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        lock_timeout: float,
        while_loading: WhileLoading | None = None,
    ) -> None:
        self.state_lock = threading.Lock()
        self._checked_at = 0.0
        super().__init__(
            path, hold="writes", lock_timeout=lock_timeout, while_loading=while_loading
        )

    @contextmanager
    def run(
        self,
        kind: str,
        *,
        artifact: dict[str, Any] | None = None,
        parent_id: str | None = None,
    ) -> Iterator[RunWriter]:
        # Wait for the file (a terminal `semnet` may hold it) before taking the
        # lock, so that readers are never kept waiting for another process.
        with self.connection():
            cm = super().run(kind, artifact=artifact, parent_id=parent_id)
            with self.state_lock:
                writer = cm.__enter__()
            try:
                yield writer
            except BaseException as exc:
                with self.state_lock:
                    if not cm.__exit__(type(exc), exc, exc.__traceback__):
                        raise
            else:
                with self.state_lock:
                    cm.__exit__(None, None, None)

    def refresh(self) -> bool:
        with self.connection(), self.state_lock:
            return super().refresh()

    @contextmanager
    def connection(self) -> Iterator[Any]:
        """The connection for one job (writer thread). Closing it may touch the
        file (a checkpoint): the stamp after it is ours, unless the stored
        generation moved on, i.e. another process wrote since we last loaded."""
        opened = self._con is None and not self._in_run
        ours = False
        with super().connection() as con:
            yield con
            if opened and self._con is con:
                ours = stored_generation(con) == self.generation
        if opened and ours and self._con is None:
            self._stamp = self._file_stamp()
            self._checked_at = 0.0

    def changed_on_disk(self) -> bool:
        """Has the file changed since the last stamp (another process wrote)?
        Looked at (two `stat`s) at most every `CHECK_EVERY_S`: a burst of
        requests costs one look, and another process's write is seen
        within that time."""
        now = time.monotonic()
        if now - self._checked_at < self.CHECK_EVERY_S:
            return False
        changed = self._file_stamp() != self._stamp
        if not changed:
            self._checked_at = now
        return changed
