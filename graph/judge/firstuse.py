"""A thing's first users or first service at a date put its opening then:
"the first passenger train ran on the line in 1883", "the school took in its
first pupils in 1861", "l'école accueillit ses premiers élèves en 1861",
"der erste Zug fuhr erst 1883", "el primer tren no circuló hasta 1883",
"первый поезд прошёл только в 1883 году" (since round 44).

The claim is an opening (`ev:opening`) of the one named thing (a glossary
note: a line, a school, a body; or a place note of a building's kind: a
hotel, a station) the clause names, so that it meets
an opening, a founding or a building of that thing as `starts.py` and
`events.py` compare them. Only the users and services a thing is opened
for count (trains, passengers, pupils, patients, guests, a mass, a
lesson, a season): "the first mayor", "the first fire" say nothing of it.
A periodical's first issue is its founding, read before the clauses
(`firsts.py`).

Since round 48 a thing's first flight or maiden voyage is its first
service too: "the Swallow made its first flight on 3 May 1911", "its maiden
voyage", "le vol inaugural", "der Erstflug", "el primer vuelo", "первый
полёт", and "first flew", "flog zum ersten Mal", "vola pour la première
fois", "voló por primera vez", "впервые поднялся в воздух". Not when a
person's clause tells it ("her first flight"), nor a first flight or voyage
to, over or across a place, which is not the thing's first.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge.cues import words
from semnet.graph.judge.ranks import FIRST

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor

# who or what a thing is opened for, per language (forms and lemmas)
USES: dict[str, frozenset[str]] = {
    "en": words(
        "train trains passenger passengers pupil pupils student students scholar scholars"
        " patient patients guest guests visitor visitors bather bathers customer customers"
        " boarder boarders lodger lodgers inmate inmates crossing crossings mass service"
        " services lesson lessons performance season"
    ),
    "fr": words(
        "train trains passager passagers voyageur voyageurs élève élèves écolier écoliers"
        " étudiant étudiants patient patients malade malades pensionnaire pensionnaires hôte"
        " hôtes client clients curiste curistes baigneur baigneurs visiteur visiteurs"
        " traversée traversées messe office cours leçon leçons représentation saison"
    ),
    "de": words(
        "zug züge fahrgast fahrgäste passagier passagiere reisende schüler schülerin"
        " schülerinnen student studenten patient patienten kranke gast gäste kurgast kurgäste"
        " badegast badegäste besucher kunde kunden überfahrt messe gottesdienst unterricht"
        " vorstellung saison"
    ),
    "es": words(
        "tren trenes pasajero pasajeros viajero viajeros alumno alumnos alumna alumnas"
        " estudiante estudiantes escolar escolares paciente pacientes enfermo enfermos"
        " huésped huéspedes cliente clientes bañista bañistas visitante visitantes travesía"
        " misa función temporada"
    ),
    "ru": words(
        "поезд поезда пассажир пассажиры пассажиров ученик ученики учеников ученица учениц"
        " студент студенты студентов пациент пациенты пациентов больной больные больных гость"
        " гости гостей клиент клиенты клиентов посетитель посетители посетителей курортник"
        " курортники постоялец постояльцы постояльцев переправа рейс месса обедня"
        " богослужение урок уроки занятие занятия спектакль сезон"
    ),
}
# since round 48: a thing's flights and voyages, told of the thing and not of a person
_TRIPS: dict[str, frozenset[str]] = {
    "en": words("flight flights voyage"),
    "fr": words("vol voyage"),
    "de": words("flug fahrt reise"),
    "es": words("vuelo viaje"),
    "ru": words("полёт полет полёта полета рейс плавание"),
}
# the maiden trip in one word, or with a word no ordinal lemma covers
_MAIDEN = words("erstflug jungfernflug jungfernfahrt jungfernreise")
_MAIDEN_BEFORE = words("maiden inaugural")  # "maiden flight", "inaugural voyage"
_MAIDEN_AFTER = words("inaugural inaugurale inaugurales")  # "vol inaugural", "viaje inaugural"
# flying, said by its verb, "for the first time" ("zum ersten Mal", "впервые")
_FLEW = words(
    "flew flown vola volé volée flog geflogen voló volado взлетел взлетела взлетело"
    " поднялся поднялась поднялось полетел полетела полетело"
)
_TIMES = words("time mal fois vez")  # "for the first time", "pour la première fois"
_ONCE = words("впервые erstmals")
# a trip to, over or across somewhere is not the thing's first
_ROUTE = words("to over across above into über nach au-dessus travers vers hacia sobre над через")
# kinds of place notes that are no building (`nouns.py`)
_SETTLED = words("town village island bay cape forest square cemetery farm house wall")
# words after "first" that make it a grade, not an ordinal ("a first-class guest",
# "Reisende erster Klasse", "pasajeros de primera clase", "пассажиры первого класса")
_NO_ORDINAL = words("class classe klasse clase класс класса rate aid hand")
# words that may stand between "first" and its noun ("first passenger train")
_SPAN = 3


def claims(x: _Extractor) -> list[Claim]:
    """An opening of the one named thing of the clause, at the clause's date,
    when the clause tells of its first users or first service."""
    from semnet.graph.judge.extract import _first_date

    if x.negated and not x.until_then:
        return []
    if not _first_use(x) and not (x.subject.kind != "character" and _first_trip(x)):
        return []
    things = {e for m in x.mentions for e in m.entities if _opens(e, x)}
    if x.subject.kind in ("glossary", "place") and _opens(x.subject.key[1:], x):
        things.add(x.subject.key[1:])
    if len(things) != 1:
        return []
    time = _first_date(x.context_times())
    if time is None or time.bound is not None or time.approx:
        return []
    (ent,) = things
    c = x.claim("ev:opening", time=time, negated=False, never=False, restricted=False)
    kind = x.names.kind(ent)
    return [replace(c, subject=f"@{ent}", label=x.names.label(ent), subject_kind=kind)]


def _opens(ent: str, x: _Extractor) -> bool:
    """Is a note one that opens: a glossary note, or a place note of a
    building's kind (a hotel, a station: not a town or an island)?"""
    from semnet.graph.judge.kindnames import note_kinds

    kind = x.names.kind(ent)
    if kind == "glossary":
        return True
    return kind == "place" and bool(note_kinds(ent, x.names) - _SETTLED)


def _first_use(x: _Extractor) -> bool:
    """Is "first" followed, within a few words, by a user or a service?"""
    uses = USES.get(x.lang, frozenset())
    toks = x.toks
    for i, t in enumerate(toks):
        if t.is_(FIRST):  # by its lemmas: "premières", "первых", "ersten"
            if i + 1 < len(toks) and toks[i + 1].f in _NO_ORDINAL:
                continue  # "first-class", "first-rate": no ordinal
            ahead = [u for u in toks[i + 1 : i + 1 + _SPAN] if u.kind == "w"]
            if any(u.is_(uses) for u in ahead):
                return True
    return False


def _first_trip(x: _Extractor) -> bool:
    """Does the clause tell of a thing's first flight or maiden voyage: "first"
    or "maiden" before the trip, "inaugural" after it, one compound word, or
    a verb of flying said to be the first time?"""
    trips = _TRIPS.get(x.lang, frozenset())
    toks = [t for t in x.toks if t.kind != "p"]
    for i, t in enumerate(toks):
        if t.is_(_MAIDEN):
            return True
        if t.is_(trips):
            before = toks[max(0, i - 2) : i]
            maiden = any(u.is_(_MAIDEN_BEFORE) for u in before) or (
                i + 1 < len(toks) and toks[i + 1].is_(_MAIDEN_AFTER)
            )
            first = any(u.is_(FIRST) for u in before)
            if maiden or (first and not any(u.is_(_ROUTE) for u in toks[i + 1 : i + 4])):
                return True  # (a maiden voyage to New York is still the maiden voyage)
    flew = [i for i, t in enumerate(toks) if t.is_(_FLEW)]
    if not flew:
        return False
    for i, t in enumerate(toks):
        once = t.is_(_ONCE) or (t.is_(FIRST) and i + 1 < len(toks) and toks[i + 1].is_(_TIMES))
        # "first flew": the ordinal right before the verb
        once = once or (t.is_(FIRST) and i + 1 in flew)
        if once:  # and no route anywhere after the verb
            return not any(u.is_(_ROUTE) for u in toks[flew[0] + 1 :])
    return False
