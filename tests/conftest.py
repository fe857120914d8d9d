from __future__ import annotations

import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from judge_helpers import semnet_cli
from seeded import Seeded, seed_workspace
from semnet.graph.store.edge_store import EdgeStore


@pytest.fixture
def store(tmp_path: Path) -> Iterator[EdgeStore]:
    s = EdgeStore(tmp_path / ".semnet" / "graph.duckdb")
    yield s
    s.close()


@pytest.fixture
def cli() -> Callable[..., subprocess.CompletedProcess[str]]:
    """`semnet` as a subprocess (see `judge_helpers.semnet_cli`)."""
    return semnet_cli


@pytest.fixture
def seeded(tmp_path: Path) -> Seeded:
    """The editor fixture workspace, indexed, with judged and promoted edges."""
    return seed_workspace(tmp_path / "ws")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """End-to-end tests run after the unit tests, in one pytest run."""
    items.sort(key=lambda item: item.get_closest_marker("e2e") is not None)
