"""The workspace is a boundary. Symlinks that lead out of it are not read (by
`semnet index` or the server) unless `allow_outside` names the folder;
special files are skipped with a note, never opened; quick fixes, renames
and imports never propose or write anything outside; `--out` replaces a
symlink it finds instead of writing through it. A sentinel text outside the
workspace shows any read: it must never reach the store or a reply."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import duckdb
import pytest
from seeded import seed_workspace
from semnet.bench.rpc import RawClient

from .conftest import start_server

SENTINEL = "OUTSIDE-SENTINEL-4f9d2a"


def semnet(*args: str, cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "semnet.server", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def store_dump(root: Path) -> str:
    con = duckdb.connect(str(root / ".semnet" / "graph.duckdb"), read_only=True)
    try:
        rows = con.execute("SELECT uri, text, CAST(attrs AS VARCHAR) FROM nodes").fetchall()
        return "\n".join(" ".join(str(v) for v in r) for r in rows)
    finally:
        con.close()


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    d = tmp_path / "outside"
    (d / "shared").mkdir(parents=True)
    (d / "secret.md").write_text(f"# Secret\n\n{SENTINEL} in a file outside the workspace.\n")
    (d / "shared" / "note.md").write_text("# Shared\n\nA shared note, allowed by the config.\n")
    return d


def snapshot(d: Path) -> dict[str, tuple[int, int]]:
    return {str(p): (p.lstat().st_mtime_ns, p.lstat().st_size) for p in sorted(d.rglob("*"))}


@pytest.fixture
def ws(tmp_path: Path, outside: Path) -> Path:
    root = seed_workspace(tmp_path / "ws", index=False).root
    (root / "passwd.md").symlink_to("/etc/passwd")
    (root / "secret.md").symlink_to(outside / "secret.md")
    (root / "loop.md").symlink_to(root / "loop.md")
    (root / "alias.md").symlink_to(root / "book" / "one.md")  # inside: read
    (root / "linkdir").symlink_to(outside)  # a folder leading out: never followed
    os.mkfifo(root / "fifo.md")
    return root


def test_index_reads_nothing_outside_and_notes_what_it_skips(ws: Path, outside: Path) -> None:
    before = snapshot(outside)
    done = semnet("index", str(ws), "--json", cwd=ws, timeout=60)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    skipped = " ".join(summary["skipped"])
    for name in ("passwd.md", "secret.md", "loop.md", "fifo.md"):
        assert name in skipped, (name, summary["skipped"])
    assert "FIFO" in skipped
    dump = store_dump(ws)
    assert SENTINEL not in dump and "root:x:0:0" not in dump
    assert "alias.md" in dump  # a symlink that stays inside is read
    assert snapshot(outside) == before


def test_allow_outside_lets_a_named_folder_in(ws: Path, outside: Path) -> None:
    (ws / "shared.md").symlink_to(outside / "shared" / "note.md")
    (ws / "semnet.toml").write_text(f'allow_outside = ["{outside / "shared"}"]\n')
    done = semnet("index", str(ws), "--json", cwd=ws, timeout=60)
    assert done.returncode == 0, done.stderr
    dump = store_dump(ws)
    assert "A shared note" in dump and SENTINEL not in dump


def test_a_fifo_config_file_does_not_block(ws: Path) -> None:
    (ws / "semnet.toml").unlink(missing_ok=True)
    os.mkfifo(ws / "semnet.toml")
    done = semnet("index", str(ws), cwd=ws, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "semnet.toml" in done.stderr and "FIFO" in done.stderr


def _published(client: RawClient, uri: str, wait: float = 5.0) -> list[dict]:
    """The diagnostics last published for `uri` within `wait` seconds ([] if none)."""

    def got():
        for _, m, p in reversed(client.notifications):
            if m == "textDocument/publishDiagnostics" and p["uri"] == uri:
                return [p["diagnostics"]]
        return None

    try:
        return client.wait(got, wait, f"diagnostics on {uri}")[0]
    except TimeoutError:
        return []


def _wait_diag(client: RawClient, uri: str, code: str) -> list[dict]:
    def got():
        for _, m, p in reversed(client.notifications):
            if m == "textDocument/publishDiagnostics" and p["uri"] == uri:
                ds = [d for d in p["diagnostics"] if d.get("code") == code]
                return ds or None
        return None

    return client.wait(got, 30, f"{code} diagnostics on {uri}")


def test_server_reads_nothing_outside(ws: Path, outside: Path) -> None:
    semnet("index", str(ws), cwd=ws, timeout=60)
    client = start_server(ws)
    try:
        for name, code in (
            ("passwd.md", -32602),
            ("secret.md", -32602),
            ("loop.md", -32602),
            ("fifo.md", None),
        ):
            uri = (ws / name).as_uri()
            reply = client.request(
                "textDocument/hover",
                {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}},
                timeout=30,
            )
            if code is not None:
                assert reply.get("error", {}).get("code") == code, (name, reply)
            assert SENTINEL not in json.dumps(reply) and "root:x" not in json.dumps(reply)
            client.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": uri, "type": 2}]})
            links = client.request(
                "textDocument/documentLink", {"textDocument": {"uri": uri}}, timeout=30
            )
            assert SENTINEL not in json.dumps(links)
        # the server still answers (a FIFO never blocked it), and nothing outside got in
        assert "result" in client.request("semnet/ping", {}, timeout=30)
        time.sleep(1.5)
        stats = client.result("semnet/stats", {})
        assert stats["nodes"] > 0
    finally:
        client.shutdown(10)
    assert SENTINEL not in store_dump(ws)


@pytest.mark.parametrize(
    ("link", "proposed"),
    [
        ("[x](/abs/outside/new.md)", False),
        ("[[/abs/outside/x]]", False),
        ("[x](../../escape.md)", False),
        ("[x](../linkdir/new.md)", False),
        ("[[linkdir/deeper]]", False),
        ("[x](fresh/new-note.md)", True),  # inside: the quick fix is offered
    ],
)
def test_quick_fixes_never_create_outside(
    ws: Path, outside: Path, link: str, proposed: bool
) -> None:
    (ws / "book" / "escape.md").write_text(f"# Escape\n\nA link: {link} here.\n")
    semnet("index", str(ws), cwd=ws, timeout=60)
    before = snapshot(outside)
    client = start_server(ws)
    try:
        uri = (ws / "book" / "escape.md").as_uri()
        text = (ws / "book" / "escape.md").read_text()
        client.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}},
        )
        # A link inside that names no file is broken (its quick fix creates
        # it); one that leaves the workspace is not followed nor reported, or
        # is broken without that quick fix: the code action is asked either way.
        published = _wait_diag(client, uri, "broken-link") if proposed else _published(client, uri)
        diags = [d for d in published if d.get("code") == "broken-link"]
        line = text.splitlines()[2]
        whole = {"start": {"line": 2, "character": 0}, "end": {"line": 2, "character": len(line)}}
        reply = client.result(
            "textDocument/codeAction",
            {
                "textDocument": {"uri": uri},
                "range": diags[0]["range"] if diags else whole,
                "context": {"diagnostics": diags or published},
            },
        )
        creates = [
            c
            for a in reply or []
            for c in (a.get("edit") or {}).get("documentChanges") or []
            if c.get("kind") == "create"
        ]
        assert bool(creates) == proposed, reply
        for c in creates:
            path = Path(c["uri"].removeprefix("file://"))
            assert ws.resolve() in path.resolve().parents
    finally:
        client.shutdown(10)
    assert snapshot(outside) == before


@pytest.mark.parametrize("name", ["../escape", "/abs/escape", "a\x00b", "..", "sub/x", "dangling"])
def test_renames_stay_inside(ws: Path, outside: Path, name: str) -> None:
    for folder in ("", "book", "places", "facts", "characters"):
        (ws / folder / "dangling.md").symlink_to(outside / "nothing-yet.md")
    semnet("index", str(ws), cwd=ws, timeout=60)
    client = start_server(ws)
    try:
        uri = (ws / "book" / "one.md").as_uri()
        lines = (ws / "book" / "one.md").read_text().split("\n")
        line = next(i for i, t in enumerate(lines) if "[[" in t or "](" in t)
        col = lines[line].index("[[") + 3 if "[[" in lines[line] else lines[line].index("](") + 3
        reply = client.request(
            "textDocument/rename",
            {
                "textDocument": {"uri": uri},
                "position": {"line": line, "character": col},
                "newName": name,
            },
            timeout=30,
        )
        assert reply.get("error", {}).get("code") == -32602, reply
    finally:
        client.shutdown(10)
    assert not (outside / "nothing-yet.md").exists()


def test_will_rename_to_outside_proposes_nothing(ws: Path, outside: Path) -> None:
    semnet("index", str(ws), cwd=ws, timeout=60)
    client = start_server(ws)
    try:
        reply = client.result(
            "workspace/willRenameFiles",
            {
                "files": [
                    {
                        "oldUri": (ws / "book/one.md").as_uri(),
                        "newUri": (outside / "one.md").as_uri(),
                    }
                ]
            },
        )
        assert reply is None
    finally:
        client.shutdown(10)


def test_out_replaces_a_symlink_instead_of_writing_through_it(ws: Path, outside: Path) -> None:
    semnet("index", str(ws), cwd=ws, timeout=60)
    target = outside / "victim.txt"
    target.write_text("untouched")
    (ws / "graph.html").symlink_to(target)
    done = semnet(
        "graph",
        "view",
        "book/one.md:3",
        "--root",
        str(ws),
        "--out",
        str(ws / "graph.html"),
        cwd=ws,
    )
    assert done.returncode == 0, done.stderr
    assert target.read_text() == "untouched"
    assert (
        not (ws / "graph.html").is_symlink() and "<html" in (ws / "graph.html").read_text().lower()
    )


def _ink(root: Path, images: dict[str, str] | None = None) -> Path:
    from judge_helpers import SUB, doc, make_inkhaven, standard_docs, uid

    docs, texts = standard_docs()
    for i, (file, title) in enumerate((images or {}).items()):
        docs[uid(90 + i)] = doc("image", title, SUB, 10 + i, file=file)
    return make_inkhaven(root, docs, texts=texts)


def test_inkhaven_import_copies_nothing_from_outside(tmp_path: Path, outside: Path) -> None:
    proj = _ink(tmp_path / "ink", {"/etc/passwd": "abs", "../outside/secret.md": "up"})
    to = tmp_path / "export"
    done = semnet("import", "inkhaven", str(proj), "--to", str(to), "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert sum("outside the project" in s for s in summary["skipped"]) == 2, summary["skipped"]
    for p in (q for q in to.rglob("*") if q.is_file()):
        data = p.read_bytes()
        assert b"root:x:0:0" not in data and SENTINEL.encode() not in data, p


def test_inkhaven_export_into_a_symlink_is_refused(tmp_path: Path, outside: Path) -> None:
    proj = _ink(tmp_path / "ink")
    empty = outside / "empty"
    empty.mkdir()
    (tmp_path / "to").symlink_to(empty)
    done = semnet("import", "inkhaven", str(proj), "--to", str(tmp_path / "to"), cwd=tmp_path)
    assert done.returncode == 2 and "symlink" in done.stderr
    assert list(empty.iterdir()) == []
