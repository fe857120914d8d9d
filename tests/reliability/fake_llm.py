"""A fake OpenAI-compatible endpoint on 127.0.0.1 (a real HTTP server on its
own thread) that answers, echoes the API key it was sent, and fails in the
ways a real one does. `MODES` lists them; `FakeLLM(mode=…)` serves one."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

# The failure modes, each echoing the key (or a piece of it) somewhere.
MODES = (
    "http_401_echo",  # 401 whose body names the whole key
    "http_403_half",  # 403 with the first half of the key
    "http_500_echo",  # 500 (retried) with the key
    "http_429_echo",  # 429 (retried) with the key and Retry-After
    "http_502_html",  # a proxy's HTML page with the key deep inside
    "not_json",  # 200 whose body is not JSON and holds the key
    "json_error_object",  # 200 with {"error": {"message": "... key ..."}}
    "reason_echo",  # a good completion whose reason is the whole key
    "reason_fragment",  # a good completion whose reason holds 12 characters of it
    "garbled_reply",  # a completion that is not the JSON asked for, with the key
    "slow",  # answers after `delay` seconds (past the client's timeout)
    "drop",  # closes the connection without an answer
    "huge_body",  # a 2 MB 500 body with the key at the end and fragments throughout
    "redirect",  # 302 to a URL that carries the key
)


class FakeLLM:
    """Serves one mode; `requests` counts what it was sent, `keys` the
    Authorization headers it saw."""

    def __init__(self, mode: str = "ok", *, delay: float = 0.0, content: str | None = None) -> None:
        self.mode = mode
        self.delay = delay
        self.content = content
        self.requests = 0
        self.keys: list[str] = []
        self._got = threading.Event()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:  # http.server's name
                n = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(n) if n else b""
                outer.requests += 1
                auth = self.headers.get("Authorization") or ""
                key = auth.removeprefix("Bearer ").strip()
                outer.keys.append(key)
                outer._got.set()
                outer.answer(self, key, body)

        class Server(ThreadingHTTPServer):
            def handle_error(self, request: Any, client_address: Any) -> None:
                pass  # a client that gave up (a timeout, a cancel): nothing to report

        self._server = Server(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def __enter__(self) -> FakeLLM:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def wait_for_request(self, timeout: float) -> bool:
        return self._got.wait(timeout)

    # -- answers ---------------------------------------------------------------------

    def answer(self, h: BaseHTTPRequestHandler, key: str, body: bytes) -> None:
        mode = self.mode
        if mode == "slow":
            time.sleep(self.delay)
            mode = "ok"
        if mode == "ok":
            return self._completion(h, self.content or _stances(body, "AGREES", "same claim"))
        if mode == "drop":
            h.close_connection = True
            h.connection.close()
            return None
        if mode == "http_401_echo":
            return self._send(h, 401, {"error": {"message": f"Incorrect API key provided: {key}."}})
        if mode == "http_403_half":
            return self._send(h, 403, {"error": f"forbidden for key {key[: len(key) // 2]}"})
        if mode == "http_500_echo":
            return self._send(h, 500, {"error": f"internal error while checking {key}"})
        if mode == "http_429_echo":
            return self._send(h, 429, {"error": f"rate limited: {key}"}, {"Retry-After": "0"})
        if mode == "http_502_html":
            page = (
                "<html><body>" + "bad gateway " * 15 + f"<!-- upstream auth {key} --></body></html>"
            )
            return self._raw(h, 502, page.encode(), "text/html")
        if mode == "not_json":
            return self._raw(h, 200, f"plain text, not JSON: {key}".encode(), "text/plain")
        if mode == "json_error_object":
            return self._send(h, 200, {"error": {"message": f"the key {key} is not valid here"}})
        if mode == "reason_echo":
            return self._completion(h, _stances(body, "CONTRADICTS", f"because {key}"))
        if mode == "reason_fragment":
            return self._completion(h, _stances(body, "CONTRADICTS", f"see {key[3:15]} for why"))
        if mode == "garbled_reply":
            return self._completion(h, f"I cannot answer that. Your key is {key}.")
        if mode == "huge_body":
            filler = "".join(f"{key[i % 20 : i % 20 + 9]} " for i in range(200_000))
            return self._raw(h, 500, f"{filler} {key}".encode(), "text/plain")
        if mode == "redirect":
            h.send_response(302)
            h.send_header("Location", f"http://127.0.0.1:9/login?key={key}")
            h.send_header("Content-Length", str(len(key) + 9))
            h.end_headers()
            h.wfile.write(f"go away {key}".encode())
            return None
        raise ValueError(f"unknown mode {mode}")

    def _completion(self, h: BaseHTTPRequestHandler, content: str) -> None:
        data = {
            "id": "x",
            "object": "chat.completion",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5},
        }
        self._send(h, 200, data)

    def _send(
        self, h: BaseHTTPRequestHandler, status: int, data: Any, headers: dict | None = None
    ) -> None:
        self._raw(h, status, json.dumps(data).encode(), "application/json", headers)

    def _raw(
        self,
        h: BaseHTTPRequestHandler,
        status: int,
        body: bytes,
        ctype: str,
        headers: dict | None = None,
    ) -> None:
        h.send_response(status)
        h.send_header("Content-Type", ctype)
        h.send_header("Content-Length", str(len(body)))
        for k, v in (headers or {}).items():
            h.send_header(k, v)
        h.end_headers()
        h.wfile.write(body)


def _stances(body: bytes, stance: str, reason: str) -> str:
    """The JSON the relate prompt asks for: `stance` for every passage (or a
    verdict, for a fact-check prompt)."""
    try:
        messages = json.loads(body)["messages"]
        user = messages[-1]["content"]
        system = messages[0]["content"]
    except (ValueError, KeyError, IndexError, TypeError):
        return "{}"
    if '"level"' in system:
        return json.dumps({"level": "DUBIOUS", "reason": reason, "confidence": 0.7})
    n = sum(1 for line in user.splitlines() if line[:1].isdigit() and ". [" in line)
    return json.dumps(
        {
            "judgements": [
                {"n": i, "stance": stance, "reason": reason, "confidence": 0.8}
                for i in range(1, n + 1)
            ]
        }
    )
