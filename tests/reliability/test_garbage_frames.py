"""Broken frames and bodies (30 cases) sent to the real server over stdio:
each one is answered (a null-id error when its id cannot be known, an error
with its id when it can), it never ends or wedges the connection (the
request sent after it is answered), and no reply carries a traceback."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from seeded import seed_workspace
from semnet.bench.rpc import RawClient, frame

from .conftest import start_server


def ping(i: int | str) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": i, "method": "semnet/ping", "params": {}}).encode()


def stats_body(i: int | str, params: str = "{}") -> bytes:
    return b'{"jsonrpc": "2.0", "id": %s, "method": "semnet/stats", "params": %s}' % (
        json.dumps(i).encode(),
        params.encode(),
    )


# name -> (bytes to send, the id of a request inside them that must be answered, or None)
Case = Callable[[int], tuple[bytes, "int | str | None"]]
CASES: dict[str, Case] = {
    "absurd length": lambda i: (b"Content-Length: 99999999999999999999\r\n\r\n{}", None),
    "negative length": lambda i: (b"Content-Length: -5\r\n\r\n", None),
    "length not a number": lambda i: (b"Content-Length: abc\r\n\r\n", None),
    "length zero": lambda i: (b"Content-Length: 0\r\n\r\n", None),
    "no length header": lambda i: (b"Content-Type: application/json\r\n\r\n{}", None),
    "blank lines": lambda i: (b"\r\n\r\n\r\n\r\n", None),
    "garbage line": lambda i: (b"hello world\r\n\r\n", None),
    "nul bytes": lambda i: (b"\x00" * 64 + b"\r\n\r\n", None),
    "100 KB header line": lambda i: (b"X" * 100_000, None),
    "body not json": lambda i: (frame(b"{not json"), None),
    "body invalid utf-8": lambda i: (
        frame(b'{"jsonrpc": "2.0", "id": 1, "method": "\xff\xfe"}'),
        None,
    ),
    "batch array": lambda i: (frame(b"[" + ping(i) + b"]"), None),
    "bare number": lambda i: (frame(b"42"), None),
    "bare string": lambda i: (frame(b'"hello"'), None),
    "null": lambda i: (frame(b"null"), None),
    "empty object": lambda i: (frame(b"{}"), None),
    "NaN in params": lambda i: (frame(stats_body(i, '{"x": NaN}')), None),
    "5000-digit id": lambda i: (
        frame(b'{"jsonrpc": "2.0", "id": ' + b"9" * 5000 + b', "method": "semnet/ping"}'),
        None,
    ),
    "length shorter than body": lambda i: (b"Content-Length: 20\r\n\r\n" + stats_body(i), None),
    "length longer than body": lambda i: (
        b"Content-Length: %d\r\n\r\n" % (len(stats_body(i)) + 50) + stats_body(i),
        None,
    ),
    "lf-only header": lambda i: (b"Content-Length: %d\n\n" % len(stats_body(i)) + stats_body(i), i),
    "two length headers": lambda i: (
        b"Content-Length: 3\r\nContent-Length: %d\r\n\r\n" % len(stats_body(i)) + stats_body(i),
        i,
    ),
    "lower-case header, spaces": lambda i: (
        b"content-length:\t %d \r\n\r\n" % len(stats_body(i)) + stats_body(i),
        i,
    ),
    "100k-deep json": lambda i: (frame(stats_body(i, "[" * 100_000 + "]" * 100_000)), i),
    "lone surrogate": lambda i: (frame(stats_body(i, '{"workspace": "\\ud800"}')), i),
    "utf-8 bom": lambda i: (frame(b"\xef\xbb\xbf" + stats_body(i)), None),
    "2 MB of whitespace": lambda i: (frame(b" " * 2_000_000 + stats_body(i)), i),
    "jsonrpc 1.0": lambda i: (
        frame(json.dumps({"jsonrpc": "1.0", "id": i, "method": "semnet/ping"}).encode()),
        i,
    ),
    "utf-16 body": lambda i: (frame(stats_body(i).decode().encode("utf-16")), None),
    "id is an object": lambda i: (
        frame(b'{"jsonrpc": "2.0", "id": {"a": 1}, "method": "semnet/ping"}'),
        None,
    ),
}


@pytest.fixture(scope="module")
def garbage_server(tmp_path_factory: pytest.TempPathFactory):
    root: Path = seed_workspace(tmp_path_factory.mktemp("garbage") / "ws").root
    client = start_server(root)
    yield client
    client.kill()


def test_there_are_thirty_cases() -> None:
    assert len(CASES) >= 30


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_broken_frame_ends_that_message_not_the_connection(
    garbage_server: RawClient, name: str
) -> None:
    client = garbage_server
    before = len(client.null_replies)
    rid = f"g-{name}"
    data, answered = CASES[name](rid)  # type: ignore[arg-type]
    assert client.send_raw(data)
    if name == "length longer than body":
        time.sleep(1.5)  # the stream goes quiet: the frame is cut
    after = client.request_nowait("semnet/ping", {})
    reply = client.wait_reply(after, timeout=30)
    assert reply.get("result") == {}
    if answered is not None:
        got = client.wait_reply(answered, timeout=30)
        assert "result" in got or got["error"]["code"] in (-32600, -32602), got
    assert client.alive()
    for r in [*client.null_replies[before:], *(v for _, v in client.replies.values())]:
        assert "traceback" not in json.dumps(r).lower()
        if "error" in r:
            assert r["error"]["code"] != -32603, r
