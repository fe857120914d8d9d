from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e.support import Seeded, seed_workspace
from semnet.graph.navigation import NameIndex, WorkspaceView
from semnet.graph.store import EdgeStore


@pytest.fixture
def seeded(tmp_path: Path) -> Seeded:
    return seed_workspace(tmp_path / "ws")


@pytest.fixture
def store(seeded: Seeded) -> Iterator[EdgeStore]:
    s = EdgeStore.for_workspace(seeded.root)
    yield s
    s.close()


@pytest.fixture
def view(store: EdgeStore) -> WorkspaceView:
    return WorkspaceView(store, NameIndex(store))
