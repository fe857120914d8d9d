"""A building, work or firm note named by its kind and its own name in another
arrangement, language or script: "the lighthouse at Kerlaz", "le phare de
Kerlaz", "der Kerlazer Leuchtturm", "Керлазский маяк" and "маяк Керлаз" are
the note "Kerlaz Lighthouse"; "Мельница в Ломове" is "Ломовская мельница";
"the grammar school at Porthcarrow" is "Porthcarrow Grammar School"; the one
building of a kind owned by its settlement ("the town's church", "l'église du
bourg", "die Kirche des Dorfes", "церковь села") is that building; a firm's
note is "the firm", "die Firma", "la empresa", and a note whose name is a
common noun and a proper name ("Filature Delannoy", "Товарищество Рябовых")
is called by that noun ("la filature", "товарищество").

A note's thing name is its one listed kind (`nouns.py`) and the other words
of one of its names; a noun-phrase subject (`subjects.py`) of one kind and
other words is that note when the other words are the note's, one by one, by
their script-free sketch (`names.skeleton`), a German place adjective's
"-er" and a Russian one's "-ский" set aside, a place note standing for its
own name ("Мельница в Ломове", "the school at @Porthcarrow"). A note one
other note shares its thing name with, an indefinite or plural phrase are
nothing.
"""

from __future__ import annotations

import re
import weakref
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, kindnames, slots
from semnet.graph.judge.cues import words
from semnet.graph.judge.kindnames import FIRM_MARKS
from semnet.graph.judge.nouns import EPITHETS, kind_of, np_key, pair_concept
from semnet.graph.judge.relations import concept
from semnet.graph.judge.seats import SEAT_NOUNS
from semnet.graph.manuscript.names import WORD, NameIndex, best_lemma, fold, morph_ru, skeleton

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.subjects import Subject
    from semnet.graph.judge.text import Segment, Tok

_LANGS = ("en", "fr", "de", "es")
# words that link a kind and a name inside a note's name ("Phare de Kerlaz",
# "Mill at Dunmore", "Мельница в Ломове")
_LINKS = cues.OF | cues.ARTICLES | words("at in on by du della в на у под при")
# settlements that own the one building of its kind ("the town's church",
# "l'église du bourg", "la iglesia del pueblo", "церковь села")
_SETTLEMENTS = slots.APPOSITION_NOUNS - words("river fleuve fluss río река") | words(
    "parish paroisse gemeinde kirchspiel parroquia приход town village"
)
# Nouns that call a firm by what it is ("the firm", "die Firma", "la empresa",
# "товарищество") and marks of a firm's name ("& Sons", "& Co.", "GmbH",
# "Hijos de", "et Fils", "Торговый дом"); no library lists the legal and
# family forms of firms' names in the five languages.
_FIRM_NOUNS = {
    "en": words("firm company business concern"),
    "fr": words("entreprise société compagnie firme"),
    "de": words("firma gesellschaft unternehmen reederei handelshaus"),
    "es": words("empresa compañía sociedad firma casa_comercial"),
    "ru": words("фирма компания товарищество предприятие общество"),
}
_RU_ADJ = re.compile(r"(?<=\w\w\w)(ск|цк)(ии|ий|ая|ое|ие|ои|ой|ого|ую)$")
_INDEFINITE = words(
    "a an ein eine einen einem einer un une una uno unos unas every each any some another "
    "jede jeder jedes jeden chaque cada каждый каждая каждое любой"
)
_CACHE: weakref.WeakKeyDictionary[NameIndex, _Table] = weakref.WeakKeyDictionary()


class _Table:
    """The thing names of a workspace's notes."""

    def __init__(self, names: NameIndex) -> None:
        self.things: dict[str, list[tuple[tuple[str, ...], str]]] = {}
        self.heads: dict[str, str | None] = {}  # "np:fr:filature" → the note
        self.sketch: dict[str, tuple[str, ...]] = {}  # a place note → its name
        for ent, e in names.entities.items():
            if e.kind not in ("place", "glossary"):
                continue
            for form in names.forms(ent):
                self._add(ent, form)
            if e.kind == "glossary" and any(FIRM_MARKS.search(f) for f in names.forms(ent)):
                for lang, nouns in _FIRM_NOUNS.items():
                    for n in nouns:
                        self._head(f"np:{lang}:{n.replace('_', ' ')}", ent)

    def _head(self, key: str, ent: str) -> None:
        self.heads[key] = ent if self.heads.get(key, ent) == ent else None

    def _add(self, ent: str, form: str) -> None:
        ws = [w for w in WORD.findall(form) if len(w) > 1]  # not the "s" of "St Piran's"
        cyr = any("\u0400" <= c <= "\u04ff" for c in form)
        langs = ("ru",) if cyr else _LANGS
        kinds: list[tuple[int, str]] = []
        for i, w in enumerate(ws):
            got = {k for lang in langs if (k := kind_of(best_lemma(w, lang), lang)) is not None}
            if len(got) == 1:
                kinds.append((i, got.pop()))
        rest = [w for i, w in enumerate(ws) if fold(w) not in _LINKS and i not in dict(kinds)]
        if not kinds and ws:  # a place of its own name ("Сосновка"): its sketch
            self.sketch.setdefault(ent, tuple(sorted(_sketch(w) for w in ws)))
        if len(kinds) != 1:
            self._own_head(ent, ws, cyr)
            return
        concept = kinds[0][1]
        if rest:
            name = tuple(sorted(_sketch(w) for w in rest))
            if all(name):
                self.things.setdefault(concept, []).append((name, ent))

    def _own_head(self, ent: str, ws: list[str], cyr: bool) -> None:
        """ "Filature Delannoy", "Товарищество Рябовых": a common noun first
        and then only names; the noun's key is the note's."""
        if len(ws) < 2 or not all(w[:1].isupper() for w in ws[1:] if fold(w) not in _LINKS):
            return
        head = ws[0]
        if cyr:
            p = morph_ru().parse(head)[0]
            if p.tag.POS == "NOUN" and p.tag.case == "nomn" and p.is_known:
                self._head(f"np:ru:{fold(p.normal_form)}", ent)
            return
        import simplemma

        for lang in ("fr", "es", "de"):
            if simplemma.is_known(head.lower(), lang) or simplemma.is_known(head, lang):
                self._head(f"np:{lang}:{best_lemma(head, lang)}", ent)

    def note(self, key: str, names: NameIndex) -> str | None:
        """The note a noun-phrase subject key names by its kind and name."""
        if (got := self.heads.get(key)) is not None:
            return got
        if key.startswith("rel:"):  # "le siège de la conserverie": the firm's seat
            noun, _, ent = key[4:].partition("@")
            return ent if noun in SEAT_NOUNS and names.kind(ent) == "glossary" else None
        lang, _, rest = key[3:].partition(":")
        parts = _paired(rest.split("|"), lang)
        seat = [p for p in parts if p in SEAT_NOUNS]
        if len(parts) == 2 and len(seat) == 1:  # "the firm's headquarters": the firm
            parts.remove(seat[0])
            return self.heads.get(f"np:{lang}:{parts[0]}")
        kinds = [k for p in parts if (k := _concept(p, lang)) is not None]
        others = [p for p in parts if _concept(p, lang) is None]
        settled = [p for p in others if p in _SETTLEMENTS or p in ("village", "town")]
        if len(parts) == 2 and len(settled) == 1:
            if len(kinds) == 1:  # "l'église du bourg", "die Kirche des Dorfes": the church
                return kindnames.note_of_kind(kinds[0], names)
            ents = [p[1:] for p in parts if p.startswith("@")]
            if len(ents) == 1 and names.kind(ents[0]) in ("place", "glossary"):
                return ents[0]  # "the town's church", the church already its note
        if len(kinds) != 1 or not others:
            return None
        found = self._named(kinds[0], others)
        plain = [p for p in others if p not in EPITHETS]
        if found is None and plain and len(plain) < len(others):
            found = self._named(kinds[0], plain)  # "the old church of Santa Bárbara"
        return found

    def _named(self, kind: str, others: list[str]) -> str | None:
        """The one note of a kind whose name is these words, one by one, or
        that note itself ("la vieille église de @Santa Bárbara")."""
        if len(others) == 1 and others[0].startswith("@"):
            if any(ent == others[0][1:] for _, ent in self.things.get(kind, [])):
                return others[0][1:]
        name: list[str] = []
        for p in others:
            if p.startswith("@"):
                sketch = self.sketch.get(p[1:])
                if sketch is None:
                    return None
                name.extend(sketch)
            else:
                name.append(_sketch(p))
        found = {ent for n, ent in self.things.get(kind, []) if _same(tuple(sorted(name)), n)}
        return found.pop() if len(found) == 1 else None


def _paired(parts: list[str], lang: str) -> list[str]:
    """The parts, two that are one noun together made that concept's name
    ("casa", "consistorial" → "*town_hall")."""
    for i, a in enumerate(parts):
        for b in parts[i + 1 :]:
            if lang != "*" and (got := pair_concept(a, b, lang)) is not None:
                return [*(p for p in parts if p not in (a, b)), f"*{got}"]
    return parts


def _concept(part: str, lang: str) -> str | None:
    """The building or work a word of a key names (a key of no language holds
    the concepts themselves); no settlement."""
    if part.startswith("@"):
        return None
    if part.startswith("*"):  # a concept two words made (`_paired`)
        return part[1:]
    got = kind_of(part.replace("_", " "), "en") if lang == "*" else kind_of(part, lang)
    if lang == "*" and got != part:
        return None
    return None if got in ("village", "town") else got


def _sketch(word: str) -> str:
    """A name word's sketch, a Russian place adjective's suffix set aside
    ("Керлазский" is Керлаз)."""
    w = fold(word)
    if any("\u0400" <= c <= "\u04ff" for c in w):
        w = _RU_ADJ.sub("", w)
    return skeleton(w)


def _same(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Two names of the same words one by one: the same sketch, or one that
    adds one consonant to the other's three or more ("Kerlazer" / "Kerlaz",
    "Ломово" / "Ломов", "Сосновка" / "Сосновский")."""
    if len(a) != len(b):
        return False
    for x, y in zip(a, b, strict=True):
        short, long = (x, y) if len(x) <= len(y) else (y, x)
        near = len(short) >= 4 and long.startswith(short) and len(long) - len(short) <= 1
        if not (short == long or near):
            return False
    return True


def _table(names: NameIndex) -> _Table:
    got = _CACHE.get(names)
    if got is None:
        got = _CACHE[names] = _Table(names)
    return got


def resolve(
    segs: list[Segment], subjects: list[Subject | None], main: Subject | None, names: NameIndex
) -> tuple[list[Subject | None], Subject | None]:
    """The subjects of the segments and the main one, a noun phrase that names
    a note by its kind and name made that note."""
    if not any(s is not None and s.key.startswith(("np:", "rel:")) for s in subjects):
        return subjects, main
    table = _table(names)
    out = list(subjects)
    for i, (seg, s) in enumerate(zip(segs, subjects, strict=True)):
        if s is None or not s.key.startswith(("np:", "rel:")):
            continue
        ent = table.note(s.key, names)
        if ent is None:
            continue
        if 0 < s.start <= len(seg.toks) and seg.toks[s.start - 1].f in _INDEFINITE:
            continue
        if 0 <= s.start < len(seg.toks) and seg.toks[s.start].f in _INDEFINITE:
            continue
        head = [t for t in seg.toks[s.start : s.end] if not t.is_(EPITHETS)]  # "la vieille …"
        if s.start >= 0 and kindnames.plural(head[:2]):
            continue  # "the churches of the parish"
        named = replace(s, key=f"@{ent}", label=names.label(ent), kind=names.kind(ent))
        main = named if main is s else main
        out[i] = named
    return out, main


# verbs of having a part (folded): "has a spire of 40 metres", "hat einen 40
# Meter hohen Turm", "tiene una torre de 52 metros", "имеет колокольню …"
_HAS = words(
    "has had have hat hatte besitzt besass a avait eut possede possedait tiene tenia tuvo "
    "posee poseia имеет имел имела имело имели обладает"
)
_SKIP = cues.ARTICLES | _INDEFINITE | words("einen einem eines unos unas una uno")


def had_parts(found: list[Claim], toks: list[Tok], lang: str) -> list[Claim]:
    """A measure said after "has a tower" is the tower's, not its owner's:
    "St Piran's has a spire of 40 metres" is `rel:spire@…`, "Die Marienkirche
    hat einen 40 Meter hohen Turm" `np:*:@…|tower`, as "the spire of St
    Piran's" and "der Turm der Marienkirche" are keyed."""
    if not any(c.slot == "measure" and c.subject.startswith("@") for c in found):
        return found
    has = next((k for k, t in enumerate(toks) if t.kind == "w" and t.f in _HAS), None)
    if has is None:
        return found
    out: list[Claim] = []
    for c in found:
        part = _part_near(c, toks, has, lang) if c.slot == "measure" else None
        if part is None or not c.subject.startswith("@"):
            out.append(c)
            continue
        key = np_key([c.subject, part], lang)
        out.append(replace(c, subject=key, label=f"{c.label} ({part})"))
    return out


def _part_near(c: Claim, toks: list[Tok], has: int, lang: str) -> str | None:
    """The part or building noun within four words of a claim's figure, after
    the verb of having."""
    at = next((k for k, t in enumerate(toks) if c.qty is not None and t.text == c.qty.text), None)
    if at is None or at <= has:
        return None
    for k in range(has + 1, min(len(toks), at + 5)):
        t = toks[k]
        if t.kind != "w" or t.f in _SKIP:
            continue
        if t.f in slots.ASPECTS:  # since round 41: "has a span of 46 m" is the bridge's own
            return None
        lemma = best_lemma(t.text, lang)
        if kind_of(lemma, lang) is not None or concept(lemma, lang) is not None:
            return lemma if concept(lemma, lang) is None else concept(lemma, lang)
    return None


def named(seg: Segment, s: Subject, names: NameIndex) -> Subject:
    """A noun-phrase subject read alone (a maker's thing, a thing in use) made
    the note it names by its kind or role (`kindnames.py`) or by its kind and
    name: "die Genossenschaft Stekloduw", "the church"."""
    (got,), _ = kindnames.resolve([seg], [s], s, names)
    (got,), _ = resolve([seg], [got], got, names)
    return got if got is not None else s
