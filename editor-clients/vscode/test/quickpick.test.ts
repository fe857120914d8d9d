import assert from "node:assert/strict";
import { test } from "node:test";

import { contradictingEntries } from "../src/logic/quickpick";
import type { NeighborsResult } from "../src/logic/types";
import { fixture } from "./helpers";

test("the Contradicting picker shows where the other end is as the writer knows it, not as a file:// URI", () => {
  const result = fixture<NeighborsResult>("neighbors.json");
  // what the language server sends: absolute file:// URIs
  const fromServer: NeighborsResult = {
    ...result,
    edges: result.edges
      .filter((e) => e.kind === "contradicts")
      .map((e) => ({ ...e, other: { ...e.other, uri: "file:///home/w/book/" + e.other.uri } })),
  };
  const relative = (uri: string) => uri.replace("file:///home/w/book/", "");
  const [entry] = contradictingEntries(fromServer, relative);
  assert.match(entry.description, /^contradicts · suggested · facts\/people\.md:\d+$/);
  assert.doesNotMatch(entry.description, /file:/);
  assert.equal(entry.target.uri, "file:///home/w/book/facts/people.md", "the jump keeps the full URI");
});
