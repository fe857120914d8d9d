/** "Show History": the edge-event log of an endpoint as a Markdown document. No vscode import. */

import { endpointLabel, endpointLocation, escapeMarkdown, kindLabel } from "./labels";
import type { EdgeInfo, EndpointInfo, HistoryResult } from "./types";

function cell(text: string): string {
  return escapeMarkdown(text).replace(/\n/g, " ");
}

function when(iso: string | undefined): string {
  return iso ? iso.replace("T", " ").replace(/\.\d+/, "").replace(/Z$/, " UTC") : "";
}

/**
 * A table of events, oldest first. `edges` (the endpoint's current neighbours)
 * names each edge by its kind and other end where it is known; `relative`
 * shortens the document's URI to the path shown (default: as it is).
 */
export function historyMarkdown(
  endpoint: EndpointInfo,
  history: HistoryResult,
  edges: EdgeInfo[] = [],
  relative: (uri: string) => string = (u) => u,
): string {
  const names = new Map<string, string>();
  for (const e of edges) names.set(e.id, `${kindLabel(e.kind)} ${e.direction === "in" ? "←" : e.direction === "out" ? "→" : "⇄"} ${endpointLabel(e.other, 50)}`);
  const lines = [`# History of ${escapeMarkdown(endpointLabel(endpoint, 100))}`, ""];
  if (endpoint.uri) lines.push(`\`${endpointLocation(endpoint, relative)}\``, "");
  if (history.events.length === 0) {
    lines.push("No edge events yet.");
    return lines.join("\n") + "\n";
  }
  lines.push(`${history.events.length} events, oldest first.`, "");
  lines.push("| # | when | event | edge | valid until (before → after) | caused by |");
  lines.push("|---|---|---|---|---|---|");
  for (const ev of history.events) {
    const edge = names.get(ev.edgeId) ?? ev.edgeId.slice(0, 13) + "…";
    const change =
      ev.invalidAtBefore || ev.invalidAtAfter
        ? `${when(ev.invalidAtBefore) || "open"} → ${when(ev.invalidAtAfter) || "open"}`
        : "";
    lines.push(
      `| ${ev.id} | ${cell(when(ev.createdAt))} | ${cell(ev.event)} | ${cell(edge)} | ${cell(change)} | ${cell(ev.causedByEdgeId ? ev.causedByEdgeId.slice(0, 13) + "…" : "")} |`,
    );
  }
  return lines.join("\n") + "\n";
}
