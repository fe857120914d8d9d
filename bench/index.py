"""`semnet bench index`: cold index, warm re-index, one file changed, RSS.

For each size a deterministic fixture (`generate_fixture`, all five
languages) is written to a temporary folder and indexed into a fresh store.
"Nothing changed" runs the whole disk scan again: once with a fresh
`Indexer` each time (what a new `semnet index` process does once its store
is open: read and hash every file) and once with a long-lived one (the
language server, which trusts unchanged mtimes). "One file" edits one chapter
on disk and re-indexes (the scan included), and also feeds the same kind of
edit straight to `Indexer.update`, as the language server does with a buffer.
Figures are medians; nothing here is asserted by the tests.
"""

from __future__ import annotations

import gc
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import psutil
from semnet.bench.fixture import generate_fixture
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.store.edge_store import EdgeStore

TARGETS = {"cold_s_at_50k": 20.0, "nothing_changed_s_at_50k": 1.0, "one_file_s_at_50k": 0.1}


def _chapters(root: Path) -> list[Path]:
    return sorted(p for p in root.glob("book-*/*.md"))


def bench_size(paragraphs: int, repeats: int = 5) -> dict[str, Any]:
    proc = psutil.Process()
    books = max(1, paragraphs // 2000)
    with tempfile.TemporaryDirectory(prefix="semnet-bench-index-") as tmp:
        root = Path(tmp) / "ws"
        fx = generate_fixture(
            root,
            books=books,
            chapters=20,
            paragraphs=paragraphs // (books * 20),
            languages=("en", "ru", "fr", "de", "es"),
            seed=1,
        )
        gc.collect()
        rss0 = proc.memory_info().rss
        store = EdgeStore.for_workspace(root)
        t0 = time.perf_counter()
        summary = Indexer(store, root).index_workspace()
        cold = time.perf_counter() - t0
        stats = store.stats()
        rss_cold = proc.memory_info().rss
        store.close()

        t0 = time.perf_counter()
        store = EdgeStore.for_workspace(root)
        open_s = time.perf_counter() - t0
        fresh = []
        for _ in range(repeats):
            t0 = time.perf_counter()
            s = Indexer(store, root).index_workspace()  # what a new CLI process does
            fresh.append(time.perf_counter() - t0)
            assert not s.changed
        indexer = Indexer(store, root)
        warm = []
        for _ in range(repeats):
            t0 = time.perf_counter()
            s = indexer.index_workspace()
            warm.append(time.perf_counter() - t0)
            assert not s.changed

        chapters = _chapters(root)
        one_file = []
        one_buffer = []
        for i in range(repeats):
            path = chapters[(i * 7) % len(chapters)]
            text = path.read_text(encoding="utf-8")
            lines = text.split("\n")
            j = next(k for k in range(len(lines) // 2, len(lines)) if len(lines[k]) > 40)
            lines[j] = lines[j] + f" Edit {i}."
            path.write_text("\n".join(lines), encoding="utf-8")
            t0 = time.perf_counter()
            s = indexer.index_workspace()
            one_file.append(time.perf_counter() - t0)
            assert s.changed == [path.relative_to(root).as_posix()]
            lines[j] = lines[j] + " Typed."
            rel = path.relative_to(root).as_posix()
            t0 = time.perf_counter()
            indexer.update({rel: "\n".join(lines)})
            one_buffer.append(time.perf_counter() - t0)
            path.write_text("\n".join(lines), encoding="utf-8")  # the buffer is saved
        store.close()
    return {
        "paragraphs": fx.paragraphs,
        "files": summary.files,
        "nodes": stats["nodes"],
        "edges": stats["edges"],
        "cold_index_s": round(cold, 3),
        "store_open_s": round(open_s, 3),
        "nothing_changed_s_p50": round(statistics.median(warm), 4),
        "nothing_changed_fresh_process_s_p50": round(statistics.median(fresh), 4),
        "one_file_changed_s_p50": round(statistics.median(one_file), 4),
        "one_buffer_update_s_p50": round(statistics.median(one_buffer), 4),
        "rss_after_cold_mb": round(rss_cold / 2**20, 1),
        "rss_growth_cold_mb": round((rss_cold - rss0) / 2**20, 1),
    }


def run_index_bench(sizes: tuple[int, ...] = (10_000, 50_000)) -> dict[str, Any]:
    results = [bench_size(n) for n in sizes]
    big = results[-1]
    return {
        "bench": "index",
        "sizes": results,
        "targets": TARGETS,
        "met": {
            "cold": big["cold_index_s"] <= TARGETS["cold_s_at_50k"],
            "nothing_changed": big["nothing_changed_s_p50"] <= TARGETS["nothing_changed_s_at_50k"],
            "one_file": big["one_file_changed_s_p50"] <= TARGETS["one_file_s_at_50k"],
        },
    }


def main() -> None:  # pragma: no cover
    print(json.dumps(run_index_bench(), indent=2))


if __name__ == "__main__":  # pragma: no cover
    main()
