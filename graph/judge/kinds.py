"""Exclusive kinds of one thing: what a building or object is made of, the
colour of a person's eyes and hair, and the languages a person speaks only
("spoke only Breton" against "also spoke French").

Hand-written, small and per language (no offline library maps them across
languages): the words of a few materials, colours and languages, and the
marks that attach a material to its thing ("built of", "aus", "en", "из",
"de", "wooden", "каменный"); since round 26 a German or Russian adjective
may stand between the mark and the material ("aus rotem Sandstein", "из
местного камня"), and a German verb of building after it ("aus Backstein
errichten")."""

from __future__ import annotations

import functools
import re
from itertools import pairwise
from typing import TYPE_CHECKING

from semnet.graph.judge import attributive, roofs
from semnet.graph.judge.base import Stance
from semnet.graph.judge.centuries import is_century
from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import fold, morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"kind:material", "kind:eyes", "kind:hair", "kind:speaks"})


def _table(spec: dict[str, str]) -> dict[str, str]:
    return {fold(w): concept for concept, words in spec.items() for w in words.split()}


# materials (folded): a noun after its mark, or an adjective; granite and
# marble are stone, timber is wood, cast iron is iron
_MATERIAL_NOUN = _table({
    "stone": "stone granite marble sandstone limestone fieldstone stein granit marmor "
             "sandstein feldstein feldsteinen feldsteine pierre marbre gres камня камень гранита "
             "мрамора piedra granito marmol sillar "
             "slate schiefer ardoise schiste pizarra сланца сланец "
             # since round 18: rubble and dressed stone
             "rubble ashlar flint bruchstein naturstein quaderstein moellon moellons "
             "mamposteria silleria бута",
    "wood": "wood timber oak pine teak elm larch beech mahogany holz eichenholz teakholz "
            "bois chene sapin teck madera roble teca pino дерева дерево бревен дуба сосны тика",
    "brick": "brick bricks backstein ziegel ziegeln ziegelstein brique briques кирпича кирпич "
             "ladrillo ladrillos",
    "iron": "iron steel metal eisen gusseisen stahl metall fonte fer acier metal чугуна железа "
            "стали металла hierro acero",
    "concrete": "concrete beton beton бетона hormigon",
    "adobe": "adobe lehm pise саман самана",
})  # fmt: skip
# kinds of a material, narrower than it: "granite" qualifies "stone"; the
# same kind in every language ("granite", "granito", "гранита") is one
_SUB_KINDS = _table({
    "granite": "granite granit granito гранит гранита",
    "marble": "marble marmor marbre marmol мрамор мрамора",
    "sandstone": "sandstone sandstein gres",
    "limestone": "limestone kalkstein",
    "oak": "oak eichenholz chene roble дуба",
    "pine": "pine sapin pino сосны",
    "teak": "teak teakholz teck teca тика",
    "elm": "elm",
    "larch": "larch",
    "mahogany": "mahogany",
    # iron and steel are both "iron" (a metal) but not the same metal: an
    # iron hull and a steel one contradict, "metal" says neither
    "steel": "steel stahl stahlern stahlerne stahlernen stahlernes acier acero",
    "iron": "iron cast-iron eisen eisern eiserne eisernen eisernes gusseisen fer fonte hierro "
            "железа чугуна",
    "slate": "slate schiefer ardoise schiste pizarra сланец сланца",
})  # fmt: skip
_MATERIAL_ADJ = _table({
    "stone": "stone granite marble steinern steinerne steinernen",
    "wood": "wooden timber timbered timber-framed half-timbered holzern holzerne holzernen "
            "holzernes",
    "brick": "brick",
    "iron": "iron cast-iron corrugated-iron steel metal metallic eisern eiserne eisernen "
            "eisernes stahlern stahlerne stahlernen stahlernes metallisch metallische "
            "metallischen metallisches metallique metalico metalica",
})  # fmt: skip
_RU_ADJ = {"каменн": "stone", "деревянн": "wood", "кирпичн": "brick", "чугунн": "iron",
           "железн": "iron", "бетонн": "concrete", "бревенчат": "wood",
           "дубов": "wood", "стальн": "iron", "металлическ": "iron"}  # fmt: skip
_DE_COMPOUND = {"backsteinbau": "brick", "holzbau": "wood", "steinbau": "stone",
                "fachwerkbau": "wood", "ziegelbau": "brick"}  # fmt: skip
# the words before a material noun that make it what the thing is made of
_MARKS = {
    "en": {"of", "in", "from"},
    "de": {"aus"},
    "fr": {"en", "de"},
    "ru": {"из"},
    "es": {"de", "en"},
}
# words that end a subject's phrase before its verb: a material after its mark
# before them is the subject's ("la ermita de madera de Valdemora se quemó")
_APPOSED = re.compile(
    r"^[^,]*?,\s*(?:(?:tout|toute|entierement|todo|toda|ganz|all)\s+)?"
    # "une vaste bâtisse en bois": a noun and its adjectives before the mark
    r"(?:(?:une?|una?|ein|eine|an?)\s+(?:[\w-]+\s+){1,3}?(?=(?:en|de|aus|of|из)\s))?"
    r"(?:en|de|aus|of|из|an?|un|une|ein|eine|una)\s+([\w-]+)[^,]*,"
)
# an adjective in apposition after the name: the noun before it in French
# and Spanish ("Le phare, une tour métallique, …"), alone in Russian
# ("Мельница, деревянная, сгорела")
_APPOSED_ADJ = re.compile(r"^[^,]*?,\s*(?:(?:une?|una?)\s+[\w-]+\s+)?([\w-]+)\s*,")
# "a stone's throw", "tiro de piedra": no material
_NOT_MATERIAL = re.compile(r"stone'?s throw|tiro de piedra|jet de pierre|steinwurf")
_BEFORE_MATERIAL = words("cast red dressed solid grey gray white yellow pink reinforced local "
                         "hewn squared rough galvanised galvanized corrugated")  # fmt: skip
_THE = words("the")
_THINGS = words("house building church chapel bridge mill tower wall hall castle cottage "
                "farmhouse barn school station lighthouse structure shed pier jetty quay hull "
                "ship vessel barque bark schooner brig boat steamer warehouse frame")  # fmt: skip


def _material(r: Read) -> frozenset[str]:
    """What the subject itself is made of: a material after a verb of being
    or building and its mark ("was built of wood", "war aus Holz", "est en
    pierre", "era de madera", "построен из камня"), a material adjective
    said of the subject ("was wooden", "была деревянной", "a granite house"
    as the predicate) — not a part's ("had a wooden roof")."""
    if r.main.kind == "character" or _NOT_MATERIAL.search(r.folded):
        return frozenset()
    words = re.findall(r"[\w-]+", r.folded)
    names = _proper(r, len(words))
    found: set[str] = set()
    span = r.toks[r.main.start : r.main.end] if r.main.start >= 0 else []
    phrase = {t.f for t in span if t.kind == "w"}  # the subject's own phrase
    apposed = _APPOSED.match(r.folded)
    if apposed is not None:  # "Le manoir, tout en granit, domine …", "X, a brick mansion, …"
        w = apposed.group(1)
        found.update(c for c in (_MATERIAL_NOUN.get(w), _MATERIAL_ADJ.get(w)) if c)
    after = _APPOSED_ADJ.match(r.folded)  # "X, une tour métallique, …", "X, деревянная, …"
    if after is not None and (c := _MATERIAL_ADJ.get(after[1]) or _ru_material(after[1])):
        found.add(c)
    # "They built the bridge … of granite", "On construisit le pont … en pierre":
    # a verb of building before the subject's phrase, which is its object
    built = 0 < r.main.start <= len(r.toks) and any(
        t.f in _MADE or t.f in _BUILT for t in r.toks[: r.main.start]
    )
    dashed = set(re.findall(r"— ([\w-]+)", r.folded)) if r.lang == "ru" else set()
    for m in _BARE.finditer(r.folded) if r.lang == "en" else ():  # "the tower is granite"
        if m[1] in _MATERIAL_NOUN:  # "was iron and stone": both
            found.update(_MATERIAL_NOUN[w] for w in (m[1], m[2]) if w in _MATERIAL_NOUN)
    for k, w in enumerate(words):
        prev = words[k - 1] if k else ""
        nxt = words[k + 1] if k + 1 < len(words) else ""
        said = k <= 1 or prev in _MADE or (k > 1 and words[k - 2] in _MADE)  # "was a granite"
        said = said or w in dashed  # "Мост через Сетунь — железный"
        if nxt in roofs.ROOF_NOUNS or nxt.startswith(("крыш", "кровл")):
            continue  # "had a tin roof", "железная крыша": the roof's (`roofs.py`)
        said = said or attributive.predicate_np(words, k)  # "was a rambling wooden house"
        said = said or (r.lang == "ru" and nxt.startswith(("здани", "строени", "постройк")))
        if r.lang == "ru" and said and not nxt.startswith("дорог"):  # "железная дорога"
            found.update(c for stem, c in _RU_ADJ.items() if w.startswith(stem))
        if r.lang == "de" and w in _DE_COMPOUND and said:
            found.add(_DE_COMPOUND[w])
        noun = w in _MATERIAL_NOUN  # only a material noun's adjectives are parsed
        while (prev in _BEFORE_MATERIAL | _THE or (noun and _adjective(r.lang, prev))) and k > 1:
            prev, k = words[k - 2], k - 1  # "of red brick", "aus rotem Sandstein", "из местного"
        mark = prev in _MARKS.get(r.lang, set())
        made = k > 1 and (words[k - 2] in _MADE or (k > 2 and words[k - 3] in _MADE))
        made = made or (k > 1 and words[k - 2] in _BUILT)  # "Мост построили из дерева"
        made = made or (r.lang == "de" and nxt in _BUILT_AFTER)  # "aus Backstein errichten"
        made = made or (w in phrase and r.lang != "en")  # "l'église en bois de Kerlaz fut …"
        made = made or (mark and attributive.predicate_np(words, k - 1))  # "une bâtisse en bois"
        made = made or (mark and built and w not in phrase)
        if w in _MATERIAL_NOUN and mark and made and k not in names:
            found.add(_MATERIAL_NOUN[w])
        elif w in _MATERIAL_ADJ and said and _attributive(r.lang, w, nxt, words[k + 2 : k + 3]):
            found.add(_MATERIAL_ADJ[w])
    return frozenset(found)


def _adjective(lang: str, word: str) -> bool:
    """A German or Russian adjective between a material's mark and the
    material (since round 26): "aus rotem Sandstein", "из местного камня"
    (pymorphy3's likeliest parse; German by its strong endings)."""
    if lang == "ru":
        return bool(word) and "ADJF" in morph_ru().parse(word)[0].tag
    return lang == "de" and word.endswith(("em", "er")) and len(word) > 3 and word not in _DE_NOT


# German words of those endings that are no adjectives of a material
_DE_NOT = words("dem der einem einer seinem seiner ihrem ihrer unserem jener jenem dieser diesem")


def _proper(r: Read, n: int) -> frozenset[int]:
    """The positions of the statement's `n` words that are written with a
    capital past its first word, in a language that writes its nouns in lower
    case: a name ("la maison de Pierre Lemaire", "the cottage of Tom Stone"),
    not a material. German capitalises every noun: none there."""
    if r.lang == "de":
        return frozenset()
    written = re.findall(r"[\w-]+", r.clean)
    if len(written) != n:  # folding joined or split a word: positions unknown
        return frozenset()
    return frozenset(k for k, w in enumerate(written) if k and w[:1].isupper())


# a material noun as the whole predicate: "the lighthouse tower is granite",
# "is brick, painted white" (English only: the others need a mark)
_BARE = re.compile(
    r"\b(?:is|was|were|are)\s+(?:all\s+|entirely\s+)?([a-z]+)(?:\s+and\s+([a-z]+))?"
    r"(?=\s*(?:[,.;]|$|and\b))"
)

# verbs of being and building before a material's mark (folded)
_MADE = words("""is was were be been built made constructed rebuilt erected ist war waren wurde
    wurden gebaut errichtet erbaut est etait fut bati batie baties batis construit construite
    construits construites fait faite es era fue construido construida construidos hecho hecha
    edificado edificada был была было были построен построена построено построены сделан
    сделана выстроен выстроена сложен сложена сложено сложены bestand besteht bestanden
    срублен срублена срублено срублены""")

# active verbs of building whose object is the thing built (folded)
_BUILT = words("""built rebuilt erected baute bauten errichtete errichteten erbaute erbauten
    construisit construisirent batit batirent reconstruisit construyeron construyo edificaron
    levantaron reconstruyeron построили выстроили сложили возвели""")


# German verbs of building after the material, at the clause's end (since round 26)
_BUILT_AFTER = words("errichten bauen erbauen errichtet gebaut erbaut gemauert aufgemauert")


def _attributive(lang: str, w: str, nxt: str, then: list[str]) -> bool:
    """ "a granite house", "an iron swing bridge", "wooden", "hölzern": a
    material as an adjective."""
    if lang == "en":
        return nxt in _THINGS or w == "wooden" or (bool(then) and then[0] in _THINGS)
    return lang == "de" and w.startswith(("holz", "stein", "eiser", "stahl", "metall"))


def _concept(word: str) -> str | None:
    """The material a folded word names, as a noun or an adjective."""
    return _MATERIAL_NOUN.get(word) or _MATERIAL_ADJ.get(word)


def _ru_material(word: str) -> str | None:
    return next((c for stem, c in _RU_ADJ.items() if word.startswith(stem)), None)


def is_material(word: str) -> bool:
    """A folded word that names a material ("wooden", "bois", "madera")."""
    if word.startswith(tuple(_RU_ADJ)):
        return not word.startswith("железн")  # "железная дорога": a railway
    return word in _MATERIAL_NOUN or word in _MATERIAL_ADJ


def hair_colour(r: Read) -> str | None:
    """The colour of hair a statement gives its person, if any."""
    return next((c for part, c in _colours(r) if part == "hair"), None)


# colours (folded), of eyes and of hair
_EYE_NOUNS = words("eye eyes augen auge yeux oeil глаза глаз ojos ojo")
_HAIR_NOUNS = words("hair haar haare cheveux волосы волос pelo cabello cabellos")
_COLOUR = _table({
    "blue": "blue blau blaue blauen bleus bleu голубые голубыми синие azules azul",
    "brown": "brown braun braune braunen braunes marron bruns brun карие каштановые castanos "
             "castano marrones marron hazel miel",
    "green": "green grun grune grunen verts vert зеленые verdes verde",
    "grey": "grey gray grau graue grauen graues gris серые седые grises canoso canosos",
    "black": "black schwarz schwarze schwarzen schwarzes noirs noir черные negros negro",
    "red": "red rot rote roten rotes roux рыжие rojo rojos pelirrojo",
    "blond": "blond blonde blondes blonden blonds fair светлые белокурые rubio rubios",
    "white": "white weiss weisse weissen schneeweiss schneeweisse blanc blancs blanche blanches "
             "blanco blancos blanca белые",
})  # fmt: skip
# compound adjectives of a colour and "eyes" or "hair" ("blue-eyed", "blauäugig",
# "голубоглазый", "rothaarig", "черноволосый"): the colour part of each
_COMPOUND = re.compile(r"^([a-zа-я]+?)-?(eyed|haired|augig\w*|haarig\w*|о?глаз\w+|о?волос\w+)$")
_COLOUR_STEM = {"blue": "blue", "blau": "blue", "голуб": "blue", "син": "blue", "brown": "brown",
                "braun": "brown", "кар": "brown", "grey": "grey", "gray": "grey", "grau": "grey",
                "сер": "grey", "green": "green", "grun": "green", "зелен": "green",
                "black": "black", "schwarz": "black", "черн": "black", "red": "red",
                "rot": "red", "рыж": "red", "blond": "blond", "светл": "blond",
                "white": "white", "weiss": "white", "сед": "grey", "бел": "white"}  # fmt: skip
_RU_COLOUR = ("кари", "голуб", "сини", "сер", "зелен", "черн", "рыж", "светл", "сед", "бел")
# "was blond", "war blond", "était blonde", "era rubia": hair without its noun
_HAIR_ALONE = {"blond": "blond", "blonde": "blond", "roux": "red", "rousse": "red",
               "rubio": "blond", "rubia": "blond",
               "белокур": "blond", "рыж": "red", "pelirrojo": "red", "pelirroja": "red",
               "red-haired": "red", "dark-haired": "black", "fair-haired": "blond",
               "redhead": "red", "rouquine": "red", "rotschopf": "red"}  # fmt: skip


def _colours(r: Read) -> list[tuple[str, str]]:
    """(eyes|hair, colour) the statement gives its person (not a word of a
    name: "Élise Roux" has no red hair)."""
    words = re.findall(r"[\w-]+", _unnamed(r))
    out: list[tuple[str, str]] = []
    for w in words:
        m = _COMPOUND.match(w)
        c = _COLOUR_STEM.get(m.group(1).rstrip("о")) if m else None
        if m is not None and c is not None:
            out.append(
                ("eyes" if m.group(2).startswith(("eye", "aug", "глаз", "оглаз")) else "hair", c)
            )
    for k, w in enumerate(words):
        part: str | None = (
            "eyes"
            if w in _EYE_NOUNS or w.startswith("глаз")
            else ("hair" if w in _HAIR_NOUNS or w.startswith("волос") else None)
        )
        if part is None:
            continue
        near = words[max(0, k - 2) : k] + words[k + 1 : k + 4]
        for n in near:
            n = n.rsplit("-", 1)[-1]  # "jet-black"
            c = _COLOUR.get(n)
            if c is None and r.lang == "ru" and n.startswith(_RU_COLOUR):
                c = next(v for s, v in _COLOUR_STEM.items() if n.startswith(s))
            if c is not None and (part, c) not in out and not any(p == part for p, _ in out):
                out.append((part, c))
                break
    if not any(p == "hair" for p, _ in out):
        for w in words:
            c = _HAIR_ALONE.get(w) or next(
                (v for s, v in _HAIR_ALONE.items() if r.lang == "ru" and w.startswith(s)), None
            )
            if c is not None:
                out.append(("hair", c))
                break
    return out


def _unnamed(r: Read) -> str:
    """The folded text with the names it mentions blanked out, left to right."""
    text, at = r.folded, 0
    for start, end, _ in r.mentions():
        parts = [re.escape(t.f) for t in r.toks[start:end] if t.f]
        m = re.compile(r"\W+".join(parts)).search(text, at) if parts else None
        if m is not None:
            text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
            at = m.end()
    return text


# languages spoken (folded names and Russian adverbs "по-французски")
_LANGUAGES = _table({
    "english": "english englisch anglais английски ingles",
    "french": "french franzosisch francais французски frances",
    "german": "german deutsch hochdeutsch allemand немецки aleman",
    "russian": "russian russisch russe русски ruso",
    "spanish": "spanish castilian spanisch kastilisch espagnol castillan испански espanol "
               "castellano",
    "breton": "breton bretonisch бретонски breton",
    "cornish": "cornish kornisch cornique корнски cornico",
    "welsh": "welsh walisisch gallois валлийски gales",
    "sorbian": "sorbian sorbisch sorabe серболужицки sorbio",
    "basque": "basque baskisch баскски vasco euskera euskara",
    "polish": "polish polnisch polonais польски polaco",
    "italian": "italian italienisch italien итальянски italiano",
    "yiddish": "yiddish jiddisch yiddish идиш yidis",
    "latin": "latin latein латыни latin",
    "catalan": "catalan katalanisch catalan каталански catalan",
    "occitan": "occitan okzitanisch occitan окситански occitano",
    "danish": "danish danisch danois датски danes",
    "dutch": "dutch niederlandisch hollandisch neerlandais hollandais голландски нидерландски "
             "holandes neerlandes",
    "low_german": "plattdeutsch niederdeutsch platt",
    "swedish": "swedish schwedisch suedois шведски sueco",
    "portuguese": "portuguese portugiesisch portugais португальски portugues",
    "czech": "czech tschechisch tcheque чешски checo",
    "ukrainian": "ukrainian ukrainisch ukrainien украински ucraniano",
    "greek": "greek griechisch grec гречески griego",
    "hebrew": "hebrew hebraisch hebreu иврит hebreo",
    "irish": "irish gaelic irisch galisch irlandais gaelique ирландски irlandes gaelico",
    "arabic": "arabic arabisch arabe арабски arabe",
})  # fmt: skip


@functools.cache
def _any_language() -> re.Pattern[str]:
    stems = sorted({k[:-1] if k.endswith("и") else k[:5] for k in _LANGUAGES}, key=len)
    return re.compile("|".join(re.escape(x) for x in reversed(stems)))


def names_language(folded: str) -> bool:
    """Does a folded text hold anything that may name a language?"""
    return _any_language().search(folded) is not None


def language(word: str, lang: str) -> str | None:
    """The language a folded word names: its name in any of the five
    languages, a German declined form ("aus dem Französischen"), a Russian
    adverb or case form ("по-французски", "немецкого")."""
    word = word.removeprefix("по-")
    c = _LANGUAGES.get(word) or _LANGUAGES.get(word.rstrip("й").rstrip("и") + "и")
    if c is None and lang == "de" and word.endswith(("en", "e", "er", "es")):
        c = _LANGUAGES.get(re.sub(r"(?:en|e|er|es)$", "", word))
    if c is None and lang == "fr" and word.endswith(("e", "s")):  # "anglaises", "russes"
        c = _LANGUAGES.get(re.sub(r"(?:es|e|s)$", "", word)) or _LANGUAGES.get(word[:-1])
    if c is None and lang == "es" and word.endswith(("a", "s")):  # "inglesas", "rusos"
        stem = re.sub(r"(?:as|es|os|a)$", "", word)
        c = _LANGUAGES.get(stem) or _LANGUAGES.get(stem + "o")
    if c is None and lang == "ru":
        c = next((v for k, v in _LANGUAGES.items() if word.startswith(k[:-1]) and
                  k[-1] == "и" and len(k) > 5), None)  # fmt: skip
    return c


_SPEAK = re.compile(
    r"\b(?:spoke|speaks|speak|spoken|sprach|spricht|sprechen|parlait|parle|parla|parler|"
    r"говорил\w*|говорит|hablaba|habla|hablo|hablar)\b"
)
_ONLY = {
    "en": r"\b(?:only|exclusively)\s+$",
    "de": r"\b(?:nur|ausschliesslich)\s+$",
    "fr": r"\b(?:que|exclusivement|uniquement)\s+(?:le\s+|l'|la\s+)?$",
    "ru": r"\b(?:только|исключительно)\s+$",
    "es": r"\b(?:solo|solamente|unicamente|exclusivamente)\s+(?:\w+\s+)?$",
}
# someone spoken to or about: what follows is no language spoken
_ADDRESSED = re.compile(r"\b(?:to|about|of|mit|uber|von|a|avec|de|du|des|с|со|о|об|con|sobre)\s")
# a denial, or "hardly" ("sprach kaum Deutsch", "hablaba apenas ruso"): no language spoken
_NEG = re.compile(
    r"\b(?:not|never|nicht|nie|kein\w*|jamais|pas|не|никогда|no|nunca|hardly|barely|scarcely|"
    r"kaum|a peine|apenas|едва)\b"
)


def _speaks(r: Read) -> Claim | None:
    if r.person is None:
        return None
    m = _SPEAK.search(r.folded)
    if m is None:
        return None
    tail = r.folded[m.end() :]
    clause = re.split(r"[,;.]| but | aber | mais | но | pero ", tail)[0]
    head = r.folded[max(0, m.start() - 30) : m.start()]
    found: list[tuple[str, bool]] = []
    for w in re.finditer(r"(?:по-)?[\w]+", clause):
        c = language(w.group(0), r.lang)
        if c is not None and c not in (x for x, _ in found):
            before = clause[: w.start()]
            if _ADDRESSED.search(before):
                break  # "spoke to the English consul", "parlait de l'anglais"
            only = re.search(_ONLY.get(r.lang, r"$^"), before) is not None
            if r.lang == "es" and not only:
                only = re.search(_ONLY["es"], head) is not None and not found
            found.append((c, only))
    if not found or _NEG.search(head + " " + clause[:20]):
        return None
    person, label = r.person
    langs = frozenset(c for c, _ in found)
    exclusive = len(found) == 1 and found[0][1]
    # "sprach nur zu Hause Sorbisch", "ne parlait breton qu'avec sa mère"
    restricted = not exclusive and re.search(_RESTRICTED, clause) is not None
    return r.claim(
        "kind:speaks",
        subject=person,
        label=label,
        status="|".join(sorted(langs)),
        anchor="only" if exclusive else None,
        restricted=restricted,
    )


_RESTRICTED = re.compile(r"\b(?:only|nur|qu'|que|seulement|только|solo|solamente)(?:\b|(?<=')|$)")


# a ship's hull is what the ship is made of ("La coque de la Marie-Jeanne
# était en chêne", "Der Rumpf der Anna Maria war aus Eichenholz")
_HULL = words("hull hulls rumpf coque casco корпус")


def claims(r: Read) -> list[Claim]:
    out: list[Claim] = []
    r = r.owner_of(_HULL)
    mats = _material(r)
    was = attributive.former(r.folded)  # "the once wooden church … rebuilt in stone"
    old = _MATERIAL_NOUN.get(was or "") or _MATERIAL_ADJ.get(was or "") or _ru_material(was or "")
    if old is not None:
        out.append(r.claim("kind:material", status=old, restricted=True))
        mats = frozenset()
    if mats:
        found = re.findall(r"[\w-]+", r.folded)
        roofed = {w for w, nxt in pairwise(found) if nxt in roofs.ROOF_NOUNS}
        sub = next(
            (
                _SUB_KINDS[w]
                for w in found
                if w in _SUB_KINDS and _concept(w) in mats and w not in roofed
            ),
            None,
        )  # not "a slate roof": the roof's (`roofs.py`)
        when = None if is_century(r.when) else r.when  # "del siglo XVII": its age
        out.append(r.claim("kind:material", status="|".join(sorted(mats)), time=when,
                           anchor=sub if sub and len(mats) == 1 else None))  # fmt: skip
    person = r.person
    if person is not None:
        for part, colour in _colours(r):
            out.append(r.claim(f"kind:{part}", subject=person[0], label=person[1], status=colour))
    spoke = _speaks(r)
    if spoke is not None:
        out.append(spoke)
    return out


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot:
        return None
    sa, sb = set((ca.status or "").split("|")), set((cb.status or "").split("|"))
    if ca.slot == "kind:speaks":
        for only, other in ((ca, sb), (cb, sa)):
            mine = set((only.status or "").split("|"))
            if only.anchor == "only" and other - mine:
                return Finding(
                    Stance.CONTRADICTS,
                    f"{only.label}: spoke only {only.status}, yet also "
                    f"{'/'.join(sorted(other - mine))}",
                    0.8,
                    "kind",
                )
        if sa == sb and ca.restricted != cb.restricted:
            return Finding(
                Stance.QUALIFIES,
                f"{ca.label}: spoke {ca.status}, with a restriction on one side",
                0.6,
                "kind",
                "a" if ca.restricted else "b",
            )
        if sa & sb:
            return Finding(
                Stance.AGREES, f"{ca.label}: spoke {'/'.join(sorted(sa & sb))}", 0.6, "kind"
            )
        return None
    what = {"kind:material": "made of", "kind:eyes": "eyes", "kind:hair": "hair"}[ca.slot]
    if ca.time is not None and cb.time is not None and not ca.time.overlaps(cb.time):
        return None
    if ca.slot == "kind:material" and ca.subject != cb.subject:
        return None  # "la puerta de la ermita": a part's material
    if ca.slot == "kind:material" and ca.restricted != cb.restricted:
        if sa != sb:
            return None  # what it was once against what it is: a change, no conflict
        why = f"{ca.label}: made of {ca.status}, once"
        return Finding(Stance.QUALIFIES, why, 0.6, "kind", "a" if ca.restricted else "b")
    if ca.slot == "kind:hair" and sa != sb and (sa | sb) & {"grey", "white"}:
        return None  # greying with age
    if (
        ca.slot == "kind:material"
        and sa == sb
        and (ca.anchor or cb.anchor)
        and ca.anchor != cb.anchor
    ):
        if ca.anchor and cb.anchor:
            why = f"{ca.label}: made of {ca.anchor} vs {cb.anchor}"
            return Finding(Stance.CONTRADICTS, why, 0.8, "kind")
        why = f"{ca.label}: made of {ca.anchor or cb.anchor}, a kind of {ca.status}"
        return Finding(Stance.QUALIFIES, why, 0.6, "kind", "a" if ca.anchor else "b")
    if sa & sb:
        return Finding(
            Stance.AGREES, f"{ca.label}: {what} {'/'.join(sorted(sa & sb))}", 0.7, "kind"
        )
    return Finding(
        Stance.CONTRADICTS, f"{ca.label}: {what} {ca.status} vs {cb.status}", 0.8, "kind"
    )
