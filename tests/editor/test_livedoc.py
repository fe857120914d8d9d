"""The live view: incremental re-parsing gives what a whole parse gives."""

from __future__ import annotations

import random

import pytest
from seeded import FIXTURE
from semnet.bench.fixture import generate_fixture
from semnet.graph.editor.livedoc import LiveDoc
from semnet.graph.editor.located import split_lines
from semnet.graph.editor.navigation import WorkspaceView


def shape(doc: LiveDoc) -> tuple[object, ...]:
    blocks = [
        (b.kind, b.start_line, b.end_line, b.text, b.block_id, b.slug, b.attrs) for b in doc.blocks
    ]
    probs = sorted((p["line"], p["start"], p["code"]) for p in doc.parse_problems)
    return blocks, probs


EDITS = [
    "type",
    "newline",
    "blank",
    "delete",
    "join",
    "list",
    "link",
    "indent",
    "heading",
    "para",
    "fence",
    "fm",
    "ref",
]


def apply(lines: list[str], op: str, i: int) -> None:
    if op == "type":
        lines[i] = (
            lines[i][: len(lines[i]) // 2] + " word [[Foo]] " + lines[i][len(lines[i]) // 2 :]
        )
    elif op == "newline":
        lines.insert(i, "new line text")
    elif op == "blank":
        lines.insert(i, "")
    elif op == "delete" or (op == "join" and lines[i] == ""):
        del lines[i]
    elif op == "list":
        lines[i:i] = ["", "- item one", "- item two", "", "  continued", ""]
    elif op == "link":
        lines[i] += " [bad](nowhere.md) [[x|"
    elif op == "indent":
        lines[i] = "    " + lines[i]
    elif op == "heading":
        lines.insert(i, "## A heading")
    elif op == "para":
        lines[i:i] = ["", "A brand new paragraph @key[p. 3].", ""]
    elif op == "fence":
        lines[i:i] = ["```", "", "code", "```"]
    elif op == "fm" and i < 3:
        lines[0:0] = ["---", "title: T", "---"]
    elif op == "ref":  # a reference link, and its definition far below
        lines[i:i] = ["", "See [the other one][r] here.", ""]
        lines += ["", "[r]: other.md"]


@pytest.fixture(scope="module")
def chapters(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    root = tmp_path_factory.mktemp("fx")
    generate_fixture(root, books=1, chapters=6, paragraphs=60, languages=("en", "ru", "de"), seed=5)
    texts = [p.read_text(encoding="utf-8") for p in sorted(root.rglob("*.md"))][:12]
    texts += [p.read_text(encoding="utf-8") for p in sorted(FIXTURE.rglob("*.md"))]
    return texts


def test_incremental_matches_a_whole_parse(chapters: list[str]) -> None:
    rng = random.Random(11)
    kinds: dict[str, int] = {}
    for text in chapters:
        doc = LiveDoc.from_text("x/y.md", text)
        for _ in range(30):
            lines = text.split("\n")
            apply(lines, rng.choice(EDITS), rng.randrange(len(lines)))
            text = "\n".join(lines)
            kind = doc.update(text)
            kinds[kind] = kinds.get(kind, 0) + 1
            assert shape(doc) == shape(LiveDoc.from_text("x/y.md", text)), kind
            assert doc.lines == split_lines(text)
    # Most changes were applied in part (the rest is the sound fallback).
    assert kinds["incremental"] > 50 and kinds["full"] > 0


def test_unchanged_blocks_keep_their_ids_and_new_ones_have_none(
    view: WorkspaceView, seeded
) -> None:
    rel = "book/one.md"
    text = seeded.text(rel)
    doc = LiveDoc.from_store(rel, text, view.name_index.catalog.by_uri[rel].values())
    before = {b.start_line: b.node_id for b in doc.blocks}
    lines = text.split("\n")
    lines[6:6] = ["Inserted paragraph.", ""]
    assert doc.update("\n".join(lines), view.names) == "incremental"
    by_line = {b.start_line: b.node_id for b in doc.blocks}
    assert by_line[6] is None  # new, not stored yet
    assert by_line[8] == before[6] and by_line[20] == before[18]  # moved two lines down, same node
    assert doc.block_of(before[18]).start_line == 20
    # The store gives the new paragraph an id later; the live view adopts it.
    stored = [*view.name_index.stored_blocks(rel)]
    import dataclasses

    fake = dataclasses.replace(doc.blocks[2], node_id=before[6])  # same hash as the stored one
    doc.adopt_ids([fake, *stored], view.nodes)
    assert doc.block_at(8).node_id == before[6]


def test_problems_follow_the_buffer(view: WorkspaceView, seeded) -> None:
    rel = "book/two.md"
    text = seeded.text(rel)
    doc = LiveDoc.from_store(rel, text, view.name_index.catalog.by_uri[rel].values())
    assert doc.problems() == []
    lines = text.split("\n")
    lines[6] = "Nothing [[Nowhere]] points here. And a malformed [[]] link."
    doc.update("\n".join(lines), view.names)
    codes = sorted((p["code"], p["line"], p["start"]) for p in doc.problems())
    assert codes == [("broken-link", 6, 8), ("malformed-link", 6, 49)]
    lines[6] = "Nothing points here."
    doc.update("\n".join(lines), view.names)
    assert doc.problems() == []


def test_links_in_headings_and_reference_links_show_their_problems(
    view: WorkspaceView, seeded
) -> None:
    rel = "book/two.md"
    text = seeded.text(rel)
    doc = LiveDoc.from_store(rel, text, view.name_index.catalog.by_uri[rel].values())
    lines = text.split("\n")
    lines[6:6] = ["## About [[Nowhere]]", "", "See [it][gone].", "", "[gone]: gone.md", ""]
    doc.update("\n".join(lines), view.names)
    codes = sorted((p["code"], p["line"]) for p in doc.problems())
    assert codes == [("broken-link", 6), ("broken-link", 8)]
    # A reference definition is read from anywhere: no part-parse after it.
    assert not doc.incremental_ok
