"""The names of a workspace read from its files' headers alone (front matter
and first `#` heading), without parsing the Markdown: what an opened
document's links are checked against before the first index pass has
parsed the workspace.

A header read finds what the parser would for the usual note (a front-matter
title, aliases, type and citation key; else the first level-1 heading; else
the file name); unusual Markdown (a heading inside an HTML block, a
front-matter block the parser rejects) may make it differ, which the first
index pass then corrects. The headings and block ids of a file a link points
into are read by parsing that one file, when a link first asks for them
(`ParsedAnchors`).
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterator, Mapping
from pathlib import Path, PurePosixPath
from typing import Any

from semnet.graph.manuscript.front_matter import (
    ENTITY_TYPES,
    folder_type,
    load_front_matter,
    scalar,
    str_list,
)
from semnet.graph.manuscript.index_pass import (
    ENTITY_FILE_KIND,
    block_records,
    file_record,
)
from semnet.graph.manuscript.parse import _plain_heading, parse_document
from semnet.graph.manuscript.textmatch import content_hash
from semnet.graph.manuscript.workspace import (
    FileSkipped,
    ProjectConfig,
    inside,
    read_in_workspace,
    scan_all,
)
from semnet.graph.model import NodeKind, NodeRec

__all__ = ["ParsedAnchors", "header_names", "header_node"]

_FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_ATX_H1_RE = re.compile(r"^ {0,3}#(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_SETEXT_H1_RE = re.compile(r"^ {0,3}=+[ \t]*$")
_NOT_PARAGRAPH = ("#", ">", "-", "*", "+", "|", "<")
# A line that may be (or underline) a level-1 heading: without one, no line is scanned.
_H1_HINT_RE = re.compile(r"^ {0,3}(?:#(?:[ \t]|$)|=+[ \t]*$)", re.MULTILINE)
# The front-matter keys a header read uses: without one, the YAML is not parsed.
_FM_KEYS_RE = re.compile(r"^(?:title|aliases|alias|type|key|citekey)[ \t]*:", re.MULTILINE)
# Bytes read of a file whose first level-1 heading is not near its top.
_HEAD_BYTES = 64 * 1024


def _front_matter(lines: list[str]) -> tuple[dict[str, Any], int]:
    """The front matter (empty if none or malformed) and the line after it."""
    if not lines or lines[0].rstrip() != "---":
        return {}, 0
    for i in range(1, len(lines)):
        if lines[i].rstrip() in ("---", "..."):
            content = "\n".join(lines[1:i])
            if not _FM_KEYS_RE.search(content):
                return {}, i + 1
            data, _ = load_front_matter(content, [])
            return data, i + 1
    return {}, 0


def _first_h1(lines: list[str], start: int) -> str | None:
    """The plain text of the first level-1 heading outside fenced code."""
    fence: str | None = None
    prev: str | None = None  # the line before, when it may be a paragraph's
    for line in lines[start:]:
        if fence is not None:
            if line.strip().startswith(fence):
                fence = None
            continue
        m = _FENCE_RE.match(line)
        if m is not None:
            fence, prev = m.group(1), None
            continue
        if line.startswith(("    ", "\t")) and prev is None:
            continue  # indented code
        m = _ATX_H1_RE.match(line)
        if m is not None and (line.lstrip().startswith("# ") or line.strip() == "#"):
            text = _plain_heading(m.group(1) or "")
            if text:
                return text
            prev = None
            continue
        if prev is not None and _SETEXT_H1_RE.match(line):
            text = _plain_heading(prev)
            if text:
                return text
        stripped = line.strip()
        prev = stripped if stripped and not stripped.startswith(_NOT_PARAGRAPH) else None
    return None


def header_node(rel: str, text: str) -> NodeRec:
    """The file node of a Markdown file as its header tells it (`title`,
    `aliases`, entity kind, citation key); its id names it as read so."""
    lines = text.split("\n")
    fm, start = _front_matter(lines)
    title = scalar(fm.get("title"))
    if not title and _H1_HINT_RE.search(text):
        title = _first_h1(lines, start)
    title = title or PurePosixPath(rel).stem
    fm_type = scalar(fm.get("type"))
    entity = fm_type.lower() if fm_type and fm_type.lower() in ENTITY_TYPES else None
    entity = entity or folder_type(rel)
    raw_aliases = fm.get("aliases", fm.get("alias"))
    attrs: dict[str, Any] = {
        "aliases": str_list(raw_aliases) if raw_aliases is not None else [],
        "entity_type": entity,
    }
    key = scalar(fm.get("key", fm.get("citekey")))
    if key:
        attrs["source_key"] = key
    kind = ENTITY_FILE_KIND.get(entity or "", NodeKind.CHAPTER)
    return NodeRec(id=f"header:{rel}", kind=kind, title=title, uri=rel, ord=0, attrs=attrs)


def _head(root: Path, rel: str, allow: tuple[str, ...]) -> str:
    """The start of a file (up to its first heading), read as the indexer
    reads files: inside the workspace, never a FIFO (`FileSkipped`)."""
    path = inside(root, rel, allow)
    if path is None:
        raise FileSkipped(f"{rel}: leads outside the workspace (not read)")
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise FileSkipped(f"{rel}: not a regular file; skipped")
        data = f.read(_HEAD_BYTES)
        if len(data) == _HEAD_BYTES and b"\n# " not in data and not data.startswith(b"# "):
            data += f.read()  # the first heading may be further down
    return data.decode("utf-8", errors="replace")


def header_names(root: Path, config: ProjectConfig) -> list[NodeRec]:
    """A file node per Markdown file (`header_node`), a source node per
    bibliography entry and an attachment node per other file: what
    `NameTable` resolves links and citations with."""
    from semnet.graph.manuscript.bib import parse_bib

    found = scan_all(root, config)
    allow = tuple(config.allow_outside)
    out: list[NodeRec] = []
    for rel in found.markdown:
        try:
            out.append(header_node(rel, _head(root, rel, allow)))
        except OSError:  # `FileSkipped` among them
            continue
    for rel in found.bib:
        try:
            data = read_in_workspace(root, rel, allow)
            load = parse_bib(data.decode("utf-8", errors="replace"), rel)
        except OSError:
            continue
        for e in load.entries:
            out.append(
                NodeRec(
                    id=f"header:{rel}#{e.key}",
                    kind=NodeKind.SOURCE,
                    title=e.title or e.key,
                    uri=rel,
                    ord=1,
                    attrs={"source_key": e.key},
                )
            )
    for rel in found.attachments:
        name = rel.rsplit("/", 1)[-1]
        out.append(
            NodeRec(id=f"header:{rel}", kind=NodeKind.ATTACHMENT, title=name, uri=rel, ord=0)
        )
    return out


class ParsedAnchors(Mapping[str, Mapping[str, NodeRec]]):
    """The nodes of a file by id, parsed from disk when first asked for
    (`NameTable.by_uri`: the headings and block ids a link may point into)."""

    def __init__(
        self, root: Path, files: Mapping[str, NodeRec], allow: tuple[str, ...] = ()
    ) -> None:
        self._root = root
        self._allow = allow
        self._files = files
        self._parsed: dict[str, dict[str, NodeRec]] = {}

    def __getitem__(self, rel: str) -> Mapping[str, NodeRec]:
        got = self._parsed.get(rel)
        if got is None:
            got = self._parsed[rel] = self._parse(rel)
        return got

    def _parse(self, rel: str) -> dict[str, NodeRec]:
        fnode = self._files.get(rel)
        if fnode is None or not rel.lower().endswith(".md"):
            return {}
        try:
            text = read_in_workspace(self._root, rel, self._allow).decode("utf-8", "replace")
        except OSError:  # `FileSkipped` among them
            return {}
        doc = parse_document(text, rel)
        frec = file_record(rel, doc, fnode.id, None, None, "")
        ids = ((None, content_hash(b.text)) for b in doc.blocks)
        return {n.id: n for n in [frec, *block_records(rel, doc, frec, ids)]}

    def __iter__(self) -> Iterator[str]:
        return iter(self._files)

    def __len__(self) -> int:
        return len(self._files)
