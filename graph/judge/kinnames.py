"""A relative named in apposition and what is said of them: in "Anne Kerbrat avait
un frère, Jean, né en 1845", "Greta hatte einen Bruder, Hinrich, der 1840
geboren wurde", "Greta had a brother, Hinrich, who drowned in 1871", "У Анны
был брат Пётр, родившийся в 1840 году" the participle or relative clause
after the name is said of the brother, not of the sentence's subject.

A clause is the named relative's when it opens with a past participle (by its
ending, `cues.PARTICIPLE_ENDINGS`, an irregular one, or pymorphy3's PRTF/PRTS)
or a relative pronoun, and follows a segment that is only a character's name
after a relation noun (`relations.concept`: brother, Bruder, frère, hermano,
брат, wife, mayor …) — the noun ending the segment before, or, in Russian,
standing right before the name in the same segment. The clause is then read
as a main clause about that person. A named relative's own birth, death,
baptism or burial is also that of the relative it names ("Helen's husband,
Saul Gray, died in 1924" dates the death a widowhood of Helen's dates).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.cues import words
from semnet.graph.judge.fronted import participle
from semnet.graph.judge.relations import concept
from semnet.graph.manuscript.names import NameIndex, best_lemma, fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.subjects import Subject
    from semnet.graph.judge.text import Segment, Tok

# relative pronouns that open a clause about the noun before them (folded);
# no library lists them per language
_WHO = words("who der die qui que quien quienes который которая которое которые")


def _opens(seg: Segment, lang: str) -> bool:
    """Does the segment open with a participle or a relative pronoun (past
    "himself", "lui-même", "él mismo", "сам": since round 31)?"""
    ws = [t for t in seg.toks if t.kind == "w"]
    while ws and ws[0].f in _SELF:
        ws = ws[1:]
    first = ws[0] if ws else None
    if first is None:
        return False
    if seg.kind == "sub":
        return first.f in _WHO or (lang == "ru" and best_lemma(first.text, "ru") == "который")
    return participle(first, lang)


_SELF = words("himself herself lui elle meme même selbst el él ella mismo misma сам сама")


def _relation(t: Tok | None, lang: str) -> bool:
    return t is not None and t.kind == "w" and concept(best_lemma(t.text, lang), lang) is not None


def _last_word(toks: list[Tok]) -> Tok | None:
    return next((t for t in reversed(toks) if t.kind == "w"), None)


def _named(seg: Segment, before: Segment | None, lang: str, names: NameIndex) -> str | None:
    """The character a segment names last, right after a relation noun (in
    the segment, or ending the segment before when the name is all of it)."""
    ws = [t.text if t.kind == "w" else "" for t in seg.toks]
    found = [m for m in names.find_all(ws, lang) if m.entity is not None]
    ms = [m for m in found if names.kind(m.entity or "") == "character"]
    last = max(ms, key=lambda m: m.end, default=None)
    if last is None or last.entity is None:
        return None
    if any(t.kind == "w" for t in seg.toks[last.end :]):
        return None
    rest = [t for t in seg.toks[: last.start] if t.kind == "w" and t.f not in cues.ARTICLES]
    if not rest:  # ", Jean," alone: the relation noun ends the segment before
        after = before is not None and _relation(_last_word(before.toks), lang)
        return last.entity if after else None
    return last.entity if _relation(rest[-1], lang) else None


def apposed(
    segs: list[Segment], subjects: list[Subject | None], lang: str, names: NameIndex
) -> list[Subject | None]:
    """The subjects of the segments, a clause about a relative named in
    apposition made a main clause about that relative."""
    from semnet.graph.judge.subjects import Subject

    out = list(subjects)
    for i in range(1, len(segs)):
        seg = segs[i]
        if subjects[i] is not None or not _opens(seg, lang):
            continue
        who = _named(segs[i - 1], segs[i - 2] if i > 1 else None, lang, names)
        who = who or _object_named(segs[i - 1], subjects[i - 1], lang, names)
        kin = None if who else _own_kin(segs[i - 1], subjects[:i], lang)
        if who is None and kin is None:
            continue
        seg.kind = "main"
        out[i] = kin or Subject(f"@{who}", names.label(who or ""), "character")
    return out


def _own_kin(seg: Segment, before: list[Subject | None], lang: str) -> Subject | None:
    """The subject's relative a clause ends on, after a possessive ("sobrevivió
    cinco años a su marido, | muerto en 1861", "six ans de moins que son mari,
    | né en 1879": the husband's death and birth), since round 31."""
    from semnet.graph.judge.implies import POSSESSIVES
    from semnet.graph.judge.relations import KIN, relation_key
    from semnet.graph.judge.subjects import Subject

    main = next((s for s in before if s is not None and s.key.startswith("@")), None)
    ws = [t for t in seg.toks if t.kind == "w"]
    if main is None or main.kind != "character" or len(ws) < 2:
        return None
    own, noun = ws[-2], ws[-1]
    lemma = best_lemma(noun.text, lang)
    if own.f not in POSSESSIVES.get(lang, frozenset()) or fold(lemma) not in KIN.get(lang, {}):
        return None
    kin = relation_key(lemma, lang)
    return Subject(f"rel:{kin}@{main.key[1:]}", f"{main.label}'s {kin}", None, 0, 0)


def _object_named(seg: Segment, own: Subject | None, lang: str, names: NameIndex) -> str | None:
    """The character that ends a clause with a subject of its own, as its
    object ("Marie avait épousé Paul Roux, | né en 1845": Paul's birth), since
    round 31."""
    ws = [t.text if t.kind == "w" else "" for t in seg.toks]
    ms = [m for m in names.find_all(ws, lang) if m.entity is not None]
    last = max(ms, key=lambda m: m.end, default=None)
    if own is None or last is None or last.entity is None or own.key == f"@{last.entity}":
        return None
    if names.kind(last.entity) != "character" or last.start <= own.end or own.kind != "character":
        return None
    between = [t for t in seg.toks[own.end : last.start] if t.kind == "w"]
    if own.relative or not between or any(_relation(t, lang) for t in seg.toks[: last.start]):
        return None  # "Anna, fille unique de Paul Roux, née …": Anna's, the apposition's
    return last.entity if not any(t.kind == "w" for t in seg.toks[last.end :]) else None


_OWN_LIFE = frozenset({"birth", "death", "baptism", "burial"})
# the relatives one has one of (a brother named is maybe not "her brother")
_ONE_OF = frozenset({"husband", "wife", "father", "mother"})


def as_relative(claims: list[Claim], main: Subject) -> list[Claim]:
    """The life events of a person the statement names as someone's relative
    ("Helen's husband, Saul Gray, …", "Saul Gray, the husband of Helen, …")
    said again of that relative (`rel:husband@Helen`); only of a relative
    one has one of (a husband, a mother; not a brother)."""
    if not main.relative or not main.key.startswith("@"):
        return []
    if main.relative[4:].partition("@")[0] not in _ONE_OF:
        return []
    return [
        replace(c, subject=main.relative)
        for c in claims
        if c.subject == main.key and c.slot in _OWN_LIFE
    ]
