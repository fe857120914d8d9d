"""`RunWriter`: what a run may do to the store, under the rules of the edge-event
log (created, confirmed, ended, invalidated, superseded; promoted, demoted,
dismissed, collected, retracted); it stages changes, and does not write the database
(`EdgeStore` commits what it staged, through `commit.py`)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

import pyarrow as pa
from semnet.graph.errors import NotFoundError, StoreError
from semnet.graph.model import (
    SYMMETRIC_KINDS,
    TRUSTED_ORIGINS,
    Edge,
    EdgeEventKind,
    EdgeOrigin,
    EdgeRec,
    EventRec,
    NodeRec,
    new_id,
    now_micros,
)
from semnet.graph.store import triage
from semnet.graph.store.tables import Batch, events_table

if TYPE_CHECKING:
    from semnet.graph.store.edge_store import EdgeStore
    from semnet.graph.store.journal import Row

E = EdgeEventKind
# A retired edge that a repeat of the same statement confirms rather than re-creates.
_RESTATABLE = frozenset({"dismissed", "invalidated", "superseded"})


def _overlaps(a_from: int | None, a_to: int | None, b_from: int | None, b_to: int | None) -> bool:
    """Half-open periods [from, to); None is open-ended."""
    lo_a = a_from if a_from is not None else -(2**62)
    lo_b = b_from if b_from is not None else -(2**62)
    hi_a = a_to if a_to is not None else 2**62
    hi_b = b_to if b_to is not None else 2**62
    return lo_a < hi_b and lo_b < hi_a


def _event_kind(name: str | None) -> EdgeEventKind | None:
    try:
        return EdgeEventKind(name) if name else None
    except ValueError:
        return None


def _may_end(rec: EdgeRec, at: int | None) -> bool:
    """Can `rec` take the end `at` (not before it starts)?"""
    return at is None or rec.valid_at is None or at >= rec.valid_at


def dismissal_key(
    nodes: Mapping[str, NodeRec], src: str, dst: str, kind: str, *, legacy: bool = False
) -> str:
    """Content key of a judged pair: the two ends' content hashes (a note,
    which has none, by its file; extern ends by their refs), in canonical
    order, and the kind. Stable through re-anchoring, moves, restarts and a
    store rebuilt elsewhere; a changed text is a new pair. (`legacy`: the key
    before notes were keyed by file, by their node ref.)"""

    def one(ref: str) -> str:
        if ref.startswith("node:"):
            n = nodes.get(ref[5:])
            if n is not None and n.content_hash:
                return n.content_hash
            if n is not None and n.uri and not legacy:
                return f"note:{n.uri}"
        return ref

    a, b = one(src), one(dst)
    if kind in {k.value for k in SYMMETRIC_KINDS} and b < a:
        a, b = b, a
    return f"{kind}|{a}|{b}"


class RunWriter:
    """What a run may do to the store. Changes are staged here and reach the
    database and the index together when the run commits."""

    def __init__(
        self, store: EdgeStore, kind: str, artifact: dict[str, Any], parent_id: str | None
    ) -> None:
        self.store = store
        self.id = new_id()
        self.committed = False
        self.kind = kind
        self.artifact = artifact
        self.parent_id = parent_id
        self.started_at = now_micros()
        self._staged: dict[str, EdgeRec | None] = {}
        self.events: list[EventRec] = []
        self.next_event_id = store.next_event_id
        self.node_puts: dict[str, NodeRec] = {}
        self.node_deletes: set[str] = set()
        self.dismissals: list[tuple[str, str, str]] = []
        # Edges whose dismissal an undo took back (their `dismissals` rows go).
        self.undismissed: list[str] = []
        # The journal records this run writes (`journal.py`): those it adopted
        # from the journal's files (a run that adopts writes no others), then
        # those the store makes of its changes at the commit.
        self.journal_adopted: list[Row] = []
        self.journal_rows: list[Row] = []
        # Edges this run has already touched, so a repeat inside it writes nothing.
        self._touched_ids: set[str] = set()
        self._staged_by_end: dict[str, set[str]] = {}
        # Bulk-created edges: (first event id, time, records). A batch stays in
        # `pending` (and the commit writes it whole, events made by DuckDB) until
        # anything reads the staging area; then it moves to `bulk`, its edges
        # are staged one by one, and they join `_staged_by_end` when read.
        self.pending: list[Batch] = []
        self.bulk: list[Batch] = []
        self._unindexed: list[EdgeRec] = []
        # Edges no longer live that this run read from the database (the store
        # keeps only live ones in memory), as stored, and by endpoint.
        self.fetched: dict[str, EdgeRec] = {}
        self._retired_at: dict[str, list[EdgeRec]] = {}

    @property
    def staged(self) -> dict[str, EdgeRec | None]:
        """What this run changes, by edge id (None: deleted)."""
        if self.pending:
            self._absorb()
        return self._staged

    @property
    def _touched(self) -> set[str]:
        if self.pending:
            self._absorb()
        return self._touched_ids

    def _absorb(self) -> None:
        staged, touched = self._staged, self._touched_ids
        for batch in self.pending:
            for rec in batch[2]:
                staged[rec.id] = rec
                touched.add(rec.id)
            self._unindexed.extend(batch[2])
            self.bulk.append(batch)
        self.pending = []

    # -- reading through the staging area ------------------------------------

    def get(self, edge_id: str) -> EdgeRec | None:
        if edge_id in self.staged:
            return self.staged[edge_id]
        rec = self.store.index.get(edge_id)
        if rec is None:
            rec = self.fetched.get(edge_id)
        if rec is None:
            rec = self.store.find_edge(edge_id)  # no longer live: from the database
            if rec is not None:
                self.fetched[edge_id] = rec
        return rec

    def _retired(self, ref: str) -> list[EdgeRec]:
        """The edges at `ref` that are no longer live, as this run sees them."""
        got = self._retired_at.get(ref)
        if got is None:
            got = self._retired_at[ref] = self.store.edges_ever_at(ref, retired_only=True)
            for rec in got:
                self.fetched.setdefault(rec.id, rec)
        return [r for r in got if r.id not in self.staged]

    def prefetch_retired(self, refs: Iterable[str]) -> None:
        """Read the edges no longer live at all of `refs` in one query (a run
        that will ask about many endpoints, such as the offline judge's)."""
        wanted = {r for r in refs if r not in self._retired_at}
        if not wanted:
            return
        for ref in wanted:
            self._retired_at[ref] = []
        for rec in self.store.edges_ever_at(wanted, retired_only=True):
            self.fetched.setdefault(rec.id, rec)
            for end in {rec.src, rec.dst} & wanted:
                self._retired_at[end].append(rec)

    def dismissed_same(self, rec: EdgeRec) -> bool:
        """Is there a dismissed edge stating exactly `rec`'s relation, and no
        live one, as this run sees them?"""
        key = rec.relation_key()
        found = False
        for other in [*self._edges_at(rec.src), *self._retired(rec.src)]:
            if other.relation_key() == key:
                if other.expired_at is None:
                    return False
                if other.retired == "dismissed":
                    found = True
        return found

    def get_or_fail(self, edge_id: str) -> EdgeRec:
        rec = self.get(edge_id)
        if rec is None:
            raise NotFoundError(f"no edge {edge_id}")
        return rec

    def _edges_at(self, ref: str) -> Iterator[EdgeRec]:
        if self.pending:
            self._absorb()
        if self._unindexed:
            for rec in self._unindexed:
                self._staged_by_end.setdefault(rec.src, set()).add(rec.id)
                self._staged_by_end.setdefault(rec.dst, set()).add(rec.id)
            self._unindexed.clear()
        seen: set[str] = set()
        for rec in self.store.index.touching(ref):
            if rec.id in self.staged:
                continue
            seen.add(rec.id)
            yield rec
        for eid in self._staged_by_end.get(ref, ()):
            srec = self.staged.get(eid)
            if srec is not None and eid not in seen:
                yield srec

    def _stage(self, rec: EdgeRec) -> None:
        self.staged[rec.id] = rec
        for end in (rec.src, rec.dst):
            self._staged_by_end.setdefault(end, set()).add(rec.id)

    def _mutable(self, edge_id: str) -> EdgeRec:
        rec = self.get(edge_id)
        if rec is None:
            raise NotFoundError(f"no edge {edge_id}")
        if edge_id not in self.staged:
            rec = rec.copy()
            self._stage(rec)
        return rec

    def _event(
        self,
        rec: EdgeRec,
        event: EdgeEventKind,
        before: int | None,
        after: int | None,
        caused_by: str | None = None,
        at: int | None = None,
        reverses: int | None = None,
    ) -> None:
        self.events.append(
            EventRec(
                self.next_event_id,
                rec.id,
                self.id,
                event.value,
                before,
                after,
                caused_by,
                at if at is not None else now_micros(),
                reverses,
            )
        )
        self.next_event_id += 1
        self._touched.add(rec.id)

    # -- the temporal write -----------------------------------------------------

    def assert_edge(
        self, edge: Edge | EdgeRec, *, contradicts: Iterable[str] = (), fresh: bool | None = None
    ) -> EdgeRec:
        """State a relation. Applies the edge-event rules and returns the stored
        state of the relation (the new edge, or the existing one it repeats).

        - the same relation already stored → `confirmed` (or `ended` when this
          statement gives an end the stored one lacked); a repeat inside the same
          run, or of a dismissed judgement, writes nothing;
        - otherwise → `created`, then for each stored edge it contradicts (the
          ids in `contradicts`, and live edges with the same source, kind and
          `attrs.slot` but another destination) whose period overlaps: the one
          about the earlier time is closed (`invalidated` / `superseded`).
          A judged edge never closes an authorial or promoted one.

        `fresh`: the record's id was just made (`make_rec` without an id), so
        no edge the store retired can have it and the database is not asked
        (a question per new edge: half of judging 5,000 facts). By default, an
        `Edge` without an id given is fresh, a record is not.
        """
        if fresh is None:
            fresh = isinstance(edge, Edge) and "id" not in edge.model_fields_set
        rec = edge.to_rec() if isinstance(edge, Edge) else edge.copy()
        now = now_micros()
        same = self._same_relation(rec)
        if same is not None and (same.expired_at is None or same.retired in _RESTATABLE):
            return self._restate(same, rec, now)
        self._create(rec, now, fresh)
        for other in self._contradicted(rec, contradicts):
            self._contradict(rec, other, now)
            if rec.expired_at is not None:
                break
        return rec

    def _same_relation(self, rec: EdgeRec) -> EdgeRec | None:
        """The edge at `rec`'s source that states the same relation, if any
        (one dismissed for other texts does not count: this pair may be proposed)."""
        key = rec.relation_key()
        same: EdgeRec | None = None
        for other in [*self._edges_at(rec.src), *self._retired(rec.src)]:
            if other.relation_key() == key:
                # Prefer a live edge; else the newest retired one.
                if same is None or (other.expired_at is None and same.expired_at is not None):
                    same = other
        if same is not None and same.retired == "dismissed":
            if rec.origin != EdgeOrigin.JUDGED.value:
                return None  # the writer states what a judge was told off for: a new edge
            if not self.store.is_dismissed(rec.src, rec.dst, rec.kind):
                return None  # dismissed for other texts: this pair of texts may be proposed
        return same

    def _restate(self, same: EdgeRec, rec: EdgeRec, now: int) -> EdgeRec:
        """`rec` states `same` again: `ended` if it gives the end `same` lacked,
        else `confirmed`; nothing for a repeat inside this run or of a dismissal."""
        if same.retired == "dismissed" or same.id in self._touched:
            return same
        if rec.invalid_at is not None and same.invalid_at is None and same.expired_at is None:
            m = self._mutable(same.id)
            m.invalid_at = rec.invalid_at
            self._event(m, E.ENDED, None, rec.invalid_at, at=now)
            return m
        self._event(same, E.CONFIRMED, same.invalid_at, same.invalid_at, at=now)
        return same

    def _create(self, rec: EdgeRec, now: int, fresh: bool = False) -> None:
        """Stage `rec` as a new edge (a fresh id if its own is taken; `fresh`:
        the id was just made, not taken from a record): `created`."""
        rec.created_at = now
        rec.expired_at = None
        rec.retired = None
        taken = rec.id in self.store.index or rec.id in self.staged
        if taken or (not fresh and self.get(rec.id) is not None):  # (a retired edge has it)
            rec.id = new_id()
        self._stage(rec)
        self._event(rec, E.CREATED, None, rec.invalid_at, at=now)

    def _contradicted(self, rec: EdgeRec, contradicts: Iterable[str]) -> list[EdgeRec]:
        """The live edges `rec` contradicts, by id: those named in `contradicts`,
        and those with its source, kind and `attrs.slot` but another destination."""
        conflicting: dict[str, EdgeRec] = {}
        for cid in contradicts:
            c = self.get(cid)
            if c is not None and c.expired_at is None and c.id != rec.id:
                conflicting[c.id] = c
        slot = rec.attrs.get("slot")
        if slot is not None:
            for other in self._edges_at(rec.src):
                if (
                    other.id != rec.id
                    and other.expired_at is None
                    and other.src == rec.src
                    and other.kind == rec.kind
                    and other.attrs.get("slot") == slot
                    and other.dst != rec.dst
                ):
                    conflicting[other.id] = other
        return sorted(conflicting.values(), key=lambda r: r.id)

    def _contradict(self, new: EdgeRec, old: EdgeRec, now: int) -> None:
        if not _overlaps(new.valid_at, new.invalid_at, old.valid_at, old.invalid_at):
            return
        new_start = new.valid_at if new.valid_at is not None else now
        old_start = old.valid_at
        if old_start is not None and new_start < old_start:
            # The new statement is about an earlier time: it is closed at once.
            before = new.invalid_at
            new.invalid_at = old_start
            new.expired_at = now
            new.retired = "superseded"
            self._event(new, E.SUPERSEDED, before, old_start, caused_by=old.id, at=now)
            return
        if new.origin == EdgeOrigin.JUDGED.value and old.origin in {
            o.value for o in TRUSTED_ORIGINS
        }:
            return  # trust: a judgement never closes what the writer asserted or accepted
        m = self._mutable(old.id)
        before = m.invalid_at
        m.invalid_at = new_start
        m.expired_at = now
        m.retired = "invalidated"
        self._event(m, E.INVALIDATED, before, new_start, caused_by=new.id, at=now)

    def add_edges(self, recs: Iterable[EdgeRec]) -> int:
        """Bulk `created` for edges the caller knows are new (a first index, an
        import into an empty store, the bench): no matching, one event each."""
        batch = list(recs)
        if not batch:
            return 0
        now = now_micros()
        for rec in batch:
            rec.created_at = now
        self.pending.append((self.next_event_id, now, batch))
        self.next_event_id += len(batch)
        return len(batch)

    def end_edge(self, edge_id: str, at: int) -> EdgeRec:
        """A stated end for an open edge (`ended`)."""
        m = self._mutable(edge_id)
        if m.invalid_at is not None:
            raise StoreError(f"edge {edge_id} already ends")
        m.invalid_at = at
        self._event(m, E.ENDED, None, at)
        return m

    def set_end(self, edge_id: str, at: int | None, *, reverses: int | None = None) -> EdgeRec:
        """The end of a relation changed, the edge kept: `ended` when it gets
        an end (or another one), `reopened` when its end is taken back;
        nothing when it is the end it has."""
        m = self._mutable(edge_id)
        if m.invalid_at == at:
            return m
        if at is not None and m.valid_at is not None and at < m.valid_at:
            raise StoreError(f"edge {edge_id} cannot end before it starts")
        before = m.invalid_at
        m.invalid_at = at
        self._event(m, E.REOPENED if at is None else E.ENDED, before, at, reverses=reverses)
        return m

    def adopt(self, rec: EdgeRec, event: str) -> EdgeRec:
        """A decision read from the journal (`journal_sync.py`): the edge
        takes the recorded state. A new edge is `created` (with its recorded
        times), then, if the decision retired it, gets the event that did; a
        known one gets the recorded event."""
        cur = self.get(rec.id)
        if cur is None:
            new = rec.copy()
            self._stage(new)
            self._event(new, E.CREATED, None, new.invalid_at)
            if new.expired_at is not None:
                kind = _event_kind(new.retired) or E.RETRACTED
                self._event(new, kind, new.invalid_at, new.invalid_at, at=new.expired_at)
            return new
        m = self._mutable(rec.id)
        before = m.invalid_at
        for name in ("src", "dst", "weight", "reason", "origin", "attrs", "valid_at",
                     "invalid_at", "expired_at", "retired"):  # fmt: skip
            setattr(m, name, getattr(rec, name))
        self._stage(m)
        self._event(m, _event_kind(event) or E.CONFIRMED, before, m.invalid_at)
        return m

    # -- what an undo does (`undo.py`): each event names the one it reverses ----

    def restore(self, edge_id: str, invalid_at: int | None, *, reverses: int) -> EdgeRec:
        """An expired edge current again, with the end it had (`restored`);
        a dismissal taken back is forgotten."""
        m = self._mutable(edge_id)
        before = m.invalid_at
        if m.retired == "dismissed":
            self.undismissed.append(m.id)
        m.expired_at = None
        m.retired = None
        m.invalid_at = invalid_at
        self._event(m, E.RESTORED, before, invalid_at, reverses=reverses)
        return m

    def retire_as(
        self, edge_id: str, event: EdgeEventKind, invalid_at: int | None, *, reverses: int
    ) -> EdgeRec:
        """Expire an edge with a given event (`undone`, or the one an undo of
        an undo applies again), ending at `invalid_at`."""
        m = self._mutable(edge_id)
        now = now_micros()
        before = m.invalid_at
        m.invalid_at = invalid_at
        m.expired_at = now
        m.retired = event.value
        if event is E.DISMISSED:
            pair_key = dismissal_key(self.store.nodes, m.src, m.dst, m.kind)
            self.dismissals.append((pair_key, m.kind, m.id))
        self._event(m, event, before, invalid_at, at=now, reverses=reverses)
        return m

    def set_origin(self, edge_id: str, origin: EdgeOrigin, *, reverses: int) -> EdgeRec:
        """An undo of a promotion (`demoted`) or of a demotion (`promoted`)."""
        m = self._mutable(edge_id)
        m.origin = origin.value
        event = E.PROMOTED if origin is EdgeOrigin.PROMOTED else E.DEMOTED
        self._event(m, event, m.invalid_at, m.invalid_at, reverses=reverses)
        return m

    def promote(self, edge_id: str) -> EdgeRec:
        """A judged edge the writer accepted (the rules: `triage.py`)."""
        m = self._triaged("promote", edge_id)
        m.origin = EdgeOrigin.PROMOTED.value
        self._event(m, E.PROMOTED, m.invalid_at, m.invalid_at)
        return m

    def demote(self, edge_id: str) -> EdgeRec:
        """A promoted edge back to a suggestion (origin `judged` again)."""
        m = self._triaged("demote", edge_id)
        m.origin = EdgeOrigin.JUDGED.value
        self._event(m, E.DEMOTED, m.invalid_at, m.invalid_at)
        return m

    def dismiss(self, edge_id: str, pair_key: str | None = None) -> EdgeRec:
        """The writer rejected a judgement (or took back a promotion): it
        expires (not deleted), and the same pair of texts (`pair_key`, by
        default `dismissal_key` of the two ends' contents) is not proposed
        again, whatever ids they get later."""
        m = self._triaged("dismiss", edge_id)
        if pair_key is None:
            pair_key = dismissal_key(self.store.nodes, m.src, m.dst, m.kind)
        now = now_micros()
        m.expired_at = now
        m.retired = "dismissed"
        self._event(m, E.DISMISSED, m.invalid_at, m.invalid_at, at=now)
        if pair_key:
            self.dismissals.append((pair_key, m.kind, m.id))
        return m

    def keep(self, edge_id: str) -> EdgeRec:
        """The writer confirms a decision as it stands (`confirmed`): in the
        decisions journal it follows every current decision on the edge."""
        m = self._triaged("keep", edge_id)
        self._event(m, E.CONFIRMED, m.invalid_at, m.invalid_at)
        return m

    def _triaged(self, action: str, edge_id: str) -> EdgeRec:
        rec = self.get(edge_id)
        if rec is None:
            raise NotFoundError(f"no edge {edge_id}")
        triage.check(action, rec)
        return self._mutable(edge_id)

    def _retire(self, edge_id: str, event: EdgeEventKind) -> EdgeRec:
        m = self._mutable(edge_id)
        if m.expired_at is None:
            now = now_micros()
            m.expired_at = now
            m.retired = event.value
            self._event(m, event, m.invalid_at, m.invalid_at, at=now)
        return m

    def retract(self, edge_id: str) -> EdgeRec:
        """The text no longer states a structural or derived relation."""
        return self._retire(edge_id, E.RETRACTED)

    def collect(self, edge_id: str) -> EdgeRec:
        """An edge whose node endpoint is gone."""
        return self._retire(edge_id, E.COLLECTED)

    def delete_edge(self, edge_id: str) -> None:
        """Remove an edge and its events (the log keeps nothing of a deleted edge)."""
        if self.get(edge_id) is None:
            raise NotFoundError(f"no edge {edge_id}")
        self.staged[edge_id] = None
        self.events = [e for e in self.events if e.edge_id != edge_id]
        self._touched.discard(edge_id)

    def repoint(self, old_ref: str, new_ref: str) -> int:
        """Move the live edges of one endpoint to another (a merged paragraph
        takes the edges of the one it absorbed). An edge the other endpoint
        already has (the same relation, period and origin) is not moved but
        `collected`: a merge never leaves two such live edges."""

        def key(r: EdgeRec) -> tuple[Any, ...]:
            return (*r.relation_key(), r.valid_at, r.invalid_at, r.origin)

        there = {key(r) for r in self._edges_at(new_ref) if r.expired_at is None}
        n = 0
        for rec in list(self._edges_at(old_ref)):
            if rec.expired_at is not None:
                continue
            moved = rec.copy()
            if moved.src == old_ref:
                moved.src = new_ref
            if moved.dst == old_ref:
                moved.dst = new_ref
            if not moved.directed and moved.dst < moved.src:
                moved.src, moved.dst = moved.dst, moved.src
            if key(moved) in there:
                self.collect(rec.id)
                continue
            there.add(key(moved))
            m = self._mutable(rec.id)
            m.src, m.dst = moved.src, moved.dst
            self._stage(m)
            # It is no longer at the old endpoint (which may be deleted next).
            ends = self._staged_by_end.get(old_ref)
            if ends is not None and old_ref not in (m.src, m.dst):
                ends.discard(rec.id)
            n += 1
        return n

    def sync(self, owned: Iterable[EdgeRec], desired: Iterable[EdgeRec]) -> tuple[int, int, int]:
        """Diff a re-derived set against what a lift owns. A relation stated in
        both keeps its edge and id (its attributes follow silently; a changed
        end is `ended` or `reopened`); one only in `desired` is `created`; one
        only in `owned` is `retracted`. A changed start is another relation
        (`valid_at` never changes). Returns (created, kept, retracted)."""

        def k(r: EdgeRec) -> tuple[Any, ...]:
            return (*r.relation_key(), r.valid_at)

        have: dict[tuple[Any, ...], EdgeRec] = {}
        twins: list[EdgeRec] = []  # a second live edge for one relation: never kept
        for r in owned:
            if r.expired_at is None:
                if k(r) in have:
                    if have[k(r)].id != r.id:
                        twins.append(r)
                else:
                    have[k(r)] = r
        created = kept = 0
        fresh: list[EdgeRec] = []
        seen: set[tuple[Any, ...]] = set()
        for d in desired:
            key = k(d)
            if key in seen:
                continue
            seen.add(key)
            old = have.get(key)
            if old is None or not _may_end(old, d.invalid_at):
                fresh.append(d)
                continue
            del have[key]
            kept += 1
            if old.invalid_at != d.invalid_at:
                self.set_end(old.id, d.invalid_at)
            if old.weight != d.weight or old.reason != d.reason or old.attrs != d.attrs:
                m = self._mutable(old.id)
                m.weight, m.reason, m.attrs = d.weight, d.reason, dict(d.attrs)
        if fresh:
            for rec in fresh:
                if not rec.id:
                    rec.id = new_id()
            created = self.add_edges(fresh)
        for old in [*have.values(), *twins]:
            self.retract(old.id)
        return created, kept, len(have) + len(twins)

    def recheck(self, edge_id: str, contradicts: Iterable[str]) -> None:
        """After an edge's end moved later (or was taken back): the temporal
        rule against the edges it contradicts, as if it were stated now."""
        rec = self._mutable(edge_id)
        now = now_micros()
        for other in self._contradicted(rec, contradicts):
            self._contradict(rec, other, now)
            if rec.expired_at is not None:
                break

    # -- what the commit writes ------------------------------------------------------

    def edge_changes(
        self, known: Mapping[str, EdgeRec]
    ) -> tuple[list[EdgeRec], list[EdgeRec], list[str]]:
        """What the run changes against the edges the store holds (`known`):
        the edges it creates, those it updates, the ids it deletes. Bulk
        batches stay `pending`, to be written whole, unless one of their edges
        is not new after all; then all take the careful path."""
        if known and any(r.id in known for _, _, batch in self.pending for r in batch):
            self._absorb()
        new: list[EdgeRec] = []
        updated: list[EdgeRec] = []
        deleted: list[str] = []
        for eid, r in self._staged.items():
            if eid in known:
                if r is None:
                    deleted.append(eid)
                else:
                    updated.append(r)
            elif r is not None:
                new.append(r)
        return new, updated, deleted

    def events_table(self) -> pa.Table | None:
        """The run's events as one table (those of `pending` batches excepted:
        DuckDB writes them from the batch's own rows); None if there are none."""
        if not (self.events or self.bulk):
            return None
        return events_table(self.events, self.bulk, self._staged, self.id)

    # -- nodes --------------------------------------------------------------------

    def put_nodes(self, nodes: Iterable[NodeRec]) -> None:
        for n in nodes:
            self.node_puts[n.id] = n
            self.node_deletes.discard(n.id)

    def delete_nodes(self, node_ids: Iterable[str]) -> int:
        """Remove nodes; their live edges are `collected`. Returns edges collected."""
        collected = 0
        for nid in node_ids:
            self.node_deletes.add(nid)
            self.node_puts.pop(nid, None)
            for rec in list(self._edges_at(f"node:{nid}")):
                if rec.expired_at is None:
                    self.collect(rec.id)
                    collected += 1
        return collected

    def node(self, node_id: str) -> NodeRec | None:
        if node_id in self.node_deletes:
            return None
        return self.node_puts.get(node_id) or self.store.nodes.get(node_id)
