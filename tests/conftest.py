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


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """End-to-end tests run after the unit tests, in one pytest run."""
    items.sort(key=lambda item: item.get_closest_marker("e2e") is not None)
