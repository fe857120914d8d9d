"""A statement said again with a restriction, in looser words: "Anna sold
milk at the market" / "Anna took her milk to the market only in summer",
"Augustine vendait des légumes sur le marché de Saint-Amé" / "Augustine
vendait ses légumes au marché le samedi, de Pâques à la Toussaint" — the
restricted one qualifies the other.

The frame rule (`frames.py`) asks that one statement's content words all be
in the other's; writers restating a claim with a restriction change a verb
or drop a place as they narrow it. Here most of the unrestricted
statement's content words (three in five, and at least two besides names)
must be in the restricted one, about the same subject, in the same
language, neither denied; it is asked only when no rule found anything and
the two give no slot of one subject different values (that slot's rule
has spoken).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from semnet.graph.judge import slots
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.nouns import same_subject

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis, Claim
    from semnet.graph.judge.compare import Finding

_SHARE = 0.6  # of the unrestricted statement's content words
_AT_LEAST = 2
# what is said or rumoured of a thing is no restriction of it ("it was
# rumoured that …, but the rumour was false")
_SAID = words("rumour rumor say said claim allege legend story report false "
              "rumeur dire pretendre raconter legende faux fausse "
              "geruecht geruch gerucht sagen behaupten erzahlen legende falsch "
              "decir contar afirmar leyenda falso falsa "
              "слух говорить рассказывать утверждать легенда ложныи")  # fmt: skip


def _frames(an: Analysis) -> list[Claim]:
    return [c for c in an.claims if c.slot == "frame" and c.frame]


def _slot_met(a: Analysis, b: Analysis) -> bool:
    """Do the two give a slot of one subject different values? Then its rule
    has spoken ("brown hair when young" / "white hair at seventy": none)."""

    def value(c: Claim) -> object:
        return c.status  # a time or a figure may be the restriction itself

    sa = {(c.subject, c.slot): value(c) for c in a.claims if c.slot != "frame"}
    return any(
        (c.subject, c.slot) in sa and sa[c.subject, c.slot] != value(c)
        for c in b.claims
        if c.slot != "frame"
    )


def _restricted(an: Analysis, c: Claim) -> bool:
    return c.restricted or an.narrowed


def qualifies(a: Analysis, b: Analysis) -> Finding | None:
    """The restricted statement qualifies the other when it says most of it."""
    from semnet.graph.judge.compare import Finding

    if a.lang != b.lang:
        return None
    fa, fb = _frames(a), _frames(b)
    if not (fa and fb) or not any(_restricted(x, c) for x, fs in ((a, fa), (b, fb)) for c in fs):
        return None  # nothing restricted: the frame rule has said all
    if _slot_met(a, b):
        return None
    for ca in fa:
        for cb in fb:
            if not same_subject(ca.subject, cb.subject):
                continue
            if (ca.frame | cb.frame) & (slots.MODALS | _SAID) or ca.negated or cb.negated:
                continue
            ra, rb = _restricted(a, ca), _restricted(b, cb)
            if ra == rb:
                continue
            u, r, q = (cb, ca, "a") if ra else (ca, cb, "b")
            if u.times and r.times and not any(x.overlaps(y) for x in u.times for y in r.times):
                continue  # another occasion
            shared = u.frame & r.frame
            words = [w for w in shared if not w.startswith("@")]  # a name alone says little
            if len(words) >= _AT_LEAST and len(shared) >= math.ceil(_SHARE * len(u.frame)):
                why = f"{u.label}: said again, restricted"
                return Finding(Stance.QUALIFIES, why, 0.6, "qualifies-loose", q)
    return None
