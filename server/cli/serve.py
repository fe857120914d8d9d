"""`semnet serve`: the language server on stdio (the typer command, for
`--help`; `semnet.server.entry` starts the server without the command line)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from semnet.server.cli.app import app
from semnet.server.cli.stores import guarded


@app.command("serve")
def serve(
    stdio: Annotated[
        bool,
        typer.Option(
            "--stdio", help="Talk LSP on stdin/stdout (the default; for clients that pass it)."
        ),
    ] = True,
    log_file: Annotated[
        Path | None,
        typer.Option("--log-file", help="Write the server's log here (default: stderr)."),
    ] = None,
    log_level: Annotated[
        str, typer.Option("--log-level", help="debug, info, warning or error.")
    ] = "warning",
) -> None:
    """Run the language server (LSP over stdio) for the editor's workspace folders."""
    del stdio
    from semnet.server.serve import configure_logging, start

    guarded(lambda: configure_logging(log_file, log_level))
    start()
