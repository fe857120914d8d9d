"""Russian dates as writers write them, rewritten into the forms the date
reader knows: years in ordinal words without the thousand ("весной
девятьсот пятого" → 1905, "в восемьдесят седьмом году" → 1887), decades in
words or short figures ("в конце восьмидесятых", "в 70-х годах" → 1880-х,
1870-х), "г." and "гг." after a year, ranges of years ("в 1891–1899 гг."
→ "с 1891 по 1899 год"), centuries and their parts ("в конце XIX века" →
"с 1880 по 1899 год"), Roman months ("5.III.1870"), dates in both styles
("1 (13) января 1862" is the 13th, "по старому стилю" is moved to the
Gregorian calendar) and fixed church feasts ("на Покров 1855 года" → 1
октября).

Number words are read with pymorphy3 (an ordinal is `Anum`) and
number-parser (the cardinal head); the feasts and the style marks are
hand-written (no library lists them).
"""

from __future__ import annotations

import functools
import itertools
import re
from datetime import date, timedelta

from semnet.graph.judge.numwords import RU_ORDINALS
from semnet.graph.manuscript.names import fold, morph_ru

_MONTHS = [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
]
_MONTH_RX = "|".join(_MONTHS)
_ORD = {fold(k): v for k, v in RU_ORDINALS.items()} | {
    fold(w): 11 + i
    for i, w in enumerate(
        [
            "одиннадцатый",
            "двенадцатый",
            "тринадцатый",
            "четырнадцатый",
            "пятнадцатый",
            "шестнадцатый",
            "семнадцатый",
            "восемнадцатый",
            "девятнадцатый",
        ]  # fmt: skip
    )
}
# fixed feasts of the Church calendar (day, month): the writer's calendar
_FEASTS = {
    "покров": (1, 10), "рождество": (25, 12), "крещение": (6, 1), "сретение": (2, 2),
    "благовещение": (25, 3), "иванов день": (24, 6), "петров день": (29, 6),
    "ильин день": (20, 7), "преображение": (6, 8), "успение": (15, 8),
    "воздвижение": (14, 9), "казанскую": (22, 10), "никола зимний": (6, 12),
    "николу зимнего": (6, 12), "юрьев день": (26, 11),
}  # fmt: skip
_FEAST_RX = re.compile(r"(?i)\b(?:на|в|под)\s+(" + "|".join(_FEASTS) + r")\s+(\d{4})\s+(год\w*)")
_OLD = re.compile(r"(?i),?\s*\(?\s*(?:по\s+старому\s+стилю|по\s+ст\.\s*ст\.|ст\.\s*ст\.)\s*\)?")
_NEW = re.compile(r"(?i),?\s*\(?\s*(?:по\s+новому\s+стилю|по\s+н\.\s*ст\.|н\.\s*ст\.)\s*\)?")
_DAY_MONTH_YEAR = re.compile(rf"(?i)\b(\d{{1,2}})\s+({_MONTH_RX})\s+(\d{{4}})(\s+год\w*)?")
_DOUBLE = re.compile(rf"(?i)\b(\d{{1,2}})\s*\(\s*(\d{{1,2}})\s*\)\s+({_MONTH_RX})")
_WORD = re.compile(r"[А-Яа-яЁё]+")
_YEAR_WORD = re.compile(r"(?i)^год(а|у|ом)?$")
_SEASONS = frozenset({"весной", "летом", "осенью", "зимой", "весна", "лето", "осень", "зима"})
_DECADE_PARTS = frozenset({"конце", "начале", "середине", "в", "во"})
_PIVOT = 40  # a year without its hundreds: 40-99 are the 1800s, 00-39 the 1900s
_CENTURY = re.compile(r"(?i)^век(а|е)?$")


_ABBR_YEAR = re.compile(r"(?<=\d)\s*г\.(?=[\s,;:)]|$)")  # "в 1870 г. в Твери"
_ABBR_YEARS = re.compile(r"(?<=\d)\s*гг\.(?=[\s,;:)]|$)")  # "в 1891–1899 гг."
_RANGE = re.compile(r"(?i)\b(?:в\s+)?(1\d{3})\s*[–—-]\s*(1\d{3})(?:\s+(?:годах|годы|года|гг\.?))?")
_ROMAN_MONTH = re.compile(r"\b(\d{1,2})\.([IVX]{1,4})\.(\d{4})\b")
_SHORT_DECADE = re.compile(r"(?i)\b([2-9]0)-(?:х|е)\b")  # "в 70-х годах"
# a year with its ending: "весной 1907-го", "в 1883-м", "с 94-го года"
_YEAR_ENDING = re.compile(r"(?i)\b(1\d{3}|\d{2}(?=-\w+\s+год))-(?:го|м|й|ом|ый)\b(\s+год\w*)?")
_ROMAN = {"I": 1, "V": 5, "X": 10}
# the part of a century a phrase names: (first year, last year) from its start
_PARTS = {"начале": (0, 20), "середине": (40, 60), "конце": (80, 99),
          "первой половине": (0, 49), "второй половине": (50, 99)}  # fmt: skip
_CENTURY_PHRASE = re.compile(
    r"(?i)\b(?:в\s+)?(?:(начале|середине|конце|первой\s+половине|второй\s+половине)\s+)?"
    r"([IVX]{1,5}|[а-яё]+)\s+(?:века|веке)\b"
)


def normalize(text: str) -> str:
    """The text with its Russian dates in words and styles made plain."""
    text = _ABBR_YEARS.sub(" годах", _ABBR_YEAR.sub(" года", text))
    text = _ROMAN_MONTH.sub(_roman_month, text)
    if re.search(r"(?i)сот|десят|дцат|девяност|сорок", text):
        text = _word_years(text)
    if "век" in text:
        text = _CENTURY_PHRASE.sub(_century_phrase, text)
    text = _RANGE.sub(lambda m: f"с {m.group(1)} по {m.group(2)} год", text)
    if "-" in text:
        text = _YEAR_ENDING.sub(lambda m: _year_ending(m, text), text)
    text = _SHORT_DECADE.sub(
        lambda m: f"{_century(text, int(m.group(1))) + int(m.group(1))}-х", text
    )
    low = text.lower()
    if any(m in low for m in ("стил", "ст.", "(")):
        text = _styles(text)
    if any(f.split()[0] in low for f in _FEASTS):
        text = _FEAST_RX.sub(_feast, text)
    return text


def _year_ending(m: re.Match[str], text: str) -> str:
    """ "1907-го" → "1907 года", "94-го года" → "1894 года" (the century the
    statement's other years give)."""
    n = int(m.group(1))
    year = n if n >= 1000 else _century(text, n) + n
    case = " году" if re.search(r"(?i)\bв\s*$", text[: m.start()]) else " года"
    return f"{year}{m.group(2) or case}"


def _roman(r: str) -> int:
    vals = [_ROMAN[c] for c in r.upper()]
    return sum(-v if i + 1 < len(vals) and v < vals[i + 1] else v for i, v in enumerate(vals))


def _roman_month(m: re.Match[str]) -> str:
    month = _roman(m.group(2))
    if not 1 <= month <= 12:
        return m.group(0)
    return f"{m.group(1)} {_MONTHS[month - 1]} {m.group(3)} года"


def _century_phrase(m: re.Match[str]) -> str:
    """ "в конце XIX века" → "с 1880 по 1899 год"; "в XX веке" → the hundred years;
    after a year ("в 1850 году девятнадцатого века") nothing."""
    if re.search(r"\d{4}\s+год\w*\s*$", m.string[: m.start()]) and not m.group(1):
        return ""
    word = m.group(2)
    if re.fullmatch(r"[IVX]+", word):
        number = _roman(word)
    else:
        kind, val, _ = _parse(word)
        if kind != "ord" or val is None:
            return m.group(0)
        number = val
    if not 10 <= number <= 21:
        return m.group(0)
    base = (number - 1) * 100
    first, last = _PARTS.get(re.sub(r"\s+", " ", (m.group(1) or "").lower()), (0, 99))
    return f"с {base + first} по {base + last} год"


def _feast(m: re.Match[str]) -> str:
    day, month = _FEASTS[m.group(1).lower()]
    return f"{day} {_MONTHS[month - 1]} {m.group(2)} {m.group(3)}"


def julian_to_gregorian(d: date) -> date:
    """The Gregorian day of a Julian (old style) one."""
    y = d.year - (1 if d.month <= 2 else 0)  # the shift grows after 28 February
    shift = y // 100 - y // 400 - 2
    return d + timedelta(days=shift)


def _styles(text: str) -> str:
    text = _DOUBLE.sub(lambda m: f"{m.group(2)} {m.group(3)}", text)  # "1 (13) января": new style
    out: list[str] = []
    pos = 0
    for m in _DAY_MONTH_YEAR.finditer(text):
        tail = text[m.end() :]
        old = _OLD.match(tail)
        new = _NEW.match(tail)
        if old is None and new is None:
            continue
        out.append(text[pos : m.start()])
        if old is not None:
            try:
                d = date(int(m.group(3)), _MONTHS.index(m.group(2).lower()) + 1, int(m.group(1)))
            except ValueError:
                out.append(m.group(0))
            else:
                g = julian_to_gregorian(d)
                out.append(f"{g.day} {_MONTHS[g.month - 1]} {g.year}{m.group(4) or ' года'}")
            pos = m.end() + old.end()
        else:
            out.append(m.group(0))
            pos = m.end() + (new.end() if new else 0)
    out.append(text[pos:])
    return "".join(out)


@functools.lru_cache(maxsize=1 << 12)
def _parse(word: str) -> tuple[str, int | None, bool]:
    """('ord' | 'num' | '', value, plural) of a Russian word."""
    for p in morph_ru().parse(word)[:2]:
        if "Anum" in p.tag:
            v = _ORD.get(fold(p.normal_form))
            if v is not None:
                return "ord", v, "plur" in p.tag
        if p.tag.POS == "NUMR":
            from number_parser import parse_number

            n = parse_number(p.normal_form, language="ru")
            if isinstance(n, int) and (n % 10 == 0 or n >= 100):
                return "num", n, False
    return "", None, False


def _word_years(text: str) -> str:
    """ "весной девятьсот пятого" → "весной 1905 года", "в восемьдесят
    седьмом году" → "в 1887 году", "в конце восьмидесятых" → "в 1880-х"."""
    words = list(_WORD.finditer(text))
    edits: list[tuple[int, int, str]] = []
    i = 0
    while i < len(words):
        j = i
        total = 0
        while j < len(words) and _parse(words[j].group(0))[0] == "num":
            total += _parse(words[j].group(0))[1] or 0
            j += 1
        kind, val, plural = _parse(words[j].group(0)) if j < len(words) else ("", None, False)
        if (
            kind != "ord"
            or val is None
            or (j > i and text[words[j - 1].end() : words[j].start()].strip())
        ):
            i = j + 1 if j > i else i + 1
            continue
        year = total + val
        before = fold(words[i - 1].group(0)) if i > 0 else ""
        if before.startswith("тысяч"):
            i = j + 1  # "тысяча девятьсот десятом": the number reader's
            continue
        after = words[j + 1].group(0) if j + 1 < len(words) else ""
        end = words[j].end()
        repl = None
        if plural and total == 0 and val >= 20 and val % 10 == 0 and before in _DECADE_PARTS:
            repl = f"{_century(text, val) + val}-х"  # "в конце восьмидесятых"
            if _YEAR_WORD.match(after) or fold(after) in ("годы", "годах", "годов"):
                end = words[j + 1].end()
        elif not plural and 900 <= year < 1000:
            repl = f"{1000 + year}" + ("" if _YEAR_WORD.match(after) else " года")
        elif not plural and 10 <= year < 100 and (_YEAR_WORD.match(after) or before in _SEASONS):
            repl = f"{_century(text, year) + year}" + ("" if _YEAR_WORD.match(after) else " года")
        if repl is not None:
            edits.append((words[i].start(), end, repl))
        i = j + 1
    for s, e, r in reversed(edits):
        text = text[:s] + r + text[e:]
    return text


def _century(text: str, year: int) -> int:
    """The hundreds a year written without them belongs to: the century the
    statement names ("девятнадцатого века": 1800); else the one that puts it
    nearest a four-figure year the statement writes ("родилась в 1898 году,
    умерла в двадцатом": 1920); else the pivot of the period most writers'
    notes are about: 1840-1939 ("в восемьдесят седьмом" is 1887, "в
    семнадцатом" 1917)."""
    words = _WORD.findall(text)
    for a, b in itertools.pairwise(words):
        if _CENTURY.match(b):
            kind, val, _ = _parse(a)
            if kind == "ord" and val:
                return (val - 1) * 100
    m = re.search(r"\b1[0-9]\d\d\b", text)
    if m is not None:
        near = int(m.group(0))
        hundreds = near // 100 * 100
        return min((hundreds - 100, hundreds, hundreds + 100), key=lambda c: abs(c + year - near))
    return 1800 if year >= _PIVOT else 1900
