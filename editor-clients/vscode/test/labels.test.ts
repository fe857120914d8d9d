import assert from "node:assert/strict";
import { test } from "node:test";

import { clip, edgeDescription, edgeLabel, edgeTooltip, escapeMarkdown, plainTitle } from "../src/logic/labels";
import type { EdgeInfo, NeighborsResult } from "../src/logic/types";
import { fixture } from "./helpers";

const result = fixture<NeighborsResult>("neighbors.json");
const byKind = (k: string): EdgeInfo => result.edges.find((e) => e.kind === k)!;

test("titles lose their Markdown but keep their words", () => {
  assert.equal(plainTitle("Anna met [[Paris|the city]] at [Warsaw](../w.md). [when:: 1905] ^b1"), "Anna met the city at Warsaw.");
  assert.equal(plainTitle("Анна у [[Охрана]]"), "Анна у Охрана");
  assert.equal(plainTitle("cut inside [Warsaw Station](../places/warsaw-statio…"), "cut inside Warsaw Station");
});

test("clip counts code points and never splits a surrogate pair", () => {
  assert.equal(clip("short", 10), "short");
  assert.equal(clip("abcdefghij", 5), "abcd…");
  const emoji = "😀".repeat(10);
  const cut = clip(emoji, 4);
  assert.equal(cut, "😀😀😀…");
  assert.equal(clip("e\u0301".repeat(5), 4), "e\u0301…");
});

test("edge labels carry the direction arrow and the other end", () => {
  assert.equal(edgeLabel(byKind("mentions")), "→ Anna Karlovna Stern");
  assert.match(edgeLabel(byKind("links_to")), /^← Her own account gives her birth year/);
  assert.equal(edgeLabel(byKind("contradicts")), "⇄ Anna Karlovna Stern was born in 1874 @okhrana1905[л. 1].");
});

test("a judged edge is described as suggested, with its reason", () => {
  const c = byKind("contradicts");
  assert.equal(edgeDescription(c), "suggested · years differ: 1871 vs 1874");
  assert.equal(edgeDescription(byKind("mentions")), "");
});

test("tooltips are Markdown that shows titles literally", () => {
  const tip = edgeTooltip(byKind("contradicts"), result.endpoint);
  assert.match(tip, /^\*\*contradicts\*\* — /);
  assert.match(tip, /a judge's suggestion/);
  assert.match(tip, /> years differ: 1871 vs 1874/);
  assert.match(tip, /`facts\/people\.md:\d+`/);
  assert.equal(escapeMarkdown("*a* [b](c)"), "\\*a\\* \\[b\\]\\(c\\)");
});
