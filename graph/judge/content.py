"""The content words of a clause — the notes it names as entity ids, the
lemmas of its other words that are no stop word or auxiliary — which anchor
a figure to what it measures ("mayor of Polwith for ten years": @Polwith,
mayor) so that only figures of the same thing are compared."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues, slots

if TYPE_CHECKING:
    from semnet.graph.judge.text import Tok
    from semnet.graph.manuscript.names import NameIndex

# the words of a span of years ("ten years", "zehn Jahre", "десять лет")
YEAR_WORDS = frozenset({"year", "years", "ans", "jahren", "jahre", "anos", "лет"})


def content_words(
    toks: list[Tok],
    lang: str,
    names: NameIndex,
    skip: frozenset[int] = frozenset(),
    skip_age: bool = False,
) -> set[str]:
    """The content words of `toks` (the tokens at `skip`, the subject's, left
    out; `skip_age`: the words of an age or a span of years too)."""
    from semnet.graph.judge.claims import lemma_of

    stop = cues.STOPWORDS.get(lang, frozenset())
    subs = cues.SUBORDINATORS.get(lang, frozenset())
    words = [u.text if u.kind == "w" else "" for u in toks]
    out = set()
    k = 0
    while k < len(toks):
        t = toks[k]
        k += 1
        if t.kind != "w" or t.f.isdigit() or t.f in subs or k - 1 in skip:
            continue
        m = names.find_at(words, k - 1, lang)
        if m is not None:
            if m.entity is not None and m.start not in skip:
                out.add(f"@{m.entity}")
            k = m.end
            continue
        lem = lemma_of(t, lang)
        if lem in stop or (t.f in stop and lem == t.f):
            continue
        if lem in cues.all_stopwords() and not predicate(t, lang):
            continue  # another language's stop word, unless a predicate here ("died")
        if lem in cues.AUXILIARIES:
            continue
        if skip_age and (t.is_(slots.AGE_WORDS) or t.is_(YEAR_WORDS)):
            continue
        out.add(lem)
    return out


def predicate(t: Tok, lang: str) -> bool:
    """Is a word a predicate of some slot ("died", "lived", "worked")?"""
    return any(t.is_(langs.get(lang, frozenset())) for langs in slots.PREDICATES.values())
