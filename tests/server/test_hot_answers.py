"""The answers asked at every keystroke or cursor move, built as JSON
(completion lists, document symbols): what lsprotocol's converter reads
and writes back unchanged, and document symbols kept per document state
and given anew once the document changes."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from lsprotocol import types
from seeded import Seeded
from semnet.handlers import completion, symbols
from semnet.handlers.convert import Encoded
from semnet.server.client import ClientFeatures
from semnet.server.lsp import SemnetServer, json_converter


@pytest.fixture
async def server(seeded: Seeded) -> Any:
    ls = SemnetServer()
    ls.client = ClientFeatures(
        types.ClientCapabilities(
            text_document=types.TextDocumentClientCapabilities(
                document_symbol=types.DocumentSymbolClientCapabilities(
                    hierarchical_document_symbol_support=True
                )
            )
        )
    )
    folder = ls.add_folder(seeded.root.as_uri())
    assert folder is not None
    assert await folder.open_store(lambda exc: None)
    await folder.index_workspace(None)
    yield ls
    await ls.close_all()


def _canonical(value: Any, typ: Any) -> None:
    """`value` is the JSON lsprotocol's converter writes for `typ`."""
    conv = json_converter()
    assert conv.unstructure(conv.structure(value, typ), typ) == value


async def _open(ls: SemnetServer, uri: str, text: str) -> None:
    ls.open_document(uri, text, 1)
    await asyncio.gather(*ls.tasks)  # its live view built


async def _symbols(ls: SemnetServer, uri: str) -> Any:
    got = await symbols.document_symbol(
        ls, types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert isinstance(got, Encoded)
    return got


def _names(syms: list[dict[str, Any]]) -> list[str]:
    out: list[str] = []
    for s in syms:
        out.append(s["name"])
        out.extend(_names(s.get("children", [])))
    return out


async def test_document_symbols_are_kept_until_the_document_changes(
    server: SemnetServer, seeded: Seeded
) -> None:
    rel = "places/paris.md"
    uri = seeded.uri(rel)
    text = seeded.text(rel)
    await _open(server, uri, text)
    first = await _symbols(server, uri)
    syms = json.loads(first)
    assert "History" in _names(syms)
    _canonical(syms, list[types.DocumentSymbol])
    assert await _symbols(server, uri) is first  # nothing changed: the same answer

    server.change_document(uri, text + "\n## Later years\n\nMore.\n", 2)
    second = json.loads(await _symbols(server, uri))
    assert _names(second) == [*_names(syms), "Later years"]

    # The same version number with other text (a client's slip) is a change too.
    server.change_document(uri, text.replace("## History", "## Chronicle"), 2)
    third = json.loads(await _symbols(server, uri))
    assert "Chronicle" in _names(third) and "History" not in _names(third)


async def test_document_symbols_follow_the_store(server: SemnetServer, seeded: Seeded) -> None:
    rel = "places/paris.md"
    uri = seeded.uri(rel)
    await _open(server, uri, seeded.text(rel))
    before = await _symbols(server, uri)
    folder = next(iter(server.folders.values()))
    assert folder.store is not None
    folder.store.generation += 1  # as a committed run does
    after = await _symbols(server, uri)
    assert after is not before and json.loads(after) == json.loads(before)


async def test_a_completion_list_is_what_the_converter_writes(
    server: SemnetServer, seeded: Seeded
) -> None:
    rel = "book/one.md"
    uri = seeded.uri(rel)
    text = seeded.text(rel) + "\nSee [[Pa\n"
    await _open(server, uri, text)
    line = text.count("\n") - 1
    got = await completion.completion(
        server,
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=line, character=len("See [[Pa")),
        ),
    )
    assert isinstance(got, dict)
    assert "Paris" in {i["label"] for i in got["items"]}
    _canonical(got, types.CompletionList)
