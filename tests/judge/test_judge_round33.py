"""Round 33 (issue 14): a thing burned down in a year was lost in that
year's fire, a thing left whole by a fire was spared, and a part of a
building (its facade) is lost or spared like the building; where a fire
broke out; a guess twice past a ceiling; a home town said as one's own is
the birth place; where one is from said beside what one was; an age at a
happening is an age in its year; the French "n'" is no "né"; a period and
a span of one length agree; abbreviated thousands and inhabitants; deeds
that belie sobriety, generosity, wealth, gentleness and shyness; two places
on one day are no same telling (and what belies no trait). Sentences of our own, not the evaluation
sets'."""

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
        NamedEntity("mill", "glossary", "Old Mill", "glossary/old-mill.md",
                    ("the Old Mill", "The Old Mill", "Alte Mühle", "Die Alte Mühle",
                     "der Alten Mühle", "Vieux Moulin", "Le Vieux Moulin", "du Vieux Moulin",
                     "Molino Viejo", "El Molino Viejo", "del Molino Viejo",
                     "Старая мельница", "Старой мельницы")),
        NamedEntity("fire", "glossary", "Great Fire of 1888", "glossary/great-fire-1888.md",
                    ("the Great Fire", "The Great Fire", "Le Grand Incendie", "El Gran Incendio",
                     "Der Große Brand", "Великий пожар")),
        NamedEntity("street", "place", "Harbour Street", "places/harbour-street.md", ()),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_thing_burned_down_in_a_year_was_lost_in_that_years_fire() -> None:
    check([
        ("en", "The Old Mill burned down in 1888.", "The Old Mill survived the fire of 1888.",
         "contradicts"),
        ("de", "Die Alte Mühle brannte 1888 vollständig nieder.",
         "Die Alte Mühle überstand den Brand von 1888.", "contradicts"),
        ("es", "El Molino Viejo ardió por completo en 1888.",
         "El Molino Viejo sobrevivió al incendio de 1888.", "contradicts"),
        ("ru/en", "Старая мельница сгорела в 1888 году.", "The Old Mill survived the fire of 1888.",
         "contradicts"),
        # a fire at the mill is no loss of it; "brannte" alone is a fire, not a ruin
        ("en", "A fire broke out at the Old Mill in 1888.",
         "The Old Mill survived the fire of 1888.", "none"),
        ("de", "Die Alte Mühle brannte 1888.", "Die Alte Mühle überstand den Brand von 1888.",
         "none"),
        ("en", "The Old Mill burned down in 1888.", "The Old Mill survived the fire of 1890.",
         "none"),
    ])  # fmt: skip


def test_a_thing_left_whole_by_a_fire_was_spared() -> None:
    check([
        ("de", "Die Alte Mühle wurde beim Brand von 1888 zerstört.",
         "Die Alte Mühle blieb beim Brand von 1888 unversehrt.", "contradicts"),
        ("en", "The Old Mill was destroyed by fire in 1888.",
         "The Old Mill came through the fire of 1888 undamaged.", "contradicts"),
        ("fr", "Le Vieux Moulin brûla entièrement en 1888.",
         "Le Vieux Moulin sortit indemne de l'incendie de 1888.", "contradicts"),
        ("es", "El Molino Viejo ardió por completo en 1888.",
         "El Molino Viejo salió intacto del incendio de 1888.", "contradicts"),
        # whole long after the fire, not by it
        ("en", "The Old Mill burned down in 1888.",
         "Rebuilt after the fire of 1888 by the town's masons, the Old Mill still stands intact.",
         "none"),
    ])  # fmt: skip


def test_the_facade_of_a_building_is_lost_or_spared_like_it() -> None:
    check([
        ("en", "The facade of the Old Mill was destroyed in the fire of 1888.",
         "The facade of the Old Mill survived the fire of 1888.", "contradicts"),
        ("fr/es", "La façade du Vieux Moulin fut détruite dans l'incendie de 1888.",
         "La fachada del Molino Viejo sobrevivió intacta al incendio de 1888.", "contradicts"),
        ("en/ru", "The facade of the Old Mill was destroyed in the fire of 1888.",
         "Фасад Старой мельницы уцелел при пожаре 1888 года.", "contradicts"),
        ("ru", "Фасад Старой мельницы был уничтожен пожаром 1888 года.",
         "Фасад Старой мельницы уцелел при пожаре 1888 года.", "contradicts"),
    ])  # fmt: skip


def test_where_a_fire_broke_out() -> None:
    check([
        ("en", "The Great Fire broke out in a bakery.", "The Great Fire started in the ropewalk.",
         "contradicts"),
        ("de", "Der Große Brand brach in einer Bäckerei aus.",
         "Der Große Brand begann in der Seilerei.", "contradicts"),
        ("fr/es", "Le Grand Incendie éclata dans une boulangerie.",
         "El Gran Incendio se declaró en la cocina del hotel.", "contradicts"),
        ("ru/en", "Великий пожар начался в канатной мастерской.",
         "The Great Fire broke out in the rope works.", "agrees"),
        # the fire said as its flames, when a note describes it
        ("fr", "Le Grand Incendie éclata dans une boulangerie.", "Le feu éclata dans la corderie.",
         "contradicts"),
        ("ru", "Великий пожар начался в пекарне.", "Огонь вспыхнул в конюшне.", "contradicts"),
        # a room of the place the other names; a time; a street against a house on it;
        # an unlisted noun against a listed one
        ("en", "The Great Fire broke out in the kitchen of the hotel.",
         "The Great Fire started in the hotel.", "none"),
        ("en", "The Great Fire broke out in the night.", "The Great Fire started in the bakery.",
         "none"),
        ("en", "The Great Fire broke out in Harbour Street.",
         "The Great Fire started in the bakery.", "none"),
        ("en", "The Great Fire broke out in a bakehouse.", "The Great Fire started in a bakery.",
         "none"),
    ])  # fmt: skip


def test_a_guess_twice_past_a_ceiling_contradicts_it() -> None:
    check([
        ("en", "The Old Mill employed about 300 hands.", "The Old Mill never employed more than 140 hands.",
         "contradicts"),
        ("de", "Die Alte Mühle beschäftigte rund 300 Arbeiter.",
         "Die Alte Mühle beschäftigte höchstens 140 Arbeiter.", "contradicts"),
        ("es", "El Molino Viejo empleaba a unos 300 obreros.",
         "El Molino Viejo nunca empleó a más de 140 obreros.", "contradicts"),
        # past the ceiling, but less than twice: in tension
        ("en", "The Old Mill employed about 200 hands.", "The Old Mill never employed more than 140 hands.",
         "in_tension"),
    ])  # fmt: skip


HOME = NameIndex(
    [
        NamedEntity("juan", "character", "Juan Ruiz", "characters/juan-ruiz.md",
                    ("Хуан Руис", "Хуана Руиса")),
        NamedEntity("vigo", "place", "Vigo", "places/vigo.md", ("Виго",)),
        NamedEntity("bilbao", "place", "Bilbao", "places/bilbao.md", ("Бильбао",)),
    ]
)  # fmt: skip
check_home = stance_checker(RulesJudge(HOME))


def test_a_home_town_is_the_birth_place_undated() -> None:
    check_home([
        ("en", "Juan Ruiz was born in Bilbao.",
         "In 1880 Juan Ruiz went back to Vigo, his home town.", "contradicts"),
        ("fr", "Juan Ruiz est né à Bilbao.",
         "En 1880, Juan Ruiz revint dans sa ville natale de Vigo.", "contradicts"),
        ("fr", "Juan Ruiz est né à Bilbao.", "Juan Ruiz n'a jamais quitté Vigo, sa ville natale.",
         "contradicts"),
        ("es", "Juan Ruiz nació en Bilbao.", "En 1880 Juan Ruiz volvió a su Vigo natal.",
         "contradicts"),
        ("es", "Juan Ruiz nació en Bilbao.", "En 1880 Juan Ruiz regresó a Vigo, su ciudad natal.",
         "contradicts"),
        ("de", "Juan Ruiz wurde in Bilbao geboren.",
         "1880 kehrte Juan Ruiz in seine Heimatstadt Vigo zurück.", "contradicts"),
        ("de", "Juan Ruiz wurde in Bilbao geboren.",
         "1880 kehrte Juan Ruiz nach Vigo, seiner Vaterstadt, zurück.", "contradicts"),
        ("ru", "Хуан Руис родился в Бильбао.", "В 1880 году Хуан Руис вернулся в родной Виго.",
         "contradicts"),
        ("ru/en", "Хуан Руис родился в Виго.",
         "In 1880 Juan Ruiz went back to Vigo, his home town.", "agrees"),
        # the year of the return is no year of birth
        ("en", "Juan Ruiz was born in 1850.", "Juan Ruiz returned to his native Vigo in 1880.",
         "none"),
        ("fr", "Juan Ruiz est né en 1850.",
         "En 1880, Juan Ruiz revint dans sa ville natale de Vigo.", "none"),
    ])  # fmt: skip


def test_where_one_is_from_said_beside_what_one_was() -> None:
    check_home([
        ("en", "Juan Ruiz was born in Bilbao.",
         "Juan Ruiz, a fisherman from Vigo, came to Bilbao in 1870.", "contradicts"),
        ("en", "Juan Ruiz was born in Bilbao.", "Juan Ruiz was a fisherman from Vigo.",
         "contradicts"),
        ("es", "Juan Ruiz nació en Bilbao.",
         "Juan Ruiz era pescador, de Vigo, y llegó a Bilbao ya adulto.", "contradicts"),
        ("fr", "Juan Ruiz est né à Bilbao.",
         "Juan Ruiz était marin, de Vigo, et vint à Bilbao adulte.", "contradicts"),
        ("es/en", "Juan Ruiz era pescador, de Vigo, y llegó a Bilbao ya adulto.",
         "Juan Ruiz was born in Vigo.", "agrees"),
        # a thing from a place; a post's town
        ("en", "Juan Ruiz was born in Bilbao.", "Juan Ruiz received a letter from Vigo in 1870.",
         "none"),
        ("es", "Juan Ruiz nació en Bilbao.", "Juan Ruiz era alcalde, de Vigo, desde 1870.",
         "none"),
        ("fr", "Juan Ruiz est né à Bilbao.", "Juan Ruiz était le maire de Vigo.", "none"),
    ])  # fmt: skip


def test_an_age_at_a_happening_is_an_age_in_its_year() -> None:
    check_home([
        ("fr", "Juan Ruiz est né en 1850.",
         "Lors de la grève de 1880, le meneur Juan Ruiz n'avait que vingt-deux ans.",
         "contradicts"),
        ("en", "Juan Ruiz was born in 1850.",
         "At the time of the 1880 strike its leader, Juan Ruiz, was a young man of twenty-two.",
         "contradicts"),
        ("en", "Juan Ruiz was born in 1858.",
         "At the time of the 1880 strike its leader, Juan Ruiz, was a young man of twenty-two.",
         "agrees"),
        ("de", "Juan Ruiz wurde 1850 geboren.",
         "Beim Streik von 1880 war Juan Ruiz erst zweiundzwanzig Jahre alt.", "contradicts"),
        ("ru", "Хуан Руис родился в 1850 году.",
         "Во время забастовки 1880 года Хуану Руису было двадцать два года.", "contradicts"),
    ])  # fmt: skip


def test_the_french_particle_n_is_no_birth() -> None:
    check_home([
        # "n'" folds as "né" does: it dated a birth in 1880
        ("fr", "Juan Ruiz est né en 1850.", "Juan Ruiz n'avait que vingt ans en 1880.",
         "contradicts"),
        ("fr", "Juan Ruiz est né en 1860.", "Juan Ruiz n'avait que vingt ans en 1880.", "agrees"),
        ("fr", "Juan Ruiz est né en 1880.", "Juan Ruiz n'était pas à Vigo en 1880.", "none"),
    ])  # fmt: skip


def test_a_period_and_a_span_of_one_length_agree() -> None:
    check_home([
        ("en", "Juan Ruiz headed the harbour school from 1850 to 1885.",
         "Juan Ruiz was its headmaster for thirty-five years.", "agrees"),
        ("de", "Juan Ruiz leitete die Hafenschule von 1850 bis 1885.",
         "Juan Ruiz war fünfunddreißig Jahre lang Schulmeister.", "agrees"),
        ("fr", "Juan Ruiz dirigea l'école du port de 1850 à 1885.",
         "Juan Ruiz fut instituteur pendant trente-cinq ans.", "agrees"),
        ("es", "Juan Ruiz dirigió la escuela del puerto de 1850 a 1885.",
         "Juan Ruiz fue maestro durante treinta y cinco años.", "agrees"),
        ("ru/en", "Хуан Руис руководил портовой школой с 1850 по 1885 год.",
         "Juan Ruiz was its headmaster for thirty-five years.", "agrees"),
        # of other lengths, other words are other posts: nothing is said
        ("en", "Juan Ruiz headed the harbour school from 1850 to 1885.",
         "Juan Ruiz was a ferryman for twenty years.", "none"),
    ])  # fmt: skip


def test_abbreviated_thousands_and_inhabitants() -> None:
    check_home([
        ("de", "Vigo hatte 1880 21,3 Tsd. Einwohner.", "Vigo hatte 1880 21 300 Einwohner.",
         "agrees"),
        ("de", "Vigo hatte 1880 21,3 Tsd. Einw.", "Vigo hatte 1880 21 300 Einwohner.", "agrees"),
        ("de", "Vigo hatte 1880 21,3 Tsd. Einw.", "Vigo hatte 1880 35 000 Einwohner.",
         "contradicts"),
        ("ru/en", "В 1880 году в Виго было 21 тыс. жителей.",
         "In 1880 Vigo had 21,000 inhabitants.", "agrees"),
        ("de/en", "Vigo hatte 1880 1,2 Mio. Einwohner.", "In 1880 Vigo had 800,000 inhabitants.",
         "contradicts"),
    ])  # fmt: skip


def test_deeds_that_sit_ill_with_sobriety_generosity_and_wealth() -> None:
    check_home([
        ("de", "Juan Ruiz war ein nüchterner Mann.", "Juan Ruiz zechte jede Nacht im Hafenkrug.",
         "in_tension"),
        ("es", "Juan Ruiz era un hombre sobrio.", "Juan Ruiz bebía cada noche en la taberna.",
         "in_tension"),
        ("en", "Juan Ruiz was a generous employer.",
         "In 1880 Juan Ruiz cut the wages of his workers.", "in_tension"),
        ("es", "Juan Ruiz era generoso.", "Juan Ruiz se negó a prestar dinero a su hermano.",
         "in_tension"),
        ("fr", "Juan Ruiz était riche.", "Juan Ruiz fit faillite en 1880.", "in_tension"),
        ("ru", "Хуан Руис был богат.", "Хуан Руис был в долгах.", "in_tension"),
        # selling drink is no drinking; a denied deed is none
        ("en", "Juan Ruiz was a sober man.",
         "Juan Ruiz made his fortune selling wine and brandy to the hotels.", "none"),
        ("es", "Juan Ruiz era un hombre sobrio.", "Juan Ruiz bebía solo agua.", "none"),
    ])  # fmt: skip


def test_blows_sit_ill_with_a_gentle_man() -> None:
    check_home([
        ("en", "Juan Ruiz was a gentle man.", "In 1880 Juan Ruiz punched the foreman of the works.",
         "in_tension"),
        ("fr", "Juan Ruiz était un homme doux.", "Juan Ruiz gifla le contremaître en 1880.",
         "in_tension"),
        ("ru", "Хуан Руис был кроток.", "В 1880 году Хуан Руис ударил мастера.", "in_tension"),
        ("en", "Juan Ruiz was a gentle man.", "Juan Ruiz struck a deal with the foreman.", "none"),
    ])  # fmt: skip


def test_crowds_lectures_and_meetings_sit_ill_with_a_shy_man() -> None:
    check_home([
        ("en", "Juan Ruiz was a shy man.",
         "In 1880 Juan Ruiz addressed the crowd at the harbour gates.", "in_tension"),
        ("es", "Juan Ruiz era tímido.", "Juan Ruiz arengaba a los obreros en los mítines.",
         "in_tension"),
        ("ru", "Хуан Руис был застенчив.", "Хуан Руис выступал на митингах.", "in_tension"),
    ])  # fmt: skip


def test_two_places_on_one_day_are_no_same_telling() -> None:
    check_home([
        ("en", "On 3 May 1880 Juan Ruiz was at the harbour of Vigo.",
         "On 3 May 1880 Juan Ruiz dined with the mayor in Bilbao.", "none"),
        ("en", "On 3 May 1880 Juan Ruiz was at the harbour of Vigo.",
         "Juan Ruiz landed at Vigo on 3 May 1880.", "agrees"),
    ])  # fmt: skip


def test_what_belies_no_trait() -> None:
    check_home([
        ("en", "Juan Ruiz was a generous man.", "Juan Ruiz never gave up the fight for the port.",
         "none"),
        ("ru", "Хуан Руис был трезвенником.", "Хуан Руис был пилотом парохода.", "none"),
    ])  # fmt: skip
