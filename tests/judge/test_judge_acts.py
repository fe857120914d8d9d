"""The arts are acts of a living person (round 15, `lifetimes.ACTS`):
conducting, singing, painting, exhibiting dated after the death or before
the birth contradict it. Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tomas", "character", "Tomás Echeverri", "characters/tomas-echeverri.md",
                    ("Томас Эчеверри",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_the_arts_after_death() -> None:
    check([
        ("es", "Tomás Echeverri murió en 1927.", "En 1930 Echeverri dirigió la orquesta.",
         "contradicts"),
        ("en", "Tomás Echeverri died on 3 February 1927.",
         "In 1930 Echeverri conducted the revival himself.", "contradicts"),
        ("de", "Tomás Echeverri starb 1927.", "1930 sang Echeverri in Leipzig.", "contradicts"),
        ("fr", "Tomás Echeverri mourut en 1927.", "En 1931 Echeverri exposa à Paris.", "contradicts"),
        ("ru", "Томас Эчеверри умер в 1927 году.", "В 1930 году Томас Эчеверри дирижировал в Москве.",
         "contradicts"),
        ("en", "Tomás Echeverri was born in 1880.", "Tomás Echeverri painted the altarpiece in 1870.",
         "contradicts"),
    ])  # fmt: skip


def test_what_is_no_act_after_death() -> None:
    check([
        ("en", "Tomás Echeverri died in 1927.", "In 1925 Echeverri conducted the revival.", "none"),
        # his works, not he, in a later year
        ("en", "Tomás Echeverri died in 1927.", "Echeverri's opera was performed in 1930.", "none"),
    ])  # fmt: skip


PLACES = NameIndex(
    [
        NamedEntity("tom", "character", "Tom Pryce", "characters/tom-pryce.md", ("Том Прайс",)),
    ]
)  # fmt: skip
check_places = stance_checker(RulesJudge(PLACES))


def test_an_act_at_a_town_is_a_stay_there() -> None:
    check_places([
        ("en", "Tom Pryce never left Cornwall.", "Tom Pryce sang in Cardiff in 1880.", "contradicts"),
        ("en", "Tom Pryce never left Cornwall.", "In 1880 Tom Pryce preached in Cardiff.",
         "contradicts"),
        ("de", "Tom Pryce war nie in Berlin.", "1907 sang Tom Pryce in Berlin.", "contradicts"),
        ("ru", "Том Прайс никогда не был в Москве.", "В 1890 году Том Прайс пел в Москве.",
         "contradicts"),
        # born there is no stay of the act's; two towns in one year are two stays
        ("en", "Tom Pryce never left Cornwall.", "Tom Pryce was born in Truro in 1850.", "none"),
        ("en", "Tom Pryce sang in Cardiff in 1880.", "Tom Pryce preached in Bristol in 1880.", "none"),
    ])  # fmt: skip


def test_deaths_said_otherwise() -> None:
    check_places([
        ("fr", "Tom Pryce mourut en 1890.", "Tom Pryce se noya en 1893 au large de Sein.",
         "contradicts"),
        ("es", "Tom Pryce murió en 1890.", "Tom Pryce se ahogó en 1893.", "contradicts"),
        ("es", "Tom Pryce murió en 1890.", "Tom Pryce pereció en el naufragio de 1893.",
         "contradicts"),
        # a fronted date past an age in apposition is the death's
        ("en", "Tom Pryce died in 1890.", "In 1893, aged sixty, Tom Pryce died at Porthleven.",
         "contradicts"),
        ("fr", "Tom Pryce mourut en 1890.", "En 1893, âgé de soixante ans, Tom Pryce mourut à Brest.",
         "contradicts"),
        # buried years after the death
        ("en", "Tom Pryce died in 1890.", "Tom Pryce was buried at Breage in 1893.", "contradicts"),
        ("en", "Tom Pryce died in December 1890.",
         "Tom Pryce was buried at Breage in January 1891.", "none"),
        ("en", "Tom Pryce died about 1890.", "Tom Pryce was buried at Breage in 1893.", "none"),
    ])  # fmt: skip


def test_public_acts_after_death() -> None:
    # round 18: leading, marching, consecrating, cutting a ribbon ("marched" is no March)
    check([
        ("en", "Tomás Echeverri died in 1927.",
         "Tomás Echeverri marched at the head of the procession in June 1930.", "contradicts"),
        ("en", "Tomás Echeverri died in 1927.", "In 1930 Echeverri led the strikers.",
         "contradicts"),
        ("de", "Tomás Echeverri starb 1927.",
         "1930 durchschnitt Echeverri persönlich das Band.", "contradicts"),
        ("fr", "Tomás Echeverri mourut en 1927.", "En 1930, Echeverri présida le banquet.",
         "contradicts"),
        ("es", "Tomás Echeverri murió en 1927.", "En 1930 Echeverri inauguró el hospital.",
         "contradicts"),
        ("ru", "Томас Эчеверри умер в 1927 году.",
         "В 1930 году Томас Эчеверри возглавил забастовку.", "contradicts"),
        # led before the death: nothing
        ("en", "Tomás Echeverri died in 1927.", "In 1925 Echeverri led the strikers.", "none"),
    ])  # fmt: skip


def test_still_at_it_after_death() -> None:
    # round 19: "still" before what a person did at a date: alive then
    check([
        ("en", "Tomás Echeverri died in 1897.",
         "In 1901 Tomás Echeverri was still at his loom, training two apprentices.",
         "contradicts"),
        ("fr", "Tomás Echeverri mourut en 1897.",
         "En 1901, Tomás Echeverri tissait encore des châles.", "contradicts"),
        ("de", "Tomás Echeverri starb 1897.", "1901 webte Tomás Echeverri noch Tücher.",
         "contradicts"),
        ("es", "Tomás Echeverri murió en 1897.", "En 1901 Tomás Echeverri todavía tejía mantas.",
         "contradicts"),
        ("ru", "Томас Эчеверри умер в 1897 году.", "В 1901 году Томас Эчеверри ещё ткал платки.",
         "contradicts"),
        # the memory of the dead, and "not yet", are no acts
        ("en", "Tomás Echeverri died in 1897.",
         "In 1901 Tomás Echeverri was still remembered in the valley.", "none"),
        ("fr", "Tomás Echeverri mourut en 1897.",
         "En 1901, Tomás Echeverri n'était pas encore oublié.", "none"),
    ])  # fmt: skip


def test_arrested_or_refusing_after_death() -> None:
    # round 19: being arrested and refusing are done by the living
    check([
        ("es", "Tomás Echeverri murió en 1931.", "En julio de 1936 Tomás Echeverri fue detenido.",
         "contradicts"),
        ("en", "Tomás Echeverri died in 1931.", "Tomás Echeverri was arrested in 1936.",
         "contradicts"),
        ("ru", "Томас Эчеверри умер в 1931 году.", "В 1936 году Томас Эчеверри был арестован.",
         "contradicts"),
    ])  # fmt: skip


def test_refusing_is_an_act_though_it_denies() -> None:
    # round 20: a clause denied only by "refused", "se negó", "weigerte sich" is
    # still something the living do; a plain "not" is no act
    check([
        ("es", "Tomás Echeverri murió en 1931.",
         "En 1936 Tomás Echeverri se negó a entregar las llaves del archivo.", "contradicts"),
        ("en", "Tomás Echeverri died in 1931.",
         "In 1936 Tomás Echeverri refused to hand over the keys of the archive.", "contradicts"),
        ("de", "Tomás Echeverri starb 1931.",
         "1936 weigerte sich Tomás Echeverri, die Schlüssel des Archivs herauszugeben.",
         "contradicts"),
        ("en", "Tomás Echeverri died in 1931.",
         "In 1936 Tomás Echeverri did not hand over the keys of the archive.", "none"),
    ])  # fmt: skip
