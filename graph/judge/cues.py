"""Hand-written word lists of the rules judge, per language (en, ru, fr, de,
es): what no library offers — negation cues, approximation marks, clause
boundaries, the prepositions that keep a name from being the subject, unit
words for pint, the counted nouns that mean the same thing across languages.

Every list is folded (case and accents removed, ё → е) when loaded, and
matched against a word's folded form and its lemmas (simplemma, pymorphy3),
so one entry covers the inflected forms. Number words, month names and dates
come from libraries (text2num, number-parser, dateparser), not from here.
The predicates of each slot are in `slots.py`.
"""

from __future__ import annotations

import functools
import re

from semnet.graph.manuscript.names import fold

LANGS = ("en", "ru", "fr", "de", "es")


def words(text: str) -> frozenset[str]:
    """A hand-written word list written as one string, folded (how every
    module of the judge writes its lists)."""
    return frozenset(fold(x) for x in text.split())


def _per_lang(table: dict[str, str]) -> dict[str, frozenset[str]]:
    return {lang: words(listed) for lang, listed in table.items()}


def _phrases(table: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """Multi-word marks, folded, longest first."""
    return {k: tuple(sorted({fold(p) for p in v}, key=len, reverse=True)) for k, v in table.items()}


# ----------------------------------------------------------------- numbers and dates

# Russian collective numerals (number-parser does not read them).
RU_COLLECTIVE = {
    fold(k): v
    for k, v in {
        "двое": 2, "трое": 3, "четверо": 4, "пятеро": 5, "шестеро": 6, "семеро": 7,
        "восьмеро": 8, "девятеро": 9, "десятеро": 10,
    }.items()
}  # fmt: skip
# Stems that tell a Russian text has number words for number-parser to read.
RU_NUMBER_STEMS = tuple(
    fold(s)
    for s in str.split(
        "два две двух трех три четыр пят шест сем восем восьм девят десят двадцат тридцат сорок "
        "пятьдесят шестьдесят семьдесят восемьдесят девяност сто двест трист четырест "
        "тысяч миллион одиннадцат двенадцат тринадцат четырнадцат пятнадцат шестнадцат "
        "семнадцат восемнадцат девятнадцат"
    )
)
# Words for the first day of a month ("le premier mars", "el primero de mayo").
FIRST_DAY = tuple(
    sorted(words("first premier primero erste ersten ersten первое первого"), key=len)
)
# "53 тысячи", "2,5 Millionen", "1.2 million"
SCALES: dict[str, float] = {}
for _word in words("thousand thousands тысяча тысячи тысяч тыс mille milliers tausend tsd mil k"):
    SCALES[fold(_word)] = 1e3
for _word in words(
    "million millions миллион миллиона миллионов млн million millionen millón millones mio mln"
):
    SCALES[fold(_word)] = 1e6
for _word in words("billion billions milliard milliards milliarde milliarden миллиард млрд mrd"):
    SCALES[fold(_word)] = 1e9
# "a dozen", "une douzaine": counted words no number library reads
NUMBER_NOUNS = {fold(w): v for w, v in {
    "dozen": 12, "douzaine": 12, "dutzend": 12, "docena": 12, "дюжина": 12, "дюжины": 12,
    "score": 20, "hundreds": 100,
}.items()}  # fmt: skip

# ----------------------------------------------------------------- units

# Unit words → pint unit names (pint converts; it knows only English names).
UNITS: dict[str, str] = {}
for _unit, _forms in {
    "meter": "m metre meter metres meters mètre mètres metro metros метр м",
    "kilometer": "km kilometre kilometer kilometres kilometers kilomètre kilomètres kilómetro "
    "kilómetros километр км",
    "centimeter": "cm centimetre centimeter centimètre zentimeter centímetro сантиметр см",
    "millimeter": "mm millimetre millimeter millimètre milímetro миллиметр мм",
    "foot": "ft foot feet pied pieds fuß fuss pie pies фут",
    "inch": "inch inches pouce pouces zoll pulgada pulgadas дюйм",
    "mile": "mile miles mille milles meile meilen milla millas миля",
    "nautical_mile": "seemeile seemeilen",  # since round 24 (and `NAUTICAL` before or after "mile")
    "verst": "verst versts верста",
    "kilogram": "kg kilogram kilograms kilogramme kilogrammes kilogramm kilo kilos kilogramo "
    "kilogramos килограмм кг",
    "gram": "g gram grams gramme grammes gramm gramo gramos грамм г",
    "metric_ton": "t tonne tonnes ton tons tonnen tonelada toneladas тонна т тонны тонн "
    "tonneau tonneaux",  # since round 46 a ship's tonnage in French ("jaugeait 250 tonneaux")
    "pound": "lb lbs pound pounds livre livres pfund libra libras фунт",
    "liter": "l litre liter litres liters litro litros литр",
    "hectare": "ha hectare hectares hektar hectárea hectáreas гектар",
    "hour": "h hour hours heure heures stunde stunden hora horas час",
    "minute": "min minute minutes minuten minuto minutos минута",
    "second": "s sec second seconds seconde secondes sekunde sekunden segundo segundos секунда",
    "day": "day days jour jours tag tage tagen día días dia dias день сутки",
    "week": "week weeks semaine semaines woche wochen semana semanas неделя",
    "month": "month months mois monat monate monaten mes meses месяц",
    "year": "year years yr yrs an ans année années jahr jahre jahren año años год лет",
    "yard": "yard yards yd verge verges yarda yardas ярд",
    "acre": "acre acres arpent morgen acre acres десятина",
    "fathom": "fathom fathoms brasse brasses faden braza brazas морская_сажень",
    "league": "league leagues lieue lieues meile legua leguas лига",
    "ounce": "oz ounce ounces once onces unze unzen onza onzas унция",
    "gallon": "gallon gallons galon galones галлон",
    "arshin": "arshin arshins аршин",
    "sazhen": "sazhen sazhens сажень",
    "pood": "pood poods pud puds пуд",
    "quintal": "quintal quintaux doppelzentner quintal quintales центнер",
    "zentner": "zentner",
    "stone": "stone stones",
    "degC": "°c celsius degré degrés grad grado grados градус",  # (bare degrees since round 44)
    "degF": "°f fahrenheit",
}.items():
    for _f in _forms.split():
        UNITS[fold(_f)] = _unit
UNITS[fold("jährig")] = "year"  # "75-jährig": an age
UNITS[fold("летний")] = "year"

# Counted nouns that name the same thing in every language (no library maps
# them across languages); any other noun counts as itself.
COUNT_CONCEPTS: dict[str, str] = {}
for _concept, _forms in {
    "child": "child children kid kids enfant enfants kind kinder hijo hijos niño niños "
    "ребенок ребёнок дети детей",
    "son": "son sons fils sohn söhne hijo varón сын сыновья",
    "daughter": "daughter daughters fille filles tochter töchter hija hijas дочь дочери",
    "people": "inhabitant inhabitants resident residents people persons souls habitant "
    "habitants âme âmes personne personnes einwohner mensch menschen seele seelen habitante "
    "habitantes persona personas alma almas vecino vecinos житель жители человек душа население "
    "leute kopf köpfe "  # since round 48: "75 Leute", "180 Köpfe"
    # since round 31: dwellers and emigrants counted ("300 Bewohner", "300 emigrants")
    "bewohner bewohnerin bewohnerinnen emigrant emigrants "
    "émigrant émigrants auswanderer emigrante emigrantes эмигрант эмигрантов переселенцев "
    # since round 33: inhabitants abbreviated ("21,3 Tsd. Einw.", "3 тыс. жит.", "hab.")
    "einw hab жит",
    # since round 23: men counted ("an atelier of some twenty men"), workers at a works
    "man": "man men homme hommes mann männer hombre hombres мужчина мужчины мужчин "
    # since round 31: the men of a coast ("twelve fishermen", "двенадцати рыбаков", "Seeleute")
    "fisherman fishermen pêcheur pêcheurs fischer pescador pescadores рыбак рыбаков "
    "sailor sailors seaman seamen marin marins matelot matelots seemann seeleute matrose "
    "matrosen marinero marineros моряк моряков матрос матросов",
    "woman": "woman women femme femmes frau frauen mujer mujeres женщина женщины женщин",
    "worker": "worker workers employee employees hand hands ouvrier ouvriers employé employés "
    "salarié salariés arbeiter arbeiterin mitarbeiter beschäftigte obrero obreros empleado "
    "empleados trabajador trabajadores рабочий рабочие работник сотрудник служащий "
    # since round 24: the women's words ("140 работниц", "las obreras", "les ouvrières")
    "ouvrière ouvrières employée employées arbeiterinnen mitarbeiterin mitarbeiterinnen "
    "obrera obreras empleada empleadas trabajadora trabajadoras работница работницы сотрудница "
    # since dev5-figs: a household's servants are its workforce
    "servant servants domestic domestics diener dienstbote dienstboten domestique domestiques "
    "serviteur serviteurs слуга слуги прислуга criado criados sirviente sirvientes",
    "copy": "copy copies exemplaire exemplaires exemplar exemplare ejemplar ejemplares экземпляр",
    "letter": "letter letters lettre lettres brief briefe carta cartas письмо",
    "article": "article articles artikel artículo artículos статья",
    "book": "book books livre livres buch bücher libro libros книга",
    "page": "page pages seite seiten página páginas страница",
    "room": "room rooms pièce pièces chambre chambres zimmer raum habitación habitaciones комната"
    " bedroom bedrooms"  # since round 30 (and German compounds: `values.unit_of`)
    " номер номера номеров",  # since round 46 a hotel's rooms ("40 номеров")
    "floor": "floor floors storey storeys story stories étage étages stockwerk stockwerke "
    "etage etagen piso pisos planta plantas этаж",
    "student": "student students pupil pupils élève élèves étudiant étudiants schüler "
    "student studenten alumno alumnos estudiante estudiantes ученик студент "
    "seminarian seminarians séminariste séminaristes seminarist seminaristen seminarista "
    "seminaristas семинарист семинаристов",  # since round 31
    "soldier": "soldier soldiers man men soldat soldats soldat soldaten soldado soldados солдат",
    # since round 41: members of a body in every language ("86 Mitglieder" / "86 members");
    # plural forms only ("von 1905 bis 1919 Mitglied der SPD" counts no one)
    "member": "members membres sociétaires adhérents mitglieder miembros socios члены членов",
    # since round 45: engines and savings-bank depositors in every language
    "locomotive": "locomotive locomotives lokomotive lokomotiven locomotora locomotoras "
    "паровоз паровоза паровозов локомотив локомотива локомотивов",
    "depositor": "depositor depositors déposant déposants sparer einleger depositante "
    "depositantes impositor impositores вкладчик вкладчика вкладчиков",
    "sister": "sister sisters sœur sœurs soeur soeurs schwester schwestern hermana hermanas "
    "сестра сестры сестёр сестер",
    "brother": "brother brothers frère frères bruder brüder hermano hermanos брат братья братьев",
    "sibling": "sibling siblings geschwister",
    # since round 18: sums of money (`money.py` makes "£38,000" "38,000 gbp")
    "money:pounds sterling": "gbp sterling",
    "money:dollars": "usd dollar dollars dólar dólares доллар долларов доллара",
    "money:euros": "eur euro euros евро",
    "money:roubles": "rub rouble roubles ruble rubles rubel rublo rublos рубль рублей рубля",
    "money:pesetas": "peseta pesetas песета песет песеты",
    "money:francs": "franc francs franken franco francos франк франков франка",
    "money:marks": "reichsmark reichsmarks goldmark марка марок",
    "money:kopecks": "kopeck kopecks kopek kopeks kopeke kopeken copeck копейка копеек копейки",
    "money:reales": "real reales реал реалов",
    "money:duros": "duro duros",
    "money:lire": "lira lire лир",
}.items():
    for _f in _forms.split():
        COUNT_CONCEPTS.setdefault(fold(_f), _concept)

# "only one", "a single", "qu'une", "nur eine", "всего одна", "un solo": the
# word "one" is an article first (number libraries keep it a word), but after
# these it is the figure 1. (regex, replacement) per language, on the text.
ONLY_ONE: dict[str, tuple[tuple[str, str], ...]] = {
    "en": ((r"\b(only|just|but)\s+(?:a\s+single|one(?:\s+single)?)\b", r"\1 1"),
           (r"\ba\s+single\b", "1"), (r"\bone\s+single\b", "1")),
    # (not after a verb of being: "n'était qu'un hameau" is no count; since round 24)
    "fr": ((r"(?<!était\s)(?<!etait\s)(?<!est\s)(?<!fut\s)(?<!restait\s)(?<!devint\s)"
            r"\b(qu['’]?\s*)(?:une?)(?:\s+seule?)?\b", r"\g<1>1"),
           (r"\b(seulement|uniquement)\s+une?\b", r"\1 1"), (r"\bune?\s+seule?\b", "1")),
    "de": ((r"(?<!war\s)(?<!ist\s)(?<!blieb\s)(?<!wurde\s)"
            r"\b(nur|bloß|bloss|lediglich)\s+(?:ein(?:e[nmrs]?)?)\b(?:\s+einzige[nmrs]?\b)?",
            r"\1 1"), (r"\bein(?:e[nmrs]?)?\s+einzige[nmrs]?\b", "1")),
    "es": ((r"(?<!era\s)(?<!es\s)(?<!fue\s)"
            r"\b(solo|sólo|solamente|únicamente)\s+((?:\w+\s+)?)(?:un|una|uno)\b"
            r"(?!\s+(?:sol[oa]|únic[oa])\b)",
            r"\1 \g<2>1"), (r"\b(?:un|una)\s+(?:sol[oa]|únic[oa])\b", "1")),
    "ru": ((r"(?i)(?<!\w)(всего|только|лишь)\s+((?:\w+\s+)?)"
            r"(?:одн(?:а|у|ой|ого|им|ом|о)|один)(?!\w)",
            r"\1 \g<2>1"), (r"(?i)(?<!\w)единственн(?:ый|ая|ое|ого|ую|ой|ым|ыми)(?!\w)", "1")),
}  # fmt: skip
# Approximate number nouns no library reads: "une trentaine" (about 30),
# "a score", "eine Handvoll"; each becomes "<approx word> N".
APPROX_NOUNS: dict[str, dict[str, int]] = {
    "fr": {"dizaine": 10, "douzaine": 12, "quinzaine": 15, "vingtaine": 20, "trentaine": 30,
           "quarantaine": 40, "cinquantaine": 50, "soixantaine": 60, "centaine": 100,
           "millier": 1000},  # since round 29: "un millier d'habitants"
    "es": {"decena": 10, "veintena": 20, "treintena": 30, "cuarentena": 40, "centenar": 100,
           "millar": 1000},
    "ru": {"десяток": 10, "сотня": 100, "сотню": 100},
}  # fmt: skip
APPROX_NOUN_WORD = {"fr": "environ", "es": "unos", "ru": "около"}
# Siblings: "the eldest of four sisters" — she has three. The word before
# "of N sisters" that makes the subject one of them.
SIBLING_POSITIONS = words(
    "eldest oldest youngest middle second third fourth first last one "
    "aîné aînée cadet cadette benjamin benjamine puîné puînée jeune deuxième troisième "
    "première premier dernier dernière une un "
    "älteste ältester ältesten jüngste jüngster jüngsten mittlere zweite dritte erste letzte "
    "eine einer eines "
    "mayor menor primogénito primogénita segundo segunda tercero tercera primero primera "
    "último última una uno joven "
    "старший старшая старшей старшим младший младшая младшей младшим средний средняя "
    "средней второй вторая третий третья первый первая последний последняя одна один"
)
ONLY_WORDS = words(
    "only just but nur bloß lediglich solo sólo solamente únicamente всего только лишь "
    "seulement uniquement"
)
SIBLING_OF = words("of among de d von unter из среди entre")

# A source and "according to" in a date phrase that lends its date to the
# clause: "Según el censo de 1900, …", "По переписи 1897 года, …"
SOURCES = words(
    "according census record records register registers selon recensement registre "
    "registres laut gemäß volkszählung zählung register según censo padrón registro "
    "registros по согласно перепись переписи данным"
)
# "not X but Y": the word that gives the right value after a denial ("no
# nació en Sevilla, sino en Oviedo", "родилась не в Твери, а в Казани")
CORRECTION = {"en": "but", "ru": "а", "fr": "mais", "de": "sondern", "es": "sino"}
# one of a thing: the indefinite articles and "one" ("a year", "ein Jahr", "одну неделю")
ONE = words("a an one ein eine einer einem einen un une una uno один одну")
# the subordinators of a time: "when", "quand", "als", "cuando", "когда" (German
# "wenn" is also "if": `ages.py` adds it where a clause of age is meant)
WHEN = words("when quand lorsque als cuando когда")
# "without": a relative after it is none of them ("murió sin hijos", "без детей")
WITHOUT = words("without ohne sans sin без")

# Square and cubic units: "100 square metres", "100 m²", "квадратных метров".
SQUARE = words(
    "square sq carré carrés carrée carrées quadrat cuadrado cuadrados квадратный квадратных"
)

CUBIC = words(
    "cubic cube cubes cubique cubiques kubik cúbico cúbicos cúbica cúbicas "
    "кубический кубических кубическая кубического"
)

# Words that are never a unit after a figure.
NOT_UNITS = words(
    "and or to of in on at by for with from than as the a an et ou à de du des en und oder "
    "bis von zu y o a de en и или по до с в на года году г"
)

# ----------------------------------------------------------------- approximation

# "barely 200", "à peine 500": about that, and said to be small; far from
# another guess it contradicts it (`approx.py`)
_BARELY = {"en": ("barely", "scarcely", "hardly"), "ru": ("едва",), "fr": ("à peine",),
           "de": ("kaum",), "es": ("apenas",)}  # fmt: skip
BARELY = _phrases(_BARELY)
# Before a figure: the figure itself, just reached ("just nineteen", "tout juste vingt
# et un ans", "gerade neunzehn", "recién cumplidos veinte"): exact, a word to pass over
JUST = _phrases({"en": ("just", "only"), "ru": ("только", "лишь", "всего", "всего лишь"),
                 "fr": ("tout juste", "juste"), "de": ("gerade", "eben", "erst"),
                 "es": ("recién", "solo", "sólo")})  # fmt: skip  # since round 35: "всего"
# Before a figure: close to it and on one side of it ("just under 3 km" is no
# 4.2 km, "a little over 500" no 450): `figures.figures_stance`
_UNDER = {
    "en": ("a little under", "a little less than", "just under", "slightly under",
           "slightly less than", "just short of", "a little short of", "nearly", "almost"),
    "ru": ("чуть меньше", "чуть менее", "немногим менее", "немногим меньше", "без малого",
           "чуть меньше чем", "почти"),
    "fr": ("un peu moins de", "à peine moins de", "tout juste moins de", "près de", "presque",
           "quasiment", "pas loin de"),
    "de": ("knapp unter", "etwas weniger als", "etwas unter", "knapp", "fast", "beinahe"),
    "es": ("algo menos de", "poco menos de", "un poco menos de", "casi"),
}  # fmt: skip  # since round 38 "nearly", "fast", "presque", "casi", "почти" too
_OVER = {
    "en": ("a little over", "a little more than", "just over", "slightly over",
           "slightly more than", "a few more than", "just above", "a little above",
           "barely over", "barely more than",
           # since round 41: "little more than", "not much more than"
           "little more than", "little over", "not much more than", "not much over"),
    "ru": ("чуть больше", "чуть более", "немногим более", "немногим больше",
           "чуть больше чем", "едва больше", "едва более"),
    "fr": ("un peu plus de", "à peine plus de", "tout juste plus de"),
    # (since round 38 "gut 40 Meter": a good 40; since round 41 "wenig mehr als")
    "de": ("knapp über", "etwas über", "etwas mehr als", "gut über", "kaum über",
           "kaum mehr als", "gut", "wenig mehr als", "nicht viel mehr als"),
    "es": ("algo más de", "poco más de", "un poco más de", "apenas más de"),
}  # fmt: skip
UNDER_APPROX = _phrases(_UNDER)
OVER_APPROX = _phrases(_OVER)
# Before a figure: about that figure (a hedge); the phrases close to a figure on one
# side of it (`_UNDER`, `_OVER`) are hedges too
APPROX = _phrases(
    {
        lang: (*hedges, *_BARELY[lang], *_UNDER[lang], *_OVER[lang])
        for lang, hedges in {
            "en": ("about", "around", "approximately", "roughly", "some",
                   "circa", "c.", "ca.", "maybe", "perhaps", "close to", "an estimated"),
            "ru": ("около", "примерно", "приблизительно", "порядка", "где-то", "чуть"),
            "fr": ("environ", "quelque", "à peu près", "vers", "dans les",
                   "approximativement", "guère plus de",
                   "tout juste"),
            "de": ("etwa", "ungefähr", "rund", "knapp", "circa", "ca.",
                   "annähernd", "zirka", "an die"),
            "es": ("unos", "unas", "aproximadamente", "alrededor de", "cerca de", "como",
                   "cosa de", "más o menos", "en torno a"),
        }.items()
    }
)  # fmt: skip
MIN_MARKS = _phrases(
    {
        "en": (
            "over",
            "more than",
            "at least",
            "upwards of",
            "no fewer than",
            "no less than",
            "past",
            "well past",
            "well over",
        ),
        "ru": ("более", "больше", "свыше", "не менее", "не меньше", "по меньшей мере", "минимум"),
        "fr": ("plus de", "au moins", "au minimum"),
        "de": ("über", "mehr als", "mindestens", "wenigstens"),
        "es": ("más de", "al menos", "por lo menos"),
    }
)
MAX_MARKS = _phrases(
    {
        "en": ("under", "less than", "fewer than", "at most", "up to", "no more than"),
        "ru": ("менее", "меньше", "не более", "не больше", "до", "максимум"),
        "fr": ("moins de", "au plus", "jusqu'à", "au maximum"),
        "de": ("weniger als", "höchstens", "bis zu", "unter"),
        "es": ("menos de", "como máximo", "hasta"),
    }
)
# a home whose "de" tells the place it stands in ("dans sa maison de Kvalnes",
# "en su casa de Oviedo"; since round 24)
HOMES = words("maison demeure villa casa finca hacienda quinta")
# the words that make a mile a nautical one ("14 nautical miles", "milles marins",
# "millas náuticas", "морских миль"; since round 24)
NAUTICAL = words("nautical sea marin marins nautique nautiques nautica nauticas marina marinas "
                 "морская морские морских морской")  # fmt: skip
# the singular personal pronouns of a person as a clause's subject ("he", "elle",
# "sie", "она"; Spanish "ella": "él" folds to the article "el")
HE_SHE = words("he she il elle er sie ella он она")
# "and" between two words or two clauses, in every language
AND = words("and und et y e и")
# "by" before the agent of a passive ("burnt by the fire", "built by Hale Brothers")
AGENT_BY = words("by von vom durch par por")

# Before a date: the date is approximate ("around 1870", "vers 1870").
DATE_APPROX = _phrases(
    {
        "en": ("about", "around", "circa", "c.", "ca.", "approximately", "roughly"),
        "ru": ("около", "примерно", "приблизительно", "ок."),
        "fr": ("vers", "environ", "aux alentours de", "autour de"),
        "de": ("um", "etwa", "ungefähr", "circa", "ca.", "gegen"),
        "es": ("hacia", "alrededor de", "aproximadamente", "cerca de", "circa", "en torno a"),
    }
)
# Before a date: the date bounds the event ("before 1880", "nach 1900").
DATE_BEFORE = _phrases(
    {"en": ("before", "prior to", "by"), "ru": ("до", "ранее", "раньше"),
     "fr": ("avant",), "de": ("vor",), "es": ("antes de",)}
)  # fmt: skip
DATE_AFTER = _phrases(
    {"en": ("after",), "ru": ("после",), "fr": ("après",), "de": ("nach",),
     "es": ("después de", "despues de")}
)  # fmt: skip
# Before a year: a decade ("les années 1870", "la década de 1870").
DECADE_WORDS = _phrases(
    {"en": (), "ru": (), "fr": ("années",), "de": (), "es": ("década de", "años")}
)

APPROX_AFTER = _phrases(
    {
        "en": ("or so", "odd", "-odd"),
        "ru": ("с лишним", "с небольшим"),
        "fr": ("et quelques", "environ"),
        "de": ("und mehr",),
        "es": ("y pico", "y tantos"),
    }
)

# ----------------------------------------------------------------- grammar words

NEGATION = _per_lang(
    {
        "en": "not never no nor neither none nobody nothing cannot",
        "ru": "не ни никогда нет нигде никто ничего никак",
        "fr": "pas jamais aucun aucune nullement guère point ni",
        "de": "nicht nie niemals kein keine keinen keinem keiner keines nirgends weder",
        "es": "no nunca jamás tampoco ningún ninguno ninguna nadie",
    }
)
# "never" and its kin: a denial at every time.
NEVER = _per_lang(
    {
        "en": "never",
        "ru": "никогда разу",
        "fr": "jamais",
        "de": "nie niemals keinmal",
        "es": "nunca jamás",
    }
)
# A denial over a whole life, or not once, is "never": "did not leave Asturias in
# all his life", "de toute sa vie", "sein Leben lang nicht", "за всю жизнь не".
WHOLE_LIFE = {
    "en": re.compile(r"\b(?:in (?:all )?(?:his|her|their) (?:whole |entire )?life|not once)\b"),
    "fr": re.compile(r"\b(?:de toute sa vie|de sa vie|pas une seule fois)\b"),
    "de": re.compile(r"\b(?:(?:sein|ihr) (?:ganzes )?leben lang|zeitlebens|kein einziges mal)\b"),
    "es": re.compile(r"\b(?:en toda su vida|en su vida|ni una sola vez|ni una vez)\b"),
    "ru": re.compile(r"(?:за всю (?:свою )?жизнь|ни разу)"),
}


def whole_life(text: str, lang: str) -> bool:
    """Does a clause say "in all his life" or "not once" (`WHOLE_LIFE`)?"""
    rx = WHOLE_LIFE.get(lang)
    return rx is not None and rx.search(fold(text)) is not None


# French "ne … que" (only) is a restriction, not a denial; these after "ne" make
# it a denial again.
FR_NE_DENIALS = words("pas jamais plus rien personne aucun aucune guère point nullement")


def fr_denies(after: list[str]) -> bool:
    """Do the words after a French "ne" deny? "ne … plus que" says "only …
    now", no denial ("n'employait plus que neuf ouvriers", since round 37)."""
    return any(
        w in FR_NE_DENIALS
        and not (w == "plus" and after[i + 1 : i + 2] in (["que"], ["qu"]))
        and not (w == "pas" and _other_than(after[i + 1 : i + 5]))
        for i, w in enumerate(after)
    )


def _other_than(after: list[str]) -> bool:
    """ "pas d'autre enfant que Jean": no other than, only (since round 38)."""
    return (
        bool(after)
        and after[0] in ("d", "de")
        and after[1:2] in (["autre"], ["autres"])
        and ("que" in after or "qu" in after)
    )


def es_only(after: list[str]) -> bool:
    """Is a Spanish "no" the first half of "no … más que" or "no … sino"
    (only: "no era más que una aldea", "no era sino una aldea", since round 37)?
    Not "no vivió en Sevilla sino en Burgos", where "sino" sets one thing
    against another."""
    return (
        after[1:2] == ["sino"]
        or any(
            (w == "mas" and after[i + 1 : i + 2] == ["que"])
            or (w in _OTHER_ES and "que" in after[i + 1 : i + 3])  # "no tuvo otro hijo que Juan"
            or (w == "mas" and after[i + 2 : i + 3] == ["que"] and after[i + 1] in _KIN_ES)
            for i, w in enumerate(after)
        )
    )  # (since round 38 "otro … que", and "más hijo que": no other child than)


_OTHER_ES = frozenset(("otro", "otra", "otros", "otras"))
_KIN_ES = frozenset(("hijo", "hija", "hijos", "hijas", "hermano", "hermana", "hermanos"))


STOPWORDS = _per_lang(
    {
        "en": "the a an of in on at to for by with from as and or was were is are be been "
        "being has had have her his its their that this it which who did does do also into "
        "than then there s she he they them him we our your my me i not would could should "
        "will shall may might must can still already",
        "ru": "в во на с со к ко по за из у о об от до и а но что как был была было были "
        "его её ее их это этот эта эти же ли бы также тоже при ещё еще уже он она они её ей "
        "ему им так",
        "fr": "le la les l un une des du de d à a au aux en dans sur par pour et ou est était "
        "été ont avait sa son ses leur leurs qui que qu s se il elle ce cet cette y ne n ai "
        "as avons avez eu sont étaient fut encore déjà lui",
        "de": "der die das den dem des ein eine einen einem einer eines und oder in im am an "
        "auf bei beim mit von vom zu zum zur für ist war wurde wurden worden hat hatte haben sein "
        "seine seiner ihre ihr ihrer sich als er sie es noch schon ihm ihn ihren seinen",
        "es": "el la los las un una unos unas de del en a al por para con y o es era fue ha "
        "había su sus que se lo le les él ella todavía ya aún",
    }
)


@functools.lru_cache(maxsize=1)
def all_stopwords() -> frozenset[str]:
    return frozenset().union(*STOPWORDS.values())


@functools.lru_cache(maxsize=1)
def function_words() -> frozenset[str]:
    """Stop words, prepositions, subordinators and negations of every language."""
    out: set[str] = set(all_stopwords())
    for table in (PREPOSITIONS, SUBORDINATORS, NEGATION):
        for words in table.values():
            out |= words
    return frozenset(out)


# Lemmas of auxiliary verbs: never content.
AUXILIARIES = words("be have do etre avoir sein haben werden ser estar haber быть иметься")

# A name right after one of these is not the subject ("born in Riga", "the
# daughter of Carmen").
PREPOSITIONS = _per_lang(
    {
        "en": "in at on to from with by for of into near about after before than under over "
        "without like aboard along across between through around behind beside beyond toward "
        "towards upon within inside outside against among past via per during",
        "ru": "в во на с со к ко по за из у о об от до при про через над под без для около "
        "после перед",
        "fr": "à a au aux de d du des en dans sur par pour avec chez vers sans près après "
        "avant contre entre",
        "de": "in im am an auf bei beim mit von vom zu zum zur für nach aus über unter vor hinter "
        "neben zwischen ohne gegen seit bis",
        "es": "a al de del en con por para desde hasta sobre entre sin hacia contra tras ante",
    }
)
# Words that make a name the possessor of what precedes it ("the daughter of",
# "la fille de", "die Tochter von", "la hija de"); Russian uses the genitive.
OF = words("of de d del von des")
# definite articles (folded)
ARTICLES = words("the der die das den dem des le la les l el los las")
# since round 46 a thing "of one's own" is the thing: "his own workshop", "son propre atelier",
# "su propio taller", "свою мастерскую", "собственную мастерскую"
OWN = words(
    "own propre propres propio propia propios propias свой свою своего своей своё свое "
    "свои своих собственный собственную собственного собственной собственное собственные"
)

# Words that open a subordinate clause: values after them belong to it.
SUBORDINATORS = _per_lang(
    {
        "en": "which who whom whose where when while that because although though since "
        "after before until whereas if unless",
        "ru": "который которая которое которые которого которой котором которых которым "
        "где когда пока потому хотя если чтобы что куда откуда чей чья чьё",
        "fr": "qui que qu où dont lequel laquelle lesquels lesquelles quand lorsque puisque "
        "parce quoique si bien comme",
        "de": "der die das dem den deren dessen denen welcher welche welches wo als wenn weil "
        "obwohl nachdem bevor während dass ob",
        "es": "que quien quienes donde cuando cual cuales cuyo cuya cuyos cuyas porque aunque "
        "mientras si",
    }
)
# Words that open a "that"-clause, and the reporting frames before one ("It is
# recorded that …", "Es ist belegt, dass …", "Известно, что …"): the clause
# is the statement's content, the frame says who knows it.
COMPLEMENTIZERS = _per_lang(
    {"en": "that", "ru": "что", "fr": "que qu", "de": "dass daß", "es": "que"}
)
REPORTING = words(
    "recorded documented known certain clear said says reported shows showed show attests "
    "attested records evident true believed appears seems likely established proved proven "
    "confirm confirms confirmed state states stated note notes noted write writes wrote "
    "belegt bekannt sicher klar gesagt heißt hervor zeigt zeigen zeigte bezeugt überliefert "
    "fest scheint wahr erwiesen bestätigt berichtet schreibt schrieb steht vermerkt "
    "certain sûr connu attesté établi dit prouvé semble vrai rapporte montre montrent sait "
    "confirme confirment indique indiquent écrit note avéré "
    "consta sabe sabido cierto seguro dice dicen muestra muestran demuestra parece verdad "
    "conocido registrado confirma indica indican escribe escribió "
    "известно ясно точно говорят говорится сказано установлено доказано записано видно "
    "кажется правда сообщается известен подтверждает подтверждают указано пишет писал "
    "свидетельствует свидетельствуют "
    # since round 17: recalling and remembering ("Olga recalled that …")
    "recalled remembered recalls remembers erinnerte erinnert rappelait rappelle "
    "se souvenait recordaba recuerda вспоминала вспоминал вспоминает рассказывала рассказывал"
)
# How often: "rarely" against "every Sunday", "часто", "tous les étés" (a
# habit said to be rare and regular is in tension).
RARELY = words(
    "rarely seldom hardly редко rarement guère selten kaum raramente rara raro vez apenas"
)
OFTEN = words(
    "often frequently regularly daily weekly always часто регулярно ежедневно постоянно "
    "всегда souvent fréquemment régulièrement quotidiennement toujours oft häufig "
    "regelmäßig täglich immer frecuentemente regularmente diariamente siempre menudo"
)
EVERY = words("every each каждый каждое каждую каждые каждой chaque tous toutes jeden jede jedes "
           "jeder cada todos todas todo toda tout toute")  # fmt: skip
TIME_NOUNS = words(
    "day week month year summer winter spring autumn fall morning evening night sunday "
    "monday tuesday wednesday thursday friday saturday christmas easter "
    "день неделя месяц год лето зима весна осень утро вечер ночь воскресенье понедельник "
    "вторник среда четверг пятница суббота рождество пасха "
    "jour semaine mois an année été hiver printemps automne matin soir nuit dimanche lundi "
    "mardi mercredi jeudi vendredi samedi noël pâques "
    "tag woche monat jahr sommer winter frühling herbst morgen abend nacht sonntag montag "
    "dienstag mittwoch donnerstag freitag samstag weihnachten ostern "
    "día semana mes año verano invierno primavera otoño mañana tarde noche domingo lunes "
    "martes miércoles jueves viernes sábado navidad pascua "
    "jours semaines ans années étés hivers printemps automnes matins soirs nuits dimanches "
    "jeudis días semanas meses años veranos inviernos primaveras otoños mañanas tardes "
    "noches domingos wochen monate jahre sommers winters"
)
# Coordinating words after which a new statement may start.
COORDINATORS = words("and but and yet и а но et mais und aber sondern y pero sino")

# Past participles and verbs that attach a date to something else ("the
# house built in 1850"): a barrier between a predicate and a later value.
PARTICIPLE_ENDINGS = {
    "en": ("ed",),
    "ru": ("нный", "нной", "нном", "нная", "нное", "нные", "вший", "вшей", "вшем", "тый", "той"),
    "fr": ("é", "ée", "és", "ées", "it", "ite", "uit", "uite"),
    "de": ("te", "tet", "ten"),
    "es": ("ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"),
}
IRREGULAR_VERBS = words(
    "built made bought sold founded given taken written sent kept held left found bore "
    "built laid set put paid told thought brought got gone done seen known grown "
    "came went stood fell rose ran grew burnt sank saw lay broke became began took gave won "
    "lost struck hung drew shut stayed "
    "construite construit bâti bâtie acheté vendu fait faite écrit écrite "
    "gebaut gekauft verkauft gemacht geschrieben errichtet "
    "construida construido hecho hecha escrito escrita comprado vendido "
    "построенном построенный построен построена купленный проданный написанный"
)


# "still" before what goes on ("still at his wheel", "noch", "encore", "todavía",
# "seguía", "ещё"): one home for the judge's modules; French "toujours" (also
# "always") is added where a thing's state is meant (`implies.py`, `existence.py`)
STILL = words("still noch encore todavía todavia aún aun seguía seguia seguían sigue ещё еще")
STILL_STATE = STILL | words("toujours")


@functools.cache
def hedge_words(lang: str) -> frozenset[str]:
    """The words of the hedges and bounds before a figure ("about", "well
    past", "не более"), folded."""
    tables = (APPROX, MIN_MARKS, MAX_MARKS, UNDER_APPROX, OVER_APPROX, BARELY, JUST)
    small = PREPOSITIONS.get(lang, frozenset()) | ARTICLES | OF
    got: set[str] = set()
    for t in tables:
        for phrase in t.get(lang, ()):
            ws = phrase.split()  # not "at" of "at least" ("at 23"), "de" of "más de" ("niño de 9")
            got.update(ws if len(ws) == 1 else (w for w in ws if w not in small))
    return frozenset(got)


def approx_mark(word: str, lang: str) -> bool:
    """Is a folded word one that makes a figure approximate or a bound
    ("почти", "about"; moved out of `subjects.py`, which stood at 701 lines)?"""
    return any(word in table.get(lang, ()) for table in (APPROX, MIN_MARKS, MAX_MARKS))
