"""Round 48 (issue 14): a thing's first flight or maiden voyage ("made its
first flight on", "der Erstflug", "le vol inaugural", "el primer vuelo",
"первый полёт", "first flew", "впервые поднялась в воздух") happens once,
as its first service does; people counted at a works are its workforce
("the works had 75 people", "arbeiteten 75 Leute").
Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex


def _alone(entity: NamedEntity, *others: NamedEntity):  # type: ignore[no-untyped-def]
    """A checker whose workspace holds this one note (and the given others)."""
    return stance_checker(RulesJudge(NameIndex([entity, *others])))


SWALLOW = NamedEntity("swallow", "glossary", "Swallow", "glossary/swallow.md",
                      ("Schwalbe", "Hirondelle", "l'Hirondelle", "Golondrina", "Ласточка",
                       "«Ласточка»", "«Ласточки»"))  # fmt: skip
ANN = NamedEntity("ann", "character", "Ann Roe", "characters/ann-roe.md", ())
WORKS = NamedEntity("works", "glossary", "Kolb pencil factory", "glossary/kolb-factory.md",
                    ("the pencil factory", "Stiftfabrik", "la fabrique de crayons"))  # fmt: skip


def test_a_things_first_flight_happens_once() -> None:
    _alone(SWALLOW, ANN)([
        ("en", "The Swallow made its first flight on 3 May 1911.",
         "The Swallow first flew on 12 June 1911.", "contradicts"),
        ("en", "The Swallow's maiden flight took place on 3 May 1911.",
         "The Swallow made its first flight on 3 May 1911.", "agrees"),
        ("de", "Die Schwalbe startete am 3. Mai 1911 zu ihrem ersten Flug.",
         "Der Erstflug der Schwalbe fand am 12. Juni 1911 statt.", "contradicts"),
        ("de", "Die Schwalbe flog 1911 zum ersten Mal.",
         "Die Schwalbe flog erstmals 1913.", "contradicts"),
        ("fr", "L'Hirondelle vola pour la première fois en 1911.",
         "Le vol inaugural de l'Hirondelle eut lieu en 1913.", "contradicts"),
        ("es", "La Golondrina realizó su primer vuelo el 3 de mayo de 1911.",
         "El primer vuelo de la Golondrina tuvo lugar el 12 de junio de 1911.", "contradicts"),
        ("ru", "«Ласточка» впервые поднялась в воздух в 1911 году.",
         "«Ласточка» совершила первый полёт в 1913 году.", "contradicts"),
        ("en/de", "The Swallow made its first flight on 3 May 1911.",
         "Der Erstflug der Schwalbe fand am 12. Juni 1911 statt.", "contradicts"),
        ("en", "The Swallow made its maiden voyage to Lisbon in 1911.",
         "The Swallow's maiden voyage took place in 1913.", "contradicts"),
        # a first trip somewhere is not the first; a person's first flight is hers
        ("en", "The Swallow made its maiden voyage in 1911.",
         "The Swallow made its first voyage to Lisbon in 1913.", "none"),
        ("en", "The Swallow first flew in 1911.",
         "The Swallow flew for the first time over the Alps in 1913.", "none"),
        ("en", "Ann Roe made her first flight in the Swallow in 1911.",
         "The Swallow made its first flight in 1913.", "none"),
    ])  # fmt: skip


def test_people_counted_at_a_works_are_its_workforce() -> None:
    _alone(WORKS)([
        ("en", "The pencil factory had 45 workers in 1910.",
         "In 1910 the pencil factory had 75 people.", "contradicts"),
        ("en", "The pencil factory had 45 workers in 1910.",
         "In 1910 the pencil factory counted 45 people.", "agrees"),
        ("fr", "En 1910, la fabrique de crayons comptait 45 ouvriers.",
         "La fabrique de crayons comptait 75 personnes en 1910.", "contradicts"),
        ("de", "Die Stiftfabrik hatte 1910 45 Arbeiter.",
         "Im Jahr 1910 arbeiteten bei der Stiftfabrik 75 Leute.", "contradicts"),
        ("de", "Die Stiftfabrik hatte 1910 45 Arbeiter.",
         "Im Jahr 1910 arbeiteten bei der Stiftfabrik 45 Leute.", "agrees"),
    ])  # fmt: skip


HALL = NamedEntity("hall", "glossary", "Halle de la foire", "glossary/halle-de-la-foire.md", ())
SHED = NamedEntity("shed", "glossary", "Большой эллинг", "glossary/bolshoi-elling.md", ())
TANNERY = NamedEntity("tannery", "glossary", "Curtiduría Soler", "glossary/curtiduria-soler.md",
                      ())  # fmt: skip
FAIR_HALL = NamedEntity("fair", "place", "Halle aux grains", "places/halle-aux-grains.md", ())


def test_a_note_is_called_by_the_head_noun_of_its_name() -> None:
    _alone(HALL, SHED, TANNERY)([
        ("fr", "La halle de la foire pouvait accueillir 3 000 personnes.",
         "La halle ne contenait guère plus de mille places.", "contradicts"),
        ("fr", "La halle de la foire fut construite en 1850.",
         "La halle fut bâtie en 1855.", "contradicts"),
        ("ru", "Большой эллинг имел высоту 46 метров.",
         "Эллинг поднимался на 30 метров.", "contradicts"),
        ("es", "La curtiduría fue fundada en 1850.",
         "La curtiduría Soler se fundó en 1855.", "contradicts"),
        ("es", "La curtiduría fue fundada en 1850.",
         "La curtiduría Soler se fundó en 1850.", "agrees"),
    ])  # fmt: skip
    # two notes with one head: "la halle" is neither
    _alone(HALL, FAIR_HALL)([
        ("fr", "La halle de la foire fut construite en 1850.",
         "La halle fut bâtie en 1855.", "none"),
    ])  # fmt: skip


AUCTION = NamedEntity("auction", "place", "Auction Hall", "places/auction-hall.md",
                      ("the auction hall", "Halle aux enchères"))  # fmt: skip


def test_the_new_hall_is_the_one_note_of_that_head() -> None:
    _alone(AUCTION)([
        ("en", "The new hall was 40 metres long.",
         "The auction hall was 60 metres long.", "contradicts"),
        ("fr", "La nouvelle halle mesurait 40 mètres de long.",
         "La halle aux enchères mesurait 60 mètres de long.", "contradicts"),
        # a new hall is some hall
        ("en", "A new hall was built in 1910.",
         "The auction hall was built in 1880.", "none"),
    ])  # fmt: skip


DYE = NamedEntity("dye", "glossary", "Harra Dye Works", "glossary/harra-dye-works.md", ())


def test_the_works_after_a_noun_is_no_verb() -> None:
    _alone(DYE)([
        ("en", "The dye works was built in 1850.",
         "Harra Dye Works was built in 1855.", "contradicts"),
        ("en", "The dye works was built in 1850.",
         "Harra Dye Works was built in 1850.", "agrees"),
    ])  # fmt: skip


CHURCH = NamedEntity("church", "place", "St Wenna's Church", "places/st-wennas.md",
                     ("St Wenna's", "Sankt Wenna"))  # fmt: skip


def test_a_church_is_as_high_as_its_tower() -> None:
    _alone(CHURCH)([
        ("en", "St Wenna's Church is 38 metres high.",
         "The tower of St Wenna's rises 52 metres.", "contradicts"),
        ("en", "St Wenna's Church is 38 metres high.",
         "The tower of St Wenna's rises 38 metres.", "agrees"),
        # the tower's events stay its own
        ("en", "St Wenna's Church was built in 1450.",
         "The tower of St Wenna's was built in 1880.", "none"),
    ])  # fmt: skip


FABRIK = NamedEntity("fabrik", "glossary", "Stiftfabrik Kolb", "glossary/stiftfabrik-kolb.md",
                     ("die Fabrik",))  # fmt: skip


def test_a_german_year_of_a_kind_before_the_clause_is_its_time() -> None:
    _alone(FABRIK)([
        ("de", "1913 arbeiteten in der Fabrik 610 Arbeiter.",
         "Im letzten Friedensjahr 1913 beschäftigte die Fabrik nur noch 180 Arbeiter.",
         "contradicts"),
        ("de", "1913 arbeiteten in der Fabrik 180 Arbeiter.",
         "Im letzten Friedensjahr 1913 zählte die Fabrik 180 Köpfe.", "agrees"),
        ("de", "Die Fabrik hatte 1821 zwölf Arbeiter.",
         "Im Gründungsjahr 1821 zählte die Fabrik zwölf Arbeiter.", "agrees"),
    ])  # fmt: skip


BAHN = NamedEntity("bahn", "glossary", "Kolbtalbahn", "glossary/kolbtalbahn.md", ("die Bahn",))
SCHULE = NamedEntity("schule", "glossary", "Schnitzschule", "glossary/schnitzschule.md",
                     ("die Schule",))  # fmt: skip


def test_a_german_service_taken_up_with_its_date_after_the_noun() -> None:
    _alone(BAHN)([
        ("de", "Die Bahn wurde am 1. Mai 1868 eröffnet.",
         "Die Bahn nahm den Betrieb erst im Herbst 1869 auf.", "contradicts"),
        ("de", "Die Bahn wurde 1868 eröffnet.",
         "Die Bahn nahm den Betrieb im Jahr 1868 auf.", "agrees"),
    ])  # fmt: skip
    _alone(SCHULE)([
        ("de", "Die Schule wurde 1868 eröffnet.",
         "Die Schule nahm erst 1869 den Unterricht auf.", "contradicts"),
    ])  # fmt: skip


SHED_DE = NamedEntity("shed", "place", "Luftschiffhalle", "places/luftschiffhalle.md", ())
EXPO = NamedEntity("expo", "glossary", "Leather Exhibition", "glossary/leather-exhibition.md",
                   ())  # fmt: skip


def test_a_hall_and_an_exhibition_are_kinds_and_die_halle_no_town() -> None:
    _alone(SHED_DE)([
        # "Halle" is also a town: the hall of the note here
        ("de", "Die Luftschiffhalle wurde 1958 abgerissen.",
         "Die Halle wurde 1962 abgerissen.", "contradicts"),
    ])  # fmt: skip
    _alone(HALL)([
        ("en/fr", "The hall could hold 3,000 people.",
         "La halle de la foire ne contenait guère plus de mille places.", "contradicts"),
    ])  # fmt: skip
    _alone(EXPO)([
        ("en", "The exhibition opened in 1896.",
         "The Leather Exhibition opened in 1897.", "contradicts"),
    ])  # fmt: skip


TOM = NamedEntity("tom", "character", "Tom Hale", "characters/tom-hale.md", ("Том Хейл",))
HARRA = NamedEntity("harra", "place", "Harra", "places/harra.md", ())


def test_a_life_told_by_its_years_after_the_name() -> None:
    _alone(TOM, HARRA)([
        ("en", "Tom Hale died in 1810 at the age of 75.",
         "Tom Hale lived from 1734 to 1810.", "agrees"),
        ("en", "Tom Hale was born in 1738.", "Tom Hale lived from 1734 to 1810.", "contradicts"),
        ("de", "Tom Hale starb 1810 im Alter von 75 Jahren.",
         "Der Gründer der Firma, Tom Hale, lebte von 1734 bis 1810.", "agrees"),
        ("fr", "Tom Hale mourut en 1815.", "Tom Hale vécut de 1734 à 1810.", "contradicts"),
        ("es", "Tom Hale murió en 1815.", "Tom Hale vivió de 1734 a 1810.", "contradicts"),
        ("ru", "Том Хейл умер в 1815 году.", "Том Хейл жил с 1734 по 1810 год.", "contradicts"),
        # a life somewhere is a residence
        ("en", "Tom Hale was born in 1738.",
         "Tom Hale lived in Harra from 1734 to 1810.", "none"),
        ("en", "Tom Hale was born in 1738.",
         "Tom Hale lived from 1734 to 1810 in Harra.", "none"),
    ])  # fmt: skip


PETROV = NamedEntity("petrov", "character", "Иван Петров", "characters/ivan-petrov.md",
                     ("Петров", "Петрова"))  # fmt: skip
LEEDS = NamedEntity("leeds", "place", "Leeds", "places/leeds.md", ("Казань", "Казани"))
YORK = NamedEntity("york", "place", "York", "places/york.md", ("Тверь", "Твери"))


def test_the_last_years_of_a_person_are_the_person() -> None:
    _alone(TOM, LEEDS, YORK)([
        ("en", "Tom Hale died in Leeds in 1849.",
         "The last years of Tom Hale were spent in York, where he died in 1849.", "contradicts"),
        ("en", "Tom Hale died in York in 1849.",
         "The last years of Tom Hale were spent in York, where he died in 1849.", "agrees"),
    ])  # fmt: skip
    _alone(PETROV, LEEDS, YORK)([
        ("ru", "Петров умер в Казани в 1849 году.",
         "Последние годы жизни Петрова прошли у дочери в Твери, где он и умер в 1849 году.",
         "contradicts"),
    ])  # fmt: skip


def test_a_post_held_until_a_death_in_a_year_is_a_period() -> None:
    _alone(TOM)([
        ("en", "Tom Hale was harbour master from 1851 until his death in 1873.",
         "Tom Hale was harbour master for twenty-two years.", "agrees"),
        ("en", "Tom Hale was harbour master from 1851 until his death in 1873.",
         "Tom Hale was harbour master from 1851 to 1880.", "contradicts"),
        ("fr", "Tom Hale fut maître de port de 1851 jusqu'à sa mort en 1873.",
         "Tom Hale fut maître de port pendant vingt-deux ans.", "agrees"),
        ("de", "Tom Hale war von 1851 bis zu seinem Tod 1873 Hafenmeister.",
         "Tom Hale war zweiundzwanzig Jahre lang Hafenmeister.", "agrees"),
        ("ru", "Том Хейл был начальником порта с 1851 года до своей смерти в 1873 году.",
         "Том Хейл был начальником порта двадцать два года.", "agrees"),
        # the death keeps its year
        ("en", "Tom Hale was harbour master from 1851 until his death in 1873.",
         "Tom Hale died in 1875.", "contradicts"),
    ])  # fmt: skip


LINE = NamedEntity("line", "glossary", "Harra Line", "glossary/harra-line.md",
                   ("the line", "Харрская линия", "линия"))  # fmt: skip


def test_the_whole_line_is_the_line() -> None:
    _alone(LINE)([
        ("en", "The Harra line was 14 kilometres long.",
         "The whole line measured 25 kilometres.", "contradicts"),
        ("en", "The Harra line was 14 kilometres long.",
         "The whole line measured 14 kilometres.", "agrees"),
        ("ru", "Харрская линия имела длину 14 километров.",
         "Вся линия тянулась на 25 километров.", "contradicts"),
    ])  # fmt: skip


COUNTESS = NamedEntity("ortiz", "character", "Comtesse Ortiz", "characters/ortiz.md",
                       ("la comtesse Ortiz",))  # fmt: skip
COUNTESS2 = NamedEntity("vidal", "character", "Comtesse Vidal", "characters/vidal.md",
                        ("la comtesse Vidal",))  # fmt: skip
BARON = NamedEntity("kessel", "character", "Baron von Kessel", "characters/kessel.md", ())
ASTRONOMER = NamedEntity("paul", "character", "Paul Vidal", "characters/paul-vidal.md",
                         ("l'astronome Vidal",))  # fmt: skip


def test_a_person_is_called_by_the_title_the_name_opens_with() -> None:
    _alone(COUNTESS)([
        ("fr", "La comtesse Ortiz mourut en 1850.", "La comtesse s'éteignit en 1855.",
         "contradicts"),
    ])  # fmt: skip
    _alone(BARON)([
        ("fr", "Le baron von Kessel mourut en 1850.", "Le baron mourut en 1855 à Lyon.",
         "contradicts"),
        ("en", "Baron von Kessel died in 1850.", "The baron died in 1850.", "agrees"),
    ])  # fmt: skip
    _alone(ASTRONOMER)([
        ("fr", "L'astronome Vidal naquit en 1820.", "L'astronome naquit en 1825.",
         "contradicts"),
    ])  # fmt: skip
    # two countesses: "la comtesse" is neither
    _alone(COUNTESS, COUNTESS2)([
        ("fr", "La comtesse Ortiz mourut en 1850.", "La comtesse mourut en 1855.", "none"),
    ])  # fmt: skip
