"""The `rules` judge: the offline default. It proves conflicts or stays silent.

Two statements conflict when they are about the same subject (the first
entity the text names, by note title or alias), state the same kind of thing,
and one of these holds:

- **functional time** — a single-valued predicate (born, died, founded, in
  any of en, ru, fr, de, es) right after the subject, with dates or years
  whose spans do not overlap ("born in 1871" / "born in 1874"; a year and a
  day inside it are compatible). Works across languages.
- **single-valued figures** — one figure each, in a unit that has one value
  for that kind of subject (the children of a person, the inhabitants of a
  town), with the same dates ("hatte 8 Kinder" / "a eu 6 enfants"). Works
  across languages.
- **figures** — the same statement in the same language (the same words once
  subject, figures and dates are set aside) with the same dates and exactly
  one figure that differs in the same unit ("served 12 years" / "15 years").
  A figure marked approximate ("about", "около", "environ", "etwa", "unos")
  proves nothing.
- **negation** — the same statement, the same figures and dates, one negated
  and the other not ("was born in Reval" / "was not born in Reval").

Anything else is `silent`, in particular paraphrases (their values agree) and
statements whose periods (`[from:: …] [until:: …]`) do not overlap.

"X works at Y" statements are not stance judgements: they fill a slot of the
subject whose value changes over time (`temporal.py`).
"""

from __future__ import annotations

import hashlib
import re
import threading
import unicodedata
import weakref
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any

from semnet.graph.judge.base import ENTITY_NODE_KINDS, Judgement, Stance, Statement, Verdict
from semnet.graph.judge.lexicon import (
    APPROX,
    ARTICLES,
    EMPLOYER_PATTERNS,
    FUNCTIONAL,
    FUNCTIONAL_QUANTITIES,
    GLUE,
    LANGS,
    MONTHS,
    NEGATION,
    NUMBER_WORDS,
    QUANTITY_NAMES,
    SLOT_STOP,
    STOPWORDS,
    UNIT_CONCEPTS,
)
from semnet.graph.model import NodeRec, node_ref

if TYPE_CHECKING:
    from semnet.graph.store.edge_store import EdgeStore

MODEL = "rules-v1"

# --------------------------------------------------------------------------- folding


def strip_marks(text: str) -> str:
    """Case-folded, accents removed (Unicode-aware; ё → е, ß → ss)."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return unicodedata.normalize(
        "NFC", "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn")
    )


def _key(word: str) -> str:
    return strip_marks(word)


_FOLDED_LEX: dict[str, dict[str, Any]] = {}


def _folded(table: Mapping[str, Any]) -> dict[str, Any]:
    """A lexicon keyed by folded words (cached)."""
    tid = str(id(table))
    got = _FOLDED_LEX.get(tid)
    if got is None:
        got = {_key(k): v for k, v in table.items()}
        _FOLDED_LEX[tid] = got
    return got


def _fset(words: Iterable[str]) -> frozenset[str]:
    return frozenset(_key(w) for w in words)


def _cf(word: str) -> str:
    """Case-folded, accents kept: what negations, stop words and predicates are
    matched on (French `né` is not `ne`)."""
    return unicodedata.normalize("NFC", word.casefold())


def _cfset(words: Iterable[str]) -> frozenset[str]:
    return frozenset(_cf(w) for w in words)


_NEG = {lang: _cfset(ws) for lang, ws in NEGATION.items()}
_NEG_ANY = frozenset().union(*_NEG.values())
_STOP = {lang: _cfset(ws) for lang, ws in STOPWORDS.items()}
_STOP_ANY = frozenset().union(*_STOP.values())
_GLUE = _cfset(GLUE)
_ARTICLES = _fset(ARTICLES)
_FUNC = {_cf(k): v for k, v in FUNCTIONAL.items()}
_MONTHS = _folded(MONTHS)
_NUMW = _folded(NUMBER_WORDS)
_UNITS = _folded(UNIT_CONCEPTS)
_SLOT_STOP = _fset(SLOT_STOP)


def _accentless(pattern: str) -> str:
    decomposed = unicodedata.normalize("NFD", pattern)
    return unicodedata.normalize(
        "NFC", "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn")
    )


_EMPLOYER = {
    lang: tuple(re.compile(_accentless(p)) for p in pats)
    for lang, pats in EMPLOYER_PATTERNS.items()
}

# --------------------------------------------------------------------------- cleaning

_FIELD = re.compile(r"\[[^\W\d][\w \-]*::[^\[\]\n]*\]|\([^\W\d][\w \-]*::[^()\n]*\)")
_LINE_FIELD = re.compile(r"^[ \t]*[A-Za-z][\w \-]*::.*$", re.M)
_PANDOC = re.compile(r"\[[^\[\]\n]*@[A-Za-z][^\[\]\n]*\]")
_INKHAVEN = re.compile(r"(?<!\w)@[A-Za-z](?:[A-Za-z0-9_:-]*[A-Za-z0-9_])?(?:\[[^\[\]\n]*\])?")
_BLOCK_ID = re.compile(r"(?:^|\s)\^[A-Za-z0-9][A-Za-z0-9_-]*\s*$")
_WIKI = re.compile(r"!?\[\[([^\[\]\n|]*)(?:\|([^\[\]\n]*))?\]\]")
_MDLINK = re.compile(r"!?\[([^\[\]\n]*)\]\([^()\n]*\)")
_MARKUP = re.compile(r"[*_`~]+")
_SPACES = re.compile(r"\s+")
_SPACE_PUNCT = re.compile(r"\s+([.,;:!?])")


def _wiki_text(m: re.Match[str]) -> str:
    if m.group(2):
        return m.group(2)
    target = m.group(1).split("#", 1)[0]
    return target.rsplit("/", 1)[-1]


def clean_text(text: str) -> str:
    """The prose of a statement: inline fields, citations, block ids and link
    syntax removed (a link keeps its shown text)."""
    t = _FIELD.sub(" ", text)
    t = _LINE_FIELD.sub(" ", t)
    t = _PANDOC.sub(" ", t)
    t = _INKHAVEN.sub(" ", t)
    t = _BLOCK_ID.sub(" ", t)
    t = _WIKI.sub(_wiki_text, t)
    t = _MDLINK.sub(lambda m: m.group(1), t)
    t = _MARKUP.sub("", t)
    return _SPACE_PUNCT.sub(r"\1", _SPACES.sub(" ", t)).strip()


# --------------------------------------------------------------------------- values


@dataclass(frozen=True, slots=True)
class TimeValue:
    start: date
    end: date  # exclusive
    precision: str  # year | month | day
    text: str

    def overlaps(self, other: TimeValue) -> bool:
        return self.start < other.end and other.start < self.end


@dataclass(frozen=True, slots=True)
class Quantity:
    value: float
    unit: str
    approx: bool
    text: str


def _month_alt() -> str:
    names = sorted(MONTHS, key=len, reverse=True)
    return "|".join(re.escape(n) for n in names)


_M = rf"(?P<m>{_month_alt()})\.?"
_YEAR_TAIL = r"(?:\s*(?:года|году|гг?\.))?"
_DATE_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?<![\d.])(?P<y>\d{4})-(?P<mn>\d{1,2})(?:-(?P<d>\d{1,2}))?(?![\d])"), "iso"),
    (
        re.compile(
            rf"(?<![\d.])(?P<d>\d{{1,2}})(?:\.|er|st|nd|rd|th|-?го|-?е)?\s+(?:de\s+)?{_M}"
            rf"\s+(?:de\s+|del\s+)?(?P<y>\d{{4}}){_YEAR_TAIL}(?!\w)",
            re.I,
        ),
        "dmy",
    ),
    (
        re.compile(
            rf"(?<!\w){_M}\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y>\d{{4}})(?!\d)", re.I
        ),
        "mdy",
    ),
    (
        re.compile(rf"(?<!\w){_M}\s+(?:de\s+|del\s+)?(?P<y>\d{{4}}){_YEAR_TAIL}(?!\w)", re.I),
        "my",
    ),
    (re.compile(rf"(?<![\d.,])(?P<y>1\d{{3}}|20\d{{2}}){_YEAR_TAIL}(?![\d])"), "y"),
)
_NUMBER = re.compile(
    r"(?<![\w.,])(?P<n>\d{1,3}(?:(?P<g>[,. \u00a0\u202f])\d{3})(?:(?P=g)\d{3})*(?![\d])"
    r"|\d+(?:[.,]\d+)?)(?P<sp>\s*)(?P<u>%|\w+)"
)
_NUMWORD = re.compile(r"(?<!\w)(?P<n>\w+)(?=\s+(?P<u>\w+))")


def _month_end(y: int, m: int) -> date:
    return date(y + 1, 1, 1) if m == 12 else date(y, m + 1, 1)


def _time(y: int, m: int | None, d: int | None, text: str) -> TimeValue | None:
    try:
        if m is None:
            return TimeValue(date(y, 1, 1), date(y + 1, 1, 1), "year", text)
        if d is None:
            return TimeValue(date(y, m, 1), _month_end(y, m), "month", text)
        start = date(y, m, d)
        return TimeValue(start, date.fromordinal(start.toordinal() + 1), "day", text)
    except (ValueError, OverflowError):
        return None


def _unit_of(word: str, lang: str) -> str | None:
    k = _key(word)
    if _cf(word) in _STOP_ANY or k in _MONTHS or _cf(word) in _NEG_ANY or not k:
        return None
    concept: str | None = _UNITS.get(k)
    if concept is not None:
        return concept
    if k.isdigit():
        return None
    # a light plural strip, then the word itself stands for its unit
    for suf in ("ies", "es", "s", "x", "en", "e", "n", "ов", "ей", "ам", "а", "и", "ы"):
        if len(k) > len(suf) + 3 and k.endswith(suf):
            k = k[: -len(suf)]
            break
    return f"{lang}:{k[:6]}"


def _number(text: str, group: str | None, lang: str) -> float | None:
    """A figure as written: `1,584,374` (en), `1 584 374`, `1.584.374` (de, es),
    `2,5` (a decimal comma outside English)."""
    if group is not None:
        if group == "," and lang != "en":
            # `1,234` is a decimal outside English; a second comma is not
            return float(text.replace(",", ".")) if text.count(",") == 1 else None
        if group == "." and lang == "en":
            return float(text) if text.count(".") == 1 else None
        return float(re.sub(r"[^\d]", "", text))
    try:
        return float(text.replace(",", "."))
    except ValueError:
        return None


def _is_approx(before: str, lang: str) -> bool:
    tail = _key(before[-28:]).rstrip()
    words = APPROX.get(lang, ()) if lang in APPROX else tuple(w for v in APPROX.values() for w in v)
    for w in words:
        wk = _key(w)
        if tail.endswith(wk) and (len(tail) == len(wk) or not tail[-len(wk) - 1].isalnum()):
            return True
    return False


def extract_values(
    text: str, lang: str
) -> tuple[list[tuple[int, int, TimeValue]], list[tuple[int, int, Quantity]]]:
    """Dates/years and figures with units in `text`, with their character spans."""
    taken: list[tuple[int, int]] = []

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)

    times: list[tuple[int, int, TimeValue]] = []
    for pat, shape in _DATE_PATTERNS:
        for m in pat.finditer(text):
            if not free(m.start(), m.end()):
                continue
            y = int(m.group("y"))
            gd = m.groupdict()
            if shape == "iso":
                mon: int | None = int(gd["mn"])
            elif shape == "y":
                mon = None
            else:
                mon = _MONTHS.get(_key(gd["m"]).rstrip("."))
                if mon is None:
                    continue
            day = int(gd["d"]) if gd.get("d") else None
            if not 1000 <= y <= 2100 and shape == "y":
                continue
            tv = _time(y, mon, day, m.group(0).strip())
            if tv is None:
                continue
            taken.append((m.start(), m.end()))
            times.append((m.start(), m.end(), tv))
    qty: list[tuple[int, int, Quantity]] = []
    for m in _NUMBER.finditer(text):
        if not free(m.start(), m.end()):
            continue
        unit = "percent" if m.group("u") == "%" else _unit_of(m.group("u"), lang)
        if unit is None:
            continue
        value = _number(m.group("n"), m.group("g"), lang)
        if value is None:
            continue
        approx = _is_approx(text[: m.start()], lang)
        taken.append((m.start(), m.end()))
        qty.append((m.start(), m.end(), Quantity(value, unit, approx, m.group(0))))
    for m in _NUMWORD.finditer(text):
        n = _NUMW.get(_key(m.group("n")))
        end = m.end("u")
        if n is None or not free(m.start(), end):
            continue
        unit = _unit_of(m.group("u"), lang)
        if unit is None:
            continue
        approx = _is_approx(text[: m.start()], lang)
        taken.append((m.start(), end))
        qty.append((m.start(), end, Quantity(float(n), unit, approx, text[m.start() : end])))
    times.sort(key=lambda t: t[0])
    qty.sort(key=lambda t: t[0])
    return times, qty


# --------------------------------------------------------------------------- subjects


class SubjectIndex:
    """Entity names (note titles and aliases) → entity node ids, for finding
    what a statement is about."""

    def __init__(self, entities: Iterable[NodeRec]) -> None:
        names: dict[tuple[str, ...], set[str]] = {}
        self.titles: dict[str, str] = {}
        self.kinds: dict[str, str] = {}
        for n in entities:
            if n.kind not in ENTITY_NODE_KINDS or n.ord != 0 or not n.uri:
                continue
            if n.uri.endswith(".bib"):
                continue
            self.titles[n.id] = n.title or n.uri
            self.kinds[n.id] = n.kind
            aliases = [str(a) for a in (n.attrs.get("aliases") or ())] if n.attrs else []
            for name in {n.title or "", *aliases}:
                toks = tuple(_key(w) for w in re.findall(r"\w+", name))
                if toks:
                    names.setdefault(toks, set()).add(n.id)
        self.names = names
        self.firsts: dict[str, list[tuple[str, ...]]] = {}
        for toks in sorted(names, key=len, reverse=True):
            self.firsts.setdefault(toks[0], []).append(toks)
        self.prefix3: dict[str, list[tuple[str, ...]]] = {}
        for toks in sorted(names, key=len, reverse=True):
            self.prefix3.setdefault(toks[0][:3], []).append(toks)
        # What the names resolve to: analyses made with another table are stale.
        digest = hashlib.blake2b(digest_size=12)
        for toks in sorted(names):
            digest.update(("\x1f".join(toks) + "=" + ",".join(sorted(names[toks]))).encode())
            digest.update(b"\x1e")
        self.signature = digest.hexdigest()

    @staticmethod
    def _word_match(name_tok: str, text_tok: str, lang: str) -> bool:
        if name_tok == text_tok:
            return True
        # Russian names decline: Анна / Анну / Анны, Штерн / Штерна.
        return (
            lang == "ru"
            and len(name_tok) >= 4
            and text_tok.startswith(name_tok[:-1])
            and 0 <= len(text_tok) - len(name_tok) <= 2
        )

    def find(self, words: Sequence[str], lang: str) -> tuple[str, int, int] | None:
        """(entity id, first word, word after) of the earliest, longest
        unambiguous name in `words` (folded)."""
        for i, w in enumerate(words):
            cands = self.firsts.get(w, [])
            if lang == "ru" and len(w) >= 3:
                cands = cands + [c for c in self.prefix3.get(w[:3], []) if c not in cands]
            best: tuple[tuple[str, ...], set[str]] | None = None
            for toks in sorted(cands, key=len, reverse=True):
                if i + len(toks) > len(words):
                    continue
                if all(self._word_match(t, words[i + j], lang) for j, t in enumerate(toks)):
                    best = (toks, self.names[toks])
                    break
            if best is not None:
                toks, ids = best
                if len(ids) == 1:
                    return (next(iter(ids)), i, i + len(toks))
                return None  # ambiguous: nothing can be proved about it
        return None


_SUBJECTS: weakref.WeakKeyDictionary[Any, tuple[int, SubjectIndex]] = weakref.WeakKeyDictionary()
_SUBJECTS_LOCK = threading.Lock()


def subject_index(store: EdgeStore) -> SubjectIndex:
    """The subject index of a store (rebuilt when the store changed)."""
    with _SUBJECTS_LOCK:
        got = _SUBJECTS.get(store)
        if got is not None and got[0] == store.generation:
            return got[1]
        idx = SubjectIndex(store.nodes.values())
        _SUBJECTS[store] = (store.generation, idx)
        return idx


# --------------------------------------------------------------------------- analysis


@dataclass(slots=True)
class Analysis:
    """What the rules judge reads in one statement."""

    lang: str
    clean: str
    subject: str | None = None
    subject_name: str | None = None
    subject_kind: str | None = None
    frame: frozenset[str] = field(default_factory=frozenset)
    times: list[TimeValue] = field(default_factory=list)
    quantities: list[Quantity] = field(default_factory=list)
    negated: bool = False
    concept: str | None = None  # a functional predicate right after the subject
    slot: tuple[str, str] | None = None  # ("employer", "acme")
    slot_text: str | None = None


_WORD = re.compile(r"\w+")


def _stem(w: str) -> str:
    return w[:5]


def _slot_value(raw: str) -> str | None:
    v = raw.split("\x00", 1)[0]
    v = re.split(r"[.;,:!?()\[\]«»\"]", v, maxsplit=1)[0]
    words = _WORD.findall(_key(v))
    while words and words[0] in _ARTICLES:
        words = words[1:]
    for i, w in enumerate(words):
        if i > 0 and w in _SLOT_STOP:
            words = words[:i]
            break
    return " ".join(words) or None


def analyse(text: str, lang: str, subjects: SubjectIndex) -> Analysis:
    lang = lang if lang in LANGS else "en"
    clean = clean_text(text)
    work = re.sub(r"n['’]t\b", " not", clean) if lang == "en" else clean
    times, qty = extract_values(work, lang)
    spans = sorted([(s, e, "T") for s, e, _ in times] + [(s, e, "Q") for s, e, _ in qty])
    a = Analysis(lang=lang, clean=clean)
    a.times = [t for _, _, t in times]
    a.quantities = [q for _, _, q in qty]
    # word stream with one placeholder per value
    toks: list[tuple[str, str, int, int]] = []  # (type, folded, start, end)
    cfs: list[str] = []  # the same words case-folded with their accents
    si = 0
    for m in _WORD.finditer(work):
        while si < len(spans) and spans[si][1] <= m.start():
            si += 1
        if si < len(spans) and spans[si][0] <= m.start() < spans[si][1]:
            s, e, kind = spans[si]
            if not toks or toks[-1][2] != s:
                toks.append((kind, "", s, e))
                cfs.append("")
            continue
        toks.append(("w", _key(m.group(0)), m.start(), m.end()))
        cfs.append(_cf(m.group(0)))
    words = [t[1] for t in toks]
    found = subjects.find(words, lang)
    neg = _NEG.get(lang, _NEG_ANY)
    stop = _STOP.get(lang, _STOP_ANY)
    subj_end = -1
    if found is not None:
        a.subject, start, subj_end = found
        a.subject_name = subjects.titles.get(a.subject)
        a.subject_kind = subjects.kinds.get(a.subject)
        subj_range = range(start, subj_end)
    else:
        subj_range = range(0)
    frame: set[str] = set()
    for i, (kind, w, _s, _e) in enumerate(toks):
        if kind != "w" or i in subj_range:
            continue
        if cfs[i] in neg:
            a.negated = True
            continue
        if cfs[i] in stop:
            continue
        frame.add(_stem(w))
    a.frame = frozenset(frame)
    if found is not None:
        # a single-valued predicate right after the subject
        for i in range(subj_end, min(len(toks), subj_end + 6)):
            kind, cw = toks[i][0], cfs[i]
            if kind == "w" and cw in _FUNC:
                a.concept = _FUNC[cw]
                break
            if kind == "w" and not (cw in _GLUE or cw in neg or cw in stop):
                break
        # the employer slot
        rest_start = toks[subj_end - 1][3] if subj_end > 0 else 0
        marked = list(work)
        for s, e, _k in spans:
            for j in range(s, e):
                marked[j] = "\x00"
        rest = "".join(marked[rest_start:]).strip().rstrip(" .!;")
        rest_f = strip_marks(rest)
        for pat in _EMPLOYER.get(lang, ()):
            hit = pat.match(rest_f)
            if hit is not None:
                value = _slot_value(hit.group("v"))
                if value:
                    a.slot = ("employer", value)
                    a.slot_text = rest.split("\x00", 1)[0].strip()
                break
    return a


# --------------------------------------------------------------------------- comparison


def _periods_overlap(a: Statement, b: Statement) -> bool:
    if a.period is None or b.period is None:
        return True
    lo = -(2**62)
    hi = 2**62
    a0, a1 = a.period[0] if a.period[0] is not None else lo, a.period[1] or hi
    b0, b1 = b.period[0] if b.period[0] is not None else lo, b.period[1] or hi
    return a0 < b1 and b0 < a1


def _jaccard(x: frozenset[str], y: frozenset[str]) -> float:
    if not x and not y:
        return 1.0
    return len(x & y) / len(x | y)


@dataclass(frozen=True, slots=True)
class Finding:
    stance: Stance
    reason: str
    confidence: float
    rule: str


def _values_align(a: Analysis, b: Analysis) -> list[tuple[str, Any, Any]] | None:
    """Pairs of values in the same position, or None if the two statements do
    not carry the same kinds of values."""
    if len(a.times) != len(b.times):
        return None
    if sorted(q.unit for q in a.quantities) != sorted(q.unit for q in b.quantities):
        return None
    pairs: list[tuple[str, Any, Any]] = [
        ("time", x, y) for x, y in zip(a.times, b.times, strict=True)
    ]
    by_unit: dict[str, list[Quantity]] = {}
    for q in b.quantities:
        by_unit.setdefault(q.unit, []).append(q)
    for q in a.quantities:
        pairs.append(("qty", q, by_unit[q.unit].pop(0)))
    return pairs


def _functional_figure(a: Analysis, b: Analysis, who: str) -> Finding | None:
    """One figure each, in a unit that is single-valued for this kind of
    subject (children of a person, inhabitants of a town), the same dates:
    different figures conflict, in any two languages."""
    if len(a.quantities) != 1 or len(b.quantities) != 1 or a.negated or b.negated:
        return None
    qa, qb = a.quantities[0], b.quantities[0]
    kinds = FUNCTIONAL_QUANTITIES.get(qa.unit)
    if qa.unit != qb.unit or kinds is None or a.subject_kind not in kinds:
        return None
    if qa.approx or qb.approx or qa.value == qb.value:
        return None
    if len(a.times) != len(b.times) or not all(
        x.overlaps(y) for x, y in zip(a.times, b.times, strict=True)
    ):
        return None
    return Finding(
        Stance.CONTRADICTS,
        f"{who}: {QUANTITY_NAMES[qa.unit]} differs: {qa.text} vs {qb.text}",
        0.85,
        "functional-figure",
    )


def compare(a: Analysis, b: Analysis, sa: Statement, sb: Statement) -> Finding | None:
    """A conflict between two analysed statements that can be proved, else None."""
    if a.subject is None or a.subject != b.subject:
        return None
    if not _periods_overlap(sa, sb):
        return None
    if a.slot is not None and b.slot is not None and a.slot[0] == b.slot[0]:
        return None  # a slot that changes over time: temporal.py
    who = a.subject_name or "the subject"
    # functional time: born / died / founded once
    if a.concept is not None and a.concept == b.concept and a.times and b.times:
        ta, tb = a.times[0], b.times[0]
        if a.negated == b.negated and not a.negated and not ta.overlaps(tb):
            prec = "year" if ta.precision == tb.precision == "year" else "date"
            return Finding(
                Stance.CONTRADICTS,
                f"{who}: the {prec} of {a.concept} differs: {ta.text} vs {tb.text}",
                0.9,
                "functional-time",
            )
        if a.negated != b.negated and ta.overlaps(tb) and a.lang != b.lang:
            # across languages only the values can be compared: they agree
            if _values_align(a, b) is not None and all(
                (x.overlaps(y) if k == "time" else x.value == y.value)
                for k, x, y in _values_align(a, b) or []
            ):
                return Finding(
                    Stance.CONTRADICTS,
                    f"{who}: one says {a.concept} {ta.text}, the other denies it",
                    0.8,
                    "negation",
                )
    found = _functional_figure(a, b, who)
    if found is not None:
        return found
    if a.lang != b.lang:
        return None
    if _jaccard(a.frame, b.frame) < 0.8 or not (a.frame or b.frame):
        return None
    pairs = _values_align(a, b)
    if pairs is None:
        return None
    diffs: list[tuple[str, Any, Any]] = []
    for kind, x, y in pairs:
        if kind == "time":
            if not x.overlaps(y):
                diffs.append((kind, x, y))
        elif x.value != y.value:
            if x.approx or y.approx:
                return None  # an approximate figure proves nothing
            diffs.append((kind, x, y))
    if a.negated == b.negated:
        if a.negated or len(diffs) != 1 or diffs[0][0] != "qty":
            return None
        _, x, y = diffs[0]
        return Finding(
            Stance.CONTRADICTS,
            f"{who}: the figures differ: {x.text} vs {y.text}",
            0.85,
            "figures",
        )
    if diffs:
        return None
    return Finding(
        Stance.CONTRADICTS,
        f"{who}: one statement says what the other denies",
        0.8,
        "negation",
    )


# --------------------------------------------------------------------------- the judge


_ANALYSES: dict[tuple[str, str, str], Analysis] = {}
_ANALYSES_LOCK = threading.Lock()


class RulesJudge:
    """The offline judge over one store's entities (see the module docstring)."""

    deterministic = True

    def __init__(self, subjects: SubjectIndex) -> None:
        self.subjects = subjects

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
        return compare(self.analysis(subject), self.analysis(other), subject, other)

    def judge(self, subject: Statement, candidates: Sequence[Statement]) -> list[Judgement]:
        out = []
        for c in candidates:
            f = self.finding(subject, c)
            if f is None:
                out.append(
                    Judgement(candidate=c.ref, stance=Stance.SILENT, confidence=0.0, model=MODEL)
                )
            else:
                out.append(
                    Judgement(
                        candidate=c.ref,
                        stance=f.stance,
                        reason=f.reason,
                        confidence=f.confidence,
                        model=MODEL,
                    )
                )
        return out

    def factcheck(self, fact: Statement, evidence: Sequence[Statement]) -> Verdict | None:
        """`dubious` when the fact conflicts with other statements; otherwise the
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
        a = self.analysis(s)
        return node_ref(a.subject) if a.subject else None
