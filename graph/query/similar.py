"""Similarity on request (`semnet graph similar`, `semnet/similar`): the
statements nearest an endpoint's text (or any text), with cosine scores,
answered live from the embedding index (`graph/judge/embed.py`: multilingual
with the default `use` backend, so a Russian paragraph finds its English
paraphrase).

`similar_to` edges are not stored by default (RFC §12: the index already
answers). A project that wants them as edges asks for a materialised cache:

```toml
[similarity]
materialise = true   # write similar_to edges (origin derived)
k = 5                # for each paragraph and fact, its k nearest...
min_score = 0.6      # ...that are at least this similar
```

Then `semnet graph similar --materialise` and every `semnet graph rebuild`
re-derive them in one run (`similar`): kept, created or retracted against the
texts as they are. An index pass does not refresh them: they are a cache.

This module answers and materialises; it does not choose the backend (the
`[judge] embedding` setting does) nor judge anything.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator
from semnet.graph.errors import InvalidQueryError, UnavailableError
from semnet.graph.manuscript.workspace import config_text
from semnet.graph.model import make_rec, node_ref, split_ref
from semnet.graph.query.api import EndpointParam, GraphAPI, Params, validate_params
from semnet.graph.query.views import EndpointInfo, Wire, endpoint_info
from semnet.graph.store.edge_store import EdgeStore

__all__ = [
    "MaterialiseResult",
    "SimilarItem",
    "SimilarParams",
    "SimilarResult",
    "SimilaritySettings",
    "load_similarity_settings",
    "materialise",
    "similar",
]

STATEMENT_KINDS = ("fact", "paragraph")


class SimilaritySettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    materialise: bool = False
    k: int = Field(default=5, ge=1, le=50)
    min_score: float = Field(default=0.6, ge=-1.0, le=1.0)


def load_similarity_settings(root: str | Path | None) -> SimilaritySettings:
    """The `[similarity]` table of `<root>/semnet.toml` (defaults when absent)."""
    if root is None:
        return SimilaritySettings()
    path = Path(root) / "semnet.toml"
    try:
        table = tomllib.loads(config_text(root)).get("similarity")
    except FileNotFoundError:
        return SimilaritySettings()
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise UnavailableError(f"{path}: {exc}") from None
    try:
        return SimilaritySettings.model_validate(table or {})
    except ValidationError as exc:
        msgs = "; ".join(
            f"similarity.{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()
        )
        raise UnavailableError(f"{path}: {msgs}") from None


class SimilarParams(Params):
    """Either an endpoint (a paragraph or fact: its text is the query) or a text."""

    endpoint: EndpointParam | None = None
    text: str | None = Field(default=None, min_length=1, max_length=20_000)
    k: int = Field(default=10, ge=1, le=200)
    min_score: float | None = Field(default=None, ge=-1.0, le=1.0)

    @model_validator(mode="after")
    def _one(self) -> SimilarParams:
        if (self.endpoint is None) == (self.text is None):
            raise ValueError("give either 'endpoint' or 'text'")
        return self


class SimilarItem(Wire):
    endpoint: EndpointInfo
    score: float


class SimilarResult(Wire):
    endpoint: EndpointInfo | None = None
    backend: str
    items: list[SimilarItem]


def _text_of(api: GraphAPI, ref: str) -> str:
    kind, addr = split_ref(ref)
    node = api.store.nodes.get(addr) if kind == "node" else None
    if node is None or not node.text:
        raise InvalidQueryError(
            f"{ref}: similarity compares the texts of paragraphs and facts; this has no text"
        )
    return str(node.text)


def similar(api: GraphAPI, raw: Any, vectors: Any) -> SimilarResult:
    """The `k` statements nearest the endpoint's text (itself left out) or the text."""
    p: SimilarParams = validate_params(SimilarParams, raw)
    if vectors is None:
        raise InvalidQueryError(
            'similarity needs an embedding backend; semnet.toml has [judge] embedding = "none"'
        )
    nodes = api.store.nodes
    start: EndpointInfo | None = None
    exclude: set[str] = set()
    if p.endpoint is not None:
        ref = api.resolve(p.endpoint)
        text = _text_of(api, ref)
        exclude.add(split_ref(ref)[1])
        start = api._uri_of(endpoint_info(ref, nodes))
    else:
        assert p.text is not None
        text = p.text
    items = []
    for nid, score in vectors.similar_text(text, p.k, exclude=exclude):
        if p.min_score is not None and score < p.min_score:
            break
        items.append(
            SimilarItem(
                endpoint=api._uri_of(endpoint_info(node_ref(nid), nodes)), score=round(score, 4)
            )
        )
    return SimilarResult(endpoint=start, backend=vectors.embedder.name, items=items)


class MaterialiseResult(Wire):
    backend: str
    created: int
    kept: int
    retracted: int
    run_id: str | None = None


def materialise(store: EdgeStore, vectors: Any, settings: SimilaritySettings) -> MaterialiseResult:
    """Re-derive the `similar_to` cache (origin derived) in one run."""
    desired = []
    name = vectors.embedder.name
    for n in store.nodes.values():
        if n.kind not in STATEMENT_KINDS or not n.text:
            continue
        for nid, score in vectors.similar_text(n.text, settings.k, exclude={n.id}):
            if score < settings.min_score:
                break
            desired.append(
                make_rec(
                    node_ref(n.id),
                    "similar_to",
                    node_ref(nid),
                    "derived",
                    weight=max(0.0, min(1.0, round(score, 4))),
                    attrs={"model": name},
                )
            )
    owned = [
        r
        for r in store.index.by_id.values()
        if r.kind == "similar_to" and r.origin == "derived" and r.expired_at is None
    ]
    with store.run("similar", artifact={"backend": name, "k": settings.k}) as run:
        created, kept, retracted = run.sync(owned, desired)
        run_id = run.id
    return MaterialiseResult(
        backend=name, created=created, kept=kept, retracted=retracted, run_id=run_id
    )


def rebuild_cache(store: EdgeStore, root: str | Path) -> MaterialiseResult | None:
    """After `graph rebuild`: the `similar_to` cache again, if the project keeps one."""
    settings = load_similarity_settings(root)
    if not settings.materialise:
        return None
    from semnet.graph.judge.config import load_judge_settings
    from semnet.graph.judge.embed import vector_index_for

    backend = load_judge_settings(root).embedding
    if backend == "none":
        raise InvalidQueryError('[similarity] materialise needs an embedding backend, not "none"')
    return materialise(store, vector_index_for(store, backend), settings)
