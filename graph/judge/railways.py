"""The year the railway reached a place: "the railway reached Kerlaz in
1870", "die Bahn erreichte Kerlaz 1870", "le chemin de fer atteignit Kerlaz
en 1870", "el ferrocarril llegó a Kerlaz en 1870", "железная дорога пришла в
Керлаз в 1870 году"; and the same said by its absence up to a year ("Kerlaz
had no railway until 1880", "bis 1880 hatte Kerlaz keinen Bahnanschluss",
"hasta 1880 no llegó el tren a Kerlaz", "le train n'arriva à Kerlaz qu'en
1880") or for ever ("Kerlaz was never connected to the railway"). Two years
that do not meet contradict, the same agrees, never against a year
contradicts (since round 37).

Only a place note, the one the statement names after the verb (or its
only place note). Hand-written, per language: no library lists the words
of a railway and of its coming."""

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

SLOTS = frozenset({"railway"})

# the railway, a train, a rail connection (folded words and phrases)
_RAIL = {
    "en": r"\b(?:railway|railroad|trains?)\b",
    "de": r"\b(?:eisenbahn\w*|bahn|bahnanschluss|bahnlinie|bahnstrecke|zug|zuge)\b",
    "fr": r"\b(?:chemin de fer|voie ferree|trains?)\b",
    "es": r"\b(?:ferrocarril|trene?s?|via ferrea)\b",
    "ru": r"(?:железн\w* дорог\w*|поезд\w*)",
}
# its coming: reached, arrived, was connected
_COME = words(
    "reached arrived came connected linked erreichte erreicht kam angeschlossen atteignit "
    "atteint arriva arrive relie reliee llego alcanzo conectado conectada пришла пришел дошла "
    "дошел пришли дошли подошла подведена проведена"
)
# up to a year: "until", "bis", "avant", "hasta", "до"; French "ne … qu'en"
_UNTIL = words("until till bis avant hasta до")
_HAD = words("had hatte avait tenia было")


def claims(r: Read) -> list[Claim]:
    rx = _RAIL.get(r.lang)
    if rx is None or re.search(rx, r.folded) is None or r.entities("character"):
        return []  # (a person who "came to Kerlaz by train" says nothing of the line)
    places = [(s, e, ent) for s, e, ent in r.mentions() if r.names.kind(ent) == "place"]
    dates = [(k, t.time) for k, t in enumerate(r.toks) if t.kind == "t" and t.time is not None]
    come = [k for k, t in enumerate(r.toks) if t.is_(_COME)]
    if not places or (not come and not any(t.is_(_HAD) for t in r.toks)):
        return []
    after = [p for p in places if come and p[0] > come[0]]  # "reached Kerlaz"
    if not after and len({p[2] for p in places}) > 1:
        return []
    ent = (after or places)[0][2]
    label = r.names.label(ent)
    neg = cues.NEGATION.get(r.lang, frozenset()) | cues.NEVER.get(r.lang, frozenset())
    denied = any(t.f in neg or t.f in ("keinen", "keine", "kein") for t in r.toks)
    if denied:
        until = [(k, tv) for k, tv in dates if _until(r, k)]
        if len(until) == 1:
            return [r.claim("railway", subject=f"@{ent}", label=label, status="came",
                            time=until[0][1])]  # fmt: skip
        if not dates and any(t.f in cues.NEVER.get(r.lang, frozenset()) for t in r.toks):
            return [r.claim("railway", subject=f"@{ent}", label=label, status="never")]
        return []
    if not come or len(dates) != 1 or dates[0][1].bound is not None:
        return []
    return [r.claim("railway", subject=f"@{ent}", label=label, status="came", time=dates[0][1])]


def _until(r: Read, k: int) -> bool:
    """Is the date at k the end of a denial: "until 1880", or French "ne … qu'en 1880"?"""
    if k > 0 and r.toks[k - 1].is_(_UNTIL):
        return True
    return r.lang == "fr" and any(t.f in ("qu", "que") for t in r.toks[max(0, k - 2) : k])


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != "railway" or cb.slot != "railway" or ca.subject != cb.subject:
        return None
    if {ca.status, cb.status} == {"came", "never"}:
        return Finding(Stance.CONTRADICTS, f"{ca.label}: reached by the railway, and never",
                       0.7, "railway")  # fmt: skip
    if ca.time is None or cb.time is None or ca.status != cb.status:
        return None
    if ca.time.overlaps(cb.time):
        return Finding(Stance.AGREES, f"{ca.label}: the railway came in {ca.time.text}", 0.7,
                       "railway")  # fmt: skip
    stance = Stance.IN_TENSION if ca.time.approx or cb.time.approx else Stance.CONTRADICTS
    why = f"{ca.label}: the railway came in {ca.time.text} vs {cb.time.text}"
    return Finding(stance, why, 0.75, "railway")
