"""Where a workspace's store lives (`.semnet/graph.duckdb`): known without
importing the store, so that a language server can name it before it opens it."""

from __future__ import annotations

import os
from pathlib import Path

STORE_DIR = ".semnet"
STORE_FILE = "graph.duckdb"


def store_path(root: str | os.PathLike[str]) -> Path:
    return Path(root) / STORE_DIR / STORE_FILE
