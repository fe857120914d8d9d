"""A bulk run's indexes are rebuilt even when they need more memory than the
store's cache may hold (`migrations.index_room`): under the cache limit alone
a store of a million edges kept neither its indexes nor, missing them, the
ability to open."""

from __future__ import annotations

from pathlib import Path

import pytest
from semnet.bench.graph import synthetic_graph
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.files import connect
from semnet.graph.store.migrations import BULK_INDEXES, index_room


def _indexes(path: Path) -> set[str]:
    con = connect(path, read_only=True)
    try:
        return {
            str(r[0]) for r in con.execute("SELECT index_name FROM duckdb_indexes()").fetchall()
        }
    finally:
        con.close()


def test_a_bulk_run_rebuilds_its_indexes_past_the_cache_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A cache far too small for the indexes of these edges (as 128 MB is for
    # two million): the build must not be held to it.
    monkeypatch.setenv("SEMNET_DUCKDB_MEMORY", "16MB")
    _, recs = synthetic_graph(20_000, seed=3)
    assert len(recs) >= EdgeStore.bulk_rebuild_min
    path = tmp_path / "g.duckdb"
    store = EdgeStore(path)
    try:
        with store.run("bulk") as run:
            run.add_edges(recs)
    finally:
        store.close()
    assert set(BULK_INDEXES) <= _indexes(path)


def test_the_limit_is_set_back_after_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SEMNET_DUCKDB_INDEX_MEMORY", "1GB; DROP TABLE x")  # not a size: 2GB
    con = connect(tmp_path / "x.duckdb", config={"memory_limit": "64MB"})
    try:
        before = con.execute("SELECT current_setting('memory_limit')").fetchall()[0][0]
        with index_room(con):
            during = con.execute("SELECT current_setting('memory_limit')").fetchall()[0][0]
        after = con.execute("SELECT current_setting('memory_limit')").fetchall()[0][0]
    finally:
        con.close()
    assert before == after != during
    assert "GiB" in str(during)  # 2GB, the default: the setting given is no size
