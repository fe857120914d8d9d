"""One value of a thing at a time — a roof's covering, a periodical's
rhythm —: the same value agrees, another contradicts, at overlapping or
unstated dates; a value said to be a former one ("once") says nothing
against another."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding


def compare(ca: Claim, cb: Claim, what: str, rule: str) -> Finding | None:
    """Two claims of one exclusive slot (`what` names the value in the
    reason: "a roof of", "appeared")."""
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot or ca.subject != cb.subject:
        return None
    if ca.time is not None and cb.time is not None and not ca.time.overlaps(cb.time):
        return None
    if ca.status == cb.status:
        return Finding(Stance.AGREES, f"{ca.label}: {what} {ca.status}", 0.7, rule)
    if ca.restricted or cb.restricted:
        return None  # what it was once against what it is: a change
    why = f"{ca.label}: {what} {ca.status} vs {cb.status}"
    return Finding(Stance.CONTRADICTS, why, 0.8, rule)
