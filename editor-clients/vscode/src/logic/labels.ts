/** Labels, descriptions and Markdown tooltips for semnet results. No vscode import. */

import type { EdgeInfo, EndpointInfo } from "./types";

export const ARROWS: Record<string, string> = { out: "→", in: "←", both: "⇄" };

/** Stance kinds, shown first: they are what a writer acts on. */
export const AGAINST_KINDS = ["contradicts", "in_tension"];

/** A title without its Markdown: links become their text, inline fields and block ids go. */
export function plainTitle(text: string | undefined): string {
  return String(text ?? "")
    .replace(/\[\[([^\]|#]*)(?:#[^\]|]*)?(?:\|([^\]]*))?\]\]/g, (_m, a: string, b?: string) =>
      (b ?? a).trim(),
    )
    .replace(/\[([^\]]*)\]\([^)]*\)?/g, "$1")
    .replace(/\s*\[[\w-]+::[^\]]*\]/g, "")
    .replace(/\s+\^[\w-]+\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `max` characters (code points), with "…" when cut; never splits a surrogate pair. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  let cut = Math.max(0, max - 1);
  while (cut > 0 && /[\u0300-\u036f\u200d\ufe00-\ufe0f]/.test(chars[cut])) cut--;
  return chars.slice(0, cut).join("").trimEnd() + "…";
}

export function kindLabel(kind: string): string {
  return kind.replace(/_/g, " ");
}

export function endpointLabel(ep: EndpointInfo, max = 80): string {
  return clip(plainTitle(ep.title) || ep.ref, max);
}

/** `file.md:12` for an endpoint in a document (1-based line), else "";
 * `relative` shortens the document's URI (default: as it is). */
export function endpointLocation(ep: EndpointInfo, relative: (uri: string) => string = (u) => u): string {
  if (!ep.uri) return "";
  const where = relative(ep.uri);
  return ep.range ? `${where}:${ep.range.start.line + 1}` : where;
}

export function arrow(direction: string): string {
  return ARROWS[direction] ?? "?";
}

export function edgeLabel(e: EdgeInfo, max = 80): string {
  return `${arrow(e.direction)} ${endpointLabel(e.other, max)}`;
}

/** The grey text after a tree item: suggested or not, and the reason. */
export function edgeDescription(e: EdgeInfo, max = 60): string {
  const parts: string[] = [];
  if (e.origin === "judged") parts.push("suggested");
  else if (e.origin !== "structural" && e.origin !== "derived") parts.push(e.origin);
  if (e.reason) parts.push(clip(e.reason.replace(/\s+/g, " "), max));
  return parts.join(" · ");
}

const MD_SPECIAL = /[\\`*_{}[\]()#+\-.!|<>~]/g;

/** Text that Markdown shows literally. */
export function escapeMarkdown(text: string): string {
  return text.replace(MD_SPECIAL, (c) => "\\" + c);
}

function day(iso: string | undefined): string {
  return iso ? iso.slice(0, 10) : "…";
}

/** A hover for one edge: kind, direction, the other end, origin, weight, time, reason. */
export function edgeTooltip(e: EdgeInfo, from?: EndpointInfo): string {
  const lines: string[] = [];
  const here = from ? escapeMarkdown(endpointLabel(from, 60)) : "this paragraph";
  const there = escapeMarkdown(endpointLabel(e.other, 120));
  const a = arrow(e.direction);
  lines.push(`**${escapeMarkdown(kindLabel(e.kind))}** — ${here} ${a} ${there}`);
  const meta = [`origin: ${e.origin}${e.origin === "judged" ? " (a judge's suggestion)" : ""}`];
  if (e.weight !== undefined && e.weight !== 1) meta.push(`weight ${e.weight}`);
  if (e.validAt || e.invalidAt) meta.push(`valid ${day(e.validAt)} – ${day(e.invalidAt)}`);
  lines.push(escapeMarkdown(meta.join(" · ")));
  if (e.reason) lines.push("> " + escapeMarkdown(e.reason.replace(/\s+/g, " ")));
  const where = endpointLocation(e.other);
  if (where) lines.push("`" + where.replace(/`/g, "'") + "`");
  return lines.join("\n\n");
}
