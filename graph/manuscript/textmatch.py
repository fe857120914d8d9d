"""How re-anchoring sees a block's text: its normal form and content hash,
its words, and how alike (or how much contained in each other) two texts
are — word order first, characters for short texts (see `reanchor.py`)."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

# A trailing Obsidian block id is an address, not content: adding one to a
# paragraph must not change its hash.
_BLOCK_ID_RE = re.compile(r"(?:^|\s)\^[A-Za-z0-9][A-Za-z0-9_-]*\s*$")
_WORD_RE = re.compile(r"\w+")
# Texts shorter than this (normalised characters) also get a character-level
# comparison, so a typo in a one-word heading is still recognised.
SHORT_TEXT = 200
# (not needed once the words agree this well)
SURE = 0.75
# ... and texts up to this long are also indexed by character trigrams.
TINY_TEXT = 60


def normalise(text: str) -> str:
    """Text as hashing and similarity see it: no block id, NFC, casefolded,
    whitespace collapsed."""
    if "^" in text:
        text = _BLOCK_ID_RE.sub("", text)
    # casefold can leave a string that is no longer NFC (e.g. "İ"), so
    # normalise on both sides of it (checking is much cheaper than normalising).
    if not unicodedata.is_normalized("NFC", text):
        text = unicodedata.normalize("NFC", text)
    text = text.casefold()
    if not unicodedata.is_normalized("NFC", text):
        text = unicodedata.normalize("NFC", text)
    # str.split() splits at exactly the characters `\s` matches.
    return " ".join(text.split())


def content_hash(text: str) -> str:
    """Stable 128-bit hash (hex) of the normalised text."""
    return hashlib.blake2b(normalise(text).encode("utf-8"), digest_size=16).hexdigest()


@dataclass(slots=True)
class Text:
    tokens: list[str]
    counts: Counter[str]
    size: int  # length of the normalised text
    norm: str


def features(text: str) -> Text:
    norm = normalise(text)
    tokens = _WORD_RE.findall(norm)
    return Text(tokens, Counter(tokens), len(norm), norm)


def common_subsequence(a: Sequence[str], b: Sequence[str]) -> int:
    """Length of the longest common subsequence of two token lists.

    Bit-parallel (Allison-Dix, Hyyrö): one big-integer step per token of
    ``b``, so it is exact and still cheap for paragraph-sized inputs.
    """
    if not a or not b:
        return 0
    masks: dict[str, int] = {}
    for i, token in enumerate(a):
        masks[token] = masks.get(token, 0) | (1 << i)
    full = (1 << len(a)) - 1
    row = full
    for token in b:
        match = row & masks.get(token, 0)
        row = ((row + match) | (row - match)) & full
    return len(a) - row.bit_count()


def similarity(a: Text, b: Text, floor: float = 0.0) -> float:
    """Share of the longer text's words that the other has in the same order.

    Unrelated paragraphs of one language share many words (function words,
    a character's name) but few runs of them, so order separates an edited
    paragraph from a different one far better than a bag of words. Short
    texts also get a chance-corrected character ratio, so that a typo in a
    one-word heading still scores. A result below ``floor`` is only a bound.
    """
    score = word_bound(a, b)  # the ordered share can only be lower
    if score and score >= floor:
        top = max(len(a.tokens), len(b.tokens))
        score = common_subsequence(a.tokens, b.tokens) / top
    if score < SURE and max(a.size, b.size) <= SHORT_TEXT and a.size and b.size:
        ratio = SequenceMatcher(None, a.norm, b.norm, autojunk=False).ratio()
        # unrelated text of one language already shares about half its
        # characters in order; only what is above that counts.
        score = max(score, 2.0 * ratio - 1.0)
    return score


def word_bound(a: Text, b: Text) -> float:
    """Share of the longer text's words the other has, in any order."""
    top = max(len(a.tokens), len(b.tokens))
    if not top:
        return 0.0
    small, large = (a.counts, b.counts) if len(a.counts) <= len(b.counts) else (b.counts, a.counts)
    return sum(min(n, large[t]) for t, n in small.items() if t in large) / top


def index_terms(text: Text) -> Iterator[str]:
    """What the similarity stage looks candidates up by: the words, and for a
    tiny text (a heading, a one-liner) its character trigrams as well, since
    one typo there may leave no word intact."""
    yield from text.counts
    if text.size <= TINY_TEXT:
        padded = f" {text.norm} "
        yield from dict.fromkeys("\0" + padded[k : k + 3] for k in range(len(padded) - 2))


def contained(small: Text, big: Text) -> float:
    """How much of ``small`` appears, in order, at the start or the end of
    ``big`` (0..1): where a split leaves a part and a merge puts a paragraph.

    Looking only there keeps a short paragraph's words, found scattered
    through any long one by chance, from counting.
    """
    k = len(small.tokens)
    if not k:
        return 0.0
    if k < 4:
        return 1.0 if big.tokens[:k] == small.tokens or big.tokens[-k:] == small.tokens else 0.0
    reach = k + k // 4 + 2  # room for a few words edited on the way
    found = max(
        common_subsequence(small.tokens, big.tokens[:reach]),
        common_subsequence(small.tokens, big.tokens[-reach:]),
    )
    return found / k


def increasing_chain(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Longest chain of ``pairs`` (sorted by first) increasing in second."""
    tails: list[int] = []  # smallest second value ending a chain of each length
    tail_at: list[int] = []  # index into pairs of that tail
    back: list[int] = [-1] * len(pairs)
    for i, (_, second) in enumerate(pairs):
        pos = bisect_left(tails, second)
        if pos == len(tails):
            tails.append(second)
            tail_at.append(i)
        else:
            tails[pos] = second
            tail_at[pos] = i
        back[i] = tail_at[pos - 1] if pos else -1
    chain: list[tuple[int, int]] = []
    i = tail_at[-1] if tail_at else -1
    while i >= 0:
        chain.append(pairs[i])
        i = back[i]
    chain.reverse()
    return chain


__all__ = [
    "SHORT_TEXT",
    "SURE",
    "Text",
    "contained",
    "content_hash",
    "features",
    "increasing_chain",
    "index_terms",
    "normalise",
    "similarity",
    "word_bound",
]
