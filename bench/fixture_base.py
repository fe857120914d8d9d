"""What the synthetic fixture generator reports (`FixtureSummary`, the fact
pairs) and the state its planning and writing steps share."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict
from semnet.bench.fixture_names import BIB_ENTRIES, SOURCE_NOTES
from semnet.bench.fixture_text import Chapter, Counts, Entity, Note
from semnet.graph.errors import InputError


class FixtureError(InputError):
    """Fixture parameters that cannot make a fixture (no languages, zero books, …)."""


SUPPORTED_LANGUAGES: Final = ("en", "ru", "fr", "de", "es")


class FactLocation(BaseModel):
    """A fact paragraph: workspace-relative POSIX path and 1-based line."""

    model_config = ConfigDict(frozen=True)

    path: str
    line: int


PairKind = Literal["year_conflict", "number_conflict", "agreement"]


class FactPair(BaseModel):
    """Two facts about one subject that deliberately conflict or agree."""

    model_config = ConfigDict(frozen=True)

    kind: PairKind
    subject: str
    first: FactLocation
    second: FactLocation


class FixtureSummary(BaseModel):
    """What :func:`generate_fixture` wrote.

    ``paragraphs``, ``headings``, ``events``, ``mentions`` and ``block_ids`` count
    chapter files only; ``links``, ``broken_links``, ``citations`` and
    ``unknown_citations`` count every ``.md`` file (fact notes link and cite
    too). ``mentions`` are unlinked occurrences of a character, place or
    glossary title or alias. ``sources`` is source notes plus ``.bib`` entries.
    """

    model_config = ConfigDict(frozen=True)

    books: int
    chapters: int
    paragraphs: int
    headings: int
    characters: int
    places: int
    glossary: int
    facts: int
    fact_notes: int
    sources: int
    links: int
    broken_links: int
    events: int
    citations: int
    unknown_citations: int
    mentions: int
    block_ids: int
    conflicts: int
    agreements: int
    files: int
    bytes: int
    languages: tuple[str, ...]
    fact_pairs: tuple[FactPair, ...]


class GenState:
    """The generator's state: its arguments, one seeded random source (consumed
    in a fixed order), the plan so far and the counts of what was written."""

    def __init__(
        self,
        out_dir: Path,
        books: int,
        chapters: int,
        paragraphs: int,
        languages: tuple[str, ...],
        seed: int,
    ) -> None:
        self.out = out_dir
        self.n_books = books
        self.n_chapters = chapters
        self.n_paragraphs = paragraphs
        self.languages = languages
        self.rng = random.Random(seed)
        self.counts = Counts()
        self.characters: list[Entity] = []
        self.places: list[Entity] = []
        self.glossary: list[Entity] = []
        self.casts: list[list[Entity]] = []
        self.chapters: list[Chapter] = []
        self.block_targets: list[tuple[Chapter, str]] = []
        self.known_keys = [k for k, *_ in SOURCE_NOTES] + [
            k for k, *_ in BIB_ENTRIES if k != "bible"
        ]
        self.unwritten: list[str] = []
        self.fact_notes: dict[str, Note] = {}
        self.pairs: list[FactPair] = []
        self.facts = 0

    def write(self, rel: str, lines: list[str]) -> None:
        data = ("\n".join(lines) + "\n").encode("utf-8")
        path = self.out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        self.counts.files += 1
        self.counts.bytes += len(data)
