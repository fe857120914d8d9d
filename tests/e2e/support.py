"""Shared pieces of the end-to-end tests: the fixture workspace with judged
edges, a pytest-lsp client that keeps JSON objects as dicts, and waits."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import register_lsp_features
from seeded import FIXTURE, Seeded, seed_workspace  # noqa: F401  (re-exported for the e2e tests)
from semnet.server.lsp import json_converter

PROFILES = ["visual_studio_code", "neovim"]
SERVER = [sys.executable, "-m", "semnet.server", "serve"]


def client_converter() -> Any:
    """The server's converter, plus a fix for lsprotocol's reading of code
    actions: it takes any item with a `command` for a bare `Command`, though a
    `CodeAction` carries its command as an object (VS Code tells them apart by
    the type of `command`, as here)."""
    from typing import Union

    conv = json_converter()

    def code_action(obj: Any, _: Any) -> Any:
        if isinstance(obj.get("command"), str):
            return conv.structure(obj, types.Command)
        return conv.structure(obj, types.CodeAction)

    conv.register_structure_hook(Union[types.Command, types.CodeAction], code_action)  # noqa: UP007
    return conv


def make_client() -> LanguageClient:
    client = LanguageClient(converter_factory=client_converter)
    register_lsp_features(client)

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: Any) -> None:
        return None

    @client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
    def code_lens_refresh(params: Any) -> None:
        return None

    return client


CONFIG = ClientServerConfig(server_command=SERVER, client_factory=make_client)


def init_params(
    profile: str, root: Path, options: dict[str, Any] | None = None
) -> types.InitializeParams:
    return types.InitializeParams(
        capabilities=client_capabilities(profile),
        workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name=root.name)],
        root_uri=root.as_uri(),
        initialization_options=options,
    )


async def wait_for(check: Callable[[], Any], timeout: float = 20.0, what: str = "condition") -> Any:
    """Poll until `check()` is truthy (the server works in the background)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        got = check()
        if got:
            return got
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.02)


def progress_ended(client: LanguageClient) -> list[Any] | None:
    """The reports of a work-done progress the server has ended (its first
    index pass), if any."""
    for reports in client.progress_reports.values():
        if reports and isinstance(reports[-1], types.WorkDoneProgressEnd):
            return reports
    return None


def diags(client: LanguageClient, uri: str, code: str | None = None) -> list[types.Diagnostic]:
    out = list(client.diagnostics.get(uri, []))
    return [d for d in out if code is None or d.code == code]


def open_doc(client: LanguageClient, seeded: Seeded, rel: str, version: int = 1) -> str:
    uri = seeded.uri(rel)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="markdown", version=version, text=seeded.text(rel)
            )
        )
    )
    return uri


def utf_units(text: str, encoding: str) -> int:
    """A string's length in a position encoding's units."""
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    if encoding == "utf-32":
        return len(text)
    return len(text.encode("utf-16-le")) // 2


def pos(line: int, character: int) -> types.Position:
    return types.Position(line=line, character=character)


def doc_id(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)
