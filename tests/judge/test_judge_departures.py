"""Setting off for a place against an emigration, a denial over a whole life
as "never", and a neighbourhood that is no employer (round 14). Sentences
of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge import cues
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tam", "character", "Tam Ruddock", "characters/tam-ruddock.md"),
        NamedEntity("lise", "character", "Lise Vannier", "characters/lise-vannier.md"),
        NamedEntity("otto", "character", "Otto Kessler", "characters/otto-kessler.md"),
        NamedEntity("pilar", "character", "Pilar Aranda", "characters/pilar-aranda.md",
                    ("Пилар Аранда",)),
        NamedEntity("gleb", "character", "Глеб Рожков", "characters/gleb-rozhkov.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_an_emigration_against_leaving_for_a_place_the_same_year() -> None:
    check([
        ("en", "Tam Ruddock emigrated to Canada in 1903.", "In 1903 Tam Ruddock left for Cape Town.",
         "contradicts"),
        ("de", "Otto Kessler wanderte 1881 nach Amerika aus.",
         "Otto Kessler ging 1881 nach Argentinien und kaufte dort Land.", "contradicts"),
        ("es", "Pilar Aranda emigró a México en 1920.", "Pilar Aranda se fue a México en 1920.",
         "agrees"),
        ("ru", "Глеб Рожков эмигрировал в Канаду в 1910 году.",
         "В 1910 году Глеб Рожков уехал в Канаду.", "agrees"),
        # a visit says nothing of where one lived; another year is another journey
        ("en", "Tam Ruddock emigrated to Canada in 1903.", "Tam Ruddock visited Paris in 1903.",
         "none"),
        ("en", "Tam Ruddock emigrated to Canada in 1903.", "In 1911 Tam Ruddock left for Cape Town.",
         "none"),
    ])  # fmt: skip


def test_a_denial_over_a_whole_life_is_never() -> None:
    assert cues.whole_life("No salió de Navarra en toda su vida.", "es")
    assert cues.whole_life("Он за всю жизнь не покидал Урала.", "ru")
    assert not cues.whole_life("Elle ne quitta pas Lyon en 1900.", "fr")
    check([
        ("es", "Pilar Aranda no salió de Navarra en toda su vida.",
         "Pilar Aranda emigró a Chile en 1931.", "contradicts"),
        ("ru/es", "Пилар Аранда уехала в Аргентину в 1931 году.",
         "Pilar Aranda no salió de Navarra en toda su vida.", "contradicts"),
        ("en", "Tam Ruddock did not once leave Yorkshire.", "In 1905 Tam Ruddock left for Sydney.",
         "contradicts"),
        # one year's denial is no bound on a life
        ("en", "Tam Ruddock did not leave Yorkshire in 1904.", "In 1905 Tam Ruddock left for Sydney.",
         "none"),
    ])  # fmt: skip


def test_the_neighbourhood_one_worked_in_is_no_employer() -> None:
    check([
        ("en", "In 1900 Tam Ruddock worked in the outskirts of Leeds.",
         "In 1900 Tam Ruddock worked for the Leeds Gas Company.", "none"),
        ("ru", "В 1912 году Глеб Рожков работал на угольных копях под Брисбеном.",
         "В 1912 году Глеб Рожков работал шахтёром в окрестностях Брисбена.", "none"),
    ])  # fmt: skip
