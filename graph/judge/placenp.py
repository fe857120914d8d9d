"""A noun phrase that names a place no note describes, as a key every language
shares: a town or a country as common knowledge knows it (`places.resolve`:
"Cologne", "Köln", "Colonia", "в Кёльне" are one town), a name no dictionary
knows by its own letters ("Kerlaz" in an English and a French statement),
and a settlement noun with a name is the name ("the village of Kerlaz",
"Kerlaz village", "das Dorf Kerlaz", "село Сосновка" are Kerlaz, Сосновка);
and the article a place name starts with ("in der Schweiz", "aus Le Locle")."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, places, slots, thither
from semnet.graph.manuscript.names import fold, morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Place, _Extractor
    from semnet.graph.judge.text import Tok
    from semnet.graph.manuscript.names import NameIndex

_SETTLEMENTS = slots.APPOSITION_NOUNS


@functools.lru_cache(maxsize=1 << 14)
def _unknown(word: str, lang: str) -> bool:
    """A word no dictionary of its language knows (a proper name), or a
    Russian place name."""
    if lang == "ru":
        p = morph_ru().parse(word)[0]
        return "Geox" in p.tag or not p.is_known
    import simplemma

    return not simplemma.is_known(word, lang) and not simplemma.is_known(word.lower(), lang)


def _common(lemma: str, lang: str) -> bool:
    """A listed building or object noun (`nouns.py`) or a function word of the
    language: a word no town is called by alone."""
    from semnet.graph.judge.nouns import concept_of

    return concept_of(fold(lemma), lang) is not None or fold(lemma) in cues.STOPWORDS.get(lang, ())


def place_key(parts: list[str], texts: list[str], lang: str) -> str | None:
    """The key of a noun phrase (its lemmas and the words as written) that
    names a place, or None when it names none."""
    if any(p.startswith("@") for p in parts) or len(parts) != len(texts):
        return None
    kept = [(p, t) for p, t in zip(parts, texts, strict=True) if fold(p) not in _SETTLEMENTS]
    if not kept or len(kept) > 3 or not all(t[:1].isupper() for _, t in kept):
        return None
    if len(kept) == 1 and (_common(kept[0][0], lang) or _common(kept[0][1], lang)):
        return None  # "Мост построили …", "Man baute …": a capital of the sentence, no town
        # (since round 48 also by the word as written: "die Halle", lemmatised "Hall")
    name = " ".join(fold(p if lang == "ru" else t) for p, t in kept)
    known = places.resolve(" ".join(re.findall(r"\w+", name)))
    if known is not None:
        return f"np:*:{known[0]}:{known[1]}"
    if all(_unknown(t, lang) for _, t in kept):
        return "np:*:" + "|".join(sorted({fold(p) for p, _ in kept}))
    return None


def named_article(toks: list[Tok], k: int) -> bool:
    """A capitalised article inside a sentence before a capitalised word: the
    first word of a name ("Le Locle", "La Coruña", "Las Palmas")."""
    return (
        0 < k < len(toks) - 1
        and toks[k].cap
        and toks[k].f in cues.ARTICLES
        and toks[k + 1].cap
        and toks[k + 1].f not in cues.all_stopwords()
    )


def past_article(toks: list[Tok], j: int, lang: str) -> int:
    """j, or the word after an article there when common knowledge names a
    country or city with it ("in der Schweiz", "in the Netherlands")."""
    from semnet.graph.judge.claims import place_key as name_key

    if j + 1 < len(toks) and toks[j].f in cues.ARTICLES and toks[j + 1].cap:
        if places.resolve(name_key(toks[j + 1].text, lang)) is not None:
            return j + 1
    return j


def past_leads(toks: list[Tok], k: int, lang: str) -> int:
    """k, or the word after the words that lead to a place's name there: "the
    village of Ozolnieki", "la ville de Lyon", "dem Dorf Lindenau"; since
    round 27 with up to two words of its own before the lead ("the spa town
    of Bath", "la petite ville de Vence", "dem kleinen Dorf Lindenau")."""
    stop = cues.STOPWORDS.get(lang, frozenset())
    lead, own = k, 0
    while lead < len(toks) and toks[lead].kind == "w":
        t = toks[lead]
        if t.f not in stop and not t.is_(slots.PLACE_LEADS):
            if t.cap:
                break  # the name
            own += 1  # "spa", "petite", "kleinen": the lead may follow
            if own > 2:
                break
        lead += 1
    while lead > k and not any(t.is_(slots.PLACE_LEADS) for t in toks[k:lead]):
        lead -= 1
    while lead > k and not (toks[lead - 1].f in stop or toks[lead - 1].is_(slots.PLACE_LEADS)):
        lead -= 1  # end on the lead or the words after it
    return lead


# words that lead out of the place a phrase is in ("died on the road to
# Kvalnes", "far from Kvalnes", "loin de Kvalnes"): no place note after them
_AWAY = cues.words(
    "to into from toward towards beyond outside far away nach aus von fern ausserhalb "
    "vers loin hors hacia desde lejos fuera из от к до вне далеко"
)


def note_within(x: _Extractor, j: int) -> tuple[Place, int] | None:
    """A place note named inside the noun phrase that starts at token j after a
    preposition of place ("in his house above the Kvalnes quay", "в своём
    доме над пристанью Квальнеса"): the note and the token after its name."""
    for k in range(j, min(j + _REACH, len(x.toks))):
        t = x.toks[k]
        if t.kind != "w" or (k > j and x._barrier(t)):
            return None
        if t.f in _AWAY and not (t.f == "von" and k > j and x.toks[k - 1].cap):
            return None  # "im Spital von Limenas": a noun's "von" is its "of" (round 30)
        if k in x.subj_span:
            return None
        got = x._place_at(k) if t.cap else None
        if got is not None:
            return got if got[0].key.startswith("@") else None
    return None


_REACH = 7  # words of a noun phrase before the name inside it (6 until round 30)


# since round 29: "on", "auf", "sur", "на" before an island or a place named without an
# article ("died on Madeira", "умерла на Мадейре", "auf Föhr", "sur l'île de Ré")
_ON = cues.words("on auf sur на")
# capitalised words after "on" / "на" that are days and feasts, no places
_FEASTS = cues.words(
    "monday tuesday wednesday thursday friday saturday sunday christmas easter whitsun "
    "whitsunday candlemas michaelmas new пасху рождество троицу масленицу покров "
    "reisen befehl wunsch anraten grund veranlassung kosten bitte einladung"  # "auf Reisen"
)


def on_place(toks: list[Tok], j: int, lang: str) -> bool:
    """Is the "on" at j a preposition of place: a word of a place after it
    ("island", "хутор", past an article), or in English, German and Russian
    a capitalised name right after it that is no day, feast or idiom ("auf
    Reisen")?"""
    if toks[j].f not in _ON or j + 1 >= len(toks):
        return False
    k = j + 1
    while k < min(len(toks), j + 4) and toks[k].f in cues.ARTICLES | {"l", "de", "of"}:
        k += 1
    if k < len(toks) and toks[k].is_(slots.APPOSITION_NOUNS):
        return True  # "auf der Insel Föhr", "на хуторе Бережки"
    if any(t.is_(_FEASTS) for t in toks[k : k + 2]):
        return False  # "on Whit Monday", "on Easter Sunday" (since round 34)
    nxt = toks[j + 1]
    if lang == "de" and (nxt.f.endswith("isch") or nxt.f == "deutsch"):
        return False  # "erschien auf Deutsch", "auf Französisch": a language
    return lang in ("en", "ru", "de") and nxt.cap and not nxt.is_(_FEASTS) and nxt.kind == "w"


# since round 31: a birth or a death at sea or aboard a vessel ("born at sea", "died
# aboard the brig", "an Bord", "auf hoher See", "en mer", "à bord", "en alta mar", "a
# bordo de", "в открытом море", "на борту"), or off a place ("drowned off Vigo", "frente
# a Vigo", "au large de Sein", "vor der Küste von Sylt", "у берегов Норвегии"): a place
# of its own, other than any town
_SEA_LEADS = cues.words("at on in an auf a à en в на")
_OPEN = cues.words("high open hoher offener offenen offenem haute pleine alta abierto открытом")
_SEA = cues.words("sea ocean meer ozean mer océan mar océano море океане")
_BOARD = cues.words("board bord bordo борту")
_OFF = [tuple(fold(w) for w in p.split()) for p in ("off", "frente a", "au large de", "au large d",
        "vor der küste", "vor der küste von", "у берегов", "у побережья")]  # fmt: skip
_OFF_FIRST = frozenset(lead[0] for lead in _OFF)
SEA_SLOTS = frozenset({"birth", "death"})


def _offshore(x: _Extractor, j: int) -> tuple[Place, int] | None:
    """ "Off" a place from the word at j: at sea, near the place named."""
    from semnet.graph.judge.claims import Place

    if x.toks[j].f not in _OFF_FIRST:
        return None
    for lead in _OFF:
        if tuple(t.f for t in x.toks[j : j + len(lead)]) == lead:
            k = j + len(lead)
            if k < len(x.toks) and (got := x._place_at(k)) is not None:
                label = " ".join(t.text for t in x.toks[j : got[1]])
                return Place(places.SEA, label, names=(got[0].key, *got[0].names)), got[1]
    return None


def at_sea(x: _Extractor, j: int) -> tuple[Place, int] | None:
    """The sea as a place, from the word at j ("aboard", "off" a place, or a
    preposition before "sea", "board", past an article and "high", "open"),
    with the token after it; German "See" only after "auf" (else a lake)."""
    from semnet.graph.judge.claims import Place

    toks, lang = x.toks, x.lang
    if toks[j].f == "aboard":
        return Place(places.SEA, toks[j].text), j + 1
    if (off := _offshore(x, j)) is not None:
        return off
    if toks[j].f not in _SEA_LEADS or (toks[j].f == "a" and lang == "en"):
        return None
    k = j + 1
    while k < min(len(toks), j + 3) and (toks[k].f in cues.ARTICLES or toks[k].f in _OPEN):
        k += 1
    if k >= len(toks) or toks[k].kind != "w":
        return None
    w = toks[k]
    sea = (w.f in _SEA and not w.cap) or (w.f == "see" and toks[j].f == "auf")
    if not sea and not (w.f in _BOARD and (lang != "en" or toks[j].f == "on")):
        return None
    if lang == "de" and w.f in ("meer", "ozean") and toks[j].f != "auf":
        return None  # "am Meer", "im Meer": by or in the water, no voyage
    return Place(places.SEA, " ".join(t.text for t in toks[j : k + 1])), k + 1


def ahead(x: _Extractor, j: int, slot: str) -> tuple[Place, int] | None:
    """The place a predicate's slot takes from the word at j on, to its right:
    at sea (births and deaths), or after a preposition of place, "on" an
    island, or "de" after a home ("chez"): the place and the token after it."""
    toks = x.toks
    if slot in SEA_SLOTS and (sea := at_sea(x, j)) is not None:
        return sea
    t = toks[j]
    if x.lang == "en" and t.f == "a" and j + 1 < len(toks) and toks[j + 1].is_(_FEASTS):
        return None  # "on a Tuesday" (since round 34)
    home = t.f in ("de", "d") and j > 0 and toks[j - 1].f in cues.HOMES
    if j + 1 >= len(toks) or not (t.f in slots.PLACE_PREPS or home or on_place(toks, j, x.lang)):
        return None
    return x._place_at(j + 1) or note_within(x, j + 1)


def back(x: _Extractor, j: int, slot: str) -> Place | None:
    """The place of a preposition at j to the left of a predicate (German
    verb-final "1850 auf hoher See geboren", "in Vigo geboren")."""
    if slot in SEA_SLOTS and (sea := at_sea(x, j)) is not None:
        return sea[0]
    if x.toks[j].f in slots.PLACE_PREPS or on_place(x.toks, j, x.lang):
        return thither.place_back(x, j)
    return None


def adjective_place(word: Tok, lang: str, names: NameIndex) -> str | None:
    """The place note a German place adjective opening a place phrase names
    ("in einem Kerlazer Krankenhaus": Kerlaz), since round 39."""
    from semnet.graph.judge.subjects import place_adjective

    return place_adjective(word, lang, names) if lang == "de" else None
