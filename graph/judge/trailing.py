"""A place said after a comma at the end of a clause: in "died in November 1911
at home, in Zarechensk", "starb 1911 zu Hause, in Saretschensk", "mourut chez
lui, à Zaretchensk", "murió en su casa, en Zaréchensk" or "умер у себя дома,
в Зареченске" the trailing segment is only a preposition of place and a place,
and that place is the place of the clause before it (its birth, death,
residence …), when that clause names none of its own.

The segment becomes an adjunct (it says where, not who), and its place is
kept on the segment before (`Segment.places`), which
`claims._Extractor.attached` gives to a predicate that found no place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import slots

if TYPE_CHECKING:
    from semnet.graph.judge.subjects import Subject
    from semnet.graph.judge.text import Segment
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
        if seg.kind != "main" or before.kind != "main" or subjects[i] is not None:
            continue
        if len(toks) < 2 or toks[0].kind != "w" or not slots.place_prep(toks[0].f, lang):
            continue
        got = _Extractor(seg, segs, main, False, lang, names)._place_at(1)
        if got is None or got[1] != len(toks):
            continue
        seg.kind = "adjunct"
        before.places.append(got[0])
