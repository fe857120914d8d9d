"""Round 45 (issue 14): what a census gives for a place named between its
verb and its figure ("ergab für Hollstadt 6012 Einwohner", "насчитала на
Белом острове 2600 жителей"), or for "the town", is the place's count; "The
1900 census" is the census of 1900. Sentences of our own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex


def _alone(entity: NamedEntity, *others: NamedEntity):  # type: ignore[no-untyped-def]
    """A checker whose workspace holds this one note (and the given others)."""
    return stance_checker(RulesJudge(NameIndex([entity, *others])))


HOLL = NamedEntity("holl", "place", "Hollstadt", "places/hollstadt.md",
                   ("Dunmore", "Vercelle", "Valdoria", "Сосновка", "Белый остров"))  # fmt: skip


def test_a_census_count_for_a_place_named_before_the_figure_is_the_places() -> None:
    _alone(HOLL)([
        ("de", "Hollstadt hatte im Jahr 1900 5870 Einwohner.",
         "Die Volkszählung von 1900 ergab für Hollstadt 6012 Einwohner.", "contradicts"),
        ("ru", "В 1851 году на Белом острове было 2140 жителей.",
         "Перепись 1851 года насчитала на Белом острове две тысячи шестьсот жителей.",
         "contradicts"),
        ("fr", "Vercelle comptait 11 800 habitants en 1900.",
         "Le recensement de 1900 dénombra à Vercelle 9 800 habitants.", "contradicts"),
        ("es", "Valdoria tenía 2.140 habitantes en 1850.",
         "El censo de 1850 registró para Valdoria 1.900 habitantes.", "contradicts"),
        # the same figure: no conflict
        ("de", "Hollstadt hatte im Jahr 1900 6012 Einwohner.",
         "Die Volkszählung von 1900 ergab für Hollstadt 6012 Einwohner.", "agrees"),
    ])  # fmt: skip


def test_a_census_count_for_the_town_is_the_place_the_other_names() -> None:
    _alone(HOLL)([
        ("en", "Dunmore had 4,870 inhabitants in 1900.",
         "The census of 1900 recorded 4,000 people in the town.", "contradicts"),
        ("ru", "В 1910 году в Сосновке было 41 000 жителей.",
         "Перепись 1910 года насчитала в городе 38 000 жителей.", "contradicts"),
        ("de", "Hollstadt hatte im Jahr 1900 5870 Einwohner.",
         "Die Volkszählung von 1900 ergab für die Stadt 6012 Einwohner.", "contradicts"),
        # a census of another year: no conflict
        ("de", "Hollstadt hatte im Jahr 1900 5870 Einwohner.",
         "Die Volkszählung von 1880 ergab für die Stadt 4012 Einwohner.", "none"),
    ])  # fmt: skip


def test_the_year_before_a_noun_is_the_nouns_date() -> None:
    _alone(HOLL)([
        ("en", "Dunmore had 4,870 inhabitants in 1900.",
         "The 1900 census recorded 4,000 people in Dunmore.", "contradicts"),
        ("en", "Dunmore had 4,870 inhabitants in 1900.",
         "The 1900 census recorded under 4,000 people in the village.", "contradicts"),
        ("en", "Dunmore had 4,870 inhabitants in 1900.",
         "The 1880 census recorded 4,000 people in Dunmore.", "none"),
    ])  # fmt: skip


BANK = NamedEntity("bank", "glossary", "Orme Bank", "glossary/orme-bank.md",
                   ("the bank", "la banque", "die Bank", "el banco", "банк"))  # fmt: skip
CHAPEL = NamedEntity("chapel", "glossary", "Chapel", "glossary/chapel.md",
                     ("the chapel", "часовня", "часовню"))  # fmt: skip


def test_a_start_of_trade_or_a_door_opened_is_an_opening() -> None:
    _alone(BANK, CHAPEL)([
        ("en", "The bank opened in 1829.", "The bank began trading in 1835.", "contradicts"),
        ("en", "The bank opened in 1829.", "The bank opened for business in 1835.", "contradicts"),
        ("fr", "La banque fut ouverte en 1829.", "La banque commença ses activités en 1835.",
         "contradicts"),
        ("fr", "La banque fut ouverte en 1829.", "La banque commença à fonctionner en 1835.",
         "contradicts"),
        ("de", "Die Bank wurde 1829 eröffnet.", "Die Bank öffnete 1835 ihre Pforten.",
         "contradicts"),
        ("ru", "Банк открылся в 1829 году.", "Банк открыл свои двери в 1835 году.", "contradicts"),
        ("ru", "Банк закрылся в 1829 году.", "Банк закрыл свои двери в 1835 году.", "contradicts"),
        ("en", "The chapel opened in 1829.", "The chapel was consecrated in 1835.", "contradicts"),
        ("ru", "Часовню открыли в 1829 году.", "Часовню освятили в 1835 году.", "contradicts"),
        # the same year agrees; a founding is no opening
        ("en", "The bank opened in 1835.", "The bank began trading in 1835.", "agrees"),
        ("en", "The bank was founded in 1829.", "The bank began trading in 1835.", "none"),
    ])  # fmt: skip


HOTEL = NamedEntity("hotel", "glossary", "Hotel Alpina", "glossary/alpina.md",
                    ("гостиница", "гостинице", "гостиницы"))  # fmt: skip


def test_a_russian_phrase_of_time_before_the_place_phrase_is_no_subject() -> None:
    _alone(HOTEL)([
        ("ru", "В 1894 году в гостинице было 60 номеров.",
         "После перестройки 1894 года в гостинице было 40 номеров.", "contradicts"),
        ("ru", "В 1894 году в гостинице было 40 номеров.",
         "После перестройки 1894 года в гостинице было 40 номеров.", "agrees"),
        ("ru", "В гостинице было 60 номеров.",
         "В год открытия в гостинице было 60 номеров.", "agrees"),
    ])  # fmt: skip


GUILD = NamedEntity("guild", "glossary", "Fishermen's Guild", "glossary/guild.md",
                    ("the guild", "die Gilde", "la guilde", "el gremio", "гильдия", "гильдии"))  # fmt: skip
LINE = NamedEntity("line", "glossary", "Kellbahn", "glossary/kellbahn.md",
                   ("die Bahn", "the railway", "железная дорога", "железной дороги"))  # fmt: skip


def test_a_guilds_people_are_its_members() -> None:
    _alone(GUILD)([
        ("ru", "В 1880 году в гильдии было 212 членов.",
         "В 1880 году в гильдии состояло 112 человек.", "contradicts"),
        ("en", "In 1900 the guild had 120 members.", "In 1900 the guild numbered 300 people.",
         "contradicts"),
        ("de", "1900 hatte die Gilde 120 Mitglieder.", "1900 zählte die Gilde 120 Personen.",
         "agrees"),
    ])  # fmt: skip


def test_locomotives_and_depositors_are_counted_in_every_language() -> None:
    _alone(LINE)([
        ("de/ru", "1900 besaß die Bahn sechs Dampflokomotiven.",
         "В 1900 году у железной дороги было три паровоза.", "contradicts"),
        ("en/de", "In 1900 the railway owned three locomotives.",
         "1900 besaß die Bahn drei Lokomotiven.", "agrees"),
    ])  # fmt: skip
    _alone(NamedEntity("bank", "glossary", "Savings Bank", "glossary/bank.md",
                       ("the bank", "la caja", "la caisse")))([
        ("es/fr", "En 1900 la caja tenía 41 depositantes.",
         "En 1900, la caisse comptait 14 déposants.", "contradicts"),
    ])  # fmt: skip


SCHOOL = NamedEntity("school", "glossary", "Kell School", "glossary/school.md",
                     ("the school", "l'école", "la escuela"))  # fmt: skip


def test_a_clause_after_a_when_clause_about_a_thing_is_its_and_then() -> None:
    _alone(SCHOOL)([
        ("en", "When the school opened in 1885, it had 120 pupils.",
         "In 1885 the school had 40 pupils.", "contradicts"),
        ("en", "When it opened in 1885 the school had 120 pupils.",
         "In 1885 the school had 40 pupils.", "contradicts"),
        ("fr", "Quand l'école ouvrit en 1885, elle comptait 120 élèves.",
         "En 1885, l'école comptait 40 élèves.", "contradicts"),
        ("es", "Cuando la escuela abrió en 1885, tenía 120 alumnos.",
         "En 1885 la escuela tenía 120 alumnos.", "agrees"),
        # another year's count: no conflict
        ("en", "When the school opened in 1885, it had 120 pupils.",
         "In 1900 the school had 40 pupils.", "none"),
    ])  # fmt: skip


def test_persons_employed_are_the_workforce() -> None:
    _alone(NamedEntity("mill", "glossary", "Orme-Mühle", "glossary/mill.md", ("die Mühle",)))([
        ("de", "Im Jahr 1900 beschäftigte die Mühle 14 Arbeiter.",
         "Im Jahr 1900 beschäftigte die Mühle 41 Personen.", "contradicts"),
        ("de", "Im Jahr 1900 beschäftigte die Mühle 41 Arbeiter.",
         "Im Jahr 1900 beschäftigte die Mühle 41 Personen.", "agrees"),
    ])  # fmt: skip
