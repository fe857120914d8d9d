"""Where a place stands (round 14, `seats.py`): one town at a time, a town
and its country agree, a name no library knows or a county that is also a
town abroad says nothing. Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("hall", "place", "Corran Hall", "places/corran-hall.md", ("Зал Коррана",)),
        NamedEntity("mill", "place", "Wendel Mill", "places/wendel-mill.md", ("Wendelmühle",)),
        NamedEntity("teatro", "place", "Teatro Lumbre", "places/teatro-lumbre.md"),
        NamedEntity("ned", "character", "Ned Carver", "characters/ned-carver.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_place_stands_in_one_town() -> None:
    check([
        ("en", "Corran Hall was in Glasgow, near the river.", "Corran Hall stood in Dundee.",
         "contradicts"),
        ("fr/de", "Corran Hall se trouvait à Lyon.", "Corran Hall lag in Genf.", "contradicts"),
        ("es", "El Teatro Lumbre estaba en Sevilla.", "El Teatro Lumbre estaba en Bilbao.",
         "contradicts"),
        ("ru/en", "Зал Коррана находился в Эдинбурге.", "Corran Hall was in Edinburgh.", "agrees"),
        ("en", "Wendel Mill was in Lyon.", "Wendel Mill was in France.", "agrees"),
    ])  # fmt: skip


def test_what_a_site_does_not_tell() -> None:
    check([
        # a name no library knows may be a street or a quarter of the town
        ("en", "Corran Hall was in Glasgow.", "Corran Hall was in Brackwick.", "none"),
        # Cornwall is an English county before it is a town of Ontario
        ("en", "Wendel Mill is in Cornwall.", "Wendel Mill is in London.", "none"),
        # a person's being somewhere is a visit, not a site
        ("en", "Ned Carver was in Glasgow in 1901.", "Ned Carver was in Dundee in 1902.", "none"),
        # a move: then and now
        ("en", "Until 1890 Corran Hall was in Glasgow.", "Corran Hall was in Dundee.", "none"),
    ])  # fmt: skip
