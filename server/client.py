"""`ClientFeatures`: what the client said at `initialize` it can do, as far as
semnet's features care."""

from __future__ import annotations

from lsprotocol import types


class ClientFeatures:
    """What the client can do, as far as semnet's features care."""

    def __init__(self, caps: types.ClientCapabilities | None = None) -> None:
        caps = caps or types.ClientCapabilities()
        td = caps.text_document
        wsc = caps.workspace
        win = caps.window
        self.work_done_progress = bool(win and win.work_done_progress)
        hover = td.hover if td else None
        self.hover_markdown = bool(
            hover and hover.content_format and types.MarkupKind.Markdown in hover.content_format
        )
        comp = td.completion if td else None
        item = comp.completion_item if comp else None
        self.completion_markdown = bool(
            item
            and item.documentation_format
            and types.MarkupKind.Markdown in item.documentation_format
        )
        edit = wsc.workspace_edit if wsc else None
        self.document_changes = bool(edit and edit.document_changes)
        ops = (edit.resource_operations or []) if edit else []
        self.create_files = types.ResourceOperationKind.Create in ops
        self.rename_files = types.ResourceOperationKind.Rename in ops
        link = td.document_link if td else None
        self.link_tooltip = bool(link and link.tooltip_support)
        self.code_lens_refresh = bool(wsc and wsc.code_lens and wsc.code_lens.refresh_support)
        sym = td.document_symbol if td else None
        self.hierarchical_symbols = bool(sym and sym.hierarchical_document_symbol_support)
        watched = wsc.did_change_watched_files if wsc else None
        self.watch_dynamic = bool(watched and watched.dynamic_registration)
