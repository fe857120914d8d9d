"""`semnet mcp` over stdio, through the official SDK's own client: it lists
semnet's tools and notes, every tool answers what `semnet graph … --json`
prints for the same question, errors are tool errors, and `--allow-writes`
adds promote and dismiss (which change the store)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from .support import seed_workspace

pytestmark = [pytest.mark.e2e]

READ_TOOLS = {
    "neighbors", "contradicting", "subgraph", "paths", "history", "grounding", "pending", "search",
}  # fmt: skip


@asynccontextmanager
async def mcp_session(root: Path, *flags: str) -> AsyncIterator[ClientSession]:
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "semnet.server", "mcp", "--root", str(root), *flags]
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        yield session


def cli(root: Path, *args: str) -> Any:
    got = subprocess.run(
        [sys.executable, "-m", "semnet.server", "graph", *args, "--root", str(root), "--json"],
        capture_output=True, text=True, timeout=120, cwd=root,
    )  # fmt: skip
    assert got.returncode == 0, got.stderr
    return json.loads(got.stdout)


async def call(session: ClientSession, tool: str, **arguments: Any) -> Any:
    result = await session.call_tool(tool, arguments)
    assert not result.is_error, result.content
    # the same JSON as structured content and as the text for clients without it
    text = json.loads(result.content[0].text)  # type: ignore[union-attr]
    assert result.structured_content == text
    return text


async def test_mcp_tools_answer_as_the_cli(tmp_path: Path) -> None:
    seeded = seed_workspace(tmp_path / "ws")
    root = seeded.root
    born = f"node:{seeded.ids['born1871']}"
    paris = f"node:{seeded.ids['paris']}"
    anna = f"node:{seeded.ids['anna']}"
    async with mcp_session(root) as s:
        tools = {t.name: t for t in (await s.list_tools()).tools}
        assert set(tools) == READ_TOOLS  # read-only by default
        assert all(t.annotations and t.annotations.read_only_hint for t in tools.values())
        assert "endpoint" in tools["neighbors"].input_schema["properties"]

        same = [
            (await call(s, "neighbors", endpoint=born), cli(root, "neighbors", born)),
            (
                await call(s, "neighbors", endpoint="facts/people.md:3", direction="out"),
                cli(root, "neighbors", "facts/people.md:3", "--direction", "out"),
            ),
            (await call(s, "contradicting", endpoint=born), cli(root, "contradicting", born)),
            (
                await call(s, "subgraph", endpoint=born, radius=2),
                cli(root, "subgraph", born, "--radius", "2"),
            ),
            (
                await call(s, "paths", source=anna, target=paris, direction="both"),
                cli(root, "paths", anna, paris, "--direction", "both"),
            ),
            (await call(s, "history", target=born), cli(root, "history", born)),
            (
                await call(s, "history", target=seeded.edges["contradicts"]),
                cli(root, "history", seeded.edges["contradicts"]),
            ),
            (await call(s, "grounding", endpoint=born), cli(root, "grounding", born)),
            (await call(s, "pending"), cli(root, "pending")),
            (
                await call(s, "pending", kinds=["contradicts"]),
                cli(root, "pending", "--kind", "contradicts"),
            ),
            (await call(s, "search", query="born 1871"), cli(root, "search", "born 1871")),
        ]
        for got, want in same:
            assert got == want

        # the answers are about the manuscript, not empty
        found = await call(s, "search", query="BORN 1871")
        assert [h["endpoint"]["ref"] for h in found["hits"]][:1] == [born]
        assert len((await call(s, "pending"))["edges"]) == 4
        assert (await call(s, "paths", source=anna, target=paris, direction="both"))["paths"]

        bad = await s.call_tool("neighbors", {"endpoint": "node:nothing-here"})
        assert bad.is_error and "nothing-here" in bad.content[0].text  # type: ignore[union-attr]

        notes = {str(r.uri): r for r in (await s.list_resources()).resources}
        uri = "semnet://note/facts/people.md"
        assert uri in notes and notes[uri].mime_type == "text/markdown"
        read = await s.read_resource(uri)
        assert read.contents[0].text == seeded.text("facts/people.md")  # type: ignore[union-attr]


async def test_mcp_writes_only_when_allowed(tmp_path: Path) -> None:
    seeded = seed_workspace(tmp_path / "ws")
    root = seeded.root
    edge, other = seeded.edges["contradicts"], seeded.edges["agrees"]
    async with mcp_session(root, "--allow-writes") as s:
        tools = {t.name: t for t in (await s.list_tools()).tools}
        assert set(tools) == READ_TOOLS | {"promote", "dismiss"}
        assert tools["promote"].annotations and not tools["promote"].annotations.read_only_hint
        promoted = (await call(s, "promote", edge=edge))["edges"]
        assert [(e["edgeId"], e["event"], e["origin"]) for e in promoted] == [
            (edge, "promoted", "promoted"),
        ]  # fmt: skip
        dismissed = (await call(s, "dismiss", edge=other))["edges"]
        assert [(e["edgeId"], e["event"]) for e in dismissed] == [(other, "dismissed")]
        left = {e["id"] for e in (await call(s, "pending"))["edges"]}
        assert edge not in left and other not in left and len(left) == 2
    # the store has it, for every other reader
    assert {e["id"] for e in cli(root, "pending")["edges"]} == left
    events = [e["event"] for e in cli(root, "history", edge)["events"]]
    assert "promoted" in events
