"""`semnet graph … --json` prints what the query API returns; errors are one line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from semnet.graph.model import Edge, NodeRec, new_id
from semnet.graph.query.api import GraphAPI
from semnet.graph.store.edge_store import EdgeStore
from semnet.server.cli.stores import default_origins


def semnet(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "semnet.server", *args],
        cwd=cwd, capture_output=True, text=True, timeout=120,
        env={**os.environ, "COLUMNS": "200"},
    )  # fmt: skip


@pytest.fixture
def workspace(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    s = EdgeStore(tmp_path / ".semnet" / "graph.duckdb")
    ids = {k: new_id() for k in ("anna", "fact1", "fact2")}
    with s.run("setup") as r:
        r.put_nodes([
            NodeRec(id=ids["anna"], kind="character", title="Anna Karlovna", uri="characters/anna.md",
                    start_line=0, end_line=8),
            NodeRec(id=ids["fact1"], kind="fact", title="Anna was born in 1871.", uri="facts/anna.md",
                    start_line=2, end_line=3),
            NodeRec(id=ids["fact2"], kind="fact", title="Anna was born in 1874.", uri="facts/anna.md",
                    start_line=4, end_line=5),
        ])  # fmt: skip
        f1, f2, anna = (f"node:{ids[k]}" for k in ("fact1", "fact2", "anna"))
        r.assert_edge(Edge(src=f1, dst=f2, kind="contradicts", origin="judged",
                           reason="years differ: 1871 vs 1874"))  # fmt: skip
        r.assert_edge(Edge(src=f1, dst=anna, kind="mentions", origin="derived"))
        r.assert_edge(Edge(src=f2, dst=anna, kind="mentions", origin="derived"))
        r.assert_edge(Edge(src=f1, dst="work:openalex:W2741809807", kind="sourced_from",
                           origin="imported"))  # fmt: skip
    s.close()
    return tmp_path, ids


def test_json_output_is_the_query_api_result(workspace: tuple[Path, dict[str, str]]) -> None:
    root, ids = workspace
    got = semnet("graph", "neighbors", f"node:{ids['anna']}", "--origin", "all", "--json", cwd=root)
    assert got.returncode == 0, got.stderr
    s = EdgeStore(root / ".semnet" / "graph.duckdb")
    want = (
        GraphAPI(s, root, file_uris=True)
        .neighbors({"endpoint": {"ref": f"node:{ids['anna']}"}})
        .wire()
    )
    s.close()
    assert json.loads(got.stdout) == want
    assert {e["other"]["title"] for e in want["edges"]} == {
        "Anna was born in 1871.", "Anna was born in 1874.",
    }  # fmt: skip
    assert all(
        e["direction"] == "in" and e["other"]["uri"] == (root / "facts/anna.md").resolve().as_uri()
        for e in want["edges"]
    )


def test_readable_output_and_file_line_endpoints(workspace: tuple[Path, dict[str, str]]) -> None:
    root, _ = workspace
    # judged edges are suggestions: left out of a listing unless asked for
    hidden = semnet("graph", "contradicting", "facts/anna.md:3", cwd=root)
    assert hidden.returncode == 0, hidden.stderr
    assert hidden.stdout.splitlines() == [
        "◆ Anna was born in 1871.  (fact)  facts/anna.md:3", "   (no edges)",
        "(1 judged edge hidden: --origin judged or all)",
    ]  # fmt: skip
    got = semnet("graph", "contradicting", "facts/anna.md:3", "--origin", "judged", cwd=root)
    assert got.returncode == 0, got.stderr
    # Every endpoint listed says where it is (workspace path, 1-based line).
    assert got.stdout.splitlines()[0] == "◆ Anna was born in 1871.  (fact)  facts/anna.md:3"
    assert (
        "⇄ Anna was born in 1874.  [suggested]  — years differ: 1871 vs 1874  facts/anna.md:5"
        in got.stdout
    )


def test_stats_counts_per_kind_and_origin(workspace: tuple[Path, dict[str, str]]) -> None:
    root, _ = workspace
    stats = json.loads(semnet("graph", "stats", "--json", cwd=root).stdout)
    assert stats["nodes"] == 3 and stats["nodesByKind"] == {"character": 1, "fact": 2}
    assert stats["edgesByKind"] == {"contradicts": 1, "mentions": 2, "sourced_from": 1}
    assert stats["edgesByOrigin"] == {"derived": 2, "imported": 1, "judged": 1}
    table = semnet("graph", "stats", cwd=root).stdout
    assert "contradicts" in table and "origin judged" in table


def test_subgraph_paths_and_history(workspace: tuple[Path, dict[str, str]]) -> None:
    root, ids = workspace
    sg = json.loads(semnet("graph", "subgraph", f"node:{ids['anna']}", "--radius", "2", "--json",
                           cwd=root).stdout)  # fmt: skip
    # by default the judged contradiction between the two facts is left out
    assert len(sg["nodes"]) == 4 and len(sg["edges"]) == 3 and sg["truncated"] is False
    sg = json.loads(semnet("graph", "subgraph", f"node:{ids['anna']}", "--radius", "2",
                           "--origin", "all", "--json", cwd=root).stdout)  # fmt: skip
    assert len(sg["nodes"]) == 4 and len(sg["edges"]) == 4 and sg["truncated"] is False
    p = json.loads(semnet("graph", "paths", f"node:{ids['fact2']}", "work:openalex:W2741809807",
                          "--direction", "both", "--origin", "all", "--json",
                          cwd=root).stdout)  # fmt: skip
    assert [s["edge"]["kind"] for s in p["paths"][0]] == [
        "contradicts", "sourced_from",
    ]  # fmt: skip
    h = json.loads(semnet("graph", "history", f"node:{ids['fact1']}", "--json", cwd=root).stdout)
    assert [e["event"] for e in h["events"]] == ["created", "created", "created"]


@pytest.mark.parametrize(
    "args, needle",
    [
        (["graph", "neighbors", "node:nope"], "endpoint reference 'node:nope'"),
        (["graph", "neighbors", f"node:{'0' * 8}-0000-7000-8000-{'0' * 12}"], "no node"),
        (["graph", "neighbors", "planet:mars"], "unknown kind 'planet'"),
        (
            ["graph", "neighbors", "work:openalex:W1", "--kind", "likes"],
            "unknown edge kind 'likes'",
        ),
        (["graph", "subgraph", "work:openalex:W1", "--radius", "9"], "radius"),
        (["graph", "neighbors", "facts/anna.md:99"], "line 99 is outside facts/anna.md"),
    ],
)
def test_bad_input_is_one_clear_line_and_exit_2(
    workspace: tuple[Path, dict[str, str]], args: list[str], needle: str
) -> None:
    root, _ = workspace
    got = semnet(*args, cwd=root)
    assert got.returncode == 2
    assert needle in got.stderr
    assert "Traceback" not in got.stderr


def test_no_store_is_a_clear_message(tmp_path: Path) -> None:
    got = semnet("graph", "stats", cwd=tmp_path)
    assert got.returncode == 2 and "no store at" in got.stderr and "semnet index" in got.stderr


def test_a_locked_store_is_one_line_naming_the_holder(
    workspace: tuple[Path, dict[str, str]],
) -> None:
    root, _ = workspace
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time; from semnet.graph.store.edge_store import EdgeStore; "
         "s = EdgeStore(sys.argv[1]); print('ready', flush=True); time.sleep(60)",
         str(root / ".semnet" / "graph.duckdb")],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        got = subprocess.run(
            [sys.executable, "-m", "semnet.server", "graph", "stats"], cwd=root,
            capture_output=True, text=True, timeout=120,
            env={**os.environ, "SEMNET_LOCK_TIMEOUT": "0.3"},
        )  # fmt: skip
    finally:
        holder.kill()
        holder.wait()
    assert got.returncode == 2
    assert got.stderr.count("\n") == 1 and "Traceback" not in got.stderr
    assert f"PID {holder.pid}" in got.stderr and "graph.duckdb" in got.stderr


def test_history_of_an_endpoint_filtered_by_kind(workspace: tuple[Path, dict[str, str]]) -> None:
    root, ids = workspace
    h = json.loads(semnet("graph", "history", f"node:{ids['fact1']}", "--kind", "contradicts",
                          "--json", cwd=root).stdout)  # fmt: skip
    assert [e["event"] for e in h["events"]] == ["created"]
    bad = semnet("graph", "history", f"node:{ids['fact1']}", "--kind", "likes", cwd=root)
    assert bad.returncode == 2 and "unknown edge kind 'likes'" in bad.stderr


def test_a_question_waits_out_a_writer_and_reads_without_the_write_lock(
    workspace: tuple[Path, dict[str, str]],
) -> None:
    """`graph stats` and `graph neighbors` open the store read-only: while
    another process writes they wait for it, and they never hold the write
    lock themselves (their answers are DuckDB's counts and the slice around
    the endpoint, equal to the loaded store's)."""
    root, ids = workspace
    path = root / ".semnet" / "graph.duckdb"
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import duckdb, sys, time\n"
         f"c = duckdb.connect({str(path)!r})\n"
         "print('held', flush=True)\n"
         "time.sleep(1.5)\n"
         "c.close()\n"],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    stats = semnet("graph", "stats", "--json", cwd=root)
    holder.wait(10)
    assert stats.returncode == 0, stats.stderr
    got = semnet("graph", "neighbors", f"node:{ids['fact1']}", "--json", cwd=root)
    assert got.returncode == 0, got.stderr
    s = EdgeStore(path)
    try:
        assert json.loads(stats.stdout) == GraphAPI(s, root).stats().wire()
        # (the CLI lists the edges of every origin but `judged` unless asked)
        want = GraphAPI(s, root, file_uris=True).neighbors(
            {"endpoint": {"ref": f"node:{ids['fact1']}"}, "origins": default_origins()}
        )
        assert json.loads(got.stdout) == want.wire()
    finally:
        s.close()
