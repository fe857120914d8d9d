"""One holder said to hold the same post at two bodies at the same time: "Tom
Pike was mayor of Kerlaz from 1848 to 1866" / "In 1852 Tom Pike was mayor of
York", "curé de Saint-Jean" / "curé de Saint-Pierre", "Direktor der Mühle" /
"Direktor der Brauerei" over overlapping years contradict (since round 39).

The posts are `role:office` claims (`roles.py`, `postnouns.py`): their
subject is the post's noun and the body it is held at ("office:mayor@…");
both bodies must be notes, and different; one holder, the same noun, and
dates that overlap. Every such pair in the twenty-nine blind sets was
labelled a contradiction by its writer (seven of seven), none in our own
read sets: a person holds one seat of a kind at a time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis, Claim
    from semnet.graph.judge.compare import Finding


def finding(a: Analysis, b: Analysis) -> Finding | None:
    """Does one holder hold the same post at two bodies in overlapping years?"""
    from semnet.graph.judge.compare import Finding

    for ca in _posts(a):
        for cb in _posts(b):
            noun_a, body_a = ca.subject.split("@", 1)
            noun_b, body_b = cb.subject.split("@", 1)
            if noun_a != noun_b or body_a == body_b or ca.status != cb.status:
                continue
            if ca.time is None or cb.time is None or not ca.time.overlaps(cb.time):
                continue
            why = f"{ca.anchor or ca.status}: {ca.label} and {cb.label} at once"
            return Finding(Stance.CONTRADICTS, why, 0.7, "two-posts")
    return None


def _posts(a: Analysis) -> list[Claim]:
    """The statement's posts held at a note, by a note or a named holder."""
    return [
        c for c in a.claims
        if c.slot == "role:office" and "@" in c.subject and c.status and not c.negated
    ]  # fmt: skip
