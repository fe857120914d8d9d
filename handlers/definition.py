"""textDocument/definition: where a link or citation points."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lsprotocol import types
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.server.lsp import SemnetServer


@guarded
async def definition(ls: SemnetServer, params: types.DefinitionParams) -> dict[str, Any] | None:
    """Support go to definition (a `Location`, as its JSON)."""
    ws, rel = ls.document(params.text_document.uri)
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        frame = ws.frame(ls.encoding)
        target = view.target_at(rel, params.position.line, frame.char_of(rel, params.position))
        if target is None or target.node is None:
            return None
        loc = view.locate(target.node.id)
        return frame.location_json(loc) if loc is not None else None
