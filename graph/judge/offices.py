"""Offices, ownership and trades over time: the period a post or a property
is held for as the statement writes it ("from 1880 to 1892", "von 1880 bis
1892", "de 1880 à 1892", "с 1880 по 1892 год", "entre 1870 y 1895"), the
one holder of a post at a time against a handover year (a successor takes
office in the year the predecessor leaves it), and the person a calling
stands before ("the widow of the blacksmith Paul Kruse").

Hand-written (no library reads a period from its prepositions): none here
beyond `slots.PERIOD_*`; the word tables of the other rules live in
`holdings.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues, slots
from semnet.graph.judge.cues import words
from semnet.graph.judge.relatives import OPENERS
from semnet.graph.judge.values import span_of

if TYPE_CHECKING:
    from semnet.graph.judge.people import Person
    from semnet.graph.judge.text import Tok
    from semnet.graph.judge.values import TimeValue

# "and" between the two years of "between 1870 and 1895", "entre 1870 y 1895"


def periods(toks: list[Tok]) -> list[TimeValue]:
    """Every date of a statement read with its period words: "from A to B"
    (one range), "from A" (open end), "until A" (open start) or A."""
    return [tv for _, tv in _periods(toks)]


def _periods(toks: list[Tok]) -> list[tuple[int, TimeValue]]:
    """`periods`, each with the token its first date is at."""
    out: list[tuple[int, TimeValue]] = []
    j = 0
    while j < len(toks):
        t = toks[j]
        if t.kind != "t" or t.time is None:
            j += 1
            continue
        prev = [x.f for x in toks[max(0, j - 2) : j] if x.kind == "w"]
        opens = bool(prev) and (prev[-1] in slots.PERIOD_FROM or prev[-1] in slots.PERIOD_BETWEEN)
        opens = opens or (len(prev) > 1 and prev[-2] in ("partir", "since"))
        nxt = toks[j + 1] if j + 1 < len(toks) else None
        end = toks[j + 2] if j + 2 < len(toks) else None
        if (
            opens
            and nxt is not None
            and end is not None
            and (nxt.f in slots.PERIOD_UNTIL or nxt.f in cues.AND)
            and end.kind == "t"
            and end.time is not None
        ):
            out.append((j, span_of(t.time, end.time, "range", f"{t.text}–{end.text}")))
            j += 3
            continue
        until = opens and nxt is not None and nxt.f in slots.PERIOD_UNTIL
        death = _until_death(toks, j + 2) if until else None
        if death is not None and (last := toks[death]).time is not None:
            out.append((j, span_of(t.time, last.time, "range", f"{t.text}–{last.text}")))
            j = death + 1
            continue
        if opens and prev[-1] not in ("de", "d"):
            out.append((j, span_of(t.time, None, "from", t.text)))
        elif prev and (
            prev[-1] in slots.PERIOD_UNTIL
            or prev[-1] in ("jusqu", "jusque")
            or (len(prev) > 1 and prev[-2] in ("jusqu", "jusque"))  # "jusqu'en 1890"
        ):
            if prev[-1] not in ("a", "à", "по", "to") or prev[-2:-1] in (["jusqu"], ["jusque"]):
                out.append((j, span_of(t.time, None, "until", t.text)))
            else:
                out.append((j, t.time))
        else:
            out.append((j, t.time))
        j += 1
    return out


# since round 48: "from 1851 until his death in 1873", "de 1851 jusqu'à sa mort en 1873",
# "von 1851 bis zu seinem Tod 1873", "desde 1851 hasta su muerte en 1873", "с 1851 года до
# своей смерти в 1873 году": the words between "until" and the year of the death
_DEATH_WAY = words(
    "his her death in the of jusqu à a sa son mort décès en zu seinem ihrem tod tode im jahr"
    " su muerte fallecimiento своей его её смерти кончины в году года"
)


def _until_death(toks: list[Tok], k: int) -> int | None:
    """The index of the year of a death told after "until" from k, or None."""
    seen = False
    for m in range(k, min(k + 7, len(toks))):
        u = toks[m]
        if u.kind == "t" and u.time is not None:
            return m if seen else None
        if u.kind == "p" and u.f in ("'", "’"):
            continue
        if u.kind != "w" or u.f not in _DEATH_WAY:
            return None
        seen = seen or u.f in slots.DEATH_NOUNS
    return None


def span(toks: list[Tok]) -> TimeValue | None:
    """The one period a statement writes, or None when it writes none or
    more than one ("from 1850 to 1856 and again from 1864 to 1871")."""
    found = periods(toks)
    return found[0] if len(found) == 1 else None


def main_span(toks: list[Tok], cuts: frozenset[int]) -> TimeValue | None:
    """Since round 41: the one period a statement writes outside its relative
    clauses ("in 1880 the mayor was Ned Gale, who had held the office since
    1875": 1880, a time the holder held the post either way)."""
    found = [tv for j, tv in _periods(toks) if not in_relative(toks, cuts, j)]
    return found[0] if len(found) == 1 else None


def handover(ta: TimeValue, tb: TimeValue) -> bool:
    """Two holders' times that meet only in one year at an end of either:
    the year one leaves the post and the other takes it ("mayor from 1880
    to 1892" / "became mayor in 1892")."""
    lo, hi = max(ta.start, tb.start), min(ta.end, tb.end)
    if lo >= hi:
        return False
    one_year = (hi.year - lo.year <= 1 and (hi.month, hi.day) == (1, 1)) or hi.year == lo.year
    if not one_year:
        return False
    return any(
        lo == t.start or hi == t.end
        for t in (ta, tb)
        if t.bound is not None or t.precision == "range"
    )


def two_periods(ta: TimeValue, tb: TimeValue) -> bool:
    """Two periods of one holder whose first or last years differ ("from
    1880 to 1890" / "from 1884 to 1895"): one tenure, told twice. Since
    round 37 an open period's one end counts too ("head until 1918" / "ran
    it until 1925", "from 1880" / "from 1880 to 1884" agree in its start)."""
    starts = [t.start.year for t in (ta, tb) if t.bound in ("range", "from")]
    ends = [t.end.year for t in (ta, tb) if t.bound in ("range", "until")]
    return (len(starts) == 2 and starts[0] != starts[1]) or (len(ends) == 2 and ends[0] != ends[1])


def open_(ta: TimeValue, tb: TimeValue) -> bool:
    """Is either period open at one end ("until 1892", "from 1880")? Its
    holder's other end is unknown: another holder inside it is no conflict."""
    return ta.bound in ("from", "until") or tb.bound in ("from", "until")


# "of" and the German genitive articles before a calling and a name
_OF = frozenset({"of", "von", "vom", "de", "del", "du", "d", "des", "der"})
# a joining word: the names after it are another person's ("the widow of X and Y")
_JOIN = frozenset({"and", "und", "et", "y", "и", "or", "oder", "ou", "o", "или"})


def of_calling(
    toks: list[Tok], k: int, marks: list[tuple[int, int, str]], ru: bool
) -> tuple[int, int, str] | None:
    """The person after "of" (a German genitive article, a Russian genitive)
    and a calling or an article after the word at k ("die Witwe des Schmieds
    Paul Kruse", "the widow of the blacksmith Paul Kruse", "la veuve du
    notaire Jean Dubois", "вдова кузнеца Павла Круза"): one or two words
    between, no punctuation, no "and"."""
    if ru:
        start = k + 1
    elif k + 1 < len(toks) and toks[k + 1].f in _OF:
        start = k + 2
    else:
        return None
    for m in marks:
        if start + 1 <= m[0] <= start + 2:
            between = toks[start : m[0]]
            if all(t.kind == "w" and t.f not in _JOIN for t in between):
                return m
    return None


_GERMAN_ARTICLES = frozenset({"der", "die", "das", "dem", "den"})


def _clause(toks: list[Tok], cuts: frozenset[int], i: int) -> tuple[int, int]:
    lo = i
    while lo > 0 and lo not in cuts and toks[lo - 1].kind != "p":
        lo -= 1
    hi = i + 1
    while hi < len(toks) and hi not in cuts and toks[hi].kind != "p":
        hi += 1
    return lo, hi


def _relative(toks: list[Tok], lo: int, hi: int) -> bool:
    first, last = toks[lo], toks[hi - 1]
    if lo == 0 or first.f not in OPENERS:
        return False
    if first.f in _GERMAN_ARTICLES:
        return last.kind == "w" and not last.text[:1].isupper()  # ends in its verb
    return True


def in_relative(toks: list[Tok], cuts: frozenset[int], i: int) -> bool:
    """Is the token at i inside a relative clause ("…, who had come from York")?"""
    return _relative(toks, *_clause(toks, cuts, i))


def post_clause(toks: list[Tok], cuts: frozenset[int], who: list[Person]) -> list[Person]:
    """Since round 32: the people named outside a relative clause ("the
    mayor was Ann Pryor, who had beaten Tom Hale"; a German "der", "die"
    opens one when its clause ends in a lower-case verb, "…, die Tom Hale
    geschlagen hatte", not an apposition, "…, der Müller Ann Pryor")."""
    return [p for p in who if not in_relative(toks, cuts, p.start)]


def same_part(cuts: frozenset[int], k: int, i: int) -> bool:
    """Since round 38: are the tokens at k and i in one segment of a
    statement (a semicolon or a clause divides them: "the director was Ned
    Gale; Tom Pike lived in York"; a relative clause is told again as its own
    segment)?"""
    lo, hi = sorted((k, i))
    return not any(lo < c <= hi for c in cuts)


def post_places(
    toks: list[Tok],
    cuts: frozenset[int],
    k: int | None,
    where: set[str],
    marks: list[tuple[int, int, str]],
) -> set[str]:
    """Since round 38: the notes of `where` named outside a relative clause
    and in the segment of the post at k, if given ("the director of the Kerlaz
    Bank was Ned Gale, who had come from York": the bank alone)."""
    return {e for i, _, e in marks
            if e in where and (k is None or same_part(cuts, k, i))
            and not in_relative(toks, cuts, i)}  # fmt: skip
