"""A note called by its kind or its role: a definite noun-phrase subject that
is the kind of exactly one note of the workspace is that note. "The church"
(or "die Kirche", "l'église", "la iglesia", "церковь") is the place note "St
Mary's Church", "Marienkirche", "Église Saint-Yves", "Iglesia de San Juan"
or "Покровская церковь"; "the lighthouse" is "Kerlaz Lighthouse" and "le
phare" too; "the captain" is the character "Captain Hale" ("Kapitän Voss");
"the brig" is the glossary note "Hope" whose alias is "the brig Hope"; "the
mill at Trewint" is "Trewint Mill"; "le Français" (or "den Franzosen", "el
francés") is the one character called "the Frenchman" in any language
(since round 20, by `nations.nation_of`).

A note's kind is the head noun of one of its names when that noun is a listed
building or work (`nouns.py`): the last word in English ("Kerlaz
Lighthouse"), the first in French and Spanish ("Phare de Kerlaz", "Posada
del Sol"), either in German ("Schloss Wendorf", "Hollerbecker Mühle") or the
last part of a compound ("Marienkirche"), the noun after its adjective in
Russian ("Северный маяк"); or a role title before a person's name
("Captain Hale", "Dr Weber", "veuve Kerbrat"); or the word an alias adds to
another of the note's names ("the brig Hope"). Two notes of one kind resolve
nothing; an indefinite or quantified phrase ("a church", "every mill"), a
plural ("the churches") and a phrase of more words ("the church tower", "the
church in Bodmin", "the lighthouse keeper") are not the note.

Since round 24 a note is also called by its own words: a noun phrase with a
capitalised word of one place or glossary note's name of several words, in
any script and inflection ("le feu de Kerbastic", "«Вестербю»"), and a
claim's noun phrase made only of words of one note's names ("sa compagnie
baleinière" of "la compagnie baleinière Brandt"); a German compound ending
in a kind ("die kleine Holzkirche") is that kind.
"""

from __future__ import annotations

import itertools
import re
import weakref
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.cues import words
from semnet.graph.judge.honorifics import ALL_TITLES
from semnet.graph.judge.nations import nation_of
from semnet.graph.judge.nouns import EPITHETS, compound_kind, is_thing, kind_of, np_key, plain_key
from semnet.graph.judge.people import CALLINGS, PERSONS
from semnet.graph.judge.relations import as_relation, concept
from semnet.graph.manuscript.names import (
    WORD,
    NameIndex,
    best_lemma,
    fold,
    morph_ru,
    name_word_keys,
)

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.subjects import Subject
    from semnet.graph.judge.text import Segment, Tok

# marks of a firm's name ("& Sons", "& Co.", "GmbH", "Hijos de", "et Fils", "Торговый дом"):
# a firm is a company (since round 44, here: `thingnames.py` calls it "the firm" too)
FIRM_MARKS = re.compile(
    r"(&|\b(?:and|und|et|y)\s+(?:sons?|co|cie|cía|fils|frères|söhne|hijos|hermanos)\b|"
    r"\b(?:ltd|limited|plc|inc|gmbh|ag|kg|s\.\s?a|sarl|cie|cía)\b\.?|"
    r"^(?:hijos|hermanos|herederos)\s+de\b|\bfils\b|\bfrères\b|\bsöhne\b|\bgebrüder\b|"
    r"товарищество|торговый\s+дом|компания|братья|reederei|firma)",
    re.IGNORECASE,
)
_LANGS = ("en", "fr", "de", "es", "ru")
_ARTICLES = cues.ARTICLES | words("lo")  # and the Spanish neuter "lo" ("lo alto")
# indefinite articles and quantifiers: "a brig sank", "every mill" is some
# brig, any mill, not the note
_INDEFINITE = words(
    "a an ein eine einen einem einer un une una uno unos unas every each any some another "
    "jede jeder jedes jeden manche chaque tout toute quelque autre cada algun alguna otro otra "
    "каждый каждая каждое любой любая другой другая некий некая одна один"
)
# Role titles before a person's name that name the role the person is called
# by ("Captain Hale": the captain); not titles of address ("Mr") nor kin
# ("Father Hugh" is no father). No library lists them.
_ROLE_TITLES = {
    "en": "doctor professor reverend vicar rector",
    "de": "doktor professor",
    "fr": "docteur professeur abbé curé doctoresse",
    "es": "doctor profesor cura doctora",
    "ru": "доктор профессор священник",
}
# the callings and titles that name one concept in every language (the rest of
# the role titles; since round 23 cook, keeper, pastor, teacher, engineer, mayor):
# en | fr | de | es | ru
_CALLINGS_ACROSS = [
    "cook | cuisinier | koch | cocinero | повар",
    "keeper | gardien | wärter | farero | смотритель",
    "pastor | pasteur | pastor pfarrer | pastor | пастор",
    "teacher | instituteur | lehrer | maestro | учитель",
    "engineer | ingénieur | ingenieur | ingeniero | инженер",
    "mayor | maire | bürgermeister | alcalde | ",
    "captain | capitaine | kapitän | capitán | капитан",
    "widow | veuve | witwe | viuda | вдова",
]
# a calling's folded word -> (language, word) of the concept in every language
_ACROSS: dict[str, list[tuple[str, str]]] = {}
for _row in _CALLINGS_ACROSS:
    _pairs = [(lang, w) for lang, ws in zip(_LANGS, _row.split("|"), strict=True)
              for w in ws.split()]  # fmt: skip
    for _lang, _w in _pairs:
        _ACROSS[fold(_w)] = _pairs
_ROLES = {
    lang: words(ws) | words(" ".join(w for ps in _ACROSS.values() for c, w in ps if c == lang))
    for lang, ws in _ROLE_TITLES.items()
}
_SHORT = {"capt": "captain", "dr": "doctor", "prof": "professor", "rev": "reverend"}
_SHORT_IN = {"de": {"doctor": "doktor"}, "fr": {"doctor": "docteur", "professor": "professeur"},
             "es": {"captain": "capitán", "professor": "profesor"}}  # fmt: skip
_CACHE: weakref.WeakKeyDictionary[NameIndex, dict[str, str | None]] = weakref.WeakKeyDictionary()
# per names: each note → the words of its names, and each word → the notes with it
_KIND_CACHE: weakref.WeakKeyDictionary[NameIndex, dict[str, frozenset[str]]] = (
    weakref.WeakKeyDictionary()
)
_ALIAS_CACHE: weakref.WeakKeyDictionary[
    NameIndex, tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]
] = weakref.WeakKeyDictionary()
_WORD_CACHE: weakref.WeakKeyDictionary[NameIndex, dict[str, str | None]] = (
    weakref.WeakKeyDictionary()
)


def _keys(parts: list[str], cyrillic: bool) -> set[str]:
    """The noun-phrase keys a phrase of kind words (and places) may get."""
    langs = ("ru",) if cyrillic else _LANGS[:4]
    return {np_key([p if p.startswith("@") else best_lemma(p, lang) for p in parts], lang)
            for lang in langs}  # fmt: skip


def _demonym_key(key: str) -> str | None:
    """A noun phrase of one demonym ("np:fr:francais"), or of a demonym and
    a person's calling ("the French master", "der russische Arzt",
    "французский мастер"), as its nation's key, the same in every language
    ("nation:french")."""
    parts = key.split(":")
    if len(parts) != 3 or parts[0] != "np" or parts[2].startswith("@"):
        return None
    words = parts[2].split("|")
    if len(words) == 2 and any(w in _PERSON_NOUNS for w in words):
        words = [w for w in words if w not in _PERSON_NOUNS]
    if len(words) != 1:
        return None
    nation = nation_of(words[0])
    return f"nation:{nation}" if nation is not None else None


def _compound_key(key: str, label: str = "") -> str | None:
    """A German compound that ends in a building or work ("Holzkirche",
    "die kleine Dorfschule"), keyed as that kind is ("np:*:church"); since
    round 48 also by the noun as written when its lemma is another word
    ("Halle", lemmatised "Hall")."""
    if not key.startswith("np:de:"):
        return None
    ws = (plain_key(key) or key).split(":", 2)[2].split("|")
    kind = compound_kind(ws[0]) if len(ws) == 1 else None
    if kind is None and len(ws) == 1 and len(said := label.split()) == 1:
        kind = kind_of(fold(said[0]), "de") or compound_kind(fold(said[0]))
    return f"np:*:{kind}" if kind is not None else None


# callings and persons a demonym may stand before ("the French master")
_PERSON_NOUNS = CALLINGS | PERSONS


def _places(names: NameIndex) -> list[tuple[tuple[str, ...], str]]:
    out: list[tuple[tuple[str, ...], str]] = []
    for ent, e in names.entities.items():
        if e.kind == "place":
            out.extend((tuple(fold(w) for w in WORD.findall(f)), ent) for f in names.forms(ent))
    return [(ws, ent) for ws, ent in out if ws]


def _head_kind(words: list[str]) -> set[str]:
    """The key of the building or work a proper name is made of ("Kerlaz
    Lighthouse", "Phare de Kerlaz", "Marienkirche", "Северный маяк")."""
    if any("\u0400" <= c <= "\u04ff" for w in words for c in w):
        got = {kind_of(best_lemma(w, "ru"), "ru") for w in words if _noun_ru(w)} - {None}
        return {f"np:*:{k}" for k in got} if len(words) >= 2 and len(got) == 1 else set()
    if len(words) == 1:
        kind = compound_kind(fold(words[0])) if words[0][:1].isupper() else None
        return {f"np:*:{kind}"} if kind else set()
    first, last = words[0], words[-1]
    heads = [(last, "en"), (first, "fr"), (first, "es"), (first, "de"), (last, "de")]
    got = {kind_of(best_lemma(w, lang), lang) for w, lang in heads} - {None}
    if not got and last[:1].isupper():  # "Kellbyer Molkereigenossenschaft" (since round 44)
        got = {compound_kind(fold(last))} - {None}
    return {f"np:*:{k}" for k in got} if len(got) == 1 else set()


def _noun_ru(word: str) -> bool:
    return any(p.tag.POS == "NOUN" for p in morph_ru().parse(word)[:2])


def _role_keys(form: str) -> set[str]:
    """ "Captain Hale", "Dr Weber", "veuve Kerbrat": the role the title names."""
    ws = WORD.findall(form)
    if ws and fold(ws[0]) in _ARTICLES:
        ws = ws[1:]  # "le professeur Marchal" (since round 23)
    if len(ws) < 2 or not all(w[:1].isupper() for w in ws[1:]):
        return set()
    title = _SHORT.get(fold(ws[0]), fold(ws[0]))  # "Professor": professeur in French too
    out: set[str] = set()
    for lang in _LANGS:
        t = _SHORT_IN.get(lang, {}).get(title, title)
        if fold(t) in _ROLES[lang]:
            out.add(np_key([best_lemma(t, lang)], lang))
    for lang, word in _ACROSS.get(title, ()):  # "el cocinero Eguren": "le cuisinier" too
        noun = word.capitalize() if lang == "de" else word  # "Koch", not "kochen"
        out.add(np_key([best_lemma(noun, lang)], lang))
    return out


# the particles of a name after a title ("Baron von Kessel", "Comte de Brenn")
_PARTICLES = words("von van de du of del della di")


def _title_word(form: str) -> set[str]:
    """Since round 48: the title or calling a person's name opens with, in
    lower case ("la comtesse Ortiz", "l'astronome Vidal") or before a particle
    ("Baron von Kessel", "Comte de Brenn"), as the word the person is called
    by ("la comtesse", "le baron"), in the languages it may be read in."""
    ws = WORD.findall(form)
    if ws and fold(ws[0]) in _ARTICLES:
        ws = ws[1:]
    if len(ws) < 2 or not any(w[:1].isupper() for w in ws[1:]):
        return set()
    title = ws[0]
    if not (title.islower() or fold(ws[1]) in _PARTICLES) or fold(title) in _PARTICLES:
        return set()
    if any("\u0400" <= c <= "\u04ff" for c in title):
        return {np_key([best_lemma(title, "ru")], "ru")}
    return {np_key([best_lemma(title, lang)], lang) for lang in _LANGS[:4]}


def _note_keys(ent: str, names: NameIndex, places: list[tuple[tuple[str, ...], str]]) -> set[str]:
    """The noun-phrase keys one note is called by."""
    kind = names.kind(ent)
    forms = names.forms(ent)
    folded = {tuple(fold(w) for w in WORD.findall(f)) for f in forms}
    keys: set[str] = set()
    for form in forms:
        words = [w for w in WORD.findall(form) if fold(w) not in _ARTICLES]
        if not words:
            continue  # a name of articles only ("La", a file "l.md")
        ws = tuple(fold(w) for w in words)
        cyr = any("\u0400" <= c <= "\u04ff" for c in form)
        if kind == "character":
            keys |= _role_keys(form) | _title_word(form)
            if len(ws) == 1 and (nation := nation_of(ws[0])) is not None:
                keys.add(f"nation:{nation}")  # "the Frenchman", "der Franzose", "француз"
            continue
        keys |= _head_kind(words)
        if kind in ("place", "glossary"):
            keys |= _described_head(form, cyr)
        if kind == "glossary" and FIRM_MARKS.search(form):
            keys.add("np:*:company")  # "Trevail & Sons": the company
        if len(ws) >= 2 and ws[1:] in folded:
            keys |= _keys([words[0]], cyr)  # "the brig Hope": the brig
        for pws, place in places:  # "Trewint Mill": the mill at Trewint
            n = len(pws)
            for i in range(len(ws) - n + 1):
                if ws[i : i + n] == pws and len(ws) - n == 1:
                    rest = words[:i] + words[i + n :]
                    keys |= _keys([f"@{place}", *rest], cyr)
    return keys


# the epithets and ordinals before a French or Spanish head noun ("nouveau bâtiment",
# "gran salón", "primer taller")
_BEFORE_HEAD = EPITHETS | words(
    "vieille petite ancienne vieja pequeña antigua premier première primer primera"
)
_EN_AFTER_HEAD = words("of at in on")


def _described_head(form: str, cyrillic: bool) -> set[str]:
    """Since round 48: the head noun of a name of several words ("Halle de la
    foire", "la curtiduría Soler", "the sugar works", "Raffinerie Harra",
    "большой эллинг"), in each language it may be read in (the first noun in
    French, Spanish and German, the last before "of" in English, the first
    noun in Russian), so that "la halle", "the works", "эллинг" is the note
    when no other note's name has that head. One word is a name, no head."""
    ws = [w for w in WORD.findall(form) if fold(w) not in _ARTICLES]
    if len(ws) < 2:
        return set()
    if cyrillic:
        nouns = [w for w in ws if _noun_ru(w)]
        return {np_key([best_lemma(nouns[0], "ru")], "ru")} if nouns else set()
    first = next((w for w in ws if fold(w) not in _BEFORE_HEAD), "")
    out = {np_key([best_lemma(first, lang)], lang) for lang in ("fr", "es", "de") if first}
    lead = list(itertools.takewhile(lambda w: fold(w) not in _EN_AFTER_HEAD, ws))
    if lead:
        out.add(np_key([best_lemma(lead[-1], "en")], "en"))  # "the sugar works"
    return out


def _table(names: NameIndex) -> dict[str, str | None]:
    """Noun-phrase key → the note it names (None: two notes share it)."""
    got = _CACHE.get(names)
    if got is not None:
        return got
    table: dict[str, str | None] = {}
    places = _places(names)
    for ent in names.entities:
        for k in _note_keys(ent, names, places):
            table[k] = ent if table.get(k, ent) == ent else None
    _CACHE[names] = table
    return table


def _name_words(names: NameIndex) -> dict[str, str | None]:
    """A proper word of a place or glossary note's name of several words
    ("Tarnholmen" of "Tarnholmen Lighthouse", "Нурдлюс" of "консервный завод
    «Нурдлюс»") → that note (None: two notes share it). Kind nouns, articles and
    short words name nothing by themselves."""
    got = _WORD_CACHE.get(names)
    if got is not None:
        return got
    table: dict[str, str | None] = {}
    for ent, e in names.entities.items():
        if e.kind == "character":
            continue
        for form in names.forms(ent):
            ws = WORD.findall(form)
            if len(ws) < 2:
                continue
            for w in ws:
                f = fold(w)
                if not w[:1].isupper() or len(f) < 4 or f in _ARTICLES or _head_kind([w]):
                    continue
                for k in name_word_keys(w) | {fold(best_lemma(w, lang)) for lang in _LANGS}:
                    table[k] = ent if table.get(k, ent) == ent else None
    _WORD_CACHE[names] = table
    return table


def _by_name_word(seg: Segment, s: Subject, names: NameIndex) -> str | None:
    """ "Le feu de Tarnholmen", "башня Тарнхольмена", "«Нурдлюс»": a noun
    phrase with a capitalised word of one note's name (and no person's noun)
    is that note."""
    if not s.key.startswith("np:") or "@" in s.key or not 0 <= s.start < s.end <= len(seg.toks):
        return None
    table = _name_words(names)
    found: set[str | None] = set()
    for t in seg.toks[s.start : s.end]:
        if t.kind != "w":
            continue
        if t.is_(_PERSON_NOUNS):
            return None  # "the keeper of Tarnholmen" is a person
        keys = {t.f, *t.lem, *name_word_keys(t.text)}
        if t.text[:1].isupper() and (hit := {table[x] for x in keys if x in table}):
            found |= hit
    ent = found.pop() if len(found) == 1 else None
    kinds = _table(names)
    for w in s.key.split(":", 2)[2].split("|"):
        if ent is not None and is_thing(w) and kinds.get(f"np:*:{w}") != ent:
            return None  # "el campanario de San Telmo" is a part of the church
    return ent


def note_of_word(t: Tok, names: NameIndex) -> str | None:
    """The one place or glossary note a capitalised word is a word of the
    name of ("la Transfiguración" of "Iglesia de la Transfiguración")."""
    if t.kind != "w" or not t.text[:1].isupper():
        return None
    table = _name_words(names)
    hit = {table[x] for x in {t.f, *t.lem, *name_word_keys(t.text)} if x in table}
    return hit.pop() if len(hit) == 1 else None


def _name_table(
    names: NameIndex,
) -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]:
    """Each place or glossary note → the noun-phrase words its names are made
    of, in every language ("la compagnie baleinière Brandt": compagnie,
    baleiniere, brandt); and each such word → the notes whose names have it."""
    got = _ALIAS_CACHE.get(names)
    if got is not None:
        return got
    out: dict[str, frozenset[str]] = {}
    for ent, e in names.entities.items():
        if e.kind == "character":
            continue
        ws: set[str] = set()
        joined: set[str] = set()  # the concepts two of its words make together ("=glassworks")
        for form in names.forms(ent):
            parts = [w for w in WORD.findall(form) if fold(w) not in _ARTICLES]
            cyr = any("\u0400" <= c <= "\u04ff" for c in form)
            for key in _keys(parts, cyr) if parts else ():
                ws.update(key.split(":", 2)[2].split("|"))
            langs = ("ru",) if cyr else _LANGS[:4]
            ws.update(fold(best_lemma(w, lang)) for w in parts for lang in langs)
            ws.update(
                k for w in parts for lang in langs if (k := kind_of(best_lemma(w, lang), lang))
            )
            for pair in itertools.pairwise(parts):  # "стекольный завод": glassworks
                joined.update(k[5:] for k in _keys(list(pair), cyr) if k.startswith("np:*:"))
        out[ent] = frozenset(ws | {f"={w}" for w in joined})
    index: dict[str, set[str]] = {}
    for ent, own in out.items():
        for w in own:
            index.setdefault(w, set()).add(ent)
    got = out, {w: frozenset(es) for w, es in index.items()}
    _ALIAS_CACHE[names] = got
    return got


def name_words(ent: str, names: NameIndex) -> frozenset[str]:
    """The words of a place's or a glossary note's names (folded lemmas and
    noun-phrase words), none for a person."""
    return _name_table(names)[0].get(ent, frozenset())


def _named_by_words(key: str, names: NameIndex) -> str | None:
    """ "la fábrica de vidrio" (the glassworks found by "fábrica", with "vidrio"
    left over), "sa compagnie baleinière": a noun phrase whose every word is
    a word of one note's names is that note."""
    if not key.startswith("np:"):
        return None
    ws = key.split(":", 2)[2].split("|")
    refs = [w[1:] for w in ws if w.startswith("@")]
    plain = [w for w in ws if not w.startswith("@")]
    if not plain or any(any(c.isdigit() for c in w) for w in plain):
        return None
    words, owners = _name_table(names)
    if refs:
        if len(refs) == 1 and refs[0] in words and set(plain) <= words[refs[0]]:
            return refs[0]
        return None
    if len(plain) == 1 and key.startswith("np:*:"):  # a concept of two words of one note's name
        found = owners.get(f"={plain[0]}", frozenset())
    elif len(plain) < 2:
        return None
    else:
        found = frozenset.intersection(*(owners.get(w, frozenset()) for w in plain))
    return next(iter(found)) if len(found) == 1 else None


def named_claims(claims: list[Claim], names: NameIndex) -> list[Claim]:
    """The claims, those about a noun phrase made of one note's words made
    the note's (`_named_by_words`)."""
    out = []
    for c in claims:
        ent = _named_by_words(c.subject, names) if c.subject.startswith("np:") else None
        if ent is not None:
            c = replace(c, subject=f"@{ent}", label=names.label(ent), subject_kind=names.kind(ent))
        if c.slot == "birth" and c.subject_kind in ("place", "glossary"):
            c = replace(c, slot="ev:founding")  # "la compagnie vit le jour en 1868"
        out.append(c)
    return out


def note_kinds(ent: str, names: NameIndex) -> frozenset[str]:
    """The kinds of building or work a note's names say it is ("Kerlaz
    Lighthouse", "Phare de Kerlaz": lighthouse), shared or not."""
    table = _KIND_CACHE.setdefault(names, {})
    got = table.get(ent)
    if got is None:
        keys: set[str] = set()
        for form in names.forms(ent):
            words = [w for w in WORD.findall(form) if fold(w) not in _ARTICLES]
            keys |= _head_kind(words) if words else set()
        got = table[ent] = frozenset(k.removeprefix("np:*:") for k in keys)
    return got


def note_of_kind(concept: str, names: NameIndex) -> str | None:
    """The one note of a building or work's kind ("church"), if one."""
    return _table(names).get(f"np:*:{concept}")


def plural(toks: list[Tok], located: bool = False) -> bool:
    """Does the phrase name more than one ("the churches", "die Kirchen",
    "церкви уезда")? A noun is plural when it is not its own lemma; in
    Russian, when its head has no singular nominative or accusative reading
    (a noun after it none singular: "колокольня церкви" is one church's), or,
    since round 46, no singular reading in any case after a preposition of
    place ("на острове", "в гостинице": one island, one hotel)."""
    head = True
    heads = ("nomn", "accs", "loct", "datv", "ablt", "gent") if located else ("nomn", "accs")
    for t in toks:
        if t.kind != "w" or t.f in _ARTICLES or t.is_(EPITHETS):
            continue  # "l'ancienne chapelle", "la vieille église" are one
        if not t.cap and nation_of(t.f) is not None and t is not toks[-1]:
            continue  # "der französische Meister": the adjective says nothing of number
        if any("\u0400" <= c <= "\u04ff" for c in t.f):
            parses = [p for p in morph_ru().parse(t.text)[:4] if p.tag.POS == "NOUN"]
            cases = heads if head else ("gent", "nomn", "accs", "datv", "ablt", "loct")
            if parses and not any(p.tag.number == "sing" and p.tag.case in cases for p in parses):
                return True
            head = head and not parses
        elif t.lem[1:] and t.f not in t.lem[1:] and t.f.endswith(("s", "x", "n", "e")):
            if t.f.endswith("e") and kind_of(t.f, "de") is not None:
                continue  # since round 48: "die Halle" (lemmatised "Hall") is one hall
            return True
    return False


def _extends(toks: list[Tok], j: int) -> bool:
    """Does the phrase go on at toks[j] ("the captain *of* the port", "der
    Kapitän *des* Hafens", "капитан *порта*")? Then it names another."""
    if j >= len(toks) or toks[j].kind != "w":
        return False
    t = toks[j]
    if t.f in cues.OF or t.f in ("s", "du", "der"):
        return True
    if any("\u0400" <= c <= "\u04ff" for c in t.f):
        parses = morph_ru().parse(t.text)[:2]
        return bool(parses) and parses[0].tag.POS == "NOUN" and parses[0].tag.case == "gent"
    return False


def _title_alone(seg: Segment, s: Subject) -> bool:
    """A subject that is only a title of a person's name ("Капитан порта",
    "Captain of the port"): the name matched by its title alone."""
    if not s.key.startswith("@") or s.end - s.start != 1 or not 0 <= s.start < len(seg.toks):
        return False
    return seg.toks[s.start].f in ALL_TITLES and _extends(seg.toks, s.end)


def _bare_role(seg: Segment, table: dict[str, str | None]) -> Subject | None:
    """A clause that opens with a definite role noun the subject finder reads as
    a predicate ("The widow died in 1902", "La veuve mourut"): the note."""
    from semnet.graph.judge.subjects import Subject

    toks = seg.toks
    k = 1 if toks and toks[0].f in _ARTICLES else 0
    if k >= len(toks) or toks[k].kind != "w" or _extends(toks, k + 1):
        return None
    for lang in _LANGS:
        key = np_key([best_lemma(toks[k].text, lang)], lang)
        if (ent := table.get(key)) is not None and fold(toks[k].text) in _ROLES[lang]:
            return Subject(f"@{ent}", ent, "character", k, k + 1)
    return None


def _part_of(key: str, table: dict[str, str | None]) -> str | None:
    """ "the church tower", "le clocher de l'église", "колокольня церкви", "the
    lighthouse keeper": a part (or keeper) of the one note of that kind, keyed
    as "the tower of St Mary's" is; "la femme du capitaine", "die Frau des
    Kapitäns", "жена капитана": the relative of the one note of that role."""
    if not key.startswith("np:"):
        return None
    lang, _, rest = key[3:].partition(":")
    ws = rest.split("|")
    if len(ws) != 2 or any(w.startswith("@") for w in ws):
        return None
    kinds = {w: f"np:*:{w}" if lang == "*" else np_key([w], lang) for w in ws}
    named = [(w, e) for w in ws if (e := table.get(kinds[w])) is not None]
    if len(named) != 1:
        return None
    kind, ent = named[0]
    other = ws[1] if ws[0] == kind else ws[0]
    if lang == "*":
        return as_relation([f"@{ent}", other]) or "np:*:" + "|".join(sorted([f"@{ent}", other]))
    rel = concept(other, lang)
    return as_relation([f"@{ent}", rel]) if rel is not None else None


def _owned(toks: list[Tok], s: Subject) -> tuple[str, int] | None:
    """ "The captain's wife": a possessive after the phrase and the relation
    noun it owns (the concept and where the noun ends), else None."""
    if s.end < 1 or s.end > len(toks) or toks[s.end - 1].f != "s" or s.end >= len(toks):
        return None
    t = toks[s.end]
    rel = concept(best_lemma(t.text, "en"), "en") if t.kind == "w" else None
    return (rel, s.end + 1) if rel is not None else None


def resolve(
    segs: list[Segment], subjects: list[Subject | None], main: Subject | None, names: NameIndex
) -> tuple[list[Subject | None], Subject | None]:
    """The subjects of the segments and the main one, a definite noun phrase
    that names a note by its kind or role made that note."""
    table = _table(names)
    out = list(subjects)
    for i, (seg, s) in enumerate(zip(segs, subjects, strict=True)):
        if s is None and main is None and seg.kind == "main" and table:
            s = _bare_role(seg, table)
            if s is not None:
                out[i] = main = replace(s, label=names.label(s.key[1:]))
            continue
        if s is not None and _title_alone(seg, s):
            out[i] = None
            main = None if main is s else main
            continue
        was = s
        if s is not None and table.get(s.key) is None and (plain := plain_key(s.key)):
            if table.get(plain) is not None:  # "l'ancienne chapelle": the chapel
                s = replace(s, key=plain)
        if s is not None and table.get(s.key) is None and (kind := _compound_key(s.key, s.label)):
            if table.get(kind) is not None:  # "die kleine Holzkirche": the church
                s = replace(s, key=kind)
        if s is not None and table.get(s.key) is None and (demonym := _demonym_key(s.key)):
            if table.get(demonym) is not None:  # "le Français": the note called "the Frenchman"
                s = replace(s, key=demonym)
        part = _part_of(s.key, table) if s is not None else None
        if s is not None and table.get(s.key) is None and part is None:
            if (ent := _by_name_word(seg, s, names)) is not None:
                named = replace(s, key=f"@{ent}", label=names.label(ent), kind=names.kind(ent))
                main = named if main is was else main
                out[i] = named
            continue
        if s is None:
            continue
        before = seg.toks[s.start - 1] if s.start > 0 else None
        if before is not None and before.f in _INDEFINITE:
            continue
        if s.start >= 0 and plural(seg.toks[s.start : s.end], s.located):
            continue
        ent = table.get(s.key)
        own = _owned(seg.toks, s) if ent is not None else None
        if ent is not None and 0 < s.end <= len(seg.toks) and seg.toks[s.end - 1].f == "s":
            if own is None:
                continue  # "the captain's house": no subject of the note's
            named = replace(s, key=f"rel:{own[0]}@{ent}", end=own[1], kind=None)
        elif ent is None and part is not None:  # "the church tower": St Mary's tower
            named = replace(s, key=part)
        else:
            assert ent is not None
            named = replace(s, key=f"@{ent}", label=names.label(ent), kind=names.kind(ent))
        main = named if main is was else main
        out[i] = named
    return out, main
