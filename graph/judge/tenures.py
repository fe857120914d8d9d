"""Tenures: how long one person held one post ("was rector of St Wenna's for
forty years", "war 22 Jahre lang Rektor des Gymnasiums", "fut maire de
Vernay pendant douze ans", "сорок лет был настоятелем"). Two durations of the
same post of the same person differ: they contradict; an approximate one
("about thirty years", "une trentaine d'années") far off is in tension, near
it agrees.

A tenure is a person's measure in units of time (`extract.py` reads the
figure); the post is the clause's content words without the figure, the
subject's name, the words of duration and of serving ("for", "lang",
"pendant", "durante", "served", "diente") and the hedges — so that "served as
rector of St Wenna's for about thirty years" and "was rector of St Wenna's
for 22 years" are one post. Posts are compared within a language only (no
offline library translates "maire" as "Bürgermeister").

A period is a tenure too ("mayor of Polwith from 1890 to 1900", "von 1890
bis 1900", "de 1890 à 1900", "с 1890 по 1900 год"): its span in whole
years, give or take one (1890 to 1900 may be nine years or eleven), so "for
ten years" agrees with it and "for twenty years" contradicts it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, offices
from semnet.graph.judge.content import content_words
from semnet.graph.judge.cues import words
from semnet.graph.judge.values import Quantity, to_base
from semnet.graph.manuscript.diminutives import everyday_forms
from semnet.graph.manuscript.names import best_lemma, fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

_WORD = re.compile(r"[^\W\d_]+")


# the words of duration, serving, hedging (folded lemmas and forms)
_NOISE = words(
    "for during long lang lange durant pendant durante por в течение serve served serving "
    "hold held dienen diente servir servit sirvió служить служил служила прослужить прослужил "
    "about around nearly almost some approximately roughly etwa rund ungefähr fast knapp gut "
    "environ près presque quelque trentaine vingtaine quarantaine dizaine cinquantaine unos "
    "unas cerca casi alrededor около почти примерно приблизительно year years jahr jahre "
    "jahren an ans année années año años год года лет be was were is sein war waren être fut "
    "était ser fue era быть был была также also from to until till between and von bis ab "
    "seit jusqu entre с по до remain remained stay stayed bleiben blieb rester resta restait "
    "permanecer permaneció seguir siguió оставаться оставался оставалась only nur seulement "
    "estar estuvo estaba "
    "solo solamente только "
    # since round 29: the words of holding a post at all ("held the office of mayor",
    # "his term as mayor lasted", "Mitglied des Stadtrats", "membre du conseil")
    "office offices term post position tenure last lasted amt amtszeit posten mandat poste "
    "fonction fonctions cargo mandato puesto должность должности срок пост member members "
    "mitglied membre miembro член членом sit sat sitzen sass saß siéger siégea siégeait "
    "angehören gehörte gehörten as als comme como"
)


def _post(c: Claim) -> frozenset[str]:
    name = {fold(w) for w in _WORD.findall(c.label or "")}
    name |= {d for w in list(name) for d in everyday_forms(w)}  # "Ваня" is Иван
    stop = cues.STOPWORDS.get(c.lang, frozenset())
    out = set()
    for w in _WORD.findall(c.clause):
        f = fold(w)
        if f in name or f in stop or f in _NOISE or f in cues.NUMBER_NOUNS or len(f) < 2:
            continue
        lemma = best_lemma(w, c.lang)
        if lemma in _NOISE:
            continue
        out.add("*lead" if fold(lemma) in _LEAD or f in _LEAD else lemma)
    return frozenset(out)


# since round 25: the verbs of leading are one ("руководил" / "возглавлял
# паромной компанией", "dirigió" / "estuvo al frente de la compañía")
_LEAD = words(
    "run ran lead led direct directed head headed manage managed command commanded "
    "leiten leitete führen führte dirigieren diriger dirigea dirigeait tête dirigir dirigió "
    "dirigia dirigía frente encabezar encabezó руководить руководил руководила возглавлять "
    "возглавлял возглавляла управлять управлял управляла заведовать заведовал заведовала"
)


def applies(ca: Claim, cb: Claim) -> bool:
    return (
        ca.slot == cb.slot == "measure"
        and ca.subject_kind == cb.subject_kind == "character"
        and ca.qty is not None
        and cb.qty is not None
        and ca.qty.dim == cb.qty.dim == "[time]"
    )


def compare_tenures(ca: Claim, cb: Claim) -> Finding | None:
    """Two durations of one post of one person."""
    from semnet.graph.judge.base import Stance
    from semnet.graph.judge.compare import _figure_finding

    pa, pb = _post(ca), _post(cb)
    if from_period(ca) != from_period(cb):
        # since round 33 a period and a span of one length agree whatever words tell the
        # post ("headed the school from 1850 to 1885" / "was its headmaster for 35 years")
        found = _figure_finding(ca, cb, "the tenure", "tenure")
        if found is not None and found.stance is Stance.AGREES:
            return found
    if _same_start(ca, cb, pa, pb) or _one_stint(ca, cb, pa, pb):
        return _figure_finding(ca, cb, "the tenure", "tenure")
    if ca.lang != cb.lang:  # "the village midwife" / "Hebamme in Sankt Felix": one post
        na, nb = _notes(ca), _notes(cb)
        if not (na and nb):  # since round 29: the notes named, or else the names' spellings
            na, nb = _names(ca), _names(cb)
        if na and nb and not na & nb:
            return None  # "mayor of Thalberg" / "maire de Sankt Felix"
        pa, pb = _concepts(pa), _concepts(pb)
        if len(pa) != 1:
            return None
    if not pa or pa != pb:
        return None
    if from_period(ca) and from_period(cb):
        return None  # two periods: two stints ("from 1908 to 1917", "from 1919 to 1924")
    return _figure_finding(ca, cb, "the tenure", "tenure")


def _same_start(ca: Claim, cb: Claim, pa: frozenset[str], pb: frozenset[str]) -> bool:
    """One stint told two ways (since round 26): a period ("von 1890 bis
    1932 Lehrer in Kvalnes") and a span from its first year ("zweiundvierzig
    Jahre lang, von 1890 an, unterrichtete Aas die Kinder von Kvalnes"),
    with a word or a name of the post in common, or none said in the span's
    own clause."""
    if from_period(ca) == from_period(cb) or ca.time is None or cb.time is None:
        return False
    span = cb if from_period(ca) else ca
    if span.time is None or span.time.bound not in (None, "from", "range"):
        return False
    if span.time.bound == "range" and not _fits(span):
        return False  # "entre 1885 y 1911 … al menos seis meses": a while within the years
    if ca.time.start.year != cb.time.start.year:
        return False
    if ca.lang != cb.lang:  # the posts as concepts of no language
        pa, pb = _concepts(pa), _concepts(pb)
    if not (pb if span is cb else pa):
        return True  # the span's clause is the span alone ("Zweiundvierzig Jahre lang,")
    return bool(pa & pb) or bool(_names(ca) & _names(cb))


def _fits(span: Claim) -> bool:
    """Since round 46, a span with the period it fills ("for five years, from
    1866 to 1871") is a stint from that period's first year."""
    t, q = span.time, span.qty
    if t is None or q is None or q.unit != "year":
        return False
    return abs(q.value - (t.end.year - t.start.year)) <= 1


def _one_stint(ca: Claim, cb: Claim, pa: frozenset[str], pb: frozenset[str]) -> bool:
    """Two periods of one post that begin or end in the same year are one stint
    told two ways (since round 46: "mayor of Dunmore from 1866 to 1880" /
    "mayor from 1866 to 1871", "с 1879 по 1896 год" / "von 1879 bis 1886"),
    not two stints; the post is a word in common (a concept across languages),
    and no two different notes are named."""
    if not (from_period(ca) and from_period(cb)) or ca.time is None or cb.time is None:
        return False
    ta, tb = ca.time, cb.time
    if ta.start.year != tb.start.year and ta.end.year != tb.end.year:
        return False
    na, nb = _notes(ca), _notes(cb)
    if na and nb and not na & nb:
        return False
    if ca.lang != cb.lang:
        pa, pb = _concepts(pa), _concepts(pb)
    return bool(pa & pb)


def _concepts(post: frozenset[str]) -> frozenset[str]:
    """The posts of a tenure's words as concepts of no language ("Hebamme",
    "midwife": midwife), so that two languages' tenures are compared."""
    from semnet.graph.judge.relations import POST
    from semnet.graph.judge.sole import POST_CONCEPTS

    return frozenset(c for w in post if (c := POST.get(fold(w)) or POST_CONCEPTS.get(fold(w))))


def _notes(c: Claim) -> frozenset[str]:
    """The notes a tenure's clause names besides its holder's, from its anchor
    ("мэром Хальверна": the note Halvern, in any language and case)."""
    return frozenset(w for w in (c.anchor or "").split("|") if w.startswith("@")) - {c.subject}


def _names(c: Claim) -> frozenset[str]:
    """The spelling skeletons of the names a tenure's clause gives besides its
    holder's (capitalised words after the first; German nouns that name a post
    are no names)."""
    from semnet.graph.judge.restate import skeleton

    own = {fold(w) for w in _WORD.findall(c.label or "")}
    caps = [w for w in _WORD.findall(c.clause)[1:] if w[:1].isupper() and fold(w) not in own]
    return frozenset(skeleton(w) for w in caps if not _concepts(frozenset({w})))


def from_period(c: Claim) -> bool:
    """Is a tenure read from a period (`period_claims`), not said as a span?"""
    return c.qty is not None and c.qty.approx == "pm1"


def period_claims(r: Read, found: list[Claim]) -> list[Claim]:
    """A person's tenure read from the period of a post ("from 1890 to
    1900"), when the statement gives no duration of its own."""
    if r.person is None or r.main.kind != "character" or r.person[0] != r.main.key:
        return []
    if any(c.slot == "measure" and c.qty is not None and c.qty.dim == "[time]" for c in found):
        return []  # "for ten years" said outright
    if r.denies:
        return []
    span = offices.span(r.toks)
    if span is None or span.bound != "range":
        return []
    years = span.end.year - span.start.year - 1  # 1890–1900 ends on 1 January 1901
    base = to_base(float(years), "year") if 1 <= years <= 80 else None
    if base is None:
        return []
    qty = Quantity(float(years), "year", span.text, "pm1", "[time]", base)
    # anchored as a figure of the person is (`extract._measure_claim`), so that
    # no other post's span is taken for this one's
    rest = [t for t in r.toks if t.kind == "w" and t.f not in _NOISE]
    anchor = "|".join(sorted(content_words(rest, r.lang, r.names, skip_age=True)))
    # the period as its time: two periods that do not meet are two stints
    return [r.claim("measure", qty=qty, anchor=anchor or None, time=span, subject_kind="character")]
