"""What a clause is about: the entity note it names as its subject (not one
named after a preposition, not a possessor: "la hija de Carmen Ortega" is
about the daughter), or else the noun phrase it starts with ("La tour de
l'imprimerie mesure 30 mètres" is about "tour imprimerie"), so that facts
about the same thing meet even when no note names it.

Subjects are keys: `@<entity id>`, `rel:<noun>@<entity id>` (a relative or
part of an entity: her daughter, his mill) or `np:<lang>:<lemmas>`.
"""

from __future__ import annotations

import functools
import re
import weakref
from dataclasses import dataclass
from typing import Any

from semnet.graph.judge import cues, slots
from semnet.graph.judge.attributive import FORMER
from semnet.graph.judge.cues import words
from semnet.graph.judge.events import EVENTS
from semnet.graph.judge.honorifics import ru_apposition
from semnet.graph.judge.nations import nation_of
from semnet.graph.judge.nouns import kind_of, np_key
from semnet.graph.judge.people import AGE_SEX
from semnet.graph.judge.placenp import place_key
from semnet.graph.judge.relations import (
    BEFORE_NOUN,
    KIN,
    RANKS,
    SOLE,
    follows_name,
    impersonal,
    named_relative,
    noun_after,
    owner_words,
    relation_key,
    relation_noun,
)
from semnet.graph.judge.text import Segment, Tok, de_verb
from semnet.graph.judge.values import approx_before, hedge_mark
from semnet.graph.manuscript.names import Mention, NameIndex, best_lemma, fold, morph_ru

# prepositions of place: where things are counted
_LOCATIVE = words("in into through at on à au dans en auf an im am в во на")
_CYR = re.compile(r"[\u0400-\u04ff]")
# a Russian adjective made from a place name, folded (й is и): "ломовская"
_RU_ADJ = re.compile(r"^(\w{3,}?)(ск|цк)(ии|ыи|ои|ая|ое|ие|ые|ого|ому|ои|ую|ом|их|им|ими|ая)$")

# nouns of age a name is called with ("старик Гусаров", "the old man"), no relative
_OLD_ONE = words("старик старуха старичок старушка")
# the adjectives of size before a happening's or a thing's noun ("the great fire")
_GREAT = words("great big grand grande gran grosse grossen grosser великий великая большой большая")

# Verbs that end a noun-phrase subject ("The tower *is* 30 m high").
BE_HAVE = {
    lang: frozenset(words.split())
    for lang, words in {
        "en": "is was were are be been has had have does did do will would can could "
        "remained remains stayed "
        # since round 26: a place's verbs of lying or standing in the present
        "lies stands sits rises",
        "ru": "был была было были есть является являлся являлась будет остался осталась "
        "оставался оставалась",
        "fr": "est etait fut sont etaient a avait eut ont sera fait faisait resta restait reste "
        "demeura",
        "de": "ist war sind waren wurde wurden hat hatte haben wird blieb bleibt",
        "es": "es era fue son eran esta estaba estuvo ha habia tiene tenia tuvo permanecio "
        "permanecia siguio seguia sigue quedo",
    }.items()
}


@dataclass(frozen=True, slots=True)
class Subject:
    key: str
    label: str
    kind: str | None  # the entity's kind, or None for a noun phrase
    start: int = -1  # token span in the segment (-1: inherited)
    end: int = -1
    # a place phrase the clause counts things in: "200 people lived *in
    # Trewint*", "*Auf dem Gut Wendorf* standen 14 Pferde"
    located: bool = False
    # a relative's noun as written ("fils", "2 hijos"): a `rel:` key holds its concept
    word: str | None = None
    # the relative's key a named person was called by ("Gretas Bruder Hinrich":
    # rel:brother@greta), so that the owner has that relative (`kin.py`)
    relative: str | None = None


def verb_ru(t: Tok) -> bool:
    """A Russian verb form ("училось", "работало"), by its likeliest parse."""
    if t.kind != "w":
        return False
    parses = morph_ru().parse(t.text)
    if not parses or parses[0].tag.POS not in ("VERB", "INFN"):
        return False
    return not any(p.tag.POS == "NOUN" for p in parses[:3])  # "пристань" is a noun too


def _nominative_ru(t: Tok) -> bool:
    """A name in the nominative ("Игнат", not "Анны"): a subject, no possessor."""
    parses = morph_ru().parse(t.text)[:3]
    if parses and "Fixd" in parses[0].tag and any("gent" in p.tag for p in parses):
        return False  # "Ани": an indeclinable reading first, the genitive of Аня next
    return any("nomn" in p.tag and "gent" not in p.tag for p in parses[:1])


def _may_be_nominative_ru(t: Tok) -> bool:
    """A surname that may be in the nominative ("Волкова"; not "Фогта")."""
    parses = morph_ru().parse(t.text)[:4]
    return any("nomn" in p.tag or p.tag.POS != "NOUN" for p in parses)  # "Сомов": ADJS first


def _counted_kin(t: Tok) -> bool:
    """A figure of kin ("2 hijos", "deux fils")."""
    from semnet.graph.judge.kin import KIN

    return t.kind == "q" and t.qty is not None and t.qty.unit in KIN


def _oblique_ru(name: list[Tok]) -> bool:
    """A name of two words or more none of which is in the nominative."""
    return len(name) > 1 and not any(_nominative_ru(t) for t in name)


def _head_case_ru(t: Tok) -> bool:
    """A noun that may head a subject, a fronted object, a predicate or an
    experiencer ("Вдова …", "Дочь … крестили", "был сыном Анны", "Брату Анны
    было …"), not a place ("В Мариинском театре Лобанова пела"): after a
    noun of place the name is no owner."""
    parses = [p for p in morph_ru().parse(t.text)[:4] if p.tag.POS == "NOUN"]
    return any(p.tag.case in ("nomn", "accs", "ablt", "datv") for p in parses)


def is_noun_ru(t: Tok) -> bool:
    return t.kind == "w" and any(p.tag.POS == "NOUN" for p in morph_ru().parse(t.text)[:2])


_ARTICLES = words("the el la los las le les l der die das dem den")


def mention_role(seg: Segment, m: Mention, lang: str, words: list[str], names: NameIndex) -> str:
    """How a name stands in its segment: `subject`, `prep` (after a
    preposition), `possessor` (of the noun before it) or `genitive-s` (German
    "Annas Sohn", of the noun after it)."""
    toks = seg.toks
    prev = toks[m.start - 1] if m.start > 0 else None
    nxt = toks[m.end] if m.end < len(toks) else None
    noun = noun_after(toks, m.end, lang)  # past "einziger", "älteste"
    owned = noun is not None and noun is nxt and follows_name(noun, lang)
    if noun is not None and noun.cap and (owned or names.genitive(m, words, lang)):
        return "genitive-s"  # "Annas Sohn", "Greta Albers' Vater"
    if lang == "en" and nxt is not None and nxt.f == "s" and m.end + 1 < len(toks):
        return "genitive-s"
    if prev is not None and prev.kind == "w":
        link = owner_words(toks, m.start, lang)
        if link and m.start - link >= 1 and toks[m.start - link - 1].kind == "w":
            head = toks[m.start - link - 1]
            kin = head.f in KIN.get(lang, {})  # since round 38: English "son" (French "his")
            if head.f not in cues.all_stopwords() or head.f in ("de", "d") or kin:
                return "possessor"
        if link and m.start - link >= 1 and _counted_kin(toks[m.start - link - 1]):
            return "possessor"  # "Los dos hijos de Tomás": Tomás has them
        if lang == "ru" and prev.f == "у":
            return "subject"  # "У Анны было пятеро детей": Anna has them
        if lang == "es" and prev.f == "a" and _clitic_topic(toks, m):
            return "subject"  # "A Inés la bautizaron en 1870": a fronted object
        if prev.is_(cues.PREPOSITIONS.get(lang, frozenset())) or prev.f in cues.OF:
            return "prep"
        if lang == "ru" and prev.f == "время" and m.start > 1 and toks[m.start - 2].f == "во":
            return "prep"  # "во время шторма": during the storm (since round 23)
        preps = cues.PREPOSITIONS.get(lang, frozenset())
        if prev.f in _ARTICLES and m.start > 1 and toks[m.start - 2].is_(preps):
            return "prep"  # "está enterrado en el Cementerio Inglés": where, not who
        if (
            lang == "ru"
            and is_noun_ru(prev)
            and _head_case_ru(prev)
            and not (prev.cap and m.start > 1)  # "С Каменским Кулагина": a name, no head
            and not prev.is_(slots.RESTRICTIONS["ru"])
            and not (_nominative_ru(toks[m.start]) and _may_be_nominative_ru(toks[m.end - 1]))
            and (
                _oblique_ru(toks[m.start : m.end])  # "Вдова Петра Штерна": his widow
                or not ru_apposition(prev, toks[m.start], m.entity and names.kind(m.entity))
            )
        ):
            return "possessor"
    return "subject"


_ES_CLITICS = frozenset(("lo", "la", "los", "las", "le", "les"))


def _clitic_topic(toks: list[Tok], m: Mention) -> bool:
    """Spanish "A <name> <clitic> …" at the start of a clause: the name is the
    topic the clause is about (its object, doubled by the clitic)."""
    if any(t.kind == "w" for t in toks[: m.start - 1]):
        return False
    return m.end < len(toks) and toks[m.end].f in _ES_CLITICS


# prepositions a place's present-tense verb takes ("belongs to", "lies in", "dates from")
_VERB_PREPS = frozenset({"to", "in", "on", "at", "from", "into", "near", "among", "between"})


def _noun_follows(seg: Segment, m: Mention, lang: str) -> bool:
    """Is a place's name followed by a noun of the same phrase ("Penrick
    church's tower", "the Carrow Point lighthouse")?"""
    j = m.end
    if lang == "ru":
        return _ru_attribute(seg, m)
    if j < len(seg.toks) and seg.toks[j].f == "s":
        j += 1
    elif lang != "en":
        return False  # "Villanueva dista …": a noun after a name is English word order
    if j >= len(seg.toks):
        return False
    t = seg.toks[j]  # "Pellow Bridge survived …", "Harbour Street kept …": a verb
    if t.f in cues.IRREGULAR_VERBS or (t.f.endswith("ed") and best_lemma(t.text, "en") != t.f):
        return False
    nxt = seg.toks[j + 1] if j + 1 < len(seg.toks) else None
    if t.f.endswith("s") and nxt is not None and nxt.kind in ("n", "q"):
        return False  # "The church seats 400", "the hall holds 300": a verb before its figure
    if t.f.endswith("s") and nxt is not None and nxt.f in _VERB_PREPS:
        return False  # since round 35: "Orsat belongs to", "Kvalby lies in": a verb
    return _np_step(t, lang, True, False) == "word"


def _ru_attribute(seg: Segment, m: Mention) -> bool:
    """A Russian place named by an adjective ("Покровское") that agrees with
    the noun after it: "Покровская школа" is the school, not the village."""
    if m.end - m.start != 1 or m.end >= len(seg.toks) or seg.toks[m.end].kind != "w":
        return False
    adj = [p for p in morph_ru().parse(seg.toks[m.start].text)[:3] if p.tag.POS == "ADJF"]
    nouns = [p for p in morph_ru().parse(seg.toks[m.end].text)[:2] if p.tag.POS == "NOUN"]
    return any(
        a.tag.case == n.tag.case and a.tag.number == n.tag.number
        and (a.tag.gender == n.tag.gender or a.tag.number == "plur")
        for a in adj for n in nouns
    )  # fmt: skip


def _head_before(seg: Segment, m: Mention, lang: str) -> Tok | None:
    """The noun a possessor belongs to: "hija" in "La hija de Carmen"."""
    j = m.start - 1 - owner_words(seg.toks, m.start, lang)
    pos = seg.toks[j].f in cues.SIBLING_POSITIONS | SOLE if j >= 0 else False
    if j > 0 and pos and seg.toks[j - 1].kind == "w" and seg.toks[j].f not in KIN.get(lang, {}):
        j -= 1  # "El hijo mayor de Inés", "le fils unique de": the son, not "mayor"
    if j >= 0 and _counted_kin(seg.toks[j]):
        return seg.toks[j]  # "Los dos hijos de Tomás": his sons
    return seg.toks[j] if j >= 0 and seg.toks[j].kind == "w" else None


def _apposed_kind_ru(head: Tok, name: Tok) -> bool:
    """A thing's kind before its name in the same case, in apposition
    ("пароход «Ласточку» спустили"), not a part before its owner in the
    genitive ("колокольня церкви")."""
    if kind_of(best_lemma(head.text, "ru"), "ru") is None:
        return False
    cases = {p.tag.case for p in morph_ru().parse(head.text)[:3] if p.tag.POS == "NOUN"}
    first = morph_ru().parse(name.text)[0]
    return first.tag.case in cases and first.tag.case != "gent"


def _head_after(seg: Segment, m: Mention, lang: str) -> Tok | None:
    stop = cues.STOPWORDS.get(lang, frozenset())
    j = m.end
    if j < len(seg.toks) and seg.toks[j].f == "s":
        j += 1
    skip = stop | SOLE | BEFORE_NOUN
    while j < len(seg.toks) and seg.toks[j].kind == "w" and seg.toks[j].f in skip:
        j += 1  # "Karl Brandts einziger Sohn"
    head = noun_after(seg.toks, j, lang)  # "Lena's late brother"
    if lang == "en" and head is not None and j < len(seg.toks) and head is seg.toks[j]:
        head = _last_plain(seg.toks[j : j + 3], stop) or head
    return head if head is not None and head.kind == "w" else None


def _last_plain(toks: list[Tok], stop: frozenset[str]) -> Tok | None:
    """English "Pike's good flour output was", "the bridge's single span
    measures": the last of the plain words before a verb, the owned noun
    (since round 42; no kin or post among them: `noun_after`)."""
    last = None
    for t in toks:
        if t.kind != "w" or t.cap or t.f in stop or (verbal(t, "en") and t.f not in slots.ASPECTS):
            break  # (an aspect is a noun here: "span", not "spans")
        last = t
    return last


def subject_of_segment(
    seg: Segment,
    mentions: list[Mention],
    lang: str,
    words: list[str],
    names: NameIndex,
) -> Subject | None:
    """The entity subject of one segment, if it names one."""
    for m in mentions:
        ent = m.entity
        if ent is None:
            return None  # an ambiguous name first: nothing can be said of it
        role = mention_role(seg, m, lang, words, names)
        if role == "prep":
            continue
        label = names.label(ent)
        kind = names.kind(ent)
        if role == "subject" and kind == "place" and _noun_follows(seg, m, lang):
            return None  # "the Carrow Point lighthouse": a noun phrase
        if role == "subject":
            return Subject(f"@{ent}", label, kind, m.start, m.end)
        head = _head_before(seg, m, lang) if role == "possessor" else _head_after(seg, m, lang)
        if head is None:
            return Subject(f"@{ent}", label, kind, m.start, m.end)
        at = seg.toks.index(head)
        work = next((n for n in mentions if n.start == at and n.entity is not None), None)
        w = work.entity if work is not None else None
        if work is not None and w and names.kind(w) != "character":
            # "Lydgate's Gothic Tracery", "Ashcombe's Drowned Orchard": the work
            return Subject(f"@{w}", names.label(w), names.kind(w), work.start, work.end)
        life_event = any(
            head.is_(slots.PREDICATES[slot][lang]) for slot in ("birth", "death")
        ) or head.is_(slots.WEDDING_NOUNS)  # "the birth of Anna", "le mariage de Jeanne"
        if life_event and kind == "place":
            continue  # "a native of Tavistow": a place is where, not who
        if head.is_(slots.PROPERTY_NOUNS) or head.is_(slots.APPOSITION_NOUNS) or life_event:
            return Subject(f"@{ent}", label, kind, m.start, m.end)
        if kind != "character" and lang == "ru" and _apposed_kind_ru(head, seg.toks[m.end - 1]):
            return Subject(f"@{ent}", label, kind, m.start, m.end)  # "Пароход «Ласточку»"
        if head.is_(_OLD_ONE):  # "Старика Гусарова похоронили": old Gusarov, no relative
            return Subject(f"@{ent}", label, kind, m.start, m.end)
        if kind == "place":
            return None  # "the tower of Penrick church": a noun phrase
        if head.kind == "q":  # "2 hijos": the sons
            noun = relation_key(best_lemma(head.text.split()[-1], lang), lang)
        else:
            noun = relation_noun(seg.toks, seg.toks.index(head), lang)  # "père" → father
        start = min(m.start, seg.toks.index(head))
        end = max(m.end, seg.toks.index(head) + 1)
        if (named := named_relative(seg.toks, mentions, (start, end), lang, names)) is not None:
            who = named.entity or ""  # "Gretas Vater Johann Albers": Johann Albers
            return Subject(f"@{who}", names.label(who), "character", named.start, named.end,
                           word=head.text, relative=f"rel:{noun}@{ent}")  # fmt: skip
        return Subject(
            f"rel:{noun}@{ent}", f"{label} ({head.text})", None, start, end, word=head.text
        )
    return None


def verbal(t: Tok, lang: str) -> bool:
    """Is a token a verb form, as far as the word lists and lemmas tell?"""
    if t.kind != "w" or (lang == "fr" and t.text.lower() == "à"):
        return False  # the French preposition, folded like "a" (has)
    if t.f in BE_HAVE.get(lang, frozenset()) or _is_cue(t, lang):
        return True
    if lang == "ru":
        return verb_ru(t)
    if lang == "de":
        return de_verb(t)
    if lang == "en":
        return t.f in cues.IRREGULAR_VERBS or (len(t.f) > 4 and t.f.endswith("ed"))
    return _verb_form(t.f, t.text, lang)


def _sequence() -> Any:
    from semnet.graph.judge import sequence

    return sequence


def noun_phrase_subject(
    seg: Segment, mentions: list[Mention], lang: str, names: NameIndex
) -> Subject | None:
    """The noun phrase a segment starts with, as a subject key: its content
    words' lemmas and the entities it names (a place's adjective is the
    place: "die Sandauer Brücke" = "die Brücke von Sandau"), up to the verb.
    Each part of the phrase ("the belfry | of Saint Brannoc's", "Saint
    Brannoc's | belfry") keeps at most two words."""
    toks = seg.toks
    preps = cues.PREPOSITIONS.get(lang, frozenset())
    by_start = {m.start: m for m in mentions}
    i = 0
    # a leading date phrase: "In 1900 the bridge …", "1900 war die Brücke …"
    while i < len(toks) and (
        toks[i].kind == "t"
        or (toks[i].is_(preps) and _time_follows(toks, i))
        or _year_noun_at(toks, i, preps)  # "Im Jahr 1900"
    ):
        i += 1
    from semnet.graph.judge.fronted import time_lead  # (fronted reads this module)

    i = time_lead(toks, _sequence().leading(toks, i, lang), lang)  # "After the fire the …"
    i = impersonal(toks, i, lang, _is_cue)  # "On construisit | la tour …"
    parts: list[str] = []
    labels: list[str] = []
    verb_seen = False
    start = -1
    prev = ""
    located = False
    words, limit = 0, 2  # content words of the phrase's current part, and how many it takes
    j = i
    while j < len(toks):
        t = toks[j]
        if j in by_start and by_start[j].entity is None:
            return None  # an ambiguous name: nothing can be said of it
        if j in by_start:
            m = by_start[j]
            parts.append(f"@{m.entity}")
            labels.append(" ".join(x.text for x in toks[m.start : m.end]))
            start = j if start < 0 else start
            j = m.end
            continue
        if t.kind == "t" and t.text.isdigit() and not parts and j and toks[j - 1].f == "the":
            j += 1  # since round 45: "The 1900 census recorded …": the census of 1900
            continue
        if not parts and t.kind == "w" and t.f in cues.HE_SHE:
            return None  # since round 38: "he was a young man of twenty": his, not a man's
        step = _np_step(t, lang, bool(parts), verb_seen)
        if cues.approx_mark(t.f, lang) and j + 1 < len(toks) and toks[j + 1].kind in ("q", "n"):
            break  # "почти 50 метров"
        fronted = all(u.kind == "w" and u.f in cues.STOPWORDS.get(lang, ()) for u in toks[:j])
        if step == "verb" and fronted and _is_cue(t, lang) and not t.is_(BE_HAVE.get(lang, set())):
            return None  # a fronted participle: "Born in Truro, …", "Уроженка Вологды, …"
        name_goes_on = t.cap and prev == "name"  # "Saint Brannoc", "Zeche Ewald"
        if step == "stop" or (step == "link" and words >= 2 and not _owner_next(toks, j, by_start)):
            break  # (a full part may still be owned: "das Rad der Mühle | von Hollerbeck")
        if step == "link" and verb_seen and parts and t.is_(_LOCATIVE):
            break  # V2: "1890 wohnte die Familie Kellermann | in München"
        if step == "verb":
            verb_seen = True  # V2: "1900 war die Brücke geöffnet"
        elif step == "link" and parts:
            words, limit = 0, 1  # "of", "von", the possessive 's: a new part begins
        elif step == "link" and t.is_(_LOCATIVE):
            located = True  # "Auf dem Gut Wendorf standen …", "В гимназии училось …"
        elif step == "word" and words >= limit and not name_goes_on:
            break  # another word ends the phrase
        elif step == "word" and verb_seen and not parts and t.is_(AGE_SEX):
            return None  # since round 38: "era un hombre de treinta años": the subject's age
        elif step == "word":
            place = place_adjective(t, lang, names)
            parts.append(f"@{place}" if place else best_lemma(t.text, lang))
            labels.append(t.text)
            start = j if start < 0 else start
            words += 0 if place or name_goes_on or t.f in RANKS.get(lang, ()) else 1
            step = "name" if t.cap else step
        prev = step
        j += 1
    if not parts:
        return None
    ents = [p for p in parts if p.startswith("@")]
    if len(parts) == 1 and ents:
        ent = ents[0][1:]
        return Subject(ents[0], names.label(ent), names.kind(ent), start, j, located)
    things = [e for e in ents if names.kind(e[1:]) != "place"]
    if len(ents) == len(parts) and len(things) == 1:
        # since round 34: a named thing or person with the place it is in or
        # of ("«Вестник» в Грауахе", "Franz Keller of Grauach") is that one
        ent = things[0][1:]
        return Subject(things[0], names.label(ent), names.kind(ent), start, j, located)
    key = place_key(parts, labels, lang) or np_key(parts, lang)  # "the village of Kerlaz"
    return Subject(key, " ".join(labels), None, start, j, located)


def _owner_next(toks: list[Tok], j: int, by_start: dict[int, Mention]) -> bool:
    """Does a named owner follow the link at toks[j] ("von Hollerbeck", "в
    Сосновке", "of the Morwenna")?"""
    k = j + 1
    if k < len(toks) and k not in by_start and toks[k].f in cues.all_stopwords():
        k += 1  # an article
    return k in by_start and by_start[k].entity is not None


def located_subject(
    seg: Segment, mentions: list[Mention], lang: str, names: NameIndex
) -> Subject | None:
    """A clause that starts with a figure ("A little over 200 people lived
    in Trewint", "Почти 100 рабочих трудились на фабрике …", "Cinco campanas
    cuelgan en el campanario de …") counts things in the place phrase after
    its verb: that phrase is the subject."""
    toks = seg.toks
    k = next((n for n, t in enumerate(toks[:5]) if t.kind in ("q", "n")), None)
    if k is None or any(m.start < k for m in mentions):
        return None
    v = k - 1  # the verb before the figure, past a hedge ("lebten etwa 300 Menschen")
    while v > 0 and approx_before(toks[v].text, lang) is not None:
        v -= 1
    verb_first = k > 0 and _dwell(toks[v], lang)  # "trabajaban quince médicos en …"
    if any(
        _is_cue(t, lang) or t.f in BE_HAVE.get(lang, frozenset())
        for t in toks[: v if verb_first else k]
    ):
        return None
    if _worded_before(toks[: v if verb_first else k], lang):
        return None  # "L'hôpital garda ses 40 lits …": the hospital is the subject
    for p in range(k + 1, len(toks)):
        t = toks[p]
        if t.kind == "p" or t.f in cues.SUBORDINATORS.get(lang, frozenset()):
            return None
        if not t.is_(_LOCATIVE):
            continue
        sub = Segment(toks[p:], seg.kind, seg.index)
        shifted = [Mention(m.start - p, m.end - p, m.entities, m.part) for m in mentions
                   if m.start >= p]  # fmt: skip
        got = noun_phrase_subject(sub, shifted, lang, names)
        if got is None:
            return None
        return Subject(got.key, got.label, got.kind, got.start + p, got.end + p, True)
    return None


def _worded_before(toks: list[Tok], lang: str) -> bool:
    """Does a content word other than the verb right before it stand before
    a clause's figure, past its hedge? "A little over 200 people", "Près de
    300 ouvriers", "En 1900 estudiaban 80 alumnos" have none; "L'hôpital
    garda ses 40 lits" has the hospital."""
    mark = hedge_mark(" ".join(t.text for t in toks), lang)
    keep = len(toks) - (len(mark[0].split()) if mark is not None else 0)
    stop = cues.STOPWORDS.get(lang, frozenset()) | cues.PREPOSITIONS.get(lang, frozenset())
    content = [t for t in toks[: max(keep, 0)] if t.kind == "w" and t.f not in stop]
    return len(content) > 1


def _dwell(t: Tok, lang: str) -> bool:
    """A verb whose subject is the people a place counts: lived, worked."""
    return t.is_(slots.PREDICATES["residence"].get(lang, frozenset())) or t.is_(
        slots.PREDICATES["employer"].get(lang, frozenset())
    )


# words that hedge or limit a figure, never a phrase's content ("едва", "à peine", "всего")
_HEDGE_PHRASES = [p for table in (cues.BARELY, cues.JUST) for ps in table.values() for p in ps]
_HEDGES = cues.ONLY_WORDS | {w for p in _HEDGE_PHRASES for w in p.split() if w not in ("a", "tout")}


def _np_step(t: Tok, lang: str, has_parts: bool, verb_seen: bool) -> str:
    """What a token does in a noun-phrase subject: `word`, `link` (a
    preposition or possessive between its parts), `skip`, `verb` or `stop`."""
    stop = cues.STOPWORDS.get(lang, frozenset())
    if lang in ("es", "fr") and t.f == "se" and has_parts:
        return "stop"  # a reflexive clitic begins the verb: "la ermita … se quemó"
    if t.kind in ("t", "q", "n") or t.f in cues.NEGATION.get(lang, frozenset()):
        return "stop"
    if t.f in cues.SUBORDINATORS.get(lang, frozenset()) and t.f not in stop:
        return "stop"
    if has_parts and t.f == "works" and lang == "en":
        return "word"  # since round 48: "the dye works was built" (no verb "works")
    if t.f in BE_HAVE.get(lang, frozenset()) or _is_cue(t, lang):
        return "stop" if has_parts or verb_seen else "verb"
    if t.kind != "w":
        return "skip" if t.f in ("'", "’") else "stop"
    if t.is_(cues.PREPOSITIONS.get(lang, frozenset())) or t.f in cues.OF or t.f == "s":
        return "link"
    if slots.restricts(t, lang) or (lang == "ru" and verb_ru(t)):
        return "stop"
    if t.f.isdigit() or t.f in stop or t.f in slots.ASPECTS:
        return "skip"
    if t.f in _HEDGES:
        return "stop" if has_parts else "skip"  # "В Затонске едва ли двести", "à peine"
    if not has_parts and t.f in _GREAT:
        return "skip"  # "El gran incendio de 1883": the fire of 1883
    if t.is_(slots.POPULATION_NOUNS) or t.is_(slots.PROPERTY_NOUNS):
        return "skip"
    if t.f in RANKS.get(lang, ()):
        return "word"  # "der erste Rektor": the first holder is another subject
    if lang == "de" and not t.cap and not has_parts and nation_of(t.f):
        return "word"  # "der französische Meister", as "the French master"
    if _predicate_word(t) or (lang == "de" and not t.cap):
        return "stop" if has_parts else "skip"
    if (not t.cap and _material(t.f)) or t.f in FORMER:  # "the once wooden church"
        return "skip"  # "la ermita de madera de Valdemora" is the chapel of Valdemora
    if has_parts and not t.cap and _verb_form(t.f, t.text, lang):
        return "stop"  # "el molino pertenecía …", "le phare domine …"
    if has_parts and lang == "en" and t.f in cues.IRREGULAR_VERBS:
        return "stop"  # "the Mirow light came into service"
    return "word"


# infinitive endings a verb form's lemma has (simplemma gives the infinitive)
_INFINITIVE = {"es": ("ar", "er", "ir"), "fr": ("er", "ir", "re")}


@functools.lru_cache(maxsize=1 << 14)
def _verb_form(f: str, text: str, lang: str) -> bool:
    """A French or Spanish verb form no list knows: its lemma is an
    infinitive other than the word and its plural ("pertenecía" →
    pertenecer, "domine" → dominer; not "boulangers" → boulanger)."""
    ends = _INFINITIVE.get(lang)
    if ends is None:
        return False
    lemma = fold(best_lemma(text, lang))
    if lemma == f or not lemma.endswith(ends) or len(lemma) < 5:
        return False
    return lemma not in (f[:-1], f[:-2])  # a plural: "boulangers", "mujeres"


@functools.cache
def _material(word: str) -> bool:
    from semnet.graph.judge.kinds import is_material

    return is_material(word)


_ADJ_CACHE: weakref.WeakKeyDictionary[NameIndex, dict[str, str]] = weakref.WeakKeyDictionary()


def _place_stem(name: str) -> str:
    """The stem a place name makes adjectives from: "Сосновка" → "соснов",
    "Тверецк" → "тверец", "Ortlingen" → "ortling", "Sandau" → "sandau"."""
    f = fold(name)
    if _CYR.search(f):
        f = f.rstrip("аяоеиыь")
        for end in ("ск", "к"):
            if f.endswith(end):
                return f[: -len(end)]
        return f
    return f[:-2] if f.endswith("en") else f


def place_adjective(t: Tok, lang: str, names: NameIndex) -> str | None:
    """The place note an adjective is made from: German "-er" ("Sandauer",
    "Hollerbecker"), Russian "-ский"/"-цкий" ("ломовская", "тверецкой")."""
    if t.kind != "w" or len(t.f) < 6:
        return None
    if lang == "de" and t.cap and t.f.endswith("er"):
        stems = {t.f[:-2], t.f[:-3] if t.f.endswith("ner") else t.f[:-2]}
    elif lang == "ru":
        m = _RU_ADJ.match(t.f)
        if m is None:
            return None
        stems = {m.group(1) + ("ц" if m.group(2) == "цк" else "")}
    else:
        return None
    table = _ADJ_CACHE.get(names)
    if table is None:
        table = {}
        for ent, e in names.entities.items():
            if e.kind != "place":
                continue
            for form in names.forms(ent):
                if " " not in form.strip() and len(form) >= 4:
                    table.setdefault(_place_stem(form), ent)
        _ADJ_CACHE[names] = table
    for stem in stems:
        if len(stem) >= 4 and stem in table:
            return table[stem]
    return None


def _predicate_word(t: Tok) -> bool:
    from semnet.graph.judge.existence import in_use_verb

    """A word that says something of the subject (open, married, alive)."""
    if any(x in slots.ANTONYMS for x in t.lem) or in_use_verb(t):
        return True  # (a verb of being in use: "le moulin de X fonctionnait")
    for table in (slots.MARITAL, slots.LIFE):
        for langs in table.values():
            if any(t.is_(words) for words in langs.values()):
                return True
    return False


_YEAR_NOUNS = words("year jahr jahre annee ano")


def _year_noun_at(toks: list[Tok], i: int, preps: frozenset[str]) -> bool:
    """ "Im Jahr 1900", "en el año 1900": a year noun (after a preposition)
    before a date."""
    k = i + 1 if toks[i].is_(preps) else i
    return k < len(toks) and toks[k].is_(_YEAR_NOUNS) and _time_follows(toks, k)


def _time_follows(toks: list[Tok], i: int) -> bool:
    return i + 1 < len(toks) and toks[i + 1].kind == "t"


def _is_cue(t: Tok, lang: str) -> bool:
    for slot in ("birth", "death", "residence", "employer", "marriage", "have", "measure"):
        if t.is_(slots.PREDICATES[slot].get(lang, frozenset())):
            return True
    return any(t.is_(langs.get(lang, frozenset())) for langs in EVENTS.values())


def place_named(segs: list[Segment], lang: str, names: NameIndex) -> Subject | None:
    """A place note a subject-less statement names ("3,000 people lived in
    Millbrook", "In 1881 in Lyon there were …"): the statement is about it."""
    for seg in segs:
        if seg.kind == "sub":
            continue
        words = [t.text if t.kind == "w" else "" for t in seg.toks]
        for m in names.find_all(words, lang):
            if m.entity is not None and names.kind(m.entity) == "place":
                return Subject(f"@{m.entity}", names.label(m.entity), "place", m.start, m.end)
    return None
