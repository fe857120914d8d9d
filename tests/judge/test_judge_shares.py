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
