"""Round 26 (issue 14): a maker's act that the statement denies is no act
("Gusarov did not found the school" contradicts "Gusarov founded the
school" and is no founding of the school), and the date of a made thing's
event is the one in the act's own clause ("came to the town in 1860 and
opened the school in 1867"); a period and a span from its first year are
one stint ("von 1890 bis 1932 Lehrer" / "zweiundvierzig Jahre lang, von
1890 an, unterrichtete"), and "à partir de 1890" is from 1890, no leaving;
an act done only in one language ("schrieb
ausschließlich auf Deutsch", "пел только по-русски") against the same kind
of act in another; a figure of the thousands right after a verb of having
is had, not a year ("llegó a tener mil doscientos socios"); a thing that
began to work ("заработал", "began operating", "empezó a funcionar") was put
into service then; an approximate figure agrees within half its last
rounding step, from 5 % to 10 % ("about 1,950 metres" is no 2,106). Sentences
a place's altitude is its height ("at an altitude of 3,100 m", "a 2.850
metros sobre el nivel del mar"), no distance from the sea; the Old Believers are a
confession of their own ("Altgläubiger", "старовер", "старообрядец"), and a
confession apposed to a name is the person's whatever the clause after it
denies ("Sorokine, athée déclaré, ne mettait jamais …"); a German or Russian
adjective may stand between a material's mark and the material ("aus rotem
Sandstein", "из местного камня"), and a German verb of building after it
("aus Backstein errichten"); a count of a body or a works at a stated time
and another at none say nothing (its members and rooms change), unless the
undated one is a bound; a fall is a cause of death ("mourut d'une chute",
"murió de una caída", "nach einem Sturz"). Sentences of our own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("gusarov", "character", "Ivan Gusarov", "characters/ivan-gusarov.md",
                    ("Gusarov", "Iván Gusárov", "Gusárov", "Иван Гусаров", "Гусаров", "Gussarow")),
        NamedEntity("petrov", "character", "Pavel Petrov", "characters/pavel-petrov.md",
                    ("Petrov", "Petrow", "Петров")),
        NamedEntity("school", "place", "Factory School", "places/factory-school.md",
                    ("the factory school", "l'école de l'usine", "die Fabrikschule",
                     "la escuela de la fábrica", "заводскую школу", "заводская школа")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_denied_act_of_making_is_no_maker_and_no_event() -> None:
    check([
        ("en", "Gusarov did not found the factory school.", "Gusarov founded the factory school.",
         "contradicts"),
        ("de", "Gussarow gründete die Fabrikschule nicht.", "Gussarow gründete die Fabrikschule.",
         "contradicts"),
        ("en", "Gusarov never opened the factory school in 1867.",
         "The factory school was opened in 1867.", "none"),
        ("en", "Gusarov did not found the factory school.", "Petrov founded the factory school.",
         "none"),
        # a denial in another clause is not the act's
        ("en", "Gusarov, who never married, founded the factory school.",
         "Gusarov founded the factory school.", "agrees"),
        # "not … until" is no denial: the act happened then
        ("es", "Gusárov no fundó la escuela de la fábrica hasta 1874.",
         "La escuela de la fábrica se fundó en 1868.", "contradicts"),
        ("en", "Gusarov founded the factory school.", "Gusarov founded the factory school.",
         "agrees"),
    ])  # fmt: skip


def test_a_made_things_event_is_dated_in_the_acts_clause() -> None:
    check([
        ("en", "Gusarov came to the town in 1860 and opened the factory school in 1867.",
         "The factory school was opened in 1867.", "agrees"),
        ("en", "In 1867 Gusarov opened the factory school.",
         "The factory school was opened in 1871.", "contradicts"),
    ])  # fmt: skip
    a = analyse("Gusarov came to the town in 1860 and opened the factory school in 1867.", "en",
                NAMES)  # fmt: skip
    got = [(c.subject, c.time.start.year) for c in a.claims if c.slot == "ev:opening" and c.time]
    assert got == [("@school", 1867)]


AAS = NameIndex(
    [
        NamedEntity("aas", "character", "Kristian Aas", "characters/kristian-aas.md",
                    ("Aas", "Аас")),
        NamedEntity("kvalnes", "place", "Kvalnes", "places/kvalnes.md", ("Квальнес",)),
        NamedEntity("oslo", "place", "Oslo", "places/oslo.md", ()),
    ]
)  # fmt: skip


def test_a_period_and_a_span_from_its_first_year_are_one_stint() -> None:
    stint = stance_checker(RulesJudge(AAS))
    stint([
        ("de", "Aas war von 1890 bis 1932 Lehrer in Kvalnes.",
         "Zweiundvierzig Jahre lang, von 1890 an, unterrichtete Aas die Kinder von Kvalnes.",
         "agrees"),
        ("de", "Aas war von 1890 bis 1932 Lehrer in Kvalnes.",
         "Dreißig Jahre lang, von 1890 an, unterrichtete Aas die Kinder von Kvalnes.",
         "contradicts"),
        ("en", "Aas was the teacher at Kvalnes from 1890 to 1932.",
         "From 1890, Aas taught the children of Kvalnes for forty-two years.", "agrees"),
        ("fr", "Aas fut l'instituteur de Kvalnes de 1890 à 1932.",
         "Pendant quarante-deux ans, à partir de 1890, Aas enseigna aux enfants de Kvalnes.",
         "agrees"),  # "à partir de 1890" is from 1890, no leaving
        ("ru/es", "Аас учительствовал в Квальнесе с 1890 по 1932 год.",
         "Aas enseñó en la escuela de Kvalnes cuarenta y dos años, desde 1890.", "agrees"),
        # another first year, or another thing done from that year: two stints
        ("en", "Aas was the teacher at Kvalnes from 1890 to 1932.",
         "From 1900, Aas taught the children of Kvalnes for twenty years.", "none"),
        ("en", "Aas was the teacher at Kvalnes from 1890 to 1932.",
         "For ten years from 1890, Aas lived in Oslo with his sister.", "none"),
    ])  # fmt: skip


def test_an_act_done_only_in_one_language_against_the_same_act_in_another() -> None:
    lind = stance_checker(RulesJudge(NameIndex([
        NamedEntity("lind", "character", "Johan Lind", "characters/johan-lind.md",
                    ("Lind", "Pastor Lind", "Линд")),
    ])))  # fmt: skip
    lind([
        ("en", "Pastor Lind preached only in Danish.",
         "In 1885 Lind preached his Christmas sermon in German.", "contradicts"),
        ("de", "Lind schrieb ausschließlich auf Deutsch.",
         "Lind schrieb 1890 einen Aufsatz auf Dänisch.", "contradicts"),
        ("ru", "Линд пел только по-русски.", "В Дрездене Линд пел Онегина по-немецки.",
         "contradicts"),
        ("fr/es", "Lind n'écrivait qu'en allemand.",
         "Lind escribió en castellano una carta al obispo.", "contradicts"),
        # another kind of act, or no "only": nothing
        ("en", "Pastor Lind preached only in Danish.", "Lind wrote his letters home in German.",
         "none"),
        ("en", "Pastor Lind preached in Danish.",
         "In 1885 Lind preached his Christmas sermon in German.", "none"),
    ])  # fmt: skip


def test_a_figure_right_after_a_verb_of_having_is_no_year() -> None:
    mill = stance_checker(RulesJudge(NameIndex([
        NamedEntity("mill", "place", "Cotton Mill", "places/mill.md",
                    ("the mill", "la fábrica", "la filature", "фабрика")),
    ])))  # fmt: skip
    mill([
        ("es", "La fábrica llegó a tener mil doscientos telares.",
         "La fábrica tuvo 1.200 telares.", "agrees"),
        ("en", "The mill had 1870 spindles.", "The mill had 1200 spindles.", "contradicts"),
        ("fr", "La filature comptait mille huit cents ouvriers.",
         "La filature comptait 1 500 ouvriers.", "contradicts"),
        # a year keeps its preposition, and German puts it right after the verb
        ("en", "In 1870 the mill had 40 spindles.", "The mill had 40 spindles in 1870.",
         "agrees"),
    ])  # fmt: skip
    a = analyse("Die Fabrik hatte 1870 noch keine Dampfmaschine.", "de", NAMES)
    assert [t.start.year for t in a.times] == [1870]


def test_a_thing_that_began_to_work_was_put_into_service_then() -> None:
    cannery = stance_checker(RulesJudge(NameIndex([
        NamedEntity("nordlys", "place", "Nordlys Cannery", "places/nordlys.md",
                    ("Nordlys", "the Nordlys cannery", "la conservera Nordlys", "«Нурдлюс»")),
        NamedEntity("ivan", "character", "Ivan Petrov", "characters/ivan.md", ("Иван",)),
    ])))  # fmt: skip
    cannery([
        ("ru", "«Нурдлюс» открылся в 1926 году.", "«Нурдлюс» заработал в 1919 году.",
         "contradicts"),
        ("en", "The Nordlys cannery opened in 1926.",
         "The Nordlys cannery began operating in 1919.", "contradicts"),
        ("es", "La conservera Nordlys abrió en 1926.",
         "La conservera Nordlys empezó a funcionar en 1926.", "agrees"),
        # a person who "заработал" earned something
        ("ru", "Иван заработал в 1919 году сто рублей.", "Иван заработал в 1920 году двести рублей.",
         "none"),
    ])  # fmt: skip


def test_an_approximate_figure_agrees_within_its_rounding() -> None:
    hospice = stance_checker(RulesJudge(NameIndex([
        NamedEntity("hospice", "place", "Hospice", "places/hospice.md",
                    ("the hospice", "das Hospiz", "l'hospice")),
    ])))  # fmt: skip
    hospice([
        ("en", "The hospice stands at 2,106 metres.", "The hospice stands at about 1,950 metres.",
         "in_tension"),
        ("en", "The hospice stands at 2,106 metres.", "The hospice stands at about 2,000 metres.",
         "agrees"),
        ("de", "Das Hospiz hatte 1900 genau 114 Betten.", "Das Hospiz hatte 1900 rund 120 Betten.",
         "agrees"),
        ("fr", "L'hospice comptait 1 100 lits.", "L'hospice comptait environ 1 200 lits.",
         "in_tension"),
    ])  # fmt: skip


def test_a_places_altitude_is_its_height() -> None:
    observatory = stance_checker(RulesJudge(NameIndex([
        NamedEntity("obs", "place", "Observatory", "places/observatory.md",
                    ("the observatory", "el observatorio", "l'observatoire", "Sion")),
        NamedEntity("sion", "place", "Sion", "places/sion.md", ()),
    ])))  # fmt: skip
    observatory([
        ("en", "The observatory stands at 2,850 metres above sea level.",
         "The observatory lies at an altitude of 3,100 m.", "contradicts"),
        ("es", "El observatorio está a 2.850 metros sobre el nivel del mar.",
         "El observatorio se alza a 3.100 metros de altitud.", "contradicts"),
        ("en", "The observatory stands at 2,850 metres above sea level.",
         "The observatory stands at 2,850 m.", "agrees"),
        ("es", "El observatorio está a 2.850 metros sobre el nivel del mar.",
         "El observatorio está a 12 kilómetros de Sion.", "none"),
    ])  # fmt: skip


def test_old_believers_and_a_confession_apposed_to_a_name() -> None:
    sedov = stance_checker(RulesJudge(NameIndex([
        NamedEntity("sedov", "character", "Yefim Sedov", "characters/sedov.md",
                    ("Sedov", "Sedow", "Sédov", "Седов")),
    ])))  # fmt: skip
    sedov([
        ("de", "Sedow war Altgläubiger und blieb es bis zu seinem Tod.", "Sedow war orthodox.",
         "contradicts"),
        ("ru", "Седов, старовер, в церковь не ходил.", "Седов был православным.", "contradicts"),
        ("ru", "Седов, старовер, в церковь не ходил.", "Седов был старообрядцем.", "agrees"),
        ("fr", "Sédov, orthodoxe fervent, allumait un cierge chaque dimanche.",
         "Sédov, athée déclaré, ne mettait jamais les pieds dans une église.", "contradicts"),
        # a confession another clause denies is no one's
        ("en", "Sedov was never a Catholic.", "Sedov was Orthodox.", "none"),
    ])  # fmt: skip


def test_a_material_after_its_adjective_or_before_its_verb() -> None:
    chapel = stance_checker(RulesJudge(NameIndex([
        NamedEntity("chapel", "place", "St Nicholas Chapel", "places/chapel.md",
                    ("die Kapelle", "часовня", "часовню", "Никольская часовня",
                     "Никольскую часовню")),
    ])))  # fmt: skip
    chapel([
        ("ru", "Никольская часовня срублена из брёвен.",
         "Никольскую часовню сложили из местного камня.", "contradicts"),
        ("de", "Die Kapelle war ein Holzbau.", "Die Kapelle ließ der Pastor aus Backstein errichten.",
         "contradicts"),
        ("de", "Die Kapelle war aus rotem Sandstein gebaut.", "Die Kapelle war ein Steinbau.",
         "qualifies"),  # sandstone is a stone
        ("de", "Die Kapelle war aus rotem Backstein gebaut.", "Die Kapelle war ein Backsteinbau.",
         "agrees"),
        # a material of something else in the clause: nothing
        ("de", "Die Kapelle war ein Holzbau.",
         "Die Kapelle stand neben dem alten Holzlager aus dem Jahr 1890.", "none"),
    ])  # fmt: skip


def test_a_dated_and_an_undated_count_of_a_body_say_nothing() -> None:
    hotel = stance_checker(RulesJudge(NameIndex([
        NamedEntity("hotel", "glossary", "Grand Hotel Lurio", "glossary/hotel.md",
                    ("the Grand Hotel", "das Grand Hotel")),
        NamedEntity("coop", "glossary", "Cheese Cooperative", "glossary/coop.md",
                    ("the cooperative", "la cooperativa")),
    ])))  # fmt: skip
    hotel([
        ("en", "The Grand Hotel had 120 rooms.", "In 1910 the Grand Hotel had 80 rooms.", "none"),
        ("es", "La cooperativa tenía 45 socios.", "En 1920 la cooperativa tenía 60 socios.", "none"),
        ("en", "The cooperative never had more than 40 members.",
         "In 1920 the cooperative had 60 members.", "contradicts"),
        ("en", "In 1910 the Grand Hotel had 120 rooms.", "In 1910 the Grand Hotel had 80 rooms.",
         "contradicts"),
    ])  # fmt: skip


def test_a_fall_is_a_cause_of_death() -> None:
    brisson = stance_checker(RulesJudge(NameIndex([
        NamedEntity("brisson", "character", "Anatole Brisson", "characters/brisson.md",
                    ("Brisson",)),
    ])))  # fmt: skip
    brisson([
        ("fr", "Brisson mourut d'une chute dans l'escalier.",
         "Brisson mourut de la grippe espagnole.", "contradicts"),
        ("es", "Brisson murió de una caída del caballo.", "Brisson murió de tifus.",
         "contradicts"),
        ("de/en", "Brisson starb nach einem Sturz vom Gerüst.", "Brisson died after a bad fall.",
         "agrees"),
        # the autumn is no fall
        ("en", "Brisson died in the fall of 1918.", "Brisson died of typhus in 1918.", "agrees"),
    ])  # fmt: skip
