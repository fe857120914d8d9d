"""A size of two lengths ("200 × 300 cm", "2 mètres sur 3") is one area
figure (`dimensions.py`): the same size in other units agrees, another
size contradicts, and a single length far from every side contradicts."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.judge.values import find_quantities
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("wash", "glossary", "Les Lavandières", "glossary/les-lavandieres.md"),
        NamedEntity("harvest", "glossary", "La siega", "glossary/la-siega.md"),
        NamedEntity("lock", "glossary", "Die Schleuse", "glossary/die-schleuse.md"),
        NamedEntity("orchard", "glossary", "The Drowned Orchard", "glossary/orchard.md"),
        NamedEntity("icon", "glossary", "Троица", "glossary/troitsa.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_size_in_other_units_or_words_agrees_and_another_size_contradicts() -> None:
    check([
        ("fr", "Les Lavandières mesurent 2 mètres sur 3.", "Les Lavandières : 200 × 300 cm.",
         "agrees"),
        ("es", "La siega mide 250 × 400 cm.",
         "La siega tiene dos metros y medio de alto por cuatro de ancho.", "agrees"),
        ("en", "The Drowned Orchard measures 80 by 120 cm.",
         "The Drowned Orchard is 80 cm by 150 cm.", "contradicts"),
        ("ru", "Икона «Троица» размером 2 на 3 метра.", "Икона «Троица» размером 20 на 30 см.",
         "contradicts"),
        ("de", "Die Schleuse misst 2 mal 3 Meter.", "Die Schleuse misst 200 × 300 cm.", "agrees"),
    ])  # fmt: skip


def test_one_length_against_a_size() -> None:
    check([
        ("de", "Die Schleuse misst 48 × 60 cm.",
         "Mit über vier Metern Breite war die Schleuse das größte Bild der Ausstellung.",
         "contradicts"),
        ("en", "The Drowned Orchard measures 80 by 120 cm.", "The Drowned Orchard is 80 cm wide.",
         "none"),
        ("en", "The Drowned Orchard measures 80 by 120 cm.",
         "The Drowned Orchard is about 2 metres wide.", "contradicts"),
        ("en", "The Drowned Orchard measures 80 by 120 cm.",
         "The Drowned Orchard is about 1.5 metres wide.", "in_tension"),
    ])  # fmt: skip


def test_a_change_or_a_date_is_no_size() -> None:
    def areas(text: str, lang: str) -> list[str]:
        return [q.text for _, _, q in find_quantities(text, lang, []) if q.sides]

    assert areas("Les Lavandières mesurent 2 mètres sur 3.", "fr") == ["2 mètres sur 3"]
    assert areas("В 1900 году башню надстроили на 30 метров.", "ru") == []
    assert areas("Die Strecke wuchs von 20 auf 30 km.", "de") == []
    assert areas("In 1900 the road grew by 30 metres.", "en") == []
