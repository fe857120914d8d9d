"""Word lists of the rules judge, per language (en, ru, fr, de, es).

Every entry is written case-folded; matching folds the text the same way and
also compares with accents removed, so `née` and `nee` are one word. Keep the
lists small and certain: a word here is evidence the judge acts on.
"""

from __future__ import annotations

LANGS = ("en", "ru", "fr", "de", "es")


def _w(text: str) -> frozenset[str]:
    """A word list written as one space-separated string."""
    return frozenset(text.split())


MONTHS: dict[str, int] = {}
for _month, _names in enumerate(
    [
        "january jan январь января январе janvier januar jänner enero",
        "february feb февраль февраля феврале février fevrier februar febrero",
        "march mar март марта марте mars märz maerz marzo",
        "april apr апрель апреля апреле avril abril",
        "may май мая мае mai mayo",
        "june jun июнь июня июне juin juni junio",
        "july jul июль июля июле juillet juli julio",
        "august aug август августа августе août aout agosto",
        "september sep sept сентябрь сентября сентябре septembre septiembre setiembre",
        "october oct октябрь октября октябре octobre oktober octubre",
        "november nov ноябрь ноября ноябре novembre noviembre",
        "december dec декабрь декабря декабре décembre decembre dezember diciembre",
    ],
    start=1,
):
    for _n in _names.split():
        MONTHS[_n] = _month

NUMBER_WORDS: dict[str, int] = {}
for _lang_words in (
    # en (no "a"/"an": they are articles first)
    "two:2 three:3 four:4 five:5 six:6 seven:7 eight:8 nine:9 ten:10 eleven:11 twelve:12 "
    "thirteen:13 fourteen:14 fifteen:15 sixteen:16 seventeen:17 eighteen:18 nineteen:19 "
    "twenty:20 thirty:30 forty:40 fifty:50 hundred:100",
    # ru
    "два:2 две:2 три:3 четыре:4 пять:5 шесть:6 семь:7 восемь:8 девять:9 десять:10 "
    "одиннадцать:11 двенадцать:12 тринадцать:13 четырнадцать:14 пятнадцать:15 "
    "шестнадцать:16 семнадцать:17 восемнадцать:18 девятнадцать:19 двадцать:20 тридцать:30 "
    "сорок:40 пятьдесят:50 сто:100",
    # fr (no "un"/"une")
    "deux:2 trois:3 quatre:4 cinq:5 six:6 sept:7 huit:8 neuf:9 dix:10 onze:11 douze:12 "
    "treize:13 quatorze:14 quinze:15 seize:16 vingt:20 trente:30 quarante:40 cinquante:50 "
    "cent:100",
    # de (no "ein"/"eine")
    "zwei:2 drei:3 vier:4 fünf:5 sechs:6 sieben:7 acht:8 neun:9 zehn:10 elf:11 zwölf:12 "
    "dreizehn:13 vierzehn:14 fünfzehn:15 sechzehn:16 siebzehn:17 achtzehn:18 neunzehn:19 "
    "zwanzig:20 dreißig:30 vierzig:40 fünfzig:50 hundert:100",
    # es (no "un"/"una")
    "dos:2 tres:3 cuatro:4 cinco:5 seis:6 siete:7 ocho:8 nueve:9 diez:10 once:11 doce:12 "
    "trece:13 catorce:14 quince:15 dieciséis:16 diecisiete:17 dieciocho:18 diecinueve:19 "
    "veinte:20 treinta:30 cuarenta:40 cincuenta:50 cien:100 ciento:100",
):
    for _pair in _lang_words.split():
        _word, _v = _pair.split(":")
        NUMBER_WORDS[_word] = int(_v)

# Units whose forms differ by more than a plural ending.
UNIT_CONCEPTS: dict[str, str] = {}
for _concept, _forms in {
    "year": "year years yr yrs год года году лет годы годам an ans année années jahr jahre "
    "jahren año años",
    "month": "month months месяц месяца месяцев mois monat monate monaten mes meses",
    "week": "week weeks неделя недели недель semaine semaines woche wochen semana semanas",
    "day": "day days день дня дней сутки jour jours journée tag tage tagen día días dia dias",
    "hour": "hour hours час часа часов heure heures stunde stunden hora horas",
    "percent": "% percent per-cent процент процента процентов pourcent prozent por-ciento",
    "article": "article articles статья статьи статей artikel artículo artículos",
    "letter": "letter letters письмо письма писем lettre lettres brief briefe carta cartas",
    "page": "page pages страница страницы страниц seite seiten página páginas",
    "child": "child children ребёнок ребенок ребёнка ребенка детей дети enfant enfants kind "
    "kinder hijo hijos hija hijas niño niños",
    "people": "inhabitant inhabitants residents people persons souls жителей жителя жители "
    "человек человека души habitant habitants âmes personnes einwohner einwohnern menschen "
    "seelen habitantes personas almas",
}.items():
    for _f in _forms.split():
        UNIT_CONCEPTS[_f] = _concept

# Words before a figure that make it approximate: nothing can be proved from it.
APPROX: dict[str, tuple[str, ...]] = {
    "en": (
        "about", "around", "approximately", "roughly", "nearly", "almost", "over", "some",
        "more than", "less than", "fewer than", "at least", "at most", "up to", "circa", "c.",
        "under", "maybe", "perhaps",
    ),
    "ru": (
        "около", "примерно", "приблизительно", "почти", "более", "менее", "свыше", "больше",
        "меньше", "не менее", "не более", "до", "порядка", "около того", "с лишним",
    ),
    "fr": (
        "environ", "près de", "presque", "plus de", "moins de", "au moins", "quelque",
        "quelques", "jusqu'à", "vers", "à peu près",
    ),
    "de": (
        "etwa", "ungefähr", "fast", "rund", "über", "mehr als", "weniger als", "mindestens",
        "höchstens", "knapp", "circa", "ca.", "bis zu", "gut",
    ),
    "es": (
        "unos", "unas", "aproximadamente", "casi", "más de", "menos de", "al menos",
        "alrededor de", "cerca de", "hasta", "como",
    ),
}  # fmt: skip

NEGATION: dict[str, frozenset[str]] = {
    "en": _w("not never no nor neither none nobody nothing"),
    "ru": _w("не ни никогда нет нигде никто ничего никак"),
    "fr": _w("ne n pas jamais aucun aucune nullement guère"),
    "de": _w("nicht nie niemals kein keine keinen keinem keiner keines nirgends"),
    "es": _w("no nunca jamás jamas tampoco ningún ninguno ninguna nadie"),
}

STOPWORDS: dict[str, frozenset[str]] = {
    "en": _w(
        "the a an of in on at to for by with from as and or was were is are be been being has "
        "had have her his its their that this it which who did does do also into than then "
        "there s"
    ),
    "ru": _w(
        "в во на с со к ко по за из у о об от до и а но что как был была было были его её ее "
        "их это этот эта эти же ли бы также тоже при"
    ),
    "fr": _w(
        "le la les l un une des du de d à a au aux en dans sur par pour et ou est était été "
        "ont avait sa son ses leur leurs qui que qu s se il elle ce cet cette y"
    ),
    "de": _w(
        "der die das den dem des ein eine einen einem einer eines und oder in im am an auf bei "
        "mit von vom zu zum zur für ist war wurde wurden worden hat hatte haben sein seine "
        "seiner ihre ihr ihrer sich als er sie es"
    ),
    "es": _w(
        "el la los las un una unos unas de del en a al por para con y o es era fue ha había "
        "su sus que se lo le les"
    ),
}

# Words that may stand between a subject and its predicate ("Anna Stern was born",
# "Anna Stern wurde am … geboren", "Lucien Marchand est né").
GLUE: frozenset[str] = _w(
    "was is were are has had have been be also then reportedly in on at the "
    "был была было были также тоже в во "
    "est était a fut été s se il elle en le la à au "
    "wurde war ist hat wurden im am in an um "
    "fue era es ha había se en el la a"
)

# Predicates whose time is single-valued: one is born once. A different time
# for the same subject is a contradiction.
FUNCTIONAL: dict[str, str] = {}
for _concept, _words in {
    "birth": "born birth родился родилась родились рождён рождена рожден родился né née nés "
    "nées naquit naissance geboren geburt nació nacio nacida nacido nacimiento",
    "death": "died dies death dead умер умерла умерли скончался скончалась погиб погибла "
    "mort morte mourut décédé décédée décès meurt starb gestorben verstarb verstorben tod "
    "murió murio falleció fallecio fallecida fallecido muerte",
    "founding": "founded основал основала основан основана основано fonda fondé fondée "
    "gegründet gründete fundó fundo fundada fundado",
}.items():
    for _word in _words.split():
        FUNCTIONAL[_word] = _concept

# Figures that are single-valued for a kind of subject: a person has one number
# of children, a town one population in a given year. A different figure for
# the same subject (and the same dates) is a contradiction, in any language.
FUNCTIONAL_QUANTITIES: dict[str, frozenset[str]] = {
    "child": frozenset({"character"}),
    "people": frozenset({"place"}),
}
QUANTITY_NAMES = {"child": "the number of children", "people": "the population"}

# "X works at Y" and its kin: a functional slot whose value can change over
# time (see temporal.py). Patterns match what follows the subject, folded.
EMPLOYER_PATTERNS: dict[str, tuple[str, ...]] = {
    "en": (
        r"(?:(?:has|had|have|also|then|now|later|first)\s+)*(?:(?:started|starts|began|begins|"
        r"continued|went on)\s+(?:working|to work)|works|worked|working|is employed|"
        r"was employed|has been employed|took a job|takes a job)\s+(?:at|for|with|by)\s+"
        r"(?P<v>.+)",
        r"(?:(?:has|had|then|later|also)\s+)*joined\s+(?P<v>.+)",
    ),
    "ru": (
        r"(?:(?:уже|тогда|также|потом|затем|снова)\s+)*(?:(?:начал|начала|начали|стал|стала)\s+"
        r"работать|работает|работал|работала|поступил(?:а)?\s+на\s+(?:службу|работу)|"
        r"устроил(?:ся|ась)\s+на\s+работу|служит|служил|служила)\s+(?:в|во|на|у)\s+(?P<v>.+)",
    ),
    "fr": (
        r"(?:(?:a|avait|aussi|alors|puis|ensuite)\s+)*(?:(?:commencé|commence|commença)\s+à\s+"
        r"travailler|travaille|travaillait|travailla|travaillé|est employée?|était employée?|"
        r"entre|entra|est entrée?)\s+(?:chez|à|au|pour|dans|par)\s+(?P<v>.+)",
    ),
    "de": (
        r"(?:(?:auch|dann|nun|später)\s+)*(?:arbeitet|arbeitete|ist angestellt|war angestellt)"
        r"\s+(?:bei|für|in|im)\s+(?P<v>.+)",
        r"(?:(?:auch|dann|nun|später)\s+)*(?:begann|beginnt|fing)\s+(?:bei|für|in|im)\s+"
        r"(?P<v>.+?)\s+(?:zu\s+arbeiten|an)",
        r"(?:hat|hatte)\s+(?:auch\s+)?(?:bei|für)\s+(?P<v>.+?)\s+gearbeitet",
    ),
    "es": (
        r"(?:(?:ya|también|luego|después)\s+)*(?:(?:empezó|empieza|comenzó|comienza)\s+a\s+"
        r"trabajar|trabaja|trabajaba|trabajó|está empleada?|estaba empleada?|entró a trabajar)"
        r"\s+(?:en|para|con)\s+(?P<v>.+)",
    ),
}

# Words after which a slot value has ended ("at Acme as an archivist").
SLOT_STOP = _w(
    "as since until from when where while and with who which on in "
    "как с со до когда где и который которая "
    "comme depuis jusqu quand où et avec qui en le "
    "als seit bis wann wo und mit der die das im am "
    "como desde hasta cuando donde y con que el"
)

# Leading articles dropped from a slot value ("the Acme" = "Acme").
ARTICLES = _w("the a an le la les l un une der die das den dem des ein eine einen el los las")
