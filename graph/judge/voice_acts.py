"""A thing is built, founded or cast once: the act told with its maker as
the subject ("Hale built the mill in 1830") and with the thing as the
subject ("The mill was built by Hale in 1820") is one act, so two dates of
it that do not overlap contradict, whoever each side names as the maker."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

# the acts that happen once to a thing (designing, writing, commissioning may be
# redone), and the one-time event (`events.py`) the thing undergoes by each
EVENT_OF = {"build": "building", "found": "founding", "cast": "casting", "open": "opening",
            "launch": "launch"}  # fmt: skip
ONCE = frozenset(f"role:{act}" for act in EVENT_OF)
# the words before a date that end a thing's phrase ("die Mühle | im Jahr 1830")
_TAIL = words(
    "in im am an on at en el dans au a à в во на year jahr jahre annee ano año "
    "году год the le la el der die das dem"
)


def once_at(ca: Claim, cb: Claim) -> Finding | None:
    """Two dates of one act of making that cannot both be true."""
    from semnet.graph.judge.compare import Finding

    if ca.slot not in ONCE or ca.slot != cb.slot or ca.restricted or cb.restricted:
        return None
    ta, tb = ca.time, cb.time
    if ta is None or tb is None or ta.bound is not None or tb.bound is not None:
        return None
    if ta.approx or tb.approx or ta.overlaps(tb):
        return None
    what = ca.slot.split(":", 1)[1]
    return Finding(
        Stance.CONTRADICTS, f"{ca.label}: the {what} dated {ta.text} vs {tb.text}", 0.8, "role"
    )


def undergone(r: Read, made: Claim, act: str) -> list[Claim]:
    """The thing's own one-time event when a maker's act has a date in its
    clause: "Hale built the mill in 1830" is the mill's building in 1830."""
    if act not in EVENT_OF or made.time is None or made.time.bound is not None:
        return []
    return [r.claim(f"ev:{EVENT_OF[act]}", subject=made.subject, label=made.label,
                    time=made.time)]  # fmt: skip


def strip_tail(toks: list[Tok]) -> list[Tok]:
    """A thing's phrase without the words a date phrase left at its end."""
    while toks and toks[-1].kind == "w" and toks[-1].f in _TAIL:
        toks = toks[:-1]
    return toks


def near_date(clean: str, toks: list[Tok], i: int) -> bool:
    """Whether the statement's first date is in the clause of the act's word
    at `i` (no comma or semicolon between them in the text): "The school,
    founded by Pole, was enlarged in 1880" dates the enlarging."""
    k = next((k for k, t in enumerate(toks) if t.time is not None), None)
    if k is None:
        return True
    a, b = clean.find(toks[i].text), clean.find(toks[k].text)
    if a < 0 or b < 0:
        return True
    lo, hi = min(a, b), max(a, b)
    if not any(c in clean[lo:hi] for c in ",;"):
        return True
    if a < b:  # an apposition between ("founded by the vicar, John Pole, in 1861")
        tail = clean[max(clean.rfind(",", 0, b), clean.rfind(";", 0, b)) + 1 : b].split()
        return len(tail) <= 1 and all(len(w) <= 3 for w in tail)
    # a fronted date phrase lends its date ("In 1861, Pole founded …")
    start = max(clean.rfind(",", 0, b), clean.rfind(";", 0, b)) + 1
    cut = [x for x in (clean.find(",", b), clean.find(";", b)) if x >= 0]
    phrase = clean[start : min(cut) if cut else len(clean)]
    return b < a and start == 0 and len(phrase.split()) <= 4


def inverted_object(r: Read, i: int) -> list[Tok] | None:
    """German with a counted agent after a plural verb of making at `i`: the
    thing after that agent ("1902 gründeten zwölf Arbeiter den Turnverein") or
    before the verb ("Den Turnverein gründeten 1902 zwölf Arbeiter"), since
    round 31; since round 39 also an agent told by its article, after a verb of
    either number, with the thing's article after it ("gründete der Kaufmann
    Gale die Mühle")."""
    toks = r.toks
    if r.lang != "de":
        return None
    k = i + 1
    while k < len(toks) and toks[k].kind == "t":
        k += 1
    plural, articled = toks[i].f.endswith("en"), False
    if k >= len(toks) or toks[k].kind != "q" or not plural:  # since round 35 by its noun too
        noun = _noun_agent(toks, k, plural)  # ("gründeten Kaufleute")
        if noun is None:
            return None
        k, articled = noun, toks[k].f in _AGENT_ARTICLES
    rest = [t for t in toks[k + 1 :] if t.kind == "w"]
    if rest and rest[0].f in DE_OBJECTS:
        return toks[k + 1 :]
    return toks[:i] if not rest and i > 0 and plural and not articled else None


def _noun_agent(toks: list[Tok], k: int, plural: bool) -> int | None:
    """The last token of an agent told by a capitalised noun after a German
    plural verb of making ("1862 gründeten Kaufleute die Bank"); since round
    39 also with its article and a name after it, after a verb of either
    number ("gründeten die Brüder Gale die …", "gründete der Kaufmann Gale die …")."""
    j = k + 1 if k < len(toks) and toks[k].f in _AGENT_ARTICLES else k
    if j == k and not plural:
        return None  # (a singular verb's agent is told with its article)
    last = None
    while j < len(toks) and toks[j].kind == "w" and toks[j].cap and toks[j].f not in DE_OBJECTS:
        last, j = j, j + 1
    return last


_AGENT_ARTICLES = frozenset({"der", "die", "ein", "eine"})
DE_OBJECTS = frozenset({"den", "die", "das"})  # the articles before a German verb's object


def launched_next(r: Read, i: int) -> bool:
    """Is the note a verb of launching at `i` launches named right after it (an
    article between), or before it ("The Curlew was launched by Pike"), since
    round 35?"""
    after = [s for s, _, e in r.mentions() if s > i and r.names.kind(e) in ("place", "glossary")]
    if not after:
        return True
    j = i + 1
    while j < len(r.toks) and (r.toks[j].is_(cues.ARTICLES) or r.toks[j].kind == "t"):
        j += 1
    return after[0] == j


def apposed_note(r: Read, i: int) -> tuple[str, str] | None:
    """The thing a maker's act at `i` makes, named in apposition after a comma
    within the next eight words ("founded a dye works, Haller & Roux", "fonda sa
    propre maison, Haller & Roux", "gründete seine eigene Firma, Haller &
    Roux"), since round 31."""
    toks = r.toks
    for start, end, e in r.mentions():
        if not i + 1 < start <= i + 8 or r.names.kind(e) not in ("glossary", "place"):
            continue
        if re.search(r",\s*" + re.escape(toks[start].text) + r"\b", r.clean) is None:
            return None
        after = toks[end] if end < len(toks) else None
        if after is None or after.kind == "t" or after.f in _TAIL:
            return f"@{e}", r.names.label(e)
        return None
    return None


# the reflexive pronouns next to a verb (folded)
_SELF = words("se s himself herself themselves sich")


def reflexive(toks: list[Tok], i: int) -> bool:
    """Is the verb at i reflexive ("se estableció", "s'établit", "established
    himself", "etablierte sich": settling, not founding; since round 32)?"""
    return (i > 0 and toks[i - 1].f in _SELF) or (i + 1 < len(toks) and toks[i + 1].f in _SELF)
