"""Deterministic synthetic manuscripts for tests and benchmarks.

:func:`generate_fixture` writes a whole semnet workspace: books of chapters in
five languages, entity notes (characters, places, glossary, sources, facts), a
``bibliography.bib``, and the links, citations, events, mentions and block ids
the parser and the lifts have to find. The same arguments always give the same
bytes: the only randomness is one ``random.Random(seed)``, consumed in a fixed
order, and nothing depends on time, hashing or the file system's listing order.

The returned :class:`FixtureSummary` says what was written, so a test can check
the parser against it, and :attr:`FixtureSummary.fact_pairs` lists the
deliberately conflicting (and deliberately agreeing) facts by file and line.

The generator is split by step: `fixture_plan` (entities, chapters),
`fixture_prose` (chapters), `fixture_notes` (entity, source and fact notes);
`fixture_lang` and `fixture_names` hold its data, `fixture_text` its helpers
and plan records, `fixture_base` its state and the summary models.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from semnet.bench.fixture_base import (
    SUPPORTED_LANGUAGES,
    FactLocation,
    FactPair,
    FixtureError,
    FixtureSummary,
)
from semnet.bench.fixture_lang import TONGUES
from semnet.bench.fixture_names import BIB_ENTRIES, SOURCE_NOTES
from semnet.bench.fixture_notes import NoteWriter
from semnet.bench.fixture_plan import Planner

__all__ = [
    "SUPPORTED_LANGUAGES",
    "FactLocation",
    "FactPair",
    "FixtureSummary",
    "generate_fixture",
]


class Generator(NoteWriter, Planner):
    """Plans, then writes, one fixture."""

    def run(self) -> FixtureSummary:
        self.plan_entities()
        self.plan_chapters()
        self.plan_facts()
        self.write_chapters()
        self.write_entity_notes()
        self.write_sources()
        self.write_facts()
        c = self.counts
        kinds = Counter(p.kind for p in self.pairs)
        return FixtureSummary(
            books=self.n_books,
            chapters=len(self.chapters),
            paragraphs=len(self.chapters) * self.n_paragraphs,
            headings=c.headings,
            characters=len(self.characters),
            places=len(self.places),
            glossary=len(self.glossary),
            facts=self.facts,
            fact_notes=len(self.fact_notes),
            sources=len(SOURCE_NOTES) + len(BIB_ENTRIES),
            links=c.links,
            broken_links=c.broken_links,
            events=c.events,
            citations=c.citations,
            unknown_citations=c.unknown_citations,
            mentions=c.mentions,
            block_ids=c.block_ids,
            conflicts=kinds["year_conflict"] + kinds["number_conflict"],
            agreements=kinds["agreement"],
            files=c.files,
            bytes=c.bytes,
            languages=self.languages,
            fact_pairs=tuple(self.pairs),
        )


def generate_fixture(
    out_dir: Path,
    *,
    books: int = 5,
    chapters: int = 20,
    paragraphs: int = 100,
    languages: Sequence[str] = ("en",),
    seed: int = 1,
) -> FixtureSummary:
    """Write a synthetic workspace under ``out_dir`` and say what is in it.

    Layout: ``book-NN/bNN-chMM.md`` (``books`` folders of ``chapters`` files with
    ``paragraphs`` one-line paragraphs each, a ``##`` heading every 8-12
    paragraphs); ``characters/`` (20 + 4 per book), ``places/``, ``glossary/``,
    ``sources/`` (notes with ``key:``), ``facts/{births,residences,places}-LANG.md``
    and ``bibliography.bib``. Book *i* (0-based) and its front matter ``lang:``
    are ``languages[i % len(languages)]``; entity and fact notes take the
    languages round-robin too. Names keep their own script and accents whatever
    the language. Files already in ``out_dir`` are overwritten or left alone,
    never deleted. The same arguments always produce byte-identical files.
    """
    if books < 1 or chapters < 1 or paragraphs < 1:
        raise FixtureError("books, chapters and paragraphs must be at least 1")
    langs = tuple(languages)
    if not langs:
        raise FixtureError("languages must not be empty")
    unknown = [code for code in langs if code not in TONGUES]
    if unknown:
        raise FixtureError(f"unsupported languages {unknown}; choose from {SUPPORTED_LANGUAGES}")
    out_dir.mkdir(parents=True, exist_ok=True)
    return Generator(out_dir, books, chapters, paragraphs, langs, seed).run()
