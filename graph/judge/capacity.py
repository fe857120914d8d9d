"""How many a hall, a theatre or a hospital holds, as one count in every
language (since round 14): its seats or beds ("1,200 seats", "huit cents
places", "1.500 Plätze", "novecientas localidades", "900 мест", "sixty
beds"), and the people a verb or noun of holding gives ("seated twelve
hundred", "pouvait accueillir 800 auditeurs", "fanden 1500 Zuhörer Platz",
"el aforo era de 900 espectadores", "вмещал 900 зрителей"). They are all
the `count` of unit `capacity`, compared as any count (`compare.py`).

Hand-written, small and per language (no library lists them): the nouns of a
seat or a bed and the words of holding, as folded lemmas."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.cues import words
from semnet.graph.judge.values import Quantity

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.compare import Finding

UNIT = "capacity"
# a seat or a bed (the lemma after a count's language mark; "place"/"Platz" are
# "square" to `nouns.py`, and seats when counted)
_SEATS = words(
    "seat bed place platz sitzplatz bett localidad asiento plaza cama lit fauteuil square "
    "место койка кресло"
)
# words of holding, per language (folded lemmas and forms)
_HOLD = {
    "en": words(
        "seat seated seats seating accommodate accommodated capacity hold held holds room"
    ),  # since round 23: "had room for a hundred", "рассчитан на сорок"
    # since round 24: what fits in ("In die Holzkirche passten hundert Menschen")
    "fr": words("accueillir accueillait accueille contenir contenait contient capacite"),
    "de": words("fassen fasste fasst platz fassungsvermogen aufnehmen passen passten passt"),
    "es": words("aforo capacidad caber cabian cabia cabida"),
    "ru": words("вмещать вмещал вмещала вмещало вместимость рассчитан рассчитана рассчитано"),
}


def _lemma(c: Claim) -> str:
    return (c.status or "").rsplit(":", 1)[-1]


def adjust(x: _Extractor, claims: list[Claim]) -> list[Claim]:
    """The segment's counts of seats, beds and people held made capacities,
    and a bare figure after a verb of holding one ("seated twelve hundred")."""
    if x.subject.kind == "character":
        return claims
    hold = _HOLD.get(x.lang, frozenset())
    cue = any(t.is_(hold) for t in x.toks)
    out: list[Claim] = []
    counted = set()
    for c in claims:
        if c.slot == "count" and c.qty is not None and (cue or _lemma(c) in _SEATS):
            c = replace(c, status=UNIT, qty=replace(c.qty, unit=UNIT))
            counted.add(c.qty.text if c.qty else "")
        out.append(c)
    if not cue:
        return out
    from semnet.graph.judge.extract import _first_date

    for k, t in enumerate(x.toks):  # "seated 1200", "fanden 1500 Zuhörer Platz": a figure
        q = t.qty
        if t.kind == "t" and k and t.f.isdigit() and _no_year(x, k, hold):
            q = Quantity(float(t.f), "", t.text, None)  # "seated 1200" is no year
        elif t.kind not in ("n", "q"):
            continue
        if q is None or q.dim is not None or q.text in counted:
            continue
        if q.value < 2 or q.decimals:
            continue
        when = _first_date([d for d in x.context_times() if d.text != q.text])
        out.append(x.claim("count", qty=replace(q, unit=UNIT), status=UNIT, time=when))
        counted.add(q.text)
    return [_owner(c) for c in out]


def _no_year(x: _Extractor, k: int, hold: frozenset[str]) -> bool:
    """Is a year-like figure a count: after a verb of holding ("seated 1200"),
    or before a noun with no preposition of time before it ("fanden 1500
    Zuhörer Platz")?"""
    prev, nxt = x.toks[k - 1], x.toks[k + 1] if k + 1 < len(x.toks) else None
    if prev.is_(hold):
        return True
    preps = cues.PREPOSITIONS.get(x.lang, frozenset())
    return nxt is not None and nxt.kind == "w" and not prev.is_(preps) and not nxt.is_(preps)


# nouns of a capacity as a subject's head: "el aforo del teatro" is the theatre's
_NOUNS = words("capacity capacite aforo capacidad fassungsvermogen вместимость")


def _owner(c: Claim) -> Claim:
    """ "El aforo del Teatro Cervantes era de 900": the theatre's capacity."""
    if c.status != UNIT or not c.subject.startswith("np:"):
        return c
    parts = c.subject.split(":", 2)[2].split("|")
    owners = [p for p in parts if p.startswith("@")]
    if len(owners) == 1 and all(p in _NOUNS for p in parts if not p.startswith("@")):
        return replace(c, subject=owners[0])
    return c


def over(ca: Claim, cb: Claim) -> Finding | None:
    """More people came than the place holds: an attendance (`attendance.py`)
    past the capacity, beyond a crowd's slack (a tenth; half again when the
    crowd is a guess), contradicts it ("could never hold more than 3,000" /
    "some 8,000 packed into the ground")."""
    from semnet.graph.judge import attendance
    from semnet.graph.judge.base import Stance
    from semnet.graph.judge.compare import Finding

    cap, came = (ca, cb) if ca.status == UNIT else (cb, ca)
    if cap.status != UNIT or came.status != attendance.UNIT or cap.qty is None:
        return None
    if came.qty is None or cap.qty.approx == "min" or came.qty.approx == "max":
        return None
    if cap.time is not None and came.time is not None and not cap.time.overlaps(came.time):
        return None
    ratio = came.qty.base / max(cap.qty.base, 1e-9)
    slack = 1.5 if came.qty.approx or cap.qty.approx else 1.1
    if ratio <= 1.1:
        return None
    why = f"{ca.label}: {came.qty.text} came, but it holds {cap.qty.text}"
    if ratio <= slack:
        return Finding(Stance.IN_TENSION, why + " (approximate)", 0.6, "count")
    return Finding(Stance.CONTRADICTS, why, 0.8, "count")


__all__ = ["UNIT", "adjust", "over"]
