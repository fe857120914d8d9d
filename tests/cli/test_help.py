"""`--help` of every command: options are listed without a type placeholder
after a flag (typer 0.29 printed `<bool>` after each)."""

from __future__ import annotations

from typing import Any

import pytest
import typer
from semnet.server.cli.main import app
from typer.testing import CliRunner


def command_paths() -> list[list[str]]:
    root = typer.main.get_command(app)
    found: list[list[str]] = [[]]

    def walk(cmd: Any, path: list[str]) -> None:
        for name, sub in getattr(cmd, "commands", {}).items():
            found.append([*path, name])
            walk(sub, [*path, name])

    walk(root, [])
    return found


@pytest.mark.parametrize("path", command_paths(), ids=lambda p: " ".join(p) or "semnet")
def test_help_has_no_bool_placeholder(path: list[str]) -> None:
    got = CliRunner().invoke(app, [*path, "--help"], env={"COLUMNS": "120"})
    assert got.exit_code == 0, got.output
    assert "--help" in got.output
    assert "<bool>" not in got.output
    assert "%Y" not in got.output  # no strftime formats as a metavar
