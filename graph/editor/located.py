"""Where a node is in its file, as the store last saw it.

`Located` is a stretch of one file; `locate_stored` places a stored node
(the language server's answers give each node endpoint its range), and
`split_lines` numbers a text's lines as the parser does. Live
documents, whose lines move as the writer types, are placed by
`navigation.WorkspaceView.locate`, which falls back on this for the rest.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from semnet.graph.manuscript.lift import FILE_KINDS
from semnet.graph.model import NodeRec

_NEWLINE_RE = re.compile(r"\r\n?")


def split_lines(text: str) -> list[str]:
    """The document's lines as the parser numbers them (``\\r\\n`` is one break)."""
    if "\r" in text:
        text = _NEWLINE_RE.sub("\n", text)
    return text.split("\n")


@dataclass(frozen=True, slots=True)
class Located:
    """A stretch of one file: `start` and `end` are (line, character), 0-based,
    Python string indices; `end` is exclusive."""

    rel: str
    start_line: int
    start_char: int
    end_line: int
    end_char: int
    # The end line's text as far as the locator knows it (a node's own last
    # line), so a client's units can be counted without reading the file.
    end_text: str | None = field(default=None, compare=False, repr=False)

    def contains(self, line: int, char: int) -> bool:
        return (self.start_line, self.start_char) <= (line, char) <= (self.end_line, self.end_char)


def locate_stored(node: NodeRec) -> Located | None:
    """Where a stored node is: a file-level node is its file's start, a
    heading runs to the next line, a block to its stored end."""
    if node.uri is None:
        return None
    if node.kind in FILE_KINDS or node.kind == "bibliography":
        return Located(node.uri, 0, 0, 0, 0)
    if node.start_line is None:
        return Located(node.uri, 0, 0, 0, 0)
    if node.kind == "source":
        return Located(node.uri, node.start_line, 0, node.start_line, 0)
    end = node.end_line if node.end_line is not None else node.start_line + 1
    if node.kind == "subchapter":
        return Located(node.uri, node.start_line, 0, max(end, node.start_line + 1), 0)
    end_char = int((node.attrs or {}).get("end_char", 0))
    last = (node.text or "").rsplit("\n", 1)[-1] if node.text is not None else None
    return Located(node.uri, node.start_line, 0, max(end - 1, node.start_line), end_char, last)


def stored_locator(nodes: Mapping[str, NodeRec]) -> Callable[[str], Located | None]:
    """`locate_stored` by node ref or id, over `nodes`."""

    def locate(ref_or_id: str) -> Located | None:
        node = nodes.get(ref_or_id[5:] if ref_or_id.startswith("node:") else ref_or_id)
        return locate_stored(node) if node is not None else None

    return locate
