"""Stable paragraph identity across edits ("re-anchoring").

semnet never writes ids into the prose, so when a file changes the indexer
holds the *old* nodes and the freshly parsed *new* blocks and must decide
which old id each new block inherits. :func:`reanchor` answers that, in
stages that go from certain to merely likely:

1. an explicit Obsidian ``^block`` id pins identity whatever the text says
   (same file first when two files use one id);
2. exact content hash; copies of a repeated text are told apart by the
   paired paragraphs beside them, then by the runs they sit in, then by
   nearest position;
3. alignment of each file's old and new sequences (a renamed file against
   the old file most of its paragraphs came from): the exact matches that
   keep their order are anchors, and the edited paragraphs between two
   anchors pair up in order when similar enough; position is strong
   evidence, so the bar there is lower than ``min_similarity``;
4. text similarity for what is left, across files too, best pair first,
   with candidates from an inverted index of words (never all pairs);
   after it, step 3 again, with the new pairs as anchors;
5. splits and merges, by containment: the larger part of a split keeps the
   id; a merged paragraph keeps the id of the larger old one and the
   smaller is reported as absorbed into it.

Similarity is the share of the longer text's words that the other has in
the same order (an exact LCS over words), raised for short texts by a
character ratio. Only blocks of the same ``kind`` are paired, except by
block id. Everything is deterministic: the same input gives the same answer.
"""

from __future__ import annotations

import heapq
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from itertools import pairwise

from semnet.graph.manuscript.textmatch import (
    SHORT_TEXT,
    SURE,
    Text,
    contained,
    features,
    increasing_chain,
    index_terms,
    similarity,
    word_bound,
)

__all__ = [
    "NewBlock",
    "OldBlock",
    "ReanchorResult",
    "reanchor",
]


@dataclass(slots=True)
class OldBlock:
    """A node as the store knows it before the change."""

    id: str
    uri: str
    ord: int
    kind: str
    text: str
    hash: str
    block_id: str | None


@dataclass(slots=True)
class NewBlock:
    """A block as the parser sees it after the change."""

    uri: str
    ord: int
    kind: str
    text: str
    hash: str
    block_id: str | None


@dataclass(slots=True)
class ReanchorResult:
    """Which old id each new block inherits.

    ``ids`` is parallel to the ``new`` argument (``None``: a new node);
    ``absorbed`` maps the id of a paragraph merged into another to the id it
    was merged into (its edges move there); ``gone`` lists the old ids that
    matched nothing and were not absorbed, in input order.
    """

    ids: list[str | None]
    absorbed: dict[str, str]
    gone: list[str]


# Inside an aligned gap position already vouches for the pair, so the bar is
# this share of ``min_similarity``.
_ALIGNED_FACTOR = 0.6
# "The new text contains most of the old text".
_CONTAINMENT = 0.8
# Gaps with up to this many old x new cells are aligned exactly; longer ones
# are walked with a look-ahead of a few blocks.
_MAX_GAP_CELLS = 144
_WINDOW = 4
# Candidate generation for the similarity stage.
_PROBE_TOKENS = 8
_MAX_POSTING = 128
_CANDIDATES = 8
_KEEP = 3  # exact scores kept per new block (spares for the greedy pairing)
# Candidate pairs among copies of one text beyond which the best assignment
# is approximated greedily.
_MAX_ASSIGNMENT = 12
# Copies of one text considered, nearest first, when only position is left.
_NEAREST = 6
# Neighbours (in block positions) searched for the other half of a split or
# a merge.
_NEIGHBOURHOOD = 2


def reanchor(
    old: Sequence[OldBlock],
    new: Sequence[NewBlock],
    *,
    min_similarity: float = 0.5,
) -> ReanchorResult:
    """Decide which old node id each new block inherits.

    ``old`` and ``new`` may span several files (a paragraph cut from one file
    and pasted into another keeps its id when both are in the same call).
    """
    return _Matcher(old, new, min_similarity).run()


class _Matcher:
    """One reanchor call: the pairing built up stage by stage."""

    def __init__(self, old: Sequence[OldBlock], new: Sequence[NewBlock], min_sim: float) -> None:
        self.old = old
        self.new = new
        self.min_sim = min_sim
        self.aligned_sim = min_sim * _ALIGNED_FACTOR
        self.old_to_new: list[int] = [-1] * len(old)
        self.new_to_old: list[int] = [-1] * len(new)
        self.absorbed_into: dict[int, int] = {}  # old index -> new index
        self.pinned: set[int] = set()  # new indices paired by block id
        self._old_text: list[Text | None] = [None] * len(old)
        self._new_text: list[Text | None] = [None] * len(new)
        self._sim: dict[tuple[int, int], float] = {}

        # each file's blocks in order, and each block's place in that order
        self.old_files: dict[str, list[int]] = defaultdict(list)
        self.new_files: dict[str, list[int]] = defaultdict(list)
        for oi in sorted(range(len(old)), key=lambda i: (old[i].ord, i)):
            self.old_files[old[oi].uri].append(oi)
        for ni in sorted(range(len(new)), key=lambda i: (new[i].ord, i)):
            self.new_files[new[ni].uri].append(ni)
        self.old_pos: list[int] = [0] * len(old)
        self.new_pos: list[int] = [0] * len(new)
        for order in self.old_files.values():
            for k, oi in enumerate(order):
                self.old_pos[oi] = k
        for order in self.new_files.values():
            for k, ni in enumerate(order):
                self.new_pos[ni] = k

    # -- bookkeeping ---------------------------------------------------------

    def pair(self, oi: int, ni: int) -> None:
        self.old_to_new[oi] = ni
        self.new_to_old[ni] = oi

    def unpair(self, oi: int, ni: int) -> None:
        self.old_to_new[oi] = -1
        self.new_to_old[ni] = -1

    def old_text(self, oi: int) -> Text:
        cached = self._old_text[oi]
        if cached is None:
            cached = self._old_text[oi] = features(self.old[oi].text)
        return cached

    def new_text(self, ni: int) -> Text:
        cached = self._new_text[ni]
        if cached is None:
            cached = self._new_text[ni] = features(self.new[ni].text)
        return cached

    def similarity(self, oi: int, ni: int) -> float:
        key = (oi, ni)
        score = self._sim.get(key)
        if score is None:
            score = self._sim[key] = similarity(
                self.old_text(oi), self.new_text(ni), self.aligned_sim
            )
        return score

    def closeness(self, oi: int, ni: int) -> tuple[bool, int]:
        o, n = self.old[oi], self.new[ni]
        return (o.uri != n.uri, abs(o.ord - n.ord))

    # -- the stages ----------------------------------------------------------

    def run(self) -> ReanchorResult:
        self.match_block_ids()
        self.match_hashes()
        pairs = self.file_pairs()
        self.align(pairs)
        if self.match_similar():
            # the new pairs are anchors too: what lies between them may pair up
            self.align(pairs)
        self.resolve_splits()
        self.resolve_merges()
        return self.result()

    def match_block_ids(self) -> None:
        by_block: dict[str, list[int]] = defaultdict(list)
        for oi, o in enumerate(self.old):
            if o.block_id:
                by_block[o.block_id].append(oi)
        candidates: list[tuple[bool, int, int, int]] = []
        for ni, n in enumerate(self.new):
            if n.block_id:
                for oi in by_block.get(n.block_id, ()):
                    candidates.append((*self.closeness(oi, ni), ni, oi))
        self.pair_greedily(candidates)
        self.pinned = {ni for ni, oi in enumerate(self.new_to_old) if oi >= 0}

    def pair_greedily(self, candidates: list[tuple[bool, int, int, int]]) -> None:
        candidates.sort()
        for *_, ni, oi in candidates:
            if self.new_to_old[ni] < 0 and self.old_to_new[oi] < 0:
                self.pair(oi, ni)

    def match_hashes(self) -> None:
        old_by_key: dict[tuple[str, str], list[int]] = defaultdict(list)
        new_by_key: dict[tuple[str, str], list[int]] = defaultdict(list)
        for oi, o in enumerate(self.old):
            if self.old_to_new[oi] < 0:
                old_by_key[(o.kind, o.hash)].append(oi)
        for ni, n in enumerate(self.new):
            if self.new_to_old[ni] < 0:
                new_by_key[(n.kind, n.hash)].append(ni)
        repeated: list[tuple[list[int], list[int]]] = []
        # (old file, new file) where one side holds two copies of one text
        crowded: set[tuple[str, str]] = set()
        for key, nis in new_by_key.items():
            ois = old_by_key.get(key)
            if not ois:
                continue
            if len(nis) == 1 and len(ois) == 1:
                self.pair(ois[0], nis[0])
                continue
            repeated.append((ois, nis))
            old_uris = Counter(self.old[oi].uri for oi in ois)
            new_uris = Counter(self.new[ni].uri for ni in nis)
            crowded.update(
                (old_uri, new_uri)
                for old_uri, in_old in old_uris.items()
                for new_uri, in_new in new_uris.items()
                if in_old > 1 or in_new > 1
            )
        if not repeated:
            return
        self.follow_neighbours(repeated)
        duplicated = {key for key in new_by_key if key in old_by_key}
        # within a file first, then between the files most linked already
        links = Counter(
            (self.old[oi].uri, self.new[ni].uri) for oi, ni in enumerate(self.old_to_new) if ni >= 0
        )
        for old_uri, new_uri in sorted(crowded, key=lambda p: (p[0] != p[1], -links[p], p)):
            if self.has_free_copy(self.old_files[old_uri], self.old, self.old_to_new, duplicated):
                if self.has_free_copy(
                    self.new_files[new_uri], self.new, self.new_to_old, duplicated
                ):
                    self.align_duplicates(old_uri, new_uri, duplicated)
        candidates: list[tuple[bool, int, int, int]] = []
        for ois, nis in repeated:
            free_old = [oi for oi in ois if self.old_to_new[oi] < 0]
            for ni in nis:
                if self.new_to_old[ni] < 0:
                    candidates.extend(
                        (*self.closeness(oi, ni), ni, oi) for oi in self.nearest(free_old, ni)
                    )
        self.pair_greedily(candidates)

    @staticmethod
    def has_free_copy(
        order: list[int],
        blocks: Sequence[OldBlock] | Sequence[NewBlock],
        partner: list[int],
        keys: set[tuple[str, str]],
    ) -> bool:
        return any(partner[i] < 0 and (blocks[i].kind, blocks[i].hash) in keys for i in order)

    def nearest(self, olds: list[int], ni: int) -> list[int]:
        """The few of ``olds`` (copies of one text) closest to ``ni``."""
        if len(olds) <= _NEAREST:
            return olds
        return heapq.nsmallest(_NEAREST, olds, key=lambda oi: (*self.closeness(oi, ni), oi))

    def follow_neighbours(self, repeated: list[tuple[list[int], list[int]]]) -> None:
        """Copies of a repeated text follow the paragraphs beside them: pair
        them to agree with the most paired neighbours, and again as pairs
        appear (a run of copies resolves from its ends inwards)."""
        progress = True
        while progress:
            progress = False
            for ois, _ in repeated:
                votes: dict[tuple[int, int], int] = defaultdict(int)
                for oi in ois:
                    if self.old_to_new[oi] >= 0:
                        continue
                    olds = self.old_files[self.old[oi].uri]
                    for step in (-1, 1):
                        k = self.old_pos[oi] + step
                        if not 0 <= k < len(olds) or (beside := self.old_to_new[olds[k]]) < 0:
                            continue
                        news = self.new_files[self.new[beside].uri]
                        j = self.new_pos[beside] - step
                        if 0 <= j < len(news) and self.fits(oi, ni := news[j]):
                            votes[(oi, ni)] += 1
                for oi, ni in self.best_assignment(votes):
                    self.pair(oi, ni)
                    progress = True

    def fits(self, oi: int, ni: int) -> bool:
        """Whether a free new block has exactly the free old block's content."""
        o, n = self.old[oi], self.new[ni]
        return self.new_to_old[ni] < 0 and o.hash == n.hash and o.kind == n.kind

    def best_assignment(self, votes: dict[tuple[int, int], int]) -> list[tuple[int, int]]:
        """Pairs that agree with the most neighbours in all (then the closest);
        searched exhaustively for the few copies a text usually has."""

        def cost(pair: tuple[int, int]) -> int:
            other_file, distance = self.closeness(*pair)
            return (1 << 40) * other_file + distance

        ranked = sorted(votes, key=lambda p: (-votes[p], cost(p), p))
        if len(ranked) > _MAX_ASSIGNMENT:
            chosen: list[tuple[int, int]] = []
            used_old: set[int] = set()
            used_new: set[int] = set()
            for oi, ni in ranked:
                if oi not in used_old and ni not in used_new:
                    chosen.append((oi, ni))
                    used_old.add(oi)
                    used_new.add(ni)
            return chosen
        best: list[tuple[int, int]] = []
        best_value = (0, 0)

        def search(
            k: int,
            used_old: frozenset[int],
            used_new: frozenset[int],
            chosen: list[tuple[int, int]],
            total: int,
            spent: int,
        ) -> None:
            nonlocal best, best_value
            if k == len(ranked):
                if (total, -spent) > best_value:
                    best, best_value = list(chosen), (total, -spent)
                return
            oi, ni = ranked[k]
            if oi not in used_old and ni not in used_new:
                chosen.append((oi, ni))
                search(
                    k + 1,
                    used_old | {oi},
                    used_new | {ni},
                    chosen,
                    total + votes[(oi, ni)],
                    spent + cost((oi, ni)),
                )
                chosen.pop()
            search(k + 1, used_old, used_new, chosen, total, spent)

        search(0, frozenset(), frozenset(), [], 0, 0)
        return best

    def align_duplicates(
        self, old_uri: str, new_uri: str, duplicated: set[tuple[str, str]]
    ) -> None:
        """Pair the copies of repeated text by the runs of paragraphs they sit in."""
        olds = self.old_files[old_uri]
        news = self.new_files[new_uri]
        # a paired block is named by its new index on both sides, so the
        # pairs made so far line the two sequences up; the rest by content
        a = [
            ("\0", str(self.old_to_new[oi]))
            if self.old_to_new[oi] >= 0
            else (self.old[oi].kind, self.old[oi].hash)
            for oi in olds
        ]
        b = [
            ("\0", str(ni)) if self.new_to_old[ni] >= 0 else (self.new[ni].kind, self.new[ni].hash)
            for ni in news
        ]
        matcher = SequenceMatcher(None, a, b, autojunk=False)
        for tag, i1, i2, j1, _ in matcher.get_opcodes():
            # in another file a lone copy with no neighbour in common says
            # nothing about which copy it is; the nearest-position rule decides
            if tag != "equal" or (old_uri != new_uri and i2 - i1 < 2):
                continue
            for k in range(i2 - i1):
                oi, ni = olds[i1 + k], news[j1 + k]
                o = self.old[oi]
                if (
                    self.old_to_new[oi] < 0
                    and self.new_to_old[ni] < 0
                    and (o.kind, o.hash) in duplicated
                ):
                    self.pair(oi, ni)

    def file_pairs(self) -> list[tuple[str, str]]:
        """Which old file each new file continues: itself, or a renamed one."""
        pairs = [(uri, uri) for uri in self.new_files if uri in self.old_files]
        vanished = {uri for uri in self.old_files if uri not in self.new_files}
        for uri, news in self.new_files.items():
            if uri in self.old_files:
                continue
            sources = Counter(
                self.old[self.new_to_old[ni]].uri
                for ni in news
                if self.new_to_old[ni] >= 0 and self.old[self.new_to_old[ni]].uri in vanished
            )
            if sources:
                best = max(sorted(sources), key=lambda u: sources[u])
                pairs.append((best, uri))
        return pairs

    def gaps(self, old_uri: str, new_uri: str) -> Iterator[tuple[list[int], list[int]]]:
        """Unpaired runs between consecutive in-order pairs (anchors)."""
        olds = self.old_files[old_uri]
        news = self.new_files[new_uri]
        linked = [
            (j, self.old_pos[self.new_to_old[ni]])
            for j, ni in enumerate(news)
            if self.new_to_old[ni] >= 0 and self.old[self.new_to_old[ni]].uri == old_uri
        ]
        anchors = [(-1, -1), *increasing_chain(linked), (len(news), len(olds))]
        for (j0, k0), (j1, k1) in pairwise(anchors):
            gap_old = [oi for oi in olds[k0 + 1 : k1] if self.old_to_new[oi] < 0]
            gap_new = [ni for ni in news[j0 + 1 : j1] if self.new_to_old[ni] < 0]
            if gap_old and gap_new:
                yield gap_old, gap_new

    def align(self, pairs: list[tuple[str, str]]) -> None:
        for old_uri, new_uri in pairs:
            if all(self.old_to_new[oi] >= 0 for oi in self.old_files[old_uri]) or all(
                self.new_to_old[ni] >= 0 for ni in self.new_files[new_uri]
            ):
                continue
            for gap_old, gap_new in list(self.gaps(old_uri, new_uri)):
                if len(gap_old) * len(gap_new) <= _MAX_GAP_CELLS:
                    self.align_gap(gap_old, gap_new)
                else:
                    self.walk_gap(gap_old, gap_new)

    def aligned_weight(self, oi: int, ni: int) -> float:
        """How well a pair fits inside an aligned gap; 0 when it does not."""
        if self.old[oi].kind != self.new[ni].kind:
            return 0.0
        score = self.similarity(oi, ni)
        if score >= self.aligned_sim:
            return score + 1e-3
        o, n = self.old_text(oi), self.new_text(ni)
        # a sentence added to a one-liner, or one half of a split
        if contained(o, n) >= _CONTAINMENT or contained(n, o) >= _CONTAINMENT:
            return score + 1e-3
        return 0.0

    def align_gap(self, gap_old: list[int], gap_new: list[int]) -> None:
        """Order-keeping pairing that maximises the summed weight (small DP)."""
        m, n = len(gap_old), len(gap_new)
        weight = [[self.aligned_weight(oi, ni) for ni in gap_new] for oi in gap_old]
        best = [[0.0] * (n + 1) for _ in range(m + 1)]
        for i in range(1, m + 1):
            row, prev, row_weight = best[i], best[i - 1], weight[i - 1]
            for j in range(1, n + 1):
                value = max(prev[j], row[j - 1])
                if row_weight[j - 1] > 0.0:
                    value = max(value, prev[j - 1] + row_weight[j - 1])
                row[j] = value
        i, j = m, n
        while i > 0 and j > 0:
            w = weight[i - 1][j - 1]
            if w > 0.0 and best[i][j] == best[i - 1][j - 1] + w:
                self.pair(gap_old[i - 1], gap_new[j - 1])
                i, j = i - 1, j - 1
            elif best[i][j] == best[i - 1][j]:
                i -= 1
            else:
                j -= 1

    def walk_gap(self, gap_old: list[int], gap_new: list[int]) -> None:
        """A long gap (a file-wide change) walked in order: each step pairs the
        nearest acceptable pair a few blocks ahead, so the cost stays linear."""
        i = j = 0
        while i < len(gap_old) and j < len(gap_new):
            ahead = [
                (a + b, a, b)
                for a in range(min(_WINDOW, len(gap_old) - i))
                for b in range(min(_WINDOW, len(gap_new) - j))
            ]
            for _, a, b in sorted(ahead):
                if self.aligned_weight(gap_old[i + a], gap_new[j + b]) > 0.0:
                    self.pair(gap_old[i + a], gap_new[j + b])
                    i, j = i + a + 1, j + b + 1
                    break
            else:
                i, j = i + 1, j + 1

    def match_similar(self) -> int:
        """Greedy best-first pairing of leftovers through an inverted index."""
        free_old = [oi for oi in range(len(self.old)) if self.old_to_new[oi] < 0]
        free_new = [ni for ni in range(len(self.new)) if self.new_to_old[ni] < 0]
        if not free_old or not free_new:
            return 0
        postings: dict[tuple[str, str], list[int]] = defaultdict(list)
        for oi in free_old:
            kind = self.old[oi].kind
            for token in index_terms(self.old_text(oi)):
                postings[(kind, token)].append(oi)
        candidates: list[tuple[float, bool, int, int, int]] = []
        for ni in free_new:
            kind = self.new[ni].kind
            probes = [
                (len(hits), -len(token), token, hits)
                for token in index_terms(self.new_text(ni))
                if (hits := postings.get((kind, token))) and len(hits) <= _MAX_POSTING
            ]
            votes: dict[int, int] = defaultdict(int)
            for _, negative_len, _, hits in heapq.nsmallest(_PROBE_TOKENS, probes):
                for oi in hits:
                    votes[oi] -= negative_len
            found, best = 0, 0.0
            top = heapq.nlargest(_CANDIDATES, votes, key=lambda o: (votes[o], -o))
            for bound, oi in self.plausible(ni, top):
                if found and bound < best:
                    break  # no candidate left can beat the best one found
                score = self.similarity(oi, ni)
                if score >= self.min_sim:
                    candidates.append((-score, *self.closeness(oi, ni), ni, oi))
                    found, best = found + 1, max(best, score)
                    if found == _KEEP:
                        break
        candidates.sort()
        paired = 0
        for *_, ni, oi in candidates:
            if self.new_to_old[ni] < 0 and self.old_to_new[oi] < 0:
                self.pair(oi, ni)
                paired += 1
        return paired

    def plausible(self, ni: int, olds: list[int]) -> list[tuple[float, int]]:
        """``olds`` that can reach ``min_similarity`` with ``ni``, with an upper
        bound of their score, likeliest first."""
        text = self.new_text(ni)
        ranked: list[tuple[float, int]] = []
        for oi in olds:
            other = self.old_text(oi)
            bound = word_bound(other, text)
            if max(text.size, other.size) <= SHORT_TEXT and bound < SURE:
                # the character ratio may lift it
                chars = SequenceMatcher(None, other.norm, text.norm, autojunk=False)
                bound = max(bound, 2.0 * chars.quick_ratio() - 1.0)
            if bound >= self.min_sim:
                ranked.append((bound, oi))
        ranked.sort(key=lambda r: (-r[0], r[1]))
        return ranked

    def neighbours(self, order: list[int], pos: int) -> Iterator[int]:
        for step in range(1, _NEIGHBOURHOOD + 1):
            for k in (pos - step, pos + step):
                if 0 <= k < len(order):
                    yield order[k]

    def resolve_splits(self) -> None:
        """The larger part of a split paragraph keeps its id."""
        for oi, ni in enumerate(list(self.old_to_new)):
            if ni < 0 or ni in self.pinned or self.old[oi].hash == self.new[ni].hash:
                continue
            kind = self.new[ni].kind
            loose = [
                other
                for other in self.neighbours(self.new_files[self.new[ni].uri], self.new_pos[ni])
                if self.new_to_old[other] < 0 and self.new[other].kind == kind
            ]
            if not loose:
                continue
            whole = self.old_text(oi)
            part = self.new_text(ni)
            if contained(part, whole) < _CONTAINMENT:
                continue
            best, best_key = ni, (part.size, -self.new_pos[ni])
            for other in loose:
                piece = self.new_text(other)
                key = (piece.size, -self.new_pos[other])
                if key > best_key and contained(piece, whole) >= _CONTAINMENT:
                    best, best_key = other, key
            if best != ni:
                self.unpair(oi, ni)
                self.pair(oi, best)

    def resolve_merges(self) -> None:
        """An unpaired paragraph contained in a neighbour's new text was merged
        into it; the larger of the merged paragraphs keeps the id."""
        into: dict[int, list[int]] = defaultdict(list)
        for oi in range(len(self.old)):
            if self.old_to_new[oi] >= 0:
                continue
            o = self.old[oi]
            part = self.old_text(oi)
            for other in self.neighbours(self.old_files[o.uri], self.old_pos[oi]):
                ni = self.old_to_new[other]
                if (
                    ni >= 0
                    and self.new[ni].kind == o.kind
                    # merging changes the text of the one that stays
                    and self.old[other].hash != self.new[ni].hash
                    and contained(part, self.new_text(ni)) >= _CONTAINMENT
                ):
                    into[ni].append(oi)
                    break
        for ni, parts in into.items():
            holder = self.new_to_old[ni]
            members = [holder, *parts]
            winner = max(members, key=lambda oi: (self.old_text(oi).size, -self.old_pos[oi], -oi))
            if ni in self.pinned:
                winner = holder  # a block id outranks size
            if winner != holder:
                self.unpair(holder, ni)
                self.pair(winner, ni)
            for oi in members:
                if oi != winner:
                    self.absorbed_into[oi] = ni

    def result(self) -> ReanchorResult:
        ids: list[str | None] = [self.old[oi].id if oi >= 0 else None for oi in self.new_to_old]
        absorbed = {
            self.old[oi].id: self.old[self.new_to_old[ni]].id
            for oi, ni in sorted(self.absorbed_into.items())
        }
        gone = [
            o.id
            for oi, o in enumerate(self.old)
            if self.old_to_new[oi] < 0 and oi not in self.absorbed_into
        ]
        return ReanchorResult(ids=ids, absorbed=absorbed, gone=gone)
