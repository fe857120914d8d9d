"""Import a citation network: OpenAlex work records and CSL-JSON items become
work endpoints and `cites` edges (origin `imported`).

What is read (`read_works`): a JSON file holding one OpenAlex work, an
OpenAlex result page `{"results": [...]}`, a list of works, OpenAlex's JSON
Lines snapshot format (one work a line), or CSL-JSON (a list of items, as
Zotero and other reference managers export it, or one item).

How works are named: `work:doi:<doi>` when the record gives a DOI (the name a
bibliography and OpenAlex share), else `work:openalex:<W…>`. A work's
`referenced_works` (OpenAlex ids) become `cites` edges; a referenced work is
named by its DOI when this import or an earlier one saw its record (each
`cites` edge keeps both ends' OpenAlex ids in `attrs.src_openalex` /
`attrs.dst_openalex`, which is how later imports know them), and when an import
learns the DOI of a work the store named by its OpenAlex id, the work's edges
are moved to the DOI name.

Reconciliation with the manuscript: a bibliography entry or a source note
with a `doi` already has a structural identity edge to `work:doi:<doi>` (see
`graph/manuscript/doi.py`). A CSL-JSON item whose citation key (`id` or
`citation-key`) is a source key of the manuscript, whose source has no DOI of
its own, adds that identity edge here (imported, `attrs.via = "citation-key"`).

What this module is not: it does not fetch anything (`openalex_fetch.py` does)
and it never writes manuscript nodes (a work is an endpoint, not a node).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import Field
from semnet.graph.errors import InputError
from semnet.graph.manuscript.doi import doi_ref, normalise_doi, openalex_id, openalex_ref
from semnet.graph.manuscript.workspace import FileSkipped, read_regular
from semnet.graph.model import EdgeRec, make_rec, node_ref
from semnet.graph.query.views import Wire
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.writer import RunWriter


class WorksImportError(InputError):
    """A works file that cannot be read at all (unreadable, not JSON)."""


@dataclass(slots=True)
class WorkRecord:
    """One work as a registry or a reference manager describes it."""

    openalex: str | None
    doi: str | None
    title: str | None = None
    year: int | None = None
    authors: list[str] = field(default_factory=list)
    references: list[str] = field(default_factory=list)  # OpenAlex ids
    key: str | None = None  # a citation key (CSL-JSON)
    source: str = "openalex"  # or "csl"

    @property
    def ref(self) -> str | None:
        if self.doi:
            return doi_ref(self.doi)
        if self.openalex:
            return openalex_ref(self.openalex)
        return None


# --------------------------------------------------------------------------- reading


def _year(value: Any) -> int | None:
    try:
        y = int(value)
    except (TypeError, ValueError):
        return None
    return y if 0 < y < 3000 else None


def _openalex_record(d: Mapping[str, Any]) -> WorkRecord:
    raw_ids = d.get("ids")
    ids: Mapping[str, Any] = raw_ids if isinstance(raw_ids, dict) else {}
    doi = normalise_doi(d.get("doi")) or normalise_doi(ids.get("doi"))
    authors = []
    for a in d.get("authorships") or ():
        if isinstance(a, dict):
            au = a.get("author")
            name = au.get("display_name") if isinstance(au, dict) else a.get("raw_author_name")
            if isinstance(name, str) and name.strip():
                authors.append(name.strip())
    refs = []
    for r in d.get("referenced_works") or ():
        w = openalex_id(r)
        if w and w not in refs:
            refs.append(w)
    title = d.get("title") or d.get("display_name")
    return WorkRecord(
        openalex=openalex_id(d.get("id")) or openalex_id(ids.get("openalex")),
        doi=doi,
        title=str(title).strip() if title else None,
        year=_year(d.get("publication_year")),
        authors=authors,
        references=refs,
    )


def _csl_record(d: Mapping[str, Any]) -> WorkRecord:
    authors = []
    for a in d.get("author") or ():
        if isinstance(a, dict):
            name = (
                " ".join(
                    str(a[k]).strip() for k in ("given", "family") if isinstance(a.get(k), str)
                )
                or str(a.get("literal") or "").strip()
            )
            if name:
                authors.append(name)
    year = None
    issued = d.get("issued")
    if isinstance(issued, dict):
        parts = issued.get("date-parts")
        if isinstance(parts, list) and parts and isinstance(parts[0], list) and parts[0]:
            year = _year(parts[0][0])
    key = d.get("citation-key") or d.get("citation_key") or d.get("id")
    doi = normalise_doi(d.get("DOI") or d.get("doi")) or normalise_doi(d.get("URL"))
    title = d.get("title")
    return WorkRecord(
        openalex=None,
        doi=doi,
        title=str(title).strip() if title else None,
        year=year,
        authors=authors,
        key=str(key).strip() if isinstance(key, (str, int)) and str(key).strip() else None,
        source="csl",
    )


def _is_openalex(d: Mapping[str, Any]) -> bool:
    return openalex_id(d.get("id")) is not None or "referenced_works" in d


def records_of(data: Any, where: str = "<json>") -> tuple[list[WorkRecord], list[str]]:
    """The work records in parsed JSON, and problems (items that are not works)."""
    if isinstance(data, dict) and isinstance(data.get("results"), list):
        items: list[Any] = data["results"]
    elif isinstance(data, dict):
        items = [data]
    elif isinstance(data, list):
        items = data
    else:
        return [], [f"{where}: neither a work, a result page nor a list of works"]
    out: list[WorkRecord] = []
    problems: list[str] = []
    for i, item in enumerate(items, start=1):
        if not isinstance(item, dict):
            problems.append(f"{where}: item {i} is not an object")
            continue
        rec = _openalex_record(item) if _is_openalex(item) else _csl_record(item)
        if rec.ref is None:
            label = rec.title or rec.key or f"item {i}"
            problems.append(f"{where}: {label!r} has neither a DOI nor an OpenAlex id; skipped")
            continue
        out.append(rec)
    return out, problems


def read_works(path: str | Path, data: bytes | None = None) -> tuple[list[WorkRecord], list[str]]:
    """The works of one file (JSON or JSON Lines), from `data` when the caller
    read it. Raises `WorksImportError` when the file cannot be read (a FIFO or
    a device is not opened for reading) or is not JSON."""
    p = Path(path)
    try:
        if data is None:
            data = read_regular(p, str(p))
        text = data.decode("utf-8-sig")
    except FileSkipped as exc:
        raise WorksImportError(str(exc)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise WorksImportError(
            f"{p}: cannot read: {getattr(exc, 'strerror', None) or exc}"
        ) from None
    try:
        return records_of(json.loads(text), str(p))
    except ValueError:
        pass
    records: list[WorkRecord] = []
    problems: list[str] = []
    lines = [ln for ln in text.splitlines() if ln.strip()]
    for n, line in enumerate(lines, start=1):
        try:
            data = json.loads(line)
        except ValueError:
            raise WorksImportError(
                f"{p}: not JSON (nor JSON Lines: line {n} does not parse)"
            ) from None
        got, probs = records_of(data, f"{p}:{n}")
        records += got
        problems += probs
    if not lines:
        raise WorksImportError(f"{p}: the file is empty")
    return records, problems


# --------------------------------------------------------------------------- writing


class ImportWorksResult(Wire):
    """What `semnet import openalex` / `semnet/importWorks` did."""

    files: list[str] = Field(default_factory=list)
    works: int = 0
    cites_created: int = 0
    cites_kept: int = 0
    renamed: int = 0  # works moved from their OpenAlex name to their DOI name
    reconciled: int = 0  # sources tied to a work by citation key
    bibliography_works: int = 0  # works the manuscript's sources name by DOI
    fetched: dict[str, int] | None = None
    problems: list[str] = Field(default_factory=list)
    run_id: str | None = None


def _known_names(store: EdgeStore) -> dict[str, str]:
    """OpenAlex id → the ref the store names that work by (from `cites` attrs)."""
    names: dict[str, str] = {}
    for rec in store.index.by_id.values():
        if rec.kind != "cites" or rec.expired_at is not None:
            continue
        for end, key in ((rec.src, "src_openalex"), (rec.dst, "dst_openalex")):
            w = rec.attrs.get(key)
            if isinstance(w, str) and (w not in names or end.startswith("work:doi:")):
                names[w] = end
    return names


def _source_nodes(store: EdgeStore) -> Iterator[tuple[str, str | None, str]]:
    """(node ref, its DOI, its citation key) of every source of the manuscript."""
    for n in store.nodes.values():
        if n.kind == "source" and n.attrs.get("source_key"):
            yield node_ref(n.id), n.attrs.get("doi"), str(n.attrs["source_key"])


def bibliography_dois(store: EdgeStore) -> list[str]:
    """The DOIs the manuscript's sources (bibliography entries, source notes) give."""
    return sorted({doi for _, doi, _ in _source_nodes(store) if doi})


def import_works(
    store: EdgeStore,
    records: Iterable[WorkRecord],
    *,
    files: list[str] | None = None,
    problems: list[str] | None = None,
    fetched: dict[str, int] | None = None,
) -> ImportWorksResult:
    """Write the works' `cites` edges and reconciliations in one run."""
    recs = list(records)
    result = ImportWorksResult(
        files=files or [], works=len(recs), problems=list(problems or []), fetched=fetched
    )
    result.bibliography_works = len(bibliography_dois(store))
    with store.run(
        "import",
        artifact={"importer": "openalex", "files": files or [], "works": len(recs)},
    ) as run:
        names = _known_names(store)
        result.renamed = _rename(run, recs, names)
        # Everything is read before the one bulk write (a read after it would
        # turn the bulk into row-by-row staging).
        ties = _reconcile_keys(run, store, recs, result.problems)
        cites = _cites(run, recs, names, result)
        result.reconciled = len(ties)
        if ties or cites:
            run.add_edges([*ties, *cites])
        result.cites_created = len(cites)
        result.run_id = run.id
    return result


def _rename(run: RunWriter, recs: list[WorkRecord], names: dict[str, str]) -> int:
    """Learn each record's name; move works the store knew by OpenAlex id only."""
    moved = 0
    for r in recs:
        if not r.openalex:
            continue
        ref = r.ref
        assert ref is not None
        old = names.get(r.openalex)
        if old is not None and old != ref and old.startswith("work:openalex:") and r.doi:
            run.repoint(old, ref)
            moved += 1
        if old is None or r.doi or not old.startswith("work:doi:"):
            names[r.openalex] = ref
    return moved


def _cites(
    run: RunWriter, recs: list[WorkRecord], names: dict[str, str], result: ImportWorksResult
) -> list[EdgeRec]:
    """The new `cites` edges (repeats of stored ones are counted as kept)."""
    fresh: list[EdgeRec] = []
    seen: set[tuple[str, str]] = set()
    for r in recs:
        src = r.ref
        assert src is not None
        have = {
            e.dst
            for e in run._edges_at(src)
            if e.src == src and e.kind == "cites" and not e.expired_at
        }
        for w in r.references:
            dst = names.get(w) or openalex_ref(w)
            if dst == src or (src, dst) in seen:
                continue
            seen.add((src, dst))
            if dst in have:
                result.cites_kept += 1
                continue
            attrs: dict[str, Any] = {"dst_openalex": w}
            if r.openalex:
                attrs["src_openalex"] = r.openalex
            fresh.append(make_rec(src, "cites", dst, "imported", attrs=attrs))
    return fresh


def _reconcile_keys(
    run: RunWriter, store: EdgeStore, recs: list[WorkRecord], problems: list[str]
) -> list[EdgeRec]:
    """Identity edges for sources without a DOI, to the works CSL items name by
    their citation key."""
    by_key: dict[str, list[tuple[str, str | None]]] = {}
    for ref, doi, key in _source_nodes(store):
        by_key.setdefault(key.casefold(), []).append((ref, doi))
    made: list[EdgeRec] = []
    for r in recs:
        if r.source != "csl" or not r.key or not r.doi:
            continue
        for src, own_doi in by_key.get(r.key.casefold(), ()):
            if own_doi:
                if own_doi != r.doi:
                    problems.append(
                        f"source {r.key!r} gives DOI {own_doi}, the reference manager {r.doi}; "
                        "the bibliography's DOI is kept"
                    )
                continue
            work = r.ref
            assert work is not None
            if any(
                e.dst == work and e.kind == "sourced_from" and not e.expired_at
                for e in run._edges_at(src)
            ) or any(e.src == src and e.dst == work for e in made):
                continue
            made.append(
                make_rec(
                    src,
                    "sourced_from",
                    work,
                    "imported",
                    attrs={"via": "citation-key", "key": r.key},
                )
            )
    return made


__all__ = [
    "ImportWorksResult",
    "WorkRecord",
    "WorksImportError",
    "bibliography_dois",
    "import_works",
    "read_works",
    "records_of",
]
