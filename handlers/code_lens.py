"""textDocument/codeLens: how many edges point at each paragraph that has any."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from lsprotocol import types
from semnet.graph.editor.located import Located
from semnet.graph.model import node_ref
from semnet.graph.query.traverse import iter_neighbors
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.server.lsp import SemnetServer


@guarded
async def code_lens(ls: SemnetServer, params: types.CodeLensParams) -> list[types.CodeLens]:
    """Support code lens (`semnet.codeLens` turns it off)."""
    if not ls.settings.code_lens:
        return []
    ws, rel = ls.document(params.text_document.uri)
    out = []
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        frame = ws.frame(ls.encoding)
        for b in view.blocks(rel):
            if b.node_id is None:
                continue
            ref = node_ref(b.node_id)
            kinds = Counter(h.edge.kind for h in iter_neighbors(view.index, ref, None, "in"))
            if not kinds:
                continue
            n = sum(kinds.values())
            parts = " · ".join(f"{c} {k}" for k, c in sorted(kinds.items(), key=lambda x: -x[1]))
            title = f"{n} incoming: {parts}"
            args = [{"endpoint": {"ref": ref}, "direction": "in"}]
            loc = Located(rel, b.start_line, 0, b.start_line, 0)
            out.append(frame.code_lens(loc, title, "semnet.neighbors", args))
    return out
