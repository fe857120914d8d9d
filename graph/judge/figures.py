"""How two figures of one kind stand (moved out of `compare.py` in round 27):
an exact figure within half a unit of its last significant digit agrees,
a bound holds or is broken, an approximate figure strays within its
tolerance (`approx.approx_stance`)."""

from __future__ import annotations

from semnet.graph.judge.approx import FAR, approx_stance, band
from semnet.graph.judge.base import Stance
from semnet.graph.judge.values import Quantity, bare_miles

# since round 38 a figure close to one side of another ("nearly 2,000", "knapp 2000",
# "gut 40 Meter") that falls this share short of it on that side is no approximation of
# it ("nearly 2,000" / 1,650 contradicts, / 1,900 agrees, / 1,800 is in tension)
NEAR = 0.15


def _tolerance(q: Quantity) -> float:
    """Half a unit of the last significant digit written (300 is ±50, 42 is
    ±0.5, 1.25 is ±0.005), at most 5 % of the figure, in base units."""
    step = 0.5 * 10.0 ** (-q.decimals)
    if q.decimals == 0 and q.value >= 10:
        digits = str(int(q.value))
        zeros = len(digits) - len(digits.rstrip("0"))
        step = 0.5 * 10.0**zeros
    step = min(step, max(0.05 * abs(q.value), 0.5 * 10 ** (-q.decimals)))
    if q.magnitude is not None and q.value:
        return float(step * abs(q.magnitude / q.value))
    return float(step)


def figures_stance(qa: Quantity, qb: Quantity, narrow: bool = False) -> Stance | None:
    """How two figures of the same kind stand: agrees, contradicts, in_tension
    (an approximate figure far off), or None (a bound that holds)."""
    qa, qb = bare_miles(qa, qb)  # "14 миль" / "14 морских миль"
    x, y = qa.base, qb.base
    big = max(abs(x), abs(y), 1e-9)
    if "pm1" in (qa.approx, qb.approx) and not band(qa, qb):  # an age reckoned from two years
        one = max(abs(q.base / q.value) if q.value else 1.0 for q in (qa, qb))  # one unit
        return Stance.AGREES if abs(x - y) <= one * (1 + 1e-9) else Stance.CONTRADICTS
    for q, o, other in ((qa, qb, y), (qb, qa, x)):
        if q.approx == "min" and other == 0 and o.approx is None:
            return Stance.CONTRADICTS  # "at least one" against "none"
        if q.approx in ("min", "max"):
            holds = other >= q.base if q.approx == "min" else other <= q.base
            if holds:
                return None
            # an exact figure well past the bound ("over 800" / "300") contradicts it,
            # as do the opposite bound ("at least 300" / "at most 80") and a guess
            # farther off than a guess strays ("about 300" / "never more than 80", "about 200"
            # / "at least 500")
            far = abs(other - q.base) > 0.1 * max(abs(q.base), 1e-9)
            if far and (not o.approx or {o.approx, q.approx} == {"min", "max"}):
                return Stance.CONTRADICTS
            guess = o.approx in ("approx", "barely") and far  # since round 35 past a floor too
            if guess and min(abs(other), abs(q.base)) > 0:
                if max(abs(other), abs(q.base)) / min(abs(other), abs(q.base)) > FAR:
                    return Stance.CONTRADICTS
            return Stance.IN_TENSION
        if q.approx in ("under", "over") and o.approx is None:  # "just under 3 km" / 4,212 m
            beyond = other - q.base if q.approx == "under" else q.base - other
            if beyond > 0.1 * max(abs(q.base), 1e-9):
                return Stance.CONTRADICTS
            if -beyond > NEAR * max(abs(q.base), 1e-9):  # since round 38: "nearly 2,000" / 1,200
                return Stance.CONTRADICTS
    if qa.approx or qb.approx:
        return approx_stance(qa, qb, narrow)
    if qa.unit == qb.unit and not (qa.sides or qb.sides):  # a size by its sides is converted
        return Stance.AGREES if abs(x - y) <= 1e-9 * big else Stance.CONTRADICTS
    tol = max(_tolerance(qa), _tolerance(qb), 1e-9 * big)
    return Stance.AGREES if abs(x - y) <= tol else Stance.CONTRADICTS
