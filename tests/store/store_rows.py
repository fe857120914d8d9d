"""What a store's tables hold, read back by SQL, next to what its index holds:
the comparisons the store tests make."""

from __future__ import annotations

import json

from semnet.graph.model import new_id
from semnet.graph.store.edge_store import EdgeStore


def node() -> str:
    return f"node:{new_id()}"


def db_edges(store: EdgeStore) -> dict[str, tuple[object, ...]]:
    with store.connection() as con:
        rows = con.execute(
            "SELECT CAST(id AS VARCHAR), src_kind || ':' || src_ref, dst_kind || ':' || dst_ref, "
            "kind, origin, "
            "invalid_at, expired_at, retired, attrs FROM edges_flat"
        ).fetchall()
    return {r[0]: (r[1], r[2], r[3], r[4], r[5], r[6], r[7], json.loads(r[8])) for r in rows}


def idx_edges(store: EdgeStore) -> dict[str, tuple[object, ...]]:
    return {
        r.id: (r.src, r.dst, r.kind, r.origin, r.invalid_at, r.expired_at, r.retired, r.attrs)
        for r in store.index.by_id.values()
    }


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
