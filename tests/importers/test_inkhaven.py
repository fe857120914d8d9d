"""`semnet import inkhaven`: the five encodings of RFC §6, from small projects
the tests build; malformed projects are refused naming the file, with nothing
written; the Markdown export indexes and keeps the UUIDs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import duckdb
import pytest
from judge_helpers import (
    ANNA,
    BOOK,
    CH1,
    F1,
    F2,
    FCH,
    P1,
    P2,
    P3,
    PETER,
    SUB,
    doc,
    make_inkhaven,
    standard_docs,
    uid,
)
from semnet.graph.importers.inkhaven import import_project
from semnet.graph.store.edge_store import EdgeStore


def edges_of(store: EdgeStore, kind: str) -> list[Any]:
    return sorted(
        (r for r in store.index.by_id.values() if r.kind == kind and r.expired_at is None),
        key=lambda r: (r.src, r.dst),
    )


def project(tmp_path: Path, **kw: Any) -> Path:
    docs, texts = standard_docs()
    return make_inkhaven(tmp_path / "ink", docs, texts=texts, **kw)


def imported(tmp_path: Path, proj: Path) -> EdgeStore:
    ws = tmp_path / "ws"
    ws.mkdir(exist_ok=True)
    import_project(proj, root=ws)
    return EdgeStore.for_workspace(ws)


def test_metadata_nodes_links_and_events_keep_their_uuids(tmp_path: Path) -> None:
    store = imported(tmp_path, project(tmp_path))
    assert {BOOK, CH1, SUB, P1, P2, P3, ANNA, PETER, F1, F2} <= set(store.nodes)
    assert store.nodes[P1].kind == "paragraph" and "Warsaw Station" in (store.nodes[P1].text or "")
    assert store.nodes[F1].kind == "fact" and store.nodes[ANNA].kind == "character"
    assert store.nodes[P1].parent_id == SUB
    (link,) = edges_of(store, "links_to")
    assert (link.src, link.dst, link.origin) == (f"node:{P1}", f"node:{P2}", "imported")
    inv = edges_of(store, "event_involves")
    assert {r.dst for r in inv} == {f"node:{ANNA}", f"node:{PETER}"}
    # ticks in inkhaven's gregorian preset: 1905-12-30, a day
    from semnet.graph.model import from_micros

    assert {str(from_micros(r.valid_at).date()) for r in inv} == {"1905-12-30"}  # type: ignore[union-attr]
    assert {str(from_micros(r.invalid_at).date()) for r in inv} == {"1905-12-31"}  # type: ignore[union-attr]
    assert inv[0].attrs["track"] == "main" and inv[0].attrs["precision"] == "day"
    store.close()


def test_fact_sources_become_sourced_from_with_the_origin(tmp_path: Path) -> None:
    proj = project(tmp_path, sources={
        F1: {"origin": "document", "detail": "marchand-notebooks f. 12r", "query": "",
             "thread": "t1", "created_at": "2026-07-01T10:00:00Z"},
        F2: {"origin": "model", "detail": "", "query": "when was Anna born?", "thread": "t1",
             "created_at": "2026-07-01T10:00:00Z"},
    })  # fmt: skip
    store = imported(tmp_path, proj)
    got = {
        r.src: (r.dst, r.attrs["source_origin"], r.origin) for r in edges_of(store, "sourced_from")
    }
    assert got == {
        f"node:{F1}": ("work:document:marchand-notebooks f. 12r", "document", "imported"),
        f"node:{F2}": ("work:model:when was Anna born?", "model", "imported"),
    }
    from semnet.graph.query.traverse import group_by_endpoint

    groups = group_by_endpoint(store.index, "sourced_from")
    assert [r.src for r in groups["work:model:when was Anna born?"]] == [f"node:{F2}"]
    store.close()


def test_fact_verdicts_become_judged_grades(tmp_path: Path) -> None:
    proj = project(tmp_path, verdicts={
        F2: {"level": "Dubious", "reason": "the Okhrana file is unreliable",
             "checked_at": "2026-07-02T10:00:00Z"},
        F1: {"level": "Accurate", "reason": "", "checked_at": "2026-07-02T10:00:00Z"},
    })  # fmt: skip
    store = imported(tmp_path, proj)
    got = {r.src: (r.dst, r.origin, r.reason) for r in edges_of(store, "graded_as")}
    assert got == {
        f"node:{F1}": ("grade:accurate", "judged", None),
        f"node:{F2}": ("grade:dubious", "judged", "the Okhrana file is unreliable"),
    }
    store.close()


def test_the_facts_scan_becomes_judged_stance_edges(tmp_path: Path) -> None:
    proj = project(tmp_path, scan={"version": "1.2.21", "language": "english", "findings": [
        {"chapter": "The Notebooks", "chapter_index": 0, "claim": "the translator was born in 1874",
         "fact": "Anna born: Anna Karlovna Stern was born in 1871.", "detail": "the facts say 1871"},
        {"chapter": "The Notebooks", "chapter_index": 0, "claim": "a sentence nobody wrote",
         "fact": "Anna Karlovna Stern was born in 1871.", "detail": "x"},
    ]})  # fmt: skip
    ws = tmp_path / "ws"
    ws.mkdir()
    summary = import_project(proj, root=ws)
    assert any("finding 1" in s and "claim" in s for s in summary.skipped)
    store = EdgeStore.for_workspace(ws)
    (c,) = edges_of(store, "contradicts")
    assert {c.src, c.dst} == {f"node:{P3}", f"node:{F1}"}
    assert (c.origin, c.reason, c.attrs["model"]) == (
        "judged",
        "the facts say 1871",
        "inkhaven-facts-scan",
    )
    store.close()


def test_an_inkhaven_2_edges_db_is_imported_as_it_is(tmp_path: Path) -> None:
    e1, e2, e3, e4 = uid(90), uid(91), uid(92), uid(93)
    proj = project(tmp_path, edges=[
        (e1, "node", F1, "work", "openalex\x1fW2741809807", "sourced_from", True, 1.0, None,
         "imported", '{"source_origin": "openalex"}', 1_700_000_000),
        (e2, "node", F1, "node", F2, "contradicts", False, 0.8, "years differ", "judged",
         '{"cross_source": true}', 1_700_000_001),
        (e3, "node", P1, "locus", "bible\x1fJohn 8:32", "cites_locus", True, 1.0, None,
         "structural", "null", 1_700_000_002),
        (e4, "node", BOOK, "declared", "character\x1fAnna", "declares", True, 1.0, None,
         "structural", "null", 1_700_000_003),
    ])  # fmt: skip
    ws = tmp_path / "ws"
    ws.mkdir()
    summary = import_project(proj, root=ws)
    assert any("declares" in s for s in summary.skipped)
    store = EdgeStore.for_workspace(ws)
    assert store.edge(e1).dst == "work:openalex:W2741809807" and store.edge(e1).origin == "imported"
    c = store.edge(e2)
    assert (c.kind, c.directed, c.origin, c.reason, c.attrs["cross_source"]) == (
        "contradicts", False, "judged", "years differ", True,
    )  # fmt: skip
    loc = store.edge(e3)
    assert loc.dst == "locus:bible:John 8:32" and loc.attrs["inkhaven_origin"] == "structural"
    assert e4 not in store.index
    store.close()


@pytest.mark.parametrize(
    ("breakage", "named"),
    [
        ("no-metadata", "no metadata.db"),
        ("not-duckdb", "metadata.db: cannot open it as a DuckDB database"),
        ("no-table", "metadata.db: has no table json_docs"),
        ("bad-kind", "metadata.db: node"),
        ("bad-parent", "which is not in json_docs"),
        ("bad-event", "event.start_ticks"),
        ("sources-json", ".inkhaven/fact-sources.json: invalid JSON"),
        ("verdict-level", ".inkhaven/fact-verdicts.json: the verdict of"),
        ("scan-shape", ".inkhaven/facts_scan.json: expected"),
        ("edge-ref", "edges.db: edge"),
    ],
)
def test_a_malformed_project_is_refused_naming_the_file_and_nothing_is_written(
    tmp_path: Path,
    breakage: str,
    named: str,
    cli,  # type: ignore[no-untyped-def]
) -> None:
    docs, texts = standard_docs()
    kw: dict[str, Any] = {}
    if breakage == "bad-kind":
        docs[P3] = {**docs[P3], "kind": "poem"}
    if breakage == "bad-parent":
        docs[P3] = {**docs[P3], "parent_id": uid(999)}
    if breakage == "bad-event":
        docs[P2] = {**docs[P2], "event": {"start_ticks": "spring", "characters": []}}
    if breakage == "verdict-level":
        kw["verdicts"] = {F1: {"level": "Maybe", "reason": "", "checked_at": ""}}
    if breakage == "scan-shape":
        kw["scan"] = {"version": "1", "findings": {"not": "a list"}}
    if breakage == "edge-ref":
        kw["edges"] = [(uid(95), "node", "not-a-uuid", "node", F1, "links_to", True, 1.0, None,
                        "authorial", "{}", 0)]  # fmt: skip
    proj = make_inkhaven(tmp_path / "ink", docs, texts=texts, **kw)
    if breakage == "no-metadata":
        (proj / "metadata.db").unlink()
    if breakage == "not-duckdb":
        (proj / "metadata.db").write_bytes(b"this is not a database" * 100)
    if breakage == "no-table":
        (proj / "metadata.db").unlink()
        duckdb.connect(str(proj / "metadata.db")).execute("CREATE TABLE other (x INT)").close()
    if breakage == "sources-json":
        (proj / ".inkhaven").mkdir(exist_ok=True)
        (proj / ".inkhaven" / "fact-sources.json").write_text('{"facts": {', encoding="utf-8")
    ws = tmp_path / "ws"
    ws.mkdir()
    got = cli("import", "inkhaven", str(proj), "--root", str(ws), cwd=tmp_path)
    assert got.returncode == 2, got.stdout + got.stderr
    assert named in got.stderr and "Traceback" not in got.stderr, got.stderr
    assert not (ws / ".semnet").exists()  # nothing written, not even a store
    out = tmp_path / "md"
    again = cli("import", "inkhaven", str(proj), "--to", str(out), cwd=tmp_path)
    assert again.returncode == 2 and named in again.stderr
    assert not out.exists() and not list(tmp_path.glob(".md.*"))


def test_export_to_markdown_then_index_keeps_the_uuids(tmp_path: Path, cli) -> None:  # type: ignore[no-untyped-def]
    proj = project(tmp_path, verdicts={F2: {"level": "Dubious", "reason": "r", "checked_at": ""}})
    out = tmp_path / "book"
    got = cli("import", "inkhaven", str(proj), "--to", str(out), "--json", cwd=tmp_path)
    assert got.returncode == 0, got.stderr
    summary = json.loads(got.stdout)
    assert summary["exportedTo"] == str(out.resolve()) and summary["markdownFiles"] == 4
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.md"))
    assert files == [
        "characters/anna-karlovna-stern.md",
        "facts/people.md",
        "places/saint-petersburg.md",
        "the-winter-telegram/01-the-notebooks.md",
    ]
    chapter = (out / "the-winter-telegram/01-the-notebooks.md").read_text(encoding="utf-8")
    assert chapter.startswith("---\ntitle: The Notebooks\n---\n")
    assert "## At the station" in chapter and "Warsaw Station" in chapter
    # an index pass over the exported workspace changes nothing and keeps the ids
    idx = cli("index", str(out), "--json", cwd=tmp_path)
    assert idx.returncode == 0, idx.stderr
    report = json.loads(idx.stdout)
    assert report["changed"] == [] and report["problems"] == []
    store = EdgeStore.for_workspace(out)
    for nid, uri in [(CH1, "the-winter-telegram/01-the-notebooks.md"), (P1, None), (SUB, None),
                     (F1, "facts/people.md"), (FCH, "facts/people.md"),
                     (ANNA, "characters/anna-karlovna-stern.md")]:  # fmt: skip
        assert nid in store.nodes, nid
        if uri:
            assert store.nodes[nid].uri == uri
    assert store.nodes[F1].kind == "fact" and store.nodes[ANNA].kind == "character"
    assert store.nodes[SUB].kind == "subchapter"
    # structural edges were lifted from the Markdown, imported ones kept
    stats = store.stats()
    assert stats["edgesByKind"]["mentions"] >= 2 and stats["edgesByKind"]["graded_as"] == 1
    assert stats["edgesByKind"]["event_involves"] == 2
    store.close()
    # edit a paragraph: it keeps its inkhaven id
    chapter_path = out / "the-winter-telegram/01-the-notebooks.md"
    chapter_path.write_text(chapter.replace("white and silent", "white, silent"), encoding="utf-8")
    assert cli("index", str(out), cwd=tmp_path).returncode == 0
    store = EdgeStore.for_workspace(out)
    assert "white, silent" in (store.nodes[P2].text or "")
    store.close()
    # a check of the imported book finds the imported contradiction between facts
    check = json.loads(cli("check", str(out), "--json", cwd=tmp_path).stdout)
    codes = {f["code"] for ff in check["files"] for f in ff["findings"]}
    assert {"contradicts", "graded-dubious"} <= codes
    # exporting into a folder that is not empty is refused
    again = cli("import", "inkhaven", str(proj), "--to", str(out), cwd=tmp_path)
    assert again.returncode == 2 and "not empty" in again.stderr


def test_a_project_without_sidecars_and_a_loose_paragraph(tmp_path: Path) -> None:
    docs = {
        uid(1): doc("book", "Notes", None),
        uid(2): doc(
            "paragraph", "Loose", uid(1), 1, content="A paragraph straight under the book."
        ),
        uid(3): doc("script", "hook", uid(1), 2),
    }
    proj = make_inkhaven(tmp_path / "ink", docs)
    out = tmp_path / "md"
    summary = import_project(proj, export_dir=out)
    assert summary.files_read == ["metadata.db"] and summary.markdown_files == 1
    assert any("script" in s for s in summary.skipped)
    store = EdgeStore.for_workspace(out)
    assert store.nodes[uid(2)].uri == "notes/00-notes.md" and store.nodes[uid(3)].uri is None
    store.close()
