"""DuckDB's engine as the store opens and reads it: `_duckdb`, the compiled
module the `duckdb` package re-exports (`connect`, the connection and the
error classes are the same objects), without the package's Python layer
(relations, expressions, version metadata: ~0.06 s of imports, a fifth of a
terminal question, that no read of the store uses). A DuckDB without that
module (before 1.4) is imported whole.

A connection's `execute` and `fetchall` are the engine's; its `sql`, `query`
and Arrow methods are added by the `duckdb` package when it is imported, so a
module that uses them imports `duckdb` itself (as `load.py` and `commit.py` do)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import duckdb as engine
else:
    try:
        import _duckdb as engine
    except ImportError:  # pragma: no cover - DuckDB before 1.4
        import duckdb as engine

__all__ = ["engine"]
