"""The works import as one request (`semnet import openalex`,
`semnet/importWorks`): read the files, fetch if asked, write one run.

Params (camelCase JSON): `paths` (files, relative to the workspace or
absolute), `fetch` (ask the works API for the bibliography's DOIs, default
false), `baseUrl` (overrides `[openalex] base_url`), `refresh` (ask again
even what the cache holds). The result is `ImportWorksResult`.

It is not the parser (`openalex.py`) nor the HTTP client (`openalex_fetch.py`).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import Field
from semnet.graph.errors import InvalidQueryError
from semnet.graph.importers.openalex import (
    ImportWorksResult,
    WorkRecord,
    bibliography_dois,
    import_works,
    read_works,
)
from semnet.graph.importers.openalex_fetch import (
    OpenAlexClient,
    fetch_bibliography,
    load_openalex_settings,
)
from semnet.graph.manuscript.workspace import FileSkipped, load_config, read_in_workspace
from semnet.graph.query.api import GraphAPI, Params, validate_params

__all__ = ["ImportWorksParams", "import_works_request"]


class ImportWorksParams(Params):
    paths: list[str] = Field(default_factory=list)
    fetch: bool = False
    base_url: str | None = None
    refresh: bool = False


def import_works_request(api: GraphAPI, raw: Any, *, outside_ok: bool = False) -> ImportWorksResult:
    """Import the works files `paths` names and/or fetch the bibliography's.
    A request's files must be inside the workspace (or `allow_outside`);
    `outside_ok` (the CLI, whose user names the files) reads them anywhere."""
    p: ImportWorksParams = validate_params(ImportWorksParams, raw)
    if not p.paths and not p.fetch:
        raise InvalidQueryError("give works files to import, or fetch: true")
    root = api.root
    records: list[WorkRecord] = []
    problems: list[str] = []
    shown: list[str] = []
    for given in p.paths:
        path = Path(given)
        if not path.is_absolute() and root is not None:
            path = root / path
        got, probs = read_works(path, None if outside_ok else _inside(root, path, given))
        records += got
        problems += probs
        shown.append(given)
    fetched = None
    if p.fetch:
        settings = load_openalex_settings(root)
        if p.base_url:
            settings = settings.model_copy(update={"base_url": p.base_url})
        cache = Path(api.store.path).parent / "openalex"
        with OpenAlexClient(settings, cache, refresh=p.refresh) as client:
            got, probs = fetch_bibliography(client, bibliography_dois(api.store))
            fetched = client.stats()
        records += got
        problems += probs
    return import_works(api.store, records, files=shown, problems=problems, fetched=fetched)


def _inside(root: Path | None, path: Path, given: str) -> bytes:
    """A works file a request names, read only inside the workspace."""
    if root is None:
        raise InvalidQueryError(f"{given}: no workspace to read it in")
    try:
        rel = os.path.relpath(path, root)
    except ValueError:
        rel = str(path)
    try:
        return read_in_workspace(root, rel.replace(os.sep, "/"), _allow(root))
    except FileSkipped as exc:
        raise InvalidQueryError(f"{given}: {str(exc).split(': ', 1)[-1]}") from None
    except OSError as exc:
        raise InvalidQueryError(f"{given}: cannot read: {exc.strerror or exc}") from None


def _allow(root: Path) -> tuple[str, ...]:
    return tuple(load_config(root)[0].allow_outside)
