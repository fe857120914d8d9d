/**
 * The "Show Subgraph" webview page: the same drawing script and stylesheet as
 * `semnet graph view` (graph/query/assets, copied into media/ at build time) and the
 * `semnet/subgraph` result embedded as JSON. No vscode import.
 */

import type { SubgraphResult } from "./types";

export interface GraphPage {
  /** `webview.asWebviewUri(media/graph_view.js)` as a string. */
  scriptUri: string;
  styleUri: string;
  /** `webview.cspSource`. */
  cspSource: string;
  nonce: string;
  data: SubgraphResult;
  title?: string;
}

/** JSON that cannot end its `<script>` element early (as graph/html_view.py's embed_json). */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Text for element content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
}

/** A nonce for the page's Content-Security-Policy (random: `rand` returns [0, 1)). */
export function makeNonce(rand: () => number = Math.random): string {
  const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let out = "";
  for (let i = 0; i < 32; i++) out += abc.charAt(Math.floor(rand() * abc.length));
  return out;
}

export function graphPageHtml(page: GraphPage): string {
  const csp = [
    "default-src 'none'",
    `style-src ${page.cspSource}`,
    `script-src 'nonce-${page.nonce}'`,
    `img-src ${page.cspSource} data:`,
  ].join("; ");
  const payload: Record<string, unknown> = { subgraph: page.data };
  if (page.title) payload.title = page.title;
  const title = page.title ?? `semnet — ${page.data.seed.title ?? page.data.seed.ref}`;
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(page.styleUri)}">`,
    "</head>",
    "<body>",
    '<div id="semnet-root"></div>',
    `<script type="application/json" id="semnet-data">${embedJson(payload)}</script>`,
    `<script nonce="${escapeHtml(page.nonce)}" src="${escapeHtml(page.scriptUri)}"></script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** Messages the page posts to the extension. */
export type PageMessage =
  | { type: "ready" }
  | { type: "open"; ref: string; uri?: string; range?: { start: { line: number; character: number } } };

export function parsePageMessage(raw: unknown): PageMessage | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const m = raw as Record<string, unknown>;
  if (m.type === "ready") return { type: "ready" };
  if (m.type === "open" && typeof m.ref === "string") {
    return {
      type: "open",
      ref: m.ref,
      uri: typeof m.uri === "string" ? m.uri : undefined,
      range: (m.range as { start: { line: number; character: number } } | undefined) ?? undefined,
    };
  }
  return undefined;
}
