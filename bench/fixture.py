"""Deterministic synthetic manuscripts for tests and benchmarks.

:func:`generate_fixture` writes a whole semnet workspace: books of chapters in
five languages, entity notes (characters, places, glossary, sources, facts), a
``bibliography.bib``, and the links, citations, events, mentions and block ids
the parser and the lifts have to find. The same arguments always give the same
bytes: the only randomness is one ``random.Random(seed)``, consumed in a fixed
order, and nothing depends on time, hashing or the file system's listing order.

The returned :class:`FixtureSummary` says what was written, so a test can check
the parser against it, and :attr:`FixtureSummary.fact_pairs` lists the
deliberately conflicting (and deliberately agreeing) facts by file and line.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict

__all__ = [
    "SUPPORTED_LANGUAGES",
    "FactLocation",
    "FactPair",
    "FixtureSummary",
    "generate_fixture",
]

SUPPORTED_LANGUAGES: Final = ("en", "ru", "fr", "de", "es")

# Per-paragraph rates in chapter files.
_EVENT_RATE: Final = 0.04
_ONE_LINK_RATE: Final = 0.22
_TWO_LINK_RATE: Final = 0.05
_BROKEN_LINK_RATE: Final = 0.01  # of links
_MENTION_RATE: Final = 0.15
_CITATION_RATE: Final = 0.08
_UNKNOWN_CITATION_RATE: Final = 0.05  # of citations
_BIBLE_CITATION_RATE: Final = 0.15  # of citations
_BLOCK_ID_RATE: Final = 0.03
_LIST_RUN_RATE: Final = 0.25  # of chapters: one run of three list items
_MAX_WORDS: Final = 120

# --------------------------------------------------------------------------- results


class FactLocation(BaseModel):
    """A fact paragraph: workspace-relative POSIX path and 1-based line."""

    model_config = ConfigDict(frozen=True)

    path: str
    line: int


_PairKind = Literal["year_conflict", "number_conflict", "agreement"]


class FactPair(BaseModel):
    """Two facts about one subject that deliberately conflict or agree."""

    model_config = ConfigDict(frozen=True)

    kind: _PairKind
    subject: str
    first: FactLocation
    second: FactLocation


class FixtureSummary(BaseModel):
    """What :func:`generate_fixture` wrote.

    ``paragraphs``, ``headings``, ``events``, ``mentions`` and ``block_ids`` count
    chapter files only; ``links``, ``broken_links``, ``citations`` and
    ``unknown_citations`` count every ``.md`` file (fact notes link and cite
    too). ``mentions`` are unlinked occurrences of a character, place or
    glossary title or alias. ``sources`` is source notes plus ``.bib`` entries.
    """

    model_config = ConfigDict(frozen=True)

    books: int
    chapters: int
    paragraphs: int
    headings: int
    characters: int
    places: int
    glossary: int
    facts: int
    fact_notes: int
    sources: int
    links: int
    broken_links: int
    events: int
    citations: int
    unknown_citations: int
    mentions: int
    block_ids: int
    conflicts: int
    agreements: int
    files: int
    bytes: int
    languages: tuple[str, ...]
    fact_pairs: tuple[FactPair, ...]


# --------------------------------------------------------------------------- languages


@dataclass(frozen=True)
class _Tongue:
    """Word lists, sentence frames and fact templates of one language.

    ``verbs`` are ``(finite verb, rest)`` so German can put the verb second when
    an adverbial comes first; the other languages keep the whole phrase in the
    first slot. Templates that vary by grammatical gender are ``(m, f)`` pairs.
    """

    code: str
    subjects: tuple[str, ...]
    verbs: tuple[tuple[str, str], ...]
    adverbials: tuple[str, ...]
    conjunctions: tuple[str, ...]
    verb_second: bool
    fronted_comma: bool
    person_frames: tuple[str, ...]
    place_frames: tuple[str, ...]
    arrival_frames: tuple[str, ...]
    meeting_frames: tuple[str, ...]
    term_frames: tuple[str, ...]
    see_also: str
    page: str
    history: str
    notes: str
    bible: dict[str, str]
    born: tuple[str, str]
    born_alt: tuple[str, str]
    children: tuple[str, str]
    lived: tuple[str, str]
    population: str
    fact_titles: tuple[str, str, str]


def _plain(phrases: Sequence[str]) -> tuple[tuple[str, str], ...]:
    return tuple((p, "") for p in phrases)


# The tables below are data: keep them compact.
# fmt: off
_EN = _Tongue(
    code="en",
    subjects=(
        "the old porter", "the grey river", "the narrow street", "a tired clerk",
        "the night train", "the young widow", "a cold wind", "the station master",
        "the printing press", "the little shop", "a stray dog", "the copper kettle",
        "the heavy door", "a distant bell", "the bookseller", "the night watchman",
        "the long corridor", "a thin rain", "the tramcar", "the letter carrier",
        "the empty square", "the iron bridge", "a quiet neighbour", "the landlady",
        "the old clock", "the newspaper boy", "the frozen canal", "a pale lamp",
        "the coachman", "the choir",
    ),
    verbs=_plain((
        "waited", "fell silent", "stood by the window", "read the letter twice",
        "watched the crowd", "closed the shutters", "crossed the square",
        "counted the coins", "lit a cigarette", "listened to the rain", "turned away",
        "hurried past", "kept the receipt", "folded the newspaper", "opened the gate",
        "looked at the sky", "carried the parcel upstairs", "forgot the time",
        "rang once", "creaked in the wind", "smelled of coal smoke", "stopped",
        "answered nothing", "wrote a short note", "leaned against the wall",
        "refused the tea", "climbed the stairs slowly", "remembered the summer",
        "locked the drawer", "went out again",
    )),
    adverbials=(
        "in the evening", "after midnight", "under the lamps", "before dawn",
        "in the cold", "without a word", "near the embankment", "at the corner",
        "for a long time", "in the yard", "on the platform", "behind the theatre",
        "by the stove", "in the morning fog", "along the quay", "at the end of the week",
        "in silence", "on the third floor", "across the bridge", "beside the kiosk",
        "during the storm", "after the service", "in the back room", "under the snow",
        "before supper",
    ),
    conjunctions=("and", "but", "while"),
    verb_second=False,
    fronted_comma=True,
    person_frames=(
        "{x} said nothing.", "Later, {x} came back.", "Nobody had seen {x} since spring.",
        "{x} was waiting downstairs.", "Somebody asked about {x}.",
    ),
    place_frames=(
        "The talk turned to {x}.", "The road led on to {x}.",
        "Letters still came from {x}.", "It was raining in {x}.",
    ),
    arrival_frames=("{x} arrived in {p}.", "That week {x} reached {p}."),
    meeting_frames=("{x} met {y} in {p}.", "In {p}, {x} and {y} spoke at last."),
    term_frames=('The word "{x}" came up again.', 'Somebody said "{x}" under his breath.'),
    see_also="See also {x}.",
    page="p.",
    history="History",
    notes="Notes",
    bible={
        "john": "Jn", "matthew": "Mt", "genesis": "Gen", "psalms": "Ps",
        "luke": "Lk", "mark": "Mk", "romans": "Rom",
    },
    born=("{x} was born in {y}.", "{x} was born in {y}."),
    born_alt=("In {y}, {x} was born.", "In {y}, {x} was born."),
    children=("{x} had {n} children.", "{x} had {n} children."),
    lived=("{x} lived in {p}.", "{x} lived in {p}."),
    population="In {y}, {p} had {n} inhabitants.",
    fact_titles=("Births and families", "Residences", "Towns and their populations"),
)

_RU = _Tongue(
    code="ru",
    subjects=(
        "старый швейцар", "серая река", "узкая улица", "усталый писарь", "ночной поезд",
        "молодая вдова", "холодный ветер", "начальник станции", "печатный станок",
        "маленькая лавка", "бездомная собака", "медный чайник", "тяжёлая дверь",
        "далёкий колокол", "книготорговец", "ночной сторож", "длинный коридор",
        "мелкий дождь", "трамвай", "почтальон", "пустая площадь", "железный мост",
        "тихий сосед", "хозяйка квартиры", "старый дворник", "газетчик",
        "замёрзший канал", "бледный фонарь", "кучер", "церковный хор",
    ),
    verbs=_plain((
        "ждёт", "молчит", "стоит у окна", "дважды перечитывает письмо",
        "смотрит на толпу", "закрывает ставни", "пересекает площадь", "считает монеты",
        "закуривает папиросу", "слушает дождь", "отворачивается", "спешит мимо",
        "хранит квитанцию", "складывает газету", "открывает калитку", "смотрит на небо",
        "несёт свёрток наверх", "забывает о времени", "звонит один раз",
        "скрипит на ветру", "пахнет угольным дымом", "останавливается",
        "ничего не отвечает", "пишет короткую записку", "прислоняется к стене",
        "отказывается от чая", "медленно поднимается по лестнице", "вспоминает лето",
        "запирает ящик", "снова выходит",
    )),
    adverbials=(
        "вечером", "после полуночи", "под фонарями", "перед рассветом", "на холоде",
        "без единого слова", "у набережной", "на углу", "долго", "во дворе",
        "на перроне", "за театром", "у печки", "в утреннем тумане", "вдоль канала",
        "в конце недели", "в тишине", "на третьем этаже", "за мостом", "возле киоска",
        "во время бури", "после службы", "в задней комнате", "под снегом",
        "перед ужином",
    ),
    conjunctions=("и", "но", "а"),
    verb_second=False,
    fronted_comma=False,
    person_frames=(
        "{x} молчит.", "Потом возвращается {x}.", "Внизу ждёт {x}.",
        "Об этом знает {x}.", "Рядом стоит {x}.",
    ),
    place_frames=(
        "Разговор заходит о городе {x}.", "Дорога ведёт в город {x}.",
        "Письма всё ещё приходят из города {x}.", "Над городом {x} идёт дождь.",
    ),
    arrival_frames=("{x} приезжает в город {p}.", "На этой неделе {x} добирается до города {p}."),
    meeting_frames=(
        "{x} и {y} встречаются в городе {p}.", "В городе {p} {x} и {y} наконец говорят.",
    ),
    term_frames=("Снова звучит слово «{x}».", "Кто-то вполголоса произносит «{x}»."),
    see_also="См. также {x}.",
    page="с.",
    history="История",
    notes="Заметки",
    bible={
        "john": "Ин", "matthew": "Мф", "genesis": "Быт", "psalms": "Пс",
        "luke": "Лк", "mark": "Мк", "romans": "Рим",
    },
    born=("{x} родился в {y} году.", "{x} родилась в {y} году."),
    born_alt=("В {y} году родился {x}.", "В {y} году родилась {x}."),
    children=("{x} вырастил {n} детей.", "{x} вырастила {n} детей."),
    lived=("{x} жил в городе {p}.", "{x} жила в городе {p}."),
    population="В {y} году население города {p} составляло {n} человек.",
    fact_titles=("Рождения и семьи", "Места жительства", "Города и их население"),
)

_FR = _Tongue(
    code="fr",
    subjects=(
        "le vieux portier", "le fleuve gris", "la rue étroite", "un commis fatigué",
        "le train de nuit", "la jeune veuve", "un vent froid", "le chef de gare",
        "la presse à imprimer", "la petite boutique", "un chien errant",
        "la bouilloire en cuivre", "la lourde porte", "une cloche lointaine", "le libraire",
        "le veilleur de nuit", "le long couloir", "une pluie fine", "le tramway",
        "le facteur", "la place déserte", "le pont de fer", "un voisin discret",
        "la logeuse", "la vieille horloge", "le petit crieur de journaux", "le canal gelé",
        "une lampe pâle", "le cocher", "la chorale",
    ),
    verbs=_plain((
        "attendait", "se taisait", "restait près de la fenêtre", "relisait la lettre",
        "regardait la foule", "fermait les volets", "traversait la place",
        "comptait les pièces", "allumait une cigarette", "écoutait la pluie",
        "se détournait", "passait en hâte", "gardait le reçu", "pliait le journal",
        "ouvrait le portail", "regardait le ciel", "montait le paquet à l'étage",
        "oubliait l'heure", "sonnait une seule fois", "grinçait dans le vent",
        "sentait la fumée de charbon", "s'arrêtait", "ne répondait rien",
        "écrivait un mot bref", "s'appuyait contre le mur", "refusait le thé",
        "montait lentement l'escalier", "se souvenait de l'été", "fermait le tiroir à clé",
        "ressortait encore",
    )),
    adverbials=(
        "le soir", "après minuit", "sous les réverbères", "avant l'aube", "dans le froid",
        "sans un mot", "près du quai", "au coin de la rue", "longtemps", "dans la cour",
        "sur le quai de la gare", "derrière le théâtre", "près du poêle",
        "dans le brouillard du matin", "le long des quais", "à la fin de la semaine",
        "en silence", "au troisième étage", "de l'autre côté du pont", "à côté du kiosque",
        "pendant l'orage", "après la messe", "dans l'arrière-salle", "sous la neige",
        "avant le souper",
    ),
    conjunctions=("et", "mais", "tandis que"),
    verb_second=False,
    fronted_comma=True,
    person_frames=(
        "{x} ne disait rien.", "Plus tard, {x} revint.", "{x} attendait en bas.",
        "Personne n'avait revu {x} depuis le printemps.", "{x} entra sans frapper.",
    ),
    place_frames=(
        "La conversation revint sur {x}.", "La route menait jusqu'à {x}.",
        "Il pleuvait sur {x}.", "Des lettres arrivaient encore, postées à {x}.",
    ),
    arrival_frames=("{x} arriva à {p}.", "Cette semaine-là, {x} atteignit {p}."),
    meeting_frames=("{x} retrouva {y} à {p}.", "À {p}, {x} et {y} se parlèrent enfin."),
    term_frames=("Le mot « {x} » revenait sans cesse.", "Quelqu'un prononça le mot « {x} »."),
    see_also="Voir aussi {x}.",
    page="p.",
    history="Histoire",
    notes="Notes",
    bible={
        "john": "Jn", "matthew": "Mt", "genesis": "Gn", "psalms": "Ps",
        "luke": "Lc", "mark": "Mc", "romans": "Rm",
    },
    born=("{x} est né en {y}.", "{x} est née en {y}."),
    born_alt=("C'est en {y} qu'est né {x}.", "C'est en {y} qu'est née {x}."),
    children=("{x} a eu {n} enfants.", "{x} a eu {n} enfants."),
    lived=("{x} a vécu à {p}.", "{x} a vécu à {p}."),
    population="En {y}, {p} comptait {n} habitants.",
    fact_titles=("Naissances et familles", "Domiciles", "Villes et populations"),
)

_DE = _Tongue(
    code="de",
    subjects=(
        "der alte Pförtner", "der graue Fluss", "die enge Gasse", "ein müder Schreiber",
        "der Nachtzug", "die junge Witwe", "ein kalter Wind", "der Bahnhofsvorsteher",
        "die Druckerpresse", "der kleine Laden", "ein streunender Hund",
        "der kupferne Kessel", "die schwere Tür", "eine ferne Glocke", "der Buchhändler",
        "der Nachtwächter", "der lange Flur", "ein feiner Regen", "die Straßenbahn",
        "der Briefträger", "der leere Platz", "die eiserne Brücke", "ein stiller Nachbar",
        "die Wirtin", "die alte Uhr", "der Zeitungsjunge", "der gefrorene Kanal",
        "eine blasse Lampe", "der Kutscher", "der Chor",
    ),
    verbs=(
        ("wartete", ""), ("schwieg", ""), ("stand", "am Fenster"),
        ("las", "den Brief zweimal"), ("beobachtete", "die Menge"),
        ("schloss", "die Fensterläden"), ("überquerte", "den Platz"),
        ("zählte", "die Münzen"), ("zündete", "eine Zigarette an"),
        ("lauschte", "dem Regen"), ("wandte sich", "ab"), ("eilte", "vorbei"),
        ("behielt", "die Quittung"), ("faltete", "die Zeitung"), ("öffnete", "das Tor"),
        ("blickte", "zum Himmel"), ("trug", "das Paket nach oben"), ("vergaß", "die Zeit"),
        ("läutete", "einmal"), ("knarrte", "im Wind"), ("roch", "nach Kohlenrauch"),
        ("blieb", "stehen"), ("antwortete", "nichts"), ("schrieb", "eine kurze Notiz"),
        ("lehnte", "an der Wand"), ("lehnte", "den Tee ab"),
        ("stieg", "langsam die Treppe hinauf"), ("erinnerte sich", "an den Sommer"),
        ("verschloss", "die Schublade"), ("ging", "wieder hinaus"),
    ),
    adverbials=(
        "am Abend", "nach Mitternacht", "unter den Laternen", "vor der Dämmerung",
        "in der Kälte", "ohne ein Wort", "am Ufer", "an der Ecke", "eine Weile", "im Hof",
        "auf dem Bahnsteig", "hinter dem Theater", "am Ofen", "im Morgennebel",
        "entlang des Kais", "am Ende der Woche", "in der Stille", "im dritten Stock",
        "jenseits der Brücke", "neben dem Kiosk", "während des Sturms",
        "nach dem Gottesdienst", "im Hinterzimmer", "unter dem Schnee",
        "vor dem Abendessen",
    ),
    conjunctions=("und", "aber", "doch"),
    verb_second=True,
    fronted_comma=False,
    person_frames=(
        "{x} sagte nichts.", "Später kam {x} zurück.", "Unten wartete {x}.",
        "Niemand hatte {x} seit dem Frühjahr gesehen.", "Jemand fragte nach {x}.",
    ),
    place_frames=(
        "Das Gespräch kam auf {x}.", "Die Straße führte weiter nach {x}.",
        "In {x} regnete es.", "Noch immer kamen Briefe aus {x}.",
    ),
    arrival_frames=("{x} kam in {p} an.", "In dieser Woche erreichte {x} {p}."),
    meeting_frames=("{x} traf {y} in {p}.", "In {p} sprachen {x} und {y} endlich miteinander."),
    term_frames=("Wieder fiel das Wort „{x}“.", "Jemand erwähnte leise das Wort „{x}“."),
    see_also="Siehe auch {x}.",
    page="S.",
    history="Geschichte",
    notes="Notizen",
    bible={
        "john": "Joh", "matthew": "Mt", "genesis": "Gen", "psalms": "Ps",
        "luke": "Lk", "mark": "Mk", "romans": "Röm",
    },
    born=("{x} wurde {y} geboren.", "{x} wurde {y} geboren."),
    born_alt=("{x} kam {y} zur Welt.", "{x} kam {y} zur Welt."),
    children=("{x} hatte {n} Kinder.", "{x} hatte {n} Kinder."),
    lived=("{x} lebte in {p}.", "{x} lebte in {p}."),
    population="Im Jahr {y} hatte {p} {n} Einwohner.",
    fact_titles=("Geburten und Familien", "Wohnorte", "Städte und Einwohner"),
)

_ES = _Tongue(
    code="es",
    subjects=(
        "el viejo portero", "el río gris", "la calle estrecha", "un escribiente cansado",
        "el tren nocturno", "la joven viuda", "un viento frío", "el jefe de estación",
        "la imprenta", "la pequeña tienda", "un perro callejero", "la tetera de cobre",
        "la puerta pesada", "una campana lejana", "el librero", "el vigilante nocturno",
        "el largo pasillo", "una lluvia fina", "el tranvía", "el cartero",
        "la plaza vacía", "el puente de hierro", "un vecino discreto", "la casera",
        "el viejo reloj", "el niño de los periódicos", "el canal helado",
        "una lámpara pálida", "el cochero", "el coro",
    ),
    verbs=_plain((
        "esperaba", "callaba", "seguía junto a la ventana", "releía la carta",
        "miraba a la multitud", "cerraba los postigos", "cruzaba la plaza",
        "contaba las monedas", "encendía un cigarrillo", "escuchaba la lluvia",
        "se daba la vuelta", "pasaba deprisa", "guardaba el recibo", "doblaba el periódico",
        "abría la verja", "miraba el cielo", "subía el paquete al piso de arriba",
        "olvidaba la hora", "sonaba una sola vez", "crujía con el viento",
        "olía a humo de carbón", "se detenía", "no contestaba nada",
        "escribía una nota breve", "se apoyaba en la pared", "rechazaba el té",
        "subía despacio la escalera", "recordaba el verano", "cerraba el cajón con llave",
        "volvía a salir",
    )),
    adverbials=(
        "por la tarde", "después de medianoche", "bajo las farolas", "antes del alba",
        "en el frío", "sin decir palabra", "cerca del muelle", "en la esquina",
        "durante mucho tiempo", "en el patio", "en el andén", "detrás del teatro",
        "junto a la estufa", "en la niebla de la mañana", "a lo largo del muelle",
        "al final de la semana", "en silencio", "en el tercer piso",
        "al otro lado del puente", "al lado del quiosco", "durante la tormenta",
        "después de misa", "en la trastienda", "bajo la nieve", "antes de la cena",
    ),
    conjunctions=("y", "pero", "mientras"),
    verb_second=False,
    fronted_comma=True,
    person_frames=(
        "{x} no dijo nada.", "Más tarde volvió {x}.", "{x} esperaba abajo.",
        "Nadie había visto a {x} desde la primavera.", "Alguien preguntó por {x}.",
    ),
    place_frames=(
        "La conversación volvió a {x}.", "El camino seguía hasta {x}.",
        "Llovía en {x}.", "Todavía llegaban cartas desde {x}.",
    ),
    arrival_frames=("{x} llegó a {p}.", "Esa semana {x} alcanzó {p}."),
    meeting_frames=("{x} se encontró con {y} en {p}.", "En {p}, {x} y {y} hablaron por fin."),
    term_frames=("Otra vez se oyó la palabra «{x}».", "Alguien mencionó la palabra «{x}»."),
    see_also="Véase también {x}.",
    page="p.",
    history="Historia",
    notes="Notas",
    bible={
        "john": "Jn", "matthew": "Mt", "genesis": "Gn", "psalms": "Sal",
        "luke": "Lc", "mark": "Mc", "romans": "Rom",
    },
    born=("{x} nació en {y}.", "{x} nació en {y}."),
    born_alt=("{x} vino al mundo en {y}.", "{x} vino al mundo en {y}."),
    children=("{x} tuvo {n} hijos.", "{x} tuvo {n} hijos."),
    lived=("{x} vivió en {p}.", "{x} vivió en {p}."),
    population="En {y}, {p} tenía {n} habitantes.",
    fact_titles=("Nacimientos y familias", "Domicilios", "Ciudades y poblaciones"),
)

_TONGUES: Final[dict[str, _Tongue]] = {t.code: t for t in (_EN, _RU, _FR, _DE, _ES)}

# Real verses, so a locus checker can look them up.
_BIBLE_VERSES: Final = (
    ("john", 3, 16), ("john", 1, 1), ("john", 14, 6), ("matthew", 5, 9),
    ("matthew", 6, 9), ("matthew", 22, 21), ("genesis", 1, 1), ("psalms", 23, 1),
    ("psalms", 90, 12), ("luke", 2, 14), ("mark", 10, 14), ("romans", 8, 28),
)

# --------------------------------------------------------------------------- names

# (male first names, female first names, surnames as (masculine, feminine))
_NamePool = tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[str, str], ...]]
_NAME_POOLS: Final[dict[str, _NamePool]] = {
    "en": (
        ("Arthur", "Edmund", "Frederick", "George", "Harold", "Henry", "Jasper", "Lionel",
         "Percival", "Reginald", "Rupert", "Sidney", "Walter", "Ambrose", "Bertram",
         "Cedric", "Desmond", "Horace"),
        ("Agatha", "Beatrice", "Clara", "Dorothy", "Edith", "Florence", "Gwendolyn",
         "Harriet", "Imogen", "Louisa", "Mabel", "Matilda", "Millicent", "Philippa",
         "Rosalind", "Ursula", "Violet", "Winifred"),
        tuple((s, s) for s in (
            "Ashworth", "Blackwood", "Carrington", "Davenport", "Ellsworth", "Fairfax",
            "Gresham", "Hargreaves", "Kingsley", "Langford", "Merriweather", "Northcote",
            "Pemberton", "Quayle", "Ravensworth", "Sinclair", "Thornbury", "Underhill",
            "Whitcombe", "Yardley", "Aldridge", "Beckett", "Cartwright", "Dunmore",
            "Everett", "Fenwick", "Gilchrist", "Holloway", "Ingram", "Lockhart",
        )),
    ),
    "ru": (
        ("Алексей", "Борис", "Василий", "Григорий", "Дмитрий", "Евгений", "Иван",
         "Константин", "Михаил", "Николай", "Павел", "Пётр", "Сергей", "Фёдор", "Андрей",
         "Аркадий", "Лев", "Илья"),
        ("Анна", "Варвара", "Дарья", "Екатерина", "Елена", "Зинаида", "Ирина", "Ксения",
         "Лидия", "Мария", "Наталья", "Ольга", "Софья", "Татьяна", "Юлия", "Александра",
         "Евдокия", "Полина"),
        (*((s, s + "а") for s in (
            "Орлов", "Волков", "Соколов", "Лебедев", "Морозов", "Новиков", "Кузнецов",
            "Павлов", "Семёнов", "Голубев", "Виноградов", "Богданов", "Воробьёв",
            "Фёдоров", "Михайлов", "Беляев", "Тарасов", "Белов", "Комаров", "Жуков",
            "Зайцев", "Соловьёв", "Ершов", "Карпов", "Громов", "Миронов", "Дорофеев",
            "Крылов", "Щербаков", "Якушев",
        )), ("Штерн", "Штерн"), ("Гольдберг", "Гольдберг")),
    ),
    "fr": (
        ("Émile", "Lucien", "Théodore", "Gaston", "Honoré", "Jérôme", "Léon", "René",
         "Édouard", "Aurélien", "Benoît", "Clément", "Félix", "Hippolyte", "Marcel",
         "Octave", "Raphaël", "Séraphin"),
        ("Hélène", "Adèle", "Béatrice", "Cécile", "Éloïse", "Geneviève", "Joséphine",
         "Léonie", "Mathilde", "Noémie", "Odette", "Pauline", "Thérèse", "Valérie",
         "Yvonne", "Zoé", "Amélie", "Irène"),
        tuple((s, s) for s in (
            "Dubois", "Lefèvre", "Moreau", "Girard", "Rousseau", "Bérenger", "Chevalier",
            "Fontaine", "Gauthier", "Lemaître", "Mercier", "Périer", "Renaud", "Tessier",
            "Vasseur", "Delacroix", "Duchêne", "Faucher", "Garnier", "Hébert", "Jourdain",
            "Lacroix", "Mallet", "Picard", "Roussel", "Séguin", "Thibault", "Valette",
            "Aubert", "Brassac",
        )),
    ),
    "de": (
        ("Jürgen", "Friedrich", "Heinrich", "Wilhelm", "Ludwig", "Gottfried", "Konrad",
         "Matthias", "Siegfried", "Ulrich", "Wolfgang", "Bernhard", "Dietrich", "Günther",
         "Karl", "Otto", "Rüdiger", "Ansgar"),
        ("Käthe", "Ilse", "Gertrud", "Hildegard", "Liesel", "Margarete", "Ottilie",
         "Rosamunde", "Brünhilde", "Charlotte", "Dorothea", "Elfriede", "Franziska",
         "Henriette", "Irmgard", "Luise", "Mathilde", "Sophie"),
        tuple((s, s) for s in (
            "Weiß", "Müller", "Schröder", "Groß", "Köhler", "Böhm", "Fuchs", "Hoffmann",
            "Krüger", "Möller", "Neumann", "Pfeiffer", "Schäfer", "Vogel", "Wagner",
            "Zimmermann", "Brandt", "Dörfler", "Engel", "Falkenrath", "Günzel", "Haßler",
            "Jäger", "Kessler", "Lorenz", "Nußbaum", "Roth", "Seidel", "Thälmann",
            "Wüstenfeld",
        )),
    ),
    "es": (
        ("Íñigo", "José", "Andrés", "Joaquín", "Ramón", "Sebastián", "Tomás", "Álvaro",
         "Agustín", "Fermín", "Germán", "Julián", "Martín", "Nicolás", "Rubén", "Simón",
         "Víctor", "Ignacio"),
        ("Begoña", "María", "Inés", "Lucía", "Mercedes", "Pilar", "Remedios", "Rocío",
         "Soledad", "Teresa", "Amparo", "Asunción", "Concepción", "Dolores", "Encarnación",
         "Montserrat", "Nuria", "Ángeles"),
        tuple((s, s) for s in (
            "Muñoz", "García", "Fernández", "González", "Rodríguez", "López", "Martínez",
            "Sánchez", "Pérez", "Gómez", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno",
            "Álvarez", "Romero", "Alonso", "Gutiérrez", "Navarro", "Torres", "Domínguez",
            "Vázquez", "Ramos", "Gil", "Serrano", "Blanco", "Suárez", "Molina", "Castillo",
        )),
    ),
}

# Native language, then the name in en, ru, fr, de, es.
_PLACES: Final[tuple[tuple[str, tuple[str, str, str, str, str]], ...]] = (
    ("ru", ("Moscow", "Москва", "Moscou", "Moskau", "Moscú")),
    ("ru", ("Saint Petersburg", "Санкт-Петербург", "Saint-Pétersbourg", "Sankt Petersburg",
            "San Petersburgo")),
    ("fr", ("Paris", "Париж", "Paris", "Paris", "París")),
    ("de", ("Berlin", "Берлин", "Berlin", "Berlin", "Berlín")),
    ("es", ("Madrid", "Мадрид", "Madrid", "Madrid", "Madrid")),
    ("en", ("London", "Лондон", "Londres", "London", "Londres")),
    ("ru", ("Odessa", "Одесса", "Odessa", "Odessa", "Odesa")),
    ("fr", ("Lyon", "Лион", "Lyon", "Lyon", "Lyon")),
    ("de", ("Munich", "Мюнхен", "Munich", "München", "Múnich")),
    ("es", ("Barcelona", "Барселона", "Barcelone", "Barcelona", "Barcelona")),
    ("en", ("Edinburgh", "Эдинбург", "Édimbourg", "Edinburgh", "Edimburgo")),
    ("ru", ("Kazan", "Казань", "Kazan", "Kasan", "Kazán")),
    ("fr", ("Marseilles", "Марсель", "Marseille", "Marseille", "Marsella")),
    ("de", ("Hamburg", "Гамбург", "Hambourg", "Hamburg", "Hamburgo")),
    ("es", ("Seville", "Севилья", "Séville", "Sevilla", "Sevilla")),
    ("en", ("Manchester", "Манчестер", "Manchester", "Manchester", "Mánchester")),
    ("ru", ("Nizhny Novgorod", "Нижний Новгород", "Nijni Novgorod", "Nischni Nowgorod",
            "Nizhni Nóvgorod")),
    ("fr", ("Bordeaux", "Бордо", "Bordeaux", "Bordeaux", "Burdeos")),
    ("de", ("Cologne", "Кёльн", "Cologne", "Köln", "Colonia")),
    ("es", ("Valencia", "Валенсия", "Valence d'Espagne", "Valencia", "Valencia")),
    ("en", ("Liverpool", "Ливерпуль", "Liverpool", "Liverpool", "Liverpool")),
    ("ru", ("Yaroslavl", "Ярославль", "Iaroslavl", "Jaroslawl", "Yaroslavl")),
    ("fr", ("Strasbourg", "Страсбург", "Strasbourg", "Straßburg", "Estrasburgo")),
    ("de", ("Dresden", "Дрезден", "Dresde", "Dresden", "Dresde")),
    ("es", ("Saragossa", "Сарагоса", "Saragosse", "Saragossa", "Zaragoza")),
    ("en", ("Oxford", "Оксфорд", "Oxford", "Oxford", "Oxford")),
    ("ru", ("Tver", "Тверь", "Tver", "Twer", "Tver")),
    ("fr", ("Lille", "Лилль", "Lille", "Lille", "Lille")),
    ("de", ("Leipzig", "Лейпциг", "Leipzig", "Leipzig", "Leipzig")),
    ("es", ("Granada", "Гранада", "Grenade", "Granada", "Granada")),
    ("en", ("Dublin", "Дублин", "Dublin", "Dublin", "Dublín")),
    ("ru", ("Samara", "Самара", "Samara", "Samara", "Samara")),
    ("fr", ("Toulouse", "Тулуза", "Toulouse", "Toulouse", "Tolosa")),
    ("de", ("Frankfurt", "Франкфурт", "Francfort", "Frankfurt", "Fráncfort")),
    ("es", ("Bilbao", "Бильбао", "Bilbao", "Bilbao", "Bilbao")),
    ("en", ("Glasgow", "Глазго", "Glasgow", "Glasgow", "Glasgow")),
    ("ru", ("Riga", "Рига", "Riga", "Riga", "Riga")),
    ("fr", ("Rouen", "Руан", "Rouen", "Rouen", "Ruan")),
    ("de", ("Nuremberg", "Нюрнберг", "Nuremberg", "Nürnberg", "Núremberg")),
    ("es", ("Toledo", "Толедо", "Tolède", "Toledo", "Toledo")),
    ("en", ("Bristol", "Бристоль", "Bristol", "Bristol", "Bristol")),
    ("ru", ("Novgorod", "Новгород", "Novgorod", "Nowgorod", "Nóvgorod")),
    ("fr", ("Nantes", "Нант", "Nantes", "Nantes", "Nantes")),
    ("de", ("Bremen", "Бремен", "Brême", "Bremen", "Bremen")),
    ("es", ("Salamanca", "Саламанка", "Salamanque", "Salamanca", "Salamanca")),
    ("en", ("York", "Йорк", "York", "York", "York")),
    ("ru", ("Smolensk", "Смоленск", "Smolensk", "Smolensk", "Smolensk")),
    ("fr", ("Dijon", "Дижон", "Dijon", "Dijon", "Dijon")),
    ("de", ("Heidelberg", "Гейдельберг", "Heidelberg", "Heidelberg", "Heidelberg")),
    ("es", ("Cordoba", "Кордова", "Cordoue", "Córdoba", "Córdoba")),
    ("ru", ("Tula", "Тула", "Toula", "Tula", "Tula")),
    ("fr", ("Rheims", "Реймс", "Reims", "Reims", "Reims")),
    ("de", ("Lübeck", "Любек", "Lubeck", "Lübeck", "Lübeck")),
    ("es", ("Cadiz", "Кадис", "Cadix", "Cádiz", "Cádiz")),
    ("en", ("Cambridge", "Кембридж", "Cambridge", "Cambridge", "Cambridge")),
    ("ru", ("Vitebsk", "Витебск", "Vitebsk", "Witebsk", "Vítebsk")),
    ("fr", ("Grenoble", "Гренобль", "Grenoble", "Grenoble", "Grenoble")),
    ("de", ("Weimar", "Веймар", "Weimar", "Weimar", "Weimar")),
    ("es", ("Malaga", "Малага", "Malaga", "Málaga", "Málaga")),
    ("en", ("Norwich", "Норидж", "Norwich", "Norwich", "Norwich")),
)

# term, language, aliases
_GLOSSARY: Final[tuple[tuple[str, str, tuple[str, ...]], ...]] = (
    ("hansom cab", "en", ("hansom",)),
    ("music hall", "en", ("music-hall",)),
    ("penny dreadful", "en", ()),
    ("самовар", "ru", ("samovar",)),
    ("извозчик", "ru", ("izvozchik",)),
    ("охранка", "ru", ("okhranka", "Okhrana")),
    ("fiacre", "fr", ()),
    ("estaminet", "fr", ()),
    ("octroi", "fr", ()),
    ("Droschke", "de", ("Droschken",)),
    ("Stammtisch", "de", ()),
    ("Pickelhaube", "de", ()),
    ("tertulia", "es", ()),
    ("sereno", "es", ()),
    ("zarzuela", "es", ()),
)

# Source notes: key, author, title, year. A note's prose is in a project language.
_SOURCE_NOTES: Final = (
    ("harlow1901", "Edwin Harlow", "Railways of the Continent", 1901),
    ("delorme1898", "Paul Delorme", "Paris et ses faubourgs", 1898),
    ("ignatiev1903", "Сергей Игнатьев", "Петербург в начале века", 1903),
    ("brenner1905", "Ottokar Brenner", "Die Städte des Nordens", 1905),
    ("quiroga1899", "Eulalia Quiroga", "Crónica de los puertos", 1899),
    ("whitlock1910", "Agnes Whitlock", "A Traveller's Almanac", 1910),
    ("marceau1904", "Jules Marceau", "Lettres de Russie", 1904),
    ("sokolsky1907", "Игорь Сокольский", "Записки губернского врача", 1907),
)

# .bib entries: key, entry type, fields
_BIB_ENTRIES: Final[tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...]] = (
    ("bible", "book", (("title", "The Holy Bible"), ("year", "1611"),
                       ("publisher", "Robert Barker"))),
    ("ferrand1896", "book", (("author", "Ferrand, Marguerite"),
                             ("title", "Histoire des chemins de fer"), ("year", "1896"),
                             ("publisher", "Hachette"))),
    ("kessler1902", "article", (("author", "Keßler, Anton"),
                                ("title", "Der Verkehr der Großstädte"),
                                ("journal", "Zeitschrift für Verkehrswesen"), ("year", "1902"),
                                ("volume", "12"), ("pages", "33--57"))),
    ("oakes1908", "book", (("author", "Oakes, Margaret"), ("title", "The Northern Capitals"),
                           ("year", "1908"), ("publisher", "Longmans, Green and Co."))),
    ("petrova1906", "book", (("author", "Петрова, Елена"),
                             ("title", "Очерки городской жизни"), ("year", "1906"),
                             ("publisher", "Знание"))),
    ("valverde1900", "book", (("author", "Valverde, Ramón"), ("title", "Viajes por Europa"),
                              ("year", "1900"), ("publisher", "Librería de Fernando Fe"))),
    ("lindqvist1911", "article", (("author", "Lindqvist, Harald"),
                                  ("title", "On Municipal Statistics"),
                                  ("journal", "Journal of the Royal Statistical Society"),
                                  ("year", "1911"), ("volume", "74"), ("pages", "101--130"))),
    ("duval1903", "misc", (("author", "Duval, Henri"), ("title", "Carnets de voyage"),
                           ("year", "1903"), ("note", "Manuscrit"))),
)

_UNKNOWN_KEYS: Final = ("anon1890", "grimaldi1897", "tarasenko1904", "whitaker1912")

# Notes that are linked to but never written.
_UNWRITTEN: Final = (
    "Madame Sorel", "Captain Hale", "Baron Krüdener", "Doña Elvira", "Князь Мещерский",
    "Père Anselme", "Fräulein Adler", "Mr Tolliver",
)
_UNWRITTEN_PATHS: Final = (
    ("Vineta", "../places/vineta.md"), ("Kitezh", "../places/kitezh.md"),
    ("Madame Sorel", "../characters/madame-sorel.md"),
)
# fmt: on

# --------------------------------------------------------------------------- text helpers

_CYRILLIC: Final = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        (
            "a",
            "b",
            "v",
            "g",
            "d",
            "e",
            "yo",
            "zh",
            "z",
            "i",
            "y",
            "k",
            "l",
            "m",
            "n",
            "o",
            "p",
            "r",
            "s",
            "t",
            "u",
            "f",
            "kh",
            "ts",
            "ch",
            "sh",
            "shch",
            "",
            "y",
            "",
            "e",
            "yu",
            "ya",
        ),
        strict=True,
    )
)
_GERMAN_FOLD: Final = {"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss"}


def _translit(text: str) -> str:
    out: list[str] = []
    for ch in text:
        low = ch.lower()
        if low in _CYRILLIC:
            latin = _CYRILLIC[low]
            out.append(latin[:1].upper() + latin[1:] if ch != low else latin)
        else:
            out.append(ch)
    return "".join(out)


def _ascii_fold(text: str, *, german: bool = False) -> str:
    if german:
        text = "".join(_GERMAN_FOLD.get(ch, ch) for ch in text)
    text = text.replace("ß", "ss")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _slug(text: str) -> str:
    folded = _ascii_fold(_translit(text), german=True).lower()
    out: list[str] = []
    for ch in folded:
        if ch.isascii() and ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _words(text: str) -> int:
    return len(text.split())


def _quote(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


# Values YAML reads back as the same string without quotes (no yes/no/on/off).
_BARE: Final = re.compile(r"(?!(?:yes|no|on|off|true|false|null)$)[a-z][a-z0-9]*")


def _front_matter(fields: Sequence[tuple[str, str | int | Sequence[str]]]) -> list[str]:
    lines = ["---"]
    for key, value in fields:
        if isinstance(value, str):
            bare = _BARE.fullmatch(value) is not None
            lines.append(f"{key}: {value if bare else _quote(value)}")
        elif isinstance(value, int):
            lines.append(f"{key}: {value}")
        else:
            lines.append(f"{key}: [{', '.join(_quote(v) for v in value)}]")
    lines.append("---")
    return lines


def _date(day: dt.date, precision: int) -> str:
    if precision == 0:
        return f"{day.year:04d}"
    if precision == 1:
        return f"{day.year:04d}-{day.month:02d}"
    return day.isoformat()


# --------------------------------------------------------------------------- plan


@dataclass
class _Entity:
    kind: Literal["character", "place", "glossary"]
    title: str
    aliases: list[str]
    stem: str
    lang: str  # language of the note's own prose
    by_lang: dict[str, str]  # the form a writer in that language would use
    short: str  # shown text for ``[[Title|short]]``
    gender: int = 0  # 0 masculine, 1 feminine (characters)
    history: str = ""  # place notes: the heading ``[[Place#History]]`` points at
    history_anchor: str = ""

    @property
    def folder(self) -> str:
        return {"character": "characters", "place": "places", "glossary": "glossary"}[self.kind]

    def names(self) -> list[str]:
        return [self.title, *self.aliases]

    def resolution_keys(self) -> set[str]:
        """Every string this note resolves by, case-folded."""
        return {n.casefold() for n in (*self.names(), self.stem)}


@dataclass
class _Chapter:
    book: int
    number: int
    stem: str
    path: str  # workspace-relative
    title: str
    lang: str
    headings: dict[int, str]  # paragraph index -> heading text before it
    blocks: dict[int, str]  # paragraph index -> block id
    list_items: frozenset[int]


@dataclass
class _Note:
    """A fact note under construction: its blocks, and where each fact lands."""

    path: str
    header: list[str]
    blocks: list[str] = field(default_factory=list)

    def add(self, text: str) -> int:
        self.blocks.append(text)
        return len(self.blocks) - 1

    def line_of(self, index: int) -> int:
        # header lines, a blank line, then one block and one blank line each
        return len(self.header) + 2 + 2 * index


@dataclass
class _Counts:
    links: int = 0
    broken_links: int = 0
    events: int = 0
    citations: int = 0
    unknown_citations: int = 0
    mentions: int = 0
    block_ids: int = 0
    headings: int = 0
    files: int = 0
    bytes: int = 0


class _Generator:
    def __init__(
        self,
        out_dir: Path,
        books: int,
        chapters: int,
        paragraphs: int,
        languages: tuple[str, ...],
        seed: int,
    ) -> None:
        self.out = out_dir
        self.n_books = books
        self.n_chapters = chapters
        self.n_paragraphs = paragraphs
        self.languages = languages
        self.rng = random.Random(seed)
        self.counts = _Counts()
        self.characters: list[_Entity] = []
        self.places: list[_Entity] = []
        self.glossary: list[_Entity] = []
        self.casts: list[list[_Entity]] = []
        self.chapters: list[_Chapter] = []
        self.block_targets: list[tuple[_Chapter, str]] = []
        self.known_keys = [k for k, *_ in _SOURCE_NOTES] + [
            k for k, *_ in _BIB_ENTRIES if k != "bible"
        ]
        self.unwritten: list[str] = []
        self.fact_notes: dict[str, _Note] = {}
        self.pairs: list[FactPair] = []
        self.facts = 0

    # ----------------------------------------------------------------- entities

    def plan_entities(self) -> None:
        rng = self.rng
        n_characters = 20 + 4 * self.n_books
        combos: dict[str, list[tuple[int, str, str]]] = {}
        for code in SUPPORTED_LANGUAGES:
            males, females, surnames = _NAME_POOLS[code]
            pool = [(0, f, s[0]) for f in males for s in surnames]
            pool += [(1, f, s[1]) for f in females for s in surnames]
            rng.shuffle(pool)
            combos[code] = pool
        drawn: list[tuple[str, int, str, str]] = []
        for i in range(n_characters):
            code = SUPPORTED_LANGUAGES[i % len(SUPPORTED_LANGUAGES)]
            if not combos[code]:
                raise ValueError(f"too many characters for the {code} name pool: {n_characters}")
            gender, first, surname = combos[code].pop()
            drawn.append((code, gender, first, surname))
        surname_uses = Counter(surname for _, _, _, surname in drawn)
        for i, (code, gender, first, surname) in enumerate(drawn):
            title = f"{first} {surname}"
            aliases: list[str] = []
            if code == "ru":
                latin = _translit(title)
                aliases.append(latin)
                by_lang = {lang: latin for lang in SUPPORTED_LANGUAGES}
                by_lang["ru"] = title
            else:
                folded = _ascii_fold(title, german=code == "de")
                if folded != title:
                    aliases.append(folded)
                aliases.append(f"{first[0]}. {surname}")
                by_lang = {lang: title for lang in SUPPORTED_LANGUAGES}
            if surname_uses[surname] == 1:
                aliases.append(surname)
            self.characters.append(
                _Entity(
                    kind="character",
                    title=title,
                    aliases=aliases,
                    stem=_slug(title),
                    lang=self.languages[i % len(self.languages)],
                    by_lang=by_lang,
                    short=first,
                    gender=gender,
                )
            )
        n_places = min(len(_PLACES), 8 + 2 * self.n_books)
        for i, (native, names) in enumerate(_PLACES[:n_places]):
            by_lang = dict(zip(SUPPORTED_LANGUAGES, names, strict=True))
            title = by_lang[native]
            aliases = []
            for name in names:
                if name.casefold() != title.casefold() and name not in aliases:
                    aliases.append(name)
            lang = self.languages[i % len(self.languages)]
            history = _TONGUES[lang].history
            self.places.append(
                _Entity(
                    kind="place",
                    title=title,
                    aliases=aliases,
                    stem=_slug(names[0]),
                    lang=lang,
                    by_lang=by_lang,
                    short=by_lang["en"],
                    history=history,
                    history_anchor=history.lower(),
                )
            )
        for term, lang, term_aliases in _GLOSSARY:
            if lang not in self.languages:
                continue
            self.glossary.append(
                _Entity(
                    kind="glossary",
                    title=term,
                    aliases=list(term_aliases),
                    stem=_slug(term),
                    lang=lang,
                    by_lang={lang: term},
                    short=term,
                )
            )
        # A name that means two entities is no alias: drop it everywhere.
        entities = self.characters + self.places + self.glossary
        stems: set[str] = set()
        for i, e in enumerate(entities):
            if e.stem in stems:
                e.stem = f"{e.stem}-{i}"
            stems.add(e.stem)
        uses = Counter(key for e in entities for key in e.resolution_keys())
        for e in entities:
            if uses[e.title.casefold()] > 1:
                raise AssertionError(f"duplicate entity title {e.title!r}")
            e.aliases = [a for a in e.aliases if uses[a.casefold()] == 1]
            if e.kind == "character" and not e.aliases:
                # a catalogue's spelling, unique because the title is
                first, _, rest = e.title.partition(" ")
                e.aliases.append(f"{rest}, {first}")
            kept = e.names()
            e.by_lang = {k: (v if v in kept else e.title) for k, v in e.by_lang.items()}
        taken = set(uses)
        self.unwritten = [n for n in _UNWRITTEN if n.casefold() not in taken]
        shared = self.characters[:20]
        for b in range(self.n_books):
            self.casts.append(shared + self.characters[20 + 4 * b : 24 + 4 * b])

    # ----------------------------------------------------------------- chapters

    def plan_chapters(self) -> None:
        rng = self.rng
        wb = max(2, len(str(self.n_books)))
        wc = max(2, len(str(self.n_chapters)))
        wp = max(3, len(str(self.n_paragraphs)))
        titles: set[str] = set()
        for b in range(1, self.n_books + 1):
            lang = self.languages[(b - 1) % len(self.languages)]
            tongue = _TONGUES[lang]
            for c in range(1, self.n_chapters + 1):
                stem = f"b{b:0{wb}d}-ch{c:0{wc}d}"
                title = ""
                for _ in range(20):
                    title = _cap(f"{rng.choice(tongue.subjects)} {rng.choice(tongue.adverbials)}")
                    if title.casefold() not in titles:
                        break
                else:
                    title = f"{title} ({b}.{c})"
                titles.add(title.casefold())
                headings: dict[int, str] = {}
                used: set[str] = set()
                pos = 0
                while pos < self.n_paragraphs:
                    text = _cap(rng.choice(tongue.subjects))
                    n = 2
                    base = text
                    while text in used:
                        text = f"{base} {n}"
                        n += 1
                    used.add(text)
                    headings[pos] = text
                    pos += rng.randint(8, 12)
                blocks = {
                    i: f"b{b:0{wb}d}-c{c:0{wc}d}-p{i:0{wp}d}"
                    for i in range(self.n_paragraphs)
                    if rng.random() < _BLOCK_ID_RATE
                }
                items: frozenset[int] = frozenset()
                if self.n_paragraphs >= 3 and rng.random() < _LIST_RUN_RATE:
                    start = rng.randrange(self.n_paragraphs - 2)
                    items = frozenset(range(start, start + 3))
                chapter = _Chapter(
                    book=b,
                    number=c,
                    stem=stem,
                    path=f"book-{b:0{wb}d}/{stem}.md",
                    title=title,
                    lang=lang,
                    headings=headings,
                    blocks=blocks,
                    list_items=items,
                )
                self.chapters.append(chapter)
                self.block_targets.extend((chapter, bid) for _, bid in sorted(blocks.items()))

    # ----------------------------------------------------------------- prose

    def sentence(self, tongue: _Tongue) -> str:
        rng = self.rng
        subject = rng.choice(tongue.subjects)
        verb, rest = rng.choice(tongue.verbs)
        shape = rng.random()
        if shape < 0.35:
            parts = (
                [subject, verb, rng.choice(tongue.adverbials), rest]
                if tongue.verb_second
                else [subject, verb, rest, rng.choice(tongue.adverbials)]
            )
            text = " ".join(p for p in parts if p)
        elif shape < 0.6:
            adverbial = rng.choice(tongue.adverbials)
            if tongue.verb_second:
                parts = [adverbial, verb, subject, rest]
            else:
                parts = [adverbial + ("," if tongue.fronted_comma else ""), subject, verb, rest]
            text = " ".join(p for p in parts if p)
        elif shape < 0.85:
            subject2 = rng.choice(tongue.subjects)
            verb2, rest2 = rng.choice(tongue.verbs)
            first = " ".join(p for p in (subject, verb, rest) if p)
            second = " ".join(p for p in (subject2, verb2, rest2) if p)
            text = f"{first}, {rng.choice(tongue.conjunctions)} {second}"
        else:
            text = " ".join(p for p in (subject, verb, rest) if p)
        return _cap(text) + "."

    def prose(self, tongue: _Tongue, low: int, high: int) -> str:
        target = self.rng.randint(low, high)
        out: list[str] = []
        n = 0
        while n < target:
            s = self.sentence(tongue)
            out.append(s)
            n += _words(s)
        return " ".join(out)

    # ----------------------------------------------------------------- chapter paragraphs

    def character_ref(self, who: _Entity, lang: str, *, link: bool) -> str:
        """``who`` as a wiki link, or as a plain mention (counted)."""
        rng = self.rng
        if link:
            self.counts.links += 1
            r = rng.random()
            if r < 0.35:
                return f"[[{who.title}]]"
            if r < 0.55 and who.aliases:
                return f"[[{rng.choice(who.aliases)}]]"
            if r < 0.8:
                return f"[[{who.title}|{who.short}]]"
            return f"[[{who.stem}]]"
        self.counts.mentions += 1
        spoken = [a for a in who.aliases if "," not in a]  # not the catalogue form
        if spoken and rng.random() < 0.35:
            return rng.choice(spoken)
        return who.by_lang[lang]

    def place_ref(self, where: _Entity, lang: str, *, link: bool) -> str:
        rng = self.rng
        name = where.by_lang[lang]
        if link:
            self.counts.links += 1
            r = rng.random()
            if r < 0.5:
                return f"[[{name}]]"
            if r < 0.75:
                return f"[[{where.title}|{name}]]"
            return f"[[{where.title}#{where.history}]]"
        self.counts.mentions += 1
        return name

    def link_sentence(self, chapter: _Chapter, tongue: _Tongue, cast: list[_Entity]) -> str:
        rng = self.rng
        if rng.random() < _BROKEN_LINK_RATE:
            self.counts.links += 1
            self.counts.broken_links += 1
            if rng.random() < 0.75 and self.unwritten:
                return rng.choice(tongue.person_frames).format(
                    x=f"[[{rng.choice(self.unwritten)}]]"
                )
            shown, target = rng.choice(_UNWRITTEN_PATHS)
            return rng.choice(tongue.place_frames).format(x=f"[{shown}]({target})")
        r = rng.random()
        if r < 0.40:
            who = rng.choice(cast)
            return rng.choice(tongue.person_frames).format(
                x=self.character_ref(who, tongue.code, link=True)
            )
        if r < 0.60:
            where = rng.choice(self.places)
            return rng.choice(tongue.place_frames).format(
                x=self.place_ref(where, tongue.code, link=True)
            )
        if r < 0.82 and len(self.chapters) > 1:
            other = chapter
            while other is chapter:
                other = rng.choice(self.chapters)
            if r >= 0.75 and self.block_targets:
                holder, bid = rng.choice(self.block_targets)
                shown = f"|{holder.title}" if rng.random() < 0.3 else ""
                link = f"[[{holder.stem}#^{bid}{shown}]]"
            else:
                heading = rng.choice(sorted(other.headings.values()))
                s = rng.random()
                if s < 0.6:
                    link = f"[[{other.stem}#{heading}]]"
                elif s < 0.8:
                    link = f"[[{other.title}#{heading}]]"
                else:
                    link = f"[[{other.stem}#{heading}|{heading}]]"
            self.counts.links += 1
            return tongue.see_also.format(x=link)
        # relative Markdown link
        self.counts.links += 1
        s = rng.random()
        if s < 0.5:
            where = rng.choice(self.places)
            anchor = f"#{where.history_anchor}" if where.history_anchor.isascii() else ""
            link = f"[{where.by_lang[tongue.code]}](../places/{where.stem}.md{anchor})"
            return rng.choice(tongue.place_frames).format(x=link)
        if s < 0.75:
            who = rng.choice(cast)
            link = f"[{who.short}](../characters/{who.stem}.md)"
            return rng.choice(tongue.person_frames).format(x=link)
        other = rng.choice(self.chapters)
        link = f"[{other.title}](../{other.path})"
        return tongue.see_also.format(x=link)

    def citation(self, tongue: _Tongue) -> str:
        rng = self.rng
        self.counts.citations += 1
        r = rng.random()
        if r < _BIBLE_CITATION_RATE:
            book, chap, verse = rng.choice(_BIBLE_VERSES)
            return f"@bible[{tongue.bible[book]} {chap}.{verse}]"
        if r < _BIBLE_CITATION_RATE + _UNKNOWN_CITATION_RATE:
            self.counts.unknown_citations += 1
            key = rng.choice(_UNKNOWN_KEYS)
        else:
            key = rng.choice(self.known_keys)
        page = f"{tongue.page} {rng.randint(1, 400)}"
        s = rng.random()
        if s < 0.5:
            return f"@{key}[{page}]"
        if s < 0.85:
            return f"[@{key}, {page}]"
        return f"[@{key}]"

    def event(self, chapter: _Chapter, tongue: _Tongue, cast: list[_Entity]) -> tuple[str, str]:
        rng = self.rng
        self.counts.events += 1
        where = self.place_ref(rng.choice(self.places), tongue.code, link=rng.random() < 0.5)
        first = rng.choice(cast)
        x = self.character_ref(first, tongue.code, link=rng.random() < 0.5)
        if rng.random() < 0.6 or len(cast) < 2:
            sentence = rng.choice(tongue.arrival_frames).format(x=x, p=where)
        else:
            second = first
            while second is first:
                second = rng.choice(cast)
            y = self.character_ref(second, tongue.code, link=rng.random() < 0.5)
            sentence = rng.choice(tongue.meeting_frames).format(x=x, y=y, p=where)
        start_year = 1880 + ((chapter.book - 1) * 3) % 36
        year = start_year + (chapter.number - 1) * 4 // max(1, self.n_chapters)
        day = dt.date(year, 1, 1) + dt.timedelta(days=rng.randrange(365))
        r = rng.random()
        if r < 0.2:
            end = day + dt.timedelta(days=rng.randint(1, 10))
            when = f"{day.isoformat()} .. {end.isoformat()}"
        else:
            when = _date(day, 2 if r < 0.7 else (1 if r < 0.9 else 0))
        return sentence, f"[when:: {when}]"

    def paragraph(self, chapter: _Chapter, index: int) -> str:
        rng = self.rng
        tongue = _TONGUES[chapter.lang]
        cast = self.casts[chapter.book - 1]
        extras: list[str] = []
        tail: list[str] = []
        if rng.random() < _EVENT_RATE:
            sentence, when = self.event(chapter, tongue, cast)
            extras.append(sentence)
            tail.append(when)
        r = rng.random()
        n_links = 1 if r < _ONE_LINK_RATE else (2 if r < _ONE_LINK_RATE + _TWO_LINK_RATE else 0)
        extras.extend(self.link_sentence(chapter, tongue, cast) for _ in range(n_links))
        if rng.random() < _MENTION_RATE:
            pick = rng.random()
            terms = [g for g in self.glossary if g.lang == tongue.code]
            if pick < 0.1 and terms:
                self.counts.mentions += 1
                extras.append(rng.choice(tongue.term_frames).format(x=rng.choice(terms).title))
            elif pick < 0.3:
                where = self.place_ref(rng.choice(self.places), tongue.code, link=False)
                extras.append(rng.choice(tongue.place_frames).format(x=where))
            else:
                who = self.character_ref(rng.choice(cast), tongue.code, link=False)
                extras.append(rng.choice(tongue.person_frames).format(x=who))
        cites: list[str] = []
        if rng.random() < _CITATION_RATE:
            cites.append(self.citation(tongue))
            if rng.random() < 0.15:
                cites.append(self.citation(tongue))
        block = chapter.blocks.get(index)
        if block is not None:
            self.counts.block_ids += 1
            tail.append(f"^{block}")
        fixed = sum(_words(t) for t in (*extras, *tail, *cites))
        target = rng.randint(30, 110)
        base: list[str] = []
        n = fixed
        while n < target:
            sentence = self.sentence(tongue)
            base.append(sentence)
            n += _words(sentence)
        while n > _MAX_WORDS and len(base) > 1:
            n -= _words(base.pop())
        for e in extras:
            base.insert(rng.randint(0, len(base)), e)
        for c in cites:
            k = rng.randrange(len(base))
            base[k] = f"{base[k][:-1]} {c}{base[k][-1]}"
        text = " ".join([*base, *tail])
        return f"- {text}" if index in chapter.list_items else text

    def write_chapters(self) -> None:
        for chapter in self.chapters:
            lines = _front_matter([("title", chapter.title), ("lang", chapter.lang)])
            for i in range(self.n_paragraphs):
                heading = chapter.headings.get(i)
                if heading is not None:
                    self.counts.headings += 1
                    lines += ["", f"## {heading}"]
                lines += ["", self.paragraph(chapter, i)]
            self.write(chapter.path, lines)

    # ----------------------------------------------------------------- notes

    def write_entity_notes(self) -> None:
        for i, e in enumerate(self.characters + self.places + self.glossary):
            tongue = _TONGUES[e.lang]
            fm: list[tuple[str, str | int | Sequence[str]]] = [("title", e.title)]
            if e.aliases:
                fm.append(("aliases", e.aliases))
            if i % 2 == 0:  # the other half is typed by its folder alone
                fm.append(("type", e.kind))
            fm.append(("lang", e.lang))
            lines = _front_matter(fm)
            if e.kind == "place":
                lines += ["", f"## {e.history}", "", self.prose(tongue, 30, 80)]
                lines += ["", self.prose(tongue, 30, 60), "", f"## {tongue.notes}", ""]
                lines.append(self.prose(tongue, 20, 50))
            else:
                lines += ["", self.prose(tongue, 30, 80)]
                if e.kind == "character":
                    lines += ["", self.prose(tongue, 20, 60)]
            self.write(f"{e.folder}/{e.stem}.md", lines)

    def write_sources(self) -> None:
        for i, (key, author, title, year) in enumerate(_SOURCE_NOTES):
            lang = self.languages[i % len(self.languages)]
            fm: list[tuple[str, str | int | Sequence[str]]] = [
                ("title", title),
                ("key", key),
                ("author", author),
                ("year", year),
            ]
            if i % 2 == 0:
                fm.append(("type", "source"))
            fm.append(("lang", lang))
            lines = [*_front_matter(fm), "", self.prose(_TONGUES[lang], 30, 70)]
            self.write(f"sources/{key}.md", lines)
        bib: list[str] = []
        for key, kind, fields in _BIB_ENTRIES:
            bib.append(f"@{kind}{{{key},")
            body = [f"  {name} = {{{value}}}" for name, value in fields]
            bib.append(",\n".join(body))
            bib += ["}", ""]
        self.write("bibliography.bib", bib[:-1])

    # ----------------------------------------------------------------- facts

    def fact_note(self, lang: str, part: int) -> _Note:
        tongue = _TONGUES[lang]
        stem = ("births", "residences", "places")[part]
        path = f"facts/{stem}-{lang}.md"
        note = self.fact_notes.get(path)
        if note is None:
            fm: list[tuple[str, str | int | Sequence[str]]] = [("title", tongue.fact_titles[part])]
            if part != 1:
                fm.append(("type", "fact"))
            fm.append(("lang", lang))
            note = _Note(path=path, header=_front_matter(fm))
            self.fact_notes[path] = note
        return note

    def subject(self, e: _Entity, lang: str) -> str:
        name = e.by_lang[lang]
        if self.rng.random() < 0.25:
            self.counts.links += 1
            return f"[[{name}]]"
        return name

    def with_source(self, fact: str, lang: str) -> str:
        """Add a citation to about a third of the facts, before the full stop."""
        if self.rng.random() >= 0.3:
            return fact
        self.counts.citations += 1
        key = self.rng.choice(self.known_keys)
        page = f"{_TONGUES[lang].page} {self.rng.randint(1, 300)}"
        cite = f"@{key}[{page}]" if self.rng.random() < 0.5 else f"[@{key}, {page}]"
        return f"{fact[:-1]} {cite}."

    def add_fact(self, lang: str, part: int, text: str, period: str = "") -> FactLocation:
        note = self.fact_note(lang, part)
        fact = self.with_source(text, lang)
        index = note.add(f"{fact} {period}" if period else fact)
        self.facts += 1
        return FactLocation(path=note.path, line=note.line_of(index))

    def pair(self, kind: _PairKind, subject: str, a: FactLocation, b: FactLocation) -> None:
        self.pairs.append(FactPair(kind=kind, subject=subject, first=a, second=b))

    def plan_facts(self) -> None:
        rng = self.rng
        langs = self.languages
        for i, who in enumerate(self.characters):
            lang = langs[i % len(langs)]
            other = langs[(i + 1) % len(langs)]
            t, t2 = _TONGUES[lang], _TONGUES[other]
            g = who.gender
            born = rng.randint(1840, 1885)
            first = self.add_fact(lang, 0, t.born[g].format(x=self.subject(who, lang), y=born))
            r = rng.random()
            if r < 0.12:
                wrong = born + rng.choice((-4, -3, -2, -1, 1, 2, 3, 4))
                text = t2.born[g].format(x=self.subject(who, other), y=wrong)
                self.pair("year_conflict", who.title, first, self.add_fact(other, 0, text))
            elif r < 0.2:
                text = t2.born_alt[g].format(x=self.subject(who, other), y=born)
                self.pair("agreement", who.title, first, self.add_fact(other, 0, text))
            if rng.random() < 0.5:
                n = rng.randint(5, 12)
                text = t.children[g].format(x=self.subject(who, lang), n=n)
                kids = self.add_fact(lang, 0, text)
                if rng.random() < 0.15:
                    wrong = n + rng.choice((-3, -2, -1, 1, 2, 3, 4))
                    text = t2.children[g].format(x=self.subject(who, other), n=wrong)
                    self.pair("number_conflict", who.title, kids, self.add_fact(other, 0, text))
            year = born + rng.randint(18, 25)
            for k in range(rng.randint(1, 3)):
                where = rng.choice(self.places)
                until = year + rng.randint(2, 10)
                text = t.lived[g].format(x=self.subject(who, lang), p=where.by_lang[lang])
                start = _date(
                    dt.date(year, rng.randint(1, 12), rng.randint(1, 28)), rng.randint(0, 2)
                )
                period = f"[from:: {start}]"
                if k < 2 and rng.random() < 0.8:
                    end = dt.date(until, rng.randint(1, 12), rng.randint(1, 28))
                    period += f" [until:: {_date(end, rng.randint(0, 2))}]"
                    self.add_fact(lang, 1, text, period)
                    year = until + 1
                else:
                    self.add_fact(lang, 1, text, period)
                    break
        for i, where in enumerate(self.places):
            lang = langs[i % len(langs)]
            other = langs[(i + 1) % len(langs)]
            year = rng.randint(1880, 1910)
            n = rng.randint(20, 2000) * 1000 + rng.randint(0, 999)
            text = _TONGUES[lang].population.format(y=year, p=self.subject(where, lang), n=n)
            first = self.add_fact(lang, 2, text)
            if rng.random() < 0.2:
                wrong = n + rng.randint(1, 40) * 1000
                text = _TONGUES[other].population.format(
                    y=year, p=self.subject(where, other), n=wrong
                )
                self.pair("number_conflict", where.title, first, self.add_fact(other, 2, text))

    def write_facts(self) -> None:
        for path in sorted(self.fact_notes):
            note = self.fact_notes[path]
            lines = list(note.header)
            for block in note.blocks:
                lines += ["", block]
            self.write(path, lines)

    # ----------------------------------------------------------------- output

    def write(self, rel: str, lines: list[str]) -> None:
        data = ("\n".join(lines) + "\n").encode("utf-8")
        path = self.out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        self.counts.files += 1
        self.counts.bytes += len(data)

    def run(self) -> FixtureSummary:
        self.plan_entities()
        self.plan_chapters()
        self.plan_facts()
        self.write_chapters()
        self.write_entity_notes()
        self.write_sources()
        self.write_facts()
        c = self.counts
        kinds = Counter(p.kind for p in self.pairs)
        return FixtureSummary(
            books=self.n_books,
            chapters=len(self.chapters),
            paragraphs=len(self.chapters) * self.n_paragraphs,
            headings=c.headings,
            characters=len(self.characters),
            places=len(self.places),
            glossary=len(self.glossary),
            facts=self.facts,
            fact_notes=len(self.fact_notes),
            sources=len(_SOURCE_NOTES) + len(_BIB_ENTRIES),
            links=c.links,
            broken_links=c.broken_links,
            events=c.events,
            citations=c.citations,
            unknown_citations=c.unknown_citations,
            mentions=c.mentions,
            block_ids=c.block_ids,
            conflicts=kinds["year_conflict"] + kinds["number_conflict"],
            agreements=kinds["agreement"],
            files=c.files,
            bytes=c.bytes,
            languages=self.languages,
            fact_pairs=tuple(self.pairs),
        )


def generate_fixture(
    out_dir: Path,
    *,
    books: int = 5,
    chapters: int = 20,
    paragraphs: int = 100,
    languages: Sequence[str] = ("en",),
    seed: int = 1,
) -> FixtureSummary:
    """Write a synthetic workspace under ``out_dir`` and say what is in it.

    Layout: ``book-NN/bNN-chMM.md`` (``books`` folders of ``chapters`` files with
    ``paragraphs`` one-line paragraphs each, a ``##`` heading every 8-12
    paragraphs); ``characters/`` (20 + 4 per book), ``places/``, ``glossary/``,
    ``sources/`` (notes with ``key:``), ``facts/{births,residences,places}-LANG.md``
    and ``bibliography.bib``. Book *i* (0-based) and its front matter ``lang:``
    are ``languages[i % len(languages)]``; entity and fact notes take the
    languages round-robin too. Names keep their own script and accents whatever
    the language. Files already in ``out_dir`` are overwritten or left alone,
    never deleted. The same arguments always produce byte-identical files.
    """
    if books < 1 or chapters < 1 or paragraphs < 1:
        raise ValueError("books, chapters and paragraphs must be at least 1")
    langs = tuple(languages)
    if not langs:
        raise ValueError("languages must not be empty")
    unknown = [code for code in langs if code not in _TONGUES]
    if unknown:
        raise ValueError(f"unsupported languages {unknown}; choose from {SUPPORTED_LANGUAGES}")
    out_dir.mkdir(parents=True, exist_ok=True)
    return _Generator(out_dir, books, chapters, paragraphs, langs, seed).run()
