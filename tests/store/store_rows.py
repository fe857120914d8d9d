"""What a store's tables hold, read back by SQL, next to what its index holds:
the comparisons the store tests make."""

from __future__ import annotations

import json

from semnet.graph.model import EdgeRec, new_id
from semnet.graph.store.edge_store import EdgeStore


def node() -> str:
    return f"node:{new_id()}"


def db_edges(store: EdgeStore, *, live: bool = True) -> dict[str, tuple[object, ...]]:
    """The edges of the store's table: the live ones (what the index holds),
    or all of them."""
    with store.connection() as con:
        rows = con.execute(
            "SELECT CAST(id AS VARCHAR), src_kind || ':' || src_ref, dst_kind || ':' || dst_ref, "
            "kind, origin, "
            "invalid_at, expired_at, retired, attrs FROM edges_flat"
            + (" WHERE expired_at IS NULL" if live else "")
        ).fetchall()
    return {r[0]: (r[1], r[2], r[3], r[4], r[5], r[6], r[7], json.loads(r[8])) for r in rows}


def row(r: EdgeRec) -> tuple[object, ...]:
    return (r.src, r.dst, r.kind, r.origin, r.invalid_at, r.expired_at, r.retired, r.attrs)


def idx_edges(store: EdgeStore) -> dict[str, tuple[object, ...]]:
    return {r.id: row(r) for r in store.index.by_id.values()}


def retired_edges(store: EdgeStore, ids: list[str]) -> dict[str, tuple[object, ...]]:
    """The edges no longer live, as the store reads them back when asked."""
    out = {}
    for eid in ids:
        rec = store.find_edge(eid)
        assert rec is not None, eid
        out[eid] = row(rec)
    return out


def index_names(store: EdgeStore) -> set[str]:
    with store.connection() as con:
        return {r[0] for r in con.execute("SELECT index_name FROM duckdb_indexes()").fetchall()}


def endpoint_rows(store: EdgeStore) -> list[tuple[int, str, str]]:
    with store.connection() as con:
        return [
            (int(c), str(k), str(r))
            for c, k, r in con.execute(
                "SELECT code, kind, ref FROM endpoints ORDER BY code"
            ).fetchall()
        ]
