"""Properties of things as one hook for `lexical` (since dev7-things): where a
movable thing is (`whereabouts.py`), the storeys of a building and the
colour or material of a thing named in its own phrase (`fabric.py`), where a
firm has its seat (`seats.py`, since dev11-things), what a line or a ship
runs between (`routes.py`, since round 27), where a place or a thing lies
among the notes (`sites.py`, since round 28)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import fabric, routes, seats, sites, whereabouts

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = whereabouts.SLOTS | fabric.SLOTS | seats.SLOTS | routes.SLOTS | sites.SLOTS


def claims(r: Read) -> list[Claim]:
    return [
        *whereabouts.claims(r),
        *fabric.claims(r),
        *seats.claims(r),
        *routes.claims(r),
        *sites.claims(r),
    ]


def compare(ca: Claim, cb: Claim) -> Finding | None:
    if ca.slot in sites.SLOTS or cb.slot in sites.SLOTS:
        return sites.compare(ca, cb)
    if ca.slot in routes.SLOTS or cb.slot in routes.SLOTS:
        return routes.compare(ca, cb)
    if ca.slot in seats.SLOTS or cb.slot in seats.SLOTS:
        return seats.compare(ca, cb)
    if ca.slot in whereabouts.SLOTS or cb.slot in whereabouts.SLOTS:
        return whereabouts.compare(ca, cb)
    return fabric.compare(ca, cb)
