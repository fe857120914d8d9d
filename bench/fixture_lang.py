"""The languages of the synthetic fixture: word lists, sentence frames and
fact templates in English, Russian, French, German and Spanish (data)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class Tongue:
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
_EN = Tongue(
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

_RU = Tongue(
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

_FR = Tongue(
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

_DE = Tongue(
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

_ES = Tongue(
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

TONGUES: Final[dict[str, Tongue]] = {t.code: t for t in (_EN, _RU, _FR, _DE, _ES)}

# Real verses, so a locus checker can look them up.
BIBLE_VERSES: Final = (
    ("john", 3, 16), ("john", 1, 1), ("john", 14, 6), ("matthew", 5, 9),
    ("matthew", 6, 9), ("matthew", 22, 21), ("genesis", 1, 1), ("psalms", 23, 1),
    ("psalms", 90, 12), ("luke", 2, 14), ("mark", 10, 14), ("romans", 8, 28),
)
# fmt: on
