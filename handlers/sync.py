"""Text synchronisation: the graph follows the buffers as they are typed.

Each change updates the document's live view (debounced by `debounceMs`) and
republishes its diagnostics; the store takes the buffer in an index pass
`writeDelayMs` after the last change, on save, and when files change on disk.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types
from semnet.handlers.errors import quietly

if TYPE_CHECKING:
    from semnet.server.folder import Folder
    from semnet.server.lsp import SemnetServer


@quietly
def did_open(ls: SemnetServer, params: types.DidOpenTextDocumentParams) -> None:
    doc = params.text_document
    ls.open_document(doc.uri, doc.text, doc.version)


@quietly
def did_change(ls: SemnetServer, params: types.DidChangeTextDocumentParams) -> None:
    # pygls has applied the (incremental) changes to its copy of the document.
    uri = params.text_document.uri
    text = ls.workspace.get_text_document(uri).source
    ls.change_document(uri, text, params.text_document.version)


@quietly
def did_save(ls: SemnetServer, params: types.DidSaveTextDocumentParams) -> None:
    ls.save_document(params.text_document.uri)


@quietly
def did_close(ls: SemnetServer, params: types.DidCloseTextDocumentParams) -> None:
    ls.close_document(params.text_document.uri)


@quietly
def did_change_watched_files(ls: SemnetServer, params: types.DidChangeWatchedFilesParams) -> None:
    """Files changed on disk (another editor, git): index them unless they are open."""
    by_ws: dict[int, tuple[Folder, dict[str, str | None]]] = {}
    for ev in params.changes:
        got = ls.workspace_for(ev.uri)
        if got is None:
            continue
        ws, rel = got
        if rel.startswith(".semnet/"):
            continue
        if not ws.is_markdown(rel):
            continue
        text = None if ev.type == types.FileChangeType.Deleted else ws.documents.disk_text(rel)
        by_ws.setdefault(id(ws), (ws, {}))[1][rel] = text
    for ws, changes in by_ws.values():
        ls.files_changed(ws, changes)


@quietly
def did_rename_files(ls: SemnetServer, params: types.RenameFilesParams) -> None:
    """A rename is one index pass (old gone, new there), so paragraphs keep their ids."""
    for f in params.files:
        old = ls.workspace_for(f.old_uri)
        new = ls.workspace_for(f.new_uri)
        if old is None or new is None or old[0] is not new[0]:
            continue
        ws = old[0]
        changes: dict[str, str | None] = {}
        new_path = ws.root / new[1]
        if new_path.is_dir():
            for p in sorted(new_path.rglob("*")):
                if p.is_file():
                    rel_new = p.relative_to(ws.root).as_posix()
                    if ws.is_markdown(rel_new):
                        rel_old = old[1] + rel_new[len(new[1]) :]
                        changes[rel_old] = None
                        changes[rel_new] = ws.documents.disk_text(rel_new)
        elif ws.is_markdown(new[1]):
            changes[old[1]] = None
            changes[new[1]] = ws.documents.disk_text(new[1])
        ls.files_changed(ws, changes, rename=True)
