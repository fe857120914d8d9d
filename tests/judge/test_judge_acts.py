"""The arts are acts of a living person (round 15, `lifetimes.ACTS`):
conducting, singing, painting, exhibiting dated after the death or before
the birth contradict it. Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tomas", "character", "Tomás Echeverri", "characters/tomas-echeverri.md",
                    ("Томас Эчеверри",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_the_arts_after_death() -> None:
    check([
        ("es", "Tomás Echeverri murió en 1927.", "En 1930 Echeverri dirigió la orquesta.",
         "contradicts"),
        ("en", "Tomás Echeverri died on 3 February 1927.",
         "In 1930 Echeverri conducted the revival himself.", "contradicts"),
        ("de", "Tomás Echeverri starb 1927.", "1930 sang Echeverri in Leipzig.", "contradicts"),
        ("fr", "Tomás Echeverri mourut en 1927.", "En 1931 Echeverri exposa à Paris.", "contradicts"),
        ("ru", "Томас Эчеверри умер в 1927 году.", "В 1930 году Томас Эчеверри дирижировал в Москве.",
         "contradicts"),
        ("en", "Tomás Echeverri was born in 1880.", "Tomás Echeverri painted the altarpiece in 1870.",
         "contradicts"),
    ])  # fmt: skip


def test_what_is_no_act_after_death() -> None:
    check([
        ("en", "Tomás Echeverri died in 1927.", "In 1925 Echeverri conducted the revival.", "none"),
        # his works, not he, in a later year
        ("en", "Tomás Echeverri died in 1927.", "Echeverri's opera was performed in 1930.", "none"),
    ])  # fmt: skip
