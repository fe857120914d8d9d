"""The nodes of a `.bib` file in an index pass: one bibliography node for the
file and one source node per entry, each entry keeping its id by its key."""

from __future__ import annotations

from collections.abc import Mapping

from semnet.graph.diagnostic_codes import Code
from semnet.graph.manuscript.bib import parse_bib
from semnet.graph.manuscript.doi import normalise_doi
from semnet.graph.manuscript.index_pass import PassNodes, file_hash
from semnet.graph.model import NodeKind, NodeRec, new_id


def bib_nodes(
    rel: str,
    text: str | None,
    hashes: Mapping[str, str],
    by_uri: Mapping[str, list[NodeRec]],
    out: PassNodes,
    stamp: tuple[int, int] | None = None,
) -> None:
    """Add the nodes of bibliography `rel` (None: the file is gone) to `out`
    (`stamp`: see `index_pass.file_record`)."""
    stored = by_uri.get(rel, ())
    existing = {str(n.attrs.get("source_key")): n for n in stored if n.kind == NodeKind.SOURCE}
    file_node = next((n for n in stored if n.kind == NodeKind.BIBLIOGRAPHY), None)
    if text is None:
        out.removed.update(n.id for n in stored)
        return
    load = parse_bib(text, rel)
    fid = file_node.id if file_node else new_id()
    probs = [
        {"code": Code.BAD_BIBTEX, "message": m, "uri": rel, "line": 0, "start": 0, "end": 0}
        for m in load.problems
    ]
    out.puts.append(
        NodeRec(
            id=fid,
            kind=NodeKind.BIBLIOGRAPHY,
            title=rel,
            uri=rel,
            ord=0,
            attrs={
                "file_hash": hashes.get(rel) or file_hash(text.encode("utf-8")),
                **({"stamp": list(stamp)} if stamp else {}),
                **({"parse_problems": probs} if probs else {}),
            },
        )
    )
    seen: set[str] = set()
    for i, e in enumerate(load.entries):
        if e.key in seen:
            continue
        seen.add(e.key)
        old = existing.get(e.key)
        out.puts.append(
            NodeRec(
                id=old.id if old else new_id(),
                kind=NodeKind.SOURCE,
                title=e.title or e.key,
                uri=rel,
                parent_id=fid,
                ord=i + 1,
                start_line=e.line,
                end_line=e.line + 1,
                attrs={
                    "source_key": e.key,
                    "author": e.author,
                    "year": e.year,
                    "entry_type": e.entry_type,
                    **({"doi": doi} if (doi := normalise_doi(e.fields.get("doi"))) else {}),
                },
            )
        )
    for key, n in existing.items():
        if key not in seen:
            out.removed.add(n.id)
