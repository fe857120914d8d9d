"""`semnet bench vault PATH`: semnet on a real folder of notes, as a person
meets it — the commands and the language server as separate processes.

The folder (its `.md` and `.bib` files) is copied to a temporary place and:

- `semnet index` indexes it cold (wall time, CPU time of the process and its
  parse workers, peak memory of the process and, `tree_peak_mb`, of it and
  its workers together, by PSS), then again with nothing changed (several times, medians);
- `semnet graph neighbors` (about the most linked node) and `semnet graph
  stats` are asked several times (medians);
- the language server is started on the indexed copy and on a fresh copy
  without a store: the time from its start to the first diagnostics of a
  document opened right after `initialize`, to the end of its first index
  pass (work-done progress), and its resident memory once that pass is done.

semnet's own modules are compiled to bytecode first, as installing a wheel
compiles them (`compile_semnet`). Timings are wall clock; the CPU time of
each command is reported beside it (on a machine shared with other work, it
is the steadier figure). Nothing here is asserted by the tests.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

TARGETS = {
    "cold_index_s": 20.0,
    "cold_index_peak_mb": 800.0,
    "warm_index_s": 1.5,
    "cli_neighbors_s": 0.3,
    "first_diagnostics_with_store_s": 1.0,
    "first_diagnostics_without_store_s": 3.0,
    "server_rss_mb": 500.0,
}


def _copy(src: Path, dest: Path) -> int:
    """The notes of `src` (`.md`, `.bib`, `semnet.toml`) into `dest`; their count."""
    n = 0
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames[:] = [d for d in dirnames if not d.startswith(".") and d != "node_modules"]
        for name in filenames:
            if name.endswith((".md", ".bib")) or name == "semnet.toml":
                rel = Path(dirpath).relative_to(src) / name
                (dest / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(Path(dirpath) / name, dest / rel)
                n += 1
    return n


class _TreePeak:
    """The peak of a process's memory together with its children's (worker
    processes of a first index): the sum of their proportional set sizes
    (PSS: pages shared after a fork counted once), sampled every 50 ms.
    `wait4`'s peak is one process's own."""

    def __init__(self, pid: int) -> None:
        import threading

        self.pid, self.peak = pid, 0
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._done.set()
        self._thread.join()

    def _sample(self) -> None:
        import psutil

        try:
            root = psutil.Process(self.pid)
        except psutil.Error:
            return
        while not self._done.wait(0.1):
            try:
                pids = [self.pid, *(c.pid for c in root.children(recursive=True))]
            except psutil.Error:
                return
            self.peak = max(self.peak, sum(_pss(pid) for pid in pids))


def _pss(pid: int) -> int:
    """A process's proportional set size in bytes (0 once it is gone)."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as f:
            for line in f:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def _run(args: list[str]) -> dict[str, Any]:
    """One `semnet …` process: wall and CPU seconds, peak memory, output
    (the child is reaped with `wait4`, which gives its own resource use)."""
    import threading

    t0 = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "semnet.server", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    got: dict[str, bytes] = {}

    def drain(name: str, stream: Any) -> None:
        got[name] = stream.read()

    readers = [
        threading.Thread(target=drain, args=("out", proc.stdout)),
        threading.Thread(target=drain, args=("err", proc.stderr)),
    ]
    for r in readers:
        r.start()
    tree = _TreePeak(proc.pid)
    tree.start()
    _, status, usage = os.wait4(proc.pid, 0)
    tree.stop()
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    for r in readers:
        r.join()
    if proc.returncode != 0:
        raise RuntimeError(f"semnet {' '.join(args)} failed: {got['err'].decode()[-500:]}")
    return {
        "wall_s": round(wall, 3),
        "cpu_s": round(usage.ru_utime + usage.ru_stime, 3),
        "peak_mb": round(usage.ru_maxrss / 1024, 1),
        "tree_peak_mb": round(tree.peak / 2**20, 1),
        "stdout": got["out"].decode("utf-8", "replace"),
    }


def _med(runs: list[dict[str, Any]], key: str) -> float:
    return round(float(statistics.median(r[key] for r in runs)), 3)


def _pick(root: Path) -> tuple[str, str]:
    """The most linked node (a hub: the neighbours question with the most
    to read) and an opened document: the first file, in order, with recorded
    problems (so its diagnostics have something to show)."""
    from semnet.graph.store.files import connect

    con = connect(root / ".semnet" / "graph.duckdb", read_only=True)
    try:
        hub = con.execute(
            "SELECT p.kind || ':' || p.ref FROM edges e JOIN endpoints p ON p.code = e.dst "
            "WHERE e.expired_at IS NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1"
        ).fetchall()
        rows = con.execute(
            "SELECT DISTINCT uri FROM nodes WHERE uri IS NOT NULL AND attrs LIKE '%\"problems\"%'"
        ).fetchall()
        files = sorted(str(r[0]) for r in rows)
    finally:
        con.close()
    prefer = [f for f in files if f.startswith("en/")] or files
    return (hub[0][0] if hub else ""), (prefer[0] if prefer else "")


def _server(root: Path, rel: str, settle_s: float = 2.0) -> dict[str, Any]:
    """One language server on `root`: seconds from its start to `initialize`
    answered, to the first diagnostics of `rel` (opened at once), to the end of
    its first index pass; its resident memory after that pass."""
    import psutil
    from semnet.bench.lsp import StdioClient

    t0 = time.perf_counter()
    client = StdioClient([sys.executable, "-m", "semnet.server", "serve"], root)
    uri = (root / rel).as_uri()
    try:
        client.request(
            "initialize",
            {
                "processId": os.getpid(),
                "rootUri": root.as_uri(),
                "workspaceFolders": [{"uri": root.as_uri(), "name": root.name}],
                "capabilities": {"window": {"workDoneProgress": True}},
            },
            timeout=300,
        )
        t_init = time.perf_counter()
        client.notify("initialized", {})
        text = (root / rel).read_text(encoding="utf-8")
        t_open = time.perf_counter()
        client.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}},
        )
        _, t_diag, first = client.wait_notification(
            lambda m, p: m == "textDocument/publishDiagnostics" and p["uri"] == uri, 0, 600
        )
        _, t_done, _ = client.wait_notification(
            lambda m, p: m == "$/progress" and (p.get("value") or {}).get("kind") == "end", 0, 900
        )
        time.sleep(settle_s)
        rss = psutil.Process(client.proc.pid).memory_info().rss
        shown = [d for d in client.notifications if d[1] == "textDocument/publishDiagnostics"]
        last = [p for _, _, p in shown if p["uri"] == uri][-1]
    finally:
        client.close()
    return {
        "initialize_s": round(t_init - t0, 3),
        "first_diagnostics_s": round(t_diag - t0, 3),
        "first_diagnostics_after_open_s": round(t_diag - t_open, 3),
        "first_diagnostics_count": len(first["diagnostics"]),
        "final_diagnostics_count": len(last["diagnostics"]),
        "first_pass_done_s": round(t_done - t0, 3),
        "rss_after_first_pass_mb": round(rss / 2**20, 1),
    }


def run_vault_bench(src: Path, repeats: int = 5, starts: int = 3) -> dict[str, Any]:
    src = src.resolve()
    from semnet.bench.lsp import compile_semnet

    compile_semnet()
    with tempfile.TemporaryDirectory(prefix="semnet-bench-vault-") as tmp:
        root = Path(tmp) / "vault"
        files = _copy(src, root)
        # Files older than two seconds: a later scan may trust their stamps.
        old = time.time() - 5
        for p in root.rglob("*"):
            if p.is_file():
                os.utime(p, (old, old))
        cold = _run(["index", str(root), "--quiet", "--json"])
        warm = [_run(["index", str(root), "--quiet"]) for _ in range(repeats)]
        hub, rel = _pick(root)
        nb = [_run(["graph", "neighbors", hub, "-r", str(root), "--json"]) for _ in range(repeats)]
        st = [_run(["graph", "stats", "-r", str(root), "--json"]) for _ in range(repeats)]
        import json

        stats = json.loads(st[0]["stdout"])
        with_store = [_server(root, rel) for _ in range(starts)]
        fresh = Path(tmp) / "fresh"
        _copy(src, fresh)
        without = _server(fresh, rel)
    report: dict[str, Any] = {
        "bench": "vault",
        "source": str(src),
        "files": files,
        "nodes": stats["nodes"],
        "edges": stats["edges"],
        "opened": rel,
        "cold_index": {k: v for k, v in cold.items() if k != "stdout"},
        "warm_index_s_p50": _med(warm, "wall_s"),
        "warm_index_cpu_s_p50": _med(warm, "cpu_s"),
        "cli_neighbors_s_p50": _med(nb, "wall_s"),
        "cli_neighbors_cpu_s_p50": _med(nb, "cpu_s"),
        "cli_stats_s_p50": _med(st, "wall_s"),
        "cli_stats_cpu_s_p50": _med(st, "cpu_s"),
        "server_with_store": {
            k: round(statistics.median(s[k] for s in with_store), 3) for k in with_store[0]
        },
        "server_without_store": without,
        "targets": TARGETS,
    }
    report["met"] = {
        "cold_index": cold["wall_s"] <= TARGETS["cold_index_s"],
        "cold_index_peak": max(cold["peak_mb"], cold["tree_peak_mb"])
        <= TARGETS["cold_index_peak_mb"],
        "warm_index": report["warm_index_s_p50"] <= TARGETS["warm_index_s"],
        "cli_neighbors": report["cli_neighbors_s_p50"] <= TARGETS["cli_neighbors_s"],
        "first_diagnostics_with_store": report["server_with_store"]["first_diagnostics_s"]
        <= TARGETS["first_diagnostics_with_store_s"],
        "first_diagnostics_without_store": without["first_diagnostics_s"]
        <= TARGETS["first_diagnostics_without_store_s"],
        "server_rss": report["server_with_store"]["rss_after_first_pass_mb"]
        <= TARGETS["server_rss_mb"],
    }
    return report


if __name__ == "__main__":  # pragma: no cover - `python bench/vault.py FOLDER [OUT]` (any semnet)
    import json

    result = run_vault_bench(Path(sys.argv[1]), repeats=3, starts=2)
    text = json.dumps(result, indent=2)
    print(text)
    if len(sys.argv) > 2:
        Path(sys.argv[2]).write_text(text + "\n", encoding="utf-8")
