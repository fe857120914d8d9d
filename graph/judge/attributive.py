"""A value given attributively, inside a noun phrase, said again as the plain
predicative sentence the slot readers read: "the red-haired Anna Pell" adds
"Anna Pell was red-haired.", "die verwitwete Greta" "Greta war verwitwet.",
"l'aveugle Yves" "Yves était aveugle.", "the 30-metre Lanyon Tower" "Lanyon
Tower is 30 metres high.", "le manoir en pierre de Kerlaz" "Manoir de Kerlaz
était en pierre."; a person's attribute that belongs to another noun
("married a blue-eyed fisherman", "une fille aux yeux bleus", "the blind
organist's son") is taken out, for it says nothing of the statement's own
person; a former state ("the once wooden church") is left to `kinds.py`.

Hand-written, small and per language (no offline library tells which noun an
adjective belongs to): the attribute words of a person (colour compounds,
widowed, unmarried, childless, blind) and of a thing (its material, its
height in metres or feet), the copulas and determiners that tell a predicate
noun phrase and an apposition, and the sentence each attribute is said in.
pymorphy3 gives a Russian adjective's gender and its instrumental form."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import fold, morph_ru

if TYPE_CHECKING:
    from collections.abc import Sequence

    from semnet.graph.manuscript.names import Mention, NameIndex


_TOKEN = re.compile(r"\w+(?:-\w+)*|[^\w\s]")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-ÞА-ЯЁ])")

# a person's attributes before a name (folded)
_PERSON = {
    "en": r"\w+-(?:eyed|haired)|widowed|unmarried|childless|blind",
    "de": r"\w+(?:augig|haarig)\w*|verwitwet\w*|ledig(?:e[nmrs]?)?|unverheiratet\w*"
    r"|kinderlos\w*|blind(?:e[nmrs]?)?",  # not "lediglich", "blindlings"
    "fr": r"veuve|veuf|aveugle|rousse|celibataire",
    "es": r"viud[ao]|ciego|ciega|pelirroj[ao]|solter[ao]|oji(?:azul|negr|verde|gris|morun)\w*",
    "ru": r"рыж\w+|\w+(?:волос|глаз)\w+|вдова|вдовец|овдовевш\w+|незамужн\w+|холост\w+|слеп\w+"
    r"|бездетн\w+",
}
_PERSON_RX = {lang: re.compile(rf"^(?:{rx})$") for lang, rx in _PERSON.items()}
# a Spanish eye colour in one word ("ojiazul"): the colour said with "ojos"
_OJI = {"ojiazul": "azules", "ojinegr": "negros", "ojiverde": "verdes", "ojigris": "grises",
        "ojimorun": "castanos"}  # fmt: skip
# a thing's material before its name, as the noun the predicate takes (Russian
# says the adjective itself, in the instrumental)
_MATERIAL = {
    "en": {"wooden": "wood", "timber": "timber", "granite": "granite", "stone": "stone",
           "brick": "brick", "marble": "marble", "iron": "iron", "cast-iron": "cast iron"},
    "de": {"holzern": "Holz", "steinern": "Stein", "eisern": "Eisen", "backsteinern": "Backstein"},
    "ru": {"деревянн": "", "каменн": "", "кирпичн": "", "бревенчат": "", "мраморн": ""},
}  # fmt: skip
# "once", "einst", "autrefois": a former state, no claim of today's
FORMER = words(
    "once formerly einst einstmals ehemals autrefois jadis antes antiguamente "
    "некогда когда-то прежде"
)
# a height before a tall thing's name ("the 30-metre Lanyon Tower", "тридцатиметровая башня")
_HEIGHT_EN = re.compile(r"^(\d+)-(metre|meter|foot|feet)$")
_HEIGHT_RU = re.compile(r"^(\w+?)метров\w+$")
_TALL = re.compile(r"tower|spire|steeple|mast|chimney|lighthouse|turm|tour|torre|башн|колокольн")
_COP = {"en": "was", "de": "war", "fr": "était", "es": "era"}
# copulas and determiners: "was a blue-eyed girl" is said of the subject
_COPULAS = words(
    "is was were ist war waren est etait fut es era fue был была было были являлся являлась"
)
_DETS = words(
    "a an the ein eine einen einer eines einem der die das des dem un une "
    "le la les l el los las una"
)
# the words that open a noun phrase before its adjective ("a blue-eyed fisherman")
_OPENERS = _DETS | words(
    "his her their its my our this that these those sein seine seinen "
    "seiner seines ihr ihre ihren ihrer ihres den dem"
)
# words after a colour compound that are no head noun ("blue-eyed and tall")
_NOT_HEAD = words("and or but like as with in at from to of who that was is had by")
# a colour of eyes or hair after its preposition ("aux yeux bleus", "de ojos verdes")
_POSTPOSED = {
    "en": r"\bwith (?:\w+ )?(?:eyes|hair)\b",
    "de": r"\bmit \w+ (?:Augen|Haaren)\b",
    "fr": r"\baux (?:yeux|cheveux) \w+",
    "es": r"\bde (?:(?:los|el) )?(?:ojos|pelo|cabello) \w+",
    "ru": r"\bс \w+ (?:глазами|волосами)\b",
}
_LANGS = frozenset(_COP) | {"ru"}


def plain(text: str, lang: str, names: NameIndex | None) -> str:
    """The statement with each attributive value also said as a sentence of
    its own, and another noun's colour of eyes or hair taken out."""
    if names is None or lang not in _LANGS:
        return text
    return " ".join(_sentence(p, lang, names) for p in _SENTENCE.split(text))


def _sentence(s: str, lang: str, names: NameIndex) -> str:
    s, inner = _inside_name(s, lang, names)
    s = _ru_material_np(s, lang)
    toks = list(_TOKEN.finditer(s))
    words = [m.group() if m.group()[0].isalnum() else "" for m in toks]
    mentions = names.find_all(words, lang)
    cut: list[tuple[int, int]] = []
    said: list[str] = []
    first = mentions[0].start if mentions else -1
    ahead: list[str] = []  # said of a name the sentence does not open with: said first
    for m in mentions:
        e = m.entity
        if e is None:
            continue
        if lang == "ru" and any(_genitive(w) for w in words[m.start : m.end] if w):
            continue  # "Вдова Петра Штерна": his widow, no attribute of his
        kind = names.kind(e)
        label = names.label(e)
        lines: list[str] = []
        k = m.start - 1
        while k >= 0 and words[k]:
            line = _before_name(fold(words[k]), words[k], lang, kind, label)
            if line is None:
                break
            if k > 0 and fold(words[k - 1]) in FORMER:
                break  # "the once wooden church": a former state
            cut.append((toks[k].start(), toks[k].end()))
            if not _possessed(words, m, lang):  # "the red-haired Tomas's sister" is hers
                lines.append(line)
            k -= 1
        if k < m.start - 1:
            _article(toks, words, k, cut, lang)
        elif (
            lang == "ru" and k >= 1 and [fold(w) for w in words[k - 1 : k + 1]] == ["без", "детеи"]
        ):
            cut.append((toks[k - 1].start(), toks[k].end()))  # "Бездетный Пётр" (`ru_forms`)
            lines.append(f"{label} {'была' if _female(e, names) else 'был'} без детей.")
        opens = m.start == first and all(
            _cut_or_article(t, words[i], cut) for i, t in enumerate(toks[: m.start])
        )
        (said if opens else ahead).extend(lines)
    ahead += _foreign_compounds(toks, words, mentions, lang, names, cut)
    ahead += _postposed(s, toks, words, mentions, lang, names, cut)
    said += inner
    if not cut and not said and not ahead:
        return s
    for start, end in sorted(set(cut), reverse=True):
        s = s[:start] + s[end:]
    s = re.sub(r"\s+(?=[.,;])", "", re.sub(r"\s{2,}", " ", s)).strip()
    if any(start == 0 for start, _ in cut):  # "The red-haired Anna" → "Anna"
        s = s[:1].upper() + s[1:]
    s = s if s[-1:] in ".!?;" else s + "."
    return " ".join([*ahead, s, *said])


def _article(
    toks: Sequence[re.Match[str]],
    words: Sequence[str],
    k: int,
    cut: list[tuple[int, int]],
    lang: str,
) -> None:
    """The article left before a name once its attributes are out ("The
    red-haired Anna" → "Anna", "l'aveugle Yves" → "Yves"; not a German
    genitive's: "die Schwester des rothaarigen Karl")."""
    if k >= 0 and words[k] and fold(words[k]) in _DETS and (lang != "de" or k == 0):
        cut.append((toks[k].start(), toks[k].end()))
    elif k >= 1 and toks[k].group() in ("'", "’") and fold(words[k - 1]) == "l":
        cut.append((toks[k - 1].start(), toks[k].end()))


# a material between a thing's noun and the rest of its name ("le manoir en
# pierre de Kerlaz", "la casa de piedra de los Ortega")
_INSIDE = {
    "fr": re.compile(
        r"\s(en|de) (pierre|bois|brique|briques|granit|marbre)(?= (?:de|du|des|d')\b|(?= d'))"
    ),
    "es": re.compile(r"\s(de) (piedra|madera|ladrillo|granito|mármol|adobe)(?= (?:de|del)\b)"),
}


def _inside_name(s: str, lang: str, names: NameIndex) -> tuple[str, list[str]]:
    """A material phrase that splits a thing's name taken out of it and said
    of the thing ("Le manoir en pierre de Kerlaz brûla" → "Le manoir de
    Kerlaz brûla. Le manoir de Kerlaz était en pierre.")."""
    rx = _INSIDE.get(lang)
    m = rx.search(s) if rx is not None else None
    if m is None:
        return s, []
    out = s[: m.start()] + s[m.end() :]
    toks = list(_TOKEN.finditer(out))
    words = [t.group() if t.group()[0].isalnum() else "" for t in toks]
    for hit in names.find_all(words, lang):
        e = hit.entity
        if e is None or names.kind(e) != "glossary" or hit.end >= len(toks):
            continue
        if toks[hit.start].start() < m.start() < toks[hit.end - 1].end():
            return out, [f"{names.label(e)} {_COP[lang]} {m[1]} {m[2]}."]
    return s, []


def _cut_or_article(t: re.Match[str], word: str, cut: list[tuple[int, int]]) -> bool:
    """A word before a name that is no subject of its own: cut, an article."""
    return (t.start(), t.end()) in cut or not word or fold(word) in _DETS


def _female(e: str, names: NameIndex) -> bool:
    from semnet.graph.manuscript.names import _gender

    ent = names.entities.get(e)
    return ent is not None and _gender(ent) == "femn"


def _genitive(raw: str) -> bool:
    """A Russian name in the genitive and not the nominative ("Петра", not
    "Анна"): an owner after its noun, not a name the noun is said of."""
    tags = [p.tag for p in morph_ru().parse(raw.lower())]
    return any("gent" in t for t in tags) and not any("nomn" in t for t in tags)


def _possessed(words: Sequence[str], m: Mention, lang: str) -> bool:
    """ "Tomas Kerr's sister": the name is a possessor, not the head."""
    return (
        lang == "en" and m.end + 1 < len(words) and words[m.end] == "" and words[m.end + 1] == "s"
    )


# "the Riga-born Fritz Amsel": a place before "-born" (not "first-born", "high-born")
_BORN_EN = re.compile(r"^([A-Z][\w']+(?:-[A-Z][\w']+)*)-born$")


def _demonym(word: str) -> bool:
    """ "German-born", "Welsh-born": a nation, not a place (`nations.py`)."""
    from semnet.graph.judge.nations import nation_of

    return nation_of(fold(word)) is not None


def _before_name(w: str, raw: str, lang: str, kind: str | None, label: str) -> str | None:
    """The sentence an attribute before a name says of the named one, if
    it is one."""
    if kind == "character":
        born = _BORN_EN.match(raw) if lang == "en" else None
        if born is not None and not _demonym(born.group(1)):  # "the Riga-born Fritz Amsel"
            return f"{label} was born in {born.group(1)}."
        rx = _PERSON_RX.get(lang)
        if rx is None or not rx.match(w):
            return None
        return _person_line(w, raw, lang, label)
    if kind != "glossary":
        return None
    table = _MATERIAL.get(lang, {})
    mat = (
        table.get(w)
        if lang == "en"
        else next((v for k, v in table.items() if w.startswith(k)), None)
    )
    if mat is not None and lang == "ru":
        return f"{label} {_ru_cop(raw)} {_ru_instr(raw)}."
    if mat is not None and lang == "en":
        return f"{label} was built of {mat}."
    if mat is not None and lang == "de":
        return f"{label} war aus {mat}."
    if _TALL.search(fold(label)) is None:
        return None
    h = _HEIGHT_EN.match(w) if lang == "en" else None
    if h is not None:
        unit = "metres" if h.group(2).startswith("met") else "feet"
        return f"{label} is {h.group(1)} {unit} high."
    h = _HEIGHT_RU.match(w) if lang == "ru" else None
    if h is not None:
        from semnet.graph.judge.numwords import ru_number_word

        n = ru_number_word(h.group(1))
        return f"{label} имеет высоту {n} метров." if n else None
    return None


def _person_line(w: str, raw: str, lang: str, label: str) -> str:
    if lang == "en":
        return f"{label} had no children." if w == "childless" else f"{label} was {w}."
    if lang == "de":
        if w.startswith("kinderlos"):
            return f"{label} hatte keine Kinder."
        stem = re.sub(r"(?:e|en|er|es|em)$", "", raw.lower())
        return f"{label} war {stem}."
    if lang == "es" and w.startswith("oji"):
        colour = next(c for k, c in _OJI.items() if w.startswith(k))
        return f"{label} tenía los ojos {colour}."
    if lang == "ru" and w.startswith("бездетн"):
        return f"{label} {_ru_cop(raw)} без детей."
    if lang == "ru":
        return f"{label} {_ru_cop(raw)} {_ru_instr(raw)}."
    return f"{label} {_COP[lang]} {raw.lower()}."


def _ru_parse(raw: str) -> object:
    return morph_ru().parse(raw.lower())[0]


def _ru_cop(raw: str) -> str:
    tag = _ru_parse(raw).tag  # type: ignore[attr-defined]
    if "plur" in tag:
        return "были"
    return {"femn": "была", "neut": "было"}.get(str(tag.gender), "был")


def _ru_instr(raw: str) -> str:
    p = _ru_parse(raw)
    tag = p.tag  # type: ignore[attr-defined]
    want = {"ablt", "plur"} if "plur" in tag else {"ablt", "sing"}
    if tag.gender and "plur" not in tag:
        want.add(str(tag.gender))
    got = p.inflect(want)  # type: ignore[attr-defined]
    return str(got.word) if got is not None else raw.lower()


# a Russian sentence that opens with a material adjective and its noun
# ("Деревянная церковь в Сосновке сгорела", "Деревянную церковь … освятили")
_RU_MATERIAL_NP = re.compile(
    r"^(?P<adj>(?:деревянн|каменн|кирпичн|бревенчат|мраморн)[а-яё]+)\s+(?P<noun>[а-яё]+)"
    r"\s+(?:в|во|на)\s+[А-ЯЁ]",  # "… церковь в Сосновке": a place's (`nouns.py` reads it)
    re.I,
)


def _ru_material_np(s: str, lang: str) -> str:
    """A Russian sentence that opens with a material adjective and its noun
    ("Деревянная церковь в Сосновке сгорела"): the adjective written small,
    so that the subject's phrase is the noun's (`subjects._np_step` skips an
    uncapitalised material) and `kinds.py` reads it as the subject's."""
    if lang != "ru":
        return s
    m = _RU_MATERIAL_NP.match(s)
    if m is None or "NOUN" not in _ru_parse(m["noun"]).tag:  # type: ignore[attr-defined]
        return s
    return s[:1].lower() + s[1:]


def _colour_compound(w: str, lang: str) -> bool:
    if lang == "es":
        return w.startswith(tuple(_OJI))
    return (
        re.match(r"^\w+?-?(?:eyed|haired|augig\w*|haarig\w*|о?глаз\w+|о?волос\w+)$", w) is not None
    )


def _owner_before(
    at: int, words: Sequence[str], mentions: Sequence[Mention]
) -> tuple[str, Mention | None]:
    """Whose is the noun phrase that ends just before word `at`: "name"
    (a mention ends there), "apposed" (a phrase after "Name,"), "predicate"
    (after a copula), or "other"."""
    ends = {m.end: m for m in mentions}
    if at in ends:
        return "name", ends[at]
    k = at - 1
    steps = 0
    while k >= 0 and words[k] and fold(words[k]) not in _DETS and steps < 4:
        if fold(words[k]) in _COPULAS:
            return "predicate", None
        k, steps = k - 1, steps + 1
    if k >= 0 and words[k] and fold(words[k]) in _DETS:
        k -= 1
    if k >= 0 and words[k] and fold(words[k]) in _COPULAS:
        return "predicate", None
    if k >= 1 and not words[k] and (k in ends):
        return "apposed", ends[k]
    return "other", None


def _foreign_compounds(
    toks: Sequence[re.Match[str]],
    words: Sequence[str],
    mentions: Sequence[Mention],
    lang: str,
    names: NameIndex,
    cut: list[tuple[int, int]],
) -> list[str]:
    """A person's attribute before a noun that is no name ("married a
    blue-eyed fisherman", "the blind organist's son", "женился на голубоглазой
    дочери") or after one ("le fils de l'organiste aveugle", "del organista
    ciego"): another's, taken out; in an apposition ("X, the blind organist,")
    said of the name."""
    starts = {m.start for m in mentions}
    ends = {m.end for m in mentions}
    rx = _PERSON_RX[lang]
    out: list[str] = []
    for k, w in enumerate(words):
        f = fold(w)
        if not w or k + 1 in starts or not (_colour_compound(f, lang) or rx.match(f)):
            continue
        nxt = words[k + 1] if k + 1 < len(words) else ""
        if lang in ("fr", "es") and k >= 2 and k not in ends and _after_noun(words, k, toks):
            cut.append((toks[k].start(), toks[k].end()))  # "l'organiste aveugle"
            continue
        if lang in ("fr", "es") or not nxt or not _head_noun(nxt, lang):
            continue  # "was blue-eyed, like …", "blue-eyed and tall"
        if lang != "ru" and (k == 0 or fold(words[k - 1]) not in _OPENERS):
            continue  # "remained unmarried all her life": no noun phrase of its own
        who, m = _owner_before(k, words, mentions)
        if who == "predicate":
            continue
        if who == "apposed" and m is not None and m.entity is not None:
            if names.kind(m.entity) == "character":
                out.append(_person_line(f, w, lang, names.label(m.entity)))
        cut.append((toks[k].start(), toks[k].end()))
    return out


def _after_noun(words: Sequence[str], k: int, toks: Sequence[re.Match[str]]) -> bool:
    """A French or Spanish adjective right after a common noun that follows
    its article ("l'organiste aveugle", "del organista ciego"; not "…,
    murió soltero": a comma is no elided article)."""
    noun, det = words[k - 1], fold(words[k - 2] or toks[k - 2].group())
    return (
        noun.isalpha()
        and noun.islower()
        and noun not in _NOT_HEAD
        and (det in _DETS or det in ("'", "del", "al", "du", "au"))
        and fold(noun) not in _COPULAS
    )


def _head_noun(w: str, lang: str) -> bool:
    if lang == "de":
        return w[:1].isupper()
    if lang == "ru":
        return "NOUN" in _ru_parse(w).tag  # type: ignore[attr-defined]
    return w[:1].islower() and w.isalpha() and w not in _NOT_HEAD


def _postposed(
    s: str,
    toks: Sequence[re.Match[str]],
    words: Sequence[str],
    mentions: Sequence[Mention],
    lang: str,
    names: NameIndex,
    cut: list[tuple[int, int]],
) -> list[str]:
    """ "une fille aux yeux bleus" (another's: taken out), "X, un grand
    gaillard aux yeux verts" (X's), "Yves aux yeux bleus" (Yves's)."""
    out: list[str] = []
    first = mentions[0].start if mentions else -1
    for pm in re.finditer(_POSTPOSED[lang], s):
        at = next((i for i, t in enumerate(toks) if t.start() == pm.start()), None)
        if at is None or at == 0:
            continue
        who, m = _owner_before(at, words, mentions)
        if who == "predicate" or (who == "name" and m is not None and m.start == first == 0):
            continue
        if who in ("name", "apposed") and m is not None and m.entity is not None:
            if names.kind(m.entity) == "character":
                cop = _COP.get(lang) or ("был" if lang == "ru" else "was")
                out.append(f"{names.label(m.entity)} {cop} {pm.group()}.")
        cut.append((pm.start(), pm.end()))
    return out


# words that open another noun phrase inside a predicate ("a house with a wooden roof")
_OTHER_NP = words("with of near mit von bei avec a au aux pres con cerca с у около")


def predicate_np(words: Sequence[str], k: int) -> bool:
    """Folded words[k] is inside the noun phrase a copula gives its subject,
    after adjectives ("was a rambling wooden house", "war ein stattlicher
    Fachwerkbau", "était une vaste bâtisse en bois")."""
    for j in range(k - 1, max(-1, k - 6), -1):
        if words[j] in _COPULAS:
            between = words[j + 2 : k]
            return j + 1 < k and words[j + 1] in _DETS and not any(w in _OTHER_NP for w in between)
    return False


_FORMER_RX = re.compile(
    r"\b(?:"
    + "|".join(sorted(FORMER, key=len, reverse=True))
    + r")\s+(?:(?:en|de|aus|of|из)\s+)?([\w-]+)"
)


def former(folded: str) -> str | None:
    """The word of a state the statement says was once so ("the once wooden
    church", "die einst hölzerne Kirche", "autrefois en bois", "antes de
    madera", "некогда деревянную"): a former state, not today's."""
    m = _FORMER_RX.search(folded)
    return m.group(1) if m is not None else None
