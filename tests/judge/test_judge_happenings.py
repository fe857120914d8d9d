"""Happenings named by kind and year (`happenings.py`): "the fire of 1871"
is one subject in every language, or the note that describes it; its toll
and the month it broke out are compared; a person who died in it stays the
person's subject."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.happenings import notes
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("berg", "character", "Anna Berg", "characters/anna-berg.md"),
        NamedEntity("sandau", "place", "Sandau", "places/sandau.md"),
        NamedEntity("avenida", "place", "Avenida de Castilla", "places/avenida.md"),
        NamedEntity("blast", "glossary", "Carreg Explosion", "glossary/carreg-explosion.md",
                    ("the 1893 explosion", "explosion de Carreg")),
        NamedEntity("greve", "glossary", "Grève de 1906", "glossary/greve-1906.md",
                    ("la grande grève",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))
BARE = stance_checker(RulesJudge(NameIndex([])))


def test_a_toll_is_compared_across_languages() -> None:
    BARE([
        ("en", "The flood of 1907 drowned eleven people.", "Nobody died in the 1907 flood.",
         "contradicts"),
        ("fr/de", "L'incendie de 1871 fit neuf morts.",
         "Beim Brand von 1871 kamen neun Menschen ums Leben.", "agrees"),
        ("es/ru", "En la riada de 1907 murieron doce vecinos.",
         "Наводнение 1907 года унесло жизни сорока человек.", "contradicts"),
        ("de/en", "Die Schlagwetterexplosion von 1898 forderte über zweihundert Tote.",
         "The firedamp explosion of 1898 killed 47 men.", "contradicts"),
        ("en", "The fire of 1871 killed 3 people and injured 40.",
         "The fire of 1871 killed three.", "agrees"),
    ])  # fmt: skip


def test_another_year_is_another_happening() -> None:
    BARE([
        ("en", "The flood of 1907 drowned eleven people.",
         "The flood of 1911 drowned forty people.", "none"),
        ("en", "The strike of 1889 lasted three weeks.", "The strike of 1912 lasted six weeks.",
         "none"),
    ])  # fmt: skip


def test_the_month_it_broke_out() -> None:
    BARE([
        ("en", "The fire of 1871 broke out in May.", "The fire of 1871 began in October.",
         "contradicts"),
        ("ru", "Наводнение 1907 года случилось в марте.", "Половодье 1907 года пришло в мае.",
         "contradicts"),
        ("en", "The fire broke out on 3 March 1871.", "The great fire of 1871 started on 3 March.",
         "agrees"),
        ("es", "La huelga de 1917 empezó en agosto.", "La huelga de 1917 duró dos meses.", "none"),
    ])  # fmt: skip


def test_the_note_that_describes_it() -> None:
    check([
        ("en", "The Carreg Explosion killed forty-one men and boys.",
         "Sixty-three colliers lost their lives in the 1893 explosion.", "contradicts"),
        ("fr/en", "L'explosion de Carreg fit quarante et un morts.",
         "The explosion killed 41 miners.", "agrees"),
        ("fr", "La grève de 1906 dura soixante-trois jours.",
         "La grande grève dura neuf semaines.", "agrees"),
    ])  # fmt: skip


def test_a_person_who_died_in_it_stays_the_subject() -> None:
    a = analyse("Anna Berg died in the fire of 1871.", "en", NAMES)
    assert a.subject == "berg"
    assert {c.slot for c in a.claims} >= {"death"}
    check([
        ("en", "Anna Berg died in the fire of 1871.", "Anna Berg died in 1875.", "contradicts"),
    ])  # fmt: skip


def test_notes_of_happenings_are_known_by_their_names() -> None:
    assert notes(NAMES) == {"blast": ("disaster", 1893), "greve": ("strike", 1906)}
    # "Avenida de Castilla" is a street (a place note), not a flood ("avenida")
    a = analyse("En la riada de 1907 murieron doce vecinos.", "es", NAMES)
    assert {c.subject for c in a.claims} == {"happening:flood:1907"}


def test_how_long_it_lasted_said_by_its_end() -> None:
    BARE([
        ("ru", "Забастовка 1905 года длилась два месяца.",
         "Забастовка 1905 года закончилась через две недели.", "contradicts"),
        ("fr", "La grève de 1893 dura soixante-trois jours.",
         "La grève de 1893 fut réglée au bout d'une semaine.", "contradicts"),
        ("de", "Der Streik von 1889 dauerte etwa drei Wochen.",
         "Der Streik von 1889 war nach drei Wochen beendet.", "agrees"),
        # "within a month" is at most a month
        ("en", "The strike of 1889 lasted three weeks.",
         "The strike of 1889 was over within a month.", "none"),
    ])  # fmt: skip


def test_the_month_it_ended_is_not_before_it_broke_out() -> None:
    BARE([
        ("en", "The strike of 1905 began in December.", "The strike of 1905 ended in June.",
         "contradicts"),
        ("en", "The strike of 1905 began in June.", "The strike of 1905 ended in December.",
         "none"),  # "the strike" is no verb of breaking out: an end in December is later
        ("en", "The strike of 1905 ended in June.", "The strike of 1905 came to an end in December.",
         "contradicts"),
        ("en", "The strike of 1905 began in June.",
         "Over 300 miners joined the strike of 1905 in December.", "none"),  # "over": no end
        ("ru", "Забастовка 1905 года началась в декабре.", "Стачку 1905 года казаки подавили в июне.",
         "contradicts"),
        ("de", "Der Streik von 1905 begann im Dezember.", "Der Streik von 1905 endete im Juni.",
         "contradicts"),
        ("fr", "La grève de 1905 commença en décembre.", "La grève de 1905 prit fin en juin.",
         "contradicts"),
        ("es", "La huelga de 1905 empezó en diciembre.", "La huelga de 1905 terminó en junio.",
         "contradicts"),
        ("es", "La huelga de 1905 empezó en junio.", "La huelga de 1905 terminó en diciembre.",
         "none"),
    ])  # fmt: skip


def test_avalanches_collapses_and_landslides_are_happenings() -> None:
    notes = stance_checker(RulesJudge(NameIndex([
        NamedEntity("tun", "place", "Orsen Tunnel", "places/orsen-tunnel.md"),
        NamedEntity("col", "glossary", "Tunnel Collapse of 1878", "glossary/collapse.md",
                    ("Обвал 1878 года", "derrumbe de 1878")),
        NamedEntity("ava", "glossary", "Grauwand Avalanche of 1888", "glossary/avalanche.md",
                    ("avalanche de 1888", "лавина 1888 года")),
    ])))  # fmt: skip
    notes([
        ("fr/en", "L'avalanche de 1888 fit neuf morts.",
         "Twenty-three people were killed by the Grauwand avalanche of February 1888.",
         "contradicts"),
        ("ru", "Лавина, сошедшая 2 февраля 1888 года, погубила девять человек.",
         "Лавина 1888 года унесла жизни двадцати трёх человек.", "contradicts"),
        ("es", "En el derrumbe de 1878 murieron diecisiete obreros.",
         "De los 17 muertos del hundimiento de 1878, nueve eran vascos.", "agrees"),
        # the dead of a thing's collapse are the collapse's, not the tunnel's
        ("ru", "При обрушении Орзенского тоннеля в 1878 году погибли семнадцать рабочих.",
         "Обвал 1878 года унёс жизни сорока двух человек.", "contradicts"),
        ("en", "Seventeen workers died in the collapse of the Orsen Tunnel in 1878.",
         "The collapse of 1878 cost 42 lives.", "contradicts"),
    ])  # fmt: skip
    BARE([
        ("de", "Die Lawine von 1888 forderte neun Tote.", "Der Lawine von 1888 fielen 23 Menschen zum Opfer.",
         "contradicts"),
        ("de", "Beim Erdrutsch von 1910 starben vier Menschen.",
         "Der Bergrutsch von 1910 forderte vier Todesopfer.", "agrees"),
        ("en", "The avalanche of 1888 killed nine people.", "The avalanche of 1895 killed 23 people.",
         "none"),
    ])  # fmt: skip


def test_a_season_dates_the_outbreak_and_broken_ends_it() -> None:
    BARE([
        ("en", "The strike of 1905 began on 6 March.",
         "The strike of 1905 broke out in the autumn of 1905.", "contradicts"),
        ("en", "The strike of 1905 began on 6 October.",
         "The strike of 1905 broke out in the autumn of 1905.", "agrees"),
        ("fr", "La grève de 1905 commença le 6 mars 1905.",
         "La grève de 1905 éclata en plein automne 1905.", "contradicts"),
        ("ru", "Забастовка 1905 года началась 6 марта.",
         "Забастовка 1905 года вспыхнула осенью 1905 года.", "contradicts"),
        ("en", "The strike of 1905 lasted twenty-three days.",
         "The strike of 1905 was broken within a week.", "contradicts"),
    ])  # fmt: skip


def test_unhurt_in_a_happening_is_surviving_it() -> None:
    people = stance_checker(RulesJudge(NameIndex([
        NamedEntity("xg", "character", "Xaver Gisler", "characters/xaver-gisler.md"),
        NamedEntity("kg", "character", "Ксавер Гислер", "characters/ksaver.md"),
    ])))  # fmt: skip
    people([
        ("es", "Xaver Gisler murió en el alud de 1888.", "Xaver Gisler salió ileso del alud de 1888.",
         "contradicts"),
        ("fr", "Xaver Gisler périt dans l'avalanche de 1888.",
         "Xaver Gisler sortit indemne de l'avalanche de 1888.", "contradicts"),
        ("de", "Xaver Gisler starb in der Lawine von 1888.",
         "Xaver Gisler blieb bei der Lawine von 1888 unverletzt.", "contradicts"),
        ("ru", "Ксавер Гислер погиб при сходе лавины 1888 года.",
         "Ксавер Гислер пережил лавину 1888 года.", "contradicts"),
        ("es", "Xaver Gisler salió ileso del alud de 1888.", "Xaver Gisler sobrevivió al alud de 1888.",
         "agrees"),
    ])  # fmt: skip


def test_a_happening_takes_a_life_or_a_thing() -> None:
    named = stance_checker(RulesJudge(NameIndex([
        NamedEntity("ri", "character", "Ramón Ibarra", "characters/ramon-ibarra.md"),
        NamedEntity("ab", "character", "Anton Brunner", "characters/anton-brunner.md"),
        NamedEntity("um", "place", "Unterdorf Mill", "places/unterdorf-mill.md",
                    ("vieux moulin de l'Unterdorf", "alte Mühle im Unterdorf")),
    ])))  # fmt: skip
    named([
        ("es", "Ramón Ibarra murió el 20 de noviembre de 1918.",
         "La gripe de 1918 se llevó a Ramón Ibarra el 20.11.1918.", "agrees"),
        ("en", "Ramón Ibarra died in 1920.", "The influenza of 1918 carried off Ramón Ibarra.",
         "contradicts"),
        ("en", "Anton Brunner died in 1912.", "Anton Brunner was carried off by the flood of 1910.",
         "contradicts"),  # a person carried off dies; a thing collapses
        ("fr/de", "Le vieux moulin de l'Unterdorf fut détruit par la crue de 1910.",
         "Die alte Mühle im Unterdorf fiel dem Hochwasser von 1910 zum Opfer.", "agrees"),
        ("en", "Unterdorf Mill survived the flood of 1910.",
         "Unterdorf Mill fell victim to the flood of 1910.", "contradicts"),
        # only its object dies: not an owner, not anyone after "took place"
        ("en", "Anton Brunner died in 1920.", "The flood of 1910 carried off Anton Brunner's mill.",
         "none"),
        ("en", "Anton Brunner died in 1920.",
         "The flood of 1910 took place while Anton Brunner was mayor.", "none"),
    ])  # fmt: skip


PIT = NameIndex(
    [
        NamedEntity("pit", "place", "Pozo Marta", "places/pozo-marta.md", ("Marta pit",)),
        NamedEntity("dis", "glossary", "Pozo Marta disaster", "glossary/pozo-marta-disaster.md",
                    ("Marta disaster", "Marta fire", "incendie du puits Marta")),
    ]
)  # fmt: skip
check_pit = stance_checker(RulesJudge(PIT))


def test_a_disaster_note_also_named_a_fire_is_that_fire() -> None:
    # round 18: a note named "disaster" and "fire" is a fire; "the fire of October 1927 in the
    # Marta pit" is it; "three weeks after the disaster" dates, it does not last
    assert notes(PIT) == {"dis": ("fire", None)}
    check_pit([
        ("en", "Forty-seven men died in the Marta disaster.",
         "Thirty-one miners lost their lives in the fire of October 1927 in the Marta pit.",
         "contradicts"),
        ("en", "Forty-seven men died in the Marta disaster.",
         "Forty-seven miners lost their lives in the fire of October 1927 in the Marta pit.",
         "agrees"),
        ("fr", "L'incendie du puits Marta fut maîtrisé en deux jours.",
         "Les derniers corps furent remontés trois semaines après la catastrophe du puits Marta.",
         "none"),
    ])  # fmt: skip


def test_an_outbreak_dated_in_another_year_than_the_name_gives() -> None:
    # round 18: "struck" breaks out; the winter of 1895 is its first months; a note of the
    # 1888 avalanche that struck in 1895 is dated twice
    names = NameIndex(
        [NamedEntity("av", "glossary", "Grauberg Avalanche of 1888", "glossary/av.md",
                     ("Grauberg avalanche",))]
    )  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("en", "The Grauberg avalanche came down on 2 February 1888.",
         "The Grauberg avalanche struck in the winter of 1895.", "contradicts"),
        ("en", "The Grauberg avalanche came down on 2 February 1888.",
         "The Grauberg avalanche struck in the winter of 1888.", "agrees"),
        # a month of another year beside the happening's own is another event's
        ("en", "The Grauberg avalanche came down on 2 February 1888.",
         "The Grauberg avalanche struck the village, which was rebuilt between May 1890 and "
         "June 1891.", "none"),
    ])  # fmt: skip


def test_those_who_succumbed_are_the_toll() -> None:
    # round 19: "succombèrent au choléra", "erlagen", "sucumbieron", "succumbed"
    BARE([
        ("fr", "L'incendie de 1871 fit neuf morts.",
         "Neuf habitants succombèrent dans l'incendie de 1871.", "agrees"),
        ("en", "The flood of 1907 killed eleven people.",
         "Forty people succumbed in the flood of 1907.", "contradicts"),
    ])  # fmt: skip
