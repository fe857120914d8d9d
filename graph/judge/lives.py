"""Lives measured against each other and against their ends: who died first
("outlived her husband by ten years", "died a year after his wife", "his
widow", "her widower", "predeceased by"), how old a child was when a parent
died ("lost her mother at ten", "orphaned at five", "a posthumous son",
"died when Daniel was six"), and what two dated deaths, or a birth and a
parent's death, of one statement say of the same.

    outlived / died after Y        → `life:order` of the pair: Y first (a gap in years)
    X's widow Y, Y widow of X      → X first (a widow of "a sailmaker": nothing)
    widowed, "als Witwer", "veuf"  → the spouse first
    lost her mother at N, orphaned → `life:age`: the child's age at the parent's death
    born after the father's death  → the parent died before the birth ("unborn")
    two dated deaths               → the order and the gap
    a birth and a parent's death   → the child's age then
    an order with one dated death  → the other death's year (`death`)
    an age with the child's birth  → the parent's death's year (`death`)

Reversed orders contradict; two gaps or two ages more than a year apart
contradict (an approximate one far off is in tension); a parent dead before
the birth against a child of a year or more contradicts. An orphan's age is
at most that at each parent's death.

Hand-written, small and per language (no offline library knows that a
widow outlived her husband): the verbs of outliving, losing, orphanhood,
widowhood and posthumous birth, the words of before, after and "when", and
the pronouns that point back at the subject."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from semnet.graph.judge import relations
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.values import Quantity, TimeValue

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

SLOTS = frozenset({"life:order", "life:age"})

# outliving: the object died first (lemmas and forms)
_OUTLIVE = words(
    "outlive outlived outlives survive survived survives uberleben uberlebte uberlebt "
    "survivre survecut survecu sobrevivir sobrevivio sobrevivia пережить пережил пережила"
)
# "was predeceased by X": X died first
_PREDECEASED = words("predeceased predecease")
# dying
_DIE = words(
    "die died dies sterben starb gestorben verstarb mourir mourut meurt mort morte deceda "
    "decede morir murio fallecio fallecer умереть умер умерла скончаться скончался скончалась"
)
# before and after between two people's deaths
_BEFORE = {"en": words("before"), "de": words("vor"), "fr": words("avant"),
           "es": words("antes"), "ru": words("раньше прежде до")}  # fmt: skip
_AFTER = {"en": words("after"), "de": words("nach"), "fr": words("apres"),
          "es": words("despues tras"), "ru": words("после позже позднее")}  # fmt: skip
# losing a parent
_LOSE = words(
    "lose lost verlieren verlor verloren perdre perdit perdu perder perdio потерять потерял "
    "потеряла лишиться лишился лишилась"
)
# an orphan
_ORPHAN = words(
    "orphan orphaned orphans waise vollwaise waisenkind verwaist verwaiste orphelin orpheline "
    "huerfano huerfana сирота сиротой сиротою осиротеть осиротел осиротела"
)
# a widow (the husband died first), a widower (the wife), widowed (either)
_WIDOW = words("widow witwe veuve viuda вдова вдовой вдову вдовы")
_WIDOWER = words("widower witwer veuf viudo вдовец вдовцом вдовца овдоветь овдовел")
_WIDOWED = words("widowed verwitwet verwitwete овдовев овдовела enviudo enviudar")
# posthumous birth
_POSTHUMOUS = words("posthumous posthum nachgeboren nachgeborener posthume postumo postuma "
                    "посмертный посмертным")  # fmt: skip
_BORN = words("born geboren naquit nacer nacio родиться родился родилась welt")
_BIRTH = words("birth geburt naissance nacimiento рождение рождения")
_DEATH = words("death tod todes mort muerte смерть смерти")
# "when" before the child's age
_WHEN = words("when als quand lorsque lorsqu cuando когда")
# an approximate gap
_ABOUT = words("about some around nearly almost etwa rund ungefahr fast environ pres presque "
               "unos unas casi aproximadamente примерно около почти")  # fmt: skip
# a gap of one year said without a figure: "a year after", "через год"
_ONE = words("a an one ein einem un una")
_YEAR_WORD = words("year jahr an ano год")
# pronouns that point back at the statement's person (object forms)
_BACK = words("him her ihn sie ihm ihr lui le la его её ее него неё нее ему ей")
# the articles and possessives skipped before a relative
_SKIP = words(
    "the his her their a an der die das den dem des sein seine seinen seinem seiner ihr ihre "
    "ihren ihrem ihrer le la les l son sa ses a au aux d de du el los las su sus al del que "
    "than to of all alle allen tous toutes todos todas свой своя своего своей своих его её ее "
    "всех first ersten premier primer первого первую beloved"
)
_ALL = words("all alle allen tous toutes todos todas всех")
_CHILDREN = words("children kinder enfants hijos детей")
_ACC = words("seinen ihren einen")  # a German relative in the accusative: the object
_CLITIC = words("lui le la")  # "sa femme lui survécut", "su esposa le sobrevivió"
_CLAUSE_END = frozenset({";", "—", "–", "(", ")"})
_SPOUSE = {"husband": "wife", "wife": "husband"}
_PARENTS = ("father", "mother")
_MATE = {"mann": "husband", "frau": "wife", "femme": "wife", "mujer": "wife"}


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    """The life claims of one statement, and what they and its dated births
    and deaths imply."""
    if r.main.kind != "character" and not r.main.key.startswith("rel:"):
        return []
    if not any(t.kind == "w" and t.is_(_TRIGGERS) for t in r.toks):
        return []
    r = _punctuated(r)
    own: list[Claim] = []
    for start, end in _clauses(r.toks):
        own += _clause(r, start, end)
    own += _widows(r)
    own += _elided_deaths(r, found + own)
    out: list[Claim] = []
    for c in _mates(r, own + _derived(r, found + own)):
        if c not in out:
            out.append(c)
    return out


def _mates(r: Read, got: list[Claim]) -> list[Claim]:
    """An order with a spouse named ("Yves … et sa femme Jeanne Morvan")
    is also said of the spouse's spouse: Yves is Jeanne's husband."""
    main = r.main.key
    if not main.startswith("@"):
        return got
    swaps: dict[str, str] = {}
    for ref in _refs(r, 0, len(r.toks)):
        kin = ref.keys[0][4:].partition("@")[0] if ref.keys[0].startswith("rel:") else ""
        if kin in _SPOUSE and len(ref.keys) == 2:
            swaps[ref.keys[1]] = f"rel:{_SPOUSE[kin]}@{ref.keys[1][1:]}"
    out = list(got)
    for c in got:
        pair = c.subject.removeprefix("lives:").split("|")
        if c.slot != "life:order" or main not in pair:
            continue
        other = next((k for k in pair if k != main), "")
        if other in swaps:
            status = swaps[other] if c.status == main else c.status
            out += _order(r, [status or ""], [k for k in (swaps[other], other) if k != status],
                          c.qty)  # fmt: skip
    return out


def absorbs(c: Claim, added: list[Claim]) -> bool:
    """Is `c` the figure of an outliving read as a tenure ("outlived her
    husband by ten years" is no ten years of anything)?"""
    if c.slot != "measure" or not c.anchor or not any(a.slot == "life:order" for a in added):
        return False
    return any(part in _OUTLIVE or part in _PREDECEASED for part in c.anchor.split("|"))


# --------------------------------------------------------------------------- reading

_TRIGGERS = (_OUTLIVE | _PREDECEASED | _DIE | _LOSE | _ORPHAN | _WIDOW | _WIDOWER | _WIDOWED
             | _POSTHUMOUS | _BORN)  # fmt: skip


def _punctuated(r: Read) -> Read:
    """The statement's tokens with their punctuation (the segments drop it:
    clauses here end at a semicolon, a dash, a comma before "and")."""
    from semnet.graph.judge.text import tokenize
    from semnet.graph.judge.values import words_to_digits

    return replace(r, toks=tokenize(words_to_digits(r.clean, r.lang), r.lang), marks=None)



def _clauses(toks: list[Tok]) -> list[tuple[int, int]]:
    out, start = [], 0
    for k, t in enumerate(toks):
        if t.text in _CLAUSE_END:
            out.append((start, k))
            start = k + 1
    return [*out, (start, len(toks))]


def _kin_at(r: Read, j: int) -> str | None:
    """The kin concept the word at j names ("husband", "Mutter", "жены";
    "Mann", "femme", "mujer" after a possessive)."""
    t = r.toks[j]
    if t.kind != "w":
        return None
    for lem in t.lem:
        got = relations.KIN.get(r.lang, {}).get(lem)
        if got is not None:
            return got
    if t.f in _MATE and j > 0 and r.toks[j - 1].f in _SKIP:
        return _MATE[t.f]
    return None


def _owner(r: Read) -> str:
    """Whose relatives a possessive names: the statement's person (the owner
    of a relative the statement is about)."""
    return r.main.key


class _Ref:
    """A person named in a clause: its keys (an entity, a relative of the
    statement's person, or both), where it stands and how."""

    def __init__(self, keys: list[str], start: int, end: int, obj: bool = False) -> None:
        self.keys, self.start, self.end, self.obj = keys, start, end, obj


def _refs(r: Read, start: int, end: int) -> list[_Ref]:
    """The people a clause names, left to right: entities, relatives of the
    statement's person ("her husband Edwin" is one), pronouns pointing back."""
    marks = {s: (e, x) for s, e, x in r.mentions() if r.names.kind(x) == "character"}
    out: list[_Ref] = []
    j = start
    while j < end:
        t = r.toks[j]
        if j in marks:
            e, x = marks[j]
            if not _owned(r, j, x):
                out.append(_Ref([f"@{x}"], j, e))
            j = e
            continue
        kin = _kin_at(r, j)
        if kin is not None:
            keys = [_relative(r, kin)]
            k = j + 1
            while k < end and r.toks[k].text == ",":
                k += 1
            if k in marks and not _owned(r, k, marks[k][1]):  # "her husband Edwin"
                keys.append(f"@{marks[k][1]}")
                out.append(_Ref(keys, j, marks[k][0], obj=_oblique(r, j)))
                j = marks[k][0]
                continue
            out.append(_Ref(keys, j, j + 1, obj=_oblique(r, j)))
        elif t.kind == "w" and t.f in _BACK and _pronoun(r, j):
            out.append(_Ref([_back(r) or ""], j, j + 1, obj=True))
        j += 1
    return out


def _owned(r: Read, j: int, ent: str) -> bool:
    """Is the name at j the owner of a relative, not a person of its own
    ("le fils de Sophie Lebrun", "Брат Глеба Лосева", the statement's own)?"""
    if f"@{ent}" == r.main.key:
        return False if j == 0 else r.toks[j - 1].f in _OWNER or _kin_at(r, j - 1) is not None
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
    return nxt.kind != "w" or nxt.f in _PAST or nxt.is_(_OUTLIVE | _DIE)


# what may follow a pronoun object: a preposition of the gap, a conjunction
_PAST = words("by um на by for and und et y и а")


def _relative(r: Read, kin: str) -> str:
    """The key of the statement's person's relative; a child's mother is the
    person the child is of ("Klara Sommers Sohn … nach seiner Mutter")."""
    main = r.main.key
    if main.startswith("rel:"):
        rel, _, ent = main[4:].partition("@")
        if rel == kin:
            return main  # "Le fils de Sophie, Marc, …": the statement's own relative
        if (rel in ("son", "daughter") and kin in _PARENTS) or _SPOUSE.get(rel) == kin:
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


def _gap(r: Read, start: int, end: int) -> Quantity | None:
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


def _order(r: Read, first: list[str], then: list[str], gap: Quantity | None) -> list[Claim]:
    out = []
    for a in first:
        for b in then:
            if a == b or not a or not b:
                continue
            label = f"{_label(r, a)} / {_label(r, b)}"
            pair = "|".join(sorted((a, b)))
            out.append(r.claim("life:order", subject=f"lives:{pair}", label=label, status=a,
                               qty=gap))  # fmt: skip
    return out


def _label(r: Read, key: str) -> str:
    if key.startswith("@"):
        return r.names.label(key[1:]) or key
    rel, _, ent = key[4:].partition("@")
    return f"{r.names.label(ent) or ent}'s {rel}"


def _subject_of(refs: list[_Ref], k: int, r: Read) -> _Ref | None:
    """The clause's subject: the nearest person before the verb that is no
    object, else the first after it that is none; else the statement's."""
    before = [x for x in refs if x.end <= k and not x.obj]
    if before:
        return before[-1]
    after = [x for x in refs if x.start > k and not x.obj]
    if after and r.lang in ("de", "ru"):
        return after[0]
    return _Ref([r.main.key], -1, -1)


def _clause(r: Read, start: int, end: int) -> list[Claim]:
    toks = r.toks
    out: list[Claim] = []
    refs: list[_Ref] | None = None
    for k in range(start, end):
        t = toks[k]
        if t.kind != "w":
            continue
        if t.is_(_OUTLIVE) or t.f in _PREDECEASED:
            refs = refs if refs is not None else _refs(r, start, end)
            subj = _subject_of(refs, k, r)
            objs = [x for x in refs if x is not subj and (x.obj or x.start > k)]
            if subj is None or not objs or _all_children(r, k, end) is not None:
                kids = _all_children(r, k, end)
                if subj is not None and kids:
                    out += _order(r, kids, subj.keys, None)
                continue
            gap = _gap(r, start, end)
            if t.f in _PREDECEASED:
                out += _order(r, objs[0].keys, subj.keys, gap)
            else:
                out += _order(r, objs[0].keys, subj.keys, gap)
            return out
        if t.is_(_DIE):
            got = _died_against(r, k, start, end) or _died_when(r, k, end)
            if got:
                return got
        if t.is_(_LOSE) or t.is_(_ORPHAN):
            return _lost(r, k, start, end)
        if t.is_(_POSTHUMOUS) or (t.is_(_BORN) and _after_death(r, k, end)):
            return _posthumous(r, start, end)
    return out


def _all_children(r: Read, k: int, end: int) -> list[str] | None:
    """ "survived all his children", "überlebte alle ihre Kinder", "пережила
    всех своих детей": the children."""
    ws = r.toks[k + 1 : min(end, k + 5)]
    if any(w.f in _ALL for w in ws) and any(w.f in _CHILDREN or w.is_(_CHILDREN) for w in ws):
        main = r.main.key.lstrip("@")
        return [f"rel:son@{main}", f"rel:daughter@{main}"]
    return None


def _died_against(r: Read, k: int, start: int, end: int) -> list[Claim]:
    """ "died before his father", "starb ein Jahr nach seiner Frau", "mourut
    deux ans avant son mari", "умер через год после жены": the order, and
    the other's death's year when this one is dated."""
    before, after = _BEFORE.get(r.lang, frozenset()), _AFTER.get(r.lang, frozenset())
    refs = _refs(r, start, end)
    for j in range(k + 1, end):
        t = r.toks[j]
        side = "before" if t.f in before else "after" if t.f in after else None
        if side is None:
            continue
        other = next((x for x in refs if j < x.start <= j + 4), None)
        if other is None or any(_is_event(u) for u in r.toks[j + 1 : other.start]):
            return []
        subj = _subject_of([x for x in refs if x.end <= k], k, r)
        if subj is None:
            return []
        gap = _gap(r, start, end)
        first, then = (subj, other) if side == "before" else (other, subj)
        out = _order(r, first.keys, then.keys, gap)
        when = _own_date(r, start, j)
        if when is not None and gap is not None and gap.approx is None:
            shift = -int(gap.value) if side == "after" else int(gap.value)
            for key in other.keys:
                out.append(_death(r, key, when.start.year + shift))
        return out
    return []


def _died_when(r: Read, k: int, end: int) -> list[Claim]:
    """ "Daniel's father died when Daniel was six", "Der Vater von Ida starb,
    als sie zwölf war", "Отец Григория умер, когда сыну было шесть лет": the
    child's age at the parent's death."""
    rel, _, child = r.main.key[4:].partition("@") if r.main.key.startswith("rel:") else ("", "", "")
    if rel not in _PARENTS:
        return []
    before = _BEFORE.get(r.lang, frozenset())
    for j in range(k + 1, min(len(r.toks), k + 6)):
        if r.toks[j].f in before and any(u.is_(_BIRTH) for u in r.toks[j + 1 : j + 4]):
            label = r.names.label(child) or child  # "died three months before his son's birth"
            return [r.claim("life:age", subject=f"@{child}", label=label, status=r.main.key,
                            anchor="unborn")]  # fmt: skip
    at = next((j for j in range(k + 1, min(len(r.toks), k + 4)) if r.toks[j].f in _WHEN), None)
    if at is None:
        return []
    age = _age_in(r, at + 1, min(len(r.toks), at + 8))
    if age is None:
        return []
    label = r.names.label(child) or child
    return [r.claim("life:age", subject=f"@{child}", label=label, status=r.main.key, qty=age,
                    anchor="exact")]  # fmt: skip


def _is_event(t: Tok) -> bool:
    return t.kind == "w" and t.is_(_DEATH | _BIRTH)


def _own_date(r: Read, start: int, end: int) -> TimeValue | None:
    """The one exact year of a clause's own death ("died in 1902, a year
    after …")."""
    times = [t.time for t in r.toks[start:end] if t.time is not None]
    if len(times) != 1 or times[0].bound is not None or times[0].approx:
        return None
    return times[0] if times[0].end.year - times[0].start.year <= 1 else None


def _death(r: Read, key: str, year: int, spread: int = 1) -> Claim:
    when = TimeValue(date(year, 1, 1), date(year + spread, 1, 1), "year" if spread == 1 else "range",
                     str(year) if spread == 1 else f"{year}–{year + spread - 1}")  # fmt: skip
    return r.claim("death", subject=key, label=_label(r, key), time=when)


def _age_in(r: Read, start: int, end: int) -> Quantity | None:
    """The child's age in a clause: a figure of years, or a bare figure after
    "when … was" ("als sie zwölf war", "когда сыну было шесть лет")."""
    for k in range(start, end):
        t = r.toks[k]
        if t.kind == "q" and t.qty is not None and t.qty.unit == "year":
            return t.qty
        if t.kind == "n" and t.qty is not None and 0 < t.qty.value < 120:
            return replace(t.qty, unit="year")
    return None


def _lost(r: Read, k: int, start: int, end: int) -> list[Claim]:
    """ "lost her mother at the age of ten", "verlor mit fünf Jahren seine
    Mutter", "orphelin de mère à cinq ans", "quedó huérfano a los cinco
    años", "осиротел в пять лет", "круглой сиротой": the child's age at the
    parent's death (an orphan's, at most that at each)."""
    if r.main.kind != "character" or not r.main.key.startswith("@"):
        return []
    age = _age_in(r, start, end)
    if age is None:
        return []
    window = r.toks[max(start, k - 3) : min(end, k + 6)]
    kins = [_kin_at(r, i) for i in range(max(start, k - 3), min(end, k + 6))]
    parents = [p for p in kins if p in _PARENTS]
    orphan = any(t.is_(_ORPHAN) for t in window)
    if not parents and not orphan:
        return []
    anchor = "exact" if parents else "max"
    main = r.main.key.lstrip("@")
    return [
        r.claim("life:age", status=f"rel:{p}@{main}", qty=age, anchor=anchor)
        for p in (parents or list(_PARENTS))
    ]


def _after_death(r: Read, k: int, end: int) -> bool:
    """ "born after his father's death", "nach dem Tod seines Vaters geboren"
    (the order word before the birth verb in German), "nació después de la
    muerte de su padre", "родился после смерти отца"."""
    after = _AFTER.get(r.lang, frozenset())
    lo = 0 if r.lang == "de" else k
    ws = r.toks[lo : min(end, k + 12)]
    for i, t in enumerate(ws):
        if t.f in after and any(u.is_(_DEATH) for u in ws[i + 1 : i + 5]):
            return any(_kin_at(r, lo + j) in _PARENTS for j in range(i + 1, min(len(ws), i + 7)))
    return False


def _posthumous(r: Read, start: int, end: int) -> list[Claim]:
    """A posthumous child: the father died before the birth."""
    if not r.main.key.startswith("@") or r.main.kind != "character":
        return []
    kins = [_kin_at(r, i) for i in range(start, end)]
    parent = next((p for p in kins if p in _PARENTS), "father")
    main = r.main.key.lstrip("@")
    return [r.claim("life:age", status=f"rel:{parent}@{main}", anchor="unborn")]


def _widows(r: Read) -> list[Claim]:
    """ "X's widow Y", "Y, widow of X", "the widower of X", "вдовец Марии":
    X died first; "widowed", "als Witwer", "veuf depuis 1880", "овдовев":
    the spouse died first. A widow of someone unnamed ("of a sailmaker")
    says nothing of a husband named elsewhere."""
    marks = [(s, e, x) for s, e, x in r.mentions() if r.names.kind(x) == "character"]
    out: list[Claim] = []
    for k, t in enumerate(r.toks):
        if t.kind != "w" or not (t.is_(_WIDOW | _WIDOWER | _WIDOWED)):
            continue
        mate = "wife" if t.is_(_WIDOWER) else "husband" if t.is_(_WIDOW) else None
        adjacent = r.lang == "ru"  # "вдовец Марии Сомовой": the genitive
        of = next((m for m in marks if (m[0] == k + 1 and adjacent) or (m[0] == k + 2 and _of(r, k + 1))), None)
        before = next((m for m in marks if m[1] == k or (m[1] == k - 1 and _poss(r, k - 1))), None)
        if of is None and before is None and k + 1 < len(r.toks) and _of(r, k + 1):
            return []  # the widow of someone unnamed
        dead = of or before
        if dead is not None:
            rest = [m for m in marks if m[2] != dead[2] and m[0] > k]
            near = [m for m in marks if m[2] != dead[2] and m[1] <= k]
            who = rest[0] if rest and rest[0][0] <= dead[1] + 2 else (near[-1] if near else None)
            if who is None and r.main.key != f"@{dead[2]}" and r.main.key.startswith("@"):
                out += _order(r, [f"@{dead[2]}"], [r.main.key], None)
            elif who is not None:
                out += _order(r, [f"@{dead[2]}"], [f"@{who[2]}"], None)
            else:
                out += _order(r, [f"@{dead[2]}"], [f"rel:{_SPOUSE[m]}@{dead[2]}" for m in
                                                    ([mate] if mate else ["husband", "wife"])],
                              None)  # fmt: skip
            continue
        if k > 0 and r.toks[k - 1].f in ("his", "her", "sein", "seine", "son", "sa", "su", "его", "её"):
            near = [m for m in marks if m[1] <= k - 1]
            if near:  # "After Samuel Clegg's death, his widow Harriet …"
                dead_key = f"@{near[-1][2]}"
                nxt = next((m for m in marks if m[0] in (k + 1, k + 2)), None)
                then = [f"@{nxt[2]}"] if nxt else [f"rel:{_SPOUSE[mate or 'husband']}@{near[-1][2]}"]
                out += _order(r, [dead_key], then, None)
            continue
        if r.main.key.startswith("@") and r.main.kind == "character" and _bare(r, k):
            main = r.main.key.lstrip("@")  # "Als Witwer zog Karl …", "Овдовев, Иван …"
            out += _order(r, [f"rel:{m}@{main}" for m in ([mate] if mate else ["wife", "husband"])],
                          [r.main.key], None)  # fmt: skip
    return out


def _bare(r: Read, k: int) -> bool:
    """Widowhood said of the person alone: a verb ("was widowed",
    "овдовев"), or the noun fronted or after "as" ("Als Witwer zog …",
    "Veuf depuis 1880, …"), not "the widow of a sailmaker" (of whom?)."""
    t = r.toks[k]
    if t.is_(_WIDOWED):
        return True
    prev = r.toks[k - 1].f if k > 0 else ""
    nxt = r.toks[k + 1] if k + 1 < len(r.toks) else None
    fronted = k == 0 or prev in ("as", "als", "comme", "como", "en")
    return fronted and (nxt is None or nxt.kind != "w" or nxt.f in _SINCE)


_SINCE = words("since seit depuis desde с zog lebte vivait vivia")


def _of(r: Read, j: int) -> bool:
    return j < len(r.toks) and r.toks[j].f in ("of", "von", "de", "del", "du", "d")


def _poss(r: Read, j: int) -> bool:
    return j >= 0 and r.toks[j].f in ("s", "'s")


def _elided_deaths(r: Read, found: list[Claim]) -> list[Claim]:
    """ "Edwin Quill died in 1872 and Martha Quill in 1881", "Otto starb
    1880, seine Frau 1890", "умер в 1880 году, а его жена — в 1890-м": the
    second person's death, its verb left out."""
    if not any(t.is_(_DIE) for t in r.toks):
        return []
    out: list[Claim] = []
    has = {c.subject for c in found if c.slot == "death"}
    dates = [k for k, t in enumerate(r.toks) if t.time is not None]
    if len(dates) < 2:
        return []
    first_date = dates[0]
    for k in dates[1:]:
        seg_start = max((j for j in range(first_date, k) if r.toks[j].text in {",", ";", "—"}
                         or r.toks[j].f in ("and", "und", "et", "y", "а", "и")), default=None)  # fmt: skip
        if seg_start is None or any(t.kind == "w" and t.is_(_DIE | _BORN)
                                    for t in r.toks[seg_start:k]):  # fmt: skip
            continue
        refs = _refs(r, seg_start + 1, k)
        if len(refs) != 1:
            continue
        when = r.toks[k].time
        assert when is not None
        for key in refs[0].keys:
            if key not in has and when.bound is None:
                out.append(r.claim("death", subject=key, label=_label(r, key), time=when))
    out += _kin_deaths(r, found)
    return out


def _kin_deaths(r: Read, found: list[Claim]) -> list[Claim]:
    """ "…, and his mother died in 1843", "; ihr Vater starb 1864", "y su
    padre murió en 1899": a relative's dated death in a later clause."""
    has = {c.subject for c in found if c.slot == "death"}
    out: list[Claim] = []
    for start, end in _clauses(r.toks) + _commas(r.toks):
        dies = [k for k in range(start, end) if r.toks[k].is_(_DIE)]
        times = [r.toks[k].time for k in range(start, end) if r.toks[k].time is not None]
        if len(dies) != 1 or len(times) != 1 or times[0] is None or times[0].bound is not None:
            continue
        refs = [x for x in _refs(r, start, dies[0]) if not x.obj]
        if len(refs) != 1 or not refs[0].keys[0].startswith("rel:"):
            continue
        for key in refs[0].keys:
            if key not in has:
                has.add(key)
                out.append(r.claim("death", subject=key, label=_label(r, key), time=times[0]))
    return out


def _commas(toks: list[Tok]) -> list[tuple[int, int]]:
    """Clauses after a comma and a conjunction ("…, and his mother died …")."""
    out = []
    for k, t in enumerate(toks):
        if t.f in ("and", "und", "et", "y", "а", "и") and k > 0 and toks[k - 1].text == ",":
            end = next((j for j in range(k + 1, len(toks)) if toks[j].text in _CLAUSE_END | {","}),
                       len(toks))  # fmt: skip
            out.append((k + 1, end))
        elif t.f in ("und", "et", "y", "а", "и"):
            end = next((j for j in range(k + 1, len(toks)) if toks[j].text in _CLAUSE_END | {","}),
                       len(toks))  # fmt: skip
            out.append((k + 1, end))
    return out


# --------------------------------------------------------------------------- derived


def _exact_year(c: Claim) -> int | None:
    t = c.time
    if t is None or c.negated or t.bound is not None or t.approx:
        return None
    if t.end.year - t.start.year > 1:
        return None
    return t.start.year


def _person(key: str) -> bool:
    return key.startswith(("@", "rel:"))


def _derived(r: Read, got: list[Claim]) -> list[Claim]:
    out: list[Claim] = []
    births = {c.subject: y for c in got if c.slot == "birth" and (y := _exact_year(c))}
    deaths = {c.subject: y for c in got if c.slot == "death" and (y := _exact_year(c))}
    people = [k for k in deaths if _person(k) and (k.startswith("rel:") or _character(r, k))]
    for i, a in enumerate(people):  # two dated deaths: the order and the gap
        for b in people[i + 1 :]:
            if deaths[a] == deaths[b]:
                continue
            first, then = (a, b) if deaths[a] < deaths[b] else (b, a)
            gap = Quantity(float(abs(deaths[a] - deaths[b])), "year", "dates", "dates")
            out += _order(r, [first], [then], gap)
    for c in got:
        if c.slot == "life:age" and c.anchor == "exact" and c.qty and c.subject in births:
            if c.status not in deaths and c.status:  # the child's birth: the parent's death
                out.append(_death(r, c.status, births[c.subject] + int(c.qty.value), 2))
    for key, y in deaths.items():  # a child's birth and a parent's death: the age then
        rel, _, child = key[4:].partition("@") if key.startswith("rel:") else ("", "", "")
        if rel in _PARENTS and f"@{child}" in births:
            age = Quantity(float(y - births[f"@{child}"]), "year", "dates", "dates")
            out.append(r.claim("life:age", subject=f"@{child}", label=_label(r, f"@{child}"),
                               status=key, qty=age, anchor="exact"))  # fmt: skip
    return out


def _character(r: Read, key: str) -> bool:
    return r.names.kind(key[1:]) == "character"


# --------------------------------------------------------------------------- comparing


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """Two orders of the same pair, or two ages of a child at a parent's
    death."""
    if ca.slot != cb.slot:
        return None
    if ca.slot == "life:order":
        return _orders(ca, cb)
    if ca.status != cb.status:
        return None
    return _ages(ca, cb)


def _orders(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.status != cb.status:
        why = f"{ca.label}: died first in one, last in the other"
        return Finding(Stance.CONTRADICTS, why, 0.8, "life-order")
    if ca.qty is None or cb.qty is None:
        return Finding(Stance.AGREES, f"{ca.label}: the same order of deaths", 0.6, "life-order")
    return _figures(ca, cb, ca.qty, cb.qty, "apart", "life-gap")


def _figures(ca: Claim, cb: Claim, qa: Quantity, qb: Quantity, what: str, rule: str) -> Finding:
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


def _ages(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    unborn = [c for c in (ca, cb) if c.anchor == "unborn"]
    if len(unborn) == 2:
        return Finding(Stance.AGREES, f"{ca.label}: born after the death in both", 0.6, "life-age")
    if unborn:
        other = cb if unborn[0] is ca else ca
        if other.qty is None or other.qty.value < (2 if other.qty.approx == "dates" else 1):
            return None
        why = f"{ca.label}: born after the parent's death, yet {other.qty.value:g} then"
        return Finding(Stance.CONTRADICTS, why, 0.8, "life-age")
    if ca.qty is None or cb.qty is None:
        return None
    if "max" in (ca.anchor, cb.anchor):
        if ca.anchor == cb.anchor:
            return None
        most, age = (ca.qty, cb.qty) if ca.anchor == "max" else (cb.qty, ca.qty)
        if age.value > most.value + 1:
            why = f"{ca.label}: an orphan at {most.value:g}, yet {age.value:g} at the death"
            return Finding(Stance.CONTRADICTS, why, 0.8, "life-age")
        return None
    return _figures(ca, cb, ca.qty, cb.qty, "old", "life-age")
