"""The Neovim plugin end to end: headless Neovim loads editor-clients/nvim, opens
a fixture manuscript, receives the semnet diagnostic of a judged edge, shows
:SemnetNeighbors, runs :SemnetPromote on it; the store then holds the edge as
promoted (checked through `semnet graph neighbors --json`)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import Edge
from semnet.graph.store.edge_store import EdgeStore

ROOT = Path(__file__).resolve().parents[2]
PLUGIN = ROOT / "editor-clients" / "nvim"
FIXTURE = ROOT / "tests" / "fixtures" / "ws"
REASON = "born in 1871, yet living in Paris from 1890"

pytestmark = pytest.mark.e2e

LUA = r"""
local out_path, plugin, python, file = _G.SEMNET_OUT, _G.SEMNET_PLUGIN, _G.SEMNET_PYTHON, _G.SEMNET_FILE
local report = { steps = {} }
local function step(name) table.insert(report.steps, name) end
local function finish()
  local f = io.open(out_path, "w")
  f:write(vim.fn.json_encode(report))
  f:close()
  for _, c in ipairs(vim.lsp.get_active_clients()) do c.stop() end
  vim.wait(10000, function() return #vim.lsp.get_active_clients() == 0 end, 100)
  vim.cmd("qa!")
end
local ok, err = pcall(function()
  vim.opt.rtp:prepend(plugin)
  vim.cmd("runtime plugin/semnet.lua")
  step("loaded")
  require("semnet").setup({ cmd = { python, "-m", "semnet.server", "serve" } })
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  if vim.bo.filetype ~= "markdown" then vim.bo.filetype = "markdown" end
  report.attached = vim.wait(30000, function() return require("semnet").client(0) ~= nil end, 50)
  step("opened")

  local function semnet_diags()
    local found = {}
    for _, d in ipairs(vim.diagnostic.get(0)) do
      local data = d.data or (d.user_data and d.user_data.lsp and d.user_data.lsp.data)
      if d.source == "semnet" then
        table.insert(found, { lnum = d.lnum, message = d.message, edgeId = type(data) == "table" and data.edgeId or vim.NIL })
      end
    end
    return found
  end
  vim.wait(60000, function() return #semnet_diags() > 0 end, 100)
  report.diagnostics = semnet_diags()
  step("diagnostics")

  local born
  for i, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    if line:find("Anna Karlovna was born", 1, true) then born = i end
  end
  report.born_line = born
  vim.api.nvim_win_set_cursor(0, { born, 0 })
  local editor_win = vim.api.nvim_get_current_win()
  vim.cmd("SemnetNeighbors")
  vim.wait(30000, function() return vim.api.nvim_win_get_config(0).relative ~= "" end, 50)
  local win = vim.api.nvim_get_current_win()
  report.float = vim.api.nvim_win_get_config(win).relative ~= ""
  report.window = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(win), 0, -1, false)
  if report.float then vim.api.nvim_win_close(win, true) end
  vim.api.nvim_set_current_win(editor_win)
  step("neighbors")

  vim.api.nvim_win_set_cursor(0, { born, 0 })
  vim.cmd("SemnetPromote")
  vim.wait(30000, function()
    local t = vim.g.semnet_last_triage
    return t ~= nil and (t.status == "done" or t.status == "failed")
  end, 50)
  report.triage = vim.g.semnet_last_triage or vim.NIL
  step("promoted")
end)
if not ok then report.error = tostring(err) end
finish()
"""


def semnet_serve_exists() -> bool:
    got = subprocess.run(
        [sys.executable, "-m", "semnet.server", "serve", "--help"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    return got.returncode == 0


@pytest.fixture
def workspace(tmp_path: Path) -> tuple[Path, str, str]:
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    store = EdgeStore(root / ".semnet" / "graph.duckdb")
    Indexer(store, root).index_workspace()
    facts = [n for n in store.nodes.values() if n.uri == "facts/people.md" and n.kind == "fact"]
    born = next(n for n in facts if (n.text or "").startswith("Anna Karlovna was born"))
    lived = next(n for n in facts if (n.text or "").startswith("Anna lived in Paris"))
    with store.run("judge", artifact={"test": "nvim e2e"}) as run:
        edge = run.assert_edge(
            Edge(src=f"node:{born.id}", dst=f"node:{lived.id}", kind="contradicts",
                 origin="judged", weight=0.8, reason=REASON)
        )  # fmt: skip
    store.close()
    return root, born.id, edge.id


def test_neovim_plugin_end_to_end(workspace: tuple[Path, str, str], tmp_path: Path) -> None:
    nvim = shutil.which("nvim")
    if nvim is None:
        pytest.skip("nvim is not installed (CI installs Debian's `neovim`)")
    if not semnet_serve_exists():
        pytest.skip("`semnet serve` is not there yet (server/cli/serve.py)")
    root, born_id, edge_id = workspace
    out = tmp_path / "report.json"
    script = tmp_path / "e2e.lua"
    settings = {
        "SEMNET_OUT": str(out),
        "SEMNET_PLUGIN": str(PLUGIN),
        "SEMNET_PYTHON": sys.executable,
        "SEMNET_FILE": str(root / "facts" / "people.md"),
    }
    header = "".join(f"_G.{k} = {json.dumps(v)}\n" for k, v in settings.items())
    script.write_text(header + LUA, encoding="utf-8")
    env = {
        **os.environ,
        "XDG_CONFIG_HOME": str(tmp_path / "xdg-config"),
        "XDG_DATA_HOME": str(tmp_path / "xdg-data"),
        "XDG_STATE_HOME": str(tmp_path / "xdg-state"),
        "XDG_CACHE_HOME": str(tmp_path / "xdg-cache"),
    }
    got = subprocess.run(
        [nvim, "--headless", "-i", "NONE", "-n", "-u", str(script)],
        cwd=root, env=env, capture_output=True, text=True, timeout=240,
    )  # fmt: skip
    assert out.exists(), f"nvim wrote no report: rc={got.returncode}\n{got.stdout}\n{got.stderr}"
    report = json.loads(out.read_text(encoding="utf-8"))
    assert "error" not in report, report
    assert report["attached"] is True, report

    # the judged edge arrives as a semnet diagnostic carrying its id
    assert edge_id in {d["edgeId"] for d in report["diagnostics"]}, report["diagnostics"]
    assert any(d["lnum"] == report["born_line"] - 1 for d in report["diagnostics"])

    # :SemnetNeighbors shows the tree of the paragraph in a float
    assert report["float"] is True
    text = "\n".join(report["window"])
    assert report["window"][0].startswith("◆ Anna Karlovna was born in 1871")
    assert "contradicts (1)" in text
    assert "⇄ Anna lived in Paris." in text and "[suggested]" in text and REASON in text
    assert "mentions" in text and "→ Anna Karlovna" in text

    # :SemnetPromote on the diagnostic's line promoted that edge
    assert report["triage"] == {"verb": "promote", "edgeId": edge_id, "status": "done"}
    cli = subprocess.run(
        [sys.executable, "-m", "semnet.server", "graph", "neighbors", f"node:{born_id}",
         "--root", str(root), "--json"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert cli.returncode == 0, cli.stderr
    edges = {e["id"]: e for e in json.loads(cli.stdout)["edges"]}
    assert edges[edge_id]["origin"] == "promoted"
    assert edges[edge_id]["kind"] == "contradicts"
