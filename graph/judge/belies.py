"""Behaviour that belies a person's trait, as a statement tells it: hosting
salons against shyness, skipping church or mocking the clergy against
devotion, a gift of money against miserliness, owning a yacht against
poverty, brawls against gentleness, drinking against sobriety, refusals
against generosity, debts against wealth, walks against frailty (moved here
from `traits.py`); since round 42 (`MORE`, none needing a figure) also
paying out of one's own pocket or bequeathing, duels and assault, chairing
and dinner parties, usury and evictions, forgery and theft against
honesty, evenings at the inn, not affording a doctor, servants and a
carriage.

Hand-written, small and per language (no library lists the deeds that belie
a trait): one pattern per trait and language over the folded text (no
accents, ё → е, й → и, ß → ss)."""

from __future__ import annotations

import functools
import re


def _alt(words: str) -> str:
    return "|".join(words.split())


# "never missed church", "nie versäumte die Messe": no irreligion
_MISSED = r"(?:не )?(?:miss|fail|versaum|manqu|пропуска|пропусти|falt)"


def _irreligious(never: str, church: str, mock: str, clergy: str, atheist: str) -> str:
    """Never at church, mocking the clergy, or an atheist."""
    return (rf"(?:\b(?:{never}) (?!{_MISSED})(?:\w+ ){{0,3}}(?:\w+ )?(?:{_alt(church)})\w*"
            rf"|\b(?:{_alt(mock)})\w* (?:\w+ ){{0,3}}(?:{_alt(clergy)})\w*"
            rf"|\b(?:{_alt(atheist)})\w*)")  # fmt: skip


def _wealthy(own: str, things: str, foundation: str) -> str:
    """Owning a yacht, an estate, houses; a foundation."""
    return (rf"(?:\b(?:{_alt(own)})\w* (?:\w+ ){{0,3}}(?:{_alt(things)})\w*"
            rf"|\b(?:{_alt(foundation)})\w*)")  # fmt: skip


# behaviour that belies a trait (with the statement's negation where it matters)
BELIE: dict[str, dict[str, str]] = {
    "shy": {
        "en": r"\b(?:hosted|salon|receptions|soirees|famous speech\w*|speeches|balls|orator|"
        r"addressed (?:a|the) (?:crowd|meeting|assembly|workers)|harangu\w*|lectures|"
        r"public meetings)\b",  # since round 33 also crowds, lectures and meetings
        "de": r"\b(?:salon|empfange|reden|rede hielt|balle|gesellschaften gab|vortrage|"
        r"volksversammlung\w*|sprach vor (?:der|den|einer) (?:menge|versammlung|arbeitern))\b",
        "fr": r"\b(?:salon|receptions|soirees|discours|bals|harangu\w*|conferences|"
        r"prit la parole|reunions publiques)\b",
        "ru": r"(?:\bсалон\w*|\bречи\b|\bречь\b|\bбалы\b|\bприем\w*|\bлекци\w*|\bмитинг\w*|"
        r"выступал\w* (?:на|перед))",
        "es": r"\b(?:tertulias?|salon|recepciones|discursos|bailes|veladas|arengo|arengaba|"
        r"conferencias|tomo la palabra|mitines)\b",
    },
    "devout": {lang: _irreligious(*parts) for lang, parts in {
        "en": ("never", "church mass chapel", "mock ridicul scorn", "clergy priest church religion",
               "atheist"),
        "de": ("nie", "kirche messe gottesdienst", "verspott spott",
               "pfarrer priester kirche klerus",
               "atheist"),
        "fr": ("jamais", "eglise messe", "moqu", "cure pretre clerge religion eglise", "athee"),
        "ru": ("никогда", "церк храм", "высмеива насмеха глумил", "священ поп церк духовенств",
               "атеист"),
        "es": ("nunca", "misa iglesia", "burla mofa", "cura clero iglesia religion", "ateo atea"),
    }.items()},
    "miser": {  # a gift, with its figure (`MORE` has the deeds that need none)
        # (not "gave up", "gave way", "gave birth": since round 41)
        "en": r"\b(?:gave(?! (?:up|way|birth|in|out|notice))|contributed)\b",
        "de": r"\b(?:schenkte)\b",
        "fr": r"\b(?:donna|offrit)\b",
        "ru": r"(?:подари\w*)",
        "es": r"\b(?:regalo)\b",
    },
    "poor": {lang: _wealthy(*parts) for lang, parts in {
        "en": ("owned possessed bought left amassed", "yacht estate farms mansion villa houses "
               "fortune", "foundation"),
        "de": ("besass kaufte hinterliess", "jacht yacht landgut gut guter villa hauser vermogen",
               "stiftung"),
        "fr": ("possedait posseda acheta laissa amassa", "yacht domaine chateau maisons fermes "
               "villa fortune", "fondation"),
        "ru": ("владел купил приобрел оставил", "яхт имени усадьб дом особняк состояни", "фонд"),
        "es": ("poseia poseyo compro dejo amaso", "yate finca casas cortijo hacienda palacio "
               "fortuna", "fundacion"),
    }.items()},
    "gentle": {
        "en": r"\b(?:brawl\w*|fist-?fights?|assaulted|beat (?:his|her|a|the)|violent|"
        r"stabbed|thrashed|punched|slapped|(?:horse)?whipped|flogged|came to blows|"
        r"knocked (?:\w+ ){1,2}down)\b",  # since round 33 also blows and whips
        "de": r"\b(?:prugel\w*|schlagerei\w*|gewalttatig\w*|verprugelte|"
        r"schlug (?:seine|ihre|einen|den)|ohrfeig\w*|rauft\w*|rauferei\w*|"
        r"schlug (?:\w+ ){1,2}nieder)\b",
        "fr": r"\b(?:bagarr\w*|rixes?|violent\w*|frappa|battait (?:sa|son|ses)|roua de coups|"
        r"gifl\w*|cogna|en vint aux mains|coups? de poing)\b",
        "ru": r"(?:драк\w*|дрался|избил\w*|буйн\w*|\bбил (?:жену|сына|дочь|слуг)|"
        r"ударил\w*|побил\w*|пощечин\w*|подрался)",
        "es": r"\b(?:peleas?|pendencier\w*|rinas?|golpeaba|golpeo (?:a|al)|violent[oa]s?|"
        r"abofete\w*|punetazos?|a golpes|llego a las manos)\b",
    },
    "irreligious": {
        "en": r"\b(?:went|goes|go) to (?:church|mass|chapel) (?:every|each)\b|\bdevout\b|\bpious\b"
        r"|\b(?:every|each) sunday (?:\w+ ){0,3}(?:church|mass|chapel)\b",
        "de": r"\b(?:jeden|jede) sonntag (?:\w+ ){0,3}(?:kirche|messe)\w*|\bfromm\w*",
        "fr": r"\b(?:chaque|tous les) dimanches? (?:\w+ ){0,3}(?:messe|eglise)\b|\bpieu(?:x|se)\b"
        r"|\b(?:messe|eglise)(?: \w+){0,3} (?:chaque|tous les) dimanches?\b",
        "ru": r"(?:кажд\w+ воскресень\w* (?:\w+ ){0,3}(?:церк|храм|обедн)\w*|набожн\w*)",
        "es": r"\b(?:cada|todos los) domingos? (?:\w+ ){0,3}(?:misa|iglesia)\b|\bdevot[oa]\b"
        r"|\b(?:misa|iglesia)(?: \w+){0,3} (?:cada|todos los) domingos?\b",
    },
    # since round 33: drinking against sobriety, refusals against generosity, debts
    # against wealth ("was sober" / "drank rum every night at the inn")
    "sober": {
        "en": r"\b(?:drank(?! (?:only )?(?:water|tea|coffee|milk))|drinking bouts?|tipsy|"
        r"intoxicated|the worse for drink|in his cups)\b",
        "de": r"\b(?:zechte\w*|zechgelage\w*|betrunken\w*|angetrunken\w*|berauscht\w*|"
        r"trank(?! (?:nur )?(?:wasser|tee|kaffee|milch))\w*)\b",
        "fr": r"\b(?:buvait(?! (?:que )?(?:de l'eau|du the|du cafe|du lait))|beuverie\w*|"
        r"ivre\w*|ivresse|emeche\w*)\b",
        "es": r"\b(?:bebia(?! (?:solo )?(?:agua|te|cafe|leche))|borrachera\w*|ebri[oa]s?|"
        r"embriagad[oa]s?)\b",
        "ru": r"(?:выпива\w*|попойк\w*|пьян(?:ый|ым|ого|ая|ой|ствова\w*)|"
        r"\bпил\b(?! (?:только )?(?:воду|чай|кофе|молоко)))",  # not "пилот", "пилил"
    },
    "generous": {
        "en": r"\b(?:refused to (?:give|lend|pay|help|contribute|donate)|"
        r"never gave(?! up| in| way)|"
        r"cut (?:the |their |his workers' )?wages)\b",
        "de": r"\b(?:weigerte sich(?: \w+){0,3} zu (?:geben|leihen|spenden|zahlen|helfen)|"
        r"gab nie|kurzte (?:die )?lohne)\b",
        "fr": r"\b(?:refusa de (?:donner|preter|payer|aider)|ne donna jamais|"
        r"baissa les salaires)\b",
        "es": r"\b(?:se nego a (?:dar|prestar|pagar|ayudar|donar)|nunca dio|"
        r"bajo los (?:salarios|jornales))\b",
        "ru": r"(?:отказал\w* (?:дать|одолжить|заплатить|помочь|пожертвовать)|"
        r"никогда не дава\w*|снизил\w* (?:жалованье|зарплат\w*))",
    },
    "rich": {
        "en": r"\b(?:bankrupt\w*|debts|in debt|borrowed money|pawned|could not pay)\b",
        "de": r"\b(?:bankrott\w*|konkurs\w*|schulden|verschuldet\w*|pleite|verpfandete)\b",
        "fr": r"\b(?:faillite|dettes|endette\w*|emprunta de l'argent|mit en gage)\b",
        "es": r"\b(?:quiebra|bancarrota|deudas|endeudad[oa]s?|empeno)\b",
        "ru": r"(?:банкрот\w*|разорил\w*|\bдолги\b|\bдолгов\b|в долгах|задолжа\w*)",
    },
    "frail": {
        "en": r"\b(?:walked|hiked|climbed|swam|rode)\b",
        # "wanderte … aus" emigrated, "wanderte … ein" immigrated (since round 40)
        "de": r"\b(?:wanderte(?![^.;]*\b(?:aus|ein|ab)\b)|zu fuss|bestieg|schwamm|ritt)\b",
        "fr": r"\b(?:a pied|marchait|gravissait|escaladait|nageait)\b",
        "ru": r"(?:пешком|гулял\w*|взбирал\w*|плавал\w*)",
        "es": r"\b(?:a pie|caminaba|escalaba|nadaba)\b",
    },
}  # fmt: skip
# since round 42: more deeds, joined to those above ("paid for the new roof out of
# his own pocket", "fought a duel", "chaired the council", "lent at ruinous interest",
# "forged the accounts"); none of these needs a figure
MORE: dict[str, dict[str, str]] = {
    "miser": {
        "en": r"\b(?:donated|bequeathed|endowed|at (?:his|her|their) own (?:expense|cost)|"
        r"out of (?:his|her|their) own pocket|financed|funded|gave away|paid for (?:the|a|an) |"
        r"(?:gave|distributed|handed out|left) (?:\w+ ){0,4}(?:to|among) the poor)",
        "de": r"\b(?:spendete|stiftete|vermachte|auf eigene kosten|aus eigener tasche|"
        r"aus eigenen mitteln|finanzierte|verschenkte|"
        r"verteilte (?:\w+ ){0,4}an (?:die )?armen)\b",
        "fr": r"\b(?:fit don|legua|a ses (?:propres )?frais|de sa (?:propre )?poche|"
        r"de ses deniers|financa|distribu\w* (?:\w+ ){0,4}aux pauvres|"
        r"donna (?:\w+ ){0,4}aux pauvres)\b",
        "es": r"\b(?:dono|lego|costeo|a su costa|de su (?:propio )?bolsillo|"
        r"con su propio dinero|financio|repart\w* (?:\w+ ){0,4}(?:entre|a) los pobres)\b",
        "ru": r"(?:пожертвова\w*|завеща\w*|на сво\w* (?:средства|деньги)|за сво\w* счет|"
        r"на собственн\w* (?:средства|деньги)|из своего кармана|\bоплатил\w*|\bфинансировал\w*|"
        r"\bразда(?:ва)?л\w* (?:\w+ ){0,3}(?:бедн|нищ)\w*)",
    },
    "gentle": {
        "en": r"\b(?:duel\w*|fought (?:with (?!the)|a (?:man|duel)|him|her)|"
        r"struck (?:him|her|his|the|a man)(?! (?:deal|bargain|note|chord|match|balance))|"
        r"kicked|threatened (?:\w+ ){0,3}with (?:a|his|her) (?:knife|gun|pistol|stick|axe)|"
        r"assault\w*|murdered|(?<!was )(?<!were )killed (?:a|an|the|his|two|three)|stabbed)\b",
        "de": r"\b(?:duell\w*|bedrohte (?:\w+ ){0,3}mit (?:einem|einer|dem|der|seinem|seiner)|"
        r"schlug (?:ihn|ihm)\b(?! vor)|korperverletzung|totete|ermordete|erstach|erschlug)",
        "fr": r"\b(?:duel|se battit|se battait|frappait|menaca (?:\w+ ){0,3}(?:d.un|de son|"
        r"de sa) (?:couteau|fusil|pistolet|baton|hache)|agressa|coups et blessures|"
        r"tua (?:un|une|le|la|son|sa|deux)|assassina|poignarda)\b",
        "es": r"\b(?:duelo|se batio|se batia|agredio|amenazo (?:\w+ ){0,3}con (?:un|una|su) "
        r"(?:cuchillo|navaja|pistola|escopeta|baston|hacha)|mato a|asesino a|apunalo|agresion)\b",
        "ru": r"(?:дуэл\w*|\bнапал\w* на|\bугрожал\w* (?:\w+ ){0,3}(?:ножом|ружьем|пистолетом|"
        r"топором)|\bубил\w*|\bзарезал\w*|избиени\w*)",
    },
    "shy": {
        "en": r"\b(?:chaired|presided over|stood for (?:election|parliament|office|the council)|"
        r"campaigned|(?:gave|made|delivered) (?:a |an |the )?(?:\w+ )?(?:speech|address|toast)|"
        r"sang (?:\w+ ){0,2}(?:in public|before|at (?:the )?(?:inn|tavern|concert|fair))|"
        r"(?:gave|held|threw|hosted) (?:\w+ ){0,3}(?:parties|dinners|banquets|balls|feasts)|"
        r"led the (?:\w+ )?(?:strike|march|procession|singing|choir|dance))\b",
        "de": r"\b(?:hielt (?:\w+ ){0,3}(?:ansprache|trinkspruch|toast|festrede|vortrag)|"
        r"leitete (?:die |jede )?(?:versammlung|sitzung)\w*|kandidierte|wahlkampf\w*|"
        r"sang (?:\w+ ){0,3}(?:offentlich|vor publikum)|"
        r"gab (?:\w+ ){0,3}(?:feste|gesellschaften|bankette|diners)|"
        r"fuhrte den (?:\w+ )?(?:zug|marsch|streik))\b",
        "fr": r"\b(?:presida|presidait|prononca (?:un|le|son|des) (?:\w+ )?discours|"
        r"porta (?:un|le) toast|se presenta (?:aux|a l.)elections?|fit campagne|"
        r"chantait (?:\w+ ){0,2}en public|"
        r"donn(?:ait|a) (?:\w+ ){0,3}(?:diners|fetes|bals|banquets|soirees)|"
        r"mena (?:la|le) (?:greve|cortege|defile))\b",
        "es": r"\b(?:presidio|presidia|pronuncio (?:un|el|su|varios) (?:\w+ )?discursos?|"
        r"brindis|se presento (?:a las elecciones|como candidato)|hizo campana|"
        r"cantaba (?:\w+ ){0,2}en publico|"
        r"(?:daba|dio) (?:\w+ ){0,3}(?:fiestas|banquetes|bailes|cenas)|"
        r"encabezo (?:la|el) (?:huelga|marcha|desfile|procesion))\b",
        "ru": r"(?:председательствовал\w*|произнес\w* (?:\w+ )?(?:реч|тост)\w*|"
        r"баллотировал\w*|\bпел\w* (?:\w+ ){0,2}(?:на людях|публично)|"
        r"устраивал\w* (?:\w+ ){0,2}(?:прием|бал|пир|вечер|праздник)\w*|"
        r"возглавил\w* (?:\w+ ){0,2}(?:забастовк|шестви|марш)\w*)",
    },
    "generous": {
        "en": r"\b(?:usur\w*|at (?:ruinous|high|exorbitant|extortionate) (?:rates of )?interest|"
        r"evicted|refused (?:\w+ ){0,2}(?:alms|credit|a loan)|lowest wages|sued (?:his|her|the) )",
        "de": r"\b(?:wucher\w*|zu (?:hohen|horrenden) zinsen|verweigerte (?:\w+ ){0,2}"
        r"(?:almosen|kredit))\b",
        "fr": r"\b(?:usur(?:e|ier|iere|iers)|a (?:gros|forts) interets|expulsa (?:\w+ ){0,3}"
        r"(?:locataires?|fermiers?|veuve|famille))\b",
        "es": r"\b(?:usur(?:a|ero|era|eros)|con (?:altos|grandes) intereses|desahucio|"
        r"desahuciaba|nego (?:\w+ ){0,2}(?:limosna|credito))\b",
        "ru": r"(?:ростовщи\w*|в рост\b|под (?:высокие|огромные|грабительские) процент\w*|"
        r"\bвыселил\w*)",
    },
    "sober": {
        "en": r"\b(?:(?:inn|tavern|pub|alehouse|saloon)s?(?: \w+){0,4} (?:every|each) "
        r"(?:night|evening)|"
        r"(?:every|each) (?:night|evening)(?: \w+){0,4} (?:inn|tavern|pub|alehouse|saloon)|"
        r"a (?:bottle|glass|jug|pint|flask) of (?:rum|gin|whisky|whiskey|brandy|wine|beer|"
        r"schnapps|vodka|ale|absinthe|cider))\b",
        "de": r"\b(?:(?:jeden|jede) abend(?: \w+){0,4} (?:wirtshaus|kneipe|schenke|schanke)|"
        r"(?:beim|mit dem) schnaps|flasche (?:\w+ )?(?:schnaps|branntwein|wein|rum))\b",
        "fr": r"(?:\b(?:chaque|tous les) soirs?(?: [\w-]+){0,4} (?:cabaret|taverne|estaminet|"
        r"bistrot|auberge)|\bbouteille d.(?:eau-de-vie|absinthe|calvados|alcool)|"
        r"\bbouteille de (?:vin|rhum|gin|genievre))",
        "es": r"\b(?:(?:cada|todas las) noches?(?: \w+){0,4} (?:taberna|cantina)|"
        r"botella de (?:aguardiente|ron|vino|ginebra|orujo))\b",
        "ru": r"(?:(?:кажд\w* вечер|по вечерам)(?: \w+){0,4} (?:кабак|трактир|пивн)\w*|"
        r"бутылк\w* (?:водки|самогона|рома|вина))",
    },
    "rich": {
        "en": r"\b(?:could not afford|mortgag\w*|sold (?:\w+ ){0,2}(?:furniture|silver|jewels) "
        r"to)\b",
        "de": r"\b(?:konnte sich (?:\w+ ){0,3}(?:nicht|keine[nrm]?) (?:\w+ ){0,2}leisten|"
        r"hypothek\w*)\b",
        "fr": r"(?:\bn.avait pas les moyens|\bhypotheq\w*)",
        "es": r"\b(?:no podia pagar|no tenia (?:dinero|con que)|hipotec\w*)\b",
        "ru": r"(?:не на что|не мог\w* (?:себе )?позволить|\bзаложил\w*)",
    },
    "poor": {
        "en": r"\b(?:kept|employed|had) (?:\w+ ){0,4}(?:servants|maids|footmen|carriage|coach)\b",
        "de": r"\b(?:hielt|beschaftigte|hatte) (?:\w+ ){0,4}(?:dienstboten|diener|magde|"
        r"kutsche)\b",
        "fr": r"\b(?:avait|employait|entretenait) (?:\w+ ){0,4}(?:domestiques|servantes|"
        r"voiture|equipage|cocher)\b",
        "es": r"\b(?:tenia|empleaba|mantenia) (?:\w+ ){0,4}(?:criados|criadas|sirvientes|"
        r"carruaje)\b",
        "ru": r"(?:держал|нанимал|имел) (?:\w+ ){0,3}(?:слуг|прислуг|экипаж|карет)\w*",
    },
    "honest": {
        "en": r"\b(?:forged|forgery|forgeries|cheated|swindl\w*|stole|theft|fraud\w*|"
        r"smuggl\w*|falsif\w*)\b",
        "de": r"\b(?:falschte|falschung\w*|betrog|betrug\w*|stahl|diebstahl\w*|"
        r"schmuggel\w*|schmuggelte)\b",
        "fr": r"\b(?:falsifi\w*|escroqu\w*|vola|volait|fraud\w*|contrebande\w*|trichait|"
        r"tricha)\b",
        "es": r"\b(?:falsific\w*|estaf\w*|robo|robaba|fraude\w*|contrabando\w*|enganaba)\b",
        "ru": r"(?:\bподделал\w*|\bподделк\w*|\bукрал\w*|\bворовал\w*|\bкраж\w*|"
        r"мошенни\w*|контрабанд\w*)",
    },
}  # fmt: skip
# the gift of a miser must be money: a figure in the statement (not so for `MORE`)
_MONEY = re.compile(r"\d")
NEG_BEFORE = re.compile(r"\b(?:not|never|nicht|nie|kein\w*|pas|jamais|не|no|nunca)\s+(?:\w+\s+)?$")
# a denial right after the deed ("ne buvait jamais", "trank nie", "не пил никогда")
_NEG_AFTER = re.compile(r"\s+(?:jamais|pas|plus|nie|nicht|niemals|never|nunca|никогда)\b")


@functools.cache
def _any_deed(lang: str) -> re.Pattern[str]:
    """All the deeds of a language in one pattern: most statements tell none."""
    pats = [t[lang] for table in (BELIE, MORE) for t in table.values() if lang in t]
    return re.compile("|".join(f"(?:{p})" for p in pats) or "$^")


def deeds(text: str, lang: str, said: set[str]) -> list[tuple[str, str]]:
    """The traits a folded statement's deeds belie, each with the deed's words;
    none for a trait it says itself (`said`) and none for a denied deed."""
    out: list[tuple[str, str]] = []
    if not _any_deed(lang).search(text):
        return out
    for trait in (*BELIE, *(t for t in MORE if t not in BELIE)):
        if trait in said:
            continue
        old = re.search(BELIE.get(trait, {}).get(lang, r"$^"), text)
        if trait == "miser" and not _MONEY.search(text):
            old = None  # a gift without its figure
        more = re.search(MORE.get(trait, {}).get(lang, r"$^"), text)
        for m in sorted((m for m in (old, more) if m is not None), key=lambda m: m.start()):
            if trait != "devout" and NEG_BEFORE.search(text[: m.start()]):
                continue
            if _NEG_AFTER.match(text[m.end() :]) or text[: m.start()].endswith(("ne ", "n'")):
                continue  # "ne buvait jamais d'alcool", "trank nie"
            out.append((trait, m.group(0).strip()))
            break
    return out
