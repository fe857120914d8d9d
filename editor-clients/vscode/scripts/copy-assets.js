// Copies the graph view's script and stylesheet from the Python package
// (graph/query/assets, the same files `semnet graph view` inlines) into media/,
// so the "Show Subgraph" webview draws the same picture.
"use strict";
const fs = require("fs");
const path = require("path");

const here = path.resolve(__dirname, "..");
const source = path.resolve(here, "..", "..", "graph", "query", "assets");
const media = path.join(here, "media");
const files = ["graph_view.js", "graph_view.css"];

fs.mkdirSync(media, { recursive: true });
for (const name of files) {
  const from = path.join(source, name);
  const to = path.join(media, name);
  if (fs.existsSync(from)) {
    fs.copyFileSync(from, to);
  } else if (!fs.existsSync(to)) {
    console.error(`copy-assets: ${from} is missing and media/${name} was never copied`);
    process.exit(1);
  }
}
console.log(`copy-assets: ${files.join(", ")} → media/`);
