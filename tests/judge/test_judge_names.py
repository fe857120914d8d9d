"""How entity notes are named in prose (`graph/manuscript/names.py`): file
name, title, aliases, unambiguous name parts, inflections (pymorphy3, the
German genitive), names in another script; and the values the judge reads
(`graph/judge/values.py`): number words, dates, figures and units."""

from __future__ import annotations

import re

import pytest
from semnet.graph.judge.numwords import words_to_digits
from semnet.graph.judge.values import find_dates, find_quantities
from semnet.graph.manuscript.names import NamedEntity, NameIndex, file_stem_name, name_forms

INDEX = NameIndex(
    [
        NamedEntity("av", "character", "Анна Волкова", "characters/anna-volkova.md"),
        NamedEntity("pv", "character", "Пётр Волков", "characters/pyotr-volkov.md", ("Петя",)),
        NamedEntity("al", "character", "Anna Lindner", "characters/anna-lindner.md"),
        NamedEntity("jp", "character", "Jonah Pike", "characters/pike.md"),
        NamedEntity("ly", "place", "Lyon", "places/lyon.md", ("Лион",)),
        NamedEntity("om", "place", "Old Mill", "places/old-mill.md"),
        NamedEntity("gl", "glossary", "Okhrana", "glossary/okhrana.md"),
    ]
)


def found(text: str, lang: str) -> list[tuple[str, str | None, bool]]:
    words = re.findall(r"\w+", text)
    return [
        (" ".join(words[m.start : m.end]), m.entity, m.part) for m in INDEX.find_all(words, lang)
    ]


def test_name_forms_of_a_note() -> None:
    e = NamedEntity("x", "character", "Anna Volkova", "characters/anna-v.md", ("Nyura",))
    assert name_forms(e) == ["Anna Volkova", "Nyura", "anna v"]
    assert file_stem_name("places/saint_petersburg.md") == "saint petersburg"
    # fact notes and sources are not named by their file name
    f = NamedEntity("f", "fact_note", "People", "facts/people.md")
    assert name_forms(f) == ["People"]


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("У Анны Волковой было пятеро детей", "ru", [("Анны Волковой", "av", False)]),
        ("Петра Волкова арестовали", "ru", [("Петра Волкова", "pv", False)]),
        ("Петю видели в Лионе", "ru", [("Петю", "pv", False), ("Лионе", "ly", False)]),
        ("Pike was born", "en", [("Pike", "jp", False)]),
        ("Jonah was born", "en", [("Jonah", "jp", True)]),
        ("the pike swam", "en", []),  # a one-word proper name must be capitalised
        ("the old mill burned", "en", [("old mill", "om", False)]),
        ("the okhrana file", "en", [("okhrana", "gl", False)]),
        ("Annas Sohn wurde geboren", "de", [("Annas", None, True)]),  # Anna: two people
        ("Lindners Sohn", "de", [("Lindners", "al", True)]),
        ("Anna Volkova was born in 1871", "en", [("Anna Volkova", "av", False)]),  # another script
        ("Pyotr Volkov died", "en", [("Pyotr Volkov", "pv", False)]),
    ],
)
def test_names_in_text(text: str, lang: str, want: list[tuple[str, str | None, bool]]) -> None:
    assert found(text, lang) == want


def test_a_name_part_shared_by_two_characters_is_ambiguous() -> None:
    got = found("Anna was born in 1871", "en")
    assert got == [("Anna", None, True)]
    assert INDEX.signature == NameIndex(INDEX.entities.values()).signature


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("vingt-cinq ans", "fr", "25 ans"),
        ("dreiundzwanzig Jahre, 75-jährig", "de", "23 Jahre, 75 jährig"),
        ("veintiocho años y unos diez gatos", "es", "28 años y unos 10 gatos"),
        ("у неё было пятеро детей", "ru", "у неё было 5 детей"),
        ("двадцать пять лет и 53 тысячи жителей", "ru", "25 лет и 53 тысячи жителей"),
        ("Anna had one dog and two children", "en", "Anna had one dog and 2 children"),
    ],
)
def test_number_words_become_figures(text: str, lang: str, want: str) -> None:
    assert words_to_digits(text, lang) == want


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("born on 16.03.1916", "en", ("1916-03-16", "day")),
        ("nació el 11/03/1870", "es", ("1870-03-11", "day")),
        ("born on the 2nd of November, 1875", "en", ("1875-11-02", "day")),
        ("родилась 2 ноября 1875 года", "ru", ("1875-11-02", "day")),
        ("в мае 1875 года", "ru", ("1875-05-01", "month")),
        ("le 1er mars 1905", "fr", ("1905-03-01", "day")),
        ("am 1. März 1905", "de", ("1905-03-01", "day")),
        ("el primero de mayo de 1880", "es", ("1880-05-01", "day")),
        ("in the 1870s", "en", ("1870-01-01", "range")),
    ],
)
def test_dates(text: str, lang: str, want: tuple[str, str]) -> None:
    (got,) = find_dates(text, lang)
    assert (got[2].start.isoformat(), got[2].precision) == want


@pytest.mark.parametrize(
    ("text", "lang", "value", "unit", "base"),
    [
        ("5 km", "en", 5, "kilometer", 5000),
        ("5.000 Meter", "de", 5000, "meter", 5000),
        ("1,2 km", "de", 1.2, "kilometer", 1200),
        ("120 feet", "en", 120, "foot", 36.576),
        ("10 вёрст", "ru", 10, "verst", 10668),
        ("100 m²", "en", 100, "meter ** 2", 100),
        ("1 584 374 habitants", "fr", 1584374, "people", 1584374),
        ("1,584,374 inhabitants", "en", 1584374, "people", 1584374),
        ("53 тысячи жителей", "ru", 53000, "people", 53000),
        ("2,5 Millionen Einwohner", "de", 2.5e6, "people", 2.5e6),
        ("8 Kinder", "de", 8, "child", 8),
    ],
)
def test_figures_and_units(text: str, lang: str, value: float, unit: str, base: float) -> None:
    (got,) = find_quantities(text, lang, [])
    q = got[2]
    assert (q.value, q.unit) == (value, unit)
    assert q.base == pytest.approx(base)


def test_approximate_figures_and_bounds() -> None:
    marks = {t: find_quantities(t, lang, [])[0][2].approx for t, lang in [
        ("about 30 letters", "en"), ("environ 30 lettres", "fr"), ("more than 30 letters", "en"),
        ("не более 30 писем", "ru"), ("unos 30 gatos", "es"), ("30 letters", "en"),
    ]}  # fmt: skip
    assert list(marks.values()) == ["approx", "approx", "min", "max", "approx", None]


def test_an_alias_with_an_article_gives_way_to_a_longer_name() -> None:
    index = NameIndex(
        [
            NamedEntity("pit", "place", "Nantgwyn Colliery", "places/pit.md", ("the Nantgwyn",)),
            NamedEntity("blast", "glossary", "Nantgwyn Explosion", "glossary/blast.md"),
        ]
    )
    words = ["The", "Nantgwyn", "Explosion", "killed", "forty", "men"]
    assert [(m.start, m.end, m.entity) for m in index.find_all(words, "en")] == [(1, 3, "blast")]
    words = ["The", "Nantgwyn", "closed", "in", "1950"]
    assert [(m.start, m.end, m.entity) for m in index.find_all(words, "en")] == [(0, 2, "pit")]


def test_a_german_adjective_in_a_name_inflects() -> None:
    # round 19: "des englischen Viertels" is the note "englisches Viertel"
    index = NameIndex([
        NamedEntity("eq", "place", "Barrio Inglés", "places/barrio-ingles.md",
                    ("englisches Viertel",)),
        NamedEntity("am", "place", "Alte Mühle", "places/alte-muehle.md"),
    ])  # fmt: skip
    for text, ent in (("Die Häuser des englischen Viertels", "eq"),
                      ("im englischen Viertel", "eq"), ("bei der Alten Mühle", "am")):  # fmt: skip
        words = re.findall(r"\w+", text)
        assert [m.entity for m in index.find_all(words, "de")] == [ent], text
    # the adjective alone names nothing
    assert index.find_all(re.findall(r"\w+", "die englischen Häuser"), "de") == []


def test_an_article_in_an_alias_is_no_part_of_the_name() -> None:
    # round 21: "the Frenchman" made every "The" that opens a sentence a mention of the note
    index = NameIndex(
        [
            NamedEntity("ld", "character", "Louis Davenne", "c/ld.md", ("the Frenchman",)),
            NamedEntity("kw", "character", "Karl Weiss", "c/kw.md", ("der Deutsche",)),
        ]
    )
    assert index.find_all(["The", "French", "master", "was", "born"], "en") == []
    assert index.find_all(["Die", "Mühle", "brannte"], "de") == []
    got = index.find_all(["the", "Frenchman", "and", "Davenne"], "en")
    assert [(m.start, m.end, m.entity) for m in got] == [(0, 2, "ld"), (3, 4, "ld")]
