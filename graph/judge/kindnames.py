"""A thing a glossary note names, called by its kind or by its kind and place:
"the brig" (or "die Brigg", "le brick", "el bergantín", "бриг") is the note
"Hope" whose alias is "the brig Hope"; "the mill at Trewint" is the note
"Trewint Mill". A definite noun-phrase subject made of such a kind is the
note, when only one note of the workspace is of that kind.
"""

from __future__ import annotations

import weakref
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge.nouns import np_key
from semnet.graph.manuscript.names import WORD, NameIndex, best_lemma, fold

if TYPE_CHECKING:
    from semnet.graph.judge.subjects import Subject
    from semnet.graph.judge.text import Segment

_LANGS = ("en", "fr", "de", "es", "ru")
_ARTICLES = frozenset(str.split("the der die das den dem des le la les l el los las lo"))
# indefinite articles: "a brig sank" is some brig, not the Hope
_INDEFINITE = frozenset(str.split("a an ein eine einen einem einer un une una uno unos unas"))
_CACHE: weakref.WeakKeyDictionary[NameIndex, dict[str, str | None]] = weakref.WeakKeyDictionary()


def _keys(parts: list[str], cyrillic: bool) -> set[str]:
    """The noun-phrase keys a phrase of kind words (and places) may get."""
    langs = ("ru",) if cyrillic else _LANGS[:4]
    return {np_key([p if p.startswith("@") else best_lemma(p, lang) for p in parts], lang)
            for lang in langs}  # fmt: skip


def _places(names: NameIndex) -> list[tuple[tuple[str, ...], str]]:
    out: list[tuple[tuple[str, ...], str]] = []
    for ent, e in names.entities.items():
        if e.kind == "place":
            out.extend((tuple(fold(w) for w in WORD.findall(f)), ent) for f in names.forms(ent))
    return [(ws, ent) for ws, ent in out if ws]


def _table(names: NameIndex) -> dict[str, str | None]:
    """Noun-phrase key → the glossary note it names (None: two notes share it)."""
    got = _CACHE.get(names)
    if got is not None:
        return got
    table: dict[str, str | None] = {}
    places = _places(names)
    for ent, e in names.entities.items():
        if e.kind != "glossary":
            continue
        forms = names.forms(ent)
        folded = {tuple(fold(w) for w in WORD.findall(f)) for f in forms}
        keys: set[str] = set()
        for form in forms:
            words = [w for w in WORD.findall(form) if fold(w) not in _ARTICLES]
            ws = tuple(fold(w) for w in words)
            cyr = any("\u0400" <= c <= "\u04ff" for c in form)
            if len(ws) >= 2 and ws[1:] in folded:
                keys |= _keys([words[0]], cyr)  # "the brig Hope": the brig
            for pws, place in places:  # "Trewint Mill": the mill at Trewint
                n = len(pws)
                for i in range(len(ws) - n + 1):
                    if ws[i : i + n] == pws and len(ws) - n == 1:
                        rest = words[:i] + words[i + n :]
                        keys |= _keys([f"@{place}", *rest], cyr)
        for k in keys:
            table[k] = ent if table.get(k, ent) == ent else None
    _CACHE[names] = table
    return table


def resolve(
    segs: list[Segment], subjects: list[Subject | None], main: Subject | None, names: NameIndex
) -> tuple[list[Subject | None], Subject | None]:
    """The subjects of the segments and the main one, a definite noun phrase
    that names a glossary thing by its kind made that thing."""
    table = _table(names)
    if not table:
        return subjects, main
    out = list(subjects)
    for i, (seg, s) in enumerate(zip(segs, subjects, strict=True)):
        if s is None or not s.key.startswith("np:") or table.get(s.key) is None:
            continue
        before = seg.toks[s.start - 1] if s.start > 0 else None
        if before is not None and before.f in _INDEFINITE:
            continue
        ent = table[s.key]
        assert ent is not None
        named = replace(s, key=f"@{ent}", label=names.label(ent), kind="glossary")
        main = named if main is s else main
        out[i] = named
    return out, main
