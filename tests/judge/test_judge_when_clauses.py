"""A when-clause before the main clause dates it, and a relative's event
in it is not the subject's (round 18, `text.segments`, `joins.fronted_when`);
an age in apposition said "then" is the age at the clause's date
(`ages.anchor`), "a twenty-year-old" an age (`numwords.py`).
Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ines", "character", "Inés Calvo", "characters/ines-calvo.md",
                    ("Инес Кальво",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_fronted_when_clause_dates_the_age_of_the_main_clause() -> None:
    check([
        ("en", "Inés Calvo was born in 1905.",
         "When the mill burned in 1927, Inés Calvo was only twelve years old.", "contradicts"),
        ("fr", "Inés Calvo naquit en 1905.",
         "Quand le moulin brûla en 1927, Inés Calvo avait douze ans.", "contradicts"),
        ("es", "Inés Calvo nació en 1905.",
         "Cuando ardió el molino en 1927, Inés Calvo tenía doce años.", "contradicts"),
        ("ru", "Инес Кальво родилась в 1905 году.",
         "Когда в 1927 году сгорела мельница, Инес Кальво было всего двенадцать лет.",
         "contradicts"),
        ("en", "Inés Calvo was born in 1905.",
         "When the mill burned in 1927, Inés Calvo was twenty-two years old.", "agrees"),
    ])  # fmt: skip


def test_a_relatives_death_in_a_when_clause_is_not_the_subjects() -> None:
    check([
        ("en", "Inés Calvo died in 1980.",
         "When her father died in 1927, Inés Calvo was twelve years old.", "none"),
        ("fr", "Inés Calvo mourut en 1980.",
         "Quand son père mourut en 1927, Inés Calvo avait douze ans.", "none"),
        ("es", "Inés Calvo murió en 1980.",
         "Cuando su padre murió en 1927, Inés Calvo tenía doce años.", "none"),
        ("ru", "Инес Кальво умерла в 1980 году.",
         "Когда в 1927 году умер её отец, Инес Кальво было двенадцать лет.", "none"),
        # with no subject of its own, the when-clause is the subject's
        ("es", "Inés Calvo murió en 1980.", "Cuando murió en 1927, Inés Calvo vivía en Sevilla.",
         "contradicts"),
    ])  # fmt: skip


def test_an_apposed_age_said_then_is_the_age_at_the_clauses_date() -> None:
    check([
        ("ru", "Инес Кальво родилась в 1899 году.",
         "Ещё в 1905 году Инес Кальво, тогда уже двадцатилетняя ткачиха, пела в хоре.",
         "contradicts"),
        ("fr", "Inés Calvo naquit en 1899.",
         "En 1905, Inés Calvo, alors âgée de vingt ans, chantait dans le chœur.", "contradicts"),
        ("de", "Inés Calvo wurde 1899 geboren.",
         "1905 sang Inés Calvo, damals schon zwanzig Jahre alt, im Chor.", "contradicts"),
        ("en", "Inés Calvo was born in 1899.",
         "In 1905 Inés Calvo, then already a twenty-year-old weaver, sang in the choir.",
         "contradicts"),
        ("en", "Inés Calvo was born in 1885.",
         "In 1905 Inés Calvo, then a twenty-year-old weaver, sang in the choir.", "agrees"),
    ])  # fmt: skip
