"""Who made a thing, who owned it, who held a post: a thing's maker by the act
(designed, built, painted or written, founded, commissioned, cast), its owner
at a time, and the one holder of a post of a place or thing at a time.

Hand-written (no library lists them across the five languages): the verbs and
nouns of each act and of owning, the words of a passive agent, of co-agents
and of posts."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, notuntil, offices, postnouns
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.fronted import LEAD
from semnet.graph.judge.people import (
    CALLINGS,
    FIRM_ACTS,
    Person,
    co_agent,
    firm_agent,
    people,
    same_person,
)
from semnet.graph.judge.relations import POST
from semnet.graph.judge.subjects import noun_phrase_subject
from semnet.graph.judge.takings import (
    ARRIVED,
    compare_took,
    held_then,
    office_claims,
    post_word,
)
from semnet.graph.judge.text import Segment
from semnet.graph.judge.values import make_time
from semnet.graph.judge.voice_acts import (
    DE_OBJECTS,
    EVENT_OF,
    apposed_note,
    inverted_object,
    launched_next,
    near_date,
    once_at,
    reflexive,
    strip_tail,
    undergone,
)
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok
    from semnet.graph.judge.values import TimeValue

SLOTS = frozenset({"role:design", "role:build", "role:author", "role:found", "role:commission",
                   "role:cast", "role:owner", "role:heir", "role:office", "role:took",
                   "role:open"})  # fmt: skip

# the verbs of each act (folded forms and lemmas), by language
_VERBS = {
    "design": "design designed entwerfen entwarf entworfen entwarfen concevoir concu concut "
              "dessiner dessine dessina diseñar diseño diseñado diseñada proyecto proyectado "
              "проектировать спроектировать спроектировал спроектировала спроектирован "
              "спроектирована",
    "build": "build built bauen baute gebaut erbaut errichtet errichtete construire construit "
             "construisit bati batit construir construyo construido construida построить "
             "построил построила построен построена",
    "author": "paint painted write wrote written malen malte gemalt schreiben schrieb "
              "geschrieben peindre peint peignit ecrire ecrit ecrivit pintar pinto pintado "
              "pintada escribir escribio escrito escrita написать написал написала написан "
              "написана"
              # since round 27: a composer's work
              " compose composed komponieren komponierte komponiert composer composa compose "
              "composee componer compuso compuesto compuesta сочинить сочинил сочинила",
    "found": "found founded establish established formed grunden grundete grundeten gegrundet "
             "fonder fonda fonderent fonde fondee creer crea etablir etablit fundar fundo fundaron "
             "fundado fundada crear creo establecio основать основал основала основали основан "
             "основана создал создала создали учредил учредила учредили",
    # opening a building or an institution (`_made` takes no other thing)
    "open": "open opened inaugurate inaugurated eroffnen eroffnete eroffnet einweihen weihte "
            "eingeweiht ouvrir ouvrit inaugurer inaugura inaugure inauguree abrir abrio "
            "inaugurar inauguro inaugurado inaugurada открыть открыл открыла открыли "
            # since round 23: a church consecrated ("the bishop consecrated the church";
            # not French "consacrer", Spanish "consagrar": also "to devote")
            "consecrate consecrated weihen konsekrieren освятить освятил освятили",
    "commission": "commission commissioned beauftragen beauftragte beauftragt commander "
                  "commanda commande encargar encargo encargado заказать заказал заказала",
    "cast": "cast gießen goss gegossen fondre fondit fondu fondue fundir fundio fundido "
            "fundida отлить отлил отлила отлит",
    # since round 35: a ship launched by its builder ("Pike launched the Curlew")
    "launch": "launch launched lancer lanca lancerent botar boto botaron",
    "owner": "belong belonged gehoren gehorte gehorten appartenir appartenait appartint "
             "appartenaient pertenecer pertenecia pertenecio принадлежать принадлежал "
             "принадлежала принадлежало owned",
    "heir": "inherit inherited erben erbte geerbt heriter herita herite heredar heredo "
            "heredado унаследовать унаследовал унаследовала",
}  # fmt: skip
# nouns of an act's maker or of an owner ("the architect of", "Gründer der")
_NOUNS = {
    "design": "architect architekt architektin architecte arquitecto arquitecta архитектор",
    "author": "author autor auteur автор автором œuvre oeuvre obra"
              # since round 27: a work by its kind ("una zarzuela de Echeverri")
              " novel opera operetta poem symphony roman opéra opérette poème symphonie "
              "oper operette gedicht sinfonie novela ópera opereta zarzuela poema sinfonía "
              "опера оперетта поэма симфония",
    "found": "founder grunder fondateur fundador основатель основателем"
             # since round 34: feminine forms ("Основательницей школы была …")
             " grunderin fondatrice fundadora основательница основательницей",
    "build": "builder erbauer constructeur constructor строитель строителем erbauerin "
             "constructrice constructora строительница строительницей",
    "owner": "owner besitzer eigentumer eigentum besitz proprietaire propriete propietario "
             "propiedad dueño dueña владелец владельцем владелица владелицей property "
             "besitzerin eigentumerin propietaria",
}  # fmt: skip
_ACT = {fold(w): act for act, ws in _VERBS.items() for w in ws.split()}
_NOUN = {fold(w): act for act, ws in _NOUNS.items() for w in ws.split()}
_BY = words("by von vom par por de del")  # the word before a passive agent
# co-agents: "and his brother", "zusammen mit", "avec son fils", "junto con", "вместе с"
# (and `people.co_agent`)
_CO = re.compile(
    r"\b(?:together with|and (?:his|her)|zusammen mit|gemeinsam mit|avec (?:son|sa|ses)"
    r"|junto con|вместе с)\b"
)
_FROM = words("from ab seit depuis des desde с со")
_UNTIL = words("until till bis jusqu'en jusqu hasta до по")
_YEAR = words("year jahr jahre annee ano году год")  # "Im Jahr 1890"
_SKIP = words("also auch aussi tambien также тоже too")


def claims(r: Read) -> list[Claim]:
    post = _one_post(r)
    took = _took(r, post) or postnouns.took_over(r)  # "became mayor in 1893", "took over"
    return (
        _made(r) + (took + held_then(r, took) if took else office_claims(r)) + _took_from(r, post)
    )


def _act_at(t: Tok) -> tuple[str, bool] | None:
    """The act a word names, and whether it is a noun ("architect")."""
    if t.kind != "w":
        return None
    for x in t.lem:
        if x in _ACT:
            return _ACT[x], False
    for x in t.lem:
        if x in _NOUN and not t.f.endswith("ed"):  # "foundered" is no founder
            return _NOUN[x], True
    if t.f == "work":  # since round 37: "was the work of" (not "a dye works")
        return "author", True
    return None


def _made(r: Read) -> list[Claim]:
    toks = r.toks
    hits = [(i, got) for i, t in enumerate(toks) if (got := _act_at(t)) is not None]
    if len({got[0] for _, got in hits}) != 1:
        # since round 39: two verbs joined by "and" ("designed and built", "entwarf und baute")
        joined = len(hits) == 2 and not any(noun for _, (_, noun) in hits)
        between = toks[hits[0][0] + 1 : hits[-1][0]] if joined else []
        if len(between) != 1 or not between[0].is_(cues.AND):
            return []
        return [c for i, (act, _) in hits for c in _made_at(r, i, act, False)]
    i, (act, noun) = next((h for h in hits if not h[1][1]), hits[0])  # a verb first
    return _made_at(r, i, act, noun)


def _made_at(r: Read, i: int, act: str, noun: bool) -> list[Claim]:
    """The maker's claim of the act at `i`, and the thing's own event."""
    toks = r.toks
    who = people(r)
    if act in FIRM_ACTS and not noun:
        who = sorted([*who, *firm_agent(r, i, who)], key=lambda p: p.start)
    agent, thing = _sides(r, who, i, noun)
    if act == "found" and reflexive(r.toks, i):
        return []  # since round 32: "se estableció en Vigo", "s'établit à": settling
    if agent is None and not noun and act in EVENT_OF:
        return _unnamed_agent(r, i, act)
    if agent is None or thing is None:
        return []
    denied = _denied(r, i) and not notuntil.happens_then(toks, r.lang)  # "no fundó … hasta 1874"
    key = _thing_key(r, thing)
    if key is None or not key[0].startswith("@"):
        key = apposed_note(r, i) or key  # since round 31: "founded a dye works, Haller & Roux"
    if key is None or (key[0].startswith("@") and r.names.kind(key[0][1:]) == "character"):
        return []
    if act == "open" and not key[0].startswith(("@", "np:*:")):
        return []  # "opened the door", "opened fire": a building or an institution only
    if act == "launch" and not launched_next(r, i):
        return []  # "launched a campaign for the Curlew": no ship launched
    co = _CO.search(r.folded) is not None or co_agent(r, agent.end)
    when = (
        (offices.span(toks) or _span(r))
        if act not in EVENT_OF or near_date(r.clean, toks, i)
        else None
    )
    if when is not None and when.bound == "until" and notuntil.happens_then(toks, r.lang):
        when = next((t.time for t in toks if t.time is not None), when)  # "no fundó … hasta 1874"
    if when is not None and when.bound is None and act in EVENT_OF:
        when = _date_after(r, i) or when  # "came in 1860 and opened the school in 1867"
    made = r.claim(f"role:{act}", subject=key[0], label=key[1], status=agent.key,
                   anchor=agent.label, time=when, restricted=co, negated=denied)  # fmt: skip
    return [made] if denied else [made, *undergone(r, made, act)]  # "did not found": no founding


# words before an act's verb that make it no active verb with its agent before it
# (a passive, a participle after a noun, a relative pronoun)
_NOT_ACTIVE = words(
    "was were been being is are wurde wurden worden ist war fut été etait est sont furent fue "
    "fueron sido era был была было были se s sich who which that die der das qui que который "
    "которая которое которые"
)


def _unnamed_agent(r: Read, i: int, act: str) -> list[Claim]:
    """ "The miners founded the Heidmoor colony in 1902", "En 1908, les
    ouvriers fondèrent leur coopérative": an active verb of founding,
    building, casting or opening whose agent no note names, with a note (no
    person) as its object, is that note's event at the clause's date (round 23)."""
    toks = r.toks
    inverted = inverted_object(r, i)  # since round 31: "1902 gründeten zwölf Arbeiter den …"
    if inverted is None and (
        i == 0 or toks[i - 1].kind not in ("w", "q") or toks[i - 1].is_(_NOT_ACTIVE)
    ):
        return []  # (a counted agent: "Three skippers founded …", since round 28)
    if any(t.is_(cues.NEGATION.get(r.lang, frozenset())) for t in toks):
        return []
    if toks[i].f.endswith(("ing", "ant", "ando", "iendo")) or toks[i].cap:
        return []  # a gerund ("founding the colony"), a name
    if inverted is None and not any(t.kind in ("w", "q") for t in toks[:i]):
        return []  # no agent before the verb ("Founded the colony in 1902")
    thing = strip_tail([t for t in inverted or toks[i + 1 : i + 8] if t.time is None])
    cut = next((k for k, t in enumerate(thing) if t.kind != "w"), len(thing))
    key = _thing_key(r, thing[:cut]) if cut else None
    if key is None or not key[0].startswith("@") or r.names.kind(key[0][1:]) == "character":
        return []
    if act == "launch" and not launched_next(r, i):
        return []
    if not near_date(r.clean, toks, i):
        return []
    when = _span(r)
    if when is None or when.bound is not None:
        return []
    return [r.claim(f"ev:{EVENT_OF[act]}", subject=key[0], label=key[1], time=when)]


def _sides(
    r: Read, who: list[Person], i: int, noun: bool
) -> tuple[Person | None, list[Tok] | None]:
    """The agent and the tokens of the thing around the act's word at `i`."""
    toks = r.toks
    after = [p for p in who if p.start > i]
    before = [p for p in who if p.end <= i]
    if noun:
        # "the architect of X was P", "Архитектором церкви был Тон", "P est l'auteur de X"
        thing = _of_phrase(toks, i)
        inner = [p for p in who if i < p.start <= i + len(thing)]
        if inner and not _has_content(toks[i + 1 : inner[0].start], r.lang, titles=True):
            return inner[0], toks[:i]  # "im Besitz von P", "l'œuvre du peintre P"
        rest = [p for p in who if p.end <= i or p.start > i + len(thing)]
        rest = [p for p in rest if not i <= p.start < i + 1 + len(thing)]
        return (rest[0] if len(rest) == 1 else None), thing
    # "designed by Ivo Brandt", "von Ivo Brandt entworfen", "la propriété de Jean Dubois"
    for k in range(i + 1, min(i + 5, len(toks))):
        if (
            toks[k].f in _BY
            and after
            and after[0].start <= k + 4
            and not _has_content(toks[k + 1 : after[0].start], r.lang, titles=True)
        ):
            return after[0], _before(toks, i)
    if r.lang == "de" and any(t.f in ("von", "vom") for t in toks[max(0, i - 6) : i]):
        # German verb-final: "wurde von Ivo Brandt entworfen"
        by = [p for p in before if toks[p.start - 1].f in _BY or _after_by(toks, p)]
        if by:
            start = max(k for k in range(by[0].start) if toks[k].f in ("von", "vom"))
            return by[0], toks[:start]
    subject = [p for p in before if not _possessed(toks, p, r.lang)]
    if subject:
        thing = _cut(toks[i + 1 :], [p for p in after if not _possessed(toks, p, r.lang)], i + 1)
        if not _has_content(
            thing, r.lang
        ):  # German verb-final: "Ivo Brandt hat die Brücke entworfen"
            thing = toks[subject[0].end : i]
        return subject[0], thing
    if after:
        left = _before(toks, i)
        if _has_content(left, r.lang):
            return after[0], left
        thing = _cut(toks[i + 1 :], after, i + 1)
        between = toks[i + 1 : after[0].start]  # since round 38 the agent after its verb:
        if _calling(between, toks[after[0].end :], r) or (
            not thing and not _has_content(between, r.lang, titles=True)
        ):
            e = after[0].end  # "1862 gründete Tom Pike die Schule", "En 1862 fundó Pike la …"
            thing = _cut(toks[e:], after[1:], e)
        return after[0], thing
    return None, None


def _calling(between: list[Tok], rest: list[Tok], r: Read) -> bool:
    """German: an article and a calling before the agent's name, and the
    thing's article after it ("gründete der Kaufmann Gale die …", "gründeten
    die Brüder Gale die …"), since round 39."""
    return (r.lang == "de" and len(between) == 2 and between[0].is_(cues.ARTICLES)
            and between[1].kind == "w" and between[1].cap
            and bool(rest) and rest[0].f in DE_OBJECTS)  # fmt: skip


def _after_by(toks: list[Tok], p: Person) -> bool:
    k = p.start - 1
    while k >= 0 and toks[k].kind == "w" and toks[k].f not in _BY and not toks[k].cap:
        k -= 1
    return k >= 0 and toks[k].f in _BY


def _before(toks: list[Tok], i: int) -> list[Tok]:
    """The tokens before the act's word (the thing of a passive), without a
    focus adverb first ("Erst 1862 gründete Pike die …", since round 42)."""
    return toks[1:i] if toks and toks[0].is_(LEAD) else toks[:i]


_OF = words("of de d von des du del")


def _possessed(toks: list[Tok], p: Person, lang: str) -> bool:
    """A name after a noun and "of" or in the genitive ("Портрет Анны
    Волковой", "the portrait of Anna Lowry"): part of the thing."""
    k = p.start - 1
    if k < 0 or toks[k].kind != "w":
        return False
    if toks[k].f in _OF:
        return True
    if lang == "ru":
        from semnet.graph.manuscript.names import morph_ru

        parse = morph_ru().parse(toks[k].text)[0]
        return parse.tag.POS == "NOUN" and toks[k].f not in CALLINGS
    return False


def _of_phrase(toks: list[Tok], i: int) -> list[Tok]:
    """The tokens after a maker's or owner's noun, up to the verb or the end."""
    from semnet.graph.judge.subjects import BE_HAVE

    out: list[Tok] = []
    be = frozenset().union(*BE_HAVE.values())
    for t in toks[i + 1 :]:
        if t.kind == "p" or t.f in be or t.kind == "t":
            break
        if not out and t.f in _LEAD:
            continue  # "de la fábrica", "of the house"
        out.append(t)
    return out


_LEAD = words("of de d del des du von der des la le les el the")


def _span(r: Read) -> TimeValue | None:
    """The statement's date, or the period its dates write: "from 1850 to
    1872", "bis 1850", "Ab 1852", "jusqu'en 1850", "hasta 1872", "до 1861"."""
    toks = r.toks
    dates = [k for k, t in enumerate(toks) if t.time is not None]
    if not dates:
        return None
    k = dates[0]
    t = toks[k].time
    assert t is not None
    if t.bound is not None:
        return t
    prev = toks[k - 1].f if k > 0 else ""
    if prev in _FROM:
        end = date(9999, 12, 31)
        if len(dates) > 1 and toks[dates[1] - 1].f in _UNTIL | words("to a à al по"):
            end = toks[dates[1]].time.end  # type: ignore[union-attr]
            return replace(t, end=end, bound="range", precision="range")
        return replace(t, end=end, bound="from", precision="range")
    if prev in _UNTIL:
        return replace(t, start=date(1, 1, 1), bound="until", precision="range")
    return t


def _denied(r: Read, i: int) -> bool:
    """Is the act at i denied in its own segment ("did not found", "gründete
    … nicht"), not in another clause ("Gusarov, who never married, founded
    the school")?"""
    start = max((c for c in r.cuts | {0} if c <= i), default=0)
    end = min((c for c in r.cuts if c > i), default=len(r.toks))
    neg = cues.NEGATION.get(r.lang, frozenset())
    return any(t.is_(neg) for t in r.toks[start:end])


def _date_after(r: Read, i: int) -> TimeValue | None:
    """The first plain date after the act's word at i in its segment, when
    the statement's first date stands before it ("came to the town in 1860
    and opened the school in 1867": 1867)."""
    end = min((c for c in r.cuts if c > i), default=len(r.toks))
    return next((t.time for t in r.toks[i + 1 : end] if t.time is not None
                 and t.time.bound is None), None)  # fmt: skip


def _cut(toks: list[Tok], others: list[Person], offset: int) -> list[Tok]:
    """The thing after the verb: up to the next person, date or punctuation."""
    end = len(toks)
    for p in others:
        end = min(end, p.start - offset)
    out: list[Tok] = []
    for t in toks[:end]:
        if t.kind == "p" or (t.time is not None and strip_tail(out)):
            break
        if t.time is None:
            out.append(t)
    return strip_tail(out)


def _has_content(toks: list[Tok], lang: str, titles: bool = False) -> bool:
    from semnet.graph.judge import cues

    stop = cues.STOPWORDS.get(lang, frozenset())
    skip = (_SKIP | CALLINGS if titles else _SKIP) | _YEAR
    return any(t.kind == "w" and t.f not in stop and t.f not in skip for t in toks)


def _thing_key(r: Read, toks: list[Tok]) -> tuple[str, str] | None:
    toks = [t for t in toks if t.f not in _SKIP and not t.is_(cues.OWN)]  # (since round 46)
    toks = _before_where(r, toks)
    for k, t in enumerate(toks):
        if t.f in CALLINGS and k > 0:
            toks = toks[:k]  # "die Wendorfer Mühle | dem Müller …"
            break
    ws = [t.text if t.kind == "w" else "" for t in toks]
    mentions = r.names.find_all(ws, r.lang)
    seg = Segment(toks)
    s = noun_phrase_subject(seg, mentions, r.lang, r.names)
    if s is None:
        return None
    from semnet.graph.judge.thingnames import named

    s = named(seg, s, r.names)  # "die Genossenschaft Stekloduw": the note
    return s.key, s.label


def _before_where(r: Read, toks: list[Tok]) -> list[Tok]:
    """A thing's phrase without a phrase of place after it, when a note is
    named before it: "the fish-oil factory | on the north shore" (since
    round 23; "of", "de" stay: "the church of St Mary", and so does a phrase
    naming a place: "die Mühle in Kvalnes")."""
    preps = cues.PREPOSITIONS.get(r.lang, frozenset()) - _OF
    ws = [t.text if t.kind == "w" else "" for t in toks]
    found = [m for m in r.names.find_all(ws, r.lang) if m.entity is not None]
    if not found:
        return toks
    end = found[0].end
    for k in range(end, len(toks)):
        if toks[k].kind == "w" and toks[k].is_(preps):
            if any(t.kind == "w" and t.cap for t in toks[k + 1 :]):
                return toks  # a named place ("die Mühle in Kvalnes"): the phrase's own
            return toks[:k]
        if toks[k].kind == "w" and not toks[k].is_(cues.all_stopwords()):
            break  # another word of the phrase first
    return toks


# ------------------------------------------------------------------ offices

# the posts a place or a thing has one holder of at a time: `relations.POSTS`
_POST = POST


# the verbs of taking a post ("became mayor", "wurde 1894 Bürgermeister", "fut
# nommé maire", "llegó a ser alcalde", "стал старостой"); an election may be
# one of several ("elected mayor in 1890" and "in 1893": re-elected)
_BECAME = words(
    "became become appointed named installed made ernannt berufen wurde devint devenu devenue "
    "nomme nommee installe llego convirtio nombrado nombrada designado designada стал стала "
    "назначен назначена назначили"
)
_ELECTED = words("elected chosen gewahlt elu elue elegido elegida избран избрана избрали")
_AGAIN = words("re-elected reelected wiedergewahlt reelu reelue reelegido reelegida переизбран "
               "переизбрана again wieder nouveau")  # fmt: skip


_REELECTED = re.compile(r"\bre-? ?elect|\bwiedergewahlt|\breelu|\breelegid|переизбра")


def _one_post(r: Read) -> int | None:
    """The token of the one post a statement about a person names, when it
    names one and denies nothing."""
    toks = r.toks
    if r.person is None or r.main.kind != "character":
        return None
    if r.denies:
        return None
    posts = [k for k, t in enumerate(toks) if t.kind == "w" and _post_of(toks, k)]
    if len({_post_of(toks, k) for k in posts}) != 1:
        return None
    k = posts[0]
    after = toks[k + 1] if k + 1 < len(toks) else None
    return None if after is not None and after.f in ("s", "'s") else k  # "the mayor's clerk"


def _post_of(toks: list[Tok], k: int) -> str | None:
    """The post the word at k names; English "head" before "of" is the head
    ("became head of the mill", since round 40)."""
    t = toks[k]
    if t.f == "head" and k + 1 < len(toks) and toks[k + 1].f == "of":
        return "head"
    return _POST[t.f] if t.f in _POST and post_word(toks, k) else None


# what may stand between a verb of taking a post and the post ("became mayor",
# "wurde 1894 zum Bürgermeister", "llegó a ser alcalde", "fut nommé maire")
_TO_POST = words("first erst erste ersten zum zur ser premier primer")
# coming to a place as its holder of a post ("arrived in Sankt Felix as teacher in 1890",
# "kam 1890 als Lehrer nach", "arriva comme instituteur", "llegó como maestro")
_AS = words("as als comme como")


def _took(r: Read, k: int | None) -> list[Claim]:
    """The year a person took a post ("was appointed harbourmaster in 1890"): one post, one
    date, the subject its holder, the post right after the verb ("became friends with the
    mayor" is none); `k` is the post's token (`_one_post`)."""
    if k is None or r.person is None:
        return []
    toks = r.toks
    verbs = [
        j for j in range(max(0, k - 6), k) if toks[j].is_word and toks[j].is_(_BECAME | _ELECTED)
    ]
    came = k > 0 and toks[k - 1].f in _AS and any(t.f in ARRIVED for t in toks[max(0, k - 7) : k])
    dates = [t.time for t in toks if t.kind == "t" and t.time is not None]
    if not (verbs or came) or len(dates) != 1 or dates[0].bound:
        return []
    stop = cues.STOPWORDS.get(r.lang, frozenset())
    between = toks[verbs[-1] + 1 : k - 1] if verbs and not came else []  # the word just
    if any(t.kind != "t" and t.f not in stop and t.f not in _TO_POST for t in between):
        return []  # before the post may be its own
    if any(t.is_word and t.is_(_AGAIN) for t in toks) or _REELECTED.search(r.folded):
        return []  # "re-elected in 1893" is no taking of the post
    elected = (
        bool(verbs)
        and toks[verbs[-1]].is_(_ELECTED)
        and not any(t.f in ("first", "erst", "premiere") for t in toks)
    )
    return [
        r.claim(
            "role:took",
            subject=r.person[0],
            label=r.person[1],
            status=_post_of(toks, k),
            anchor="elected" if elected else "took",
            time=dates[0],
        )
    ]


def _took_from(r: Read, k: int | None) -> list[Claim]:
    """The start of a period in a post ("mayor of Polwith from 1890 to 1900",
    "ran the mill from 1880"): a taking of the post that year, against one
    said with a verb; `k` is the post's token (`_one_post`), if any."""
    span = offices.span(r.toks)
    if r.person is None or span is None or span.bound not in ("range", "from"):
        return []
    post = _post_of(r.toks, k) if k is not None else "head" if postnouns.heads(r) else None
    if post is None:  # since round 36 also the head of a body ("ran the mill from 1880")
        return []
    start = make_time(span.start.year, None, None, str(span.start.year))
    if start is None:
        return []
    return [
        r.claim(
            "role:took",
            subject=r.person[0],
            label=r.person[1],
            status=post,
            anchor="period",
            time=start,
        )
    ]


# ------------------------------------------------------------------ compare


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    owning = {"role:owner", "role:heir"}
    if ca.slot != cb.slot and not ({ca.slot, cb.slot} <= owning or _one_maker(ca, cb)):
        return None
    if ca.slot == "role:took":
        return compare_took(ca, cb)
    pa = Person(ca.status or "", ca.anchor or "", 0, 0)
    pb = Person(cb.status or "", cb.anchor or "", 0, 0)
    same = same_person(pa, pb)
    if same is None:
        return None
    what = ca.slot.split(":", 1)[1]
    if ca.slot in owning:
        return _owners(ca, cb, same)
    if ca.slot == "role:office":
        if ca.time is None or cb.time is None or not ca.time.overlaps(cb.time):
            return None
        if not same and (offices.handover(ca.time, cb.time) or offices.open_(ca.time, cb.time)):
            return None  # the year one leaves the post and the other takes it; "until 1892"
        if same:  # one holder over two periods that differ (since round 28): the dates conflict
            two = offices.two_periods(ca.time, cb.time)
            said = f"{ca.time.text} / {cb.time.text}" if two else "in both"
            why = f"{ca.label}: {pa.label} {said}"
            return Finding(Stance.CONTRADICTS if two else Stance.AGREES, why, 0.7, "role")
        return Finding(Stance.CONTRADICTS, f"{ca.label}: {pa.label} vs {pb.label}", 0.8, "role")
    if ca.negated or cb.negated:  # "Gusarov did not found the school" / "… founded it"
        if ca.negated == cb.negated or not same:
            return None
        why = f"{ca.label}: {what} by {pa.label} in one, denied in the other"
        return Finding(Stance.CONTRADICTS, why, 0.75, "role")
    # a maker: one act, one maker (co-makers named with "and"/"with" are not a conflict)
    once = once_at(ca, cb)
    if once is not None:
        return once
    if same:
        if ca.restricted != cb.restricted:
            narrow = "a" if ca.restricted else "b"
            return Finding(
                Stance.QUALIFIES,
                f"{ca.label}: {what} by {pa.label}, with others",
                0.6,
                "role",
                qualifier=narrow,
            )
        return Finding(Stance.AGREES, f"{ca.label}: {what} by {pa.label} in both", 0.7, "role")
    if ca.restricted or cb.restricted:
        return None
    return Finding(
        Stance.CONTRADICTS, f"{ca.label}: {what} by {pa.label} vs {pb.label}", 0.8, "role"
    )


# since round 37: "was the work of X", "fut l'œuvre de X", "fue obra de X" name the
# maker a builder's "built by" names (not "las obras del puerto": the works)
_WORK_OF = re.compile(
    r"\b(?:the work of |l['’] ?(?:œ|oe)uvre (?:de |d['’])|(?:fue|era) obra de )[A-ZÀ-ÖØ-Þ]"
)


def _one_maker(ca: Claim, cb: Claim) -> bool:
    """Is one claim a builder and the other the maker of "the work of"?"""
    if {ca.slot, cb.slot} != {"role:author", "role:build"}:
        return False
    author = ca if ca.slot == "role:author" else cb
    return _WORK_OF.search(author.clause) is not None


def _owners(ca: Claim, cb: Claim, same: bool) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    ta, tb = ca.time, cb.time
    heir = ca.slot == "role:heir" or cb.slot == "role:heir"
    if ta is None or tb is None:
        if same and ta is None and tb is None and not heir:
            return Finding(Stance.AGREES, f"{ca.label}: owned by {ca.anchor} in both", 0.6, "role")
        if same or heir:
            return None
        return Finding(
            Stance.IN_TENSION, f"{ca.label}: owned by {ca.anchor} / {cb.anchor}", 0.5, "role"
        )
    if heir:
        h, o = (ca, cb) if ca.slot == "role:heir" else (cb, ca)
        ht, ot = h.time, o.time
        assert ht is not None and ot is not None
        if same and ht.overlaps(ot):
            return Finding(Stance.AGREES, f"{ca.label}: {h.anchor}'s from {ht.text}", 0.6, "role")
        if not same and ot.end > ht.start and ca.slot != cb.slot:
            return Finding(
                Stance.IN_TENSION,
                f"{ca.label}: inherited by {h.anchor} in {ht.text}, "
                f"owned by {o.anchor} in {ot.text}",
                0.5,
                "role",
            )
        return None
    if not ta.overlaps(tb) or (ta.bound is not None and ta.bound == tb.bound):
        return None  # another time, or a succession ("from 1850" / "from 1852")
    if same:
        return Finding(Stance.AGREES, f"{ca.label}: owned by {ca.anchor} in both", 0.7, "role")
    fam = ca.status.startswith("family:") or cb.status.startswith("family:")  # type: ignore[union-attr]
    return Finding(
        Stance.IN_TENSION if fam else Stance.CONTRADICTS,
        f"{ca.label}: owned by {ca.anchor} vs {cb.anchor}",
        0.5 if fam else 0.8,
        "role",
    )
