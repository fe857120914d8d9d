"""`NameTable.note_from_anywhere`: what completion takes as the note a name
names from every file must be what `resolve_note` finds from each of them."""

from __future__ import annotations

from vault import build

FILES = {
    "index.md": "# Home\n",
    "Paris.md": "---\naliases: [City of Light]\n---\n# Paris\n",
    "places/Paris.md": "# Paris again\n",  # the root's file comes first by its path
    "places/Nice.md": "# Nice\n",
    "book/Nice.md": "# Nice, a chapter\n",  # a file name twice: the folder decides
    "places/Lyon.md": "---\ntitle: Lugdunum\n---\nx\n",
    "people/anna.md": "---\naliases: [Sasha]\n---\n# Anna Karlovna\n",
    "people/alex.md": "---\naliases: [Sasha]\n---\n# Alex\n",  # a tied alias
    "people/far/deep/volkov.md": "---\naliases: [The Captain]\n---\n# Volkov\n",
    "notes/README.md": "# Notes\n",  # a folder's index note
    "notes/Lugdunum.md": "# A note named like a title\n",
    "book/one.md": "# One\n",
    "book/two.md": "# Two\n",
    "pic.png": "",
}

NAMES = [
    "Nice",
    "Paris",
    "paris",
    "Paris.md",
    "City of Light",
    "Lyon",
    "Lugdunum",
    "Sasha",
    "The Captain",
    "the captain",
    "notes",
    "Notes",
    "volkov",
    "one",
    "Two",
    "pic.png",
    "Nowhere",
    "book/one",
    "./one",
    "",
]


def test_a_name_resolved_from_anywhere_is_what_every_file_resolves_it_to() -> None:
    v = build(FILES)
    heres = [rel for rel in FILES if rel.endswith(".md")] + [""]
    decided = 0
    for name in NAMES:
        got = v.names.note_from_anywhere(name)
        if got is None:
            continue
        decided += 1
        for here in heres:
            assert v.names.resolve_note(name, here) == [got], (name, here)
    assert decided >= 8  # most names here are not ambiguous


def test_names_that_depend_on_the_file_are_left_to_it() -> None:
    v = build(FILES)
    # Two files named Nice, an alias on two notes, paths: where the link is
    # written decides (or the name names nothing).
    for name in ("Nice", "Sasha", "book/one", "./one", "Nowhere", ""):
        assert v.names.note_from_anywhere(name) is None, name
    # ... and from two files the same name does lead to different notes.
    assert v.names.resolve_note("Nice", "places/Lyon.md") != v.names.resolve_note(
        "Nice", "book/one.md"
    )
