"""Workspace-relative paths and `file://` URIs, converted both ways: the one
home of that conversion.

The store names files by their workspace-relative path (`book/one.md`); an
editor names them by `file://` URI. The query API writes URIs into the
results it gives an editor (and the CLI's `--json`, which must be the same
JSON), and the language server maps the URIs it is sent back to paths.
Both go through this module. It lives in `graph/`, below both users,
because the domain layer must not import `semnet.handlers`; the handlers and
the server reach it through `semnet.handlers.convert`, their one place for
conversions.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlparse

__all__ = ["FileUris", "path_of", "rel_of", "uri_of"]


def path_of(uri: str) -> Path | None:
    """The local path a `file://` URI names (None for any other scheme)."""
    if not uri.startswith("file:"):
        return None
    return Path(unquote(urlparse(uri).path))


def rel_of(root: Path, uri: str) -> str | None:
    """The workspace-relative path of a `file://` URI inside `root` (resolved),
    or None when it is not a file URI or lies outside the folder."""
    path = path_of(uri)
    if path is None:
        return None
    try:
        return path.resolve().relative_to(root).as_posix()
    except (ValueError, OSError):
        return None


def uri_of(root: Path, rel: str) -> str:
    """The `file://` URI of a workspace-relative path under `root` (absolute)."""
    return (root / rel).as_uri()


class FileUris:
    """`uri_of` and `rel_of` for one folder, with the URIs remembered (a
    publish of a whole workspace writes the same few hundred URIs again and
    again, and `Path.as_uri` is not free; every request names its document by
    URI, and resolving one costs system calls). Only a URI that names its path
    exactly (no symbolic link, nothing to resolve) is remembered."""

    __slots__ = ("_rels", "_uris", "root")

    def __init__(self, root: Path) -> None:
        self.root = root
        self._uris: dict[str, str] = {}
        self._rels: dict[str, str] = {}

    def uri(self, rel: str) -> str:
        got = self._uris.get(rel)
        if got is None:
            got = self._uris[rel] = uri_of(self.root, rel)
        return got

    def rel(self, uri: str) -> str | None:
        got = self._rels.get(uri)
        if got is not None:
            return got
        rel = rel_of(self.root, uri)
        if rel is not None and self.uri(rel) == uri and len(self._rels) < 65536:
            self._rels[uri] = rel
        return rel
