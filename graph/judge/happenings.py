"""Happenings no note describes — a fire, a flood, a strike, a mine
explosion, an epidemic, a storm — named by their kind and their year ("the
fire of 1871", "l'incendie de 1871", "der Brand von 1871", "el incendio de
1871", "пожар 1871 года", "the 1887 flood") as one subject in every
language, and what statements say of them: how many died (the toll, "no
lives were lost" is none), the month or day they broke out, and how long
they lasted when a statement says it by their end ("was over within three
weeks", "закончилась через две недели").

A statement is about the happening when no entity is its subject and the
noun phrase it starts with (or none at all) names the happening: "Anna
died in the fire of 1871" stays Anna's. The year is the one written with
the noun, or else the statement's only date ("The fire broke out on 3 March
1871"). No library groups "firedamp explosion", "coup de grisou",
"Schlagwetterexplosion" and "взрыв" as one kind, nor reads a death toll:
the kinds, the words of dying and the ways of saying "nobody died" are
listed here per language.
"""

from __future__ import annotations

import re
import weakref
from dataclasses import replace
from itertools import pairwise
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, durations, seasons, walkouts
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.nouns import np_words
from semnet.graph.judge.subjects import Subject
from semnet.graph.judge.values import (
    Quantity,
    TimeValue,
    _months,
    make_time,
)
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok
    from semnet.graph.manuscript.names import NameIndex

PREFIX = "happening:"

# kind -> its nouns (lemmas): en | fr | de | es | ru
_KINDS = {
    "fire": "fire blaze conflagration | incendie | brand feuersbrunst großbrand | incendio | пожар",
    "flood": "flood inundation deluge | inondation crue déluge | hochwasser überschwemmung "
    "flut sturmflut | inundación riada crecida avenida | наводнение половодье потоп разлив",
    "strike": "strike lockout stoppage walkout | grève | streik ausstand aussperrung | huelga "
    "paro | забастовка стачка локаут",
    "disaster": "explosion disaster catastrophe firedamp | explosion catastrophe grisou "
    "| explosion unglück grubenunglück katastrophe | explosión catástrofe desastre grisú "
    "| взрыв катастрофа",
    "epidemic": "epidemic plague cholera typhus influenza flu | épidémie peste choléra typhus "
    "grippe | epidemie seuche pest cholera typhus grippe | epidemia peste cólera tifus gripe "
    "| эпидемия чума холера тиф грипп испанка",
    "storm": "storm gale hurricane tempest | tempête ouragan | sturm orkan unwetter "
    "| tormenta temporal huracán | буря шторм ураган",
    "earthquake": "earthquake | séisme | erdbeben | terremoto sismo | землетрясение",
    "famine": "famine | famine disette | hungersnot | hambruna | голод",
    "riot": "riot uprising revolt rebellion insurrection | émeute révolte insurrection "
    "soulèvement | aufstand revolte | motín revuelta levantamiento | бунт восстание",
    # since round 17: the mountains' happenings
    "avalanche": "avalanche snowslide | avalanche | lawine | avalancha alud | лавина",
    "collapse": "collapse cave-in rockfall | effondrement éboulement écroulement | einsturz "
    "felssturz | derrumbe hundimiento desplome | обвал обрушение",
    "landslide": "landslide landslip mudslide | glissement | erdrutsch bergrutsch murgang "
    "| deslizamiento corrimiento | оползень сель",
}
_LANGS = ("en", "fr", "de", "es", "ru")
_BY_WORD: dict[str, dict[str, str]] = {lang: {} for lang in _LANGS}
for _kind, _row in _KINDS.items():
    for _lang, _nouns in zip(_LANGS, _row.split("|"), strict=True):
        for _n in _nouns.split():
            _BY_WORD[_lang][fold(_n)] = _kind
# German compounds end in the kind ("Schlagwetterexplosion", "Bergarbeiterstreik")
_DE_TAILS = {fold(t): k for t, k in (("brand", "fire"), ("unglück", "disaster"),
             ("explosion", "disaster"), ("hochwasser", "flood"), ("flut", "flood"),
             ("streik", "strike"), ("epidemie", "epidemic"), ("seuche", "epidemic"),
             ("beben", "earthquake"), ("lawine", "avalanche"), ("einsturz", "collapse"),
             ("rutsch", "landslide"))}  # fmt: skip

# the words between a happening's noun and its year ("the fire of 1871")
_LINKS = words("of in the de du des d la le l del en el von vom im der des в на")
_BIG = words("great big grand gross große gran великий большой")

# words of dying per language (folded lemmas); "ums Leben" and "la vie" are
# read with their verb below
_DEATH = {
    "en": words("die dead death kill perish drown life live victim fatality succumb"),
    "fr": words("mourir mort morts perir tuer victime vie deces noyer succomber"),
    "de": words("sterben tot tote toter toten getotet todesopfer opfer ertrinken "
                "menschenleben umkommen erliegen erlagen"),
    "es": words("morir muerto muertos victima vida perecer fallecer ahogar matar fallecido "
                "sucumbir"),
    "ru": words("погибнуть умереть жертва погибший гибель смерть утонуть убить унести жизнь "
                "погубить скончаться"),
}  # fmt: skip
# who is counted among the dead ("144 hombres", "47 Bergleute")
_PERSONS = {
    "en": words("person people man men woman child miner collier pitman worker sailor "
                "fisherman soul life live victim dead passenger inhabitant resident"),
    "fr": words("personne homme femme enfant mineur ouvrier marin pecheur ame vie victime "
                "mort habitant passager"),
    "de": words("mensch mann frau kind bergmann bergleute hauer kumpel arbeiter seemann seeleute "
                "matrose matrosen fischer "
                "seele leben opfer tote toter todesopfer einwohner passagier menschenleben"),
    "es": words("persona hombre mujer nino minero obrero marinero pescador alma vida "
                "victima muerto habitante pasajero"),
    "ru": words("человек мужчина женщина ребенок шахтер горняк рабочии матрос рыбак душа жизнь "
                "жертва погибшии житель пассажир"),
}  # fmt: skip
_PEOPLE_UNITS = frozenset({"people", "soldier", "worker", "child", "man", "woman"})  # `cues`
PERSONS_DE = _PERSONS["de"]  # the German nouns of persons counted among the dead
# the injured and the saved are no dead ("40 were injured", "12 survived")
_SPARED = words("injure injured wound wounded survive rescue save blesser blesse sauver "
                "survivre verletzt verletzen retten uberleben herido herir salvar "
                "sobrevivir ранить спасти выжить раненый")  # fmt: skip
# "nobody died": a toll of none
_NONE = {
    "en": r"\b(?:no one|nobody|none)\b[^.;]{0,30}?\b(?:died|was killed|were killed|perished"
    r"|drowned|lost (?:his|her|their) li(?:fe|ves))|\bno li(?:ves|fe) (?:was|were) lost"
    r"|\bwithout (?:any )?loss of life|\bno (?:deaths|fatalities|casualties|victims|dead)\b"
    r"|\b(?:claimed|cost) no li(?:ves|fe)|\bkilled (?:no one|nobody)"
    # since round 35: "not a single life was lost", "no murió nadie", "не погиб ни один"
    r"|\bnot (?:a single|one) (?:li(?:fe|ves)|person|man|soul)\b[^.;]{0,20}?\b(?:was lost|died"
    r"|perished|was killed|drowned)",
    "fr": r"\baucun (?:mort|deces)|\baucune victime|\bsans (?:faire de |faire aucune )?"
    r"victimes?|\bpas de victimes?|\bpersonne ne (?:mourut|perit|fut tue|trouva la mort"
    r"|est mort|a peri)",
    "de": r"\bkeine (?:toten|todesopfer|opfer|menschenleben)|\b(?:kam|starb) niemand\b"
    r"|\bniemand (?:kam ums leben"
    r"|starb|wurde getotet|ist gestorben)|\bohne (?:tote|todesopfer|opfer)\b"
    r"|\bforderte keine",
    "es": r"\bninguna victima|\bningun muerto|\bnadie (?:murio|perecio|fallecio|resulto muerto)"
    r"|\bsin (?:causar )?victimas|\bno hubo (?:victimas|muertos)|\bno causo (?:ninguna "
    r"victima|victimas|muertos)|\bno (?:murio|perecio|fallecio) nadie|\bno hubo ni un (?:solo )?"
    r"muerto",
    "ru": r"никто не (?:погиб|умер|пострадал)|\bбез (?:человеческих )?жертв|жертв не было"
    r"|погибших не было|не (?:погиб|погибло|умер|умерло|утонул|утонуло) ни (?:один|одного)",
}
_NONE_RX = {lang: re.compile(fold(rx)) for lang, rx in _NONE.items()}
# verbs of breaking out ("broke out", "éclata", "brach … aus", "вспыхнул"; "struck",
# not "strike": "the strike" names the happening)
_OUTBREAK = {
    "en": words("happen occur break broke begin start hit explode come struck"),
    "fr": words("eclater survenir commencer debuter produire arriver exploser frapper declarer"),
    "de": words("ereignen beginnen geschehen ausbrechen explodieren kommen"),
    "es": words("ocurrir estallar comenzar empezar suceder producir explotar llegar declarar"),
    "ru": words("произойти случиться вспыхнуть начаться разразиться грянуть взорваться "
                "прийти нагрянуть"),
}  # fmt: skip
# verbs a happening begins with (lemmas and forms); "broke out", "brach aus" (`outbreaks.py`)
START = {
    "en": words("break broke broken start started begin began begun originate originated "
                "erupt erupted"),
    "fr": words("éclater éclata éclaté commencer commença commencé démarrer démarra démarré "
                "déclarer déclara déclaré naissance"),  # "se déclara", "prit naissance"
    "de": words("ausbrechen brach ausgebrochen beginnen begann begonnen entstehen entstand "
                "entstanden"),
    "es": words("declarar declaró declarado prender prendió surgir surgió empezar empezó "
                "empezado comenzar comenzó comenzado iniciar inició iniciado originar originó "
                "originado"),
    "ru": words("начаться начался началась начало вспыхнуть вспыхнул вспыхнула возникнуть "
                "возник возникла"),
}  # fmt: skip
_IN_MONTH = words("in en im в au mois de del mes")
_OUTBREAK_RX = re.compile(r"\b(?:took place|eut lieu|a eu lieu|tuvo lugar|brach\b.{0,30}\baus"
                          r"|fand\b.{0,30}\bstatt|struck)\b")  # fmt: skip


def kind_of(t: Tok, lang: str) -> str | None:
    """The kind of happening a word names ("grisou": disaster), if listed."""
    if not t.is_word:
        return None
    return next((k for lem in t.lem or (t.f,) if (k := _kind_of_word(lem, lang))), None)


def _year(t: Tok) -> int | None:
    tv = t.time
    if t.kind != "t" or tv is None or tv.precision not in ("year", "month", "day"):
        return None
    return tv.start.year


def find(toks: list[Tok], lang: str) -> tuple[str, int | None, int] | None:
    """The first happening a statement names: its kind, the year written
    with it (or None), and its noun's token."""
    for i, t in enumerate(toks):
        kind = kind_of(t, lang)
        if kind is None:
            continue
        for j in range(i + 1, min(i + 5, len(toks))):
            u = toks[j]
            if (year := _year(u)) is not None:
                return kind, year, i
            if not (u.is_word and (u.f in _LINKS or kind_of(u, lang))):
                break
        k = i - 1
        while k >= 0 and toks[k].is_word and toks[k].f in _BIG:
            k -= 1
        if k >= 0 and (year := _year(toks[k])) is not None:
            return kind, year, i
        return kind, None, i
    return None


def _names_it(subj: Subject | None, lang: str) -> bool:
    """Is a subject a noun phrase naming a happening (or no subject at all)?"""
    if subj is None:
        return True
    if not subj.key.startswith(("np:", "rel:")):
        return False
    return any(_kind_of_word(w, lang) for w in np_words(subj.key))


def _kind_of_word(w: str, lang: str) -> str | None:
    """The kind a folded word or lemma names (a listed noun, a kind itself, a
    German compound by its ending)."""
    table = _BY_WORD.get(lang, {})
    if w in table or w in _KINDS:
        return table.get(w, w)
    if lang == "de":
        return next((k for tail, k in _DE_TAILS.items() if w.endswith(tail)), None)
    return None


_ANY = {w: k for table in _BY_WORD.values() for w, k in table.items()}
_NOTES: weakref.WeakKeyDictionary[NameIndex, dict[str, tuple[str, int | None]]] = (
    weakref.WeakKeyDictionary()
)


def notes(names: NameIndex) -> dict[str, tuple[str, int | None]]:
    """The entity notes that are happenings, by their names ("Nantgwyn
    Explosion", "Grève de 1893", "взрыв на «Марии» 1908 года"): entity id →
    kind and year (None when the names give none or several)."""
    got = _NOTES.get(names)
    if got is None:
        got = {}
        for ent in names.entities:
            if names.kind(ent) in ("character", "place"):
                continue  # "Avenida de Castilla" is a street, not a flood
            kinds: set[str] = set()
            years: set[int] = set()
            for form in names.forms(ent):
                for w in re.findall(r"\w+", fold(form)):
                    if len(w) == 4 and w.isdigit():
                        years.add(int(w))
                    elif k := _ANY.get(w) or _kind_of_word(w, "de"):
                        kinds.add(k)
            if len(kinds) == 2 and "disaster" in kinds:
                kinds.discard("disaster")  # "Victoria disaster" / "Victoria fire": a fire
            if len(kinds) == 1:
                got[ent] = (kinds.pop(), years.pop() if len(years) == 1 else None)
        _NOTES[names] = got
    return got


def _of_kind(kind: str, names: NameIndex) -> list[str]:
    return [e for e, (k, _) in notes(names).items() if k == kind]


def _subject(toks: list[Tok], got: tuple[str, int | None, int], names: NameIndex) -> Subject | None:
    """The happening `find` found as a subject: the note that describes it
    ("the explosion": the only one a note describes, or the one of that
    year), or else its kind and year."""
    kind, year, at = got
    of_kind = _of_kind(kind, names)
    if year is None and len(of_kind) != 1:
        year = _only_year(toks)
        if year is None:
            return None
    known = [e for e in of_kind if year is None or notes(names)[e][1] in (year, None)]
    if len(known) == 1:
        return Subject(f"@{known[0]}", names.label(known[0]), names.kind(known[0]))
    return Subject(f"{PREFIX}{kind}:{year}", f"{toks[at].text} {year}", None)


def resolve(toks: list[Tok], kind: str, year: int | None, at: int, names: NameIndex) -> str | None:
    """The key of a happening of `kind` a word at token `at` names (since
    round 33: "Огонь вспыхнул в пекарне", `outbreaks.py`; "burned down in
    1888", `ravages.py`): the note of that kind (and year), or the kind and
    the year (without one, the statement's only year)."""
    sub = _subject(toks, (kind, year, at), names)
    return sub.key if sub is not None else None


def named_in(toks: list[Tok], lang: str, names: NameIndex) -> tuple[str, int | None, str] | None:
    """The happening a statement names anywhere ("the old bridge survived the
    1894 flood"): its subject key, its year (when known) and its kind."""
    got = find(toks, lang)
    if got is not None and got[1] is None and _indefinite(toks, got[2]):
        year = _only_year(toks)  # "destroyed by a fire in 1891": not the Great Fire
        return (f"{PREFIX}{got[0]}:{year}", year, got[0]) if year is not None else None
    sub = _subject(toks, got, names) if got is not None else None
    if got is None or sub is None:
        return None
    if sub.key.startswith(PREFIX):
        return sub.key, int(sub.key.rsplit(":", 1)[1]), got[0]
    return sub.key, notes(names)[sub.key[1:]][1] or got[1], got[0]


_A = words("a an ein eine einen einem einer eines un une una")


def _indefinite(toks: list[Tok], at: int) -> bool:
    """Is the happening's noun said with an indefinite article ("a fire",
    "durch einen Brand", "un incendie"), up to two words before it?"""
    return any(t.is_word and t.f in _A for t in toks[max(0, at - 3) : at])


def named(key: str, names: NameIndex) -> bool:
    """Is a subject key a happening (by kind and year, or a note of one)?"""
    return key.startswith(PREFIX) or (key.startswith("@") and key[1:] in notes(names))


def subject(
    toks: list[Tok],
    main: Subject | None,
    subjects: list[Subject | None],
    lang: str,
    names: NameIndex,
) -> tuple[list[Subject | None], Subject | None]:
    """The statement's subjects with the happening it names as its main one,
    when it has no other: "The fire of 1871 …", "En el grisú de 1889 …",
    "Sixty-three colliers lost their lives in the 1878 explosion"; a
    happening some note describes is that note."""
    got = find(toks, lang)
    first, opened = main, None
    if main is not None and got is not None and not _names_it(main, lang):
        opened = main.key if _opens(toks, got[2], lang) else None
        main = None if opened else main  # "Пожар 1868 года начался в кузнице мастера Тома …"
    workers = main is None or main.kind == "place" or main.key.startswith(("np:", "rel:"))
    k = walkouts.at(toks, lang) if workers else None  # "the weavers downed tools" (round 40)
    walked = k is not None
    if k is not None and got is None:
        got = ("strike", None, k)
    if main is not None and not main.key.startswith(("np:", "rel:")):
        if got is None or not (
            walked
            or _of_thing(toks, got[2], main, lang, names)
            or _its_victim(toks, got[2], main, lang, names)
        ):
            return subjects, main  # an entity's statement stays the entity's
        main = None  # "При обрушении Орзенского тоннеля погибли 17 рабочих": the collapse's
    if got is None:
        return subjects, main
    tolled = (
        main is not None
        and main.key.startswith("np:")
        and (_toll(toks, lang) or _none(" ".join(t.f for t in toks), lang)) is not None
    )  # since round 35 also when nobody died
    if not (_names_it(main, lang) or tolled or walked):
        return subjects, main  # "Sixty-three colliers died in …": the toll of the happening
    if main is None and got[1] is None and len(_of_kind(got[0], names)) != 1 and not walked:
        return subjects, first if opened else main
    new = _subject(toks, got, names)
    if new is None:
        return subjects, first if opened else main
    old = main.key if main is not None else opened
    subjects = [new if s is not None and s.key == old else s for s in subjects]
    return subjects, new


def _opens(toks: list[Tok], at: int, lang: str) -> bool:
    """Does the happening's noun open the statement, with a verb of
    beginning after it ("The fire of 1868 started in the smithy of …",
    since round 40)?"""
    openers = cues.ARTICLES | _A | _BIG
    if at > 3 or not all(t.is_word and t.f in openers for t in toks[:at]):
        return False
    return any(t.is_(START.get(lang, frozenset())) for t in toks[at + 1 : at + 8])


def _of_thing(toks: list[Tok], at: int, main: Subject, lang: str, names: NameIndex) -> bool:
    """Is the statement's subject a place or a thing named right after the
    happening's noun, with the dead counted ("the collapse of the Orsen
    Tunnel killed 17", "При обрушении Орзенского тоннеля погибли 17")?"""
    if main.kind not in ("place", "glossary") or named(main.key, names):
        return False
    if _toll(toks, lang) is None:
        return False
    mentions = names.find_all([t.text if t.kind == "w" else "" for t in toks], lang)
    return any(
        m.entity == main.key[1:]
        and at < m.start <= at + 6  # "the fire of October 1927 in the Victoria pit"
        and all(u.f in _LINKS or u.kind == "t" for u in toks[at + 1 : m.start])
        for m in mentions
    )


def _its_victim(toks: list[Tok], at: int, main: Subject, lang: str, names: NameIndex) -> bool:
    """Is the statement's person named after a verb of taking a life that
    follows the happening's noun ("The influenza of 1918 carried off Ramón")?"""
    if main.kind != "character" or at > 3:
        return False
    verb = next(
        (k for k in range(at + 1, len(toks)) if toks[k].is_word and toks[k].is_(_TOOK)), None
    )
    if verb is None:
        return False
    mentions = names.find_all([t.text if t.kind == "w" else "" for t in toks], lang)
    return any(
        m.entity == main.key[1:] and _object_of(toks, verb, m.start, m.end) for m in mentions
    )


# what a happening does not have: a birth, a marriage, an age; its dead are its toll
_NOT_OF = frozenset({"birth", "death", "marriage", "marital", "age", "visit", "residence",
                     "life", "employer"})  # fmt: skip


def amend(r: Read, found: list[Claim], added: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """A happening's claims: its toll and its outbreak, and none of a
    person's."""
    key = r.main.key
    unnamed = False
    found, added = _aged_then(r, found), _aged_then(r, added)
    if key.startswith(PREFIX):
        year: int | None = int(key.rsplit(":", 1)[1])
    elif key.startswith("@") and key[1:] in notes(r.names):
        year = notes(r.names)[key[1:]][1] or _only_year(r.toks)
        # "the Great Fire broke out in 1887": a year no name gives is a claim ("the fire
        # of 1887" names it by its year)
        unnamed = notes(r.names)[key[1:]][1] is None and _year_written(r) is None
    else:
        return found, added
    toll = _none(r.folded, r.lang) or _toll(r.toks, r.lang)
    found = [c for c in found if not _dropped(c, key, r.lang, toll is not None)]
    added = [c for c in added if not _dropped(c, key, r.lang, toll is not None)]
    if toll is not None:
        added.append(r.claim("count", status="*:toll", qty=toll))
    measured = any(c.slot == "measure" for c in found + added)
    if not measured and (span := durations.lasted(r, _ends(r))):
        added.append(r.claim("measure", status="duration", qty=span))
    when = _outbreak(r, year, unnamed) if year is not None else None
    if when is not None:
        added.append(r.claim("ev:outbreak", time=when))
    elif year is not None and _ends(r) and (end := _month_in(r, year, unnamed)) is not None:
        added.append(r.claim("ev:end", time=end))  # "the strike of 1905 ended in June"
    return found, added + (_victims(r, year) if year is not None else [])


# verbs of a happening taking a life ("carried off", "se llevó a", "emporta", "унесла")
_TOOK = words("kill killed carry carried claim claimed emporter emporta tuer tua "
              "dahinraffen raffte töten tötete llevar llevó matar mató унести унесла унёс "
              "убить убила")  # fmt: skip


def _victims(r: Read, year: int) -> list[Claim]:
    """The people a happening killed, named after its verb ("The influenza of
    1918 carried off Ramón Ibarra", "La gripe de 1918 se llevó a Ramón"): each
    died then (on the day the statement gives, else in the happening's year)."""
    verb = next((k for k, t in enumerate(r.toks) if t.is_word and t.is_(_TOOK)), None)
    if verb is None:
        return []
    days = [t.time for t in r.toks if t.kind == "t" and t.time and t.time.start.year == year]
    when = next((d for d in days if d.precision in ("day", "month")), None)
    when = when or make_time(year, None, None, str(year))
    return [
        r.claim("death", subject=f"@{ent}", label=r.names.label(ent), time=when)
        for s, e, ent in r.mentions()
        if _object_of(r.toks, verb, s, e) and r.names.kind(ent) == "character"
    ]


def _object_of(toks: list[Tok], verb: int, start: int, end: int) -> bool:
    """Is the name at start:end the verb's object, right after it ("carried
    off Ramón", "se llevó a Ramón"), not an owner ("carried off Anna's mill")?"""
    if not verb < start <= verb + 3:
        return False
    return end >= len(toks) or toks[end].f not in ("s", "'s")


def _dropped(c: Claim, key: str, lang: str, tolled: bool) -> bool:
    if c.subject != key:
        return False
    if c.slot in _NOT_OF or c.slot.startswith("ev:"):
        return True  # its year is its name: "the fire of 1871" burned in 1871
    unit = c.status or ""
    return tolled and c.slot == "count" and unit.split(":", 1)[-1] in _PERSONS.get(lang, ())


def _year_written(r: Read) -> int | None:
    """The year written with the happening's noun ("the 1887 fire")."""
    got = find(r.toks, r.lang)
    return got[1] if got is not None else None


# words of a time during a happening ("at the time of", "lors de", "beim", "во время")
DURING = words(
    "during time amid lors pendant durant moment beim während bei zeit durante momento время при"
)


def _aged_then(r: Read, claims: list[Claim]) -> list[Claim]:
    """An age told at a happening is an age in its year (since round 33: "at
    the time of the 1880 strike he was a man of twenty-two", "Lors de la
    grève de 1880, il n'avait que vingt-deux ans"), when the statement has
    no other year and the age no other anchor."""
    ages = [c for c in claims if c.slot == "age" and c.time is None and c.qty is not None]
    undated = [c for c in claims if c.slot == "age" and c.anchor == "happening"]
    bare = [c for c in claims if c not in undated]  # (an age at no happening found: none)
    if not ages or any(c.anchor and c.anchor.startswith("event:") for c in ages):
        return bare
    got, at = named_in(r.toks, r.lang, r.names), find(r.toks, r.lang)
    year = got[1] if got is not None else None
    if year is None or at is None or _only_year(r.toks) not in (year, None):
        return bare
    if not any(t.is_(DURING) for t in r.toks[max(0, at[2] - 4) : at[2]]):
        return bare  # "was 22 and had survived the 1880 fire": 22 later
    when = make_time(year, None, None, str(year))
    return [replace(c, time=when, anchor="date") if c in ages else c for c in claims]


def _only_year(toks: list[Tok]) -> int | None:
    years = {y for t in toks if (y := _year(t)) is not None}
    return years.pop() if len(years) == 1 else None


def _none(folded: str, lang: str) -> Quantity | None:
    """ "Nobody died", "sans faire de victimes": a toll of none."""
    rx = _NONE_RX.get(lang)
    return Quantity(0.0, "*:toll", "0") if rx is not None and rx.search(folded) else None


def _toll(toks: list[Tok], lang: str) -> Quantity | None:
    """How many died: a figure of people next to a word of dying."""
    death, persons = _DEATH.get(lang, frozenset()), _PERSONS.get(lang, frozenset())
    ums = lang == "de" and any(a.f == "ums" and b.f == "leben" for a, b in pairwise(toks))
    for i, t in enumerate(toks):
        if t.kind not in ("q", "n") or t.qty is None or t.qty.dim is not None:
            continue
        noun = t.qty.unit.split(":", 1)[-1]
        if t.kind == "q" and noun not in persons and t.qty.unit not in _PEOPLE_UNITS:
            continue
        if noun in death or _nearer(toks, i, death | _UMS if ums else death, _SPARED):
            return Quantity(t.qty.value, "*:toll", t.qty.text, approx=t.qty.approx)
    return None


_UMS = words("ums")  # "kamen 47 Bergleute ums Leben"


def _nearer(toks: list[Tok], i: int, near: frozenset[str], far: frozenset[str]) -> bool:
    """Is a word of `near` within three tokens of token i, and nearer than
    any word of `far` ("killed 3 and injured 40": 40 is no toll)?"""

    def dist(ws: frozenset[str]) -> int:
        hits = [abs(j - i) for j in range(max(0, i - 3), min(len(toks), i + 4))
                if toks[j].is_word and ws.intersection(toks[j].lem or (toks[j].f,))]  # fmt: skip
        return min(hits, default=99)

    d = dist(near)
    return d < 99 and d < dist(far)


# "was over within three weeks", "fut réglée au bout d'une semaine", "закончилась
# через две недели": how long it lasted, said by its end
# verbs of a happening's end ("collapsed": a strike's, since round 22)
_ENDED = words("over end ended finish finished settle settled regler reglee regle terminer "
               "terminee termine finir finie fini beenden beendet endete enden acabar acabo "
               "terminar termino закончиться закончилась окончиться окончилась завершиться "
               "завершилась прекратиться прекратилась collapse collapsed effondrer effondra "
               "derrumbarse derrumbo провалиться провалилась")  # fmt: skip


def _outbreak(r: Read, year: int, unnamed: bool = False) -> TimeValue | None:
    """The month or day a happening broke out, when the statement says it;
    the year too when no name gives it ("The Great Fire broke out in 1887")."""
    verbs = _OUTBREAK.get(r.lang, frozenset())
    said = (
        _OUTBREAK_RX.search(r.folded) is not None
        or walkouts.said(r.folded, r.lang)
        or any(lem in verbs for t in r.toks if t.is_word for lem in (t.lem or (t.f,)))
    )
    return _month_in(r, year, unnamed) if said else None


# verbs of a happening's end besides `_ENDED` ("was put down", "niedergeschlagen", "réprimée")
_PUT_DOWN = words("crush crushed suppress suppressed quell quelled broken niederschlagen "
                  "niedergeschlagen reprimer reprimee reprima ecraser ecrasee sofocar "
                  "sofocada sofocaron aplastar aplastada aplastaron подавить подавили "
                  "подавлена")  # fmt: skip
_END_RX = re.compile(r"\b(?:was over|came to an end|prit fin|zu ende|llego a su fin)\b")


def _ends(r: Read) -> bool:
    """Does the statement say a happening ended ("ended", "was crushed",
    "prit fin", "endete", "terminó", "подавили")? ("over 300": no end)"""
    ends = (_ENDED - {"over"}) | _PUT_DOWN
    return _END_RX.search(r.folded) is not None or any(
        lem in ends for t in r.toks if t.is_word for lem in (t.lem or (t.f,))
    )


def _month_in(r: Read, year: int, unnamed: bool) -> TimeValue | None:
    """The month or day of the happening's year the statement gives (the
    year too when the happening's name gives none)."""
    dates = sum(1 for t in r.toks if t.kind == "t" and t.time is not None)
    for k, t in enumerate(r.toks):
        tv = t.time
        if t.kind == "t" and tv is not None and tv.precision == "year":  # "in the autumn of"
            tv = seasons.narrow(tv, " ".join(u.f for u in r.toks[max(0, k - 3) : k]))
        if t.kind == "t" and tv is not None and tv.precision in ("month", "day"):
            if tv.start.year == year or dates == 1:  # another year, alone: another date
                return tv
            continue
        if unnamed and t.kind == "t" and tv is not None and tv.precision == "year" and not tv.bound:
            return tv
    months = _months()
    for prev, t in pairwise(r.toks):  # "in May", not "may have"
        day = _day(prev)
        if (prev.f not in _IN_MONTH and day is None) or not t.is_word:
            continue
        if m := next((months[x] for x in (t.lem or (t.f,)) if x in months), None):
            got = make_time(year, m, day, t.text)
            text = f"{prev.text} {t.text} {year}" if day else f"{t.text} {year}"
            return replace(got, text=text) if got is not None else None
    return None


def _day(t: Tok) -> int | None:
    """A day of the month before a month's name ("on 3 March")."""
    if t.kind == "n" and t.qty is not None and t.qty.value.is_integer():
        return int(t.qty.value) if 1 <= t.qty.value <= 31 else None
    return None


def compare_span(ca: Claim, cb: Claim) -> Finding | None:
    """A happening's end dated before its outbreak contradicts it ("began in
    December 1905" / "was crushed in June 1905"); any later end says nothing."""
    from semnet.graph.judge.compare import Finding

    start, end = (ca, cb) if ca.slot == "ev:outbreak" else (cb, ca)
    if start.time is None or end.time is None or not end.time.end <= start.time.start:
        return None
    why = f"{start.label}: ended ({end.time.text}) before it broke out ({start.time.text})"
    return Finding(Stance.CONTRADICTS, why, 0.8, "happening")
