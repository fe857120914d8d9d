"""The workspace's name table, and how a link finds its target in it: wiki
links as Obsidian and Foam resolve them, Markdown links as CommonMark and
GitHub do, headings by GitHub's slug or by their text.

Pure: no store, no I/O. The order, for a wiki link `[[T]]` in note `here`
(docs/manuscript.md, "How links resolve", says it for writers):

1. `T` empty: `here` itself (`[[#Heading]]`).
2. `T` starting with `/`, `./` or `../`: a path (from the workspace root, or
   from `here`'s folder), with or without `.md` (Foam's path links).
3. The exact path from the workspace root, with or without `.md`, then the
   same path from `here`'s folder.
4. The file name (with or without `.md`; a path suffix `house/todo` when `T`
   has folders), case-insensitive, Unicode-normalised (NFC): of several
   files the one in `here`'s folder, else the nearest (fewest folder steps
   from `here`), then an exact-case name, the shortest path, the first path
   alphabetically. Obsidian and Foam follow such a link whatever the tie,
   and so does semnet; but where files tie at the nearest distance the two
   tools pick differently (Obsidian the shortest path, Foam the first
   alphabetically, with a warning), so the link is also `ambiguous-link`.
5. A folder `T` with an `index.md` or `README.md` (Foam's folder links).
6. The titles and aliases of notes (semnet's own): the nearest note of that
   name; several at the same distance are `ambiguous-link`, with candidates.

A Markdown link is a path (URL-decoded by the parser; `/` is the workspace
root, as on GitHub); `[x](Note.md)` that names no file at that path is
looked up by file name as a wiki link is (Obsidian's "shortest path").
Any file is a target: a note, a `.bib`, an attachment (a picture, a PDF).
A path that leaves the workspace, or a folder without an index note, is
`Outside`: not followed, not reported.

Headings: `#H` is a heading whose GitHub slug is `H` or whose text is `H`
(rendered: code, emphasis and link marks gone; Obsidian's link-unsafe
characters `# | ^ : % [ ] \\` read as spaces; case-insensitive);
`#H1#H2` is an `H2` under an `H1`. `#^id` is a block id.
"""

from __future__ import annotations

import posixpath
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from semnet.graph.diagnostic_codes import Code
from semnet.graph.manuscript.inline import LinkRec
from semnet.graph.manuscript.mentions import Mentions
from semnet.graph.model import (
    ENTITY_KINDS,
    NOTE_KINDS,
    NodeKind,
    NodeRec,
    is_bib_entry,
    node_ref,
)

_WORD = re.compile(r"\w+")
# Characters Obsidian does not allow in a link and writes as spaces.
_LINK_UNSAFE = re.compile(r"[#|^:%\[\]\\]")
_INDEX_NOTES = ("index.md", "readme.md")

# What a bare `@key` is when no source has that key: nothing ("known"), or
# an unknown citation ("all").
BareCitations = Literal["known", "all"]


@dataclass(frozen=True, slots=True)
class Conventions:
    """What a workspace's `semnet.toml` says of its syntax: `[citations] bare`,
    and `[links] wiki` (false in a GitHub book, where `[[x]]` is text)."""

    bare_citations: BareCitations = "known"
    wiki_links: bool = True

    @classmethod
    def of(cls, config: Any) -> Conventions:
        """From a `ProjectConfig` (or anything with its `citations` and `links`)."""
        return cls(config.citations.bare, config.links.wiki)


DEFAULT_CONVENTIONS = Conventions()


def fold_text(text: str) -> str:
    """Case-insensitive form for matching names (Unicode-aware: ß, Cyrillic, accents)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", text).casefold()).strip()


# Names repeat across passes; paragraph texts go through `fold_text` uncached.
fold = lru_cache(maxsize=1 << 16)(fold_text)


@lru_cache(maxsize=1 << 14)
def heading_key(text: str) -> str:
    """A heading's text as a link names it: rendered, Obsidian's link-unsafe
    characters as spaces, whitespace collapsed, case-folded."""
    from semnet.graph.manuscript.parse import plain_text

    return fold(" ".join(_LINK_UNSAFE.sub(" ", plain_text(text)).split()))


@lru_cache(maxsize=1 << 14)
def _slug(text: str) -> str:
    from semnet.graph.manuscript.parse import slugify

    return slugify(text)


def _stem(uri: str) -> str:
    base = uri.rsplit("/", 1)[-1]
    return base[:-3] if base.lower().endswith(".md") else base


def _folders(uri: str) -> tuple[str, ...]:
    return tuple(uri.split("/")[:-1])


def _distance(a: tuple[str, ...], b: tuple[str, ...]) -> int:
    """Folder steps between two folders (up to their common folder, then down)."""
    common = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        common += 1
    return (len(a) - common) + (len(b) - common)


def _escapes(path: str) -> bool:
    return path == ".." or path.startswith("../")


@dataclass(frozen=True, slots=True)
class Outside:
    """A link the manuscript need not follow: a path that leaves the
    workspace, or a folder without an index note."""

    path: str


Unresolved = tuple[Code, str, dict[str, Any]]  # (problem code, message, data)


@dataclass(frozen=True, slots=True)
class Followed:
    """A link the source tool follows to `node`, with a problem to report:
    files of its name as near as the one chosen (`ambiguous-link`), or a
    heading or block its file does not have (`broken-link`: Obsidian and
    GitHub open the file)."""

    node: NodeRec
    problem: Unresolved


Resolved = NodeRec | Followed | Outside | Unresolved


@dataclass(slots=True)
class _Anchors:
    """The headings (in order, with their parents) and block ids of one file."""

    headings: list[NodeRec]
    blocks: dict[str, NodeRec]
    title: NodeRec | None  # the note's title heading


class NameTable:
    """How links, citations and mentions resolve, over the whole workspace.

    File-level names (paths, file names, titles, aliases, keys) are built at
    once; the headings and block ids of a file are looked up from `by_uri`
    when a link first needs them, so building the table costs what the files
    cost.
    """

    __slots__ = (
        "_anchors",
        "_by_base",
        "_by_label",
        "_by_path",
        "_folders",
        "attachments",
        "by_uri",
        "conventions",
        "files_by_id",
        "files_by_uri",
        "mention_names",
        "mentions",
        "signature",
        "sources",
    )

    def __init__(
        self,
        nodes: Iterable[NodeRec],
        by_uri: Mapping[str, Mapping[str, NodeRec]],
        *,
        conventions: Conventions = DEFAULT_CONVENTIONS,
    ) -> None:
        self.by_uri = by_uri
        self.conventions = conventions
        self.files_by_uri: dict[str, NodeRec] = {}  # notes
        self.attachments: dict[str, NodeRec] = {}  # other files (and .bib files)
        self.sources: dict[str, str] = {}  # citation key (folded) -> endpoint ref
        # The words of entity names (the lexical bridge leaves them alone).
        self.mention_names: dict[tuple[str, ...], list[NodeRec]] = {}
        self._by_path: dict[str, list[NodeRec]] = {}  # folded path (and path - .md)
        self._by_base: dict[str, list[NodeRec]] = {}  # folded file name (and stem)
        self._by_label: dict[str, list[NodeRec]] = {}  # folded title and aliases
        self._folders: dict[str, NodeRec | None] = {}  # folded folder -> its index note
        self._anchors: dict[str, _Anchors] = {}
        sig: list[Any] = []
        bib: list[NodeRec] = []
        for n in nodes:
            if is_bib_entry(n):
                bib.append(n)
            elif n.kind in NOTE_KINDS and n.uri:
                self.files_by_uri[n.uri] = n
            elif n.uri and n.kind in (NodeKind.ATTACHMENT, NodeKind.BIBLIOGRAPHY):
                self.attachments[n.uri] = n
        for n in sorted(self.files_by_uri.values(), key=lambda x: x.uri or ""):
            self._add_note(n, sig)
        for uri in sorted(self.attachments):
            self._add_file(self.attachments[uri])
            sig.append((uri, "file"))
        for n in bib:
            key = n.attrs.get("source_key")
            if key:
                self.sources.setdefault(fold(str(key)), node_ref(n.id))
                sig.append((n.uri, "bib", key))
        self.files_by_id = {n.id: n for n in self.files_by_uri.values()}
        self.files_by_id.update((n.id, n) for n in self.attachments.values())
        self.mentions = Mentions(self.files_by_uri.values())
        sig.append(("names", self.mentions.signature))
        sig.append(("conventions", conventions))
        self.signature = frozenset(sig)

    def _add_file(self, n: NodeRec) -> None:
        uri = n.uri or ""
        self._by_path.setdefault(fold(uri), []).append(n)
        self._by_base.setdefault(fold(uri.rsplit("/", 1)[-1]), []).append(n)
        parts = uri.split("/")
        for i in range(1, len(parts)):
            folder = fold("/".join(parts[:i]))
            self._folders.setdefault(folder, None)
        if parts[-1].lower() in _INDEX_NOTES and len(parts) > 1:
            folder = fold("/".join(parts[:-1]))
            if self._folders.get(folder) is None or parts[-1].lower() == "index.md":
                self._folders[folder] = n

    def _add_note(self, n: NodeRec, sig: list[Any]) -> None:
        uri = n.uri or ""
        self._add_file(n)
        if uri.lower().endswith(".md"):
            self._by_path.setdefault(fold(uri[:-3]), []).append(n)
            self._by_base.setdefault(fold(_stem(uri)), []).append(n)
        aliases = [str(a) for a in n.attrs.get("aliases", ()) or ()]
        for label in sorted({fold(n.title or ""), *(fold(a) for a in aliases)} - {""}):
            self._by_label.setdefault(label, []).append(n)
        key = n.attrs.get("source_key")
        if key:
            self.sources.setdefault(fold(str(key)), node_ref(n.id))
        if n.kind in ENTITY_KINDS:
            for name in {fold(n.title or ""), *(fold(a) for a in aliases)}:
                words = tuple(_WORD.findall(name))
                if words:
                    self.mention_names.setdefault(words, []).append(n)
        sig.append((uri, n.kind, n.title, tuple(aliases), key))

    # -- files ------------------------------------------------------------------------

    def file_at(self, path: str) -> NodeRec | Outside | None:
        """The file at a workspace path (exact, then with `.md`, then
        case-insensitive), or the index note of a folder there (`Outside`
        for a folder without one)."""
        path = path.strip("/")
        hit = self.files_by_uri.get(path) or self.attachments.get(path)
        if hit is None:
            hit = self.files_by_uri.get(path + ".md")
        if hit is not None:
            return hit
        folded = fold(path)
        found = self._by_path.get(folded) or self._by_path.get(fold(path + ".md"))
        if found:
            return min(found, key=lambda n: n.uri or "")
        if not folded:
            return Outside("/")
        if folded in self._folders:
            return self._folders[folded] or Outside(path)
        return None

    def _nearest(self, cands: Sequence[NodeRec], here: str, name: str) -> list[NodeRec]:
        """`cands` from the nearest to `here`'s folder (see the module docstring)."""
        where = _folders(here)

        def key(n: NodeRec) -> tuple[int, int, int, str]:
            uri = n.uri or ""
            base = uri.rsplit("/", 1)[-1]
            exact = base == name or _stem(uri) == name
            return (_distance(where, _folders(uri)), 0 if exact else 1, len(uri), uri)

        return sorted({n.id: n for n in cands}.values(), key=key)

    def by_file_name(self, target: str, here: str) -> list[NodeRec]:
        """Files named `target` (a file name, with or without `.md`, or a path
        suffix `folder/name`), the nearest to `here` first."""
        name = unicodedata.normalize("NFC", target.strip().strip("/"))
        if not name:
            return []
        base = name.rsplit("/", 1)[-1]
        cands = list(self._by_base.get(fold(base), ()))
        if "/" in name:
            suffix = "/" + fold(name)
            cands = [
                n
                for n in cands
                if ("/" + fold(n.uri or "")).endswith(suffix)
                or ("/" + fold(n.uri or "")).endswith(suffix + ".md")
            ]
        return self._nearest(cands, here, base)

    def by_folder(self, target: str) -> NodeRec | None:
        """The index note of a folder named `target` (or ending in `target`)."""
        want = fold(target.strip().strip("/"))
        if not want:
            return None
        exact = self._folders.get(want)
        if exact is not None:
            return exact
        hits = sorted(
            (n for f, n in self._folders.items() if n is not None and f.endswith("/" + want)),
            key=lambda n: (len(n.uri or ""), n.uri or ""),
        )
        return hits[0] if hits else None

    def by_label(self, target: str, here: str) -> list[NodeRec]:
        """Notes whose title or alias is `target`, the nearest to `here` first."""
        return self._nearest(self._by_label.get(fold(target), ()), here, "")

    def resolve_note(self, target: str, here: str = "") -> list[NodeRec]:
        """The notes and files a wiki target names, the one it resolves to
        first (several only when titles or aliases tie)."""
        hit = _wiki_file(target, here, self)
        if isinstance(hit, Followed):
            return [hit.node]
        if isinstance(hit, NodeRec):
            return [hit]
        if isinstance(hit, tuple) and hit[0] == Code.AMBIGUOUS_LINK:
            return [self.files_by_uri[u] for u in hit[2]["candidates"] if u in self.files_by_uri]
        return []

    def note_from_anywhere(self, target: str) -> NodeRec | None:
        """The note a wiki target names alike from every file (`resolve_note`
        for any `here`), or None when which one depends on where the link is
        written (a path, tied names) or when it names none. A target without
        a folder in it depends on `here` only when it has several candidates."""
        t = target.strip().replace("\\", "/")
        if not t or "/" in t:
            return None
        hit = self.file_at(t)
        if isinstance(hit, NodeRec):
            return hit
        found = self.by_file_name(t, "")
        if found:
            return found[0] if len(found) == 1 else None
        folder = self.by_folder(t)
        if folder is not None:
            return folder
        labelled = self.by_label(t, "")
        return labelled[0] if len(labelled) == 1 else None

    # -- headings and blocks ------------------------------------------------------------

    def _anchors_of(self, f: NodeRec) -> _Anchors:
        got = self._anchors.get(f.id)
        if got is None:
            heads: list[NodeRec] = []
            blocks: dict[str, NodeRec] = {}
            title: NodeRec | None = None
            for n in sorted((self.by_uri.get(f.uri or "") or {}).values(), key=lambda n: n.ord):
                if n.kind == NodeKind.SUBCHAPTER:
                    heads.append(n)
                    if title is None and (n.attrs or {}).get("title"):
                        title = n
                if n.block_id:
                    blocks.setdefault(n.block_id, n)
            got = self._anchors[f.id] = _Anchors(heads, blocks, title)
        return got

    def title_heading(self, f: NodeRec) -> NodeRec | None:
        """The title heading of a note (its first H1 when that names the note)."""
        return self._anchors_of(f).title

    def heading(self, f: NodeRec, written: str, style: str = "wiki") -> NodeRec | None:
        """The heading of file `f` a link names: `H`, or `H1#H2` (an `H2` under
        an `H1`), by GitHub slug or by text; the first in the file."""
        heads = self._anchors_of(f).headings
        parts = [p for p in written.split("#") if p.strip()] if style == "wiki" else [written]
        if not parts:
            return None
        by_id = {h.id: h for h in heads}
        for h in heads:
            if not _heading_matches(h, parts[-1]):
                continue
            if len(parts) == 1 or _under(h, parts[:-1], by_id):
                return h
        if len(parts) > 1:  # the path is wrong, the heading is there: Obsidian follows
            return next((h for h in heads if _heading_matches(h, parts[-1])), None)
        return None

    def block(self, f: NodeRec, block_id: str) -> NodeRec | None:
        blocks = self._anchors_of(f).blocks
        hit = blocks.get(block_id)
        if hit is None:
            want = block_id.casefold()
            hit = next((n for k, n in blocks.items() if k.casefold() == want), None)
        return hit


def _heading_matches(h: NodeRec, written: str) -> bool:
    slug = str((h.attrs or {}).get("slug") or "")
    w = written.strip()
    if slug and (slug == w or slug == w.lower() or slug == _slug(w)):
        return True
    return heading_key(h.title or "") == heading_key(w)


def _under(h: NodeRec, path: Sequence[str], by_id: Mapping[str, NodeRec]) -> bool:
    """Is `h` under headings matching `path`, outermost first (gaps allowed)?"""
    want = list(path)
    parent = by_id.get(h.parent_id or "")
    while want and parent is not None:
        if _heading_matches(parent, want[-1]):
            want.pop()
        parent = by_id.get(parent.parent_id or "")
    return not want


def build_names(
    nodes: Iterable[NodeRec],
    by_uri: Mapping[str, Mapping[str, NodeRec]] | None = None,
    *,
    conventions: Conventions = DEFAULT_CONVENTIONS,
) -> NameTable:
    node_list = list(nodes)
    if by_uri is None:
        grouped: dict[str, dict[str, NodeRec]] = {}
        for n in node_list:
            if n.uri:
                grouped.setdefault(n.uri, {})[n.id] = n
        by_uri = grouped
    return NameTable(node_list, by_uri, conventions=conventions)


# --------------------------------------------------------------------------- links


def _broken(message: str, **data: Any) -> Unresolved:
    return (Code.BROKEN_LINK, message, data)


def _tie_or_node(found: Sequence[NodeRec], here: str, target: str) -> NodeRec | Followed:
    """The first of `found` (nearest first); `Followed` with an ambiguity
    when others are as near."""
    where = _folders(here)
    nearest = _distance(where, _folders(found[0].uri or ""))
    tied = [n.uri or "" for n in found if _distance(where, _folders(n.uri or "")) == nearest]
    if len(tied) == 1:
        return found[0]
    return Followed(
        found[0],
        (
            Code.AMBIGUOUS_LINK,
            f"ambiguous link: {target!r} names {len(tied)} files as near as each other: "
            f"{', '.join(tied)}; it goes to {tied[0]}",
            {"candidates": tied, "chosen": tied[0]},
        ),
    )


def _wiki_file(
    target: str, here: str, names: NameTable
) -> NodeRec | Followed | Outside | Unresolved:
    """The file a wiki link's target names (see the module docstring)."""
    t = target.strip().replace("\\", "/")
    base = posixpath.dirname(here)
    if t.startswith(("/", "./", "../")):
        path = t[1:] if t.startswith("/") else posixpath.normpath(posixpath.join(base, t))
        if _escapes(path):
            return Outside(path)
        hit = names.file_at(path)
        return hit if hit is not None else _broken(f"broken link: no file {t}")
    hit = names.file_at(t)
    if hit is None and base and "/" in t:
        hit = names.file_at(posixpath.join(base, t))
    if isinstance(hit, NodeRec):
        return hit
    found = names.by_file_name(t, here)
    if found:
        return _tie_or_node(found, here, t)
    folder = names.by_folder(t)
    if folder is not None:
        return folder
    labelled = names.by_label(t, here)
    if labelled:
        where = _folders(here)
        nearest = _distance(where, _folders(labelled[0].uri or ""))
        tied = [n for n in labelled if _distance(where, _folders(n.uri or "")) == nearest]
        if len(tied) == 1:
            return tied[0]
        cands = [n.uri for n in tied]
        return (
            Code.AMBIGUOUS_LINK,
            f"ambiguous link: {t!r} is the title or alias of {len(tied)} notes: "
            + ", ".join(c or "" for c in cands),
            {"candidates": cands},
        )
    if isinstance(hit, Outside):
        return hit
    return _broken(f"broken link: no note named {t!r}")


def _markdown_file(
    target: str, here: str, names: NameTable
) -> NodeRec | Followed | Outside | Unresolved:
    """The file a Markdown link's destination names (see the module docstring)."""
    t = target.strip()
    base = posixpath.dirname(here)
    rooted = t.startswith("/")
    path = posixpath.normpath(t.lstrip("/") if rooted else posixpath.join(base, t))
    if path == ".":
        path = ""
    if _escapes(path):
        return Outside(path)
    hit = names.file_at(path)
    if hit is not None:
        return hit
    if not rooted and not t.startswith(("./", "../")):
        found = names.by_file_name(t, here)
        if found:
            return _tie_or_node(found, here, t)
    return _broken(f"broken link: no file {t}")


def link_target_file(
    ln: LinkRec, here: NodeRec, names: NameTable
) -> NodeRec | Followed | Outside | Unresolved:
    """The file a link of note `here` points into (ignoring its heading or block)."""
    if not ln.target:
        return here
    if ln.style == "markdown":
        return _markdown_file(ln.target, here.uri or "", names)
    return _wiki_file(ln.target, here.uri or "", names)


def link_file(style: str, target: str, here: NodeRec, names: NameTable) -> NodeRec | None:
    """The file a link points into, if any (ignoring its heading or block)."""
    hit = link_target_file(LinkRec(style, target, None, None, None, 0, 0, 0), here, names)
    if isinstance(hit, Followed):
        return hit.node
    return hit if isinstance(hit, NodeRec) else None


def link_resolver(names: NameTable) -> Callable[[LinkRec, NodeRec], Resolved]:
    """`resolve_link` over `names`, each answer kept for the links that
    resolve alike (a pass resolves half its links again): what a link
    resolves to depends on its style, target, heading and block and on the
    folder of the file it is written in (on that file when it has no target)."""
    kept: dict[tuple[str, str, str | None, str | None, str], Resolved] = {}

    def resolve(ln: LinkRec, here: NodeRec) -> Resolved:
        uri = here.uri or ""
        key = (
            ln.style,
            ln.target,
            ln.heading,
            ln.block,
            posixpath.dirname(uri) if ln.target else uri,
        )
        hit = kept.get(key)
        if hit is None:
            hit = kept[key] = resolve_link(ln, here, names)
        return hit

    return resolve


def resolve_link(ln: LinkRec, here: NodeRec, names: NameTable) -> Resolved:
    """The node a link of file `here` points at; `Followed` when the source
    tool follows it with a problem to report (an ambiguity, or a heading or
    block the file lacks: the link opens the file); `Outside` for a path the
    manuscript need not follow; else (problem code, message, data)."""
    fnode = link_target_file(ln, here, names)
    if isinstance(fnode, Followed):
        got = resolve_link(ln._replace(target="/" + (fnode.node.uri or "")), here, names)
        if isinstance(got, Followed):  # and a missing heading: that is the worse
            return got
        return Followed(got, fnode.problem) if isinstance(got, NodeRec) else got
    if not isinstance(fnode, NodeRec):
        return fnode
    hit: NodeRec | None
    if ln.block:
        hit = names.block(fnode, ln.block)
        if hit is None:
            return Followed(
                fnode,
                _broken(
                    f"broken link: no block ^{ln.block} in {fnode.uri}",
                    anchor="block",
                    file=fnode.uri,
                ),
            )
        return hit
    if ln.heading:
        hit = names.heading(fnode, ln.heading, ln.style)
        if hit is None:
            return Followed(
                fnode,
                _broken(
                    f"broken link: no heading {ln.heading!r} in {fnode.uri}",
                    shown=ln.target + f"#{ln.heading}",
                    anchor="heading",
                    file=fnode.uri,
                ),
            )
        return hit
    return fnode
