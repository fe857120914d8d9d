"""A trade held for life: "Edwin was a farmer all his life", "Heinrich Voss
war sein Leben lang Bauer", "Jean Dubois fut paysan toute sa vie", "Jaime
fue labrador toda su vida", "Степан всю жизнь был крестьянином" — an
`occupation` claim with anchor `always`. Against another trade the person
worked at ("worked as a clerk in Hamburg", "arbeitete als Schreiber",
"служил конторщиком"), in the same language, it contradicts: a life spent
in one trade leaves no years for another; a trade said "also" ("was also a
lay preacher") is held beside it and is not compared.

Hand-written (no library lists them): the copulas a trade follows and the
words of "also"; the lifelong words are `slots.LIFELONG`, `slots.WHOLE` and
`slots.LIFE_NOUNS`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, slots
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.values import span_of
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

# the past copulas a trade follows ("was a farmer", "war Bauer", "fut paysan")
BE = words(
    "was remained war blieb fut etait était resta fue era permaneció был была остался осталась"
)
# words of the lifelong phrase and of the predicate's article, skipped on the
# way to the trade's noun
_SKIP = (
    words(
        "a an the un une ein eine el la le sein seine ihr ihre his her sa son su lang lange long "
        "always immer toujours siempre всегда"
    )
    | slots.WHOLE
    | slots.LIFE_NOUNS
    | slots.LIFELONG
)
# French and Spanish trades said without an article end as agent nouns
# ("paysan", "meunier", "pêcheur", "labrador", "pastor", "minero")
AGENT = {
    "fr": ("ier", "iere", "eur", "euse", "ien", "ienne", "an", "ant", "iste", "ier", "on"),
    "es": ("or", "ora", "ero", "era", "ista", "ante", "ario", "aria", "dor", "dora"),
}
# "sein Leben lang", "ihr ganzes Leben lang": German for "all his life"
_LEBEN_LANG = re.compile(r"\b(?:sein|ihr)(?: ganzes)? leben lang\b")
# "also": a trade held beside another ("was also a lay preacher")
_ALSO = words("also auch aussi también tambien также тоже")


def lifelong_claims(x: _Extractor) -> list[Claim]:
    """A trade after a copula in a clause that says "all his life"."""
    from semnet.graph.judge.claims import lemma_of
    from semnet.graph.judge.occupations import _ru_post
    from semnet.graph.judge.stays import lifelong

    if x.negated or x.subject.kind != "character":
        return []
    if not lifelong(x) and not _LEBEN_LANG.search(fold(x.clause)):
        return []
    toks = x.toks
    stop = cues.STOPWORDS.get(x.lang, frozenset())
    for i, t in enumerate(toks):
        if not t.is_(BE) or i in x.subj_span:
            continue
        for k in range(i + 1, min(i + 7, len(toks))):
            u = toks[k]
            if u.kind != "w" or k in x.subj_span:
                break
            if u.is_(_SKIP):
                continue
            if x.lang == "ru":
                if not _ru_post(toks, k):
                    break
            elif u.f in stop or (x.lang == "de" and not u.cap) or (u.cap and x.lang != "de"):
                break
            elif x.lang == "en" and toks[k - 1].f not in ("a", "an"):
                break  # "was a farmer": a noun after its article, not "was loyal"
            elif x.lang in AGENT and not u.f.endswith(AGENT[x.lang]):
                break  # "fut paysan", "fue labrador": a noun of a trade, not "fidèle"
            return [x.claim("occupation", status=lemma_of(u, x.lang), time=None, anchor="always")]
        return []
    return []


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """A trade for life against another trade of the same language."""
    from semnet.graph.judge.compare import Finding, _who

    if "always" not in (ca.anchor, cb.anchor) or ca.status == cb.status or ca.lang != cb.lang:
        return None
    other = cb if ca.anchor == "always" else ca
    if other.anchor == "always" and ca.anchor == cb.anchor:
        return None  # two lifelong trades: the frame rules read them
    if any(w in _ALSO for w in re.findall(r"\w+", fold(other.clause))):
        return None
    life = ca if ca.anchor == "always" else cb
    why = f"{_who(ca)}: {life.status} all life, and {other.status}"
    return Finding(Stance.CONTRADICTS, why, 0.7, "occupation")


# ------------------------------------------------------------------ a trade given up

SLOTS = frozenset({"trade"})

# the trades a noun and a verb both name (teacher / taught): {trade: words}
_TRADES = {
    "teach": words(
        "teacher schoolmaster schoolmistress governess teach taught teaching lehrer lehrerin "
        "unterrichten unterrichtete unterrichtet lehren lehrte instituteur institutrice "
        "enseignant enseignante enseigner enseignait enseigna maestro maestra profesor "
        "profesora enseñar enseñaba enseñó clases учитель учительница учительницей учителем "
        "преподавать преподавал преподавала преподаватель учительствовать учительствовала"
    ),
}
# "until", before the date or the event that ends the trade
_UNTIL = words("until till bis jusqu jusque hasta до")
# "still" in the later statement: the trade went on
_STILL = cues.STILL


def trade_claims(r: Read) -> list[Claim]:
    """ "was a schoolmistress until her marriage in 1874" (until 1874) and
    "in 1880 she still taught" (still in 1880)."""
    if not r.main.key.startswith("@") or r.main.kind != "character":
        return []
    toks = r.toks
    found = {tr for t in toks for tr, ws in _TRADES.items() if t.is_(ws)}
    if len(found) != 1:
        return []
    trade = found.pop()
    for k, t in enumerate(toks):
        if t.is_(_UNTIL):
            when = next((u.time for u in toks[k + 1 : k + 7] if u.time is not None), None)
            if when is None or when.bound is not None:
                return []
            until = span_of(when, None, "until", when.text)
            return [r.claim("trade", status=trade, anchor="until", time=until)]
    still = any(t.is_(_STILL) for t in toks)
    dates = [t.time for t in toks if t.time is not None]
    if still and len(dates) == 1 and dates[0].bound is None:
        return [r.claim("trade", status=trade, anchor="still", time=dates[0])]
    return []


def compare_trade(ca: Claim, cb: Claim) -> Finding | None:
    """A trade given up at a date against the same trade still held after it."""
    from semnet.graph.judge.compare import Finding, _who

    if ca.slot != "trade" or cb.slot != "trade" or ca.status != cb.status:
        return None
    if {ca.anchor, cb.anchor} != {"until", "still"} or ca.time is None or cb.time is None:
        return None
    ended, still = (ca, cb) if ca.anchor == "until" else (cb, ca)
    assert ended.time is not None and still.time is not None
    if still.time.start >= ended.time.end:
        why = f"{_who(ca)}: {ended.status} until {ended.time.text}, still in {still.time.text}"
        return Finding(Stance.CONTRADICTS, why, 0.7, "trade")
    return None
