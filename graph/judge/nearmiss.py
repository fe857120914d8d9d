"""A near miss: an event said to have nearly happened did not ("nearly
drowned in 1946", "wäre beinahe ertrunken", "casi murió", "por poco se
ahoga"), so its clause is read as denied. The adverb counts only before a
verb: before a figure or a quantifier it is a hedge ("nearly 4,000",
"almost all the crew drowned"). French says it by a verb ("faillit
mourir"), one of `slots.IMPLICATIVE_NEGATIONS`; Russian by a denial ("чуть
не утонул"), which `cues.NEGATION` reads; `said` knows both for the readers
that look at no clause's polarity (`deathways.py`).

Hand-written per language (no library marks a near miss); since round 30."""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.text import Tok

# the adverbs of a near miss, per language (folded); Spanish "por poco" is two words
_NEARLY = {
    "en": words("nearly almost"),
    "de": words("beinahe fast"),
    "es": words("casi poco"),
}
_FR_NEARLY = words("faillit faillirent failli")
_RU_NEARLY = words("чуть едва")
# English past forms of dying and losing that do not end in "-ed"
_EN_PAST = words("died lost fell sank burnt broke froze")
# quantifiers after which the adverb hedges a number of people, not the event
_ALL = words("all every everyone entire whole alle jeder ganze gesamte todos todas toda todo")


def said(toks: list[Tok], lang: str) -> bool:
    """Does the clause say its event nearly happened (an adverb of a near
    miss right before a verb form, not before a figure or a quantifier)?"""
    fs = [t.f for t in toks if t.kind == "w"]
    if lang == "fr" and any(f in _FR_NEARLY for f in fs):
        return True  # "faillit mourir", "a failli se noyer"
    if lang == "ru":  # "чуть не утонул", "едва не погиб", "чуть было не"
        return any(a in _RU_NEARLY and b in ("не", "было") for a, b in pairwise(fs))
    marks = _NEARLY.get(lang)
    if not marks:
        return False
    for k, t in enumerate(toks[:-1]):
        if t.kind != "w" or t.f not in marks:
            continue
        if lang == "es" and t.f == "poco" and (k == 0 or toks[k - 1].f != "por"):
            continue  # "poco" alone is "little"
        nxt = toks[k + 1]
        if nxt.kind != "w" or nxt.cap or nxt.qty is not None or nxt.f in _ALL:
            continue
        if lang == "en" and not nxt.f.endswith("ed") and nxt.f not in _EN_PAST:
            continue  # a past form only: "almost blind" is no near miss
        return True
    return False
