"""A strike told by its workers' verb, not by its noun: "the weavers went on
strike on 1 June 1889", "downed tools", "les tisserands cessèrent le
travail", "se mirent en grève", "die Weber legten die Arbeit nieder",
"traten in den Ausstand", "los tejedores se declararon en huelga",
"ткачи забастовали", "бросили работу" is the strike breaking out then
(since round 40), so it meets "The weavers' strike broke out on 9 May 1889"
(`happenings.py`).

Only when the statement's subject is a noun phrase (the workers) or none: a
person who "stopped work" at seventy, or a mill that "stopped work" in 1890,
keeps their own statement. Hand-written phrases per language, folded: no
library knows the ways of downing tools.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from semnet.graph.judge.text import Tok

_WALKOUT = {
    "en": r"\b(?:went|go|going|came|come) (?:out )?on strike\b|\bdowned (?:their )?tools\b"
          r"|\bwalked out\b|\bstopped work\b|\blaid down (?:their )?tools\b|\bstruck work\b"
          r"|\b(?:declared|called) a strike\b",
    "fr": r"\bse (?:mirent|sont mis\w*|mettent) en greve\b|\b(?:cesserent|ont cesse) le travail\b"
          r"|\bposerent (?:leurs|les) outils\b|\bdebrayerent\b|\bentrerent en greve\b"
          r"|\bdeclencherent (?:une|la) greve\b",
    "de": r"\btraten\b.{0,40}\bin den (?:streik|ausstand)\b|\blegten\b.{0,40}\bdie arbeit nieder\b"
          r"|\bstreikten\b|\bin den (?:streik|ausstand) getreten\b|\bdie arbeit niedergelegt\b",
    "es": r"\bse (?:declararon|pusieron) en huelga\b|\bfueron a la huelga\b"
          r"|\bdeclararon (?:la|una) huelga\b|\b(?:abandonaron|dejaron) el trabajo\b",
    "ru": r"\bзабастовал|\bобъявил\w* (?:забастовку|стачку)|\b(?:бросил|прекратил|остановил)\w* "
          r"работу|\bвышл\w* на (?:забастовку|стачку)",
}  # fmt: skip
_RX = {lang: re.compile(rx) for lang, rx in _WALKOUT.items()}


def said(folded: str, lang: str) -> bool:
    """Does a folded statement say that workers downed tools?"""
    rx = _RX.get(lang)
    return rx is not None and rx.search(folded) is not None


def at(toks: list[Tok], lang: str) -> int | None:
    """The token where the workers' verb of striking begins, if any."""
    rx = _RX.get(lang)
    if rx is None:
        return None
    text, starts = "", []
    for t in toks:
        starts.append(len(text))
        text += t.f + " "
    m = rx.search(text)
    if m is None:
        return None
    return max(i for i, s in enumerate(starts) if s <= m.start())
