"""Sums of money (round 18, `money.py`): "£38,000", "420.000 Pfund" paid,
"pesetas", "roubles" are figures of one currency; a price is compared with
a price of the same thing, a wage with a wage; a pound's weight stays a
weight. Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge import money
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tom", "character", "Tom Ward", "characters/tom-ward.md", ("Том Уорд",)),
        NamedEntity("co", "glossary", "Ward Mining Company", "glossary/wmc.md",
                    ("the Company", "die Gesellschaft", "la Compagnie")),
        NamedEntity("mill", "place", "Ward Mill", "places/ward-mill.md", ("Мельница Уорда",)),
        NamedEntity("casa", "place", "Casa Robles", "places/casa-robles.md", ("la casa",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_symbols_and_the_pound_of_a_price_are_money() -> None:
    assert money.plain("It cost £38,000.", "en") == "It cost 38,000 gbp."
    assert "420.000 gbp" in money.plain("kaufte die Konzession für 420.000 Pfund", "de")
    assert "12 gbp" in money.plain("a wage of 12 pounds sterling", "en")
    # a pound with no price is a weight
    assert money.plain("The salmon weighed ten pounds.", "en") == "The salmon weighed ten pounds."


def test_sums_of_one_currency_and_one_thing_are_compared() -> None:
    check([
        ("de/en", "Die Gesellschaft kaufte die Konzession 1873 für 420.000 Pfund.",
         "The concession cost the Company a mere £38,000.", "contradicts"),
        ("en", "The Company bought the concession for £420,000.",
         "The concession cost the Company 420,000 pounds sterling.", "agrees"),
        ("es", "La casa costó 4.000 pesetas.", "La casa costó 12.000 pesetas.", "contradicts"),
        ("ru", "Мельница Уорда стоила 500 рублей.", "Мельница Уорда стоила 5000 рублей.",
         "contradicts"),
        ("en", "Tom Ward paid 500 roubles for Ward Mill.", "Tom Ward paid 900 roubles for Ward Mill.",
         "contradicts"),
    ])  # fmt: skip


def test_other_things_currencies_or_kinds_of_sum_are_not() -> None:
    check([
        ("en", "Tom Ward paid 500 roubles for a horse.", "Tom Ward paid 900 roubles for a cow.",
         "none"),
        ("en", "Tom Ward paid 500 roubles for Ward Mill.", "Tom Ward earned 300 roubles a year.",
         "none"),
        ("en", "Casa Robles cost 4,000 pesetas.", "Casa Robles cost 4,000 francs.", "none"),
        # two wages of different years
        ("en", "In 1890 Tom Ward earned 300 roubles a year.",
         "In 1900 Tom Ward earned 500 roubles a year.", "none"),
    ])  # fmt: skip


def test_a_pound_of_something_is_a_weight() -> None:
    assert money.plain("He bought 10 pounds of flour.", "en") == "He bought 10 pounds of flour."
    assert money.plain("Il acheta 3 livres de beurre.", "fr") == "Il acheta 3 livres de beurre."


def test_a_sum_and_its_hundredths_are_one_figure() -> None:
    # round 19: "3 pesetas 25" was two figures, 3 and 25
    assert "3.25 pesetas" in money.plain("El jornal era de 3 pesetas 25.", "es")
    assert "2.50 рубля" in money.plain("Платили 2 рубля 50 копеек в день.", "ru")
    # a figure after a sum that counts something else stays apart
    assert money.plain("3 pesetas 25 hombres", "es") == "3 pesetas 25 hombres"
    check([
        ("es", "Tom Ward ganaba tres pesetas y cincuenta al día.",
         "Tom Ward ganaba 3,50 pesetas al día.", "agrees"),
        ("de", "Tom Ward verdiente drei Peseten fünfundzwanzig am Tag.",
         "Tom Ward verdiente 4,75 Peseten am Tag.", "contradicts"),
    ])  # fmt: skip
