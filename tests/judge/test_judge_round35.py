"""Round 35 (issue 14): a post no list names, told by its shape (the noun a
person is said to be of the one place or thing it is held at: "was warden
of the Guild Hall", "the warden of the Guild Hall was …", "war Kantor der
Marienkirche", "fut syndic de la confrérie", "fue síndico de la cofradía",
"был казначеем цеха"); an approximate figure more than twice past a
floor ("at least 500" / "about 200"); a body set up ("set up the bank in
1862") or founded by an agent told by its noun after a German verb ("1862
gründeten Kaufleute die Hafenbank"); a death agreed by its date alone while
the other side names another place is withheld; decades in words or without
their century ("the sixties", "les années soixante", "die 60er Jahre") and
their parts ("the late 1860s", "Anfang der sechziger Jahre"); an English
year in words after "the year" or "before"; nobody killed in a happening
said with "personne ne", "никто не", "not a single life", "no murió nadie";
a post held by its own word ("held the post of warden", "занимал должность
казначея") and a head by "at the head of" or a Russian body before its verb
("во главе артели", "артелью руководил"); an age said with "всего" and no
unit; a date in apposition between commas ("в год пожара, в 1880-м, было …",
"In the year of the great fire, 1880, …"); a body that "просуществовал до"
a year; a ship that "took to the water" or that its builder launched; a place
denied to lie in another ("ne fait pas partie du canton du Valais"), and a
place's English verb in the present ("Orsat belongs to …"); the age one
lived to ("дожил до восьмидесяти лет") as an age at death, not a bound; an
age at an act above the age at death; a German birth, death or origin
said by a participle before the name ("Die 1852 in Vigo geborene Ann Hale
kam 1870 nach Leeds": born in 1852, not 1870); a post or a heading denied
("nunca llegó a dirigir la cofradía") is no holding. Sentences of our own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("hale", "character", "Ann Hale", "characters/ann-hale.md", ("Анна Хейл",)),
        NamedEntity("pike", "character", "Tom Pike", "characters/tom-pike.md", ("Том Пайк",)),
        NamedEntity("hall", "glossary", "Guild Hall", "glossary/guild-hall.md", ()),
        NamedEntity("kirche", "glossary", "Marienkirche", "glossary/marienkirche.md", ()),
        NamedEntity("conf", "glossary", "Confrérie", "glossary/confrerie.md", ("confrérie", "cofradía")),
        NamedEntity("sokolova", "character", "Maria Sokolova", "characters/maria-sokolova.md",
                    ("Мария Соколова", "Mary Sokol")),
        NamedEntity("guild", "glossary", "Weavers' Guild", "glossary/weavers-guild.md",
                    ("Цех ткачей", "цех ткачей")),
        NamedEntity("orsat", "place", "Orsat", "places/orsat.md", ("Орса",)),
        NamedEntity("valais", "place", "Valais", "places/valais.md", ("Wallis", "Вале")),
        NamedEntity("vaud", "place", "Vaud", "places/vaud.md", ("Waadt", "Во")),
        NamedEntity("ruge", "character", "Hans Ruge", "characters/hans-ruge.md", ("Ганс Руге",)),
        NamedEntity("curlew", "glossary", "Curlew", "glossary/curlew.md", ()),
        NamedEntity("zhdanko", "character", "Ivan Zhdanko", "characters/ivan-zhdanko.md", ("Иван Жданко",)),
        NamedEntity("artel", "glossary", "Artel", "glossary/artel.md", ("артель", "артели", "артелью")),
        NamedEntity("tsekh", "glossary", "Tsekh", "glossary/tsekh.md", ("цех", "цеха")),
        NamedEntity("mill", "glossary", "Orme Mill", "glossary/orme-mill.md", ()),
        NamedEntity("flood", "glossary", "Great Flood of 1882", "glossary/flood-1882.md",
                    ("Great Flood", "grande crue", "gran riada", "наводнения", "наводнение")),
        NamedEntity("vigo", "place", "Vigo", "places/vigo.md", ()),
        NamedEntity("leeds", "place", "Leeds", "places/leeds.md", ()),
        NamedEntity("bank", "glossary", "Harbour Bank", "glossary/harbour-bank.md", ("Hafenbank",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_an_unlisted_post_by_its_shape_has_one_holder_at_a_time() -> None:
    check([
        ("en", "Ann Hale was warden of the Guild Hall from 1880 to 1895.",
         "In 1890 the warden of the Guild Hall was Tom Pike.", "contradicts"),
        ("en", "Ann Hale was warden of the Guild Hall from 1880 to 1895.",
         "In 1890 the warden of the Guild Hall was the young Tom Pike.", "contradicts"),
        ("en", "Ann Hale was warden of the Guild Hall from 1880 to 1895.",
         "In 1890 the warden of the Guild Hall was Ann Hale.", "agrees"),
        ("de", "Ann Hale war von 1880 bis 1895 Kantor der Marienkirche.",
         "1890 war Tom Pike Kantor der Marienkirche.", "contradicts"),
        ("fr", "Ann Hale fut syndic de la confrérie de 1880 à 1895.",
         "En 1890, le syndic de la confrérie était Tom Pike.", "contradicts"),
        ("es", "Ann Hale fue síndico de la cofradía entre 1880 y 1895.",
         "En 1890 el síndico de la cofradía era Tom Pike.", "contradicts"),
        ("ru", "Анна Хейл была казначеем цеха с 1880 по 1895 год.",
         "В 1890 году казначеем цеха был Том Пайк.", "contradicts"),
    ])  # fmt: skip


def test_one_of_many_is_no_post() -> None:
    check([
        # an indefinite article, or a noun of one of many
        ("en", "Ann Hale was a clerk of the Guild Hall from 1880 to 1895.",
         "In 1890 Tom Pike was a clerk of the Guild Hall.", "none"),
        ("en", "Ann Hale was member of the Guild Hall from 1880 to 1895.",
         "In 1890 the member of the Guild Hall was Tom Pike.", "none"),
        # two different posts at one place
        ("en", "Ann Hale was warden of the Guild Hall from 1880 to 1895.",
         "In 1890 the treasurer of the Guild Hall was Tom Pike.", "none"),
    ])  # fmt: skip


def test_a_guess_far_below_a_floor_contradicts_it() -> None:
    check([
        ("en", "In 1880 the Orme Mill employed at least 500 hands.",
         "In 1880 the Orme Mill employed about 200 hands.", "contradicts"),
        # within twice the floor it stays in tension
        ("en", "In 1880 the Orme Mill employed at least 500 hands.",
         "In 1880 the Orme Mill employed about 400 hands.", "in_tension"),
        ("en", "In 1880 the Orme Mill employed at least 500 hands.",
         "In 1880 the Orme Mill employed about 700 hands.", "agrees"),
    ])  # fmt: skip


def test_a_body_set_up_or_founded_by_an_agent_told_by_its_noun() -> None:
    check([
        ("en", "The Harbour Bank was founded in 1850.",
         "A group of merchants set up the Harbour Bank in 1862.", "contradicts"),
        ("en", "The Harbour Bank was founded in 1850.",
         "The Harbour Bank was set up by a group of merchants in 1850.", "agrees"),
        ("de", "Die Hafenbank wurde 1850 gegründet.", "1862 gründeten Kaufleute die Hafenbank.",
         "contradicts"),
        # (a singular verb with its article was read before)
        ("de", "Die Hafenbank wurde 1850 gegründet.",
         "1862 gründete ein Kaufmann die Hafenbank.", "contradicts"),
        # a stall set up at the bank is no founding of the bank
        ("en", "The Harbour Bank was founded in 1850.",
         "In 1862 Tom Pike set up a stall at the Harbour Bank.", "none"),
    ])  # fmt: skip


def test_a_death_agreed_by_date_alone_while_the_other_side_names_another_place() -> None:
    check([
        ("en", "Ann Hale died in Vigo in 1890.",
         "Ann Hale left Leeds for the coast and died in 1890.", "none"),
        # no other place, or the same place named: the same death
        ("en", "Ann Hale died in Vigo in 1890.", "Ann Hale died in 1890.", "agrees"),
        ("en", "Ann Hale died in Vigo in 1890.",
         "Ann Hale, who had come to Vigo in 1850, died in 1890.", "agrees"),
        ("en", "Ann Hale died in Vigo in 1890.", "Ann Hale died in Leeds in 1890.",
         "contradicts"),
        # a birth the same way
        ("en", "Ann Hale was born in Vigo in 1850.",
         "Ann Hale was born in 1850 and grew up in Leeds.", "none"),
        ("en", "Ann Hale was born in Vigo in 1850.", "Ann Hale was born in 1850.", "agrees"),
    ])  # fmt: skip


def test_decades_in_words_without_their_century_and_their_parts() -> None:
    check([
        ("en", "The Harbour Bank was founded in 1862.",
         "The Harbour Bank was founded in the early eighteen-sixties.", "agrees"),
        ("en", "The Harbour Bank was founded in 1862.",
         "The Harbour Bank was founded in the late 1860s.", "contradicts"),
        ("en", "The Harbour Bank was founded in 1862.",
         "The Harbour Bank was founded in the sixties.", "agrees"),
        ("en", "The Harbour Bank was founded in 1862.",
         "The Harbour Bank was founded in the late eighteen-fifties.", "contradicts"),
        ("fr", "La banque du port fut fondée en 1862.",
         "La banque du port fut fondée à la fin des années 1860.", "contradicts"),
        ("es", "El banco del puerto se fundó en 1872.",
         "El banco del puerto se fundó a principios de los años sesenta.", "contradicts"),
        ("de", "Die Hafenbank wurde 1862 gegründet.",
         "Die Hafenbank wurde Anfang der sechziger Jahre gegründet.", "agrees"),
        ("de", "Die Hafenbank wurde 1862 gegründet.",
         "Die Hafenbank wurde Ende der 60er Jahre gegründet.", "contradicts"),
    ])  # fmt: skip


def test_an_english_year_in_words_after_the_year_or_before() -> None:
    check([
        ("en", "The Harbour Bank was founded in 1862.",
         "The Harbour Bank was founded in the year eighteen sixty-two.", "agrees"),
        ("en", "The Harbour Bank was founded in 1862.",
         "It was in the year eighteen fifty-nine that the Harbour Bank was founded.",
         "contradicts"),
        # an age range stays two ages
        ("en", "Ann Hale was born in 1850.", "Ann Hale married between eighteen and twenty.",
         "none"),
    ])  # fmt: skip


def test_nobody_killed_in_a_happening_is_a_toll_of_none() -> None:
    check([
        ("fr", "La grande crue de 1882 fit douze morts.",
         "Personne ne périt dans la grande crue de 1882.", "contradicts"),
        ("ru", "Во время наводнения 1882 года погибли двенадцать человек.",
         "Во время наводнения 1882 года никто не погиб.", "contradicts"),
        ("ru", "Во время наводнения 1882 года погибли двенадцать человек.",
         "Во время наводнения 1882 года не погиб ни один человек.", "contradicts"),
        ("es", "En la gran riada de 1882 murieron doce personas.",
         "En la gran riada de 1882 no murió nadie.", "contradicts"),
        ("en", "Nobody died in the Great Flood of 1882.",
         "Not a single life was lost in the Great Flood of 1882.", "agrees"),
    ])  # fmt: skip


def test_a_post_held_by_its_own_word_and_a_head_at_the_head() -> None:
    check([
        ("en", "Ann Hale was warden of the Guild Hall from 1880 to 1895.",
         "Tom Pike held the post of warden of the Guild Hall from 1888 to 1893.", "contradicts"),
        ("ru", "Анна Хейл была казначеем артели с 1880 по 1895 год.",
         "Должность казначея артели в 1890 году занимал Иван Жданко.", "contradicts"),
        ("ru", "Анна Хейл была казначеем артели с 1880 по 1895 год.",
         "Иван Жданко занимал пост казначея артели с 1888 по 1893 год.", "contradicts"),
        ("es", "Ann Hale fue síndico de la cofradía entre 1880 y 1895.",
         "Tom Pike ocupó el cargo de síndico de la cofradía entre 1888 y 1893.", "contradicts"),
        ("ru", "Анна Хейл руководила артелью с 1880 по 1895 год.",
         "С 1888 по 1893 год артелью руководил Иван Жданко.", "contradicts"),
        ("ru", "Анна Хейл руководила артелью с 1880 по 1895 год.",
         "В 1890 году во главе артели стоял Иван Жданко.", "contradicts"),
        ("en", "Ann Hale ran the Guild Hall from 1880 to 1895.",
         "In 1890 Ann Hale was at the head of the Guild Hall.", "agrees"),
        # a treasurer is no head
        ("ru", "Анна Хейл была казначеем артели с 1880 по 1895 год.",
         "С 1888 по 1893 год артелью руководил Иван Жданко.", "none"),
    ])  # fmt: skip


def test_an_age_dated_by_a_year_in_apposition_or_said_with_only() -> None:
    check([
        ("ru", "Мария Соколова родилась в 1850 году.",
         "Марии Соколовой в год большого пожара, в 1880-м, было тридцать два года.",
         "contradicts"),
        ("ru", "Мария Соколова родилась в 1848 году.",
         "Марии Соколовой в год большого пожара, в 1880-м, было тридцать два года.", "agrees"),
        ("en", "Mary Sokol was born in 1850.",
         "In the year of the great fire, 1880, Mary Sokol was twenty-two.", "contradicts"),
        ("ru", "Мария Соколова родилась в 1850 году.",
         "Марии Соколовой было всего двадцать два, когда в 1880 году вышла её книга.",
         "contradicts"),
    ])  # fmt: skip


def test_a_body_that_lasted_until_a_year_and_a_ship_that_took_to_the_water() -> None:
    check([
        ("ru", "Цех ткачей был распущен в 1875 году.", "Цех ткачей просуществовал до 1890 года.",
         "contradicts"),
        ("en", "The Curlew was launched on 9 May 1861.", "The Curlew took to the water in 1862.",
         "contradicts"),
        ("en", "The Curlew was launched in 1861.", "The Curlew took to the water in 1861.",
         "agrees"),
    ])  # fmt: skip


def test_a_ship_launched_by_its_builder() -> None:
    check([
        ("en", "The Curlew was launched on 9 May 1861.",
         "Tom Pike launched the Curlew at his yard on 12 June 1861.", "contradicts"),
        ("fr", "Le Curlew fut lancé le 9 mai 1861.",
         "Les charpentiers lancèrent le Curlew en 1862.", "contradicts"),
        ("es", "El Curlew fue botado en 1861.", "Los carpinteros botaron el Curlew en 1861.",
         "agrees"),
        # a campaign launched is no ship launched
        ("en", "The Curlew was launched on 9 May 1861.",
         "Tom Pike launched a campaign for the Curlew in 1862.", "none"),
    ])  # fmt: skip


def test_a_place_denied_to_lie_in_another() -> None:
    check([
        ("fr", "Orsat appartient au canton du Valais.",
         "Orsat ne fait pas partie du canton du Valais.", "contradicts"),
        ("de", "Orsat gehört zum Kanton Wallis.",
         "Orsat gehörte nie zum Wallis, sondern zum Kanton Waadt.", "contradicts"),
        ("ru", "Орса относится к кантону Вале.", "Орса никогда не относилась к кантону Вале.",
         "contradicts"),
        # denied in one place, given in another: nothing said
        ("en", "Orsat belongs to the canton of Vaud.", "Orsat has never belonged to Valais.",
         "none"),
        ("en", "Orsat never belonged to Valais.", "Orsat has never belonged to Valais.", "agrees"),
    ])  # fmt: skip


def test_a_places_verb_in_the_present() -> None:
    check([
        ("en", "Orsat belongs to the canton of Valais.",
         "Orsat belonged to the canton of Vaud.", "contradicts"),
        ("en", "Orsat belongs to the canton of Valais.", "Orsat lay in the canton of Valais.",
         "agrees"),
    ])  # fmt: skip


def test_the_age_one_lived_to_is_no_bound() -> None:
    check([
        ("de/ru", "Der alte Hans Ruge wurde 69 Jahre alt.", "Ганс Руге дожил до восьмидесяти лет.",
         "contradicts"),
        ("ru", "Ганс Руге умер в 80 лет.", "Ганс Руге дожил до восьмидесяти лет.", "agrees"),
        ("es", "Hans Ruge murió a los 69 años.", "Hans Ruge vivió hasta los ochenta años.",
         "contradicts"),
    ])  # fmt: skip


def test_an_age_at_an_act_above_the_age_at_death() -> None:
    check([
        ("en", "Hans Ruge died in 1890 at the age of 73.",
         "When he was 80, Hans Ruge opened a hotel.", "contradicts"),
        ("de", "Hans Ruge starb mit 73 Jahren.", "Mit 80 Jahren eröffnete Hans Ruge ein Hotel.",
         "contradicts"),
        # below it, or about it: nothing said
        ("en", "Hans Ruge died in 1890 at the age of 73.",
         "When he was 60, Hans Ruge opened a hotel.", "none"),
        ("en", "Hans Ruge died in 1890 at the age of about 73.",
         "When he was 80, Hans Ruge opened a hotel.", "none"),
    ])  # fmt: skip


def test_a_german_participle_of_birth_before_the_name() -> None:
    check([
        # before: the birth was dated by the clause's year, 1870
        ("de", "Ann Hale wurde 1852 in Vigo geboren.",
         "Die 1852 in Vigo geborene Ann Hale kam 1870 nach Leeds.", "agrees"),
        ("de", "Ann Hale wurde 1850 in Vigo geboren.",
         "Die 1852 in Vigo geborene Ann Hale kam 1870 nach Leeds.", "contradicts"),
        ("de", "Ann Hale wurde in Vigo geboren.",
         "Die aus Leeds stammende Ann Hale kam 1870 nach Vigo.", "contradicts"),
        ("de", "Ann Hale starb 1890 in Vigo.",
         "Die 1890 in Leeds verstorbene Ann Hale war Lehrerin.", "contradicts"),
    ])  # fmt: skip


def test_a_post_or_a_heading_denied_is_no_holding() -> None:
    check([
        ("es", "Ann Hale dirigió la cofradía de 1880 a 1895.",
         "Ann Hale nunca llegó a dirigir la cofradía: fue ayudante del síndico hasta 1890.",
         "none"),
        # a denial in a relative clause leaves the post
        ("en", "Ann Hale was warden of the Guild Hall from 1880 to 1895.",
         "Ann Hale, who never married, was warden of the Guild Hall in 1890.", "agrees"),
    ])  # fmt: skip
