"""Fires and floods (round 16, `ravages.py`, `happenings.py`): the year a
happening no name dates broke out, a thing lost or spared in one, a thing
destroyed by fire. Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("fire", "glossary", "Great Fire of Polwith", "glossary/great-fire.md",
                    ("the Great Fire", "le grand incendie", "el gran incendio",
                     "der große Brand", "большой пожар")),
        NamedEntity("flood", "glossary", "Great Flood", "glossary/great-flood.md",
                    ("la grande crue",)),
        NamedEntity("bridge", "place", "Old Bridge", "places/old-bridge.md",
                    ("the old bridge", "le vieux pont", "die alte Brücke", "el puente viejo",
                     "старый мост")),
        NamedEntity("mill", "place", "Trevenna Mill", "places/trevenna-mill.md",
                    ("the mill", "le moulin", "die Mühle", "el molino", "мельница")),
        NamedEntity("chapel", "place", "Bethel Chapel", "places/bethel-chapel.md",
                    ("the chapel",)),
        NamedEntity("anna", "character", "Anna Reed", "characters/anna-reed.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_the_year_a_happening_no_name_dates_broke_out() -> None:
    check([
        ("en", "The Great Fire broke out in 1887.", "The Great Fire broke out in 1889.",
         "contradicts"),
        ("en", "The Great Flood happened in 1894.", "The Great Flood struck the valley in 1897.",
         "contradicts"),
        ("fr", "La grande crue eut lieu en 1894.", "La grande crue survint en 1897.",
         "contradicts"),
        ("fr", "Le grand incendie éclata en 1887.", "Le grand incendie se déclara en 1889.",
         "contradicts"),
        ("es", "El gran incendio se declaró en 1887.", "El gran incendio estalló en 1889.",
         "contradicts"),
        ("ru", "Большой пожар случился в 1887 году.", "Большой пожар вспыхнул в 1889 году.",
         "contradicts"),
        ("de", "Der große Brand brach 1887 aus.", "Der große Brand begann 1887.", "agrees"),
        # the year written with the noun names the happening: no claim of a date (since
        # round 33 they contradict on where it began, `outbreaks.py`)
        ("en", "The fire of 1887 started in the bakery.", "The 1887 fire began in the sail loft.",
         "contradicts"),
    ])  # fmt: skip


def test_a_thing_lost_or_spared_in_a_happening() -> None:
    check([
        ("en", "The 1894 flood swept away the old bridge.", "The old bridge survived the 1894 flood.",
         "contradicts"),
        ("en", "The 1894 flood swept away the old bridge.",
         "The old bridge was swept away by the 1894 flood.", "agrees"),
        ("en", "The mill was not destroyed by the 1887 fire.", "The 1887 fire destroyed the mill.",
         "contradicts"),
        ("en", "The mill did not survive the 1887 fire.", "The 1887 fire destroyed the mill.",
         "agrees"),
        ("de", "Das Hochwasser von 1894 riss die alte Brücke weg.",
         "Die alte Brücke überstand das Hochwasser von 1894.", "contradicts"),
        ("fr", "Le moulin échappa à l'incendie de 1887.", "L'incendie de 1887 détruisit le moulin.",
         "contradicts"),
        ("es", "El molino se salvó del incendio de 1887.", "El incendio de 1887 destruyó el molino.",
         "contradicts"),
        ("ru", "Мельница уцелела при пожаре 1887 года.", "Мельница сгорела при пожаре 1887 года.",
         "contradicts"),
        ("en", "St Piran's chapel survived the Great Fire.", "The chapel burned down in the Great Fire.",
         "none"),  # two names, two things: not the same chapel
        ("en", "The chapel survived the Great Fire.", "The chapel burned down in the Great Fire.",
         "contradicts"),
    ])  # fmt: skip


def test_a_loss_in_a_dated_happening_is_the_thing_s_end_that_year() -> None:
    check([
        ("en", "The 1887 fire destroyed the mill.", "The mill burned down in 1891.", "contradicts"),
        ("en", "The old bridge was swept away in 1894.",
         "The old bridge was carried off by the flood of 1901.", "contradicts"),
        ("fr", "La crue de 1894 emporta le vieux pont.", "Le vieux pont fut emporté par la crue de 1901.",
         "contradicts"),
        ("en", "The mill burned down in 1887.", "The mill was destroyed by fire in 1891.",
         "contradicts"),
        ("de", "Die Mühle brannte 1887 ab.", "Die Mühle wurde 1891 durch einen Brand zerstört.",
         "contradicts"),
    ])  # fmt: skip


def test_what_is_no_loss_or_rescue_of_the_thing() -> None:
    check([
        # a person survived, not the mill
        ("en", "Anna Reed survived the 1894 flood at the mill.", "The 1894 flood swept away the mill.",
         "none"),
        # the fire ruined one thing and spared another: neither is read
        ("en", "The fire of 1887 destroyed the chapel but the mill survived.",
         "The mill burned down in the fire of 1887.", "none"),
        ("en", "The 1894 flood reached the old bridge.", "The old bridge survived the 1894 flood.",
         "none"),
        # spared by the fire of 1887 is no burning of the mill in 1887 (it agreed); since
        # round 33 burning in 1887 is a loss in that year's fire: they contradict
        ("es", "El molino se salvó del incendio de 1887.", "El molino ardió en 1887.",
         "contradicts"),
    ])  # fmt: skip


def test_a_toll_of_none_in_german_word_order() -> None:
    check([
        ("de", "Das Hochwasser von 1894 forderte elf Todesopfer.",
         "Beim Hochwasser von 1894 starb niemand.", "contradicts"),
        ("de", "Beim großen Brand kam niemand ums Leben.", "Beim großen Brand starben drei Menschen.",
         "contradicts"),
    ])  # fmt: skip


def test_an_event_at_two_parts_of_the_day_contradicts() -> None:
    check([
        # it was read as the same statement, restricted ("qualifies")
        ("en", "The Great Fire broke out at night.", "The Great Fire broke out at noon.",
         "contradicts"),
        ("fr", "Le grand incendie éclata la nuit.", "Le grand incendie éclata à midi.",
         "contradicts"),
        ("de", "Der große Brand brach nachts aus.", "Der große Brand brach am Nachmittag aus.",
         "contradicts"),
        ("es", "El gran incendio estalló de madrugada.", "El gran incendio estalló a medianoche.",
         "contradicts"),
        ("ru", "Большой пожар вспыхнул ночью.", "Большой пожар вспыхнул утром.", "contradicts"),
    ])  # fmt: skip
