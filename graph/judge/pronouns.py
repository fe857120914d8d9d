"""A statement whose clause opens with a pronoun and names no subject of its
own ("He died in Leeds in 1890", "Elle enseigna à Lyon", "1890 starb er in
Leeds", "Он умер в 1890 году") is about the one subject of the statement it
is compared with ("Tom Hale was born in 1850"): facts kept one after another
about one person or thing, since round 47. The pronoun is read as that
subject's name as the other statement writes it; "he"/"she" only for a
person, "it" only for a thing; the other pronouns (French, German,
Russian) for either.

Hand-written: the subject pronouns per language (no library lists them)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis

# subject pronouns: of a person, of a thing, of either
_PERSON = {"en": ("he", "she")}
_THING = {"en": ("it",)}
_EITHER = {
    "fr": ("il", "elle"),
    "de": ("er", "sie", "es"),
    "es": ("él", "ella"),
    "ru": ("он", "она", "оно"),
}
# how far into a statement its pronoun may stand ("In 1890 he …", "1890 starb er …")
_WITHIN = 4


def resolved(text: str, own: Analysis, other: Analysis) -> str | None:
    """The text with its opening pronoun read as the other statement's
    subject, or None when it names a subject of its own, opens with no
    pronoun, or the other names none."""
    if own.subject is not None or other.subject is None or not other.subject_name:
        return None
    lang = own.lang
    person = other.subject_kind == "character"
    said = _EITHER.get(lang, ()) + (_PERSON.get(lang, ()) if person else _THING.get(lang, ()))
    if not said:
        return None
    words = list(re.finditer(r"[^\W\d_]+", text))[:_WITHIN]
    at = next((k for k, m in enumerate(words) if m.group(0).lower() in said), None)
    if at is None or _expletive(words[at + 1 : at + 2], lang):
        return None
    m = words[at]
    return text[: m.start()] + other.subject_name + text[m.end() :]


def _expletive(after: list[re.Match[str]], lang: str) -> bool:
    """Is the pronoun a dummy subject: "il y avait", "es gab"?"""
    nxt = after[0].group(0).lower() if after else ""
    return (lang == "fr" and nxt == "y") or (lang == "de" and nxt in ("gab", "gibt", "geben"))
