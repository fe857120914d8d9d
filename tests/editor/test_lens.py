"""Code lenses: how many notes link to a note (on its title line), and how
many edges point at each block."""

from __future__ import annotations

from seeded import Seeded
from semnet.graph.editor.lens import file_lenses
from semnet.graph.editor.navigation import WorkspaceView


def test_the_note_lens_counts_the_notes_that_link_to_it(
    view: WorkspaceView, seeded: Seeded
) -> None:
    # characters/anna.md: `# Anna` (line 4) is its title; book/one.md links
    # it ([[Anna]]); mentions come from book/one.md, book/two.md and facts/people.md.
    lenses = {ln.line: ln for ln in file_lenses(view, "characters/anna.md")}
    note = lenses[4]
    assert note.ref == f"node:{seeded.ids['anna']}"
    assert note.title.startswith("1 note link here · ")
    assert "1 links_to" in note.title and "mentions" in note.title


def test_block_lenses_count_incoming_edges(view: WorkspaceView, seeded: Seeded) -> None:
    # places/paris.md: `## History` (line 4) is linked from book/one.md twice.
    lenses = {ln.line: ln for ln in file_lenses(view, "places/paris.md")}
    assert lenses[4].ref == f"node:{seeded.ids['history']}"
    assert lenses[4].title == "1 incoming: 1 links_to"
    # the note itself: linked from book/one.md and characters/anna.md
    assert lenses[0].title.startswith("2 notes link here")
