-- Floating windows, the neighbourhood tree, quickfix lists and jumps.
local M = {}

M.arrows = { out = "→", ["in"] = "←", both = "⇄" }

--- A title without its Markdown: links become their text, inline fields and block ids go.
function M.plain(text)
  text = tostring(text or "")
  text = text:gsub("%[%[([^%]|#]*)[^%]|]*|([^%]]*)%]%]", "%2")
  text = text:gsub("%[%[([^%]|#]*)[^%]]*%]%]", "%1")
  text = text:gsub("%[([^%]]*)%]%([^)]*%)?", "%1")
  text = text:gsub("%s*%[[%w_-]+::[^%]]*%]", "")
  text = text:gsub("%s+%^[%w_-]+%s*$", "")
  text = text:gsub("%s+", " ")
  return vim.trim(text)
end

--- At most `n` characters (not bytes), "…" when cut.
function M.clip(text, n)
  if vim.fn.strchars(text) <= n then
    return text
  end
  return vim.fn.strcharpart(text, 0, n - 1) .. "…"
end

function M.label(ep, n)
  local t = M.plain(ep.title)
  if t == "" then
    t = ep.ref
  end
  return M.clip(t, n or 80)
end

--- The file of an endpoint: a file:// URI as it is, a workspace-relative path under `root`.
function M.filename(ep, root)
  if not ep or not ep.uri then
    return nil
  end
  if ep.uri:match("^file://") then
    return vim.uri_to_fname(ep.uri)
  end
  if ep.uri:match("^%a[%w+.-]*:") then
    return nil
  end
  return (root or vim.loop.cwd()) .. "/" .. ep.uri
end

function M.jump(ep, root)
  local file = M.filename(ep, root)
  if not file then
    vim.notify("semnet: " .. (ep and ep.ref or "?") .. " is not in a document", vim.log.levels.INFO)
    return
  end
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local line = (ep.range and ep.range.start.line or 0) + 1
  local last = vim.api.nvim_buf_line_count(0)
  vim.api.nvim_win_set_cursor(0, { math.min(line, last), 0 })
end

--- A scratch buffer in a float near the cursor; `q` and <Esc> close it.
function M.float(lines, opts)
  opts = opts or {}
  local buf = vim.api.nvim_create_buf(false, true)
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  vim.bo[buf].modifiable = false
  vim.bo[buf].bufhidden = "wipe"
  vim.bo[buf].filetype = opts.filetype or "semnet"
  local width = 20
  for _, l in ipairs(lines) do
    width = math.max(width, vim.fn.strdisplaywidth(l))
  end
  width = math.min(width + 2, math.max(20, vim.o.columns - 4))
  local height = math.min(#lines, math.max(3, vim.o.lines - 6))
  local win = vim.api.nvim_open_win(buf, true, {
    relative = "editor",
    row = math.max(0, math.floor((vim.o.lines - height) / 2) - 1),
    col = math.max(0, math.floor((vim.o.columns - width) / 2)),
    width = width,
    height = height,
    style = "minimal",
    border = opts.border or require("semnet").config.border,
  })
  vim.wo[win].cursorline = true
  vim.wo[win].wrap = false
  for _, key in ipairs({ "q", "<Esc>" }) do
    vim.keymap.set("n", key, function()
      if vim.api.nvim_win_is_valid(win) then
        vim.api.nvim_win_close(win, true)
      end
    end, { buffer = buf, nowait = true })
  end
  return buf, win
end

local AGAINST = { contradicts = 0, in_tension = 1 }

--- The neighbourhood as the monospace tree of `semnet graph neighbors`;
--- returns the lines and, for each line that is an edge, the endpoint it jumps to.
function M.tree(result)
  local ep = result.endpoint
  local lines = { string.format("◆ %s  (%s)", M.label(ep, 90), ep.kind) }
  local targets = {}
  local groups, kinds = {}, {}
  for _, e in ipairs(result.edges or {}) do
    if not groups[e.kind] then
      groups[e.kind] = {}
      table.insert(kinds, e.kind)
    end
    table.insert(groups[e.kind], e)
  end
  if #kinds == 0 then
    table.insert(lines, "   (no edges)")
    return lines, targets
  end
  table.sort(kinds, function(a, b)
    local ra, rb = AGAINST[a] or 9, AGAINST[b] or 9
    if ra ~= rb then
      return ra < rb
    end
    if #groups[a] ~= #groups[b] then
      return #groups[a] > #groups[b]
    end
    return a < b
  end)
  for gi, kind in ipairs(kinds) do
    local last = gi == #kinds
    table.insert(lines, string.format("%s %s (%d)", last and "└─" or "├─", kind, #groups[kind]))
    local bar = last and "   " or "│  "
    for _, e in ipairs(groups[kind]) do
      local text = string.format("%s%s %s", bar, M.arrows[e.direction] or "?", M.label(e.other, 70))
      if e.origin == "judged" then
        text = text .. "  [suggested]"
      end
      if e.reason and e.reason ~= "" then
        text = text .. "  — " .. M.clip(e.reason:gsub("%s+", " "), 60)
      end
      table.insert(lines, text)
      targets[#lines] = e.other
    end
  end
  return lines, targets
end

--- A float with the tree; <CR> on an edge jumps to its other end.
function M.show_tree(result, root)
  local lines, targets = M.tree(result)
  local buf, win = M.float(lines, { filetype = "semnet" })
  vim.keymap.set("n", "<CR>", function()
    local row = vim.api.nvim_win_get_cursor(win)[1]
    local target = targets[row]
    if not target then
      return
    end
    vim.api.nvim_win_close(win, true)
    M.jump(target, root)
  end, { buffer = buf, nowait = true })
  if #lines > 1 then
    vim.api.nvim_win_set_cursor(win, { math.min(3, #lines), 0 })
  end
  return buf, win
end

--- Replace the quickfix list with `items` and open it.
function M.quickfix(title, items)
  vim.fn.setqflist({}, " ", { title = title, items = items })
  if #items > 0 then
    vim.cmd("copen")
  else
    vim.notify("semnet: " .. title .. ": nothing", vim.log.levels.INFO)
  end
end

function M.qf_item(ep, root, text, extra)
  local item = {
    filename = M.filename(ep, root),
    lnum = (ep.range and ep.range.start.line or 0) + 1,
    col = (ep.range and ep.range.start.character or 0) + 1,
    text = text,
  }
  if extra then
    item.user_data = extra
  end
  if not item.filename then
    item.filename = nil
    item.text = (ep.title or ep.ref) .. ": " .. text
  end
  return item
end

return M
