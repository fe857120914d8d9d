"""The llm judge against a fake endpoint on 127.0.0.1 that echoes the API key
and fails in 14 ways (`fake_llm.MODES`): no piece of the key (8 characters
or more) reaches the CLI's output, the language server's replies and log, or
any row of the store; the CLI ends each failure with one line. A key that
cannot be sent (a newline, a non-ASCII letter) is refused by position, not
shown. And a judge that waits on a slow endpoint keeps no other writer out."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import duckdb
import pytest
from seeded import Seeded, seed_workspace

from .conftest import FULL, start_server
from .fake_llm import MODES, FakeLLM

KEY = "sk-live-7f3a9c2e1b4d6f8a0c2e4b6d8f1a3c5e"


def fragments(text: str, key: str = KEY, n: int = 8) -> list[str]:
    """The pieces of `key` of `n` characters or more found in `text`."""
    grams = {key[i : i + n] for i in range(len(key) - n + 1)}
    return sorted({text[i : i + n] for i in range(len(text) - n + 1) if text[i : i + n] in grams})


def store_text(root: Path) -> str:
    """Every text column of every row of the store, as one string."""
    con = duckdb.connect(str(root / ".semnet" / "graph.duckdb"), read_only=True)
    try:
        out = []
        for (table,) in con.execute("SELECT table_name FROM information_schema.tables").fetchall():
            for row in con.execute(f'SELECT * FROM "{table}"').fetchall():
                out.append(" ".join(str(v) for v in row))
        return "\n".join(out)
    finally:
        con.close()


def semnet(
    *args: str, root: Path, env: dict[str, str] | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    e = {k: v for k, v in os.environ.items() if k != "SEMNET_DEBUG"}
    e.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "semnet.server", *args],
        cwd=root,
        env=e,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.fixture
def judged(tmp_path: Path) -> Seeded:
    return seed_workspace(tmp_path / "ws")


def _link_args(seeded: Seeded, llm: FakeLLM) -> list[str]:
    return [
        "graph",
        "link",
        f"node:{seeded.ids['born1871']}",
        "--root",
        str(seeded.root),
        "--judge",
        "llm",
        "--base-url",
        llm.base_url,
        "--timeout",
        "1",
        "--retries",
        "1",
    ]


def test_fourteen_failure_modes_leak_no_piece_of_the_key(judged: Seeded) -> None:
    assert len(MODES) == 14
    root = judged.root
    with FakeLLM(mode="ok", delay=3.0) as llm:
        (root / "semnet.toml").write_text(
            f'[judge.llm]\nbase_url = "{llm.base_url}"\ntimeout = 1\nretries = 1\nbackoff = 0\n'
        )
        env = {"SEMNET_LLM_API_KEY": KEY, "SEMNET_LOCK_TIMEOUT": "30"}
        server = start_server(root, env=env, stderr=subprocess.DEVNULL)
        seen_key = []
        try:
            for mode in MODES:
                llm.mode = mode
                done = semnet(*_link_args(judged, llm), root=root, env=env)
                out = done.stdout + done.stderr
                assert not fragments(out), (mode, fragments(out), out[-500:])
                assert "Traceback" not in done.stderr, (mode, done.stderr[-800:])
                if done.returncode != 0:
                    assert len(done.stderr.strip().splitlines()) >= 1
                    assert done.stderr.strip().splitlines()[-1].startswith("semnet: "), (
                        mode,
                        done.stderr,
                    )
                reply = server.request(
                    "semnet/relate",
                    {"endpoint": {"ref": f"node:{judged.ids['born1871']}"}, "judge": "llm"},
                    timeout=60,
                )
                assert not fragments(json.dumps(reply)), (mode, reply)
                seen_key.append(llm.keys[-1] if llm.keys else None)
        finally:
            server.shutdown(10)
    assert KEY in seen_key  # the endpoint was sent the key (and echoed it)
    rows = store_text(root)
    assert (
        "because ***" in rows or "see *** for why" in rows
    )  # the judged reasons were kept, scrubbed
    assert not fragments(rows), fragments(rows)[:5]


def test_server_log_has_no_piece_of_the_key(judged: Seeded, tmp_path: Path) -> None:
    root = judged.root
    log = tmp_path / "server.log"
    with FakeLLM(mode="http_401_echo") as llm:
        (root / "semnet.toml").write_text(
            f'[judge.llm]\nbase_url = "{llm.base_url}"\ntimeout = 1\nretries = 0\n'
        )
        env = {"SEMNET_LLM_API_KEY": KEY}
        from semnet.bench.rpc import RawClient, server_command

        client = RawClient(
            [*server_command(), "--log-file", str(log), "--log-level", "debug"],
            cwd=root,
            env={**os.environ, **env},
        )
        try:
            from .conftest import init_params

            client.request("initialize", init_params(root), timeout=60)
            client.notify("initialized", {})
            client.result("semnet/stats", {}, timeout=60)
            for mode in ("http_401_echo", "http_500_echo", "huge_body", "garbled_reply"):
                llm.mode = mode
                reply = client.request(
                    "semnet/relate",
                    {"endpoint": {"ref": f"node:{judged.ids['born1871']}"}, "judge": "llm"},
                    timeout=60,
                )
                assert "error" in reply and not fragments(json.dumps(reply))
        finally:
            client.shutdown(10)
    text = log.read_text()
    assert "llm judge" in text  # the failures were logged
    assert not fragments(text), fragments(text)[:5]


@pytest.mark.parametrize(
    ("key", "why"),
    [
        ("sk-abc\ndef-0123456789", "control character"),
        ("sk-ключ-0123456789", "non-ASCII"),
        ("sk-abc def-0123456789", "a space"),
    ],
)
def test_a_key_that_cannot_be_sent_is_refused_without_showing_it(
    judged: Seeded, key: str, why: str
) -> None:
    with FakeLLM() as llm:
        done = semnet(*_link_args(judged, llm), root=judged.root, env={"SEMNET_LLM_API_KEY": key})
        assert llm.requests == 0
    assert done.returncode == 2
    assert why in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("semnet: "), done.stderr
    assert not fragments(done.stderr + done.stdout, key), done.stderr


def test_a_slow_judge_keeps_no_other_writer_out(judged: Seeded) -> None:
    delay = 30.0 if FULL else 10.0
    root = judged.root
    with FakeLLM(mode="slow", delay=delay) as llm:
        args = _link_args(judged, llm)
        args[args.index("--timeout") + 1] = str(delay + 30)
        env = {"SEMNET_LLM_API_KEY": KEY}
        link = subprocess.Popen(
            [sys.executable, "-m", "semnet.server", *args],
            cwd=root,
            env={**os.environ, **env},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            assert llm.wait_for_request(60)
            marks = []
            while link.poll() is None and len(marks) < 3:
                done = semnet(
                    "graph",
                    "mark",
                    f"node:{judged.ids['born1874']}",
                    "dubious",
                    "--root",
                    str(root),
                    root=root,
                    env={"SEMNET_LOCK_TIMEOUT": "2"},
                )
                assert done.returncode == 0, done.stderr
                marks.append(link.poll() is None)  # written while the judge waited
            out, err = link.communicate(timeout=delay + 60)
        finally:
            if link.poll() is None:
                link.kill()
    assert link.returncode == 0, err
    assert marks[0], "the judge answered before a mark could be tried"
    assert "agrees" in out


def test_the_server_writes_while_a_judge_waits(judged: Seeded) -> None:
    root = judged.root
    with FakeLLM(mode="slow", delay=8.0) as llm:
        (root / "semnet.toml").write_text(
            f'[judge.llm]\nbase_url = "{llm.base_url}"\ntimeout = 60\nretries = 0\n'
        )
        client = start_server(root, {"semnet": {"writeDelayMs": 0}})
        try:
            before = client.result("semnet/stats", {})["nodes"]
            rid = client.request_nowait(
                "semnet/relate",
                {"endpoint": {"ref": f"node:{judged.ids['born1871']}"}, "judge": "llm"},
            )
            assert llm.wait_for_request(30)
            rel = root / "book" / "three.md"
            rel.write_text("# Three\n\nA new chapter, written while the judge thinks.\n")
            client.notify(
                "workspace/didChangeWatchedFiles", {"changes": [{"uri": rel.as_uri(), "type": 1}]}
            )
            deadline = time.monotonic() + 30
            while client.result("semnet/stats", {})["nodes"] == before:
                assert time.monotonic() < deadline, "the index pass waited for the judge"
                time.sleep(0.1)
            assert json.dumps(rid) not in client.replies  # the judge is still waiting
            reply = client.wait_reply(rid, 60)
            assert "result" in reply, reply
        finally:
            client.shutdown(10)


def test_concurrent_threads_scrub_consistently() -> None:
    from semnet.graph import secrets

    secrets.remember(KEY)
    texts = [f"error {KEY[i : i + 20]} tail" for i in range(0, 20)]
    results: list[str] = []

    def work() -> None:
        for t in texts:
            results.append(secrets.scrub(t))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(not fragments(r) for r in results)
