"""Shared pieces of the end-to-end tests: the fixture workspace with judged
edges, a pytest-lsp client that keeps JSON objects as dicts, and waits."""

from __future__ import annotations

import asyncio
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import register_lsp_features
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import Edge
from semnet.graph.store import EdgeStore
from semnet.server.lsp import json_converter

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "lsp"
PROFILES = ["visual_studio_code", "neovim"]
SERVER = [sys.executable, "-m", "semnet.server", "serve"]


@dataclass
class Seeded:
    """The fixture workspace, indexed, with the edges the tests look for."""

    root: Path
    ids: dict[str, str]  # name -> node id
    edges: dict[str, str]  # name -> edge id

    def uri(self, rel: str) -> str:
        return (self.root / rel).as_uri()

    def text(self, rel: str) -> str:
        return (self.root / rel).read_text(encoding="utf-8")


def seed_workspace(dest: Path, *, index: bool = True, edges: bool = True) -> Seeded:
    """Copy the fixture to `dest`, index it, and add judged/promoted stance and
    verdict edges straight into the store (as a judge would)."""
    shutil.copytree(FIXTURE, dest)
    ids: dict[str, str] = {}
    edge_ids: dict[str, str] = {}
    if not index:
        return Seeded(dest, ids, edge_ids)
    store = EdgeStore.for_workspace(dest)
    try:
        Indexer(store, dest).index_workspace()
        by = {(n.uri, n.ord): n.id for n in store.nodes.values()}
        ids = {
            "born1871": by[("facts/people.md", 2)],
            "born1874": by[("facts/people.md", 3)],
            "file1874": by[("book/two.md", 2)],
            "wire": by[("book/two.md", 3)],
            "see": by[("book/one.md", 3)],
            "met": by[("book/one.md", 2)],
            "nothing": by[("book/two.md", 4)],
            "paris": by[("places/paris.md", 0)],
            "history": by[("places/paris.md", 3)],
            "anna": by[("characters/anna.md", 0)],
            "telegram": by[("book/one.md", 8)],
            "cyrillic": by[("book/one.md", 6)],
        }
        if edges:
            with store.run("judge", artifact={"test": "seed"}) as run:
                e = run.assert_edge(
                    Edge(
                        src=f"node:{ids['born1871']}",
                        dst=f"node:{ids['file1874']}",
                        kind="contradicts",
                        origin="judged",
                        weight=0.8,
                        reason="years differ (1871 vs 1874)",
                    )
                )
                edge_ids["contradicts"] = e.id
                e = run.assert_edge(
                    Edge(
                        src=f"node:{ids['born1874']}",
                        dst="grade:dubious",
                        kind="graded_as",
                        origin="judged",
                        reason="one source only",
                    )
                )
                edge_ids["dubious"] = e.id
                e = run.assert_edge(
                    Edge(
                        src=f"node:{ids['wire']}",
                        dst=f"node:{ids['see']}",
                        kind="qualifies",
                        origin="promoted",
                        reason="the wire came late",
                    )
                )
                edge_ids["qualifies"] = e.id
                e = run.assert_edge(
                    Edge(
                        src=f"node:{ids['met']}",
                        dst=f"node:{ids['see']}",
                        kind="agrees",
                        origin="judged",
                    )
                )
                edge_ids["agrees"] = e.id
                e = run.assert_edge(
                    Edge(
                        src=f"node:{ids['born1874']}",
                        dst=f"node:{ids['telegram']}",
                        kind="in_tension",
                        origin="judged",
                        reason="the telegram says otherwise",
                    )
                )
                edge_ids["in_tension"] = e.id
    finally:
        store.close()
    return Seeded(dest, ids, edge_ids)


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
