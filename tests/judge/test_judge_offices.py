"""Offices, ownership and trades over time, and what a household implies
(dev11-offices, issue 14: `offices.py`, `households.py`, `holdings.py`,
`trades.py`): one holder of a post for the period written, not at a
handover year; a named one's kin and spouse; a seller who owns no longer,
an heir who did not buy, two sole owners at once; a trade for life, a trade
given up and still held. Each test uses sentences of its own, not the
evaluation set's."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("gl", "character", "Gaston Loriot", "characters/gaston-loriot.md"),
        NamedEntity("am", "character", "Armand Mével", "characters/armand-mevel.md"),
        NamedEntity("rb", "character", "Rudolf Behn", "characters/rudolf-behn.md"),
        NamedEntity("ts", "character", "Theo Sievers", "characters/theo-sievers.md"),
        NamedEntity("sk", "character", "Семён Карпов", "characters/semen-karpov.md"),
        NamedEntity("ld", "character", "Лука Дьяконов", "characters/luka-dyakonov.md"),
        NamedEntity("fm", "character", "Fermín Monzón", "characters/fermin-monzon.md"),
        NamedEntity("bc", "character", "Blas Cañete", "characters/blas-canete.md"),
        NamedEntity("wt", "character", "Walter Tonkin", "characters/walter-tonkin.md"),
        NamedEntity("jt", "character", "Jenny Tonkin", "characters/jenny-tonkin.md"),
        NamedEntity("nt", "character", "Ned Tonkin", "characters/ned-tonkin.md"),
        NamedEntity("hg", "character", "Harriet Gool", "characters/harriet-gool.md"),
        NamedEntity("vb", "place", "Saint-Vougay", "places/saint-vougay.md"),
        NamedEntity("kd", "place", "Kellinghusen", "places/kellinghusen.md"),
        NamedEntity("ve", "place", "Вешки", "places/veshki.md"),
        NamedEntity("al", "place", "Alcubillas", "places/alcubillas.md"),
        NamedEntity("tm", "place", "Trenance Mill", "places/trenance-mill.md", ("the mill",)),
        NamedEntity("ho", "place", "Hof Sievers", "places/hof-sievers.md"),
        NamedEntity("ft", "glossary", "Tonkin Tannery", "glossary/tonkin-tannery.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_one_holder_of_a_post_for_the_period_written() -> None:
    check([
        ("fr", "Gaston Loriot fut maire de Saint-Vougay de 1901 à 1912.",
         "En 1906, le maire de Saint-Vougay était Armand Mével.", "contradicts"),
        ("de", "Rudolf Behn war von 1871 bis 1883 Bürgermeister von Kellinghusen.",
         "1877 war Theo Sievers Bürgermeister von Kellinghusen.", "contradicts"),
        ("ru", "Семён Карпов был городским головой Вешек с 1890 по 1901 год.",
         "В 1895 году городским головой Вешек был Лука Дьяконов.", "contradicts"),
        ("es", "Fermín Monzón fue alcalde de Alcubillas de 1910 a 1918.",
         "En 1914 el alcalde de Alcubillas era Blas Cañete.", "contradicts"),
    ])  # fmt: skip


def test_a_handover_year_another_period_or_two_terms_are_no_conflict() -> None:
    check([
        ("fr", "Gaston Loriot fut maire de Saint-Vougay de 1901 à 1912.",
         "En 1911, le maire de Saint-Vougay était Armand Mével.", "contradicts"),
        ("fr", "Gaston Loriot fut maire de Saint-Vougay de 1901 à 1912.",
         "En 1912, le maire de Saint-Vougay était Armand Mével.", "none"),
        ("de", "Rudolf Behn war von 1871 bis 1883 Bürgermeister von Kellinghusen.",
         "1890 war Theo Sievers Bürgermeister von Kellinghusen.", "none"),
        ("de", "Rudolf Behn war bis 1883 Bürgermeister von Kellinghusen.",
         "1877 war Theo Sievers Bürgermeister von Kellinghusen.", "none"),
        ("es", "Fermín Monzón fue alcalde de Alcubillas de 1910 a 1912 y de 1916 a 1918.",
         "En 1914 el alcalde de Alcubillas era Blas Cañete.", "none"),
    ])  # fmt: skip


def test_a_named_ones_kin_and_spouse() -> None:
    check([
        ("de", "Theo Sievers hatte keine Kinder.",
         "Theo Sievers' Sohn wanderte 1890 nach Amerika aus.", "contradicts"),
        ("de", "Theo Sievers hatte keine Kinder.",
         "Die Tochter von Theo Sievers heiratete 1890 einen Müller.", "contradicts"),
        ("es", "Blas Cañete nunca se casó.",
         "La mujer de Blas Cañete vendía pan en la plaza.", "contradicts"),
        ("ru", "Лука Дьяконов так и не женился.",
         "Жена Луки Дьяконова торговала в лавке.", "contradicts"),
        ("ru", "У Луки Дьяконова не было братьев.",
         "Сводный брат Луки Дьяконова жил в Твери.", "none"),
    ])  # fmt: skip


def test_kin_apposed_to_a_name_is_another_ones() -> None:
    check([
        ("en", "Walter Tonkin died childless.",
         "His daughter Jenny ran the tannery after Walter's death.", "contradicts"),
        ("en", "Walter Tonkin died childless.",
         "His niece Jenny ran the tannery after Walter's death.", "none"),
        ("en", "Ned Tonkin had no children.",
         "His daughter Jenny ran the tannery after Walter's death.", "none"),
    ])  # fmt: skip


def test_a_seller_owns_no_longer_an_heir_did_not_buy() -> None:
    check([
        ("en", "Walter Tonkin owned Trenance Mill until 1902.",
         "Walter Tonkin sold Trenance Mill in 1889.", "contradicts"),
        ("en", "Walter Tonkin owned Trenance Mill until 1902.",
         "Walter Tonkin bought Trenance Mill in 1889.", "none"),
        ("de", "Theo Sievers erbte den Hof Sievers von seiner Mutter.",
         "Theo Sievers kaufte den Hof Sievers 1881.", "contradicts"),
        ("en", "Walter Tonkin inherited Trenance Mill.",
         "Walter Tonkin sold Trenance Mill in 1889.", "none"),
        ("en", "Walter Tonkin owned Trenance Mill until 1902.",
         "Trenance Mill was sold to Walter Tonkin in 1889.", "none"),
    ])  # fmt: skip


def test_two_sole_owners_at_once_not_a_share_nor_a_succession() -> None:
    check([
        ("fr", "Armand Mével posséda Trenance Mill de 1870 à 1890.",
         "En 1880, Trenance Mill appartenait à Gaston Loriot.", "contradicts"),
        ("fr", "Armand Mével posséda la moitié de Trenance Mill de 1870 à 1890.",
         "En 1880, Trenance Mill appartenait à Gaston Loriot.", "none"),
        ("fr", "Armand Mével posséda Trenance Mill de 1870 à 1890.",
         "En 1890, Trenance Mill appartenait à Gaston Loriot.", "none"),
        ("en", "Tonkin Tannery belonged to Harriet Gool.",
         "Walter Tonkin founded Tonkin Tannery and ran it until his death.", "contradicts"),
        ("en", "Tonkin Tannery belonged to Harriet Gool.",
         "Walter Tonkin founded Tonkin Tannery.", "none"),
    ])  # fmt: skip


def test_a_trade_for_life_against_another() -> None:
    check([
        ("en", "Ned Tonkin was a tanner all his life.",
         "Ned Tonkin worked as a postman in Truro for ten years.", "contradicts"),
        ("es", "Blas Cañete fue pastor toda su vida.",
         "Blas Cañete trabajó como carretero en Cádiz.", "contradicts"),
        ("en", "Ned Tonkin was a tanner all his life.",
         "Ned Tonkin was also a lay preacher.", "none"),
        ("en", "Ned Tonkin was a tanner.",
         "Ned Tonkin worked as a postman in Truro for ten years.", "none"),
        ("fr", "Armand Mével fut fidèle toute sa vie.",
         "Armand Mével travailla comme facteur à Brest.", "none"),
        ("en", "Ned Tonkin was loyal all his life.",
         "Ned Tonkin worked as a postman in Truro for ten years.", "none"),
    ])  # fmt: skip


def test_a_trade_given_up_and_still_held() -> None:
    check([
        ("en", "Harriet Gool was a governess until her marriage in 1868.",
         "In 1872 Harriet Gool still taught the Tonkin children.", "contradicts"),
        ("de", "Theo Sievers war Lehrer, bis er 1880 den Hof erbte.",
         "1885 unterrichtete Theo Sievers noch an der Dorfschule.", "contradicts"),
        ("en", "Harriet Gool was a governess until her marriage in 1868.",
         "In 1865 Harriet Gool still taught the Tonkin children.", "none"),
    ])  # fmt: skip


def test_the_widow_of_a_calling_and_a_name() -> None:
    check([
        ("de", "Harriet Gool war die Witwe des Gerbers Walter Tonkin.",
         "Walter Tonkin überlebte Harriet Gool um zehn Jahre.", "contradicts"),
        ("en", "Harriet Gool was the widow of the tanner Walter Tonkin.",
         "Walter Tonkin outlived Harriet Gool by ten years.", "contradicts"),
        ("en", "Harriet Gool was the widow of a tanner and Walter Tonkin's cousin.",
         "Walter Tonkin outlived Harriet Gool by ten years.", "none"),
    ])  # fmt: skip


def test_still_owned_after_a_sale_and_a_trade_one_remained_in() -> None:
    check([
        ("de", "Theo Sievers verkaufte den Hof Sievers 1878.",
         "Theo Sievers besaß den Hof Sievers noch 1884.", "contradicts"),
        ("de", "Theo Sievers verkaufte den Hof Sievers 1878.",
         "Theo Sievers besaß den Hof Sievers 1874.", "none"),
        ("ru", "Семён Карпов купил дом в Вешках в 1875 году.",
         "Семён Карпов получил Вешки в наследство от деда.", "none"),  # another thing
        ("de", "Rudolf Behn blieb sein Leben lang Fischer.",
         "Rudolf Behn arbeitete als Knecht in Kellinghusen.", "contradicts"),
    ])  # fmt: skip


def test_opening_a_building_is_its_opening() -> None:
    # round 21: "Gaston Loriot opened the school in 1867" dates the school's opening, as
    # "founded" and "built" date theirs; a door or a letter opened is no event of a thing
    check([
        ("en", "Gaston Loriot opened the school in 1867.", "The school was opened in 1870.",
         "contradicts"),
        ("fr", "Gaston Loriot ouvrit l'école en 1867.", "L'école fut inaugurée en 1867.",
         "agrees"),
        ("de", "Theo Sievers eröffnete die Schule 1867.", "Die Schule wurde 1870 eröffnet.",
         "contradicts"),
        ("es", "Fermín Monzón abrió la escuela en 1867.", "La escuela se inauguró en 1870.",
         "contradicts"),
        ("ru", "Семён Карпов открыл училище в 1867 году.", "Училище открылось в 1870 году.",
         "contradicts"),
        ("en", "Walter Tonkin opened the door in 1867.", "Walter Tonkin opened the door in 1870.",
         "none"),
    ])  # fmt: skip


def test_remaining_the_property_of_the_seller() -> None:
    # round 21: "remained the property of", "blieb im Besitz von", "resta la propriété de",
    # "siguió siendo propiedad de", "оставалась собственностью": owned until then
    check([
        ("en", "In 1913 Walter Tonkin sold the Tonkin Tannery.",
         "The Tonkin Tannery remained the property of Walter Tonkin until 1918.", "contradicts"),
        ("fr", "En 1913, Walter Tonkin vendit la Tonkin Tannery.",
         "La Tonkin Tannery resta la propriété de Walter Tonkin jusqu'en 1918.", "contradicts"),
        ("de", "1913 verkaufte Walter Tonkin die Tonkin Tannery.",
         "Die Tonkin Tannery blieb bis 1918 im Besitz von Walter Tonkin.", "contradicts"),
        ("es", "En 1913 Walter Tonkin vendió la Tonkin Tannery.",
         "La Tonkin Tannery siguió siendo propiedad de Walter Tonkin hasta 1918.",
         "contradicts"),
        ("ru", "В 1913 году Семён Карпов продал Tonkin Tannery.",
         "Tonkin Tannery оставалась собственностью Семёна Карпова до 1918 года.",
         "contradicts"),
        # "the property" without an owner after it is an estate
        ("en", "In 1913 Walter Tonkin sold the property at Kellinghusen.",
         "Walter Tonkin sold the tannery in 1913.", "none"),
    ])  # fmt: skip
