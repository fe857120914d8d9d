"""The in-memory adjacency index that answers every query.

DuckDB point queries cost about a millisecond each, a dict lookup a few
hundred nanoseconds; so the store loads every live edge at open and keeps
this index in step with each committed run (never with one that rolled
back). An edge that expires leaves the index: the past is read from the
store when a question asks for it (`EdgeStore.index_as_of`), so memory
follows the live graph, not its history.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from semnet.graph.model import EdgeRec

# numpy only for the bulk paths (a load, a bulk run): a terminal question over a
# slice of the store does not pay for its import.
if TYPE_CHECKING:
    import numpy as np


class AdjacencyIndex:
    """Edges by id, by source, by destination and, for symmetric kinds, by
    either end. A record is one object shared by its buckets: an update to an
    edge whose ends stay put is made in place; one whose ends move is removed
    and re-added."""

    __slots__ = ("by_id", "inc", "out", "sym")

    def __init__(self) -> None:
        self.by_id: dict[str, EdgeRec] = {}
        self.out: dict[str, list[EdgeRec]] = {}
        self.inc: dict[str, list[EdgeRec]] = {}
        self.sym: dict[str, list[EdgeRec]] = {}

    def __len__(self) -> int:
        return len(self.by_id)

    def __contains__(self, edge_id: object) -> bool:
        return edge_id in self.by_id

    def get(self, edge_id: str) -> EdgeRec | None:
        return self.by_id.get(edge_id)

    def put(self, rec: EdgeRec) -> None:
        old = self.by_id.get(rec.id)
        if old is not None:
            if old is rec:
                return
            if old.src == rec.src and old.dst == rec.dst and old.directed == rec.directed:
                _assign(old, rec)
                return
            self.remove(rec.id)
        self._add(rec)

    def _add(self, rec: EdgeRec) -> None:
        self.by_id[rec.id] = rec
        if rec.directed:
            _append(self.out, rec.src, rec)
            _append(self.inc, rec.dst, rec)
        else:
            _append(self.sym, rec.src, rec)
            if rec.dst != rec.src:
                _append(self.sym, rec.dst, rec)

    def add_new(self, recs: Iterable[EdgeRec]) -> None:
        """Add records known not to be in the index yet (load, bulk runs)."""
        by_id, out, inc, sym = self.by_id, self.out, self.inc, self.sym
        for rec in recs:
            by_id[rec.id] = rec
            if rec.directed:
                b = out.get(rec.src)
                if b is None:
                    out[rec.src] = [rec]
                else:
                    b.append(rec)
                b = inc.get(rec.dst)
                if b is None:
                    inc[rec.dst] = [rec]
                else:
                    b.append(rec)
            else:
                _append(sym, rec.src, rec)
                if rec.dst != rec.src:
                    _append(sym, rec.dst, rec)

    def add_coded(
        self,
        ids: list[str],
        recs: list[EdgeRec],
        src_codes: np.ndarray[Any, Any],
        dst_codes: np.ndarray[Any, Any],
        directed: np.ndarray[Any, Any],
        refs: list[str],
    ) -> None:
        """Add records known not to be in the index yet, their ends also given
        as integer codes into `refs` (the index load, a bulk run): numpy sorts
        and splits the codes, Python touches each bucket once, not each record.
        Within a bucket, new records keep the order of `recs`, after the old."""
        if not recs:
            return
        import numpy as np

        items = np.empty(len(recs), dtype=object)
        items[:] = recs
        if self.by_id:
            self.by_id.update(zip(ids, recs, strict=True))
        else:
            self.by_id = dict(zip(ids, recs, strict=True))
        d = np.flatnonzero(directed)
        by_src = d[np.argsort(src_codes[d], kind="stable")]
        _merge(self.out, items[by_src], src_codes[by_src], refs)
        by_dst = d[np.argsort(dst_codes[d], kind="stable")]
        _merge(self.inc, items[by_dst], dst_codes[by_dst], refs)
        # A symmetric edge is in the buckets of both its ends (once for a loop).
        s = np.flatnonzero(~directed)
        two = s[src_codes[s] != dst_codes[s]]
        pos = np.concatenate((s, two))
        codes = np.concatenate((src_codes[s], dst_codes[two]))
        by_end = np.lexsort((pos, codes))
        _merge(self.sym, items[pos[by_end]], codes[by_end], refs)

    def remove(self, edge_id: str) -> EdgeRec | None:
        rec = self.by_id.pop(edge_id, None)
        if rec is None:
            return None
        if rec.directed:
            _drop(self.out, rec.src, edge_id)
            _drop(self.inc, rec.dst, edge_id)
        else:
            _drop(self.sym, rec.src, edge_id)
            _drop(self.sym, rec.dst, edge_id)
        return rec

    def touching(self, ref: str) -> Iterator[EdgeRec]:
        """Every edge with `ref` at either end, each once."""
        yield from self.out.get(ref, ())
        for rec in self.inc.get(ref, ()):
            if rec.src != ref:  # a self-loop was yielded from `out` already
                yield rec
        yield from self.sym.get(ref, ())

    def endpoints(self) -> set[str]:
        return set(self.out) | set(self.inc) | set(self.sym)

    def clear(self) -> None:
        self.by_id.clear()
        self.out.clear()
        self.inc.clear()
        self.sym.clear()


def _merge(
    buckets: dict[str, list[EdgeRec]],
    items: np.ndarray[Any, Any],
    codes: np.ndarray[Any, Any],
    refs: list[str],
) -> None:
    """Append `items` (sorted by `codes`) to the buckets keyed by `refs[code]`."""
    if len(codes) == 0:
        return
    import numpy as np

    cuts = np.flatnonzero(np.diff(codes)) + 1
    lo = np.concatenate(([0], cuts)).tolist()
    hi = np.concatenate((cuts, [len(codes)])).tolist()
    keys = codes[lo].tolist()
    flat: list[EdgeRec] = items.tolist()
    get = buckets.get
    for k, a, b in zip(keys, lo, hi, strict=True):
        ref = refs[k]
        bucket = get(ref)
        if bucket is None:
            buckets[ref] = flat[a:b]
        else:
            bucket.extend(flat[a:b])


def _assign(dst: EdgeRec, src: EdgeRec) -> None:
    for name in EdgeRec.__slots__:
        setattr(dst, name, getattr(src, name))


def _append(buckets: dict[str, list[EdgeRec]], key: str, rec: EdgeRec) -> None:
    b = buckets.get(key)
    if b is None:
        buckets[key] = [rec]
    else:
        b.append(rec)


def _drop(buckets: dict[str, list[EdgeRec]], key: str, edge_id: str) -> None:
    bucket = buckets.get(key)
    if bucket is not None:
        bucket[:] = [r for r in bucket if r.id != edge_id]
        if not bucket:
            del buckets[key]
