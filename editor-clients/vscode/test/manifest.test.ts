import assert from "node:assert/strict";
import * as fs from "fs";
import * as path from "path";
import { test } from "node:test";

import { ClientCommands, ServerCommands, Views } from "../src/constants";
import { EXT } from "./helpers";

const manifest = JSON.parse(fs.readFileSync(path.join(EXT, "package.json"), "utf-8"));

test("every contributed command is one the extension registers, and none is a server command", () => {
  const contributed: string[] = manifest.contributes.commands.map((c: { command: string }) => c.command);
  assert.deepEqual([...contributed].sort(), Object.values(ClientCommands).sort());
  const server = new Set<string>(Object.values(ServerCommands));
  // the language client registers the server's commands itself: a clash would fail activation
  assert.deepEqual(contributed.filter((c) => server.has(c)), []);
});

test("the views, the settings and the activation the issue asks for", () => {
  const views = manifest.contributes.views.semnet.map((v: { id: string }) => v.id);
  assert.deepEqual(views.sort(), Object.values(Views).sort());
  const props = manifest.contributes.configuration.properties;
  assert.equal(props["semnet.server.path"].type, "string");
  assert.equal(props["semnet.server.args"].type, "array");
  assert.ok(manifest.activationEvents.includes("onLanguage:markdown"));
  const titles = manifest.contributes.commands.map((c: { category: string; title: string }) => `${c.category}: ${c.title}`);
  for (const t of ["Semnet: Show Contradicting", "Semnet: Show Subgraph", "Semnet: Show History", "Semnet: Rebuild Graph", "Semnet: Restart Server"]) {
    assert.ok(titles.includes(t), t);
  }
});

test("pure logic never imports vscode, so it runs under node --test", () => {
  const dir = path.join(EXT, "src", "logic");
  for (const name of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, name), "utf-8");
    assert.doesNotMatch(text, /from ["']vscode["']|require\(["']vscode["']\)/, name);
  }
});

test("the webview bundles the same drawing script as `semnet graph view`", () => {
  const assets = path.resolve(EXT, "..", "..", "graph", "assets");
  for (const name of ["graph_view.js", "graph_view.css"]) {
    const media = fs.readFileSync(path.join(EXT, "media", name), "utf-8");
    if (fs.existsSync(path.join(assets, name))) assert.equal(media, fs.readFileSync(path.join(assets, name), "utf-8"), name);
    else assert.ok(media.length > 0, name);
  }
});

test("in Restricted Mode the extension says why it is off (it runs a program and writes the store)", () => {
  const untrusted = manifest.capabilities.untrustedWorkspaces;
  assert.equal(untrusted.supported, false);
  assert.match(untrusted.description, /language server/);
  assert.match(untrusted.description, /Trust the folder/);
});
