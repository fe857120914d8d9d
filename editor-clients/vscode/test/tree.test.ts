import assert from "node:assert/strict";
import { test } from "node:test";

import { groupNeighbors, rootNodes, viewTitle } from "../src/logic/tree";
import type { NeighborsResult } from "../src/logic/types";
import { fixture } from "./helpers";

const result = fixture<NeighborsResult>("neighbors.json");

test("neighbours are grouped by kind, contradictions first", () => {
  const groups = groupNeighbors(result);
  assert.equal(groups[0].kind, "contradicts");
  assert.deepEqual(
    groups.map((g) => g.label),
    ["contradicts (1)", "cites locus (1)", "links to (1)", "mentions (1)", "sourced from (1)"],
  );
  const total = groups.reduce((n, g) => n + g.children.length, 0);
  assert.equal(total, result.edges.length);
});

test("an edge item jumps to the other end when it is in a document", () => {
  const groups = groupNeighbors(result);
  const mention = groups.find((g) => g.kind === "mentions")!.children[0];
  assert.equal(mention.target?.uri, "characters/anna-karlovna-stern.md");
  const locus = groups.find((g) => g.kind === "cites_locus")!.children[0];
  assert.equal(locus.target, undefined); // a locus is not a document
  assert.ok(mention.id.startsWith("edge:"));
});

test("within a group, suggestions come last and incoming before outgoing", () => {
  const mk = (id: string, origin: string, direction: string, title: string) => ({
    id, kind: "links_to", origin, directed: true, weight: 1, direction, createdAt: "2025-01-01T00:00:00Z",
    other: { ref: `node:${id}`, kind: "paragraph", title },
  });
  const groups = groupNeighbors({
    endpoint: { ref: "node:x", kind: "paragraph", title: "x" },
    edges: [mk("1", "judged", "in", "A"), mk("2", "structural", "out", "B"), mk("3", "structural", "in", "C")],
  });
  assert.deepEqual(groups[0].children.map((c) => c.edge.id), ["3", "2", "1"]);
});

test("the view says why it is empty", () => {
  assert.match((rootNodes(undefined)[0] as { label: string }).label, /cursor/);
  const empty = rootNodes({ endpoint: result.endpoint, edges: [] });
  assert.equal(empty[0].type, "message");
  assert.equal((rootNodes(undefined, "server down")[0] as { label: string }).label, "server down");
  assert.match(viewTitle(result), /^Anna Karlovna Stern was born in 1871.*\(fact\)$/);
});
