"""A work's first publication and its volumes (round 14): "appeared in
1894" / "parut en 1889" / "erschien 1907" / "вышла в 1901 году" is one
event of the work, not of a person nor of another edition; "in two volumes"
against "in a single volume"; "Lydgate's Gothic Tracery" is the work, not a
relative of Lydgate. Sentences of our own."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("book", "glossary", "A Study of Lace", "glossary/study-of-lace.md",
                    ("Study of Lace", "Étude de la dentelle", "Spitzenkunde", "Кружево")),
        NamedEntity("ada", "character", "Ada Ives", "characters/ada-ives.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_work_is_first_published_once() -> None:
    check([
        ("en", "Ada Ives's Study of Lace appeared in 1894.", "Study of Lace was published in 1896.",
         "contradicts"),
        ("fr", "Étude de la dentelle parut en 1889.", "Étude de la dentelle parut en 1889 chez Plon.",
         "agrees"),
        ("de", "Spitzenkunde erschien 1907.", "Spitzenkunde erschien 1909.", "contradicts"),
        ("ru", "«Кружево» вышло в 1901 году.", "«Кружево» издано в 1905 году.", "contradicts"),
        # another edition, or a person's appearing, is no first publication
        ("en", "Study of Lace appeared in 1894.",
         "A second edition of Study of Lace appeared in 1902.", "none"),
        ("en", "Ada Ives appeared at the Salon in 1894.", "Ada Ives appeared at the Salon in 1896.",
         "none"),
    ])  # fmt: skip


def test_the_volumes_a_work_appeared_in() -> None:
    check([
        ("en", "Study of Lace appeared in two volumes in 1894.",
         "Study of Lace was published in a single stout volume in 1894.", "contradicts"),
        ("de", "Spitzenkunde erschien in drei Bänden.", "Spitzenkunde erschien in 3 Bänden.",
         "agrees"),
    ])  # fmt: skip


def test_the_acts_of_a_play_and_an_exile() -> None:
    names = NameIndex(
        [
            NamedEntity("op", "glossary", "La Ondina", "glossary/la-ondina.md",
                        ("Ундина",)),
            NamedEntity("lise", "character", "Lise Vannier", "characters/lise-vannier.md",
                        ("Лиза Ванье",)),
        ]
    )  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("es", "La Ondina es una zarzuela en tres actos.", "La Ondina consta de tres actos.",
         "agrees"),
        ("ru", "«Ундина» — опера в двух действиях.", "В опере «Ундина» четыре акта.",
         "contradicts"),
        ("ru/fr", "Лиза Ванье эмигрировала в 1920 году.", "Lise Vannier s'exila en 1920.",
         "agrees"),
    ])  # fmt: skip
