from __future__ import annotations

from collections.abc import Iterator

import pytest
from seeded import Seeded
from semnet.graph.editor.navigation import NameIndex, WorkspaceView
from semnet.graph.store.edge_store import EdgeStore


@pytest.fixture
def store(seeded: Seeded) -> Iterator[EdgeStore]:
    s = EdgeStore.for_workspace(seeded.root)
    yield s
    s.close()


@pytest.fixture
def view(store: EdgeStore) -> WorkspaceView:
    return WorkspaceView(store, NameIndex(store))
