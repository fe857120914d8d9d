"""Things and kin named another way (dev11-things, issue 14, `thingnames.py`,
`kinnames.py`): a building or firm note called by its kind and name in
another order, language or script, by its kind owned by its settlement, a
firm by "the firm"; a relative named in apposition is the subject of the
participle after the name and gives the owner that relative; a building verb
before the thing gives its material. Each test uses sentences of its own,
not the evaluation set's."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("lh", "place", "Trewan Lighthouse", "places/trewan-lighthouse.md"),
        NamedEntity("mk", "place", "Moulin de Keriou", "places/moulin-de-keriou.md"),
        NamedEntity("mn", "place", "Moulin de Kerlann", "places/moulin-de-kerlann.md"),
        NamedEntity("ab", "place", "Altdorfer Brücke", "places/altdorfer-bruecke.md"),
        NamedEntity("gm", "place", "Глинская мельница", "places/glinskaya-melnitsa.md"),
        NamedEntity("ch", "place", "St Enodoc's Church", "places/st-enodoc-s-church.md"),
        NamedEntity("ps", "glossary", "Pascoe & Sons", "glossary/pascoe-sons.md"),
        NamedEntity("fl", "glossary", "Filature Lemoine", "glossary/filature-lemoine.md"),
        NamedEntity("ab1", "character", "Anna Berg", "characters/anna-berg.md"),
        NamedEntity("ob", "character", "Olaf Berg", "characters/olaf-berg.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def _subject(text: str, lang: str, names: NameIndex = NAMES) -> str | None:
    return analyse(text, lang, names).subject


def test_a_thing_by_its_kind_and_name_in_another_order_language_or_script() -> None:
    assert _subject("The lighthouse at Trewan was first lit in 1859.", "en") == "lh"
    assert _subject("Le phare de Trewan fut allumé en 1859.", "fr") == "lh"
    assert _subject("Der Trewaner Leuchtturm wurde 1859 gebaut.", "de") == "lh"
    assert _subject("The mill at Keriou burned down in 1901.", "en") == "mk"
    assert _subject("Die Brücke von Altdorf wurde 1820 gebaut.", "de") == "ab"
    assert _subject("Мельница в Глинке сгорела в 1890 году.", "ru") == "gm"
    assert _subject("Trewan Lighthouse survived the storm of 1894.", "en") == "lh"  # a verb
    check([
        ("en", "Trewan Lighthouse was built in 1859.",
         "The lighthouse at Trewan was built in 1871.", "contradicts"),
        ("de", "Die Altdorfer Brücke ist aus Stein.", "Die Brücke von Altdorf ist aus Holz.",
         "contradicts"),
        ("ru", "Глинская мельница сгорела в 1890 году.", "Мельница в Глинке сгорела в 1890 году.",
         "agrees"),
    ])  # fmt: skip

    # not another name, nor some one of the kind
    assert _subject("The mill at Penhale burned down in 1901.", "en") not in ("mk", "mn")
    assert _subject("A mill at Keriou burned down in 1901.", "en") != "mk"
    assert _subject("Le moulin de Kerlann brûla en 1901.", "fr") == "mn"
    check([
        ("fr", "Le moulin de Keriou brûla en 1890.", "Le moulin de Kerlann brûla en 1901.",
         "none"),
    ])  # fmt: skip


def test_the_one_building_of_its_settlement() -> None:
    assert _subject("The church of the village was rebuilt in 1770.", "en") == "ch"
    assert _subject("Die Kirche des Dorfes wurde 1770 erneuert.", "de") == "ch"
    assert _subject("The churches of the parish were rebuilt in 1770.", "en") != "ch"
    check([
        ("en", "St Enodoc's Church was built of granite.",
         "The church of the village was built of brick.", "contradicts"),
    ])  # fmt: skip


def test_a_firm_by_its_kind() -> None:
    assert _subject("The firm was founded in 1850.", "en") == "ps"
    assert _subject("Die Firma wurde 1850 gegründet.", "de") == "ps"
    assert _subject("La filature ferma en 1930.", "fr") == "fl"
    check([
        ("en", "Pascoe & Sons was founded in 1850.", "The firm was founded in 1862.",
         "contradicts"),
    ])  # fmt: skip


def test_a_relative_named_in_apposition() -> None:
    check([
        ("en", "Anna Berg had a brother, Olaf, born in 1851.", "Olaf Berg was born in 1855.",
         "contradicts"),
        ("fr", "Anna Berg avait un frère, Olaf, né en 1851.", "Anna Berg naquit en 1855.",
         "none"),
        ("de", "Anna Berg war ein Einzelkind.", "Annas Bruder Olaf wurde 1851 geboren.",
         "contradicts"),
        ("es", "Anna Berg era hija única.", "El hermano de Anna Berg, Olaf, era pescador.",
         "contradicts"),
    ])  # fmt: skip


def test_a_material_after_a_building_verb_and_its_object() -> None:
    check([
        ("fr", "On bâtit le moulin de Keriou en bois.", "Le moulin de Keriou est en pierre.",
         "contradicts"),
        ("fr", "Le phare de Trewan est en granit.", "Le phare de Trewan fut bâti en granit.",
         "agrees"),
    ])  # fmt: skip
    check([  # granite in two languages is one kind of stone
        ("fr/en", "Le phare de Trewan est en granit.", "Trewan Lighthouse is built of granite.",
         "agrees"),
        ("fr/ru", "Le phare de Trewan est en granit.", "Маяк Треван построен из гранита.",
         "agrees"),
    ])  # fmt: skip


def test_a_thing_noun_at_the_start_is_no_town() -> None:
    got = analyse("Мост построили из дерева в 1790 году.", "ru", NameIndex([]))
    assert not any(c.subject.startswith("np:*:city") for c in got.claims)


def test_where_a_firm_has_its_seat() -> None:
    check([
        ("en", "Pascoe & Sons had its offices in Falmouth.",
         "The firm's headquarters were in Bristol.", "contradicts"),
        ("en/de", "Pascoe & Sons had its head offices in Falmouth.",
         "Pascoe & Sons hatte seinen Sitz in Falmouth.", "agrees"),
        ("fr", "La filature Lemoine avait son siège à Lille.",
         "Le siège de la filature était à Roubaix.", "contradicts"),
        # a move: a seat then, another after
        ("en", "Pascoe & Sons had its offices in Falmouth until 1890.",
         "Pascoe & Sons had its offices in Bristol.", "none"),
    ])  # fmt: skip


def test_a_measure_after_has_a_part_is_the_parts() -> None:
    check([
        ("en", "St Enodoc's Church has a spire of 38 metres.",
         "The spire of St Enodoc's Church is 45 metres high.", "contradicts"),
        ("de", "Die Altdorfer Brücke hat einen 12 Meter hohen Turm.",
         "Die Altdorfer Brücke ist 80 Meter lang.", "none"),
    ])  # fmt: skip


def test_a_verb_no_list_knows_ends_the_subjects_phrase() -> None:
    assert _subject("Le phare domine la baie depuis 1859.", "fr") == "lh"
    assert _subject("La filature appartenait aux Lemoine.", "fr") == "fl"
    check([
        ("fr", "Le phare de Trewan mesure 31 mètres.",
         "Haut de 45 mètres, le phare domine la baie.", "contradicts"),
    ])  # fmt: skip


def test_a_kind_of_two_words() -> None:
    hall = NameIndex([NamedEntity("tv", "place", "Mairie de Trévon", "places/mairie-de-trevon.md")])
    assert _subject("L'hôtel de ville fut bâti en 1870.", "fr", hall) == "tv"
    town = NameIndex([NamedEntity("ay", "place", "Ayuntamiento de Olmeda", "places/ay.md")])
    assert _subject("La casa consistorial de Olmeda se construyó en 1885.", "es", town) == "ay"


def test_an_epithet_before_the_kind_names_no_other_thing() -> None:
    # round 19: "the old church of St Enodoc" was a phrase of its own
    names = NameIndex([
        NamedEntity("sb", "place", "Iglesia de Santa Bárbara", "places/santa-barbara.md",
                    ("Santa Bárbara", "St Barbara's church")),
    ])  # fmt: skip
    assert _subject("The old church of Santa Bárbara was built of stone.", "en", names) == "sb"
    assert _subject("La vieille église de Santa Bárbara fut bâtie en pierre.", "fr", names) == "sb"
    assert _subject("La antigua iglesia de Santa Bárbara era de piedra.", "es", names) == "sb"
    # another word is another thing: the church's hall
    assert _subject("The church hall of Santa Bárbara was built of stone.", "en", names) != "sb"


def test_an_epithet_before_the_one_note_of_a_kind() -> None:
    # round 19: "l'ancienne chapelle", "la vieille chapelle" are the one chapel note
    names = NameIndex([
        NamedEntity("ob", "place", "Old Believer chapel", "places/ob-chapel.md",
                    ("chapelle des vieux-croyants", "моленная")),
        NamedEntity("fc", "glossary", "Factory choir", "glossary/factory-choir.md"),
    ])  # fmt: skip
    for text in ("L'ancienne chapelle brûla en 1883.", "La vieille chapelle brûla en 1883."):
        assert _subject(text, "fr", names) == "ob", text
    # a choir is a kind a note is named by
    assert _subject("Le chœur comptait quarante chanteurs.", "fr", names) == "fc"
    assert _subject("Der Chor hatte vierzig Sänger.", "de", names) == "fc"


def test_old_gusarov_is_no_relative() -> None:
    names = NameIndex([NamedEntity("ig", "character", "Ivan Gusarov", "characters/ig.md",
                                   ("Иван Гусаров", "Гусаров"))])  # fmt: skip
    got = analyse("Старика Гусарова похоронили в 1879 году.", "ru", names)
    assert got.subjects == {"@ig"}


def test_the_maker_of_a_thing_named_by_its_kind_and_name() -> None:
    # round 19: the maker's claim kept "the cooperative Stekloduv" as a phrase of its own
    names = NameIndex([
        NamedEntity("co", "glossary", "Stekloduv cooperative", "glossary/co.md", ("Stekloduw",)),
        NamedEntity("gl", "character", "Grigory Lapshin", "characters/gl.md", ("Lapschin",)),
        NamedEntity("jd", "character", "Jules Davenne", "characters/jd.md"),
    ])  # fmt: skip
    judge = stance_checker(RulesJudge(names))
    judge([
        ("de", "Die Genossenschaft Stekloduw wurde von Lapschin gegründet.",
         "Stekloduw wurde 1908 von Jules Davenne gegründet.", "contradicts"),
    ])  # fmt: skip
