"""`semnet bench graph`: the edge store and query API on synthetic graphs.

For each size: build a power-law graph (~10 edges per node), bulk insert it in
one run and reopen the store (open + index load), five times over into fresh
stores (the medians are reported, each run listed), then time one-hop `neighbors`
and 2-hop `subgraph` on the index against the same one-hop query on networkx
and on raw indexed DuckDB, in the same process. Figures are medians and
percentiles of many calls; no figure is asserted anywhere in the test suite.
"""

from __future__ import annotations

import gc
import json
import os
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil
from semnet.graph.model import EdgeKind, make_rec
from semnet.graph.query.traverse import neighbors, subgraph
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.store.files import connect

_DIRECTED = [EdgeKind.LINKS_TO, EdgeKind.MENTIONS, EdgeKind.EVENT_INVOLVES, EdgeKind.CITES]
_SYMMETRIC = [EdgeKind.SIMILAR_TO, EdgeKind.AGREES]


def _pct(samples: list[float], q: float) -> float:
    s = sorted(samples)
    return s[min(len(s) - 1, int(q * len(s)))]


def _node_id(rng: random.Random) -> str:
    # A valid UUIDv7 shape from the seeded generator, so the graph is reproducible.
    h = f"{rng.getrandbits(128):032x}"
    return f"{h[:8]}-{h[8:12]}-7{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def synthetic_graph(n_nodes: int, per_node: int = 10, seed: int = 1) -> tuple[list[str], list[Any]]:
    rng = random.Random(seed)
    nodes = [f"node:{_node_id(rng)}" for _ in range(n_nodes)]
    # Zipf-like popularity: a few nodes are pointed at very often.
    weights = [1.0 / (i + 1) ** 0.9 for i in range(n_nodes)]
    targets = rng.choices(nodes, weights=weights, k=n_nodes * per_node)
    recs = []
    t = 0
    for i, src in enumerate(nodes):
        for _ in range(per_node):
            dst = targets[t]
            t += 1
            if dst == src:
                dst = nodes[(i + 1) % n_nodes]
            if rng.random() < 0.1:
                kind = _SYMMETRIC[rng.randrange(len(_SYMMETRIC))]
            else:
                kind = _DIRECTED[rng.randrange(len(_DIRECTED))]
            recs.append(make_rec(src, kind, dst, "structural", edge_id=_node_id(rng)))
    return nodes, recs


def _time_calls(fn: Any, args: list[Any]) -> list[float]:
    out = []
    for a in args:
        t0 = time.perf_counter_ns()
        fn(a)
        out.append((time.perf_counter_ns() - t0) / 1000.0)
    return out


@dataclass
class _Loads:
    """Each repeat's bulk insert (wall and CPU seconds), reopen and index RSS."""

    insert: list[float] = field(default_factory=list)
    insert_cpu: list[float] = field(default_factory=list)
    open: list[float] = field(default_factory=list)
    rss_mb: list[float] = field(default_factory=list)


def _insert_and_open(
    tmp: str, recs: list[Any], n_nodes: int, repeats: int, proc: psutil.Process
) -> tuple[EdgeStore, Path, _Loads]:
    """Insert `recs` and reopen the store `repeats` times, each into a fresh
    store; returns the last store (open), its path and every repeat's figures."""
    loads = _Loads()
    store: EdgeStore | None = None
    path = Path(tmp)
    for rep in range(repeats):
        if store is not None:
            store.close()
            store = None
            gc.collect()
        path = Path(tmp) / f"graph-{rep}.duckdb"
        writer = EdgeStore(path)
        gc.collect()
        t0, c0 = time.perf_counter(), time.process_time()
        with writer.run("bench", artifact={"nodes": n_nodes}) as run:
            run.add_edges(recs)
        loads.insert.append(time.perf_counter() - t0)
        # CPU time of every thread (DuckDB's too): the work, whatever else
        # the machine is doing; on 2 cores it may exceed the wall time.
        loads.insert_cpu.append(time.process_time() - c0)
        writer.close()
        del writer
        gc.collect()
        rss_before = proc.memory_info().rss
        t0 = time.perf_counter()
        store = EdgeStore(path)
        loads.open.append(time.perf_counter() - t0)
        loads.rss_mb.append((proc.memory_info().rss - rss_before) / 2**20)
    assert store is not None
    return store, path, loads


def _networkx_hop(idx: Any, sample: list[str]) -> list[float]:
    """One-hop lookups on a networkx graph of the same edges (µs each)."""
    import networkx as nx

    g: nx.MultiDiGraph[str] = nx.MultiDiGraph()
    for rec in idx.by_id.values():
        g.add_edge(rec.src, rec.dst, key=rec.id, kind=rec.kind)
        if not rec.directed:
            g.add_edge(rec.dst, rec.src, key=rec.id, kind=rec.kind)

    def nx_one_hop(ep: str) -> list[Any]:
        out = list(g.out_edges(ep, keys=True, data=True)) if ep in g else []
        out += list(g.in_edges(ep, keys=True, data=True)) if ep in g else []
        return out

    return _time_calls(nx_one_hop, sample)


def _duckdb_hop(path: Path, sample: list[str]) -> list[float]:
    """One-hop lookups on the store's indexed DuckDB tables (µs each)."""
    con = connect(path, read_only=True)
    # The endpoint's code (indexed by ref), then two lookups that can each
    # use their ART index (an OR of both would scan), ends named as text.
    code_q = "SELECT code FROM endpoints WHERE ref = $1 AND kind = 'node'"
    edges_q = (
        "SELECT e.*, s.kind || ':' || s.ref, d.kind || ':' || d.ref FROM "
        "(SELECT * FROM edges WHERE src = $1 AND expired_at IS NULL "
        "UNION ALL SELECT * FROM edges WHERE dst = $1 AND expired_at IS NULL) e "
        "JOIN endpoints s ON s.code = e.src JOIN endpoints d ON d.code = e.dst"
    )

    def db_one_hop(ep: str) -> list[Any]:
        (code,) = con.execute(code_q, [ep[5:]]).fetchone() or (None,)
        return con.execute(edges_q, [code]).fetchall()

    try:
        return _time_calls(db_one_hop, sample)
    finally:
        con.close()


def _p50_p99(samples: list[float]) -> dict[str, float]:
    return {"p50": round(statistics.median(samples), 2), "p99": round(_pct(samples, 0.99), 2)}


def bench_size(
    n_nodes: int, queries: int = 2000, seed: int = 1, repeats: int = 5
) -> dict[str, Any]:
    proc = psutil.Process()
    with tempfile.TemporaryDirectory(prefix="semnet-bench-") as tmp:
        nodes, recs = synthetic_graph(n_nodes, seed=seed)
        n_edges = len(recs)
        store, path, loads = _insert_and_open(tmp, recs, n_nodes, repeats, proc)
        del recs
        insert_s = statistics.median(loads.insert)
        open_s = statistics.median(loads.open)

        rng = random.Random(seed + 1)
        sample = [nodes[rng.randrange(n_nodes)] for _ in range(queries)]
        idx = store.index
        one_hop = _time_calls(lambda ep: neighbors(idx, ep), sample)
        two_hop = _time_calls(lambda ep: subgraph(idx, ep, radius=2, budget=500), sample[:500])
        nx_hop = _networkx_hop(idx, sample)
        store.close()
        db_hop = _duckdb_hop(path, sample[:300])

    p50, p99 = statistics.median(one_hop), _pct(one_hop, 0.99)
    return {
        "nodes": n_nodes,
        "edges": n_edges,
        "repeats": repeats,
        "bulk_insert_edges_per_s": round(n_edges / insert_s),
        "bulk_insert_s": round(insert_s, 3),
        "bulk_insert_s_each": [round(x, 3) for x in loads.insert],
        "bulk_insert_cpu_s": round(statistics.median(loads.insert_cpu), 3),
        "open_and_load_s": round(open_s, 3),
        "open_and_load_s_each": [round(x, 3) for x in loads.open],
        "index_rss_mb": round(statistics.median(loads.rss_mb), 1),
        "process_rss_mb": round(proc.memory_info().rss / 2**20, 1),
        "one_hop_us": {"p50": round(p50, 2), "p99": round(p99, 2)},
        "two_hop_subgraph_us": _p50_p99(two_hop),
        "networkx_one_hop_us": _p50_p99(nx_hop),
        "duckdb_one_hop_us": _p50_p99(db_hop),
        "ratio_duckdb_over_index_p50": round(statistics.median(db_hop) / p50, 1),
        "ratio_networkx_over_index_p50": round(statistics.median(nx_hop) / p50, 2),
    }


TARGETS = {
    "one_hop_p50_us_at_50k": 20,
    "one_hop_p99_us_at_50k": 200,
    "bulk_insert_edges_per_s": 200_000,
    "open_and_load_s_at_500k_edges": 2.0,
    "insert_time_ratio_50k_over_10k": 6.0,
}


def run_graph_bench(sizes: tuple[int, ...] = (10_000, 50_000), seed: int = 1) -> dict[str, Any]:
    results = [bench_size(n, seed=seed) for n in sizes]
    report: dict[str, Any] = {"bench": "graph", "cpu_count": os.cpu_count(), "sizes": results}
    if len(results) >= 2:
        small, big = results[0], results[-1]
        report["insert_time_ratio"] = round(big["bulk_insert_s"] / small["bulk_insert_s"], 2)
        report["size_ratio"] = round(big["edges"] / small["edges"], 2)
        report["targets"] = TARGETS
        report["met"] = {
            "one_hop_p50": big["one_hop_us"]["p50"] <= TARGETS["one_hop_p50_us_at_50k"],
            "one_hop_p99": big["one_hop_us"]["p99"] <= TARGETS["one_hop_p99_us_at_50k"],
            "bulk_insert": min(r["bulk_insert_edges_per_s"] for r in results)
            >= TARGETS["bulk_insert_edges_per_s"],
            "open_and_load": big["open_and_load_s"] <= TARGETS["open_and_load_s_at_500k_edges"],
            "insert_linear": report["insert_time_ratio"]
            <= TARGETS["insert_time_ratio_50k_over_10k"],
        }
    return report


def main() -> None:  # pragma: no cover - manual entry point
    print(json.dumps(run_graph_bench(), indent=2))


if __name__ == "__main__":  # pragma: no cover
    main()
