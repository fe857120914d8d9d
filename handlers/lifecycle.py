"""initialize / initialized / shutdown, settings and workspace folders (`exit` is
the protocol's: `semnet.server.protocol`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lsprotocol import types
from semnet.handlers.errors import quietly

if TYPE_CHECKING:
    from semnet.server.lsp import SemnetServer


def initialize(ls: SemnetServer, params: types.InitializeParams) -> None:
    """Settings, client capabilities and one workspace per folder."""
    ls.take_client(params.capabilities)
    ls.apply_settings(params.initialization_options)
    folders = [f.uri for f in params.workspace_folders or []]
    if not folders and params.root_uri:
        folders = [params.root_uri]
    for uri in folders:
        ws = ls.add_folder(uri)
        if ws is not None:
            # The store opens while the client reads this answer: a request
            # about the graph right after `initialized` need not wait for it all.
            ws.begin_open()


@quietly
async def initialized(ls: SemnetServer, params: types.InitializedParams) -> None:
    """Open and index every folder in the background; watch Markdown files."""
    for ws in list(ls.folders.values()):
        ls.spawn(ls.start_folder(ws))
    if ls.client.watch_dynamic:
        watchers = [
            types.FileSystemWatcher(glob_pattern="**/*.md"),
            types.FileSystemWatcher(glob_pattern="**/*.bib"),
        ]
        try:
            await ls.client_register_capability_async(
                types.RegistrationParams(
                    registrations=[
                        types.Registration(
                            id="semnet-watch",
                            method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                            register_options=types.DidChangeWatchedFilesRegistrationOptions(
                                watchers=watchers
                            ),
                        )
                    ]
                )
            )
        except Exception as exc:
            ls.log_to_client(f"semnet: cannot watch files: {exc}")


async def shutdown(ls: SemnetServer, params: Any) -> None:
    """Write what is pending and close every store (within a second or so)."""
    await ls.stop()


@quietly
async def did_change_configuration(
    ls: SemnetServer, params: types.DidChangeConfigurationParams
) -> None:
    """New `semnet.*` settings: diagnostics and lenses follow."""
    raw = params.settings
    if not (isinstance(raw, dict) and "semnet" in raw):
        try:
            got = await ls.workspace_configuration_async(
                types.ConfigurationParams(items=[types.ConfigurationItem(section="semnet")])
            )
            raw = got[0] if got else None
        except Exception:
            raw = None
    ls.apply_settings(raw)
    await ls.republish_all()
    if ls.client.code_lens_refresh:
        try:
            await ls.workspace_code_lens_refresh_async(None)
        except Exception:
            pass


@quietly
async def did_change_workspace_folders(
    ls: SemnetServer, params: types.DidChangeWorkspaceFoldersParams
) -> None:
    for f in params.event.removed:
        await ls.remove_folder(f.uri)
    for f in params.event.added:
        ws = ls.add_folder(f.uri)
        if ws is not None:
            ls.spawn(ls.start_folder(ws))
