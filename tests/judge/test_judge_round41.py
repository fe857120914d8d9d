"""Round 41 (issue 14): a post's holder at the year a statement's main
clause gives, when a relative clause adds a second date ("in 1880 the mayor
of Kerlaz was Ned Gale, who had held the office since 1875"); a bridge's
span and a railway's gauge read as the thing's own measure of that aspect
("the span of the Kerlaz Bridge", "die Spurweite der Orme-Bahn", "пролёт
моста", "has a span of 46 metres"), compared with the same aspect only. A count of a body's workforce or fleet
("the workforce of the Orme Mill numbered 400 men", "die Belegschaft",
"штат мельницы", "la flotte de la compagnie") is the body's own. Someone
who came to a place at an age ("came to Kerlaz only at thirty", "zog mit
zwölf Jahren nach Kerlaz") was not born there; a return, a coming elsewhere
or a leaving is none. A death before an age ("before reaching sixty", "не
дожив до шестидесяти", "sin llegar a los sesenta") is an age at death under
it. A post left by a verb and its particle ("gave up", "gab … ab", "gab … auf",
"trat … zurück") or by ceding it ("céda la direction") ends its holding, and
"resigned as director in 1890" holds no post that year; a leaving by a year
before the end ("By 1890 he had handed over the mill") contradicts it, as
does one denied only in a clause joined after it ("left the school in 1885
and never came back"); and such a denial denies only its own clause ("ran
the mill in York and never married" is no denial of running the mill). A thing's installation ("installed", "eingebaut", "installé",
"se instaló", "установлен") is a one-time event. A kin term said beside another that is denied ("the
nephew of Ned Gale, not his son") is the one not denied. A cleft keeps its date with a span after it ("en 1880,
deux ans après la crue, que …") or "and not before" ("Fue en 1880, y no
antes, cuando …"). "Mètres carrés", "metros cuadrados" and "Quadratmeter" are
areas; a German Zentner is 50 kg. A garrison is one body in every language,
and its men are its fortress's. Work that went on in a building ("weaving went
on at the mill until 1957") uses it then, so after its closing contradicts
it; an event held there does not. "Little more than" a figure is close above
it. "Deux ans après avoir quitté …" after a date does not move it. A Russian year in words may end in a teen ordinal ("в
тысяча девятьсот одиннадцатом году"). Members of a body are counted alike in
every language ("86 Mitglieder" / "86 members"), as are arches ("drei
Bögen" / "cinco arcos") and French steamers ("sept vapeurs"). Sentences of our
own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("pike", "character", "Tom Pike", "characters/tom-pike.md",
                    ("Том Пайк", "Тома Пайка", "Pike")),
        NamedEntity("gale", "character", "Ned Gale", "characters/ned-gale.md",
                    ("Нед Гейл", "Неда Гейла", "Gale")),
        NamedEntity("york", "place", "York", "places/york.md", ("Йорк",)),
        NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md",
                    ("Керлаз", "Керлазе", "Керлаза")),
        NamedEntity("bridge", "glossary", "Kerlaz Bridge", "glossary/kerlaz-bridge.md",
                    ("pont de Kerlaz", "Kerlazer Brücke", "puente de Kerlaz", "мост Керлаз",
                     "моста Керлаз")),
        NamedEntity("railway", "glossary", "Orme Railway", "glossary/orme-railway.md",
                    ("Orme-Bahn", "chemin de fer Orme", "ferrocarril Orme",
                     "железная дорога Орм", "железной дороги Орм")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))
MAYOR = {
    "en": "Tom Pike was mayor of Kerlaz from 1870 to 1890.",
    "de": "Tom Pike war von 1870 bis 1890 Bürgermeister von Kerlaz.",
    "fr": "Tom Pike fut maire de Kerlaz de 1870 à 1890.",
    "es": "Tom Pike fue alcalde de Kerlaz de 1870 a 1890.",
    "ru": "Том Пайк был городским головой Керлаза с 1870 по 1890 год.",
}


def test_a_holder_named_at_a_year_with_a_second_date_in_a_relative_clause() -> None:
    check([
        ("en", MAYOR["en"], "In 1880 the mayor of Kerlaz was Ned Gale, who had held the "
         "office since 1875.", "contradicts"),
        ("en", MAYOR["en"], "In 1880 the mayor of Kerlaz was Ned Gale, who had been elected "
         "in 1875.", "contradicts"),
        ("de", MAYOR["de"], "1880 war Ned Gale Bürgermeister von Kerlaz, der dieses Amt seit "
         "1875 innehatte.", "contradicts"),
        ("fr", MAYOR["fr"], "En 1880, le maire de Kerlaz était Ned Gale, qui occupait ce poste "
         "depuis 1875.", "contradicts"),
        ("es", MAYOR["es"], "En 1880 el alcalde de Kerlaz era Ned Gale, que ocupaba el cargo "
         "desde 1875.", "contradicts"),
        ("ru", MAYOR["ru"], "В 1880 году городским головой Керлаза был Нед Гейл, который "
         "занимал эту должность с 1875 года.", "contradicts"),
    ])  # fmt: skip


def test_a_holder_after_the_period_or_two_dates_in_the_main_clause_is_none() -> None:
    check([
        ("en", MAYOR["en"], "In 1895 the mayor of Kerlaz was Ned Gale, who had held the "
         "office since 1891.", "none"),
        ("en", MAYOR["en"], "Ned Gale was mayor of Kerlaz in 1865 and in 1895, who had "
         "come from York.", "none"),
    ])  # fmt: skip


def test_a_span_or_a_gauge_is_the_things_own_measure_of_that_aspect() -> None:
    check([
        ("en", "The Kerlaz Bridge has a span of 46 metres.",
         "The span of the Kerlaz Bridge is 23 metres.", "contradicts"),
        ("de", "Die Orme-Bahn hatte eine Spurweite von 750 Millimetern.",
         "Die Spurweite der Orme-Bahn betrug 600 mm.", "contradicts"),
        ("fr", "L'écartement du chemin de fer Orme était de 750 mm.",
         "Le chemin de fer Orme avait un écartement de 600 mm.", "contradicts"),
        ("es", "La trocha del ferrocarril Orme era de 750 mm.",
         "El ferrocarril Orme tenía una trocha de 60 centímetros.", "contradicts"),
        ("ru", "Пролёт моста Керлаз составляет 46 метров.",
         "Мост Керлаз имеет пролёт в 23 метра.", "contradicts"),
        ("de/en", "Die Spurweite der Orme-Bahn betrug 750 mm.",
         "The Orme Railway had a gauge of 750 millimetres.", "agrees"),
    ])  # fmt: skip


def test_a_span_against_a_length_or_a_gauge_against_a_length_is_none() -> None:
    check([
        ("en", "The Kerlaz Bridge is 90 metres long.",
         "The span of the Kerlaz Bridge is 23 metres.", "none"),
        ("de", "Die Orme-Bahn hatte eine Spurweite von 750 Millimetern.",
         "Die Orme-Bahn war 12 Kilometer lang.", "none"),
    ])  # fmt: skip


MILL = {
    "en": "In 1890 the Orme Mill employed 120 hands.",
    "de": "1890 beschäftigte die Orme-Mühle 120 Arbeiter.",
    "es": "En 1890 el molino Orme empleaba a 120 obreros.",
    "ru": "В 1890 году на мельнице Орм работали 120 рабочих.",
}
MILLS = NameIndex(
    [
        NamedEntity("mill", "glossary", "Orme Mill", "glossary/orme-mill.md",
                    ("Orme-Mühle", "molino Orme", "мельница Орм", "мельнице Орм",
                     "мельницы Орм")),
        NamedEntity("firm", "glossary", "Orme Company", "glossary/orme-company.md",
                    ("compagnie Orme", "Orme-Gesellschaft")),
        NamedEntity("pike", "character", "Tom Pike", "characters/tom-pike.md", ("Pike",)),
    ]
)  # fmt: skip
check_mills = stance_checker(RulesJudge(MILLS))


def test_a_count_of_a_workforce_or_a_fleet_is_the_bodys_own() -> None:
    check_mills([
        ("en", MILL["en"], "In 1890 the workforce of the Orme Mill numbered over 400 men.",
         "contradicts"),
        ("de", MILL["de"], "Die Belegschaft der Orme-Mühle zählte 1890 über 400 Mann.",
         "contradicts"),
        ("es", MILL["es"], "En 1890 la plantilla del molino Orme superaba los 400 hombres.",
         "contradicts"),
        ("ru", MILL["ru"], "В 1890 году штат мельницы Орм превышал 400 человек.",
         "contradicts"),
        ("en", "In 1890 the Orme Mill employed 400 hands.",
         "In 1890 the workforce of the Orme Mill numbered 400 men.", "agrees"),
        ("fr", "La compagnie Orme ne posséda jamais plus de trois vapeurs.",
         "En 1900, la flotte de la compagnie Orme comptait sept vapeurs.", "contradicts"),
    ])  # fmt: skip


def test_a_workforce_at_another_time_or_a_fleet_of_another_kind_is_none() -> None:
    check_mills([
        ("en", MILL["en"], "In 1920 the workforce of the Orme Mill numbered over 400 men.",
         "none"),
        ("en", "The Orme Mill had 120 looms.",
         "The workforce of the Orme Mill numbered 400 men.", "none"),
    ])  # fmt: skip


BORN = {
    "en": "Tom Pike was born in Kerlaz in 1850.",
    "fr": "Tom Pike naquit à Kerlaz en 1850.",
    "de": "Tom Pike wurde 1850 in Kerlaz geboren.",
    "es": "Tom Pike nació en Kerlaz en 1850.",
    "ru": "Том Пайк родился в Керлазе в 1850 году.",
}


def test_a_coming_to_the_birthplace_at_an_age_contradicts_the_birth_there() -> None:
    check([
        ("en", BORN["en"], "Tom Pike came to Kerlaz only at the age of thirty.", "contradicts"),
        ("en", BORN["en"], "Tom Pike did not come to Kerlaz until he was thirty.",
         "contradicts"),
        ("fr", BORN["fr"], "Tom Pike ne vit Kerlaz pour la première fois qu'à quarante ans.",
         "contradicts"),
        ("fr", BORN["fr"], "Tom Pike ne s'installa à Kerlaz qu'à trente-deux ans.",
         "contradicts"),
        ("de", BORN["de"], "Tom Pike zog mit zwölf Jahren nach Kerlaz.", "contradicts"),
        ("es", BORN["es"], "Tom Pike no llegó a Kerlaz hasta los treinta años.", "contradicts"),
        ("ru", BORN["ru"], "Том Пайк приехал в Керлаз только в тридцать лет.", "contradicts"),
    ])  # fmt: skip


def test_a_return_a_coming_elsewhere_or_a_leaving_at_an_age_is_none() -> None:
    check([
        ("en", BORN["en"], "Tom Pike returned to Kerlaz at the age of thirty.", "none"),
        ("en", BORN["en"], "Tom Pike left Kerlaz and came to York at the age of thirty.",
         "none"),
        ("en", BORN["en"], "Tom Pike grew up in Kerlaz and moved to York at the age of thirty.",
         "none"),
        ("ru", BORN["ru"], "Том Пайк вернулся в Керлаз в тридцать лет.", "none"),
    ])  # fmt: skip


def test_a_death_before_an_age_is_an_age_at_death_under_it() -> None:
    check([
        ("ru", "Том Пайк умер в 1881 году в возрасте 73 лет.",
         "Том Пайк умер в 1881 году, не дожив до шестидесяти лет.", "contradicts"),
        ("en", "Tom Pike died in 1881 at the age of 73.",
         "Tom Pike died in 1881 before reaching sixty.", "contradicts"),
        ("fr", "Tom Pike mourut en 1881 à 73 ans.",
         "Tom Pike mourut en 1881 sans avoir atteint la soixantaine.", "contradicts"),
        ("de", "Tom Pike starb 1881 mit 73 Jahren.",
         "Tom Pike starb 1881, noch bevor er sechzig wurde.", "contradicts"),
        ("es", "Tom Pike murió en 1881 a los 73 años.",
         "Tom Pike murió en 1881 sin llegar a los sesenta años.", "contradicts"),
    ])  # fmt: skip


def test_a_death_before_an_age_and_an_age_under_it_do_not_contradict() -> None:
    check([
        ("en", "Tom Pike died in 1881 at the age of 55.",
         "Tom Pike died in 1881 before reaching sixty.", "agrees"),
        ("es", "Tom Pike murió en 1881 a los 55 años.",
         "Tom Pike murió en 1881 sin llegar a los sesenta años.", "agrees"),
        ("ru", "Том Пайк умер в 1881 году в возрасте 55 лет.",
         "Том Пайк умер в 1881 году, не дожив до шестидесяти лет.", "agrees"),
    ])  # fmt: skip


RAN = {
    "en": "Tom Pike ran the Orme Mill from 1879 to 1906.",
    "de": "Tom Pike leitete die Orme-Mühle von 1879 bis 1906.",
    "fr": "Tom Pike dirigea le moulin Orme de 1879 à 1906.",
}
DIRECTOR = {
    "en": "Tom Pike was director of the Orme Mill from 1879 to 1906.",
    "de": "Tom Pike war von 1879 bis 1906 Direktor der Orme-Mühle.",
}


def test_leaving_by_a_verb_and_its_particle_or_by_ceding_ends_the_holding() -> None:
    check_mills([
        ("en", RAN["en"], "Tom Pike gave up the Orme Mill in 1890.", "contradicts"),
        ("de", RAN["de"], "Tom Pike gab die Leitung der Orme-Mühle schon 1890 ab.",
         "contradicts"),
        ("fr", RAN["fr"], "En 1890, Tom Pike avait cédé la direction du moulin Orme à un "
         "jeune cousin.", "contradicts"),
        ("de", DIRECTOR["de"], "Tom Pike trat schon 1890 als Direktor der Orme-Mühle zurück.",
         "contradicts"),
        ("de", "Tom Pike leitete die Orme-Mühle bis 1906.",
         "Schon 1890 gab Tom Pike die Leitung der Orme-Mühle auf.", "contradicts"),
    ])  # fmt: skip


def test_resigning_as_a_post_holds_no_post_that_year() -> None:
    check_mills([
        ("en", DIRECTOR["en"], "Tom Pike resigned as director of the Orme Mill in 1890.",
         "contradicts"),
        ("en", DIRECTOR["en"], "Tom Pike stepped down as director of the Orme Mill in 1890.",
         "contradicts"),
        ("en", DIRECTOR["en"], "Tom Pike stepped down as director of the Orme Mill in 1906.",
         "agrees"),
    ])  # fmt: skip


def test_giving_up_a_mill_is_no_habit_given_up_nor_a_gift() -> None:
    check_mills([
        ("en", "Tom Pike smoked a pipe every evening.", "Tom Pike gave up the Orme Mill.",
         "none"),
        ("en", "Tom Pike was a miser.", "Tom Pike gave up the Orme Mill in 1890.", "none"),
    ])  # fmt: skip


def test_two_years_of_a_things_installation_contradict() -> None:
    organ = NameIndex(
        [
            NamedEntity(
                "organ",
                "glossary",
                "Orme Organ",
                "glossary/orme-organ.md",
                ("orgue Orme", "Orme-Orgel", "órgano Orme", "орган Орм"),
            )
        ]
    )
    stance_checker(RulesJudge(organ))([
        ("en", "The Orme Organ was installed in 1838.",
         "Not until 1845 was the Orme Organ installed in the church.", "contradicts"),
        ("de", "Die Orme-Orgel wurde 1838 eingebaut.", "Die Orme-Orgel wurde erst 1845 eingebaut.",
         "contradicts"),
        ("fr", "L'orgue Orme fut installé en 1838.", "L'orgue Orme ne fut installé qu'en 1845.",
         "contradicts"),
        ("es", "El órgano Orme se instaló en 1838.", "El órgano Orme no se instaló hasta 1845.",
         "contradicts"),
        ("ru", "Орган Орм был установлен в 1838 году.", "Орган Орм установили только в 1845 году.",
         "contradicts"),
        ("en", "The Orme Organ was installed in 1838.",
         "The Orme Organ was installed in the church in 1838.", "agrees"),
    ])  # fmt: skip


def test_a_kin_term_said_with_another_denied_is_the_one_not_denied() -> None:
    check([
        ("en", "Tom Pike was the son of Ned Gale.",
         "Tom Pike was the nephew of Ned Gale, not his son.", "contradicts"),
        ("es", "Tom Pike era hijo de Ned Gale.", "Tom Pike era sobrino y no hijo de Ned Gale.",
         "contradicts"),
        ("de", "Tom Pike war der Sohn von Ned Gale.",
         "Tom Pike war der Neffe und nicht der Sohn von Ned Gale.", "contradicts"),
        ("fr", "Tom Pike était le fils de Ned Gale.",
         "Tom Pike était le neveu de Ned Gale, et non son fils.", "contradicts"),
        ("ru", "Том Пайк был сыном Неда Гейла.",
         "Том Пайк был племянником Неда Гейла, а не его сыном.", "contradicts"),
    ])  # fmt: skip


def test_a_cleft_with_a_span_or_not_before_after_its_date() -> None:
    society = NameIndex(
        [
            NamedEntity(
                "soc",
                "glossary",
                "Orme Society",
                "glossary/orme-society.md",
                ("Société Orme", "Sociedad Orme"),
            )
        ]
    )
    stance_checker(RulesJudge(society))([
        ("fr", "La Société Orme fut fondée en 1878.",
         "Ce n'est qu'en 1880, deux ans après la crue, que fut fondée la Société Orme.",
         "contradicts"),
        ("fr", "La Société Orme fut fondée en 1880.",
         "C'est en 1880, deux ans après la crue, que fut fondée la Société Orme.", "agrees"),
        ("es", "La Sociedad Orme se fundó en 1878.",
         "Fue en 1880, y no antes, cuando se fundó la Sociedad Orme.", "contradicts"),
        ("en", "The Orme Society was founded in 1878.",
         "It was in 1880, and not before, that the Orme Society was founded.", "contradicts"),
    ])  # fmt: skip


def test_square_units_after_their_noun_and_the_german_zentner() -> None:
    things = NameIndex([
        NamedEntity("park", "glossary", "Orme Park", "glossary/orme-park.md",
                    ("parc Orme", "Orme-Park", "parque Orme")),
        NamedEntity("mill", "glossary", "Orme Mill", "glossary/orme-mill.md",
                    ("Orme-Mühle", "Мельница Орм")),
    ])  # fmt: skip
    stance_checker(RulesJudge(things))([
        ("fr", "Le parc Orme couvre 3 hectares.",
         "Le parc Orme s'étend sur 30 000 mètres carrés.", "agrees"),
        ("es", "El parque Orme ocupa 3 hectáreas.",
         "El parque Orme ocupa 30.000 metros cuadrados.", "agrees"),
        ("de", "Der Orme-Park umfasst 3 Hektar.", "Der Orme-Park umfasst 30.000 Quadratmeter.",
         "agrees"),
        ("fr", "Le parc Orme couvre 3 hectares.",
         "Le parc Orme s'étend sur 9 000 mètres carrés.", "contradicts"),
        ("de", "Die Orme-Mühle mahlte täglich 900 Kilogramm Mehl.",
         "Die Orme-Mühle mahlte täglich 18 Zentner Mehl.", "agrees"),
        ("ru", "Мельница Орм молола 900 килограммов муки в день.",
         "Мельница Орм молола 9 центнеров муки в день.", "agrees"),
    ])  # fmt: skip


def test_a_garrison_is_one_body_in_every_language_and_its_fortress_s_men() -> None:
    fort = NameIndex(
        [
            NamedEntity(
                "fort",
                "glossary",
                "Kerlaz Fortress",
                "glossary/fort.md",
                ("forteresse de Kerlaz", "Festung Kerlaz"),
            )
        ]
    )
    stance_checker(RulesJudge(fort))([
        ("de/fr", "1790 zählte die Garnison 1.800 Mann.",
         "En 1790, la garnison comptait 2 800 hommes.", "contradicts"),
        ("en/es", "In 1790 the garrison numbered 1,800 men.",
         "En 1790 la guarnición contaba con 1.800 hombres.", "agrees"),
        ("fr", "En 1790, la garnison de la forteresse de Kerlaz comptait 1 800 hommes.",
         "En 1790, la forteresse de Kerlaz avait une garnison de plus de 2 800 hommes.",
         "contradicts"),
    ])  # fmt: skip


def test_work_that_went_on_in_a_building_after_its_closing_contradicts_it() -> None:
    check_mills([
        ("en", "The Orme Mill closed its doors in 1931.",
         "Weaving went on at the Orme Mill until 1957, when the building was sold.",
         "contradicts"),
        ("es", "El molino Orme cerró en 1968.",
         "Hasta 1975 se siguió moliendo trigo en el molino Orme.", "contradicts"),
        ("ru", "Мельница Орм закрылась в 1931 году.",
         "На мельнице Орм ещё в 1957 году мололи зерно.", "contradicts"),
        ("en", "The Orme Mill closed its doors in 1931.",
         "A concert was held at the Orme Mill in 1957.", "none"),
    ])  # fmt: skip


def test_a_holding_left_by_a_year_before_its_end_contradicts_it() -> None:
    check_mills([
        ("en", RAN["en"], "By 1890 Tom Pike had handed over the Orme Mill to a younger cousin.",
         "contradicts"),
        ("en", "Tom Pike ran the Orme Mill until 1906.", "By 1890 Tom Pike had left the Orme Mill.",
         "contradicts"),
        ("en", RAN["en"], "By 1910 Tom Pike had handed over the Orme Mill to a younger cousin.",
         "none"),
    ])  # fmt: skip


def test_little_more_than_a_figure_is_close_above_it() -> None:
    town = NameIndex([NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md", ())])
    stance_checker(RulesJudge(town))([
        ("en", "In 1850 Kerlaz had 5,800 inhabitants.",
         "In 1850 Kerlaz had little more than three thousand inhabitants.", "contradicts"),
        ("en", "In 1850 Kerlaz had 3,100 inhabitants.",
         "In 1850 Kerlaz had little more than three thousand inhabitants.", "agrees"),
        ("de", "1850 hatte Kerlaz 5800 Einwohner.",
         "1850 hatte Kerlaz wenig mehr als dreitausend Einwohner.", "contradicts"),
    ])  # fmt: skip


def test_a_span_after_a_perfect_infinitive_does_not_move_the_date() -> None:
    check([
        ("fr", "Tom Pike mourut en 1911.",
         "Tom Pike s'éteignit en 1911, deux ans après avoir quitté la direction du moulin.",
         "agrees"),
        ("fr", "Tom Pike mourut en 1911.",
         "Tom Pike s'éteignit en 1911, deux ans après être rentré à Kerlaz.", "agrees"),
        ("fr", "Tom Pike mourut en 1913.", "Tom Pike quitta le moulin en 1911 ; il mourut deux "
         "ans après.", "agrees"),
    ])  # fmt: skip


def test_a_russian_year_in_words_ending_in_a_teen_ordinal() -> None:
    check([
        ("ru", "Том Пайк умер в 1911 году.", "Том Пайк умер в тысяча девятьсот одиннадцатом году.",
         "agrees"),
        ("ru", "Том Пайк умер в 1815 году.", "Том Пайк умер в тысяча восемьсот пятнадцатом году.",
         "agrees"),
        ("ru", "Том Пайк умер в 1911 году.",
         "Том Пайк умер в тысяча девятьсот восемнадцатом году.", "contradicts"),
    ])  # fmt: skip


def test_members_of_a_body_counted_in_every_language() -> None:
    guild = NameIndex(
        [
            NamedEntity(
                "guild",
                "glossary",
                "Orme Guild",
                "glossary/orme-guild.md",
                ("Orme-Zunft", "guilde Orme", "gremio Orme", "гильдия Орм", "гильдии Орм"),
            )
        ]
    )
    stance_checker(RulesJudge(guild))([
        ("de/en", "1910 hatte die Orme-Zunft 86 Mitglieder.", "In 1910 the Orme Guild had 86 "
         "members.", "agrees"),
        ("fr/es", "En 1910, la guilde Orme comptait 86 membres.",
         "En 1910 el gremio Orme tenía 120 miembros.", "contradicts"),
        ("fr", "En 1910, la guilde Orme comptait 86 membres.",
         "En 1910, la guilde Orme comptait 86 sociétaires.", "agrees"),
    ])  # fmt: skip


def test_arches_and_steamers_counted_in_every_language() -> None:
    things = NameIndex([
        NamedEntity("bridge", "glossary", "Kerlaz Bridge", "glossary/kerlaz-bridge.md",
                    ("Kerlazer Brücke", "puente de Kerlaz")),
        NamedEntity("firm", "glossary", "Orme Company", "glossary/orme-company.md",
                    ("compagnie Orme",)),
    ])  # fmt: skip
    stance_checker(RulesJudge(things))([
        ("de/es", "Die Kerlazer Brücke hat drei Bögen.", "El puente de Kerlaz tiene cinco arcos.",
         "contradicts"),
        ("en/es", "The Kerlaz Bridge rests on seven arches.",
         "El puente de Kerlaz tiene nueve arcos.", "contradicts"),
        ("en/fr", "In 1900 the Orme Company owned seven steamers.",
         "En 1900, la compagnie Orme possédait sept vapeurs.", "agrees"),
    ])  # fmt: skip


def test_a_leaving_denied_only_in_a_later_joined_clause_still_leaves() -> None:
    school = NameIndex([
        NamedEntity("pike", "character", "Tom Pike", "characters/tom-pike.md", ("Том Пайк",)),
        NamedEntity("school", "glossary", "Orme School", "glossary/orme-school.md",
                    ("школа Орм", "школы Орм", "школой Орм")),
        NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md", ("Керлаз",)),
    ])  # fmt: skip
    stance_checker(RulesJudge(school))([
        ("ru", "Том Пайк руководил школой Орм до 1890 года.",
         "Том Пайк ушёл из школы Орм уже в 1885 году и больше в Керлаз не возвращался.",
         "contradicts"),
        ("en", "Tom Pike ran the Orme School until 1890.",
         "Tom Pike left the Orme School in 1885 and never came back to Kerlaz.", "contradicts"),
        ("en", "Tom Pike ran the Orme School until 1890.",
         "Tom Pike never left the Orme School in 1885.", "none"),
        ("en", "Tom Pike ran the Orme School until 1890.",
         "In 1885 Tom Pike did not leave the Orme School and stayed.", "none"),
    ])  # fmt: skip


def test_a_denial_in_a_later_joined_clause_denies_only_that_clause() -> None:
    check([
        ("en", "Tom Pike ran the mill in York.", "Tom Pike ran the mill in York and never married.",
         "none"),
        ("fr", "Tom Pike dirigea le moulin de York.",
         "Tom Pike dirigea le moulin de York et ne se maria jamais.", "none"),
        ("en", "Tom Pike ran the mill in York.", "Tom Pike never ran the mill in York.",
         "contradicts"),
    ])  # fmt: skip
