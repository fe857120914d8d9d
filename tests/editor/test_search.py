"""Workspace symbols and completion from the name search equal a scan of
every name, through random edits of the store and of open buffers; and the
references a request returns are placed from the index alone, as placing
them from the files gives."""

from __future__ import annotations

import random
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
import semnet.graph.editor.navigation as navigation
from seeded import Seeded
from semnet.bench.fixture import generate_fixture
from semnet.graph.editor.livedoc import LiveDoc
from semnet.graph.editor.navigation import NameIndex, WorkspaceView
from semnet.graph.editor.search import Named, NameSearch
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.manuscript.lift import fold_text
from semnet.graph.model import NodeKind, node_ref
from semnet.graph.store.edge_store import EdgeStore
from semnet.handlers.convert import UTF16, Frame


def _brute_symbols(view: WorkspaceView, query: str) -> set[tuple[str, str, str]]:
    """Every (name, kind, node id) a workspace symbol query should find."""
    q = fold_text(query)
    cat = view.name_index.catalog
    out: set[tuple[str, str, str]] = set()
    for rel, f in cat.files.items():
        if f.kind == NodeKind.BIBLIOGRAPHY:
            continue
        kind = "entity" if f.kind != NodeKind.CHAPTER else "file"
        for name in [f.title or rel, *[str(a) for a in f.attrs.get("aliases", ())]]:
            out.add((name, kind, f.id))
    for rel, nodes in cat.by_uri.items():
        if rel in view.live:
            for b in view.live[rel].blocks:
                if b.node_id is not None and b.kind == "heading":
                    out.add((b.text, "heading", b.node_id))
                if b.node_id is not None and b.block_id:
                    out.add((f"^{b.block_id}", "block", b.node_id))
            continue
        for n in nodes.values():
            if n.kind == NodeKind.SUBCHAPTER:
                out.add((n.title or "", "heading", n.id))
            if n.block_id:
                out.add((f"^{n.block_id}", "block", n.id))
    return {x for x in out if q in fold_text(x[0])}


def _brute_notes(view: WorkspaceView, typed: str) -> set[str]:
    q = fold_text(typed)
    out: set[str] = set()
    for rel, f in view.name_index.catalog.files.items():
        if f.kind == NodeKind.BIBLIOGRAPHY:
            continue
        stem = rel.rsplit("/", 1)[-1][:-3]
        for name in [f.title or stem, *[str(a) for a in f.attrs.get("aliases", ())], stem]:
            if name and q in fold_text(name):
                out.add(name)
    return out


def _queries(view: WorkspaceView, rng: random.Random) -> list[str]:
    names = [e.name for e in view.name_index.symbols.entries]
    picks = [rng.choice(names) for _ in range(12)]
    cuts = [p[rng.randrange(len(p) + 1) :][: rng.randint(1, 4)] for p in picks if p]
    return ["", "e", "The", "zz-none", "^", *cuts, *(p.upper() for p in picks[:3])]


def _edit(root: Path, rng: random.Random, i: int) -> dict[str, str | None]:
    """A random edit of a random chapter: a heading added or renamed, an alias,
    a block id, a file removed or added."""
    files = sorted(p for p in root.rglob("*.md") if ".semnet" not in p.parts)
    path = rng.choice(files)
    rel = path.relative_to(root).as_posix()
    text = path.read_text(encoding="utf-8")
    what = rng.choice(["heading", "rename", "alias", "block", "new", "delete"])
    if what == "heading":
        text += f"\n\n## Added heading {i} Ölberg\n\nA paragraph under it.\n"
    elif what == "rename" and "\n## " in text:
        text = text.replace("\n## ", f"\n## Renamed {i} ", 1)
    elif what == "alias":
        text = f"---\naliases: [Alias {i}, Другое имя {i}]\n---\n" + text
    elif what == "block":
        text = text.rstrip("\n") + f" ^blk-{i}\n"
    elif what == "new":
        rel = f"added/note-{i}.md"
        text = f"# Added note {i}\n\nText with [[{files[0].stem}]].\n"
        (root / "added").mkdir(exist_ok=True)
        path = root / rel
    elif what == "delete" and len(files) > 3:
        path.unlink()
        return {rel: None}
    path.write_text(text, encoding="utf-8")
    return {rel: text}


def test_name_search_equals_a_scan_through_random_edits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "ws"
    generate_fixture(root, books=1, chapters=6, paragraphs=15, languages=("en", "ru"), seed=2)
    rng = random.Random(11)
    with EdgeStore.for_workspace(root) as store:
        indexer = Indexer(store, root)
        indexer.index_workspace()
        checked_live = 0
        for i in range(12):
            indexer.update(_edit(root, rng, i))
            live: dict[str, LiveDoc] = {}
            view = WorkspaceView(store, NameIndex(store))
            for rel in rng.sample(sorted(view.name_index.catalog.files), 2):
                if rel.endswith(".md") and (root / rel).exists():
                    text = (root / rel).read_text(encoding="utf-8") + f"\n## Typed {i}\n"
                    head = text.find("\n## ")
                    if head != -1:  # a heading renamed in the buffer (a typo: it keeps its id)
                        eol = text.index("\n", head + 1)
                        text = text[:eol] + "s" + text[eol:]
                    previous = view.name_index.stored_blocks(rel)
                    live[rel] = LiveDoc.from_text(rel, text, previous, view.names)
            view = WorkspaceView(store, view.name_index, live)
            renamed = [
                b
                for d in live.values()
                for b in d.blocks
                if b.kind == "heading" and b.node_id and b.text != store.nodes[b.node_id].title
            ]
            for b in renamed:  # the buffer's name is found, the store's is not
                assert b.node_id in {s.node_id for s in view.workspace_symbols(b.text)}
                old = store.nodes[b.node_id].title or ""
                assert (old, "heading", b.node_id) not in _brute_symbols(view, old)
            checked_live += bool(renamed)
            for q in _queries(view, rng):
                want = _brute_symbols(view, q)
                got = view.workspace_symbols(q, limit=10**6)
                assert {(s.name, s.kind, s.node_id) for s in got} == want, q
                assert len(got) == len(want)  # each once
                capped = view.workspace_symbols(q, limit=5)
                assert len(capped) == min(5, len(want))
                assert {(s.name, s.kind, s.node_id) for s in capped} <= want
                starts = [fold_text(s.name).startswith(fold_text(q)) for s in capped]
                assert starts == sorted(starts, reverse=True)  # those beginning with q first
                monkeypatch.setattr(navigation, "COMPLETION_LIMIT", 10**6)
                ctx = view.completion("x.md", 0, f"[[{q}", "")
                assert ctx is not None and not ctx.incomplete
                assert {c.label for c in ctx.candidates} == _brute_notes(view, q), q
                monkeypatch.setattr(navigation, "COMPLETION_LIMIT", 3)
                ctx = view.completion("x.md", 0, f"[[{q}", "")
                assert ctx is not None and ctx.incomplete == (len(_brute_notes(view, q)) > 3)
    assert checked_live  # buffers renamed headings: the overlay was exercised


def test_name_search_prefix_then_substring_and_the_cap() -> None:
    names = ["Paris", "parish", "Comparison", "Spa", "PARISIAN", "Lyon"]
    s = NameSearch(Named(n, "file", str(i), f"{n}.md") for i, n in enumerate(names))
    found, more = s.search("par", 10)
    assert [e.name for e in found] == ["Paris", "parish", "PARISIAN", "Comparison"]
    assert not more
    found, more = s.search("par", 2)
    assert [e.name for e in found] == ["Paris", "parish"] and more
    assert s.search("", 10)[0] == s.entries and s.search("zzz", 10) == ([], False)
    assert [e.name for e in s.search("a", 10, skip=lambda e: e.name != "Spa")[0]] == ["Spa"]


def test_references_are_placed_without_reading_a_file(seeded: Seeded, tmp_path: Path) -> None:
    """Every reference a request returns (links in Cyrillic text with emoji
    among them: UTF-16 differs from code points) is placed from the index's
    text; reading the files places each the same."""
    root = tmp_path / "copy"
    shutil.copytree(seeded.root, root)
    reads: list[str] = []

    def from_disk(rel: str, line: int) -> str:
        reads.append(rel)
        lines = (root / rel).read_text(encoding="utf-8").split("\n")
        return lines[line] if 0 <= line < len(lines) else ""

    def no_file(rel: str, line: int) -> str:
        raise AssertionError(f"read {rel}:{line}")

    with EdgeStore.for_workspace(root) as store:
        view = WorkspaceView(store, NameIndex(store))
        indexed = Frame(lambda rel: rel, no_file, UTF16)
        disk = Frame(lambda rel: rel, from_disk, UTF16)
        placed = 0
        for n in list(store.nodes.values()):
            for include in (False, True):
                for loc in view.references(node_ref(n.id), include):
                    if loc.start_char and loc.end_text is None:
                        continue  # a link inside a heading: its line is read (none here)
                    from_files = disk.location(replace(loc, end_text=None))
                    assert indexed.location(loc) == from_files, loc
                    placed += 1
    assert placed > 10 and reads  # something was placed, and the disk agreed


def test_a_completed_name_inserts_what_leads_to_it_from_each_file(tmp_path: Path) -> None:
    """Two notes of one name in two folders (the name is offered once, for
    the first): from its own folder it is completed by its name, from the
    other by its path (there the name means the near note), however often
    and in whatever order it is asked (the insert is remembered per file)."""
    root = tmp_path / "ws"
    for folder in ("a", "b"):
        (root / folder).mkdir(parents=True)
        (root / folder / "Notes.md").write_text(f"# Notes\n\nIn {folder}.\n", encoding="utf-8")
        (root / folder / "here.md").write_text("# Here\n\nSee [[No\n", encoding="utf-8")
    with EdgeStore.for_workspace(root) as store:
        Indexer(store, root).index_workspace()
        names = NameIndex(store)
        want = {"a/here.md": "Notes", "b/here.md": "a/Notes"}
        for rel in ["a/here.md", "b/here.md", "b/here.md", "a/here.md"]:
            ctx = WorkspaceView(store, names).completion(rel, 2, "See [[No", "")
            assert ctx is not None
            got = [(c.label, c.insert) for c in ctx.candidates if c.label == "Notes"]
            assert got == [("Notes", want[rel])], rel
