"""textDocument/references: every place that points at a paragraph, heading,
note or entity (on a link: at what it points at)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.server.lsp import SemnetServer


@guarded
async def references(ls: SemnetServer, params: types.ReferenceParams) -> list[types.Location]:
    """Support find references."""
    ws, rel = ls.document(params.text_document.uri)
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        frame = ws.frame(ls.encoding)
        line = params.position.line
        target = view.target_at(rel, line, frame.char_of(rel, params.position))
        ref = target.ref if target is not None and target.node is not None else None
        ref = ref or view.node_at(rel, line)
        if ref is None:
            return []
        include = bool(params.context and params.context.include_declaration)
        return [frame.location(loc) for loc in view.references(ref, include)]
