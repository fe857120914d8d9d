"""`semnet import openalex`: OpenAlex records and CSL-JSON become work
endpoints and `cites` edges; the bibliography's DOIs tie sources to works;
citation chains are `paths`; "what rests on this work" is a group view."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from judge_helpers import write
from semnet.graph.importers.openalex import (
    WorksImportError,
    import_works,
    read_works,
    records_of,
)
from semnet.graph.manuscript.doi import normalise_doi, openalex_id
from semnet.graph.manuscript.indexer import index_folder
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.citations import rests_on
from semnet.graph.store.edge_store import EdgeStore

FIX = Path(__file__).parent.parent / "fixtures" / "openalex"
W1001, W1002, W1004, W1005 = (f"work:doi:10.5555/semnet.{n}" for n in (1001, 1002, 1004, 1005))
W1003 = "work:openalex:W1003"

BIB = """@article{petitions,
  author = {Petrova, Irina},
  title = {Labour Petitions in Imperial Russia},
  year = {1998},
  doi = {https://doi.org/10.5555/SEMNET.1001}
}

@book{ascher1988,
  author = {Ascher, Abraham},
  title = {The Revolution of 1905: Russia in Disarray},
  year = {1988}
}
"""


def workspace(tmp_path: Path) -> Path:
    return write(
        tmp_path / "ws",
        {
            "refs.bib": BIB,
            "facts/petition.md": "---\ntype: fact\n---\n\n"
            "The petition asked for an eight-hour day [@petitions, p. 4].\n",
            "book/ch1.md": "# One\n\nThe crowd walked to the palace, as Ascher tells it @ascher1988.\n\n"
            "Nothing here cites anything.\n",
        },
    )


def cites(store: EdgeStore) -> set[tuple[str, str]]:
    return {
        (r.src, r.dst)
        for r in store.index.by_id.values()
        if r.kind == "cites" and r.expired_at is None
    }


@pytest.mark.parametrize(
    ("raw", "doi"),
    [
        ("https://doi.org/10.5555/SEMNET.1001", "10.5555/semnet.1001"),
        ("doi:10.1000/xyz123.", "10.1000/xyz123"),
        ("http://dx.doi.org/10.1000/a%2Fb", "10.1000/a/b"),
        ("{10.1000/182}", "10.1000/182"),
        ("not a doi", None),
        (None, None),
    ],
)
def test_dois_are_normalised(raw: Any, doi: str | None) -> None:
    assert normalise_doi(raw) == doi


def test_openalex_ids() -> None:
    assert openalex_id("https://openalex.org/W2741809807") == "W2741809807"
    assert openalex_id("w123") == "W123"
    assert openalex_id("https://openalex.org/A5023888391") is None


def test_a_result_page_a_single_work_and_csl_json_are_read() -> None:
    page, probs = read_works(FIX / "works-page.json")
    assert [r.openalex for r in page] == ["W1001", "W1002", "W1003"] and not probs
    assert page[1].doi == "10.5555/semnet.1002" and page[1].ref == W1002  # case folded
    assert page[2].ref == W1003  # no DOI: named by its OpenAlex id
    assert page[0].references == ["W1002", "W1003"] and page[0].year == 1998
    assert page[1].authors == ["Jean Dumas", "Ruth Keller"]
    (one,), _ = read_works(FIX / "work-W1005.json")
    assert one.references == ["W1001", "W9999"]
    csl, probs = read_works(FIX / "zotero-export.json")
    assert [(r.key, r.doi, r.source) for r in csl] == [
        ("ascher1988", "10.5555/semnet.1004", "csl"),
        ("http://zotero.org/users/1/items/ABCD1234", "10.5555/semnet.1005", "csl"),
    ]
    assert len(probs) == 1 and "Russia, with Teheran" in probs[0] and "skipped" in probs[0]


def test_json_lines_and_bad_files(tmp_path: Path) -> None:
    works = json.loads((FIX / "api-works.json").read_text(encoding="utf-8"))
    jl = tmp_path / "snapshot.jsonl"
    jl.write_text("\n".join(json.dumps(w) for w in works.values()) + "\n", encoding="utf-8")
    recs, _ = read_works(jl)
    assert len(recs) == 5
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(WorksImportError, match="not JSON"):
        read_works(bad)
    with pytest.raises(WorksImportError, match="cannot read"):
        read_works(tmp_path / "missing.json")
    assert records_of(42)[1] == ["<json>: neither a work, a result page nor a list of works"]


def test_import_makes_cites_edges_and_ties_the_bibliography(tmp_path: Path) -> None:
    ws = workspace(tmp_path)
    store, _ = index_folder(ws)
    try:
        # The bibliography's DOI ties its entry to the work, structurally.
        src = next(n for n in store.nodes.values() if n.attrs.get("source_key") == "petitions")
        assert src.attrs["doi"] == "10.5555/semnet.1001"
        (tie,) = [r for r in store.index.out[f"node:{src.id}"] if r.kind == "sourced_from"]
        assert (tie.dst, tie.origin, tie.attrs) == (W1001, "structural", {"via": "doi"})

        recs = read_works(FIX / "works-page.json")[0] + read_works(FIX / "work-W1005.json")[0]
        result = import_works(store, recs, files=["x"])
        assert result.works == 4 and result.cites_created == 6 and result.bibliography_works == 1
        assert cites(store) == {
            (W1001, W1002), (W1001, W1003), (W1002, "work:openalex:W1004"),
            (W1003, "work:openalex:W1004"), (W1005, W1001), (W1005, "work:openalex:W9999"),
        }  # fmt: skip
        assert all(r.origin == "imported" for r in store.index.by_id.values() if r.kind == "cites")
        # Importing the same records again writes nothing new.
        again = import_works(store, recs)
        assert (again.cites_created, again.cites_kept) == (0, 6)
        # W1004's record arrives later, with its DOI: its edges move to the DOI name.
        w1004 = json.loads((FIX / "api-works.json").read_text(encoding="utf-8"))["W1004"]
        later = import_works(store, records_of(w1004)[0])
        assert later.renamed == 1
        assert (W1002, W1004) in cites(store) and (W1003, W1004) in cites(store)
        assert not any("W1004" in a or "W1004" in b for a, b in cites(store) if "doi" not in b)
    finally:
        store.close()


def test_csl_citation_keys_reconcile_sources_without_a_doi(tmp_path: Path) -> None:
    ws = workspace(tmp_path)
    store, _ = index_folder(ws)
    try:
        recs, probs = read_works(FIX / "zotero-export.json")
        result = import_works(store, recs, problems=probs)
        assert result.reconciled == 1 and result.problems == probs
        asch = next(n for n in store.nodes.values() if n.attrs.get("source_key") == "ascher1988")
        (tie,) = [r for r in store.index.out[f"node:{asch.id}"] if r.kind == "sourced_from"]
        assert (tie.dst, tie.origin) == (W1004, "imported")
        assert tie.attrs == {"via": "citation-key", "key": "ascher1988"}
        assert import_works(store, recs).reconciled == 0  # once
    finally:
        store.close()


def test_a_bibliography_doi_wins_over_a_reference_managers(tmp_path: Path) -> None:
    ws = workspace(tmp_path)
    store, _ = index_folder(ws)
    try:
        item = {"id": "petitions", "type": "article", "DOI": "10.5555/other.1"}
        result = import_works(store, records_of([item])[0])
        assert result.reconciled == 0
        assert "the bibliography's DOI is kept" in result.problems[0]
    finally:
        store.close()


def test_citation_chains_are_paths_and_rests_on_walks_back(tmp_path: Path) -> None:
    ws = workspace(tmp_path)
    store, _ = index_folder(ws)
    try:
        works = json.loads((FIX / "api-works.json").read_text(encoding="utf-8"))
        import_works(store, records_of(list(works.values()))[0])
        import_works(store, read_works(FIX / "zotero-export.json")[0])
        api = GraphAPI(store, ws)
        chains = api.paths({"from": {"ref": W1005}, "to": {"ref": W1004}, "kinds": ["cites"]})
        got = [[s.to.ref for s in p] for p in chains.paths]
        assert got == [[W1001, W1002, W1004], [W1001, W1003, W1004]]

        r = rests_on(api, {"endpoint": {"ref": W1004}})
        by_title = {i.endpoint.title: i for i in r.items}
        para = next(t for t in by_title if t.startswith("The crowd"))
        fact = next(t for t in by_title if t.startswith("The petition"))
        # The paragraph cites ascher1988, which is W1004 itself (by citation key).
        assert by_title[para].citation_hops == 0
        assert by_title[para].kinds == ["links_to", "sourced_from"]
        # The fact is sourced from `petitions` = W1001, which cites W1002, which cites W1004.
        assert by_title[fact].citation_hops == 2
        assert by_title[fact].kinds == ["sourced_from", "sourced_from", "cites", "cites"]
        assert [v.ref for v in by_title[fact].via][1:] == [W1001, W1002, W1004]
        assert r.items[0].endpoint.title == para  # nearest first
        assert r.total == 2 and not r.truncated
        # One citation hop is not enough to reach the fact.
        near = rests_on(api, {"endpoint": {"ref": W1004}, "depth": 1})
        assert [i.endpoint.title for i in near.items] == [para]
        # Paragraphs that cite nothing, and works nothing rests on.
        assert rests_on(api, {"endpoint": {"ref": W1005}}).items == []
    finally:
        store.close()


def test_a_removed_doi_retracts_the_tie(tmp_path: Path) -> None:
    ws = workspace(tmp_path)
    store, _ = index_folder(ws)
    store.close()
    (ws / "refs.bib").write_text(BIB.replace("  doi = {https://doi.org/10.5555/SEMNET.1001}\n", ""))
    store, _ = index_folder(ws)
    try:
        assert not any(r.dst == W1001 for r in store.index.by_id.values() if r.expired_at is None)
        retired = store.retired_edges(("retracted",))  # the store keeps what is no longer live
        assert any(r.dst == W1001 for r in retired)
    finally:
        store.close()
