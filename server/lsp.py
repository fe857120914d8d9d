"""`SemnetServer`: the language server (pygls 2, stdio), composed of one
`Folder` per workspace folder and one `DiagnosticsPublisher`.

The features live in `semnet.handlers` (one module each; wired to their LSP
methods in `semnet.server.features`). The server's own methods are the parts
that span its owners: following the buffers (live views, then debounced
index passes), publishing the diagnostics of what changed, and a folder's
start with work-done progress. It changes its folders, their documents and
their write queues only through their methods.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Iterable, Mapping
from functools import partial
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from semnet.graph.errors import InvalidQueryError, StoreLockedError
from semnet.handlers import diagnostics as diag
from semnet.handlers.convert import UTF16, path_of
from semnet.server.client import ClientFeatures
from semnet.server.folder import Folder
from semnet.server.progress import IndexProgress
from semnet.server.publisher import DiagnosticsPublisher
from semnet.server.settings import Settings, parse_settings
from semnet.server.writes import Batch

# Diagnostics and navigation are imported where they are first used, once a
# store is loaded: a server's start imports only what its first answer needs.
if TYPE_CHECKING:
    from collections.abc import Coroutine

    from cattrs import Converter
    from semnet.graph.editor.navigation import WorkspaceView
    from semnet.graph.manuscript.indexer import IndexSummary
    from semnet.graph.store.triage import TriageAction

__all__ = ["SemnetServer", "json_converter"]

log = logging.getLogger("semnet.server")
VERSION = "0.1.0"
_PUBLISH_BATCH = 16
_FLUSH_WAIT_S = 60.0


def json_converter() -> Converter:
    """pygls's converter, except that the params of methods it has no type for
    (`semnet/*`, commands) stay plain JSON objects: pygls would make them
    namedtuples and rename keys that are Python keywords (`from`). (pygls's
    `default_converter` is lsprotocol's plus hooks for the three message
    classes, which are replaced here.)"""
    from lsprotocol.converters import get_converter
    from pygls.protocol import (
        JsonRPCNotification,
        JsonRPCRequestMessage,
        JsonRPCResponseMessage,
    )

    conv = get_converter()

    def keep(obj: dict[str, Any], cls: type) -> Any:
        return cls(**obj)

    for cls in (JsonRPCRequestMessage, JsonRPCNotification, JsonRPCResponseMessage):
        conv.register_structure_hook(cls, keep)
    return conv


class SemnetServer(LanguageServer):
    """semnet's language server.

    Attributes:
        settings: the `semnet.*` settings in force.
        folders: one `Folder` per workspace folder, by folder URI (read-only
            to the handlers: `add_folder` and `remove_folder` change it).
        diagnostics: what is shown, by (source, document URI); sources are
            "edges" (stance and verdict edges) and "problems" (links,
            citations, front matter).
        encoding: the position encoding negotiated at `initialize`.
        client: what the client said it can do that the features need.
        tasks: background tasks kept alive until they finish.
    """

    def __init__(self) -> None:
        super().__init__("semnet", VERSION, converter_factory=json_converter)
        self.settings = Settings()
        self._folders: dict[str, Folder] = {}
        self.folders: Mapping[str, Folder] = MappingProxyType(self._folders)
        self.diagnostics = DiagnosticsPublisher(self._send_diagnostics, diag.SOURCES)
        self.encoding = UTF16
        self.client = ClientFeatures()
        self.tasks: set[asyncio.Task[Any]] = set()
        self._progress = IndexProgress(lambda: self.work_done_progress)

    # -- messages -------------------------------------------------------------------

    def log_to_client(self, message: str, level: types.MessageType = types.MessageType.Log) -> None:
        log.log(logging.WARNING if level <= types.MessageType.Warning else logging.INFO, message)
        try:
            self.window_log_message(types.LogMessageParams(type=level, message=message))
        except Exception:  # no transport (unit tests)
            pass

    def tell(self, message: str, level: types.MessageType = types.MessageType.Warning) -> None:
        """showMessage and logMessage."""
        self.log_to_client(message, level)
        try:
            self.window_show_message(types.ShowMessageParams(type=level, message=message))
        except Exception:
            pass

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self.tasks.add(task)

        def done(t: asyncio.Task[Any]) -> None:
            self.tasks.discard(t)
            if not t.cancelled() and t.exception() is not None:
                exc = t.exception()
                log.error("background task failed", exc_info=exc)
                self.log_to_client(f"semnet: {type(exc).__name__}: {exc}", types.MessageType.Error)

        task.add_done_callback(done)
        return task

    def _send_diagnostics(self, uri: str, items: list[types.Diagnostic]) -> None:
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=items)
        )

    # -- the client and its settings -------------------------------------------------------

    def take_client(self, caps: types.ClientCapabilities) -> None:
        """What the client can do, and the position encoding agreed with it."""
        self.client = ClientFeatures(caps)
        enc = self.workspace.position_encoding
        self.encoding = enc.value if isinstance(enc, types.PositionEncodingKind) else enc or UTF16

    def apply_settings(self, raw: Any) -> None:
        settings, error = parse_settings(raw)
        if error:
            self.tell(f"semnet: {error}")
        self.settings = settings
        for folder in self._folders.values():
            folder.set_lock_timeout(settings.lock_timeout)

    # -- folders -----------------------------------------------------------------------

    def add_folder(self, uri: str) -> Folder | None:
        if uri in self._folders:
            return self._folders[uri]
        root = path_of(uri)
        if root is None:
            self.log_to_client(f"semnet: ignoring workspace folder {uri} (not a file:// URI)")
            return None
        if not root.is_dir():
            self.log_to_client(f"semnet: ignoring workspace folder {uri} (not a folder)")
            return None
        folder = self._folders[uri] = Folder(root, self, lock_timeout=self.settings.lock_timeout)
        return folder

    async def remove_folder(self, uri: str) -> None:
        folder = self._folders.pop(uri, None)
        if folder is not None:
            await folder.close()

    def workspace_for(self, uri: str) -> tuple[Folder, str] | None:
        """The folder a document belongs to (the innermost) and its relative path."""
        best: tuple[Folder, str] | None = None
        for folder in self._folders.values():
            rel = folder.rel_of(uri)
            if rel is not None and (best is None or len(str(folder.root)) > len(str(best[0].root))):
                best = (folder, rel)
        return best

    def document(self, uri: str) -> tuple[Folder, str]:
        """Like `workspace_for`, for requests: an unknown document is bad params."""
        got = self.workspace_for(uri)
        if got is None:
            raise InvalidQueryError(f"{uri} is not inside a workspace folder of this session")
        return got

    def workspace_for_ref(self, ref: str) -> Folder:
        """The folder whose graph has an endpoint (the first folder if none has)."""
        if not self._folders:
            raise InvalidQueryError("no workspace folder is open")
        for folder in self._folders.values():
            st = folder.store
            if st is None:
                continue
            if ref.startswith("node:") and ref[5:] in st.nodes:
                return folder
            idx = st.index
            if ref in idx.out or ref in idx.inc or ref in idx.sym:
                return folder
        return next(iter(self._folders.values()))

    async def start_folder(self, folder: Folder) -> None:
        """Open the store, show what it holds, then index the folder."""

        def waiting(exc: StoreLockedError) -> None:
            self.tell(f"semnet: {exc}; waiting for it", types.MessageType.Info)

        if not await folder.open_store(waiting):
            self.tell(f"semnet: {folder.error}", types.MessageType.Error)
            return
        if folder.store is not None and not folder.store.nodes:
            # A folder the store knows nothing of: until the first pass is
            # done, open documents' links resolve against the files' headers.
            await folder.read_header_names()
        async with folder.reading() as view:
            folder.take_changes()
            for rel in folder.documents.build_all(view):
                folder.writes.put(rel, folder.documents.text(rel))
        await self.publish(folder, None)
        summary = await self._index_first(folder)
        # What was published from the store as it was opened stands unless the pass changed it.
        changed = summary is None or bool(summary.changed or summary.deleted) or folder.judged
        await self.after_write(folder, {}, full=changed)
        if folder.writes:
            folder.writes.schedule(0)

    async def _index_first(self, folder: Folder) -> IndexSummary | None:
        """The folder's first index pass, with work-done progress if the client shows it."""
        token, report = None, None
        if self.client.work_done_progress:
            token, report = await self._progress.begin(f"Indexing {folder.name}")
        t0 = time.perf_counter()
        summary: IndexSummary | None = None
        try:
            summary = await folder.index_workspace(report)
        except Exception as exc:
            self.tell(f"semnet: indexing {folder.root} failed: {exc}", types.MessageType.Error)
        done = (
            f"{summary.files} files, {len(summary.changed)} changed, {summary.nodes} nodes"
            if summary is not None
            else "failed"
        )
        self._progress.end(token, done)
        log.info("%s: indexed in %.2f s (%s)", folder.root, time.perf_counter() - t0, done)
        return summary

    # -- following the buffers --------------------------------------------------------------

    def _take_buffer(self, uri: str, text: str, version: int) -> tuple[Folder, str] | None:
        """Keep an open Markdown document's text; its folder and path, if it is one."""
        got = self.workspace_for(uri)
        if got is None or not got[0].is_markdown(got[1]):
            return None
        got[0].documents.take(got[1], text, version)
        return got

    def open_document(self, uri: str, text: str, version: int) -> None:
        got = self._take_buffer(uri, text, version)
        if got is None:
            return
        if got[0].store is not None:
            self.spawn(self._open_live(*got, text))
        else:  # built when the store is open; meanwhile read what it needs
            self.spawn(self._open_early(*got, text))

    async def _open_early(self, folder: Folder, rel: str, text: str) -> None:
        """Diagnostics for a document opened while the store's graph still
        loads, from the part of the store it needs (see `Folder.early_view`);
        the loaded store's replace them."""
        view = await folder.early_view(rel, text)
        if view is None or folder.loaded.is_set() or folder.documents.text(rel) != text:
            return  # the loaded store answers (or the buffer moved on)
        severities = self.settings.diagnostics.severities()
        frame = folder.frame(self.encoding)
        diag.compute(self.diagnostics, folder.uri_of(rel), rel, view, frame, severities)
        self.diagnostics.sync()

    async def _open_live(self, folder: Folder, rel: str, text: str) -> None:
        async with folder.reading() as view:
            if folder.documents.text(rel) != text:
                return  # superseded by a change already
            doc = folder.documents.build(rel, view)
        if doc is not None and not doc.in_store:
            folder.writes.put(rel, text)
            folder.writes.schedule(self.settings.write_delay_ms / 1000)
        await self.publish(folder, {rel})

    def change_document(self, uri: str, text: str, version: int) -> None:
        got = self._take_buffer(uri, text, version)
        if got is None:
            return
        folder, rel = got
        delay = self.settings.debounce_ms / 1000
        folder.documents.debounce(rel, delay, lambda: self.spawn(self._live_update(folder, rel)))
        folder.writes.put(rel, text)
        folder.writes.schedule(self.settings.write_delay_ms / 1000)

    async def _live_update(self, folder: Folder, rel: str) -> None:
        if folder.store is None:
            return
        async with folder.reading() as view:
            moved = folder.documents.follow(rel, view)
        await self.publish(folder, {rel}, moved_in=rel if moved else None)

    def flush_live(self, folder: Folder, rel: str, view: WorkspaceView) -> None:
        """Bring a buffer's live view up to date before a request reads it
        (positions in the request are the buffer's). With `state_lock` held."""
        if not folder.documents.settle(rel):
            return
        moved = folder.documents.follow(rel, view)
        self.spawn(self.publish(folder, {rel}, moved_in=rel if moved else None))

    def save_document(self, uri: str) -> None:
        got = self.workspace_for(uri)
        if got is None:
            return
        folder, rel = got
        text = folder.documents.text(rel)
        if text is not None:
            folder.writes.put(rel, text)
        elif folder.is_markdown(rel):
            folder.writes.put(rel, folder.documents.disk_text(rel))
        folder.writes.schedule(0)

    def close_document(self, uri: str) -> None:
        got = self.workspace_for(uri)
        if got is None:
            return
        folder, rel = got
        folder.documents.close(rel)
        if rel in folder.writes or folder.store is not None:
            # What is on disk is the truth again (an unsaved buffer was abandoned).
            on_disk = (folder.root / rel).exists()
            folder.writes.put(rel, folder.documents.disk_text(rel) if on_disk else None)
            folder.writes.schedule(0)

    def files_changed(self, folder: Folder, changes: Batch, *, rename: bool = False) -> None:
        """Files changed on disk (watched files, renames): index them. An open
        buffer is the truth for its file; a rename takes both paths in one pass
        (so paragraphs keep their ids), with the buffer's text if it is open."""
        for rel, text in changes.items():
            buffer = folder.documents.text(rel)
            if buffer is not None and text is not None:
                if not rename:
                    continue
                text = buffer
            folder.writes.put(rel, text)
        folder.writes.schedule(0)

    # -- what the folders tell (FolderEvents) --------------------------------------------

    def store_reloaded(self, folder: Folder) -> None:
        """Another process wrote the store: everything may have changed."""
        self.spawn(self.after_write(folder, {}, full=True))

    async def store_written(self, folder: Folder, batch: Batch) -> None:
        # New judgements change no node: republish everything when the judge wrote.
        await self.after_write(folder, batch, full=folder.judged)

    def write_held(self, folder: Folder, exc: StoreLockedError) -> None:
        self.log_to_client(f"semnet: {exc}; retrying", types.MessageType.Warning)

    def write_failed(self, folder: Folder, batch: Batch, exc: Exception) -> None:
        self.tell(f"semnet: could not index {', '.join(sorted(batch))}: {exc}")

    # -- after the store changed ------------------------------------------------------------

    async def after_write(self, folder: Folder, written: Batch, *, full: bool = False) -> None:
        """The store changed: live views take the store's ids and lines again,
        and the diagnostics of every file that changed (or points there) follow."""
        from semnet.graph.editor.diagnostics import files_at_other_ends

        async with folder.reading() as view:
            ids, files = folder.take_changes()
            folder.documents.follow_store(view, written, files, ids, full=full)
            files |= set(written)
            files |= files_at_other_ends(view, ids)
        await self.publish(folder, None if full else files)

    async def triage(self, action: TriageAction, params: dict[str, Any]) -> dict[str, Any]:
        """Promote, dismiss or demote judged edges (the rules: `graph/store/triage.py`)
        in the folder that holds them; republish the files at their ends."""
        from semnet.graph.editor.diagnostics import files_at_other_ends

        params = dict(params)
        folder = await self._triage_folder(params)
        result = await folder.triage(action, params)
        store = folder.store
        ends: set[str] = set()
        for e in result.edges:
            if store is None:
                continue
            # An edge no longer live (dismissed) is read from the store, on the writer thread.
            rec = store.index.get(e.edge_id) or await folder.read_store(
                partial(store.find_edge, e.edge_id)
            )
            if rec is not None:
                ends |= {r[5:] for r in (rec.src, rec.dst) if r.startswith("node:")}
        if ends:
            async with folder.reading() as view:
                folder.take_changes()
                files = {view.nodes[n].uri or "" for n in ends if n in view.nodes} - {""}
                files |= files_at_other_ends(view, ends)
            await self.publish(folder, files)
        out: dict[str, Any] = result.wire()
        return out

    async def _triage_folder(self, params: dict[str, Any]) -> Folder:
        """The folder a triage request is about: the one its `workspace` (popped
        from `params`) names, else the one that holds one of its edges or
        files, else the first."""
        if not self._folders:
            raise InvalidQueryError("no workspace folder is open")
        where = params.pop("workspace", None)
        if isinstance(where, str):
            named = self._folders.get(where) or next(
                (f for f in self._folders.values() if f.uri == where.rstrip("/")), None
            )
            if named is None:
                raise InvalidQueryError(f"workspace: {where} is not a folder of this session")
            await named.loaded.wait()
            return named
        ids = params.get("edges")
        ids = ids if isinstance(ids, list) else []
        for folder in self._folders.values():
            await folder.loaded.wait()
            st = folder.store
            if st is not None and any(isinstance(i, str) and i in st.index for i in ids):
                return folder
        f = params.get("filter")
        files = f.get("files") if isinstance(f, dict) else None
        for uri in files if isinstance(files, list) else []:
            got = self.workspace_for(uri) if isinstance(uri, str) else None
            if got is not None:
                return got[0]
        return next(iter(self._folders.values()))

    # -- diagnostics --------------------------------------------------------------------

    async def publish(
        self, folder: Folder, files: Iterable[str] | None, moved_in: str | None = None
    ) -> None:
        """Recompute the diagnostics of some files (None: every file that may
        have any) and send the ones that changed."""
        from semnet.graph.editor.diagnostics import files_at_other_ends, files_with_diagnostics

        if folder.store is None:
            return
        severities = self.settings.diagnostics.severities()
        noise = self.settings.diagnostics.noise()
        live = folder.documents.live
        async with folder.reading() as view:
            if files is None:
                todo = files_with_diagnostics(view) | set(live)
                shown = (folder.rel_of(uri) for uri in self.diagnostics.shown())
                todo |= {rel for rel in shown if rel is not None}
            else:
                todo = set(files)
            if moved_in is not None and moved_in in live:
                todo |= files_at_other_ends(view, folder.documents.node_ids(moved_in))
        # Open documents first; a few files at a time, so requests are answered
        # in between when a whole workspace is (re)published.
        order = sorted(todo, key=lambda r: (r not in live, r))
        for i in range(0, len(order), _PUBLISH_BATCH):
            if i:
                await asyncio.sleep(0)
            async with folder.reading() as view:
                frame = folder.frame(self.encoding)
                for rel in order[i : i + _PUBLISH_BATCH]:
                    diag.compute(
                        self.diagnostics, folder.uri_of(rel), rel, view, frame, severities, noise
                    )
            self.diagnostics.sync()

    async def republish_all(self) -> None:
        for folder in self._folders.values():
            if folder.loaded.is_set():
                await self.publish(folder, None)

    # -- shutdown --------------------------------------------------------------------------

    async def flush_all(self) -> None:
        """Write every pending buffer (shutdown), once the folder's store is
        open and its first pass done."""
        for folder in self._folders.values():
            writes = folder.writes
            writes.cancel()
            if not writes:
                continue
            try:
                await asyncio.wait_for(folder.loaded.wait(), _FLUSH_WAIT_S)
                await asyncio.wait_for(folder.indexed.wait(), _FLUSH_WAIT_S)
            except TimeoutError:
                log.warning("%s: still indexing; %d buffers not written", folder.root, len(writes))
                continue
            if folder.store is None:
                continue
            try:
                await writes.flush()
            except Exception as exc:
                log.warning("flush failed for %s: %s", folder.root, exc)

    async def close_all(self) -> None:
        for folder in self._folders.values():
            await folder.close()
