"""A building a person acts in at a date stands then (round 15,
`existence._venue`): against its opening, building or founding later, or
its burning down or demolition before, it contradicts. Sentences of our
own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("hall", "place", "Harcourt Hall", "places/harcourt-hall.md",
                    ("salle Harcourt", "Harcourt-Halle", "sala Harcourt", "зал Харкорта")),
        NamedEntity("teatro", "place", "Teatro Campoamor", "places/teatro-campoamor.md"),
        NamedEntity("lipki", "place", "Усадьба Липки", "places/lipki.md", ("Липки",)),
        NamedEntity("glasgow", "place", "Glasgow", "places/glasgow.md"),
        NamedEntity("clara", "character", "Clara Vennholm", "characters/clara-vennholm.md",
                    ("Клара Веннхольм",)),
        NamedEntity("savva", "character", "Савва Гарин", "characters/savva-garin.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_used_before_it_stood() -> None:
    check([
        ("en", "Harcourt Hall opened in 1885.", "Clara Vennholm sang at Harcourt Hall in 1880.",
         "contradicts"),
        ("fr", "La salle Harcourt fut inaugurée en 1902.",
         "Clara Vennholm chanta à la salle Harcourt en 1898.", "contradicts"),
        ("es", "El Teatro Campoamor se inauguró en 1892.",
         "Clara Vennholm cantó en el Teatro Campoamor en 1885.", "contradicts"),
        ("ru", "Зал Харкорта открыли в 1900 году.", "В 1895 году Клара Веннхольм пела в зале Харкорта.",
         "contradicts"),
        ("en", "Harcourt Hall was built in 1870.", "Clara Vennholm was born at Harcourt Hall in 1862.",
         "contradicts"),
        # an approximate opening a year off: in tension
        ("en", "Harcourt Hall opened around 1885.", "Clara Vennholm sang at Harcourt Hall in 1884.",
         "in_tension"),
    ])  # fmt: skip


def test_used_after_its_end() -> None:
    check([
        ("en", "Harcourt Hall burned down in 1898 and was never rebuilt.",
         "Clara Vennholm gave her farewell recital at Harcourt Hall in 1910.", "contradicts"),
        ("de", "Die Harcourt-Halle brannte 1905 ab.", "1910 sang Clara Vennholm in der Harcourt-Halle.",
         "contradicts"),
        ("ru", "Усадьба «Липки» сгорела дотла в 1918 году.",
         "В 1925 году Савва Гарин жил в усадьбе «Липки».", "contradicts"),
        ("en", "Harcourt Hall burned down in 1898.",
         "Clara Vennholm sang at Harcourt Hall until 1910.", "contradicts"),
    ])  # fmt: skip


def test_what_a_venue_does_not_tell() -> None:
    check([
        # used after it opened
        ("en", "Harcourt Hall opened in 1885.", "Clara Vennholm sang at Harcourt Hall in 1890.",
         "none"),
        # near it is not in it; a town is no building
        ("en", "Harcourt Hall opened in 1885.", "In 1880 Clara Vennholm sang near Harcourt Hall.",
         "none"),
        ("en", "Harcourt Hall opened in 1885.", "Clara Vennholm lived in Glasgow in 1880.", "none"),
        # a new hall or a rebuilding is not the first one's start
        ("en", "The new Harcourt Hall opened in 1885.",
         "Clara Vennholm sang at Harcourt Hall in 1880.", "none"),
        ("en", "Harcourt Hall was rebuilt in 1885.", "Clara Vennholm sang at Harcourt Hall in 1880.",
         "none"),
        # a denied act there is no use
        ("en", "Harcourt Hall opened in 1885.",
         "Clara Vennholm never sang at Harcourt Hall in 1880.", "none"),
    ])  # fmt: skip


BODIES = NameIndex(
    [
        NamedEntity("coop", "glossary", "Glyncoed Co-operative Society",
                    "glossary/glyncoed-co-operative-society.md",
                    ("the Co-op", "Konsumverein Glyncoed", "coopérative de Glyncoed",
                     "cooperativa de Glyncoed", "кооператив Глинкоед")),
    ]
)  # fmt: skip
check_bodies = stance_checker(RulesJudge(BODIES))


def test_a_body_acting_before_its_founding() -> None:
    check_bodies([
        ("en", "The Co-op opened its first shop on Incline Street in 1868.",
         "It was not until 1891 that the Glyncoed Co-operative Society was founded.", "contradicts"),
        ("en", "The Glyncoed Co-operative Society was founded in 1891.",
         "The Glyncoed Co-operative Society held its first meeting in 1880.", "contradicts"),
        ("de", "Der Konsumverein Glyncoed wurde 1891 gegründet.",
         "Der Konsumverein Glyncoed eröffnete 1880 seinen ersten Laden.", "contradicts"),
        ("fr", "La coopérative de Glyncoed fut fondée en 1891.",
         "La coopérative de Glyncoed ouvrit sa première boutique en 1880.", "contradicts"),
        ("ru", "Кооператив Глинкоед основали в 1891 году.",
         "Первую лавку кооператив Глинкоед открыл в 1880 году.", "contradicts"),
        # "did not exist until" is its founding
        ("es", "La cooperativa de Glyncoed fue fundada en 1899.",
         "La cooperativa de Glyncoed no existió hasta 1921.", "contradicts"),
        ("en", "The Glyncoed Co-operative Society was founded in 1891.",
         "The Glyncoed Co-operative Society did not exist before 1891.", "agrees"),
    ])  # fmt: skip


def test_what_a_body_acting_does_not_tell() -> None:
    check_bodies([
        ("en", "The Co-op was founded in 1891.", "The Co-op opened its first shop in 1895.", "none"),
        # planned before it was founded: a passive, no act of its own
        ("en", "The Co-op was founded in 1891.", "The Co-op was planned in 1880.", "none"),
        ("en", "The Co-op was founded in 1891.", "The Co-op was not opened to women in 1880.",
         "none"),
    ])  # fmt: skip


def test_people_not_named_acting_in_it_and_its_other_names() -> None:
    # round 20: "die Nonnen", "the miners" acting in a building date it as a named
    # person does; the building is known by any of its names ("Colegio", alias "-schule")
    names = NameIndex([
        NamedEntity("col", "place", "Colegio de San José", "places/colegio.md",
                    ("Josephsschule", "St Joseph's School")),
        NamedEntity("glasgow", "place", "Glasgow", "places/glasgow.md"),
    ])  # fmt: skip
    judge = stance_checker(RulesJudge(names))
    judge([
        ("de", "Die Josephsschule wurde 1902 eröffnet.",
         "Schon 1885 unterrichteten die Nonnen in der Josephsschule.", "contradicts"),
        ("en", "St Joseph's School opened in 1902.",
         "In 1885 the nuns already taught at St Joseph's School.", "contradicts"),
        ("en", "St Joseph's School opened in 1902.",
         "In 1910 the nuns taught at St Joseph's School.", "none"),
        # a town is no building
        ("en", "Glasgow was founded in 1175.", "In 1100 the monks prayed in Glasgow.", "none"),
    ])  # fmt: skip
