"""A claim said in another shape rewritten as the plain active clause the
slot extractors read: an event as a noun with a light verb ("Her marriage
to Paul took place in 1880" → "… married Paul in 1880"), a thing's event
("The founding of the school took place in 1861"), a property noun
("Anna's birthplace was Lyon", "Lyon was the birthplace of Anna"), an idiom
("came into the world", "vit le jour"), a cleft ("It was in Lyon that
…"), an apposition or a relative clause after the opening name ("Anna, a
Lutheran, …", "Anna, who was born in Lyon, …"), a place with "where", a
fronted participle before a thing, a trade ("a blacksmith by trade"), a
Spanish subject after its verb; German clause order in `voice_de.py`,
Russian in `voice_ru.py`. Only what matches is rewritten.

Hand-written (no offline library turns a nominalisation into its verb
across the five languages): the event nouns and the verb each stands for,
the light verbs that carry them ("took place", "fand … statt", "eut lieu",
"se celebró", "состоялась"), the property nouns of a person (birthplace,
home, cause of death …), the idioms, the cleft frames, the relative words,
the marks of a trade ("by trade", "von Beruf", "de métier", "de oficio",
"по профессии")."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from semnet.graph.judge import firsts, having, idioms, thither, voice_de, voice_es

if TYPE_CHECKING:
    from semnet.graph.manuscript.names import NameIndex

_END = r"(?P<end>[.!;]?)\s*$"


def wordset(text: str) -> frozenset[str]:
    """A hand-written list of words, lower-cased (accents kept)."""
    return frozenset(text.lower().split())


_WHO = r"(?P<who>[^,;:]+?)"

# ------------------------------------------------------------------ event nouns

# noun → the verb that says it: "{who} {verb}{with}{rest}" (de: "{who} {aux}{rest} {part}")
_EVENTS: dict[str, dict[str, str]] = {
    "en": {"birth": "was born", "death": "died", "decease": "died", "marriage": "married",
           "wedding": "married", "burial": "was buried", "interment": "was buried",
           "baptism": "was baptised", "christening": "was baptised"},
    "fr": {"naissance": "naquit", "mort": "mourut", "décès": "mourut", "mariage": "épousa",
           "inhumation": "fut inhumé", "enterrement": "fut inhumé", "baptême": "fut baptisé"},
    "es": {"nacimiento": "nació", "muerte": "murió", "fallecimiento": "murió",
           "defunción": "murió", "boda": "se casó con", "matrimonio": "se casó con",
           "casamiento": "se casó con", "entierro": "fue enterrado", "sepelio": "fue enterrado",
           "bautizo": "fue bautizado", "bautismo": "fue bautizado"},
    "de": {"geburt": "wurde|geboren", "tod": "starb|", "ableben": "starb|",
           "hochzeit": "heiratete|", "heirat": "heiratete|", "trauung": "heiratete|",
           "eheschließung": "heiratete|", "beerdigung": "wurde|beigesetzt",
           "beisetzung": "wurde|beigesetzt", "bestattung": "wurde|beigesetzt",
           "begräbnis": "wurde|beigesetzt", "taufe": "wurde|getauft"},
}  # fmt: skip
# a thing's one-time events said as a noun: "The founding of the school took
# place in 1861", "Die Gründung der Schule erfolgte 1861" (the thing need not
# be named by a note)
_THING_EVENTS: dict[str, dict[str, str]] = {
    "en": {"founding": "was founded", "foundation": "was founded",
           "construction": "was built", "building": "was built", "erection": "was built",
           "opening": "was opened", "inauguration": "was opened", "closure": "was closed",
           "closing": "was closed", "destruction": "was destroyed",
           "demolition": "was demolished", "consecration": "was consecrated",
           "launch": "was launched", "launching": "was launched", "sinking": "sank",
           "emigration": "emigrated", "retirement": "retired"},
    "fr": {"fondation": "fut fondé", "construction": "fut construit",
           "édification": "fut construit", "ouverture": "fut ouvert",
           "inauguration": "fut inauguré", "fermeture": "fut fermé",
           "destruction": "fut détruit", "démolition": "fut démoli",
           "consécration": "fut consacré", "lancement": "fut lancé", "naufrage": "sombra",
           "émigration": "émigra"},
    "es": {"fundación": "fue fundado", "construcción": "fue construido",
           "edificación": "fue construido", "apertura": "fue abierto",
           "inauguración": "fue inaugurado", "cierre": "fue cerrado",
           "destrucción": "fue destruido", "demolición": "fue derribado",
           "consagración": "fue consagrado", "botadura": "fue botado",
           "hundimiento": "se hundió", "emigración": "emigró", "jubilación": "se jubiló"},
    "de": {"gründung": "wurde|gegründet", "bau": "wurde|erbaut", "errichtung": "wurde|erbaut",
           "erbauung": "wurde|erbaut", "eröffnung": "wurde|eröffnet",
           "einweihung": "wurde|eingeweiht", "schließung": "wurde|geschlossen",
           "stilllegung": "wurde|stillgelegt", "zerstörung": "wurde|zerstört",
           "abriss": "wurde|abgerissen", "weihe": "wurde|geweiht",
           "auswanderung": "wanderte|aus"},
}  # fmt: skip
for _lang, _nouns in _THING_EVENTS.items():
    _EVENTS[_lang].update(_nouns)
# the article an "of" stands for: "la construction du moulin" → "le moulin"
_OF_ART = {"du": "le", "des": "les", "del": "el", "vom": "dem"}
# the plural of a wedding of two ("X and Y married")
_BOTH = {"en": "married", "fr": "se marièrent", "es": "se casaron", "de": "heirateten|"}
_LIGHT = {
    "en": r"took place|occurred|came|happened|followed|fell|was(?= (?:in|at|on|during)\b)",
    "fr": r"eut lieu|a eu lieu|avait eu lieu|survint|est survenue?|intervint|se produisit"
          r"|fut célébrée?|a été célébrée?|se fit|fut(?= (?:en|à|au|le)\b)",
    "es": r"se produjo|tuvo lugar|se celebró|ocurrió|sobrevino|se verificó|fue(?= (?:en|el)\b)",
    "de": r"fand|trat|erfolgte|fiel|war(?= (?:am|im|in)\b)",
}  # fmt: skip
_DE_PARTICLE = re.compile(r"\s+(?:statt|ein)(?P<end>[.!;]?)\s*$")
_WITH = {"en": r"to|with", "fr": r"avec|à", "es": r"con", "de": r"mit"}
_AND = {"en": "and", "fr": "et", "es": "y", "de": "und"}
_OF = {"en": r"of", "fr": r"du|d'|de(?=\s)", "es": r"del|de", "de": r"vom|von"}
_DET = {
    "en": r"(?:the|his|her|their)\s+",
    "fr": r"(?:le|la|l'|son|sa|leur)\s*",
    "es": r"(?:el|la|su)\s+",
    "de": r"(?:der|die|das|dessen|deren|sein|seine|ihr|ihre)\s+",
}

# ------------------------------------------------------------------ property nouns

# a person's property said as "X's P was V": P → the verb with its preposition
_PROPS: dict[str, dict[str, str]] = {
    "en": {"birthplace": "was born in", "place of birth": "was born in",
           "birth date": "was born in", "date of birth": "was born in",
           "home": "lived in", "residence": "lived in", "place of residence": "lived in",
           "domicile": "lived in", "place of death": "died in", "death place": "died in",
           "date of death": "died in", "burial place": "was buried in",
           "place of burial": "was buried in", "resting place": "was buried in",
           "cause of death": "died of"},
    "fr": {"lieu de naissance": "naquit à", "date de naissance": "naquit en",
           "résidence": "habita à", "domicile": "habita à", "lieu de résidence": "habita à",
           "lieu de décès": "mourut à", "lieu de sépulture": "fut inhumé à",
           "lieu d'inhumation": "fut inhumé à", "cause de la mort": "mourut de",
           "cause du décès": "mourut de", "cause de sa mort": "mourut de"},
    "es": {"lugar de nacimiento": "nació en", "fecha de nacimiento": "nació en",
           "residencia": "vivió en", "domicilio": "vivió en", "lugar de residencia": "vivió en",
           "lugar de muerte": "murió en", "lugar de fallecimiento": "murió en",
           "lugar de entierro": "fue enterrado en", "lugar de sepultura": "fue enterrado en",
           "causa de la muerte": "murió de", "causa del fallecimiento": "murió de",
           "causa de su muerte": "murió de"},
    "de": {"geburtsort": "wurde in|geboren", "geburtsjahr": "wurde|geboren",
           "wohnort": "wohnte in|", "wohnsitz": "wohnte in|", "sterbeort": "starb in|",
           "todesort": "starb in|", "sterbejahr": "starb|", "todesjahr": "starb|",
           "grabstätte": "wurde in|beigesetzt", "begräbnisort": "wurde in|beigesetzt",
           "todesursache": "starb an|"},
}  # fmt: skip
_COP = {
    "en": r"was|is|had been",
    "fr": r"est|était|fut|a été",
    "es": r"es|era|fue|ha sido",
    "de": r"ist|war|lautet|lautete",
}
# a light verb with a possessive and a property noun: "tuvo su residencia en"
_HAVE_HOME = {
    "en": (r"\b(?:made|had) (?:his|her|their) home (?=in\b|at\b)", "lived "),
    "fr": (r"\b(?:avait|eut|établit|fixa) (?:son|sa|leur) (?:domicile|résidence) (?=à|en\b)",
           "habita "),
    "es": (r"\b(?:tuvo|tenía|fijó|estableció) su (?:residencia|domicilio) (?=en\b)", "vivió "),
    "de": (r"\b(?:hatte|nahm) (?:seinen|ihren) Wohnsitz (?=in\b)", "wohnte "),
}  # fmt: skip
# the passive of employing with its employer: "était employé par X" → "travaillait
# pour X" (the other languages' passives are read as they are)
_EMPLOYED = {
    "fr": (r"\b(?:était|fut|a été) (?:employée?|engagée?|embauchée?) (?:par|chez)\b",
           "travaillait pour"),
}  # fmt: skip

# ------------------------------------------------------------------ trades

_TRADE = {
    "en": [(r"\b(?:was|is|had been) (?P<a>an? )?(?P<n>[a-z]+(?: [a-z]+)?) by "
            r"(?:trade|profession|occupation|calling)\b", "worked as {a}{n}")],
    "de": [(r"\b(?:war|ist) (?:von Beruf|seines Zeichens|ihres Zeichens) (?P<n>[A-ZÄÖÜ]\w+)",
            "arbeitete als {n}"),
           (r"\b(?:war|ist) (?P<n>[A-ZÄÖÜ]\w+) von Beruf\b", "arbeitete als {n}")],
    "fr": [(r"\b(?:était|fut|est|a été) (?P<n>[a-zàâçéèêëîïôûùü-]+) "
            r"(?:de son état|de son métier|de métier|de profession)\b", "travaillait comme {n}"),
           (r"\b(?:était|fut|est|a été) (?:de son état|de métier|de profession) "
            r"(?P<n>[a-zàâçéèêëîïôûùü-]+)", "travaillait comme {n}")],
    "es": [(r"\b(?:era|fue|es|ha sido) (?P<n>[a-záéíóúñü]+) de (?:oficio|profesión)\b",
            "trabajaba como {n}"),
           (r"\b(?:era|fue|es) de (?:oficio|profesión) (?P<n>[a-záéíóúñü]+)",
            "trabajaba como {n}")],
}  # fmt: skip
_RU_TRADE = re.compile(
    r"\b(?P<cop>был|была|являлся|являлась) (?P<n>[а-яё]+) по (?:профессии|ремеслу|роду занятий)\b"
)

# ------------------------------------------------------------------ clefts


def _focus(preps: str, only: str, more: str = "") -> str:
    """A cleft's focus: one phrase of place or time, or two ("à Bottrop, en
    1921"; since round 31 the second also of "after", "après", "nach": "in
    the spring of 1905, after the thaw, that …"), and a focus word after it
    ("en 1861 seulement")."""
    one = rf"(?:{preps}) [^,]+?"
    # since round 41 the second also after a span ("en 1880, deux ans après la crue, que")
    two = rf"(?:{preps}|(?:\w+ ){{0,3}}(?:{more})) [^,]+?" if more else one
    # and "and not before" after it ("Fue en 1880, y no antes, cuando …", since round 41)
    return rf"(?P<focus>{one}(?:, {two})?)(?: (?:{only}))?(?:,? {_NOT_BEFORE})?,?"


_NOT_BEFORE = r"(?:and not before|et (?:pas|non) avant|y no antes|und nicht früher)"


# since round 39: a year set off after a date ("In 1862, the same year as the fire, …",
# "C'est en 1862, l'année du grand incendie, que …", "1862, dem Jahr des Brandes,", "в 1862
# году, в год пожара,"): left out, so the date stays with its clause
_YEAR_APP = re.compile(
    r"(?P<y>\b1\d{3}(?: году| года)?), (?:the (?:same |very )?year|l['’]année|la même année"
    r"|l['’]an|el (?:mismo )?año|ese mismo año|(?:dem|das|im) (?:selben |gleichen )?Jahr"
    r"|в (?:тот же |том же )?год(?:у)?)\b[^,.;]*(?=[,.;]|$)"
)
_CLEFT = {
    "en": re.compile(
        r"^It (?:was|is) " + _focus("in|at|on|during|from|near", "only", "after|before|when")
        + r" that (?P<rest>.+?)" + _END
    ),
    "fr": re.compile(
        r"^(?:C['’](?:est|était|fut)|Ce fut|Ce n['’](?:est|était|fut) qu['’]?) ?"
        + _focus("à|en|au|aux|dans|vers|près de|le", "seulement", "après|avant|pendant|lors")
        + r" qu(?:e |['’])(?P<rest>.+?)" + _END
    ),
    "es": re.compile(
        r"^(?:Fue|Es|Era) "
        + _focus("en|a|hacia|cerca de|el", "solamente|solo|sólo", "después|antes|durante")
        + r" (?:donde|cuando|que|en que|en el que|en la que) (?P<rest>.+?)" + _END
    ),
    "de": re.compile(
        r"^Es (?:war|ist) " + _focus("in|im|am|an|bei", "erst") + r" (?:wo|als|dass) (?P<rest>.+?)"
        + _END
    ),
}  # fmt: skip
_RU_CLEFT = re.compile(r"^(?:Именно|Как раз)\s+")

# ------------------------------------------------------------------ appositions

_APP_DET = {
    "en": r"(?:a|an|the)\s",
    "de": r"(?:ein|eine|einer|der|die)\s",
    "fr": r"(?:un|une|le|la|l')\s?",
    "es": r"(?:un|una|el|la)\s",
}
_APP_COP = {"en": "was", "de": "war", "fr": "était", "es": "era"}
# words that open a clause or a phrase of place or time, not a noun in apposition
_APP_STOP = wordset(
    "who which whose where when that after before in at on from since until "
    "der die das welcher welche wo als nachdem seit bis in im am an aus bei mit nach "
    "qui que où dont lequel laquelle lorsque quand après avant à en au dans depuis jusqu "
    "quien que donde cual cuyo cuya cuando después antes en desde hasta con "
    "который которая которое которые где когда после до в во на с из"
)
_NAME_RUN = (  # capitalised words, with a particle between them ("Henri de Vauclair")
    r"(?P<name>(?:[A-ZÀ-ÖØ-ÞА-ЯЁ][\w'’.-]*)"
    r"(?:\s+(?:(?:de|del|von|van|der|du|da|di|y|zu)\s+)?[A-ZÀ-ÖØ-ÞА-ЯЁ][\w'’.-]*){0,3})"
)
_APPOS = re.compile(
    r"^" + _NAME_RUN + r", (?P<app>(?:[^,;]|,(?=\d)){2,60}?), (?P<rest>[^,;]+?)" + _END
)


def plain(text: str, lang: str, names: NameIndex | None = None) -> str:
    """The statement with each sentence said in another shape rewritten."""
    if lang not in ("en", "de", "fr", "es", "ru"):
        return text
    parts = re.split(r"(?<=[.!?])(?<!\b\d\.)(?<!\b\d\d\.)\s+(?=[A-ZÀ-ÖØ-ÞА-ЯЁ])", text)  # "16. Jh"
    return " ".join(_sentence(p, lang, names) for p in parts)


def _sentence(s: str, lang: str, names: NameIndex | None) -> str:
    s = _YEAR_APP.sub(r"\g<y>", s)
    s = thither.where_clause(s, lang)  # "moved to Cardiff, where he died"
    s = firsts.founding(s, lang, names)  # "the first issue of the Gazette came out in 1862"
    s = idioms.killed_by(s, lang, names)  # "The Spanish flu killed Ann Hale": she died of it
    if lang == "ru":
        from semnet.graph.judge import voice_ru

        return voice_ru.plain(s, names)
    s = voice_de.front_that(s, lang)
    s = voice_de.object_first(voice_de.when_clause(s)) if lang == "de" else s
    s = voice_de.attributive_life(s) if lang == "de" else s  # "Die 1852 geborene Ann …"
    s = voice_es.plain(s) if lang == "es" else s
    s = _fronted_participle(s, lang)
    s = _where(s, lang)
    s = _relative(s, lang)
    s = _cleft(s, lang)
    s = having.at_measure(having.with_figure(s, lang), lang)
    s = idioms.since_founding(s, lang)
    s = idioms.fell_victim(s, lang, names)  # "fiel 1918 der Grippe zum Opfer": died
    s = _apposition(s, lang, names)
    out = []
    for clause in re.split(r"(?<=[.!?])(?<!\b\d\.)(?<!\b\d\d\.)\s+", s):
        clause = _event_noun(clause, lang)
        clause = _property(clause, lang)
        clause = _of_genitive(clause) if lang == "en" else clause
        for rx, fill in _SUBS[lang]:
            clause = rx.sub(fill, clause)
        if lang == "de":
            clause = voice_de.inner_participle(clause)
            clause = voice_de.population(clause)
        out.append(clause)
    return " ".join(out)


# a fronted participle with its phrase before a thing's noun phrase: "Carved from
# marble, the pulpit …", "Construite en pierre, la chapelle …", "Construida en
# piedra, la ermita …" (a person's — "Born in Lyon, Anna …" — is read as it is)
_FRONT_PART = {
    "en": (r"[A-Z][a-z]+(?:ed|en|lt|de|st)", r"from|of|in|out of|with|by", r"the|its|this"),
    "fr": (r"[A-ZÉ][a-zéèêà]+(?:é|ée|és|ées|it|ite|its|ites|uit|uite)", r"en|de|d'|par|dans|à",
           r"le|la|l'|les|ce|cette"),
    "es": (r"[A-Z][a-záéíóú]+(?:ado|ada|ados|adas|ido|ida|idos|idas|cho|cha|to|ta)",
           r"en|de|con|por", r"el|la|los|las|este|esta"),
}  # fmt: skip
_AFTER = {"en": "It was", "fr": "{pron} fut", "es": "Fue"}


def _fronted_participle(s: str, lang: str) -> str:
    """ "Carved from marble, the pulpit dates from 1702" → "The pulpit dates
    from 1702. It was carved from marble.": the participle is the thing's."""
    spec = _FRONT_PART.get(lang)
    if spec is None:
        return s
    part, prep, det = spec
    m = re.match(
        rf"^(?P<part>{part})\s+(?P<phrase>(?:{prep})\s*[^,;]{{1,40}}?),\s+(?P<rest>(?:{det})\b.+?)"
        + _END,
        s,
    )
    if m is None:
        return s
    rest = m["rest"][:1].upper() + m["rest"][1:]
    pron = "Elle" if m["part"].endswith(("e", "es")) else "Il"
    after = _AFTER[lang].format(pron=pron)
    return f"{rest}{m['end'] or '.'} {after} {m['part'].lower()} {m['phrase']}."


# a place, then a relative adverb of place: "Lyon, where Anna was born, lies on
# the Rhône" → "Anna was born in Lyon. Lyon lies on the Rhône."
_WHERE = {"en": ("where", "in"), "fr": ("où", "à"), "es": ("donde", "en"), "de": ("wo", "in")}


def _where(s: str, lang: str) -> str:
    rel, prep = _WHERE[lang]
    m = re.match(
        rf"^(?P<place>[A-ZÀ-ÖØ-Þ][\w'’-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]*)?),\s+{rel}\s+(?P<clause>[^,;]+?),"
        rf"\s+(?P<rest>[^,;]+?)" + _END,
        s,
    )
    if m is None or not any(w[:1].isupper() for w in m["clause"].split()):
        return s
    clause = _uninvert(m["clause"])
    if lang == "de":  # verb-final: "wo Anna geboren wurde" → "Anna wurde in Lyon geboren"
        ws = clause.split()
        subj = voice_de.subject_words(ws)
        if subj and len(ws) > len(subj) + 1 and ws[-1][:1].islower():
            head = " ".join([*subj, ws[-1], prep, m["place"], *ws[len(subj) : -1]])
            return f"{head}. {m['place']} {m['rest']}{m['end'] or '.'}"
    clause = clause[:1].upper() + clause[1:]
    return f"{clause} {prep} {m['place']}. {m['place']} {m['rest']}{m['end'] or '.'}"


# a relative clause right after the name that opens the sentence is said of it:
# "Anna, who was born in Lyon, moved to Bremen" → the same, and "Anna was born
# in Lyon."
_WHO_REL = {"en": r"who", "fr": r"qui", "es": r"que|quien", "de": r"der|die|welcher|welche"}
_ARTICLE_START = re.compile(r"^(?:el|la|los|las|un|una|su|sus)\b", re.I)


def _relative(s: str, lang: str) -> str:
    m = re.match(
        r"^"
        + _NAME_RUN
        + rf",\s+(?:{_WHO_REL[lang]})\s+(?P<clause>[^,;]+?),\s+(?P<rest>[^;]+?)"
        + _END,
        s,
    )
    if m is None:
        return s
    ws = m["clause"].split()
    if not ws or ws[0][:1].isupper() or (lang == "es" and _ARTICLE_START.match(ws[0])):
        return s  # "que Ramón conoció": the name is the object
    if lang == "de":  # verb-final: "der 1838 in Husum geboren wurde" → "wurde 1838 … geboren"
        if not ws[-1][:1].islower() or len(ws) < 2:
            return s
        ws = [ws[-1], *ws[:-1]]
    said = s if s.rstrip()[-1:] in ".!;" else s.rstrip() + "."
    return f"{said} {m['name']} {' '.join(ws)}."


def _of_genitive(s: str) -> str:
    """ "After Edmund Rowe's death in 1901, …" → "After the death of Edmund Rowe
    in 1901, …": an English possessive before an event noun in a fronted
    phrase, said with "of" as the other languages say it (and as the event
    and order readers read it)."""
    if "'s " not in s and "’s " not in s:
        return s
    nouns = _alternatives(tuple(_EVENTS["en"]))
    return re.sub(
        rf"^(?P<prep>After|Following|Before|Upon|Until|Since)\s+"
        rf"(?P<who>[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){{0,3}})['’]s\s+(?P<noun>{nouns})\b",
        lambda m: f"{m['prep']} the {m['noun']} of {m['who']}",
        s,
    )


@functools.lru_cache(maxsize=32)
def _alternatives(words: tuple[str, ...]) -> str:
    """The words as a regular expression's alternatives, the longest first."""
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


def _trigger(words: str) -> re.Pattern[str]:
    """A search for any of the words (a cheap test before the full patterns)."""
    return _compiled(rf"\b(?:{words})\b", re.I)


@functools.lru_cache(maxsize=256)
def _compiled(pattern: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile(pattern, flags)


def _filler(tmpl: str) -> Callable[[re.Match[str]], str]:
    """A replacement that fills `tmpl` with a match's named groups."""
    return lambda m: tmpl.format(**_groups(m))


def _groups(m: re.Match[str]) -> dict[str, str]:
    return {k: v or "" for k, v in m.groupdict().items()}


# the substitutions made in every clause, compiled once: a home, a passive of
# employing, a trade, an idiom
_SUBS: dict[str, list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]]] = {
    lang: [
        (re.compile(pat), _filler(verb.replace("{", "{{").replace("}", "}}")))
        for pat, verb in (_HAVE_HOME[lang], *([_EMPLOYED[lang]] if lang in _EMPLOYED else []))
    ]
    + [(re.compile(pat), _filler(tmpl)) for pat, tmpl in _TRADE[lang] + idioms.IDIOMS[lang]]
    for lang in _TRADE
}


# "It was not until 1891 that …", "Ce n'est qu'en 1891 que …", "No fue hasta 1891
# cuando …": the clause, at that time
_NOT_UNTIL = {
    "en": re.compile(r"^It (?:was|is) not until (?P<focus>[^,]+?),? that (?P<rest>.+?)" + _END),
    "fr": re.compile(
        r"^Ce n['’](?:est|était|fut) qu['’](?P<focus>(?:en|au|à|le|après) [^,]+?),? "
        r"qu(?:e |['’])(?P<rest>.+?)" + _END
    ),
    "es": re.compile(
        r"^No (?:fue|era|es) hasta (?P<focus>[^,]+?),? (?:cuando|que) (?P<rest>.+?)" + _END
    ),
}
_AT = {"en": "in", "es": "en"}


def _not_until(s: str, lang: str) -> str:
    rx = _NOT_UNTIL.get(lang)
    m = rx.match(s) if rx is not None else None
    if m is None:
        return s
    focus = m["focus"]
    if focus[:1].isdigit() and lang in _AT:
        focus = f"{_AT[lang]} {focus}"  # "not until 1891": in 1891
    rest = m["rest"] if lang == "en" else _uninvert(m["rest"])  # "que fonda Paul Roux"
    return f"{rest[:1].upper()}{rest[1:]} {focus}{m['end'] or '.'}"


# a cleft on the subject: "En 1938, c'est Herr Weissmüller qui analysa …", "It was Anna
# who …", "Fue el padre Aguirre, recién llegado, quien casó …" (since round 18)
_WHO_CLEFT = {
    "en": re.compile(
        r"^(?P<pre>(?:[^,]{1,40}?,? )?)[Ii]t (?:was|is) (?P<x>[A-Z].{0,80}?)(?P<c>,?) who "
    ),
    "fr": re.compile(
        r"^(?P<pre>(?:[^,]{1,40}, )?)(?:[Cc]['’](?:est|était)|[Cc]e fut) "
        r"(?P<x>[A-ZÉ].{0,80}?)(?P<c>,?) qui "
    ),
    "es": re.compile(
        r"^(?P<pre>(?:[^,]{1,40}, )?)(?:[Ff]ue|[Ee]s|[Ee]ra) (?P<x>(?:el |la )?(?:\w+ )?"
        r"[A-ZÁÉÍÓÚ].{0,80}?)(?P<c>,?) (?:quien|el que|la que) "
    ),
}


def _cleft(s: str, lang: str) -> str:
    """ "It was in Lyon that Anna was born" → "Anna was born in Lyon"; "En
    1938, c'est Herr X qui analysa" → "En 1938, Herr X analysa"."""
    s = _not_until(s, lang)
    if lang in _WHO_CLEFT and (w := _WHO_CLEFT[lang].match(s)) is not None:
        out = f"{w['pre']}{w['x']}{w['c']} {s[w.end() :]}"
        return out[:1].upper() + out[1:]
    m = _CLEFT[lang].match(s)
    if m is None:
        return s
    rest = _uninvert(m["rest"])
    head, comma, tail = rest.partition(",")  # the focus goes with the clause's verb
    head = head[:1].upper() + head[1:]
    focus = m["focus"].replace(", ", " ")
    return f"{head} {focus}{comma}{tail}{m['end'] or '.'}"


_ARTS = wordset("le la les l' el los las un une una")


def _counted(word: str) -> bool:
    """A figure or a number word opening a subject ("douze vignerons", "doce")."""
    from semnet.graph.judge.numwords import words_to_digits

    return word.isdigit() or any(words_to_digits(word, lang) != word for lang in ("fr", "es"))


def _uninvert(rest: str) -> str:
    """ "mourut Paul Girard" → "Paul Girard mourut": a subject after its verb."""
    ws = rest.split()
    k = next((i for i, w in enumerate(ws) if w[:1].isupper() or w.lower() in _ARTS), None)
    if k is None or k == 0 or k > 3 or _counted(ws[0]):
        return rest  # (since round 31: "douze vignerons fondèrent la société": no inversion)
    if ws[k].lower() in _ARTS:  # "est né le mari de Claire" → "le mari de Claire est né"
        return " ".join(ws[k:] + ws[:k])
    j = k
    while j < len(ws) and (ws[j][:1].isupper() or ws[j] in ("de", "del", "von", "van")):
        j += 1
        if ws[j - 1].endswith(","):
            break  # "s'éteignit Grigori Lapchine, l'ancien meneur": the name ends there
    name, verb = ws[k:j], ws[:k]
    if name[-1].endswith(","):  # the comma goes after the verb the name now precedes
        name, verb = [*name[:-1], name[-1][:-1]], [*verb[:-1], verb[-1] + ","]
    return " ".join(name + verb + ws[j:])


def _apposition(s: str, lang: str, names: NameIndex | None) -> str:
    """ "Anna, a Lutheran, taught in Bremen" → the same, and "Anna was a
    Lutheran.": a noun phrase between commas right after a name."""
    m = _APPOS.match(s)
    if m is None:
        return s
    app = m["app"].strip()
    first = app.split()[0].lower().strip("'’")
    if first in _APP_STOP or re.match(r"\d", app):
        return s
    if re.match(_APP_DET[lang], app, flags=re.I) is None:
        if lang == "en":
            return s
        if lang == "de" and not app[:1].isupper():
            return s  # a German noun is written with a capital
        if lang in ("fr", "es") and not app[:1].islower():
            return s
        if names is not None and names.find_all(app.split()[:1], lang):
            return s  # a list of names, not an apposition
    said = s if s.rstrip()[-1:] in ".!;" else s.rstrip() + "."
    return f"{said} {m['name']} {_APP_COP[lang]} {app}."


def _event_noun(s: str, lang: str) -> str:
    """ "The death of Edmund Rowe occurred in 1903" → "Edmund Rowe died in
    1903"; "Die Hochzeit von Anna und Karl fand 1880 statt" → "Anna und Karl
    heirateten 1880"."""
    nouns = _alternatives(tuple(_EVENTS[lang]))
    if _trigger(nouns).search(s) is None:
        return s
    light, det, of, with_ = _LIGHT[lang], _DET[lang], _OF[lang], _WITH[lang]
    tail = rf"(?:\s+(?:{with_})\s+(?P<with>[^,;:]+?))?\s+(?P<light>{light})\b(?P<rest>.*?)" + _END
    pats = [
        rf"^(?:{det})?(?P<noun>{nouns})\s+(?P<of>{of})\s*{_WHO}{tail}",
        rf"^{_WHO}(?:['’]s|s)?\s+(?P<noun>{nouns}){tail}",
    ]
    if lang == "de":  # "Der Tod Karl Brandts", the genitive after the noun
        pats.insert(1, rf"^(?:{det})?(?P<noun>{nouns})\s+{_WHO}{tail}")
    for pat in pats:
        m = re.match(pat, s, flags=re.I)
        if m is None:
            continue
        thing = m["noun"].lower() in _THING_EVENTS[lang]
        if not (_named(m["who"]) or (thing and len(m["who"].split()) <= 6)):
            continue
        art = _OF_ART.get((m.groupdict().get("of") or "").lower())
        who = _who(f"{art} {m['who']}" if art else m["who"], lang)
        verb = _EVENTS[lang][m["noun"].lower()]
        rest, end = m["rest"], m["end"] or "."
        if lang == "de":
            rest = _DE_PARTICLE.sub("", rest + end)
            rest, end = rest.rstrip(".!;"), "."
            rest = re.sub(r"^\s*in (?:das|den) Jahr\b", " im Jahr", rest)
        both = f" {_AND[lang]} " in who
        if both and verb in ("married", "épousa", "se casó con", "heiratete|"):
            verb = _BOTH[lang]
        with_part = f" {m['with']}" if m["with"] else ""
        if lang == "es" and verb == "se casó con" and not m["with"]:
            verb = "se casó"
        if "|" in verb:
            aux, part = verb.split("|")
            return f"{who} {aux}{with_part}{rest} {part}".rstrip() + end
        return f"{who} {verb}{with_part}{rest}{end}"
    return s


def _property(s: str, lang: str) -> str:
    """ "Anna Weber's birthplace was Geneva" → "Anna Weber was born in Geneva";
    "La causa de la muerte de Ramón fue el tifus" → "Ramón murió de el tifus"."""
    props = _alternatives(tuple(_PROPS[lang]))
    if _trigger(props + "|cause").search(s) is None:
        return s
    det, of, cop = _DET[lang], _OF[lang], _COP[lang]
    val = r"\s+(?P<val>[^,;]+?)" + _END
    place = r"(?P<val>[A-ZÀ-ÖØ-Þ][\w'’-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]*){0,2})"
    pats = [
        rf"^(?:{det})?(?P<prop>{props})\s+(?P<of>{of})\s*{_WHO}\s+(?:{cop}){val}",
        rf"^{_WHO}(?:['’]s|s)?\s+(?P<prop>{props})(?:\s+(?P<pre>{_PERIOD}))?\s+(?:{cop}){val}",
        # the value first: "Lyon was the birthplace of Anna", "Lyon was Anna's birthplace"
        rf"^{place}\s+(?:{cop})\s+(?:{det})?(?P<prop>{props})\s+(?P<of>{of})\s*{_WHO}" + _END,
        rf"^{place}\s+(?:{cop})\s+{_WHO}(?:['’]s|s)\s+(?P<prop>{props})" + _END,
    ]
    if lang == "en":  # "the cause of Edmund Rowe's death"
        pats.append(rf"^(?:the\s+)?cause of {_WHO}['’]s death\s+(?:{cop}){val}")
    if lang == "de":  # "Der Geburtsort Anna Webers ist Lyon"
        pats.insert(1, rf"^(?:{det})?(?P<prop>{props})\s+{_WHO}\s+(?:{cop}){val}")
    for pat in pats:
        m = re.match(pat, s, flags=re.I)
        if m is None:
            continue
        who, mid1 = _period_off(m["who"], at_end=True)
        mid2, value = _period_off(m["val"], at_end=False)
        if not _named(who) or not value:
            continue
        prop = (m.groupdict().get("prop") or "cause of death").lower()
        verb = _PROPS[lang][prop]
        art = _OF_ART.get((m.groupdict().get("of") or "").lower())
        who = _who(f"{art} {who}" if art else who, lang)
        mid = " ".join(x for x in (m.groupdict().get("pre"), mid1, mid2) if x)
        mid = f" {mid}" if mid else ""
        if lang == "de":
            aux, part = verb.split("|")
            aux, value = _one_preposition(aux, value)
            return f"{who} {aux} {value}{mid} {part}".rstrip() + "."
        verb, value = _one_preposition(verb, value)
        return f"{who} {verb} {value}{mid}{m['end'] or '.'}"
    return s


_PERIOD = (
    r"(?:from|between|von|vom|de|desde|entre|in|en|zwischen|ab|seit|since)\s+\d{3,4}"
    r"(?:\s+\S+\s+\d{3,4})?"
)


def _period_off(s: str, at_end: bool) -> tuple[str, str]:
    """A phrase of years split off a name's end or a value's start: "Claire
    Dumont de 1880 à 1890" → ("Claire Dumont", "de 1880 à 1890")."""
    s = s.strip()
    if at_end:
        m = re.match(rf"^(?P<x>.*?)\s+(?P<p>{_PERIOD})$", s, flags=re.I)
        return (m["x"], m["p"]) if m else (s, "")
    m = re.match(rf"^(?P<p>{_PERIOD})\s+(?P<x>\D.*)$", s, flags=re.I)
    return (m["p"], m["x"]) if m else ("", s)


def _one_preposition(verb: str, value: str) -> tuple[str, str]:
    """ "lived in" + "in Bremen" → "lived" + "in Bremen": the value's own
    preposition wins over the verb's."""
    ws = verb.split()
    first = value.split()[0].lower() if value.split() else ""
    if len(ws) > 1 and first in _PREPS:
        return " ".join(ws[:-1]), value
    return verb, value


_PREPS = wordset("in at on im am an à a au en de of von aus an")
_FUNCTION = wordset(
    "the his her their its in on at by der die das dem den des sein seine ihr ihre im am "
    "le la les l' son sa ses leur en au el los las su sus en"
)


def _named(who: str) -> bool:
    """A person's name or a noun phrase that holds one (a capital letter that
    does not only begin the sentence)."""
    ws = who.split()
    return 0 < len(ws) <= 6 and any(w[:1].isupper() and w.lower() not in _FUNCTION for w in ws)


def _who(who: str, lang: str) -> str:
    """The person of a possessive: "Karl Brandts" → "Karl Brandt" when the
    genitive -s follows a capitalised name (German); "du mari" → "le mari"."""
    who = who.strip()
    if lang == "de":
        ws = who.split()
        if ws and ws[-1][:1].isupper() and ws[-1].endswith("s") and not ws[-1].endswith("ss"):
            ws[-1] = ws[-1][:-1]
        who = " ".join(ws)
    if lang == "fr":
        who = re.sub(r"^du\s", "le ", who)
        who = re.sub(r"^des\s", "les ", who)
    if lang == "es":
        who = re.sub(r"^del\s", "el ", who)
    return who[:1].upper() + who[1:]
