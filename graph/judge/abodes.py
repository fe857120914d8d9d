"""Where a person lived against where else they were: living somewhere
against never setting foot there; never leaving a place, or a whole life
there, against a stay or a death elsewhere (since round 43); leaving a place
for good against being back; being born somewhere against never being or
living there (since round 43)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.places import same_place

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, Place
    from semnet.graph.judge.compare import Finding

PAIRS = ({"residence", "visit"}, {"residence", "death"}, {"residence", "ev:burial"},
         {"birth", "residence"}, {"birth", "visit"}, {"death", "visit"})  # fmt: skip


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """A residence, a visit, a birth or a death against another of them."""
    pair = {ca.slot, cb.slot}
    if pair == {"residence", "visit"}:
        res, visit = (ca, cb) if ca.slot == "residence" else (cb, ca)
        return _stay_visit(res, visit) or _back_after_all(res, visit)
    if pair in ({"residence", "death"}, {"residence", "ev:burial"}):
        res, there = (ca, cb) if ca.slot == "residence" else (cb, ca)
        return _back_after_all(res, there) or _died_away(res, there)
    return _born_yet_never_there(ca, cb)


def _stay_visit(res: Claim, visit: Claim) -> Finding | None:
    """Living somewhere and being somewhere: living in X against "never set
    foot in X", and "never left X" against a stay elsewhere, contradict."""
    from semnet.graph.judge.compare import Finding, _times_overlap, _who

    assert res.place is not None and visit.place is not None
    same = same_place(res.place, visit.place)
    if not res.negated and visit.negated and visit.never and inside(visit.place, res.place):
        return Finding(
            Stance.CONTRADICTS,
            f"{_who(res)}: lived in {res.place.label}, yet never set foot there",
            0.8,
            "stay",
        )
    if (
        res.anchor == "always"
        and not (res.negated or visit.negated)
        and same is False
        and _times_overlap(res.time, visit.time)
    ):
        return Finding(
            Stance.CONTRADICTS,
            f"{_who(res)}: never left {res.place.label}, yet was in {visit.place.label}",
            0.8,
            "stay",
        )
    return None


@functools.lru_cache(maxsize=1 << 14)  # (places recur over a manuscript's pairs)
def inside(big: Place, small: Place) -> bool:
    """Is `small` the same place as `big`, or inside it (a city in a country)?"""
    same = same_place(big, small)
    if same is True:
        return True
    if same != "within":
        return False
    from semnet.graph.judge.places import _resolved

    got = _resolved(big)
    return got is not None and got[0] == "country"


def _back_after_all(gone: Claim, there: Claim) -> Finding | None:
    """Left a place for good ("left Zarechensk for good in 1899": no residence
    there after 1899), yet there in a later year: died, was buried or stayed."""
    from semnet.graph.judge.compare import Finding, _who

    t, at = gone.time, there.time
    if not gone.negated or t is None or t.bound != "after" or at is None or at.bound:
        return None
    if gone.place is None or there.place is None or there.negated:
        return None
    if at.start.year <= t.start.year or not inside(there.place, gone.place):
        return None
    why = f"{_who(gone)}: gone from {gone.place.label} for good in {t.start.year}, "
    why += f"yet there in {at.text}"
    return Finding(Stance.CONTRADICTS, why, 0.75, "stay")


def _died_away(stay: Claim, death: Claim) -> Finding | None:
    """Never left a place, or lived there all one's life ("never left Tartu",
    "spent her whole life in Tartu"), yet died somewhere else."""
    from semnet.graph.judge.compare import Finding, _who

    if death.slot != "death" or stay.anchor not in ("always", "lifelong"):
        return None
    since = stay.time  # "did not leave Tartu again after 1890"
    if since is not None and (since.bound not in ("after", "from") or death.time is None
                              or death.time.start < since.start):  # fmt: skip
        return None
    if stay.negated or death.negated or stay.place is None or death.place is None:
        return None
    if death.time is None:  # "жила в Твери до самой смерти": a stay, told against a stay
        return None
    if same_place(stay.place, death.place) is not False:
        return None
    why = f"{_who(stay)}: never left {stay.place.label}, yet died in {death.place.label}"
    return Finding(Stance.CONTRADICTS, why, 0.75, "stay")


def _born_yet_never_there(ca: Claim, cb: Claim) -> Finding | None:
    """Born in a place against never having lived or set foot there ("born
    in Tartu" / "never set foot in Tartu"); died in a place against never
    having set foot there."""
    from semnet.graph.judge.compare import Finding, _who

    at, never = (ca, cb) if ca.slot in ("birth", "death") else (cb, ca)
    if never.slot == "residence" and at.slot != "birth":
        return None  # one may die where one never lived
    if not (never.negated and never.never) or never.time is not None or at.negated:
        return None
    if at.place is None or never.place is None or not inside(never.place, at.place):
        return None
    what = "born" if at.slot == "birth" else "died"
    how = "lived" if never.slot == "residence" else "set foot"
    why = f"{_who(at)}: {what} in {at.place.label}, yet never {how} there"
    return Finding(Stance.CONTRADICTS, why, 0.75, "stay")
