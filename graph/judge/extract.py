"""The claims of one segment, slot by slot: events (birth, death, marriage),
time-bounded states (residence, employer, marital status, alive/dead,
antonym pairs), figures (age, counts, measures), and the statement's frame.
`claims.py` finds the segments and subjects and calls these."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import ages, counts, cues, events, implies, money, origins, slots, stays
from semnet.graph.judge.content import content_words
from semnet.graph.judge.cues import words
from semnet.graph.judge.subjects import BE_HAVE
from semnet.graph.judge.values import Quantity, TimeValue, approx_before, span_of
from semnet.graph.manuscript.names import fold, lemmas

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.text import Tok


def _first_date(times: list[TimeValue]) -> TimeValue | None:
    """The first date that is a date (or "before"/"after" one), not a period."""
    for t in times:
        if t.bound in (None, "before", "after"):
            return t
    return None


def _period(times: list[TimeValue]) -> TimeValue | None:
    for t in times:
        if t.bound is not None:
            return t
    return times[0] if times else None


# --------------------------------------------------------------------------- predicates


def slot_claims(x: _Extractor, i: int, slot: str) -> list[Claim]:
    if slot in ("birth", "death"):
        return _event(x, i, slot)
    if slot == "residence":
        return _residence(x, i)
    if slot == "employer":
        return _employer(x, i)
    if slot == "marriage":
        return _marriage(x, i)
    if slot == "visit":
        return stays.visit_claims(x, i)
    if slot == "leave":
        return stays.leave_claims(x, i)
    if slot == "move":
        return stays.move_claims(x, i)
    if slot.startswith("ev:"):
        return events.event_claims(x, i, slot[3:])
    return []


def _event(x: _Extractor, i: int, slot: str) -> list[Claim]:
    if x.negated:
        return []  # "was not born in Reval": the frame rules compare denials
    if slot == "death" and x.toks[i].f in ("dead", "tot") and x.be_before(i):
        return []  # "was dead by 1920": a state (see `state_claims`)
    if _of_a_noun(x, i):
        return []  # "married a woman born in Penzance": the woman's birth
    if _anothers(x, i) or _coordinated_owner(x, i):
        return []  # "after the death of her husband", "… and his son was born": theirs
    got = x.attached(i, slot)
    time = _first_date(got.times) or _first_date(x.fronted_times())
    place = got.places[0] if got.places else None
    origin = origins.origin_at(x, i)  # "a Belgian from Liège": Liège, not "Belgian"
    if (place is None or origin) and (x.toks[i].is_(slots.NATIVE) or origin):
        place = origins.native_place(x, i)  # "Родом Николай Орлов из Вологды"
    if origin:
        time = None  # since round 38: "In 1870 he was from Leeds" was not born then
    if time is None and place is None and slot == "birth":
        return []
    return [x.claim(slot, time=time, place=place)]  # "он умер": dead now


_PARTICIPLES = words("born née geboren nacido nacida родившийся родившаяся died")


def _of_a_noun(x: _Extractor, i: int) -> bool:
    """Is the participle at i about the noun just before it (a reduced
    relative clause) rather than the subject?"""
    if i == 0 or not x.toks[i].is_(_PARTICIPLES) or (i - 1) in x.subj_span:
        return False
    prev = x.toks[i - 1]
    if prev.kind != "w" or prev.cap or prev.f.endswith("ly"):
        return False
    return prev.f not in cues.all_stopwords() and prev.f not in BE_HAVE.get(x.lang, frozenset())


# after a birth or death noun, what makes the next name its owner (Russian: the genitive)
_OWNER_MARKS = {
    "en": words("of"),
    "de": words("des der eines einer seines seiner ihres ihrer von"),
    "fr": words("de du des d"),
    "es": words("de del"),
}


_AND = words("and et und y e и а")
_POSSESSIVE = words(
    "his her their its son sa ses leur leurs sein seine seinem seinen seiner ihr ihre ihrem "
    "ihren ihrer su sus его её ее их"
)


def _coordinated_owner(x: _Extractor, i: int) -> bool:
    """Is the verb at i said of a new subject that a coordinated clause
    opens with a possessive ("moved to Cardiff and his son was born there",
    "et sa femme y mourut", "und seine Frau starb", "и его жена умерла"),
    not of the subject and a relative joined to it ("Anna and her brother
    were born …")?"""
    floor = x.subject.end if x.subj_span and x.subject.end <= i else 0
    for k in range(i - 1, floor, -1):
        t = x.toks[k]
        if t.kind != "w":
            return False
        if t.f in _POSSESSIVE and k > 0 and x.toks[k - 1].f in _AND:
            if x.subj_span and k - 1 == x.subject.end:
                return False  # "Anna and her brother were born …": both (`cosubjects.py`)
            return k + 1 < i  # a noun between the possessive and the verb
    return False


def _anothers(x: _Extractor, i: int) -> bool:
    """Is the birth or death noun at i someone else's than the subject's: an
    owner after it that does not name the subject ("after the death of her
    husband", "nach dem Tod ihres Vaters", "après la mort de son père",
    "после смерти мужа"; not "the death of Anna" when Anna is the subject)?
    In French and Spanish only after an article ("il est mort de la fièvre"
    is his death)."""
    toks = x.toks
    noun = toks[i].f in slots.BIRTH_NOUNS or toks[i].f in slots.DEATH_NOUNS
    if toks[i].kind != "w" or not noun or i + 1 >= len(toks):
        return False
    if x.lang in ("fr", "es") and (i == 0 or toks[i - 1].f not in cues.ARTICLES):
        return False
    nxt = toks[i + 1]
    if nxt.kind != "w":
        return False
    if x.lang == "ru":
        if nxt.f in cues.all_stopwords():
            return False  # "смерти в 1890 году": no owner
        start = i + 1
    elif nxt.f in _OWNER_MARKS.get(x.lang, frozenset()):
        start = i + 2
    else:
        return False
    end = start
    while end < len(toks) and end - start < 4 and toks[end].kind == "w":
        end += 1
    if end == start:
        return False
    subject = x.subject.key.removeprefix("@")
    if any(m.start < end and m.end > start and subject in m.entities for m in x.mentions):
        return False  # "the death of Anna Keast": hers
    own = {fold(w) for w in x.subject.label.split()}
    return not own & {t.f for t in toks[start:end]}


def _residence(x: _Extractor, i: int) -> list[Claim]:
    got = x.attached(i, "residence")
    if not got.places and x.toks[i].is_(slots.DIRECT_RESIDENCE):
        k = i + 1  # "a habité Lyon": the place is the object
        while k < len(x.toks) and x.toks[k].kind == "w" and x.toks[k].f in cues.all_stopwords():
            k += 1
        found = x._place_at(k) if k < len(x.toks) else None
        if found is not None:
            got.places.append(found[0])
    if not got.places or (x.toks[i].f in ("leben",) and i > 0 and x.toks[i - 1].f == "am"):
        return []
    time = _period(got.times) or _period(x.context_times())
    place = got.places[0]
    whole = "lifelong" if stays.lifelong(x) and time is None else None
    return [x.claim("residence", place=place, time=time, status=place.key, anchor=whole)]


def _org(words: list[Tok], lang: str, started: bool = False) -> list[Tok]:
    """The organisation after "at/for/chez/bei/en…", up to a period word."""
    out: list[Tok] = []
    for k, t in enumerate(words):
        if not started:
            if t.kind == "w" and t.f in slots.EMPLOYER_PREPS and not (lang == "en" and t.f == "a"):
                started = True
            continue
        nxt = words[k + 1] if k + 1 < len(words) else None
        if t.kind != "w":
            break
        if (t.f in slots.PERIOD_FROM or t.f in slots.PERIOD_UNTIL) and (
            nxt is None or nxt.kind == "t"
        ):
            break
        subs = cues.SUBORDINATORS.get(lang, frozenset())
        if t.f in subs and t.f not in cues.STOPWORDS.get(lang, frozenset()):
            break
        if t.f in ("as", "comme", "als", "como", "как"):
            break
        if slots.restricts(t, lang):
            break
        out.append(t)
    return out


def _employer(x: _Extractor, i: int) -> list[Claim]:
    from semnet.graph.judge.claims import fold_words

    if x.subject.located:
        return []  # "trabajaban 15 médicos en el hospital": the hospital employs, not works
    got = x.attached(i, "employer")
    words = _org(got.words, x.lang, x.toks[i].is_(slots.EMPLOYER_DIRECT))
    if not words and x.lang == "de":
        left = [t for t in x.toks[max(x.subject.end, 0) : i]]
        words = _org(left, x.lang)
    key = fold_words(words, x.lang)
    if not key or any(t.is_(slots.VICINITY) for t in words[:2]):
        return []  # "worked in the vicinity of Brisbane": where, not for whom
    time = _period(got.times) or _period(x.context_times())
    text = " ".join(t.text for t in x.toks[i:] if t.kind != "p")
    if x.employer is None:
        x.employer = (("employer", key), text)
    anchor = _role(got.words, x.lang)
    if _exclusive(x, i) or (time is None and stays.lifelong(x)):
        anchor = "always"  # "worked solely for X", "toute sa vie chez X": no other employer
    return [x.claim("employer", status=key, time=time, anchor=anchor)]


_ONLY = words(
    "only solely exclusively que uniquement seulement exclusivement nur ausschließlich "
    "einzig solo sólo solamente únicamente exclusivamente только лишь исключительно"
)


def _exclusive(x: _Extractor, i: int) -> bool:
    """ "worked *solely for*", "arbeitete *ausschließlich für*", "n'a travaillé
    *que pour*", "служил *только на*": an exclusivity word just before the
    employer's preposition."""
    for k in range(max(0, i - 2), min(len(x.toks) - 1, i + 3)):
        t, nxt = x.toks[k], x.toks[k + 1]
        if t.is_(_ONLY) and nxt.kind == "w" and nxt.f in slots.EMPLOYER_PREPS:
            return True
    return False


_AS = frozenset({"as", "comme", "als", "como"})


def _role(words: list[Tok], lang: str) -> str | None:
    """The post held: "as a nurse", "comme infirmière", "als Lehrerin"."""
    from semnet.graph.judge.claims import fold_words

    for k, t in enumerate(words):
        if t.kind == "w" and t.f in _AS:
            rest: list[Tok] = []
            for u in words[k + 1 :]:
                if u.kind != "w" or (
                    u.f in slots.EMPLOYER_PREPS and not (lang == "en" and u.f == "a")
                ):
                    break
                rest.append(u)
            return fold_words(rest, lang) or None
    return None


_SPOUSE_GLUE = frozenset({"to", "a", "à", "avec", "mit", "con", "за", "de"})


def _marriage(x: _Extractor, i: int) -> list[Claim]:
    got = x.attached(i, "marriage")
    if x.be_before(i) or (x.lang == "ru" and x.toks[i].f in ("замужем", "женат")):
        status = "unmarried" if x.negated else "married"
        time = _period(got.times) or _period(x.context_times())
        lasted = not x.negated and any(q and q.dim == "[time]" for q in got.qtys)  # "22 years"
        return implies.spouse_too(x, i, x.claim("marital", status=status, time=time, negated=False,
                                  anchor="bounded" if lasted else None))  # fmt: skip
    time = _first_date(got.times) or _first_date(x.fronted_times())
    spouse = None
    first = x.subject.end if x.subj_span and x.subject.start > i else i + 1  # "le mariage de X"
    for j in range(first, len(x.toks)):
        m = x._mention_at(j)
        if m is not None and m.entity is not None and x.names.kind(m.entity) == "character":
            spouse = f"@{m.entity}"
            break
    marry = slots.PREDICATES["marriage"].get(x.lang, frozenset())  # "se casó con"
    if spouse is None and not x.toks[i].is_(marry):
        spouse = implies.led_spouse(x, i)  # "led Carmen Lozano to the altar"
    end = x.subject.end if x.subj_span else -1
    if spouse is None and 0 < end < len(x.toks) - 1 and x.toks[end].f in _AND:
        m = x._mention_at(end + 1)  # "Dolores y Esteban se casaron": each the other's spouse
        if m is not None and m.entity is not None and x.names.kind(m.entity) == "character":
            spouse = f"@{m.entity}"
    if spouse is None:
        k = first
        while k < len(x.toks) and (  # past a date: "heiratete 1895 Carmen Lozano"
            x.toks[k].kind == "t" or x.toks[k].f in _SPOUSE_GLUE or x.toks[k].is_(marry)
        ):
            k += 1
        names = []
        while k < len(x.toks) and x.toks[k].cap:
            names.append(x.toks[k].f)
            k += 1
        spouse = " ".join(names) or None
    if x.negated:
        if spouse is None and time is None:
            return [x.claim("marital", status="unmarried", never=True, negated=False)]
        return []
    out = [x.claim("marriage", time=time, status=spouse, place=next(iter(got.places), None))]
    since = span_of(time, None, "from", time.text) if time is not None else None
    out.append(x.claim("marital", status="married", time=since, negated=False, anchor=spouse))
    if spouse and spouse.startswith("@") and x.subject.key.startswith("@"):
        label = x.names.label(spouse[1:])  # the same wedding, seen from the spouse
        out += [replace(c, subject=spouse, label=label, subject_kind="character") for c in out]
        out[2] = replace(out[2], status=x.subject.key)
        out[3] = replace(out[3], anchor=x.subject.key)
    return out


# --------------------------------------------------------------------------- states


def _predicative(x: _Extractor, i: int) -> bool:
    if x.lang == "ru":
        return True  # short adjectives (жив, замужем, открыт) are predicates
    if x.be_before(i, 4) or (x.lang == "de" and x.be_before(i, 12)):
        return True  # German puts the participle last: "ist seit 1931 … gesperrt"
    return i > 0 and x.toks[i - 1].f in ("am", "en", "seguia", "still", "noch", "encore")


def state_claims(x: _Extractor) -> list[Claim]:
    from semnet.graph.judge import firstuse

    out: list[Claim] = stays.been_claims(x) + stays.until_claims(x) + firstuse.claims(x)
    times = x.context_times()
    time = _period(times)
    marriage = slots.PREDICATES["marriage"].get(x.lang, frozenset())
    for i, t in enumerate(x.toks):
        if t.kind != "w" or i in x.subj_span:
            continue
        # since round 42 a denial only of a verb joined after it is not this state's
        # ("remained single and had no children")
        negated = x.negated and i >= x.denied_from
        for status, langs in slots.MARITAL.items():
            if t.is_(langs.get(x.lang, frozenset())) and not t.is_(marriage):
                if status in ("married",) and not _predicative(x, i):
                    continue
                if implies.attributive(x.toks, i) or implies.wed_object(x.toks, i):
                    continue  # "lived with a widowed aunt", "married a widower": theirs
                value = status
                if negated and status not in ("married", "unmarried"):
                    continue  # "war nie verwitwet": no state of hers said
                if negated:
                    value = "unmarried" if status == "married" else "married"
                never = (x.never and negated) or (value == "unmarried" and stays.lifelong(x))
                c = x.claim("marital", status=value, time=time, negated=False, never=never)
                out += implies.spouse_too(x, i, c)  # "war mit Anna verheiratet": Anna too
        life = _life(x, i)
        if life is not None:
            value = life
            if negated:
                value = "dead" if life == "alive" else "alive"
            when = _first_date(times) or time
            now = "present" if when is None and _present(x) else None
            out.append(x.claim("life", status=value, time=when, anchor=now, negated=False))
        anto = _antonym(x, i)
        if anto is not None and _predicative(x, i):
            pair, side = anto
            if negated:
                side = 1 - side
            out.append(
                x.claim("antonym", status=f"{pair}:{side}", anchor=pair, time=time, negated=False)
            )
    return out


_PRESENT_BE = {
    "en": frozenset({"is", "are", "remains", "lives"}),
    "fr": frozenset({"est", "sont", "reste", "demeure", "vit"}),
    "de": frozenset({"ist", "sind", "bleibt", "lebt"}),
    "es": frozenset({"es", "esta", "sigue", "vive", "permanece"}),
}
_PAST_BE_RU = frozenset({"был", "была", "было", "были", "оставался", "оставалась"})
_STILL = cues.STILL
_NO_LONGER = frozenset({"mehr", "longer", "plus", "ya", "уже", "больше"})


def _present(x: _Extractor) -> bool:
    """Is the clause in the present tense ("is alive", "ist am Leben", "жив")?"""
    fs = {t.f for t in x.toks if t.kind == "w"}
    if x.lang == "ru":
        return not (fs & _PAST_BE_RU)
    return bool(fs & _PRESENT_BE.get(x.lang, frozenset()))


def _life(x: _Extractor, i: int) -> str | None:
    t = x.toks[i]
    if t.is_(slots.PREDICATES["residence"].get(x.lang, frozenset())):
        fs = {u.f for u in x.toks if u.kind == "w"}
        placed = any(u.f in slots.PLACE_PREPS for u in x.toks[i + 1 :] if u.kind == "w")
        dated = any(u.kind == "t" for u in x.toks) or bool(x.seg.context)
        if fs & _STILL and (not placed or dated):
            return "alive"  # "lebte 1920 noch (in Celle)", "was still living in 1920", "ещё жил"
        if fs & _NO_LONGER and x.negated and not placed:
            return "alive"  # negated: "lebte nicht mehr", "no longer living", "ne vivait plus"
    for status, langs in slots.LIFE.items():
        if not t.is_(langs.get(x.lang, frozenset())):
            continue
        noun, prep = slots.LIFE_AFTER_PREP.get(x.lang, ("", ""))
        if t.f == noun and not (i > 0 and x.toks[i - 1].f == prep):
            return None
        if t.f == "living" and i + 1 < len(x.toks) and x.toks[i + 1].f in slots.PLACE_PREPS:
            return None
        if (x.lang == "es" and t.f in ("vivo", "viva", "vida")) or _predicative(x, i):
            return status
    return None


def _antonym(x: _Extractor, i: int) -> tuple[str, int] | None:
    t = x.toks[i]
    for n in (3, 2):  # "out of service", "in Betrieb", "hors service", "left-handed"
        nxt = x.toks[i : i + n]
        if len(nxt) == n and all(u.kind == "w" for u in nxt):
            joined = "-".join(u.f for u in nxt)
            if joined in slots.ANTONYMS:
                return slots.ANTONYMS[joined]
    for lem in t.lem:
        if lem in slots.ANTONYMS:
            return slots.ANTONYMS[lem]
    if x.lang == "ru" and t.f.startswith("не") and len(t.f) > 5:
        for lem in lemmas(t.text[2:], "ru")[1:]:  # "невысокий": the opposite of "высокий"
            if lem in slots.ANTONYMS:
                pair, side = slots.ANTONYMS[lem]
                return pair, 1 - side
    return None


# --------------------------------------------------------------------------- figures


def _content(x: _Extractor, toks: list[Tok], skip_age: bool = False) -> set[str]:
    """The content words of `toks` (`content.py`); the segment's own tokens
    without its subject."""
    skip = x.subj_span if toks is x.toks else frozenset()
    return content_words(toks, x.lang, x.names, frozenset(skip), skip_age)


def quantity_claims(x: _Extractor, found: list[Claim]) -> list[Claim]:
    """Ages, counts and measures from the figures of a segment."""
    out: list[Claim] = []
    times = x.context_times()
    when = _first_date(times) or _period(times)
    for j, t in enumerate(x.toks):
        q = _figure(x, j)
        if q is None:
            continue
        if q.unit == "year" and ages.lifespan(x, j):  # "дожил до 80 лет": "до" is no bound
            age = Quantity(q.value, "year", q.text, None if q.approx == "max" else q.approx)
            out.append(x.claim("age", qty=age, anchor="event:death"))
            continue
        if q.unit == "year" and (ages.is_age(x, j, q) or t.kind == "n"):
            anchor, at = ages.anchor(x, j)
            if anchor is not None:
                age = Quantity(q.value, "year", q.text, q.approx)  # compared in years
                out.append(x.claim("age", qty=age, anchor=anchor, time=at))
            continue
        if q.unit.startswith("money:"):  # a sum paid, cost or earned (`money.py`)
            out.append(money.claim(x, q, when))
            continue
        if q.dim is None and q.unit not in ("percent", ""):
            sib = _sibling_group(x, j, q, when)
            if sib is not None:
                out.append(sib)
            elif _counted(x, j) and not x.negated:
                out.append(x.claim("count", qty=q, status=q.unit, time=when))
            continue
        if q.dim is not None:
            measure = _measure_claim(x, j, q, when)
            if measure is not None:
                out.append(measure)
    return out


_SIBLINGS = {"sister": "sister", "brother": "brother", "child": "sibling", "sibling": "sibling"}


def _sibling_group(x: _Extractor, j: int, q: Quantity, when: TimeValue | None) -> Claim | None:
    """ "the eldest of four sisters", "l'aînée de quatre sœurs", "старшей из
    четырёх сестёр", "la mayor de cuatro hermanas": the subject is one of
    them, so has one fewer (three sisters; of five children: four siblings)."""
    unit = _SIBLINGS.get(q.unit)
    if unit is None or j < 2 or q.value < 1 or q.approx:
        return None
    words = [t for t in x.toks[:j] if t.kind in ("w", "n")]
    if len(words) < 2 or not words[-1].is_(cues.SIBLING_OF):
        return None
    pos = [
        w
        for w in words[-3:-1]
        if w.is_(cues.SIBLING_POSITIONS) or w.kind == "n" or w.f[:1].isdigit()  # "the 2nd of"
    ]
    if not pos or x.negated:
        return None
    n = q.value - 1
    got = Quantity(n, unit, q.text, None)
    return x.claim("count", qty=got, status=unit, time=when)


def _figure(x: _Extractor, j: int) -> Quantity | None:
    """The figure at token j with its unit; a bare number gets one from its words: an age
    ("was 20", "aged 12"), a population ("a population of 3,000"), children ("mother of five")."""
    t = x.toks[j]
    q = t.qty
    if q is None or t.kind != "n":
        return q
    before = x.toks[max(0, j - 3) : j]
    k = ages.past_hedges(x, j, least=1)
    prev = x.toks[k - 1] if k > 0 else None  # past a hedge: "was about twenty", "well past 80"
    be = BE_HAVE.get(x.lang, frozenset())
    if 0 < q.value < 130 and q.decimals == 0:
        aged = any(u.is_(slots.AGE_WORDS) or u.is_(slots.AGE_VERBS) for u in before)
        at_event = prev is not None and prev.f in ("at", "a", "à", "mit", "в") and _has_event(x)
        copula = prev is not None and prev.f in be and x.subject.kind == "character"
        if aged or at_event or copula or ages.person_of(x, j):
            return replace(q, unit="year")  # "was about twenty", "a man of thirty-four"
    if any(u.is_(slots.POPULATION_NOUNS) for u in x.toks[:j]):
        return replace(q, unit="people")
    if any(u.is_(slots.PARENT_NOUNS) for u in before):
        return replace(q, unit="child")
    return None


def _has_event(x: _Extractor) -> bool:
    """Does this segment or the next one tell an event ("At 25, she married"),
    or the one before when this one is only the age ("died in 1879, at 66")?"""
    near = (x.seg.index + 1, x.seg.index - 1) if len(x.toks) <= 3 else (x.seg.index + 1,)
    toks = x.toks + [t for s in x.segs if s.index in near for t in s.toks]
    return any(
        t.is_(slots.PREDICATES[s].get(x.lang, frozenset()))
        for t in toks
        for s in ("birth", "death", "marriage")
    )


def _counted(x: _Extractor, j: int) -> bool:
    """Is a figure a number the subject has ("had five children", "3,000 people lived in …")?"""
    governors = slots.PREDICATES["have"].get(x.lang, frozenset()) | slots.COUNT_GOVERNORS
    if _governed_by(x, j, governors | counts.EMPLOY) or counts.existential(x, j):
        return True  # "had 300", "there were 300 people in Trewint", "había 400 vecinos en …"
    if any(u.is_(slots.POPULATION_NOUNS) for u in x.toks[:j]):
        return True
    if counts.with_figure(x, j):
        return True
    first = all(
        u.kind == "t"
        or u.f in cues.all_stopwords()
        or u.is_(cues.PREPOSITIONS.get(x.lang, frozenset()))
        for u in x.toks[:j]
    ) or (j <= 4 and approx_before(" ".join(u.text for u in x.toks[:j]), x.lang) is not None)
    if x.subject.located and (first or not x.subj_span or j >= x.subject.end > 0 or
                              j < x.subject.start):  # fmt: skip
        return not x.negated  # "200 people lived in Trewint", "auf dem Gut standen 14 Pferde"
    after = [u for u in x.toks[j + 1 : j + 4] if u.kind == "w"]
    lives = slots.PREDICATES["residence"].get(x.lang, frozenset()) | slots.PREDICATES["birth"].get(
        x.lang, frozenset()
    )
    dwell = _DWELL.get(x.lang, frozenset())
    if x.subject.kind == "place" and 0 <= x.subject.start < j and _governed_by(x, j, dwell):
        return not x.negated  # verb first: "В селе Ключи проживало 1200 человек"
    return first and any(u.is_(lives) for u in after)


# verbs whose subject is the people counted in a place ("жило 300 человек")
_DWELL = {
    lang: slots.PREDICATES["residence"].get(lang, frozenset())
    | slots.PREDICATES["employer"].get(lang, frozenset())
    for lang in cues.LANGS
}


def _aspect(x: _Extractor, j: int) -> str | None:
    """What a figure measures: the aspect word next to it ("30 m high", "haut
    de 30 m"), else the only one in the clause."""
    for k in (j + 1, j + 2, j - 1, j - 2, j + 3):
        if 0 <= k < len(x.toks) and x.toks[k].kind == "w" and x.toks[k].f in slots.ASPECTS:
            return slots.ASPECTS[x.toks[k].f]
    found = {slots.ASPECTS[u.f] for u in x.toks if u.kind == "w" and u.f in slots.ASPECTS}
    return found.pop() if len(found) == 1 else None


def _measure_claim(x: _Extractor, j: int, q: Quantity, when: TimeValue | None) -> Claim | None:
    if q.dim == "[time]" and _offset(x, j):
        return None  # "trois semaines après la catastrophe": when, not how long
    # a size of two lengths is an area, whatever its sides are called (`dimensions.py`)
    aspect = "area" if q.dim == "[length] ** 2" else _aspect(x, j)
    anchor = None
    if x.subject.kind == "character":
        # a person's length is a height, a person's mass a weight; other
        # figures of a person are compared with the same statement's only
        if aspect is None:
            aspect = {"[length]": "height", "[mass]": "weight"}.get(q.dim or "")
        words = sorted(_content(x, x.toks[:j] + x.toks[j + 1 :], skip_age=True))
        if not words and aspect is None:
            return None
        anchor = aspect or "|".join(words)
    return x.claim("measure", qty=q, status=aspect, anchor=anchor, time=when)


# a span of time that dates, not measures: "three weeks after", "trois semaines après",
# "drei Wochen später", "tres semanas después", "через три недели", "спустя"
_LATER = words("after later earlier before ago apres plus tard avant auparavant nach spater "
               "danach vorher fruher despues antes после спустя позже раньше назад")  # fmt: skip
_IN_TIME = words("after apres nach despues через спустя")


def _offset(x: _Extractor, j: int) -> bool:
    nxt = x.toks[j + 1] if j + 1 < len(x.toks) else None
    prev = x.toks[j - 1] if j > 0 else None
    return (nxt is not None and nxt.f in _LATER) or (prev is not None and prev.f in _IN_TIME)


def _governed_by(x: _Extractor, j: int, verbs: frozenset[str]) -> bool:
    """Is the nearest content word before token j one of `verbs` ("had five
    children", not "a enterré deux enfants"), or the subject ("У Анны пятеро")?"""
    for k in range(j - 1, -1, -1):
        u = x.toks[k]
        if k in x.subj_span:
            return True
        if u.kind != "w":
            continue
        if u.is_(verbs):
            return True
        if k + 1 < j and x.toks[k + 1].kind == "t":
            continue  # a date's mark ("hatte um 1900 etwa 300")
        if u.f in cues.all_stopwords() or u.is_(cues.PREPOSITIONS.get(x.lang, frozenset())):
            continue
        if _approx_word(u, x.lang) or u.f in cues.ONLY_WORDS or u.is_(counts.EXACT):
            continue
        if u.f in cues.SOURCES or counts.at_place(x, k):
            continue  # "laut Volkszählung", "zählte in Porthleven 3.100 Einwohner"
        if x.lang == "ru" and u.f in ("у",):
            continue
        return False
    return False


def _approx_word(t: Tok, lang: str) -> bool:
    marks = (
        *cues.APPROX.get(lang, ()),
        *cues.MIN_MARKS.get(lang, ()),
        *cues.MAX_MARKS.get(lang, ()),
    )
    return any(f" {t.f} " in f" {w} " for w in marks)  # any word of "en torno a"


def frame_words(x: _Extractor) -> set[str]:
    """The content lemmas of a segment: not the subject, not stop words,
    negations, restrictions, figures or dates."""
    neg = cues.NEGATION.get(x.lang, frozenset())
    restr = slots.RESTRICTIONS.get(x.lang, frozenset())
    if x.lang == "en" and any(not slots.restricts(t, "en") and t.is_(slots.EN_MONTH_VERBS)
                              for t in x.toks):  # fmt: skip
        restr = restr - slots.EN_MONTH_VERBS  # "marched" is no month (`slots.restricts`)
    words = set()
    approx = {w for t in x.toks if t.kind == "w" and _approx_word(t, x.lang) for w in t.lem}
    lacked = {  # "умерла без детей": the children are not said to be
        w for a, t in zip(x.toks, x.toks[1:], strict=False) if a.f in cues.WITHOUT for w in t.lem
    }
    for w in _content(x, x.toks):
        if w in lacked:
            continue
        if w in neg or w in restr or w in slots.PERIOD_FROM or w in slots.PERIOD_UNTIL:
            continue
        if w in approx or w in slots.IMPLICATIVE_NEGATIONS:
            continue
        if w in cues.RARELY or w in cues.OFTEN:
            continue  # how often: compared apart (see `frequency.how_often`)
        words.add(w)
    return words


def place_words(x: _Extractor) -> set[str]:
    """The frame words that name a place: a name after "in", "à", "en", "в",
    or "to", "nach", "vers" ("carried coal to Hamburg")."""
    out: set[str] = set()
    for j in range(1, len(x.toks)):
        prep = x.toks[j - 1].f in slots.PLACE_PREPS or x.toks[j - 1].f in slots.TO_PREPS
        if prep and x.toks[j].cap and j not in x.subj_span and not x.toks[j].is_(cues.TIME_NOUNS):
            m = x._mention_at(j)
            out |= _content(x, x.toks[j : m.end if m else j + 1])
    return out


__all__ = ["frame_words", "place_words", "quantity_claims", "slot_claims", "state_claims"]
