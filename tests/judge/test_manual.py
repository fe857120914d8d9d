"""Manual assertions (`graph/judge/manual.py`): the writer's own relations are
authorial edges that survive re-indexing and edits, promote a judge's
suggestion of the same relation, and go through the checks of any write."""

from __future__ import annotations

from pathlib import Path

import pytest
from judge_helpers import write
from semnet.graph.errors import InvalidQueryError
from semnet.graph.judge.manual import assert_relation
from semnet.graph.judge.triage import triage
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import Edge
from semnet.graph.query.api import GraphAPI
from semnet.graph.store.edge_store import EdgeStore

NOTE = """# Anna

Anna Karlovna was born in 1871 in Riga.

She moved to Saint Petersburg in 1890.

The Okhrana file gives 1874.
"""


def node_at(store: EdgeStore, text: str) -> str:
    (n,) = [n for n in store.nodes.values() if n.text and text in n.text]
    return f"node:{n.id}"


def test_a_manual_relation_survives_reindexing_and_edits(tmp_path: Path) -> None:
    write(tmp_path, {"people/anna.md": NOTE})
    store = EdgeStore.for_workspace(tmp_path)
    Indexer(store, tmp_path).index_workspace()
    api = GraphAPI(store, tmp_path)
    born, file = node_at(store, "born in 1871"), node_at(store, "Okhrana")
    got = assert_relation(
        api,
        {"from": {"ref": born}, "to": {"ref": file}, "kind": "contradicts", "reason": "1871/1874"},
    )
    assert (got.event, got.edge.origin, got.edge.reason) == ("created", "authorial", "1871/1874")
    eid = got.edge.id
    # the text moves and is reworded: the paragraphs keep their ids, the edge its ends
    write(tmp_path, {"people/anna.md": NOTE.replace("# Anna\n", "# Anna\n\nA new opening.\n")
                     .replace("in Riga", "in Riga, Livonia")})  # fmt: skip
    Indexer(store, tmp_path).index_workspace()
    Indexer(store, tmp_path).rebuild()
    e = store.edge(eid)
    assert e.expired_at is None and {e.src, e.dst} == {born, file}
    assert node_at(store, "Livonia") == born
    store.close()
    # and after a restart
    store = EdgeStore.for_workspace(tmp_path)
    assert store.edge(eid).origin == "authorial" and store.edge(eid).expired_at is None
    store.close()


def test_a_judges_suggestion_is_promoted_and_a_dismissed_one_does_not_swallow_it(
    tmp_path: Path,
) -> None:
    write(tmp_path, {"people/anna.md": NOTE})
    store = EdgeStore.for_workspace(tmp_path)
    Indexer(store, tmp_path).index_workspace()
    api = GraphAPI(store, tmp_path)
    born, moved, file = (node_at(store, t) for t in ("1871", "moved", "Okhrana"))
    with store.run("judge") as run:
        j = run.assert_edge(Edge(src=born, dst=file, kind="in_tension", origin="judged"))
        k = run.assert_edge(Edge(src=moved, dst=file, kind="agrees", origin="judged"))
    got = assert_relation(api, {"from": {"ref": file}, "to": {"ref": born}, "kind": "in_tension"})
    assert (got.event, got.edge.id, got.edge.origin) == ("promoted", j.id, "promoted")
    again = assert_relation(api, {"from": {"ref": born}, "to": {"ref": file}, "kind": "in_tension"})
    assert (again.event, again.edge.id) == ("confirmed", j.id)
    # the writer states what a judge was told off for: a new authorial edge
    triage(store, "dismiss", [k.id])
    mine = assert_relation(api, {"from": {"ref": moved}, "to": {"ref": file}, "kind": "agrees"})
    assert mine.event == "created" and mine.edge.id != k.id and mine.edge.origin == "authorial"
    # the same checks as any write
    with pytest.raises(InvalidQueryError, match="same endpoint"):
        assert_relation(api, {"from": {"ref": born}, "to": {"ref": born}, "kind": "agrees"})
    with pytest.raises(InvalidQueryError, match="kind"):
        assert_relation(api, {"from": {"ref": born}, "to": {"ref": file}, "kind": "mentions"})
    with pytest.raises(InvalidQueryError, match="endpoint reference"):
        assert_relation(api, {"from": {"ref": "node:nope"}, "to": {"ref": file}, "kind": "agrees"})
    store.close()
