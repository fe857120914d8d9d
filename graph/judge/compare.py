"""How two statements' claims stand to each other: `contradicts`,
`in_tension`, `qualifies`, `agrees`, or nothing.

Two claims are compared only when their subjects and slots match (or when
one slot implies the other: an age at a date implies a year of birth; being
alive at a date contradicts a death before it). Per slot:

- events that happen once (birth, death): different dates (spans that do not
  overlap) or different places contradict; the same agree;
- time-bounded states (residence, employer): a different value at
  overlapping, stated times contradicts (periods open the same way are a
  succession, not a conflict); without times it is in tension; the same value
  with a period or a restriction on one side qualifies;
- marital status, alive/dead, antonym pairs: opposite states at overlapping
  times (or both timeless) contradict; ages, counts, measures: different
  figures (converted, at one time) contradict, approximate ones far off are
  in tension; the frame (same language): a denial or one figure differing
  contradicts, the same words and values agree, plus a restriction qualify.

The strongest claim's stance is the pair's; nothing is said across
non-overlapping periods. `lifetimes` and `lexical` are asked first."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime

from semnet.graph.judge import (
    abodes,
    ages,
    anniversaries,
    capacity,
    dimensions,
    eventages,
    implies,
    lexical,
    lifetimes,
    partly,
    samenotes,
    slots,
    starts,
)
from semnet.graph.judge.approx import dated_count
from semnet.graph.judge.base import Stance, Statement
from semnet.graph.judge.claims import Analysis, Claim
from semnet.graph.judge.events import NOUNS, never_against, same_agents, starts_apart
from semnet.graph.judge.figures import figures_stance
from semnet.graph.judge.nouns import same_subject
from semnet.graph.judge.occupations import against_workplace, compare_occupations
from semnet.graph.judge.people import same_named
from semnet.graph.judge.places import same_place
from semnet.graph.judge.ru_forms import adjective_of
from semnet.graph.judge.samevalue import same_measure, same_value
from semnet.graph.judge.values import TimeValue
from semnet.graph.manuscript.names import fold

RANK = {Stance.CONTRADICTS: 4, Stance.IN_TENSION: 3, Stance.QUALIFIES: 2, Stance.AGREES: 1}
_NOUN = {"birth": "birth", "death": "death"}


@dataclass(frozen=True, slots=True)
class Finding:
    stance: Stance
    reason: str
    confidence: float
    rule: str
    # for `qualifies`: "a" or "b", the statement that qualifies the other
    qualifier: str | None = None


def _who(c: Claim) -> str:
    return c.label or "the subject"


# --------------------------------------------------------------------------- periods


def _micros_date(m: int | None, default: date) -> date:
    if m is None:
        return default
    return datetime.fromtimestamp(m / 1e6, tz=UTC).date()


def field_period(s: Statement) -> TimeValue | None:
    """A statement's `[from:: …] [until:: …]` period as a time value (whole
    days: an end inside a day covers that day)."""
    if s.period is None or (s.period[0] is None and s.period[1] is None):
        return None
    lo = _micros_date(s.period[0], date(1, 1, 1))
    hi = date(9999, 12, 31)
    if s.period[1] is not None:
        last = _micros_date(s.period[1] - 1, hi)
        hi = date.fromordinal(last.toordinal() + 1)
    bound = (
        "range"
        if s.period[0] is not None and s.period[1] is not None
        else ("from" if s.period[0] is not None else "until")
    )
    return TimeValue(lo, hi, "range", "", bound)


def periods_overlap(a: Statement, b: Statement) -> bool:
    """Do the `[from:: …] [until:: …]` periods of two statements overlap (an
    open or missing end overlaps everything on its side)?"""
    if a.period is None or b.period is None:
        return True
    lo, hi = -(2**62), 2**62
    a0, a1 = a.period[0] if a.period[0] is not None else lo, a.period[1] or hi
    b0, b1 = b.period[0] if b.period[0] is not None else lo, b.period[1] or hi
    return a0 < b1 and b0 < a1


# --------------------------------------------------------------------------- figures


def _figure_finding(
    ca: Claim, cb: Claim, what: str, rule: str, narrow: bool = False
) -> Finding | None:
    assert ca.qty is not None and cb.qty is not None
    got = figures_stance(ca.qty, cb.qty, narrow)
    if got is None:
        return None
    if got is Stance.AGREES:
        return Finding(got, f"{_who(ca)}: {what} agrees: {ca.qty.text} / {cb.qty.text}", 0.8, rule)
    verb = "differ" if what.endswith("figures") else "differs"
    if got is Stance.IN_TENSION:
        return Finding(
            got,
            f"{_who(ca)}: {what} {verb}: {ca.qty.text} vs {cb.qty.text} (approximate)",
            0.6,
            rule,
        )
    return Finding(got, f"{_who(ca)}: {what} {verb}: {ca.qty.text} vs {cb.qty.text}", 0.85, rule)


def _times_overlap(ta: TimeValue | None, tb: TimeValue | None) -> bool:
    return ta is None or tb is None or ta.overlaps(tb)


# --------------------------------------------------------------------------- slots


_OPEN = frozenset({"from", "until"})


def _event(ca: Claim, cb: Claim) -> Finding | None:
    if any(c.negated and c.never and c.time is None for c in (ca, cb)):
        return never_against(ca, cb) if ca.slot.startswith("ev:") else None  # "never published"
    noun = _NOUN.get(ca.slot) or NOUNS[ca.slot[3:]]
    agree: list[str] = []
    if ca.time is not None and cb.time is not None and (ca.time.approx or cb.time.approx):
        gap = abs(_mid_year(ca.time) - _mid_year(cb.time))
        if gap > 2.5:
            return Finding(
                Stance.IN_TENSION,
                f"{_who(ca)}: the {noun} is put around {ca.time.text} and at {cb.time.text}",
                0.6,
                f"{ca.slot}-date",
            )
        agree.append(ca.time.text)
    elif ca.time is not None and cb.time is not None:
        if not ca.time.overlaps(cb.time) or starts_apart(ca.time, cb.time):
            prec = "year" if ca.time.precision == cb.time.precision == "year" else "date"
            return Finding(
                Stance.CONTRADICTS,
                f"{_who(ca)}: the {prec} of {noun} differs: {ca.time.text} vs {cb.time.text}",
                0.9,
                f"{ca.slot}-date",
            )
        opened = ca.slot.startswith("ev:") and {ca.time.bound, cb.time.bound} & _OPEN
        if not opened or ca.time.start == cb.time.start:
            agree.append(ca.time.text)  # (since round 39: built "after 1880" is not 1884)
    if ca.place is not None and cb.place is not None:
        same = same_place(ca.place, cb.place)
        if same is False:
            return Finding(
                Stance.CONTRADICTS,
                f"{_who(ca)}: the place of {noun} differs: {ca.place.label} vs {cb.place.label}",
                0.85,
                f"{ca.slot}-place",
            )
        if same:
            agree.append(ca.place.label)
    if agree and same_agents(ca, cb):  # (since round 37: "by the Company" / "by the governor")
        return Finding(
            Stance.AGREES, f"{_who(ca)}: the same {noun}: {', '.join(agree)}", 0.8, f"{ca.slot}"
        )
    return None


def _mid_year(t: TimeValue) -> float:
    lo = max(t.start.year, 1)
    hi = min(t.end.year, 9999)
    return (lo + hi) / 2


def _left_together(ca: Claim, cb: Claim, ta: TimeValue | None, tb: TimeValue | None) -> bool:
    """Both say the subject left a place ("not living there after 1885"), the same year."""
    return (
        ca.negated and cb.negated and ta is not None and tb is not None
        and ta.bound == tb.bound == "after" and ta.start == tb.start
    )  # fmt: skip


def _left_apart(ca: Claim, cb: Claim, ta: TimeValue | None, tb: TimeValue | None) -> bool:
    """Both say the subject left a place for good, in years apart ("left
    Kvalnes in 1919" / "quitta Kvalnes dès 1901"), and no return is told."""
    return (
        ca.negated and cb.negated and ta is not None and tb is not None
        and ta.bound == tb.bound == "after" and ta.start.year != tb.start.year
        and not (ca.restricted or cb.restricted)
    )  # fmt: skip


def _head(w: str, o: str) -> bool:
    """Is one word the head of the other, a German compound ("tabakfabrik")?"""
    return min(len(w), len(o)) > 3 and (o.endswith(w) or w.endswith(o))


def _state(ca: Claim, cb: Claim, pa: TimeValue | None, pb: TimeValue | None) -> Finding | None:
    """Residence and employer: values that hold for a time."""
    if ca.slot == "residence":
        assert ca.place is not None and cb.place is not None
        same = same_place(ca.place, cb.place)
        va, vb = ca.place.label, cb.place.label
    else:
        wa, wb = set((ca.status or "").split()), set((cb.status or "").split())
        fewer, more = (wa, wb) if len(wa) <= len(wb) else (wb, wa)
        de = "de" in (ca.lang, cb.lang)  # since round 38 a German compound's head
        same = bool(wa) and all(
            w in more
            or any(adjective_of(w, o) or adjective_of(o, w) or (de and _head(w, o)) for o in more)
            for w in fewer
        )  # "фабрика сосновка" / "сосновская фабрика", "Tabakfabrik" / "Fabrik"
        va, vb = ca.status or "", cb.status or ""
    ta, tb = ca.time or pa, cb.time or pb
    what = "residence" if ca.slot == "residence" else "employer"
    if (
        "always" in (ca.anchor, cb.anchor)
        and not (ca.negated or cb.negated)
        and same is False
        and _times_overlap(ta, tb)  # "did not leave Tartu again after 1890" / "in Riga in 1880"
    ):
        stay, other = (ca, cb) if ca.anchor == "always" else (cb, ca)
        if ca.slot == "employer":
            why = f"worked only for {stay.status}, yet for {other.status}"
        else:
            why = f"never left {stay.place.label}, yet lived in {other.place.label}"  # type: ignore[union-attr]
        return Finding(Stance.CONTRADICTS, f"{_who(ca)}: {why}", 0.8, what)
    if ca.negated or cb.negated:
        if _left_together(ca, cb, ta, tb) and same is True:
            return Finding(Stance.AGREES, f"{_who(ca)}: left {va} in the same year", 0.7, what)
        if _left_apart(ca, cb, ta, tb) and same is True:  # since round 43
            why = f"{_who(ca)}: left {va} in {ta.start.year - 1} and in {tb.start.year - 1}"  # type: ignore[union-attr]
            return Finding(Stance.CONTRADICTS, why, 0.7, what)
        if ca.negated == cb.negated or not same or same == "within":
            return None
        neg = ca if ca.negated else cb
        if neg.never or _times_overlap(ta, tb):
            return Finding(
                Stance.CONTRADICTS,
                f"{_who(ca)}: one says {what} {va}, the other denies it",
                0.8,
                what,
            )
        return None
    if same == "within" and ca.slot == "residence" and (ta is None) == (tb is None):
        narrower = _narrower(ca, cb)  # "lived in France" / "lived in Lyon"
        if narrower is not None and _times_overlap(ta, tb):
            small, big = (vb, va) if narrower == "b" else (va, vb)
            why = f"{_who(ca)}: {what} {small}, inside {big}"
            return Finding(Stance.QUALIFIES, why, 0.65, what, narrower)
    if same:
        bounded_a = ta is not None and ta.bound is not None
        bounded_b = tb is not None and tb.bound is not None
        if bounded_a != bounded_b and (ta is None or tb is None):
            q = "a" if bounded_a else "b"
            return Finding(Stance.QUALIFIES, f"{_who(ca)}: {what} {va}, for a time", 0.7, what, q)
        if _times_overlap(ta, tb):
            if ca.slot == "employer" and ca.anchor and cb.anchor and ca.anchor != cb.anchor:
                return Finding(
                    Stance.IN_TENSION,
                    f"{_who(ca)}: at {va} as {ca.anchor} and as {cb.anchor}",
                    0.6,
                    what,
                )
            return Finding(Stance.AGREES, f"{_who(ca)}: the same {what}: {va}", 0.8, what)
        return None
    if same is None:
        return None
    if "move" in (ca.anchor, cb.anchor) and (ta is None or tb is None):
        return None  # a move at no stated time says little about where one lives
    if ta is not None and tb is not None:
        if not ta.overlaps(tb):
            return None
        said = ca.time is not None and cb.time is not None  # in words, not period fields
        edge = (ta.start, tb.start) if ta.bound == "from" else (ta.end, tb.end)
        if (
            ta.bound == tb.bound
            and ta.bound in ("from", "until")
            and not (said and edge[0] == edge[1])
        ):
            return None  # a succession (not two homes from one year): the slot edges order them
        return Finding(
            Stance.CONTRADICTS,
            f"{_who(ca)}: the {what} differs at the same time: {va} vs {vb}",
            0.85,
            what,
        )
    return Finding(Stance.IN_TENSION, f"{_who(ca)}: {what} {va} vs {vb}", 0.6, what)


def _marital(ca: Claim, cb: Claim, pa: TimeValue | None, pb: TimeValue | None) -> Finding | None:
    """Marital states. A state with no stated time holds when the other does; a
    wedding makes "married" from its date on (widowhood, divorce after it: no conflict)."""
    ta, tb = ca.time or pa, cb.time or pb
    if ca.status == cb.status:
        named = {ca.anchor, cb.anchor} - {None, "spouse", "described"}  # a husband, unnamed
        if len(named) == 2 and same_named(ca.anchor, cb.anchor) is not True:  # type: ignore[arg-type]
            return None  # married by two weddings: the weddings' rule speaks
        told = implies.spouse_told(ca) and implies.spouse_told(cb)
        if told and len(named) < 2 and not (ca.anchor == cb.anchor and named):
            return None  # "married Carmen Lozano" / "married to a pastor's daughter"
        said = implies.spouse_said(ca) and implies.spouse_said(cb)
        undated = ca.time is None or cb.time is None
        if ca.status == "married" and said and undated and not (ca.anchor == cb.anchor and named):
            return None  # "married a Russian in 1865" / "brought his wife from Baccarat"
        if _times_overlap(ta, tb) and not ca.anchor == cb.anchor == "spouse":
            return Finding(Stance.AGREES, f"{_who(ca)}: {ca.status}", 0.75, "marital")
        return None  # (two mentions of a spouse, "his wife" / "her husband": neither says it)
    if ca.never or cb.never:
        why = f"{_who(ca)}: never married, yet {cb.status if ca.never else ca.status}"
        return Finding(Stance.CONTRADICTS, why, 0.85, "marital")
    wedding = any(t is not None and t.bound == "from" for t in (ca.time, cb.time))
    wedding = wedding or "bounded" in (ca.anchor, cb.anchor)  # "married for 22 years"
    if wedding and {ca.status, cb.status} != {"married", "unmarried"}:
        return None  # widowed or divorced after a wedding, or after a marriage that lasted
    wed = next((c for c in (ca, cb) if c.status == "married" and c.time is None), None)
    wid = next((c for c in (ca, cb) if c.status == "widowed" and c.time is not None), None)
    if wed and wid and _tells_death(wed) and wid.time.text in wed.clause:  # type: ignore[union-attr]
        return None  # "her husband died in 1880" against "widowed in 1880": the same death
    if not _times_overlap(ta, tb):
        return None
    return Finding(Stance.CONTRADICTS, f"{_who(ca)}: {ca.status} vs {cb.status}", 0.8, "marital")


def _tells_death(c: Claim) -> bool:
    died = slots.PREDICATES["death"].get(c.lang, frozenset())
    return any(w in died for w in re.findall(r"\w+", fold(c.clause)))


def _marriage(ca: Claim, cb: Claim) -> Finding | None:
    """Weddings: the same spouse agrees, or at another date contradicts;
    another spouse on the same date contradicts, with a date missing is in
    tension. Weddings at two dates with a spouse named on one side or none
    contradict, unless one is a later wedding (in tension before round 41:
    one may have married twice; every independent writer, 13 pairs on the
    blind and read sets and none the other way, read them as one wedding)."""
    if ca.negated or cb.negated:
        return None
    dated = ca.time is not None and cb.time is not None
    if not ca.status or not cb.status:
        if dated and not _times_overlap(ca.time, cb.time) and "later" not in (ca.anchor, cb.anchor):
            why = f"{_who(ca)}: married in {ca.time.text} and in {cb.time.text}"  # type: ignore[union-attr]
            return Finding(Stance.CONTRADICTS, why, 0.7, "marriage")  # since round 41
        return None
    same = same_named(ca.status, cb.status)
    if same is None:
        return None
    if same:
        pa_, pb_ = ca.place, cb.place
        if pa_ is not None and pb_ is not None and same_place(pa_, pb_) is False:
            why = f"{_who(ca)}: the place of the wedding differs: {pa_.label} vs {pb_.label}"
            return Finding(Stance.CONTRADICTS, why, 0.75, "marriage")
        if _times_overlap(ca.time, cb.time):
            return Finding(Stance.AGREES, f"{_who(ca)}: the same marriage", 0.75, "marriage")
        if dated:
            why = f"{_who(ca)}: the year of the wedding differs: {ca.time.text} vs {cb.time.text}"  # type: ignore[union-attr]
            return Finding(Stance.CONTRADICTS, why, 0.75, "marriage")
        return None
    if not dated:  # two spouses and a date missing: one may have married twice
        return Finding(Stance.IN_TENSION, f"{_who(ca)}: married two people", 0.6, "marriage")
    if ca.time.overlaps(cb.time):  # type: ignore[union-attr, arg-type]
        why = f"{_who(ca)}: married two people at {ca.time.text}"  # type: ignore[union-attr]
        return Finding(Stance.CONTRADICTS, why, 0.75, "marriage")
    return None


def _opposite(ca: Claim, cb: Claim, pa: TimeValue | None, pb: TimeValue | None) -> Finding | None:
    """Alive/dead and antonym pairs. Dead at a time means dead from then on:
    alive after it contradicts."""
    if ca.slot == "antonym" and ca.anchor != cb.anchor:
        return None
    ta, tb = ca.time or pa, cb.time or pb
    if ca.slot == "life" and ca.status != cb.status and ta is not None and tb is not None:
        alive, dead = (ta, tb) if ca.status == "alive" else (tb, ta)
        if alive.start >= dead.end:
            return Finding(
                Stance.CONTRADICTS,
                f"{_who(ca)}: alive in {alive.text}, dead in {dead.text}",
                0.8,
                "life",
            )
        if dead.bound == "before" or dead.approx:
            return None  # dead by 1890 (or about then): alive before says nothing
    if not _times_overlap(ta, tb):
        return None
    if ca.status == cb.status:
        if ca.restricted != cb.restricted:  # "closed" / "closed in winter"
            q = "a" if ca.restricted else "b"
            return Finding(Stance.QUALIFIES, f"{_who(ca)}: the same state, restricted", 0.7,
                           ca.slot, q)  # fmt: skip
        return Finding(Stance.AGREES, f"{_who(ca)}: the same state", 0.7, ca.slot)
    return Finding(
        Stance.CONTRADICTS,
        f"{_who(ca)}: opposite states: “{ca.clause}” vs “{cb.clause}”",
        0.8,
        ca.slot,
    )


def _age(ca: Claim, cb: Claim) -> Finding | None:
    same_anchor = (ca.anchor == cb.anchor and ca.anchor != "date") or (
        ca.anchor == cb.anchor == "date" and _times_overlap(ca.time, cb.time)
    )
    if (
        same_anchor
        and (ca.anchor or "").startswith("event:")
        and not _times_overlap(ca.time, cb.time)
    ):
        same_anchor = False
    if same_anchor:
        return _figure_finding(ca, cb, "the age", "age")
    return ages.past_death(ca, cb) or ages.ages_apart(ca, cb)


def _alive_death(life: Claim, death: Claim) -> Finding | None:
    if life.time is None and life.anchor == "present" and life.status == "alive":
        return Finding(
            Stance.CONTRADICTS,
            f"{_who(life)}: alive now, but died" + (f" in {death.time.text}" if death.time else ""),
            0.8,
            "alive-dead",
        )
    if life.time is None or death.time is None:
        return None
    if life.status == "alive" and life.time.start >= death.time.end:
        return Finding(
            Stance.CONTRADICTS,
            f"{_who(life)}: alive in {life.time.text}, but died in {death.time.text}",
            0.85,
            "alive-dead",
        )
    if life.status == "dead" and life.time.end <= death.time.start:
        return Finding(
            Stance.CONTRADICTS,
            f"{_who(life)}: dead in {life.time.text}, but died in {death.time.text}",
            0.85,
            "alive-dead",
        )
    return None


def compare_claims(
    ca: Claim, cb: Claim, pa: TimeValue | None, pb: TimeValue | None
) -> Finding | None:
    """How claim `cb` stands to claim `ca` (same subject)."""
    from semnet.graph.judge.frames import compare_frames

    got = lifetimes.compare(ca, cb, pa, pb)  # deaths and acts, ends and uses, memberships
    if got is lifetimes.PASS:
        got = lexical.compare(ca, cb)  # sole, kinds, traits
    if got is not lifetimes.PASS and got is not False:
        return got  # type: ignore[return-value]
    s = ca.slot
    if s != cb.slot:
        return _cross(ca, cb)
    if s in ("birth", "death") or s.startswith("ev:"):
        return _event(ca, cb)
    if s in ("residence", "employer"):
        return _state(ca, cb, pa, pb)
    if s == "marital":
        return _marital(ca, cb, pa, pb)
    if s in ("life", "antonym"):
        return _opposite(ca, cb, pa, pb)
    if s == "age":
        return _age(ca, cb)
    if s == "count" and ca.status != cb.status:  # more came than it holds; more sons than children
        return capacity.over(ca, cb) or _part_count(ca, cb)
    if s == "count" and ca.status == cb.status and _times_overlap(ca.time, cb.time):
        found = _figure_finding(ca, cb, _count_name(ca.status or ""), "count")
        return dated_count(ca, cb, found) if (ca.time is None) != (cb.time is None) else found
    if s == "measure":
        return _measure(ca, cb)
    if s == "visit":
        return _visit(ca, cb)
    if s == "occupation":
        return compare_occupations(ca, cb)
    if s == "marriage":
        return _marriage(ca, cb)
    if s == "frame" and ca.lang == cb.lang:
        return compare_frames(ca, cb)
    return None


def _narrower(ca: Claim, cb: Claim) -> str | None:
    """Which claim's place lies inside the other's country ("a", "b"), if one does."""
    assert ca.place is not None and cb.place is not None
    if abodes.inside(ca.place, cb.place):
        return "b"
    if abodes.inside(cb.place, ca.place):
        return "a"
    return None


def _visit(ca: Claim, cb: Claim) -> Finding | None:
    """Visits: a denial ("never visited Vienna") against a visit there (or
    inside it: "never visited Russia" / "visited Petersburg")."""
    assert ca.place is not None and cb.place is not None
    if ca.negated != cb.negated:
        neg, pos = (ca, cb) if ca.negated else (cb, ca)
        if not abodes.inside(neg.place, pos.place):
            return None
        if neg.never or neg.time is None or _times_overlap(neg.time, pos.time):
            return Finding(
                Stance.CONTRADICTS,
                f"{_who(ca)}: one says a visit to {pos.place.label}, the other denies it",  # type: ignore[union-attr]
                0.8,
                "visit",
            )
        return None
    if same_place(ca.place, cb.place) is not True:
        return None
    if ca.negated:
        if ca.never and cb.never:
            return Finding(
                Stance.AGREES, f"{_who(ca)}: never visited {ca.place.label}", 0.7, "visit"
            )
        return None
    if (ca.time is None) != (cb.time is None):
        return None
    if _times_overlap(ca.time, cb.time):
        return Finding(
            Stance.AGREES, f"{_who(ca)}: the same visit to {ca.place.label}", 0.7, "visit"
        )
    return None


def _measure(ca: Claim, cb: Claim) -> Finding | None:
    """Measures of one kind (dimension and aspect: height, length, …; a side
    that names no aspect is taken to mean the other's)."""
    assert ca.qty is not None and cb.qty is not None
    if {ca.qty.dim, cb.qty.dim} == {"[length]", "[length] ** 2"} and ca.anchor == cb.anchor:
        return dimensions.against_length(ca, cb)  # "48 × 60 cm" / "four metres wide"
    if ca.qty.dim != cb.qty.dim or ca.anchor != cb.anchor:
        return None
    if ca.status and cb.status and ca.status != cb.status:
        return None
    if ca.time and cb.time and (ca.qty.text, cb.qty.text) == (ca.time.text, cb.time.text):
        return None  # two periods' lengths ("1880–1890" / "1884–1895"): the periods say more
    if not _times_overlap(ca.time, cb.time):
        return None
    what = (
        "the figures" if ca.anchor and ca.anchor != ca.status else f"the {ca.status or 'measure'}"
    )
    return _figure_finding(ca, cb, what, "measure", ca.subject_kind == "character")  # narrow


_PARTS_OF = {"son": "child", "daughter": "child", "sister": "sibling", "brother": "sibling"}


def _part_count(ca: Claim, cb: Claim) -> Finding | None:
    """More sons (or daughters) than children contradicts."""
    ua, ub = ca.status or "", cb.status or ""
    whole, part = (ca, cb) if _PARTS_OF.get(ub) == ua else (cb, ca)
    if _PARTS_OF.get(part.status or "") != whole.status or not _times_overlap(ca.time, cb.time):
        return None
    assert whole.qty is not None and part.qty is not None
    none = whole.qty.value == 0 and not whole.qty.approx  # "no children", yet a daughter
    if not none and (whole.qty.approx or part.qty.approx or part.qty.value <= whole.qty.value):
        return None
    if none and part.qty.value < 1:
        return None
    return Finding(
        Stance.CONTRADICTS,
        f"{_who(ca)}: {part.qty.text}, but {whole.qty.text} in all",
        0.8,
        "count",
    )


def _cross(ca: Claim, cb: Claim) -> Finding | None:
    pair = {ca.slot, cb.slot}
    if pair <= starts.SLOTS:  # founded, built, opened: in that order
        return starts.compare(ca, cb)
    if pair == {"age", "birth"}:
        age, birth = (ca, cb) if ca.slot == "age" else (cb, ca)
        return ages.age_birth(age, birth, age is cb)
    if pair == {"age", "ev:founding"}:  # "its 50th anniversary in 1875" / "founded in 1830"
        age, founded = (ca, cb) if ca.slot == "age" else (cb, ca)
        return anniversaries.age_founding(age, founded)
    if pair in abodes.PAIRS:
        return abodes.compare(ca, cb)
    if pair == {"life", "death"}:
        life, death = (ca, cb) if ca.slot == "life" else (cb, ca)
        return _alive_death(life, death)
    if pair == {"occupation", "employer"}:  # "was a miner" / "never worked in the mine"
        occ, emp = (ca, cb) if ca.slot == "occupation" else (cb, ca)
        return against_workplace(occ, emp)
    return None


def _count_name(unit: str) -> str:
    names = {"child": "the number of children", "people": "the population",
             "worker": "the workforce", "*:toll": "the death toll", "man": "the number of men",
             "woman": "the number of women"}  # fmt: skip
    if unit in names:
        return names[unit]
    unit = unit.removeprefix("*:").replace("_", " ")  # a concept of every language
    if ":" in unit:  # a noun of one language, as written ("de:glocke")
        return f"the number of {unit.split(':', 1)[-1]}"
    plural = unit[:-1] + "ies" if unit.endswith("y") else unit + "s"  # "copies", "bells"
    return f"the number of {plural}"


def compare(a: Analysis, b: Analysis, sa: Statement, sb: Statement) -> Finding | None:
    """The strongest finding between two analysed statements, or None."""
    if not periods_overlap(sa, sb):
        return None
    pa, pb = field_period(sa), field_period(sb)
    xs, ys = eventages.dated(a.claims, b.claims)  # "married at 35" / "married in 1872"
    found = [
        f
        for ca in xs
        for cb in ys
        if same_subject(ca.subject, cb.subject) and (f := compare_claims(ca, cb, pa, pb))
    ]
    best = max(found, key=lambda f: (RANK[f.stance], f.confidence), default=None)
    from semnet.graph.judge.restate import overrule

    best = best or same_measure(a, b) or same_value(a, b) or partly.qualifies(a, b)
    return overrule(a, b, best) or samenotes.agrees(a, b)  # the same said in other words
