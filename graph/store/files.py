"""Opening a DuckDB file safely: every connection semnet makes goes through
`connect`, which first checks that the file is a DuckDB database (DuckDB
itself, given a file that starts with `SQLite format 3`, would go and fetch
its `sqlite_scanner` extension to read it), and which never lets DuckDB
install or autoload an extension."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from semnet.graph.errors import StoreError
from semnet.graph.store.engine import engine

if TYPE_CHECKING:
    import duckdb

__all__ = ["SAFE_CONFIG", "NotDuckDB", "check_duckdb_file", "connect"]

# No code path installs or loads DuckDB extensions (no native code fetched at
# run time, nothing the network could hand over).
SAFE_CONFIG: dict[str, str | bool | int | float | list[str]] = {
    "autoinstall_known_extensions": False,
    "autoload_known_extensions": False,
}

_MAGIC = b"DUCK"
_MAGIC_AT = 8
_KNOWN = (
    (b"SQLite format 3\x00", "an SQLite database"),
    (b"PAR1", "a Parquet file"),
    (b"PK\x03\x04", "a ZIP archive"),
    (b"\x1f\x8b", "a gzip file"),
)


class NotDuckDB(StoreError):
    """The file is not a DuckDB database (the message says what it looks like)."""


def check_duckdb_file(path: str | os.PathLike[str]) -> None:
    """Raise `NotDuckDB` unless `path` is missing (DuckDB will create it) or
    holds a DuckDB database header. Reads 16 bytes; never opens a FIFO."""
    p = Path(path)
    try:
        st = p.stat()
    except FileNotFoundError:
        return
    except OSError as exc:
        raise NotDuckDB(f"cannot be read: {exc.strerror or exc}") from None
    import stat as st_mod

    if st_mod.S_ISDIR(st.st_mode):
        raise NotDuckDB("is a folder, not a file")
    if not st_mod.S_ISREG(st.st_mode):
        raise NotDuckDB("is not a regular file")
    if st.st_size == 0:
        raise NotDuckDB("is empty")
    try:
        with p.open("rb") as fh:
            head = fh.read(_MAGIC_AT + len(_MAGIC))
    except OSError as exc:
        raise NotDuckDB(f"cannot be read: {exc.strerror or exc}") from None
    if head[_MAGIC_AT : _MAGIC_AT + len(_MAGIC)] == _MAGIC:
        return
    for magic, what in _KNOWN:
        if head.startswith(magic):
            raise NotDuckDB(f"is {what}, not a DuckDB database")
    if len(head) < _MAGIC_AT + len(_MAGIC):
        raise NotDuckDB("is too short to be a DuckDB database (truncated?)")
    raise NotDuckDB("is not a DuckDB database (no DuckDB header)")


def connect(
    path: str | os.PathLike[str],
    *,
    read_only: bool = False,
    config: Mapping[str, str | bool | int | float | list[str]] | None = None,
) -> duckdb.DuckDBPyConnection:
    """`duckdb.connect` on a file checked first (`check_duckdb_file`), with
    extensions neither installed nor autoloaded (`config` adds settings,
    never against those)."""
    check_duckdb_file(path)
    return engine.connect(str(path), read_only=read_only, config={**(config or {}), **SAFE_CONFIG})
