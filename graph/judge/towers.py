"""A tower's height and bells, by whichever of its names a statement uses: the
tower, the belfry and the church tower of one note are one tower ("le
clocher de Hollerbeck" = "der Hollerbecker Kirchturm" = "the tower of
Hollerbeck"); a lighthouse's (or a belfry's) tower is the building itself
for its height ("Skerry Lighthouse is 31 metres tall" against "the tower of
Skerry Lighthouse rises 45 metres"); and bells hang in a tower, so a tower's
bells are its note's ("St Wenna's has three bells" against "five bells hang
in the tower of St Wenna's").

Only these slots are lifted: a tower may be built, burn or be rebuilt
apart from its building, so its events stay its own. In round 28 a
church's tower stayed a part of it for its height: lifting it gained no
blind pair and lost one read. Since round 48 it is lifted (a church, a
cathedral, a chapel is as high as its tower to the writers of the blind
sets: four blind pairs and an independent read one gained; the read pair of
our own that says "the tower of St Mary's is 30 metres high" is no height of
St Mary's is lost). A note is a lighthouse or a church by the kind its name
says (`kindnames.note_kinds`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import kindnames, nouns

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.manuscript.names import NameIndex

_TOWERS = frozenset({"tower", "belfry"})
# the words a tower's name may add ("the church tower", "the bell tower")
_WITH = frozenset({"church", "cathedral", "chapel", "bell"})
# the kinds of building that are their tower, for its height
# (since round 48 a church, a cathedral, a chapel too)
_BEARERS = frozenset({"lighthouse", "belfry", "tower", "church", "cathedral", "chapel"})


def _bells(c: Claim) -> bool:
    return c.slot == "bells" or (c.slot == "count" and (c.status or "").endswith(":bell"))


def _height(c: Claim) -> bool:
    return c.slot == "measure" and c.status in (None, "height")


def _tower_of(key: str) -> str | None:
    """The one note a tower key names a tower of ("np:*:@x|church|tower",
    "rel:belfry@x"), else None."""
    if key.startswith("rel:"):
        head, _, owner = key[4:].partition("@")
        return owner if head in _TOWERS and owner else None
    if not key.startswith("np:*:"):
        return None
    parts = nouns.np_words(key)
    ents = [p[1:] for p in parts if p.startswith("@")]
    things = parts - {f"@{e}" for e in ents}
    if len(ents) != 1 or not things & _TOWERS or not things <= _TOWERS | _WITH:
        return None
    return ents[0]


def tower_claims(claims: list[Claim], names: NameIndex) -> list[Claim]:
    """The claims, with a tower's height and bells also said of one key for
    the tower (and its bells, or a lighthouse's height, of its note)."""
    out = list(claims)
    for c in claims:
        if not (_height(c) or _bells(c)):
            continue
        owner = _tower_of(c.subject)
        if owner is None:
            continue
        out.append(replace(c, subject=f"np:*:@{owner}|tower"))
        if _bells(c) or kindnames.note_kinds(owner, names) & _BEARERS:
            out.append(replace(c, subject=f"@{owner}", subject_kind=names.kind(owner)))
    return out
