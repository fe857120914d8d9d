"""DOIs and the work endpoints they name: one spelling for the many ways a
bibliography, a reference manager and OpenAlex write the same DOI.

A DOI is case-insensitive (the DOI handbook, §2.4), so its canonical form here
is lower-cased, without a resolver prefix (`https://doi.org/`, `doi:`) or
surrounding punctuation. A work whose DOI is known is named `work:doi:<doi>`
(the name a bibliography and OpenAlex share); see `docs/citations.md`.

A bibliography entry or a source note with a `doi` is tied to its work by a
structural `sourced_from` edge, `node:<source> → work:doi:<doi>`, with
`attrs.via = "doi"` (`sync_work_identities`, called by each index pass for
the source nodes it writes). This module does not check that a DOI is
registered.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING
from urllib.parse import unquote

from semnet.graph.model import EdgeRec, NodeRec, make_rec, node_ref

if TYPE_CHECKING:
    from semnet.graph.store.writer import RunWriter

_PREFIX = re.compile(
    r"^(?:https?://(?:dx\.)?doi\.org/|doi\.org/|doi:\s*|info:doi/|urn:doi:)", re.IGNORECASE
)
_SHAPE = re.compile(r"^10\.\d{4,9}/\S+$")


def normalise_doi(value: object) -> str | None:
    """The canonical DOI in `value`, or None if it does not look like one."""
    if not isinstance(value, str):
        return None
    text = value.strip().strip("{}").strip()
    text = _PREFIX.sub("", text)
    if "%" in text:
        text = unquote(text)
    text = text.rstrip(".,;").strip().lower()
    return text if _SHAPE.match(text) else None


def doi_ref(doi: str) -> str:
    """The work endpoint of a canonical DOI."""
    return f"work:doi:{doi}"


_OPENALEX_ID = re.compile(r"(?:^|/)([Ww]\d{2,})$")


def openalex_id(value: object) -> str | None:
    """`W2741809807` from `https://openalex.org/W2741809807`, `W2741809807` or
    `openalex:W2741809807`; None for anything else (an author `A…`, a source `S…`)."""
    if not isinstance(value, str):
        return None
    text = value.strip().removeprefix("openalex:")
    m = _OPENALEX_ID.search(text)
    return "W" + m.group(1)[1:] if m else None


def openalex_ref(work_id: str) -> str:
    return f"work:openalex:{work_id}"


def sync_work_identities(run: RunWriter, nodes: Iterable[NodeRec]) -> None:
    """Keep each source node's identity edge in step with its `doi` attribute
    (created, kept or retracted; nodes that are not sources are skipped)."""
    for n in nodes:
        if n.kind != "source":
            continue
        ref = node_ref(n.id)
        owned = [
            r
            for r in run._edges_at(ref)
            if r.src == ref
            and r.kind == "sourced_from"
            and r.origin == "structural"
            and r.attrs.get("via") == "doi"
        ]
        doi = n.attrs.get("doi")
        desired: list[EdgeRec] = []
        if isinstance(doi, str) and doi:
            desired.append(
                make_rec(ref, "sourced_from", doi_ref(doi), "structural", attrs={"via": "doi"})
            )
        if owned or desired:
            run.sync(owned, desired)


__all__ = ["doi_ref", "normalise_doi", "openalex_id", "openalex_ref", "sync_work_identities"]
