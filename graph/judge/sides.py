"""Where a thing lies relative to another: north or south, east or west of
it, upstream or downstream, on its left or right bank ("north of the Fal",
"südlich der Warnow", "en amont de Kerlaz", "al sur del Duero", "к северу
от Оки", "на левом берегу"), and since round 31 inside a place note or out
of it ("in the middle of Hollbrück", "stood in Hollbrück" / "far outside
Hollbrück", "loin de", "вдали от"). Opposite sides of the same reference
contradict, the same side agrees; the centre narrows "in" (qualifies).

Hand-written, small and per language (no offline library lists them): the
words of the four directions, of upstream and downstream and of the two
banks, and the words that may stand between them and the reference."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.base import Stance
from semnet.graph.judge.claims import Place
from semnet.graph.judge.cues import words
from semnet.graph.judge.nouns import concept_of, np_key, np_words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

SLOTS = frozenset({"side"})


def _table(spec: dict[str, str]) -> dict[str, str]:
    return {w: side for side, text in spec.items() for w in words(text)}


# (folded forms and lemmas) → axis:side
_DIRECTION = _table({
    "ns:north": "north northern northward nordlich norden nordufer nordseite nord norte "
                "севернее север северныи",
    "ns:south": "south southern southward sudlich suden sudufer sudseite sud sur "
                "южнее юг южныи",
    "ew:east": "east eastern eastward ostlich osten ostufer ostseite est este востока восточнее "
               "восток восточныи",
    "ew:west": "west western westward westlich westen westufer westseite ouest oeste "
               "западнее запад западныи",
    "stream:up": "upstream upriver flussaufwarts stromaufwarts amont",
    "stream:down": "downstream downriver flussabwarts stromabwarts aval",
    # since round 36: above or below it ("above the spring", "oberhalb der Quelle",
    # "au-dessus de la source", "encima del manantial"; Russian "выше" is a comparison)
    "vt:above": "above oberhalb au-dessus dessus encima",
    "vt:below": "below beneath unterhalb au-dessous dessous debajo",
})  # fmt: skip
# French "est" and Spanish "este" are also "is" and "this": only after these
_AMBIGUOUS = {"est": words("l rive cote"), "este": words("al del margen lado orilla zona")}
# two-word sides: "río arriba", "aguas abajo", "left bank", "rive gauche"
_BANK = words("bank banks ufer rive margen orilla берегу берег")
_LEFT = words("left linken linke linkes gauche izquierda левом левыи левыи")
_RIGHT = words("right rechten rechte rechtes droite derecha правом правыи")
_RIVER_UP = {("rio", "arriba"), ("aguas", "arriba"), ("rio", "abajo"), ("aguas", "abajo")}
# between the side and its reference
_BETWEEN = words("of the from von der des dem vom de du la l d del al от к a side seite in im "
                 "cote lado по течению bank ufer rive margen orilla берегу")  # fmt: skip
_RU_FLOW = words("выше ниже")  # "выше по течению": upstream


# since round 31: inside a place or out of it ("in the middle of Hollbrück", "mitten in",
# "au centre de", "en el centro de", "в самом центре"; "far from", "outside", "außerhalb",
# "loin de", "fuera de", "вдали от"), and a plain "in" after a verb of lying ("stood in
# Hollbrück"): inside and outside one place note contradict
_CENTRE = words("middle centre center heart mitten zentrum milieu cœur coeur centro medio центре "
                "посреди середине")  # fmt: skip
_INSIDE = words("inside within innerhalb dentro внутри") | _CENTRE
_OUTSIDE = words("outside far away ausserhalb weit fern loin hors dehors lejos fuera вдали "
                 "далеко вне пределами")  # fmt: skip
_IN = words("in im dans en в")
_TRIGGERS = (
    frozenset(_DIRECTION) | _LEFT | _RIGHT | _RU_FLOW | {"rio", "aguas"} | _INSIDE | _OUTSIDE
)


def _lemmas(t: Tok) -> tuple[str, ...]:
    return (t.f, *t.lem)


def _side_at(r: Read, k: int) -> tuple[str, int] | None:
    """(axis:side, index past the side's words) at token k."""
    toks = r.toks
    t = toks[k]
    prev = toks[k - 1].f if k else ""
    nxt = toks[k + 1].f if k + 1 < len(toks) else ""
    if (t.f in _AMBIGUOUS and prev not in _AMBIGUOUS[t.f]) or (r.lang, t.f) == ("fr", "sur"):
        return None
    if (t.f, nxt) in _RIVER_UP:
        return ("stream:up" if nxt == "arriba" else "stream:down"), k + 2
    if t.f in _RU_FLOW and any(u.f == "течению" for u in toks[k + 1 : k + 6]):
        return ("stream:up" if t.f == "выше" else "stream:down"), k + 1
    if t.f in _INSIDE or t.f in _OUTSIDE:
        side = "centre" if t.f in _CENTRE else "in" if t.f in _INSIDE else "out"
        return f"inout:{side}", k + 1
    if t.f in _IN and k and _lies(toks[k - 1]):
        return "inout:in", k + 1  # "stood in Hollbrück"
    if t.f in _LEFT | _RIGHT:
        near = {u.f for u in toks[max(0, k - 1) : k + 2]}
        if near & _BANK:
            return ("bank:left" if t.f in _LEFT else "bank:right"), k + 1
        return None
    hit = next((_DIRECTION[w] for w in _lemmas(t) if w in _DIRECTION), None)
    if hit is None or prev in _DIRECTION:
        return None  # the second half of "north-east" (the hyphen is no token)
    if nxt in _DIRECTION and _DIRECTION[nxt].startswith("ew:") and hit.startswith("ns:"):
        return f"{hit}+{_DIRECTION[nxt]}", k + 2
    return hit, k + 1


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    if r.main.kind == "character":
        return []
    neg = cues.NEGATION.get(r.lang, frozenset())
    if any(t.f in neg for t in r.toks) or not any(
        w in _TRIGGERS or (w in _IN and k > 0 and _lies(r.toks[k - 1]))
        for k, t in enumerate(r.toks)
        for w in _lemmas(t)
    ):
        return []
    marks = r.mentions()
    starts = {s: (e, end) for s, end, e in marks}
    out: list[Claim] = []
    for k, t in enumerate(r.toks):
        if not t.is_word:
            continue
        got = _side_at(r, k)
        if got is None:
            continue
        side, j = got
        at = j
        while j < len(r.toks) and j not in starts and r.toks[j].f in _BETWEEN and j < k + 6:
            j += 1
        if j >= len(r.toks) or (j == at and r.lang != "ru" and not side.startswith("inout")):
            continue  # "the north tower": a name, not a side
        if side.startswith("inout") and (j not in starts or r.names.kind(starts[j][0]) != "place"):
            continue  # inside or out of a place note only
        if j in starts:
            ref, ref_end = f"@{starts[j][0]}", starts[j][1]
            ref_label = r.names.label(starts[j][0]) or r.toks[j].text
        else:
            tj = r.toks[j]
            concept = next((c for w in _lemmas(tj) if (c := concept_of(w, r.lang))), None)
            if concept is None:
                continue
            ref, ref_end, ref_label = np_key([concept], "*"), j + 1, tj.text
        subject = _subject(r, ref, set(range(k, ref_end)), marks)
        if subject is None:
            continue
        when = r.when if side.startswith("inout") else None  # (a thing moved in or out)
        for one in side.split("+"):
            key, anchor, one = _oriented(subject[0], ref, one)
            # the label of what lies there and, as the claim's place, of what it is
            # placed against, in the order the claim keeps (since round 36 the reason
            # said "inn: south vs north of glossary/inn.md")
            label, other = (subject[1], ref_label) if key == subject[0] else (ref_label, subject[1])
            out.append(r.claim("side", subject=key, label=label, status=one, anchor=anchor,
                               place=Place(anchor, other), time=when))  # fmt: skip
    return out


_OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east",
             "up": "down", "down": "up", "above": "below", "below": "above"}  # fmt: skip


def _oriented(subject: str, ref: str, side: str) -> tuple[str, str, str]:
    """One order for two places or things: "Lorsch lies north of Halebridge"
    is "Halebridge lies south of Lorsch" (a bank has no inverse)."""
    axis, _, value = side.partition(":")
    if axis in ("bank", "inout") or subject < ref:
        return subject, ref, side
    return ref, subject, f"{axis}:{_OPPOSITE[value]}"


# verbs of lying somewhere, kept out of a subject's noun phrase
_LIES = words("lie lay stand be trouver situer dresser etendre elever etre befinden liegen "
              "stehen erheben sein encontrar ubicar situar hallar alzar estar quedar levantar "
              "находиться располагаться стоять лежать быть alza se")  # fmt: skip


def _lies(t: Tok) -> bool:
    return any(w in _LIES for w in _lemmas(t))


def _main(r: Read, ref: str) -> str:
    """The main subject without the verb, side words and reference a noun
    phrase took in ("Polwenna lies north of the Fal" → Polwenna)."""
    key = r.main.key
    if not key.startswith("np:"):
        return key
    parts = np_words(key)
    theirs = np_words(ref) if ref.startswith("np:") else {ref}
    kept = [w for w in parts if w not in _LIES and w not in _DIRECTION and w not in theirs]
    if not kept:
        return ref  # "Al oeste del Tamar …": the phrase is fronted
    if len(kept) == len(parts):
        return key
    if len(kept) == 1 and kept[0].startswith("@"):
        return kept[0]
    concepts = [w if w.startswith("@") else concept_of(w, r.lang) for w in kept]
    if all(concepts):
        return np_key([c for c in concepts if c], "*")
    return np_key(kept, r.lang)


def _subject(
    r: Read, ref: str, phrase: set[int], marks: list[tuple[int, int, str]]
) -> tuple[str, str] | None:
    """What lies there: the main subject, or — when the side phrase is
    fronted and the main subject is its reference ("Westlich von Wendorf
    liegt der Friedhof") — the thing named after it."""
    main = _main(r, ref)
    if main != ref:
        return main, r.main.label
    for s, _, e in marks:
        if s not in phrase and f"@{e}" != ref:
            return f"@{e}", r.names.label(e)
    skip = cues.function_words() | _LIES
    after = max(phrase) + 1
    rest = [t for t in r.toks[after:] + r.toks[: min(phrase)] if t.is_word and t.f not in skip]
    rest = [t for t in rest if not any(w in skip for w in t.lem)]
    for t in rest:
        concept = next((c for w in _lemmas(t) if (c := concept_of(w, r.lang))), None)
        if concept is not None:
            return np_key([concept], "*"), t.text
    if rest:
        return np_key([rest[0].lem[-1] if rest[0].lem else rest[0].f], r.lang), rest[0].text
    return None


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot or ca.anchor != cb.anchor:
        return None
    axa, _, sa = (ca.status or "").partition(":")
    axb, _, sb = (cb.status or "").partition(":")
    if axa != axb:
        return None
    if ca.time is not None and cb.time is not None and not ca.time.overlaps(cb.time):
        return None  # inside in one year, outside in another: moved
    ref = ca.place.label if ca.place is not None else (ca.anchor or "").lstrip("@")
    if {sa, sb} == {"in", "centre"}:  # "in the centre of X" narrows "in X"
        why = f"{ca.label}: in {ref}, at its centre on one side"
        return Finding(Stance.QUALIFIES, why, 0.6, "side", "a" if sa == "centre" else "b")
    if sa == sb:
        return Finding(Stance.AGREES, f"{ca.label}: {sa} of the same place", 0.7, "side")
    return Finding(Stance.CONTRADICTS, f"{ca.label}: {sa} vs {sb} of {ref}", 0.8, "side")
