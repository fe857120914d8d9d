"""The name catalog: the nodes every index pass needs by name (files, books,
bibliography entries, attachments, detached blocks) and every node by file,
kept in step with each pass instead of being recomputed from all nodes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from semnet.graph.manuscript.resolve import (
    DEFAULT_CONVENTIONS,
    Conventions,
    NameTable,
    build_names,
)
from semnet.graph.model import NodeKind, NodeRec, is_bib_entry, is_file_node


class Catalog:
    """The few nodes every pass needs by name (files, books, bibliography
    entries), and every node by file. Kept in step with each
    pass instead of being recomputed from all nodes, so a one-file pass costs
    what that file costs."""

    __slots__ = ("attachments", "books", "by_uri", "detached", "files", "sources")

    def __init__(self) -> None:
        self.by_uri: dict[str, dict[str, NodeRec]] = {}
        self.files: dict[str, NodeRec] = {}  # uri -> file node (chapter, entity, bibliography)
        self.books: dict[str, NodeRec] = {}  # folder -> book node
        self.sources: dict[str, NodeRec] = {}  # bibliography entries
        self.detached: dict[str, NodeRec] = {}  # blocks cut from a buffer, awaiting a paste
        self.attachments: dict[str, NodeRec] = {}  # uri -> attachment (any other file)

    @classmethod
    def of(cls, nodes: Iterable[NodeRec]) -> Catalog:
        cat = cls()
        for n in nodes:
            cat._add(n)
        return cat

    def _add(self, n: NodeRec) -> None:
        if n.kind == NodeKind.BOOK:
            self.books[n.uri or ""] = n
            return
        if n.kind == NodeKind.ATTACHMENT:
            self.attachments[n.uri or ""] = n
            return
        if n.uri:
            self.by_uri.setdefault(n.uri, {})[n.id] = n
        elif n.attrs.get("detached"):
            self.detached[n.id] = n
        if is_bib_entry(n):
            self.sources[n.id] = n
        elif n.uri and is_file_node(n) and n.ord == 0:
            self.files[n.uri] = n

    def _remove(self, n: NodeRec) -> None:
        if n.kind == NodeKind.ATTACHMENT:
            if n.uri in self.attachments and self.attachments[n.uri or ""].id == n.id:
                del self.attachments[n.uri or ""]
            return
        if n.kind == NodeKind.BOOK:
            if self.books.get(n.uri or "") is n or (
                n.uri in self.books and self.books[n.uri or ""].id == n.id
            ):
                del self.books[n.uri or ""]
            return
        bucket = self.by_uri.get(n.uri or "")
        if bucket is not None:
            bucket.pop(n.id, None)
            if not bucket:
                del self.by_uri[n.uri or ""]
        f = self.files.get(n.uri or "")
        if f is not None and f.id == n.id:
            del self.files[n.uri or ""]
        self.sources.pop(n.id, None)
        self.detached.pop(n.id, None)

    def apply(
        self, old: Mapping[str, NodeRec], puts: Iterable[NodeRec], removed: Iterable[str]
    ) -> None:
        """Replace or remove nodes in place (`old` is the view they replace)."""
        for r in removed:
            if r in old:
                self._remove(old[r])
        for n in puts:
            if n.id in old:
                self._remove(old[n.id])
            self._add(n)

    def names(self, conventions: Conventions = DEFAULT_CONVENTIONS) -> NameTable:
        return build_names(
            [*self.files.values(), *self.sources.values(), *self.attachments.values()],
            self.by_uri,
            conventions=conventions,
        )
