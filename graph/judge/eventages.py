"""An age at an event one statement does not date, dated by the other
statement's telling of that event (since round 29): "Anna married Piet at 35"
against "Anna, born in 1850, married Piet in 1872" is an age of 35 in 1872,
compared with the birth as any dated age is (`ages.age_birth`, `ages_apart`).

The event is a claim of the age's subject in the same statement, with no
time of its own (the marriage, the arrival, the post taken), that the other
statement makes with the same slot and value at one year, month or day; an
age anchored at a named event ("event:marriage") takes only that event's
slot. An event the age's own statement dates dates it first ("В 1885 году,
тридцати лет, она приехала"). Two different years for it, or an age already
dated, lend nothing. Since round 30 a statement's birth year and the age its
person lived to date its death, one of two years, when it tells none (since
round 32 also when it tells the death undated: "born in 1802, died at
seventy")."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge.values import whole_years

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.values import TimeValue

# the slots an age is never dated by: figures, frames and the life itself
_NOT_EVENTS = frozenset({"age", "frame", "birth", "measure", "count", "life", "marital"})
_PRECISE = frozenset({"year", "month", "day"})


def dated(xs: list[Claim], ys: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """Both statements' claims, each undated age given the date the other
    statement tells its event at, and a death a birth and a lifespan date."""
    return _lend(_died(xs), ys), _lend(_died(ys), xs)


def _died(own: list[Claim]) -> list[Claim]:
    """A statement's claims with the death its birth year and lifespan give
    ("kam 1792 zur Welt und erreichte das Alter von neunzig Jahren": died in
    1882 or 1883), when it tells no death of its own (since round 30)."""
    for age in own:
        if age.slot != "age" or age.anchor != "event:death":
            continue
        if age.qty is None or age.qty.approx or age.qty.value != int(age.qty.value):
            continue
        mine = [c for c in own if c.subject == age.subject and not c.negated]
        if any(c.slot == "death" and c.time is not None for c in mine):
            return own
        births = list({c.time for c in mine if c.slot == "birth" and c.time is not None})
        if len(births) != 1 or births[0].precision != "year" or births[0].bound is not None:
            return own
        if age.time is not None and age.time != births[0]:
            continue  # (since round 32 an age at death dated by the birth's clause is undated)
        when = whole_years(births[0].start.year + int(age.qty.value), 2)
        # since round 32 also in place of an undated death ("murió a los setenta años")
        rest = [
            c for c in own if c is not age and not (c.slot == "death" and c.subject == age.subject)
        ]
        return [
            *rest,
            replace(age, time=None),
            replace(age, slot="death", qty=None, anchor=None, time=when),
        ]
    return own


def _lend(own: list[Claim], other: list[Claim]) -> list[Claim]:
    out = own
    for k, age in enumerate(own):
        if age.slot != "age" or age.time is not None or age.qty is None:
            continue
        when = _event_time(age, own, other)
        if when is not None:
            out = out if out is not own else list(own)
            out[k] = replace(age, time=when)
    return out


def _event_time(age: Claim, own: list[Claim], other: list[Claim]) -> TimeValue | None:
    named = age.anchor[6:] if age.anchor and age.anchor.startswith("event:") else None
    if named == "death":
        return None  # an age at death is a lifespan (`lifetimes.py`)
    found: dict[int, TimeValue] = {}
    # since round 31: not at the date of the subject's own birth ("born in 1880 and went to
    # sea at twelve": the voyage shares the clause's date, no age is had at one's birth)
    born = {c.time for c in own if c.slot == "birth" and c.subject == age.subject}
    for ev in own:  # the statement dates the event itself ("в 1885 году, тридцати лет, приехала")
        t = ev.time
        if ev.subject != age.subject or t is None or ev.slot in _NOT_EVENTS or ev.negated:
            continue
        if t in born:
            continue
        if t.precision in _PRECISE and t.bound is None and (not named or ev.slot == named):
            found[t.start.year] = t
    if found:
        return next(iter(found.values())) if len(found) == 1 else None
    for ev in own:
        if ev.subject != age.subject or ev.time is not None:
            continue
        if ev.slot in _NOT_EVENTS or ev.negated or (named and ev.slot != named):
            continue
        for o in other:
            t = o.time
            if o.subject != ev.subject or o.slot != ev.slot or o.status != ev.status:
                continue
            if t is None or t.precision not in _PRECISE or t.bound is not None or o.negated:
                continue
            if ev.place is not None and (o.place is None or o.place.key != ev.place.key):
                continue
            found[t.start.year] = t
    return next(iter(found.values())) if len(found) == 1 else None
