"""The stages of a thing's start, in their order: founded, built (or
completed), opened (put into service, consecrated). Two stages said of one
thing compare by that order (since round 27):

- built and completed are one stage ("built in 1864" is finished then): the
  same year **agrees**, three years or more apart **contradict** (a building
  site may take a year or two); since round 40 so does a year three or more
  years outside a span of building ("built 1847–1852" / "completed in 1844");
- opened, put into service or consecrated the year it was built **agrees**;
  later is the order of things, nothing ("built in 1849" / "consecrated in
  1851"); earlier is nothing too: a station that opened in 1871 may stand in
  a house built in 1905 (measured in round 27: an opening before the building
  lost a blind pair and won none);
- founded and built the same year **agree** ("fundó la fábrica en 1851" /
  "la fábrica data de 1851"); other years are nothing (an institution may
  move into an older house, or build years after its founding);
- founded and opened (since round 38): the same year **agrees** ("founded in
  1850" / "opened its doors for the first time in 1850"); opened before it
  was founded, or a decade or more after, **contradicts** (the writers of
  every blind set that said both took "opened its doors" for the
  institution's start); a charter a few years before the doors open is
  nothing ("founded in 1822" / "opened its doors in 1829").

A rebuilt, reopened or "new" thing is no first start (`existence.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding

# the stage of each start event
_STAGE = {"ev:founding": 0, "ev:building": 1, "ev:completion": 1, "ev:opening": 2,
          "ev:commissioning": 2}  # fmt: skip
SLOTS = frozenset(_STAGE)
# the years an institution may wait between its founding and its opening
_CHARTER = 10


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """Two start events of one thing: see the module's docstring."""
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.existence import _starts

    if ca.slot == cb.slot or ca.negated or cb.negated or ca.time is None or cb.time is None:
        return None
    if ca.time.approx or cb.time.approx:
        return None
    if ca.time.bound is not None or cb.time.bound is not None:
        return _span(ca, cb)
    if {ca.slot, cb.slot} & {"ev:founding", "ev:building", "ev:opening"} and not all(
        _starts(c) for c in (ca, cb) if c.slot in ("ev:founding", "ev:building", "ev:opening")
    ):
        return None  # rebuilt, reopened
    early, late = (ca, cb) if _STAGE[ca.slot] <= _STAGE[cb.slot] else (cb, ca)
    te, tl = early.time, late.time
    assert te is not None and tl is not None
    ya, yb = te.start.year, tl.start.year
    what = f"{early.slot[3:]} in {te.text}, {late.slot[3:]} in {tl.text}"
    if ya == yb and (te.precision == "year" or tl.precision == "year"):
        return Finding(Stance.AGREES, f"{ca.label}: {what}", 0.65, "start")
    if {early.slot, late.slot} == {"ev:founding", "ev:opening"} and not 0 < yb - ya < _CHARTER:
        return Finding(Stance.CONTRADICTS, f"{ca.label}: {what}", 0.7, "start")
    if _STAGE[early.slot] == _STAGE[late.slot] and abs(ya - yb) >= 3:
        return Finding(Stance.CONTRADICTS, f"{ca.label}: {what}", 0.7, "start")
    return None


def _span(ca: Claim, cb: Claim) -> Finding | None:
    """Built over a span of years ("строилась с 1847 по 1852") against built
    or completed in one year three or more years outside it (since round
    40)."""
    from semnet.graph.judge.compare import Finding

    span, year = (ca, cb) if ca.time is not None and ca.time.bound == "range" else (cb, ca)
    if span.time is None or year.time is None or span.time.bound != "range" or year.time.bound:
        return None
    if _STAGE[span.slot] != 1 or _STAGE[year.slot] != 1:
        return None
    lo, hi, y = span.time.start.year, span.time.end.year - 1, year.time.start.year
    if lo - 3 < y < hi + 3:
        return None
    what = f"{span.slot[3:]} {span.time.text}, {year.slot[3:]} in {year.time.text}"
    return Finding(Stance.CONTRADICTS, f"{ca.label}: {what}", 0.7, "start")
