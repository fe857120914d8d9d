-- The :Semnet* commands. Each sends one semnet/* request and shows the answer.
local semnet = require("semnet")
local ui = require("semnet.ui")

local M = {}

M.methods = {
  neighbors = "semnet/neighbors",
  contradicting = "semnet/contradicting",
  subgraph = "semnet/subgraph",
  history = "semnet/history",
  pending = "semnet/pending",
  grounding = "semnet/grounding",
}
M.server_commands = {
  promote = "semnet.promote",
  dismiss = "semnet.dismiss",
  rebuild = "semnet.rebuild",
}

local function fail(what, err)
  local msg = type(err) == "table" and (err.message or vim.inspect(err)) or tostring(err)
  vim.notify("semnet: " .. what .. ": " .. msg, vim.log.levels.ERROR)
end

local function ask(method, params, done)
  local bufnr = vim.api.nvim_get_current_buf()
  local root = semnet.root(bufnr)
  return semnet.request(bufnr, method, params, function(err, result)
    if err then
      fail(method, err)
      return
    end
    done(result, root, bufnr)
  end)
end

function M.neighbors()
  ask(M.methods.neighbors, { endpoint = semnet.cursor_endpoint(), direction = "both" }, function(result, root)
    ui.show_tree(result, root)
  end)
end

function M.contradicting()
  ask(M.methods.contradicting, { endpoint = semnet.cursor_endpoint() }, function(result, root)
    local items = {}
    for _, e in ipairs(result.edges or {}) do
      local text = string.format("%s %s %s", e.kind, ui.arrows[e.direction] or "?", ui.label(e.other, 80))
      if e.origin == "judged" then
        text = text .. " [suggested]"
      end
      if e.reason then
        text = text .. " — " .. e.reason
      end
      table.insert(items, ui.qf_item(e.other, root, text, { edgeId = e.id }))
    end
    ui.quickfix("semnet: contradicting " .. ui.label(result.endpoint, 40), items)
  end)
end

function M.pending()
  ask(M.methods.pending, {}, function(result, root)
    local items = {}
    for _, e in ipairs(result.edges or {}) do
      local dst = e.dst or e.other or {}
      local text = string.format("[%s%s] %s ⇒ %s", e.kind, e.weight and string.format(" %.2f", e.weight) or "", ui.label(e.src or {}, 50), ui.label(dst, 50))
      if e.reason then
        text = text .. " — " .. e.reason
      end
      text = text .. "  {" .. e.id .. "}"
      table.insert(items, ui.qf_item(e.src or dst, root, text, { edgeId = e.id }))
    end
    ui.quickfix("semnet: pending judgements", items)
  end)
end

function M.subgraph(opts)
  local radius = tonumber(opts and opts.args) or semnet.config.subgraph_radius
  if opts and opts.bang then
    return M.picture(radius)
  end
  ask(M.methods.subgraph, { endpoint = semnet.cursor_endpoint(), radius = radius }, function(result)
    local names = {}
    for _, n in ipairs(result.nodes or {}) do
      names[n.ref] = ui.label(n, 50)
    end
    local lines = {
      string.format("◆ %s: %d endpoints, %d edges%s", ui.label(result.seed, 60), #result.nodes, #result.edges, result.truncated and " (truncated)" or ""),
    }
    for _, e in ipairs(result.edges or {}) do
      local line = string.format("  %s %s %s  [%s, %s]", names[e.src] or e.src, e.directed and "→" or "⇄", names[e.dst] or e.dst, e.kind, e.origin)
      table.insert(lines, line)
    end
    table.insert(lines, "")
    table.insert(lines, "  :SemnetSubgraph! opens the picture in a browser")
    ui.float(lines)
  end)
end

--- `semnet graph view` writes the HTML picture; open it with the system's opener.
--- The command line is the running server's own (its command up to `serve`).
function M.picture(radius)
  ask(M.methods.neighbors, { endpoint = semnet.cursor_endpoint(), limit = 0 }, function(result, root, bufnr)
    local out = vim.fn.tempname() .. "-semnet-graph.html"
    local argv = semnet.cli(bufnr)
    if vim.fn.executable(argv[1]) ~= 1 then
      fail("graph view", argv[1] .. " is not executable (set `cmd` to the semnet you run)")
      return
    end
    vim.list_extend(argv, { "graph", "view", result.endpoint.ref, "--root", root, "--radius", tostring(radius), "--out", out })
    local stderr = {}
    local ok, job = pcall(vim.fn.jobstart, argv, {
      stderr_buffered = true,
      on_stderr = function(_, data)
        stderr = data or {}
      end,
      on_exit = function(_, code)
        if code ~= 0 then
          local why = vim.trim(table.concat(stderr, "\n"))
          fail("graph view", table.concat(argv, " ") .. (why ~= "" and (": " .. why) or ""))
          return
        end
        vim.g.semnet_last_picture = out
        vim.notify("semnet: wrote " .. out, vim.log.levels.INFO)
        M.open(out)
      end,
    })
    if not ok or job <= 0 then
      fail("graph view", "could not run " .. argv[1] .. (ok and "" or (": " .. tostring(job))))
    end
  end)
end

--- Open a file with the system's opener, if there is one.
function M.open(path)
  if vim.ui.open then
    local _, err = vim.ui.open(path)
    if err then
      vim.notify("semnet: open " .. path .. " in a browser (" .. err .. ")", vim.log.levels.INFO)
    end
  elseif vim.fn.executable("xdg-open") == 1 then
    vim.fn.jobstart({ "xdg-open", path }, { detach = true })
  elseif vim.fn.executable("open") == 1 then
    vim.fn.jobstart({ "open", path }, { detach = true })
  end
end

function M.history()
  ask(M.methods.history, { endpoint = semnet.cursor_endpoint() }, function(result)
    local lines = { "edge events, oldest first", "" }
    for _, ev in ipairs(result.events or {}) do
      local change = ""
      if ev.invalidAtBefore or ev.invalidAtAfter then
        change = string.format("  valid until %s → %s", ev.invalidAtBefore or "open", ev.invalidAtAfter or "open")
      end
      table.insert(lines, string.format("%5d  %s  %-11s %s%s", ev.id, (ev.createdAt or ""):sub(1, 19), ev.event, ev.edgeId:sub(1, 13) .. "…", change))
    end
    if #lines == 2 then
      table.insert(lines, "(no events)")
    end
    ui.float(lines)
  end)
end

function M.grounding()
  ask(M.methods.grounding, { endpoint = semnet.cursor_endpoint() }, function(result)
    ui.float(vim.split(result.prose or "", "\n", { plain = true }), { filetype = "markdown" })
  end)
end

--- The edge ids of the semnet diagnostics on the cursor's line.
function M.edge_ids_at_cursor(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  local row = vim.api.nvim_win_get_cursor(0)[1] - 1
  local ids, seen = {}, {}
  for _, d in ipairs(vim.diagnostic.get(bufnr, { lnum = row })) do
    local data = d.data or (d.user_data and d.user_data.lsp and d.user_data.lsp.data)
    local id = type(data) == "table" and data.edgeId or nil
    if d.source == "semnet" and id and not seen[id] then
      seen[id] = true
      table.insert(ids, { id = id, message = d.message })
    end
  end
  return ids
end

local function triage(verb, command, opts)
  local bufnr = vim.api.nvim_get_current_buf()
  local function run(id)
    vim.g.semnet_last_triage = { verb = verb, edgeId = id, status = "sent" }
    semnet.execute(bufnr, command, { id }, function(err)
      if err then
        local msg = type(err) == "table" and (err.message or vim.inspect(err)) or tostring(err)
        vim.g.semnet_last_triage = { verb = verb, edgeId = id, status = "failed", error = msg }
        fail(verb, err)
        return
      end
      vim.g.semnet_last_triage = { verb = verb, edgeId = id, status = "done" }
      vim.notify(string.format("semnet: %s %s", verb == "promote" and "promoted" or "dismissed", id), vim.log.levels.INFO)
    end)
  end
  if opts and opts.args and opts.args ~= "" then
    return run(opts.args)
  end
  local ids = M.edge_ids_at_cursor(bufnr)
  if #ids == 0 then
    vim.notify("semnet: no semnet diagnostic with an edge on this line", vim.log.levels.WARN)
  elseif #ids == 1 then
    run(ids[1].id)
  else
    vim.ui.select(ids, {
      prompt = "semnet: " .. verb .. " which edge?",
      format_item = function(x)
        return x.message
      end,
    }, function(choice)
      if choice then
        run(choice.id)
      end
    end)
  end
end

function M.promote(opts)
  triage("promote", M.server_commands.promote, opts)
end

function M.dismiss(opts)
  triage("dismiss", M.server_commands.dismiss, opts)
end

function M.rebuild()
  semnet.execute(0, M.server_commands.rebuild, {}, function(err)
    if err then
      return fail("rebuild", err)
    end
    vim.notify("semnet: graph rebuilt", vim.log.levels.INFO)
  end)
end

function M.restart()
  semnet.restart()
end

return M
