"""While the store's index loads, `semnet/neighbors` and
`semnet/contradicting` about a ref are answered from a slice of the store,
the same answers as once it is loaded; other requests wait for the load.

The server holds its index load until the test creates a gate file
(`SEMNET_TEST_LOAD_GATE`), so "before the load" is a fact, not a race."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from .support import PROFILES, SERVER, Seeded, init_params, make_client, seed_workspace

pytestmark = [pytest.mark.e2e]

GATE = "test-load-gate"
CONFIG = ClientServerConfig(
    server_command=SERVER,
    client_factory=make_client,
    server_env={**os.environ, "SEMNET_TEST_LOAD_GATE": GATE},
)


@pytest_lsp.fixture(config=CONFIG, params=PROFILES)
async def client(lsp_client: LanguageClient, request: Any, tmp_path: Path):
    seeded = seed_workspace(tmp_path / "ws")
    lsp_client.seeded = seeded  # type: ignore[attr-defined]
    await lsp_client.initialize_session(init_params(request.param, seeded.root))
    yield
    (seeded.root / ".semnet" / GATE).touch()  # never leave the server waiting
    await lsp_client.shutdown_session()


async def test_answers_before_the_index_loads_equal_the_loaded_ones(client: LanguageClient):
    seeded: Seeded = client.seeded  # type: ignore[attr-defined]
    ask = client.protocol.send_request_async
    asks = [
        ("semnet/neighbors", {"endpoint": {"ref": f"node:{seeded.ids['born1871']}"}}),
        ("semnet/neighbors", {"endpoint": {"ref": f"node:{seeded.ids['see']}"}, "direction": "in"}),
        ("semnet/contradicting", {"endpoint": {"ref": f"node:{seeded.ids['born1874']}"}}),
        ("semnet/neighbors", {"endpoint": {"ref": "grade:dubious"}}),
    ]
    # Needs the whole index: it waits for the gate.
    stats = asyncio.ensure_future(ask("semnet/stats", {}))
    early = [await asyncio.wait_for(ask(m, p), 30) for m, p in asks]
    assert not stats.done()
    (seeded.root / ".semnet" / GATE).touch()
    assert (await asyncio.wait_for(stats, 60))["nodes"] > 0
    late = [await ask(m, p) for m, p in asks]
    assert early == late
    born = early[0]
    assert born["endpoint"]["uri"] == seeded.uri("facts/people.md")
    other = {e["other"]["ref"]: e for e in born["edges"]}
    contra = other[f"node:{seeded.ids['file1874']}"]
    assert contra["kind"] == "contradicts" and contra["other"]["uri"] == seeded.uri("book/two.md")
    assert "range" in contra["other"]
    assert [e["kind"] for e in early[2]["edges"]] == ["in_tension"]
    assert [e["kind"] for e in early[3]["edges"]] == ["graded_as"]


async def test_a_bad_request_before_the_load_gets_the_same_error(client: LanguageClient):
    ask = client.protocol.send_request_async
    bad = {"endpoint": {"ref": "node:not-a-uuid"}}
    seeded: Seeded = client.seeded  # type: ignore[attr-defined]
    wrong_kind = {"endpoint": {"ref": f"node:{seeded.ids['born1871']}"}, "kinds": ["nope"]}
    errors = []
    for params in (wrong_kind, bad):
        task = asyncio.ensure_future(ask("semnet/neighbors", params))
        if params is bad:  # a malformed ref waits for the loaded index to say what is wrong
            await asyncio.sleep(0.2)
            assert not task.done()
            (seeded.root / ".semnet" / GATE).touch()
        with pytest.raises(Exception) as exc:
            await asyncio.wait_for(task, 60)
        errors.append(str(exc.value))
    assert "nope" in errors[0]
    assert "not-a-uuid" in errors[1]
