"""`FrameReader`: the base protocol's framing (`Content-Length` headers and a
body) read from a byte stream, robust to a client that breaks it.

A broken frame ends that message, not the connection: a header block with
no usable `Content-Length`, a length past `max_body` (or one that is not a
number at all, `99999999999999999999`), a header line longer than
`max_header` or a body that turns out to hold the next frame each give one
`Frame` with an `error` (the server answers it with a null-id error), and
reading goes on at the next `Content-Length` header. A body that is still
incomplete when the stream goes quiet for `idle_s` is looked at again: if
the next frame's header is inside it, or if what arrived is a whole JSON
value, the frame lied about its length and is cut there.

The reader runs on a daemon thread of its own (it never keeps the process
alive) and hands each frame to a callback, in order.
"""

from __future__ import annotations

import json
import logging
import os
import re
import select
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import BinaryIO

log = logging.getLogger("semnet.server")

MAX_HEADER = 8 * 1024
MAX_BODY = 64 * 1024 * 1024
IDLE_S = 1.0
_CHUNK = 1 << 16

_HEADER_END = re.compile(rb"\r?\n\r?\n")
_LENGTH = re.compile(rb"content-length[ \t]*:[ \t]*(\S*)[ \t]*\r?$", re.I | re.M)
_NEXT = re.compile(rb"content-length[ \t]*:", re.I)


@dataclass(frozen=True, slots=True)
class Frame:
    """One message's body, or why a frame could not be read (`body` None)."""

    body: bytes | None
    error: str | None = None


class FrameParser:
    """The framing state machine, fed bytes as they arrive (no I/O here)."""

    def __init__(self, max_body: int = MAX_BODY, max_header: int = MAX_HEADER) -> None:
        self.max_body = max_body
        self.max_header = max_header
        self._buf = bytearray()
        self._need: int | None = None  # the body length of the frame being read
        self._resync = False  # skipping to the next Content-Length header

    @property
    def pending(self) -> bool:
        """Is a frame's body partly read?"""
        return self._need is not None and bool(self._buf)

    def feed(self, data: bytes) -> list[Frame]:
        self._buf += data
        out: list[Frame] = []
        while True:
            got = self._step()
            if got is None:
                return out
            out.append(got)

    def idle(self) -> list[Frame]:
        """The stream went quiet with a body incomplete: cut the frame if it lied."""
        if self._need is None or not self._buf:
            return []
        m = _NEXT.search(self._buf)
        if m is not None and _HEADER_END.search(self._buf, m.end()):
            del self._buf[: m.start()]  # the broken frame's bytes
            self._need = None
            return [Frame(None, "Content-Length is larger than the body"), *self.feed(b"")]
        try:
            json.loads(self._buf)
        except (ValueError, RecursionError):
            return []
        body = bytes(self._buf)
        self._buf.clear()
        self._need = None
        log.warning("a frame announced more bytes than it sent; read its %d bytes", len(body))
        return [Frame(body)]

    def _step(self) -> Frame | None:
        buf = self._buf
        if self._resync:
            m = _NEXT.search(buf)
            if m is None:
                keep = 32  # a header cut in the middle
                del buf[: max(0, len(buf) - keep)]
                return None
            del buf[: m.start()]
            self._resync = False
        if self._need is not None:
            if len(buf) < self._need:
                return None
            body = bytes(buf[: self._need])
            del buf[: self._need]
            self._need = None
            return self._split_lie(body)
        while True:
            m = _HEADER_END.search(buf)
            if m is None:
                if len(buf) > self.max_header:
                    self._resync = True
                    del buf[: len(buf) - 32]
                    return Frame(None, f"a header longer than {self.max_header} bytes")
                return None
            head = bytes(buf[: m.start()])
            del buf[: m.end()]
            if head.strip():
                return self._header(head)
            # blank lines between frames: read on

    def _header(self, head: bytes) -> Frame | None:
        found = _LENGTH.findall(head)
        if not found:
            return Frame(None, "a header without Content-Length")
        value = found[-1]
        if not value.isdigit() or len(value) > 12:
            self._resync = True
            return Frame(None, f"Content-Length {value[:24]!r} is not a byte count")
        n = int(value)
        if n > self.max_body:
            self._resync = True
            return Frame(None, f"Content-Length {n} is over the limit of {self.max_body} bytes")
        if n == 0:
            return Frame(None, "Content-Length 0: an empty message")
        self._need = n
        return self._step()

    def _split_lie(self, body: bytes) -> Frame:
        """A body that holds the start of the next frame: the frame said more
        bytes than it had. Keep the next frame for the next step."""
        m = _NEXT.search(body)
        if m is None or m.start() == 0:
            return Frame(body)
        try:
            json.loads(body)
            return Frame(body)  # "Content-Length:" inside a string of a good message
        except (ValueError, RecursionError):
            pass
        self._buf[:0] = body[m.start() :]
        return Frame(None, "Content-Length is larger than the body")


class FrameReader:
    """Reads frames from `stream` on a daemon thread; `on_frame(frame)` for
    each, then `on_end()` at the end of the stream."""

    def __init__(
        self,
        stream: BinaryIO,
        on_frame: Callable[[Frame], None],
        on_end: Callable[[], None],
        *,
        max_body: int = MAX_BODY,
        idle_s: float = IDLE_S,
    ) -> None:
        self._stream = stream
        self._on_frame = on_frame
        self._on_end = on_end
        self._parser = FrameParser(max_body)
        self._idle_s = idle_s
        self._thread = threading.Thread(target=self._run, name="semnet-stdin", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        try:
            fd: int | None = self._stream.fileno()
        except (AttributeError, OSError, ValueError):
            fd = None
        try:
            while True:
                if fd is not None and self._parser.pending and not _ready(fd, self._idle_s):
                    for f in self._parser.idle():
                        self._on_frame(f)
                    continue
                data = self._read(fd)
                if not data:
                    break
                for f in self._parser.feed(data):
                    self._on_frame(f)
        except Exception:  # pragma: no cover - the stream itself failed
            log.exception("reading the client's messages failed")
        finally:
            self._on_end()

    def _read(self, fd: int | None) -> bytes:
        if fd is not None:
            try:
                return os.read(fd, _CHUNK)
            except OSError:
                return b""
        read1 = getattr(self._stream, "read1", None)
        return bytes(read1(_CHUNK) if read1 is not None else self._stream.read(_CHUNK))


def _ready(fd: int, timeout: float) -> bool:
    """Does `fd` have bytes to read within `timeout` seconds?"""
    try:
        r, _, _ = select.select([fd], [], [], timeout)
    except (OSError, ValueError):
        return True
    return bool(r)
