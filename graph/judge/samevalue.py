"""Two statements the slot rules found nothing between agree when they give
the same value of one thing: the same measure of a subject named two ways
("the road from Riga to Mitau" / "the Mitau road"), or, about one entity,
the same exact day or the same measure in any unit:
a paraphrase whose verbs no slot reads ("arrived in New York on 12 May
1892" / "Am 12.5.1892 betrat er in New York amerikanischen Boden"; "320
yards deep" / "sunk to 960 feet").

A day is specific enough to name one occasion; a year is not (two things
happen to one person in a year), so years never agree here. A denial on
either side, or two different days, prove nothing.

The same count of the same things about one entity agrees too, when each
statement gives only that figure and neither is narrowed ("El Eco tiraba
unos mil doscientos ejemplares" / "El Eco s'imprimait à quelque 1 200
exemplaires"; "veinticuatro casas" / "dos docenas de casas"); statements
dated in different years prove nothing. Since round 25 two such counts that
differ, dated alike (the same years, or neither dated), contradict, or are
in tension when one is approximate and near ("about 180 workers took part
in the strike of 1905" / "some 250 workers joined the 1905 strike").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.nouns import np_words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.values import Quantity


def _entities(a: Analysis) -> set[str]:
    """The entities a statement's subjects are or name."""
    return {w for k in a.subjects for w in np_words(k) if w.startswith("@")}


def _places(a: Analysis) -> set[str]:
    """The places a statement's frames name, and the notes in their words
    besides the subject's ("at the harbour of Vigo")."""
    return {
        w
        for c in a.claims
        if c.slot == "frame"
        for w in c.places | {x for x in c.frame if x.startswith("@") and x != c.subject}
    }


def _days(a: Analysis) -> set[object]:
    return {t.start for t in a.times if t.precision == "day" and t.bound is None}


def same_measure(a: Analysis, b: Analysis) -> Finding | None:
    """Two statements that name their subject differently ("the road from
    Riga to Mitau" / "the Mitau road") but give the same measure of the same
    kind agree; different figures prove nothing here."""
    from semnet.graph.judge.compare import Finding, _who
    from semnet.graph.judge.figures import figures_stance

    ma = [c for c in a.claims if c.slot == "measure" and not c.anchor]
    mb = [c for c in b.claims if c.slot == "measure" and not c.anchor]
    if len(ma) != 1 or len(mb) != 1:
        return None
    ca, cb = ma[0], mb[0]
    if ca.negated or cb.negated:
        return None  # "was not sunk to 960 feet"
    wa, wb = np_words(ca.subject), np_words(cb.subject)
    if not (wa & wb) or ca.qty is None or cb.qty is None or ca.qty.dim != cb.qty.dim:
        return None
    ea, eb = {w for w in wa if w.startswith("@")}, {w for w in wb if w.startswith("@")}
    if ea and eb and not ea & eb:
        return None  # "the Kazan tower" and "the Riga tower": two towers
    if ca.status and cb.status and ca.status != cb.status:
        return None
    if figures_stance(ca.qty, cb.qty) is Stance.AGREES:
        return Finding(
            Stance.AGREES,
            f"{_who(ca)}: the same measure: {ca.qty.text} / {cb.qty.text}",
            0.6,
            "measure",
        )
    return None


def same_value(a: Analysis, b: Analysis) -> Finding | None:
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.figures import figures_stance

    da = _days(a)
    same_day = bool(da) and da == _days(b)
    ma = [c.qty for c in a.claims if c.slot == "measure" and c.qty is not None and c.qty.dim]
    mb = [c.qty for c in b.claims if c.slot == "measure" and c.qty is not None and c.qty.dim]
    one_each = len(ma) == 1 and len(mb) == 1 and ma[0].dim == mb[0].dim != "[time]"
    counted = None if same_day or one_each else _counted(a)
    if not (same_day or one_each or counted):
        return None  # (most pairs: asked first, as it costs least)
    if not (_entities(a) & _entities(b)):
        return None
    if any(c.negated for c in a.claims) or any(c.negated for c in b.claims):
        return None
    if same_day:
        pa, pb = _places(a), _places(b)
        if pa and pb and not pa & pb:
            return None  # since round 33: two places on one day are no same telling
        return Finding(Stance.AGREES, "the same day, said in other words", 0.6, "same-day")
    if counted is not None:
        return _same_count(a, b, counted)
    if figures_stance(ma[0], mb[0]) is Stance.AGREES:
        why = f"the same measure: {ma[0].text} / {mb[0].text}"
        return Finding(Stance.AGREES, why, 0.6, "same-measure")
    return None


def _counted(a: Analysis) -> Quantity | None:
    """The one count a statement gives (no measure, no span of time)."""
    from semnet.graph.judge.restate import frames

    found = [q for c in frames(a) for q in c.figures if q.dim is None]
    others = [q for c in frames(a) for q in c.figures if q.dim is not None]
    return found[0] if len(found) == 1 and not others else None


def _own_count(a: Analysis, b: Analysis, q: Quantity) -> bool:
    """May two counts that differ be told against each other: of one subject,
    not read as counts by the slot rules (which found them of other things:
    "300 inhabitants" / "could hold 450 people"), not of kin ("had three
    children" / "buried two children"), of times ("twice") or unnamed?"""
    from semnet.graph.judge.kin import KIN
    from semnet.graph.judge.restate import unit_key

    if not (a.subjects & b.subjects) or not q.unit or q.unit in KIN:
        return False
    if any(c.slot == "money" for c in (*a.claims, *b.claims)):
        return False  # sums paid for two things (`money.py`)
    key = unit_key(q.unit, a.lang)
    counted = [{unit_key(c.qty.unit, c.lang) for c in x.claims if c.slot == "count" and c.qty}
               for x in (a, b)]  # fmt: skip
    if all(counted) or (counted[0] | counted[1]) - {key}:
        return False  # told as counts of other things, or compared by the count rules
    return key not in _TIMES


# the counted nouns of times ("twice", "dos veces", "trois fois", "dreimal")
_TIMES = frozenset({"*time", "en:time", "en:times", "es:vez", "fr:fois", "de:mal", "ru:раз"})


def _same_count(a: Analysis, b: Analysis, qa: Quantity) -> Finding | None:
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.figures import figures_stance
    from semnet.graph.judge.restate import restricted, unit_key

    qb = _counted(b)
    if qb is None or restricted(a) or restricted(b):
        return None
    if unit_key(qa.unit, a.lang) != unit_key(qb.unit, b.lang):
        return None
    ya, yb = {t.start.year for t in a.times}, {t.start.year for t in b.times}
    if ya and yb and not ya & yb:
        return None  # "40 workers in 1900" / "40 workers in 1910": two counts
    stance = figures_stance(qa, qb)
    if stance is Stance.AGREES:
        return Finding(Stance.AGREES, f"the same count: {qa.text} / {qb.text}", 0.6, "same-count")
    if stance is None or ya != yb or not _own_count(a, b, qa):
        return None  # one count dated, the other not: maybe two times
    why = f"the counts differ: {qa.text} / {qb.text}"  # "about 180 workers" / "some 250"
    return Finding(stance, why, 0.7 if stance is Stance.CONTRADICTS else 0.6, "count-differs")
