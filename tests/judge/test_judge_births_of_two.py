"""Births said through another person (round 16, `childbirths.py`,
`cosubjects.py`): a mother giving birth dates her child's birth; two people
as one subject share the birth or death the statement gives. Sentences of
our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

# one family per language: "Anna" and "Paul" name one person in each
_FAMILIES = {
    "en": ("Anna Reed", "Paul Reed", "Maria Reed"),
    "de": ("Anna Weber", "Paul Weber", "Maria Weber"),
    "fr": ("Anne Morel", "Paul Morel", "Marie Morel"),
    "es": ("Carmen Ortega", "Pablo Ortega", "María Ortega"),
    "ru": ("Анна Петрова", "Павел Петров", "Мария Петрова"),
}
_CHECKS = {
    lang: stance_checker(
        RulesJudge(
            NameIndex(
                NamedEntity(f"{lang}{i}", "character", title, f"characters/{lang}{i}.md")
                for i, title in enumerate(titles)
            )
        )
    )
    for lang, titles in _FAMILIES.items()
}


def check(cases: list[tuple[str, str, str, str]]) -> None:
    for lang, checker in _CHECKS.items():
        checker([c for c in cases if c[0] == lang])


def test_a_mother_giving_birth_is_her_child_s_birth() -> None:
    check([
        ("en", "Anna Reed was born in 1850.", "Maria Reed gave birth to her daughter Anna in 1852.",
         "contradicts"),
        ("en", "Anna Reed was born in 1850.", "Maria Reed had her first child, Anna, in 1850.",
         "agrees"),
        ("de", "Anna Weber wurde 1850 geboren.", "Maria Weber brachte ihre Tochter Anna 1852 zur Welt.",
         "contradicts"),
        ("fr", "Anne Morel est née en 1850.", "Marie Morel mit au monde sa fille Anne en 1852.",
         "contradicts"),
        ("es", "Carmen Ortega nació en 1850.", "María Ortega dio a luz a su hija Carmen en 1852.",
         "contradicts"),
        ("ru", "Анна Петрова родилась в 1850 году.", "Мария Петрова родила дочь Анну в 1852 году.",
         "contradicts"),
        ("ru", "Анна Петрова родилась в 1850 году.",
         "У Марии Петровой в 1852 году родилась дочь Анна.", "contradicts"),
    ])  # fmt: skip


def test_the_mother_s_own_birth_is_not_read_from_it() -> None:
    check([
        ("en", "Maria Reed was born in 1825.", "Maria Reed gave birth to Anna in 1852.", "none"),
        # a child no note names: still not the mother's birth (it contradicted)
        ("en", "Maria Reed was born in 1825.", "Maria Reed gave birth to Lucy in 1852.", "none"),
        ("ru", "Мария Петрова родилась в 1825 году.",
         "У Марии Петровой в 1852 году родилась дочь Анна.", "none"),
        # "kam zur Welt" is one's own birth, not a mother's giving birth
        ("de", "Anna Weber wurde 1850 geboren.", "Anna Weber kam 1852 zur Welt.", "contradicts"),
        # no child named: nothing of anyone's birth
        ("en", "Anna Reed was born in 1850.", "Maria Reed gave birth to eleven children.", "none"),
    ])  # fmt: skip


def test_two_people_as_one_subject_share_the_event() -> None:
    check([
        ("en", "Anna and Paul Reed were born in 1850.", "Paul Reed was born in 1851.",
         "contradicts"),
        # the birth was lost: read as someone else's
        ("en", "Anna Reed and her twin brother Paul were born in 1850.",
         "Paul Reed was born in 1851.", "contradicts"),
        ("en", "Anna Reed and her brother were born in 1850.", "Anna Reed was born in 1852.",
         "contradicts"),
        ("de", "Anna und Paul Weber wurden 1850 geboren.", "Paul Weber wurde 1851 geboren.",
         "contradicts"),
        ("fr", "Anne et son frère Paul naquirent en 1850.", "Paul Morel naquit en 1851.",
         "contradicts"),
        ("es", "Carmen y Pablo Ortega nacieron en 1850.", "Pablo Ortega nació en 1850.", "agrees"),
        ("ru", "Анна и Павел Петровы родились в 1850 году.", "Павел Петров родился в 1851 году.",
         "contradicts"),
        ("en", "Anna and Paul Reed died in the 1894 flood.", "Paul Reed died in 1899.",
         "contradicts"),
    ])  # fmt: skip


def test_what_is_no_shared_event() -> None:
    check([
        # their daughter's birth, not Anna's (it was read as Anna's)
        ("en", "Anna and Paul Reed's daughter was born in 1850.", "Anna Reed was born in 1830.",
         "none"),
        # a new clause with a possessive: the son's birth
        ("en", "Anna Reed moved to Cardiff and her son was born there in 1880.",
         "Anna Reed was born in 1850.", "none"),
    ])  # fmt: skip


def test_a_parent_is_born_years_before_a_child() -> None:
    check([
        ("en", "Anna Reed was born in 1850.", "Anna's mother Maria Reed was born in 1855.",
         "contradicts"),
        ("en", "Maria Reed was born in 1850.", "Maria Reed's daughter Anna was born in 1845.",
         "contradicts"),
        ("de", "Anna Weber wurde 1850 geboren.", "Annas Mutter Maria Weber wurde 1855 geboren.",
         "contradicts"),
        ("fr", "Anne Morel est née en 1850.", "Marie Morel, la mère d'Anne, est née en 1855.",
         "contradicts"),
        ("es", "Carmen Ortega nació en 1850.", "María Ortega, la madre de Carmen, nació en 1855.",
         "contradicts"),
        ("ru", "Анна Петрова родилась в 1850 году.", "Мать Анны Мария Петрова родилась в 1855 году.",
         "contradicts"),
        # a bound only contradicts: a birth inside it says nothing of the other's
        ("en", "Anna Reed was born in 1870.", "Anna's mother Maria Reed was born in 1845.", "none"),
    ])  # fmt: skip


def test_a_birth_dated_by_a_sibling_s() -> None:
    check([
        ("en", "Anna Reed was born in 1850.",
         "Paul Reed was born in 1848, four years before his sister Anna.", "contradicts"),
        ("en", "Anna Reed was born in 1852.",
         "Paul Reed was born in 1848, four years before his sister Anna.", "agrees"),
        ("en", "Anna Reed was born in 1850.", "Paul Reed, born in 1846, was four years older than Anna.",
         "agrees"),
        ("de", "Anna Weber wurde 1850 geboren.",
         "Paul Weber kam 1848 zur Welt, vier Jahre vor seiner Schwester Anna.", "contradicts"),
        ("fr", "Anne Morel est née en 1850.", "Paul Morel naquit en 1848, quatre ans avant sa sœur Anne.",
         "contradicts"),
        ("es", "Carmen Ortega nació en 1850.",
         "Pablo Ortega nació en 1848, cuatro años antes que su hermana Carmen.", "contradicts"),
        ("ru", "Анна Петрова родилась в 1850 году.",
         "Павел Петров родился в 1848 году, за четыре года до сестры Анны.", "contradicts"),
        # an offset from something else, or another event
        ("en", "Anna Reed was born in 1850.", "Paul Reed was born in 1848, four years before the war.",
         "none"),
        ("en", "Anna Reed was born in 1850.",
         "Paul Reed was born in 1848 and married Anna four years later.", "none"),
    ])  # fmt: skip
