"""A statement said again with a restriction in looser words qualifies it
(`partly.py`); a rumour, a denial or another value of a known slot does not."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("mari", "character", "Marie Kerbrat", "characters/marie-kerbrat.md"),
        NamedEntity("olga", "character", "Ольга Зотова", "characters/olga-zotova.md"),
        NamedEntity("pohl", "character", "Johann Pohl", "characters/johann-pohl.md"),
        NamedEntity("ruth", "character", "Ruth Penrose", "characters/ruth-penrose.md"),
        NamedEntity("tomas", "character", "Tomás Rivas", "characters/tomas-rivas.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_restricted_restatement_in_other_words_qualifies() -> None:
    check([
        ("fr", "Marie Kerbrat vendait du poisson sur le port de Douarnenez.",
         "Marie Kerbrat vendait son poisson au port seulement le vendredi.", "qualifies"),
        ("ru", "Ольга Зотова торговала яблоками на рынке.",
         "Ольга Зотова возила яблоки на рынок только осенью.", "qualifies"),
        ("en", "Ruth Penrose taught the infants' class at the chapel school.",
         "Ruth Penrose taught the chapel school infants only in the winter months.",
         "qualifies"),
    ])  # fmt: skip


def test_no_qualification_from_a_rumour_another_value_or_a_denial() -> None:
    check([
        ("en", "Ruth Penrose was cleared of the Truro theft.",
         "It was rumoured in Truro that Ruth Penrose had done the theft, but the rumour was "
         "false.", "none"),
        ("es", "De joven, Tomás Rivas tenía el pelo castaño.",
         "A los setenta años Tomás Rivas tenía el pelo blanco.", "none"),
        ("en", "Ruth Penrose taught at the chapel school.",
         "Ruth Penrose never taught at the chapel school, only at the board school.",
         "contradicts"),
    ])  # fmt: skip
