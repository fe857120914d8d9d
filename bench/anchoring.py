"""Anchoring benchmark: does paragraph identity survive a long edit trace?

A seeded manuscript (several files in English, Russian, German and Spanish
pseudo-prose, with headings, one-liners, repeated lines and ``^block`` ids)
goes through a seeded trace of mixed edits. After each edit the touched
files' current nodes go to :func:`reanchor` as ``old`` and their re-parsed
blocks as ``new``; the answer is checked against what the edit really did
and then applied, as the indexer would (a fresh id for each ``None``).

Every paragraph carries one "edge". An edge is right after an edit when the
paragraph that should carry it carries its id: the edited paragraph; the
larger part of a split; the merged paragraph (the smaller one's id must be
reported as absorbed into it); nothing, for a deleted paragraph (its id must
be gone). An edit is correct when every edge in the touched files is right
and no new paragraph took an old id.

``semnet bench anchoring`` calls :func:`run_anchoring_bench`. The manuscript
and the trace are in `anchoring_trace` (their prose in `anchoring_prose`).
"""

from __future__ import annotations

import gc
import json
import statistics
import time
from typing import Any

from semnet.bench.anchoring_trace import EDIT_KINDS, Edit, Trace
from semnet.graph.manuscript.reanchor import NewBlock, OldBlock, ReanchorResult, reanchor

__all__ = ["EDIT_KINDS", "EXACT_KINDS", "format_table", "run_anchoring_bench"]

# Edits that must never lose an edge: they change no text at all.
EXACT_KINDS = ("reorder", "move_to_file", "rename_file")


def _call(trace: Trace, edit: Edit) -> tuple[list[OldBlock], list[NewBlock], ReanchorResult, int]:
    """Re-anchor the touched files as the edit left them; the call's time in ns."""
    old = [
        OldBlock(b.id, uri, k, b.kind, b.text, b.hash, b.block_id)
        for uri in edit.old_uris
        for k, b in enumerate(trace.files[uri])
    ]
    new = [
        NewBlock(uri, k, p.kind, p.text, p.hash, p.block_id)
        for uri, planned in edit.new_files.items()
        for k, p in enumerate(planned)
    ]
    # as timeit does: a collection triggered by the bench's own garbage
    # is not the call's cost
    gc.disable()
    try:
        start = time.perf_counter_ns()
        result = reanchor(old, new)
        elapsed = time.perf_counter_ns() - start
    finally:
        gc.enable()
    return old, new, result, elapsed


def _score(edit: Edit, old: list[OldBlock], result: ReanchorResult) -> tuple[int, int]:
    """(edges right, edges) for one edit."""
    expect = [p.expect for planned in edit.new_files.values() for p in planned]
    where = {nid: k for k, nid in enumerate(result.ids) if nid is not None}
    carried = {nid: k for k, nid in enumerate(expect) if nid is not None}
    right = 0
    for o in old:
        if o.id in carried:
            ok = where.get(o.id) == carried[o.id]
        elif o.id in edit.absorbed:
            ok = result.absorbed.get(o.id) == edit.absorbed[o.id] and o.id not in where
        else:
            ok = o.id not in where and o.id not in result.absorbed
        right += ok
    # a new paragraph that took an old id is wrong even if no edge moved
    stolen = any(e is None and got is not None for e, got in zip(expect, result.ids, strict=True))
    return right - stolen, len(old)


def _share(correct: int, count: int) -> float:
    return round(100.0 * correct / count, 2) if count else 100.0


def run_anchoring_bench(
    edits: int = 10000, seed: int = 7, paragraphs: int = 2000
) -> dict[str, Any]:
    """Run the seeded edit trace; per edit kind: count, share correct, timing."""
    bench = Trace(seed, paragraphs)
    files_at_start = len(bench.files)
    stats: dict[str, dict[str, int]] = {
        kind: {"count": 0, "correct": 0, "edges": 0, "edges_right": 0} for kind in EDIT_KINDS
    }
    small = {"count": 0, "correct": 0}
    times: list[int] = []
    failures: list[dict[str, Any]] = []
    for step in range(edits):
        edit = bench.next_edit()
        old, _, result, elapsed = _call(bench, edit)
        times.append(elapsed)
        right, total = _score(edit, old, result)
        ok = right == total
        s = stats[edit.kind]
        s["count"] += 1
        s["correct"] += ok
        s["edges"] += total
        s["edges_right"] += max(right, 0)
        if edit.changed < 0.5:
            small["count"] += 1
            small["correct"] += ok
        if not ok and len(failures) < 20:
            failures.append({"step": step, "kind": edit.kind, "changed": round(edit.changed, 3)})
        bench.apply(edit, result)

    bulk = bench.bulk_edit()
    old, _, result, elapsed = _call(bench, bulk)
    bulk_right, bulk_total = _score(bulk, old, result)

    kinds = {
        kind: {
            "count": s["count"],
            "correct_pct": _share(s["correct"], s["count"]),
            "edges_right_pct": _share(s["edges_right"], s["edges"]),
        }
        for kind, s in stats.items()
    }
    small_pct = _share(small["correct"], small["count"])
    times.sort()
    return {
        "edits": edits,
        "seed": seed,
        "paragraphs": paragraphs,
        "files": files_at_start,
        "blocks_at_end": sum(len(b) for b in bench.files.values()),
        "kinds": kinds,
        "under_half": {"count": small["count"], "correct_pct": small_pct},
        "ambiguous_skipped": bench.ambiguous,
        "bulk": {
            "blocks": bulk_total,
            "edges_right_pct": _share(max(bulk_right, 0), bulk_total),
            "us": round(elapsed / 1000, 1),
        },
        "median_us": round(statistics.median(times) / 1000, 1) if times else 0.0,
        "p95_us": round(times[int(0.95 * (len(times) - 1))] / 1000, 1) if times else 0.0,
        "targets": {
            "exact_kinds_100pct": all(kinds[k]["correct_pct"] == 100.0 for k in EXACT_KINDS),
            "under_half_99pct": small_pct >= 99.0,
        },
        "failures": failures,
    }


def format_table(report: dict[str, Any]) -> str:
    """The report as a plain-text table (also used in ``bench/anchoring.md``)."""
    lines = [
        f"{'edit kind':<18} {'count':>6} {'correct %':>10} {'edges right %':>14}",
        "-" * 51,
    ]
    for kind, row in report["kinds"].items():
        lines.append(
            f"{kind:<18} {row['count']:>6} {row['correct_pct']:>10.2f}"
            f" {row['edges_right_pct']:>14.2f}"
        )
    lines.append("-" * 51)
    under = report["under_half"]
    lines.append(f"{'changed < 1/2':<18} {under['count']:>6} {under['correct_pct']:>10.2f}")
    lines.append(
        f"edits skipped as indistinguishable (a block moved beside its identical twin): "
        f"{report['ambiguous_skipped']}"
    )
    bulk = report["bulk"]
    lines.append(
        f"bulk pass (whole manuscript, moves + 5% edited + renames in one call): "
        f"{bulk['blocks']} blocks, edges right {bulk['edges_right_pct']:.2f} %, {bulk['us']} µs"
    )
    lines.append(
        f"reanchor call: median {report['median_us']} µs, p95 {report['p95_us']} µs "
        f"({report['edits']} edits, {report['paragraphs']} blocks in {report['files']} files)"
    )
    return "\n".join(lines)


def main() -> None:
    report = run_anchoring_bench()
    print(format_table(report))
    print(json.dumps(report, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
