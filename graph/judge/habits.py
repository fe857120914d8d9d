"""Habits, abstentions and lifelong "never"s against acts: a teetotaller
against a glass of port, "never smoked" against a pipe, a vegetarian against
the Christmas goose, "never travelled" or "never left X" against a journey,
"never spoke to her brother again after 1890" against a letter to him in
1895, "never reconciled" against a reconciliation; an abstention from a date
says nothing of the acts before it.

Hand-written, small and per language (no offline library knows that port
is a drink, goose is meat, or a pub's regular drinks): the words of
abstaining and of each act (drinking, smoking, eating meat) with the drinks
and meats, the words of a regular at an inn, of an onset ("signed the
pledge", "became", "ab", "se hizo"), of never travelling and of the journeys
the visit predicates do not list ("went to", "fuhr nach", "se rendit à"),
of never seeing or speaking to someone again, of contact (wrote, visited),
and of reconciling. "Never left X" and a journey are the existing stay rule
(`abodes._stay_visit`): this module only reads the forms it missed."""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.abilities import about_person
from semnet.graph.judge.base import Stance
from semnet.graph.judge.claims import Place, place_key

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.values import TimeValue

SLOTS = frozenset({"habit", "homebound", "contact"})

_DRINKS = {
    "en": r"(?:alcohol|drink|wine|(?:glass|bottle|decanter) of port|port wine|beer|ale|brandy|"
    r"whisky|whiskey|gin|rum|champagne|sherry|cider|vodka|cognac|liquor|claret|schnapps)",
    "de": r"(?:alkohol|wein|rotwein|weisswein|bier|schnaps|branntwein|sekt|champagner|portwein|"
    r"kognak|cognac|likor|krug|kruge|tropfen)",
    "fr": r"(?:alcool|vin|biere|cognac|eau-de-vie|champagne|porto|absinthe|calvados|liqueur|"
    r"goutte|verres? de (?:vin|rouge|blanc))",
    "es": r"(?:alcohol|vino|cerveza|coñac|conac|aguardiente|licor|champan|jerez|orujo|ron|"
    r"copas? de)",
    "ru": r"(?:спиртно\w*|водк\w*|вин(?:о|а|у|ом|е)|пив(?:о|а|ом|у)|коньяк\w*|наливк\w*|"
    r"настойк\w*|рюмк\w*|шампанск\w*|горькую)",
}
_MEAT = {
    "en": r"(?:meat|goose|beef|pork|ham|mutton|lamb|sausages?|bacon|chicken|venison|veal)",
    "de": r"(?:fleisch\w*|\w*gans\w*|\w*braten|wurst\w*|schinken|rind\w*|schwein\w*|speck|"
    r"hammel\w*|lamm\w*)",
    "fr": r"(?:viande|oie|gigot|agneau|boeuf|porc|jambon|saucisses?|poulet|dinde|mouton|veau)",
    "es": r"(?:carne|cordero|cerdo|jamon|chorizo|pollo|ganso|ternera|cochinillo|morcilla)",
    "ru": r"(?:мяс\w*|гус(?:ь|я|ю|ем|ей|е|ятин\w*)|баранин\w*|свинин\w*|ветчин\w*|колбас\w*|"
    r"куриц\w*|говядин\w*|"
    r"телятин\w*)",
}
# what one smokes: "Martha's clay pipe, which she smoked …" is about Martha
_SMOKED = frozenset(
    ["pipe", "pipes", "cigar", "cigars", "pfeife", "zigarre", "pipa", "puro", "трубка", "сигара"]
)
# the act of each habit: a verb with what it takes
_ACT = {
    "drink": {
        "en": r"\b(?:drank|drinks|drinking|drained|sipped|raised a glass|was often drunk|"
              r"got drunk)\b",
        "de": r"\b(?:trank|trinkt|getrunken|sprach (?:\w+ )?dem \w+ zu)\b",
        "fr": r"\b(?:buvait|but|bu|sirotait)\b",
        "es": r"\b(?:bebia|bebio|tomaba|tomo|se tomaba|se tomo)\b",
        "ru": r"(?:\bвыпивал\w*|\bвыпил\w*|\bпил\b|\bпила\b|\bпивал\w*|\bпить\b)",
    },
    "smoke": {
        "en": r"\b(?:smoked|smokes|smoking|puffed (?:on|at))\b(?! (?:fish|ham|salmon|meat|herring|"
              r"bacon|eel|eels|sausages?|mackerel|glass))",
        "de": r"\b(?:rauchte|raucht|geraucht)\b",
        "fr": r"\b(?:fumait|fuma|(?:a|avait|jamais) fume|fumant)\b",
        "es": r"\b(?:fumaba|fumo|fumando)\b",
        "ru": r"(?:\bкурил\w*|\bвыкуривал\w*|\bкурить\b)",
    },
    "meat": {
        "en": r"\b(?:ate|eats|eating|dined on|feasted on|tucked into)\b",
        "de": r"\b(?:ass|aß|isst|gegessen|verspeiste)\b",
        "fr": r"\b(?:mangeait|mangea|a mange|degustait)\b",
        "es": r"\b(?:comia|comio|probaba)\b",
        "ru": r"(?:\bел\b|\bела\b|\bели\b|\bсъел\w*|\bедал\w*)",
    },
}  # fmt: skip
# liking or taking a drink or a dish is having it
_CONSUME = {
    "en": r"\b(?:liked|enjoyed|took|fond of|partial to|relished|(?:had|ordered) (?:a|another))\b",
    "de": r"\b(?:genoss|mochte|gonnte sich|bestellte)\b",
    "fr": r"\b(?:appreciait|savourait|prenait|prit|commandait)\b",
    "es": r"\b(?:le gustaba|disfrutaba|saboreaba|pedia)\b",
    "ru": r"(?:\bлюбил\w* (?:выпить|поесть)|\bзаказывал\w*|\bпропускал\w*)",
}
for _kind in ("drink", "meat"):
    for _lang, _p in _CONSUME.items():
        _ACT[_kind][_lang] = f"(?:{_ACT[_kind][_lang]})|(?:{_p})"
# one's own pipe or cigar is smoking: "sat by the fire with his pipe"
_OWN_PIPE = {
    "en": r"\b(?:his|her) (?:\w+ )?(?:pipe|cigar|cigars|cigarettes|cigarette|snuff)\b",
    "de": r"\b(?:seine|ihre|seiner|ihrer) (?:\w+ )?(?:pfeife|zigarre|zigarren|zigaretten)\b",
    "fr": r"\b(?:sa|ses|son) (?:\w+ )?(?:pipe|cigare|cigares|cigarettes)\b",
    "es": r"\bsus? (?:\w+ )?(?:pipa|puro|puros|cigarros|cigarrillos)\b",
    "ru": r"(?:\bсво\w* (?:\w+ )?(?:трубк|папирос|сигар)\w*|\bс трубкой)",
}
for _lang, _p in _OWN_PIPE.items():
    _ACT["smoke"][_lang] = f"(?:{_ACT['smoke'][_lang]})|(?:{_p})"
# what each act must take (smoking takes anything)
_OBJ = {"drink": _DRINKS, "meat": _MEAT}
# abstaining: a person's noun or an adjective, or a denial of the act
_ABSTAINER = {
    "drink": {
        "en": r"\b(?:teetotal\w*|abstainer|signed the pledge|took the pledge|"
              r"nothing stronger than)\b",
        "de": r"\b(?:abstinenzler\w*|abstinent\w*|antialkoholiker\w*)\b",
        "fr": r"\b(?:abstinent\w*|antialcoolique)\b",
        "es": r"\b(?:abstemi[oa]s?)\b",
        "ru": r"(?:\bтрезвенни\w*|\bне брал\w* в рот)",
    },
    "smoke": {
        "en": r"\b(?:non-smoker|nonsmoker)\b",
        "de": r"\b(?:nichtraucher\w*)\b",
        "fr": r"\b(?:non-fumeu\w*)\b",
        "es": r"\b(?:no fumador\w*)\b",
        "ru": r"(?:\bнекурящ\w*)",
    },
    "meat": {
        "en": r"\b(?:vegetarian\w*)\b",
        "de": r"\b(?:vegetari\w*)\b",
        "fr": r"\b(?:vegetarien\w*)\b",
        "es": r"\b(?:vegetarian[oa]s?)\b",
        "ru": r"(?:\bвегетариан\w*)",
    },
}  # fmt: skip
# a denial before an act within a few words ("never touched", "ne buvait jamais")
_NEVER = {
    "en": r"\b(?:never|not|nor)\b",
    "de": r"\b(?:nie|niemals|nicht|kein\w*)\b",
    "fr": r"\b(?:jamais|ne|n)\b",
    "es": r"\b(?:nunca|jamas|no)\b",
    "ru": r"(?:\bникогда\b|\bне\b|\bни\b)",
}
_TOUCH = {
    "en": r"\b(?:touched|touch|tasted|taste)\b",
    "de": r"\b(?:ruhrte|angeruhrt|kostete)\b",
    "fr": r"\b(?:touchait|toucha|gouta|goutait)\b",
    "es": r"\b(?:probo|probaba|toco)\b",
    "ru": r"(?:\bпробовал\w*|\bбрал\w*)",
}
# forswearing: "abstained from alcohol", "gave up meat", "verzichtete auf", "renonça à"
_FORSWEAR = {
    "en": r"\b(?:abstained from|abstains from|gave up|renounced|forswore|swore off)\b",
    "de": r"\b(?:verzichtete (?:\w+ ){0,3}?auf|entsagte|schwor (?:\w+ ){0,3}?ab)\b",
    "fr": r"\b(?:renon[cç]a a|s.abstenait d\w*|s.abstint d\w*)\b",
    "es": r"\b(?:renuncio a|se abstenia de|se abstuvo de|dejo de|"
    r"dejo (?:el (?:tabaco|alcohol|vino|juego)|la (?:bebida|carne)))\b",  # not "dejó la escuela"
    "ru": r"(?:\bотказал\w* от|\bбросил\w* (?:пить|курить)|\bвоздерживал\w* от)",
}
# an exception: "vegetarian except at Christmas"
_EXCEPT = {
    "en": r"\b(?:except|save at|but for|only)\b",
    "de": r"\b(?:ausser|außer|nur|ausgenommen)\b",
    "fr": r"\b(?:sauf|excepte|hormis)\b",
    "es": r"\b(?:salvo|excepto|menos|solo)\b",
    "ru": r"(?:\bкроме\b|\bтолько\b|\bза исключением\b)",
}
# from a date on: an onset
_ONSET = {
    "en": r"\b(?:signed the pledge|took the pledge|became|turned|afterwards|from then on|since|"
    r"from \d{4})\b",
    "de": r"\b(?:ab|seit|wurde|fortan|danach)\b",
    "fr": r"\b(?:devint|depuis|a partir d\w*|des lors|desormais)\b",
    "es": r"\b(?:se hizo|se volvio|desde|a partir d\w*)\b",
    "ru": r"(?:\bстал\w*|\bс тех пор\b|\bначиная с\b|\bс \d{4})",
}
# a regular at an inn, a pub, a café: in tension with abstaining from drink
_REGULAR = {
    "en": r"\b(?:regular at|regular of|(?:evenings|nights) (?:\w+ ){0,3}?(?:bar|pub|inn|tavern|"
          r"alehouse)|(?:frequented|haunted) the (?:\w+ )?(?:bar|pub|inn|tavern))\b",
    "de": r"\b(?:stammgast|stammtisch|zechte)\b",
    "fr": r"\b(?:habitue\w* (?:du|de la|des) (?:cafe|cabaret|bistrot|estaminet|taverne|auberge)|"
          r"pilier de (?:bar|cabaret|comptoir))\b",
    "es": r"\b(?:parroquian[oa]|asidu[oa] de la (?:taberna|cantina))\b",
    "ru": r"(?:\bзавсегдата\w*|\bзавсегдатаем\b)",
}  # fmt: skip

# never travelling anywhere
_NO_TRAVEL = {
    "en": r"\b(?:never (?:once )?(?:travelled|traveled|went away|went anywhere|left home))\b",
    "de": r"\b(?:nie (?:\w+ )?verreist|niemals verreist|reiste nie|nie (?:\w+ )?gereist)\b",
    "fr": r"\b(?:n.a jamais voyage|ne voyagea jamais|ne voyageait jamais)\b",
    "es": r"\b(?:nunca (?:viajo|salio de viaje))\b",
    "ru": r"(?:никогда никуда не выезжал\w*|никуда не выезжал\w*|никогда не путешествовал\w*|"
    r"никогда не (?:выезжал|уезжал)\w* из (?:своей |родной )?деревни|"
    r"никогда не покидал\w* (?:свою |родную )?деревню)",
}
# "never left the village": home named by a noun, no place
_HOME = (
    r"(?:native )?(?:village|town|island|valley|parish|home|farm|dorf|heimatdorf|insel|tal|"
    r"village|ile|vallee|paroisse|pueblo|aldea|isla|valle)"
)
_NEVER_HOME = {
    "en": rf"\bnever (?:once )?left (?:the|his|her) {_HOME}\b",
    "de": rf"\b(?:sein|ihr) {_HOME} (?:\w+ )?(?:nie|niemals) (?:verlassen|verliess)\b|"
    rf"\bverliess (?:sein|ihr) {_HOME} (?:nie|niemals)\b",
    "fr": rf"\b(?:n.a jamais quitte|ne quitta jamais|ne quittait jamais) (?:son|sa) {_HOME}\b",
    "es": rf"\bnunca (?:salio|se fue) de su {_HOME}\b",
}
# "never left X": the forms the residence rule does not read
_NEVER_LEFT = {
    "de": r"\b(?:nie|niemals) (?:verlassen|verliess)\b|\bverliess (?:\w+ )?(?:nie|niemals)\b",
    "es": r"\bnunca salio de\b",
}
# journeys the visit predicates do not list, with their place after
_JOURNEY = {
    "en": r"\b(?:(?:went|travelled|traveled|journeyed|sailed|came)(?: up| down| over| out)? to|"
    r"(?:sailed|left|set sail|set out|embarked|departed) for|"
    r"made (?:\w+ )?(?:voyages?|journeys?|trips?|crossings?) to)\s+$",
    "de": r"\b(?:fuhr|reiste|ging|kam|segelte)(?: \w+){0,4} nach\s+$",
    "fr": r"\b(?:se rendit|alla|partit pour|voyagea|monta|s.embarqua pour|"
    r"fit (?:\w+ )?voyages?)(?: a| en| au| aux)?\s+$",
    "es": r"\b(?:(?:fue|viajo|marcho|se marcho)(?: a| hasta)|(?:embarco|zarpo|partio)"
    r"(?: rumbo)? (?:a|para|hacia)|hizo (?:\w+ )?viajes? a)\s+$",
    "ru": r"(?:\bездил\w*|\bпоехал\w*|\bотправил\w*(?: \w+)?|\bуехал\w*|\bуплыл\w*|"
    r"\bотплыл\w*) в\s+$",
}
# never again from a date: seeing, speaking to, writing to someone
_NEVER_AGAIN = {
    "en": r"\bnever (?:\w+ )?(?:spoke|saw|wrote|visited|met)\b(?:\s\w+){0,5} again\b",
    "de": r"\b(?:nie|niemals) (?:wieder|mehr)\b",
    "fr": r"\bne (?:\w+ )?(?:revit|reparla|parla|ecrivit|revoyait|parlait)(?: \w+)? jamais\b|"
    r"\bne (?:\w+ )?(?:plus) jamais\b",
    "es": r"\bno volvio a (?:hablar|ver|escribir|visitar)\b|\bnunca mas\b",
    "ru": r"(?:больше никогда не|больше не (?:видел|разговаривал|говорил|писал)\w*|"
    r"порвал\w* (?:все )?отношения с|прекратил\w* (?:всякое )?общение с)",
}
_BROKE_OFF = {
    "en": r"\bbroke off (?:all )?(?:contact|relations) with\b",
    "de": r"\bbrach (?:\w+ ){0,3}?(?:kontakt|beziehungen?) (?:\w+ ){0,3}?ab\b",
    "fr": r"\brompit (?:tout contact|toute relation|les relations|tout lien) avec\b",
    "es": r"\brompio (?:todo contacto|toda relacion|relaciones|el contacto) con\b",
}
for _lang, _p in _BROKE_OFF.items():
    _NEVER_AGAIN[_lang] = f"(?:{_NEVER_AGAIN[_lang]})|(?:{_p})"
# contact: speaking, writing, visiting, meeting (not denied)
# never meeting someone at all: no act of teaching, employing or selling between them
_NEVER_MET = {
    "en": r"\bnever (?:once )?(?:met|knew)\b",
    "de": r"\b(?:nie|niemals) (?:\w+ ){0,3}?(?:begegnet|kennengelernt|getroffen|gesehen)\b",
    "fr": r"\bn'?(?:a|avait|e) (?:\w+ )?jamais (?:\w+ )?(?:rencontre|connu|vu)\b|"
    r"\bne (?:\w+ )?(?:rencontra|connut) jamais\b",
    "es": r"\bnunca (?:\w+ ){0,2}?(?:conocio|vio|trato)\b|\bno (?:llego a )?conocio nunca\b",
    "ru": r"(?:никогда не|так и не) (?:\w+ ){0,2}?(?:встреча\w*|встрети\w*|видел\w*|знал\w*)",
}
_CONTACT = {
    "en": r"\b(?:wrote|visited|spoke|met|called on|stayed with|saw)\b",
    "de": r"\b(?:schrieb|besuchte|sprach|traf|sah)\b",
    "fr": r"\b(?:ecrivit|rendit visite|visita|parla|rencontra|revit|passa \w+ \w+ chez)\b",
    "es": r"\b(?:escribio|visito|hablo|vio)\b",
    "ru": r"(?:\bнаписал\w*|\bпосетил\w*|\bнавестил\w*|\bгостил\w* у|\bвиделс\w*|\bговорил\w*)",
}
_RECONCILE = {
    "en": r"\b(?:reconciled|made (?:it )?up with|made peace with)\b",
    "de": r"\b(?:versohnt\w*)\b",
    "fr": r"\b(?:reconcili\w*)\b",
    "es": r"\b(?:reconcili\w*|hizo las paces)\b",
    "ru": r"(?:\bпомирил\w*|\bпримирил\w*)",
}
_NOT_RECONCILED = {
    "en": r"\b(?:never|not) (?:\w+ )?(?:reconciled|made (?:it )?up|made peace)\b",
    "de": r"\b(?:nie|niemals|nicht)(?: \w+)? versohnt\w*|"
          r"\bversohnte\w* sich (?:\w+ )*?(?:nie|nicht)\b",
    "fr": r"\bne (?:\w+ ){0,3}?(?:jamais|pas) (?:\w+ )?reconcili\w*|\bjamais reconcili\w*",
    "es": r"\b(?:nunca|no) (?:\w+ )?reconcili\w*",
    "ru": r"(?:так и не (?:помирил|примирил)\w*|никогда не (?:помирил|примирил)\w*|"
          r"не (?:помирил|примирил)\w*)",
}  # fmt: skip


@functools.lru_cache(maxsize=8)
def _any(lang: str) -> re.Pattern[str]:
    tables = [*_ACT.values(), *_ABSTAINER.values(), _REGULAR, _NO_TRAVEL, _NEVER_LEFT, _NEVER_HOME]
    tables += [_TOUCH, _FORSWEAR, _JOURNEY_WORDS, _NEVER_AGAIN, _RECONCILE, _CONTACT, _NEVER_MET]
    return re.compile("|".join(f"(?:{t[lang]})" for t in tables if lang in t))


_JOURNEY_WORDS = {lang: p.replace(r"\s+$", r"\b") for lang, p in _JOURNEY.items()}


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    """The habits, abstentions, journeys and contacts of a statement about one
    person."""
    if r.lang not in _NEVER or not _any(r.lang).search(r.folded):
        return []
    head, _, owner = r.main.key.partition("@")
    if head.startswith("rel:") and _SMOKED & set(re.findall(r"\w+", r.folded)[:6]):
        r = replace(r, main=replace(r.main, key=f"@{owner}", label=r.names.label(owner)))
    aimed = about_person(r)
    if aimed is None:
        return []
    r = aimed
    out = _habits(r)
    out += _travel(r, found)
    out += _contact(r)
    return out


def _word(pattern: str) -> str:
    """A list of drinks or meats as whole words ("ale", not "tale")."""
    return rf"\b{pattern}s?\b"


def _has(pattern: str | None, text: str) -> re.Match[str] | None:
    return re.search(pattern, text) if pattern else None


def _habits(r: Read) -> list[Claim]:
    text, lang = r.folded, r.lang
    out: list[Claim] = []
    when = r.when
    onset = when is not None and (_has(_ONSET[lang], text) is not None or when.bound == "from")
    onset = onset or (when is not None and _has(_FORSWEAR[lang], text) is not None)
    for habit, acts in _ACT.items():
        obj = _OBJ.get(habit, {}).get(lang)
        abstain = _has(_ABSTAINER[habit][lang], text)
        denied = False
        for m in re.finditer(_FORSWEAR[lang], text):
            after = text[m.end() : m.end() + 40]
            if (obj is not None and re.search(_word(obj), after)) or (
                habit != "meat" and re.search(acts[lang], m.group(0)[-8:] + after)
            ):  # (since round 41 a habit without a list of things needs its act: not
                # "gave up the mill")
                denied = True
        for m in re.finditer(f"(?:{acts[lang]})|(?:{_TOUCH[lang]})", text):
            before = text[max(0, m.start() - 40) : m.start()]
            after = text[m.end() : m.end() + 60]
            window = before[-25:] + " " + after[:25]
            if not re.search(_NEVER[lang], window):
                continue
            if obj is None or re.search(_word(obj), after) or re.search(_word(obj), before):
                denied = True
            elif habit == "drink" and re.match(
                r"(?:\s*(?:nie|niemals|jamais|mas))?\s*[.;,]", after
            ):
                denied = True  # "never drank.", "trank nie.": alcohol
        if abstain is not None or denied:
            restricted = _has(_EXCEPT[lang], text) is not None
            anchor = "onset" if onset else ("life" if r.when is None else None)
            out.append(r.claim("habit", status=f"{habit}:abstain", anchor=anchor,
                               time=r.when, restricted=restricted))  # fmt: skip
            continue
        act = _has(acts[lang], text)
        if act is None:
            continue
        if obj is not None and not re.search(_word(obj), text[act.end() : act.end() + 60]):
            if not re.search(_word(obj), text[max(0, act.start() - 40) : act.start()]):
                continue  # "ate with friends", "drank tea"
        if re.search(_NEVER[lang] + r"\s+(?:\w+\s+)?$", text[: act.start()]):
            continue
        out.append(r.claim("habit", status=f"{habit}:act", anchor=act.group(0), time=r.when))
    if _has(_REGULAR[lang], text) is not None and not any(c.status == "drink:abstain" for c in out):
        out.append(r.claim("habit", status="drink:regular", anchor="a regular", time=r.when))
    return out


def _travel(r: Read, found: list[Claim]) -> list[Claim]:
    """ "Never travelled" (anywhere); "never left X" in the forms the residence
    rule missed; journeys it missed, as visits."""
    text, lang = r.folded, r.lang
    out: list[Claim] = []
    places = r.entities("place")
    never = _has(_NO_TRAVEL[lang], text)
    if never is not None and _BEYOND.match(text, never.end()):
        never = None
    if never is None and not places:
        never = _has(_NEVER_HOME.get(lang), text)
    if never is not None:
        out.append(r.claim("homebound", anchor="life", time=None))
    elif _has(_NEVER_LEFT.get(lang), text) is not None and len(places) == 1:
        if not any(c.slot == "residence" for c in found):
            pid, label = places[0]
            place = Place(key=f"@{pid}", label=label, names=(place_key(label, lang),))
            out.append(r.claim("residence", place=place, status=place.key, anchor="always"))
    if any(c.slot == "visit" for c in found):
        return out
    for m in re.finditer(_JOURNEY_WORDS[lang], text):
        got = _destination(r, m.end(), places)
        if got is not None:  # since round 27 "never went to Russia" is denied, not gone
            dest, k = got
            no = re.search(_NEVER[lang] + r"\s+(?:\w+\s+)?$", text[: m.start()]) is not None
            out.append(r.claim("visit", place=dest, time=None if no else r.when_at(k),
                               negated=no, never=no))  # fmt: skip
            break
    return out


# after "never travelled": a destination or "abroad" makes it no lifelong stay at home
_BEYOND = re.compile(
    r"\s*(?:to|nach|ins|a|au|aux|en|hasta|fuera|в|во|на|за|abroad|overseas|outside|beyond|"
    r"ausland|etranger|extranjero|границ\w*)\b"
)


def _destination(r: Read, at: int, places: list[tuple[str, str]]) -> tuple[Place, int] | None:
    """The place named right after a journey's preposition, when it is a
    place note or a place common knowledge names ("went to Mass" is none)."""
    from semnet.graph.judge.places import resolve

    after = re.findall(r"[\w']+", r.folded[at:])[:3]
    if after and after[0] in cues.ARTICLES:
        after = after[1:]
    if not after:
        return None
    at_tok = next((k for k, t in enumerate(r.toks) if t.kind == "w" and t.f == after[0]), None)
    if at_tok is None or not r.toks[at_tok].text[:1].isupper():
        return None
    for n in (3, 2, 1):  # "New York", "Buenos Aires": the longest name that is a place
        run = r.toks[at_tok : at_tok + n]
        if len(run) < n or any(t.kind != "w" or not t.text[:1].isupper() for t in run):
            continue
        name = " ".join(t.text for t in run)
        ent = next(((e, lab) for e, lab in places
                    if place_key(lab, r.lang) == place_key(name, r.lang)), None)  # fmt: skip
        key = f"@{ent[0]}" if ent is not None else place_key(name, r.lang)
        if ent is not None or resolve(key) is not None:
            break
    else:
        return None
    cyr = re.search(r"[а-яё]", name.lower()) is not None
    return Place(key=key, label=name, cyrillic=cyr, names=(place_key(name, r.lang),)), at_tok


def _contact(r: Read) -> list[Claim]:
    from semnet.graph.judge.minds import thing

    text, lang = r.folded, r.lang
    out: list[Claim] = []
    met = None if _has(_NEVER_AGAIN[lang], text) else _has(_NEVER_MET[lang], text)
    no_rec = _has(_NOT_RECONCILED[lang], text)
    rec = None if no_rec is not None else _has(_RECONCILE[lang], text)
    never = _has(_NEVER_AGAIN[lang], text) if no_rec is None else None
    contact = None
    if never is None and no_rec is None:
        contact = _has(_CONTACT[lang], text)
    if not (no_rec or rec or never or contact or met):
        return []
    who = thing(r, set(), r.main.key)
    people = {c for c in who.concepts if c.startswith("kin:")} | set(who.entities)
    if len(people) != 1:
        return []
    other = next(iter(people))
    if met is not None:
        return [r.claim("contact", status="met:never", anchor=other, time=None)]
    if no_rec is not None:
        out.append(r.claim("contact", status="reconcile:never", anchor=other, time=r.when))
    elif rec is not None:
        out.append(r.claim("contact", status="reconcile:act", anchor=other, time=r.when))
    if never is not None:
        out.append(r.claim("contact", status="contact:never", anchor=other, time=r.when))
    elif contact is not None or rec is not None:
        out.append(r.claim("contact", status="contact:act", anchor=other, time=r.when))
    return out


def compare(ca: Claim, cb: Claim) -> Finding | None:
    if "homebound" in (ca.slot, cb.slot):
        return _homebound(ca, cb)
    if {ca.slot, cb.slot} == {"contact", "converse"}:
        return _never_met(*((ca, cb) if ca.slot == "contact" else (cb, ca)))
    if ca.slot != cb.slot:
        return None
    if ca.slot == "habit":
        return _habit(ca, cb)
    return _contact_pair(ca, cb)


def _never_met(contact: Claim, rel: Claim) -> Finding | None:
    """ "never met Mabire" against "Mabire taught her" (`outcomes.py`)."""
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lifetimes import _living_converse

    if contact.status != "met:never" or not _living_converse(rel) or rel.negated:
        return None
    if (rel.anchor or "").split("$")[0] != contact.anchor:
        return None
    why = f"{contact.label}: never met {contact.anchor}, yet “{rel.clause}”"
    return Finding(Stance.CONTRADICTS, why, 0.75, "contact")


def _homebound(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.places import resolve

    home, other = (ca, cb) if ca.slot == "homebound" else (cb, ca)
    if other.slot == "homebound":
        return Finding(Stance.AGREES, f"{home.label}: never travelled, in both", 0.6, "habit")
    if other.slot != "visit" or other.negated or other.place is None:
        return None
    if not any(resolve(k) for k in (other.place.key, *other.place.names)):
        return None  # a writer's village: perhaps the home itself
    why = f"{home.label}: never travelled, yet was in {other.place.label}"
    return Finding(Stance.CONTRADICTS, why, 0.75, "habit")


def _habit(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    ha, ka = (ca.status or ":").split(":")
    hb, kb = (cb.status or ":").split(":")
    if ha != hb:
        return None
    if ka == kb == "abstain":
        if ca.restricted != cb.restricted:
            q = "a" if ca.restricted else "b"
            return Finding(Stance.QUALIFIES, f"{ca.label}: abstained, with an exception", 0.6,
                           "habit", q)  # fmt: skip
        if ca.anchor == cb.anchor == "onset" or not _meet(ca, cb):
            return None
        return Finding(Stance.AGREES, f"{ca.label}: abstained in both", 0.65, "habit")
    if "abstain" not in (ka, kb) or ka == kb:
        return None
    ab, act = (ca, cb) if ka == "abstain" else (cb, ca)
    if ab.restricted:
        return None  # "vegetarian, except at Christmas"
    kind = act.status.split(":")[1] if act.status else ""
    what = "a regular at an inn" if kind == "regular" else f"“{act.anchor}”"
    why = f"{ab.label}: abstained, yet {what}"
    if ab.anchor == "onset":
        assert ab.time is not None
        if act.time is None or act.time.start.year < ab.time.start.year:
            return None  # before the onset, or at an unknown time
        if act.time.start.year == ab.time.start.year:
            return Finding(Stance.IN_TENSION, why + f" in {act.time.text}", 0.55, "habit")
    elif ab.anchor != "life" and not _meet(ab, act):
        return None
    if kind == "regular":
        return Finding(Stance.IN_TENSION, why, 0.55, "habit")
    return Finding(Stance.CONTRADICTS, why, 0.75, "habit")


def _contact_pair(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.anchor != cb.anchor:
        return None  # another person
    ka, na = (ca.status or ":").split(":")
    kb, nb = (cb.status or ":").split(":")
    if ka != kb or na == nb:
        return None
    never, act = (ca, cb) if na == "never" else (cb, ca)
    why = f"{never.label}: never again ({never.clause}), yet “{act.clause}”"
    if never.time is None:
        if ka == "reconcile":
            return Finding(Stance.CONTRADICTS, why, 0.75, "contact")
        return None
    if act.time is None or act.time.start.year < never.time.start.year:
        return None  # before the break
    if act.time.start.year == never.time.start.year:
        return Finding(Stance.IN_TENSION, why, 0.55, "contact")
    return Finding(Stance.CONTRADICTS, why, 0.75, "contact")


def _meet(ca: Claim, cb: Claim) -> bool:
    ta: TimeValue | None = ca.time
    tb: TimeValue | None = cb.time
    return ta is None or tb is None or ta.overlaps(tb)
