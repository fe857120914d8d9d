"""Tests for semnet.graph.manuscript.bib."""

from __future__ import annotations

from pathlib import Path

from semnet.graph.manuscript.bib import load_bib, parse_bib

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "manuscript" / "small.bib"


def test_small_bib_with_a_broken_entry() -> None:
    result = load_bib(FIXTURE)
    by_key = result.by_key()
    assert set(by_key) == {"tolstoy1869", "smith:2001-x", "after"}
    tolstoy = by_key["tolstoy1869"]
    assert tolstoy.entry_type == "book"
    assert tolstoy.title == "Война и мир"
    assert tolstoy.author == "Толстой, Лев Николаевич"
    assert tolstoy.year == "1869"
    assert tolstoy.fields["publisher"] == "Русский вестник"
    smith = by_key["smith:2001-x"]
    assert smith.entry_type == "article"
    assert smith.author == "Smith, J. and Doe, K."
    assert smith.year == "2001"
    assert smith.title is not None and "Mañana" in smith.title
    assert set(smith.fields) == {"author", "title", "year"}  # names lower-cased
    assert by_key["after"].title == "Straße"
    assert len(result.problems) == 1
    assert "small.bib:15" in result.problems[0]


def test_missing_file_is_a_problem() -> None:
    result = load_bib("/nonexistent/nowhere.bib")
    assert result.entries == []
    assert len(result.problems) == 1
    assert "cannot read" in result.problems[0]


def test_duplicates_are_problems() -> None:
    text = "@book{a, title={One}}\n@book{a, title={Two}}\n@book{b, title={X}, title={Y}}\n"
    result = parse_bib(text, "dup.bib")
    assert [(e.key, e.title) for e in result.entries] == [("a", "One"), ("b", "X")]
    assert len(result.problems) == 2
    assert any("duplicate entry key 'a'" in p for p in result.problems)
    assert any("title" in p and "'b'" in p for p in result.problems)


def test_garbage_and_empty_input() -> None:
    assert parse_bib("").entries == []
    result = parse_bib("@@@ {{{ }}} @book{")
    assert result.entries == []
    assert result.problems


def test_non_utf8_file(tmp_path: Path) -> None:
    path = tmp_path / "latin.bib"
    path.write_bytes("@book{k, title={Caf\xe9}}\n".encode("latin-1"))
    result = load_bib(path)
    assert result.entries[0].title == "Café"
    assert "not UTF-8" in result.problems[0]
