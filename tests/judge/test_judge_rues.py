"""The rules judge on Russian and Spanish as writers write them (issue 14,
dev4-rues): idioms of birth, age and life, Russian prefixed verbs, hedges,
zero counts, impersonal passives, lifelong stays, "no … sino", symmetric
weddings. Each test uses sentences of its own, not the evaluation sets'."""

from __future__ import annotations

from judge_stances import StanceCheck
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("vil", "place", "Villaseca", "places/villaseca.md"),
        NamedEntity("pil", "character", "Pilar Sotomayor", "characters/pilar-sotomayor.md"),
        NamedEntity("jai", "character", "Jaime Olmedo", "characters/jaime-olmedo.md"),
        NamedEntity("gleb", "character", "Глеб Курочкин", "characters/gleb-kurochkin.md"),
        NamedEntity("zoya", "character", "Зоя Левашова", "characters/zoya-levashova.md"),
    ]
)  # fmt: skip
check = StanceCheck(RulesJudge(NAMES)).check


def test_russian_birth_place_after_rodom() -> None:
    check([
        ("ru", "Глеб Курочкин родился в Туле.", "Родом Глеб Курочкин из Калуги.", "contradicts"),
        ("ru", "Глеб Курочкин родился в Туле.", "Глеб Курочкин родом из Тулы.", "agrees"),
    ])  # fmt: skip


def test_russian_age_ot_rodu() -> None:
    check([
        ("ru", "Глеб Курочкин умер в возрасте 60 лет.",
         "Глеб Курочкин умер шестидесяти трёх лет от роду.", "contradicts"),
    ])  # fmt: skip


def test_russian_prefixed_verb_of_a_whole_period_is_employment() -> None:
    check([
        ("ru", "Всю жизнь Глеб Курочкин проработал только на кирпичном заводе.",
         "Глеб Курочкин работал в земской школе.", "contradicts"),
    ])  # fmt: skip


def test_wedding_idioms() -> None:
    check([
        ("es", "Pilar Sotomayor nunca contrajo matrimonio.", "Pilar Sotomayor se casó en 1902.",
         "contradicts"),
        ("ru", "Зоя Левашова так и не вступила в брак.", "Зоя Левашова вышла замуж в 1902 году.",
         "contradicts"),
    ])  # fmt: skip


def test_alive_after_a_preposition() -> None:
    check([
        ("es", "Pilar Sotomayor murió en 1930.", "En 1933 Pilar Sotomayor seguía con vida.",
         "contradicts"),
        ("es", "Pilar Sotomayor murió en 1930.", "En 1925 Pilar Sotomayor seguía con vida.",
         "none"),
        ("ru", "Глеб Курочкин погиб в 1916 году.", "В 1918 году Глеб Курочкин был ещё в живых.",
         "contradicts"),
    ])  # fmt: skip


def test_spanish_en_torno_a_is_a_hedge() -> None:
    check([
        ("es", "En Villaseca vivían en torno a 500 personas.", "En Villaseca vivían 800 personas.",
         "contradicts"),
        ("es", "En Villaseca vivían en torno a 500 personas.", "En Villaseca vivían 650 personas.",
         "in_tension"),
        ("es", "Villaseca tenía en torno a 500 habitantes.", "Villaseca tenía 510 habitantes.",
         "agrees"),
        ("es", "Jaime Olmedo nació en torno a 1850.", "Jaime Olmedo nació en 1858.",
         "in_tension"),
    ])  # fmt: skip


def test_an_impersonal_plural_is_a_passive() -> None:
    check([
        ("ru", "Зою Левашову крестили в 1870 году.", "Зоя Левашова крещена в 1873 году.",
         "contradicts"),
        ("ru", "Каменный мост через Упу построили в 1881 году.",
         "Каменный мост через Упу был построен в 1881 году.", "agrees"),
        ("es", "A Jaime Olmedo lo bautizaron en 1870.", "Jaime Olmedo fue bautizado en 1874.",
         "contradicts"),
        ("es", "La ermita de Villaseca la construyeron en 1820.",
         "La ermita de Villaseca fue construida en 1826.", "contradicts"),
        # an agent of the plural verb: nothing is said of the subject's own building
        ("es", "Los vecinos de Villaseca la construyeron en 1820.",
         "Los vecinos de Villaseca fueron construidos en 1826.", "none"),
        ("ru", "Зоя Левашова и Глеб Курочкин построили дом в 1900 году.",
         "Зоя Левашова построена в 1890 году.", "none"),
    ])  # fmt: skip


def test_kin_without_a_figure() -> None:
    check([
        # none: the noun first in Russian, or after "without" a death or state verb
        ("ru", "Зоя Левашова детей не имела.", "У Зои Левашовой было двое детей.", "contradicts"),
        ("es", "Pilar Sotomayor murió sin hijos.", "Pilar Sotomayor tuvo dos hijos.",
         "contradicts"),
        ("ru", "Глеб Курочкин умер без детей.", "У Глеба Курочкина было четверо детей.",
         "contradicts"),
        ("es", "Pilar Sotomayor viajó a Cuba sin hijos.", "Pilar Sotomayor tuvo dos hijos.",
         "none"),
        # at least one: a relative of the subject, or "had a daughter"
        ("es", "Jaime Olmedo no tuvo hijos.", "El hijo menor de Jaime Olmedo nació en 1890.",
         "contradicts"),
        ("ru", "Глеб Курочкин детей не имел.", "У Глеба Курочкина был сын Пётр.", "contradicts"),
        ("es", "Pilar Sotomayor tuvo una hija.", "Pilar Sotomayor tuvo dos hijas.", "none"),
        ("ru", "Дочь Зои Левашовой родилась в 1901 году.", "У Зои Левашовой было три дочери.",
         "none"),
    ])  # fmt: skip


def test_a_wedding_is_both_spouses() -> None:
    check([
        ("es", "Jaime Olmedo se casó con Pilar Sotomayor en 1890.",
         "Pilar Sotomayor se casó con Jaime Olmedo en 1894.", "contradicts"),
        ("es", "Jaime Olmedo se casó con Pilar Sotomayor en 1890.",
         "Pilar Sotomayor y Jaime Olmedo se casaron en 1890.", "agrees"),
        ("ru", "Глеб Курочкин женился на Зое Левашовой в 1900 году.",
         "Зоя Левашова вышла замуж за Глеба Курочкина в 1903 году.", "contradicts"),
        # no spouse named: the wedding at two dates (in tension before round 41, "one may
        # have married twice"; every independent writer reads it as one wedding)
        ("ru", "Зоя Левашова вышла замуж в 1900 году.", "Зоя Левашова вышла замуж в 1907 году.",
         "contradicts"),
        ("ru", "Зоя Левашова вышла замуж в 1900 году.",
         "Зоя Левашова снова вышла замуж в 1907 году.", "none"),
    ])  # fmt: skip


def test_two_spouses_are_two_weddings_not_an_agreement() -> None:
    check([
        # two notes married at dates that do not meet: two weddings, nothing
        # agrees (both say "married", but not the same marriage)
        ("es", "Pilar Sotomayor se casó con Jaime Olmedo en 1890.",
         "Pilar Sotomayor se casó con Glebo Ruiz en 1899.", "none"),
        # another spouse with a date missing: she may have married twice
        ("es", "Pilar Sotomayor se casó con Tomás Vidal.",
         "Pilar Sotomayor se casó con Glebo Ruiz en 1899.", "in_tension"),
        # a note and a name no note describes may be one person: not told
        ("es", "Pilar Sotomayor se casó con Jaime Olmedo.",
         "Pilar Sotomayor se casó con Glebo Ruiz en 1899.", "none"),
        ("es", "Pilar Sotomayor se casó con Glebo Ruiz.",
         "Pilar Sotomayor se casó con Tomás Vidal.", "in_tension"),
        # "su marido", unnamed and at no time, may be another (since round 25:
        # independent writers pair such statements as often in contradiction)
        ("es", "Pilar Sotomayor se casó con Jaime Olmedo en 1890.",
         "Pilar Sotomayor vivía con su marido en Villaseca.", "none"),
        # a husband mentioned on both sides: neither says she was married, no agreement
        ("en", "Pilar Sotomayor lived with her husband in Villaseca.",
         "Pilar Sotomayor nursed her husband through the winter of 1890.", "none"),
        ("es", "Pilar Sotomayor vivía con su marido en Villaseca.",
         "Pilar Sotomayor cuidó a su marido durante el invierno de 1890.", "none"),
        # a name and a part of it are one spouse
        ("es", "Pilar Sotomayor se casó con Glebo Ruiz en 1899.",
         "Pilar Sotomayor se casó con Ruiz en 1899.", "agrees"),
        ("es", "Pilar Sotomayor se casó con Glebo Ruiz en 1899.",
         "Pilar Sotomayor se casó con Ruiz en 1895.", "contradicts"),
    ])  # fmt: skip


def test_a_wedding_at_another_date_unless_it_is_a_later_one() -> None:
    check([
        # a spouse named on one side only: two dates contradict, as with none (in
        # tension before round 41)
        ("es", "Jaime Olmedo se casó con Pilar Sotomayor en 1890.",
         "Pilar Sotomayor se casó en 1892.", "contradicts"),
        ("ru", "Глеб Курочкин женился на Зое Левашовой в 1890 году.",
         "Зоя Левашова вышла замуж в 1893 году.", "contradicts"),
        # a later wedding ("again", "erneut", "volvió a casarse", "снова") is
        # neither a tension with the first nor the same marriage
        ("es", "Pilar Sotomayor se casó en 1890.", "Pilar Sotomayor volvió a casarse en 1895.",
         "none"),
        ("en", "Pilar Sotomayor married Jaime Olmedo in 1890.",
         "Pilar Sotomayor married again in 1895.", "none"),
        ("de", "Pilar Sotomayor heiratete 1890.", "Pilar Sotomayor heiratete 1895 erneut.", "none"),
        ("ru", "Зоя Левашова вышла замуж в 1890 году.",
         "В 1895 году Зоя Левашова снова вышла замуж.", "none"),
        ("en", "Pilar Sotomayor never married.", "Pilar Sotomayor married again in 1895.",
         "contradicts"),
        ("en", "Pilar Sotomayor married only once.", "Pilar Sotomayor married again in 1895.",
         "contradicts"),
    ])  # fmt: skip


def test_russian_ages_in_compound_adjectives_and_after_goda() -> None:
    check([
        ("ru", "Зоя Левашова родилась в 1860 году.",
         "В 1885 году двадцатипятилетняя Зоя Левашова вышла замуж.", "agrees"),
        ("ru", "Зоя Левашова родилась в 1860 году.",
         "В 1885 году тридцатилетняя Зоя Левашова вышла замуж.", "contradicts"),
        ("ru", "Глеб Курочкин умер в возрасте семидесяти лет.",
         "Семидесятитрёхлетний Глеб Курочкин умер в 1930 году.", "contradicts"),
        # "N года" (2–4 in the last digit) is years, as "N лет" is
        ("ru", "Глеб Курочкин прожил 63 года.", "Глеб Курочкин умер в возрасте 63 лет.",
         "agrees"),
        ("ru", "Глеб Курочкин умер, когда ему было 42 года.",
         "Глеб Курочкин умер в возрасте 45 лет.", "contradicts"),
    ])  # fmt: skip


def test_an_age_in_a_when_clause_is_the_events() -> None:
    check([
        ("es", "Jaime Olmedo murió cuando tenía 75 años.", "Jaime Olmedo murió a los 78 años.",
         "contradicts"),
        ("es", "Jaime Olmedo se casó cuando tenía 25 años.", "Jaime Olmedo murió a los 25 años.",
         "none"),
        ("ru", "Зоя Левашова умерла, когда ей было шестьдесят лет.",
         "Зоя Левашова умерла в возрасте 60 лет.", "agrees"),
    ])  # fmt: skip


def test_a_russian_ne_adjective_is_the_other_side() -> None:
    check([
        ("ru", "Глеб Курочкин был высокого роста.", "Глеб Курочкин был невысоким.",
         "contradicts"),
        ("ru", "Глеб Курочкин был невысоким.", "Глеб Курочкин был низким.", "agrees"),
        ("ru", "Зоя Левашова была богата.", "Зоя Левашова была небогата.", "contradicts"),
    ])  # fmt: skip


def test_a_source_phrase_lends_its_date() -> None:
    check([
        ("es", "En 1910 Villaseca tenía 900 habitantes.",
         "Según el censo de 1910, Villaseca contaba con 1.100 habitantes.", "contradicts"),
        ("es", "En 1920 Villaseca tenía 900 habitantes.",
         "Según el censo de 1910, Villaseca contaba con 1.100 habitantes.", "none"),
    ])  # fmt: skip


def test_people_counted_after_their_verb() -> None:
    check([
        ("es", "En 1910 la fábrica de loza de Villaseca tenía 40 obreros.",
         "En 1910 trabajaban 55 obreros en la fábrica de loza de Villaseca.", "contradicts"),
        ("es", "En Villaseca vivían 700 personas en 1900.", "En 1900 Villaseca tenía 700 habitantes.",
         "agrees"),
        # the people who lived there, not how many lived at another time
        ("es", "En Villaseca vivían 700 personas en 1900.", "En 1930 Villaseca tenía 900 habitantes.",
         "none"),
    ])  # fmt: skip


def test_a_correction_after_a_denial_states_the_value() -> None:
    check([
        ("es", "Pilar Sotomayor no nació en Toledo, sino en Cuenca.",
         "Pilar Sotomayor nació en Toledo.", "contradicts"),
        ("es", "Pilar Sotomayor no vivió en Toledo sino en Cuenca.",
         "Pilar Sotomayor vivió en Cuenca.", "agrees"),
        ("ru", "Зоя Левашова родилась не в Туле, а в Калуге.", "Зоя Левашова родилась в Туле.",
         "contradicts"),
        ("en", "Jaime Olmedo was not born in 1850 but in 1852.", "Jaime Olmedo was born in 1852.",
         "agrees"),
        # "а" joining another subject's clause is no correction
        ("ru", "Зоя Левашова не жила в Туле, а Глеб Курочкин жил в Калуге.",
         "Зоя Левашова жила в Калуге.", "none"),
    ])  # fmt: skip


def test_russian_ne_stalo_is_a_death() -> None:
    check([
        ("ru", "Глеб Курочкин умер в 1921 году.", "Глеба Курочкина не стало в 1923 году.",
         "contradicts"),
        ("ru", "Глеб Курочкин умер в 1921 году.", "Глеба Курочкина не стало в 1921 году.",
         "agrees"),
    ])  # fmt: skip


def test_a_fronted_when_clause_without_a_subject_is_the_main_subjects_event() -> None:
    check([
        ("es", "Cuando murió en 1931, Jaime Olmedo vivía en Toledo.",
         "Jaime Olmedo murió en 1936.", "contradicts"),
        ("en", "When she died in 1931, Pilar Sotomayor lived in Toledo.",
         "Pilar Sotomayor died in 1931.", "agrees"),
        # the when-clause has a subject of its own: another person's death
        ("es", "Cuando Jaime Olmedo murió en 1931, Pilar Sotomayor vivía en Toledo.",
         "Pilar Sotomayor murió en 1936.", "none"),
    ])  # fmt: skip
