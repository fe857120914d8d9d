"""`create_server()`: the language server with each feature of
`semnet.handlers` wired to its LSP method (and its registration options)."""

from __future__ import annotations

from lsprotocol import types
from semnet.server.lsp import SemnetServer

__all__ = ["create_server"]


def create_server() -> SemnetServer:
    """The server with every feature wired to its LSP method."""
    from semnet.handlers import (
        code_action,
        code_lens,
        commands,
        completion,
        definition,
        document_link,
        hover,
        lifecycle,
        references,
        rename,
        requests,
        symbols,
        sync,
    )

    s = SemnetServer()
    s.feature(types.INITIALIZE)(lifecycle.initialize)
    s.feature(types.INITIALIZED)(lifecycle.initialized)
    s.feature(types.SHUTDOWN)(lifecycle.shutdown)
    s.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)(lifecycle.did_change_configuration)
    s.feature(types.WORKSPACE_DID_CHANGE_WORKSPACE_FOLDERS)(lifecycle.did_change_workspace_folders)
    s.feature(types.TEXT_DOCUMENT_DID_OPEN)(sync.did_open)
    s.feature(types.TEXT_DOCUMENT_DID_CHANGE)(sync.did_change)
    s.feature(types.TEXT_DOCUMENT_DID_SAVE, types.SaveOptions(include_text=False))(sync.did_save)
    s.feature(types.TEXT_DOCUMENT_DID_CLOSE)(sync.did_close)
    s.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)(sync.did_change_watched_files)
    md_files = types.FileOperationRegistrationOptions(
        filters=[
            types.FileOperationFilter(
                pattern=types.FileOperationPattern(glob="**/*.md"), scheme="file"
            ),
            types.FileOperationFilter(
                pattern=types.FileOperationPattern(
                    glob="**/*", matches=types.FileOperationPatternKind.Folder
                ),
                scheme="file",
            ),
        ]
    )
    s.feature(types.WORKSPACE_DID_RENAME_FILES, md_files)(sync.did_rename_files)
    s.feature(types.WORKSPACE_WILL_RENAME_FILES, md_files)(rename.will_rename_files)
    s.feature(types.TEXT_DOCUMENT_HOVER)(hover.hover)
    s.feature(types.TEXT_DOCUMENT_DEFINITION)(definition.definition)
    s.feature(types.TEXT_DOCUMENT_REFERENCES)(references.references)
    s.feature(
        types.TEXT_DOCUMENT_COMPLETION,
        types.CompletionOptions(trigger_characters=["[", "#", "^", "@"]),
    )(completion.completion)
    s.feature(types.TEXT_DOCUMENT_CODE_LENS)(code_lens.code_lens)
    s.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)(symbols.document_symbol)
    s.feature(types.WORKSPACE_SYMBOL)(symbols.workspace_symbol)
    s.feature(types.TEXT_DOCUMENT_DOCUMENT_LINK)(document_link.document_link)
    s.feature(types.TEXT_DOCUMENT_PREPARE_RENAME)(rename.prepare_rename)
    s.feature(types.TEXT_DOCUMENT_RENAME)(rename.rename)
    s.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
    )(code_action.code_action)
    for method, handler in requests.METHODS.items():
        s.feature(method)(handler)
    for name, handler in commands.COMMANDS.items():
        s.command(name)(handler)
    return s
