"""Questions a store answers from DuckDB without loading its graph: a
read-only connection (which waits out a writer), whether the schema is
current, aggregate counts, the stamps and hashes of the indexed files and
the problems the index recorded.

A terminal question about one endpoint or about the whole store in numbers
needs none of the in-memory index: opening it read-only and asking SQL costs
a fraction of loading every node and edge (on a 250k-node vault, ~0.1 s
against ~2 s and ~450 MB)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from semnet.graph.errors import StoreError, StoreLockedError
from semnet.graph.model import NOTE_KINDS, NodeKind
from semnet.graph.store.engine import engine
from semnet.graph.store.migrations import INDEXES, SCHEMA_VERSION

if TYPE_CHECKING:
    import duckdb

# The node kinds that stand for a whole file (see `model.is_file_node`).
_FILE_KINDS = sorted({*NOTE_KINDS, NodeKind.BIBLIOGRAPHY})
# The file nodes, as `Catalog.files` has them: a note or a bibliography at
# order 0, not an entry of a bibliography.
FILE_NODES_WHERE = (
    "uri IS NOT NULL AND ord = 0 AND kind IN ({kinds}) "
    "AND NOT (kind = 'source' AND suffix(uri, '.bib'))"
).format(kinds=", ".join(f"'{k}'" for k in _FILE_KINDS))


def connect_read_only(path: Path, lock_timeout: float = 0.0) -> duckdb.DuckDBPyConnection:
    """A read-only connection; waits up to `lock_timeout` seconds while
    another process writes (it holds the file alone while it does)."""
    from semnet.graph.store.files import NotDuckDB, connect

    deadline = time.monotonic() + lock_timeout
    delay = 0.02
    while True:
        try:
            return connect(path, read_only=True)
        except NotDuckDB as exc:
            raise _not_a_store(path, str(exc)) from None
        except engine.IOException as exc:
            msg = str(exc)
            if "lock" not in msg.lower():
                if path.exists() and "permission" not in msg.lower():
                    raise _not_a_store(path, f"is damaged: {msg}") from None
                raise StoreError(f"cannot open the store {path}: {msg}") from None
            if time.monotonic() >= deadline:
                from semnet.graph.store.edge_store import holder_of  # (not a question's cost)

                raise StoreLockedError(str(path), holder_of(msg)) from None
            time.sleep(delay)
            delay = min(delay * 2, 0.25)
        except engine.Error as exc:
            raise StoreError(f"cannot open the store {path}: {exc}") from None


def _not_a_store(path: Path, why: str) -> StoreError:
    """As `EdgeStore` says it: what the file is, and how to rebuild the store."""
    return StoreError(
        f"not a semnet store: {path} {why}. Move it away (or delete it) and run "
        f"`semnet index {path.parent.parent}` to rebuild the store from the Markdown files "
        "(judgements and decisions kept only in the store are lost)"
    )


def is_current(con: duckdb.DuckDBPyConnection) -> bool:
    """Is the schema this semnet's, with every index in place (else only a
    writable open, which migrates and repairs, may read it)?"""
    try:
        top = con.execute("SELECT max(version) FROM _migrations").fetchall()[0]
        rows = con.execute("SELECT index_name FROM duckdb_indexes()").fetchall()
    except engine.Error:
        return False
    return top[0] == SCHEMA_VERSION and set(INDEXES) <= {str(r[0]) for r in rows}


def stats(con: duckdb.DuckDBPyConnection) -> dict[str, Any]:
    """`EdgeStore.stats()`, counted by DuckDB."""
    nodes_by_kind = dict(
        con.execute("SELECT kind, count(*) FROM nodes GROUP BY kind ORDER BY kind").fetchall()
    )
    live = con.execute(
        "SELECT kind, origin, count(*) FROM edges WHERE expired_at IS NULL GROUP BY kind, origin"
    ).fetchall()
    by_kind: dict[str, int] = {}
    by_origin: dict[str, int] = {}
    for kind, origin, n in live:
        by_kind[kind] = by_kind.get(kind, 0) + n
        by_origin[origin] = by_origin.get(origin, 0) + n
    row = con.execute("SELECT count(*) FROM edges WHERE expired_at IS NOT NULL").fetchall()[0]
    return {
        "nodes": sum(nodes_by_kind.values()),
        "nodesByKind": nodes_by_kind,
        "edges": sum(by_kind.values()),
        "edgesByKind": dict(sorted(by_kind.items())),
        "edgesByOrigin": dict(sorted(by_origin.items())),
        "expiredEdges": int(row[0]) if row else 0,
    }


FileState = tuple[str | None, tuple[int, int] | None]


def file_states(con: duckdb.DuckDBPyConnection) -> dict[str, FileState]:
    """Each indexed file's content hash and the (mtime_ns, size) it had when
    it was read, if recorded."""
    rows = con.execute(
        "SELECT uri, json_extract_string(attrs, '$.file_hash'), "
        f"json_extract_string(attrs, '$.stamp') FROM nodes WHERE {FILE_NODES_WHERE}"
    ).fetchall()
    out: dict[str, FileState] = {}
    for uri, fhash, stamp in rows:
        out[uri] = (fhash, _stamp(stamp))
    return out


def attachment_uris(con: duckdb.DuckDBPyConnection) -> set[str]:
    """The files the store holds as attachments (any file not Markdown or BibTeX)."""
    rows = con.execute("SELECT uri FROM nodes WHERE kind = 'attachment' AND uri IS NOT NULL")
    return {uri for (uri,) in rows.fetchall()}


def _stamp(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    try:
        got = json.loads(text)
        return (int(got[0]), int(got[1]))
    except (ValueError, TypeError, IndexError):
        return None


def problem_rows(con: duckdb.DuckDBPyConnection) -> list[tuple[str, str | None, dict[str, Any]]]:
    """(node id, node file, problem) of every problem the index recorded."""
    rows = con.execute(
        "SELECT id, uri, json_extract(attrs, '$.problems') FROM nodes "
        "WHERE json_exists(attrs, '$.problems')"
    ).fetchall()
    out = []
    for nid, uri, probs in rows:
        for p in json.loads(probs) if isinstance(probs, str) else probs or ():
            out.append((nid, uri, p))
    return out


def edge_ends(con: duckdb.DuckDBPyConnection, edge_ids: list[str]) -> list[str]:
    """The endpoints (refs) at either end of these edges (unknown ids: none)."""
    if not edge_ids:
        return []
    marks = ", ".join("TRY_CAST(? AS UUID)" for _ in edge_ids)
    rows = con.execute(f"SELECT src, dst FROM edges WHERE id IN ({marks})", edge_ids).fetchall()
    codes = sorted({c for r in rows for c in r})
    if not codes:
        return []
    marks = ", ".join("?" for _ in codes)
    refs = con.execute(
        f"SELECT kind || ':' || ref FROM endpoints WHERE code IN ({marks})", codes
    ).fetchall()
    return sorted(str(r[0]) for r in refs)
