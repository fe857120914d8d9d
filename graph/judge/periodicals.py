"""How often a periodical appears — daily, weekly, fortnightly, monthly,
quarterly, yearly —, one value at a time: "The Lantern Review was a
monthly" against "appeared every week" contradicts, "mensuelle" and "une
fois par mois" agree.

Read only of a thing (not a person) in a statement that names a periodical
("review", "Zeitschrift", "revue", "revista", "журнал") or its appearing
("appeared", "erschien", "paraissait", "salía", "выходил"); a statement
that names two rhythms (a change) says nothing.

Hand-written, per language (no offline library lists the words of a
publication's rhythm).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import exclusive
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOT = "periodicity"
SLOTS = frozenset({SLOT})

# rhythms: patterns over the folded text (stems where a word inflects)
_RHYTHMS = {
    "daily": r"\b(?:daily|every day|tageszeitung|taglich\w*|quotidien\w*|diario|cada dia)\b"
    r"|ежедневн\w*|каждый день",
    "weekly": r"\b(?:(?<!twice )weekly|every week|once a week|each week|"
    r"(?:every|each) (?:monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)(?:'s)?|wochentlich\w*|wochenzeitung|wochenblatt|"
    r"jede woche|hebdomadaire\w*|chaque semaine|une fois par semaine|semanal\w*|semanario|"
    r"cada semana|una vez por semana)\b|еженедельн\w*|каждую неделю|раз в неделю",
    # since round 17: twice a week
    "semiweekly": r"\b(?:twice (?:a|every|each) week|twice weekly|zweimal (?:in der|pro|die) woche|"
    r"deux fois par semaine|dos veces (?:por|a la) semana|bisemanal\w*)\b|два раза в неделю"
    r"|дважды в неделю",
    "fortnightly": r"\b(?:fortnightly|every two weeks|every other week|twice a month|"
    r"vierzehntag\w*|halbmonatlich\w*|bimensuel\w*|tous les quinze jours|quincenal\w*|"
    r"cada quince dias)\b|двухнедельн\w*|раз в две недели",
    "monthly": r"\b(?:monthly|every month|once a month|monatlich\w*|monatsschrift|monatsheft\w*|"
    r"jeden monat|mensuel\w*|chaque mois|une fois par mois|mensual\w*|cada mes|una vez al mes)\b"
    r"|ежемесячн\w*|раз в месяц|каждый месяц",
    "quarterly": r"\b(?:quarterly|vierteljahr\w*|trimestriel\w*|trimestral\w*)\b"
    r"|ежеквартальн\w*|раз в квартал",
    "yearly": r"\b(?:annual|yearly|annually|once a year|jahrlich\w*|jahrbuch|annuel\w*|anual\w*|"
    r"una vez al ano)\b|ежегодн\w*|раз в год",
}
# a periodical, or its appearing
_PERIODICAL = re.compile(
    r"\b(?:review|magazine|journal|paper|newspaper|periodical|gazette|bulletin|monthly|weekly|"
    r"quarterly|appeared|published|came out|issue|zeitschrift|zeitung|blatt|revue|erschien|"
    r"herausgegeben|journal|gazette|parut|paraissait|publie\w*|revista|periodico|diario|"
    r"semanario|gaceta|salia|se publicaba|publicaba|\w+schrift|\w+blatt)\b"
    r"|журнал|газет|вестник|альманах|выход\w*|"
    r"издавал\w*"
)


# an issue of a periodical says the periodical's rhythm
_ISSUES = words("issue issues number ausgabe heft numero numeros номер выпуск")


def _rhythms(text: str) -> set[str]:
    return {name for name, rx in _RHYTHMS.items() if re.search(rx, text)}


def claims(r: Read) -> list[Claim]:
    if r.main.kind == "character" or not _PERIODICAL.search(r.folded):
        return []
    r = r.owner_of(_ISSUES)  # "Each Saturday's issue of The Lantern Review": the review's
    found = _rhythms(r.folded)
    if len(found) != 1:
        return []  # none, or a change from one rhythm to another
    return [r.claim(SLOT, status=found.pop(), time=r.when)]


def compare(ca: Claim, cb: Claim) -> Finding | None:
    if ca.slot != SLOT or cb.slot != SLOT:
        return None
    return exclusive.compare(ca, cb, "appeared", SLOT)
