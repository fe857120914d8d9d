"""Tests for semnet.graph.manuscript.parse (and language detection in lang.py)."""

from __future__ import annotations

import time
from datetime import date

import pytest
from semnet.graph.manuscript.lang import detect_language, normalise_lang
from semnet.graph.manuscript.parse import parse_document, plain_text, slugify
from semnet.graph.manuscript.parsed import Block, Citation, Link, ParsedDoc, PartialDate, Span


def para(doc: ParsedDoc, index: int = 0) -> Block:
    return doc.paragraphs()[index]


def one(text: str, rel_path: str = "book/ch1.md") -> Block:
    doc = parse_document(text, rel_path)
    assert len(doc.blocks) == 1, doc.blocks
    return doc.blocks[0]


def sliced(text: str, span: Span) -> str:
    line: str = text.split("\n")[span.line]
    return line[span.start_char : span.end_char]


# --------------------------------------------------------------------------- blocks


def test_blocks_in_order_with_line_ranges_after_front_matter() -> None:
    text = (
        "---\n"  # 0
        "title: Chapter One\n"  # 1
        "---\n"  # 2
        "# Opening\n"  # 3
        "\n"  # 4
        "First paragraph,\n"  # 5
        "second line.\n"  # 6
        "\n"  # 7
        "## Later\n"  # 8
        "Second paragraph.\n"  # 9
    )
    doc = parse_document(text, "book/ch1.md")
    assert [(b.kind, b.level, b.start_line, b.end_line) for b in doc.blocks] == [
        ("heading", 1, 3, 4),
        ("paragraph", 0, 5, 7),
        ("heading", 2, 8, 9),
        ("paragraph", 0, 9, 10),
    ]
    assert doc.blocks[0].text == "Opening"
    assert doc.blocks[1].text == "First paragraph,\nsecond line."
    assert doc.blocks[3].text == "Second paragraph."
    assert doc.title == "Chapter One"
    assert doc.front_matter == {"title": "Chapter One"}
    assert doc.front_matter_error is None
    assert doc.problems == []


def test_crlf_line_endings_give_same_lines() -> None:
    doc = parse_document("# T\r\n\r\nSee [[A]].\r\n", "a.md")
    block = para(doc)
    assert (block.start_line, block.end_line, block.text) == (2, 3, "See [[A]].")
    assert block.links[0].span == Span(2, 4, 9)


def test_list_items_are_one_block_each_with_their_lines() -> None:
    text = "- first item\n  continues here\n- second\n  - nested child\n\n1. numbered\n"
    doc = parse_document(text, "a.md")
    assert [(b.start_line, b.end_line) for b in doc.blocks] == [(0, 2), (2, 4), (5, 6)]
    assert doc.blocks[0].text == "- first item\n  continues here"
    assert doc.blocks[1].text == "- second\n  - nested child"


def test_loose_list_item_ranges_drop_trailing_blank_lines() -> None:
    doc = parse_document("- one\n\n- two\n\n- three\n", "a.md")
    assert [(b.start_line, b.end_line) for b in doc.blocks] == [(0, 1), (2, 3), (4, 5)]


def test_blockquote_paragraphs_tables_and_skipped_code() -> None:
    text = (
        "> quoted one\n"  # 0
        "> still one\n"  # 1
        ">\n"  # 2
        "> quoted two\n"  # 3
        "\n"  # 4
        "| a | b |\n"  # 5
        "|---|---|\n"  # 6
        "| [[Cell]] | 2 |\n"  # 7
        "\n"  # 8
        "```\n"  # 9
        "[[NotALink]] @notacite\n"  # 10
        "```\n"  # 11
        "\n"  # 12
        "    indented [[NotALinkEither]]\n"  # 13
        "\n"  # 14
        "<div>[[html]]</div>\n"  # 15
        "\n"  # 16
        "after\n"  # 17
    )
    doc = parse_document(text, "a.md")
    assert [(b.kind, b.start_line, b.end_line) for b in doc.blocks] == [
        ("paragraph", 0, 2),
        ("paragraph", 3, 4),
        ("paragraph", 5, 8),
        ("paragraph", 17, 18),
    ]
    assert doc.blocks[0].text == "> quoted one\n> still one"
    assert [link.target for link in doc.blocks[2].links] == ["Cell"]
    assert all(not b.citations for b in doc.blocks)


def test_fence_inside_list_item_is_not_scanned() -> None:
    text = "- item with [[Real]]\n\n  ```\n  [[Fake]] @fake\n  ```\n"
    block = one(text)
    assert [link.target for link in block.links] == ["Real"]
    assert block.citations == []
    assert "[[Fake]]" in block.text  # the text keeps the item's lines


def test_code_spans_hide_links_and_citations() -> None:
    block = one("Use `[[Not]]` and ``@not `x` [a](b.md)`` but [[Yes]].")
    assert [link.target for link in block.links] == ["Yes"]
    assert block.citations == []


def test_setext_heading() -> None:
    doc = parse_document("Big Title\n=========\n\nBody.\n", "a.md")
    heading = doc.blocks[0]
    assert (heading.kind, heading.level, heading.text) == ("heading", 1, "Big Title")
    assert (heading.start_line, heading.end_line) == (0, 2)
    assert doc.title == "Big Title"


# --------------------------------------------------------------------------- block ids


def test_block_id_is_removed_from_text() -> None:
    text = "Some text\nthat ends here ^my-id-1\n"
    block = one(text)
    assert block.block_id == "my-id-1"
    assert block.text == "Some text\nthat ends here"
    assert block.block_id_span is not None
    assert sliced(text, block.block_id_span) == "^my-id-1"


def test_block_id_on_its_own_last_line() -> None:
    block = one("A paragraph.\n^lonely\n")
    assert block.block_id == "lonely"
    assert block.text == "A paragraph."


def test_caret_inside_text_is_not_a_block_id() -> None:
    assert one("x^2 is a square").block_id is None
    assert one("ends with ^bad! here").block_id is None


def test_list_item_block_id() -> None:
    block = one("- item text ^item1\n")
    assert block.block_id == "item1"
    assert block.text == "- item text"


# --------------------------------------------------------------------------- headings


@pytest.mark.parametrize(
    ("heading", "slug"),
    [
        ("Hello World", "hello-world"),
        ("Глава первая: Начало", "глава-первая-начало"),
        ("Straße nach Köln", "straße-nach-köln"),
        ("Mañana, señor!", "mañana-señor"),
        ("Café & Crème", "café--crème"),
        ("Émile's *big* `code`", "émiles-big-code"),
        ("snake_case and 2024", "snake_case-and-2024"),
    ],
)
def test_heading_slugs(heading: str, slug: str) -> None:
    doc = parse_document(f"## {heading}\n", "a.md")
    assert doc.blocks[0].slug == slug


def test_duplicate_heading_slugs_get_suffixes() -> None:
    doc = parse_document("# Notes\n\n## Notes\n\n## Notes\n", "a.md")
    assert [b.slug for b in doc.headings()] == ["notes", "notes-1", "notes-2"]


def test_slugify_is_public() -> None:
    assert slugify("  Война и мир  ") == "война-и-мир"


# --------------------------------------------------------------------------- title


def test_title_from_first_h1_then_stem() -> None:
    doc = parse_document("Intro.\n\n## Minor\n\n# Глава *первая*\n\n# Second\n", "b/x.md")
    assert doc.title == "Глава первая"
    assert parse_document("Just prose.\n", "book/Война и мир.md").title == "Война и мир"


def test_unicode_front_matter() -> None:
    text = (
        "---\ntitle: Наташа Ростова\naliases:\n  - Наташа\n  - Natacha\n  - Señorita Núñez\n---\n"
    )
    doc = parse_document(text, "characters/natasha.md")
    assert doc.title == "Наташа Ростова"
    assert doc.aliases == ["Наташа", "Natacha", "Señorita Núñez"]
    assert doc.entity_type == "character"


# --------------------------------------------------------------------------- front matter


def test_front_matter_fields() -> None:
    text = "---\ntype: Source\naliases: Tolstoy 1869\nlang: ru-RU\nkey: tolstoy1869\n---\nText.\n"
    doc = parse_document(text, "notes/tolstoy.md")
    assert doc.entity_type == "source"
    assert doc.aliases == ["Tolstoy 1869"]
    assert doc.lang == "ru"
    assert doc.source_key == "tolstoy1869"
    assert para(doc).start_line == 6


def test_no_front_matter() -> None:
    doc = parse_document("Text.\n", "a.md")
    assert doc.front_matter == {}
    assert doc.front_matter_error is None
    assert (doc.aliases, doc.lang, doc.source_key, doc.entity_type) == ([], None, None, None)


def test_empty_front_matter_is_fine() -> None:
    doc = parse_document("---\n---\nText.\n", "a.md")
    assert doc.front_matter == {}
    assert doc.front_matter_error is None
    assert para(doc).start_line == 2


def test_malformed_yaml_is_a_problem_not_a_crash() -> None:
    text = "---\ntitle: ok\naliases: [unclosed\n---\n# Heading\n\nBody [[Link]].\n"
    doc = parse_document(text, "a.md")
    assert doc.front_matter == {}
    assert doc.front_matter_error is not None
    assert "line" in doc.front_matter_error
    assert [p.code for p in doc.problems] == ["bad-front-matter"]
    assert 1 <= doc.problems[0].line <= 3
    # the rest of the document still parses, at the right lines
    assert doc.title == "Heading"
    assert [(b.kind, b.start_line) for b in doc.blocks] == [("heading", 4), ("paragraph", 6)]


def test_front_matter_list_instead_of_mapping() -> None:
    doc = parse_document("---\n- a\n- b\n---\nText.\n", "x/note.md")
    assert doc.front_matter == {}
    assert doc.front_matter_error is not None
    assert "mapping" in doc.front_matter_error
    assert "list" in doc.front_matter_error
    assert doc.problems[0].code == "bad-front-matter"
    assert doc.title == "note"


def test_front_matter_scalar_instead_of_mapping() -> None:
    doc = parse_document("---\njust a string\n---\n", "a.md")
    assert doc.front_matter == {}
    assert doc.front_matter_error is not None


def test_unclosed_front_matter_is_reported() -> None:
    doc = parse_document("---\ntitle: x\n\nBody.\n", "a.md")
    assert doc.front_matter_error is not None
    assert doc.problems[0].code == "bad-front-matter"


def test_unknown_type_and_bad_lang_are_problems() -> None:
    doc = parse_document("---\ntype: charcter\nlang: klingonese\n---\n", "characters/a.md")
    assert {(p.code, p.line) for p in doc.problems} == {
        ("unknown-entity-type", 1),
        ("bad-lang", 2),
    }
    assert doc.entity_type == "character"  # falls back to the folder
    assert doc.lang is None


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("characters/anna.md", "character"),
        ("book/Characters/anna.md", "character"),
        ("world/place/moscow.md", "place"),
        ("PLACES/moscow.md", "place"),
        ("facts/f.md", "fact"),
        ("sources/s.md", "source"),
        ("Glossary/term.md", "glossary"),
        ("book/chapter1.md", None),
        ("characters.md", None),
    ],
)
def test_entity_type_from_folder(path: str, expected: str | None) -> None:
    assert parse_document("Text.\n", path).entity_type == expected


def test_front_matter_type_beats_folder() -> None:
    assert parse_document("---\ntype: place\n---\n", "characters/x.md").entity_type == "place"


# --------------------------------------------------------------------------- wiki links


def test_wiki_link_forms() -> None:
    text = (
        "[[Note]] [[Note|shown]] [[Note#Heading]] [[Note#^block-1]] "
        "[[#Local Heading]] [[Note#Heading|shown text]] [[Наташа Ростова#Детство|она]]"
    )
    block = one(text)
    got = [(lk.style, lk.target, lk.heading, lk.block, lk.shown) for lk in block.links]
    assert got == [
        ("wiki", "Note", None, None, None),
        ("wiki", "Note", None, None, "shown"),
        ("wiki", "Note", "Heading", None, None),
        ("wiki", "Note", None, "block-1", None),
        ("wiki", "", "Local Heading", None, None),
        ("wiki", "Note", "Heading", None, "shown text"),
        ("wiki", "Наташа Ростова", "Детство", None, "она"),
    ]
    assert [sliced(text, lk.span) for lk in block.links[:2]] == ["[[Note]]", "[[Note|shown]]"]
    assert sliced(text, block.links[-1].span) == "[[Наташа Ростова#Детство|она]]"


def test_wiki_link_spans_on_later_lines() -> None:
    text = "---\nt: 1\n---\nfirst line\n  second [[Target]] line\n"
    doc = parse_document(text, "a.md")
    link = para(doc).links[0]
    assert link.span == Span(4, 9, 19)
    assert sliced(text, link.span) == "[[Target]]"


def test_wiki_embed_of_note_is_a_link_but_image_embed_is_not() -> None:
    block = one("![[Other Note]] ![[picture.png]]")
    assert [lk.target for lk in block.links] == ["Other Note"]


def test_malformed_wiki_links_are_problems() -> None:
    text = "Broken [[never closed\nand [[]] empty, then [[Fine]]."
    doc = parse_document(text, "a.md")
    assert [lk.target for lk in para(doc).links] == ["Fine"]
    probs = [(p.code, p.line) for p in doc.problems]
    assert probs == [("malformed-link", 0), ("malformed-link", 1)]
    first = doc.problems[0].span
    assert first is not None
    assert sliced(text, first).startswith("[[never")
    second = doc.problems[1].span
    assert second is not None
    assert sliced(text, second) == "[[]]"


def test_table_escaped_pipe_in_wiki_link() -> None:
    block = one("| [[Note\\|alias]] | x |\n|---|---|\n| 1 | 2 |\n")
    assert [(lk.target, lk.shown) for lk in block.links] == [("Note", "alias")]


# --------------------------------------------------------------------------- markdown links


def test_markdown_links() -> None:
    text = (
        "[one](other.md#the-heading) [two](<path with spaces.md>) "
        "[three](sub/file%20name.md) [four](#local) [five](note.md#^blk) "
        '[six](../up.md "Title")'
    )
    block = one(text)
    got = [(lk.style, lk.target, lk.heading, lk.block, lk.shown) for lk in block.links]
    assert got == [
        ("markdown", "other.md", "the-heading", None, "one"),
        ("markdown", "path with spaces.md", None, None, "two"),
        ("markdown", "sub/file name.md", None, None, "three"),
        ("markdown", "", "local", None, "four"),
        ("markdown", "note.md", None, "blk", "five"),
        ("markdown", "../up.md", None, None, "six"),
    ]
    assert sliced(text, block.links[0].span) == "[one](other.md#the-heading)"


def test_urls_and_images_are_not_links() -> None:
    block = one(
        "[web](https://example.org/x.md) [mail](mailto:a@b.org) [h](http://x.y) "
        "![img](pic.png) <https://auto.link/@nope> https://bare.org/@user"
    )
    assert block.links == []
    assert block.citations == []


# --------------------------------------------------------------------------- citations


def cites(block: Block) -> list[tuple[str, str, str | None]]:
    return [(c.style, c.key, c.locus) for c in block.citations]


def test_inkhaven_citations() -> None:
    text = "As @tolstoy1869[p. 12] says, and @smith:2001-x[Jn 3:16] and bare @doe."
    block = one(text)
    assert cites(block) == [
        ("inkhaven", "tolstoy1869", "p. 12"),
        ("inkhaven", "smith:2001-x", "Jn 3:16"),
        ("bare", "doe", None),
    ]
    assert sliced(text, block.citations[0].span) == "@tolstoy1869[p. 12]"
    assert sliced(text, block.citations[2].span) == "@doe"


def test_citation_key_trailing_punctuation_and_emails() -> None:
    block = one("See @key: and @other- then write to anna@example.com or a_b@x.org.")
    assert [c.key for c in block.citations] == ["key", "other"]


def test_pandoc_citations() -> None:
    text = "A [@key] B [@key, p. 12] C [see @doe, pp. 3-5] D [@a; @b, 12] E [-@c, ch. 2]."
    block = one(text)
    assert cites(block) == [
        ("pandoc", "key", None),
        ("pandoc", "key", "p. 12"),
        ("pandoc", "doe", "pp. 3-5"),
        ("pandoc", "a", None),
        ("pandoc", "b", "12"),
        ("pandoc", "c", "ch. 2"),
    ]
    spans = [sliced(text, c.span) for c in block.citations]
    assert spans == ["@key", "@key, p. 12", "@doe, pp. 3-5", "@a", "@b, 12", "-@c, ch. 2"]


def test_pandoc_is_not_double_counted_and_brackets_without_keys_are_not_citations() -> None:
    block = one("[@x, 5] and [an aside] and [mail me@x.org] and [@y](y.md)")
    assert cites(block) == [("pandoc", "x", "5")]
    assert [lk.target for lk in block.links] == ["y.md"]


def test_citation_inside_wiki_link_alias_is_not_a_citation() -> None:
    block = one("[[Note|@handle]]")
    assert block.citations == []


# --------------------------------------------------------------------------- fields


def test_inline_fields_and_dates() -> None:
    text = (
        "[when:: 1905-03-01 .. 1905-03-04] (from:: 1905) [until:: 1906-02] "
        "[Mood:: grim] [involves:: [[Anna]]]"
    )
    block = one(text)
    got = [(f.name, f.value, f.start, f.end) for f in block.fields]
    assert got == [
        ("when", "1905-03-01 .. 1905-03-04", PartialDate(1905, 3, 1), PartialDate(1905, 3, 4)),
        ("from", "1905", PartialDate(1905), None),
        ("until", "1906-02", None, PartialDate(1906, 2)),
        ("mood", "grim", None, None),
        ("involves", "[[Anna]]", None, None),
    ]
    assert sliced(text, block.fields[0].span) == "[when:: 1905-03-01 .. 1905-03-04]"
    assert [lk.target for lk in block.links] == ["Anna"]


def test_field_value_citation_is_found() -> None:
    block = one("[source:: @tolstoy1869[p. 3]]")
    assert [f.name for f in block.fields] == ["source"]
    assert cites(block) == [("inkhaven", "tolstoy1869", "p. 3")]


def test_line_fields() -> None:
    doc = parse_document("- when:: 1812\n- place:: Borodino\n\nText\nmood:: grim", "a.md")
    got = [[(f.name, f.value) for f in b.fields] for b in doc.blocks]
    assert got == [[("when", "1812")], [("place", "Borodino")], [("mood", "grim")]]
    assert doc.blocks[0].period() == (date(1812, 1, 1), date(1813, 1, 1))


@pytest.mark.parametrize("bad", ["1905-13", "1905-02-30", "soon", "1905-03 .. 1904", "19O5"])
def test_bad_dates_are_problems(bad: str) -> None:
    doc = parse_document(f"Event [when:: {bad}] here.", "a.md")
    field = para(doc).fields[0]
    assert field.start is None
    assert field.value == bad
    assert [p.code for p in doc.problems] == ["bad-date"]
    assert doc.problems[0].span == field.span


def test_partial_dates() -> None:
    assert PartialDate.parse("1905") == PartialDate(1905, None, None)
    assert PartialDate.parse("1905-03") == PartialDate(1905, 3, None)
    assert PartialDate.parse("1904-02-29") == PartialDate(1904, 2, 29)
    assert PartialDate.parse("1905-02-29") is None
    year, month, day = PartialDate(1905), PartialDate(1905, 12), PartialDate(1905, 3, 31)
    assert (year.start(), year.end_exclusive()) == (date(1905, 1, 1), date(1906, 1, 1))
    assert (month.start(), month.end_exclusive()) == (date(1905, 12, 1), date(1906, 1, 1))
    assert (day.start(), day.end_exclusive()) == (date(1905, 3, 31), date(1905, 4, 1))
    assert (year.iso, month.iso, day.iso) == ("1905", "1905-12", "1905-03-31")


def test_period() -> None:
    assert one("[when:: 1905-03-01 .. 1905-03-04]").period() == (
        date(1905, 3, 1),
        date(1905, 3, 5),
    )
    assert one("[when:: 1812]").period() == (date(1812, 1, 1), date(1813, 1, 1))
    assert one("[from:: 1805-07]").period() == (date(1805, 7, 1), None)
    assert one("[until:: 1805-07]").period() == (None, date(1805, 8, 1))
    assert one("[from:: 1805] [until:: 1806-02-28]").period() == (
        date(1805, 1, 1),
        date(1806, 3, 1),
    )
    assert one("No fields.").period() == (None, None)
    assert one("[when:: nonsense]").period() == (None, None)


# --------------------------------------------------------------------------- robustness


@pytest.mark.parametrize(
    "text",
    [
        "",
        "\n\n\n",
        "---",
        "---\n",
        "[[",
        "]]",
        "[[a|",
        "@",
        "[@",
        "[when:: ]",
        "```\nunclosed fence [[x]]",
        "> > > [[deep]]",
        "- - - [[x]]",
        "| a |\n|---|\n| [[b",
        "\x00[[\x00]]",
        "# \n",
        "---\n: : :\n---\n",
        "---\n!!python/object:os.system x\n---\n",
    ],
)
def test_garbage_never_raises(text: str) -> None:
    doc = parse_document(text, "a.md")
    assert isinstance(doc, ParsedDoc)
    for block in doc.blocks:
        assert 0 <= block.start_line < block.end_line


def test_rel_path_is_normalised() -> None:
    assert parse_document("x", "./book\\ch1.md").rel_path == "book/ch1.md"


def test_dataclass_types() -> None:
    block = one("[[A]] @k")
    assert isinstance(block.links[0], Link)
    assert isinstance(block.citations[0], Citation)


def test_speed_2000_paragraphs() -> None:
    paras = [
        "Anna met [[Boris|the count]] in Moscow, see [@tolstoy1869, p. 12] and @smith[3:16].",
        "Plain prose paragraph without markup, only words that go on for a while and stop.",
        "- a list item with @key and [[Pierre#Childhood]] [when:: 1805-07]",
        "> A quote with [@a; @b, 12] and a [link](other.md#x) ^blk",
    ]
    text = "\n\n".join(paras[i % 4] for i in range(2000))
    t0 = time.perf_counter()
    doc = parse_document(text, "big.md")
    elapsed = time.perf_counter() - t0
    assert len(doc.blocks) == 2000
    assert sum(len(b.links) for b in doc.blocks) == 1500
    assert sum(len(b.citations) for b in doc.blocks) == 2500
    assert elapsed < 2.0  # about 0.1 s on a laptop; generous for loaded CI machines


# --------------------------------------------------------------------------- language


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("The old count walked slowly through the garden. He was thinking of the war.", "en"),
        ("Старый граф медленно шёл по саду. Он думал о войне.", "ru"),
        ("Le vieux comte marchait lentement dans le jardin. Il pensait à la guerre.", "fr"),
        ("Der alte Graf ging langsam durch den Garten. Er dachte an den Krieg.", "de"),
        ("El viejo conde caminaba despacio por el jardín. Pensaba en la guerra.", "es"),
    ],
)
def test_detect_language(text: str, lang: str) -> None:
    assert detect_language(text) == lang
    assert detect_language(text, fallback="xx") == lang
    assert detect_language(text) == detect_language(text)  # deterministic


def test_detect_language_ignores_markup() -> None:
    text = "[[Anna Karenina]] said [@tolstoy1869, p. 3] that the war was coming soon, sadly."
    assert detect_language(text) == "en"


@pytest.mark.parametrize("text", ["", "12345", "ok", "!!", "@key [[Link]]"])
def test_detect_language_falls_back_on_too_little_text(text: str) -> None:
    assert detect_language(text, fallback="de") == "de"
    assert detect_language(text) is None


@pytest.mark.parametrize(
    ("value", "code"),
    [
        ("en", "en"),
        ("EN-us", "en"),
        ("ru_RU", "ru"),
        ("Français", "fr"),
        ("Deutsch", "de"),
        ("spa", "es"),
        ("it", "it"),
        ("", None),
        ("klingonese", None),
        (42, None),
        (None, None),
    ],
)
def test_normalise_lang(value: object, code: str | None) -> None:
    assert normalise_lang(value) == code


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("Anna met [[Paris|the city]] at [Warsaw](../w.md).", "Anna met the city at Warsaw."),
        (
            "See [[Paris#History]] and [[#Notes]] and [[people#^anna-born]].",
            "See Paris and Notes and people.",
        ),
        ("A *very* **bold** `code` word, ![a map](map.png).", "A very bold code word, a map."),
        ("snake_case and 2 * 3 * 4 stay as written", "snake_case and 2 * 3 * 4 stay as written"),
        ("Born [when:: 1871] in Reval (place:: Tallinn).", "Born in Reval."),
        (
            "A line cites @smith1901[p. 3] and [@jones1905, p. 4].",
            "A line cites @smith1901[p. 3] and [@jones1905, p. 4].",
        ),
        ("Two\nlines  and   spaces ^para-1", "Two lines and spaces"),
        ("Tom &amp; Jerry \\*not emphasis\\*", "Tom & Jerry *not emphasis*"),
        ("Анна у [[Охрана]] — *очень* рано", "Анна у Охрана — очень рано"),
    ],
)
def test_plain_text_is_what_a_reader_sees(text: str, plain: str) -> None:
    assert plain_text(text) == plain
