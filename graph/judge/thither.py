"""A place said again by an adverb ("died there", "starb dort", "y mourut",
"allí murió", "там умер") or a relative clause after it ("moved to Cardiff,
where he died", "s'installa à Lille, où il mourut", "zog nach Köln, wo er
starb", "se mudó a Cádiz, donde murió", "переехал в Тверь, где и умер"), or
a cleft ("and it was there that he died", since round 37):
the nearest place the statement named before the verb, so that "moved to
Cardiff, where he died" dies in Cardiff.

The adverbs and relative words are hand-written per language (no library
resolves them); the place itself is read as any other
(`claims._Extractor._place_at`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import slots
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Place, _Extractor

# the adverb after the verb ("died there", "starb dort") or right before it
# ("y mourut", "allí murió", "там умер", "dort starb er")
_THERE = {
    "en": words("there"),
    "de": words("dort daselbst"),
    "fr": words("là y"),
    "es": words("allí allá ahí"),
    "ru": words("там"),
}


_PREPS = slots.PLACE_PREPS | slots.TO_PREPS | slots.ORIGIN_PREPS | words("pour para")  # "from Riga"


def _says_there(x: _Extractor, i: int) -> bool:
    there = _THERE.get(x.lang, frozenset())
    near = [x.toks[k] for k in (i - 2, i - 1, i + 1, i + 2) if 0 <= k < len(x.toks)]
    return any(t.kind == "w" and t.f in there for t in near)


def there(x: _Extractor, i: int) -> Place | None:
    """The place an adverb next to the predicate at i points back to."""
    if not _says_there(x, i):
        return None
    for j in range(i - 1, 0, -1):
        if x.toks[j - 1].f in _PREPS:
            got = x._place_at(j)
            if got is not None and got[1] <= i:
                return _inner(x, j - 1) or got[0]
    return None


def place_back(x: _Extractor, k: int) -> Place | None:
    """The place after the preposition at k, or the one before it when it is
    "in" a region ("from Sainte-Croix in the Jura … was born": Sainte-Croix)."""
    got = x._place_at(k + 1)
    return (_inner(x, k) or got[0]) if got is not None else None


# the preposition of a place inside another ("Sainte-Croix in the Jura")
_WITHIN = words("in im en dans в во")


def _inner(x: _Extractor, k: int) -> Place | None:
    """The place right before "in <region>" ("came from Sainte-Croix in the
    Jura, where he was born": born in Sainte-Croix), if the token k is such
    an "in"."""
    if x.toks[k].f not in _WITHIN:
        return None
    for j in range(k - 1, 0, -1):
        if x.toks[j - 1].f in _PREPS:
            got = x._place_at(j)
            return got[0] if got is not None and got[1] == k else None
    return None


# ", where he died …" after a place, with the subject's pronoun (or none where
# the language drops it): said again as "and there died …"
_WHERE = {
    "en": (r",\s+where\s+(?:he|she|they)\s+(?P<rest>[^,;.]+)", " and there {rest}"),
    "fr": (r",\s+où\s+(?:il|elle|ils|elles)\s+(?P<rest>[^,;.]+)", " et y {rest}"),
    "es": (r",\s+donde\s+(?P<pro>él\s+|ella\s+)?(?P<rest>[^,;.]+)", " y allí {rest}"),
    "ru": (r",\s+где\s+(?P<pro>он\s+|она\s+|они\s+)?(?:и\s+)?(?P<rest>[^,;.]+)", " и там {rest}"),
    "de": (r",\s+wo\s+(?:er|sie)\s+(?P<rest>[^,;.]+)", " und {rest}"),
}
_WHERE_RX = {lang: (re.compile(rx), fill) for lang, (rx, fill) in _WHERE.items()}
# a subject of its own after the verb ("donde nació su hijo", "где умер его сын")
_OWN_SUBJECT = words("su sus mi его ее её их")
_DE_AUX = words("wurde wurden ist war hat hatte sind waren")


# since round 34: a comma before "and there" ("se trasladó a Cádiz, y allí murió"):
# the clause after it is read with the place before it
_AND_THERE = re.compile(
    r",\s+(?=(?:and there|and it was there|et y|et là|und dort|und da|y allí|y allá|y ahí|"
    r"и там)\b)"
)


# since round 37: the place set off in a cleft ("and it was there, in the winter of
# 1890, that he died", "et c'est là qu'il mourut", "y fue allí donde murió"): "and
# there died, in the winter of 1890"
_CLEFT = {
    "en": r"\band it was there(?:,\s+(?P<mid>[^,;.]+),)?\s+that\s+(?:he|she|they)\s+(?P<v>\w+)",
    "fr": r"\bet c['’]est là(?:,\s+(?P<mid>[^,;.]+),)?\s+qu['’](?:il|elle|ils)\s+(?P<v>\w+)",
    "es": r"\by fue allí(?:,\s+(?P<mid>[^,;.]+),)?\s+donde\s+(?P<v>\w+)",
}
_CLEFT_THERE = {"en": "and there", "fr": "et y", "es": "y allí"}


def _cleft(s: str, lang: str) -> str:
    rx = _CLEFT.get(lang)
    m = re.search(rx, s) if rx else None
    if m is None:
        return s
    mid = f" {m['mid']}" if m["mid"] else ""
    return f"{s[: m.start()]}{_CLEFT_THERE[lang]} {m['v']}{mid}{s[m.end() :]}"


# since round 39: a noun phrase set off after a place before "and … there" ("in Kerlaz,
# his native village, and died there", "en Kerlaz, su pueblo natal, y murió allí"): left
# out, so that "there" points back to the place; since round 47 also before "where" ("in
# Toledo, his native town, where he died")
_PLACE_APPOSITION = re.compile(
    r"(?<=\w), (?:his|her|their|the|a|su|sus|el|la|un|una|son|sa|ses|le|une|sein|seine"
    r"|seinem|seiner|ihr|ihre|ihrem|ihrer|der|die|das|ein|eine|его|её|их|свой|своём|своей"
    r"|родн\w+)\b[^,;.]{0,40}"
    r", (?=(?:and|y|et|und|и) [^,;.]*\b(?:there|allí|allá|ahí|y|là|dort|там)\b"
    r"|(?:where|où|donde|wo|где)\b)"  # since round 47 before ", where he died"
)


def _set_off(m: re.Match[str]) -> str:
    """What stands for a noun phrase set off after a place: the comma a
    "where" needs ("in Toledo, where he died"), else a space; before "where"
    only a phrase that names no one (not a clause with its own subject)."""
    if not re.match(r"(?:where|où|donde|wo|где)\b", m.string[m.end() :]):
        return " "
    ws = m.group(0).split()[1:]
    own = ws[:1] and ws[0] in ("seiner", "seinem", "ihrer", "ihrem")  # a German noun after it
    named = not own and any(w[:1].isupper() for w in ws)
    return m.group(0) if named else ", "  # (", la maestra Rosa se retiró a Toledo, donde")


def where_clause(s: str, lang: str) -> str:
    """ "moved to Cardiff, where he died in 1911" → "moved to Cardiff and
    there died in 1911"; "moved to Cardiff, and there died" the same."""
    s = _AND_THERE.sub(" ", _cleft(_PLACE_APPOSITION.sub(_set_off, s), lang))
    got = _WHERE_RX.get(lang)
    if got is None:
        return s
    rx, fill = got
    m = rx.search(s)
    if m is None:
        return s
    ws = m["rest"].split()
    if (
        "pro" in rx.groupindex
        and not m["pro"]
        and any(w.casefold() in _OWN_SUBJECT or w[:1].isupper() for w in ws[1:])
    ):
        return s  # "donde nació su hijo", "где в 1870 году родилась его дочь"
    rest = m["rest"]
    from semnet.graph.judge.cues import NEGATION
    from semnet.graph.manuscript.names import fold

    if any(fold(w) in NEGATION.get(lang, ()) for w in ws):
        return s  # "из деревни, где о стекле и не слыхивали": no deed of the subject there
    if lang == "de":  # verb-final: "wo er 1901 starb" → "und starb dort 1901"
        if len(ws) < 2:
            return s
        if ws[-1].casefold() in _DE_AUX and len(ws) > 2:
            rest = " ".join([ws[-1], "dort", *ws[:-2], ws[-2]])
        else:
            rest = " ".join([ws[-1], "dort", *ws[:-1]])
    return s[: m.start()] + fill.format(rest=rest) + s[m.end() :]
