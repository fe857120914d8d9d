"""Round 23 (issue 14): a school people study or teach at stands then (before
its founding, a contradiction). Sentences of our own, not the evaluation
sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("cons", "glossary", "Brandt Conservatory", "glossary/brandt-conservatory.md",
                    ("the Conservatory", "le conservatoire Brandt", "das Konservatorium Brandt",
                     "el Conservatorio Brandt", "консерватория Брандта")),
        NamedEntity("acad", "glossary", "Academia Ferrer", "glossary/academia-ferrer.md",
                    ("the Ferrer Academy", "l'Académie Ferrer", "die Akademie Ferrer")),
        NamedEntity("mila", "character", "Mila Horvat", "characters/mila-horvat.md",
                    ("Mila", "Мила Хорват", "Хорват")),
        NamedEntity("teo", "character", "Teo Baró", "characters/teo-baro.md", ("Teo", "Baró")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_studying_at_a_school_before_it_was_founded() -> None:
    check([
        ("en", "Mila studied at the Brandt Conservatory from 1888 to 1892.",
         "The Brandt Conservatory was founded in 1901.", "contradicts"),
        ("ru/de", "Мила Хорват училась в консерватории Брандта в 1890 году.",
         "Das Konservatorium Brandt wurde erst 1901 gegründet.", "contradicts"),
        ("es", "Teo Baró enseñó dibujo en la Academia Ferrer en 1895.",
         "La Academia Ferrer se fundó en 1902.", "contradicts"),
        # after its founding: nothing
        ("en", "Mila studied at the Brandt Conservatory from 1903 to 1907.",
         "The Brandt Conservatory was founded in 1901.", "none"),
        ("fr", "Teo Baró enseigna à l'Académie Ferrer en 1910.",
         "L'Académie Ferrer fut fondée en 1902.", "none"),
    ])
