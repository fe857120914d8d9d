"""`StoreSlice`: the part of a store around some endpoints (`rows.read_around`)
as a read-only `EdgeStore`, read while the whole index still loads or by a
terminal question about the edge-event log (`semnet graph history`); not a
substitute for the loaded store beyond one hop from those endpoints. (A
terminal question about one endpoint reads `rows.Around`, which has no
`EdgeStore` to import.)"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import duckdb
from semnet.graph.errors import StoreError
from semnet.graph.model import NodeRec
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.index import AdjacencyIndex
from semnet.graph.store.load import load_nodes
from semnet.graph.store.reads import FILE_NODES_WHERE
from semnet.graph.store.rows import read_around


class StoreSlice(EdgeStore):
    """The part of a store around some endpoints: every edge at them (expired
    and retired ones too) and the nodes at both ends of those edges, read with
    one query each. The one-hop questions about those endpoints (`neighbors`,
    `contradicting`, `incoming`, `outgoing`) answer exactly as over the whole
    store, so a server can answer them while the whole index is still loading.

    Read-only. Without `reads`, it has no connection of its own (`con` may be
    a cursor of the connection that loads the whole store on another thread);
    with it, `con` (a read-only connection) also answers what needs the
    database (`history`, `events_for`, `run_events`). `files`: every node of
    these files is read too (to resolve `FILE.md:LINE`)."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        con: duckdb.DuckDBPyConnection,
        refs: Iterable[str],
        *,
        files: Iterable[str] = (),
        reads: bool = False,
    ) -> None:
        self._init_state(path, "writes", 0.0)
        self._stamp = ()
        self._reads = con if reads else None
        self._load_around(con, sorted(set(refs)), sorted(set(files)))

    def _connect(self) -> duckdb.DuckDBPyConnection:
        if self._reads is not None:
            return self._reads
        raise StoreError(f"a slice of {self.path} is read-only")

    def _disconnect(self) -> None:
        pass  # the connection is the caller's

    def run(self, kind: str, **kw: Any) -> Any:
        raise StoreError(f"a slice of {self.path} is read-only")

    def index_as_of(self, t: int) -> AdjacencyIndex:
        # A slice holds every edge at its endpoints, whatever its state: the
        # query picks those current at `t`.
        return self.index

    def _load_around(
        self, con: duckdb.DuckDBPyConnection, refs: list[str], files: list[str]
    ) -> None:
        """(Read as rows, as `rows.Around` reads them: a slice is small.)"""
        self.generation = read_around(con, refs, files, self.index, self.nodes, self.dismissed)
        self.loaded = True  # as loaded as a slice gets: never read whole


# The nodes links and citations resolve against by name: the file nodes, the
# entries of bibliographies and the attachments (see `Catalog.names`).
NAMED_NODES_WHERE = (
    f"({FILE_NODES_WHERE}) OR (kind = 'source' AND suffix(uri, '.bib')) "
    "OR (kind = 'attachment' AND uri IS NOT NULL)"
)


def named_nodes(con: duckdb.DuckDBPyConnection) -> list[NodeRec]:
    """The file nodes, bibliography entries and attachments of the store (what a
    `NameTable` is built from), without the rest of the graph."""
    out: dict[str, NodeRec] = {}
    load_nodes(con, out, where=NAMED_NODES_WHERE)
    return list(out.values())


class StoredFiles(Mapping[str, Mapping[str, NodeRec]]):
    """The nodes of a file by id, read from the store when first asked for
    (`NameTable.by_uri`: the headings and block ids a link may point into),
    through `con`, which must stay open while it is used."""

    def __init__(self, con: duckdb.DuckDBPyConnection, files: Iterable[str]) -> None:
        self._con = con
        self._files = sorted(set(files))
        self._read: dict[str, dict[str, NodeRec]] = {}

    def __getitem__(self, rel: str) -> Mapping[str, NodeRec]:
        got = self._read.get(rel)
        if got is None:
            got = {}
            load_nodes(self._con, got, files=[rel])
            self._read[rel] = got
        return got

    def __iter__(self) -> Iterator[str]:
        return iter(self._files)

    def __len__(self) -> int:
        return len(self._files)
