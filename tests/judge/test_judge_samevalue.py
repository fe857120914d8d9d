"""Statements about one entity that give the same exact day, or the same
measure in other units, agree when no slot rule read them (`samevalue.py`);
a year, two days or a denial prove nothing. A month in Roman numerals
("3-III-1927") is a date (`values.find_dates`). The same count of the same
things agrees too, unless another year or a restriction stands beside it
(round 21)."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.judge.values import find_dates
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("franz", "character", "Franz Brenner", "characters/franz-brenner.md"),
        NamedEntity("anselmo", "character", "Anselmo Fernández", "characters/anselmo.md"),
        NamedEntity("pit", "place", "Nantgwyn Colliery", "places/nantgwyn.md",
                    ("Nantgwyn", "the Nantgwyn")),
        NamedEntity("post", "glossary", "La Gaceta", "glossary/la-gaceta.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_the_same_day_or_measure_in_other_words_agrees() -> None:
    check([
        ("de", "Franz Brenner kam am 12. Mai 1892 in New York an.",
         "Am 12.5.1892 betrat Franz Brenner in New York amerikanischen Boden.", "agrees"),
        ("es", "Anselmo Fernández embarcó en Gijón el 3 de marzo de 1927.",
         "El 3-III-1927 salió Anselmo Fernández del puerto de Gijón.", "agrees"),
        ("en", "The Nantgwyn shaft was 320 yards deep.", "The Nantgwyn was sunk to 960 feet.",
         "agrees"),
    ])  # fmt: skip


def test_a_year_another_day_or_a_denial_is_no_agreement() -> None:
    check([
        ("de", "Franz Brenner kam 1892 in New York an.",
         "1892 betrat Franz Brenner in Hamburg ein Schiff.", "none"),
        ("de", "Franz Brenner kam am 12. Mai 1892 in New York an.",
         "Am 14.5.1892 betrat Franz Brenner in Boston amerikanischen Boden.", "none"),
        ("en", "The Nantgwyn shaft was 320 yards deep.", "The Nantgwyn was not sunk to 960 feet.",
         "none"),
    ])  # fmt: skip


def test_a_month_in_roman_numerals() -> None:
    got = [(t.text, t.start.isoformat()) for _, _, t in find_dates("El 3-III-1927 salió.", "es")]
    assert got == [("3-III-1927", "1927-03-03")]
    assert [t.text for _, _, t in find_dates("Родился 14.III.1887.", "ru")] == ["14.III.1887"]


def test_the_same_count_of_the_same_things_agrees() -> None:
    check([
        ("es/fr", "La Gaceta tiraba unos mil doscientos ejemplares.",
         "La Gaceta s'imprimait d'ordinaire à quelque 1 200 exemplaires.", "agrees"),
        ("es", "Veinticuatro casas formaban el barrio de Nantgwyn.",
         "Dos docenas de casas componían el barrio de Nantgwyn.", "agrees"),
        # another year, another count, a restriction: no agreement
        ("en", "In 1900 the Nantgwyn gave work to 40 miners.",
         "In 1910 the Nantgwyn gave work to 40 miners.", "none"),
        ("en", "La Gaceta printed some 1,200 copies.",
         "La Gaceta printed some 1,200 copies, but only in the winter months.", "qualifies"),
    ])  # fmt: skip
