"""The document tracker: buffers and versions, the debounce of edits, live
views over the real store, and lines as the editor sees them."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from seeded import Seeded
from semnet.server.documents import DocumentTracker, is_markdown
from semnet.server.folder import Folder
from semnet.server.lsp import SemnetServer


async def settle_loop(rounds: int = 5) -> None:
    for _ in range(rounds):
        await asyncio.sleep(0)


def test_buffers_and_versions(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text("# On disk\n\nsecond\n", encoding="utf-8")
    docs = DocumentTracker(tmp_path)
    docs.take("a.md", "# Typed\n", 1)
    docs.take("a.md", "# Typed again\n\nmore\n", 7)
    assert docs.text("a.md") == "# Typed again\n\nmore\n" and docs.is_open("a.md")
    assert dict(docs.versions) == {"a.md": 7}
    # The buffer, not the disk, is what the editor sees.
    assert docs.line_of("a.md", 0) == "# Typed again" and docs.line_of("a.md", 9) == ""
    with pytest.raises(TypeError):
        docs.versions["a.md"] = 8  # type: ignore[index]
    docs.close("a.md")
    assert docs.text("a.md") is None and not docs.is_open("a.md")
    assert dict(docs.versions) == {}
    # Closed: the file on disk again.
    assert docs.line_of("a.md", 0) == "# On disk" and docs.disk_text("b.md") is None


def test_what_the_graph_reads() -> None:
    assert is_markdown("book/One.MD") and is_markdown("refs.bib")
    assert not is_markdown("notes.txt") and not is_markdown(".semnet/x.md")


async def test_only_the_last_of_quick_edits_updates_the_live_view(tmp_path: Path) -> None:
    docs = DocumentTracker(tmp_path)
    calls: list[str] = []
    docs.take("a.md", "one", 1)
    docs.debounce("a.md", 0, lambda: calls.append("first"))
    docs.take("a.md", "two", 2)
    docs.debounce("a.md", 0, lambda: calls.append("second"))
    assert docs.waiting("a.md")
    await settle_loop()
    assert calls == ["second"] and not docs.waiting("a.md")


async def test_settle_and_close_cancel_a_waiting_update(tmp_path: Path) -> None:
    docs = DocumentTracker(tmp_path)
    calls: list[str] = []
    docs.take("a.md", "one", 1)
    docs.debounce("a.md", 0, lambda: calls.append("a"))
    # A request reads the buffer before the delay: it brings the view up to date itself.
    assert docs.settle("a.md") is True
    assert docs.settle("a.md") is False
    docs.take("b.md", "bee", 1)
    docs.debounce("b.md", 0, lambda: calls.append("b"))
    docs.close("b.md")
    await settle_loop()
    assert calls == [] and not docs.waiting("b.md")


@pytest.fixture
async def folder(seeded: Seeded) -> AsyncIterator[Folder]:
    ls = SemnetServer()
    got = ls.add_folder(seeded.root.as_uri())
    assert got is not None
    assert await got.open_store(lambda exc: None)
    await got.index_workspace(None)
    yield got
    await ls.close_all()


async def test_live_views_over_the_store(folder: Folder, seeded: Seeded) -> None:
    docs = folder.documents
    stored = seeded.text("places/paris.md")
    docs.take("places/paris.md", stored, 1)
    docs.take("drafts/new.md", "# Draft\n\nA new paragraph.\n", 1)
    async with folder.reading() as view:
        # The store holds paris.md's very text; the draft is not in it yet.
        assert docs.build_all(view) == ["drafts/new.md"]
        paris = docs.live["places/paris.md"]
        assert paris.in_store and docs.node_ids("places/paris.md")
        assert view.node_at("places/paris.md", 4) == f"node:{seeded.ids['history']}"
    # A line typed at the top: the live view follows, its lines move, ids stay.
    docs.take("places/paris.md", "A new first line.\n\n" + stored, 2)
    async with folder.reading() as view:
        assert docs.follow("places/paris.md", view) is True
        assert view.node_at("places/paris.md", 6) == f"node:{seeded.ids['history']}"
    assert not docs.live["places/paris.md"].in_store
    assert folder.line_of("places/paris.md", 0) == "A new first line."
    # An edit within a paragraph's line moves nothing.
    edited = stored.replace("older stories", "older tales")
    docs.take("places/paris.md", "A new first line.\n\n" + edited, 3)
    async with folder.reading() as view:
        assert docs.follow("places/paris.md", view) is False
    assert folder.line_of("places/paris.md", 8) == "Old streets, older tales."
    assert dict(docs.versions) == {"places/paris.md": 3, "drafts/new.md": 1}
