"""Round 44 (issue 14): a guess more than one and a half times past a
ceiling or a floor contradicts it, as an approximate figure that far from
an exact one does (`approx.FAR`, `approx.APART`; the latter's tests moved in
the modules that pinned twice). A thing's first users or first service at a
date are its opening then ("the first passenger train ran on the line only
in 1883", "took in its first pupils in 1861"), a hotel's too. More ways of
starting work and of founding; a body called by its kind ("the company",
"la société", "die Genossenschaft"); "not until the summer of 1869";
degrees of a temperature on the Celsius scale; "verfügte über" as having;
retired, yet still at work later. Sentences of our own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("kellby", "place", "Kellby", "places/kellby.md", ("Кельби",)),
        NamedEntity("line", "glossary", "Kellby Railway", "glossary/kellby-railway.md",
                    ("the railway", "die Bahn", "der Bahn", "le chemin de fer", "el ferrocarril",
                     "железная дорога", "железной дороге")),
        NamedEntity("school", "glossary", "Dairy School", "glossary/dairy-school.md",
                    ("the school", "die Schule", "l'école", "la escuela", "школа", "школу")),
    ]
)  # fmt: skip

check = stance_checker(RulesJudge(NAMES))


def test_a_guess_past_a_bound_by_half_as_much_again_contradicts() -> None:
    check([
        ("en", "Kellby had about 300 inhabitants in 1850.",
         "Kellby never had more than 180 inhabitants.", "contradicts"),
        ("de", "Kellby hatte 1850 etwa 300 Einwohner.",
         "Kellby hatte 1850 mindestens 500 Einwohner.", "contradicts"),
        ("ru", "В 1850 году в Кельби жило около 300 человек.",
         "В 1850 году в Кельби жило не менее 500 человек.", "contradicts"),
        # closer than that: only in tension
        ("en", "Kellby had about 300 inhabitants in 1850.",
         "Kellby never had more than 240 inhabitants.", "in_tension"),
        ("fr", "En 1850, Kellby comptait environ 300 habitants.",
         "En 1850, Kellby comptait au moins 400 habitants.", "in_tension"),
    ])  # fmt: skip


def test_first_users_or_service_at_a_date_are_an_opening() -> None:
    check([
        ("en", "The railway opened on 1 May 1881.",
         "The first passenger train ran on the railway only in 1883.", "contradicts"),
        ("en", "The school opened in 1852.", "The school took in its first pupils in 1861.",
         "contradicts"),
        ("de", "Die Bahn wurde am 1. Mai 1881 eröffnet.", "Der erste Zug fuhr erst 1883 auf der Bahn.",
         "contradicts"),
        ("fr", "Le chemin de fer fut inauguré le 1er mai 1881.",
         "Le premier train ne circula sur le chemin de fer qu'en 1883.", "contradicts"),
        ("es", "La escuela abrió en 1852.", "La escuela recibió a sus primeros alumnos en 1861.",
         "contradicts"),
        ("ru", "Школа открылась в 1852 году.", "Школа приняла первых учеников в 1861 году.",
         "contradicts"),
        ("en/ru", "The railway opened on 1 May 1881.",
         "Первый поезд прошёл по железной дороге в 1881 году.", "agrees"),
        # founded, then the first pupils within a few years: the order of things
        ("en", "The school was founded in 1852.", "The school took in its first pupils in 1855.",
         "none"),
        # the first of someone who is no user, or no date
        ("en", "The school opened in 1852.", "The first headmaster of the school came in 1861.",
         "none"),
        ("en", "The railway opened on 1 May 1881.",
         "The first passenger trains on the railway were slow.", "none"),
    ])  # fmt: skip


def test_more_ways_of_starting_work_and_of_founding() -> None:
    check([
        ("ru", "Школа открылась в 1852 году.", "Школа начала работу в 1861 году.", "contradicts"),
        ("es", "La escuela abrió en 1852.", "La escuela entró en funcionamiento en 1861.",
         "contradicts"),
        ("de", "Die Schule wurde 1852 eröffnet.", "Die Schule nahm 1861 ihre Tätigkeit auf.",
         "contradicts"),
        ("de", "Die Bahn wurde am 1. Mai 1881 eröffnet.", "Die Bahn ging 1883 in Betrieb.",
         "contradicts"),
        ("fr", "L'école ouvrit en 1852.", "L'école entra en activité en 1861.", "contradicts"),
        ("en", "The railway opened on 1 May 1881.", "The railway went into operation in 1883.",
         "contradicts"),
        # Russian active plural with the thing in front: "школу создали", "организовали"
        ("ru", "Школа была основана в 1852 году.", "Школу создали в 1861 году.", "contradicts"),
        ("ru", "Школа была основана в 1852 году.", "Школу организовали в 1852 году.", "agrees"),
        ("ru", "Школа была построена в 1852 году.", "Школу соорудили в 1861 году.", "contradicts"),
    ])  # fmt: skip


def _alone(entity: NamedEntity, *others: NamedEntity):  # type: ignore[no-untyped-def]
    """A checker whose workspace holds this one body (and the given others)."""
    return stance_checker(RulesJudge(NameIndex([entity, *others])))


OYSTER = NamedEntity("oyster", "glossary", "Kellby Oyster Company", "glossary/oyster.md")
FIRM = NamedEntity("trevail", "glossary", "Trevail & Sons", "glossary/trevail.md")


def test_a_body_is_called_by_its_kind() -> None:
    _alone(OYSTER)([("en", "The Kellby Oyster Company was founded in 1852.",
                     "The company was founded in 1861.", "contradicts")])  # fmt: skip
    _alone(NamedEntity("soc", "glossary", "Société ostréicole de Kellby", "glossary/soc.md"))([
        ("fr", "La Société ostréicole de Kellby fut fondée en 1852.",
         "La société fut fondée en 1861.", "contradicts")])  # fmt: skip
    # a German compound at the end of a note's name gives its kind
    _alone(NamedEntity("dairy", "glossary", "Kellbyer Molkereigenossenschaft", "glossary/d.md"))([
        ("de", "Die Kellbyer Molkereigenossenschaft wurde 1852 gegründet.",
         "Die Genossenschaft wurde 1861 gegründet.", "contradicts")])  # fmt: skip
    _alone(NamedEntity("guild", "glossary", "Kellby Fishermen's Guild", "glossary/guild.md"))([
        ("en", "The Kellby Fishermen's Guild was founded in 1852.",
         "The guild was founded in 1852.", "agrees")])  # fmt: skip
    _alone(NamedEntity("bank", "glossary", "Banco de Ahorros de Kellby", "glossary/bank.md"))([
        ("es", "El Banco de Ahorros de Kellby abrió en 1852.", "El banco abrió en 1861.",
         "contradicts")])  # fmt: skip
    # a phrase of the note's own words, one of them a kind ("del Molino")
    _alone(NamedEntity("mill", "glossary", "Compañía del Molino de Valdés", "glossary/mill.md"))([
        ("es", "La Compañía del Molino de Valdés se fundó en 1929.",
         "La Compañía del Molino no se fundó en 1929; se fundó en 1936.", "contradicts")])  # fmt: skip
    # a firm's note is still "the firm" now that a firm is a kind
    _alone(FIRM, NamedEntity("josiah", "character", "Josiah Trevail", "characters/josiah.md"))([
        ("en", "Josiah Trevail founded the firm in 1832.", "Trevail & Sons was founded in 1845.",
         "contradicts")])  # fmt: skip
    # two notes of one kind: "the company" is neither
    _alone(OYSTER, FIRM)([("en", "The Kellby Oyster Company was founded in 1852.",
                           "The company was founded in 1861.", "none")])  # fmt: skip


def test_a_hotel_opens_with_its_first_guests_and_not_until_a_season() -> None:
    hotel = NamedEntity("alpina", "place", "Grand Hotel Alpina", "places/alpina.md",
                        ("the hotel", "Альпина", "Альпину", "Гранд-отель «Альпина»"))  # fmt: skip
    town = NamedEntity("kellby", "place", "Kellby", "places/kellby.md")
    _alone(hotel, town)([
        ("en", "The Grand Hotel Alpina welcomed its first guests on 1 June 1868.",
         "The Grand Hotel Alpina did not open its doors until the summer of 1869.", "contradicts"),
        ("en", "The Grand Hotel Alpina opened in June 1868.",
         "The hotel did not open until the summer of 1868.", "agrees"),
        ("ru", "Гранд-отель «Альпина» открылся 1 июня 1868 года.",
         "Первые постояльцы въехали в «Альпину» 5 июня 1869 года.", "contradicts"),
        # a town is no building: its first visitors are not its opening
        ("en", "Kellby was founded in 1200.", "Kellby received its first visitors in 1861.",
         "none"),
        # "first-class" is no ordinal
        ("en", "The Grand Hotel Alpina opened in 1868.",
         "In 1880 a first-class guest at the Grand Hotel Alpina paid £2 a night.", "none"),
    ])  # fmt: skip


def test_degrees_of_a_spring_are_celsius_and_compared_on_that_scale() -> None:
    spring = NamedEntity("spring", "glossary", "Sainte-Anne Spring", "glossary/spring.md",
                         ("la source Sainte-Anne", "die Quelle", "el manantial"))  # fmt: skip
    _alone(spring)([
        # a tenth of the absolute temperature let these agree or stand in tension
        ("fr", "L'eau de la source Sainte-Anne sort à 29 °C.",
         "L'eau de la source Sainte-Anne sort à moins de 12 degrés.", "contradicts"),
        ("fr", "L'eau de la source Sainte-Anne sort à 29 °C.",
         "L'eau de la source Sainte-Anne sort à 29 degrés.", "agrees"),
        ("de", "Das Wasser der Quelle hat 29 Grad.", "Das Wasser der Quelle hat 12 °C.",
         "contradicts"),
        ("es", "El agua del manantial sale a 29 grados.", "El agua del manantial sale a 30 °C.",
         "contradicts"),
    ])  # fmt: skip


def test_verfuegen_ueber_is_having_not_a_floor() -> None:
    hotel = NamedEntity("alpina", "place", "Grand Hotel Alpina", "places/alpina.md")
    _alone(hotel)([
        ("de", "Das Grand Hotel Alpina hatte 120 Zimmer.",
         "Das Grand Hotel Alpina verfügte über neunzig Zimmer.", "contradicts"),
        # "über" before a figure is still "more than"
        ("de", "Das Grand Hotel Alpina hatte 120 Zimmer.",
         "Das Grand Hotel Alpina hatte über neunzig Zimmer.", "none"),
    ])  # fmt: skip


def test_retired_yet_still_at_work_later() -> None:
    people = [NamedEntity(k, "character", n, f"characters/{k}.md") for k, n in (
        ("hale", "John Hale"), ("morel", "Jean Morel"), ("brandt", "Hans Brandt"),
        ("ruiz", "Juan Ruiz"), ("petrov", "Иван Петров"))]  # fmt: skip
    _alone(*people)([
        ("en", "John Hale retired in 1905.", "John Hale was still working at the quarry in 1910.",
         "contradicts"),
        ("fr", "Jean Morel prit sa retraite en 1905.",
         "Jean Morel travaillait encore au port en 1910, deux ans avant sa mort.", "contradicts"),
        ("de", "Hans Brandt ging 1905 in den Ruhestand.", "Hans Brandt arbeitete 1910 noch im Hafen.",
         "contradicts"),
        ("es", "Juan Ruiz se jubiló en 1905.", "Juan Ruiz todavía trabajaba en el puerto en 1910.",
         "contradicts"),
        ("ru", "Иван Петров вышел на пенсию в 1905 году.",
         "В 1910 году Иван Петров ещё работал в порту.", "contradicts"),
        ("fr", "Jean Morel prit sa retraite en 1905.",
         "Jean Morel travaillait toujours au port en 1910.", "contradicts"),
        ("ru", "Иван Петров вышел на пенсию в 1905 году.",
         "В 1910 году Иван Петров по-прежнему работал в порту.", "contradicts"),
        # without "still" a later work may be another, after the retirement; before it, nothing
        ("en", "John Hale retired in 1905.", "John Hale worked at the quarry in 1910.", "none"),
        ("en", "John Hale retired in 1905.", "John Hale was still working at the quarry in 1900.",
         "none"),
    ])  # fmt: skip


def test_abolished_or_withdrawn_from_service_is_an_end() -> None:
    _alone(
        NamedEntity("toll", "glossary", "Bridge Toll", "glossary/toll.md",
                    ("the bridge toll", "le péage du pont", "der Brückenzoll", "el portazgo",
                     "мостовой сбор")),
        NamedEntity("hope", "glossary", "Hope", "glossary/hope.md", ("the steamer Hope",)),
    )([
        ("en", "The bridge toll was abolished in 1870.", "The bridge toll was still collected in 1880.",
         "contradicts"),
        ("fr", "Le péage du pont fut aboli en 1870.", "En 1880, on percevait encore le péage du pont.",
         "contradicts"),
        ("de", "Der Brückenzoll wurde 1870 abgeschafft.", "Der Brückenzoll wurde 1880 noch erhoben.",
         "contradicts"),
        ("es", "El portazgo fue abolido en 1870.", "En 1880 todavía se cobraba el portazgo.",
         "contradicts"),
        ("ru", "Мостовой сбор отменили в 1870 году.", "В 1880 году мостовой сбор ещё взимали.",
         "contradicts"),
        ("en", "The steamer Hope was withdrawn from service in 1924.",
         "The steamer Hope was still running between the two towns in 1926.", "contradicts"),
        # in use before the end: no conflict
        ("en", "The bridge toll was abolished in 1870.", "The bridge toll was collected in 1860.",
         "none"),
    ])  # fmt: skip
