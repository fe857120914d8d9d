"""Another process (a terminal `semnet`) writes the store while the server has
it open: the server's next read sees the write, whatever the writer thread was
doing at the time and however many reads come at once."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest
from seeded import Seeded
from semnet.server.folder import Folder
from semnet.server.lsp import SemnetServer

WRITE = textwrap.dedent(
    """
    import sys
    from semnet.graph.model import Edge
    from semnet.graph.store.edge_store import EdgeStore
    store = EdgeStore.for_workspace(sys.argv[1], lock_timeout=30)
    try:
        with store.run("judge") as run:
            run.assert_edge(Edge(src=sys.argv[2], dst=sys.argv[3], kind="contradicts",
                                 origin="judged", reason="from the terminal"))
    finally:
        store.close()
    """
)


async def opened(seeded: Seeded) -> tuple[SemnetServer, Folder]:
    ls = SemnetServer()
    folder = ls.add_folder(seeded.root.as_uri())
    assert folder is not None
    assert await folder.open_store(lambda exc: None)
    await folder.index_workspace(None)
    return ls, folder


def two_paragraphs(folder: Folder) -> tuple[str, str]:
    assert folder.store is not None
    paras = sorted(n.id for n in folder.store.nodes.values() if n.kind == "paragraph")
    return f"node:{paras[0]}", f"node:{paras[-1]}"


def write_from_a_terminal(root: Path, src: str, dst: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", WRITE, str(root), src, dst], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


async def terminal_reasons(folder: Folder, src: str) -> list[str]:
    async with folder.reading() as view:
        return [
            e.reason or ""
            for e in view.index.touching(src)
            if e.expired_at is None and e.reason == "from the terminal"
        ]


@pytest.mark.slow
async def test_a_write_during_a_read_job_is_seen_after_it(seeded: Seeded) -> None:
    """The writer thread reads DuckDB (history, similarity) while the terminal
    writes: the file it leaves behind is not taken for its own."""
    ls, folder = await opened(seeded)
    try:
        src, dst = two_paragraphs(folder)
        assert folder.store is not None
        store = folder.store
        gate = threading.Event()

        def read_job() -> None:
            assert gate.wait(60)
            store.history("no-such-edge")  # opens and closes the file

        job = asyncio.ensure_future(folder.read_store(read_job))
        await asyncio.sleep(0)
        write_from_a_terminal(seeded.root, src, dst)
        gate.set()
        await job
        await asyncio.sleep(store.CHECK_EVERY_S * 2)
        assert await terminal_reasons(folder, src) == ["from the terminal"]
    finally:
        await ls.close_all()


@pytest.mark.slow
async def test_reads_that_come_together_all_see_the_write(seeded: Seeded) -> None:
    """Several requests at once after a terminal's write: the first reloads,
    the others wait for that reload instead of answering from the old graph."""
    ls, folder = await opened(seeded)
    try:
        src, dst = two_paragraphs(folder)
        write_from_a_terminal(seeded.root, src, dst)
        assert folder.store is not None
        await asyncio.sleep(folder.store.CHECK_EVERY_S * 2)
        got = await asyncio.gather(*(terminal_reasons(folder, src) for _ in range(4)))
        assert got == [["from the terminal"]] * 4
    finally:
        await ls.close_all()
