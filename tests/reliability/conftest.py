"""The reliability suite: fuzzed JSON-RPC, broken frames, malformed files,
paths that leave the workspace, a failing LLM endpoint, shutdown in every
state, and a soak. Every test here is marked `reliability`: the default
`pytest` run leaves them out (`-m "not reliability"` in pyproject), `make
test` runs them bounded, and `SEMNET_RELIABILITY=full` runs them at the
sizes the issue measures (10,000 fuzzed requests, a long soak)."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from semnet.bench.rpc import RawClient, server_command

FULL = os.environ.get("SEMNET_RELIABILITY", "").lower() == "full"


def scale(ci: int, full: int) -> int:
    """How many of something: `ci` in the bounded run, `full` with SEMNET_RELIABILITY=full."""
    return full if FULL else ci


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.reliability)


def init_params(root: Path, options: dict | None = None, caps: dict | None = None) -> dict:
    return {
        "processId": os.getpid(),
        "rootUri": root.as_uri(),
        "workspaceFolders": [{"uri": root.as_uri(), "name": root.name}],
        "capabilities": caps
        or {
            "workspace": {
                "workspaceEdit": {
                    "documentChanges": True,
                    "resourceOperations": ["create", "rename", "delete"],
                }
            },
            "window": {"workDoneProgress": False},
        },
        "initializationOptions": options or {},
    }


def start_server(
    root: Path,
    options: dict | None = None,
    *,
    env: dict | None = None,
    stderr=None,
    caps: dict | None = None,
) -> RawClient:
    """The real server over stdio on `root`, initialized (and its first index pass done)."""
    full_env = dict(os.environ)
    full_env.update(env or {})
    client = RawClient(
        server_command(),
        cwd=root,
        env=full_env,
        stderr=stderr if stderr is not None else subprocess.DEVNULL,
    )
    reply = client.request("initialize", init_params(root, options, caps), timeout=60)
    assert "result" in reply, reply
    client.notify("initialized", {})
    client.result("semnet/stats", {}, timeout=120)  # the store is open
    return client


@pytest.fixture
def server_factory() -> Iterator:
    started: list[RawClient] = []

    def make(root: Path, options: dict | None = None, **kw) -> RawClient:
        c = start_server(root, options, **kw)
        started.append(c)
        return c

    yield make
    for c in started:
        c.kill()
