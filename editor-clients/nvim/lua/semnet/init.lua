-- semnet for Neovim: starts `semnet serve` for Markdown buffers and finds its client.
--
--   require("semnet").setup({ cmd = { "semnet", "serve" }, filetypes = { "markdown" } })
--
-- Neovim 0.7 starts the server with vim.lsp.start_client and attaches each
-- buffer itself; 0.8 to 0.10 use vim.lsp.start (one client per root); where
-- vim.lsp.config exists (0.11+) the server is registered there and enabled,
-- and Neovim attaches it. On 0.11 `vim.lsp.enable("semnet")` alone works too
-- (the defaults are in lsp/semnet.lua).
local M = {}

M.name = "semnet"

local defaults = {
  cmd = nil, -- default: { "semnet", "serve" } if `semnet` is on PATH, else { "python3", "-m", "semnet.server", "serve" }
  filetypes = { "markdown" },
  root_markers = { "semnet.toml", ".semnet", ".git" },
  settings = nil,
  init_options = nil,
  on_attach = nil,
  subgraph_radius = 2,
  border = "rounded",
}

M.config = vim.deepcopy(defaults)

local clients_by_root = {} -- 0.7 only: root -> client id

local function has(feature)
  return vim.fn.has(feature) == 1
end

--- The command that runs the server when none is configured.
function M.default_cmd()
  if vim.fn.executable("semnet") == 1 then
    return { "semnet", "serve" }
  end
  return { vim.fn.executable("python3") == 1 and "python3" or "python", "-m", "semnet.server", "serve" }
end

--- A table the server must get as a JSON object: Lua's empty table would go out as `[]`.
function M.object(t)
  if t == nil or (type(t) == "table" and next(t) == nil) then
    return vim.empty_dict()
  end
  return t
end

--- The folder above `path` that holds one of the root markers, else the file's folder.
function M.find_root(path, markers)
  markers = markers or M.config.root_markers
  local dir = vim.fn.fnamemodify(path, ":p:h")
  local home = vim.loop.os_homedir()
  local cur = dir
  while cur and cur ~= "" do
    for _, marker in ipairs(markers) do
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

local function stopped(client)
  if has("nvim-0.11") then
    return client:is_stopped()
  end
  return client.is_stopped()
end

--- One running client per root. Neovim 0.10's own test compares the root with
--- the workspace folder's *name*; this one compares roots, on every version.
local function same_root(client, config)
  return client.name == config.name and client.config.root_dir == config.root_dir and not stopped(client)
end

local function lsp_config(root)
  return {
    name = M.name,
    cmd = M.config.cmd or M.default_cmd(),
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    settings = M.object(M.config.settings),
    init_options = M.config.init_options and M.object(M.config.init_options) or nil,
    on_attach = M.config.on_attach,
    reuse_client = same_root,
  }
end

local function start(config, bufnr)
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = bufnr, reuse_client = same_root })
  end
  local id = clients_by_root[config.root_dir]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(config)
    if not id then
      vim.notify("semnet: could not start " .. table.concat(config.cmd, " "), vim.log.levels.ERROR)
      return nil
    end
    clients_by_root[config.root_dir] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

--- Start (or reuse) the server for `bufnr` and attach it (setup()'s path before 0.11).
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local file = vim.api.nvim_buf_get_name(bufnr)
  if file == "" or vim.bo[bufnr].buftype ~= "" then
    return nil
  end
  return start(lsp_config(M.find_root(file)), bufnr)
end

local function native_config()
  return vim.lsp.config ~= nil and vim.lsp.enable ~= nil
end

function M.setup(opts)
  M.config = vim.tbl_deep_extend("force", vim.deepcopy(defaults), opts or {})
  local group = vim.api.nvim_create_augroup("semnet", { clear = true })
  if native_config() then
    -- root_markers go through lsp/semnet.lua's root_dir (M.find_root)
    local cfg = {
      filetypes = M.config.filetypes,
      settings = M.object(M.config.settings),
      on_attach = M.config.on_attach,
    }
    if M.config.cmd then
      cfg.cmd = M.config.cmd
    end
    if M.config.init_options then
      cfg.init_options = M.object(M.config.init_options)
    end
    vim.lsp.config(M.name, cfg)
    vim.lsp.enable(M.name) -- also attaches the buffers already open
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

--- Every running semnet client.
function M.clients()
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ name = M.name })
  end
  local found = {}
  for _, c in ipairs(vim.lsp.get_active_clients()) do
    if c.name == M.name then
      table.insert(found, c)
    end
  end
  return found
end

--- The semnet client attached to `bufnr` (or any semnet client), or nil.
function M.client(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local found
  if vim.lsp.get_clients then
    found = vim.lsp.get_clients({ bufnr = bufnr, name = M.name })
  else
    found = {}
    for _, c in pairs(vim.lsp.buf_get_clients(bufnr)) do
      if c.name == M.name then
        table.insert(found, c)
      end
    end
  end
  return found[1] or M.clients()[1]
end

--- The buffers a client is attached to.
function M.buffers(client)
  if client.attached_buffers then
    return vim.tbl_keys(client.attached_buffers)
  end
  return vim.lsp.get_buffers_by_client_id(client.id)
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
  params = M.object(params)
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

--- How to run the `semnet` command line the running server came from: its
--- command up to `serve` (`{ "semnet" }`, `{ "/venv/bin/python", "-m", "semnet.server" }`).
function M.cli(bufnr)
  local client = M.client(bufnr)
  local cmd = client and client.config and client.config.cmd
  if type(cmd) ~= "table" then
    cmd = M.config.cmd or M.default_cmd()
  end
  local argv = {}
  for _, arg in ipairs(cmd) do
    if arg == "serve" then
      return argv
    end
    table.insert(argv, arg)
  end
  if vim.fn.fnamemodify(cmd[1], ":t"):match("^python") then
    return { cmd[1], "-m", "semnet.server" }
  end
  return { cmd[1] }
end

local function stop(client)
  if has("nvim-0.11") then
    client:stop()
  else
    client.stop()
  end
end

--- Stop every semnet client and start each again with its own configuration
--- (whatever set it up: setup(), vim.lsp.config, …), attached to the same buffers.
function M.restart()
  local running = {}
  for _, client in ipairs(M.clients()) do
    table.insert(running, { client = client, config = client.config, buffers = M.buffers(client) })
    stop(client)
  end
  if #running == 0 then
    -- nothing running (it died, or never started): start it for the open buffers
    for _, buf in ipairs(vim.api.nvim_list_bufs()) do
      if vim.api.nvim_buf_is_loaded(buf) and vim.tbl_contains(M.config.filetypes, vim.bo[buf].filetype) then
        M.attach(buf)
      end
    end
    return
  end
  clients_by_root = {}
  vim.wait(10000, function()
    for _, r in ipairs(running) do
      if not stopped(r.client) then
        return false
      end
    end
    return true
  end, 50)
  for _, r in ipairs(running) do
    local config = vim.deepcopy(r.config)
    config.reuse_client = same_root
    for _, buf in ipairs(r.buffers) do
      if vim.api.nvim_buf_is_loaded(buf) then
        start(config, buf)
      end
    end
  end
end

return M
