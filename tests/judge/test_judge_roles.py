"""The rules judge's mechanisms added with dev6-roles (issue 14): who made a
thing, who owned it, who held a post at a time, what a person died of, and
how two people are related. Each test uses sentences of its own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ned", "character", "Ned Carver", "characters/ned-carver.md"),
        NamedEntity("amos", "character", "Amos Pell", "characters/amos-pell.md"),
        NamedEntity("ruth", "character", "Ruth Pell", "characters/ruth-pell.md"),
        NamedEntity("hugo", "character", "Hugo Lenz", "characters/hugo-lenz.md"),
        NamedEntity("greta", "character", "Greta Lenz", "characters/greta-lenz.md"),
        NamedEntity("odile", "character", "Odile Ferrand", "characters/odile-ferrand.md"),
        NamedEntity("remi", "character", "Rémi Ferrand", "characters/remi-ferrand.md"),
        NamedEntity("ines", "character", "Inés Bravo", "characters/ines-bravo.md"),
        NamedEntity("pablo", "character", "Pablo Bravo", "characters/pablo-bravo.md"),
        NamedEntity("ivan", "character", "Иван Рябов", "characters/ivan.md", ("Ivan Ryabov",)),
        NamedEntity("olga", "character", "Ольга Рябова", "characters/olga.md"),
        NamedEntity("kell", "place", "Kellow", "places/kellow.md"),
        NamedEntity("moor", "place", "Moorend", "places/moorend.md"),
        NamedEntity("alt", "place", "Altheim", "places/altheim.md"),
        NamedEntity("brel", "place", "Brélès", "places/breles.md"),
        NamedEntity("soto", "place", "Sotillo", "places/sotillo.md"),
        NamedEntity("gull", "glossary", "Sea Gull", "glossary/sea-gull.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)


check = stance_checker(JUDGE)


def test_one_maker_of_one_act() -> None:
    check([
        ("en", "The Kellow viaduct was designed by Ned Carver.",
         "Amos Pell designed the Kellow viaduct in 1860.", "contradicts"),
        ("en", "Amos Pell built the chapel at Moorend.",
         "The chapel at Moorend was built by Amos Pell in 1840.", "agrees"),
        # another work of the same maker, and another act
        ("en", "Amos Pell designed the Kellow viaduct.", "Amos Pell designed the Moorend chapel.",
         "none"),
        ("de", "Die Altheimer Mühle wurde von Hugo Lenz erbaut.",
         "Die Mühle von Altheim baute der Zimmermann Karl Ebert.", "contradicts"),
        ("fr", "Le pont de Brélès fut construit par Rémi Ferrand.",
         "C'est Odile Ferrand qui construisit le pont de Brélès.", "contradicts"),
        ("es", "El molino de Sotillo fue construido por Pablo Bravo.",
         "Pablo Bravo construyó el molino de Sotillo.", "agrees"),
        ("ru", "Часовню в Кельдыше построил Иван Рябов.",
         "Часовня в Кельдыше была построена Ольгой Рябовой.", "contradicts"),
    ])  # fmt: skip


def test_co_makers_qualify_and_a_noun_names_the_maker() -> None:
    check([
        ("en", "The Kellow viaduct was designed by Ned Carver.",
         "Ned Carver designed the Kellow viaduct together with Amos Pell.", "qualifies"),
        ("en", "The architect of the Moorend chapel was Ned Carver.",
         "The Moorend chapel was designed by Amos Pell.", "contradicts"),
        ("es", "El fundador del molino de Sotillo fue Pablo Bravo.",
         "El molino de Sotillo fue fundado por Inés Bravo.", "contradicts"),
    ])  # fmt: skip


def test_owners_at_one_time() -> None:
    check([
        ("en", "In 1870 the Moorend mill belonged to Ned Carver.",
         "In 1870 the mill at Moorend was owned by Amos Pell.", "contradicts"),
        # a succession, and a family
        ("en", "The mill at Moorend belonged to Ned Carver until 1860.",
         "In 1875 the mill at Moorend belonged to Amos Pell.", "none"),
        ("en", "In 1870 the mill at Moorend belonged to Ned Carver.",
         "In 1870 the mill at Moorend belonged to the Tregear family.", "in_tension"),
        ("de", "1890 gehörte die Altheimer Mühle Hugo Lenz.",
         "Im Jahr 1890 gehörte die Mühle von Altheim Greta Lenz.", "contradicts"),
        ("fr", "En 1900, le moulin de Brélès appartenait à Rémi Ferrand.",
         "Rémi Ferrand hérita du moulin de Brélès en 1900.", "agrees"),
        ("es", "En 1880 el molino de Sotillo pertenecía a Pablo Bravo.",
         "En 1880 el molino de Sotillo era propiedad de Inés Bravo.", "contradicts"),
    ])  # fmt: skip


def test_one_holder_of_a_post_at_a_time() -> None:
    check([
        ("en", "In 1880 the mayor of Kellow was Ned Carver.", "Amos Pell was mayor of Kellow in 1880.",
         "contradicts"),
        ("en", "In 1880 the mayor of Kellow was Ned Carver.", "Amos Pell was mayor of Kellow in 1886.",
         "none"),
        ("en", "In 1880 the mayor of Kellow was Ned Carver.",
         "In 1880 the mayor of Moorend was Amos Pell.", "none"),
        ("de", "1905 war Hugo Lenz Pfarrer in Altheim.", "Pfarrer von Altheim war 1905 Greta Lenz.",
         "contradicts"),
        ("fr", "En 1910, le maire de Brélès était Rémi Ferrand.",
         "Rémi Ferrand était maire de Brélès en 1910.", "agrees"),
        ("es", "En 1890 el capitán del Sea Gull era Pablo Bravo.",
         "En 1890 el Sea Gull estaba al mando de Inés Bravo.", "contradicts"),
    ])  # fmt: skip


def test_causes_of_death() -> None:
    check([
        ("en", "Ned Carver died of cholera in 1849.", "Ned Carver died of smallpox in 1849.",
         "contradicts"),
        ("en", "Ned Carver drowned in 1849.", "Ned Carver died of consumption in 1849.",
         "contradicts"),
        ("en", "Ned Carver died of consumption.", "Ned Carver died of tuberculosis.", "agrees"),
        ("en", "Ned Carver died after a long illness.", "Ned Carver died of cholera.", "qualifies"),
        ("de", "Hugo Lenz starb an Diphtherie.", "Hugo Lenz starb an den Pocken.", "contradicts"),
        ("fr", "Odile Ferrand mourut de la variole.", "Odile Ferrand mourut du choléra.",
         "contradicts"),
        ("es", "Inés Bravo murió de viruela.", "Inés Bravo murió ahogada en el río.", "contradicts"),
        ("ru", "Иван Рябов умер от холеры.", "Иван Рябов умер от оспы.", "contradicts"),
        # a relative's death, and a bed is no cause of its own
        ("en", "Ned Carver died of cholera.", "Ned Carver's wife died of smallpox.", "none"),
        ("en", "Ned Carver died of pneumonia.", "Ned Carver died in his bed.", "none"),
        # an accident or a murder is a violent death
        ("en", "Ned Carver died of a stroke.", "Ned Carver was killed in a hunting accident.",
         "contradicts"),
        ("de", "Hugo Lenz starb an einem Schlaganfall.", "Hugo Lenz kam bei einem Jagdunfall "
         "ums Leben.", "contradicts"),
        ("fr", "Odile Ferrand mourut du choléra.", "Odile Ferrand fut assassinée en 1871.",
         "contradicts"),
        ("en", "Ned Carver was killed in a riding accident.",
         "Ned Carver died after a riding accident.", "agrees"),
        ("ru", "Ольга Рябова умерла в 1938 году от воспаления лёгких.",
         "Ольга Рябова скончалась от сердечного приступа.", "contradicts"),
    ])  # fmt: skip


def test_kinship_of_an_ordered_pair() -> None:
    check([
        ("en", "Ruth Pell was Amos Pell's sister.", "Ruth Pell was Amos Pell's niece.",
         "contradicts"),
        ("en", "Ruth Pell was the daughter of Amos Pell.", "Amos Pell was Ruth Pell's father.",
         "agrees"),
        ("en", "Ruth Pell was the daughter of Amos Pell.", "Ruth Pell was Amos Pell's son.",
         "contradicts"),
        ("de", "Greta Lenz war die Tante von Hugo Lenz.", "Hugo Lenz war der Neffe von Greta Lenz.",
         "agrees"),
        ("fr", "Odile Ferrand était la cousine de Rémi Ferrand.",
         "Odile Ferrand était la sœur de Rémi Ferrand.", "contradicts"),
        ("es", "Inés Bravo era la abuela de Pablo Bravo.", "Pablo Bravo era nieto de Inés Bravo.",
         "agrees"),
        ("ru", "Ольга Рябова была двоюродной сестрой Ивана Рябова.",
         "Ольга Рябова была родной сестрой Ивана Рябова.", "contradicts"),
        # another pair
        ("en", "Ruth Pell was Amos Pell's sister.", "Ruth Pell was Ned Carver's cousin.", "none"),
        # no kin at all against a kin term; spouses may be of no kin by blood
        ("en", "Ruth Pell was Amos Pell's sister.", "Amos Pell and Ruth Pell were not related.",
         "contradicts"),
        ("de", "Greta Lenz war die Tante von Hugo Lenz.",
         "Greta Lenz und Hugo Lenz waren nicht miteinander verwandt.", "contradicts"),
        ("es", "Inés Bravo era la abuela de Pablo Bravo.", "Inés Bravo y Pablo Bravo no eran parientes.",
         "contradicts"),
        ("fr", "Odile Ferrand et Rémi Ferrand n'avaient aucun lien de parenté.",
         "Rémi Ferrand et Odile Ferrand n'étaient pas parents.", "agrees"),
        ("en", "Ruth Pell was Amos Pell's wife.", "Amos Pell and Ruth Pell were not related.", "none"),
    ])  # fmt: skip


def test_run_over_is_an_accident_and_silicosis_a_disease() -> None:
    # round 18
    check([
        ("es", "Hugo Lenz murió en 1953 de un cáncer de estómago.",
         "Hugo Lenz murió en 1953 arrollado por una vagoneta.", "contradicts"),
        ("en", "Hugo Lenz died of cancer in 1953.", "Hugo Lenz died in 1953, run over by a cart.",
         "contradicts"),
        ("de", "Hugo Lenz starb 1953 an Krebs.", "Hugo Lenz starb 1953, von einem Wagen überfahren.",
         "contradicts"),
        ("en", "Hugo Lenz died of silicosis in 1909.", "Hugo Lenz died of cancer in 1909.",
         "contradicts"),
        ("en", "Hugo Lenz died of the miners' lung.", "Hugo Lenz died of silicosis.", "agrees"),
        ("en", "Hugo Lenz died of silicosis.",
         "Hugo Lenz was killed outright when a loaded skip broke loose.", "contradicts"),
        ("fr", "Hugo Lenz mourut de la tuberculose.", "Hugo Lenz fut tué sur le coup.",
         "contradicts"),
    ])  # fmt: skip


def test_a_disease_in_bed_is_the_disease_and_an_atheist_has_no_confession() -> None:
    # round 18
    check([
        ("fr", "Hugo Lenz périt dans l'incendie de la mine.",
         "Hugo Lenz mourut dans son lit, emporté par la grippe.", "contradicts"),
        ("en", "Hugo Lenz was an Orthodox believer.", "Hugo Lenz was an atheist.", "contradicts"),
        ("es", "Hugo Lenz era católico.", "Hugo Lenz era ateo.", "contradicts"),
        ("en", "Hugo Lenz was an atheist.", "Hugo Lenz was a declared atheist.", "agrees"),
    ])  # fmt: skip
