/** Quick pick entries for "Show Contradicting". No vscode import. */

import { clip, edgeLabel, endpointLocation, kindLabel } from "./labels";
import type { EdgeInfo, EndpointInfo, NeighborsResult } from "./types";

export interface PickEntry {
  label: string;
  description: string;
  detail?: string;
  edgeId: string;
  target: EndpointInfo;
}

/**
 * `relative` turns a document URI into the path shown (the workspace-relative
 * path: the server sends `file://` URIs, too long to read in a picker).
 */
export function contradictingEntries(result: NeighborsResult, relative: (uri: string) => string = (u) => u): PickEntry[] {
  return result.edges
    .map((e: EdgeInfo) => ({
      label: edgeLabel(e, 90),
      description: [kindLabel(e.kind), e.origin === "judged" ? "suggested" : e.origin, endpointLocation(e.other, relative)]
        .filter(Boolean)
        .join(" · "),
      detail: e.reason ? clip(e.reason.replace(/\s+/g, " "), 160) : undefined,
      edgeId: e.id,
      target: e.other,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
