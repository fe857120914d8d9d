"""Where a person comes from, said without "born" (round 15, `origins.py`),
and a county that is also a town abroad read as the county beside a town
of its country (`regions._region_beside`). Sentences of our own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("henry", "character", "Henry Goldsworthy", "characters/henry-goldsworthy.md",
                    ("Генри Голдсуорси",)),
        NamedEntity("trewint", "place", "Trewint", "places/trewint.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_an_origin_is_a_birth_place() -> None:
    check([
        ("en", "Henry Goldsworthy came from Cornwall.", "Henry Goldsworthy was a native of Newcastle.",
         "contradicts"),
        ("de", "Henry Goldsworthy stammte aus Ostpreußen.", "Henry Goldsworthy wurde in Westfalen geboren.",
         "contradicts"),
        ("fr", "Henry Goldsworthy venait de Liège.", "Henry Goldsworthy est né à Lyon.", "contradicts"),
        ("es", "Henry Goldsworthy era de Zamora.", "Henry Goldsworthy nació en Zamora.", "agrees"),
        ("ru", "Генри Голдсуорси был из Тулы.", "Генри Голдсуорси родился в Туле.", "agrees"),
        ("en/de", "Henry Goldsworthy hailed from Bremen.", "Henry Goldsworthy wurde in Hamburg geboren.",
         "contradicts"),
    ])  # fmt: skip


def test_a_people_and_where_in_its_land() -> None:
    check([
        ("en", "Henry Goldsworthy was a Belgian from Liège.", "Henry Goldsworthy was born in Lyon.",
         "contradicts"),
        ("en", "Henry Goldsworthy was a Belgian from Liège.", "Henry Goldsworthy was born in Liège.",
         "agrees"),
        ("fr", "Henry Goldsworthy était un Belge de Liège.", "Henry Goldsworthy est né à Lyon.",
         "contradicts"),
        ("en", "Henry Goldsworthy, a Swiss from Geneva, ran the bar.",
         "Henry Goldsworthy was born in Lyon.", "contradicts"),
        # a thing bought from a town is no origin
        ("en", "Henry Goldsworthy bought a Renault from Paris.",
         "Henry Goldsworthy was born in Lyon.", "none"),
    ])  # fmt: skip


def test_a_journey_is_no_origin() -> None:
    check([
        ("en", "Henry Goldsworthy came from London in 1890.", "Henry Goldsworthy was born in Leeds.",
         "none"),
        ("en", "Henry Goldsworthy came from Truro to Falmouth.",
         "Henry Goldsworthy was born in Leeds.", "none"),
        ("de", "Henry Goldsworthy kam 1879 aus Ostpreußen ins Tal.",
         "Henry Goldsworthy wurde in Westfalen geboren.", "none"),
        ("en", "Henry Goldsworthy came from a mining family.", "Henry Goldsworthy was born in Leeds.",
         "none"),
        # a capitalised word after "era de", "war aus", "était de" is a place only when
        # a note or a library knows it (German capitalises every noun)
        ("es", "Henry Goldsworthy era de Izquierda Republicana.",
         "Henry Goldsworthy nació en Zamora.", "none"),
        ("de", "Henry Goldsworthy war aus Überzeugung Sozialist.",
         "Henry Goldsworthy wurde in Bremen geboren.", "none"),
        ("fr", "Henry Goldsworthy était de Garde ce soir-là.", "Henry Goldsworthy est né à Lyon.",
         "none"),
    ])  # fmt: skip


def test_a_county_beside_a_town_of_its_country() -> None:
    check([
        # Cornwall is a county of England before it is a town of Ontario
        ("en", "Henry Goldsworthy was born in Cornwall.", "Henry Goldsworthy was born in Truro.",
         "none"),
        ("en", "Henry Goldsworthy never left Cornwall.", "Henry Goldsworthy went to London in 1870.",
         "contradicts"),
        # Cádiz is a Spanish city before it is a province: two cities
        ("es", "Henry Goldsworthy murió en Cádiz.", "Henry Goldsworthy murió en Vigo.", "contradicts"),
    ])  # fmt: skip


def test_an_english_article_is_no_french_a() -> None:
    from semnet.graph.judge.claims import analyse

    got = analyse("Henry Goldsworthy was a Cornishman.", "en", NAMES).claims
    assert [c.slot for c in got if c.slot == "visit"] == []
    got = analyse("Henry Goldsworthy était à Paris en 1890.", "fr", NAMES).claims
    assert [c.place.label for c in got if c.slot == "visit" and c.place] == ["Paris"]
