"""The anchoring benchmark's seeded manuscript and its edit trace: each edit
says which files it rewrites and which id every block should carry after it
(see `anchoring`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from semnet.bench.anchoring_prose import LANGUAGES, Prose
from semnet.graph.manuscript.reanchor import ReanchorResult
from semnet.graph.manuscript.textmatch import content_hash, normalise

EDIT_KINDS: dict[str, int] = {
    "typo": 18,
    "reword": 14,
    "add_sentence": 10,
    "insert_paragraph": 10,
    "delete_paragraph": 8,
    "reorder": 10,
    "move_to_file": 9,
    "rename_file": 4,
    "split": 7,
    "merge": 6,
    "block_id_rewrite": 4,
    "rewrite": 3,
}


@dataclass(slots=True)
class Block:
    id: str
    kind: str
    text: str
    block_id: str | None
    hash: str


@dataclass(slots=True)
class Planned:
    """A block after the edit and the id it should carry (None: new)."""

    kind: str
    text: str
    block_id: str | None
    expect: str | None
    hash: str = ""

    def __post_init__(self) -> None:
        if not self.hash:
            self.hash = content_hash(self.text)


@dataclass(slots=True)
class Edit:
    kind: str
    old_uris: list[str]
    new_files: dict[str, list[Planned]]
    absorbed: dict[str, str] = field(default_factory=dict)
    changed: float = 0.0  # share of the paragraph's words the edit changed


def _keep(block: Block) -> Planned:
    return Planned(block.kind, block.text, block.block_id, block.id, block.hash)


class Trace:
    def __init__(self, seed: int, paragraphs: int) -> None:
        self.rng = random.Random(seed)
        self.prose = {lang: Prose(lang, self.rng) for lang in LANGUAGES}
        self.files: dict[str, list[Block]] = {}
        self.lang: dict[str, str] = {}
        self.counter = 0
        self.renames = 0
        self.block_ids = 0
        self.ambiguous = 0
        self.generate(paragraphs)

    # -- the manuscript ------------------------------------------------------

    def fresh_id(self) -> str:
        self.counter += 1
        return f"n{self.counter:07d}"

    def block(self, kind: str, text: str, block_id: str | None = None) -> Block:
        return Block(self.fresh_id(), kind, text, block_id, content_hash(text))

    def random_block(self, lang: str) -> tuple[str, str, str | None]:
        prose, roll = self.prose[lang], self.rng.random()
        if roll < 0.08:
            return "heading", prose.heading(), None
        if roll < 0.13:
            return "paragraph", prose.sentence(1, 6), None
        if roll < 0.16:
            return "paragraph", self.rng.choice(prose.refrains), None
        text = prose.paragraph()
        if roll > 0.97:
            self.block_ids += 1
            block_id = f"b{self.block_ids}"
            return "paragraph", f"{text} ^{block_id}", block_id
        return "paragraph", text, None

    def generate(self, paragraphs: int) -> None:
        n_files = max(2, round(paragraphs / 100))
        langs = list(LANGUAGES)
        sizes = [
            paragraphs // n_files + (1 if i < paragraphs % n_files else 0) for i in range(n_files)
        ]
        for i, size in enumerate(sizes):
            lang = langs[i % len(langs)]
            uri = f"book/{i + 1:02d}-{lang}.md"
            blocks = [self.block("heading", self.prose[lang].heading())]
            while len(blocks) < size:
                roll = self.rng.random()
                if roll < 0.01 and len(blocks) > 3:
                    # a repeated paragraph (an epigraph, a refrain)
                    src = self.rng.choice([b for b in blocks if not b.block_id])
                    blocks.append(self.block(src.kind, src.text, None))
                elif roll < 0.02:
                    text = f"{self.prose[lang].paragraph()} ^summary"
                    if not any(b.block_id == "summary" for b in blocks):
                        blocks.append(self.block("paragraph", text, "summary"))
                else:
                    blocks.append(self.block(*self.random_block(lang)))
            self.files[uri] = blocks
            self.lang[uri] = lang

    # -- helpers for edits ---------------------------------------------------

    def pick_file(self, min_blocks: int = 2) -> str | None:
        uris = [u for u, bs in self.files.items() if len(bs) >= min_blocks]
        return self.rng.choice(uris) if uris else None

    def pick(self, uri: str, test: Callable[[Block], bool]) -> int | None:
        indices = [i for i, b in enumerate(self.files[uri]) if test(b)]
        return self.rng.choice(indices) if indices else None

    @staticmethod
    def body(block: Block) -> tuple[str, str]:
        """Text without its ``^id`` suffix, and the suffix."""
        if block.block_id and block.text.endswith(f" ^{block.block_id}"):
            return block.text[: -len(block.block_id) - 2], f" ^{block.block_id}"
        return block.text, ""

    def in_place(self, uri: str, index: int, text: str, changed: float, kind: str) -> Edit:
        blocks = self.files[uri]
        planned = [_keep(b) for b in blocks]
        target = blocks[index]
        planned[index] = Planned(target.kind, text, target.block_id, target.id)
        return Edit(kind, [uri], {uri: planned}, changed=changed)

    def twin_beside(self, blocks: list[Planned], positions: list[int]) -> bool:
        """Whether a block that moves (or goes) sits next to an identical one,
        before or after the edit. Then no text and no position tells the two
        apart, and the trace skips the edit (counted as ``ambiguous_skipped``)."""
        for k in positions:
            for j in (k - 1, k + 1):
                if (
                    0 <= j < len(blocks)
                    and j not in positions
                    and blocks[j].hash == blocks[k].hash
                    and blocks[j].kind == blocks[k].kind
                ):
                    self.ambiguous += 1
                    return True
        return False

    # -- the edits -----------------------------------------------------------

    def typo(self, text: str, lang: str) -> tuple[str, float] | None:
        """1-3 slips of the keyboard (one in a short line); share changed."""
        letters = self.prose[lang].letters
        changes = min(self.rng.randint(1, 3), max(1, len(text) // 12))
        chars = list(text)
        for _ in range(changes):
            pos = self.rng.randrange(len(chars))
            op = self.rng.random()
            if op < 0.4:
                chars[pos] = self.rng.choice(letters)
            elif op < 0.6 and len(chars) > 3:
                del chars[pos]
            elif op < 0.8:
                chars.insert(pos, self.rng.choice(letters))
            elif pos + 1 < len(chars):
                chars[pos], chars[pos + 1] = chars[pos + 1], chars[pos]
        new_text = "".join(chars)
        if normalise(new_text) == normalise(text):
            return None
        return new_text, changes / len(text)

    def reword(self, text: str, lang: str) -> tuple[str, float] | None:
        """Replace fewer than half of the words; share changed."""
        words = text.split(" ")
        if len(words) < 3:
            return None
        limit = (len(words) - 1) // 2  # strictly less than half
        count = self.rng.randint(1, max(1, min(limit, round(len(words) * 0.45))))
        for k in self.rng.sample(range(len(words)), count):
            tail = "".join(c for c in words[k][-1:] if not c.isalnum())
            words[k] = self.prose[lang].word() + tail
        new_text = " ".join(words)
        if normalise(new_text) == normalise(text):
            return None
        return new_text, count / len(words)

    def edit_typo(self) -> Edit | None:
        uri = self.pick_file(1)
        if uri is None:
            return None
        index = self.pick(uri, lambda b: len(self.body(b)[0]) >= 3)
        if index is None:
            return None
        text, suffix = self.body(self.files[uri][index])
        done = self.typo(text, self.lang[uri])
        if done is None:
            return None
        return self.in_place(uri, index, done[0] + suffix, done[1], "typo")

    def edit_reword(self) -> Edit | None:
        uri = self.pick_file(1)
        if uri is None:
            return None
        index = self.pick(uri, lambda b: len(self.body(b)[0].split()) >= 3)
        if index is None:
            return None
        text, suffix = self.body(self.files[uri][index])
        done = self.reword(text, self.lang[uri])
        if done is None:
            return None
        return self.in_place(uri, index, done[0] + suffix, done[1], "reword")

    def edit_rewrite(self) -> Edit | None:
        """A paragraph without a block id written anew: it is a new node."""
        uri = self.pick_file(1)
        if uri is None:
            return None
        index = self.pick(uri, lambda b: b.kind == "paragraph" and not b.block_id)
        if index is None:
            return None
        edit = self.in_place(uri, index, self.prose[self.lang[uri]].paragraph(), 1.0, "rewrite")
        edit.new_files[uri][index].expect = None
        return edit

    def edit_add_sentence(self) -> Edit | None:
        uri = self.pick_file(1)
        if uri is None:
            return None
        index = self.pick(uri, lambda b: b.kind == "paragraph")
        if index is None:
            return None
        text, suffix = self.body(self.files[uri][index])
        sentence = self.prose[self.lang[uri]].sentence(5, 15)
        roll = self.rng.random()
        if roll < 0.6:
            new_text = f"{text} {sentence}"
        elif roll < 0.8:
            new_text = f"{sentence} {text}"
        else:
            parts = text.split(". ")
            k = self.rng.randint(0, len(parts) - 1)
            new_text = ". ".join([*parts[:k], sentence.rstrip(".!?"), *parts[k:]])
        changed = len(sentence.split()) / len(text.split())
        return self.in_place(uri, index, new_text + suffix, changed, "add_sentence")

    def edit_insert_paragraph(self) -> Edit | None:
        uri = self.pick_file(1)
        if uri is None:
            return None
        kind, text, block_id = self.random_block(self.lang[uri])
        planned = [_keep(b) for b in self.files[uri]]
        at = self.rng.randint(0, len(planned))
        planned.insert(at, Planned(kind, text, block_id, None))
        if self.twin_beside(planned, [at]):
            return None
        return Edit("insert_paragraph", [uri], {uri: planned})

    def edit_delete_paragraph(self) -> Edit | None:
        uri = self.pick_file(3)
        if uri is None:
            return None
        planned = [_keep(b) for b in self.files[uri]]
        at = self.rng.randrange(len(planned))
        if self.twin_beside(planned, [at]):
            return None
        del planned[at]
        return Edit("delete_paragraph", [uri], {uri: planned})

    def edit_reorder(self) -> Edit | None:
        uri = self.pick_file(4)
        if uri is None:
            return None
        planned = [_keep(b) for b in self.files[uri]]
        if self.rng.random() < 0.5:
            i, j = self.rng.sample(range(len(planned)), 2)
            if planned[i].hash == planned[j].hash or self.twin_beside(planned, [i, j]):
                return None
            planned[i], planned[j] = planned[j], planned[i]
            moved = [i, j]
        else:
            run = self.rng.randint(1, 3)
            start = self.rng.randrange(len(planned) - run + 1)
            if self.twin_beside(planned, list(range(start, start + run))):
                return None
            chunk = planned[start : start + run]
            del planned[start : start + run]
            at = self.rng.randint(0, len(planned))
            if at == start:
                return None
            planned[at:at] = chunk
            moved = list(range(at, at + run))
        if self.twin_beside(planned, moved):
            return None
        return Edit("reorder", [uri], {uri: planned})

    def edit_move_to_file(self) -> Edit | None:
        src = self.pick_file(3)
        if src is None:
            return None
        dst = self.rng.choice([u for u in self.files if u != src])
        source = [_keep(b) for b in self.files[src]]
        target = [_keep(b) for b in self.files[dst]]
        run = self.rng.randint(1, 3)
        start = self.rng.randrange(len(source) - run + 1)
        if self.twin_beside(source, list(range(start, start + run))):
            return None
        chunk = source[start : start + run]
        taken = {b.block_id for b in target if b.block_id}
        if any(b.block_id in taken for b in chunk if b.block_id):
            return None  # block ids are unique per file
        del source[start : start + run]
        at = self.rng.randint(0, len(target))
        target[at:at] = chunk
        if self.twin_beside(target, list(range(at, at + run))):
            return None
        return Edit("move_to_file", [src, dst], {src: source, dst: target})

    def edit_rename_file(self) -> Edit | None:
        uri = self.pick_file(1)
        if uri is None:
            return None
        self.renames += 1
        stem = uri.rsplit("/", 1)[-1].split("~", 1)[0].removesuffix(".md")
        new_uri = f"book/part{self.renames % 3 + 1}/{stem}~{self.renames}.md"
        self.lang[new_uri] = self.lang[uri]
        planned = [_keep(b) for b in self.files[uri]]
        return Edit("rename_file", [uri], {new_uri: planned})

    def edit_split(self) -> Edit | None:
        uri = self.pick_file(1)
        if uri is None:
            return None
        index = self.pick(
            uri,
            lambda b: b.kind == "paragraph" and not b.block_id and b.text.count(". ") >= 1,
        )
        if index is None:
            return None
        block = self.files[uri][index]
        sentences = block.text.split(". ")
        k = self.rng.randint(1, len(sentences) - 1)
        first, second = ". ".join(sentences[:k]) + ".", ". ".join(sentences[k:])
        larger_first = len(normalise(first)) >= len(normalise(second))
        planned = [_keep(b) for b in self.files[uri]]
        planned[index : index + 1] = [
            Planned("paragraph", first, None, block.id if larger_first else None),
            Planned("paragraph", second, None, None if larger_first else block.id),
        ]
        return Edit("split", [uri], {uri: planned}, changed=1.0)

    def edit_merge(self) -> Edit | None:
        uri = self.pick_file(3)
        if uri is None:
            return None
        blocks = self.files[uri]

        def mergeable(b: Block) -> bool:
            return b.kind == "paragraph" and not b.block_id

        starts = [
            i for i in range(len(blocks) - 1) if mergeable(blocks[i]) and mergeable(blocks[i + 1])
        ]
        if not starts:
            return None
        i = self.rng.choice(starts)
        a, b = blocks[i], blocks[i + 1]
        keep, lose = (a, b) if len(normalise(a.text)) >= len(normalise(b.text)) else (b, a)
        planned = [_keep(x) for x in blocks]
        planned[i : i + 2] = [Planned("paragraph", f"{a.text} {b.text}", None, keep.id)]
        return Edit("merge", [uri], {uri: planned}, absorbed={lose.id: keep.id}, changed=1.0)

    def edit_block_id_rewrite(self) -> Edit | None:
        holders = [u for u, bs in self.files.items() if any(b.block_id for b in bs)]
        if not holders:
            return None
        uri = self.rng.choice(holders)
        index = self.pick(uri, lambda b: b.block_id is not None)
        assert index is not None
        block = self.files[uri][index]
        text = f"{self.prose[self.lang[uri]].paragraph()} ^{block.block_id}"
        return self.in_place(uri, index, text, 1.0, "block_id_rewrite")

    def bulk_edit(self, moves: int = 20, edited: float = 0.05, renames: int = 2) -> Edit:
        """Many edits at once over the whole manuscript (a checkout, a sync):
        chunks moved across files, a share of blocks with a typo or a reword,
        files renamed."""
        planned = {uri: [_keep(b) for b in blocks] for uri, blocks in self.files.items()}
        uris = list(planned)
        for _ in range(moves):
            src, dst = self.rng.sample(uris, 2)
            source, target = planned[src], planned[dst]
            run = self.rng.randint(1, 3)
            if len(source) <= run:
                continue
            start = self.rng.randrange(len(source) - run + 1)
            chunk = source[start : start + run]
            taken = {b.block_id for b in target if b.block_id}
            if any(b.block_id in taken for b in chunk if b.block_id) or self.twin_beside(
                source, list(range(start, start + run))
            ):
                continue
            at = self.rng.randint(0, len(target))
            trial = [*target[:at], *chunk, *target[at:]]
            if self.twin_beside(trial, list(range(at, at + run))):
                continue
            del source[start : start + run]
            planned[dst] = trial
        for uri, blocks in planned.items():
            lang = self.lang[uri]
            for k, p in enumerate(blocks):
                if self.rng.random() >= edited:
                    continue
                body, suffix = p.text, ""
                if p.block_id and body.endswith(f" ^{p.block_id}"):
                    body, suffix = body[: -len(p.block_id) - 2], f" ^{p.block_id}"
                done = self.typo(body, lang) if self.rng.random() < 0.6 else self.reword(body, lang)
                if done is not None:
                    blocks[k] = Planned(p.kind, done[0] + suffix, p.block_id, p.expect)
        for uri in self.rng.sample(uris, renames):
            self.renames += 1
            new_uri = f"book/bulk/{self.renames}.md"
            self.lang[new_uri] = self.lang[uri]
            planned[new_uri] = planned.pop(uri)
        return Edit("bulk", uris, planned)

    # -- running -------------------------------------------------------------

    def next_edit(self) -> Edit:
        kinds, weights = list(EDIT_KINDS), list(EDIT_KINDS.values())
        while True:
            kind = self.rng.choices(kinds, weights=weights)[0]
            edit: Edit | None = getattr(self, f"edit_{kind}")()
            if edit is not None:
                return edit

    def apply(self, edit: Edit, result: ReanchorResult) -> None:
        for uri in edit.old_uris:
            del self.files[uri]
        ids = iter(result.ids)
        for uri, planned in edit.new_files.items():
            self.files[uri] = [
                Block(next(ids) or self.fresh_id(), p.kind, p.text, p.block_id, p.hash)
                for p in planned
            ]
