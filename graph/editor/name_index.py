"""`NameIndex`: what the editor features read of one store generation (the
catalog, the name table, the name searches) and what they work out from it
(completion inserts, resolved links, link previews), kept until the store
changes."""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from semnet.graph.editor.livedoc import LiveBlock, LiveDoc
from semnet.graph.editor.search import NameSearch, citation_names, note_names, symbol_names
from semnet.graph.manuscript.catalog import Catalog
from semnet.graph.manuscript.resolve import DEFAULT_CONVENTIONS, Conventions, NameTable
from semnet.graph.model import NodeRec, block_kind_of
from semnet.graph.store.edge_store import EdgeStore

__all__ = ["KEPT", "NameIndex"]

# At most this many completion inserts (and resolved links) are remembered
# (then forgotten at once).
KEPT = 50_000


class NameIndex:
    """The catalog (files, books, bibliography entries, nodes by file) and the
    name table of one store generation; rebuilt when the store changes.

    `names`, if given, is the name table links resolve against instead of
    the store's (`fixed`): the names known before the store's graph is there
    (read from the store's rows, or from the files' headers)."""

    __slots__ = (
        "_anywhere",
        "_blocks",
        "_by_id",
        "_citations",
        "_inserts",
        "_names",
        "_notes",
        "_symbols",
        "catalog",
        "conventions",
        "fixed",
        "generation",
        "links",
        "shown",
    )

    def __init__(
        self,
        store: EdgeStore,
        conventions: Conventions = DEFAULT_CONVENTIONS,
        names: NameTable | None = None,
    ) -> None:
        self.generation = store.generation
        self.conventions = conventions  # the workspace's `semnet.toml` (`[links]`, `[citations]`)
        self.catalog = Catalog.of(store.nodes.values())
        self._names = names
        self.fixed = names is not None
        self._blocks: dict[str, list[LiveBlock]] = {}
        self._by_id: dict[str, dict[str, LiveBlock]] = {}
        self._symbols: NameSearch | None = None
        self._notes: NameSearch | None = None
        self._citations: NameSearch | None = None
        # (name, note id, file typed in) -> what completing it inserts there
        self._inserts: dict[tuple[str, str, str], str] = {}
        # name -> the note it names from every file (`NameTable.note_from_anywhere`)
        self._anywhere: dict[str, NodeRec | None] = {}
        # (file, style, target, heading, block) -> what a link there resolves to
        self.links: dict[tuple[str, str, str, str | None, str | None], NodeRec | str] = {}
        # node id -> what a hover on a link to it shows (`editor.hover`)
        self.shown: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {}

    @classmethod
    def current(
        cls,
        store: EdgeStore,
        previous: NameIndex | None,
        conventions: Conventions = DEFAULT_CONVENTIONS,
    ) -> NameIndex:
        if (
            previous is not None
            and not previous.fixed
            and previous.generation == store.generation
            and (previous.conventions is conventions or previous.conventions == conventions)
        ):
            return previous
        return cls(store, conventions)

    @property
    def names(self) -> NameTable:
        if self._names is None:
            self._names = self.catalog.names(self.conventions)
        return self._names

    def stored_blocks(self, rel: str) -> list[LiveBlock]:
        """The blocks of a file as the store has them."""
        got = self._blocks.get(rel)
        if got is None:
            got = LiveDoc.from_store(rel, "", self.catalog.by_uri.get(rel, {}).values()).blocks
            self._blocks[rel] = got
        return got

    def stored_problems(self, rel: str) -> list[dict[str, Any]]:
        """The problems the store recorded on a file's blocks, in block order,
        read off its nodes: `stored_blocks` would build (and keep) every block
        of every file whose diagnostics are published (~20 MB on a vault of
        6,000 notes with a thousand files of broken links)."""
        out: list[dict[str, Any]] = []
        for n in sorted(self.catalog.by_uri.get(rel, {}).values(), key=attrgetter("ord")):
            if n.attrs and block_kind_of(n.kind) is not None:
                out.extend(n.attrs.get("problems", ()))
        return out

    def stored_block(self, rel: str, node_id: str) -> LiveBlock | None:
        by = self._by_id.get(rel)
        if by is None:
            by = {b.node_id: b for b in self.stored_blocks(rel) if b.node_id is not None}
            self._by_id[rel] = by
        return by.get(node_id)

    def file_node(self, rel: str) -> NodeRec | None:
        return self.catalog.files.get(rel)

    @property
    def symbols(self) -> NameSearch:
        """Notes and entities (titles and aliases), then headings and block
        ids, file by file (what workspace/symbol searches)."""
        if self._symbols is None:
            self._symbols = NameSearch(symbol_names(self.catalog))
        return self._symbols

    @property
    def notes(self) -> NameSearch:
        """Each note's title, aliases and file name (what `[[` completes)."""
        if self._notes is None:
            self._notes = NameSearch(note_names(self.catalog))
        return self._notes

    @property
    def inserts(self) -> dict[tuple[str, str, str], str]:
        """What completing a note's name inserts in a file, as worked out
        (resolving a name costs more than finding it); per store generation."""
        return self._inserts

    def note_from_anywhere(self, name: str) -> NodeRec | None:
        """`NameTable.note_from_anywhere`, remembered (as `inserts`)."""
        if name in self._anywhere:
            return self._anywhere[name]
        if len(self._anywhere) >= KEPT:
            self._anywhere.clear()
        got = self._anywhere[name] = self.names.note_from_anywhere(name)
        return got

    @property
    def citations(self) -> NameSearch:
        """Citation keys (what `@` completes)."""
        if self._citations is None:
            self._citations = NameSearch(citation_names(self.catalog))
        return self._citations
