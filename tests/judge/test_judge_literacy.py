"""Keeping the accounts, the books or the minutes needs reading and writing
(round 15, `abilities.py`); an act denied after its verb ("wrote nothing
down") is no act. Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tom", "character", "Tom Pryce", "characters/tom-pryce.md",
                    ("Томас Прайс",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_keeping_the_books_is_reading() -> None:
    check([
        ("en", "Tom Pryce could not read or write.", "Tom Pryce kept the harbour accounts himself.",
         "contradicts"),
        ("en", "Tom Pryce could neither read nor write.", "Tom Pryce kept the minutes of the lodge.",
         "contradicts"),
        ("de", "Tom Pryce war Analphabet.", "Tom Pryce führte selbst die Bücher des Vereins.",
         "contradicts"),
        ("fr", "Tom Pryce ne sut jamais ni lire ni écrire.",
         "Tom Pryce tenait lui-même les comptes du ménage.", "contradicts"),
        ("es", "Tom Pryce no sabía leer.", "Tom Pryce llevaba él mismo las cuentas de la cofradía.",
         "contradicts"),
        ("ru", "Томас Прайс был неграмотным.", "Томас Прайс сам вёл счета артели.", "contradicts"),
    ])  # fmt: skip


def test_what_is_no_reading() -> None:
    check([
        ("en", "Tom Pryce could not read.", "Tom Pryce kept a pig and three hens.", "none"),
        ("en", "Tom Pryce could not read.", "Tom Pryce wrote nothing down.", "none"),
        # a lack said with its denial after the verb is still a lack
        ("es", "Tom Pryce era ciego.", "Tom Pryce no veía nada desde niño.", "agrees"),
    ])  # fmt: skip
