"""`semnet bench links PATH`: how many of a folder's links become edges.

Indexes a folder of Markdown into a store in a temporary folder (the folder
itself is only read, so a read-only clone will do) and counts: the links the
parser found (wiki and Markdown, by style), the `links_to` edges they made,
the links followed (to a note, a heading, a block or an attachment; a link
to a missing heading opens its file, and counts), and the problems by code
(`broken-link`, `ambiguous-link`, `unknown-citation`, …). `--show CODE` lists every problem
of a code with its `file:line`, for reading them one by one. Nothing here is
asserted by the tests; the figures of the public corpora are in
`bench/README.md`.
"""

from __future__ import annotations

import re
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.manuscript.inline import links_of
from semnet.graph.manuscript.workspace import scan_all
from semnet.graph.model import PARAGRAPH_KINDS, NodeKind
from semnet.graph.store.edge_store import EdgeStore


def count_links(root: str | Path, show: tuple[str, ...] = ()) -> dict[str, Any]:
    """Index `root` into a throw-away store and count its links, edges and problems."""
    root = Path(root).resolve()
    with tempfile.TemporaryDirectory(prefix="semnet-bench-links-") as tmp:
        store = EdgeStore(Path(tmp) / "graph.duckdb")
        try:
            t0 = time.perf_counter()
            indexer = Indexer(store, root)
            summary = indexer.index_workspace()
            seconds = time.perf_counter() - t0
            by_style: Counter[str] = Counter()
            by_file: Counter[str] = Counter()
            for n in store.nodes.values():
                if (n.kind in PARAGRAPH_KINDS or n.kind == NodeKind.SUBCHAPTER) and n.uri:
                    for ln in links_of(n.attrs):
                        by_style[ln.style] += 1
                        by_file[n.uri] += 1
            edges = Counter(
                "citation" if r.attrs.get("via") == "citation" else r.kind
                for r in store.index.by_id.values()
                if r.expired_at is None and r.origin in ("structural", "derived")
            )
            problems = indexer.problems()
        finally:
            store.close()
    codes = Counter(_kind(p.code, p.data) for p in problems)
    links = sum(by_style.values())
    # Reported and not followed: a missing file, a name of several notes.
    unfollowed = codes["broken-link"] + codes["ambiguous-link"]
    report: dict[str, Any] = {
        "root": str(root),
        "files": summary.files,
        "seconds": round(seconds, 2),
        "links": links,
        "linksByStyle": dict(sorted(by_style.items())),
        "linksFollowed": links - unfollowed,
        "followedShare": round((links - unfollowed) / links, 4) if links else None,
        "linksToEdges": edges.get("links_to", 0),
        "edges": dict(sorted(edges.items())),
        "problems": dict(sorted(codes.items())),
    }
    missed = missed_links(root, by_file)
    report["crossCheck"] = {
        "filesWithMore": len(missed),
        "linksMore": sum(want - got for got, want in missed.values()),
    }
    if show:
        report["crossCheck"]["files"] = {
            rel: {"ours": got, "crossCheck": want} for rel, (got, want) in sorted(missed.items())
        }
        report["shown"] = [
            {
                "at": f"{p.uri}:{p.line + 1}:{p.start + 1}",
                "code": _kind(p.code, p.data),
                "message": p.message,
            }
            for p in problems
            if p.code in show or _kind(p.code, p.data) in show or "all" in show
        ]
    return report


_WIKI = re.compile(r"(!?)\[\[([^\[\]\n]+)\]\]")
_SCHEME = re.compile(r"^(?:[A-Za-z][A-Za-z0-9+.-]*:|//)")
_PICTURE = re.compile(
    r"\.(?:png|jpe?g|gif|svg|webp|bmp|tiff?|avif|mp3|mp4|webm|ogg|wav|pdf)$", re.I
)


def _reference_counter() -> Any:
    from markdown_it import MarkdownIt
    from mdit_py_plugins.footnote import footnote_plugin
    from mdit_py_plugins.front_matter import front_matter_plugin

    # GFM: tables and footnotes (`[^1]` is no link). Without text_join an
    # escaped `\[` stays a token of its own, so `\[\[x\]\]` is no wiki link.
    md = MarkdownIt("commonmark").use(front_matter_plugin).use(footnote_plugin)
    return md.enable("table").disable("text_join")


def reference_links(text: str, md: Any) -> int:
    """The links of a Markdown text as another parser counts them:
    markdown-it's full CommonMark inline parse with GFM tables and footnotes
    (inline and reference links, not images, not URLs, not footnotes), and
    the `[[wiki links]]` of its text (not in code; not `![[picture.png]]`).
    A cross-check of ours, not ours."""
    n = 0
    for tok in md.parse(text):
        for child in tok.children or ():
            if child.type == "link_open":
                href = str(child.attrs.get("href") or "")
                n += not _SCHEME.match(href)
            elif child.type == "text":
                for m in _WIKI.finditer(child.content):
                    target = m.group(2).split("|", 1)[0].split("#", 1)[0]
                    n += not (m.group(1) and _PICTURE.search(target.strip()))
    return n


def missed_links(root: Path, found: Counter[str]) -> dict[str, tuple[int, int]]:
    """The files where the cross-check counts more links than we found."""
    md = _reference_counter()
    out: dict[str, tuple[int, int]] = {}
    for rel in scan_all(root).markdown:
        try:
            text = (root / rel).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        want = reference_links(text, md)
        if want > found[rel]:
            out[rel] = (found[rel], want)
    return out


def _kind(code: str, data: dict[str, Any]) -> str:
    """A problem's code, and whether the link was followed all the same (a
    missing heading or block: the file opens; a tie of file names)."""
    if code == "broken-link" and data.get("anchor"):
        return "broken-link (anchor; followed)"
    if code == "ambiguous-link" and data.get("chosen"):
        return "ambiguous-link (tie; followed)"
    return code


def format_report(report: dict[str, Any]) -> str:
    """The counts as a few lines for a terminal."""
    lines = [
        f"{report['root']}: {report['files']} files indexed in {report['seconds']} s",
        f"  links            {report['links']}  "
        + ", ".join(f"{k} {v}" for k, v in report["linksByStyle"].items()),
        f"  followed         {report['linksFollowed']}"
        + (f"  ({100 * report['followedShare']:.2f}%)" if report["followedShare"] else ""),
        f"  links_to edges   {report['linksToEdges']}",
    ]
    for code, n in report["problems"].items():
        lines.append(f"  {code:<32} {n}")
    cc = report["crossCheck"]
    lines.append(
        f"  cross-check      {cc['linksMore']} more links in {cc['filesWithMore']} files"
        " (markdown-it's count)"
    )
    for rel, got in cc.get("files", {}).items():
        lines.append(f"    {rel}: ours {got['ours']}, cross-check {got['crossCheck']}")
    for p in report.get("shown", ()):
        lines.append(f"    {p['at']}: {p['code']}: {p['message']}")
    return "\n".join(lines)
