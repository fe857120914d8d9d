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

import posixpath
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from semnet.graph.manuscript.catalog import Catalog
from semnet.graph.manuscript.lift import fold_text
from semnet.graph.model import NOTE_KINDS, NodeKind, NodeRec

__all__ = [
    "NameSearch",
    "Named",
    "citation_names",
    "merge_found",
    "note_names",
    "symbol_names",
]

# The kinds of notes that are entities (characters, places, …), not chapters.
ENTITY_NOTES = NOTE_KINDS - {NodeKind.CHAPTER}


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


# -- what is searched, from a store generation's catalog ---------------------


def symbol_names(cat: Catalog) -> Iterable[Named]:
    seen: set[tuple[str, str]] = set()
    for rel in sorted(cat.files):
        f = cat.files[rel]
        if f.kind == NodeKind.BIBLIOGRAPHY:
            continue
        kind = "entity" if f.kind in ENTITY_NOTES else "file"
        for name in [f.title or rel, *[str(a) for a in (f.attrs or {}).get("aliases", ())]]:
            if (f.id, name) not in seen:
                seen.add((f.id, name))
                yield Named(name, kind, f.id, rel, f"{f.kind} — {rel}")
    for rel in sorted(cat.by_uri):
        for n in sorted(cat.by_uri[rel].values(), key=lambda n: n.ord):
            if n.kind == NodeKind.SUBCHAPTER and (n.id, n.title or "") not in seen:
                seen.add((n.id, n.title or ""))
                yield Named(n.title or "", "heading", n.id, rel, rel)
            if n.block_id and (n.id, f"^{n.block_id}") not in seen:
                seen.add((n.id, f"^{n.block_id}"))
                yield Named(f"^{n.block_id}", "block", n.id, rel, rel)


def note_names(cat: Catalog) -> Iterable[Named]:
    seen: set[str] = set()
    for rel in sorted(cat.files):
        f = cat.files[rel]
        if f.kind == NodeKind.BIBLIOGRAPHY:
            continue
        kind = "entity" if f.kind in ENTITY_NOTES else "file"
        stem = posixpath.splitext(posixpath.basename(rel))[0]
        aliases = [str(a) for a in (f.attrs or {}).get("aliases", ())]
        for name in [f.title or stem, *aliases, stem]:
            if name and name not in seen:
                seen.add(name)
                yield Named(name, kind, f.id, rel, f"{f.kind} — {rel}")


def citation_names(cat: Catalog) -> Iterable[Named]:
    found: dict[str, NodeRec] = {}
    for n in [*cat.sources.values(), *cat.files.values()]:
        key = (n.attrs or {}).get("source_key")
        if key and str(key) not in found:
            found[str(key)] = n
    for key in sorted(found, key=str.casefold):
        n = found[key]
        yield Named(key, "citation", n.id, n.uri or "", n.title)


def merge_found(query: str, a: list[Named], b: NameSearch, limit: int) -> list[Named]:
    """Two result lists as one: names that begin with the query first."""
    got, _ = b.search(query, limit)
    q = fold_text(query)
    both = [*a, *got]
    if q:
        both.sort(key=lambda e: not fold_text(e.name).startswith(q))
    return both[:limit]
