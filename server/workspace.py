"""One workspace folder as the language server holds it.

Each folder has its own store (`.semnet/graph.duckdb`), indexer, query API,
live views of its open documents and one writer thread. Everything that
touches DuckDB (opening, index passes, promote and dismiss, history reads,
reloads after another process wrote) runs on the writer thread, one job at
a time; requests read the in-memory index on the event loop.

The store holds its file only while it opens and while a run writes
(`hold="writes"`), so `semnet graph …` or `semnet index` in a terminal can use
the same store between two runs; before answering, the server notices (one
`stat`) that another process wrote and reloads.

Reads and writes meet at `ServerStore.state_lock`: the writer takes it only
around the two moments a run changes the in-memory state (its start, which
may reload, and its commit) and around a reload, so a long index pass (parse,
re-anchor, lift) never blocks a request; a request waits (asynchronously, the
loop stays free) only while a commit lands.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import unquote, urlparse

import duckdb
from semnet.graph.editor.located import split_lines
from semnet.graph.errors import StoreError
from semnet.graph.model import NodeRec
from semnet.graph.query.api import GraphAPI
from semnet.graph.store.edge_store import EdgeStore, WhileLoading, store_path
from semnet.graph.store.slice import StoreSlice
from semnet.graph.store.writer import RunWriter
from semnet.handlers.convert import UTF16, Frame

# What only an opened store needs is imported when the store opens (on the
# writer thread), not when the server starts: see `Workspace.open`.
if TYPE_CHECKING:
    from semnet.graph.editor.livedoc import LiveDoc
    from semnet.graph.editor.navigation import NameIndex, WorkspaceView
    from semnet.graph.judge.api import JudgeAPI
    from semnet.graph.manuscript.indexer import Indexer, IndexSummary, Progress

log = logging.getLogger("semnet.server")
T = TypeVar("T")

_MAX_CACHED_FILES = 256
# How long a block cut from one buffer waits, detached, for its paste elsewhere.
DETACH_GRACE_S = 120.0


# Tests only: the index loads once this file (in `.semnet/`) exists, so that a
# test can ask while the store is still loading.
LOAD_GATE_ENV = "SEMNET_TEST_LOAD_GATE"


def _wait_for_file(path: Path, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.01)


class ServerStore(EdgeStore):
    """An `EdgeStore` whose in-memory state (index, nodes) changes only under
    `state_lock`, so that the event loop can read it while the writer thread
    works. Held by the writer for a run's start and commit and for a reload."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        lock_timeout: float,
        while_loading: WhileLoading | None = None,
    ) -> None:
        self.state_lock = threading.Lock()
        super().__init__(
            path, hold="writes", lock_timeout=lock_timeout, while_loading=while_loading
        )

    @contextmanager
    def run(
        self,
        kind: str,
        *,
        artifact: dict[str, Any] | None = None,
        parent_id: str | None = None,
    ) -> Iterator[RunWriter]:
        # Wait for the file (a terminal `semnet` may hold it) before taking the
        # lock, so that readers are never kept waiting for another process.
        with self.connection():
            cm = super().run(kind, artifact=artifact, parent_id=parent_id)
            with self.state_lock:
                writer = cm.__enter__()
            try:
                yield writer
            except BaseException as exc:
                with self.state_lock:
                    if not cm.__exit__(type(exc), exc, exc.__traceback__):
                        raise
            else:
                with self.state_lock:
                    cm.__exit__(None, None, None)

    def refresh(self) -> bool:
        with self.connection(), self.state_lock:
            return super().refresh()


def file_stamp(path: Path) -> tuple[int, ...]:
    """What changes when any process writes the store (the file and its WAL)."""
    out: list[int] = []
    for p in (path, path.with_name(path.name + ".wal")):
        try:
            st = os.stat(p)
            out += [st.st_mtime_ns, st.st_size]
        except OSError:
            out += [0, 0]
    return tuple(out)


class StoreUnavailable(StoreError):
    """The workspace's store could not be opened (the message says why)."""


class Workspace:
    """One workspace folder: its store, indexer, query API, open documents and
    writer thread.

    Attributes:
        root: the folder (resolved).
        uri: its `file://` URI.
        store, indexer, api: set by `open()` on the writer thread; `loaded` is set then.
        docs: live views of the open documents, by workspace-relative path.
        buffers: the open documents' texts as the editor last sent them.
        versions: the open documents' versions.
        pending: texts waiting for the next index pass (None: the file is gone).
        loaded: the store is open and its index loaded (reads may start).
        indexed: the first index pass is done.
        error: why the store could not be opened, if it could not.
    """

    def __init__(self, root: Path, *, lock_timeout: float = 10.0) -> None:
        self.root = root.resolve()
        self.uri = self.root.as_uri()
        self.name = self.root.name
        self.lock_timeout = lock_timeout
        self.store: ServerStore | None = None
        self.indexer: Indexer | None = None
        self.api: GraphAPI | None = None
        self.judges: JudgeAPI | None = None
        self.judged = False
        self.docs: dict[str, LiveDoc] = {}
        self.buffers: dict[str, str] = {}
        self.versions: dict[str, int] = {}
        self.pending: dict[str, str | None] = {}
        self.live_timers: dict[str, asyncio.TimerHandle] = {}
        self.write_timer: asyncio.TimerHandle | None = None
        self.loaded = asyncio.Event()
        self.indexed = asyncio.Event()
        self.connected = asyncio.Event()
        self.opening: asyncio.Future[None] | None = None
        self.error: str | None = None
        self.names: NameIndex | None = None
        self.on_reload: Callable[[Workspace], None] | None = None
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"semnet-{self.name}")
        self._loop: asyncio.AbstractEventLoop | None = None
        self._slice_con: duckdb.DuckDBPyConnection | None = None
        self._slice_lock = threading.Lock()
        self._jobs = 0
        self._stamp: tuple[int, ...] = ()
        self._seen: dict[str, NodeRec] = {}
        self._seen_gen = -1
        self._files: OrderedDict[str, tuple[int, list[str]]] = OrderedDict()
        self._uris: dict[str, str] = {}
        self.store_path = store_path(self.root)

    # -- the writer thread ----------------------------------------------------------------

    async def submit(self, fn: Callable[..., T], *args: Any) -> T:
        """Run `fn` on the writer thread (after the jobs before it)."""
        self._jobs += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self._writer, fn, *args)
        finally:
            self._jobs -= 1

    def begin_open(self) -> None:
        """Start opening the store on the writer thread (at `initialize`, as
        soon as the folder is known); `start_folder` awaits `opening`."""
        if self.opening is None:
            try:
                self._loop = asyncio.get_running_loop()
            except RuntimeError:  # no loop (a unit test): start_folder opens it
                return
            self.opening = asyncio.ensure_future(self.submit(self.open))

    def open(self) -> None:
        """Open (or create) the store and load it. Writer thread.

        Once the schema is current, and while the index loads, `answer_early`
        reads slices of the store through a cursor of the same connection."""
        t0 = time.perf_counter()
        self.store = ServerStore(
            self.store_path, lock_timeout=self.lock_timeout, while_loading=self._slices_from
        )
        from semnet.graph.judge.api import JudgeAPI
        from semnet.graph.manuscript.indexer import Indexer

        # A cut in one buffer and its paste in another arrive as two passes.
        self.indexer = Indexer(self.store, self.root, detach_grace=DETACH_GRACE_S)
        self.api = GraphAPI(self.store, self.root, file_uris=True)
        self.judges = JudgeAPI(self.api)
        self._stamp = file_stamp(self.store_path)
        log.info(
            "%s: store loaded (%d nodes, %d edges) in %.2f s",
            self.root,
            len(self.store.nodes),
            len(self.store.index),
            time.perf_counter() - t0,
        )

    @contextmanager
    def _slices_from(self, con: duckdb.DuckDBPyConnection) -> Iterator[None]:
        """While the index loads, slices are read with a cursor of `con`; it
        closes (after the slice being read, if any) before `con` may. (Writer thread.)"""
        cur = con.cursor()
        with self._slice_lock:
            self._slice_con = cur
        try:
            if self._loop is not None:
                self._loop.call_soon_threadsafe(self.connected.set)
            gate = os.environ.get(LOAD_GATE_ENV)
            if gate:
                _wait_for_file(self.store_path.parent / gate)
            yield
        finally:
            with self._slice_lock:
                self._slice_con = None
                cur.close()

    async def answer_early(self, refs: list[str], fn: Callable[[StoreSlice], T]) -> T | None:
        """`fn` of the slice of the store around `refs`, while the store's
        index is still loading; None once it is loaded (or cannot be)."""
        if self.loaded.is_set():
            return None
        if not self.connected.is_set():
            waits = [asyncio.ensure_future(e.wait()) for e in (self.connected, self.loaded)]
            _, pending = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
            for w in pending:
                w.cancel()
        if self.loaded.is_set():
            return None
        part = await asyncio.to_thread(self._slice, refs)
        return fn(part) if part is not None else None

    def _slice(self, refs: list[str]) -> StoreSlice | None:
        with self._slice_lock:
            if self._slice_con is None:
                return None
            try:
                return StoreSlice(self.store_path, self._slice_con, refs)
            except duckdb.Error:
                log.exception("%s: a slice of the store could not be read", self.root)
                return None  # the loaded index answers instead

    def index_workspace(self, progress: Progress | None) -> IndexSummary:
        assert self.indexer is not None
        try:
            summary = self.indexer.index_workspace(progress)
            self.judge_offline()
            return summary
        finally:
            self._stamp = file_stamp(self.store_path)

    def judge_offline(self) -> None:
        """The offline (rules) judge over the facts whose text changed, after an
        index pass, so stance diagnostics appear without asking. Writer thread.
        `judged` says whether it wrote (its edges change no node, so the caller
        republishes everything then)."""
        assert self.store is not None
        self.judged = False
        if self.judges is None or not self.judges.settings.auto:
            return
        from semnet.graph.judge.persist import run_offline_judge

        try:
            summary = run_offline_judge(self.store)
        except Exception:
            log.exception("%s: the offline judge failed", self.root)
            return
        self.judged = summary.run_id is not None

    def write(self, changed: dict[str, str | None]) -> IndexSummary:
        """One index pass over texts the editor has (or files that changed on
        disk); texts the store already holds are left out (no run at all when
        that is every one of them)."""
        from semnet.graph.manuscript.indexer import file_hash

        assert self.indexer is not None
        files = self.indexer.catalog().files
        todo: dict[str, str | None] = {}
        for rel, text in changed.items():
            f = files.get(rel)
            if text is None:
                if f is not None:
                    todo[rel] = None
            elif f is None or (f.attrs or {}).get("file_hash") != file_hash(text.encode("utf-8")):
                todo[rel] = text
        try:
            summary = self.indexer.update(todo, run_kind="edit")
            if summary.run_id is not None:
                self.judge_offline()
            else:
                self.judged = False
            return summary
        finally:
            self._stamp = file_stamp(self.store_path)

    def judge(self, method: str, params: dict[str, Any]) -> Any:
        """A judge request (`relate`, `factcheck`, `mark`): it writes, so it runs
        here, on the writer thread."""
        assert self.judges is not None
        try:
            return getattr(self.judges, method)(params)
        finally:
            self._stamp = file_stamp(self.store_path)

    def rebuild(self) -> IndexSummary:
        assert self.indexer is not None
        try:
            return self.indexer.rebuild()
        finally:
            self._stamp = file_stamp(self.store_path)

    def triage(self, action: str, edge_id: str) -> str:
        """Promote or dismiss one judged edge, in a run of its own. Returns the
        edge's far ends' refs (for republishing)."""
        assert self.store is not None
        try:
            with self.store.run(
                action, artifact={"request": f"semnet.{action}", "edge": edge_id}
            ) as run:
                rec = run.promote(edge_id) if action == "promote" else run.dismiss(edge_id)
            return rec.id
        finally:
            self._stamp = file_stamp(self.store_path)

    def refresh(self) -> bool:
        """Reload if another process wrote the store. Writer thread."""
        assert self.store is not None
        try:
            return self.store.refresh_if_changed()
        finally:
            self._stamp = file_stamp(self.store_path)

    def call(self, fn: Callable[[], T]) -> T:
        """A read that needs DuckDB (history), on the writer thread."""
        try:
            return fn()
        finally:
            self._stamp = file_stamp(self.store_path)

    def close(self) -> None:
        if self.store is not None:
            self.store.close()

    def shutdown_writer(self) -> None:
        self._writer.shutdown(wait=True, cancel_futures=False)

    # -- reading --------------------------------------------------------------------

    async def refresh_if_needed(self) -> None:
        """Pick up what another process wrote (a cheap stat when nothing was)."""
        if self.store is None or self._jobs:
            return
        if file_stamp(self.store_path) == self._stamp:
            return
        if await self.submit(self.refresh) and self.on_reload is not None:
            self.on_reload(self)

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[WorkspaceView]:
        """The workspace as it is now, for the duration of the block (which must
        not await: the writer's commits wait for it)."""
        await self.loaded.wait()
        if self.store is None:
            raise StoreUnavailable(self.error or f"no store for {self.root}")
        await self.refresh_if_needed()
        lock = self.store.state_lock
        delay = 0.0005
        while not lock.acquire(blocking=False):
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.005)
        try:
            yield self.view()
        finally:
            lock.release()

    def view(self) -> WorkspaceView:
        """(With `state_lock` held.)"""
        from semnet.graph.editor.navigation import NameIndex, WorkspaceView

        assert self.store is not None
        self.names = NameIndex.current(self.store, self.names)
        return WorkspaceView(self.store, self.names, self.docs)

    def take_changes(self) -> tuple[set[str], set[str]]:
        """The nodes (and their files, before and after) that changed since the
        last call. (With `state_lock` held.)"""
        assert self.store is not None
        if self._seen_gen == self.store.generation:
            return set(), set()
        now = self.store.nodes
        prev = self._seen
        ids: set[str] = set()
        files: set[str] = set()
        for k, v in now.items():
            p = prev.get(k)
            if p is not v:
                ids.add(k)
                if v.uri:
                    files.add(v.uri)
                if p is not None and p.uri:
                    files.add(p.uri)
        for k in prev.keys() - now.keys():
            ids.add(k)
            uri = prev[k].uri
            if uri:
                files.add(uri)
        self._seen = dict(now)
        self._seen_gen = self.store.generation
        return ids, files

    # -- documents --------------------------------------------------------------------

    def rel_of(self, uri: str) -> str | None:
        """The workspace-relative path of a `file://` URI inside this folder."""
        if not uri.startswith("file:"):
            return None
        path = Path(unquote(urlparse(uri).path))
        try:
            return path.resolve().relative_to(self.root).as_posix()
        except (ValueError, OSError):
            return None

    def uri_of(self, rel: str) -> str:
        got = self._uris.get(rel)
        if got is None:
            got = self._uris[rel] = (self.root / rel).as_uri()
        return got

    def line_of(self, rel: str, line: int) -> str:
        """One line of a file as the editor sees it: the live view of an open
        buffer, else the file on disk (cached by modification time)."""
        doc = self.docs.get(rel)
        if doc is not None:
            lines = doc.lines
        elif rel in self.buffers:
            lines = split_lines(self.buffers[rel])
        else:
            lines = self._disk_lines(rel)
        return lines[line] if 0 <= line < len(lines) else ""

    def _disk_lines(self, rel: str) -> list[str]:
        path = self.root / rel
        try:
            mtime = path.stat().st_mtime_ns
        except OSError:
            return []
        got = self._files.get(rel)
        if got is not None and got[0] == mtime:
            self._files.move_to_end(rel)
            return got[1]
        try:
            lines = split_lines(path.read_text(encoding="utf-8", errors="replace"))
        except OSError:
            return []
        self._files[rel] = (mtime, lines)
        if len(self._files) > _MAX_CACHED_FILES:
            self._files.popitem(last=False)
        return lines

    def disk_text(self, rel: str) -> str | None:
        try:
            return (self.root / rel).read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None

    def frame(self, encoding: str = UTF16) -> Frame:
        return Frame(self.uri_of, self.line_of, encoding)

    def live_doc_for(self, rel: str, text: str, view: WorkspaceView) -> LiveDoc:
        """A live view of a buffer: the store's nodes when it holds this very
        text, else a parse re-anchored onto them. (With `state_lock` held.)"""
        from semnet.graph.editor.livedoc import LiveDoc
        from semnet.graph.manuscript.indexer import file_hash

        f = view.file_node(rel)
        stored = view.name_index.catalog.by_uri.get(rel, {})
        if f is not None and (f.attrs or {}).get("file_hash") == file_hash(text.encode("utf-8")):
            return LiveDoc.from_store(rel, text, stored.values())
        previous = view.name_index.stored_blocks(rel) if stored else []
        return LiveDoc.from_text(rel, text, previous, view.names)

    def is_markdown(self, rel: str) -> bool:
        low = rel.lower()
        return (low.endswith(".md") or low.endswith(".bib")) and not rel.startswith(".semnet/")
