"""Counts written inside a noun phrase, and the workforce.

- "Trewint was a village of 400 souls", "employed a workforce of 900",
  "Hollerbeck war ein Dorf von 400 Seelen", "un village de 400 âmes": the
  figure after "a <noun> of" counts what the subject has;
- "employed 1,200 men" / "employed 1,400 people" / "beschäftigte 300
  Arbeiter": under an employing verb, people, men, hands and workers are one
  concept, the workforce;
- "exactly", "genau", "exactement", "exactamente", "ровно" before a figure
  leave it a count ("beschäftigte genau 300 Arbeiter");
- a hedge or a bound between "of" and the figure, and "with" for "of" ("a
  town of nearly 10,000 people", "une ville de près de 10 000 âmes", "eine
  Stadt mit fast 10.000 Einwohnern"), and the copula before its subject
  ("1900 war Kerlaz eine Stadt von …");
- the ships a fleet numbers are its owner's ("the fleet of Hale & Sons
  numbered sixty vessels": Hale & Sons had sixty ships);
- since round 42 a figure at a body's or a place's height is its greatest
  ever ("At its height the mill employed 300 workers", "auf ihrem Höhepunkt",
  "à son apogée", "en su apogeo"; the Russian phrases too, when the clause's
  subject is read past them): a bound at most, at no one date, that a
  greater figure at any date contradicts.

The nouns of a workforce, the employing verbs and the phrases of a height are
listed here (no library groups them).
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import attendance, capacity, cues, slots
from semnet.graph.judge.cues import words
from semnet.graph.judge.values import Quantity, unit_of
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.text import Tok

EXACT = words("exactly precisely genau exakt exactement précisément exactamente ровно")
# verbs of employing, whose counted people are the workforce
EMPLOY = words(
    "employ employed employs employing beschäftigen beschäftigte beschäftigt employer employait "
    "employa emplear empleaba empleó nanimat нанимал нанимала"
    # since round 28: "l'imprimerie occupait 85 ouvriers", "la imprenta ocupaba a 85 obreros"
    " occupait occupa ocupaba ocupó"
)
# nouns for a workforce, and the counted nouns that mean one under "employ"
_STAFF_NOUNS = words(
    "workforce staff crew personnel belegschaft mannschaft effectif effectifs équipage plantilla "
    "tripulación персонал экипаж"
)
_STAFF_UNITS = frozenset({"people", "soldier", "worker", "man", "woman", "person"})
# the works whose men are its workforce without a verb of working ("la verrerie n'était
# qu'un atelier d'une vingtaine d'hommes"), as `nouns.py` concepts
_WORKS = frozenset({"factory", "workshop", "mine", "mill", "glassworks", "shipyard", "smelter",
                    "brewery", "forge", "quarry"})  # fmt: skip
_AT_WORKS = frozenset({"man", "woman", "people", "person"})
_ARTICLES = words("a an un une ein eine einer einen einem un una")
# the word for a company's or a navy's ships together
_FLEET = words("fleet flotte flottille flota flotilla флот флотилия fischereiflotte handelsflotte")
# "a village of 400 souls", and "a town with 10,000 inhabitants" ("eine Stadt mit …")
_WITH = words("with mit avec con")
# since round 37: adjectives before the noun ("a small village of"), the hedges
# between the copula and its article ("n'était qu'un", "no era más que una",
# "war damals nur ein"), and the Russian copula and prepositions ("был деревней в")
_ADJECTIVES = 2
_BARELY = cues.ONLY_WORDS | words(
    "qu que plus encore alors déjà then still already merely más sino aún todavía entonces ya "
    "apenas noch damals schon erst"
)
_BE_RU = words("был была было были являлся являлась являлось являлись")
_OF_RU = words("в с из")
_OF_WITH = cues.OF | _WITH


def _employs(x: _Extractor) -> bool:
    """Does the clause employ people, or say they worked ("90 men worked at the mine")?"""
    work = slots.PREDICATES["employer"].get(x.lang, frozenset())
    return any(t.is_(EMPLOY) or t.is_(work) for t in x.toks)


def adjust(x: _Extractor, claims: list[Claim]) -> list[Claim]:
    """The claims of a segment with the counts inside noun phrases added and
    the workforce made one concept."""
    have = {c.qty.text for c in claims if c.slot == "count" and c.qty is not None}
    out = list(claims)
    for j, t in enumerate(x.toks):
        q = t.qty
        if q is None or q.dim is not None or q.text in have or x.negated:
            continue
        j -= _mark_before(x, j)  # "a town of nearly 10,000", "une ville de près de 10 000"
        if j < 3 or x.toks[j - 1].f not in (_OF_RU if x.lang == "ru" else _OF_WITH):
            continue
        noun = x.toks[j - 2]
        if noun.kind != "w" or noun.is_(cues.all_stopwords()):
            continue
        k = _article(x, j - 3)
        unit = q.unit or ("worker" if noun.is_(_STAFF_NOUNS) else "")
        if noun.is_(_STAFF_NOUNS) and unit == "people":
            unit = "worker"  # "un personnel de 30 personnes" (a crew of 12 men stays men)
        if not unit or k is None or not (x.lang == "ru" or _owned(x, k)):
            continue
        when = next(iter(x.context_times()), None)
        out.append(x.claim("count", qty=replace(q, unit=unit), status=unit, time=when))
    if _employs(x):
        out = [_as_workforce(c) for c in out]
    elif _works(x):  # since round 48 also people ("the works had 75 people", "75 Leute")
        out = [_as_workforce(c) if c.status in _AT_WORKS else c for c in out]
    out = _parts(x, _at_height(x, out))
    return attendance.adjust(x, capacity.adjust(x, out))  # a hall's seats, an event's visitors


# a body's or a place's height, its own ("at its height", not "at the height of the strike")
_HEIGHT = {
    "en": r"\b(?:at (?:its|their) (?:height|peak|zenith|heyday)|in (?:its|their) heyday|"
    r"at the (?:height|peak) of (?:its|their) (?:prosperity|fortunes|success|activity|trade))\b",
    "de": r"\b(?:(?:auf|in) (?:ihrem|seinem) (?:hohepunkt|zenit)|in (?:ihrer|seiner) blutezeit|"
    r"zu (?:ihren|seinen) (?:besten|glanz)zeiten)\b",
    "fr": r"\b(?:a (?:son|leur) apogee|au plus fort de (?:son|sa|leur) (?:activite|prosperite))\b",
    "es": r"\b(?:en su (?:apogeo|auge|mejor momento|maximo esplendor)|"
    r"en (?:el|su) momento de (?:mayor|maximo) (?:esplendor|auge|actividad))\b",
    "ru": r"(?:в (?:пору|период|годы) (?:своего )?расцвета|на пике|в лучшие (?:свои )?годы)",
}


def _at_height(x: _Extractor, claims: list[Claim]) -> list[Claim]:
    """An exact count at the subject's height: the most it ever had (no date)."""
    said = " ".join(t.text for g in x.segs if g.index <= x.seg.index for t in g.toks)
    if x.negated or not re.search(_HEIGHT.get(x.lang, r"$^"), fold(said)):
        return claims  # (a fronted phrase is a segment of its own: "À son apogée, …")
    return [replace(c, qty=c.qty.with_approx("max"), time=None)
            if c.slot == "count" and c.qty is not None and c.qty.approx is None else c
            for c in claims]  # fmt: skip


# the parts of a work, one concept in every language: the volumes it appeared
# in ("in two volumes", "in drei Bänden", "en deux tomes", "в двух томах")
# and the acts of a play ("in three acts", "hat drei Aufzüge", "en un seul
# acte", "consta de dos actos", "в трёх действиях")
_PARTS = {
    **{w: "volume" for w in words("volume volumes band bande banden tome tomes tomo tomos "
                                  "volumen volumenes том тома томах томе")},
    **{w: "act" for w in words("act acts acte actes akt akte akten aufzug aufzuge aufzugen "
                               "acto actos действие действия действиях акт акта актах")},
}  # fmt: skip
_IN = words("in en dans в во")


def _part(q: Quantity, after: list[str]) -> str | None:
    """The part of a work a figure counts, by its unit or the word after it."""
    for w in (q.unit.rsplit(":", 1)[-1], q.text.split()[-1], *after[:1]):
        if fold(w) in _PARTS:
            return _PARTS[fold(w)]
    return None


def _parts(x: _Extractor, out: list[Claim]) -> list[Claim]:
    """Counts of a work's parts as one concept, and those said with "in"."""
    have = set()
    for n, c in enumerate(out):
        part = _part(c.qty, []) if c.slot == "count" and c.qty is not None else None
        if part is not None and c.qty is not None:
            out[n] = replace(c, status=f"*:{part}", qty=replace(c.qty, unit=f"*:{part}"))
            have.add(c.qty.text)
    for j, t in enumerate(x.toks):
        q = t.qty
        if q is None or q.dim is not None or q.text in have or j == 0 or x.toks[j - 1].f not in _IN:
            continue
        part = _part(q, [u.f for u in x.toks[j + 1 : j + 3] if u.kind == "w"])
        if part is not None:
            when = next(iter(x.context_times()), None)
            qty = replace(q, unit=f"*:{part}")
            out.append(x.claim("count", qty=qty, status=f"*:{part}", time=when))
    return out


# "there were", "il y avait", "es gab", "había", "было" before a figure: it counts the place
_EXIST = {
    "en": ("there was", "there were", "there are", "there is"),
    "fr": ("il y avait", "il y a", "il y eut"),
    "de": ("gab es", "gibt es", "es gab", "es gibt"),
    "es": ("habia", "hay", "hubo"),
    "ru": ("было", "есть", "имелось"),
}


def with_figure(x: _Extractor, j: int) -> bool:
    """ "The hospital opened in 1891 with a hundred beds", "se inauguró con
    cien camas", "wurde mit 120 Betten eröffnet": what a thing or a place
    (no person) has when its clause happens (since round 23)."""
    if x.subject.kind in ("character", None) or x.negated or j < 1:
        return False
    k = j - 1
    if x.toks[k].kind == "w" and x.toks[k].f in ("a", "an", "un", "une", "una", "rund", "about"):
        k -= 1
    return k >= 0 and x.toks[k].kind == "w" and x.toks[k].f in _WITH and k > x.subject.end


def existential(x: _Extractor, j: int) -> bool:
    """ "In 1850 there were 300 people in Trewint": a figure a place has, said
    with the verb of existing before it (the place named in the clause)."""
    if x.subject.kind != "place" or x.negated:
        return False
    before = " ".join(t.f for t in x.toks[:j] if t.kind == "w")
    return any(f" {p} " in f" {before} " for p in _EXIST.get(x.lang, ()))


def fleet_owner(c: Claim) -> Claim:
    """The ships a fleet numbers are its owner's: "the fleet of Hale & Sons
    numbered sixty vessels" counts the ships Hale & Sons had."""
    if c.slot != "count" or c.status != "*:ship":
        return c
    if c.subject.startswith("np:"):  # "the Porthleven fleet numbered 40 boats"
        parts = c.subject.split(":", 2)[2].split("|")
        owners = [p for p in parts if p.startswith("@")]
        rest = [p for p in parts if not p.startswith("@")]
        said = {fold(w) for w in re.findall(r"\w+", c.clause)}  # "рыболовный флот Кеми"
        fleet = len(owners) == 1 and any(p in _FLEET for p in [*rest, *said])
        return replace(c, subject=owners[0]) if fleet and len(rest) <= 2 else c
    if not c.subject.startswith("rel:"):
        return c
    noun, _, owner = c.subject[4:].partition("@")
    return replace(c, subject="@" + owner) if owner and noun in _FLEET else c


@functools.cache
def _marks(lang: str) -> tuple[str, ...]:
    """The marks of approximation and bounds of a language, longest first."""
    tables = (cues.APPROX, cues.MIN_MARKS, cues.MAX_MARKS)
    return tuple(sorted({m for t in tables for m in t.get(lang, ())}, key=len, reverse=True))


def _mark_before(x: _Extractor, j: int) -> int:
    """How many words before the figure at j are a mark of approximation or a
    bound ("nearly", "près de", "más de"), when "of" comes before them."""
    for mark in _marks(x.lang):
        n = len(mark.split())
        before = [t.f for t in x.toks[max(j - n, 0) : j]]
        if n < j and " ".join(before) == mark and x.toks[j - n - 1].f in _OF_WITH:
            return n
    return 0


def _article(x: _Extractor, k: int) -> int | None:
    """Where the article of the noun before "of" stands, up to two adjectives
    before that noun ("a small village of", "un petit hameau de", "ein
    kleines Dorf mit"); in Russian, which has none, the noun's own place
    after a past copula ("был деревней в 300 жителей", since round 37)."""
    if x.lang == "ru":
        return k if k >= 0 and x.toks[k].f in _BE_RU else None
    for n in range(_ADJECTIVES + 1):
        i = k - n
        if i < 0:
            return None
        if x.toks[i].is_(_ARTICLES):
            return i
        t = x.toks[i]
        if t.kind != "w" or t.is_(cues.all_stopwords()) or t.text[:1].isupper():
            return None
    return None


def _owned(x: _Extractor, k: int) -> bool:
    """Is the article at k the object of the subject's copula, or of a verb
    of having or employing ("was a village of", "employed a workforce of")?"""
    governors = slots.PREDICATES["have"].get(x.lang, frozenset()) | EMPLOY
    be = {"was", "is", "were", "war", "ist", "était", "etait", "est", "fut", "era", "es", "fue"}
    toks = x.toks[:k]
    prev = [  # dates skipped, and their marks ("war um 1850 ein Dorf", "was in 1850 a village")
        (i, u)
        for i, u in enumerate(toks)
        if u.kind == "w" and not (i + 1 < k and toks[i + 1].kind == "t" and _date_mark(u, x.lang))
    ]
    hedged = False
    while prev and prev[-1][1].is_(_BARELY):  # "n'était qu'un hameau", "was only a village"
        hedged = prev.pop()[1].f in ("qu", "que", "sino") or hedged
    if not prev:
        return False
    i, last = prev[-1]
    if hedged and len(prev) > 1 and prev[-2][1].f in ("n", "ne", "no"):
        i = prev[-2][0]  # the copula's "ne" of "ne … que" ("n'était qu'un", "no era más que")
    if last.is_(governors):
        return True
    if x.subj_span and x.subj_span.stop == k and x.subj_span.start > 0:
        # the copula before its subject: "1900 war Kerlaz eine Stadt von …"
        return x.toks[x.subj_span.start - 1].f in be
    if last.f not in be:
        return False
    if not x.subj_span:  # the subject set off before ("Kerlaz, en 1900, n'était qu'un …")
        return bool(x.subject.key) and all(u.f in ("n", "ne", "no") for _, u in prev[:-1])
    between = x.toks[x.subj_span.stop : i]  # "Kerlaz, en 1900, n'était …": a date set off
    return all(u.kind in ("t", "p") or _date_mark(u, x.lang) for u in between)


def _date_mark(t: Tok, lang: str) -> bool:
    """Is a word before a date its mark ("in", "um", "vers", "hacia")?"""
    marks = (*cues.DATE_APPROX.get(lang, ()), *cues.DATE_BEFORE.get(lang, ()))
    return t.is_(cues.PREPOSITIONS.get(lang, frozenset())) or any(
        t.f == m.split()[-1] for m in marks
    )


def _works(x: _Extractor) -> bool:
    """Is the subject a note of a works (a factory, a mine, a mill …) by one
    of its names' nouns, or a phrase naming one?"""
    from semnet.graph.judge.nouns import compound_kind, concept_of

    key = x.subject.key
    if key.startswith("@"):
        words = [w for f in x.names.forms(key[1:]) for w in re.findall(r"\w+", f)]
    else:
        words = key.split(":", 2)[-1].split("|")
    for w in words:
        f = fold(w)
        kinds = {concept_of(f, lang) for lang in cues.LANGS} | {compound_kind(f)}
        if kinds & _WORKS:
            return True
    return False


def _as_workforce(c: Claim) -> Claim:
    if (
        c.slot != "count"
        or c.qty is None
        or (c.status or "").rpartition(":")[2] not in _STAFF_UNITS
    ):
        return c  # (since round 45 also "Personen": "de:person")
    return replace(c, status="worker", qty=replace(c.qty, unit="worker"))


def noun_after(
    text: str, end: int, word: str, unit: tuple[str, str | None] | None, lang: str
) -> tuple[tuple[str, str | None], int] | None:
    """The counted noun after a word between it and the figure: a noun a
    unit or a concept is known for ("five young children", "cinq jeunes
    enfants", "fünf kleine Kinder"), or in English any noun after a word in
    -ing or -ed ("40 fishing boats", "twelve skilled men")."""
    m = re.match(r"\s+(?P<w>[^\W\d]+)", text[end:])
    if m is None or (m.group("w")[:1].isupper() and lang != "de"):  # a name, not a noun
        return None
    got = unit_of(m.group("w"), lang)
    if got is None:
        return None
    if ":" not in got[0] or (unit and lang == "en" and fold(word).endswith(("ing", "ed"))):
        return got, end + m.end()
    if unit and _adjective(word, m.group("w"), lang):  # "сорока рыболовных судов"
        return got, end + m.end()
    return None


def _adjective(word: str, noun: str, lang: str) -> bool:
    """Is `word` an adjective before the counted `noun`: a Russian adjective
    ("рыболовных судов"), a German one in lower case ("vierzig kleine
    Kutter")?"""
    if lang == "de":
        return word[:1].islower() and noun[:1].isupper()
    if lang != "ru":
        return False
    from semnet.graph.manuscript.names import morph_ru

    tag = morph_ru().parse(word)[0].tag
    return bool(tag.POS == "ADJF" and morph_ru().parse(noun)[0].tag.POS == "NOUN")


def at_place(x: _Extractor, k: int) -> bool:
    """Is token k, between a counting verb and its figure, a word of where
    the figure was counted (since round 45): a place note named after any
    preposition ("ergab für Hollstadt 6012 Einwohner", "насчитала на Белом
    острове 2600 жителей"), a town's noun after one ("counted 4,000 people
    in the town", "насчитала в городе 38 000 жителей"), a capitalised word
    after a preposition of place ("zählte in Porthleven 3.100 Einwohner")?"""
    from semnet.graph.judge.townnouns import town_noun

    preps = cues.PREPOSITIONS.get(x.lang, frozenset())
    m = next((m for m in x.mentions if m.start <= k < m.end), None)
    if m is not None and m.entity is not None and x.names.kind(m.entity) == "place":
        return m.start > 0 and x.toks[m.start - 1].is_(preps)
    start = k
    while (
        start > 0
        and x.toks[start - 1].f in cues.all_stopwords()
        and not x.toks[start - 1].is_(preps)
    ):
        start -= 1  # "in the town", "für die Stadt"
    prep = start > 0 and (x.toks[start - 1].is_(preps) or x.toks[start - 1].f in slots.PLACE_PREPS)
    if prep and town_noun(x.toks[k], x.lang):
        return True
    return x.toks[k].cap and k > 0 and x.toks[k - 1].f in slots.PLACE_PREPS
