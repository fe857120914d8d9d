"""A person's arrival at a place, said twice at times that do not meet: one
arrival ("Olga arrived in Kvalnes in 1898" / "Ольга приехала в Квальнес зимой
1908 года"; "came to Orla in 1880" / "reached Orla in 1885") contradicts, as
writers keep a character's coming to a place as one event. A statement that
says the arrival was another ("again", "returned", "the second time", "every
summer") or none ("never reached") says nothing.

The arrivals are `outcomes.py`'s (the verbs of arriving in five languages);
measured in round 28 against the read sets' labels, where two visits and two
moves stay compatible (`visit`, `residence` are other slots). Since round 32
an arrival against a move to the same place note at another year
contradicts too ("arrived in 1866" / "settled there in 1858"), as does a
birth there against an arrival there only years later ("did not come to
Vigo until 1872").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding

# words of another arrival, a return or a habit (folded)
_AGAIN = words(
    "again back returned return returning second once twice each every often wieder erneut "
    "zuruck zuruckgekehrt jedes jeden zweiten nouveau revint retourna retour chaque deuxieme "
    "seconde otra nuevo volvio regreso cada segunda segundo снова вновь опять вернулся вернулась "
    "вернулись каждый каждое каждую второй второе"
)


def _another(*cs: Claim) -> bool:
    """Is either arrival restricted, or said as another, a return or a habit?"""
    return any(
        c.restricted or set(fold(c.clause).replace(",", " ").replace(".", " ").split()) & _AGAIN
        for c in cs
    )


def _plain_arrival(c: Claim) -> bool:
    """An arrival said outright: not denied, no order ("arrive:0:0:")."""
    return c.slot == "outcome" and (c.status or "").split(":") == ["arrive", "0", "0", ""]


def two_arrivals(ca: Claim, cb: Claim, same_place: bool) -> Finding | None:
    """Two arrivals of one person at one place, at times that do not meet."""
    from semnet.graph.judge.compare import Finding

    if ca.slot != "outcome" or cb.slot != "outcome" or not (same_place or _same_notes(ca, cb)):
        return None
    if "@" not in (ca.anchor or "") or "@" not in (cb.anchor or ""):
        return None  # a note arrived at, not "came to power"
    if not (_plain_arrival(ca) and _plain_arrival(cb)):
        return None
    if ca.time is None or cb.time is None or ca.time.overlaps(cb.time):
        return None
    if _another(ca, cb):
        return None
    why = f"{ca.label}: arrived in {ca.time.text} and in {cb.time.text}"
    return Finding(Stance.CONTRADICTS, why, 0.7, "arrival")


def _same_notes(ca: Claim, cb: Claim) -> bool:
    """Since round 38: do both arrivals name notes, one side's all among the
    other's, whatever else they name ("came to the governor's house on
    Kerlaz" / "came to the island of Kerlaz"; "came to the Orme Mill in
    Kerlaz" / "came to Kerlaz as its head")?"""
    from semnet.graph.judge.minds import Thing

    a, b = (Thing.parse(c.anchor or "").entities for c in (ca, cb))
    return bool(a) and bool(b) and (a <= b or b <= a)


def arrival_move(ca: Claim, cb: Claim) -> Finding | None:
    """Since round 32: an arrival at a place note against a move there
    ("arrived in Calvanes in 1866" / "se estableció en Calvanes en 1858") at
    times that do not meet: one coming, told at two years."""
    from semnet.graph.judge.compare import Finding

    arrive, move = (ca, cb) if ca.slot == "outcome" else (cb, ca)
    if not _plain_arrival(arrive) or move.slot != "residence" or move.anchor != "move":
        return None
    if move.negated or (arrive.anchor or "").split("#")[0] != move.status:
        return None  # the same place note, moved to
    if arrive.time is None or move.time is None:
        return None
    start = move.time.start if move.time.bound != "after" else None
    if start is None or arrive.time.start <= start < arrive.time.end:
        return None
    if _another(arrive, move):
        return None
    why = f"{arrive.label}: arrived in {arrive.time.text}, moved there in {move.time.text}"
    return Finding(Stance.CONTRADICTS, why, 0.7, "arrival")


def born_then_came(ca: Claim, cb: Claim) -> Finding | None:
    """Since round 32: born at a place note, yet come there only years
    later ("né à Valmont en 1840" / "ne vint s'établir à Valmont qu'en
    1872", "did not come to Valmont until 1872"): the arrival's clause
    denies the subject was there before."""
    from semnet.graph.judge import notuntil
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.text import tokenize

    birth, arrive = (ca, cb) if ca.slot == "birth" else (cb, ca)
    if birth.slot != "birth" or not _plain_arrival(arrive) or birth.place is None:
        return None
    if birth.negated:
        return None
    if (arrive.anchor or "").split("#")[0] != birth.place.key:
        return None
    if birth.time is None or arrive.time is None or arrive.time.start < birth.time.end:
        return None
    if not notuntil.happens_then(tokenize(arrive.clause, arrive.lang), arrive.lang):
        return None
    why = f"{arrive.label}: born in {birth.place.label}, yet came there only in {arrive.time.text}"
    return Finding(Stance.CONTRADICTS, why, 0.7, "arrival")
