"""When a thing was built: a century is the hundred years a writer means by
it (`centuries.py`); "dates from", "date du", "data del", "stammt aus dem",
"датируется" say when it was built; a building takes years ("built between
1921 and 1926", "1921–1926"); "did not die until 1945" is a death in 1945
(`idioms.py`)."""

from __future__ import annotations

from datetime import date

from judge_helpers import stance_checker
from semnet.graph.judge import centuries
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("mary", "place", "St Mary's Church", "places/st-marys.md"),
        NamedEntity("red", "place", "Château de Reding", "places/reding.md",
                    ("Schloss Reding", "castillo de Reding", "замок Рединг")),
        NamedEntity("eli", "character", "Elise Brunner", "characters/elise-brunner.md"),
        NamedEntity("dam", "place", "Плотина Рединг", "places/plotina.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_century_in_five_languages_is_its_hundred_years() -> None:
    for text in ("the 16th century", "le XVIe siècle", "im 16. Jahrhundert", "el siglo XVI",
                 "в XVI веке"):  # fmt: skip
        (_, _, tv), *rest = centuries.find(text)
        assert not rest and (tv.start, tv.end) == (date(1500, 1, 1), date(1600, 1, 1)), text
        assert centuries.is_century(tv)
    assert centuries.find("in 1838, on the 16th of May") == []


def test_a_thing_dated_by_its_century() -> None:
    check([
        ("en", "St Mary's Church dates from the sixteenth century.",
         "St Mary's Church was built in 1838.", "contradicts"),
        ("en", "St Mary's Church was built in the 16th century.",
         "St Mary's Church was built in 1538.", "agrees"),
        ("fr", "Le château de Reding date du XVIe siècle.", "Le château de Reding fut bâti en 1838.",
         "contradicts"),
        ("es", "El castillo de Reding data del siglo XVI.",
         "El castillo de Reding se construyó en 1838.", "contradicts"),
        ("de", "Schloss Reding stammt aus dem 16. Jahrhundert.", "Schloss Reding wurde 1838 erbaut.",
         "contradicts"),
        ("ru", "Замок Рединг датируется XVI веком.", "Замок Рединг построен в 1838 году.",
         "contradicts"),
        ("de", "Schloss Reding stammt aus dem Jahr 1850.", "Schloss Reding wurde 1870 erbaut.",
         "contradicts"),
    ])  # fmt: skip


def test_not_until_a_year_is_that_year() -> None:
    check([
        ("en", "Elise Brunner died in February 1938.",
         "Elise Brunner did not die until the summer of 1945.", "contradicts"),
        ("en", "Elise Brunner died in 1945.", "Elise Brunner did not die until 1945.", "agrees"),
        ("es", "Elise Brunner murió en 1938.", "Elise Brunner no murió hasta 1945.", "contradicts"),
    ])  # fmt: skip


def test_a_german_idiom_around_a_day_with_its_ordinal_dot() -> None:
    check([
        ("de", "Elise Brunner kam am 2. Februar 1888 in der Lawine ums Leben.",
         "Elise Brunner starb 1890.", "contradicts"),
        ("de", "Elise Brunner fand am 2. Februar 1888 den Tod.", "Elise Brunner starb im Februar 1888.",
         "agrees"),
    ])  # fmt: skip


def test_a_building_takes_the_years_of_its_period() -> None:
    check([
        ("en", "St Mary's Church was built between 1921 and 1926.",
         "St Mary's Church was built in 1910.", "contradicts"),
        ("en", "St Mary's Church was built in 1921–1926.", "St Mary's Church was built in 1924.",
         "agrees"),
        ("en", "St Mary's Church was built from 1921 to 1926.", "St Mary's Church was built in 1924.",
         "agrees"),
        ("de", "Schloss Reding wurde zwischen 1921 und 1926 gebaut.", "Schloss Reding wurde 1910 gebaut.",
         "contradicts"),
        ("es", "El castillo de Reding se construyó entre 1908 y 1912.",
         "El castillo de Reding se construyó en 1924.", "contradicts"),
    ])  # fmt: skip


def test_the_start_of_a_building_against_its_period() -> None:
    check([
        ("en", "St Mary's Church was built between 1921 and 1926.",
         "Work on St Mary's Church began only in 1929.", "contradicts"),
        ("en", "St Mary's Church was built in 1926.",
         "The construction of St Mary's Church began in 1921.", "agrees"),
        ("en", "St Mary's Church was built between 1921 and 1926.",
         "Construction of St Mary's Church began in 1921.", "agrees"),
        ("fr", "Le château de Reding fut construit de 1921 à 1926.",
         "Les travaux du château de Reding commencèrent en 1929.", "contradicts"),
        ("de", "Schloss Reding wurde von 1921 bis 1926 gebaut.", "Der Bau von Schloss Reding begann 1929.",
         "contradicts"),
        ("es", "El castillo de Reding se construyó entre 1921 y 1926.",
         "La construcción del castillo de Reding comenzó en 1929.", "contradicts"),
        ("ru", "Замок Рединг строился с 1874 по 1881 год.",
         "Строительство замка Рединг началось в 1868 году.", "contradicts"),
    ])  # fmt: skip


def test_going_into_service_is_opening() -> None:
    check([
        ("en", "St Mary's Church opened in 1926.", "St Mary's Church did not go into service until 1931.",
         "contradicts"),
        ("en", "St Mary's Church opened in 1926.", "St Mary's Church went into service in 1926.",
         "agrees"),
        ("fr", "Le château de Reding fut inauguré en 1926.",
         "Le château de Reding n'entra en service qu'en 1931.", "contradicts"),
        ("de", "Schloss Reding wurde 1926 eröffnet.", "Schloss Reding wurde 1931 in Betrieb genommen.",
         "contradicts"),
        ("es", "El castillo de Reding se inauguró el 12 de septiembre de 1926.",
         "El castillo de Reding no entró en servicio hasta el otoño de 1931.", "contradicts"),
        ("ru", "Замок Рединг открыт в 1926 году.", "Замок Рединг введён в эксплуатацию в 1931 году.",
         "contradicts"),
        ("ru", "Плотина Рединг открыта в 1926 году.",
         "Плотина Рединг введена в эксплуатацию в 1931 году.", "contradicts"),
    ])  # fmt: skip
