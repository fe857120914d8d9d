"""What stands between a statement's named subject and its verb, or before it,
is not its subject.

A clause set between a name and its verb: in "Ivan Gusarov, who founded the
glassworks, was born in 1812 in the village of Zarechye", "Iwan Gussarow, der
die Hütte gründete, wurde 1812 im Dorf Saretschje geboren" or "Ana, que nunca
salió del pueblo, murió en 1890", the segment after the relative clause goes on
with the name that stands alone before it, so that name is its subject, not a
place or thing the segment mentions further on ("the village of Zarechye").

An apposition of a few words does the same ("Don Eduardo Hartley, ya
octogenario, visitó Valdecobre en 1922": Hartley visited, not Valdecobre).

The name's segment must be that name alone (with an article or a title), the
segments between must be relative clauses, dates or appositions of at most
five words naming nobody, and the segment after must have found a subject
of its own that does not open it (after "and" or an article at most:
"Ellen, who kept the inn, and Otto, who …" keeps Otto).

A fronted phrase of place is no subject either (`past_place_phrase`): in "Né
à Valdecobre même, dans une maison de la rue des Forges, Pardo descendit à la
mine" the birth is Pardo's, not the street's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, honorifics

if TYPE_CHECKING:
    from semnet.graph.judge.subjects import Subject
    from semnet.graph.judge.text import Segment
    from semnet.graph.manuscript.names import Mention


def continued(
    segs: list[Segment],
    subjects: list[Subject | None],
    mentions: list[list[Mention]],
    lang: str,
) -> list[Subject | None]:
    """The subjects of the segments, a segment after an interposed relative
    clause given the name before that clause."""
    out = list(subjects)
    for i in range(2, len(segs)):
        if out[i] is None or segs[i].kind != "main" or _opens_with_name(segs[i], mentions[i]):
            continue  # (no subject of its own: it has the statement's already)
        j = i - 1
        while j > 0 and (segs[j].kind in ("sub", "adjunct") or _apposition(segs[j], mentions[j])):
            j -= 1
        if j == i - 1:
            continue
        who = out[j]
        if who is None or not who.key.startswith("@") or segs[j].kind != "main":
            continue
        if _name_alone(segs[j], who, lang):
            out[i] = replace(who, start=-1, end=-1)  # not a span of this segment
    return out


def _apposition(seg: Segment, mentions: list[Mention]) -> bool:
    """A few words between commas that name nobody ("ya octogenario", "the
    engineer", "by then a grey-haired man")."""
    return seg.kind == "main" and not mentions and len(seg.toks) <= _APPOSITION_MOST


# the most words an apposition between commas has
_APPOSITION_MOST = 8  # 5 until round 30 ("first keeper of the Dunmore Head light")


def _opens_with_name(seg: Segment, mentions: list[Mention]) -> bool:
    """ "Otto Brandt married …", "and Otto Brandt, who …", "La Casa Ortega era
    …": a subject of its own."""
    first = 0
    while first < len(seg.toks) and (
        seg.toks[first].f in cues.COORDINATORS or seg.toks[first].f in cues.ARTICLES
    ):
        first += 1  # "and Otto", "La Casa Ortega"
    return any(m.start <= first for m in mentions)


def _name_alone(seg: Segment, who: Subject, lang: str) -> bool:
    """Is the segment the name and nothing else but an article or a title?"""
    if who.start < 0:
        return False
    for k, t in enumerate(seg.toks):
        if who.start <= k < who.end:
            continue
        if t.kind != "w" or not (t.f in cues.ARTICLES or honorifics.is_title(t, lang)):
            return False
    return True


def past_place_phrase(
    segs: list[Segment], subjects: list[Subject | None], main: Subject | None, lang: str
) -> tuple[list[Subject | None], Subject | None]:
    """A fronted phrase of place taken for the statement's subject ("Né à
    Valdecobre même, dans une maison de la rue des Forges, Pardo descendit
    …": the street is where, Pardo is who): when the first main segment with
    a subject comes after another segment (the participle), opens with a
    preposition and has a noun phrase for subject, a named subject of a later
    main segment is the statement's."""
    first = next((k for k, s in enumerate(subjects) if s is not None and s is main), None)
    if main is None or not first or not main.key.startswith("np:"):
        return subjects, main  # (a phrase that opens the sentence is left to the slot rules)
    toks = segs[first].toks
    if not toks or not toks[0].is_(cues.PREPOSITIONS.get(lang, frozenset())):
        return subjects, main
    for k in range(first + 1, len(segs)):
        named = subjects[k]
        if segs[k].kind == "main" and named is not None and named.key.startswith("@"):
            out = list(subjects)
            out[first] = None
            return out, named
    return subjects, main
