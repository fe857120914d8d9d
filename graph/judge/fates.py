"""The fates of ships and buildings: a thing that sank, was scrapped or
destroyed ends once, so two such ends of it at dates years apart contradict
("scrapped in 1910" / "foundered in 1894"), as do a wreck and a sinking of
one year at two places; and a ship is built before (or as) it is launched,
so a building date years after its launch, or a launch at another place than
its building, contradicts.

The events are the classes of `events.py` and `milestones.py`; a statement
that says the thing was raised, rebuilt or restored (`existence.py`) ends
nothing. No library knows that a sunk ship is not scrapped later: the pairs
of classes below are the rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.places import same_place

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.manuscript.names import NameIndex

# ends after which nothing of the thing is left to end again: a ship gone
# down or broken up, a building razed ("destroyed" of a ship too)
_FINAL = frozenset({"sinking", "scrapping"})
_ENDS = _FINAL | {"destruction"}
# a ship lost at sea: a wreck and a sinking of one year are one loss
_LOSS = frozenset({"sinking", "wreck"})


def _cls(c: Claim) -> str:
    return c.slot[3:] if c.slot.startswith("ev:") else ""


def applies(ca: Claim, cb: Claim) -> bool:
    """Is the pair two different ends, two losses, or a launch and a building?"""
    a, b = _cls(ca), _cls(cb)
    if not a or not b or a == b:
        return False
    pair = {a, b}
    return (
        (pair <= _ENDS and bool(pair & _FINAL)) or pair == _LOSS or pair == {"launch", "building"}
    )


def _restored(c: Claim) -> bool:
    from semnet.graph.judge.existence import _rebuilt_after

    return _rebuilt_after(c)


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """Two ends, two losses, or a launch against a building of one thing."""
    from semnet.graph.judge.compare import Finding

    if ca.negated or cb.negated or _restored(ca) or _restored(cb):
        return None
    a, b = _cls(ca), _cls(cb)
    who = ca.label or "the subject"
    if {a, b} == {"launch", "building"}:
        return _launch_building(ca, cb) if a == "launch" else _launch_building(cb, ca)
    if ca.time is None or cb.time is None or ca.time.bound or cb.time.bound:
        return None
    if {a, b} == _LOSS:
        if not ca.time.overlaps(cb.time) or ca.place is None or cb.place is None:
            return None
        if same_place(ca.place, cb.place) is False:
            why = f"{who}: lost at {ca.place.label} and at {cb.place.label} in {ca.time.text}"
            return Finding(Stance.CONTRADICTS, why, 0.8, "fates")
        return None
    gap = abs(ca.time.start.year - cb.time.start.year)
    if gap < 2 or ca.time.overlaps(cb.time):
        return None
    stance = Stance.IN_TENSION if (ca.time.approx or cb.time.approx) and gap < 4 else None
    why = f"{who}: {a} in {ca.time.text} and {b} in {cb.time.text}: a thing ends once"
    return Finding(stance or Stance.CONTRADICTS, why, 0.8, "fates")


def _launch_building(launch: Claim, built: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    who = launch.label or "the subject"
    lt, bt = launch.time, built.time
    if lt is not None and bt is not None and not lt.bound and not bt.bound:
        gap = bt.start.year - lt.start.year
        if gap >= 2:  # completed a year after the launch is common; built later is not
            stance = Stance.IN_TENSION if (lt.approx or bt.approx) and gap < 4 else None
            why = f"{who}: built in {bt.text}, after its launch in {lt.text}"
            return Finding(stance or Stance.CONTRADICTS, why, 0.8, "fates")
    if launch.place is not None and built.place is not None:
        if same_place(launch.place, built.place) is False:
            why = f"{who}: built at {built.place.label}, launched at {launch.place.label}"
            return Finding(Stance.CONTRADICTS, why, 0.7, "fates")
    return None


def building_note(names: NameIndex, entity: str) -> bool:
    """Is a place note a building or a work ("Trewint Methodist Chapel",
    "Pont de Kerlaz", "Brücke bei Wendorf"), not a town: a word of one of its
    names is a listed building kind (`nouns.py`)? It is in use when a still-clause
    uses it ("carts still crossed the bridge")."""
    import re

    from semnet.graph.judge.nouns import is_thing
    from semnet.graph.manuscript.names import fold

    words = [w for form in names.forms(entity) for w in re.findall(r"\w+", form)]
    for w in words:  # any of its names ("Colegio de San José", alias "St Joseph's School")
        f = fold(w)
        if (
            is_thing(f)
            or is_thing(f.removesuffix("s"))
            or f in _VENUES
            or (len(f) > 6 and f.endswith(_DE_ENDINGS))
        ):
            return True
    return False


# halls, galleries and houses a person performs, shows or lives in (folded),
# and the ends of German compounds of a building ("Tonhalle", "Wendelmühle")
_VENUES = words(
    "hall halls gallery studio house manor villa palace cathedral opera salle galerie atelier "
    "maison manoir palais cathedrale saal halle haus palast dom oper sala galeria estudio casa "
    "palacio catedral зал галерея мастерская усадьба дом дворец собор опера "
    # since round 23: the schools people study and teach at ("studied at the Kessler
    # Conservatory from 1899 to 1903" before it was founded)
    "conservatory conservatoire academy college university seminary institute lyceum gymnasium "
    "academie universite seminaire institut lycee konservatorium akademie hochschule "
    "universitat seminar lyzeum conservatorio academia colegio universidad seminario "
    "instituto liceo консерватория консерватории академия академии университет училище "
    "семинария гимназия институт лицей"
)
_DE_ENDINGS = ("brucke", "muhle", "kirche", "schule", "halle", "haus", "saal", "galerie")
