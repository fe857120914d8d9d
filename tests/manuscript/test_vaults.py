"""Real vaults through a real store: attachments as endpoints, same-named
notes per language folder, a note and its title heading as one endpoint, and
links that mend or break as files come and go."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import NodeRec
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.traverse import neighbors
from semnet.graph.store.edge_store import EdgeStore

LANGS = ("en", "ru", "de")


def write(root: Path, files: dict[str, str | bytes]) -> None:
    for rel, text in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, bytes):
            p.write_bytes(text)
        else:
            p.write_text(text, encoding="utf-8")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[EdgeStore]:
    s = EdgeStore.for_workspace(tmp_path)
    yield s
    s.close()


def by_uri(store: EdgeStore, uri: str, kind: str | None = None) -> NodeRec:
    hits = [
        n
        for n in store.nodes.values()
        if n.uri == uri and n.ord == 0 and (kind is None or n.kind == kind)
    ]
    assert len(hits) == 1, (uri, hits)
    return hits[0]


def linked_from(store: EdgeStore, target: NodeRec) -> set[str]:
    """The files whose blocks (or the note itself) link to `target`."""
    out = set()
    for h in neighbors(store.index, f"node:{target.id}", ["links_to"], "in"):
        src = store.nodes[h.other[5:]]
        out.add(src.uri or "")
    return out


def test_same_named_notes_per_language_folder_link_within_their_language(
    tmp_path: Path, store: EdgeStore
) -> None:
    """The multilingual vault: each language folder has its own
    `Security and privacy.md` twice (Sync and Publish); a link goes to the
    note of its own folder, else the nearest, never across languages."""
    files: dict[str, str | bytes] = {}
    for lang in LANGS:
        files[f"{lang}/Obsidian Sync/Security and privacy.md"] = f"{lang} sync"
        files[f"{lang}/Obsidian Publish/Security and privacy.md"] = f"{lang} publish"
        files[f"{lang}/Obsidian Sync/Headless Sync.md"] = "See [[Security and privacy]]."
        files[f"{lang}/Obsidian Publish/Intro.md"] = "See [[Security and privacy]]."
        files[f"{lang}/Getting started/Sync your notes.md"] = "See [[Headless Sync]]."
    write(tmp_path, files)
    indexer = Indexer(store, tmp_path)
    indexer.index_workspace()
    assert [p.code for p in indexer.problems()] == []
    for lang in LANGS:
        sync = by_uri(store, f"{lang}/Obsidian Sync/Security and privacy.md")
        publish = by_uri(store, f"{lang}/Obsidian Publish/Security and privacy.md")
        headless = by_uri(store, f"{lang}/Obsidian Sync/Headless Sync.md")
        assert linked_from(store, sync) == {f"{lang}/Obsidian Sync/Headless Sync.md"}
        assert linked_from(store, publish) == {f"{lang}/Obsidian Publish/Intro.md"}
        assert linked_from(store, headless) == {f"{lang}/Getting started/Sync your notes.md"}


def test_attachments_are_endpoints_and_links_mend_and_break(
    tmp_path: Path, store: EdgeStore
) -> None:
    write(
        tmp_path,
        {
            "notes/a.md": "A [[diagram.png|picture]] and [the PDF](../files/paper.pdf).",
            "assets/diagram.png": b"\x89PNG",
        },
    )
    indexer = Indexer(store, tmp_path)
    indexer.index_workspace()
    png = by_uri(store, "assets/diagram.png", "attachment")
    assert png.title == "diagram.png" and linked_from(store, png) == {"notes/a.md"}
    assert [(p.code, p.data.get("target")) for p in indexer.problems()] == [
        ("broken-link", "../files/paper.pdf")
    ]
    # The PDF appears: the link mends; the picture goes: its link breaks.
    write(tmp_path, {"files/paper.pdf": b"%PDF"})
    (tmp_path / "assets/diagram.png").unlink()
    summary = indexer.index_workspace()
    pdf = by_uri(store, "files/paper.pdf", "attachment")
    assert linked_from(store, pdf) == {"notes/a.md"}
    assert not [n for n in store.nodes.values() if n.uri == "assets/diagram.png"]
    assert [(p.code, p.data.get("target")) for p in indexer.problems()] == [
        ("broken-link", "diagram.png")
    ]
    assert summary.changed == [] and summary.deleted == []  # no Markdown changed
    api = GraphAPI(store, tmp_path)
    assert api.resolve("files/paper.pdf") == f"node:{pdf.id}"


NOTE = "# Anna Volkova\n\nBorn in Kazan. Met [[Paris]].\n"
NOTE_FM = "---\ntitle: Anna Volkova\naliases: [Anna]\n---\n\n# Anna Volkova\n\nBorn in Kazan.\n"


@pytest.mark.parametrize("text", [NOTE, NOTE_FM], ids=["no front matter", "front matter"])
def test_the_note_and_its_title_heading_are_one_endpoint(
    tmp_path: Path, store: EdgeStore, text: str
) -> None:
    write(
        tmp_path,
        {
            "characters/anna.md": text,
            "places/Paris.md": "# Paris\n",
            "book/one.md": "Then [[anna]] left.",
            "book/two.md": "As [[anna#Anna Volkova]] wrote.",
            "book/three.md": "[Anna](../characters/anna.md) again.",
        },
    )
    Indexer(store, tmp_path).index_workspace()
    anna = by_uri(store, "characters/anna.md")
    api = GraphAPI(store, tmp_path)
    ref = f"node:{anna.id}"
    # `FILE.md`, `FILE.md:1` and the title's line all name the note.
    title_line = text.split("\n").index("# Anna Volkova") + 1
    assert api.resolve("characters/anna.md") == ref
    assert api.resolve("characters/anna.md:1") == ref
    assert api.resolve(f"characters/anna.md:{title_line}") == ref
    # Links to the note and to its title heading are links to the note.
    assert linked_from(store, anna) == {"book/one.md", "book/two.md", "book/three.md"}
    got = api.neighbors({"endpoint": {"ref": ref}, "direction": "in"})
    assert len([e for e in got.edges if e.kind == "links_to"]) == 3
    sg = api.subgraph({"endpoint": {"ref": ref}})
    assert len(sg.edges) >= 3
    # A link written in the body is the paragraph's; a title holds none here.
    paris = by_uri(store, "places/Paris.md")
    if "[[Paris]]" in text:
        assert linked_from(store, paris) == {"characters/anna.md"}


def test_a_link_in_a_title_is_the_notes(tmp_path: Path, store: EdgeStore) -> None:
    write(tmp_path, {"a.md": "# A visit to [[Paris]]\n\nText.\n", "Paris.md": "p"})
    Indexer(store, tmp_path).index_workspace()
    a, paris = by_uri(store, "a.md"), by_uri(store, "Paris.md")
    assert {h.other for h in neighbors(store.index, f"node:{a.id}", ["links_to"], "out")} == {
        f"node:{paris.id}"
    }


def test_links_in_headings_are_lifted_and_follow_edits(tmp_path: Path, store: EdgeStore) -> None:
    write(tmp_path, {"a.md": "# A\n\n### See [[Properties]]\n\nx\n", "Properties.md": "p"})
    indexer = Indexer(store, tmp_path)
    indexer.index_workspace()
    props = by_uri(store, "Properties.md")
    assert linked_from(store, props) == {"a.md"}
    write(tmp_path, {"a.md": "# A\n\n### See nothing\n\nx\n"})
    indexer.index_workspace()
    assert linked_from(store, props) == set()


def test_bare_citations_follow_semnet_toml(tmp_path: Path, store: EdgeStore) -> None:
    write(tmp_path, {"a.md": "Thanks to @getify for the review.\n"})
    indexer = Indexer(store, tmp_path)
    indexer.index_workspace()
    assert indexer.problems() == []
    write(tmp_path, {"semnet.toml": '[citations]\nbare = "all"\n[links]\nwiki = true\n'})
    strict = Indexer(store, tmp_path)
    assert strict.config_error is None
    strict.rebuild()
    assert [p.code for p in strict.problems()] == ["unknown-citation"]


def test_renaming_a_title_heading_rewrites_the_links_to_it(
    tmp_path: Path, store: EdgeStore
) -> None:
    from semnet.graph.editor.navigation import NameIndex, WorkspaceView
    from semnet.graph.editor.rename import heading_rename

    write(tmp_path, {"characters/anna.md": NOTE, "book/two.md": "As [[anna#Anna Volkova]] wrote."})
    Indexer(store, tmp_path).index_workspace()
    view = WorkspaceView(store, NameIndex(store))
    title = next(n for n in store.nodes.values() if n.kind == "subchapter")

    def line_of(rel: str, line: int) -> str:
        return (tmp_path / rel).read_text(encoding="utf-8").split("\n")[line]

    plan = heading_rename(view, title.id, "Anna Karlovna", line_of)
    assert {(e.rel, e.new_text) for e in plan.edits} == {
        ("characters/anna.md", "Anna Karlovna"),  # the heading text, after its marks
        ("book/two.md", "[[anna#Anna Karlovna]]"),
    }


def test_hover_and_references_see_a_character_named_by_a_part(
    tmp_path: Path, store: EdgeStore
) -> None:
    """ "Anna" names characters/anna.md ("Anna Volkova"): references and hover
    on the note list the paragraph, with no link written."""
    from semnet.graph.editor.hover import node_hover
    from semnet.graph.editor.navigation import NameIndex, WorkspaceView

    write(
        tmp_path,
        {
            "characters/anna.md": "---\ntitle: Anna Volkova\n---\n\nA translator.\n",
            "book/one.md": "# One\n\nAnna took the night train.\n",
            "book/ru.md": "---\nlang: ru\n---\n\nПисьмо Анны Волковой пришло утром.\n",
        },
    )
    Indexer(store, tmp_path).index_workspace()
    view = WorkspaceView(store, NameIndex(store))
    anna = by_uri(store, "characters/anna.md")
    refs = {(loc.rel, loc.start_line) for loc in view.references(f"node:{anna.id}")}
    assert refs == {("book/one.md", 2), ("book/ru.md", 4)}
    hover = node_hover(view, f"node:{anna.id}", lambda loc: f"file:///{loc.rel}", 5)
    assert hover is not None and "**mentions** (2)" in hover.markdown
