"""Mentions: the characters, places and glossary entries a paragraph names
without linking them.

The names themselves have one home, `names` (a note's file name, title and
aliases; the parts of a character's name that no other character shares;
inflected forms through pymorphy3 and simplemma); this adapter chooses the
notes that can be mentioned and reads a paragraph's words. A name several
entities share ("Anna" for two Annas) names none of them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from semnet.graph.manuscript.names import WORD, fold, index_of_nodes, name_keys, skeleton
from semnet.graph.model import ENTITY_KINDS, NodeRec

_CYRILLIC = re.compile(r"[\u0400-\u04ff]")


class Mentions:
    """The names of a workspace's entity notes, for finding them in text."""

    __slots__ = ("_first", "_pre1", "_pre2", "_sketch", "_starts", "index", "signature")

    def __init__(self, notes: Iterable[NodeRec]) -> None:
        self.index = index_of_nodes(n for n in notes if n.kind in ENTITY_KINDS)
        self.signature = self.index.signature
        # The keys a name can start with: most words of a text start no
        # name, and are skipped at the cost of one lookup instead of a match.
        self._first = self.index.first_keys
        self._starts: dict[str, dict[str, bool]] = {}  # lang -> word -> can start
        # A cheaper test first, so that most words are never lemmatised: the
        # first two letters of a key (an inflected form keeps them: Анны,
        # Анне, Annas); for a capitalised Cyrillic word its first letter
        # (Льва is Лев); for another script, the first letters of its sketch.
        keys = self._first
        self._pre2 = frozenset(k[:2] for k in keys if not k.startswith("~"))
        self._pre1 = frozenset(k[:1] for k in keys if not k.startswith("~"))
        self._sketch = frozenset(k[:3] for k in keys if k.startswith("~"))

    def __bool__(self) -> bool:
        return len(self.index) > 0

    def _may_start(self, word: str) -> bool:
        f = fold(word)
        if f[:2] in self._pre2:
            return True
        if not word[:1].isupper():
            return False
        if _CYRILLIC.match(word) and f[:1] in self._pre1:
            return True
        return bool(self._sketch) and skeleton(word)[:3] in self._sketch

    def _candidates(self, words: list[str], lang: str) -> list[bool]:
        """For each word, whether a name can start there (memoised per word)."""
        starts = self._starts.setdefault(lang, {})
        first = self._first
        out = []
        for w in words:
            got = starts.get(w)
            if got is None:
                got = self._may_start(w) and not first.isdisjoint(name_keys(w, lang))
                starts[w] = got
            out.append(got)
        return out

    def find(self, text: str, lang: str | None) -> list[str]:
        """The ids of the entities `text` names, in the order it names them
        (each once; a name of several entities is none of them). Names are
        found left to right, the longest first, not overlapping, as
        `NameIndex.find_all` finds them."""
        words = WORD.findall(text)
        lang = lang or "en"
        can = self._candidates(words, lang)
        if not any(can):
            return []
        found: dict[str, None] = {}
        i, n = 0, len(words)
        while i < n:
            m = self.index.find_at(words, i, lang) if can[i] else None
            if m is None:
                i += 1
                continue
            if m.entity is not None:
                found.setdefault(m.entity, None)
            i = m.end
        return list(found)
