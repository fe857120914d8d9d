"""Comparisons between two named people or places ("A was older than B",
"B war jünger als A", "A était plus riche que B", "А был выше Б"): who is
the greater on one dimension (age, height, size, wealth), and what an age
comparison says of a birth date the same statement gives the other one.

Hand-written, small and per language (no offline library lists comparative
forms across languages): the comparative words of four dimensions, the
words that invert them ("less", "moins", "weniger", "menos") and the words
that introduce the second term ("than", "als", "que", "чем")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"cmp", "cmp:born"})

# comparative forms (folded) → (dimension, +1 when the subject is the greater)
_ONE_WORD: dict[str, dict[str, tuple[str, int]]] = {
    "en": {"older": ("age", 1), "elder": ("age", 1), "younger": ("age", -1),
           "taller": ("height", 1), "shorter": ("height", -1), "richer": ("wealth", 1),
           "wealthier": ("wealth", 1), "poorer": ("wealth", -1), "bigger": ("size", 1),
           "larger": ("size", 1), "smaller": ("size", -1)},
    "de": {"alter": ("age", 1), "junger": ("age", -1), "grosser": ("height", 1),
           "kleiner": ("height", -1), "reicher": ("wealth", 1), "armer": ("wealth", -1),
           "wohlhabender": ("wealth", 1)},
    "ru": {"старше": ("age", 1), "моложе": ("age", -1), "младше": ("age", -1),
           "выше": ("height", 1), "ниже": ("height", -1), "богаче": ("wealth", 1),
           "беднее": ("wealth", -1), "больше": ("size", 1), "меньше": ("size", -1)},
    "es": {"mayor": ("age", 1), "menor": ("age", -1)},
    "fr": {"aine": ("age", 1), "ainee": ("age", 1), "cadet": ("age", -1),
           "cadette": ("age", -1)},
}  # fmt: skip
# adjectives after "plus"/"más"/"more" (folded lemmas)
_AFTER_MORE: dict[str, tuple[str, int]] = {
    "age": ("age", 1), "agee": ("age", 1), "vieux": ("age", 1), "vieille": ("age", 1),
    "jeune": ("age", -1), "grand": ("height", 1), "grande": ("height", 1),
    "petit": ("height", -1), "petite": ("height", -1), "riche": ("wealth", 1),
    "pauvre": ("wealth", -1), "viejo": ("age", 1), "vieja": ("age", 1), "joven": ("age", -1),
    "alto": ("height", 1), "alta": ("height", 1), "bajo": ("height", -1),
    "baja": ("height", -1), "rico": ("wealth", 1), "rica": ("wealth", 1),
    "pobre": ("wealth", -1), "wealthy": ("wealth", 1), "prosperous": ("wealth", 1),
    "reich": ("wealth", 1), "wohlhabend": ("wealth", 1),
}  # fmt: skip
_MORE = words("plus mas more")
_LESS = words("moins menos less weniger")
# words that open the second term; Russian takes a bare genitive too
_THAN = {"en": words("than"), "de": words("als"), "fr": words("que qu"),
         "es": words("que"), "ru": words("чем")}  # fmt: skip
_OF = words("de d")
# words allowed between the comparative and the second term's name
_FILLER = words("his her their its sein seine seiner seinem ihr ihre ihrer ihrem son sa ses "
                "su sus свой своего своей своих его ее brother sister bruder schwester frere "
                "soeur sœur hermano hermana брата сестры cousin cousine vetter primo "
                "prima wife husband frau mann ehemann femme mari epoux epouse esposa esposo "
                "marido жены мужа супруга супруги father mother vater mutter pere mere padre "
                "madre отца матери")  # fmt: skip
_DEGREE = words("far much even still a good deal bit little lot viel weit noch deutlich etwas "
                "bien beaucoup encore un peu mucho bastante aun algo куда гораздо намного "
                "значительно чуть немного")  # fmt: skip


def _cue(r: Read, k: int) -> tuple[str, int, int] | None:
    """(dimension, sign, index after the cue) for a comparative at token k."""
    toks = r.toks
    f = toks[k].f
    one = _ONE_WORD.get(r.lang, {}).get(f)
    if one is not None:
        return one[0], one[1], k + 1
    if f in _MORE | _LESS and k + 1 < len(toks) and toks[k + 1].is_word:
        nxt = toks[k + 1]
        hit = next((_AFTER_MORE[w] for w in (nxt.f, *nxt.lem) if w in _AFTER_MORE), None)
        if hit is not None:
            return hit[0], hit[1] * (-1 if f in _LESS else 1), k + 2
    return None


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    """A comparison claim per comparative between the main subject and a
    second named entity of its kind; with an age comparison, a bound on the
    other one's birth from a birth date the statement gives."""
    main = r.main
    if not main.key.startswith("@"):
        return []
    kind = r.names.kind(main.key[1:])
    if not any(t.f in _TRIGGERS for t in r.toks):
        return []
    marks = r.mentions()
    out: list[Claim] = _kin_claims(r, found, marks)
    for k, t in enumerate(r.toks):
        if not t.is_word:
            continue
        cue = _cue(r, k)
        if cue is None:
            continue
        dim, sign, at = cue
        if r.lang != "ru" and not _than_follows(r, at, t.f):  # "el hijo mayor"
            continue
        other = _second(r, marks, at, main.key)
        if other is None or r.names.kind(other[1:]) != kind or _denied(r, k) or out:
            continue
        if dim == "height" and kind != "character":
            dim = "size"
        if dim in ("age", "wealth") and kind != "character":
            continue
        greater, lesser = (main.key, other) if sign > 0 else (other, main.key)
        pair = "|".join(sorted((main.key, other)))
        label = f"{r.names.label(main.key[1:])} / {r.names.label(other[1:])}"
        when = None if dim == "age" else r.when  # an age order holds for life
        out.append(r.claim("cmp", subject=f"cmp:{pair}", label=label,
                           status=f"{dim}:{greater}", time=when))  # fmt: skip
        if dim == "age":
            out.extend(_birth_bounds(r, found, greater, lesser))
    return out


# "Ben's elder sister", "la sœur aînée de Rémi", "старшая сестра Олега":
# an age order between the subject and the sibling's owner
SIBLINGS = words("sister brother schwester bruder sœur soeur frere hermana hermano сестра "
                 "сестрои сестры брат братом брата")  # fmt: skip
_KIN_AGE = {
    **dict.fromkeys(words("elder older big altere alterer alteren aine ainee grand grande "
                          "mayor старшая старшии старшеи старшим"), 1),
    **dict.fromkeys(words("younger little jungere jungerer jungeren cadet cadette petit petite "
                          "menor младшая младшии младшеи младшим"), -1),
}  # fmt: skip


def kin_order(r: Read, marks: list[tuple[int, int, str]]) -> tuple[str, int] | None:
    """(the sibling's owner, +1 when the subject is the elder) from "X was
    Y's younger brother", "X war die ältere Schwester von Y", "X era la
    hermana menor de Y", "X был младшим братом Y"."""
    toks = r.toks
    for k, t in enumerate(toks):
        if not t.is_word or (t.f not in SIBLINGS and t.f not in _SENIOR):
            continue
        near = toks[max(0, k - 1) : k + 2]
        sign = _SENIOR.get(t.f) or next((_KIN_AGE[u.f] for u in near if u.f in _KIN_AGE), None)
        if sign is None:
            continue
        for s, end, e in marks:
            if f"@{e}" == r.main.key or r.names.kind(e) != "character":
                continue
            after = k < s <= k + 4 and all(u.f in _OF | _OF_KIN for u in toks[k + 2 : s])
            before = (
                end <= k
                and k - end <= 2
                and all(u.f in ("s", "'", "’") or u.f in _KIN_AGE for u in toks[end:k])
            )
            if after or before:
                return f"@{e}", sign
    return None


# "two years Ellen's senior": an age order with the other's possessive
_SENIOR = {"senior": 1, "junior": -1}
_OF_KIN = words("of von de del der des") | _KIN_AGE.keys()


def _kin_claims(r: Read, found: list[Claim], marks: list[tuple[int, int, str]]) -> list[Claim]:
    got = kin_order(r, marks)
    if got is None or r.main.kind != "character" or not r.main.key.startswith("@"):
        return []
    other, sign = got
    greater, lesser = (r.main.key, other) if sign > 0 else (other, r.main.key)
    pair = "|".join(sorted((r.main.key, other)))
    label = f"{r.names.label(r.main.key[1:])} / {r.names.label(other[1:])}"
    return [r.claim("cmp", subject=f"cmp:{pair}", label=label, status=f"age:{greater}"),
            *_birth_bounds(r, found, greater, lesser)]  # fmt: skip


# any of these words lets a statement hold a comparison
_TRIGGERS = frozenset().union(*_ONE_WORD.values(), _MORE, _LESS, SIBLINGS, _SENIOR)


def absorbs(c: Claim, added: list[Claim]) -> bool:
    """ "plus riche que", "taller than": a comparison says nothing of being
    rich or tall; its antonym claim goes."""
    return c.slot == "antonym" and any(a.slot == "cmp" for a in added)


def _than_follows(r: Read, at: int, cue: str) -> bool:
    than = _THAN.get(r.lang, frozenset())
    if cue in _ONE_WORD["fr"]:
        than = than | _OF  # "l'aîné de sa sœur"
    for t in r.toks[at : at + 4]:
        if t.f in than:
            return True
        if not t.is_word or t.f not in _DEGREE:
            return False
    return False


def _second(r: Read, marks: list[tuple[int, int, str]], at: int, main: str) -> str | None:
    """The entity the comparison is made with: the first name after the
    comparative, past "than", degree words and a kin noun."""
    for start, _, ent in marks:
        if start < at or f"@{ent}" == main:
            continue
        between = r.toks[at:start]
        skip = _THAN.get(r.lang, frozenset()) | _OF | _FILLER | _DEGREE
        if all((t.is_word and t.f in skip) or t.f == "," for t in between) and len(between) <= 5:
            return f"@{ent}"
        return None
    return None


def _denied(r: Read, k: int) -> bool:
    neg = cues.NEGATION.get(r.lang, frozenset())
    return any(t.f in neg for t in r.toks[max(0, k - 4) : k])


def _birth_bounds(r: Read, found: list[Claim], older: str, younger: str) -> list[Claim]:
    """ "Martha, born in 1848, was younger than Edwin": Edwin was born
    before 1848 (and the younger one after the elder's birth)."""
    out: list[Claim] = []
    for c in found:
        if c.slot != "birth" or c.time is None or c.time.bound or c.negated:
            continue
        if c.subject == older:
            out.append(r.claim("cmp:born", subject=younger, label=r.names.label(younger[1:]),
                               status="after", time=c.time))  # fmt: skip
        elif c.subject == younger:
            out.append(r.claim("cmp:born", subject=older, label=r.names.label(older[1:]),
                               status="before", time=c.time))  # fmt: skip
    return out


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot == "cmp" and cb.slot == "cmp":
        da, _, ga = (ca.status or "").partition(":")
        db, _, gb = (cb.status or "").partition(":")
        if da != db or (ca.time and cb.time and not ca.time.overlaps(cb.time)):
            return None
        if ga == gb:
            return Finding(Stance.AGREES, f"{ca.label}: the same {da} order", 0.7, "comparison")
        return Finding(
            Stance.CONTRADICTS, f"{ca.label}: the {da} order is reversed", 0.8, "comparison"
        )
    bound, birth = (ca, cb) if ca.slot == "cmp:born" else (cb, ca)
    if bound.slot != "cmp:born" or birth.slot != "birth" or birth.time is None:
        return None
    if birth.negated or birth.time.bound or bound.time is None:
        return None
    b, t = birth.time, bound.time
    wrong = b.end <= t.start if bound.status == "after" else b.start >= t.end
    if not wrong:
        return None
    side = "after" if bound.status == "after" else "before"
    return Finding(
        Stance.CONTRADICTS,
        f"{bound.label}: born in {b.text}, but the comparison puts the birth {side} {t.text}",
        0.75 if b.approx or t.approx else 0.8,
        "comparison",
    )
