"""Round 47 (issue 14): an approximate time ("around 1900", "um 1900",
"vers 1900", "hacia 1900", "около 1900 года", "at the turn of the
century") reaches two years either side of its year; a thing raised ("se
levantó", "se alzó", "fut élevée") is built, a person raised is not; one
holding told with two ends or two starts ("ran the factory until 1914" /
"until 1910") contradicts, with the same agrees; so does the same thing
taken up, or left, in two years; a Russian phrase of time before the place
a figure is counted in ("Даже в лучшие годы", "В самые трудные времена")
is passed over.
Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex


def _alone(entity: NamedEntity, *others: NamedEntity):  # type: ignore[no-untyped-def]
    """A checker whose workspace holds this one note (and the given others)."""
    return stance_checker(RulesJudge(NameIndex([entity, *others])))


TOM = NamedEntity("tom", "character", "Tom Hale", "characters/tom-hale.md",
                  ("Hale", "Том Хейл", "Хейл"))  # fmt: skip
ANN = NamedEntity("ann", "character", "Ann Roe", "characters/ann-roe.md",
                  ("Анна Роу", "Анне Роу"))  # fmt: skip
TOWER = NamedEntity("tower", "glossary", "Harra Tower", "glossary/harra-tower.md",
                    ("la torre", "la tour", "the tower"))  # fmt: skip
JUANA = NamedEntity("juana", "character", "Juana Pérez", "characters/juana-perez.md", ())
JOHN = NamedEntity("john", "character", "John Perry", "characters/john-perry.md",
                   ("Иван Петров", "Hans Kolb", "Jean Petit", "Juan Pérez"))  # fmt: skip
ASTORIA = NamedEntity("astoria", "glossary", "Астория", "glossary/astoria.md",
                      ("гостиница «Астория»", "гостинице «Астория»", "«Астории»"))  # fmt: skip
HARRA = NamedEntity("harra", "place", "Harra", "places/harra.md", ("Харра", "Харре"))


def test_an_approximate_year_reaches_two_years_either_side() -> None:
    _alone(TOM, ANN)([
        ("en", "Tom Hale married Ann Roe in 1899.",
         "Tom Hale married Ann Roe around 1900.", "agrees"),
        ("de", "Tom Hale heiratete Ann Roe 1899.",
         "Tom Hale heiratete Ann Roe um 1900.", "agrees"),
        ("fr", "Tom Hale épousa Ann Roe en 1899.",
         "Tom Hale épousa Ann Roe vers 1900.", "agrees"),
        ("es", "Tom Hale se casó con Ann Roe en 1899.",
         "Tom Hale se casó con Ann Roe hacia 1900.", "agrees"),
        ("ru", "Том Хейл женился на Анне Роу в 1899 году.",
         "Том Хейл женился на Анне Роу около 1900 года.", "agrees"),
        # ten years off is another date still
        ("en", "Tom Hale married Ann Roe in 1890.",
         "Tom Hale married Ann Roe around 1900.", "contradicts"),
    ])  # fmt: skip


def test_a_population_about_a_year_meets_the_census_of_the_next() -> None:
    _alone(HARRA)([
        ("en", "In 1901 the census counted 2,960 people in Harra.",
         "Around 1900 Harra had fewer than two thousand inhabitants.", "contradicts"),
        ("en", "In 1901 the census counted 2,960 people in Harra.",
         "At the turn of the century Harra had fewer than two thousand inhabitants.",
         "contradicts"),
        ("de", "1901 zählte man in Harra 2960 Einwohner.",
         "Um 1900 hatte Harra weniger als zweitausend Einwohner.", "contradicts"),
        ("fr", "En 1901, Harra comptait 2 960 habitants.",
         "Vers 1900, Harra comptait moins de deux mille habitants.", "contradicts"),
        ("es", "En 1901 Harra tenía 2.960 habitantes.",
         "Hacia 1900 Harra tenía menos de dos mil habitantes.", "contradicts"),
        ("ru", "В 1901 году в Харре было 2960 жителей.",
         "Около 1900 года в Харре было менее двух тысяч жителей.", "contradicts"),
        # a census ten years on may find the town grown
        ("en", "In 1910 the census counted 2,960 people in Harra.",
         "Around 1900 Harra had fewer than two thousand inhabitants.", "none"),
    ])  # fmt: skip


def test_a_thing_raised_is_built_a_person_raised_is_not() -> None:
    _alone(TOWER, JUANA)([
        ("es", "La torre se levantó en 1884.", "La torre fue construida en 1880.", "contradicts"),
        ("es", "Levantaron la torre en 1884.", "La torre fue construida en 1880.", "contradicts"),
        ("es", "La torre se alzó en 1884.", "La torre fue construida en 1884.", "agrees"),
        ("fr", "La tour fut élevée en 1884.", "La tour fut construite en 1880.", "contradicts"),
        ("fr", "On éleva la tour en 1884.", "La tour fut bâtie en 1884.", "agrees"),
        ("fr", "Juana Pérez fut élevée à Lyon en 1884.", "Juana Pérez fut construite en 1880.",
         "none"),
        ("es", "Juana Pérez se levantó en 1884 contra el alcalde.",
         "Juana Pérez fue construida en 1880.", "none"),
    ])  # fmt: skip


def test_one_holding_told_with_two_ends_or_two_starts() -> None:
    _alone(JOHN)([
        ("en", "John Perry ran the factory until 1914.",
         "John Perry ran the factory until 1910.", "contradicts"),
        ("en", "John Perry ran the factory from 1890.",
         "John Perry was director of the factory from 1895 to 1914.", "contradicts"),
        ("en", "John Perry was director of the factory until 1914.",
         "John Perry ran the factory until 1914.", "agrees"),
        ("de", "Hans Kolb leitete die Fabrik von 1890 bis 1914.",
         "Hans Kolb leitete die Fabrik bis 1910.", "contradicts"),
        ("fr", "Jean Petit dirigea l'usine de 1890 à 1914.",
         "Jean Petit dirigea l'usine jusqu'en 1910.", "contradicts"),
        ("es", "Juan Pérez dirigió la fábrica hasta 1914.",
         "Juan Pérez dirigió la fábrica hasta 1910.", "contradicts"),
        ("ru", "Иван Петров руководил фабрикой с 1890 по 1914 год.",
         "Иван Петров руководил фабрикой до 1910 года.", "contradicts"),
        ("ru", "Иван Петров руководил фабрикой до 1914 года.",
         "Иван Петров был директором фабрики до 1914 года.", "agrees"),
        # at the head of it
        ("es", "Juan Pérez dirigió la fábrica hasta 1914.",
         "Juan Pérez estuvo al frente de la fábrica hasta 1910.", "contradicts"),
        ("fr", "Jean Petit dirigea l'usine jusqu'en 1914.",
         "Jean Petit fut à la tête de l'usine jusqu'en 1910.", "contradicts"),
        ("de", "Hans Kolb leitete die Fabrik bis 1914.",
         "Hans Kolb stand bis 1914 an der Spitze der Fabrik.", "agrees"),
        ("en", "John Perry ran the factory until 1914.",
         "John Perry was in charge of the factory until 1910.", "contradicts"),
        # another thing held (twice); two stints; a part of the period; a post left and another kept
        ("en", "John Perry ran the factory in Leeds until 1914.",
         "John Perry ran the shop in Leeds until 1910.", "none"),
        ("en", "John Perry ran the factory from 1890 to 1900.",
         "John Perry ran the factory from 1905 to 1914.", "none"),
        ("es", "Juan Pérez dirigió la fábrica de 1885 a 1911.",
         "Entre 1897 y 1900 Juan Pérez dirigió la fábrica desde Madrid.", "none"),
        ("en", "John Perry ran the Lund mill until 1914.",
         "John Perry ran the Hale mill until 1910.", "none"),
    ])  # fmt: skip


def test_one_thing_taken_up_or_left_in_two_years() -> None:
    _alone(JOHN)([
        ("de", "Hans Kolb übernahm die Leitung der Fabrik 1889.",
         "Hans Kolb übernahm die Leitung der Fabrik 1895.", "contradicts"),
        ("fr", "Jean Petit prit la direction de l'usine en 1890.",
         "Jean Petit prit la direction de l'usine en 1895.", "contradicts"),
        ("ru", "Иван Петров возглавил фабрику в 1890 году.",
         "Иван Петров возглавил фабрику в 1895 году.", "contradicts"),
        ("es", "Juan Pérez tomó la dirección de la fábrica en 1890.",
         "Juan Pérez asumió la dirección de la fábrica en 1895.", "contradicts"),
        ("en", "John Perry sold the mill in 1890.", "John Perry sold the mill in 1895.",
         "contradicts"),
        ("en", "John Perry left the factory in 1890.", "John Perry left the factory in 1890.",
         "agrees"),
        # another thing; a purchase against a sale
        ("en", "John Perry sold the Lund mill in 1890.", "John Perry sold the Hale mill in 1895.",
         "none"),
        ("en", "John Perry sold the mill in 1890.", "John Perry bought the mill in 1880.", "none"),
    ])  # fmt: skip


def test_a_russian_phrase_of_time_before_the_place_a_figure_is_counted_in() -> None:
    _alone(ASTORIA, HARRA)([
        ("ru", "В 1883 году в гостинице «Астория» было 120 номеров.",
         "Даже в лучшие годы в гостинице «Астория» было не больше 80 номеров.", "contradicts"),
        ("ru", "В 1883 году в Харре было 1200 жителей.",
         "В самые трудные времена в Харре было не больше 800 жителей.", "contradicts"),
        ("ru", "В 1883 году в Харре было 1200 жителей.",
         "Уже в те годы в Харре было 1200 жителей.", "qualifies"),  # dated against undated
    ])  # fmt: skip


MILL = NamedEntity("mill", "glossary", "Hale Mill", "glossary/hale-mill.md",
                   ("the mill", "die Mühle", "le moulin", "el molino", "мельница"))  # fmt: skip


def test_a_pronoun_with_no_subject_of_its_own_is_the_other_statements_subject() -> None:
    _alone(TOM, MILL)([
        ("en", "Tom Hale died in Paris in 1889.", "He died in Lyon in 1889.", "contradicts"),
        ("fr", "Tom Hale mourut à Paris en 1889.", "Il mourut à Lyon en 1889.", "contradicts"),
        ("de", "Tom Hale starb 1889 in Paris.", "1889 starb er in Lyon.", "contradicts"),
        ("es", "Tom Hale murió en París en 1889.", "Él murió en Lyon en 1889.", "contradicts"),
        ("ru", "Том Хейл умер в Париже в 1889 году.", "Он умер в Лионе в 1889 году.",
         "contradicts"),
        ("en", "Tom Hale died in Paris in 1889.", "He died in Paris in 1889.", "agrees"),
        ("en", "The mill was built in 1850.", "It was built in 1860.", "contradicts"),
        # a subject left out
        ("es", "Tom Hale murió en París en 1889.", "Murió en Lyon en 1889.", "contradicts"),
        ("ru", "Том Хейл умер в Париже в 1889 году.", "Умер в Лионе в 1889 году.",
         "contradicts"),
        ("es", "Tom Hale murió en París en 1889.", "Murió su hermano en Lyon en 1889.", "none"),
        ("ru", "Том Хейл умер в Париже в 1889 году.", "Умер в Лионе в 1889 году его брат.",
         "none"),
        # "he" is no thing, "it" no person; a dummy subject is none
        ("en", "The mill was built in 1850.", "He was built in 1860.", "none"),
        ("en", "Tom Hale was born in 1850.", "It was born in 1860.", "none"),
        ("de", "Die Mühle wurde 1850 gebaut.", "Es gab 1860 eine Mühle.", "none"),
    ])  # fmt: skip


MADRID = NamedEntity("madrid", "place", "Madrid", "places/madrid.md", ())
TOLEDO = NamedEntity("toledo", "place", "Toledo", "places/toledo.md", ("Tolède",))
ROSA = NamedEntity("rosa", "character", "Rosa Gil", "characters/rosa-gil.md", ())


def test_a_phrase_set_off_after_a_place_before_where() -> None:
    _alone(TOM, MADRID, TOLEDO, ROSA)([
        ("en", "Tom Hale died in Madrid in 1938.",
         "Tom Hale spent his last years in Toledo, his native town, where he died in 1938.",
         "contradicts"),
        ("es", "Tom Hale murió en Madrid en 1938.",
         "Tom Hale pasó sus últimos años en Toledo, su ciudad natal, donde murió en 1938.",
         "contradicts"),
        ("fr", "Tom Hale mourut à Madrid en 1938.",
         "Tom Hale passa ses dernières années à Tolède, sa ville natale, où il mourut en 1938.",
         "contradicts"),
        ("de", "Tom Hale starb 1938 in Madrid.",
         "Tom Hale verbrachte seine letzten Jahre in Toledo, seiner Heimatstadt, wo er 1938 starb.",
         "contradicts"),
        ("en", "Tom Hale died in Toledo in 1938.",
         "Tom Hale retired to Toledo, a quiet town, where he died in 1938.", "agrees"),
        # a clause with its own subject is no phrase set off
        ("es", "Rosa Gil murió en Madrid en 1949.",
         "Al jubilarse en 1931, la maestra Rosa Gil se retiró a Toledo, donde murió años después.",
         "contradicts"),
    ])  # fmt: skip


def test_a_death_and_its_date_set_off() -> None:
    _alone(TOM)([
        ("en", "Tom Hale died in 1965.",
         "Tom Hale ran the mill until his death, which came in 1970.", "contradicts"),
        ("fr", "Tom Hale mourut en 1965.",
         "Tom Hale dirigea le moulin jusqu'à sa mort, survenue en 1970.", "contradicts"),
        ("es", "Tom Hale murió en 1965.",
         "Tom Hale dirigió el molino hasta su muerte, ocurrida en 1970.", "contradicts"),
        ("ru", "Том Хейл умер в 1965 году.",
         "Том Хейл руководил мельницей до самой смерти, последовавшей в 1970 году.",
         "contradicts"),
        ("fr", "Tom Hale mourut en 1970.",
         "Tom Hale dirigea le moulin jusqu'à sa mort, survenue en 1970.", "agrees"),
    ])  # fmt: skip


YORK = NamedEntity("york", "place", "York", "places/york.md", ())
LEEDS = NamedEntity("leeds", "place", "Leeds", "places/leeds.md", ())


def test_a_trailing_place_after_a_building() -> None:
    _alone(TOM, YORK, LEEDS)([
        ("en", "Tom Hale died at York in 1850.",
         "Tom Hale died far from the sea, at an inn in Leeds, in the spring of 1850.",
         "contradicts"),
        ("fr", "Tom Hale mourut à York en 1850.",
         "Tom Hale mourut en 1850, dans une auberge de Leeds.", "contradicts"),
        ("es", "Tom Hale murió en York en 1850.",
         "Tom Hale murió en 1850, en una posada de Leeds.", "contradicts"),
        ("en", "Tom Hale died at Leeds in 1850.", "Tom Hale died in 1850, at an inn in Leeds.",
         "agrees"),
    ])  # fmt: skip


def test_a_pronoun_in_an_entity_note_is_that_notes_subject() -> None:
    from semnet.graph.judge.base import Statement

    ann = NamedEntity("ann", "character", "Ann Roe", "file:///ws/characters/ann-roe.md", ())
    judge = RulesJudge(NameIndex([TOM, ann]))

    def st(text: str, uri: str | None = None) -> Statement:
        return Statement(ref=f"node:{text}", id=text, kind="fact", text=text, lang="en", uri=uri)

    tom = st("Tom Hale died in Paris in 1889.")
    # written in Ann Roe's note, "she" is Ann, not the Tom Hale of the other statement
    in_ann = st("She died in Lyon in 1889.", "file:///ws/characters/ann-roe.md")
    assert judge.finding(tom, in_ann) is None
    assert judge.finding(in_ann, st("Ann Roe died in Paris in 1889.")).stance.value == "contradicts"
    # written nowhere in particular, it is the other statement's subject
    assert judge.finding(tom, st("He died in Lyon in 1889.")).stance.value == "contradicts"
