"""A century as the period of its hundred years: "the 16th century", "le XVIe
siècle", "im 16. Jahrhundert", "el siglo XVI", "в XVI веке" are 1500–1599
(the years a writer means by it, not the astronomers' 1501–1600).

Hand-written (dateparser reads no centuries): the word for a century in the
five languages and the shapes its number takes (a figure with an ordinal
ending, a Roman numeral)."""

from __future__ import annotations

import re
from datetime import date

from semnet.graph.judge.values import TimeValue

_NUM = r"(?P<n>[IVX]{1,5}|\d{1,2})"
_CENTURY = re.compile(
    rf"\b{_NUM}(?:st|nd|rd|th)\s+century\b"  # the 16th century
    rf"|\b{_NUM.replace('n>', 'f>')}(?:e|ème|eme|er)\s+siècle\b"  # le XVIe siècle
    rf"|\b{_NUM.replace('n>', 'd>')}\.\s*(?:Jahrhundert\w*|Jh\.)"  # im 16. Jahrhundert
    rf"|\bsiglo\s+{_NUM.replace('n>', 's>')}\b"  # el siglo XVI
    rf"|\b{_NUM.replace('n>', 'r>')}\s+(?:веке|века|веку|век|столети\w+)"  # в XVI веке
)
_ROMAN = {"I": 1, "V": 5, "X": 10}


def _roman(s: str) -> int:
    total = 0
    for a, b in zip(s, [*s[1:], ""], strict=True):
        v = _ROMAN[a]
        total += -v if b and _ROMAN[b] > v else v
    return total


def find(text: str) -> list[tuple[int, int, TimeValue]]:
    """The centuries a text names, with their spans."""
    out = []
    for m in _CENTURY.finditer(text):
        raw = next(g for g in m.groups() if g)
        n = int(raw) if raw.isdigit() else _roman(raw)
        if not 1 <= n <= 21:
            continue
        start = date((n - 1) * 100 or 1, 1, 1)
        out.append((m.start(), m.end(), TimeValue(start, date(n * 100, 1, 1), "range", m.group(0))))
    return out


def is_century(tv: TimeValue | None) -> bool:
    """Is a period a whole century (its age, not a moment: "une casona de
    piedra del siglo XVII" says when it was built, not when it was stone)?"""
    return (
        tv is not None
        and tv.bound is None
        and tv.start.year % 100 == 0
        and (tv.end.year - tv.start.year) == 100
    )
