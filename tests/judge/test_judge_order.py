"""The rules judge's mechanisms added with dev6-order (issue 14): comparisons
between two named people or places, birth ranks and the first or last of a
group, the order of two events, sides of a reference, nationality, one
confession, the field studied. Each test uses sentences of its own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ada", "character", "Ada Quill", "characters/ada-quill.md"),
        NamedEntity("ben", "character", "Ben Quill", "characters/ben-quill.md"),
        NamedEntity("rolf", "character", "Rolf Haber", "characters/rolf-haber.md"),
        NamedEntity("uwe", "character", "Uwe Haber", "characters/uwe-haber.md"),
        NamedEntity("lise", "character", "Lise Caron", "characters/lise-caron.md"),
        NamedEntity("remi", "character", "Rémi Caron", "characters/remi-caron.md"),
        NamedEntity("pilar", "character", "Pilar Soto", "characters/pilar-soto.md"),
        NamedEntity("blas", "character", "Blas Soto", "characters/blas-soto.md"),
        NamedEntity("vera", "character", "Вера Жукова", "characters/vera.md", ("Vera Zhukova",)),
        NamedEntity("oleg", "character", "Олег Жуков", "characters/oleg.md", ("Oleg Zhukov",)),
        NamedEntity("hale", "place", "Halebridge", "places/halebridge.md"),
        NamedEntity("tamar", "place", "Tamar", "places/tamar.md"),
        NamedEntity("lor", "place", "Lorsch", "places/lorsch.md"),
        NamedEntity("dvina", "place", "Двина", "places/dvina.md", ("Dvina",)),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)


check = stance_checker(JUDGE)


def test_comparisons_between_two_named_people() -> None:
    check([
        ("en", "Ada Quill was older than Ben Quill.", "Ben Quill was older than Ada Quill.",
         "contradicts"),
        ("en", "Ada Quill was much taller than Ben Quill.", "Ben Quill was shorter than Ada Quill.",
         "agrees"),
        ("de", "Rolf Haber war reicher als sein Bruder Uwe.", "Uwe Haber war reicher als Rolf.",
         "contradicts"),
        ("fr", "Lise Caron était moins riche que Rémi Caron.",
         "Rémi Caron était plus pauvre que Lise.", "contradicts"),
        ("es", "Blas Soto era menor que su hermana Pilar.", "Pilar Soto era mayor que Blas.",
         "agrees"),
        ("ru", "Вера Жукова была моложе Олега Жукова.", "Олег Жуков был моложе Веры.",
         "contradicts"),
        ("en/de", "Ada Quill was richer than Ben Quill.", "Ben Quill war reicher als Ada Quill.",
         "contradicts"),
        # two dimensions, and a relative's comparison
        ("en", "Ada Quill was older than Ben Quill.", "Ada Quill was shorter than Ben Quill.",
         "none"),
        ("en", "Ada Quill was older than Ben Quill.", "Ada Quill's son was younger than Ben Quill.",
         "none"),
        # an attributive comparative is no comparison of two people
        ("es", "Blas Soto era el hijo mayor.", "Pilar Soto era mayor que Blas Soto.", "none"),
    ])  # fmt: skip


def test_an_age_comparison_against_a_birth_year() -> None:
    check([
        ("en", "Ben Quill was born in 1871.", "Ada Quill, born in 1874, was older than Ben Quill.",
         "contradicts"),
        ("de", "Uwe Haber kam 1860 zur Welt.", "Rolf Haber, geboren 1866, war jünger als Uwe.",
         "none"),
        ("fr", "Rémi Caron est né en 1850.", "Lise Caron, née en 1845, était plus jeune que Rémi.",
         "contradicts"),
    ])  # fmt: skip


def test_birth_ranks_and_unique_ranks() -> None:
    check([
        ("en", "Ada Quill was the youngest of six children.", "Ada was the eldest child.",
         "contradicts"),
        ("de", "Uwe Haber war der jüngste Sohn.", "Uwe Haber war der dritte Sohn des Bäckers.",
         "contradicts"),
        ("fr", "Lise Caron était l'aînée de la famille.", "Lise Caron était la cadette.",
         "contradicts"),
        ("ru", "Олег Жуков был младшим сыном.", "Младший сын купца, Олег Жуков, торговал лесом.",
         "agrees"),
        ("en", "Ben Quill was the eldest son of Rolf Haber.",
         "Uwe Haber was Rolf Haber's eldest son.", "contradicts"),
        # a son and a child, a rank of other people, a rank of the subject's child
        ("en", "Ben Quill was the eldest son.", "Ben Quill was the third child.", "none"),
        ("fr", "Lise Caron était la cadette.", "Lise Caron avait deux frères aînés.", "none"),
        ("fr", "Rémi Caron était le fils aîné.", "Le fils aîné de Rémi Caron naquit en 1880.",
         "none"),
    ])  # fmt: skip


def test_the_first_or_last_of_a_group() -> None:
    check([
        ("en", "Ada Quill was the first woman to swim across the Tamar.",
         "Pilar Soto was the first woman to swim across the Tamar.", "contradicts"),
        ("es", "Blas Soto fue el último vecino que abandonó Halebridge.",
         "Blas Soto fue el primer vecino que abandonó Halebridge.", "contradicts"),
        ("en", "Ada Quill was the first woman to swim across the Tamar.",
         "Pilar Soto was the first woman to row across the Tamar.", "none"),
    ])  # fmt: skip


def test_the_order_of_two_events() -> None:
    check([
        ("en", "Before the flood the mill closed.", "The mill closed after the flood.",
         "contradicts"),
        ("fr", "Après la guerre, le moulin ferma.", "Le moulin ferma après la guerre.", "agrees"),
        ("de", "Ben Quill verließ Halebridge vor Ada Quill.",
         "Ada Quill verließ Halebridge vor Ben Quill.",
         "contradicts"),
        ("ru", "Олег Жуков уехал из города раньше Веры.", "Вера Жукова уехала из города раньше Олега.",
         "contradicts"),
        ("es", "La iglesia se construyó después de la epidemia de 1855.",
         "La iglesia fue construida en 1850.", "contradicts"),
        ("es", "La iglesia se construyó después de la epidemia de 1855.",
         "La iglesia fue construida en 1860.", "none"),
        # a clause after the second name is its own event
        ("en", "Ada Quill left Halebridge before Ben Quill arrived.",
         "Ben Quill left Halebridge before Ada Quill.", "none"),
        # another subject, another event
        ("en", "The mill closed after the flood.", "The bakery closed before the flood.", "none"),
        # a place after "vor" is no event
        ("de", "Die Kirche stand vor dem Rathaus.", "Die Kirche stand nach dem Brand leer.", "none"),
    ])  # fmt: skip


def test_sides_of_a_reference() -> None:
    check([
        ("en", "Halebridge lies west of the Tamar.", "Halebridge lies east of the Tamar.",
         "contradicts"),
        ("de", "Die Brücke liegt flussabwärts von Lorsch.", "Die Brücke liegt flussaufwärts von Lorsch.",
         "contradicts"),
        ("fr", "Lorsch se trouve sur la rive droite de la Tamar.",
         "Lorsch se trouve sur la rive gauche de la Tamar.", "contradicts"),
        ("ru", "Мельница стоит к югу от Двины.", "Мельница стоит южнее Двины.", "agrees"),
        ("es", "Halebridge está al oeste del Tamar.", "Al oeste del Tamar está Halebridge.",
         "agrees"),
        # a name with a side word, and two references
        ("en", "The north mill of Halebridge was built in 1820.",
         "The south mill of Halebridge was built in 1820.", "none"),
        ("en", "Halebridge lies west of the Tamar.", "Halebridge lies east of Lorsch.", "none"),
    ])  # fmt: skip


def test_nationality_and_confession() -> None:
    check([
        ("en", "Ada Quill was Irish.", "Ada Quill was a Dutch citizen.", "contradicts"),
        ("de", "Rolf Haber war Schwede.", "Rolf Haber war Norweger.", "contradicts"),
        ("ru", "Вера Жукова была шведкой.", "Вера Жукова была датчанкой.", "contradicts"),
        ("fr/es", "Lise Caron était italienne.", "Lise Caron era italiana.", "agrees"),
        ("en", "Ben Quill was a Scot.", "Ben Quill was British.", "agrees"),
        # a demonym before another noun is that noun's ("a French teacher")
        ("en", "Ada Quill was a French teacher.", "Ada Quill was German.", "none"),
        # a change is a succession, a relative's nationality is not hers
        ("en", "Ada Quill was Irish.", "Ada Quill became an American citizen in 1920.", "none"),
        ("es", "Pilar Soto era mexicana.", "El marido de Pilar Soto era cubano.", "none"),
        # one confession; one raised in another is no contradiction
        ("en", "Ben Quill was a Baptist.", "Ben Quill was a Catholic.", "contradicts"),
        ("en", "Ben Quill was raised a Baptist.", "Ben Quill was a Catholic.", "in_tension"),
    ])  # fmt: skip


def test_the_field_studied() -> None:
    check([
        ("en", "In 1890 Ada Quill studied chemistry in Leeds.",
         "In 1890 Ada Quill studied music in Leeds.", "in_tension"),
        ("de", "Rolf Haber studierte 1901 Theologie.", "Rolf Haber studierte 1901 Theologie in Jena.",
         "qualifies"),
        ("es", "En 1880 Blas Soto estudiaba filosofía.", "En 1884 Blas Soto estudiaba medicina.",
         "none"),
    ])  # fmt: skip


def test_an_elder_sibling_is_an_age_order() -> None:
    check([
        ("en", "Ada Quill was Ben Quill's elder sister.", "Ben Quill was older than Ada Quill.",
         "contradicts"),
        ("de", "Uwe Haber war der jüngere Bruder von Rolf Haber.",
         "Rolf Haber war jünger als Uwe Haber.", "contradicts"),
        ("fr", "Lise Caron était la sœur aînée de Rémi Caron.",
         "Lise Caron était plus âgée que Rémi Caron.", "agrees"),
        ("es", "Pilar Soto era la hermana menor de Blas Soto.",
         "Blas Soto era más joven que Pilar Soto.", "contradicts"),
        # "la sœur aînée de Rémi" is no eldest child of the family
        ("ru", "Вера Жукова была старшей сестрой Олега Жукова.",
         "Вера Жукова была младшей из детей.", "none"),
    ])  # fmt: skip


def test_born_before_and_outlived() -> None:
    check([
        ("en", "Ada Quill was born before Ben Quill.", "Ben Quill was older than Ada Quill.",
         "contradicts"),
        ("en", "Ada Quill outlived Ben Quill.", "Ada Quill died before Ben Quill.", "contradicts"),
        ("de", "Rolf Haber starb vor Uwe Haber.", "Uwe Haber überlebte Rolf Haber.", "agrees"),
        ("en", "The fire broke out before the flood.", "The flood came after the fire.", "agrees"),
        ("en", "The fire broke out before the flood.", "The fire came after the flood.",
         "contradicts"),
    ])  # fmt: skip


def test_compound_sides_and_the_inverse_relation() -> None:
    check([
        ("en", "Halebridge lies north-east of Lorsch.", "Lorsch lies north of Halebridge.",
         "contradicts"),
        ("en", "Halebridge lies north of Lorsch.", "Lorsch lies south of Halebridge.", "agrees"),
        ("de", "Halebridge liegt westlich von Lorsch.", "Lorsch liegt westlich von Halebridge.",
         "contradicts"),
    ])  # fmt: skip


def test_nationality_in_other_words() -> None:
    check([
        ("en", "Ada Quill, a Swede by birth, came to Lorsch in 1890.",
         "Ada Quill held Danish citizenship.", "contradicts"),
        ("fr", "Lise Caron avait la nationalité belge.", "Lise Caron était belge.", "agrees"),
        ("en", "Ben Quill was Jewish.", "Ben Quill was a Lutheran.", "contradicts"),
        ("en", "In 1890 Ada Quill was a medical student.",
         "In 1890 Ada Quill was a student of law in Leeds.", "in_tension"),
    ])  # fmt: skip
