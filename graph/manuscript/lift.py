"""The structural lift: paragraphs and headings (with the inline constructs
the parser found, kept in their `attrs`, see `inline`) → the edges the text
states, and the problems it has. Links resolve against the workspace's name
table (`resolve`).

Pure: no store, no I/O. The indexer diffs the result against what the store
holds (`RunWriter.sync`), so a re-lift of unchanged text writes nothing.
A file node's `attrs`: aliases, entity_type, source_key, ...; a heading's:
slug, level, `title` (the note's title heading), its links and citations.

A note's title heading and the note are one endpoint: a link to the title
heading (`[[Note#Title]]`) is a link to the note, and the links written in
the title are the note's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Any

from semnet.graph.diagnostic_codes import Code
from semnet.graph.manuscript.inline import LinkRec, cites_of, links_of
from semnet.graph.manuscript.locus import canonical_locus
from semnet.graph.manuscript.resolve import (
    Followed,
    NameTable,
    Outside,
    Resolved,
    Unresolved,
    build_names,
    fold,
    fold_text,
    link_file,
    link_resolver,
    resolve_link,
)
from semnet.graph.model import (
    INVOLVABLE_KINDS,
    PARAGRAPH_KINDS,
    EdgeRec,
    NodeKind,
    NodeRec,
    node_ref,
    to_micros,
)
from semnet.graph.model import make_rec as _make_rec

__all__ = [
    "LiftResult",
    "NameTable",
    "Problem",
    "anchor_signature",
    "build_names",
    "fold",
    "fold_text",
    "iso_micros",
    "lift",
    "link_file",
    "make_rec",
    "resolve_link",
]

# Citation keys that name a locus scheme rather than a source (`@bible[Jn 3.16]`).
SCHEME_KEYS = frozenset({"bible"})


def make_rec(*args: Any, **kw: Any) -> EdgeRec:
    # The id is given by `RunWriter.sync` only to relations that are new.
    return _make_rec(*args, edge_id="", **kw)


def iso_micros(value: str | None) -> int | None:
    if not value:
        return None
    d = date.fromisoformat(value)
    return to_micros(datetime(d.year, d.month, d.day, tzinfo=UTC))


@dataclass(slots=True)
class Problem:
    """Something a diagnostic will show: a broken or ambiguous link, an unknown key."""

    code: Code
    message: str
    uri: str
    line: int
    start: int
    end: int
    node_id: str
    data: dict[str, Any] = field(default_factory=dict)

    def stored(self) -> dict[str, Any]:
        """The problem as a node's `attrs["problems"]` keeps it."""
        return {
            "code": self.code,
            "message": self.message,
            "uri": self.uri,
            "line": self.line,
            "start": self.start,
            "end": self.end,
            **({"data": self.data} if self.data else {}),
        }


def anchor_signature(nodes: Iterable[NodeRec]) -> tuple[tuple[str, str], ...]:
    """The headings and block ids of one file: what links into it may depend on."""
    out = []
    for n in nodes:
        if n.kind == NodeKind.SUBCHAPTER:
            out.append(("t" if n.attrs.get("title") else "h", str(n.attrs.get("slug") or "")))
        if n.block_id:
            out.append(("b", n.block_id))
    return tuple(sorted(out))


@dataclass(slots=True)
class LiftResult:
    edges: list[EdgeRec]
    problems: list[Problem]


def lift(blocks: Iterable[NodeRec], names: NameTable) -> LiftResult:
    """Edges stated by `blocks` (paragraphs and headings), and the problems of
    their links and citations. Mentions and events are read from paragraphs."""
    out = LiftResult([], [])
    resolve = link_resolver(names)
    for p in blocks:
        fnode = names.files_by_uri.get(p.uri or "")
        if fnode is None:
            continue
        src = p
        if p.kind == NodeKind.SUBCHAPTER and p.attrs.get("title"):
            src = fnode  # the title heading speaks for its note
        linked = _lift_links(p, src, fnode, names, out, resolve)
        _lift_cites(p, src, names, out)
        if p.kind not in PARAGRAPH_KINDS:
            continue
        # Unlinked mentions of characters, places and glossary entries.
        ref = node_ref(p.id)
        mentioned = _mentions(p, names) if names.mentions else []
        for ent in mentioned:
            if ent.id in linked or ent.id == fnode.id:
                continue
            out.edges.append(make_rec(ref, "mentions", node_ref(ent.id), "derived"))
        _lift_event(p, linked, mentioned, names, out)
    return out


def _note_of(hit: NodeRec, names: NameTable) -> NodeRec:
    """A note's title heading stands for the note."""
    if hit.kind == NodeKind.SUBCHAPTER and hit.attrs.get("title"):
        return names.files_by_uri.get(hit.uri or "") or hit
    return hit


def _lift_links(
    p: NodeRec,
    src_node: NodeRec,
    fnode: NodeRec,
    names: NameTable,
    out: LiftResult,
    resolve: Callable[[LinkRec, NodeRec], Resolved],
) -> set[str]:
    """`links_to` (from `src_node`) for each link of `p` that resolves, a
    problem for each that does not; returns the ids linked (a link into a
    file also links the file). A path that leaves the workspace is neither."""
    src = node_ref(src_node.id)
    linked: set[str] = set()
    wiki = names.conventions.wiki_links
    for ln in links_of(p.attrs):
        if ln.style == "wiki" and not wiki:
            continue  # `[links] wiki = false`: `[[x]]` is text here
        hit = resolve(ln, fnode)
        if isinstance(hit, Outside):
            continue
        problem: Unresolved | None = None
        if isinstance(hit, Followed):
            problem, hit = hit.problem, hit.node
        if isinstance(hit, NodeRec):
            hit = _note_of(hit, names)
            linked.add(hit.id)
            file_hit = names.files_by_id.get(hit.id) or names.files_by_uri.get(hit.uri or "")
            if file_hit is not None:
                linked.add(file_hit.id)
            if hit.id != src_node.id and hit.id != p.id and hit.id != fnode.id:
                out.edges.append(make_rec(src, "links_to", node_ref(hit.id), "structural"))
            if problem is None:
                continue
            hit = problem
        code, message, extra = hit
        data = {
            "target": ln.target,
            "heading": ln.heading,
            "block": ln.block,
            "style": ln.style,
            **extra,
        }
        out.problems.append(
            Problem(code, message, p.uri or "", ln.line, ln.start, ln.end, p.id, data)
        )
    return linked


def _lift_cites(p: NodeRec, src_node: NodeRec, names: NameTable, out: LiftResult) -> None:
    """Citations: loci, provenance (a fact is sourced from what it cites, a
    paragraph links to it), and a problem for each unknown key. A bare
    `@key` is a citation only when a source has that key (unless the
    workspace says `bare = "all"`): an `@handle` in prose is not one."""
    src = node_ref(src_node.id)
    for c in cites_of(p.attrs):
        key, locus = c.key, c.locus
        fk = fold(key)
        source = names.sources.get(fk)
        if source is None and c.style == "bare" and names.conventions.bare_citations == "known":
            continue
        if source is None and fk not in SCHEME_KEYS:
            out.problems.append(
                Problem(
                    Code.UNKNOWN_CITATION,
                    f"unknown citation key @{key}",
                    p.uri or "",
                    c.line,
                    c.start,
                    c.end,
                    p.id,
                    {"key": key},
                )
            )
            continue
        if locus:
            canon = canonical_locus(locus, "bible" if fk in SCHEME_KEYS else None)
            if canon is not None:
                scheme, text = canon
                if scheme != "bible":
                    # a page of one source is not the same page of another
                    text = f"{key}, {text}"
                out.edges.append(
                    make_rec(
                        src,
                        "cites_locus",
                        f"locus:{scheme}:{text}",
                        "structural",
                        attrs={"key": key, "raw": locus},
                    )
                )
        if source is None:
            continue
        if p.kind == NodeKind.FACT:
            attrs = {"source_origin": "document", "key": key}
            out.edges.append(make_rec(src, "sourced_from", source, "structural", attrs=attrs))
        elif not locus:
            attrs = {"via": "citation"}
            out.edges.append(make_rec(src, "links_to", source, "structural", attrs=attrs))


def _lift_event(
    p: NodeRec, linked: set[str], mentioned: list[NodeRec], names: NameTable, out: LiftResult
) -> None:
    """An event paragraph involves the characters and places it links to or names."""
    when = p.attrs.get("when")
    if not when:
        return
    valid, invalid = iso_micros(when[0]), iso_micros(when[1])
    involved: dict[str, None] = {}
    for ent_id in sorted(linked):
        linked_ent = names.files_by_id.get(ent_id)
        if linked_ent is not None and linked_ent.kind in INVOLVABLE_KINDS:
            involved[linked_ent.id] = None
    for ent in mentioned:
        if ent.kind in INVOLVABLE_KINDS:
            involved[ent.id] = None
    for ent_id in involved:
        out.edges.append(
            make_rec(
                node_ref(p.id),
                "event_involves",
                node_ref(ent_id),
                "structural",
                valid_at=valid,
                invalid_at=invalid,
            )
        )


def _mentions(p: NodeRec, names: NameTable) -> list[NodeRec]:
    """The entity notes a paragraph names (see `mentions`)."""
    found = (names.files_by_id.get(i) for i in names.mentions.find(p.text or "", p.lang))
    return [n for n in found if n is not None]
