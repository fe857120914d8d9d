"""Where a movable thing is: "the portrait hangs in the library" against
"… hangs in the hall" (another room at the same time), "the bell is kept in
the museum" against "the bell still hangs in the tower".

A thing is a portrait, painting, bell, altarpiece, clock, statue or icon
(`nouns.py` concepts where listed) with the words that say whose or of what
it is ("the portrait of the marquis", "die alte Glocke von Wendorf",
"портрет генерала"), or a note that names it; its place is the first room
or building after a preposition of place. Hand-written, small and per
language (no offline library lists rooms across languages or tells a
verb's tense in five languages): the rooms, the verbs of hanging, keeping
and standing with their tense, the words of a change ("today", "until")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.nouns import concept_of
from semnet.graph.manuscript.names import morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

SLOTS = frozenset({"where"})

_MOVABLE = frozenset({"portrait", "bell", "altarpiece", "clock", "painting", "statue", "icon"})
# movable things and rooms `nouns.py` does not list (folded lemmas; Russian stems)
_EXTRA = {
    "painting": words("painting picture gemalde bild tableau peinture cuadro pintura картина"),
    "statue": words("statue estatua статуя"),
    "icon": words("icon ikone icone icono икона"),
    "hall": words("hall halle saal gartensaal festsaal rittersaal salle vestibulo зал"),
    "drawing_room": words("drawing-room salon parlour parlor salotto гостиная"),
    "dining_room": words("speisesaal speisezimmer comedor столовая"),
    "study": words("study arbeitszimmer bureau despacho кабинет"),
    "vestry": words("vestry sacristy sakristei sacristie sacristia ризница"),
    "attic": words("attic dachboden grenier desvan чердак"),
    "stairs": words("staircase treppenhaus escalier escalera лестница"),
}
_PHRASES = {"drawing room": "drawing_room", "dining room": "dining_room",
            "salle a manger": "dining_room", "grand salon": "drawing_room"}  # fmt: skip
_ROOMS = frozenset({"library", "museum", "tower", "belfry", "church", "chapel", "hall",
                    "drawing_room", "dining_room", "study", "vestry", "attic", "stairs",
                    "castle", "town_hall", "school"})  # fmt: skip
_AT = words("in im at inside dans au a en el в на во")
_OF = words("of the du de la l' l d des der die das von vom del el los las")
# the verbs of where a thing is, present and past (folded)
_NOW = words("""hangs is are stands lies rests remains hangt wird ist steht befindet liegt
    est pend trouve reste trone cuelga esta conserva guarda sigue encuentra es висит
    хранится находится стоит лежит""")
_THEN = words("""hung was were stood lay rested remained hing wurde war stand befand lag etait
    fut pendait trouvait restait tronait colgaba estaba conservaba guardaba seguia encontraba
    era fue висел висела висело хранился хранилась хранилось находился находилась стоял
    стояла""")
_WHERE = re.compile(
    r"\b(?:(?:is|was|ist|war|est|etait|esta|estaba)\s+(?:now\s+|still\s+|heute\s+|jetzt\s+|"
    r"noch\s+|toujours\s+|todavia\s+|ahora\s+)?(?:in|im|dans|au|en)\b|hangs?|hung|kept|housed|displayed|preserved|stands|stood|hangt|hing|aufbewahrt|befindet|"
    r"befand|steht|stand|trouve|trouvait|encuentra|encontraba|находит\w*|стоит|стоял\w*|"
    r"ausgestellt|accroche\w*|pend\w*|conserve\w*|expose\w*|cuelga|colgab\w*|colgad[oa]|"
    r"conserva\w*|guarda\w*|expuest[oa]|виси\w*|висел\w*|хранит\w*|хранил\w*)\b"
)
# a change of place is told: the other time is another
_CHANGE = re.compile(
    r"\b(?:today|now|until|till|heute|jetzt|bis|aujourd'hui|desormais|jusqu\w*|hoy|ahora|"
    r"hasta|сейчас|теперь|ныне|до)\b"
)


def _concept(t: Tok, lang: str) -> str | None:
    for lem in t.lem or (t.f,):
        c = concept_of(lem, lang)
        if c is None:
            c = next((k for k, ws in _EXTRA.items() if lem in ws), None)
        if c is None and lang == "de":
            c = next(
                (c for c in _ROOMS | _MOVABLE for w in _EXTRA.get(c, ()) if lem.endswith(w)), None
            )  # fmt: skip  "Heimatmuseum", "Gartensaal"
            c = c or (
                "museum" if lem.endswith("museum") else "tower" if lem.endswith("turm") else None
            )
        if c is not None:
            return c
    return None


def _thing(r: Read) -> tuple[str, int, int] | None:
    """The movable thing's key and token span."""
    toks = r.toks
    marks = {s: (e, ent) for s, e, ent in r.mentions()}
    for i, t in enumerate(toks):
        if t.kind != "w" or _concept(t, r.lang) not in _MOVABLE:
            continue
        for s, (e, ent) in marks.items():
            if s <= i < e:
                return f"@{ent}", s, e  # "the Penrose portrait"
        parts = [str(_concept(t, r.lang))]
        j, content, linked = i + 1, 0, r.lang == "ru"
        while j < len(toks) and content < 2:
            u = toks[j]
            if j in marks:
                parts.append(f"@{marks[j][1]}")
                j = marks[j][0]
                content, linked = content + 1, r.lang == "ru"
                while j < len(toks) and toks[j].f in ("'", "’", "s"):
                    j, linked = j + 1, True  # "the portrait of Anna's mother"
                continue
            if u.kind != "w" and u.f in ("'", "’"):
                j += 1
                continue
            if u.kind != "w" or _verb(u.f):
                break
            if u.f in _OF and r.lang != "ru":
                linked = True
            elif (
                (not linked and not (content and u.text[:1].isupper()))
                or u.f in _AT
                or (r.lang == "ru" and not _genitive(u))
            ):
                break  # "the bell still hangs", "колокол до сих пор"
            else:
                parts.append(_concept(u, r.lang) or u.f)
                content, linked = content + 1, r.lang == "ru"
            j += 1
        return "|".join(parts), i, j
    return None


def _verb(f: str) -> bool:
    return f in _NOW or f in _THEN or _WHERE.fullmatch(f) is not None


def _genitive(t: Tok) -> bool:
    """A Russian noun or adjective in the genitive ("портрет генерала")."""
    return any(
        p.tag.case == "gent" and p.tag.POS in ("NOUN", "ADJF") for p in morph_ru().parse(t.text)[:2]
    )


def _room(r: Read, span: tuple[int, int]) -> tuple[str | None, str | None]:
    """The first room (or building) after a preposition of place, and the
    note it belongs to or that is the place when no room is named."""
    toks, lang = r.toks, r.lang
    marks = {s: ent for s, _, ent in r.mentions()}
    folded = [t.f for t in toks]
    for i, t in enumerate(toks):
        if span[0] <= i < span[1] or t.kind != "w":
            continue
        pair = " ".join(folded[i : i + 2])
        triple = " ".join(folded[i : i + 3])
        room = _PHRASES.get(triple) or _PHRASES.get(pair) or _concept(t, lang)
        if room not in _ROOMS:
            continue
        while i + 1 < len(toks) and _concept(toks[i + 1], lang) in _ROOMS:
            i += 1  # "the church tower": the tower
            room = _concept(toks[i], lang)
        if any(f in _AT or f in _OF for f in folded[max(0, i - 3) : i]):
            owner = next(
                (marks[k] for k in range(i + 1, min(len(toks), i + 6)) if k in marks), None
            )
            return room, owner
    for i in range(len(toks)):
        before = [f for f in folded[max(0, i - 2) : i] if f not in _OF or f in _AT]
        if i in marks and not span[0] <= i < span[1] and before and before[-1] in _AT:
            return None, marks[i]  # "hangs at Carrow House"
    return None, None


def claims(r: Read) -> list[Claim]:
    if not _WHERE.search(r.folded):
        return []
    thing = _thing(r)
    if thing is None:
        return []
    key, start, end = thing
    verb = next((k for k in range(end, len(r.toks)) if _verb(r.toks[k].f)), end)
    room, owner = _room(r, (start, verb))
    if room is None and owner is None:
        return []
    verbs = [t.f for t in r.toks if t.f in _NOW or t.f in _THEN]
    tense = "then" if r.when is not None or (verbs and verbs[0] in _THEN) else "now"
    return [r.claim("where", subject=f"where:{r.lang if '|' in key and _local(key) else '*'}:{key}",
                    label=" ".join(t.text for t in r.toks[start:end]), status=room or "",
                    place=None, anchor=tense, time=r.when,
                    restricted=_CHANGE.search(r.folded) is not None,
                    places=frozenset({owner} if owner else ()))]  # fmt: skip


def _local(key: str) -> bool:
    """A key with a word of one language in it (not only concepts and notes)."""
    known = _MOVABLE | _ROOMS | {"church", "tower"}
    return any(not p.startswith("@") and p not in known and concept_of(p, "en") is None
               for p in key.split("|"))  # fmt: skip


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot or ca.subject != cb.subject:
        return None
    if ca.places and cb.places and not ca.places & cb.places:
        return None
    if not ca.status or not cb.status:
        if ca.status == cb.status:
            return Finding(Stance.AGREES, f"{ca.label}: in the same place", 0.6, "where")
        narrow = "a" if ca.status else "b"
        return Finding(Stance.QUALIFIES, f"{ca.label}: in {ca.status or cb.status} there", 0.6,
                       "where", narrow)  # fmt: skip
    if ca.time is not None and cb.time is not None:
        if ca.time.start.year != cb.time.start.year:
            return None
    elif ca.anchor != cb.anchor and (ca.restricted or cb.restricted):
        return None  # "until 1945 … in the hall" / "today … in the library"
    if ca.status == cb.status:
        if ca.anchor != cb.anchor:
            return None
        return Finding(Stance.AGREES, f"{ca.label}: in the {ca.status}", 0.6, "where")
    why = f"{ca.label}: in the {ca.status} / in the {cb.status}"
    if ca.anchor == cb.anchor == "now" or (ca.time is not None and cb.time is not None):
        return Finding(Stance.CONTRADICTS, why, 0.8, "where")
    return Finding(Stance.IN_TENSION, why + " (at times that may differ)", 0.55, "where")
