"""Embedding backends (pluggable; USE offline by default) and the HNSW
similarity index, a rebuildable cache under .semnet/."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from judge_helpers import write
from semnet.graph.judge.base import JudgeError, select_candidates, statement_of
from semnet.graph.judge.embed import HashingEmbedder, VectorIndex, get_embedder, vector_index_for
from semnet.graph.manuscript.indexer import index_folder

TEXTS = {
    "a": ("ha", "Hélène Marchand opened her bookshop in the rue de Seine in 1899."),
    "b": ("hb", "In 1899 Hélène Marchand opened a bookshop in the rue de Seine."),
    "c": ("hc", "The procession reached the Winter Palace at noon."),
    "d": ("hd", "Пётр Волков прослужил в охранном отделении 12 лет."),
}


class Counting(HashingEmbedder):
    name = "counting-test"

    def __init__(self) -> None:
        super().__init__(dim=64)
        self.encoded = 0

    def encode(self, texts):  # type: ignore[no-untyped-def]
        self.encoded += len(texts)
        return super().encode(texts)


def test_the_hashing_backend_is_deterministic_and_normalised() -> None:
    e = HashingEmbedder()
    a, b = e.encode(["Anna Stern", "Anna Stern"]), HashingEmbedder().encode(["Anna Stern"])
    assert np.array_equal(a[0], a[1]) and np.array_equal(a[0], b[0])
    assert np.linalg.norm(a[0]) == pytest.approx(1.0, abs=1e-5)
    assert e.encode([""])[0].sum() == 0.0


def test_the_default_backend_works_offline() -> None:
    emb = get_embedder("auto")
    assert emb.name in ("use-multilingual-v3", "hashing-v1")
    v = emb.encode(
        ["Anna Karlovna Stern was born in 1871.", "Анна Карловна Штерн родилась в 1871 году."]
    )
    assert v.shape == (2, emb.dim)
    if emb.name == "use-multilingual-v3":  # multilingual: a translation is a near neighbour
        assert float(v[0] @ v[1]) > 0.6
    assert get_embedder("auto") is emb  # one instance per process


def test_backends_are_pluggable() -> None:
    emb = get_embedder("semnet.graph.judge.embed:HashingEmbedder")
    assert emb.name == "hashing-v1"
    with pytest.raises(JudgeError, match="unknown embedding backend"):
        get_embedder("word2vec")
    with pytest.raises(JudgeError, match="no_such_module"):
        get_embedder("no_such_module:Thing")


def test_the_index_finds_the_paraphrase_and_caches_by_content(tmp_path: Path) -> None:
    emb = Counting()
    vi = VectorIndex(emb, tmp_path / "vectors")
    assert vi.sync(TEXTS) == 4
    hits = vi.similar_text(TEXTS["a"][1], 2, exclude={"a"})
    assert hits[0][0] == "b"
    # a new process: nothing is embedded again
    emb2 = Counting()
    vi2 = VectorIndex(emb2, tmp_path / "vectors")
    assert vi2.sync(TEXTS) == 0 and emb2.encoded == 0
    assert vi2.similar_text(TEXTS["a"][1], 1, exclude={"a"})[0][0] == "b"
    # a changed text is embedded, a removed one dropped
    changed = dict(TEXTS)
    changed["c"] = ("hc2", "The procession never reached the palace.")
    del changed["d"]
    assert vi2.sync(changed) == 1
    assert {n for n, _ in vi2.similar_text("palace", 5)} == {"a", "b", "c"}
    # a corrupt cache is a cache: it is rebuilt
    (tmp_path / "vectors" / "counting-test" / "vectors.npy").write_bytes(b"garbage")
    vi3 = VectorIndex(Counting(), tmp_path / "vectors")
    assert vi3.sync(changed) == 3


def test_candidates_share_an_entity_or_are_similar(tmp_path: Path) -> None:
    write(tmp_path, {
        "characters/helene.md": "---\ntitle: Hélène Marchand\n---\n\nA bookseller.\n",
        "facts/h.md": "---\ntitle: H\n---\n\nHélène Marchand opened her bookshop in 1899.\n\n"
                      "The bookshop in the rue de Seine opened in 1899.\n\n"
                      "The procession reached the Winter Palace at noon.\n",
        "book/one.md": "# One\n\nHélène Marchand sold books.\n",
    })  # fmt: skip
    store, _ = index_folder(tmp_path)
    subj = statement_of(
        store,
        next(
            n.id
            for n in store.nodes.values()
            if "1899." in (n.text or "") and "her" in (n.text or "")
        ),
    )
    plain = select_candidates(store, subj, k=0)
    assert [c.text for c in plain] == ["Hélène Marchand sold books."]  # shares the entity
    vi = vector_index_for(store, "hashing")
    assert (tmp_path / ".semnet" / "vectors" / "hashing-v1" / "manifest.json").exists()
    near = select_candidates(store, subj, k=1, vectors=vi)
    assert "The bookshop in the rue de Seine opened in 1899." in [c.text for c in near]
    store.close()
