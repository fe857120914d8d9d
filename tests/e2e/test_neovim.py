"""A real headless Neovim (Debian's 0.7.2) against `semnet serve`: the
built-in client (`vim.lsp.start_client` + `buf_attach_client`) opens a file,
receives semnet's diagnostics and sends `semnet/neighbors`."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .support import seed_workspace

pytestmark = [pytest.mark.e2e]

INIT = r"""
local out_path = [[{out}]]
local root = [[{root}]]
local file = [[{file}]]
local out = {{ diagnostics = {{}} }}

local function finish()
  local f = io.open(out_path, "w")
  f:write(vim.fn.json_encode(out))
  f:close()
  vim.cmd("qa!")
end

local ok, err = pcall(function()
  local id = vim.lsp.start_client({{
    name = "semnet",
    cmd = {{ {cmd} }},
    root_dir = root,
    workspace_folders = {{ {{ uri = vim.uri_from_fname(root), name = "ws" }} }},
  }})
  assert(id, "start_client failed")
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  assert(vim.lsp.buf_attach_client(buf, id), "buf_attach_client failed")
  local ns = vim.lsp.diagnostic.get_namespace(id)
  local got = vim.wait(60000, function()
    return #vim.diagnostic.get(buf, {{ namespace = ns }}) >= 2
  end, 50)
  assert(got, "no diagnostics from semnet")
  for _, d in ipairs(vim.diagnostic.get(buf, {{ namespace = ns }})) do
    table.insert(out.diagnostics, {{
      lnum = d.lnum, col = d.col, severity = d.severity, message = d.message,
      source = d.source, code = d.user_data and d.user_data.lsp and d.user_data.lsp.code or vim.NIL,
    }})
  end
  local client = vim.lsp.get_client_by_id(id)
  local resp = client.request_sync("semnet/neighbors", {{
    endpoint = {{ textDocument = {{ uri = vim.uri_from_bufnr(buf) }}, position = {{ line = 2, character = 0 }} }},
  }}, 30000, buf)
  assert(resp, "no answer to semnet/neighbors")
  if resp.err then out.error = resp.err.message else out.neighbors = resp.result end
  client.stop()
end)
if not ok then out.error = tostring(err) end
finish()
"""


@pytest.mark.skipif(
    shutil.which("nvim") is None, reason="nvim is not on PATH (.ci/run installs Debian's neovim)"
)
def test_neovim_receives_diagnostics_and_answers(tmp_path: Path) -> None:
    seeded = seed_workspace(tmp_path / "ws")
    out = tmp_path / "out.json"
    cmd = ", ".join(json.dumps(x) for x in [sys.executable, "-m", "semnet.server", "serve"])
    init = tmp_path / "init.lua"
    init.write_text(
        INIT.format(out=out, root=seeded.root, file=seeded.root / "facts" / "people.md", cmd=cmd),
        encoding="utf-8",
    )
    proc = subprocess.run(
        ["nvim", "--headless", "--clean", "-u", str(init)],
        capture_output=True,
        text=True,
        timeout=180,
        cwd=tmp_path,
    )
    assert out.exists(), f"nvim wrote nothing (rc {proc.returncode}): {proc.stderr[-2000:]}"
    got = json.loads(out.read_text(encoding="utf-8"))
    assert got.get("error") is None, got.get("error")
    by_line = {(d["lnum"], d["code"]): d for d in got["diagnostics"]}
    c = by_line[(2, "contradicts")]
    assert c["source"] == "semnet" and "years differ" in c["message"]
    assert c["severity"] == 2  # vim.diagnostic.severity.WARN
    assert (4, "graded-dubious") in by_line
    nb = got["neighbors"]
    assert nb["endpoint"]["ref"] == f"node:{seeded.ids['born1871']}"
    assert any(
        e["kind"] == "contradicts" and e["id"] == seeded.edges["contradicts"] for e in nb["edges"]
    )
