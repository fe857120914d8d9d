"""Ask an OpenAlex-compatible HTTP API for the works a bibliography names and
the works they cite, one hop out (`semnet import openalex --fetch`).

Settings are the `[openalex]` table of `semnet.toml`:

```toml
[openalex]
base_url = "https://api.openalex.org"  # any server that speaks the same API
mailto = "you@example.org"   # OpenAlex's "polite pool": sent as ?mailto=
requests_per_second = 5.0    # never faster than this (OpenAlex allows 10)
retries = 3                  # further attempts after a timeout, HTTP 429 or 5xx
backoff = 1.0                # seconds before the first retry, doubled each time
timeout = 30.0               # seconds per request
batch = 50                   # ids per `filter=openalex:W1|W2|…` request
cache = true                 # keep every answer under .semnet/openalex/
```

The requests are `GET /works/doi:<doi>` (one work) and `GET
/works?filter=openalex:W1|W2…&per-page=N` (many). A `Retry-After` header
is honoured. Every answer (a 404 too) is cached by URL, as JSON, in
`.semnet/openalex/`; a cached URL is never asked again unless `refresh`.

This module only fetches: `openalex.py` turns the records into edges.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import time
import tomllib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

import httpx
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from semnet.graph.errors import UnavailableError
from semnet.graph.importers.openalex import WorkRecord, records_of
from semnet.graph.manuscript.workspace import config_text

log = logging.getLogger("semnet.openalex")


class FetchError(UnavailableError):
    """The works API could not be asked, or refused."""


class OpenAlexSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    base_url: str = "https://api.openalex.org"
    mailto: str | None = None
    requests_per_second: float = Field(default=5.0, gt=0, le=100)
    retries: int = Field(default=3, ge=0, le=10)
    backoff: float = Field(default=1.0, ge=0)
    timeout: float = Field(default=30.0, gt=0)
    batch: int = Field(default=50, ge=1, le=100)
    cache: bool = True


def load_openalex_settings(root: str | Path | None) -> OpenAlexSettings:
    """The `[openalex]` table of `<root>/semnet.toml` (defaults when absent).
    Raises `FetchError` naming the key when it is invalid."""
    if root is None:
        return OpenAlexSettings()
    path = Path(root) / "semnet.toml"
    try:
        data = tomllib.loads(config_text(root))
    except FileNotFoundError:
        return OpenAlexSettings()
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise FetchError(f"{path}: {exc}") from None
    table = data.get("openalex")
    if table is None:
        return OpenAlexSettings()
    try:
        return OpenAlexSettings.model_validate(table)
    except ValidationError as exc:
        msgs = "; ".join(
            f"openalex.{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()
        )
        raise FetchError(f"{path}: {msgs}") from None


class OpenAlexClient:
    """A polite client: one request at a time, spaced, retried, cached."""

    def __init__(
        self,
        settings: OpenAlexSettings,
        cache_dir: str | os.PathLike[str] | None,
        *,
        refresh: bool = False,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.settings = settings
        self.cache_dir = Path(cache_dir) if cache_dir is not None and settings.cache else None
        self.refresh = refresh
        self._sleep = sleep
        self._clock = clock
        self._last: float | None = None
        self._client = httpx.Client(
            timeout=httpx.Timeout(settings.timeout),
            transport=transport,
            headers={"Accept": "application/json", "User-Agent": "semnet (+docs/citations.md)"},
        )
        self.requests = 0
        self.cached = 0
        self.not_found = 0

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> OpenAlexClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def stats(self) -> dict[str, int]:
        return {"requests": self.requests, "cached": self.cached, "notFound": self.not_found}

    # -- one GET ---------------------------------------------------------------

    def url(self, path: str, params: dict[str, Any] | None = None) -> str:
        q = dict(params or {})
        if self.settings.mailto:
            q["mailto"] = self.settings.mailto
        tail = ("?" + urlencode(sorted(q.items()), safe=":|,")) if q else ""
        return self.settings.base_url.rstrip("/") + path + tail

    def _cache_file(self, url: str) -> Path | None:
        if self.cache_dir is None:
            return None
        return self.cache_dir / (hashlib.sha256(url.encode()).hexdigest()[:32] + ".json")

    def get(self, path: str, params: dict[str, Any] | None = None) -> Any:
        """The JSON at `path` (None for a 404), from the cache when it has it."""
        url = self.url(path, params)
        cached = self._cache_file(url)
        if cached is not None and cached.exists() and not self.refresh:
            try:
                entry = json.loads(cached.read_text(encoding="utf-8"))
                self.cached += 1
                return entry["body"]
            except (OSError, ValueError, KeyError, TypeError):
                log.warning("ignoring the unreadable cache entry %s", cached)
        body = self._fetch(url)
        if cached is not None:
            try:
                cached.parent.mkdir(parents=True, exist_ok=True)
                tmp = cached.with_suffix(".tmp")
                tmp.write_text(json.dumps({"url": url, "body": body}), encoding="utf-8")
                os.replace(tmp, cached)
            except OSError as exc:  # a cache: never fatal
                log.warning("cannot write the works cache %s: %s", cached, exc)
        return body

    def _pace(self) -> None:
        gap = 1.0 / self.settings.requests_per_second
        if self._last is not None:
            wait = self._last + gap - self._clock()
            if wait > 0:
                self._sleep(wait)
        self._last = self._clock()

    def _fetch(self, url: str) -> Any:
        s = self.settings
        attempts = 1 + s.retries
        last = ""
        for attempt in range(1, attempts + 1):
            self._pace()
            self.requests += 1
            retry_after: float | None = None
            try:
                resp = self._client.get(url)
            except httpx.TimeoutException:
                last = f"no answer within {s.timeout:g} s"
            except httpx.TransportError as exc:
                last = f"cannot reach the server: {type(exc).__name__}: {exc}"
            else:
                if resp.status_code == 404:
                    self.not_found += 1
                    return None
                if resp.status_code == 429 or resp.status_code >= 500:
                    last = f"HTTP {resp.status_code}"
                    retry_after = _retry_after(resp.headers.get("Retry-After"))
                elif resp.status_code >= 400:
                    raise FetchError(
                        f"the works API refused {url}: HTTP {resp.status_code}: "
                        f"{' '.join(resp.text.split())[:200]}"
                    )
                else:
                    try:
                        return resp.json()
                    except ValueError:
                        last = "the answer is not JSON"
            if attempt < attempts:
                delay = s.backoff * (2 ** (attempt - 1))
                if retry_after is not None:
                    delay = max(delay, min(retry_after, 60.0))
                log.warning("works API: %s (%s); retrying in %.1f s", last, url, delay)
                if delay > 0:
                    self._sleep(delay)
        raise FetchError(f"the works API at {url} failed after {attempts} attempt(s): {last}")

    # -- the API ---------------------------------------------------------------

    def work_by_doi(self, doi: str) -> WorkRecord | None:
        data = self.get("/works/doi:" + quote(doi, safe="/:;()._-"))
        if not isinstance(data, dict):
            return None
        recs, _ = records_of(data, f"doi:{doi}")
        return recs[0] if recs else None

    def works_by_ids(self, ids: Iterable[str]) -> list[WorkRecord]:
        todo = sorted(set(ids))
        out: list[WorkRecord] = []
        n = self.settings.batch
        for i in range(0, len(todo), n):
            chunk = todo[i : i + n]
            data = self.get(
                "/works", {"filter": "openalex:" + "|".join(chunk), "per-page": len(chunk)}
            )
            if data is None:
                continue
            recs, _ = records_of(data, "works")
            out += recs
        return out


def _retry_after(value: str | None) -> float | None:
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        return None


def fetch_bibliography(
    client: OpenAlexClient, dois: Iterable[str]
) -> tuple[list[WorkRecord], list[str]]:
    """The works the DOIs name, and the works they cite (one hop out).

    The cited works' own references are kept only where they point back into
    this set, so a chain between two works of the bibliography shows, but the
    graph does not grow a second ring."""
    problems: list[str] = []
    core: list[WorkRecord] = []
    for doi in sorted(set(dois)):
        rec = client.work_by_doi(doi)
        if rec is None:
            problems.append(f"the works API does not know doi:{doi}")
            continue
        core.append(rec)
    core_ids = {r.openalex for r in core if r.openalex}
    wanted = {w for r in core for w in r.references if w not in core_ids}
    ring = client.works_by_ids(wanted)
    known = core_ids | {r.openalex for r in ring if r.openalex}
    for r in ring:
        r.references = [w for w in r.references if w in known]
    missing = wanted - {r.openalex for r in ring}
    if missing:
        problems.append(f"the works API did not return {len(missing)} cited work(s)")
    return [*core, *ring], problems


__all__ = [
    "FetchError",
    "OpenAlexClient",
    "OpenAlexSettings",
    "fetch_bibliography",
    "load_openalex_settings",
]
