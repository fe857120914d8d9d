"""Where a person comes from, said without "born": "came from Bardi",
"hailed from Ticino", "was from Zamora", "stammte aus Ostpreußen", "kam aus
Masuren", "venait de Liège", "era de Zamora", "procedía de Galicia", "был
из Тулы" — read as the birth place (as "originaire de", "gebürtig aus",
"natural de", "родом из" are), so that a birth elsewhere contradicts it.

A clause with a date or a destination is a journey, not an origin ("came
from London in 1890", "came from Truro to Falmouth", "kam 1879 aus
Ostpreußen ins Tal"), and only a place said right after the phrase is one
("came from a mining family" names none).

Hand-written, per language (no library lists the phrases of origin)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from semnet.graph.judge.claims import _Extractor

# the phrases, folded, as word tuples
_PHRASES = {
    "en": (("came", "from"), ("comes", "from"), ("hailed", "from"), ("was", "from"),
           ("were", "from")),
    "de": (("stammte", "aus"), ("stammt", "aus"), ("kam", "aus"), ("war", "aus")),
    "fr": (("venait", "de"), ("venait", "d"), ("etait", "de"), ("etait", "d")),
    "es": (("era", "de"), ("procedia", "de"), ("venia", "de"), ("provenia", "de")),
    "ru": (("был", "из"), ("была", "из"), ("происходил", "из"), ("происходила", "из")),
}  # fmt: skip
# the phrases' first words: a cheap test before the rest
FIRST = frozenset(w[0] for ws in _PHRASES.values() for w in ws)
# words of a destination: a journey's "to"
_TO = {
    "en": ("to", "into"),
    "de": ("nach", "ins", "in"),
    "fr": ("a", "au", "en", "vers"),
    "es": ("a", "al", "hacia"),
    "ru": ("в", "во", "на"),
}


def origin_at(x: _Extractor, i: int) -> bool:
    """Does an origin phrase start at token i, with a place note or a known
    place right after it, no date and no destination in the clause?"""
    for words in _PHRASES.get(x.lang, ()):
        if tuple(t.f for t in x.toks[i : i + len(words)]) != words:
            continue
        k = i + len(words)
        if k >= len(x.toks) or x.toks[k].kind != "w" or not x.toks[k].cap:
            return False  # "came from a mining family"
        if x.context_times() or any(t.kind == "t" for t in x.toks):
            return False  # "came from London in 1890": a journey
        return not any(t.kind == "w" and t.f in _TO.get(x.lang, ()) for t in x.toks[k + 1 :])
    return False
