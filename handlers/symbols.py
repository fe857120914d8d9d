"""textDocument/documentSymbol (headings, `^block` ids) and workspace/symbol
(notes, entities and their aliases, headings, block ids).

An editor asks for an open document's symbols several times per version
(outline, breadcrumbs, sticky scroll): the answer is kept per document and
given again while nothing it is computed from has changed (the buffer, its
live view, the store's generation, the client's encoding and symbol style).
"""

from __future__ import annotations

import json
import weakref
from typing import TYPE_CHECKING, Any

from lsprotocol import types
from semnet.handlers.convert import Encoded
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.graph.editor.navigation import WorkspaceView
    from semnet.server.folder import Folder
    from semnet.server.lsp import SemnetServer

# Per folder: rel -> (what the answer was computed from, the answer).
_Answer = Encoded | list[types.SymbolInformation]
_KEPT: weakref.WeakKeyDictionary[Folder, dict[str, tuple[tuple[Any, ...], _Answer]]] = (
    weakref.WeakKeyDictionary()
)


@guarded
async def document_symbol(ls: SemnetServer, params: types.DocumentSymbolParams) -> _Answer:
    """Support document symbols (hierarchical: as JSON, written once per state)."""
    ws, rel = ls.document(params.text_document.uri)
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        hierarchical = ls.client.hierarchical_symbols
        key = _state(ws, rel, view, ls.encoding, hierarchical)
        kept = _KEPT.setdefault(ws, {})
        got = kept.get(rel)
        if key is not None and got is not None and got[0] == key:
            return got[1]
        frame = ws.frame(ls.encoding)
        symbols = view.document_symbols(rel)
        out: _Answer
        if hierarchical:
            out = Encoded(json.dumps([frame.document_symbol(s) for s in symbols]))
        else:
            out = []
            stack = list(reversed(symbols))
            while stack:
                s = stack.pop()
                out.append(frame.symbol_information(s))
                stack.extend(reversed(s.children))
        if key is not None:
            kept[rel] = (key, out)
        else:
            kept.pop(rel, None)
        return out


def _state(
    ws: Folder, rel: str, view: WorkspaceView, encoding: str, hierarchical: bool
) -> tuple[Any, ...] | None:
    """What an open document's symbols are computed from (None for a
    document that is not open: its lines are read from the disk)."""
    text = ws.documents.text(rel)
    doc = ws.documents.live.get(rel)
    if text is None or doc is None or ws.store is None:
        return None
    return (
        ws.documents.versions.get(rel),
        hash(text),  # (a string keeps its hash: computed once per buffer)
        len(text),
        id(doc),
        id(view.names),
        ws.store.generation,
        encoding,
        hierarchical,
    )


@guarded
async def workspace_symbol(
    ls: SemnetServer, params: types.WorkspaceSymbolParams
) -> list[types.SymbolInformation]:
    """Support workspace symbols."""
    out: list[types.SymbolInformation] = []
    for ws in ls.folders.values():
        if ws.store is None:
            continue
        async with ws.reading() as view:
            frame = ws.frame(ls.encoding)
            out.extend(frame.symbol_information(s) for s in view.workspace_symbols(params.query))
    return out
