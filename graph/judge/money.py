"""Sums of money as figures of one currency in every language: "£38,000",
"420.000 Pfund" paid for a thing, "38 000 livres sterling", "4.000 pesetas",
"500 roubles", "200 francs" are figures of pounds sterling, pesetas,
roubles, francs (`cues.COUNT_CONCEPTS`). A claim of slot `money` is such a
sum of its subject: a price or a wage (a sum "a year", "a month", a
"salary"), for the note the clause names besides the subject, if any. Two
sums of one currency, one kind and one thing are compared as figures; two
currencies never (no rate of exchange is known for a date).

A pound is a weight too ("a ten-pound salmon", "ein Pfund Butter"): a
pound is money after "£", before "sterling", or in a clause of buying,
selling, paying, costing or a price. Hand-written per language (no
offline library reads a currency from its word or symbol): the symbols,
the words of money's pound and the words of a price."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.values import Quantity

SLOTS = frozenset({"money"})

# the figure as `numwords` leaves it ("38,000", "420.000", "38 000")
_FIG = r"(\d[\d,.\u00a0\u202f ]*\d|\d)"
_SYMBOLS = (("£", "gbp"), ("$", "usd"), ("€", "eur"), ("₽", "rub"))
# a pound of money by its word: "pounds sterling", "Pfund Sterling", "libras esterlinas"
_STERLING = re.compile(
    _FIG + r"\s+(?:pounds?|pfund|livres?|libras?|фунт\w*)\s+(?:sterling|esterlinas?|стерлинг\w*)",
    re.I,
)
# "10 pounds of flour", "ein Pfund Butter" are weights: a pound before "of" is one
_POUND = re.compile(
    _FIG + r"\s+(?:pounds|pound|pfund|livres|libras|фунт\w*)\b(?!\s+(?:of|de|d['’]|an)\b)",
    re.I,
)
# the words of a price in a clause: buying, selling, paying, costing
_PRICE = re.compile(
    r"\b(?:bought|buy|sold|sell|paid|pay|cost|costs|price|purchased|fee|wage|salary|"
    r"kaufte|gekauft|verkaufte|verkauft|zahlte|bezahlt|kostete|preis|lohn|gehalt|"
    r"acheta|achete|vendit|vendu|paya|paye|couta|coute|prix|salaire|"
    r"compro|comprado|vendio|vendido|pago|pagado|costo|precio|sueldo|salario|"
    r"купил\w*|продал\w*|заплатил\w*|стоил\w*|цен\w*|жаловань\w*)\b"
)


# a sum in a currency of a hundred parts and then its parts: "3 pesetas 25", "drei
# Peseten fünfundzwanzig" (as `numwords` leaves it), "2 roubles 50 kopecks"
_AND_PARTS = re.compile(
    r"\b(\d{1,6})\s+(pesetas?|peseten|francs?|francos?|franken|roubles?|rubel|rublos?|"
    r"рубл[ьяей]\w*|marks?|mark|dollars?|dólares|долларов|доллара)\s+"
    r"(?:(?:and|et|und|y|с|и)\s+)?(\d{1,2})\b"
    r"(?:\s+(?:cents?|centimes?|céntimos?|centavos?|pfennig\w*|kopecks?|kopeken|копе\w*)\b"
    r"|(?!\s*[^\W\d]{4}))",  # not a figure of a noun ("3 pesetas 25 hombres")
    re.I,
)


def _with_parts(m: re.Match[str]) -> str:
    return f"{m.group(1)}.{int(m.group(3)):02d} {m.group(2)}"


def plain(text: str, lang: str) -> str:
    """The text with each sum of money said as "<figure> <currency>" ("£38,000"
    → "38,000 gbp", "3 pesetas 25" → "3.25 pesetas"), a pound in a clause of a
    price included."""
    text = _AND_PARTS.sub(_with_parts, text)
    for sym, cur in _SYMBOLS:
        if sym in text:
            text = re.sub(re.escape(sym) + r"\s?" + _FIG, rf"\1 {cur}", text)
    text = _STERLING.sub(r"\1 gbp", text)
    if _PRICE.search(fold(text)) is not None:
        text = _POUND.sub(r"\1 gbp", text)
    return text


# a wage or a rent: a sum for a time ("a year", "per month", "par an", "im Jahr", "al mes",
# "в год") or named so
_WAGE = re.compile(
    r"\b(?:a|per|each|every|par|chaque|pro|im|al|por|в|за)\s+(?:year|month|week|day|annum|an|"
    r"annee|mois|semaine|jour|jahr|monat|woche|tag|ano|mes|semana|dia|год|месяц|неделю|день)\b"
    r"|\b(?:wage|wages|salary|rent|pension|earned|earns|lohn|gehalt|miete|rente|verdiente|"
    r"salaire|loyer|gagnait|sueldo|salario|alquiler|ganaba|жаловань\w*|зарплат\w*|"
    r"получал\w*)\b"
)


def claim(x: _Extractor, q: Quantity, when: object) -> Claim:
    """The sum at a figure as a claim of the clause's subject: its kind (a
    price or a wage) and the note the clause names besides the subject."""
    kind = "wage" if _WAGE.search(fold(x.clause)) else "sum"
    thing = next(
        (f"@{m.entity}" for m in x.mentions if m.entity and f"@{m.entity}" != x.subject.key), ""
    )
    return x.claim("money", qty=q, status=q.unit, anchor=f"{kind}|{thing}", time=when)


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """Two sums of one currency, kind and thing, as figures."""
    from semnet.graph.judge.base import Stance
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.figures import figures_stance

    if ca.slot != "money" or cb.slot != "money" or ca.status != cb.status:
        return None
    (ka, ta), (kb, tb) = ((c.anchor or "|").split("|", 1) for c in (ca, cb))
    if ka != kb or (ta and tb and ta != tb) or ca.qty is None or cb.qty is None:
        return None
    if ka == "sum" and not (ta and tb) and ca.subject_kind == "character":
        return None  # what a person paid, for things no note names ("a horse", "a cow")
    if ca.time is not None and cb.time is not None and not ca.time.overlaps(cb.time):
        return None
    got = figures_stance(ca.qty, cb.qty)
    if got is None:
        return None
    what = "the wage" if ka == "wage" else "the sum"
    cur = (ca.status or "").split(":", 1)[-1]
    why = f"{ca.label}: {what} in {cur}: {ca.qty.text} vs {cb.qty.text}"
    conf = {Stance.AGREES: 0.8, Stance.CONTRADICTS: 0.85}.get(got, 0.6)
    return Finding(got, why, conf, "money")


__all__ = ["SLOTS", "claim", "compare", "plain"]
