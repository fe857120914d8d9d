"""The synthetic manuscript generator: deterministic, and what it says it wrote.

Every count is re-derived from the files with this module's own regexes and
resolver, not with the generator's code or the project's parser.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from pathlib import Path
from typing import Any

import bibtexparser
import py3langid
import pytest
import yaml
from semnet.bench.fixture import (
    SUPPORTED_LANGUAGES,
    FixtureSummary,
    generate_fixture,
)
from semnet.bench.fixture_base import FixtureError

ENTITY_FOLDERS = ("characters", "places", "glossary", "facts", "sources")

WIKI_RE = re.compile(r"\[\[([^\[\]\n]+)\]\]")
MD_LINK_RE = re.compile(r"(?<!\[)\[([^\[\]\n]+)\]\(([^()\s]+)\)")
INKHAVEN_RE = re.compile(r"(?<![\w\[])@([A-Za-z][\w:-]*)\[([^\[\]\n]*)\]")
PANDOC_RE = re.compile(r"\[@([A-Za-z][\w:-]*)(?:, ([^\[\]\n]+))?\]")
WHEN_RE = re.compile(r"\[when:: ([^\]]+)\]")
DATE = r"\d{4}(?:-\d{2}(?:-\d{2})?)?"
WHEN_VALUE_RE = re.compile(rf"{DATE}(?: \.\. {DATE})?")
PERIOD_RE = re.compile(rf"\[(?:from|until):: {DATE}\]")
BLOCK_ID_RE = re.compile(r" \^([A-Za-z0-9-]+)$")


# --------------------------------------------------------------------------- reading


def split_front_matter(text: str) -> tuple[dict[str, object], list[str]]:
    lines = text.split("\n")
    assert lines[0] == "---", "every generated note has front matter"
    end = lines.index("---", 1)
    meta = yaml.safe_load("\n".join(lines[1:end]))
    assert isinstance(meta, dict)
    return meta, lines[end + 1 :]


def blocks(body: list[str]) -> list[str]:
    """Blank-line separated blocks of a note body."""
    out: list[str] = []
    current: list[str] = []
    for line in [*body, ""]:
        if line.strip():
            current.append(line)
        elif current:
            out.append("\n".join(current))
            current = []
    return out


def paragraphs_of(text: str) -> list[str]:
    _, body = split_front_matter(text)
    return [b for b in blocks(body) if not b.startswith("#")]


def headings_of(text: str) -> list[str]:
    _, body = split_front_matter(text)
    return [line.lstrip("#").strip() for line in body if line.startswith("#")]


def is_chapter(rel: Path) -> bool:
    return len(rel.parts) == 2 and rel.parts[0] not in ENTITY_FOLDERS and rel.suffix == ".md"


def read_tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def md_files(root: Path) -> dict[Path, str]:
    return {p.relative_to(root): p.read_text("utf-8") for p in sorted(root.rglob("*.md"))}


def slug(heading: str) -> str:
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


class Workspace:
    """An independent resolver for the links the generator wrote."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.files = md_files(root)
        self.names: dict[str, set[Path]] = {}
        self.headings: dict[Path, set[str]] = {}
        self.block_ids: dict[Path, set[str]] = {}
        for rel, text in self.files.items():
            meta, _ = split_front_matter(text)
            keys = {rel.stem}
            if isinstance(meta.get("title"), str):
                keys.add(str(meta["title"]))
            keys.update(str(a) for a in meta.get("aliases") or [])  # type: ignore[attr-defined]
            for key in keys:
                self.names.setdefault(key.casefold(), set()).add(rel)
            self.headings[rel] = set(headings_of(text))
            self.block_ids[rel] = {
                m.group(1) for p in paragraphs_of(text) if (m := BLOCK_ID_RE.search(p))
            }

    def resolve_wiki(self, inner: str) -> tuple[Path | None, bool]:
        """(target note or None, whether the #anchor exists in it)."""
        target = inner.split("|", 1)[0]
        name, _, anchor = target.partition("#")
        found = self.names.get(name.casefold(), set())
        assert len(found) <= 1, f"ambiguous link target {name!r}: {found}"
        if not found:
            return None, False
        note = next(iter(found))
        if not anchor:
            return note, True
        if anchor.startswith("^"):
            return note, anchor[1:] in self.block_ids[note]
        return note, anchor in self.headings[note]

    def resolve_md(self, source: Path, href: str) -> tuple[Path | None, bool]:
        path, _, anchor = href.partition("#")
        target = (self.root / source.parent / path).resolve()
        if not target.is_file():
            return None, False
        rel = target.relative_to(self.root.resolve())
        return rel, not anchor or anchor in {slug(h) for h in self.headings[rel]}


def entity_names(root: Path) -> list[str]:
    names: list[str] = []
    for folder in ("characters", "places", "glossary"):
        for path in sorted((root / folder).glob("*.md")):
            meta, _ = split_front_matter(path.read_text("utf-8"))
            names.append(str(meta["title"]))
            names.extend(str(a) for a in meta.get("aliases") or [])  # type: ignore[attr-defined]
    return names


def parse_bib(text: str) -> Any:
    return bibtexparser.parse_string(text)  # type: ignore[attr-defined]


def strip_markup(paragraph: str) -> str:
    for pattern in (WIKI_RE, MD_LINK_RE, INKHAVEN_RE, PANDOC_RE, WHEN_RE, BLOCK_ID_RE):
        paragraph = pattern.sub(" ", paragraph)
    return paragraph


# --------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="module")
def multilingual(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, FixtureSummary]:
    root = tmp_path_factory.mktemp("fixture")
    summary = generate_fixture(
        root, books=5, chapters=4, paragraphs=60, languages=SUPPORTED_LANGUAGES, seed=7
    )
    return root, summary


# --------------------------------------------------------------------------- tests


def test_same_arguments_give_the_same_bytes(tmp_path: Path) -> None:
    def generate(name: str, seed: int) -> FixtureSummary:
        return generate_fixture(
            tmp_path / name,
            books=3,
            chapters=4,
            paragraphs=40,
            languages=SUPPORTED_LANGUAGES,
            seed=seed,
        )

    first, second = generate("a", 3), generate("b", 3)
    a, b = read_tree(tmp_path / "a"), read_tree(tmp_path / "b")
    assert sorted(a) == sorted(b)
    assert [name for name in a if a[name] != b[name]] == []
    assert first == second
    assert first.bytes == sum(len(data) for data in a.values())
    assert first.files == len(a)

    other = generate("c", 4)
    c = read_tree(tmp_path / "c")
    assert any(a.get(name) != data for name, data in c.items())
    assert other.paragraphs == first.paragraphs


def test_every_chapter_has_exactly_the_paragraphs_asked_for(tmp_path: Path) -> None:
    summary = generate_fixture(tmp_path, books=2, chapters=3, paragraphs=57, seed=11)
    chapters = {rel: text for rel, text in md_files(tmp_path).items() if is_chapter(rel)}
    assert len(chapters) == 2 * 3 == summary.chapters
    assert len({rel.parts[0] for rel in chapters}) == 2 == summary.books
    counts = {rel: len(paragraphs_of(text)) for rel, text in chapters.items()}
    assert set(counts.values()) == {57}
    assert sum(counts.values()) == summary.paragraphs == 2 * 3 * 57
    heading_count = sum(len(headings_of(t)) for t in chapters.values())
    assert heading_count == summary.headings
    assert 2 * 3 * 57 // 12 <= heading_count <= 2 * 3 * (57 // 8 + 1)
    for text in chapters.values():
        for paragraph in paragraphs_of(text):
            assert "\n" not in paragraph
            words = len(paragraph.removeprefix("- ").split())
            assert 30 <= words <= 120, paragraph


def test_chapter_titles_and_block_ids_are_unique(multilingual: tuple[Path, FixtureSummary]) -> None:
    root, _ = multilingual
    titles: list[str] = []
    ids: list[str] = []
    for rel, text in md_files(root).items():
        if is_chapter(rel):
            meta, _ = split_front_matter(text)
            titles.append(str(meta["title"]).casefold())
            ids += [m.group(1) for p in paragraphs_of(text) if (m := BLOCK_ID_RE.search(p))]
            headings = headings_of(text)
            assert len(headings) == len(set(headings)), rel
    assert len(titles) == len(set(titles))
    assert len(ids) == len(set(ids))


def test_every_language_asked_for_is_written_in_that_language(
    multilingual: tuple[Path, FixtureSummary],
) -> None:
    root, summary = multilingual
    assert summary.languages == SUPPORTED_LANGUAGES
    by_book: dict[str, set[str]] = {}
    seen: set[str] = set()
    for rel, text in md_files(root).items():
        meta, _ = split_front_matter(text)
        seen.add(str(meta["lang"]))
        if not is_chapter(rel):
            continue
        by_book.setdefault(rel.parts[0], set()).add(str(meta["lang"]))
        prose = " ".join(strip_markup(p) for p in paragraphs_of(text))
        assert py3langid.classify(prose)[0] == meta["lang"], rel
        if meta["lang"] == "ru":
            assert re.search("[а-яё]", prose)
    # one language per book, round-robin in the order asked for
    assert [sorted(by_book[b]) for b in sorted(by_book)] == [[code] for code in SUPPORTED_LANGUAGES]
    assert seen == set(SUPPORTED_LANGUAGES)
    names = " ".join(entity_names(root))
    assert re.search("[а-яё]", names, re.IGNORECASE)
    assert re.search("[éèüößñí]", names)


def test_only_the_languages_asked_for(tmp_path: Path) -> None:
    summary = generate_fixture(tmp_path, books=3, chapters=2, paragraphs=20, languages=["de"])
    langs = {str(split_front_matter(t)[0]["lang"]) for t in md_files(tmp_path).values()}
    assert langs == {"de"}
    assert summary.languages == ("de",)


def test_bibliography_parses(multilingual: tuple[Path, FixtureSummary]) -> None:
    root, _ = multilingual
    library = parse_bib((root / "bibliography.bib").read_text("utf-8"))
    assert library.failed_blocks == []
    keys = [entry.key for entry in library.entries]
    assert len(keys) == len(set(keys)) >= 4
    assert "bible" in keys
    for entry in library.entries:
        assert entry.fields_dict["title"].value
        assert entry.fields_dict["year"].value.isdigit()


def test_links_resolve_except_the_deliberately_broken(
    multilingual: tuple[Path, FixtureSummary],
) -> None:
    root, summary = multilingual
    ws = Workspace(root)
    links = broken = bad_anchors = 0
    kinds: Counter[str] = Counter()
    for rel, text in ws.files.items():
        for m in WIKI_RE.finditer(text):
            links += 1
            inner = m.group(1)
            kinds["shown" if "|" in inner else "plain"] += 1
            kinds["block" if "#^" in inner else ("heading" if "#" in inner else "note")] += 1
            note, anchor_ok = ws.resolve_wiki(inner)
            if note is None:
                broken += 1
            elif not anchor_ok:
                bad_anchors += 1
        for m in MD_LINK_RE.finditer(text):
            links += 1
            kinds["markdown"] += 1
            note, anchor_ok = ws.resolve_md(rel, m.group(2))
            if note is None:
                broken += 1
            elif not anchor_ok:
                bad_anchors += 1
    assert links == summary.links
    assert broken == summary.broken_links
    assert bad_anchors == 0
    assert 0 < summary.broken_links < summary.links * 0.05
    assert all(kinds[k] > 0 for k in ("shown", "plain", "block", "heading", "note", "markdown"))


def test_citations_on_disk_match_the_summary(multilingual: tuple[Path, FixtureSummary]) -> None:
    root, summary = multilingual
    known = {e.key for e in parse_bib((root / "bibliography.bib").read_text()).entries}
    for path in sorted((root / "sources").glob("*.md")):
        known.add(str(split_front_matter(path.read_text("utf-8"))[0]["key"]))
    cited: list[tuple[str, str]] = []
    for text in md_files(root).values():
        cited += [(m.group(1), m.group(2)) for m in INKHAVEN_RE.finditer(text)]
        cited += [(m.group(1), m.group(2) or "") for m in PANDOC_RE.finditer(text)]
    assert len(cited) == summary.citations
    assert sum(key not in known for key, _ in cited) == summary.unknown_citations > 0
    loci = [locus for key, locus in cited if key == "bible"]
    assert loci and all(re.fullmatch(r"\w+ \d+\.\d+", locus) for locus in loci)
    books = {locus.split()[0] for locus in loci}
    assert any(re.fullmatch("[А-Я][а-я]+", b) for b in books)  # per-language book names
    assert any(b.isascii() for b in books)
    assert summary.sources == len(known)


def test_events_blocks_and_mentions_match_the_summary(
    multilingual: tuple[Path, FixtureSummary],
) -> None:
    root, summary = multilingual
    names = sorted(set(entity_names(root)), key=len, reverse=True)
    mention_re = re.compile(
        r"(?<!\w)(?:" + "|".join(re.escape(n) for n in names) + r")(?!\w)", re.IGNORECASE
    )
    events = block_ids = mentions = 0
    for rel, text in md_files(root).items():
        if not is_chapter(rel):
            continue
        for paragraph in paragraphs_of(text):
            whens = WHEN_RE.findall(paragraph)
            assert len(whens) <= 1
            if whens:
                events += 1
                assert WHEN_VALUE_RE.fullmatch(whens[0]), whens[0]
                assert WIKI_RE.search(paragraph) or mention_re.search(strip_markup(paragraph))
            block_ids += bool(BLOCK_ID_RE.search(paragraph))
            mentions += len(mention_re.findall(strip_markup(paragraph)))
    assert events == summary.events > 0
    assert block_ids == summary.block_ids > 0
    assert mentions == summary.mentions > 0


def test_entity_notes(multilingual: tuple[Path, FixtureSummary]) -> None:
    root, summary = multilingual
    assert len(list((root / "characters").glob("*.md"))) == summary.characters == 20 + 5 * 4
    assert len(list((root / "places").glob("*.md"))) == summary.places
    assert len(list((root / "glossary").glob("*.md"))) == summary.glossary
    assert len(list((root / "facts").glob("*.md"))) == summary.fact_notes >= 3
    aliased = 0
    for path in sorted((root / "characters").glob("*.md")):
        meta, _ = split_front_matter(path.read_text("utf-8"))
        assert meta.get("type", "character") == "character"
        aliased += bool(meta.get("aliases"))
    assert aliased == summary.characters
    facts = 0
    periods = 0
    for path in sorted((root / "facts").glob("*.md")):
        for fact in paragraphs_of(path.read_text("utf-8")):
            facts += 1
            periods += bool(PERIOD_RE.search(fact))
            assert PERIOD_RE.sub("", fact).rstrip().endswith("."), fact
    assert facts == summary.facts
    assert 0 < periods < facts


def test_fact_pairs_point_at_conflicting_and_agreeing_facts(
    multilingual: tuple[Path, FixtureSummary],
) -> None:
    root, summary = multilingual
    kinds = Counter(p.kind for p in summary.fact_pairs)
    assert kinds["year_conflict"] > 0 and kinds["number_conflict"] > 0 and kinds["agreement"] > 0
    assert summary.conflicts == kinds["year_conflict"] + kinds["number_conflict"]
    aliases: dict[str, list[str]] = {}
    for folder in ("characters", "places"):
        for path in sorted((root / folder).glob("*.md")):
            meta, _ = split_front_matter(path.read_text("utf-8"))
            aliases[str(meta["title"])] = [str(meta["title"]), *(meta.get("aliases") or [])]  # type: ignore[misc]

    def fact_at(path: str, line: int) -> tuple[str, set[str]]:
        text = (root / path).read_text("utf-8").split("\n")[line - 1]
        assert text.strip() and not text.startswith("#")
        numbers = set(re.findall(r"\d+", strip_markup(text)))
        return text, numbers

    cross_language = 0
    for pair in summary.fact_pairs:
        a_text, a_numbers = fact_at(pair.first.path, pair.first.line)
        b_text, b_numbers = fact_at(pair.second.path, pair.second.line)
        for text in (a_text, b_text):
            assert any(name in text for name in aliases[pair.subject]), (pair, text)
        if pair.kind == "agreement":
            assert a_numbers == b_numbers
        else:
            assert a_numbers != b_numbers
            assert len(a_numbers ^ b_numbers) == 2  # the same claim, one number changed
        cross_language += pair.first.path.rsplit("-", 1)[1] != pair.second.path.rsplit("-", 1)[1]
    assert cross_language > 0


def test_rejects_bad_arguments(tmp_path: Path) -> None:
    with pytest.raises(FixtureError, match="unsupported languages"):
        generate_fixture(tmp_path, languages=("en", "la"))
    with pytest.raises(FixtureError):
        generate_fixture(tmp_path, languages=())
    with pytest.raises(FixtureError):
        generate_fixture(tmp_path, books=0)
    assert not any(tmp_path.iterdir())


@pytest.mark.slow
def test_fifty_thousand_paragraphs_in_seconds(tmp_path: Path) -> None:
    start = time.perf_counter()
    summary = generate_fixture(
        tmp_path, books=25, chapters=20, paragraphs=100, languages=SUPPORTED_LANGUAGES
    )
    elapsed = time.perf_counter() - start
    assert summary.paragraphs == 50_000
    assert summary.chapters == 500
    assert elapsed < 30, f"{elapsed:.1f}s"


EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_hand_written_example_keeps_its_deliberate_faults() -> None:
    """examples/: two broken links, one unknown key, everything else resolves."""
    ws = Workspace(EXAMPLES)
    broken: list[str] = []
    for rel, text in ws.files.items():
        for m in WIKI_RE.finditer(text):
            note, anchor_ok = ws.resolve_wiki(m.group(1))
            assert note is None or anchor_ok, m.group(0)
            if note is None:
                broken.append(m.group(1))
        for m in MD_LINK_RE.finditer(text):
            note, anchor_ok = ws.resolve_md(rel, m.group(2))
            assert note is not None and anchor_ok, m.group(0)
    assert sorted(broken) == ["Café Anglais", "Colonel Dravin"]

    known = {e.key for e in parse_bib((EXAMPLES / "bibliography.bib").read_text("utf-8")).entries}
    for path in sorted((EXAMPLES / "sources").glob("*.md")):
        known.add(str(split_front_matter(path.read_text("utf-8"))[0]["key"]))
    cited = [
        m.group(1)
        for text in ws.files.values()
        for pattern in (INKHAVEN_RE, PANDOC_RE)
        for m in pattern.finditer(text)
    ]
    assert sorted({key for key in cited if key not in known}) == ["echo1905"]

    paragraphs = sum(len(paragraphs_of(text)) for text in ws.files.values())
    assert 60 <= paragraphs <= 120
    langs = {str(split_front_matter(t)[0].get("lang", "en")) for t in ws.files.values()}
    assert {"en", "ru", "fr"} <= langs
