"""Two statements that name the same notes at the same dates, with the same
figures, both affirmed or both denied, where no rule found anything between
them, say the same thing in other words: an agreement ("Kristian Aas founded
the Kvalnes Tidende in 1897" / "The Tidende was started in 1897 by
schoolmaster Aas"; "Эван Прайс заложил шахту Нантгвин в 1847 году" / "The
Nantgwyn was begun by Evan Pryce in the year 1847").

Notes and dates alone are not enough: the two must share a word, a concept
or a cognate besides the notes' names ("Inés met Davenne in 1880" / "Inés
quarrelled with Davenne in 1880" name the same notes and year and say two
things), and one note needs dates of a month or a day (a person does many
things in a year). A restriction on one side makes the agreement a
qualification (`restrictions.settle`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance

if TYPE_CHECKING:
    from datetime import date

    from semnet.graph.judge.claims import Analysis
    from semnet.graph.judge.compare import Finding


def agrees(a: Analysis, b: Analysis) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    sa, sb = _said(a), _said(b)
    if sa is None or sb is None or sa != sb:
        return None
    notes, times, *_ = sa
    if len(notes) < 2 and not all((end - start).days < _MONTH for start, end in times):
        return None
    if not _shared_word(a, b):
        return None
    why = f"the same notes and dates: {', '.join(sorted(n.rsplit('/', 1)[-1] for n in notes))}"
    return Finding(Stance.AGREES, why, 0.6, "same-notes")


_MONTH = 40  # days: a date of a month or a day, not a year


def _said(
    x: Analysis,
) -> (
    tuple[frozenset[str], frozenset[tuple[date, date]], frozenset[float], bool, frozenset[str]]
    | None
):
    """The notes a statement names, its dates, its figures, whether it
    denies and the outcomes it tells ("bought" / "sold", "accepted" /
    "turned down" name the same notes and year), or None when it names no
    note or no date."""
    frames = [c for c in x.claims if c.slot == "frame"]
    notes = frozenset(
        {w for c in frames for w in c.frame if w.startswith("@")}
        | {s for s in x.subjects if s.startswith("@")}
    )
    times = frozenset((t.start, t.end) for c in frames for t in c.times)
    if not notes or not times:
        return None
    figures = frozenset(round(q.value, 3) for c in frames for q in c.figures)
    outcomes = frozenset(
        ":".join((c.status or "").split(":")[:2]) for c in x.claims if c.slot == "outcome"
    )
    return notes, times, figures, any(c.negated for c in frames), outcomes


def _shared_word(a: Analysis, b: Analysis) -> bool:
    """Do the two statements share a word besides the notes' names and the
    dates (across languages: a concept or a cognate, as `restate` reads
    them)? "sang" / "fell ill" share none."""
    from semnet.graph.judge.restate import frames, own_words

    cross = a.lang != b.lang
    wa = [own_words(c, cross) for c in frames(a)]
    wb = [own_words(c, cross) for c in frames(b)]
    return any(x & y for x in wa for y in wb)
