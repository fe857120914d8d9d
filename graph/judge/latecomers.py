"""Someone who came to a place at an age of one year or more was not born
there (since round 41): "Tom Pike came to Kerlaz only at the age of thirty",
"ne s'installa à Kerlaz qu'à trente ans", "kam erst mit dreißig Jahren nach
Kerlaz", "no llegó a Kerlaz hasta los treinta años", "приехал в Керлаз
только в тридцать лет" contradict "Tom Pike was born in Kerlaz". A coming
back ("returned", "kehrte zurück", "regresó", "вернулся") is no first
coming, and the arrival must name the birth's place and be said of the
birth's person.

Hand-written, per language (no library reads them): the verbs of coming
to a place, the words of a coming back and the phrases of an age ("at the
age of", "à … ans", "mit … Jahren", "a los … años", "в … лет"), over the
folded text with number words as digits (`numwords`)."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.numwords import words_to_digits
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis, Claim
    from semnet.graph.judge.compare import Finding

_N = r"(\d{1,2})"
_AGE = {
    "en": rf"\bat (?:the age of |age )?{_N}(?: years(?: old| of age)?)?(?=\s*[,.;]|\s*$)"
    rf"|\baged {_N}\b|\buntil (?:he|she) was {_N}\b|\bwhen (?:he|she) was (?:already )?{_N}\b",
    "fr": rf"\ba l'age de {_N} ans\b|\ba {_N} ans\b|\bage(?:e)? de {_N} ans\b",
    "de": rf"\bmit {_N} jahren\b|\bim alter von {_N} jahren\b|\b{_N}-?jahrig",
    "es": rf"\b(?:a|hasta) (?:la edad de |los )?{_N} anos\b|\bcon {_N} anos\b",
    "ru": rf"\bв (?:возрасте )?{_N} (?:лет|год|года)\b|\b{_N}-?летн",
}
_AGE_RX = {lang: re.compile(rx) for lang, rx in _AGE.items()}
_CAME = {
    "en": r"\b(?:came|come|arrived|settled|moved|set foot|first saw|reached)\b",
    "fr": r"\b(?:arriva|arrive|arrivee|vint|venu|venue|installa|installe|installee|etablit"
    r"|debarqua|vit(?= \w+ pour la premiere fois)|decouvrit)\b",
    "de": r"\b(?:kam|zog|liess sich|siedelte|ubersiedelte|betrat|erreichte"
    r"|sah(?= \w+ zum ersten))\b",
    "es": r"\b(?:llego|vino|se instalo|se establecio|se traslado|piso|desembarco)\b",
    "ru": r"(?:приехал|прибыл|переехал|поселил|перебрал|впервые увидел|оказался)",
}
_CAME_RX = {lang: re.compile(rx) for lang, rx in _CAME.items()}
_BACK = re.compile(
    r"\b(?:return\w*|came back|back to|again|retourn\w*|revint|revenu\w*|de nouveau"
    r"|zuruck\w*|wieder|regres\w*|volvio|de nuevo|вернул\w*|снова|опять)\b"
)


@functools.lru_cache(maxsize=4096)
def _text(clean: str, lang: str) -> str:
    """A statement folded, with its number words as digits (once per statement)."""
    return fold(words_to_digits(clean, lang))


def _came_at_age(clean: str, lang: str) -> bool:
    """Does a statement tell a coming somewhere at an age of a year or more?"""
    rx, came = _AGE_RX.get(lang), _CAME_RX.get(lang)
    if rx is None or came is None:
        return False
    text = _text(clean, lang)
    if came.search(text) is None or _BACK.search(text) is not None:
        return False
    m = rx.search(text)
    return m is not None and int(next(g for g in m.groups() if g)) >= 1


def _to_place(clean: str, lang: str, birth: Claim) -> bool:
    """Is the birth's place where the coming goes: named within sixty
    characters after the verb of coming ("came to Kerlaz", "zog mit zwölf
    Jahren nach Kerlaz")?"""
    assert birth.place is not None
    text = _text(clean, lang)
    keys = {fold(birth.place.label), *birth.place.names}
    verbs = [m.end() for m in _CAME_RX[lang].finditer(text)]
    return any(
        0 <= m.start() - v <= 60
        for k in keys
        if k
        for m in re.finditer(rf"(?<!\w){re.escape(k)}", text)
        for v in verbs
    )


def finding(a: Analysis, b: Analysis) -> Finding | None:
    """A birth at a place against a coming to that place at an age."""
    from semnet.graph.judge.compare import Finding

    for born, came in ((a, b), (b, a)):
        if came.subject is None or came.subject_kind != "character":
            continue
        births = [c for c in born.claims if c.slot == "birth" and c.place is not None
                  and not c.negated and c.subject == f"@{came.subject}"]  # fmt: skip
        if len(births) != 1 or any(c.slot == "birth" for c in came.claims):
            continue  # "born in Kerlaz, he moved to York at thirty": no coming to Kerlaz
        birth = births[0]
        if (
            birth.place
            and _came_at_age(came.clean, came.lang)
            and _to_place(came.clean, came.lang, birth)
        ):
            why = f"{birth.label} was born in {birth.place.label}, but came there later in life"
            return Finding(Stance.CONTRADICTS, why, 0.7, "came-later")
    return None
