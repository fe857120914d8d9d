"""A figure fronted with "with" is what the statement's subject has: "With
only eight guest rooms, the Hôtel du Lac was a pension" says the hotel had
eight guest rooms ("Avec ses trente chambres, …", "Con sus 32 habitaciones,
…"); `voice.py` says it again as a sentence of its own after the clause.

Hand-written per language (no library moves a fronted phrase): the words
that may stand between "with" and the figure, and the verb of having."""

from __future__ import annotations

import re

# "With only eight guest rooms, the hotel was …", "Avec ses trente chambres, …", "Con sus
# treinta habitaciones, …": what the subject has, said as a sentence of its own after it
_HAVING = {
    "en": (
        r"^With (?:(?:only|just|its|his|her|their|some|about|nearly|almost|barely) )*",
        "It had",
    ),
    "fr": (r"^Avec (?:(?:seulement|ses|son|sa|à peine|environ|près de|quelque) )*", "Il avait"),
    "es": (r"^Con (?:(?:solo|sólo|sus|su|apenas|unos|unas|casi) )*", "Tenía"),
}
_HAVING_RX = {
    lang: (
        re.compile(
            head + r"(?P<n>\d[\d,.]*|[^\W\d]+(?:-[^\W\d]+)?) (?P<np>[^,;]{2,40}?),\s+"
            r"(?P<rest>[^;]+?)(?P<end>[.!?]?)$"
        ),
        had,
    )
    for lang, (head, had) in _HAVING.items()
}


def with_figure(s: str, lang: str) -> str:
    """ "With only eight guest rooms, the Hôtel du Lac was a pension." →
    "The Hôtel du Lac was a pension. It had eight guest rooms." (a figure
    only: "With its red roof, …" stays)."""
    got = _HAVING_RX.get(lang)
    if got is None or (m := got[0].match(s)) is None:
        return s
    from semnet.graph.judge.tallies import cardinal

    n = m["n"]
    if not n[0].isdigit() and cardinal(n.replace("-", " ") if lang == "en" else n, lang) is None:
        return s
    rest = m["rest"][:1].upper() + m["rest"][1:]
    return f"{rest}{m['end'] or '.'} {got[1]} {n} {m['np']}."
