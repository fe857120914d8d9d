"""The generic rules, for statements in the same language whose slots the
judge does not know: compare their frames (content lemmas), figures, dates
and polarity.

- one denies what the other says (same words; "never", or no date on the
  denial, or overlapping dates) → contradicts;
- the same words and dates, exactly one figure differing in the same unit →
  contradicts (an approximate figure far off → in_tension);
- the same words (or one's words and values all in the other) → agrees; when
  the one with more says "only", "except", "until", … → it qualifies the other;
- dates that differ → nothing (an event can happen twice);
- since round 36, opposite words of relation ("before" / "after", "above" /
  "below", "with" / "without", "inside" / "outside") → nothing: the frames
  drop them as function words, so "left before the flood" had agreed with
  "left after the flood". The pairs are hand-written per language.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, outcomes, slots
from semnet.graph.judge.base import Stance
from semnet.graph.judge.values import Quantity, TimeValue
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding


def _jaccard(x: frozenset[str], y: frozenset[str]) -> float:
    if not x and not y:
        return 1.0
    return len(x & y) / len(x | y)


def _times_within(small: tuple[TimeValue, ...], big: tuple[TimeValue, ...]) -> bool:
    """Each date of `small` overlaps a date of `big`."""
    return all(any(t.overlaps(u) for u in big) for t in small)


def _by_unit(qs: tuple[Quantity, ...]) -> dict[str, list[Quantity]]:
    out: dict[str, list[Quantity]] = {}
    for q in qs:
        out.setdefault(q.dim or q.unit, []).append(q)
    return out


def _denial(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    neg, pos = (ca, cb) if ca.negated else (cb, ca)
    denied = neg.frame
    if late_denial(neg.clause, neg.lang) and not denied <= pos.frame:
        return None  # "ran the mill in York and never married": the marrying is denied
    if not (denied <= pos.frame or _jaccard(denied, pos.frame) >= 0.75):
        denied = neg.lead  # the first clause denies, the next says why (since round 28)
        if not denied or not denied <= pos.frame:
            return None
    if not denied or any(outcomes.decides(w, pos.lang) for w in pos.frame - denied):
        return None  # "refused" against "accepted": `outcomes.py` compares what each is about
    if neg.never or not neg.times or any(t.overlaps(u) for t in neg.times for u in pos.times):
        return Finding(
            Stance.CONTRADICTS,
            f"{ca.label}: one statement says what the other denies",
            0.8,
            "negation",
        )
    return None


def late_denial(text: str, lang: str) -> bool:
    """Since round 41: is a statement denied only in a clause joined after its
    first ("ran the mill in York and never married")? Then what it denies
    is that clause's (`_denial`), and what the first says stands
    (`tenure_ends`: "left the school in 1885 and never came back")."""
    ws = re.findall(r"\w+", fold(text))
    neg = cues.NEGATION.get(lang, frozenset())
    first = next((k for k, w in enumerate(ws) if w in neg), None)
    joined = next((k for k, w in enumerate(ws) if w in cues.AND), None)
    return first is not None and joined is not None and 0 < joined < first


def _figures(ca: Claim, cb: Claim) -> tuple[str, Finding | None]:
    """Compare figures unit by unit: ("same" | "differ" | "unaligned", finding)."""
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.figures import figures_stance

    ua, ub = _by_unit(ca.figures), _by_unit(cb.figures)
    if set(ua) != set(ub) or any(len(ua[k]) != len(ub[k]) for k in ua):
        return "unaligned", None
    diffs: list[tuple[Quantity, Quantity, Stance]] = []
    for k in ua:
        for x, y in zip(ua[k], ub[k], strict=True):
            st = figures_stance(x, y)
            if st is not None and st is not Stance.AGREES:
                diffs.append((x, y, st))
    if not diffs:
        return "same", None
    if len(diffs) > 1:
        return "differ", None
    x, y, st = diffs[0]
    if st is Stance.CONTRADICTS:
        return "differ", Finding(
            st, f"{ca.label}: the figures differ: {x.text} vs {y.text}", 0.85, "figures"
        )
    return "differ", Finding(
        st, f"{ca.label}: the figures differ: {x.text} vs {y.text} (approximate)", 0.6, "figures"
    )


def _antonyms(ca: Claim, cb: Claim) -> Finding | None:
    """Frames that differ only by an antonym pair: "won the election" / "lost
    the election" contradict; "loved Paris" / "hated Paris" are in tension."""
    from semnet.graph.judge.compare import Finding

    da, db = ca.frame - cb.frame, cb.frame - ca.frame
    if len(da) != 1 or len(db) != 1 or ca.negated != cb.negated:
        return None
    x, y = slots.FRAME_ANTONYMS.get(next(iter(da))), slots.FRAME_ANTONYMS.get(next(iter(db)))
    if x is None or y is None or x[1] != y[1] or x[2] == y[2]:
        return None
    if ca.times and cb.times and not any(t.overlaps(u) for t in ca.times for u in cb.times):
        return None
    if x[0] == "state":
        return Finding(Stance.CONTRADICTS, f"{ca.label}: opposite statements", 0.75, "antonym")
    return Finding(Stance.IN_TENSION, f"{ca.label}: opposite attitudes", 0.6, "antonym")


_WHEN = cues.EVERY | cues.TIME_NOUNS

# parts of the day, in three spans that do not meet (dawn and morning, noon
# and afternoon, evening and night); no library groups them. German
# "Morgen" (also "tomorrow"), Spanish "tarde" ("later") and Russian "днём"
# (also "by day") are left out.
_DAY_PARTS = {
    "morning": cues.words(
        "dawn daybreak sunrise morning aube aurore matin matinee morgens vormittag vormittags "
        "morgengrauen tagesanbruch sonnenaufgang amanecer alba madrugada manana рассвет "
        "рассвете утро утром"
    ),
    "midday": cues.words(
        "noon midday afternoon midi apres-midi mittag mittags nachmittag nachmittags mediodia "
        "полдень полдня"
    ),
    "night": cues.words(
        "evening dusk night midnight soir soiree crepuscule nuit minuit abend abends dammerung "
        "nacht nachts mitternacht anochecer atardecer noche medianoche вечер вечером ночь ночью "
        "полночь"
    ),
}

_ANY_DAY_PART = frozenset().union(*_DAY_PARTS.values())


@functools.lru_cache(maxsize=1 << 12)
def _day_parts(clause: str) -> frozenset[str]:
    """The parts of the day a clause names ("at night", "à midi")."""
    folded = fold(clause)
    ws = {w.strip(".,;:!?«»\"'") for w in folded.split() + folded.replace("-", " ").split()}
    return frozenset(part for part, table in _DAY_PARTS.items() if ws & table)


def _two_day_parts(ca: Claim, cb: Claim) -> bool:
    """Do the two clauses name parts of the day that do not meet?"""
    da, db = _day_parts(ca.clause), _day_parts(cb.clause)
    return bool(da and db and not da & db)


def _other_day_part(ca: Claim, cb: Claim) -> Finding | None:
    """An event at two parts of the day contradicts ("broke out at night" /
    "at noon"); a state or habit at two is no agreement (None)."""
    from semnet.graph.judge.compare import Finding

    da, db = _day_parts(ca.clause), _day_parts(cb.clause)
    if "event" in (ca.anchor, cb.anchor) and len(da) == len(db) == 1:
        said = {"morning": "in the morning", "midday": "at midday", "night": "at night"}
        why = f"{ca.label}: {said[next(iter(da))]} and {said[next(iter(db))]}"
        return Finding(Stance.CONTRADICTS, why, 0.7, "day-part")
    return None


# opposite words of relation, which the frames drop as function words (folded)
_RELATIONS = [
    tuple(cues.words(side) for side in pair)
    for pair in (
        ("before vor avant antes до перед", "after nach apres despues после"),
        (
            "above over oberhalb uber dessus encima sobre над",
            "below under beneath unterhalb unter dessous sous debajo bajo под",
        ),
        ("with mit avec con с", "without ohne sans sin без"),
        (
            "inside within innerhalb dedans dentro внутри",
            "outside ausserhalb dehors fuera снаружи вне",
        ),
    )
]


def _related_oppositely(ca: Claim, cb: Claim) -> bool:
    """Does one clause say a relation ("before", "above", "with") where the
    other says its opposite ("after", "below", "without")?"""
    wa, wb = (set(re.findall(r"[\w-]+", fold(c.clause).lower())) for c in (ca, cb))
    for one, other in _RELATIONS:
        for x, y in ((wa, wb), (wb, wa)):
            if x & one and not x & other and y & other and not y & one:
                return True
    return False


def _without_when(words: frozenset[str]) -> frozenset[str]:
    """A frame without the words that say how often ("every", "Sunday")."""
    return frozenset(w for w in words if w not in _WHEN)


def compare_frames(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if not ca.frame and not cb.frame:
        return None
    if (ca.frame ^ cb.frame) & slots.MODALS:
        return None  # a wish, an attempt, a guess: neither agrees nor contradicts
    if (
        {ca.status, cb.status} == {"rare", "regular"}
        and ca.negated == cb.negated
        and not (ca.times and cb.times and not _times_within(ca.times, cb.times))
    ):  # a habit at two times that do not meet may have changed
        fa, fb = _without_when(ca.frame), _without_when(cb.frame)
        if fa and (fa == fb or _jaccard(fa, fb) >= 0.75):
            return Finding(
                Stance.IN_TENSION, f"{ca.label}: rarely, and regularly", 0.6, "how-often"
            )
    anto = _antonyms(ca, cb)
    if anto is not None:
        return anto
    if ca.negated != cb.negated:
        return _denial(ca, cb)
    equal = ca.frame == cb.frame
    near = equal or _jaccard(ca.frame, cb.frame) >= 0.8
    fa, fb = ca.frame - _ANY_DAY_PART, cb.frame - _ANY_DAY_PART
    if fa and (fa <= fb or fb <= fa) and _two_day_parts(ca, cb):
        return _other_day_part(ca, cb)
    sub_a = ca.frame <= cb.frame  # b says at least what a says
    sub_b = cb.frame <= ca.frame
    if not (near or sub_a or sub_b):
        return None
    if (
        ca.times
        and cb.times
        and not (_times_within(ca.times, cb.times) or _times_within(cb.times, ca.times))
    ):
        return None  # different occasions
    ra, rb = ({(t.start, t.end) for t in c.times if t.bound == "range"} for c in (ca, cb))
    if ra and rb and ra != rb:
        return None  # "from 1880 to 1890" / "from 1884 to 1895": two periods (since round 28)
    for bound in ("from", "until"):  # since round 36 "from 1880" / "from 1885": two starts
        oa, ob = ({(t.start, t.end) for t in c.times if t.bound == bound} for c in (ca, cb))
        if oa and ob and not oa & ob:
            return None
    state, found = _figures(ca, cb)
    if found is not None:
        if found.stance is Stance.CONTRADICTS and not (near and _same_times(ca, cb)):
            return None
        return found if near else None
    if state == "differ":
        return None
    if ca.negated:
        return None  # two denials prove little
    if _related_oppositely(ca, cb):
        return None  # "before the flood" / "after the flood"
    # which side says at least what the other says, values included
    b_covers = sub_a and _values_within(ca, cb)
    a_covers = sub_b and _values_within(cb, ca)
    if not (a_covers or b_covers):
        return None
    if ca.restricted != cb.restricted and "event" not in (ca.anchor, cb.anchor):
        q = "a" if ca.restricted else "b"
        if (q == "b" and b_covers) or (q == "a" and a_covers):
            return Finding(
                Stance.QUALIFIES, f"{ca.label}: the same statement, restricted", 0.7, "qualifies", q
            )
        return None
    if "event" not in (ca.anchor, cb.anchor) and bool(ca.times) != bool(cb.times):
        # a state or a habit, said of a time by one of them: narrowed by time
        q = "a" if ca.times else "b"
        if (q == "b" and b_covers) or (q == "a" and a_covers):
            return Finding(
                Stance.QUALIFIES,
                f"{ca.label}: the same statement, for a time",
                0.65,
                "qualifies",
                q,
            )
    if "event" not in (ca.anchor, cb.anchor):
        # a state or a habit, said of a place by one of them: narrowed by place
        extra_a, extra_b = ca.frame - cb.frame, cb.frame - ca.frame
        for q, extra, other, claim in (("b", extra_b, extra_a, cb), ("a", extra_a, extra_b, ca)):
            if extra and not other and extra <= claim.places:
                why = f"{ca.label}: the same statement, in one place"
                return Finding(Stance.QUALIFIES, why, 0.65, "qualifies", q)
    return Finding(Stance.AGREES, f"{ca.label}: the same statement", 0.75, "paraphrase")


def _same_times(ca: Claim, cb: Claim) -> bool:
    if len(ca.times) != len(cb.times):
        return False
    return all(x.overlaps(y) for x, y in zip(ca.times, cb.times, strict=True))


def _values_within(small: Claim, big: Claim) -> bool:
    if small.times and not _times_within(small.times, big.times):
        return False
    bu = _by_unit(big.figures)
    return all(k in bu for k in _by_unit(small.figures))
