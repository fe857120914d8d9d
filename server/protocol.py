"""`SemnetProtocol`: pygls's language server protocol, with every message a
client can send answered the way JSON-RPC and LSP say, and an end that is
quick whatever is queued.

pygls reads a message with `json.loads(…, object_hook=…)` and, when it
cannot, logs a traceback and shows the user a pop-up, leaving the request
unanswered. Here the server's own reader (`server.framing`) hands each frame
to `take_frame`, which answers what it cannot take:

- a broken frame or a body that is not JSON: -32700 with a null id;
- JSON that is not a request (a batch, a missing or non-string `method`, an
  id that is neither an integer nor a string, `jsonrpc` other than "2.0"):
  -32600, with the id when there is one;
- params that do not fit the method's LSP type, or nested deeper than
  `MAX_DEPTH`: -32602 with a one-line message naming the field;
- a request after `shutdown`: -32600.

A handler's failure is -32603 with a one-line message, and tracebacks never
go into `data` unless `debug` is set (`SEMNET_DEBUG=1`); the log has them.
A request that runs longer than `request_timeout` seconds is answered with
-32803. `exit` (or the end of the input) ends the process within
`EXIT_DEADLINE_S` seconds, whatever is still running: the store is made for
being stopped at any moment (a run is one transaction).
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import logging
import os
import re
import sys
import threading
import traceback
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, BinaryIO

import attrs
from cattrs.errors import ClassValidationError
from lsprotocol import types
from pygls.exceptions import (
    JsonRpcException,
    JsonRpcInternalError,
    JsonRpcInvalidParams,
    JsonRpcInvalidRequest,
    JsonRpcMethodNotFound,
    JsonRpcParseError,
    JsonRpcRequestCancelled,
)
from pygls.protocol import (
    JsonRPCNotification,
    JsonRPCRequestMessage,
    JsonRPCResponseMessage,
    LanguageServerProtocol,
)
from pygls.protocol.language_server import lsp_method
from semnet.graph.secrets import one_line
from semnet.handlers.convert import Encoded
from semnet.handlers.errors import JsonRpcRequestFailed
from semnet.server.eager import nothing_queued, start_eagerly
from semnet.server.framing import Frame

if TYPE_CHECKING:
    from collections.abc import Generator
    from concurrent.futures import Future

log = logging.getLogger("semnet.server")

MAX_DEPTH = 100
EXIT_DEADLINE_S = 1.5
_MESSAGE_CHARS = 300
_TOKEN = re.compile(rb'"(?:[^"\\]|\\.)*+"|[\[\]{}]', re.S)


class _BigNumber(str):
    """A JSON number with more digits than Python turns into an int."""


def _parse_int(text: str) -> int | str:
    return int(text) if len(text) <= 4000 else _BigNumber(text)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


# One decoder for every message: `json.loads` with hooks builds a new one
# (and its scanner) at each call, three quarters of the time of a small message.
_DECODER = json.JSONDecoder(parse_int=_parse_int, parse_constant=_no_constant)


def _loads(body: bytes) -> Any:
    """`json.loads(body, parse_int=…, parse_constant=…)`, with `_DECODER`."""
    return _DECODER.decode(body.decode(json.detect_encoding(body), "surrogatepass"))


def decode(body: bytes) -> tuple[Any, str | None]:
    """A message's JSON: (value, None), or (None, why it is not JSON).
    JSON nested past the parser's depth is read with its deep parts as null
    (and then fails the depth check), so that its id can be answered."""
    try:
        return _loads(body), None
    except RecursionError:
        pruned = _pruned(body, MAX_DEPTH)
        if pruned is None:
            return None, f"JSON nested deeper than {MAX_DEPTH} levels"
        return pruned, None
    except ValueError as exc:
        return None, f"not JSON: {_one_line(str(exc))}"


def _pruned(body: bytes, keep: int) -> Any:
    """The JSON of `body` with every value nested deeper than `keep` as
    `[[…]]` (deeper than the check allows), or None if it still fails."""
    out = bytearray()
    depth = 0
    cut: int | None = None
    last = 0
    for m in _TOKEN.finditer(body):
        tok = m.group()
        if tok[0] == 0x22:  # a string
            continue
        if tok in (b"[", b"{"):
            depth += 1
            if depth == keep + 1 and cut is None:
                cut = m.start()
        else:
            if depth == keep + 1 and cut is not None:
                out += body[last:cut] + b"[" * (keep + 1) + b"]" * (keep + 1)
                last = m.end()
                cut = None
            depth -= 1
    out += body[last:]
    try:
        return _loads(bytes(out))
    except (ValueError, RecursionError):
        return None


def too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Is `value` nested deeper than `limit` arrays and objects?"""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            items: Any = v.values()
        elif isinstance(v, list):
            items = v
        else:
            continue
        if d > limit:
            return True
        stack.extend((x, d + 1) for x in items if isinstance(x, (dict, list)))
    return False


def _valid_id(rid: Any) -> bool:
    if isinstance(rid, (bool, _BigNumber)):
        return False
    return isinstance(rid, (int, str))


def _one_line(text: str, limit: int = _MESSAGE_CHARS) -> str:
    """A message as it goes to the client (`semnet.graph.secrets.one_line`)."""
    return one_line(text, limit)


_SNAKE = re.compile(r"_([a-z])")


def params_message(method: str, exc: BaseException) -> str:
    """A one-line account of why a message's params do not fit its type."""
    if isinstance(exc, ClassValidationError):
        from cattrs import transform_error

        try:
            parts = transform_error(exc, path="$")
        except Exception:  # pragma: no cover - cattrs could not say
            parts = [str(exc)]
        parts = [_SNAKE.sub(lambda m: m.group(1).upper(), p.replace("$.", "", 1)) for p in parts]
        return _one_line(f"invalid params for {method}: " + "; ".join(parts))
    return _one_line(f"invalid params for {method}: {type(exc).__name__}: {exc}")


class SemnetProtocol(LanguageServerProtocol):
    """The LSP protocol of `SemnetServer` (see the module docstring).

    Attributes:
        debug: put tracebacks in the `data` of internal errors.
        request_timeout: seconds a request may run (None: no bound).
        exit_process: how the process ends (`os._exit`; tests replace it).
        on_end: called once when the session ends (exit, end of input),
            before the process does; it should close what it can quickly.
    """

    def __init__(self, server: Any, converter: Any) -> None:
        super().__init__(server, converter)
        self.debug = bool(os.environ.get("SEMNET_DEBUG"))
        self.request_timeout: float | None = 300.0
        self.exit_process: Callable[[int], None] = os._exit
        self.on_end: Callable[[], Any] | None = None
        self._closed = False
        self._ending = False
        self._exited = False
        self._exit_lock = threading.Lock()
        self._watchdog: threading.Timer | None = None
        self._send_lock = threading.Lock()
        self._out: list[bytes] = []
        self._flush_soon = False
        self._loop: asyncio.AbstractEventLoop | None = None
        # `json.dumps(…, default=…, allow_nan=False)`, built once (not per message).
        self._encoder = json.JSONEncoder(default=self._serialize_message, allow_nan=False)

    # -- reading -----------------------------------------------------------------------

    def take_frame(self, frame: Frame) -> None:
        """One frame from the reader (on the event loop)."""
        if frame.body is None:
            log.warning("unreadable frame: %s", frame.error)
            self._reply_null(JsonRpcParseError(f"Parse error: {frame.error}"))
            return
        data, error = decode(frame.body)
        if error is not None:
            log.warning("unreadable message: %s", error)
            self._reply_null(JsonRpcParseError(f"Parse error: {error}"))
            return
        try:
            # Nesting past MAX_DEPTH takes more brackets than that: most
            # messages cannot have it, and need not be walked for it.
            shallow = frame.body.count(b"[") + frame.body.count(b"{") <= MAX_DEPTH
            self.take_message(data, shallow=shallow)
        except Exception as exc:  # pragma: no cover - a fault of ours; answered if possible
            log.exception("a message could not be handled")
            rid = data.get("id") if isinstance(data, dict) else None
            if _valid_id(rid) and "method" in data:
                self._reply(rid, self.as_error(exc, "message"))

    def take_message(self, data: Any, *, shallow: bool = False) -> None:
        """A decoded message: checked, structured and handled, or answered with
        the error it deserves. `shallow`: it is known not to be nested past
        `MAX_DEPTH`."""
        if not isinstance(data, dict):
            why = (
                "a batch (an array) of messages is not supported"
                if isinstance(data, list)
                else "a message is a JSON object"
            )
            self._reply_null(JsonRpcInvalidRequest(f"Invalid request: {why}"))
            return
        has_id = "id" in data
        rid = data.get("id")
        if has_id and not _valid_id(rid):
            log.warning("a message with an invalid id: %s", _one_line(repr(rid), 80))
            self._reply_null(
                JsonRpcInvalidRequest("Invalid request: id must be an integer or a string")
            )
            return
        if "method" not in data:
            if has_id and ("result" in data or "error" in data):
                self._take_response(data)
            else:
                self._bad_request(has_id, rid, "a message needs a method")
            return
        method = data["method"]
        if not isinstance(method, str):
            self._bad_request(has_id, rid, "method must be a string")
            return
        if data.get("jsonrpc") != self.VERSION:
            self._bad_request(has_id, rid, f'jsonrpc must be "{self.VERSION}"')
            return
        if self._shutdown and method != types.EXIT:
            if has_id:
                self._reply(rid, JsonRpcInvalidRequest("Invalid request: the server is shut down"))
            return
        if not shallow and too_deep(data.get("params")):
            self._bad_params(
                has_id, rid, f"params of {method} nested deeper than {MAX_DEPTH} levels"
            )
            return
        msg = self._structure(data, method, has_id)
        if msg is None:
            return
        if has_id:
            # What pygls's `handle_message` does for a request, without its
            # checks (made above) and its isinstance tests against runtime
            # protocols (~20 µs a message).
            contextvars.copy_context().run(self._handle_request, msg.id, msg.method, msg.params)
        else:
            self.handle_message(msg)

    def _structure(self, data: dict[str, Any], method: str, has_id: bool) -> Any:
        typ = self.get_message_type(method)
        if typ is not None and has_id != ("id" in attrs.fields_dict(typ)):
            kind = "request" if has_id else "notification"
            other = "a notification" if has_id else "a request"
            self._bad_request(has_id, data.get("id"), f"{method} is {other}, not a {kind}")
            return None
        typ = typ or (JsonRPCRequestMessage if has_id else JsonRPCNotification)
        try:
            return self._converter.structure(data, typ)
        except Exception as exc:
            self._bad_params(has_id, data.get("id"), params_message(method, exc))
            return None

    def _take_response(self, data: dict[str, Any]) -> None:
        """The client's answer to a request of ours."""
        rid = data["id"]
        try:
            msg: Any
            if "error" in data:
                msg = self._converter.structure(data, types.ResponseErrorMessage)
            else:
                typ = self._result_types.pop(rid, None) or JsonRPCResponseMessage
                msg = self._converter.structure(data, typ)
        except Exception as exc:
            log.warning("an unreadable reply to %s: %s", rid, _one_line(str(exc)))
            future = self._request_futures.pop(rid, None)
            if future is not None and not future.done():
                future.set_exception(JsonRpcInvalidParams(f"the client's reply: {exc}"))
            return
        self.handle_message(msg)

    def _bad_request(self, has_id: bool, rid: Any, why: str) -> None:
        log.warning("invalid request: %s", why)
        if has_id:
            self._reply(rid, JsonRpcInvalidRequest(f"Invalid request: {why}"))
        else:
            self._reply_null(JsonRpcInvalidRequest(f"Invalid request: {why}"))

    def _bad_params(self, has_id: bool, rid: Any, why: str) -> None:
        log.warning("%s", why)
        if has_id:
            self._reply(rid, JsonRpcInvalidParams(why))

    # -- handling ----------------------------------------------------------------------

    def _handle_request(self, msg_id: Any, method_name: str, params: Any) -> None:
        try:
            handler = self._get_handler(method_name)
        except JsonRpcMethodNotFound as exc:
            log.info("request %r for an unknown method %r", msg_id, method_name)
            self._reply(msg_id, exc)
            return
        self._ctx_msg_id.set(msg_id)
        try:
            self._execute_handler(
                msg_id,
                handler,
                callback=lambda f: self._send_handler_result(f, msg_id=msg_id),
                args=(params,),
            )
        except Exception as exc:
            self._reply(msg_id, self.as_error(exc, method_name))

    def _handle_notification(self, method_name: str, params: Any) -> None:
        if method_name == types.CANCEL_REQUEST:
            rid = getattr(params, "id", None)
            if rid is not None and _valid_id(rid):
                self._handle_cancel_notification(rid)
            return
        try:
            handler = self._get_handler(method_name)
        except JsonRpcMethodNotFound:
            log.debug("ignoring the notification %r (unknown method)", method_name)
            return
        try:
            self._execute_handler(
                msg_id=str(uuid.uuid4()),
                handler=handler,
                args=(params,),
                callback=self._check_handler_result,
            )
        except Exception:
            log.exception("the notification %r failed", method_name)

    def _check_handler_result(self, future: Future[Any]) -> None:
        if not future.cancelled() and (exc := future.exception()) is not None:
            log.error("a notification handler failed", exc_info=exc)

    def _execute_handler(
        self,
        msg_id: Any,
        handler: Any,
        callback: Any,
        args: tuple[Any, ...] | None = None,
        kwargs: dict[str, Any] | None = None,
    ) -> None:
        """Run a handler. A coroutine starts at once (`server.eager`; bounded
        by `request_timeout` only if it waits) when nothing else is queued on
        the event loop: it is then what a task would have run next, so the
        messages' handlers still start in the order the messages came."""
        timeout = self.request_timeout
        if asyncio.iscoroutinefunction(handler) and self._nothing_queued():
            self._execute_eagerly(msg_id, handler(*(args or ()), **(kwargs or {})), callback)
            return
        if timeout and asyncio.iscoroutinefunction(handler):
            handler = self._bounded(handler, timeout)
        futures = self._request_futures

        def done(future: Future[Any]) -> None:
            # pygls keeps the future of every handler it runs under its id and
            # forgets only a request's: forget them all once they are done.
            if futures.get(msg_id) is future:
                del futures[msg_id]
            callback(future)

        super()._execute_handler(msg_id, handler, done, args, kwargs)

    def _nothing_queued(self) -> bool:
        """Is nothing waiting on the event loop that a handler started now
        would overtake? (Later messages, our writes and the loop's own wake-up
        do not count: see `eager.nothing_queued`.)"""
        return nothing_queued((self.take_frame, self._flush))

    def _execute_eagerly(self, msg_id: Any, coro: Any, callback: Any) -> None:
        future: asyncio.Future[Any] = start_eagerly(coro)
        if future.done():
            callback(future)
            return
        if timeout := self.request_timeout:
            future = asyncio.ensure_future(self._bounded_coro(future, timeout))
        futures: dict[Any, Any] = self._request_futures
        futures[msg_id] = future

        def done(f: asyncio.Future[Any]) -> None:
            if futures.get(msg_id) is f:
                del futures[msg_id]
            callback(f)

        future.add_done_callback(done)

    @staticmethod
    def _bounded(handler: Any, timeout: float) -> Any:
        async def bounded(*a: Any, **k: Any) -> Any:
            return await SemnetProtocol._bounded_coro(handler(*a, **k), timeout)

        return bounded

    @staticmethod
    async def _bounded_coro(coro: Any, timeout: float) -> Any:
        """`coro` (or a future), answered with RequestFailed after `timeout` seconds."""
        try:
            return await asyncio.wait_for(coro, timeout)
        except TimeoutError:
            raise JsonRpcRequestFailed(f"Request failed: no answer within {timeout:g} s") from None

    def _send_handler_result(self, future: Future[Any], *, msg_id: Any) -> None:
        self._request_futures.pop(msg_id, None)
        if future.cancelled():
            self._reply(msg_id, JsonRpcRequestCancelled(f"Request {msg_id!r} was cancelled"))
            return
        exc = future.exception()
        if exc is not None:
            self._reply(msg_id, self.as_error(exc, str(msg_id)))
            return
        self._send_response(msg_id, result=future.result())

    def as_error(self, exc: BaseException, where: str) -> JsonRpcException:
        """The JSON-RPC error an exception becomes: one line, no traceback
        (unless `debug`); our own faults are logged with theirs."""
        if isinstance(exc, JsonRpcException):
            data = exc.data
            if isinstance(data, dict) and "traceback" in data and not self.debug:
                data = {k: v for k, v in data.items() if k != "traceback"} or None
            if isinstance(exc, JsonRpcInternalError):
                log.error("request %s failed: %s", where, exc.message)
            return JsonRpcException(message=_one_line(exc.message), code=exc.code, data=data)
        if isinstance(exc, asyncio.CancelledError):
            return JsonRpcRequestCancelled(f"Request {where} was cancelled")
        log.error("request %s failed", where, exc_info=exc)
        data = {"traceback": traceback.format_exception(exc)} if self.debug else None
        return JsonRpcInternalError(
            _one_line(f"Internal error: {type(exc).__name__}: {exc}"), data=data
        )

    # -- writing -------------------------------------------------------------------------

    def _reply(self, rid: Any, exc: JsonRpcException) -> None:
        clean = JsonRpcException(message=_one_line(exc.message), code=exc.code, data=exc.data)
        self._send_response(rid, error=clean.to_response_error())

    def _reply_null(self, exc: JsonRpcException) -> None:
        """An error for a message whose id cannot be known (`"id": null`)."""
        self._write_json(
            {
                "jsonrpc": self.VERSION,
                "id": None,
                "error": {"code": exc.code, "message": exc.message},
            }
        )

    def _send_response(
        self, msg_id: Any, result: Any | None = None, error: types.ResponseError | None = None
    ) -> None:
        if error is not None:
            response: Any = types.ResponseErrorMessage(id=msg_id, error=error)
        else:
            typ = self._result_types.pop(msg_id, JsonRPCResponseMessage)
            if isinstance(result, Encoded):
                rid = json.dumps(msg_id)
                text = f'{{"id": {rid}, "result": {result}, "jsonrpc": "{self.VERSION}"}}'
                self._write(text.encode("utf-8"), now=True)
                return
            if isinstance(result, (dict, list)):
                # JSON already (what the hot handlers answer), or a list of
                # lsprotocol objects: each written as the converter writes it
                # (`_serialize_message`), without a walk through the whole answer.
                response = {"id": msg_id, "result": result, "jsonrpc": self.VERSION}
            else:
                response = typ(id=msg_id, result=result, jsonrpc=self.VERSION)
        try:
            body = self._dumps(response)
        except Exception as exc:
            log.error("the answer to %r could not be written as JSON", msg_id, exc_info=exc)
            err = JsonRpcInternalError(_one_line(f"Internal error: the answer is not JSON: {exc}"))
            body = self._dumps(types.ResponseErrorMessage(id=msg_id, error=err.to_response_error()))
        self._write(body, now=True)

    def _send_data(self, data: Any) -> None:
        if not data:
            return
        try:
            body = self._dumps(data)
        except Exception:
            log.exception("a message could not be written as JSON")
            return
        self._write(body)

    def _dumps(self, data: Any) -> bytes:
        return self._encoder.encode(data).encode("utf-8")

    def _write_json(self, data: dict[str, Any]) -> None:
        self._write(json.dumps(data).encode("utf-8"))

    def _write(self, body: bytes, *, now: bool = False) -> None:
        """Queue one message; the queue is written once per turn of the event
        loop (a burst of notifications is one write, not one each), or at
        once with `now` (an answer, on the event loop: the client waits)."""
        if self._closed or self.writer is None:
            return
        data = b"Content-Length: %d\r\n\r\n" % len(body) + body if self._include_headers else body
        with self._send_lock:
            self._out.append(data)
            if self._flush_soon and not now:
                return
            self._flush_soon = True
        loop = self._loop
        try:
            on_loop = loop is not None and asyncio.get_running_loop() is loop
        except RuntimeError:
            on_loop = False
        if on_loop and now:
            self._flush()
        elif on_loop and loop is not None:
            loop.call_soon(self._flush)
        elif loop is not None and loop.is_running():
            loop.call_soon_threadsafe(self._flush)
        else:
            self._flush()

    def _flush(self) -> None:
        with self._send_lock:
            data = b"".join(self._out)
            self._out.clear()
            self._flush_soon = False
            if not data or self._closed or self.writer is None:
                return
            try:
                self.writer.write(data)  # stdio: a plain, blocking write
            except (BrokenPipeError, ValueError, OSError) as exc:
                # The client is gone: nothing more can be said to it.
                log.warning("cannot write to the client (%s); ending", exc)
                self._closed = True
        if self._closed:
            self.end(1)

    # -- the end ---------------------------------------------------------------------------

    @lsp_method(types.SHUTDOWN)
    def lsp_shutdown(self, *args: Any) -> Generator[Any, Any, None]:
        """The server's `shutdown` handler, then every other request still
        running is cancelled (answered -32800) and later ones are refused."""
        if (user_handler := self.fm.features.get(types.SHUTDOWN)) is not None:
            yield user_handler, args, None
        current = self.msg_id
        for msg_id, future in list(self._request_futures.items()):
            if msg_id != current and not future.done():
                future.cancel()
        self._shutdown = True

    @lsp_method(types.EXIT)
    def lsp_exit(self, *args: Any) -> None:  # type: ignore[override]
        """End the process (0 after `shutdown`, else 1), within `EXIT_DEADLINE_S`.
        Not a generator as pygls's is: no user handler runs first, so nothing
        can hold the exit up."""
        self.end(0 if self._shutdown else 1)

    def connection_lost(self) -> None:
        """The input ended (the client hung up): end, with status 0."""
        log.info("the client closed the connection")
        self.end(0)

    def end(self, code: int) -> None:
        """Stop answering, close what can be closed quickly, end the process."""
        if self._ending:
            return
        self._ending = True
        self._closed = True
        self.arm_exit()
        loop = self._loop
        if loop is None or loop.is_closed():
            self._hard_exit(code)
            return

        async def close() -> None:
            try:
                if self.on_end is not None:
                    got = self.on_end()
                    if asyncio.iscoroutine(got):
                        await asyncio.wait_for(got, EXIT_DEADLINE_S * 0.7)
            except BaseException as exc:  # ending whatever happens
                log.warning("closing at exit: %s", exc)
            self._hard_exit(code)

        loop.call_soon_threadsafe(lambda: asyncio.ensure_future(close()))

    def arm_exit(self) -> None:
        """An `exit` was read (on the reader thread): whatever the event loop
        is busy with, the process ends within `EXIT_DEADLINE_S`."""
        with self._exit_lock:
            if self._watchdog is not None:
                return
            self._watchdog = threading.Timer(
                EXIT_DEADLINE_S, lambda: self._hard_exit(0 if self._shutdown else 1)
            )
            self._watchdog.daemon = True
            self._watchdog.start()

    def _hard_exit(self, code: int) -> None:
        with self._exit_lock:
            if self._exited:
                return
            self._exited = True
        try:
            logging.shutdown()
            sys.stderr.flush()
        except Exception:  # pragma: no cover
            pass
        self.exit_process(code)

    def attach_loop(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop


def _is_exit(body: bytes) -> bool:
    data, _ = decode(body)
    return isinstance(data, dict) and data.get("method") == types.EXIT and "id" not in data


def serve_stdio(protocol: SemnetProtocol, stdin: BinaryIO, stdout: BinaryIO) -> None:
    """Serve `protocol` over a pair of streams until the session ends (the
    process ends with it: see `SemnetProtocol.end`)."""
    from pygls.io_ import StdoutWriter
    from semnet.server.framing import FrameReader

    protocol.set_writer(StdoutWriter(stdout))

    async def serve() -> None:
        loop = asyncio.get_running_loop()
        protocol.attach_loop(loop)

        def on_frame(frame: Frame) -> None:
            if frame.body is not None and b'"exit"' in frame.body and _is_exit(frame.body):
                protocol.arm_exit()  # even if the event loop is busy
            loop.call_soon_threadsafe(protocol.take_frame, frame)

        def on_end() -> None:
            loop.call_soon_threadsafe(protocol.connection_lost)

        FrameReader(stdin, on_frame, on_end).start()
        await loop.create_future()  # the process ends through `protocol.end`

    try:
        asyncio.run(serve())
    except (KeyboardInterrupt, SystemExit):
        pass
