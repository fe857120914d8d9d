"""A text search over the graph's nodes: every word of the query must occur in
a node's title or text (case, accents and punctuation aside); best first.

Params and results follow `graph/query/api.py` (camelCase JSON); `semnet graph
search … --json` and the MCP tool `search` return exactly `SearchResult`.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from pydantic import Field
from semnet.graph.model import node_ref
from semnet.graph.query.api import GraphAPI, Params, validate_params
from semnet.graph.query.views import EndpointInfo, Wire

_WORD = re.compile(r"\w+", re.UNICODE)

# Among equal scores, the node a reader means: a fact or paragraph before its chapter.
_KIND_ORDER = {"fact": 0, "paragraph": 0, "character": 1, "place": 1, "glossary": 1, "source": 1}


class SearchParams(Params):
    query: str = Field(min_length=1, max_length=500)
    kinds: list[str] | None = None  # node kinds (paragraph, fact, character, …)
    limit: int = Field(default=20, ge=1, le=500)


class SearchHit(Wire):
    endpoint: EndpointInfo
    score: float
    snippet: str


class SearchResult(Wire):
    query: str
    hits: list[SearchHit]
    total: int


def fold(text: str) -> str:
    """Lower case without accents: "Élan" and "elan" are the same word."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words(text: str) -> list[str]:
    return _WORD.findall(fold(text))


def _snippet(text: str, first: str, width: int = 160) -> str:
    """About `width` characters of `text` around the first match of a query word."""
    flat = " ".join(text.split())
    at = fold(flat).find(first)
    start = max(0, at - width // 3) if at >= 0 else 0
    piece = flat[start : start + width]
    return ("…" if start > 0 else "") + piece + ("…" if start + width < len(flat) else "")


def search(api: GraphAPI, raw: Any) -> SearchResult:
    """Nodes whose title or text holds every word of the query. The score counts
    each word once per occurrence, a word in the title three times."""
    p: SearchParams = validate_params(SearchParams, raw)
    wanted = words(p.query)
    if not wanted:
        return SearchResult(query=p.query, hits=[], total=0)
    kinds = set(p.kinds) if p.kinds else None
    scored: list[tuple[float, int, str, str]] = []
    for node in api.store.nodes.values():
        if kinds is not None and node.kind not in kinds:
            continue
        title = words(node.title or "")
        body = words(node.text or "") if node.text and node.text != node.title else []
        score = 0.0
        for w in wanted:
            found = 3 * title.count(w) + body.count(w)
            if found == 0:
                break
            score += found
        else:
            scored.append((score, _KIND_ORDER.get(node.kind, 2), node.uri or "", node.id))
    scored.sort(key=lambda s: (-s[0], s[1], s[2], s[3]))
    hits = []
    for score, _, _, node_id in scored[: p.limit]:
        info = EndpointInfo.model_validate(api.endpoint(node_ref(node_id)))
        node = api.store.nodes[node_id]
        snippet = _snippet(node.text or node.title or "", wanted[0])
        hits.append(SearchHit(endpoint=info, score=score, snippet=snippet))
    return SearchResult(query=p.query, hits=hits, total=len(scored))
