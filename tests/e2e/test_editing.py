"""The graph follows the buffer: edits, saves, files changed on disk, renames,
code actions, promote/dismiss across a restart, settings. One server per test
(they change the workspace), for each client profile."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from pytest_lsp import LanguageClient
from semnet.graph.model import Edge
from semnet.graph.store.edge_store import EdgeStore

from .support import (
    CONFIG,
    PROFILES,
    Seeded,
    diags,
    doc_id,
    init_params,
    make_client,
    open_doc,
    pos,
    progress_ended,
    seed_workspace,
    utf_units,
    wait_for,
)

pytestmark = [pytest.mark.e2e]

FAST = {"semnet": {"debounceMs": 20, "writeDelayMs": 50}}


@pytest_lsp.fixture(config=CONFIG, params=PROFILES)
async def client(lsp_client: LanguageClient, request: Any, tmp_path: Path):
    profile = request.param
    seeded = seed_workspace(tmp_path / "ws")
    result = await lsp_client.initialize_session(init_params(profile, seeded.root, FAST))
    lsp_client.seeded = seeded  # type: ignore[attr-defined]
    lsp_client.profile = profile  # type: ignore[attr-defined]
    lsp_client.encoding = result.capabilities.position_encoding  # type: ignore[attr-defined]
    yield
    if not lsp_client.stopped:  # a test may have shut it down itself
        await lsp_client.shutdown_session()


def S(client: LanguageClient) -> Seeded:
    return client.seeded  # type: ignore[attr-defined, no-any-return]


def edit(
    client: LanguageClient,
    uri: str,
    version: int,
    start: tuple[int, int],
    end: tuple[int, int],
    text: str,
) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=pos(*start), end=pos(*end)), text=text
                )
            ],
        )
    )


async def neighbors(client: LanguageClient, ep: dict[str, Any], **kw: Any) -> Any:
    return await client.protocol.send_request_async("semnet/neighbors", {"endpoint": ep, **kw})


async def test_diagnostics_follow_incremental_edits(client: LanguageClient):
    s = S(client)
    people, two = open_doc(client, s, "facts/people.md"), s.uri("book/two.md")
    await wait_for(lambda: diags(client, people, "contradicts"), what="contradicts")
    # Two lines typed above the contradicted fact: its diagnostic moves down,
    # and the other end's relatedInformation follows, before any save.
    edit(client, people, 2, (1, 0), (1, 0), "\nA new line here.\n")
    await wait_for(
        lambda: [d for d in diags(client, people, "contradicts") if d.range.start.line == 4],
        what="moved diagnostic",
    )
    await wait_for(
        lambda: [
            d
            for d in diags(client, two, "contradicts")
            if d.related_information[0].location.range.start.line == 4
        ],
        what="the far end pointing at the new line",
    )
    # A broken link typed into a paragraph: a diagnostic as soon as it is typed.
    edit(client, people, 3, (2, 16), (2, 16), " See [[Atlantis]].")
    (broken,) = await wait_for(lambda: diags(client, people, "broken-link"), what="broken link")
    assert broken.range.start == pos(2, 21) and broken.range.end == pos(2, 33)
    # ... and gone when it is fixed.
    edit(client, people, 4, (2, 23), (2, 31), "Paris")
    await wait_for(lambda: not diags(client, people, "broken-link"), what="fixed link")

    # The store follows the buffer (debounced): the new link is an edge.
    async def linked() -> bool:
        try:
            r = await neighbors(
                client,
                {"textDocument": {"uri": people}, "position": {"line": 2, "character": 0}},
                kinds=["links_to"],
                direction="out",
            )
        except JsonRpcInvalidParams as exc:  # the typed paragraph has no node until the pass
            assert "nothing indexed" in str(exc)
            return False
        return any(e["other"]["uri"] == s.uri("places/paris.md") for e in r["edges"])

    for _ in range(200):
        if await linked():
            break
        await asyncio.sleep(0.05)
    assert await linked()
    # The contradicted paragraph kept its identity through all this.
    r = await neighbors(
        client, {"textDocument": {"uri": people}, "position": {"line": 4, "character": 0}}
    )
    assert r["endpoint"]["ref"] == f"node:{s.ids['born1871']}"
    assert any(e["kind"] == "contradicts" for e in r["edges"])


async def test_edit_on_a_cyrillic_and_emoji_line(client: LanguageClient):
    s = S(client)
    one = open_doc(client, s, "book/one.md")
    line = s.text("book/one.md").split("\n")[14]
    at = line.index("здесь")
    col = utf_units(line[:at], client.encoding)  # type: ignore[attr-defined]
    edit(client, one, 2, (14, col), (14, col), "[[Нигде]] ")

    def found() -> list[types.Diagnostic]:
        return [d for d in diags(client, one, "broken-link") if d.range.start.line == 14]

    (d,) = await wait_for(found, what="broken link on the Cyrillic line")
    assert d.range.start.character == col
    assert d.range.end.character == col + utf_units("[[Нигде]]", client.encoding)  # type: ignore[attr-defined]
    assert "Нигде" in d.message


async def test_file_created_on_disk_resolves_a_broken_link(client: LanguageClient):
    s = S(client)
    one = s.uri("book/one.md")
    await wait_for(lambda: diags(client, one, "broken-link"), what="broken link")
    (s.root / "Nowhere.md").write_text("# Nowhere\n\nA place after all.\n", encoding="utf-8")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=s.uri("Nowhere.md"), type=types.FileChangeType.Created)]
        )
    )
    await wait_for(lambda: not diags(client, one, "broken-link"), what="resolved link")


async def test_closing_an_unsaved_buffer_clears_its_diagnostics(client: LanguageClient):
    """A buffer never saved shows its problems while open; once it is closed
    (its file does not exist) the client is told it has none."""
    s = S(client)
    uri = s.uri("drafts/unsaved.md")
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri,
                language_id="markdown",
                version=1,
                text="# Draft\n\nA link to [[Nowhere Else]].\n",
            )
        )
    )
    await wait_for(lambda: diags(client, uri, "broken-link"), what="the draft's broken link")
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=doc_id(uri)))
    await wait_for(lambda: uri in client.diagnostics and not diags(client, uri), what="cleared")
    assert not (s.root / "drafts").exists()


async def test_code_actions_promote_dismiss_and_restart(client: LanguageClient, tmp_path: Path):
    s = S(client)
    people, two, one = (
        open_doc(client, s, "facts/people.md"),
        s.uri("book/two.md"),
        s.uri("book/one.md"),
    )
    (c,) = await wait_for(lambda: diags(client, people, "contradicts"), what="contradicts")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=doc_id(people),
            range=c.range,
            context=types.CodeActionContext(diagnostics=[c]),
        )
    )
    titles = [a.title for a in actions]
    assert any(t.startswith("Promote") for t in titles) and any(
        t.startswith("Dismiss") for t in titles
    )
    dismiss = next(a for a in actions if a.title.startswith("Dismiss"))
    assert dismiss.command.command == "semnet.dismiss"
    assert list(dismiss.command.arguments) == [s.edges["contradicts"]]
    # Dismiss: gone at both ends.
    got = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command=dismiss.command.command, arguments=dismiss.command.arguments
        )
    )
    assert got["dismissed"] is True
    await wait_for(lambda: not diags(client, people, "contradicts"), what="dismissed here")
    await wait_for(lambda: not diags(client, two, "contradicts"), what="dismissed there")
    # Promote: still shown at both ends, no longer a suggestion.
    (t,) = await wait_for(lambda: diags(client, people, "in-tension"), what="in-tension")
    got = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command="semnet.promote", arguments=[{"edgeId": s.edges["in_tension"]}]
        )
    )
    assert got["origin"] == "promoted"
    await wait_for(
        lambda: [
            d for d in diags(client, one, "in-tension") if not d.message.startswith("Suggested")
        ],
        what="promoted in one.md",
    )
    (t,) = await wait_for(
        lambda: [
            d for d in diags(client, people, "in-tension") if not d.message.startswith("Suggested")
        ],
        what="promoted in people.md",
    )
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=doc_id(people),
            range=t.range,
            context=types.CodeActionContext(diagnostics=[t]),
        )
    )
    # (the verdict on the same fact is still a suggestion, and still offered;
    # the promotion can be taken back)
    assert not [a for a in actions if a.title.startswith("Promote this in tension")]
    assert [a for a in actions if a.title.startswith("Demote this in tension")]
    assert [a for a in actions if a.title.startswith("Promote this graded as")]
    # Promoting something that is not judged is refused, and says why.
    with pytest.raises(JsonRpcInvalidParams) as err:
        await client.workspace_execute_command_async(
            types.ExecuteCommandParams(command="semnet.promote", arguments=[s.edges["in_tension"]])
        )
    assert "judged" in str(err.value)
    history = await client.protocol.send_request_async(
        "semnet/history", {"edge": s.edges["contradicts"]}
    )
    assert [e["event"] for e in history["events"]] == ["created", "dismissed"]

    # Restart: the dismissal and the promotion are in the store, and a judge
    # proposing the same pair of texts again writes nothing.
    await client.shutdown_session()
    store = EdgeStore.for_workspace(s.root)
    try:
        a, b = f"node:{s.ids['born1871']}", f"node:{s.ids['file1874']}"
        assert store.is_dismissed(a, b, "contradicts")
        with store.run("judge") as run:
            again = run.assert_edge(
                Edge(src=a, dst=b, kind="contradicts", origin="judged", reason="again")
            )
        assert again.id == s.edges["contradicts"] and again.retired == "dismissed"
        assert store.index.get(s.edges["in_tension"]).origin == "promoted"
    finally:
        store.close()
    second = make_client()
    await second.start_io(*CONFIG.server_command)
    try:
        await second.initialize_session(init_params(client.profile, s.root, FAST))  # type: ignore[attr-defined]
        await wait_for(lambda: diags(second, people, "in-tension"), what="in-tension after restart")
        assert not diags(second, people, "contradicts") and not diags(second, two, "contradicts")
        (t,) = diags(second, people, "in-tension")
        assert not t.message.startswith("Suggested")
        pending = await second.protocol.send_request_async("semnet/pending", {})
        ids = {e["id"] for e in pending["edges"]}
        assert s.edges["contradicts"] not in ids and s.edges["in_tension"] not in ids
        await second.shutdown_session()
    finally:
        await second.stop()


async def test_problem_quick_fixes(client: LanguageClient):
    s = S(client)
    one = open_doc(client, s, "book/one.md")
    await wait_for(lambda: diags(client, one, "ambiguous-link"), what="ambiguous")
    (amb,) = diags(client, one, "ambiguous-link")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=doc_id(one),
            range=amb.range,
            context=types.CodeActionContext(diagnostics=[amb]),
        )
    )
    picks = [a for a in actions if a.title.startswith("Link to")]
    assert sorted(a.title for a in picks) == [
        "Link to glossary/station.md",
        "Link to places/station.md",
    ]
    edit_ = picks[0].edit
    edits = edit_.changes[one] if edit_.changes else edit_.document_changes[0].edits
    assert edits[0].new_text in ("[[glossary/station]]", "[[places/station]]")
    (broken,) = diags(client, one, "broken-link")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=doc_id(one),
            range=broken.range,
            context=types.CodeActionContext(diagnostics=[broken]),
        )
    )
    create = [a for a in actions if a.title.startswith("Create the note")]
    if client.profile == "visual_studio_code":  # type: ignore[attr-defined]
        (a,) = create
        ops = a.edit.document_changes
        assert isinstance(ops[0], types.CreateFile) and ops[0].uri == s.uri("Nowhere.md")
        assert ops[1].edits[0].new_text == "# Nowhere\n"
    else:  # the profile declares no documentChanges: no file can be created
        assert not create


async def test_rename_heading_and_file(client: LanguageClient):
    s = S(client)
    paris = open_doc(client, s, "places/paris.md")
    prep = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=doc_id(paris), position=pos(4, 5))
    )
    assert prep.placeholder == "History" and prep.range.start == pos(4, 3)
    we = await client.text_document_rename_async(
        types.RenameParams(text_document=doc_id(paris), position=pos(4, 5), new_name="Past Times")
    )
    edits: dict[str, list[types.TextEdit]] = {}
    if we.changes:
        edits = dict(we.changes)
    else:
        for dc in we.document_changes:
            edits.setdefault(dc.text_document.uri, []).extend(dc.edits)
    assert [e.new_text for e in edits[paris]] == ["Past Times"]
    one = sorted((e.range.start.character, e.new_text) for e in edits[s.uri("book/one.md")])
    assert one == [
        (4, "[[Paris#Past Times]]"),
        (26, "[the history](../places/paris.md#past-times)"),
    ]
    with pytest.raises(JsonRpcInvalidParams):
        await client.text_document_prepare_rename_async(
            types.PrepareRenameParams(text_document=doc_id(paris), position=pos(2, 2))
        )
    # Files renamed in the editor: every link to the note, whatever its style.
    we = await client.workspace_will_rename_files_async(
        types.RenameFilesParams(
            files=[
                types.FileRename(
                    old_uri=s.uri("places/paris.md"), new_uri=s.uri("places/lutetia.md")
                )
            ]
        )
    )
    edits = dict(we.changes) if we.changes else {}
    for dc in we.document_changes or []:
        edits.setdefault(dc.text_document.uri, []).extend(dc.edits)
    texts = sorted(e.new_text for e in edits[s.uri("book/one.md")])
    assert "[[lutetia#History]]" in texts and "[[lutetia]]" in texts
    assert "[the history](../places/lutetia.md#history)" in texts
    assert "[[lutetia|the city]]" in texts
    assert [e.new_text for e in edits[s.uri("characters/anna.md")]] == ["[[lutetia]]"]
    # Then the rename happens; the graph follows and paragraphs keep their ids.
    (s.root / "places/paris.md").rename(s.root / "places/lutetia.md")
    client.workspace_did_rename_files(
        types.RenameFilesParams(
            files=[
                types.FileRename(
                    old_uri=s.uri("places/paris.md"), new_uri=s.uri("places/lutetia.md")
                )
            ]
        )
    )

    async def moved() -> Any:
        r = await client.protocol.send_request_async(
            "semnet/neighbors", {"endpoint": {"ref": f"node:{s.ids['history']}"}}
        )
        return r if r["endpoint"].get("uri") == s.uri("places/lutetia.md") else None

    for _ in range(200):
        if await moved():
            break
        await asyncio.sleep(0.05)
    assert await moved()


async def test_settings(client: LanguageClient):
    s = S(client)
    one = open_doc(client, s, "book/one.md")
    await wait_for(lambda: diags(client, one, "qualifies"), what="qualifies")
    assert not diags(client, one, "agrees")
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(
            settings={
                "semnet": {
                    "diagnostics": {
                        "showAgrees": True,
                        "judged": {"agrees": "hint"},  # the seeded agreement is judged
                        "qualifies": "off",
                        "brokenLink": "error",
                    },
                    "codeLens": False,
                }
            }
        )
    )
    got = await wait_for(lambda: diags(client, one, "agrees"), what="agrees")
    # both ends are in this file
    assert sorted(d.range.start.line for d in got) == [6, 8]
    assert all(d.severity == types.DiagnosticSeverity.Hint for d in got)
    await wait_for(lambda: not diags(client, one, "qualifies"), what="qualifies off")
    assert diags(client, one, "broken-link")[0].severity == types.DiagnosticSeverity.Error
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=doc_id(one))
    )
    assert not lenses
    # Invalid settings: said so, and the defaults again.
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"semnet": {"debounceMs": "soon"}})
    )
    msg = await wait_for(
        lambda: [m for m in client.messages if "semnet.debounceMs" in m.message], what="showMessage"
    )
    assert msg[0].type == types.MessageType.Warning
    await wait_for(lambda: not diags(client, one, "agrees"), what="defaults again")


async def test_cli_while_the_server_runs(client: LanguageClient):
    """A terminal `semnet graph …` on the same store while the editor is open:
    no lock error, and the server sees what a CLI process wrote."""
    s = S(client)
    people = open_doc(client, s, "facts/people.md")
    await wait_for(lambda: diags(client, people, "contradicts"), what="server ready")
    out = subprocess.run(
        [sys.executable, "-m", "semnet.server", "graph", "stats", "--root", str(s.root), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["nodes"] > 30
    # Another process writes a judged edge; the server picks it up.
    store = EdgeStore.for_workspace(s.root, lock_timeout=10)
    try:
        with store.run("judge") as run:
            run.assert_edge(
                Edge(
                    src=f"node:{s.ids['nothing']}",
                    dst=f"node:{s.ids['born1871']}",
                    kind="contradicts",
                    origin="judged",
                    reason="from the terminal",
                )
            )
    finally:
        store.close()
    # A request that comes while the server's writer thread is busy (a pass
    # held while the terminal had the file) answers from the graph it has;
    # the first one after that job reloads.
    reasons: list[str] = []
    deadline = asyncio.get_running_loop().time() + 20
    while reasons != ["from the terminal"] and asyncio.get_running_loop().time() < deadline:
        r = await client.protocol.send_request_async(
            "semnet/contradicting", {"endpoint": {"ref": f"node:{s.ids['nothing']}"}}
        )
        reasons = [e["reason"] for e in r["edges"]]
        await asyncio.sleep(0.05)
    assert reasons == ["from the terminal"]
    await wait_for(
        lambda: [
            d for d in diags(client, s.uri("book/two.md"), "contradicts") if "terminal" in d.message
        ],
        what="diagnostic from the CLI's edge",
    )


@pytest_lsp.fixture(config=CONFIG, params=PROFILES)
async def bad_settings_client(lsp_client: LanguageClient, request: Any, tmp_path: Path):
    seeded = seed_workspace(tmp_path / "ws", edges=False)
    await lsp_client.initialize_session(
        init_params(
            request.param,
            seeded.root,
            {"semnet": {"debounceMs": -5, "diagnostics": {"nope": 1}, "server": {"path": "x"}}},
        )
    )
    lsp_client.seeded = seeded  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


async def test_invalid_initialization_options(bad_settings_client: LanguageClient):
    c = bad_settings_client
    msgs = await wait_for(
        lambda: [m for m in c.messages if "invalid settings" in m.message], what="showMessage"
    )
    assert "semnet.debounceMs" in msgs[0].message and "semnet.diagnostics.nope" in msgs[0].message
    assert "semnet.server" not in msgs[0].message  # the editor's own setting: not an error
    assert any("invalid settings" in m.message for m in c.log_messages)
    # The server runs on the defaults.
    assert await c.protocol.send_request_async("semnet/ping", {}) == {}
    one = S(c).uri("book/one.md")
    await wait_for(lambda: diags(c, one, "broken-link"), what="diagnostics with default settings")


async def test_a_malformed_file_gives_diagnostics(client: LanguageClient):
    s = S(client)
    uri = s.uri("book/broken.md")
    text = "---\ntitle: [unclosed\nlang: xx\n\nBody with an empty [[]] link and [[Nowhere]].\n"
    (s.root / "book/broken.md").write_text(text, encoding="utf-8")
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="markdown", version=1, text=text
            )
        )
    )
    got = await wait_for(
        lambda: {d.code for d in diags(client, uri)} >= {"bad-front-matter"},
        what="front matter problem",
    )
    assert got
    # Binary junk in a buffer: diagnostics or none, but the server answers.
    edit(client, uri, 2, (0, 0), (0, 0), "\x00\x01\ufffd[[\n")
    assert await client.protocol.send_request_async("semnet/ping", {}) == {}
    r = await client.protocol.send_request_async("semnet/stats", {})
    assert r["nodes"] > 0


@pytest_lsp.fixture(config=CONFIG, params=PROFILES)
async def two_folders(lsp_client: LanguageClient, request: Any, tmp_path: Path):
    a = seed_workspace(tmp_path / "a")
    b = seed_workspace(tmp_path / "b", edges=False)
    params = init_params(request.param, a.root, FAST)
    params.workspace_folders = [
        types.WorkspaceFolder(uri=a.root.as_uri(), name="a"),
        types.WorkspaceFolder(uri=b.root.as_uri(), name="b"),
    ]
    await lsp_client.initialize_session(params)
    lsp_client.folders = (a, b)  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


async def test_one_store_per_folder(two_folders: LanguageClient):
    c = two_folders
    a, b = c.folders  # type: ignore[attr-defined]
    await wait_for(lambda: diags(c, a.uri("facts/people.md"), "contradicts"), what="folder a")
    await wait_for(lambda: diags(c, b.uri("book/one.md"), "broken-link"), what="folder b")
    assert not diags(c, b.uri("facts/people.md"), "contradicts")  # b has no judged edges
    assert (a.root / ".semnet/graph.duckdb").exists() and (b.root / ".semnet/graph.duckdb").exists()
    r = await c.protocol.send_request_async(
        "semnet/neighbors", {"endpoint": {"ref": f"node:{b.ids['paris']}"}}
    )
    assert r["endpoint"]["uri"] == b.uri("places/paris.md")
    r = await c.protocol.send_request_async(
        "semnet/neighbors",
        {
            "endpoint": {
                "textDocument": {"uri": a.uri("places/paris.md")},
                "position": {"line": 4, "character": 0},
            }
        },
    )
    assert r["endpoint"]["ref"] == f"node:{a.ids['history']}"
    sa = await c.protocol.send_request_async("semnet/stats", {"workspace": a.root.as_uri()})
    sb = await c.protocol.send_request_async("semnet/stats", {"workspace": b.root.as_uri()})
    assert sa["edgesByOrigin"].get("judged") and not sb["edgesByOrigin"].get("judged")


async def test_shutdown_writes_what_is_pending(client: LanguageClient):
    s = S(client)
    two = open_doc(client, s, "book/two.md")
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(
            settings={"semnet": {"debounceMs": 20, "writeDelayMs": 120000}}
        )
    )
    await client.protocol.send_request_async("semnet/ping", {})
    # The first pass is done (shutdown would wait for it inside its own 1.2 s budget)
    await wait_for(lambda: progress_ended(client), timeout=120, what="the first pass")
    edit(client, two, 2, (6, 0), (6, 0), "Typed before quitting. ")
    # (answered after the change is handled: messages are handled in order)
    await client.protocol.send_request_async("semnet/ping", {})
    # Nothing is written yet (the write delay is two minutes); the editor quits.
    await client.shutdown_session()
    store = EdgeStore.for_workspace(s.root)
    try:
        node = store.nodes[s.ids["nothing"]]
        assert node.text == "Typed before quitting. Nothing points here."
    finally:
        store.close()


async def test_the_cli_json_is_the_lsp_json(client: LanguageClient):
    """`semnet graph neighbors … --json` prints what `semnet/neighbors` returns."""
    s = S(client)
    people = open_doc(client, s, "facts/people.md")
    await wait_for(lambda: diags(client, people, "contradicts"), what="server ready")
    ref = f"node:{s.ids['born1871']}"
    lsp = await client.protocol.send_request_async("semnet/neighbors", {"endpoint": {"ref": ref}})
    cli = subprocess.run(
        [sys.executable, "-m", "semnet.server", "graph", "neighbors", ref, "--root", str(s.root),
         "--origin", "all", "--json"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert cli.returncode == 0, cli.stderr
    by_id = lambda result: {e["id"]: e for e in result["edges"]}  # noqa: E731
    got, want = json.loads(cli.stdout), lsp if isinstance(lsp, dict) else None
    assert want is not None and got["endpoint"] == want["endpoint"]
    a, b = by_id(got), by_id(want)
    assert a.keys() == b.keys()
    for eid in a:
        diff = {k: (a[eid].get(k), b[eid].get(k)) for k in a[eid].keys() | b[eid].keys()
                if a[eid].get(k) != b[eid].get(k)}  # fmt: skip
        assert not diff, {k: (str(v[0])[-160:], str(v[1])[-160:]) for k, v in diff.items()}
