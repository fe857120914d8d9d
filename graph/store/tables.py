"""Arrow tables of edge, event and node rows for DuckDB's bulk writes, and the
column lists they match; not the SQL that writes them (`commit.py`).

Columns are built from the records a column at a time, without a Python loop
per row where the values are constant (a bulk batch's events)."""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter
from typing import Any

import numpy as np
import pyarrow as pa
from semnet.graph.model import EdgeRec, EventRec, NodeRec
from semnet.graph.store.attrs import EMPTY_ATTRS, dump_attrs
from semnet.graph.store.codes import EndpointCodes
from semnet.graph.store.rows import NODE_COLUMNS as NODE_COLUMNS  # (the order nodes_table keeps)

EDGE_COLUMNS = (
    "id, src, dst, kind, directed, weight, reason, origin, attrs, created_at, valid_at, "
    "invalid_at, expired_at, retired"
)

# A bulk batch: (id of its first event, its creation time, its records).
Batch = tuple[int, int, list[EdgeRec]]


def column(recs: Sequence[EdgeRec], name: str) -> list[Any]:
    return list(map(attrgetter(name), recs))


def edges_table(recs: Sequence[EdgeRec], codes: EndpointCodes) -> pa.Table:
    """Edge rows for DuckDB, ends as codes (new endpoints get theirs here)."""
    src, dst = end_codes(recs, codes)
    return edges_columns(column(recs, "id"), src, dst, recs)


def end_codes(
    recs: Sequence[EdgeRec], codes: EndpointCodes
) -> tuple[np.ndarray[Any, np.dtype[np.int32]], np.ndarray[Any, np.dtype[np.int32]]]:
    both = codes.codes_for(column(recs, "src") + column(recs, "dst"))
    return both[: len(recs)], both[len(recs) :]


def moved_table(recs: Sequence[EdgeRec], codes: EndpointCodes) -> pa.Table:
    """The new ends, as codes, of edges whose ends moved."""
    src, dst = end_codes(recs, codes)
    return pa.table(
        {
            "id": pa.array(column(recs, "id"), pa.string()),
            "src": pa.array(src),
            "dst": pa.array(dst),
        }
    )


def ids_table(ids: Sequence[str]) -> pa.Table:
    return pa.table({"id": pa.array(ids, pa.string())})


def edges_columns(
    ids: list[str],
    src: np.ndarray[Any, np.dtype[np.int32]],
    dst: np.ndarray[Any, np.dtype[np.int32]],
    recs: Sequence[EdgeRec],
    directed: np.ndarray[Any, np.dtype[np.bool_]] | None = None,
    created_at: np.ndarray[Any, np.dtype[np.int64]] | None = None,
) -> pa.Table:
    """The edge rows as Arrow columns; `directed` and `created_at`, when the
    caller has them as arrays already, are not read off the records again."""
    attrs = column(recs, "attrs")
    return pa.table(
        {
            "id": pa.array(ids, pa.string()),
            "src": pa.array(src),
            "dst": pa.array(dst),
            "kind": pa.array(column(recs, "kind"), pa.string()),
            "directed": pa.array(column(recs, "directed"), pa.bool_())
            if directed is None
            else pa.array(directed),
            "weight": pa.array(column(recs, "weight"), pa.float32()),
            "reason": pa.array(column(recs, "reason"), pa.string()),
            "origin": pa.array(column(recs, "origin"), pa.string()),
            "attrs": pa.array([dump_attrs(a) if a else EMPTY_ATTRS for a in attrs], pa.string()),
            "created_at": pa.array(column(recs, "created_at"), pa.int64())
            if created_at is None
            else pa.array(created_at),
            "valid_at": pa.array(column(recs, "valid_at"), pa.int64()),
            "invalid_at": pa.array(column(recs, "invalid_at"), pa.int64()),
            "expired_at": pa.array(column(recs, "expired_at"), pa.int64()),
            "retired": pa.array(column(recs, "retired"), pa.string()),
        }
    )


def events_table(
    events: Sequence[EventRec],
    bulk: Sequence[Batch],
    staged: dict[str, EdgeRec | None],
    run_id: str,
) -> pa.Table:
    """Events as one Arrow table: the single events as rows, each bulk batch of
    `created` events as columns (its constant fields built without a Python
    loop), less the edges `staged` says were deleted again inside the run."""
    parts = [
        pa.table(
            {
                "id": pa.array([e.id for e in events], pa.int64()),
                "edge_id": pa.array([e.edge_id for e in events], pa.string()),
                "run_id": pa.array([e.run_id for e in events], pa.string()),
                "event": pa.array([e.event for e in events], pa.string()),
                "invalid_at_before": pa.array([e.invalid_at_before for e in events], pa.int64()),
                "invalid_at_after": pa.array([e.invalid_at_after for e in events], pa.int64()),
                "caused_by_edge_id": pa.array([e.caused_by_edge_id for e in events], pa.string()),
                "created_at": pa.array([e.created_at for e in events], pa.int64()),
                "reverses": pa.array([e.reverses for e in events], pa.int64()),
            }
        )
    ]
    parts += [_created_events(first, at, recs, staged, run_id) for first, at, recs in bulk]
    return pa.concat_tables(parts) if len(parts) > 1 else parts[0]


def _created_events(
    first: int, at: int, recs: list[EdgeRec], staged: dict[str, EdgeRec | None], run_id: str
) -> pa.Table:
    """The `created` events of one bulk batch, numbered from `first`."""
    if any(staged.get(r.id) is None for r in recs):
        # some were deleted again inside the run
        pairs = [(first + i, r) for i, r in enumerate(recs) if staged.get(r.id) is not None]
        ids = pa.array([i for i, _ in pairs], pa.int64())
        recs = [r for _, r in pairs]
    else:
        ids = pa.array(np.arange(first, first + len(recs), dtype=np.int64), pa.int64())
    n = len(recs)
    return pa.table(
        {
            "id": ids,
            "edge_id": pa.array(column(recs, "id"), pa.string()),
            "run_id": pa.array(np.full(n, run_id, dtype=object), pa.string()),
            "event": pa.array(np.full(n, "created", dtype=object), pa.string()),
            "invalid_at_before": pa.nulls(n, pa.int64()),
            "invalid_at_after": pa.array(column(recs, "invalid_at"), pa.int64()),
            "caused_by_edge_id": pa.nulls(n, pa.string()),
            "created_at": pa.array(np.full(n, at, dtype=np.int64)),
            "reverses": pa.nulls(n, pa.int64()),
        }
    )


def nodes_table(nodes: Sequence[NodeRec]) -> pa.Table:
    """Node rows in the order of `NODE_COLUMNS`."""
    return pa.table(
        {
            "id": pa.array([n.id for n in nodes], pa.string()),
            "kind": pa.array([n.kind for n in nodes], pa.string()),
            "title": pa.array([n.title for n in nodes], pa.string()),
            "uri": pa.array([n.uri for n in nodes], pa.string()),
            "parent_id": pa.array([n.parent_id for n in nodes], pa.string()),
            "ord": pa.array([n.ord for n in nodes], pa.int32()),
            "start_line": pa.array([n.start_line for n in nodes], pa.int32()),
            "end_line": pa.array([n.end_line for n in nodes], pa.int32()),
            "content_hash": pa.array([n.content_hash for n in nodes], pa.string()),
            "text": pa.array([n.text for n in nodes], pa.string()),
            "lang": pa.array([n.lang for n in nodes], pa.string()),
            "block_id": pa.array([n.block_id for n in nodes], pa.string()),
            "attrs": pa.array([dump_attrs(n.attrs) for n in nodes], pa.string()),
        }
    )


class BulkBatch:
    """The bulk-created edges of a run as one Arrow table, each row with its
    edge's event id, so DuckDB writes the `created` events from the same table;
    and their ends as codes, for the index."""

    def __init__(self, batches: Sequence[Batch], codes: EndpointCodes) -> None:
        recs = batches[0][2] if len(batches) == 1 else [r for b in batches for r in b[2]]
        self.recs = recs
        self.n = len(recs)
        self.ids = column(recs, "id")
        self.src, self.dst = end_codes(recs, codes)
        self.directed = np.fromiter(map(attrgetter("directed"), recs), dtype=np.bool_, count=self.n)
        ev = np.concatenate(
            [np.arange(first, first + len(b), dtype=np.int64) for first, _, b in batches]
        )
        # `add_edges` gave each batch one creation time.
        created = np.concatenate([np.full(len(b), at, dtype=np.int64) for _, at, b in batches])
        self.table = edges_columns(
            self.ids, self.src, self.dst, recs, self.directed, created
        ).append_column("ev", pa.array(ev))
