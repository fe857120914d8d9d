"""Reading the store into memory a column at a time: every edge into the
adjacency index, nodes into the node cache, the dismissed pairs and the
counters; not the writes (`commit.py`) nor the schema (`migrations.py`).

Equal values (kinds, origins, files, endpoints, equal attributes) become one
Python object each, so a loaded store costs memory per distinct value."""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, cast

import duckdb
import numpy as np
import pyarrow as pa
from semnet.graph.model import EdgeRec, NodeRec
from semnet.graph.store.attrs import load_attrs_all
from semnet.graph.store.codes import EndpointCodes
from semnet.graph.store.index import AdjacencyIndex
from semnet.graph.store.rows import IN_LIST_MAX, NODE_COLUMNS

# Arrow's default pool (mimalloc) keeps what it freed for later: after a load
# of 250k nodes it held ~100 MB more than the system allocator, which returns
# the big buffers of a load or a run's tables to the system at once.
if not os.environ.get("ARROW_DEFAULT_MEMORY_POOL"):
    pa.set_memory_pool(pa.system_memory_pool())

# Columns at least this long are decoded by Arrow (see `decoded`).
_ARROW_DECODE_MIN = 200_000


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector while building many small acyclic
    records (an index load, a bulk run): its passes over the growing heap
    would otherwise cost more than the work itself."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def next_event_id(con: duckdb.DuckDBPyConnection) -> int:
    rows = con.execute("SELECT coalesce(max(id), 0) FROM edge_events").fetchall()
    return int(rows[0][0]) + 1


def load_dismissal_times(con: duckdb.DuckDBPyConnection) -> list[tuple[str, str, int]]:
    """(source, destination, time) of every dismissal of an edge the store
    has, oldest first (a dismissed edge is no longer live: its ends are read
    from the store, not from the index)."""
    rows = con.execute(
        "SELECT s.kind || ':' || s.ref, d.kind || ':' || d.ref, x.created_at "
        "FROM dismissals x JOIN edges e ON e.id = TRY_CAST(x.edge_id AS UUID) "
        "JOIN endpoints s ON s.code = e.src JOIN endpoints d ON d.code = e.dst "
        "WHERE x.edge_id IS NOT NULL ORDER BY x.created_at"
    ).fetchall()
    return [(str(a), str(b), int(t)) for a, b, t in rows]


def load_nodes(
    con: duckdb.DuckDBPyConnection,
    nodes: dict[str, NodeRec],
    only: list[str] | None = None,
    *,
    files: list[str] | None = None,
    where: str | None = None,
) -> None:
    """Every node (or those of ids `only`, of the files `files`, or matching
    the SQL condition `where`) into `nodes`, a column at a time; repeated
    values (kinds, files, languages, parents, equal attributes) are one object
    each."""
    # A few keys go as a list of constants, which DuckDB looks up through the
    # column's index (a join with a list scans the table: ~5× slower at 250k).
    if where is not None:
        tbl = con.sql(f"SELECT {NODE_COLUMNS} FROM nodes WHERE {where}").to_arrow_table()
    elif files is not None:
        marks = ", ".join("?" for _ in files)
        tbl = con.sql(
            f"SELECT {NODE_COLUMNS} FROM nodes WHERE uri IN ({marks})", params=files
        ).to_arrow_table()
    elif only is None:
        tbl = con.sql(f"SELECT {NODE_COLUMNS} FROM nodes").to_arrow_table()
    elif len(only) <= IN_LIST_MAX:
        marks = ", ".join("?" for _ in only)
        tbl = con.sql(
            f"SELECT {NODE_COLUMNS} FROM nodes WHERE id IN ({marks})", params=only
        ).to_arrow_table()
    else:
        tbl = con.sql(
            f"SELECT {NODE_COLUMNS} FROM nodes WHERE id IN (SELECT unnest(?))", params=[only]
        ).to_arrow_table()
    if tbl.num_rows == 0:
        return
    ids: list[str] = tbl.column("id").to_pylist()
    texts: list[str | None] = tbl.column("text").to_pylist()
    titles = _titles(tbl, texts)
    recs = map(
        NodeRec,
        ids,
        decoded(tbl.column("kind")),
        titles,
        decoded(tbl.column("uri")),
        decoded(tbl.column("parent_id")),
        tbl.column("ord").to_pylist(),
        tbl.column("start_line").to_pylist(),
        tbl.column("end_line").to_pylist(),
        tbl.column("content_hash").to_pylist(),
        texts,
        decoded(tbl.column("lang")),
        tbl.column("block_id").to_pylist(),
        decoded(tbl.column("attrs"), load_attrs_all),
    )
    nodes.update(zip(ids, recs, strict=True))


def _titles(tbl: pa.Table, texts: list[str | None]) -> list[str | None]:
    """Each node's title, as its text's own object where the two are equal (a
    heading's, a short paragraph's). A big table compares them in Arrow first
    and makes Python strings of the other titles only: made only to be
    dropped, the equal ones would leave holes in the heap that the process
    keeps (~20 MB at 250k nodes)."""
    title = tbl.column("title")
    if len(title) < _ARROW_DECODE_MIN:
        return list(map(_same_or, title.to_pylist(), texts))
    import pyarrow.compute as pc

    equal = cast("pa.ChunkedArray[Any]", pc.equal(title, tbl.column("text")))
    same = equal.fill_null(pa.scalar(False))
    kept = cast("pa.ChunkedArray[Any]", pc.if_else(same, pa.scalar(None, pa.string()), title))
    rest = kept.to_pylist()
    return [x if eq else r for eq, x, r in zip(same.to_pylist(), texts, rest, strict=True)]


def _same_or(title: str | None, text: str | None) -> str | None:
    return text if title == text else title


# The edge columns `edge_recs` decodes, ends as codes.
EDGE_SELECT = (
    "SELECT CAST(id AS VARCHAR) AS id, src, dst, kind, directed, weight, reason, origin, "
    "attrs, created_at, valid_at, invalid_at, expired_at, retired FROM edges"
)
LIVE = "expired_at IS NULL"


def load_edges(
    con: duckdb.DuckDBPyConnection,
    index: AdjacencyIndex,
    codes: EndpointCodes,
    where: str = LIVE,
    params: Sequence[Any] = (),
) -> None:
    """Every endpoint into `codes`, and the edges `where` selects (by default
    the live ones) into `index`, a column at a time.

    Edges name their ends by code (`endpoints`), so an endpoint is one
    string object however many edges share it, and the index groups edges
    by code with numpy. Low-cardinality columns are decoded through their
    distinct values."""
    if not len(codes):
        ends = con.sql(
            "SELECT code, kind || ':' || ref AS ref FROM endpoints ORDER BY code"
        ).to_arrow_table()
        codes.load(ends.column("code").to_pylist(), ends.column("ref").to_pylist())
    tbl = con.sql(f"{EDGE_SELECT} WHERE {where} ORDER BY id", params=list(params)).to_arrow_table()
    if tbl.num_rows == 0:
        return
    ref_list = codes.text
    ref_arr = object_array(ref_list)
    src_codes = tbl.column("src").to_numpy()
    dst_codes = tbl.column("dst").to_numpy()
    directed = tbl.column("directed").to_numpy()
    ids: list[str] = tbl.column("id").to_pylist()
    recs = edge_recs(
        tbl, ids, ref_arr[src_codes].tolist(), ref_arr[dst_codes].tolist(), directed.tolist()
    )
    del tbl
    index.add_coded(ids, recs, src_codes, dst_codes, directed, ref_list)


def read_edges(
    con: duckdb.DuckDBPyConnection, wheres: Sequence[tuple[str, Sequence[Any]]]
) -> list[EdgeRec]:
    """The edges each (condition, params) selects, each once, ends decoded
    (one query per condition: a condition on one indexed column is a lookup)."""
    parts = [
        con.sql(f"{EDGE_SELECT} WHERE {w}", params=list(p)).to_arrow_table() for w, p in wheres
    ]
    tbl: pa.Table = pa.concat_tables(parts) if len(parts) > 1 else parts[0]
    if tbl.num_rows == 0:
        return []
    src = [int(c or 0) for c in tbl.column("src").to_pylist()]  # (never null)
    dst = [int(c or 0) for c in tbl.column("dst").to_pylist()]
    codes = sorted({*src, *dst})
    marks = ", ".join("?" for _ in codes)
    text = dict(
        con.execute(
            f"SELECT code, kind || ':' || ref FROM endpoints WHERE code IN ({marks})", codes
        ).fetchall()
    )
    ids = [str(x) for x in tbl.column("id").to_pylist()]
    directed = [bool(x) for x in tbl.column("directed").to_pylist()]
    recs = edge_recs(tbl, ids, [text[c] for c in src], [text[c] for c in dst], directed)
    return list({r.id: r for r in recs}.values())


def edge_recs(
    tbl: pa.Table, ids: list[str], srcs: list[str], dsts: list[str], directed: list[bool]
) -> list[EdgeRec]:
    """Edge records from a table of the edge columns (as `load_edges` and
    `StoreSlice` select them), their ends given already decoded."""
    return list(
        map(
            EdgeRec,
            ids,
            srcs,
            dsts,
            decoded(tbl.column("kind")),
            directed,
            tbl.column("weight").to_pylist(),
            tbl.column("reason").to_pylist(),
            decoded(tbl.column("origin")),
            decoded(tbl.column("attrs"), load_attrs_all),
            tbl.column("created_at").to_pylist(),
            tbl.column("valid_at").to_pylist(),
            tbl.column("invalid_at").to_pylist(),
            tbl.column("expired_at").to_pylist(),
            decoded(tbl.column("retired")),
        )
    )


def object_array(values: Sequence[Any]) -> np.ndarray[Any, np.dtype[np.object_]]:
    arr = np.empty(len(values), dtype=object)
    arr[:] = values
    return arr


def decoded(col: pa.ChunkedArray[Any], fn: Callable[[Any], Any] | None = None) -> list[Any]:
    """A low-cardinality column as a list in which equal values are one object
    (`fn`, if given, is applied once per distinct value, null included).
    A big column goes through Arrow's dictionary encoding (C++, a few times
    faster); a small one through plain dict lookups, because the encoding
    imports `pyarrow.compute`, which would cost more than the whole decode (a
    server's start)."""
    if len(col) >= _ARROW_DECODE_MIN:
        enc = col.combine_chunks().dictionary_encode(null_encoding="encode")
        uniq: list[Any] = enc.dictionary.to_pylist()
        if fn is not None:
            uniq = fn(uniq)
        out: list[Any] = object_array(uniq)[enc.indices.to_numpy()].tolist()
        return out
    values: list[Any] = col.to_pylist()
    distinct = dict.fromkeys(values)
    if fn is None:
        for v in distinct:
            distinct[v] = v
    else:
        distinct = dict(zip(distinct, fn(list(distinct)), strict=True))
    return list(map(distinct.__getitem__, values))


def expired_count(con: duckdb.DuckDBPyConnection) -> int:
    rows = con.execute("SELECT count(*) FROM edges WHERE expired_at IS NOT NULL").fetchall()
    return int(rows[0][0])
