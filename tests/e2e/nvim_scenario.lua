-- Driven by tests/e2e/test_nvim_editors.py in a headless Neovim (0.7, 0.10, 0.11):
-- set the semnet client up one way (SEMNET_E2E_MODE), open two Markdown files,
-- run every :Semnet* command and write what the editor shows as JSON.
--
--   setup    require("semnet").setup({ cmd = … }) before any buffer is open
--   lazy     a Markdown buffer is open first, then setup() (a lazy plugin manager)
--   native   no setup(): the user's own vim.lsp.config("semnet", …) + vim.lsp.enable (0.11+)
local env = vim.env
local out_path, plugin, python = env.SEMNET_E2E_OUT, env.SEMNET_E2E_PLUGIN, env.SEMNET_E2E_PYTHON
local mode, root = env.SEMNET_E2E_MODE, env.SEMNET_E2E_ROOT
local people, two = root .. "/facts/people.md", root .. "/book/two.md"
local server_cmd = { python, "-m", "semnet.server", "serve" }

local report = { mode = mode, steps = {}, notes = {}, messages = {}, sent = {}, version = tostring(vim.version and vim.version() or "") }
if report.version == "" or report.version:match("^table") then
  local v = vim.version()
  report.version = string.format("%d.%d.%d", v.major, v.minor, v.patch)
end

local function finish()
  local f = assert(io.open(out_path, "w"))
  f:write(vim.fn.json_encode(report))
  f:close()
  vim.cmd("qa!")
end

-- Whatever the plugin or the server tells the writer.
vim.notify = function(msg, level)
  table.insert(report.notes, { message = tostring(msg), level = level or vim.log.levels.INFO })
end
vim.lsp.handlers["window/showMessage"] = function(_, result)
  table.insert(report.messages, result and result.message or "?")
end
-- :SemnetSubgraph! opens its page with the system's opener: record it instead.
vim.ui = vim.ui or {}
vim.ui.open = function(path)
  report.opened = path
  return nil, nil
end

vim.opt.rtp:prepend(plugin)
vim.cmd("filetype on")

local function wait(ms, cond)
  return vim.wait(ms, cond, 25)
end

local function semnet()
  return require("semnet")
end

-- the running semnet clients, asked of Neovim itself
local function all_clients()
  local found = {}
  local list = vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()
  for _, c in ipairs(list) do
    if c.name == "semnet" then
      table.insert(found, c)
    end
  end
  return found
end

local function client_of(buf)
  local c = semnet().client(buf)
  if c and c.attached_buffers and not c.attached_buffers[buf] then
    return nil
  end
  if c and not c.attached_buffers and not vim.lsp.buf_is_attached(buf, c.id) then
    return nil
  end
  return c
end

local function semnet_diags(buf)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local data = d.data or (d.user_data and d.user_data.lsp and d.user_data.lsp.data)
    if d.source == "semnet" then
      table.insert(found, { lnum = d.lnum, message = d.message, edgeId = type(data) == "table" and data.edgeId or vim.NIL })
    end
  end
  return found
end

-- Record the JSON of every request the semnet client sends (an empty Lua
-- table goes out as `[]` unless it is marked as a dict).
local function spy(client)
  if not client or not client.rpc or client.rpc.__semnet_spy then
    return
  end
  local request = client.rpc.request
  client.rpc.request = function(method, params, ...)
    if type(method) == "string" and (method:match("^semnet/") or method == "workspace/executeCommand") then
      table.insert(report.sent, { method = method, json = vim.fn.json_encode(params) })
    end
    return request(method, params, ...)
  end
  client.rpc.__semnet_spy = true
end

local function line_of(buf, text)
  for i, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    if line:find(text, 1, true) then
      return i
    end
  end
  return nil
end

local function float_lines()
  if not wait(20000, function()
    return vim.api.nvim_win_get_config(0).relative ~= ""
  end) then
    return vim.NIL
  end
  local win = vim.api.nvim_get_current_win()
  local lines = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(win), 0, -1, false)
  vim.api.nvim_win_close(win, true)
  return lines
end

local function quickfix(title)
  if not wait(20000, function()
    return vim.fn.getqflist({ title = 1 }).title:find(title, 1, true) == 1
  end) then
    return vim.NIL
  end
  local items = {}
  for _, it in ipairs(vim.fn.getqflist()) do
    table.insert(items, { text = it.text, lnum = it.lnum, file = it.bufnr > 0 and vim.api.nvim_buf_get_name(it.bufnr) or "" })
  end
  vim.cmd("cclose")
  vim.fn.setqflist({}, "r", { title = "" })
  return items
end

local function step(name, fn)
  local ok, err = pcall(fn)
  table.insert(report.steps, { name = name, ok = ok, error = ok and vim.NIL or tostring(err) })
end

local function open(file)
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  if vim.bo.filetype ~= "markdown" then
    vim.bo.filetype = "markdown"
  end
  return vim.api.nvim_get_current_buf()
end

local function run()
  local buf_people
  step("start", function()
    if mode == "native" then
      vim.lsp.config("semnet", { cmd = server_cmd })
      vim.lsp.enable("semnet")
      buf_people = open(people)
    elseif mode == "lazy" then
      buf_people = open(people)
      semnet().setup({ cmd = server_cmd })
    else
      semnet().setup({ cmd = server_cmd })
      buf_people = open(people)
    end
    report.attached = wait(30000, function()
      return client_of(buf_people) ~= nil
    end)
    spy(client_of(buf_people))
    local c = client_of(buf_people)
    report.init_options = c and vim.fn.json_encode(c.config.init_options == nil and vim.NIL or c.config.init_options) or vim.NIL
    wait(60000, function()
      return #semnet_diags(buf_people) > 0
    end)
    report.diagnostics = semnet_diags(buf_people)
  end)

  step("second buffer", function()
    local buf_two = open(two)
    report.two_attached = wait(30000, function()
      return client_of(buf_two) ~= nil
    end)
    wait(20000, function()
      return #semnet_diags(buf_two) > 0
    end)
    report.two_diagnostics = semnet_diags(buf_two)
    report.clients = #all_clients()
    vim.cmd("buffer " .. buf_people)
  end)

  local born = line_of(buf_people, "Anna Karlovna was born in 1871")
  local born1874 = line_of(buf_people, "Anna was born in 1874.")
  report.born_line = born
  local function at(line)
    vim.cmd("buffer " .. buf_people)
    vim.api.nvim_win_set_cursor(0, { line, 0 })
  end

  step("SemnetNeighbors", function()
    at(born)
    vim.cmd("SemnetNeighbors")
    report.neighbors = float_lines()
  end)
  step("SemnetContradicting", function()
    at(born)
    vim.cmd("SemnetContradicting")
    report.contradicting = quickfix("semnet: contradicting ")
  end)
  step("SemnetPending", function()
    vim.cmd("SemnetPending")
    report.pending = quickfix("semnet: pending judgements")
  end)
  step("SemnetSubgraph", function()
    at(born)
    vim.cmd("SemnetSubgraph 1")
    report.subgraph = float_lines()
  end)
  step("SemnetSubgraph!", function()
    at(born)
    vim.cmd("SemnetSubgraph! 1")
    wait(60000, function()
      return report.opened ~= nil or #vim.tbl_filter(function(n)
        return n.level >= vim.log.levels.ERROR
      end, report.notes) > 0
    end)
    if report.opened then
      local f = io.open(report.opened, "r")
      report.picture = f and f:read("*a"):sub(1, 400) or vim.NIL
      if f then
        f:close()
      end
    end
  end)
  step("SemnetHistory", function()
    at(born)
    vim.cmd("SemnetHistory")
    report.history = float_lines()
  end)
  step("SemnetGrounding", function()
    at(born)
    vim.cmd("SemnetGrounding")
    report.grounding = float_lines()
  end)
  step("SemnetPromote", function()
    at(born)
    vim.cmd("SemnetPromote")
    wait(30000, function()
      local t = vim.g.semnet_last_triage
      return t ~= nil and t.verb == "promote" and t.status ~= "sent"
    end)
    report.promote = vim.g.semnet_last_triage or vim.NIL
  end)
  step("SemnetDismiss", function()
    at(born1874)
    vim.cmd("SemnetDismiss " .. env.SEMNET_E2E_DISMISS)
    wait(30000, function()
      local t = vim.g.semnet_last_triage
      return t ~= nil and t.verb == "dismiss" and t.status ~= "sent"
    end)
    report.dismiss = vim.g.semnet_last_triage or vim.NIL
  end)
  step("SemnetRebuild", function()
    vim.cmd("SemnetRebuild")
    report.rebuilt = wait(60000, function()
      for _, n in ipairs(report.notes) do
        if n.message:find("graph rebuilt", 1, true) or n.message:find("semnet: rebuild", 1, true) then
          return true
        end
      end
      return false
    end)
  end)
  step("SemnetRestart", function()
    local before = client_of(buf_people)
    report.before_restart = before and before.id or vim.NIL
    vim.cmd("SemnetRestart")
    local function fresh(buf)
      local c = client_of(buf)
      return c ~= nil and c.id ~= report.before_restart and c.initialized ~= false
    end
    local bufs = {}
    for _, b in ipairs(vim.api.nvim_list_bufs()) do
      if vim.api.nvim_buf_is_loaded(b) and vim.bo[b].filetype == "markdown" then
        table.insert(bufs, b)
      end
    end
    report.restarted = wait(30000, function()
      for _, b in ipairs(bufs) do
        if not fresh(b) then
          return false
        end
      end
      return true
    end)
    report.clients_after_restart = #all_clients()
    spy(client_of(buf_people))
    -- the new server answers
    at(born)
    vim.cmd("SemnetNeighbors")
    report.neighbors_after_restart = float_lines()
  end)
end

-- Never hang: whatever happened, write the report.
vim.defer_fn(function()
  report.timeout = true
  finish()
end, 200000)

vim.api.nvim_create_autocmd("VimEnter", {
  once = true,
  callback = function()
    vim.schedule(function()
      local ok, err = pcall(run)
      if not ok then
        report.error = tostring(err)
      end
      for _, c in ipairs(all_clients()) do
        pcall(function()
          if vim.fn.has("nvim-0.11") == 1 then
            c:stop()
          else
            c.stop()
          end
        end)
      end
      wait(10000, function()
        return #all_clients() == 0
      end)
      finish()
    end)
  end,
})
