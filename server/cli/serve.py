"""`semnet serve` (the language server on stdio) and `semnet bench lsp`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from semnet.server.cli.main import app, bench_app, emit_json, err


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

    try:
        configure_logging(log_file, log_level)
    except ValueError as exc:
        err.print(f"semnet: {exc}", markup=False)
        raise typer.Exit(2) from None
    start()


@bench_app.command("lsp")
def bench_lsp(
    books: Annotated[
        int, typer.Option(help="Books in the fixture (25 × 20 chapters × 100 ¶ = 50k ¶).")
    ] = 25,
    requests: Annotated[int, typer.Option(help="Timed requests of each kind.")] = 2000,
    edits: Annotated[
        int, typer.Option(help="Timed didChange → publishDiagnostics round trips.")
    ] = 200,
    starts: Annotated[int, typer.Option(help="Fresh server starts timed (median).")] = 7,
    keep: Annotated[
        Path | None,
        typer.Option(help="Build (or reuse) the fixture here instead of a temporary folder."),
    ] = None,
    out_file: Annotated[
        Path | None, typer.Option("--out", help="Also write the JSON here.")
    ] = None,
) -> None:
    """Latency of the language server over stdio on a 50k-paragraph workspace."""
    from semnet.bench.lsp import run_lsp_bench

    report = run_lsp_bench(books=books, requests=requests, edits=edits, keep=keep, starts=starts)
    emit_json(report)
    if out_file:
        out_file.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
