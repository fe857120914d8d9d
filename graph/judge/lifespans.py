"""A person's years in brackets after the name: "Anna Volkova (1871–1920)",
"(b. 1871)", "(née en 1850, morte en 1920)", "(geb. 1850, gest. 1900)",
"(* 1850; † 1900)", "(род. 1850)", "(1850–?)" give a birth and a death.

The bracket is lifted out of the text before the statement is read, so the
clause around it reads as if it were not there ("Anna Volkova (1871–1920)
was a painter." is "Anna Volkova was a painter."), and its years become the
birth and death claims of the character whose name ends just before it.

Hand-written: the abbreviations and words that mark a birth or a death
inside such a bracket (no library reads them); the dates are read by the
judge's own tokenizer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import WORD, fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.values import TimeValue
    from semnet.graph.manuscript.names import NameIndex

# a bracket of a few words holding a year ("(1871–1920)", "(b. 1871)")
_BRACKET = re.compile(r"\s*\(([^()]{0,60}?\b\d{3,4}\b[^()]{0,40})\)")
# a part that marks a birth or a death (folded, dots dropped)
_BORN = words("b born n ne nee geb geboren nacido nacida nac род родился родилась рожд")
_DIED = words("d died gest gestorben mort morte muerto muerta fallecido fallecida "
              "ум умер умерла сконч")  # fmt: skip
_BORN_SIGNS, _DIED_SIGNS = ("*",), ("†", "+", "✝")
_DASH = re.compile(r"\d\s*[-–—]\s*(?:\w|\?|$)")
# the words that may stand in a bare span: an approximate year ("c. 1850–1900");
# Russian spans as ru_forms.py writes them ("с 1871 по 1920 год")
_CIRCA = words("c ca circa um vers hacia около ок с по год года")
_RU_SPAN = re.compile(r"\bс \d{3,4} по \d{3,4}")


@dataclass(frozen=True, slots=True)
class Span:
    """The years a bracket gives the character named before it."""

    entity: str
    label: str
    birth: TimeValue | None
    death: TimeValue | None


def lift(text: str, lang: str, names: NameIndex) -> tuple[str, list[Span]]:
    """The text with each life-span bracket after a character's name taken
    out, and what the brackets say."""
    spans: list[Span] = []
    out, last = [], 0
    for m in _BRACKET.finditer(text):
        who = _named_before(text[: m.start()], lang, names)
        if who is None:
            continue
        birth, death = _years(m.group(1), lang)
        if birth is None and death is None:
            continue
        spans.append(Span(who[0], who[1], birth, death))
        out.append(text[last : m.start()])
        last = m.end()
    if not spans:
        return text, []
    out.append(text[last:])
    return "".join(out), spans


def claims(spans: list[Span], lang: str, clause: str) -> list[Claim]:
    from semnet.graph.judge.claims import Claim

    out = []
    for s in spans:
        for slot, when in (("birth", s.birth), ("death", s.death)):
            if when is not None:
                out.append(Claim(f"@{s.entity}", s.label, slot, lang, clause, time=when,
                                 subject_kind="character"))  # fmt: skip
    return out


def _named_before(prefix: str, lang: str, names: NameIndex) -> tuple[str, str] | None:
    """The character whose name ends the text before a bracket."""
    ws = WORD.findall(prefix[-80:])
    if not ws or not prefix[-1:].isalnum():
        return None
    for m in names.find_all(ws, lang):
        e = m.entity
        if m.end == len(ws) and e is not None and names.kind(e) == "character":
            return e, names.label(e)
    return None


def _years(inner: str, lang: str) -> tuple[TimeValue | None, TimeValue | None]:
    """The birth and death a bracket's text gives."""
    from semnet.graph.judge.text import tokenize

    birth = death = bare = None
    for part in re.split(r"[,;]", inner):
        toks = tokenize(part, lang)
        times = [t.time for t in toks if t.time is not None]
        if not times:
            continue
        head = part.strip()
        marks = {fold(w) for w in WORD.findall(head)[:2]}
        if marks & _DIED or head.startswith(_DIED_SIGNS):
            death = times[0]
        elif marks & _BORN or head.startswith(_BORN_SIGNS):
            birth = times[0]
        elif (_DASH.search(part) or _RU_SPAN.search(part)) and all(
            t.kind != "w" or t.f in _CIRCA for t in toks
        ):
            birth = times[0]  # "(1871–1920)", "(16 March 1871 – 2 May 1920)", "(1850–?)"
            death = times[1] if len(times) > 1 else None
        elif len(times) == 1:
            bare = times[0]
    if birth is None and death is not None and bare is not None:
        birth = bare  # "(* 12. März 1850 in Bremen; † 1900)": the star lost with the emphasis marks
    return birth, death
