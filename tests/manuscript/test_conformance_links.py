"""Conformance: links resolve as the tools the files were written for
resolve them. Each case names its rule:

- Obsidian: help.obsidian.md, "Internal links" (link to a file, a heading, a
  block; display text; `[[Note#H1#H2]]`; Markdown links URL-encoded) and
  "Accepted file formats"; the tie-break `app.metadataCache.getFirstLinkpathDest`
  follows, as observed on Obsidian 1.13 (exact vault path, then the source's
  own folder, then the shortest path).
- Foam: docs/user/features/wikilinks.md ("Path vs Identifier Links",
  "Ambiguous Links", "Directory Links", the compatibility table) and
  `FoamWorkspace.find` / `listByIdentifier` (identifiers are path suffixes;
  an ambiguous one resolves to the first path alphabetically, with a warning).
- CommonMark 0.31.2 spec, by example number (6.3 Links, 4.7 Link reference
  definitions, 6.1 Code spans, 6.4 Images).
- GFM / GitHub: heading anchors by github-slugger (lower-case; punctuation,
  symbols and emoji removed; spaces to `-`; `-1`, `-2` for repeats); a
  relative link is from the file's folder, `/x` from the repository root.
- semnet: titles and aliases, after file names; the nearest folder
  (docs/manuscript.md, "How links resolve").

Cases are `(rule, files, source file, link index, expected)`; expected is
`path`, `path#Heading`, `path#^block`, `path (problem)` for a link followed
with a problem, `outside`, or the problem's code.
"""

from __future__ import annotations

import pytest
from semnet.graph.manuscript.lift import lift
from vault import build

SYNC = "Obsidian Sync/Security and privacy.md"
PUBLISH = "Obsidian Publish/Security and privacy.md"

# fmt: off
CASES: list[tuple[str, dict[str, str], str, int, str]] = [
    # -- Obsidian: link to a file ------------------------------------------------------
    ("Obsidian Internal links: [[Three laws of motion]] links the note by its name",
     {"a.md": "See [[Three laws of motion]].", "Three laws of motion.md": "x"},
     "a.md", 0, "Three laws of motion.md"),
    ("Obsidian Internal links: the Markdown format, URL-encoded, is the same link",
     {"a.md": "See [x](Three%20laws%20of%20motion.md).", "Three laws of motion.md": "x"},
     "a.md", 0, "Three laws of motion.md"),
    ("Obsidian/Foam: [[Note.md]] with the extension is the note",
     {"a.md": "[[Note.md]]", "Note.md": "x"}, "a.md", 0, "Note.md"),
    ("Obsidian: links are case-insensitive ([[three LAWS of motion]])",
     {"a.md": "[[three LAWS of motion]]", "Three laws of motion.md": "x"},
     "a.md", 0, "Three laws of motion.md"),
    ("semnet: names are Unicode-normalised (NFD Café links the NFC file)",
     {"a.md": "[[Cafe\u0301]]", "Caf\u00e9.md": "x"}, "a.md", 0, "Caf\u00e9.md"),
    ("Obsidian: a file in a subfolder is found by its name alone",
     {"a.md": "[[Deep]]", "x/y/z/Deep.md": "x"}, "a.md", 0, "x/y/z/Deep.md"),
    ("Obsidian Internal links: [[Note|Custom name]] changes only the display text",
     {"a.md": "[[Note|Custom name]]", "Note.md": "x"}, "a.md", 0, "Note.md"),
    ("Obsidian: a link to a note that does not exist yet is unresolved",
     {"a.md": "[[Nowhere]]"}, "a.md", 0, "broken-link"),
    ("Obsidian: ![[Note]] embeds the note, a link to it",
     {"a.md": "![[Note]]", "Note.md": "x"}, "a.md", 0, "Note.md"),
    # -- Obsidian: attachments ----------------------------------------------------------
    ("Obsidian Accepted file formats: [[image.png|caption]] links the attachment",
     {"a.md": "See [[image.png|the picture]].", "img/image.png": ""},
     "a.md", 0, "img/image.png"),
    ("Foam wikilinks: [[doc.pdf]] refers to an attachment",
     {"a.md": "[[doc.pdf]]", "files/doc.pdf": ""}, "a.md", 0, "files/doc.pdf"),
    ("GFM: a relative link to any file is a link (LICENSE.txt)",
     {"docs/a.md": "Under the [MIT license](LICENSE.txt).", "docs/LICENSE.txt": ""},
     "docs/a.md", 0, "docs/LICENSE.txt"),
    ("GFM: a relative link to a .yml file is a link",
     {"CONTRIBUTING.md": "Edit [the file](admin/authors-info.yml).",
      "admin/authors-info.yml": ""}, "CONTRIBUTING.md", 0, "admin/authors-info.yml"),
    ("GFM: a link to a picture (not an image) is a link",
     {"r/a.md": "Click [Open](../assets/shot.png).", "assets/shot.png": ""},
     "r/a.md", 0, "assets/shot.png"),
    # -- Obsidian: headings --------------------------------------------------------------
    ("Obsidian Internal links: [[Note#Heading]] links a heading",
     {"a.md": "[[Note#Details]]", "Note.md": "# Note\n\n## Details\n\ntext"},
     "a.md", 0, "Note.md#Details"),
    ("Obsidian: [[#Heading]] links a heading of the same note",
     {"a.md": "# A\n\nSee [[#Later part]].\n\n## Later part\n\nx"}, "a.md", 0,
     "a.md#Later part"),
    ("Obsidian Internal links: [[Note#H1#H2]] links a subheading under a heading",
     {"a.md": "[[Note#Two#Usage]]",
      "Note.md": "# One\n\n## Usage\n\nx\n\n# Two\n\n## Usage\n\ny"},
     "a.md", 0, "Note.md#Usage"),
    ("Obsidian: heading text matches case-insensitively",
     {"a.md": "[[Note#DETAILS of it]]", "Note.md": "## Details of it\n\nx"},
     "a.md", 0, "Note.md#Details of it"),
    ("Obsidian: a heading with a code span ([[#`move`|move]])",
     {"a.md": "Use [[#`move`|move]] to move.\n\n### `move`\n\nMoves a file."},
     "a.md", 0, "a.md#`move`"),
    ("Obsidian: characters a link cannot hold (: | # ^) are spaces in its heading",
     {"a.md": "[[Note#Q What now]]", "Note.md": "## Q: What now?\n\nx"},
     "a.md", 0, "Note.md#Q: What now?"),
    ("Obsidian: a heading in any script",
     {"a.md": "[[Заметка#Основы синтаксиса]]", "Заметка.md": "## Основы синтаксиса\n\nx"},
     "a.md", 0, "Заметка.md#Основы синтаксиса"),
    ("Obsidian: a heading the note lacks still opens the note (reported)",
     {"a.md": "[[Note#Missing]]", "Note.md": "## Details\n\nx"},
     "a.md", 0, "Note.md (broken-link)"),
    ("Obsidian: a heading with emphasis matches its text",
     {"a.md": "[[Note#A bold step]]", "Note.md": "## A **bold** step\n\nx"},
     "a.md", 0, "Note.md#A **bold** step"),
    # -- Obsidian: blocks ----------------------------------------------------------------
    ("Obsidian Internal links: [[Note#^id]] links a block",
     {"a.md": "[[Note#^quote-of-the-day]]",
      "Note.md": "\"The only way out is through.\" ^quote-of-the-day"},
     "a.md", 0, "Note.md#^quote-of-the-day"),
    ("Obsidian: [[#^id]] links a block of the same note",
     {"a.md": "First. ^first\n\nSee [[#^first]]."}, "a.md", 0, "a.md#^first"),
    ("Obsidian: a block id straight after an embed (![[x.png]]^id)",
     {"a.md": "![[Share#^history-image]]",
      "Share.md": "Intro.\n\n![[history.png]]^history-image"},
     "a.md", 0, "Share.md#^history-image"),
    ("Obsidian: a block id on a list item",
     {"a.md": "[[List#^item-two]]", "List.md": "- one\n- two ^item-two\n"},
     "a.md", 0, "List.md#^item-two"),
    ("Obsidian: a block the note lacks still opens the note (reported)",
     {"a.md": "[[Note#^nope]]", "Note.md": "x ^yes"}, "a.md", 0, "Note.md (broken-link)"),
    # -- where links are written ---------------------------------------------------------
    ("Obsidian: a link in a heading (### [[Properties]])",
     {"a.md": "# A\n\n### [[Properties]]\n\nx", "Properties.md": "p"},
     "a.md", 0, "Properties.md"),
    ("GFM tables: a wiki link in a table cell, its bar escaped",
     {"a.md": "| cmd | what |\n|---|---|\n| [[grep\\|foam grep]] | search |",
      "grep.md": "g"}, "a.md", 0, "grep.md"),
    ("Obsidian callouts: a link inside > [!note]",
     {"a.md": "> [!note]\n> See [[Settings]].", "Settings.md": "s"},
     "a.md", 0, "Settings.md"),
    ("CommonMark 5.2 list items: a link in a nested list",
     {"a.md": "- one\n  - two [[Deep]]\n", "Deep.md": "d"}, "a.md", 0, "Deep.md"),
    ("CommonMark 6.1 (ex. 328): a link in a code span is text",
     {"a.md": "Type `[[Note]]` then [[Real]].", "Note.md": "", "Real.md": ""},
     "a.md", 0, "Real.md"),
    # -- nearest note --------------------------------------------------------------------
    ("Obsidian (getFirstLinkpathDest): the source's own folder wins",
     {"Obsidian Sync/Headless Sync.md": "[[Security and privacy]]", SYNC: "s",
      PUBLISH: "p"}, "Obsidian Sync/Headless Sync.md", 0, SYNC),
    ("Obsidian (getFirstLinkpathDest): own folder, the other way round",
     {"Obsidian Publish/Intro.md": "[[Security and privacy]]", SYNC: "s", PUBLISH: "p"},
     "Obsidian Publish/Intro.md", 0, PUBLISH),
    ("Obsidian (getFirstLinkpathDest): an exact vault path beats the own folder",
     {"sub/x.md": "[[Note]]", "Note.md": "root", "sub/Note.md": "near"},
     "sub/x.md", 0, "Note.md"),
    ("semnet: else the nearest folder (fewest steps up and down)",
     {"a/b/x.md": "[[N]]", "a/c/N.md": "near", "z/y/w/N.md": "far"}, "a/b/x.md", 0, "a/c/N.md"),
    ("semnet: a note below the source's folder is near",
     {"a/x.md": "[[N]]", "a/sub/N.md": "below", "b/c/N.md": "far"}, "a/x.md", 0, "a/sub/N.md"),
    ("Obsidian/Foam: files as near as each other: followed (shortest path), reported",
     {"x.md": "[[station]]", "places/station.md": "p", "glossary/station.md": "g"},
     "x.md", 0, "places/station.md (ambiguous-link)"),
    ("Foam Ambiguous Links: [[todo]], two todo.md as near: followed, with a warning",
     {"index.md": "[[todo]]", "projects/todo.md": "h", "work/todo.md": "w"},
     "index.md", 0, "work/todo.md (ambiguous-link)"),
    ("semnet: of house/todo and work/todo the nearer is no tie",
     {"index.md": "[[todo]]", "projects/house/todo.md": "h", "work/todo.md": "w"},
     "index.md", 0, "work/todo.md"),
    ("Foam Path vs Identifier: [[house/todo]] is a unique identifier",
     {"index.md": "[[house/todo]]", "projects/house/todo.md": "h", "work/todo.md": "w"},
     "index.md", 0, "projects/house/todo.md"),
    ("Foam Path vs Identifier: [[projects/house/todo]] is a unique identifier",
     {"index.md": "[[projects/house/todo]]", "projects/house/todo.md": "h", "work/todo.md": "w"},
     "index.md", 0, "projects/house/todo.md"),
    ("Foam compatibility: [[/work/notes]] is a path from the root",
     {"a/x.md": "[[/work/notes]]", "work/notes.md": "n", "a/work/notes.md": "m"},
     "a/x.md", 0, "work/notes.md"),
    ("Foam compatibility: [[/house/todo]] is a wrong path from the root",
     {"index.md": "[[/house/todo]]", "projects/house/todo.md": "h"},
     "index.md", 0, "broken-link"),
    ("Foam Path links: [[./file]] is relative to the note's folder",
     {"a/x.md": "[[./sib]]", "a/sib.md": "s", "sib.md": "root"}, "a/x.md", 0, "a/sib.md"),
    ("Foam Path links / Obsidian relative format: [[../other/file]]",
     {"a/x.md": "[[../b/N]]", "b/N.md": "n", "a/N.md": "m"}, "a/x.md", 0, "b/N.md"),
    ("Foam: a path that leaves the workspace is not followed (nor reported)",
     {"x.md": "[[../../outside]]"}, "x.md", 0, "outside"),
    ("Foam listByIdentifier: the file name wins over a title ([[lint]])",
     {"user/tools/cli.md": "[[lint]]", "user/tools/cli/lint.md": "# foam lint",
      "user/tools/workspace-lint.md": "# Lint\n\nx"}, "user/tools/cli.md", 0,
     "user/tools/cli/lint.md"),
    # -- folders (Foam Directory Links) -------------------------------------------------
    ("Foam Directory Links: [[projects]] opens projects/index.md",
     {"a.md": "[[projects]]", "projects/index.md": "i", "projects/x.md": "x"},
     "a.md", 0, "projects/index.md"),
    ("Foam Directory Links: or projects/README.md",
     {"a.md": "[[projects]]", "projects/README.md": "r"}, "a.md", 0, "projects/README.md"),
    ("Foam Directory Links: projects.md beside the folder takes priority",
     {"a.md": "[[projects]]", "projects.md": "p", "projects/index.md": "i"},
     "a.md", 0, "projects.md"),
    ("Foam Directory Links: [Projects](projects/) in Markdown, the slash ignored",
     {"a.md": "[Projects](projects/)", "projects/index.md": "i"}, "a.md", 0, "projects/index.md"),
    ("GFM: a link to a folder without an index is not a note (not reported)",
     {"a.md": "[the docs](docs/)", "docs/pic.png": ""}, "a.md", 0, "outside"),
    ("Foam Directory Links: a folder without an index note is a placeholder",
     {"user/index.md": "[[publishing]]", "user/publishing/x.md": "x"},
     "user/index.md", 0, "broken-link"),
    # -- titles and aliases (semnet) ---------------------------------------------------
    ("semnet: a note by its front matter title",
     {"a.md": "[[Anna Volkova]]", "characters/anna.md": "---\ntitle: Anna Volkova\n---\nx"},
     "a.md", 0, "characters/anna.md"),
    ("semnet: a note by its H1 title",
     {"a.md": "[[Anna Volkova]]", "characters/anna.md": "# Anna Volkova\n\nx"},
     "a.md", 0, "characters/anna.md"),
    ("semnet: a note by an alias",
     {"a.md": "[[the Captain]]", "c/volkov.md": "---\naliases: [The Captain]\n---\nx"},
     "a.md", 0, "c/volkov.md"),
    ("semnet: an alias two notes share, as near as each other, is ambiguous",
     {"a.md": "[[Sasha]]", "c/alex.md": "---\naliases: [Sasha]\n---\n",
      "d/alexandra.md": "---\naliases: [Sasha]\n---\n"}, "a.md", 0, "ambiguous-link"),
    ("semnet: an alias two notes share: the nearer one",
     {"c/a.md": "[[Sasha]]", "c/alex.md": "---\naliases: [Sasha]\n---\n",
      "d/alexandra.md": "---\naliases: [Sasha]\n---\n"}, "c/a.md", 0, "c/alex.md"),
    ("semnet: a file name beats another note's alias",
     {"a.md": "[[Paris]]", "places/paris.md": "p",
      "people/paris-hilton.md": "---\naliases: [Paris]\n---\n"}, "a.md", 0, "places/paris.md"),
    # -- Markdown links (CommonMark 6.3 / GFM) ------------------------------------------
    ("CommonMark ex. 485: an inline link [link](/uri), root-relative on GitHub",
     {"docs/a.md": "[CONTRIBUTING](/CONTRIBUTING.md)", "CONTRIBUTING.md": "c"},
     "docs/a.md", 0, "CONTRIBUTING.md"),
    ("CommonMark ex. 484: a title after the destination",
     {"a.md": '[link](b.md "title")', "b.md": "b"}, "a.md", 0, "b.md"),
    ("CommonMark ex. 491: a destination in angle brackets may hold spaces",
     {"a.md": "[link](<my note.md>)", "my note.md": "n"}, "a.md", 0, "my note.md"),
    ("CommonMark ex. 487: an empty destination is the document itself",
     {"a.md": "[link]()"}, "a.md", 0, "a.md"),
    ("CommonMark ex. 503: a fragment alone is a heading of the document",
     {"a.md": "# A\n\n[link](#more-text)\n\n## More text\n\nx"}, "a.md", 0, "a.md#More text"),
    ("CommonMark ex. 505: a percent-encoded destination",
     {"a.md": "[link](caf%C3%A9%20cr%C3%A8me.md)", "café crème.md": "x"},
     "a.md", 0, "café crème.md"),
    ("GFM: ../ goes up from the file's folder",
     {"user/features/a.md": "[x](../tools/b.md)", "user/tools/b.md": "b"},
     "user/features/a.md", 0, "user/tools/b.md"),
    ("GFM: a relative link names a file from the linking file's folder",
     {"dev/a.md": "[x](b.md)", "dev/b.md": "near", "b.md": "root"}, "dev/a.md", 0, "dev/b.md"),
    ("GFM: a link that leaves the repository is not followed (nor reported)",
     {"dev/a.md": "[guide](../../CONTRIBUTING.md)"}, "dev/a.md", 0, "outside"),
    ("CommonMark: a URL is no link of the manuscript; the next link is",
     {"a.md": "[site](https://example.com) and [b](b.md)", "b.md": ""}, "a.md", 0, "b.md"),
    ("CommonMark ex. 580: an image is not a link",
     {"a.md": "![pic](pic.png) and [b](b.md)", "b.md": "", "pic.png": ""}, "a.md", 0, "b.md"),
    ("CommonMark ex. 519: a link around an image is a link",
     {"a.md": "[![moon](moon.jpg)](b.md)", "b.md": ""}, "a.md", 0, "b.md"),
    ("Obsidian shortest-path Markdown links: [x](Note.md) finds Note anywhere",
     {"a/x.md": "[x](Note.md)", "b/c/Note.md": "n"}, "a/x.md", 0, "b/c/Note.md"),
    ("GitHub heading anchors: the slug of the heading (lower-case, - for spaces)",
     {"a.md": "[x](b.md#further-reading)", "b.md": "## Further Reading\n\nx"},
     "a.md", 0, "b.md#Further Reading"),
    ("github-slugger: punctuation dropped (Foo & Bar → foo--bar)",
     {"a.md": "[x](#foo--bar)\n\n## Foo & Bar\n\nx"}, "a.md", 0, "a.md#Foo & Bar"),
    ("github-slugger: repeated headings get -1, -2",
     {"a.md": "[x](#usage-1)\n\n## Usage\n\nx\n\n## Usage\n\ny"}, "a.md", 0, "a.md#Usage"),
    ("github-slugger: letters of any script are kept (#základy)",
     {"a.md": "[x](#základy)\n\n## Základy\n\nx"}, "a.md", 0, "a.md#Základy"),
    ("github-slugger: #zaklady is not the anchor of Základy (opens the file, reported)",
     {"a.md": "[x](#zaklady)\n\n## Základy\n\nx"}, "a.md", 0, "a.md (broken-link)"),
    ("github-slugger: emoji removed from the slug",
     {"a.md": "[x](#-rocket-launch)\n\n## 🚀 Rocket launch\n\nx"}, "a.md", 0,
     "a.md#🚀 Rocket launch"),
    ("GitHub: a percent-encoded anchor is decoded (#%D0%BE%D1%81%D0%BD%D0%BE%D0%B2%D1%8B)",
     {"a.md": "[x](#%D0%BE%D1%81%D0%BD%D0%BE%D0%B2%D1%8B)\n\n## Основы\n\nx"}, "a.md", 0,
     "a.md#Основы"),
    ("Obsidian Markdown format: a heading by its text, URL-encoded (Note.md#Some%20Heading)",
     {"a.md": "[x](Note.md#Some%20Heading)", "Note.md": "## Some Heading\n\nx"},
     "a.md", 0, "Note.md#Some Heading"),
    ("GitHub: a missing anchor still opens the file (reported)",
     {"a.md": "[x](b.md#publish-your-site)", "b.md": "## Building and publishing\n\nx"},
     "a.md", 0, "b.md (broken-link)"),
    # -- reference links (CommonMark 4.7 and 6.3) ---------------------------------------
    ("CommonMark ex. 529: a full reference link [foo][bar]",
     {"a.md": "See [the other][bar].\n\n[bar]: other.md \"title\"", "other.md": "o"},
     "a.md", 0, "other.md"),
    ("CommonMark ex. 555: a collapsed reference link [foo][]",
     {"a.md": "See [foo][].\n\n[foo]: other.md", "other.md": "o"}, "a.md", 0, "other.md"),
    ("CommonMark ex. 559: a shortcut reference link [foo]",
     {"a.md": "See [foo].\n\n[foo]: other.md", "other.md": "o"}, "a.md", 0, "other.md"),
    ("CommonMark ex. 541: labels match case-insensitively",
     {"a.md": "[foo][BaR]\n\n[bar]: other.md", "other.md": "o"}, "a.md", 0, "other.md"),
    ("CommonMark ex. 205: the definition may come after the link",
     {"a.md": "[foo]\n\n[foo]: other.md", "other.md": "o"}, "a.md", 0, "other.md"),
    ("CommonMark ex. 206: the first of two definitions wins",
     {"a.md": "[foo]\n\n[foo]: first.md\n[foo]: second.md", "first.md": "", "second.md": ""},
     "a.md", 0, "first.md"),
    ("CommonMark ex. 197: a definition's destination in angle brackets",
     {"a.md": "[Foo bar]\n\n[Foo bar]:\n<my note.md>\n'title'", "my note.md": "n"},
     "a.md", 0, "my note.md"),
    ("CommonMark ex. 570: [foo](not a link) is the reference [foo]",
     {"a.md": "[foo](not a link)\n\n[foo]: other.md", "other.md": "o"},
     "a.md", 0, "other.md"),
    ("CommonMark ex. 216: a reference link in a heading",
     {"a.md": "# [Foo]\n[foo]: other.md\n> bar", "other.md": "o"}, "a.md", 0, "other.md"),
    ("Foam link-reference-definitions: the definition of a wiki link's Markdown twin",
     {"a.md": "[[graph-view]] and [graph-view][]\n\n[graph-view]: views/graph-view.md",
      "views/graph-view.md": "g"}, "a.md", 1, "views/graph-view.md"),
]
# fmt: on

# `[foo]` with no definition is text (CommonMark ex. 565 and 4.7): no link.
NOT_LINKS: list[tuple[str, str]] = [
    ("CommonMark 6.3: [foo] with no definition is text", "See [foo] here."),
    ("CommonMark ex. 565: an escaped bracket is text", "\\[foo]\n\n[foo]: other.md"),
    ("CommonMark ex. 580: an image is not a link", "![foo](train.jpg)"),
    ("CommonMark ex. 584: a reference image is not a link", "![foo][bar]\n\n[bar]: pic.png"),
    ("CommonMark 6.1: a wiki link in a code span is text", "Type `[[Note]]` to link."),
    ("Obsidian: an image embed ![[pic.png]] is a picture, not a link", "![[pic.png]]"),
    ("Obsidian: escaped brackets \\[\\[x\\]\\] are text", "Use \\[\\[double brackets\\]\\]."),
    ("GFM footnotes: [^1] is a footnote, not a reference link", "A claim.[^1]\n\n[^1]: x"),
    ("Pandoc: [@key] is a citation, not a link", "As shown [@smith2001]."),
    ("CommonMark ex. 603: an autolink with a scheme is a URL", "<https://example.com/a.md>"),
]


@pytest.mark.parametrize(
    "rule, files, source, index, expected", CASES, ids=[c[0][:70] for c in CASES]
)
def test_link_resolution(
    rule: str, files: dict[str, str], source: str, index: int, expected: str
) -> None:
    assert build(files).resolve(source, index) == expected, rule


@pytest.mark.parametrize("rule, text", NOT_LINKS, ids=[c[0][:70] for c in NOT_LINKS])
def test_not_links(rule: str, text: str) -> None:
    v = build({"a.md": text, "other.md": "", "Note.md": ""})
    assert v.links("a.md") == [], rule


def test_at_least_eighty_cited_link_cases() -> None:
    assert len(CASES) + len(NOT_LINKS) >= 80
    assert all(rule.split(":")[0] for rule, *_ in CASES)


def test_wiki_links_off_for_a_github_book() -> None:
    """GFM has no wiki links: with `[links] wiki = false` the ECMAScript
    spec's `[[IsHTMLDDA]]` is text (no edge, no broken link); Markdown links
    still resolve."""
    files = {
        "types-grammar/ch4.md": "The [[IsHTMLDDA]] slot; see [ch. 3](ch3.md).",
        "types-grammar/ch3.md": "x",
    }
    on = build(files).lift("types-grammar/ch4.md")
    assert [p.code for p in on.problems] == ["broken-link"]
    off = build(files, wiki=False).lift("types-grammar/ch4.md")
    assert off.problems == [] and [e.kind for e in off.edges] == ["links_to"]


def test_one_lift_resolves_the_same_link_by_where_it_is_written() -> None:
    """A lift keeps what each link resolved to for the links that resolve
    alike; the same `[[x]]` written in two folders still goes to each
    folder's own `x`, a same-file `[[#Intro]]` to each file's own heading,
    and a broken heading is reported in every file that writes it."""
    v = build(
        {
            "a/note.md": "# Intro\n\nSee [[x]] and [[#Intro]] and [[x#Missing]].",
            "b/note.md": "# Intro\n\nSee [[x]] and [[#Intro]] and [[x#Missing]].",
            "a/x.md": "x",
            "b/x.md": "x",
        }
    )
    blocks = [n for rel in ("a/note.md", "b/note.md") for n in v.nodes[rel][1:]]
    got = lift(blocks, v.names)
    links = sorted(
        (v.title(e.src.removeprefix("node:")).split("#")[0], v.title(e.dst.removeprefix("node:")))
        for e in got.edges
        if e.kind == "links_to"
    )
    assert links == [
        ("a/note.md", "a/x.md"),
        ("a/note.md", "a/x.md"),
        ("b/note.md", "b/x.md"),
        ("b/note.md", "b/x.md"),
    ]
    assert sorted((p.uri, p.code) for p in got.problems) == [
        ("a/note.md", "broken-link"),
        ("b/note.md", "broken-link"),
    ]
    assert all(p.data["file"] == p.uri.replace("note", "x") for p in got.problems)
