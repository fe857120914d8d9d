"""A place said again by an adverb ("died there", "starb dort", "y mourut",
"allí murió", "там умер"): the nearest place the statement named before the
verb, so that "moved to Cardiff and died there" dies in Cardiff.

The adverbs are hand-written per language (no library resolves them); the
place itself is read as any other (`claims._Extractor._place_at`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import slots
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Place, _Extractor

# the adverb after the verb ("died there", "starb dort") or right before it
# ("y mourut", "allí murió", "там умер", "dort starb er")
_THERE = {
    "en": words("there"),
    "de": words("dort daselbst"),
    "fr": words("là y"),
    "es": words("allí allá ahí"),
    "ru": words("там"),
}


_PREPS = slots.PLACE_PREPS | slots.TO_PREPS | words("pour para")  # "in Riga", "to Riga"


def _says_there(x: _Extractor, i: int) -> bool:
    there = _THERE.get(x.lang, frozenset())
    near = [x.toks[k] for k in (i - 1, i + 1, i + 2) if 0 <= k < len(x.toks)]
    return any(t.kind == "w" and t.f in there for t in near)


def there(x: _Extractor, i: int) -> Place | None:
    """The place an adverb next to the predicate at i points back to."""
    if not _says_there(x, i):
        return None
    for j in range(i - 1, 0, -1):
        if x.toks[j - 1].f in _PREPS:
            got = x._place_at(j)
            if got is not None and got[1] <= i:
                return got[0]
    return None
