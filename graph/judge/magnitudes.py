"""Vague magnitudes read as the ranges they mean, before number words become
figures (`numwords.words_to_digits`): "a few hundred inhabitants",
"hundreds of workers", "des milliers de pèlerins", "einige tausend
Einwohner", "Dutzende Arbeiter", "varios miles de habitantes", "несколько
сотен рабочих", "тысячи паломников" are written again as a range ("between
200 and 900 inhabitants"), which `ranges.py` makes one figure spanning both
(a band, compared by `approx.band_stance`: 3,000 agrees with "several
thousand", 12,000 contradicts "a few hundred"). Before round 36 text2num
read "hundreds of workers" as 100 workers and "several thousand" as 1,000.

Hand-written per language (no library reads vague magnitudes): the phrases
and the range each stands for, which is the plain reading of the words
(hundreds are 200 to 900, dozens 24 to 99, tens 20 to 90, a handful 2 to
10), not a statistic.
"""

from __future__ import annotations

import functools
import re

from semnet.graph.manuscript.names import fold, morph_ru

# the range each kind of phrase stands for
_BANDS = {
    "handful": (2, 10),
    "tens": (20, 90),
    "dozens": (24, 99),
    "hundreds": (200, 900),
    "thousands": (2000, 9000),
    "tens_k": (20000, 90000),
    "hundreds_k": (200000, 900000),
}

# how each language writes a range ("between 200 and 900"), read by `ranges.py`
_RANGE = {
    "en": "between {lo} and {hi}",
    "fr": "entre {lo} et {hi}",
    "de": "zwischen {lo} und {hi}",
    "es": "entre {lo} y {hi}",
    "ru": "от {lo} до {hi}",
}

# (pattern, kind) per language, longest first; the pattern swallows an "of" after it
_PHRASES: dict[str, list[tuple[str, str]]] = {
    "en": [
        (r"\btens of thousands(?: of)?", "tens_k"),
        (r"\bhundreds of thousands(?: of)?", "hundreds_k"),
        (r"\b(?:a few|several|some) hundreds?(?: of)?", "hundreds"),
        (r"\b(?<!the )hundreds of", "hundreds"),
        (r"\b(?:a few|several|some) thousands?(?: of)?", "thousands"),
        (r"\b(?<!the )thousands of", "thousands"),
        (r"\b(?:a few|several|some) dozens?(?: of)?", "dozens"),
        (r"\bdozens of", "dozens"),
        (r"\ba handful of", "handful"),
    ],
    "fr": [
        (r"\bdes dizaines de milliers (?:de |d['’])", "tens_k"),
        (r"\bdes centaines de milliers (?:de |d['’])", "hundreds_k"),
        (r"\b(?:quelques|plusieurs|des|par) centaines(?: (?:de |d['’]))?", "hundreds"),
        (r"\b(?:quelques|plusieurs|des|par) milliers(?: (?:de |d['’]))?", "thousands"),
        (r"\b(?:quelques|plusieurs|des) dizaines(?: (?:de |d['’]))?", "tens"),
        (r"\bune poignée (?:de |d['’])", "handful"),
    ],
    "de": [
        (r"\bzehntausende(?: von)?", "tens_k"),
        (r"\bhunderttausende(?: von)?", "hundreds_k"),
        (r"\b(?:einige|mehrere|etliche|ein paar) hundert\b", "hundreds"),
        (r"\bhunderte(?: von)?\b", "hundreds"),
        (r"\b(?:einige|mehrere|etliche|ein paar) tausend\b", "thousands"),
        (r"\btausende(?: von)?\b", "thousands"),
        (r"\b(?:einige|mehrere|etliche|ein paar) dutzend\b", "dozens"),
        (r"\bdutzende(?: von)?\b", "dozens"),
        (r"\beine handvoll\b", "handful"),
    ],
    "es": [
        (r"\bdecenas de miles de", "tens_k"),
        (r"\bcientos de miles de", "hundreds_k"),
        (r"\b(?:unos pocos|unos|varios|algunos) cientos(?: de)?", "hundreds"),
        (r"\b(?:cientos|centenares) de", "hundreds"),
        (r"\b(?:unos pocos|unos|varios|algunos) miles(?: de)?", "thousands"),
        (r"\b(?:miles|millares) de", "thousands"),
        (r"\bdecenas de", "tens"),
        (r"\bdocenas de", "dozens"),
        (r"\bun puñado de", "handful"),
    ],
    "ru": [
        (r"\bдесятк(?:и|ов|ами) тысяч", "tens_k"),
        (r"\bсот(?:ни|ен|нями) тысяч", "hundreds_k"),
        (r"\bнесколь?к(?:о|их|им) сот(?:ен|ням|нях)", "hundreds"),
        (r"\bнесколь?к(?:о|их|им) тысяч", "thousands"),
        (r"\bнесколь?к(?:о|их|им) десятк(?:ов|ам|ах)", "tens"),
        (r"\bгорстк[аиуе]", "handful"),
    ],
}


# a Russian plural noun of a magnitude ("сотни", "тысячи", "десятки") is one only
# first in its clause or after a verb ("жили тысячи паломников"): elsewhere it may
# be a genitive singular ("около тысячи", "на уровне тысячи двухсот")
_RU_BARE = [
    (r"\bсот(?:ни|нями)(?= [а-яё])", "hundreds"),
    (r"\bтысяч(?:и|ами)(?= [а-яё])", "thousands"),
    (r"\bдесятк(?:и|ами)(?= [а-яё])", "tens"),
]


@functools.cache
def _compiled(lang: str) -> list[tuple[re.Pattern[str], str, bool]]:
    """Each phrase's pattern, its kind, and whether it is a bare Russian plural."""
    plain = [(rx, kind, False) for rx, kind in _PHRASES.get(lang, [])]
    bare = [(rx, kind, True) for rx, kind in _RU_BARE] if lang == "ru" else []
    return [(re.compile(rx, re.I), kind, b) for rx, kind, b in plain + bare]


def read(text: str, lang: str) -> str:
    """`text` with each vague magnitude written as the range it means
    ("a few hundred men" → "between 200 and 900 men")."""
    rules = _compiled(lang)
    if not rules:
        return text
    shape = _RANGE[lang]
    for rx, kind, bare in rules:
        write = functools.partial(_written, lang=lang, shape=shape, band=_BANDS[kind], bare=bare)
        text = rx.sub(write, text)
    return text


# a number word before a magnitude makes it a figure ("two dozen", "dos docenas de",
# "zwei Dutzend": `numwords`), not a vague one
_COUNTED = frozenset(
    fold(w)
    for w in str.split(
        "one two three four five six seven eight nine ten twenty un une deux trois quatre cinq "
        "six sept huit neuf dix vingt ein eine zwei drei vier fünf sechs sieben acht neun zehn "
        "zwanzig una uno dos tres cuatro cinco seis siete ocho nueve diez veinte"
    )
)


def _written(m: re.Match[str], lang: str, shape: str, band: tuple[int, int], bare: bool) -> str:
    """The range for one phrase, with a space after it when the phrase
    swallowed the one before its noun ("de ", "d'"); the phrase itself after
    a figure or a number word, and a bare Russian plural not after a verb."""
    before = m.string[: m.start()].split()
    last = before[-1] if before else ""
    if last[:1].isdigit() or fold(last) in _COUNTED:
        return m.group(0)
    after = m.string[m.end() :].split()
    if lang == "ru" and _numeral(after[0] if after else ""):
        return m.group(0)  # "тысячи двухсот"
    opens = not last or last[-1:] in ",;:—"  # "Тысячи паломников шли …"
    if bare and not (opens or _verb(last)):
        return m.group(0)
    got = shape.format(lo=band[0], hi=band[1])
    return got + " " if m.group(0)[-1:] in " '’" else got


def _numeral(word: str) -> bool:
    return word[:1].isdigit() or (bool(word) and "NUMR" in morph_ru().parse(word)[0].tag)


def _verb(word: str) -> bool:
    """A Russian finite verb or short participle ("жили", "погибли", "прибыли")."""
    if not word or not word[:1].isalpha():
        return False
    tag = morph_ru().parse(word)[0].tag
    return "VERB" in tag or "PRTS" in tag
