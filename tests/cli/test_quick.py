"""`semnet graph neighbors|contradicting` read by argparse and answered
without typer and rich (`semnet.server.cli.quick`): the same options as the
typer commands, the same output, and whatever argparse cannot read goes to
the typer command line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from semnet.graph.model import Edge, NodeRec, new_id
from semnet.graph.store.edge_store import EdgeStore
from semnet.server.cli import quick
from semnet.server.cli.main import app

PROBE = """
import sys
from semnet.server.cli.main import main
sys.argv = ["semnet", *sys.argv[1:]]
try:
    main()
finally:
    sys.stderr.write("loaded: " + " ".join(m for m in ("typer", "rich") if m in sys.modules))
"""


def run(*args: str, cwd: Path, typer_path: bool = False) -> subprocess.CompletedProcess[str]:
    """The command as a writer types it, or forced through the typer app."""
    code = PROBE
    if typer_path:
        code = code.replace("main()", "register(); app()").replace(
            "import main", "import app, main, register"
        )
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=cwd, capture_output=True, text=True, timeout=120,
        env={**os.environ, "COLUMNS": "200"},
    )  # fmt: skip


@pytest.fixture
def workspace(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    s = EdgeStore(tmp_path / ".semnet" / "graph.duckdb")
    ids = {k: new_id() for k in ("mill", "fact1", "fact2")}
    with s.run("setup") as r:
        r.put_nodes([
            NodeRec(id=ids["mill"], kind="place", title="Trewint mill", uri="places/mill.md",
                    start_line=0, end_line=4),
            NodeRec(id=ids["fact1"], kind="fact", title="The mill burned down in 1902.",
                    uri="facts/mill.md", start_line=2, end_line=3),
            NodeRec(id=ids["fact2"], kind="fact", title="The mill was still grinding in 1910.",
                    uri="facts/mill.md", start_line=4, end_line=5),
        ])  # fmt: skip
        f1, f2, mill = (f"node:{ids[k]}" for k in ("fact1", "fact2", "mill"))
        r.assert_edge(Edge(src=f1, dst=f2, kind="contradicts", origin="judged",
                           reason="in use after its end"))  # fmt: skip
        r.assert_edge(Edge(src=f1, dst=mill, kind="mentions", origin="derived"))
        r.assert_edge(Edge(src=f2, dst=mill, kind="mentions", origin="derived"))
    s.close()
    return tmp_path, ids


def _typer_options(command: str) -> set[str]:
    graph = typer.main.get_command(app).commands["graph"]  # type: ignore[attr-defined]
    names: set[str] = set()
    for param in graph.commands[command].params:
        names.update(o for o in param.opts if o.startswith("-"))
    return names


def _quick_options(command: str) -> set[str]:
    return {o for a in quick.parser(command)._actions for o in a.option_strings}


@pytest.mark.parametrize("command", sorted(quick.ANSWERS))
def test_the_same_options_as_the_typer_command(command: str) -> None:
    assert _quick_options(command) == _typer_options(command) - {"--help"}


@pytest.mark.parametrize(
    "args",
    [
        ["neighbors", "places/mill.md"],
        ["neighbors", "places/mill.md", "--origin", "all", "-k", "mentions", "--limit", "1"],
        ["neighbors", "--direction=in", "places/mill.md", "--json"],
        ["contradicting", "facts/mill.md:3", "--origin", "judged"],
        ["contradicting", "facts/mill.md:5", "--json"],
    ],
)
def test_answered_without_typer_as_the_typer_command_answers(
    workspace: tuple[Path, dict[str, str]], args: list[str]
) -> None:
    root, _ = workspace
    fast = run("graph", *args, cwd=root)
    slow = run("graph", *args, cwd=root, typer_path=True)
    assert fast.returncode == slow.returncode == 0, fast.stderr + slow.stderr
    assert fast.stdout == slow.stdout
    assert "mill" in fast.stdout.lower()
    assert fast.stderr.endswith("loaded: ")  # neither typer nor rich
    assert "loaded: typer" in slow.stderr


def test_what_argparse_cannot_read_goes_to_typer(workspace: tuple[Path, dict[str, str]]) -> None:
    root, _ = workspace
    got = run("graph", "neighbors", "places/mill.md", "--bogus", cwd=root)
    assert got.returncode == 2 and "No such option" in got.stderr and "typer" in got.stderr
    helped = run("graph", "neighbors", "--help", cwd=root)
    assert helped.returncode == 0 and "--direction" in helped.stdout


def test_an_error_is_one_line_and_status_2(workspace: tuple[Path, dict[str, str]]) -> None:
    root, _ = workspace
    got = run("graph", "neighbors", "places/nowhere.md", cwd=root)
    assert got.returncode == 2
    first, rest = got.stderr.split("\n", 1)
    assert first.startswith("semnet: ") and "nowhere.md" in first
    assert rest == "loaded: "
