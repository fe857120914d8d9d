"""Round 37 (issue 14): a settlement said to be "a small village of 400
souls", "un petit hameau de 150 âmes", "n'était qu'un hameau de …", "no
era más que una aldea de …", "был деревней в 300 жителей" has that
population; French "ne … plus que" and Spanish "no … más que", "no era
sino" say "only", no denial ("n'employait plus que neuf ouvriers"), while
"no vivió en Sevilla sino en Burgos" still sets one place against another;
"n'a jamais dépassé 800 habitants" is at most 800; two guesses more than
three times apart contradict ("about 150" / "some 1,200"); Spanish "el único
hijo" is the only child; one holder's two open periods that end or start in
other years contradict ("head until 1918" / "ran it until 1925"); a thing
sold in the passive ("was sold in 1950", "fut vendu", "se vendió") has one
sale; a body headed in the passive ("was run by", "était dirigé par",
"wurde von … geleitet", "estaba a cargo de"), by its manager, or by a post
after a genitive ("the Orme Mill's warden was …"); more verbs of founding
("chartered", "organized", "établi", "establecido", "gestiftet",
"образована") and building ("fue levantada", "сооружена"); an event agreed
by its date alone is withheld when both name agents with no word in common
("by the Company" / "by the governor"); a post said with a copula ("was a
miner", "fue minero", "был шахтёром") against a denied workplace of its
stem ("never worked in the mine"); more words of arriving ("landed at",
"set foot on", "traf … ein", "kam 1880 nach", "débarqua", "ne mit les pieds
à … qu'en", "no pisó … hasta", "высадился"), and hearsay ("disait-on") as
none; a place said again in a cleft ("and it was there that he died", "et
c'est là qu'il mourut", "y fue allí donde murió"); "closed for good" as a
closing; a building stands where it was built ("stands on Corn Square" / "was
built on Bell Square in 1850"); the year the railway came to a place
("reached Kerlaz in 1870" / "had no railway until 1880"); "the work of" a
maker against "built by". Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md", ("Керлаз", "Керлазе")),
        NamedEntity("pike", "character", "Tom Pike", "characters/tom-pike.md", ()),
        NamedEntity("julian", "character", "Julián Pike", "characters/julian-pike.md",
                    ("Julián",)),
        NamedEntity("leeds", "place", "Leeds", "places/leeds.md", ()),
        NamedEntity("york", "place", "York", "places/york.md", ()),
        NamedEntity("corn", "place", "Corn Square", "places/corn-square.md", ()),
        NamedEntity("bell", "place", "Bell Square", "places/bell-square.md", ()),
        NamedEntity("mill", "glossary", "Orme Mill", "glossary/orme-mill.md",
                    ("moulin d'Orme", "molino de Orme")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_settlement_of_so_many_people_is_its_population() -> None:
    check([
        # the same figure agrees: the population is read on both sides (before round
        # 37 the adjective, the hedge or the Russian copula hid it: no finding)
        ("en", "In 1850 Kerlaz was a small village of 400 souls.",
         "Kerlaz had 400 inhabitants in 1850.", "agrees"),
        ("en", "In 1850 Kerlaz was still a hamlet of 300 people.",
         "In 1850 Kerlaz had 300 inhabitants.", "agrees"),
        ("fr", "En 1850, Kerlaz était un petit hameau de 150 habitants.",
         "Vers 1850, Kerlaz comptait 150 habitants.", "agrees"),
        ("fr", "En 1850, Kerlaz n'était qu'un hameau de 150 âmes.",
         "En 1850, Kerlaz comptait 150 habitants.", "agrees"),
        ("es", "En 1850 Kerlaz no era más que una aldea de 300 vecinos.",
         "En 1850 Kerlaz tenía 300 habitantes.", "agrees"),
        ("es", "En 1850 Kerlaz era una pequeña aldea de 300 vecinos.",
         "En 1850 Kerlaz tenía 300 habitantes.", "agrees"),
        ("ru", "В 1850 году Керлаз был деревней в 300 жителей.",
         "В 1850 году в Керлазе жило 300 человек.", "agrees"),
        # a different figure contradicts, an approximate one set off by commas too
        ("fr", "Kerlaz, en 1900, n'était qu'un hameau de cent cinquante âmes.",
         "Vers 1900, Kerlaz comptait mille deux cents habitants.", "contradicts"),
        ("ru", "В 1850 году Керлаз был деревней в 300 жителей.",
         "В 1850 году в Керлазе жило 2000 человек.", "contradicts"),
        # a denied village is no population
        ("fr", "En 1850, Kerlaz n'était pas un hameau de 150 habitants.",
         "Vers 1850, Kerlaz comptait 150 habitants.", "none"),
    ])  # fmt: skip


def test_only_is_no_denial() -> None:
    check([
        # "ne … plus que": only, now (before round 37 a denial, "one says what the
        # other denies")
        ("fr", "En 1890, le moulin d'Orme n'employait plus que 9 ouvriers.",
         "En 1890, le moulin d'Orme employait 9 ouvriers.", "agrees"),
        ("fr", "En 1890, le moulin d'Orme ne comptait plus que 9 ouvriers.",
         "En 1890, le moulin d'Orme employait 40 ouvriers.", "contradicts"),
        ("es", "En 1890 el molino de Orme no tenía más que 9 obreros.",
         "En 1890 el molino de Orme empleaba a 9 obreros.", "agrees"),
        ("es", "En 1850 Kerlaz no era sino una aldea de 300 vecinos.",
         "En 1850 Kerlaz tenía 300 habitantes.", "agrees"),
        # "no … sino" after other words sets one thing against another
        ("es", "Tom Pike no vivió en York sino en Leeds.", "Tom Pike vivió en Leeds.",
         "agrees"),
        ("es", "Tom Pike no vivió en York sino en Leeds.", "Tom Pike vivió en York.",
         "contradicts"),
    ])  # fmt: skip


def test_never_passed_is_at_most() -> None:
    check([
        ("fr", "Kerlaz n'a jamais dépassé 800 habitants.",
         "En 1900, Kerlaz comptait 1 500 habitants.", "contradicts"),
        ("fr", "Kerlaz n'avait jamais dépassé les 800 habitants.",
         "En 1900, Kerlaz comptait 2 000 habitants.", "contradicts"),
    ])  # fmt: skip


def test_two_guesses_far_apart_contradict() -> None:
    check([
        # more than three times apart (before round 37: in tension at any distance)
        ("fr", "Kerlaz, en 1900, n'était qu'un hameau de quelque cent cinquante âmes.",
         "Vers 1900, Kerlaz comptait environ mille deux cents habitants.", "contradicts"),
        ("de", "1890 beschäftigte die Orme Mill rund 80 Arbeiter.",
         "1890 beschäftigte die Orme Mill etwa 400 Arbeiter.", "contradicts"),
        # nearer, in tension
        ("de", "1890 beschäftigte die Orme Mill rund 80 Arbeiter.",
         "1890 beschäftigte die Orme Mill etwa 200 Arbeiter.", "in_tension"),
    ])  # fmt: skip


def test_the_only_son_in_spanish_is_the_only_child() -> None:
    check([
        # "el único hijo" is the only child (before round 37: the only son, and four
        # children said nothing against it); "hijo varón" stays the only son
        ("es", "De los cuatro hijos de Tom Pike, Julián era el menor.",
         "Julián era el único hijo de Tom Pike.", "contradicts"),
        ("es", "Tom Pike tuvo cuatro hijas.", "Julián era el único hijo varón de Tom Pike.",
         "none"),
    ])  # fmt: skip


def test_one_holder_over_two_open_periods() -> None:
    check([
        # an open period's one end (before round 37: "until 1918" / "until 1925" agreed)
        ("de", "Tom Pike blieb bis 1918 Leiter der Orme Mill.",
         "Tom Pike leitete die Orme Mill bis 1925.", "contradicts"),
        ("de", "Tom Pike blieb bis 1918 Leiter der Orme Mill.",
         "Tom Pike leitete die Orme Mill bis 1918.", "agrees"),
        ("en", "Tom Pike was head of the Orme Mill from 1880.",
         "Tom Pike ran the Orme Mill from 1885 to 1890.", "contradicts"),
        ("en", "Tom Pike was head of the Orme Mill from 1880.",
         "Tom Pike ran the Orme Mill from 1880 to 1890.", "agrees"),
    ])  # fmt: skip


def test_a_thing_sold_in_the_passive() -> None:
    check([
        # one sale, one date (before round 37 a sale with no buyer named gave no claim)
        ("en", "The Orme Mill was sold to Tom Pike in 1946.", "The Orme Mill was sold in 1950.",
         "contradicts"),
        ("fr", "Le moulin d'Orme fut vendu en 1946.", "Le moulin d'Orme fut vendu en 1950.",
         "contradicts"),
        ("es", "El molino de Orme fue vendido en 1946.", "El molino de Orme se vendió en 1950.",
         "contradicts"),
        ("fr", "Le moulin d'Orme fut vendu en 1946.", "Le moulin d'Orme fut vendu en 1946.",
         "agrees"),
    ])  # fmt: skip


def test_a_body_headed_in_the_passive_or_by_its_manager() -> None:
    check([
        # the passive, and "under the direction of" (before round 37: no claim)
        ("en", "Tom Pike ran the Orme Mill from 1880 to 1892.",
         "In 1885 the Orme Mill was run by Julián Pike.", "contradicts"),
        ("fr", "Tom Pike dirigea le moulin d'Orme de 1880 à 1892.",
         "En 1885, le moulin d'Orme était dirigé par Julián Pike.", "contradicts"),
        ("de", "Tom Pike leitete die Orme Mill von 1880 bis 1892.",
         "1885 wurde die Orme Mill von Julián Pike geleitet.", "contradicts"),
        ("es", "Tom Pike dirigió el molino de Orme de 1880 a 1892.",
         "En 1885 el molino de Orme estaba a cargo de Julián Pike.", "contradicts"),
        ("en", "Tom Pike ran the Orme Mill from 1880 to 1892.",
         "In 1885 the Orme Mill was run by Tom Pike.", "agrees"),
        # a manager is the head ("managed" / "the manager of")
        ("en", "Tom Pike managed the Orme Mill from 1880 to 1892.",
         "In 1885 the manager of the Orme Mill was Julián Pike.", "contradicts"),
        # a post after a genitive ("the Orme Mill's warden was …")
        ("en", "Tom Pike was warden of the Orme Mill from 1880 to 1892.",
         "In 1885 the Orme Mill's warden was Julián Pike.", "contradicts"),
        # a body run at a loss is no holder
        ("en", "The Orme Mill was run at a loss in 1885.",
         "Tom Pike ran the Orme Mill from 1880 to 1892.", "none"),
    ])  # fmt: skip


def test_more_verbs_of_founding_and_building() -> None:
    check([
        # before round 37 these verbs gave no claim
        ("en", "The Orme Mill was founded in 1880.", "The Orme Mill was chartered in 1885.",
         "contradicts"),
        ("en", "The Orme Mill was founded in 1880.",
         "It was not until 1885 that the Orme Mill was organized.", "contradicts"),
        ("fr", "Le moulin d'Orme fut fondé en 1880.", "Le moulin d'Orme fut établi en 1885.",
         "contradicts"),
        ("es", "El molino de Orme fue fundado en 1880.",
         "El molino de Orme fue establecido en 1880.", "agrees"),
        ("es", "El molino de Orme fue construido en 1880.",
         "El molino de Orme fue levantado en 1885.", "contradicts"),
        ("de", "Die Orme Mill wurde 1880 gegründet.", "Die Orme Mill wurde 1885 gestiftet.",
         "contradicts"),
    ])  # fmt: skip


def test_an_event_agreed_by_its_date_with_other_agents() -> None:
    check([
        # both name who did it, and they share no word: no agreement by the date alone
        ("fr", "Le moulin d'Orme fut fondé en 1880 par la Compagnie.",
         "Le moulin d'Orme fut fondé en 1880 par le gouverneur.", "none"),
        ("en", "The Orme Mill was built in 1880 by local masons.",
         "The Orme Mill was built in 1880 by the parish.", "none"),
        # one names none, or both the same: the date agrees
        ("en", "The Orme Mill was founded in 1880 by the cable company.",
         "The Orme Mill was founded in 1880.", "agrees"),
        ("fr", "Le moulin d'Orme fut fondé en 1880 par la Compagnie.",
         "Le moulin d'Orme fut fondé en 1880 par la Compagnie des câbles.", "agrees"),
    ])  # fmt: skip


def test_a_post_said_with_a_copula_against_its_workplace_denied() -> None:
    check([
        # before round 37 "was a miner" gave no claim
        ("en", "Tom Pike was a miner.", "Tom Pike never worked in the mine; he was a teacher.",
         "contradicts"),
        ("es", "Tom Pike fue minero en la mina de Kerlaz.",
         "Tom Pike nunca trabajó en la mina: era maestro de escuela.", "contradicts"),
        ("fr", "Tom Pike était mineur à Kerlaz.",
         "Tom Pike n'a jamais travaillé à la mine ; il était instituteur.", "contradicts"),
        ("ru", "Том Пайк был шахтёром.", "Том Пайк никогда не работал на шахте.", "contradicts"),
        ("en", "Tom Pike was a brewer.", "Tom Pike never worked at the brewery.", "contradicts"),
        # a word that only begins like the workplace is no worker of it
        ("en", "Tom Pike was a minister.", "Tom Pike never worked in the mine.", "none"),
        # the same post of other places agrees on nothing
        ("es", "Julián Pike era un maestro curtidor de Leeds.",
         "Julián Pike, maestro curtidor de York, nunca había salido de York.", "none"),
    ])  # fmt: skip


def test_more_words_of_arriving() -> None:
    check([
        # before round 37 these gave no arrival ("kam 1880 nach" read "nach" as "after")
        ("en", "Tom Pike arrived in Kerlaz in 1880.", "Tom Pike landed at Kerlaz in 1885.",
         "contradicts"),
        ("en", "Tom Pike arrived in Kerlaz in 1880.",
         "Tom Pike did not set foot on Kerlaz until 1885.", "contradicts"),
        ("en", "Tom Pike arrived in Kerlaz in 1880.", "Tom Pike stepped ashore at Kerlaz in 1885.",
         "contradicts"),
        ("de", "Tom Pike kam 1880 nach Kerlaz.", "Tom Pike traf 1885 in Kerlaz ein.",
         "contradicts"),
        ("de", "Tom Pike kam 1880 nach Kerlaz.", "Tom Pike landete 1880 in Kerlaz.", "agrees"),
        ("fr", "Tom Pike arriva à Kerlaz en 1880.", "Tom Pike ne mit les pieds à Kerlaz qu'en 1885.",
         "contradicts"),
        ("fr", "Tom Pike arriva à Kerlaz en 1880.", "Tom Pike débarqua à Kerlaz en 1885.",
         "contradicts"),
        ("es", "Tom Pike llegó a Kerlaz en 1880.", "Tom Pike no pisó Kerlaz hasta 1885.",
         "contradicts"),
        ("es", "Tom Pike llegó a Kerlaz en 1880.", "Tom Pike desembarcó en Kerlaz en 1885.",
         "contradicts"),
        ("ru", "Том Пайк прибыл в Керлаз в 1880 году.",
         "Том Пайк высадился на Керлазе в 1885 году.", "contradicts"),
        # hearsay is no arrival
        ("fr", "Tom Pike arriva à Kerlaz en 1880.",
         "Tom Pike, disait-on, débarqua à Kerlaz en 1885.", "none"),
    ])  # fmt: skip


def test_a_place_said_again_in_a_cleft() -> None:
    check([
        # before round 37 the death in the cleft had no place
        ("en", "Tom Pike died at Kerlaz in 1890.",
         "Tom Pike moved to Leeds, and it was there, in the winter of 1890, that he died.",
         "contradicts"),
        ("fr", "Tom Pike mourut à Kerlaz en 1890.",
         "Tom Pike revint à Leeds, et c'est là qu'il mourut en 1890.", "contradicts"),
        ("es", "Tom Pike murió en Kerlaz en 1890.",
         "Tom Pike volvió a Leeds, y fue allí donde murió en 1890.", "contradicts"),
        ("en", "Tom Pike died at Leeds in 1890.",
         "In his last years Tom Pike returned to Leeds, and it was there that he died in 1890.",
         "agrees"),
    ])  # fmt: skip


def test_closed_for_good_is_a_closing() -> None:
    check([
        # before round 37 "closed for good" gave no closing ("was closed": a state)
        ("en", "The Orme Mill closed for good in 1920.", "The Orme Mill closed in 1925.",
         "contradicts"),
        ("en", "The Orme Mill was shut for good in 1920.", "The Orme Mill closed in 1925.",
         "contradicts"),
        ("en", "The Orme Mill was closed permanently in 1925.", "The Orme Mill closed in 1925.",
         "agrees"),
    ])  # fmt: skip


def test_a_building_stands_where_it_was_built() -> None:
    check([
        # before round 37 the year on one side only left the two places uncompared
        ("en", "The Orme Mill stands on Corn Square.",
         "The Orme Mill was built on Bell Square in 1850.", "contradicts"),
        ("en", "The Orme Mill stands on Corn Square.",
         "The Orme Mill was built on Corn Square in 1850.", "agrees"),
        ("en", "The Orme Mill stands on Corn Square.",
         "The Orme Mill was built on Bell Square in 1850 and moved in 1890.", "none"),
    ])  # fmt: skip


def test_the_year_the_railway_came() -> None:
    check([
        # before round 37 no claim
        ("en", "The railway reached Kerlaz in 1870.", "Kerlaz had no railway until 1880.",
         "contradicts"),
        ("de", "Die Bahn erreichte Kerlaz 1870.", "Bis 1880 hatte Kerlaz keinen Bahnanschluss.",
         "contradicts"),
        ("fr", "Le chemin de fer atteignit Kerlaz en 1870.",
         "Le train n'arriva à Kerlaz qu'en 1880.", "contradicts"),
        ("es", "El ferrocarril llegó a Kerlaz en 1870.", "Hasta 1880 no llegó el tren a Kerlaz.",
         "contradicts"),
        ("de", "Die Bahn erreichte Kerlaz 1870.",
         "Kerlaz wurde nie an die Eisenbahn angeschlossen.", "contradicts"),
        ("es", "El ferrocarril llegó a Kerlaz en 1880.", "Hasta 1880 no llegó el tren a Kerlaz.",
         "agrees"),
        # a person who came by train says nothing of the line
        ("en", "The railway reached Kerlaz in 1870.", "Tom Pike came to Kerlaz by train in 1880.",
         "none"),
    ])  # fmt: skip


def test_the_work_of_a_maker_is_its_builder() -> None:
    check([
        # before round 37 "the work of" and "built by" were two slots
        ("en", "The Orme Mill was built by Tom Pike in 1850.",
         "The Orme Mill was the work of Julián Pike.", "contradicts"),
        ("fr", "Le moulin d'Orme fut construit par Tom Pike en 1850.",
         "Le moulin d'Orme fut l'œuvre de Julián Pike.", "contradicts"),
        ("es", "El molino de Orme fue construido por Tom Pike en 1850.",
         "El molino de Orme fue obra de Julián Pike.", "contradicts"),
        ("es", "El molino de Orme fue construido por Tom Pike en 1850.",
         "El molino de Orme fue obra de Tom Pike.", "agrees"),
    ])  # fmt: skip
