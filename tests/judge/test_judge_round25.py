"""Round 25 (issue 14): two statements that the same person was married,
neither saying when nor to whom the same, do not agree (there may have been
two marriages). Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("davenne", "character", "Louis Davenne", "characters/louis-davenne.md",
                    ("Davenne", "Луи Давенн", "Давенн")),
        NamedEntity("ines", "character", "Inés Larrañaga", "characters/ines-larranaga.md",
                    ("Inés",)),
        NamedEntity("baccarat", "place", "Baccarat", "places/baccarat.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_married_twice_over_is_no_agreement_without_a_date_or_the_same_spouse() -> None:
    check([
        ("en", "Davenne married a glassblower's daughter in 1865.",
         "Louis Davenne had brought his wife with him from Baccarat.", "none"),
        ("fr", "Davenne épousa en 1865 la fille d'un souffleur de verre.",
         "Louis Davenne était marié à une Lorraine.", "none"),
        ("en", "Davenne married Inés Larrañaga in 1865.", "Louis Davenne married Inés in 1865.",
         "agrees"),
        ("en", "Davenne never married.", "Louis Davenne remained a bachelor all his life.",
         "agrees"),
        ("en", "Davenne married in 1865.", "Louis Davenne was a married man by 1870.", "agrees"),
    ])  # fmt: skip
