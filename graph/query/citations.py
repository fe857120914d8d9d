""" "What in my manuscript rests on this work?" — a group view over
`sourced_from` and `cites` (`semnet graph rests-on`, `semnet/restsOn`).

From a work (or a source), it walks backwards: the works that cite it, up to
`depth` citation hops (a fact sourced from a book that cites the work rests
on the work too); the bibliography entries and source notes identified with
each of those works (`sourced_from … attrs.via = doi | citation-key`); and,
from each of them, the facts `sourced_from` it and the paragraphs that cite it
(`links_to` with `attrs.via = "citation"`). Each statement found is listed
once, with the shortest chain that ties it to the work, nearest first.

This is not a citation-chain search between two works (that is
`semnet graph paths A B --kind cites`), and it reads only the graph: works
come in through `semnet import openalex` (`graph/importers/openalex.py`).
"""

from __future__ import annotations

from collections import deque
from typing import Any

from pydantic import Field
from semnet.graph.model import split_ref
from semnet.graph.query.api import EndpointParam, GraphAPI, Params, validate_params
from semnet.graph.query.traverse import iter_neighbors
from semnet.graph.query.views import EndpointInfo, Wire, endpoint_info

__all__ = ["RestsOnItem", "RestsOnParams", "RestsOnResult", "rests_on"]

_STATEMENT_KINDS = frozenset({"paragraph", "fact"})
_WALK = frozenset({"cites", "sourced_from", "links_to"})


class RestsOnParams(Params):
    endpoint: EndpointParam
    depth: int = Field(default=2, ge=0, le=4)  # citation hops back from the work
    limit: int = Field(default=200, ge=1, le=10_000)
    budget: int = Field(default=5_000, ge=1, le=100_000)  # endpoints walked at most


class RestsOnItem(Wire):
    """A statement of the manuscript and how it rests on the work."""

    endpoint: EndpointInfo
    # From the statement to the work: each step's edge kind and the endpoint it reaches.
    via: list[EndpointInfo]
    kinds: list[str]
    citation_hops: int  # `cites` edges on the way (0: sourced from the work itself)


class RestsOnResult(Wire):
    work: EndpointInfo
    items: list[RestsOnItem]
    works: int  # works walked (the work and those citing it, within depth)
    total: int
    truncated: bool


def rests_on(api: GraphAPI, raw: Any) -> RestsOnResult:
    p: RestsOnParams = validate_params(RestsOnParams, raw)
    start = api.resolve(p.endpoint)
    index, nodes = api.store.index, api.store.nodes
    # Breadth-first over incoming edges: (endpoint, chain back to the work, kinds, hops).
    queue: deque[tuple[str, list[str], list[str], int]] = deque([(start, [], [], 0)])
    seen = {start}
    found: list[tuple[str, list[str], list[str], int]] = []
    works = 1 if start.startswith("work:") else 0
    truncated = False
    while queue:
        ref, chain, kinds, hops = queue.popleft()
        for hop in iter_neighbors(index, ref, _WALK, "in"):
            rec, other = hop.edge, hop.other
            if other in seen:
                continue
            if rec.kind == "cites" and hops >= p.depth:
                continue
            if rec.kind == "links_to" and rec.attrs.get("via") != "citation":
                continue
            if len(seen) >= p.budget:
                truncated = True
                break
            seen.add(other)
            step = ([ref, *chain], [rec.kind, *kinds], hops + (rec.kind == "cites"))
            kind, addr = split_ref(other)
            node = nodes.get(addr) if kind == "node" else None
            if node is not None and node.kind in _STATEMENT_KINDS:
                found.append((other, *step))
            else:
                works += kind == "work"
                queue.append((other, *step))
        if truncated:
            break
    found.sort(key=lambda f: (len(f[1]), f[3], _doc_key(f[0], nodes)))
    items = [
        RestsOnItem(
            endpoint=api._uri_of(endpoint_info(ref, nodes)),
            via=[api._uri_of(endpoint_info(r, nodes)) for r in chain],
            kinds=kinds,
            citation_hops=hops,
        )
        for ref, chain, kinds, hops in found[: p.limit]
    ]
    return RestsOnResult(
        work=api._uri_of(endpoint_info(start, nodes)),
        items=items,
        works=works,
        total=len(found),
        truncated=truncated,
    )


def _doc_key(ref: str, nodes: Any) -> tuple[str, int]:
    n = nodes.get(split_ref(ref)[1])
    return (n.uri or "", n.start_line or 0) if n is not None else ("", 0)
