"""How long a happening lasted, said by its end: "was over within three
weeks", "ended after a month", "collapsed in less than a week" (at most a
week), "en moins d'une semaine", "nach weniger als einer Woche", "en menos
de una semana", "меньше чем за неделю"; "ended on the fourth day", "prit
fin le quatrième jour", "endete am vierten Tag", "se acabó al cuarto día",
"закончилась на четвёртый день" (four days, give or take one).

Hand-written: the prepositions and the "less than" phrases per language
(no library reads a duration from its end); the ordinals are `tallies.py`'s
and the units `values.unit_of`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.numwords import words_to_digits
from semnet.graph.judge.values import Quantity, to_base, unit_of
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.lexical import Read

_AFTER = {
    "en": ("within", "after"),
    "fr": ("bout", "apres"),
    "de": ("nach", "binnen", "innerhalb"),
    "es": ("cabo", "tras"),
    "ru": ("через", "спустя"),
}
_WITHIN = frozenset({"within", "binnen", "innerhalb"})  # at most

_ONE = r"(?P<n>\d+|an?|one|une?|einer|einem|eines|una?|одн\w*)"
# "in less than a week": at most the figure, over the folded text with figures
_UNDER = {
    "en": re.compile(rf"\b(?:in|within|after) (?:less than|under|fewer than) {_ONE} (?P<u>\w+)"),
    "fr": re.compile(rf"\ben moins d(?:e |')\s*{_ONE} (?P<u>\w+)"),
    "de": re.compile(rf"\b(?:nach|in|binnen|innerhalb) (?:von )?weniger als {_ONE} (?P<u>\w+)"),
    "es": re.compile(rf"\ben menos de {_ONE} (?P<u>\w+)"),
    "ru": re.compile(r"\b(?:меньше|менее),? чем (?:за|через) (?:(?P<n>\d+) )?(?P<u>\w+)"),
}
# "on the 4th day" (after `numwords`), or an ordinal it leaves in words ("al tercer
# día", "на четвёртый день")
_NTH_DAY = {
    "en": re.compile(r"\bon the (?:(?P<n>\d+)(?:st|nd|rd|th)|(?P<w>\w+)) day\b"),
    "fr": re.compile(r"\b(?:le|au) (?:(?P<n>\d+)(?:e|eme|er)|(?P<w>\w+)) jour\b"),
    "de": re.compile(r"\bam (?:(?P<n>\d+)\.|(?P<w>\w+)) tag\b"),
    "es": re.compile(r"\b(?:al|el) (?:(?P<n>\d+)º?|(?P<w>\w+)) dia\b"),
    "ru": re.compile(r"\bна (?P<n>)(?P<w>\w+) (?:день|сутки)\b"),
}


def lasted(r: Read, ended: bool) -> Quantity | None:
    """How long a happening lasted, when the statement says it ended
    (`ended`) and when."""
    if not (ended or any(t.f == "over" for t in r.toks)):
        return None  # "was over within three weeks", "was broken within a week"
    return _after(r) or _under(r) or _nth_day(r)


def _after(r: Read) -> Quantity | None:
    """ "ended after three weeks", "was over within a month" (at most)."""
    after = _AFTER.get(r.lang, ())
    toks = r.toks
    for k, t in enumerate(toks):
        if not (t.is_word and t.f in after):
            continue
        rest = [u for u in toks[k + 1 : k + 5] if u.f not in ("de", "d", "la", "le", "der")]
        q = rest[0] if rest else None
        if q is not None and q.kind == "q" and q.qty is not None and q.qty.dim == "[time]":
            return q.qty.with_approx("max" if t.f in _WITHIN else None)
        if len(rest) > 1 and rest[0].f in cues.ONE and rest[1].is_word:
            got = _span(1.0, rest[1].f, f"{rest[0].text} {rest[1].text}", r.lang)
            return got.with_approx("max" if t.f in _WITHIN else None) if got else None
    return None


def _folded(r: Read) -> str:
    return fold(words_to_digits(r.clean, r.lang))


def _under(r: Read) -> Quantity | None:
    """ "collapsed in less than a week": at most a week."""
    rx = _UNDER.get(r.lang)
    m = rx.search(_folded(r)) if rx is not None else None
    if m is None:
        return None
    n = float(m["n"]) if m["n"] and m["n"].isdigit() else 1.0
    got = _span(n, m["u"], m.group(0), r.lang)
    return got.with_approx("max") if got is not None else None


def _nth_day(r: Read) -> Quantity | None:
    """ "ended on the fourth day": four days, give or take one."""
    from semnet.graph.judge.tallies import ordinal

    rx = _NTH_DAY.get(r.lang)
    m = rx.search(_folded(r)) if rx is not None else None
    if m is None:
        return None
    if m["n"]:
        n: int | None = int(m["n"])
    else:  # the ordinal as written ("tercer", "третий"), not folded
        n = ordinal(next((t.text for t in r.toks if t.f == m["w"]), m["w"]), r.lang)
    if not n or n > 400:
        return None
    got = _span(float(n), "day", m.group(0), r.lang)
    return got.with_approx("pm1") if got is not None else None


def _span(n: float, word: str, text: str, lang: str) -> Quantity | None:
    unit = unit_of(word, lang)
    if unit is None or unit[1] != "[time]" or (base := to_base(n, unit[0])) is None:
        return None
    return Quantity(n, unit[0], text, None, "[time]", base)
