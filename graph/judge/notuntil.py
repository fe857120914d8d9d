"""A denial up to a date is the thing happening at that date: "did not open
its doors until May 1927" opened then, "no entró en servicio hasta el otoño
de 1931" went into service then, "did not die until the summer of 1945"
died then.

English "until"/"till", Spanish "hasta" and French "ne … qu'en" ("n'ouvrit
ses portes qu'en mai 1927") only: German says "erst" with no denial, and
Russian "не … до" may as well mean "before". Hand-written: the words are
few and no library reads this turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.text import Tok

_UNTIL = {"en": words("until till"), "es": words("hasta"), "fr": frozenset(("qu", "que"))}


def happens_then(toks: list[Tok], lang: str) -> bool:
    """Is a clause's denial one up to a date ("not … until 1927", "never
    … until 1958")? Not a clause with two denials."""
    until = _UNTIL.get(lang)
    if until is None:
        return False
    neg = cues.NEGATION.get(lang, frozenset()) if lang != "fr" else frozenset(("ne", "n"))
    denials = [k for k, t in enumerate(toks) if t.kind == "w" and t.f in neg]
    if lang == "fr" and any(t.f in cues.FR_NE_DENIALS for t in toks):
        return False  # "ne … pas", "ne … jamais": a denial
    if len(denials) != 1:
        return False  # ("never … until 1958" is the same turn)
    for j, t in enumerate(toks):
        if t.kind != "t":
            continue
        # (since round 42 not the "until" of a verb joined after the denial: "never
        # married and lived alone until 1931")
        at = [k for k in range(max(denials[0] + 1, j - 4), j) if toks[k].f in until]
        if at and not any(u.f in cues.AND for u in toks[denials[0] : at[0]]):
            return True  # "until the autumn of 1883", "hasta el otoño de 1931"
    return False


def until_word(t: Tok, lang: str) -> bool:
    """Is this the "until" of such a denial (no restriction then)?"""
    return t.kind == "w" and t.f in _UNTIL.get(lang, frozenset())


def past_form(t: Tok, lang: str, table: frozenset[str]) -> bool:
    """After "did not", an English verb is in its plain form ("did not open
    until 1927"): is its regular past ("opened", "closed") in the table?"""
    return lang == "en" and t.kind == "w" and (t.f + "ed" in table or t.f + "d" in table)
