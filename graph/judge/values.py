"""Values in a statement: number words made figures, dates and periods, and
figures with their units, in en, ru, fr, de, es.

Libraries do the language work: text2num (`alpha2digit`) reads number words
in en, fr, de, es ("vingt-cinq" → 25, "dreiundzwanzig" → 23); number-parser
reads Russian ones ("двадцать пять" → 25) and pymorphy3 the Russian
collective numerals ("пятеро", "двоих"); dateparser parses dates written with
month names (and its locale data gives the month names that find them);
pint converts units (5 km = 5,000 m). Candidates are found first with
regular expressions so no library runs on every word, and every library call
is cached.
"""

from __future__ import annotations

import functools
import re
import threading
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from semnet.graph.judge import cues, seasons
from semnet.graph.judge.nouns import german_head
from semnet.graph.manuscript.names import fold, lemmas, morph_ru

_CYR = re.compile(r"[\u0400-\u04ff]")


# --------------------------------------------------------------------------- dates


@dataclass(frozen=True, slots=True)
class TimeValue:
    """A date or a period: [start, end) with the precision it was written in.
    `bound` says what kind of period expression it is: None for a date (an
    instant at that precision), "from" (open end), "until" (open start) or
    "range"."""

    start: date
    end: date  # exclusive
    precision: str  # year | month | day | range
    text: str
    bound: str | None = None
    approx: bool = False  # "around 1870", "vers 1870"

    def overlaps(self, other: TimeValue) -> bool:
        if self.approx or other.approx:  # since round 47: "around 1900" reaches 1898 to 1902
            (s1, e1), (s2, e2) = self._reach(), other._reach()
            return s1 < e2 and s2 < e1
        return self.start < other.end and other.start < self.end

    def _reach(self) -> tuple[int, int]:
        """The days an approximate time may mean: two years either side."""
        pad = 731 if self.approx else 0
        return self.start.toordinal() - pad, self.end.toordinal() + pad

    def contains(self, other: TimeValue) -> bool:
        return self.start <= other.start and other.end <= self.end


_MIN = date(1, 1, 1)
_MAX = date(9999, 12, 31)


def _month_end(y: int, m: int) -> date:
    return date(y + 1, 1, 1) if m == 12 else date(y, m + 1, 1)


def make_time(y: int, m: int | None, d: int | None, text: str) -> TimeValue | None:
    try:
        if m is None:
            return TimeValue(date(y, 1, 1), date(y + 1, 1, 1), "year", text)
        if d is None:
            return TimeValue(date(y, m, 1), _month_end(y, m), "month", text)
        start = date(y, m, d)
        return TimeValue(start, date.fromordinal(start.toordinal() + 1), "day", text)
    except (ValueError, OverflowError):
        return None


@functools.lru_cache(maxsize=1)
def _months() -> dict[str, int]:
    """Month names → numbers, from dateparser's locale data (en, ru, fr, de, es),
    with the Russian forms pymorphy3 gives (мае, марте, …)."""
    from dateparser.languages import default_loader

    names = str.split(
        "january february march april may june july august september october november december"
    )
    out: dict[str, int] = {}
    for lang in cues.LANGS:
        info = default_loader.get_locale(lang).info
        for i, key in enumerate(names, start=1):
            for n in info.get(key, ()):
                f = fold(str(n)).rstrip(".")
                if len(f) >= 3 and not f.isdigit():
                    out.setdefault(f, i)
    ru = [k for k in out if _CYR.search(k)]
    for k in ru:
        for p in morph_ru().parse(k):
            if p.normal_form and fold(p.normal_form) in out:
                for form in p.lexeme:
                    out.setdefault(fold(form.word), out[k])
    return out


@functools.lru_cache(maxsize=1)
def _date_regexes() -> tuple[re.Pattern[str], ...]:
    months = sorted(_months(), key=len, reverse=True)
    m = "(?P<m>" + "|".join(re.escape(x) for x in months) + r")\.?"
    day = r"(?P<d>\d{1,2}|" + "|".join(cues.FIRST_DAY) + r")(?:\.|er|re|st|nd|rd|th|-?го|-?е|º|°)?"
    year = r"(?P<y>\d{4})(?:\s*(?:года|году|г\.))?"
    glue = r"(?:\s+(?:of|de|del)\s+|\s+|,\s*)"
    return (
        re.compile(rf"(?<![\w.]){day}{glue}{m}(?:,?{glue}{year})?(?!\w)"),
        re.compile(rf"(?<!\w){m}\s+{day}(?:,?\s+{year})?(?!\w)"),
        re.compile(rf"(?<!\w){m}{glue}{year}(?!\w)"),
    )


_ISO = re.compile(r"(?<![\d.])(?P<y>\d{4})-(?P<m>\d{1,2})(?:-(?P<d>\d{1,2}))?(?!\d)")
_NUMERIC = re.compile(
    r"(?<![\d.,/])(?P<a>\d{1,2})(?P<s>[./])(?P<b>\d{1,2})(?P=s)(?P<y>\d{4})(?!\d)"
)
# a day, a month in Roman numerals and a year: "3-III-1927", "14.III.1887"
_ROMAN_MONTH = re.compile(
    r"(?<![\d.,/])(?P<d>\d{1,2})(?P<s>[-./ ])(?P<m>XII|XI|IX|X|VIII|VII|VI|IV|V|III|II|I)"
    r"(?P=s)(?P<y>\d{4})(?!\d)"
)
_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
_YEAR = re.compile(
    r"(?<![\d.,\u00a0\u202f])(?P<y>1\d{3}|20\d{2})"
    r"(?:-?(?:х|е(?![а-яё])|s|er(?:[- ]?[Jj]ahren?\b)?))?(?![\d,.]\d)(?!\d)"  # "1930er-Jahren"
)


@functools.lru_cache(maxsize=1 << 15)
def _dateparser(text: str, lang: str) -> tuple[int, int | None, int | None] | None:
    """(year, month, day) of a date written with a month name, by dateparser."""
    parser = _ddp(lang)
    try:
        got = parser.get_date_data(text)
    except Exception:  # dateparser raises on odd input; the fallback reads it
        return None
    if got is None or got.date_obj is None:
        return None
    d = got.date_obj
    if got.period == "year":
        return (d.year, None, None)
    if got.period == "month":
        return (d.year, d.month, None)
    return (d.year, d.month, d.day)


_DDP: dict[str, Any] = {}
_DDP_LOCK = threading.Lock()


def _ddp(lang: str) -> Any:
    with _DDP_LOCK:
        got = _DDP.get(lang)
        if got is None:
            from dateparser.date import DateDataParser

            got = DateDataParser(
                languages=[lang if lang in cues.LANGS else "en"],
                settings={"PREFER_DAY_OF_MONTH": "first", "REQUIRE_PARTS": ["year"]},
            )
            _DDP[lang] = got
        return got


def _day_of(raw: str | None) -> int | None:
    if raw is None:
        return None
    if raw.isdigit():
        return int(raw)
    return 1 if fold(raw) in cues.FIRST_DAY else None


def find_dates(text: str, lang: str) -> list[tuple[int, int, TimeValue]]:
    """Dates in `text` with their spans: ISO, 16.03.1916, 11/03/1870, month
    names in the five languages (with or without a day), and years."""
    out: list[tuple[int, int, TimeValue]] = []
    taken: list[tuple[int, int]] = []

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)

    def add(s: int, e: int, tv: TimeValue | None) -> None:
        if tv is not None and free(s, e):
            taken.append((s, e))
            out.append((s, e, tv))

    for mt in _ISO.finditer(text):
        d = mt.group("d")
        add(
            mt.start(),
            mt.end(),
            make_time(int(mt.group("y")), int(mt.group("m")), int(d) if d else None, mt.group(0)),
        )
    for mt in _NUMERIC.finditer(text):
        a, b = int(mt.group("a")), int(mt.group("b"))
        nday, nmon = (b, a) if b > 12 >= a else (a, b)
        add(mt.start(), mt.end(), make_time(int(mt.group("y")), nmon, nday, mt.group(0)))
    for mt in _ROMAN_MONTH.finditer(text):
        rmon, rday = _ROMAN.index(mt.group("m")) + 1, int(mt.group("d"))
        add(mt.start(), mt.end(), make_time(int(mt.group("y")), rmon, rday, mt.group(0)))
    folded = fold(text)
    if len(folded) == len(text):
        for rx in _date_regexes():
            for mt in rx.finditer(folded):
                if not free(mt.start(), mt.end()) or mt.groupdict().get("y") is None:
                    continue
                span = text[mt.start() : mt.end()]
                got = _dateparser(span, lang)
                mon = _months().get(mt.group("m"))
                y = int(mt.group("y"))
                day = _day_of(mt.groupdict().get("d"))
                if got is not None and got[0] == y:
                    y, mon, day = got[0], got[1] or mon, got[2] if got[2] is not None else day
                add(mt.start(), mt.end(), make_time(y, mon, day, span.strip()))
    from semnet.graph.judge import centuries, eras

    for s, e, century in centuries.find(text) + eras.find(text):  # "le XVIe siècle", "WWI"
        add(s, e, century)
    years = list(_YEAR.finditer(text))
    dated = len(years) > 1  # a bare figure a population comes to needs a year besides
    for mt in years:
        if _unit_follows(text, mt.end(), lang) or _had_before(text, mt.start(), mt.end(), lang):
            continue  # "1200 Meter", "1500 exemplaires", "tenía 1200 socios": a figure
        if dated and _population_is(text, mt.start()):
            continue  # "население составляло 1200", "die Einwohnerzahl lag 1890 bei 1200"
        y = int(mt.group("y"))
        tv = make_time(y, None, None, mt.group(0))
        if mt.group(0)[4:]:  # a decade: "1870s", "1870-х"
            tv = TimeValue(date(y, 1, 1), date(y + 10, 1, 1), "range", mt.group(0))
        add(mt.start(), mt.end(), tv)
    out.sort(key=lambda t: t[0])
    return out


def _unit_follows(text: str, end: int, lang: str) -> bool:
    m = re.match(r"\s*([^\W\d]+)", text[end:])
    if m is None:
        return False
    forms = lemmas(m.group(1), lang)
    if any(cues.UNITS.get(x) == "year" for x in forms):
        return False  # "1897 году": the year itself
    if lang == "de" and m.group(1)[:1].islower() and not any(x in cues.UNITS for x in forms):
        return False  # a German noun is capitalised: "1904 beschäftigte die Mühle" (round 42)
    return any(x in cues.UNITS or x in cues.COUNT_CONCEPTS for x in forms)


def _had_before(text: str, start: int, end: int, lang: str) -> bool:
    """A verb of having or counting right before the figure and a word right
    after it ("llegó a tener 1200 socios", "had 1500 members"): what is had,
    not a year, which needs its preposition ("in 1870") — but in German a
    year follows the verb ("hatte 1870 noch keine Schule") (since round 26)."""
    from semnet.graph.judge.slots import PREDICATES

    if lang == "de":
        return False  # "hatte 1870 noch keine Schule": a year right after the verb (V2)
    prev = re.search(r"([^\W\d]+)\s*$", text[:start])
    if prev is None or re.match(r"\s*[^\W\d]{3,}", text[end:]) is None:
        return False
    have = PREDICATES["have"].get(lang, frozenset())
    return any(x in have for x in (*lemmas(prev.group(1), lang), fold(prev.group(1))))


# since round 29: a population noun, then a verb of amounting right before a bare figure
# ("the population in 1890 was 1200", "население составляло 1200", "lag 1890 bei 1200",
# "s'élevait à 1200", "ascendía a 1200"): the figure is the population, no year
_POPULATION_IS = re.compile(
    r"(?i)\b(?:population|населени\w*|bevölkerung|einwohnerzahl|población)\b[^.;:]{0,60}?"
    r"\b(?:was|stood at|reached|totalled|numbered|составлял[аио]?|достигал[аио]?|достигл[аио]?"
    r"|насчитывал[аио]?|betrug|lag\s+(?:\S+\s+)?bei|erreichte|s'élevait à|atteignait|était de"
    r"|era de|ascendía a|alcanzaba(?: los)?|llegaba a)\s+(?:\S+\s+)?$"
)


def _population_is(text: str, start: int) -> bool:
    """Is the figure at `start` the amount a population phrase before it
    comes to ("lag 1890 bei 1200"; asked only when the statement has a year
    besides)?"""
    before = text[max(0, start - 90) : start]
    m = _POPULATION_IS.search(before)
    return m is not None and not re.search(r"(?i)\b(?:in|im|en|в|à|um|seit|since)\s+$", before)


def marked_time(tv: TimeValue, before: str, lang: str) -> TimeValue:
    """A date as the words before it make it: approximate ("around 1870"),
    a bound ("before 1880", "nach 1900") or a decade ("les années 1870")."""
    tail = " " + fold(before[-24:]).strip()

    def ends(table: dict[str, tuple[str, ...]]) -> bool:
        return any(tail.endswith(" " + w) for w in table.get(lang, ()))

    tv = seasons.narrow(tv, tail)  # "in the spring of 1790"
    if ends(cues.DECADE_WORDS) and tv.precision == "year" and tv.start.year % 10 == 0:
        y = tv.start.year
        tv = TimeValue(date(y, 1, 1), date(y + 10, 1, 1), "range", tv.text)
    from semnet.graph.judge import decades

    tv = decades.part(tv, before)  # since round 35: "the early 1860s"
    if ends(cues.DATE_APPROX):
        return replace(tv, approx=True)
    if ends(cues.DATE_BEFORE):
        return TimeValue(_MIN, tv.start, "range", f"before {tv.text}", "before")
    if ends(cues.DATE_AFTER):
        return TimeValue(tv.end, _MAX, "range", f"after {tv.text}", "after")
    return tv


def whole_years(first: int, count: int) -> TimeValue:
    """`count` whole years from `first` as one period: a year, or a range of
    years one of which an event fell in ("1873–1874")."""
    if count == 1:
        return TimeValue(date(first, 1, 1), date(first + 1, 1, 1), "year", str(first))
    text = f"{first}–{first + count - 1}"
    return TimeValue(date(first, 1, 1), date(first + count, 1, 1), "range", text)


def span_of(a: TimeValue, b: TimeValue | None, kind: str, text: str) -> TimeValue:
    """A period from date expressions: "from A to B" (range), "from A" (open
    end), "until A" (open start, the end inclusive)."""
    if kind == "range" and b is not None:
        return TimeValue(a.start, max(b.end, a.end), "range", text, "range")
    if kind == "from":
        return TimeValue(a.start, _MAX, "range", text, "from")
    return TimeValue(_MIN, a.end, "range", text, "until")


# --------------------------------------------------------------------------- figures


@dataclass(frozen=True, slots=True)
class Quantity:
    """A figure with its unit. `unit` is a concept ("child", "people"), a pint
    unit ("meter", "hour"), or `<lang>:<lemma>` for any other counted noun;
    `magnitude` is the value in the unit's base (metres, seconds, …) when pint
    knows it. `approx` is None (exact), "approx", "min", "max" or "band" (a
    range of years, `band`)."""

    value: float
    unit: str
    text: str
    approx: str | None = None
    dim: str | None = None  # pint dimensionality, e.g. "[length]"
    magnitude: float | None = None
    decimals: int = 0  # digits after the decimal mark as written
    sides: tuple[float, ...] = ()  # a size's lengths in metres ("2 × 3 m": area 6, sides 2, 3)
    band: tuple[float, float] | None = None  # the years a band covers ("died young": 15–40)

    @property
    def base(self) -> float:
        return self.magnitude if self.magnitude is not None else self.value

    def with_approx(self, approx: str | None) -> Quantity:
        return replace(self, approx=approx)


_NUMBER = re.compile(
    r"(?<![\w.,])(?P<n>\d{1,3}(?:(?P<g>[,. \u00a0\u202f'’])\d{3})(?:(?P=g)\d{3})*(?![\d])"
    r"|\d+(?:[.,]\d+)?)"
)


def parse_number(text: str, group: str | None, lang: str) -> tuple[float, int] | None:
    """A figure as written — `1,584,374` (en), `1 584 374`, `1.584.374` (de, es),
    `2,5` (a decimal comma outside English) — and its decimals."""
    if group is not None:
        if group == "," and lang != "en" and text.count(",") == 1:
            return float(text.replace(",", ".")), len(text.split(",")[1])
        if group == "." and lang == "en" and text.count(".") == 1:
            return float(text), len(text.split(".")[1])
        return float(re.sub(r"[^\d]", "", text)), 0
    t = text.replace(",", ".")
    try:
        return float(t), len(t.split(".")[1]) if "." in t else 0
    except ValueError:
        return None


_UREG: Any = None
_UREG_LOCK = threading.Lock()


# Old Russian and European units pint does not define.
_EXTRA_UNITS = (
    "verst = 1066.8 * meter",
    "arshin = 0.7112 * meter",
    "sazhen = 2.1336 * meter",
    "pood = 16.3807 * kilogram",
    "quintal = 100 * kilogram",
    # since round 41: the German Zentner is half a quintal (the Doppelzentner one)
    "zentner = 50 * kilogram",
)


def ureg() -> Any:
    global _UREG
    if _UREG is None:
        with _UREG_LOCK:
            if _UREG is None:
                import pint

                reg: Any = pint.UnitRegistry()
                for d in _EXTRA_UNITS:
                    reg.define(d)
                _UREG = reg
    return _UREG


@functools.lru_cache(maxsize=1 << 12)
def pint_unit(name: str) -> tuple[str, float] | None:
    """(dimensionality, factor to base units) of a pint unit name."""
    try:
        q = ureg().Quantity(1.0, name).to_base_units()
    except Exception:  # pint raises many kinds of errors for unknown names
        return None
    return str(q.dimensionality), float(q.magnitude)


@functools.lru_cache(maxsize=1 << 14)
def to_base(value: float, name: str) -> float | None:
    """`value` of unit `name` in base units; a temperature in degrees Celsius
    (since round 44: a tenth of 285 K let 12 °C agree with 29 °C)."""
    try:
        if name in ("degC", "degF"):
            return float(ureg().Quantity(value, name).to("degC").magnitude)
        return float(ureg().Quantity(value, name).to_base_units().magnitude)
    except Exception:  # pint raises many kinds of errors
        return None


@functools.lru_cache(maxsize=1 << 15)
def unit_of(word: str, lang: str) -> tuple[str, str | None] | None:
    """The unit a word after a figure names: (unit, pint dimensionality or None).
    None when the word cannot be a unit (a stop word, a month, a verb cue)."""
    f = fold(word)
    if not f or f.isdigit() or f in cues.NOT_UNITS or f in cues.STOPWORDS.get(lang, ()):
        return None  # French "sa", "son" (his): no son
    if f in ("°c", "°f"):
        return ("degC" if f == "°c" else "degF"), "[temperature]"
    for prefix, power in (("quadrat", 2), ("kubik", 3)):  # "Quadratmeter" (since round 41)
        long = f.startswith(prefix) and len(f) > len(prefix)
        inner = unit_of(f[len(prefix) :], lang) if long else None
        if inner is not None and inner[1] == "[length]":
            return f"{inner[0]} ** {power}", f"[length] ** {power}"
    if lang == "es" and word.lower().endswith("ó"):
        return None  # a preterite: "1911 duró dos meses" lasted, no duros
    for lem in (f, *lemmas(word, lang)):
        unit = cues.UNITS.get(lem)
        if unit is not None:
            got = pint_unit(unit)
            return (unit, got[0]) if got else (unit, None)
        concept = cues.COUNT_CONCEPTS.get(lem)
        if concept is not None:
            return concept, None
    if f in cues.all_stopwords() or f in _months() or f in cues.function_words():
        return None
    if lang == "de" and (head := german_head(f, _counted_concept)) is not None:
        return head, None  # a compound counts as its head ("Gästezimmer": rooms; round 30)
    lem = lemmas(word, lang)[-1]
    return f"{lang}:{lem}", None


def _counted_concept(word: str) -> str | None:
    got = cues.COUNT_CONCEPTS.get(word)
    return None if got is None or got.startswith("money:") else got


def bare_miles(a: Quantity, b: Quantity) -> tuple[Quantity, Quantity]:
    """Two figures, a bare "mile" read as the other's nautical one ("14 миль"
    against "14 морских миль": at sea a mile is the nautical one; since round
    24)."""
    if {a.unit, b.unit} != {"mile", "nautical_mile"}:
        return a, b

    def sea(q: Quantity) -> Quantity:
        if q.unit != "mile":
            return q
        return replace(q, unit="nautical_mile", magnitude=to_base(q.value, "nautical_mile"))

    return sea(a), sea(b)


# an abbreviated scale keeps its dot ("21,3 Tsd. Einwohner", "1,2 Mio. Einwohner", "3 тыс. жителей")
_SCALE = re.compile(r"\s+(?P<s>\w+)(?:(?<=(?i:tsd|mio|mrd|тыс|млн))\.)?")
# "2nd", "3e", "4ème", "5-й": an ordinal, not a figure
_ORDINAL = re.compile(r"(?:st|nd|rd|th|er|re|e|ème|eme|º|ª|-?й|-?я|-?го)(?!\w)")


def find_quantities(
    text: str, lang: str, skip: list[tuple[int, int]]
) -> list[tuple[int, int, Quantity]]:
    """Figures followed by a unit word ("30 mètres", "5 km", "1,584,374
    inhabitants", "12 лет", "53 тысячи жителей"), outside the `skip` spans."""
    from semnet.graph.judge.counts import noun_after  # counts reads values

    out: list[tuple[int, int, Quantity]] = []

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in skip)

    for mt in _NUMBER.finditer(text):
        if not free(mt.start(), mt.end()) or _ORDINAL.match(text, mt.end()):
            continue
        got = parse_number(mt.group("n"), mt.group("g"), lang)
        if got is None:
            continue
        value, decimals = got
        end = mt.end()
        sc = _SCALE.match(text, end)
        if sc is not None and fold(sc.group("s")) in cues.SCALES:
            value *= cues.SCALES[fold(sc.group("s"))]
            end = sc.end()
        um = re.match(r"\s*(?P<u>%|°\s?[CFcf]\b|[^\W\d²³]+\.?)(?P<p>[²³])?", text[end:])
        if um is None:
            continue
        uword = um.group("u").rstrip(".")
        power = {"²": 2, "³": 3}.get(um.group("p") or "", 1)
        uend = end + um.end() - (1 if um.group("u").endswith(".") and not um.group("p") else 0)
        if fold(uword) in cues.SQUARE or fold(uword) in cues.CUBIC:
            nxt = re.match(r"\s*(?P<u>[^\W\d]+)", text[uend:])
            if nxt is None:
                continue
            power = 3 if fold(uword) in cues.CUBIC else 2
            uword, uend = nxt.group("u"), uend + nxt.end()
        if uword == "%":
            unit: tuple[str, str | None] | None = ("percent", None)
        else:
            unit = unit_of(uword.replace(" ", "").lower() if uword.startswith("°") else uword, lang)
        if unit is None and fold(uword) == "in" and out and out[-1][2].unit == "foot":
            unit = ("inch", "[length]")  # "6 ft 4 in": inches after feet
        if unit is None and lang == "ru" and fold(uword) in ("года", "год") and value < 1000:
            unit = unit_of("лет", lang)  # "82 года": years (a year's "года" is a date's)
        if unit is None or ":" in unit[0]:  # "five young children": the noun counts
            noun = noun_after(text, uend, uword, unit, lang)
            unit, uend = noun if noun is not None else (unit, uend)
        if unit is None:
            continue
        if unit[0] == "mile":  # "nautical miles", "milles marins", "морских миль"
            after = re.match(r"\s+(?P<w>[^\W\d]+)", text[uend:])
            if after is not None and fold(after.group("w")) in cues.NAUTICAL:
                unit, uend = ("nautical_mile", unit[1]), uend + after.end()
            elif fold(uword) in cues.NAUTICAL:
                unit = ("nautical_mile", unit[1])
        if power == 1 and unit[1] == "[length]":  # since round 41: "mètres carrés", after
            after = re.match(r"\s+(?P<w>[^\W\d]+)", text[uend:])
            w = fold(after.group("w")) if after is not None else ""
            if after is not None and (w in cues.SQUARE or w in cues.CUBIC):
                power, uend = (3 if w in cues.CUBIC else 2), uend + after.end()
        if power > 1 and unit[1] == "[length]":
            unit = (f"{unit[0]} ** {power}", f"[length] ** {power}")
        approx = approx_before(text[: mt.start()], lang) or approx_after(text[uend:], lang)
        mag = to_base(value, unit[0]) if unit[1] is not None else None
        q = Quantity(value, unit[0], text[mt.start() : uend], approx, unit[1], mag, decimals)
        out.append((mt.start(), uend, q))
    from semnet.graph.judge import dimensions

    return dimensions.join(_compound(out, text), text, lang)


_JOIN = re.compile(r"^\s*(?:,|and|et|und|y|и)?\s*$")


def _compound(found: list[tuple[int, int, Quantity]], text: str) -> list[tuple[int, int, Quantity]]:
    """ "5 feet 5 inches", "2 hours 30 minutes", "1 м 65 см": one figure."""
    out: list[tuple[int, int, Quantity]] = []
    for s, e, q in found:
        if out:
            ps, pe, p = out[-1]
            if (
                p.dim is not None
                and p.dim == q.dim
                and p.magnitude is not None
                and q.magnitude is not None
                and _JOIN.match(text[pe:s])
                and q.magnitude / max(q.value, 1e-9) < p.magnitude / max(p.value, 1e-9)
            ):
                total = p.magnitude + q.magnitude
                factor = p.magnitude / p.value if p.value else 1.0
                merged = replace(
                    p, value=total / factor, text=text[ps:e], magnitude=total, decimals=2
                )
                out[-1] = (ps, e, merged)
                continue
        out.append((s, e, q))
    return out


def bare_numbers(
    text: str, lang: str, skip: list[tuple[int, int]]
) -> list[tuple[int, int, Quantity]]:
    """Figures without a unit ("was 31", "a population of 3,000"), outside
    the `skip` spans; their unit is "" until a slot gives them one."""
    out: list[tuple[int, int, Quantity]] = []
    for mt in _NUMBER.finditer(text):
        s, e = mt.start(), mt.end()
        if any(not (e <= a or s >= b) for a, b in skip) or _ORDINAL.match(text, e):
            continue
        got = parse_number(mt.group("n"), mt.group("g"), lang)
        if got is None:
            continue
        value, decimals = got
        sc = _SCALE.match(text, e)
        if sc is not None and fold(sc.group("s")) in cues.SCALES:
            value *= cues.SCALES[fold(sc.group("s"))]
            e = sc.end()
        approx = approx_before(text[:s], lang)
        out.append((s, e, Quantity(value, "", text[s:e], approx, None, None, decimals)))
    return out


def approx_before(before: str, lang: str) -> str | None:
    """ "approx", "barely", "min", "max", "under" or "over" (close to it, on
    that side) when the words before a figure make it so."""
    got = hedge_mark(before, lang)
    return got[1] if got is not None else None


def hedge_mark(before: str, lang: str) -> tuple[str, str] | None:
    """The hedge the words before a figure end with, and its kind
    (`approx_before`): ("a little over", "over")."""
    tail = fold(before[-30:]).rstrip()
    marks = [
        (w, kind)
        for kind, table in (
            ("under", cues.UNDER_APPROX),
            ("over", cues.OVER_APPROX),
            ("min", cues.MIN_MARKS),
            ("max", cues.MAX_MARKS),
            ("barely", cues.BARELY),
            ("approx", cues.APPROX),
        )
        for w in table.get(lang, ())
    ]
    for w, kind in sorted(
        marks, key=lambda m: len(m[0]), reverse=True
    ):  # "не более" before "более"
        if tail.endswith(w) and (len(tail) == len(w) or not tail[-len(w) - 1].isalnum()):
            if w == "uber" and set(tail[: -len(w)].split()[-1:]) & _HAS_OVER:
                return None  # "verfügte über neunzig Zimmer": had, not more than (round 44)
            return w, kind
    return None


# German verbs whose object follows "über" ("verfügte über neunzig Zimmer")
_HAS_OVER = frozenset({"verfugt", "verfugte", "verfugten", "verfugen", "verfugend"})


def approx_after(after: str, lang: str) -> str | None:
    head = fold(after[:20]).lstrip(" ,")
    for w in cues.APPROX_AFTER.get(lang, ()):
        if head.startswith(w):
            return "approx"
    return None
