"""`SemnetServer`: the language server (pygls 2, stdio).

The server holds one `Workspace` per workspace folder and the diagnostics it
has published; the features live in `semnet.handlers` (one module each) and
are wired to their LSP methods in `create_server()`. The server's own methods
are the parts that span features: following the buffers (live views, then
debounced index passes), publishing diagnostics where they changed, and
reporting progress while a folder is indexed.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from semnet.graph.errors import InvalidQueryError, StoreLockedError
from semnet.server.settings import Settings, parse_settings
from semnet.server.workspace import Workspace

# Diagnostics and navigation are imported where they are first used, once a
# store is loaded: a server's start imports only what its first answer needs.
if TYPE_CHECKING:
    from semnet.graph.editor.navigation import WorkspaceView

__all__ = ["SemnetServer", "create_server"]

log = logging.getLogger("semnet.server")
VERSION = "0.1.0"
_RETRY_WRITE_S = 2.0
_PUBLISH_BATCH = 16
_FLUSH_WAIT_S = 60.0


def json_converter() -> Any:
    """pygls's converter, except that the params of methods it has no type for
    (`semnet/*`, commands) stay plain JSON objects: pygls would make them
    namedtuples and rename keys that are Python keywords (`from`)."""
    from pygls.protocol import (
        JsonRPCNotification,
        JsonRPCRequestMessage,
        JsonRPCResponseMessage,
        default_converter,
    )

    conv = default_converter()

    def keep(obj: dict[str, Any], cls: type) -> Any:
        return cls(**obj)

    for cls in (JsonRPCRequestMessage, JsonRPCNotification, JsonRPCResponseMessage):
        conv.register_structure_hook(cls, keep)
    return conv


class SemnetServer(LanguageServer):
    """semnet's language server.

    Attributes:
        settings: the `semnet.*` settings in force.
        folders: one `Workspace` per workspace folder, by folder URI.
        diagnostics: what is published, by (source, document URI); sources are
            "edges" (stance and verdict edges) and "problems" (links, citations,
            front matter). `sync_diagnostics()` sends the documents whose set changed.
        published: the diagnostics last sent, by document URI.
        diagnostics_dirty: documents recomputed since the last sync.
        encoding: the position encoding negotiated at `initialize`.
        client: what the client said it can do that the features need.
        tasks: background tasks kept alive until they finish.
    """

    def __init__(self) -> None:
        super().__init__("semnet", VERSION, converter_factory=json_converter)
        self.settings = Settings()
        self.folders: dict[str, Workspace] = {}
        self.diagnostics: dict[tuple[str, str], list[types.Diagnostic]] = {}
        self.published: dict[str, list[types.Diagnostic]] = {}
        self.diagnostics_dirty: set[str] = set()
        self.encoding = types.PositionEncodingKind.Utf16.value
        self.client = ClientFeatures()
        self.tasks: set[asyncio.Task[Any]] = set()
        self._progress_n = 0

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

    def spawn(self, coro: Any) -> asyncio.Task[Any]:
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

    # -- settings ---------------------------------------------------------------------

    def apply_settings(self, raw: Any) -> None:
        settings, error = parse_settings(raw)
        if error:
            self.tell(f"semnet: {error}")
        self.settings = settings
        for ws in self.folders.values():
            ws.lock_timeout = settings.lock_timeout

    # -- workspaces --------------------------------------------------------------------

    def add_folder(self, uri: str) -> Workspace | None:
        if uri in self.folders:
            return self.folders[uri]
        if not uri.startswith("file:"):
            self.log_to_client(f"semnet: ignoring workspace folder {uri} (not a file:// URI)")
            return None
        from urllib.parse import unquote, urlparse

        root = Path(unquote(urlparse(uri).path))
        if not root.is_dir():
            self.log_to_client(f"semnet: ignoring workspace folder {uri} (not a folder)")
            return None
        ws = Workspace(root, lock_timeout=self.settings.lock_timeout)
        ws.on_reload = self.on_reload
        self.folders[uri] = ws
        return ws

    def workspace_for(self, uri: str) -> tuple[Workspace, str] | None:
        """The folder a document belongs to (the innermost) and its relative path."""
        best: tuple[Workspace, str] | None = None
        for ws in self.folders.values():
            rel = ws.rel_of(uri)
            if rel is not None and (best is None or len(str(ws.root)) > len(str(best[0].root))):
                best = (ws, rel)
        return best

    def document(self, uri: str) -> tuple[Workspace, str]:
        """Like `workspace_for`, for requests: an unknown document is bad params."""
        got = self.workspace_for(uri)
        if got is None:
            raise InvalidQueryError(f"{uri} is not inside a workspace folder of this session")
        return got

    def workspace_for_ref(self, ref: str) -> Workspace:
        """The folder whose graph has an endpoint (the first folder if none has)."""
        if not self.folders:
            raise InvalidQueryError("no workspace folder is open")
        for ws in self.folders.values():
            st = ws.store
            if st is None:
                continue
            if ref.startswith("node:") and ref[5:] in st.nodes:
                return ws
            idx = st.index
            if ref in idx.out or ref in idx.inc or ref in idx.sym:
                return ws
        return next(iter(self.folders.values()))

    async def start_folder(self, ws: Workspace) -> None:
        """Open the store, then index the folder with work-done progress."""
        told = False
        ws.begin_open()
        opening = ws.opening
        while True:
            try:
                await opening if opening is not None else ws.submit(ws.open)
                break
            except StoreLockedError as exc:
                # A terminal `semnet index` may hold it for a while: wait it out.
                if not told:
                    self.tell(f"semnet: {exc}; waiting for it", types.MessageType.Info)
                    told = True
                await asyncio.sleep(_RETRY_WRITE_S)
                opening = None
            except Exception as exc:
                ws.error = f"cannot open the store of {ws.root}: {exc}"
                self.tell(f"semnet: {ws.error}", types.MessageType.Error)
                ws.loaded.set()
                ws.indexed.set()
                return
        ws.loaded.set()
        async with ws.reading() as view:
            ws.take_changes()
            for rel, text in ws.buffers.items():
                ws.docs[rel] = ws.live_doc_for(rel, text, view)
                if not ws.docs[rel].in_store:
                    ws.pending[rel] = text
        await self.publish(ws, None)
        token, report = await self._progress_begin(f"Indexing {ws.name}")
        t0 = time.perf_counter()
        try:
            summary = await ws.submit(ws.index_workspace, report)
        except Exception as exc:
            self.tell(f"semnet: indexing {ws.root} failed: {exc}", types.MessageType.Error)
            summary = None
        finally:
            ws.indexed.set()
        done = (
            f"{summary.files} files, {len(summary.changed)} changed, {summary.nodes} nodes"
            if summary is not None
            else "failed"
        )
        self._progress_end(token, done)
        log.info("%s: indexed in %.2f s (%s)", ws.root, time.perf_counter() - t0, done)
        # What was published from the store as it was opened stands unless the pass changed it.
        changed = summary is None or bool(summary.changed or summary.deleted) or ws.judged
        await self.after_write(ws, {}, full=changed)
        if ws.pending:
            self.schedule_write(ws, 0)

    # -- progress --------------------------------------------------------------------------

    async def _progress_begin(self, title: str) -> tuple[str | None, Any]:
        if not self.client.work_done_progress:
            return None, None
        self._progress_n += 1
        token = f"semnet-index-{self._progress_n}"
        try:  # a client that never answers must not keep the folder from being indexed
            await asyncio.wait_for(self.work_done_progress.create_async(token), 10.0)
        except (Exception, TimeoutError) as exc:
            log.info("no progress: %s", exc)
            return None, None
        self.work_done_progress.begin(
            token,
            types.WorkDoneProgressBegin(title=title, percentage=0, cancellable=False),
        )
        loop = asyncio.get_running_loop()
        last = [-1, 0.0]

        def report(done: int, total: int, rel: str) -> None:
            pct = int(done * 100 / total) if total else 100
            now = time.monotonic()
            if pct == last[0] or (now - last[1] < 0.05 and pct < 100):
                return
            last[0], last[1] = pct, now
            value = types.WorkDoneProgressReport(message=rel, percentage=pct)
            loop.call_soon_threadsafe(self.work_done_progress.report, token, value)

        return token, report

    def _progress_end(self, token: str | None, message: str) -> None:
        if token is not None:
            self.work_done_progress.end(token, types.WorkDoneProgressEnd(message=message))

    # -- following the buffers --------------------------------------------------------------

    def _take_buffer(self, uri: str, text: str, version: int) -> tuple[Workspace, str] | None:
        """Keep an open Markdown document's text; its workspace and path, if it is one."""
        got = self.workspace_for(uri)
        if got is None:
            return None
        ws, rel = got
        if not ws.is_markdown(rel):
            return None
        ws.buffers[rel] = text
        ws.versions[rel] = version
        return ws, rel

    def open_document(self, uri: str, text: str, version: int) -> None:
        got = self._take_buffer(uri, text, version)
        if got is None:
            return
        ws, rel = got
        if ws.store is None:
            return  # built when the store is open
        self.spawn(self._open_live(ws, rel, text))

    async def _open_live(self, ws: Workspace, rel: str, text: str) -> None:
        async with ws.reading() as view:
            if ws.buffers.get(rel) != text:
                return  # superseded by a change already
            doc = ws.live_doc_for(rel, text, view)
            ws.docs[rel] = doc
        if not doc.in_store:
            ws.pending[rel] = text
            self.schedule_write(ws)
        await self.publish(ws, {rel})

    def change_document(self, uri: str, text: str, version: int) -> None:
        got = self._take_buffer(uri, text, version)
        if got is None:
            return
        ws, rel = got
        old = ws.live_timers.pop(rel, None)
        if old is not None:
            old.cancel()
        delay = self.settings.debounce_ms / 1000
        loop = asyncio.get_running_loop()
        ws.live_timers[rel] = loop.call_later(delay, lambda: self.spawn(self._live_update(ws, rel)))
        ws.pending[rel] = text
        self.schedule_write(ws)

    async def _live_update(self, ws: Workspace, rel: str) -> None:
        ws.live_timers.pop(rel, None)
        if ws.store is None:
            return
        async with ws.reading() as view:
            moved = self.follow_buffer(ws, rel, view)
        await self.publish(ws, {rel}, moved_in=moved)

    def flush_live(self, ws: Workspace, rel: str, view: WorkspaceView) -> None:
        """Bring a buffer's live view up to date before a request reads it
        (positions in the request are the buffer's). With `state_lock` held."""
        timer = ws.live_timers.pop(rel, None)
        if timer is None:
            return
        timer.cancel()
        moved = self.follow_buffer(ws, rel, view)
        self.spawn(self.publish(ws, {rel}, moved_in=moved))

    def follow_buffer(self, ws: Workspace, rel: str, view: WorkspaceView) -> str | None:
        """Apply the buffer's text to its live view. Returns `rel` when lines
        moved (the far ends of its edges point at those lines). Lock held."""
        text = ws.buffers.get(rel)
        if text is None:
            return None
        doc = ws.docs.get(rel)
        if doc is None:
            ws.docs[rel] = ws.live_doc_for(rel, text, view)
            return rel
        n_before = len(doc.lines)
        doc.update(text, view.names)
        return rel if len(doc.lines) != n_before or doc.last_update == "full" else None

    def save_document(self, uri: str) -> None:
        got = self.workspace_for(uri)
        if got is None:
            return
        ws, rel = got
        if rel in ws.buffers:
            ws.pending[rel] = ws.buffers[rel]
        elif ws.is_markdown(rel):
            ws.pending[rel] = ws.disk_text(rel)
        self.schedule_write(ws, 0)

    def close_document(self, uri: str) -> None:
        got = self.workspace_for(uri)
        if got is None:
            return
        ws, rel = got
        timer = ws.live_timers.pop(rel, None)
        if timer is not None:
            timer.cancel()
        ws.buffers.pop(rel, None)
        ws.versions.pop(rel, None)
        ws.docs.pop(rel, None)
        if rel in ws.pending or ws.store is not None:
            # What is on disk is the truth again (an unsaved buffer was abandoned).
            ws.pending[rel] = ws.disk_text(rel) if (ws.root / rel).exists() else None
            self.schedule_write(ws, 0)

    def files_changed(
        self, ws: Workspace, changes: dict[str, str | None], *, rename: bool = False
    ) -> None:
        """Files changed on disk (watched files, renames): index them. An open
        buffer is the truth for its file; a rename takes both paths in one pass
        (so paragraphs keep their ids), with the buffer's text if it is open."""
        for rel, text in changes.items():
            if rel in ws.buffers and text is not None:
                if not rename:
                    continue
                text = ws.buffers[rel]
            ws.pending[rel] = text
        self.schedule_write(ws, 0)

    # -- writing the store ----------------------------------------------------------------

    def schedule_write(self, ws: Workspace, delay_ms: int | None = None) -> None:
        if ws.write_timer is not None:
            ws.write_timer.cancel()
        delay = (self.settings.write_delay_ms if delay_ms is None else delay_ms) / 1000
        loop = asyncio.get_running_loop()
        ws.write_timer = loop.call_later(delay, lambda: self.spawn(self.write_pending(ws)))

    async def write_pending(self, ws: Workspace) -> None:
        ws.write_timer = None
        if not ws.pending or ws.store is None or not ws.indexed.is_set():
            return
        changed = dict(ws.pending)
        ws.pending.clear()
        try:
            await ws.submit(ws.write, changed)
        except StoreLockedError as exc:
            for rel, text in changed.items():
                ws.pending.setdefault(rel, text)
            self.log_to_client(f"semnet: {exc}; retrying", types.MessageType.Warning)
            self.schedule_write(ws, int(_RETRY_WRITE_S * 1000))
            return
        except Exception as exc:
            log.exception("index pass failed")
            self.tell(f"semnet: could not index {', '.join(sorted(changed))}: {exc}")
            return
        # New judgements change no node: republish everything when the judge wrote.
        await self.after_write(ws, changed, full=ws.judged)

    async def after_write(
        self, ws: Workspace, written: dict[str, str | None], *, full: bool = False
    ) -> None:
        """The store changed: live views take the store's ids and lines again,
        and the diagnostics of every file that changed (or points there) follow."""
        from semnet.graph.editor.diagnostics import files_at_other_ends

        async with ws.reading() as view:
            ids, files = ws.take_changes()
            for rel, doc in list(ws.docs.items()):
                text = ws.buffers.get(rel)
                if text is None:
                    continue
                if rel in written or full or rel in files:
                    if written.get(rel, text) == text and not ws.live_timers.get(rel):
                        ws.docs[rel] = ws.live_doc_for(rel, text, view)
                    else:
                        doc.adopt_ids(view.name_index.stored_blocks(rel), view.nodes)
                        doc.relift(view.names)
                elif ids:
                    doc.relift(view.names)
            files |= set(written)
            files |= files_at_other_ends(view, ids)
        await self.publish(ws, None if full else files)

    def on_reload(self, ws: Workspace) -> None:
        """Another process wrote the store: everything may have changed."""
        self.spawn(self.after_write(ws, {}, full=True))

    async def triage(self, action: str, edge_id: str) -> dict[str, Any]:
        """Promote or dismiss a judged edge; republish both ends."""
        from semnet.graph.editor.diagnostics import files_at_other_ends

        for ws in self.folders.values():
            await ws.loaded.wait()
            st = ws.store
            if st is None or st.index.get(edge_id) is None:
                continue
            rec = st.index.get(edge_id)
            assert rec is not None
            if rec.origin != "judged" or rec.expired_at is not None:
                state = rec.retired or rec.origin
                raise InvalidQueryError(
                    f"edge {edge_id} is {state}: only a current judged edge can be "
                    f"{'promoted' if action == 'promote' else 'dismissed'}"
                )
            ends = [r[5:] for r in (rec.src, rec.dst) if r.startswith("node:")]
            await ws.submit(ws.triage, action, edge_id)
            async with ws.reading() as view:
                ws.take_changes()
                files = {view.nodes[n].uri or "" for n in ends if n in view.nodes} - {""}
                files |= files_at_other_ends(view, ends)
            await self.publish(ws, files)
            after = st.index.get(edge_id)
            return {
                "edgeId": edge_id,
                "origin": after.origin if after else None,
                "dismissed": bool(after and after.retired == "dismissed"),
            }
        raise InvalidQueryError(f"no edge {edge_id} in any workspace folder")

    # -- diagnostics --------------------------------------------------------------------

    async def publish(
        self, ws: Workspace, files: Iterable[str] | None, moved_in: str | None = None
    ) -> None:
        """Recompute the diagnostics of some files (None: every file that may
        have any) and send the ones that changed."""
        from semnet.graph.editor.diagnostics import files_at_other_ends, files_with_diagnostics
        from semnet.handlers import diagnostics as diag

        if ws.store is None:
            return
        severities = self.settings.diagnostics.severities()
        async with ws.reading() as view:
            if files is None:
                todo = files_with_diagnostics(view) | set(ws.docs)
                todo |= {
                    r for uri, _ in self.published.items() if (r := ws.rel_of(uri)) is not None
                }
            else:
                todo = set(files)
            if moved_in is not None and moved_in in ws.docs:
                doc = ws.docs[moved_in]
                todo |= files_at_other_ends(view, [b.node_id for b in doc.blocks if b.node_id])
        # Open documents first; a few files at a time, so requests are answered
        # in between when a whole workspace is (re)published.
        order = sorted(todo, key=lambda r: (r not in ws.docs, r))
        for i in range(0, len(order), _PUBLISH_BATCH):
            if i:
                await asyncio.sleep(0)
            async with ws.reading() as view:
                frame = ws.frame(self.encoding)
                for rel in order[i : i + _PUBLISH_BATCH]:
                    diag.compute(self, ws, rel, view, frame, severities)
            diag.sync_diagnostics(self)

    async def republish_all(self) -> None:
        for ws in self.folders.values():
            if ws.loaded.is_set():
                await self.publish(ws, None)

    async def flush_all(self) -> None:
        """Write every pending buffer (shutdown), once the folder's store is
        open and its first pass done."""
        for ws in self.folders.values():
            if ws.write_timer is not None:
                ws.write_timer.cancel()
                ws.write_timer = None
            if not ws.pending:
                continue
            try:
                await asyncio.wait_for(ws.loaded.wait(), _FLUSH_WAIT_S)
                await asyncio.wait_for(ws.indexed.wait(), _FLUSH_WAIT_S)
            except TimeoutError:
                log.warning("%s: still indexing; %d buffers not written", ws.root, len(ws.pending))
                continue
            if ws.store is None:
                continue
            changed = dict(ws.pending)
            ws.pending.clear()
            try:
                await ws.submit(ws.write, changed)
            except Exception as exc:
                log.warning("flush failed for %s: %s", ws.root, exc)

    async def close_all(self) -> None:
        for ws in self.folders.values():
            for t in ws.live_timers.values():
                t.cancel()
            ws.live_timers.clear()
            try:
                await ws.submit(ws.close)
            except Exception as exc:  # pragma: no cover
                log.warning("close failed for %s: %s", ws.root, exc)
            ws.shutdown_writer()


class ClientFeatures:
    """What the client can do, as far as semnet's features care."""

    def __init__(self, caps: types.ClientCapabilities | None = None) -> None:
        caps = caps or types.ClientCapabilities()
        td = caps.text_document
        wsc = caps.workspace
        win = caps.window
        self.work_done_progress = bool(win and win.work_done_progress)
        hover = td.hover if td else None
        self.hover_markdown = bool(
            hover and hover.content_format and types.MarkupKind.Markdown in hover.content_format
        )
        comp = td.completion if td else None
        item = comp.completion_item if comp else None
        self.completion_markdown = bool(
            item
            and item.documentation_format
            and types.MarkupKind.Markdown in item.documentation_format
        )
        edit = wsc.workspace_edit if wsc else None
        self.document_changes = bool(edit and edit.document_changes)
        ops = (edit.resource_operations or []) if edit else []
        self.create_files = types.ResourceOperationKind.Create in ops
        self.rename_files = types.ResourceOperationKind.Rename in ops
        link = td.document_link if td else None
        self.link_tooltip = bool(link and link.tooltip_support)
        self.code_lens_refresh = bool(wsc and wsc.code_lens and wsc.code_lens.refresh_support)
        sym = td.document_symbol if td else None
        self.hierarchical_symbols = bool(sym and sym.hierarchical_document_symbol_support)
        watched = wsc.did_change_watched_files if wsc else None
        self.watch_dynamic = bool(watched and watched.dynamic_registration)


def create_server() -> SemnetServer:
    """The server with every feature wired to its LSP method."""
    from semnet.handlers import (
        code_action,
        code_lens,
        commands,
        completion,
        definition,
        document_link,
        hover,
        lifecycle,
        references,
        rename,
        requests,
        symbols,
        sync,
    )

    s = SemnetServer()
    s.feature(types.INITIALIZE)(lifecycle.initialize)
    s.feature(types.INITIALIZED)(lifecycle.initialized)
    s.feature(types.SHUTDOWN)(lifecycle.shutdown)
    s.feature(types.EXIT)(lifecycle.exit)
    s.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)(lifecycle.did_change_configuration)
    s.feature(types.WORKSPACE_DID_CHANGE_WORKSPACE_FOLDERS)(lifecycle.did_change_workspace_folders)
    s.feature(types.TEXT_DOCUMENT_DID_OPEN)(sync.did_open)
    s.feature(types.TEXT_DOCUMENT_DID_CHANGE)(sync.did_change)
    s.feature(types.TEXT_DOCUMENT_DID_SAVE, types.SaveOptions(include_text=False))(sync.did_save)
    s.feature(types.TEXT_DOCUMENT_DID_CLOSE)(sync.did_close)
    s.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)(sync.did_change_watched_files)
    md_files = types.FileOperationRegistrationOptions(
        filters=[
            types.FileOperationFilter(
                pattern=types.FileOperationPattern(glob="**/*.md"), scheme="file"
            ),
            types.FileOperationFilter(
                pattern=types.FileOperationPattern(
                    glob="**/*", matches=types.FileOperationPatternKind.Folder
                ),
                scheme="file",
            ),
        ]
    )
    s.feature(types.WORKSPACE_DID_RENAME_FILES, md_files)(sync.did_rename_files)
    s.feature(types.WORKSPACE_WILL_RENAME_FILES, md_files)(rename.will_rename_files)
    s.feature(types.TEXT_DOCUMENT_HOVER)(hover.hover)
    s.feature(types.TEXT_DOCUMENT_DEFINITION)(definition.definition)
    s.feature(types.TEXT_DOCUMENT_REFERENCES)(references.references)
    s.feature(
        types.TEXT_DOCUMENT_COMPLETION,
        types.CompletionOptions(trigger_characters=["[", "#", "^", "@"]),
    )(completion.completion)
    s.feature(types.TEXT_DOCUMENT_CODE_LENS)(code_lens.code_lens)
    s.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)(symbols.document_symbol)
    s.feature(types.WORKSPACE_SYMBOL)(symbols.workspace_symbol)
    s.feature(types.TEXT_DOCUMENT_DOCUMENT_LINK)(document_link.document_link)
    s.feature(types.TEXT_DOCUMENT_PREPARE_RENAME)(rename.prepare_rename)
    s.feature(types.TEXT_DOCUMENT_RENAME)(rename.rename)
    s.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
    )(code_action.code_action)
    for method, handler in requests.METHODS.items():
        s.feature(method)(handler)
    for name, handler in commands.COMMANDS.items():
        s.command(name)(handler)
    return s
