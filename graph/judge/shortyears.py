"""Years written without their century — "в тридцать четвёртом году",
"осенью двадцатого года", "a mediados de octubre del veintisiete", "the
summer of '27" — written out in full, in the century of the years the
statement itself gives, or else of those of the statement it is compared
with ("died in 1934" / "умер в тридцать четвёртом году"). With no year on
either side such a year stays unread. Since round 23 "the turn of the
century" ("au tournant du siècle", "Jahrhundertwende", "на рубеже веков") is
read the same way, as about the round year nearest those years.

Hand-written: the Russian ordinals (number-parser reads Russian cardinals
but no ordinals; pymorphy3 gives their normal form) and the words before a
Spanish year ("octubre del 27": months, seasons, "año").
"""

from __future__ import annotations

import functools
import re

from semnet.graph.manuscript.names import morph_ru

# the normal form of a Russian ordinal -> its figure
_RU_UNITS = (
    "первый второй третий четвертый пятый шестой седьмой восьмой девятый десятый "
    "одиннадцатый двенадцатый тринадцатый четырнадцатый пятнадцатый шестнадцатый "
    "семнадцатый восемнадцатый девятнадцатый"
)
_RU_ORDINALS = {w: n for n, w in enumerate(_RU_UNITS.split(" "), start=1)} | {
    "двадцатый": 20, "тридцатый": 30, "сороковой": 40, "пятидесятый": 50,
    "шестидесятый": 60, "семидесятый": 70, "восьмидесятый": 80, "девяностый": 90,
}  # fmt: skip
_RU_TENS = {"двадцать": 20, "тридцать": 30, "сорок": 40, "пятьдесят": 50, "шестьдесят": 60,
            "семьдесят": 70, "восемьдесят": 80, "девяносто": 90}  # fmt: skip
# "[тридцать] четвёртом году": one or two words, then "year" in the singular
_RU_YEAR = re.compile(
    r"(?i)(?<![\w-])(?:(?P<tens>[а-яё]+)\s+)?(?P<ord>[а-яё]+)\s+(?P<year>году|года|год|годом)\b"
)
_ES_BEFORE = (
    "enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre "
    "noviembre diciembre verano invierno primavera otoño año"
)
_ES_YEAR = re.compile(
    rf"(?i)\b(?P<lead>(?:{'|'.join(_ES_BEFORE.split())})\s+del)\s+(?P<n>\d{{2}}|[a-zé]+)\b"
    r"(?!\s+de\b)"
)
_EN_YEAR = re.compile(r"(?<![\w'’])['’](?P<n>\d{2})\b")
_FULL = re.compile(r"(?<!\d)(1[0-9]\d\d|20\d\d)(?!\d)")


# since round 23: the turn of the century, as the round year nearest the years given
# ("At the turn of the century barely 400 people lived in Kvalnes" / "… in 1900")
_TURN = {
    "en": (re.compile(r"(?i)\b(?:at|by|around)?\s*the turn of the century\b"), "around {}"),
    "fr": (re.compile(r"(?i)\bau tournant du siècle\b"), "vers {}"),
    "de": (re.compile(r"(?i)\b(?:um die|zur|an der) jahrhundertwende\b"), "um {}"),
    "es": (re.compile(r"(?i)\b(?:con|en|hacia) el cambio de siglo\b"), "hacia {}"),
    "ru": (re.compile(r"(?i)\bна рубеже (?:веков|столетий)"), "около {} года"),
}


def settle(text: str, lang: str, other: str) -> str:
    """`text` with its years said without a century written in full."""
    text = _turn(text, lang, other)
    if lang not in ("ru", "es", "en") or not _short(text, lang):
        return text
    years = [int(y) for y in _FULL.findall(text)] or [int(y) for y in _FULL.findall(other)]
    if not years:
        return text
    if lang == "ru":
        return _RU_YEAR.sub(lambda m: _ru(m, years, text), text)
    if lang == "es":
        return _ES_YEAR.sub(lambda m: _es(m, years), text)
    return _EN_YEAR.sub(lambda m: str(_full(int(m["n"]), years)), text)


def _turn(text: str, lang: str, other: str) -> str:
    """ "the turn of the century", "Jahrhundertwende", "на рубеже веков": the
    round year nearest the years of either statement (none: unread)."""
    rx, form = _TURN.get(lang, (None, ""))
    if rx is None or rx.search(text) is None:
        return text
    years = _years(text, lang) or _years(other, lang)
    if not years:
        return text
    turn = round(sum(years) / len(years) / 100) * 100

    def said(m: re.Match[str]) -> str:
        got = form.format(turn)
        return got[:1].upper() + got[1:] if m.start() == 0 else " " + got

    return re.sub(r"  +", " ", rx.sub(said, text))


def _years(text: str, lang: str) -> list[int]:
    """The years of a text's dates (not its other figures: "1200 Einwohner")."""
    from semnet.graph.judge.values import find_dates

    return [t.start.year for _, _, t in find_dates(text, lang) if t.start.year > 1000]


@functools.lru_cache(maxsize=1 << 14)
def _short(text: str, lang: str) -> bool:
    """Might the text hold a year without its century? (Asked of every pair
    judged: the answer is kept per text.)"""
    rx = {"ru": _RU_YEAR, "es": _ES_YEAR, "en": _EN_YEAR}[lang]
    return rx.search(text) is not None


def _full(short: int, years: list[int]) -> int:
    """The year ending in `short` nearest to the years given."""
    mid = sum(years) / len(years)
    century = round((mid - short) / 100) * 100
    return century + short


def _ru(m: re.Match[str], years: list[int], text: str) -> str:
    ordinal = _ru_ordinal(m["ord"].lower())
    if ordinal is None:
        return m.group(0)
    before = text[: m.start()].split()
    if before and _numeral(before[-1].lower()):
        return m.group(0)  # "тысяча восемьсот девяносто девятого года": a year in full
    tens = _RU_TENS.get(m["tens"].lower()) if m["tens"] else None
    if m["tens"] and tens is None:
        if _numeral(m["tens"].lower()):
            return m.group(0)  # "тысяча девятьсот тридцатом году": a year in full
        lead = m["tens"] + " "
    else:
        lead = ""
    if tens is not None and ordinal >= 10:
        return m.group(0)
    short = (tens or 0) + ordinal
    if short < 10:
        return m.group(0)  # "в пятом году" is too short to be sure of
    return f"{lead}{_full(short, years)} {m['year']}"


@functools.lru_cache(maxsize=1 << 10)
def _ru_ordinal(word: str) -> int | None:
    for p in morph_ru().parse(word)[:2]:
        if "Anum" in p.tag:
            return _RU_ORDINALS.get(p.normal_form.replace("ё", "е"))
    return None


@functools.lru_cache(maxsize=1 << 10)
def _numeral(word: str) -> bool:
    return bool(morph_ru().parse(word)[0].tag.POS == "NUMR")


def _es(m: re.Match[str], years: list[int]) -> str:
    n = m["n"]
    if not n.isdigit():
        from text_to_num import text2num

        try:
            n = str(text2num(n, "es"))
        except ValueError:
            return m.group(0)
    if not 10 <= int(n) <= 99:
        return m.group(0)
    return f"{m['lead'][: -len('del')]}de {_full(int(n), years)}"
