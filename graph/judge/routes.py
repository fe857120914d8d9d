"""What a line, a road, a ship or a coach runs between: its two ends ("The
steamer plied between Marseille and Algiers", "Le paquebot reliait Le Havre
à Buenos Aires", "Die Bahn verband Kvalnes mit Tarnvik", "El vapor hacía la
travesía entre Vigo y La Coruña", "Пароход ходил между Одессой и Ялтой").
One route at a time: the same two ends agree (in any order, in any
language), other ends contradict; two dates that do not overlap, one dated
and one not, or a word of change ("until", "later", "extended", "new") are
nothing: a route then, another after it.

A route is said by a verb or noun of running, plying or joining after a
subject that is no person (people travel; `journeys.py`), then "from … to",
"between … and" or, after a verb of joining, "A with B" ("reliait A à B",
"unía A con B", "соединял A с B"). Each end is a place note or a run of
capitalised words, known by the note's names, by `places.resolve` and by its
script-free sketch (`names.skeleton`), so "Marsella" is "Marseille" and
"Одесса" is "Odessa". The words are hand-written per language: no library
lists the verbs of a route.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import places
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import STOPWORDS, words
from semnet.graph.judge.slots import PLACE_LEADS
from semnet.graph.manuscript.names import skeleton

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

SLOTS = frozenset({"route"})

# verbs and nouns of a route (folded lemmas and forms); a verb of joining
# also takes its two ends without "from" or "between" (`_JOINS`)
_RUNS = {
    "en": words(
        "run ran runs running ply plied plies plying sail sailed sails operate operated "
        "route line crossing service passage ferry"
    ),
    "fr": words(
        "aller allait circuler circulait naviguer naviguait assurer assurait faire faisait "
        "ligne traversee liaison trajet service route"
    ),
    "de": words(
        "fahren fuhr verkehren verkehrte laufen lief fuhren führte pendeln pendelte "
        "linie strecke route verbindung uberfahrt fahrt"
    ),
    "es": words(
        "ir iba circular circulaba navegar navegaba hacer hacia cubrir cubria "
        "linea ruta travesia trayecto servicio"
    ),
    "ru": words(
        "ходить ходил ходила ходило курсировать курсировал курсировала идти шел шла шло "
        "линия маршрут рейс путь"
    ),
}
_JOINS = {
    "en": words("connect connected connects link linked links join joined joins"),
    "fr": words("relier reliait relia relie reliaient"),
    "de": words("verbinden verband verbindet"),
    "es": words("unir unia unio une conectar conectaba conecto enlazar enlazaba"),
    "ru": words("соединять соединял соединяла соединяло связывать связывал связывала связать"),
}
# the words before the first end and the second: "from" … "to", "between" … "and"
_FROM_TO = {
    "en": (words("from"), words("to")),
    "fr": (words("de d du des depuis"), words("a au aux jusqu")),
    "de": (words("von ab"), words("nach bis zu zum zur")),
    "es": (words("de desde del"), words("a al hasta")),
    "ru": (words("от из с со"), words("до в во")),
}
_BETWEEN = {
    "en": (words("between"), words("and")),
    "fr": (words("entre"), words("et")),
    "de": (words("zwischen"), words("und")),
    "es": (words("entre"), words("y e")),
    "ru": (words("между"), words("и")),
}
# what stands between the two ends after a verb of joining
_WITH = {
    "en": words("with and to"),
    "fr": words("a au aux et avec"),
    "de": words("mit und"),
    "es": words("con y e"),
    "ru": words("с со и"),
}
# a route then, another later: nothing to compare
# (of the words not capitalised: "New York" is no new route)
_CHANGE = re.compile(
    r"\b(?:(?:until|later|extended|new|first|bis|spater|verlangert|neue?[nrs]?|erste?[nrs]?|"
    r"jusqu|plus tard|prolongee?|nouvel|nouvelle|premiere?|hasta|luego|mas tarde|prolongad[oa]|"
    r"nuev[oa]|primer[oa]?)\b|позже|продл|нов|перв)"
)


def _changed(r: Read) -> bool:
    """Does the statement say the route changed, or when it ended ("до 1890 года")?"""
    lower = " ".join(t.f for t in r.toks if t.kind == "w" and not t.cap)
    if _CHANGE.search(lower):
        return True
    return any(t.f == "до" and n.kind == "t" for t, n in zip(r.toks, r.toks[1:], strict=False))


def _end(r: Read, j: int) -> tuple[frozenset[str], str, int] | None:
    """A route's end starting at token j: its keys, its label and the token
    after it."""
    toks, stop = r.toks, STOPWORDS.get(r.lang, frozenset())
    while (
        j < len(toks)
        and toks[j].kind == "w"
        and not toks[j].cap
        and (toks[j].f in stop or toks[j].is_(PLACE_LEADS))
    ):
        j += 1  # "the port of", "la ville de"
    for start, end, ent in r.mentions():
        if start == j:
            if r.names.kind(ent) != "place":
                return None
            names = [*r.names.forms(ent)]
            return frozenset({f"@{ent}"} | _keys(names, r.lang)), r.names.label(ent), end
    run: list[str] = []
    k = j
    while k < len(toks) and toks[k].cap and (toks[k].f not in stop or _leads_name(toks, k, run)):
        run.append(toks[k].text)  # "Le Havre", "La Coruña"
        k += 1
    if not run:
        return None
    name = " ".join(run)
    return _keys([name], r.lang), name, k


def _leads_name(toks: list[Tok], k: int, run: list[str]) -> bool:
    """Is a capitalised article the first word of a name ("Le Havre")?"""
    return not run and k + 1 < len(toks) and toks[k + 1].cap


def _keys(names: list[str], lang: str) -> frozenset[str]:
    """An end's keys: a real town's, and each name's script-free sketch."""
    from semnet.graph.judge.claims import place_key

    out: set[str] = set()
    for n in names:
        key = place_key(n, lang)
        known = places.resolve(key)
        if known is not None and known[0] == "city":
            out.add(f"city:{known[1]}")
        sketch = "".join(skeleton(w.capitalize()) for w in key.split())
        if len(sketch) > 2:
            out.add("~" + sketch)
    return frozenset(out)


def _ends(r: Read, k: int, joins: bool) -> tuple[list[frozenset[str]], str] | None:
    """The two ends after the word of a route at token k."""
    toks, lang = r.toks, r.lang
    for j in range(k + 1, min(len(toks), k + 6)):
        t = toks[j]
        if t.kind == "p":
            return None
        pair = next((p for p in (_FROM_TO[lang], _BETWEEN[lang]) if t.f in p[0]), None)
        if pair is not None:
            start, second = j + 1, pair[1]
        elif joins and j == k + 1:
            start, second = j, _WITH[lang]  # "reliait Le Havre à Buenos Aires"
        else:
            continue
        one = _end(r, start)
        if one is None:
            continue
        keys_a, label_a, at = one
        if at >= len(toks) or toks[at].f not in second:
            continue
        two = _end(r, at + 1)
        if two is None or not keys_a or not two[0] or keys_a & two[0]:
            return None
        return [keys_a, two[0]], f"{label_a} – {two[1]}"
    return None


def claims(r: Read) -> list[Claim]:
    """The route of the statement's subject, if it names one."""
    if r.main.kind == "character" or r.lang not in _RUNS:
        return []
    for k in range(max(r.main.end, 0), len(r.toks)):
        t = r.toks[k]
        joins = t.is_(_JOINS[r.lang])
        if not (joins or t.is_(_RUNS[r.lang])):
            continue
        got = _ends(r, k, joins)
        if got is None:
            continue
        ends, label = got
        status = "|".join(",".join(sorted(e)) for e in ends)
        return [r.claim("route", status=status, anchor=label, time=r.when, restricted=_changed(r))]
    return []


def _same(a: frozenset[str], b: frozenset[str]) -> bool:
    return bool(a & b)


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """Two routes of one thing: see the module's docstring."""
    from semnet.graph.judge.compare import Finding

    if ca.slot != "route" or cb.slot != "route" or ca.subject != cb.subject:
        return None
    if (ca.time is None) != (cb.time is None):
        return None
    if ca.time is not None and cb.time is not None and not ca.time.overlaps(cb.time):
        return None
    ea = [frozenset(e.split(",")) for e in (ca.status or "").split("|")]
    eb = [frozenset(e.split(",")) for e in (cb.status or "").split("|")]
    if len(ea) != 2 or len(eb) != 2:
        return None
    straight = _same(ea[0], eb[0]) and _same(ea[1], eb[1])
    crossed = _same(ea[0], eb[1]) and _same(ea[1], eb[0])
    if straight or crossed:
        return Finding(Stance.AGREES, f"{ca.label}: between {ca.anchor}", 0.7, "route")
    if ca.restricted or cb.restricted:
        return None
    why = f"{ca.label}: between {ca.anchor} vs {cb.anchor}"
    return Finding(Stance.CONTRADICTS, why, 0.75, "route")
