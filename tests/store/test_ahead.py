"""A first run's nodes written ahead of its commit (`graph/store/ahead.py`):
the same rows as a commit writes, in the same one transaction, taken back
whole when the run fails before or during its commit."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import duckdb
import pytest
from semnet.graph.errors import StoreError
from semnet.graph.model import NodeRec
from semnet.graph.store import commit
from semnet.graph.store.edge_store import EdgeStore
from store_rows import index_names


def _nodes(n: int, start: int = 0) -> list[NodeRec]:
    return [NodeRec(id=f"n{start + i:05d}", kind="paragraph", uri="book/a.md", ord=i,
                    text=f"Paragraph {start + i}.") for i in range(n)]  # fmt: skip


def _rows(path: Path) -> dict[str, tuple[str, str]]:
    """Each node's text and attributes as a fresh connection reads them from disk."""
    con = duckdb.connect(str(path), read_only=True)
    try:
        got = con.execute("SELECT id, text, attrs FROM nodes").fetchall()
    finally:
        con.close()
    return {str(i): (t, a) for i, t, a in got}


@pytest.fixture(autouse=True)
def _small_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(commit, "NODE_CHUNK", 4)


def test_nodes_written_ahead_and_staged_again_arrive_as_last_staged(tmp_path: Path) -> None:
    path = tmp_path / "g.duckdb"
    s = EdgeStore(path)
    first = _nodes(10)
    with s.run("index") as r:
        r.put_nodes(first)
        assert s.write_nodes_ahead(r)
        # The run goes on: a node staged again (its problems found by the
        # lift), and nodes staged only now.
        r.put_nodes([replace(first[3], attrs={"problems": ["broken"]}), *_nodes(3, start=50)])
    s.close()
    rows = _rows(path)
    assert set(rows) == {n.id for n in first} | {f"n{50 + i:05d}" for i in range(3)}
    assert rows["n00003"] == ("Paragraph 3.", '{"problems": ["broken"]}')
    assert rows["n00004"] == ("Paragraph 4.", "{}")
    s = EdgeStore(path)
    assert len(s.nodes) == 13 and s.nodes["n00003"].attrs == {"problems": ["broken"]}
    assert set(commit.BULK_INDEXES) <= set(index_names(s))
    s.close()


def test_a_run_that_fails_after_writing_ahead_leaves_nothing(tmp_path: Path) -> None:
    path = tmp_path / "g.duckdb"
    s = EdgeStore(path)
    with pytest.raises(RuntimeError, match="the lift failed"), s.run("index") as r:
        r.put_nodes(_nodes(10))
        assert s.write_nodes_ahead(r)
        raise RuntimeError("the lift failed")
    assert _node_ids(s) == set() and s.nodes == {}
    assert set(commit.BULK_INDEXES) <= set(index_names(s))
    with s.connection() as con:
        assert con.execute("SELECT status FROM runs").fetchall() == [("failed",)]
    with s.run("index") as r:  # the store takes the next run
        r.put_nodes(_nodes(5))
    assert len(_node_ids(s)) == 5
    s.close()


def test_a_row_no_column_takes_fails_the_commit_and_takes_back_every_row(
    tmp_path: Path,
) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    bad = _nodes(10)
    bad[6] = replace(bad[6], attrs={"seen": {1, 2}})  # no JSON for a set: written ahead, fails
    with pytest.raises(StoreError, match="not JSON serializable"), s.run("index") as r:
        r.put_nodes(bad)
        assert s.write_nodes_ahead(r)
    assert _node_ids(s) == set() and s.nodes == {}
    with s.run("index") as r:
        r.put_nodes(_nodes(6))
    assert len(_node_ids(s)) == 6
    s.close()


def test_a_read_of_the_store_while_it_writes_ahead_waits_for_the_insert(
    tmp_path: Path,
) -> None:
    """One connection, one thread at a time: a question the run asks the
    store meanwhile (an edge no longer live, say) waits, then reads the run's
    own transaction, every row written ahead in it."""
    s = EdgeStore(tmp_path / "g.duckdb")
    with s.run("index") as r:
        r.put_nodes(_nodes(12))
        assert s.write_nodes_ahead(r)
        with s.connection() as con:
            assert con.execute("SELECT count(*) FROM nodes").fetchall() == [(12,)]
        assert s.find_edge("00000000-0000-7000-8000-000000000000") is None
    assert len(_node_ids(s)) == 12
    s.close()


def test_only_a_big_first_run_writes_ahead(tmp_path: Path) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    with s.run("small") as r:
        r.put_nodes(_nodes(3))  # less than a chunk
        assert not s.write_nodes_ahead(r)
    with s.run("second") as r:
        r.put_nodes(_nodes(10, start=100))  # the store holds nodes already
        assert not s.write_nodes_ahead(r)
    assert not s.write_nodes_ahead(r)  # outside its run
    assert len(_node_ids(s)) == 13
    s.close()


def _node_ids(s: EdgeStore) -> set[str]:
    with s.connection() as con:
        return {str(row[0]) for row in con.execute("SELECT id FROM nodes").fetchall()}
