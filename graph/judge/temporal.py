"""Facts that hold for a time: how a fact's period becomes a time-bounded edge.

A fact states its period with inline fields, `[from:: 2023-01-01]`,
`[until:: 1905-06]` (end inclusive: a year, month or day covers all of it),
or `[when:: 1905-01-09 .. 1905-01-10]`; without fields, a fact that names
exactly one date or year ("started working at Globex in March 2024") starts
then. The parser keeps the period on the node (`attrs.period`).

A fact that fills a *slot* of its subject — for now the employer: "Alice
works at Acme", "Алиса работает в …", "Alice travaille chez …", "arbeitet
bei …", "trabaja en …" — becomes one edge

    fact --event_involves--> subject     origin judged, attrs.slot = "employer",
                                         attrs.value = "acme", valid_at/invalid_at
                                         = the fact's period

(the fact is a state of affairs that involves its subject for that time).
When a second fact fills the same slot of the same subject with another value,
the new edge is asserted with `contradicts=[the old edge]` and the store
applies the rule of the edge-event log: periods that overlap → the edge about
the earlier time is closed at the start of the later one (`invalidated`, or
`superseded` when the new fact is about the earlier time); periods that do
not overlap → nothing. Two facts with the same value are not in conflict.

The seed example — "Alice works at Acme. [from:: 2023-01-01]" indexed and
judged in one run, "Alice started working at Globex. [from:: 2024-03-01]" in
the next — gives exactly: Acme created; Globex created; Acme invalidated at
2024-03-01, caused by Globex.
"""

from __future__ import annotations

import re

from semnet.graph.judge.claims import Analysis
from semnet.graph.judge.rules import MODEL
from semnet.graph.judge.text import strip_marks
from semnet.graph.manuscript.lift import iso_micros
from semnet.graph.model import EdgeRec, NodeRec, make_rec, node_ref, to_micros

SLOT_KIND = "event_involves"
SLOT_CONFIDENCE = 0.9


def fact_period(node: NodeRec, analysis: Analysis | None = None) -> tuple[int | None, int | None]:
    """`[valid_at, invalid_at)` of a fact in microseconds (None: open)."""
    p = node.attrs.get("period") if node.attrs else None
    if p:
        try:
            return iso_micros(p[0]), iso_micros(p[1])
        except (ValueError, TypeError, IndexError):
            pass
    if analysis is not None and len(analysis.times) == 1:
        from datetime import UTC, datetime

        t = analysis.times[0]
        return to_micros(datetime(t.start.year, t.start.month, t.start.day, tzinfo=UTC)), None
    return None, None


def _stems(value: str) -> list[str]:
    return [w[:5] for w in re.findall(r"\w+", strip_marks(value))]


def same_value(a: str, b: str) -> bool:
    """Two slot values name the same thing: equal word stems, or one is the
    other with words added ("acme" / "acme corporation")."""
    x, y = _stems(a), _stems(b)
    if not x or not y:
        return False
    n = min(len(x), len(y))
    return x[:n] == y[:n]


def slot_edge(node: NodeRec, analysis: Analysis) -> EdgeRec | None:
    """The time-bounded slot edge a fact states, if it states one."""
    if analysis.slot is None or analysis.subject is None:
        return None
    valid, invalid = fact_period(node, analysis)
    if valid is not None and invalid is not None and invalid < valid:
        return None
    slot, value = analysis.slot
    who = analysis.subject_name or "the subject"
    shown = analysis.slot_text or value
    return make_rec(
        node_ref(node.id),
        SLOT_KIND,
        node_ref(analysis.subject),
        "judged",
        weight=SLOT_CONFIDENCE,
        reason=f"{who}: {slot} — {shown}",
        attrs={"slot": slot, "value": value, "model": MODEL, "rule": "slot"},
        valid_at=valid,
        invalid_at=invalid,
    )


def is_slot_edge(rec: EdgeRec) -> bool:
    return (
        rec.kind == SLOT_KIND
        and rec.origin in ("judged", "promoted")
        and rec.attrs.get("rule") == "slot"
        and rec.attrs.get("slot") is not None
    )
