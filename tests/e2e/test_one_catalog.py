"""One diagnostic catalog: on one workspace with every kind of finding,
`semnet check --json` and the language server (over stdio) print the same
code at the same place for each finding both report."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from judge_helpers import semnet_cli, write
from pytest_lsp import LanguageClient
from semnet.graph.diagnostic_codes import CATALOG, Code
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import Edge
from semnet.graph.store.edge_store import EdgeStore

from .support import CONFIG, PROFILES, init_params, wait_for

pytestmark = [pytest.mark.e2e]

FILES = {
    "semnet.toml": 'lang = "en"\n\n[judge]\nauto = false\n',
    "facts/people.md": (
        "# People\n\n"
        "Anna Karlovna was born in 1871.\n\n"
        "Anna Karlovna was born in 1874.\n\n"
        "Anna left Paris in the spring of 1905.\n\n"
        "Anna stayed in Paris all through 1905.\n"
    ),
    "book/one.md": (
        "# One\n\n"
        "A broken [[Nowhere]] link and an ambiguous [[station]] one.\n\n"
        "A line cites @nobody[p. 1] and an empty [[]] link.\n\n"
        "The wire came on a day [when:: the thirty-second of May].\n"
    ),
    "places/station.md": "# Station\n\nThe station in Paris.\n",
    "glossary/station.md": "# Station\n\nA word.\n",
    "notes/odd.md": "---\ntype: spaceship\nlang: not a language\n---\n\n# Odd\n\nText.\n",
    "notes/open.md": "---\ntitle: Open\n\nThe front matter never closes.\n",
    "refs.bib": "@book{good1901,\n  title = {Good},\n  year = {1901}\n}\n\n@book{,\n  title = {broken\n",
}

# Every code both report: the check's severity and the editor's setting are set.
SHARED = {c for c, e in CATALOG.items() if e.check is not None and e.setting is not None}


def _seed(root: Path) -> None:
    """Index, and add one finding of each edge kind (promoted or authorial, so
    the check's judge keeps them)."""
    store = EdgeStore.for_workspace(root)
    try:
        Indexer(store, root).index_workspace()
        by = {(n.uri, n.ord): f"node:{n.id}" for n in store.nodes.values()}
        b1871, b1874 = by[("facts/people.md", 2)], by[("facts/people.md", 3)]
        left, stayed = by[("facts/people.md", 4)], by[("facts/people.md", 5)]
        with store.run("judge", artifact={"test": "catalog"}) as run:
            for src, dst, kind, origin in (
                (b1871, b1874, "contradicts", "promoted"),
                (left, stayed, "in_tension", "promoted"),
                (b1871, "grade:inaccurate", "graded_as", "authorial"),
                (left, "grade:dubious", "graded_as", "authorial"),
            ):
                run.assert_edge(Edge(src=src, dst=dst, kind=kind, origin=origin, reason="seeded"))
    finally:
        store.close()


def _check_places(report: dict[str, Any]) -> set[tuple[str, int, str]]:
    """(file, line, code) of each finding the editor shows too; a stance at both ends."""
    out = set()
    for ff in report["files"]:
        for f in ff["findings"]:
            if f["code"] not in SHARED:
                continue
            for loc in [
                f["location"],
                *(f["related"] if f["code"] in ("contradicts", "in-tension") else []),
            ]:
                out.add((loc["uri"], loc["line"], f["code"]))
    return out


@pytest_lsp.fixture(config=CONFIG, params=PROFILES)
async def client(lsp_client: LanguageClient, request: Any, tmp_path: Path):
    root = write(tmp_path / "ws", FILES)
    _seed(root)
    got = semnet_cli("check", "--json", str(root), cwd=tmp_path)
    assert got.returncode == 1, got.stderr
    lsp_client.report = json.loads(got.stdout)  # type: ignore[attr-defined]
    lsp_client.root = root  # type: ignore[attr-defined]
    await lsp_client.initialize_session(init_params(request.param, root))
    yield
    await lsp_client.shutdown_session()


async def test_check_and_the_editor_print_the_same_codes(client: LanguageClient):
    root: Path = client.root  # type: ignore[attr-defined]
    expected = _check_places(client.report)  # type: ignore[attr-defined]
    # Every shared kind of finding is in this workspace, so no code goes untested.
    assert {Code(code) for _, _, code in expected} == SHARED
    rels = {rel for rel, _, _ in expected}

    def published() -> set[tuple[str, int, str]]:
        out = set()
        for rel in rels:
            for d in client.diagnostics.get((root / rel).as_uri(), []):
                if d.code in SHARED:
                    out.add((rel, d.range.start.line, str(d.code)))
        return out

    await wait_for(lambda: published() >= expected, timeout=60, what="the check's findings")
    assert published() == expected
