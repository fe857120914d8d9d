"""A noun phrase made of one place or glossary note and one or two words no
list knows, read as that note for its one-time events, its makers and owners and
its use: "le roman Les Brisants fut écrit par …" (a kind no list holds
before the name), "1850 fuhren noch Fuhrwerke über die Brücke bei Wendorf"
(the carts read as the subject: the bridge in use), "Les Brisants furent
écrits par …" (a verb read into the phrase); and, since the round's review,
a note's relation by a noun no list knows ("la construction du dépôt fut
achevée en 1880": `rel:construction@…`; a listed part, "the mill's wheel",
stays its own). The phrase's claims stay
under its own key too; its other slots (measures, counts, materials,
storeys) stay the phrase's, since a part no list knows ("the cottage next
to Gull Cottage", "the smelter stack", "пристройка к дому") has its own.
Measured in round 27 on the read and blind sets before it was kept: the
other slots lost as many pairs as they gained, these none; the relations
gained three blind contradictions and moved no read pair; two words (not
one), with denied claims left the phrase's, gained two blind pairs and a
read one.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import nouns

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.manuscript.names import NameIndex

# the slots a phrase of one note gives that note too
_LIFTED = ("ev:", "role:", "antonym", "in_use")


def owner_claims(claims: list[Claim], names: NameIndex) -> list[Claim]:
    """The claims, with those of a phrase of one note and one or two unlisted
    words also said of the note (not a denied one: "wrote for the Review up
    to the quarrel … and not a line after" is no denial of the Review's)."""
    out = list(claims)
    for c in claims:
        if not c.slot.startswith(_LIFTED) or c.negated:
            continue
        if c.subject.startswith("rel:"):  # "la construction du pont", "le numéro du Messager"
            head, _, owner = c.subject[4:].partition("@")
            if nouns.is_thing(head):
                continue  # a part a list knows ("rel:wheel@mill"): its own
            lang, parts = c.lang, [head, f"@{owner}"]
        elif c.subject.startswith("np:"):
            lang = nouns.np_lang(c.subject)
            parts = c.subject.split(":", 2)[2].split("|")
        else:
            continue
        ents = [p for p in parts if p.startswith("@")]
        rest = [p for p in parts if not p.startswith("@")]
        if len(ents) != 1 or not 0 < len(rest) <= 2 or lang == "*":
            continue  # three words: a phrase of its own
        if not all(w.isalpha() for w in rest):
            continue  # "3rd|@brewery": a share
        ent = ents[0][1:]
        kind = names.kind(ent)
        if kind not in ("place", "glossary") or any(nouns.concept_of(w, lang) for w in rest):
            continue  # a person's; a listed part or kind ("the tower of …") is `nouns.py`'s
        out.append(replace(c, subject=ents[0], label=names.label(ent), subject_kind=kind))
    return out
