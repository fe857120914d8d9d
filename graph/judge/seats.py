"""Where a firm, a society or an office has its seat, and where a place
stands (below): "Trevail & Sons had its offices in Penzance" against "The
firm's headquarters were in Truro", "Die Reederei hatte ihren Sitz in
Husum" against "… saß in Hamburg", "Le siège de la conserverie était à
Douarnenez", "La sede de la empresa estaba en Vigo",
"Контора товарищества находилась в Онеге": one seat at a time, so two towns
contradict and one agrees; two times or a change ("until", "moved") are
nothing.

A seat is said by a seat noun (headquarters, Sitz, siège, sede, контора),
"based in", "ansässig", "radicaba", German "saß", or — of a glossary note,
in Russian — "находилось в"; its town is the run of capitalised words after
the next preposition of place, the same town in another language by
`places.resolve`, else by its script-free sketch. Hand-written, small and per
language: no library lists the words of a firm's seat in five languages.

A place note's site (since round 14) is said by a verb of being or standing
right after its name ("The Greyfriars Gallery was in Manchester", "Die
Galerie Vautrin lag in Brüssel", "La Galerie Vautrin se trouvait rue
Laffitte, à Paris", "Галерея находилась в Брюсселе", "El teatro estaba en
Vigo"): a building stands in one town, so two towns of other countries, or
two towns of one country that are no region's names, contradict; the same
town, or a town and its country, agree; a town no library knows says
nothing (it may be a street or a quarter of the other).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import places
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import fold, skeleton

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"seat", "site"})
# verbs of being or standing somewhere, right after a place's name (folded)
STANDS = words(
    "is was stands stood lies lay sits sat located situated est etait trouve trouvait trouva "
    "situe situee eleve elevait dresse dressait ist war liegt lag steht stand befindet befand "
    "esta estaba encuentra encontraba halla hallaba alza alzaba situado situada ubicado ubicada "
    "находится находился находилась находилось стоит стоял стояла стояло расположен "
    "располагался располагалась был была было"
)

# nouns of a seat (folded)
SEAT_NOUNS = words(
    "headquarters offices office seat siege bureaux sitz hauptsitz firmensitz stammsitz "
    "kontor sede oficinas контора правление штаб-квартира"
)
# verbs and adjectives of having one's seat (folded; Russian stems)
_BASED = words("based headquartered ansassig sass domiciliee domicilie radicaba radicada radica")
_RU_LOCATED = ("находил", "располагал", "размещал")
# prepositions of place before the town (folded)
_IN = words("in at a en au dans im в во")
# words of a change of seat: a seat then, another now, is no conflict
_CHANGE = re.compile(
    r"\b(?:until|moved|later|bis|zog|verlegt|jusqu|transfere|demenage|hasta|traslad|"
    r"до|перенес|переехал)"
)


def _trigger(r: Read) -> int | None:
    """Where the words of a seat are in the statement."""
    for k, t in enumerate(r.toks):
        if t.kind != "w":
            continue
        if t.f in SEAT_NOUNS or t.f in _BASED:
            return k
        if r.lang == "ru" and r.main.kind == "glossary" and t.f.startswith(_RU_LOCATED):
            return k
    return None


def _town(r: Read, k: int) -> tuple[str, str] | None:
    """The town after the next preposition of place: its key and label."""
    toks = r.toks
    for j in range(k + 1, len(toks) - 1):
        if toks[j].kind != "w" or toks[j].f not in _IN:
            continue
        run = []
        for t in toks[j + 1 :]:
            if t.kind != "w" or not t.cap:
                break
            run.append(t.text)
        if not run:
            return None
        from semnet.graph.judge.claims import place_key

        name = " ".join(run)
        known = places.resolve(place_key(name, r.lang))
        if known is not None:
            return f"{known[0]}:{known[1]}", name
        from semnet.graph.judge.claims import place_key as key_of

        return "~" + "".join(skeleton(w) for w in key_of(name, r.lang).split()), name
    return None


def _site(r: Read) -> list[Claim]:
    """ "The Greyfriars Gallery was in Manchester": a place note's town."""
    m = r.main
    if m.kind != "place" or m.start > 1 or not m.key.startswith("@") or m.end >= len(r.toks):
        return []
    k = m.end + (r.toks[m.end].f in ("se", "sich", "s"))  # "se trouvait", "befand sich"
    if k >= len(r.toks) or r.toks[k].kind != "w" or r.toks[k].f not in STANDS:
        return []
    town = _town(r, k)
    if town is None or town[0].startswith("~"):
        return []
    return [r.claim("site", status=town[0], anchor=town[1], time=r.when,
                    restricted=_CHANGE.search(r.folded) is not None)]  # fmt: skip


def _sites(ca: Claim, cb: Claim) -> Finding | None:
    """Two towns a place stands in: see the module's docstring."""
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.regions import countries_of

    a, b = ca.status or "", cb.status or ""
    kind_a, _, code_a = a.partition(":")
    kind_b, _, code_b = b.partition(":")
    land_a, land_b = code_a.rsplit(":", 1)[-1], code_b.rsplit(":", 1)[-1]
    if a == b or (land_a == land_b and "country" in (kind_a, kind_b)):
        return Finding(Stance.AGREES, f"{ca.label}: in {ca.anchor}", 0.7, "site")
    elsewhere = any(  # "Cornwall" is an English county before a town of Ontario
        (lands := countries_of(fold(c.anchor or ""))) and land not in lands
        for c, land in ((ca, land_a), (cb, land_b))
    )
    if kind_a != "city" or kind_b != "city" or elsewhere:
        return None
    why = f"{ca.label}: in {ca.anchor} vs {cb.anchor}"
    return Finding(Stance.CONTRADICTS, why, 0.75, "site")


def claims(r: Read) -> list[Claim]:
    if r.main.kind == "character":
        return []
    site = _site(r)
    if site:
        return site
    k = _trigger(r)
    if k is None:
        return []
    town = _town(r, k)
    if town is None:
        return []
    key, label = town
    return [r.claim("seat", status=key, anchor=label, time=r.when,
                    restricted=_CHANGE.search(r.folded) is not None)]  # fmt: skip


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot or ca.subject != cb.subject:
        return None
    if ca.time is not None and cb.time is not None and not ca.time.overlaps(cb.time):
        return None
    if ca.slot == "site":
        if ca.restricted or cb.restricted or (ca.time is None) != (cb.time is None):
            return None  # a site then, another after a move
        return _sites(ca, cb)
    if ca.status == cb.status:
        return Finding(Stance.AGREES, f"{ca.label}: its seat in {ca.anchor}", 0.7, "seat")
    if ca.restricted or cb.restricted or (ca.time is None) != (cb.time is None):
        return None  # a seat then, another after a move
    why = f"{ca.label}: its seat in {ca.anchor} vs {cb.anchor}"
    return Finding(Stance.CONTRADICTS, why, 0.75, "seat")
