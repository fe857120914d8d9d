"""A death or a birth that agrees by its date alone while one side says
where it happened and the other names another place note without saying
where: no agreement (the writer of the other side may well put it there:
"died in Vigo in 1890" / "left Leeds for the coast and died in 1890"; births
since the end of round 35), or, since round 36, says it happened in a
building or a dwelling no note names ("died in 1890 in the harbour
hospital", "starb 1890 in einem Gasthaus", "умер в городской больнице"),
which may stand in another town.

The nouns of buildings and dwellings are hand-written per language (lemmas,
folded): no library tells a place noun."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import slots
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.text import tokenize

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis
    from semnet.graph.judge.compare import Finding
    from semnet.graph.manuscript.names import NameIndex


def places_named(an: Analysis, names: NameIndex) -> set[str]:
    """The place notes a statement names, as `@<entity>` keys."""
    words = [t.text if t.kind == "w" else "" for t in tokenize(an.clean, an.lang)]
    return {
        f"@{m.entity}"
        for m in names.find_all(words, an.lang)
        if m.entity is not None and names.kind(m.entity) == "place"
    }


# buildings and dwellings one dies or is born in (lemmas, folded)
_BUILDINGS = words(
    "house home hospital infirmary inn hotel farm farmhouse cottage lodge asylum sanatorium "
    "monastery convent abbey prison gaol jail workhouse almshouse hostel villa manor "
    "parsonage rectory vicarage presbytery palace castle flat apartment barracks clinic "
    "tavern cabin hut "
    "haus heim krankenhaus spital hospital gasthaus gasthof wirtshaus hotel hof bauernhof "
    "kloster stift gefangnis zuchthaus armenhaus siechenhaus pfarrhaus schloss wohnung "
    "kaserne klinik sanatorium anstalt herberge hutte "
    "maison demeure domicile hopital hospice auberge hotel ferme chaumiere couvent "
    "monastere abbaye prison asile presbytere chateau appartement caserne clinique "
    "sanatorium logis taverne cabane "
    "casa hogar hospital posada fonda hotel granja cortijo masia convento monasterio "
    "abadia carcel asilo hospicio rectoria palacio castillo piso cuartel clinica "
    "sanatorio taberna cabana "
    "дом больница госпиталь лазарет гостиница трактир постоялый усадьба хутор изба "
    "монастырь тюрьма острог богадельня приют санаторий лечебница квартира казарма "
    "клиника особняк флигель"
)
_REACH = 4  # words from the preposition to the noun ("in her son's old house")


def _in_building(an: Analysis, slot: str) -> bool:
    """Does a statement's clause of `slot` put it in a building or a dwelling
    no note names ("died in the harbour hospital", "starb in einem Gasthaus")?"""
    for c in an.claims:
        if c.slot != slot or c.place is not None:
            continue
        toks = [t for t in tokenize(c.clause, c.lang) if t.kind == "w"]
        for i, t in enumerate(toks):
            if slots.place_prep(t.f, c.lang) and any(
                u.is_(_BUILDINGS) for u in toks[i + 1 : i + 1 + _REACH]
            ):
                return True
    return False


def withheld(f: Finding | None, a: Analysis, b: Analysis, names: NameIndex) -> Finding | None:
    """`f`, or None when it is a death's or a birth's agreement by date that
    one side places and the other, naming another place, does not."""
    if f is None or f.stance is not Stance.AGREES or f.rule not in ("death", "birth"):
        return f
    for placed, other in ((a, b), (b, a)):
        where = {c.place.key for c in placed.claims if c.slot == f.rule and c.place is not None}
        if not where or any(c.place is not None for c in other.claims if c.slot == f.rule):
            continue
        if places_named(other, names) - where or _in_building(other, f.rule):
            return None
        if _stayed_elsewhere(other, placed, f.rule):
            return None
    return f


def _stayed_elsewhere(other: Analysis, placed: Analysis, slot: str) -> bool:
    """Since round 43: does the unplaced side put its subject somewhere else,
    a place no note names ("spent his last years in Bath, where he died in
    1909", "pasó sus últimos años en Cádiz, su pueblo natal, y murió en
    1938")?"""
    from semnet.graph.judge.places import same_place

    where = [c.place for c in placed.claims if c.slot == slot and c.place is not None]
    who = {c.subject for c in other.claims if c.slot == slot}
    return any(
        c.slot in ("visit", "residence") and c.subject in who and c.place is not None
        and not c.negated and all(same_place(c.place, w) is not True for w in where)
        for c in other.claims
    )  # fmt: skip
