"""`RawClient`: a JSON-RPC client over a language server's stdio that can
also send what no well-behaved client sends (broken headers, frames that lie
about their length, bodies that are not JSON), and records every message the
server sends back with the time it arrived.

The reliability tests and `semnet bench soak` drive the real server with it.
Replies are kept by the JSON text of their id (`json.dumps(id)`), so that a
request whose id is a string, a number or an object is still told apart;
replies with a null id (what a server answers to a message it could not
read) are kept in `null_replies`.
"""

from __future__ import annotations

import json
import os
import subprocess
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

__all__ = ["RawClient", "frame"]


def frame(body: bytes | str | dict[str, Any]) -> bytes:
    """One well-formed message: the Content-Length header and the body."""
    if isinstance(body, dict):
        body = json.dumps(body)
    data = body.encode("utf-8") if isinstance(body, str) else body
    return b"Content-Length: %d\r\n\r\n" % len(data) + data


class RawClient:
    """A language server process and what it has said.

    Attributes:
        proc: the server process.
        replies: JSON text of an id -> (arrival time, the reply).
        null_replies: replies whose id is null, in arrival order.
        notifications: (arrival time, method, params), in arrival order.
        server_requests: requests the server sent (each answered with null).
    """

    def __init__(
        self,
        cmd: list[str],
        *,
        cwd: Path | None = None,
        env: dict[str, str] | None = None,
        stderr: Any = subprocess.DEVNULL,
    ) -> None:
        self.proc = subprocess.Popen(
            cmd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=stderr,
            cwd=cwd,
            env=env,
            bufsize=0,
        )
        self.replies: dict[str, tuple[float, dict[str, Any]]] = {}
        self.null_replies: list[dict[str, Any]] = []
        self.notifications: list[tuple[float, str, Any]] = []
        self.server_requests: list[dict[str, Any]] = []
        self.sent_at: dict[str, float] = {}
        self._next = 0
        self._write_lock = threading.Lock()
        self._cond = threading.Condition()
        self._closed = False
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    # -- reading ---------------------------------------------------------------------

    def _read(self) -> None:
        assert self.proc.stdout is not None
        out = self.proc.stdout
        try:
            while True:
                length = -1
                while True:
                    line = out.readline()
                    if not line:
                        return
                    if line in (b"\r\n", b"\n"):
                        if length >= 0:
                            break
                        continue
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value.strip())
                body = b""
                while len(body) < length:
                    chunk = out.read(length - len(body))
                    if not chunk:
                        return
                    body += chunk
                self._take(json.loads(body))
        finally:
            with self._cond:
                self._closed = True
                self._cond.notify_all()

    def _take(self, msg: dict[str, Any]) -> None:
        now = time.perf_counter()
        if "method" in msg and "id" in msg:
            self.server_requests.append(msg)
            self.send({"jsonrpc": "2.0", "id": msg["id"], "result": None})
            return
        with self._cond:
            if "method" in msg:
                self.notifications.append((now, msg["method"], msg.get("params")))
            elif msg.get("id") is None:
                self.null_replies.append(msg)
            else:
                self.replies[json.dumps(msg["id"])] = (now, msg)
            self._cond.notify_all()

    # -- sending ---------------------------------------------------------------------

    def send_raw(self, data: bytes) -> bool:
        """Write bytes as they are; False if the server no longer reads."""
        assert self.proc.stdin is not None
        with self._write_lock:
            try:
                self.proc.stdin.write(data)
                self.proc.stdin.flush()
                return True
            except (BrokenPipeError, OSError, ValueError):
                return False

    def send(self, msg: dict[str, Any]) -> bool:
        if "id" in msg and "method" in msg:
            self.sent_at[json.dumps(msg["id"])] = time.perf_counter()
        return self.send_raw(frame(msg))

    def next_id(self) -> int:
        self._next += 1
        return self._next

    def request_nowait(self, method: str, params: Any = None, **extra: Any) -> int:
        rid = self.next_id()
        msg: dict[str, Any] = {"jsonrpc": "2.0", "id": rid, "method": method, **extra}
        if params is not None:
            msg["params"] = params
        self.send(msg)
        return rid

    def request(self, method: str, params: Any = None, timeout: float = 60.0) -> dict[str, Any]:
        """Send a request and wait for its reply (the whole reply: result or error)."""
        rid = self.request_nowait(method, params)
        return self.wait_reply(rid, timeout)

    def result(self, method: str, params: Any = None, timeout: float = 60.0) -> Any:
        """The result of a request; an error reply raises RuntimeError."""
        reply = self.request(method, params, timeout)
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error']}")
        return reply.get("result")

    def notify(self, method: str, params: Any = None) -> bool:
        msg: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            msg["params"] = params
        return self.send(msg)

    # -- waiting ---------------------------------------------------------------------

    def wait_reply(self, rid: Any, timeout: float = 60.0) -> dict[str, Any]:
        key = json.dumps(rid)
        got = self.wait(lambda: self.replies.get(key), timeout, f"the reply to {rid!r}")
        reply: dict[str, Any] = got[1]
        return reply

    def wait(self, check: Callable[[], Any], timeout: float, what: str = "a message") -> Any:
        """Wait until `check()` (called with the messages locked) is truthy."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                got = check()
                if got:
                    return got
                left = deadline - time.monotonic()
                if left <= 0 or (self._closed and not got):
                    raise TimeoutError(f"no {what} within {timeout} s")
                self._cond.wait(min(left, 0.5))

    def latency(self, rid: Any) -> float | None:
        """Seconds from sending a request to its reply (None: no reply yet)."""
        key = json.dumps(rid)
        got = self.replies.get(key)
        sent = self.sent_at.get(key)
        return None if got is None or sent is None else got[0] - sent

    def alive(self) -> bool:
        return self.proc.poll() is None

    def rss_mb(self) -> float:
        """The server's resident memory, MB (0 once it has ended)."""
        try:
            import psutil

            return float(psutil.Process(self.proc.pid).memory_info().rss) / 2**20
        except Exception:
            return 0.0

    def shutdown(self, timeout: float = 10.0) -> tuple[float, int | None]:
        """`shutdown` then `exit`: (seconds until the process ended, its status);
        the process is killed (status None) if it has not ended by `timeout`."""
        t0 = time.monotonic()
        rid = self.request_nowait("shutdown")
        try:
            self.wait_reply(rid, timeout)
        except TimeoutError:
            pass
        self.notify("exit")
        left = max(0.1, timeout - (time.monotonic() - t0))
        try:
            code: int | None = self.proc.wait(left)
        except subprocess.TimeoutExpired:
            self.kill()
            code = None
        return time.monotonic() - t0, code

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def close(self) -> None:
        """End the process whatever its state (after `shutdown` if it answers)."""
        if self.proc.poll() is None:
            self.shutdown(5.0)
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                if f is not None:
                    f.close()
            except OSError:
                pass


def server_command() -> list[str]:
    """The language server of this Python environment, on stdio."""
    import sys

    return [sys.executable, "-m", "semnet.server", "serve"]


def server_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env.update(extra or {})
    return env
