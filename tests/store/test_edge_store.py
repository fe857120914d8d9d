"""Opening a store under its single-writer lock, runs that commit whole or not
at all, and the reads that need the database."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from semnet.graph.errors import StoreLockedError
from semnet.graph.model import Edge, make_rec
from semnet.graph.store.edge_store import EdgeStore
from store_rows import db_edges, endpoint_rows, idx_edges, node


def test_an_exception_mid_run_leaves_no_edge_and_no_event(store: EdgeStore) -> None:
    a, b = node(), node()
    with store.run("ok") as r:
        kept = r.assert_edge(Edge(src=a, dst=b, kind="links_to", origin="authorial"))
    with pytest.raises(RuntimeError), store.run("boom") as r:
        r.assert_edge(Edge(src=b, dst=a, kind="links_to", origin="authorial"))
        r.promote  # noqa: B018 - the run is half done here
        r.retract(kept.id)
        raise RuntimeError("disk full, say")
    assert set(store.index.by_id) == {kept.id}
    assert store.index.get(kept.id).expired_at is None  # type: ignore[union-attr]
    store.close()
    reopened = EdgeStore(store.path)
    assert set(reopened.index.by_id) == {kept.id}
    assert [e.event for e in reopened.history(kept.id)] == ["created"]
    failed = [r for r in reopened.runs() if r["status"] == "failed"]
    assert len(failed) == 1 and "disk full" in failed[0]["artifact"]["error"]
    with reopened.connection() as con:
        assert con.execute("SELECT count(*) FROM edge_events").fetchone() == (1,)
    reopened.close()


HOLDER = textwrap.dedent(
    """
    import sys, time
    from semnet.graph.store.edge_store import EdgeStore
    s = EdgeStore(sys.argv[1])
    print("ready", flush=True)
    time.sleep(30)
    """
)


def test_a_second_writer_gets_a_clear_error_naming_the_holder(tmp_path: Path) -> None:
    path = tmp_path / "g.duckdb"
    EdgeStore(path).close()
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdout=subprocess.PIPE,
                              text=True)  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        with pytest.raises(StoreLockedError) as exc:
            EdgeStore(path, lock_timeout=0.2)
        msg = str(exc.value)
        assert str(path) in msg and f"PID {holder.pid}" in msg and "held for writing" in msg
    finally:
        holder.kill()
        holder.wait()
    # once the holder is gone the store opens
    EdgeStore(path, lock_timeout=1).close()


def test_hold_writes_mode_lets_another_process_open_between_runs(tmp_path: Path) -> None:
    path = tmp_path / "g.duckdb"
    server = EdgeStore(path, hold="writes")
    a, b = node(), node()
    with server.run("server") as r:
        r.assert_edge(Edge(src=a, dst=b, kind="links_to", origin="authorial"))
    code = (
        "import sys; from semnet.graph.store.edge_store import EdgeStore; from semnet.graph.model import Edge\n"
        "s = EdgeStore(sys.argv[1], lock_timeout=5)\n"
        f"with s.run('cli') as r: r.assert_edge(Edge(src='{b}', dst='{a}', kind='links_to', "
        "origin='authorial'))\n"
        "print(len(s.index))\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True,
                          timeout=60)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "2"
    # the server notices the other writer on its next run
    with server.run("server again") as r:
        pass
    assert len(server.index) == 2
    assert server.refresh() is False


def test_run_events_include_child_runs_oldest_first(store: EdgeStore) -> None:
    a, b, c = node(), node(), node()
    with store.run("check") as parent:
        pass
    with store.run("index", parent_id=parent.id) as r1:
        e1 = r1.assert_edge(Edge(src=a, dst=b, kind="links_to", origin="structural"))
    with store.run("judge", parent_id=parent.id) as r2:
        e2 = r2.assert_edge(Edge(src=b, dst=c, kind="agrees", origin="judged"))
    assert [(e.edge_id, e.event) for e in store.run_events(parent.id)] == [
        (e1.id, "created"), (e2.id, "created"),
    ]  # fmt: skip


def test_an_interrupt_after_the_commit_leaves_views_and_codes_as_the_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = EdgeStore(tmp_path / "g.duckdb")
    a, b, c = node(), node(), node()
    with s.run("seed") as r:
        r.assert_edge(make_rec(a, "links_to", b, "authorial"))

    def interrupted(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(EdgeStore, "_follow", interrupted)
    with pytest.raises(KeyboardInterrupt), s.run("interrupted") as r:
        e = r.assert_edge(make_rec(b, "mentions", c, "structural"))
    monkeypatch.undo()
    # the run committed: the views were read again from the store
    assert idx_edges(s) == db_edges(s) and e.id in s.index.by_id
    assert [ref for _, _, ref in endpoint_rows(s)] == [x.partition(":")[2] for x in s.codes.text]
    with s.run("next") as r:  # new endpoints get fresh codes, not taken ones
        r.assert_edge(make_rec(c, "links_to", node(), "authorial"))
    assert len(endpoint_rows(s)) == len(s.codes) == 4
    s.close()
