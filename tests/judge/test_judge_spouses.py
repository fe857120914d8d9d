"""Two people's ties (round 14): "X was married to Y" makes Y married too;
"Henri de Vauclair, the director, remained single" is read although a
particle stands inside the name and a comma before the adjective; a teacher
is alive and met while teaching; married to one named and to one described
is no agreement, and the one married is not the subject's state (round 21).
Sentences of our own."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("nell", "character", "Nell Garrow", "characters/nell-garrow.md"),
        NamedEntity("amos", "character", "Amos Pell", "characters/amos-pell.md"),
        NamedEntity("ines", "character", "Inés Marín", "characters/ines-marin.md",
                    ("Инес Марин",)),
        NamedEntity("oleg", "character", "Олег Данилов", "characters/oleg-danilov.md"),
        NamedEntity("louis", "character", "Louis de Serres", "characters/louis-de-serres.md"),
        NamedEntity("tomas", "character", "Tomás Ibarra", "characters/tomas-ibarra.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_married_to_someone_makes_both_married() -> None:
    check([
        ("en", "Amos Pell was married to Nell Garrow.", "Nell Garrow never married.",
         "contradicts"),
        ("ru/es", "Олег Данилов был женат на художнице Инес Марин.", "Inés Marín nunca se casó.",
         "contradicts"),
        ("de", "Amos Pell war mit Nell Garrow verheiratet.", "Nell Garrow blieb ledig.",
         "contradicts"),
        ("en", "Amos Pell was married to Nell Garrow.", "Nell Garrow was married.", "agrees"),
        # not married to her: nothing said of her
        ("de", "Amos Pell war mit Nell Garrow nicht verheiratet.", "Nell Garrow blieb ledig.",
         "none"),
    ])  # fmt: skip


def test_single_read_past_an_apposition() -> None:
    check([
        ("fr", "Louis de Serres, directeur de la fonderie, resta célibataire toute sa vie.",
         "Louis de Serres était marié.", "contradicts"),
        ("es", "Don Tomás Ibarra, el notario del pueblo, murió soltero.",
         "Tomás Ibarra estaba casado.", "contradicts"),
    ])  # fmt: skip


def test_a_teacher_is_alive_and_met_while_teaching() -> None:
    check([
        ("en", "Amos Pell taught Nell Garrow the cello from 1921 to 1925.", "Amos Pell died in 1919.",
         "contradicts"),
        ("ru", "Олег Данилов учился у Инес Марин с 1901 по 1905 год.",
         "Инес Марин умерла в 1899 году.", "contradicts"),
        ("fr", "Louis de Serres enseigna le dessin à Nell Garrow de 1902 à 1906.",
         "Nell Garrow n'a jamais rencontré Louis de Serres.", "contradicts"),
        ("en", "Amos Pell taught Nell Garrow the cello.", "Nell Garrow never met Amos Pell.",
         "contradicts"),
        # an inheritance may come from the dead; "never met … again" is no lifelong bound
        ("en", "Nell Garrow inherited the house from Amos Pell in 1921.", "Amos Pell died in 1919.",
         "none"),
        ("en", "Amos Pell taught Nell Garrow the cello in 1910.",
         "After 1912 Nell Garrow never met Amos Pell again.", "none"),
    ])  # fmt: skip


def test_a_spouse_named_and_a_spouse_described_do_not_agree() -> None:
    # round 21: "married X in 1895" and "married only once, to a pastor's daughter" were an
    # agreement; a wedding's date before the spouse's name no longer hides the name
    check([
        ("de", "Amos Pell heiratete 1895 Nell Garrow.",
         "Amos Pell war nur ein einziges Mal verheiratet, und zwar mit einer Pfarrerstochter "
         "aus Yorkshire.", "none"),
        ("en", "Amos Pell married a widow from Leeds in 1880.",
         "Amos Pell was married to Nell Garrow.", "none"),
        ("en", "Amos Pell married in 1880.", "Amos Pell was married to Nell Garrow.", "agrees"),
        ("ru", "Олег Данилов женился на Инес Марин в 1890 году.",
         "Инес Марин стала женой Олега Данилова в 1890 году.", "agrees"),
    ])  # fmt: skip


def test_the_one_married_is_not_the_subjects_state() -> None:
    # round 21: "married a widower" made her a widow; "never widowed" made her never married
    check([
        ("en", "Nell Garrow married a widower in 1890.", "Nell Garrow was married in 1891.",
         "agrees"),
        ("es", "Inés Marín se casó con un viudo en 1890.", "Inés Marín era soltera en 1885.",
         "none"),
        ("de", "Nell Garrow heiratete 1890 einen Witwer.", "Nell Garrow war nie verwitwet.",
         "none"),
        ("en", "Nell Garrow was a widow in 1890.", "Nell Garrow was married in 1890.",
         "contradicts"),
    ])  # fmt: skip
