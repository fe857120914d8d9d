"""Who died first, read from how writers say it, and compared: "outlived
her husband by ten years", "died a year after his wife", "was predeceased
by", "was survived by", "his widow", "her widower", "left a widow",
"widowed", "did not live to see the wedding"; the hook for a child's age at
a parent's death (`orphans.py`), with the people a clause names read by
`lifetext.py`.

    outlived / died after Y        → `life:order` of the pair: Y first (a gap in years)
    X's widow Y, Y widow of X      → X first (a widow of "a sailmaker": nothing)
    widowed, "als Witwer", "veuf"  → the spouse first
    two dated deaths               → the order and the gap
    an order with one dated death  → the other death's year (`death`)
    (did not) live to see an event → the death before (after) it (`order`, `sequence.py`)

Reversed orders contradict; two gaps more than a year apart contradict (an
approximate one far off is in tension); a widow against "her husband" said
of her is no conflict (she had one).

Hand-written, small and per language (no offline library knows that a
widow outlived her husband): the verbs of outliving, widowhood and leaving
a widow, the phrases of living to see, and the words of "all" children."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, offices, orphans
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.lifetext import (
    AFTER,
    BEFORE,
    CLAUSE_END,
    DIE,
    OUTLIVE,
    PARENTS,
    SKIP,
    SPOUSE,
    Ref,
    clauses_of,
    death_claim,
    exact_year,
    figures,
    gap_in,
    is_character,
    is_event,
    is_person,
    kin_at,
    label_of,
    order_claims,
    own_date,
    people_in,
    punctuated,
    subject_of,
)
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
# a widow (the husband died first), a widower (the wife), widowed (either)
_WIDOW = words("widow witwe veuve viuda вдова вдовой вдову вдовы овдовела")
_WIDOWER = words("widower witwer veuf viudo вдовец вдовцом вдовца овдовел")
_WIDOWED = words("widowed verwitwet verwitwete овдовев овдоветь enviudo enviudar")
_ALL = words("all alle allen tous toutes todos todas всех")
_CHILDREN = words("children kinder enfants hijos детей")
# words that start the reading; dying and birth only with an order word, a
# "when", a relative or two dates beside them (most deaths are none of these)
_TRIGGERS = (
    OUTLIVE | _PREDECEASED | orphans.LOSE | orphans.ORPHAN | _WIDOW | _WIDOWER | _WIDOWED
    | orphans.POSTHUMOUS
)  # fmt: skip
_WEAK = DIE | orphans.BORN


def _worth_reading(r: Read) -> bool:
    """Does the statement say anything these rules read (cheap: most do not)?"""
    words_ = [t for t in r.toks if t.kind == "w"]
    if any(t.is_(_TRIGGERS) for t in words_):
        return True
    if not any(t.is_(_WEAK) for t in words_):
        return False
    marks = BEFORE.get(r.lang, frozenset()) | AFTER.get(r.lang, frozenset()) | orphans.WHEN
    if sum(1 for t in r.toks if t.time is not None) >= 2 or any(t.f in marks for t in words_):
        return True
    return any(kin_at(r, k) is not None for k, t in enumerate(r.toks) if t.kind == "w")


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    """The life claims of one statement, and what they and its dated births
    and deaths imply."""
    if r.main.kind != "character" and not r.main.key.startswith("rel:"):
        return []
    from semnet.graph.judge.numwords import words_to_digits

    digits = words_to_digits(r.folded, r.lang)  # "vingt ans": "20 ans", read once
    saw = _lived_to_see(r) + _lived_on(r, digits) + _dead_for(r, digits)
    if not _worth_reading(r):
        return saw
    r = punctuated(r)
    own: list[Claim] = list(saw)
    for start, end in clauses_of(r.toks):
        own += _clause(r, start, end)
    own += _widows(r)
    own += _lost_kin(r, found + own)
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
    for ref in people_in(r, 0, len(r.toks)):
        kin = ref.keys[0][4:].partition("@")[0] if ref.keys[0].startswith("rel:") else ""
        if kin in SPOUSE and len(ref.keys) == 2:
            swaps[ref.keys[1]] = f"rel:{SPOUSE[kin]}@{ref.keys[1][1:]}"
    out = list(got)
    for c in got:
        pair = c.subject.removeprefix("lives:").split("|")
        if c.slot != "life:order" or main not in pair:
            continue
        other = next((k for k in pair if k != main), "")
        if other in swaps:
            status = swaps[other] if c.status == main else c.status
            out += order_claims(
                r, [status or ""], [k for k in (swaps[other], other) if k != status], c.qty
            )
    return out


def absorbs(c: Claim, added: list[Claim]) -> bool:
    """Is `c` the figure of an outliving read as a tenure ("outlived her
    husband by ten years" is no ten years of anything)?"""
    if c.slot != "measure" or not c.anchor or not any(a.slot == "life:order" for a in added):
        return False
    return any(part in OUTLIVE or part in _PREDECEASED for part in c.anchor.split("|"))


def _clause(r: Read, start: int, end: int) -> list[Claim]:
    toks = r.toks
    out: list[Claim] = []
    refs: list[Ref] | None = None
    for k in range(start, end):
        t = toks[k]
        if t.kind != "w":
            continue
        if t.is_(OUTLIVE) or t.f in _PREDECEASED:
            refs = refs if refs is not None else people_in(r, start, end)
            subj = subject_of(refs, k, r)
            objs = [x for x in refs if x is not subj and (x.obj or x.start > k)]
            if subj is None or not objs or _all_children(r, k, end) is not None:
                kids = _all_children(r, k, end)
                if subj is not None and kids:
                    out += order_claims(r, kids, subj.keys, None)
                continue
            if _clause_follows(r, objs[0]):
                continue  # "survived her husband's illness", "outlived her father's ruin"
            first, then = objs[0].keys, subj.keys  # outlived X, predeceased by X: X first
            if _passive(r, k) and t.is_(OUTLIVE):
                first, then = then, first  # "was survived by his wife"
            return out + order_claims(r, first, then, gap_in(r, start, end))
        if t.is_(DIE):
            got = _died_against(r, k, start, end) or orphans.died_when(r, k, end)
            if got:
                return got
        if t.is_(orphans.LOSE) or t.is_(orphans.ORPHAN):
            return orphans.lost(r, k, start, end)
        if t.is_(orphans.POSTHUMOUS) or (t.is_(orphans.BORN) and orphans.after_death(r, k, end)):
            return orphans.posthumous(r, start, end)
    return out


def _all_children(r: Read, k: int, end: int) -> list[str] | None:
    """ "survived all his children", "überlebte alle ihre Kinder", "пережила
    всех своих детей": the children."""
    ws = r.toks[k + 1 : min(end, k + 5)]
    if any(w.f in _ALL for w in ws) and any(w.f in _CHILDREN or w.is_(_CHILDREN) for w in ws):
        main = r.main.key.lstrip("@")
        return [f"rel:son@{main}", f"rel:daughter@{main}"]
    return None


# living to see an event, or not: died after it, or before it (folded text)
_SAW = {
    "before": re.compile(
        r"(?:not|never) lived? to see|erlebte \w+(?: \w+){0,3} nicht mehr|nicht mehr erlebt|"
        r"pas assez (?:longtemps )?pour voir|(?:mourut|morte?) sans voir|no (?:llego|alcanzo) a "
        r"ver|no vivio (?:lo bastante )?para ver|murio sin ver|не дожила? до"
    ),
    "after": re.compile(
        r"(?<!not )(?<!never )lived to see|erlebte (?:noch|gerade noch)|vecut assez pour voir|"
        r"(?<!no )llego a ver|(?<!не )дожила? до"
    ),
}


# lived on for years after a dated event: "lived another twenty years", "vécut encore
# vingt ans", "lebte noch zwanzig Jahre", "vivió veinte años más", "прожил ещё двадцать
# лет"
_LIVED_ON = {
    "en": r"\blived (?:on |there )*(?:for )?(?:another (\d+)|(\d+) more|a further (\d+)) years?\b",
    "fr": r"\bvecut (?:la |y )?encore (\d+) ans\b",
    "de": r"\blebte (?:er |sie |dort |da )*noch (\d+) jahre\b|\bnoch (\d+) jahre (?:lang )?lebte\b",
    "es": r"\bvivio (?:alli |alla )?(?:otros (\d+) anos|(\d+) anos mas)\b",
    "ru": r"прожил[аи]? (?:там |еще )+(\d+) (?:лет|год)",
}


# dead for years at a dated event (since round 30): "had been dead for three years when
# his widow sold the workshop in 1877", "était mort depuis trois ans", "war schon drei
# Jahre tot", "llevaba tres años muerto", "уже три года как умер"
_DEAD_FOR = {
    "en": r"\b(?:had been|was|were) (?:already |by then |then )*dead (?:for )?(?:some )?(\d+) "
    r"years?\b",
    "fr": r"\b(?:etait|etaient) (?:deja )?morte?s? depuis (\d+) ans\b",
    "de": r"\bwar (?:schon |bereits |damals )*(?:seit )?(\d+) jahren? tot\b",
    "es": r"\bllevaba (\d+) anos muert[oa]\b|\bhabia muert[oa] hacia (\d+) anos\b",
    "ru": r"(?:уже )?(\d+) (?:лет|года?) как (?:умер|умерла|скончал\w*)\b",
}


def _dead_for(r: Read, digits: str) -> list[Claim]:
    """Dead a number of years at the statement's one date: a death in the
    year that many years before it or the one before that ("had been dead
    for three years when his widow sold the workshop in 1877": 1873 or 1874)."""
    rx = _DEAD_FOR.get(r.lang)
    m = re.search(rx, digits) if rx else None
    dates = [t.time for t in r.toks if t.time is not None and t.time.bound is None]
    if m is None or len(dates) != 1 or dates[0].precision not in ("year", "month", "day"):
        return []
    y = dates[0].start.year - int(next(g for g in m.groups() if g))
    return [death_claim(r, r.main.key, y - 1, 2)]


def _lived_on(r: Read, digits: str) -> list[Claim]:
    """Alive a number of years after the statement's one date ("En 1901, il se
    retira à Vevey, où il vécut encore vingt ans": alive in 1921)."""
    from semnet.graph.judge.values import make_time

    rx = _LIVED_ON.get(r.lang)
    m = re.search(rx, digits) if rx else None
    dates = [t.time for t in r.toks if t.time is not None and t.time.bound is None]
    if m is None or len(dates) != 1:
        return []
    n = int(next(g for g in m.groups() if g))
    when = make_time(dates[0].start.year + n, None, None, f"{dates[0].text} +{n}y")
    return [r.claim("life", status="alive", time=when)] if when is not None else []


def _lived_to_see(r: Read) -> list[Claim]:
    """ "did not live to see the wedding", "erlebte die Hochzeit nicht mehr",
    "ne vécut pas assez pour voir la guerre", "no llegó a ver la boda", "не
    дожил до свадьбы": the death before the event ("lived to see": after),
    as `sequence.py`'s order of a death against an event noun."""
    from semnet.graph.judge.sequence import _EVENT_NOUNS

    for side, rx in _SAW.items():
        m = rx.search(r.folded)
        if m is None:
            continue
        for t in r.toks:
            ev = next((_EVENT_NOUNS[w] for w in (t.f, *t.lem) if w in _EVENT_NOUNS), None)
            if ev is not None and ev != "death":
                frame = frozenset({"ev:death"})
                return [r.claim("order", status=side, anchor=f"event:{ev}", frame=frame)]
    return []


def _passive(r: Read, k: int) -> bool:
    """Is the verb at k passive with its agent after "by" ("was survived
    by his wife", "was outlived by")?"""
    prev = r.toks[k - 1].f if k > 0 else ""
    nxt = r.toks[k + 1].f if k + 1 < len(r.toks) else ""
    return prev in _BE and nxt in ("by", "von", "par", "por")


_BE = words("was were is been wurde wurden fut fue")
# a verb after a person's name: the order is against a clause, not a death
_AUX_OK = words("did had was tat did")


def _clause_follows(r: Read, ref: Ref) -> bool:
    """Does a verb (or a possessive "'s") follow the person at once ("before
    her husband came home", "avant que son père ne revienne", "her husband's
    illness")? Then the person's death is not what is ordered."""
    if ref.end >= len(r.toks):
        return False
    t = r.toks[ref.end]
    if t.kind != "w":
        return False
    if t.f == "s":
        return True
    if r.lang in ("de", "ru") or ref.obj or t.cap or t.f in _AUX_OK | SKIP | _CONJ:
        return False  # German puts the verb last ("bevor", not "vor"), Russian anywhere
    lem = t.lem[-1] if t.lem else t.f
    free = cues.function_words() | cues.AUXILIARIES
    return t.f not in free and lem not in free


_CONJ = words("and und et y и а or oder ou o by um на in im en dans a por par")


def _died_against(r: Read, k: int, start: int, end: int) -> list[Claim]:
    """ "died before his father", "starb ein Jahr nach seiner Frau", "mourut
    deux ans avant son mari", "умер через год после жены": the order, and
    the other's death's year when this one is dated."""
    before, after = BEFORE.get(r.lang, frozenset()), AFTER.get(r.lang, frozenset())
    refs = people_in(r, start, end)
    for j in range(k + 1, end):
        t = r.toks[j]
        side = "before" if t.f in before else "after" if t.f in after else None
        if side is None:
            continue
        other = next((x for x in refs if j < x.start <= j + 4), None)
        if other is None or any(is_event(u) for u in r.toks[j + 1 : other.start]):
            return []
        if _clause_follows(r, other):
            return []  # "died before her husband came home": not his death
        subj = subject_of([x for x in refs if x.end <= k], k, r)
        if subj is None:
            return []
        gap = gap_in(r, start, end)
        first, then = (subj, other) if side == "before" else (other, subj)
        out = order_claims(r, first.keys, then.keys, gap)
        when = own_date(r, start, j)
        if when is not None and gap is not None and gap.approx is None:
            shift = -int(gap.value) if side == "after" else int(gap.value)
            for key in other.keys:
                out.append(death_claim(r, key, when.start.year + shift))
        return out
    return []


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
        of = next(
            (m for m in marks if (m[0] == k + 1 and adjacent) or (m[0] == k + 2 and _of(r, k + 1))),
            None,
        ) or offices.of_calling(r.toks, k, marks, adjacent)  # "Witwe des Schmieds Paul"
        before = next((m for m in marks if m[1] == k or (m[1] == k - 1 and _poss(r, k - 1))), None)
        if t.is_(_WIDOWED):
            before = None  # "Елена Гарина овдовела": the widow herself, no "X's widow"
        if of is None and before is None and k + 1 < len(r.toks) and _of(r, k + 1):
            return []  # the widow of someone unnamed
        dead = of or before
        if dead is not None:
            rest = [m for m in marks if m[2] != dead[2] and m[0] > k]
            near = [m for m in marks if m[2] != dead[2] and m[1] <= k]
            who = rest[0] if rest and rest[0][0] <= dead[1] + 2 else (near[-1] if near else None)
            if who is None and r.main.key != f"@{dead[2]}" and r.main.key.startswith("@"):
                out += order_claims(r, [f"@{dead[2]}"], [r.main.key], None)
            elif who is not None:
                out += order_claims(r, [f"@{dead[2]}"], [f"@{who[2]}"], None)
            else:
                out += order_claims(
                    r,
                    [f"@{dead[2]}"],
                    [
                        f"rel:{SPOUSE[m]}@{dead[2]}"
                        for m in ([mate] if mate else ["husband", "wife"])
                    ],
                    None,
                )
            continue
        main = r.main.key
        if mate and main.startswith("@") and any(u.is_(_LEAVE) for u in r.toks[max(0, k - 3) : k]):
            mine = f"rel:{SPOUSE[mate]}@{main[1:]}"  # "left a widow", "hinterließ eine Witwe"
            out += order_claims(r, [main], [mine], None)
            continue
        if k > 0 and r.toks[k - 1].f in _HIS:
            near = [m for m in marks if m[1] <= k - 1]
            if near:  # "After Samuel Clegg's death, his widow Harriet …"
                dead_key = f"@{near[-1][2]}"
                nxt = next((m for m in marks if m[0] in (k + 1, k + 2)), None)
                then = [f"@{nxt[2]}"] if nxt else [f"rel:{SPOUSE[mate or 'husband']}@{near[-1][2]}"]
                out += order_claims(r, [dead_key], then, None)
            continue
        if r.main.key.startswith("@") and r.main.kind == "character" and _bare(r, k):
            main = r.main.key.lstrip("@")  # "Als Witwer zog Karl …", "Овдовев, Иван …"
            mates = [f"rel:{m}@{main}" for m in ([mate] if mate else ["wife", "husband"])]
            out += order_claims(r, mates, [r.main.key], None)
            when = _date_near(r, k)  # "widowed in 1880": the spouse died in 1880
            out += [r.claim("death", subject=m, label=label_of(r, m), time=when) for m in mates
                    if when is not None]  # fmt: skip
    return out


def _date_near(r: Read, k: int) -> TimeValue | None:
    """A date just after a word ("was widowed in 1880", "овдовела в 1911 году"),
    or just before it ("wurde 1900 Witwe")."""
    for side in (r.toks[k + 1 : k + 5], r.toks[max(0, k - 2) : k][::-1]):
        for u in side:
            if u.kind == "t" and u.time is not None and u.time.bound is None:
                return u.time
            if u.kind == "p":
                break
    return None


def _bare(r: Read, k: int) -> bool:
    """Widowhood said of the person alone: a verb ("was widowed",
    "овдовев"), or the noun fronted or after "as" ("Als Witwer zog …",
    "Veuf depuis 1880, …"), not "the widow of a sailmaker" (of whom?)."""
    t = r.toks[k]
    if t.is_(_WIDOWED):
        return True
    words_before = [u.f for u in r.toks[:k] if u.kind != "t"]  # "wurde 1900 Witwe"
    prev = words_before[-1] if words_before else ""
    nxt = r.toks[k + 1] if k + 1 < len(r.toks) else None
    fronted = k == 0 or prev in ("as", "als", "comme", "como", "en")
    if prev in _BECAME:  # "quedó viuda en 1889", "devint veuve", "осталась вдовой"
        return True
    if fronted and (nxt is None or nxt.kind != "w" or nxt.f in _SINCE):
        return True
    at = k - 2 if prev in _AN else k - 1  # "died a widow", "mourut veuve", "умерла вдовой"
    return at >= 0 and r.toks[at].is_(DIE) and (nxt is None or nxt.kind != "w" or nxt.f in _SINCE)


_BECAME = words("became become quedo devint devenue wurde blieb осталась остался стала")
_SINCE = words("since seit depuis desde с zog lebte vivait vivia in en im в")
_AN = words("a an ein eine une un una")
_HIS = words("his her sein seine son sa su его её ее")
# leaving a widow: the person died first
_LEAVE = words("leave left leaves hinterlassen hinterliess laisser laissa laisse dejar dejo "
               "оставить оставил")  # fmt: skip


def _of(r: Read, j: int) -> bool:
    return j < len(r.toks) and r.toks[j].f in ("of", "von", "de", "del", "du", "d")


def _poss(r: Read, j: int) -> bool:
    return j >= 0 and r.toks[j].f in ("s", "'s")


def _elided_deaths(r: Read, found: list[Claim]) -> list[Claim]:
    """ "Edwin Quill died in 1872 and Martha Quill in 1881", "Otto starb
    1880, seine Frau 1890", "умер в 1880 году, а его жена — в 1890-м": the
    second person's death, its verb left out."""
    if not any(t.is_(DIE) for t in r.toks):
        return []
    out: list[Claim] = []
    has = {c.subject for c in found if c.slot == "death"}
    dates = [k for k, t in enumerate(r.toks) if t.time is not None]
    if len(dates) < 2:
        return []
    first_date = dates[0]
    for k in dates[1:]:
        seg_start = max(
            (
                j
                for j in range(first_date, k)
                if r.toks[j].text in {",", ";"}
                or r.toks[j].f in ("and", "und", "et", "y", "а", "и")
            ),
            default=None,
        )
        if seg_start is None or any(
            t.kind == "w" and t.is_(DIE | orphans.BORN) for t in r.toks[seg_start:k]
        ):
            continue
        refs = people_in(r, seg_start + 1, k)
        if len(refs) != 1:
            continue
        when = r.toks[k].time
        assert when is not None
        for key in refs[0].keys:
            if key not in has and when.bound is None:
                out.append(r.claim("death", subject=key, label=label_of(r, key), time=when))
    out += _kin_deaths(r, found)
    return out


def _kin_deaths(r: Read, found: list[Claim]) -> list[Claim]:
    """ "…, and his mother died in 1843", "; ihr Vater starb 1864", "y su
    padre murió en 1899": a relative's dated death in a later clause."""
    has = {c.subject for c in found if c.slot == "death"}
    out: list[Claim] = []
    for start, end in clauses_of(r.toks) + _commas(r.toks):
        dies = [k for k in range(start, end) if r.toks[k].is_(DIE)]
        times = [r.toks[k].time for k in range(start, end) if r.toks[k].time is not None]
        if len(dies) != 1 or len(times) != 1 or times[0] is None or times[0].bound is not None:
            continue
        refs = [x for x in people_in(r, start, dies[0]) if not x.obj]
        if len(refs) != 1 or not refs[0].keys[0].startswith("rel:"):
            continue
        for key in refs[0].keys:
            if key not in has:
                has.add(key)
                out.append(r.claim("death", subject=key, label=label_of(r, key), time=times[0]))
    return out


def _lost_kin(r: Read, found: list[Claim]) -> list[Claim]:
    """ "Mathilde lost her husband in 1915", "perdit son mari en 1915",
    "verlor 1915 ihren Mann", "потеряла мужа в 1915 году": the relative's
    death at the clause's one date (since round 23)."""
    from semnet.graph.judge.slots import PREDICATES

    if any(t.is_(orphans.BORN) or t.is_(PREDICATES["birth"][r.lang]) for t in r.toks):
        return []  # "Robert, born in 1840, lost his mother when he was ten" (`orphans.py`)
    has = {c.subject for c in found if c.slot == "death"}
    out: list[Claim] = []
    for start, end in clauses_of(r.toks):
        loses = [k for k in range(start, end) if r.toks[k].is_(orphans.LOSE)]
        times = [r.toks[k].time for k in range(start, end) if r.toks[k].time is not None]
        if len(loses) != 1 or len(times) != 1 or times[0] is None or times[0].bound is not None:
            continue
        k = loses[0]
        refs = [x for x in people_in(r, k + 1, min(end, k + 5)) if x.keys[0].startswith("rel:")]
        if len(refs) != 1 or not refs[0].keys[0].endswith(f"@{r.main.key.lstrip('@')}"):
            continue
        key = refs[0].keys[0]
        if key.partition("@")[0][4:] not in SPOUSE and key.partition("@")[0][4:] not in PARENTS:
            continue
        if key not in has:
            has.add(key)
            out.append(r.claim("death", subject=key, label=label_of(r, key), time=times[0]))
    return out


def _commas(toks: list[Tok]) -> list[tuple[int, int]]:
    """Clauses after a comma and a conjunction ("…, and his mother died …")."""
    out = []
    for k, t in enumerate(toks):
        if (
            t.f in ("and", "und", "et", "y", "а", "и") and k > 0 and toks[k - 1].text == ","
        ) or t.f in ("und", "et", "y", "а", "и"):
            end = next(
                (j for j in range(k + 1, len(toks)) if toks[j].text in CLAUSE_END | {","}),
                len(toks),
            )
            out.append((k + 1, end))
    return out


def _derived(r: Read, got: list[Claim]) -> list[Claim]:
    out: list[Claim] = []
    births = {c.subject: y for c in got if c.slot == "birth" and (y := exact_year(c))}
    deaths = {c.subject: y for c in got if c.slot == "death" and (y := exact_year(c))}
    people = [k for k in deaths if is_person(k) and (k.startswith("rel:") or is_character(r, k))]
    for i, a in enumerate(people):  # two dated deaths: the order and the gap
        for b in people[i + 1 :]:
            if deaths[a] == deaths[b]:
                continue
            first, then = (a, b) if deaths[a] < deaths[b] else (b, a)
            gap = Quantity(float(abs(deaths[a] - deaths[b])), "year", "dates", "dates")
            out += order_claims(r, [first], [then], gap)
    for c in got:
        if c.slot == "life:age" and c.anchor == "exact" and c.qty and c.subject in births:
            if c.status not in deaths and c.status:  # the child's birth: the parent's death
                out.append(death_claim(r, c.status, births[c.subject] + int(c.qty.value), 2))
    spouses = {_spouse(k): y for k, y in deaths.items()}  # "widowed" says husband, "his wife"
    for c in got:  # "outlived her husband by twenty years" and his death: hers (round 30)
        first = _spouse(c.status or "")
        if c.slot != "life:order" or c.qty is None or first not in spouses:
            continue
        if c.qty.unit != "year" or c.qty.approx or c.qty.value != int(c.qty.value):
            continue
        rest = [k for k in c.subject.removeprefix("lives:").split("|") if k != c.status]
        if len(rest) == 1 and rest[0] not in deaths:
            out.append(death_claim(r, rest[0], spouses[first] + int(c.qty.value) - 1, 3))
    for key, y in deaths.items():  # a child's birth and a parent's death: the age then
        rel, _, child = key[4:].partition("@") if key.startswith("rel:") else ("", "", "")
        if rel in PARENTS and f"@{child}" in births:
            age = Quantity(float(y - births[f"@{child}"]), "year", "dates", "dates")
            out.append(
                r.claim(
                    "life:age",
                    subject=f"@{child}",
                    label=label_of(r, f"@{child}"),
                    status=key,
                    qty=age,
                    anchor="exact",
                )
            )
    return out


def _spouse(key: str) -> str:
    """A wife's or a husband's key as one spouse's ("rel:wife@x": "rel:spouse@x")."""
    rel, at, ent = key.partition("@")
    return f"rel:spouse@{ent}" if rel in ("rel:wife", "rel:husband") and at else key


def once_married(ca: Claim, cb: Claim) -> bool:
    """A widow (or a divorcee) against "her husband" said of her: she had
    one; no conflict ("the widow of a pilot" / "outlived her husband")."""
    if ca.slot != "marital" or cb.slot != "marital":
        return False
    spouse = [c for c in (ca, cb) if c.anchor == "spouse" and c.status == "married"]
    other = cb if spouse and spouse[0] is ca else ca
    return bool(spouse) and other.status in ("widowed", "divorced")


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """Two orders of the same pair, or two ages of a child at a parent's
    death."""
    if ca.slot != cb.slot or ca.slot == "marital":
        return None
    if ca.slot == "life:order":
        return _orders(ca, cb)
    if ca.status != cb.status:
        return None
    return orphans.compare(ca, cb)


def _orders(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.status != cb.status:
        why = f"{ca.label}: died first in one, last in the other"
        return Finding(Stance.CONTRADICTS, why, 0.8, "life-order")
    if ca.qty is None or cb.qty is None:
        return Finding(Stance.AGREES, f"{ca.label}: the same order of deaths", 0.6, "life-order")
    return figures(ca, cb, ca.qty, cb.qty, "apart", "life-gap")
