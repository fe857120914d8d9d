"""Relative dates ("two years after her marriage", "a year later", "drei Tage
vor dem Brand", "deux ans plus tard", "dos años después de la boda", "через
два года после свадьбы") resolved against the anchor's date, in the same
statement or in the other one, and compared as the date rules compare.

Within a statement: an anchor with a date ("three years after the wreck of
1869", "in 1870 … and died there a year later": the date before "later")
gives the relative clause's events their date; an event with a date of its
own ("In 1885, two years after her marriage, …") gives the anchor its date,
a claim of the anchor's slot (`reltime:anchor`). Across statements: an
event dated only relatively (`reltime`) is checked against a statement that
dates both the anchor and the event (`timeline`). Hand-written, small and
per language (no library reads relative dates against an event): the
words of "after", "before", "later", "earlier", the units of time and the
anchor nouns (marriage, birth, death, fire, flood)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, slots
from semnet.graph.judge.abilities import who
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.events import EVENTS
from semnet.graph.judge.values import TimeValue

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

SLOTS = frozenset({"reltime", "reltime:anchor", "timeline"})


# a unit word after "a"/"ein"/"un"/"год" ("a year later", "un an après")
_UNIT_WORDS = {
    "year": words("year jahr an annee ano год"),
    "month": words("month monat mois mes месяц"),
    "week": words("week woche semaine semana неделю неделя"),
    "day": words("day tag jour dia день"),
}
_DAYS = {"year": 365, "month": 30, "week": 7, "day": 1}
_AFTER = words("after nach apres despues после")
_BEFORE = words("before vor avant antes до")
_LATER = words("later spater danach darauf afterwards спустя")
_EARLIER = words("earlier fruher zuvor auparavant раньше")
# two-word forms: "plus tard", "más tarde", "plus tôt", "más temprano"
_LATER2 = {("plus", "tard"), ("mas", "tarde"), ("tiempo", "despues")}
_EARLIER2 = {("plus", "tot"), ("mas", "temprano")}
_CONJ = words("and und et y e и а but aber mais pero")
# anchor nouns: a stem per concept and language (folded); the slot it dates
_ANCHORS: dict[str, tuple[str, str]] = {
    "marriage": ("marriage", r"^(?:marriage|wedding|hochzeit|heirat|trauung|eheschliess\w*|mariage|"
                 r"noces|boda|matrimonio|casamiento|свадьб\w*|женитьб\w*|венчани\w*|брак\w*)$"),
    "birth": ("birth", r"^(?:birth|geburt|naissance|nacimiento|рождени\w*)$"),
    "death": ("death", r"^(?:death|tod|tode|todes|mort|deces|muerte|fallecimiento|"
                       r"смерт\w*|кончин\w*)$"),
    "fire": ("ev:fire", r"^(?:fire|brand|brandes|feuer|incendie|incendio|пожар\w*)$"),
    "baptism": ("ev:baptism", r"^(?:baptism|christening|taufe|bapteme|bautizo|bautismo|"
                r"крещени\w*)$"),
    "burial": ("ev:burial", r"^(?:funeral|burial|beerdigung|begrabnis|beisetzung|enterrement|"
               r"obseques|funerailles|entierro|sepelio|похорон\w*)$"),
    "emigration": ("ev:emigration", r"^(?:emigration|auswanderung|emigracion|эмиграци\w*)$"),
    "retirement": ("ev:retirement", r"^(?:retirement|ruhestand|pensionierung|retraite|jubilacion|"
                   r"отставк\w*)$"),
    "flood": ("ev:flood", r"^(?:flood|hochwasser|flut|uberschwemmung|inondation|crue|inundacion|"
              r"riada|наводнени\w*|потоп\w*)$"),
}  # fmt: skip
# a relative's event is not the subject's ("after her sister's wedding")
_KIN = re.compile(
    r"^(?:sister|brother|father|mother|son|daughter|parents|cousin|friend|uncle|aunt|"
    r"schwester|bruder|bruders|vater|vaters|mutter|sohn|sohnes|tochter|eltern|freund\w*|onkel|tante|"
    r"soeur|frere|pere|mere|fils|fille|ami|amie|oncle|cousin\w*|"
    r"hermana|hermano|padre|madre|hijo|hija|padres|amig[oa]|tio|tia|prim[oa]|"
    r"сестр\w*|брат\w*|отц\w*|отец|матер\w*|мать|сын\w*|дочер\w*|дочь|родител\w*|друг\w*|подруг\w*)$"
)
_MAX = date(9999, 12, 31)


@dataclass(slots=True)
class _Rel:
    sign: int  # +1 after, -1 before
    n: int
    unit: str
    start: int  # token span of the whole expression
    end: int
    anchor: str | None = None  # the anchor's slot
    foreign: bool = False  # another person's event
    date: TimeValue | None = None  # the anchor's date written in the phrase
    vague: str | None = None  # "years later" (many), "a few years later" (few): no figure


def _offset(toks: list[Tok], i: int) -> tuple[int, str, int] | None:
    """(n, unit, next index) for "2 years" (a figure of time) or "a year"."""
    t = toks[i]
    if t.kind == "q" and t.qty is not None and t.qty.unit in _DAYS:
        return int(t.qty.value), t.qty.unit, i + 1
    if t.kind == "w" and i + 1 < len(toks):
        unit = next((u for u, ws in _UNIT_WORDS.items() if toks[i + 1].f in ws), None)
        if unit is not None and (t.f in cues.ONE or (t.f == "через" and unit == "year")):
            return 1, unit, i + 2
    if t.kind == "w" and t.f in _UNIT_WORDS["year"] and t.f == "год":  # "через год", "год спустя"
        return 1, "year", i + 1
    return None


# years said with no figure: "years later", "some years later", "años después", "des
# années plus tard", "Jahre später", "спустя годы", "много лет спустя"
_YEARS = words("years anos annees jahre годы лет")
# a few (up to six years), a couple (two), many (any number)
_FEW = words("some several few quelques plusieurs einige wenige algunos unos varios pocos "
             "несколько немного")  # fmt: skip
_COUPLE = words("couple par paar пару")
_MANY = words("many bien viele muchos много долгие")
_FEW_YEARS = 6


def _vague_later(toks: list[Tok], i: int) -> _Rel | None:
    """Some years later, with no figure: the span it covers ("a couple of
    years later" is two)."""
    t = toks[i]
    if t.kind != "w" or t.f not in _YEARS or (i > 0 and toks[i - 1].kind in ("n", "q")):
        return None
    words_before = [u.f for u in toks[max(0, i - 3) : i]]
    start = i - sum(1 for w in words_before[-2:] if w in _FEW | _COUPLE | _MANY | {"a", "de", "of"})
    kind = "many"
    if any(w in _COUPLE for w in words_before):
        kind = "couple"
    elif any(w in _FEW for w in words_before):
        kind = "few"
    nxt = toks[i + 1].f if i + 1 < len(toks) else ""
    nxt2 = toks[i + 2].f if i + 2 < len(toks) else ""
    prev = toks[start - 1].f if start > 0 else ""
    if nxt in ("despues", "apres") and nxt2 in ("de", "du", "d", "des", "que", "qu", "del"):
        return None  # "murió en 1890, pocos años después de su marido": after another event
    if nxt in _LATER or (nxt, nxt2) in _LATER2 or nxt in ("despues", "apres"):
        end = i + 2 + ((nxt, nxt2) in _LATER2)
    elif prev in ("спустя", "через"):
        start, end = start - 1, i + 1
    else:
        return None
    for u in toks[end:]:
        if u.kind == "p" and u.f in (".", ";"):
            break
        if u.kind == "t":
            return None  # "murió, años después, en 1921": the year is given
    if kind == "couple":
        return _Rel(1, 2, "year", start, end)
    return _Rel(1, 1, "year", start, end, vague=kind)


# the words that open an "after"'s object: it is no bare "later"
# (since round 41 also a perfect infinitive: "deux ans après avoir quitté le moulin")
_OBJECT_LEADS = words("de d del que qu l avoir etre") | cues.ARTICLES


def find(toks: list[Tok], lang: str) -> list[_Rel]:
    """The relative dates of a statement."""
    out: list[_Rel] = []
    i = 0
    while i < len(toks):
        vague = _vague_later(toks, i)
        if vague is not None:
            out.append(vague)
            i = vague.end
            continue
        got = _offset(toks, i)
        if got is None or int(got[0]) != got[0] or got[0] <= 0:
            i += 1
            continue
        n, unit, j = got
        prev = toks[i - 1].f if i > 0 else ""
        nxt = toks[j].f if j < len(toks) else ""
        nxt2 = toks[j + 1].f if j + 1 < len(toks) else ""
        rel: _Rel | None = None
        if nxt in _AFTER or nxt in _BEFORE:
            sign = 1 if nxt in _AFTER else -1
            k = j + 2 if nxt2 == "de" else j + 1
            rel = _anchored(toks, sign, n, unit, i, k, lang)
            bare = nxt2 not in _OBJECT_LEADS  # no "después de la boda", "après l'ouverture"
            if rel is None and sign == 1 and nxt in ("apres", "despues") and bare:
                rel = _Rel(1, n, unit, i, j + 1)  # "deux ans après": later (round 31: bare)
        elif prev == "за" and nxt == "до":
            rel = _anchored(toks, -1, n, unit, i - 1, j + 1, lang)
        elif prev == "через" and nxt == "после":
            rel = _anchored(toks, 1, n, unit, i - 1, j + 1, lang)
        elif prev in ("через", "спустя") or nxt in _LATER or (nxt, nxt2) in _LATER2:
            rel = _Rel(
                1, n, unit, i - (prev in ("через", "спустя")), j + 1 + ((nxt, nxt2) in _LATER2)
            )
        elif nxt in _EARLIER or (nxt, nxt2) in _EARLIER2:
            rel = _Rel(-1, n, unit, i, j + 1 + ((nxt, nxt2) in _EARLIER2))
        if rel is not None:
            out.append(rel)
            i = rel.end
        else:
            i += 1
    return out


def _anchored(
    toks: list[Tok], sign: int, n: int, unit: str, start: int, k: int, lang: str
) -> _Rel | None:
    """ "… after her marriage (in 1880)": the anchor noun and a date in its
    phrase, up to punctuation or a conjunction."""
    end = k
    anchor: str | None = None
    foreign = False
    when: TimeValue | None = None
    while end < len(toks) and end - k < 8:
        t = toks[end]
        if t.kind == "p" or (t.kind == "w" and t.f in _CONJ):
            break
        if t.kind == "t" and when is None:
            when = t.time
        elif t.kind == "w":
            hit = next((s for s, pat in _ANCHORS.values() if re.match(pat, t.f)), None)
            if hit is not None and anchor is None:
                anchor = hit
            elif _KIN.match(t.f) and not (t.f == "son" and lang != "en"):  # "sa sœur", not "son"
                foreign = True
        end += 1
    if anchor is None and when is None:
        return None
    return _Rel(sign, n, unit, start, end, anchor, foreign, when)


def shift(t: TimeValue, sign: int, n: int, unit: str) -> TimeValue:
    """A date moved by a span: whole years keep the precision; shorter spans
    on a date of a year or month widen it by the span."""
    if unit == "year":
        y = t.start.year + sign * n
        try:
            start = t.start.replace(year=y)
        except ValueError:
            start = date(y, 3, 1)
        if t.end >= _MAX:
            end = _MAX
        else:
            try:
                end = t.end.replace(year=t.end.year + sign * n)
            except ValueError:
                end = date(t.end.year + sign * n, 3, 1)
        return replace(t, start=start, end=end, text=f"{t.text} {'+' if sign > 0 else '-'}{n}y")
    d = timedelta(days=sign * n * _DAYS[unit])
    end = t.end if t.end >= _MAX else t.end + d
    return replace(t, start=t.start + d, end=end, precision="range", text=f"{t.text} ±")


def _event_slots(c: Claim) -> bool:
    return c.slot in ("birth", "death", "marriage", "residence", "visit") or c.slot.startswith(
        "ev:"
    )


def _predicates(slot: str, lang: str) -> frozenset[str]:
    if slot.startswith("ev:"):
        return EVENTS.get(slot[3:], {}).get(lang, frozenset())
    words = slots.PREDICATES.get(slot, {}).get(lang, frozenset())
    if slot == "residence":
        words = words | slots.PREDICATES["move"].get(lang, frozenset())
    return words


def _in_span(c: Claim, toks: list[Tok], lang: str) -> bool:
    words = _predicates(c.slot, lang)
    return any(t.kind == "w" and any(x in words for x in (t.f, *t.lem)) for t in toks)


def _span(toks: list[Tok], rel: _Rel) -> list[Tok]:
    """The clause a relative date is about: from the conjunction before it
    (or the start) to the conjunction after it (or the end), without the
    expression itself."""
    lo = rel.start
    while lo > 0 and not (toks[lo - 1].kind == "w" and toks[lo - 1].f in _CONJ):
        lo -= 1
    hi = rel.end
    while hi < len(toks) and not (toks[hi].kind == "w" and toks[hi].f in _CONJ):
        hi += 1
    return toks[lo : rel.start] + toks[rel.end : hi]


def _same_time(a: TimeValue | None, b: TimeValue | None) -> bool:
    return a is not None and b is not None and (a.start, a.end) == (b.start, b.end)


def resolve(r: Read, found: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """The statement's claims with relative dates resolved, and the claims
    this module adds (`reltime`, `reltime:anchor`, `timeline`)."""
    maybe = _MAYBE.search(r.folded) is not None and _RELATION.search(r.folded) is not None
    person = who(r) if maybe else None
    thing = maybe and r.main.kind in ("place", "glossary") and r.main.key.startswith("@")
    toks = _tokens(r) if person is not None or thing else []
    rels = find(toks, r.lang)
    if person is not None:
        r = replace(r, main=replace(r.main, key=person[0], label=person[1], kind="character"))
    added: list[Claim] = []
    if not rels:
        return found, _timeline(r, found)
    out = list(found)
    for rel in rels:
        span = _span(toks, rel)
        # the duration is no measure of anything ("3 Jahre nach …")
        out = [c for c in out if not (c.slot == "measure" and _offset_qty(c, toks, rel))]
        anchor_time = rel.date
        if anchor_time is None and rel.anchor is None:  # "a year later": the date before
            anchor_time = next(
                (t.time for t in reversed(toks[: rel.start]) if t.time is not None), None
            )
        if anchor_time is None and rel.anchor is not None and not rel.foreign:
            anchor_time = next(
                (c.time for c in out if c.slot == rel.anchor and c.time is not None
                 and c.time.bound is None), None)  # fmt: skip
        events = [
            c
            for c in out
            if _event_slots(c)
            and c.slot != rel.anchor
            and _in_span(c, span, r.lang)
            and (c.time is None or _same_time(c.time, anchor_time) or c.time.bound == "from")
        ]
        if anchor_time is not None:
            new = shift(anchor_time, rel.sign, rel.n, rel.unit)
            if rel.vague == "many":  # "years later": from the next year on, no end
                new = replace(new, end=_MAX, bound="from", text=f"after {anchor_time.text}")
            elif rel.vague == "few":  # "a few years later": within some six years
                end = date(new.start.year + _FEW_YEARS, 1, 1)
                new = replace(
                    new, end=end, bound="range", text=f"a few years after {anchor_time.text}"
                )
            fixed = {id(c): _retimed(c, new) for c in events}
            out = [fixed.get(id(c), c) for c in out]
            continue
        own = [
            t.time
            for k, t in enumerate(toks)
            if t.time is not None and not rel.start <= k < rel.end
        ]
        if rel.anchor is None or rel.foreign:
            continue
        if len(own) == 1:  # "In 1885, two years after her marriage, …"
            derived = shift(own[0], -rel.sign, rel.n, rel.unit)
            derived = replace(derived, bound=None, end=derived.end if derived.end < _MAX else
                              date(derived.start.year + 1, 1, 1))  # fmt: skip
            added.append(r.claim("reltime:anchor", status=rel.anchor, time=derived))
        elif not own:
            for c in events:
                added.append(
                    r.claim("reltime", status=rel.anchor, anchor=c.slot, place=c.place,
                            frame=frozenset({f"{rel.sign * rel.n}:{rel.unit}"}))
                )  # fmt: skip
    return out, added + _timeline(r, out)


# a cheap test before the statement is tokenised again with its punctuation
_MAYBE = re.compile(
    r"\b(?:years?|months?|weeks?|days?|jahre?n?|monate?n?|wochen?|tage?n?|ans?|annees?|mois|semaines?|"
    r"jours?|anos?|mese?s?|semanas?|dias?|год\w*|лет|месяц\w*|недел\w*|дн\w*|день)\b"
)


_RELATION = re.compile(
    r"\b(?:after|before|later|earlier|nach|vor|spater|fruher|danach|darauf|zuvor|apres|avant|tard|"
    r"tot|auparavant|despues|antes|tarde|temprano|после|до|через|спустя|раньше)\b"
)


def _tokens(r: Read) -> list[Tok]:
    """The statement's tokens with their punctuation (the segments drop it:
    "nach ihrer Hochzeit, 1895, zog …" would read 1895 as the wedding's)."""
    from semnet.graph.judge import phrasal
    from semnet.graph.judge.numwords import words_to_digits
    from semnet.graph.judge.text import tokenize

    return phrasal.join(tokenize(words_to_digits(r.clean, r.lang), r.lang), r.lang)


def _offset_qty(c: Claim, toks: list[Tok], rel: _Rel) -> bool:
    return c.qty is not None and any(
        t.qty is not None and t.qty.text == c.qty.text for t in toks[rel.start : rel.end]
    )


def _retimed(c: Claim, new: TimeValue) -> Claim:
    if c.slot == "residence" and (c.time is None or c.time.bound == "from"):
        return replace(c, time=replace(new, end=_MAX, bound="from"))
    return replace(c, time=new)


def _timeline(r: Read, found: list[Claim]) -> list[Claim]:
    """A statement that dates two events or more ("married in 1861 and moved
    to Redruth in 1870"): their dates, for a relative date elsewhere."""
    dated = [c for c in found if _event_slots(c) and c.time is not None]
    if len({c.slot for c in dated}) < 2 or not r.main.key.startswith("@"):  # a person's
        return []
    return [r.claim("timeline", times=tuple(c.time for c in dated if c.time is not None),
                    frame=frozenset(f"{i}|{c.slot}|{c.place.key if c.place else ''}"
                                    for i, c in enumerate(dated)))]  # fmt: skip


def _years(t: TimeValue) -> tuple[int, int]:
    if t.bound == "from" or t.end >= _MAX:
        return t.start.year, t.start.year
    return t.start.year, (t.end - timedelta(days=1)).year


def _meet(a: TimeValue, b: TimeValue) -> bool:
    (a0, a1), (b0, b1) = _years(a), _years(b)
    return a0 <= b1 and b0 <= a1


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if (cb.slot in SLOTS and ca.slot not in SLOTS) or (
        cb.slot == "reltime" and ca.slot == "timeline"
    ):
        ca, cb = cb, ca
    if ca.slot == "reltime:anchor" and cb.slot == ca.status and cb.time is not None:
        assert ca.time is not None
        if cb.time.approx:
            return None
        meet = _meet(ca.time, cb.time)
        return Finding(
            Stance.AGREES if meet else Stance.CONTRADICTS,
            f"{ca.label}: the {(ca.status or '').removeprefix('ev:')} by the relative date "
            f"({ca.time.text}) "
            f"{'is' if meet else 'is not'} in {cb.time.text}",
            0.75 if meet else 0.8,
            "relative-date",
        )
    if ca.slot == "reltime" and cb.slot == "timeline":
        return _against_timeline(ca, cb)
    return None


def _against_timeline(rel: Claim, line: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    items = []
    for entry in line.frame:
        i, slot, place = entry.split("|", 2)
        items.append((slot, place, line.times[int(i)]))
    anchors = [t for s, _, t in items if s == rel.status and t.bound is None]
    place = rel.place.key if rel.place else ""
    events = [t for s, p, t in items if s == rel.anchor and (not place or not p or p == place)]
    if len(anchors) != 1 or len(events) != 1:
        return None
    n_s, unit = next(iter(rel.frame)).split(":")
    n = int(n_s)
    want = shift(anchors[0], 1 if n > 0 else -1, abs(n), unit)
    meet = _meet(want, events[0])
    return Finding(
        Stance.AGREES if meet else Stance.CONTRADICTS,
        f"{rel.label}: {abs(n)} {unit}(s) {'after' if n > 0 else 'before'} the "
        f"{(rel.status or '').removeprefix('ev:')} "
        f"({anchors[0].text}) is {want.start.year}, not {events[0].text}"
        if not meet
        else f"{rel.label}: the relative date matches {events[0].text}",
        0.75 if meet else 0.8,
        "relative-date",
    )
