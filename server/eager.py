"""`start_eagerly(coro)`: a coroutine's first step run at once, in the
caller's turn of the event loop, and the rest in a task only if it has to
wait (what Python 3.12's eager task factory does; semnet runs on 3.11).

A request answered from memory (hover, definition, symbols, completion)
never waits: started eagerly, it is answered in the turn that read it,
without a task and the turns of the loop a task costs before and after it.
A coroutine that does wait (a store still loading, the writer holding the
state lock) goes on in a task exactly as it would have: each future it waits
on is awaited by that task, and the task's cancellation is the coroutine's.

`nothing_queued` says when starting one at once overtakes nothing: a request's
handler then starts where a task would have run it next.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

__all__ = ["nothing_queued", "start_eagerly"]


def start_eagerly(coro: Coroutine[Any, Any, Any]) -> asyncio.Future[Any]:
    """The coroutine's outcome: a future already done if its first step
    ended it, else the task that runs the rest."""
    try:
        waits_on = coro.send(None)
    except StopIteration as stop:
        done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        done.set_result(stop.value)
        return done
    except BaseException as exc:  # the coroutine's own failure (or cancellation)
        failed: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        if isinstance(exc, asyncio.CancelledError):
            failed.cancel()
        else:
            failed.set_exception(exc)
        return failed
    return asyncio.ensure_future(_rest(coro, waits_on))


async def _rest(coro: Coroutine[Any, Any, Any], waits_on: Any) -> Any:
    """Drive `coro` on from a point where it yielded `waits_on` (a future, or
    None for a bare yield such as `asyncio.sleep(0)`)."""
    while True:
        error: BaseException | None = None
        if waits_on is not None and not asyncio.isfuture(waits_on):
            error = RuntimeError(f"a coroutine yielded {waits_on!r}, not a future")
        else:
            if waits_on is not None:
                # As a task does: the future was handed over, and is awaited here.
                waits_on._asyncio_future_blocking = False
            try:
                await (asyncio.sleep(0) if waits_on is None else waits_on)
            except asyncio.CancelledError as exc:
                if waits_on is None or not waits_on.cancelled():
                    error = exc  # this task was cancelled, so is the coroutine
            except BaseException:  # the future's outcome: the coroutine reads it itself
                pass
        try:
            waits_on = coro.send(None) if error is None else coro.throw(error)
        except StopIteration as stop:
            return stop.value


def nothing_queued(harmless: tuple[Any, ...] = ()) -> bool:
    """Is nothing waiting to run on the running event loop but the loop's own
    wake-up and the `harmless` callbacks? A task's step or any other callback
    counts; so does another loop than asyncio's (it keeps them in `_ready`).

    Other threads add to that queue at any time (`call_soon_threadsafe`: the
    store's writer, the parse workers). One that does so while it is read has
    queued something: busy (the handler then runs in a task, as it may)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:  # not on the event loop
        return False
    ready = getattr(loop, "_ready", None)
    if ready is None:
        return False
    allowed = (getattr(loop, "_read_from_self", None), *harmless)
    try:
        return all(getattr(h, "_callback", None) in allowed for h in ready)
    except RuntimeError:  # "deque mutated during iteration"
        return False
