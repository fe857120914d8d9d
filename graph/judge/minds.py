"""A person's stances and feelings toward a thing or a person: supported or
opposed the strike, was for or against the railway, loved or hated the sea
or her father, a royalist or a republican; opposite stances on the same
thing at times that meet contradict, a hedged opposite ("had doubts about",
"was not fond of") is in tension, another time is a change of mind.

Hand-written, small and per language (no offline library lists the verbs of
taking a side or of feeling across the five languages, nor maps "strike",
"Streik", "grève", "huelga" and "забастовка" to one thing): the words of
supporting and opposing, of loving and hating, of doubt, the two political
camps, the words of a lifelong stance and of a restriction, the fillers of
an object ("the building of", "from the start") and a few objects of
stances named in every language. What a stance is about is read from the
statement's remaining content words: the entities it names, the kin it
names (`kinship.term`), the listed objects and the other lemmas."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, kinship
from semnet.graph.judge.abilities import about_person
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.nouns import concept_of
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.values import TimeValue

SLOTS = frozenset({"stance"})

# (kind, polarity, strength) -> language -> pattern over the folded text
_CUES: dict[tuple[str, str, str], dict[str, str]] = {
    ("side", "+", "strong"): {
        "en": r"\b(?:supported|supports|backed|championed|champion|campaigned (?:\w+ )?for|"
              r"(?:was|were) (?:all |always |firmly |strongly )?for|in favou?r of|"
              r"spoke (?:out|up) for|argued for|fought for|voted for)\b",
        "de": r"\b(?:unterstutzt\w*|befurwortet\w*|stand (?:\w+ )?hinter|"
              r"setzte sich (?:\w+ ){0,6}?fur|trat (?:\w+ ){0,6}?fur|"
              r"war (?:\w+ )?(?:stets |immer |entschieden |sehr )?fur"
              r"(?!(?: \w+){1,4} (?:verantwort|"
              r"zustandig|bekannt|beruhmt))|"
              r"kampfte (?:\w+ )?fur|stimmte (?:\w+ )?fur)\b",
        "fr": r"\b(?:soutenait|soutint|a soutenu|appuyait|appuya|etait (?:\w+ )?pour|"
              r"en faveur d\w*|favorable a|milita(?:it)? pour|se battit pour|vota pour)\b",
        "es": r"\b(?:apoyaba|apoyo|respaldaba|respaldo|a favor d\w*|defendia|defendio|"
              r"lucho por|voto a favor)\b",
        "ru": r"(?:\bподдерживал\w*|\bподдержал\w*|"
              r"\bбыл\w* (?:\w+ )?за\b(?! (?:границ|рубеж|город|стол|рек|работ|муж|дом|реш)\w*)|"
              r"\bвыступал\w* за\b|"
              r"\bратовал\w* за\b|\bголосовал\w* за\b)",
    },
    ("side", "-", "strong"): {
        "en": r"\b(?:opposed|opposes|(?:was|were) (?:all |always |firmly |strongly )?against|"
              r"campaigned (?:\w+ )?against|"
              r"spoke (?:\w+ )?against|fought (?:\w+ )?against|voted against|argued against)\b",
        "de": r"\b(?:war (?:\w+ )?(?:stets |immer |entschieden |sehr )?gegen|"
              r"kampfte (?:\w+ )?gegen|bekampfte|"
              r"sprach sich (?:\w+ ){0,4}?gegen|stimmte (?:\w+ )?gegen|lehnte (?:\w+ ){1,6}?ab)\b",
        "fr": r"\b(?:s.opposait|s.opposa|s.est oppose\w*|etait (?:\w+ )?contre|"
              r"milita(?:it)? contre|combattit|combattait|vota contre)\b",
        "es": r"\b(?:se oponia|se opuso|(?:estaba|estuvo) (?:\w+ )?(?:en )?contra|"
              r"en contra d\w*|lucho contra|voto en contra)\b",
        "ru": r"(?:\bбыл\w* (?:\w+ )?против\b|\bвыступал\w* против\b|\bголосовал\w* против\b|"
              r"\bборол\w* против\b|\bпротивил\w*)",
    },
    ("side", "-", "weak"): {
        "en": r"\b(?:had (?:\w+ )?(?:doubts|misgivings|reservations) about|"
              r"(?:was|were) (?:\w+ )?sceptical|(?:was|were) (?:\w+ )?skeptical|doubted)\b",
        "de": r"\b(?:bedenken gegen|zweifel an|zweifelte an|skeptisch)\b",
        "fr": r"\b(?:des doutes sur|doutait de|sceptique|des reserves sur)\b",
        "es": r"\b(?:dudas sobre|dudaba de|esceptic[oa]|reservas sobre)\b",
        "ru": r"(?:\bсомневал\w*|\bсомнения\b|\bскептически\b)",
    },
    ("feel", "+", "strong"): {
        "en": r"\b(?:loved|loves|adored|adores|cherished|worshipped|doted on|devoted to|"
              r"(?:was|were) (?:\w+ )?fond of|(?:great |ardent )?lover of)\b",
        "de": r"\b(?:liebte|vergotterte|verehrte|schwarmte fur)\b",
        "fr": r"\b(?:aimait|adorait|cherissait|idolatrait|venerait)\b",
        "es": r"\b(?:amaba|adoraba|queria mucho|idolatraba|veneraba)\b",
        "ru": r"(?:\bлюбил\w*|\bобожал\w*|\bбоготворил\w*)",
    },
    ("feel", "-", "strong"): {
        "en": r"\b(?:hated|hates|loathed|detested|despised|abhorred|could not stand)\b",
        "de": r"\b(?:hasste|hasst|verabscheute|konnte (?:\w+ ){0,3}?nicht ausstehen)\b",
        "fr": r"\b(?:detestait|haissait|hait|execrait|abhorrait|avait (?:\w+ )?horreur d\w*|"
              r"avait (?:\w+ )?en horreur)\b",
        "es": r"\b(?:odiaba|detestaba|aborrecia|odio|tenia horror a\w*)\b",
        "ru": r"(?:\bненавидел\w*|\bтерпеть не мог\w*)",
    },
    ("feel", "-", "weak"): {
        "en": r"\b(?:disliked|(?:was|were) not (?:\w+ )?fond of|did not (?:much )?care for|"
              r"had little love for)\b",
        "de": r"\b(?:mochte (?:\w+ ){0,3}?nicht|konnte (?:\w+ )?wenig anfangen)\b",
        "fr": r"\b(?:n.appreciait (?:guere|pas)|n.aimait (?:guere|pas beaucoup|pas trop))\b",
        "es": r"\b(?:no (?:era|estaba) (?:muy )?aficionad[oa]|no le gustaba (?:mucho)?)\b",
        "ru": r"(?:\bнедолюбливал\w*|\bне очень любил\w*|\bне жаловал\w*)",
    },
    ("camp", "+", "strong"): {  # the monarchy
        "en": r"\b(?:royalist|monarchist)\b",
        "de": r"\b(?:royalist\w*|monarchist\w*)\b",
        "fr": r"\b(?:royaliste|monarchiste)\b",
        "es": r"\b(?:monarquic[oa]|realista|monarquista)\b",
        "ru": r"(?:\bмонархист\w*|\bроялист\w*)",
    },
    ("camp", "-", "strong"): {  # the republic
        "en": r"\b(?:republican)\b",
        "de": r"\b(?:republikaner\w*)\b",
        "fr": r"\b(?:republicain\w*)\b",
        "es": r"\b(?:republican[oa])\b",
        "ru": r"(?:\bреспубликан\w*)",
    },
}  # fmt: skip


# a denial before a cue ("did not support", "war nie gegen"): no claim
_NEG = re.compile(r"\b(?:not|never|nicht|nie|pas|jamais|no|nunca|не|ни)\s+(?:\w+\s+)?$")
# a passive before a cue: someone else's feeling
_PASSIVE = re.compile(r"\b(?:was|were|is|are|been|be)\s+(?:\w+ly\s+)?$")
# a stance for life
_LIFELONG = {
    "en": r"\b(?:all (?:his|her|their) life|lifelong|from the (?:start|first|outset)|always)\b",
    "de": r"\b(?:zeitlebens|(?:sein|ihr) leben lang|von anfang an|stets|immer)\b",
    "fr": r"\b(?:toute sa vie|depuis le debut|des le debut|toujours)\b",
    "es": r"\b(?:toda su vida|desde el principio|siempre)\b",
    "ru": r"(?:всю жизнь|с самого начала|с начала|всегда)",
}
# a restriction ("only in private", "только летом", "salvo en Navidad")
_ONLY = {
    "en": r"\b(?:only|except|but not)\b",
    "de": r"\b(?:nur|ausser|ausgenommen)\b",
    "fr": r"\b(?:seulement|sauf|excepte|ne \w+ qu)\b",
    "es": r"\b(?:solo|solamente|salvo|excepto|menos)\b",
    "ru": r"(?:\bтолько\b|\bкроме\b|\bлишь\b)",
}
# words after which a statement restricts or concedes, no longer naming the thing
_BUT = words(
    "only except though although but nur ausser außer obwohl aber seulement sauf "
    "mais bien solo salvo excepto pero aunque только кроме но хотя лишь"
)
# a season after "in" restricts a stance ("loved Paris in spring"); alone it is
# the thing ("hated the winter")
_SEASONS = (
    "spring summer autumn winter fruhling fruhjahr sommer herbst printemps ete automne hiver "
)
_SEASONS += "primavera verano otono invierno"
_SEASON_WORDS = words(_SEASONS)
_IN = words("in im au en")
_SEASON_ADVERBS = words("весной летом осенью зимой")
_SEASON = re.compile(
    r"(?:\b(?:in|im|au|en) (?:the |el )?(?:" + "|".join(_SEASONS.split()) + r")\b)"
    r"|(?:\b(?:весной|летом|осенью|зимой)\b)"
)
# words of an object that say nothing of which thing it is
_FILLER = words(
    "start outset first beginning always ardent ardently committed convinced fervent "
    "staunch strict tireless tirelessly eager eagerly most great greatly grave "
    "deeply very much building construction plan plans scheme idea proposal new bau "
    "plan plane idee anfang uberzeugt glühend gluhend glühende sehr besonders stets "
    "immer tief construction projet idee debut convaincu ardent fervent beaucoup "
    "toujours tres guere construccion proyecto idea principio convencido ferviente "
    "siempre muy mucho строительство проект идея начало убежденный убежденная "
    "горячий горячо очень всегда самый сам"
)
# verbs of being and having, per language (German "war" is no war)
_COPULAS = {
    lang: frozenset(fold(w) for w in ws.split())
    for lang, ws in {
        "en": "be was were is have had",
        "de": "sein war ist haben hatte",
        "fr": "etre etait est avoir avait",
        "es": "ser estar era estaba fue tener tenia",
        "ru": "быть был была были иметь",
    }.items()
}
# objects of stances in the five languages: concept -> nouns (folded lemmas)
_OBJECTS = {
    "strike": "strike streik greve huelga забастовка стачка",
    "railway": "railway railroad eisenbahn bahn chemin_de_fer ferrocarril железный_дорога",
    "sea": "sea meer mer mar море",
    "war": "war krieg guerre guerra война",
    "monarchy": "monarchy king monarchie konig monarchie roi monarquia rey монархия царь",
    "republic": "republic republik republique republica республика",
    "suffrage": "suffrage vote wahlrecht stimmrecht droit_de_vote sufragio voto "
    "избирательный_право",
    "mountains": "mountains mountain berge gebirge montagne montana горы",
    "city": "city town stadt ville ciudad город",
    "reform": "reform reform reforme reforma реформа",
}
_OBJECT = {fold(w): c for c, ws in _OBJECTS.items() for w in ws.split()}
_PHRASES = {tuple(k.split("_")): c for k, c in _OBJECT.items() if "_" in k}


@dataclass(frozen=True, slots=True)
class Thing:
    """What a stance or a feeling is about."""

    entities: frozenset[str]
    concepts: frozenset[str]  # listed objects, kin ("kin:parent:m"), nouns of `nouns.py`
    lemmas: frozenset[str]  # the rest, in the statement's language

    def key(self) -> str:
        return "|".join(sorted(self.entities | self.concepts)) + "#" + "|".join(sorted(self.lemmas))

    @staticmethod
    def parse(key: str) -> Thing:
        known, _, rest = key.partition("#")
        parts = [p for p in known.split("|") if p]
        return Thing(
            frozenset(p for p in parts if p.startswith("@")),
            frozenset(p for p in parts if not p.startswith("@")),
            frozenset(p for p in rest.split("|") if p),
        )

    def same(self, other: Thing, one_lang: bool) -> bool:
        if self.entities != other.entities or self.concepts != other.concepts:
            return False
        if not (self.entities or self.concepts or self.lemmas):
            return False
        if one_lang:
            a, b = self.lemmas, other.lemmas
            return a == b or len(a & b) * 2 >= max(len(a), len(b))
        # across languages the leftover words cannot be compared; a thing named
        # only by them is not compared at all
        return bool(self.entities or self.concepts) and bool(self.lemmas) == bool(other.lemmas)


@functools.lru_cache(maxsize=8)
def _vocab(lang: str) -> tuple[str, ...]:
    """The literal words of the cue patterns of a language (stems included)."""
    text = " ".join(t.get(lang, "") for t in _CUES.values())
    return tuple(
        sorted(
            {w for w in re.findall(r"[^\W\d_]{2,}", text.replace(r"\w", " ").replace(r"\b", " "))}
        )
    )


def _is_cue(word: str, lang: str) -> bool:
    return any(word == v or (len(v) >= 4 and word.startswith(v)) for v in _vocab(lang))


@functools.lru_cache(maxsize=8)
def _any(lang: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{t[lang]})" for t in _CUES.values() if lang in t))


def _lemma(t_lem: tuple[str, ...]) -> str:
    return t_lem[1] if len(t_lem) > 1 else t_lem[0]


def thing(r: Read, skip: set[str], main: str) -> Thing:
    """What a statement is about besides its subject: the content words
    outside the cue words `skip` and the subject's name."""
    own = {i for s, e, ent in r.mentions() if f"@{ent}" == main for i in range(s, e)}
    named = {i for s, e, _ in r.mentions() for i in range(s, e)}
    ents = {f"@{ent}" for _, _, ent in r.mentions() if f"@{ent}" != main}
    stop = cues.STOPWORDS.get(r.lang, frozenset())
    concepts: set[str] = set()
    lemmas: set[str] = set()
    words = [(i, t) for i, t in enumerate(r.toks) if t.kind == "w" and i not in named]
    lems = [_lemma(t.lem) for _, t in words]
    taken: set[int] = set()
    for phrase, named_by in _PHRASES.items():  # "chemin de fer", "железная дорога"
        n = len(phrase)
        for k in range(len(words) - n + 1):
            if (
                tuple(lems[k : k + n]) == phrase
                or tuple(t.f for _, t in words[k : k + n]) == phrase
            ):
                concepts.add(named_by)
                taken.update(range(k, k + n))
    for k, (i, t) in enumerate(words):
        if t.f in _BUT or (t.f in _SEASON_WORDS and k and words[k - 1][1].f in _IN):
            break  # "…, though only in private", "in winter": a restriction, not the thing
        if t.f in _SEASON_ADVERBS:
            break  # "летом", "зимой"
        if k in taken or i in own or t.f in skip or t.f in stop or not t.f.isalpha():
            continue
        lem = lems[k]
        if lem in _FILLER or t.f in _FILLER or lem in _COPULAS.get(r.lang, ()):
            continue
        if _is_cue(t.f, r.lang) or _is_cue(lem, r.lang):
            continue
        term = kinship.term(t.lem)
        concept: str | None = _OBJECT.get(lem) or _OBJECT.get(t.f) or concept_of(lem, r.lang)
        if term is not None:
            concepts.add(f"kin:{term[0]}:{term[1]}")
        elif concept is not None:
            concepts.add(concept)
        else:
            lemmas.add(lem)
    concepts.discard("")
    return Thing(frozenset(ents), frozenset(concepts), frozenset(lemmas))


def claims(r: Read) -> list[Claim]:
    """The stances and feelings a statement gives its person."""
    if r.lang not in _LIFELONG or not _any(r.lang).search(r.folded):
        return []
    aimed = about_person(r)
    if aimed is None:
        return []
    r = aimed
    text = r.folded
    found: list[tuple[str, str, str, re.Match[str]]] = []
    for (kind, pol, strength), table in sorted(_CUES.items(), key=lambda kv: kv[0][2] != "weak"):
        for m in re.finditer(table.get(r.lang, r"$^"), text):
            if kind != "camp" and _NEG.search(text[: m.start()]):
                continue
            if _PASSIVE.search(text[: m.start()]):
                continue  # "was loved by her pupils": their feeling, not hers
            if any(m.start() < x.end() and x.start() < m.end() for *_, x in found):
                continue  # "was not fond of" is weak, not "fond of"
            found.append((kind, pol, strength, m))
    if not found or len({(k, p) for k, p, _, _ in found}) > 1:
        return []  # one stance a statement: "loved X but hated Y" is not read
    kind, pol, strength, _ = found[0]
    skip = {w for *_, m in found for w in re.findall(r"\w+", m.group(0)) if _is_cue(w, r.lang)}
    skip |= {w for w in re.findall(r"\w+", " ".join(re.findall(_LIFELONG[r.lang], text)))}
    what = Thing(frozenset(), frozenset({"regime"}), frozenset())
    if kind != "camp":
        what = thing(r, skip, r.main.key)
        if not (what.entities or what.concepts or what.lemmas):
            return []
    life = re.search(_LIFELONG[r.lang], text) is not None
    restricted = re.search(_ONLY[r.lang], text) is not None or _SEASON.search(text) is not None
    return [
        r.claim(
            "stance",
            status=f"{kind}:{pol}:{strength}",
            anchor=what.key(),
            time=None if life else r.when,
            never=life,
            restricted=restricted,
        )
    ]


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot or not ca.status or not cb.status:
        return None
    ka, pa, sa = ca.status.split(":")
    kb, pb, sb = cb.status.split(":")
    if ka != kb:
        return None  # "supported her father" / "hated her father": not one scale
    ta, tb = Thing.parse(ca.anchor or ""), Thing.parse(cb.anchor or "")
    if not ta.same(tb, ca.lang == cb.lang):
        return None
    if not (ca.never or cb.never) and not _meet(ca.time, cb.time):
        return None  # another time: a change of mind
    what = ca.clause if len(ca.clause) < 60 else "the same thing"
    if pa == pb:
        if ca.restricted != cb.restricted:
            q = "a" if ca.restricted else "b"
            why = f"{ca.label}: the same stance, restricted on one side"
            return Finding(Stance.QUALIFIES, why, 0.6, "stance", q)
        if sa == sb or ka == "feel":
            return Finding(Stance.AGREES, f"{ca.label}: the same stance ({what})", 0.65, "stance")
        return None
    if ca.restricted or cb.restricted:
        return None
    why = f"{ca.label}: opposite stances: “{ca.clause}” vs “{cb.clause}”"
    dated = (ca.time is None, cb.time is None)
    if "weak" in (sa, sb) or (dated[0] != dated[1] and not (ca.never or cb.never)):
        return Finding(Stance.IN_TENSION, why, 0.55, "stance")
    return Finding(Stance.CONTRADICTS, why, 0.75, "stance")


def _meet(ta: TimeValue | None, tb: TimeValue | None) -> bool:
    """No date on one side, or years that meet."""
    return ta is None or tb is None or ta.overlaps(tb)
