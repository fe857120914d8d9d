"""`StoreSlice`: the part of a store around some endpoints, read while the whole
index still loads or by a terminal question about one endpoint; read-only, and
not a substitute for the loaded store beyond one hop from those endpoints."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import duckdb
from semnet.graph.errors import StoreError
from semnet.graph.model import NodeRec
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.index import AdjacencyIndex
from semnet.graph.store.load import (
    codes_of,
    edge_recs,
    load_dismissed,
    load_nodes,
    stored_generation,
)
from semnet.graph.store.reads import FILE_NODES_WHERE

# The columns `edge_recs` decodes, ends as codes (`endpoints`).
_SLICE_SELECT = (
    "SELECT id AS uid, CAST(id AS VARCHAR) AS id, src, dst, kind, directed, weight, reason, "
    "origin, attrs, created_at, valid_at, invalid_at, expired_at, retired FROM edges WHERE "
)


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
        codes = codes_of(con, refs)
        if codes:
            self._load_edges_at(con, codes)
        ends = {r[5:] for r in (*refs, *self.index.endpoints()) if r.startswith("node:")}
        if ends:
            load_nodes(con, self.nodes, only=sorted(ends))
        if files:
            load_nodes(con, self.nodes, files=files)
        load_dismissed(con, self.dismissed)
        self.generation = stored_generation(con)
        self.loaded = True  # as loaded as a slice gets: never read whole

    def _load_edges_at(self, con: duckdb.DuckDBPyConnection, codes: list[int]) -> None:
        """The edges at `codes`, through their indexes; then the text of every
        code those edges name."""
        parts = [f"{_SLICE_SELECT}{side} = ?" for _ in codes for side in ("src", "dst")]
        params = [c for c in codes for _ in ("src", "dst")]
        tbl = con.sql(" UNION ".join(parts) + " ORDER BY uid", params=params).to_arrow_table()
        src_codes: list[int] = tbl.column("src").to_pylist()
        dst_codes: list[int] = tbl.column("dst").to_pylist()
        text = dict(
            con.execute(
                "SELECT code, kind || ':' || ref FROM endpoints WHERE code IN (SELECT unnest(?))",
                [sorted({*src_codes, *dst_codes})],
            ).fetchall()
        )
        ids: list[str] = tbl.column("id").to_pylist()
        directed: list[bool] = tbl.column("directed").to_pylist()
        srcs = [text[c] for c in src_codes]
        dsts = [text[c] for c in dst_codes]
        self.index.add_new(edge_recs(tbl, ids, srcs, dsts, directed))


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
