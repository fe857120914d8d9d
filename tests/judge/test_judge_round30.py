"""Round 30 (issue 14): an age one lived to said by reaching it ("lived to
the age of 90", "erreichte ein Alter von 90 Jahren", "дожил до девяноста
лет"); fevers in the plural are an illness; a place note inside the noun
phrase a death is placed in ("at his house above the harbour of Limenas",
"im Spital von Limenas"); an office named by its own noun ("held the
mayoralty", "das Bürgermeisteramt", "the editorship"); a firm that went
out of business, stopped its trade or went bankrupt. Sentences of our own,
not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tom", "character", "Tom Hale", "characters/tom-hale.md",
                    ("Том Хейл", "Тома Хейла", "Hale")),
        NamedEntity("ed", "character", "Ed Roe", "characters/ed-roe.md", ("Эд Роу", "Эда Роу")),
        NamedEntity("limenas", "place", "Limenas", "places/limenas.md", ("Лименас", "Лименаса")),
        NamedEntity("alex", "place", "Alexandria", "places/alexandria.md",
                    ("Alexandrie", "Alejandría", "Александрия", "Александрии")),
        NamedEntity("brewery", "glossary", "Kessel Brewery", "glossary/kessel-brewery.md",
                    ("Brauerei Kessel", "brasserie Kessel", "cervecería Kessel",
                     "пивоварня Кесселя", "Пивоварня Кесселя")),
        NamedEntity("courier", "glossary", "Courier", "glossary/courier.md",
                    ("the Courier", "Курьер", "Курьера")),
        NamedEntity("gannet", "glossary", "Gannet", "glossary/gannet.md", ("the Gannet",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_an_age_one_lived_to_said_by_reaching_it() -> None:
    born = {
        "en": "Tom Hale was born in 1870 and died in 1958.",
        "de": "Tom Hale wurde 1870 geboren und starb 1958.",
        "fr": "Tom Hale naquit en 1870 et mourut en 1958.",
        "es": "Tom Hale nació en 1870 y murió en 1958.",
        "ru": "Том Хейл родился в 1870 году и умер в 1958 году.",
    }
    check([
        ("en", born["en"], "Tom Hale lived to the age of 90.", "contradicts"),
        ("en", born["en"], "Tom Hale lived to the age of 88.", "agrees"),
        ("de", born["de"], "Tom Hale erreichte ein Alter von 90 Jahren.", "contradicts"),
        ("fr", born["fr"], "Tom Hale atteignit l'âge de quatre-vingt-huit ans.", "agrees"),
        ("es", born["es"], "Tom Hale llegó a cumplir noventa años.", "contradicts"),
        ("ru", born["ru"], "Том Хейл дожил до девяноста лет.", "contradicts"),
        ("ru", born["ru"], "Том Хейл умер в 1958 году, дожив до девяноста лет.", "contradicts"),
        # a hedge or an "only" between the verb and the figure
        ("ru", born["ru"], "Том Хейл прожил всего сорок лет.", "contradicts"),
        # not having reached an age is a bound, no age; an arrival at an age is no lifespan
        ("ru", born["ru"], "Том Хейл не дожил до девяноста лет.", "none"),
        ("es", born["es"], "Tom Hale llegó a Limenas a los 25 años.", "none"),
        ("en", born["en"], "Tom Hale reached the age of 21 and inherited the mill.", "none"),
    ])  # fmt: skip


def test_fevers_in_the_plural_are_an_illness() -> None:
    check([
        ("es", "Tom Hale se ahogó en 1894 durante un temporal.", "Tom Hale murió en 1894 de "
         "unas fiebres.", "contradicts"),
        ("fr", "Tom Hale se noya en 1894.", "Tom Hale mourut de fièvres en 1894.", "contradicts"),
        ("en", "Tom Hale drowned in 1894.", "Tom Hale died of fevers in 1894.", "contradicts"),
        ("en", "Tom Hale died of typhus in 1894.", "Tom Hale died of fevers in 1894.",
         "qualifies"),
    ])  # fmt: skip


def test_a_place_note_inside_the_place_a_death_is_placed_in() -> None:
    check([
        ("en", "Tom Hale died at his house above the harbour of Limenas in 1889.", "Tom Hale "
         "died in Alexandria in 1889.", "contradicts"),
        ("de", "Tom Hale starb 1889 im Spital von Limenas.", "Tom Hale starb 1889 in "
         "Alexandria.", "contradicts"),
        ("de", "Tom Hale starb 1889 im Spital von Limenas.", "Tom Hale starb 1889 in Limenas.",
         "agrees"),
        # a way away from a place is not in it
        ("en", "Tom Hale died on the road from Limenas in 1889.", "Tom Hale died in Limenas in "
         "1889.", "agrees"),
    ])  # fmt: skip


def test_an_office_named_by_its_own_noun() -> None:
    check([
        ("en", "In 1880 the mayor of Limenas was Tom Hale.", "Ed Roe held the mayoralty of "
         "Limenas from 1875 to 1890.", "contradicts"),
        ("de", "1880 war Tom Hale Bürgermeister von Limenas.", "Ed Roe hatte das "
         "Bürgermeisteramt von Limenas von 1875 bis 1890 inne.", "contradicts"),
        ("en", "In 1880 the editor of the Courier was Tom Hale.", "Ed Roe held the editorship "
         "of the Courier from 1875 to 1890.", "contradicts"),
        ("en", "In 1880 the captain of the Gannet was Tom Hale.", "Ed Roe held the captaincy "
         "of the Gannet from 1875 to 1890.", "contradicts"),
        ("en", "In 1880 the mayor of Limenas was Tom Hale.", "Tom Hale held the mayoralty of "
         "Limenas from 1875 to 1890.", "agrees"),
        # a Russian post in the genitive after "пост" ("held the post of editor")
        ("ru", "В 1880 году редактором «Курьера» был Том Хейл.", "Эд Роу занимал пост "
         "редактора «Курьера» с 1875 по 1890 год.", "contradicts"),
    ])  # fmt: skip


def test_a_firm_out_of_business_or_bankrupt() -> None:
    check([
        ("en", "The Kessel Brewery closed in 1901.", "The Kessel Brewery went out of business "
         "in 1895.", "contradicts"),
        ("en", "The Kessel Brewery closed in 1901.", "The Kessel Brewery ceased brewing in "
         "1895.", "contradicts"),
        ("en", "The Kessel Brewery went bankrupt in 1901.", "The Kessel Brewery went bankrupt "
         "in 1895.", "contradicts"),
        ("en/de", "The Kessel Brewery went bankrupt in 1901.", "Die Brauerei Kessel ging 1895 "
         "in Konkurs.", "contradicts"),
        ("de", "Die Brauerei Kessel machte 1895 bankrott.", "Die Brauerei Kessel ging 1895 in "
         "Konkurs.", "agrees"),
        ("fr/es", "La brasserie Kessel fit faillite en 1895.", "La cervecería Kessel se declaró "
         "en quiebra en 1895.", "agrees"),
        ("ru", "Пивоварня Кесселя обанкротилась в 1901 году.", "Пивоварня Кесселя "
         "обанкротилась в 1895 году.", "contradicts"),
        # a bankruptcy is no closing: a bankrupt firm may trade on for years
        ("en", "The Kessel Brewery went bankrupt in 1895.", "The Kessel Brewery closed in 1901.",
         "none"),
    ])  # fmt: skip


def test_a_thing_still_doing_its_trade_after_its_end() -> None:
    check([
        ("en", "The Kessel Brewery closed in 1901.", "The Kessel Brewery was still brewing in "
         "1905.", "contradicts"),
        ("fr", "La brasserie Kessel ferma en 1901.", "La brasserie Kessel brassait encore en "
         "1905.", "contradicts"),
        ("de", "Die Brauerei Kessel wurde 1901 geschlossen.", "Die Brauerei Kessel braute 1905 "
         "noch.", "contradicts"),
        ("es", "La cervecería Kessel cerró en 1901.", "En 1905 la cervecería Kessel todavía "
         "elaboraba cerveza.", "contradicts"),
        ("ru", "Пивоварня Кесселя закрылась в 1901 году.", "Пивоварня Кесселя продолжала "
         "варить пиво и в 1905 году.", "contradicts"),
        ("de", "Die Brauerei Kessel wurde 1901 geschlossen.", "1905 braute die Brauerei "
         "Kessel noch.", "contradicts"),
        ("en", "The Kessel Brewery closed in 1901.", "The Kessel Brewery continued brewing in "
         "1905.", "contradicts"),
        # before its end; a state of belonging or standing empty; a perfective "ещё в 1866"
        ("de", "Die Brauerei Kessel wurde 1901 geschlossen.", "1905 gehörte die Brauerei "
         "Kessel noch den Roths.", "none"),
        ("en", "The Kessel Brewery closed in 1901.", "The Kessel Brewery was still brewing in "
         "1899.", "none"),
        ("en", "The Kessel Brewery closed in 1901.", "The Kessel Brewery was still owned by the "
         "Roth family in 1905.", "none"),
        ("fr", "La brasserie Kessel ferma en 1901.", "La brasserie Kessel appartenait encore "
         "aux Roth en 1905.", "none"),
        ("ru", "Пивоварня Кесселя закрылась в 1901 году.", "В 1905 году пивоварня Кесселя ещё "
         "принадлежала Ротам.", "none"),
    ])  # fmt: skip


def test_a_longer_apposition_between_commas_keeps_the_name_before_it() -> None:
    check([
        ("en", "Tom Hale, first keeper of the Dunmore Head light, was born in 1801 in the "
         "village of Limenas.", "Tom Hale was born in 1803.", "contradicts"),
        ("en", "Tom Hale, the last keeper of the old Dunmore light, died in 1889.", "Tom Hale "
         "died in 1889.", "agrees"),
    ])  # fmt: skip


def test_counted_things_across_languages_and_german_compounds() -> None:
    check([
        ("de", "Die Brauerei Kessel hatte 1880 20 Gästezimmer.", "Die Brauerei Kessel hatte "
         "1880 30 Fremdenzimmer.", "contradicts"),
        ("en/de", "The Kessel Brewery had 20 bedrooms in 1880.", "Die Brauerei Kessel hatte "
         "1880 20 Zimmer.", "agrees"),
        ("de/ru", "Die Brauerei Kessel besaß 1880 drei Dampfmaschinen.", "В 1880 году "
         "пивоварня Кесселя имела пять паровых машин.", "contradicts"),
        ("en/ru", "In 1880 the Kessel Brewery had four millstones.", "В 1880 году пивоварня "
         "Кесселя имела шесть жерновов.", "contradicts"),
        ("de", "Die Brauerei Kessel beschäftigte 1880 40 Brauereiarbeiter.", "Die Brauerei "
         "Kessel hatte 1880 40 Arbeiter.", "agrees"),
        ("de", "Die Brauerei Kessel hatte drei Kirchenglocken.", "Die Brauerei Kessel hatte "
         "fünf Glocken.", "contradicts"),
    ])  # fmt: skip


def test_a_death_said_as_an_event_not_survived_and_a_near_miss() -> None:
    check([
        ("en", "Tom Hale died in 1953.", "Tom Hale did not survive the winter of 1946.",
         "contradicts"),
        ("fr", "Tom Hale mourut en 1953.", "Tom Hale ne survécut pas à l'hiver de 1946.",
         "contradicts"),
        ("es", "Tom Hale murió en 1953.", "Tom Hale no sobrevivió al invierno de 1946.",
         "contradicts"),
        ("ru", "Том Хейл умер в 1953 году.", "Том Хейл не пережил зиму 1946 года.",
         "contradicts"),
        # nearly dying is no death
        ("en", "Tom Hale died in 1953.", "Tom Hale nearly drowned in 1946.", "none"),
        ("de", "Tom Hale starb 1953.", "Tom Hale wäre 1946 beinahe ertrunken.", "none"),
        ("fr", "Tom Hale mourut en 1953.", "Tom Hale faillit mourir en 1946.", "none"),
        ("es", "Tom Hale murió en 1953.", "Tom Hale casi murió en 1946.", "none"),
        ("ru", "Том Хейл умер в 1953 году.", "Том Хейл чуть не утонул в 1946 году.", "none"),
        # a hedge of a number is no near miss
        ("en", "The whole crew of the Gannet drowned in 1880.", "Almost all the crew of the "
         "Gannet drowned in 1880.", "agrees"),
        # "fit faillite" is a bankruptcy; "faillit fermer" only nearly closing
        ("fr", "La brasserie Kessel fit faillite en 1890.", "La brasserie Kessel fit faillite "
         "en 1895.", "contradicts"),
        ("fr", "La brasserie Kessel ferma en 1890.", "La brasserie Kessel faillit fermer en "
         "1895.", "none"),
    ])  # fmt: skip


def test_a_birth_and_the_age_one_lived_to_date_the_death() -> None:
    check([
        ("de", "Tom Hale starb 1866.", "Tom Hale kam 1792 zur Welt und erreichte das gesegnete "
         "Alter von neunzig Jahren.", "contradicts"),
        ("de", "Tom Hale starb 1882.", "Tom Hale kam 1792 zur Welt und erreichte das gesegnete "
         "Alter von neunzig Jahren.", "agrees"),
        ("en", "Tom Hale died in 1890.", "Tom Hale was born in 1801 and lived to be seventy.",
         "contradicts"),
        # a date of its own before the verb: an age at that date, no lifespan
        ("en", "Tom Hale was born in 1870 and died in 1958.", "In 1950 Tom Hale reached the age "
         "of 80.", "agrees"),
    ])  # fmt: skip


def test_dead_for_years_at_a_dated_event() -> None:
    check([
        ("en", "Tom Hale died in 1877.", "Tom Hale had been dead for three years when his widow "
         "sold the workshop in 1877.", "contradicts"),
        ("en", "Tom Hale died in 1874.", "Tom Hale had been dead for three years when his widow "
         "sold the workshop in 1877.", "agrees"),
        ("fr", "Tom Hale mourut en 1877.", "Tom Hale était mort depuis trois ans quand sa veuve "
         "vendit l'atelier en 1877.", "contradicts"),
        ("de", "Tom Hale starb 1877.", "Tom Hale war schon drei Jahre tot, als seine Witwe 1877 "
         "die Werkstatt verkaufte.", "contradicts"),
        ("es", "Tom Hale murió en 1877.", "Tom Hale llevaba tres años muerto cuando su viuda "
         "vendió el taller en 1877.", "contradicts"),
        ("ru", "Том Хейл умер в 1877 году.", "Том Хейл уже три года как умер, когда его вдова "
         "продала мастерскую в 1877 году.", "contradicts"),
    ])  # fmt: skip


def test_a_spouse_outlived_by_years_dates_the_death() -> None:
    check([
        ("en", "Tom Hale died in 1901.", "Widowed in 1893, Tom Hale outlived his wife by twenty "
         "years.", "contradicts"),
        ("en", "Tom Hale died in 1913.", "Widowed in 1893, Tom Hale outlived his wife by twenty "
         "years.", "agrees"),
        ("fr", "Tom Hale mourut en 1901.", "Veuf en 1893, Tom Hale survécut vingt ans à sa "
         "femme.", "contradicts"),
    ])  # fmt: skip
