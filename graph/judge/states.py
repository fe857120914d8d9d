"""States of a person and relative time, as one hook for `lexical`: abilities,
health and body (`abilities.py`), presence at an event or on a day
(`presence.py`), relative dates (`reltime.py`), the languages a person
lacks against acts in them (`tongues.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import abilities, presence, reltime, tongues

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = abilities.SLOTS | presence.SLOTS | reltime.SLOTS | tongues.SLOTS


def amend(r: Read, found: list[Claim], added: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """The statement's claims with relative dates resolved, and the lexical
    claims with this family's added."""
    found, timed = reltime.resolve(r, found)
    return found, [
        *added,
        *abilities.claims(r),
        *tongues.claims(r),
        *presence.claims(r, found),
        *timed,
    ]


def compare(ca: Claim, cb: Claim) -> Finding | None:
    slots = {ca.slot, cb.slot}
    if slots & tongues.SLOTS:
        return tongues.compare(ca, cb)  # languages lacked, spoken only, acted in
    if slots & abilities.SLOTS:
        return abilities.compare(ca, cb)
    if slots & presence.SLOTS:
        return presence.compare(ca, cb)
    return reltime.compare(ca, cb)
