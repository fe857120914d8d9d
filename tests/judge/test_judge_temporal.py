"""Facts that hold for a time: the seed's example written as two Markdown
facts, indexed in two runs, gives exactly its three event rows."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

from judge_helpers import write
from semnet.graph.judge.persist import run_offline_judge
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import from_micros, to_micros
from semnet.graph.query.traverse import neighbors
from semnet.graph.store.edge_store import EdgeStore

NOTE = "---\ntitle: Alice\ntype: fact\n---\n\nAlice works at Acme. [from:: 2023-01-01]\n"
GLOBEX = "\nAlice started working at Globex. [from:: 2024-03-01]\n"


def test_the_seed_example_gives_exactly_its_three_event_rows(tmp_path: Path, cli) -> None:  # type: ignore[no-untyped-def]
    write(tmp_path, {"facts/alice.md": NOTE})
    a = cli("check", ".", "--json", cwd=tmp_path)
    assert a.returncode == 0, a.stderr  # one fact: nothing to report
    with (tmp_path / "facts/alice.md").open("a", encoding="utf-8") as fh:
        fh.write(GLOBEX)
    b = cli("check", ".", "--json", cwd=tmp_path)
    assert b.returncode == 0, b.stderr  # a time-bounded fact is a note, not a problem
    notes = [f for ff in json.loads(b.stdout)["files"] for f in ff["findings"]]
    assert [(f["code"], f["severity"]) for f in notes] == [("time-bounded", "note")]
    run_a, run_b = json.loads(a.stdout)["judgeRunId"], json.loads(b.stdout)["judgeRunId"]

    got = cli("graph", "history", "facts/alice.md:1", "--json", cwd=tmp_path)
    assert got.returncode == 0, got.stderr
    events = json.loads(got.stdout)["events"]
    rows = [(e["edgeId"], e["runId"], e["event"], e.get("invalidAtBefore"),
             e.get("invalidAtAfter"), e.get("causedByEdgeId")) for e in events]  # fmt: skip
    acme, globex = events[0]["edgeId"], events[1]["edgeId"]
    assert rows == [
        (acme, run_a, "created", None, None, None),
        (globex, run_b, "created", None, None, None),
        (acme, run_b, "invalidated", None, "2024-03-01T00:00:00Z", globex),
    ]
    # what the edges are: fact --event_involves--> subject, with the periods
    store = EdgeStore.for_workspace(tmp_path)
    e1, e2 = store.edge(acme), store.edge(globex)
    assert (e1.kind, e1.origin, e1.attrs["slot"], e1.attrs["value"]) == (
        "event_involves", "judged", "employer", "acme",
    )  # fmt: skip
    assert from_micros(e1.valid_at) == datetime(2023, 1, 1, tzinfo=UTC)
    assert from_micros(e1.invalid_at) == datetime(2024, 3, 1, tzinfo=UTC)
    assert from_micros(e2.valid_at) == datetime(2024, 3, 1, tzinfo=UTC) and e2.invalid_at is None
    # asOf: before run B, semnet held Acme as current
    subject = e1.dst
    as_of = events[1]["createdAt"]
    before = to_micros(datetime.fromisoformat(as_of.replace("Z", "+00:00")))
    assert before is not None
    past = neighbors(store.index_as_of(before - 1), subject, ["event_involves"], as_of=before - 1)
    assert [h.edge.id for h in past] == [acme]
    now = neighbors(store.index, subject, ["event_involves"])
    assert [h.edge.id for h in now] == [globex]
    store.close()
    # a third run changes nothing
    c = cli("check", ".", "--json", cwd=tmp_path)
    assert json.loads(c.stdout).get("judgeRunId") is None
    again = json.loads(cli("graph", "history", "facts/alice.md:1", "--json", cwd=tmp_path).stdout)
    assert len(again["events"]) == 3


def test_non_overlapping_periods_write_nothing_more(tmp_path: Path) -> None:
    write(tmp_path, {"facts/alice.md": (
        "---\ntitle: Alice\ntype: fact\n---\n\n"
        "Alice worked at Acme. [from:: 2020] [until:: 2021]\n\n"
        "Alice works at Globex. [from:: 2023-01-01]\n"
    )})  # fmt: skip
    store = EdgeStore.for_workspace(tmp_path)
    Indexer(store, tmp_path).index_workspace()
    s = run_offline_judge(store)
    assert (s.slot_edges, s.invalidated, s.superseded) == (2, 0, 0)
    assert [e.event for e in store.run_events(s.run_id or "")] == ["created", "created"]
    store.close()


def test_a_fact_about_an_earlier_time_is_superseded(tmp_path: Path) -> None:
    write(tmp_path, {"facts/alice.md": "---\ntitle: Alice\ntype: fact\n---\n\n"
                     "Alice works at Globex. [from:: 2024-03-01]\n"})  # fmt: skip
    store = EdgeStore.for_workspace(tmp_path)
    Indexer(store, tmp_path).index_workspace()
    run_offline_judge(store)
    (tmp_path / "facts/alice.md").write_text(
        "---\ntitle: Alice\ntype: fact\n---\n\nAlice works at Globex. [from:: 2024-03-01]\n\n"
        "Alice works at Acme. [from:: 2023-01-01]\n",
        encoding="utf-8",
    )
    Indexer(store, tmp_path).index_workspace()
    s = run_offline_judge(store)
    events = store.run_events(s.run_id or "")
    assert [e.event for e in events] == ["created", "superseded"]
    closed = store.edge(events[1].edge_id)
    assert closed.attrs["value"] == "acme"
    assert from_micros(closed.invalid_at) == datetime(2024, 3, 1, tzinfo=UTC)
    store.close()


def test_the_same_employer_twice_is_no_conflict_and_a_period_in_the_text_counts(
    tmp_path: Path,
) -> None:
    write(tmp_path, {"facts/alice.md": (
        "---\ntitle: Alice\ntype: fact\n---\n\n"
        "Alice works at Acme. [from:: 2023-01-01]\n\n"
        "Alice joined Acme Corporation in March 2023.\n\n"
        "Alice started working at Globex in 2024.\n"
    )})  # fmt: skip
    store = EdgeStore.for_workspace(tmp_path)
    Indexer(store, tmp_path).index_workspace()
    s = run_offline_judge(store)
    assert (s.slot_edges, s.invalidated) == (3, 2)
    live = [
        r for r in store.index.by_id.values() if r.kind == "event_involves" and r.expired_at is None
    ]
    assert [r.attrs["value"] for r in live] == ["globex"]
    assert from_micros(live[0].valid_at) == datetime(2024, 1, 1, tzinfo=UTC)
    store.close()
