"""Round 45 (issue 14): what a census gives for a place named between its
verb and its figure ("ergab für Hollstadt 6012 Einwohner", "насчитала на
Белом острове 2600 жителей"), or for "the town", is the place's count; "The
1900 census" is the census of 1900. Sentences of our own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex


def _alone(entity: NamedEntity, *others: NamedEntity):  # type: ignore[no-untyped-def]
    """A checker whose workspace holds this one note (and the given others)."""
    return stance_checker(RulesJudge(NameIndex([entity, *others])))


HOLL = NamedEntity("holl", "place", "Hollstadt", "places/hollstadt.md",
                   ("Dunmore", "Vercelle", "Valdoria", "Сосновка", "Белый остров"))  # fmt: skip


def test_a_census_count_for_a_place_named_before_the_figure_is_the_places() -> None:
    _alone(HOLL)([
        ("de", "Hollstadt hatte im Jahr 1900 5870 Einwohner.",
         "Die Volkszählung von 1900 ergab für Hollstadt 6012 Einwohner.", "contradicts"),
        ("ru", "В 1851 году на Белом острове было 2140 жителей.",
         "Перепись 1851 года насчитала на Белом острове две тысячи шестьсот жителей.",
         "contradicts"),
        ("fr", "Vercelle comptait 11 800 habitants en 1900.",
         "Le recensement de 1900 dénombra à Vercelle 9 800 habitants.", "contradicts"),
        ("es", "Valdoria tenía 2.140 habitantes en 1850.",
         "El censo de 1850 registró para Valdoria 1.900 habitantes.", "contradicts"),
        # the same figure: no conflict
        ("de", "Hollstadt hatte im Jahr 1900 6012 Einwohner.",
         "Die Volkszählung von 1900 ergab für Hollstadt 6012 Einwohner.", "agrees"),
    ])  # fmt: skip


def test_a_census_count_for_the_town_is_the_place_the_other_names() -> None:
    _alone(HOLL)([
        ("en", "Dunmore had 4,870 inhabitants in 1900.",
         "The census of 1900 recorded 4,000 people in the town.", "contradicts"),
        ("ru", "В 1910 году в Сосновке было 41 000 жителей.",
         "Перепись 1910 года насчитала в городе 38 000 жителей.", "contradicts"),
        ("de", "Hollstadt hatte im Jahr 1900 5870 Einwohner.",
         "Die Volkszählung von 1900 ergab für die Stadt 6012 Einwohner.", "contradicts"),
        # a census of another year: no conflict
        ("de", "Hollstadt hatte im Jahr 1900 5870 Einwohner.",
         "Die Volkszählung von 1880 ergab für die Stadt 4012 Einwohner.", "none"),
    ])  # fmt: skip


def test_the_year_before_a_noun_is_the_nouns_date() -> None:
    _alone(HOLL)([
        ("en", "Dunmore had 4,870 inhabitants in 1900.",
         "The 1900 census recorded 4,000 people in Dunmore.", "contradicts"),
        ("en", "Dunmore had 4,870 inhabitants in 1900.",
         "The 1900 census recorded under 4,000 people in the village.", "contradicts"),
        ("en", "Dunmore had 4,870 inhabitants in 1900.",
         "The 1880 census recorded 4,000 people in Dunmore.", "none"),
    ])  # fmt: skip

