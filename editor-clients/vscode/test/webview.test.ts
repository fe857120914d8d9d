import assert from "node:assert/strict";
import { test } from "node:test";

import { embedJson, graphPageHtml, makeNonce, parsePageMessage } from "../src/logic/webview";
import type { SubgraphResult } from "../src/logic/types";
import { fixture } from "./helpers";

const data = fixture<SubgraphResult>("subgraph.json");

function page(d: SubgraphResult = data): string {
  return graphPageHtml({
    scriptUri: "vscode-webview://x/media/graph_view.js",
    styleUri: "vscode-webview://x/media/graph_view.css",
    cspSource: "vscode-webview://x",
    nonce: "N0nce",
    data: d,
  });
}

test("the page loads only the bundled script, by nonce, and the bundled style", () => {
  const html = page();
  assert.match(html, /Content-Security-Policy" content="default-src 'none'; style-src vscode-webview:\/\/x; script-src 'nonce-N0nce'/);
  assert.match(html, /<script nonce="N0nce" src="vscode-webview:\/\/x\/media\/graph_view.js"><\/script>/);
  assert.match(html, /<link rel="stylesheet" href="vscode-webview:\/\/x\/media\/graph_view.css">/);
  assert.doesNotMatch(html, /https?:/);
  assert.match(html, /<div id="semnet-root"><\/div>/);
});

test("the subgraph travels as JSON the drawing script reads", () => {
  const body = page().split('id="semnet-data">')[1].split("</script>")[0];
  assert.deepEqual(JSON.parse(body).subgraph, data);
});

test("a title cannot end the data element early", () => {
  const evil: SubgraphResult = { ...data, seed: { ...data.seed, title: "</script><script>alert(1)</script>\u2028" } };
  const html = page(evil);
  assert.doesNotMatch(html, /<script>alert/);
  const body = html.split('id="semnet-data">')[1].split("</script>")[0];
  assert.equal(JSON.parse(body).subgraph.seed.title, evil.seed.title);
  assert.equal(embedJson("\u2029"), '"\\u2029"');
});

test("nonces and page messages", () => {
  assert.match(makeNonce(), /^[A-Za-z0-9]{32}$/);
  assert.notEqual(makeNonce(), makeNonce());
  assert.deepEqual(parsePageMessage({ type: "open", ref: "node:a", uri: "a.md" }), { type: "open", ref: "node:a", uri: "a.md", range: undefined });
  assert.equal(parsePageMessage({ type: "open" }), undefined);
  assert.equal(parsePageMessage("open"), undefined);
});
