"""Years said without their century ("в тридцать четвёртом году", "octubre
del veintisiete", "the summer of '29") are read in the century of the years
either statement gives, and an English year in words ("in eighteen
eighty-one") is one year (round 21, `shortyears.py`, `numwords.py`).
Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge import shortyears
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("karl", "character", "Karl Weiss", "characters/karl-weiss.md",
                    ("Карл Вайс", "Вайс")),
        NamedEntity("pardo", "character", "Manuel Pardo", "characters/manuel-pardo.md"),
        NamedEntity("ivo", "character", "Ivo Lenz", "characters/ivo-lenz.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_year_without_its_century_in_the_others_century() -> None:
    check([
        ("ru", "Карл Вайс умер в 1934 году.", "Вайс умер в тридцать четвёртом году.", "agrees"),
        ("ru", "Карл Вайс умер в 1934 году.", "Вайс умер в тридцать пятом году.", "contradicts"),
        ("ru", "Вайс приехал в Москву осенью двадцатого года.", "Карл Вайс приехал в Москву в "
         "1920 году.", "agrees"),
        ("es", "Manuel Pardo murió el 17 de octubre de 1927.",
         "Manuel Pardo murió a mediados de octubre del veintisiete.", "agrees"),
        ("en", "Ivo Lenz died in 1927.", "Ivo Lenz died in the summer of '29.", "contradicts"),
        ("en", "Ivo Lenz was born in 1881.", "Ivo Lenz was born in eighteen eighty-one.",
         "agrees"),
    ])  # fmt: skip


def test_decades_full_years_and_no_century_stay_as_they_are() -> None:
    # the twenties are no year; a year in full words is read whole; with no year on either
    # side the century is unknown
    assert shortyears.settle("Вайс жил в Москве в двадцатых годах.", "ru", "в 1934 году") == (
        "Вайс жил в Москве в двадцатых годах."
    )
    assert shortyears.settle("в тысяча девятьсот тридцатом году", "ru", "1934") == (
        "в тысяча девятьсот тридцатом году"
    )
    assert shortyears.settle("Вайс умер в тридцать четвёртом году.", "ru", "Вайс умер.") == (
        "Вайс умер в тридцать четвёртом году."
    )
    assert shortyears.settle("Вайс умер в тридцать четвёртом году.", "ru", "в 1890 году") == (
        "Вайс умер в 1934 году."
    )
    assert shortyears.settle("Vino el 27 de octubre del 27.", "es", "en 1930") == (
        "Vino el 27 de octubre de 1927."
    )
