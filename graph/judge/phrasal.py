"""Phrasal and separable verbs read as the one verb they mean: "moved away
from" is "left", "went down" is "sank", "grew up in" is a childhood, German
"zog … weg" is "wegziehen" (left), "wuchs … auf" is "aufwachsen", "ging …
unter" is "untergehen"; French "fit naufrage" is "sombra", "partit de" is
"quitta" (not in "à partir de 1890": from 1890, since round 26); "eut
lieu", "tuvo lugar" (took place) are "survint", "ocurrió"; "spent her
childhood in", "verbrachte seine Kindheit in" are "grew up in";
"born and raised in Kiev", "né et élevé à Kiev" is "born in Kiev".

The verb is found by its lemma (simplemma), the particle next to it (English,
French) or at the end of its clause (German separable verbs). No library
joins particle verbs, so the pairs are listed here, per language; the verb
token then reads as the word it means (so that the slot and event lists need
only that word), and the particle is dropped.
"""

from __future__ import annotations

from semnet.graph.judge.milestones import PARTICLE_VERBS
from semnet.graph.judge.text import Tok
from semnet.graph.manuscript.names import fold, lemmas

# (verb lemma, particle) -> the word it means, per language. German keys are
# the particle and the verb's lemma joined ("weg" + "ziehen").
_PAIRS: dict[str, dict[tuple[str, str], str]] = {
    "en": {
        ("move", "away"): "left",
        ("go", "away"): "left",
        ("go", "down"): "sank",
        ("grow", "up"): "grewup",
        ("burn", "down"): "burntdown",
        ("set", "up"): "founded",
        ("put", "up"): "erected",  # since round 23: "was not put up until 1879"
    },
    "fr": {
        ("faire", "naufrage"): "sombra",
        ("partir", "de"): "quitta",
        ("partir", "d"): "quitta",
        ("avoir", "lieu"): "survint",  # "la naissance eut lieu en 1852": no "have"
    },
    "es": {
        ("tener", "lugar"): "ocurrió",  # "el nacimiento tuvo lugar en 1860"
    },
    "de": {
        ("weg", "ziehen"): "verließ",
        ("fort", "ziehen"): "verließ",
        ("auf", "wachsen"): "aufwachsen",
        ("unter", "gehen"): "untergehen",
        ("ab", "brennen"): "abbrennen",
        ("nieder", "brennen"): "abbrennen",
    },
}
for _lang, _more in PARTICLE_VERBS.items():  # the ends and journeys of `milestones.py`
    _PAIRS.setdefault(_lang, {}).update(_more)
# French pairs whose second word stays (a preposition before a place).
_KEEP = frozenset({("partir", "de"), ("partir", "d")})
# English particles: joined only when no object follows ("went down in 1902",
# not "went down the hill").
# ("until": since round 23, "was not put up until 1879")
_EN_AFTER = frozenset(
    {"in", "at", "on", "off", "from", "during", "after", "before", "with", "near", "and", "by"}
    | {"until", "till"}
)
_DE_PARTICLES = frozenset(k[0] for k in _PAIRS["de"])


def _as(tok: Tok, word: str, lang: str) -> Tok:
    return Tok("w", tok.text, fold(word), lemmas(word, lang))


# "spent her childhood in", "verbrachte seine Kindheit in", "passa son enfance à",
# "pasó su infancia en", "провела детство в": grew up there (the verb of a
# childhood in `events.py`); the verb's lemma, the nouns, the word it means
_CHILDHOOD = {
    "en": ({"spend"}, {"childhood", "boyhood", "girlhood"}, "grewup"),
    "de": ({"verbringen"}, {"kindheit"}, "aufwachsen"),
    "fr": ({"passer"}, {"enfance"}, "grandit"),
    "es": ({"pasar"}, {"infancia", "ninez"}, "crecio"),
    "ru": ({"провести", "проводить"}, {"детство"}, "выросла"),
}
# the possessive or article between the verb and the noun ("her", "seine")
_BETWEEN = 2


def _childhood(toks: list[Tok], lang: str) -> list[Tok]:
    """ "spent her childhood in Riga" read as "grew up in Riga"."""
    verbs, nouns, word = _CHILDHOOD.get(lang, (set(), set(), ""))
    for i, t in enumerate(toks):
        if t.kind != "w" or not verbs & set(t.lem):
            continue
        for j in range(i + 1, min(i + 2 + _BETWEEN, len(toks))):
            if toks[j].kind == "w" and toks[j].f in nouns:
                return [*toks[:i], _as(t, word, lang), *toks[j + 1 :]]
    return toks


# "born and raised in Kiev", "né et élevé à", "nació y se crió en", "родился и
# вырос в": born there (the place is the birth's); birth forms, "and", the
# verbs of growing up (folded), per language; German ends its clause with both
_BORN_AND_RAISED = {
    "en": ({"born"}, {"and"}, {"raised", "bred", "reared", "brought", "grew", "grown"}),
    "fr": ({"ne", "nee", "nes", "nees", "naquit"}, {"et"},
           {"eleve", "elevee", "eleves", "grandi", "grandit"}),
    "es": ({"nacio", "nacido", "nacida", "nacidos"}, {"y"},
           {"crio", "criado", "criada", "criados", "crecio"}),
    "ru": ({"родился", "родилась", "родились"}, {"и"}, {"вырос", "выросла", "выросли"}),
}  # fmt: skip


def _born_and_raised(toks: list[Tok], lang: str) -> list[Tok]:
    """ "was born and raised in Kiev" read as "was born in Kiev"."""
    born, ands, raised = _BORN_AND_RAISED.get(lang, (set(), set(), set()))
    for i, t in enumerate(toks[:-2]):
        if t.kind != "w" or t.f not in born or toks[i + 1].f not in ands:
            continue
        for j in range(i + 2, min(i + 4, len(toks))):  # "et a grandi", "y se crió"
            if toks[j].kind == "w" and toks[j].f in raised:
                k = j + 1 if j + 1 < len(toks) and toks[j + 1].f == "up" else j  # "brought up"
                return [*toks[: i + 1], *toks[k + 1 :]]
    return toks


def join(toks: list[Tok], lang: str) -> list[Tok]:
    """The tokens with each listed particle verb made the one verb it means."""
    toks = _childhood(_born_and_raised(toks, lang), lang)
    pairs = _PAIRS.get(lang)
    if not pairs:
        return toks
    if lang == "de":
        return _join_separable(toks, pairs)
    out = list(toks)
    i = 0
    while i + 1 < len(out):
        t, nxt = out[i], out[i + 1]
        if t.kind != "w" or nxt.kind != "w":
            i += 1
            continue
        key = next(((lem, nxt.f) for lem in t.lem if (lem, nxt.f) in pairs), None)
        if key is None or (lang == "en" and not _free_after(out, i + 2)):
            i += 1
            continue
        if key in _KEEP and i > 0 and out[i - 1].f == "a":
            i += 1  # "à partir de 1890": from 1890, no leaving (since round 26)
            continue
        out[i] = _as(t, pairs[key], lang)
        if key not in _KEEP:
            del out[i + 1]
        i += 1
    return out


def _free_after(toks: list[Tok], j: int) -> bool:
    """Nothing after an English particle, or a date, punctuation or a
    preposition: no object."""
    if j >= len(toks):
        return True
    t = toks[j]
    return t.kind in ("t", "p") or (t.kind == "w" and t.f in _EN_AFTER)


def _and_next(toks: list[Tok], j: int) -> bool:
    """ "brannte 1892 ab und wurde …": a conjunction after the particle ends
    its clause too (not "ab und zu", "ab und an")."""
    nxt = toks[j + 1].f if j + 1 < len(toks) else ""
    return toks[j].f in ("und", "oder", "aber", "sondern") and nxt not in ("zu", "an")


def _join_separable(toks: list[Tok], pairs: dict[tuple[str, str], str]) -> list[Tok]:
    """German: a particle that ends its clause joins the finite verb before it
    ("Anna wuchs in Lübeck auf" → "aufwachsen")."""
    out = list(toks)
    for j, p in enumerate(out):
        if p.kind != "w" or p.f not in _DE_PARTICLES:
            continue
        if j + 1 < len(out) and out[j + 1].kind != "p" and not _and_next(out, j + 1):
            continue  # a preposition here, not a particle at the clause's end
        for i in range(j - 1, -1, -1):
            t = out[i]
            if t.kind == "p":
                break
            key = next(((p.f, lem) for lem in t.lem if (p.f, lem) in pairs), None)
            if key is not None:
                out[i] = _as(t, pairs[key], "de")
                out[j] = Tok("p", "", "")  # the particle: gone, the clause still ends
                break
    return [t for t in out if not (t.kind == "p" and t.text == "")]
