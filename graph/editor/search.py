"""Name search for workspace symbols and completion: the names a query may
mean (note titles, aliases and file names, headings, block ids, citation
keys), held once per store generation and found without walking them all.

A query matches a name that contains it (case and accents folded). Names
that begin with the query come first, alphabetically, found by bisection
in the sorted names; then names that contain it elsewhere, in listing order,
found by one C-level scan of all the names joined. Both stop at the cap, so
a query costs what it returns, not what the workspace holds; the caller
locates only what is returned.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from semnet.graph.manuscript.lift import fold_text

__all__ = ["NameSearch", "Named"]


@dataclass(frozen=True, slots=True)
class Named:
    """One name of one thing: `kind` is "file", "entity", "heading", "block"
    or "citation"; `rel` its file; `detail` what a list shows beside it."""

    name: str
    kind: str
    node_id: str
    rel: str
    detail: str | None = None


class NameSearch:
    """Names in a listing order, searchable by prefix and substring."""

    __slots__ = ("_blob", "_by_key", "_folded", "_keys", "_starts", "entries")

    def __init__(self, entries: Iterable[Named]) -> None:
        self.entries = list(entries)
        self._folded = [fold_text(e.name) for e in self.entries]
        self._by_key = sorted(range(len(self.entries)), key=self._folded.__getitem__)
        self._keys = [self._folded[i] for i in self._by_key]
        # All names, one per line: a substring search is one `str.find` per hit.
        starts, pos = [], 0
        for f in self._folded:
            starts.append(pos)
            pos += len(f) + 1
        self._starts = starts
        self._blob = "\n".join(self._folded)

    def __len__(self) -> int:
        return len(self.entries)

    def search(
        self, query: str, limit: int, skip: Callable[[Named], bool] | None = None
    ) -> tuple[list[Named], bool]:
        """The names matching `query` (all names for an empty one), at most
        `limit` of them, leaving out those `skip` says; and whether there
        were more."""
        q = fold_text(query)
        out: list[Named] = []
        if not q:
            for e in self.entries:
                if skip is None or not skip(e):
                    if len(out) == limit:
                        return out, True
                    out.append(e)
            return out, False
        if "\n" in q:
            return out, False
        # Names that begin with the query.
        for k in range(bisect_left(self._keys, q), len(self._keys)):
            if not self._keys[k].startswith(q):
                break
            e = self.entries[self._by_key[k]]
            if skip is None or not skip(e):
                if len(out) == limit:
                    return out, True
                out.append(e)
        # Names that contain it further in.
        blob, starts = self._blob, self._starts
        pos = blob.find(q)
        while pos != -1:
            i = bisect_right(starts, pos) - 1
            nxt = starts[i + 1] if i + 1 < len(starts) else len(blob)
            if pos != starts[i]:
                e = self.entries[i]
                if skip is None or not skip(e):
                    if len(out) == limit:
                        return out, True
                    out.append(e)
            pos = blob.find(q, nxt)
        return out, False
