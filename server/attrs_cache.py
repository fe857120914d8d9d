"""A cache of the code attrs generates for lsprotocol's classes.

Importing `lsprotocol.types` defines some 550 attrs classes. For each one,
attrs writes the source of its `__init__`, `__repr__`, `__eq__`, … and
compiles it: about a third of the import, 0.1–0.15 s of every server start
here. Python caches a module's bytecode in `__pycache__`; nothing caches
this. `import_lsprotocol()` imports `lsprotocol.types` with attrs' compile
step answered from a file of those code objects, keyed by the exact source
and file name attrs gives (so another attrs or lsprotocol only misses), one
file per Python build, under the user's cache folder.

A missing, unreadable or corrupt file costs only the misses: the code is
compiled as usual and the file written again (atomically, so two servers
starting at once do not tear it). `SEMNET_NO_CODE_CACHE=1` turns it off.
The file is trusted as `__pycache__` is: it is the user's own (mode 0600,
in the user's cache folder), and whoever can write there can already change
what Python runs for that user.
"""

from __future__ import annotations

import builtins
import marshal
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from types import CodeType
from typing import Any


@dataclass(frozen=True)
class CacheUse:
    """What one import did: code objects found in the cache, and compiled."""

    hits: int
    misses: int
    path: Path | None


def cache_file() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    tag = f"{sys.implementation.cache_tag}-{sys.hexversion:x}"
    return Path(base) / "semnet" / f"attrs-code-{tag}.marshal"


def _read(path: Path) -> dict[str, CodeType]:
    try:
        with path.open("rb") as f:
            got = marshal.load(f)
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return got if isinstance(got, dict) else {}


def _write(path: Path, codes: dict[str, CodeType]) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                marshal.dump(codes, f)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        pass  # a read-only home: next time compiles again


def import_lsprotocol() -> CacheUse:
    """Import `lsprotocol.types` (once), through the cache."""
    if "lsprotocol.types" in sys.modules or os.environ.get("SEMNET_NO_CODE_CACHE"):
        import lsprotocol.types

        return CacheUse(0, 0, None)
    import attr._make as make

    path = cache_file()
    cached = _read(path)
    used: dict[str, CodeType] = {}

    def compile_cached(source: Any, filename: str, mode: str, *args: Any, **kw: Any) -> Any:
        if not isinstance(source, str) or args or kw:
            return builtins.compile(source, filename, mode, *args, **kw)
        key = f"{mode}\0{filename}\0{source}"
        code = cached.get(key)
        if not isinstance(code, CodeType):
            code = builtins.compile(source, filename, mode)
        used[key] = code
        return code

    # attrs calls `compile` by its global name: shadow it in attrs' module only
    # while lsprotocol's classes are made, then let the builtin show again.
    make.compile = compile_cached  # type: ignore[attr-defined]
    try:
        import lsprotocol.types  # noqa: F401
    finally:
        del make.compile  # type: ignore[attr-defined]
    misses = sum(1 for k in used if k not in cached)
    if misses or len(used) != len(cached):
        _write(path, used)  # what this import used, nothing stale
    return CacheUse(len(used) - misses, misses, path)
