"""The decisions journal in git, as two writers would use it: a manuscript
repository cloned twice (two machines, two stores with their own node ids),
each writer promotes and dismisses different judgements (and one relation
both, differently), each branch is committed, one is merged into the other
with a plain `git merge`, the store is deleted and rebuilt: every decision of
both branches is found again, and the conflicting pair is reported by
`semnet check` with both sides, until `semnet graph keep` settles it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from judge_helpers import semnet_cli

pytestmark = [pytest.mark.e2e]

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
GITIGNORE = ".semnet/*\n!.semnet/decisions/\n"
ENV = {
    "GIT_AUTHOR_NAME": "w", "GIT_AUTHOR_EMAIL": "w@example.org",
    "GIT_COMMITTER_NAME": "w", "GIT_COMMITTER_EMAIL": "w@example.org",
    "GIT_CONFIG_NOSYSTEM": "1", "HOME": "",
}  # fmt: skip


def git(cwd: Path, *args: str) -> str:
    got = subprocess.run(
        ["git", *args], cwd=cwd, capture_output=True, text=True, timeout=60,
        env={**os.environ, **ENV, "HOME": str(cwd)},
    )  # fmt: skip
    assert got.returncode == 0, f"git {' '.join(args)}: {got.stderr}{got.stdout}"
    return got.stdout


def semnet(root: Path, *args: str, ok: tuple[int, ...] = (0,)) -> Any:
    got = semnet_cli(*args, cwd=root)
    assert got.returncode in ok, f"semnet {' '.join(args)}: {got.stderr}"
    return json.loads(got.stdout) if "--json" in args else got.stdout


def pending(root: Path) -> dict[str, str]:
    """The judged edges awaiting triage, by what they are about."""
    out = {}
    for e in semnet(root, "graph", "pending", "--json")["edges"]:
        reason = e["reason"] or ""
        about = next((w for w in ("Anna", "Pyotr", "Lucien", "Globex", "Acme") if w in reason), "")
        if about:
            out[f"{e['kind']}:{about}"] = e["id"]
    return out


def relation(root: Path, at: str, kind: str, other: str) -> list[dict[str, Any]]:
    """The edges of one kind from a paragraph (`FILE:LINE`) to another whose
    title starts with `other`, every origin, current ones only."""
    got = semnet(root, "graph", "neighbors", at, "--kind", kind, "--origin", "all", "--json")
    return [e for e in got["edges"] if (e["other"]["title"] or "").startswith(other)]


def test_two_branches_of_decisions_merge_and_survive_a_rebuild(tmp_path: Path) -> None:
    origin = tmp_path / "origin"
    shutil.copytree(EXAMPLES, origin, ignore=shutil.ignore_patterns(".semnet"))
    (origin / ".gitignore").write_text(GITIGNORE, encoding="utf-8")
    git(origin, "init", "-q", "-b", "main")
    git(origin, "add", "-A")
    git(origin, "commit", "-q", "-m", "the manuscript")
    a, b = tmp_path / "a", tmp_path / "b"
    git(tmp_path, "clone", "-q", str(origin), str(a))
    git(tmp_path, "clone", "-q", str(origin), str(b))

    # Writer A: promotes Anna's contradiction, dismisses Pyotr's, asserts a tension.
    semnet(a, "check", ".", ok=(0, 1))
    pa = pending(a)
    semnet(a, "graph", "promote", pa["contradicts:Anna"])
    semnet(a, "graph", "dismiss", pa["contradicts:Pyotr"])
    semnet(a, "graph", "relate", "facts/carnet.md:8", "facts/people.md:8", "--kind",
           "in_tension", "--reason", "A's own reading")  # fmt: skip
    git(a, "checkout", "-q", "-b", "writer-a")
    git(a, "add", "-A")
    assert ".semnet/decisions/facts/people.md.jsonl" in git(a, "diff", "--cached", "--name-only")
    assert "graph.duckdb" not in git(a, "diff", "--cached", "--name-only")  # the cache is ignored
    git(a, "commit", "-q", "-m", "A's decisions")

    # Writer B, on another machine (another store, other ids): dismisses
    # Anna's contradiction (A promoted it), promotes Lucien's, dismisses a slot.
    semnet(b, "check", ".", ok=(0, 1))
    pb = pending(b)
    assert pb["contradicts:Anna"] != pa["contradicts:Anna"]  # minted anew
    semnet(b, "graph", "dismiss", pb["contradicts:Anna"])
    semnet(b, "graph", "promote", pb["contradicts:Lucien"])
    semnet(b, "graph", "dismiss", pb["event_involves:Globex"])
    git(b, "checkout", "-q", "-b", "writer-b")
    git(b, "add", "-A")
    git(b, "commit", "-q", "-m", "B's decisions")

    # A merges B's branch: a plain merge, no conflict (the journal merges as a union).
    git(a, "fetch", "-q", str(b), "writer-b:writer-b")
    git(a, "merge", "-q", "--no-edit", "writer-b")
    assert not git(a, "diff", "--name-only", "--diff-filter=U")
    people = (a / ".semnet/decisions/facts/people.md.jsonl").read_text(encoding="utf-8")
    assert "<<<<<<<" not in people and people.count('"event":"promoted"') >= 1

    # A's own store (other ids than B's) takes B's decisions: matched by the
    # journal's identities of the paragraphs they name.
    merged = semnet(a, "check", ".", "--json", ok=(1,))
    assert [e["origin"] for e in relation(a, "facts/carnet.md:8", "contradicts", "Lucien")] == [
        "promoted"
    ]
    assert "event_involves:Globex" not in pending(a)
    assert relation(a, "facts/people.md:8", "contradicts", "Anna") == []  # B's dismissal: later
    assert [f["code"] for ff in merged["files"] for f in ff["findings"]].count(
        "decision-conflict"
    ) == 1

    # The cache goes; the Markdown and the journal rebuild it.
    for p in (a / ".semnet").glob("graph.duckdb*"):
        p.unlink()
    index = semnet(a, "index", ".", "--json")
    assert index["journal"]["adopted"] >= 6 and index["journal"]["orphans"] == 0
    report = semnet(a, "check", ".", "--json", ok=(1,))

    # Every decision of both branches is there.
    lucien = relation(a, "facts/carnet.md:8", "contradicts", "Lucien")
    assert [e["origin"] for e in lucien] == ["promoted"]  # B's
    assert relation(a, "facts/dossier.md:13", "contradicts", "") == []  # A dismissed it
    tension = relation(a, "facts/carnet.md:8", "in_tension", "Anna")
    assert [(e["origin"], e["reason"]) for e in tension] == [("authorial", "A's own reading")]
    left = pending(a)
    assert "contradicts:Pyotr" not in left and "event_involves:Globex" not in left  # dismissed
    assert "contradicts:Lucien" not in left  # promoted
    # Anna's contradiction: A promoted it, B dismissed it later; the latest stands...
    assert relation(a, "facts/people.md:8", "contradicts", "Anna") == []
    assert "contradicts:Anna" not in left
    # ... and the conflict is reported, with both sides.
    found = [f for ff in report["files"] for f in ff["findings"]]
    (conflict,) = [f for f in found if f["code"] == "decision-conflict"]
    assert conflict["location"]["uri"] == "facts/people.md"
    assert "promoted → promoted" in conflict["message"]
    assert "dismissed → dismissed" in conflict["message"]
    assert conflict["related"][0]["uri"] == "facts/people.md"

    # Keeping what stands settles it; a second rebuild gives the same.
    semnet(a, "graph", "keep", conflict["edgeId"])
    again = semnet(a, "check", ".", "--json", ok=(0, 1))
    assert not [f for ff in again["files"] for f in ff["findings"]
                if f["code"] == "decision-conflict"]  # fmt: skip
    for p in (a / ".semnet").glob("graph.duckdb*"):
        p.unlink()
    third = semnet(a, "check", ".", "--json", ok=(0, 1))
    assert not [f for ff in third["files"] for f in ff["findings"]
                if f["code"] == "decision-conflict"]  # fmt: skip
    assert [e["origin"] for e in relation(a, "facts/carnet.md:8", "contradicts", "Lucien")] == [
        "promoted"
    ]
