"""`semnet serve` starts the language server without the full command line."""

from __future__ import annotations

import subprocess
import sys


def _serve(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "semnet.server", "serve", *args],
        stdin=subprocess.DEVNULL,  # the client hangs up at once: the server ends cleanly
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_serve_skips_the_command_line_modules() -> None:
    done = _serve("--stdio")
    assert done.returncode == 0, done.stderr[-2000:]
    imported = {line.split("|")[-1].strip() for line in done.stderr.splitlines() if "|" in line}
    assert "pygls.lsp.server" in imported and "semnet.server.lsp" in imported
    assert not {"typer", "rich"} & imported
    assert not [m for m in imported if m.split(".")[:3] == ["semnet", "server", "cli"]]


def test_serve_starts_without_what_only_a_loaded_store_needs() -> None:
    """The store, DuckDB, Arrow, numpy, the query API, Markdown parsing,
    navigation, diagnostics, hover, rename and the judges load with the store
    (on the writer thread, from `initialize` on), not before `initialize` is
    answered."""
    done = _serve("--stdio")
    assert done.returncode == 0, done.stderr[-2000:]
    imported = {line.split("|")[-1].strip() for line in done.stderr.splitlines() if "|" in line}
    assert {"lsprotocol.types", "semnet.handlers.hover", "semnet.server.folder"} <= imported
    later = (
        "duckdb",
        "pyarrow",
        "numpy",
        "semnet.graph.store.edge_store",
        "semnet.graph.query.api",
        "markdown_it",
        "semnet.graph.editor.navigation",
        "semnet.graph.editor.diagnostics",
        "semnet.graph.editor.hover",
        "semnet.graph.editor.rename",
        "semnet.graph.editor.livedoc",
        "semnet.graph.manuscript.indexer",
        "semnet.graph.manuscript.parse",
        "semnet.graph.judge",
    )
    assert not [m for m in imported if m.startswith(later)]


def test_serve_refuses_a_bad_option_or_log_level_in_one_line() -> None:
    bad = _serve("--log-level", "loud")
    assert bad.returncode == 2
    assert "unknown log level 'loud'" in bad.stderr and "Traceback" not in bad.stderr
    assert _serve("--bogus").returncode == 2


def test_serve_help_is_the_full_command_lines() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "semnet.server", "serve", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and "--log-file" in done.stdout
