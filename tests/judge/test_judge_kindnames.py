"""A note called by its kind or its role (dev10-kinds, issue 14,
`kindnames.py`): "the bridge" is the one note whose name is a bridge in any
language, "the doctor" the one character titled so; not an indefinite, a
quantified or a plural phrase, a part, another place's building, nor a kind
two notes share. Each test uses sentences of its own, not the evaluation
set's."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("br", "place", "Polgooth Bridge", "places/polgooth-bridge.md"),
        NamedEntity("ab", "place", "Abbaye de Landévennec", "places/abbaye-de-landevennec.md"),
        NamedEntity("bw", "place", "Klosterbrauerei", "places/klosterbrauerei.md"),
        NamedEntity("sc", "place", "Escuela de Santa Ana", "places/escuela-de-santa-ana.md"),
        NamedEntity("ca", "place", "Никольский замок", "places/nikolsky-zamok.md"),
        NamedEntity("doc", "character", "Henry Pascoe", "characters/henry-pascoe.md",
                    ("Dr Pascoe",)),
        NamedEntity("pf", "character", "Ludwig Haas", "characters/ludwig-haas.md",
                    ("Pfarrer Haas",)),
        NamedEntity("pr", "character", "Сергей Орлов", "characters/sergey-orlov.md",
                    ("профессор Орлов",)),
        NamedEntity("tr", "place", "Tregony", "places/tregony.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def _subject(text: str, lang: str, names: NameIndex = NAMES) -> str | None:
    return analyse(text, lang, names).subject


def test_a_building_called_by_its_kind_in_every_language() -> None:
    assert _subject("The bridge was built in 1780.", "en") == "br"
    assert _subject("Le pont fut construit en 1780.", "fr") == "br"
    assert _subject("L'abbaye fut fondée en 818.", "fr") == "ab"
    assert _subject("The abbey was founded in 818.", "en") == "ab"
    assert _subject("Die Brauerei wurde 1650 gegründet.", "de") == "bw"  # a compound's last part
    assert _subject("La escuela se fundó en 1902.", "es") == "sc"
    assert _subject("Замок построили в 1640 году.", "ru") == "ca"
    check([
        ("en", "Polgooth Bridge was built in 1780.", "The bridge was built in 1795.",
         "contradicts"),
        ("fr", "L'Abbaye de Landévennec fut fondée en 818.", "L'abbaye fut fondée en 818.",
         "agrees"),
        ("ru", "Никольский замок был построен в 1640 году.", "Замок построили в 1702 году.",
         "contradicts"),
    ])  # fmt: skip


def test_a_person_called_by_the_role_of_a_title() -> None:
    assert _subject("The doctor was born in Truro.", "en") == "doc"
    assert _subject("Der Pfarrer starb 1899.", "de") == "pf"
    assert _subject("Профессор умер в 1921 году.", "ru") == "pr"
    check([
        ("en", "Henry Pascoe was born in 1841.", "The doctor was born in 1847.", "contradicts"),
        ("de", "Ludwig Haas starb 1899.", "Der Pfarrer starb 1899.", "agrees"),
    ])  # fmt: skip


def test_not_some_one_of_a_kind_nor_many() -> None:
    assert _subject("A bridge was built in 1795.", "en") != "br"
    assert _subject("Every bridge was built of stone.", "en") != "br"
    assert _subject("The bridges were built in 1795.", "en") != "br"
    assert _subject("Die Brauereien wurden 1650 gegründet.", "de") != "bw"
    assert _subject("Замки уезда построили в 1702 году.", "ru") != "ca"


def test_not_a_part_nor_another_places_building() -> None:
    assert _subject("The bridge parapet was built in 1795.", "en") != "br"
    assert _subject("The bridge at Tregony was built in 1795.", "en") != "br"
    assert _subject("Le clocher de l'abbaye fut construit en 1450.", "fr") != "ab"
    assert _subject("Профессор истории умер в 1921 году.", "ru") != "pr"
    check([
        ("en", "Polgooth Bridge was built in 1780.", "The bridge at Tregony was built in 1795.",
         "none"),
    ])  # fmt: skip


def test_two_notes_of_one_kind_resolve_nothing() -> None:
    names = NameIndex(
        [
            NamedEntity("a", "place", "Polgooth Bridge", "places/polgooth-bridge.md"),
            NamedEntity("b", "place", "Pont de Kerlouan", "places/pont-de-kerlouan.md"),
            NamedEntity("c", "character", "Henry Pascoe", "characters/h.md", ("Dr Pascoe",)),
            NamedEntity("d", "character", "Ruth Pascoe", "characters/r.md", ("Dr Ruth",)),
        ]
    )
    assert _subject("The bridge was built in 1795.", "en", names) is None
    assert _subject("The doctor was born in 1847.", "en", names) is None


def test_a_name_that_is_no_building() -> None:
    # "Church Street": an English name's head is its last word
    names = NameIndex([NamedEntity("s", "place", "Church Street", "places/church-street.md")])
    assert _subject("The church was built in 1320.", "en", names) is None


def test_a_part_of_the_note_its_kind_names() -> None:
    # "the abbey church" is the church of the one abbey, as "the church of the
    # Abbaye de Landévennec" is; it is still not the abbey itself
    assert _subject("The abbey church was built in 1450.", "en") is None
    check([
        ("en", "The abbey church was built in 1450.",
         "The church of the Abbaye de Landévennec was built in 1462.", "contradicts"),
        ("ru", "Башня замка построена в 1700 году.",
         "Башня Никольского замка построена в 1700 году.", "agrees"),
        ("en", "The abbey church was built in 1450.", "The Abbaye de Landévennec was built in 1462.",
         "none"),
    ])  # fmt: skip


def test_a_relative_of_the_note_its_role_names() -> None:
    # "the doctor's son" is Dr Pascoe's son, not the doctor; "the doctor's
    # gig" is no subject of his
    assert _subject("The doctor's gig was sold in 1880.", "en") is None
    check([
        ("en", "The doctor's son was born in 1870.", "Dr Pascoe's son was born in 1874.",
         "contradicts"),
        ("ru", "Сын профессора родился в 1890 году.",
         "Сын профессора Орлова родился в 1890 году.", "agrees"),
        ("en", "The doctor's son was born in 1870.", "Henry Pascoe was born in 1841.", "none"),
    ])  # fmt: skip


def test_a_club_formed_is_founded() -> None:
    # round 18: "formed" is a verb of founding; "the school" is the Escuela de Santa Ana
    check([
        ("en", "The Escuela de Santa Ana was founded in 1889.", "The school was formed in 1895.",
         "contradicts"),
        ("en", "The Escuela de Santa Ana was founded in 1889.",
         "The Escuela de Santa Ana was formed in 1889.", "agrees"),
    ])  # fmt: skip


def test_a_name_of_articles_only_reads_no_kind_and_breaks_nothing() -> None:
    # round 19: a note whose file is "l.md" (or an alias "La") stopped every judgement
    names = NameIndex([NamedEntity("l", "glossary", "Lastochka", "glossary/l.md", ("La",))])
    assert analyse("The Lastochka sank in 1917.", "en", names).subjects == {"@l"}


def test_a_ship_named_after_its_kind_in_russian() -> None:
    # round 19: "Пароход «Ласточку»" was the steamer of the Lastochka
    names = NameIndex([
        NamedEntity("l", "glossary", "Lastochka", "glossary/lastochka.md", ("«Ласточка»",)),
        NamedEntity("c", "place", "Церковь Святой Варвары", "places/c.md"),
    ])  # fmt: skip
    assert analyse("Пароход «Ласточку» спустили на воду в 1872 году.", "ru", names).subjects == {
        "@l"
    }
    # a part before its owner in the genitive is still the part
    got = analyse("Колокольня церкви Святой Варвары поднималась на 28 метров.", "ru", names)
    assert got.subjects != {"@c"}


# a Frenchman and a German, each called by a demonym (rounds 20 and 21)
DEMONYMS = NameIndex([
    NamedEntity("ld", "character", "Louis Davenne", "characters/louis-davenne.md",
                ("Davenne", "the Frenchman")),
    NamedEntity("kw", "character", "Karl Weiss", "characters/karl-weiss.md",
                ("Weiss", "the German")),
])  # fmt: skip


def test_a_demonym_alias_in_any_language() -> None:
    # round 20: a note called "the Frenchman" is "le Français", "el francés" too,
    # when no other note is called by a demonym of that nation
    judge = stance_checker(RulesJudge(DEMONYMS))
    judge([
        ("fr", "Louis Davenne mourut en 1897.", "Le Français mourut en 1899.", "contradicts"),
        ("es", "Louis Davenne murió en 1897.", "El francés murió en 1897.", "agrees"),
        ("fr", "Louis Davenne mourut en 1897.", "L'Allemand mourut en 1899.", "none"),
    ])  # fmt: skip
    two = NameIndex([
        NamedEntity("ld", "character", "Louis Davenne", "characters/louis-davenne.md",
                    ("the Frenchman",)),
        NamedEntity("pm", "character", "Paul Marchand", "characters/paul-marchand.md",
                    ("der Franzose",)),
    ])  # fmt: skip
    assert analyse("Le Français mourut en 1899.", "fr", two).subject is None


def test_a_demonym_before_a_calling() -> None:
    # round 21: "the French master", "der französische Meister", "el maestro francés",
    # "французский мастер" are the note called "the Frenchman"; another nation is not
    judge = stance_checker(RulesJudge(DEMONYMS))
    judge([
        ("en", "Louis Davenne was born in Lyon.", "The French master was born in Paris.",
         "contradicts"),
        ("de", "Louis Davenne wurde in Lyon geboren.",
         "Der französische Meister wurde in Paris geboren.", "contradicts"),
        ("es", "Louis Davenne nació en Lyon.", "El maestro francés nació en Lyon.", "agrees"),
        ("ru", "Луи Давенн родился в Лионе.", "Французский мастер родился в Париже.",
         "contradicts"),
        ("en", "Louis Davenne was born in Lyon.", "The Russian master was born in Paris.", "none"),
    ])  # fmt: skip
