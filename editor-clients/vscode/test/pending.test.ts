import assert from "node:assert/strict";
import { test } from "node:test";

import { edgeIdOfDiagnostic, parsePending, pendingDescription, pendingLabel, pendingTooltip, sortPending } from "../src/logic/pending";

const a = { ref: "node:a", kind: "fact", title: "Anna was born in 1871.", uri: "facts/p.md", range: { start: { line: 2, character: 0 }, end: { line: 2, character: 9 } } };
const b = { ref: "node:b", kind: "fact", title: "Anna was born in 1874.", uri: "facts/p.md" };

test("pending edges with both ends as endpoint objects", () => {
  const got = parsePending({
    edges: [
      { id: "e1", kind: "agrees", origin: "judged", directed: false, weight: 0.4, src: a, dst: b },
      { id: "e2", kind: "contradicts", origin: "judged", directed: false, weight: 0.9, reason: "years differ", src: a, dst: b },
    ],
  });
  assert.deepEqual(got.map((p) => p.id), ["e1", "e2"]);
  assert.deepEqual(sortPending(got).map((p) => p.id), ["e2", "e1"]);
  assert.equal(pendingLabel(got[1]), "Anna was born in 1871. ⇄ Anna was born in 1874.");
  assert.equal(pendingDescription(got[1]), "contradicts · 0.90 · years differ");
  assert.match(pendingTooltip(got[1]), /suggested by a judge/);
});

test("ends given as refs are named from a nodes table, or by their ref", () => {
  const got = parsePending({ edges: [{ id: "e3", kind: "graded_as", directed: true, src: "node:a", dst: "grade:dubious" }], nodes: [a] });
  assert.equal(got[0].src.title, a.title);
  assert.equal(got[0].dst.ref, "grade:dubious");
  assert.equal(got[0].dst.kind, "grade");
  assert.equal(pendingLabel(got[0]), "Anna was born in 1871. → grade:dubious");
});

test("an endpoint/other pair and a bare list are read too; junk is skipped", () => {
  const got = parsePending([{ id: "e4", kind: "in_tension", endpoint: a, other: b }, { nope: 1 }, { id: "e5" }, null]);
  assert.deepEqual(got.map((p) => p.id), ["e4"]);
  assert.deepEqual(parsePending(undefined), []);
});

test("a semnet diagnostic names its edge in data", () => {
  assert.equal(edgeIdOfDiagnostic({ edgeId: "e9" }), "e9");
  assert.equal(edgeIdOfDiagnostic("e9"), undefined);
});

test("the server's shape: src/dst endpoints, no directed flag, a total", () => {
  const got = parsePending({
    edges: [
      { id: "e6", kind: "graded_as", origin: "judged", weight: 0.7, src: a, dst: { ref: "grade:dubious", kind: "grade", title: "dubious" }, createdAt: "2025-01-01T00:00:00Z", attrs: {} },
      { id: "e7", kind: "contradicts", origin: "judged", weight: 0.9, src: a, dst: b, createdAt: "2025-01-01T00:00:00Z" },
    ],
    total: 2,
  });
  assert.equal(got[0].directed, true);
  assert.equal(got[1].directed, false);
  assert.equal(pendingLabel(got[0]), "Anna was born in 1871. → dubious");
});
