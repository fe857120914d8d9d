"""`semnet import openalex --fetch` against a real HTTP server on 127.0.0.1
that speaks the OpenAlex works API (`/works/doi:…`, `/works?filter=openalex:…`):
one hop out, paced, retried after 429 and 503, cached under `.semnet/openalex/`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from judge_helpers import write
from semnet.graph.importers.openalex import bibliography_dois, import_works
from semnet.graph.importers.openalex_fetch import (
    FetchError,
    OpenAlexClient,
    OpenAlexSettings,
    fetch_bibliography,
    load_openalex_settings,
)
from semnet.graph.manuscript.indexer import index_folder
from works_api import WorksAPI


@pytest.fixture
def api() -> Iterator[WorksAPI]:
    a = WorksAPI()
    yield a
    a.close()


def settings(api: WorksAPI, **kw: Any) -> OpenAlexSettings:
    base = {"base_url": api.base_url, "requests_per_second": 100.0, "backoff": 0.0}
    return OpenAlexSettings(**{**base, **kw})


def bib_workspace(tmp_path: Path) -> Path:
    return write(
        tmp_path / "ws",
        {
            "refs.bib": "@article{petitions, title = {Labour Petitions}, year = {1998},\n"
            "  doi = {10.5555/semnet.1001}}\n"
            "@article{ghost, title = {Unknown}, doi = {10.5555/nowhere.0}}\n",
            "facts/f.md": "---\ntype: fact\n---\n\nThe petition had 135,000 signatures [@petitions].\n",
        },
    )


def test_fetch_one_hop_out_then_from_the_cache(tmp_path: Path, api: WorksAPI) -> None:
    ws = bib_workspace(tmp_path)
    store, _ = index_folder(ws)
    try:
        dois = bibliography_dois(store)
        assert dois == ["10.5555/nowhere.0", "10.5555/semnet.1001"]
        cache = ws / ".semnet" / "openalex"
        with OpenAlexClient(settings(api, mailto="me@example.org"), cache) as client:
            recs, problems = fetch_bibliography(client, dois)
            assert client.stats() == {"requests": 3, "cached": 0, "notFound": 1}
        assert problems == ["the works API does not know doi:10.5555/nowhere.0"]
        assert [r.openalex for r in recs] == ["W1001", "W1002", "W1003"]
        # The cited works' own references stay only where they point into the set.
        assert [r.references for r in recs] == [["W1002", "W1003"], [], []]
        assert any("filter=openalex:W1002|W1003" in p for p in api.requests)
        assert all("mailto=me%40example.org" in p or "mailto=me@example.org" in p
                   for p in api.requests)  # fmt: skip
        result = import_works(store, recs, problems=problems)
        assert result.cites_created == 2
        # A second fetch asks nothing: every answer (the 404 too) is cached.
        n = len(api.requests)
        with OpenAlexClient(settings(api, mailto="me@example.org"), cache) as client:
            again, _ = fetch_bibliography(client, dois)
            assert client.stats()["requests"] == 0 and client.stats()["cached"] == 3
        assert len(api.requests) == n and [r.openalex for r in again] == ["W1001", "W1002", "W1003"]
        assert len(list(cache.glob("*.json"))) == 3
        # `refresh` asks again.
        with OpenAlexClient(settings(api, mailto="me@example.org"), cache, refresh=True) as c:
            fetch_bibliography(c, dois)
            assert c.stats()["requests"] == 3
    finally:
        store.close()


def test_429_and_503_are_retried_with_backoff(api: WorksAPI) -> None:
    api.failures = [(429, {"Retry-After": "2"}), (503, {})]
    slept: list[float] = []
    client = OpenAlexClient(settings(api, backoff=0.5), None, sleep=slept.append)
    rec = client.work_by_doi("10.5555/semnet.1004")
    client.close()
    assert rec is not None and rec.openalex == "W1004"
    assert client.stats()["requests"] == 3
    # Retry-After (2 s) beats the first backoff (0.5 s); the second backoff is 1 s.
    assert [s for s in slept if s >= 0.5] == [2.0, 1.0]


def test_giving_up_and_refusals_are_named_errors(api: WorksAPI) -> None:
    api.failures = [(500, {}), (500, {})]
    client = OpenAlexClient(settings(api, retries=1), None, sleep=lambda s: None)
    with pytest.raises(FetchError, match=r"failed after 2 attempt\(s\): HTTP 500"):
        client.work_by_doi("10.5555/semnet.1004")
    api.failures = [(403, {})]
    with pytest.raises(FetchError, match=r"refused .* HTTP 403"):
        client.work_by_doi("10.5555/semnet.1004")
    client.close()
    dead = OpenAlexClient(
        OpenAlexSettings(base_url="http://127.0.0.1:9", retries=0, timeout=2), None
    )
    with pytest.raises(FetchError, match="cannot reach the server"):
        dead.work_by_doi("10.5555/semnet.1004")
    dead.close()


def test_requests_are_paced(api: WorksAPI) -> None:
    now = [100.0]
    slept: list[float] = []

    def sleep(s: float) -> None:
        slept.append(s)
        now[0] += s

    client = OpenAlexClient(
        settings(api, requests_per_second=2.0), None, sleep=sleep, clock=lambda: now[0]
    )
    for doi in ("10.5555/semnet.1001", "10.5555/semnet.1002", "10.5555/semnet.1004"):
        client.work_by_doi(doi)
    client.close()
    assert slept == [0.5, 0.5]  # the clock did not move between requests: wait the whole gap


def test_settings_come_from_semnet_toml(tmp_path: Path) -> None:
    write(
        tmp_path, {"semnet.toml": '[openalex]\nbase_url = "http://127.0.0.1:1/api"\nbatch = 10\n'}
    )
    s = load_openalex_settings(tmp_path)
    assert (s.base_url, s.batch, s.requests_per_second) == ("http://127.0.0.1:1/api", 10, 5.0)
    write(tmp_path, {"semnet.toml": "[openalex]\nbatch = 1000\n"})
    with pytest.raises(FetchError, match=r"openalex\.batch"):
        load_openalex_settings(tmp_path)
