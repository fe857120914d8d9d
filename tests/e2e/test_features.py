"""The language server over stdio, one server per client profile for the
module: diagnostics, the semnet/* requests, hover, navigation, completion,
symbols, links, lenses. (Edits, triage and renames that change the files
are in test_editing.py.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from pytest_lsp import LanguageClient

from .support import (
    CONFIG,
    PROFILES,
    Seeded,
    diags,
    doc_id,
    init_params,
    open_doc,
    pos,
    seed_workspace,
    utf_units,
    wait_for,
)

pytestmark = [pytest.mark.e2e, pytest.mark.asyncio(loop_scope="module")]


@pytest_lsp.fixture(config=CONFIG, params=PROFILES, scope="module")
async def client(lsp_client: LanguageClient, request: Any, tmp_path_factory: Any):
    profile = request.param
    seeded = seed_workspace(Path(tmp_path_factory.mktemp(profile)) / "ws")
    result = await lsp_client.initialize_session(init_params(profile, seeded.root))
    lsp_client.seeded = seeded  # type: ignore[attr-defined]
    lsp_client.profile = profile  # type: ignore[attr-defined]
    lsp_client.encoding = result.capabilities.position_encoding  # type: ignore[attr-defined]
    lsp_client.init_result = result  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


def S(client: LanguageClient) -> Seeded:
    return client.seeded  # type: ignore[attr-defined, no-any-return]


async def request(client: LanguageClient, method: str, params: Any) -> Any:
    return await client.protocol.send_request_async(method, params)


def ref(client: LanguageClient, name: str) -> dict[str, str]:
    return {"ref": f"node:{S(client).ids[name]}"}


# -- capabilities ---------------------------------------------------------------------


async def test_capabilities(client: LanguageClient):
    caps = client.init_result.capabilities  # type: ignore[attr-defined]
    assert caps.hover_provider
    assert caps.references_provider and caps.definition_provider
    assert caps.completion_provider and "[" in caps.completion_provider.trigger_characters
    assert "@" in caps.completion_provider.trigger_characters
    assert caps.rename_provider and caps.code_action_provider and caps.code_lens_provider
    assert caps.document_symbol_provider and caps.workspace_symbol_provider
    assert caps.document_link_provider
    assert caps.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    cmds = set(caps.execute_command_provider.commands)
    assert {
        "semnet.promote",
        "semnet.dismiss",
        "semnet.rebuild",
        "semnet.stats",
        "semnet.neighbors",
    } <= cmds
    want = "utf-8" if client.profile == "neovim" else "utf-16"  # type: ignore[attr-defined]
    assert client.encoding == want  # type: ignore[attr-defined]


# -- diagnostics ------------------------------------------------------------------------


async def test_stance_diagnostics_at_both_ends_with_related_information(client: LanguageClient):
    s = S(client)
    people, two = s.uri("facts/people.md"), s.uri("book/two.md")
    here = await wait_for(
        lambda: diags(client, people, "contradicts"), what="contradicts in people.md"
    )
    there = await wait_for(lambda: diags(client, two, "contradicts"), what="contradicts in two.md")
    (a,), (b,) = here, there
    assert a.source == b.source == "semnet"
    assert a.severity == b.severity == types.DiagnosticSeverity.Warning
    assert a.data["edgeId"] == b.data["edgeId"] == s.edges["contradicts"]
    assert a.range.start.line == 2 and b.range.start.line == 2
    assert "years differ (1871 vs 1874)" in a.message
    assert a.message.startswith("Suggested") and "promote or dismiss" in a.message
    (ra,) = a.related_information
    assert ra.location.uri == two and ra.location.range.start.line == 2
    assert "1874" in ra.message
    (rb,) = b.related_information
    assert rb.location.uri == people and rb.location.range.start.line == 2
    assert "1871" in rb.message


async def test_verdict_qualifies_and_tension_diagnostics(client: LanguageClient):
    s = S(client)
    people, two, one = s.uri("facts/people.md"), s.uri("book/two.md"), s.uri("book/one.md")
    (v,) = await wait_for(lambda: diags(client, people, "graded-dubious"), what="verdict")
    assert v.severity == types.DiagnosticSeverity.Information
    assert v.range.start.line == 4 and "dubious" in v.message and "one source only" in v.message
    assert v.data["edgeId"] == s.edges["dubious"]
    # A promoted qualifies edge: Information, at both ends, not a suggestion.
    (q1,) = await wait_for(lambda: diags(client, two, "qualifies"), what="qualifies in two.md")
    (q2,) = await wait_for(lambda: diags(client, one, "qualifies"), what="qualifies in one.md")
    assert q1.severity == q2.severity == types.DiagnosticSeverity.Information
    assert q1.message.startswith("Qualifies") and q2.message.startswith("Qualified by")
    assert "Suggest" not in q1.message and "promote" not in q1.message
    assert q1.related_information[0].location.uri == one
    # a judged in_tension: Information at both ends (`judged.inTension`).
    (t1,) = await wait_for(lambda: diags(client, people, "in-tension"), what="in-tension")
    (t2,) = await wait_for(lambda: diags(client, one, "in-tension"), what="in-tension in one.md")
    assert t1.severity == t2.severity == types.DiagnosticSeverity.Information
    assert t2.range.start.line == 18
    # agrees is off by default.
    assert not diags(client, one, "agrees")


async def test_problem_diagnostics(client: LanguageClient):
    s = S(client)
    one = s.uri("book/one.md")
    await wait_for(lambda: diags(client, one, "broken-link"), what="broken link")
    (broken,) = diags(client, one, "broken-link")
    (ambiguous,) = diags(client, one, "ambiguous-link")
    (unknown,) = diags(client, one, "unknown-citation")
    assert broken.range.start == pos(12, 9) and broken.range.end == pos(12, 20)
    assert "Nowhere" in broken.message and broken.source == "semnet"
    assert sorted(ambiguous.data["candidates"]) == ["glossary/station.md", "places/station.md"]
    assert unknown.range.start.line == 10 and "@nobody" in unknown.message


# -- semnet/* requests -------------------------------------------------------------------


async def test_neighbors_by_position_and_by_ref(client: LanguageClient):
    s = S(client)
    people = s.uri("facts/people.md")
    by_pos = await request(
        client,
        "semnet/neighbors",
        {"endpoint": {"textDocument": {"uri": people}, "position": {"line": 2, "character": 5}}},
    )
    by_ref = await request(client, "semnet/neighbors", {"endpoint": ref(client, "born1871")})
    assert by_pos == by_ref
    ep = by_pos["endpoint"]
    assert ep["ref"] == f"node:{s.ids['born1871']}" and ep["kind"] == "fact"
    assert ep["uri"] == people and ep["range"]["start"] == {"line": 2, "character": 0}
    kinds = {e["kind"] for e in by_pos["edges"]}
    assert {"contradicts", "links_to", "sourced_from"} <= kinds
    c = next(e for e in by_pos["edges"] if e["kind"] == "contradicts")
    assert (
        c["id"] == s.edges["contradicts"] and c["direction"] == "both" and c["origin"] == "judged"
    )
    assert c["other"]["uri"] == s.uri("book/two.md") and c["other"]["range"]["start"]["line"] == 2
    assert c["reason"] == "years differ (1871 vs 1874)" and "createdAt" in c
    only_in = await request(
        client,
        "semnet/neighbors",
        {"endpoint": ref(client, "born1871"), "direction": "in", "kinds": ["links_to"]},
    )
    assert [e["kind"] for e in only_in["edges"]] == ["links_to"]
    assert only_in["edges"][0]["other"]["uri"] == s.uri("book/one.md")


@pytest.mark.parametrize(
    "params,fragment",
    [
        ({"endpoint": {"ref": "node:01234567-89ab-7def-8123-456789abcdef"}}, "no node"),
        ({"endpoint": {"ref": "nonsense"}}, "no kind prefix"),
        (
            {"endpoint": {"ref": "work:openalex:W1"}, "kinds": ["likes"]},
            "unknown edge kind 'likes'",
        ),
        ({"endpoint": {"ref": "work:openalex:W1"}, "direction": "up"}, "direction"),
        ({"endpoint": 5}, "endpoint"),
        ({}, "endpoint"),
    ],
)
async def test_neighbors_bad_params(client: LanguageClient, params: dict[str, Any], fragment: str):
    with pytest.raises(JsonRpcInvalidParams) as err:
        await request(client, "semnet/neighbors", params)
    assert fragment in str(err.value)


async def test_bad_position_is_invalid_params(client: LanguageClient):
    s = S(client)
    for position in ({"line": 999, "character": 0}, {"line": -1, "character": 0}):
        with pytest.raises(JsonRpcInvalidParams) as err:
            await request(
                client,
                "semnet/neighbors",
                {"endpoint": {"textDocument": {"uri": s.uri("book/two.md")}, "position": position}},
            )
        assert "position" in str(err.value)
    with pytest.raises(JsonRpcInvalidParams) as err:
        await request(
            client,
            "semnet/neighbors",
            {
                "endpoint": {
                    "textDocument": {"uri": "file:///elsewhere/x.md"},
                    "position": {"line": 0, "character": 0},
                }
            },
        )
    assert "not inside a workspace folder" in str(err.value)
    # The server is still there.
    assert await request(client, "semnet/ping", {}) == {}


async def test_contradicting(client: LanguageClient):
    s = S(client)
    got = await request(client, "semnet/contradicting", {"endpoint": ref(client, "born1874")})
    assert {e["kind"] for e in got["edges"]} == {"in_tension"}
    got = await request(client, "semnet/contradicting", {"endpoint": ref(client, "file1874")})
    assert [e["id"] for e in got["edges"]] == [s.edges["contradicts"]]
    with pytest.raises(JsonRpcInvalidParams):
        await request(client, "semnet/contradicting", {"endpoint": {"ref": "grade:awful"}})


async def test_subgraph(client: LanguageClient):
    s = S(client)
    got = await request(
        client, "semnet/subgraph", {"endpoint": ref(client, "born1871"), "radius": 2}
    )
    refs = {n["ref"] for n in got["nodes"]}
    assert f"node:{s.ids['file1874']}" in refs and got["truncated"] is False
    assert all({"id", "kind", "origin", "src", "dst"} <= set(e) for e in got["edges"])
    node = next(n for n in got["nodes"] if n["ref"] == f"node:{s.ids['file1874']}")
    assert node["uri"] == s.uri("book/two.md") and "range" in node
    small = await request(
        client, "semnet/subgraph", {"endpoint": ref(client, "paris"), "radius": 3, "budget": 2}
    )
    assert small["truncated"] is True and len(small["nodes"]) == 2
    for bad, fragment in ((9, "radius"), (0, "radius")):
        with pytest.raises(JsonRpcInvalidParams) as err:
            await request(
                client, "semnet/subgraph", {"endpoint": ref(client, "paris"), "radius": bad}
            )
        assert fragment in str(err.value)


async def test_paths(client: LanguageClient):
    s = S(client)
    got = await request(
        client,
        "semnet/paths",
        {"from": ref(client, "wire"), "to": ref(client, "born1871"), "maxHops": 3},
    )
    assert got["paths"], got
    first = got["paths"][0]
    assert first[-1]["to"]["ref"] == f"node:{s.ids['born1871']}"
    assert got["from"]["ref"] == f"node:{s.ids['wire']}"
    with pytest.raises(JsonRpcInvalidParams) as err:
        await request(
            client,
            "semnet/paths",
            {"from": ref(client, "wire"), "to": ref(client, "see"), "maxHops": 99},
        )
    assert "maxHops" in str(err.value)


async def test_history(client: LanguageClient):
    s = S(client)
    got = await request(client, "semnet/history", {"edge": s.edges["contradicts"]})
    assert [e["event"] for e in got["events"]] == ["created"]
    by_ep = await request(client, "semnet/history", {"endpoint": ref(client, "born1871")})
    assert {e["edgeId"] for e in by_ep["events"]} >= {s.edges["contradicts"]}
    with pytest.raises(JsonRpcInvalidParams):
        await request(client, "semnet/history", {"edge": "01234567-89ab-7def-8123-456789abcdef"})
    with pytest.raises(JsonRpcInvalidParams):
        await request(client, "semnet/history", {})


async def test_pending_stats_render(client: LanguageClient):
    s = S(client)
    got = await request(client, "semnet/pending", {})
    ids = {e["id"] for e in got["edges"]}
    assert {s.edges["contradicts"], s.edges["dubious"], s.edges["in_tension"]} <= ids
    assert s.edges["qualifies"] not in ids  # promoted: not pending
    assert got["total"] == len(got["edges"])
    assert all(e["origin"] == "judged" for e in got["edges"])
    stats = await request(client, "semnet/stats", {})
    assert stats["nodes"] > 30 and stats["edgesByOrigin"]["judged"] >= 4
    with pytest.raises(JsonRpcInvalidParams):
        await request(client, "semnet/stats", {"bogus": 1})
    text = (await request(client, "semnet/render", {"endpoint": ref(client, "paris")}))["text"]
    assert text.startswith("◆ Paris")
    assert "links_to (" in text and "←" in text
    with pytest.raises(JsonRpcInvalidParams):
        await request(client, "semnet/render", {"endpoint": ref(client, "paris"), "perKind": 0})


async def test_grounding(client: LanguageClient):
    s = S(client)
    got = await request(client, "semnet/grounding", {"endpoint": ref(client, "met")})
    assert got["endpoint"]["ref"] == f"node:{s.ids['met']}"
    assert got["endpoint"]["uri"] == s.uri("book/one.md")
    with pytest.raises(JsonRpcInvalidParams):
        await request(client, "semnet/grounding", {"endpoint": ref(client, "met"), "budget": 1})


async def test_commands_for_clients_without_custom_requests(client: LanguageClient):
    stats = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="semnet.stats", arguments=[])
    )
    assert stats["nodes"] > 30
    got = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command="semnet.neighbors", arguments=[{"endpoint": ref(client, "paris")}]
        )
    )
    assert got["endpoint"]["kind"] == "place" and got["edges"]
    with pytest.raises(JsonRpcInvalidParams):
        await client.workspace_execute_command_async(
            types.ExecuteCommandParams(command="semnet.promote", arguments=[])
        )


# -- hover ---------------------------------------------------------------------------------


async def test_hover_what_points_at_this(client: LanguageClient):
    s = S(client)
    uri = open_doc(client, s, "facts/people.md")
    h = await client.text_document_hover_async(
        types.HoverParams(text_document=doc_id(uri), position=pos(2, 3))
    )
    text = h.contents.value
    assert text.index("**Sources:**") < text.index("**What points at this**")
    assert "Letters from the North" in text
    assert "**contradicts** (1)" in text and "Anna was born in 1874, the file says." in text
    assert "years differ" in text and "(suggested)" in text
    assert "**links_to** (1)" in text and s.uri("book/two.md") in text
    # A fact with a verdict shows it first.
    h = await client.text_document_hover_async(
        types.HoverParams(text_document=doc_id(uri), position=pos(4, 1))
    )
    assert "**Verdict:** dubious" in h.contents.value
    # Nothing points at it: no hover.
    two = open_doc(client, s, "book/two.md")
    assert (
        await client.text_document_hover_async(
            types.HoverParams(text_document=doc_id(two), position=pos(6, 2))
        )
        is None
    )


async def test_hover_on_link_and_citation(client: LanguageClient):
    s = S(client)
    one = open_doc(client, s, "book/one.md")
    h = await client.text_document_hover_async(
        types.HoverParams(text_document=doc_id(one), position=pos(8, 8))
    )
    assert "History" in h.contents.value and "Old streets, older stories." in h.contents.value
    assert h.range.start == pos(8, 4)
    h = await client.text_document_hover_async(
        types.HoverParams(text_document=doc_id(one), position=pos(10, 15))
    )
    assert "Letters from the North" in h.contents.value and "Smith, John" in h.contents.value
    h = await client.text_document_hover_async(
        types.HoverParams(text_document=doc_id(one), position=pos(12, 12))
    )
    assert "broken link" in h.contents.value


async def test_hover_on_cyrillic_and_emoji_line(client: LanguageClient):
    s = S(client)
    one = open_doc(client, s, "book/one.md")
    line = s.text("book/one.md").split("\n")[14]
    start = line.index("[[Paris]]")
    col = utf_units(line[:start], client.encoding) + 3  # type: ignore[attr-defined]
    h = await client.text_document_hover_async(
        types.HoverParams(text_document=doc_id(one), position=pos(14, col))
    )
    assert h is not None and "Paris" in h.contents.value
    assert h.range.start.character == utf_units(line[:start], client.encoding)  # type: ignore[attr-defined]
    assert h.range.end.character == utf_units(line[: start + len("[[Paris]]")], client.encoding)  # type: ignore[attr-defined]


# -- navigation -------------------------------------------------------------------------------


async def test_definition(client: LanguageClient):
    s = S(client)
    one = open_doc(client, s, "book/one.md")
    loc = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc_id(one), position=pos(8, 8))
    )
    assert loc.uri == s.uri("places/paris.md") and loc.range.start.line == 4
    loc = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc_id(one), position=pos(8, 80))
    )
    assert loc.uri == s.uri("facts/people.md") and loc.range.start.line == 2
    loc = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc_id(one), position=pos(10, 15))
    )
    assert loc.uri == s.uri("refs.bib")


async def test_references(client: LanguageClient):
    s = S(client)
    paris = open_doc(client, s, "places/paris.md")
    # On the note's title heading: every link to the note.
    locs = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc_id(paris),
            position=pos(0, 3),
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    got = {
        (loc.uri.rsplit("/", 2)[-2] + "/" + loc.uri.rsplit("/", 1)[-1], loc.range.start.line)
        for loc in locs
    }
    assert (
        ("book/one.md", 6) in got
        and ("characters/anna.md", 6) in got
        and ("book/one.md", 14) in got
    )
    one_line6 = [
        loc for loc in locs if loc.uri == s.uri("book/one.md") and loc.range.start.line == 6
    ]
    assert one_line6[0].range.start.character == 18  # the link itself, not the paragraph
    # On a heading: the links to that heading (wiki and Markdown).
    locs = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc_id(paris),
            position=pos(4, 4),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    spans = sorted((loc.uri, loc.range.start.line, loc.range.start.character) for loc in locs)
    assert (s.uri("book/one.md"), 8, 4) in spans and (s.uri("book/one.md"), 8, 26) in spans
    assert (s.uri("places/paris.md"), 4, 0) in spans  # the declaration
    # On a paragraph: what points at it.
    people = open_doc(client, s, "facts/people.md")
    locs = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc_id(people),
            position=pos(2, 3),
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    assert {(loc.uri, loc.range.start.line) for loc in locs} == {
        (s.uri("book/one.md"), 8),
        (s.uri("book/two.md"), 2),
    }


async def test_completion(client: LanguageClient):
    s = S(client)
    two = open_doc(client, s, "book/two.md")

    def change(text: str, line: int, char: int, version: int) -> None:
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=two, version=version),
                content_changes=[
                    types.TextDocumentContentChangePartial(
                        range=types.Range(start=pos(line, char), end=pos(line, char)), text=text
                    )
                ],
            )
        )

    change("See [[Pa", 6, 0, 2)
    got = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc_id(two), position=pos(6, 8))
    )
    labels = {i.label for i in got.items}
    assert "Paris" in labels
    paris = next(i for i in got.items if i.label == "Paris")
    assert paris.text_edit.new_text == "Paris]]"
    assert paris.text_edit.range.start == pos(6, 6)
    change("#", 6, 8, 3)  # "See [[Pa#" → headings of ... 'Pa' is no note: nothing
    change("ris", 6, 8, 4)  # "See [[Paris#"
    got = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc_id(two), position=pos(6, 12))
    )
    assert {"History", "Paris"} <= {i.label for i in got.items}
    change(" @sm", 6, 12, 5)
    got = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc_id(two), position=pos(6, 16))
    )
    assert [i.label for i in got.items] == ["smith1901"]
    assert got.items[0].text_edit.range.start == pos(6, 14)
    # Aliases complete too.
    change(" [[Anna K", 6, 16, 6)
    got = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc_id(two), position=pos(6, 25))
    )
    assert "Anna Karlovna" in {i.label for i in got.items}


async def test_symbols_links_lenses(client: LanguageClient):
    s = S(client)
    one = open_doc(client, s, "book/one.md")
    syms = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=doc_id(one))
    )
    names = []

    def walk(items: Any) -> None:
        for it in items:
            names.append(it.name)
            walk(getattr(it, "children", None) or [])

    walk(syms)
    assert "The Station" in names and "Later" in names and "^telegram" in names
    ws_syms = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="anna k"))
    assert any(
        x.name == "Anna Karlovna" and x.location.uri == s.uri("characters/anna.md") for x in ws_syms
    )
    links = await client.text_document_document_link_async(
        types.DocumentLinkParams(text_document=doc_id(one))
    )
    targets = {(ln.range.start.line, ln.target.split("#")[0]) for ln in links}
    assert (6, s.uri("places/paris.md")) in targets and (8, s.uri("facts/people.md")) in targets
    # [[station]] names two files as near as each other: followed to the
    # shorter path (as Obsidian does), and reported as ambiguous as well.
    assert (12, s.uri("places/station.md")) in targets
    assert (12, s.uri("glossary/station.md")) not in targets
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=doc_id(one))
    )
    by_line = {ln.range.start.line: ln for ln in lenses}
    assert 18 in by_line and "incoming" in by_line[18].command.title
    assert by_line[18].command.command == "semnet.neighbors"
    assert 10 not in by_line
