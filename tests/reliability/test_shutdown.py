"""`shutdown` is answered and `exit` ends the process in every state tried:
idle, with buffers waiting to be written, in the middle of the first index
pass of a large workspace, with hundreds of requests queued, `exit` sent
while `shutdown` is still writing, `exit` without `shutdown`, the client
hanging up, and a judge request waiting on a slow endpoint. The times are
printed (the issue's target is 2 s; a test only fails if the process does
not end at all). After the end, nothing was written to a closed stdout."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from seeded import seed_workspace
from semnet.bench.fixture import generate_fixture
from semnet.bench.rpc import RawClient, server_command

from .conftest import init_params, start_server
from .fake_llm import FakeLLM

ENDED_WITHIN_S = 20.0  # a process still there after this is wedged
TIMES: dict[str, float] = {}


@pytest.fixture(scope="module", autouse=True)
def report():
    yield
    if TIMES:
        print("\nshutdown+exit, seconds: " + json.dumps({k: round(v, 2) for k, v in TIMES.items()}))


def _open(
    client: RawClient, root: Path, rel: str, text: str | None = None, version: int = 1
) -> str:
    uri = (root / rel).as_uri()
    body = text if text is not None else (root / rel).read_text()
    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "markdown", "version": version, "text": body}},
    )
    return uri


def _end(client: RawClient, name: str, *, exit_only: bool = False) -> int | None:
    if exit_only:
        t0 = time.monotonic()
        client.notify("exit")
        try:
            code: int | None = client.proc.wait(ENDED_WITHIN_S)
        except subprocess.TimeoutExpired:
            client.kill()
            code = None
        took = time.monotonic() - t0
    else:
        took, code = client.shutdown(ENDED_WITHIN_S)
    TIMES[name] = took
    assert code is not None, f"{name}: the process did not end within {ENDED_WITHIN_S} s"
    return code


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    return seed_workspace(tmp_path / "ws").root


def test_idle(ws: Path, tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    with log.open("wb") as err:
        client = start_server(ws, stderr=err)
        assert _end(client, "idle") == 0
    assert "closed file" not in log.read_text()


def test_exit_without_shutdown_is_status_1(ws: Path) -> None:
    client = start_server(ws)
    assert _end(client, "exit without shutdown", exit_only=True) == 1


def test_client_hangs_up(ws: Path) -> None:
    client = start_server(ws)
    t0 = time.monotonic()
    assert client.proc.stdin is not None
    client.proc.stdin.close()
    assert client.proc.wait(ENDED_WITHIN_S) == 0
    TIMES["stdin closed"] = time.monotonic() - t0


def test_pending_buffers_are_written_at_shutdown(ws: Path) -> None:
    client = start_server(ws, {"semnet": {"writeDelayMs": 120_000}})
    text = (ws / "book/one.md").read_text() + "\nA paragraph only the buffer has, about zebras.\n"
    _open(client, ws, "book/one.md", text)
    client.result("semnet/ping", {})
    assert _end(client, "pending buffer") == 0
    store_text = subprocess.run(
        [sys.executable, "-c", _READ_TEXTS, str(ws)], capture_output=True, text=True, check=True
    ).stdout
    assert "zebras" in store_text


_READ_TEXTS = """
import sys
from semnet.graph.store.edge_store import EdgeStore
s = EdgeStore.for_workspace(sys.argv[1])
print("\\n".join(n.text or "" for n in s.nodes.values()))
s.close()
"""


def test_during_the_first_index_pass_of_a_large_workspace(tmp_path: Path) -> None:
    root = tmp_path / "big"
    generate_fixture(root, books=2, chapters=20, paragraphs=60, seed=3)
    client = RawClient(server_command(), cwd=root, stderr=subprocess.DEVNULL)
    assert "result" in client.request("initialize", init_params(root), timeout=60)
    client.notify("initialized", {})
    time.sleep(0.5)  # the index pass has begun
    assert _end(client, "first index pass") == 0


def test_with_hundreds_of_requests_queued(ws: Path, tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    with log.open("wb") as err:
        client = start_server(ws, stderr=err)
        for _ in range(400):
            client.request_nowait(
                "semnet/subgraph", {"endpoint": {"ref": "file:book/one.md"}, "radius": 3}
            )
        assert _end(client, "400 requests queued") == 0
    assert "closed file" not in log.read_text()


def test_exit_while_shutdown_is_writing(ws: Path, tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    with log.open("wb") as err:
        client = start_server(ws, {"semnet": {"writeDelayMs": 120_000}}, stderr=err)
        for rel in ("book/one.md", "book/two.md", "facts/people.md", "places/paris.md"):
            big = (ws / rel).read_text() + "".join(
                f"\nParagraph {i} of many, added.\n" for i in range(3000)
            )
            _open(client, ws, rel, big)
        client.result("semnet/ping", {})
        t0 = time.monotonic()
        client.request_nowait("shutdown")
        client.notify("exit")  # at once, without waiting for the answer
        try:
            code = client.proc.wait(ENDED_WITHIN_S)
        finally:
            client.kill()
        TIMES["exit during shutdown"] = time.monotonic() - t0
        assert code in (0, 1)
    assert "closed file" not in log.read_text()


def test_with_a_judge_waiting_on_a_slow_endpoint(tmp_path: Path) -> None:
    seeded = seed_workspace(tmp_path / "judged")
    ws = seeded.root
    with FakeLLM(mode="slow", delay=30.0) as llm:
        (ws / "semnet.toml").write_text(
            f'[judge]\nbackend = "llm"\n[judge.llm]\nbase_url = "{llm.base_url}"\ntimeout = 60\nretries = 0\n'
        )
        client = start_server(ws)
        rid = client.request_nowait(
            "semnet/relate", {"endpoint": {"ref": f"node:{seeded.ids['born1871']}"}, "judge": "llm"}
        )
        llm.wait_for_request(20)
        assert _end(client, "slow judge in flight") == 0
        assert json.dumps(client.replies.get(json.dumps(rid), (0, {}))[1]).count("traceback") == 0


def test_requests_after_shutdown_are_invalid_request(ws: Path) -> None:
    client = start_server(ws)
    try:
        assert "result" in client.request("shutdown", None, timeout=30)
        after = client.request("semnet/ping", {}, timeout=30)
        assert after["error"]["code"] == -32600, after
        client.notify("exit")
        assert client.proc.wait(ENDED_WITHIN_S) == 0
    finally:
        client.kill()
