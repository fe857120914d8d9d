"""Helpers of the judge tests: small workspaces and small inkhaven projects,
built by the tests themselves (imported as `judge_helpers`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import duckdb


def write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    return root


def semnet_cli(
    *args: str, cwd: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "semnet.server", *args],
        cwd=cwd, capture_output=True, text=True, timeout=300,
        env={**os.environ, "COLUMNS": "200", **(env or {})},
    )  # fmt: skip


def uid(n: int) -> str:
    """A readable fixed UUID: 00000000-0000-7000-8000-0000000000NN."""
    return str(uuid.UUID(f"00000000-0000-7000-8000-{n:012d}"))


def doc(kind: str, title: str, parent: str | None, order: int = 0, **extra: Any) -> dict[str, Any]:
    d: dict[str, Any] = {
        "kind": kind, "title": title, "slug": title.lower().replace(" ", "-"),
        "path": [], "parent_id": parent, "order": order,
    }  # fmt: skip
    d.update(extra)
    return d


def make_inkhaven(
    root: Path,
    docs: dict[str, dict[str, Any]],
    *,
    texts: dict[str, str] | None = None,
    sources: dict[str, Any] | None = None,
    verdicts: dict[str, Any] | None = None,
    scan: dict[str, Any] | None = None,
    edges: list[tuple[Any, ...]] | None = None,
) -> Path:
    """An inkhaven project: metadata.db (DuckDB json_docs), paragraph files
    under books/, the three sidecars and an edges.db, as asked."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "inkhaven.hjson").write_text("{}\n", encoding="utf-8")
    con = duckdb.connect(str(root / "metadata.db"))
    con.execute(
        "CREATE TABLE json_docs (id TEXT PRIMARY KEY, created_at BIGINT, updated_at BIGINT, "
        "key TEXT, document JSON)"
    )
    for i, (nid, d) in enumerate(docs.items()):
        d = dict(d)
        if texts and nid in texts:
            rel = f"books/{nid}.typ"
            (root / "books").mkdir(exist_ok=True)
            (root / rel).write_text(texts[nid], encoding="utf-8")
            d["file"] = rel
        con.execute(
            "INSERT INTO json_docs VALUES (?, ?, ?, ?, ?)",
            [nid, 1_700_000_000 + i, 1_700_000_000 + i, f"node:{nid}", json.dumps(d)],
        )
    con.close()
    side = root / ".inkhaven"
    if sources is not None or verdicts is not None or scan is not None:
        side.mkdir(exist_ok=True)
    if sources is not None:
        (side / "fact-sources.json").write_text(json.dumps({"facts": sources}), encoding="utf-8")
    if verdicts is not None:
        (side / "fact-verdicts.json").write_text(json.dumps({"facts": verdicts}), encoding="utf-8")
    if scan is not None:
        (side / "facts_scan.json").write_text(json.dumps(scan), encoding="utf-8")
    if edges is not None:
        con = duckdb.connect(str(root / "edges.db"))
        con.execute(
            "CREATE TABLE edges (id TEXT NOT NULL PRIMARY KEY, src_kind TEXT NOT NULL, "
            "src_ref TEXT NOT NULL, dst_kind TEXT NOT NULL, dst_ref TEXT NOT NULL, "
            "kind TEXT NOT NULL, directed BOOLEAN NOT NULL, weight DOUBLE NOT NULL, reason TEXT, "
            "origin TEXT NOT NULL, attrs JSON NOT NULL, created_at BIGINT NOT NULL)"
        )
        for e in edges:
            con.execute("INSERT INTO edges VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", list(e))
        con.close()
    return root


# The standard small project: a book with a chapter, a subchapter and three
# paragraphs; Characters, Places and Facts system books.
BOOK, CH1, SUB, P1, P2, P3 = uid(1), uid(2), uid(3), uid(4), uid(5), uid(6)
CHARS, ANNA, PLACES, PETER = uid(10), uid(11), uid(12), uid(13)
FACTS, FCH, F1, F2 = uid(20), uid(21), uid(22), uid(23)


def standard_docs() -> tuple[dict[str, dict[str, Any]], dict[str, str]]:
    docs = {
        BOOK: doc("book", "The Winter Telegram", None),
        CH1: doc("chapter", "The Notebooks", BOOK, 1),
        SUB: doc("subchapter", "At the station", CH1, 1),
        P1: doc("paragraph", "Arrival", SUB, 1, linked_paragraphs=[P2]),
        P2: doc("paragraph", "Snow", SUB, 2,
                event={"start_ticks": 1904 * 360 + 11 * 30 + 29, "precision": "day",
                       "characters": [ANNA], "places": [PETER], "track": "main"}),
        P3: doc("paragraph", "Letter", CH1, 2),
        CHARS: doc("book", "Characters", None, 2, system_tag="characters"),
        ANNA: doc("paragraph", "Anna Karlovna Stern", CHARS, 1),
        PLACES: doc("book", "Places", None, 3, system_tag="places"),
        PETER: doc("paragraph", "Saint Petersburg", PLACES, 1),
        FACTS: doc("book", "Facts", None, 4, system_tag="facts"),
        FCH: doc("chapter", "People", FACTS, 1),
        F1: doc("paragraph", "Anna born", FCH, 1),
        F2: doc("paragraph", "Anna born again", FCH, 2),
    }  # fmt: skip
    texts = {
        P1: "Lucien stepped down onto the platform at the Warsaw Station.",
        P2: "It had snowed all night; the city was white and silent.",
        P3: "He wrote to Hélène that the translator was born in 1874.",
        ANNA: "Translator in Petersburg, of a Baltic German family.",
        PETER: "The capital, on the Neva.",
        F1: "Anna Karlovna Stern was born in 1871.",
        F2: "Anna Karlovna Stern was born in 1874.",
    }
    return docs, texts


class Scripted:
    """A chat-completions server whose replies the test lists in advance:
    ("json", status, body) | ("text", status, raw) | ("sleep", seconds, next)."""

    def __init__(self) -> None:
        self.replies: list[tuple[str, Any, Any]] = []
        self.requests: list[dict[str, Any]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:  # quiet
                pass

            def do_POST(self) -> None:
                n = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(n) or b"{}")
                outer.requests.append(
                    {"path": self.path, "auth": self.headers.get("Authorization"), "body": body}
                )
                kind, a, b = (
                    outer.replies.pop(0) if outer.replies else ("json", 500, {"error": "no script"})
                )
                if kind == "sleep":
                    time.sleep(a)
                    kind, a, b = b
                data = (json.dumps(b) if kind == "json" else str(b)).encode()
                try:
                    self.send_response(a)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self.thread.start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def chat(self, content: str, status: int = 200, usage: dict[str, int] | None = None) -> None:
        body: dict[str, Any] = {"choices": [{"message": {"role": "assistant", "content": content}}]}
        if usage:
            body["usage"] = usage
        self.replies.append(("json", status, body))

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def wrong_stances(judge: Any, cases: list[tuple[str, str, str, str]]) -> list[tuple[str, ...]]:
    """The cases (`"lang"` or `"lang_a/lang_b"`, a, b, stance) a rules judge
    gets wrong, each with the stance it found."""
    from semnet.graph.judge.base import Statement

    def st(text: str, lang: str) -> Statement:
        return Statement(ref=f"node:{hash(text)}", id=str(hash(text)), kind="fact", text=text,
                         lang=lang)  # fmt: skip

    wrong = []
    for lang, a, b, want in cases:
        la, _, lb = lang.partition("/")
        f = judge.finding(st(a, la), st(b, lb or la))
        got = "none" if f is None else f.stance.value
        if got != want:
            wrong.append((a, b, want, got))
    return wrong


def stance_checker(judge: Any) -> Callable[[list[tuple[str, str, str, str]]], None]:
    """`check(cases)`: fails listing every case (`wrong_stances`) the judge
    gets wrong."""

    def check(cases: list[tuple[str, str, str, str]]) -> None:
        wrong = wrong_stances(judge, cases)
        assert not wrong, wrong

    return check
