"""textDocument/codeAction: Promote / Dismiss on a judged stance or verdict
diagnostic, with "Dismiss all in this file" and "Dismiss all from this
judge" when there are more; Demote / Dismiss on a promoted one (the rules:
`graph/store/triage.py`); quick fixes for broken links (create the note) and ambiguous
links (pick the intended note); on a fact, "Check against related facts" and
"Mark as accurate / dubious / inaccurate"."""

from __future__ import annotations

import posixpath
from typing import TYPE_CHECKING, Any

from lsprotocol import types
from semnet.graph.diagnostic_codes import Code
from semnet.graph.model import PARAGRAPH_KINDS, NodeKind
from semnet.handlers.convert import SOURCE, Frame, range_contains
from semnet.handlers.convert import code_action as make_action
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.graph.editor.navigation import WorkspaceView
    from semnet.server.folder import Folder
    from semnet.server.lsp import SemnetServer


def _data(d: types.Diagnostic) -> dict[str, Any]:
    return d.data if isinstance(d.data, dict) else {}


@guarded
async def code_action(ls: SemnetServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    """Support code actions."""
    ws, rel = ls.document(params.text_document.uri)
    diags = _diagnostics_here(ls, params)
    out: list[types.CodeAction] = []
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        frame = ws.frame(ls.encoding)
        for d in diags:
            data = _data(d)
            problem = data.get("problem")
            if data.get("edgeId") and data.get("origin") in ("judged", "promoted"):
                out.extend(_triage_actions(ws, rel, d, data))
            elif problem == Code.BROKEN_LINK:
                out.extend(_create_note_action(ls, ws, rel, frame, d, data))
            elif problem == Code.AMBIGUOUS_LINK:
                out.extend(_pick_note_actions(ls, ws, rel, view, frame, d, data))
        out.extend(_fact_actions(view, rel, params.range.start.line))
    return out


def _diagnostics_here(ls: SemnetServer, params: types.CodeActionParams) -> list[types.Diagnostic]:
    """semnet's diagnostics where the range is: those the client sent back with
    their `data`, and ours as published (the client may not send `data` back)."""
    uri = params.text_document.uri
    mine = [d for d in ls.diagnostics.sent(uri) if range_contains(params.range, d.range)]
    given = [d for d in params.context.diagnostics if d.source == SOURCE and _data(d)]
    seen: set[tuple[Any, ...]] = set()
    diags: list[types.Diagnostic] = []
    for d in [*given, *mine]:
        key = (d.code, d.range.start.line, d.range.start.character, _data(d).get("edgeId"))
        if key not in seen:
            seen.add(key)
            diags.append(d)
    return diags


def _triage_actions(
    ws: Folder, rel: str, d: types.Diagnostic, data: dict[str, Any]
) -> list[types.CodeAction]:
    """Promote or dismiss a judged edge (and every suggestion in this file,
    or from this judge); demote or dismiss a promoted one."""
    edge_id = data["edgeId"]
    kind = str(data.get("kind", "edge")).replace("_", " ")
    if data.get("origin") == "promoted":
        return [
            make_action(
                f"Demote this {kind} (back to a suggestion)",
                [d],
                command=("semnet.demote", [edge_id]),
            ),
            make_action(
                f"Dismiss this {kind} (take the promotion back)",
                [d],
                command=("semnet.dismiss", [edge_id]),
            ),
        ]
    out = [
        make_action(
            f"Promote this {kind} (accept it)",
            [d],
            command=("semnet.promote", [edge_id]),
            preferred=True,
        ),
        make_action(
            f"Dismiss this {kind} (not proposed again)",
            [d],
            command=("semnet.dismiss", [edge_id]),
        ),
    ]
    api = ws.api
    rec = api.store.index.get(edge_id) if api is not None else None
    if api is None or rec is None:
        return out
    from semnet.graph.query.params import EdgeFilter

    here = {"files": [ws.uri_of(rel)]}
    n = len(api.select(EdgeFilter.model_validate(here)))
    if n > 1:
        out.append(
            make_action(
                f"Dismiss all {n} suggestions in this file",
                [d],
                command=("semnet.dismiss", [{"filter": here, "workspace": ws.uri}]),
            )
        )
    model = rec.attrs.get("model")
    if isinstance(model, str):
        by = {"judges": [model]}
        n = len(api.select(EdgeFilter.model_validate(by)))
        if n > 1:
            out.append(
                make_action(
                    f"Dismiss all {n} suggestions from {model}",
                    [d],
                    command=("semnet.dismiss", [{"filter": by, "workspace": ws.uri}]),
                )
            )
    return out


def _create_note_action(
    ls: SemnetServer,
    ws: Folder,
    rel: str,
    frame: Frame,
    d: types.Diagnostic,
    data: dict[str, Any],
) -> list[types.CodeAction]:
    """A broken link to a note (not to a heading or block): create the note."""
    from semnet.graph.editor.rename import RenamePlan

    target = str(data.get("target") or "")
    if data.get("heading") or data.get("block") or not target:
        return []
    if not (ls.client.document_changes and ls.client.create_files):
        return []
    if data.get("style") == "markdown":
        new_rel = posixpath.normpath(posixpath.join(posixpath.dirname(rel), target))
    else:
        # A wiki link names a note anywhere: a new one goes at the root.
        name = target if target.lower().endswith(".md") else target + ".md"
        new_rel = posixpath.normpath(name)
    # Never outside the workspace: not `..`, not an absolute path, not through a symlink.
    from semnet.graph.manuscript.workspace import inside

    path = inside(ws.root, new_rel)
    if path is None or path.exists() or path.is_symlink():
        return []
    title = posixpath.splitext(posixpath.basename(target))[0]
    edit = frame.workspace_edit(
        RenamePlan(), ws.documents.versions, True, True, creates=[(new_rel, f"# {title}\n")]
    )
    return [make_action(f"Create the note {new_rel}", [d], edit=edit, preferred=True)]


def _pick_note_actions(
    ls: SemnetServer,
    ws: Folder,
    rel: str,
    view: WorkspaceView,
    frame: Frame,
    d: types.Diagnostic,
    data: dict[str, Any],
) -> list[types.CodeAction]:
    """An ambiguous link: link to each of the notes it may mean."""
    from semnet.graph.editor.rename import RenamePlan, retarget_link

    out: list[types.CodeAction] = []
    line = d.range.start.line
    char = frame.char_of(rel, d.range.start)
    for cand in data.get("candidates") or []:
        cand = str(cand)
        target = cand[:-3] if cand.lower().endswith(".md") else cand
        e = retarget_link(view, rel, line, char + 1, target, ws.line_of)
        if e is None:
            continue
        plan = RenamePlan(edits=[e])
        edit = frame.workspace_edit(plan, ws.documents.versions, ls.client.document_changes, False)
        out.append(make_action(f"Link to {cand}", [d], edit=edit))
    return out


def _fact_actions(view: WorkspaceView, rel: str, line: int) -> list[types.CodeAction]:
    """On a fact or paragraph: check it against related facts; on a fact, mark it."""
    ref = view.node_at(rel, line)
    node = view.nodes.get(ref[5:]) if ref else None
    if ref is None or node is None or node.kind not in PARAGRAPH_KINDS:
        return []
    endpoint = {"ref": ref}
    out = [
        make_action(
            "Check against related facts",
            [],
            command=("semnet.relate", [{"endpoint": endpoint}]),
            kind=types.CodeActionKind.Source,
        )
    ]
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
