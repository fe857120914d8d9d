"""How many a hall holds (round 14, `capacity.py`): seats, places, beds and
the people a verb or noun of holding gives are one count; a year-like figure
after "seated" is no year; a bare count of residents is no capacity.
Sentences of our own."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("hall", "place", "Corran Hall", "places/corran-hall.md", ("Зал Коррана",)),
        NamedEntity("ope", "place", "Teatro Olmo", "places/teatro-olmo.md", ("Théâtre Olmo",)),
        NamedEntity("spit", "place", "Spital Lindau", "places/spital-lindau.md", ("Spital",)),
        NamedEntity("conv", "place", "Convento de Ulla", "places/convento-de-ulla.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_seats_and_people_held_are_one_count() -> None:
    check([
        ("en", "Corran Hall seated fourteen hundred.", "Corran Hall had 1,400 seats.", "agrees"),
        ("fr", "Le Théâtre Olmo comptait six cents places.",
         "Le Théâtre Olmo pouvait accueillir 600 spectateurs.", "agrees"),
        ("de", "Das Spital hatte 1.100 Plätze.", "Im Spital Lindau fanden elfhundert Kranke Platz.",
         "agrees"),
        ("es", "El Teatro Olmo tenía setecientas localidades.",
         "El aforo del Teatro Olmo era de 700 espectadores.", "agrees"),
        ("ru", "Зал Коррана вмещал 900 зрителей.", "В зале Коррана было 300 мест.", "contradicts"),
        ("en", "Spital Lindau had eighty beds.", "Spital Lindau had twelve beds.", "contradicts"),
    ])  # fmt: skip


def test_what_is_no_capacity() -> None:
    check([
        # residents are no seats: twelve nuns and twenty places say nothing of each other
        ("es", "El Convento de Ulla tenía doce monjas.", "El Convento de Ulla tenía veinte plazas.",
         "none"),
        # a year after a preposition stays a year
        ("en", "In 1900 Corran Hall seated 1,400.", "Corran Hall had 1,400 seats in 1900.",
         "agrees"),
    ])  # fmt: skip


def test_how_many_came_to_an_event() -> None:
    names = NameIndex(
        [
            NamedEntity("fair", "glossary", "Harvest Fair of 1902", "glossary/harvest-fair.md",
                        ("the Harvest Fair", "la Feria de 1902")),
            NamedEntity("play", "glossary", "La Cigüeña", "glossary/la-ciguena.md"),
        ]
    )  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("en", "The Harvest Fair drew about two thousand visitors.",
         "Nearly five thousand people passed through the Harvest Fair.", "in_tension"),
        # since round 37 two guesses more than three times apart contradict
        ("en", "The Harvest Fair drew about two thousand visitors.",
         "Nearly nine thousand people passed through the Harvest Fair.", "contradicts"),
        # since round 35 a guess more than twice below a floor contradicts it (it was in tension)
        ("es", "Al estreno de La Cigüeña asistieron unas doscientas personas.",
         "Más de mil personas aplaudieron el estreno de La Cigüeña.", "contradicts"),
        ("en", "The Harvest Fair drew 2,000 visitors.", "The Harvest Fair drew 2,000 visitors.",
         "agrees"),
        # people counted without a verb of coming are no attendance
        ("en", "The Harvest Fair drew 2,000 visitors.", "The Harvest Fair employed 40 people.",
         "none"),
    ])  # fmt: skip


def test_more_came_than_it_holds() -> None:
    # round 18: an attendance past the capacity (`capacity.over`)
    check([
        ("en", "Corran Hall could never hold more than three thousand spectators.",
         "Some eight thousand people packed into Corran Hall for the final in 1923.",
         "contradicts"),
        ("es", "El Teatro Olmo tenía setecientas localidades.",
         "Al estreno en el Teatro Olmo asistieron 2000 personas.", "contradicts"),
        ("en", "Corran Hall held 3,000 spectators.",
         "In 1923, 2,500 spectators attended the final at Corran Hall.", "none"),
        ("en", "Corran Hall held 3,000 spectators.",
         "About 4,000 people attended the final at Corran Hall.", "in_tension"),
        # people living crowded into a place came to no event
        ("en", "Corran Hall held 3,000 spectators.",
         "By 1851 nearly eight thousand people were crowded into Corran Hall.", "none"),
    ])  # fmt: skip
