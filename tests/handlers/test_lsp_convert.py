"""Positions in the client's encoding, LSP objects, settings, error mapping."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pydantic import BaseModel, ValidationError
from pygls.exceptions import JsonRpcInternalError, JsonRpcInvalidParams
from semnet.graph.editor.diagnostics import DiagnosticItem, Related
from semnet.graph.editor.navigation import Located
from semnet.graph.editor.rename import RenamePlan, TextEditSpec
from semnet.graph.errors import InvalidQueryError, NotFoundError, StoreError, StoreLockedError
from semnet.handlers.convert import UTF8, UTF16, UTF32, Frame, from_client_units, to_client_units
from semnet.handlers.errors import REQUEST_FAILED, as_rpc_error
from semnet.server.settings import Settings, parse_settings

LINE = "Привет 🙂 [[Anna]] встретила"


@pytest.mark.parametrize(
    "encoding,units",
    [(UTF32, 9), (UTF16, 10), (UTF8, len("Привет 🙂 ".encode()))],
)
def test_columns_round_trip(encoding: str, units: int) -> None:
    char = LINE.index("[[")
    assert to_client_units(LINE, char, encoding) == units
    assert from_client_units(LINE, units, encoding) == char
    assert from_client_units(LINE, 10_000, encoding) == len(LINE)
    assert to_client_units("plain ascii", 5, encoding) == 5


def test_from_client_units_inside_a_surrogate_pair_lands_after_it() -> None:
    emoji = LINE.index("🙂")
    assert from_client_units(LINE, to_client_units(LINE, emoji, UTF16) + 1, UTF16) == emoji + 1


def frame(encoding: str = UTF16) -> Frame:
    lines = {"a.md": ["zero", LINE], "b.md": ["🙂🙂 x"]}
    return Frame(
        lambda rel: f"file:///ws/{rel}",
        lambda rel, n: lines[rel][n] if n < len(lines[rel]) else "",
        encoding,
    )


def test_diagnostic_object() -> None:
    item = DiagnosticItem(
        Located("a.md", 1, LINE.index("[["), 1, LINE.index("]]") + 2),
        "contradicts",
        "contradicts",
        "Suggested: Contradicts “x”",
        "edge",
        edge_id="e1",
        judged=True,
        related=(Related(Located("b.md", 0, 0, 0, 4), "x"),),
        data={"kind": "contradicts"},
    )
    d = frame().diagnostic(item, {"contradicts": "warning"})
    assert d.source == "semnet" and d.code == "contradicts"
    assert d.severity == types.DiagnosticSeverity.Warning
    assert d.range.start == types.Position(line=1, character=10)  # the emoji is two UTF-16 units
    assert d.data == {"kind": "contradicts", "edgeId": "e1", "judged": True}
    (r,) = d.related_information
    assert r.location.uri == "file:///ws/b.md" and r.location.range.end.character == 6
    assert (
        frame(UTF8).diagnostic(item, {"contradicts": "error"}).severity
        == types.DiagnosticSeverity.Error
    )


def test_workspace_edit_shapes() -> None:
    plan = RenamePlan(edits=[TextEditSpec("b.md", 0, 3, 4, "y")], renames=[("a.md", "c.md")])
    plain = frame().workspace_edit(plan, {}, document_changes=False, file_ops=False)
    (e,) = plain.changes["file:///ws/b.md"]
    assert e.range.start.character == 5 and e.new_text == "y"
    rich = frame().workspace_edit(plan, {"b.md": 3}, document_changes=True, file_ops=True)
    edit, rename = rich.document_changes
    assert edit.text_document.version == 3 and isinstance(rename, types.RenameFile)


def test_wire_ranges_use_current_positions_and_client_units() -> None:
    data = {
        "endpoint": {"ref": "node:1", "kind": "paragraph", "uri": "x"},
        "edges": [{"other": {"ref": "work:openalex:W1", "kind": "work"}}],
    }
    out = frame().wire_ranges(data, lambda ref: Located("a.md", 1, 0, 1, len(LINE)))
    assert out["endpoint"]["uri"] == "file:///ws/a.md"
    assert out["endpoint"]["range"]["end"] == {"line": 1, "character": len(LINE) + 1}
    assert "range" not in out["edges"][0]["other"]


def test_settings() -> None:
    s, err = parse_settings(
        {"semnet": {"diagnostics": {"showAgrees": True, "contradicts": "error"}, "debounceMs": 5}}
    )
    assert err is None and s.debounce_ms == 5
    sev = s.diagnostics.severities()
    assert sev["agrees"] == "hint" and sev["contradicts"] == "error"
    default = Settings().diagnostics.severities()
    assert "agrees" not in default and default["qualifies"] == "information"
    assert default["inaccurate"] == "warning" and default["dubious"] == "information"
    s, err = parse_settings({"codeLens": "maybe", "diagnostics": {"typo": 1}})
    assert s == Settings() and err is not None
    assert "semnet.codeLens" in err and "semnet.diagnostics.typo" in err
    # The editor's own settings share the prefix: not errors.
    assert parse_settings({"semnet": {"server": {"path": "x"}, "trace": {"server": "off"}}}) == (
        Settings(),
        None,
    )
    assert parse_settings(None) == (Settings(), None)
    assert parse_settings([]) == (Settings(), None)  # Neovim's empty `init_options = {}`
    s, _ = parse_settings({"diagnostics": {"brokenLink": "off"}})
    assert "broken_link" not in s.diagnostics.severities()


def test_error_mapping() -> None:
    for exc in (InvalidQueryError("radius 9"), NotFoundError("no node x")):
        got = as_rpc_error(exc, "t")
        assert isinstance(got, JsonRpcInvalidParams) and got.message == str(exc)

    class M(BaseModel):
        n: int

    with pytest.raises(ValidationError) as info:
        M.model_validate({"n": "x"})
    got = as_rpc_error(info.value, "t")
    assert isinstance(got, JsonRpcInvalidParams) and got.message.startswith("invalid params: n:")
    assert as_rpc_error(StoreLockedError("/s", "PID 1"), "t").code == REQUEST_FAILED
    assert as_rpc_error(StoreError("cannot open the store"), "t").code == REQUEST_FAILED
    got = as_rpc_error(ZeroDivisionError("boom"), "hover")
    assert isinstance(got, JsonRpcInternalError) and "boom" in got.message
