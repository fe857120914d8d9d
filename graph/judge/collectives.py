"""A count said of a body's collective is the body's own count (since round
41): "the workforce of the Orme Mill numbered 400 men", "die Belegschaft der
Orme-Mühle zählte 400 Mann", "la plantilla del molino", "штат мельницы
превышал 400 человек" are the mill's workers, as "the mill employed 400
men" is; "the fleet of the Orme Company numbered seven steamers", "la
flotte de la compagnie", "флот компании" are the company's ships; "la
garnison de la forteresse comptait 1 800 hommes" the fortress's men.

Hand-written (no library lists them): the nouns of a workforce, a fleet and
a garrison in the five languages, folded, as `rel:` keys hold them."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import kindnames
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.manuscript.names import NameIndex

WORKFORCE = words(
    "workforce staff personnel payroll belegschaft personal arbeiterschaft lohnliste "
    "effectif effectifs plantilla штат персонал"
)
FLEET = words("fleet flotte flottille flota flotilla флот флотилия")
# a fortress's garrison: its soldiers are the fortress's ("a garrison of 2,800 men")
GARRISON = words("garrison garnison guarnicion гарнизон")
# what a workforce is counted in: its people ("400 men", "400 Mann", "400 человек")
_PEOPLE = frozenset({"people", "man", "worker", "person"})


def owned(claims: list[Claim], names: NameIndex) -> list[Claim]:
    """Counts of a note's workforce, fleet or garrison made the note's own."""
    out: list[Claim] = []
    for c in claims:
        head, _, owner = c.subject.removeprefix("rel:").partition("@")
        if c.slot != "count" or c.qty is None or not c.subject.startswith("rel:") or not owner:
            out.append(c)
            continue
        if head in WORKFORCE and c.qty.unit in _PEOPLE:
            qty = replace(c.qty, unit="worker")
            c = replace(c, subject=f"@{owner}", label=names.label(owner), qty=qty, status="worker")
        elif head in FLEET or head in GARRISON:
            c = replace(c, subject=f"@{owner}", label=names.label(owner))
        out.append(c)
    return [_members(c, names) for c in out]


# the bodies whose people are their members, as `nouns.py` concepts
_BODIES = frozenset({"association", "guild", "cooperative", "choir"})
_HEADS = frozenset({"people", "man", "person"})


def _members(c: Claim, names: NameIndex) -> Claim:
    """The people a guild, an association, a cooperative or a choir counts
    are its members (since round 45: "в гильдии состояло 112 человек" / "the
    guild had 212 members")."""
    if c.slot != "count" or c.qty is None or c.qty.unit.rpartition(":")[2] not in _HEADS:
        return c  # ("Personen": "de:person")
    if not c.subject.startswith("@") or not kindnames.note_kinds(c.subject[1:], names) & _BODIES:
        return c
    return replace(c, status="member", qty=replace(c.qty, unit="member"))
