"""A century as the period of its hundred years: "the 16th century", "le XVIe
siècle", "im 16. Jahrhundert", "el siglo XVI", "в XVI веке" are 1500–1599
(the years a writer means by it, not the astronomers' 1501–1600); since round
42 its early, middle or late part is the first, middle or last thirty years
of it ("at the end of the 18th century", "à la fin du XVIIIe siècle", "Ende
des 18. Jahrhunderts", "a finales del siglo XVIII", "в конце XVIII века":
1770–1799).

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
# the part of a century the words before it name: (first year, years) within it
_PARTS = (
    (re.compile(r"(?i)(?:\bend of the|\blate|\bclose of the|\bfin du|\bfin de|\bende des"
                r"|\bausgehenden|\bsp[äa]ten|\bfinales del|\bfines del|\bfinal del|\bконце)\s*$"),
     70, 30),
    (re.compile(r"(?i)(?:\bbeginning of the|\bstart of the|\bearly|\bdébut du|\bdebut du"
                r"|\banfang des|\bbeginn des|\bfr[üu]hen|\bprincipios del|\bcomienzos del"
                r"|\binicios del|\bначале)\s*$"), 0, 30),
    (re.compile(r"(?i)(?:\bmiddle of the|\bmid-?|\bmilieu du|\bmitte des|\bmediados del"
                r"|\bсередине)\s*$"), 35, 30),
)  # fmt: skip


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
        first, years = (n - 1) * 100, 100
        before = text[max(0, m.start() - 30) : m.start()]
        for part, offset, span in _PARTS:
            if part.search(before):
                first, years = first + offset, span
                break
        start, end = date(first or 1, 1, 1), date(first + years, 1, 1)
        out.append((m.start(), m.end(), TimeValue(start, end, "range", m.group(0))))
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
