"""Where a node is in its file, and which node is at a line: the one home of both.

`Located` is a stretch of one file. `block_located` frames a heading or a
paragraph from its lines (the store's and a live buffer's alike);
`locate_stored` places a stored node (a file at its start, a bibliography
entry on its entry's line, a block on its lines); `locate` adds the policy
for open buffers (blocks follow the live lines, files and bibliography
entries stay where the store says). `node_at_line` is the inverse: the most
specific stored node covering a line; `endpoint_at_line` the same, with a
note's title heading standing for the note (one endpoint, see `lift`).
`split_lines` numbers a text's lines as the parser does.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from semnet.graph.model import NodeKind, NodeRec, is_bib_entry, is_file_node

_NEWLINE_RE = re.compile(r"\r\n?")

# Node kinds from the most to the least specific: a position inside a paragraph
# means the paragraph, not its chapter.
_SPECIFICITY: dict[str, int] = {
    NodeKind.PARAGRAPH: 0,
    NodeKind.FACT: 0,
    NodeKind.SUBCHAPTER: 1,
    NodeKind.CHARACTER: 2,
    NodeKind.PLACE: 2,
    NodeKind.SOURCE: 2,
    NodeKind.GLOSSARY: 2,
    NodeKind.CHAPTER: 3,
    NodeKind.BOOK: 4,
}


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


def block_located(
    rel: str,
    start_line: int,
    end_line: int,
    *,
    heading: bool,
    end_char: int = 0,
    text: str | None = None,
) -> Located:
    """A block's stretch of its file (`end_line` exclusive, as stored). A
    heading runs to the start of the next line (its stored `end_char` counts
    its text, not its `#` marks); a paragraph ends after its last character."""
    if heading:
        return Located(rel, start_line, 0, max(end_line, start_line + 1), 0)
    last = text.rsplit("\n", 1)[-1] if text is not None else None
    return Located(rel, start_line, 0, max(end_line - 1, start_line), end_char, last)


def stays_put(node: NodeRec) -> bool:
    """Placed where the store says even in an open buffer: a file or a
    bibliography entry (a buffer's live lines move only its blocks)."""
    return is_file_node(node) or is_bib_entry(node)


def locate_stored(node: NodeRec) -> Located | None:
    """Where a stored node is: a file-level node is its file's start, a
    bibliography entry its entry's line, a heading runs to the next line, a
    block to its stored end."""
    if node.uri is None:
        return None
    if is_file_node(node) or node.start_line is None:
        return Located(node.uri, 0, 0, 0, 0)
    end = node.end_line if node.end_line is not None else node.start_line + 1
    return block_located(
        node.uri,
        node.start_line,
        end,
        heading=node.kind == NodeKind.SUBCHAPTER,
        end_char=node.end_char,
        text=node.text,
    )


def locate(
    node: NodeRec, live: Callable[[NodeRec], Located | None] | None = None
) -> Located | None:
    """Where a node is now: `live` places a block of an open buffer (None:
    not open, or not in it); everything else is where the store says."""
    if node.uri is None:
        return None
    if live is not None and not stays_put(node):
        hit = live(node)
        if hit is not None:
            return hit
    return locate_stored(node)


def node_id_of(ref_or_id: str) -> str:
    """A node's id from its ref (`node:<id>`) or its id."""
    return ref_or_id[5:] if ref_or_id.startswith("node:") else ref_or_id


def stored_locator(nodes: Mapping[str, NodeRec]) -> Callable[[str], Located | None]:
    """`locate_stored` by node ref or id, over `nodes`."""

    def locate_ref(ref_or_id: str) -> Located | None:
        node = nodes.get(node_id_of(ref_or_id))
        return locate_stored(node) if node is not None else None

    return locate_ref


def node_at_line(nodes: Iterable[NodeRec], line: int) -> NodeRec | None:
    """The most specific of a file's stored nodes whose lines cover `line`
    (a paragraph before its heading, a heading before its file)."""
    best: NodeRec | None = None
    for n in nodes:
        s = n.start_line if n.start_line is not None else 0
        e = n.end_line if n.end_line is not None else 10**9
        if s <= line < e and (
            best is None or _SPECIFICITY.get(n.kind, 5) < _SPECIFICITY.get(best.kind, 5)
        ):
            best = n
    return best


def is_title_heading(node: NodeRec) -> bool:
    """A note's title heading (its first H1 when that names the note)."""
    return node.kind == NodeKind.SUBCHAPTER and bool((node.attrs or {}).get("title"))


def endpoint_at_line(nodes: Iterable[NodeRec], line: int) -> NodeRec | None:
    """The endpoint a line of a file names: the most specific node there,
    but the note itself on its title heading (and on its front matter)."""
    listed = list(nodes)
    hit = node_at_line(listed, line)
    if hit is not None and is_title_heading(hit):
        return next((n for n in listed if is_file_node(n) and n.uri == hit.uri), hit)
    return hit
