"""A post no list names, told by its shape: the noun a person is said to be of
the one place or thing it is held at ("Ann Hale was warden of the Guild Hall
from 1880 to 1895", "In 1890 the warden of the Guild Hall was Ann Hale", "war
Kantor der Marienkirche", "était syndic de la confrérie", "fue síndico de la
cofradía", "был казначеем цеха"), as the post that noun's lemma names.

Hand-written (no library tells which nouns are posts): the linking words of
a genitive in each language, the verbs of being or serving before a post,
and the nouns of one of many ("member", "worker", "pupil", "owner") that are
no post of one holder."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues, slots
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.people import Person
    from semnet.graph.judge.text import Tok

# the words that link a post to what it is held at ("of", "de", "von", a German
# genitive article; Russian needs none: "старостой цеха")
_LINKS = {"en": words("of"), "fr": words("de du des d"), "es": words("de del"),
          "de": words("von vom der des"), "ru": frozenset()}  # fmt: skip
# being, serving or taking a post before its noun
_BE = words(
    "was were is be been became become remained served as war wurde blieb diente als ist "
    "etait fut devint devenu resta servit comme est fue era llego ser sirvio como es "
    "быть был была были стать стал стала являлся являлась служил служила остался осталась"
)
# nouns of one of many, not of a post's one holder
_MANY = words(
    "member worker employee citizen resident inhabitant native pupil student apprentice "
    "partner shareholder owner founder builder friend guest patient prisoner soldier workman "
    "part one half most son daughter heir servant "
    "mitglied arbeiter angestellter burger einwohner schuler lehrling teilhaber besitzer "
    "grunder erbe membre ouvrier employe citoyen habitant eleve apprenti associe proprietaire "
    "fondateur heritier miembro obrero empleado vecino habitante alumno aprendiz socio "
    "propietario fundador heredero член рабочий житель ученик владелец основатель сотрудник "
    "служащий наследник"
)
# an indefinite article before the noun: one of many ("was a clerk of the Hall")
_ONE = words("a an ein eine einer einen einem un une uno una")


def _lemma(t: Tok) -> str:
    return t.lem[-1] if t.lem else t.f


def _is_be(t: Tok) -> bool:
    return t.kind == "w" and t.is_(_BE)


def _filler(t: Tok) -> bool:
    """A date and its period words, an article or a comma that may stand
    between the parts ("war von 1880 bis 1895 Kantor")."""
    return (
        t.kind == "t"
        or t.is_(cues.ARTICLES | slots.PERIOD_FROM | slots.PERIOD_UNTIL | slots.PERIOD_BETWEEN)
        or t.text == ","
    )


def _person_first(toks: list[Tok], k: int, who: Person) -> bool:
    """ "Ann Hale was warden of …", "1890 war Ann Hale Kantor der …": a verb of
    being before the noun, with only the holder, dates and articles between."""
    j, be = k - 1, False
    if j >= 0 and toks[j].f in _ONE:
        return False
    while j >= 0 and k - j <= 8:
        if who.start <= j < who.end or _filler(toks[j]):
            j -= 1
            continue
        if not _is_be(toks[j]):
            break
        be = True
        j -= 1
    return be and who.end <= k


def _post_first(toks: list[Tok], end: int, who: Person) -> bool:
    """ "the warden of the Guild Hall was Ann Hale": a verb of being after what
    the post is held at, then the holder."""
    j, be, called = end, False, 0
    while j < len(toks) and j < who.start:
        t = toks[j]
        if _is_be(t) and not called:
            be = True
        elif called or (be and t.is_(cues.ARTICLES)):  # a calling ("was the young Ann Hale")
            called += 1
            if called > 3 or t.kind != "w" or t.cap:
                return False
        elif not _filler(t):
            return False
        j += 1
    return be and j == who.start


def shaped(r: Read, who: Person) -> str | None:
    """The lemma of the unlisted post `who` holds at the one place or thing the
    statement names, when the sentence says it in one of the two shapes."""
    toks, links = r.toks, _LINKS.get(r.lang, frozenset())
    stop = cues.STOPWORDS.get(r.lang, frozenset())
    marks = [(s, e) for s, e, x in r.mentions() if r.names.kind(x) in ("place", "glossary")]
    posts: set[str] = set()
    for start, end in marks:
        k, linked = start - 1, False
        while (
            k >= 0 and start - k <= 3 and toks[k].kind == "w" and toks[k].f in links | cues.ARTICLES
        ):
            linked = linked or toks[k].f in links
            k -= 1
        if k < 0 or not (linked or (r.lang == "ru" and k == start - 1)):
            continue
        t = toks[k]
        if t.kind != "w" or t.f in stop or t.is_(_MANY) or t.is_(_BE) or len(t.f) < 3:
            continue
        if (t.cap and r.lang != "de") or any(s <= k < e for s, e, _ in r.mentions()):
            continue
        if _person_first(toks, k, who) or _post_first(toks, end, who):
            posts.add(_lemma(t))
    return posts.pop() if len(posts) == 1 else None
