"""Handlers called directly on a server without a transport (what the e2e
tests check over stdio, here at the function level)."""

from __future__ import annotations

from typing import Any

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from seeded import Seeded
from semnet.graph.query.api import GraphAPI
from semnet.graph.store.edge_store import EdgeStore
from semnet.handlers import hover, references, requests
from semnet.server.lsp import SemnetServer


@pytest.fixture
async def server(seeded: Seeded) -> Any:
    ls = SemnetServer()
    folder = ls.add_folder(seeded.root.as_uri())
    assert folder is not None
    assert await folder.open_store(lambda exc: None)
    await folder.index_workspace(None)
    yield ls
    await ls.close_all()


async def test_requests(server: SemnetServer, seeded: Seeded) -> None:
    got = await requests.neighbors(
        server, {"endpoint": {"ref": f"node:{seeded.ids['paris']}"}, "direction": "in"}
    )
    assert got["endpoint"]["uri"] == seeded.uri("places/paris.md")
    assert {e["other"]["uri"] for e in got["edges"]} >= {seeded.uri("characters/anna.md")}
    with pytest.raises(JsonRpcInvalidParams, match="radius"):
        await requests.subgraph(
            server, {"endpoint": {"ref": f"node:{seeded.ids['paris']}"}, "radius": 9}
        )
    with pytest.raises(JsonRpcInvalidParams, match="params must be an object"):
        await requests.stats(server, [1, 2])
    assert (await requests.ping(server, None)) == {}
    # Neovim sends an empty Lua table `{}` as `[]`: it means "no params"
    assert (await requests.pending(server, [])) == (await requests.pending(server, {}))
    assert (await requests.stats(server, []))["nodes"] > 0


async def test_hover_and_references(server: SemnetServer, seeded: Seeded) -> None:
    uri = seeded.uri("places/paris.md")
    h = await hover.hover(
        server,
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=4, character=2),
        ),
    )
    assert h is not None and "**What points at this**" in h["contents"]["value"]
    locs = await references.references(
        server,
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=4, character=2),
            context=types.ReferenceContext(include_declaration=False),
        ),
    )
    assert {(loc.uri, loc.range.start.line) for loc in locs} == {(seeded.uri("book/one.md"), 8)}
    with pytest.raises(JsonRpcInvalidParams, match="not inside a workspace folder"):
        await hover.hover(
            server,
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri="file:///nowhere.md"),
                position=types.Position(line=0, character=0),
            ),
        )


def test_graph_api_pending_render_and_file_uris(seeded: Seeded) -> None:
    store = EdgeStore.for_workspace(seeded.root)
    try:
        api = GraphAPI(store, seeded.root, file_uris=True)
        pending = api.pending({})
        assert {e.id for e in pending.edges} == {
            seeded.edges[k] for k in ("contradicts", "dubious", "agrees", "in_tension")
        }
        assert pending.edges[0].weight >= pending.edges[-1].weight
        only = api.pending({"kinds": ["graded_as"]}).wire()
        assert [e["dst"]["ref"] for e in only["edges"]] == ["grade:dubious"]
        assert only["edges"][0]["src"]["uri"] == seeded.uri("facts/people.md")
        text = api.render({"endpoint": {"ref": f"node:{seeded.ids['paris']}"}, "perKind": 1}).text
        assert text.startswith("◆ Paris") and "… +" in text
        nb = api.neighbors({"endpoint": {"ref": f"node:{seeded.ids['paris']}"}}).wire()
        assert nb["endpoint"]["uri"] == seeded.uri("places/paris.md")
        # Without file_uris (the CLI), paths stay workspace-relative.
        assert (
            GraphAPI(store, seeded.root)
            .neighbors({"endpoint": {"ref": f"node:{seeded.ids['paris']}"}})
            .wire()["endpoint"]["uri"]
            == "places/paris.md"
        )
    finally:
        store.close()
