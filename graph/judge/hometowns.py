"""A person's home town said as their own: "his native Vigo", "Vigo, his
home town", "sa ville natale de Vigo", "su Vigo natal", "Vigo, su ciudad
natal", "seine Heimatstadt Vigo", "в родной Виго", "Виго, свой родной
город" — read as the birth place, with no date ("returned to his native
Vigo in 1880" says nothing of when he was born), so that a birth elsewhere
contradicts it.

Only a place note, only the statement's character, and only with a word of
one's own before the home word ("his", "sa", "su", "seine"; Russian
"родной" is one's own by itself). Hand-written, per language: no library
lists the words of a home town."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import slots
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, Place
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

# the words of one's home town (folded), and of the home town's noun before them
_HOME = {
    "en": words("native hometown birthplace"),
    "fr": words("natal natale"),
    "es": words("natal"),
    "de": words("heimatstadt heimatdorf heimatort heimatinsel vaterstadt geburtsstadt "
                "geburtsort geburtsdorf"),
    "ru": words("родной родном родного родную родным родне"),
}  # fmt: skip
# "home town", "home village": the home word in two words (English)
_HOME_NOUNS = words("town village island city parish")
# the words of one's own, before the home word or the place
_OWN = words(
    "his her their sa son ses su sus sein seine seiner seinem seinen ihr ihre ihrer ihrem "
    "ihren свой свою своем своём своего своим своей его её ее"
)
# words that may stand between the home word and the place ("sa ville natale de Vigo")
_GLUE = words("of de d city town village ville ciudad pueblo villa город")
# words of being born: a date with them is the birth's ("native" alone dates nothing)
_BORN = words("born birth naitre nacer geboren родиться")


def amend(r: Read, found: list[Claim], added: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """The birth place a home town says, undated; an English "native" with
    no word of birth dates no birth."""
    main = r.main
    if main.kind != "character" or r.lang not in _HOME:
        return found, added
    place = _home(r)
    if place is None:
        return found, added
    born = any(t.is_(_BORN) and not slots.particle_ne(t) for t in r.toks)
    mine = [c for c in found + added if c.slot == "birth" and c.subject == main.key]
    if any(c.place is not None and c.place.key != place.key for c in mine):
        return found, added  # "born in Bilbao, he never left his native Biscay"
    if not born:
        found = [replace(c, time=None) if c in mine else c for c in found]
        added = [replace(c, time=None) if c in mine else c for c in added]
    if not any(c.place is not None for c in mine):
        added = [*added, r.claim("birth", place=place, anchor="home")]
    return found, added


def _home(r: Read) -> Place | None:
    """The place note said to be the subject's home town, if any."""
    from semnet.graph.judge.claims import note_place

    toks, lang = r.toks, r.lang
    if not any(t.is_word and (t.f in _HOME[lang] or t.f == "home") for t in toks):
        return None  # (most statements: asked first, as the names cost more)
    places = [(s, e, ent) for s, e, ent in r.mentions() if r.names.kind(ent) == "place"]
    others = [
        s
        for s, _e, ent in r.mentions()
        if ent != r.main.key[1:] and r.names.kind(ent) == "character"
    ]
    for k, t in enumerate(toks):
        if not t.is_word:
            continue
        home = t.f in _HOME[lang] or (
            lang == "en" and t.f == "home" and k + 1 < len(toks) and toks[k + 1].f in _HOME_NOUNS
        )
        if not home or any(s < k for s in others):
            continue  # "married Ann and took her to her native Vigo": Ann's
        first = k - 2 if lang in ("fr", "es") or t.f == "home" else k
        if lang != "ru" and not any(
            u.is_word and u.f in _OWN for u in toks[max(0, first - 2) : k]
        ):  # "his native", "sa ville natale", "seine Heimatstadt"
            if not (lang == "es" and _su_place_natal(toks, k, places)):
                continue
        for s, e, ent in places:
            after = k < s <= k + 4 and all(
                u.is_word and (u.f in _GLUE or u.f in _HOME_NOUNS) for u in toks[k + 1 : s]
            )
            cut = e in r.cuts or toks[e].text == ","  # a segment's end drops its comma
            before = k - 5 <= e <= k and cut  # "Vigo, his home town"
            inside = lang == "es" and e == k  # "su Vigo natal"
            if after or before or inside:
                label = " ".join(u.text for u in toks[s:e])
                return note_place(r.names, ent, label, lang)
    return None


def _su_place_natal(toks: list[Tok], k: int, places: list[tuple[int, int, str]]) -> bool:
    """Spanish "su Vigo natal": "su" right before the place before "natal"."""
    return any(e == k and s > 0 and toks[s - 1].f in ("su", "sus") for s, e, _ in places)
