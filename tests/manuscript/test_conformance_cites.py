"""Conformance: a citation is found only where the writer wrote one.

Rules: Pandoc's manual, "Citation syntax" (bracketed citations
`[@doe99; @smith2000]`, a locator after a comma, `-@key` suppressing the
author, the in-text form `@key [p. 33]`, keys of letters, digits, `_` and
single internal punctuation); inkhaven's `@key[locus]`; semnet's rule that a
bare `@key` is a citation only when a source has that key (`semnet.toml`
`[citations] bare = "all"` makes every bare `@key` one), so an `@handle` in
prose is no finding.
"""

from __future__ import annotations

import pytest
from vault import build

SOURCE = "sources/smith.md"
SMITH = "---\nkey: smith2001\n---\n\n# Smith, A history\n"


def found(text: str, *, bare: str = "known") -> tuple[list[str], list[str]]:
    """(the edges the paragraph states, as `kind:target`; its problems)."""
    v = build({"a.md": text, SOURCE: SMITH}, bare=bare)  # type: ignore[arg-type]
    got = v.lift("a.md")
    edges = sorted(
        f"{e.kind}:{v.title(e.dst[5:]) if e.dst.startswith('node:') else e.dst}" for e in got.edges
    )
    return edges, sorted(f"{p.code}:{p.data.get('key')}" for p in got.problems)


# fmt: off
CASES: list[tuple[str, str, list[str], list[str]]] = [
    ("Pandoc: [@key] cites the source", "As shown [@smith2001].",
     [f"links_to:{SOURCE}"], []),
    ("Pandoc: a locator after a comma is a locus",
     "As shown [@smith2001, p. 12].", ["cites_locus:locus:page:smith2001, 12"], []),
    ("Pandoc: [see @a; @b, 3] is two citations",
     "Compare [see @smith2001; @jones1999, p. 3].",
     [f"links_to:{SOURCE}"], ["unknown-citation:jones1999"]),
    ("Pandoc: -@key suppresses the author, still a citation",
     "Smith says so [-@smith2001].", [f"links_to:{SOURCE}"], []),
    ("Pandoc: a bracketed citation of an unknown key is reported",
     "As shown [@nobody2020].", [], ["unknown-citation:nobody2020"]),
    ("Pandoc in-text: @key [p. 33] cites with a locator",
     "@smith2001 [p. 33] says blah.", ["cites_locus:locus:page:smith2001, 33"], []),
    ("Pandoc in-text: @key [locator] with an unknown key is reported",
     "@nobody2020 [p. 33] says blah.", [], ["unknown-citation:nobody2020"]),
    ("Pandoc keys: a final period is not part of the key (@smith2001.)",
     "So wrote @smith2001.", [f"links_to:{SOURCE}"], []),
    ("inkhaven: @key[locus] cites a place in the source",
     "As @smith2001[p. 12] says.", ["cites_locus:locus:page:smith2001, 12"], []),
    ("inkhaven: @key[locus] with an unknown key is reported",
     "As @nobody[p. 1] says.", [], ["unknown-citation:nobody"]),
    ("semnet: a bare @key cites when a source has the key",
     "As @smith2001 says.", [f"links_to:{SOURCE}"], []),
    ("semnet: a bare @handle is no citation and no finding",
     "Thanks to @getify and @rwaldron for the review.", [], []),
    ("semnet: @bible[…] names a scheme, no source needed",
     "As in @bible[Jn 3.16].", ["cites_locus:locus:bible:John 3:16"], []),
    ("semnet: an e-mail address is no citation",
     "Write to kyle@getify.com or [mail me](mailto:a@b.c).", [], []),
    ("semnet: a handle inside a link's text is no citation",
     "Follow [@getify](https://twitter.com/getify).", [], []),
    ("GFM footnotes: @handle [^1] is a handle and a footnote",
     "Thanks to @getify [^1].\n\n[^1]: x", [], []),
]
# fmt: on


@pytest.mark.parametrize("rule, text, edges, problems", CASES, ids=[c[0][:70] for c in CASES])
def test_citations(rule: str, text: str, edges: list[str], problems: list[str]) -> None:
    assert found(text) == (sorted(edges), sorted(problems)), rule


def test_bare_all_reports_every_unknown_bare_key() -> None:
    """`[citations] bare = "all"`: a bare `@key` is always a citation."""
    assert found("Thanks to @getify.", bare="all") == ([], ["unknown-citation:getify"])
    assert found("As @smith2001 says.", bare="all") == ([f"links_to:{SOURCE}"], [])
