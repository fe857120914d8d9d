"""The hand-written fixture workspace (`tests/fixtures/lsp`), indexed and seeded
with the judged and promoted edges the editor tests look for. Shared by unit
and end-to-end tests; it starts no server."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import Edge
from semnet.graph.store.edge_store import EdgeStore

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "lsp"


@dataclass
class Seeded:
    """The fixture workspace, indexed, with the edges the tests look for."""

    root: Path
    ids: dict[str, str]  # name -> node id
    edges: dict[str, str]  # name -> edge id

    def uri(self, rel: str) -> str:
        return (self.root / rel).as_uri()

    def text(self, rel: str) -> str:
        return (self.root / rel).read_text(encoding="utf-8")


def seed_workspace(dest: Path, *, index: bool = True, edges: bool = True) -> Seeded:
    """Copy the fixture to `dest`, index it, and add judged/promoted stance and
    verdict edges straight into the store (as a judge would)."""
    shutil.copytree(FIXTURE, dest)
    ids: dict[str, str] = {}
    edge_ids: dict[str, str] = {}
    if not index:
        return Seeded(dest, ids, edge_ids)
    store = EdgeStore.for_workspace(dest)
    try:
        Indexer(store, dest).index_workspace()
        by = {(n.uri, n.ord): n.id for n in store.nodes.values()}
        ids = {
            "born1871": by[("facts/people.md", 2)],
            "born1874": by[("facts/people.md", 3)],
            "file1874": by[("book/two.md", 2)],
            "wire": by[("book/two.md", 3)],
            "see": by[("book/one.md", 3)],
            "met": by[("book/one.md", 2)],
            "nothing": by[("book/two.md", 4)],
            "paris": by[("places/paris.md", 0)],
            "history": by[("places/paris.md", 3)],
            "anna": by[("characters/anna.md", 0)],
            "telegram": by[("book/one.md", 8)],
            "cyrillic": by[("book/one.md", 6)],
        }
        if edges:
            with store.run("judge", artifact={"test": "seed"}) as run:
                e = run.assert_edge(
                    Edge(
                        src=f"node:{ids['born1871']}",
                        dst=f"node:{ids['file1874']}",
                        kind="contradicts",
                        origin="judged",
                        weight=0.8,
                        reason="years differ (1871 vs 1874)",
                    )
                )
                edge_ids["contradicts"] = e.id
                e = run.assert_edge(
                    Edge(
                        src=f"node:{ids['born1874']}",
                        dst="grade:dubious",
                        kind="graded_as",
                        origin="judged",
                        reason="one source only",
                    )
                )
                edge_ids["dubious"] = e.id
                e = run.assert_edge(
                    Edge(
                        src=f"node:{ids['wire']}",
                        dst=f"node:{ids['see']}",
                        kind="qualifies",
                        origin="promoted",
                        reason="the wire came late",
                    )
                )
                edge_ids["qualifies"] = e.id
                e = run.assert_edge(
                    Edge(
                        src=f"node:{ids['met']}",
                        dst=f"node:{ids['see']}",
                        kind="agrees",
                        origin="judged",
                    )
                )
                edge_ids["agrees"] = e.id
                e = run.assert_edge(
                    Edge(
                        src=f"node:{ids['born1874']}",
                        dst=f"node:{ids['telegram']}",
                        kind="in_tension",
                        origin="judged",
                        reason="the telegram says otherwise",
                    )
                )
                edge_ids["in_tension"] = e.id
    finally:
        store.close()
    return Seeded(dest, ids, edge_ids)
