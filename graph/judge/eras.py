"""A named era of history as the years it spans: "the First World War",
"la Grande Guerre", "im Ersten Weltkrieg", "la Primera Guerra Mundial", "в
Первую мировую войну" are 1914–1918; the Second World War 1939–1945, the
Great Patriotic War 1941–1945, "die NS-Zeit", "the Third Reich" 1933–1945.
Only eras one name means in every manuscript: "the war", "the Revolution",
"the Civil War" or "the Occupation" depend on the country and stay words.

Hand-written (dateparser reads no eras): the names in the five languages,
German and Russian in their case forms. Read with the centuries
(`values.find_dates`, since round 27)."""

from __future__ import annotations

import re
from datetime import date

from semnet.graph.judge.values import TimeValue

# era -> (first year, last year, the names of it)
_ERAS = (
    (1914, 1918, r"first world war|world war (?:i|one)\b|great war|première guerre mondiale"
                 r"|grande guerre|erste[nrs]? weltkrieg(?:e?s)?|primera guerra mundial"
                 r"|gran guerra|перв\w+ миров\w+ войн\w+"),
    (1939, 1945, r"second world war|world war (?:ii|two)\b|(?:seconde|deuxième) guerre mondiale"
                 r"|zweite[nrs]? weltkrieg(?:e?s)?|segunda guerra mundial"
                 r"|втор\w+ миров\w+ войн\w+"),
    (1941, 1945, r"велик\w+ отечественн\w+ войн\w+"),
    (1933, 1945, r"ns-zeit|nazizeit|nazi era|third reich|dritte[nrs]? reich(?:e?s)?"
                 r"|troisième reich|tercer reich|трет\w+ рейх\w*"),
)  # fmt: skip
_RX = [(a, b, re.compile(rf"(?<!\w)(?:{names})(?!\w)", re.I)) for a, b, names in _ERAS]


def find(text: str) -> list[tuple[int, int, TimeValue]]:
    """The eras a text names, with their spans."""
    out = []
    for first, last, rx in _RX:
        for m in rx.finditer(text):
            tv = TimeValue(date(first, 1, 1), date(last + 1, 1, 1), "range", m.group(0))
            out.append((m.start(), m.end(), tv))
    return out
