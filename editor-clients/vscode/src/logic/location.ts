/**
 * Where an endpoint is. The server names a document either by a `file://` URI
 * (what the language server sends) or by a workspace-relative path (what the
 * CLI prints); both become something `vscode.Uri` can open. No vscode import.
 */

import type { EndpointInfo, Position } from "./types";

export type Target =
  | { kind: "uri"; uri: string; position: Position }
  | { kind: "relative"; segments: string[]; position: Position };

/** The document and position to open for an endpoint, or undefined if it is not in one. */
export function endpointTarget(ep: Pick<EndpointInfo, "uri" | "range">): Target | undefined {
  if (!ep.uri) return undefined;
  const position = ep.range
    ? { line: ep.range.start.line, character: ep.range.start.character }
    : { line: 0, character: 0 };
  if (/^file:\/\//i.test(ep.uri)) return { kind: "uri", uri: ep.uri, position };
  if (/^[a-z][a-z0-9+.-]*:/i.test(ep.uri)) return undefined; // another scheme: nothing to open
  const segments = ep.uri.split("/").filter((s) => s && s !== ".");
  if (segments.length === 0 || segments.includes("..")) return undefined;
  return { kind: "relative", segments, position };
}

/** The workspace-relative path of an absolute file path under `root` (both POSIX-style), or undefined. */
export function relativeTo(root: string, file: string): string | undefined {
  const r = root.replace(/\/+$/, "");
  if (!file.startsWith(r + "/")) return undefined;
  return file.slice(r.length + 1);
}
