"""Hover text as Markdown: "what points at this" for a paragraph, heading or
note, and a preview of the target of a link or citation.

For a fact the verdict and its provenance come first. Incoming edges are
grouped by kind, stance first, each group with its count and its first few
edges: the other end's title as a link, the reason, and a one-line preview.
`link_of` turns a location into the URI the editor opens (the server knows
the workspace's root and the client's position encoding; this module does not).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from semnet.graph.editor.located import Located
from semnet.graph.editor.name_index import KEPT
from semnet.graph.editor.navigation import Target, WorkspaceView, node_label, preview
from semnet.graph.manuscript.inline import CiteRec
from semnet.graph.model import EdgeKind, EdgeOrigin, EdgeRec, NodeKind, NodeRec, split_ref
from semnet.graph.query.traverse import Hop, iter_neighbors

__all__ = ["HoverText", "node_hover", "target_hover"]

LinkOf = Callable[[Located], str]

_GROUP_ORDER = [
    EdgeKind.CONTRADICTS.value,
    EdgeKind.IN_TENSION.value,
    EdgeKind.QUALIFIES.value,
    EdgeKind.AGREES.value,
    EdgeKind.LINKS_TO.value,
    EdgeKind.EVENT_INVOLVES.value,
    EdgeKind.MENTIONS.value,
    EdgeKind.SOURCED_FROM.value,
]
_ARROWS = {"out": "→", "in": "←", "both": "⇄"}
_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>#|])")


@dataclass(frozen=True, slots=True)
class HoverText:
    markdown: str
    span: Located | None = None


def _esc(text: str) -> str:
    return _MD_SPECIAL.sub(r"\\\1", text)


def _name(view: WorkspaceView, ref: str, width: int = 70) -> str:
    kind, addr = split_ref(ref)
    if kind == "node":
        n = view.nodes.get(addr)
        if n is not None:
            return node_label(n, width)
    return addr if kind in ("grade",) else ref


def _linked(view: WorkspaceView, ref: str, link_of: LinkOf, width: int = 70) -> str:
    name = _esc(_name(view, ref, width))
    loc = view.locate(ref) if ref.startswith("node:") else None
    return f"[{name}]({link_of(loc)})" if loc is not None else name


def _suggested(rec: EdgeRec) -> str:
    return " *(suggested)*" if rec.origin == EdgeOrigin.JUDGED.value else ""


def _reason(rec: EdgeRec) -> str:
    return f" — {_esc(' '.join(rec.reason.split()))}" if rec.reason else ""


def node_hover(
    view: WorkspaceView, ref: str, link_of: LinkOf, per_kind: int = 3
) -> HoverText | None:
    """What points at a node (and, for a fact, its verdict and sources first)."""
    kind, addr = split_ref(ref)
    node = view.nodes.get(addr) if kind == "node" else None
    targets = view.targets_of(ref) or {addr}
    refs = [f"node:{t}" for t in sorted(targets)] if node is not None else [ref]
    lines: list[str] = []
    if node is not None:
        lines.append(f"**◆ {_esc(node_label(node))}** · {node.kind}")
    if node is not None and node.kind == NodeKind.FACT:
        for hop in iter_neighbors(view.index, ref, {EdgeKind.GRADED_AS.value}, "out"):
            level = hop.other.split(":", 1)[1]
            lines.append(f"\n**Verdict:** {level}{_reason(hop.edge)}{_suggested(hop.edge)}")
        sources = []
        for hop in iter_neighbors(view.index, ref, {EdgeKind.SOURCED_FROM.value}, "out"):
            where = hop.edge.attrs.get("key") if hop.edge.attrs else None
            label = _linked(view, hop.other, link_of)
            sources.append(label + (f" (@{_esc(str(where))})" if where else ""))
        if sources:
            lines.append("\n**Sources:** " + ", ".join(sources))
    incoming: list[Hop] = []
    seen: set[str] = set()
    for r in refs:
        for hop in iter_neighbors(view.index, r, None, "in"):
            if hop.edge.id not in seen and hop.other not in refs:
                seen.add(hop.edge.id)
                incoming.append(hop)
    groups: dict[str, list[Hop]] = {}
    for hop in incoming:
        groups.setdefault(hop.edge.kind, []).append(hop)
    if not groups and len(lines) <= 1:
        return None
    if groups:
        lines.append(f"\n**What points at this** ({len(incoming)})")
        order = sorted(
            groups,
            key=lambda k: (_GROUP_ORDER.index(k) if k in _GROUP_ORDER else 99, k),
        )
        for k in order:
            hops = groups[k]
            lines.append(f"\n**{k}** ({len(hops)})")
            for hop in hops[:per_kind]:
                rec = hop.edge
                head = f"- {_ARROWS.get(hop.direction, '?')} {_linked(view, hop.other, link_of)}"
                lines.append(head + _reason(rec) + _suggested(rec))
                other = view.nodes.get(hop.other[5:]) if hop.other.startswith("node:") else None
                if (
                    other is not None
                    and other.text
                    and preview(other.text, 100) != preview(other.title or "", 100)
                ):
                    lines.append(f"  > {_esc(preview(other.text, 100))}")
            if len(hops) > per_kind:
                lines.append(f"- … +{len(hops) - per_kind} more")
    return HoverText("\n".join(lines))


def target_hover(view: WorkspaceView, target: Target, link_of: LinkOf) -> HoverText:
    """A preview of what a link or citation points at."""
    if target.node is None:
        if target.kind == "citation":
            key = target.named
            if target.ref is not None:
                return HoverText(f"**@{_esc(key)}** → `{target.ref}`", target.span)
            return HoverText(f"**@{_esc(key)}**: unknown citation key", target.span)
        what = {
            "broken-link": "broken link: no such note, heading or block",
            "ambiguous-link": "ambiguous link: it names several notes",
            "unindexed": "this file is not indexed yet",
        }.get(target.problem or "", "broken link")
        return HoverText(f"**{_esc(target.named)}**: {what}", target.span)
    n = target.node
    if n.id not in view.name_index.shown and n.uri not in view.live:
        # The first hover in a stretch of a document: the writer goes from
        # one link to the next, so the previews of the links around are
        # made too (once per store generation).
        for near in view.linked_near(target.span.rel, target.span.start_line):
            if near.id not in view.name_index.shown and near.uri not in view.live:
                _shown(view, near)
    loc = view.locate(n.id)
    title, about, body = _shown(view, n)
    head = f"**[{title}]({link_of(loc)})**" if loc is not None else f"**{title}**"
    lines = [f"{head} · {n.kind} · `{n.uri}`", *about]
    if isinstance(target.item, CiteRec) and target.item.locus:
        lines.append(f"at {_esc(target.item.locus)}")
    if body:
        lines.append("")
        lines.extend(body)
    return HoverText("\n".join(lines), target.span)


def _shown(view: WorkspaceView, n: NodeRec) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """What a link's hover shows of the node it points at, as Markdown: its
    label, a source's author and year, its first lines. Kept per store
    generation (`NameIndex.shown`) unless its file is open (its live lines
    then change as the writer types)."""
    live = n.uri in view.live
    kept = view.name_index.shown
    got = None if live else kept.get(n.id)
    if got is None:
        a = n.attrs or {}
        about: tuple[str, ...] = ()
        if n.kind == NodeKind.SOURCE and (a.get("author") or a.get("year")):
            about = (", ".join(_esc(str(x)) for x in (a.get("author"), a.get("year")) if x),)
        body = tuple(f"> {_esc(x)}" for x in _body_preview(view, n.id))
        got = (_esc(node_label(n)), about, body)
        if not live:
            if len(kept) >= KEPT:
                kept.clear()
            kept[n.id] = got
    return got


def _body_preview(view: WorkspaceView, node_id: str, max_lines: int = 3) -> list[str]:
    """The first lines of a node's text; for a note, of its first paragraphs."""
    n = view.nodes.get(node_id)
    if n is None:
        return []
    if n.text and n.kind != NodeKind.SUBCHAPTER:
        return [preview(n.text, 160)]
    rel = n.uri or ""
    blocks = view.blocks(rel)
    out: list[str] = []
    started = n.kind != NodeKind.SUBCHAPTER
    for b in blocks:
        if not started:
            started = b.node_id == node_id
            continue
        if b.kind == "heading":
            if n.kind == NodeKind.SUBCHAPTER:
                break
            continue
        out.append(preview(b.text, 160))
        if len(out) >= max_lines:
            break
    return out
