"""Two lengths written as one size ("200 × 300 cm", "80 by 120 cm", "2 mètres
sur 3", "2 на 3 метра", "2 metros y medio de alto por 4 de ancho") read as
the area they span, so that one size in other units agrees ("2 m × 3 m" /
"200 × 300 cm") and another size contradicts; a single length against a
size contradicts when it is far from each of its sides ("48 × 60 cm" / "over
four metres wide"); without this the first length,
which often has no unit of its own, was dropped and the second compared alone.

The separators and the "and a half" phrases are hand-written per language
(no library reads a size); the units and their conversion are pint's
(`values.unit_of`, `values.to_base`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.values import Quantity

_NUM = r"\d+(?:[.,]\d+)?"
# "by", "×", "sur", "por", "на", "mal": the mark between two lengths (not
# German "auf": "von 20 auf 30 km" is a change)
_SEP = r"(?:×|\*|\bx\b|\bby\b|\bsur\b|\bpar\b|\bpor\b|\bmal\b|\bна\b)"
# a word: letters from one non-letter to the next (no backtracking inside it)
_W = r"(?<![^\W\d])[^\W\d]+(?![^\W\d])\.?"
_SIZE = re.compile(
    rf"(?<![\d.,])(?P<a>{_NUM})(?P<mid>(?:\s*{_W}){{0,6}}?)\s*{_SEP}\s*(?P<b>{_NUM})"
    rf"(?P<tail>\s*{_W}(?:\s+{_W}){{0,2}})?",
    re.IGNORECASE,
)
# the words a size may have between its figures: which side is measured
_SIDES = words(
    "high wide long tall deep de haut large long hauteur largeur de alto ancho largo "
    "altura anchura hoch breit lang tief в высоту ширину длину высотой шириной длиной"
)
# "2 metros y medio": a half more
_HALF = frozenset(
    fold(x)
    for x in ("y medio", "y media", "and a half", "et demi", "et demie", "und ein halb",
              "с половиной")
)  # fmt: skip
_HALF_WORDS = frozenset(w for h in _HALF for w in h.split())


def _length(word: str, lang: str) -> str | None:
    from semnet.graph.judge.values import unit_of

    got = unit_of(word.rstrip("."), lang)
    return got[0] if got is not None and got[1] == "[length]" else None


def _read_side(after: list[str], lang: str) -> tuple[str | None, bool]:
    """The unit among the words after a figure (the first word only) and
    whether they add a half."""
    unit = _length(after[0], lang) if after else None
    joined = fold(" ".join(after))
    return unit, any(f" {h}" in f" {joined}" for h in _HALF)


def _number(text: str) -> float:
    return float(text.replace(",", "."))


def join(
    found: list[tuple[int, int, Quantity]], text: str, lang: str
) -> list[tuple[int, int, Quantity]]:
    """`found` with every size of two lengths in `text` as one area figure in
    place of the figures inside it."""
    from semnet.graph.judge.values import Quantity, to_base

    sizes: list[tuple[int, int, Quantity]] = []
    for m in _SIZE.finditer(text):
        mid = m.group("mid").split()
        tail = (m.group("tail") or "").split()
        unit_a, half_a = _read_side(mid, lang)
        unit_b, half_b = _read_side(tail, lang)
        rest = mid[1:] if unit_a is not None else mid
        if not all(fold(w) in _SIDES or fold(w) in _HALF_WORDS for w in rest):
            continue  # "in 1900 by 30 metres": words that are no unit, side or half
        unit = unit_b or unit_a
        if unit is None:
            continue
        a = _number(m.group("a")) + (0.5 if half_a else 0.0)
        b = _number(m.group("b")) + (0.5 if half_b else 0.0)
        ma, mb = to_base(a, unit_a or unit), to_base(b, unit)
        if ma is None or mb is None:
            continue
        end = m.end("tail") if unit_b is not None else m.end("b")
        area = ma * mb
        q = Quantity(
            area, "meter ** 2", text[m.start() : end], None, "[length] ** 2", area, 2, (ma, mb)
        )
        sizes.append((m.start(), end, q))
    if not sizes:
        return found
    kept = [f for f in found if not any(s <= f[0] < e for s, e, _ in sizes)]
    return sorted(kept + sizes, key=lambda f: f[0])


def against_length(ca: Claim, cb: Claim) -> Finding | None:
    """A size against one length: far from every side contradicts (an
    approximate length far from them is in tension); near a side, nothing."""
    from semnet.graph.judge.base import Stance
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.figures import figures_stance
    from semnet.graph.judge.values import Quantity

    size, one = (ca, cb) if ca.qty is not None and ca.qty.sides else (cb, ca)
    if size.qty is None or one.qty is None or not size.qty.sides or one.status == "depth":
        return None
    got = set()
    for side in size.qty.sides:
        q = Quantity(side, "meter", f"{side:g} m", None, "[length]", side, 2)
        got.add(figures_stance(q, one.qty))
    if got == {Stance.CONTRADICTS}:
        why = f"{ca.label}: {one.qty.text} is none of the sides of {size.qty.text}"
        return Finding(Stance.CONTRADICTS, why, 0.8, "measure")
    if got <= {Stance.CONTRADICTS, Stance.IN_TENSION} and Stance.IN_TENSION in got:
        why = f"{ca.label}: {one.qty.text} is far from the sides of {size.qty.text}"
        return Finding(Stance.IN_TENSION, why, 0.6, "measure")
    return None
