"""A post no list names, told by its shape: the noun a person is said to be of
the one place or thing it is held at ("Ann Hale was warden of the Guild Hall
from 1880 to 1895", "In 1890 the warden of the Guild Hall was Ann Hale", "war
Kantor der Marienkirche", "était syndic de la confrérie", "fue síndico de la
cofradía", "был казначеем цеха"), as the post that noun's lemma names, also after a
word of the post itself ("held the post of warden of the Hall", "занимал
должность казначея цеха"); and the head of a body told by a verb of heading
with the body after it ("ran the depot", "руководил депо"), before it in
Russian ("артелью руководил"), or by "at the head of" ("во главе артели");
since round 36 the year a person took a body over ("took over the glove
factory in 1885", "übernahm", "reprit", "se hizo cargo de", "возглавил");
since round 37 a body headed by someone in the passive ("was run by",
"était dirigée par", "wurde von … geleitet") or under their direction.

Hand-written (no library tells which nouns are posts): the linking words of
a genitive in each language, the verbs of being or serving before a post,
the words of a post and of heading, and the nouns of one of many ("member",
"worker", "pupil", "owner") that are no post of one holder."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues, slots
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from collections.abc import Callable

    from semnet.graph.judge.claims import Claim
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


# since round 27: the verbs of heading a body or a works ("ran the depot",
# "leitete das Depot", "dirigea le dépôt", "dirigió el depósito", "руководил
# депо"): its head, with the note right after the verb
_HEADS = words(
    "run ran runs lead led leads direct directed directs head headed heads manage managed "
    "manages leiten leitete leitet diriger dirigea dirigeait dirige dirigir dirigio dirigia "
    "возглавлять возглавлял возглавляла руководить руководил руководила управлять управлял "
    "управляла"
)


def heads(r: Read) -> bool:
    """Is a body or a works named right after a verb of heading (an article,
    a name or a date between), right before a Russian one ("артелью
    руководил"), or after "at the head of" ("во главе артели")?"""

    def verb(k: int) -> bool:
        window = " ".join(u.f for u in r.toks[max(0, k - 3) : k + 1])
        return r.toks[k].is_(_HEADS) or (r.lang in _AT_HEAD and window.endswith(_AT_HEAD[r.lang]))

    return _body_after(r, verb, _HEADS) or _headed_by(r)


# since round 37: a body headed by someone, in the passive ("the depot was run by
# Sokol", "était dirigée par", "wurde von Sokol geleitet", "fue dirigida por") or
# under someone's direction ("sous la direction de", "unter der Leitung von", "bajo la
# dirección de", "a cargo de", "под руководством"): the participles, the words of "by"
_HEADED = words(
    "run led directed headed managed dirige dirigee diriges dirigees geleitet dirigido "
    "dirigida dirigidos dirigidas"
)
_AUX = words("was were is been fut furent ete est etait wurde wurden worden fue fueron era estaba")
_BY = words("by par von por")
_UNDER = {
    "en": ("under the direction of", "under the management of"),
    "fr": ("sous la direction de", "sous la direction d"),
    "de": ("unter der leitung von", "unter der leitung"),
    "es": ("bajo la direccion de", "a cargo de"),
    "ru": ("под руководством",),
}


def _headed_by(r: Read) -> bool:
    """Is a body named before a passive of heading with its "by" after, or is
    the clause said under someone's direction?"""
    said = " ".join(t.f for t in r.toks if t.kind == "w")
    if any(f" {p} " in f" {said} " for p in _UNDER.get(r.lang, ())):
        return True
    starts = {start for start, _, e in r.mentions() if r.names.kind(e) in ("place", "glossary")}
    for k, t in enumerate(r.toks):
        if not t.is_(_HEADED) or not any(s < k for s in starts):
            continue
        span = 8 if r.lang == "de" else 3  # German: "wurde das Depot von Sokol geleitet"
        before = [u for u in r.toks[max(0, k - span) : k] if u.kind == "w"]
        after = [u for u in r.toks[k + 1 : k + 6] if u.kind == "w"]
        by = after + (before[-4:] if r.lang == "de" else [])  # "von Sokol geleitet"
        if any(u.is_(_AUX) for u in before) and any(u.is_(_BY) for u in by):
            return True
    return False


# since round 36: the verbs of taking a body over ("took over", "übernahm", "reprit",
# "se hizo cargo de", "возглавил"): the start of its heading
_TAKE = words("ubernahm ubernahmen ubernommen reprit reprirent repris возглавил возглавила")
_TAKE_EN = words("took take takes taken")
_TAKE_ES = words("hizo hace hicieron")
# since round 39: the heading of a body taken ("took over the management of", "took charge
# of", "prit la direction de", "übernahm die Leitung der", "asumió la dirección de",
# "взял на себя руководство"): a verb of taking with a noun of heading after it
_TAKE_HEAD = words("prit prirent assumed assuma asumio asumieron tomo tomaron взял взяла")
_HEADING = words(
    "management direction leadership running helm charge leitung fuhrung geschaftsfuhrung "
    "direccion gerencia руководство управление"
)


def took_over(r: Read) -> list[Claim]:
    """ "Emil Vosper took over the Glove Works in 1885": the year a
    person took the head of a body (one date, none a bound)."""
    if r.person is None:
        return []
    dates = [t.time for t in r.toks if t.kind == "t" and t.time is not None]
    if len(dates) != 1 or dates[0].bound or r.denies:
        return []

    def verb(k: int) -> bool:
        t, nxt = r.toks[k], r.toks[k + 1].f if k + 1 < len(r.toks) else ""
        near = [u for u in r.toks[k + 1 : k + 5] if u.kind == "w"]
        if (t.is_(_TAKE_HEAD) or t.f in _TAKE_EN) and any(u.is_(_HEADING) for u in near):
            return True  # "took over the management of", "prit la direction du"
        if r.lang == "en":
            return t.f in _TAKE_EN and nxt == "over"
        if r.lang == "es":
            return t.f in _TAKE_ES and nxt == "cargo"
        return t.is_(_TAKE)

    skip = words("over cargo de del of du des der на себя") | _HEADING
    if not _body_after(r, verb, _TAKE, skip=skip):
        return []
    who, label = r.person
    return [r.claim("role:took", subject=who, label=label, status="head", anchor="took",
                    time=dates[0])]  # fmt: skip


def _body_after(
    r: Read,
    verb: Callable[[int], bool],
    ru_verbs: frozenset[str],
    skip: frozenset[str] = frozenset(),
) -> bool:
    """Is a body or a works (a place or glossary note) named right after a
    verb `verb` tells (an article, a name or a date between), or right
    before a Russian one of `ru_verbs`?"""
    marks = {start: (end, e) for start, end, e in r.mentions()}
    ends = {end: e for _, end, e in r.mentions()}
    for k, t in enumerate(r.toks):
        if r.lang == "ru" and t.is_(ru_verbs) and k in ends:  # since round 35
            if r.names.kind(ends[k]) in ("place", "glossary"):
                return True
        if not verb(k):
            continue
        j = k + 1
        while j < min(k + 8, len(r.toks)):  # (since round 39: 8, "took over the management of the")
            if j in marks:
                end, e = marks[j]
                if r.names.kind(e) in ("place", "glossary"):
                    return True
                j = end  # the holder's name (German V2: "leitete Sokol das Depot")
                continue
            u = r.toks[j]
            if not (u.kind == "t" or u.is_(cues.ARTICLES) or u.f in skip):
                break
            j += 1
    return False


# "at the head of" a body (since round 35): the words just before the body
_AT_HEAD = {"en": "at the head of", "fr": "a la tete de", "es": "al frente de",
            "de": "an der spitze", "ru": "во главе"}  # fmt: skip
# a word of the post itself before its noun ("the post of", "должность"), and the
# verbs of holding it ("held", "занимал", "occupait", "ocupó", "bekleidete")
_POST_WORDS = words(
    "post office position poste fonction charge amt posten cargo puesto должность пост"
)
_HOLD = words("hold held occupy occupied fill filled occuper occupait occupa remplir remplit "
              "bekleiden bekleidete innehaben innehatte hatte ocupar ocupo ocupaba desempenar "
              "desempeno занимать занимал занимала исполнять исполнял исполняла")  # fmt: skip
_OF = words("of de d des du del")  # "the post of treasurer"


def _lemma(t: Tok) -> str:
    return t.lem[-1] if t.lem else t.f


def _is_be(t: Tok, held: bool = False) -> bool:
    return t.kind == "w" and (t.is_(_BE) or (held and t.is_(_HOLD)))


# since round 42 a rank before the post ("was the first master of the Hall")
_RANK = words("first last sole only premier premiere dernier derniere erste erster ersten "
              "letzte letzter primer primera ultimo ultima первым первой последним")  # fmt: skip


def _filler(t: Tok) -> bool:
    """A date and its period words, an article, a rank or a comma that may
    stand between the parts ("war von 1880 bis 1895 Kantor")."""
    return (
        t.kind == "t"
        or t.is_(cues.ARTICLES | slots.PERIOD_FROM | slots.PERIOD_UNTIL | slots.PERIOD_BETWEEN)
        or t.is_(_RANK)
        or t.text == ","
    )


def _person_first(toks: list[Tok], k: int, who: Person, held: bool) -> bool:
    """ "Ann Hale was warden of …", "1890 war Ann Hale Kantor der …": a verb of
    being before the noun, with only the holder, dates and articles between
    (`held`: a verb of holding and the words of the post too, "held the post of")."""
    j, be = k - 1, False
    if j >= 0 and toks[j].f in _ONE:
        return False
    while j >= 0 and k - j <= 8:
        t = toks[j]
        if who.start <= j < who.end or _filler(t) or (held and t.is_(_POST_WORDS | _OF)):
            j -= 1
            continue
        if not _is_be(t, held):
            break
        be = True
        j -= 1
    return be and who.end <= k


def _post_first(toks: list[Tok], end: int, who: Person, held: bool) -> bool:
    """ "the warden of the Guild Hall was Ann Hale": a verb of being after what
    the post is held at, then the holder."""
    j, be, called = end, False, 0
    while j < len(toks) and j < who.start:
        t = toks[j]
        if _is_be(t, held) and not called:
            be = True
        elif called or (be and t.is_(cues.ARTICLES)):  # a calling ("was the young Ann Hale")
            called += 1
            if called > 3 or t.kind != "w" or t.cap:
                return False
        elif not (_filler(t) or (j + 1 < len(toks) and toks[j + 1].kind == "t")):
            return False  # (a preposition before a date: "в 1890 году")
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
        k = end + (end < len(toks) and toks[end].f == "s")  # "Kerlaz's warden was …"
        if r.lang == "en" and k < len(toks) and _noun(toks[k], stop, r):
            if _post_first(toks, k + 1, who, False):
                posts.add(_lemma(toks[k]))  # since round 37: a genitive before the post
        k, linked = start - 1, False
        while (
            k >= 0 and start - k <= 3 and toks[k].kind == "w" and toks[k].f in links | cues.ARTICLES
        ):
            linked = linked or toks[k].f in links
            k -= 1
        if k < 0 or not (linked or (r.lang == "ru" and k == start - 1)):
            continue
        t = toks[k]
        if not _noun(t, stop, r) or any(s <= k < e for s, e, _ in r.mentions()):
            continue
        held = any(u.is_(_POST_WORDS) for u in toks[max(0, k - 2) : k])  # "the post of"
        if _person_first(toks, k, who, held) or _post_first(toks, end, who, held):
            posts.add(_lemma(t))
    return posts.pop() if len(posts) == 1 else None


def _noun(t: Tok, stop: frozenset[str], r: Read) -> bool:
    """May a word be an unlisted post's noun (no stop word, name or verb of being)?"""
    if t.kind != "w" or t.f in stop or t.is_(_MANY) or t.is_(_BE) or len(t.f) < 3:
        return False
    return not (t.cap and r.lang != "de")


def denied(r: Read, posts: frozenset[str] | dict[str, str]) -> bool:
    """Is a post or its heading denied ("nunca llegó a dirigir la cofradía",
    "was never warden of"): a word of denial within a few words of a post's
    noun, a verb of heading, holding or being (since round 35)?"""
    if not r.denies:
        return False
    neg = cues.NEGATION.get(r.lang, frozenset())
    for n, t in enumerate(r.toks):
        if t.kind != "w" or t.f not in neg:
            continue
        lo = max([c for c in r.cuts if c <= n] + [0, n - 2])
        hi = min([c for c in r.cuts if c > n] + [n + 6])  # within its own clause
        for u in r.toks[lo:hi]:
            if u.kind == "w" and (u.f in posts or u.is_(_HEADS | _HOLD | _BE)):
                return True
    return False
