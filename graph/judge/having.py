"""A figure fronted with "with" is what the statement's subject has: "With
only eight guest rooms, the Hôtel du Lac was a pension" says the hotel had
eight guest rooms ("Avec ses trente chambres, …", "Con sus 32 habitaciones,
…"); `voice.py` says it again as a sentence of its own after the clause.
A fronted measure is what the subject measures: "At just under three
kilometres, the tunnel was short" says the tunnel measured that.

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


# "At just under three kilometres, the tunnel was short …": the subject measures that
_AT_MEASURE = re.compile(
    r"^At (?P<q>(?:(?:just|a little|slightly|some|about|nearly|almost|over|under|barely|only) )*"
    r"(?:\d[\d,.]*|[^\W\d]+(?:-[^\W\d]+)?) (?:square |cubic )?"
    r"(?:metres|meters|kilometres|kilometers|km|m|feet|foot|ft|miles|yards|tonnes|tons|hectares|"
    r"acres)),\s+(?P<rest>[^;]+?)(?P<end>[.!?]?)$"
)


def at_measure(s: str, lang: str) -> str:
    """ "At just under three kilometres, the tunnel was short." → "The tunnel
    was short. It measured just under three kilometres." (English only: "At
    forty, she married" has no unit and stays)."""
    if lang != "en" or (m := _AT_MEASURE.match(s)) is None:
        return s
    rest = m["rest"][:1].upper() + m["rest"][1:]
    return f"{rest}{m['end'] or '.'} It measured {m['q']}."
