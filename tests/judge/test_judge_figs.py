"""The rules judge's mechanisms added with dev5-figs (issue 14): the only one
of a kind, approximate figures by kind, vague distances, exclusive kinds
(materials, eye and hair colour, languages spoken only), traits against
behaviour, and agreement that needs the same value. Each test uses
sentences of its own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.approx import approx_stance, vague_distance
from semnet.graph.judge.base import Stance
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.judge.values import Quantity
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ned", "character", "Ned Carver", "characters/ned-carver.md"),
        NamedEntity("hugo", "character", "Hugo Lenz", "characters/hugo-lenz.md"),
        NamedEntity("ines", "character", "Inés Bravo", "characters/ines-bravo.md"),
        NamedEntity("odile", "character", "Odile Ferrand", "characters/odile-ferrand.md"),
        NamedEntity("ivan", "character", "Иван Рябов", "characters/ivan.md", ("Ivan Ryabov",)),
        NamedEntity("pell", "character", "Amos Pell", "characters/amos-pell.md"),
        NamedEntity("kell", "place", "Kellow", "places/kellow.md"),
        NamedEntity("moor", "place", "Moorend", "places/moorend.md"),
        NamedEntity("gull", "glossary", "Sea Gull", "glossary/sea-gull.md"),
        NamedEntity("carrow", "glossary", "Carrow Hall", "glossary/carrow-hall.md"),
        NamedEntity("keld", "place", "Кельдыш", "places/keldysh.md"),
        NamedEntity("hale", "glossary", "Hale & Sons", "glossary/hale-and-sons.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)


check = stance_checker(JUDGE)


def test_an_only_child_against_siblings() -> None:
    check([
        ("en", "Ned Carver was an only child.", "Ned Carver had two sisters.", "contradicts"),
        ("en", "Ned Carver was the only son of a miller.", "Ned Carver had two sisters.", "none"),
        ("en", "Ned Carver was the only son of a miller.", "Ned Carver had a brother.",
         "contradicts"),
        ("de", "Hugo Lenz war ein Einzelkind.", "Hugo Lenz hatte keine Geschwister.", "agrees"),
        ("fr", "Odile Ferrand était fille unique.", "Odile Ferrand avait trois frères.",
         "contradicts"),
        ("es", "Inés Bravo era hija única.", "Inés Bravo tuvo cuatro hijos.", "none"),
        ("ru", "Иван Рябов был единственным ребёнком.", "У Ивана Рябова было два брата.",
         "contradicts"),
        # an article and an adjective before the relative
        ("de", "Hugo Lenz wuchs als einziges Kind auf.", "Hugo Lenz hatte einen älteren Bruder.",
         "contradicts"),
        # "единственным ребёнком" is no child of his own
        ("ru", "Иван Рябов был единственным ребёнком.", "У Ивана Рябова было трое детей.", "none"),
    ])  # fmt: skip


def test_the_only_doctor_of_a_place_at_one_time() -> None:
    check([
        ("en", "In 1880 Ned Carver was the only doctor in Kellow.",
         "In 1880 Hugo Lenz was the sole physician in Kellow.", "contradicts"),
        ("en", "In 1880 Ned Carver was the only doctor in Kellow.",
         "In 1905 Hugo Lenz was the only doctor in Kellow.", "none"),
        ("en", "In 1880 Ned Carver was the only doctor in Kellow.",
         "In 1880 Hugo Lenz was the only teacher in Kellow.", "none"),
        ("en/es", "In 1880 Ned Carver was the only doctor in Moorend.",
         "En 1880 Hugo Lenz era el único médico de Moorend.", "contradicts"),
    ])  # fmt: skip


def test_approximate_figures_by_kind() -> None:
    metres = lambda v, a=None: Quantity(v, "meter", f"{v} m", a, "[length]", v)  # noqa: E731
    people = lambda v, a=None: Quantity(v, "people", str(v), a)  # noqa: E731
    # a person's measure: 5 % agrees, 15 % is in tension, beyond contradicts
    assert approx_stance(metres(2.0, "approx"), metres(1.93), narrow=True) is Stance.AGREES
    assert approx_stance(metres(2.0, "approx"), metres(1.8), narrow=True) is Stance.IN_TENSION
    assert approx_stance(metres(2.0, "approx"), metres(1.6), narrow=True) is Stance.CONTRADICTS
    # anything else: 10 % agrees, one and a half times is no approximation (three times
    # before round 32, twice before round 44)
    assert approx_stance(people(300, "approx"), people(320)) is Stance.AGREES
    assert approx_stance(people(300, "approx"), people(420)) is Stance.IN_TENSION
    assert approx_stance(people(300, "approx"), people(550)) is Stance.CONTRADICTS
    assert approx_stance(people(300, "approx"), people(700)) is Stance.CONTRADICTS
    assert approx_stance(people(300, "approx"), people(140)) is Stance.CONTRADICTS
    assert approx_stance(metres(19000, "approx"), metres(3000)) is Stance.CONTRADICTS
    check([
        ("en", "Amos Pell was nearly two metres tall.", "Amos Pell was 1.60 m tall.",
         "contradicts"),
        ("en", "Amos Pell stood 6 ft 2 in.", "Amos Pell was 1.60 m tall.", "contradicts"),
        ("en", "Amos Pell stood 6 ft 2 in.", "Amos Pell was 1.88 m tall.", "agrees"),
        ("de", "Hugo Lenz war fast zwei Meter groß.", "Hugo Lenz war 1,85 m groß.", "in_tension"),
    ])  # fmt: skip


def test_vague_distances_and_where_a_distance_is_from() -> None:
    q = vague_distance("the barn is a stone's throw from the mill", "en")
    assert q is not None and q.approx == "vague" and q.base <= 1000
    assert vague_distance("the barn is 2 km from the mill", "en") is None
    check([
        ("en", "The mill is a stone's throw from Kellow.", "The mill is 25 km from Kellow.",
         "in_tension"),
        ("en", "The mill is a stone's throw from Kellow.", "The mill is 300 m from Kellow.",
         "agrees"),
        ("de", "Die Schmiede liegt 4 km von Kellow entfernt.",
         "Die Schmiede liegt 40 km von Moorend entfernt.", "none"),
        ("es", "El molino está a 4 km de Kellow.", "El molino está a unos 40 km de Kellow.",
         "contradicts"),
    ])  # fmt: skip


def test_exclusive_kinds() -> None:
    check([
        ("en", "The Kellow bridge was built of stone.", "The Kellow bridge was made of timber.",
         "contradicts"),
        # granite is a kind of stone: the narrower statement qualifies (since dev7-things)
        ("en", "The Kellow bridge was built of granite.", "The Kellow bridge was built of stone.",
         "qualifies"),
        ("de", "Die Kapelle von Moorend war aus Holz.", "Die Kapelle von Moorend war aus Ziegeln.",
         "contradicts"),
        ("ru", "Мост в Кельдыше был каменный.", "Мост в Кельдыше был деревянный.", "contradicts"),
        # a stone's throw is no stone
        ("en", "The Kellow bridge was built of timber.",
         "The Kellow bridge is a stone's throw from the inn.", "none"),
        ("en", "Ned Carver had grey eyes.", "Ned Carver's eyes were blue.", "contradicts"),
        ("fr", "Odile Ferrand avait les cheveux roux.", "Odile Ferrand était blonde.",
         "contradicts"),
        ("en/es", "Inés Bravo had dark hair and green eyes.", "Inés Bravo tenía los ojos verdes.",
         "agrees"),
        ("en", "Amos Pell spoke only Welsh.", "Amos Pell also spoke English.", "contradicts"),
        ("de", "Hugo Lenz sprach ausschließlich Plattdeutsch.", "Hugo Lenz sprach auch Dänisch.",
         "contradicts"),
        ("ru", "Иван Рябов говорил только по-русски.", "Иван Рябов говорил по-немецки.",
         "contradicts"),
        ("en", "Amos Pell spoke Welsh.", "Amos Pell spoke Welsh only in chapel.", "qualifies"),
        # someone spoken to is no language spoken
        ("en", "Amos Pell spoke only Welsh.", "Amos Pell spoke to the English consul.", "none"),
        ("en", "Amos Pell spoke Welsh.", "Amos Pell spoke Welsh and English.", "agrees"),
    ])  # fmt: skip


def test_traits_against_behaviour() -> None:
    check([
        ("en", "Amos Pell was a recluse.", "Amos Pell gave famous speeches in the market square.",
         "in_tension"),
        ("de", "Hugo Lenz war sehr fromm.", "Hugo Lenz verspottete offen die Pfarrer.",
         "in_tension"),
        ("fr", "Odile Ferrand était avare.", "Odile Ferrand donna 20 000 francs à l'école.",
         "in_tension"),
        ("es", "Inés Bravo vivía en la pobreza.", "Inés Bravo poseía tres fincas en Jaén.",
         "in_tension"),
        ("ru", "В 1890 году Иван Рябов был прикован к постели.",
         "В 1890 году Иван Рябов ходил пешком в город.", "in_tension"),
        # another year, another subject, the same trait twice, a restriction
        ("ru", "В 1890 году Иван Рябов был прикован к постели.",
         "В 1850 году Иван Рябов ходил пешком в город.", "none"),
        ("en", "Amos Pell was a recluse.", "Ned Carver gave famous speeches.", "none"),
        ("en", "Amos Pell was shy.", "Amos Pell was very shy.", "agrees"),
        ("en", "Amos Pell was devout.", "Amos Pell never missed chapel.", "none"),
        ("ru", "Иван Рябов был набожен.", "Иван Рябов никогда не ходил в церковь.", "in_tension"),
        ("en", "Amos Pell was shy.", "Amos Pell was shy with women.", "qualifies"),
        ("en/de", "Amos Pell was devout.", "Amos Pell war fromm.", "agrees"),
    ])  # fmt: skip


def test_more_traits_against_behaviour() -> None:
    check([
        # poor as a predicate with words between, sickly, gentle, an atheist
        ("de", "Hugo Lenz war sein Leben lang arm.", "Hugo Lenz kaufte 1890 drei Häuser in Bremen.",
         "in_tension"),
        ("en", "Amos Pell died a poor man.", "Amos Pell left a fortune of 200,000 pounds.",
         "in_tension"),
        ("en", "Amos Pell was in poor health from childhood.", "Amos Pell climbed Snowdon in 1890.",
         "in_tension"),
        ("fr", "Odile Ferrand était une femme douce et paisible.",
         "Odile Ferrand battait ses domestiques.", "in_tension"),
        ("ru", "Иван Рябов был кроток.", "Иван Рябов часто дрался в трактире.", "in_tension"),
        ("es", "Inés Bravo era atea.", "Inés Bravo iba a misa todos los domingos.", "in_tension"),
        # denied, someone else's deed, the same trait twice
        ("en", "Amos Pell was not poor.", "Amos Pell left a fortune.", "none"),
        ("en", "Amos Pell was a gentle man.", "Ned Carver was violent.", "none"),
        ("de", "Hugo Lenz war Atheist.", "Hugo Lenz war zeitlebens Atheist.", "agrees"),
    ])  # fmt: skip


def test_agreement_needs_the_same_value() -> None:
    check([
        ("en", "Ned Carver was born in Kellow in 1850.", "Ned Carver was born in 1850 in Moorend.",
         "contradicts"),
        ("en", "The Sea Gull was launched at Kellow in 1870.",
         "The Sea Gull was launched at Moorend in 1870.", "contradicts"),
        ("en", "Amos Pell was 1.80 m tall.", "Amos Pell was 1.70 m tall.", "contradicts"),
        ("en", "Amos Pell stood 6 ft 4 in.", "Amos Pell stood 6 ft.", "contradicts"),
        ("de", "Hugo Lenz wurde in Bremen geboren.", "Hugo Lenz wurde in Berlin geboren.",
         "contradicts"),
    ])  # fmt: skip


def test_counts_said_in_other_words() -> None:
    check([
        # the census's count is the place's; "was home to", "numbered"
        ("en", "Kellow had about 300 inhabitants in 1880.",
         "The census of 1880 counted 415 inhabitants in Kellow.", "in_tension"),
        ("en", "In 1880 Kellow numbered 415 souls.", "In 1880 Kellow was home to 415 people.",
         "agrees"),
        ("ru", "По переписи 1897 года в Кельдыше было 800 жителей.",
         "В 1897 году в Кельдыше насчитывалось 950 жителей.", "contradicts"),
        # a hedge between the verb and the figure ("lebten etwa 300 Menschen in …")
        ("de", "Um 1880 lebten etwa 300 Menschen in Kellow.", "Kellow zählte 1880 415 Einwohner.",
         "in_tension"),
        # a date's mark before the count, and bells in any language
        ("de", "Kellow hatte um 1880 etwa 300 Einwohner.", "Kellow hatte 1880 415 Einwohner.",
         "in_tension"),
        ("fr/de", "Le clocher de Kellow abrite trois cloches.",
         "Im Glockenturm von Kellow hängen fünf Glocken.", "contradicts"),
        ("de", "Hugo Lenz hatte vier Kinder.", "Hugo Lenz brachte sechs Kinder zur Welt.",
         "contradicts"),
        # the same count with a year qualifies it; another figure says nothing of a place
        ("en", "Kellow had 415 inhabitants.", "Kellow had 415 inhabitants in 1880.", "qualifies"),
        ("en", "Kellow had 415 inhabitants.", "Kellow had 650 inhabitants in 1950.", "none"),
        # since round 26 nor of a body or a works (rooms are added, members join): before,
        # this pair contradicted; writers who did not write these rules pair such counts as
        # unrelated ("the hotel had 120 rooms" / "in 1910 it had 80")
        ("en", "Carrow Hall had 20 rooms.", "Carrow Hall had 32 rooms in 1900.", "none"),
        ("en", "Carrow Hall had 20 rooms in 1900.", "Carrow Hall had 32 rooms in 1900.",
         "contradicts"),
        # the subject's own kin, and servants as a household's staff
        ("en", "Ned Carver was an only child.", "Ned Carver sailed with his two brothers.",
         "contradicts"),
        # "by 1950" is the count in 1950, not at any time before
        ("en", "Kellow had 415 inhabitants in 1880.", "By 1950 Kellow had 650 inhabitants.",
         "none"),
        ("en", "Kellow had 415 inhabitants in 1950.", "By 1950 Kellow had 650 inhabitants.",
         "contradicts"),
        ("en", "Carrow Hall employed a staff of twelve in 1880.",
         "In 1880 Carrow Hall kept five servants.", "contradicts"),
    ])  # fmt: skip


def test_a_count_inside_the_noun_phrase_of_a_place_or_a_fleet() -> None:
    check([
        # a hedge or a bound between "of"/"with" and the figure
        ("en", "Kellow had about 3,000 inhabitants in 1900.",
         "In 1900 Kellow was a town of nearly 4,000 people.", "in_tension"),
        ("fr", "En 1900, Kellow comptait 3 000 habitants.",
         "En 1900, Kellow était une ville de près de 10 000 âmes.", "contradicts"),
        ("es", "Kellow tenía 3.000 habitantes en 1900.",
         "En 1900 Kellow era una ciudad con casi diez mil habitantes.", "contradicts"),
        # the copula before its subject ("1900 war Kellow eine Stadt von …")
        ("de", "Kellow hatte 1900 genau 3000 Einwohner.",
         "1900 war Kellow eine Stadt von 10.000 Einwohnern.", "contradicts"),
        ("en", "Kellow had 3,000 inhabitants in 1900.",
         "In 1950 Kellow was a town of nearly 10,000 people.", "none"),
        # a fleet's ships are its owner's; a vessel is a ship
        ("en", "Hale & Sons owned twenty ships in 1880.",
         "In 1880 the fleet of Hale & Sons numbered twenty-five vessels.", "contradicts"),
        ("fr/en", "La flotte de Hale & Sons comptait vingt navires en 1880.",
         "In 1880 Hale & Sons owned twenty vessels.", "agrees"),
        ("en", "Hale & Sons owned twenty ships in 1880.",
         "In 1880 the fleet of Hale & Sons numbered twenty-five sailors.", "none"),
        # "a fleet of 40 boats" is the owner's count of ships; "had grown to"
        ("en", "In 1880 Kellow had a fishing fleet of 40 boats.",
         "In 1880 Kellow had a fleet of 90 vessels.", "contradicts"),
        ("en", "In 1880 the Kellow fleet numbered 40 boats.",
         "By 1880 Kellow's fleet had grown to 90 vessels.", "contradicts"),
        ("de", "1880 zählte die Flotte von Kellow 40 Boote.", "1880 besaß Kellow 40 Schiffe.",
         "agrees"),
    ])  # fmt: skip


def test_a_part_is_not_its_whole() -> None:
    check([
        ("en", "The Kellow church was built of stone.", "The Kellow church had a wooden roof.",
         "none"),
        ("de", "Die Kirche von Kellow war aus Stein.",
         "Die Kirche von Kellow hatte ein Dach aus Holz.", "none"),
        ("en", "The Kellow bridge was rebuilt in stone in 1850.",
         "The Kellow bridge was built of wood in 1820.", "none"),
        # Ned's only son makes Ned no only son (his one son against two: dev9-implies)
        ("en", "Ned Carver's only son died in 1890.", "Ned Carver had a brother.", "none"),
        ("en", "Ned Carver was poor in 1850.", "Ned Carver owned a villa in 1890.", "none"),
        ("en", "The Kellow mill lay 3 km from the church.",
         "The Kellow mill lay 5 km from the river.", "none"),
    ])  # fmt: skip


def test_rubble_and_dressed_stone_are_stone() -> None:
    # round 18
    check([
        ("de", "Die Kapelle von Moorend war aus Bruchstein gebaut.",
         "Die Kapelle von Moorend war aus Holz.", "contradicts"),
        ("en", "Carrow Hall was built of rubble.", "Carrow Hall was built of stone.", "agrees"),
        ("fr", "Carrow Hall fut bâti en moellons.", "Carrow Hall était en bois.", "contradicts"),
    ])  # fmt: skip


def test_hardly_speaking_a_language_is_not_speaking_it() -> None:
    # round 19: "sprach kaum Deutsch" agreed with "spoke German almost without an accent"
    check([
        ("de/en", "Amos Pell sprach kaum Deutsch.", "Amos Pell spoke German almost without an accent.",
         "none"),
    ])  # fmt: skip
