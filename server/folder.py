"""`Folder`: one workspace folder as the language server holds it — its store,
indexer, query and judge APIs, the reads it answers while the store loads,
and the open documents and pending writes that belong to it.

Everything that touches DuckDB (opening, index passes, triage,
history reads, reloads after another process wrote) runs on the folder's one
writer thread, one job at a time, through the async methods below; requests
read the in-memory index on the event loop inside `reading()`. Before a read
the folder notices (one `stat`, see `ServerStore`) that another process wrote
the store and reloads.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from semnet.graph.errors import StoreLockedError
from semnet.graph.model import NodeRec
from semnet.graph.store.location import store_path
from semnet.handlers.convert import UTF16, FileUris, Frame
from semnet.server.documents import DocumentTracker, is_markdown
from semnet.server.early import INDEX_GATE_ENV, EarlyReads, wait_for_gate
from semnet.server.writes import Batch, WriteQueue

# What only an opened store needs is imported when the store opens (on the
# writer thread), not when the server starts: see `Folder._open`.
if TYPE_CHECKING:
    from semnet.graph.editor.navigation import NameIndex, WorkspaceView
    from semnet.graph.judge.api import JudgeAPI
    from semnet.graph.judge.manual import AssertResult
    from semnet.graph.judge.triage import TriageResult, UndoResult
    from semnet.graph.manuscript.indexer import Indexer, IndexSummary, Progress
    from semnet.graph.manuscript.lift import NameTable
    from semnet.graph.manuscript.resolve import Conventions
    from semnet.graph.query.api import GraphAPI
    from semnet.graph.store.slice import StoreSlice
    from semnet.graph.store.triage import TriageAction
    from semnet.server.store import ServerStore

log = logging.getLogger("semnet.server")
T = TypeVar("T")

# How long a block cut from one buffer waits, detached, for its paste elsewhere.
DETACH_GRACE_S = 120.0
# How often an open waits for a terminal `semnet` that holds the store.
_RETRY_OPEN_S = 2.0


class FolderEvents(Protocol):
    """What a folder tells the server that holds it."""

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run a coroutine in the background."""
        ...

    def store_reloaded(self, folder: Folder) -> None:
        """Another process wrote the store; it was reloaded."""

    async def store_written(self, folder: Folder, batch: Batch) -> None:
        """A batch of pending writes went into the store."""

    def write_held(self, folder: Folder, exc: StoreLockedError) -> None:
        """Another process held the store; the pending writes wait."""

    def write_failed(self, folder: Folder, batch: Batch, exc: Exception) -> None:
        """A batch could not be written (it is dropped)."""


class Folder:
    """One workspace folder.

    Attributes:
        root: the folder (resolved); `uri` its `file://` URI; `name` its name.
        store, indexer, api, judges: there once the store is open (`loaded`).
        documents: its open documents (`DocumentTracker`).
        writes: its texts waiting for an index pass (`WriteQueue`).
        loaded: the store is open and its index loaded, or it cannot be (reads may start).
        indexed: the first index pass is done (or failed).
        judged: whether the last index pass made the offline judge write.
        error: why the store could not be opened, if it could not.
        config_error: what is wrong in semnet.toml (the defaults stand in for it).
    """

    def __init__(self, root: Path, events: FolderEvents, *, lock_timeout: float = 10.0) -> None:
        self.root = root.resolve()
        self.uri = self.root.as_uri()
        self.name = self.root.name
        self.store_path = store_path(self.root)
        self.store: ServerStore | None = None
        self.indexer: Indexer | None = None
        self.api: GraphAPI | None = None
        self.judges: JudgeAPI | None = None
        self.judged = False
        self.error: str | None = None
        self.config_error: str | None = None
        self.loaded = asyncio.Event()
        self.indexed = asyncio.Event()
        self.uris = FileUris(self.root)
        self.documents = DocumentTracker(self.root)
        self.writes = WriteQueue(
            self.write,
            ready=lambda: self.store is not None and self.indexed.is_set(),
            spawn=events.spawn,
            written=partial(events.store_written, self),
            held=partial(events.write_held, self),
            failed=partial(events.write_failed, self),
        )
        self._events = events
        self._lock_timeout = lock_timeout
        self._early = EarlyReads(self.store_path, self.loaded)
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"semnet-{self.name}")
        self._jobs = 0
        self._refreshing: asyncio.Future[bool] | None = None
        self._closing = False
        self._opening: asyncio.Future[None] | None = None
        self._names: NameIndex | None = None
        self._conventions: tuple[Any, Conventions] | None = None  # (config, what it says)
        # The names of the files' headers, which links resolve against while
        # the first index pass of a folder the store knows nothing of runs.
        self._header_names: NameTable | None = None
        self._seen: dict[str, NodeRec] = {}
        self._seen_gen = -1

    def set_lock_timeout(self, seconds: float) -> None:
        """How long opening the store waits for another process (the setting)."""
        self._lock_timeout = seconds

    # -- the writer thread ----------------------------------------------------------------

    async def _submit(self, fn: Callable[..., T], *args: Any) -> T:
        """Run `fn` on the writer thread (after the jobs before it)."""
        self._jobs += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self._writer, fn, *args)
        finally:
            self._jobs -= 1

    def begin_open(self) -> None:
        """Start opening the store on the writer thread (at `initialize`, as
        soon as the folder is known); `open_store` waits for it."""
        if self._opening is None:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:  # no loop (a unit test): open_store opens it
                return
            self._opening = asyncio.ensure_future(self._submit(self._open, loop))

    async def open_store(self, waiting: Callable[[StoreLockedError], None]) -> bool:
        """Open the store, waiting out another process that holds it
        (`waiting` is told once). False when it cannot be opened (`error` says
        why; the folder is then `loaded` and `indexed`, with no store)."""
        self.begin_open()
        opening = self._opening
        told = False
        while True:
            try:
                if opening is None:
                    opening = asyncio.ensure_future(
                        self._submit(self._open, asyncio.get_running_loop())
                    )
                await opening
                break
            except StoreLockedError as exc:
                # A terminal `semnet index` may hold it for a while: wait it out.
                if not told:
                    waiting(exc)
                    told = True
                await asyncio.sleep(_RETRY_OPEN_S)
                opening = None
            except Exception as exc:
                self.error = f"cannot open the store of {self.root}: {exc}"
                self.loaded.set()
                self.indexed.set()
                return False
        self.loaded.set()
        return True

    def _open(self, loop: asyncio.AbstractEventLoop | None) -> None:
        """Open (or create) the store and load it. Writer thread.

        Once the schema is current, and while the index loads, `answer_early`
        reads slices of the store through a cursor of the same connection."""
        t0 = time.perf_counter()
        from semnet.graph.query.api import GraphAPI
        from semnet.server.store import ServerStore

        self.store = ServerStore(
            self.store_path,
            lock_timeout=self._lock_timeout,
            while_loading=self._early.while_loading(loop),
        )
        from semnet.graph.judge.api import JudgeAPI
        from semnet.graph.judge.config import judge_settings_kept
        from semnet.graph.manuscript.indexer import Indexer

        # A cut in one buffer and its paste in another arrive as two passes.
        self.indexer = Indexer(self.store, self.root, detach_grace=DETACH_GRACE_S)
        self.documents.allow = tuple(self.indexer.config.allow_outside)
        self.api = GraphAPI(self.store, self.root, file_uris=True)
        # An invalid [judge] value degrades that setting, never the store.
        settings, self.config_error = judge_settings_kept(self.root)
        self.judges = JudgeAPI(self.api, settings)
        if self.indexer.config_error:
            self.config_error = "; ".join(
                filter(None, [self.indexer.config_error, self.config_error])
            )
        log.info(
            "%s: store loaded (%d nodes, %d edges) in %.2f s",
            self.root,
            len(self.store.nodes),
            len(self.store.index),
            time.perf_counter() - t0,
        )

    async def answer_early(self, refs: list[str], fn: Callable[[StoreSlice], T]) -> T | None:
        """`fn` of the slice of the store around `refs`, while the store's
        index is still loading; None once it is loaded (or cannot be)."""
        return await self._early.answer(refs, fn)

    async def early_view(self, rel: str, text: str) -> WorkspaceView | None:
        """An open document's view while the store's graph still loads: its
        buffer re-anchored onto its stored blocks, the edges at them, and its
        links resolved against the store's names (its file nodes and
        bibliography entries, and the headings and block ids of the files
        the links point into), all read through the loading connection.
        None once the graph is loaded (or when the store cannot be read)."""
        conventions = self.conventions()
        return await self._early.read(partial(_early_view, self.store_path, rel, text, conventions))

    async def read_header_names(self) -> None:
        """Before the first index pass of a folder its store knows nothing of:
        the names of the files' headers, which open documents' links resolve
        against until the pass is done (then the store's names take over)."""
        from semnet.graph.manuscript.headers import ParsedAnchors, header_names
        from semnet.graph.manuscript.lift import build_names
        from semnet.graph.manuscript.workspace import load_config

        def read() -> NameTable:
            from semnet.graph.manuscript.resolve import Conventions

            config, _ = load_config(self.root)
            nodes = header_names(self.root, config)
            files = {n.uri or "": n for n in nodes if n.ord == 0}
            anchors = ParsedAnchors(self.root, files, tuple(config.allow_outside))
            return build_names(nodes, anchors, conventions=Conventions.of(config))

        self._header_names = await asyncio.to_thread(read)
        self._names = None

    async def index_workspace(self, progress: Progress | None) -> IndexSummary:
        """The first index pass over the whole folder (then `indexed` is set)."""
        try:
            return await self._submit(self._index_workspace, progress)
        finally:
            self.indexed.set()
            self._header_names = None

    def _index_workspace(self, progress: Progress | None) -> IndexSummary:
        assert self.indexer is not None
        wait_for_gate(INDEX_GATE_ENV, self.store_path)
        summary = self.indexer.index_workspace(progress)
        if progress is not None and summary.run_id is not None:
            progress(9, 10, "judging")
        self._judge_offline()
        _trim_heap()
        return summary

    def _judge_offline(self) -> None:
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

    async def write(self, changed: Batch) -> IndexSummary:
        """One index pass over texts the editor has (or files that changed on
        disk); texts the store already holds are left out (no run at all when
        that is every one of them)."""
        return await self._submit(self._write, changed)

    def _write(self, changed: Batch) -> IndexSummary:
        from semnet.graph.manuscript.indexer import file_hash

        assert self.indexer is not None
        files = self.indexer.catalog().files
        todo: Batch = {}
        for rel, text in changed.items():
            f = files.get(rel)
            if text is None:
                if f is not None:
                    todo[rel] = None
            elif f is None or (f.attrs or {}).get("file_hash") != file_hash(text.encode("utf-8")):
                todo[rel] = text
        summary = self.indexer.update(todo, run_kind="edit")
        if summary.run_id is not None:
            self._judge_offline()
        else:
            self.judged = False
        return summary

    async def judge(self, method: str, params: dict[str, Any]) -> Any:
        """A judge request (`relate`, `factcheck`, `mark`). What it writes is
        written on the writer thread, in one short run; the judge itself (an
        llm judge waits on the network) is asked on a thread of its own, so
        index passes and other writes go on meanwhile."""
        judges = self.judges
        if judges is None:
            raise _unavailable(self.error or "the store is not open")
        if method not in ("relate", "factcheck"):
            return await self._submit(lambda: getattr(judges, method)(params))
        call = await self._submit(lambda: judges.plan(method, params))
        answer = await asyncio.get_running_loop().run_in_executor(None, call.ask)
        return await self._submit(lambda: judges.finish(call, answer))

    async def read_store(self, fn: Callable[[], T]) -> T:
        """A job that needs DuckDB or waits on the network (history, similarity,
        a works import, `ask`), on the writer thread."""
        return await self._submit(fn)

    async def rebuild(self) -> IndexSummary:
        indexer = self.indexer
        if indexer is None:
            raise _unavailable(self.error or "the store is not open")
        return await self._submit(indexer.rebuild)

    async def triage(self, action: TriageAction, params: dict[str, Any]) -> TriageResult:
        """Promote, dismiss or demote judged edges (`graph/judge/triage.py`),
        in one run, on the writer thread."""
        api = self.api
        if api is None:
            raise _unavailable(self.error or "the store is not open")
        from semnet.graph.judge.triage import TriageAPI

        return await self._submit(lambda: TriageAPI(api).apply(action, params))

    async def assert_relation(self, params: dict[str, Any]) -> AssertResult:
        """The writer's own relation (`graph/judge/manual.py`), on the writer thread."""
        api = self.api
        if api is None:
            raise _unavailable(self.error or "the store is not open")
        from semnet.graph.judge.manual import assert_relation

        return await self._submit(lambda: assert_relation(api, params))

    async def undo(self, params: dict[str, Any]) -> UndoResult:
        """Undo a run (`graph/store/undo.py`), on the writer thread."""
        api = self.api
        if api is None:
            raise _unavailable(self.error or "the store is not open")
        from semnet.graph.judge.triage import TriageAPI

        return await self._submit(lambda: TriageAPI(api).undo(params))

    async def close(self) -> None:
        """Stop its timers, close the store and end the writer thread (once)."""
        if self._closing:
            return
        self._closing = True
        self.documents.settle_all()
        self.writes.cancel()
        try:
            await self._submit(self._close)  # after an open still running, if any
        except Exception as exc:  # pragma: no cover
            log.warning("close failed for %s: %s", self.root, exc)
        self._writer.shutdown(wait=True, cancel_futures=False)

    def _close(self) -> None:
        if self.store is not None:
            self.store.close()

    # -- reading --------------------------------------------------------------------

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[WorkspaceView]:
        """The workspace as it is now, for the duration of the block (which must
        not await: the writer's commits wait for it)."""
        if not self.loaded.is_set():
            await self.loaded.wait()
        store = self.store
        if store is None:
            raise _unavailable(self.error or f"no store for {self.root}")
        if self._refreshing is not None or (not self._jobs and store.changed_on_disk()):
            await self._refresh(store)
        lock = store.state_lock
        delay = 0.0005
        while not lock.acquire(blocking=False):
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.005)
        try:
            yield self._view()
        finally:
            lock.release()

    async def _refresh(self, store: ServerStore) -> None:
        """Pick up what another process wrote (`reading` saw the file change:
        a cheap stat when nothing was written). A read that comes while a
        refresh runs waits for that refresh rather than read the old state."""
        pending = self._refreshing
        if pending is not None:
            await asyncio.shield(pending)
            return
        pending = self._refreshing = asyncio.ensure_future(self._submit(store.refresh))
        try:
            reloaded = await asyncio.shield(pending)
        finally:
            if self._refreshing is pending:
                self._refreshing = None
        if reloaded:
            self._events.store_reloaded(self)

    def _view(self) -> WorkspaceView:
        """(With `state_lock` held.)"""
        from semnet.graph.editor.navigation import NameIndex, WorkspaceView

        assert self.store is not None
        conventions = self.conventions()
        if self._header_names is not None:
            if self._names is None or self._names.generation != self.store.generation:
                self._names = NameIndex(self.store, conventions, names=self._header_names)
        else:
            self._names = NameIndex.current(self.store, self._names, conventions)
        return WorkspaceView(self.store, self._names, self.documents.live)

    def conventions(self) -> Conventions:
        """How the workspace's `semnet.toml` reads links and citations (the
        indexer's config, read once: it does not change under the indexer)."""
        from semnet.graph.manuscript.resolve import Conventions
        from semnet.graph.manuscript.workspace import load_config

        if self.indexer is not None:
            config = self.indexer.config
            kept = self._conventions
            if kept is None or kept[0] is not config:
                kept = self._conventions = (config, Conventions.of(config))
            return kept[1]
        return Conventions.of(load_config(self.root)[0])

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

    # -- files ----------------------------------------------------------------------

    def rel_of(self, uri: str) -> str | None:
        """The workspace-relative path of a `file://` URI inside this folder."""
        return self.uris.rel(uri)

    def uri_of(self, rel: str) -> str:
        return self.uris.uri(rel)

    def line_of(self, rel: str, line: int) -> str:
        """One line of a file as the editor sees it (`DocumentTracker.line_of`)."""
        return self.documents.line_of(rel, line)

    def is_markdown(self, rel: str) -> bool:
        return is_markdown(rel)

    def frame(self, encoding: str = UTF16) -> Frame:
        return Frame(self.uri_of, self.line_of, encoding)


def _early_view(
    path: Path, rel: str, text: str, conventions: Conventions, con: Any
) -> WorkspaceView:
    """(See `Folder.early_view`; a worker thread, `con` a cursor of the loading
    connection, used only while this runs: the links are resolved here.) When
    the store holds this very text, its recorded problems are the document's
    and no name is read."""
    from semnet.graph.editor.navigation import NameIndex, WorkspaceView
    from semnet.graph.manuscript.index_pass import file_hash
    from semnet.graph.manuscript.lift import build_names
    from semnet.graph.model import node_ref
    from semnet.graph.store.load import load_nodes
    from semnet.graph.store.slice import StoredFiles, StoreSlice, named_nodes
    from semnet.server.documents import live_doc

    mine: dict[str, NodeRec] = {}
    load_nodes(con, mine, files=[rel])
    part = StoreSlice(path, con, [node_ref(n) for n in mine], files=[rel])
    stored = NameIndex(part, conventions)
    f = stored.file_node(rel)
    if f is not None and (f.attrs or {}).get("file_hash") == file_hash(text.encode("utf-8")):
        view = WorkspaceView(part, stored)
    else:
        named = named_nodes(con)
        files = StoredFiles(con, (n.uri or "" for n in named))
        names = build_names(named, files, conventions=conventions)
        view = WorkspaceView(part, NameIndex(part, conventions, names=names))
    doc = live_doc(rel, text, view)
    return WorkspaceView(part, view.name_index, {rel: doc})


def _trim_heap() -> None:
    """Give the C heap's free pages back to the system (glibc; elsewhere
    nothing): a first pass frees much of what reading and parsing held, which
    the process would otherwise keep resident for as long as it runs."""
    import ctypes

    try:
        trim = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return
    trim(0)


def _unavailable(message: str) -> Exception:
    from semnet.server.store import StoreUnavailable

    return StoreUnavailable(message)
