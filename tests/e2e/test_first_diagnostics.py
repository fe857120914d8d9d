"""An opened document gets its diagnostics before the store's graph is
loaded (from the part of the store it needs) and, on a folder the store knows
nothing of, before the first index pass is done (against the names of the
files' headers); the diagnostics after the load and the pass are the same.

The server holds its index load (`SEMNET_TEST_LOAD_GATE`) or its first index
pass (`SEMNET_TEST_INDEX_GATE`) until the test creates a gate file, so
"before" is a fact, not a race."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from .support import PROFILES, SERVER, init_params, make_client, seed_workspace, wait_for

GATE = "test-gate"
DOC = "book/one.md"
ADDED = "\nAnd [[Nowhere Else]] too, after [[Paris#History]].\n"
# What the document's problems are: the broken, ambiguous and unknown
# ones the fixture has, and the broken link the buffer adds; its links to a
# heading (`Paris#History`), a block (`people#^anna-born`), a titled note and
# a known citation key resolve.
WANT = [
    ("broken-link", "[[Nowhere]]"),
    ("ambiguous-link", "[[station]]"),
    ("unknown-citation", "@nobody"),
    ("broken-link", "[[Nowhere Else]]"),
]


def _expected(text: str) -> list[tuple[str, int, int]]:
    """(code, line, character) of each problem `WANT` names in `text`."""
    lines = text.split("\n")
    out = []
    for code, needle in WANT:
        if needle not in text:
            continue
        line = next(i for i, ln in enumerate(lines) if needle in ln)
        out.append((code, line, lines[line].index(needle)))
    return sorted(out)


def _problems(items: list[types.Diagnostic]) -> list[tuple[str, int, int]]:
    return sorted(
        (str(d.code), d.range.start.line, d.range.start.character)
        for d in items
        if d.source == "semnet" and str(d.code).endswith(("-link", "-citation"))
    )


def _config(env: str) -> ClientServerConfig:
    return ClientServerConfig(
        server_command=SERVER, client_factory=make_client, server_env={**os.environ, env: GATE}
    )


async def _open(client: LanguageClient, root: Path, added: str) -> tuple[str, str]:
    text = (root / DOC).read_text(encoding="utf-8") + added
    uri = (root / DOC).as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="markdown", version=1, text=text
            )
        )
    )
    return uri, text


async def _check(
    client: LanguageClient, root: Path, *, loaded_before: bool, added: str = ADDED
) -> None:
    uri, text = await _open(client, root, added)
    want = _expected(text)
    early = await wait_for(lambda: client.diagnostics.get(uri), 30, "early diagnostics")
    # The gate still holds: the graph is not loaded (or the pass not done).
    stats = asyncio.ensure_future(client.protocol.send_request_async("semnet/stats", {}))
    await asyncio.sleep(0.3)
    if loaded_before:
        assert (await stats)["nodes"] == 0  # the first pass has not written yet
    else:
        assert not stats.done()  # waits for the loaded graph
    assert _problems(early) == want
    (root / ".semnet" / GATE).touch()
    await asyncio.wait_for(stats, 60)

    async def indexed() -> bool:
        return (await client.protocol.send_request_async("semnet/stats", {}))["nodes"] > 0

    for _ in range(300):
        if await indexed():
            break
        await asyncio.sleep(0.1)
    # Once loaded and indexed, the same problems are shown.
    await wait_for(lambda: _problems(client.diagnostics.get(uri, [])) == want, 60, "final")


@pytest_lsp.fixture(config=_config("SEMNET_TEST_LOAD_GATE"), params=PROFILES[:1])
async def loading(lsp_client: LanguageClient, request: Any, tmp_path: Path):
    seeded = seed_workspace(tmp_path / "ws")
    lsp_client.root = seeded.root  # type: ignore[attr-defined]
    await lsp_client.initialize_session(init_params(request.param, seeded.root))
    yield
    (seeded.root / ".semnet" / GATE).touch()  # never leave the server waiting
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=_config("SEMNET_TEST_INDEX_GATE"), params=PROFILES[:1])
async def unindexed(lsp_client: LanguageClient, request: Any, tmp_path: Path):
    seeded = seed_workspace(tmp_path / "ws", index=False)
    lsp_client.root = seeded.root  # type: ignore[attr-defined]
    await lsp_client.initialize_session(init_params(request.param, seeded.root))
    yield
    (seeded.root / ".semnet").mkdir(exist_ok=True)
    (seeded.root / ".semnet" / GATE).touch()
    await lsp_client.shutdown_session()


async def test_diagnostics_before_the_store_loads(loading: LanguageClient):
    await _check(loading, loading.root, loaded_before=False)  # type: ignore[attr-defined]


async def test_diagnostics_before_the_store_loads_of_the_stored_text(loading: LanguageClient):
    """The buffer is the text the store holds: its recorded problems."""
    await _check(loading, loading.root, loaded_before=False, added="")  # type: ignore[attr-defined]


async def test_diagnostics_before_the_first_index_pass(unindexed: LanguageClient):
    await _check(unindexed, unindexed.root, loaded_before=True)  # type: ignore[attr-defined]
