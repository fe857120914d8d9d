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


# since round 48: a whole life told by its years right after the name, and nothing
# after them ("Tom Hale lived from 1734 to 1810.", "lebte von 1734 bis 1810", "vécut de
# 1734 à 1810", "vivió de 1734 a 1810", "жил с 1734 по 1810 год"); not a life somewhere
# ("lived in Leeds from 1734 to 1810", "lived from 1734 to 1810 in Leeds")
_LIVED = {
    "en": r"lived from (\d{4}) (?:to|until|till) (\d{4})",
    "de": r"lebte von (\d{4}) bis (\d{4})",
    "fr": r"vécut de (\d{4}) à (\d{4})",
    "es": r"vivió (?:de|desde) (\d{4}) (?:a|hasta) (\d{4})",
    "ru": r"жила? с (\d{4}) по (\d{4})(?: год\w*)?",
}
_LIVED_RX = {lang: re.compile(rf"\s+{rx}\s*(?=[.;]?\s*$)", re.I) for lang, rx in _LIVED.items()}


def _lived(text: str, lang: str, names: NameIndex) -> tuple[str, list[Span]]:
    """A life told as "lived from 1734 to 1810" after the name, taken out as
    a bracket is, and its birth and death."""
    from semnet.graph.judge.values import make_time

    rx = _LIVED_RX.get(lang)
    m = rx.search(text) if rx is not None else None
    if m is None or (who := _named_before(text[: m.start()].rstrip(" ,"), lang, names)) is None:
        return text, []
    born, died = (int(m.group(k)) for k in (1, 2))
    if not 0 < died - born < 120:
        return text, []
    times = (make_time(y, None, None, str(y)) for y in (born, died))
    return text[: m.start()] + text[m.end() :], [Span(who[0], who[1], *times)]


def lift(text: str, lang: str, names: NameIndex) -> tuple[str, list[Span]]:
    """The text with each life-span bracket after a character's name taken
    out, and what the brackets say."""
    text, spans = _lived(text, lang, names)
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
    if not out:
        return text, spans
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
