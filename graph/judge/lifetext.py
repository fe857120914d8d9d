"""How a statement about lives names its people and years (`lives.py`,
`orphans.py`): its clauses with their punctuation, the people a clause names
(an entity, a relative of the statement's person, "her husband Edwin" as
both, a pronoun pointing back), which of them is the subject, a gap in
years, and the claims of an order of deaths or of a death's year.

Hand-written, small and per language (no offline library tells which word
points back at whom): the words of dying, before and after, the pronouns,
the articles and possessives before a relative, the words of about."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import relations, slots
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.values import Quantity, TimeValue, whole_years

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

# dying
DIE = words(
    "die died dies sterben starb gestorben verstarb mourir mourut meurt mort morte deceda "
    "decede morir murio fallecio fallecer умереть умер умерла скончаться скончался скончалась"
)
# before and after between two people's deaths
BEFORE = {"en": words("before"), "de": words("vor"), "fr": words("avant"),
           "es": words("antes"), "ru": words("раньше прежде до")}  # fmt: skip
AFTER = {"en": words("after"), "de": words("nach"), "fr": words("apres"),
          "es": words("despues tras"), "ru": words("после позже позднее")}  # fmt: skip
BIRTH = slots.BIRTH_NOUNS
DEATH = slots.DEATH_NOUNS
# "when" before the child's age
# an approximate gap
_ABOUT = words(
    "about some around nearly almost etwa rund ungefahr fast environ pres presque "
    "unos unas casi aproximadamente примерно около почти"
)
# a gap of one year said without a figure: "a year after", "через год"
_ONE = words("a an one ein einem un una")
_YEAR_WORD = words("year jahr an ano год")
# pronouns that point back at the statement's person (object forms)
_BACK = words("him her ihn sie ihm ihr lui le la его её ее него неё нее ему ей")
# the articles and possessives skipped before a relative
SKIP = words(
    "the his her their a an der die das den dem des sein seine seinen seinem seiner ihr ihre "
    "ihren ihrem ihrer le la les l son sa ses a au aux d de du el los las su sus al del que "
    "than to of all alle allen tous toutes todos todas свой своя своего своей своих его её ее "
    "всех first ersten premier primer первого первую beloved"
)
_ACC = words("seinen ihren einen")  # a German relative in the accusative: the object
CLAUSE_END = frozenset({";", "—", "–", "(", ")"})
SPOUSE = {"husband": "wife", "wife": "husband"}
PARENTS = ("father", "mother")
_MATE = {"mann": "husband", "frau": "wife", "femme": "wife", "mujer": "wife"}
# outliving, dying, order: what may follow a pronoun object
OUTLIVE = words(
    "outlive outlived outlives survive survived survives uberleben uberlebte uberlebt "
    "survivre survecut survecu sobrevivir sobrevivio sobrevivia пережить пережил пережила"
)


def punctuated(r: Read) -> Read:
    """The statement's tokens with their punctuation (the segments drop it:
    clauses here end at a semicolon, a dash, a comma before "and")."""
    from semnet.graph.judge.numwords import words_to_digits
    from semnet.graph.judge.text import tokenize

    return replace(r, toks=tokenize(words_to_digits(r.clean, r.lang), r.lang), marks=None)


def clauses_of(toks: list[Tok]) -> list[tuple[int, int]]:
    out, start = [], 0
    for k, t in enumerate(toks):
        if t.text in CLAUSE_END:
            out.append((start, k))
            start = k + 1
    return [*out, (start, len(toks))]


def kin_at(r: Read, j: int) -> str | None:
    """The kin concept the word at j names ("husband", "Mutter", "жены";
    "Mann", "femme", "mujer" after a possessive)."""
    t = r.toks[j]
    if t.kind != "w":
        return None
    for lem in t.lem:
        got = relations.KIN.get(r.lang, {}).get(lem)
        if got is not None:
            return got
    if t.f in _MATE and j > 0 and r.toks[j - 1].f in SKIP:
        return _MATE[t.f]
    return None


class Ref:
    """A person named in a clause: its keys (an entity, a relative of the
    statement's person, or both), where it stands and how."""

    def __init__(self, keys: list[str], start: int, end: int, obj: bool = False) -> None:
        self.keys, self.start, self.end, self.obj = keys, start, end, obj


def people_in(r: Read, start: int, end: int) -> list[Ref]:
    """The people a clause names, left to right: entities, relatives of the
    statement's person ("her husband Edwin" is one), pronouns pointing back."""
    marks = {s: (e, x) for s, e, x in r.mentions() if r.names.kind(x) == "character"}
    out: list[Ref] = []
    j = start
    while j < end:
        t = r.toks[j]
        if j in marks:
            e, x = marks[j]
            if not _owned(r, j, x):
                out.append(Ref([f"@{x}"], j, e))
            j = e
            continue
        kin = kin_at(r, j)
        if kin is not None:
            keys = [relative(r, kin)]
            k = j + 1
            while k < end and r.toks[k].text == ",":
                k += 1
            if k in marks and not _owned(r, k, marks[k][1]):  # "her husband Edwin"
                keys.append(f"@{marks[k][1]}")
                out.append(Ref(keys, j, marks[k][0], obj=_oblique(r, j)))
                j = marks[k][0]
                continue
            out.append(Ref(keys, j, j + 1, obj=_oblique(r, j)))
        elif t.kind == "w" and t.f in _BACK and _pronoun(r, j):
            out.append(Ref([_back(r) or ""], j, j + 1, obj=True))
        j += 1
    return out


def _owned(r: Read, j: int, ent: str) -> bool:
    """Is the name at j the owner of a relative, not a person of its own
    ("le fils de Sophie Lebrun", "Брат Глеба Лосева", the statement's own)?"""
    if f"@{ent}" == r.main.key:
        return False if j == 0 else r.toks[j - 1].f in _OWNER or kin_at(r, j - 1) is not None
    if r.main.key.endswith(f"@{ent}"):
        return True
    return j > 0 and r.toks[j - 1].f in _OWNER


_OWNER = words("of von de del du d")


def _pronoun(r: Read, j: int) -> bool:
    """Is the word at j a pronoun ("outlived her by", "überlebte ihn um",
    "lui survécut", "после него"), not a possessive or an article?"""
    if j + 1 >= len(r.toks):
        return True
    nxt = r.toks[j + 1]
    return nxt.kind != "w" or nxt.f in _PAST or nxt.is_(OUTLIVE | DIE)


# what may follow a pronoun object: a preposition of the gap, a conjunction
_PAST = words("by um на by for and und et y и а")


def relative(r: Read, kin: str) -> str:
    """The key of the statement's person's relative; a child's mother is the
    person the child is of ("Klara Sommers Sohn … nach seiner Mutter")."""
    main = r.main.key
    if main.startswith("rel:"):
        rel, _, ent = main[4:].partition("@")
        if rel == kin:
            return main  # "Le fils de Sophie, Marc, …": the statement's own relative
        if (rel in ("son", "daughter") and kin in PARENTS) or SPOUSE.get(rel) == kin:
            return f"@{ent}"
    return f"rel:{kin}@{main.lstrip('@')}" if main.startswith("@") else f"rel:{kin}@{main}"


def _back(r: Read) -> str | None:
    """Who a pronoun object points back at: the statement's person, or the
    owner of the relative it is about ("Брат Глеба умер … после него")."""
    main = r.main.key
    if main.startswith("rel:"):
        return "@" + main.partition("@")[2]
    return main


def _oblique(r: Read, j: int) -> bool:
    """Is the relative at j an object: after "à", "a" ("survécut à son
    mari"), a German accusative possessive, a Russian oblique case?"""
    prev = [t.f for t in r.toks[max(0, j - 3) : j]]
    if r.lang in ("fr", "es") and any(w in ("a", "au", "al") for w in prev):
        return True
    if r.lang == "de" and prev and prev[-1] in _ACC:
        return True
    if r.lang == "ru":
        t = r.toks[j]
        return t.f not in t.lem[1:] and t.f != (t.lem[-1] if t.lem else t.f)
    return False


def gap_in(r: Read, start: int, end: int) -> Quantity | None:
    """A gap in years in the clause ("by ten years", "um zehn Jahre", "dix
    ans", "на десять лет", "a year after", "через год")."""
    for k in range(start, end):
        t = r.toks[k]
        if t.kind == "q" and t.qty is not None and t.qty.unit == "year":
            q = t.qty
            if any(u.f in _ABOUT for u in r.toks[max(start, k - 3) : k]):
                q = replace(q, approx="approx")
            return q
        if t.kind == "w" and t.f in _YEAR_WORD:
            prev = r.toks[k - 1].f if k > start else ""
            if prev in _ONE or (r.lang == "ru" and prev in ("через", "за")):
                return Quantity(1.0, "year", t.text)
    return None


def order_claims(r: Read, first: list[str], then: list[str], gap: Quantity | None) -> list[Claim]:
    out = []
    for a in first:
        for b in then:
            if a == b or not a or not b:
                continue
            label = f"{label_of(r, a)} / {label_of(r, b)}"
            pair = "|".join(sorted((a, b)))
            out.append(
                r.claim("life:order", subject=f"lives:{pair}", label=label, status=a, qty=gap)
            )
    return out


def label_of(r: Read, key: str) -> str:
    if key.startswith("@"):
        return r.names.label(key[1:]) or key
    rel, _, ent = key[4:].partition("@")
    return f"{r.names.label(ent) or ent}'s {rel}"


def subject_of(refs: list[Ref], k: int, r: Read) -> Ref | None:
    """The clause's subject: the nearest person before the verb that is no
    object, else the first after it that is none; else the statement's."""
    before = [x for x in refs if x.end <= k and not x.obj]
    if before:
        return before[-1]
    after = [x for x in refs if x.start > k and not x.obj]
    if after and r.lang in ("de", "ru"):
        return after[0]
    return Ref([r.main.key], -1, -1)


def is_event(t: Tok) -> bool:
    return t.kind == "w" and t.is_(DEATH | BIRTH)


def own_date(r: Read, start: int, end: int) -> TimeValue | None:
    """The one exact year of a clause's own death ("died in 1902, a year
    after …")."""
    times = [t.time for t in r.toks[start:end] if t.time is not None]
    if len(times) != 1 or times[0].bound is not None or times[0].approx:
        return None
    return times[0] if times[0].end.year - times[0].start.year <= 1 else None


def death_claim(r: Read, key: str, year: int, spread: int = 1) -> Claim:
    return r.claim("death", subject=key, label=label_of(r, key), time=whole_years(year, spread))


def exact_year(c: Claim) -> int | None:
    t = c.time
    if t is None or c.negated or t.bound is not None or t.approx:
        return None
    if t.end.year - t.start.year > 1:
        return None
    return t.start.year


def is_person(key: str) -> bool:
    return key.startswith(("@", "rel:"))


def is_character(r: Read, key: str) -> bool:
    return r.names.kind(key[1:]) == "character"


def figures(ca: Claim, cb: Claim, qa: Quantity, qb: Quantity, what: str, rule: str) -> Finding:
    from semnet.graph.judge.compare import Finding

    d = abs(qa.value - qb.value)
    why = f"{ca.label}: {qa.value:g} and {qb.value:g} years {what}"
    if "approx" in (qa.approx, qb.approx):
        big = max(qa.value, qb.value, 1.0)
        if d <= 0.15 * big or d <= 1:
            return Finding(Stance.AGREES, why, 0.6, rule)
        return Finding(Stance.IN_TENSION, why, 0.6, rule)
    if d <= 1:
        return Finding(Stance.AGREES, why, 0.7, rule)
    return Finding(Stance.CONTRADICTS, why, 0.8, rule)
