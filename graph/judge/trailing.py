"""A place said after a comma at the end of a clause: in "died in November 1911
at home, in Zarechensk", "starb 1911 zu Hause, in Saretschensk", "mourut chez
lui, à Zaretchensk", "murió en su casa, en Zaréchensk" or "умер у себя дома,
в Зареченске" the trailing segment is only a preposition of place and a place,
and that place is the place of the clause before it (its birth, death,
residence …), when that clause names none of its own; since round 27 also
over a short aside between them ("starb 1916, hochbetagt, in Luzern", "died
in 1916, aged ninety, in Lucerne").

The segment becomes an adjunct (it says where, not who), and its place is
kept on the segment before (`Segment.places`), which
`claims._Extractor.attached` gives to a predicate that found no place.
Since round 47 the place may follow a building the segment names first
("…, at an inn in Leeds", "…, dans une auberge de Leeds").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues, slots
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Place, _Extractor
    from semnet.graph.judge.subjects import Subject
    from semnet.graph.judge.text import Segment, Tok
    from semnet.graph.manuscript.names import NameIndex


def placed(
    segs: list[Segment],
    subjects: list[Subject | None],
    main: Subject | None,
    lang: str,
    names: NameIndex,
) -> None:
    """Mark each trailing place segment an adjunct of the main segment before
    it, and give that segment the place."""
    from semnet.graph.judge.claims import _Extractor

    if main is None:
        return
    for i in range(1, len(segs)):
        seg, before = segs[i], segs[i - 1]
        toks = seg.toks
        if i > 1 and _aside(before) and segs[i - 2].kind == "main":
            before = segs[i - 2]  # "starb 1916, hochbetagt, in Luzern": over the aside
        if seg.kind != "main" or before.kind != "main" or subjects[i] is not None:
            continue
        if len(toks) < 2 or toks[0].kind != "w" or not slots.place_prep(toks[0].f, lang):
            continue
        k = 2 if toks[1].is_(_ARTICLES) else 1  # "in a Paris hotel room"
        x = _Extractor(seg, segs, main, False, lang, names)
        got = x._place_at(k) or _of_place(x, k)
        if got is None or not _then(toks[got[1] :], lang):
            continue
        seg.kind = "adjunct"
        before.places.append(got[0])
        before.context.extend(t.time for t in toks[got[1] :] if t.time is not None)


# since round 47: the words that link a building to its town ("at an inn in Leeds", "dans
# une auberge de Leeds", "en una posada de Leeds")
_OF = words("in of de d du del des")


def _of_place(x: _Extractor, k: int) -> tuple[Place, int] | None:
    """The town after a building the trailing segment names first ("at an
    inn in Leeds"): one noun, then "in", "of", "de" and the place."""
    toks = x.toks
    j = k + 1
    if j + 1 >= len(toks):
        return None
    named = toks[k].cap and x.lang != "de"  # (a German noun has its capital)
    if toks[k].kind != "w" or named or not toks[j].is_(_OF):
        return None
    return x._place_at(j + 1)


def _aside(seg: Segment) -> bool:
    """A short aside between a clause and its trailing place, since round 27:
    one to three words, no name ("hochbetagt", "aged ninety", "ya viudo")."""
    toks = seg.toks
    return 0 < len(toks) <= 3 and not any(t.cap or t.kind == "p" for t in toks)


# an article before the place: "in a Paris hotel room", "dans une chambre"
_ARTICLES = cues.ARTICLES | words("a an un une ein eine einem einer uno una")


def _then(rest: list[Tok], lang: str) -> bool:
    """Is what follows the place only a few words of it and a date ("…, in a
    Paris hotel room in 1919, …")? (Nothing at all, before round 22.)"""
    from semnet.graph.judge.subjects import verbal

    if len(rest) > 6 or any(t.cap or verbal(t, lang) for t in rest):
        return False
    subs = cues.SUBORDINATORS.get(lang, frozenset())
    return not rest or (any(t.time for t in rest) and not any(t.f in subs for t in rest))
