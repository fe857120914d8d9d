"""`semnet bench peer`: semnet's language server beside the server behind VS
Code's built-in Markdown support (`vscode-markdown-languageserver`, from
npm), driven by the same client, in the same run, on the same workspace,
with the ratio of each figure (semnet ÷ peer: below 1, semnet is faster).

That server reads no files and parses no Markdown itself: it asks its
client (`markdown/parse` for markdown-it tokens, `markdown/fs/readFile`,
`markdown/fs/stat`, `markdown/fs/readDirectory`,
`markdown/findMarkdownFilesInWorkspace`) and takes its settings from
`workspace/didChangeConfiguration`. This bench answers as VS Code's Markdown
extension does: markdown-it with `html` and `linkify`, after the front
matter is cut off (its lines counted in the tokens' maps), in a small node
process of ours; files as arrays of bytes; stats and folder listings. It
needs `node` and, in one folder, `npm install vscode-markdown-languageserver
markdown-it` (`--peer-dir`, or `SEMNET_PEER_DIR`); without them it says so
and measures nothing.

Each server answers in its own dialect where the two differ: completion of
a link target is `[[` and part of a note name for semnet, `[text](` and part
of a path for the peer; references are asked on a heading of a chapter;
diagnostics are pushed by semnet and pulled from the peer
(`textDocument/diagnostic`) after each change. The workspace is the 52k-¶
fixture of `semnet bench lsp` (with its 2,000-¶ chapter).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from semnet.bench.lsp import StdioClient, _pct, build_workspace, compile_semnet

PEER_PACKAGE = "vscode-markdown-languageserver"
INSTALL = f"npm install {PEER_PACKAGE} markdown-it"
# The peer's settings, as VS Code's defaults send them, validation on.
PEER_SETTINGS: dict[str, Any] = {
    "markdown": {
        "server": {"log": "off"},
        "preferredMdPathExtensionStyle": "auto",
        "occurrencesHighlight": {"enabled": False},
        "suggest": {"paths": {"enabled": True, "includeWorkspaceHeaderCompletions": "never"}},
        "validate": {
            "enabled": True,
            "referenceLinks": {"enabled": "warning"},
            "fragmentLinks": {"enabled": "warning"},
            "fileLinks": {"enabled": "warning", "markdownFragmentLinks": "inherit"},
            "ignoredLinks": [],
            "unusedLinkDefinitions": {"enabled": "hint"},
            "duplicateLinkDefinitions": {"enabled": "warning"},
        },
    }
}
TARGETS = {
    "symbol_completion_p50_ratio": 1.5,
    "symbol_completion_p99_ms": 100.0,
    "other_p50_ratio": 2.0,
}

# Our tokenizer: markdown-it as VS Code's Markdown extension sets it up.
_TOKENIZER = r"""
const { createRequire } = require('module');
const req = createRequire(require('path').join(process.argv[2], 'package.json'));
const MarkdownIt = req('markdown-it');
const md = new MarkdownIt({ html: true, linkify: true });
const FRONT = /^---\s*[^]*?(-{3}|\.{3})\s*/;
const lines = require('readline').createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const { id, text } = JSON.parse(line);
  let body = text;
  let offset = 0;
  const m = FRONT.exec(text);
  if (m) {
    offset = m[0].split(/\r\n|\n|\r/g).length - 1;
    body = text.slice(m[0].length);
  }
  const tokens = md.parse(body, {});
  for (const t of tokens) {
    if (t.map) { t.map[0] += offset; t.map[1] += offset; }
  }
  process.stdout.write(JSON.stringify({ id, tokens }) + '\n');
});
"""


def find_peer(peer_dir: Path | None) -> tuple[Path, Path] | str:
    """(the peer's server script, the folder whose node_modules has it and
    markdown-it), or why the bench cannot run."""
    if shutil.which("node") is None:
        return "node is not installed"
    where = peer_dir or (
        Path(os.environ["SEMNET_PEER_DIR"]) if "SEMNET_PEER_DIR" in os.environ else None
    )
    if where is None:
        return f"no peer: give --peer-dir DIR, where `{INSTALL}` was run"
    mods = where / "node_modules"
    pkg = mods / PEER_PACKAGE / "package.json"
    if not pkg.exists():
        return f"no {PEER_PACKAGE} in {mods} (run `{INSTALL}` in {where})"
    if not (mods / "markdown-it").exists():
        return f"no markdown-it in {mods} (run `{INSTALL}` in {where})"
    meta = json.loads(pkg.read_text(encoding="utf-8"))
    main = meta.get("main") or "out/node/main.js"
    script = (
        (pkg.parent / main).with_suffix(".js") if not main.endswith(".js") else pkg.parent / main
    )
    if not script.exists():
        return f"{PEER_PACKAGE}: {script} is missing"
    return script, where


class Tokenizer:
    """markdown-it in one node process, one text at a time."""

    def __init__(self, peer_dir: Path, tmp: Path) -> None:
        script = tmp / "tokenize.cjs"
        script.write_text(_TOKENIZER, encoding="utf-8")
        self.proc = subprocess.Popen(
            ["node", str(script), str(peer_dir)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
        self._lock = threading.Lock()
        self._n = 0

    def tokens(self, text: str) -> Any:
        with self._lock:
            assert self.proc.stdin is not None and self.proc.stdout is not None
            self._n += 1
            self.proc.stdin.write(json.dumps({"id": self._n, "text": text}) + "\n")
            self.proc.stdin.flush()
            return json.loads(self.proc.stdout.readline())["tokens"]

    def close(self) -> None:
        self.proc.kill()


class PeerClient(StdioClient):
    """A client that answers the peer's requests as VS Code's extension does."""

    def __init__(self, cmd: list[str], root: Path, tokenizer: Tokenizer) -> None:
        self.root = root
        self.tokenizer = tokenizer
        self.open: dict[str, str] = {}
        self._pool = ThreadPoolExecutor(max_workers=4)
        super().__init__(cmd, root)

    def on_request(self, rid: Any, method: str, params: Any) -> None:
        self._pool.submit(self._answer, rid, method, params)

    def _answer(self, rid: Any, method: str, params: Any) -> None:
        try:
            result = self._result(method, params or {})
        except Exception:
            result = None
        self.reply(rid, result)

    def _result(self, method: str, params: dict[str, Any]) -> Any:
        from semnet.handlers.convert import path_of

        if method == "markdown/parse":
            text = params.get("text") or self.open.get(params["uri"])
            if text is None:
                path = path_of(params["uri"])
                text = path.read_text(encoding="utf-8") if path and path.is_file() else ""
            return self.tokenizer.tokens(text)
        if method == "markdown/fs/readFile":
            path = path_of(params["uri"])
            return list(path.read_bytes()) if path is not None else []
        if method == "markdown/fs/stat":
            path = path_of(params["uri"])
            return {"isDirectory": path.is_dir()} if path is not None and path.exists() else None
        if method == "markdown/fs/readDirectory":
            path = path_of(params["uri"])
            if path is None or not path.is_dir():
                return []
            return [[p.name, {"isDirectory": p.is_dir()}] for p in sorted(path.iterdir())]
        if method == "markdown/findMarkdownFilesInWorkspace":
            return [
                p.as_uri()
                for p in sorted(self.root.rglob("*.md"))
                if "node_modules" not in p.parts and ".semnet" not in p.parts
            ]
        if method == "workspace/configuration":
            return [PEER_SETTINGS.get(i.get("section", "")) for i in params.get("items", [])]
        return None

    def close(self) -> None:
        super().close()
        self._pool.shutdown(wait=False, cancel_futures=True)


def _summary(ms: list[float]) -> dict[str, float]:
    return {"p50": round(statistics.median(ms), 3), "p99": round(_pct(ms, 0.99), 3), "n": len(ms)}


def _timed(fn: Any, n: int) -> list[float]:
    out = []
    for i in range(n):
        t0 = time.perf_counter()
        fn(i)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def _init(client: StdioClient, root: Path, options: Any) -> float:
    t0 = time.perf_counter()
    client.request(
        "initialize",
        {
            "processId": os.getpid(),
            "rootUri": root.as_uri(),
            "workspaceFolders": [{"uri": root.as_uri(), "name": root.name}],
            "capabilities": {
                "textDocument": {
                    "completion": {"completionItem": {"snippetSupport": True}},
                    "documentSymbol": {"hierarchicalDocumentSymbolSupport": True},
                    "diagnostic": {"dynamicRegistration": False},
                    "publishDiagnostics": {},
                },
                "workspace": {"configuration": True, "workspaceFolders": True},
                "window": {"workDoneProgress": True},
            },
            "initializationOptions": options,
        },
        timeout=300,
    )
    return time.perf_counter() - t0


def _rss_peak(pid: int, stop: threading.Event, out: list[float]) -> None:
    import psutil

    try:
        proc = psutil.Process(pid)
        while not stop.is_set():
            out.append(proc.memory_info().rss / 2**20)
            time.sleep(0.05)
    except psutil.Error:
        pass


def _workload(
    client: StdioClient, root: Path, dialect: str, n: int, rng: random.Random
) -> dict[str, Any]:
    """Every timed request of one server (the same documents, positions, queries)."""
    chapters = sorted(p for p in root.glob("book-*/*.md") if p.name != "zz-long-chapter.md")
    docs = [chapters[(i * 13) % len(chapters)] for i in range(12)]
    texts = {p: p.read_text(encoding="utf-8") for p in docs}
    for p in docs:
        uri = p.as_uri()
        if isinstance(client, PeerClient):
            client.open[uri] = texts[p]
        client.notify(
            "textDocument/didOpen",
            {
                "textDocument": {
                    "uri": uri,
                    "languageId": "markdown",
                    "version": 1,
                    "text": texts[p],
                }
            },
        )
    heads = [
        (p, i, ln)
        for p in docs
        for i, ln in enumerate(texts[p].split("\n"))
        if ln.startswith("## ")
    ]
    words = [w for _, _, ln in heads for w in ln[3:].split() if len(w) > 3]
    queries = [w[: rng.randint(2, 4)] for w in rng.sample(words, min(len(words), 50))]
    links = []
    for p in docs:
        for i, ln in enumerate(texts[p].split("\n")):
            col = ln.find("[[") if dialect == "semnet" else ln.find("](")
            if col != -1:
                links.append((p, i, col + 3))

    def pos(p: Path, line: int, ch: int) -> dict[str, Any]:
        return {"textDocument": {"uri": p.as_uri()}, "position": {"line": line, "character": ch}}

    # Warm up: the peer builds its workspace index at the first workspace question.
    t0 = time.perf_counter()
    client.request("workspace/symbol", {"query": "a"}, timeout=900)
    first_symbol_s = time.perf_counter() - t0
    res: dict[str, Any] = {"first_workspace_symbol_s": round(first_symbol_s, 3)}
    # One of each first: caches built at the first question are not what a
    # writer waits for at every keystroke (both servers alike).
    for i in range(3):
        client.request("workspace/symbol", {"query": queries[i % len(queries)]})
        client.request("textDocument/completion", pos(*links[i % len(links)]))
        client.request("textDocument/hover", pos(*links[i % len(links)]))
        client.request("textDocument/definition", pos(*links[i % len(links)]))
        client.request("textDocument/documentSymbol", {"textDocument": {"uri": docs[i].as_uri()}})
    res["workspace_symbol"] = _summary(
        _timed(
            lambda i: client.request("workspace/symbol", {"query": queries[i % len(queries)]}), n
        )
    )
    comp_count: list[int] = []

    def complete(i: int) -> None:
        p, line, col = links[i % len(links)]
        # The buffer with the link's target cut to what a writer has typed.
        got = client.request("textDocument/completion", pos(p, line, col))
        items = got.get("items", []) if isinstance(got, dict) else got or []
        comp_count.append(len(items))

    res["completion"] = _summary(_timed(complete, n))
    res["completion_items_p50"] = statistics.median(comp_count) if comp_count else 0
    res["references_heading"] = _summary(
        _timed(
            lambda i: client.request(
                "textDocument/references",
                {
                    **pos(heads[i % len(heads)][0], heads[i % len(heads)][1], 4),
                    "context": {"includeDeclaration": True},
                },
            ),
            max(20, n // 10),
        )
    )
    res["hover"] = _summary(
        _timed(lambda i: client.request("textDocument/hover", pos(*links[i % len(links)])), n)
    )
    res["definition"] = _summary(
        _timed(lambda i: client.request("textDocument/definition", pos(*links[i % len(links)])), n)
    )
    res["document_symbol"] = _summary(
        _timed(
            lambda i: client.request(
                "textDocument/documentSymbol",
                {"textDocument": {"uri": docs[i % len(docs)].as_uri()}},
            ),
            n,
        )
    )
    return res


def _edits(client: StdioClient, root: Path, edits: int) -> dict[str, Any]:
    """didChange → diagnostics on the 2,000-¶ chapter: each change adds or
    removes a broken link; pushed (semnet) or pulled (the peer)."""
    path = root / "book-01" / "zz-long-chapter.md"
    uri = path.as_uri()
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    peer = client if isinstance(client, PeerClient) else None
    pull = peer is not None
    if peer is not None:
        peer.open[uri] = text
    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}},
    )
    time.sleep(1.0)
    targets = [
        i for i in range(len(lines) // 3, 2 * len(lines) // 3) if lines[i] and lines[i][0] != "#"
    ]
    ms: list[float] = []
    last = (0, 0, 0)
    for i in range(edits):
        line = targets[(i * 37) % len(targets)]
        add = i % 2 == 0
        if add:
            col = len(lines[line])
            link = f" [[Nowhere {i}]]" if not pull else f" [x](./nowhere-{i}.md)"
            change = {"range": _rng(line, col, line, col), "text": link}
            lines[line] += link
            last = (line, col, len(lines[line]))
        else:
            line, start, end = last
            change = {"range": _rng(line, start, line, end), "text": ""}
            lines[line] = lines[line][:start]
        mark = len(client.notifications)
        t0 = time.perf_counter()
        client.notify(
            "textDocument/didChange",
            {"textDocument": {"uri": uri, "version": i + 2}, "contentChanges": [change]},
        )
        if peer is not None:
            peer.open[uri] = "\n".join(lines)
            client.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})
            t1 = time.perf_counter()
        else:
            _, t1, _ = client.wait_notification(
                lambda m, p: m == "textDocument/publishDiagnostics" and p["uri"] == uri, mark
            )
        ms.append((t1 - t0) * 1000)
        time.sleep(0.01)
    return _summary(ms)


def _rng(a: int, b: int, c: int, d: int) -> dict[str, Any]:
    return {"start": {"line": a, "character": b}, "end": {"line": c, "character": d}}


def _run_server(
    name: str, client: StdioClient, root: Path, options: Any, n: int, edits: int
) -> dict[str, Any]:
    stop = threading.Event()
    rss: list[float] = []
    watch = threading.Thread(target=_rss_peak, args=(client.proc.pid, stop, rss), daemon=True)
    watch.start()
    t_start = time.perf_counter()
    try:
        init_s = _init(client, root, options)
        client.notify("initialized", {})
        if isinstance(client, PeerClient):
            client.notify("workspace/didChangeConfiguration", {"settings": PEER_SETTINGS})
            ready_s = None
        else:
            # semnet's first pass (and the offline judge after it) ends with the
            # progress: timed requests are not to share the CPU with it (the
            # peer builds its index at the first workspace question, below).
            _, t_end, _ = client.wait_notification(
                lambda m, p: m == "$/progress" and (p.get("value") or {}).get("kind") == "end",
                0,
                900,
            )
            ready_s = round(t_end - t_start, 3)
        res = _workload(client, root, name, n, random.Random(3))
        res["first_pass_done_s"] = ready_s
        res["did_change_to_diagnostics"] = _edits(client, root, edits)
        res["start_to_initialize_s"] = round(init_s, 3)
    finally:
        stop.set()
        watch.join(2)
        client.close()
    res["rss_peak_mb"] = round(max(rss), 1) if rss else None
    res["rss_end_mb"] = round(rss[-1], 1) if rss else None
    return res


_METRICS = (
    "workspace_symbol",
    "completion",
    "references_heading",
    "hover",
    "definition",
    "document_symbol",
    "did_change_to_diagnostics",
)


def _version(where: Path) -> str:
    pkg = where / "node_modules" / PEER_PACKAGE / "package.json"
    return str(json.loads(pkg.read_text(encoding="utf-8")).get("version"))


def run_peer_bench(
    peer_dir: Path | None,
    books: int = 25,
    requests: int = 300,
    edits: int = 60,
    keep: Path | None = None,
) -> dict[str, Any]:
    found = find_peer(peer_dir)
    if isinstance(found, str):
        return {"bench": "peer", "skipped": found}
    script, where = found
    compile_semnet()
    with tempfile.TemporaryDirectory(prefix="semnet-bench-peer-") as tmp:
        root = (keep or Path(tmp) / "ws").resolve()
        built = build_workspace(root, books)
        tokenizer = Tokenizer(where, Path(tmp))
        try:
            peer = _run_server(
                "peer",
                PeerClient(["node", str(script), "--stdio"], root, tokenizer),
                root,
                {"markdownFileExtensions": ["md"]},
                requests,
                edits,
            )
        finally:
            tokenizer.close()
        semnet = _run_server(
            "semnet",
            StdioClient([sys.executable, "-m", "semnet.server", "serve"], root),
            root,
            {"semnet": {"debounceMs": 0, "writeDelayMs": 60_000}},
            requests,
            edits,
        )
    ratios = {}
    for m in _METRICS:
        a, b = semnet[m], peer[m]
        ratios[m] = {k: round(a[k] / b[k], 2) if b[k] else None for k in ("p50", "p99")}
    for k in ("start_to_initialize_s", "rss_peak_mb", "rss_end_mb"):
        if semnet.get(k) and peer.get(k):
            ratios[k] = round(semnet[k] / peer[k], 2)
    return {
        "bench": "peer",
        "peer": f"{PEER_PACKAGE} {_version(where)}",
        "node": subprocess.run(
            ["node", "--version"], capture_output=True, text=True
        ).stdout.strip(),
        "workspace": {"paragraphs": len(built["paragraphs"]), "nodes": built["stats"]["nodes"]},
        "semnet": semnet,
        "peer_server": peer,
        "ratio_semnet_over_peer": ratios,
        "targets": TARGETS,
    }
