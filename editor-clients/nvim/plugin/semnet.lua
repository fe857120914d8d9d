-- semnet: user commands only; everything else loads on first use (require "semnet").
if vim.g.loaded_semnet then
  return
end
vim.g.loaded_semnet = true
if vim.fn.has("nvim-0.7") == 0 then
  vim.api.nvim_err_writeln("semnet needs Neovim 0.7 or later")
  return
end

local function command(name, fn, opts)
  vim.api.nvim_create_user_command(name, function(o)
    require("semnet.commands")[fn](o)
  end, opts or {})
end

command("SemnetNeighbors", "neighbors", { desc = "semnet: the neighbourhood of the paragraph under the cursor" })
command("SemnetContradicting", "contradicting", { desc = "semnet: what contradicts this paragraph (quickfix)" })
command("SemnetPending", "pending", { desc = "semnet: judged edges awaiting triage (quickfix)" })
command("SemnetSubgraph", "subgraph", { nargs = "?", bang = true, desc = "semnet: the subgraph around this paragraph (! opens the HTML picture)" })
command("SemnetHistory", "history", { desc = "semnet: the edge events of this paragraph" })
command("SemnetGrounding", "grounding", { desc = "semnet: what the graph knows about this paragraph" })
command("SemnetPromote", "promote", { nargs = "?", desc = "semnet: promote the judged edge of the diagnostic under the cursor" })
command("SemnetDismiss", "dismiss", { nargs = "?", desc = "semnet: dismiss the judged edge of the diagnostic under the cursor" })
command("SemnetRebuild", "rebuild", { desc = "semnet: rebuild the structural and derived edges" })
command("SemnetRestart", "restart", { desc = "semnet: restart the language server" })
