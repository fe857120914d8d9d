"""textDocument/prepareRename, textDocument/rename and workspace/willRenameFiles:
a heading or a note renamed, and every link to it updated."""

from __future__ import annotations

import posixpath
from typing import TYPE_CHECKING

from lsprotocol import types
from semnet.graph.editor.located import Located
from semnet.graph.errors import RenameError
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.server.folder import Folder
    from semnet.server.lsp import SemnetServer


@guarded
async def prepare_rename(
    ls: SemnetServer, params: types.PrepareRenameParams
) -> types.PrepareRenamePlaceholder:
    """What a rename here would rename (or why nothing can be)."""
    from semnet.graph.editor.rename import rename_target

    ws, rel = ls.document(params.text_document.uri)
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        frame = ws.frame(ls.encoding)
        line = params.position.line
        char = frame.char_of(rel, params.position)
        _kind, _key, text = rename_target(view, rel, line, char)
        target = view.target_at(rel, line, char)
        if target is not None:
            span = target.span
        else:
            raw = ws.line_of(rel, line)
            start = raw.find(text) if text else -1
            span = (
                Located(rel, line, start, line, start + len(text))
                if start >= 0
                else Located(rel, line, 0, line, len(raw))
            )
        return types.PrepareRenamePlaceholder(range=frame.range(span), placeholder=text)


@guarded
async def rename(ls: SemnetServer, params: types.RenameParams) -> types.WorkspaceEdit:
    """Rename a heading (and every link to it) or a note (the file and its links)."""
    from semnet.graph.editor.rename import file_rename, heading_rename, rename_target

    ws, rel = ls.document(params.text_document.uri)
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        frame = ws.frame(ls.encoding)
        line = params.position.line
        kind, key, _text = rename_target(view, rel, line, frame.char_of(rel, params.position))
        if kind == "heading":
            plan = heading_rename(view, key, params.new_name, ws.line_of)
        else:
            if not (ls.client.document_changes and ls.client.rename_files):
                raise RenameError("this editor cannot rename files through the language server")
            new_rel = _new_file(ws, key, params.new_name)
            plan = file_rename(view, key, new_rel, ws.line_of)
        return frame.workspace_edit(
            plan, ws.documents.versions, ls.client.document_changes, ls.client.rename_files
        )


def _new_file(ws: Folder, key: str, name: str) -> str:
    """The path a note renamed to `name` gets: beside it, inside the workspace."""
    from semnet.graph.manuscript.workspace import inside

    new_name = name.strip()
    if not new_name or "/" in new_name or "\\" in new_name or new_name in (".", ".."):
        raise RenameError("give the note's new file name, without a folder")
    if any(ord(c) < 32 for c in new_name):
        raise RenameError("a file name cannot hold control characters")
    if not new_name.lower().endswith(".md"):
        new_name += ".md"
    new_rel = posixpath.join(posixpath.dirname(key), new_name)
    path = inside(ws.root, new_rel)
    if path is None:
        raise RenameError(f"{new_rel} would be outside the workspace")
    if path.exists() or path.is_symlink():
        raise RenameError(f"{new_rel} already exists")
    return new_rel


@guarded
async def will_rename_files(
    ls: SemnetServer, params: types.RenameFilesParams
) -> types.WorkspaceEdit | None:
    """The link edits a rename in the editor's file explorer needs."""
    from semnet.graph.editor.rename import RenamePlan, file_rename

    edits: dict[str, tuple[Folder, RenamePlan]] = {}
    for f in params.files:
        old = ls.workspace_for(f.old_uri)
        new = ls.workspace_for(f.new_uri)
        if old is None or new is None or old[0] is not new[0]:
            continue
        ws = old[0]
        pairs: list[tuple[str, str]] = []
        old_rel, new_rel = old[1], new[1]
        if (ws.root / old_rel).is_dir():
            for p in sorted((ws.root / old_rel).rglob("*.md")):
                r = p.relative_to(ws.root).as_posix()
                pairs.append((r, new_rel + r[len(old_rel) :]))
        elif old_rel.lower().endswith(".md"):
            pairs.append((old_rel, new_rel))
        if not pairs:
            continue
        async with ws.reading() as view:
            _, plan = edits.setdefault(ws.uri, (ws, RenamePlan()))
            moved = {a for a, _ in pairs}
            for a, b in pairs:
                for e in file_rename(view, a, b, ws.line_of).edits:
                    # Links inside files that move with the rename: their new
                    # relative paths are computed from where they go.
                    if e.rel in moved and a != e.rel:
                        continue
                    plan.add(e)
    if not edits:
        return None
    merged: list[types.TextDocumentEdit] = []
    changes: dict[str, list[types.TextEdit]] = {}
    for ws, plan in edits.values():
        frame = ws.frame(ls.encoding)
        we = frame.workspace_edit(plan, ws.documents.versions, ls.client.document_changes, False)
        if we.document_changes:
            merged.extend(d for d in we.document_changes if isinstance(d, types.TextDocumentEdit))
        if we.changes:
            changes.update((uri, list(es)) for uri, es in we.changes.items())
    if ls.client.document_changes:
        return types.WorkspaceEdit(document_changes=merged)
    return types.WorkspaceEdit(changes=changes)
