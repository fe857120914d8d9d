"""textDocument/documentLink: every link that resolves, to where it points."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.server.lsp import SemnetServer


@guarded
async def document_link(
    ls: SemnetServer, params: types.DocumentLinkParams
) -> list[types.DocumentLink]:
    """Support document links."""
    ws, rel = ls.document(params.text_document.uri)
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        frame = ws.frame(ls.encoding)
        tooltip = ls.client.link_tooltip
        return [frame.document_link(s, t, tooltip) for s, t in view.document_links(rel)]
