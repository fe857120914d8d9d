"""A child's age at a parent's death (`lives.py` reads the rest of a life
against another): "lost her mother at the age of ten", "verlor mit fünf
Jahren seine Mutter", "orphelin à cinq ans", "quedó huérfano a los cinco
años", "осиротел в пять лет" (an orphan's: at most that at each parent's),
"Daniel's father died when Daniel was six", a posthumous child ("born after
his father's death", "fils posthume", "родился после смерти отца", "died
three months before his son's birth"); with the child's birth in the same
statement, the parent's death's year, and from a birth and a parent's dated
death, the age. Two ages more than a year apart contradict; a parent dead
before the birth against a child of a year or more contradicts.

Hand-written, small and per language (no offline library knows what an
orphan is): the verbs of losing, the words of orphanhood, of posthumous
birth and of "when"."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.lifetext import (
    AFTER,
    BEFORE,
    BIRTH,
    DEATH,
    PARENTS,
    figures,
    kin_at,
)
from semnet.graph.judge.values import Quantity

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

# losing a parent
LOSE = words(
    "lose lost verlieren verlor verloren perdre perdit perdu perder perdio потерять потерял "
    "потеряла лишиться лишился лишилась"
)
# an orphan
ORPHAN = words(
    "orphan orphaned orphans waise vollwaise waisenkind verwaist verwaiste orphelin orpheline "
    "huerfano huerfana сирота сиротой сиротою осиротеть осиротел осиротела"
)
# posthumous birth
POSTHUMOUS = words(
    "posthumous posthum nachgeboren nachgeborener posthume postumo postuma посмертный посмертным"
)
BORN = words("born geboren naquit nacer nacio родиться родился родилась welt")
# "when" before the child's age
WHEN = words("when als quand lorsque lorsqu cuando когда")


def died_when(r: Read, k: int, end: int) -> list[Claim]:
    """ "Daniel's father died when Daniel was six", "Der Vater von Ida starb,
    als sie zwölf war", "Отец Григория умер, когда сыну было шесть лет": the
    child's age at the parent's death."""
    rel, _, child = r.main.key[4:].partition("@") if r.main.key.startswith("rel:") else ("", "", "")
    if rel not in PARENTS:
        return []
    before = BEFORE.get(r.lang, frozenset())
    for j in range(k + 1, min(len(r.toks), k + 6)):
        if r.toks[j].f in before and any(u.is_(BIRTH) for u in r.toks[j + 1 : j + 4]):
            label = r.names.label(child) or child  # "died three months before his son's birth"
            return [
                r.claim(
                    "life:age", subject=f"@{child}", label=label, status=r.main.key, anchor="unborn"
                )
            ]
    at = next((j for j in range(k + 1, min(len(r.toks), k + 4)) if r.toks[j].f in WHEN), None)
    if at is None:
        return []
    age = _age_in(r, at + 1, min(len(r.toks), at + 8))
    if age is None:
        return []
    label = r.names.label(child) or child
    return [
        r.claim(
            "life:age", subject=f"@{child}", label=label, status=r.main.key, qty=age, anchor="exact"
        )
    ]


def _age_in(r: Read, start: int, end: int) -> Quantity | None:
    """The child's age in a clause: a figure of years, or a bare figure after
    "when … was" ("als sie zwölf war", "когда сыну было шесть лет")."""
    for k in range(start, end):
        t = r.toks[k]
        if t.kind == "q" and t.qty is not None and t.qty.unit == "year":
            return t.qty
        if t.kind == "n" and t.qty is not None and 0 < t.qty.value < 120:
            return replace(t.qty, unit="year")
    return None


def lost(r: Read, k: int, start: int, end: int) -> list[Claim]:
    """ "lost her mother at the age of ten", "verlor mit fünf Jahren seine
    Mutter", "orphelin de mère à cinq ans", "quedó huérfano a los cinco
    años", "осиротел в пять лет", "круглой сиротой": the child's age at the
    parent's death (an orphan's, at most that at each)."""
    if r.main.kind != "character" or not r.main.key.startswith("@"):
        return []
    age = _age_in(r, start, end)
    if age is None:
        return []
    window = r.toks[max(start, k - 3) : min(end, k + 6)]
    kins = [kin_at(r, i) for i in range(max(start, k - 3), min(end, k + 6))]
    parents = [p for p in kins if p in PARENTS]
    orphan = any(t.is_(ORPHAN) for t in window)
    if not parents and not orphan:
        return []
    anchor = "exact" if parents else "max"
    main = r.main.key.lstrip("@")
    return [
        r.claim("life:age", status=f"rel:{p}@{main}", qty=age, anchor=anchor)
        for p in (parents or list(PARENTS))
    ]


def after_death(r: Read, k: int, end: int) -> bool:
    """ "born after his father's death", "nach dem Tod seines Vaters geboren"
    (the order word before the birth verb in German), "nació después de la
    muerte de su padre", "родился после смерти отца"."""
    after = AFTER.get(r.lang, frozenset())
    lo = 0 if r.lang == "de" else k
    ws = r.toks[lo : min(end, k + 12)]
    for i, t in enumerate(ws):
        if t.f in after and any(u.is_(DEATH) for u in ws[i + 1 : i + 5]):
            return any(kin_at(r, lo + j) in PARENTS for j in range(i + 1, min(len(ws), i + 7)))
    return False


def posthumous(r: Read, start: int, end: int) -> list[Claim]:
    """A posthumous child: the father died before the birth."""
    if not r.main.key.startswith("@") or r.main.kind != "character":
        return []
    kins = [kin_at(r, i) for i in range(start, end)]
    parent = next((p for p in kins if p in PARENTS), "father")
    main = r.main.key.lstrip("@")
    return [r.claim("life:age", status=f"rel:{parent}@{main}", anchor="unborn")]


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    unborn = [c for c in (ca, cb) if c.anchor == "unborn"]
    if len(unborn) == 2:
        return Finding(Stance.AGREES, f"{ca.label}: born after the death in both", 0.6, "life-age")
    if unborn:
        other = cb if unborn[0] is ca else ca
        if other.qty is None or other.qty.value < (2 if other.qty.approx == "dates" else 1):
            return None
        why = f"{ca.label}: born after the parent's death, yet {other.qty.value:g} then"
        return Finding(Stance.CONTRADICTS, why, 0.8, "life-age")
    if ca.qty is None or cb.qty is None:
        return None
    if "max" in (ca.anchor, cb.anchor):
        if ca.anchor == cb.anchor:
            return None
        most, age = (ca.qty, cb.qty) if ca.anchor == "max" else (cb.qty, ca.qty)
        if age.value > most.value + 1:
            why = f"{ca.label}: an orphan at {most.value:g}, yet {age.value:g} at the death"
            return Finding(Stance.CONTRADICTS, why, 0.8, "life-age")
        return None
    return figures(ca, cb, ca.qty, cb.qty, "old", "life-age")
