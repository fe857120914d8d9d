"""A statement that calls its place "the town" or "the village" against one
about a place note and no other: the town is that place ("In 1897 the town
had 4,200 inhabitants", "la ville comptait", "die Stadt zählte", "el pueblo
tenía", "в городе жили" / "Kerlaz had 5,000 inhabitants in 1897"; since
round 43). Not when the statement names a place note itself, nor when the
other names two or says nothing of the one it names. A statement written in
a place note that says "the town" is judged with what is said of that
place (`home_place`). Also what tells a town
noun (a post "in the town" says where, not for whom: `occupations.py`).

The town and village nouns are `nouns.py` concepts of every language; no
library tells what a noun stands for."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge.elsewhere import places_named

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis
    from semnet.graph.judge.text import Tok
    from semnet.graph.manuscript.names import NameIndex

# the subject keys of "the town", "la ville", "die Stadt", "el pueblo", "деревня"
TOWN_KEYS = frozenset({"np:*:town", "np:*:village"})
# settlement nouns no concept lists (folded)
_MORE = frozenset({"bourg", "city", "hamlet", "weiler", "hameau", "aldea", "поселок", "township",
                   "borough", "commune", "bourgade", "gemeinde", "ort", "municipio", "городок",
                   "местечко", "селение"})  # fmt: skip


def town_key(key: str) -> bool:
    """Is a subject key a town noun's ("np:*:town", "np:fr:commune")?"""
    return key in TOWN_KEYS or (key.startswith("np:") and key.split(":", 2)[2] in _MORE)


def town_noun(t: Tok, lang: str) -> bool:
    """Is a word a town or a village ("town", "bourg", "Dorf", "pueblo",
    "город")?"""
    return noun_key(t, lang) is not None


def noun_key(t: Tok, lang: str) -> str | None:
    """The subject key of a town or village noun ("np:*:town", "np:fr:bourg"),
    or None for another word."""
    from semnet.graph.judge.nouns import concept_of

    for w in (t.f, *t.lem):
        if (concept := concept_of(w, lang)) in ("town", "village"):
            return f"np:*:{concept}"
        if w in _MORE:
            return f"np:{lang}:{w}"
    return None


def home_place(uri: str | None, names: NameIndex) -> str | None:
    """The key of the place note a statement is written in, if it is one:
    its "the town" is that place, and it is judged with what is said of it
    (`rules.RulesJudge.subject_keys`)."""
    if uri is None:
        return None
    home = next((e for e in names.entities.values() if e.kind == "place" and e.uri == uri), None)
    return f"@{home.id}" if home is not None else None


def resolve(a: Analysis, b: Analysis, names: NameIndex) -> tuple[Analysis, Analysis]:
    """The two analyses, a town noun on either side read as the other's place."""
    return _as_place(a, b, names), _as_place(b, a, names)


def _as_place(x: Analysis, other: Analysis, names: NameIndex) -> Analysis:
    if not any(town_key(c.subject) for c in x.claims) or places_named(x, names):
        return x
    there = places_named(other, names)
    if len(there) != 1 or not there & other.subjects:
        return x
    key = next(iter(there))
    label = names.label(key[1:])
    claims = [replace(c, subject=key, label=label) if town_key(c.subject) else c
              for c in x.claims]  # fmt: skip
    return replace(x, claims=claims)
