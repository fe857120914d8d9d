"""The one scrubber of secrets: every message, log line and stored text that
may carry an API key passes `scrub`, which removes the key and any piece of
it eight characters or longer (an endpoint that echoes the key in a cut
snippet leaks only a piece of it).

A key is checked (`check_key`) before it is used and remembered for the
life of the process (`remember`); the CLI's errors, the language server's
error replies, the log (`ScrubFilter`) and judged reasons go through
`scrub`. Keys shorter than eight characters are scrubbed whole only.
"""

from __future__ import annotations

import logging
import threading

from semnet.graph.errors import InputError

__all__ = [
    "FRAGMENT",
    "MASK",
    "BadKey",
    "ScrubFilter",
    "check_key",
    "one_line",
    "remember",
    "scrub",
    "scrub_with",
]

FRAGMENT = 8
MASK = "***"

_keys: set[str] = set()
_lock = threading.Lock()


class BadKey(InputError, ValueError):
    """A key that cannot be sent (the message never shows the key)."""


def check_key(value: str, where: str) -> str:
    """The key as it will be sent, or `BadKey` saying what is wrong with it
    (by position, never showing it). `where` names its source (`$VAR`)."""
    key = value.strip()
    for i, ch in enumerate(key):
        if ord(ch) > 126:
            raise BadKey(f"the key in {where} has a non-ASCII character (at position {i + 1})")
        if ord(ch) < 33:
            what = "a space" if ch == " " else "a control character"
            raise BadKey(f"the key in {where} has {what} (at position {i + 1})")
    return key


def remember(key: str | None) -> None:
    """Scrub this key (and its pieces) from everything from now on."""
    if key:
        with _lock:
            _keys.add(key)


def scrub(text: str) -> str:
    """`text` without any key this process knows, nor any piece of one of
    `FRAGMENT` characters or more."""
    with _lock:
        keys = sorted(_keys, key=len, reverse=True)
    for key in keys:
        text = scrub_with(text, key)
    return text


def scrub_with(text: str, key: str) -> str:
    """`text` without `key` nor any piece of it of `FRAGMENT` characters or more."""
    if not key or not text:
        return text
    if len(key) < FRAGMENT:
        return text.replace(key, MASK)
    grams = {key[i : i + FRAGMENT] for i in range(len(key) - FRAGMENT + 1)}
    out: list[str] = []
    i = last = 0
    n = len(text)
    while i <= n - FRAGMENT:
        if text[i : i + FRAGMENT] not in grams:
            i += 1
            continue
        j = i + FRAGMENT  # extend while the stretch is still a piece of the key
        while j < n and text[i : j + 1] in key:
            j += 1
        out.append(text[last:i])
        out.append(MASK)
        i = last = j
    out.append(text[last:])
    return "".join(out)


class ScrubFilter(logging.Filter):
    """Scrubs a log record's message (with its arguments) and its exception text."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not _keys:
            return True
        try:
            msg = record.getMessage()
        except Exception:  # a record that cannot format itself: leave it to logging
            return True
        clean = scrub(msg)
        if clean != msg:
            record.msg, record.args = clean, None
        if record.exc_info and record.exc_info[1] is not None:
            import traceback

            text = "".join(traceback.format_exception(*record.exc_info)).rstrip()
            clean = scrub(text)
            if clean != text:
                record.exc_info = None
                record.exc_text = clean
        return True


def one_line(text: str, limit: int = 500) -> str:
    """A message as a person or a client sees it: one line, cut to `limit`
    characters, scrubbed (the CLI's errors, JSON-RPC and MCP error replies)."""
    t = " ".join(text.split())
    return scrub(t if len(t) <= limit else t[: limit - 1] + "…")
