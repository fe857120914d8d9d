"""How many came to an event, as one count in every language (since round
14): "The Salon drew about three thousand visitors", "Nearly twenty
thousand people passed through the Salon", "Al estreno asistieron unas
trescientas personas", "Más de dos mil personas aplaudieron el estreno",
"Выставку посетило почти пятнадцать тысяч москвичей", "Die Ausstellung
besuchten 4000 Menschen". The count (unit `attendance`) belongs to the one
exhibition, première or thing the clause names, whether it is the subject,
the object or the place the people came to; two such counts are compared as
any count (approximate ones far apart are in tension, `approx.py`).

Hand-written, small and per language (no library lists them): the verbs of
coming to or visiting an event, as folded lemmas and forms."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge.cues import words
from semnet.graph.judge.values import Quantity

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.text import Tok

UNIT = "attendance"
_CAME = {
    "en": words("draw drew drawn attract attracted attend attended visit visited through applaud "
                "applauded packed crowded thronged"),
    "fr": words("attirer attira attirait visiter visita visiterent assister assisterent "
                "applaudir applaudirent defiler defilerent entasserent presserent"),
    "de": words("besuchen besuchte besuchten anlocken lockte strömten stromten kamen beiwohnen "
                "drängten drangten"),
    "es": words("asistir asistio asistieron acudir acudio acudieron visitar visitaron atraer "
                "atrajo aplaudir aplaudieron abarrotaron"),
    "ru": words("посетить посетило посетили посещать побывать побывало побывали прийти пришло "
                "пришли собрать собрала собрало набилось"),
}  # fmt: skip
# figures of people (the unit a count of people has, or the noun after the figure)
_PEOPLE = words(
    "people visitor visitors person personas persona spectator spectateur spectateurs "
    "besucher menschen mensch zuschauer visiteur visiteurs espectador espectadores visitante "
    "visitantes человек посетитель посетителеи зритель зрителеи москвич москвичеи"
)


def adjust(x: _Extractor, claims: list[Claim]) -> list[Claim]:
    """The segment's figures of people who came, given to the event named."""
    came = _CAME.get(x.lang, frozenset())
    if not any(t.is_(came) and not _lived(x.toks, k) for k, t in enumerate(x.toks)):
        return claims
    events = {
        f"@{m.entity}"
        for m in x.mentions
        if m.entity is not None and x.names.kind(m.entity) != "character"
    }
    if len(events) != 1:
        return claims
    event = next(iter(events))
    out = [c for c in claims if not (c.slot == "count" and _people(c.status or ""))]
    for k, t in enumerate(x.toks):
        q = t.qty
        nxt = x.toks[k + 1] if k + 1 < len(x.toks) else None
        if t.kind == "t" and t.f.isdigit() and nxt is not None and nxt.is_(_PEOPLE):
            q = Quantity(
                float(t.f), "", t.text, "approx" if _hedged(x, k) else None
            )  # "about 2000"
        elif t.kind not in ("n", "q"):
            continue
        if q is None or q.dim is not None or q.value < 2:
            continue
        if not (_people(q.unit) or (nxt is not None and nxt.is_(_PEOPLE))):
            continue
        c = x.claim("count", qty=replace(q, unit=UNIT), status=UNIT, time=None)
        out.append(replace(c, subject=event, label=x.names.label(event[1:])))
    return out


# "were crowded into the valley": where people lived, not an event they came to
_CROWDED = words("packed crowded thronged")
_BE = words("was were are is been")


def _lived(toks: list[Tok], k: int) -> bool:
    return toks[k].is_(_CROWDED) and k > 0 and toks[k - 1].is_(_BE)


def _hedged(x: _Extractor, k: int) -> bool:
    from semnet.graph.judge.values import approx_before

    return approx_before(" ".join(t.text for t in x.toks[max(0, k - 3) : k]), x.lang) is not None


def _people(unit: str) -> bool:
    return unit == "people" or unit.rsplit(":", 1)[-1] in _PEOPLE


__all__ = ["UNIT", "adjust"]
