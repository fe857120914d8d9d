"""Noun-phrase subjects: their keys, and when two keys are one subject.
Nouns of buildings, places and objects name the same thing in every
language, so that a noun-phrase subject meets its translation: "the church
tower of Hollerbeck" = "der Kirchturm von Hollerbeck", "le pont de Sandau" =
"die Brücke von Sandau", "la tour de la mairie" = "der Turm des Rathauses".

A noun phrase whose words are all such concepts (or entities) gets a key
of no language (`np:*:…`); German compounds of two concepts are split
("Kirchturm" is church + tower, "Rathaus" is one concept). No library
offered offline maps these nouns across languages (multilingual wordnets
need a download), so the concepts are listed here: the buildings, works
and objects that local histories and novels keep notes about.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from semnet.graph.judge.relations import OFFICES_PARTS, POST_NOUNS, RANKS, as_relation
from semnet.graph.manuscript.names import fold

# concept -> its nouns (lemmas): en | fr | de | es | ru; two English words
# are one noun when written with "_" ("town_hall")
_CONCEPTS = {
    "tower": "tower | tour | turm | torre | башня",
    "belfry": "belfry steeple | clocher beffroi | glockenturm belfried | campanario | колокольня",
    "church": "church | église | kirche | iglesia | церковь храм",
    "chapel": "chapel | chapelle | kapelle | capilla | часовня",
    "nave": "nave | nef | kirchenschiff | nave | неф",
    "bridge": "bridge | pont | brücke | puente | мост",
    "mill": "mill | moulin | mühle | molino | мельница",
    "lighthouse": "lighthouse | phare | leuchtturm | faro | маяк",
    # two words are one noun when written with "_", in the order and without
    # the linking word a noun phrase's parts come in ("hôtel de ville")
    "town_hall": "town_hall | mairie hôtel_ville | rathaus | ayuntamiento casa_consistorial "
    "| ратуша",
    "school": "school schoolhouse | école | schule | escuela | школа училище",
    "castle": "castle | château | burg schloss | castillo | замок",
    "station": "station | gare | bahnhof | estación | вокзал",
    "harbour": "harbour harbor | port | hafen | puerto | порт гавань",
    "market": "market | marché | markt | mercado | рынок",
    "bell": "bell | cloche | glocke | campana | колокол",
    "clock": "clock | horloge | uhr | reloj | часы",
    "inn": "inn | auberge | gasthof gasthaus | posada | трактир",
    "brewery": "brewery | brasserie | brauerei | cervecería | пивоварня",
    "factory": "factory | usine fabrique | fabrik | fábrica | фабрика завод",
    "mine": "mine | mine | zeche bergwerk | mina | шахта рудник",
    "forge": "forge smithy | forge | schmiede | fragua | кузница",
    "hospital": "hospital | hôpital | krankenhaus spital | hospital | больница",
    "abbey": "abbey | abbaye | abtei | abadía | аббатство",
    "monastery": "monastery convent | monastère couvent | kloster | monasterio | монастырь",
    "gate": "gate | porte | tor | puerta | ворота",
    "well": "well | puits | brunnen | pozo | колодец",
    "fountain": "fountain | fontaine | springbrunnen | fuente | фонтан",
    "canal": "canal | canal | kanal | canal | канал",
    "dam": "dam | barrage | damm staudamm | presa | плотина",
    "quay": "quay pier | quai | kai | muelle | пристань",
    "museum": "museum | musée | museum | museo | музей",
    "library": "library | bibliothèque | bibliothek | biblioteca | библиотека",
    "theatre": "theatre theater | théâtre | theater | teatro | театр",
    "barn": "barn | grange | scheune | granero | амбар",
    "windmill": "windmill | | windmühle | | ветряк",
    # since round 15: the boats of a fishing fleet and steamers are its ships
    "ship": "ship vessel boat lugger trawler drifter smack steamer | navire bateau vaisseau "
    "barque chaloupe chalutier thonier sardinier vapeur | schiff boot kutter fischkutter "
    "dampfer logger "
    "| barco buque navío bote barca lancha trainera pesquero | корабль судно лодка пароход "
    "баркас",
    # since round 32: a town's written record, a learned work, a company's ships
    "chronicle": "chronicle | chronique | chronik stadtchronik | crónica | хроника летопись",
    "treatise": "treatise | traité | abhandlung traktat | tratado | трактат",
    "fleet": "fleet | flotte | flotte | flota | флот флотилия",
    # since round 41: a bridge's or a viaduct's arches ("drei Bögen" / "tres arcos")
    "arch": "arch | arche | bogen | arco | арка",
    # since round 41: a fortress's soldiers, one body in every language
    "garrison": "garrison | garnison | garnison | guarnición | гарнизон",
    "house": "house | maison | haus | casa | дом",
    "portrait": "portrait | portrait | porträt bildnis | retrato | портрет",
    "altarpiece": "altarpiece | retable | altarbild | retablo | алтарь",
    "farm": "farm | ferme | bauernhof | granja | ферма",
    "cemetery": "cemetery graveyard | cimetière | friedhof | cementerio | кладбище",
    "square": "square | place | platz | plaza | площадь",
    "wall": "wall | mur | mauer | muro | стена",
    "village": "village | village | dorf | pueblo aldea | деревня село",
    "town": "town | ville | stadt | ciudad | город",
    # since dev10-kinds: more kinds a named place is of ("the quarry" is
    # Penhallow Quarry, "l'île" the Île de Sein)
    "cathedral": "cathedral | cathédrale | dom kathedrale | catedral | собор",
    "palace": "palace | palais | palast | palacio | дворец",
    "hotel": "hotel | hôtel | hotel | hotel | гостиница отель",
    "bakery": "bakery | boulangerie | bäckerei | panadería | пекарня",
    "prison": "prison gaol jail | prison | gefängnis | cárcel prisión | тюрьма острог",
    "quarry": "quarry | carrière | steinbruch | cantera | каменоломня",
    "shipyard": "shipyard | chantier | werft | astillero | верфь",
    "island": "island isle | île | insel | isla | остров",
    "bay": "bay | baie | bucht | bahía | залив бухта",
    "cape": "cape | cap | kap | cabo | мыс",
    "forest": "forest | forêt | forst | bosque | лес",
    # since round 18: the works of a valley's trades and cures
    "workshop": "workshop | atelier | werkstatt werkstätte | taller | мастерская",
    "sanatorium": "sanatorium | sanatorium | sanatorium heilstätte | sanatorio | санаторий",
    "tunnel": "tunnel | tunnel | tunnel | túnel | тоннель туннель",
    "shop": "shop store | magasin boutique | laden | tienda | лавка магазин",
    "smelter": "smelter smeltery | fonderie | schmelzhütte | fundición | плавильня",
    # since round 19: a works' own bodies, and the works by its trade
    "choir": "choir chorus | chœur chorale | chor | coro | хор",
    "cooperative": "cooperative co-op | coopérative | genossenschaft konsumverein | cooperativa "
    "| кооператив",
    "glassworks": "glassworks | verrerie | glashütte | vidriería | стекольный_завод",
    # since round 33: the front a fire leaves standing or takes, and the rooms,
    # sheds and works a fire starts in (`outbreaks.py`)
    "facade": "facade façade frontage | façade | fassade | fachada | фасад",
    "kitchen": "kitchen | cuisine | küche | cocina | кухня",
    "warehouse": "warehouse storehouse | entrepôt | lagerhaus lagerhalle | almacén | склад",
    "stable": "stable stables | écurie | pferdestall | establo cuadra | конюшня",
    "cellar": "cellar basement | cave cellier sous-sol | keller | sótano | подвал погреб",
    "attic": "attic loft garret | grenier combles | dachboden | desván buhardilla | чердак",
    "shed": "shed | hangar remise | schuppen | cobertizo | сарай",
    "sawmill": "sawmill | scierie | sägewerk | aserradero | лесопилка",
    "ropewalk": "ropewalk rope_work | corderie | seilerei reeperbahn | cordelería "
    "| канатный_мастерская канатный_двор",
    # since round 44: bodies a town's notes are kept about ("the company" is the one
    # note "Kellby Oyster Company", "la société" the "Société ostréicole de Kellby")
    "company": "company firm | compagnie société entreprise firme | gesellschaft firma "
    "unternehmen kompanie | compañía empresa sociedad | компания общество товарищество фирма",
    "association": "association society | association | verein | asociación | ассоциация",
    "guild": "guild | guilde confrérie | gilde zunft innung | gremio cofradía | гильдия",
    "bank": "bank | banque | bank sparkasse | banco | банк",
    "dairy": "dairy creamery | laiterie fromagerie | molkerei käserei sennerei | lechería "
    "quesería | молочня сыроварня",
    "railway": "railway railroad | chemin_de_fer | bahn eisenbahn | ferrocarril | железный_дорога",
    "ferry": "ferry | bac | fähre | transbordador | паром",
    # since round 48: a hall ("die Halle" is no town Halle), a fair, an exhibition
    "hall": "hall | halle salle | halle saal | sala | зал",
    "fair": "fair | foire | messe jahrmarkt | feria | ярмарка",
    "exhibition": "exhibition | exposition | ausstellung | exposición | выставка",
}
# Words of age and size a writer puts before a named building's kind without
# naming another ("the old church of Santa Bárbara", "la gran chimenea de
# Peñalta", "l'ancienne chapelle"), folded lemmas; no library lists epithets.
EPITHETS = frozenset(
    fold(w)
    for w in [
        "old",
        "ancient",
        "great",
        "grand",
        "big",
        "vieux",
        "vieil",
        "ancien",
        "grand",
        "alt",
        "gross",
        "viejo",
        "antiguo",
        "gran",
        "grande",
        "старый",
        "древний",
        "большой",
        # since round 27: size the other way ("the little church", "die kleine Kapelle")
        "little",
        "small",
        "petit",
        "klein",
        "pequeño",
        "маленький",
        "небольшой",
        # since round 48: "the new hall", "la nouvelle halle" (one note of that head; not
        # Russian "новый", which no article tells from "a new church")
        "new",
        "nouveau",
        "nouvel",
        "nouvelle",
        "neu",
        "nuevo",
        "nueva",
        # since round 48: the whole of it ("the whole line", "la línea entera", "вся линия")
        "whole",
        "entire",
        "entier",
        "entière",
        "gesamt",
        "ganz",
        "entero",
        "entera",
        "весь",
    ]
)
_LANGS = ("en", "fr", "de", "es", "ru")
_BY_NOUN: dict[str, dict[str, str]] = {lang: {} for lang in _LANGS}
for _concept, _row in _CONCEPTS.items():
    for _lang, _nouns in zip(_LANGS, _row.split("|"), strict=True):
        for _n in _nouns.split():
            _BY_NOUN[_lang].setdefault(fold(_n.replace("_", " ")), _concept)
for _lang in _LANGS:  # offices, parts and the first holder: `relations.py`
    _rows = OFFICES_PARTS[_lang] | RANKS[_lang] | POST_NOUNS
    _BY_NOUN[_lang].update({n: c for n, c in _rows.items() if n not in _BY_NOUN[_lang]})
_PAIRS = {lang: {n for n in _BY_NOUN[lang] if " " in n} for lang in _LANGS}
# German linking letters between the parts of a compound ("Kirch-turm", "Rathaus")
_LINKS = ("", "e", "en", "n", "s", "es")


def _split_compound(word: str) -> list[str] | None:
    """A German compound of two concepts: "kirchturm" → church, tower."""
    for k in range(3, len(word) - 2):
        head = _BY_NOUN["de"].get(word[k:])
        if head is None:
            continue
        stem = word[:k]
        for link in _LINKS:
            if link and not stem.endswith(link):
                continue
            base = stem[: len(stem) - len(link)] if link else stem
            for form in (base, base + "e"):
                mod = _BY_NOUN["de"].get(form)
                if mod is not None:
                    return [mod, head]
    return None


def np_key(parts: list[str], lang: str) -> str:
    """The key of a noun phrase from its parts in order (lemmas and "@"
    entities): of no language when every word is a concept."""
    nouns = _BY_NOUN.get(lang)
    if nouns is None:
        return f"np:{lang}:" + "|".join(sorted(set(parts)))
    words = list(parts)
    joined: list[str] = []
    i = 0
    while i < len(words):
        pair = f"{words[i]} {words[i + 1]}" if i + 1 < len(words) else ""
        if pair in _PAIRS.get(lang, ()):
            joined.append(pair)
            i += 2
        else:
            joined.append(words[i])
            i += 1
    out: list[str] = []
    for w in joined:
        if w.startswith("@"):
            out.append(w)
        elif w in nouns:
            out.append(nouns[w])
        elif lang == "de" and (split := _split_compound(w)) is not None:
            out.extend(split)
        else:
            return f"np:{lang}:" + "|".join(sorted(set(parts)))
    return as_relation(out) or "np:*:" + "|".join(sorted(set(out)))


def pair_concept(a: str, b: str, lang: str) -> str | None:
    """The concept two words of a noun phrase are together, in either order
    ("casa consistorial" → town_hall), if listed."""
    for pair in (f"{a} {b}", f"{b} {a}"):
        if pair in _PAIRS.get(lang, ()):
            return _BY_NOUN[lang][pair]
    return None


def concept_of(lemma: str, lang: str) -> str | None:
    """The concept a noun of one language names ("cloche" → bell), if listed."""
    return _BY_NOUN.get(lang, {}).get(lemma)


_T = TypeVar("_T")


def head_concept(lemma: str, lang: str) -> str | None:
    """The concept a German compound's head names, if listed ("Kirchenglocke"
    → bell, "Fischerboot" → ship; since round 30): what a figure counts."""
    return german_head(lemma, _BY_NOUN["de"].get) if lang == "de" else None


def german_head(word: str, lookup: Callable[[str], _T | None]) -> _T | None:
    """What `lookup` finds for the longest head of a German compound after
    three letters or more ("Viktor" ends in no gate, "tor"), if anything."""
    for k in range(3, len(word) - 3):
        if (got := lookup(word[k:])) is not None:
            return got
    return None


def np_lang(key: str) -> str:
    """The language of a noun-phrase key ("*": any)."""
    return key.split(":", 2)[1]


def is_thing(word: str) -> bool:
    """Is a word of a noun-phrase key a listed building, work or object (a
    concept, or one of its nouns in any language)? Adding one to a phrase
    names a part, not the whole ("the tower of the church")."""
    return word in _CONCEPTS or any(word in nouns for nouns in _BY_NOUN.values())


def same_subject(ka: str, kb: str) -> bool:
    """The same subject: the same key, a part of a note and the noun phrase
    of the note and that part ("the span of the bridge" / "the bridge has a
    span"), or two noun phrases of one language one of which adds a word to
    the other's two or more ("колокольня Троицкой церкви" / "колокольня
    Троицкой церкви в Кривцове")."""
    if ka == kb:
        return True
    if {ka[:3], kb[:3]} == {"rel", "np:"}:  # since round 29: "Пролёт моста" / "мост имеет пролёт"
        rel, np = (ka, kb) if ka.startswith("rel:") else (kb, ka)
        return np_words(np) == np_words(rel)
    if not (ka.startswith("np:") and kb.startswith("np:")):
        return False
    if np_lang(ka) != np_lang(kb) and "*" not in (np_lang(ka), np_lang(kb)):
        return False
    wa, wb = np_words(ka), np_words(kb)
    small, big = (wa, wb) if len(wa) < len(wb) else (wb, wa)
    if not (len(small) >= 2 and len(big) == len(small) + 1 and small < big):
        return False
    if "*" in (np_lang(ka), np_lang(kb)):  # phrases of known things: one more is a part
        return not any(is_thing(w) for w in big - small)  # "the tower of the church"
    return True


def np_words(key: str) -> set[str]:
    """The words (and entities) a subject key is made of."""
    if key.startswith("np:"):
        return set(key.split(":", 2)[2].split("|"))
    if key.startswith("rel:"):
        head, _, ent = key[4:].partition("@")
        return {head, f"@{ent}"}
    return {key}


def kind_of(lemma: str, lang: str) -> str | None:
    """The building, work or object a noun of one language names ("phare" →
    lighthouse), not an office, a part or a relative."""
    got = _BY_NOUN.get(lang, {}).get(lemma)
    return got if got in _CONCEPTS else None


def compound_kind(word: str) -> str | None:
    """The building or work a German compound ends in, after a name of three
    letters or more: "marienkirche" → church, "obermuhle" → mill; None for a
    word that is itself one ("glockenturm")."""
    if kind_of(word, "de") is not None:
        return None
    return german_head(word, lambda w: kind_of(w, "de"))


def plain_key(key: str) -> str | None:
    """A noun-phrase key without its epithets ("np:fr:ancien|chapelle" →
    the chapel's key), None when it has none or only them."""
    if not key.startswith("np:") or np_lang(key) == "*":
        return None
    lang = np_lang(key)
    ws = key.split(":", 2)[2].split("|")
    kept = [w for w in ws if w not in EPITHETS]
    if not kept or len(kept) == len(ws):
        return None
    return np_key(kept, lang)
