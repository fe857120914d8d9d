"""Restrictions that narrow a whole statement (since dev8-degrees): a
statement restricted by time, place, condition, exception, group or part
("In summer the mill employed 40 men", "Unless the weather was bad, …",
"…, except the miller's family", "Most villagers were …", "closed to
carts") qualifies the same statement said without it.

Two steps. Before a statement is read, `lift` moves a fronted adverbial of
season, day, condition, "until her marriage" or frequency ("Every Sunday",
"Jeden Sonntag", "Tous les dimanches,", "Каждую зиму", "Todos los
domingos") to the end of its clause, so that the subject opens it again
(in German the inverted verb goes back behind the subject it found: "Im
Sommer beschäftigte die Mühle in Wendorf …" is read "Die Mühle in Wendorf
beschäftigte … im Sommer"), and reads "most X" as "the X" ("Большинство
жителей" as "Жители", pymorphy3). After two statements are compared,
`settle` turns an agreement into a qualification when only one of them is
restricted: that one qualifies the other.

Hand-written (no library lists them): the restriction phrases per language
(seasons, days and times of day after their preposition, weather and other conditions,
"until her marriage", a part of a life or a time ("in her youth", "at
first", "for a while"), exception words, the words of a majority, "closed
to" a kind of traffic) and the fronted frequency phrases."""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import narrowing
from semnet.graph.judge.base import Stance
from semnet.graph.manuscript.names import morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.compare import Finding

_SEASON = {
    "en": r"(?:in|during) (?:the )?(?:summer|winter|spring|autumn)s?(?: months)?",
    "de": r"(?:im|in den) (?:sommer|winter|frühling|frühjahr|herbst|sommermonaten|wintermonaten)",
    "fr": r"(?:l'|en )(?:été|hiver|automne)|au printemps",
    "ru": r"летом|зимой|весной|осенью|в летние месяцы|в зимние месяцы",
    "es": r"en (?:verano|invierno|primavera|otoño)|durante el (?:verano|invierno)",
}
_DAYS = {
    "en": r"on (?:sundays|saturdays|weekdays|holidays|market days"
    r"|sunday (?:afternoon|morning|evening)s)",
    "de": r"sonntags|samstags|werktags|an (?:sonn|feier|werk|markt)tagen",
    "fr": r"(?<!tous )(?<!sauf )le dimanche|(?<!tous )(?<!sauf )les jours de marché",
    "ru": r"по (?:воскресеньям|праздникам|субботам|будням|базарным дням)",
    "es": r"(?<!todos )(?<!menos )los domingos|los días de (?:fiesta|mercado)",
}
_HOURS = {
    "en": r"at night|by day|during the day|in the (?:mornings|evenings|afternoons)",
    "de": r"nachts|tagsüber|morgens|abends|vormittags|nachmittags",
    "fr": r"(?<!tous )(?<!chaque )(?:la nuit|le matin|le soir)",
    "ru": r"ночью|днём|по утрам|по вечерам|по ночам",
    "es": r"de noche|de día|por las (?:mañanas|tardes|noches)",
}
_UNTIL = {
    "en": r"(?:until|till) (?:his|her|their) (?:marriage|wedding)",
    "de": r"bis zu (?:seiner|ihrer) (?:heirat|hochzeit|verheiratung)",
    "fr": r"jusqu'à (?:son|leur) mariage",
    "ru": r"до (?:замужества|женитьбы|свадьбы)",
    "es": r"hasta (?:su|la) (?:boda|matrimonio|casamiento)",
}
_CONDITION = {
    "en": r"unless [^,.;]+|weather permitting|in (?:good|fine|bad|calm) weather",
    "de": r"bei (?:gutem|schönem|schlechtem|ruhigem|klarem) wetter|es sei denn[^,.;]*",
    "fr": r"par beau temps|par mauvais temps|sauf en cas d[e'][^,.;]+|à moins qu[^,.;]+",
    "ru": r"в (?:хорошую|ясную|тихую|плохую|сухую) погоду|если не [^,.;]+",
    "es": r"si el tiempo [^,.;]+|con buen tiempo|con mal tiempo|a menos que [^,.;]+",
}
# a part of a life or of a time ("in her youth", "at first", "for a while")
_SPELL = {
    "en": r"in (?:his|her|their) (?:youth|old age|later years|last years)|as a (?:child|boy|girl)"
    r"|at first|initially|briefly|for a (?:time|while)|in later life",
    "de": r"in (?:seiner|ihrer) jugend|als kind|im alter(?! von)|in späteren jahren|anfangs"
    r"|zunächst|eine zeit ?lang|kurzzeitig|vorübergehend",
    "fr": r"dans sa (?:jeunesse|vieillesse)|sur le tard|au début|d'abord|brièvement"
    r"|(?:pendant )?un temps|quelque temps",
    "ru": r"в (?:молодости|юности|детстве|старости)|в последние годы|сначала|поначалу|недолго"
    r"|некоторое время|какое-то время",
    "es": r"en su (?:juventud|vejez)|de (?:niño|niña|joven)|al principio|brevemente"
    r"|(?:durante|por) un tiempo|durante algún tiempo",
}
# restrictions read anywhere in a statement (not moved)
_ANYWHERE = {
    "en": r"\b(?:except|excepting|apart from|save for)\b|^most\b|\bmost of the\b"
    r"|\bthe majority of\b|\b(?:closed|shut|barred) to (?!all\b|every\b)[a-z]+",
    "de": r"\b(?:außer|ausgenommen|mit ausnahme)\b|\bdie meisten\b|\bdie mehrheit\b"
    r"|\bder größte teil\b"
    r"|\bfür (?!alle\b|jeden\b)[a-zäöüß]+ (?:\w+ )?(?:gesperrt|geschlossen)\b",
    "fr": r"\b(?:sauf|excepté|hormis|à l'exception)\b|\bla plupart\b|\bla majorité\b"
    r"|\b(?:fermée?s?|interdite?s?) (?:aux|à la|au) (?!public\b)[a-zéèêàç]+",
    "ru": r"\b(?:кроме|за исключением)\b|\bбольшинство\b|\bбольшая часть\b"
    r"|\b(?:закрыт|перекрыт)\w* для\b",
    "es": r"\b(?:salvo|excepto|a excepción)\b|\bmenos (?:los|las|el|la|en)\b|\bla mayoría\b"
    r"|\bla mayor parte\b|\b(?:cerrad|cortad)[oa]s? (?:a|para) (?:los|las) \w+",
}
# fronted frequency phrases: moved, never a restriction
_EVERY = {
    "en": r"(?:every|each) (?:sunday|day|morning|evening|night|week|summer|winter|spring"
    r"|autumn|year)",
    "de": r"(?:jeden|jede|jedes) (?:sonntag|tag|morgen|abend|woche|sommer|winter|frühjahr"
    r"|herbst|jahr)",
    "fr": r"tous les (?:dimanches|jours|matins|soirs|étés|hivers|ans)"
    r"|chaque (?:dimanche|jour|été|hiver|année)",
    "ru": r"кажд(?:ое|ую|ый|ую) (?:воскресенье|день|утро|вечер|неделю|лето|зиму|весну|осень|год)",
    "es": r"(?:todos los|todas las) (?:domingos|días|mañanas|tardes|noches|veranos|inviernos|años)"
    r"|cada (?:domingo|día|verano|invierno|año)",
}
# "most X": the X ("the villagers" read from "most villagers")
_MOST = {
    "en": (r"^most (?:of the )?(?=[a-z])", "The "),
    "de": (r"^die meisten (?=[A-ZÄÖÜ])", "Die "),
    "fr": (r"^la plupart des (?=\w)", "Les "),
    "es": (r"^la (?:mayoría|mayor parte) de (los|las) (?=\w)", None),
    "ru": (r"^(?:большинство|большая часть) (\w+)", None),
}
_ARTICLES_DE = frozenset(("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen",
                          "einem", "einer"))  # fmt: skip
_GENITIVE_DE = frozenset(("der", "des", "eines", "einer"))
_PREP_DE = frozenset(("in", "von", "bei", "zu", "aus", "am", "im", "an", "auf"))


# (and the age one left school at: "until she was twelve" is its end, no restriction)
_EVENTS = frozenset({"birth", "death", "marriage", "schooling"})
# a German year in front of the verb ("1885 beschäftigte", "Im Jahr 1885 war")
_YEAR_DE = re.compile(
    r"^(?:(?:noch|schon|bereits|erst) )?(?:im jahre? |um |gegen )?\d{4}"
    r"(?:\s+|,\s+(?!(?:von|vom|aus|auf|in|im|an|am|bei|mit|nach|vor|zu|zur|zum|unter|über)\s))"
    r"(?=[a-zäöüß])",
    re.I,
)  # "Noch 1910 mahlte die Mühle …" too; not "1917, von der Kanzel herab, nannte …"


# what makes a season or a time of day a date ("summer of 1890", "le soir du 3 mai")
_DATED = r",? ?(?:of |de |du |del |des |d'|\d)"


@functools.cache
def _front(lang: str) -> re.Pattern[str] | None:
    parts = [p[lang] for p in (_SEASON, _DAYS, _HOURS, _UNTIL, _CONDITION, _SPELL, _EVERY)
             if lang in p]  # fmt: skip
    if not parts:
        return None
    # a season or day followed by a year is a date ("In summer 1890"), not moved
    return re.compile(rf"^(?:{'|'.join(parts)})(?![\w-])(?!{_DATED})(?:\s*,)?\s+", re.I)


@functools.cache
def _narrowing(lang: str) -> re.Pattern[str] | None:
    parts = [p[lang] for p in (_SEASON, _DAYS, _HOURS, _UNTIL, _CONDITION, _SPELL) if lang in p]
    if not parts:
        return None
    moved = rf"(?<![\w-])(?:{'|'.join(parts)})(?![\w-])(?!{_DATED})"
    return re.compile(rf"{moved}|{_ANYWHERE[lang]}", re.I)


def narrowed(text: str, lang: str) -> bool:
    """Whether a statement says something only of a time, place, condition,
    group or part, or with an exception."""
    rx = _narrowing(lang)
    return (rx is not None and rx.search(text) is not None) or narrowing.narrowed(text, lang)


def lift(text: str, lang: str) -> str:
    """The statement with a fronted adverbial moved to the end of its clause
    and "most X" read as "the X"."""
    text = _most(text, lang)
    rx = _front(lang)
    m = rx.match(text) if rx is not None else None
    year = m is None and lang == "de" and _YEAR_DE.match(text)
    if year:  # "1885 beschäftigte die Mühle …": the article's noun is the subject
        m = year
    if m is None:
        return text
    phrase, rest = m.group(0).strip().rstrip(",").strip(), text[m.end() :]
    if not rest:
        return text
    if lang == "de":
        turned = _uninvert(rest, names=not year)
        if turned == rest and rest[:1].islower():
            return text  # the verb first, its subject not found: left as written
        rest = turned
    cut = re.search(r"[,;:]|\.\s*$", rest)
    at = cut.start() if cut is not None else len(rest)
    head = rest[:at].rstrip()
    out = f"{head} {phrase[0].lower()}{phrase[1:]}{rest[at:]}"
    return out[0].upper() + out[1:]


def _most(text: str, lang: str) -> str:
    rx, article = _MOST.get(lang, ("$^", None))
    m = re.match(rx, text, re.I)
    if m is None:
        return text
    rest = text[m.end() :]
    if lang == "es":
        art = m.group(1)
        return f"{art[0].upper()}{art[1:]} {rest}"
    if lang == "ru":
        word = _nominative(m.group(1))
        if word is None:
            return text
        rest = text[m.end() :]
        return f"{word[0].upper()}{word[1:]}{rest}"
    return f"{article}{rest}"


def _nominative(word: str) -> str | None:
    """A Russian genitive plural as the nominative plural ("жителей" →
    "жители")."""
    for p in morph_ru().parse(word):
        if "gent" in p.tag and "plur" in p.tag and "NOUN" in p.tag:
            got = p.inflect({"nomn", "plur"})
            if got is not None:
                return str(got.word)
    return None


def _uninvert(rest: str, names: bool = True) -> str:
    """German after a fronted adverbial: "beschäftigte die Mühle in Wendorf
    zwölf Knechte" → "die Mühle in Wendorf beschäftigte zwölf Knechte" (the
    verb, then an article and its noun, or a name of capitalised words)."""
    words = rest.split(" ")
    if len(words) < 3 or not words[0][:1].islower():
        return rest
    k = 1
    if words[k].lower() in _ARTICLES_DE:
        k += 1
        while k < len(words) and words[k][:1].islower():
            k += 1  # adjectives
        if k >= len(words) or not words[k][:1].isupper():
            return rest
        k += 1
        if k + 1 < len(words) and words[k] in _PREP_DE and words[k + 1][:1].isupper():
            k += 2
        if k < len(words) and (words[k][:1].isupper() or words[k] in _GENITIVE_DE):
            return rest  # "die Familie Kellermann", "das Porträt der Gräfin": unclear where it ends
    elif not names:
        return rest
    else:
        start = k
        while k < len(words) and k - start < 3 and words[k][:1].isupper():
            k += 1
        if k == start:
            return rest
    np = " ".join(words[1:k])
    if re.search(r"[,.;:]", np[:-1]):
        return rest
    tail = np[-1] if np[-1] in ",.;:" else ""
    np = np.rstrip(",.;:")
    return " ".join([np, words[0] + tail, *words[k:]]).rstrip()


def settle(
    f: Finding | None, a_narrow: bool, b_narrow: bool, conceded: bool = False
) -> Finding | None:
    """An agreement of two statements of which only one is restricted: that
    one qualifies the other (an event only when the restriction is a
    concession after it: "founded in 1884, but for five years …")."""
    if f is None or f.stance is not Stance.AGREES or a_narrow == b_narrow:
        return f
    if (f.rule in _EVENTS or f.rule.startswith("ev:")) and not conceded:
        return f  # an event: more detail ("died at home") is no restriction
    why = f"{f.reason}; restricted on one side"
    return replace(f, stance=Stance.QUALIFIES, reason=why, qualifier="a" if a_narrow else "b")
