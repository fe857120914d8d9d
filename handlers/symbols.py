"""textDocument/documentSymbol (headings, `^block` ids) and workspace/symbol
(notes, entities and their aliases, headings, block ids)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.server.lsp import SemnetServer


@guarded
async def document_symbol(
    ls: SemnetServer, params: types.DocumentSymbolParams
) -> list[types.DocumentSymbol] | list[types.SymbolInformation]:
    """Support document symbols."""
    ws, rel = ls.document(params.text_document.uri)
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        frame = ws.frame(ls.encoding)
        symbols = view.document_symbols(rel)
        if ls.client.hierarchical_symbols:
            return [frame.document_symbol(s) for s in symbols]
        flat = []
        stack = list(reversed(symbols))
        while stack:
            s = stack.pop()
            flat.append(frame.symbol_information(s))
            stack.extend(reversed(s.children))
        return flat


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
