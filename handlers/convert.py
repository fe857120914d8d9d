"""Every conversion between semnet's domain results and lsprotocol types.

The graph counts columns in Python string indices (code points); the client
counts them in the position encoding negotiated at `initialize` (UTF-16 by
default, UTF-8 or UTF-32 when the client offers them). `Frame` does that
arithmetic against the real text of each line (the open buffer, else the
file on disk), and builds the LSP objects of every feature: lsprotocol
objects, except for the answers asked at every keystroke or cursor move
(completion lists, document symbols, hovers, definitions), built as their
JSON directly (what
lsprotocol's converter would write for them: building and converting the
objects cost more than computing them).

It is also where the handlers and the server get the rel <-> URI conversion
(`FileUris`, `rel_of`, `uri_of`, `path_of`). That conversion itself lives in
`semnet.graph.uris`, because the query API writes the same URIs into the
CLI's `--json` and the domain layer must not import the handlers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from lsprotocol import types

# The one home of rel <-> URI is `graph/uris.py` (see the module docstring);
# everything outside `graph/` takes it from here.
from semnet.graph.uris import FileUris, path_of, rel_of, uri_of

if TYPE_CHECKING:
    from semnet.graph.editor.diagnostics import DiagnosticItem
    from semnet.graph.editor.hover import HoverText
    from semnet.graph.editor.located import Located
    from semnet.graph.editor.navigation import CompletionContext, SymbolInfo
    from semnet.graph.editor.rename import RenamePlan

__all__ = [
    "SEVERITY",
    "SOURCE",
    "UTF8",
    "UTF16",
    "UTF32",
    "Encoded",
    "FileUris",
    "Frame",
    "code_action",
    "from_client_units",
    "path_of",
    "range_contains",
    "rel_of",
    "to_client_units",
    "uri_of",
]

# A `semnet/*` result (a JSON object or list), given back as it came.
J = TypeVar("J")

UTF8 = types.PositionEncodingKind.Utf8.value
UTF16 = types.PositionEncodingKind.Utf16.value
UTF32 = types.PositionEncodingKind.Utf32.value

SEVERITY = {
    "error": types.DiagnosticSeverity.Error,
    "warning": types.DiagnosticSeverity.Warning,
    "information": types.DiagnosticSeverity.Information,
    "hint": types.DiagnosticSeverity.Hint,
}
_SYMBOL_KIND = {
    "file": types.SymbolKind.File,
    "heading": types.SymbolKind.String,
    "block": types.SymbolKind.Key,
    "entity": types.SymbolKind.Object,
}
_COMPLETION_KIND = {
    "file": types.CompletionItemKind.File,
    "heading": types.CompletionItemKind.Reference,
    "block": types.CompletionItemKind.Reference,
    "entity": types.CompletionItemKind.Class,
    "citation": types.CompletionItemKind.Reference,
}
SOURCE = "semnet"


def to_client_units(text: str, char: int, encoding: str) -> int:
    """A code-point column as the client counts it."""
    if char <= 0:
        return 0
    prefix = text[:char]
    if encoding == UTF32 or prefix.isascii():
        return len(prefix)
    if encoding == UTF8:
        return len(prefix.encode("utf-8"))
    return len(prefix.encode("utf-16-le")) // 2


def from_client_units(text: str, units: int, encoding: str) -> int:
    """A client column as a code-point index (clamped to the line)."""
    if units <= 0:
        return 0
    if encoding == UTF32 or text.isascii():
        return min(units, len(text))
    if encoding == UTF16 and len(text.encode("utf-16-le")) == 2 * len(text):
        return min(units, len(text))  # no character takes two units
    seen = 0
    for i, ch in enumerate(text):
        if seen >= units:
            return i
        o = ord(ch)
        if encoding == UTF8:
            seen += 1 if o < 0x80 else 2 if o < 0x800 else 3 if o < 0x10000 else 4
        else:
            seen += 2 if o > 0xFFFF else 1
    return len(text)


class Encoded(str):
    """An answer already written as JSON (kept, and given again as it is)."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Frame:
    """How positions and files are written for one client and one workspace.

    `uri_of(rel)` is a file's URI; `line_of(rel, line)` the text of one of its
    lines ("" past the end); `encoding` the negotiated position encoding.
    """

    uri_of: Callable[[str], str]
    line_of: Callable[[str, int], str]
    encoding: str = UTF16

    # -- positions ---------------------------------------------------------------

    def units(self, rel: str, line: int, char: int, known: str | None = None) -> int:
        """A code-point column as the client counts it. `known`: the line's
        text, or its start as far as it is known (what lies past it is a
        block id, ASCII)."""
        if char == 0:
            return 0
        if known is None:
            return to_client_units(self.line_of(rel, line), char, self.encoding)
        if char <= len(known):
            return to_client_units(known, char, self.encoding)
        return to_client_units(known, len(known), self.encoding) + char - len(known)

    def position(self, rel: str, line: int, char: int, known: str | None = None) -> types.Position:
        return types.Position(line=line, character=self.units(rel, line, char, known))

    def range(self, loc: Located) -> types.Range:
        # A stretch of one line whose text is known needs no line read.
        same = loc.end_text if loc.start_line == loc.end_line else None
        return types.Range(
            start=self.position(loc.rel, loc.start_line, loc.start_char, same),
            end=self.position(loc.rel, loc.end_line, loc.end_char, loc.end_text),
        )

    def range_json(self, loc: Located) -> dict[str, Any]:
        """`range` as its JSON (what the hot answers are built of: an
        lsprotocol object costs more to build and to write than to compute)."""
        same = loc.end_text if loc.start_line == loc.end_line else None
        return {
            "start": {
                "line": loc.start_line,
                "character": self.units(loc.rel, loc.start_line, loc.start_char, same),
            },
            "end": {
                "line": loc.end_line,
                "character": self.units(loc.rel, loc.end_line, loc.end_char, loc.end_text),
            },
        }

    def location(self, loc: Located) -> types.Location:
        return types.Location(uri=self.uri_of(loc.rel), range=self.range(loc))

    def location_json(self, loc: Located) -> dict[str, Any]:
        """`location` as its JSON."""
        return {"uri": self.uri_of(loc.rel), "range": self.range_json(loc)}

    def char_of(self, rel: str, pos: types.Position) -> int:
        """The code-point column of a client position."""
        return from_client_units(self.line_of(rel, pos.line), pos.character, self.encoding)

    def link(self, loc: Located) -> str:
        """A URI that opens a location (`#L<line>` is what editors follow in Markdown)."""
        return f"{self.uri_of(loc.rel)}#L{loc.start_line + 1}"

    # -- features --------------------------------------------------------------------

    def diagnostic(self, item: DiagnosticItem, severities: Mapping[str, str]) -> types.Diagnostic:
        data: dict[str, Any] = dict(item.data)
        if item.edge_id is not None:
            data["edgeId"] = item.edge_id
            data["judged"] = item.judged
        related = [
            types.DiagnosticRelatedInformation(location=self.location(r.loc), message=r.message)
            for r in item.related
        ]
        return types.Diagnostic(
            range=self.range(item.span),
            message=item.message,
            severity=SEVERITY.get(severities.get(item.key, "warning"), SEVERITY["warning"]),
            code=item.code,
            source=SOURCE,
            related_information=related or None,
            data=data,
        )

    def hover(self, text: HoverText, markdown: bool = True) -> dict[str, Any]:
        """A `Hover`, as its JSON."""
        kind = "markdown" if markdown else "plaintext"
        out: dict[str, Any] = {"contents": {"kind": kind, "value": text.markdown}}
        if text.span is not None:
            out["range"] = self.range_json(text.span)
        return out

    def document_symbol(self, sym: SymbolInfo) -> dict[str, Any]:
        """A `DocumentSymbol`, as its JSON."""
        rng = self.range_json(sym.span)
        sel = self.range_json(sym.selection) if sym.selection is not None else rng
        if not _after_json(sel["start"], rng["start"]) or not _after_json(rng["end"], sel["end"]):
            sel = rng
        out: dict[str, Any] = {
            "name": sym.name,
            "kind": _SYMBOL_KIND.get(sym.kind, types.SymbolKind.String).value,
            "range": rng,
            "selectionRange": sel,
        }
        if sym.detail is not None:
            out["detail"] = sym.detail
        if sym.children:
            out["children"] = [self.document_symbol(c) for c in sym.children]
        return out

    def symbol_information(self, sym: SymbolInfo) -> types.SymbolInformation:
        return types.SymbolInformation(
            name=sym.name,
            kind=_SYMBOL_KIND.get(sym.kind, types.SymbolKind.String),
            location=self.location(sym.span),
            container_name=sym.detail,
        )

    def document_link(self, span: Located, target: Located, tooltip: bool) -> types.DocumentLink:
        return types.DocumentLink(
            range=self.range(span),
            target=self.link(target),
            tooltip=f"{target.rel}:{target.start_line + 1}" if tooltip else None,
        )

    def completion_list(self, rel: str, ctx: CompletionContext, markdown: bool) -> dict[str, Any]:
        """A `CompletionList`, as its JSON."""
        rng = {
            "start": {"line": ctx.line, "character": self.units(rel, ctx.line, ctx.start_char)},
            "end": {"line": ctx.line, "character": self.units(rel, ctx.line, ctx.end_char)},
        }
        doc_kind = (types.MarkupKind.Markdown if markdown else types.MarkupKind.PlainText).value
        items = []
        for i, c in enumerate(ctx.candidates):
            item: dict[str, Any] = {
                "label": c.label,
                "kind": _COMPLETION_KIND.get(c.kind, types.CompletionItemKind.Text).value,
            }
            if c.detail is not None:
                item["detail"] = c.detail
            if c.documentation:
                item["documentation"] = {"kind": doc_kind, "value": c.documentation}
            item["sortText"] = f"{i:05d}"  # (no filterText: clients filter by the label)
            item["textEdit"] = {"range": rng, "newText": c.insert + ctx.close}
            items.append(item)
        return {"isIncomplete": ctx.incomplete, "items": items}

    def code_lens(self, loc: Located, title: str, command: str, args: list[Any]) -> types.CodeLens:
        return types.CodeLens(
            range=self.range(loc),
            command=types.Command(title=title, command=command, arguments=args),
        )

    def workspace_edit(
        self,
        plan: RenamePlan,
        versions: Mapping[str, int | None],
        document_changes: bool,
        file_ops: bool,
        creates: Sequence[tuple[str, str]] = (),
    ) -> types.WorkspaceEdit:
        """Text edits per file; renames and creations as resource operations when
        the client takes them (`documentChanges`)."""
        by_file: dict[str, list[types.TextEdit]] = {}
        for e in plan.edits:
            rng = types.Range(
                start=self.position(e.rel, e.line, e.start),
                end=self.position(e.rel, e.line, e.end),
            )
            by_file.setdefault(e.rel, []).append(types.TextEdit(range=rng, new_text=e.new_text))
        if not document_changes:
            return types.WorkspaceEdit(changes={self.uri_of(r): es for r, es in by_file.items()})
        changes: list[Any] = []
        for rel, text in creates:
            if file_ops:
                changes.append(types.CreateFile(uri=self.uri_of(rel), kind="create"))
                changes.append(
                    types.TextDocumentEdit(
                        text_document=types.OptionalVersionedTextDocumentIdentifier(
                            uri=self.uri_of(rel), version=None
                        ),
                        edits=[
                            types.TextEdit(
                                range=types.Range(
                                    start=types.Position(line=0, character=0),
                                    end=types.Position(line=0, character=0),
                                ),
                                new_text=text,
                            )
                        ],
                    )
                )
        for rel, es in by_file.items():
            changes.append(
                types.TextDocumentEdit(
                    text_document=types.OptionalVersionedTextDocumentIdentifier(
                        uri=self.uri_of(rel), version=versions.get(rel)
                    ),
                    edits=es,
                )
            )
        if file_ops:
            for old, new in plan.renames:
                changes.append(
                    types.RenameFile(
                        old_uri=self.uri_of(old), new_uri=self.uri_of(new), kind="rename"
                    )
                )
        return types.WorkspaceEdit(document_changes=changes)

    # -- semnet/* results ----------------------------------------------------------------

    def wire_ranges(self, data: J, locate: Callable[[str], Located | None]) -> J:
        """Give every node endpoint of a `semnet/*` result its current range in
        the client's units (in place; the graph's JSON counts code points)."""
        if isinstance(data, dict):
            ref = data.get("ref")
            if isinstance(ref, str) and ref.startswith("node:") and "kind" in data:
                loc = locate(ref)
                if loc is not None:
                    data["uri"] = self.uri_of(loc.rel)
                    data["range"] = _range_json(self.range(loc))
            for k, v in data.items():
                if k != "attrs" and isinstance(v, (dict, list)):
                    self.wire_ranges(v, locate)
        elif isinstance(data, list):
            for v in data:
                if isinstance(v, (dict, list)):
                    self.wire_ranges(v, locate)
        return data


def _range_json(r: types.Range) -> dict[str, Any]:
    return {
        "start": {"line": r.start.line, "character": r.start.character},
        "end": {"line": r.end.line, "character": r.end.character},
    }


def _after(a: types.Position, b: types.Position) -> bool:
    """Is `a` at or after `b`?"""
    return (a.line, a.character) >= (b.line, b.character)


def _after_json(a: dict[str, int], b: dict[str, int]) -> bool:
    """`_after` for positions as JSON."""
    return (a["line"], a["character"]) >= (b["line"], b["character"])


def code_action(
    title: str,
    diagnostics: Iterable[types.Diagnostic],
    *,
    command: tuple[str, list[Any]] | None = None,
    edit: types.WorkspaceEdit | None = None,
    preferred: bool = False,
    kind: types.CodeActionKind = types.CodeActionKind.QuickFix,
) -> types.CodeAction:
    return types.CodeAction(
        title=title,
        kind=kind,
        diagnostics=list(diagnostics),
        is_preferred=preferred or None,
        edit=edit,
        command=types.Command(title=title, command=command[0], arguments=command[1])
        if command
        else None,
    )


def range_contains(outer: types.Range, inner: types.Range) -> bool:
    """Do two ranges overlap (an LSP request range meets a diagnostic)?"""
    return _after(outer.end, inner.start) and _after(inner.end, outer.start)
