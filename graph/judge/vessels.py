"""What kind of vessel a ship is, named by its kind: its propulsion (sail,
steam, motor), its rig (schooner, brig, barque …) and its number of masts
("the steamer" against "a three-masted schooner", "ein Raddampfer" against
"ein Dreimastschoner", "пароход" against "трёхмачтовая шхуна").

A kind counts when it is said of the statement's subject (not a person): the
kind word before the ship's name ("the schooner Ellen"), after a copula
("was a brig", "war ein Dampfer", "était un vapeur", "era una goleta", "была
шхуной") or in an apposition right after the name ("the Ellen, a schooner,
…"). A statement that names both sail and steam ("a steam schooner", "an
auxiliary barque") reads no propulsion. The words are hand-written per
language: no library classifies sailing rigs and steamers.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.text import Tok

SLOT = "vessel"

# rig words (folded forms and lemmas) -> rig; each is a sailing vessel
_RIGS: dict[str, str] = {
    fold(w): rig
    for rig, ws in {
        "schooner": "schooner schooners schoner goelette goelettes goleta goletas шхуна шхуны "
        "шхуной шхуну",
        "brig": "brig brigs brigg brick bergantin bergantín бриг бригом брига",
        "brigantine": "brigantine brigantin brigantino бригантина бригантиной",
        "barque": "barque bark barken bricbarca барк барком барка",
        "barquentine": "barquentine barkentine barkentin barquentin баркентина баркентиной",
        "ketch": "ketch ketsch queche кеч",
        "cutter": "cutter kutter cotre cuter cúter куттер",
        "sloop": "sloop slup balandro шлюп шлюпом",
        "lugger": "lugger logger lougre lugre люгер люгером",
        "clipper": "clipper klipper cliper clíper клипер клипером",
        "ship": "vollschiff",
    }.items()
    for w in ws.split()
}
# rig words of one language only: elsewhere they mean something else
_ONLY = {"brick": ("fr",), "bark": ("en", "de"), "barken": ("de",)}
# German compounds end in the rig: "Dreimastschoner", "Toppsegelschoner"
_DE_RIG_ENDS = (("schoner", "schooner"), ("brigg", "brig"), ("bark", "barque"))
# steam and motor vessels
_STEAM = words(
    "steamer steamers steamship steamboat dampfer dampfschiff vapeur vapeurs steamer vapor "
    "пароход пароходом парохода пароходе"
)
_DE_STEAM_ENDS = ("dampfer", "dampfschiff")
_MOTOR = words("motorship motorschiff motonave теплоход теплоходом")
# words that make a sailing rig auxiliary (steam and sail at once)
_MIXED = words("auxiliary steam hilfsmotor dampf mixte auxiliar паровой паровая")
# copulas after which a kind is said of the subject
_COPULA = words(
    "was is were became war ist wurde était etait est fut devint era es fue была был было "
    "являлся являлась стал стала"
)
_ARTICLE = words("a an the ein eine einen un une el la una le der die das")
# number words of masts (2 to 5), with Russian compound stems
_NUM = {
    fold(w): n
    for n, ws in {
        2: "two zwei deux dos двух двумя две два zweimast",
        3: "three drei trois tres трех трёх тремя три dreimast",
        4: "four vier quatre cuatro четырех четырёх четырьмя четыре viermast",
        5: "five fünf funf cinq cinco пяти пятью пять fünfmast funfmast",
    }.items()
    for w in ws.split()
}
_MAST = re.compile(r"^(mast|masted|masts|masten|mats|mat|palos|mastiles|мачт)")
_RU_MASTS = re.compile(r"^(двух|трех|трёх|четырех|четырёх|пяти)мачтов")
_DE_MASTS = re.compile(r"^(zwei|drei|vier|funf)mast")


def _kind(f: str, lang: str) -> tuple[str, str] | None:
    """(propulsion, rig) a folded word names."""
    if lang not in _ONLY.get(f, (lang,)):
        return None  # "brick" is a French brig, an English wall
    if f in _RIGS:
        return "sail", _RIGS[f]
    if f in _STEAM:
        return "steam", ""
    if f in _MOTOR:
        return "motor", ""
    if lang == "de":
        for end, rig in _DE_RIG_ENDS:
            if f.endswith(end) and len(f) > len(end) + 3:
                return "sail", rig
        if f.endswith(_DE_STEAM_ENDS):
            return "steam", ""
    return None


def _masts(toks: list[Tok], k: int) -> int | None:
    """The number of masts said near the kind word at k."""
    lo, hi = max(0, k - 4), min(len(toks), k + 5)
    for j in range(lo, hi):
        t = toks[j]
        f = t.f
        q = re.match(r"^(\d)\s+(\S+)$", t.text) if t.kind == "q" else None
        if q and _MAST.match(fold(q.group(2))):
            return int(q.group(1))  # "3 masts", "3 palos": a counted noun
        m = _RU_MASTS.match(f) or _DE_MASTS.match(f)
        if m:
            return _NUM.get(fold(m.group(1)))
        if _MAST.match(f) and j > 0:
            prev = toks[j - 1]
            n = _NUM.get(prev.f) if prev.kind == "w" else None
            if n is None and prev.text.isdigit():
                n = int(prev.text)
            if n is not None:
                return n
    return None


def _said_of_subject(x: _Extractor, k: int) -> bool:
    toks, span = x.toks, x.subj_span
    if k in span or (span and k + 1 == span.start) or (span and k + 2 == span.start):
        return True  # "the schooner Ellen", "шхуна «Чайка»"
    if span and k < span.stop:
        return False
    start = span.stop if span else 0  # a clause of the subject's: "…, was a paddle steamer"
    between = [t for t in toks[start:k] if t.kind in ("w", "p", "q")]
    if len(between) > 5:
        return False
    if between and between[0].kind == "p" and between[0].text == ",":
        return all(_modifier(t) for t in between[1:])  # "the Ellen, a three-masted schooner"
    cop = next((j for j, t in enumerate(between) if t.kind == "w" and t.f in _COPULA), None)
    return cop is not None and all(_modifier(t) for t in between[cop + 1 :])


def _modifier(t: Tok) -> bool:
    """A word that may stand between a copula and a vessel's kind: an article,
    a number, masts, a material, an adjective — not a verb ("was towing a
    brig", "which rescued a schooner")."""
    if t.kind == "q":
        return True
    if t.kind != "w" or t.f in _COPULA:
        return False
    if t.f in _ARTICLE or t.f in _NUM or _MAST.match(t.f) or _material_word(t.f):
        return True
    verbal = ("ing", "ed", "ait", "aba", "ia", "л", "ла", "ло", "ли")  # folded verb endings
    return not t.f.endswith(verbal) and t.f not in _VERBLIKE


# words of a clause that make the vessel after them an object, not a kind
_VERBLIKE = words("which that who der die das qui que que который которая которое")


def claims(x: _Extractor) -> list[Claim]:
    """The vessel kind of a thing the statement is about."""
    if x.subject.kind == "character" or x.negated:
        return []
    toks = x.toks
    found: list[tuple[str, str, int]] = []
    for k, t in enumerate(toks):
        if t.kind != "w":
            continue
        got = next((g for f in t.lem if (g := _kind(f, x.lang))), None)
        if got is None and _masts_only(t.f, x.lang):
            got = ("sail", "")  # "a three-master", "un trois-mâts"
        if got is not None and _said_of_subject(x, k):
            found.append((got[0], got[1], k))
    out = _hull(x, [k for _, _, k in found])
    if not found:
        return out
    props = {p for p, _, _ in found}
    mixed = any(t.kind == "w" and t.f in _MIXED for t in toks)
    prop = next(iter(props)) if len(props) == 1 and not mixed else ""
    rigs = {r for _, r, _ in found if r}
    rig = next(iter(rigs)) if len(rigs) == 1 else ""
    masts = next((m for _, _, k in found if (m := _masts(toks, k)) is not None), None)
    status = f"{prop}|{rig}|{masts or ''}"
    if status == "||":
        return out
    span = x.subj_span
    named = all(k in span or (span and k < span.start) for _, _, k in found)
    # "the schooner Ellen": the kind names the ship; said of it ("was a schooner"), it is a claim
    return [*out, x.claim(SLOT, status=status, anchor="named" if named else None)]


# a ship's hull: what it is made of is the ship's material
_HULL = words("hull hulls rumpf schiffsrumpf coque casco корпус корпуса корпусом")


def _material_word(f: str) -> str | None:
    from semnet.graph.judge.kinds import _MATERIAL_ADJ, _MATERIAL_NOUN, _ru_material

    return _MATERIAL_NOUN.get(f) or _MATERIAL_ADJ.get(f) or _ru_material(f)


def _hull(x: _Extractor, kinds: list[int]) -> list[Claim]:
    """ "an iron barque", "eine eiserne Bark", "железная шхуна" (a material
    right before the kind), "had an iron hull", "hatte einen eisernen Rumpf",
    "tenía el casco de hierro", "Корпус Чайки был железный": the ship's
    material."""
    toks = x.toks
    spots = [k - 1 for k in kinds if k > 0]
    hulls = [k for k, t in enumerate(toks) if t.kind == "w" and t.is_(_HULL)]
    for h in hulls:
        spots += [j for j in range(max(0, h - 2), min(len(toks), h + 4)) if j != h]
    for j in spots:
        t = toks[j]
        got = _material_word(t.f) if t.kind == "w" else None
        if got is None:
            continue
        c = x.claim("kind:material", status=got, anchor=t.f)
        key = x.subject.key
        if key.startswith("rel:") and "@" in key and hulls:  # "Корпус Чайки": the ship's
            from dataclasses import replace

            owner = "@" + key.split("@", 1)[1]
            c = replace(c, subject=owner, label=owner.rsplit("/", 1)[-1].removesuffix(".md"))
        return [c]
    return []


def _masts_only(f: str, lang: str) -> bool:
    return (lang == "fr" and f == "mats") or f in ("threemaster", "dreimaster", "viermaster")


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """Two vessel kinds of one ship: another propulsion, rig or number of
    masts contradicts; the same agrees."""
    from semnet.graph.judge.compare import Finding

    pa, ra, ma = (ca.status or "||").split("|")
    pb, rb, mb = (cb.status or "||").split("|")
    who = ca.label or "the subject"
    if pa and pb and pa != pb:
        why = f"{who}: a {pa} vessel and a {pb} vessel"
        return Finding(Stance.CONTRADICTS, why, 0.8, "vessels")
    if ra and rb and ra != rb:
        return Finding(Stance.CONTRADICTS, f"{who}: a {ra} and a {rb}", 0.75, "vessels")
    if ma and mb and ma != mb:
        why = f"{who}: {ma} masts and {mb} masts"
        return Finding(Stance.CONTRADICTS, why, 0.75, "vessels")
    if ca.anchor == cb.anchor == "named":
        return None  # both call it by its kind ("the brig Hope"): neither says it, no agreement
    if (ra and ra == rb) or (pa and pa == pb and not (ra or rb)):
        return Finding(Stance.AGREES, f"{who}: the same kind of vessel", 0.7, "vessels")
    return None


# --------------------------------------------------------------------------- where it lay

BERTH = "berth"
# verbs of a thing being or lying somewhere (lemmas and forms, per language)
_LAY = words(
    "be was is lie lay lying lain ride rode moor moored "
    "liegen lag sein war befinden befand ankern ankerte "
    "etre était etait trouver trouvait mouiller mouillait "
    "estar estaba encontrar encontraba fondear fondeaba "
    "быть была был стоять стояла стоял находиться находилась находился"
)
_AT = words("at in off im vor à a au en dans in у в во на")


def berth_claims(x: _Extractor) -> list[Claim]:
    """ "On 3 May 1885 the Curlew was lying at Cardiff", "Im Mai 1885 lag die
    Möwe in Cardiff", "В мае 1885 года Чайка стояла в Риге": where a thing
    (not a person) was in a month or on a day."""
    from semnet.graph.judge.extract import _first_date

    if x.subject.kind in ("character", None) or x.negated:
        return []
    toks = x.toks
    for i, t in enumerate(toks):
        if t.kind != "w" or i in x.subj_span or not t.is_(_LAY):
            continue
        for j in range(i + 1, min(len(toks), i + 6)):
            u = toks[j]
            if u.kind != "w" or j in x.subj_span:
                continue
            if u.f in _AT:
                got = x._place_at(j + 1) if j + 1 < len(toks) else None
                if got is None:
                    break
                when = _first_date(x.context_times())
                if when is None or when.precision not in ("month", "day") or when.bound:
                    return []
                return [x.claim(BERTH, place=got[0], time=when)]
            if not (u.is_(_LAY) or u.f in ("still", "noch", "encore", "ещё", "еще")):
                break
    return []


def compare_berths(ca: Claim, cb: Claim) -> Finding | None:
    """Two places of one thing in the same month or on the same day: on the
    same day, two places contradict; in the same month, two countries do."""
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.journeys import _country
    from semnet.graph.judge.places import same_place

    if ca.time is None or cb.time is None or ca.place is None or cb.place is None:
        return None
    if not ca.time.overlaps(cb.time):
        return None
    who = ca.label or "the subject"
    same = same_place(ca.place, cb.place)
    if same is True:
        if ca.time.precision == cb.time.precision:
            why = f"{who}: at {ca.place.label} in {ca.time.text}, in both"
            return Finding(Stance.AGREES, why, 0.6, "berth")
        return None
    if same is not False:
        return None
    day = ca.time.precision == "day" and cb.time.precision == "day"
    ka, kb = _country(ca.place), _country(cb.place)
    if not day and (ka is None or kb is None or ka == kb):
        return None
    why = f"{who}: at {ca.place.label} and at {cb.place.label} in {ca.time.text}"
    return Finding(Stance.CONTRADICTS, why, 0.75, "berth")
