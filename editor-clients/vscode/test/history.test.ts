import assert from "node:assert/strict";
import { test } from "node:test";

import { historyMarkdown } from "../src/logic/history";
import type { HistoryResult, NeighborsResult } from "../src/logic/types";
import { fixture } from "./helpers";

test("history is a table of events, edges named by kind and other end", () => {
  const around = fixture<NeighborsResult>("neighbors.json");
  const events = fixture<HistoryResult>("history.json");
  const md = historyMarkdown(around.endpoint, events, around.edges);
  assert.match(md, /^# History of Anna Karlovna Stern was born in 1871/);
  assert.match(md, new RegExp(`${events.events.length} events, oldest first`));
  const rows = md.split("\n").filter((l) => /^\| \d+ \|/.test(l));
  assert.equal(rows.length, events.events.length);
  assert.ok(rows.some((r) => r.includes("mentions → Anna Karlovna Stern")));
  assert.ok(rows.every((r) => r.includes("created")));
});

test("no events says so", () => {
  const md = historyMarkdown({ ref: "node:x", kind: "paragraph", title: "x" }, { events: [] });
  assert.match(md, /No edge events yet/);
});

test("an invalidation shows the end it set", () => {
  const md = historyMarkdown({ ref: "node:x", kind: "fact", title: "x" }, {
    events: [{ id: 3, edgeId: "abc", event: "invalidated", invalidAtAfter: "2024-03-01T00:00:00Z", causedByEdgeId: "def", createdAt: "2025-01-01T00:00:00.123Z" }],
  });
  assert.match(md, /\| 3 \| 2025\\-01\\-01 00:00:00 UTC \| invalidated \|/);
  assert.match(md, /open → 2024\\-03\\-01 00:00:00 UTC/);
});
