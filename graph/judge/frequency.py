"""How often a person does a thing, on one scale in every language, and a
fear or hatred of a thing against doing it (since dev8-degrees).

A person's statement that says how often (never, rarely, sometimes, often,
regularly: "every Sunday", "jeden Winter", "tous les dimanches", "каждую
зиму", "todos los domingos"; a habitual noun, "a heavy drinker", "ein
eifriger Kirchgänger"; a trait that says "seldom", "a homebody",
"домосед", "patient") gives an `often` claim about what is done: a few
activities named in the five languages (worship, drink, travel, temper,
work, writing, swimming, sailing, riding, climbing, with water, horses and
heights), the buildings it names (`nouns.py`: church, market, inn,
theatre …) and the places it names. A fear or
hatred ("terrified of the sea", "Angst vor Pferden", "détestait Paris",
"ненавидела Москву", "le tenía pánico al mar") gives an `aversion` claim.

- never against any frequency of the same activity contradicts (against a
  trait, "devout", it is in tension); rarely against often or every … is
  in tension; often and every … agree;
- a fear or hatred against doing it (not rarely, not never) is in tension;
- two dates that do not meet say nothing (a habit changes).

Hand-written (no offline library groups these): the frequency words and
phrases, the habitual and trait words, the activities and their words, the
words of fear and hatred — each per language, over the folded text."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, restrictions
from semnet.graph.judge.base import Stance
from semnet.graph.judge.nouns import concept_of

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

SLOTS = frozenset({"often", "aversion"})

# the scale, lowest first; "act" is a deed with no frequency ("swam across the bay")
LEVELS = ("never", "rare", "some", "often", "regular")
_B = r"(?<![\w-])"
_E = r"(?![\w-])"

_LEVEL_WORDS: dict[str, dict[str, str]] = {
    "never": {
        "en": r"never",
        "de": r"nie|niemals",
        "fr": r"jamais",
        "ru": r"никогда|ни разу",
        "es": r"nunca|jamas",
    },
    "rare": {
        "en": r"rarely|seldom|hardly ever|scarcely ever|homebody|stay-at-home|patient|sober|lazy",
        "de": r"selten|kaum(?: je)?|stubenhocker|geduldig|nuchtern|(?<!ein )wenig|faul",
        "fr": r"rarement|presque jamais|guere|casanier|casaniere|patient|patiente|sobre|paresseux"
        r"|paresseuse|(?<!un )peu(?! de| apres| avant| a peu)",
        "ru": r"редко|почти не|почти никогда не|домосед\w*|терпелив\w*|трезв(?!енн)\w+|мало"
        r"|ленив\w*|лентя\w+",
        "es": r"rara vez|raramente|apenas|hogaren[oa]|paciente|sobri[oa]|perezos[oa]|vag[oa]"
        r"|(?<!un )poco(?! despues| antes| mas| menos| a poco| de)",
    },
    "some": {
        "en": r"sometimes|occasionally|now and then",
        "de": r"manchmal|gelegentlich|ab und zu",
        "fr": r"parfois|quelquefois|de temps en temps",
        "ru": r"иногда|изредка|время от времени",
        "es": r"a veces|de vez en cuando|ocasionalmente",
    },
    "often": {
        "en": r"often|frequently|many times|heavy drinker|drunkard|keen (?:rider|horseman)"
        r"|most (?:days|weekends|evenings|summers)",
        "de": r"oft|haufig|ofters|eifriger? \w+|trinker|saufer",
        "fr": r"souvent|frequemment|ivrogne|grand buveur|bon cavalier",
        "ru": r"часто|нередко|частенько|пьяниц\w+|заядл\w+ \w+",
        "es": r"a menudo|con frecuencia|frecuentemente|muchas veces|borrach[oa]|gran jinete",
    },
    "regular": {
        "en": r"(?:every|each) (?:\w+ )?(?:sunday|day|morning|evening|night|week|month|summer"
        r"|winter|spring|autumn|year|holiday|season)s?|always|daily|weekly|regularly|a regular \w+"
        r"|devout|pious",
        "de": r"(?:jeden|jede|jedes|alle) (?:\w+ )?(?:sonntag|tag|morgen|abend|woche|monat|sommer|"
        r"winter|fruhjahr|herbst|jahr)e?|(?<!fur )immer|taglich|wochentlich|regelmassig|fromm\w*",
        "fr": r"tous (?:les|ses) (?:\w+ )?(?:dimanches|jours|matins|soirs|etes|hivers|ans|mois)|"
        r"toutes les semaines|chaque (?:dimanche|jour|matin|soir|semaine|ete|hiver|annee)|"
        r"(?<!pour )toujours|quotidiennement|regulierement|pieux|pieuse|devot\w*",
        "ru": r"кажд\w+ (?:воскресенье|день|утро|вечер|неделю|месяц|лето|зиму|весну|осень|год)|"
        r"всегда|ежедневно|регулярно|по воскресеньям|набожн\w+",
        "es": r"(?:todos|todas) (?:los|las) (?:\w+ )?(?:domingos|dias|mananas|tardes|noches|"
        r"semanas|veranos|inviernos|anos)|cada (?:domingo|dia|semana|verano|invierno|ano)|"
        r"(?<!para )siempre|diariamente|regularmente|devot[oa]|piados[oa]",
    },
}

# a trait that says how often ("devout", "a homebody", "lazy"): never a denial's match
_TRAITS = {
    "en": r"devout|pious|patient|sober|lazy|homebody|stay-at-home|drunkard|heavy drinker"
    r"|keen (?:rider|horseman)|a regular \w+",
    "de": r"fromm\w*|geduldig|nuchtern|faul|stubenhocker|trinker|saufer|eifriger? \w+",
    "fr": r"pieux|pieuse|devot\w*|patient|patiente|sobre|paresseux|paresseuse|casanier\w*"
    r"|ivrogne|grand buveur|bon cavalier",
    "ru": r"набожн\w+|терпелив\w*|трезв(?!енн)\w+|ленив\w*|лентя\w+|домосед\w*|пьяниц\w+"
    r"|заядл\w+ \w+",
    "es": r"devot[oa]|piados[oa]|paciente|sobri[oa]|perezos[oa]|vag[oa]|hogaren[oa]|borrach[oa]"
    r"|gran jinete",
}

# activities, and what doing one implies (swimming is in water, riding on a horse)
_ACTIVITIES: dict[str, dict[str, str]] = {
    "worship": {
        "en": r"church\w*|chapel|mass|services?|kirk|devout|pious",
        "de": r"kirche|kapelle|messe|gottesdienst\w*|kirchgang\w*|kirchganger\w*|fromm\w*",
        "fr": r"eglise|chapelle|messe|office|offices|pieux|pieuse|devot\w*",
        "ru": r"церк\w+|обедн\w+|храм\w*|литурги\w+|служб\w+|набожн\w+",
        "es": r"iglesia|capilla|misa|misas|devot[oa]|piados[oa]",
    },
    "drink": {
        "en": r"drink\w*|drank|drunk\w*|cider|ale|beer|gin|whisky|sober",
        "de": r"trink\w*|trank|betrunken|saufer|bier|schnaps|wirtshaus|nuchtern",
        "fr": r"boire|buvai\w+|but|ivre|ivrogne|buveur|sobre",
        "ru": r"пил|пила|пьян\w*|выпива\w+|водк\w+|запо\w+|трезв(?!енн)\w+",
        "es": r"beb\w+|borrach\w+|vino|sobri[oa]",
    },
    "travel": {
        "en": r"travel\w*|journey\w*|tour\w*|abroad|pilgrimages?",
        "de": r"reist\w*|reisen|verreist\w*|stubenhocker|wallfahrt\w*",
        "fr": r"voyag\w+|casanier\w*|part(?:ait|aient)|pelerinages?",
        "ru": r"езди\w*|ездил\w*|поездк\w+|путешеств\w+|выезжа\w+|домосед\w*"
        r"|богомоль\w+|паломничеств\w+",
        "es": r"viaj\w+|hogaren\w+|peregrinaci\w+|romerias?",
    },
    # leaving a place: travel when said how often ("rarely left London"); never
    # leaving is a bound on journeys (`journeys.py`), one leaving no habit
    "leave": {
        "en": r"left|leave|leaves",
        "de": r"verliess|verlassen",
        "fr": r"quitt\w+",
        "ru": r"выходил\w*|покидал\w*",
        "es": r"sal(?:ia|ian|ir)|dejaba",
    },
    "temper": {
        "en": r"temper|patient|patience|angry|rage",
        "de": r"geduld\w*|zorn\w*|wutend|jahzorn\w*|beherrschung",
        "fr": r"patient\w*|colere|emport\w+",
        "ru": r"терпел\w+|терпени\w+|вспыл\w+|гнев\w*",
        "es": r"pacien\w+|ira|genio|colera",
    },
    "work": {
        "en": r"work|worked|working|works|lazy",
        "de": r"arbeit\w*|faul",
        "fr": r"travaill\w+|paresseux|paresseuse",
        "ru": r"работал\w*|трудил\w+|ленив\w*|лентя\w+",
        "es": r"trabaj\w+|perezos[oa]|vag[oa]",
    },
    "sail": {
        "en": r"sail\w*",
        "de": r"segel\w*|segelte",
        "fr": r"naviguai\w+|voile",
        "ru": r"под парусом",
        "es": r"naveg\w+|a vela",
    },
    "climb": {
        "en": r"climb\w*",
        "de": r"kletter\w*|bestieg|erklomm",
        "fr": r"grimp\w+|escalad\w+",
        "ru": r"лаз\w+|взбира\w+|взобра\w+",
        "es": r"trep\w+|escal\w+",
    },
    "heights": {
        "en": r"heights?",
        "de": r"hohen?|schwindel\w*",
        "fr": r"vide|vertige|hauteurs?",
        "ru": r"высот\w*",
        "es": r"alturas?|vertigo",
    },
    "write": {
        "en": r"wrote|writes?|writing|letters?",
        "de": r"schrieb\w*|schreib\w*|briefe?",
        "fr": r"ecriv\w+|ecrire|lettres?",
        "ru": r"писал\w*|письм\w+",
        "es": r"escrib\w+|cartas?",
    },
    "swim": {
        "en": r"swim\w*|swam",
        "de": r"schwimm\w*|schwamm|durchschwamm",
        "fr": r"nage|nageai\w+|nagea",
        "ru": r"переплы\w+|плава\w+|плыл\w*",
        "es": r"nado|nadab\w+|nado|nadar",
    },
    "water": {
        "en": r"sea|water|waters|ocean|bay",
        "de": r"meer|wasser|see|ozean|bucht",
        "fr": r"mer|eau|ocean|baie",
        "ru": r"мор\w+|вод\w|воду|воды|океан\w*|залив\w*",
        "es": r"mar|agua|oceano|bahia",
    },
    "ride": {
        "en": r"ride|rode|riding|horseback|rider|horseman",
        "de": r"ritt|reiten|reitet\w*|ritt \w+ aus",
        "fr": r"montait a cheval|monter a cheval|chevauch\w+|cavalier",
        "ru": r"верхом",
        "es": r"montaba|cabalga\w+|a caballo|jinete",
    },
    "horse": {
        "en": r"horses?|mares?|ponys?",
        "de": r"pferde?n?|schimmel|rappe|stute",
        "fr": r"chevaux|cheval|jument",
        "ru": r"лошад\w+|кон\w|коня|коней",
        "es": r"caballos?|yeguas?",
    },
}
_IMPLIES = {"swim": "water", "sail": "water", "ride": "horse", "climb": "heights"}

_AVERSION = {
    "en": r"afraid of|terrified of|scared of|frightened of|fear of|feared|dreaded|hated|loathed|"
    r"detested|disliked|did not like|could not (?:stand|bear)|could not abide",
    "de": r"angst vor|furchtete sich vor|furchtete|hasste|verabscheute|nicht ausstehen"
    r"|nicht leiden|mochte\b.*\bnicht\b",
    "fr": r"peur (?:des|du|de|d')|craignait|detestait|haissait|avait horreur (?:des|du|de|d')"
    r"|avait en horreur|n'aimait (?:pas|guere)",
    "ru": r"боял\w*|страшил\w*|ненавидел\w*|терпеть не мог\w*|не выносил\w*|не любил\w*"
    r"|недолюбливал\w*",
    "es": r"miedo (?:a|al|de)|panico (?:a|al)|temia|odiaba|detestaba|aborrecia|no le gustaba"
    r"|no soportaba",
}

# "never missed": always
_MISSED = {
    "en": r"miss(?:ed)?",
    "de": r"versaumt\w*|verpasst\w*|fehlte",
    "fr": r"manqu\w+",
    "ru": r"пропуска\w+|пропустил\w*",
    "es": r"falt\w+",
}
# "never … again": an end of a habit, not its frequency
_AGAIN = {
    "en": r"again|any ?more|no longer",
    "de": r"wieder|mehr",
    "fr": r"plus",
    "ru": r"больше|более|снова",
    "es": r"mas|volvio a|de nuevo",
}
# "never" of a place or a building alone: only of being or setting foot there
_THERE = {
    "en": r"set foot|been|visited|went to|go to",
    "de": r"betreten|war \w+ nie|nie in|besucht\w*",
    "fr": r"mis les pieds|mit les pieds|alle|allee|ete a|visite",
    "ru": r"был\w*|бывал\w*|ездил\w*|посещал\w*",
    "es": r"estuvo|piso|visito|fue a",
}


@functools.cache
def _rx(words: str) -> re.Pattern[str]:
    return re.compile(rf"{_B}(?:{words}){_E}")


@functools.cache
def _rx_open(words: str) -> re.Pattern[str]:
    """Words at a word's start, open at their end ("peur d'", "miedo al")."""
    return re.compile(rf"{_B}(?:{words})")


def level(folded: str, lang: str) -> str | None:
    """The frequency a statement's words say: one level, or None when they
    say none or several that disagree ("rarely … every Sunday"); a "never"
    beside another level is another clause's ("who never married, often …")."""
    found = [n for n in LEVELS if (w := _LEVEL_WORDS[n].get(lang)) and _rx(w).search(folded)]
    if len(found) > 1 and "never" in found:
        found.remove("never")
    if "rare" in found and len(found) > 1:
        return None
    return found[-1] if found else None


def activities(folded: str, lang: str) -> set[str]:
    out: set[str] = set()
    for name, by_lang in _ACTIVITIES.items():
        words = by_lang.get(lang)
        if words and _rx(words).search(folded):
            out.add(name)
            if name in _IMPLIES:
                out.add(_IMPLIES[name])
    return out


def claims(r: Read) -> list[Claim]:
    person = r.person
    if person is None or r.main.key != person[0]:
        return []
    text = r.folded
    m = _rx_open(_AVERSION[r.lang]).search(text) if r.lang in _AVERSION else None
    if m is not None:
        after = text[m.end() :]
        what = frozenset(activities(after, r.lang)) | _places(r)
        if not what:
            return []
        return [r.claim("aversion", frame=what, time=r.when)]
    lv = level(text, r.lang)
    done = frozenset(activities(text, r.lang))
    if lv is None and not done:
        return []  # a deed is one of the activities; a building alone says nothing
    if "leave" in done:  # "rarely left London": travel; "never left", "left in 1890": no habit
        done = done - {"leave"} | (
            {"travel"} if lv in ("rare", "some", "often", "regular") else set()
        )
        if lv is None and not done:
            return []
    what = done | _things(r)
    if lv == "never" and _rx(_MISSED[r.lang]).search(text):
        lv = "regular"  # "never missed chapel": always there
    if lv == "never" and _rx(_AGAIN[r.lang]).search(text):
        return []  # "never went back again": an end, not a frequency (`habits.py`)
    if lv == "never" and not done and not _rx(_THERE[r.lang]).search(text):
        return []  # "never saw the mill": no frequency of being there
    what |= _places(r)
    if not what:
        return []
    narrow = restrictions.narrowed(r.clean, r.lang)  # "never on Sundays" denies little
    trait = "trait" if _rx(_TRAITS[r.lang]).search(text) else None
    return [
        r.claim("often", status=lv or "act", anchor=trait, frame=what, time=r.when,
                restricted=narrow)
    ]  # fmt: skip


# concepts too general to say what is done ("в городе Riga", "à sa place")
_GENERIC = frozenset({None, "town", "village", "house", "square", "wall"})


def _things(r: Read) -> frozenset[str]:
    """The buildings and places of work a statement names, as concepts of
    `nouns.py` (church, market, inn, theatre, mill …)."""
    out = set()
    for t in r.toks:
        if t.kind == "w":
            out |= {f"*{c}" for x in t.lem if (c := concept_of(x, r.lang)) not in _GENERIC}
    return frozenset(out)


def _places(r: Read) -> frozenset[str]:
    return frozenset(f"@{e}" for _, _, e in r.mentions() if r.names.kind(e) == "place")


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot not in SLOTS or cb.slot not in SLOTS:
        return None
    shared = ca.frame & cb.frame
    if not shared:
        return None
    if ca.time is not None and cb.time is not None and not ca.time.overlaps(cb.time):
        return None  # a habit changes
    what = ", ".join(sorted(w.rsplit("/", 1)[-1].removesuffix(".md").lstrip("*") for w in shared))
    if ca.slot == "aversion" or cb.slot == "aversion":
        if ca.slot == cb.slot:
            return None
        doing = cb if ca.slot == "aversion" else ca
        if doing.status in ("never", "rare"):
            return None
        why = f"{ca.label}: feared or hated ({what}), and did it"
        return Finding(Stance.IN_TENSION, why, 0.55, "aversion")
    la, lb = ca.status, cb.status
    if "trait" in (ca.anchor, cb.anchor) and "never" in (la, lb):
        if {la, lb} & {"often", "regular"}:  # "devout" / "never went to church"
            why = f"{ca.label}: a trait, and never ({what})"
            return Finding(Stance.IN_TENSION, why, 0.55, "how-often")
        return None
    if "never" in (la, lb) and la != lb and not (ca if la == "never" else cb).restricted:
        why = f"{ca.label}: never ({what}), and {lb if la == 'never' else la}"
        return Finding(Stance.CONTRADICTS, why, 0.7, "how-often")
    pair = {la, lb}
    if "rare" in pair and pair & {"often", "regular"}:
        why = f"{ca.label}: rarely, and often ({what})"
        return Finding(Stance.IN_TENSION, why, 0.6, "how-often")
    if "trait" in (ca.anchor, cb.anchor):
        return None  # a trait agrees with behaviour only loosely
    if not any(w.startswith("@") for w in shared) and (
        (len(pair) == 1 and la != "act") or pair == {"often", "regular"}
    ):
        return Finding(Stance.AGREES, f"{ca.label}: as often ({what})", 0.6, "how-often")
    return None


def how_often(toks: list[Tok]) -> str | None:
    """ "rare" ("rarely", "selten", "rara vez"), "regular" ("often", "every
    Sunday", "tous les étés", "каждую неделю") or None."""
    for k, t in enumerate(toks):
        if t.kind != "w":
            continue
        if t.is_(cues.RARELY):
            return "rare"
        if t.is_(cues.OFTEN):
            return "regular"
        if t.is_(cues.EVERY) and any(u.is_(cues.TIME_NOUNS) for u in toks[k + 1 : k + 3]):
            return "regular"
    return None
