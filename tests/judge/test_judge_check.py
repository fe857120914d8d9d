"""`semnet check`: findings by file, exit 1 with findings and 0 when clean."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from judge_helpers import write

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture
def examples(tmp_path: Path) -> Path:
    root = tmp_path / "examples"
    shutil.copytree(EXAMPLES, root, ignore=shutil.ignore_patterns(".semnet"))
    return root


def test_check_on_the_examples_exits_1_with_the_expected_findings(examples: Path, cli) -> None:  # type: ignore[no-untyped-def]
    got = cli("check", str(examples), "--json", cwd=examples.parent)
    assert got.returncode == 1, got.stderr
    report = json.loads(got.stdout)
    found = {
        (ff["uri"], f["location"]["line"] + 1, f["code"], f["severity"])
        for ff in report["files"]
        for f in ff["findings"]
    }
    assert found == {
        ("facts/people.md", 8, "contradicts", "error"),
        ("facts/dossier.md", 13, "contradicts", "error"),
        ("facts/carnet.md", 8, "contradicts", "error"),
        ("facts/archive-2024.md", 6, "time-bounded", "note"),
        ("novella/01-the-notebooks.md", 21, "broken-link", "warning"),
        ("novella/05-the-file.md", 11, "broken-link", "warning"),
        ("novella/04-les-lettres.md", 16, "unknown-citation", "warning"),
    }
    assert report["counts"] == {"errors": 3, "warnings": 3, "notes": 1, "total": 7}
    assert report["clean"] is False and report["indexRunId"] and report["judgeRunId"]
    by_uri = {ff["uri"]: ff["findings"] for ff in report["files"]}
    (anna,) = by_uri["facts/people.md"]
    assert anna["related"][0]["uri"] == "facts/people.md" and anna["related"][0]["line"] == 27
    assert anna["reason"] == "Anna Karlovna Stern: the year of birth differs: 1871 vs 1874"
    assert anna["model"] == "rules-v1" and anna["crossSource"] is True
    (volkov,) = by_uri["facts/dossier.md"]
    assert "12 лет vs 15 лет" in volkov["reason"] and volkov["crossSource"] is False
    (alice,) = by_uri["facts/archive-2024.md"]
    assert "2024-03-01" in alice["message"] and alice["related"][0]["line"] == 7

    text = cli("check", str(examples), cwd=examples.parent)
    assert text.returncode == 1
    lines = text.stdout.splitlines()
    assert lines[-2] == "7 findings in 7 files: 3 errors, 3 warnings, 1 note"
    assert lines[-1] == (
        "by code: contradicts 3, broken-link 2, time-bounded 1, unknown-citation 1"
    )
    assert report["byCode"] == {
        "contradicts": 3, "broken-link": 2, "time-bounded": 1, "unknown-citation": 1,
    }  # fmt: skip
    # --code and --severity keep only what is asked for; the exit status follows.
    only = json.loads(
        cli("check", str(examples), "--json", "--code", "broken-link", cwd=examples.parent).stdout
    )
    assert only["byCode"] == {"broken-link": 2} and only["counts"]["total"] == 2
    notes = cli("check", str(examples), "--severity", "note", cwd=examples.parent)
    assert notes.returncode == 0 and notes.stdout.splitlines()[-1] == "by code: time-bounded 1"
    bad = cli("check", str(examples), "--severity", "fatal", cwd=examples.parent)
    assert bad.returncode == 2 and "--severity 'fatal'" in bad.stderr
    assert "facts/people.md" in lines
    assert any("error    contradicts" in ln and "1871 vs 1874" in ln and "facts/people.md:28" in ln
               for ln in lines)  # fmt: skip
    # the judge run is idempotent: the second check wrote no judge run
    assert (
        json.loads(cli("check", str(examples), "--json", cwd=examples.parent).stdout).get(
            "judgeRunId"
        )
        is None
    )


def test_check_on_a_clean_workspace_exits_0(tmp_path: Path, cli) -> None:  # type: ignore[no-untyped-def]
    write(tmp_path, {
        "characters/anna.md": "---\ntitle: Anna Stern\n---\n\nA translator.\n",
        "facts/anna.md": "---\ntitle: Anna\n---\n\nAnna Stern was born in 1871.\n\n"
                         "In 1871 Anna Stern was born in Reval.\n",
        "book/one.md": "# One\n\n[[Anna Stern]] takes the train.\n",
    })  # fmt: skip
    got = cli("check", ".", cwd=tmp_path)
    assert got.returncode == 0, got.stdout + got.stderr
    assert got.stdout.strip() == "no findings"
    report = json.loads(cli("check", ".", "--json", cwd=tmp_path).stdout)
    assert report["clean"] is True and report["files"] == [] and report["counts"]["total"] == 0


def test_check_reports_verdicts_and_a_bad_judge_table(tmp_path: Path, cli) -> None:  # type: ignore[no-untyped-def]
    write(tmp_path, {"facts/anna.md": "---\ntitle: Anna\n---\n\nAnna Stern was born in 1871.\n"})
    assert cli("check", ".", cwd=tmp_path).returncode == 0
    marked = cli(
        "graph", "mark", "facts/anna.md:5", "dubious", "--reason", "one source", cwd=tmp_path
    )
    assert marked.returncode == 0, marked.stderr
    got = cli("check", ".", cwd=tmp_path)
    assert got.returncode == 1
    assert "warning  graded-dubious" in got.stdout and "one source" in got.stdout
    (tmp_path / "semnet.toml").write_text('[judge]\nbackend = "oracle"\n', encoding="utf-8")
    bad = cli("check", ".", cwd=tmp_path)
    assert bad.returncode == 2 and "judge.backend" in bad.stderr and "Traceback" not in bad.stderr
    (tmp_path / "semnet.toml").write_text(
        'lang = "en"\n[judge]\nbackend = "rules"\n', encoding="utf-8"
    )
    ok = cli("check", ".", cwd=tmp_path)
    assert ok.returncode == 1 and "unknown section" not in ok.stderr


def test_link_factcheck_and_mark_on_the_command_line(examples: Path, cli) -> None:  # type: ignore[no-untyped-def]
    assert cli("index", str(examples), cwd=examples.parent).returncode == 0
    got = cli("graph", "link", "facts/people.md:8", "--json", cwd=examples)
    assert got.returncode == 0, got.stderr
    res = json.loads(got.stdout)
    hits = [j for j in res["judgements"] if j["stance"] == "contradicts"]
    assert (
        len(hits) == 1
        and hits[0]["event"] == "created"
        and hits[0]["candidate"]["uri"] == "facts/people.md"
    )
    text = cli("graph", "link", "facts/people.md:8", cwd=examples)
    assert "contradicts" in text.stdout and "[confirmed]" in text.stdout
    fc = json.loads(cli("graph", "factcheck", "facts/people.md:8", "--json", cwd=examples).stdout)
    assert fc["verdict"]["level"] == "dubious" and fc["model"] == "rules-v1"
    mk = cli("graph", "mark", "facts/people.md:8", "accurate", cwd=examples)
    assert mk.returncode == 0 and "marked accurate" in mk.stdout
    contra = json.loads(
        cli(
            "graph", "contradicting", "facts/people.md:8", "--origin", "all", "--json", cwd=examples
        ).stdout
    )
    assert [e["kind"] for e in contra["edges"]] == ["contradicts"]
    bad = cli("graph", "link", "characters/anna-karlovna-stern.md:1", cwd=examples)
    assert bad.returncode == 2 and "only facts and paragraphs" in bad.stderr
    llm = cli("graph", "link", "facts/people.md:8", "--judge", "llm", "--base-url",
              "http://127.0.0.1:9/v1", "--retries", "0", "--timeout", "2", cwd=examples)  # fmt: skip
    assert llm.returncode == 2 and "cannot reach the server" in llm.stderr
