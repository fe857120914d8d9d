"""The malformed-input corpus (generated here, 68+ cases): Markdown and BibTeX
files no writer meant to write, special files, broken configs, damaged and
foreign stores, hostile inkhaven projects. Each becomes a diagnostic, a
skipped-file note or one clear line: `semnet index` and the language server
never crash on them, never print a traceback, and never try to fetch a
DuckDB extension (HOME points at an empty folder: DuckDB would install
extensions under it). Parse and index times are printed, not asserted."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import duckdb
import pytest
from seeded import seed_workspace

from .conftest import start_server


def _bomb() -> bytes:
    lines = ["---", 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    prev = "a"
    for n in "bcdefghij":
        lines.append(f"{n}: &{n} [" + ",".join([f"*{prev}"] * 9) + "]")
        prev = n
    return ("\n".join([*lines, "tags: *j", "aliases: *i", "---", "", "Body."]) + "\n").encode()


def _indented_list(depth: int) -> bytes:
    return "".join("  " * i + "- x\n" for i in range(depth)).encode()


# name -> bytes of `<name>.md`
MARKDOWN: dict[str, bytes] = {
    "empty": b"",
    "whitespace": b"   \t  \n \n",
    "newlines": b"\n" * 10_000,
    "nul-bytes": b"# Title\n\nsome\x00text\x00\x00 here\n",
    "invalid-utf8": b"# T\n\n\xff\xfe\xfd bytes \xc3\x28 here\n",
    "utf16-bom": "\ufeff# Заголовок\n\nТекст.\n".encode("utf-16"),
    "utf8-bom": b"\xef\xbb\xbf# Title\n\nText.\n",
    "crlf": b"# T\r\n\r\nA [[link]] here.\r\n",
    "cr-only": b"# T\r\rA paragraph.\rAnother.\r",
    "surrogate-bytes": b"# T\n\n\xed\xa0\x80 lone surrogate\n",
    "5mb-line": b"x" * 5_000_000,
    "list-10000-one-line": b"- " * 10_000 + b"x\n",
    "list-deep-lines": _indented_list(600),
    "quote-10000": b">" * 10_000 + b" x\n",
    "mixed-10000": b"> - " * 10_000 + b"x\n",
    "ordered-10000": b"1. " * 10_000 + b"x\n",
    "fm-unclosed": b"---\ntitle: x\n\nbody [[a]]\n",
    "fm-invalid-yaml": b"---\ntitle: [unclosed\n  - : :\n---\nbody\n",
    "fm-flow-10000": b"---\ntags: " + b"[" * 10_000 + b"]" * 10_000 + b"\n---\nx\n",
    "fm-alias-bomb": _bomb(),
    "fm-list": b"---\n- a\n- b\n---\nbody\n",
    "fm-scalar": b"---\njust text\n---\nbody\n",
    "fm-binary": b"---\ndata: !!binary aGVsbG8=\n---\nbody\n",
    "fm-python-tag": b"---\nx: !!python/object/apply:os.system ['echo hi']\n---\nbody\n",
    "fm-1mb": b"---\nnotes: " + b"y" * 1_000_000 + b"\n---\nbody\n",
    "fm-bad-dates": b"---\ndate: 2020-13-45\nwhen: 99999-99-99\n---\nbody\n",
    "fm-aliases-dicts": b"---\ntype: character\naliases: [{a: 1}, [2], null, 3]\n---\n# Who\n",
    "fm-10000-aliases": b"---\naliases: ["
    + b",".join(b"a%d" % i for i in range(10_000))
    + b"]\n---\nx\n",
    "fm-title-dict": b"---\ntitle: {a: b}\nlang: 42\ntype: [x]\n---\nbody\n",
    "fm-lang-bad": b"---\nlang: klingon-xx-yy\n---\nbody\n",
    "wiki-unclosed": b"[[" * 10_000 + b"\n",
    "brackets-100k": b"[" * 100_000 + b"\n",
    "paren-links-100k": b"](" * 100_000 + b"\n",
    "link-nul": b"[x](a\x00b.md) and [[c\x00d]]\n",
    "link-etc-passwd": b"[x](../../../../etc/passwd) [[/etc/passwd]] ![i](/etc/shadow)\n",
    "link-long-target": b"[[" + b"t" * 10_000 + b"]] [x](" + b"u" * 10_000 + b".md)\n",
    "at-100k": b"@" * 100_000 + b"\n",
    "pandoc-10000-keys": b"[" + b"; ".join(b"@k%d" % i for i in range(10_000)) + b"]\n",
    "fields-10000": b"".join(b"key%d:: value\n" % i for i in range(10_000)),
    "block-ids-dup": b"".join(b"para %d ^same\n\n" % i for i in range(1000)),
    "headings-10000": b"".join(b"# H%d\n" % i for i in range(10_000)),
    "heading-100kb": b"# " + b"w " * 50_000 + b"\n",
    "headings-dup": b"## Same\n\n" * 1000,
    "html-unclosed": b"<div><span><table><tr><td>" * 1000 + b"\ntext\n",
    "fence-unclosed": b"```\ncode [[not a link]]\n" * 10 + b"\n",
    "table-1000-cols": b"|" + b"c|" * 1000 + b"\n|" + b"-|" * 1000 + b"\n|" + b"v|" * 1000 + b"\n",
    "emoji-zwj": ("👩‍👩‍👧‍👦 " * 5000 + "\n").encode(),
    "rtl-overrides": ("\u202e[[evil\u202c]] \u2066x\u2069\n" * 100).encode(),
    "combining-10000": ("a" + "\u0301" * 10_000 + " [[b" + "\u0300" * 100 + "]]\n").encode(),
    "when-zero": b"The event when:: 0000-00-00 and [when:: 2020-02-30].\n",
    "when-reversed": b"Range [when:: 2020/1990] and (when:: ...).\n",
    "events-many": b"".join(b"[when:: %04d] event %d\n\n" % (1000 + i, i) for i in range(2000)),
    "controls": bytes(range(1, 32)) * 100 + b"\n",
}
# Files that are not what their name says, or names no writer would choose.
SPECIAL: dict[str, Callable[[Path], None]] = {
    "fifo": lambda root: os.mkfifo(root / "fifo.md"),
    "socket": lambda root: _socket(root / "sock.md"),
    "symlink-loop": lambda root: (root / "loop.md").symlink_to(root / "loop.md"),
    "symlink-dangling": lambda root: (root / "dangling.md").symlink_to(root / "nowhere.md"),
    "symlink-to-dev": lambda root: (root / "zero.md").symlink_to("/dev/zero"),
    "folder-named-md": lambda root: (root / "dir.md").mkdir(),
    "name-spaces-unicode": lambda root: (root / "Ёлка и ель — notes.md").write_text("# Ёлка\n"),
    "name-newline": lambda root: (root / "new\nline.md").write_text("# NL\n"),
    "uppercase-ext": lambda root: (root / "UPPER.MD").write_text("# Upper\n"),
    "deep-folders": lambda root: _deep(root, 50),
    "bib-invalid": lambda root: (root / "bad.bib").write_bytes(b"@book{x, title={unclosed\n@@@\n"),
    "bib-deep-braces": lambda root: (root / "deep.bib").write_bytes(
        b"@misc{d, title=" + b"{" * 10_000 + b"x" + b"}" * 10_000 + b"}\n"
    ),
    "bib-binary": lambda root: (root / "bin.bib").write_bytes(bytes(range(256)) * 100),
    "bib-huge-entry": lambda root: (root / "huge.bib").write_bytes(
        b"@misc{h, note={" + b"n" * 2_000_000 + b"}}\n"
    ),
    "toml-invalid": lambda root: (root / "semnet.toml").write_text("ignore = [unclosed\n"),
}
_sockets: list[socket.socket] = []


def _socket(path: Path) -> None:
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind(str(path))
    _sockets.append(s)


def _deep(root: Path, n: int) -> None:
    p = root.joinpath(*[f"d{i}" for i in range(n)])
    p.mkdir(parents=True)
    (p / "bottom.md").write_text("# Bottom\n\n[[top]]\n")


def semnet(
    *args: str, cwd: Path, home: Path, timeout: float = 300
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "SEMNET_DEBUG"}
    env["HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "semnet.server", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def no_extension_fetched(home: Path) -> bool:
    return not (home / ".duckdb").exists()


def one_clear_line(done: subprocess.CompletedProcess[str]) -> str:
    lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
    assert "Traceback" not in done.stderr, done.stderr[-1500:]
    assert lines and lines[-1].startswith("semnet: "), done.stderr
    return lines[-1]


@pytest.fixture
def home(tmp_path: Path) -> Path:
    h = tmp_path / "home"
    h.mkdir()
    return h


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    root = tmp_path / "corpus"
    root.mkdir()
    for name, data in MARKDOWN.items():
        (root / f"{name}.md").write_bytes(data)
    for make in SPECIAL.values():
        make(root)
    (root / "ok.md").write_text("# Fine\n\nA normal note linking [[empty]].\n")
    return root


def test_the_corpus_has_68_cases() -> None:
    assert len(MARKDOWN) + len(SPECIAL) + len(STORES) + len(INKHAVEN) >= 68


def test_index_takes_every_malformed_file(corpus: Path, home: Path) -> None:
    t0 = time.monotonic()
    done = semnet("index", str(corpus), "--json", cwd=corpus, home=home)
    took = time.monotonic() - t0
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    summary = json.loads(done.stdout)
    skipped = " ".join(summary["skipped"])
    for name in ("fifo.md", "sock.md", "loop.md", "zero.md"):
        assert name in skipped, (name, summary["skipped"])
    con = duckdb.connect(str(corpus / ".semnet" / "graph.duckdb"), read_only=True)
    uris = {
        r[0] for r in con.execute("SELECT DISTINCT uri FROM nodes WHERE uri IS NOT NULL").fetchall()
    }
    con.close()
    for name in MARKDOWN:
        assert f"{name}.md" in uris, name
    assert (
        "d0/d1/d2/d3/d4/d5/d6/d7/d8/d9/d10/d11/d12/d13/d14/d15/d16/d17/d18/d19/d20/d21/d22/d23/d24/d25/d26/d27/d28/d29/d30/d31/d32/d33/d34/d35/d36/d37/d38/d39/d40/d41/d42/d43/d44/d45/d46/d47/d48/d49/bottom.md"
        in uris
    )
    assert no_extension_fetched(home)
    print(f"\nindexing the corpus ({len(uris)} files): {took:.1f} s (process included)")


def test_parse_times_of_pathological_nesting() -> None:
    from semnet.graph.manuscript.parse import parse_document

    times = {}
    for name in (
        "list-10000-one-line",
        "list-deep-lines",
        "quote-10000",
        "mixed-10000",
        "ordered-10000",
        "fm-flow-10000",
        "brackets-100k",
        "wiki-unclosed",
    ):
        t0 = time.perf_counter()
        parse_document(MARKDOWN[name].decode("utf-8", "replace"), f"{name}.md")
        times[name] = round(time.perf_counter() - t0, 3)
    print("\nparse seconds: " + json.dumps(times))


def test_the_server_answers_on_every_malformed_file(corpus: Path, home: Path) -> None:
    semnet("index", str(corpus), cwd=corpus, home=home)
    client = start_server(corpus, env={"HOME": str(home)})
    slow = {}
    try:
        for name, data in MARKDOWN.items():
            uri = (corpus / f"{name}.md").as_uri()
            text = data.decode("utf-8", "replace")
            t0 = time.monotonic()
            client.notify(
                "textDocument/didOpen",
                {
                    "textDocument": {
                        "uri": uri,
                        "languageId": "markdown",
                        "version": 1,
                        "text": text,
                    }
                },
            )
            for method, params in (
                ("textDocument/documentSymbol", {"textDocument": {"uri": uri}}),
                (
                    "textDocument/hover",
                    {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 1}},
                ),
                ("textDocument/codeLens", {"textDocument": {"uri": uri}}),
                ("textDocument/documentLink", {"textDocument": {"uri": uri}}),
                (
                    "textDocument/completion",
                    {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 2}},
                ),
            ):
                reply = client.request(method, params, timeout=120)
                assert "result" in reply or reply["error"]["code"] in (-32602, -32803), (
                    name,
                    method,
                    reply,
                )
                assert "traceback" not in json.dumps(reply).lower()
            slow[name] = round(time.monotonic() - t0, 2)
            client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        for special in ("fifo.md", "sock.md", "loop.md", "zero.md", "dir.md"):
            uri = (corpus / special).as_uri()
            reply = client.request(
                "textDocument/hover",
                {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}},
                timeout=60,
            )
            assert "result" in reply or reply["error"]["code"] == -32602, (special, reply)
        assert client.alive()
    finally:
        client.shutdown(10)
    assert no_extension_fetched(home)
    print(
        "\nserver seconds per malformed file (open + 5 requests), slowest: "
        + json.dumps(dict(sorted(slow.items(), key=lambda kv: -kv[1])[:6]))
    )


# Stores that are not semnet stores: what `.semnet/graph.duckdb` is.
def _sqlite(p: Path) -> None:
    p.write_bytes(b"SQLite format 3\x00" + b"\x00" * 4080)


def _truncated(p: Path) -> None:
    con = duckdb.connect(str(p))
    con.execute("CREATE TABLE t AS SELECT range AS x FROM range(100000)")
    con.close()
    data = p.read_bytes()
    p.write_bytes(data[: len(data) // 3])


def _foreign(p: Path) -> None:
    con = duckdb.connect(str(p))
    con.execute("CREATE TABLE invoices (id INT, total DOUBLE)")
    con.close()


STORES: dict[str, Callable[[Path], None]] = {
    "sqlite-header": _sqlite,
    "empty-file": lambda p: p.write_bytes(b""),
    "junk": lambda p: p.write_bytes(b"hello world " * 1000),
    "truncated": _truncated,
    "foreign-duckdb": _foreign,
    "a-folder": lambda p: p.mkdir(),
    "semnet-dir-is-a-file": lambda p: (p.parent.rmdir(), p.parent.write_text("not a folder")),
    "parquet-header": lambda p: p.write_bytes(b"PAR1" + b"\x00" * 100),
}


@pytest.mark.parametrize("case", sorted(STORES))
def test_a_damaged_or_foreign_store_is_one_line_and_no_download(
    tmp_path: Path, home: Path, case: str
) -> None:
    root = seed_workspace(tmp_path / "ws", index=False).root
    store = root / ".semnet" / "graph.duckdb"
    store.parent.mkdir()
    STORES[case](store)
    for args in (
        ("index", str(root)),
        ("graph", "stats", "--root", str(root)),
        ("check", str(root)),
    ):
        done = semnet(*args, cwd=root, home=home)
        assert done.returncode == 2, (case, args, done.stdout, done.stderr)
        line = one_clear_line(done)
        assert "not a semnet store" in line, (case, line)
        assert "semnet index" in line  # how to rebuild
        assert "extension" not in line.lower()
    assert no_extension_fetched(home)


@pytest.mark.parametrize("case", ["sqlite-header", "truncated", "foreign-duckdb"])
def test_the_server_says_the_store_is_not_a_semnet_store(
    tmp_path: Path, home: Path, case: str
) -> None:
    root = seed_workspace(tmp_path / "ws", index=False).root
    store = root / ".semnet" / "graph.duckdb"
    store.parent.mkdir()
    STORES[case](store)
    from semnet.bench.rpc import RawClient, server_command

    from .conftest import init_params

    client = RawClient(server_command(), cwd=root, env={**os.environ, "HOME": str(home)})
    try:
        client.request("initialize", init_params(root), timeout=60)
        client.notify("initialized", {})
        reply = client.request("semnet/stats", {}, timeout=60)
        assert (
            reply["error"]["code"] == -32803 and "not a semnet store" in reply["error"]["message"]
        ), reply
        shown = client.wait(
            lambda: [
                p
                for _, m, p in client.notifications
                if m == "window/showMessage" and "not a semnet store" in p["message"]
            ],
            30,
        )
        assert shown
    finally:
        client.shutdown(10)
    assert no_extension_fetched(home)


def _ink_project(root: Path, tweak: Callable[[Path], None]) -> Path:
    from judge_helpers import make_inkhaven, standard_docs

    docs, texts = standard_docs()
    proj = make_inkhaven(root, docs, texts=texts, edges=[])
    tweak(proj)
    return proj


def _doc_row(proj: Path, document: str) -> None:
    con = duckdb.connect(str(proj / "metadata.db"))
    con.execute(
        "INSERT INTO json_docs VALUES ('00000000-0000-7000-8000-000000000999', 1, 1, 'k', ?)",
        [document],
    )
    con.close()


INKHAVEN: dict[str, Callable[[Path], None]] = {
    "metadata-sqlite": lambda p: _sqlite(p / "metadata.db"),
    "edges-sqlite": lambda p: _sqlite(p / "edges.db"),
    "metadata-empty": lambda p: (p / "metadata.db").write_bytes(b""),
    "doc-nested-10000": lambda p: _doc_row(p, "[" * 10_000 + "]" * 10_000),
    "doc-nested-deep-object": lambda p: _doc_row(
        p, '{"kind": "paragraph", "title": "t", "x": ' + "[" * 500 + "]" * 500 + "}"
    ),
    "sidecar-nested": lambda p: (
        (p / ".inkhaven").mkdir(exist_ok=True),
        (p / ".inkhaven" / "fact-sources.json").write_text("[" * 100_000 + "]" * 100_000),
    ),
    "sidecar-not-json": lambda p: (
        (p / ".inkhaven").mkdir(exist_ok=True),
        (p / ".inkhaven" / "fact-verdicts.json").write_bytes(b"\xff\xfe{"),
    ),
    "sidecar-fifo": lambda p: (
        (p / ".inkhaven").mkdir(exist_ok=True),
        os.mkfifo(p / ".inkhaven" / "facts_scan.json"),
    ),
    "text-file-outside": lambda p: _doc_row(
        p, json.dumps({"kind": "paragraph", "title": "t", "file": "/etc/passwd"})
    ),
}


@pytest.mark.parametrize("case", sorted(INKHAVEN))
def test_a_hostile_inkhaven_project_is_one_line(tmp_path: Path, home: Path, case: str) -> None:
    proj = _ink_project(tmp_path / "ink", INKHAVEN[case])
    ws = tmp_path / "ws"
    ws.mkdir()
    done = semnet(
        "import", "inkhaven", str(proj), "--root", str(ws), cwd=ws, home=home, timeout=120
    )
    assert done.returncode == 2, (case, done.stdout, done.stderr)
    line = one_clear_line(done)
    assert "extension" not in line.lower(), line
    assert no_extension_fetched(home)


def test_an_invalid_judge_table_does_not_disable_the_store(tmp_path: Path) -> None:
    root = seed_workspace(tmp_path / "ws").root
    (root / "semnet.toml").write_text('[judge]\nbackend = "oracle"\ncandidates = -4\n')
    client = start_server(root)
    try:
        assert client.result("semnet/stats", {})["nodes"] > 0
        uri = (root / "book" / "one.md").as_uri()
        client.notify(
            "textDocument/didOpen",
            {
                "textDocument": {
                    "uri": uri,
                    "languageId": "markdown",
                    "version": 1,
                    "text": (root / "book/one.md").read_text(),
                }
            },
        )
        client.wait(
            lambda: [
                1 for _, m, p in client.notifications if m == "textDocument/publishDiagnostics"
            ],
            30,
        )
        told = client.wait(
            lambda: [
                p["message"]
                for _, m, p in client.notifications
                if m == "window/showMessage" and "judge" in p["message"]
            ],
            30,
        )
        assert "judge.backend" in told[0]
    finally:
        client.shutdown(10)
