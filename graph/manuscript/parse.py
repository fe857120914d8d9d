"""Parse one Markdown file of the manuscript into headings, paragraphs and inline items.

Pure and fast: no store, no I/O. Block structure and line maps come from
markdown-it-py (with its inline phase switched off: inline constructs are found
here, by regex, on the raw source lines of each block so that every span is
exact). Positions are 0-based; line ranges are ``[start_line, end_line)`` in the
file's lines (front matter counts); columns are Python string indices.

Malformed input never raises: it is recorded in :attr:`ParsedDoc.problems`.
"""

from __future__ import annotations

import gc
import re
import unicodedata
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import PurePosixPath
from typing import Any, Literal
from urllib.parse import unquote

from markdown_it import MarkdownIt
from markdown_it.common.utils import normalizeReference
from mdit_py_plugins.front_matter import front_matter_plugin
from semnet.graph.diagnostic_codes import Code
from semnet.graph.manuscript.front_matter import (
    declared_lang,
    entity_type,
    load_front_matter,
    scalar,
    str_list,
)
from semnet.graph.manuscript.parsed import (
    Block,
    Citation,
    Field,
    Link,
    ParsedDoc,
    PartialDate,
    Problem,
    Span,
)

# --------------------------------------------------------------------------- markdown-it


def _make_block_parser() -> MarkdownIt:
    md = MarkdownIt("commonmark").use(front_matter_plugin).enable("table")
    # Inline constructs are scanned on the raw lines below; skipping markdown-it's
    # inline phase makes block parsing about four times faster.
    md.disable(["inline", "text_join"])
    return md


_MD = _make_block_parser()
# libyaml's loader when PyYAML was built with it (about ten times faster).
_MD_INLINE = MarkdownIt("commonmark")

# --------------------------------------------------------------------------- regexes

_NEWLINE_RE = re.compile(r"\r\n?")
# A block id closes a paragraph after a space, or straight after a wiki link or
# embed (`![[picture.png]]^caption-id`, as Obsidian writes it).
_BLOCK_ID_RE = re.compile(r"(?:^|\s|(?<=\]\]))\^([A-Za-z0-9][A-Za-z0-9_-]*)\s*$")
_CODE_SPAN_RE = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)", re.DOTALL)
_WIKI_RE = re.compile(r"(!?)\[\[([^\[\]\n]*)\]\]")
# Possessive quantifiers (``*+``) keep every pattern linear on pathological lines.
_MD_LINK_RE = re.compile(
    r"(!?)\[((?:[^\[\]\n\\]|\\.|\[[^\[\]\n]*+\])*+)\]"
    r"\([ \t]*+(?:<([^<>\n]*+)>|([^\s()<>]*+(?:\([^\s()]*+\)[^\s()<>]*+)*+))"
    r"(?:[ \t]++(?:\"[^\"\n]*+\"|'[^'\n]*+'|\([^()\n]*+\)))?[ \t]*+\)"
)
# A reference link: `[text][label]`, `[label][]` or `[label]` (CommonMark 4.7, 6.3).
_REF_LINK_RE = re.compile(
    r"(?<!\\)(!?)\[((?:[^\[\]\n\\]|\\.|\[[^\[\]\n]*+\])*+)\](?:\[([^\[\]\n]*+)\])?"
)
_URL_RE = re.compile(r"<?[A-Za-z][A-Za-z0-9+.-]*://[^\s<>]*>?")
_SCHEME_RE = re.compile(r"^(?:[A-Za-z][A-Za-z0-9+.-]*:|//)")
_FIELD_RE = re.compile(
    r"\[([^\W\d][\w \-]*+)::[ \t]*+((?:[^\[\]\n]|\[[^\[\]\n]*+\])*+)\]"
    r"|\(([^\W\d][\w \-]*+)::[ \t]*+((?:[^()\n]|\([^()\n]*+\))*+)\)"
)
_FIELD_DROP_RE = re.compile(r"[ \t]*(?:" + _FIELD_RE.pattern + ")")  # with its space
_LINE_FIELD_RE = re.compile(
    r"^([ \t]*+(?:>[ \t]*+)*+(?:(?:[-*+]|\d{1,9}[.)])[ \t]++)?)([A-Za-z][\w \-]*+)::[ \t]*+(.*)$",
    re.MULTILINE,
)
# A citation key (Pandoc): a letter, digit or `_`, then letters, digits, `_`
# and single internal punctuation (`@Foo_bar.baz.` is `Foo_bar.baz`).
_KEY = r"[A-Za-z0-9_](?:[A-Za-z0-9_]|[:.#$%&+?~/-](?=[A-Za-z0-9_]))*+"
_PANDOC_RE = re.compile(r"\[([^\[\]\n]*+)\]")
_PANDOC_PART_RE = re.compile(r"(?:^|(?<=[\s\x00]))(-?@)(" + _KEY + r")")
# `@key[locus]` (inkhaven), `@key [locus]` (Pandoc's in-text form), or a bare `@key`.
_INKHAVEN_RE = re.compile(r"(?<!\w)@(" + _KEY + r")(?:( ?)\[(?!\^)([^\[\]\n@]*)\])?")
_IMAGE_EXT_RE = re.compile(
    r"\.(?:png|jpe?g|gif|svg|webp|bmp|tiff?|avif|mp3|mp4|webm|ogg|wav|pdf)$", re.I
)
_HEADING_MARKUP = frozenset("*_`[]<>\\!~&")
_INLINE_MARKS = frozenset("*_`<>\\!~&")  # markup other than brackets
_FM_KEY_RE = re.compile(r"^[\w-]+\s*:")
_SETEXT_RULE_RE = re.compile(r"^ {0,3}(?:=+|-+)[ \t]*$")

# --------------------------------------------------------------------------- helpers


# Kept by GitHub's heading slugs (github-slugger): letters, marks, decimal and
# letter numbers, connector punctuation (`_`); and `-`. A space becomes `-`.
_SLUG_KEPT = frozenset({"Nd", "Nl", "Pc"})


def slugify(text: str) -> str:
    """GitHub's heading slug (as github-slugger makes it), Unicode-aware.

    Lower-case; letters and marks of any script, decimal digits, letter
    numbers, connector punctuation (``_``) and ``-`` are kept; each space
    becomes ``-``; other punctuation, symbols (emoji), other numbers
    (``²``, ``½``), controls and other separators are dropped (so
    ``"Foo & Bar"`` gives ``"foo--bar"``, as on GitHub).
    """
    out: list[str] = []
    for ch in text.strip().lower():
        if ch == " " or ch == "-":
            out.append("-")
            continue
        cat = unicodedata.category(ch)
        if cat[0] in "LM" or cat in _SLUG_KEPT or ch.isalpha():
            out.append(ch)
    return "".join(out)


def _rendered(content: str) -> str:
    """Inline Markdown as rendered: a wiki or Markdown link as its shown text,
    an image as its alt text, emphasis, code and escape marks gone (markdown-it)."""
    if _HEADING_MARKUP.isdisjoint(content):
        return content
    if "[[" in content:
        content = _WIKI_RE.sub(_wiki_display, content)
    if "](" not in content and _INLINE_MARKS.isdisjoint(content):
        return content  # brackets alone (a citation, a wiki link's shown text) are text
    try:
        tokens = _MD_INLINE.parseInline(content)
    except Exception:  # pragma: no cover - markdown-it does not raise on text
        return content
    parts: list[str] = []
    for tok in tokens:
        for child in tok.children or ():
            if child.type in ("text", "code_inline"):
                parts.append(child.content)
            elif child.type in ("softbreak", "hardbreak"):
                parts.append(" ")
            elif child.type == "image":
                parts.append(child.content)
    return "".join(parts)


def _plain_heading(content: str) -> str:
    """Heading text as rendered (emphasis, code and link markup removed)."""
    return _rendered(content).strip()


@lru_cache(maxsize=4096)
def plain_text(text: str) -> str:
    """Text as a reader sees it, on one line: links as their shown text,
    images as their alt text, emphasis, code and escape marks gone, inline
    fields (`[when:: 1905]`) and a closing `^block` id dropped, runs of
    whitespace one space. The one Markdown-to-plain-text function."""
    if "::" in text:
        text = _FIELD_DROP_RE.sub("", text)
    if "^" in text:
        text = _BLOCK_ID_RE.sub("", text)
    return " ".join(_rendered(text).split())


def _wiki_display(m: re.Match[str]) -> str:
    inner = m.group(2)
    if "|" in inner:
        return inner.split("|", 1)[1]
    return inner.split("#", 1)[0] or inner.lstrip("#^")


def _unique_slug(slug: str, seen: dict[str, int]) -> str:
    if slug not in seen:
        seen[slug] = 0
        return slug
    n = seen[slug]
    candidate = slug
    while candidate in seen:
        n += 1
        candidate = f"{slug}-{n}"
    seen[slug] = n
    seen[candidate] = 0
    return candidate


def _mask(m: re.Match[str]) -> str:
    s = m.group(0)
    if "\n" in s:
        return re.sub(r"[^\n]", " ", s)
    return " " * len(s)


def _nul(n: int) -> str:
    return "\x00" * n


def _parse_when(value: str) -> tuple[PartialDate | None, PartialDate | None, str | None]:
    """Parse a date or an ``a .. b`` range: ``(start, end, error)``."""
    left, dots, right = value.partition("..")
    if dots:
        a = PartialDate.parse(left)
        b = PartialDate.parse(right)
        if a is None or b is None:
            return None, None, f"not a date range (YYYY[-MM[-DD]] .. YYYY[-MM[-DD]]): {value!r}"
        if b.end_exclusive() <= a.start():
            return None, None, f"date range ends before it starts: {value!r}"
        return a, b, None
    d = PartialDate.parse(value)
    if d is None:
        return None, None, f"not a date (YYYY, YYYY-MM or YYYY-MM-DD): {value!r}"
    return d, d, None


class _Scanner:
    """Finds inline items in one block's raw lines."""

    __slots__ = ("base_line", "orig", "problems", "refs", "starts", "text")

    def __init__(
        self,
        raw: str,
        base_line: int,
        problems: list[Problem],
        refs: dict[str, Any] | None = None,
    ) -> None:
        self.orig = raw
        self.text = raw
        self.base_line = base_line
        self.problems = problems
        self.refs = refs  # the document's link reference definitions (markdown-it's)
        starts = [0]
        pos = raw.find("\n")
        while pos != -1:
            starts.append(pos + 1)
            pos = raw.find("\n", pos + 1)
        self.starts = starts

    def span(self, start: int, end: int) -> Span:
        idx = bisect_right(self.starts, start) - 1
        base = self.starts[idx]
        return Span(self.base_line + idx, start - base, end - base)

    def run(self, block: Block) -> None:
        text = self.text
        if "`" in text:
            text = _CODE_SPAN_RE.sub(_mask, text)
        if "[[" in text:
            text = self._wiki(text, block)
        if "](" in text:
            text = self._markdown_links(text, block)
        if self.refs and "]" in text:
            text = self._reference_links(text, block)
        if "://" in text:
            text = _URL_RE.sub(lambda m: _nul(len(m.group(0))), text)
        if "::" in text:
            text = self._fields(text, block)
        if "@" in text:
            if "[" in text:
                text = self._pandoc(text, block)
            self._inkhaven(text, block)

    # -- links

    def _wiki(self, text: str, block: Block) -> str:
        orig = self.orig

        def repl(m: re.Match[str]) -> str:
            span = self.span(m.start(), m.end())
            # Code spans are blanked in `text`; inside a link they are part of
            # its target (`[[#`move`|move]]` names the heading `move`).
            inner = orig[m.start(2) : m.end(2)]
            link = _wiki_link(inner, span)
            if link is None:
                self.problems.append(
                    Problem(Code.MALFORMED_LINK, f"empty wiki link {m.group(0)!r}", span.line, span)
                )
            elif not (m.group(1) and _IMAGE_EXT_RE.search(link.target)):
                block.links.append(link)
            return _nul(m.end() - m.start())

        text = _WIKI_RE.sub(repl, text)
        pos = text.find("[[")
        while pos != -1:
            eol = text.find("\n", pos)
            if eol == -1:
                eol = len(text)
            span = self.span(pos, eol)
            self.problems.append(
                Problem(
                    Code.MALFORMED_LINK, "wiki link '[[' is not closed on its line", span.line, span
                )
            )
            pos = text.find("[[", eol)
        return text

    def _markdown_link(self, dest: str, m: re.Match[str], block: Block) -> None:
        """A Markdown link to `dest` (URL-encoded, as written), spanning `m`;
        a URL (`https:`, `mailto:`, `//host`) is not a link of the manuscript;
        an empty one is a link to the file itself (CommonMark)."""
        if _SCHEME_RE.match(dest):
            return
        path, _, frag = dest.partition("#")
        heading: str | None = None
        blk: str | None = None
        if frag:
            frag = unquote(frag)
            if frag.startswith("^"):
                blk = frag[1:] or None
            else:
                heading = frag
        block.links.append(
            Link(
                "markdown",
                unquote(path),
                heading,
                blk,
                self.orig[m.start(2) : m.end(2)],
                self.span(m.start(), m.end()),
            )
        )

    def _markdown_links(self, text: str, block: Block) -> str:
        def repl(m: re.Match[str]) -> str:
            if not m.group(1):  # an image is not a link
                dest = m.group(3) if m.group(3) is not None else m.group(4)
                self._markdown_link(dest, m, block)
            return _nul(m.end() - m.start())

        return _MD_LINK_RE.sub(repl, text)

    def _reference_links(self, text: str, block: Block) -> str:
        """`[text][label]`, `[label][]` and `[label]` whose label the document
        defines (`[label]: path`): a link to the definition's destination."""
        refs = self.refs or {}

        def repl(m: re.Match[str]) -> str:
            label = m.group(3) if m.group(3) and m.group(3).strip() else m.group(2)
            if label.startswith("^") or _PANDOC_PART_RE.search(label):
                return m.group(0)  # a footnote or a citation
            ref = refs.get(normalizeReference(label))
            if ref is None:
                return m.group(0)
            if not m.group(1):
                self._markdown_link(str(ref.get("href") or ""), m, block)
            return _nul(m.end() - m.start())

        return _REF_LINK_RE.sub(repl, text)

    # -- fields

    def _add_field(self, name: str, value: str, start: int, end: int, block: Block) -> None:
        name = " ".join(name.split()).lower()
        span = self.span(start, end)
        d_start: PartialDate | None = None
        d_end: PartialDate | None = None
        if name in ("when", "from", "until"):
            d_start, d_end, err = _parse_when(value) if name == "when" else _single(value)
            if err is not None:
                self.problems.append(Problem(Code.BAD_DATE, f"[{name}:: …] {err}", span.line, span))
            if name == "from":
                d_end = None
            elif name == "until":
                d_start = None
        elif value[:1].isdigit():
            s, e, err = _parse_when(value)
            if err is None:
                d_start, d_end = s, e
        block.fields.append(Field(name, value, d_start, d_end, span))

    def _fields(self, text: str, block: Block) -> str:
        orig = self.orig

        def repl(m: re.Match[str]) -> str:
            if m.group(1) is not None:
                name, vg = m.group(1), 2
            else:
                name, vg = m.group(3), 4
            value = orig[m.start(vg) : m.end(vg)].strip()
            self._add_field(name, value, m.start(), m.end(), block)
            # Keep the value visible to the citation passes: [source:: @key].
            return _nul(m.start(vg) - m.start()) + m.group(vg) + _nul(m.end() - m.end(vg))

        text = _FIELD_RE.sub(repl, text)
        if "::" in text:

            def line_repl(m: re.Match[str]) -> str:
                raw_value = orig[m.start(3) : m.end(3)]
                value = raw_value.strip()
                end = m.end(3) - (len(raw_value) - len(raw_value.rstrip()))
                self._add_field(m.group(2), value, m.start(2), end, block)
                return (
                    m.group(1)
                    + _nul(m.start(3) - m.start(2))
                    + m.group(3)
                    + _nul(m.end() - m.end(3))
                )

            text = _LINE_FIELD_RE.sub(line_repl, text)
        return text

    # -- citations

    def _pandoc(self, text: str, block: Block) -> str:
        def repl(m: re.Match[str]) -> str:
            inner = m.group(1)
            if "@" not in inner:
                return m.group(0)
            base = m.start(1)
            found: list[Citation] = []
            offset = 0
            for part in inner.split(";"):
                pm = _PANDOC_PART_RE.search(part)
                if pm is not None:
                    rest = part[pm.end() :]
                    locus: str | None = None
                    stripped = rest.lstrip()
                    if stripped.startswith(","):
                        locus = stripped[1:].strip() or None
                    end = offset + len(part.rstrip())
                    found.append(
                        Citation(
                            "pandoc",
                            pm.group(2),
                            locus,
                            self.span(base + offset + pm.start(1), base + end),
                        )
                    )
                offset += len(part) + 1
            if not found:
                return m.group(0)
            block.citations.extend(found)
            return _nul(m.end() - m.start())

        return _PANDOC_RE.sub(repl, text)

    def _inkhaven(self, text: str, block: Block) -> None:
        for m in _INKHAVEN_RE.finditer(text):
            locus = m.group(3)
            style: Literal["inkhaven", "pandoc", "bare"] = (
                "bare" if locus is None else "pandoc" if m.group(2) else "inkhaven"
            )
            block.citations.append(
                Citation(
                    style,
                    m.group(1),
                    (locus.strip() or None) if locus is not None else None,
                    self.span(m.start(), m.end()),
                )
            )


def _single(value: str) -> tuple[PartialDate | None, PartialDate | None, str | None]:
    d = PartialDate.parse(value)
    if d is None:
        return None, None, f"not a date (YYYY, YYYY-MM or YYYY-MM-DD): {value!r}"
    return d, d, None


def _wiki_link(inner: str, span: Span) -> Link | None:
    target_part, bar, shown = inner.partition("|")
    target_part = target_part.rstrip("\\")  # `\|` escapes the bar inside tables
    target, hash_, frag = target_part.partition("#")
    target = target.strip()
    heading: str | None = None
    blk: str | None = None
    if hash_:
        # [[Note#H1#H2]] points at H2 under H1: the heading keeps its path.
        parts = [p.strip() for p in frag.split("#") if p.strip()]
        if parts and parts[-1].startswith("^"):
            blk = parts[-1][1:].strip() or None
        elif parts:
            heading = "#".join(parts)
    if not target and heading is None and blk is None:
        return None
    return Link("wiki", target, heading, blk, shown.strip() or None if bar else None, span)


# --------------------------------------------------------------------------- parse


def parse_document(text: str, rel_path: str) -> ParsedDoc:
    """Parse one Markdown file. Never raises on malformed Markdown, YAML or links.

    The cyclic garbage collector is paused while a file is parsed: parsing allocates
    many small acyclic objects, and collections triggered by them (which walk every
    live object of the process) otherwise cost about as much as the parse itself.
    """
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        return _parse_document(text, rel_path)
    finally:
        if paused:
            gc.enable()


# A block the token walk found: (kind, heading level, start, end, heading content).
_Pending = tuple[str, int, int, int, str]


@dataclass(slots=True)
class _Walked:
    """What one walk over markdown-it's tokens found."""

    pending: list[_Pending] = field(default_factory=list)
    code_lines: set[int] = field(default_factory=set)  # code inside list items
    front_matter: dict[str, Any] = field(default_factory=dict)
    fm_error: str | None = None
    fm_end: int = 0
    refs: dict[str, Any] = field(default_factory=dict)  # link reference definitions


def _walk_tokens(tokens: list[Any], problems: list[Problem]) -> _Walked:
    """The blocks (top-level list items are one block each), the code lines
    inside list items, and the front matter."""
    out = _Walked()
    item_depth = 0
    ntok = len(tokens)
    for i, tok in enumerate(tokens):
        t = tok.type
        if t == "list_item_open":
            if item_depth == 0 and tok.map is not None:
                out.pending.append(("paragraph", 0, tok.map[0], tok.map[1], ""))
            item_depth += 1
        elif t == "list_item_close":
            item_depth -= 1
        elif t in ("fence", "code_block", "html_block"):
            if item_depth and tok.map is not None:
                out.code_lines.update(range(tok.map[0], tok.map[1]))
        elif item_depth:
            pass
        elif t == "paragraph_open" or t == "table_open":
            if tok.map is not None:
                out.pending.append(("paragraph", 0, tok.map[0], tok.map[1], ""))
        elif t == "heading_open":
            if tok.map is not None:
                content = tokens[i + 1].content if i + 1 < ntok else ""
                out.pending.append(("heading", int(tok.tag[1:]), tok.map[0], tok.map[1], content))
        elif t == "front_matter" and tok.map is not None:
            out.fm_end = tok.map[1]
            out.front_matter, out.fm_error = load_front_matter(tok.content, problems)
    return out


def _heading_block(
    level: int, content: str, start: int, end: int, lines: list[str], seen_slugs: dict[str, int]
) -> tuple[Block, str, str]:
    """A heading's block, its plain text and the raw text to scan for links."""
    plain = _plain_heading(content)
    block = Block(
        "heading", level, content, start, end, slug=_unique_slug(slugify(plain), seen_slugs)
    )
    scan_end = end
    if end - start > 1 and _SETEXT_RULE_RE.match(lines[end - 1]):
        scan_end = end - 1  # don't scan a setext underline
    return block, plain, "\n".join(lines[start:scan_end])


def _paragraph_block(
    start: int, end: int, lines: list[str], code_lines: set[int]
) -> tuple[Block, str]:
    """A paragraph's block (its closing `^block` id taken off its text) and
    the raw text to scan (code inside a list item blanked)."""
    raw_lines = lines[start:end]
    if code_lines:
        raw_lines = [
            " " * len(ln) if start + k in code_lines else ln for k, ln in enumerate(raw_lines)
        ]
    raw = "\n".join(raw_lines)
    body = "\n".join(lines[start:end]) if code_lines else raw
    block = Block("paragraph", 0, body, start, end)
    last = raw_lines[-1]
    if "^" in last:
        m = _BLOCK_ID_RE.search(last)
        if m is not None:
            block.block_id = m.group(1)
            last_line = end - 1
            block.block_id_span = Span(last_line, m.start(1) - 1, m.end(1))
            kept = lines[last_line][: m.start()].rstrip()
            head = lines[start:last_line]
            if kept or not head:
                head = [*head, kept]
            block.text = "\n".join(head)
    return block, raw


def _blocks(
    walked: _Walked, lines: list[str], problems: list[Problem]
) -> tuple[list[Block], Block | None, str | None]:
    """The document's blocks with their inline items, its first H1 and that
    H1's text."""
    blocks: list[Block] = []
    seen_slugs: dict[str, int] = {}
    first_h1: Block | None = None
    first_plain: str | None = None
    refs = walked.refs or None
    for kind, level, start, end, content in walked.pending:
        while end > start + 1 and not lines[end - 1].strip():
            end -= 1
        if kind == "heading":
            block, plain, raw = _heading_block(level, content, start, end, lines, seen_slugs)
            if level == 1 and first_h1 is None and plain:
                first_h1, first_plain = block, plain
        else:
            block, raw = _paragraph_block(start, end, lines, walked.code_lines)
        if "[" in raw or "@" in raw or "::" in raw:
            _Scanner(raw, start, problems, refs).run(block)
        blocks.append(block)
    return blocks, first_h1, first_plain


def _parse_document(text: str, rel_path: str) -> ParsedDoc:
    rel_path = rel_path.replace("\\", "/")
    while rel_path.startswith("./"):
        rel_path = rel_path[2:]
    src = _NEWLINE_RE.sub("\n", text) if "\r" in text else text
    lines = src.split("\n")
    problems: list[Problem] = []
    env: dict[str, Any] = {}
    walked = _walk_tokens(_MD.parse(src, env), problems)
    walked.refs = env.get("references") or {}
    fm = walked.front_matter
    if (
        walked.fm_end == 0
        and len(lines) > 1
        and lines[0].rstrip() == "---"
        and _FM_KEY_RE.match(lines[1])
    ):
        walked.fm_error = "front matter is not closed: no '---' line after line 1"
        problems.append(Problem(Code.BAD_FRONT_MATTER, walked.fm_error, 0))
    blocks, h1, first_h1 = _blocks(walked, lines, problems)
    title = scalar(fm.get("title")) or first_h1 or PurePosixPath(rel_path).stem
    if h1 is not None and first_h1 is not None and first_h1.casefold() == title.casefold():
        h1.is_title = True
    etype = entity_type(fm, lines, walked.fm_end, rel_path, problems)
    raw_aliases = fm.get("aliases", fm.get("alias"))
    aliases = str_list(raw_aliases) if raw_aliases is not None else []
    lang = declared_lang(fm, lines, walked.fm_end, problems)
    source_key = scalar(fm.get("key", fm.get("citekey")))
    problems.sort(key=lambda p: (p.line, p.span.start_char if p.span is not None else -1))
    return ParsedDoc(
        rel_path=rel_path,
        front_matter=fm,
        front_matter_error=walked.fm_error,
        title=title,
        entity_type=etype,
        aliases=aliases,
        lang=lang,
        source_key=source_key,
        blocks=blocks,
        problems=problems,
        line_count=len(lines),
    )


__all__ = [
    "parse_document",
    "plain_text",
    "slugify",
]
