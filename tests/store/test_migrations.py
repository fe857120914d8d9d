"""Stores from older semnets are migrated on open; one from a newer is refused;
lost indexes are built again."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest
from semnet.graph.errors import SchemaTooNewError
from semnet.graph.model import NodeRec, make_rec, new_id
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.migrations import SCHEMA_VERSION
from store_rows import index_names, node


def _v1_by_hand(path: Path) -> None:
    con = duckdb.connect(str(path))
    con.execute(
        "CREATE TABLE _migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
        "applied_at TIMESTAMP DEFAULT now())"
    )
    con.execute("INSERT INTO _migrations (version, name) VALUES (1, 'initial')")
    con.execute("CREATE TABLE nodes (id TEXT PRIMARY KEY, kind TEXT NOT NULL, title TEXT, "
                "uri TEXT, parent_id TEXT, ord INTEGER)")  # fmt: skip
    con.execute(
        "CREATE TABLE edges (id TEXT NOT NULL, src_kind TEXT NOT NULL, src_ref TEXT NOT NULL, "
        "dst_kind TEXT NOT NULL, dst_ref TEXT NOT NULL, kind TEXT NOT NULL, directed BOOLEAN NOT "
        "NULL, weight REAL NOT NULL, reason TEXT, origin TEXT NOT NULL, attrs JSON, created_at "
        "BIGINT NOT NULL, valid_at BIGINT, invalid_at BIGINT, expired_at BIGINT)"
    )
    con.execute("CREATE TABLE runs (id TEXT PRIMARY KEY, parent_id TEXT, kind TEXT NOT NULL, "
                "artifact JSON, started_at BIGINT NOT NULL, finished_at BIGINT, status TEXT NOT NULL)")  # fmt: skip
    con.execute("CREATE TABLE edge_events (id BIGINT NOT NULL, edge_id TEXT NOT NULL, run_id TEXT, "
                "event TEXT NOT NULL, invalid_at_before BIGINT, invalid_at_after BIGINT, "
                "caused_by_edge_id TEXT, created_at BIGINT NOT NULL)")  # fmt: skip
    con.execute("INSERT INTO nodes VALUES ('0193a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b', 'chapter', "
                "'Глава первая', 'book/ch1.md', NULL, 1)")  # fmt: skip
    con.execute(
        "INSERT INTO edges VALUES ('0193a1b2-c3d4-7e5f-8a6b-000000000001', 'node', "
        "'0193a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b', 'work', 'openalex:W1', 'cites', true, 1.0, "
        "'old reason', 'imported', '{}', 1700000000000000, NULL, NULL, NULL)"
    )
    con.execute("INSERT INTO runs VALUES ('0193a1b2-c3d4-7e5f-8a6b-00000000000f', NULL, 'index', "
                "'{}', 1700000000000000, 1700000000000001, 'committed')")  # fmt: skip
    con.execute("INSERT INTO edge_events VALUES (1, '0193a1b2-c3d4-7e5f-8a6b-000000000001', "
                "'0193a1b2-c3d4-7e5f-8a6b-00000000000f', 'created', NULL, NULL, NULL, "
                "1700000000000000)")  # fmt: skip
    con.close()


def test_a_v1_store_is_migrated_on_open_with_its_data_intact(tmp_path: Path) -> None:
    path = tmp_path / "old.duckdb"
    _v1_by_hand(path)
    s = EdgeStore(path)
    assert s.migrations_applied == [
        "manuscript_nodes", "dismissals_and_meta", "uuid_ids", "endpoint_codes",
        "event_reverses", "journal",
    ]  # fmt: skip
    assert s.nodes["0193a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b"].title == "Глава первая"
    e = s.edge("0193a1b2-c3d4-7e5f-8a6b-000000000001")
    assert (e.dst, e.reason, e.retired) == ("work:openalex:W1", "old reason", None)
    assert [x.event for x in s.history(e.id)] == ["created"]
    (ev,) = s.run_events("0193a1b2-c3d4-7e5f-8a6b-00000000000f")
    assert (ev.edge_id, ev.run_id) == (e.id, "0193a1b2-c3d4-7e5f-8a6b-00000000000f")
    # and it is writable at the new schema
    with s.run("after migration") as r:
        r.promote  # noqa: B018
        r.put_nodes([NodeRec(id=new_id(), kind="paragraph", text="x", content_hash="h")])
    s.close()
    con = duckdb.connect(str(path), read_only=True)
    assert con.execute("SELECT max(version) FROM _migrations").fetchone() == (SCHEMA_VERSION,)
    con.close()


def test_a_store_from_a_newer_semnet_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "new.duckdb"
    EdgeStore(path).close()
    con = duckdb.connect(str(path))
    con.execute("INSERT INTO _migrations (version, name) VALUES (99, 'from_the_future')")
    con.close()
    with pytest.raises(SchemaTooNewError) as exc:
        EdgeStore(path)
    assert "newer semnet" in str(exc.value) and "99" in str(exc.value)


def test_an_index_lost_between_a_bulk_commit_and_its_rebuild_is_built_on_open(
    tmp_path: Path,
) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    with s.run("r") as r:
        r.add_edges([make_rec(node(), "cites", "work:openalex:W2", "structural")])
    with s.connection() as con:  # what a kill after the commit leaves behind
        con.execute("DROP INDEX edges_dst")
        con.execute("DROP INDEX edge_events_edge")
    s.close()
    s = EdgeStore(tmp_path / "g.duckdb")
    assert sorted(s.indexes_rebuilt) == ["edge_events_edge", "edges_dst"]
    assert {"edges_dst", "edge_events_edge"} <= index_names(s)
    s.close()
