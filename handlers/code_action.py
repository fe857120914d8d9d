"""textDocument/codeAction: Promote / Dismiss on a judged stance or verdict
diagnostic; quick fixes for broken links (create the note) and ambiguous
links (pick the intended note); on a fact, "Check against related facts" and
"Mark as accurate / dubious / inaccurate"."""

from __future__ import annotations

import posixpath
from typing import TYPE_CHECKING, Any

from lsprotocol import types
from semnet.handlers.convert import SOURCE, range_contains
from semnet.handlers.convert import code_action as make_action
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.server.lsp import SemnetServer


def _data(d: types.Diagnostic) -> dict[str, Any]:
    return d.data if isinstance(d.data, dict) else {}


@guarded
async def code_action(ls: SemnetServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    """Support code actions."""
    from semnet.graph.editor.rename import RenamePlan, retarget_link
    from semnet.graph.model import PARAGRAPH_KINDS, NodeKind

    ws, rel = ls.document(params.text_document.uri)
    uri = params.text_document.uri
    # Ours as published (the client may not send `data` back), where they meet the range.
    mine = [d for d in ls.published.get(uri, []) if range_contains(params.range, d.range)]
    given = [d for d in params.context.diagnostics if d.source == SOURCE and _data(d)]
    seen: set[tuple[Any, ...]] = set()
    diags: list[types.Diagnostic] = []
    for d in [*given, *mine]:
        key = (d.code, d.range.start.line, d.range.start.character, _data(d).get("edgeId"))
        if key not in seen:
            seen.add(key)
            diags.append(d)
    out: list[types.CodeAction] = []
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        frame = ws.frame(ls.encoding)
        for d in diags:
            data = _data(d)
            edge_id = data.get("edgeId")
            if edge_id and data.get("judged"):
                kind = str(data.get("kind", "edge")).replace("_", " ")
                out.append(
                    make_action(
                        f"Promote this {kind} (accept it)",
                        [d],
                        command=("semnet.promote", [edge_id]),
                        preferred=True,
                    )
                )
                out.append(
                    make_action(
                        f"Dismiss this {kind} (not proposed again)",
                        [d],
                        command=("semnet.dismiss", [edge_id]),
                    )
                )
                continue
            problem = data.get("problem")
            if problem == "broken-link" and not data.get("heading") and not data.get("block"):
                target = str(data.get("target") or "")
                if target and ls.client.document_changes and ls.client.create_files:
                    if data.get("style") == "markdown":
                        new_rel = posixpath.normpath(posixpath.join(posixpath.dirname(rel), target))
                    else:
                        # A wiki link names a note anywhere: a new one goes at the root.
                        name = target if target.lower().endswith(".md") else target + ".md"
                        new_rel = posixpath.normpath(name)
                    if not new_rel.startswith("..") and not (ws.root / new_rel).exists():
                        title = posixpath.splitext(posixpath.basename(target))[0]
                        edit = frame.workspace_edit(
                            RenamePlan(),
                            ws.versions,
                            True,
                            True,
                            creates=[(new_rel, f"# {title}\n")],
                        )
                        out.append(
                            make_action(
                                f"Create the note {new_rel}", [d], edit=edit, preferred=True
                            )
                        )
            elif problem == "ambiguous-link":
                line = d.range.start.line
                char = frame.char_of(rel, d.range.start)
                for cand in data.get("candidates") or []:
                    cand = str(cand)
                    target = cand[:-3] if cand.lower().endswith(".md") else cand
                    e = retarget_link(view, rel, line, char + 1, target, ws.line_of)
                    if e is None:
                        continue
                    plan = RenamePlan(edits=[e])
                    edit = frame.workspace_edit(
                        plan, ws.versions, ls.client.document_changes, False
                    )
                    out.append(make_action(f"Link to {cand}", [d], edit=edit))
        ref = view.node_at(rel, params.range.start.line)
        node = view.nodes.get(ref[5:]) if ref else None
        if ref is not None and node is not None and node.kind in PARAGRAPH_KINDS:
            endpoint = {"ref": ref}
            out.append(
                make_action(
                    "Check against related facts",
                    [],
                    command=("semnet.relate", [{"endpoint": endpoint}]),
                    kind=types.CodeActionKind.Source,
                )
            )
            if node.kind == NodeKind.FACT:
                for level in ("accurate", "dubious", "inaccurate"):
                    out.append(
                        make_action(
                            f"Mark as {level}",
                            [],
                            command=("semnet.mark", [{"endpoint": endpoint, "level": level}]),
                            kind=types.CodeActionKind.Source,
                        )
                    )
    return out
