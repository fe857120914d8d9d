"""A run of one command imports only the module that registers it
(`server/cli/main.py`'s table): the table names every command, and its own
module alone gives typer that command."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

# Each command path with its registering module, as registered with every
# module imported; then, per path, the commands typer sees with only the
# table's module of that path imported (a fresh process each).
_PROBE = """
import json, sys
import typer
from semnet.server.cli import main

def paths(app):
    root = typer.main.get_command(app)
    out = []
    def walk(cmd, path):
        for name, sub in getattr(cmd, "commands", {}).items():
            if getattr(sub, "commands", None) is not None:
                walk(sub, [*path, name])
            else:
                out.append([*path, name])
    walk(root, [])
    return out

if sys.argv[1] == "all":
    from semnet.server.cli.app import app
    main.register()
    found = {}
    for p in paths(app):
        cmd = typer.main.get_command(app)
        for w in p:
            cmd = cmd.commands[w]
        found[" ".join(p)] = cmd.callback.__module__.rsplit(".", 1)[-1]
    print(json.dumps(found))
else:
    from semnet.server.cli.app import app
    main.register(sys.argv[1:])
    print(json.dumps(paths(app)))
"""


def _probe(*args: str) -> object:
    got = subprocess.run(
        [sys.executable, "-c", _PROBE, *args], capture_output=True, text=True, timeout=120
    )
    assert got.returncode == 0, got.stderr
    return json.loads(got.stdout)


def test_the_table_names_each_command_with_the_module_that_registers_it() -> None:
    from semnet.server.cli.main import COMMAND_MODULES

    registered = _probe("all")
    assert isinstance(registered, dict)
    assert registered == {" ".join(k): v for k, v in COMMAND_MODULES.items()}


def test_a_command_run_alone_has_its_command() -> None:
    from semnet.server.cli.main import COMMAND_MODULES

    # One process per module (the paths a module registers come along).
    by_module: dict[str, list[tuple[str, ...]]] = {}
    for path, module in COMMAND_MODULES.items():
        by_module.setdefault(module, []).append(path)
    for paths in by_module.values():
        seen = _probe(*paths[0])
        assert isinstance(seen, list)
        assert {tuple(p) for p in seen} >= set(paths)


def test_a_neighbours_question_imports_neither_arrow_nor_the_write_path(tmp_path: Path) -> None:
    from semnet.graph.model import Edge, NodeRec, new_id
    from semnet.graph.store.edge_store import EdgeStore

    a, b = new_id(), new_id()
    with EdgeStore(tmp_path / ".semnet" / "graph.duckdb") as s, s.run("setup") as r:
        r.put_nodes([NodeRec(id=a, kind="paragraph", title="A", uri="a.md", start_line=0)])
        r.put_nodes([NodeRec(id=b, kind="note", title="B", uri="b.md", start_line=0)])
        r.assert_edge(Edge(src=f"node:{a}", dst=f"node:{b}", kind="links_to", origin="structural"))
    code = (
        "import sys\n"
        "from semnet.server.cli.main import main\n"
        f"sys.argv = ['semnet', 'graph', 'neighbors', 'node:{b}', '-r', {str(tmp_path)!r}, '--json']\n"
        "try:\n    main()\nexcept SystemExit as exc:\n    assert not exc.code, exc.code\n"
        "print(sorted(m for m in ('pyarrow', 'numpy', 'rich', 'semnet.graph.store.edge_store',"
        " 'semnet.graph.store.load', 'semnet.server.cli.judge') if m in sys.modules))\n"
    )
    got = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert got.returncode == 0, got.stderr
    answer, imported = _split(got.stdout)
    assert [e["other"]["title"] for e in json.loads(answer)["edges"]] == ["A"]
    assert imported == "[]"


def _split(out: str) -> tuple[str, str]:
    """The JSON answer and the last line after it."""
    body, _, last = out.rstrip("\n").rpartition("\n")
    return body, last
