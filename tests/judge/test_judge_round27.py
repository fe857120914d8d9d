"""Round 27 (issue 14): what a line, a road or a ship runs between — its two
ends — is one route at a time: the same two ends agree in any order and any
language, other ends contradict, and a route then against another later (a
date that does not overlap, "until", "extended", "the new line") says
nothing; a person's journey is no route. Sentences of our own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("gull", "glossary", "Sea Gull", "glossary/sea-gull.md",
                    ("the Sea Gull", "la Mouette", "die Möwe", "la Gaviota", "«Чайка»", "Чайка")),
        NamedEntity("tram", "glossary", "Harbour Tramway", "glossary/harbour-tramway.md",
                    ("the tramway", "le tramway", "die Straßenbahn", "el tranvía", "трамвай")),
        NamedEntity("orla", "place", "Orla", "places/orla.md", ("Орла", "Орлой")),
        NamedEntity("brenn", "place", "Brenn", "places/brenn.md", ("Бренн", "Бренном")),
        NamedEntity("soria", "place", "Soriano", "places/soriano.md", ("Сориано",)),
        NamedEntity("ines", "character", "Inés Morales", "characters/ines-morales.md",
                    ("Inés", "Morales", "Инес")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_two_routes_of_one_thing_contradict_and_the_same_ends_agree() -> None:
    check([
        ("en", "The Sea Gull plied between Genoa and Naples.",
         "The Sea Gull ran from Palermo to Tunis.", "contradicts"),
        ("fr", "La Mouette reliait Gênes à Naples.", "La Mouette faisait la traversée entre "
         "Marseille et Alger.", "contradicts"),
        ("de", "Die Straßenbahn verband Orla mit Brenn.", "Die Straßenbahn fuhr von Orla nach "
         "Soriano.", "contradicts"),
        ("ru/es", "«Чайка» ходила между Генуей и Неаполем.",
         "La Gaviota navegaba entre Palermo y Túnez.", "contradicts"),
        # the same two ends, in either order, in another language
        ("en/fr", "The Sea Gull plied between Genoa and Naples.",
         "La Mouette assurait la liaison de Naples à Gênes.", "agrees"),
        ("es/de", "El tranvía unía Orla con Brenn.", "Die Straßenbahn verkehrte zwischen Brenn "
         "und Orla.", "agrees"),
        ("ru", "Трамвай соединял Орлу с Бренном.", "Трамвай ходил между Орлой и Бренном.",
         "agrees"),
    ])  # fmt: skip


def test_a_route_then_and_another_later_or_a_journey_is_nothing() -> None:
    check([
        ("en", "In 1890 the Sea Gull plied between Genoa and Naples.",
         "In 1912 the Sea Gull ran from Palermo to Tunis.", "none"),
        ("en", "The Sea Gull plied between Genoa and Naples until 1900.",
         "The Sea Gull ran from Palermo to Tunis.", "none"),
        ("de", "Die Straßenbahn verband Orla mit Brenn.",
         "Die Straßenbahn wurde 1911 von Orla nach Soriano verlängert.", "none"),
        ("es", "El tranvía unía Orla con Brenn.",
         "La nueva línea del tranvía iba de Orla a Soriano.", "none"),
        # a person travels; the tramway's ends are not hers
        ("en", "Inés Morales travelled from Orla to Soriano.",
         "The tramway ran from Orla to Brenn.", "none"),
        # "from 1890 to 1912" is a period, no route
        ("en", "The Sea Gull ran from 1890 to 1912.", "The Sea Gull plied between Genoa and "
         "Naples.", "none"),
    ])  # fmt: skip
