"""A few rows of the store as records, read with DuckDB's plain `fetchall()`:
the part of a store around some endpoints (`Around`), the endpoint codes, the
generation, the dismissed pairs and edge events; no Arrow, no numpy and none
of the write path imported, so a terminal question about one endpoint pays
only for what it reads (`load.py` reads the whole store a column at a time).

A slice is a few hundred rows at most: building its records in a Python loop
costs less than importing Arrow to build them a column at a time."""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from semnet.graph.model import EdgeRec, EventRec, NodeRec
from semnet.graph.store.attrs import load_attrs_all
from semnet.graph.store.index import AdjacencyIndex

if TYPE_CHECKING:
    import duckdb

# The node columns the store reads and writes, in `NodeRec`'s order.
NODE_COLUMNS = (
    "id, kind, title, uri, parent_id, ord, start_line, end_line, content_hash, text, lang, "
    "block_id, attrs"
)
# The edge columns in `EdgeRec`'s order, ends as codes (`endpoints`).
_EDGE_SELECT = (
    "SELECT CAST(id AS VARCHAR) AS id, src, dst, kind, directed, weight, reason, origin, attrs, "
    "created_at, valid_at, invalid_at, expired_at, retired FROM edges WHERE "
)
EVENT_COLUMNS = (
    "id, CAST(edge_id AS VARCHAR), CAST(run_id AS VARCHAR), event, invalid_at_before, "
    "invalid_at_after, CAST(caused_by_edge_id AS VARCHAR), created_at, reverses"
)

# Up to this many keys are looked up as an IN list of constants (through an
# index); DuckDB scans for more matches than about 2,048 anyway.
IN_LIST_MAX = 512


def stored_generation(con: duckdb.DuckDBPyConnection) -> int:
    """The number of runs committed to the store (bumped by each)."""
    rows = con.execute("SELECT value FROM store_meta WHERE key = 'generation'").fetchall()
    return int(rows[0][0]) if rows else 0


def load_dismissed(con: duckdb.DuckDBPyConnection, dismissed: set[tuple[str, str]]) -> None:
    """Add every dismissed (pair key, kind) to `dismissed`."""
    for pair_key, kind in con.execute("SELECT pair_key, kind FROM dismissals").fetchall():
        dismissed.add((pair_key, kind))


def codes_of(con: duckdb.DuckDBPyConnection, refs: Sequence[str]) -> list[int]:
    """The codes of those of `refs` the store knows, through its index."""
    from semnet.graph.model import split_ref

    if not refs:
        return []
    if len(refs) > 16:  # many: one join (a scan of `endpoints`)
        parts = [split_ref(r) for r in refs]
        rows = con.execute(
            "SELECT e.code FROM endpoints e JOIN (SELECT unnest(?) AS k, unnest(?) AS r) q "
            "ON e.kind = q.k AND e.ref = q.r",
            [[k for k, _ in parts], [a for _, a in parts]],
        ).fetchall()
        return sorted(int(r[0]) for r in rows)
    params: list[Any] = []
    for ref in refs:
        kind, addr = split_ref(ref)
        params += [addr, kind]
    q = " UNION ALL ".join(["SELECT code FROM endpoints WHERE ref = ? AND kind = ?"] * len(refs))
    return [int(r[0]) for r in con.execute(q, params).fetchall()]


def events_where(
    con: duckdb.DuckDBPyConnection, column: Literal["edge_id", "run_id"], ids: list[str]
) -> list[EventRec]:
    """The events whose `column` is one of `ids`, oldest first. A few ids go
    as an IN list of constants, which DuckDB answers from the column's index
    (`edge_events_edge`, `edge_events_run`); a join or a long list scans,
    which is what so many matches would cost anyway."""
    if not ids:
        return []
    if len(ids) <= IN_LIST_MAX:
        marks = ", ".join("TRY_CAST(? AS UUID)" for _ in ids)
        q = f"SELECT {EVENT_COLUMNS} FROM edge_events WHERE {column} IN ({marks}) ORDER BY id"
        rows = con.execute(q, ids).fetchall()
    else:
        rows = con.execute(
            f"SELECT {EVENT_COLUMNS} FROM edge_events WHERE {column} IN "
            "(SELECT TRY_CAST(x AS UUID) FROM (SELECT unnest(?) AS x)) ORDER BY id",
            [ids],
        ).fetchall()
    return [EventRec(*r) for r in rows]


def node_rows(
    con: duckdb.DuckDBPyConnection,
    nodes: dict[str, NodeRec],
    *,
    ids: Sequence[str] = (),
    files: Sequence[str] = (),
) -> None:
    """The nodes of ids `ids` and of the files `files` into `nodes`, as
    `load.load_nodes` reads them (a list of constants: through the indexes)."""
    for column, keys in (("id", ids), ("uri", files)):
        for at in range(0, len(keys), IN_LIST_MAX):
            part = list(keys[at : at + IN_LIST_MAX])
            marks = ", ".join("?" for _ in part)
            rows = con.execute(
                f"SELECT {NODE_COLUMNS} FROM nodes WHERE {column} IN ({marks})", part
            ).fetchall()
            attrs = load_attrs_all([r[12] for r in rows])
            for r, a in zip(rows, attrs, strict=True):
                nid, kind, title, uri, parent, ord_, start, end, chash, text, lang, block = r[:12]
                nodes[nid] = NodeRec(
                    nid, kind, title, uri, parent, ord_, start, end, chash, text, lang, block, a
                )


def edge_rows(con: duckdb.DuckDBPyConnection, codes: Sequence[int]) -> list[EdgeRec]:
    """Every edge at one of `codes` (whatever its state), in id order, its
    ends decoded: one lookup per code and side, through their indexes (a loop
    is found from both; the duplicates and the order are settled here, at
    half the cost of a `UNION … ORDER BY`)."""
    if not codes:
        return []
    parts = [f"{_EDGE_SELECT}{side} = ?" for _ in codes for side in ("src", "dst")]
    params = [c for c in codes for _ in ("src", "dst")]
    found = con.execute(" UNION ALL ".join(parts), params).fetchall()
    # (A UUID's text sorts as the UUID does.)
    rows = sorted({r[0]: r for r in found}.values(), key=lambda r: r[0])
    if not rows:
        return []
    text = dict(
        con.execute(
            "SELECT code, kind || ':' || ref FROM endpoints WHERE code IN (SELECT unnest(?))",
            [sorted({c for r in rows for c in (r[1], r[2])})],
        ).fetchall()
    )
    attrs = load_attrs_all([r[8] for r in rows])
    return [
        EdgeRec(r[0], text[r[1]], text[r[2]], r[3], r[4], r[5], r[6], r[7], a, *r[9:])
        for r, a in zip(rows, attrs, strict=True)
    ]


class Around:
    """The part of a store around some endpoints: every edge at them (expired
    and retired ones too), the nodes at both ends of those edges and every
    node of `files`, read with a few queries through the indexes. The one-hop
    questions about those endpoints (`neighbors`, `contradicting`) answer from
    it as over the whole store; `GraphAPI` reads of it what it reads of a
    store for them (`index`, `nodes`, `generation`, `index_as_of`,
    `events_for`). With `reads`, `con` (a read-only connection, the caller's)
    also answers `events_for` (a question as of a past time)."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        con: duckdb.DuckDBPyConnection,
        refs: Iterable[str],
        *,
        files: Iterable[str] = (),
        reads: bool = False,
    ) -> None:
        self.path = Path(path)
        self.index = AdjacencyIndex()
        self.nodes: dict[str, NodeRec] = {}
        self.dismissed: set[tuple[str, str]] = set()
        self.generation = read_around(
            con, sorted(set(refs)), sorted(set(files)), self.index, self.nodes, self.dismissed
        )
        self.loaded = True  # as loaded as a slice gets: never read whole
        self._reads = con if reads else None

    def index_as_of(self, t: int) -> AdjacencyIndex:
        # A slice holds every edge at its endpoints, whatever its state: the
        # query picks those current at `t`.
        return self.index

    def events_for(self, edge_ids: Iterable[str]) -> list[EventRec]:
        from semnet.graph.errors import StoreError

        if self._reads is None:
            raise StoreError(f"a slice of {self.path} has no connection to read events with")
        return events_where(self._reads, "edge_id", sorted(set(edge_ids)))


def read_around(
    con: duckdb.DuckDBPyConnection,
    refs: list[str],
    files: list[str],
    index: AdjacencyIndex,
    nodes: dict[str, NodeRec],
    dismissed: set[tuple[str, str]],
) -> int:
    """Fill `index` with every edge at `refs`, `nodes` with the nodes at their
    ends and of `files`, `dismissed` with the dismissed pairs (what `Around`
    and `StoreSlice` hold); the store's generation."""
    index.add_new(edge_rows(con, codes_of(con, refs)))
    ends = {r[5:] for r in (*refs, *index.endpoints()) if r.startswith("node:")}
    node_rows(con, nodes, ids=sorted(ends), files=files)
    load_dismissed(con, dismissed)
    return stored_generation(con)
