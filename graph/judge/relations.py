"""Compound subjects: a relative, an office or a part of an entity named by one
concept in every language, so that "Anna's father", "le père d'Anna", "Annas
Vater", "el padre de Ana" and "отец Анны" are one subject (`rel:father@…`),
and "the Morwenna's mast", "le mât du Morwenna", "el mástil del Morwenna" and
"мачта «Морвенны»" another (`rel:mast@…`).

A relation noun names the relative or part, never the entity itself: a key
built on it is not the entity's key, and two relation nouns (the father, the
husband; the nave, the tower) are two subjects. A kin noun joined to a prefix
by a hyphen is another relative ("belle-mère", "grand-père", "step-father").
No library offered offline maps these nouns across languages (multilingual
wordnets need a download), so they are listed here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import best_lemma, fold, morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.text import Tok
    from semnet.graph.manuscript.names import Mention, NameIndex

# concept -> its nouns (lemmas): en | fr | de | es | ru
_KIN = {
    "father": "father | père | vater | padre | отец",
    "mother": "mother | mère | mutter | madre | мать",
    "son": "son | fils | sohn | hijo | сын",
    "daughter": "daughter | fille | tochter | hija | дочь",
    "brother": "brother | frère | bruder | hermano | брат",
    "sister": "sister | sœur soeur | schwester | hermana | сестра",
    "husband": "husband | mari époux | ehemann gatte mann | marido esposo | муж супруг",
    "wife": "wife | épouse | ehefrau gattin frau | esposa | жена супруга",
    "grandfather": "grandfather | grand-père | großvater | abuelo | дед дедушка",
    "grandmother": "grandmother | grand-mère | großmutter | abuela | бабушка",
    "uncle": "uncle | oncle | onkel | tío | дядя",
    "aunt": "aunt | tante | tante | tía | тётя тетя тётка",
    "father_in_law": "father-in-law | beau-père | schwiegervater | suegro | свёкор тесть",
    "mother_in_law": "mother-in-law | belle-mère | schwiegermutter | suegra | свекровь тёща",
    "son_in_law": "son-in-law | gendre | schwiegersohn | yerno | зять",
    "daughter_in_law": "daughter-in-law | bru | schwiegertochter | nuera | невестка сноха",
    "brother_in_law": "brother-in-law | beau-frère | schwager | cuñado | шурин деверь",
    "sister_in_law": "sister-in-law | belle-sœur | schwägerin | cuñada | золовка",
    "grandson": "grandson | petit-fils | enkel | nieto | внук",
    "granddaughter": "granddaughter | petite-fille | enkelin | nieta | внучка",
    "nephew": "nephew | neveu | neffe | sobrino | племянник",
    "niece": "niece | nièce | nichte | sobrina | племянница",
    "cousin": "cousin | cousin cousine | cousin cousine vetter base | primo prima | кузен кузина",
    "godfather": "godfather | parrain | pate taufpate | padrino | крёстный",
    "godmother": "godmother | marraine | patin taufpatin | madrina | крёстная",
    # since round 23: the first child ("el primogénito de la marquesa")
    "firstborn": "firstborn first-born | aîné aînée | erstgeborene erstgeborener | primogénito "
    "primogénita | первенец",
    "fiance": "fiancé fiancée | fiancé fiancée | verlobte verlobter | prometido prometida | "
    "жених невеста",
}
# who else an entity has, and parts of a thing the listed buildings and works
# do not name (those are in `nouns.py`)
_OFFICES_PARTS = {
    "crew": "crew | équipage | besatzung mannschaft | tripulación | экипаж",
    "owner": "owner | propriétaire | besitzer eigentümer | dueño propietario | владелец хозяин",
    "keeper": "keeper | gardien | wärter | guardián | смотритель",
    "mast": "mast | mât | mast | mástil | мачта",
    "wheel": "wheel | roue | rad | rueda | колесо",
    "span": "span | travée | spannweite | vano | пролёт пролет",
    "dome": "dome | dôme coupole | kuppel | cúpula | купол",
    "roof": "roof | toit toiture | dach | tejado techo | крыша кровля",
    "spire": "spire | flèche | turmspitze | aguja chapitel | шпиль",
    "refectory": "refectory | réfectoire | refektorium | refectorio | трапезная",
    "crypt": "crypt | crypte | krypta | cripta | крипта склеп",
    "organ": "organ | orgue | orgel | órgano | орган",
    "keel": "keel | quille | kiel | quilla | киль",
    "anchor": "anchor | ancre | anker | ancla | якорь",
    "sail": "sail | voile | segel | vela | парус",
    # since round 30 with the machines of a works ("drei Dampfmaschinen" / "пять паровых
    # машин"), a mill's stones, a hospital's beds, a farm's horses
    "engine": "engine | moteur machine | maschine motor dampfmaschine | motor máquina | "
    "двигатель машина",
    "millstone": "millstone | meule | mühlstein | muela | жернов",
    "bed": "bed | lit | bett | cama | кровать койка",
    "horse": "horse | cheval | pferd | caballo | лошадь конь",
    "boiler": "boiler | chaudière | kessel | caldera | котёл котел",
    "chimney": "chimney | cheminée | schornstein schlot | chimenea | дымоход труба",
    "window": "window | fenêtre | fenster | ventana | окно",
    "cellar": "cellar | cave | keller | sótano | подвал",
    "garden": "garden | jardin | garten | jardín huerto | сад",
    "founder": "founder | fondateur fondatrice | gründer gründerin stifter | fundador fundadora | "
    "основатель основательница",
}
# the posts a place or a thing has one holder of at a time (folded forms)
POSTS = {
    "mayor": "mayor burgermeister burgermeisterin maire alcalde alcaldesa голова головой глава "
             "главой бургомистр бургомистром бургомистра мэр мэра мэром burgomaster "
             # since round 30: the office by its own noun ("held the mayoralty", "hatte das
             # Bürgermeisteramt inne", "occupa la mairie", "ocupó la alcaldía")
             "mayoralty burgermeisteramt mairie alcaldia мэрство",
    "harbourmaster": "master harbourmaster harbormaster hafenmeister",
    "headman": "headman schultheiss dorfschulze староста старостой старостою",
    "priest": "vicar rector parson priest pastor pfarrer priester cure pretre parroco cura "
              "священник священником священника настоятель настоятелем настоятеля pfarramt",
    "head": "headmaster headmistress principal rektor schulleiter directeur directrice "
            "director directora директор директором"
            # since round 27: "Leiterin der Fabrikschule", "Direktor des Depots"
            " leiter leiterin schulleiterin direktor direktorin директора"
            " directorship headship директорство"
            # since round 37: a manager or superintendent of a works or a station is its head
            # ("managed the depot" / "the manager of the depot was …")
            " manager manageress superintendent gerant gerante verwalter geschaftsfuhrer"
            " betriebsleiter gerente superintendente управляющий управляющим управляющего",
    "captain": "captain kapitan capitaine capitan капитан капитаном commanded командовал "
               "commanded mando captained skipper captaincy капитанство капитана",
    "abbot": "abbot abbess abtissin abt abbesse abadesa abad игуменья игуменьей игумен "
              "игуменьи игумена",
    "stationmaster": "stationmaster bahnhofsvorsteher vorsteher gare estacion начальником "
                     "начальник начальника",
    "teacher": "schoolmaster schoolmistress teacher lehrer lehrerin instituteur institutrice "
               "maestro maestra учитель учителем учителя",
    # since round 28: an editor, a bishop, a keeper; a ship's captain by the verb (since
    # round 30 the Russian genitives: "занимала пост редактора")
    "editor": "editor redakteur chefredakteur redacteur redactrice redactor redactora редактор "
              "редактором редактора edited redigierte редактировал редактировала editorship "
              "редакторство",
    "bishop": "bishop bischof eveque obispo епископ епископом епископа",
    "keeper": "keeper lighthousekeeper leuchtturmwarter gardien torrero farero смотритель "
              "смотрителем смотрителя keepership",
}  # fmt: skip
POST = {fold(w): post for post, ws in POSTS.items() for w in ws.split()}
# since round 39: the German post words a compound may end in ("Generaldirektor",
# "Oberbürgermeister"), longest first; not "leiter", "verwalter", "lehrer" ("Bauleiter",
# "Filialleiter", "Musiklehrer" hold no one post of the body)
_LOOSE = frozenset({"leiter", "leiterin", "verwalter", "lehrer", "lehrerin", "redigierte"})
_DE_TAILS = sorted(
    (w for w in POST if w.isascii() and len(w) >= 6 and w not in _LOOSE), key=len, reverse=True
)


def compound_post(f: str) -> str | None:
    """The post a German compound names by its last word, when that word is a
    post's and at least three letters stand before it ("generaldirektor":
    head)."""
    return next((POST[w] for w in _DE_TAILS if f.endswith(w) and len(f) - len(w) >= 3), None)


# the words of POSTS that name the post only with another word or as a verb
# ("chef de gare", "городской голова", "commanded"): no relation noun alone
_NOT_ALONE = frozenset({"commanded", "mando", "gare", "estacion", "голова", "головой", "master",
                        "mairie", "alcaldia", "captained", "edited", "redigierte", "редактировал",
                        "редактировала"})  # fmt: skip
_POST_NOUNS = {w: p for w, p in POST.items() if w not in _NOT_ALONE}
# the first or last holder of an office ("the first headmaster"): another
# subject than the office's holder at large
_RANKS = {
    "first": "first | premier première | erste erster ersten | primer primero primera | "
    "первый первая первого первой",
    "last": "last | dernier dernière | letzte letzter letzten | último última | "
    "последний последняя последнего последней",
}
_LANGS = ("en", "fr", "de", "es", "ru")
# kin nouns a hyphenated prefix makes another relative of ("step-father",
# "demi-frère", "beau-frère"), and a prefix and a kin concept the table
# names as one ("grand-père", "petit-fils", "belle-mère"); "le grand frère",
# "la petite sœur" are the brother and the sister
_PREFIXED = {"step": "step", "great": "great", "arrière": "great", "half": "half",
             "demi": "half"}  # fmt: skip
_JOINED = {("grand", "father"): "grandfather", ("grand", "mother"): "grandmother",
           ("petit", "son"): "grandson", ("petite", "daughter"): "granddaughter"}  # fmt: skip
# "beau-frère", "belle-mère", English "brother-in-law" (its words after the noun)
_IN_LAW = frozenset({"belle", "beau"})


# "only" before or after a relation noun: the only son is the son
_SOLE_WORDS = (
    "only sole unique einzige einziger einzigen einziges único única "
    "единственный единственная единственного единственной"
)
SOLE = frozenset(fold(w) for w in _SOLE_WORDS.split())
# an article between "of" and the owner ("the mast of the Morwenna", "el
# padre de la novia"), and a preposition fused with its article ("du", "del")
_ARTICLES = {"en": {"the"}, "es": {"el", "la", "los", "las"}}
_FUSED = {"fr": {"du", "des"}, "es": {"del"}}


def _table(rows: dict[str, str]) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {lang: {} for lang in _LANGS}
    for concept, row in rows.items():
        for lang, nouns in zip(_LANGS, row.split("|"), strict=True):
            for n in nouns.split():
                out[lang].setdefault(fold(n), concept)
    return out


KIN = _table(_KIN)
# words skipped to the relation noun after an owner ("Lena's step-father")
BEFORE_NOUN = frozenset(_PREFIXED) | {p for p, _ in _JOINED} | _IN_LAW
OFFICES_PARTS = _table(_OFFICES_PARTS)
RANKS = _table(_RANKS)
POST_NOUNS = _POST_NOUNS
CONCEPTS = frozenset(_KIN) | frozenset(_OFFICES_PARTS) | frozenset(POSTS)


def concept(lemma: str, lang: str) -> str | None:
    """The concept a relation noun of one language names ("père" → father,
    "мачта" → mast), if listed."""
    f = fold(lemma)
    return KIN.get(lang, {}).get(f) or OFFICES_PARTS.get(lang, {}).get(f) or _POST_NOUNS.get(f)


def relation_key(lemma: str, lang: str, prefix: str | None = None) -> str:
    """The relation word of a `rel:` key: the concept, else the lemma; a kin
    noun after a hyphenated prefix ("belle-mère", "step-father") is kept
    apart from the plain one."""
    got = concept(lemma, lang)
    if got is None:  # since round 32 a building or an object ("la tour de X": tower)
        from semnet.graph.judge.nouns import concept_of

        got = concept_of(fold(lemma), lang)
    if prefix is None or got is None or fold(lemma) not in KIN.get(lang, {}):
        return got or lemma
    pre = fold(prefix)
    if (pre, got) in _JOINED:
        return _JOINED[pre, got]
    if pre in _IN_LAW:
        return f"{got}_in_law"
    if pre in _PREFIXED:
        return f"{_PREFIXED[pre]}_{got}"
    return got or lemma


def as_relation(parts: list[str]) -> str | None:
    """A noun phrase of one entity and one relation concept ("le mât du
    Morwenna": @morwenna, mast) as the `rel:` key a possessive gives."""
    ents = [p for p in parts if p.startswith("@")]
    rels = [p for p in parts if p in CONCEPTS]
    ranks = [p for p in parts if p in _RANKS]  # "the first captain of the Gannet"
    if len(parts) == 2 + len(ranks) and len(ents) == 1 and len(rels) == 1 and len(ranks) <= 1:
        return f"rel:{''.join(r + '_' for r in ranks)}{rels[0]}{ents[0]}"
    return None


def relation_noun(toks: list[Tok], i: int, lang: str) -> str:
    """The relation word of the head noun toks[i] of a compound subject: with
    its prefix ("belle-mère", "step-father"), "-in-law" after it, and "the
    first" or "the last" before a post or a part ("the Gannet's first
    captain" is another subject than its captain), an ordinal before a kin
    noun ("husband#2": "her second husband" is not the one "her husband" or a
    widowhood names)."""
    prev = toks[i - 1].f if i > 0 and toks[i - 1].kind == "w" else None
    lemma = best_lemma(toks[i].text, lang)
    if lang == "en" and [t.f for t in toks[i + 1 : i + 3]] == ["in", "law"]:
        prev = "beau"  # "brother-in-law" is "beau-frère"
    got = relation_key(lemma, lang, prev)
    rank = RANKS.get(lang, {}).get(prev or "")
    if rank is not None and got in CONCEPTS and fold(lemma) not in KIN.get(lang, {}):
        return f"{rank}_{got}"
    if prev is not None and fold(lemma) in KIN.get(lang, {}):
        from semnet.graph.judge.tallies import ordinal

        n = ordinal(toks[i - 1].text, lang)  # "her second husband": not the one
        return f"{got}#{n}" if n is not None and 0 < n <= 20 else got  # widowhood names
    return got


def follows_name(t: Tok, lang: str) -> bool:
    """German "Greta Albers' Vater": a relation noun right after a name is
    the name's (the genitive apostrophe is no token)."""
    return lang == "de" and concept(best_lemma(t.text, lang), lang) is not None


def owner_link(prev: Tok, before: Tok | None, lang: str) -> int:
    """How many words before an owner's name link it to the noun it owns,
    beyond a plain "of": "of the" (2), "du", "del" (1); 0 when none do."""
    if prev.f in _FUSED.get(lang, ()):
        return 1
    if before is not None and prev.f in _ARTICLES.get(lang, ()) and before.f in ("of", "de"):
        return 2
    return 0


def noun_after(toks: list[Tok], j: int, lang: str) -> Tok | None:
    """The noun an owner's name owns after it, past "only" and a rank ("Karl
    Brandts einziger Sohn", "Annas älteste Tochter"), or a relation noun
    within the next three words ("Lena's late brother", "Lenas
    verstorbener Bruder")."""
    while j < len(toks) and toks[j].kind == "w" and toks[j].f in SOLE | cues.SIBLING_POSITIONS:
        j += 1
    if j >= len(toks):
        return None
    stop = cues.all_stopwords() | cues.PREPOSITIONS.get(lang, frozenset())
    for k in range(j, min(j + 3, len(toks))):
        if toks[k].kind != "w" or toks[k].f in cues.OF or (k > j and toks[k - 1].f in stop):
            break  # "Ida Brenner | an ihren Bruder": not her brother's
        if concept(best_lemma(toks[k].text, lang), lang) is not None:
            return toks[k]
    return toks[j]


def named_relative(
    toks: list[Tok], mentions: list[Mention], span: tuple[int, int], lang: str, names: NameIndex
) -> Mention | None:
    """A person's name set right after a relative's phrase that opens its
    clause, with no comma ("Gretas Vater Johann Albers ist 1890 gestorben",
    "Отец Анны Николай Волков скончался …"): the phrase only describes the
    person it names (not after a verb: "1890 heiratete Annas Vater Maria
    Kowal" names the bride)."""
    start, end = span
    stop = cues.all_stopwords()
    if any(t.kind == "w" and t.f not in stop for t in toks[:start]):
        return None
    m = next((x for x in mentions if x.start == end and x.entity is not None), None)
    if m is None or names.kind(m.entity or "") != "character":
        return None
    if lang == "ru":  # the name in the nominative, not an object before the verb
        parses = morph_ru().parse(toks[m.start].text)[:1]
        if not parses or "nomn" not in parses[0].tag:
            return None
    return m


# a body of people named by one noun: its count is of members, whatever noun
# counts them ("twelve men", "achtzehn Mann", "двенадцати человек")
_COLLECTIVES = frozenset({"crew"})
_PEOPLE_UNITS = frozenset({"people", "soldier", "worker", "man"})


def members(c: Claim) -> Claim:
    """A count of a crew's men, hands or people as a count of its members."""
    if c.slot != "count" or c.qty is None or not c.subject.startswith("rel:"):
        return c
    if c.subject[4:].partition("@")[0] not in _COLLECTIVES:
        return c
    unit = c.qty.unit or ""
    if unit not in _PEOPLE_UNITS and ":" not in unit:
        return c
    return replace(c, status="member", qty=replace(c.qty, unit="member"))


# the impersonal subjects of an active clause whose object is what it is about
_IMPERSONAL = {"fr": "on"}


def impersonal(toks: list[Tok], i: int, lang: str, is_cue: Callable[[Tok, str], bool]) -> int:
    """Where the noun-phrase subject starts after an impersonal subject and
    its verb of an event ("On construisit la tour de l'église en 1520", "On
    inaugura le pont en 1890"): the thing the verb was done to."""
    if i + 2 < len(toks) and toks[i].f == _IMPERSONAL.get(lang) and is_cue(toks[i + 1], lang):
        return i + 2
    return i


# a calling between an owner link and the owner's name ("of the miller Tom Pike"), and
# the nouns of relatives besides `relations.KIN` it may follow (a widow, children)
_RELATIVES = words(
    "widow widower witwe witwer veuve veuf viuda viudo вдова вдовец child children kind kinder "
    "kindern enfant enfants hijos hijas sons daughters söhne töchter дети детей"
)


def _calling(t: Tok, lang: str) -> bool:
    """A calling or an epithet before a name after a relative's noun: a listed
    one, or any word but a stop word, lower-case but in German ("des Müllers
    Tom Pike", "des alten"; not "el maestro de escuela Tom Pike": no kin)."""
    from semnet.graph.judge.people import CALLINGS, PERSONS  # (people imports nouns, this)

    if t.kind != "w" or t.f in cues.STOPWORDS.get(lang, frozenset()):
        return False
    return t.is_(CALLINGS) or t.is_(PERSONS) or not t.cap or lang == "de"


def owner_words(toks: list[Tok], start: int, lang: str) -> int:
    """How many words before a name link it to the noun it owns: "of", "de",
    "de l'" (2), and German "der"/"des" after a noun ("das Kirchenschiff der
    Marienkirche"), past a calling after a relative's noun (since round 38:
    "the son of the miller Tom Pike"); 0 when none does (moved out of
    `subjects.py`, which stood at 724 lines)."""
    prev = toks[start - 1] if start > 0 else None
    if prev is None or prev.kind != "w":
        return 0
    if prev.f in cues.OF:
        return 1
    if start > 1 and _calling(prev, lang) and (inner := owner_words(toks, start - 1, lang)):
        head = toks[start - inner - 2] if start - inner - 2 >= 0 else None
        if head is not None and (head.f in KIN.get(lang, {}) or head.is_(_RELATIVES)):
            return inner + 1  # since round 38: "the son of the miller Tom Pike", "du meunier"
    before = toks[start - 2] if start > 1 else None
    if link := owner_link(prev, before, lang):
        return link  # "the mast of the Morwenna", "le mât du Morwenna"
    if before is None or before.kind != "w":
        return 0
    if lang == "fr" and prev.f in ("l", "la", "le", "les") and before.f in cues.OF:
        return 2  # "la nef de l'église Saint-Mathieu"
    if lang == "de" and prev.f in ("der", "des") and before.cap:
        return 1  # a genitive after a noun
    return 0


# since round 48: the years of a person's life are the person, for where they were and
# died ("The last years of Tom Hale were spent in York, where he died", "Последние годы
# жизни Петрова прошли в Твери, где он и умер"): the heads a `rel:` key keeps for them
_LIFE_TIME = words(
    "year years life days age année vie jour jahr leben tag año vida día год жизнь день"
)


def life_years(claims: list[Claim], names: NameIndex) -> list[Claim]:
    """The claims, those about the years, the life or the days of a person
    made the person's own."""
    out = []
    for c in claims:
        head, _, owner = c.subject.removeprefix("rel:").partition("@")
        if c.subject.startswith("rel:") and head in _LIFE_TIME and names.kind(owner) == "character":
            c = replace(c, subject=f"@{owner}", label=names.label(owner), subject_kind="character")
        out.append(c)
    return out
