"""Decades as writers write them: in words ("the eighteen-sixties", "les
années soixante", "los años sesenta", "die sechziger Jahre"), or without
their century ("the '60s", "les années 60", "die 60er Jahre"), written as the
figures the date reader knows ("1860s", "années 1860", "1860er Jahre") in the
century of the statement's own years, or else of the other statement's; and
the early, middle or late part of a decade ("the early 1860s", "au début des
années 1860", "Anfang der 1860er Jahre", "a finales de los años 1860", "в
конце 1860-х") as the years it covers. Russian decades in words are
`ru_dates.py`'s.

Hand-written (no library reads a decade's name): the tens words of each
language and the words for a decade's parts."""

from __future__ import annotations

import re
from datetime import date

from semnet.graph.judge.values import TimeValue
from semnet.graph.manuscript.names import fold

_TENS = {
    "en": {"twenties": 20, "thirties": 30, "forties": 40, "fifties": 50, "sixties": 60,
           "seventies": 70, "eighties": 80, "nineties": 90},
    "fr": {"vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60,
           "soixante-dix": 70, "quatre-vingt": 80, "quatre-vingts": 80, "quatre-vingt-dix": 90},
    "es": {"veinte": 20, "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60,
           "setenta": 70, "ochenta": 80, "noventa": 90},
    "de": {"zwanziger": 20, "dreißiger": 30, "dreissiger": 30, "vierziger": 40,
           "fünfziger": 50, "sechziger": 60, "siebziger": 70, "achtziger": 80, "neunziger": 90},
}  # fmt: skip
_CENTURY_EN = {"seventeen": 1700, "eighteen": 1800, "nineteen": 1900}


def _alt(lang: str) -> str:
    return "|".join(sorted(_TENS[lang], key=len, reverse=True))


_SAID = {
    # "the eighteen-sixties", "the (early) sixties", "the '60s", "the 60s"
    "en": re.compile(rf"(?i)\b(?P<lead>the (?:early |mid-?|middle |late )?)(?:(?P<c>seventeen|"
                     rf"eighteen|nineteen)[- ])?(?:(?P<w>{_alt('en')})|['’]?(?P<n>[1-9]0)s)\b"),
    "fr": re.compile(rf"(?i)\b(?P<lead>années )(?:(?P<w>{_alt('fr')})|(?P<n>[1-9]0))(?![\w-])"),
    "es": re.compile(rf"(?i)\b(?P<lead>años |década de (?:los )?)(?:(?P<w>{_alt('es')})"
                     r"|(?P<n>[1-9]0))\b"),
    "de": re.compile(rf"(?i)\b(?:(?P<w>{_alt('de')})|(?P<n>[1-9]0)er)(?P<tail>[- ]Jahren?)\b"),
}  # fmt: skip
_FULL = re.compile(r"(?<!\d)(1[0-9]\d\d|20\d\d)(?!\d)")


def settle(text: str, lang: str, other: str) -> str:
    """`text` with its decades in words or without a century written as
    figures (a decade with no century and no year on either side stays)."""
    rx = _SAID.get(lang)
    if rx is None or rx.search(text) is None:
        return text
    years = [int(y) for y in _FULL.findall(text)] or [int(y) for y in _FULL.findall(other)]

    def full(m: re.Match[str]) -> str:
        tens = _TENS[lang][m["w"].lower()] if m["w"] else int(m["n"])
        given = _CENTURY_EN.get((m.groupdict().get("c") or "").lower())
        if given is None and not years:
            return m.group(0)
        mid = sum(years) / len(years) if years else 0.0
        year = given + tens if given is not None else round((mid - tens - 5) / 100) * 100 + tens
        if lang == "de":
            return f"{year}er{m['tail']}"
        lead = m["lead"].replace("década de los ", "década de ")
        return f"{lead}{year}s" if lang == "en" else f"{lead}{year}"

    return rx.sub(full, text)


# the words before a decade that name a part of it ("early", "Anfang der", "в конце")
_PARTS = (
    ("early", 0, 4, "early debut commencement anfang beginn principios comienzos inicios начале"),
    ("mid", 2, 8, "mid mid- middle milieu mitte mediados середине"),
    ("late", 6, 10, "late fin ende finales fines конце"),
)
_PART = {w: (lo, hi) for _, lo, hi, ws in _PARTS for w in ws.split()}


def part(tv: TimeValue, before: str) -> TimeValue:
    """A decade narrowed to the part of it the words before it name ("the
    early 1860s": 1860–1863; "mid": 1862–1867; "late": 1866–1869)."""
    y = tv.start.year
    if tv.precision != "range" or y % 10 or tv.end != date(y + 10, 1, 1):
        return tv
    words = re.findall(r"[\w-]+", fold(before[-40:]))
    for w in reversed(words[-5:]):
        span = _PART.get(w) or _PART.get(w.rstrip("-"))
        if span is not None:
            lo, hi = span
            return TimeValue(date(y + lo, 1, 1), date(y + hi, 1, 1), "range", tv.text, tv.bound)
    return tv
