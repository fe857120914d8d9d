"""Claims read from a statement's words as a whole rather than from one
predicate's clause (the sole one of a kind, exclusive kinds, traits against
behaviour): the one hook `claims.analyse` calls and the one dispatch
`compare.compare_claims` calls."""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from semnet.graph.judge import counts, cues, slots
from semnet.graph.judge.approx import vague_distance
from semnet.graph.judge.claims import Claim
from semnet.graph.judge.cues import words
from semnet.graph.judge.nouns import concept_of, head_concept, is_thing, np_key, np_lang, np_words
from semnet.graph.judge.relations import members
from semnet.graph.judge.text import coordinated
from semnet.graph.judge.values import make_time
from semnet.graph.manuscript.names import fold, morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.subjects import Subject
    from semnet.graph.judge.text import Segment, Tok
    from semnet.graph.judge.values import TimeValue
    from semnet.graph.manuscript.names import NameIndex


@dataclass(slots=True)
class Read:
    """One statement as the lexical readers see it."""

    lang: str
    clean: str
    folded: str  # the clean text, case-folded and without accents
    toks: list[Tok]
    main: Subject
    names: NameIndex
    marks: list[tuple[int, int, str]] | None = None  # `mentions`, once read
    cuts: frozenset[int] = frozenset()  # the tokens that open a segment

    def claim(self, slot: str, **kw: object) -> Claim:
        kw.setdefault("subject", self.main.key)
        kw.setdefault("label", self.main.label)
        return Claim(slot=slot, lang=self.lang, clause=self.clean, **kw)  # type: ignore[arg-type]

    @property
    def when(self) -> TimeValue | None:
        """The statement's first date."""
        return next((t.time for t in self.toks if t.time is not None), None)

    def when_at(self, k: int) -> TimeValue | None:
        """The date of the clause token k is in (since round 29): its own first
        date, else the statement's first date unless "and" opens a clause
        between the two ("was born in 1850 and came to Halvern": no date for
        the coming; "In 1880, Anna came to Halvern": 1880)."""
        toks = self.toks
        lo, hi = k, k + 1
        while lo > 0 and lo not in self.cuts and not coordinated(toks, lo - 1):
            lo -= 1
        while hi < len(toks) and hi not in self.cuts and not coordinated(toks, hi):
            hi += 1
        own = next((t.time for t in toks[lo:hi] if t.time is not None), None)
        first = next((j for j, t in enumerate(toks) if t.time is not None), None)
        if own is not None or first is None:
            return own
        a, b = sorted((first, k))
        return None if any(coordinated(toks, j) for j in range(a, b)) else toks[first].time

    def entities(self, kind: str) -> list[tuple[str, str]]:
        """The (id, label) of every entity of `kind` the statement names."""
        words = [t.text if t.kind == "w" else "" for t in self.toks]
        out: list[tuple[str, str]] = []
        for m in self.names.find_all(words, self.lang):
            e = m.entity
            if e is not None and self.names.kind(e) == kind and e not in (x for x, _ in out):
                out.append((e, self.names.label(e)))
        return out

    def mentions(self) -> list[tuple[int, int, str]]:
        """(first token, token past the end, entity id) of every unambiguous
        name, left to right."""
        if self.marks is None:
            words = [t.text if t.kind == "w" else "" for t in self.toks]
            found = self.names.find_all(words, self.lang)
            self.marks = [(m.start, m.end, m.entity) for m in found if m.entity is not None]
        return self.marks

    def unnamed(self) -> str:
        """The folded text without the names of places and things in it ("The
        Drowned Orchard", a painting, says no one drowned)."""
        text = self.folded
        for start, end, e in self.mentions():
            if self.names.kind(e) in ("place", "glossary"):
                name = " ".join(fold(t.text) for t in self.toks[start:end])
                text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", text)
        return text

    @property
    def denies(self) -> bool:
        """Does any word of the statement deny ("not", "nie", "jamais", "не")?"""
        neg = cues.NEGATION.get(self.lang, frozenset())
        return any(t.is_word and t.f in neg for t in self.toks)

    def owner_of(self, parts: frozenset[str]) -> Read:
        """The statement read as its owner's when its subject is one of
        `parts` of a thing ("the hull of the Curlew", "the roof of the
        chapel" are the Curlew's, the chapel's)."""
        head, _, owner = self.main.key.removeprefix("rel:").partition("@")
        if not self.main.key.startswith("rel:") or head not in parts or not owner:
            return self
        main = replace(self.main, key=f"@{owner}", label=self.names.label(owner))
        return replace(self, main=main)

    @property
    def person(self) -> tuple[str, str] | None:
        """The person a statement describes: its main subject when that is a
        character, or the owner of a body part ("Eliza's eyes")."""
        key = self.main.key
        if key.startswith("@") and self.main.kind == "character":
            return key, self.main.label
        if key.startswith("rel:"):
            head, _, ent = key[4:].partition("@")
            if head in BODY and self.names.kind(ent) == "character":
                return f"@{ent}", self.names.label(ent)
        return None


# body parts whose owner the statement describes ("Eliza Penrose's eyes")
BODY = words("eye eyes hair auge augen haar haare oeil yeux cheveux cheveu глаз глаза волос волосы "
             "ojo ojos pelo cabello")  # fmt: skip


def amend(
    found: list[Claim], segs: list[Segment], main: Subject, lang: str, names: NameIndex, clean: str
) -> list[Claim]:
    """The statement's claims with its lexical claims added: the sole one of
    a kind, exclusive kinds, traits, vague distances; a distance names what
    it is measured from ("3 km from Trewint" is no distance from Sandau)."""
    from semnet.graph.judge import (
        banks,
        causes,
        childbirths,
        comparisons,
        cosubjects,
        deathages,
        deathways,
        degrees,
        education,
        funding,
        habits,
        happenings,
        holdings,
        hometowns,
        journeys,
        kinds,
        kinship,
        lineage,
        lives,
        minds,
        nicknames,
        origins,
        outbreaks,
        periodicals,
        railways,
        ravages,
        relbirths,
        roles,
        roofs,
        sequence,
        sole,
        states,
        styles,
        tallies,
        tenures,
        things,
        trades,
        traits,
        voices,
        weekdays,
    )

    toks = [t for s in segs for t in s.toks]
    cuts = frozenset(itertools.accumulate(len(s.toks) for s in segs))
    r = Read(lang, clean, fold(clean), toks, main, names, cuts=cuts)
    added = [*sole.claims(r), *kinds.claims(r), *traits.claims(r), *roles.claims(r)]
    added += roofs.claims(r) + periodicals.claims(r)  # thatched, slate; weekly, monthly
    added += weekdays.claims(r)  # a market's, a paper's, a council's days of the week
    added += railways.claims(r)  # the year the railway reached a place (since round 37)
    added += nicknames.claims(r)  # what a person was called
    added += banks.claims(r) + funding.claims(r)  # the left bank; who paid for it
    added += voices.claims(r) + styles.claims(r)  # a singer's voice, a building's style
    added += education.leaving_claims(r)  # the age one left school at
    added += holdings.claims(r)  # owned, sold, bought, inherited, founded and ran
    added += trades.trade_claims(r)  # a trade until a date, still held at a later one
    added += tenures.period_claims(r, found)  # "from 1890 to 1900": ten years in the post
    added += [*causes.claims(r), *kinship.claims(r), *_order(r, found), *minds.claims(r)]
    added += deathways.claims(r)  # at sea, in war, executed, a natural death
    added += origins.parent_place(r, found + added)  # "son of a Vigo fisherman"
    added += origins.apposed_origin(r, found + added)  # "era gallego, de Vigo, y …"
    added += deathages.claims(r)  # died young, as a child, in old age
    found, before = deathages.amend(r, found)  # died before reaching sixty (since round 41)
    added += before
    added += [*things.claims(r), *habits.claims(r, found)]  # things; habits and nevers
    added += journeys.claims(r, found)  # bounds and returns of a journey
    added += degrees.claims(r, found)  # how often, fears and hatreds, settling for good
    added += lives.claims(r, found + added)  # who died first, a child's age at a parent's death
    added += outbreaks.claims(r)  # where a fire or a flood began
    found, added = states.amend(r, found, added)  # abilities, body, presence, relative dates
    if any(c.slot == education.SCHOOLING for c in added):  # the age, not "left" / "stayed"
        added = [
            c for c in added if not (c.slot == "outcome" and (c.status or "").startswith("stay:"))
        ]
    found, added = tallies.amend(r, found, added)  # counts by enumeration, rank, order
    found, added = happenings.amend(r, found, added)  # a fire's or a flood's toll and day
    found, added = childbirths.amend(r, found, added)  # "gave birth to Anna in 1852"
    found, added = cosubjects.amend(r, found, added)  # "Anna and Paul were born in 1850"
    added += lineage.claims(r, found + added)  # "Anna's mother Maria was born in 1855"
    added += relbirths.claims(r, found + added)  # "born in 1848, four years before Anna"
    found, added = ravages.amend(r, found, added)  # lost or spared in it; destroyed by fire
    found, added = hometowns.amend(r, found, added)  # "his native Vigo": born there
    out = [_counted(r, c) for c in found if not sole.read_as_one(c, added)]
    out = [sequence.settle(c, added) for c in out if not comparisons.absorbs(c, added)]
    out = [c for c in out if not lives.absorbs(c, added)]  # "outlived by ten years": no tenure
    if main.kind != "character":
        out = [_distance(r, c) for c in out]
        vague = vague_distance(r.folded, lang)
        at = r.folded.find(vague.text) + len(vague.text) if vague is not None else -1
        ref = _reference(r, at) if vague is not None else None
        if vague is not None and ref is not None:
            added.append(r.claim("measure", qty=vague, status=ref, time=r.when))
    return out + added


# the words a distance is measured from ("3 km from Trewint", "à 3 km de Kerlaz")
_FROM = {
    "en": r"\bfrom (?:the )?",
    "de": r"\bvon (?:der |dem )?",
    "fr": r"\b(?:de |du |d'|des )",
    "ru": r"\bот ",
    "es": r"\b(?:de |del )",
}

_TO = words("to bis nach a au aux jusqu'a zum zur al до hasta")
# an altitude right after a figure of length (since round 26): "above sea level",
# "über dem Meer", "d'altitude", "sobre el nivel del mar", "de altitud", "над уровнем моря"
_ABOVE_SEA = re.compile(
    r"\s*(?:above (?:the )?sea(?:-| )level|above the sea|uber (?:dem )?(?:meer|meeresspiegel|nn)"
    r"|uber meereshohe|d'altitude|au-dessus (?:du niveau )?de la mer|sur le niveau de la mer"
    r"|sobre el nivel del mar|de altitud|de altura|над уровнем моря)"
)


def _reference(r: Read, at: int) -> str | None:
    """ "distance from <X>" for the first from-word after position `at`
    (since round 32 within four words of it, and only of a named place)."""
    if at < 0:
        return None
    m = re.compile(_FROM.get(r.lang, r"$^")).search(r.folded, at)
    if m is None or len(r.folded[at : m.start()].split()) > 4:
        return None  # since round 32 near it ("3 km au nord de", not "über die Klippe von")
    tail = r.clean[m.end() :].split()
    if not tail or any(fold(w) in _TO for w in tail[1:4]):
        return None  # "from Gullhaven to Fenwick", "de la proue à la poupe": a length
    hit = r.names.find_all([w.strip(".,;") for w in tail[:4]], r.lang)
    if hit and hit[0].start == 0 and hit[0].entity is not None:
        return f"distance from {r.names.label(hit[0].entity)}"
    word = fold(tail[0].strip('.,;«»"“”()'))
    if not word or word in cues.all_stopwords():
        return None  # since round 32: "de la quille", "über die Klippe": no place named
    return f"distance from {word}"


def _counted(r: Read, c: Claim) -> Claim:
    """A count's (or measure's) subject and noun made comparable: a census's
    count is the place's, the verb is no part of the subject ("Le clocher de
    Saint-Aubin abrite trois cloches", "Le moulin se trouve à 3 km"), a
    listed noun counts the same in every language ("cloches", "Glocken",
    "campanas": bells)."""
    if c.slot not in ("count", "measure"):
        return c
    c = _census(r, c)
    if c.subject.startswith("np:") and np_lang(c.subject) != "*":
        verbs = _LOCATED
        if c.slot == "count":
            verbs = (
                verbs | slots.COUNT_GOVERNORS | slots.PREDICATES["have"].get(r.lang, frozenset())
            )
        parts = sorted(np_words(c.subject))
        kept = [w for w in parts if w not in verbs or is_thing(w)]  # "house" is a noun too
        if kept and len(kept) < len(parts):  # "Kerlaz lies 12 km from …": Kerlaz itself
            one = len(kept) == 1 and kept[0].startswith("@")
            c = replace(c, subject=kept[0] if one else np_key(kept, r.lang))
    if c.slot != "count":
        return c
    c = members(_by_year(r, c))  # "the crew numbered twelve men": twelve members
    unit = c.status or ""
    lang, _, lemma = unit.partition(":")
    if lang == "ru" and lemma == "суд":  # "сорок судов": vessels, not courts
        lemma = "судно"
    concept = (concept_of(lemma, lang) or head_concept(lemma, lang)) if lemma else None
    if concept is None and lang == "ru" and lemma:  # "колоколов": the lemma by pymorphy3
        concept = concept_of(fold(morph_ru().parse(lemma)[0].normal_form), lang)
    if concept is not None and c.qty is not None:
        unit = f"*:{concept}"
        c = replace(c, status=unit, qty=replace(c.qty, unit=unit))
    return counts.fleet_owner(c)


# verbs of where a thing stands ("Le moulin se trouve à 3 km"): no part of it
_LOCATED = words("lie stand trouver situer dresser befinden liegen stehen encontrar ubicar "
                 "situar hallar находиться располагаться стоять")  # fmt: skip


def _by_year(r: Read, c: Claim) -> Claim:
    """ "By 1950 Trewint had 650 inhabitants": a count as it stood in 1950,
    not at any time before."""
    t = c.time
    if r.lang != "en" or t is None or t.bound != "before" or t.end.month != 1:
        return c
    year = t.end.year
    if not re.search(rf"\bby {year}\b", r.folded):
        return c
    return replace(c, time=make_time(year, None, None, str(year)))


def _census(r: Read, c: Claim) -> Claim:
    """ "The census of 1881 counted 1,204 inhabitants in Polwenna", "По
    переписи 1897 года в Сосновке было 412 жителей": a count the census
    gives is the place's."""
    if c.slot != "count" or not c.subject.startswith("np:"):
        return c
    if not np_words(c.subject) & cues.SOURCES:
        return c
    places = r.entities("place")
    if len(places) != 1:
        return _census_town(r, c) if not places else c
    return replace(c, subject=f"@{places[0][0]}", label=places[0][1], subject_kind="place")


def _census_town(r: Read, c: Claim) -> Claim:
    """ "The 1900 census counted 4,000 people in the town", "Перепись
    насчитала в городе 38 000 жителей": the town's count (since round 45),
    which `townnouns.py` reads as the place the other statement names."""
    from semnet.graph.judge.townnouns import noun_key

    town = next(((t, k) for t in r.toks if t.kind == "w" and (k := noun_key(t, r.lang))), None)
    if town is None:
        return c
    return replace(c, subject=town[1], label=town[0].text, subject_kind=None)


def _distance(r: Read, c: Claim) -> Claim:
    if c.slot != "measure" or c.qty is None or c.qty.dim != "[length]" or c.status:
        return c
    at = r.folded.find(fold(c.qty.text))
    if at >= 0 and _ABOVE_SEA.match(r.folded, at + len(fold(c.qty.text))):
        return replace(c, status="height")  # "a 2.850 metros sobre el nivel del mar"
    ref = _reference(r, at)
    return replace(c, status=ref) if ref is not None else c


def compare(ca: Claim, cb: Claim) -> Finding | bool | None:
    """The finding between two claims when one of them is lexical; False
    when neither is (the caller's rules apply)."""
    table, every = _readers()
    if ca.slot not in every and cb.slot not in every:
        return False
    for slots_, cmp in table:
        if ca.slot in slots_ or cb.slot in slots_:
            found: Finding | None = cmp(ca, cb)
            return found
    return False


@functools.cache
def _readers() -> tuple[tuple[tuple[frozenset[str], Any], ...], frozenset[str]]:
    """The lexical readers' slots and comparisons, in the order they are
    asked, and every slot any of them reads."""
    from semnet.graph.judge import (
        causes,
        deathways,
        degrees,
        education,
        funding,
        habits,
        holdings,
        kinds,
        kinship,
        lineage,
        minds,
        money,
        nicknames,
        outbreaks,
        periodicals,
        railways,
        ravages,
        roles,
        roofs,
        sole,
        states,
        styles,
        things,
        trades,
        traits,
        voices,
        weekdays,
    )

    table = [
        (roles.SLOTS, roles.compare),
        (holdings.SLOTS, holdings.compare),
        (trades.SLOTS, trades.compare_trade),
        (causes.SLOTS, causes.compare),
        (deathways.SLOTS, deathways.compare),
        (kinship.SLOTS, kinship.compare),
        (states.SLOTS, states.compare),
        (minds.SLOTS, minds.compare),
        (habits.SLOTS, habits.compare),
        (things.SLOTS, things.compare),
        (degrees.SLOTS, degrees.compare),
    ]  # makers, owners, posts; deaths; kin; abilities, body, presence
    table.append((_order_slots(), _order_compare))
    table += [(sole.SLOTS, sole.compare), (kinds.SLOTS, kinds.compare)]
    table += [(roofs.SLOTS, roofs.compare), (periodicals.SLOTS, periodicals.compare)]
    table.append((funding.SLOTS, funding.compare))
    table.append((voices.SLOTS, voices.compare))
    table.append((styles.SLOTS, styles.compare))
    table.append((ravages.SLOTS, ravages.compare))
    table.append((outbreaks.SLOTS, outbreaks.compare))
    table.append((lineage.SLOTS, lineage.compare))
    table.append((frozenset({education.SCHOOLING}), education.compare_leaving))
    table.append((traits.SLOTS, traits.compare))
    table.append((money.SLOTS, money.compare))
    table.append((weekdays.SLOTS, weekdays.compare))
    table.append((railways.SLOTS, railways.compare))
    table.append((nicknames.SLOTS, nicknames.compare))
    frozen = tuple((frozenset(x), f) for x, f in table)
    return frozen, frozenset().union(*(x for x, _ in frozen))


def _order_compare(ca: Claim, cb: Claim) -> Finding | None:
    for mod in _order_modules():
        if ca.slot in mod.SLOTS or cb.slot in mod.SLOTS:
            found: Finding | None = mod.compare(ca, cb)
            return found
    return None


@functools.cache
def _order_modules() -> tuple[Any, ...]:
    """The readers of order, comparison and categorical properties (since
    dev6-order)."""
    from semnet.graph.judge import comparisons, fields, nations, outcomes, ranks, sequence, sides

    return (comparisons, ranks, sequence, sides, nations, fields, outcomes)


@functools.cache
def _order_slots() -> frozenset[str]:
    return frozenset().union(*(mod.SLOTS for mod in _order_modules()))


def _order(r: Read, found: list[Claim]) -> list[Claim]:
    return [c for mod in _order_modules() for c in mod.claims(r, found)]
