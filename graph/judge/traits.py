"""A person's trait against behaviour that sits ill with it: shy or reclusive
against hosting a salon or giving speeches, devout against never going to
church or mocking the clergy, miserly against a large gift, poor against
owning a yacht, leaving a fortune or founding a foundation, bedridden or
sickly against long walks at the same time, gentle against brawling, an
atheist against Mass every Sunday; since round 29 also two opposite traits
(rich and poor, generous and miserly, respected and despised, cheerful and
gloomy, gentle and hot-tempered, honest and corrupt, sober and a drunkard,
devout and irreligious; since round 42 shy and sociable, lazy and
hard-working, vain and modest, brave and cowardly, frugal and spendthrift).
Such pairs are in tension (a careful reader would ask), never a
contradiction; the same trait said twice agrees, and with a restriction
("shy among strangers") qualifies. The deeds that belie a trait are read in
`belies.py` (since round 42).

Hand-written, small and per language (no library lists traits): one pattern
per trait, over the folded text (no accents, ё → е, й → и)."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from semnet.graph.judge import belies
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
# since round 42: sociability, industry, vanity, courage and thrift, each with its opposite
_TRAITS.update({
    "sociable": {
        "en": r"\b(?:sociable|outgoing|gregarious|talkative|convivial|loved company)\b",
        "de": r"\b(?:gesellig\w*|redselig\w*|gesprachig\w*|kontaktfreudig\w*|leutselig\w*)\b",
        "fr": r"\b(?:sociable\w*|bavard\w*|expansi(?:f|ve)s?|causant\w*)\b",
        "ru": r"(?:общительн\w*|разговорчив\w*|словоохотлив\w*|компанеи\w*|болтлив\w*)",
        "es": r"\b(?:sociable\w*|extrovertid[oa]s?|hablador\w*|conversador\w*|"
              r"dicharacher[oa]s?|parlanchin\w*)\b",
    },
    "lazy": {
        "en": r"\b(?:lazy|idle(?! (?:mill|machine|engine|factory|works|pit|mine))|indolent|"
              r"slothful|idler|shiftless)\b",
        "de": r"\b(?:faul(?:e[nrms]?|heit|pelz)?|mussigganger\w*)\b",
        "fr": r"\b(?:paresseu\w*|faineant\w*|indolent\w*)\b",
        "ru": r"(?:ленив\w*|лентя\w*|лодыр\w*)",
        "es": r"\b(?:perezos[oa]s?|holgazan\w*|haragan\w*|gandul\w*)\b",
    },
    "diligent": {
        "en": r"\b(?:hard-?working|industrious|diligent|tireless|untiring|assiduous)\b",
        "de": r"\b(?:fleissig\w*|arbeitsam\w*|unermudlich\w*|strebsam\w*)\b",
        "fr": r"\b(?:(?:etait|fut|tres|si) travailleu(?:r|se)|laborieu\w*|infatigable\w*|"
              r"assidu\w*|bourreau de travail)\b",
        "ru": r"(?:трудолюбив\w*|усердн\w*|старательн\w*|неутомим\w*)",
        "es": r"\b(?:(?:era|fue|muy|tan) trabajador[a]?|laborios[oa]s?|incansable\w*|"
              r"hacendos[oa]s?)\b",
    },
    "vain": {
        "en": r"\b(?:vain(?!ly)|arrogant|conceited|haughty|boastful|pompous)\b",
        "de": r"\b(?:eitel\w*|arrogant\w*|hochmutig\w*|uberheblich\w*|prahlerisch\w*|"
              r"dunkelhaft\w*)\b",
        "fr": r"\b(?:vaniteu\w*|arrogant\w*|hautain\w*|orgueilleu\w*|fanfaron\w*)\b",
        "ru": r"(?:тщеслав\w*|высокомер\w*|надменн\w*|заносчив\w*|хвастлив\w*|спесив\w*)",
        "es": r"\b(?:vanidos[oa]s?|arrogante\w*|altiv[oa]s?|soberbi[oa]s?|engreid[oa]s?)\b",
    },
    "modest": {
        "en": r"\b(?:(?:was|were|remained|very|a|an) (?:modest|humble)(?! (?:means|origins?|"
              r"birth|sums?|house|home|income|wages?|salary|fortune|background|beginnings?))|"
              r"unassuming|self-effacing)\b",
        "de": r"\b(?:(?:war|blieb|sehr|ein|eine) (?:bescheiden|demutig)(?:e[rn]?)?"
              r"(?! verhaltniss)|anspruchslos\w*)\b",
        "fr": r"\b(?:(?:etait|fut|resta|tres|homme|femme) (?:modeste|humble)s?)\b",
        "ru": r"(?:\bскромен\b|\bскромна\b|(?:был|была|остался|осталась) скромн\w+"
              r"(?! (?:доход\w*|жалован\w*|сумм\w*|дом\w*)))",
        "es": r"\b(?:(?:era|fue|muy|siempre) (?:modest[oa]|humilde)(?! (?:origen|cuna|familia|"
              r"casa|sueldo)))\b",
    },
    "brave": {
        "en": r"\b(?:brave|courageous|fearless|intrepid)\b",
        "de": r"\b(?:mutig\w*|tapfer\w*|furchtlos\w*|unerschrocken\w*)\b",
        "fr": r"\b(?:courageu\w*|intrepide\w*|vaillant\w*|sans peur)\b",
        "ru": r"(?:храбр\w*|бесстраш\w*|отважн\w*|\bсмел(?:ый|ая|ым|ой|ого|ым|а)?\b)",
        "es": r"\b(?:valiente\w*|valeros[oa]s?|intrepid[oa]s?)\b",
    },
    "coward": {
        "en": r"\b(?:coward\w*|faint-hearted|craven)\b",
        "de": r"\b(?:feig(?:e[nrms]?|heit|ling\w*)?)\b",
        "fr": r"\b(?:lache(?:s|te)?|poltron\w*|couard\w*)\b",
        "ru": r"(?:\bтрус(?:\b|ов|лив\w*|ост\w*|ил\w*))",
        "es": r"\b(?:cobarde\w*|cobardia)\b",
    },
    "frugal": {
        "en": r"\b(?:frugal|thrifty|economical)\b",
        "de": r"\b(?:sparsam\w*)\b",
        "fr": r"\b(?:econome\w*|frugal\w*)\b",
        "ru": r"(?:бережлив\w*|экономн\w*)",
        "es": r"\b(?:ahorrativ[oa]s?|frugal\w*)\b",
    },
    "spendthrift": {
        "en": r"\b(?:spendthrift|extravagant|prodigal|squander\w*|wastrel)\b",
        "de": r"\b(?:verschwender\w*|verschwenderisch\w*|verprasste|prasste)\b",
        "fr": r"\b(?:depensi(?:er|ere)s?|prodigue\w*|dilapid\w*)\b",
        "ru": r"(?:расточител\w*|транжир\w*|\bмот\b|промотал\w*)",
        "es": r"\b(?:derrochador\w*|despilfarr\w*|manirrot[oa]s?|dilapid\w*|malgast\w*)\b",
    },
})  # fmt: skip
# traits that a careful reader finds at odds with one another (since round 29): in tension,
# as a person's means, temper and standing may change or be seen otherwise
OPPOSITES = {frozenset(p) for p in (("rich", "poor"), ("generous", "miser"),
                                     ("respected", "despised"), ("cheerful", "gloomy"),
                                     ("gentle", "irascible"), ("honest", "corrupt"),
                                     ("sober", "drunkard"), ("devout", "irreligious"),
                                     ("shy", "sociable"), ("lazy", "diligent"), ("vain", "modest"),
                                     ("brave", "coward"), ("frugal", "spendthrift"),
                                     ("miser", "spendthrift"))}  # fmt: skip


# a restriction after the trait: "shy among strangers", "timide en société"
_RESTRICT = {
    "en": r"^\s*(?:only\s+)?(?:among|with|in|before|around|towards)\s+\w+",
    "de": r"^\s*(?:nur\s+)?(?:gegenuber|bei|vor|mit|in|unter)\s+\w+",
    "fr": r"^\s*(?:seulement\s+)?(?:en|avec|devant|dans|parmi)\s+\w+",
    "ru": r"^\s*(?:только\s+)?(?:с|со|в|при|перед|среди)\s+\w+",
    "es": r"^\s*(?:solo\s+)?(?:con|en|ante|entre)\s+\w+",
}
_ONLY = re.compile(r"\b(?:only|nur|seulement|ne \w+ que|только|solo|solamente)\b")


@functools.cache
def _any_trait(lang: str) -> re.Pattern[str]:
    """All the traits of a language in one pattern: most statements say none."""
    return re.compile("|".join(f"(?:{t[lang]})" for t in _TRAITS.values() if lang in t) or "$^")


def claims(r: Read) -> list[Claim]:
    if r.main.kind != "character" or not r.main.key.startswith("@"):
        return []
    text = r.folded
    out: list[Claim] = []
    said_any = _any_trait(r.lang).search(text) is not None
    for trait, table in _TRAITS.items() if said_any else ():
        m = re.search(table.get(r.lang, r"$^"), text)
        if m is None or belies.NEG_BEFORE.search(text[: m.start()]):
            continue
        after = text[m.end() :]
        restricted = re.search(_RESTRICT.get(r.lang, r"$^"), after) is not None or (
            _ONLY.search(text) is not None
        )
        out.append(r.claim("trait", status=trait, restricted=restricted, time=r.when))
    said = {c.status for c in out if c.status}
    for trait, deed in belies.deeds(text, r.lang, said):
        out.append(r.claim("trait:belied", status=trait, anchor=deed, time=r.when))
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
