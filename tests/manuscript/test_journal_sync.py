"""Reading the decisions journal back (`graph/manuscript/journal_sync.py`): a
store rebuilt from the Markdown and the journal gives the paragraphs the ids
its decisions name; another store matches the journal's ids to its own
paragraphs (by content, and by similarity once a text changed); a decision
about a paragraph that is gone is reported, not guessed."""

from __future__ import annotations

import shutil
from pathlib import Path

from judge_helpers import write
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import Edge
from semnet.graph.store.edge_store import EdgeStore

NOTE = """# Anna

Anna Karlovna was born in 1871 in Riga, the daughter of a clockmaker.

She moved to Saint Petersburg in 1890 and worked as a translator.

The Okhrana file gives 1874 for her birth, and Reval for the place.
"""


def index(root: Path) -> tuple[EdgeStore, object]:
    store = EdgeStore.for_workspace(root)
    summary = Indexer(store, root).index_workspace()
    return store, summary


def node_of(store: EdgeStore, words: str) -> str:
    (n,) = [n for n in store.nodes.values() if n.text and words in n.text]
    return n.id


def decide(store: EdgeStore) -> tuple[str, str]:
    """An authorial tension between two paragraphs, and a dismissed suggestion."""
    born, okhrana = node_of(store, "1871"), node_of(store, "Okhrana")
    moved = node_of(store, "translator")
    with store.run("mine") as run:
        mine = run.assert_edge(
            Edge(
                src=f"node:{born}",
                dst=f"node:{okhrana}",
                kind="in_tension",
                origin="authorial",
                reason="two years",
            )
        )
        j = run.assert_edge(Edge(src=f"node:{moved}", dst=f"node:{okhrana}", kind="agrees",
                                 origin="judged", attrs={"model": "llm:x"}))  # fmt: skip
    with store.run("dismiss") as run:
        run.dismiss(j.id)
    return mine.id, j.id


def test_a_rebuilt_store_gives_the_paragraphs_their_ids_back(tmp_path: Path) -> None:
    write(tmp_path, {"people/anna.md": NOTE})
    store, _ = index(tmp_path)
    mine, dismissed = decide(store)
    born = node_of(store, "1871")
    # the writer edits the paragraph after the decision: its identity follows
    write(tmp_path, {"people/anna.md": NOTE.replace("clockmaker", "watchmaker")})
    Indexer(store, tmp_path).index_workspace()
    assert node_of(store, "watchmaker") == born
    store.close()
    for p in (tmp_path / ".semnet").glob("graph.duckdb*"):
        p.unlink()
    store, summary = index(tmp_path)
    assert node_of(store, "watchmaker") == born  # the id the decisions name
    e = store.edge(mine)
    assert (e.origin, e.reason, e.src == f"node:{born}") == ("authorial", "two years", True)
    d = store.edge(dismissed)
    assert d.retired == "dismissed"
    assert store.is_dismissed(d.src, d.dst, "agrees")  # its pair of texts is remembered
    journal = summary.journal  # type: ignore[attr-defined]
    assert (journal.adopted, journal.orphans, journal.conflicts) == (3, [], [])
    store.close()


def test_another_store_matches_the_journal_to_its_own_paragraphs(tmp_path: Path) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    write(one, {"people/anna.md": NOTE})
    write(two, {"people/anna.md": NOTE.replace("translator", "translator of Tolstoy")})
    s1, _ = index(one)
    mine, _ = decide(s1)
    s1.close()
    s2, _ = index(two)  # its own ids for the same paragraphs
    born2, okhrana2 = node_of(s2, "1871"), node_of(s2, "Okhrana")
    moved2 = node_of(s2, "Tolstoy")
    assert born2 != node_of(EdgeStore.for_workspace(one), "1871")
    s2.close()
    # the first writer's decisions arrive (a pull): same texts, one reworded
    shutil.copytree(one / ".semnet" / "decisions", two / ".semnet" / "decisions")
    s2, summary = index(two)
    journal = summary.journal  # type: ignore[attr-defined]
    assert journal.adopted == 3 and journal.orphans == []
    e = s2.edge(mine)  # exact content: matched by hash
    assert {e.src, e.dst} == {f"node:{born2}", f"node:{okhrana2}"}
    # (dismissed: no longer live, so the store has it, not the live index)
    assert not [r for r in s2.index.by_id.values() if r.kind == "agrees"]
    (agrees,) = [r for r in s2.edges_ever_at(f"node:{okhrana2}") if r.kind == "agrees"]
    assert {agrees.src, agrees.dst} == {f"node:{moved2}", f"node:{okhrana2}"}  # by similarity
    assert agrees.retired == "dismissed"
    # read again: nothing new to adopt
    again = Indexer(s2, two).index_workspace().journal
    assert again is not None and (again.adopted, again.run_id) == (0, None)
    s2.close()


def test_a_decision_about_a_paragraph_that_is_gone_is_reported(tmp_path: Path) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    write(one, {"people/anna.md": NOTE})
    s1, _ = index(one)
    mine, _ = decide(s1)
    s1.close()
    write(two, {"people/anna.md": "# Anna\n\nSomething else entirely, about the sea.\n"})
    shutil.copytree(one / ".semnet" / "decisions", two / ".semnet" / "decisions")
    s2, summary = index(two)
    journal = summary.journal  # type: ignore[attr-defined]
    assert len(journal.orphans) == 2  # the two ends of the writer's tension
    assert mine not in s2.index
    s2.close()
