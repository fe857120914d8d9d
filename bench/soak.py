"""`semnet bench soak`: a long editing day against the real server, then the
store compared with a clean index of the same files.

A copy of the bundled example workspace (`examples/`) is indexed, the server
is started over stdio (`bench.rpc.RawClient`) and driven for `duration`
seconds by a seeded mix of LSP traffic, pipelined (up to `window` requests in
flight): reads (hover, definition, references, symbols, links, lenses,
completion, `semnet/neighbors`, `subgraph`, `contradicting`, `pending`,
`stats`) and edits of the open chapters as an author makes them (a new
paragraph naming characters and places, a paragraph rewritten, deleted, cut
from one chapter and pasted into another, two merged into one and split
again, a heading renamed; each chapter stays near its size), with saves, a
`semnet/mark` now and then and the triage of a pending judgement. The
server's RSS is sampled every second.

At the end every buffer is saved and closed, the server is shut down, and:
- the store is checked for duplicate live edges and detached nodes;
- `semnet index` (detached nodes are collected there too) brings it up to
  the files, and its rebuildable graph (nodes by file, line order, kind and
  text; structural and derived edges between them) is compared with a clean
  index of a copy of the same files: any difference is drift.

Reported: ops/s (every message sent: requests and notifications), latency
percentiles per method, RSS over time (and its growth after `warmup`
seconds), errors by code (internal errors should be 0), shutdown time, and
the comparison. Nothing here is asserted; the reliability suite runs a short
one (`tests/reliability/test_soak.py`) and checks the comparison.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

from semnet.bench.rpc import RawClient, server_command

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
CHAPTERS = (
    "novella/01-the-notebooks.md",
    "novella/02-a-platform-in-the-snow.md",
    "novella/05-the-file.md",
)
FACTS = "facts/people.md"
NAMES = (
    "[[Anna Karlovna Stern]]",
    "Lucien Marchand",
    "[[Hélène Marchand]]",
    "[[Alice Moreau]]",
    "Pyotr Volkov",
)
PLACES = (
    "[[Saint Petersburg]]",
    "the [[Warsaw Station]]",
    "[[Paris]]",
    "the [[Rue de Seine|rue de Seine]]",
)
VERBS = ("wrote to", "met", "remembered", "waited for", "argued with", "read a letter from")

READS = (
    "textDocument/hover",
    "textDocument/definition",
    "textDocument/references",
    "textDocument/documentSymbol",
    "textDocument/documentLink",
    "textDocument/codeLens",
    "textDocument/completion",
    "semnet/neighbors",
    "semnet/subgraph",
    "semnet/contradicting",
    "semnet/pending",
    "semnet/stats",
)


class _Doc:
    """An open chapter as the bench edits it: paragraphs split on blank lines."""

    def __init__(self, root: Path, rel: str) -> None:
        self.rel = rel
        self.uri = (root / rel).as_uri()
        self.blocks = (root / rel).read_text(encoding="utf-8").split("\n\n")
        self.size = len(self.blocks)
        self.version = 1

    @property
    def text(self) -> str:
        return "\n\n".join(self.blocks)

    def lines(self) -> int:
        return self.text.count("\n") + 1


def _sentence(rng: random.Random, n: int) -> str:
    who, other = rng.sample(NAMES, 2)
    return f"{who} {rng.choice(VERBS)} {other} near {rng.choice(PLACES)}, day {n}."


def _edit(rng: random.Random, docs: list[_Doc], n: int) -> list[_Doc]:
    """One author's edit; the documents it changed. The mix keeps each
    chapter near its first size, so the day's work stays the same size."""
    d = rng.choice(docs)
    body = [
        i for i, b in enumerate(d.blocks) if b.strip() and not b.startswith(("---", "#")) and i > 0
    ]
    what = rng.random()
    grown = len(d.blocks) - d.size
    if what < 0.3 and grown > 4:
        what = 0.4  # a delete instead of an insert: back to its size
    if what < 0.3 or len(body) < 4:
        d.blocks.insert(rng.randrange(1, len(d.blocks) + 1), _sentence(rng, n))
        return [d]
    i = rng.choice(body)
    if what < 0.5:
        del d.blocks[i]
        return [d]
    if what < 0.68:  # rewrite: a sentence of ours anew, the author's own marked revised
        b = d.blocks[i]
        if b.endswith(".") and ", day " in b:
            d.blocks[i] = _sentence(rng, n)
        else:
            d.blocks[i] = b[: -len(" (revised)")] if b.endswith(" (revised)") else b + " (revised)"
        return [d]
    if what < 0.82:  # cut here, paste there
        other = rng.choice([x for x in docs if x is not d] or [d])
        block = d.blocks.pop(i)
        other.blocks.insert(rng.randrange(1, len(other.blocks) + 1), block)
        return [d, other]
    if what < 0.9 and i + 1 < len(d.blocks) and i + 1 in body:  # merge with the next
        d.blocks[i] = d.blocks[i] + "\n" + d.blocks.pop(i + 1)
        return [d]
    if what < 0.98 and "\n" in d.blocks[i]:  # split a merged one again
        head, _, tail = d.blocks[i].partition("\n")
        d.blocks[i : i + 1] = [head, tail]
        return [d]
    heads = [j for j, b in enumerate(d.blocks) if b.startswith("## ")]
    if heads:
        j = rng.choice(heads)
        d.blocks[j] = d.blocks[j].split("\n")[0].rstrip(" 0123456789") + f" {n}"
    return [d]


def _read_params(rng: random.Random, method: str, docs: list[_Doc]) -> dict[str, Any]:
    d = rng.choice(docs)
    pos = {"line": rng.randrange(d.lines()), "character": rng.randrange(0, 40)}
    where = {"textDocument": {"uri": d.uri}, "position": pos}
    if method in (
        "textDocument/documentSymbol",
        "textDocument/documentLink",
        "textDocument/codeLens",
    ):
        return {"textDocument": {"uri": d.uri}}
    if method == "textDocument/references":
        return {**where, "context": {"includeDeclaration": True}}
    if method in ("semnet/neighbors", "semnet/contradicting"):
        return {"endpoint": where}
    if method == "semnet/subgraph":
        return {"endpoint": where, "radius": 2}
    if method in ("semnet/pending", "semnet/stats"):
        return {}
    return where


class _Sampler(threading.Thread):
    """The server's RSS, once a second."""

    def __init__(self, client: RawClient) -> None:
        super().__init__(daemon=True)
        self.client = client
        self.samples: list[tuple[float, float]] = []
        self.stop = threading.Event()
        self.t0 = time.monotonic()

    def run(self) -> None:
        while not self.stop.wait(1.0):
            mb = self.client.rss_mb()
            if mb:
                self.samples.append((time.monotonic() - self.t0, mb))


def _cpu(client: RawClient) -> float:
    """The server process's CPU seconds so far (user and system)."""
    try:
        import psutil

        t = psutil.Process(client.proc.pid).cpu_times()
        return float(t.user + t.system)
    except Exception:
        return 0.0


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))] if s else float("nan")


def run_soak(
    duration: float = 120.0,
    *,
    seed: int = 19,
    warmup: float = 30.0,
    window: int = 64,
    edit_share: float = 0.02,
    keep: Path | None = None,
) -> dict[str, Any]:
    """Drive the server for `duration` seconds and compare its store with a
    clean index at the end (see the module docstring)."""
    from semnet.graph.manuscript.indexer import Indexer
    from semnet.graph.store.edge_store import EdgeStore

    tmp = None
    if keep is None:
        tmp = tempfile.TemporaryDirectory(prefix="semnet-soak-")
        base = Path(tmp.name)
    else:
        base = keep
        shutil.rmtree(base, ignore_errors=True)
    root = base / "ws"
    shutil.copytree(EXAMPLES, root, ignore=shutil.ignore_patterns(".semnet", "demo.sh"))
    store = EdgeStore.for_workspace(root)
    Indexer(store, root).index_workspace()
    store.close()
    log = base / "server.log"
    cmd = [*server_command(), "--log-file", str(log)]
    if os.environ.get("SEMNET_SOAK_SERVER"):  # another server command (a profiler's)
        cmd = os.environ["SEMNET_SOAK_SERVER"].split()
    client = RawClient(cmd, cwd=root)
    try:
        report = _drive(client, root, duration, seed, warmup, window, edit_share)
    finally:
        client.kill()
    report["drift"] = _compare(root, base)
    text = log.read_text() if log.exists() else ""
    report["server_log_errors"] = sum(1 for ln in text.splitlines() if " ERROR " in ln)
    if tmp is not None:
        tmp.cleanup()
    return report


def _drive(
    client: RawClient,
    root: Path,
    duration: float,
    seed: int,
    warmup: float,
    window: int,
    edit_share: float,
) -> dict[str, Any]:
    rng = random.Random(seed)
    docs, facts = _start(client, root)
    sampler = _Sampler(client)
    sampler.start()
    cpu0 = _cpu(client)
    outstanding: dict[int, str] = {}
    latency: dict[str, list[float]] = {}
    codes: Counter[str] = Counter()
    ops = edits = 0
    t0 = time.monotonic()
    n = 0
    while time.monotonic() - t0 < duration:
        n += 1
        while len(outstanding) >= window:
            _collect(client, outstanding, latency, codes, block=True)
        _collect(client, outstanding, latency, codes, block=False)
        r = rng.random()
        if r < edit_share:
            for d in _edit(rng, docs, n):
                d.version += 1
                client.notify(
                    "textDocument/didChange",
                    {
                        "textDocument": {"uri": d.uri, "version": d.version},
                        "contentChanges": [{"text": d.text}],
                    },
                )
                ops += 1
            edits += 1
            continue
        if r < edit_share + 0.01:
            d = rng.choice(docs)
            (root / d.rel).write_text(d.text, encoding="utf-8")
            client.notify("textDocument/didSave", {"textDocument": {"uri": d.uri}})
            ops += 1
            continue
        method, params = _request(rng, r - edit_share, docs, facts)
        outstanding[client.request_nowait(method, params)] = method
        ops += 1
    while outstanding:
        _collect(client, outstanding, latency, codes, block=True)
    took = time.monotonic() - t0
    cpu = _cpu(client) - cpu0
    stop_s, code = _end_of_day(client, root, [*docs, facts])
    sampler.stop.set()
    report = _rates(took, cpu, ops, edits, latency, codes)
    report["rss_mb"] = _rss(sampler.samples, warmup)
    report["shutdown_s"] = round(stop_s, 2)
    report["exit_status"] = code
    return report


def _start(client: RawClient, root: Path) -> tuple[list[_Doc], _Doc]:
    """Initialize the server on `root` and open the chapters and the facts."""
    init = {
        "processId": None,
        "rootUri": root.as_uri(),
        "workspaceFolders": [{"uri": root.as_uri(), "name": "soak"}],
        "capabilities": {"window": {"workDoneProgress": False}},
        "initializationOptions": {"semnet": {"writeDelayMs": 300, "debounceMs": 50}},
    }
    client.result("initialize", init, timeout=120)
    client.notify("initialized", {})
    client.result("semnet/stats", {}, timeout=120)
    docs = [_Doc(root, rel) for rel in CHAPTERS]
    facts = _Doc(root, FACTS)
    for d in [*docs, facts]:
        item = {"uri": d.uri, "languageId": "markdown", "version": 1, "text": d.text}
        client.notify("textDocument/didOpen", {"textDocument": item})
    return docs, facts


def _request(
    rng: random.Random, r: float, docs: list[_Doc], facts: _Doc
) -> tuple[str, dict[str, Any]]:
    """A request of the mix (`r`: the draw past the edits' share): now and
    then a mark or the pending list, else a read."""
    if r < 0.015:
        line = rng.randrange(facts.lines())
        ep = {"textDocument": {"uri": facts.uri}, "position": {"line": line, "character": 0}}
        return "semnet/mark", {"endpoint": ep, "level": rng.choice(("accurate", "dubious"))}
    if r < 0.02:
        return "semnet/pending", {}
    method = rng.choice(READS)
    return method, _read_params(rng, method, docs)


def _end_of_day(client: RawClient, root: Path, docs: list[_Doc]) -> tuple[float, int | None]:
    """Everything saved and closed, then shut down: (seconds, exit status)."""
    for d in docs:
        (root / d.rel).write_text(d.text, encoding="utf-8")
        client.notify("textDocument/didSave", {"textDocument": {"uri": d.uri}})
        client.notify("textDocument/didClose", {"textDocument": {"uri": d.uri}})
    time.sleep(1.5)
    client.result("semnet/stats", {}, timeout=120)
    stop_s, code = client.shutdown(30)
    return stop_s, code


def _rates(
    took: float,
    cpu: float,
    ops: int,
    edits: int,
    latency: dict[str, list[float]],
    codes: Counter[str],
) -> dict[str, Any]:
    """Ops/s, the server's CPU per op, latency percentiles and replies by code."""
    return {
        "duration_s": round(took, 1),
        "ops": ops,
        "ops_per_s": round(ops / took, 1),
        # the server's CPU per operation: what the rate would be on a machine of its own
        "server_cpu_s": round(cpu, 1),
        "server_cpu_ms_per_op": round(1000 * cpu / max(ops, 1), 2),
        "edits": edits,
        "latency_ms": {
            m: {
                "n": len(v),
                "p50": round(statistics.median(v) * 1000, 1),
                "p99": round(_pct(v, 0.99) * 1000, 1),
                "max": round(max(v) * 1000, 1),
            }
            for m, v in sorted(latency.items())
        },
        "latency_all_p99_ms": round(_pct([x for v in latency.values() for x in v], 0.99) * 1000, 1),
        "replies_by_code": dict(codes),
        "internal_errors": codes.get("-32603", 0),
    }


def _collect(
    client: RawClient,
    outstanding: dict[int, str],
    latency: dict[str, list[float]],
    codes: Counter[str],
    *,
    block: bool,
) -> None:
    if block and outstanding:
        oldest = next(iter(outstanding))
        client.wait_reply(oldest, 120)
    for rid in list(outstanding):
        lat = client.latency(rid)
        if lat is None:
            continue
        method = outstanding.pop(rid)
        reply = client.replies.pop(json.dumps(rid))[1]
        latency.setdefault(method, []).append(lat)
        codes[str(reply["error"]["code"]) if "error" in reply else "result"] += 1


def _rss(samples: list[tuple[float, float]], warmup: float) -> dict[str, Any]:
    if not samples:
        return {}
    after = [mb for t, mb in samples if t >= warmup] or [samples[-1][1]]
    k = max(1, len(after) // 10)
    first, last = statistics.mean(after[:k]), statistics.mean(after[-k:])
    step = max(1, len(samples) // 20)
    return {
        "start": round(samples[0][1], 1),
        "after_warmup": round(first, 1),
        "end": round(last, 1),
        "max": round(max(mb for _, mb in samples), 1),
        "growth_after_warmup_pct": round(100.0 * (last - first) / first, 1),
        "over_time": [(round(t), round(mb, 1)) for t, mb in samples[::step]],
    }


# -- the comparison ---------------------------------------------------------------------


def _compare(root: Path, base: Path) -> dict[str, Any]:
    """The soaked store against a clean index of the same files."""
    from semnet.graph.manuscript.indexer import Indexer
    from semnet.graph.store.edge_store import EdgeStore

    store = EdgeStore.for_workspace(root)
    before = {
        "detached": sum(1 for n in store.nodes.values() if n.attrs.get("detached")),
        "duplicate_live_edges": _duplicates(store),
    }
    Indexer(store, root).index_workspace()  # what `semnet index` does: collects the detached too
    soaked = _canonical(store)
    after = {
        "detached": sum(1 for n in store.nodes.values() if n.attrs.get("detached")),
        "duplicate_live_edges": _duplicates(store),
    }
    store.close()
    clean_root = base / "clean"
    shutil.rmtree(clean_root, ignore_errors=True)
    shutil.copytree(root, clean_root, ignore=shutil.ignore_patterns(".semnet"))
    clean = EdgeStore.for_workspace(clean_root)
    Indexer(clean, clean_root).index_workspace()
    fresh = _canonical(clean)
    clean.close()
    out: dict[str, Any] = {"in_server_store": before, "after_semnet_index": after}
    for part in ("nodes", "edges"):
        extra = soaked[part] - fresh[part]
        missing = fresh[part] - soaked[part]
        out[f"{part}_only_in_soaked"] = sum(extra.values())
        out[f"{part}_only_in_clean"] = sum(missing.values())
        out[f"{part}_examples"] = [str(x)[:160] for x in list(extra)[:3] + list(missing)[:3]]
    out["equal"] = all(
        out[f"{p}_only_in_{w}"] == 0 for p in ("nodes", "edges") for w in ("soaked", "clean")
    )
    return out


def _duplicates(store: Any) -> int:
    keys = Counter(
        (*r.relation_key(), r.valid_at, r.invalid_at)
        for r in store.index.by_id.values()
        if r.expired_at is None
    )
    return sum(c - 1 for c in keys.values() if c > 1)


def _canonical(store: Any) -> dict[str, Counter[Any]]:
    """Nodes and rebuildable live edges, named by what they are, not their ids."""
    from semnet.graph.model import REBUILDABLE_ORIGINS

    rebuildable = {o.value for o in REBUILDABLE_ORIGINS}

    def name(ref: str) -> Any:
        if not ref.startswith("node:"):
            return ref
        n = store.nodes.get(ref[5:])
        if n is None:
            return ("missing", ref)
        return (
            n.kind,
            n.uri,
            n.ord if n.uri else None,
            n.title if not n.uri else None,
            n.content_hash,
        )

    nodes = Counter(name(f"node:{i}") for i in store.nodes)
    edges = Counter(
        (name(r.src), r.kind, name(r.dst), r.valid_at, r.invalid_at)
        for r in store.index.by_id.values()
        if r.expired_at is None and r.origin in rebuildable
    )
    return {"nodes": nodes, "edges": edges}
