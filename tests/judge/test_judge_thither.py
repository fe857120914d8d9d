"""Places around a move: "there" and ", where he …" (`thither.py`) are the
place named before it; a birth or death in a clause that opens with "and his …" is not the
subject's (`extract._coordinated_owner`); "уехал в Австралию" is where
someone went, not a place they left (`stays.leave_claims`); "his home town
of Lübeck" is Lübeck (`slots.PLACE_LEADS`)."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("rees", "character", "Isaac Rees", "characters/isaac-rees.md"),
        NamedEntity("roloff", "character", "Hermann Roloff", "characters/hermann-roloff.md"),
        NamedEntity("moreau", "character", "Jean Moreau", "characters/jean-moreau.md"),
        NamedEntity("brandt", "character", "Karl Brandt", "characters/karl-brandt.md"),
        NamedEntity("kohlbach", "place", "Kohlbach", "places/kohlbach.md"),
        NamedEntity("hill", "place", "Broken Hill", "places/broken-hill.md"),
        NamedEntity("gordeev", "character", "Николай Гордеев", "characters/gordeev.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_died_there_dies_in_the_place_named_before() -> None:
    check([
        ("en", "Isaac Rees died in Swansea in 1911.",
         "Isaac Rees moved to Cardiff in 1905 and died there in 1911.", "contradicts"),
        ("en", "Isaac Rees died in Cardiff in 1911.",
         "Isaac Rees moved to Cardiff in 1905 and died there in 1911.", "agrees"),
        ("de", "Hermann Roloff starb 1911 in Broken Hill.",
         "Roloff kehrte 1905 aus Australien nach Kohlbach zurück und starb dort 1911.",
         "contradicts"),
        ("fr", "Jean Moreau mourut à Lyon.",
         "Jean Moreau partit pour Paris en 1890 et y mourut en 1901.", "contradicts"),
    ])  # fmt: skip


def test_a_birth_or_death_after_and_his_is_someone_elses() -> None:
    check([
        ("en", "Isaac Rees was born in Swansea.",
         "Isaac Rees moved to Cardiff in 1905 and his son was born there.", "none"),
        ("de", "Karl Brandt starb 1920.",
         "Karl Brandt zog 1905 nach Kohlbach, und seine Frau starb dort 1906.", "none"),
        ("fr", "Jean Moreau mourut à Lyon.",
         "Jean Moreau partit pour Paris en 1890 et sa femme y mourut en 1901.", "none"),
    ])  # fmt: skip


def test_leaving_for_a_place_is_no_leaving_of_it() -> None:
    check([
        ("ru", "Николай Гордеев уехал в Австралию в 1912 году.",
         "Николай Гордеев в 1912 г. эмигрировал в Австралию.", "agrees"),  # the same departure
        ("en", "Isaac Rees left for Australia in 1853.", "Isaac Rees lived in Australia in 1860.",
         "none"),
        ("ru", "Николай Гордеев уехал из Москвы в 1912 году.",
         "Николай Гордеев в 1915 г. жил в Москве.", "contradicts"),
        ("en", "Isaac Rees quit Swansea in 1905.", "Isaac Rees lived in Swansea in 1910.",
         "contradicts"),
    ])  # fmt: skip


def test_a_home_town_is_the_place_it_names() -> None:
    check([
        ("de", "Hermann Roloff starb 1941 in London.",
         "Hermann Roloff starb 1941 in seiner Heimatstadt Lübeck.", "contradicts"),
        ("en", "Isaac Rees died in London in 1941.",
         "Isaac Rees died in his home town of Swansea in 1941.", "contradicts"),
        ("fr", "Jean Moreau mourut à Londres en 1941.",
         "Jean Moreau mourut en 1941 dans sa ville natale de Lyon.", "contradicts"),
        ("fr", "Jean Moreau mourut à Lyon en 1941.",
         "Jean Moreau mourut en 1941 dans sa ville natale de Lyon.", "agrees"),
    ])  # fmt: skip


def test_a_where_clause_after_a_place_says_it_again() -> None:
    check([
        ("en", "Isaac Rees died in Swansea in 1911.",
         "Isaac Rees moved to Cardiff, where he died in 1911.", "contradicts"),
        ("fr", "Jean Moreau mourut à Lyon en 1901.",
         "Jean Moreau s'installa à Paris, où il mourut en 1901.", "contradicts"),
        ("de", "Karl Brandt wurde 1870 in Bonn geboren.",
         "Karl Brandt kam aus Kohlbach, wo er 1870 geboren wurde.", "contradicts"),
        ("ru", "Николай Гордеев умер в Москве в 1901 году.",
         "Николай Гордеев переехал в Тверь, где и умер в 1901 году.", "contradicts"),
        ("en", "Isaac Rees died in Cardiff in 1911.",
         "Isaac Rees moved to Cardiff, where he died in 1911.", "agrees"),
    ])  # fmt: skip


def test_a_where_clause_with_its_own_subject_is_someone_elses() -> None:
    check([
        ("ru", "Николай Гордеев родился в 1838 году в Самаре.",
         "Николай Гордеев переехал в Казань, где в 1870 году родилась его дочь.", "none"),
        ("en", "Isaac Rees was born in Swansea.",
         "Isaac Rees moved to Cardiff, where his son was born.", "none"),
    ])  # fmt: skip


def test_ending_ones_days_is_dying() -> None:
    check([
        ("en", "Isaac Rees died in Swansea.", "Isaac Rees ended his days in Cardiff.",
         "contradicts"),
        ("fr", "Jean Moreau mourut à Lyon.", "Jean Moreau finit ses jours à Paris.",
         "contradicts"),
        ("ru", "Николай Гордеев умер в Москве.", "Николай Гордеев окончил свои дни в Твери.",
         "contradicts"),
    ])  # fmt: skip


def test_where_after_a_place_in_a_region_is_the_place() -> None:
    check([
        ("en", "Jean Moreau was born in Lyon in 1880.",
         "Jean Moreau came from Sainte-Croix in the Jura, where he was born in 1880.",
         "contradicts"),
        ("en", "Jean Moreau was born in Sainte-Croix in 1880.",
         "Jean Moreau came from Sainte-Croix in the Jura, where he was born in 1880.", "agrees"),
        ("fr", "Jean Moreau est né à Lyon en 1880.",
         "Jean Moreau venait de Sainte-Croix, dans le Jura, où il est né en 1880.", "contradicts"),
    ])  # fmt: skip


def test_born_and_raised_in_a_place_is_born_there() -> None:
    check([
        ("en", "Isaac Rees was born in Swansea in 1850.", "Isaac Rees was born and raised in Cardiff.",
         "contradicts"),
        ("en", "Isaac Rees was born in Cardiff.", "Isaac Rees was born and bred in Cardiff.",
         "agrees"),
        ("fr", "Jean Moreau est né à Lyon.", "Jean Moreau est né et a grandi à Nantes.",
         "contradicts"),
        ("es", "Jean Moreau nació en Lyon.", "Jean Moreau nació y se crió en Nantes.", "contradicts"),
        ("ru", "Николай Гордеев родился в Москве.", "Николай Гордеев родился и вырос в Киеве.",
         "contradicts"),
        ("de", "Karl Brandt wurde in Kohlbach geboren.",
         "Karl Brandt wurde in Kiel geboren und wuchs dort auf.", "contradicts"),
    ])  # fmt: skip


def test_a_where_clause_that_denies_stays_a_clause_of_its_own() -> None:
    # round 19: "…, где о стекле и не слыхивали" made the subject's age a denied one
    from semnet.graph.judge.claims import analyse
    from semnet.graph.manuscript.names import NamedEntity, NameIndex

    names = NameIndex([NamedEntity("l", "character", "Grigory Lapshin", "c/l.md", ("Лапшин",))])
    got = analyse("В 1900 году Лапшин явился в Зареченск двадцатилетним парнем из дальней деревни, "
                  "где о стекле и не слыхивали.", "ru", names)  # fmt: skip
    ages = [c for c in got.claims if c.slot == "age"]
    assert ages and not ages[0].negated
