"""The decisions journal's write path (`graph/store/journal.py`): which changes
are decisions, the records a run writes beside the store, in its transaction
boundary (a crash between the commit and the files is made good on the next
open), and reading the files back."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from semnet.graph.model import Edge, NodeRec, new_id
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.journal import Decision, Identity, journaled, parse


def ws_store(root: Path) -> EdgeStore:
    return EdgeStore(root / ".semnet" / "graph.duckdb")


def lines(root: Path, name: str) -> list[dict[str, object]]:
    path = root / ".semnet" / "decisions" / name
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


def seed(store: EdgeStore) -> tuple[str, str, str]:
    """Two paragraphs of facts/people.md and one of book/one.md."""
    ids = new_id(), new_id(), new_id()
    with store.run("index") as r:
        r.put_nodes([
            NodeRec(id=ids[0], kind="fact", uri="facts/people.md", ord=2, text="Born 1871.",
                    content_hash="h1", block_id="born"),
            NodeRec(id=ids[1], kind="fact", uri="facts/people.md", ord=3, text="Born 1874.",
                    content_hash="h2"),
            NodeRec(id=ids[2], kind="paragraph", uri="book/one.md", ord=1, text="A wire.",
                    content_hash="h3"),
        ])  # fmt: skip
    return tuple(f"node:{i}" for i in ids)  # type: ignore[return-value]


def test_which_changes_are_decisions(tmp_path: Path) -> None:
    store = ws_store(tmp_path)
    a, b, c = seed(store)
    with store.run("mixed") as r:
        rules = r.assert_edge(Edge(src=a, dst=b, kind="contradicts", origin="judged",
                                   attrs={"model": "rules-v1"}))  # fmt: skip
        llm = r.assert_edge(Edge(src=a, dst=c, kind="in_tension", origin="judged",
                                 reason="the wire", attrs={"model": "llm:x"}))  # fmt: skip
        r.assert_edge(Edge(src=c, dst=a, kind="links_to", origin="structural"))
        mine = r.assert_edge(Edge(src=b, dst=c, kind="qualifies", origin="authorial"))
    assert not journaled(rules) and journaled(llm) and journaled(mine)
    got = lines(tmp_path, "facts/people.md.jsonl")
    idents = [x for x in got if "node" in x]
    decisions = [x for x in got if "edge" in x]
    # identities first (by node id), then decisions (by id); each end of a decision
    assert [x["node"] for x in idents] == sorted([a[5:], b[5:]])
    assert {x["edge"] for x in decisions} == {llm.id, mine.id}
    assert {x["block"] for x in idents} == {"born", None}
    assert [x["node"] for x in lines(tmp_path, "book/one.md.jsonl")] == [c[5:]]
    # the rules judge's suggestion becomes a decision once triaged
    with store.run("promote") as r:
        r.promote(rules.id)
    with store.run("demote") as r:
        r.demote(rules.id)
    history = [x for x in lines(tmp_path, "facts/people.md.jsonl") if x.get("edge") == rules.id]
    assert [x["event"] for x in history] == ["promoted", "demoted"]
    assert history[1]["prev"] == [history[0]["id"]]  # decisions follow one another
    assert history[1]["state"]["origin"] == "judged"  # type: ignore[index]
    attrs = (tmp_path / ".semnet" / "decisions" / ".gitattributes").read_text(encoding="utf-8")
    assert "*.jsonl merge=union" in attrs
    store.close()


def test_a_store_elsewhere_keeps_no_journal_and_a_failed_run_writes_none(tmp_path: Path) -> None:
    plain = EdgeStore(tmp_path / "graph.duckdb")
    assert plain.journal is None
    plain.close()
    store = ws_store(tmp_path)
    a, b, _c = seed(store)
    try:
        with store.run("mine") as r:
            r.assert_edge(Edge(src=a, dst=b, kind="agrees", origin="authorial"))
            raise RuntimeError("interrupted")
    except RuntimeError:
        pass
    assert not (tmp_path / ".semnet" / "decisions" / "facts" / "people.md.jsonl").exists()
    store.close()


def test_a_crash_between_the_commit_and_the_files_is_made_good_on_open(tmp_path: Path) -> None:
    store = ws_store(tmp_path)
    a, b, _c = seed(store)
    with store.run("judge") as r:
        e = r.assert_edge(Edge(src=a, dst=b, kind="contradicts", origin="judged",
                               attrs={"model": "llm:x"}))  # fmt: skip
    store.close()
    before = lines(tmp_path, "facts/people.md.jsonl")
    # Another process promotes, and dies once the run committed, before the files.
    script = textwrap.dedent(f"""
        import os
        from semnet.graph.store.edge_store import EdgeStore
        from semnet.graph.store.journal import Journal
        def die(self, con):  # once there is something to write
            if con.execute("SELECT count(*) FROM journal WHERE NOT flushed").fetchall()[0][0]:
                os._exit(9)
            return 0
        Journal.flush = die
        s = EdgeStore({str(tmp_path / ".semnet" / "graph.duckdb")!r})
        with s.run("promote") as r:
            r.promote({e.id!r})
    """)
    got = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert got.returncode == 9, got.stderr
    assert lines(tmp_path, "facts/people.md.jsonl") == before  # the files missed it
    store = ws_store(tmp_path)  # the next open writes it
    assert store.edge(e.id).origin == "promoted"  # (the store had it)
    after = [x for x in lines(tmp_path, "facts/people.md.jsonl") if x.get("edge") == e.id]
    assert [x["event"] for x in after] == ["created", "promoted"]
    with store.connection() as con:
        assert con.execute("SELECT count(*) FROM journal WHERE NOT flushed").fetchone() == (0,)
    store.close()


def test_an_identity_follows_its_node_and_reading_skips_what_is_not_a_record(
    tmp_path: Path,
) -> None:
    store = ws_store(tmp_path)
    a, b, _c = seed(store)
    with store.run("mine") as r:
        r.assert_edge(Edge(src=a, dst=b, kind="agrees", origin="authorial"))
    with store.run("index") as r:  # the paragraph moves to another note
        r.put_nodes([NodeRec(id=b[5:], kind="fact", uri="facts/other.md", ord=1,
                             text="Born 1874.", content_hash="h2")])  # fmt: skip
    people = [x.get("node") for x in lines(tmp_path, "facts/people.md.jsonl") if "node" in x]
    other = [x.get("node") for x in lines(tmp_path, "facts/other.md.jsonl") if "node" in x]
    assert people == [a[5:]] and other == [b[5:]]
    # merge debris and a stray line: skipped, the stray one reported
    path = tmp_path / ".semnet" / "decisions" / "facts" / "people.md.jsonl"
    with path.open("a", encoding="utf-8") as fh:
        fh.write("<<<<<<< HEAD\n=======\n>>>>>>> theirs\nnot json\n")
    files = store.journal.read()  # type: ignore[union-attr]
    assert set(files.identities) == {a[5:], b[5:]}
    assert [d.state.kind for d in files.decisions if d.state] == ["agrees"]
    assert len(files.problems) == 1 and "people.md.jsonl" in files.problems[0]
    # a record reads back as it was written
    line = path.read_text(encoding="utf-8").splitlines()[-5]
    rec = parse(line)
    assert isinstance(rec, (Decision, Identity))
    assert rec.line() == line
    store.close()


def test_a_journal_file_that_is_a_symlink_or_a_fifo_is_not_read(tmp_path: Path) -> None:
    """The journal comes with a clone: a symlink out of it is not followed, a
    FIFO is not blocked on; each is a problem, and a run's records replace it."""
    import os

    store = ws_store(tmp_path)
    a, b, _c = seed(store)
    with store.run("mine") as r:
        r.assert_edge(Edge(src=a, dst=b, kind="agrees", origin="authorial"))
    folder = tmp_path / ".semnet" / "decisions"
    secret = tmp_path / "secret.txt"
    secret.write_text('{"not": "yours"}\n', encoding="utf-8")
    (folder / "stolen.jsonl").symlink_to(secret)
    os.mkfifo(folder / "pipe.jsonl")
    files = store.journal.read()  # type: ignore[union-attr]
    assert [d.state.kind for d in files.decisions if d.state] == ["agrees"]
    assert sorted(p.split(":")[0] for p in files.problems) == ["pipe.jsonl", "stolen.jsonl"]
    assert not any("yours" in p for p in files.problems)
    store.close()
