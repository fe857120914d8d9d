"""Ages that are approximate or bounds, and an age in apposition (round 19,
`ages.py`): "barely nineteen in 1926" gives the years of birth one either
way and is in tension up to two years or a quarter of itself past them
(round 21), "past eighty" all the years before; "died in 1879, at
sixty-six" is an age at the death; a birthday said by its ordinal is an age
(round 21, `birthdays.py`). Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tom", "character", "Tomasz Wilk", "characters/tomasz-wilk.md", ("Wilk",)),
        NamedEntity("ida", "character", "Ida Brenner", "characters/ida-brenner.md",
                    ("Brenner",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_an_approximate_age_gives_a_wider_birth() -> None:
    check([
        ("en", "Ida Brenner was born in 1889.", "In 1926 Ida Brenner was barely nineteen.",
         "contradicts"),
        ("en", "Ida Brenner was born in 1906.", "In 1926 Ida Brenner was barely nineteen.",
         "agrees"),
        ("en", "Ida Brenner was born in 1905.", "In 1926 Ida Brenner was about twenty.",
         "agrees"),
        ("fr", "Ida Brenner naquit en 1860.", "En 1900, Ida Brenner avait environ vingt ans.",
         "contradicts"),
    ])  # fmt: skip


def test_a_bounded_age_at_death() -> None:
    check([
        ("en", "Tomasz Wilk died in 1879, at sixty-six.", "Wilk was past eighty when he died.",
         "contradicts"),
        ("en", "Tomasz Wilk died in 1879, at eighty-six.", "Wilk was past eighty when he died.",
         "agrees"),
        ("en", "Tomasz Wilk died in 1879, at sixty-six.", "Wilk was eighty when he died.",
         "contradicts"),
        # an age with a preposition of its own is no bound ("at 23")
        ("en", "Tomasz Wilk married in 1830 at 23.", "Tomasz Wilk was born in 1807.", "agrees"),
    ])  # fmt: skip


def test_an_age_when_something_happened_at_a_date() -> None:
    # round 19: "just" before the age, and the date between commas in the when-clause
    check([
        ("de", "Tomasz Wilk wurde 1835 geboren.",
         "Wilk war gerade neunzehn, als er 1872 die Mühle übernahm.", "contradicts"),
        ("fr", "Tomasz Wilk était né en 1838.",
         "Wilk avait tout juste vingt et un ans quand il entra à la filature, en 1872.",
         "contradicts"),
        ("en", "Ida Brenner was born in 1889.",
         "Ida Brenner was just nineteen when, in 1926, she opened the school.", "contradicts"),
        ("en", "Ida Brenner was born in 1907.",
         "Ida Brenner was just nineteen when, in 1926, she opened the school.", "agrees"),
    ])  # fmt: skip


def test_a_person_named_by_an_age() -> None:
    # round 19: "a boy of nine", "ein Schuljunge von neun Jahren", "мальчиком девяти лет"
    check([
        ("de", "Tomasz Wilk wurde 1866 geboren.",
         "1864 war Tomasz Wilk schon ein Schuljunge von neun Jahren.", "contradicts"),
        ("fr", "Tomasz Wilk naquit en 1866.", "En 1864, Tomasz Wilk était un garçon de neuf ans.",
         "contradicts"),
        ("es", "Tomasz Wilk nació en 1855.", "En 1864 Tomasz Wilk era un niño de nueve años.",
         "agrees"),
        ("en", "Ida Brenner was born in 1870.", "In 1905 Ida Brenner was a woman of thirty-five.",
         "agrees"),
        ("en", "Ida Brenner was born in 1850.", "In 1905 Ida Brenner was a woman of thirty-five.",
         "contradicts"),
    ])  # fmt: skip


def test_came_into_the_world() -> None:
    # round 19: "vint au monde" is "naquit"
    check([
        ("fr", "Ida Brenner naquit en 1876.", "Ida Brenner vint au monde en 1876.", "agrees"),
        ("fr", "Ida Brenner naquit en 1876.", "Ida Brenner est venue au monde en 1879.",
         "contradicts"),
    ])  # fmt: skip


def test_a_guessed_age_a_year_or_two_out_is_in_tension() -> None:
    # round 21: a guess two years past the years it allows no longer agrees; far past them
    # it still contradicts
    check([
        ("en", "Ida Brenner was born in 1850.", "In 1872 Ida Brenner was about nineteen.",
         "in_tension"),
        ("en", "Ida Brenner was born in 1853.", "In 1872 Ida Brenner was about nineteen.",
         "agrees"),
        ("es", "Ida Brenner nació en 1902.", "En 1926 Ida Brenner tenía unos veinte años.",
         "in_tension"),
        ("de", "Tomasz Wilk kam 1870 zur Welt.",
         "1905 war Tomasz Wilk ein Mann von kaum zwanzig Jahren.", "contradicts"),
        # a count put after its noun is a guess in Russian: "лет девятнадцать"
        ("ru", "Ида Бреннер родилась в 1850 году.",
         "В 1872 году Иде Бреннер было лет девятнадцать.", "in_tension"),
        ("ru", "Ида Бреннер родилась в 1850 году.",
         "В 1872 году Иде Бреннер было лет двадцать.", "agrees"),
    ])  # fmt: skip


def test_barely_over_an_age_and_als_before_an_age() -> None:
    # round 21: "kaum über zwanzig" is just over twenty, not any age past it; German "als"
    # before a noun and a figure names what he was, no clause
    check([
        ("de", "Tomasz Wilk kam 1850 zur Welt.",
         "Wilk übernahm 1871 die Mühle als Mann von kaum über zwanzig.", "agrees"),
        ("de", "Tomasz Wilk kam 1840 zur Welt.",
         "Wilk übernahm 1871 die Mühle als Mann von kaum über zwanzig.", "contradicts"),
        # out by five years, a quarter of twenty: in tension
        ("de", "Tomasz Wilk kam 1845 zur Welt.",
         "Wilk übernahm 1872 die Mühle als Mann von kaum über zwanzig.", "in_tension"),
        ("en", "Ida Brenner was born in 1850.",
         "In 1881 Ida Brenner was a woman of barely over twenty.", "contradicts"),
    ])  # fmt: skip


def test_a_birthday_is_an_age() -> None:
    # round 21: "his sixtieth birthday" was read as a birth in the year it was celebrated
    check([
        ("en", "Tomasz Wilk was born in 1887.",
         "In 1924 Tomasz Wilk celebrated his sixtieth birthday.", "contradicts"),
        ("en", "Tomasz Wilk was born in 1864.",
         "In 1924 Tomasz Wilk celebrated his 60th birthday.", "agrees"),
        ("fr", "Tomasz Wilk naquit en 1887.",
         "En 1924, Tomasz Wilk fêta son soixantième anniversaire.", "contradicts"),
        ("de", "Tomasz Wilk wurde 1864 geboren.",
         "1924 feierte Tomasz Wilk seinen sechzigsten Geburtstag.", "agrees"),
        ("es", "Tomasz Wilk nació en 1887.",
         "En 1924 Tomasz Wilk celebró su sexagésimo cumpleaños.", "contradicts"),
        ("ru", "Томаш Вильк родился в 1887 году.",
         "В 1924 году Томаш Вильк отметил шестидесятилетие.", "contradicts"),
        ("ru", "Томаш Вильк родился в 1887 году.",
         "В 1962 году Томаш Вильк отпраздновал своё семидесятипятилетие.", "agrees"),
        ("fr", "Tomasz Wilk eut soixante ans en 1924.", "Tomasz Wilk naquit en 1887.",
         "contradicts"),
        # the anniversary of a thing is no age of the person
        ("fr", "Tomasz Wilk naquit en 1887.",
         "En 1924, Tomasz Wilk fêta le soixantième anniversaire de la filature.", "none"),
    ])  # fmt: skip


def test_a_calling_named_with_an_age() -> None:
    # round 21: "eine junge Nonne von kaum zwanzig Jahren", "a widow of forty"
    check([
        ("de", "Ida Brenner wurde 1870 geboren.",
         "1905 war Ida Brenner eine junge Nonne von kaum zwanzig Jahren.", "contradicts"),
        ("en", "Ida Brenner was born in 1865.", "In 1905 Ida Brenner was a widow of forty.",
         "agrees"),
        ("es", "Ida Brenner nació en 1850.", "En 1905 Ida Brenner era una viuda de cuarenta años.",
         "contradicts"),
    ])  # fmt: skip
