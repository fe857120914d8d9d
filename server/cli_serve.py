"""`semnet serve` (the language server on stdio) and `semnet bench lsp`."""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import Annotated

import typer
from semnet.server.cli import app, bench_app, emit_json, err


def _not_bad_params(record: logging.LogRecord) -> bool:
    from pygls.exceptions import JsonRpcInvalidParams

    exc = record.exc_info[1] if record.exc_info else None
    return not isinstance(exc, JsonRpcInvalidParams)


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
    level = getattr(logging, log_level.upper(), None)
    if not isinstance(level, int):
        err.print(f"semnet: unknown log level {log_level!r}", markup=False)
        raise typer.Exit(2)
    handler: logging.Handler = (
        logging.FileHandler(log_file, encoding="utf-8")
        if log_file
        else logging.StreamHandler(sys.stderr)
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(logging.WARNING)
    logging.getLogger("semnet").setLevel(level)
    # pygls logs every message it sends at INFO; keep it quiet unless asked.
    logging.getLogger("pygls").setLevel(level if level <= logging.DEBUG else logging.WARNING)
    # ... and a traceback for every request answered with InvalidParams: that is
    # the client's mistake, reported to it, not the server's.
    logging.getLogger("pygls.protocol.json_rpc").addFilter(_not_bad_params)

    from semnet.server.lsp import create_server

    create_server().start_io()


@bench_app.command("lsp")
def bench_lsp(
    books: Annotated[
        int, typer.Option(help="Books in the fixture (25 × 20 chapters × 100 ¶ = 50k ¶).")
    ] = 25,
    requests: Annotated[int, typer.Option(help="Timed requests of each kind.")] = 2000,
    edits: Annotated[
        int, typer.Option(help="Timed didChange → publishDiagnostics round trips.")
    ] = 200,
    keep: Annotated[
        Path | None,
        typer.Option(help="Build (or reuse) the fixture here instead of a temporary folder."),
    ] = None,
    out_file: Annotated[
        Path | None, typer.Option("--out", help="Also write the JSON here.")
    ] = None,
) -> None:
    """Latency of the language server over stdio on a 50k-paragraph workspace."""
    from semnet.server.bench_lsp import run_lsp_bench

    report = run_lsp_bench(books=books, requests=requests, edits=edits, keep=keep)
    emit_json(report)
    if out_file:
        out_file.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
