"""How a building or a thing is made and looks: its storeys ("a single-storey
cottage" against "the upstairs bedroom", "einstöckig" against "im zweiten
Stock"), the bells it has ("a single bell" against "the three bells of"), and
the colour it is painted or a horse's coat ("painted green" against "a blue
boat", "ein Schimmel" against "ein Rappe").

Hand-written, small and per language (no offline library reads storeys or
colours of things across languages): the storey words with the figure they
give, the words of an upper floor, the colours of things and coats, the
verbs of painting, and the nouns of boats and horses a colour is said of."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.nouns import concept_of, np_key
from semnet.graph.judge.subjects import place_adjective

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"storeys", "bells", "colour"})

_N = (
    r"(\d+|one|two|three|four|five|six|single|ein|zwei|drei|vier|funf|un|une|deux|trois|"
    r"quatre|cinq|una|uno|dos|tres|cuatro|cinco|один|одна|два|две|три|четыре|пять)"
)
_NUM = {w: k for k, ws in enumerate(
    ["", "one single ein un une una uno один одна одно", "two zwei deux dos два две",
     "three drei trois tres три", "four vier quatre cuatro четыре", "five funf cinq cinco пять",
     "six"]) for w in ws.split()}  # fmt: skip
_RU_LEVELS = {"одно": 1, "двух": 2, "трех": 3, "четырех": 4, "пяти": 5}
# (pattern, kind): "exact" gives the number of storeys, "min" an upper floor
_STOREYS = {
    "en": [(rf"\b{_N}[- ]stor(?:e?y|ied|eyed)\b", "exact"),
           (rf"\b(?:has|had|of) {_N} (?:storeys|stories|floors)\b", "exact"),
           (r"\b(?:upstairs|upper floor|upper storey|second floor|top floor)\b", "min2"),
           (r"\b(?:only|just) a ground floor\b", "one")],  # since round 17
    "de": [(r"\b(ein|zwei|drei|vier|funf)(?:stockig|geschossig)\w*", "exact"),
           (r"\bnur (?:ein|aus einem) erdgeschoss\b", "one"),
           (rf"\b{_N} (?:stockwerke|geschosse|etagen|stockwerken|geschossen)\b", "exact"),
           (r"\b(?:obergeschoss\w*|oberstock|im ersten stock|im oberen stock|im zweiten stock)\b",
            "min2")],
    "fr": [(r"\b(?:de plain-pied|d'un seul niveau|sans etage)\b", "one"),
           (r"\b(?:qu'un|seulement un|un simple) rez-de-chaussee\b", "one"),
           (rf"\b(?:a|sur) {_N} niveaux\b", "exact"),
           (rf"\b{_N} (?:etages)\b", "floors"),
           (r"\b(?:a|possede|compte|avait|comptait) un etage\b", "floors1"),
           (r"\b(?:a l'etage|au premier etage|au deuxieme etage|au second etage|a l'etage)\b",
            "min2")],
    "es": [(r"\bde una (?:sola )?planta\b", "one"), (r"\bsolo (?:una |la )?planta baja\b", "one"),
           (rf"\b{_N} (?:plantas|pisos|alturas)\b", "exact"),
           (r"\b(?:piso de arriba|planta alta|piso superior|primer piso|segundo piso|"
            r"planta superior)\b", "min2")],
    "ru": [(r"(одно|двух|трех|четырех|пяти)этажн\w*", "exact"),
           (rf"\b{_N} этаж(?:а|ей)\b", "exact"),
           (r"\bна (?:втором|третьем|верхнем) этаже\b", "min2")],
}  # fmt: skip
_BELLS = {
    "en": (r"\b(?:a single|only one|one) bell\b", rf"\bthe {_N} bells of\b"),
    "de": (r"\b(?:nur eine|eine einzige|eine) glocke\b", rf"\bdie {_N} glocken (?:der|des|von)\b"),
    "fr": (r"\b(?:une seule|une) cloche\b", rf"\bles {_N} cloches (?:de|du|des)\b"),
    "es": (r"\b(?:una sola|una|solo una) campana\b", rf"\blas {_N} campanas (?:de|del)\b"),
    "ru": (r"\b(?:один|единственный) колокол\b", rf"^{_N} колокол(?:ов|а)\b"),
}


def _number(w: str) -> int | None:
    return int(w) if w.isdigit() else _NUM.get(w)


def _storeys(r: Read) -> tuple[int, str] | None:
    """(number, exact|min) of the storeys the statement gives its building."""
    for pattern, kind in _STOREYS.get(r.lang, []):
        m = re.search(pattern, r.folded)
        if m is None:
            continue
        after = r.folded[m.end() :].split()[:1]
        if after and after[0].strip(".,;") in _PARTS:
            return None  # "a two-storey wing": a part's storeys
        if kind == "min2":
            third = re.search(r"\b(?:zweiten|deuxieme|segundo|третьем)\b", m.group(0))
            return (3 if third and r.lang != "ru" else 2), "min"
        if kind == "one":
            return 1, "exact"
        if kind == "floors1":
            return 2, "exact"
        word = m.group(1)
        n = _RU_LEVELS.get(word) or _number(word)
        if n is None:
            continue
        return (n, "floors") if kind == "floors" else (n, "exact")
    return None


# the parts of a building that have storeys of their own
_PARTS = words("""wing extension annex annexe outbuilding tower anbau flugel seitenflugel turm
    aile annexe tour ala anexo torre пристроика флигель башня""")
# buildings a storey is said of, and the words that link a building to its note
_BUILDINGS = frozenset({"house", "school", "town_hall", "church", "castle", "inn", "hospital",
                        "station", "mill", "farm", "belfry", "tower", "chapel"})  # fmt: skip
# a note beside the building, not the building ("the cottage next to Gull Cottage")
_BESIDE = words("to near beside neben bei cote pres junto cerca vecina vecino рядом возле около")


def _building(r: Read) -> str | None:
    """The building a statement speaks of: a note that is its subject or
    follows "of" ("the bedroom of Gull Cottage"), a building's noun with
    its place ("l'école de Kerlaz", "Сосновской школы"), or the subject."""
    marks = r.mentions()
    toks = r.toks
    for s, _e, ent in marks:
        beside = (s and toks[s - 1].f in _BESIDE) or (s > 1 and toks[s - 2].f in _BESIDE)
        if r.names.kind(ent) == "glossary" and not beside:
            return f"@{ent}"
    starts = {s: ent for s, _e, ent in marks}
    for i, t in enumerate(toks):
        concept = next((c for lem in t.lem or (t.f,) if (c := concept_of(lem, r.lang))), None)
        if concept not in _BUILDINGS:
            continue
        inside = next((ent for s, e, ent in marks if s <= i < e), None)
        if inside is not None and r.names.kind(inside) == "place":
            return f"@{inside}"  # "l'ancienne école", the note's own name for it
        near = range(max(0, i - 1), min(len(toks), i + 4))
        place = next((starts[k] for k in near if k in starts), None)
        place = place or next((p for k in near if (p := place_adjective(toks[k], r.lang, r.names))),
                              None)  # fmt: skip
        if place is not None:
            lemma = t.lem[1] if len(t.lem) > 1 else t.f
            return np_key([lemma, f"@{place}"], r.lang)
    if r.main.kind != "character" and not r.main.key.startswith("rel:"):
        return r.main.key
    return None


# colours of things and coats (folded; Russian by stems)
_COLOURS = {
    "blue": "blue blau blaue blauen blauer bleu bleue bleus azul azules",
    "green": "green grun grune grunen gruner vert verte verts verde verdes",
    "red": "red rot rote roten roter rouge rouges rojo roja rojos",
    "white": "white weiss weisse weissen weisser blanc blanche blanco blanca schimmel",
    "black": "black schwarz schwarze schwarzen schwarzer noir noire negro negra rappe",
    "yellow": "yellow gelb gelbe jaune amarillo amarilla",
    "grey": "grey gray grau graue grauer gris grise tordo torda",
    "chestnut": "chestnut alezan alezane alazan alazana fuchs",
    "bay": "bay bai baie bayo",
    "brown": "brown braun braune brauner brun brune marron",
}
_COLOUR = {fold_w: c for c, ws in _COLOURS.items() for fold_w in ws.split()}
_RU_COLOUR = {"син": "blue", "голуб": "blue", "зелен": "green", "красн": "red", "бел": "white",
              "черн": "black", "желт": "yellow", "сер": "grey", "ворон": "black",
              "гнед": "bay", "рыж": "chestnut"}  # fmt: skip
# what a colour is said of: boats, horses, a house, a door painted
_SAID_OF = words("""boat ship yacht cutter lugger mare horse stallion gelding pony cart house door
    kahn boot kutter schiff stute pferd hengst wallach barque bateau navire jument cheval etalon
    maison porte barca barco yegua caballo potro casa puerta лодка судно кобыла конь лошадь
    жеребец дом""")  # fmt: skip
_PAINTED = re.compile(
    r"\b(?:painted|gestrichen\w*|angestrichen\w*|peinte?s?|pintad[oa]s?|выкрашен\w*|"
    r"покрашен\w*)\s+(?:in\s+|en\s+|de\s+|в\s+)?([\w-]+)"
)
_PAINTED_DE = re.compile(r"\b([\w]+)\s+(?:gestrichen\w*|angestrichen\w*)")
_COAT = re.compile(
    r"\b(schimmel|rappe|fuchs|tordo|torda|вороно\w*|гнедо\w*|\w+(?= масти\b| в яблоках\b))"
)


def _colour_word(w: str, lang: str) -> str | None:
    w = w.rsplit("-", 1)[-1]  # "jet-black"
    if lang == "ru":
        return next((c for s, c in _RU_COLOUR.items() if w.startswith(s)), None)
    return _COLOUR.get(w)


def _colour(r: Read) -> str | None:
    """The colour the statement gives its (non-human) subject."""
    if r.main.kind == "character" or r.main.key.startswith("rel:") or r.main.start > 2:
        return None  # a person; "the mast of the Lark": a part
    for pattern in (_PAINTED, _PAINTED_DE, _COAT):
        m = pattern.search(r.folded)
        if m is not None and (c := _colour_word(m.group(1), r.lang)) is not None:
            return c
    ws = re.findall(r"[\w-]+", r.folded)
    for k, w in enumerate(ws):
        if w not in _SAID_OF:
            continue
        near = ws[max(0, k - 2) : k] + (ws[k + 1 : k + 2] if r.lang in ("fr", "es") else [])
        if k and ws[k - 1] in ("of", "de", "du", "del"):
            continue  # "the colour of the boat"
        for n in near:
            c = _colour_word(n, r.lang)
            if c is not None:
                return c
    return None


def claims(r: Read) -> list[Claim]:
    out: list[Claim] = []
    storeys = _storeys(r)
    if storeys is not None:
        building = _building(r)
        if building is not None:
            n, kind = storeys
            out.append(r.claim("storeys", subject=building, status=kind, anchor=str(n),
                               time=r.when))  # fmt: skip
    one, many = _BELLS.get(r.lang, ("$^", "$^"))
    m = re.search(many, r.folded)
    bells = 1 if re.search(one, r.folded) else (_number(m.group(1)) if m else None)
    if bells is not None and (building := _building(r)) is not None:
        out.append(r.claim("bells", subject=building, anchor=str(bells), time=r.when))
    colour = _colour(r)
    if colour is not None:
        out.append(r.claim("colour", status=colour, time=r.when))
    return out


def _levels(c: Claim) -> tuple[int, int]:
    """The least and most storeys a claim allows (French "deux étages" may
    count the ground floor or not)."""
    n = int(c.anchor or 0)
    if c.status == "min":
        return n, 99
    if c.status == "floors":
        return n, n + 1
    return n, n


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot:
        return None
    if ca.time is not None and cb.time is not None and ca.time.start.year != cb.time.start.year:
        return None
    if ca.slot == "colour":
        if ca.status == cb.status or {ca.status, cb.status} == {"grey", "white"}:
            return Finding(Stance.AGREES, f"{ca.label}: {ca.status}", 0.6, "colour")
        return Finding(Stance.CONTRADICTS, f"{ca.label}: {ca.status} / {cb.status}", 0.8, "colour")
    if ca.slot == "bells":
        if ca.anchor == cb.anchor:
            return Finding(Stance.AGREES, f"{ca.label}: {ca.anchor} bells", 0.6, "bells")
        return Finding(Stance.CONTRADICTS, f"{ca.label}: {ca.anchor} / {cb.anchor} bells", 0.8,
                       "bells")  # fmt: skip
    (la, ha), (lb, hb) = _levels(ca), _levels(cb)
    if ha < lb or hb < la:
        why = f"{ca.label}: {ca.anchor} ({ca.status}) / {cb.anchor} ({cb.status}) storeys"
        return Finding(Stance.CONTRADICTS, why, 0.8, "storeys")
    if (la, ha) == (lb, hb) and ha < 99:
        return Finding(Stance.AGREES, f"{ca.label}: {la} storeys", 0.6, "storeys")
    return None
