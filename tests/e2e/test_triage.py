"""One triage rule, from the CLI and from the language server over stdio:
the same sequence of promote / dismiss / demote on two copies of one
workspace gives the same answers, refusals included (`graph/store/triage.py`)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from judge_helpers import semnet_cli
from pygls.exceptions import JsonRpcException

from .support import SERVER, Seeded, init_params, make_client, seed_workspace

pytestmark = [pytest.mark.e2e]


def _steps(s: Seeded, structural: str) -> list[tuple[str, str]]:
    e = s.edges
    return [
        ("promote", e["qualifies"]),  # already promoted: refused
        ("dismiss", e["qualifies"]),  # a promotion taken back: allowed
        ("demote", e["qualifies"]),  # dismissed: refused
        ("promote", e["contradicts"]),
        ("demote", e["contradicts"]),  # back to a suggestion
        ("demote", e["contradicts"]),  # judged now: refused
        ("promote", structural),  # not a judgement: refused
        ("dismiss", e["agrees"]),
        ("dismiss", e["agrees"]),  # already dismissed: refused
        ("promote", "00000000-0000-7000-8000-000000000000"),  # no such edge
    ]


def _cli(root: Path, action: str, edge: str) -> Any:
    got = semnet_cli("graph", action, edge, "--json", cwd=root)
    if got.returncode == 0:
        data = json.loads(got.stdout)
        data.pop("runId")
        return data
    assert got.returncode == 2, got.stderr
    return {"error": got.stderr.strip().removeprefix("semnet: ")}


async def _lsp(client: Any, action: str, edge: str) -> Any:
    try:
        data = await client.protocol.send_request_async(f"semnet/{action}", {"edges": [edge]})
    except JsonRpcException as exc:
        assert exc.code == -32602  # InvalidParams
        return {"error": exc.message}
    data = dict(data)
    data.pop("runId")
    return data


async def test_the_cli_and_the_server_apply_one_triage_rule(tmp_path: Path) -> None:
    s = seed_workspace(tmp_path / "seed")
    from semnet.graph.store.edge_store import EdgeStore

    store = EdgeStore.for_workspace(s.root)
    structural = next(r.id for r in store.index.by_id.values() if r.origin == "structural")
    store.close()
    by_cli, by_lsp = tmp_path / "cli", tmp_path / "lsp"
    shutil.copytree(s.root, by_cli)
    shutil.copytree(s.root, by_lsp)

    client = make_client()
    await client.start_io(*SERVER)
    try:
        await client.initialize_session(init_params("neovim", by_lsp))
        await client.protocol.send_request_async("semnet/stats", {})
        answers = []
        for action, edge in _steps(s, structural):
            cli, lsp = _cli(by_cli, action, edge), await _lsp(client, action, edge)
            assert cli == lsp, (action, edge)
            answers.append(cli)
        await client.shutdown_session()
    finally:
        await client.stop()
    ok = ["edges" in a for a in answers]
    assert ok == [False, True, False, True, True, False, False, True, False, False]
    assert "already promoted" in answers[0]["error"]
    assert answers[1]["edges"][0] == {
        "edgeId": s.edges["qualifies"], "kind": "qualifies", "event": "dismissed",
        "origin": "promoted", "dismissed": True,
    }  # fmt: skip
    assert "is dismissed" in answers[2]["error"]
    assert answers[4]["edges"][0]["origin"] == "judged"
    assert "is structural" in answers[6]["error"]
    assert "no edge" in answers[9]["error"]
    # both stores hold the same edges in the same states, with the same events
    states = []
    for root in (by_cli, by_lsp):
        st = EdgeStore.for_workspace(root)
        ids = sorted(s.edges.values())
        states.append(
            (
                [(st.edge(i).origin, st.edge(i).retired) for i in ids],
                [[e.event for e in st.history(i)] for i in ids],
            )
        )
        st.close()
    assert states[0] == states[1]
    assert [e for e in states[0][1][sorted(s.edges.values()).index(s.edges["contradicts"])]] == [
        "created", "promoted", "demoted",
    ]  # fmt: skip
