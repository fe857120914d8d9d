"""Where a stored block ends on its last line is derived from its text and
block id (`NodeRec.end_char`), not kept in its attributes: the ranges the
editor gets are those of the text on disk, and a paragraph with nothing else
to say has no attributes at all."""

from __future__ import annotations

from pathlib import Path

from semnet.graph.editor.located import locate_stored
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import NodeKind, NodeRec, block_end_char
from semnet.graph.store.edge_store import EdgeStore

TEXT = (
    "# Die Mühle\n"
    "\n"
    "Die Mühle von Sandau brannte 1911 ab.\n"
    "Sie wurde nie wieder aufgebaut. ^brand\n"
    "\n"
    "Ein kurzer Absatz.\n"
    "\n"
    "## Später 🌾\n"
)


def test_block_end_char_is_the_last_line_and_its_block_id() -> None:
    assert block_end_char("one line", None) == len("one line")
    assert block_end_char("first\nsecond!", None) == len("second!")
    assert block_end_char("first\nsecond", "b1") == len("second") + len(" ^b1")
    assert NodeRec(id="f", kind=NodeKind.CHAPTER).end_char == 0


def test_stored_blocks_end_where_their_text_ends_on_disk(tmp_path: Path) -> None:
    (tmp_path / "muehle.md").write_text(TEXT, encoding="utf-8")
    store = EdgeStore.for_workspace(tmp_path)
    try:
        Indexer(store, tmp_path).index_workspace()
        lines = TEXT.split("\n")
        blocks = sorted(
            (n for n in store.nodes.values() if n.text is not None), key=lambda n: n.ord
        )
        assert [n.kind for n in blocks] == [
            NodeKind.SUBCHAPTER, NodeKind.PARAGRAPH, NodeKind.PARAGRAPH, NodeKind.SUBCHAPTER
        ]  # fmt: skip
        assert all("end_char" not in n.attrs for n in store.nodes.values())
        para = blocks[1]
        loc = locate_stored(para)
        assert loc is not None
        assert (loc.start_line, loc.end_line) == (2, 3)
        # The block id is part of the range: it ends at the end of line 3.
        assert loc.end_char == len(lines[3])
        short = blocks[2]
        assert short.attrs == {}
        assert locate_stored(short).end_char == len(lines[5])  # type: ignore[union-attr]
    finally:
        store.close()
