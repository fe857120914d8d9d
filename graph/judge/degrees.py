"""Degrees as one hook for `lexical` (since dev8-degrees): how often a person
does a thing and a fear or hatred of it (`frequency.py`), and a place
settled in for good against a later move (`settling.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import frequency, settling

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frequency.SLOTS | settling.SLOTS


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    return [*frequency.claims(r), *settling.claims(r, found)]


def compare(ca: Claim, cb: Claim) -> Finding | None:
    if ca.slot in settling.SLOTS or cb.slot in settling.SLOTS:
        return settling.compare(ca, cb)
    return frequency.compare(ca, cb)
