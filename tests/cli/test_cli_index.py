"""`semnet index` and `semnet gen-fixture` from the command line."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def semnet(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "semnet.server", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=300)  # fmt: skip


def test_index_the_examples_prints_a_summary_and_the_problems(tmp_path: Path) -> None:
    ws = tmp_path / "examples"
    shutil.copytree(EXAMPLES, ws, ignore=shutil.ignore_patterns(".semnet"))
    got = semnet("index", str(ws), cwd=tmp_path)
    assert got.returncode == 0, got.stderr
    assert got.stderr == ""  # no progress bar when piped
    first = got.stdout.splitlines()[0]
    assert first.startswith("26 files, 26 changed, 0 removed;") and "nodes" in first
    assert "novella/01-the-notebooks.md:21:" in got.stdout and "Café Anglais" in got.stdout
    assert "unknown citation key @echo1905" in got.stdout
    again = json.loads(semnet("index", str(ws), "--json", cwd=tmp_path).stdout)
    assert again["changed"] == [] and again["runId"] is None
    assert {p["code"] for p in again["problems"]} == {"broken-link", "unknown-citation"}
    assert again["stats"]["edgesByKind"]["event_involves"] > 0


def test_gen_fixture_is_deterministic_and_indexes(tmp_path: Path) -> None:
    args = [
        "--books",
        "2",
        "--chapters",
        "2",
        "--paragraphs",
        "20",
        "--languages",
        "en,ru",
        "--seed",
        "3",
    ]
    a = semnet("gen-fixture", str(tmp_path / "a"), *args, "--json", cwd=tmp_path)
    b = semnet("gen-fixture", str(tmp_path / "b"), *args, cwd=tmp_path)
    assert a.returncode == 0 and b.returncode == 0, a.stderr + b.stderr
    files_a = sorted(
        p.relative_to(tmp_path / "a") for p in (tmp_path / "a").rglob("*") if p.is_file()
    )
    files_b = sorted(
        p.relative_to(tmp_path / "b") for p in (tmp_path / "b").rglob("*") if p.is_file()
    )
    assert files_a == files_b
    for rel in files_a:
        assert (tmp_path / "a" / rel).read_bytes() == (tmp_path / "b" / rel).read_bytes()
    summary = json.loads(a.stdout)
    assert summary["paragraphs"] == 80
    idx = json.loads(semnet("index", str(tmp_path / "a"), "--json", cwd=tmp_path).stdout)
    from semnet.graph.store.edge_store import EdgeStore

    store = EdgeStore.for_workspace(tmp_path / "a")
    chapter_paragraphs = [n for n in store.nodes.values()
                          if n.kind == "paragraph" and (n.uri or "").startswith("book-")]  # fmt: skip
    store.close()
    assert len(chapter_paragraphs) == 80
    assert (
        len([p for p in idx["problems"] if p["code"] == "broken-link"]) == summary["broken_links"]
    )


def test_gen_fixture_rejects_an_unknown_language(tmp_path: Path) -> None:
    got = semnet("gen-fixture", str(tmp_path / "x"), "--languages", "en,tlh", cwd=tmp_path)
    assert got.returncode == 2 and "tlh" in got.stderr and "Traceback" not in got.stderr


def test_a_one_shot_index_and_a_quick_question_run_without_the_cyclic_collector(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import gc

    from semnet.server import entry
    from semnet.server.cli import main as cli_main

    seen: dict[str, bool] = {}

    def fake_cli() -> None:
        seen[" ".join(sys.argv[1:3])] = gc.isenabled()
        gc.enable()

    monkeypatch.setattr(cli_main, "main", fake_cli)
    for argv in (["index", "."], ["graph", "neighbors"], ["graph", "subgraph"], ["check", "."]):
        monkeypatch.setattr(sys, "argv", ["semnet", *argv])
        entry.main()
    assert seen == {"index .": False, "graph neighbors": False, "graph subgraph": True,
                    "check .": True}  # fmt: skip
