"""The write queue: texts coalesced per document, one pass per batch, a batch
kept and retried while another process holds the store."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from seeded import Seeded
from semnet.graph.errors import StoreLockedError
from semnet.server.lsp import SemnetServer
from semnet.server.writes import Batch, WriteQueue


async def until(check: Callable[[], Any], what: str, timeout: float = 30.0) -> None:
    """Let the loop run until `check()` holds (the queue works in the background)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.01)


class Target:
    """A write target that records each batch (and may refuse the first ones)."""

    def __init__(self, refuse: list[Exception] | None = None) -> None:
        self.attempts: list[Batch] = []
        self.written: list[Batch] = []
        self.held: list[StoreLockedError] = []
        self.failed: list[tuple[Batch, Exception]] = []
        self.refuse = list(refuse or [])
        self.ready = True
        self.tasks: set[asyncio.Task[None]] = set()

    async def write(self, batch: Batch) -> None:
        self.attempts.append(dict(batch))
        if self.refuse:
            raise self.refuse.pop(0)

    async def on_written(self, batch: Batch) -> None:
        self.written.append(dict(batch))

    def spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def queue(self, retry_s: float = 0.0) -> WriteQueue:
        return WriteQueue(
            self.write,
            ready=lambda: self.ready,
            spawn=self.spawn,
            written=self.on_written,
            held=self.held.append,
            failed=lambda batch, exc: self.failed.append((dict(batch), exc)),
            retry_s=retry_s,
        )


async def test_a_document_put_twice_is_written_once_with_its_latest_text() -> None:
    t = Target()
    q = t.queue()
    q.put("a.md", "one")
    q.put("b.md", "bee")
    q.put("a.md", "two")
    q.put("gone.md", None)
    assert len(q) == 3 and "a.md" in q
    await q.run()
    assert t.attempts == [{"a.md": "two", "b.md": "bee", "gone.md": None}]
    assert t.written == t.attempts
    assert not q
    await q.run()  # nothing queued: no pass
    assert len(t.attempts) == 1


async def test_a_scheduled_write_moves_with_each_schedule_and_waits_until_ready() -> None:
    t = Target()
    t.ready = False
    q = t.queue()
    q.put("a.md", "one")
    q.schedule(0)
    q.schedule(0)
    await until(lambda: not t.tasks, "the scheduled run")
    await asyncio.sleep(0.05)
    assert t.attempts == [] and "a.md" in q  # not ready: still queued
    t.ready = True
    q.schedule(0)
    await until(lambda: t.written, "the write once ready")
    assert t.attempts == [{"a.md": "one"}]


async def test_a_held_store_keeps_the_batch_and_retries_it_behind_newer_texts() -> None:
    t = Target(refuse=[StoreLockedError("/ws/.semnet/graph.duckdb", None)])
    q = t.queue(retry_s=0.0)
    q.put("a.md", "one")
    q.put("b.md", "bee")
    await q.run()
    assert len(t.held) == 1 and t.written == []
    # Typed meanwhile: the newer text wins over the one being retried.
    q.put("a.md", "two")
    await until(lambda: t.written, "the retry")
    assert t.attempts == [{"a.md": "one", "b.md": "bee"}, {"a.md": "two", "b.md": "bee"}]
    assert t.written == [{"a.md": "two", "b.md": "bee"}]


async def test_a_failed_batch_is_reported_and_dropped() -> None:
    t = Target(refuse=[ValueError("bad text")])
    q = t.queue()
    q.put("a.md", "one")
    await q.run()
    assert [(b, str(e)) for b, e in t.failed] == [({"a.md": "one"}, "bad text")]
    assert not q and t.written == [] and t.held == []


async def test_flush_writes_what_is_queued_at_once() -> None:
    t = Target()
    q = t.queue()
    q.put("a.md", "one")
    q.schedule(60)
    await q.flush()
    assert t.attempts == [{"a.md": "one"}] and not q
    await asyncio.sleep(0.05)
    assert len(t.attempts) == 1  # the scheduled run was cancelled


HOLD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from semnet.graph.store.edge_store import EdgeStore
    store = EdgeStore(sys.argv[1])  # holds the file until it closes
    Path(sys.argv[2]).write_text("held")
    while not Path(sys.argv[3]).exists():
        time.sleep(0.02)
    store.close()
    """
)


@pytest.mark.slow
async def test_a_folder_retries_a_write_while_a_terminal_holds_its_store(
    seeded: Seeded, tmp_path: Path
) -> None:
    """The real thing: another process holds the DuckDB file; the folder's
    pass is held, kept, and lands once the file is free."""
    from semnet.graph.manuscript.indexer import file_hash

    ls = SemnetServer()
    ls.apply_settings({"lockTimeout": 0})
    folder = ls.add_folder(seeded.root.as_uri())
    assert folder is not None
    assert await folder.open_store(lambda exc: None)
    await folder.index_workspace(None)
    held, free = tmp_path / "held", tmp_path / "free"
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(folder.store_path), str(held), str(free)]
    )
    try:
        await until(held.exists, "the other process to hold the store")
        text = seeded.text("places/paris.md") + "\nA new paragraph written while held.\n"
        folder.writes.put("places/paris.md", text)
        await folder.writes.run()
        assert "places/paris.md" in folder.writes  # held: kept for the retry

        async def stored_hash() -> Any:
            async with folder.reading() as view:  # not while the writer commits
                f = view.file_node("places/paris.md")
                return (f.attrs or {}).get("file_hash") if f is not None else None

        want = file_hash(text.encode("utf-8"))
        assert await stored_hash() != want
        free.write_text("go")
        assert proc.wait(timeout=60) == 0
        for _ in range(3000):
            if await stored_hash() == want:
                break
            await asyncio.sleep(0.01)
        assert await stored_hash() == want, "the retried pass did not land"
        assert not folder.writes
    finally:
        free.write_text("go")
        proc.wait(timeout=60)
        await ls.close_all()
