/**
 * The Pending view's model: judged edges awaiting the writer's triage.
 * `semnet/pending` returns `{edges: [...], total}`; each edge names both ends
 * (`src`, `dst` as EndpointInfo; `directed` follows from the kind). The
 * parser accepts an end as an EndpointInfo object or as a bare ref string,
 * so a server that sends `src`/`dst` refs with a side table of `nodes` works
 * too. No vscode import.
 */

import { clip, endpointLabel, escapeMarkdown, kindLabel } from "./labels";
import type { EndpointInfo } from "./types";

export interface PendingEdge {
  id: string;
  kind: string;
  origin: string;
  weight?: number;
  reason?: string;
  directed: boolean;
  src: EndpointInfo;
  dst: EndpointInfo;
}

type Json = Record<string, unknown>;

/** Kinds stored as one undirected row (graph/model.py SYMMETRIC_KINDS). */
export const SYMMETRIC_KINDS = new Set(["contradicts", "in_tension", "agrees", "antonym", "synonym", "similar_to"]);

function isObject(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function endpointOf(v: unknown, nodes: Map<string, EndpointInfo>): EndpointInfo | undefined {
  if (typeof v === "string") return nodes.get(v) ?? { ref: v, kind: v.split(":", 1)[0] || "node" };
  if (isObject(v) && typeof v.ref === "string") {
    const ep = v as unknown as EndpointInfo;
    return { ...ep, kind: typeof v.kind === "string" ? v.kind : "node" };
  }
  return undefined;
}

/** Pending edges from a `semnet/pending` result, skipping what it cannot read. */
export function parsePending(raw: unknown): PendingEdge[] {
  const body = Array.isArray(raw) ? { edges: raw } : isObject(raw) ? raw : {};
  const nodes = new Map<string, EndpointInfo>();
  if (Array.isArray(body.nodes)) {
    for (const n of body.nodes) if (isObject(n) && typeof n.ref === "string") nodes.set(n.ref, n as unknown as EndpointInfo);
  }
  const edges = Array.isArray(body.edges) ? body.edges : [];
  const out: PendingEdge[] = [];
  for (const e of edges) {
    if (!isObject(e) || typeof e.id !== "string") continue;
    const src = endpointOf(e.src ?? e.endpoint ?? e.from, nodes);
    const dst = endpointOf(e.dst ?? e.other ?? e.to, nodes);
    if (!src || !dst) continue;
    out.push({
      id: e.id,
      kind: typeof e.kind === "string" ? e.kind : "edge",
      origin: typeof e.origin === "string" ? e.origin : "judged",
      weight: typeof e.weight === "number" ? e.weight : undefined,
      reason: typeof e.reason === "string" ? e.reason : undefined,
      directed: typeof e.directed === "boolean" ? e.directed : !SYMMETRIC_KINDS.has(String(e.kind)),
      src,
      dst,
    });
  }
  return out;
}

export function pendingLabel(p: PendingEdge, max = 40): string {
  const a = p.directed ? "→" : "⇄";
  return `${endpointLabel(p.src, max)} ${a} ${endpointLabel(p.dst, max)}`;
}

export function pendingDescription(p: PendingEdge, max = 60): string {
  const parts = [kindLabel(p.kind)];
  if (p.weight !== undefined) parts.push(p.weight.toFixed(2));
  if (p.reason) parts.push(clip(p.reason.replace(/\s+/g, " "), max));
  return parts.join(" · ");
}

export function pendingTooltip(p: PendingEdge): string {
  const a = p.directed ? "→" : "⇄";
  const lines = [
    `**${escapeMarkdown(kindLabel(p.kind))}** (suggested by a judge)`,
    `${escapeMarkdown(endpointLabel(p.src, 200))} ${a} ${escapeMarkdown(endpointLabel(p.dst, 200))}`,
  ];
  if (p.reason) lines.push("> " + escapeMarkdown(p.reason.replace(/\s+/g, " ")));
  lines.push("Promote keeps it as the writer's; Dismiss rejects it for this pair of texts.");
  return lines.join("\n\n");
}

/** Stance kinds first, then the strongest judgement. */
export function sortPending(items: PendingEdge[]): PendingEdge[] {
  const rank = (k: string): number => (k === "contradicts" ? 0 : k === "in_tension" ? 1 : 2);
  return [...items].sort(
    (a, b) =>
      rank(a.kind) - rank(b.kind) || (b.weight ?? 0) - (a.weight ?? 0) || a.id.localeCompare(b.id),
  );
}

/** The edge id a semnet diagnostic carries in `data`, if any. */
export function edgeIdOfDiagnostic(data: unknown): string | undefined {
  if (isObject(data) && typeof data.edgeId === "string") return data.edgeId;
  return undefined;
}
