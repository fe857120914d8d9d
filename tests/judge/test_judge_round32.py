"""Round 32 (issue 14): a child of a parent from a town comes from that
town ("Hijo de un pescador de Vigo, Juan …"); the holder of a post is not
the one named in a relative clause; an approximate figure more than twice
off contradicts; a part of a thing is one subject in every language; "and"
before a second act names no co-founder; a distance is from a place named
near its figure; a birth year and an age at death date the death; an
arrival against a move or a birth at the same place; settling is no
founding; a body constituted or created is founded. Sentences of our own,
not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("juan", "character", "Juan Ruiz", "characters/juan-ruiz.md",
                    ("Хуан Руис", "Хуана Руиса")),
        NamedEntity("ann", "character", "Ann Hale", "characters/ann-hale.md",
                    ("Анна Хейл",)),
        NamedEntity("vigo", "place", "Vigo", "places/vigo.md", ("Виго",)),
        NamedEntity("bilbao", "place", "Bilbao", "places/bilbao.md", ("Бильбао",)),
        NamedEntity("penzance", "place", "Penzance", "places/penzance.md", ()),
        NamedEntity("works", "glossary", "Vigo works", "glossary/vigo-works.md",
                    ("the Vigo works", "The Vigo works", "завода в Виго", "l'usine de Vigo",
                     "la fábrica de Vigo", "der Vigo-Hütte")),
        NamedEntity("aigle", "glossary", "Aigle", "glossary/aigle.md", ("L'Aigle",)),
        NamedEntity("society", "glossary", "Society", "glossary/society.md",
                    ("The Society", "the Society", "La Société", "La Sociedad")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_child_of_a_parent_from_a_town_comes_from_it() -> None:
    check([
        ("es", "Juan Ruiz nació en Bilbao.",
         "Hijo de un pescador de Vigo, Juan Ruiz entró en la fábrica en 1870.", "contradicts"),
        ("fr", "Juan Ruiz est né à Bilbao.",
         "Juan Ruiz, fils d'un tonnelier de Vigo, entra à la fabrique en 1870.", "contradicts"),
        ("en", "Juan Ruiz was born in Bilbao.",
         "The son of a Penzance fisherman, Juan Ruiz joined the works in 1870.", "contradicts"),
        ("de", "Juan Ruiz wurde in Bilbao geboren.",
         "Juan Ruiz, Sohn eines Fischers aus Vigo, trat 1870 in die Fabrik ein.", "contradicts"),
        ("ru", "Хуан Руис родился в Бильбао.",
         "Сын рыбака из Виго, Хуан Руис поступил на фабрику в 1870 году.", "contradicts"),
        ("es/en", "Hijo de un pescador de Vigo, Juan Ruiz entró en la fábrica en 1870.",
         "Juan Ruiz was born in Vigo.", "agrees"),
        # the statement's own birth place stands; another's parent says nothing of him
        ("en", "Juan Ruiz was born in Bilbao.",
         "Juan Ruiz was born in Bilbao, the son of a Vigo fisherman.", "agrees"),
        ("en", "Juan Ruiz was born in Bilbao.",
         "Juan Ruiz married Ann Hale, the daughter of a Penzance fisherman.", "none"),
        ("ru", "Хуан Руис родился в Бильбао.", "Хуан Руис, сын Педро из Виго, служил на фабрике.",
         "none"),
    ])  # fmt: skip


def test_the_holder_of_a_post_is_not_the_one_named_in_a_relative_clause() -> None:
    check([
        ("en", "Juan Ruiz was mayor of Vigo from 1880 to 1890.",
         "In 1885 the mayor of Vigo was the miller Ann Hale, who had beaten Juan Ruiz at the polls.",
         "contradicts"),
        ("de", "Juan Ruiz war von 1880 bis 1890 Bürgermeister von Vigo.",
         "1885 war Ann Hale Bürgermeisterin von Vigo, die Juan Ruiz bei der Wahl geschlagen hatte.",
         "contradicts"),
        ("fr", "Juan Ruiz fut maire de Vigo de 1880 à 1890.",
         "En 1885, le maire de Vigo était Ann Hale, qui avait battu Juan Ruiz aux élections.",
         "contradicts"),
        ("es", "Juan Ruiz fue alcalde de Vigo de 1880 a 1890.",
         "En 1885 el alcalde de Vigo era Ann Hale, que había derrotado a Juan Ruiz.",
         "contradicts"),
        ("ru", "Хуан Руис был мэром Виго с 1880 по 1890 год.",
         "В 1885 году мэром Виго была Анна Хейл, которая победила Хуана Руиса на выборах.",
         "contradicts"),
        # the one named in the relative clause held it: the same holder agrees
        ("en", "Juan Ruiz was mayor of Vigo from 1880 to 1890.",
         "In 1885 the mayor of Vigo was Juan Ruiz, who had beaten Ann Hale at the polls.",
         "agrees"),
    ])  # fmt: skip


def test_an_approximate_figure_more_than_twice_off_contradicts() -> None:
    check([
        ("en", "Vigo had about 300 inhabitants in 1850.", "Vigo had 700 inhabitants in 1850.",
         "contradicts"),
        ("de", "Vigo hatte 1850 rund 900 Einwohner.", "Vigo hatte 1850 400 Einwohner.",
         "contradicts"),
        ("fr", "En 1850, Vigo comptait environ 2 000 habitants.",
         "En 1850, Vigo comptait 4 600 habitants.", "contradicts"),
        ("es", "En 1850 Vigo tenía unos 500 habitantes.", "En 1850 Vigo tenía 1.200 habitantes.",
         "contradicts"),
        ("ru", "В 1850 году в Виго жило около 300 человек.", "В 1850 году в Виго жило 800 человек.",
         "contradicts"),
        # within one and a half times (twice before round 44): only in tension; two guesses:
        # in tension up to three times apart
        ("en", "Vigo had about 300 inhabitants in 1850.", "Vigo had 520 inhabitants in 1850.",
         "contradicts"),
        ("en", "Vigo had about 300 inhabitants in 1850.", "Vigo had 400 inhabitants in 1850.",
         "in_tension"),
        ("es", "En 1850 Vigo tenía unos 500 habitantes.", "En 1850 Vigo tenía casi 1.200 habitantes.",
         "in_tension"),
    ])  # fmt: skip


def test_a_part_of_a_thing_is_one_subject_in_every_language() -> None:
    check([
        ("en/ru", "The chimney of the Vigo works was 60 metres high.",
         "Труба завода в Виго имела высоту 45 метров.", "contradicts"),
        ("fr/en", "La tour de Vigo mesure 40 mètres.", "The Vigo tower is 55 metres tall.",
         "contradicts"),
        ("es/fr", "La chimenea de la fábrica de Vigo medía 60 metros.",
         "La cheminée de l'usine de Vigo mesurait 60 mètres.", "agrees"),
        ("en/fr", "The treatise of Juan Ruiz was published in 1880.",
         "Le traité de Juan Ruiz fut publié en 1885.", "contradicts"),
        ("en/de", "The chronicle of Vigo was published in 1880.", "Die Chronik von Vigo erschien 1885.",
         "contradicts"),
        ("en/es", "The fleet of the Vigo works numbered 12 ships.",
         "La flota de la fábrica de Vigo contaba con 9 barcos.", "contradicts"),
    ])  # fmt: skip


def test_and_before_a_second_act_names_no_co_founder() -> None:
    check([
        ("fr", "La Société fut fondée en 1866 par Juan Ruiz.",
         "La Société fut fondée en 1866 par Ann Hale, et financée par un armateur.", "contradicts"),
        ("en", "The Society was founded in 1866 by Juan Ruiz.",
         "The Society was founded in 1866 by Ann Hale and funded by a shipowner.", "contradicts"),
        ("es", "La Sociedad fue fundada en 1866 por Juan Ruiz.",
         "La Sociedad fue fundada en 1866 por Ann Hale y financiada por un armador.",
         "contradicts"),
        # a co-founder after "and": the same founder, with another
        ("en", "The Society was founded in 1866 by Juan Ruiz.",
         "The Society was founded in 1866 by Juan Ruiz and his brother.", "qualifies"),
    ])  # fmt: skip


def test_a_distance_is_from_a_named_place_near_the_figure() -> None:
    check([
        ("fr", "L'Aigle mesurait 18 mètres de long.",
         "L'Aigle ne mesurait que 35 pieds de la proue à la poupe.", "contradicts"),
        ("de", "Der Leuchtturm von Vigo ist 19 Meter hoch.",
         "Der Leuchtturm von Vigo ragt nur 40 Fuß hoch über die Klippe von Bilbao.",
         "contradicts"),
        ("en", "The Vigo lighthouse stands 3 km from Bilbao.",
         "The Vigo lighthouse stands 5 km from Bilbao.", "contradicts"),
        ("fr", "Le phare de Vigo se trouve à 3 km au nord de Bilbao.",
         "Le phare de Vigo se trouve à 3 km de Bilbao.", "agrees"),
    ])  # fmt: skip


def test_a_birth_year_and_an_age_at_death_date_the_death() -> None:
    check([
        ("es", "Juan Ruiz murió en 1859.",
         "Juan Ruiz, nacido en 1802, murió a los setenta años.", "contradicts"),
        ("en", "Juan Ruiz died in 1859.", "Juan Ruiz (b. 1802 in Vigo) died at the age of seventy.",
         "contradicts"),
        ("fr", "Juan Ruiz mourut en 1859.", "Juan Ruiz (né en 1802 à Vigo) mourut à soixante-dix ans.",
         "contradicts"),
        ("de", "Juan Ruiz starb 1859.", "Juan Ruiz (geb. 1802 in Vigo) starb mit siebzig Jahren.",
         "contradicts"),
        ("ru", "Хуан Руис умер в 1859 году.",
         "Хуан Руис (род. 1802 в Виго) умер в возрасте семидесяти лет.", "contradicts"),
        ("es", "Juan Ruiz murió en 1872.",
         "Juan Ruiz, nacido en 1802, murió a los setenta años.", "agrees"),
        # a death joined to a birth by "and" does not take the birth's date
        ("en", "Juan Ruiz died in 1872.", "Juan Ruiz was born in 1802 and died aged 70.", "agrees"),
        ("en", "Juan Ruiz was born in 1802.", "Juan Ruiz was born in 1802 and died aged 70.",
         "agrees"),
    ])  # fmt: skip


def test_an_arrival_and_a_move_to_one_place_at_two_years_contradict() -> None:
    check([
        ("es", "Juan Ruiz llegó a Vigo en 1866.", "Juan Ruiz se estableció en Vigo en 1858.",
         "contradicts"),
        ("en", "Juan Ruiz came to Vigo in 1866.", "Juan Ruiz moved to Vigo in 1858.",
         "contradicts"),
        ("fr", "Juan Ruiz arriva à Vigo en 1872.", "Juan Ruiz s'installa à Vigo en 1879.",
         "contradicts"),
        # another coming, or another place: nothing
        ("en", "Juan Ruiz came back to Vigo in 1866.", "Juan Ruiz moved to Vigo in 1858.",
         "none"),
        ("en", "Juan Ruiz came to Bilbao in 1866.", "Juan Ruiz moved to Vigo in 1858.", "none"),
    ])  # fmt: skip


def test_settling_is_no_founding_and_one_born_there_came_there_only_later() -> None:
    check([
        # "se estableció en", "s'établit à": settling, not founding the town
        ("es", "Vigo fue fundada en 1100.", "Juan Ruiz se estableció en Vigo en 1858.", "none"),
        ("fr", "Vigo fut fondée en 1100.", "Juan Ruiz s'établit à Vigo en 1858.", "none"),
        ("es", "La Sociedad fue fundada en 1850.", "La Sociedad se fundó en 1858.",
         "contradicts"),
        # born in a place, yet came there only later
        ("fr", "Juan Ruiz est né à Vigo en 1840.", "Juan Ruiz ne vint s'établir à Vigo qu'en 1872.",
         "contradicts"),
        ("en", "Juan Ruiz was born in Vigo in 1840.", "Juan Ruiz did not come to Vigo until 1872.",
         "contradicts"),
        ("es", "Juan Ruiz nació en Vigo en 1840.", "Juan Ruiz no llegó a Vigo hasta 1872.",
         "contradicts"),
        ("en", "Juan Ruiz came to Vigo in 1872.", "Juan Ruiz did not come to Vigo until 1872.",
         "agrees"),
    ])  # fmt: skip


def test_a_body_constituted_or_created_is_founded() -> None:
    check([
        ("es", "La Sociedad fue fundada en 1848.", "La Sociedad se creó en 1850, según el archivo.",
         "contradicts"),
        ("fr", "La Société fut fondée en 1848.", "La Société se constitua en 1850.", "contradicts"),
        ("en", "The Society was founded in 1848.", "The Society was formally constituted in 1850.",
         "contradicts"),
    ])  # fmt: skip
