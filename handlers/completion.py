"""textDocument/completion: after `[[` notes, headings and `^block` ids;
after `@` citation keys."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lsprotocol import types
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.server.lsp import SemnetServer


@guarded
async def completion(ls: SemnetServer, params: types.CompletionParams) -> dict[str, Any] | None:
    """Support completion (the list as its JSON: `Frame.completion_list`)."""
    ws, rel = ls.document(params.text_document.uri)
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        frame = ws.frame(ls.encoding)
        line = params.position.line
        text = ws.line_of(rel, line)
        char = frame.char_of(rel, params.position)
        ctx = view.completion(rel, line, text[:char], text[char:])
        if ctx is None:
            return None
        return frame.completion_list(rel, ctx, ls.client.completion_markdown)
