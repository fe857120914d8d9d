"""More restrictions that narrow a whole statement (since dev11-restate), read
beside `restrictions.py`: a span that ends at an event ("until the war",
"bis zum Krieg", "до войны"), a condition or a time given by a clause ("when
it rained", "wenn es regnete", "quand son père était malade"), and "only"
before what it limits ("only with her mother", "nur mit", "только по").

Hand-written (no library lists them): the words that open such a phrase per
language; in Russian "до" is a restriction only before the nouns of an event
that ends a period (a war, a revolution, a move), since "до" also means "up
to" a place or a figure."""

from __future__ import annotations

import functools
import re

from semnet.graph.judge.numwords import words_to_digits

# "until" before an event (not a date: dates are read as times; not a death:
# "until her death" says how long, not that it ended before)
_UNTIL = {
    "en": r"\b(?:until|till) (?!\d)(?!(?:his|her|their) death\b)(?!death\b)",
    "de": r"\bbis (?:zum|zur|zu) (?!(?:seinem|ihrem) tod)(?!tod)(?!\d)",
    "fr": r"\bjusqu'(?:à|au|aux) (?!sa mort\b)(?!la mort\b)(?!son décès\b)(?!\d)",
    "es": r"\bhasta (?:el|la|los|las|su) (?!muerte\b)(?!\d)",
    "ru": r"\bдо (?:войны|революции|переезда|отъезда|пожара|эвакуации|ареста|болезни"
    r"|наводнения|закрытия|продажи)\b",
}
# a clause of time or condition
_WHEN = {
    "en": r"\b(?:when|whenever|if) (?=\w)",
    "de": r"\b(?:wenn|falls|sobald|solange)\b",
    "fr": r"\b(?:quand|lorsqu(?:e\b|')|chaque fois qu)",
    "es": r"\b(?:cuando|siempre que)\b",
    "ru": r"\b(?:когда|если)\b",
}
# "only" before what it limits
_ONLY = {
    "en": r"\bonly (?:with|to|in|on|at|for|during|when|the)\b",
    "de": r"\bnur (?:mit|in|an|am|im|bei|für|während|wenn|die|der|den|das)\b",
    "fr": r"\b(?:seulement|uniquement) (?:avec|à|au|aux|en|le|la|les|pour|pendant|quand)\b"
    r"|\bne \w+(?: [\w'-]+){0,6} (?:que|qu') ?"
    r"(?:avec|le|la|les|l'|à|au|aux|en|pour|pendant|lorsqu)",
    "es": r"\bs[oó]lo (?:con|en|a|al|los|las|el|la|para|durante|cuando)\b",
    "ru": r"\bтолько (?:с|со|в|во|по|на|для|когда|летом|зимой)(?=\s)",
}


# a concession after the claim (since round 18): "…, but he spent 1898 in England",
# "…, aunque en un rincón aparte", "…, хотя …", "– allerdings nur …"
_BUT = {
    "en": r"[,;]\s*(?:but|though|although|however|except that|on the other hand|whereas)\b",
    "de": r"(?:[,;]|\s[–—])\s*(?:aber|allerdings|doch|jedoch|nur|dagegen|hingegen)\b",
    "fr": r"[,;]\s*(?:mais|bien qu|quoiqu|cependant|toutefois|sauf que|en revanche|par contre)",
    "es": r"[,;]\s*(?:pero|aunque|si bien|sin embargo|salvo que|en cambio)\b",
    "ru": r"[,;]\s*(?:но|хотя|однако|правда|разве что|зато)(?=\s)",
}


@functools.cache
def _pattern(lang: str) -> re.Pattern[str] | None:
    parts = [p[lang] for p in (_UNTIL, _ONLY, _BUT) if lang in p]
    return re.compile("|".join(parts), re.I) if parts else None


def narrowed(text: str, lang: str) -> bool:
    """Whether a statement is restricted by a span up to an event, by "only"
    before what it limits, or by a concession after it ("…, but …")."""
    rx = _pattern(lang)
    return rx is not None and rx.search(text) is not None


@functools.lru_cache(maxsize=1 << 14)
def conceded(text: str, lang: str) -> bool:
    """Whether a statement adds a concession after its claim ("…, but …")."""
    return concession_at(text, lang) is not None


@functools.lru_cache(maxsize=1 << 14)
def concession_at(text: str, lang: str) -> int | None:
    """Where the concession after a statement's claim begins, if it has one
    (asked of every pair judged: kept per text)."""
    rx = _BUT_RX.get(lang)
    m = rx.search(text) if rx is not None else None
    return m.start() if m is not None else None


_BUT_RX = {lang: re.compile(rx, re.I) for lang, rx in _BUT.items()}


def clause_narrowed(text: str, lang: str) -> bool:
    """Whether a statement is said only under a clause of time or condition
    ("when it rained"), not one that gives an age or a figure ("when she was
    twelve": a date of the claim, read by the slot rules)."""
    rx = _WHEN.get(lang)
    if rx is None:
        return False
    for m in re.finditer(rx, text, re.I):
        rest = text[m.end() :]
        cut = re.search(r"[,;:.]", rest)
        clause = rest[: cut.start()] if cut else rest
        if not re.search(r"\d", words_to_digits(clause, lang)):
            return True
    return False


__all__ = ["clause_narrowed", "conceded", "concession_at", "narrowed"]
