"""Where a node is (`graph/editor/located.py`, the one home of node location):
files at their start, bibliography entries on their entry's line, blocks on
their lines; the query results' ranges and go-to-definition agree with it."""

from __future__ import annotations

from pathlib import Path

import pytest
from semnet.graph.editor.located import (
    Located,
    block_located,
    locate_stored,
    node_at_line,
    stays_put,
)
from semnet.graph.editor.navigation import NameIndex, WorkspaceView
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import NodeKind, NodeRec, node_ref
from semnet.graph.query.views import endpoint_info
from semnet.graph.store.edge_store import EdgeStore

BIB = """@book{first1900,
  author = {First, Ann},
  title = {One},
  year = {1900}
}

@article{second1910,
  author = {Second, Bob},
  title = {Two},
  year = {1910}
}

@book{third1920,
  title = {Three},
  year = {1920}
}
"""

CHAPTER = """---
title: Chapter
---

# Chapter

He read it twice @second1910[p. 2] and once more [@third1920, p. 9].
"""

SOURCE_NOTE = """---
title: A source note
type: source
key: note1930
---

Notes on a source.
"""


@pytest.fixture
def store(tmp_path: Path):
    root = tmp_path / "ws"
    (root / "book").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "refs.bib").write_text(BIB, encoding="utf-8")
    (root / "book" / "ch.md").write_text(CHAPTER, encoding="utf-8")
    (root / "sources" / "note.md").write_text(SOURCE_NOTE, encoding="utf-8")
    st = EdgeStore.for_workspace(root)
    Indexer(st, root).index_workspace()
    yield st
    st.close()


def _entry(store: EdgeStore, key: str) -> NodeRec:
    return next(n for n in store.nodes.values() if n.attrs.get("source_key") == key)


def test_a_bibliography_entry_is_on_its_entrys_line(store: EdgeStore) -> None:
    lines = BIB.split("\n")
    for key in ("first1900", "second1910", "third1920"):
        entry = _entry(store, key)
        assert entry.kind == NodeKind.SOURCE and entry.uri == "refs.bib"
        line = next(i for i, text in enumerate(lines) if f"{{{key}," in text)
        assert locate_stored(entry) == Located("refs.bib", line, 0, line, 0)
        assert stays_put(entry)
    assert locate_stored(_entry(store, "second1910")).start_line == 6


def test_a_source_note_a_file_and_a_bibliography_are_their_files_start(store: EdgeStore) -> None:
    note = _entry(store, "note1930")
    assert note.kind == NodeKind.SOURCE and note.uri == "sources/note.md"
    assert locate_stored(note) == Located("sources/note.md", 0, 0, 0, 0)
    bib = next(n for n in store.nodes.values() if n.kind == NodeKind.BIBLIOGRAPHY)
    assert locate_stored(bib) == Located("refs.bib", 0, 0, 0, 0)
    chapter = next(n for n in store.nodes.values() if n.kind == NodeKind.CHAPTER)
    assert locate_stored(chapter) == Located("book/ch.md", 0, 0, 0, 0)


def test_blocks_are_on_their_lines(store: EdgeStore) -> None:
    nodes = [n for n in store.nodes.values() if n.uri == "book/ch.md"]
    heading = next(n for n in nodes if n.kind == NodeKind.SUBCHAPTER)
    para = next(n for n in nodes if n.kind == NodeKind.PARAGRAPH)
    assert locate_stored(heading) == Located("book/ch.md", 4, 0, 5, 0)
    text = CHAPTER.split("\n")[6]
    got = locate_stored(para)
    assert got == Located("book/ch.md", 6, 0, 6, len(text))
    assert got is not None and got.end_text == text
    # The inverse: the most specific node at a line.
    assert node_at_line(nodes, 6) is para
    assert node_at_line(nodes, 4) is heading
    assert node_at_line(nodes, 1) is not None and node_at_line(nodes, 1).kind == NodeKind.CHAPTER


def test_block_located_frames_headings_and_paragraphs() -> None:
    assert block_located("a.md", 3, 4, heading=True) == Located("a.md", 3, 0, 4, 0)
    para = block_located("a.md", 5, 7, heading=False, end_char=4, text="one\ntwo!")
    assert para == Located("a.md", 5, 0, 6, 4) and para.end_text == "two!"


def test_the_query_range_of_an_entry_is_its_line(store: EdgeStore) -> None:
    entry = _entry(store, "second1910")
    info = endpoint_info(node_ref(entry.id), store.nodes)
    assert info.uri == "refs.bib" and info.range is not None
    assert (info.range.start.line, info.range.end.line) == (6, 6)


def test_go_to_definition_on_a_key_lands_on_its_entry(store: EdgeStore) -> None:
    view = WorkspaceView(store, NameIndex(store))
    line = CHAPTER.split("\n")[6]
    for key, entry_line in (("second1910", 6), ("third1920", 12)):
        t = view.target_at("book/ch.md", 6, line.index(key) + 2)
        assert t is not None and t.kind == "citation" and t.named == key
        assert t.node is not None
        loc = view.locate(t.node.id)
        assert loc == Located("refs.bib", entry_line, 0, entry_line, 0)
