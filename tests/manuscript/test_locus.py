"""Tests for semnet.graph.manuscript.locus."""

from __future__ import annotations

import pytest
from semnet.graph.manuscript.locus import bible_book, canonical_locus


@pytest.mark.parametrize(
    "text",
    [
        "Jn 3.16",
        "John 3:16",
        "Иоанна 3:16",
        "Ин 3:16",
        "Jean 3:16",
        "Joh 3,16",
        "Johannes 3,16",
        "Juan 3:16",
        "Jn 3:16",
        "jn 3:16",
        "JOHN 3:16",
        "Ин. 3:16",
        "  John   3 : 16 ",
    ],
)
def test_john_3_16_in_every_language(text: str) -> None:
    assert canonical_locus(text) == ("bible", "John 3:16")


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("John 3:16-18", "John 3:16-18"),
        ("Joh 3,16–18", "John 3:16-18"),
        ("Jn 3:16-4:2", "John 3:16-4:2"),
        ("John 3", "John 3"),
        ("Mt 5:3", "Matthew 5:3"),
        ("Мф 5:3", "Matthew 5:3"),
        ("Matthieu 5:3", "Matthew 5:3"),
        ("Matthäus 5,3", "Matthew 5:3"),
        ("Mateo 5:3", "Matthew 5:3"),
        ("Mk 1:1", "Mark 1:1"),
        ("Марка 1:1", "Mark 1:1"),
        ("Marc 1:1", "Mark 1:1"),
        ("Marcos 1:1", "Mark 1:1"),
        ("Lk 2:1", "Luke 2:1"),
        ("Луки 2:1", "Luke 2:1"),
        ("Luc 2:1", "Luke 2:1"),
        ("Lukas 2,1", "Luke 2:1"),
        ("Gen 1:1", "Genesis 1:1"),
        ("Быт 1:1", "Genesis 1:1"),
        ("Genèse 1:1", "Genesis 1:1"),
        ("1. Mose 1,1", "Genesis 1:1"),
        ("Génesis 1:1", "Genesis 1:1"),
        ("Ex 20:1", "Exodus 20:1"),
        ("Исход 20:1", "Exodus 20:1"),
        ("2 Mose 20,1", "Exodus 20:1"),
        ("Éxodo 20:1", "Exodus 20:1"),
        ("Ps 23", "Psalms 23"),
        ("Psalm 23:1", "Psalms 23:1"),
        ("Пс 22:1", "Psalms 22:1"),
        ("Psaume 23:1", "Psalms 23:1"),
        ("Salmos 23:1", "Psalms 23:1"),
        ("Isa 53:5", "Isaiah 53:5"),
        ("Исаия 53:5", "Isaiah 53:5"),
        ("Ésaïe 53:5", "Isaiah 53:5"),
        ("Jes 53,5", "Isaiah 53:5"),
        ("Isaías 53:5", "Isaiah 53:5"),
        ("Rom 8:28", "Romans 8:28"),
        ("Рим 8:28", "Romans 8:28"),
        ("Romains 8:28", "Romans 8:28"),
        ("Röm 8,28", "Romans 8:28"),
        ("Romanos 8:28", "Romans 8:28"),
        ("Rev 21:1", "Revelation 21:1"),
        ("Откр 21:1", "Revelation 21:1"),
        ("Apocalypse 21:1", "Revelation 21:1"),
        ("Offb 21,1", "Revelation 21:1"),
        ("Apocalipsis 21:1", "Revelation 21:1"),
        ("1 Cor 13:4", "1 Corinthians 13:4"),
        ("1Kor 13,4", "1 Corinthians 13:4"),
        ("I Corinthians 13:4", "1 Corinthians 13:4"),
        ("1-е Коринфянам 13:4", "1 Corinthians 13:4"),
        ("1 Jn 1:1", "1 John 1:1"),
        ("3 Цар 1:1", "1 Kings 1:1"),
        ("Apg 2,1", "Acts 2:1"),
    ],
)
def test_bible_references(text: str, canonical: str) -> None:
    assert canonical_locus(text) == ("bible", canonical)


def test_bible_book_lookup() -> None:
    assert bible_book("Иоанна") == "John"
    assert bible_book("joh.") == "John"
    assert bible_book("2 Petr") == "2 Peter"
    assert bible_book("Nonsense") is None
    assert bible_book("") is None


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("p. 12", "12"),
        ("pp. 12-14", "12-14"),
        ("pp. 12–14", "12-14"),
        ("S. 12", "12"),
        ("с. 12", "12"),
        ("стр. 12", "12"),
        ("pág. 12", "12"),
        ("págs. 12-14", "12-14"),
        ("12", "12"),
        ("12-14", "12-14"),
        ("p.12", "12"),
        ("p. xii", "xii"),
        ("S. 12ff.", "12ff"),
    ],
)
def test_page_references(text: str, canonical: str) -> None:
    assert canonical_locus(text) == ("page", canonical)


def test_text_fallback_and_empty() -> None:
    assert canonical_locus("  chapter   three ") == ("text", "chapter three")
    assert canonical_locus("Foo 3:16") == ("text", "Foo 3:16")
    assert canonical_locus("xii") == ("text", "xii")
    assert canonical_locus("") is None
    assert canonical_locus("   ") is None


def test_explicit_scheme() -> None:
    assert canonical_locus("Jn 3:16", "bible") == ("bible", "John 3:16")
    assert canonical_locus("12", "page") == ("page", "12")
    assert canonical_locus("12", "bible") == ("text", "12")
    assert canonical_locus("Jn 3:16", "page") == ("text", "Jn 3:16")
    assert canonical_locus(" Shabbat  31a ", "talmud") == ("talmud", "Shabbat 31a")
