"""A birthday said by its ordinal is an age: "celebrated his 60th birthday",
"fêta son soixantième anniversaire", "feierte seinen 60. Geburtstag",
"celebró su sexagésimo cumpleaños", "отметил своё шестидесятилетие" are read
as "the age of 60" (so `ages.py` dates them like "turned 60"), never as a
birth in the year they are said of.

Runs after `numwords.words_to_digits`, which has made most ordinals figures
("60th", "60ème", "60º"); what it leaves is read here: English "-ieth"
ordinals (text2num reads "fiftieth" but not "sixtieth") and the Russian
compounds "шестидесятилетие", "семидесятипятилетие" (number-parser reads
their genitive first part). Hand-written: the birthday nouns and the
possessives before them, per language (no library lists them)."""

from __future__ import annotations

import functools
import re

from semnet.graph.judge import anniversaries

# the age as `ages.py` reads it, per language
AGE = {
    "en": "the age of {n}",
    "fr": "l'âge de {n} ans",
    "de": "das Alter von {n} Jahren",
    "es": "la edad de {n} años",
    "ru": "возраст {n} лет",
}
# possessive + ordinal + the birthday noun; French "anniversaire" and Russian
# "-летие" are also the anniversaries of things: never before "de", "du", "des"
_BIRTHDAY = {
    "en": r"\b(?:his|her|their)\s+(?P<n>\d{1,3})(?:st|nd|rd|th)\s+birthday\b",
    "fr": r"\b(?:son|sa|leur)\s+(?P<n>\d{1,3})\s*(?:e|ème|eme|ᵉ)\s+anniversaire\b"
    r"(?!\s+(?:de|d'|d’|du|des)\b)",
    "de": r"\b(?:seinen|ihren|seines|ihres|seinem|ihrem)\s+(?P<n>\d{1,3})\.\s+"
    r"Geburtstag(?:e?s)?\b",
    "es": r"\b(?:su|sus)\s+(?P<n>\d{1,3})\s*(?:º|°|\.º)?\s+(?:cumpleaños|aniversario)\b"
    r"(?!\s+de\b)",
}
_EN_TENS = re.compile(r"\b(?:his|her|their)\s+(?P<t>[a-z]+ieth)\s+birthday\b", re.I)
# Russian: a possessive or a verb of celebrating, then the "-летие" compound
_RU = re.compile(
    r"(?i)\b(?P<v>(?:сво[её]\w*|его|её|ее|(?:отметил|отпраздновал|праздновал|встретил)а?)\s+)"
    r"(?P<n>\d{1,3}-?|[а-яё]+)лети[еяюи]\w*"
)


def plain(text: str, lang: str) -> str:
    """The statement with its birthdays said as ages."""
    if lang == "en":
        text = _EN_TENS.sub(_en_tens, text)
    text = anniversaries.plain(text, lang)  # "its 50th anniversary": a thing's age
    if lang == "ru":
        return _RU.sub(_ru, text)
    rx = _BIRTHDAY.get(lang)
    if rx is None:
        return text
    return re.sub(rx, lambda m: AGE[lang].format(n=m["n"]), text)


def _en_tens(m: re.Match[str]) -> str:
    from text_to_num import text2num

    tens = m["t"][:-4] + "y"  # "sixtieth" → "sixty"
    try:
        n = text2num(tens, "en")
    except ValueError:
        return m.group(0)
    return AGE["en"].format(n=n)


def _ru(m: re.Match[str]) -> str:
    head = m["n"].rstrip("-")
    n = int(head) if head.isdigit() else _ru_compound(head.lower())
    return m.group(0) if n is None else m["v"] + AGE["ru"].format(n=n)


@functools.lru_cache(maxsize=1 << 10)
def _ru_compound(head: str) -> int | None:
    """The figure the first part of a Russian "-летие" compound says:
    "шестидесяти" 60, "семидесятипяти" 75 (split where both halves read)."""
    from number_parser import parse_number

    whole = parse_number(head, language="ru")
    if whole is not None:
        return int(whole)
    for k in range(3, len(head) - 2):
        tens, ones = parse_number(head[:k], language="ru"), parse_number(head[k:], language="ru")
        if tens is not None and ones is not None and tens % 10 == 0 and 0 < ones < 10:
            return int(tens + ones)
    return None
