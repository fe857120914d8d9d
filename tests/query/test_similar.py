"""Similarity on request: the nearest statements with scores, live from the
embedding index (multilingual with the default backend); the `similar_to`
cache only when the project asks for it, re-derived by `graph rebuild`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from judge_helpers import write
from semnet.graph.errors import InvalidQueryError
from semnet.graph.judge.embed import get_embedder, vector_index_for
from semnet.graph.manuscript.indexer import Indexer, index_folder
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.similar import (
    SimilaritySettings,
    load_similarity_settings,
    materialise,
    similar,
)
from semnet.graph.store.edge_store import EdgeStore

BOOK = """# One

The telegram from Petersburg arrived on a snowy morning in December.

In December, on a snowy morning, a telegram came from Petersburg.

Hélène kept the bookshop in the rue de Seine open until nine.
"""


def ws(tmp_path: Path, extra: str = "") -> Path:
    return write(
        tmp_path / "ws",
        {"semnet.toml": f'[judge]\nembedding = "hashing"\n{extra}', "book/one.md": BOOK},
    )


def ref_of(store: EdgeStore, start: str) -> str:
    return "node:" + next(n.id for n in store.nodes.values() if (n.text or "").startswith(start))


def live(store: EdgeStore, kind: str) -> list[Any]:
    return [r for r in store.index.by_id.values() if r.kind == kind and r.expired_at is None]


def test_the_nearest_statements_with_scores(tmp_path: Path) -> None:
    root = ws(tmp_path)
    store, _ = index_folder(root)
    try:
        api = GraphAPI(store, root)
        vectors = vector_index_for(store, "hashing")
        a, b, c = (ref_of(store, s) for s in ("The telegram", "In December", "Hélène"))
        r = similar(api, {"endpoint": {"ref": a}, "k": 5}, vectors)
        assert r.endpoint is not None and r.endpoint.ref == a and r.backend == "hashing-v1"
        assert [i.endpoint.ref for i in r.items] == [b, c]  # itself left out; the paraphrase first
        assert r.items[0].score > r.items[1].score and r.items[0].score > 0.5
        t = similar(api, {"text": "a bookshop in the rue de Seine", "k": 1}, vectors)
        assert [i.endpoint.ref for i in t.items] == [c]
        cut = similar(api, {"endpoint": {"ref": a}, "minScore": 0.5}, vectors)
        assert [i.endpoint.ref for i in cut.items] == [b]
        with pytest.raises(InvalidQueryError, match="either 'endpoint' or 'text'"):
            similar(api, {"k": 3}, vectors)
        with pytest.raises(InvalidQueryError, match='embedding = "none"'):
            similar(api, {"text": "x"}, None)
        chapter = "node:" + next(n.id for n in store.nodes.values() if n.kind == "chapter")
        with pytest.raises(InvalidQueryError, match="has no text"):
            similar(api, {"endpoint": {"ref": chapter}}, vectors)
        assert not live(store, "similar_to")  # nothing is stored by asking
    finally:
        store.close()


def test_multilingual_with_the_default_backend(tmp_path: Path) -> None:
    emb = get_embedder("auto")
    if emb.name != "use-multilingual-v3":
        pytest.skip("the multilingual encoder is not installed")
    root = write(tmp_path / "ws", {"book/one.md": BOOK})
    store, _ = index_folder(root)
    try:
        vectors = vector_index_for(store, "auto")
        r = similar(
            GraphAPI(store, root),
            {"text": "Телеграмма из Петербурга пришла снежным декабрьским утром.", "k": 1},
            vectors,
        )
        assert r.items[0].endpoint.title is not None
        assert "telegram" in r.items[0].endpoint.title.lower()
    finally:
        store.close()


def test_the_materialised_cache_and_rebuild(tmp_path: Path) -> None:
    root = ws(tmp_path, "[similarity]\nmaterialise = true\nk = 1\nmin_score = 0.5\n")
    assert load_similarity_settings(root) == SimilaritySettings(
        materialise=True, k=1, min_score=0.5
    )
    store, _ = index_folder(root)
    try:
        vectors = vector_index_for(store, "hashing")
        got = materialise(store, vectors, load_similarity_settings(root))
        assert (got.created, got.kept, got.retracted) == (1, 0, 0)  # a↔b is one symmetric edge
        (e,) = live(store, "similar_to")
        a, b = ref_of(store, "The telegram"), ref_of(store, "In December")
        assert {e.src, e.dst} == {a, b} and e.origin == "derived" and not e.directed
        assert e.attrs == {"model": "hashing-v1"} and e.weight > 0.5
        # An index pass does not touch the cache (even a paragraph's relift)...
        (root / "book" / "one.md").write_text(BOOK.replace("nine", "ten"), "utf-8")
        Indexer(store, root).index_workspace()
        assert [x.id for x in live(store, "similar_to")] == [e.id]
        # ...`graph rebuild` re-derives it: kept.
        Indexer(store, root).rebuild()
        assert [x.id for x in live(store, "similar_to")] == [e.id]
        # The paraphrase rewritten: the next rebuild retracts the stale edge.
        (root / "book" / "one.md").write_text(
            BOOK.replace("In December, on a snowy morning, a telegram came from Petersburg.",
                         "Nobody at the bank understood the ledger."),
            "utf-8",
        )  # fmt: skip
        Indexer(store, root).index_workspace()
        Indexer(store, root).rebuild()
        assert not live(store, "similar_to")
        retired = store.retired_edges(("retracted", "collected"))  # the store keeps them
        assert any(r.kind == "similar_to" for r in retired)
    finally:
        store.close()
