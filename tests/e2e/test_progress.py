"""Indexing a folder the first time: work-done progress (begin, percentages,
end), and requests sent meanwhile wait for it rather than fail."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient
from semnet.bench.fixture import generate_fixture

from .support import CONFIG, PROFILES, init_params, progress_ended, wait_for

pytestmark = [pytest.mark.e2e]


@pytest_lsp.fixture(config=CONFIG, params=PROFILES)
async def client(lsp_client: LanguageClient, request: Any, tmp_path: Path):
    root = tmp_path / "fresh"
    generate_fixture(root, books=1, chapters=8, paragraphs=100, languages=("en", "ru"), seed=3)
    lsp_client.root = root  # type: ignore[attr-defined]
    await lsp_client.initialize_session(init_params(request.param, root))
    yield
    await lsp_client.shutdown_session()


async def test_progress_while_indexing_and_requests_wait(client: LanguageClient):
    root: Path = client.root  # type: ignore[attr-defined]
    chapter = sorted(root.glob("book-*/*.md"))[0]
    # Sent while the first index pass runs: answered once it is done.
    early = asyncio.ensure_future(
        client.protocol.send_request_async(
            "semnet/neighbors",
            {
                "endpoint": {
                    "textDocument": {"uri": chapter.as_uri()},
                    "position": {"line": 6, "character": 0},
                }
            },
        )
    )
    stats = asyncio.ensure_future(client.protocol.send_request_async("semnet/stats", {}))

    reports = await wait_for(lambda: progress_ended(client), timeout=120, what="progress end")
    assert isinstance(reports[0], types.WorkDoneProgressBegin)
    assert reports[0].title.startswith("Indexing") and reports[0].percentage == 0
    middle = [r for r in reports if isinstance(r, types.WorkDoneProgressReport)]
    assert [r.percentage for r in middle] == sorted(r.percentage for r in middle)
    # The steps after parsing are reported, in order, below 100 %: the bar
    # does not sit full while the pass still resolves links and writes.
    steps = [r.message for r in middle if r.message in ("resolving links", "writing the store")]
    assert steps == ["resolving links", "writing the store"]
    assert all((r.percentage or 0) < 100 for r in middle)
    assert any(r.message and r.message.endswith(".md") for r in middle)
    assert "files" in reports[-1].message
    got = await asyncio.wait_for(early, 60)
    assert got["endpoint"]["uri"] == chapter.as_uri() and got["endpoint"]["kind"] in (
        "paragraph",
        "subchapter",
        "chapter",
    )
    assert (await asyncio.wait_for(stats, 60))["nodes"] >= 0
    after = await client.protocol.send_request_async("semnet/stats", {})
    assert after["nodesByKind"]["paragraph"] >= 800
