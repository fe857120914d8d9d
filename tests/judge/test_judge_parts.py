"""The rules judge's mechanisms added with dev9-parts (issue 14): a relative,
an office or a part of an entity as one compound subject in every form and
language ("Lena's brother", "le frère de Lena", "брат Лены"; "the boom of
the Gannet", "der Baum der Gannet"), kept apart from the entity itself, from
other relatives and parts, and resolved to the person a name in apposition
gives. Each test uses sentences of its own, not the evaluation set's."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.relations import concept, relation_key
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("lena", "character", "Lena Marsh", "characters/lena-marsh.md",
                    ("Lena", "Лена Марш")),
        NamedEntity("tobias", "character", "Tobias Marsh", "characters/tobias-marsh.md"),
        NamedEntity("odette", "character", "Odette Rivière", "characters/odette.md", ("Odette",)),
        NamedEntity("gannet", "glossary", "Gannet", "glossary/gannet.md", ("Олуша",)),
        NamedEntity("quimel", "place", "Quimel", "places/quimel.md"),
        NamedEntity("brakel", "place", "Brakel", "places/brakel.md"),
        NamedEntity("lipki", "place", "Липки", "places/lipki.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)
check = stance_checker(JUDGE)


def _subjects(text: str, lang: str) -> set[str]:
    return set(analyse(text, lang, NAMES).subjects)


def test_relation_nouns_are_one_concept_in_every_language() -> None:
    assert {concept(w, lang) for w, lang in [("brother", "en"), ("frère", "fr"),
            ("Bruder", "de"), ("hermano", "es"), ("брат", "ru")]} == {"brother"}  # fmt: skip
    assert concept("Besatzung", "de") == concept("tripulación", "es") == "crew"
    assert concept("maire", "fr") == concept("Bürgermeister", "de") == "mayor"
    # a hyphenated prefix makes another relative; the same one in another language
    assert relation_key("mère", "fr", "belle") == relation_key("suegra", "es") == "mother_in_law"
    assert relation_key("père", "fr", "grand") == relation_key("abuelo", "es") == "grandfather"
    assert relation_key("father", "en", "step") != relation_key("father", "en")


def test_a_relative_is_one_subject_in_every_form() -> None:
    key = "rel:brother@lena"
    for text, lang in [
        ("Lena Marsh's brother drowned in 1888.", "en"),
        ("The brother of Lena drowned in 1888.", "en"),
        ("Lenas Bruder ertrank 1888.", "de"),
        ("Der Bruder von Lena ertrank 1888.", "de"),
        ("Le frère de Lena se noya en 1888.", "fr"),
        ("El hermano de Lena se ahogó en 1888.", "es"),
        ("Брат Лены Марш утонул в 1888 году.", "ru"),
    ]:
        assert key in _subjects(text, lang), text


def test_a_part_or_an_office_is_one_subject_in_every_form() -> None:
    for text, lang in [
        ("The Gannet's mast was made of pine.", "en"),
        ("The mast of the Gannet was made of pine.", "en"),
        ("Le mât du Gannet était en sapin.", "fr"),
        ("El mástil del Gannet era de pino.", "es"),
        ("Мачта «Олуши» была из сосны.", "ru"),
    ]:
        assert "rel:mast@gannet" in _subjects(text, lang), text
    # a named owner after a part of two words: the place stays in the key
    de = _subjects("Das Rad der Mühle von Brakel war aus Eisen.", "de")
    assert _subjects("Das Mühlrad der Brakeler Mühle war aus Eisen.", "de") == de


def test_relatives_compared_across_languages() -> None:
    check([
        ("en/fr", "Lena Marsh's brother was born in 1861.", "Le frère de Lena naquit en 1866.",
         "contradicts"),
        ("de/ru", "Lenas Bruder starb 1901.", "Брат Лены Марш умер в 1901 году.", "agrees"),
        ("es/en", "El hermano de Lena murió en Lisboa.", "Lena's brother died in Oporto.",
         "contradicts"),
    ])  # fmt: skip


def test_parts_and_crews_compared() -> None:
    check([
        ("en/es", "The mast of the Gannet was 18 metres tall.", "El mástil del Gannet medía "
         "24 metros.", "contradicts"),
        ("fr/de", "L'équipage du Gannet comptait onze hommes.", "Die Besatzung der Gannet "
         "bestand aus elf Mann.", "agrees"),
        ("en/ru", "The Gannet's crew numbered nine men.", "Экипаж «Олуши» состоял из "
         "четырнадцати человек.", "contradicts"),
    ])  # fmt: skip


def test_the_part_is_not_the_whole_nor_another_part() -> None:
    check([
        ("en", "The Gannet's mast was 18 metres tall.", "The Gannet was 30 metres long.",
         "none"),
        ("fr", "La roue du moulin de Quimel était en fer.", "Le moulin de Quimel était en "
         "bois.", "none"),
        ("en", "The mast of the Gannet was made of pine.", "The wheel of the Gannet was "
         "made of oak.", "none"),
    ])  # fmt: skip


def test_a_relative_is_not_the_person_nor_another_relative() -> None:
    check([
        ("en", "Lena Marsh died in 1901.", "Lena Marsh's brother died in 1907.", "none"),
        ("fr", "Le frère d'Odette mourut en 1901.", "Le mari d'Odette mourut en 1907.", "none"),
        ("fr", "La mère d'Odette est née en 1840.", "La belle-mère d'Odette est née en 1838.",
         "none"),
        ("de", "Tobias Marsh starb 1890.", "Tobias Marshs einziger Sohn starb 1917.", "none"),
    ])  # fmt: skip


def test_the_first_holder_of_an_office_is_another_subject() -> None:
    check([
        ("en", "The first mayor of Quimel died in 1870.", "Quimel's first mayor died in 1874.",
         "contradicts"),
        ("en", "The first mayor of Quimel died in 1870.", "The mayor of Quimel died in 1874.",
         "none"),
    ])  # fmt: skip


def test_a_relative_named_in_apposition_is_that_person() -> None:
    check([
        ("de", "Lenas Bruder Tobias Marsh starb 1899.", "Tobias Marsh starb 1893.",
         "contradicts"),
        ("en", "Lena's brother, Tobias Marsh, died in 1899.", "Tobias Marsh died in 1899.",
         "agrees"),
        ("fr", "Le maire de Quimel, Tobias Marsh, mourut en 1880.", "Tobias Marsh mourut en "
         "1885.", "contradicts"),
    ])  # fmt: skip


def test_a_prefixed_relative_is_another_relative() -> None:
    check([
        ("fr", "Le fils d'Odette naquit en 1901.", "Le petit-fils d'Odette naquit en 1925.",
         "none"),
        ("en", "Lena's father died in 1880.", "Lena's step-father died in 1893.", "none"),
        ("fr/es", "Le grand-père d'Odette mourut en 1850.", "El abuelo de Odette murió en "
         "1856.", "contradicts"),
        # "le grand frère" is the brother
        ("fr/en", "Le grand frère d'Odette mourut en 1850.", "Odette's brother died in 1856.",
         "contradicts"),
    ])  # fmt: skip


def test_an_impersonal_french_clause_is_about_its_object() -> None:
    check([
        ("fr", "On bâtit la tour de l'église de Quimel en 1460.", "La tour de l'église de "
         "Quimel fut bâtie en 1510.", "contradicts"),
        ("fr", "On inaugura le pont de Quimel en 1890.", "Le pont de Quimel fut inauguré en "
         "1890.", "agrees"),
        # the tower's building does not date the church's
        ("fr", "On bâtit la tour de l'église de Quimel en 1460.", "L'église de Quimel fut "
         "bâtie en 1210.", "none"),
    ])  # fmt: skip


def test_an_adjective_before_the_relative_keeps_the_relative() -> None:
    check([
        # not Lena's own death
        ("de", "Lena Marsh starb 1888.", "Lenas verstorbener Bruder starb 1893.", "none"),
        ("en/de", "Lena's late brother died in 1893.", "Lenas älterer Bruder starb 1897.",
         "contradicts"),
        # "-in-law" after the noun is the French prefix, the German compound
        ("en/fr", "Lena's brother-in-law was born in 1850.", "Le beau-frère de Lena naquit en "
         "1856.", "contradicts"),
        ("en", "Lena's brother was born in 1850.", "Lena's brother-in-law was born in 1856.",
         "none"),
        ("en/fr", "The first captain of the Gannet was born in 1850.", "Le premier capitaine du "
         "Gannet naquit en 1844.", "contradicts"),
    ])  # fmt: skip
