"""`DiagnosticsPublisher`: every diagnostic the server shows, held in one dict
keyed by (source, document URI), and sent by one `sync()` for the documents
whose set changed (the shape of esbonio's `set/clear/sync_diagnostics`).

Computing diagnostics is the features' job (`semnet.handlers.diagnostics`);
this object only holds what they computed and decides what to send.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from lsprotocol import types

Send = Callable[[str, list[types.Diagnostic]], None]


class DiagnosticsPublisher:
    """Diagnostics by (source, URI); a document's list is its sources' lists
    in the order of `sources` (any other source after them, as first set).

    Args:
        send: publishes one document's diagnostics (`textDocument/publishDiagnostics`).
        sources: the known sources, in the order their diagnostics are listed.
    """

    def __init__(self, send: Send, sources: Sequence[str] = ()) -> None:
        self._send = send
        self._sources = list(sources)
        self._held: dict[tuple[str, str], list[types.Diagnostic]] = {}
        self._sent: dict[str, list[types.Diagnostic]] = {}
        self._dirty: set[str] = set()

    def set(self, source: str, uri: str, items: Iterable[types.Diagnostic]) -> None:
        """A document's diagnostics from one source (sent at the next `sync`)."""
        if source not in self._sources:
            self._sources.append(source)
        self._held[(source, uri)] = list(items)
        self._dirty.add(uri)

    def clear(self, source: str, uri: str | None = None) -> None:
        """Drop one source's diagnostics of one document (or of every document)."""
        for key in list(self._held):
            if key[0] == source and (uri is None or key[1] == uri):
                self._held[key] = []
                self._dirty.add(key[1])

    def held(self, uri: str) -> list[types.Diagnostic]:
        """A document's diagnostics as they stand (sent or not)."""
        return [d for s in self._sources for d in self._held.get((s, uri), ())]

    def sent(self, uri: str) -> list[types.Diagnostic]:
        """What was last sent for a document ([] if nothing is shown there)."""
        return list(self._sent.get(uri, ()))

    def shown(self) -> frozenset[str]:
        """The documents that show diagnostics now."""
        return frozenset(self._sent)

    def sync(self) -> None:
        """Send every document whose diagnostics changed since they were last
        sent; a document left with none is sent an empty list, once."""
        uris = sorted(self._dirty)
        self._dirty.clear()
        for uri in uris:
            now = self.held(uri)
            if self._sent.get(uri, []) == now:
                continue
            if now:
                self._sent[uri] = now
            else:
                self._sent.pop(uri, None)
                for source in self._sources:
                    self._held.pop((source, uri), None)
            self._send(uri, now)
