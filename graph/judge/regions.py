"""Regions: a province, a county, a Land or a state (pycountry's subdivisions:
"Cornwall", "Bretagne", "Schleswig-Holstein", "Galicia", "Texas") is inside
its country, so a city of another country lies outside it, while a city of
its own country, or a name no library knows, may lie inside it: "never left
Galicia" says nothing against Lugo, nor "never left Bretagne" against Kerlaz.

Only a name that is no country and no large city (`places.resolve`) is read
as a region; a name several countries' subdivisions bear (Limburg) names each.
"""

from __future__ import annotations

import functools
import gettext
import re
from typing import TYPE_CHECKING

from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Place

# the answer when neither place is a region: the caller decides
NOT_REGIONS = object()


@functools.cache
def _regions() -> dict[str, frozenset[str]]:
    """Folded subdivision names -> their codes ("galicia" -> {"ES-GA"})."""
    import pycountry

    out: dict[str, set[str]] = {}
    translations = _translations()
    for s in pycountry.subdivisions:
        names = {s.name} | {t.gettext(s.name) for t in translations}  # "Bavière", "Бавария"
        for name in (n for full in names for n in re.split(r"\s*[\[\]/]\s*", full)):
            for part in {name, name.split(",")[0]}:  # "London, City of" is London's
                key = " ".join(re.findall(r"\w+", fold(part)))
                if len(key) > 3:
                    out.setdefault(key, set()).add(s.code)
    return {k: frozenset(v) for k, v in out.items()}


def _translations() -> list[gettext.NullTranslations]:
    """pycountry's own translations of the subdivisions' names, in the
    languages the judge reads besides English."""
    import pycountry

    return [
        gettext.translation("iso3166-2", pycountry.LOCALES_DIR, languages=[lang], fallback=True)
        for lang in ("de", "fr", "es", "ru")
    ]


def countries_of(name: str) -> frozenset[str]:
    """The countries whose subdivisions bear a folded name ("cornwall" → GB)."""
    return frozenset(code[:2] for code in _regions().get(name, ()))


@functools.cache
def _parents() -> dict[str, str]:
    import pycountry

    return {s.code: s.parent_code for s in pycountry.subdivisions if s.parent_code}


def _lineage(code: str) -> set[str]:
    """A subdivision and the ones it lies in ("ES-LU", "ES-GA")."""
    out = {code}
    while code in _parents() and len(out) < 6:
        code = _parents()[code]
        out.add(code if "-" in code else f"{next(iter(out))[:2]}-{code}")
    return out


def _keys(p: Place) -> tuple[str, ...]:
    return p.names if p.key.startswith("@") else (p.key,)


def _region(p: Place) -> frozenset[str] | None:
    from semnet.graph.judge.places import _resolved

    if _resolved(p) is not None:
        return None  # a country or a large city first ("Paris", "Cornwall, Ontario")
    return next((got for k in _keys(p) if (got := _regions().get(k)) is not None), None)


def _region_beside(p: Place, other: Place) -> frozenset[str] | None:
    """`p` as a region; a name that is also a town abroad is the region when
    the other place lies in the region's country ("Cornwall" beside Truro is
    the county, not the town in Ontario)."""
    from semnet.graph.judge.places import _resolved, towns_in

    got = _region(p)
    if got is not None:
        return got
    codes = next((c for k in _keys(p) if (c := _regions().get(k)) is not None), None)
    mine = _resolved(p) if codes is not None else None
    if codes is None or mine is None or mine[0] == "country":
        return None
    countries = {c[:2] for c in codes}
    towns = {c for k in _keys(p) for c in towns_in(k)}
    if towns & countries:
        return None  # a town of the region's own country ("Paris", "Cádiz" are provinces too)
    near = _resolved(other)  # beside a writer's village: the town
    return codes if near is not None and near[1].rsplit(":", 1)[-1] in countries else None


def compare(a: Place, b: Place) -> object:
    """False (apart: another country, or a city that is a region of its own
    outside this one: Madrid is no town of Galicia), "within" (a region in its
    country), None (cannot tell), or `NOT_REGIONS` when neither is a region."""
    from semnet.graph.judge.places import _resolved

    ra, rb = _region_beside(a, b), _region_beside(b, a)
    if ra is None and rb is None:
        return NOT_REGIONS
    if ra is not None and rb is not None:
        return False if not ({c[:2] for c in ra} & {c[:2] for c in rb}) else None
    region, other = (ra, b) if ra is not None else (rb, a)
    assert region is not None
    got = _resolved(other)
    if got is None:
        return None  # a writer's village: perhaps inside the region
    country = got[1].rsplit(":", 1)[-1]
    if country not in {c[:2] for c in region}:
        return False
    if got[0] == "country":
        return "within"
    # a city that is a subdivision too ("Lugo" in Galicia, "Madrid" not)
    own = [c for k in _keys(other) for c in _regions().get(k, ()) if c[:2] == country]
    if not own:
        return None
    if any(region & _lineage(c) for c in own):
        return None
    return False
