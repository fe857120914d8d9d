"""The rules judge's mechanisms added with dev8-subjects (issue 14): who or
what a statement is about when the two sides name it differently: a town's
names in other languages and "St" for "Saint", titles and callings before a
name, a role noun with a name in apposition, a glossary thing called by its
kind or by its kind and place, the possessor of a birth or a wedding, a place
that lies at a distance. Each test uses sentences of its own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.honorifics import undot
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex
from semnet.graph.manuscript.placenames import other_names

NAMES = NameIndex(
    [
        NamedEntity("ellen", "character", "Ellen Treloar", "characters/ellen-treloar.md"),
        NamedEntity("otto", "character", "Otto Brandt", "characters/otto-brandt.md"),
        NamedEntity("henri", "character", "Henri Garnier", "characters/henri-garnier.md"),
        NamedEntity("elvira", "character", "Elvira Soto", "characters/elvira-soto.md"),
        NamedEntity("vera", "character", "Вера Зимина", "characters/vera.md"),
        NamedEntity("semyon", "character", "Семён Пахомов", "characters/semyon.md"),
        NamedEntity("abel", "character", "Abel Rowe", "characters/abel-rowe.md"),
        NamedEntity("odile", "character", "Odile Ferrand", "characters/odile-ferrand.md"),
        NamedEntity("curlew", "glossary", "Curlew", "glossary/curlew.md", ("the lugger Curlew",)),
        NamedEntity("chaika", "glossary", "Чайка", "glossary/chaika.md"),
        NamedEntity("pmill", "glossary", "Pellow Mill", "glossary/pellow-mill.md"),
        NamedEntity("pellow", "place", "Pellow", "places/pellow.md"),
        NamedEntity("brevan", "place", "Saint Brevan", "places/saint-brevan.md"),
        NamedEntity("wien", "place", "Wien", "places/wien.md"),
        NamedEntity("dalmor", "place", "Dalmor", "places/dalmor.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)
check = stance_checker(JUDGE)


def test_a_town_by_its_name_in_another_language() -> None:
    check([
        ("en/de", "Vienna had 1,700,000 inhabitants in 1900.", "In Wien lebten 1900 1.700.000 "
         "Menschen.", "agrees"),
        ("de/ru", "Wien hatte 1900 1.700.000 Einwohner.", "Вена в 1900 году насчитывала "
         "2 500 000 жителей.", "contradicts"),
        ("fr/es", "Vienne comptait 1 700 000 habitants en 1900.", "Viena tenía 1.700.000 "
         "habitantes en 1900.", "agrees"),
        # a place note in Latin letters named in Cyrillic, and one no note describes
        ("en/ru", "Dalmor had 300 inhabitants in 1900.", "В Далморе в 1900 году жило 450 "
         "человек.", "contradicts"),
        ("en/fr", "The village of Kervaleg had 300 inhabitants in 1900.", "Kervaleg comptait "
         "300 habitants en 1900.", "agrees"),
        ("en/de", "Florence had 200,000 inhabitants in 1900.", "Florenz hatte 1900 "
         "200.000 Einwohner.", "agrees"),
        # "St" is "Saint"
        ("en", "St Brevan had 900 inhabitants in 1880.", "Saint Brevan had 1,400 inhabitants "
         "in 1880.", "contradicts"),
    ])  # fmt: skip


def test_other_names_only_for_a_real_town() -> None:
    assert "Florence" in other_names(["Firenze"])
    assert "Флоренция" in other_names(["Florence"])
    assert other_names(["Pellow"]) == []


def test_a_title_before_a_name() -> None:
    check([
        ("en", "Mrs Treloar died in 1901.", "Ellen Treloar died in 1904.", "contradicts"),
        ("de", "Dr. Brandt starb 1888.", "Otto Brandt starb 1888.", "agrees"),
        ("fr", "M. Garnier mourut en 1870.", "Henri Garnier est mort en 1875.", "contradicts"),
        ("ru", "Госпожа Зимина родилась в 1861 году.", "Вера Зимина родилась в 1864 году.",
         "contradicts"),
        ("ru", "Учитель Пахомов умер в 1899 году.", "Семён Пахомов умер в 1903 году.",
         "contradicts"),
        # a kinship noun before a surname names a relative: "Zimin's daughter"
        # (born 24 years after her: no conflict; the same year would be one,
        # `lineage.py` since round 23)
        ("ru", "Вера Зимина родилась в 1861 году.", "Дочь Зиминой родилась в 1885 году.",
         "none"),
    ])  # fmt: skip


def test_undot_keeps_other_full_stops() -> None:
    assert undot("Dr. Brandt starb.") == "Dr Brandt starb."
    assert undot("St. Brevan") == "St Brevan"
    assert undot("He was born in St. 1870") == "He was born in St. 1870"
    assert undot("Er starb 1888. Dr. Brandt") == "Er starb 1888. Dr Brandt"


def test_a_role_noun_with_a_name_in_apposition() -> None:
    check([
        ("en", "The miller, Abel Rowe, was born in 1812.", "Abel Rowe was born in 1815.",
         "contradicts"),
        ("de", "Der Lehrer, Herr Brandt, starb 1888.", "Otto Brandt starb 1890.", "contradicts"),
        ("es", "La institutriz, doña Elvira, nació en 1870.", "Elvira Soto nació en 1870.",
         "agrees"),
        ("en", "Otto Brandt's wife, Elvira, was born in 1850.", "Elvira Soto was born in 1853.",
         "contradicts"),
        # the name is the possessor of the role: another person
        ("en", "Abel Rowe's son, the miller, was born in 1868.", "Abel Rowe was born in 1840.",
         "none"),
    ])  # fmt: skip


def test_a_thing_called_by_its_kind() -> None:
    check([
        ("en", "The lugger sank off the Manacles in 1891.", "The Curlew sank off the Manacles "
         "in 1893.", "contradicts"),
        ("ru", "Шхуна «Чайка» затонула в 1880 году.", "«Чайка» затонула в 1884 году.",
         "contradicts"),
        ("en", "The mill at Pellow burned down in 1870.", "Pellow Mill burned down in 1874.",
         "contradicts"),
        # some lugger, and another building of the place
        ("en", "A lugger sank off the Manacles in 1891.", "The Curlew sank off the Manacles "
         "in 1893.", "none"),
        ("en", "The church at Pellow burned down in 1870.", "Pellow Mill burned down in 1874.",
         "none"),
    ])  # fmt: skip


def test_two_things_of_one_kind_leave_the_kind_unnamed() -> None:
    two = NameIndex([
        NamedEntity("a", "glossary", "Curlew", "glossary/curlew.md", ("the lugger Curlew",)),
        NamedEntity("b", "glossary", "Gannet", "glossary/gannet.md", ("the lugger Gannet",)),
    ])  # fmt: skip
    a = analyse("The lugger sank off the Manacles in 1891.", "en", two)
    assert not any(c.subject.startswith("@") for c in a.claims)


def test_the_possessor_of_a_birth_or_a_wedding() -> None:
    check([
        ("fr", "La naissance d'Odile eut lieu en 1844.", "Odile Ferrand est née en 1846.",
         "contradicts"),
        ("es", "El nacimiento de Elvira tuvo lugar en 1870.", "Elvira Soto nació en 1870.",
         "agrees"),
        ("es", "La boda de Elvira se celebró en 1890.", "Elvira Soto se casó en 1890.", "agrees"),
        ("ru", "Свадьба Веры Зиминой состоялась в 1885 году.", "Вера Зимина вышла замуж в "
         "1885 году.", "agrees"),
        # another's wedding the person went to
        ("es", "Elvira Soto fue a la boda de su hermano en 1890.", "Elvira Soto se casó en 1885.",
         "none"),
    ])  # fmt: skip
    a = analyse("Die Hochzeit von Otto Brandt fand 1880 in Kiel statt.", "de", NAMES)
    assert a.subject == "otto"


def test_a_place_at_a_distance() -> None:
    check([
        ("en", "Pellow lies 6 km from Truro.", "The village of Pellow is 9 km from Truro.",
         "contradicts"),
    ])  # fmt: skip


def test_someone_a_statement_does_not_name_is_not_the_place_it_names() -> None:
    # a pronoun or a Spanish verb with no subject: the birth or death is a person's, not
    # Pellow's or Dalmor's, so two such statements say nothing of each other
    check([
        ("en", "She was born in Pellow in 1850.", "He was born in Pellow in 1862.", "none"),
        ("es", "Nació en Dalmor en 1850.", "Nació en Dalmor en 1851.", "none"),
        ("de", "Er starb 1901 in Pellow.", "Sie starb 1903 in Pellow.", "none"),
        # the place itself is still the subject of what is said of it
        ("en", "In 1881 Pellow had 300 inhabitants.", "In 1881 Pellow had 900 inhabitants.",
         "contradicts"),
    ])  # fmt: skip


def test_a_fronted_phrase_of_place_is_not_the_subject() -> None:
    # round 19: "In 1917, from the pulpit, Otto …" was about the pulpit
    for text, lang, who in (
        ("In 1917, from the pulpit, Otto Brandt called the strikers godless.", "en", "otto"),
        (
            "En 1917, du haut de la chaire, Henri Garnier traita les grévistes d'impies.",
            "fr",
            "henri",
        ),
        ("1917, von der Kanzel herab, nannte Otto Brandt die Streikenden gottlos.", "de", "otto"),
        ("En 1917, desde el púlpito, Elvira Soto llamó impíos a los huelguistas.", "es", "elvira"),
        ("В 1917 году, с амвона, Семён Пахомов назвал забастовщиков безбожниками.", "ru", "semyon"),
    ):
        assert analyse(text, lang, NAMES).subject == who, text
    # a clause that opens with a preposition is still a clause
    got = analyse("Aus dem Kirchenbuch geht hervor, dass Otto Brandt 1874 geboren wurde.", "de",
                  NAMES)  # fmt: skip
    assert got.subject == "otto" and any(c.slot == "birth" for c in got.claims)


def test_a_noun_and_its_verb_before_a_figure_are_the_subject() -> None:
    # round 21: "L'hôpital garda ses 40 lits jusqu'à la Révolution" was about the Revolution,
    # the place phrase after a figure in the first five words; a clause that opens with its
    # figure still counts what is in the place
    for text, lang, want in (
        ("L'hôpital garda ses quarante lits jusqu'à la Révolution.", "fr", "np:*:hospital"),
        ("The hospital kept its forty beds until the Revolution.", "en", "np:*:hospital"),
        ("A little over 200 people lived in Pellow.", "en", "@pellow"),
        ("Près de 300 ouvriers travaillaient à Pellow.", "fr", "@pellow"),
        ("En 1900 estudiaban 80 alumnos en Dalmor.", "es", "@dalmor"),
    ):
        assert {c.subject for c in analyse(text, lang, NAMES).claims} == {want}, text
