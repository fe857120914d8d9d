"""Round 24 (issue 14): a noun phrase with a proper word of one note's name
("le feu de Kerbastic", "the Vesterby works") is that note; a capitalised
number word inside a sentence is a name's ("la Quinta del Roble"), not an
ordinal; a phrase made only of words of one note's names ("sa compagnie
baleinière", "la fábrica de vidrio") is that note, and a thing's coming into
the world ("vit le jour") its founding; a German compound ending in a kind
("die kleine Holzkirche") is the one note of that kind; what fits in a
building ("passten") is its capacity; "трудиться" is working, "работница"
a worker, a Russian adjective in "-ский" the place it is made of; walking down
the aisle is marrying; "sa maison de Kvalnes" is in Kvalnes; a main clause of a pronoun after a
clause naming one person is about that person; the bank or shore a place
stands on; a post taken up or left by a word of the held note's names; a person after a
Spanish impersonal plural as the subject of its passive; an outcome's
clause ends before "and" with a clause of its own, and a denial in a clause
after "and" is that clause's; a score is twenty; nautical miles, and a bare mile against one; who paid for a
building; "only a" after a verb of being is no count of one. Sentences of our own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.numwords import words_to_digits
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.judge.voice_es import participle, plain
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("rope", "glossary", "Vesterby Ropeworks", "glossary/vesterby-ropeworks.md",
                    ("the ropeworks", "la corderie Vesterby", "die Reeperbahn Vesterby",
                     "канатная фабрика «Вестербю»")),
        NamedEntity("light", "place", "Kerbastic Lighthouse", "places/kerbastic-lighthouse.md",
                    ("le phare de Kerbastic", "el faro de Kerbastic", "маяк Кербастик",
                     "Leuchtturm Kerbastic")),
        NamedEntity("telmo", "place", "Iglesia de San Telmo", "places/san-telmo.md"),
        NamedEntity("tomas", "character", "Tomás Arriaga", "characters/tomas-arriaga.md"),
        NamedEntity("quinta", "place", "La Quinta del Roble", "places/quinta-del-roble.md",
                    ("la quinta",)),
        NamedEntity("brandt", "character", "Haakon Brandt", "characters/haakon-brandt.md",
                    ("Brandt", "consul Brandt")),
        NamedEntity("whaling", "glossary", "Brandt Whaling Company", "glossary/brandt-whaling.md",
                    ("la compagnie baleinière Brandt", "die Walfanggesellschaft Brandt",
                     "китобойная компания Брандта")),
        NamedEntity("glass", "glossary", "Gusarov Glassworks", "glossary/gusarov-glassworks.md",
                    ("la fábrica de vidrio Gusárov", "the glassworks", "стекольный завод Гусарова")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_phrase_with_a_proper_word_of_a_notes_name_is_the_note() -> None:
    check([
        ("en/fr", "Kerbastic Lighthouse was first lit in 1859.",
         "Le feu de Kerbastic fut allumé pour la première fois en 1862.", "contradicts"),
        ("en", "Vesterby Ropeworks opened in 1870.", "The Vesterby works opened in 1874.",
         "contradicts"),
        ("de/en", "Die Vesterby-Werke wurden 1874 eröffnet.", "Vesterby Ropeworks opened in 1870.",
         "contradicts"),
        ("en", "Vesterby Ropeworks opened in 1870.", "The Vesterby works opened in 1870.",
         "agrees"),
        # the name's word in another script, inflected
        ("en/ru", "Kerbastic Lighthouse was first lit in 1859.",
         "Огонь Кербастика был впервые зажжён в 1862 году.", "contradicts"),
    ])  # fmt: skip


def test_a_quoted_name_word_alone_is_the_note() -> None:
    names = NameIndex([NamedEntity("rope", "glossary", "Vesterby Ropeworks",
                                   "glossary/vesterby-ropeworks.md", ("la corderie Vesterby",))])  # fmt: skip
    check2 = stance_checker(RulesJudge(names))
    check2([
        ("en/ru", "Vesterby Ropeworks opened in 1870.", "«Вестербю» открылась в 1874 году.",
         "contradicts"),
    ])  # fmt: skip


def test_a_person_or_a_part_named_after_the_note_is_not_the_note() -> None:
    check([
        # the keeper is a person, the harbour and the belfry are other things
        ("en", "Kerbastic Lighthouse was built in 1850.", "The keeper of Kerbastic died in 1901.",
         "none"),
        ("en", "Kerbastic Lighthouse was built in 1850.",
         "The harbour of Kerbastic was built in 1870.", "none"),
        ("es", "La iglesia de San Telmo fue construida en 1420.",
         "El campanario de San Telmo fue construido en 1610.", "none"),
    ])  # fmt: skip


def test_a_word_two_notes_share_names_neither() -> None:
    names = NameIndex(
        [
            *NAMES.entities.values(),
            NamedEntity("dock", "place", "Vesterby Dock", "places/vesterby-dock.md"),
        ]
    )
    check2 = stance_checker(RulesJudge(names))
    check2([
        ("en", "Vesterby Ropeworks opened in 1870.", "The Vesterby works opened in 1874.", "none"),
    ])  # fmt: skip


def test_a_capitalised_number_word_inside_a_sentence_is_a_name() -> None:
    assert words_to_digits("compró la Quinta del Roble en 1881", "es") == (
        "compró la Quinta del Roble en 1881"
    )
    assert words_to_digits("la Cinquième République", "fr") == "la Cinquième République"
    # a number word at the start or in lower case is still a figure
    assert words_to_digits("Twenty men lived in five houses", "en") == "20 men lived in 5 houses"
    check([
        ("es/en", "Tomás Arriaga compró la Quinta del Roble en 1881.",
         "Tomás Arriaga bought the Quinta del Roble in 1885.", "contradicts"),
    ])  # fmt: skip


def test_a_phrase_of_words_of_one_notes_names_is_the_note() -> None:
    check([
        ("fr", "Haakon Brandt fonda sa compagnie baleinière en 1868.",
         "La compagnie baleinière Brandt vit le jour en 1871.", "contradicts"),
        ("fr", "Haakon Brandt fonda sa compagnie baleinière en 1868.",
         "La compagnie baleinière Brandt vit le jour en 1868.", "agrees"),
        ("es", "La fábrica de vidrio se fundó en 1851.",
         "La fábrica de vidrio Gusárov se fundó en 1856.", "contradicts"),
        ("es/en", "La fábrica de vidrio se fundó en 1851.",
         "The Gusarov Glassworks was founded in 1856.", "contradicts"),
        # two words of its name that make one concept
        ("ru/en", "Стекольный завод основали в 1851 году.",
         "The Gusarov Glassworks was founded in 1856.", "contradicts"),
        # a word of no name of the note's: another company
        ("fr", "Haakon Brandt fonda sa compagnie de pêche en 1868.",
         "La compagnie baleinière Brandt vit le jour en 1871.", "none"),
    ])  # fmt: skip


# one church only (San Telmo's above is another)
CHURCH = NameIndex([NamedEntity("church", "place", "Kvalnes Church", "places/kvalnes-church.md",
                                ("the church", "die Kirche von Kvalnes", "l'église de Kvalnes"))])  # fmt: skip
check_church = stance_checker(RulesJudge(CHURCH))


def test_a_german_compound_ending_in_a_kind_is_the_note_of_that_kind() -> None:
    check_church([
        ("de", "Die kleine Holzkirche wurde 1890 gebaut.",
         "Die Kirche von Kvalnes wurde 1863 gebaut.", "contradicts"),
        ("de/en", "Die Dorfkirche wurde 1863 gebaut.", "The church was built in 1863.", "agrees"),
        # a compound whose head is another thing: the church's tower
        ("de", "Der Kirchturm wurde 1890 gebaut.", "Die Kirche von Kvalnes wurde 1863 gebaut.",
         "none"),
    ])  # fmt: skip


def test_what_fits_in_a_building_is_its_capacity() -> None:
    check_church([
        ("de", "In die kleine Holzkirche passten kaum mehr als hundert Menschen.",
         "Die Kirche von Kvalnes bot Platz für vierhundert Menschen.", "contradicts"),
        ("en/de", "The church could hold four hundred people.",
         "In die Kirche passten 400 Menschen.", "agrees"),
    ])  # fmt: skip


WORK = NameIndex(
    [
        NamedEntity("vlad", "character", "Vladimir Brandt", "characters/vladimir-brandt.md",
                    ("Владимир Брандт",)),
        NamedEntity("sosn", "place", "Sosnovka", "places/sosnovka.md", ("Сосновка",)),
        NamedEntity("nord", "glossary", "Nordlys Cannery", "glossary/nordlys.md",
                    ("консервный завод «Нурдлюс»", "la conserverie Nordlys")),
        NamedEntity("pyotr", "character", "Pyotr Gusarov", "characters/pyotr.md", ("Pyotr",)),
        NamedEntity("merc", "character", "Mercedes Alcántara", "characters/mercedes.md",
                    ("Mercedes",)),
    ]
)  # fmt: skip
check_work = stance_checker(RulesJudge(WORK))


def test_toiling_women_workers_and_place_adjectives_in_russian() -> None:
    check_work([
        ("ru", "Владимир Брандт работал на фабрике в Сосновке.",
         "Владимир Брандт трудился на сосновской фабрике.", "agrees"),
        ("ru", "Владимир Брандт работал на фабрике в Сосновке.",
         "Владимир Брандт трудился на московской фабрике.", "in_tension"),
        ("ru", "На консервном заводе «Нурдлюс» в 1930 году работало около 140 женщин.",
         "В 1930 году на «Нурдлюсе» трудились примерно сто сорок работниц.", "agrees"),
    ])  # fmt: skip


def test_walking_down_the_aisle_is_marrying() -> None:
    check_work([
        ("en", "Pyotr married Mercedes Alcántara in 1874.",
         "Mercedes walked down the aisle with Pyotr in 1878.", "contradicts"),
        ("en", "Pyotr married Mercedes Alcántara in 1874.",
         "Mercedes walked down the aisle with Pyotr in 1874.", "agrees"),
    ])  # fmt: skip


def test_a_home_of_a_place_is_in_that_place() -> None:
    names = NameIndex([
        NamedEntity("rybin", "character", "Afanasy Rybin", "characters/rybin.md",
                    ("Rybin", "Rybine")),
        NamedEntity("kval", "place", "Kvalnes", "places/kvalnes.md"),
        NamedEntity("ark", "place", "Arkhangelsk", "places/arkhangelsk.md", ("Arcángel",)),
    ])  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("fr", "Rybine mourut en 1899 dans sa maison de Kvalnes.", "Rybine mourut à Arkhangelsk.",
         "contradicts"),
        ("es", "Rybin murió en 1899 en su casa de Kvalnes.", "Rybin murió en Arcángel.",
         "contradicts"),
        ("es/fr", "Rybin murió en 1899 en su casa de Kvalnes.", "Rybine mourut à Kvalnes.",
         "agrees"),
    ])  # fmt: skip


def test_a_pronoun_after_a_clause_naming_one_person_is_that_person() -> None:
    names = NameIndex([
        NamedEntity("anna", "character", "Anna Holm", "characters/anna-holm.md", ("Anna",)),
        NamedEntity("olaf", "character", "Olaf Berg", "characters/olaf-berg.md", ("Olaf",)),
        NamedEntity("kval", "place", "Kvalnes", "places/kvalnes.md"),
    ])  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("en", "When Anna arrived in Kvalnes in 1890, she was twenty.",
         "Anna Holm was born in 1875.", "contradicts"),
        ("fr", "Quand Anna arriva à Kvalnes en 1890, elle avait vingt ans.",
         "Anna Holm naquit en 1875.", "contradicts"),
        ("es", "Cuando Anna llegó a Kvalnes en 1890, tenía veinte años.",
         "Anna Holm nació en 1870.", "agrees"),
        # the when-clause's own event, its subject the main one
        ("en", "When Anna died in 1931, she was living in Kvalnes.", "Anna Holm died in 1935.",
         "contradicts"),
        ("es", "Cuando Anna murió en 1931, vivía en Kvalnes.", "Anna Holm murió en 1931.",
         "agrees"),
        # two people named before the pronoun: nobody's
        ("en", "When Anna met Olaf in 1890, she was twenty.", "Anna Holm was born in 1875.",
         "none"),
    ])  # fmt: skip


def test_the_bank_or_shore_a_place_stands_on() -> None:
    names = NameIndex([
        NamedEntity("oil", "glossary", "Tranfabrik", "glossary/tranfabrik.md",
                    ("the fish-oil factory", "die Tranfabrik", "la fábrica de aceite")),
        NamedEntity("zar", "place", "Zarechensk", "places/zarechensk.md", ("Зареченск",)),
        NamedEntity("anna", "character", "Anna Holm", "characters/anna-holm.md", ("Anna",)),
    ])  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("de/en", "Die Tranfabrik wurde 1871 am Nordufer errichtet.",
         "The fish-oil factory stood on the south shore.", "contradicts"),
        ("es", "Zarechensk se levanta en la orilla derecha del Oká.",
         "Zarechensk, en la orilla izquierda y baja del Oká, se inundaba cada primavera.",
         "contradicts"),
        ("ru/fr", "Зареченск стоит на правом берегу Оки.", "Zarechensk est sur la rive gauche.",
         "contradicts"),
        ("fr/en", "Zarechensk est sur la rive gauche de l'Oka.",
         "Zarechensk stands on the left bank of the Oka.", "agrees"),
        # another axis, both banks, a person's bank: nothing
        ("en", "Zarechensk lies on the left bank of the Oka.",
         "Zarechensk lies on the north shore of the lake.", "none"),
        ("en", "Zarechensk spreads over the left bank and the right bank.",
         "Zarechensk lies on the left bank.", "none"),
        ("en", "Anna lived on the left bank in 1890.", "Anna lived on the right bank in 1900.",
         "none"),
    ])  # fmt: skip


def test_a_post_taken_up_or_left_by_a_word_of_the_notes_names() -> None:
    names = NameIndex([
        NamedEntity("hilda", "character", "Hilda Brun", "characters/hilda-brun.md",
                    ("Hilda", "Хильда Брун")),
        NamedEntity("choir", "glossary", "Harmonie Choir", "glossary/harmonie.md",
                    ("der Chor «Harmonie»", "le chœur Harmonie", "хор «Гармония»",
                     "el coro Harmonie")),
    ])  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("de", "Hilda Brun leitete den Chor «Harmonie» von 1901 bis 1930.",
         "Hilda Brun übernahm den Chor erst 1912.", "contradicts"),
        ("ru", "Хильда Брун руководила хором «Гармония» с 1901 по 1930 год.",
         "Хильда Брун приняла хор лишь в 1912 году.", "contradicts"),
        ("fr", "Hilda Brun dirigea le chœur Harmonie de 1901 à 1930.",
         "Hilda Brun quitta le chœur en 1920.", "contradicts"),
        ("es", "Hilda Brun dirigió el coro Harmonie de 1901 a 1930.",
         "Hilda Brun tomó el coro en 1901.", "agrees"),
        # something else taken up
        ("de", "Hilda Brun leitete den Chor «Harmonie» von 1901 bis 1930.",
         "Hilda Brun übernahm die Schule erst 1912.", "none"),
    ])  # fmt: skip


def test_a_person_after_a_spanish_impersonal_plural_is_the_subject() -> None:
    assert plain("En 1929 destituyeron a Vorónova de la dirección del museo.") == (
        "En 1929 Vorónova fue destituido de la dirección del museo."
    )
    assert plain("Enterraron a don Tomás en el cementerio viejo.") == (
        "Don Tomás fue enterrado en el cementerio viejo."
    )
    assert participle("abrieron") == "abierto" and participle("nombraron") == "nombrado"
    # a subject of its own: the person stays the object
    chose = "Los mineros eligieron a Pardo en 1913."
    assert plain(chose) == chose
    names = NameIndex([
        NamedEntity("olga", "character", "Olga Voronova", "characters/voronova.md",
                    ("Vorónova",)),
        NamedEntity("museum", "glossary", "Town Museum", "glossary/museum.md", ("el museo",)),
    ])  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("es", "Vorónova dirigió el museo hasta 1935.",
         "En 1929 destituyeron a Vorónova de la dirección del museo.", "contradicts"),
        ("es", "Vorónova nació en 1880.", "Enterraron a Vorónova en 1950, con ochenta años.",
         "contradicts"),
    ])  # fmt: skip


def test_an_outcomes_clause_ends_before_and_with_a_clause_of_its_own() -> None:
    names = NameIndex([NamedEntity("kess", "character", "Friedrich Kessler",
                                   "characters/kessler.md", ("Kessler",))])  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("fr/de", "Kessler quitta la Russie en 1899 et rentra en Allemagne.",
         "1899 verließ Kessler Russland und ging nach Deutschland zurück.", "agrees"),
        ("en/de", "Kessler left Russia in 1899.",
         "1899 verließ Kessler Russland und ging nach Deutschland zurück.", "agrees"),
        # "after" in the clause still orders it
        ("fr", "Kessler quitta la Russie après la grande grève.", "Kessler quitta la Russie en 1899.",
         "none"),
    ])  # fmt: skip


def test_a_denial_after_and_is_that_clauses_own() -> None:
    names = NameIndex([
        NamedEntity("olga", "character", "Olga Voronova", "characters/voronova.md",
                    ("Vorónova", "Voronova")),
        NamedEntity("museum", "glossary", "Town Museum", "glossary/museum.md",
                    ("el museo", "the museum")),
    ])  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("es", "Vorónova dirigió el museo hasta 1935.",
         "En 1929 destituyeron a Vorónova de la dirección del museo, y nunca volvió a pisarlo.",
         "contradicts"),
        ("en", "Voronova ran the museum until 1935.",
         "Voronova was dismissed from the museum in 1929, and never set foot in it again.",
         "contradicts"),
    ])  # fmt: skip


def test_scores_are_twenties() -> None:
    assert words_to_digits("a score of boats", "en") == "20 boats"
    assert words_to_digits("two score men came", "en") == "40 men came"
    assert words_to_digits("fourscore years", "en") == "80 years"
    assert words_to_digits("the score was 2-1", "en") == "the score was 2-1"
    names = NameIndex([NamedEntity("quay", "place", "Steamer Quay", "places/quay.md",
                                   ("the quay",))])  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("en", "In 1900 the quay had a score of warehouses.",
         "In 1900 the quay had twenty warehouses.", "agrees"),
        ("en", "In 1900 the quay had a score of warehouses.",
         "In 1900 the quay had seven warehouses.", "contradicts"),
    ])  # fmt: skip


def test_nautical_miles() -> None:
    names = NameIndex([NamedEntity("light", "place", "Kerbastic Lighthouse",
                                   "places/kerbastic.md",
                                   ("the lighthouse", "der Leuchtturm", "маяк"))])  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("en/de", "The lighthouse could be seen 14 nautical miles away.",
         "Der Leuchtturm war 14 Seemeilen weit zu sehen.", "agrees"),
        ("en/fr", "The lighthouse could be seen 14 nautical miles away.",
         "Le phare se voyait à 26 kilomètres.", "agrees"),
        ("en", "The lighthouse could be seen 14 nautical miles away.",
         "The lighthouse could be seen 40 kilometres away.", "contradicts"),
        # at sea a bare mile is the nautical one
        ("ru/en", "Маяк был виден за 14 морских миль.",
         "The lighthouse could be seen 14 miles away.", "agrees"),
    ])  # fmt: skip


def test_who_paid_for_a_building() -> None:
    names = NameIndex([
        NamedEntity("rybin", "character", "Afanasy Rybin", "characters/rybin.md",
                    ("Rybin", "Rybine", "Рыбин")),
        NamedEntity("gus", "character", "Ivan Gusarov", "characters/gusarov.md",
                    ("Iván Gusárov", "Gusárov", "Gusarov")),
        NamedEntity("chapel", "place", "St Nicholas Chapel", "places/chapel.md",
                    ("die Nikolauskapelle", "la chapelle Saint-Nicolas",
                     "la capilla de San Nicolás", "Никольская часовня")),
        NamedEntity("church", "place", "Church of the Transfiguration", "places/church.md",
                    ("la iglesia de la Transfiguración",)),
    ])  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("en", "Rybin paid for the building of the St Nicholas Chapel.",
         "The St Nicholas Chapel was built at Ivan Gusarov's expense.", "contradicts"),
        ("de/es", "Die Nikolauskapelle wurde 1862 auf Rybins Kosten erbaut.",
         "La capilla de San Nicolás se construyó con el dinero de Iván Gusárov.", "contradicts"),
        ("es/en", "La capilla de San Nicolás se construyó con el dinero de Iván Gusárov.",
         "Gusarov paid for the St Nicholas Chapel out of his own pocket.", "agrees"),
        # the thing by a word of its name
        ("es", "La iglesia de la Transfiguración se construyó con el dinero de Iván Gusárov.",
         "El viejo Gusárov pagó de su bolsillo la construcción de la Transfiguración.", "agrees"),
        # a funder beside another, or no word of paying: nothing
        ("en", "Rybin paid for the building of the St Nicholas Chapel.",
         "Gusarov also paid for the St Nicholas Chapel.", "none"),
        ("en", "Rybin prayed in the St Nicholas Chapel.",
         "Gusarov paid for the St Nicholas Chapel.", "none"),
        # no making, and the thing not named by the words of paying: not what was paid for
        ("fr", "Rybine paya la chapelle Saint-Nicolas en 1862.",
         "La chapelle Saint-Nicolas fut payée par Gusarov.", "contradicts"),
        ("en", "Rybin paid for his passage to the St Nicholas Chapel in 1870.",
         "Gusarov paid for the St Nicholas Chapel.", "none"),
    ])  # fmt: skip


def test_only_a_after_a_verb_of_being_is_no_count_of_one() -> None:
    assert words_to_digits("Kvalnes n'était qu'un hameau.", "fr") == "Kvalnes n'était qu'un hameau."
    assert words_to_digits("Elle n'avait qu'une sœur.", "fr") == "Elle n'avait qu'1 sœur."
    assert words_to_digits("Das Dorf war nur ein Weiler.", "de") == "Das Dorf war nur ein Weiler."
    assert words_to_digits("Sie hatte nur eine Schwester.", "de") == "Sie hatte nur 1 Schwester."
    assert words_to_digits("El pueblo era solo una aldea.", "es") == "El pueblo era solo una aldea."
    assert words_to_digits("Tenía solo un hermano.", "es") == "Tenía solo 1 hermano."
