"""`IndexProgress`: a folder's first index pass as LSP work-done progress
(`$/progress` begin, reports of the files parsed at most every 50 ms or
percent, reports of each step after parsing, end)."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from lsprotocol import types

if TYPE_CHECKING:
    from pygls.progress import Progress
    from semnet.graph.manuscript.indexer import Progress as Report

log = logging.getLogger("semnet.server")

_CREATE_TIMEOUT_S = 10.0


class IndexProgress:
    """Progress bars for index passes, through the client's `Progress`."""

    def __init__(self, progress: Callable[[], Progress]) -> None:
        self._progress = progress
        self._n = 0

    async def begin(self, title: str) -> tuple[str | None, Report | None]:
        """A new progress bar: its token and the indexer's report callback
        (None, None when the client does not answer)."""
        progress = self._progress()
        self._n += 1
        token = f"semnet-index-{self._n}"
        try:  # a client that never answers must not keep the folder from being indexed
            await asyncio.wait_for(progress.create_async(token), _CREATE_TIMEOUT_S)
        except (Exception, TimeoutError) as exc:
            log.info("no progress: %s", exc)
            return None, None
        progress.begin(
            token,
            types.WorkDoneProgressBegin(title=title, percentage=0, cancellable=False),
        )
        loop = asyncio.get_running_loop()
        last = [-1, 0.0]

        def report(done: int, total: int, rel: str) -> None:
            # Called on the writer thread.
            pct = int(done * 100 / total) if total else 100
            now = time.monotonic()
            step = not rel.lower().endswith((".md", ".bib"))  # a step after parsing: always told
            if not step and (pct == last[0] or (now - last[1] < 0.05 and pct < 100)):
                return
            last[0], last[1] = pct, now
            value = types.WorkDoneProgressReport(message=rel, percentage=pct)
            loop.call_soon_threadsafe(progress.report, token, value)

        return token, report

    def end(self, token: str | None, message: str) -> None:
        if token is not None:
            self._progress().end(token, types.WorkDoneProgressEnd(message=message))
