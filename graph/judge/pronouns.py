"""A statement whose clause opens with a pronoun and names no subject of its
own ("He died in Leeds in 1890", "Elle enseigna à Lyon", "1890 starb er in
Leeds", "Он умер в 1890 году") is about the one subject of the statement it
is compared with ("Tom Hale was born in 1850"): facts kept one after another
about one person or thing, since round 47. The pronoun is read as that
subject's name as the other statement writes it; "he"/"she" only for a
person, "it" only for a thing; the other pronouns (French, German,
Russian) for either. In a manuscript, a statement written in an entity's
own note reads its pronoun as that note's subject instead. Spanish and
Russian leave a subject out: a statement that opens with its verb ("Murió
en Lyon en 1889", "Умер в Лионе") is read with the other's subject before
it.

Hand-written: the subject pronouns per language, the Spanish past endings
and the words a Spanish subject after its verb opens with (no library
lists them; pymorphy3 tells a Russian past verb and a nominative noun)."""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis
    from semnet.graph.manuscript.names import NameIndex

# subject pronouns: of a person, of a thing, of either
_PERSON = {"en": ("he", "she")}
_THING = {"en": ("it",)}
_EITHER = {
    "fr": ("il", "elle"),
    "de": ("er", "sie", "es"),
    "es": ("él", "ella"),
    "ru": ("он", "она", "оно"),
}
_WORD = re.compile(r"[^\W\d_]+")
# how far into a statement its pronoun may stand ("In 1890 he …", "1890 starb er …")
_WITHIN = 4


def homes(names: NameIndex) -> dict[str, tuple[str, str]]:
    """The title and kind of each entity note by its uri: a statement written
    in one reads its pronouns as that note's ("He died in 1890" in Tom Hale's
    note is Tom Hale's death, whatever it is compared with)."""
    return {e.uri: (e.title, e.kind) for e in names.entities.values() if e.uri and e.title}


def resolved(
    text: str, own: Analysis, other: Analysis, at_home: tuple[str, str] | None = None
) -> str | None:
    """The text with its opening pronoun read as the subject of the entity
    note it is written in, or else of the other statement; None when it
    names a subject of its own, opens with no pronoun, or neither gives one."""
    if own.subject is not None:
        return None
    if at_home is not None:
        name, kind = at_home
    elif other.subject is not None and other.subject_name:
        name, kind = other.subject_name, other.subject_kind or ""
    else:
        return None
    lang = own.lang
    person = kind == "character"
    said = _EITHER.get(lang, ()) + (_PERSON.get(lang, ()) if person else _THING.get(lang, ()))
    if not said:
        return None
    words = list(itertools.islice(_WORD.finditer(text), _WITHIN))
    at = next((k for k, m in enumerate(words) if m.group(0).lower() in said), None)
    if at is None and words and lang in ("es", "ru"):
        bare = all(c.slot == "frame" for c in own.claims)  # no claim of a subject of its own
        if bare and _dropped([m.group(0) for m in words], text, lang):
            return f"{name} {text[:1].lower()}{text[1:]}"  # "Murió en Lyon"
    if at is None or _expletive(words[at + 1 : at + 2], lang):
        return None
    m = words[at]
    return text[: m.start()] + name + text[m.end() :]


# a Spanish past or imperfect ending a clause may open with, its subject left out
_ES_PAST = re.compile(r"(?:ó|aba|ía|aron|ieron|aban|ían)$")


def _dropped(first: list[str], text: str, lang: str) -> bool:
    """Does a Spanish or Russian statement open with its verb, the subject
    left out ("Murió en Lyon en 1889", "Умер в Лионе в 1889 году"), not put
    after it ("Murió su hermano", "Умер его брат")?"""
    if lang == "ru":
        from semnet.graph.manuscript.names import morph_ru

        morph = morph_ru()
        verb = morph.parse(first[0])[0]
        if verb.tag.POS != "VERB" or "past" not in verb.tag:
            return False
        rest = re.findall(r"[^\W\d_]+", text)[1:]
        return not any({"NOUN", "nomn"} <= set(p.tag.grammemes) for w in rest
                       for p in morph.parse(w)[:1])  # fmt: skip
    after = first[1].lower() if len(first) > 1 else ""
    return lang == "es" and _ES_PAST.search(first[0]) is not None and after not in _ES_SUBJECT


# words that open a Spanish subject after its verb ("Murió su hermano")
_ES_SUBJECT = frozenset(
    ("el", "la", "los", "las", "su", "sus", "un", "una", "mi", "tu", "nuestro", "nuestra")
)


def _expletive(after: list[re.Match[str]], lang: str) -> bool:
    """Is the pronoun a dummy subject: "il y avait", "es gab"?"""
    nxt = after[0].group(0).lower() if after else ""
    return (lang == "fr" and nxt == "y") or (lang == "de" and nxt in ("gab", "gibt", "geben"))
