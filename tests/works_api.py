"""A small OpenAlex-compatible works API on 127.0.0.1 for the tests (imported
as `works_api`): the works of `fixtures/openalex/api-works.json`, by DOI
(`/works/doi:…`) and by id (`/works?filter=openalex:W1|W2`), and scripted
failures (status, headers) served first."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, unquote, urlparse

FIX = Path(__file__).parent / "fixtures" / "openalex"


class WorksAPI:
    """A small OpenAlex: the works of `api-works.json`, and scripted failures."""

    def __init__(self) -> None:
        self.works: dict[str, Any] = json.loads((FIX / "api-works.json").read_text("utf-8"))
        self.requests: list[str] = []
        self.failures: list[tuple[int, dict[str, str]]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                outer.requests.append(self.path)
                if outer.failures:
                    status, headers = outer.failures.pop(0)
                    return self._send(status, {"error": "scripted"}, headers)
                url = urlparse(self.path)
                q = parse_qs(url.query)
                path = unquote(url.path)
                if path.startswith("/works/doi:"):
                    doi = path.removeprefix("/works/doi:").lower()
                    for w in outer.works.values():
                        if (w.get("doi") or "").lower().endswith(doi):
                            return self._send(200, w)
                    return self._send(404, {"error": "not found"})
                if path == "/works" and "filter" in q:
                    ids = q["filter"][0].removeprefix("openalex:").split("|")
                    res = [outer.works[i] for i in ids if i in outer.works]
                    return self._send(200, {"meta": {"count": len(res)}, "results": res})
                return self._send(400, {"error": "bad request"})

            def _send(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                for k, v in (headers or {}).items():
                    self.send_header(k, v)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
