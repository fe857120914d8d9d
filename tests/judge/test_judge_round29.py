"""Round 29 (issue 14): a tenure told as a period and as a span across
languages and with the words of holding an office ("held the office of",
"membre du conseil"); a Russian name after a verb of being is no short
adjective ("была мэром Хальверна"); an age at an event one statement does
not date is dated by the other's telling of it ("married at 35" / "married
in 1872"); a clause opened by "and" has its own date ("was born in 1850 and
came to Halvern in 1880": the coming in 1880). Sentences of our own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("anna", "character", "Anna Volkova", "characters/anna-volkova.md",
                    ("Анна Волкова", "Анны Волковой", "Анне Волковой")),
        NamedEntity("piet", "character", "Piet Claes", "characters/piet-claes.md",
                    ("Пит Клас", "Пита Класа")),
        NamedEntity("halvern", "place", "Halvern", "places/halvern.md", ("Хальверн",)),
        NamedEntity("council", "glossary", "Town Council", "glossary/town-council.md",
                    ("the council", "conseil municipal", "Stadtrat")),
        NamedEntity("bank", "glossary", "Halvern Savings Bank", "glossary/bank.md",
                    ("Sparkasse Halvern", "Caisse d'épargne de Halvern", "Caja de Ahorros de Halvern",
                     "Сберегательная касса Хальверна", "Сберегательной кассе Хальверна")),
        NamedEntity("pump", "glossary", "Kellet Pumping Station", "glossary/pump.md",
                    ("Насосная станция Келлет", "насосной станции Келлет")),
        NamedEntity("engine", "glossary", "Engine", "glossary/engine.md", ("Машина", "машины")),
        NamedEntity("bridge", "place", "Kellet Bridge", "places/kellet-bridge.md",
                    ("Kelletbrücke", "мост Келлет", "моста Келлет", "Мост Келлет")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_tenure_with_the_words_of_an_office_and_across_languages() -> None:
    check([
        ("en", "Anna Volkova held the office of mayor from 1880 to 1892.", "Anna Volkova was "
         "mayor for twelve years.", "agrees"),
        ("en", "Anna Volkova held the office of mayor from 1880 to 1892.", "Anna Volkova was "
         "mayor for twenty years.", "contradicts"),
        ("fr", "Anna Volkova fut membre du conseil municipal de 1880 à 1892.", "Anna Volkova "
         "siégea douze ans au conseil municipal.", "agrees"),
        ("en/ru", "Anna Volkova was mayor of Halvern from 1880 to 1892.", "Анна Волкова "
         "двенадцать лет была мэром Хальверна.", "agrees"),
        ("en/ru", "Anna Volkova was mayor of Halvern from 1880 to 1892.", "Анна Волкова "
         "тридцать лет была мэром Хальверна.", "contradicts"),
    ])  # fmt: skip


def test_a_russian_name_after_a_verb_of_being_is_no_short_adjective() -> None:
    check([
        ("ru", "Анна Волкова была мэром Хальверна в 1880 году.", "Анна Волкова была мэром "
         "Хальверна в 1880 году.", "agrees"),
        # the mayor of Halvern, not of "Хальверная"; another town says nothing of it
        ("ru/en", "Анна Волкова была мэром Хальверна.", "Anna Volkova was mayor of Halvern.",
         "agrees"),
    ])  # fmt: skip


def test_an_age_at_an_event_is_dated_by_the_other_statement() -> None:
    check([
        ("en", "Anna Volkova was born in 1850 and married Piet Claes in 1872.", "Anna Volkova "
         "married Piet Claes at the age of 35.", "contradicts"),
        ("en", "Anna Volkova was born in 1850 and married Piet Claes in 1872.", "Anna Volkova "
         "married Piet Claes at the age of 22.", "agrees"),
        ("en", "Anna Volkova, born in 1850, came to Halvern in 1880.", "Anna Volkova was twenty "
         "when she came to Halvern.", "contradicts"),
        ("fr", "Anna Volkova, née en 1850, arriva à Halvern en 1880.", "Anna Volkova avait "
         "vingt ans lorsqu'elle arriva à Halvern.", "contradicts"),
        ("ru", "Анна Волкова родилась в 1850 году и приехала в Хальверн в 1880 году.", "Анна "
         "Волкова приехала в Хальверн двадцатилетней.", "contradicts"),
        # no date of the event anywhere: nothing to reckon the age from
        ("en", "Anna Volkova was born in 1850.", "Anna Volkova was twenty when she came to "
         "Halvern.", "none"),
    ])  # fmt: skip


def test_a_clause_opened_by_and_has_its_own_date() -> None:
    check([
        ("en", "Anna Volkova was born in 1850 and came to Halvern in 1880.", "Anna Volkova came "
         "to Halvern in 1850.", "contradicts"),
        ("es", "Anna Volkova nació en 1850 y llegó a Halvern en 1880.", "Anna Volkova llegó a "
         "Halvern en 1850.", "contradicts"),
        ("fr", "Anna Volkova naquit en 1850 et arriva à Halvern en 1880.", "Anna Volkova "
         "arriva à Halvern en 1880.", "agrees"),
        # one date for the whole sentence, fronted: both clauses happen then
        ("en", "In 1880 Anna Volkova came to Halvern.", "Anna Volkova came to Halvern in 1880.",
         "agrees"),
    ])  # fmt: skip


def test_an_age_at_an_event_its_own_statement_dates() -> None:
    check([
        ("ru", "Анна Волкова родилась в 1850 году.", "В 1885 году, в возрасте тридцати лет, Анна "
         "Волкова приехала в Хальверн.", "contradicts"),
        ("de", "Anna Volkova wurde 1850 geboren.", "Mit zwanzig Jahren besuchte Anna Volkova "
         "1880 zum ersten Mal Halvern.", "contradicts"),
        ("de", "Anna Volkova wurde 1850 geboren.", "Mit dreißig Jahren besuchte Anna Volkova "
         "1880 zum ersten Mal Halvern.", "agrees"),
    ])  # fmt: skip


def test_a_place_after_on_an_island_or_a_hamlet() -> None:
    check([
        ("ru", "Анна Волкова умерла в 1890 году в Хальверне.", "Анна Волкова умерла в 1890 году "
         "на Мадейре.", "contradicts"),
        ("en", "Anna Volkova died in Halvern in 1890.", "Anna Volkova died in 1890 on Madeira.",
         "contradicts"),
        ("ru", "Анна Волкова родилась на хуторе Бережки.", "Анна Волкова родилась в Хальверне.",
         "contradicts"),
        ("de", "Anna Volkova wurde 1850 auf Föhr geboren.", "Anna Volkova wurde 1850 in "
         "Halvern geboren.", "contradicts"),
        # a day or a feast after "on", a language after "auf", is no place
        ("en", "Anna Volkova died in Halvern in 1890.", "Anna Volkova died in 1890 on Easter "
         "Sunday.", "agrees"),
        ("de", "Anna Volkova wurde 1850 in Halvern geboren.", "Anna Volkova wurde 1850 geboren "
         "und schrieb auf Deutsch.", "agrees"),
    ])  # fmt: skip


def test_a_part_of_a_note_and_the_note_that_has_it_are_one_subject() -> None:
    check([
        ("de", "Die Spannweite der Kelletbrücke beträgt 40 Meter.", "Die Kelletbrücke hat eine "
         "Spannweite von 45 Metern.", "contradicts"),
        ("ru", "Пролёт моста Келлет составляет 40 метров.", "Мост Келлет имеет пролёт в 40 "
         "метров.", "agrees"),
    ])  # fmt: skip


def test_a_thing_s_anniversary_is_its_age_and_dates_its_founding() -> None:
    check([
        ("en", "The Halvern Savings Bank was founded in 1830.", "In 1875 the Halvern Savings Bank "
         "celebrated its 50th anniversary.", "contradicts"),
        ("en", "The Halvern Savings Bank was founded in 1825.", "In 1875 the Halvern Savings Bank "
         "celebrated its fiftieth anniversary.", "agrees"),
        ("de", "Die Sparkasse Halvern wurde 1830 gegründet.", "Im Jahr 1875 feierte die "
         "Sparkasse Halvern ihr fünfzigjähriges Bestehen.", "contradicts"),
        ("fr", "La Caisse d'épargne de Halvern fut fondée en 1825.", "En 1875, la Caisse "
         "d'épargne de Halvern fêta son cinquantenaire.", "agrees"),
        ("es", "La Caja de Ahorros de Halvern se fundó en 1830.", "En 1875 la Caja de Ahorros de "
         "Halvern celebró su cincuenta aniversario.", "contradicts"),
        ("ru", "Сберегательная касса Хальверна была основана в 1830 году.", "В 1875 году "
         "Сберегательной кассе Хальверна исполнилось пятьдесят лет.", "contradicts"),
        # the centenary of someone else is not the subject's age
        ("fr", "La Caisse d'épargne de Halvern fut fondée en 1830.", "En 1875, la Caisse "
         "d'épargne de Halvern fêta le centenaire de son fondateur.", "none"),
    ])  # fmt: skip


def test_a_native_of_a_nation_is_born_in_no_place_of_that_name() -> None:
    check([
        # a Swede by birth may be born in any Swedish town: no place "Schwede"
        ("de", "Anna Volkova war gebürtige Schwedin.", "Anna Volkova wurde in Stockholm geboren.",
         "none"),
        ("de", "Die gebürtige Schwedin Anna Volkova kam 1880 nach Halvern.", "Anna Volkova wurde "
         "in Stockholm geboren.", "none"),
        ("de", "Die gebürtige Mainzerin Anna Volkova kam 1880 nach Halvern.", "Anna Volkova "
         "wurde in Halvern geboren.", "contradicts"),
    ])  # fmt: skip


def test_a_census_dates_its_clause_and_a_thousand_is_a_figure() -> None:
    check([
        ("ru", "По переписи 1890 года в Хальверне жило 3000 человек.", "В 1890 году в Хальверне "
         "жило 1000 человек.", "contradicts"),
        ("ru", "По переписи 1890 года в Хальверне жило 3000 человек.", "В 1890 году в Хальверне "
         "жило 3000 человек.", "agrees"),
        ("en", "In 1890 Halvern had 3,000 inhabitants.", "The population of Halvern in 1890 was "
         "a mere thousand souls.", "contradicts"),
        # a bare figure a population comes to is no year, when the year is said besides
        ("ru", "В 1890 году в Хальверне жило 3000 человек.", "В 1890 году население Хальверна "
         "составляло 1200.", "contradicts"),
        ("de", "Halvern hatte 1890 3000 Einwohner.", "Die Einwohnerzahl von Halvern lag 1890 bei "
         "3000.", "agrees"),
        ("en", "In 1890 Halvern had 3,000 inhabitants.", "The population of Halvern was counted "
         "in 1890.", "none"),
        # "un millier", "un millar": about a thousand; under one and a half times off only
        # in tension (three times before round 32, twice before round 44)
        ("fr", "En 1890, Halvern comptait 1 800 habitants.", "En 1890, Halvern comptait un "
         "millier d'habitants.", "contradicts"),
        ("fr", "En 1890, Halvern comptait 1 300 habitants.", "En 1890, Halvern comptait un "
         "millier d'habitants.", "in_tension"),
        ("es", "En 1890 Halvern tenía 1.000 habitantes.", "En 1890 Halvern tenía un millar de "
         "habitantes.", "agrees"),
    ])  # fmt: skip


def test_a_fever_is_an_illness_and_se_noyer_is_drowning() -> None:
    check([
        ("en", "Anna Volkova died of a fever in 1890.", "Anna Volkova drowned in the canal in "
         "1890.", "contradicts"),
        ("de", "Anna Volkova starb 1890 am Fieber.", "Anna Volkova starb 1890 an Typhus.",
         "qualifies"),
        ("fr", "Anna Volkova mourut de la tuberculose en 1890.", "Anna Volkova se noya dans le "
         "canal en 1890.", "contradicts"),
    ])  # fmt: skip


def test_a_works_output_and_an_engine_s_power_are_the_owner_s() -> None:
    check([
        ("ru", "Производительность насосной станции Келлет составляла 500 кубометров в час.",
         "Насосная станция Келлет перекачивала 800 кубометров в час.", "contradicts"),
        ("ru", "Мощность машины составляла 40 лошадиных сил.", "Машина имела мощность 60 "
         "лошадиных сил.", "contradicts"),
    ])  # fmt: skip


def test_opposite_traits_are_in_tension() -> None:
    check([
        ("en", "Anna Volkova was a rich woman.", "Anna Volkova died poor.", "in_tension"),
        ("de", "Anna Volkova galt als großzügig.", "Anna Volkova war als Geizhals bekannt.",
         "in_tension"),
        ("fr", "Anna Volkova était d'un caractère doux.", "Anna Volkova était colérique.",
         "in_tension"),
        ("es", "Anna Volkova era conocida por su generosidad.", "Anna Volkova era famosa por su "
         "tacañería.", "in_tension"),
        ("ru", "Анна Волкова была богатой женщиной.", "Анна Волкова умерла в бедности.",
         "in_tension"),
        ("en", "Anna Volkova was widely respected in Halvern.", "Anna Volkova was despised by the "
         "bargemen.", "in_tension"),
        # a verb of hating says what she felt, not how she was seen
        ("en", "Anna Volkova was widely respected in Halvern.", "Anna Volkova hated the railway.",
         "none"),
    ])  # fmt: skip


def test_a_wedding_said_by_the_spouse_one_became() -> None:
    check([
        ("en", "Anna Volkova married Piet Claes in 1872.", "Anna Volkova and Piet Claes were wed "
         "in 1875.", "contradicts"),
        ("en", "Anna Volkova married Piet Claes in 1872.", "Anna Volkova became Piet Claes's wife "
         "in 1875.", "contradicts"),
        ("en", "Anna Volkova married Piet Claes in 1872.", "Piet Claes took Anna Volkova as his "
         "wife in 1872.", "agrees"),
        ("de", "Anna Volkova heiratete 1872 Piet Claes.", "Anna Volkova und Piet Claes gaben sich "
         "1875 das Jawort.", "contradicts"),
        ("fr", "Anna Volkova épousa Piet Claes en 1872.", "Anna Volkova devint la femme de Piet "
         "Claes en 1875.", "contradicts"),
        ("es", "Anna Volkova se casó con Piet Claes en 1872.", "Anna Volkova y Piet Claes "
         "contrajeron matrimonio en 1875.", "contradicts"),
        ("ru", "Анна Волкова вышла замуж за Пита Класа в 1872 году.", "Анна Волкова стала женой "
         "Пита Класа в 1875 году.", "contradicts"),
    ])  # fmt: skip
