"""The MCP server keeps the rules of the language server and the CLI: a note
resource is read only inside the workspace (never a FIFO, never through a
symlink out of it), and a failed tool is one line without a piece of the
llm judge's key (the caller's fault as its message, semnet's own fault as
`internal error: …`)."""

from __future__ import annotations

import os
from pathlib import Path

import anyio
import pytest
from mcp.server.mcpserver.exceptions import ToolError
from seeded import seed_workspace
from semnet.graph import secrets
from semnet.graph.errors import InvalidQueryError
from semnet.server.mcp.server import NOTE_SCHEME, Workspace, build_server

KEY = "sk-mcp-Zq8Rr2Lw9Vt4Np7Hk3Xb"


@pytest.fixture
def ws(tmp_path: Path):
    seeded = seed_workspace(tmp_path / "ws", edges=False)
    w = Workspace(seeded.root, lock_timeout=5)
    yield w
    w.close()


def _read(server, uri: str) -> str:
    """A resource's text through the server (as a client's read reaches it)."""
    contents = list(anyio.run(server.read_resource, uri))
    return "".join(str(c.content) for c in contents)


def test_a_note_is_read_inside_the_workspace(ws: Workspace, tmp_path: Path) -> None:
    server = build_server(ws)
    rel = "book/one.md"
    uri = NOTE_SCHEME + rel
    assert _read(server, uri) == (ws.root / rel).read_text(encoding="utf-8")

    secret = tmp_path / "outside.md"
    secret.write_text("# Not yours\n")
    (ws.root / rel).unlink()
    (ws.root / rel).symlink_to(secret)
    with pytest.raises(Exception, match="Error reading resource") as err:
        _read(server, uri)  # the SDK says only that it failed
    assert "Not yours" not in str(err.value)
    with pytest.raises(ToolError, match="leads outside the workspace"):
        ws.read_note(rel)  # and why, in the log

    (ws.root / rel).unlink()
    os.mkfifo(ws.root / rel)  # a FIFO is never opened for reading: nothing blocks
    with pytest.raises(Exception, match="Error reading resource"):
        _read(server, uri)
    with pytest.raises(ToolError, match="not a regular file"):
        ws.read_note(rel)


def test_tool_errors_are_one_scrubbed_line(ws: Workspace) -> None:
    secrets.remember(KEY)
    piece = KEY[4:16]  # a cut snippet of the key, as an endpoint might echo it

    def callers_fault(api):
        raise InvalidQueryError(f"no such endpoint\n{piece}")

    with pytest.raises(ToolError) as err:
        ws.ask(callers_fault)
    assert str(err.value).startswith("no such endpoint") and "\n" not in str(err.value)
    assert piece not in str(err.value) and KEY[:8] not in str(err.value)

    def our_fault(api):
        raise KeyError(f"echoed {KEY}\n  File x.py, line 1")

    with pytest.raises(ToolError) as err:
        ws.ask(our_fault)
    msg = str(err.value)
    assert msg.startswith("internal error: KeyError") and "\n" not in msg
    assert not any(KEY[i : i + 8] in msg for i in range(len(KEY) - 7))
