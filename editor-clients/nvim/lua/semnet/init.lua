-- semnet for Neovim: starts `semnet serve` for Markdown buffers and finds its client.
--
--   require("semnet").setup({ cmd = { "semnet", "serve" }, filetypes = { "markdown" } })
--
-- Neovim 0.7 starts the server with vim.lsp.start_client and attaches each
-- buffer itself; 0.8+ uses vim.lsp.start (which reuses a client per root);
-- where vim.lsp.config exists (0.11+) the server is registered there and
-- enabled, and Neovim attaches it.
local M = {}

M.name = "semnet"

local defaults = {
  cmd = nil, -- default: { "semnet", "serve" } if `semnet` is on PATH, else { "python3", "-m", "semnet.server", "serve" }
  filetypes = { "markdown" },
  root_markers = { "semnet.toml", ".semnet", ".git" },
  settings = {},
  init_options = {},
  on_attach = nil,
  subgraph_radius = 2,
  border = "rounded",
}

M.config = vim.deepcopy(defaults)

local clients_by_root = {} -- 0.7 only: root -> client id

local function default_cmd()
  if vim.fn.executable("semnet") == 1 then
    return { "semnet", "serve" }
  end
  return { vim.fn.executable("python3") == 1 and "python3" or "python", "-m", "semnet.server", "serve" }
end

local function has(feature)
  return vim.fn.has(feature) == 1
end

--- The folder above `path` that holds one of the root markers, else the file's folder.
function M.find_root(path)
  local dir = vim.fn.fnamemodify(path, ":p:h")
  local home = vim.loop.os_homedir()
  local cur = dir
  while cur and cur ~= "" do
    for _, marker in ipairs(M.config.root_markers) do
      if vim.loop.fs_stat(cur .. "/" .. marker) then
        return cur
      end
    end
    local parent = vim.fn.fnamemodify(cur, ":h")
    if parent == cur or cur == home then
      break
    end
    cur = parent
  end
  return dir
end

local function lsp_config(root)
  return {
    name = M.name,
    cmd = M.config.cmd or default_cmd(),
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = vim.fn.fnamemodify(root, ":t") } },
    settings = M.config.settings,
    init_options = M.config.init_options,
    on_attach = M.config.on_attach,
  }
end

--- Start (or reuse) the server for `bufnr` and attach it.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local file = vim.api.nvim_buf_get_name(bufnr)
  if file == "" or vim.bo[bufnr].buftype ~= "" then
    return nil
  end
  local root = M.find_root(file)
  if vim.lsp.start then
    return vim.lsp.start(lsp_config(root), { bufnr = bufnr })
  end
  local id = clients_by_root[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(lsp_config(root))
    if not id then
      vim.notify("semnet: could not start " .. table.concat(lsp_config(root).cmd, " "), vim.log.levels.ERROR)
      return nil
    end
    clients_by_root[root] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

function M.setup(opts)
  M.config = vim.tbl_deep_extend("force", vim.deepcopy(defaults), opts or {})
  local group = vim.api.nvim_create_augroup("semnet", { clear = true })
  if vim.lsp.config and vim.lsp.enable then
    local cfg = lsp_config(vim.loop.cwd())
    cfg.root_dir = nil
    cfg.workspace_folders = nil
    cfg.filetypes = M.config.filetypes
    cfg.root_markers = M.config.root_markers
    vim.lsp.config(M.name, cfg)
    vim.lsp.enable(M.name)
    return
  end
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = M.config.filetypes,
    callback = function(args)
      M.attach(args.buf)
    end,
  })
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buf) and vim.tbl_contains(M.config.filetypes, vim.bo[buf].filetype) then
      M.attach(buf)
    end
  end
end

--- The semnet client attached to `bufnr` (or any semnet client), or nil.
function M.client(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local found
  if vim.lsp.get_clients then
    found = vim.lsp.get_clients({ bufnr = bufnr, name = M.name })
    if #found == 0 then
      found = vim.lsp.get_clients({ name = M.name })
    end
  else
    found = {}
    for _, c in pairs(vim.lsp.buf_get_clients(bufnr)) do
      if c.name == M.name then
        table.insert(found, c)
      end
    end
    if #found == 0 then
      for _, c in ipairs(vim.lsp.get_active_clients()) do
        if c.name == M.name then
          table.insert(found, c)
        end
      end
    end
  end
  return found[1]
end

--- Send `method` to the semnet server; `handler(err, result)` runs on the main loop.
function M.request(bufnr, method, params, handler)
  local client = M.client(bufnr)
  if not client then
    vim.notify("semnet: no semnet server for this buffer (call require('semnet').setup())", vim.log.levels.WARN)
    return false
  end
  local cb = function(err, result)
    handler(err, result, client)
  end
  if has("nvim-0.11") then
    return client:request(method, params, cb, bufnr)
  end
  return client.request(method, params, cb, bufnr)
end

--- Run one of the server's commands (semnet.promote, semnet.rebuild, …).
function M.execute(bufnr, command, arguments, handler)
  return M.request(bufnr, "workspace/executeCommand", { command = command, arguments = arguments or {} }, handler)
end

--- The endpoint param for the cursor: the paragraph under it.
function M.cursor_endpoint(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local row, col = unpack(vim.api.nvim_win_get_cursor(0))
  return {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = row - 1, character = col },
  }
end

function M.root(bufnr)
  local client = M.client(bufnr)
  if client and client.config and client.config.root_dir then
    return client.config.root_dir
  end
  return M.find_root(vim.api.nvim_buf_get_name(bufnr or 0))
end

function M.restart()
  local client = M.client(0)
  if client then
    if has("nvim-0.11") then
      client:stop()
    else
      client.stop()
    end
  end
  clients_by_root = {}
  vim.defer_fn(function()
    M.attach(0)
  end, 500)
end

return M
