"""Two figures that are one: a range ("between 2,000 and 3,000 men", "from
2,000 to 3,000", "entre 2 000 et 3 000", "zwischen 2000 und 3000", "de
2.000 a 3.000", "от 2000 до 3000 человек") is one figure that spans both (a
band, compared by `approx.band_stance`); a change ("grew from 2,000 to
5,000", "stieg von drei auf 3,25 Peseten", "passa de 200 à 350", "pasó de
200 a 350", "выросло с 2000 до 5000") is its second figure, the first being
what was before, no claim of the clause's time.

The words that open and close a range and the verbs and nouns of a change
are listed here per language: no library reads ranges of figures.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.text import Tok

# the word before the first figure and the word before the second; "between"
# pairs with "and", "from" with "to"
_OPEN_CLOSE = {
    "en": [(words("from"), words("to")), (words("between"), words("and"))],
    "fr": [(words("de d"), words("a")), (words("entre"), words("et"))],
    "de": [(words("von"), words("bis auf")), (words("zwischen"), words("und"))],
    "es": [(words("de desde"), words("a hasta")), (words("entre"), words("y"))],
    "ru": [(words("от с со"), words("до")), (words("между"), words("и"))],
}
# verbs and nouns of a figure changing (lemmas, folded)
_CHANGE = {
    "en": words(
        "rise rose risen grow grew grown increase fall fell fallen drop decline double "
        "shrink shrank climb climbed raise raised cut reduce go went jump jumped"
        " enlarge enlarged expand expanded"  # since round 27
    ),
    "fr": words("passer augmenter monter croitre tomber baisser diminuer doubler porter hausse "
                "augmentation baisse chuter grimper elever reduire agrandir"),
    "de": words("steigen wachsen sinken fallen erhohen erhohung anheben zuruckgehen verdoppeln "
                "anwachsen ansteigen senken kurzen erweitern"),
    "es": words("pasar aumentar subir crecer bajar caer disminuir duplicar aumento subida "
                "elevar reducir ampliar"),
    "ru": words("вырасти расти увеличиться увеличить сократиться сократить упасть снизиться "
                "снизить возрасти подняться поднять повысить повыситься удвоиться рост "
                "расширить расшириться"),
}  # fmt: skip


def _figure(t: Tok) -> bool:
    """A figure, or a year that stands for one ("от 2000 до 3000 человек")."""
    return t.kind in ("n", "q") or (t.kind == "t" and t.text.isdigit())


def _value(t: Tok) -> float:
    if t.qty is not None:
        return t.qty.value
    return float(t.text)


def _changes(toks: list[Tok], i: int, lang: str) -> bool:
    """Is there a verb or noun of change among the words before toks[i]
    (back to the clause's start)?"""
    table = _CHANGE.get(lang, frozenset())
    for k in range(i - 1, max(-1, i - 8), -1):
        t = toks[k]
        if t.kind == "p":
            return False
        if t.is_(table):
            return True
    return False


def _band(a: Tok, b: Tok) -> Tok | None:
    """The one figure a range of two makes, with the second's unit."""
    q = b.qty
    if q is None:
        return None
    lo, hi = _value(a), q.value
    if not 0 <= lo < hi:
        return None
    if a.kind == "q" and a.qty is not None and a.qty.unit != q.unit:
        return None
    factor = (q.magnitude / q.value) if q.magnitude is not None and q.value else None
    mid = (lo + hi) / 2
    band = (lo * factor, hi * factor) if factor is not None else (lo, hi)
    text = f"{a.text}–{b.text}"
    got = replace(q, value=mid, text=text, approx="band", band=band,
                  magnitude=mid * factor if factor is not None else None)  # fmt: skip
    return replace(b, text=text, qty=got)


def join(toks: list[Tok], lang: str) -> list[Tok]:
    """The tokens with each range made one figure and each change its second
    figure."""
    pairs = _OPEN_CLOSE.get(lang)
    if not pairs:
        return toks
    out: list[Tok] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        got = _match(toks, i, pairs) if t.kind == "w" else _dashed(toks, i)
        if got is None:
            out.append(_come_to(toks, i, pairs, lang))
            i += 1
            continue
        a, b, end = got
        if t.kind == "w" and _changes(toks, i, lang):
            out.append(toks[b])  # the figure it came to
            i = end
            continue
        band = _band(toks[a], toks[b]) if toks[b].kind in ("q", "n") else None
        if band is None and t.kind != "w":
            out.append(t)
            i += 1
            continue
        if band is None:
            out.append(t)
            i += 1
            continue
        out.append(band)
        i = end
    return out


def _match(
    toks: list[Tok], i: int, pairs: list[tuple[frozenset[str], frozenset[str]]]
) -> tuple[int, int, int] | None:
    """At an opening word, the first figure's and the second's index and the
    end of the range, if one is there: "from 2,000 (in 1880) to 3,000"."""
    for open_, close in pairs:
        if toks[i].f not in open_:
            continue
        a = i + 1
        if a >= len(toks) or not _figure(toks[a]):
            return None
        c = a + 1
        if c < len(toks) and toks[c].kind == "t" and toks[a].kind != "t":
            c += 1  # "from 2,000 in 1880 to 5,000"
        if c + 1 >= len(toks) or toks[c].f not in close or not _figure(toks[c + 1]):
            continue
        b = c + 1
        if toks[b].kind == "t" or (toks[a].kind == "t" and toks[b].kind != "q"):
            return None  # two years: a period, not figures (`values.span_of`)
        return a, b, b + 1
    return None


def _dashed(toks: list[Tok], i: int) -> tuple[int, int, int] | None:
    """ "2.000-3.000 hombres", "2000–3000 человек": a figure, a dash and a
    figure with its unit."""
    if i + 2 >= len(toks) or toks[i].kind not in ("n", "q") or toks[i + 1].f not in _DASHES:
        return None
    return (i, i + 2, i + 3) if toks[i + 2].kind == "q" else None


_DASHES = frozenset("-–—")


def _come_to(
    toks: list[Tok], i: int, pairs: list[tuple[frozenset[str], frozenset[str]]], lang: str
) -> Tok:
    """A figure a change came to is that figure, no bound: "сократилось до 6500",
    "stieg auf 3000" ("до" is "up to" elsewhere)."""
    t = toks[i]
    q = t.qty
    if q is None or q.approx != "max" or i == 0 or t.kind not in ("q", "n"):
        return t
    closers = frozenset().union(*(close for _, close in pairs))
    if toks[i - 1].f not in closers or not _changes(toks, i - 1, lang):
        return t
    return replace(t, qty=replace(q, approx=None))
