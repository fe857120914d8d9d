"""What a thing is made of and what its roof is covered with (round 15,
`kinds.py`, `roofs.py`), and a title said without its article
(`names._bare_title`). Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("curlew", "glossary", "Curlew", "glossary/curlew.md", ("Кулик",)),
        NamedEntity("light", "glossary", "Tolverne Light", "glossary/tolverne-light.md",
                    ("phare de Tolverne", "Leuchtturm Tolverne", "faro de Tolverne",
                     "маяк Толверн")),
        NamedEntity("mill", "glossary", "Penhallow Mill", "glossary/penhallow-mill.md",
                    ("moulin de Penhallow", "Penhallow-Mühle", "molino de Penhallow",
                     "мельница Пенхаллоу")),
        NamedEntity("chapel", "glossary", "Bethel Chapel", "glossary/bethel-chapel.md",
                    ("chapelle Bethel", "Bethelkapelle", "capilla Bethel", "часовня Вефиль")),
        NamedEntity("orchard", "glossary", "The Drowned Orchard",
                    "glossary/the-drowned-orchard.md"),
        NamedEntity("paloma", "glossary", "La Paloma", "glossary/la-paloma.md"),
        NamedEntity("huette", "glossary", "Die Hütte", "glossary/die-huette.md"),
        NamedEntity("ann", "character", "Ann Treloar", "characters/ann-treloar.md"),
        NamedEntity("maggie", "character", "Margaret Ashcombe", "characters/margaret-ashcombe.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_iron_and_steel_are_two_metals() -> None:
    check([
        ("en", "The Curlew was an iron-hulled barque.", "The Curlew was built of steel.",
         "contradicts"),
        ("en", "The Tolverne Light was built of cast iron.", "The Tolverne Light is an iron tower.",
         "agrees"),
        ("de", "Die Curlew war ein stählernes Segelschiff.", "Die Curlew hatte einen Rumpf aus Holz.",
         "contradicts"),
        ("fr", "Le phare de Tolverne est en granit.",
         "Le phare de Tolverne, une tour métallique, fut allumé en 1849.", "contradicts"),
        ("en", "The Curlew was built of teak.", "The Curlew was built of oak.", "contradicts"),
    ])  # fmt: skip


def test_a_hull_is_the_ship_and_a_bare_material_is_the_predicate() -> None:
    check([
        ("fr", "La coque de la Curlew était en chêne.", "La Curlew avait une coque d'acier.",
         "contradicts"),
        ("en", "The Tolverne Light is granite.", "The Tolverne Light is brick, painted white.",
         "contradicts"),
        ("en", "The Tolverne Light was an iron lantern tower.",
         "The Tolverne Light was built of local granite.", "contradicts"),
        ("ru", "Мельница Пенхаллоу была сложена из кирпича.",
         "Мельница Пенхаллоу, деревянная, сгорела в 1910 году.", "contradicts"),
        ("ru", "Кулик был железным.", "Кулик — деревянный пароход.", "contradicts"),
    ])  # fmt: skip


def test_what_is_no_material_of_the_thing() -> None:
    check([
        # a roof's material is the roof's (`roofs.py`), iron ore a cargo
        ("en", "Bethel Chapel had a wooden roof.", "Bethel Chapel was built of stone.", "none"),
        ("ru", "У часовни Вефиль была железная крыша.", "Часовня Вефиль была каменной.", "none"),
        ("en", "The Curlew carried iron ore to Swansea.", "The Curlew was a wooden ketch.", "none"),
        ("en", "Penhallow Mill is a stone building.", "Ann Treloar's cottage was wooden.", "none"),
    ])  # fmt: skip


def test_a_roof_has_one_covering() -> None:
    check([
        ("en", "Bethel Chapel was thatched.", "Bethel Chapel had a slate roof.", "contradicts"),
        ("en", "The roof of Bethel Chapel is slate.", "Bethel Chapel has a roof of Delabole slate.",
         "agrees"),
        ("de", "Die Penhallow-Mühle war mit Reet gedeckt.", "Die Penhallow-Mühle hatte ein Ziegeldach.",
         "contradicts"),
        ("de", "Die Bethelkapelle ist reetgedeckt.", "Die Bethelkapelle hat ein Reetdach.", "agrees"),
        ("fr", "La chapelle Bethel avait un toit de chaume.",
         "La chapelle Bethel est couverte d'ardoises.", "contradicts"),
        ("es", "El molino de Penhallow tenía el tejado de pizarra.",
         "El molino de Penhallow tenía techo de paja.", "contradicts"),
        ("ru", "Мельница Пенхаллоу была крыта соломой.",
         "У мельницы Пенхаллоу была железная крыша.", "contradicts"),
        ("en/fr", "Bethel Chapel is slate-roofed.", "La chapelle Bethel est couverte d'ardoises.",
         "agrees"),
    ])  # fmt: skip


def test_what_a_roof_does_not_tell() -> None:
    check([
        # one covering replaced by another: a change, not a second roof
        ("en", "Penhallow Mill's thatch was replaced with slate in 1890.",
         "Penhallow Mill had a slate roof.", "none"),
        # a tin mine is no tin roof; a roof denied is no covering
        ("en", "The tin mine lay near Bethel Chapel.", "Bethel Chapel had a thatched roof.", "none"),
        ("en", "Bethel Chapel was never thatched.", "Bethel Chapel had a slate roof.", "none"),
        # a thing of metal under or beside the roof is no metal roof
        ("en", "Bethel Chapel had a tin bath under the roof.", "Bethel Chapel was thatched.", "none"),
        ("ru", "В часовне Вефиль под крышей висел железный фонарь.",
         "Часовня Вефиль была крыта соломой.", "none"),
    ])  # fmt: skip


def test_a_title_said_without_its_article() -> None:
    check([
        ("en", "The Drowned Orchard measures 122 by 183 centimetres.",
         "Ashcombe's Drowned Orchard is four feet by six.", "agrees"),
        # the painter's picture, not the painter (nor her drowning)
        ("en", "The Drowned Orchard measures 122 by 183 centimetres.",
         "Ashcombe's Drowned Orchard is roughly four feet by six.", "agrees"),
        ("en", "The Drowned Orchard measures 122 by 183 centimetres.",
         "The Drowned Orchard is five feet by six.", "contradicts"),
        ("es", "La Paloma era una goleta de madera.", "El casco de la Paloma era de hierro.",
         "contradicts"),
    ])  # fmt: skip
    found = NAMES.find_all(["She", "painted", "Drowned", "Orchard"], "en")
    assert [m.entity for m in found] == ["orchard"]
    # one word left of a German title is any noun: "Hütte" is no "Die Hütte"
    assert NAMES.find_all(["Er", "wohnte", "in", "der", "Hütte"], "de") == []
    # one word left is a name only with its capital
    assert [m.entity for m in NAMES.find_all(["the", "Paloma", "sailed"], "en")] == ["paloma"]
    assert NAMES.find_all(["una", "paloma", "blanca"], "es") == []


def test_two_materials_and_a_roof_beside_a_material() -> None:
    check([
        # both materials of "iron and stone"
        ("en", "Penhallow Mill was iron and stone.", "Penhallow Mill was built of stone.", "agrees"),
        # a slate roof is no kind of the mill's stone: granite narrows it
        ("en", "Penhallow Mill was stone, with a slate roof.", "Penhallow Mill was built of granite.",
         "qualifies"),
    ])  # fmt: skip
