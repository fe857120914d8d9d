"""Which bank or shore a place or a building stands on (since round 24):
"on the left bank", "am Nordufer", "sur la rive gauche", "en la orilla
derecha", "на правом берегу" — left against right, north against south, east
against west, as the antonym pairs are compared (`compare._opposite`): the
tannery "am Nordufer" and "on the south shore" contradict. A statement that
names two sides of one pair (one bank and the other) or denies says nothing;
a person's bank is where they were, not where they stand, and is left out.

Hand-written, small and per language: no offline library reads a side of a
river or a lake."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.lexical import Read

# the words of a side, as (pair, side): folded
_SIDES: dict[str, tuple[str, int]] = {}
for _pair, _ws in (
    ("bank-lr", ("left links linken linkes linke gauche izquierda izquierdo левыи левом левого "
                 "левая левои", "right rechts rechten rechtes rechte droite derecha derecho "
                 "правыи правом правого правая правои")),
    ("bank-ns", ("north northern nordlichen nordliche nord norte северныи северном северного "
                 "северная северои", "south southern sudlichen sudliche sud sur южныи южном "
                 "южного южная южнои")),
    ("bank-ew", ("east eastern ostlichen ostliche est este восточныи восточном восточного",
                 "west western westlichen westliche ouest oeste западныи западном западного")),
):  # fmt: skip
    for _side, _group in enumerate(_ws):
        for _w in words(_group):
            _SIDES[_w] = (_pair, _side)
# the words of a bank or a shore (folded; Russian by stem)
_BANK = words("bank banks shore side ufer rive bord orilla margen ribera ladera lado")
_RU_BANK = ("берег", "склон", "сторон")
# German compounds of a side and a shore ("Nordufer", "am linken Ufer" is two words)
_DE_COMPOUND = re.compile(r"^(nord|sud|ost|west)(?:ufer|seite|hang)$")
_DE_SIDE = {"nord": ("bank-ns", 0), "sud": ("bank-ns", 1), "ost": ("bank-ew", 0),
            "west": ("bank-ew", 1)}  # fmt: skip


def _bank(w: str, lang: str) -> bool:
    return w in _BANK or (lang == "ru" and w.startswith(_RU_BANK))


def sides(r: Read) -> set[tuple[str, int]]:
    """The (pair, side) the statement gives a bank or a shore."""
    found: set[tuple[str, int]] = set()
    ws = re.findall(r"[\w-]+", r.folded)
    for k, w in enumerate(ws):
        if r.lang == "de" and (m := _DE_COMPOUND.match(w)):
            found.add(_DE_SIDE[m.group(1)])
            continue
        side = _SIDES.get(w)
        if side is None:
            continue
        near = ws[k + 1 : k + 2] + ws[max(0, k - 1) : k]  # "left bank", "rive gauche"
        if any(_bank(x, r.lang) for x in near):
            found.add(side)
    return found


def claims(r: Read) -> list[Claim]:
    """A place's or a building's side of a river or a shore, as an antonym."""
    if r.main.kind == "character" or r.denies:
        return []
    found = sides(r)
    pairs = {p for p, _ in found}
    if len(found) != len(pairs):
        return []  # both banks of one pair: a bridge, a town on both
    ws = set(re.findall(r"[\w-]+", r.folded))
    if ws & cues.NEVER.get(r.lang, frozenset()):
        return []
    return [
        r.claim("antonym", status=f"{pair}:{side}", anchor=pair, negated=False)
        for pair, side in sorted(found)
    ]
