"""Where a subject is: leaving a place, moving to one, visits and stays, and
living somewhere all one's life — the claims `extract.py` gets for the
`leave`, `move` and `visit` predicates, as `residence` and `visit` claims."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, slots
from semnet.graph.judge.cues import words
from semnet.graph.judge.happenings import DURING
from semnet.graph.judge.subjects import BE_HAVE
from semnet.graph.judge.values import TimeValue, span_of

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, Place, _Extractor


def _first_date(times: list[TimeValue]) -> TimeValue | None:
    from semnet.graph.judge.extract import _first_date as first

    return first(times)


# a destination after a verb of leaving ("уехал в Австралию", "left for Ohio")
_TOWARD = words("to for into nach в во на pour vers para hacia")


def leave_claims(x: _Extractor, i: int) -> list[Claim]:
    """ "left Riga in 1905": not living there from the next year on; "never
    left Riga": there always (a stay anywhere else contradicts it)."""
    neg = cues.NEGATION.get(x.lang, frozenset()) | {"ne", "n"}
    denied = x.negated and (x.lang == "de" or any(t.f in neg for t in x.toks[:i]))
    if denied and not x.never and not any(t.is_(_AGAIN) for t in x.toks[x.denied_from :]):
        return []  # "did not leave Riga in 1905"; but "did not leave Riga again"
    k = i + 1
    while (
        k < len(x.toks)
        and x.toks[k].kind in ("w", "t")
        and (
            x.toks[k].kind == "t"  # "zog 1885 aus Kassel weg"
            or x.toks[k].f in cues.all_stopwords()
            or x.toks[k].f in slots.ORIGIN_PREPS
            or x.toks[k].f in cues.NEGATION.get(x.lang, frozenset())  # "ne quitta jamais Lyon"
            or x.toks[k].is_(_AGAIN)  # "ne quitta plus Lyon"
        )
    ):
        if x.toks[k].f in _TOWARD:
            return []  # "уехал в Австралию", "left for Ohio": where to, not what was left
        k += 1
    found = x._place_at(k) if k < len(x.toks) else None
    if found is None and denied and x.lang == "de":
        before = _known_place_before(x, i)  # "hat Riga nie verlassen"
        found = (before, k) if before is not None else None
    if found is None:
        return []
    if denied:  # (not "partit de Morlaix en 1885 pour ne plus y revenir": left for good)
        if _bounded_stay(x, k):
            return []  # "never left Riga until her marriage in 1890": there only until then
        place = found[0]
        since = next((tv for tv in x.context_times() if tv.bound in ("after", "from")), None)
        return [x.claim("residence", place=place, status=place.key, anchor="always", negated=False,
                        never=False, time=since)]  # fmt: skip
    got = x.attached(i, "leave")
    when = _first_date(got.times) or _first_date(x.context_times())
    if when is None:
        return []
    after = TimeValue(when.end, date(9999, 12, 31), "range", f"after {when.text}", "after")
    return [x.claim("residence", place=found[0], status=found[0].key, time=after, negated=True)]


# after a denial, "again": "did not leave Riga again", "ne quitta plus", "verließ
# … nicht mehr", "no volvió a salir", "больше не покидал"
_AGAIN = words("again anymore plus mehr wieder volvio volvió больше")
# "until", "bis", "jusqu'à", "hasta", "до": a stay up to some point (a stay for a
# while: `happenings.DURING`, "during", "pendant", "während", "во время")
_UNTIL = words("until till bis jusqu jusque hasta до")


def _bounded_stay(x: _Extractor, k: int) -> bool:
    """Is a stay told after token k bounded by an end other than death ("until
    her marriage", "bis 1890"; not "until his death", "до самой смерти") or
    by a while ("during the war")? The clause and the one after it."""
    after = x.toks[k + 1 :]
    for seg in x.segs:
        if seg.index == x.seg.index + 1 and seg.kind != "main":
            after = after + seg.toks  # "…, until her marriage in 1890"
    for j, t in enumerate(after):
        if t.is_(DURING):
            return True
        if t.is_(_UNTIL):
            return not any(u.is_(slots.DEATH_NOUNS) for u in after[j + 1 : j + 4])
    return any(tv.bound in ("until", "before") for tv in x.context_times())


def visit_claims(x: _Extractor, i: int) -> list[Claim]:
    """A visit to a place: "visited Paris in 1900", "never visited Vienna"."""
    got = x.attached(i, "visit")
    place = got.places[0] if got.places else None
    if place is None:  # "reiste nach Wien", "travelled to Paris", "ездил в Москву"
        for k in range(i + 1, min(len(x.toks) - 1, i + 6)):
            if x.toks[k].kind == "w" and x.toks[k].f in slots.TO_PREPS:
                found = x._place_at(k + 1)
                if found is not None:
                    place = found[0]
                    break
    if place is None:
        k = i + 1
        while k < len(x.toks) and (
            x.toks[k].kind == "t" or (x.toks[k].kind == "w" and x.toks[k].f in cues.all_stopwords())
        ):
            k += 1  # "besuchte 1872 Neapel"
        found = x._place_at(k) if k < len(x.toks) else None
        place = found[0] if found else None
    if place is None and x.lang == "de":
        place = _known_place_before(x, i)  # "hat Italien nie betreten"
    if place is None:
        return []
    time = _first_date(got.times) or _first_date(x.context_times())
    if lifelong(x) and not x.negated:  # "spent her whole life in Riga"
        return [x.claim("residence", place=place, status=place.key, anchor="lifelong")]
    return [x.claim("visit", place=place, time=time)]


def been_claims(x: _Extractor) -> list[Claim]:
    """ "was in Paris in 1900", "никогда не была в Париже", "war nie in Paris":
    being at a place, read as a visit."""
    be = BE_HAVE.get(x.lang, frozenset())
    for i, t in enumerate(x.toks):
        if t.kind != "w" or t.f not in be or i in x.subj_span:
            continue
        k = i + 1
        while (
            k < len(x.toks)
            and x.toks[k].kind in ("w", "t")
            and (
                x.toks[k].kind == "t"
                or x.toks[k].f in cues.NEGATION.get(x.lang, frozenset())
                or x.toks[k].f in ("still", "ещё", "noch", "encore")
            )
        ):
            k += 1
        if k + 1 < len(x.toks) and slots.place_prep(x.toks[k].f, x.lang):  # not "was a Cornishman"
            found = x._place_at(k + 1)
            if found is not None:
                time = _first_date(x.context_times())
                return [x.claim("visit", place=found[0], time=time)]
    return []


def move_claims(x: _Extractor, i: int) -> list[Claim]:
    """ "moved to Leeds in 1899", "s'installa à Lyon", "zog 1899 nach
    Lindhagen", "перебрался в Казань": living there from then on."""
    if x.negated:
        return []
    got = x.attached(i, "move")
    place = None
    for k in range(i + 1, min(len(x.toks) - 1, i + 6)):
        if x.toks[k].kind == "w" and (
            x.toks[k].f in slots.TO_PREPS or x.toks[k].f in slots.PLACE_PREPS
        ):
            found = x._place_at(k + 1)
            if found is not None:
                place = found[0]
                break
    if place is None:
        return []
    when = _first_date(got.times) or _first_date(x.context_times())
    since = span_of(when, None, "from", when.text) if when is not None else None
    return [x.claim("residence", place=place, status=place.key, time=since, anchor="move")]


def lifelong(x: _Extractor) -> bool:
    """ "all his life", "toute sa vie", "всю жизнь", "sein ganzes Leben",
    "zeitlebens"."""
    if any(t.is_(slots.LIFELONG) for t in x.toks):
        return True
    for k in range(1, len(x.toks)):
        if x.toks[k].is_(slots.LIFE_NOUNS) and any(
            u.is_(slots.WHOLE) for u in x.toks[max(0, k - 3) : k]
        ):
            return True
    return False


def _known_place_before(x: _Extractor, i: int) -> Place | None:
    """German verb-final clauses: a place note or a place common knowledge
    names between the subject and the verb at i."""
    from semnet.graph.judge.places import resolve

    for k in range(max(x.subject.end, 0), i):
        found = x._place_at(k)
        if found is None:
            continue
        place = found[0]
        if place.key.startswith("@") or resolve(place.key) is not None:
            return place
    return None


# verbs of staying on ("stayed", "blieb", "resta", "permaneció", "оставался")
_STAY = words(
    "stayed remained blieb blieben verblieb resta restait restèrent permaneció permanecio "
    "permanecia permanecía остался осталась оставался оставалась пробыл пробыла"
)


def until_claims(x: _Extractor) -> list[Claim]:
    """ "stayed in Kvalnes until 1916", "blieb bis 1916 in Kvalnes", "остался
    в Квальнесе до 1916 года": living there until then (so leaving it before
    contradicts)."""
    if x.negated:
        return []
    for i, t in enumerate(x.toks):
        if not t.is_(_STAY) or i in x.subj_span:
            continue
        got = x.attached(i, "visit")
        until = next((tv for tv in got.times + x.context_times() if tv.bound == "until"), None)
        if got.places and until is not None:
            place = got.places[0]
            return [x.claim("residence", place=place, status=place.key, time=until)]
    return []
