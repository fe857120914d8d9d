"""The answers asked at every keystroke or cursor move, built as JSON
(completion lists, document symbols, hovers, definitions): what
lsprotocol's converter reads and writes back unchanged; document symbols
kept per document state and given anew once the document changes; links
resolved, and the previews of their targets, kept per store generation and
worked out anew after a commit, a rename or an edit of the target's buffer."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from lsprotocol import types
from seeded import Seeded
from semnet.handlers import completion, definition, hover, symbols
from semnet.handlers.convert import Encoded
from semnet.server.client import ClientFeatures
from semnet.server.folder import Folder
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


# -- hover and definition: links resolved and previews kept per store generation --------


def _at(text: str, line_text: str, what: str) -> types.Position:
    """The position inside `what` on the line that starts with `line_text`."""
    lines = text.split("\n")
    line = next(i for i, ln in enumerate(lines) if ln.startswith(line_text))
    return types.Position(line=line, character=lines[line].index(what) + 3)


async def _hover(ls: SemnetServer, uri: str, pos: types.Position) -> Any:
    return await hover.hover(
        ls, types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos)
    )


async def _definition(ls: SemnetServer, uri: str, pos: types.Position) -> Any:
    return await definition.definition(
        ls,
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos),
    )


def _folder(ls: SemnetServer) -> Folder:
    return next(iter(ls.folders.values()))


async def test_hover_and_definition_are_what_the_converter_writes(
    server: SemnetServer, seeded: Seeded
) -> None:
    uri = seeded.uri("book/one.md")
    pos = _at(seeded.text("book/one.md"), "Anna Karlovna met", "[[Paris")
    got = await _hover(server, uri, pos)
    assert isinstance(got, dict) and "The city." in got["contents"]["value"]
    _canonical(got, types.Hover)
    loc = await _definition(server, uri, pos)
    assert isinstance(loc, dict) and loc["uri"] == seeded.uri("places/paris.md")
    _canonical(loc, types.Location)


async def test_a_link_follows_a_commit_of_the_store(server: SemnetServer, seeded: Seeded) -> None:
    uri = seeded.uri("book/one.md")
    pos = _at(seeded.text("book/one.md"), "A broken", "[[Nowhere")
    assert await _definition(server, uri, pos) is None
    assert "broken link" in (await _hover(server, uri, pos))["contents"]["value"]
    await _folder(server).write({"places/nowhere.md": "# Nowhere\n\nA town on no map.\n"})
    loc = await _definition(server, uri, pos)
    assert loc is not None and loc["uri"] == seeded.uri("places/nowhere.md")
    assert "A town on no map." in (await _hover(server, uri, pos))["contents"]["value"]


async def test_a_link_follows_a_rename(server: SemnetServer, seeded: Seeded) -> None:
    uri = seeded.uri("book/one.md")
    pos = _at(seeded.text("book/one.md"), "Anna Karlovna met", "[[Paris")
    assert (await _definition(server, uri, pos))["uri"] == seeded.uri("places/paris.md")
    before = (await _hover(server, uri, pos))["contents"]["value"]
    assert "`places/paris.md`" in before
    text = seeded.text("places/paris.md")
    (seeded.root / "places" / "paris.md").rename(seeded.root / "places" / "city.md")
    await _folder(server).write({"places/paris.md": None, "places/city.md": text})
    assert (await _definition(server, uri, pos))["uri"] == seeded.uri("places/city.md")
    after = (await _hover(server, uri, pos))["contents"]["value"]
    assert "`places/city.md`" in after and "`places/paris.md`" not in after


async def test_a_link_preview_follows_its_target(server: SemnetServer, seeded: Seeded) -> None:
    uri = seeded.uri("book/one.md")
    pos = _at(seeded.text("book/one.md"), "Anna Karlovna met", "[[Paris")

    async def shown() -> str:
        return str((await _hover(server, uri, pos))["contents"]["value"])

    assert "The city." in await shown()
    assert "The city." in await shown()  # kept: the same again
    paris = seeded.uri("places/paris.md")
    text = seeded.text("places/paris.md")
    # The target open, with unsaved text: its buffer is what is shown.
    await _open(server, paris, text.replace("The city.", "The town."))
    assert "The town." in await shown()
    server.change_document(paris, text.replace("The city.", "The village."), 2)
    await asyncio.sleep(server.settings.debounce_ms / 1000 + 0.05)
    await asyncio.gather(*server.tasks)  # its live view followed the change
    assert "The village." in await shown()
    server.close_document(paris)
    await asyncio.gather(*server.tasks)
    assert "The city." in await shown()
    # A commit of the store with new text for it.
    await _folder(server).write({"places/paris.md": text.replace("The city.", "The capital.")})
    got = await shown()
    assert "The capital." in got and "The city." not in got


async def test_an_edit_of_the_link_changes_its_answer(server: SemnetServer, seeded: Seeded) -> None:
    rel = "book/one.md"
    uri = seeded.uri(rel)
    text = seeded.text(rel)
    await _open(server, uri, text)
    pos = _at(text, "A broken", "[[Nowhere")
    assert await _definition(server, uri, pos) is None
    server.change_document(uri, text.replace("[[Nowhere]]", "[[Anna]]   "), 2)
    loc = await _definition(server, uri, pos)
    assert loc is not None and loc["uri"] == seeded.uri("characters/anna.md")


async def test_previews_made_ahead_follow_their_targets(
    server: SemnetServer, seeded: Seeded
) -> None:
    uri = seeded.uri("book/one.md")
    text = seeded.text("book/one.md")
    paris = _at(text, "Anna Karlovna met", "[[Paris")
    anna = _at(text, "Привет", "[[Anna")
    assert "The city." in (await _hover(server, uri, paris))["contents"]["value"]
    # Anna's preview was made with Paris's (a link nearby): her note's buffer wins.
    anna_uri = seeded.uri("characters/anna.md")
    anna_text = seeded.text("characters/anna.md")
    await _open(server, anna_uri, anna_text.replace("Translator in", "Interpreter in"))
    assert "Interpreter in" in (await _hover(server, uri, anna))["contents"]["value"]
    server.close_document(anna_uri)
    await asyncio.gather(*server.tasks)
    assert "Translator in" in (await _hover(server, uri, anna))["contents"]["value"]
    await _folder(server).write(
        {"characters/anna.md": anna_text.replace("Translator in", "Teacher in")}
    )
    assert "Teacher in" in (await _hover(server, uri, anna))["contents"]["value"]
