"""Claims: what one statement asserts, slot by slot.

A statement is cleaned, its number words made figures, tokenised and split
into segments at clause boundaries (`text.py`); each main segment gets its
subject (`subjects.py`), and every predicate word of a slot (`slots.py`)
collects the values attached to it — the dates, places, figures between it
and a barrier (a subordinator, another predicate, a participle: "born in the
house *built* in 1850" gives no birth date). Each becomes a `Claim`:

    subject, slot, value (a date, a place, a figure, a status), time,
    polarity (negated / never), approximation, restriction, the clause

plus one `frame` claim per segment (its content lemmas, figures and dates)
that the generic rules compare within a language. `compare.py` decides how
two statements' claims stand to each other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from semnet.graph.judge import (
    ages,
    attributive,
    birthdays,
    bounds,
    collectives,
    counts,
    cues,
    events,
    frequency,
    fronted,
    happenings,
    honorifics,
    interposed,
    joins,
    kin,
    kindnames,
    lifespans,
    lifetimes,
    money,
    nearmiss,
    notuntil,
    npowners,
    occupations,
    origins,
    phrasal,
    placenp,
    relations,
    relatives,
    reported,
    restrictions,
    ru_forms,
    slots,
    thingnames,
    thither,
    towers,
    trailing,
    voice,
)
from semnet.graph.judge.kinnames import apposed, as_relative
from semnet.graph.judge.numwords import words_to_digits
from semnet.graph.judge.subjects import (
    BE_HAVE,
    Subject,
    located_subject,
    noun_phrase_subject,
    place_named,
    subject_of_segment,
)
from semnet.graph.judge.text import (
    Segment,
    Tok,
    clean_text,
    coordinated,
    dash_range,
    denied_from,
    noun_year,
    segments,
    tokenize,
)
from semnet.graph.judge.values import Quantity, TimeValue, marked_time, span_of
from semnet.graph.manuscript.names import Mention, NameIndex, best_lemma, fold

_CYR = re.compile(r"[\u0400-\u04ff]")


@dataclass(frozen=True, slots=True)
class Place:
    key: str  # "@<entity id>" or the folded lemmas of the name
    label: str
    cyrillic: bool = False
    # a place note's names, as keys (its title, aliases, file name)
    names: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Claim:
    subject: str
    label: str  # the subject as shown in reasons
    slot: str
    lang: str
    clause: str
    negated: bool = False
    never: bool = False
    time: TimeValue | None = None
    place: Place | None = None
    qty: Quantity | None = None
    status: str | None = None  # marital/life/antonym value, employer, spouse
    anchor: str | None = None  # age: what it is measured at; measure: the verb
    restricted: bool = False
    frame: frozenset[str] = frozenset()
    figures: tuple[Quantity, ...] = ()
    times: tuple[TimeValue, ...] = ()
    subject_kind: str | None = None
    places: frozenset[str] = frozenset()  # frame words that name a place ("à Nîmes")
    lead: frozenset[str] = frozenset()  # a frame's first clause's words, when it denies


@dataclass(slots=True)
class Analysis:
    """What the rules judge reads in one statement."""

    lang: str
    clean: str
    claims: list[Claim] = field(default_factory=list)
    subject: str | None = None  # the main subject's entity id
    subject_name: str | None = None
    subject_kind: str | None = None
    times: list[TimeValue] = field(default_factory=list)
    slot: tuple[str, str] | None = None  # ("employer", "acme"): a time-bounded slot
    slot_text: str | None = None
    narrowed: bool = False  # restricted as a whole (`restrictions.py`)

    @property
    def subjects(self) -> set[str]:
        return {c.subject for c in self.claims}


# --------------------------------------------------------------------------- analysis


def statement_lang(text: str, lang: str) -> str:
    """The language to read a statement in: its note's, or Russian when it is
    written in Cyrillic."""
    if lang not in cues.LANGS:
        lang = "en"
    letters = [c for c in text if c.isalpha()]
    cyr = sum(1 for c in letters if _CYR.match(c))
    if letters and cyr > len(letters) / 2:
        return "ru"
    if lang == "ru" and cyr == 0:
        return "en"
    return lang


def analyse(text: str, lang: str, names: NameIndex) -> Analysis:
    lang = statement_lang(text, lang)
    clean = honorifics.undot(clean_text(text))  # "Dr. Weber": no full stop
    clean = reported.drop_asides(clean, lang)  # "…, as everyone knew, …"
    clean = ru_forms.plain(clean) if lang == "ru" else clean  # dates, short forms
    narrowed = restrictions.narrowed(clean, lang)
    clean = voice.plain(clean, lang, names)  # another shape said as the plain clause
    clean = attributive.plain(clean, lang, names)  # "the red-haired Anna": "Anna was red-haired."
    clean, spans = lifespans.lift(clean, lang, names)  # "Anna (1871–1920)": her birth and death
    clean = restrictions.lift(clean, lang)  # a fronted restriction behind its clause
    work = birthdays.plain(words_to_digits(clean, lang), lang)  # "his 60th birthday": age 60
    work = re.sub(r"\b(\d{1,2})\.?º(?=\s+de\b)", r"\1", work)  # "1.º de mayo": the first
    if lang == "en":  # "didn't", "cannot": "did not", "can not"
        work = re.sub(r"\bcannot\b", "can not", re.sub(r"n['’]t\b", " not", work))
    work = bounds.plain(work, lang)  # "had no more than 400": at most 400, no denial
    work = money.plain(work, lang)  # "£38,000": 38,000 pounds sterling
    toks = phrasal.join(tokenize(work, lang), lang)
    segs = reported.main_clause(segments(toks, lang), lang, names)
    fronted.fronted_phrases(segs, lang, names)  # "Even at its height in 1904, the workshop …"
    a = Analysis(lang=lang, clean=clean, narrowed=narrowed)
    a.times = [t.time for t in toks if t.time is not None]
    main: Subject | None = None
    subjects: list[Subject | None] = []
    found: list[list[Mention]] = []
    for seg in segs:
        words = [t.text if t.kind == "w" else "" for t in seg.toks]
        mentions = names.find_all(words, lang)
        found.append(mentions)
        subj = subject_of_segment(seg, mentions, lang, words, names)
        if subj is None and seg.kind == "main" and main is None:
            subj = located_subject(seg, mentions, lang, names)
            subj = subj or noun_phrase_subject(seg, mentions, lang, names)
        if subj is not None and main is None and seg.kind == "main":
            main = subj
        subjects.append(subj)
    subjects, main = honorifics.named_main(segs, subjects, main, lang)  # "The rector, Father Hugh"
    subjects, main = kindnames.resolve(segs, subjects, main, names)  # "the brig": the Hope
    subjects, main = thingnames.resolve(segs, subjects, main, names)  # "the mill at Dunmore"
    subjects = apposed(segs, subjects, lang, names)  # "un frère, Jean, né en 1845"
    subjects = interposed.continued(segs, subjects, found, lang)  # "X, who …, was born"
    subjects, main = interposed.past_place_phrase(segs, subjects, main, lang)  # "Né à X, dans …"
    subjects, main = happenings.subject(toks, main, subjects, lang, names)  # "the fire of 1871"
    main = main or joins.pronoun_main(segs, subjects, found, lang, names)  # "…, she was 20"
    placed = main is None
    if main is None:
        main = place_named(segs, lang, names)
    if main is None:  # since round 43 a fronted when-clause's own event, if it names its subject
        return joins.when_only(a, segs, subjects, lang, names)  # ("When Peter married Ana, she …")
    trailing.placed(segs, subjects, main, lang, names)  # "…, in Zarechensk."
    if main.key.startswith("@"):
        a.subject = main.key[1:]
        a.subject_name = main.label
        a.subject_kind = main.kind
    frame = _Frame()
    for i, seg in enumerate(segs):
        if seg.kind == "sub":
            aged = joins.age_when(segs, i, subjects, main, lang, names)
            if not aged and ages.when_pronoun(seg.toks):  # "…, when she was seventy"
                x = _Extractor(seg, segs, main, False, lang, names)
                aged = [c for c in x.claims() if c.slot == "age"]
            a.claims.extend(aged)
            a.claims.extend(joins.fronted_when(segs, i, subjects, main, lang, names))
            a.claims.extend(relatives.claims(segs, i, found, main, lang, names))  # ", which …"
            continue
        own = subjects[i]
        subj = own if own is not None and seg.kind == "main" else main
        x = _Extractor(seg, segs, subj, own is not None and own.key == subj.key, lang, names)
        a.claims.extend(x.claims())
        fixed = joins.corrected(segs, i, subjects, main, lang, names)
        a.claims.extend(fixed)
        if a.slot is None and x.employer is not None:
            a.slot, a.slot_text = x.employer
        if subj.key == main.key and not fixed:
            frame.add(x)  # a corrected denial ("not in A but in B") is no denial
    a.claims.extend(_age_at_death(a.claims) + as_relative(a.claims, main))
    a.claims.extend(_spouses(subjects, lang, clean))
    a.claims.extend(kin.relative_claims(subjects, lang, clean))
    a.claims[:] = lexical_claims(a.claims, segs, main, lang, names, clean)
    a.claims[:] = thingnames.had_parts(a.claims, toks, lang)  # "has a spire of 40 metres"
    got = frame.claim(main, lang, clean)
    if got is not None:
        if happenings.named(main.key, names) or any(
            c.slot in ("birth", "death", "marriage", "visit") or c.slot.startswith("ev:")
            for c in a.claims
        ):  # a happening's year is its name, no restriction
            got = replace(got, anchor="event")  # an event: more detail is no restriction
        a.claims.append(got)
    if placed and any(c.slot in _LIFE_EVENTS for c in a.claims):
        a.claims.clear()  # "She was born in Kerlaz": someone it does not name, not the place
    spanned = lifespans.claims(spans, lang, clean)
    a.claims.extend(spanned + _age_at_death(spanned))
    a.claims[:] = kindnames.named_claims(a.claims, names)  # "sa compagnie baleinière"
    a.claims[:] = npowners.owner_claims(a.claims, names)  # "le roman Les Brisants"
    a.claims[:] = towers.tower_claims(collectives.owned(a.claims, names), names)  # "le clocher"
    a.claims[:] = relations.life_years(a.claims, names)  # "the last years of Tom Hale"
    return a


# what happens to a person only: a place a statement names is not their subject
_LIFE_EVENTS = frozenset({"birth", "death", "marriage", "age", "marital"})


def lexical_claims(
    found: list[Claim], segs: list[Segment], main: Subject, lang: str, names: NameIndex, clean: str
) -> list[Claim]:
    from semnet.graph.judge import lexical

    return lexical.amend(found, segs, main, lang, names, clean)


def _age_at_death(claims: list[Claim]) -> list[Claim]:
    """A birth and a death with dates in one statement give the age at death
    (to a year)."""
    out = []
    births = [c for c in claims if c.slot == "birth" and c.time is not None]
    for d in claims:
        if d.slot != "death" or d.time is None or d.time.approx:
            continue
        for b in births:
            if b.subject == d.subject and not b.time.approx:  # type: ignore[union-attr]
                years = d.time.start.year - b.time.start.year  # type: ignore[union-attr]
                text = f"{b.time.text}–{d.time.text}"  # type: ignore[union-attr]
                q = Quantity(float(years), "year", text, "pm1")
                out.append(replace(d, slot="age", qty=q, anchor="event:death", place=None))
    return out


def _spouses(subjects: list[Subject | None], lang: str, clean: str) -> list[Claim]:
    """ "The widow of X", "X's wife", "Вдова X": X was married."""
    out = []
    for s in subjects:
        if s is None or not s.key.startswith("rel:"):
            continue
        noun, _, ent = s.key[4:].partition("@")
        if fold(noun) in slots.SPOUSE_NOUNS:
            label = s.label.rsplit(" (", 1)[0]
            out.append(Claim(f"@{ent}", label, "marital", lang, clean, status="married"))
    return out


@dataclass(slots=True)
class _Frame:
    """The statement's frame: the content lemmas, figures and dates of its
    segments about the main subject, its polarity and restrictions."""

    words: set[str] = field(default_factory=set)
    places: set[str] = field(default_factory=set)
    figures: list[Quantity] = field(default_factory=list)
    times: list[TimeValue] = field(default_factory=list)
    negated: bool = False
    never: bool = False
    restricted: bool = False
    often: str | None = None  # "rare" or "regular": how often it happens
    added: bool = False
    lead: frozenset[str] = frozenset()  # the first clause's words, when it denies

    def add(self, x: _Extractor) -> None:
        from semnet.graph.judge import extract

        if not self.added and x.negated:  # "nunca fue requisada: los alemanes …"
            self.lead = frozenset(extract.frame_words(x))
        self.words |= extract.frame_words(x)
        self.places |= extract.place_words(x)
        self.figures += [t.qty for t in x.toks if t.qty is not None]
        for j, t in enumerate(x.toks):
            if t.kind == "t":
                tv = x._time_at(j)[0]
                if tv not in self.times:
                    self.times.append(tv)
        own = not self.added or not x.toks or x.toks[0].f not in cues.AND  # ", y nunca"
        self.added = True
        self.negated |= x.negated and own
        self.never |= x.never and own
        self.often = self.often or frequency.how_often(x.toks)
        self.restricted |= x.restricted or any(t.bound is not None for t in self.times)

    def claim(self, main: Subject, lang: str, clean: str) -> Claim | None:
        if not (self.words or self.figures or self.times):
            return None
        return Claim(
            subject=main.key,
            label=main.label,
            slot="frame",
            lang=lang,
            clause=clean,
            negated=self.negated,
            never=self.never,
            restricted=self.restricted,
            status=self.often,
            frame=frozenset(self.words),
            figures=tuple(self.figures),
            times=tuple(self.times),
            subject_kind=main.kind,
            places=frozenset(self.places),
            lead=self.lead,
        )


# --------------------------------------------------------------------------- extraction


@dataclass(slots=True)
class _Attached:
    times: list[TimeValue] = field(default_factory=list)
    places: list[Place] = field(default_factory=list)
    qtys: list[Quantity] = field(default_factory=list)
    words: list[Tok] = field(default_factory=list)  # what follows (an employer, a spouse)


class _Extractor:
    """The claims of one segment."""

    def __init__(
        self,
        seg: Segment,
        segs: list[Segment],
        subject: Subject,
        own_subject: bool,
        lang: str,
        names: NameIndex,
    ) -> None:
        self.seg = seg
        self.segs = segs
        self.toks = seg.toks
        self.subject = subject
        self.lang = lang
        self.names = names
        self.employer: tuple[tuple[str, str], str] | None = None
        self.subj_span = range(subject.start, subject.end) if own_subject else range(0)
        words = [t.text if t.kind == "w" else "" for t in self.toks]
        self.mentions = names.find_all(words, lang)
        self.clause = " ".join(t.text for t in self.toks)
        self._named_things = {j for m in self.mentions if m.entity and names.kind(m.entity)
                              in ("place", "glossary") for j in range(m.start, m.end)}  # fmt: skip
        self.until_then = notuntil.happens_then(self.toks, lang)  # "not … until 1927"
        self.negated, self.never = (False, False) if self.until_then else self._polarity()
        self.denied_from = denied_from(self.toks, lang) if self.negated else 0
        until = self.until_then  # its "until" restricts nothing
        self.restricted = any(slots.restricts(t, lang) for t in self.toks
                              if not (until and notuntil.until_word(t, lang)))  # fmt: skip

    def _polarity(self) -> tuple[bool, bool]:
        neg = cues.NEGATION.get(self.lang, frozenset())
        never = cues.NEVER.get(self.lang, frozenset())
        fs = [t.f for t in self.toks if t.kind == "w"]
        if self.lang == "fr" and ("ne" in fs or "n" in fs):
            after = fs[fs.index("ne" if "ne" in fs else "n") + 1 :]
            denial = cues.fr_denies(after)
            if not denial and ("que" in after or "qu" in after):
                return False, False  # "ne … que": only
            if denial:
                return True, any(w in never for w in after)
        es_no = self.lang == "es" and "no" in fs  # "no tuvo más hijo | que Juan" (round 38)
        nxt = [t.f for g in self.segs if es_no and g.index == self.seg.index + 1 for t in g.toks]
        if es_no and cues.es_only(fs[fs.index("no") + 1 :] + (nxt if nxt[:1] == ["que"] else [])):
            return False, False  # "no … más que", "no … sino": only (since round 37)
        negated = (
            any(w in neg for w in fs)
            or any(t.is_(slots.IMPLICATIVE_NEGATIONS) for t in self.toks)
            or nearmiss.said(self.toks, self.lang)
        )  # "nearly drowned", "casi murió"
        if self.lang == "ru" and "так" in fs and "не" in fs:
            return True, True  # "так и не вышла замуж": never did
        if self.lang == "ru" and fs.count("не") == 1 and "стало" in fs:
            idx = fs.index("не")
            if idx + 1 < len(fs) and fs[idx + 1] == "стало":
                return False, False  # "Фёдора не стало в 1923 году": he died
        lifelong = cues.whole_life(self.clause, self.lang)  # "no salió … en toda su vida"
        return negated, negated and (any(w in never for w in fs) or lifelong)

    def claim(self, slot: str, **kw: object) -> Claim:
        base: dict[str, object] = {
            "negated": self.negated,
            "never": self.never,
            "restricted": self.restricted,
        }
        base.update(kw)
        return Claim(
            subject=self.subject.key,
            label=self.subject.label,
            slot=slot,
            lang=self.lang,
            clause=self.clause,
            subject_kind=self.subject.kind,
            **base,  # type: ignore[arg-type]
        )

    def _cue_slots(self, i: int) -> list[str]:
        t = self.toks[i]
        if t.kind != "w" or i in self.subj_span or i in self._named_things:
            return []  # (a painting "Death at Sea" is no death)
        out = [s for s, ls in slots.PREDICATES.items() if t.is_(ls.get(self.lang, frozenset()))]
        if slots.particle_ne(t):  # the French particle, not "né"
            out = [s for s in out if s != "birth"]
        if t.is_(slots.WEDDING_NOUNS) and self._owned(i):
            out.append("marriage")  # "Le mariage de Jeanne fut célébré en 1895"
        for slot, lang, phrase in slots.PHRASES:
            if lang == self.lang and self._phrase_at(i, phrase):
                out.append(slot)
        if t.f in origins.FIRST and origins.origin_at(self, i):
            out.append("birth")  # "came from Bardi", "stammte aus Ostpreußen"
        cls = events.event_class(self, i)
        if cls is not None:
            out.append(f"ev:{cls}")
        return out

    def _owned(self, i: int) -> bool:
        """Is the clause's own subject the possessor of the noun at i ("the
        wedding of Anna", "Anna's wedding", "Женитьба Петра")?"""
        if not self.subj_span:
            return False
        between = self.toks[i + 1 : self.subject.start] or self.toks[self.subject.end : i]
        return (self.subject.start > i or self.subject.end <= i) and all(
            t.kind == "w" and (t.f in cues.OF or t.f in ("s", "l", "the", "la", "le", "el"))
            for t in between
        ) and len(between) <= 2  # fmt: skip

    def _phrase_at(self, i: int, words: tuple[str, ...]) -> bool:
        fs = [t.f for t in self.toks[i : i + len(words)]]
        return tuple(fs) == words

    def _barrier(self, t: Tok) -> bool:
        if t.kind != "w":
            return False
        if t.f in cues.SUBORDINATORS.get(self.lang, frozenset()) and self.lang != "de":
            return not (self.until_then and notuntil.until_word(t, self.lang))
        if t.f in cues.IRREGULAR_VERBS:
            return True
        ends = cues.PARTICIPLE_ENDINGS.get(self.lang, ())
        return (
            len(t.f) > 5
            and not t.cap
            and t.f.endswith(ends)
            and self.lang in ("en", "ru")
            and not any(t.is_(w.get(self.lang, frozenset())) for w in slots.PREDICATES.values())
        )

    def _mention_at(self, j: int) -> Mention | None:
        return next((m for m in self.mentions if m.start == j), None)

    def _place_at(self, j: int) -> tuple[Place, int] | None:
        """A place starting at token j: a place note, or capitalised words."""
        if (m := self._mention_at(j)) is not None and m.entity is not None:
            if self.names.kind(m.entity) == "place":
                label = " ".join(t.text for t in self.toks[m.start : m.end])
                return note_place(self.names, m.entity, label, self.lang), m.end
            return None
        j0 = j = placenp.past_article(self.toks, j, self.lang)  # "in der Schweiz"
        k = j = placenp.past_leads(self.toks, j, self.lang)  # "the spa town of Bath"
        if k > j0 and self._mention_at(k) is not None:
            return self._place_at(k)  # since round 31: "на острове Скалл" is the note
        words: list[Tok] = []
        if placenp.named_article(self.toks, k):
            words.append(self.toks[k])  # "aus Le Locle", "nach La Coruña": the name's own
            k += 1
        while (
            k < len(self.toks) and self.toks[k].cap and self.toks[k].f not in cues.all_stopwords()
        ):
            if k > j and k in self.subj_span:
                break  # "der gebürtige Mainzer Jakob Kolb": the place ends at the subject
            words.append(self.toks[k])
            k += 1
        if not words or (self.lang == "de" and j > 0 and self.toks[j - 1].f in ("im", "am")):
            return None
        if (ent := placenp.adjective_place(words[0], self.lang, self.names)) is not None:
            return note_place(self.names, ent, words[0].text, self.lang), k  # "Kerlazer Spital"
        label = " ".join(t.text for t in words)
        return Place(place_key(label, self.lang), label, bool(_CYR.search(label))), k

    def _time_at(self, j: int) -> tuple[TimeValue, int]:
        """The date at token j, as a period when a period word frames it."""
        tv, nxt = self._period_at(j)
        at = self.toks[j].time
        if tv.bound == "until" and self.until_then and at is not None:
            return at, nxt  # "did not open until 1927": in 1927
        if tv.bound is None:
            before = " ".join(t.text for t in self.toks[max(0, j - 5) : j] if t.kind == "w")
            tv = marked_time(tv, before, self.lang)
        return tv, nxt

    def _period_at(self, j: int) -> tuple[TimeValue, int]:
        t = self.toks[j]
        assert t.time is not None
        if (dashed := dash_range(self.toks, j)) is not None:
            return dashed  # "built 1921–1926"
        prev = [x.f for x in self.toks[max(0, j - 2) : j] if x.kind == "w"]
        nxt = j + 1
        opens = bool(prev) and (prev[-1] in slots.PERIOD_FROM or prev[-1] in slots.PERIOD_BETWEEN)
        if (opens and not noun_year(self.toks, j)) or prev[-2:-1] in (["partir"], ["since"]):
            if (
                nxt + 1 < len(self.toks)
                and self.toks[nxt].kind == "w"
                and (
                    self.toks[nxt].f in slots.PERIOD_UNTIL
                    or self.toks[nxt].f in ("and", "и", "und", "et", "y")
                )
                and self.toks[nxt + 1].kind == "t"
            ):
                end = self.toks[nxt + 1].time
                return span_of(t.time, end, "range", f"{t.text}–{self.toks[nxt + 1].text}"), nxt + 2
            if prev[-1] not in ("de", "d") or (len(prev) > 1 and prev[-2] == "partir"):
                return span_of(t.time, None, "from", t.text), nxt  # not "de 1921" alone
        if (prev and prev[-1] in slots.PERIOD_UNTIL | {"jusqu", "jusque"}) or (
            len(prev) > 1 and prev[-2] in ("jusqu", "jusque")
        ):
            if prev[-1] not in ("a", "à", "по", "to") or (
                len(prev) > 1 and prev[-2] in ("jusqu", "jusque")
            ):
                return span_of(t.time, None, "until", t.text), nxt
        return t.time, nxt

    def attached(self, i: int, slot: str) -> _Attached:
        """Values attached to the predicate at i: to its right up to a barrier,
        and to its left back to the subject (German verb-final clauses)."""
        got = _Attached()
        content = 0
        j = i + 1
        while j < len(self.toks):
            t = self.toks[j]
            if t.kind == "t":
                tv, j = self._time_at(j)
                got.times.append(tv)
                continue
            if t.kind in ("q", "n"):
                got.qtys.append(t.qty)  # type: ignore[arg-type]
                j += 1
                continue
            if j > i + 1 and (
                (self._cue_slots(j) and slot not in self._cue_slots(j)) or self._barrier(t)
            ):
                break
            if coordinated(self.toks, j):
                break  # since round 29: "geboren und kam 1880 nach Halvern": the next verb's
            got.words.append(t)
            if (place := placenp.ahead(self, j, slot)) is not None:
                got.places.append(place[0])
                got.words.extend(self.toks[j + 1 : place[1]])
                j = place[1]
                continue
            if t.f not in cues.all_stopwords() and not t.cap:
                content += 1
                if content > 3:
                    break
            j += 1
        j = i - 1
        floor = self.subject.end if self.subj_span and self.subject.end <= i else 0
        while j >= floor and j not in self.subj_span:
            t = self.toks[j]
            if coordinated(self.toks, j) and self._other_before(j, slot, floor):
                break  # since round 32: "was born in 1802 and died aged 70": the birth's date
            if t.kind == "t":
                got.times.append(self._time_at(j)[0])
            elif t.kind in ("q", "n"):
                got.qtys.append(t.qty)  # type: ignore[arg-type]
            elif (self._cue_slots(j) and slot not in self._cue_slots(j)) or self._barrier(t):
                break
            elif (back := placenp.back(self, j, slot)) is not None:
                got.places += [] if back in got.places else [back]  # "X in Y": X
            j -= 1
        if not got.places and (back := thither.there(self, i)) is not None:
            got.places.append(back)  # "moved to Cardiff and died there"
        if not got.places:
            got.places.extend(self.seg.places)  # "died at home, in Zarechensk"
        return got

    def _other_before(self, j: int, slot: str, floor: int) -> bool:
        """Does another slot's predicate stand before token j (down to `floor`)?"""
        return any(s != slot for k in range(floor, j) for s in self._cue_slots(k))

    def context_times(self) -> list[TimeValue]:
        """The dates of this segment and of the adjuncts next to it."""
        own = [self._time_at(j)[0] for j, t in enumerate(self.toks) if t.kind == "t"]
        return own + self.seg.context

    def fronted_times(self) -> list[TimeValue]:
        """Dates before the subject ("In 1871 Anna was born", "1880 wurde
        Heinrich geboren") and of the adjuncts next to this segment."""
        end = self.subject.start if self.subj_span else 0
        own = [self._time_at(j)[0] for j, t in enumerate(self.toks[:end]) if t.kind == "t"]
        return own + self.seg.context

    # -- claims ---------------------------------------------------------

    def claims(self) -> list[Claim]:
        from semnet.graph.judge import extract

        out: list[Claim] = []
        done: set[str] = set()
        for i in range(len(self.toks)):
            for slot in self._cue_slots(i):
                if slot in done and slot not in ("have", "measure"):
                    continue
                polarity = self.negated, self.never
                if i < self.denied_from:  # "born in 1853 and never lived in Bilbao": born
                    self.negated = self.never = False
                got = extract.slot_claims(self, i, slot)
                self.negated, self.never = polarity
                if got:
                    done.add(slot)
                    out.extend(got)
        out.extend(extract.state_claims(self))
        out.extend(occupations.occupation_claims(self))
        out = counts.adjust(self, out + extract.quantity_claims(self, out))
        out.extend(kin.none_claims(self))
        out.extend(kin.one_claims(self))
        out.extend(lifetimes.claims(self, out))
        return out

    def be_before(self, i: int, within: int = 3) -> bool:
        be = BE_HAVE.get(self.lang, frozenset())
        window = self.toks[max(0, i - within) : i]
        if any(t.f in ("s", "se") for t in window):
            return False  # "s'est mariée", "se casó": an event
        return any(t.kind == "w" and t.f in be for t in window)


def note_place(names: NameIndex, entity: str, label: str, lang: str) -> Place:
    """A place note named as `label`, with all its names as keys."""
    forms = tuple(place_key(f, lang) for f in names.forms(entity))
    return Place(f"@{entity}", label, bool(_CYR.search(label)), forms)


def place_key(name: str, lang: str) -> str:
    """A place name as a key: folded, Russian words in their normal form
    ("Москве" → "москва")."""
    words = re.findall(r"\w+", name)
    return " ".join(best_lemma(w, "ru") if _CYR.search(w) else fold(w) for w in words)


def lemma_of(t: Tok, lang: str) -> str:
    return best_lemma(t.text, lang) if t.kind == "w" else t.f


def fold_words(words: list[Tok], lang: str) -> str:
    keep = [
        lemma_of(t, lang)
        for t in words
        if t.kind == "w" and t.f not in cues.all_stopwords() and t.f not in cues.OF
    ]
    return " ".join(keep)


__all__ = ["Analysis", "Claim", "Place", "analyse", "fold", "statement_lang"]
