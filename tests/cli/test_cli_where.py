"""A CLI that says where: `FILE.md` names the note, every listed endpoint
carries `file:line`, `--limit` is per kind, the workspace is found from a
subfolder, `semnet --version`."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest


def semnet(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "semnet.server", *args],
        cwd=cwd, capture_output=True, text=True, timeout=300,
        env={**os.environ, "COLUMNS": "200"},
    )  # fmt: skip


@pytest.fixture(scope="module")
def vault(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Eighteen chapters that each link the same note with the same words."""
    root = tmp_path_factory.mktemp("vault")
    files = {
        "characters/anna.md": "# Anna Volkova\n\nA translator.\n",
        **{
            f"book/ch{i:02d}.md": f"# Chapter {i}\n\nShe met [[anna]] again.\n"
            for i in range(1, 19)
        },
    }
    for rel, text in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    got = semnet("index", str(root), cwd=root)
    assert got.returncode == 0, got.stderr
    return root


def test_the_note_by_its_path_with_every_neighbour_where_it_is(vault: Path) -> None:
    got = semnet("graph", "neighbors", "characters/anna.md", "--limit", "20", cwd=vault)
    assert got.returncode == 0, got.stderr
    lines = got.stdout.splitlines()
    assert lines[0] == "◆ Anna Volkova  (character)  characters/anna.md:1"
    listed = [ln for ln in lines if "She met [[anna]] again." in ln]
    # 18 identical lines, told apart by where they are
    assert len(listed) == 18
    assert {re.search(r"book/ch\d\d\.md:3$", ln) is not None for ln in listed} == {True}
    assert len({ln.rsplit(" ", 1)[-1] for ln in listed}) == 18


def test_limit_is_per_kind_and_the_default_shows_five(vault: Path) -> None:
    got = semnet("graph", "neighbors", "characters/anna.md:1", cwd=vault)
    assert got.returncode == 0, got.stderr
    assert "links_to (18)" in got.stdout and "… +13 more" in got.stdout
    few = semnet("graph", "neighbors", "characters/anna.md", "--limit", "2", "--json", cwd=vault)
    assert len(json.loads(few.stdout)["edges"]) == 2


def test_graph_commands_find_the_workspace_from_a_subfolder(vault: Path) -> None:
    here = vault / "book"
    got = semnet("graph", "neighbors", "ch01.md:3", cwd=here)
    assert got.returncode == 0, got.stderr
    assert got.stdout.splitlines()[0].endswith("book/ch01.md:3")
    # a workspace path works from anywhere inside it
    got = semnet("graph", "neighbors", "characters/anna.md", "--json", cwd=here)
    assert got.returncode == 0 and json.loads(got.stdout)["endpoint"]["title"] == "Anna Volkova"
    stats = semnet("graph", "stats", "--json", cwd=here)
    assert stats.returncode == 0 and json.loads(stats.stdout)["nodesByKind"]["character"] == 1


def test_subgraph_lists_where_each_end_is(vault: Path) -> None:
    got = semnet("graph", "subgraph", "book/ch01.md:3", cwd=vault)
    assert got.returncode == 0, got.stderr
    assert "(book/ch01.md:3) → Anna Volkova (characters/anna.md:1)  [links_to, structural]" in (
        got.stdout
    )


def test_an_unknown_file_is_one_clear_line(vault: Path) -> None:
    got = semnet("graph", "neighbors", "characters/nobody.md", cwd=vault)
    assert got.returncode == 2 and "no indexed file characters/nobody.md" in got.stderr
    assert "Traceback" not in got.stderr


def test_version(tmp_path: Path) -> None:
    got = semnet("--version", cwd=tmp_path)
    assert got.returncode == 0 and re.fullmatch(r"semnet \d+\.\d+\.\d+\S*\n", got.stdout)
