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


def test_a_period_edit_keeps_the_edge_and_logs_ended_then_reopened(tmp_path: Path, cli) -> None:  # type: ignore[no-untyped-def]
    """Adding `[until:: …]` to a fact ends its edge (same id, `ended`); taking
    it away reopens it; `as of` before the edit gives the end it had then;
    `--valid-at` answers what holds in the story at a date."""
    from semnet.graph.query.api import GraphAPI

    write(tmp_path, {"facts/alice.md": NOTE})
    store = EdgeStore.for_workspace(tmp_path)
    Indexer(store, tmp_path).index_workspace()
    run_offline_judge(store)
    (edge,) = [r for r in store.index.by_id.values() if r.kind == "event_involves"]
    opened = store.history(edge.id)[-1].created_at
    # the writer adds an end: "until 2023" covers all of 2023
    (tmp_path / "facts/alice.md").write_text(
        NOTE.replace("[from:: 2023-01-01]", "[from:: 2023-01-01] [until:: 2023]"), encoding="utf-8"
    )
    Indexer(store, tmp_path).index_workspace()
    ended = run_offline_judge(store)
    assert ended.slot_edges == 1
    (same,) = [r for r in store.index.by_id.values() if r.kind == "event_involves"]
    end = to_micros(datetime(2024, 1, 1, tzinfo=UTC))
    assert same.id == edge.id and same.invalid_at == end and same.expired_at is None
    last = store.history(edge.id)[-1]
    assert (last.event, last.invalid_at_before, last.invalid_at_after) == ("ended", None, end)
    # as of before the edit: the edge as it was then, open-ended
    api = GraphAPI(store, tmp_path)
    subject = {"ref": edge.dst}
    then = api.neighbors(
        {"endpoint": subject, "kinds": ["event_involves"], "asOf": from_micros(opened + 1)}
    )
    assert [(e.id, e.invalid_at) for e in then.edges] == [(edge.id, None)]
    now = api.neighbors({"endpoint": subject, "kinds": ["event_involves"]})
    assert [(e.id, e.invalid_at) for e in now.edges] == [(edge.id, from_micros(end))]
    # story time: in 2023 Alice works at Acme; in 2025 she does not
    for when, want in (("2023-06", [edge.id]), ("2025", []), ("2022-12-31", [])):
        got = api.neighbors({"endpoint": subject, "validAt": when})
        assert [e.id for e in got.edges if e.kind == "event_involves"] == want, when
    # the end taken back: reopened, the same edge again
    (tmp_path / "facts/alice.md").write_text(NOTE, encoding="utf-8")
    Indexer(store, tmp_path).index_workspace()
    run_offline_judge(store)
    assert store.edge(edge.id).invalid_at is None and store.edge(edge.id).expired_at is None
    assert [e.event for e in store.history(edge.id)] == ["created", "ended", "reopened"]
    store.close()
    # the CLI: --valid-at, and --as-of with the end as it was
    got = cli("graph", "neighbors", edge.dst, "--valid-at", "2025", "--origin", "all", "--json",
              cwd=tmp_path)  # fmt: skip
    assert got.returncode == 0, got.stderr
    assert [e["id"] for e in json.loads(got.stdout)["edges"] if e["kind"] == "event_involves"] == [
        edge.id
    ]  # open-ended again: it holds in 2025
    bad = cli("graph", "neighbors", edge.dst, "--valid-at", "spring", cwd=tmp_path)
    assert bad.returncode == 2 and "is not a date" in bad.stderr
