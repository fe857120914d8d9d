"""Schema migrations: named, ordered, each applied in its own transaction.

`_migrations` records what has been applied. A store whose `_migrations`
names a version this code does not know was written by a newer semnet and is
refused; an older one is brought up to date on open.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from semnet.graph.errors import SchemaTooNewError, StoreError

if TYPE_CHECKING:
    import duckdb


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    apply: Callable[[duckdb.DuckDBPyConnection], None]


def _v1_initial(con: duckdb.DuckDBPyConnection) -> None:
    con.execute(
        """
        CREATE TABLE nodes (
            id TEXT PRIMARY KEY,
            kind TEXT NOT NULL,
            title TEXT,
            uri TEXT,
            parent_id TEXT,
            ord INTEGER
        )
        """
    )
    con.execute(
        """
        CREATE TABLE edges (
            id TEXT NOT NULL,
            src_kind TEXT NOT NULL,
            src_ref TEXT NOT NULL,
            dst_kind TEXT NOT NULL,
            dst_ref TEXT NOT NULL,
            kind TEXT NOT NULL,
            directed BOOLEAN NOT NULL,
            weight REAL NOT NULL,
            reason TEXT,
            origin TEXT NOT NULL,
            attrs JSON,
            created_at BIGINT NOT NULL,
            valid_at BIGINT,
            invalid_at BIGINT,
            expired_at BIGINT
        )
        """
    )
    con.execute("CREATE INDEX edges_src ON edges(src_kind, src_ref)")
    con.execute("CREATE INDEX edges_dst ON edges(dst_kind, dst_ref)")
    con.execute("CREATE INDEX edges_kind ON edges(kind)")
    con.execute(
        """
        CREATE TABLE runs (
            id TEXT PRIMARY KEY,
            parent_id TEXT,
            kind TEXT NOT NULL,
            artifact JSON,
            started_at BIGINT NOT NULL,
            finished_at BIGINT,
            status TEXT NOT NULL
        )
        """
    )
    con.execute(
        """
        CREATE TABLE edge_events (
            id BIGINT NOT NULL,
            edge_id TEXT NOT NULL,
            run_id TEXT,
            event TEXT NOT NULL,
            invalid_at_before BIGINT,
            invalid_at_after BIGINT,
            caused_by_edge_id TEXT,
            created_at BIGINT NOT NULL
        )
        """
    )
    con.execute("CREATE INDEX edge_events_edge ON edge_events(edge_id)")
    con.execute("CREATE INDEX edge_events_run ON edge_events(run_id)")


def _v2_manuscript_nodes(con: duckdb.DuckDBPyConnection) -> None:
    """What the manuscript model needs of a node, and why an edge was retired."""
    for column, sql_type in (
        ("start_line", "INTEGER"),
        ("end_line", "INTEGER"),
        ("content_hash", "TEXT"),
        ("text", "TEXT"),
        ("lang", "TEXT"),
        ("block_id", "TEXT"),
        ("attrs", "JSON"),
    ):
        con.execute(f"ALTER TABLE nodes ADD COLUMN {column} {sql_type}")
    con.execute("ALTER TABLE edges ADD COLUMN retired TEXT")
    con.execute("CREATE INDEX nodes_uri ON nodes(uri)")


def _v3_dismissals_and_meta(con: duckdb.DuckDBPyConnection) -> None:
    """Content-keyed dismissals survive re-anchoring and restarts; `store_meta`
    carries the write generation that tells a reader its index is stale."""
    con.execute(
        """
        CREATE TABLE dismissals (
            pair_key TEXT NOT NULL,
            kind TEXT NOT NULL,
            edge_id TEXT,
            run_id TEXT,
            created_at BIGINT NOT NULL
        )
        """
    )
    con.execute("CREATE TABLE store_meta (key TEXT PRIMARY KEY, value TEXT)")
    con.execute("INSERT INTO store_meta VALUES ('generation', '0')")


def _v4_uuid_ids(con: duckdb.DuckDBPyConnection) -> None:
    """Edge and run ids in the edge tables as DuckDB UUIDs (16 bytes, not 36
    characters): smaller files and indexes, faster bulk writes. DuckDB cannot
    change a column's type under an index, so both tables are copied."""
    con.execute(
        """
        CREATE TABLE edges_v4 (
            id UUID NOT NULL,
            src_kind TEXT NOT NULL,
            src_ref TEXT NOT NULL,
            dst_kind TEXT NOT NULL,
            dst_ref TEXT NOT NULL,
            kind TEXT NOT NULL,
            directed BOOLEAN NOT NULL,
            weight REAL NOT NULL,
            reason TEXT,
            origin TEXT NOT NULL,
            attrs JSON,
            created_at BIGINT NOT NULL,
            valid_at BIGINT,
            invalid_at BIGINT,
            expired_at BIGINT,
            retired TEXT
        )
        """
    )
    con.execute(
        "INSERT INTO edges_v4 SELECT CAST(id AS UUID), src_kind, src_ref, dst_kind, dst_ref, "
        "kind, directed, weight, reason, origin, attrs, created_at, valid_at, invalid_at, "
        "expired_at, retired FROM edges ORDER BY id"
    )
    con.execute(
        """
        CREATE TABLE edge_events_v4 (
            id BIGINT NOT NULL,
            edge_id UUID NOT NULL,
            run_id UUID,
            event TEXT NOT NULL,
            invalid_at_before BIGINT,
            invalid_at_after BIGINT,
            caused_by_edge_id UUID,
            created_at BIGINT NOT NULL
        )
        """
    )
    con.execute(
        "INSERT INTO edge_events_v4 SELECT id, CAST(edge_id AS UUID), CAST(run_id AS UUID), "
        "event, invalid_at_before, invalid_at_after, CAST(caused_by_edge_id AS UUID), "
        "created_at FROM edge_events ORDER BY id"
    )
    con.execute("DROP TABLE edges")
    con.execute("DROP TABLE edge_events")
    con.execute("ALTER TABLE edges_v4 RENAME TO edges")
    con.execute("ALTER TABLE edge_events_v4 RENAME TO edge_events")
    con.execute("CREATE INDEX edges_src ON edges(src_kind, src_ref)")
    con.execute("CREATE INDEX edges_dst ON edges(dst_kind, dst_ref)")
    con.execute("CREATE INDEX edges_kind ON edges(kind)")
    con.execute("CREATE INDEX edge_events_edge ON edge_events(edge_id)")
    con.execute("CREATE INDEX edge_events_run ON edge_events(run_id)")


def _v5_endpoint_codes(con: duckdb.DuckDBPyConnection) -> None:
    """Each endpoint's address stored once, in `endpoints`; an edge names its
    ends by integer code. DuckDB never answers a lookup from a two-column
    index, so `(src_kind, src_ref)` was upkeep without a reader; an index on
    one integer column is cheap to build and serves `WHERE src = ?`. The
    RFC's flat shape stays readable as the view `edges_flat`."""
    con.execute(
        """
        CREATE TABLE endpoints (
            code INTEGER PRIMARY KEY,
            kind TEXT NOT NULL,
            ref TEXT NOT NULL
        )
        """
    )
    con.execute(
        "INSERT INTO endpoints SELECT CAST(row_number() OVER (ORDER BY kind, ref) - 1 AS INTEGER), "
        "kind, ref FROM (SELECT src_kind AS kind, src_ref AS ref FROM edges "
        "UNION SELECT dst_kind, dst_ref FROM edges)"
    )
    con.execute(
        """
        CREATE TABLE edges_v5 (
            id UUID NOT NULL,
            src INTEGER NOT NULL,
            dst INTEGER NOT NULL,
            kind TEXT NOT NULL,
            directed BOOLEAN NOT NULL,
            weight REAL NOT NULL,
            reason TEXT,
            origin TEXT NOT NULL,
            attrs JSON,
            created_at BIGINT NOT NULL,
            valid_at BIGINT,
            invalid_at BIGINT,
            expired_at BIGINT,
            retired TEXT
        )
        """
    )
    con.execute(
        "INSERT INTO edges_v5 SELECT e.id, s.code, d.code, e.kind, e.directed, e.weight, "
        "e.reason, e.origin, e.attrs, e.created_at, e.valid_at, e.invalid_at, e.expired_at, "
        "e.retired FROM edges e "
        "JOIN endpoints s ON s.kind = e.src_kind AND s.ref = e.src_ref "
        "JOIN endpoints d ON d.kind = e.dst_kind AND d.ref = e.dst_ref ORDER BY e.id"
    )
    con.execute("DROP TABLE edges")
    con.execute("ALTER TABLE edges_v5 RENAME TO edges")
    con.execute("CREATE INDEX edges_src ON edges(src)")
    con.execute("CREATE INDEX edges_dst ON edges(dst)")
    con.execute("CREATE INDEX edges_kind ON edges(kind)")
    con.execute("CREATE INDEX endpoints_ref ON endpoints(ref)")
    con.execute(
        """
        CREATE VIEW edges_flat AS
        SELECT e.id, s.kind AS src_kind, s.ref AS src_ref, d.kind AS dst_kind,
               d.ref AS dst_ref, e.kind, e.directed, e.weight, e.reason, e.origin, e.attrs,
               e.created_at, e.valid_at, e.invalid_at, e.expired_at, e.retired
        FROM edges e JOIN endpoints s ON s.code = e.src JOIN endpoints d ON d.code = e.dst
        """
    )


def _v6_event_reverses(con: duckdb.DuckDBPyConnection) -> None:
    """An undo writes events that point at the events they reverse (and so
    at the run they undo): `edge_events.reverses`, NULL for every other event."""
    con.execute("ALTER TABLE edge_events ADD COLUMN reverses BIGINT")


def _v7_journal(con: duckdb.DuckDBPyConnection) -> None:
    """The decisions journal's records (`journal.py`): those this store wrote
    or read, and, until written into their files (`flushed`), its outbox."""
    con.execute(
        """
        CREATE TABLE journal (
            id TEXT PRIMARY KEY,
            kind TEXT NOT NULL,
            target TEXT NOT NULL,
            prev TEXT,
            file TEXT NOT NULL,
            line TEXT,
            made_at BIGINT NOT NULL,
            flushed BOOLEAN NOT NULL
        )
        """
    )


def _v8_judged_facts(con: duckdb.DuckDBPyConnection) -> None:
    """What the offline judge last judged of each fact (`judged.py`): the
    fact's content key and the names signature it resolved subjects by, so
    that a new process does not judge unchanged facts again."""
    con.execute(
        """
        CREATE TABLE judged_facts (
            fact TEXT PRIMARY KEY,
            content TEXT NOT NULL,
            names TEXT NOT NULL
        )
        """
    )


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "initial", _v1_initial),
    Migration(2, "manuscript_nodes", _v2_manuscript_nodes),
    Migration(3, "dismissals_and_meta", _v3_dismissals_and_meta),
    Migration(4, "uuid_ids", _v4_uuid_ids),
    Migration(5, "endpoint_codes", _v5_endpoint_codes),
    Migration(6, "event_reverses", _v6_event_reverses),
    Migration(7, "journal", _v7_journal),
    Migration(8, "judged_facts", _v8_judged_facts),
)
SCHEMA_VERSION = MIGRATIONS[-1].version

# The secondary indexes of the current schema, by name. A bulk run may drop
# them and build them again after its commit (see `EdgeStore`), so an open
# checks for them too (`ensure_indexes`). Each is on one column: DuckDB
# answers a point lookup from a single-column index only.
INDEXES: dict[str, str] = {
    "edges_src": "edges(src)",
    "edges_dst": "edges(dst)",
    "edges_kind": "edges(kind)",
    "edge_events_edge": "edge_events(edge_id)",
    "edge_events_run": "edge_events(run_id)",
    "endpoints_ref": "endpoints(ref)",
    "nodes_uri": "nodes(uri)",
}
# The ones a bulk run rebuilds (the edge and event tables it fills).
BULK_INDEXES = ("edges_src", "edges_dst", "edges_kind", "edge_events_edge", "edge_events_run")


def applied_versions(con: duckdb.DuckDBPyConnection) -> dict[int, str]:
    con.execute(
        "CREATE TABLE IF NOT EXISTS _migrations ("
        "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMP DEFAULT now())"
    )
    rows = con.execute("SELECT version, name FROM _migrations ORDER BY version").fetchall()
    return {int(v): str(n) for v, n in rows}


def migrate(con: duckdb.DuckDBPyConnection, path: str) -> list[str]:
    """Bring the store to `SCHEMA_VERSION`; return the names applied."""
    done = applied_versions(con)
    known = {m.version: m.name for m in MIGRATIONS}
    newer = sorted(v for v in done if v not in known or known[v] != done[v])
    if newer or (done and max(done) > SCHEMA_VERSION):
        top = max(done)
        raise SchemaTooNewError(
            f"{path} was written by a newer semnet (schema version {top}, "
            f"migration {done[top]!r}); this semnet knows schema versions up to "
            f"{SCHEMA_VERSION}. Upgrade semnet to open it."
        )
    applied: list[str] = []
    for m in MIGRATIONS:
        if m.version in done:
            continue
        con.execute("BEGIN TRANSACTION")
        try:
            m.apply(con)
            con.execute(
                "INSERT INTO _migrations (version, name) VALUES (?, ?)", [m.version, m.name]
            )
            con.execute("COMMIT")
        except Exception as exc:
            con.execute("ROLLBACK")
            raise StoreError(f"{path}: migration {m.version} ({m.name}) failed: {exc}") from exc
        applied.append(m.name)
    return applied


# A DuckDB size ("2GB", "512 MiB"): what `index_room` may set.
_SIZE_RE = re.compile(r"^\s*\d+(?:\.\d+)?\s*(?:[KMGT]i?B|B)?\s*$", re.IGNORECASE)


@contextmanager
def index_room(con: duckdb.DuckDBPyConnection) -> Iterator[None]:
    """Room for DuckDB to build indexes: it builds an index in memory,
    whatever the store's cache limit (`edge_store.duckdb_config`, 128 MB),
    and a store of a million edges could neither rebuild its indexes after a
    bulk run nor, missing them, open. For the build the limit is
    `SEMNET_DUCKDB_INDEX_MEMORY` (a DuckDB size; default 2 GB), then what it
    was."""
    roomy = os.environ.get("SEMNET_DUCKDB_INDEX_MEMORY", "").strip() or "2GB"
    if not _SIZE_RE.match(roomy):
        roomy = "2GB"
    old = con.execute("SELECT current_setting('memory_limit')").fetchall()[0][0]
    con.execute(f"SET memory_limit = '{roomy}'")
    try:
        yield
    finally:
        if str(old).strip():
            con.execute(f"SET memory_limit = '{old}'")


def ensure_indexes(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Create any index of `INDEXES` that is missing (a bulk run that died
    between its commit and its index build); return the names created."""
    have = {str(r[0]) for r in con.execute("SELECT index_name FROM duckdb_indexes()").fetchall()}
    missing = [name for name in INDEXES if name not in have]
    if missing:
        with index_room(con):
            con.execute("BEGIN TRANSACTION")
            try:
                for name in missing:
                    con.execute(f"CREATE INDEX {name} ON {INDEXES[name]}")
                con.execute("COMMIT")
            except Exception:
                con.execute("ROLLBACK")
                raise
    return missing
