"""Ranks a person holds in a group: birth order among siblings ("the
eldest of the children", "der zweite Sohn", "la cadette", "el primogénito",
"старший сын") and the first or last of a group to do a thing ("the first
woman to vote in Polwenna"). One person holds one rank; two people cannot
hold the same unique rank.

Hand-written, small and per language (no offline library lists them): the
words of eldest, youngest, first and last, the ordinals a number reader
leaves as words, and the nouns of son, daughter and child."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.base import Stance
from semnet.graph.judge.comparisons import SIBLINGS, kin_order
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

SLOTS = frozenset({"rank", "rank:of", "rank:first", "rank:sole"})

# birth ranks (folded forms and lemmas): 1 the eldest, 0 the youngest
_RANK = {
    **dict.fromkeys(words("eldest oldest first-born firstborn alteste altester altesten "
                          "erstgeborene erstgeborener aine ainee primogenito primogenita "
                          "старшии первенец"), 1),
    **dict.fromkeys(words("youngest jungste jungster jungsten cadet cadette benjamin benjamine "
                          "младшии"), 0),
    **dict.fromkeys(words("second 2nd zweite zweiter 2eme deuxieme seconde segundo segunda "
                          "второи"), 2),
    **dict.fromkeys(words("third 3rd dritte dritter 3eme troisieme tercero tercera tercer "
                          "третии"), 3),
}  # fmt: skip
# Spanish "mayor"/"menor" are ranks only after an article or a kin noun
_ES_RANK = {"mayor": 1, "menor": 0}
# comparatives that share a rank word's lemma ("старше" → старший)
_COMPARATIVE = words("старше младше")
_GROUP = {
    **dict.fromkeys(words("son sons sohn sohne fils hijo сын сыновеи brothers bruder freres "
                          "brother frere hermano брат братом "
                          "братьев primogenito"), "son"),
    **dict.fromkeys(words("daughter daughters tochter tochtern fille filles hija hijas дочь "
                          "дочерей sisters schwestern soeurs sœurs hermanas сестер sister "
                          "schwester soeur sœur hermana сестра сестрои "
                          "primogenita"), "daughter"),
    **dict.fromkeys(words("child children kind kinder kindern enfant enfants hijos ребенок "
                          "дети детеи hermanos siblings geschwister family familie famille familia "
                          "семья семье"), "child"),
}  # fmt: skip
# a kin noun before its rank word ("fils aîné", "hijo mayor", "сын старший")
_SINGULAR = words("fils fille hijo hija сын дочь enfant hermano hermana frere soeur sœur")
# "first" as an ordinal, by its lemmas (also `firstuse.py`)
FIRST = words("first erste erster ersten erstes premier premiere primero primera primer первыи")
_LAST = words("last letzte letzter letzten dernier derniere ultimo ultima последнии")
_ARTICLE = words("the der die das le la l el lo als")
_POSSESSIVE = words("s ' ’ his her sein seine ihr ihre son sa su")
_SKIP_DESC = words("to of zu que qui who that which der die das")


_TRIGGERS = frozenset(_RANK) | _ES_RANK.keys() | FIRST | _LAST


def _lemmas(t: Tok) -> tuple[str, ...]:
    return (t.f, *t.lem)


def _person(r: Read, marks: list[tuple[int, int, str]]) -> tuple[str, int] | None:
    """The person the statement ranks: its main subject when a character,
    else the one character it names that owns nothing ("Heinrich Brandts
    ältester Sohn war Wilhelm Brandt": Wilhelm)."""
    if r.main.kind == "character" and r.main.key.startswith("@"):
        at = next((s for s, _, e in marks if f"@{e}" == r.main.key), -1)
        return r.main.key, at
    owner = r.main.key.partition("@")[2] if r.main.key.startswith("rel:") else None
    chars = [(s, e) for s, _, e in marks if r.names.kind(e) == "character" and e != owner]
    if len(chars) != 1 or (owner is None and not r.main.key.startswith("np:")):
        return None
    return f"@{chars[0][1]}", chars[0][0]


def _birth_rank(r: Read, k: int) -> int | None:
    t = r.toks[k]
    if t.f in _COMPARATIVE or not _said_of_one(r, k):
        return None
    if any(u.f in SIBLINGS for u in r.toks[max(0, k - 1) : k + 2]) and kin_order(r, r.mentions()):
        return None  # "la sœur aînée de Rémi": an elder sister (comparisons.py)
    hit = next((_RANK[w] for w in _lemmas(t) if w in _RANK), None)
    if hit is None and r.lang == "es" and t.f in _ES_RANK:
        prev = r.toks[k - 1].f if k else ""
        if prev in words("el la") or _GROUP.get(prev):
            hit = _ES_RANK[t.f]
    if hit is None and t.kind == "n" and r.lang == "de" and t.text in ("2", "3") and k:
        if r.toks[k - 1].f in _ARTICLE:
            hit = int(t.text)  # "der zweite Sohn" read as "der 2. Sohn"
    return hit


def _said_of_one(r: Read, k: int) -> bool:
    """A rank word of one person: after an article, a singular kin noun, a
    possessive or a name ("the eldest", "fils aîné", "Brandts ältester"),
    not of several ("deux sœurs aînées", "двух старших сестёр")."""
    if r.lang == "ru":
        return not r.toks[k].f.endswith(("их", "ие", "ими"))
    prev = r.toks[k - 1] if k else None
    if prev is None:
        return True
    return prev.f in _ARTICLE | _SINGULAR | _POSSESSIVE or prev.text[:1].isupper()


def _group(r: Read, k: int) -> tuple[str, int]:
    """(son|daughter|child, index of its noun) near a rank word; child when
    none ("the eldest", "l'aînée")."""
    near = [k, *range(k + 1, min(len(r.toks), k + 6)), k - 1]
    for j in near:
        if j < 0:
            continue
        t = r.toks[j]
        if t.kind == "p" and t.f != ".":
            break
        if j == k - 1 and t.f not in _SINGULAR:
            continue  # "deux sœurs aînées": other people's rank
        g = next((_GROUP[w] for w in _lemmas(t) if w in _GROUP), None)
        if g is None and t.f.endswith(("-kinder", "kinder")):
            g = "child"
        if g is not None:
            return g, j
    return "child", k


def _owner(r: Read, marks: list[tuple[int, int, str]], k: int) -> str | None:
    """The name that owns a rank phrase: right before it, "'s" or a German
    genitive between ("Samuel Trask's eldest son", "Karl Vogts ältester
    Sohn")."""
    for _, end, e in marks:
        gap = r.toks[end:k]
        if end <= k and all(t.f in ("s", "'", "’", "'s") for t in gap):
            prev = r.toks[end - 1].f if end else ""
            if gap or (prev.endswith("s") and r.lang == "de"):
                return e
    return None


def _parent(
    r: Read, marks: list[tuple[int, int, str]], person: str, k: int, g_at: int
) -> str | None:
    """The parent named next to a rank ("the eldest son of Samuel Trask",
    "Samuel Trask's eldest son", "Heinrich Brandts ältester Sohn")."""
    for s, _, e in marks:
        if f"@{e}" == person or r.names.kind(e) != "character":
            continue
        if g_at < s <= g_at + 3 or k - 4 <= s < k:
            return e
    return None


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    if not any(w in _TRIGGERS for t in r.toks for w in _lemmas(t)) and r.lang != "de":
        return []
    marks = r.mentions()
    who = _person(r, marks)
    if who is None:
        return []
    person = who[0]
    out: list[Claim] = []
    for k in range(len(r.toks)):
        rank = _birth_rank(r, k)
        first = None if rank is not None else _first_last(r, k)
        if rank is None and first is None:
            continue
        owner = _owner(r, marks, k)
        if owner is not None and f"@{owner}" == person:  # "Karl Vogts ältester Sohn"
            others = [e for _, _, e in marks if e != owner and r.names.kind(e) == "character"]
            if len(others) != 1:
                return []
            person = f"@{others[0]}"
        label = r.names.label(person[1:])
        g, g_at = _group(r, k)
        if first == "first" and g_at != k:
            rank = 1  # "the first son"
        if rank is not None:
            if g_at == k and rank in (2, 3):
                continue  # "the second" alone: of what?
            out.append(r.claim("rank", subject=person, label=label, status=f"{g}:{rank}"))
            parent = _parent(r, marks, person, k, g_at)
            if parent is not None and rank != 0:
                out.append(r.claim("rank:of", subject=f"rank:{g}:{rank}@{parent}",
                                   label=f"{g} {rank} of {r.names.label(parent)}",
                                   status=person))  # fmt: skip
            continue
        desc = _descriptor(r, k, marks, person)
        if desc and first is not None:
            out.append(r.claim("rank:first", subject=person, label=label, status=first,
                               anchor=desc))  # fmt: skip
            what = f"the {first} {desc.replace('|', ' ')}"
            out.append(r.claim("rank:sole", subject=f"{first}:{r.lang}:{desc}", label=what,
                               status=person))  # fmt: skip
        break
    return out


def _first_last(r: Read, k: int) -> str | None:
    t = r.toks[k]
    lem = set(_lemmas(t))
    kind = "first" if lem & FIRST else ("last" if lem & _LAST else None)
    if kind is None:
        return None
    prev = r.toks[k - 1].f if k else ""
    if r.lang != "ru" and prev not in _ARTICLE:
        return None
    nxt = r.toks[k + 1] if k + 1 < len(r.toks) else None
    if nxt is None or not nxt.is_word or nxt.f in cues.TIME_NOUNS:
        return None  # "the first time"
    return kind


def _descriptor(r: Read, k: int, marks: list[tuple[int, int, str]], person: str) -> str:
    """What the group is first or last at: the content lemmas after the
    rank word, the person's name, auxiliaries and function words left out
    ("the first woman to vote in Polwenna": woman|vote|@polwenna)."""
    names = {s: (e, end) for s, end, e in marks}
    skip = cues.function_words() | cues.AUXILIARIES | _SKIP_DESC
    out: set[str] = set()
    j = k + 1
    while j < len(r.toks):
        t = r.toks[j]
        if t.kind == "p" and t.f != "-":
            if t.f in ".;":
                break
        if j in names:
            ent, end = names[j]
            if f"@{ent}" != person:
                out.add(f"@{ent}")
            j = max(end, j + 1)
            continue
        if t.is_word:
            lem = t.lem[-1] if t.lem else t.f
            if t.f not in skip and lem not in skip and lem not in cues.AUXILIARIES:
                out.add(lem)
        j += 1
    return "|".join(sorted(out))


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot:
        return None
    if ca.slot == "rank":
        ga, _, ra = (ca.status or "").partition(":")
        gb, _, rb = (cb.status or "").partition(":")
        if ga != gb and "child" in (ga, gb):  # the youngest child is the youngest son
            child = ra if ga == "child" else rb
            ga = gb = ga if child in ("0", "1") else "-"
        if ga != gb or ga == "-":
            return None
        if ra == rb:
            return Finding(Stance.AGREES, f"{ca.label}: the same rank", 0.7, "rank")
        return Finding(
            Stance.CONTRADICTS,
            f"{ca.label}: {_rank_name(ra)} and {_rank_name(rb)} {ga}",
            0.8,
            "rank",
        )
    if ca.slot == "rank:first":
        if ca.anchor != cb.anchor or ca.status == cb.status:
            return None
        return Finding(Stance.CONTRADICTS, f"{ca.label}: both the first and the last", 0.75, "rank")
    if ca.status == cb.status:
        return Finding(Stance.AGREES, f"{ca.label}: the same person", 0.7, "rank")
    return Finding(Stance.CONTRADICTS, f"{ca.label}: said of two people", 0.8, "rank")


def _rank_name(rank: str) -> str:
    return {"1": "the eldest", "0": "the youngest"}.get(rank, f"the {rank}th")
