"""The rules judge's reading of values given attributively (dev9-attrib,
issue 14): a colour of eyes or hair, widowed, unmarried, childless, blind
before a name; a material or a height before a thing's name or inside it; a
material in a predicate noun phrase; a former material; and the attribute of
another noun, which says nothing of the subject. Each test uses sentences of
its own, not the evaluation set's."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge import attributive
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("mary", "character", "Mary Tregear", "characters/mary-tregear.md"),
        NamedEntity("jory", "character", "Jory Nance", "characters/jory-nance.md"),
        NamedEntity("lotte", "character", "Lotte Ahrens", "characters/lotte-ahrens.md"),
        NamedEntity("jules", "character", "Jules Morvan", "characters/jules-morvan.md"),
        NamedEntity("lucia", "character", "Lucía Pardo", "characters/lucia-pardo.md"),
        NamedEntity("vera", "character", "Вера Сомова", "characters/vera-somova.md"),
        NamedEntity("kirill", "character", "Кирилл Орлов", "characters/kirill-orlov.md"),
        NamedEntity("hall", "glossary", "Trevose Hall", "glossary/trevose-hall.md"),
        NamedEntity("spire", "glossary", "Saint Piran Spire", "glossary/saint-piran-spire.md"),
        NamedEntity("scheune", "glossary", "Ahrensscheune", "glossary/ahrensscheune.md"),
        NamedEntity("moulin", "glossary", "Moulin de Trégor", "glossary/moulin-de-tregor.md"),
        NamedEntity("izba", "glossary", "Изба Орловых", "glossary/izba-orlovyh.md"),
        NamedEntity("kolok", "glossary", "Ильинская колокольня", "glossary/ilinskaya.md"),
        NamedEntity("nant", "place", "Nantcoed", "places/nantcoed.md"),
        NamedEntity("ozerki", "place", "Озерки", "places/ozerki.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)


check = stance_checker(JUDGE)


def test_a_colour_before_a_name_is_the_named_persons() -> None:
    check([
        ("en", "Mary Tregear had grey eyes.", "The brown-eyed Mary Tregear sang in the choir.",
         "contradicts"),
        ("de", "Lotte Ahrens hatte blondes Haar.", "Die schwarzhaarige Lotte Ahrens nähte "
         "Hemden für die Fischer.", "contradicts"),
        ("fr", "Jules Morvan avait les yeux noirs.", "Jules Morvan, un colosse aux yeux gris, "
         "tenait la forge.", "contradicts"),
        ("es", "Lucía Pardo tenía los ojos negros.", "La ojiverde Lucía Pardo cosía en el "
         "portal.", "contradicts"),
        ("ru", "У Веры Сомовой были светлые волосы.", "Черноволосую Веру Сомову видели на "
         "ярмарке.", "contradicts"),
        ("en", "Mary Tregear had brown eyes.", "The brown-eyed Mary Tregear sang in the choir.",
         "agrees"),
        ("fr", "Les cheveux de Jules Morvan étaient blonds.", "Jules Morvan aux cheveux noirs "
         "tenait la forge.", "contradicts"),  # "cheveu" is a body part's lemma
    ])  # fmt: skip


def test_a_colour_of_another_noun_says_nothing_of_the_subject() -> None:
    check([
        ("en", "Mary Tregear had grey eyes.", "Mary Tregear nursed a brown-eyed foundling.",
         "none"),
        ("de", "Lotte Ahrens hatte blaue Augen.", "Lotte Ahrens zog den schwarzäugigen Sohn "
         "des Müllers auf.", "none"),
        ("fr", "Jules Morvan avait les yeux noirs.", "Jules Morvan ferra la jument d'un "
         "marchand aux yeux gris.", "none"),
        ("es", "Lucía Pardo tenía los ojos negros.", "Lucía Pardo crió a un niño de ojos "
         "claros y verdes.", "none"),
        ("ru", "У Кирилла Орлова были серые глаза.", "Кирилл Орлов нанял кареглазого "
         "приказчика.", "none"),
        # a possessor: "the red-haired Jory Nance's wife" is the wife
        ("en", "Jory Nance had black hair.", "The red-haired Jory Nance's wife baked for the "
         "fair.", "none"),
    ])  # fmt: skip


def test_a_genitive_attribute_is_the_possessors() -> None:
    check([
        ("de", "Lotte Ahrens hatte braunes Haar.", "Der Mann der rothaarigen Lotte Ahrens "
         "fuhr zur See.", "contradicts"),
        ("ru", "У Кирилла Орлова были карие глаза.", "Жена голубоглазого Кирилла Орлова "
         "держала лавку.", "contradicts"),
    ])  # fmt: skip


def test_widowed_unmarried_childless_blind_before_a_name() -> None:
    check([
        ("en", "Jory Nance married a baker in 1871.", "The unmarried Jory Nance kept bees "
         "until she died.", "contradicts"),
        ("de", "Lotte Ahrens hatte drei Kinder.", "Die kinderlose Lotte Ahrens vererbte den "
         "Hof ihrer Nichte.", "contradicts"),
        ("es", "Lucía Pardo nunca se casó.", "La soltera Lucía Pardo cosía para las monjas.",
         "agrees"),
        ("ru", "У Кирилла Орлова было двое детей.", "Бездетный Кирилл Орлов оставил избу "
         "соседу.", "contradicts"),
        ("fr", "Jules Morvan était veuf.", "Le veuf Jules Morvan tenait la forge.", "agrees"),
        ("en", "Mary Tregear was blind.", "The blind Mary Tregear knitted for the lifeboat men.",
         "agrees"),
    ])  # fmt: skip


def test_another_persons_attribute_is_no_act_against_it() -> None:
    check([
        ("en", "Mary Tregear sketched the cove every morning.", "The blind fiddler's daughter, "
         "Mary Tregear, sketched the cove every morning.", "agrees"),
        ("es", "Lucía Pardo bordaba manteles.", "La nieta del barquero ciego, Lucía Pardo, "
         "bordaba manteles.", "agrees"),
    ])  # fmt: skip


def test_a_material_before_or_inside_a_things_name() -> None:
    check([
        ("en", "Trevose Hall was built of brick.", "Visitors admired the stone Trevose Hall "
         "from the lane.", "contradicts"),
        ("de", "Die Ahrensscheune war aus Stein.", "Die hölzerne Ahrensscheune stand am "
         "Deich.", "contradicts"),
        ("fr", "Le moulin de Trégor est en pierre.", "Le moulin en bois de Trégor tournait "
         "encore en 1900.", "contradicts"),
        ("en", "Trevose Hall was built of brick.", "Trevose Hall was a plain brick house above "
         "the quay.", "agrees"),
    ])  # fmt: skip


def test_a_material_in_a_predicate_noun_phrase_or_an_apposition() -> None:
    check([
        ("en", "Trevose Hall was built of stone.", "Trevose Hall was a draughty old timber "
         "house.", "contradicts"),
        ("fr", "Le moulin de Trégor est en pierre.", "Le moulin de Trégor, une petite bâtisse "
         "en bois, tournait encore.", "contradicts"),
        ("en", "Trevose Hall was built of stone.", "Trevose Hall was a house with a timber "
         "porch.", "none"),  # a part's material
    ])  # fmt: skip


def test_a_former_material_qualifies() -> None:
    check([
        ("en", "Trevose Hall was built of timber.", "The once wooden Trevose Hall was refaced "
         "in brick in 1880.", "qualifies"),
        ("de", "Die Ahrensscheune war aus Holz.", "Die einst hölzerne Ahrensscheune wurde "
         "1901 aus Stein neu gebaut.", "qualifies"),
        ("en", "Trevose Hall was built of brick.", "The once wooden Trevose Hall was refaced "
         "in brick in 1880.", "none"),  # what it was once against what it is
    ])  # fmt: skip


def test_a_height_before_a_tall_things_name() -> None:
    check([
        ("en", "Saint Piran Spire is 40 metres high.", "The 25-metre Saint Piran Spire was "
         "struck by lightning.", "contradicts"),
        ("en", "Saint Piran Spire is 25 metres high.", "The 25-metre Saint Piran Spire was "
         "struck by lightning.", "agrees"),
        ("ru", "Ильинская колокольня имеет высоту 60 метров.", "Сорокаметровая Ильинская "
         "колокольня видна из Озерков.", "contradicts"),
    ])  # fmt: skip


def test_the_rewrite_says_the_attribute_as_a_sentence() -> None:
    said = attributive.plain("The brown-eyed Mary Tregear sang in the choir.", "en", NAMES)
    assert said == "Mary Tregear sang in the choir. Mary Tregear was brown-eyed."
    said = attributive.plain("Die verwitwete Lotte Ahrens nähte Hemden.", "de", NAMES)
    assert said == "Lotte Ahrens nähte Hemden. Lotte Ahrens war verwitwet."
    said = attributive.plain("Слепая Вера Сомова вязала чулки.", "ru", NAMES)
    assert said == "Вера Сомова вязала чулки. Вера Сомова была слепой."
    # a Russian material that opens the sentence is written small: the noun is the subject
    said = attributive.plain("Деревянная церковь в Озерках сгорела.", "ru", NAMES)
    assert said == "деревянная церковь в Озерках сгорела."
    # nothing attributive: the statement as it was ("lediglich" is no "ledig")
    for lang, plain in (
        ("en", "Mary Tregear sang in the choir."),
        ("de", "Lediglich Lotte Ahrens kam zur Hochzeit."),
    ):
        assert attributive.plain(plain, lang, NAMES) == plain


def test_seeing_well_against_blindness() -> None:
    check([
        ("en", "Mary Tregear could see clearly to the end of her days.", "The blind Mary "
         "Tregear knitted for the lifeboat men.", "contradicts"),
        ("de", "Lotte Ahrens konnte noch im Alter gut sehen.", "Die blinde Lotte Ahrens "
         "flocht Körbe.", "contradicts"),
        ("es", "Lucía Pardo veía muy bien de cerca.", "La ciega Lucía Pardo cosía de "
         "memoria.", "contradicts"),
        ("ru", "Вера Сомова хорошо видела до самой смерти.", "Слепая Вера Сомова вязала "
         "чулки.", "contradicts"),
        # another person's blindness says nothing of hers
        ("en", "Mary Tregear could see clearly to the end of her days.", "Mary Tregear "
         "read to her blind husband every evening.", "none"),
    ])  # fmt: skip


def test_a_place_born_before_a_name_is_a_birth_place() -> None:
    check([
        ("en", "Mary Tregear was born in Truro.", "The Penzance-born Mary Tregear moved to Truro in 1890.",
         "contradicts"),
        ("en", "Mary Tregear was born in Penzance.", "The Penzance-born Mary Tregear moved to Truro.",
         "agrees"),
        # a nation before "-born" is no place, and "first-born" none
        ("en", "Mary Tregear was born in Truro.", "The Welsh-born Mary Tregear moved to Leeds.",
         "none"),
        ("en", "Mary Tregear was born in 1870.", "The first-born Mary Tregear moved to Leeds in 1890.",
         "none"),
    ])  # fmt: skip
