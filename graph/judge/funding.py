"""Who paid for a building or a work (since round 24): "Rybin paid for the
chapel", "built at Gusarov's expense", "aux frais de", "auf Rybins Kosten",
"con el dinero de Iván Gusárov", "pagó de su bolsillo la construcción",
"построена на средства купца Рыбина" — the thing's funder, one at a time:
another funder contradicts, the same agrees (`exclusive.py`). Read when a
statement names one place or glossary note and one person note (the
funder) beside a word of paying; "also", "partly" or two people name no one
funder.

Hand-written, small and per language: no offline library reads who paid."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import exclusive
from semnet.graph.judge.cues import words
from semnet.graph.judge.kindnames import note_of_word

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOT = "role:fund"
SLOTS = frozenset({SLOT})

# the phrases of paying for a thing (folded text, per language)
_PAID = {
    "en": r"\b(?:paid for|pays for|financed|funded"
    r"|at (?:[\w'’]+ ){0,3}expense|with (?:[\w'’]+ ){0,3}money)\b",
    "fr": r"\b(?:paya|paye|payee|financ\w+|aux frais|a ses frais|avec l'argent|de ses deniers)\b",
    "de": r"\b(?:bezahlte|bezahlt|finanzier\w+|auf (?:\w+ ){0,2}kosten|mit (?:\w+ ){0,2}geld)\b",
    "es": r"\b(?:pago|pagado|pagada|financi\w+|coste\w*|a expensas|con el dinero|de su bolsillo)\b",
    "ru": r"(?:оплатил\w*|профинансир\w+|финансир\w+"
    r"|на (?:\w+ ){0,1}(?:средства|деньги)|за (?:\w+ ){0,1}сч[её]т)",
}
# the making the money went to ("paid for the building of", "erbaut", "construcción"):
# without one, only a thing named right after the words of paying is what was paid for
_MAKING = words(
    "build built building construction erected erect bau baute erbaut errichtet gebaut "
    "construit construite construction bati batie eleve elevee construyo construccion "
    "construido construida levanto erigio построена построен построили постройка строительство "
    "возвели возведена"
)
# a funder beside another, or a part of the sum: no one funder
_SHARED = words(
    "also partly together jointly share auch teilweise gemeinsam aussi partiellement ensemble "
    "tambien parcialmente juntos также частично вместе"
)


def claims(r: Read) -> list[Claim]:
    """The thing's funder, when the statement names one thing and one person
    beside a word of paying."""
    rx = _PAID.get(r.lang)
    paid = re.search(rx, r.folded) if rx is not None and not r.denies else None
    if paid is None:
        return []
    ws = set(re.findall(r"\w+", r.folded))
    if ws & _SHARED:
        return []
    if not ws & _MAKING and not _named_near(r, paid.start(), paid.end()):
        return []  # "paid for his passage on the Hope": not the Hope
    things = [e for e, _ in r.entities("place") + r.entities("glossary")]
    if not things:  # "la construcción de la Transfiguración": a word of its name
        found = {note_of_word(t, r.names) for t in r.toks[1:]} - {None}
        things = [e for e in found if e is not None]
    people = r.entities("character")
    if len(things) != 1 or len(people) != 1:
        return []
    thing, (person, label) = things[0], people[0]
    return [
        r.claim(SLOT, subject=f"@{thing}", label=r.names.label(thing), status=label,
                anchor=f"@{person}", time=None)
    ]  # fmt: skip


def compare(ca: Claim, cb: Claim) -> Finding | None:
    if ca.slot != SLOT or cb.slot != SLOT:
        return None
    if ca.anchor == cb.anchor:
        ca = replace(ca, status=cb.status)  # one person, named two ways
    return exclusive.compare(ca, cb, "paid for by", "funding")


def _named_near(r: Read, start: int, end: int) -> bool:
    """Is a place or glossary note named within a few words of the words of
    paying, at `start`–`end` of the folded text ("paid for the chapel", "la
    chapelle Saint-Nicolas fut payée")?"""
    near = set(re.findall(r"\w+", r.folded[:start])[-6:] + re.findall(r"\w+", r.folded[end:])[:4])
    for first, last, e in r.mentions():
        if r.names.kind(e) in ("place", "glossary"):
            name = set(re.findall(r"\w+", " ".join(t.f for t in r.toks[first:last])))
            if name and name <= near:
                return True
    return False
