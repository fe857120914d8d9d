"""Whether two place values name the same place: the same place note, the
same name (folded, lemmatised: "Москве" is "москва"), or one name inside the
other ("Saint Petersburg" / "Petersburg"). Names in different scripts are
compared only through place notes (their aliases), never guessed."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Place


_CYR = re.compile(r"[\u0400-\u04ff]")


def same_place(a: Place, b: Place) -> bool | None:
    """True (the same place), False (different places) or None (cannot tell)."""
    if a.key == b.key:
        return True
    if a.key.startswith("@") and b.key.startswith("@"):
        return False
    if a.key.startswith("@") or b.key.startswith("@"):
        note, name = (a, b) if a.key.startswith("@") else (b, a)
        if name.key in note.names:
            return True
        scripts = {bool(_CYR.search(n)) for n in note.names}
        return False if name.cyrillic in scripts else None
    if a.cyrillic != b.cyrillic:
        return None
    wa, wb = set(a.key.split()), set(b.key.split())
    if wa <= wb or wb <= wa:
        return True
    return False
