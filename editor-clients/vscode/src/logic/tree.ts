/**
 * The Semantic Net view's model: a neighbors result grouped by edge kind,
 * stance kinds first, then the largest groups. No vscode import.
 */

import { AGAINST_KINDS, clip, edgeDescription, edgeLabel, edgeTooltip, endpointLabel, kindLabel } from "./labels";
import type { EdgeInfo, EndpointInfo, NeighborsResult } from "./types";

export interface EdgeNode {
  type: "edge";
  id: string;
  label: string;
  description: string;
  tooltip: string;
  edge: EdgeInfo;
  /** Where a click jumps to (the other end), if it is in a document. */
  target?: EndpointInfo;
}

export interface GroupNode {
  type: "group";
  id: string;
  kind: string;
  label: string;
  children: EdgeNode[];
}

export interface MessageNode {
  type: "message";
  id: string;
  label: string;
}

export type NeighborNode = GroupNode | EdgeNode | MessageNode;

const DIRECTION_ORDER: Record<string, number> = { in: 0, both: 1, out: 2 };

function groupRank(kind: string): number {
  const i = AGAINST_KINDS.indexOf(kind);
  return i >= 0 ? i : AGAINST_KINDS.length;
}

export function edgeNode(e: EdgeInfo, from?: EndpointInfo): EdgeNode {
  return {
    type: "edge",
    id: `edge:${e.id}:${e.direction}`,
    label: edgeLabel(e),
    description: edgeDescription(e),
    tooltip: edgeTooltip(e, from),
    edge: e,
    target: e.other.uri ? e.other : undefined,
  };
}

/** Groups by kind: `contradicts`/`in_tension` first, then by size, then by name. */
export function groupNeighbors(result: NeighborsResult): GroupNode[] {
  const groups = new Map<string, EdgeInfo[]>();
  for (const e of result.edges) {
    const list = groups.get(e.kind) ?? [];
    list.push(e);
    groups.set(e.kind, list);
  }
  const kinds = [...groups.keys()].sort(
    (a, b) =>
      groupRank(a) - groupRank(b) ||
      (groups.get(b)?.length ?? 0) - (groups.get(a)?.length ?? 0) ||
      a.localeCompare(b),
  );
  return kinds.map((kind) => {
    const edges = [...(groups.get(kind) ?? [])].sort(
      (a, b) =>
        (a.origin === "judged" ? 1 : 0) - (b.origin === "judged" ? 1 : 0) ||
        (DIRECTION_ORDER[a.direction] ?? 3) - (DIRECTION_ORDER[b.direction] ?? 3) ||
        endpointLabel(a.other).localeCompare(endpointLabel(b.other)) ||
        a.id.localeCompare(b.id),
    );
    return {
      type: "group",
      id: `group:${kind}`,
      kind,
      label: `${kindLabel(kind)} (${edges.length})`,
      children: edges.map((e) => edgeNode(e, result.endpoint)),
    };
  });
}

/** The view's heading for a result: what the cursor is on. */
export function viewTitle(result: NeighborsResult | undefined): string {
  if (!result) return "";
  return `${clip(endpointLabel(result.endpoint, 60), 60)} (${result.endpoint.kind})`;
}

/** The view's top level: the groups, or one line saying why there is nothing. */
export function rootNodes(result: NeighborsResult | undefined, message?: string): NeighborNode[] {
  if (message) return [{ type: "message", id: "message", label: message }];
  if (!result) return [{ type: "message", id: "message", label: "Put the cursor in a Markdown paragraph." }];
  const groups = groupNeighbors(result);
  if (groups.length === 0) return [{ type: "message", id: "message", label: "No edges at this paragraph yet." }];
  return groups;
}
