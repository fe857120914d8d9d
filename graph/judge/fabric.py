"""The storeys of a building and the colour of a thing."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS: frozenset[str] = frozenset()


def claims(r: Read) -> list[Claim]:
    return []


def compare(ca: Claim, cb: Claim) -> Finding | None:
    return None
