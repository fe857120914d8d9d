"""Halves in figures, after the number words are figures (`numwords.py`):
"six and a half thousand" → 6500, "two and a half miles" → 2.5 miles, "a
mile and a half" → 1.5 mile, "half a kilometre" → 0.5 kilometre, "trois
mille et demi" → 3500, "un demi-kilomètre", "medio kilómetro", "dos
kilómetros y medio" → 2.5 kilómetros, "zweieinhalb", "anderthalb",
"dreieinhalbtausend", "полторы тысячи" → 1500, "полторы сотни" → 150,
"полтора года" → 1,5 года, "полкилометра" → 0,5 километра, "шесть с
половиной тысяч" → 6500.

No number library reads halves (text2num and number-parser leave "and a
half", "et demi", "полторы" as words), so their forms are written here.
"""

from __future__ import annotations

import re

from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import fold

# a scale word as `numwords` leaves it: a figure ("1000") or the word itself
_SCALE = {
    "1000": 1000, "100": 100, "1000000": 1_000_000, "thousand": 1000, "hundred": 100,
    "million": 1_000_000, "millions": 1_000_000, "mille": 1000, "cent": 100, "tausend": 1000,
    "hundert": 100, "mil": 1000, "millones": 1_000_000, "тысячи": 1000, "тысяч": 1000,
    "тысяча": 1000, "сотни": 100, "сотен": 100, "сотня": 100, "миллиона": 1_000_000,
    "миллионов": 1_000_000,
}  # fmt: skip
_SCALES = "|".join(sorted(_SCALE, key=len, reverse=True))
# units a half is said before ("half a mile", "medio kilómetro", "un demi-siècle")
_EN_UNIT = r"(mile|kilometre|kilometer|metre|meter|hour|century|day|year|acre|ton|tonne|pound)"
_FR_UNIT = r"(kilomètre|kilometre|mètre|metre|lieue|siècle|siecle|heure|douzaine|tonne|journée)"
_DE_ONES = {"ein": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7,
            "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12}  # fmt: skip
# Russian "пол-" before a noun in the genitive: half of it ("полкилометра", "полвека")
_RU_HALF_OF = re.compile(
    r"(?i)(?<![\w-])пол(?:-)?(километра|метра|версты|мили|часа|года|века|сотни|тысячи|"
    r"пуда|фунта|аршина|сажени)\b"
)


def _num(value: float, lang: str) -> str:
    text = str(int(value)) if value == int(value) else str(value)
    return text if lang == "en" else text.replace(".", ",")


def _scaled(m: re.Match[str], lang: str) -> str:
    return _num((float(m.group(1)) + 0.5) * _SCALE[m.group(2).lower()], lang)


def read(text: str, lang: str) -> str:
    """The text with each half said as a figure."""
    if lang == "en":
        text = re.sub(rf"(?i)\b(\d+) and a half ({_SCALES})\b", lambda m: _scaled(m, lang), text)
        text = re.sub(r"(?i)\b(\d+) and a half\b", lambda m: _num(int(m[1]) + 0.5, lang), text)
        text = re.sub(r"(?i)\bone and a half\b", "1.5", text)
        text = re.sub(rf"(?i)\ba {_EN_UNIT}s? and a half\b", r"1.5 \1", text)
        text = re.sub(rf"(?i)\bhalf an? {_EN_UNIT}\b", r"0.5 \1", text)
    elif lang == "fr":
        text = re.sub(rf"(?i)\b(\d+) ({_SCALES}) et demie?\b", lambda m: _scaled(m, lang), text)
        text = re.sub(r"(?i)(?<=\d)000 et demie?\b", "500", text)  # "3000 et demi"
        text = re.sub(r"(?i)\b(\d+) et demie?\b", lambda m: _num(int(m[1]) + 0.5, lang), text)
        text = re.sub(rf"(?i)\b(?:un |une )?demi-{_FR_UNIT}", r"0,5 \1", text)  # no "demi-frère"
    elif lang == "es":
        text = re.sub(r"(?i)\b(\d+) (\w+) y medi[oa]\b", lambda m: f"{m[1]},5 {m[2]}", text)
        text = re.sub(r"(?i)\b(\d+) y medi[oa]\b", lambda m: _num(int(m[1]) + 0.5, lang), text)
        text = re.sub(r"(?i)\bmedi[oa] (\w+)", _medio, text)
    elif lang == "de":
        text = re.sub(r"(?i)\b(anderthalb|eineinhalb)(tausend|hundert)?\b", _de_half, text)
        ones = "|".join(_DE_ONES)
        text = re.sub(rf"(?i)\b({ones})einhalb(tausend|hundert)?\b", _de_half, text)
    elif lang == "ru":
        text = re.sub(rf"(?i)\bполтор[аы]\s+({_SCALES})\b",
                      lambda m: _num(1.5 * _SCALE[m.group(1).lower()], lang), text)  # fmt: skip
        text = re.sub(r"(?i)\bполтор[аы]\b", "1,5", text)
        text = re.sub(rf"(?i)\b(\d+) с половиной ({_SCALES})\b", lambda m: _scaled(m, lang), text)
        text = re.sub(r"(?i)\b(\d+) с половиной\b", lambda m: _num(int(m[1]) + 0.5, lang), text)
        text = _RU_HALF_OF.sub(_ru_half_of, text)
    return text


# nouns after "medio"/"media" that a half measures (not "media hora" of a clock, a
# "medio hermano"): units and counted scales
_ES_UNITS = words("kilómetro metro legua milla hora siglo año día docena millón tonelada")


def _medio(m: re.Match[str]) -> str:
    return f"0,5 {m[1]}" if fold(m[1]) in _ES_UNITS else m.group(0)


def _de_half(m: re.Match[str]) -> str:
    head = m.group(1).lower()
    value = 1.5 if head in ("anderthalb", "eineinhalb") else _DE_ONES[head] + 0.5
    scale = m.group(2)
    return _num(value * (_SCALE[scale.lower()] if scale else 1), "de")


def _ru_half_of(m: re.Match[str]) -> str:
    noun = m.group(1).lower()
    if noun == "сотни":
        return "50"
    if noun == "тысячи":
        return "500"
    return f"0,5 {m.group(1)}"
