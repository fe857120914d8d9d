"""Halves in figures (round 19, `halves.py`): "six and a half thousand",
"полторы сотни", "zweieinhalbtausend", "trois mille et demi", "medio
kilómetro" are figures; a half-brother is no half. Sentences of our own."""

from __future__ import annotations

import pytest
from judge_helpers import stance_checker
from semnet.graph.judge.numwords import words_to_digits
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("six and a half thousand souls", "en", "6500 souls"),
        ("two and a half miles", "en", "2.5 miles"),
        ("a mile and a half", "en", "1.5 mile"),
        ("half a kilometre", "en", "0.5 kilometre"),
        ("trois mille et demi", "fr", "3500"),
        ("un demi-kilomètre", "fr", "0,5 kilomètre"),
        ("dos kilómetros y medio", "es", "2,5 kilómetros"),
        ("medio kilómetro", "es", "0,5 kilómetro"),
        ("dreieinhalbtausend Einwohner", "de", "3500 Einwohner"),
        ("anderthalb Jahre", "de", "1,5 Jahre"),
        ("полторы сотни рабочих", "ru", "150 рабочих"),
        ("полторы тысячи человек", "ru", "1500 человек"),
        ("полкилометра", "ru", "0,5 километра"),
        # a half-brother, a half-sister are no halves
        ("son demi-frère", "fr", "son demi-frère"),
        ("su medio hermano", "es", "su medio hermano"),
    ],
)
def test_halves_are_figures(text: str, lang: str, want: str) -> None:
    assert words_to_digits(text, lang) == want


NAMES = NameIndex([NamedEntity("kv", "place", "Kevrow", "places/kevrow.md", ("Кевров",))])
check = stance_checker(RulesJudge(NAMES))


def test_a_half_figure_meets_its_digits() -> None:
    check([
        ("en", "The 1897 census counted 6,400 inhabitants in Kevrow.",
         "Kevrow had roughly six and a half thousand inhabitants at the census of 1897.",
         "agrees"),
        ("ru", "В 1897 году в Кеврове жило полторы тысячи человек.",
         "В 1897 году в Кеврове жило 4000 человек.", "contradicts"),
    ])  # fmt: skip


def test_russian_and_a_half_and_a_change_down_to() -> None:
    # round 19: "шести с половиной тысяч"; "сократилось до" is the figure it came to
    assert words_to_digits("шести с половиной тысяч человек", "ru") == "6500 человек"
    assert words_to_digits("два с половиной километра", "ru") == "2,5 километра"
    check([
        ("ru", "К 1950 году население Кеврова сократилось до шести с половиной тысяч человек.",
         "В 1950 году в Кеврове жило 6500 человек.", "agrees"),
        ("ru", "К 1950 году население Кеврова сократилось до шести с половиной тысяч человек.",
         "В 1950 году в Кеврове жило 3000 человек.", "contradicts"),
    ])  # fmt: skip
