"""The diagnostics publisher: held by (source, uri), sent by `sync()` only for
the documents whose diagnostics changed."""

from __future__ import annotations

from lsprotocol import types
from semnet.server.publisher import DiagnosticsPublisher

A = "file:///ws/a.md"
B = "file:///ws/b.md"


def diag(message: str, line: int = 0) -> types.Diagnostic:
    at = types.Position(line=line, character=0)
    return types.Diagnostic(range=types.Range(start=at, end=at), message=message)


class Recorder:
    """What the publisher sent, in order (what a client would receive)."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, list[str]]] = []

    def __call__(self, uri: str, items: list[types.Diagnostic]) -> None:
        self.sent.append((uri, [d.message for d in items]))


def test_sync_sends_only_the_documents_whose_diagnostics_changed() -> None:
    out = Recorder()
    p = DiagnosticsPublisher(out, ("edges", "problems"))
    p.set("problems", A, [diag("broken link")])
    p.set("edges", A, [diag("contradicts")])
    p.set("edges", B, [])
    p.set("problems", B, [])
    p.sync()
    # A's sources in the order given (edges first); B has none and showed none.
    assert out.sent == [(A, ["contradicts", "broken link"])]
    assert p.shown() == {A}

    # The same diagnostics again: nothing to send.
    p.set("edges", A, [diag("contradicts")])
    p.set("problems", A, [diag("broken link")])
    p.sync()
    assert len(out.sent) == 1

    # One source of A changes, B gets one: both are sent, once each.
    p.set("problems", A, [])
    p.set("problems", B, [diag("unknown citation", 3)])
    p.sync()
    p.sync()
    assert out.sent[1:] == [(A, ["contradicts"]), (B, ["unknown citation"])]
    assert [d.message for d in p.sent(B)] == ["unknown citation"]


def test_clear_one_document_or_a_whole_source() -> None:
    out = Recorder()
    p = DiagnosticsPublisher(out, ("edges", "problems"))
    p.set("edges", A, [diag("contradicts")])
    p.set("problems", A, [diag("broken link")])
    p.set("edges", B, [diag("in tension")])
    p.sync()
    out.sent.clear()

    p.clear("problems", A)
    p.sync()
    assert out.sent == [(A, ["contradicts"])]

    # A source cleared everywhere: each document left with nothing is sent an
    # empty list once, and no longer counts as shown.
    p.clear("edges")
    p.sync()
    assert out.sent[1:] == [(A, []), (B, [])]
    assert p.shown() == frozenset() and p.sent(A) == []
    p.sync()
    assert len(out.sent) == 3


def test_a_closed_document_is_cleared_once_and_can_come_back() -> None:
    out = Recorder()
    p = DiagnosticsPublisher(out, ("edges", "problems"))
    p.set("problems", A, [diag("broken link")])
    p.sync()
    # The document closes and its file is gone: every source is cleared.
    for source in ("edges", "problems"):
        p.clear(source, A)
    p.sync()
    assert out.sent == [(A, ["broken link"]), (A, [])]
    assert p.held(A) == []
    # Opened again with the same problem: sent again (it was cleared).
    p.set("problems", A, [diag("broken link")])
    p.sync()
    assert out.sent[-1] == (A, ["broken link"])


def test_an_unknown_source_is_listed_after_the_known_ones() -> None:
    out = Recorder()
    p = DiagnosticsPublisher(out, ("edges", "problems"))
    p.set("spelling", A, [diag("typo")])
    p.set("problems", A, [diag("broken link")])
    p.set("edges", A, [diag("agrees")])
    p.sync()
    assert out.sent == [(A, ["agrees", "broken link", "typo"])]
