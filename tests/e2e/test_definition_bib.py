"""Go to definition on a citation key, over stdio, in a copy of `examples/`:
it lands on the key's entry in the multi-entry `bibliography.bib`, not on the
file's first line."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.store.edge_store import EdgeStore

from .support import CONFIG, PROFILES, doc_id, init_params, pos

pytestmark = [pytest.mark.e2e]

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest_lsp.fixture(config=CONFIG, params=PROFILES)
async def client(lsp_client: LanguageClient, request: Any, tmp_path: Path):
    root = tmp_path / "examples"
    shutil.copytree(EXAMPLES, root)
    store = EdgeStore.for_workspace(root)
    try:
        Indexer(store, root).index_workspace()
    finally:
        store.close()
    lsp_client.root = root  # type: ignore[attr-defined]
    await lsp_client.initialize_session(init_params(request.param, root))
    yield
    await lsp_client.shutdown_session()


async def test_definition_of_a_citation_key_is_its_bib_entry(client: LanguageClient):
    root: Path = client.root  # type: ignore[attr-defined]
    rel = "novella/05-the-file.md"
    text = (root / rel).read_text(encoding="utf-8")
    uri = (root / rel).as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="markdown", version=1, text=text
            )
        )
    )
    bib = (root / "bibliography.bib").read_text(encoding="utf-8").split("\n")
    entry = next(i for i, line in enumerate(bib) if line.startswith("@book{salisbury1977,"))
    assert entry > 0  # not the file's first entry
    line_no, line = next((i, t) for i, t in enumerate(text.split("\n")) if "@salisbury1977" in t)
    # The key's ASCII prefix has the same column in every position encoding.
    col = line.index("@salisbury1977")
    assert line[:col].isascii()
    loc = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc_id(uri), position=pos(line_no, col + 3))
    )
    assert isinstance(loc, types.Location)
    assert loc.uri == (root / "bibliography.bib").as_uri()
    assert loc.range.start.line == entry
