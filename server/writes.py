"""`WriteQueue`: the texts waiting to be written into one folder's store,
coalesced per document, written in one index pass after a delay, and kept
for a retry when another process holds the store.

A text is the editor's buffer or a file's text on disk; None means the file
is gone. A document put twice before the pass is written once, with its
latest text. The pass itself (`write`) runs on the folder's writer thread.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from semnet.graph.errors import StoreLockedError

log = logging.getLogger("semnet.server")

Batch = dict[str, str | None]
"""Texts by workspace-relative path (None: the file is gone)."""

RETRY_S = 2.0


class WriteQueue:
    """The pending writes of one folder.

    Args:
        write: writes a batch (one index pass on the writer thread).
        ready: whether the store can take writes yet (open, first pass done);
            until then a due batch stays queued.
        spawn: runs a coroutine in the background (the server keeps it alive).
        written: called after each batch that was written.
        held: called when another process held the store (the batch is retried).
        failed: called when a batch could not be written (it is dropped).
        retry_s: how long to wait before retrying a held batch.
    """

    def __init__(
        self,
        write: Callable[[Batch], Awaitable[Any]],
        *,
        ready: Callable[[], bool],
        spawn: Callable[[Coroutine[Any, Any, None]], Any],
        written: Callable[[Batch], Awaitable[None]],
        held: Callable[[StoreLockedError], None],
        failed: Callable[[Batch, Exception], None],
        retry_s: float = RETRY_S,
    ) -> None:
        self._write = write
        self._ready = ready
        self._spawn = spawn
        self._written = written
        self._held = held
        self._failed = failed
        self._retry_s = retry_s
        self._pending: Batch = {}
        self._timer: asyncio.TimerHandle | None = None

    def __len__(self) -> int:
        return len(self._pending)

    def __contains__(self, rel: object) -> bool:
        return rel in self._pending

    def put(self, rel: str, text: str | None) -> None:
        """Queue a document's text (replacing any text queued for it before)."""
        self._pending[rel] = text

    def schedule(self, delay: float) -> None:
        """Write what is queued `delay` seconds from now (a later call moves it)."""
        self.cancel()
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(delay, lambda: self._spawn(self.run()))

    def cancel(self) -> None:
        """Stop the scheduled write (what is queued stays queued)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    async def run(self) -> None:
        """Write what is queued now, in one pass; when the store is held, queue
        it again (behind anything put meanwhile) and retry after `retry_s`."""
        self._timer = None
        if not self._pending or not self._ready():
            return
        batch = self._take()
        try:
            await self._write(batch)
        except StoreLockedError as exc:
            for rel, text in batch.items():
                self._pending.setdefault(rel, text)
            self._held(exc)
            self.schedule(self._retry_s)
            return
        except Exception as exc:
            log.exception("index pass failed")
            self._failed(batch, exc)
            return
        await self._written(batch)

    async def flush(self) -> None:
        """Write what is queued now, once, without a retry (at shutdown); a
        failure is raised to the caller."""
        self.cancel()
        if self._pending:
            await self._write(self._take())

    def _take(self) -> Batch:
        batch = self._pending
        self._pending = {}
        return batch
