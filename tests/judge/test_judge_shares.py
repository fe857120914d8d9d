"""A share or a co-owner narrows an ownership (round 15, `holdings.py`),
and French "ne" is no "né" (round 15, `claims._cue_slots`). Sentences of our
own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tom", "character", "Tom Pryce", "characters/tom-pryce.md",
                    ("Томас Прайс",)),
        NamedEntity("curlew", "glossary", "Curlew", "glossary/curlew.md", ("Кулик",)),
        NamedEntity("jean", "character", "Jean Morel", "characters/jean-morel.md"),
        NamedEntity("paris", "place", "Paris", "places/paris.md"),
        NamedEntity("lyon", "place", "Lyon", "places/lyon.md"),
        NamedEntity("forge", "place", "Pryce Forge", "places/pryce-forge.md"),
        NamedEntity("hale", "glossary", "Hale & Sons", "glossary/hale-and-sons.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_share_or_a_co_owner_qualifies() -> None:
    check([
        ("en", "Tom Pryce owned the Curlew.", "Tom Pryce owned a half share in the Curlew.",
         "qualifies"),
        ("en", "Tom Pryce owned the Curlew.", "Tom Pryce owned the Curlew jointly with his brother.",
         "qualifies"),
        ("de", "Tom Pryce besaß die Curlew.", "Tom Pryce besaß die Curlew zur Hälfte.", "qualifies"),
        ("fr", "Tom Pryce possédait la Curlew.", "Tom Pryce possédait la Curlew avec son frère.",
         "qualifies"),
        ("es", "Tom Pryce era dueño del Curlew.", "Tom Pryce era dueño de la mitad del Curlew.",
         "qualifies"),
        ("ru", "Томас Прайс владел шхуной «Кулик».",
         "Томас Прайс владел шхуной «Кулик» вместе с братом.", "qualifies"),
        # the same share twice is the same claim
        ("en", "Tom Pryce owned a half share in the Curlew.",
         "Tom Pryce owned a half share in the Curlew.", "agrees"),
    ])  # fmt: skip


def test_ne_is_no_birth() -> None:
    check([
        ("fr", "Jean Morel ne travaillait à Paris qu'en hiver.", "Jean Morel est né à Lyon.",
         "none"),
        ("fr", "Jean Morel ne vivait pas à Paris.", "Jean Morel est né à Lyon.", "none"),
        # "né" is still a birth
        ("fr", "Jean Morel est né à Paris.", "Jean Morel est né à Lyon.", "contradicts"),
    ])  # fmt: skip


def test_the_buyer_named_after_a_sale_is_not_the_thing_sold() -> None:
    # the forge is named by its kind; "to Hale & Sons" is the other party (round 18)
    check([
        ("en", "In 1946 Tom Pryce sold the forge to Hale & Sons.",
         "Tom Pryce owned the forge until 1962.", "contradicts"),
        ("fr", "En 1946, Tom Pryce vendit la forge à Hale & Sons.",
         "Tom Pryce posséda la forge jusqu'en 1962.", "contradicts"),
        ("de", "1946 verkaufte Tom Pryce die Schmiede an Hale & Sons.",
         "Tom Pryce besaß die Schmiede bis 1962.", "contradicts"),
        ("es", "En 1946 Tom Pryce vendió la fragua a Hale & Sons.",
         "Tom Pryce fue dueño de la fragua hasta 1962.", "contradicts"),
        # sold after the years owned: no contradiction
        ("en", "In 1946 Tom Pryce sold the forge to Hale & Sons.",
         "Tom Pryce owned the forge from 1930.", "none"),
    ])  # fmt: skip
