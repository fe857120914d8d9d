from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from semnet.graph.store import EdgeStore


@pytest.fixture
def store(tmp_path: Path) -> Iterator[EdgeStore]:
    s = EdgeStore(tmp_path / ".semnet" / "graph.duckdb")
    yield s
    s.close()
