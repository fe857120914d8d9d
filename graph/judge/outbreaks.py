"""Where a happening began: "the fire of 1871 broke out in a bakery",
"l'incendie éclata dans une boulangerie", "der Brand brach in der Seilerei
aus", "el incendio se declaró en la cocina del hotel", "пожар начался в
пекарне". Two places with nothing in common contradict ("in a bakery" /
"in the rope-walk"); the same place agrees.

The place is what the words after the verb's "in" ("at", "dans", "im",
"en", "в", "на") name, up to the clause's end: notes, the concepts of
`nouns.py` (the same in every language), and in one language its other
nouns' lemmas. Two places are compared when they share no word, and across
languages only when every word is a note or a concept, or (since round 40)
when each names a concept ("in a salting warehouse" / "in the bakery"); an
unlisted noun alone is compared only with another of its language
("булочная" may be the bakery the other side names). Places that notes name
are compared only when both are things (glossary notes): a street and a
house on it are no two places. A person after the place is its owner ("in
the smithy of Tom Pike", since round 40): two owners who differ leave the
places apart. No library knows the verbs a fire or a flood breaks out with:
the lists are per language, by lemma (`happenings.START`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues, happenings, nouns
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOT = "outbreak:place"
SLOTS = frozenset({SLOT})

_AT = {
    "en": words("in at"),
    "fr": words("dans à au"),
    "de": words("in im auf"),
    "es": words("en"),
    "ru": words("в во на"),
}
# the fire said as its flames, the subject of the verb it breaks out with
_FLAMES = words("flames feu flammes fuego llamas feuer flammen огонь пламя")
# the end of the place's words: a clause's punctuation or its joining words
_STOP = frozenset({",", ";", ":", "(", ")", "—", "–", "."})
_THING = ("glossary",)
# the particle of a German verb at the clause's end ("brach in der Seilerei aus")
_PARTICLES = words("aus an")


def claims(r: Read) -> list[Claim]:
    """The place the statement's happening began at, when the happening is
    its subject."""
    toks = r.toks
    start = next(
        (i for i, t in enumerate(toks) if t.is_(happenings.START.get(r.lang, frozenset()))), None
    )
    if start is None or any(t.is_word and t.f in cues.NEGATION.get(r.lang, ()) for t in toks):
        return []
    got = happenings.named_in(r.toks, r.lang, r.names)
    key = got[0] if got is not None and r.main.key == got[0] else None
    flames = next((i for i in (0, *range(max(0, start - 3), start)) if toks[i].is_(_FLAMES)), None)
    if key is None and flames is not None:
        key = happenings.resolve(toks, "fire", None, flames, r.names)  # "Le feu éclata dans …"
    if key is None:
        return []
    at = next(
        (i for i in range(start + 1, min(start + 4, len(toks)))
         if toks[i].is_word and toks[i].f in _AT.get(r.lang, frozenset())),
        None,
    )  # fmt: skip
    if at is None:
        return []
    place = _place(r, at + 1)
    if not place:
        return []
    label = r.main.label if key == r.main.key else r.names.label(key[1:]) if key[0] == "@" else key
    return [r.claim(SLOT, subject=key, label=label, status="|".join(place))]


def _place(r: Read, k: int) -> list[str]:
    """The words of the place from token k: things' notes ("@id"), places'
    notes ("^id"), concepts, and other nouns as "lang:lemma", then the person
    it belongs to ("~id"); empty when it is a time ("in the night") or a
    person ("at Tom Pike's")."""
    toks = r.toks
    marks = {s: (e, ent) for s, e, ent in r.mentions()}
    out: list[str] = []
    stop = cues.STOPWORDS.get(r.lang, frozenset())
    end = min(len(toks), k + 8)
    while k < end:
        t = toks[k]
        if (t.kind == "p" and t.text in _STOP) or t.is_(cues.COORDINATORS):
            break
        if k in marks:
            e, ent = marks[k]
            kind = r.names.kind(ent)
            if kind == "character":
                if not out:
                    return []  # "broke out at Tom Pike's"
                out.append(f"~{ent}")  # "in the smithy of Tom Pike": its owner (round 40)
                break
            out.append(f"@{ent}" if kind in _THING else f"^{ent}")  # a thing; a place
            k = e
            continue
        if t.time is not None or t.kind in ("t", "n", "q") or t.is_(cues.TIME_NOUNS):
            if not out:
                return []  # "broke out in 1871", "in the night"
            break
        if t.is_word and t.f not in stop and t.f not in _PARTICLES and not t.is_(nouns.EPITHETS):
            nxt = toks[k + 1] if k + 1 < len(toks) else None
            pair = next(
                (c for x in t.lem for y in (nxt.lem if nxt else ())
                 if (c := nouns.pair_concept(x, y, r.lang))),
                None,
            )  # fmt: skip
            concept = pair or next((c for x in t.lem if (c := nouns.concept_of(x, r.lang))), None)
            out.append(concept or f"{r.lang}:{t.lem[-1] if t.lem else t.f}")
            k += 1 if pair else 0
        k += 1
    return out


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """The same place agrees; two places with no word in common contradict
    (in one language, or when every word is a note or a concept)."""
    from semnet.graph.judge.compare import Finding

    if ca.slot != SLOT or cb.slot != SLOT or ca.subject != cb.subject:
        return None
    pa, pb = (ca.status or "").split("|"), (cb.status or "").split("|")
    said = f"{ca.label}: began at"
    owners = [{w for w in p if w.startswith("~")} for p in (pa, pb)]
    if all(owners) and not owners[0] & owners[1]:
        return None  # "the smithy of Tom Pike" / "the smithy of Ned Gale"
    if pa[0] == pb[0]:
        return Finding(Stance.AGREES, f"{said} the same place", 0.7, "outbreaks")
    if set(pa) & set(pb):
        return None  # "in the kitchen of the hotel" / "in the hotel"
    notes = [w for w in (pa[0], pb[0]) if w[:1] in "@^"]
    if len(notes) == 1 or any(w.startswith("^") for w in notes):
        return None  # a note against a noun; a street against a house on it
    unlisted = [any(":" in w for w in p) for p in (pa, pb)]
    listed = [{w for w in p if w[:1] not in "@^" and ":" not in w} for p in (pa, pb)]
    if any(unlisted) and (ca.lang != cb.lang or not all(unlisted)) and not all(listed):
        return None  # an unlisted noun in two languages, or against a listed one
    return Finding(Stance.CONTRADICTS, f"{said} different places", 0.75, "outbreaks")
