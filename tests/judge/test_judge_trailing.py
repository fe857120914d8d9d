"""Where a place is read (round 20): after a comma at a clause's end it is the
clause's place (`trailing.py`: "died in 1911 at home, in Dalmor"), and a name
may start with an article ("aus Le Locle"). Sentences of our own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ellen", "character", "Ellen Treloar", "characters/ellen-treloar.md"),
        NamedEntity("dalmor", "place", "Dalmor", "places/dalmor.md"),
        NamedEntity("penrith", "place", "Penrith", "places/penrith.md", ("Пенрит",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_trailing_place_is_where_it_happened() -> None:
    check([
        ("en", "Ellen Treloar died in March 1911 at home, in Dalmor.",
         "Ellen Treloar died in Penrith.", "contradicts"),
        ("de", "Ellen Treloar starb im März 1911 zu Hause, in Dalmor.",
         "Ellen Treloar starb in Penrith.", "contradicts"),
        ("fr", "Ellen Treloar mourut en mars 1911 chez elle, à Dalmor.",
         "Ellen Treloar mourut à Penrith.", "contradicts"),
        ("es", "Ellen Treloar murió en marzo de 1911 en su casa, en Dalmor.",
         "Ellen Treloar murió en Penrith.", "contradicts"),
        ("ru", "Эллен Трелоар умерла в марте 1911 года у себя дома, в Пенрите.",
         "Эллен Трелоар умерла в Пенрите.", "agrees"),
    ])  # fmt: skip


def test_a_clause_with_its_own_place_keeps_it() -> None:
    a = analyse("Ellen Treloar was born in Dalmor, in 1850.", "en", NAMES)
    b = analyse("Ellen Treloar was born in Dalmor, in Penrith parish.", "en", NAMES)
    for got in (a, b):
        born = [c for c in got.claims if c.slot == "birth"]
        assert [c.place.key for c in born if c.place] == ["@dalmor"]


def test_a_place_name_that_starts_with_an_article() -> None:
    # round 20 (`placenp.named_article`): "Le Locle", "La Coruña" inside a sentence
    check([
        ("de", "Ellen Treloar wurde in Dalmor geboren.", "Ellen Treloar stammte aus Le Locle.",
         "contradicts"),
        ("es", "Ellen Treloar murió en Dalmor.", "Ellen Treloar murió en La Coruña.",
         "contradicts"),
        ("es", "Ellen Treloar murió en La Coruña.", "Ellen Treloar murió en La Coruña en 1901.",
         "agrees"),
    ])  # fmt: skip
