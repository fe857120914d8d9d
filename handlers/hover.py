"""textDocument/hover: what points at this paragraph; a link's or citation's target."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lsprotocol import types
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.server.lsp import SemnetServer


@guarded
async def hover(ls: SemnetServer, params: types.HoverParams) -> dict[str, Any] | None:
    """Support hover (a `Hover`, as its JSON)."""
    from semnet.graph.editor.hover import node_hover, target_hover

    ws, rel = ls.document(params.text_document.uri)
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        frame = ws.frame(ls.encoding)
        line = params.position.line
        target = view.target_at(rel, line, frame.char_of(rel, params.position))
        if target is not None:
            text = target_hover(view, target, frame.link)
        else:
            ref = view.node_at(rel, line)
            got = node_hover(view, ref, frame.link, ls.settings.hover.max_per_kind) if ref else None
            if got is None:
                return None
            text = got
        return frame.hover(text, ls.client.hover_markdown)
