import assert from "node:assert/strict";
import * as fs from "fs";
import * as path from "path";
import { test } from "node:test";

import type { SubgraphResult } from "../src/logic/types";
import { EXT, fixture } from "./helpers";

interface Layout {
  pos: Record<string, { x: number; y: number }>;
  depth: Record<string, number>;
}
interface Api {
  layout: (d: SubgraphResult) => Layout;
  plain: (t: string) => string;
}

/** The webview's drawing script, loaded without a DOM (it exports its layout). */
function graphView(): Api {
  const src = fs.readFileSync(path.join(EXT, "media", "graph_view.js"), "utf-8");
  const host: { SemnetGraph?: Api } = {};
  new Function("window", src)(host);
  assert.ok(host.SemnetGraph);
  return host.SemnetGraph;
}

test("the layout places every endpoint, the seed in the centre, and is the same every time", () => {
  const data = fixture<SubgraphResult>("subgraph.json");
  const g = graphView();
  const a = g.layout(data);
  const b = g.layout(JSON.parse(JSON.stringify(data)));
  assert.deepEqual(a.pos, b.pos);
  assert.deepEqual(Object.keys(a.pos).sort(), data.nodes.map((n) => n.ref).sort());
  assert.deepEqual(a.pos[data.seed.ref], { x: 0, y: 0 });
  const pts = Object.values(a.pos);
  for (let i = 0; i < pts.length; i++) {
    for (let j = i + 1; j < pts.length; j++) {
      assert.ok(Math.hypot(pts[i].x - pts[j].x, pts[i].y - pts[j].y) > 50, "endpoints keep apart");
    }
  }
  for (const n of data.nodes) if (n.ref !== data.seed.ref) assert.equal(a.depth[n.ref], 1);
});

test("the drawing script and the extension clean titles alike", () => {
  assert.equal(graphView().plain("Anna met [[Paris|the city]] at [W](w.md). [when:: 1905]"), "Anna met the city at W.");
});
