"""Figures with a bound or a hedge (round 14): a denied comparative is a
bound, not a denial ("had no more than 400"); "barely 300" is about 300 and
no more; a hedge does not hide an age; a town's count read past its date
("war um 1850 ein Dorf mit …") and from people crowded into it. Sentences of
our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge import bounds
from semnet.graph.judge.approx import approx_stance
from semnet.graph.judge.base import Stance
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.judge.values import Quantity
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("brack", "place", "Brackwater", "places/brackwater.md", ("the village",)),
        NamedEntity("velm", "place", "Velmont", "places/velmont.md"),
        NamedEntity("ober", "place", "Oberried", "places/oberried.md", ("das Tal",)),
        NamedEntity("sauce", "place", "El Saucedal", "places/el-saucedal.md", ("Saucedal",)),
        NamedEntity("zor", "place", "Зорино", "places/zorino.md", ("Zorino",)),
        NamedEntity("nell", "character", "Nell Garrow", "characters/nell-garrow.md"),
        NamedEntity("aude", "character", "Aude Sernin", "characters/aude-sernin.md"),
        NamedEntity("kati", "character", "Käthe Moll", "characters/kaethe-moll.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_denied_comparative_before_a_figure_is_a_bound() -> None:
    assert bounds.plain("Brackwater had no more than 400 souls.", "en") == (
        "Brackwater had at most 400 souls."
    )
    assert "tenía como máximo 400" in bounds.plain("no tenía más de 400 vecinos", "es")
    assert "comptait au plus 400" in bounds.plain("ne comptait pas plus de 400 âmes", "fr")
    assert "höchstens 400" in bounds.plain("hatte nicht mehr als 400 Einwohner", "de")
    assert "максимум 400" in bounds.plain("жило не более 400 человек", "ru")
    # a denial of anything but a figure stays a denial
    assert bounds.plain("She had no more children.", "en") == "She had no more children."


def test_a_bound_said_with_a_denial_is_compared_as_a_figure() -> None:
    check([
        ("en", "In 1870 Brackwater had no more than 400 inhabitants.",
         "In 1870 Brackwater had 3,000 inhabitants.", "contradicts"),
        ("en", "In 1870 Brackwater did not have more than 400 inhabitants.",
         "In 1870 Brackwater had 3,000 inhabitants.", "contradicts"),
        ("es", "En 1870 Saucedal no tenía más de cuatrocientos vecinos.",
         "En 1870 Saucedal tenía tres mil vecinos.", "contradicts"),
        ("de", "1870 hatte Oberried nicht mehr als 400 Einwohner.",
         "1870 hatte Oberried 3000 Einwohner.", "contradicts"),
        ("ru", "В 1870 году в Зорине жило не более четырёхсот человек.",
         "В 1870 году в Зорине жило три тысячи человек.", "contradicts"),
        ("es", "En 1870 Saucedal pasaba ya de los tres mil habitantes.",
         "En 1870 Saucedal tenía cuatrocientos vecinos.", "contradicts"),
    ])  # fmt: skip


def test_barely_is_about_that_and_no_more() -> None:
    barely, about = (
        Quantity(200, "people", "200", "barely"),
        Quantity(900, "people", "900", "approx"),
    )
    assert approx_stance(barely, about) is Stance.CONTRADICTS
    assert approx_stance(barely, Quantity(190, "people", "190", None)) is Stance.AGREES
    # two plain guesses apart stay in tension; more than three times apart they contradict
    # (since round 37; before, in tension at any distance)
    assert approx_stance(about, Quantity(2500, "people", "2500", "approx")) is Stance.IN_TENSION
    assert approx_stance(about, Quantity(4000, "people", "4000", "approx")) is Stance.CONTRADICTS
    check([
        ("en", "Velmont has about 1,100 inhabitants.", "Velmont has barely three hundred inhabitants.",
         "contradicts"),
        ("fr", "Velmont compte à peine trois cents habitants.", "Velmont compte 300 habitants.",
         "agrees"),
        ("de", "Oberried hat kaum zweihundert Einwohner.", "Oberried hat etwa 1500 Einwohner.",
         "contradicts"),
    ])  # fmt: skip


def test_a_hedged_age_is_still_an_age() -> None:
    check([
        ("en", "Nell Garrow was about nineteen when she married.",
         "Nell Garrow was nineteen when she married.", "agrees"),
        ("en", "Nell Garrow was barely nineteen when she married.",
         "Nell Garrow married at thirty-four.", "contradicts"),
        ("fr", "Aude Sernin avait à peine dix-huit ans quand elle se maria.",
         "Aude Sernin se maria à trente ans.", "contradicts"),
    ])  # fmt: skip


def test_a_place_counted_past_its_date_and_by_people_crowded_into_it() -> None:
    check([
        ("de", "Oberried war um 1860 ein Dorf mit knapp 200 Einwohnern.",
         "Oberried hatte 1860 2500 Einwohner.", "contradicts"),
        ("en", "In 1860 Brackwater was a hamlet of 200 souls.",
         "Brackwater had 2,500 inhabitants in 1860.", "contradicts"),
        ("en", "Brackwater had about 300 inhabitants in 1840.",
         "By 1840 nearly five hundred people were crowded into the village.", "in_tension"),
        # since round 37 two guesses more than three times apart contradict
        ("en", "Brackwater had about 300 inhabitants in 1840.",
         "By 1840 nearly five thousand people were crowded into the village.", "contradicts"),
    ])  # fmt: skip


def test_a_count_said_with_a_verb_of_existing() -> None:
    check([
        ("en", "In 1870 there were 400 people in Brackwater.",
         "Brackwater had 3,000 inhabitants in 1870.", "contradicts"),
        ("es", "En 1870 había cuatrocientos vecinos en Saucedal.",
         "En 1870 Saucedal tenía tres mil vecinos.", "contradicts"),
        ("fr", "Il y avait 800 habitants à Velmont en 1850.",
         "Velmont comptait 3000 habitants en 1850.", "contradicts"),
        # two children somewhere in the village are no count of the village
        ("en", "There were two children at the Brackwater school in 1870.",
         "Brackwater had 3,000 inhabitants in 1870.", "none"),
    ])  # fmt: skip


def test_never_more_than_a_figure_is_a_bound_at_every_time() -> None:
    assert (
        bounds.plain("It never employed more than 12 men.", "en") == "It employed at most 12 men."
    )
    assert "a employé au plus 12" in bounds.plain("n'a jamais employé plus de 12 ouvriers", "fr")
    check([
        ("en", "In 1904 Brackwater had forty workers.",
         "Brackwater never had more than 12 workers.", "contradicts"),
        ("en", "In 1904 Brackwater had ten workers.",
         "Brackwater never had more than 12 workers.", "none"),  # within the bound
        ("fr", "En 1904, Velmont comptait quarante ouvriers.",
         "Velmont n'a jamais compté plus de douze ouvriers.", "contradicts"),
        ("de", "1904 hatte Oberried vierzig Arbeiter.", "Oberried hatte nie mehr als zwölf Arbeiter.",
         "contradicts"),
        ("es", "En 1904 Saucedal tenía cuarenta obreros.", "Saucedal nunca tuvo más de doce obreros.",
         "contradicts"),
        ("ru", "В 1904 году в Зорине было сорок рабочих.",
         "В Зорине никогда не было больше двенадцати рабочих.", "contradicts"),
        # a plain figure at no time still says nothing of a place's changing count
        ("en", "In 1904 Brackwater had forty workers.", "Brackwater had 12 workers.", "none"),
    ])  # fmt: skip


def test_a_figure_close_to_a_bound_is_on_its_side() -> None:
    # "just under 3 km" is no 4.2 km, though 29 % off is only a tension between guesses
    check([
        ("en", "The Velmont road runs for 4,200 metres.",
         "The Velmont road is just under three kilometres long.", "contradicts"),
        ("en", "The Velmont road runs for 2,950 metres.",
         "The Velmont road is just under three kilometres long.", "agrees"),
        ("en", "The Velmont road runs for 2,400 metres.",
         "The Velmont road is a little over three kilometres long.", "contradicts"),
        ("de", "Die Straße nach Oberried ist 4200 Meter lang.",
         "Die Straße nach Oberried ist knapp drei Kilometer lang.", "contradicts"),
        ("fr", "Velmont avait 720 habitants.",
         "Velmont avait un peu moins de 600 habitants.", "contradicts"),
        ("es", "Saucedal tenía 480 vecinos.",
         "Saucedal tenía algo más de 600 vecinos.", "contradicts"),
        ("ru", "В Зорине было 480 дворов.",
         "В Зорине было чуть больше шестисот дворов.", "contradicts"),
        # a plain guess stays a guess: "about 3 km" against 4.2 km is in tension
        ("en", "The Velmont road runs for 4,200 metres.",
         "The Velmont road is about three kilometres long.", "in_tension"),
    ])  # fmt: skip


def test_a_fronted_measure_is_what_the_subject_measures() -> None:
    check([
        ("en", "The Velmont road runs for 4,200 metres.",
         "At just under three kilometres, the Velmont road was short for a pass.", "contradicts"),
        ("en", "The Velmont road runs for 2,900 metres.",
         "At just under three kilometres, the Velmont road was short for a pass.", "agrees"),
        # an age has no unit and stays where it is
        ("en", "Nell Garrow was born in 1850.", "At forty, Nell Garrow married.", "none"),
    ])  # fmt: skip


def test_never_exceeding_a_figure_is_a_bound() -> None:
    # round 18: "never exceeded", "kam nie über … hinaus", "ne dépassa jamais", "nunca pasó de"
    assert "had at most 200" in bounds.plain("Velmont never exceeded 200 houses.", "en")
    assert "hatte höchstens 200" in bounds.plain("Oberried kam nie über 200 Häuser hinaus.", "de")
    check([
        ("en", "In 1920 Velmont had 900 houses.", "Velmont never exceeded 200 houses.",
         "contradicts"),
        ("de", "1920 hatte Oberried 900 Häuser.", "Oberried kam nie über zweihundert Häuser hinaus.",
         "contradicts"),
        ("fr", "En 1920, Velmont comptait 900 maisons.",
         "Velmont ne dépassa jamais les deux cents maisons.", "contradicts"),
        ("es", "En 1920 Saucedal tenía 900 casas.", "Saucedal nunca pasó de doscientas casas.",
         "contradicts"),
        ("en", "In 1920 Velmont had 150 houses.", "Velmont never exceeded 200 houses.", "none"),
    ])  # fmt: skip


def test_a_bound_against_the_opposite_bound_or_a_far_guess() -> None:
    """Round 22: no figure is both at least 3,000 and at most 400; a guess
    more than three times past a bound is no approximation of a figure
    inside it; a guess just past the bound is only in tension."""
    check([
        ("en", "In 1870 Brackwater had no more than 400 inhabitants.",
         "In 1870 Brackwater had more than 3,000 inhabitants.", "contradicts"),
        ("de", "1870 hatte Oberried mindestens 3000 Einwohner.",
         "1870 hatte Oberried höchstens 400 Einwohner.", "contradicts"),
        ("en", "Brackwater never had more than 400 inhabitants.",
         "In 1870 Brackwater had about 3,000 inhabitants.", "contradicts"),
        ("es", "En 1870 Saucedal tenía unos tres mil vecinos.",
         "Saucedal nunca tuvo más de cuatrocientos vecinos.", "contradicts"),
        ("en", "Brackwater never had more than 400 inhabitants.",
         "In 1870 Brackwater had about 600 inhabitants.", "in_tension"),
        # two lower bounds, or bounds that meet, hold together
        ("en", "In 1870 Brackwater had at least 400 inhabitants.",
         "In 1870 Brackwater had at most 3,000 inhabitants.", "none"),
    ])  # fmt: skip
