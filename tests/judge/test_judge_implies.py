"""The rules judge's implications across slots (dev9-implies, issue 14,
`implies.py`): no act before a birth, "still" at a date or today against an
end, a possessive relative against no children or an only child, "only" and
"both" as counts of kin, a spouse of one's own and widowhood against never
married. Each test uses sentences of its own, not the evaluation set's."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tam", "character", "Tamsin Kitto", "characters/tamsin-kitto.md"),
        NamedEntity("jory", "character", "Jory Kitto", "characters/jory-kitto.md"),
        NamedEntity("grete", "character", "Frieda Holm", "characters/frieda-holm.md"),
        NamedEntity("gaby", "character", "Gabrielle Dufour", "characters/gabrielle-dufour.md"),
        NamedEntity("pilar", "character", "Pilar Reyes", "characters/pilar-reyes.md"),
        NamedEntity("olga", "character", "Ольга Зуева", "characters/olga-zueva.md"),
        NamedEntity("fyod", "character", "Фёдор Зуев", "characters/fyodor-zuev.md"),
        NamedEntity("looe", "place", "Polruan", "places/polruan.md"),
        NamedEntity("marsh", "place", "Altmoor", "places/altmoor.md"),
        NamedEntity("brig", "glossary", "Curlew", "glossary/curlew.md"),
        NamedEntity("mill", "glossary", "Tregenna Mill", "glossary/tregenna-mill.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_no_act_before_a_birth() -> None:
    check([
        ("en", "Tamsin Kitto was born in 1862.", "In 1858 Tamsin Kitto bought a cottage.",
         "contradicts"),
        ("de", "Frieda Holm wurde 1870 geboren.", "1866 verkaufte Frieda Holm ihr Haus.",
         "contradicts"),
        ("es", "Pilar Reyes nació en 1875.", "En 1871 Pilar Reyes escribió a su tío.",
         "contradicts"),
        # after the birth, or undated, or the act of someone in the birth's clause
        ("en", "Tamsin Kitto was born in 1862.", "In 1880 Tamsin Kitto bought a cottage.", "none"),
        ("en", "Tamsin Kitto was born in 1862.", "Tamsin Kitto bought a cottage.", "none"),
        ("en", "Tamsin Kitto was born in the cottage her uncle bought in 1850.",
         "Tamsin Kitto was born in 1862.", "none"),
    ])  # fmt: skip


def test_still_there_after_its_end() -> None:
    check([
        ("en", "Tregenna Mill burned down in 1890.",
         "In 1897 Tregenna Mill was still grinding corn for the farms.", "contradicts"),
        ("en", "Tregenna Mill was pulled down in 1931.", "Tregenna Mill still stands today.",
         "contradicts"),
        ("fr", "Le Curlew a sombré en 1877.", "En 1880, le Curlew pêchait encore au large.",
         "contradicts"),
        ("ru", "Мельница в Altmoor сгорела в 1899 году.",
         "В 1905 году мельница в Altmoor всё ещё работала.", "contradicts"),
        # a thing used in a still-clause, after a preposition
        ("es", "El viejo puente de Altmoor fue destruido en 1920.",
         "En 1925 las mulas aún cruzaban el viejo puente de Altmoor.", "contradicts"),
        # before the end, rebuilt, or what outlasts the thing
        ("en", "Tregenna Mill burned down in 1890.",
         "In 1885 Tregenna Mill was still grinding corn.", "none"),
        ("en", "Tregenna Mill burned down in 1890.",
         "Rebuilt in 1893, Tregenna Mill was still grinding corn in 1900.", "none"),
        ("en", "The Curlew sank in 1877.", "In 1950 the Curlew still lay off Polruan.", "none"),
    ])  # fmt: skip


def test_kin_named_against_none_or_an_only_child() -> None:
    check([
        ("en", "Jory Kitto had no children.", "Jory Kitto sold the boat to his daughter Morwenna.",
         "contradicts"),
        ("de", "Frieda Holm war ein Einzelkind.",
         "Frieda Holm wohnte bei ihrem Bruder Klaus in Altmoor.", "contradicts"),
        ("fr", "Gabrielle Dufour n'eut jamais d'enfants.",
         "Gabrielle Dufour confia la ferme à son fils Marc.", "contradicts"),
        ("ru", "У Фёдора Зуева не было детей.", "Фёдор Зуев отдал дом своему сыну Петру.",
         "contradicts"),
        ("es", "Pilar Reyes era hija única.", "Pilar Reyes vivía con su hermana Rosa.",
         "contradicts"),
        # a step-relative, another person's relative, a nephew
        ("en", "Jory Kitto was an only child.", "Jory Kitto lived with his stepbrother Ned.",
         "none"),
        ("en", "Jory Kitto was an only child.", "Jory Kitto met Tamsin Kitto and her brother.",
         "none"),
        ("ru", "Ольга Зуева была единственным ребёнком.", "Сводная сестра Ольги Зуевой жила в Москве.",
         "none"),
        ("es", "Pilar Reyes nunca tuvo hijos.", "Pilar Reyes crio al hijo de su hermana.", "none"),
    ])  # fmt: skip


def test_only_and_both_count_kin() -> None:
    check([
        ("en", "Jory Kitto's only son was drowned.", "Jory Kitto's three sons ran the boatyard.",
         "contradicts"),
        ("fr", "Le fils unique de Gabrielle Dufour devint notaire.",
         "Les trois fils de Gabrielle Dufour furent notaires.", "contradicts"),
        ("ru", "Единственная дочь Фёдора Зуева умерла в 1900 году.",
         "Обе дочери Фёдора Зуева вышли замуж.", "contradicts"),
        # his only son makes him no only son; one son and a daughter
        ("de", "Frieda Holms einziger Sohn fiel 1915.", "Frieda Holm hatte einen Bruder.", "none"),
        ("en", "Jory Kitto's only son was drowned.", "Jory Kitto had a daughter.", "none"),
    ])  # fmt: skip


def test_a_spouse_or_widowhood_against_never_married() -> None:
    check([
        ("en", "Tamsin Kitto never married.", "Tamsin Kitto nursed her husband through the fever.",
         "contradicts"),
        ("de", "Frieda Holm blieb zeitlebens ledig.", "Nach dem Tod ihres Mannes zog Frieda Holm fort.",
         "contradicts"),
        ("es", "Pilar Reyes nunca se casó.", "Pilar Reyes enviudó joven.", "contradicts"),
        ("ru", "Ольга Зуева так и не вышла замуж.", "Ольга Зуева овдовела в 1890 году.",
         "contradicts"),
        # another person's spouse
        ("en", "Tamsin Kitto never married.", "Tamsin Kitto's sister buried her husband in 1880.",
         "none"),
    ])  # fmt: skip


def test_what_an_end_leaves_and_what_a_closing_allows() -> None:
    check([
        # a closed mill may still stand; an empty inn is no inn in use
        ("en", "Tregenna Mill closed in 1911.", "Tregenna Mill still stands today.", "none"),
        ("en", "Tregenna Mill burned down in 1890.", "In 1895 Tregenna Mill still lay empty.",
         "none"),
        # another person's child, a widowed aunt
        ("de", "Frieda Holm hatte keine Kinder.",
         "Frieda Holm besuchte Frau Lenz und ihre Tochter.", "none"),
        ("en", "Tamsin Kitto never married.", "Tamsin Kitto lived with a widowed aunt.", "none"),
    ])  # fmt: skip


def test_a_thing_visited_or_rung_after_its_end() -> None:
    check([
        ("de", "Die Kapelle von Altmoor wurde 1944 zerstört.",
         "1950 besuchte Frieda Holm die Kapelle von Altmoor.", "contradicts"),
        ("en", "Tregenna Mill burned down in 1890.", "In 1899 Jory Kitto visited Tregenna Mill.",
         "contradicts"),
        ("fr", "La cloche de Polruan fut détruite en 1917.", "La cloche de Polruan sonnait encore en 1920.",
         "contradicts"),
        # before the end, or the place where it stood
        ("en", "Tregenna Mill burned down in 1890.", "In 1885 Jory Kitto visited Tregenna Mill.",
         "none"),
        ("en", "Tregenna Mill burned down in 1890.",
         "In 1899 Jory Kitto visited the spot where Tregenna Mill had stood.", "none"),
    ])  # fmt: skip


def test_widowhood_said_by_a_verb_dates_the_widowhood() -> None:
    """Widowed from a date: married before it, so against "never married" a
    contradiction, with being the widow later agreement (the round 9 merge
    read it as "married" at any time, which contradicted the widow)."""
    check([
        ("es", "Pilar Reyes enviudó en 1880.", "Pilar Reyes nunca se casó.", "contradicts"),
        ("es", "Pilar Reyes enviudó en 1880.",
         "En 1886 la viuda Pilar Reyes vendió la casa.", "agrees"),
        ("ru", "Ольга Зуева овдовела в 1901 году.", "Ольга Зуева никогда не была замужем.",
         "contradicts"),
    ])  # fmt: skip


def test_a_russian_name_in_the_genitive_owns_the_word_before_it() -> None:
    """ "Вдова Фёдора Зуева": his widow, not the widowed Фёдор (whose act
    after his death it would have been)."""
    check([
        ("ru", "Фёдор Зуев умер в 1890 году.", "Вдова Фёдора Зуева продала дом в 1895 году.",
         "none"),
        ("ru", "Фёдор Зуев умер в 1890 году.", "Фёдор Зуев продал дом в 1895 году.",
         "contradicts"),
    ])  # fmt: skip
