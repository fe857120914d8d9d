"""A denied comparative before a figure said as the bound it is, so that it
reads as a figure and not as a denial (since round 14).

"had no more than 400 inhabitants", "did not have more than 400", "never
had more than 400", "ne
comptait pas plus de 400", "hatte nicht mehr als 400", "no tenía más de
400", "жило не больше 400" all say "at most 400" ("at least" for "no fewer
than", "pas moins de", "nicht weniger als", "no … menos de", "не менее"), and
a verb of exceeding before a figure says "more than" ("el valle pasaba ya de
los 5000 habitantes", "exceeded 5,000", "dépassait les 5 000", "überstieg
5000", "превышало 5000"); since round 27 "hardly" before one ("hardly exceeded
300", "ne dépassait guère 300", "überstieg kaum 300", "едва превышало 300")
says "about". Each rewrite needs a figure right after it (the
text has its number words as figures by then), so a denial of anything else
("had no more children") stays a denial.

Hand-written (no library rewrites a bound): the phrases, per language."""

from __future__ import annotations

import re

_FIG = r"(?=\s*(?:\d|a dozen\b|une douzaine\b|ein dutzend\b|una docena\b|дюжин))"  # a figure
_RULES: dict[str, tuple[tuple[re.Pattern[str], str], ...]] = {
    lang: tuple((re.compile(rx, re.I), repl) for rx, repl in rules)
    for lang, rules in {
        "en": (
            (r"\b(?:did|does|do)\s+not\s+(\w+)\s+more\s+than" + _FIG, r"\1 at most"),
            (r"\b(?:did|does|do)\s+not\s+(\w+)\s+(?:fewer|less)\s+than" + _FIG, r"\1 at least"),
            (r"\bnever\s+(\w+)\s+more\s+than" + _FIG, r"\1 at most"),  # "never had more than"
            (r"\b(?:no|not)\s+more\s+than" + _FIG, "at most"),
            (r"\b(?:no|not)\s+(?:fewer|less)\s+than" + _FIG, "at least"),
            # since round 18: "never exceeded 200", "never rose above 200"
            (
                r"\bnever\s+(?:exceeded|topped|rose\s+above|got\s+beyond|went\s+beyond)" + _FIG,
                "had at most",
            ),
            # since round 25: "did not exceed 30 tonnes"
            (r"\b(?:did|does)\s+not\s+(?:exceed|top)" + _FIG, "had at most"),
            # since round 27: "hardly exceeded 300", "barely topped 300": about that
            (r"\b(?:hardly|barely|scarcely)\s+(?:exceeded|exceeds|topped)" + _FIG, "had about"),
            (r"\b(?:exceeded|exceeds|topped)" + _FIG, "had more than"),
        ),
        "fr": (
            (r"\b(?:ne\s+|n['’]\s*)(\w+)\s+pas\s+plus\s+d[e'’]" + _FIG, r"\1 au plus"),
            (r"\b(?:ne\s+|n['’]\s*)(\w+)\s+pas\s+moins\s+d[e'’]" + _FIG, r"\1 au moins"),
            (r"\b(?:ne\s+|n['’]\s*)(\w+)\s+guère\s+plus\s+d[e'’]" + _FIG, r"\1 environ"),
            (r"\b(?:ne\s+|n['’]\s*)(\w+)\s+jamais\s+plus\s+d[e'’]" + _FIG, r"\1 au plus"),
            (
                r"\b(?:ne\s+|n['’]\s*)(\w+)\s+jamais\s+(\w+)\s+plus\s+d[e'’]" + _FIG,
                r"\1 \2 au plus",
            ),
            (r"\bpas\s+plus\s+d[e'’]" + _FIG, "au plus"),
            # since round 18: "ne dépassa jamais les 200 membres"
            (
                r"\b(?:ne\s+|n['’]\s*)(?:dépassa|dépassait|a\s+dépassé)\s+jamais\s+(?:les\s+)?"
                + _FIG,
                "compta au plus ",
            ),
            # since round 37: "n'a jamais dépassé 800 habitants", "n'avait jamais dépassé"
            (
                r"\b(?:ne\s+|n['’]\s*)(?:a|avait|eut)\s+jamais\s+dépassé\s+(?:les\s+)?" + _FIG,
                "compta au plus ",
            ),
            # since round 25: "ne dépassait pas 30 tonnes", "n'a pas dépassé les 200"
            (
                r"\b(?:ne\s+|n['’]\s*)(?:dépassa|dépassait|dépasse|a)\s+pas(?:\s+dépassé)?\s+"
                r"(?:les\s+)?" + _FIG,
                "compta au plus ",
            ),
            # since round 27: "ne dépassait guère trois cents exemplaires": about that
            (
                r"\b(?:ne\s+|n['’]\s*)(?:dépassa|dépassait|dépasse)\s+guère\s+(?:les\s+)?" + _FIG,
                "comptait environ ",
            ),
            (r"\bpas\s+moins\s+d[e'’]" + _FIG, "au moins"),
            (
                r"\b(?:dépassait|dépassa|dépasse|a\s+dépassé)(?:\s+déjà)?\s+(?:les\s+)?" + _FIG,
                "comptait plus de ",
            ),
        ),
        "de": (
            (r"\b(?:nicht|nie|niemals)\s+mehr\s+als" + _FIG, "höchstens"),
            (r"\bnicht\s+weniger\s+als" + _FIG, "mindestens"),
            (r"\bkaum\s+mehr\s+als" + _FIG, "kaum"),
            # since round 18: "kam nie über 200 Mitglieder hinaus", "überstieg nie 200"
            (r"\b(?:kam|kamen|kommt)\s+(?:nie|niemals)\s+über" + _FIG, "hatte höchstens"),
            (r"\b(?:überstieg|überschritt)\s+(?:nie|niemals|nicht)" + _FIG, "hatte höchstens"),
            (r"\b(?:überstieg|überschritt)\s+kaum" + _FIG, "hatte etwa"),  # since round 27
            (
                r"\b(?:überstieg|übersteigt|überschritt|überschreitet)(?:\s+schon|\s+bereits)?"
                + _FIG,
                "hatte mehr als",
            ),
        ),
        "es": (
            (r"\bno\s+(\w+)\s+más\s+de" + _FIG, r"\1 como máximo"),
            (r"\bno\s+(\w+)\s+menos\s+de" + _FIG, r"\1 al menos"),
            (r"\bnunca\s+(\w+)\s+más\s+de" + _FIG, r"\1 como máximo"),
            (r"\bno\s+más\s+de" + _FIG, "como máximo"),
            # since round 18: "nunca pasó de 200 socios", "nunca superó los 200"
            (
                r"\bnunca\s+(?:pasó|pasaba|superó|superaba)\s+(?:de\s+)?(?:los\s+|las\s+)?" + _FIG,
                "tenía como máximo ",
            ),
            (
                r"\bno\s+(?:pasaba|pasó|pasa|llegaba|llegó|llega)\s+(?:ya\s+)?(?:de|a)\s+(?:los\s+|las\s+)?"
                r"(?:unos\s+|unas\s+)?" + _FIG,  # (since round 27 "no pasaba de unos dos mil")
                "tenía como máximo ",
            ),
            # since round 25: "no superaba las 30 toneladas"
            (
                r"\bno\s+(?:superaba|superó|supera|sobrepasaba|sobrepasó)\s+(?:los\s+|las\s+)?"
                + _FIG,
                "tenía como máximo ",
            ),
            (r"\b(?:pasaba|pasó|pasa)\s+(?:ya\s+)?de\s+(?:los\s+|las\s+)?" + _FIG, "tenía más de "),
            (
                r"\b(?:superaba|superó|supera|sobrepasaba|sobrepasó)\s+(?:ya\s+)?(?:los\s+|las\s+)?"
                + _FIG,
                "tenía más de ",
            ),
        ),
        "ru": (
            (r"(?<!\w)никогда\s+не\s+(\w+)\s+(?:более|больше|свыше)" + _FIG, r"\1 максимум"),
            (r"(?<!\w)не\s+(?:более|больше|свыше)" + _FIG, "максимум"),
            # since round 18: "никогда не превышало 200"
            (
                r"(?<!\w)никогда\s+не\s+(?:превышало|превышала|превышал|превышали)" + _FIG,
                "насчитывало максимум",
            ),
            # since round 25: "не превышала 30 тонн"
            (
                r"(?<!\w)не\s+(?:превышало|превышала|превышал|превышали|превысило|превысила|"
                r"превысил)" + _FIG,
                "насчитывало максимум",
            ),
            # since round 27: "едва превышало 300": about that
            (
                r"(?<!\w)едва\s+(?:превышало|превышала|превышал|превышали)" + _FIG,
                "насчитывало около",
            ),
            (r"(?<!\w)не\s+(?:менее|меньше)" + _FIG, "минимум"),
            (
                r"(?<!\w)(?:превышало|превышала|превышал|превысило|превысила|превысил)(?:\s+уже)?"
                + _FIG,
                "насчитывало более",
            ),
        ),
    }.items()
}


def plain(text: str, lang: str) -> str:
    """The text with each denied comparative before a figure said as its bound."""
    for rx, repl in _RULES.get(lang, ()):
        text = rx.sub(repl, text)
    return re.sub(r"\s{2,}", " ", text)


__all__ = ["plain"]
