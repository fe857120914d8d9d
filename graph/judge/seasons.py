"""Seasons of a year: "in the spring of 1790", "im Sommer 1918", "à l'automne
1890", "en el verano de 1890", "летом 1890 года" are those months of that
year, so that a launch in spring and one in autumn of the same year do not
agree. Winter is left the whole year: "the winter of 1881" may be the one
that ends or the one that begins in 1881.

The season words are hand-written per language (dateparser reads months,
not seasons).
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.values import TimeValue

# season word (folded) -> (first month, month after the last)
_SEASONS = {
    fold(w): months
    for words, months in (
        ("spring frühling frühjahr printemps primavera весна весной весною", (3, 6)),
        ("summer sommer été verano лето летом", (6, 9)),
        ("autumn fall herbst automne otoño осень осенью", (9, 12)),
        # since round 18: "the winter of 1709" is its first months (the Great Frost)
        ("winter hiver invierno зима зимой", (1, 3)),
    )
    for w in words.split()
}
# the words that may stand between the season and the year ("spring of 1790")
_GLUE = frozenset({"of", "de", "del", "d"})


def narrow(tv: TimeValue, tail: str) -> TimeValue:
    """The year `tv` narrowed to the season named at the end of `tail` (the
    folded words before the date), else `tv`."""
    from semnet.graph.judge.values import TimeValue

    if tv.precision != "year" or tv.bound is not None:
        return tv
    words = tail.split()
    while words and words[-1] in _GLUE:
        words.pop()
    got = _SEASONS.get(words[-1]) if words else None
    if got is None:
        return tv
    y = tv.start.year
    return TimeValue(date(y, got[0], 1), date(y, got[1], 1), "month", tv.text, None, tv.approx)
