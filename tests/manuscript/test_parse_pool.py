"""Parsing on several cores for a one-shot first index gives what parsing in
one process gives: the same documents and languages in the same order, and
the same store (nodes, languages, edges) from `semnet index`."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from semnet.graph.manuscript import parse_pool
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.manuscript.parse import parse_document
from semnet.graph.store.edge_store import EdgeStore

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "ws"

TEXTS: dict[str, str | None] = {
    "a.md": "# Anna\n\nAnna Volkova was born in Riga in 1871 [when:: 1871-03]. See [[b]] and "
    "[@smith2001, p. 4]. ^born\n\nA broken [[]] link in an English sentence.\n",
    "b.md": "---\nlang: de\n---\n# B\n\nAnna wohnte in Berlin.\n\n- eins\n- zwei\n",
    "c.md": "# C\n\nAnna Volkova est née à Riga en 1871 et vécut à Paris.\n",
    "gone.md": None,
    "d.md": "Анна Волкова родилась в Риге в 1871 году.\n",
}


def test_workers_parse_what_one_process_parses() -> None:
    rels = sorted(TEXTS)
    alone = list(parse_pool.parse_many(rels, TEXTS, None, processes=1))
    pooled = list(parse_pool.parse_many(rels, TEXTS, None, processes=2, min_files=0))
    assert [r for r, _, _ in pooled] == rels
    assert pooled == alone
    langs = {rel: lang for rel, _, lang in pooled}
    assert langs == {"a.md": "en", "b.md": "de", "c.md": "fr", "gone.md": None, "d.md": "ru"}
    doc = dict((r, d) for r, d, _ in pooled)["a.md"]
    assert doc == parse_document(TEXTS["a.md"] or "", "a.md")
    # every kind of part crossed the process boundary, and came back equal
    born = doc.blocks[1]
    assert born.block_id == "born" and born.links and born.citations and born.fields
    assert born.fields[0].start is not None and born.block_id_span is not None
    assert doc.problems and doc.problems[0].span is not None


def test_the_workspace_language_comes_before_detection() -> None:
    got = list(parse_pool.parse_many(["c.md"], TEXTS, "es", processes=2, min_files=0))
    assert got[0][2] == "es"


@pytest.mark.parametrize("raw, expected", [("1", 1), ("3", 3), ("0", 1), ("x", 1)])
def test_workers_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, raw: str, expected: int
) -> None:
    monkeypatch.setenv("SEMNET_INDEX_WORKERS", raw)
    assert parse_pool.workers() == expected


def _index(root: Path) -> tuple[set[tuple[object, ...]], set[tuple[str, str, str]]]:
    store = EdgeStore.for_workspace(root)
    try:
        Indexer(store, root, one_shot=True).index_workspace()
        nodes = {
            (n.kind, n.uri, n.ord, n.text, n.title, n.attrs.get("lang"))
            for n in store.nodes.values()
        }
        ids = {n.id: (n.uri, n.ord, n.kind) for n in store.nodes.values()}
        edges = {
            (e.kind, str(ids.get(e.src.removeprefix("node:"), e.src)),
             str(ids.get(e.dst.removeprefix("node:"), e.dst)))
            for e in store.index.by_id.values()
        }  # fmt: skip
        return nodes, edges
    finally:
        store.close()


def test_a_pooled_first_index_writes_the_same_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    shutil.copytree(FIXTURE, one)
    shutil.copytree(FIXTURE, two)
    monkeypatch.setenv("SEMNET_INDEX_WORKERS", "1")
    nodes_one, edges_one = _index(one)
    monkeypatch.setenv("SEMNET_INDEX_WORKERS", "2")
    monkeypatch.setattr(parse_pool, "MIN_FILES", 0)
    nodes_two, edges_two = _index(two)
    assert len(nodes_one) > 20 and len(edges_one) > 5
    assert nodes_two == nodes_one
    assert edges_two == edges_one
