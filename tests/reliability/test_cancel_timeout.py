"""Requests are cancellable and bounded: `$/cancelRequest` answers a running
request with -32800 at once, and one that runs past `requestTimeout` is
answered -32803; either way the server goes on answering."""

from __future__ import annotations

import json
import time
from pathlib import Path

from seeded import seed_workspace

from .conftest import start_server
from .fake_llm import FakeLLM


def _relate(seeded) -> dict:
    return {"endpoint": {"ref": f"node:{seeded.ids['born1871']}"}, "judge": "llm"}


def test_a_cancelled_request_is_answered_at_once(tmp_path: Path) -> None:
    seeded = seed_workspace(tmp_path / "ws")
    with FakeLLM(mode="slow", delay=20.0) as llm:
        (seeded.root / "semnet.toml").write_text(
            f'[judge.llm]\nbase_url = "{llm.base_url}"\ntimeout = 60\nretries = 0\n'
        )
        client = start_server(seeded.root)
        try:
            rid = client.request_nowait("semnet/relate", _relate(seeded))
            assert llm.wait_for_request(30)
            t0 = time.monotonic()
            client.notify("$/cancelRequest", {"id": rid})
            reply = client.wait_reply(rid, 15)
            took = time.monotonic() - t0
            assert reply["error"]["code"] == -32800, reply
            assert "result" in client.request("semnet/ping", {}, timeout=15)
            print(f"\ncancelled in {took:.2f} s")
        finally:
            client.shutdown(10)


def test_a_request_past_the_timeout_is_request_failed(tmp_path: Path) -> None:
    seeded = seed_workspace(tmp_path / "ws")
    with FakeLLM(mode="slow", delay=20.0) as llm:
        (seeded.root / "semnet.toml").write_text(
            f'[judge.llm]\nbase_url = "{llm.base_url}"\ntimeout = 60\nretries = 0\n'
        )
        client = start_server(seeded.root)
        try:
            settings = {"settings": {"semnet": {"requestTimeout": 2}}}
            client.notify("workspace/didChangeConfiguration", settings)
            client.result("semnet/ping", {})  # the new settings are in force
            reply = client.request("semnet/relate", _relate(seeded), timeout=30)
            assert reply["error"]["code"] == -32803 and "2 s" in reply["error"]["message"], reply
            assert "traceback" not in json.dumps(reply).lower()
            assert "result" in client.request("semnet/ping", {}, timeout=15)
        finally:
            client.shutdown(10)
