"""Reading the decisions journal back into a store (`docs/model.md`): the ids
a file new to the store takes from the journal's identities, the matching of
journal node ids to this store's nodes, the adoption of decisions the store
has not seen (one run of kind `journal`), and the conflicts: a relation
whose decisions have two heads that disagree (one branch promoted what the
other dismissed). The format and the write path: `graph/store/journal.py`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from semnet.graph.manuscript.reanchor import NewBlock, OldBlock, reanchor
from semnet.graph.model import (
    SYMMETRIC_KINDS,
    EdgeRec,
    NodeKind,
    NodeRec,
    block_kind_of,
    is_file_node,
)
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.journal import Decision, Identity, JournalFiles, Row, node_ids

_SYMMETRIC = frozenset(k.value for k in SYMMETRIC_KINDS)
_FILE_LEVEL = frozenset({*(k.value for k in NodeKind), "bibliography"}) - {
    NodeKind.SUBCHAPTER.value,
    NodeKind.PARAGRAPH.value,
    NodeKind.FACT.value,
}


@dataclass(slots=True)
class Side:
    """One head of a conflicting relation: its decision and state."""

    decision: Decision
    state: EdgeRec | None


@dataclass(slots=True)
class Conflict:
    """A relation whose decisions disagree: the edge the store holds for it,
    and each head (oldest first; the last stands)."""

    edge_id: str
    src: str
    dst: str
    kind: str
    sides: list[Side]


@dataclass(slots=True)
class JournalSync:
    """What reading the journal did: decisions adopted, the run that adopted
    them, journal node ids matched to this store's nodes, what could not be
    matched (orphans: their paragraph is gone), unreadable lines, conflicts."""

    decisions: int = 0
    adopted: int = 0
    edges_changed: int = 0
    run_id: str | None = None
    matched: dict[str, str] = field(default_factory=dict)
    orphans: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    conflicts: list[Conflict] = field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        return {
            "decisions": self.decisions,
            "adopted": self.adopted,
            "edgesChanged": self.edges_changed,
            "runId": self.run_id,
            "matched": len(self.matched),
            "orphans": len(self.orphans),
            "problems": self.problems,
            "conflicts": len(self.conflicts),
        }


# --------------------------------------------------------------------------- ids before a pass


def identity_hints(store: EdgeStore, files: JournalFiles) -> dict[str, list[Identity]]:
    """The journal identities of files the store has no node of, by file:
    an index pass gives those files' blocks (and the files and books) these
    ids, so a rebuilt store has the ids its decisions name. Of identities
    that describe one paragraph (two machines each named it: the same
    content hash or `^block` id), the oldest is given; the others are
    matched to it after the pass (re-anchoring would take a spare copy for
    a similar paragraph)."""
    known_files = {n.uri for n in store.nodes.values() if n.uri}
    out: dict[str, list[Identity]] = {}
    for ident in sorted(files.identities.values(), key=lambda i: (i.at, i.node)):
        if ident.node in store.nodes or not ident.file or ident.file in known_files:
            continue
        out.setdefault(ident.file, []).append(ident)
    for file, lst in out.items():
        seen: set[tuple[str, str]] = set()
        kept = []
        for ident in lst:
            marks = {("kind", ident.kind)} if ident.kind in _FILE_LEVEL and not ident.key else set()
            marks |= {("hash", ident.hash)} if ident.hash else set()
            marks |= {("block", ident.block)} if ident.block else set()
            marks |= {("key", ident.key)} if ident.key else set()
            if marks & seen:
                continue
            seen |= marks
            kept.append(ident)
        out[file] = sorted(kept, key=lambda i: (i.ord, i.node))
    return out


# --------------------------------------------------------------------------- matching


def match_nodes(
    nodes: Mapping[str, NodeRec], identities: Mapping[str, Identity], wanted: Iterable[str]
) -> tuple[dict[str, str], list[str]]:
    """Journal node ids this store does not have, matched to its nodes by
    their identities: the same `^block` id, the same note, bibliography key
    or content hash (in the same file, then anywhere), else re-anchoring's
    similarity within the file. Returns (journal id → node id, orphans)."""
    by_file: dict[str, list[NodeRec]] = {}
    by_hash: dict[str, list[NodeRec]] = {}
    by_block: dict[str, list[NodeRec]] = {}
    by_key: dict[str, list[NodeRec]] = {}
    for n in nodes.values():
        if n.uri:
            by_file.setdefault(n.uri, []).append(n)
        if n.content_hash:
            by_hash.setdefault(n.content_hash, []).append(n)
        if n.block_id:
            by_block.setdefault(n.block_id, []).append(n)
        key = n.attrs.get("source_key") if n.attrs else None
        if key:
            by_key.setdefault(str(key), []).append(n)
    alias: dict[str, str] = {}
    orphans: list[str] = []
    similar: dict[str, list[Identity]] = {}
    for nid in sorted(set(wanted)):
        ident = identities.get(nid)
        if ident is None:
            orphans.append(nid)
            continue
        got = _exact(ident, by_file, by_hash, by_block, by_key)
        if got is not None:
            alias[nid] = got
        elif ident.file and block_kind_of(ident.kind) and ident.text:
            similar.setdefault(ident.file, []).append(ident)
        else:
            orphans.append(nid)
    for file, idents in sorted(similar.items()):
        here = [n for n in by_file.get(file, ()) if block_kind_of(n.kind)]
        found = _similar(idents, here)
        alias.update(found)
        orphans.extend(i.node for i in idents if i.node not in found)
    return alias, sorted(orphans)


def _exact(
    ident: Identity,
    by_file: Mapping[str, list[NodeRec]],
    by_hash: Mapping[str, list[NodeRec]],
    by_block: Mapping[str, list[NodeRec]],
    by_key: Mapping[str, list[NodeRec]],
) -> str | None:
    """The node an identity names for certain (or None)."""

    def one(cands: Iterable[NodeRec]) -> str | None:
        got = list(cands)
        if not got:
            return None
        if len(got) == 1:
            return got[0].id
        same = [n for n in got if n.uri == ident.file]
        pool = same or got
        return min(pool, key=lambda n: (abs(n.ord - ident.ord), n.id)).id if same else None

    here = by_file.get(ident.file or "", [])
    if ident.kind in _FILE_LEVEL and not ident.key:
        return one(n for n in here if is_file_node(n) or n.kind == ident.kind)
    if ident.key:
        return one(n for n in by_key.get(ident.key, ()) if n.kind == ident.kind)
    if ident.block:
        got = one(by_block.get(ident.block, ()))
        if got is not None:
            return got
    if ident.hash:
        return one(n for n in by_hash.get(ident.hash, ()) if n.kind == ident.kind)
    return None


def _similar(idents: list[Identity], here: list[NodeRec]) -> dict[str, str]:
    """Identities matched to a file's blocks by re-anchoring (text similarity)."""
    old = [
        OldBlock(i.node, i.file or "", i.ord, block_kind_of(i.kind) or "paragraph",
                 i.text or "", i.hash or "", i.block)
        for i in idents
    ]  # fmt: skip
    new = [
        NewBlock(n.uri or "", n.ord, block_kind_of(n.kind) or "paragraph", n.text or "",
                 n.content_hash or "", n.block_id)
        for n in sorted(here, key=lambda n: n.ord)
    ]  # fmt: skip
    result = reanchor(old, new)
    ordered = sorted(here, key=lambda n: n.ord)
    return {oid: ordered[i].id for i, oid in enumerate(result.ids) if oid is not None}


# --------------------------------------------------------------------------- relations


def _relation(st: EdgeRec, resolve: Mapping[str, str]) -> tuple[str, str, str, object] | None:
    """The relation a decision's state names, its node ends as this store's."""

    def ref(r: str) -> str | None:
        out = r
        for nid in node_ids(r):
            got = resolve.get(nid)
            if got is None:
                return None
            out = out.replace(nid, got, 1)
        return out

    a, b = ref(st.src), ref(st.dst)
    if a is None or b is None:
        return None
    if st.kind in _SYMMETRIC and b < a:
        a, b = b, a
    return (a, st.kind, b, st.attrs.get("slot"))


def _groups(decisions: list[Decision], resolve: Mapping[str, str]) -> list[list[Decision]]:
    """Decisions by relation; decisions about one edge id stay together
    (an edge whose ends moved), so do those that follow one another."""
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def join(a: str, b: str) -> None:
        parent[find(a)] = find(b)

    for d in decisions:
        join(f"d:{d.id}", f"e:{d.edge}")
        if d.state is not None:
            rel = _relation(d.state, resolve)
            if rel is not None:
                join(f"d:{d.id}", f"r:{rel!r}")
        for p in d.prev:
            join(f"d:{d.id}", f"d:{p}")
    groups: dict[str, list[Decision]] = {}
    for d in decisions:
        groups.setdefault(find(f"d:{d.id}"), []).append(d)
    return [sorted(g, key=lambda d: (d.at, d.id)) for g in groups.values()]


def _heads(group: list[Decision]) -> list[Decision]:
    followed = {p for d in group for p in d.prev}
    return [d for d in group if d.id not in followed]


def _signature(st: EdgeRec | None) -> tuple[object, ...]:
    if st is None:
        return ("deleted",)
    return (st.origin, st.retired, st.invalid_at, st.weight, st.reason)


def _aliased(st: EdgeRec, resolve: Mapping[str, str], edge_id: str) -> EdgeRec:
    rec = st.copy()
    rec.id = edge_id
    for end in ("src", "dst"):
        ref = getattr(rec, end)
        for nid in node_ids(ref):
            ref = ref.replace(nid, resolve[nid], 1)
        setattr(rec, end, ref)
    if not rec.directed and rec.dst < rec.src:
        rec.src, rec.dst = rec.dst, rec.src
    return rec


# --------------------------------------------------------------------------- adoption


def sync_journal(store: EdgeStore, files: JournalFiles) -> JournalSync:
    """Adopt the journal's decisions the store has not seen, and find the
    conflicts (see the module docstring). A run of kind `journal` writes
    them; none when there is nothing new."""
    out = JournalSync(decisions=len(files.decisions), problems=list(files.problems))
    journal = store.journal
    if journal is None or not files.decisions:
        return out
    wanted = {
        nid
        for d in files.decisions
        if d.state is not None
        for ref in (d.state.src, d.state.dst)
        for nid in node_ids(ref)
        if nid not in store.nodes
    }
    alias, orphans = match_nodes(store.nodes, files.identities, wanted)
    out.matched = alias
    resolve = {nid: nid for nid in store.nodes} | alias
    plans: list[tuple[list[Decision], Decision, EdgeRec | None]] = []
    current: set[str] = set()  # node ids that current decisions name
    for group in _groups(files.decisions, resolve):
        heads = _heads(group)
        winner = max(heads, key=lambda d: (d.at, d.id))
        st = winner.state
        if st is not None and st.expired_at is None:
            current.update(n for r in (st.src, st.dst) for n in node_ids(r))
        target = _target(store, group, winner, resolve)
        resolved = st is not None and _relation(st, resolve) is not None
        where = target
        if where is None and st is not None and resolved:
            where = _aliased(st, resolve, winner.edge)
        if where is not None and len({_signature(h.state) for h in heads}) > 1:
            sides = [Side(h, h.state) for h in sorted(heads, key=lambda d: (d.at, d.id))]
            out.conflicts.append(Conflict(where.id, where.src, where.dst, where.kind, sides))
        if any(d.id not in journal.seen for d in group) and (resolved or st is None):
            plans.append((group, winner, target))
    out.orphans = sorted(set(orphans) & current)
    if plans:
        _adopt(store, plans, resolve, out)
    return out


def _target(
    store: EdgeStore, group: list[Decision], winner: Decision, resolve: Mapping[str, str]
) -> EdgeRec | None:
    """The store's edge for a group of decisions: one of its edge ids, else
    an edge of the store stating the same relation (a live one first)."""
    index = store.index
    for eid in [winner.edge, *(d.edge for d in reversed(group))]:
        rec = store.find_edge(eid)  # live, or no longer live (from the store)
        if rec is not None:
            return rec
    if winner.state is None:
        return None
    rel = _relation(winner.state, resolve)
    if rel is None:
        return None
    ever = [*index.touching(rel[0]), *store.edges_ever_at(rel[0], retired_only=True)]
    same = [r for r in ever if r.relation_key() == rel]
    same.sort(key=lambda r: (r.expired_at is not None, -r.created_at))
    return same[0] if same else None


def _adopt(
    store: EdgeStore,
    plans: list[tuple[list[Decision], Decision, EdgeRec | None]],
    resolve: Mapping[str, str],
    out: JournalSync,
) -> None:
    journal = store.journal
    assert journal is not None
    with store.run("journal", artifact={"request": "journal", "groups": len(plans)}) as run:
        for group, winner, target in sorted(plans, key=lambda p: (p[1].at, p[1].id)):
            edge_id = target.id if target is not None else winner.edge
            if winner.state is None:
                if target is not None and target.expired_at is None:
                    run.retract(target.id)  # deleted where it was decided: retired here
                    out.edges_changed += 1
            else:
                state = _aliased(winner.state, resolve, edge_id)
                if target is None or _signature(target) != _signature(state):
                    was_dismissed = target is not None and target.retired == "dismissed"
                    run.adopt(state, winner.event)
                    out.edges_changed += 1
                    if state.retired == "dismissed" and winner.pair:
                        if (winner.pair, state.kind) not in store.dismissed:
                            run.dismissals.append((winner.pair, state.kind, edge_id))
                    elif was_dismissed:
                        run.undismissed.append(edge_id)
            for d in group:
                if d.id not in journal.seen:
                    run.journal_adopted.append(
                        Row(d.id, "edge", edge_id, d.prev, "", d.line(), d.at, flushed=True)
                    )
                    out.adopted += 1
    out.run_id = run.id


__all__ = [
    "Conflict",
    "JournalSync",
    "Side",
    "identity_hints",
    "match_nodes",
    "sync_journal",
]
