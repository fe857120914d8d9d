"""`semnet bench judge` from the command line: figures on a small labelled
set, and a set line that is not a pair reported in one line."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from pathlib import Path

Cli = Callable[..., subprocess.CompletedProcess[str]]

ANNA = {"type": "character", "title": "Anna Rook", "aliases": [], "file": "characters/anna.md"}


def pair(pid: str, a: str, b: str, label: str) -> str:
    row = {"id": pid, "lang_a": "en", "lang_b": "en", "a": a, "b": b, "label": label,
           "category": "birth_date", "entities": [ANNA], "note": ""}  # fmt: skip
    return json.dumps(row)


def test_figures_on_a_small_set(cli: Cli, tmp_path: Path) -> None:
    rows = [
        pair("en-1", "Anna Rook was born in 1871.", "Anna Rook was born in 1874.", "contradicts"),
        pair("en-2", "Anna Rook was born in 1871.", "Anna Rook was born in 1871.", "agrees"),
        pair("en-3", "Anna Rook was born in 1871.", "Anna Rook liked tea.", "none"),
    ]
    path = tmp_path / "set.jsonl"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    got = cli("bench", "judge", "--set", str(path), "--facts", "0", "--in-memory", "--json",
              cwd=tmp_path)  # fmt: skip
    assert got.returncode == 0, got.stderr
    report = json.loads(got.stdout)["sets"][str(path)]
    assert report["overall"]["pairs"] == 3
    assert report["overall"]["contradicts"]["tp"] == 1
    assert report["overall"]["contradicts"]["fp"] == 0


def test_a_line_that_is_not_a_pair_is_one_line(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    good = pair("en-1", "Anna Rook was born in 1871.", "Anna Rook was born in 1874.", "contradicts")
    path.write_text(good + "\n" + good.replace('"character"', '"spaceship"') + "\n", "utf-8")
    got = cli("bench", "judge", "--set", str(path), "--facts", "0", "--in-memory", cwd=tmp_path)
    assert got.returncode == 2
    lines = got.stderr.strip().splitlines()
    assert len(lines) == 1 and f"{path}:2:" in lines[0] and "Traceback" not in got.stderr
