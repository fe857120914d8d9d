"""Where a place or a thing lies among the notes: the place note named after
a verb of lying, standing or belonging to ("Kvalnes lay in the county of
Finnmark", "Halvern gehörte zum Kreis Orla", "La librairie Morel se trouvait
rue des Orfèvres", "Квальнес входил в Финнмаркенскую губернию"). A thing
lies in one place of a level at a time, so two places of one level (two
counties, two streets, two rivers) contradict and the same place agrees;
places of two levels, or of none known ("in Halvern" against "on Orla
Street"), say nothing, for one may lie in the other. A change or another
time ("until 1866", "became", two years) says nothing either. Since round
34 the name may follow the kind of place it is ("The village of Orsat
belongs to …"), an apposition, an auxiliary or an adverb may stand before
the verb ("Kvalby, a hamlet on the coast, has always belonged to …"), a
Russian dash may stand for it before a place of known level ("Орса —
деревня в кантоне Берн"), and the same place agrees whatever its level.

A place's level is a level noun next to its name or in it ("the county of
Finnmark", "im Kreis Orla", "в Тромсской губернии", "Bond Street", "la
plaza Mayor"): hand-written per language, as no offline library names
administrative levels and kinds of street in five languages. A known town's
site is `seats.py`'s.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.seats import STANDS
from semnet.graph.judge.slots import APPOSITION_NOUNS
from semnet.graph.manuscript.names import WORD, fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"located"})

# verbs of lying, standing (`seats.STANDS`), being built or belonging somewhere
# (folded; Russian by stem)
_LIES = STANDS | words(
    "rises rose built erected belonged belongs formed fell situait etend etendait construit "
    "construite bati batie appartenait appartient dependait depend relevait releve faisait "
    "fait erhob erhebt errichtet gebaut gehorte gehort zahlte unterstand levantaba queda "
    "quedaba construido construida levantado levantada pertenecia pertenece dependia formaba "
    "forma"
    # since round 34: past participles after an auxiliary ("a toujours appartenu"), and
    # the Spanish "is" ("es una villa del cantón de …", as "is", "est", "ist" already were)
    " belonged appartenu dependu pertenecido dependido formado es era"
)
# since round 34: auxiliaries and adverbs between a place's name and its verb
# ("has always belonged", "hat immer … gehört", "a toujours appartenu",
# "всегда входила"; folded)
_AUX = words(
    "has had have always long once then still formerly hat hatte ist war immer stets damals "
    "lange a avait toujours alors longtemps jadis ha habia siempre entonces antes всегда "
    "тогда долго прежде"
)
# words that deny the site ("belonged not to Ortenfeld but …"; folded)
_NOT = words("not never nicht nie pas jamais no nunca не никогда")
_NE = words("ne n")  # the French denial's first word ("ne fait pas partie")
# articles that open an apposition ("Kvalby, a hamlet on the coast, …"; folded)
_ARTICLES = words("a an un une ein eine einer una")
# links between a kind of place and its name ("the village of Orsat", "le
# village d'Orsat"; folded)
_OF = words("of de d du del von des")
_RU_LIES = ("находил", "располагал", "стоял", "стоит", "входил", "входит", "относил", "лежал",
            "лежит", "принадлежал", "возвышал", "был построен", "была построена",
            "было построено", "был расположен", "была расположена",
            # since round 34: the present and the short participle ("находится в",
            # "расположена в", "относится к", "принадлежит")
            "находит", "располож", "относит", "принадлежит")  # fmt: skip
# words that put a thing beside a place, not in it (folded): "near", "north of",
# "ten miles from", "opposite"
_BESIDE = words(
    "near nearby beside above below beyond outside opposite behind between across upstream "
    "downstream off close next from north south east west northern southern eastern western "
    "pres loin pres dessus dessous hors derriere entre face nord sud est ouest "
    "nahe bei neben oberhalb unterhalb ausserhalb gegenuber hinter zwischen jenseits von "
    "nordlich sudlich ostlich westlich cerca encima debajo fuera frente detras entre junto "
    "lejos norte sur este oeste около возле рядом выше ниже напротив за между у близ вблизи "
    "недалеко от севернее южнее восточнее западнее"
    # since round 34: a border or a road with a place ("граничит с …", "on the border with")
    " with mit avec con с со"
)
# levels, by their nouns (folded; Russian by stem)
_LEVELS: dict[str, str] = {}
for _level, _nouns in {
    "county": "county comte grafschaft condado графств амт fylke amt",
    "province": "province provinz provincia провинци губерни gouvernement gobernacion",
    "district": "district bezirk kreis landkreis arrondissement distrito partido уезд район "
    "округ oblast волост",
    "parish": "parish paroisse pfarrei kirchspiel parroquia приход",
    "diocese": "diocese bistum diozese diocesis епархи",
    "region": "region регион област край",
    "canton": "canton kanton кантон",
    "department": "department departement departamento департамент",
    "street": "street road lane avenue rue strasse gasse weg allee calle avenida camino улиц "
    "переул проспект",
    "square": "square place platz marktplatz plaza площад",
    "quay": "quay quai kai muelle embankment набережн",
    "river": "river riviere fleuve fluss rio рек",
}.items():
    for _n in _nouns.split():
        _LEVELS[fold(_n)] = _level
# words of a change or another time: a site then and another later
_CHANGE = re.compile(
    r"\b(?:until|till|became|moved|later|after|since|bis|wurde|kam|nach|seit|jusqu|devint|"
    r"passa|apres|depuis|hasta|paso|despues|desde|до|стал|стала|стало|перешел|перешла|"
    r"после|с тех)\b"
)


def _level_of(word: str) -> str | None:
    f = fold(word)
    if f in _LEVELS:
        return _LEVELS[f]
    for n, level in _LEVELS.items():  # Russian stems, German compounds ("Hauptstraße")
        if len(n) >= 4 and (f.startswith(n) if n[0] >= "\u0400" else f.endswith(n)):
            return level
    return None


def _verb_at(r: Read, k: int) -> int | None:
    """The token past a verb of lying that starts at `k`, if one does."""
    toks = r.toks
    if k < len(toks) and toks[k].f in ("se", "sich", "s"):
        k += 1  # "se trouvait", "befand sich"
    if k >= len(toks) or toks[k].kind != "w":
        return None
    if r.lang == "ru":
        rest = " ".join(t.f for t in toks[k : k + 2])
        for stem in _RU_LIES:
            if rest.startswith(stem):
                return k + len(stem.split())
        return None
    if toks[k].f not in _LIES:
        return None
    k += 1
    while k < len(toks) and toks[k].kind == "w" and toks[k].f in _LIES:
        k += 1  # "was built", "était située", "wurde … errichtet" (verb last: below)
    return k


def _led(r: Read, start: int) -> bool:
    """Is the place's name the statement's first word, or led only by the
    kind of place it is ("The whole village of Orsat", "Das Dorf Orsat", "Le
    village d'Orsat")?"""
    if start <= 1:
        return True
    lead = r.toks[:start]
    if start > 5 or any(t.kind != "w" for t in lead):
        return False
    k = start - 2 if lead[-1].f in _OF else start - 1
    return k >= 0 and lead[k].f in APPOSITION_NOUNS


def _past_apposition(r: Read, k: int) -> int:
    """The token past an apposition that starts at `k` ("…, a fishing hamlet
    on the coast, | has always belonged"; the statement's reading has dropped
    the apposition's commas)."""
    toks = r.toks
    if k < len(toks) and toks[k].f in _ARTICLES:
        verb = next((j for j in range(k + 1, min(k + 9, len(toks)))
                     if toks[j].f in _AUX or toks[j].f in _LIES), 0)  # fmt: skip
        k = verb or k
    return k


def _site_verb(r: Read, k: int) -> int | None:
    """The token past the verb of lying that starts at `k`, past
    auxiliaries and adverbs ("has always belonged", "a toujours appartenu"),
    or — German, verb last — past the auxiliary ("hat immer | zur Provinz
    Nordland gehört")."""
    found = _verb_at(r, k)
    if found is not None:
        return found
    j = k
    while j < len(r.toks) and r.toks[j].kind == "w" and r.toks[j].f in _AUX | _NOT | _NE:
        j += 1  # (since round 35 past a denial: "has never belonged", "ne fait pas")
    if j == k:
        return None
    found = _verb_at(r, j)
    if found is None and r.lang == "de" and any(t.f in _LIES for t in r.toks[j:]):
        return j
    return found


def _level_near(r: Read, j: int, end: int, ent: str) -> str | None:
    """The level of the place named at toks[j:end]: a level noun in its name,
    right after it, or among the three words before it ("the county of
    Finnmark", "im Kreis Orla", "the Dalen district"), else in its note's
    names."""
    around = [u.text for u in r.toks[j : end + 1]]
    around += [u.text for u in reversed(r.toks[max(0, j - 3) : j]) if u.kind == "w"]
    around += [w for f in (*r.names.forms(ent), ent) for w in WORD.findall(f)]  # its file too
    return next((lv for w in around if (lv := _level_of(w))), None)


def claims(r: Read) -> list[Claim]:
    m = r.main
    if m.kind not in ("place", "glossary") or not m.key.startswith("@") or not _led(r, m.start):
        return []
    k0 = _past_apposition(r, m.end)
    name = r.toks[m.end - 1].text
    dash = k0 == m.end and re.search(rf"\b{re.escape(name)}\s*[—–]\s", r.clean) is not None
    k = k0 if dash else _site_verb(r, k0)  # the reading drops the dash: "Орса — деревня в …"
    if k is None:
        return []
    marks = {start: (end, ent) for start, end, ent in r.mentions()}
    denied = any(t.f in _NOT for t in r.toks[m.end : k])  # since round 35: a denied site
    for j in range(k, min(k + 8, len(r.toks))):
        t = r.toks[j]
        if j in marks:
            end, ent = marks[j]
            if r.names.kind(ent) != "place" or f"@{ent}" == m.key:
                return []
            level = _level_near(r, j, end, ent) or ""  # (none known: only agrees)
            if dash and not level:
                return []  # "Мыс Орса — северная оконечность острова …": a part, no site
            restricted = _CHANGE.search(r.folded) is not None
            return [r.claim("located", status=f"@{ent}", anchor=level, time=r.when,
                            restricted=restricted, negated=denied)]  # fmt: skip
        if t.kind == "w" and t.f in _NOT:
            denied = True  # "belonged not to Ortenfeld", "ne fait pas partie du canton"
            continue
        if t.kind != "w" or t.f in _BESIDE:
            return []  # a figure, a clause's end, or beside the place
    return []


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot or ca.subject != cb.subject:
        return None
    if ca.negated or cb.negated:  # since round 35: one denies the place the other gives
        if ca.negated == cb.negated or ca.status != cb.status or ca.restricted or cb.restricted:
            return None
        return Finding(Stance.CONTRADICTS, f"{ca.label}: one denies it lies in the place the "
                       "other gives", 0.7, "located")  # fmt: skip
    if ca.status == cb.status:
        return Finding(Stance.AGREES, f"{ca.label}: in the same place", 0.65, "located")
    if ca.restricted or cb.restricted or ca.anchor != cb.anchor or not ca.anchor:
        return None  # a change, or two levels (or none known): one may lie in the other
    if (ca.time is None) != (cb.time is None) and not _built_there(ca, cb):
        return None
    if ca.time is not None and cb.time is not None and not ca.time.overlaps(cb.time):
        return None
    why = f"{ca.label}: in two places of one {ca.anchor}"
    return Finding(Stance.CONTRADICTS, why, 0.7, "located")


def _built_there(ca: Claim, cb: Claim) -> bool:
    """Is the dated one of two places where the thing was built, in a year,
    and the other where it stands, undated ("was built in York in 1850" /
    "stands in Leeds", since round 37)? A building stands where it was built,
    unless a clause moves it."""
    from semnet.graph.judge.events import EVENTS

    dated = ca if ca.time is not None else cb
    if dated.time is None or dated.time.bound is not None:
        return False
    built = EVENTS["building"].get(dated.lang, frozenset())
    said = {w for c in (ca, cb) for w in re.findall(r"\w+", fold(c.clause))}
    return bool(said & built) and not said & _MOVED


# the words of a building moved or rebuilt elsewhere (folded)
_MOVED = words(
    "moved relocated rebuilt transferred verlegt versetzt umgesetzt wiederaufgebaut deplace "
    "deplacee transfere transferee reconstruit reconstruite trasladado trasladada reconstruido "
    "reconstruida перенесен перенесена перенесли перестроен перестроена"
)
