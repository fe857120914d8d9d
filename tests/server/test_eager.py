"""`start_eagerly`: a coroutine that does not wait is done in the caller's
turn; one that waits goes on in a task, with its outcome and cancellation."""

from __future__ import annotations

import asyncio

import pytest
from semnet.server.eager import start_eagerly


async def test_a_coroutine_that_does_not_wait_is_done_at_once() -> None:
    ran: list[str] = []

    async def answer() -> int:
        ran.append("ran")
        return 42

    got = start_eagerly(answer())
    assert ran == ["ran"] and got.done() and got.result() == 42


async def test_a_failure_in_the_first_step_is_the_futures() -> None:
    async def fail() -> None:
        raise ValueError("bad params")

    got = start_eagerly(fail())
    assert got.done()
    with pytest.raises(ValueError, match="bad params"):
        got.result()


async def test_a_coroutine_that_waits_goes_on_when_its_futures_are_done() -> None:
    gate = asyncio.Event()
    loop = asyncio.get_running_loop()

    async def later() -> str:
        await gate.wait()
        await asyncio.sleep(0)  # a bare yield
        got = await loop.run_in_executor(None, lambda: "from a thread")
        await asyncio.sleep(0.001)
        return got

    fut = start_eagerly(later())
    assert not fut.done()
    gate.set()
    assert await asyncio.wait_for(fut, 5) == "from a thread"


async def test_the_failure_of_an_awaited_future_reaches_the_coroutine() -> None:
    async def fails_later() -> str:
        await asyncio.sleep(0.001)
        try:
            await asyncio.get_running_loop().run_in_executor(None, lambda: 1 / 0)
        except ZeroDivisionError:
            return "caught"
        return "not caught"

    assert await asyncio.wait_for(start_eagerly(fails_later()), 5) == "caught"


async def test_cancelling_the_task_cancels_the_coroutine() -> None:
    seen: list[str] = []

    async def waits() -> None:
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            seen.append("cancelled")
            raise

    fut = start_eagerly(waits())
    await asyncio.sleep(0.01)
    fut.cancel()
    with pytest.raises(asyncio.CancelledError):
        await fut
    assert seen == ["cancelled"]


async def test_a_time_limit_around_the_rest() -> None:
    async def slow() -> None:
        await asyncio.sleep(10)

    with pytest.raises(TimeoutError):
        await asyncio.wait_for(start_eagerly(slow()), 0.01)


async def test_a_handler_starts_at_once_only_when_it_overtakes_nothing() -> None:
    from semnet.server.lsp import SemnetServer

    proto = SemnetServer().protocol
    order: list[str] = []

    async def handler() -> None:
        order.append("handler")

    await asyncio.sleep(0.01)  # whatever the test's start queued has run
    proto._execute_handler("1", handler, callback=lambda f: order.append("answered"))
    assert order == ["handler", "answered"]  # in this turn of the loop

    order.clear()
    asyncio.get_running_loop().call_soon(order.append, "queued before")
    proto._execute_handler("2", handler, callback=lambda f: order.append("answered"))
    assert order == []
    await asyncio.sleep(0.01)
    assert order == ["queued before", "handler", "answered"]


def _tick() -> None:
    """A callback another thread queues on the loop."""


async def test_nothing_queued_reads_a_queue_other_threads_add_to() -> None:
    """The soak found it: a worker thread's `call_soon_threadsafe` changed the
    loop's queue while it was read ("deque mutated during iteration", an
    internal error on a references request). Here a thread keeps adding
    callbacks counted harmless, so the whole queue is read every time; one
    added during a read makes it busy."""
    import sys
    import threading
    import time

    from semnet.server.eager import nothing_queued

    loop = asyncio.get_running_loop()
    ready = loop._ready  # type: ignore[attr-defined]
    stop = threading.Event()

    def add() -> None:
        while not stop.is_set():
            if len(ready) < 300:
                loop.call_soon_threadsafe(_tick)
            else:
                time.sleep(0)

    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as the GIL allows
    worker = threading.Thread(target=add)
    worker.start()
    answers: set[bool] = set()
    try:
        for i in range(30_000):
            answers.add(nothing_queued((_tick,)))
            if i % 100 == 0:
                await asyncio.sleep(0)  # the loop runs what was queued
    finally:
        stop.set()
        worker.join()
        sys.setswitchinterval(before)
    assert True in answers  # idle whenever only the harmless callbacks wait
    loop.call_soon(lambda: None)  # anything else queued: busy
    assert not nothing_queued((_tick,))
