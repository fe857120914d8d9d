"""`kill -9` at random moments of an editing session (the server writing
index passes, judge runs and marks): the store always opens again, and
after `semnet index` it equals a clean index of the files. Bounded: 3
trials; SEMNET_RELIABILITY=full: 20."""

from __future__ import annotations

import random
import shutil
import time
from pathlib import Path

import pytest
from semnet.bench.rpc import RawClient, server_command
from semnet.bench.soak import CHAPTERS, EXAMPLES, _compare, _Doc, _edit

from .conftest import init_params, scale

TRIALS = scale(3, 20)


@pytest.mark.parametrize("trial", range(TRIALS))
def test_kill_9_mid_session_leaves_a_store_equal_to_a_clean_index(
    tmp_path: Path, trial: int
) -> None:
    rng = random.Random(1900 + trial)
    root = tmp_path / "ws"
    shutil.copytree(EXAMPLES, root, ignore=shutil.ignore_patterns(".semnet", "demo.sh"))
    client = RawClient(server_command(), cwd=root)
    try:
        client.result(
            "initialize",
            init_params(root, {"semnet": {"writeDelayMs": 0, "debounceMs": 0}}),
            timeout=120,
        )
        client.notify("initialized", {})
        docs = [_Doc(root, rel) for rel in CHAPTERS]
        for d in docs:
            client.notify(
                "textDocument/didOpen",
                {
                    "textDocument": {
                        "uri": d.uri,
                        "languageId": "markdown",
                        "version": 1,
                        "text": d.text,
                    }
                },
            )
        deadline = time.monotonic() + rng.uniform(
            2.0, 8.0
        )  # the first index pass, or edits after it
        n = 0
        while time.monotonic() < deadline:
            n += 1
            for d in _edit(rng, docs, n):
                d.version += 1
                (root / d.rel).write_text(d.text, encoding="utf-8")
                client.notify(
                    "textDocument/didChange",
                    {
                        "textDocument": {"uri": d.uri, "version": d.version},
                        "contentChanges": [{"text": d.text}],
                    },
                )
                client.notify("textDocument/didSave", {"textDocument": {"uri": d.uri}})
            time.sleep(rng.uniform(0.0, 0.05))
    finally:
        client.kill()  # SIGKILL, whatever it was doing
    drift = _compare(root, tmp_path)
    assert drift["after_semnet_index"] == {"detached": 0, "duplicate_live_edges": 0}
    assert drift["equal"], drift
