"""Round 46 (issue 14): a person's own business ("opened his own
workshop", "son propre atelier", "su propio taller", "свою мастерскую")
is the thing the possessive names, not an act of owning; "set up his
practice" is a founding; a French simple past "l'atelier ouvrit en 1862"
is the workshop's opening. Sentences of our own, not the evaluation
sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex


def _alone(entity: NamedEntity, *others: NamedEntity):  # type: ignore[no-untyped-def]
    """A checker whose workspace holds this one note (and the given others)."""
    return stance_checker(RulesJudge(NameIndex([entity, *others])))


MARTA = NamedEntity("marta", "character", "Marta Lind", "characters/marta-lind.md",
                    ("Lind", "Марта Линд", "Линд"))  # fmt: skip
SHOP = NamedEntity("shop", "glossary", "Lind Bindery", "glossary/lind-bindery.md",
                   ("the bindery", "die Buchbinderei", "l'atelier de reliure", "l'atelier",
                    "el taller", "переплётная мастерская", "мастерская"))  # fmt: skip


def test_ones_own_business_is_the_business_and_its_opening() -> None:
    _alone(MARTA, SHOP)([
        ("en", "Marta Lind opened her own bindery in 1871.",
         "The bindery opened in 1874.", "contradicts"),
        ("fr", "Marta Lind ouvrit son propre atelier en 1871.",
         "L'atelier fut ouvert en 1874.", "contradicts"),
        ("es", "Marta Lind abrió su propio taller en 1871.",
         "El taller abrió sus puertas en 1874.", "contradicts"),
        ("ru", "В 1871 году Марта Линд открыла свою мастерскую.",
         "Мастерская открылась в 1874 году.", "contradicts"),
        ("ru", "Марта Линд открыла собственную мастерскую в 1871 году.",
         "Мастерская открылась в 1871 году.", "agrees"),
        # "her own" owns nothing: no owner's claim to meet another owner
        ("en", "Marta Lind opened her own bindery in 1871.",
         "The bindery was owned by her brother.", "none"),
    ])  # fmt: skip


def test_setting_up_ones_business_is_its_founding() -> None:
    _alone(MARTA, SHOP)([
        ("en", "Marta Lind set up her own bindery in 1871.",
         "The bindery was founded in 1868.", "contradicts"),
        ("en", "In 1871 Marta Lind set up her bindery.",
         "The bindery was founded in 1871.", "agrees"),
    ])  # fmt: skip


def test_a_french_simple_past_of_opening_is_the_things_opening() -> None:
    _alone(MARTA, SHOP)([
        ("fr", "L'atelier ouvrit en 1874.", "L'atelier fut inauguré en 1871.", "contradicts"),
        ("fr", "Marta Lind ouvrit l'atelier en 1871.", "L'atelier ouvrit en 1871.", "agrees"),
        # an imperfect is a habit, no opening
        ("fr", "L'atelier ouvrait tôt en 1874.", "L'atelier fut inauguré en 1871.", "none"),
    ])  # fmt: skip


def test_an_alias_with_the_article_is_said_with_a_possessive() -> None:
    names = NameIndex([MARTA, SHOP])

    def found(text: str, lang: str) -> list[tuple[str, str | None]]:
        ws = text.split()
        return [(" ".join(ws[m.start : m.end]), m.entity) for m in names.find_all(ws, lang)]

    assert found("Lind sold her bindery", "en") == [("Lind", "marta"), ("her bindery", "shop")]
    assert found("Lind verkaufte ihre Buchbinderei", "de")[-1] == ("ihre Buchbinderei", "shop")
    assert found("Lind vendit son atelier", "fr")[-1] == ("son atelier", "shop")
    assert found("Lind vendió su taller", "es")[-1] == ("su taller", "shop")
    # a possessive of another language's article, or a bare possessive, names nothing
    assert found("Lind vendió sus bindery", "es") == [("Lind", "marta")]
    assert found("her own", "en") == []


TOM = NamedEntity("tom", "character", "Tom Hale", "characters/tom-hale.md",
                  ("Hale", "Том Хейл", "Хейл"))  # fmt: skip
DUN = NamedEntity("dun", "place", "Dunmore", "places/dunmore.md", ("Данмор",))


def test_two_periods_of_one_post_from_one_year_are_one_stint() -> None:
    _alone(TOM, DUN)([
        ("en", "Tom Hale served as mayor of Dunmore from 1866 to 1880.",
         "Hale was mayor from 1866 to 1871.", "contradicts"),
        ("ru/de", "Том Хейл был мэром Данмора с 1879 по 1896 год.",
         "Tom Hale war von 1879 bis 1886 Bürgermeister.", "contradicts"),
        ("fr", "Tom Hale fut maire de Dunmore de 1866 à 1880.",
         "Hale fut maire de 1862 à 1880.", "contradicts"),
        ("en", "Tom Hale served as mayor of Dunmore from 1866 to 1880.",
         "Hale was mayor from 1866 to 1880.", "agrees"),
        # two stints that do not meet, or another post: no conflict
        ("en", "Tom Hale served as mayor of Dunmore from 1866 to 1880.",
         "Hale was mayor from 1890 to 1895.", "none"),
        ("en", "Tom Hale served as mayor of Dunmore from 1866 to 1880.",
         "Hale was a teacher from 1866 to 1871.", "none"),
    ])  # fmt: skip


def test_a_span_that_fills_its_period_is_a_stint_from_its_first_year() -> None:
    _alone(TOM, DUN)([
        ("en", "Tom Hale served as mayor of Dunmore from 1866 to 1880.",
         "Hale was mayor for five more years, from 1866 to 1871.", "contradicts"),
        # a while within the years is no stint
        ("es", "Entre 1866 y 1880 Tom Hale fue alcalde de Dunmore.",
         "Entre 1866 y 1880 Hale pasó al menos seis meses en Dunmore.", "none"),
    ])  # fmt: skip


SCHOOL = NamedEntity("school", "glossary", "Dunmore School", "glossary/dunmore-school.md",
                     ("die Schule", "the school", "l'école"))  # fmt: skip


def test_a_german_alias_is_found_with_its_article_in_another_case() -> None:
    names = NameIndex([TOM, SCHOOL])
    ws = ["Hale", "war", "Direktor", "der", "Schule"]
    # the article stays out of the mention: it links the name to the post before it
    assert [(m.start, m.end, m.entity) for m in names.find_all(ws, "de")] == [
        (0, 1, "tom"),
        (4, 5, "school"),
    ]
    _alone(TOM, SCHOOL)([
        ("de", "Hale war Direktor der Schule von 1884 bis 1904.",
         "Hale übernahm 1882 die Leitung der Schule.", "contradicts"),
        ("de", "Hale war Direktor der Schule von 1884 bis 1904.",
         "Hale übernahm 1884 die Leitung der Schule.", "agrees"),
    ])  # fmt: skip


MILL = NamedEntity("mill", "glossary", "Hale Mill", "glossary/hale-mill.md",
                   ("le moulin", "el molino"))  # fmt: skip


def test_an_alias_is_found_with_its_article_merged_into_a_preposition() -> None:
    names = NameIndex([TOM, MILL])
    ws = ["Hale", "fut", "directeur", "du", "moulin"]
    assert [(m.start, m.end, m.entity) for m in names.find_all(ws, "fr")][-1] == (4, 5, "mill")
    ws = ["Hale", "kam", "zur", "Schule"]
    assert [(m.start, m.end, m.entity) for m in NameIndex([TOM, SCHOOL]).find_all(ws, "de")][
        -1
    ] == (3, 4, "school")
    _alone(TOM, MILL)([
        ("fr", "Hale fut directeur du moulin de 1884 à 1904.",
         "Hale prit la direction du moulin en 1882.", "contradicts"),
        ("es", "Hale fue director del molino de 1884 a 1904.",
         "Hale asumió la dirección del molino en 1882.", "contradicts"),
    ])  # fmt: skip


def test_open_until_a_year_is_in_use_then() -> None:
    _alone(SCHOOL)([
        ("en", "The school closed in 1933.", "The school stayed open until 1935.", "contradicts"),
        ("de", "Die Schule schloss 1933.", "Die Schule blieb bis 1935 geöffnet.", "contradicts"),
        ("fr", "L'école ferma en 1933.", "L'école resta ouverte jusqu'en 1935.", "contradicts"),
        # open up to its closing: no conflict
        ("en", "The school closed in 1935.", "The school remained open until 1935.", "none"),
    ])  # fmt: skip


GULL = NamedEntity("gull", "place", "Gull Island", "places/gull-island.md", ())
HOTEL = NamedEntity("hotel", "place", "Dunmore Hotel", "places/dunmore-hotel.md", ("l'hôtel",))


def test_a_russian_place_called_by_its_kind_after_a_preposition_is_the_note() -> None:
    _alone(GULL, HOTEL)([
        ("ru/en", "В 1850 году на острове было 300 жителей.",
         "Gull Island had 420 inhabitants in 1850.", "contradicts"),
        ("ru/en", "На острове жило 420 человек в 1850 году.",
         "Gull Island had 420 inhabitants in 1850.", "agrees"),
        # islands in the plural are not the one island
        ("ru/en", "В 1850 году на островах было 300 жителей.",
         "Gull Island had 420 inhabitants in 1850.", "none"),
    ])  # fmt: skip


def test_a_hotels_numbered_rooms_are_its_rooms() -> None:
    _alone(HOTEL)([
        ("ru/en", "В гостинице Dunmore Hotel было 30 номеров.", "Dunmore Hotel had 42 rooms.",
         "contradicts"),
        ("ru/fr", "В 1850 году в гостинице было 42 номера.",
         "En 1850, l'hôtel comptait 42 chambres.", "agrees"),
    ])  # fmt: skip


VEREIN = NamedEntity("verein", "glossary", "Turnverein Dunmore", "glossary/turnverein.md",
                     ("der Verein",))  # fmt: skip


def test_a_german_object_first_with_the_name_after_the_verb() -> None:
    _alone(TOM, VEREIN)([
        ("de", "Den Vorsitz des Vereins übernahm Tom Hale erst 1889.",
         "Tom Hale war von 1885 bis 1900 Vorsitzender des Vereins.", "contradicts"),
        ("de", "Den Verein gründete 1885 Tom Hale.", "Der Verein wurde 1880 gegründet.",
         "contradicts"),
        ("de", "Den Verein gründete 1880 Tom Hale.", "Der Verein wurde 1880 gegründet.",
         "agrees"),
    ])  # fmt: skip


MOUETTE = NamedEntity("mouette", "glossary", "La Mouette", "glossary/la-mouette.md",
                      ("the Mouette", "die Mouette", "la Mouette"))  # fmt: skip


def test_a_ships_tonnage_in_french_barrels_is_its_tonnage() -> None:
    _alone(MOUETTE)([
        ("fr/en", "La Mouette jaugeait 250 tonneaux.", "The Mouette had 300 tons.",
         "contradicts"),
        ("fr/de", "La Mouette jaugeait 300 tonneaux.", "Die Mouette hatte 300 Tonnen.", "agrees"),
    ])  # fmt: skip
