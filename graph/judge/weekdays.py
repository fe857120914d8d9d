"""The days of the week a recurring thing keeps — a market, a fair, a
newspaper's appearing, a service, a council's sittings —: "The market was
held on Tuesdays and Saturdays" against "Le marché se tenait le vendredi"
contradicts (no day in common), "Рынок работал по средам" and "Market day
was Wednesday" agree (the same days); days in part in common say nothing.

The thing is its kind (market, fair, paper, service, sitting; the first the
statement names) of the place or note the statement is about, so a town's
market and its council are two things. A feast named by its weekday
("Whit Monday", "Vendredi saint", "Вербное воскресенье") is no weekday, nor
a capitalised Spanish, French or Russian day-name (a person: "Domingo"); a
change ("moved to Friday", "until 1880", "seit") keeps only agreement.

Hand-written, per language: no offline library lists weekday names with
their recurring forms ("dienstags", "по вторникам", "les mardis") and the
nouns of what recurs in five languages.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import exclusive

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOT = "weekday"
SLOTS = frozenset({SLOT})

# the days, as patterns over the clean text (case kept: a capitalised
# Spanish, French or Russian day-name is a person's name)
_DAYS = {
    "mon": r"\b(?:[Mm]ondays?|lundis?|[Mm]ontags?|lunes|понедельник\w*)\b",
    "tue": r"\b(?:[Tt]uesdays?|mardis?|[Dd]ienstags?|martes|вторник\w*)\b",
    "wed": r"\b(?:[Ww]ednesdays?|mercredis?|[Mm]ittwochs?|mi[ée]rcoles|сред(?:а|у|ам|ы))\b",
    "thu": r"\b(?:[Tt]hursdays?|jeudis?|[Dd]onnerstags?|jueves|четверг\w*)\b",
    "fri": r"\b(?:[Ff]ridays?|vendredis?|[Ff]reitags?|viernes|пятниц\w*)\b",
    "sat": r"\b(?:[Ss]aturdays?|samedis?|[Ss]amstags?|[Ss]onnabends?|s[áa]bados?|суббот\w*)\b",
    "sun": r"\b(?:[Ss]undays?|dimanches?|[Ss]onntags?|domingos?|воскресень\w*)\b",
}
# a feast named by its weekday, around the day's name (folded text)
_FEASTS = re.compile(
    r"\b(?:good|easter|palm|whit|ash|holy|shrove|plough|black|low|trinity|carnival)"
    r" (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
    r"|\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (?:de paques|gras|saint|"
    r"des rameaux|de pentecote|des cendres)\b"
    r"|\b(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo) (?:de pascua|santo|de ramos|"
    r"de resurreccion|de ceniza|de carnaval)\b"
    r"|\b(?:grundonnerstag|karfreitag|ostersonntag|ostermontag|pfingst\w+|aschermittwoch|"
    r"palmsonntag|karsamstag)\b"
    r"|(?:чистый|великий|страстн\w+|вербн\w+|прощен\w+|светл\w+|родительск\w+) "
    r"(?:понедельник|вторник|сред|четверг|пятниц|суббот|воскресень)"
    r"|(?:sunday|sonntags?) ?school|воскресн\w+ школ"
)
# what recurs, by its nouns (folded; stems where a word inflects)
_WHATS = {
    "market": r"\b(?:markets?|market-day|marches?|\w*markt\w*|mercados?)\b|рын\w*|базар\w*|"
    r"\bторг(?:и|ов|овали|овал)?\b",
    "fair": r"\b(?:fairs?|foires?|jahrmarkt\w*|kirmes|messe(?:n)?tag|ferias?)\b|ярмарк\w*",
    "paper": r"\b(?:newspapers?|papers?|gazette|journal|zeitung|\w+blatt|periodico|gaceta|"
    r"appeared|came out|erschien\w*|paraissai\w*|parut|salia|se publicaba)\b|газет\w*|выход\w*",
    "service": r"\b(?:mass|services?|gottesdienst\w*|misas?|messes?)\b|служб\w*|обедн\w*|"
    r"литурги\w*",
    "sitting": r"\b(?:met|meets|meetings?|sittings?|sessions?|seances?|siegeai\w*|"
    r"sitzung\w*|tagte\w*|versammelt\w*|sesion\w*|reunia\w*|se reunia\w*)\b|заседа\w*|"
    r"собирал\w*",
}
_CHANGE = re.compile(
    r"\b(?:moved|changed|instead|until|till|since|later|verlegt\w*|bis|seit|statt|jusqu|"
    r"depuis|deplace\w*|desormais|hasta|desde|traslad\w*|en lugar)\b|перенес\w*|вместо|\bдо\b"
)


def claims(r: Read) -> list[Claim]:
    if r.main.kind == "character":
        return []
    days = {d for d, rx in _DAYS.items() if re.search(rx, r.clean)}
    if not days or _FEASTS.search(r.folded):
        return []
    what = min(
        ((m.start(), w) for w, rx in _WHATS.items() if (m := re.search(rx, r.folded))),
        default=None,
    )
    if what is None:
        return []
    subject = r.main.key
    if not subject.startswith("@"):
        named = [e for _, _, e in r.mentions() if r.names.kind(e) in ("place", "glossary")]
        subject = f"@{named[0]}" if named else subject
    return [r.claim(SLOT, subject=subject, status="+".join(sorted(days)), anchor=what[1],
                    time=r.when, restricted=_CHANGE.search(r.folded) is not None)]  # fmt: skip


def compare(ca: Claim, cb: Claim) -> Finding | None:
    if ca.slot != SLOT or cb.slot != SLOT or ca.anchor != cb.anchor:
        return None
    days_a, days_b = set(str(ca.status).split("+")), set(str(cb.status).split("+"))
    if days_a != days_b and days_a & days_b:
        return None  # days in part in common
    return exclusive.compare(ca, cb, f"its {ca.anchor} on", SLOT)
