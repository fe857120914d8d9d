"""`semnet mcp`: the MCP server of a workspace on stdio (`server/mcp/server.py`)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer
from semnet.server.cli.app import RootOpt, app
from semnet.server.cli.stores import fail, guarded


@app.command("mcp")
def mcp(
    root: RootOpt = Path("."),
    allow_writes: Annotated[
        bool,
        typer.Option("--allow-writes", help="Also offer the promote and dismiss tools."),
    ] = False,
) -> None:
    """Serve the graph to AI assistants over the Model Context Protocol (stdio):
    tools for its questions, the notes as resources; read-only by default."""
    from semnet.server.mcp.server import Workspace, build_server

    store = root / ".semnet" / "graph.duckdb"
    if not store.exists() and not store.parent.is_file():
        fail(f"no store at {store}; run `semnet index {root}` first")
    timeout = float(os.environ.get("SEMNET_LOCK_TIMEOUT", "10"))
    ws = guarded(lambda: Workspace(root, lock_timeout=timeout))
    try:
        build_server(ws, allow_writes=allow_writes).run("stdio")
    finally:
        ws.close()
