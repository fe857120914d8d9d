"""Fuzzed JSON-RPC against the real server over stdio (hypothesis, fixed
seed): every request gets a reply with its id, none is an internal error
(-32603: these are all the caller's faults), no reply carries a traceback,
and the server is alive and answering at the end. Notifications with random
params are mixed in (they get no reply, and must not kill or wedge it).

Bounded: about 400 requests; SEMNET_RELIABILITY=full: 10,000. The test
prints the count, the replies by error code and the latency percentiles."""

from __future__ import annotations

import json
import os
import statistics
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from seeded import seed_workspace
from semnet.bench.rpc import RawClient
from semnet.handlers.requests import METHODS

from .conftest import scale, start_server

BATCH = 34
EXAMPLES = scale(12, 410)

LSP_REQUESTS = [
    "textDocument/hover",
    "textDocument/definition",
    "textDocument/references",
    "textDocument/completion",
    "textDocument/codeLens",
    "textDocument/documentSymbol",
    "textDocument/documentLink",
    "textDocument/prepareRename",
    "textDocument/rename",
    "textDocument/codeAction",
    "workspace/symbol",
    "workspace/willRenameFiles",
    "workspace/executeCommand",
]
# Every semnet/* request the server registers (new ones are fuzzed as they land).
SEMNET_REQUESTS = sorted(METHODS)
NOTIFICATIONS = [
    "textDocument/didOpen",
    "textDocument/didChange",
    "textDocument/didClose",
    "textDocument/didSave",
    "workspace/didChangeWatchedFiles",
    "workspace/didChangeConfiguration",
    "$/cancelRequest",
    "$/setTrace",
]
COMMANDS = [
    "semnet.promote",
    "semnet.dismiss",
    "semnet.stats",
    "semnet.neighbors",
    "semnet.relate",
    "semnet.factcheck",
    "semnet.mark",
    "semnet.nope",
]

json_leaf = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=24)
)
json_value = st.recursive(
    json_leaf,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4)
    ),
    max_leaves=12,
)
ints = st.integers(min_value=0, max_value=60) | st.integers(min_value=-(2**40), max_value=2**40)
REFS: list[str] = ["node:x"]  # the seeded workspace's node refs (set by the fixture)
EDGES: list[str] = ["e"]  # and its edge ids


@st.composite
def uris(draw: Any, root: Path) -> Any:
    rels = [
        "book/one.md",
        "book/two.md",
        "facts/people.md",
        "places/paris.md",
        "nope.md",
        "../out.md",
        "book",
        "",
    ]
    # hypothesis leans to small numbers: the common choice is 0, the odd ones the largest
    choice = draw(st.integers(0, 5))
    if choice <= 2:
        return (root / draw(st.sampled_from(rels))).as_uri()
    if choice == 3:
        return draw(
            st.sampled_from(
                [
                    "file:///etc/passwd",
                    "untitled:Untitled-1",
                    "http://x/y.md",
                    "file:",
                    "",
                    "file:///%00",
                ]
            )
        )
    if choice == 4:
        return draw(st.text(max_size=30))
    return draw(json_value)


def rare(draw: Any, n: int) -> bool:
    """True about once in `n + 1` draws (hypothesis favours 0, the common case)."""
    return bool(draw(st.integers(0, n)) == n)


def edge_ids() -> Any:
    """An edge id of the seeded store, now and then any text."""
    return st.sampled_from(EDGES) | st.text(max_size=12)


@st.composite
def position(draw: Any) -> Any:
    if rare(draw, 6):
        return draw(json_value)
    return {"line": draw(ints), "character": draw(ints)}


@st.composite
def endpoint(draw: Any, root: Path) -> Any:
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return {
            "ref": draw(
                st.sampled_from(REFS)
                | st.sampled_from(
                    [
                        "node:",
                        "node:x",
                        "work:a:b",
                        "locus:q",
                        "grade:accurate",
                        "file:book/one.md",
                        "book/one.md:3",
                    ]
                )
                | st.text(max_size=20)
            )
        }
    if kind == 1:
        return {"textDocument": {"uri": draw(uris(root))}, "position": draw(position())}
    return draw(json_value)


@st.composite
def params_for(draw: Any, method: str, root: Path) -> Any:
    shape = draw(st.integers(0, 11))
    if shape == 11:
        return None  # left out
    if shape == 10:
        return draw(json_value)
    if method == "workspace/executeCommand":
        return {
            "command": draw(st.sampled_from(COMMANDS)),
            "arguments": draw(st.lists(json_value | endpoint(root), max_size=3)),
        }
    if method.startswith("semnet/"):
        keys = {
            "endpoint": endpoint(root),
            "from": endpoint(root),
            "to": endpoint(root),
            "radius": ints,
            "kinds": st.lists(
                st.sampled_from(["links_to", "mentions", "contradicts", "x"]), max_size=3
            )
            | json_value,
            "direction": st.sampled_from(["in", "out", "both", "up"]),
            "budget": ints,
            "level": st.sampled_from(["accurate", "dubious", "inaccurate", "odd"]),
            "judge": st.sampled_from(["rules", "llm", "nope"]),
            "k": ints,
            "edgeId": st.text(max_size=12),
            "asOf": st.text(max_size=12) | ints,
            "workspace": st.sampled_from([root.as_uri(), "file:///nope"]),
            # the bridge's, the triage's and others' params
            "text": st.text(max_size=40) | json_value,
            "question": st.text(max_size=40) | json_value,
            "langs": st.lists(st.sampled_from(["en", "de", "xx", ""]), max_size=3) | json_value,
            "paths": st.lists(
                st.sampled_from(
                    ["book/one.md", "../out.json", "/etc/passwd", "/dev/zero", "nope.json"]
                )
                | st.text(max_size=12),
                max_size=2,
            )
            | json_value,
            "fetch": st.booleans() | json_value,
            "baseUrl": st.sampled_from(["http://127.0.0.1:9", "nope", "file:///etc/passwd", ""]),
            "refresh": st.booleans(),
            "depth": ints,
            "limit": ints,
            "steps": ints,
            "minScore": st.floats(allow_nan=False, allow_infinity=False) | json_value,
            "edge": edge_ids() | json_value,
            "edges": st.lists(edge_ids(), max_size=3) | json_value,
            "filter": st.fixed_dictionaries(
                {},
                optional={
                    "kinds": st.lists(st.sampled_from(["contradicts", "agrees", "x"]), max_size=2),
                    "origins": st.lists(
                        st.sampled_from(["judged", "promoted", "all", "x"]), max_size=2
                    ),
                    "judges": st.lists(st.text(max_size=8), max_size=2),
                    "files": st.lists(st.sampled_from(["book/one.md", "../x", "/etc"]), max_size=2),
                    "endpoint": endpoint(root),
                    "minWeight": st.floats(-1, 2) | json_value,
                    "maxWeight": st.floats(-1, 2),
                },
            )
            | json_value,
            "run": st.sampled_from(["last", "nope"]) | st.text(max_size=12) | json_value,
            "by": st.sampled_from(["source", "verdict", "locus", "character", "place", "x"]),
            "key": st.text(max_size=12) | json_value,
            "origins": st.lists(st.sampled_from(["judged", "promoted", "all", "x"]), max_size=2)
            | json_value,
            "validAt": st.sampled_from(["1871", "1871-02-30", "x"]) | json_value,
            "maxHops": ints,
            "perKind": ints,
            "width": ints,
            "runId": st.text(max_size=12) | json_value,
            "group": st.text(max_size=12) | json_value,
            "reason": st.text(max_size=20) | json_value,
            "query": st.text(max_size=12) | json_value,
            "kind": st.sampled_from(["contradicts", "agrees", "x"]) | json_value,
            "stance": st.sampled_from(["contradicts", "agrees", "x"]) | json_value,
        }
        base = {
            "semnet/paths": ["from", "to"],
            "semnet/mark": ["endpoint", "level"],
            "semnet/stats": [],
            "semnet/pending": [],
            "semnet/ping": [],
            "semnet/history": ["edgeId"],
            "semnet/ask": ["question"],
            "semnet/importWorks": ["paths"],
            "semnet/similar": ["text"],
            "semnet/group": ["by"],
            "semnet/assert": ["from", "to", "kind"],
            "semnet/undo": ["run"],
            "semnet/runs": [],
            "semnet/promote": ["edges"],
            "semnet/dismiss": ["edges"],
            "semnet/demote": ["edges"],
            "semnet/keep": ["edges"],
        }.get(method, ["endpoint"])
        extra = draw(st.lists(st.sampled_from(sorted(keys)), max_size=3, unique=True))
        chosen = [*base, *(k for k in extra if k not in base and rare(draw, 1))]
        return {k: draw(keys[k]) for k in chosen}
    out: dict[str, Any] = {"textDocument": {"uri": draw(uris(root))}, "position": draw(position())}
    if method == "textDocument/rename":
        out["newName"] = draw(st.text(max_size=20) | json_value)
    if method == "textDocument/codeAction":
        out["range"] = {"start": draw(position()), "end": draw(position())}
        out["context"] = {"diagnostics": draw(st.lists(json_value, max_size=2))}
    if method == "textDocument/references":
        out["context"] = {"includeDeclaration": draw(json_value)}
    if method == "workspace/symbol":
        out = {"query": draw(st.text(max_size=10) | json_value)}
    if method == "workspace/willRenameFiles":
        out = {"files": [{"oldUri": draw(uris(root)), "newUri": draw(uris(root))}]}
    if draw(st.booleans()):
        out[draw(st.text(max_size=8))] = draw(json_value)
    return out


@st.composite
def notification(draw: Any, root: Path) -> dict[str, Any]:
    method = draw(st.sampled_from(NOTIFICATIONS))
    uri = draw(uris(root))
    if method == "textDocument/didOpen":
        params: Any = {
            "textDocument": {
                "uri": uri,
                "languageId": "markdown",
                "version": draw(ints),
                "text": draw(st.text(max_size=200)),
            }
        }
    elif method == "textDocument/didChange":
        change = draw(
            st.fixed_dictionaries({"text": st.text(max_size=100)})
            | st.fixed_dictionaries(
                {
                    "range": st.fixed_dictionaries({"start": position(), "end": position()}),
                    "text": st.text(max_size=40),
                }
            )
        )
        params = {"textDocument": {"uri": uri, "version": draw(ints)}, "contentChanges": [change]}
    elif method == "$/cancelRequest":
        params = {"id": draw(ints | st.text(max_size=5))}
    elif method == "workspace/didChangeConfiguration":
        params = {"settings": {"semnet": draw(json_value)}}
    else:
        params = draw(json_value)
    if rare(draw, 4):
        params = draw(json_value)
    return {"jsonrpc": "2.0", "method": method, "params": params}


@st.composite
def request(draw: Any, root: Path) -> dict[str, Any]:
    if rare(draw, 11):
        method = draw(st.text(max_size=12))
    else:
        method = draw(st.sampled_from(LSP_REQUESTS + SEMNET_REQUESTS))
    msg: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
    params = draw(params_for(method, root))
    if params is not None:
        msg["params"] = params
    return msg


@pytest.fixture(scope="module")
def fuzz_server(tmp_path_factory: pytest.TempPathFactory):
    seeded = seed_workspace(tmp_path_factory.mktemp("fuzz") / "ws")
    root = seeded.root
    REFS[:] = sorted(f"node:{i}" for i in seeded.ids.values())
    EDGES[:] = sorted(seeded.edges.values())
    # A judge that cannot reach anything: the llm judge fails at once, offline.
    # The works API likewise (a fetch never leaves the machine).
    (root / "semnet.toml").write_text(
        '[judge.llm]\nbase_url = "http://127.0.0.1:9/v1"\ntimeout = 1\nretries = 0\n'
        '[openalex]\nbase_url = "http://127.0.0.1:9"\ntimeout = 1\nretries = 0\n'
    )
    client = start_server(root, {"semnet": {"writeDelayMs": 50, "debounceMs": 0}})
    client.tally = {"sent": 0, "codes": {}, "latency": []}  # type: ignore[attr-defined]
    yield root, client
    tally = client.tally  # type: ignore[attr-defined]
    lat = sorted(tally["latency"])
    if lat:
        p = lambda q: lat[min(len(lat) - 1, int(q * len(lat)))]  # noqa: E731
        print(
            f"\nfuzz: {tally['sent']} requests, replies by code {json.dumps(tally['codes'], sort_keys=True)}; "
            f"latency p50 {statistics.median(lat) * 1000:.1f} ms, p99 {p(0.99) * 1000:.1f} ms, max {lat[-1] * 1000:.1f} ms; "
            f"server RSS {client.rss_mb():.0f} MB"
        )
        if os.environ.get("SEMNET_FUZZ_DETAIL"):
            print(json.dumps(tally.get("by_method", {}), indent=1, sort_keys=True))
    client.kill()


@settings(
    max_examples=EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
@given(data=st.data())
def test_every_fuzzed_request_is_answered_without_internal_errors(
    fuzz_server, data: st.DataObject
) -> None:
    root, client = fuzz_server
    client: RawClient
    kinds = data.draw(st.lists(st.integers(0, 3), min_size=BATCH, max_size=BATCH))
    msgs = [data.draw(notification(root) if k == 0 else request(root)) for k in kinds]
    ids = []
    for m in msgs:
        if m["method"] not in NOTIFICATIONS:
            m["id"] = client.next_id()
            if data.draw(st.booleans()):
                m["id"] = f"r{m['id']}"  # string ids too
            ids.append(m["id"])
        assert client.send(m), "the server stopped reading"
    client.tally["sent"] += len(ids)  # type: ignore[attr-defined]
    for rid in ids:
        reply = client.wait_reply(rid, timeout=120)
        client.tally["latency"].append(client.latency(rid))  # type: ignore[attr-defined]
        code = reply["error"]["code"] if "error" in reply else "result"
        codes = client.tally["codes"]  # type: ignore[attr-defined]
        codes[str(code)] = codes.get(str(code), 0) + 1
        method = next(m["method"] for m in msgs if m.get("id") == rid)
        by = client.tally.setdefault("by_method", {}).setdefault(str(method)[:30], {})  # type: ignore[attr-defined]
        by[str(code)] = by.get(str(code), 0) + 1
        by["maxMs"] = max(by.get("maxMs", 0), round(client.latency(rid) * 1000))
        assert set(reply) >= {"jsonrpc", "id"} and ("result" in reply) != ("error" in reply), reply
        if "error" in reply:
            err = reply["error"]
            assert err["code"] != -32603, (next(m for m in msgs if m.get("id") == rid), err)
            assert "traceback" not in json.dumps(err).lower(), err
            assert "\n" not in err["message"], err
    assert client.alive()
    assert "result" in client.request("semnet/ping", {}, timeout=60)
    assert not client.null_replies, client.null_replies[:3]
    shown = [
        p
        for _, m, p in client.notifications
        if m == "window/showMessage" and "Error in server" in str(p)
    ]
    assert not shown, shown[:3]
