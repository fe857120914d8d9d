"""An age at death said without a figure: "died young", "starb als Kind",
"mourut à un âge avancé", "murió anciana", "умерла в глубокой старости" —
an `age` claim at the death whose figure is a band of years (a child 0–12,
young 15–40, old 65–110), compared by `approx.band_stance`: a figure inside
the band agrees, one within ten years of it is in tension, one farther
contradicts. Since round 41 a death before an age ("died before reaching
sixty", "не дожив до шестидесяти лет", "sans avoir atteint soixante ans",
"bevor er sechzig wurde", "sin llegar a los sesenta años") is an age at
death under that figure, in place of the figure read as the age.

Hand-written, per language (no library maps such phrases to ages): the verbs
of dying and the phrases of each band, over the folded text (no accents,
ё → е); the bands are the plain reading of the words, not a statistic.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.numwords import words_to_digits
from semnet.graph.judge.values import Quantity
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.lexical import Read

_BANDS = {"child": (0, 12), "young": (15, 40), "old": (65, 110)}

# (a verb of dying, then the phrase of a band) per language; the phrase's group names the band
_DIED = {
    "en": r"\b(?:died|dies|passed away|perished)\b(?: \w+){0,2}? ",
    "de": r"\b(?:starb|verstarb|gestorben|verstorben)\b(?: \w+){0,3}? ",
    "fr": r"\b(?:mourut|mort|morte|meurt|deceda|decede|decedee)\b(?: \w+){0,2}? ",
    "es": r"\b(?:murio|fallecio|muerto|muerta|muere)\b(?: \w+){0,2}? ",
    "ru": r"(?:\bумер|\bумерла|\bскончал\w*)(?: \w+){0,2}? ",
}
_PHRASES = {
    "en": {"child": r"in infancy|as an? (?:child|baby|infant|boy|girl)|in (?:his|her) childhood",
           "young": r"young|in (?:his|her) youth",
           "old": r"in (?:his|her )?old age|at an? (?:great|advanced|ripe old|very old) age|"
                  r"an old (?:man|woman)"},
    "de": {"child": r"als (?:kind|saugling|kleinkind)|im kindesalter",
           "young": r"jung|in jungen jahren",
           "old": r"im hohen alter|hochbetagt|betagt|als alte[rs]? (?:mann|frau)|als greis\w*"},
    "fr": {"child": r"enfant|en bas age|dans son enfance",
           "young": r"jeune|dans sa jeunesse",
           "old": r"a un age (?:tres )?avance|tres agee?|dans sa vieillesse|de vieillesse"},
    "es": {"child": r"(?:de |siendo )?(?:nina|nino)|en la infancia",
           "young": r"joven|en su juventud",
           "old": r"a (?:una )?edad avanzada|ancian[oa]|muy mayor|de viej[oa]"},
    "ru": {"child": r"в детстве|ребенком|младенцем|в младенчестве",
           "young": r"молодым|молодой|в молодости",
           "old": r"в (?:глубокой )?старости|в преклонном возрасте|стариком|старухой"},
}  # fmt: skip
_RX = {  # folded as the text is ("глубокой" → "глубокои")
    lang: re.compile(
        fold(_DIED[lang])
        + "(?:"
        + "|".join(f"(?P<{b}>{fold(p)})" for b, p in table.items())
        + r")\b"
    )
    for lang, table in _PHRASES.items()
}


def claims(r: Read) -> list[Claim]:
    """The age band at death a statement about a character gives."""
    rx = _RX.get(r.lang)
    if rx is None or r.main.kind != "character" or not r.main.key.startswith("@"):
        return []
    m = rx.search(r.folded)
    if m is None or m.lastgroup is None:
        return []
    lo, hi = _BANDS[m.lastgroup]
    q = Quantity((lo + hi) / 2, "year", m.group(m.lastgroup), "band", band=(lo, hi))
    return [r.claim("age", qty=q, anchor="event:death", time=r.when)]


# a death before an age, per language, over the folded text with number words as digits
_BEFORE = {
    "en": r"\bbefore (?:reaching|turning|he was|she was) (?:the age of )?(\d+)"
    r"|\bdid not live to (?:see |reach |be )?(?:the age of )?(\d+)"
    r"|\bnever (?:reached|saw) (?:the age of )?(\d+)",
    "ru": r"не дожив\w* до (?:своих )?(\d+)|не доживш\w* до (\d+)",
    "fr": r"\bsans (?:avoir )?(?:atteint|atteindre) (?:l'age de |la (?:environ )?)?(\d+)"
    r"|\bavant (?:d'avoir atteint|d'atteindre|ses) (?:la (?:environ )?)?(\d+)",
    "de": r"\b(?:bevor|ehe) (?:er|sie) (\d+) (?:wurde|war)\b"
    r"|\bohne (?:das )?(\d+)\.? (?:lebensjahr )?zu (?:erreichen|werden)",
    "es": r"\bsin (?:llegar|haber llegado|alcanzar|cumplir|haber cumplido) (?:a )?(?:los )?(\d+)"
    r"|\bantes de (?:cumplir|llegar a) (?:los )?(\d+)",
}
_BEFORE_RX = {lang: re.compile(rx) for lang, rx in _BEFORE.items()}


def amend(r: Read, found: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """A death before an age: the age at death under that figure, and the
    figure no longer read as the age ("sin llegar a los sesenta años")."""
    rx = _BEFORE_RX.get(r.lang)
    if rx is None or r.main.kind != "character" or not any(c.slot == "death" for c in found):
        return found, []
    m = rx.search(fold(words_to_digits(r.clean, r.lang)))
    if m is None:
        return found, []
    n = int(next(g for g in m.groups() if g))
    q = Quantity(float(n), "year", m.group(0), "under")
    kept = [c for c in found if not (c.slot == "age" and c.qty is not None and c.qty.value == n)]
    return kept, [r.claim("age", qty=q, anchor="event:death", time=r.when)]
