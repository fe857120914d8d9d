"""The year a person took a post and the span of a period in it (round 16,
`roles._took`, `tenures.period_claims`). Sentences of our own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("reed", "character", "Thomas Reed", "characters/thomas-reed.md"),
        NamedEntity("hale", "character", "John Hale", "characters/john-hale.md"),
        NamedEntity("weber", "character", "Johann Weber", "characters/johann-weber.md"),
        NamedEntity("morel", "character", "Jean Morel", "characters/jean-morel.md"),
        NamedEntity("ortega", "character", "Juan Ortega", "characters/juan-ortega.md"),
        NamedEntity("petrov", "character", "Иван Петров", "characters/ivan-petrov.md"),
        NamedEntity("polwith", "place", "Polwith", "places/polwith.md"),
        NamedEntity("piran", "place", "St Piran's", "places/st-pirans.md"),
        NamedEntity("school", "place", "Board School", "places/board-school.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_two_years_of_taking_one_post_contradict() -> None:
    check([
        ("en", "Thomas Reed was elected mayor of Polwith in 1890.",
         "Thomas Reed became mayor of Polwith in 1893.", "contradicts"),
        ("en", "Thomas Reed was appointed harbourmaster in 1890.",
         "Thomas Reed became harbourmaster in 1890.", "agrees"),
        ("de", "Johann Weber wurde 1890 zum Bürgermeister gewählt.",
         "Johann Weber wurde erst 1894 Bürgermeister.", "contradicts"),
        ("fr", "Jean Morel fut nommé instituteur en 1890.", "Jean Morel devint instituteur en 1894.",
         "contradicts"),
        ("es", "Juan Ortega fue nombrado alcalde en 1890.",
         "Juan Ortega llegó a ser alcalde en 1894.", "contradicts"),
        ("ru", "Иван Петров был избран старостой в 1890 году.",
         "Иван Петров стал старостой в 1894 году.", "contradicts"),
    ])  # fmt: skip


def test_elections_may_be_re_elections() -> None:
    check([
        ("en", "Thomas Reed was elected mayor in 1890.", "Thomas Reed was elected mayor in 1893.",
         "in_tension"),
        ("en", "Thomas Reed was elected mayor in 1890.",
         "Thomas Reed was re-elected mayor in 1893.", "none"),
        # another's post, another post
        ("en", "Thomas Reed's son became mayor in 1890.", "Thomas Reed became mayor in 1894.",
         "none"),
        ("en", "Thomas Reed became mayor in 1890.", "Thomas Reed was appointed harbourmaster in 1894.",
         "none"),
        ("en", "Thomas Reed became friends with the mayor in 1890.",
         "Thomas Reed became mayor in 1894.", "none"),
        ("en", "Thomas Reed became the mayor's clerk in 1890.", "Thomas Reed became mayor in 1894.",
         "none"),
    ])  # fmt: skip


def test_taking_a_post_inside_a_period_in_it_contradicts() -> None:
    check([
        # it agreed: both put Thomas Reed in the office in 1893
        ("en", "Thomas Reed was mayor of Polwith from 1890 to 1900.",
         "Thomas Reed became mayor of Polwith in 1893.", "contradicts"),
        ("en", "Thomas Reed was mayor of Polwith from 1890 to 1900.",
         "Thomas Reed became mayor of Polwith in 1890.", "agrees"),
    ])  # fmt: skip


def test_a_period_in_a_post_is_a_span_of_years() -> None:
    check([
        ("en", "Thomas Reed was mayor of Polwith from 1890 to 1900.",
         "Thomas Reed was mayor of Polwith for ten years.", "agrees"),
        ("en", "Thomas Reed was mayor of Polwith from 1890 to 1900.",
         "Thomas Reed was mayor of Polwith for eleven years.", "agrees"),  # give or take one
        ("en", "Thomas Reed was vicar of St Piran's from 1880 to 1921.",
         "Thomas Reed served St Piran's as vicar for only twelve years.", "contradicts"),
        ("de", "Johann Weber war von 1890 bis 1900 Bürgermeister.",
         "Johann Weber war zwanzig Jahre lang Bürgermeister.", "contradicts"),
        ("fr", "Jean Morel fut maire de 1890 à 1900.", "Jean Morel resta maire pendant vingt ans.",
         "contradicts"),
        ("es", "Juan Ortega fue alcalde de 1890 a 1900.", "Juan Ortega fue alcalde durante diez años.",
         "agrees"),
        ("ru", "Иван Петров был старостой с 1890 по 1900 год.", "Иван Петров был старостой двадцать лет.",
         "contradicts"),
        # it was a qualification ("for a time")
        ("en", "Thomas Reed taught at the Board School from 1890 to 1900.",
         "Thomas Reed taught at the Board School for thirty years.", "contradicts"),
        # two periods are two stints, not two spans of one (the speed bench's facts)
        ("en", "Thomas Reed worked at the Board School from 1908 to 1917.",
         "Thomas Reed worked at the Board School from 1919 to 1924.", "none"),
        # another post
        ("en", "Thomas Reed was mayor of Polwith from 1890 to 1900.",
         "Thomas Reed was vicar of St Piran's for thirty years.", "none"),
    ])  # fmt: skip


def test_coming_to_a_place_as_its_holder_takes_the_post() -> None:
    check([
        ("en", "Thomas Reed was the teacher at Polwith from 1872 to 1905.",
         "Thomas Reed came to Polwith as teacher in 1890.", "contradicts"),
        ("en", "Thomas Reed was the teacher at Polwith from 1890 to 1905.",
         "Thomas Reed came to Polwith as teacher in 1890.", "agrees"),
        ("en", "Thomas Reed was the teacher at Polwith from 1872 to 1905.",
         "Thomas Reed came to Polwith as a boy in 1860.", "none"),
        ("de", "Johann Weber war von 1872 bis 1905 Lehrer in Polwith.",
         "Johann Weber kam 1890 als Lehrer nach Polwith.", "contradicts"),
        ("fr", "Jean Morel fut instituteur à Polwith de 1872 à 1905.",
         "Jean Morel arriva à Polwith comme instituteur en 1890.", "contradicts"),
        ("es", "Juan Ortega fue maestro en Polwith de 1872 a 1905.",
         "Juan Ortega llegó a Polwith como maestro en 1890.", "contradicts"),
    ])  # fmt: skip


def test_a_tenure_in_two_languages_is_one_post_in_one_place() -> None:
    check([
        ("en/de", "Thomas Reed served as the village midwife for forty-five years.",
         "Thomas Reed war zwanzig Jahre lang Hebamme in Polwith.", "contradicts"),
        ("en/de", "Thomas Reed served as the village midwife for forty-five years, starting in 1880.",
         "Von 1880 bis 1925 war Thomas Reed Hebamme in Polwith.", "agrees"),
        ("en/fr", "Thomas Reed was mayor of Polwith for ten years.",
         "Thomas Reed fut maire de Sankt Felix pendant vingt ans.", "none"),  # another town
    ])  # fmt: skip


def test_a_post_held_years_after_the_death_contradicts_it() -> None:
    check([
        ("en", "Thomas Reed was vicar of St Piran's from 1867 to 1904.",
         "Thomas Reed died in office in 1898.", "contradicts"),
        ("en", "Thomas Reed was vicar of St Piran's from 1867 to 1898.", "Thomas Reed died in 1898.",
         "none"),
        ("en", "Thomas Reed was vicar of St Piran's from 1867 to 1899.", "Thomas Reed died in 1898.",
         "none"),  # a successor named the year after
        ("de", "Johann Weber war von 1867 bis 1904 Pfarrer in Polwith.", "Johann Weber starb 1898.",
         "contradicts"),
        ("fr", "Jean Morel fut curé de Polwith de 1867 à 1904.", "Jean Morel mourut en 1898.",
         "contradicts"),
    ])  # fmt: skip
