"""One triage rule, from the CLI and from the language server over stdio:
the same sequence of promote / dismiss / demote on two copies of one
workspace gives the same answers, refusals included (`graph/store/triage.py`)."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from judge_helpers import semnet_cli
from lsprotocol import types
from pygls.exceptions import JsonRpcException

from .support import SERVER, Seeded, diags, init_params, make_client, seed_workspace, wait_for

pytestmark = [pytest.mark.e2e]


async def close(client: Any) -> None:
    """Shut the server down (kill it if it does not answer), then stop the client."""
    try:
        await asyncio.wait_for(client.shutdown_session(), 15)
    except Exception:
        server = getattr(client, "_server", None)
        if server is not None and server.returncode is None:
            server.kill()
    await client.stop()


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
    finally:
        await close(client)
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


def _llm_edges(s: Seeded) -> list[str]:
    """Three judged stances by one judge ("llm:test"), as a model would propose."""
    from semnet.graph.model import Edge
    from semnet.graph.store.edge_store import EdgeStore

    store = EdgeStore.for_workspace(s.root)
    out = []
    try:
        with store.run("judge", artifact={"test": "llm"}) as run:
            for a, b in (("born1871", "wire"), ("met", "telegram"), ("nothing", "see")):
                e = run.assert_edge(
                    Edge(
                        src=f"node:{s.ids[a]}",
                        dst=f"node:{s.ids[b]}",
                        kind="in_tension",
                        origin="judged",
                        weight=0.6,
                        reason=f"{a} / {b}",
                        attrs={"model": "llm:test"},
                    )
                )
                out.append(e.id)
    finally:
        store.close()
    return out


class RunIds:
    """Run ids (different in each copy) replaced by their order of appearance."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}

    def __call__(self, data: Any) -> Any:
        if isinstance(data, dict):
            return {
                k: (self._id(v) if k in ("runId", "undoes") else self(v)) for k, v in data.items()
            }
        if isinstance(data, list):
            return [self(x) for x in data]
        return data

    def _id(self, v: str) -> str:
        return self.seen.setdefault(v, f"run#{len(self.seen)}")


async def test_batch_triage_undo_and_runs_answer_the_same_json_from_the_cli_and_the_server(
    tmp_path: Path,
) -> None:
    s = seed_workspace(tmp_path / "seed")
    llm = _llm_edges(s)
    by_cli, by_lsp = tmp_path / "cli", tmp_path / "lsp"
    shutil.copytree(s.root, by_cli)
    shutil.copytree(s.root, by_lsp)
    people = (by_lsp / "facts/people.md").as_uri()
    steps: list[tuple[list[str], str, dict[str, Any]]] = [
        (["pending", "--judge", "llm:test"], "pending", {"judges": ["llm:test"]}),
        (["pending", "--kind", "in_tension", "--min-weight", "0.7"], "pending",
         {"kinds": ["in_tension"], "minWeight": 0.7}),
        (["dismiss", "--file", "facts/people.md", "--judge", "llm:test"], "dismiss",
         {"filter": {"files": [people], "judges": ["llm:test"]}}),
        (["demote", s.edges["qualifies"]], "demote", {"edges": [s.edges["qualifies"]]}),
        (["undo", "last"], "undo", {"run": "last"}),
        (["undo", "last"], "undo", {"run": "last"}),  # the undo of the undo
        (["pending", "--origin", "promoted"], "pending", {"origins": ["promoted"]}),
    ]  # fmt: skip
    cli_ids, lsp_ids = RunIds(), RunIds()
    client = make_client()
    await client.start_io(*SERVER)
    try:
        await client.initialize_session(init_params("visual_studio_code", by_lsp))
        await client.protocol.send_request_async("semnet/stats", {})
        answers = []
        for args, method, params in steps:
            got = semnet_cli("graph", *args, "--json", cwd=by_cli)
            assert got.returncode == 0, got.stderr
            cli = cli_ids(json.loads(got.stdout))
            lsp = lsp_ids(await client.protocol.send_request_async(f"semnet/{method}", params))
            if method == "pending":  # URIs name each copy's own folder
                cli = json.loads(json.dumps(cli).replace(by_cli.as_uri(), "WS"))
                lsp = json.loads(json.dumps(lsp).replace(by_lsp.as_uri(), "WS"))
            assert cli == lsp, args
            answers.append(cli)
        # a relation asserted by hand: the same answer (new ids and folders aside)
        a, b = f"node:{s.ids['wire']}", f"node:{s.ids['history']}"
        got = semnet_cli("graph", "relate", a, b, "--kind", "sourced_from", "--reason", "see",
                         "--json", cwd=by_cli)  # fmt: skip
        assert got.returncode == 0, got.stderr
        cli = json.loads(got.stdout)
        lsp = await client.protocol.send_request_async(
            "semnet/assert",
            {"from": {"ref": a}, "to": {"ref": b}, "kind": "sourced_from", "reason": "see"},
        )

        def same(x: dict[str, Any], root: Path) -> Any:
            x = json.loads(json.dumps(x).replace(root.as_uri(), "WS"))
            x.pop("runId")
            x["edge"].pop("id")
            x["edge"].pop("createdAt")
            return x

        assert same(cli, by_cli) == same(lsp, by_lsp)
        assert (lsp["event"], lsp["edge"]["origin"]) == ("created", "authorial")
        assert lsp["edge"]["attrs"] == {"source_origin": "manual"}
        runs = await client.protocol.send_request_async("semnet/runs", {"limit": 4})
        got = json.loads(semnet_cli("graph", "runs", "--limit", "4", "--json", cwd=by_cli).stdout)
        shape = [[(r["kind"], r["status"], r["undoable"]) for r in x["runs"]] for x in (runs, got)]
        assert shape[0] == shape[1]
        assert shape[0][:4] == [("assert", "committed", True)] + [
            ("undo", "committed", True)
        ] * 2 + [("demote", "committed", True)]

        # "Dismiss all from this judge", as a code action on one of its diagnostics
        one = (by_lsp / "book/one.md").as_uri()
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(
                    uri=one, language_id="markdown", version=1,
                    text=(by_lsp / "book/one.md").read_text(encoding="utf-8"),
                )
            )
        )  # fmt: skip
        tension = await wait_for(
            lambda: [d for d in diags(client, one, "in-tension") if "nothing / see" in d.message],
            what="the llm judge's in-tension",
        )
        actions = await client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=one),
                range=tension[0].range,
                context=types.CodeActionContext(diagnostics=tension),
            )
        )
        titles = [a.title for a in actions]
        assert "Dismiss all 2 suggestions from llm:test" in titles, titles
        assert any(t.startswith("Dismiss all") and t.endswith("in this file") for t in titles)
        every = next(a for a in actions if a.title.endswith("from llm:test"))
        done = await client.workspace_execute_command_async(
            types.ExecuteCommandParams(
                command=every.command.command, arguments=every.command.arguments
            )
        )
        assert sorted(e["edgeId"] for e in done["edges"]) == sorted(llm[1:])
        await wait_for(
            lambda: not [d for d in diags(client, one, "in-tension") if "/" in d.message],
            what="the judge's diagnostics gone",
        )
    finally:
        await close(client)
    # what the answers say
    assert sorted(e["id"] for e in answers[0]["edges"]) == sorted(llm)
    assert {e["judge"] for e in answers[0]["edges"]} == {"llm:test"}
    assert [e["id"] for e in answers[1]["edges"]] == [s.edges["in_tension"]]  # 1.0; llm's 0.6
    assert [e["edgeId"] for e in answers[2]["edges"]] == [llm[0]]  # one end in people.md
    assert answers[4]["reversed"] == [
        {"edgeId": s.edges["qualifies"], "event": "promoted", "reverses": answers[4]["reversed"][0]["reverses"]}
    ]  # fmt: skip
    assert answers[5]["undoes"] == answers[4]["runId"]
    assert [e["event"] for e in answers[5]["reversed"]] == ["demoted"]
    assert answers[6]["total"] == 0  # demoted again by the undo of the undo
