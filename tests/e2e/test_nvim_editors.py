"""The Neovim plugin in real Neovim 0.7, 0.10 and 0.11, three ways of setting
it up, and every documented :Semnet* command (`nvim_scenario.lua` drives the
editor; the assertions are here). `semnet` is not on PATH: the plugin must run
the command it was given, for the server and for `:SemnetSubgraph!`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from semnet.graph.query.api import GraphAPI
from semnet.graph.store.edge_store import EdgeStore

from .editors import NVIM_VERSIONS, nvim, path_without_semnet
from .support import seed_workspace

ROOT = Path(__file__).resolve().parents[2]
# SEMNET_E2E_PLUGIN_DIR runs the scenario against another copy of the plugin
# (how a deliberately broken command was shown to fail this test)
PLUGIN = Path(os.environ.get("SEMNET_E2E_PLUGIN_DIR") or ROOT / "editor-clients" / "nvim")
SCENARIO = Path(__file__).with_name("nvim_scenario.lua")

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

# every way of setting the client up that a version has
CASES = [(v, m) for v in NVIM_VERSIONS for m in ("setup", "lazy")] + [("0.11", "native")]


def cli_json(root: Path, *args: str) -> Any:
    got = subprocess.run(
        [sys.executable, "-m", "semnet.server", *args, "--root", str(root), "--json"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert got.returncode == 0, got.stderr
    return json.loads(got.stdout)


def run_scenario(version: str, mode: str, tmp_path: Path) -> tuple[dict[str, Any], Any]:
    exe = nvim(version)
    seeded = seed_workspace(tmp_path / "ws")
    out = tmp_path / "report.json"
    env = {
        **os.environ,
        "PATH": path_without_semnet(),
        "SEMNET_E2E_OUT": str(out),
        "SEMNET_E2E_PLUGIN": str(PLUGIN),
        "SEMNET_E2E_PYTHON": sys.executable,
        "SEMNET_E2E_MODE": mode,
        "SEMNET_E2E_ROOT": str(seeded.root),
        "SEMNET_E2E_DISMISS": seeded.edges["in_tension"],
        "XDG_CONFIG_HOME": str(tmp_path / "xdg-config"),
        "XDG_DATA_HOME": str(tmp_path / "xdg-data"),
        "XDG_STATE_HOME": str(tmp_path / "xdg-state"),
        "XDG_CACHE_HOME": str(tmp_path / "xdg-cache"),
    }
    env.pop("VIMRUNTIME", None)
    got = subprocess.run(
        [exe, "--headless", "-i", "NONE", "-n", "-u", str(SCENARIO)],
        cwd=seeded.root, env=env, capture_output=True, text=True, timeout=280,
    )  # fmt: skip
    assert out.exists(), f"nvim wrote no report: rc={got.returncode}\n{got.stdout}\n{got.stderr}"
    return json.loads(out.read_text(encoding="utf-8")), seeded


@pytest.mark.parametrize(("version", "mode"), CASES, ids=[f"nvim{v}-{m}" for v, m in CASES])
def test_neovim_client(version: str, mode: str, tmp_path: Path) -> None:
    r, seeded = run_scenario(version, mode, tmp_path)
    assert r["version"].startswith(version + "."), r["version"]
    assert "error" not in r and "timeout" not in r, r
    failed = [s for s in r["steps"] if not s["ok"]]
    assert not failed, failed
    errors = [n["message"] for n in r["notes"] if n["level"] >= 3]  # WARN and ERROR
    assert not errors, errors
    # the server had nothing to complain about (e.g. "invalid settings")
    assert not r["messages"], r["messages"]

    # every request went out with its params as a JSON object (never `[]`),
    # and initializationOptions too when there are any
    assert r["sent"], "no semnet request was recorded"
    assert all(s["json"].startswith("{") for s in r["sent"]), r["sent"]
    assert r["init_options"] in ("null", "{}") or r["init_options"].startswith("{"), r
    pending_sent = [s for s in r["sent"] if s["method"] == "semnet/pending"]
    assert pending_sent and pending_sent[0]["json"] == "{}"

    # attached, and the judged contradiction arrives as a diagnostic with its edge
    assert r["attached"] is True
    contradicts = seeded.edges["contradicts"]
    assert any(
        d["edgeId"] == contradicts and d["lnum"] == r["born_line"] - 1 for d in r["diagnostics"]
    ), r["diagnostics"]
    # a second Markdown file of the same root shares the one server (0.10 started one per buffer)
    assert r["two_attached"] is True and r["clients"] == 1, r
    assert any(d["edgeId"] == contradicts for d in r["two_diagnostics"]), r["two_diagnostics"]

    text = "\n".join(r["neighbors"])
    assert r["neighbors"][0].startswith("◆ Anna Karlovna was born in 1871")
    assert "contradicts (1)" in text and "years differ (1871 vs 1874)" in text

    assert [i for i in r["contradicting"] if "years differ" in i["text"]], r["contradicting"]
    assert all(i["file"].endswith("book/two.md") for i in r["contradicting"])

    pending = "\n".join(i["text"] for i in r["pending"])
    for name in ("contradicts", "dubious", "agrees", "in_tension"):
        assert "{" + seeded.edges[name] + "}" in pending, (name, pending)

    assert r["subgraph"][0].startswith("◆ Anna Karlovna was born in 1871"), r["subgraph"]
    assert any("contradicts, judged" in line for line in r["subgraph"])

    # :SemnetSubgraph! wrote the HTML picture with the client's own command line
    assert r.get("opened", "").endswith("-semnet-graph.html"), r
    assert "<html" in r["picture"].lower()

    assert r["history"][0] == "edge events, oldest first"
    assert any("created" in line for line in r["history"][2:]), r["history"]
    assert any("Anna Karlovna was born in 1871" in line for line in r["grounding"]), r["grounding"]

    assert r["promote"] == {"verb": "promote", "edgeId": contradicts, "status": "done"}
    assert r["dismiss"] == {
        "verb": "dismiss",
        "edgeId": seeded.edges["in_tension"],
        "status": "done",
    }
    assert r["rebuilt"] is True

    # :SemnetRestart: a new server for every buffer, from the same configuration
    assert r["restarted"] is True and r["clients_after_restart"] == 1, r
    assert r["neighbors_after_restart"][0].startswith("◆ Anna Karlovna was born in 1871")

    # the store has what the commands did
    born = f"node:{seeded.ids['born1871']}"
    edges = {e["id"]: e for e in cli_json(seeded.root, "graph", "neighbors", born)["edges"]}
    assert edges[contradicts]["origin"] == "promoted"
    store = EdgeStore.for_workspace(seeded.root)
    try:
        left = {e.id for e in GraphAPI(store, seeded.root).pending({}).edges}
    finally:
        store.close()
    assert contradicts not in left and seeded.edges["in_tension"] not in left
