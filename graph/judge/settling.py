"""A place settled in for good against a later move (since dev8-degrees):
"In 1871 he settled in Penzance for good" / "he moved to Bristol in 1873",
"ließ sich endgültig in Rostock nieder", "s'installa définitivement à
Lyon", "навсегда поселился в Калуге", "se estableció definitivamente en
Sevilla". A home elsewhere at a later date is in tension with it (not a
contradiction: plans change); before it, or at the same place, nothing.

Hand-written: the words of "for good" per language (no library lists
them), over the folded text."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.places import same_place

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"settled"})

_FOR_GOOD = {
    "en": r"\bfor good\b|\bpermanently\b|\bfor the rest of (?:his|her|their) li(?:fe|ves)\b",
    "de": r"\bendgultig\b|\bfur immer\b|\bdauerhaft\b|\bauf dauer\b",
    "fr": r"\bdefinitivement\b|\bpour de bon\b|\bpour toujours\b",
    "ru": r"(?<!\w)(?:навсегда|окончательно)(?!\w)",
    "es": r"\bdefinitivamente\b|\bpara siempre\b|\bde forma definitiva\b",
}


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    rx = _FOR_GOOD.get(r.lang)
    if rx is None or re.search(rx, r.folded) is None:
        return []
    return [
        replace(c, slot="settled", time=c.time or r.when)
        for c in found
        if c.slot == "residence" and c.anchor == "move" and c.place is not None
        and (c.time or r.when) is not None and not c.negated
    ]  # fmt: skip


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    settled, other = (ca, cb) if ca.slot == "settled" else (cb, ca)
    if other.slot != "residence" or other.place is None or other.time is None:
        return None
    assert settled.place is not None and settled.time is not None
    if other.time.start.year <= settled.time.start.year:
        return None  # before it, or the same year: the move may be the settling
    if same_place(settled.place, other.place) is not False:
        return None
    why = (
        f"{settled.label}: settled in {settled.place.label} for good, "
        f"then lived in {other.place.label}"
    )
    return Finding(Stance.IN_TENSION, why, 0.6, "settled")
