"""The slots a claim can fill, and the predicate words that name each slot in
en, ru, fr, de, es (hand-written: no library lists "was born" in five
languages).

A slot says what kind of value it takes and how two values compare:

| slot | value | kind |
|---|---|---|
| `birth`, `death` | a date and a place | event: happens once (functional) |
| `marriage` | a date and a spouse | event that can recur |
| `residence`, `employer` | a place / an organisation, for a period | time-bounded state |
| `marital` | married / unmarried / widowed / divorced | time-bounded state |
| `life` | alive / dead at a time | state (an antonym pair) |
| `age` | a figure in years, at a date or an event | functional at that time |
| `count` | a figure of a counted noun ("had 5 children") | functional at a time |
| `measure` | a figure with a unit of length, mass, time… | functional |
| `antonym` | one side of an antonym pair (open/closed, rich/poor) | state |

Cue words are matched on folded forms and lemmas (simplemma, pymorphy3), so
"родилась", "née", "nació", "geboren" are all `birth`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import milestones
from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.text import Tok

EVENT_SLOTS = frozenset({"birth", "death"})
STATE_SLOTS = frozenset({"residence", "employer", "marital"})


def _cues(table: dict[str, dict[str, str]]) -> dict[str, dict[str, frozenset[str]]]:
    return {
        slot: {lang: frozenset(fold(w) for w in words.split()) for lang, words in langs.items()}
        for slot, langs in table.items()
    }


# Predicates: slot -> lang -> words (forms and lemmas).
PREDICATES = _cues(
    {
        "birth": {
            "en": "born birth birthday native",
            "ru": "родиться родился родилась родились рождение рождения родившийся родившаяся "
            "рожденный рожден рождена уроженец уроженка родом",
            "fr": "naître né née nés nées naquit naissance natif native originaire",
            "de": "geboren gebären geburt geburtstag gebürtig jahrgang",
            "es": "nacer nació nacido nacida nacimiento natural oriundo oriunda",
        },
        "death": {
            "en": "died die dies death perished killed executed drowned murdered succumbed",
            "ru": "умереть умер умерла умерли скончаться скончался скончалась погибнуть погиб "
            "погибла смерть кончина убит убита расстрелян расстреляна утонул утонула",
            "fr": "mourir mort morte mourut décéder décédé décédée décès périr périt tué tuée "
            "fusillé fusillée noyé noyée éteignit noya "  # "s'éteignit à Paris", "se noya"
            "succomba succombèrent succombé",  # since round 19: "succombèrent au choléra"
            "de": "sterben starb gestorben verstorben versterben verstarb tod umkommen "
            "getötet ermordet ertrank ertrunken gefallen hingerichtet erlag erlagen",
            "es": "morir murió muerto muerta fallecer falleció fallecido fallecida fallecimiento "
            "muerte asesinado asesinada ejecutado ejecutada fusilado fusilada ahogado ahogada "
            "ahogó pereció perecer perecieron "  # "se ahogó", "pereció en el naufragio"
            "sucumbió sucumbieron",
        },
        "residence": {
            "en": "live lived lives living reside resided resides dwelt",
            "ru": "жить жил жила жили живет проживать проживал проживала прожить прожил прожила "
            "прожили",
            "fr": "habiter habitait habita habite vivre vivait vécu vit résider résidait demeurer "
            "demeurait domicilié domiciliée",
            "de": "wohnen wohnte wohnt leben lebte lebt residieren wohnhaft",
            "es": "vivir vivía vivió vive residir residía residió habitar habitaba habitó "
            "domiciliado domiciliada afincado afincada",
        },
        "employer": {
            "en": "work worked works working employed joined join joins hired taught teaches",
            "ru": "работать работал работала работает служить служил служила служит "
            "преподавал преподавала проработать прослужить поступил поступила устроился "
            "устроилась трудиться трудился трудилась трудилось трудились",
            "fr": "travailler travaillait travailla travaille travaillé employé employée "
            "rejoindre rejoignit rejoint embauché embauchée enseignait enseigna entra",
            "de": "arbeiten arbeitete arbeitet gearbeitet angestellt beschäftigt eingestellt "
            "lehrte unterrichtete",
            "es": "trabajar trabajaba trabajó trabaja empleado empleada contratado contratada "
            "enseñaba enseñó servir servía sirvió",
        },
        "marriage": {
            "en": "married marry marries wed wedded",
            "ru": "жениться женился женилась обвенчаться венчаться",
            "fr": "épouser épousa épousé épousée marier marié mariée maria",
            "de": "heiraten heiratete geheiratet vermählt vermählte",
            "es": "casarse casar casó casado casada",
        },
        # moving to a place: living there from then on
        "move": {
            "en": "moved move moves relocated relocate settled settle emigrated emigrate "
            "immigrated",
            "ru": "переехать переехал переехала переехали перебраться перебрался перебралась "
            "поселиться поселился поселилась переселиться переселился переселилась "
            "эмигрировать эмигрировал эмигрировала",
            "fr": "installa installé installée emménagea emménagé emménagée emménager "
            "déménagea déménagé déménagée établit émigra émigré émigrée",
            "de": "zog gezogen übersiedelte übersiedelt übersiedeln siedelte umziehen "
            "wanderte ausgewandert ließ niedergelassen",
            "es": "trasladó trasladarse trasladado trasladada mudó mudarse mudado mudada "
            "estableció establecerse emigró emigrado emigrada instaló",
        },
        # visits and stays: being at a place for a time ("spent 1900 in Paris")
        "visit": {
            "en": "visit visited visits spent spend stayed travelled traveled journeyed toured",
            "ru": "посетить посетил посетила посещать посещал посещала побывать побывал побывала "
            "бывать бывал бывала ездить ездил ездила съездить съездил съездила поехать поехал "
            "поехала провести провел провела гостить гостил гостила приезжать приезжал "
            "приезжала приехать приехал приехала",
            "fr": "visiter visita visité visitait passa séjourner séjourna séjourné voyagea "
            "voyager",
            "de": "besuchen besuchte besucht verbringen verbrachte verbracht reisen reiste "
            "gereist weilte betreten betrat",
            "es": "visitar visitó visitado visitaba pasar pasó viajar viajó estuvo",
        },
        "have": {
            "en": "have has had count counted counts number numbered employ employed employs "
            "comprise comprised raised raise",
            "ru": "иметь имел имела имеет было были был была есть насчитывать насчитывал "
            "насчитывала составлять составлял составляло работали вырастить вырастила вырастил "
            "воспитать",
            "fr": "avoir avait eu eut compter comptait compte employer employait emploie élever "
            "éleva élevé",
            "de": "haben hatte hat hatten zählen zählte beschäftigen beschäftigte großziehen "
            "großgezogen zog bekommen bekam",
            "es": "tener tenía tuvo tiene contar contaba cuenta emplear empleaba criar crió",
        },
        "measure": {
            "en": "measure measures measured span spans spanned cover covers covered stretch "
            "stretches stretched rise rises rose reach reaches reached extend extends extended",
            "ru": "иметь имеет имел составлять составляет простираться простирается занимать "
            "занимает достигать достигает",
            "fr": "mesurer mesure mesurait faire fait faisait couvrir couvre couvrait atteindre "
            "atteint étendre étend",
            "de": "messen misst maß erstrecken erstreckt umfassen umfasst erreichen erreicht",
            "es": "medir mide medía tener tiene tenía abarcar abarca cubrir cubre alcanzar "
            "alcanza extender extiende",
        },
    }
)

# Multi-word predicates, folded: (slot, lang, words).
PHRASES: tuple[tuple[str, str, tuple[str, ...]], ...] = tuple(
    (slot, lang, tuple(fold(w) for w in phrase.split()))
    for slot, lang, phrase in (
        ("death", "en", "passed away"),
        ("visit", "en", "set foot"),
        ("visit", "fr", "mis les pieds"),
        ("visit", "fr", "mit les pieds"),
        ("visit", "fr", "a passe"),
        ("visit", "fr", "avait passe"),
        ("visit", "de", "fuss gesetzt"),
        ("visit", "es", "puso un pie"),
        ("visit", "es", "puso los pies"),
        ("birth", "de", "zur welt"),
        ("birth", "fr", "vit le jour"),
        ("birth", "es", "vino al mundo"),
        ("birth", "ru", "появился на свет"),
        ("death", "ru", "не стало"),
        ("birth", "ru", "появилась на свет"),
        ("marriage", "ru", "вышла замуж"),
        ("marriage", "ru", "выйти замуж"),
        ("marriage", "ru", "вышла за"),
        ("marriage", "es", "se caso"),
        ("marriage", "es", "contrajo matrimonio"),
        ("marriage", "es", "contraer matrimonio"),
        ("marriage", "ru", "вступил в брак"),
        ("marriage", "ru", "вступила в брак"),
        ("marriage", "ru", "вступить в брак"),
        ("marriage", "fr", "s est mariee"),
        ("marriage", "fr", "s est marie"),
        # since round 22: going to the altar ("led her to the altar", "la llevó al
        # altar", "führte sie zum Altar", "devant l'autel", "пошли под венец")
        ("marriage", "en", "to the altar"),
        ("marriage", "en", "down the aisle"),  # since round 24
        ("marriage", "es", "al altar"),
        ("marriage", "es", "ante el altar"),
        ("marriage", "fr", "a l autel"),
        ("marriage", "fr", "devant l autel"),
        ("marriage", "de", "zum altar"),
        ("marriage", "de", "vor den altar"),
        ("marriage", "de", "vor dem altar"),
        ("marriage", "ru", "под венец"),
    )
)
# the phrases of the one-time events of `milestones.py` ("prit sa retraite")
PHRASES += tuple(
    (f"ev:{cls}", lang, tuple(fold(w) for w in words.split()))
    for cls, lang, words in milestones.PHRASES
)

# Marital states: value -> lang -> words.
MARITAL = _cues(
    {
        "married": {
            "en": "married wife husband",
            "ru": "замужем женат замужняя женатый",
            "fr": "marié mariée mariés",
            "de": "verheiratet",
            "es": "casado casada",
        },
        "unmarried": {
            "en": "unmarried single spinster bachelor",
            "ru": "холост холостой холостым холостяк холостяком незамужняя незамужней неженатый "
            "неженатым",
            "fr": "célibataire",
            "de": "ledig unverheiratet junggeselle junggesellin",
            "es": "soltero soltera",
        },
        "widowed": {
            "en": "widow widower widowed",
            "ru": "вдова вдовец овдовел овдовела вдовой вдовцом",
            "fr": "veuf veuve",
            "de": "verwitwet witwe witwer",
            "es": "viudo viuda",
        },
        "divorced": {
            "en": "divorced",
            "ru": "разведен разведена",
            "fr": "divorcé divorcée",
            "de": "geschieden",
            "es": "divorciado divorciada",
        },
    }
)

# Alive / dead.
LIFE = _cues(
    {
        "alive": {
            "en": "alive living",
            "ru": "жив жива живой живая живых",
            "fr": "vivant vivante vie",
            "de": "leben lebendig",
            "es": "vivo viva vida",
        },
        "dead": {
            "en": "dead deceased",
            "ru": "мертв мертва",
            "fr": "défunt défunte",
            "de": "tot",
            "es": "difunto difunta",
        },
    }
)
# Life nouns that say "alive" only after their preposition: "am Leben", "en
# vie", "con vida" ("seguía con vida"), "в живых" ("остался в живых").
LIFE_AFTER_PREP = {"de": ("leben", "am"), "fr": ("vie", "en"), "es": ("vida", "con"),
                   "ru": ("живых", "в")}  # fmt: skip

# Antonym pairs of states: each word -> (pair id, side).
ANTONYMS: dict[str, tuple[str, int]] = {}
for _pair, _sides in {
    "open": (
        "open opened ouvert ouverte geöffnet offen abierto abierta открыт открыта открытый "
        "passable accessible praticable befahrbar begehbar transitable проходим проезжий",
        "closed shut fermé fermée geschlossen cerrado cerrada закрыт закрыта закрытый "
        "blocked impassable barred gesperrt impraticable infranchissable unpassierbar "
        "intransitable bloqueado bloqueada cortado cortada перекрыт перекрыта непроходим",
    ),
    "rich": (
        "rich wealthy riche reich rico rica богат богата богатый",
        "poor pauvre arm pobre беден бедна бедный",
    ),
    "hand": (
        "left-handed gaucher gauchère linkshänder zurdo zurda левша",
        "right-handed droitier droitière rechtshänder diestro diestra правша",
    ),
    "literate": (
        "literate lettré alphabétisé gramotný alfabetizado грамотен грамотна грамотный",
        "illiterate illettré analphabète analphabet analfabeto analfabeta неграмотен "
        "неграмотна неграмотный",
    ),
    "legal": ("legal légal legal legal законный", "illegal illégal illegal ilegal незаконный"),
    "present": (
        "present présent présente anwesend presente присутствовал",
        "absent absente abwesend ausente отсутствовал",
    ),
    "tall": (
        "tall grand grande groß alto alta высокий",
        "short petit petite klein bajo baja низкий",
    ),
    # mills, mines, lines, factories: working / shut down ("in Betrieb" / "stillgelegt")
    "working": (
        "operating operational working functioning in-operation in-use in-service "
        "en-service en-activité en-fonctionnement en-marche in-betrieb betriebsbereit "
        "en-funcionamiento en-servicio en-uso en-marcha действует действующий работает "
        "функционирует",
        "disused derelict abandoned decommissioned out-of-service défunt désaffecté "
        "désaffectée abandonné abandonnée hors-service stillgelegt außer-betrieb verlassen "
        "aufgegeben abandonado abandonada en-desuso fuera-de-servicio clausurado clausurada "
        "заброшен заброшена заброшенный недействующий законсервирован",
    ),
}.items():
    for _side, _words in enumerate(_sides):
        for _word in _words.split():
            ANTONYMS.setdefault(fold(_word), (_pair, _side))

# Words that name what is measured (and are not part of the subject).
ASPECTS = {
    fold(w): aspect
    for aspect, words in {
        "height": "high tall height haut haute hauteur hoch höhe alto alta altura высота "
        "высоту высотой высокий рост ростом росту stature taille estatura körpergröße "
        # since round 26: a place's altitude is its height
        "altitude altitud elevation высоте",
        "length": "long length longueur lang länge largo larga longitud длина длину длиной длинный",
        "depth": "deep depth profond profonde profondeur tief tiefe profundo profunda "
        "profundidad глубина глубину глубиной глубокий",
        "width": "wide width large largeur breit breite ancho ancha anchura ширина ширину шириной",
        "weight": "heavy weight weighs weighed lourd poids pèse wiegt gewicht pesa peso весит вес",
        "area": "area surface superficie fläche площадь",
        # since round 41: a bridge's span and a railway's gauge ("the span of the bridge"
        # is the bridge's, as its height is)
        "span": "span spannweite vano пролет пролёт пролета пролёта пролетом пролётом",
        "gauge": "gauge spurweite ecartement écartement trocha колея колеи колею колеей",
        "duration": "took lasted last lasts dura durait duré dauerte dauert duró dura tardó "
        "длился длилась длилось заняла занял заняло",
    }.items()
    for w in words.split()
}
# Nouns whose possessor is the subject ("the population of Lyon" is about Lyon).
PROPERTY_NOUNS = words(
    "population население bevölkerung einwohnerzahl población "
    "birth рождения naissance geburt nacimiento date дата datum fecha "
    "height length depth width weight area "
    # since round 25: a vessel's or a hall's capacity, a periodical's print run
    "capacity tonnage displacement tragfähigkeit ladefähigkeit fassungsvermögen "
    "wasserverdrängung capacité tonnage déplacement capacidad tonelaje desplazamiento "
    "грузоподъёмность грузоподъемность вместимость водоизмещение "
    "circulation auflage tirage tirada тираж "
    # since round 29: a works' output and an engine's power
    "output leistung produktionsleistung rendement rendimiento производительность выработка "
    "horsepower puissance potencia мощность "
) | frozenset(k for k in ASPECTS if len(k) > 3)

# Nouns a place's name stands beside ("the city of Kazan", "население города
# Казань"): the name is the subject, not their possessor.
# Nouns of a wedding: the one whose wedding it is is what a clause that opens
# with it is about ("Le mariage de Jeanne fut célébré …", "Женитьба Петра …")
WEDDING_NOUNS = words(
    "marriage wedding mariage noces heirat hochzeit vermählung boda casamiento matrimonio "
    "женитьба венчание свадьба"
)
APPOSITION_NOUNS = words(
    "city town village hamlet river ville village bourg fleuve stadt dorf fluss ciudad "
    "pueblo villa aldea río город деревня село река поселок"
    # since round 27: more words of a settlement ("le hameau de Weissmatt")
    " township hameau bourgade weiler ortschaft marktflecken caserío хутор посёлок станица"
    # since round 29: an island ("the island of Madeira", "auf der Insel Föhr")
    " island isle île insel isla остров острове острова"
)
# Words before a place that say it is someone's own ("his home town of Lübeck",
# "seiner Heimatstadt Lübeck", "sa ville natale de Lübeck", "в родном Любеке"):
# the place follows them as it follows "the town of"
PLACE_LEADS = APPOSITION_NOUNS | words(
    "home hometown native heimatstadt heimatdorf heimatort geburtsstadt geburtsort "
    "vaterstadt natal natale родной родном родного своем своём "
    "mismo misma mismísimo самом самой"  # "en el mismo Valdecobre", "в самом Зареченске"
)

# Words after which a bare figure is a count of people ("a population of
# 3,000", "население составляло 53 000").
POPULATION_NOUNS = words("population население bevölkerung einwohnerzahl población")
# Words a count of children follows without "have" ("the mother of five",
# "gave birth to five children", "brought five children into the world").
PARENT_NOUNS = words("mother father parent mère père mutter vater madre padre мать отец")
COUNT_GOVERNORS = PARENT_NOUNS | words(
    "birth bore родила родил monde gebar luz hold held holds contain contained contains "
    "house housed houses own owned owns possess possessed boast boasted "
    "содержать содержал содержала владеть хранить posséder possédait contenir contenait "
    "abriter abritait besitzen besaß enthalten enthielt umfassen umfasste beherbergen "
    "poseer poseía contener contenía albergar albergaba"
    # since dev5-figs: more verbs and phrases of having a number
    " home number numbered numbering keep kept verfügen verfügte zählen zählte compter comptait "
    "насчитывать насчитывал насчитывала насчитывалось contar contaba"
    # since dev9-parts: a body that consists of a number ("the crew consisted of twelve")
    " consist consisted consists bestehen bestand bestanden besteht composer composait "
    "compose constar constaba consta componerse componía состоять состоял состояла состояло"
    # since round 13: what a census gives ("ergab … 3.100 Einwohner", "registró 3.100 vecinos")
    " grow grew grown fleet flotte flota flotilla флот флотилия"  # "a fleet of 40 boats"
    " record recorded enumerate enumerated ergeben ergab verzeichnen verzeichnete recenser "
    "recensa dénombrer dénombra registrar registró arrojar arrojó насчитать насчитала учесть учла"
    # since round 18: what forms a whole, and a newspaper's print run ("tiraba 1200 ejemplares")
    " formed formaban formaba formaron componían componen compusieron bildeten"
    " tirar tiraba tiró tirait tira imprimait imprimía"
    # since round 27: enlarged to a number ("se amplió a sesenta camas")
    " enlarge enlarged expand expanded amplió ampliado ampliada agrandi agrandie "
    "расширен расширена расширено расширили"
)
# Verbs after which a figure is an age ("turned 30", "исполнилось 30 лет").
AGE_VERBS = words(
    "turn turned turns исполниться исполнилось fêter fêta célébrer werden wurde cumplir "
    "cumplió celebrar celebró celebrate celebrated"
)

# Words that restrict a claim: "only at home", "except in winter", "until 1920",
# seasons and times of day ("in winter", "at night"), a period ("during the
# Republic") and months without a year ("from October to March").
_MONTHS = {
    "en": "january february march april may june july august september october november "
    "december during",
    "ru": "январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre "
    "décembre pâques pendant durant",
    "de": "januar februar märz april mai juni juli august september oktober november "
    "dezember ostern während",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre "
    "diciembre pascua durante",
}
RESTRICTIONS = {
    lang: frozenset(fold(w) for w in (words + " " + _MONTHS[lang]).split())
    for lang, words in {
        "en": "only except excepting but unless until till since solely mainly mostly "
        "sometimes occasionally partly when if winter summer spring autumn night nights "
        "morning mornings evening evenings weekend weekends sunday sundays weekday weekdays "
        "usually rarely seldom",
        "ru": "только лишь кроме исключая пока если иногда частично зима лето весна осень "
        "ночь утро вечер выходные воскресенье обычно редко",
        "fr": "seulement uniquement sauf excepté hormis jusqu jusque depuis parfois "
        "partiellement lorsque quand si hiver été printemps automne nuit matin soir "
        "week-end dimanche habituellement rarement",
        "de": "nur außer ausgenommen bis seit manchmal teilweise wenn falls winter sommer "
        "frühling herbst nacht nachts morgen morgens abend abends wochenende sonntag "
        "sonntags meist selten",
        "es": "solo sólo solamente excepto salvo menos hasta desde veces parcialmente "
        "cuando si invierno verano primavera otoño noche mañana tarde fin domingo "
        "domingos normalmente raramente",
    }.items()
}

# English verbs whose lemma is a month's name ("marched", "may"): no restriction
EN_MONTH_VERBS = frozenset({"march", "may"})


def restricts(t: Tok, lang: str) -> bool:
    """Does a word restrict its claim? "marched" is no month: an English
    month counts as itself only ("in March", "May")."""
    table = RESTRICTIONS.get(lang, frozenset())
    if lang == "en" and t.f not in table and set(t.lem) & EN_MONTH_VERBS:
        return False
    return t.is_(table)


# Verbs that deny what follows them ("refused to sign", "отказался подписать").
IMPLICATIVE_NEGATIONS = words(
    "refuse refused refuses fail failed fails decline declined deny denied avoid avoided "
    "отказаться отказался отказалась отказывался отрицать отрицал избежать избежал "
    "refuser refusa refusé échouer échoua nier nia éviter évita "
    "weigern weigerte ablehnen lehnte versäumen versäumte leugnen leugnete vermeiden "
    "vermied negarse negó rehusar rehusó evitar evitó "
    "faillir faillit faillirent failli"  # since round 30: "faillit mourir" (`nearmiss.py`)
)
# Words that make a statement a wish, an attempt or a guess: it neither agrees
# with nor contradicts the plain statement.
MODALS = words(
    "try tried attempt attempted want wanted plan planned hope hoped intend intended "
    "almost nearly expect expected allegedly reportedly supposedly rumoured probably "
    "perhaps maybe possibly might may could would should "
    "пытаться пытался пыталась попытаться хотеть хотел хотела собираться собирался "
    "собиралась планировать надеяться почти чуть якобы вероятно возможно наверное "
    "essayer essaya tenter tenta vouloir voulait voulut projeter espérer faillir faillit "
    "presque prétendument probablement peut-être "
    "versuchen versuchte wollen wollte planen plante hoffen hoffte beinahe angeblich "
    "vermutlich wahrscheinlich vielleicht "
    "intentar intentó querer quería quiso planear esperar casi supuestamente "
    "probablemente quizás quizá"
)

# Antonym pairs of the generic rules: frames that differ only by such a pair.
# `state` pairs contradict; `attitude` pairs (feelings, judgements) are in tension.
_PAIRS = {
    "state": (
        ("win won wins gagner gagna gagné gewinnen gewann gewonnen ganar ganó выиграть "
         "выиграл выиграла победить победил", "lose lost loses perdre perdit perdu verlieren "
         "verlor verloren perder perdió проиграть проиграл проиграла"),
        ("accept accepted accepter accepta accepté annehmen nahm angenommen aceptar aceptó "
         "принять принял приняла", "reject rejected rejeter rejeta rejeté ablehnen lehnte "
         "abgelehnt rechazar rechazó отвергнуть отверг отвергла отклонить отклонил"),
        ("pass passed réussir réussit bestehen bestand bestanden aprobar aprobó сдать сдал "
         "сдала", "fail failed échouer échoua durchfallen fiel suspender suspendió провалить "
         "провалил провалила"),
        ("guilty coupable schuldig culpable виновен виновна виновный", "innocent unschuldig "
         "inocente невиновен невиновна невиновный"),
        ("arrive arrived arriver arriva arrivé ankommen kam angekommen llegar llegó прибыть "
         "прибыл прибыла приехать приехал", "depart departed leave left partir partit abreisen "
         "reiste salir salió уехать уехал уехала"),
    ),
    "attitude": (
        ("love loved loves aimer aimait adorer lieben liebte amar amaba любить любил любила "
         "обожать", "hate hated hates détester détestait haïr hassen hasste odiar odiaba "
         "ненавидеть ненавидел ненавидела"),
        ("like liked apprécier appréciait mögen mochte gustar gustaba нравиться нравился",
         "dislike disliked déplaire ne_pas_aimer verabscheuen verabscheute disgustar"),
        ("admire admired admirer admirait bewundern bewunderte admirar admiraba восхищаться "
         "восхищался", "despise despised mépriser méprisait verachten verachtete despreciar "
         "despreciaba презирать презирал презирала"),
        ("trust trusted faire_confiance vertrauen vertraute confiar confiaba доверять "
         "доверял доверяла", "distrust distrusted mistrust se_méfier misstrauen misstraute "
         "desconfiar desconfiaba не_доверять"),
        ("support supported soutenir soutenait unterstützen unterstützte apoyar apoyaba "
         "поддерживать поддерживал поддерживала", "oppose opposed s_opposer opposait "
         "ablehnen bekämpfen bekämpfte oponerse oponía противостоять выступать"),
        ("praise praised louer loua loben lobte alabar alabó хвалить хвалил хвалила",
         "criticize criticized criticise criticised critiquer critiqua kritisieren kritisierte "
         "criticar criticó критиковать критиковал критиковала"),
        ("friend friends ami amie amis freund freundin amigo amiga друг подруга",
         "enemy enemies ennemi ennemie feind feindin enemigo enemiga враг"),
        ("kind gentle bon gentil freundlich gütig amable bondadoso добрый добра добр",
         "cruel harsh méchant cruel grausam hart cruel malvado жестокий жесток жестока злой"),
        ("generous généreux généreuse großzügig generoso generosa щедрый щедр щедра",
         "stingy mean avare geizig tacaño tacaña скупой скуп скупа"),
        ("happy heureux heureuse glücklich feliz счастлив счастлива счастливый",
         "unhappy miserable malheureux malheureuse unglücklich infeliz несчастлив "
         "несчастлива несчастный"),
    ),
}  # fmt: skip
FRAME_ANTONYMS: dict[str, tuple[str, str, int]] = {}
for _kind, _pairs in _PAIRS.items():
    for _n, (_left, _right) in enumerate(_pairs):
        for _side, _words in enumerate((_left, _right)):
            for _word in _words.split():
                FRAME_ANTONYMS.setdefault(fold(_word), (_kind, f"{_kind}{_n}", _side))
for _word, (_pair, _side) in ANTONYMS.items():
    FRAME_ANTONYMS.setdefault(_word, ("state", _pair, _side))
# Period words: "from A to B", "until A", "since A" (their dates bound a claim).
PERIOD_FROM = words("from since von ab seit de depuis desde с со partir")
PERIOD_UNTIL = words("until till to bis à a hasta jusqu jusque до по")
PERIOD_BETWEEN = words("between zwischen entre между")

# Prepositions that introduce a place ("born in Riga", "née à Lyon").
PLACE_PREPS = words("in at near à a au en dans in im bei en в во под")


def place_prep(word: str, lang: str) -> bool:
    """Is a folded word a preposition of place in this language ("à" folds
    to "a", which in English is the article: "was a Cornishman")?"""
    return word in PLACE_PREPS and not (lang == "en" and word == "a")


# Birth words after which the place follows "of"/"de"/"aus"/"из" or (Russian)
# the genitive: "a native of Riga", "originaire de Lyon", "уроженка Риги".
NATIVE = words(
    "native natif native originaire уроженец уроженка родом gebürtig natural oriundo oriunda"
)
ORIGIN_PREPS = words("of from de d aus из")

# Leaving a place ends living there: "left Riga in 1905", "quitta Lyon".
LEAVE = words(
    "left leave leaves quit quitted quitta quitté quitter quittait verließ verlassen verliess "
    "salió salir salía abandonó abandonar abandonaba dejó strayed "
    "уехал уехала уехать уезжать уезжал уезжала покинул покинула покинуть покидать покидал "
    "покидала выезжать выезжал выезжала"
)
# Prepositions of direction before a place visited ("travelled to Paris",
# "reiste nach Wien", "se rendit à Lyon", "viajó a Madrid", "ездил в Москву").
TO_PREPS = words("to into nach zu à a au en в во на")

PREDICATES["leave"] = {lang: LEAVE for lang in ("en", "ru", "fr", "de", "es")}

# Residence verbs whose object is the place ("a habité Lyon", "bewohnte").
DIRECT_RESIDENCE = words(
    "habiter habité habitait habita habite inhabit inhabited bewohnen bewohnte habitar habitó "
    "habitaba"
)
# "all his life", "toute sa vie", "всю жизнь", "sein ganzes Leben", "toda su vida"
WHOLE = words("all whole entire toute tout ganze ganzes ganzen toda todo всю вся весь")
# single words for "all one's life": "zeitlebens", "lifelong"
LIFELONG = words("lifelong zeitlebens lebenslang")
# a spouse of someone: "the widow of X", "X's wife", "Вдова X" — X was married
SPOUSE_NOUNS = words(
    "widow widower wife husband veuve veuf épouse époux mari witwe witwer ehefrau ehemann "
    "gattin gatte viuda viudo esposa esposo marido вдова вдовец жена муж супруга супруг"
)
LIFE_NOUNS = words("life lifetime days vie jours leben lebtag vida días жизнь")
# a birth and a death said by their nouns ("the death of", "der Tod des", "la mort
# de", "la muerte del", "смерти")
BIRTH_NOUNS = words("birth geburt naissance nacimiento рождение рождения")
DEATH_NOUNS = words(
    "death tod tode todes mort deces muerte fallecimiento смерть смерти кончина кончины"
)

# Employer verbs whose object is the employer ("joined Acme").
EMPLOYER_DIRECT = words("join joined joins rejoindre rejoignit rejoint")
# Prepositions that introduce an employer ("works at Acme", "travaille chez").
EMPLOYER_PREPS = words("at for with by in chez pour à au dans bei für in im en para con в на у")
# Nouns of a neighbourhood: after an employer's preposition they say where, not for whom
# ("worked in the vicinity of Brisbane", "работал в окрестностях Брисбена").
VICINITY = words(
    "vicinity outskirts environs surroundings neighbourhood neighborhood окрестность пригород "
    "окраина umgebung nähe umland alentours banlieue alrededores cercanías afueras"
)
# Age words: "aged 25", "at the age of", "в возрасте", "à l'âge de", "im Alter von".
# "семидесяти лет от роду": "роду" (of birth) after the years makes them an age
AGE_WORDS = words("age aged old âge âgé âgée alter alt edad возраст возрасте роду jährig")


def particle_ne(t: Tok) -> bool:
    """Is a token the French "ne" or its elided "n'", whose fold is the fold
    of "né" (since round 33 also "n'": "n'avait que vingt ans en 1880" is no
    birth in 1880)?"""
    return t.text.lower() in ("ne", "n")
