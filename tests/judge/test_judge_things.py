"""The rules judge's mechanisms added with dev7-things (issue 14): languages a
person lacks against acts in them, where a movable thing is, the storeys and
bells of a building, the colour of a thing or a horse, colours of eyes and
hair in compound words, greying, and a material named in the subject's own
phrase. Each test uses sentences of its own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ned", "character", "Ned Carver", "characters/ned-carver.md"),
        NamedEntity("hugo", "character", "Hugo Lenz", "characters/hugo-lenz.md"),
        NamedEntity("ines", "character", "Inés Bravo", "characters/ines-bravo.md"),
        NamedEntity("odile", "character", "Odile Ferrand", "characters/odile-ferrand.md"),
        NamedEntity("leroux", "character", "Marthe Roux", "characters/marthe-roux.md"),
        NamedEntity("blond", "character", "Karl Blond", "characters/karl-blond.md"),
        NamedEntity("ivan", "character", "Иван Рябов", "characters/ivan.md", ("Ivan Ryabov",)),
        NamedEntity("mill", "glossary", "Pellow Mill", "glossary/pellow-mill.md"),
        NamedEntity("dolly", "glossary", "Dolly", "glossary/dolly.md"),
        NamedEntity("lark", "glossary", "Lark", "glossary/lark.md"),
        NamedEntity("tamsk", "place", "Tamsk", "places/tamsk.md"),
        NamedEntity("holm", "place", "Holmberg", "places/holmberg.md"),
        NamedEntity("lisieres", "place", "Lisières", "places/lisieres.md"),
        NamedEntity("roa", "place", "Roa", "places/roa.md"),
        NamedEntity("pierre", "character", "Pierre Aubert", "characters/pierre-aubert.md"),
        NamedEntity("wood", "character", "Tom Wood", "characters/tom-wood.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)


check = stance_checker(JUDGE)


def test_a_language_lacked_against_an_act_in_it() -> None:
    check([
        ("en", "Ned Carver had no German.", "Ned Carver translated Heine from the German.",
         "contradicts"),
        ("de", "Hugo Lenz verstand kein Wort Italienisch.", "Hugo Lenz hielt seine Rede auf "
         "Italienisch.", "contradicts"),
        ("fr", "Odile Ferrand ne comprenait pas l'espagnol.", "Odile Ferrand chantait en "
         "espagnol.", "contradicts"),
        ("es", "Inés Bravo no sabía francés.", "Inés Bravo tradujo a Zola del francés.",
         "contradicts"),
        ("ru", "Иван Рябов не знал английского.", "Иван Рябов писал стихи по-английски.",
         "contradicts"),
        # the same lack twice agrees; another person, another language: nothing
        ("de", "Hugo Lenz sprach kein Englisch.", "Hugo Lenz konnte kein Englisch.", "agrees"),
        ("en", "Ned Carver had no German.", "Ned Carver's wife wrote to him in German.", "none"),
        ("en", "Ned Carver had no German.", "Ned Carver preached in Welsh.", "none"),
        # a lack while young: he may have learned it later
        ("en", "As a boy Ned Carver spoke no English.", "Ned Carver preached in English.", "none"),
    ])  # fmt: skip


def test_only_one_language_against_an_act_in_another() -> None:
    check([
        ("en", "Ned Carver spoke only Cornish.", "Ned Carver wrote his sermons in English.",
         "contradicts"),
        ("es", "Inés Bravo solo hablaba euskera.", "Inés Bravo rezaba en latín.", "contradicts"),
        ("es", "Inés Bravo solo hablaba euskera.", "Inés Bravo rezaba en euskera.", "none"),
    ])  # fmt: skip


def test_where_a_movable_thing_is() -> None:
    check([
        ("en", "The portrait of the founder hangs in the vestry.", "The portrait of the founder "
         "hangs in the library.", "contradicts"),
        ("de", "Die Glocke von Holmberg steht heute im Museum.", "Die Glocke von Holmberg hängt "
         "im Glockenturm.", "contradicts"),
        ("es", "El retrato del obispo cuelga en la sacristía.", "En la sacristía cuelga el "
         "retrato del obispo.", "agrees"),
        # another time, told as a change: nothing; another thing: nothing
        ("fr", "Jusqu'en 1900 le portrait du curé était accroché dans la sacristie.",
         "Aujourd'hui le portrait du curé est accroché dans la bibliothèque.", "none"),
        ("en", "The portrait of the founder hangs in the vestry.", "The portrait of the mayor "
         "hangs in the library.", "none"),
    ])  # fmt: skip


def test_storeys_and_bells_of_a_building() -> None:
    check([
        ("en", "Pellow Mill is a two-storey building.", "Pellow Mill has four floors.",
         "contradicts"),
        ("en", "Pellow Mill is a single-storey building.", "The miller slept upstairs in Pellow "
         "Mill.", "contradicts"),
        ("ru", "Школа в Тамске была двухэтажной.", "Школа в Тамске была двухэтажной.", "agrees"),
        ("ru", "Школа в Тамске была одноэтажной.", "Школа в Тамске была трёхэтажной.",
         "contradicts"),
        ("es", "La iglesia de Roa tiene una sola campana.", "Las cuatro campanas de la iglesia de "
         "Roa sonaron en 1920.", "contradicts"),
        # French "deux étages" may count the ground floor or not
        ("fr", "L'école de Lisières a deux étages.", "L'école de Lisières a trois étages.",
         "contradicts"),
    ])  # fmt: skip


def test_the_colour_of_a_thing_or_a_horse() -> None:
    check([
        ("en", "The Lark was painted yellow.", "The Lark, a black lugger, was lost in 1880.",
         "contradicts"),
        ("de", "Dolly war ein Fuchs.", "Dolly war ein Rappe.", "contradicts"),
        ("es", "Dolly era una yegua alazana.", "Dolly era una yegua alazana.", "agrees"),
        # the colour of a part is not the whole's
        ("en", "The Lark was painted yellow.", "The mast of the Lark was painted white.", "none"),
    ])  # fmt: skip


def test_colours_of_eyes_and_hair() -> None:
    check([
        ("en", "Ned Carver was grey-eyed.", "Ned Carver had green eyes.", "contradicts"),
        ("de", "Hugo Lenz war schwarzhaarig.", "Hugo Lenz hatte blondes Haar.", "contradicts"),
        ("ru", "Иван Рябов был сероглазым.", "У Ивана Рябова были серые глаза.", "agrees"),
        # greying with age is no contradiction
        ("es", "Inés Bravo tenía el pelo negro.", "De vieja, Inés Bravo tenía el pelo blanco.",
         "none"),
        ("en", "Ned Carver had red hair.", "Ned Carver had grey hair.", "none"),
    ])  # fmt: skip


def test_a_material_in_the_subjects_own_phrase() -> None:
    check([
        ("fr", "Le moulin de Lisières est en pierre.", "Le moulin en bois de Lisières brûla en "
         "1890.", "contradicts"),
        ("es", "El puente de Roa es de hierro.", "El puente de piedra de Roa se hundió en 1901.",
         "contradicts"),
        ("en", "Pellow Mill was built of stone.", "Pellow Mill, a timber mill, burned in 1870.",
         "contradicts"),
        # a kind of the material qualifies it; a part's material is not the whole's
        ("en", "Pellow Mill was built of stone.", "Pellow Mill was built of limestone.",
         "qualifies"),
        ("es", "El puente de Roa es de hierro.", "La barandilla del puente de Roa es de madera.",
         "none"),
    ])  # fmt: skip


def test_a_material_word_written_as_a_name_is_a_name() -> None:
    check([
        # "de Pierre Aubert" is Pierre's, not "de pierre" (of stone)
        ("fr", "La grange de Pierre Aubert fut bâtie en 1880.", "La grange de Pierre Aubert est "
         "en bois.", "none"),
        ("fr", "La grange de Pierre Aubert est en pierre.", "La grange de Pierre Aubert est en "
         "bois.", "contradicts"),
        ("en", "The barn of Tom Wood was built of brick.", "The barn of Tom Wood was built of "
         "stone.", "contradicts"),
        ("en", "The barn of Tom Wood burned in 1880.", "The barn of Tom Wood was built of stone.",
         "none"),
    ])  # fmt: skip


def test_a_parts_storeys_and_a_relatives_portrait_are_others() -> None:
    check([
        ("en", "Pellow Mill has three storeys.", "Pellow Mill has a two-storey wing.", "none"),
        ("en", "The portrait of Ned Carver hangs in the vestry.", "The portrait of Ned Carver's "
         "father hangs in the library.", "none"),
    ])  # fmt: skip


def test_texts_written_or_translated_in_a_language() -> None:
    check([
        ("de", "Hugo Lenz sprach kein Französisch.", "Hugo Lenz schrieb französische Gedichte.",
         "contradicts"),
        ("fr", "Odile Ferrand ignorait l'allemand.", "Odile Ferrand traduisait des poèmes "
         "allemands.", "contradicts"),
        ("es", "Inés Bravo no hablaba inglés.", "Inés Bravo escribía cartas inglesas.",
         "contradicts"),
        # reading a language's novels may be reading them translated
        ("en", "Ned Carver knew no Russian.", "Ned Carver read Russian novels.", "none"),
    ])  # fmt: skip


def test_a_thing_that_is_somewhere() -> None:
    check([
        ("en", "The bell of Holmberg is now in the museum.", "The bell of Holmberg still hangs "
         "in the belfry.", "contradicts"),
        ("de", "Die Glocke von Holmberg ist heute im Museum.", "Die Glocke von Holmberg ist im "
         "Museum.", "agrees"),
    ])  # fmt: skip


def test_a_colour_word_in_a_name_is_no_colour() -> None:
    check([
        ("fr", "Marthe Roux était végétarienne.", "Marthe Roux servait du jambon à ses clients.",
         "none"),
        ("fr", "Marthe Roux avait les cheveux noirs.", "Marthe Roux était rousse.",
         "contradicts"),
        ("de", "Karl Blond hatte schwarze Haare.", "Karl Blond war Lehrer in Tamsk.", "none"),
        ("de", "Karl Blond war blond.", "Karl Blond hatte schwarze Haare.", "contradicts"),
    ])  # fmt: skip


def test_only_a_ground_floor_and_levels_count_storeys() -> None:
    school = stance_checker(RulesJudge(NameIndex([
        NamedEntity("sfs", "place", "Sankt Felix School", "places/sankt-felix-school.md",
                    ("école de 1872", "ancienne école", "old school", "alte Schule",
                     "escuela vieja")),
    ])))  # fmt: skip
    school([
        ("fr", "L'école de 1872 était un bâtiment de bois à deux niveaux.",
         "L'ancienne école, bâtie en 1872, n'avait qu'un rez-de-chaussée.", "contradicts"),
        ("en", "The old school had two storeys.", "The old school had only a ground floor.",
         "contradicts"),
        ("de", "Die alte Schule hatte zwei Stockwerke.",
         "Die alte Schule bestand nur aus einem Erdgeschoss.", "contradicts"),
        ("es", "La escuela vieja tenía dos plantas.", "La escuela vieja tenía solo planta baja.",
         "contradicts"),
        ("fr", "L'école de 1872 était à deux niveaux.", "L'école de 1872 avait un étage.",
         "agrees"),
    ])  # fmt: skip


def test_learning_a_language_is_knowing_it() -> None:
    check([
        ("en", "Ned Carver learned Russian from his patients.",
         "Ned Carver never knew a word of Russian.", "contradicts"),
        ("de", "Hugo Lenz sprach kein Wort Russisch.", "Hugo Lenz lernte Russisch bei seinen Patienten.",
         "contradicts"),
        ("ru", "Иван Рябов выучил французский язык в Женеве.", "Иван Рябов не знал ни слова по-французски.",
         "contradicts"),
        ("en", "Ned Carver spoke no Russian.", "Ned Carver spoke French.", "none"),
    ])  # fmt: skip
