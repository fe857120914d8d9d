import assert from "node:assert/strict";
import { test } from "node:test";

import { endpointTarget, relativeTo } from "../src/logic/location";

test("a workspace-relative uri and range become path segments and a position", () => {
  assert.deepEqual(endpointTarget({ uri: "novella/02-a-platform.md", range: { start: { line: 14, character: 0 }, end: { line: 14, character: 9 } } }), {
    kind: "relative", segments: ["novella", "02-a-platform.md"], position: { line: 14, character: 0 },
  });
  assert.deepEqual(endpointTarget({ uri: "персонажи/анна.md" }), { kind: "relative", segments: ["персонажи", "анна.md"], position: { line: 0, character: 0 } });
});

test("a file URI, as the language server sends it, is opened as it is", () => {
  assert.deepEqual(endpointTarget({ uri: "file:///w/book/en.md", range: { start: { line: 2, character: 0 }, end: { line: 2, character: 5 } } }), {
    kind: "uri", uri: "file:///w/book/en.md", position: { line: 2, character: 0 },
  });
});

test("no document, another scheme or a path out of the workspace is not a target", () => {
  assert.equal(endpointTarget({}), undefined);
  assert.equal(endpointTarget({ uri: "https://example.org/x.md" }), undefined);
  assert.equal(endpointTarget({ uri: "../outside.md" }), undefined);
  assert.equal(relativeTo("/w/book", "/w/book/a/b.md"), "a/b.md");
  assert.equal(relativeTo("/w/book", "/w/bookish/b.md"), undefined);
});
