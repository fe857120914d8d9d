"""Restatement: two statements that say the same of the same subject in other
words, in another voice or in another language agree; the same said only of
a time, a place, a condition or a part qualifies the plain one.

Each statement's one generic claim (`frames.py`'s frame: its content
lemmas, figures, dates, polarity) is read as a set of atoms of no language:
an entity is itself; a lemma listed in `_CONCEPTS` is its concept ("taught"
and "teacher", "enseignait", "Lehrerin", "преподавала" are all `*teacher`);
a noun of a building or a thing is its concept from `nouns.py`; a German
compound of two such nouns is both; any other word is itself within one
language, and its spelling skeleton across languages (a name or a cognate:
"York" / "Йорк", "music" / "musique" / "музыка"). A word that names an
owner from the other side ("belonged to", "gehörte", "принадлежала") is the
owning concept, and then the subject and its object may change places.

Two statements restate each other when their atoms, figures (value and kind),
dates, polarity and how-often are the same; when only one of them is dated,
restricted (`restrictions.py`), or adds only a place, that one qualifies
the other. Nothing here ever says `contradicts`: a restatement only turns
"nothing" or a spurious "in tension" of a slot rule into an agreement.

Hand-written: `_CONCEPTS`, the verbs, roles, kin, materials and common
nouns a writer's facts are made of, in the five languages, and `_PHRASES`,
the few two-word expressions of one of them ("practise medicine",
"выйти замуж"), and `_LIGHT`, the verbs that only carry an event noun ("his
death came in", "la boda se celebró"). No library installed maps lemmas
across languages offline (multilingual wordnets need a download)."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from anyascii import anyascii
from semnet.graph.judge import narrowing
from semnet.graph.judge.base import Stance
from semnet.graph.judge.nouns import concept_of, np_key
from semnet.graph.manuscript.names import fold, morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis, Claim
    from semnet.graph.judge.compare import Finding

# concept -> its lemmas: en | fr | de | es | ru (the concepts a writer's facts
# are made of; nouns of buildings and things are in `nouns.py`)
_CONCEPTS = {
    "owner": "own owner possess proprietor | posséder propriétaire possesseur"
    " | besitzen besitzer besitzerin eigentümer eigentümerin | poseer dueño dueña propietario"
    " propietaria poseedor | владеть владелец владелица собственник собственница",
    "teacher": "teach teacher schoolteacher schoolmaster schoolmistress | enseigner enseignant"
    " enseignante instituteur institutrice professeur | unterrichten lehren lehrer lehrerin"
    " | enseñar maestro maestra profesor profesora | преподавать учитель учительница преподаватель"
    " преподавательница",
    "doctor": "doctor physician | médecin docteur | arzt ärztin doktor | médico | врач доктор",
    "live": "live reside dwell | vivre habiter demeurer résider | wohnen leben"
    " | vivir residir habitar morar | жить проживать",
    "work": "work | travailler | arbeiten | trabajar | работать",
    "employ": "employ | employer | beschäftigen anstellen | emplear | нанимать нанять",
    "die": "die death | mourir décéder mort décès | sterben versterben tod | morir fallecer"
    " muerte fallecimiento | умереть умирать скончаться смерть кончина",
    "born": "born birth | naître naissance | gebären geburt geboren | nacer nacimiento"
    " | родиться рождение",
    "marry": "marry marriage wedding wed | marier mariage épouser noce | heiraten hochzeit"
    " heirat vermählen trauung | casar boda matrimonio casamiento | жениться женитьба"
    " свадьба венчаться венчание замужество",
    "build": "build construct erect | construire bâtir édifier ériger | bauen errichten"
    " erbauen | construir edificar levantar | строить построить возвести возводить",
    "found": "found establish | fonder | gründen | fundar | основать основывать учредить",
    "close": "close | fermer | schließen | cerrar clausurar | закрыть закрыться",
    "sell": "sell | vendre | verkaufen | vender | продать продавать",
    "buy": "buy purchase | acheter | kaufen erwerben | comprar | купить покупать",
    "sink": "sink | couler sombrer | sinken | hundir naufragar | затонуть",
    "emigrate": "emigrate | émigrer | auswandern emigrieren | emigrar | эмигрировать",
    "sing": "sing singer | chanter chanteur chanteuse | singen sänger sängerin | cantar"
    " cantante | петь певец певица",
    "play": "play | jouer | spielen | tocar | играть",
    "help": "help | aider | helfen | ayudar | помогать помочь",
    "study": "study student | étudier étudiant étudiante | studieren student studentin"
    " | estudiar estudiante | учиться студент студентка",
    "speak": "speak | parler | sprechen | hablar | говорить",
    "swim": "swim | nager | schwimmen | nadar | плавать",
    "read": "read | lire | lesen | leer | читать",
    "write": "write | écrire | schreiben | escribir | писать",
    "inherit": "inherit | hériter | erben | heredar | унаследовать наследовать",
    "move": "move | déménager | umziehen übersiedeln | mudar trasladar | переехать переезжать",
    "serve": "serve | servir | dienen | servir | служить",
    "fight": "fight | combattre | kämpfen | luchar combatir | воевать сражаться",
    "command": "command | commander | befehligen kommandieren | comandar | командовать",
    "run": "run manage direct director manager | diriger gérer directeur directrice gérant"
    " gérante | leiten führen leiter leiterin direktor direktorin | dirigir regentar director"
    " directora gerente | руководить управлять заведовать директор директриса управляющий"
    " заведующий заведующая",
    "return": "return | revenir rentrer retourner | zurückkehren heimkehren | volver regresar"
    " | вернуться возвратиться",
    "arrive": "arrive | arriver | ankommen eintreffen | llegar | прибыть приехать",
    "visit": "visit | visiter | besuchen | visitar | посетить навестить посещать",
    "paint": "paint | peindre | malen | pintar | написать",
    "burn": "burn | brûler | abbrennen niederbrennen brennen | arder quemar | сгореть",
    "destroy": "destroy | détruire | zerstören | destruir | разрушить уничтожить",
    "open": "open | ouvrir | eröffnen öffnen | abrir inaugurar | открыть открыться",
    "bury": "bury | enterrer inhumer | begraben beerdigen bestatten | enterrar sepultar"
    " | похоронить хоронить",
    "baptise": "baptise baptize christen | baptiser | taufen | bautizar | крестить",
    "grow_up": "| grandir | aufwachsen | crecer criar | вырасти",
    "ill": "ill sick | malade | krank | enfermo enferma | больной болеть",
    "blind": "blind | aveugle | blind | ciego ciega | слепой",
    "deaf": "deaf | sourd sourde | taub | sordo sorda | глухой",
    "rich": "rich wealthy | riche | reich wohlhabend | rico rica | богатый",
    "poor": "poor | pauvre | arm | pobre | бедный",
    "lawyer": "lawyer attorney solicitor | avocat avocate | anwalt rechtsanwalt | abogado"
    " | адвокат",
    "carpenter": "carpenter joiner | charpentier menuisier | zimmermann tischler schreiner"
    " | carpintero | плотник столяр",
    "fisherman": "fisherman | pêcheur | fischer | pescador | рыбак",
    "shoemaker": "shoemaker cobbler | cordonnier | schuster schuhmacher | zapatero | сапожник",
    "tailor": "tailor | tailleur | schneider | sastre | портной",
    "seamstress": "seamstress dressmaker | couturière | näherin schneiderin | costurera modista"
    " | швея портниха",
    "servant": "servant maid | servante domestique | magd dienstmädchen | criada sirvienta"
    " | служанка горничная",
    "cook": "cook | cuisinier cuisinière | koch köchin | cocinero cocinera | повар кухарка",
    "midwife": "midwife | sage-femme | hebamme | partera comadrona | акушерка повитуха",
    "judge": "judge | juge | richter | juez | судья",
    "officer": "officer | officier | offizier | oficial | офицер",
    "shop": "shop store | boutique magasin | laden geschäft | tienda | лавка магазин",
    "field": "field | champ | feld acker | campo | поле",
    "sea": "sea | mer | meer | mar | море",
    "boat": "boat | bateau barque | boot | barca bote | лодка",
    "horse": "horse | cheval | pferd | caballo | лошадь конь",
    "coal": "coal | charbon | kohle | carbón | уголь",
    "red": "red | rouge | rot | rojo roja | красный",
    "blue": "blue | bleu bleue | blau | azul | синий голубой",
    "green": "green | vert verte | grün | verde | зелёный зеленый",
    "white": "white | blanc blanche | weiß | blanco blanca | белый",
    "black": "black | noir noire | schwarz | negro negra | чёрный черный",
    "husband": "husband | mari époux | ehemann gatte | marido esposo | муж супруг",
    "wife": "wife | épouse | ehefrau gattin | esposa | жена супруга",
    "son": "son | fils | sohn | hijo | сын",
    "daughter": "daughter | fille | tochter | hija | дочь",
    "brother": "brother | frère | bruder | hermano | брат",
    "sister": "sister | sœur | schwester | hermana | сестра",
    "father": "father | père | vater | padre | отец",
    "mother": "mother | mère | mutter | madre | мать",
    "child": "child | enfant | kind | niño niña | ребёнок ребенок",
    "baker": "baker | boulanger boulangère | bäcker bäckerin | panadero panadera | пекарь",
    "smith": "blacksmith smith | forgeron | schmied | herrero | кузнец",
    "nurse": "nurse | infirmier infirmière | krankenschwester pfleger pflegerin | enfermero"
    " enfermera | медсестра сиделка",
    "notary": "notary | notaire | notar | notario | нотариус",
    "sailor": "sailor seaman | marin matelot | matrose seemann | marinero | матрос моряк",
    "miller": "miller | meunier meunière | müller | molinero | мельник",
    "merchant": "merchant | marchand négociant | kaufmann händler | comerciante mercader"
    " | купец торговец",
    "farmer": "farmer | fermier agriculteur cultivateur | bauer landwirt | granjero labrador"
    " | фермер",
    "painter": "painter | peintre | maler malerin | pintor pintora | художник живописец",
    "soldier": "soldier | soldat | soldat | soldado | солдат",
    "worker": "worker labourer laborer workman | ouvrier ouvrière | arbeiter arbeiterin knecht"
    " | obrero obrera jornalero trabajador | рабочий работник батрак",
    "man": "man | homme | mann | hombre | мужчина",
    "inhabitant": "inhabitant | habitant | einwohner | habitante | житель",
    "stone": "stone | pierre | stein steinern | piedra | камень каменный",
    "wood": "wood timber wooden | bois | holz hölzern | madera | дерево деревянный",
    "brick": "brick | brique | ziegel backstein | ladrillo | кирпич кирпичный",
    "iron": "iron | fer | eisen eisern | hierro | железо железный",
    "steel": "steel | acier | stahl | acero | сталь стальной",
    "post": "post | poste | post postamt | correos | почта",
    "pharmacy": "pharmacy chemist apothecary | pharmacie | apotheke | farmacia botica | аптека",
    "choir": "choir | chorale chœur | chor | coro | хор",
    "river": "river | rivière fleuve | fluss strom | río | река",
    "war": "war | guerre | krieg | guerra | война",
    "street": "street | rue | straße | calle | улица",
    "music": "music | musique | musik | música | музыка",
    "piano": "piano | piano | klavier | piano | фортепиано пианино рояль",
    "army": "army | armée | armee heer | ejército | армия",
    "navy": "navy | marine | marine | armada | флот",
    "french": "french | français | französisch | francés | французский",
    "german": "german | allemand | deutsch | alemán | немецкий",
    "english": "english | anglais | englisch | inglés | английский",
    "spanish": "spanish | espagnol | spanisch | español | испанский",
    "russian": "russian | russe | russisch | ruso | русский",
    "latin": "latin | latin | latein lateinisch | latín | латынь латинский",
}
# two words that are one concept (lemmas), per language
_PHRASES = {
    "en": {"practise medicine": "doctor", "practice medicine": "doctor", "pass away": "die",
           "shut down": "close", "close down": "close", "give work": "employ",
           "get married": "marry", "go down": "sink", "post office": "post",
           "grow up": "grow_up", "burn down": "burn", "destroy fire": "burn",
           "lose sight": "blind"},
    "fr": {"exercer médecine": "doctor", "faire travailler": "employ", "bureau poste": "post",
           "détruire incendie": "burn", "perdre vue": "blind",
           "perdre vu": "blind"},
    "de": {"zur welt": "born", "welt kommen": "born", "zerstören feuer": "burn",
           "zerstören brand": "burn", "verlieren augenlicht": "blind"},
    "es": {"ejercer medicina": "doctor", "dar trabajo": "employ", "ser dueño": "owner",
           "oficina correos": "post", "destruir incendio": "burn", "perder vista": "blind"},
    "ru": {"выйти замуж": "marry", "выходить замуж": "marry", "уничтожить пожар": "burn",
           "потерять зрение": "blind"},
}  # fmt: skip
# a word that names the owner from the owned thing's side
_CONVERSE = {"en": "belong", "fr": "appartenir", "de": "gehören", "es": "pertenecer",
             "ru": "принадлежать"}  # fmt: skip
# verbs (and their words) that only carry an event noun ("his death came in 1902")
_LIGHT = {
    "en": "come occur happen take place fall",
    "fr": "survenir avoir lieu arriver intervenir",
    "de": "stattfinden finden statt fallen erfolgen jahr",
    "es": "ocurrir suceder tener lugar celebrar producir",
    "ru": "состояться прийтись произойти случиться год",
}
_EVENTS = frozenset({"*die", "*born", "*marry"})
# what happens once: a date on one side is a detail, not a restriction
_ONCE = _EVENTS | {"*build", "*found", "*close", "*sell", "*buy", "*sink", "*emigrate"}
_LANGS = ("en", "fr", "de", "es", "ru")
# the slot rules of a state that a clause of time or condition can narrow
_STATES = frozenset({"employer", "residence", "occupation"})


def _tables() -> tuple[dict[str, dict[str, str]], dict[str, dict[frozenset[str], str]]]:
    words: dict[str, dict[str, str]] = {lang: {} for lang in _LANGS}
    for concept, row in _CONCEPTS.items():
        for lang, ws in zip(_LANGS, row.split("|"), strict=True):
            for w in ws.split():
                words[lang].setdefault(fold(w), concept)
    for lang, w in _CONVERSE.items():
        words[lang][fold(w)] = "owner"
    phrases = {lang: {frozenset(fold(p).split()): c for p, c in ps.items()}
               for lang, ps in _PHRASES.items()}  # fmt: skip
    return words, phrases


_WORDS, _PHRASE = _tables()
_LIGHTS = {lang: frozenset(fold(w) for w in ws.split()) for lang, ws in _LIGHT.items()}
_CONVERSES = {lang: fold(w) for lang, w in _CONVERSE.items()}


@functools.lru_cache(maxsize=50_000)
def skeleton(word: str) -> str:
    """A word's spelling skeleton, the same for a name or a cognate in the five
    languages' spellings: "York" / "Йорк", "musique" / "музыка"."""
    w = anyascii(word).lower()
    for a, b in (("ph", "f"), ("th", "t"), ("ck", "k"), ("qu", "k"), ("sch", "sh"),
                 ("c", "k"), ("q", "k"), ("w", "v"), ("y", "i"), ("j", "i"), ("z", "s"),
                 ("x", "ks"), ("h", "")):  # fmt: skip
        w = w.replace(a, b)
    w = re.sub(r"[^a-z]", "", w)
    w = re.sub(r"(.)\1+", r"\1", w)
    return w.rstrip("aeiou") or w


@functools.lru_cache(maxsize=50_000)
def _atom(word: str, lang: str) -> tuple[str, ...]:
    """The atoms of one frame word (an entity, a concept, or the word itself)."""
    if word.startswith(("@", "*")):
        return (word,)
    c = _WORDS.get(lang, {}).get(word) or concept_of(word, lang)
    if c is not None:
        return (f"*{c}",)
    if lang == "de" and len(word) > 6:
        key = np_key([word], "de")
        if key.startswith("np:*:"):
            return tuple(f"*{w}" for w in key[5:].split("|"))
    return (f"{lang}:{word}",)


class _Reading:
    """A frame claim as atoms of no language."""

    __slots__ = ("agent", "atoms", "converse", "far", "passive", "places", "subject", "words")

    def __init__(self, c: Claim) -> None:
        lang = c.lang
        words = set(c.frame) - set(fold(c.label or "").split())  # "moulin de Sérac": its name
        for phrase, concept in _PHRASE.get(lang, {}).items():
            if phrase <= words:
                words = (words - phrase) | {f"*{concept}"}
        self.converse = _CONVERSES.get(lang) in words
        self.words = {a: w for w in words for a in _atom(w, lang)}
        atoms = set(self.words)
        if atoms & _EVENTS:  # "his death came in 1902": the verb only carries the noun
            atoms -= {f"{lang}:{w}" for w in _LIGHTS.get(lang, frozenset())}
        self.atoms = frozenset(atoms)
        self.places = frozenset(a for w in c.places for a in _atom(w, lang))
        self.subject = _subject_atoms(c.subject)
        self.passive = _passive(c.clause, lang)
        m = re.search(_AGENT, c.clause, re.I) if self.passive else None
        self.agent = fold(m.group(1)) if m else ""
        # the same as compared across languages: everything, places, subject
        self.far = (_across(self.atoms | self.subject), _across(self.places), _across(self.subject))


# a passive with its agent ("was bought by", "fut acheté par", "wurde von … gekauft")
_PASSIVE = {
    "en": r"\b(?:was|were|is|are|been|being)\s+(?:\w+ly\s+)?\w+(?:ed|en|t|wn|ght)\b[^.;]*?\bby\b",
    "fr": r"\b(?:été|fut|furent|est|était|sont|étaient)\s+\w+(?:é|ée|és|ées|i|ie|is|it|ite|u|ue)"
    r"\b[^.;]*?\bpar\b",
    "de": r"\b(?:wurde|wurden|wird|werden)\b[^.;]*?\bvon\b[^.;]*?\bge\w+(?:t|en)\b",
    "es": r"\b(?:fue|fueron|era|eran|sido)\s+\w+(?:ado|ada|ados|adas|ido|ida|idos|idas|to|ta|cho"
    r"|cha)\b[^.;]*?\bpor\b",
}


# the word after a passive's "by" (past an article)
_AGENT = (
    r"\b(?:by|par|von|por)\s+(?:(?:the|a|an|le|la|les|l'|un|une|der|die|das|dem|den|einem|einer"
    r"|el|los|las|un|una)\s+)?(\w+)"
)


def _passive(clause: str, lang: str) -> bool:
    if lang == "ru":  # a short passive participle and its agent ("была куплена Громовым")
        tags = [morph_ru().parse(w)[0].tag for w in re.findall(r"\w+", clause.lower())]
        at = next((i for i, t in enumerate(tags) if "PRTS" in t and "pssv" in t), None)
        return at is not None and any("ablt" in t and "NOUN" in t for t in tags[at + 1 :])
    rx = _PASSIVE.get(lang)
    return rx is not None and re.search(rx, clause, re.I) is not None


@functools.lru_cache(maxsize=20_000)
def _read(c: Claim) -> _Reading:
    """A claim's reading, once per claim (claims are frozen)."""
    return _Reading(c)


def own_words(c: Claim, cross: bool) -> frozenset[str]:
    """A frame's words besides its subject and the notes it names, as atoms
    compared in one language, or across languages (`cross`: concepts and
    cognates' skeletons)."""
    r = _read(c)
    atoms, _, subject = r.far if cross else (r.atoms, r.places, r.subject)
    return frozenset(w for w in atoms - subject if not w.startswith(("@", "~@")))


def _subject_atoms(key: str) -> frozenset[str]:
    if key.startswith("np:"):
        _, lang, rest = key.split(":", 2)
        if lang == "*":
            return frozenset(w if w.startswith("@") else f"*{w}" for w in rest.split("|"))
        return frozenset(a for w in rest.split("|") for a in _atom(w, lang))
    return frozenset({key})


def _across(x: frozenset[str]) -> frozenset[str]:
    """Atoms as compared across languages: a word of one language by its
    skeleton."""
    return frozenset(f"~{skeleton(a.split(':', 1)[1])}" if a[:3].rstrip(":") in _LANGS
                     and a[2:3] == ":" else a for a in x)  # fmt: skip


def _same_roles(
    ra: _Reading,
    rb: _Reading,
    sa: frozenset[str],
    sb: frozenset[str],
    xa: frozenset[str],
    xb: frozenset[str],
) -> bool:
    """Whether the two claims give their subject and object the same roles:
    the same subject, or the subject and the object exchanged by a passive
    with its agent or by "belonged to" on one side only."""
    flip = ra.converse != rb.converse or ra.passive != rb.passive
    if not flip:
        return sa == sb
    if sa == sb:  # "The mill belonged to Gromov", read as about Gromov
        others = {x for x in xa | xb if x.startswith("@")} - sa
        return not others and not _agent_named(ra, rb)
    return sa <= xb and sb <= xa


def _agent_named(ra: _Reading, rb: _Reading) -> bool:
    """Is the agent of the passive on one side a word of the claims (a party
    whose role the other side may exchange: "was hired by the miller" /
    "hired the miller"), not a cause taken into a phrase ("destroyed by
    fire")?"""
    agent = ra.agent or rb.agent
    return bool(agent) and any(w[:4] == agent[:4] for w in (*ra.words.values(), *rb.words.values()))


def _tail_words(an: Analysis) -> list[str]:
    """The words of an analysis's restrictions, from their opening word to the
    end of their clause."""
    from semnet.graph.judge.restrictions import _narrowing

    out: list[str] = []
    when = narrowing._WHEN.get(an.lang)
    for rx in (
        _narrowing(an.lang),
        narrowing._pattern(an.lang),
        re.compile(when) if when else None,
    ):
        for m in rx.finditer(an.clean) if rx is not None else ():
            rest = an.clean[m.start() :]
            cut = re.search(r"[,;:.]", rest)
            out += fold(rest[: cut.start()] if cut else rest).split()
    return out


def _in_tail(more: frozenset[str], r: _Reading, an: Analysis, cross: bool) -> bool:
    """Are all the atoms `more` words of a restriction ("по воскресеньям")?"""
    words = {(_across(frozenset({a})) if cross else frozenset({a})): w for a, w in r.words.items()}
    by_atom = {next(iter(k)): w for k, w in words.items()}
    tail = _tail_words(an)
    for x in more:
        w = by_atom.get(x)
        if w is None or not any(t[:4] == w[:4] for t in tail if len(t) >= 3):
            return False
    return True


def frames(a: Analysis) -> list[Claim]:
    """A statement's generic claims that say something (`frames.py`)."""
    return [c for c in a.claims if c.slot == "frame" and (c.frame or c.figures)]


def _figures_same(ca: Claim, cb: Claim) -> bool:
    from semnet.graph.judge.figures import figures_stance

    if len(ca.figures) != len(cb.figures):
        return False
    left = list(cb.figures)
    for q in ca.figures:
        for r in left:
            same_kind = (q.dim or r.dim) and q.dim == r.dim
            if not same_kind and q.dim is None and r.dim is None:
                same_kind = unit_key(q.unit, ca.lang) == unit_key(r.unit, cb.lang)
            if same_kind and figures_stance(q, r) is Stance.AGREES:
                left.remove(r)
                break
        else:
            return False
    return True


def unit_key(unit: str, lang: str) -> str:
    """A figure's unit as compared across languages: the concept of a counted
    noun ("ejemplares" / "exemplaires": `*copy`), or the unit itself."""
    if ":" in unit:
        ul, w = unit.split(":", 1)
        if ul == "*":  # a concept already ("*:arch"), since round 41
            return f"*{w}"
        got = _atom(fold(w), ul)
        return got[0] if got[0].startswith("*") else unit
    return f"*{unit}"


def _times(ca: Claim, cb: Claim) -> str | None:
    """ "same", "a" / "b" (only that one is dated) or None (dated apart)."""
    if not ca.times and not cb.times:
        return "same"
    if ca.times and cb.times:
        if len(ca.times) == len(cb.times) and all(
            x.overlaps(y) for x, y in zip(ca.times, cb.times, strict=True)
        ):
            return "same"
        return None
    return "a" if ca.times else "b"


def restated(a: Analysis, b: Analysis) -> Finding | None:
    """`agrees` when the two statements say the same, `qualifies` when one
    says it only of a time, a place or with a restriction; None otherwise."""

    fa, fb = frames(a), frames(b)
    if not fa or len(fa) != len(fb) or len(fa) > 3:
        return None
    if len(fa) == 1:
        return _restated(a, b, fa[0], fb[0])
    # several clauses: each restated by one of the other's, all the same way
    found: list[Finding] = []
    left = list(fb)
    for ca in fa:
        got = next(((cb, f) for cb in left if (f := _restated(a, b, ca, cb)) is not None), None)
        if got is None:
            return None
        left.remove(got[0])
        found.append(got[1])
    kinds = {(f.stance, f.qualifier) for f in found}
    if len(kinds) == 2 and (Stance.AGREES, None) in kinds:
        kinds.discard((Stance.AGREES, None))
    if len(kinds) != 1:
        return None
    return next(f for f in found if (f.stance, f.qualifier) in kinds)


def _restated(a: Analysis, b: Analysis, ca: Claim, cb: Claim) -> Finding | None:
    """How the frame claim `cb` restates `ca` (see `restated`)."""
    from semnet.graph.judge.compare import Finding

    if ca.negated != cb.negated or ca.status != cb.status:
        return None
    ra, rb = _read(ca), _read(cb)
    cross = ca.lang != cb.lang
    if cross:
        (xa, pa, sa), (xb, pb, sb) = ra.far, rb.far
    else:
        xa, xb = ra.atoms | ra.subject, rb.atoms | rb.subject
        pa, pb, sa, sb = ra.places, rb.places, ra.subject, rb.subject
    if len(xa ^ xb) > len(xa | xb) // 2 + 1:
        return None  # far apart: not worth the rest
    if not _same_roles(ra, rb, sa, sb, xa, xb):
        return None
    if not (ra.atoms - ra.subject) and not ca.figures:
        return None
    once = bool((ra.atoms | rb.atoms) & _ONCE) or "event" in (ca.anchor, cb.anchor)
    narrow_a = not once and _narrow(a, ca)
    narrow_b = not once and _narrow(b, cb)
    extra: str | None = None
    if xa != xb:
        for side, small, big, places, narrow, r, an in (
            ("b", xa, xb, pb, narrow_b, rb, b),
            ("a", xb, xa, pa, narrow_a, ra, a),
        ):
            more = big - small
            if not small < big:
                continue
            if more <= places or (narrow and _in_tail(more, r, an, cross)):
                extra = side
        if extra is None:
            return None
    if not _figures_same(ca, cb):
        return None
    when = _times(ca, cb)
    if when is None or (ca.negated and when != "same"):
        return None
    if once:  # "died in 1902" says more of a death, not less; "born in 1871" /
        # "born in Reval": each says something the other does not
        if extra and when != "same" and extra != when:
            return None
        extra, when = None, "same"
    if narrow_a and narrow_b:
        return None  # both restricted: perhaps to two different things
    sides = {s for s in (extra, when if when != "same" else None) if s}
    if narrow_a or narrow_b:
        sides.add("a" if narrow_a else "b")
    if len(sides) > 1:
        return None
    who = ca.label
    if sides:
        q = sides.pop()
        if q == "a" and ca.negated:
            return None
        return Finding(Stance.QUALIFIES, f"{who}: the same statement, restricted", 0.6,
                       "restated", q)  # fmt: skip
    return Finding(Stance.AGREES, f"{who}: the same statement in other words", 0.65, "restated")


def _apart(a: Analysis, b: Analysis) -> bool:
    """Two statements of the same words that still differ: the roles exchanged
    by a passive with its agent ("A was painted by B" / "A painted B"), or
    each restricted in its own way ("until the flood" / "when it rained")."""
    fa, fb = frames(a), frames(b)
    if len(fa) == 1 and len(fb) == 1:
        ra, rb = _read(fa[0]), _read(fb[0])
        if ra.subject == rb.subject and ra.passive != rb.passive:
            others = any(x.startswith("@") for x in (ra.atoms | rb.atoms) - ra.subject)
            return others or _agent_named(ra, rb)
    if restricted(a) and restricted(b) and a.lang == b.lang:
        return set(_tail_words(a)) != set(_tail_words(b))
    return False


def _narrow(an: Analysis, c: Claim) -> bool:
    return an.narrowed or c.restricted or _clause(an.clean, an.lang)


@functools.lru_cache(maxsize=20_000)
def _clause(text: str, lang: str) -> bool:
    return narrowing.clause_narrowed(text, lang)


def restricted(an: Analysis) -> bool:
    """Is a statement narrowed by a restriction or a clause of time or condition?"""
    return an.narrowed or _clause(an.clean, an.lang)


def _figured(a: Analysis, b: Analysis) -> bool:
    return any(c.figures for c in frames(a) + frames(b))


def _under_clause(a: Analysis, b: Analysis, best: Finding) -> Finding:
    """An agreement of the same words of which one is said only under a clause
    of time or condition ("when it rained"): that one qualifies the other."""
    from dataclasses import replace

    if a.narrowed or b.narrowed:
        return best  # `restrictions.settle` decides
    wa, wb = _clause(a.clean, a.lang), _clause(b.clean, b.lang)
    if wa == wb:
        return best
    if any(_read(c).atoms & _ONCE or c.anchor == "event" for c in frames(a) + frames(b)):
        return best  # "died when …": the clause dates an event
    why = f"{best.reason}; under a condition on one side"
    return replace(best, stance=Stance.QUALIFIES, reason=why, qualifier="a" if wa else "b")


def overrule(a: Analysis, b: Analysis, best: Finding | None) -> Finding | None:
    """The finding of two statements, with a restatement in place of nothing
    or of an "in tension" found by a slot rule."""
    if best is not None and best.stance is Stance.AGREES and best.rule == "paraphrase":
        return None if _apart(a, b) else _under_clause(a, b, best)
    if best is not None and best.stance is Stance.AGREES and best.rule in _STATES:
        return _under_clause(a, b, best)
    if best is not None and best.stance is not Stance.IN_TENSION:
        return best
    if best is not None and (best.rule in ("figures", "how-often", "antonym") or _figured(a, b)):
        return best  # figures far apart, or a habit said twice: not a paraphrase
    return restated(a, b) or best


__all__ = ["frames", "overrule", "restated", "restricted", "unit_key"]
