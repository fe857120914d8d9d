"""A "that"-clause after a reporting frame is the statement's main clause:
"It is recorded that Anna was born in Lyon", "Es ist belegt, dass …",
"Известно, что …", "Consta que …" say what the clause says; a frame that
names someone ("Olga recalled that the flu of 1918 killed fifty") says it of
the clause's own subject when the clause names one (a person, a place, a
happening), and of the frame's person otherwise ("Anna said that she …").
Since round 23 an aside of knowing or saying between commas ("…, as everyone
in Kvalnes knew, …", "…, wie man in Kvalnes wusste, …", "…, comme chacun le
savait, …", "…, como se sabe, …", "…, как все знали, …") is dropped: the
clause around it says what it says; so is a source between commas ("…,
according to the parish register, …", "…, so das Kirchenbuch, …"), not a
legend or a rumour.

Hand-written per language: the reporting verbs and complementizers are
`cues.REPORTING` and `cues.COMPLEMENTIZERS`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, happenings

if TYPE_CHECKING:
    from semnet.graph.judge.text import Segment
    from semnet.graph.manuscript.names import NameIndex


def main_clause(segs: list[Segment], lang: str, names: NameIndex) -> list[Segment]:
    """The segments with a reported clause made the main one (the frame then
    gives no claims)."""
    comp = cues.COMPLEMENTIZERS.get(lang, frozenset())
    for k, seg in enumerate(segs):
        if k == 0 or seg.kind != "sub" or seg.toks[0].f not in comp:
            continue
        frame = segs[k - 1]
        if frame.kind != "main" or not any(t.is_(cues.REPORTING) for t in frame.toks):
            continue
        words = [t.text if t.kind == "w" else "" for t in frame.toks]
        if any(m.entity is not None for m in names.find_all(words, lang)) and not _own(
            seg, lang, names
        ):
            continue  # "Anna said that she …": Anna's claim, kept as it is
        frame.kind = "sub"
        seg.kind = "main"
        seg.toks = seg.toks[1:]
        seg.context.extend(frame.context)
    return segs


def _own(seg: Segment, lang: str, names: NameIndex) -> bool:
    """Does a reported clause name a subject of its own (an entity or a
    happening: "… что осенью 1918 г. испанка унесла …")?"""
    words = [t.text if t.kind == "w" else "" for t in seg.toks]
    if any(m.entity is not None for m in names.find_all(words, lang)):
        return True
    return happenings.find(seg.toks, lang) is not None


# an aside of knowing or saying between commas, per language: its opening word and
# the stems of its verbs (hand-written; no library reads parentheticals)
_ASIDE_OPEN = {"en": "as", "de": "wie", "fr": "comme", "es": "como", "ru": "как"}
_ASIDE_VERBS = {
    "en": r"kn[eo]w|said|say|recall|remember|report|record|tell|told|note|call",
    "de": r"wu(?:ss|ß)|weiß|sagt|hie(?:ss|ß)|erz[äa]hlt|berichtet|erinnert|schreibt|schrieb|nannt",
    "fr": r"sa(?:v|it|ch)|di(?:s|t)|rapport|raconte|rappel|souvien|not|écri|appel",
    "es": r"sab|dic|dij|cuent|cont|recuerd|record|escrib|not|llam",
    "ru": r"зна|говор|сказ|рассказ|помн|писал|пишут|отмеч|звал|называл",
}


# a source between commas: "…, according to the parish register, …", "…, so das
# Kirchenbuch, …", "…, selon le registre, …", "…, según el padrón, …", "…, по данным
# переписи, …" (not a legend or a rumour: that one hedges)
_SOURCE_ASIDE = {
    "en": r"according to",
    "de": r"(?:so(?!\s+dass)|laut)",
    "fr": r"(?:selon|d['’]après)",
    "es": r"(?:según|de acuerdo con)",
    "ru": r"(?:по данным|согласно|по словам)",
}
_HEARSAY = re.compile(r"(?i)legend|rumou?r|tradition|gerücht|sage|légende|leyenda|легенд|слух")


def drop_asides(text: str, lang: str) -> str:
    """The text without an aside of knowing or saying, or of a source,
    between commas."""
    opener, verbs = _ASIDE_OPEN.get(lang), _ASIDE_VERBS.get(lang)
    if opener is None or verbs is None:
        return text
    rx = rf",\s*{opener}\s+(?:[^,.;]{{0,50}}?\s)?(?:{verbs})\w*(?:\s+[^,.;\s]+){{0,3}}\s*,"
    text = re.sub(rx, "", text, flags=re.IGNORECASE)
    src = rf",\s*{_SOURCE_ASIDE[lang]}\s+(?:[^,.;\s]+\s+){{0,4}}[^,.;\s]+\s*,"
    return re.sub(src, lambda m: m.group(0) if _HEARSAY.search(m.group(0)) else "", text)
