-- The semnet language server for Neovim 0.11+ (`:help lsp-config`):
-- `vim.lsp.enable("semnet")` starts it for Markdown buffers with these
-- defaults; `vim.lsp.config("semnet", { cmd = … })` or require("semnet").setup()
-- changes them.
local semnet = require("semnet")

return {
  cmd = semnet.default_cmd(),
  filetypes = { "markdown" },
  -- the nearest folder with a root marker (setup's `root_markers`), else the file's folder
  root_dir = function(bufnr, on_dir)
    local file = vim.api.nvim_buf_get_name(bufnr)
    if file ~= "" and vim.bo[bufnr].buftype == "" then
      on_dir(semnet.find_root(file))
    end
  end,
  settings = vim.empty_dict(),
}
