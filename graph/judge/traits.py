"""A person's trait against behaviour that sits ill with it: shy or reclusive
against hosting a salon or giving speeches, devout against never going to
church or mocking the clergy, miserly against a large gift, poor against
owning a yacht, leaving a fortune or founding a foundation, bedridden or
sickly against long walks at the same time, gentle against brawling, an
atheist against Mass every Sunday; since round 29 also two opposite traits
(rich and poor, generous and miserly, respected and despised, cheerful and
gloomy, gentle and hot-tempered, honest and corrupt, sober and a drunkard,
devout and irreligious). Such pairs are in tension (a careful reader would
ask), never a contradiction; the same trait said twice agrees, and with a
restriction ("shy among strangers") qualifies.

Hand-written, small and per language (no library lists traits and the
behaviour that belies them): one pattern per trait and per behaviour, over
the folded text (no accents, ё → е, й → и)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.values import TimeValue

SLOTS = frozenset({"trait", "trait:belied"})

_TRAITS: dict[str, dict[str, str]] = {
    "shy": {
        "en": r"\b(?:shy|timid|reclusive|retiring|bashful|recluse)\b",
        "de": r"\b(?:schuchtern\w*|scheu|scheue[nr]?|zuruckgezogen\w*|menschenscheu\w*)\b",
        "fr": r"\b(?:timide\w*|timidite|farouche\w*|renferme\w*)\b",
        "ru": r"(?:застенчив\w*|робк\w*|робок|нелюдим\w*|замкнут\w*)",
        "es": r"\b(?:timid[oa]s?|timidez|retraid[oa]s?|huran[oa]s?|vergonzos[oa]s?)\b",
    },
    "devout": {
        "en": r"\b(?:devout|pious|god-fearing)\b",
        "de": r"\b(?:fromm\w*|gottesfurchtig\w*|glaubig\w*)\b",
        "fr": r"\b(?:pieux|pieuse|pieuses|devot\w*|bigote?)\b",
        "ru": r"(?:набожн\w*|набожен|благочестив\w*|богомольн\w*)",
        "es": r"\b(?:devot[oa]s?|piados[oa]s?|beat[oa]s?)\b",
    },
    "miser": {
        "en": r"\b(?:miser\w*|stingy|tight-fisted|parsimonious|penny-pinching|skinflint)\b",
        "de": r"\b(?:geiz\w*|knauserig\w*)\b",
        "fr": r"\b(?:avare\w*|avarice|pingre\w*|radin\w*)\b",
        "ru": r"(?:\bскуп\w*|скряг\w*)",
        "es": r"\b(?:tacan[oa]s?|tacaneria|avar[oa]s?|avaricia|roñoso|ronos[oa])\b",
    },
    "poor": {
        "en": r"\b(?:poverty|penniless|destitute|impoverished|modest means|"
        r"(?:was|were|is|remained|stayed|died) (?:(?:a|an|very|desperately) )?poor)\b",
        "de": r"\b(?:armut|armlich\w*|mittellos\w*|bettelarm\w*|"
        r"(?:war|ist|waren|blieb|starb)(?: \w+){0,3} (?:sehr )?arm(?:e[rn]?)?)\b",
        "fr": r"\b(?:pauvrete|misere|indigen\w*|sans le sou|pauvre)\b",
        "ru": r"(?:\bбедн\w*|\bбеден\b|\bнищ\w*|бедност\w*)",
        "es": r"\b(?:pobre|pobres|pobreza|miseria|indigen\w*)\b",
    },
    "frail": {
        "en": r"\b(?:bedridden|bed-ridden|frail|invalid|confined to (?:his|her) bed|sickly|"
        r"(?:poor|delicate|fragile|frail) health)\b",
        "de": r"\b(?:bettlagerig\w*|gebrechlich\w*|ans bett gefesselt|kranklich\w*|"
        r"(?:schwache|zarte|angegriffene)n? gesundheit)\b",
        "fr": r"\b(?:grabataire|alite\w*|impotent\w*|cloue\w* au lit|maladi(?:f|ve)s?|"
        r"sante (?:fragile|delicate))\b",
        "ru": r"(?:прикован\w* к постели|немощн\w*|немощен|\bслег\w*|лежач\w*|болезненн\w*|"
        r"слаб\w* здоровь\w*)",
        "es": r"(?:postrad[oa]s? en (?:la )?cama|encamad[oa]s?|impedid[oa]s?|enfermiz[oa]s?|"
        r"salud (?:delicada|fragil|debil))",
    },
    "gentle": {
        "en": r"\b(?:gentle|peaceable|mild-mannered|meek|placid)\b",
        "de": r"\b(?:sanftmutig\w*|friedfertig\w*|friedliebend\w*|sanft\w*)\b",
        "fr": r"\b(?:doux|douce|paisible\w*|pacifique\w*|debonnaire\w*)\b",
        "ru": r"(?:кротк\w*|кроток|смирн\w*|миролюбив\w*|тих\w* нрав\w*)",
        "es": r"\b(?:apacible\w*|pacific[oa]s?|mans[oa]s?|bondados[oa]s?)\b",
    },
    "irreligious": {
        "en": r"\b(?:atheist|unbeliever|freethinker|godless)\b",
        "de": r"\b(?:atheist\w*|unglaubig\w*|freidenker\w*|gottlos\w*)\b",
        "fr": r"\b(?:athee\w*|incroyant\w*|mecreant\w*|libre[- ]penseur\w*)\b",
        "ru": r"(?:атеист\w*|безбожни\w*|неверующ\w*)",
        "es": r"\b(?:ateo|atea|ateos|incredul[oa]s?|librepensador\w*)\b",
    },
    # since round 29: traits with an opposite (`OPPOSITES`), said of a person's means,
    # temper, standing and habits
    "rich": {
        "en": r"\b(?:rich|wealthy|well-to-do|affluent|prosperous|a fortune)\b",
        "de": r"\b(?:(?:war|wurde|ist|blieb|starb|sehr|als|eine?r?|"
                r"einen) reich(?:e[nrms]?)?|wohlhabend\w*|vermogend\w*|begutert\w*)\b",
        "fr": r"\b(?:riche\w*|fortune(?:e|es|s)?|opulent\w*)\b",
        "ru": r"(?:\bбогат\w*|зажиточн\w*|состоятельн\w*)",
        "es": r"\b(?:ric[oa]s?|adinerad[oa]s?|acaudalad[oa]s?|pudiente\w*|riqueza)\b",
    },
    "generous": {
        "en": r"\b(?:generous|generosity|open-handed|liberal with (?:his|her) money)\b",
        "de": r"\b(?:grosszugig\w*|freigebig\w*|spendabel\w*)\b",
        "fr": r"\b(?:genereu(?:x|se|ses)|generosite|liberal\w* de (?:son|sa) argent)\b",
        "ru": r"(?:щедр\w*)",
        "es": r"\b(?:generos[oa]s?|generosidad|esplendid[oa]s?)\b",
    },
    "respected": {
        "en": r"\b(?:(?:was|were|widely|much|greatly|universally|highly) (?:respected|"
                r"esteemed|revered)|well-liked|respected by|esteemed by)\b",
        "de": r"\b(?:geachtet\w*|angesehen\w*|geschatzt\w*|beliebt\w*)\b",
        "fr": r"\b(?:(?:etait|fut|tres|fort|bien) (?:respecte|estime|venere)(?:e|es|"
                r"s)?|(?:aime|respecte)(?:e|es|s)? de tous)\b",
        "ru": r"(?:уважаем\w*|почитаем\w*|всеми любим\w*|пользовал\w* уважением)",
        "es": r"\b(?:(?:era|fue|muy) (?:respetad|estimad|venerad)[oa]s?|"
                r"querid[oa]s? por todos|respetad[oa]s? por)\b",
    },
    "despised": {
        "en": r"\b(?:(?:was|were|widely|much|greatly|universally) (?:despised|hated|"
                r"detested|disliked|loathed)|(?:despised|hated|detested|disliked|"
                r"loathed) by|unpopular)\b",
        "de": r"\b(?:verhasst\w*|unbeliebt\w*|(?:war|wurde|allgemein) (?:verachtet|gehasst))\b",
        "fr": r"\b(?:(?:etait|fut|tres) (?:deteste|meprise|hai)(?:e|es|s)?|"
                r"impopulaire\w*|(?:deteste|meprise|hai)(?:e|es|s)? de tous)\b",
        "ru": r"(?:ненавидим\w*|презираем\w*|нелюбим\w*|(?:его|ее) ненавидел\w*)",
        "es": r"\b(?:(?:era|fue|muy) (?:odiad|despreciad|detestad)[oa]s?|impopular\w*|"
                r"(?:odiad|despreciad)[oa]s? por)\b",
    },
    "cheerful": {
        "en": r"\b(?:cheerful|merry|jovial|good-humoured|good-humored|high-spirited)\b",
        "de": r"\b(?:frohlich\w*|heiter\w*|lebenslustig\w*|gutgelaunt\w*|frohsinn\w*)\b",
        "fr": r"\b(?:gai|gaie|gais|gaies|jovial\w*|enjoue\w*|joyeu(?:x|se|ses))\b",
        "ru": r"(?:весел\w*|жизнерадостн\w*)",
        "es": r"\b(?:alegre\w*|jovial\w*|risuen[oa]s?)\b",
    },
    "gloomy": {
        "en": r"\b(?:gloomy|melancholy|morose|sullen|dour|taciturn|sombre|somber)\b",
        "de": r"\b(?:schwermutig\w*|dust(?:er|ere[nrms]?)|melanchol\w*|missmutig\w*|murrisch\w*)\b",
        "fr": r"\b(?:sombre\w*|morose\w*|melancoli\w*|taciturne\w*|maussade\w*)\b",
        "ru": r"(?:угрюм\w*|мрачн\w*|нелюдим\w*|меланхолич\w*)",
        "es": r"\b(?:sombri[oa]s?|melancolic[oa]s?|taciturn[oa]s?|hosc[oa]s?|huran[oa]s?)\b",
    },
    "irascible": {
        "en": r"\b(?:hot-tempered|quick-tempered|irascible|choleric|bad-tempered|violent temper)\b",
        "de": r"\b(?:jahzornig\w*|aufbrausend\w*|cholerisch\w*|hitzkopf\w*)\b",
        "fr": r"\b(?:colerique\w*|irascible\w*|emporte(?:e|es|s)?|soupe au lait)\b",
        "ru": r"(?:вспыльчив\w*|горяч\w* нрав\w*|раздражительн\w*|гневлив\w*)",
        "es": r"\b(?:colerico|colerica|irascible\w*|iracund[oa]s?|de mal genio)\b",
    },
    "honest": {
        "en": r"\b(?:honest|upright|incorruptible|scrupulous)\b",
        "de": r"\b(?:ehrlich\w*|redlich\w*|rechtschaffen\w*|unbestechlich\w*)\b",
        "fr": r"\b(?:honnete\w*|integre\w*|incorruptible\w*|probe)\b",
        "ru": r"(?:честн\w*|неподкупн\w*|порядочн\w*)",
        "es": r"\b(?:honrad[oa]s?|honest[oa]s?|integr[oa]s?|insobornable\w*)\b",
    },
    "corrupt": {
        "en": r"\b(?:corrupt|dishonest|crooked|embezzl\w*|bribes?)\b",
        "de": r"\b(?:korrupt\w*|bestechlich\w*|unehrlich\w*|veruntreu\w*)\b",
        "fr": r"\b(?:corrompu\w*|malhonnete\w*|vereux|vereuse|pots-de-vin|detourn\w*)\b",
        "ru": r"(?:продажн\w*|нечест\w*|взяточни\w*|взятк\w*|казнокрад\w*)",
        "es": r"\b(?:corrupt[oa]s?|deshonest[oa]s?|sobornos?|malvers\w*)\b",
    },
    "sober": {
        "en": r"\b(?:sober|teetotal\w*|abstemious|temperate|abstainer)\b",
        "de": r"\b(?:nuchtern\w*|abstinent\w*|enthaltsam\w*)\b",
        "fr": r"\b(?:sobre\w*|abstinent\w*|tempérant\w*|temperant\w*)\b",
        "ru": r"(?:трезвен\w*|непьющ\w*|трезв\w* образ\w*)",
        "es": r"\b(?:sobri[oa]s?|abstemi[oa]s?)\b",
    },
    "drunkard": {
        "en": r"\b(?:drunkard|drunk|heavy drinker|sot|drank heavily|given to drink|alcoholic)\b",
        "de": r"\b(?:trinker\w*|saufer\w*|trunksucht\w*|trunksuchtig\w*|trank viel)\b",
        "fr": r"\b(?:ivrogne\w*|alcoolique\w*|ivrognerie|buvait beaucoup)\b",
        "ru": r"(?:пьяниц\w*|запойн\w*|пьянств\w*|пил горькую|сильно пил)",
        "es": r"\b(?:borrach[oa]s?|bebedor\w*|alcoholic[oa]s?|bebia mucho)\b",
    },
}  # fmt: skip
# traits that a careful reader finds at odds with one another (since round 29): in tension,
# as a person's means, temper and standing may change or be seen otherwise
OPPOSITES = {frozenset(p) for p in (("rich", "poor"), ("generous", "miser"),
                                     ("respected", "despised"), ("cheerful", "gloomy"),
                                     ("gentle", "irascible"), ("honest", "corrupt"),
                                     ("sober", "drunkard"), ("devout", "irreligious"))}  # fmt: skip


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
_BELIE: dict[str, dict[str, str]] = {
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
    "miser": {
        # (not "gave up", "gave way", "gave birth": since round 41)
        "en": r"\b(?:gave(?! (?:up|way|birth|in|out|notice))|donated|bequeathed|endowed"
        r"|contributed)\b",
        "de": r"\b(?:spendete|stiftete|vermachte|schenkte)\b",
        "fr": r"\b(?:donna|fit don|legua|offrit)\b",
        "ru": r"(?:пожертвова\w*|завеща\w*|подари\w*)",
        "es": r"\b(?:dono|lego|regalo|costeo)\b",
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
# the gift of a miser must be money: a figure in the statement
_MONEY = re.compile(r"\d")
_NEG_BEFORE = re.compile(r"\b(?:not|never|nicht|nie|kein\w*|pas|jamais|не|no|nunca)\s+(?:\w+\s+)?$")
# a denial right after the deed ("ne buvait jamais", "trank nie", "не пил никогда")
_NEG_AFTER = re.compile(r"\s+(?:jamais|pas|plus|nie|nicht|niemals|never|nunca|никогда)\b")
# a restriction after the trait: "shy among strangers", "timide en société"
_RESTRICT = {
    "en": r"^\s*(?:only\s+)?(?:among|with|in|before|around|towards)\s+\w+",
    "de": r"^\s*(?:nur\s+)?(?:gegenuber|bei|vor|mit|in|unter)\s+\w+",
    "fr": r"^\s*(?:seulement\s+)?(?:en|avec|devant|dans|parmi)\s+\w+",
    "ru": r"^\s*(?:только\s+)?(?:с|со|в|при|перед|среди)\s+\w+",
    "es": r"^\s*(?:solo\s+)?(?:con|en|ante|entre)\s+\w+",
}
_ONLY = re.compile(r"\b(?:only|nur|seulement|ne \w+ que|только|solo|solamente)\b")


def claims(r: Read) -> list[Claim]:
    if r.main.kind != "character" or not r.main.key.startswith("@"):
        return []
    text = r.folded
    out: list[Claim] = []
    for trait, table in _TRAITS.items():
        m = re.search(table.get(r.lang, r"$^"), text)
        if m is None or _NEG_BEFORE.search(text[: m.start()]):
            continue
        after = text[m.end() :]
        restricted = re.search(_RESTRICT.get(r.lang, r"$^"), after) is not None or (
            _ONLY.search(text) is not None
        )
        out.append(r.claim("trait", status=trait, restricted=restricted, time=r.when))
    for trait, table in _BELIE.items():
        if any(c.status == trait for c in out):
            continue
        m = re.search(table.get(r.lang, r"$^"), text)
        if m is None or (trait == "miser" and not _MONEY.search(text)):
            continue
        if trait != "devout" and _NEG_BEFORE.search(text[: m.start()]):
            continue
        if _NEG_AFTER.match(text[m.end() :]) or text[: m.start()].endswith(("ne ", "n'")):
            continue  # "ne buvait jamais d'alcool", "trank nie"
        out.append(r.claim("trait:belied", status=trait, anchor=m.group(0), time=r.when))
    return out


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if not _same_time(ca.time, cb.time):
        return None
    if ca.slot == cb.slot == "trait" and frozenset((ca.status, cb.status)) in OPPOSITES:
        return Finding(
            Stance.IN_TENSION, f"{ca.label}: {ca.status}, and {cb.status}", 0.55, "trait"
        )
    if ca.status != cb.status:
        return None
    if ca.slot == cb.slot == "trait":
        if ca.restricted != cb.restricted:
            return Finding(
                Stance.QUALIFIES,
                f"{ca.label}: {ca.status}, with a restriction on one side",
                0.6,
                "trait",
                "a" if ca.restricted else "b",
            )
        return Finding(Stance.AGREES, f"{ca.label}: {ca.status} in both", 0.6, "trait")
    if {ca.slot, cb.slot} == {"trait", "trait:belied"}:
        deed = cb if cb.slot == "trait:belied" else ca
        return Finding(
            Stance.IN_TENSION,
            f"{ca.label}: said to be {ca.status}, yet “{deed.anchor}”",
            0.55,
            "trait",
        )
    return None


def _same_time(ta: TimeValue | None, tb: TimeValue | None) -> bool:
    """No date on one side, or years that meet ("by 1890" meets "in 1890")."""
    if ta is None or tb is None:
        return True
    return ta.start.year <= tb.end.year and tb.start.year <= ta.end.year
