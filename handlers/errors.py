"""How a handler's failure reaches the client, by the kind of the error
(`semnet.graph.errors`):

- the caller's fault (`InputError`: an unknown endpoint or kind, a position
  outside the document, radius 9, a heading that cannot be renamed, a node
  no judge can judge; and pydantic's `ValidationError` of the params) →
  JSON-RPC `InvalidParams` with a message that says what is wrong;
- what the request needs cannot serve it (`UnavailableError`: a store that
  cannot be opened or that another process holds, a named failure of
  something it relies on: the llm judge's server, the works API, a wordnet)
  → `RequestFailed` with its message;
- anything else, a `SemnetError` of our own or any other exception → logged
  and answered with an internal error.

The server keeps running either way.
"""

from __future__ import annotations

import functools
import inspect
import logging
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import ValidationError
from pygls.exceptions import JsonRpcException, JsonRpcInternalError, JsonRpcInvalidParams
from semnet.graph.errors import InputError, UnavailableError

log = logging.getLogger("semnet.handlers")
F = TypeVar("F", bound=Callable[..., Any])

REQUEST_FAILED = -32803


class JsonRpcRequestFailed(JsonRpcException):
    CODE = REQUEST_FAILED
    MESSAGE = "Request failed"


def _pydantic_message(exc: ValidationError) -> str:
    parts = []
    for e in exc.errors():
        loc = ".".join(str(p) for p in e["loc"]) or "params"
        parts.append(f"{loc}: {e['msg'].removeprefix('Value error, ')}")
    return "invalid params: " + "; ".join(parts)


def as_rpc_error(exc: BaseException, where: str) -> JsonRpcException:
    """The JSON-RPC error a handler's exception becomes."""
    if isinstance(exc, JsonRpcException):
        return exc
    if isinstance(exc, InputError):
        return JsonRpcInvalidParams(str(exc))
    if isinstance(exc, ValidationError):
        return JsonRpcInvalidParams(_pydantic_message(exc))
    if isinstance(exc, UnavailableError):
        return JsonRpcRequestFailed(str(exc))
    log.error("%s failed", where, exc_info=exc)
    return JsonRpcInternalError(f"{where}: {type(exc).__name__}: {exc}")


def guarded(fn: F) -> F:
    """Map domain errors to JSON-RPC errors (see the module docstring)."""
    where = fn.__qualname__
    if inspect.iscoroutinefunction(fn):

        @functools.wraps(fn)
        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return await fn(*args, **kwargs)
            except Exception as exc:
                raise as_rpc_error(exc, where) from exc

        return wrapper  # type: ignore[return-value]

    @functools.wraps(fn)
    def sync_wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except Exception as exc:
            raise as_rpc_error(exc, where) from exc

    return sync_wrapper  # type: ignore[return-value]


def quietly(fn: F) -> F:
    """For notifications: log a failure instead of surfacing it (there is no reply)."""
    where = fn.__qualname__
    if inspect.iscoroutinefunction(fn):

        @functools.wraps(fn)
        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return await fn(*args, **kwargs)
            except Exception:
                log.exception("%s failed", where)
                return None

        return wrapper  # type: ignore[return-value]

    @functools.wraps(fn)
    def sync_wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except Exception:
            log.exception("%s failed", where)
            return None

    return sync_wrapper  # type: ignore[return-value]
