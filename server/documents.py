"""`DocumentTracker`: the documents of one folder as the editor sees them —
open buffers, their versions and live views, the debounce of edits, and any
file's lines (the buffer's when it is open, else the disk's).

A live view (`LiveDoc`) is the graph's reading of a buffer between two index
passes: the store's nodes while the store holds the buffer's very text, else
a parse re-anchored onto them. Methods that take a `WorkspaceView` run with
the store's `state_lock` held (inside `Folder.reading()`).
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable, Mapping, Set
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from semnet.graph.editor.located import split_lines

# Live views need the Markdown parser: imported when the first one is built.
if TYPE_CHECKING:
    from semnet.graph.editor.livedoc import LiveDoc
    from semnet.graph.editor.navigation import WorkspaceView

_MAX_CACHED_FILES = 256


def is_markdown(rel: str) -> bool:
    """Is this a file the graph reads (Markdown or BibTeX, outside `.semnet/`)?"""
    low = rel.lower()
    return (low.endswith(".md") or low.endswith(".bib")) and not rel.startswith(".semnet/")


class DocumentTracker:
    """The open documents of one folder, by workspace-relative path.

    `live` (read-only) is what a `WorkspaceView` reads; `versions` (read-only)
    what a workspace edit names. The buffers change by `take` and `close` only.
    """

    def __init__(self, root: Path) -> None:
        self.root = root
        self._buffers: dict[str, str] = {}
        self._versions: dict[str, int] = {}
        self._live: dict[str, LiveDoc] = {}
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self._disk: OrderedDict[str, tuple[int, list[str]]] = OrderedDict()
        self.live: Mapping[str, LiveDoc] = MappingProxyType(self._live)
        self.versions: Mapping[str, int] = MappingProxyType(self._versions)

    # -- buffers --------------------------------------------------------------------

    def take(self, rel: str, text: str, version: int) -> None:
        """The editor's text of an open document (at open and at each change)."""
        self._buffers[rel] = text
        self._versions[rel] = version

    def text(self, rel: str) -> str | None:
        """The open buffer's text (None when the document is not open)."""
        return self._buffers.get(rel)

    def is_open(self, rel: str) -> bool:
        return rel in self._buffers

    def close(self, rel: str) -> None:
        """Forget a closed document: its buffer, version, live view and any
        live update still waiting."""
        self.settle(rel)
        self._buffers.pop(rel, None)
        self._versions.pop(rel, None)
        self._live.pop(rel, None)

    # -- debounce -------------------------------------------------------------------

    def debounce(self, rel: str, delay: float, update: Callable[[], object]) -> None:
        """Call `update` `delay` seconds from now, unless the document changes
        again first (then only the later call happens)."""
        self.settle(rel)
        loop = asyncio.get_running_loop()

        def fire() -> None:
            self._timers.pop(rel, None)
            update()

        self._timers[rel] = loop.call_later(delay, fire)

    def waiting(self, rel: str) -> bool:
        """Is a live update of this document still waiting for its delay?"""
        return rel in self._timers

    def settle(self, rel: str) -> bool:
        """Cancel the live update waiting for this document. True if there
        was one (the caller then brings the live view up to date itself)."""
        timer = self._timers.pop(rel, None)
        if timer is None:
            return False
        timer.cancel()
        return True

    def settle_all(self) -> None:
        for rel in list(self._timers):
            self.settle(rel)

    # -- live views (with `state_lock` held) ------------------------------------------------

    def build(self, rel: str, view: WorkspaceView) -> LiveDoc | None:
        """(Re)build the live view of an open document from its buffer."""
        text = self._buffers.get(rel)
        if text is None:
            return None
        doc = self._live[rel] = live_doc(rel, text, view)
        return doc

    def build_all(self, view: WorkspaceView) -> list[str]:
        """Build the live view of every open document (once the store is
        open); the paths whose text the store does not hold yet."""
        return [rel for rel in self._buffers if not _in_store(self.build(rel, view))]

    def follow(self, rel: str, view: WorkspaceView) -> bool:
        """Apply the buffer's text to its live view. True when lines moved (the
        far ends of its edges point at those lines)."""
        text = self._buffers.get(rel)
        if text is None:
            return False
        doc = self._live.get(rel)
        if doc is None:
            self.build(rel, view)
            return True
        n_before = len(doc.lines)
        doc.update(text, view.names)
        return len(doc.lines) != n_before or doc.last_update == "full"

    def follow_store(
        self,
        view: WorkspaceView,
        written: Mapping[str, str | None],
        changed_files: Set[str],
        changed_ids: Set[str],
        *,
        full: bool,
    ) -> None:
        """The store changed: live views take the store's ids and lines again.
        A buffer the store now holds exactly (and that is not being typed
        into) is rebuilt from the store; another touched one adopts the new
        ids; any other is re-lifted when names may have changed."""
        for rel, doc in list(self._live.items()):
            text = self._buffers.get(rel)
            if text is None:
                continue
            if rel in written or full or rel in changed_files:
                if written.get(rel, text) == text and not self.waiting(rel):
                    self._live[rel] = live_doc(rel, text, view)
                else:
                    doc.adopt_ids(view.name_index.stored_blocks(rel), view.nodes)
                    doc.relift(view.names)
            elif changed_ids:
                doc.relift(view.names)

    def node_ids(self, rel: str) -> list[str]:
        """The node ids of a live view's blocks (those the store knows)."""
        doc = self._live.get(rel)
        return [b.node_id for b in doc.blocks if b.node_id] if doc is not None else []

    # -- lines as the editor sees them -----------------------------------------------------

    def line_of(self, rel: str, line: int) -> str:
        """One line of a file as the editor sees it: the live view of an open
        buffer, else the file on disk (cached by modification time)."""
        doc = self._live.get(rel)
        if doc is not None:
            lines = doc.lines
        elif rel in self._buffers:
            lines = split_lines(self._buffers[rel])
        else:
            lines = self._disk_lines(rel)
        return lines[line] if 0 <= line < len(lines) else ""

    def disk_text(self, rel: str) -> str | None:
        """A file's text on disk (None when it cannot be read)."""
        try:
            return (self.root / rel).read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None

    def _disk_lines(self, rel: str) -> list[str]:
        path = self.root / rel
        try:
            mtime = path.stat().st_mtime_ns
        except OSError:
            return []
        got = self._disk.get(rel)
        if got is not None and got[0] == mtime:
            self._disk.move_to_end(rel)
            return got[1]
        try:
            lines = split_lines(path.read_text(encoding="utf-8", errors="replace"))
        except OSError:
            return []
        self._disk[rel] = (mtime, lines)
        if len(self._disk) > _MAX_CACHED_FILES:
            self._disk.popitem(last=False)
        return lines


def _in_store(doc: LiveDoc | None) -> bool:
    return doc is not None and doc.in_store


def live_doc(rel: str, text: str, view: WorkspaceView) -> LiveDoc:
    """A live view of a buffer: the store's nodes when it holds this very
    text, else a parse re-anchored onto them."""
    from semnet.graph.editor.livedoc import LiveDoc
    from semnet.graph.manuscript.index_pass import file_hash

    f = view.file_node(rel)
    stored = view.name_index.catalog.by_uri.get(rel, {})
    if f is not None and (f.attrs or {}).get("file_hash") == file_hash(text.encode("utf-8")):
        return LiveDoc.from_store(rel, text, stored.values())
    previous = view.name_index.stored_blocks(rel) if stored else []
    return LiveDoc.from_text(rel, text, previous, view.names)
