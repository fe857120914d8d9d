"""textDocument/codeLens: how many notes link to the note, and how many edges
point at each paragraph that has any (`graph/editor/lens.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types
from semnet.graph.editor.located import Located
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.server.lsp import SemnetServer


@guarded
async def code_lens(ls: SemnetServer, params: types.CodeLensParams) -> list[types.CodeLens]:
    """Support code lens (`semnet.codeLens` turns it off)."""
    if not ls.settings.code_lens:
        return []
    from semnet.graph.editor.lens import file_lenses  # loads with the store, not at start

    ws, rel = ls.document(params.text_document.uri)
    out = []
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        frame = ws.frame(ls.encoding)
        for lens in file_lenses(view, rel):
            args = [{"endpoint": {"ref": lens.ref}, "direction": "in"}]
            loc = Located(rel, lens.line, 0, lens.line, 0)
            out.append(frame.code_lens(loc, lens.title, "semnet.neighbors", args))
    return out
