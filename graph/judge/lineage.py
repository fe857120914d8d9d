"""A parent is born years before a child: "Anna's mother Maria Reed was
born in 1855" bounds Anna's birth (not before 1867), so "Anna Reed was born
in 1850" contradicts it; "Maria Reed's daughter Anna was born in 1852"
bounds Maria's (not after 1840). The bound only ever contradicts: a birth
inside it is no agreement with a statement about someone else.

The relation is a parent or child noun written between the two names
("Anna's mother Maria", "Maria Reed, the mother of Anna Reed", "мать Анны
Мария"); it names the statement's subject, whose birth year it gives. Since
round 23 an unnamed relative's birth bounds the person's too ("Anna's son
was born in 1846", "El primogénito de la marquesa vino al mundo en 1846":
the mother was born by 1834). The least gap is twelve years. No library
reads kinship from an apposition: the nouns are listed here per language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.values import TimeValue

SLOT = "birth:bound"
SLOTS = frozenset({SLOT})
_GAP = 12  # the fewest years between a parent's birth and a child's

_PARENT = words(
    "mother father mutter vater mere pere madre padre мать отец матери отца матерью отцом"
)
_CHILD = words("son daughter sohn tochter fils fille hijo hija сын дочь сына дочери сыном дочерью")


def own_birth(r: Read, found: list[Claim]) -> TimeValue | None:
    """The one dated birth a statement gives its subject, a person (a year,
    a month or a day; no bound), which another person's birth is reckoned
    from here and in `relbirths.py`."""
    if r.main.kind != "character":
        return None
    own = [c for c in found if c.subject == r.main.key and c.slot == "birth" and not c.negated]
    time = own[0].time if len(own) == 1 else None
    if time is None or time.bound or time.precision not in ("year", "month", "day"):
        return None
    return time


_UP = frozenset({"father", "mother"})  # the relatives (`relations.py` concepts) born before
_DOWN = frozenset({"son", "daughter", "firstborn"})  # and after the person


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    """The bound a subject's birth and kinship put on the other person's."""
    return _named_kin(r, found) + _unnamed_kin(r, found)


def _unnamed_kin(r: Read, found: list[Claim]) -> list[Claim]:
    """ "Anna's son was born in 1846": Anna was born by 1834."""
    out = []
    for c in found:
        if c.slot != "birth" or c.negated or not c.subject.startswith("rel:"):
            continue
        kin, _, who = c.subject[4:].partition("@")
        t = c.time
        if kin not in _UP | _DOWN or not who or t is None or t.bound or t.approx:
            continue
        if t.precision not in ("year", "month", "day") or r.names.kind(who) != "character":
            continue
        year = t.start.year
        bound = f"after:{year + _GAP}" if kin in _UP else f"before:{year - _GAP}"
        label = r.names.label(who)
        why = f"{label}'s {kin} born {t.text}"
        out.append(r.claim(SLOT, subject=f"@{who}", label=label, status=bound, anchor=why,
                           subject_kind="character"))  # fmt: skip
    return out


def _named_kin(r: Read, found: list[Claim]) -> list[Claim]:
    """The bound a subject's birth and kinship put on the other person's."""
    time = own_birth(r, found)
    if time is None:
        return []
    marks = [m for m in r.mentions() if r.names.kind(m[2]) == "character"]
    people = {m[2] for m in marks}
    me = r.main.key[1:]
    if len(people) != 2 or me not in people:
        return []
    mine = next(m for m in marks if m[2] == me)
    other = next(m for m in marks if m[2] != me)
    kin = _kin_between(r, mine, other)
    if kin is None:
        return []
    year = time.start.year
    bound = ("after", year + _GAP) if kin == "parent" else ("before", year - _GAP)
    label = r.names.label(other[2])
    why = f"{r.main.label}, {label}'s {kin}, born {time.text}"
    return [
        r.claim(SLOT, subject=f"@{other[2]}", label=label, status=f"{bound[0]}:{bound[1]}",
                anchor=why, subject_kind="character")
    ]  # fmt: skip


def _kin_between(r: Read, mine: tuple[int, int, str], other: tuple[int, int, str]) -> str | None:
    """The relation a parent or child noun gives the subject, when it is
    written between the two names (or just before both, Russian "мать Анны
    Мария")."""
    lo, hi = sorted((mine, other))
    span = range(lo[1], hi[0]) if hi[0] - lo[1] <= 5 else range(0)
    if not span and other[1] == mine[0]:
        span = range(max(0, other[0] - 2), other[0])  # "мать Анны Мария"
    found = set()
    for k in span:
        t = r.toks[k]
        if t.is_word and t.is_(_PARENT):
            found.add("parent")
        elif t.is_word and t.is_(_CHILD):
            found.add("child")
    return found.pop() if len(found) == 1 else None


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """A birth outside the bound a parent's or child's birth puts on it."""
    from semnet.graph.judge.compare import Finding

    bound, birth = (ca, cb) if ca.slot == SLOT else (cb, ca)
    if birth.slot != "birth" or birth.subject != bound.subject or birth.negated:
        return None
    t = birth.time
    if t is None or t.bound or t.precision not in ("year", "month", "day"):
        return None
    side, _, year = (bound.status or "").partition(":")
    outside = t.end.year - 1 < int(year) if side == "after" else t.start.year > int(year)
    if not outside:
        return None
    why = f"{birth.label}: born {t.text}, but {bound.anchor}"
    return Finding(Stance.CONTRADICTS, why, 0.75, "lineage")
