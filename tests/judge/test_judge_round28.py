"""Round 28 (issue 14): a tower's height and bells, by any of its names —
the tower, the belfry and the church tower of one note are one tower, a
lighthouse's tower is the lighthouse for its height, and the bells in a
note's tower are its bells (not its events: a tower may be rebuilt apart
from its church; a church's tower is a part of it for its height);
a word that hedges a figure ("едва ли", "à peine", "всего") is no word of
the noun phrase before the figure; a place lies in one place of a level at a
time; a first issue, a first appearance or an existence since a year is a
founding, and "created", "established", "создал" name a founder; a German
sentence after a full stop opens with an article, not a relative pronoun;
a denial first and its reason after a colon deny the first clause's words.
Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("brenn", "place", "Brenn", "places/brenn.md", ("Бренн", "Бренне")),
        NamedEntity("anne", "place", "St Anne's Church", "places/st-annes-church.md",
                    ("St Anne's", "Sankt Annen", "Sainte-Anne", "Santa Ana", "церковь Святой Анны",
                     "церкви Святой Анны")),
        NamedEntity("light", "place", "Skerry Lighthouse", "places/skerry-lighthouse.md",
                    ("Phare de Skerry", "Leuchtturm Skerry", "Faro de Skerry", "Скеррийский маяк")),
        NamedEntity("orla", "place", "Orla", "places/orla.md", ("Орла", "Орле")),
        NamedEntity("mill", "place", "Orla Mill", "places/orla-mill.md", ("the mill",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_the_tower_the_belfry_and_the_church_tower_are_one_tower() -> None:
    check([
        ("fr/de", "Le clocher de Brenn mesure 41 mètres.", "Der Brenner Kirchturm ist 57 Meter "
         "hoch.", "contradicts"),
        ("en", "The belfry of Brenn is 41 metres high.", "The church tower of Brenn rises 57 "
         "metres.", "contradicts"),
        ("es/en", "El campanario de Brenn mide 41 metros de altura.", "The tower of Brenn is 41 "
         "metres high.", "agrees"),
        ("ru", "Колокольня в Бренне высотой 41 метр.", "Высота бреннской колокольни — всего "
         "25 метров.", "contradicts"),
    ])  # fmt: skip


def test_a_lighthouse_tower_is_the_lighthouse_and_a_tower_s_bells_its_note_s() -> None:
    check([
        ("en", "Skerry Lighthouse is 31 metres tall.", "The tower of Skerry Lighthouse rises 45 "
         "metres.", "contradicts"),
        # since round 48 a church is as high as its tower (round 28 had it no height of it)
        ("en", "St Anne's Church is 38 metres high.", "The tower of St Anne's rises 52 metres.",
         "contradicts"),
        ("en", "Skerry Lighthouse is 31 metres tall.", "The tower of Skerry Lighthouse stands 31 "
         "metres above the rock.", "agrees"),
        ("en/fr", "St Anne's has three bells.", "Le clocher de Sainte-Anne abrite cinq cloches.",
         "contradicts"),
        ("de", "Sankt Annen hat drei Glocken.", "Im Turm von Sankt Annen hängen drei Glocken.",
         "agrees"),
        # a village's tower is no village: its height is not the village's altitude
        ("en", "Orla lies 300 metres high.", "The tower of Orla is 40 metres high.", "none"),
        # a mill is no tower's building
        ("en", "Orla Mill is 12 metres high.", "The tower of Orla Mill is 20 metres high.",
         "none"),
        # the tower's events stay its own
        ("en", "St Anne's Church was built in 1450.", "The tower of St Anne's was built in 1880.",
         "none"),
    ])  # fmt: skip


def test_a_hedge_before_a_figure_is_no_word_of_the_phrase() -> None:
    check([
        ("ru", "В Орле около трёх тысяч жителей.", "В Орле едва ли двести жителей.",
         "contradicts"),
        ("ru", "В Орле около трёх тысяч жителей.", "В Орле всего двести жителей.",
         "contradicts"),
    ])  # fmt: skip


SITES = NameIndex(
    [
        NamedEntity("kval", "place", "Kvalnes", "places/kvalnes.md", ("Квальнес",)),
        NamedEntity("finn", "place", "Finnmark", "places/finnmark.md",
                    ("Финнмаркенскую губернию", "Финнмаркенской губернии")),
        NamedEntity("troms", "place", "Troms", "places/troms.md", ("Тромс",)),
        NamedEntity("halvern", "place", "Halvern", "places/halvern.md", ()),
        NamedEntity("orla", "place", "Orla", "places/orla.md", ("Kreis Orla",)),
        NamedEntity("wend", "place", "Wend", "places/wend.md", ()),
        NamedEntity("morel", "glossary", "Librairie Morel", "glossary/librairie-morel.md",
                    ("la librairie Morel", "Morel's bookshop")),
        NamedEntity("orf", "place", "Rue des Orfèvres", "places/rue-des-orfevres.md", ()),
        NamedEntity("pont", "place", "Rue du Pont", "places/rue-du-pont.md", ()),
        NamedEntity("bridge", "place", "Bridge Street", "places/bridge-street.md", ()),
        NamedEntity("mill", "place", "Mill Lane", "places/mill-lane.md", ()),
    ]
)  # fmt: skip
check_sites = stance_checker(RulesJudge(SITES))


def test_a_place_of_one_level_at_a_time() -> None:
    check_sites([
        ("en", "Kvalnes lay in the county of Finnmark.", "Kvalnes belonged to the county of Troms.",
         "contradicts"),
        ("de", "Halvern gehörte zum Kreis Orla.", "Halvern lag im Kreis Wend.", "contradicts"),
        ("ru", "Квальнес входил в Финнмаркенскую губернию.", "Квальнес относился к губернии "
         "Тромс.", "contradicts"),
        ("fr", "La librairie Morel se trouvait rue des Orfèvres.", "La librairie Morel était "
         "rue du Pont.", "contradicts"),
        ("en", "Morel's bookshop stood on Bridge Street.", "Morel's bookshop was in Mill Lane.",
         "contradicts"),
        ("en", "Morel's bookshop stood on Bridge Street.", "Morel's bookshop was on Bridge "
         "Street, by the river.", "agrees"),
    ])  # fmt: skip


def test_places_of_two_levels_a_change_or_beside_say_nothing() -> None:
    check_sites([
        # a street in the town: one may lie in the other
        ("en", "Morel's bookshop stood in Halvern.", "Morel's bookshop stood on Bridge Street.",
         "none"),
        ("en", "Kvalnes lay in the county of Finnmark.", "Until 1866 Kvalnes belonged to the "
         "county of Troms.", "none"),
        ("en", "Kvalnes lay in the county of Finnmark.", "Kvalnes lay just north of the county "
         "of Troms.", "none"),
        ("de", "Halvern gehörte zum Kreis Orla.", "1920 kam Halvern zum Kreis Wend.", "none"),
    ])  # fmt: skip


PRESS = NameIndex(
    [
        NamedEntity("gaz", "glossary", "Orla Courier", "glossary/orla-courier.md",
                    ("the Courier", "le Courrier d'Orla", "der Orlaer Kurier", "el Correo de Orla",
                     "«Орловский курьер»", "«Орловского курьера»")),
        NamedEntity("mill", "glossary", "Brenn Mill", "glossary/brenn-mill.md",
                    ("die Brenner Mühle", "la conserverie Brenn")),
        NamedEntity("vidal", "character", "Tomás Vidal", "characters/tomas-vidal.md",
                    ("Vidal", "Видаль")),
        NamedEntity("saez", "character", "Juan Sáez", "characters/juan-saez.md", ("Sáez",)),
        NamedEntity("somov", "character", "Иван Сомов", "characters/ivan-somov.md", ("Сомов",)),
        NamedEntity("orla", "place", "Orla", "places/orla.md", ("Орлу", "Орле")),
    ]
)  # fmt: skip
check_press = stance_checker(RulesJudge(PRESS))


def test_a_first_issue_or_an_existence_since_a_year_is_a_founding() -> None:
    check_press([
        ("en", "The Orla Courier was founded in 1871.", "The first number of the Orla Courier "
         "appeared in March 1880.", "contradicts"),
        ("en", "The Orla Courier was founded in 1871.", "The Courier has existed since 1871.",
         "agrees"),
        ("fr", "Le Courrier d'Orla fut fondé en 1871.", "Le premier numéro du Courrier d'Orla "
         "sortit en 1880.", "contradicts"),
        ("de", "Der Orlaer Kurier wurde 1871 gegründet.", "Der Orlaer Kurier erschien erstmals "
         "im Herbst 1880.", "contradicts"),
        ("es", "El Correo de Orla se fundó en 1871.", "El Correo de Orla existe desde 1880.",
         "contradicts"),
        ("ru", "«Орловский курьер» основан в 1871 году.", "«Орловский курьер» выходил с 1880 "
         "года.", "contradicts"),
        # a person who first appeared somewhere was not founded
        ("en", "Tomás Vidal was born in 1871.", "Tomás Vidal first appeared on the stage of the "
         "Orla Courier's hall in 1880.", "none"),
    ])  # fmt: skip


def test_a_founder_by_more_verbs() -> None:
    check_press([
        ("es", "El Correo de Orla se fundó en 1871.", "Vidal creó el Correo de Orla en 1880.",
         "contradicts"),
        ("ru", "«Орловский курьер» основан в 1871 году.", "Видаль создал «Орловский курьер» в "
         "1880 году.", "contradicts"),
        ("en", "The Orla Courier was founded in 1871.", "Vidal established the Orla Courier in "
         "1871.", "agrees"),
    ])  # fmt: skip


def test_a_german_sentence_after_a_full_stop_is_no_relative_clause() -> None:
    check_press([
        ("de", "Die Brenner Mühle wurde 1850 gebaut.", "Die Brenner Mühle war klein. Die Brenner "
         "Mühle wurde 1862 gebaut.", "contradicts"),
        # after a comma, "die" still opens a relative clause about the note before it
        ("de", "Vidal wurde 1850 geboren.", "Vidal arbeitete in der Brenner Mühle, die 1862 "
         "gebaut wurde.", "none"),
    ])  # fmt: skip


def test_a_denial_first_and_its_reason_after_a_colon() -> None:
    check_press([
        ("es", "Los alemanes requisaron la conserverie Brenn en 1941.", "La conserverie Brenn "
         "nunca fue requisada: los alemanes se limitaron a comprarle latas.", "contradicts"),
        ("en", "The Courier printed the decree in 1871.", "The Courier never printed the decree; "
         "its editor burned every copy the prefect sent.", "contradicts"),
    ])  # fmt: skip


def test_an_editor_a_bishop_and_a_keeper_hold_one_post_at_a_time() -> None:
    check_press([
        ("en", "Tomás Vidal edited the Orla Courier from 1880 to 1890.", "In 1885 the editor of "
         "the Orla Courier was Juan Sáez.", "contradicts"),
        ("ru", "Видаль редактировал «Орловский курьер» с 1880 по 1890 год.", "В 1885 году "
         "редактором «Орловского курьера» был Иван Сомов.", "contradicts"),
        ("es", "Tomás Vidal fue obispo de Orla de 1880 a 1890.", "En 1885 el obispo de Orla era "
         "Juan Sáez.", "contradicts"),
        ("en", "Tomás Vidal was the keeper of Brenn Mill from 1880 to 1890.", "In 1885 the "
         "keeper of Brenn Mill was Juan Sáez.", "contradicts"),
        ("en", "Tomás Vidal edited the Orla Courier from 1880 to 1890.", "In 1895 the editor of "
         "the Orla Courier was Juan Sáez.", "none"),
    ])  # fmt: skip


def test_a_staff_of_people_is_a_workforce_and_occupying_workers_employs_them() -> None:
    check_press([
        ("fr", "La conserverie Brenn occupait 85 ouvriers en 1900.", "En 1900, la conserverie "
         "Brenn avait un personnel de 30 personnes.", "contradicts"),
        ("fr", "La conserverie Brenn occupait 85 ouvriers en 1900.", "En 1900, la conserverie "
         "Brenn employait 85 ouvriers.", "agrees"),
    ])  # fmt: skip


def test_a_works_that_stopped_closed_then() -> None:
    check_press([
        ("en", "Brenn Mill closed in 1921.", "Brenn Mill ceased production in 1930.",
         "contradicts"),
        ("en", "Brenn Mill closed in 1921.", "Brenn Mill shut down for good in 1921.", "agrees"),
        ("fr", "La conserverie Brenn ferma en 1921.", "La conserverie Brenn cessa toute activité "
         "en 1930.", "contradicts"),
        ("de", "Die Brenner Mühle wurde 1921 geschlossen.", "Die Brenner Mühle stellte 1930 den "
         "Betrieb ein.", "contradicts"),
        ("es", "La conserverie Brenn cerró en 1921.", "La conserverie Brenn dejó de funcionar en "
         "1930.", "contradicts"),
        ("ru", "«Орловский курьер» закрылся в 1921 году.", "«Орловский курьер» прекратил "
         "существование в 1930 году.", "contradicts"),
    ])  # fmt: skip


def test_one_arrival_at_a_place() -> None:
    check_press([
        ("en", "Tomás Vidal arrived in Orla in 1880.", "Tomás Vidal came to Orla in 1885.",
         "contradicts"),
        ("ru/en", "Видаль приехал в Орлу в 1880 году.", "Tomás Vidal reached Orla in 1885.",
         "contradicts"),
        ("es", "Tomás Vidal llegó a Orla en 1880.", "Tomás Vidal llegó a Orla en 1880, ya viudo.",
         "agrees"),
        # another arrival, said so, and two visits, are no conflict
        ("en", "Tomás Vidal arrived in Orla in 1880.", "Tomás Vidal arrived in Orla again in "
         "1885.", "none"),
        ("en", "Tomás Vidal visited Orla in 1880.", "Tomás Vidal visited Orla in 1885.", "none"),
    ])  # fmt: skip


def test_a_firm_founded_by_more_words() -> None:
    check_press([
        ("en", "Brenn Mill was founded in 1871.", "Brenn Mill was incorporated in 1880.",
         "contradicts"),
        ("en", "Brenn Mill was founded in 1871.", "Brenn Mill came into being in 1871.",
         "agrees"),
        ("en", "Brenn Mill was founded in 1871.", "Three millers founded Brenn Mill in 1880.",
         "contradicts"),
        ("fr", "La conserverie Brenn fut fondée en 1871.", "Trois patrons fondèrent la "
         "conserverie Brenn en 1880.", "contradicts"),
        ("fr", "La conserverie Brenn fut fondée en 1871.", "La fondation de la conserverie Brenn "
         "remonte à 1880.", "contradicts"),
        ("de", "Die Brenner Mühle wurde 1871 gegründet.", "Die Gründung der Brenner Mühle geht "
         "auf das Jahr 1880 zurück.", "contradicts"),
        ("es", "La conserverie Brenn se fundó en 1871.", "La conserverie Brenn se constituyó en "
         "1880.", "contradicts"),
        ("ru", "«Орловский курьер» основан в 1871 году.", "«Орловский курьер» был создан в 1880 "
         "году.", "contradicts"),
    ])  # fmt: skip


def test_a_post_taken_is_held_that_year_and_one_tenure_has_one_period() -> None:
    check_press([
        ("en", "Tomás Vidal became mayor of Orla in 1880.", "Juan Sáez was mayor of Orla from "
         "1878 to 1886.", "contradicts"),
        ("de", "Tomás Vidal wurde 1880 Bürgermeister von Orla.", "Juan Sáez war von 1878 bis "
         "1886 Bürgermeister von Orla.", "contradicts"),
        # the predecessor leaves the year the successor comes
        ("en", "Tomás Vidal became mayor of Orla in 1880.", "Juan Sáez was mayor of Orla from "
         "1872 to 1880.", "none"),
        # one holder, one tenure told with other years
        ("en", "Tomás Vidal was mayor of Orla from 1880 to 1890.", "Tomás Vidal served as mayor "
         "of Orla from 1884 to 1895.", "contradicts"),
        ("en", "Tomás Vidal was mayor of Orla from 1880 to 1890.", "Tomás Vidal was mayor of Orla "
         "between 1880 and 1890.", "agrees"),
    ])  # fmt: skip


def test_a_speech_after_death_and_a_funeral_before_it() -> None:
    check_press([
        ("en", "Tomás Vidal died in 1901.", "In 1905 Tomás Vidal gave a speech at the harbour.",
         "contradicts"),
        ("en", "Tomás Vidal died in 1901.", "Tomás Vidal's funeral took place in March 1897.",
         "contradicts"),
        ("fr", "Tomás Vidal mourut en 1901.", "Les obsèques de Tomás Vidal eurent lieu en 1897.",
         "contradicts"),
        ("en", "Tomás Vidal died in 1901.", "In 1899 Tomás Vidal gave a speech at the harbour.",
         "none"),
    ])  # fmt: skip


def test_an_institution_that_goes_back_to_a_year_was_founded_then() -> None:
    check_press([
        ("en", "The Orla Courier was founded in 1871.", "The Orla Courier dates from 1880.",
         "contradicts"),
        ("fr", "Le Courrier d'Orla fut fondé en 1871.", "Le Courrier d'Orla remonte à 1880.",
         "contradicts"),
        ("de", "Der Orlaer Kurier wurde 1871 gegründet.", "Der Orlaer Kurier geht auf das Jahr "
         "1880 zurück.", "contradicts"),
        ("ru", "«Орловский курьер» основан в 1871 году.", "«Орловский курьер» ведёт свою историю "
         "с 1871 года.", "agrees"),
    ])  # fmt: skip
