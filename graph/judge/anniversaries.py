"""A thing's anniversary is its age (since round 29): "In 1875 the Savings
Bank celebrated its 50th anniversary", "feierte 1875 ihr 50-jähriges
Bestehen", "fêta en 1875 son cinquantenaire", "celebró su centenario", are
read as "the age of 50" (so `ages.py` dates it like "was fifty years old in
1875"), and an age of a place or a glossary note at a date says the year it
was founded, compared with the founding another statement gives.

Runs after `birthdays.plain` (which reads a person's birthday, and Spanish
"su 50 aniversario" and Russian "-летие" of anyone, as ages already).
Hand-written: the anniversary nouns, per language; only "its" in English,
"Bestehen" (existence) in German, and French and Spanish nouns that name a
number of years ("cinquantenaire", "centenario") are read, as a person's
"25th anniversary" is more often a wedding's or a post's."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding

# the nouns that are a number of years in themselves
_YEARS_NOUNS = {
    "en": {"centenary": 100, "centennial": 100, "bicentenary": 200, "bicentennial": 200,
           "tercentenary": 300, "sesquicentennial": 150},
    "fr": {"cinquantenaire": 50, "centenaire": 100, "bicentenaire": 200, "tricentenaire": 300},
    "es": {"cincuentenario": 50, "centenario": 100, "bicentenario": 200, "tricentenario": 300},
    "ru": {"столетие": 100},
}  # fmt: skip
_OF = r"(?!\s+(?:of|de|d'|d’|du|des|del|der|des)\b)"  # "the centenary of X": X's, not the subject's


def _nouns(lang: str) -> str:
    """The nouns of a number of years in a language, as one alternation."""
    return "|".join(_YEARS_NOUNS[lang])


_PATTERNS = {
    "en": [r"\bits\s+(?P<n>\d{1,3})(?:st|nd|rd|th)\s+anniversary\b",
           rf"\bits\s+(?P<w>{_nouns('en')})\b"],
    "de": [r"\b(?:ihr|sein|ihres|seines)\s+(?P<n>\d{1,3})\s*-?\s*jähriges\s+Bestehen\b"],
    "fr": [rf"\b(?:son|sa)\s+(?P<w>{_nouns('fr')})\b" + _OF],
    "es": [rf"\bsu\s+(?P<w>{_nouns('es')})\b" + _OF],
    "ru": [r"(?i)\b(?:сво[её]\w*|(?:отметил|отпраздновал|праздновал)[аои]?)\s+"
           rf"(?P<w>{_nouns('ru')})\b"],
}  # fmt: skip
_RX = {lang: [re.compile(p) for p in pats] for lang, pats in _PATTERNS.items()}


def plain(text: str, lang: str) -> str:
    """The statement with a thing's anniversary said as its age."""
    for rx in _RX.get(lang, []):
        text = rx.sub(lambda m: _age(m, lang), text)
    return text


def _age(m: re.Match[str], lang: str) -> str:
    from semnet.graph.judge.birthdays import AGE  # the age as `ages.py` reads it

    n = int(m["n"]) if m.groupdict().get("n") else _YEARS_NOUNS[lang].get(m["w"].lower())
    return m.group(0) if n is None else AGE[lang].format(n=n)


def age_founding(age: Claim, founding: Claim) -> Finding | None:
    """A place's or a body's age at a date against the year it was founded:
    the years it allows (`ages.born_between`) hold it or not."""
    from semnet.graph.judge.ages import born_between
    from semnet.graph.judge.compare import Finding

    if age.subject_kind not in ("place", "glossary") or founding.time is None:
        return None
    if founding.time.precision not in ("year", "month", "day") or founding.time.bound:
        return None
    span = born_between(age)
    if span is None or age.qty is None or age.time is None:
        return None
    n = f"{age.qty.value:g}"
    said = f"{age.label}: {n} years old in {age.time.text} means founded in {span.text}"
    if span.overlaps(founding.time):
        return Finding(Stance.AGREES, f"{said}, as in {founding.time.text}", 0.6, "age-founding")
    return Finding(Stance.CONTRADICTS, f"{said}, not {founding.time.text}", 0.8, "age-founding")
