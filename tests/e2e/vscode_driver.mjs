// Drives VS Code (code-server) in Debian's headless Chromium for
// tests/e2e/test_vscode_editor.py: opens the fixture manuscript, uses the
// semnet extension as a writer would, and writes what the window showed as
// JSON (the assertions are in the Python test). A screenshot of each step is
// saved in the artifacts folder.
//
//   node vscode_driver.mjs CONFIG.json
//   CONFIG: { url, playwrightCore, chromium, artifacts, report }
import { createRequire } from "module";
import * as fs from "fs";
import * as path from "path";

const config = JSON.parse(fs.readFileSync(process.argv[2], "utf-8"));
const require = createRequire(path.join(config.playwrightCore, "package.json"));
const { chromium } = require(config.playwrightCore);

const report = { steps: [], console: [] };
const save = () => fs.writeFileSync(config.report, JSON.stringify(report, null, 2));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const browser = await chromium.launch({
  executablePath: config.chromium,
  headless: true,
  args: [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
});
const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
const page = await context.newPage();
page.on("console", (m) => {
  if (m.type() === "error") report.console.push(m.text().slice(0, 300));
});

/** Poll `fn` until it returns something truthy; the last value otherwise. */
async function until(fn, ms = 30000, every = 250) {
  const end = Date.now() + ms;
  let got;
  for (;;) {
    try {
      got = await fn();
    } catch (err) {
      got = undefined;
    }
    if (got) return got;
    if (Date.now() > end) return got;
    await sleep(every);
  }
}

async function shot(name) {
  await page.screenshot({ path: path.join(config.artifacts, `${name}.png`) });
}

async function step(name, fn) {
  const t0 = Date.now();
  // the messages the window showed meanwhile (errors from the extension, …)
  const toasts = () => rowsText(".notification-toast .notification-list-item-message").catch(() => []);
  try {
    const result = await fn();
    report.steps.push({ name, ok: true, ms: Date.now() - t0, notifications: await toasts(), ...(result ?? {}) });
  } catch (err) {
    const error = String(err && err.stack ? err.stack : err);
    report.steps.push({ name, ok: false, ms: Date.now() - t0, notifications: await toasts(), error });
  }
  try {
    await shot(name.replace(/[^\w-]+/g, "-"));
  } catch {}
  save();
}

const rowsText = (selector) =>
  page.$$eval(selector, (els) => els.map((e) => (e.getAttribute("aria-label") || e.textContent || "").trim()));

async function quickInputRows() {
  return rowsText(".quick-input-widget .monaco-list-row");
}

async function focusedRow() {
  return page
    .$eval(".quick-input-widget .monaco-list-row.focused", (e) => (e.getAttribute("aria-label") || e.textContent || "").trim())
    .catch(() => "");
}

/** Move the quick input's focus to the first row that `matches`, then accept it. */
async function accept(matches, what) {
  const shown = await until(async () => (await quickInputRows()).some(matches), 15000);
  if (!shown) throw new Error(`no ${what} in the list: ${JSON.stringify(await quickInputRows())}`);
  // The list may still change under the keys (file search results come after
  // the recently opened ones): step with a pause, and go round it again.
  for (let i = 0; i < 40 && !matches(await focusedRow()); i++) {
    await page.keyboard.press("ArrowDown");
    await sleep(50);
  }
  if (!matches(await focusedRow())) throw new Error(`cannot select ${what}: ${JSON.stringify(await quickInputRows())}`);
  await page.keyboard.press("Enter");
}

/** Run a command from the palette by its exact title. */
async function palette(title) {
  await page.keyboard.press("Escape");
  await page.keyboard.press("F1");
  await page.waitForSelector(".quick-input-widget input", { state: "visible", timeout: 10000 });
  await page.keyboard.type(title);
  await accept((r) => r.startsWith(title), `command "${title}"`);
}

async function openFile(rel) {
  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+P");
  await page.waitForSelector(".quick-input-widget input", { state: "visible", timeout: 10000 });
  await page.keyboard.type(rel);
  const name = path.basename(rel);
  const dir = path.dirname(rel).split("/").pop();
  // the file itself, not one whose name only starts with it (the decisions
  // journal's `.semnet/decisions/facts/people.md.jsonl` for `facts/people.md`)
  const named = (r) => r.startsWith(name) && !/[\w.-]/.test(r.charAt(name.length));
  await accept((r) => named(r) && r.includes(dir), `file ${rel}`);
  if (!(await until(async () => (await activeTab()) === name, 15000))) throw new Error(`${rel} did not open`);
}

async function activeTab() {
  return page.$eval(".editor-group-container.active .tabs-container .tab.active", (e) => e.getAttribute("aria-label") || e.textContent).then((t) => (t || "").split(",")[0].trim());
}

async function gotoLine(n) {
  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+G");
  await page.waitForSelector(".quick-input-widget input", { state: "visible", timeout: 10000 });
  await page.keyboard.type(String(n));
  await page.keyboard.press("Enter");
  await sleep(300);
}

/** The rows of a view in the side bar, by the view's title. */
async function viewRows(title) {
  return page.$$eval(
    ".pane",
    (panes, title) => {
      for (const pane of panes) {
        const header = pane.querySelector(".pane-header .title");
        if (!header || header.textContent.trim().toLowerCase() !== title.toLowerCase()) continue;
        return Array.from(pane.querySelectorAll(".pane-body .monaco-list-row")).map((r) =>
          (r.getAttribute("aria-label") || r.textContent || "").trim(),
        );
      }
      return null;
    },
    title,
  );
}

async function viewDescription(title) {
  return page.$$eval(
    ".pane",
    (panes, title) => {
      for (const pane of panes) {
        const header = pane.querySelector(".pane-header .title");
        if (header && header.textContent.trim().toLowerCase() === title.toLowerCase()) {
          const d = pane.querySelector(".pane-header .description");
          return d ? d.textContent.trim() : "";
        }
      }
      return null;
    },
    title,
  );
}

async function badge() {
  return page.$$eval(".activitybar .action-item", (items) => {
    for (const item of items) {
      const label = item.querySelector(".action-label");
      const name = (label && label.getAttribute("aria-label")) || "";
      if (name.startsWith("Semantic Net")) {
        const b = item.querySelector(".badge-content");
        return b ? b.textContent.trim() : "";
      }
    }
    return null;
  });
}

async function problems() {
  return rowsText(".markers-panel .monaco-list-row");
}

async function pendingEdges() {
  const rows = (await viewRows("Pending")) || [];
  return rows.filter((r) => !/^(No judged edges|The semnet server)/.test(r));
}

try {
  await step("open the workbench", async () => {
    await page.goto(config.url);
    await page.waitForSelector(".monaco-workbench", { timeout: 60000 });
    await until(() => page.$(".explorer-folders-view .monaco-list-row"), 30000);
  });

  await step("open a manuscript file", async () => {
    await openFile("book/two.md"); // stays open in a background tab
    await openFile("facts/people.md");
    return { activeTab: await activeTab() };
  });

  await step("problems panel", async () => {
    await palette("Problems: Focus on Problems View");
    const rows = await until(async () => {
      const r = await problems();
      return r.some((x) => x.includes("years differ")) ? r : undefined;
    }, 90000);
    return { problems: rows || (await problems()) };
  });

  await step("semantic net view", async () => {
    await openFile("facts/people.md");
    await palette("Semantic Net: Focus on Semantic Net View");
    await openFile("facts/people.md");
    await gotoLine(3);
    const rows = await until(async () => {
      const r = await viewRows("Semantic Net");
      return r && r.some((x) => x.includes("years differ")) ? r : undefined;
    }, 30000);
    return { neighbors: rows || (await viewRows("Semantic Net")), description: await viewDescription("Semantic Net") };
  });

  await step("pending view", async () => {
    const rows = await until(async () => {
      const r = await pendingEdges();
      return r.length >= 4 ? r : undefined;
    }, 30000);
    return { pending: rows || (await pendingEdges()), badge: await badge() };
  });

  await step("show contradicting", async () => {
    await openFile("facts/people.md");
    await gotoLine(3);
    await palette("Semnet: Show Contradicting");
    const rows = await until(async () => {
      const r = await quickInputRows();
      return r.some((x) => x.includes("years differ") || x.includes("1874")) ? r : undefined;
    }, 20000);
    const descriptions = await page.$$eval(".quick-input-widget .monaco-list-row .label-description", (els) =>
      els.map((e) => e.textContent.trim()),
    );
    await shot("show-contradicting-picker");
    await page.keyboard.press("Escape");
    return { picker: rows || [], descriptions };
  });

  await step("promote from a quick fix", async () => {
    await openFile("facts/people.md");
    await gotoLine(3);
    const before = await pendingEdges();
    await page.keyboard.press("Control+.");
    const items = await until(async () => {
      const r = await page.$$eval(".action-widget .monaco-list-row, .context-view .action-widget .action-label", (els) =>
        els.map((e) => (e.getAttribute("aria-label") || e.textContent || "").trim()),
      );
      return r.some((x) => x.startsWith("Promote")) ? r : undefined;
    }, 20000);
    if (!items) throw new Error("no Promote quick fix on line 3");
    await shot("quick-fix-menu");
    // pick it with the keyboard, as the menu is meant to be used
    const focused = () => page.$eval(".action-widget .monaco-list-row.focused", (e) => e.getAttribute("aria-label") || "");
    for (let i = 0; i < items.length && !(await focused()).startsWith("Promote this contradicts"); i++) {
      await page.keyboard.press("ArrowDown");
    }
    if (!(await focused()).startsWith("Promote this contradicts")) throw new Error(`cannot select Promote in ${JSON.stringify(items)}`);
    await page.keyboard.press("Enter");
    const after = await until(async () => {
      const r = await pendingEdges();
      return r.length === before.length - 1 ? r : undefined;
    }, 20000);
    return { quickFixes: items, pendingBefore: before, pendingAfter: after || (await pendingEdges()), badgeAfter: await badge() };
  });

  await step("show history", async () => {
    await openFile("facts/people.md");
    await gotoLine(3);
    await palette("Semnet: Show History");
    const tab = await until(async () => {
      const t = await activeTab();
      return t && t !== "people.md" ? t : undefined;
    }, 20000);
    if (!tab) throw new Error("no history document opened");
    const text = await until(async () => {
      const lines = await page.$$eval(".editor-group-container.active .view-lines .view-line", (els) =>
        els.map((e) => e.textContent),
      );
      return lines.length > 2 ? lines : undefined;
    }, 10000);
    await sleep(1500); // the Semantic Net view would follow this document within its 250 ms delay
    return {
      tab,
      history: text || [],
      neighborsAfter: await viewRows("Semantic Net"),
      neighborsDescription: await viewDescription("Semantic Net"),
    };
  });

  await step("show subgraph", async () => {
    await openFile("facts/people.md");
    await gotoLine(3);
    if ((await activeTab()) !== "people.md") throw new Error(`the active editor is ${await activeTab()}`);
    await palette("Semnet: Show Subgraph");
    const counts = await until(async () => {
      for (const frame of page.frames()) {
        const nodes = await frame.$$("g.sg-node").catch(() => []);
        if (nodes.length > 0) {
          const edges = await frame.$$("path.sg-edge");
          return { nodes: nodes.length, edges: edges.length };
        }
      }
      return undefined;
    }, 60000);
    const tabs = await rowsText(".tabs-container .tab");
    return { subgraph: counts || null, tabs };
  });
} finally {
  save();
  await browser.close();
}
