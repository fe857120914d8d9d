"""The `rules` judge: the offline default. It reads claims and compares them.

Each statement becomes claims (`claims.py`: subject, slot, value, time,
polarity, approximation, the clause); two statements are compared claim by
claim when subjects and slots match (`compare.py`, `frames.py`), and the
pair gets the strongest stance found: `contradicts`, `in_tension`,
`qualifies` (directed: the narrower statement qualifies the other) or
`agrees`; nothing is said across periods (`[from:: …] [until:: …]`) that do
not overlap. Subjects are entity notes named by file name, title, alias or
an unambiguous part of a character's name, in any inflection
(`graph/manuscript/names.py`), or noun phrases that recur across facts.

"X works at Y" statements also fill a time-bounded slot of their subject
(`temporal.py`).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from semnet.graph.judge import (
    decades,
    elsewhere,
    latecomers,
    narrowing,
    nooffice,
    occupations,
    onlysaid,
    pronouns,
    shortyears,
    tenure_ends,
    townnouns,
    twoposts,
)
from semnet.graph.judge.base import Judgement, Stance, Statement, Verdict
from semnet.graph.judge.claims import Analysis, analyse
from semnet.graph.judge.compare import Finding, compare
from semnet.graph.judge.nouns import np_words as measure_words
from semnet.graph.judge.restrictions import settle
from semnet.graph.judge.text import clean_text, strip_marks
from semnet.graph.manuscript.names import NameIndex, index_of_nodes
from semnet.graph.model import node_ref

if TYPE_CHECKING:
    from semnet.graph.store.edge_store import EdgeStore

MODEL = "rules-v1"

__all__ = [
    "MODEL",
    "Analysis",
    "Finding",
    "RulesJudge",
    "analyse",
    "clean_text",
    "compare",
    "judgement_of",
    "strip_marks",
    "subject_index",
]

_SUBJECTS: weakref.WeakKeyDictionary[Any, tuple[int, NameIndex]] = weakref.WeakKeyDictionary()
_SUBJECTS_LOCK = threading.Lock()


def subject_index(store: EdgeStore) -> NameIndex:
    """The name index of a store's entity notes (rebuilt when the store changed)."""
    with _SUBJECTS_LOCK:
        got = _SUBJECTS.get(store)
        if got is not None and got[0] == store.generation:
            return got[1]
        idx = index_of_nodes(store.nodes.values())
        _SUBJECTS[store] = (store.generation, idx)
        return idx


_ANALYSES: dict[tuple[str, str, str], Analysis] = {}
_ANALYSES_LOCK = threading.Lock()


def judgement_of(candidate: Statement, f: Finding | None) -> Judgement:
    """The judgement of `candidate` toward the judged statement, from a finding
    made with the judged statement first (`compare(judged, candidate)`)."""
    if f is None:
        return Judgement(candidate=candidate.ref, stance=Stance.SILENT, confidence=0.0, model=MODEL)
    return Judgement(
        candidate=candidate.ref,
        stance=f.stance,
        reason=f.reason,
        confidence=f.confidence,
        model=MODEL,
        reverse=f.stance is Stance.QUALIFIES and f.qualifier == "a",
    )


class RulesJudge:
    """The offline judge over one store's entities (see the module docstring)."""

    deterministic = True

    def __init__(self, subjects: NameIndex) -> None:
        self.subjects = subjects
        self._homes = pronouns.homes(subjects)  # the entity notes statements are written in

    @classmethod
    def for_store(cls, store: EdgeStore) -> RulesJudge:
        return cls(subject_index(store))

    @property
    def model(self) -> str:
        return MODEL

    def analysis(self, s: Statement) -> Analysis:
        """The analysis of a statement (cached by text, language and names)."""
        key = (s.text, s.lang, self.subjects.signature)
        got = _ANALYSES.get(key)
        if got is None:
            got = analyse(s.text, s.lang, self.subjects)
            with _ANALYSES_LOCK:
                if len(_ANALYSES) > 100_000:
                    _ANALYSES.clear()
                _ANALYSES[key] = got
        return got

    def finding(self, subject: Statement, other: Statement) -> Finding | None:
        subject, other = _centuries(subject, other), _centuries(other, subject)
        a, b = self.analysis(subject), self.analysis(other)
        ha, hb = self._homes.get(subject.uri or ""), self._homes.get(other.uri or "")
        ta, tb = pronouns.resolved(subject.text, a, b, ha), pronouns.resolved(other.text, b, a, hb)
        if ta is not None:  # "He died in 1890" after "Tom Hale was born in 1850" (round 47)
            subject = replace(subject, text=ta)
            a = self.analysis(subject)
        if tb is not None:
            other = replace(other, text=tb)
            b = self.analysis(other)
        a, b = townnouns.resolve(a, b, self.subjects)  # "the town" / a place note (round 43)
        but = narrowing.conceded(a.clean, a.lang) != narrowing.conceded(b.clean, b.lang)
        got = settle(compare(a, b, subject, other), a.narrowed, b.narrowed, but)
        got = elsewhere.withheld(got, a, b, self.subjects)  # since round 35
        if got is None or got.rule == "qualifies-loose":  # a post left before its period ends
            got = tenure_ends.finding(a, b, self.subjects) or got  # ("until 1951" / "left in 1939")
        held = None  # one holding told with two ends, or the same (since round 47)
        if got is None or (got.rule == "paraphrase" and got.stance is Stance.AGREES):
            held = tenure_ends.apart(a, b, self.subjects)  # ("until 1914" / "until 1910")
            got = held if held is not None and held.stance is Stance.CONTRADICTS else got
        if got is None:  # one holder in one post at two bodies at once (since round 39)
            got = twoposts.finding(a, b) or nooffice.finding(a, b, self.subjects)
            got = got or latecomers.finding(a, b)  # came at thirty, born there (round 41)
            got = got or occupations.corrected(a, b)  # "never …; he was a smith" (round 43)
        if got is None or got.stance is Stance.AGREES:  # the same, said with "only" and a limit
            got = onlysaid.finding(a.clean, b.clean, a.lang, b.lang) or got
        return got or self._conceded(subject, other) or held  # (a concession qualifies)

    def _conceded(self, subject: Statement, other: Statement) -> Finding | None:
        """A statement said again with a concession after it ("…, although ten
        beds were kept for the staff") qualifies the plain one: its claim,
        read without the concession, agrees with the other statement."""
        for side, s, plain in (("b", other, subject), ("a", subject, other)):
            cut = narrowing.concession_at(s.text, s.lang)
            if cut is None or narrowing.conceded(plain.text, plain.lang):
                continue
            head = replace(s, text=s.text[:cut].rstrip() + ".")
            pair = (plain, head) if side == "b" else (head, plain)
            a, b = self.analysis(pair[0]), self.analysis(pair[1])
            got = settle(compare(a, b, pair[0], pair[1]), a.narrowed, b.narrowed)
            if got is not None and got.stance is Stance.AGREES:
                why = f"{got.reason}; with a concession on one side"
                return replace(got, stance=Stance.QUALIFIES, reason=why, qualifier=side)
        return None

    def judge(self, subject: Statement, candidates: Sequence[Statement]) -> list[Judgement]:
        return [judgement_of(c, self.finding(subject, c)) for c in candidates]

    def factcheck(self, fact: Statement, evidence: Sequence[Statement]) -> Verdict | None:
        """`dubious` when the fact contradicts other statements; otherwise the
        rules cannot grade it (None)."""
        against = [(c, f) for c in evidence if (f := self.finding(fact, c)) is not None]
        against = [(c, f) for c, f in against if f.stance is Stance.CONTRADICTS]
        if not against:
            return None
        c, f = against[0]
        more = f" (and {len(against) - 1} more)" if len(against) > 1 else ""
        return Verdict(
            level="dubious",
            reason=f"contradicted by {c.location}: {f.reason}{more}",
            confidence=0.6,
            model=MODEL,
        )

    def subject_ref(self, s: Statement) -> str | None:
        """The endpoint of the entity a statement is about, if it names one."""
        a = self.analysis(s)
        return node_ref(a.subject) if a.subject else None

    def subject_keys(self, s: Statement) -> set[str]:
        """Every subject the statement's claims are about (entities and noun
        phrases), and the words of the subjects it gives a measure of ("the
        road from Riga to Mitau" / "the Mitau road"): statements sharing one
        are compared."""
        a = self.analysis(s)
        keys = set(a.subjects)
        if any(townnouns.town_key(k) for k in keys):  # "the town", in a place note (round 43)
            keys.update(filter(None, [townnouns.home_place(s.uri, self.subjects)]))
        for c in a.claims:
            if c.slot == "measure" and not c.anchor:
                keys.update(f"measure:{w}" for w in measure_words(c.subject))
        return keys


def _centuries(s: Statement, other: Statement) -> Statement:
    """The statement with its years said without a century ("в тридцать
    четвёртом году") in the century of its own years or the other's."""
    text = shortyears.settle(s.text, s.lang, other.text)
    text = decades.settle(text, s.lang, other.text)  # since round 35: "the sixties"
    return s if text == s.text else replace(s, text=text)
