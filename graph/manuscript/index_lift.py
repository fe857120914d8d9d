"""The lift step of an index pass: choose which paragraphs to re-lift, sync
their structural and derived edges with the store, and keep each node's
problems on the node (so diagnostics need no re-lift)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from semnet.graph.manuscript.catalog import Catalog
from semnet.graph.manuscript.index_pass import with_attrs
from semnet.graph.manuscript.inline import links_of
from semnet.graph.manuscript.lift import Problem, lift
from semnet.graph.manuscript.resolve import NameTable, link_file
from semnet.graph.model import (
    PARAGRAPH_KINDS,
    REBUILDABLE_ORIGINS,
    EdgeRec,
    NodeKind,
    NodeRec,
    node_ref,
)
from semnet.graph.store.writer import RunWriter

_REBUILDABLE = frozenset(o.value for o in REBUILDABLE_ORIGINS)


@dataclass(slots=True)
class LiftTally:
    relifted: int = 0
    created: int = 0
    kept: int = 0
    retracted: int = 0


def _is_paragraph(n: NodeRec) -> bool:
    """A block the lift reads: a paragraph, or a heading (it may hold links)."""
    return (n.kind in PARAGRAPH_KINDS or n.kind == NodeKind.SUBCHAPTER) and bool(n.uri)


def lift_scope(
    cat: Catalog,
    names: NameTable,
    current: Iterable[NodeRec],
    stored: Mapping[str, NodeRec],
    touched: Mapping[str, NodeRec] | None,
    whole: bool,
    moved: set[str] | None,
) -> tuple[list[NodeRec], list[NodeRec]]:
    """(paragraphs to re-lift, file nodes whose parse problems to refresh).
    `whole`: every paragraph (the names changed, or a rebuild); else the
    touched paragraphs and those that link into a file whose headings or
    block ids moved (`moved`: file node ids)."""
    if whole or touched is None:
        return [n for n in current if _is_paragraph(n)], list(cat.files.values())
    want = {i for i, n in touched.items() if _is_paragraph(n)}
    if moved:
        for n in current:
            links = links_of(n.attrs) if _is_paragraph(n) else []
            here = names.files_by_uri.get(n.uri or "") if links else None
            if here is None or n.id in want:
                continue
            for link in links:
                f = link_file(link.style, link.target, here, names)
                if f is not None and f.id in moved:
                    want.add(n.id)
                    break
    scope = [touched.get(i) or stored[i] for i in sorted(want)]
    file_scope = [n for n in touched.values() if n.uri and cat.files.get(n.uri) is n]
    return scope, file_scope


def sync_edges(run: RunWriter, scope: Iterable[NodeRec], edges: list[EdgeRec]) -> LiftTally:
    """Make the rebuildable edges that start at `scope` be `edges`."""
    owned: list[EdgeRec] = []
    for n in scope:
        ref = node_ref(n.id)
        owned.extend(
            r
            for r in run._edges_at(ref)
            if r.src == ref
            and r.origin in _REBUILDABLE
            and r.expired_at is None
            and r.kind != "similar_to"  # a cache of its own (`graph/query/similar.py`)
        )
    created, kept, retracted = run.sync(owned, edges)
    return LiftTally(0, created, kept, retracted)


def problem_updates(
    scope: Iterable[NodeRec], file_scope: Iterable[NodeRec], problems: Iterable[Problem]
) -> list[NodeRec]:
    """The nodes whose stored problems change: a paragraph's are its lifted
    problems; a file's are its parse problems (front matter, malformed links)."""
    by_node: dict[str, list[dict[str, Any]]] = {}
    for p in problems:
        by_node.setdefault(p.node_id, []).append(p.stored())
    out: list[NodeRec] = []
    for n in scope:
        want_p = by_node.get(n.id, [])
        if want_p != n.attrs.get("problems", []):
            attrs = dict(n.attrs)
            if want_p:
                attrs["problems"] = want_p
            else:
                attrs.pop("problems", None)
            out.append(with_attrs(n, attrs))
    for n in file_scope:
        pp = n.attrs.get("parse_problems")
        if pp is not None and n.attrs.get("problems") != pp:
            out.append(with_attrs(n, {**n.attrs, "problems": pp}))
        elif pp is None and n.attrs.get("problems"):
            attrs = dict(n.attrs)
            attrs.pop("problems", None)
            out.append(with_attrs(n, attrs))
    return out


def relift(
    run: RunWriter,
    cat: Catalog,
    names: NameTable,
    stored: Mapping[str, NodeRec],
    *,
    whole: bool,
    touched: dict[str, NodeRec] | None = None,
    removed: set[str] | frozenset[str] = frozenset(),
    moved: set[str] | None = None,
    lexical: Any = None,
) -> LiftTally:
    """Re-lift what a pass touched (see `lift_scope`), sync the edges and
    write the problems that changed; `cat` follows the written nodes."""

    def current() -> Iterable[NodeRec]:
        """Every node as it will be after this pass."""
        if touched:
            yield from touched.values()
        for n in stored.values():
            if n.id not in removed and (not touched or n.id not in touched):
                yield n

    scope, file_scope = lift_scope(cat, names, current(), stored, touched, whole, moved)
    lifted = lift(scope, names)
    linked = None
    if lexical is not None:  # a paragraph's words → senses (`graph/lexical/bridge.py`)
        paragraphs = [n for n in scope if n.kind in PARAGRAPH_KINDS]
        words = (w for key in names.mention_names for w in key)
        linked = lexical.link(paragraphs, run._edges_at, words)
        lifted.edges.extend(linked.mentions)
    tally = sync_edges(run, scope, lifted.edges)
    if linked is not None and linked.imported:
        tally.created += run.add_edges(linked.imported)
    tally.relifted = len(scope)
    changed_nodes = problem_updates(scope, file_scope, lifted.problems)
    if changed_nodes:
        run.put_nodes(changed_nodes)
        view = {n.id: n for n in changed_nodes}
        cat.apply({i: (touched or {}).get(i) or stored[i] for i in view}, changed_nodes, ())
    return tally
