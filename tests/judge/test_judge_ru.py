"""The rules judge's mechanisms added with dev7-ru (issue 14): Russian as
writers write it — everyday first names and the sex a verb shows, parts of
one name read together, Latin spellings of Cyrillic notes and places, dates
in words, both calendar styles and church feasts, short adjectives, "так и
не" and "ни разу не", adjective place names before their noun, villages in
-ово in every case, posts in the instrumental. Each test uses sentences of
its own, not the evaluation set's."""

from __future__ import annotations

from datetime import date

from judge_helpers import stance_checker
from semnet.graph.judge import ru_dates, ru_forms
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.diminutives import everyday_forms
from semnet.graph.manuscript.names import NamedEntity, NameIndex, same_ending, skeleton

NAMES = NameIndex(
    [
        NamedEntity("vera", "character", "Вера Игнатьевна Зотова", "characters/vera-zotova.md"),
        NamedEntity("zhenya_m", "character", "Евгений Карлович Гесс", "characters/evgeniy-gess.md"),
        NamedEntity("zhenya_f", "character", "Евгения Карловна Гесс", "characters/evgeniya-gess.md"),
        NamedEntity("fedya", "character", "Фёдор Ильич Жуков", "characters/fedor-zhukov.md"),
        NamedEntity("dasha", "character", "Дарья Фёдоровна Жукова", "characters/darya-zhukova.md"),
        NamedEntity("lyubino", "place", "Любино", "places/lyubino.md"),
        NamedEntity("uspenskoe", "place", "Успенское", "places/uspenskoe.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)


check = stance_checker(JUDGE)


def test_everyday_first_names_are_the_full_ones() -> None:
    assert {"федя"} <= everyday_forms("Фёдор")
    assert {"даша", "дашенька"} <= everyday_forms("дарья")
    assert everyday_forms("Зотова") == frozenset()
    check([
        ("ru", "Вера Игнатьевна Зотова родилась в 1861 году.", "Верочка Зотова родилась в 1864 году.",
         "contradicts"),
        ("ru", "Федя Жуков умер в Любине.", "Фёдор Ильич Жуков скончался в Любине в 1911 году.",
         "agrees"),
        # the patronymic alone names her when no one else bears it
        ("ru", "Игнатьевна умерла в 1930 году.", "Вера Зотова умерла в 1925 году.", "contradicts"),
    ])  # fmt: skip


def test_a_name_both_sexes_share_goes_by_the_verb() -> None:
    check([
        ("ru", "Женя Гесс родилась в 1880 году.", "Евгения Карловна Гесс родилась в 1882 году.",
         "contradicts"),
        # Женя with a feminine verb is not Евгений
        ("ru", "Женя Гесс родилась в 1880 году.", "Евгений Карлович Гесс родился в 1882 году.",
         "none"),
        ("ru", "Женя Гесс родился в 1878 году.", "Евгений Карлович Гесс родился в 1878 году.",
         "agrees"),
    ])  # fmt: skip


def test_a_full_name_is_not_its_sibling_of_the_other_sex() -> None:
    # "Евгения Карловна" has Евгений and Карлович among its lemmas: the exact spelling wins
    check([
        ("ru", "Евгений Карлович Гесс умер в 1930 году.", "Евгения Карловна Гесс умерла в 1941 году.",
         "none"),
    ])  # fmt: skip


def test_two_parts_of_one_name_read_together() -> None:
    # Жуков alone is ambiguous (Фёдор and Дарья); "Даша Жукова" is Дарья
    check([
        ("ru", "Даша Жукова была дочерью Феди Жукова.", "Дарья Фёдоровна приходилась Фёдору Ильичу "
         "сестрой.", "contradicts"),
    ])  # fmt: skip


def test_latin_spellings_of_cyrillic_names_and_places() -> None:
    assert skeleton("Lyubino") == skeleton("Любино")
    assert skeleton("Yekaterinburg") == skeleton("Екатеринбург")
    assert skeleton("Zhukov") != skeleton("Zotova")
    # a sketch keeps no vowels: the surname Lyubin is not the village Любино
    assert skeleton("Lyubin") == skeleton("Любино") and not same_ending("Lyubin", "Любино")
    check([
        ("ru/en", "Вера Зотова родилась в Успенском.", "Vera Zotova was born at Uspenskoye.",
         "agrees"),
        ("ru/de", "Вера Зотова родилась в Любине.", "Vera Zotova wurde in Uspenskoje geboren.",
         "contradicts"),
        ("ru/en", "Федя Жуков умер в Ярославле.", "Fedor Zhukov died at Yaroslavl.", "agrees"),
    ])  # fmt: skip


WESTERN = NameIndex(
    [
        NamedEntity("fabre", "character", "Louis Fabre", "characters/louis-fabre.md"),
        NamedEntity("moreau", "character", "Jacques Moreau", "characters/jacques-moreau.md"),
        NamedEntity("morel", "character", "Jacques Morel", "characters/jacques-morel.md"),
        NamedEntity("girard", "character", "Guillaume Girard", "characters/guillaume-girard.md"),
        NamedEntity("olmedo", "character", "Jaime Olmedo", "characters/jaime-olmedo.md"),
    ]
)  # fmt: skip


def test_french_and_spanish_names_as_russian_writes_them() -> None:
    # Russian transcribes a French or Spanish name by its sound: silent letters
    # dropped (Луи, Моро, Жирар), qu and ch as they sound, the Spanish j as х
    western = stance_checker(RulesJudge(WESTERN))
    western([
        ("ru/en", "Луи Фабр родился в 1850 году.", "Louis Fabre was born in 1852.", "contradicts"),
        ("ru/fr", "Жак Моро никогда не был женат.", "Jacques Moreau épousa Claire Dubois en 1880.",
         "contradicts"),
        ("ru/fr", "Гийом Жирар умер в Лионе.", "Guillaume Girard est mort à Lyon.", "agrees"),
        ("ru/es", "Хайме Ольмедо умер в Севилье.", "Jaime Olmedo murió en Madrid.", "contradicts"),
        # Моро is not Morel: the sound of the name, not its first letters
        ("ru/en", "Жак Моро родился в 1850 году.", "Jacques Morel was born in 1852.", "none"),
    ])  # fmt: skip


def test_dates_in_words_and_both_styles() -> None:
    assert ru_dates.normalize("Летом девятьсот двенадцатого она уехала.") == (
        "Летом 1912 года она уехала."
    )
    assert ru_dates.normalize("в конце шестидесятых") == "в конце 1860-х"
    assert ru_dates.normalize("в сорок восьмом году") == "в 1848 году"
    # near a four-figure year of the same statement: 1921, not 1821
    assert "1921" in ru_dates.normalize("родилась в 1895 году, а в двадцать первом году уехала")
    # the fifth of March is a day, not a year
    assert ru_dates.normalize("пятого марта 1890 года") == "пятого марта 1890 года"
    # a year with its ending, and two figures with one
    assert ru_dates.normalize("Весной 1907-го он уехал.") == "Весной 1907 года он уехал."
    assert ru_dates.normalize("Он умер в 1883-м.") == "Он умер в 1883 году."
    assert ru_dates.normalize("с 94-го года по 1908 год") == "с 1894 года по 1908 год"
    assert ru_dates.normalize("приехал 15-го мая 1901 года") == "приехал 15-го мая 1901 года"
    assert ru_dates.julian_to_gregorian(date(1812, 8, 26)) == date(1812, 9, 7)
    assert ru_dates.julian_to_gregorian(date(1917, 10, 25)) == date(1917, 11, 7)
    check([
        ("ru", "Фёдор Ильич Жуков родился 2 (14) мая 1850 года.", "Федя Жуков родился 14 мая 1850 "
         "года.", "agrees"),
        ("ru", "Федя Жуков родился 2 мая 1850 года по старому стилю.", "Фёдор Ильич Жуков родился "
         "2 мая 1850 года.", "contradicts"),
        ("ru", "Вера Зотова умерла на Рождество 1901 года.", "Вера Игнатьевна умерла 25 декабря "
         "1901 года.", "agrees"),
        ("ru", "Вера Зотова умерла в шестьдесят восьмом году.", "Вера Игнатьевна умерла в 1866 "
         "году.", "contradicts"),
    ])  # fmt: skip


def test_short_adjectives_and_never() -> None:
    assert ru_forms.plain("Он был неграмотен.") == "Он был неграмотный."
    assert ru_forms.plain("Мост был закрыт.") == "Мост был закрыт."  # a participle too
    assert ru_forms.plain("Он так и не женился.") == "Он никогда не женился."
    check([
        ("ru", "Федя был глух.", "Фёдор Ильич слушал соловьёв в саду.", "contradicts"),
        ("ru", "Верочка так и не вышла замуж.", "Вера Игнатьевна вышла замуж в 1885 году.",
         "contradicts"),
        ("ru", "Федя ни разу в жизни не был в Любине.", "Летом 1890 года Фёдор Ильич побывал "
         "в Любине.", "contradicts"),
        ("ru", "Дарья Фёдоровна умерла бездетной.", "Детей у Даши Жуковой не было.", "agrees"),
    ])  # fmt: skip


def test_russian_places_in_cases_and_as_adjectives() -> None:
    check([
        # a village in -ино: "в Любине", "из Любина"
        ("ru", "Федя Жуков уроженец Любина.", "Фёдор Ильич родился в Успенском.", "contradicts"),
        # "Успенская больница" is the hospital of Успенское, not the village
        ("ru", "Больницу в Успенском открыли в 1896 году.", "Успенская больница открылась в "
         "1899 году.", "contradicts"),
        ("ru", "Больницу в Успенском открыли в 1896 году.", "Успенская больница открылась в "
         "1896 году.", "agrees"),
    ])  # fmt: skip


def test_a_post_in_the_instrumental() -> None:
    check([
        ("ru", "Вера Зотова служила в Любине акушеркой.", "Верочка работала в Любине учительницей.",
         "in_tension"),
        ("ru", "Тридцать лет Федя прослужил псаломщиком в Любине.", "Фёдор Ильич был псаломщиком "
         "в Любине двенадцать лет.", "contradicts"),
    ])  # fmt: skip


def test_abbreviated_years_ranges_and_centuries() -> None:
    assert ru_dates.normalize("в 1881 г. в Ельце") == "в 1881 года в Ельце"
    assert ru_dates.normalize("в 1904–1911 гг. она жила") == "с 1904 по 1911 год она жила"
    assert ru_dates.normalize("в середине XIX века") == "с 1840 по 1860 год"
    assert ru_dates.normalize("в 60-х годах") == "в 1860-х годах"
    assert ru_dates.normalize("3.XI.1877") == "3 ноября 1877 года"
    check([
        ("ru", "Федя Жуков родился в 1851 г. в Любине.", "Фёдор Ильич родился в 1853 году.",
         "contradicts"),
        ("ru", "В 1904–1911 гг. Вера Зотова жила в Любине.", "В 1908 году Верочка жила в Ярославле.",
         "contradicts"),
        ("ru", "Вера Зотова родилась в 60-х годах.", "Вера Игнатьевна родилась в 1875 году.",
         "contradicts"),
    ])  # fmt: skip


def test_a_fronted_place_and_an_object_first() -> None:
    """A name after a noun of place is no owner of it ("В Мариинском театре
    Зотова пела": Zotova sang); a name in the accusative before the verb is
    its object ("Веру учил Жуков": Zhukov taught Vera)."""
    check([
        ("ru", "Вера Зотова пела в Мариинском театре.",
         "В Мариинском театре Зотова пела только в сезоне 1898 года.", "qualifies"),
        ("ru", "Вера Зотова — ученица Фёдора Жукова.", "Веру Игнатьевну учил Фёдор Жуков.",
         "agrees"),
        ("ru", "Вера Зотова учила Фёдора Жукова.", "Веру Игнатьевну учил Фёдор Жуков.",
         "contradicts"),
    ])  # fmt: skip


def test_a_count_after_its_noun_is_a_guess() -> None:
    # round 21: "лет девятнадцать", "рабочих триста": about nineteen, about three hundred
    assert ru_forms.plain("Ей было лет девятнадцать.") == "Ей было около девятнадцать лет."
    assert ru_forms.plain("На заводе работало двести рабочих.") == (
        "На заводе работало двести рабочих."
    )
    assert ru_forms.plain("Завод отметил 100-летие.") == "Завод отметил 100-летие."
    check([
        ("ru", "В Любине в 1900 году жило двести человек.",
         "В Любине в 1900 году жило человек триста.", "in_tension"),
        ("ru", "Дарья Фёдоровна родилась в 1850 году.",
         "В 1872 году Даше Жуковой было лет двадцать.", "agrees"),
    ])  # fmt: skip
