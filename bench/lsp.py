"""`semnet bench lsp`: the language server's latency over stdio.

A deterministic 50k-paragraph workspace (`generate_fixture`, five languages)
plus one 2,000-paragraph chapter is indexed once, judged stance edges are
added between random paragraphs (as a judge would), and the real server is
started over stdio and driven by a small JSON-RPC client of its own (one
reader thread; requests sent one at a time). Measured in the same run, on the
same server:

- `semnet/ping`, a request that does no work: the stdio floor;
- `semnet/neighbors`, `semnet/subgraph` (radius 2) and `textDocument/hover`,
  interleaved, at random paragraphs;
- didChange → publishDiagnostics on the 2,000-paragraph chapter: each change
  adds or removes a broken link, so each one changes the diagnostics; the
  live-update debounce is set to 0 (the default of 150 ms is a pause added
  on purpose, not work);
- server start to the first `semnet/neighbors` answer on the indexed workspace
  (the median of several fresh starts; also the start to the first answer
  that needs the whole index loaded, `semnet/stats`). The first start of a
  new semnet fills the cache of lsprotocol's generated code
  (`server/attrs_cache.py`): it is reported apart, as `cold_code_cache`.

Figures are milliseconds; nothing here is asserted by the tests.
"""

from __future__ import annotations

import gc
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from semnet.graph.model import NodeKind

TARGETS = {
    "neighbors_p99_over_noop_p99": 2.0,
    "did_change_to_diagnostics_p50_ms": 50.0,
    "start_to_first_answer_s": 1.0,
}


def compile_semnet() -> None:
    """Bytecode for semnet's own modules, where they live, as installing a
    wheel makes it: an editable install run under `PYTHONDONTWRITEBYTECODE`
    would compile them from source in every process a bench starts (~0.05 s of
    a CLI question or of a server's start)."""
    import compileall
    import importlib

    for name in ("graph", "handlers", "server", "bench"):
        for folder in importlib.import_module(f"semnet.{name}").__path__:
            compileall.compile_dir(folder, quiet=1)


class StdioClient:
    """Just enough JSON-RPC over stdio to time a server."""

    def __init__(self, cmd: list[str], cwd: Path) -> None:
        self.proc = subprocess.Popen(
            cmd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=cwd,
            bufsize=0,
        )
        self._next = 0
        self._lock = threading.Lock()
        self._waiting: dict[int, tuple[threading.Event, list[Any]]] = {}
        self.notifications: list[tuple[float, str, Any]] = []
        self._cond = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        out = self.proc.stdout
        while True:
            length = 0
            while True:
                line = out.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":", 1)[1])
            body = b""
            while len(body) < length:
                chunk = out.read(length - len(body))
                if not chunk:
                    return
                body += chunk
            msg = json.loads(body)
            now = time.perf_counter()
            if "id" in msg and "method" not in msg:
                got = self._waiting.pop(msg["id"], None)
                if got is not None:
                    got[1].append(msg)
                    got[0].set()
            elif "id" in msg:  # a request from the server: answer it
                self.on_request(msg["id"], msg.get("method", ""), msg.get("params"))
            else:
                with self._cond:
                    self.notifications.append((now, msg.get("method", ""), msg.get("params")))
                    self._cond.notify_all()

    def on_request(self, rid: Any, method: str, params: Any) -> None:
        """A request from the server (on the reader thread): answered with
        null; a subclass answers what its server asks for."""
        self.reply(rid, None)

    def reply(self, rid: Any, result: Any) -> None:
        self._send({"jsonrpc": "2.0", "id": rid, "result": result})

    def _send(self, msg: dict[str, Any]) -> None:
        data = json.dumps(msg).encode("utf-8")
        assert self.proc.stdin is not None
        with self._lock:
            self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(data) + data)
            self.proc.stdin.flush()

    def request(self, method: str, params: Any, timeout: float = 120.0) -> Any:
        self._next += 1
        rid = self._next
        ev: threading.Event = threading.Event()
        box: list[Any] = []
        self._waiting[rid] = (ev, box)
        self._send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        if not ev.wait(timeout):
            raise TimeoutError(f"{method}: no answer in {timeout} s")
        msg = box[0]
        if "error" in msg:
            raise RuntimeError(f"{method}: {msg['error']}")
        return msg.get("result")

    def notify(self, method: str, params: Any) -> None:
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait_notification(
        self, pred: Any, since: int, timeout: float = 60.0
    ) -> tuple[int, float, Any]:
        deadline = time.monotonic() + timeout
        with self._cond:
            i = since
            while True:
                while i < len(self.notifications):
                    t, method, params = self.notifications[i]
                    i += 1
                    if pred(method, params):
                        return i, t, params
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError("notification not received")
                self._cond.wait(left)

    def close(self) -> None:
        try:
            self.request("shutdown", None, timeout=120)
            self.notify("exit", None)
            self.proc.wait(30)
        except Exception:
            self.proc.kill()


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    if not s:
        return float("nan")
    k = min(len(s) - 1, max(0, round(q * (len(s) - 1))))
    return s[k]


def _summary(ms: list[float]) -> dict[str, float]:
    return {
        "p50": round(statistics.median(ms), 3),
        "p99": round(_pct(ms, 0.99), 3),
        "mean": round(statistics.fmean(ms), 3),
        "n": len(ms),
    }


def _long_chapter(path: Path, paragraphs: int, rng: random.Random) -> None:
    words = [
        "the",
        "snow",
        "lay",
        "on",
        "the",
        "platform",
        "and",
        "the",
        "telegram",
        "said",
        "nothing",
        "more",
        "than",
        "it",
        "had",
        "to",
        "Anna",
        "read",
        "it",
        "twice",
        "and",
        "folded",
        "it",
        "into",
        "her",
        "glove",
        "before",
        "the",
        "train",
        "came",
        "in",
    ]
    out = ["---", "title: The Long Chapter", "---", "", "# The Long Chapter", ""]
    for i in range(paragraphs):
        n = rng.randint(30, 90)
        text = " ".join(rng.choice(words) for _ in range(n)).capitalize() + f". (¶{i})"
        if i % 40 == 0:
            out += [f"## Part {i // 40 + 1}", ""]
        out += [text, ""]
    path.write_text("\n".join(out), encoding="utf-8")


def build_workspace(root: Path, books: int, seed: int = 1) -> dict[str, Any]:
    """The fixture, the long chapter, one index pass and some judged edges."""
    from semnet.bench.fixture import generate_fixture
    from semnet.graph.manuscript.indexer import Indexer
    from semnet.graph.model import make_rec
    from semnet.graph.store.edge_store import EdgeStore

    rng = random.Random(seed)
    t0 = time.perf_counter()
    if not (root / ".semnet" / "graph.duckdb").exists():
        generate_fixture(
            root,
            books=books,
            chapters=20,
            paragraphs=100,
            languages=("en", "ru", "fr", "de", "es"),
            seed=seed,
        )
        _long_chapter(root / "book-01" / "zz-long-chapter.md", 2000, rng)
    store = EdgeStore.for_workspace(root)
    try:
        Indexer(store, root).index_workspace()
        paras = sorted(n.id for n in store.nodes.values() if n.kind == NodeKind.PARAGRAPH)
        if not any(r.origin == "judged" for r in store.index.by_id.values()):
            recs = []
            for _ in range(len(paras) // 20):
                a, b = rng.sample(paras, 2)
                kind = rng.choice(["contradicts", "in_tension", "qualifies", "agrees"])
                recs.append(
                    make_rec(f"node:{a}", kind, f"node:{b}", "judged", weight=0.7, reason="bench")
                )
            with store.run("judge", artifact={"bench": "lsp"}) as run:
                run.add_edges(recs)
        stats = store.stats()
    finally:
        store.close()
    return {"seconds": round(time.perf_counter() - t0, 1), "stats": stats, "paragraphs": paras}


def _init_params(root: Path) -> dict[str, Any]:
    return {
        "processId": os.getpid(),
        "rootUri": root.as_uri(),
        "workspaceFolders": [{"uri": root.as_uri(), "name": "bench"}],
        "capabilities": {"window": {"workDoneProgress": False}},
        "initializationOptions": {"semnet": {"debounceMs": 0, "writeDelayMs": 60_000}},
    }


def _start_once(cmd: list[str], root: Path, node_id: str) -> dict[str, float]:
    """One fresh server: seconds from spawn to the `initialize` answer, to the
    first `semnet/neighbors` answer and to the first `semnet/stats` answer
    (which waits for the whole index)."""
    t0 = time.perf_counter()
    client = StdioClient(cmd, root)
    try:
        client.request("initialize", _init_params(root))
        t_init = time.perf_counter()
        client.notify("initialized", {})
        first = client.request("semnet/neighbors", {"endpoint": {"ref": f"node:{node_id}"}})
        t_first = time.perf_counter()
        assert first["endpoint"]["ref"] == f"node:{node_id}"
        client.request("semnet/stats", {})
        t_loaded = time.perf_counter()
    finally:
        client.close()
    return {"init": t_init - t0, "first": t_first - t0, "loaded": t_loaded - t0}


def _start_bench(cmd: list[str], root: Path, node_ids: list[str]) -> dict[str, Any]:
    from semnet.server.attrs_cache import cache_file

    cold = None
    if not cache_file().exists():
        cold = round(_start_once(cmd, root, node_ids[0])["first"], 3)
    runs = [_start_once(cmd, root, n) for n in node_ids]

    def med(key: str) -> float:
        return round(statistics.median(r[key] for r in runs), 3)

    return {
        "to_initialize_result_s": med("init"),
        "to_first_neighbors_answer_s": med("first"),
        "to_first_loaded_index_answer_s": med("loaded"),
        "first_answer_each_s": [round(r["first"], 3) for r in runs],
        "starts": len(runs),
        "cold_code_cache_first_answer_s": cold,
    }


def _paragraphs(root: Path) -> list[Any]:
    """The indexed paragraphs of the workspace, in id order."""
    from semnet.graph.store.edge_store import EdgeStore

    store = EdgeStore.for_workspace(root)
    try:
        paras = [
            n
            for n in store.nodes.values()
            if n.kind == NodeKind.PARAGRAPH and n.uri and n.start_line is not None
        ]
    finally:
        store.close()
    paras.sort(key=lambda n: n.id)
    return paras


def _request_bench(
    client: StdioClient, root: Path, sample: list[Any], requests: int, rng: random.Random
) -> dict[str, list[float]]:
    """Each request kind's round trips (ms), interleaved in a shuffled order."""

    def neighbors(n: Any) -> None:
        client.request("semnet/neighbors", {"endpoint": {"ref": f"node:{n.id}"}})

    def subgraph(n: Any) -> None:
        client.request("semnet/subgraph", {"endpoint": {"ref": f"node:{n.id}"}, "radius": 2})

    def hover(n: Any) -> None:
        client.request(
            "textDocument/hover",
            {
                "textDocument": {"uri": (root / n.uri).as_uri()},
                "position": {"line": n.start_line, "character": 1},
            },
        )

    def ping(n: Any) -> None:
        client.request("semnet/ping", {})

    kinds = {"noop": ping, "neighbors": neighbors, "subgraph_r2": subgraph, "hover": hover}
    for n in sample[:100]:  # warm up every path
        for fn in kinds.values():
            fn(n)
    times: dict[str, list[float]] = {k: [] for k in kinds}
    for i in range(requests):
        n = sample[i % len(sample)]
        order = list(kinds.items())
        rng.shuffle(order)
        for name, fn in order:
            t0 = time.perf_counter()
            fn(n)
            times[name].append((time.perf_counter() - t0) * 1000)
    return times


def run_lsp_bench(
    books: int = 25,
    requests: int = 2000,
    edits: int = 200,
    keep: Path | None = None,
    starts: int = 7,
) -> dict[str, Any]:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory(prefix="semnet-bench-lsp-") as tmp:
        root = (keep or Path(tmp) / "ws").resolve()
        built = build_workspace(root, books)
        paras = _paragraphs(root)
        sample = rng.sample(paras, min(len(paras), 500))
        cmd = [sys.executable, "-m", "semnet.server", "serve"]
        env_note = {"cpu_count": os.cpu_count(), "python": sys.version.split()[0]}
        # The client side of a start is an editor, not a Python process with
        # a big heap: collect it and keep the collector off it while timing.
        del paras
        gc.collect()
        gc.freeze()
        start = _start_bench(cmd, root, [n.id for n in sample[: max(1, starts)]])
        gc.unfreeze()
        client = StdioClient(cmd, root)
        try:
            init = client.request("initialize", _init_params(root))
            client.notify("initialized", {})
            times = _request_bench(client, root, sample, requests, rng)
            edit = _edit_bench(client, root, edits)
        finally:
            client.close()
    return _report(built, env_note, init, times, edit, start)


def _report(
    built: dict[str, Any],
    env_note: dict[str, Any],
    init: dict[str, Any],
    times: dict[str, list[float]],
    edit: dict[str, Any],
    start: dict[str, Any],
) -> dict[str, Any]:
    res = {k: _summary(v) for k, v in times.items()}
    noop = res["noop"]
    report = {
        "bench": "lsp",
        **env_note,
        "workspace": {
            "paragraphs": built["stats"]["nodesByKind"].get(NodeKind.PARAGRAPH, 0),
            "nodes": built["stats"]["nodes"],
            "edges": built["stats"]["edges"],
            "judged_edges": built["stats"]["edgesByOrigin"].get("judged", 0),
            "build_and_index_s": built["seconds"],
        },
        "position_encoding": init["capabilities"].get("positionEncoding", "utf-16"),
        "requests_ms": res,
        "ratios": {
            k: {
                "p50_over_noop": round(res[k]["p50"] / noop["p50"], 2),
                "p99_over_noop": round(res[k]["p99"] / noop["p99"], 2),
            }
            for k in ("neighbors", "subgraph_r2", "hover")
        },
        "did_change_to_diagnostics_ms": edit,
        "start": start,
        "targets": TARGETS,
    }
    report["met"] = {
        "neighbors_p99_over_noop_p99": report["ratios"]["neighbors"]["p99_over_noop"]
        <= TARGETS["neighbors_p99_over_noop_p99"],
        "did_change_to_diagnostics_p50": edit["p50"] <= TARGETS["did_change_to_diagnostics_p50_ms"],
        "start_to_first_answer": report["start"]["to_first_neighbors_answer_s"]
        <= TARGETS["start_to_first_answer_s"],
    }
    return report


def _edit_bench(client: StdioClient, root: Path, edits: int) -> dict[str, Any]:
    """didChange → publishDiagnostics on the 2,000-paragraph chapter."""
    path = root / "book-01" / "zz-long-chapter.md"
    uri = path.as_uri()
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    mark = len(client.notifications)

    def diag_count(method: str, params: Any) -> bool:
        return method == "textDocument/publishDiagnostics" and params["uri"] == uri

    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}},
    )
    # The chapter has judged edges: its diagnostics were published at start
    # (or are, now that it is open).
    _, _, params = client.wait_notification(diag_count, 0, timeout=120)
    time.sleep(0.5)
    mark = len(client.notifications)
    for _t, method, p in client.notifications:
        if diag_count(method, p):
            params = p
    base = len(params["diagnostics"])
    version = 1
    ms: list[float] = []
    # Paragraph lines in the middle third of the chapter.
    targets = [
        i for i in range(len(lines) // 3, 2 * len(lines) // 3) if lines[i] and lines[i][0] != "#"
    ]
    for i in range(edits):
        line = targets[(i * 37) % len(targets)]
        col = len(lines[line])
        version += 1
        add = i % 2 == 0
        if add:
            change = {
                "range": {
                    "start": {"line": line, "character": col},
                    "end": {"line": line, "character": col},
                },
                "text": f" [[Nowhere {i}]]",
            }
            want = base + 1
            lines[line] += f" [[Nowhere {i}]]"
            last = (line, col, len(lines[line]))
        else:
            line, start, end = last
            change = {
                "range": {
                    "start": {"line": line, "character": start},
                    "end": {"line": line, "character": end},
                },
                "text": "",
            }
            want = base
            lines[line] = lines[line][:start]
        t0 = time.perf_counter()
        client.notify(
            "textDocument/didChange",
            {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]},
        )
        mark, t1, _ = client.wait_notification(
            lambda m, p, w=want: diag_count(m, p) and len(p["diagnostics"]) == w, mark
        )
        ms.append((t1 - t0) * 1000)
        time.sleep(0.01)
    return {
        **_summary(ms),
        "chapter_paragraphs": sum(1 for x in lines if x and x[0] != "#" and x != "---") - 1,
        "debounce_ms": 0,
    }
