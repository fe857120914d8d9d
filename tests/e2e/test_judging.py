"""The judges in the language server: the offline judge runs by itself as facts
are indexed and edited (stance diagnostics without asking); `semnet/relate`,
`semnet/mark` and the fact code actions write judged and authorial edges."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

from .support import CONFIG, PROFILES, init_params, wait_for

pytestmark = [pytest.mark.e2e]

FACTS = """# People

Anna Karlovna was born in 1871.

Anna Karlovna was born in Riga.
"""


@pytest_lsp.fixture(config=CONFIG, params=PROFILES)
async def client(lsp_client: LanguageClient, request: Any, tmp_path: Path):
    root = tmp_path / "judged"
    (root / "characters").mkdir(parents=True)
    (root / "facts").mkdir()
    (root / "characters" / "anna.md").write_text(
        "---\ntitle: Anna Karlovna\n---\n# Anna Karlovna\n\nA translator.\n", encoding="utf-8"
    )
    (root / "facts" / "people.md").write_text(FACTS, encoding="utf-8")
    lsp_client.root = root  # type: ignore[attr-defined]
    await lsp_client.initialize_session(init_params(request.param, root))
    yield
    await lsp_client.shutdown_session()


def contradictions(client: LanguageClient, uri: str) -> list[types.Diagnostic]:
    return [d for d in client.diagnostics.get(uri, []) if d.code == "contradicts"]


async def test_the_offline_judge_runs_by_itself_as_facts_are_edited(client: LanguageClient):
    root: Path = client.root  # type: ignore[attr-defined]
    uri = (root / "facts" / "people.md").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="markdown", version=1, text=FACTS
            )  # fmt: skip
        )
    )
    # Nothing to prove yet: no stance diagnostic.
    await client.protocol.send_request_async("semnet/stats", {})
    assert contradictions(client, uri) == []
    # The writer types a second birth year: the judge proves the conflict, unasked.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=4, character=30),
                        end=types.Position(line=4, character=30),
                    ),  # fmt: skip
                    text=" in 1874",
                )
            ],
        )
    )
    found = await wait_for(lambda: contradictions(client, uri), timeout=60, what="contradicts")
    assert {d.range.start.line for d in found} == {2, 4}
    assert all("1871" in d.message and "1874" in d.message for d in found)
    assert all(d.message.startswith("Suggested") for d in found)

    # The fact's code actions: check against related facts, mark as …
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(
                start=types.Position(line=2, character=0), end=types.Position(line=2, character=0)
            ),  # fmt: skip
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    titles = [a.title for a in actions]
    assert "Check against related facts" in titles and "Mark as dubious" in titles
    mark = next(a for a in actions if a.title == "Mark as dubious")
    assert mark.command is not None
    got = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=mark.command.command, arguments=mark.command.arguments)
    )
    assert got is not None
    verdicts = await wait_for(
        lambda: [d for d in client.diagnostics.get(uri, []) if d.code == "graded-dubious"],
        timeout=30, what="verdict diagnostic",
    )  # fmt: skip
    assert verdicts and not verdicts[0].message.startswith("Suggested")  # authorial

    # semnet/relate stores what the judge found (again: confirmed, not duplicated)
    ref = mark.command.arguments[0]["endpoint"]["ref"]
    related = await client.protocol.send_request_async("semnet/relate", {"endpoint": {"ref": ref}})
    assert related is not None
    neighbors = await client.protocol.send_request_async(
        "semnet/contradicting", {"endpoint": {"ref": ref}}
    )
    edges = neighbors["edges"] if isinstance(neighbors, dict) else neighbors.edges
    assert len(edges) == 1
