"""The rules judge's mechanisms added with dev8-voice (issue 14): a claim is
read whatever the shape of its sentence — an event said as a noun, a
property noun, a cleft, an apposition, a trade, a fronted subject clause, a
participle inside a place phrase, a maker's act with its date. Each test
uses sentences of its own, not the evaluation set's."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge import voice
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("martha", "character", "Martha Quill", "characters/martha-quill.md"),
        NamedEntity("jonas", "character", "Jonas Reed", "characters/jonas-reed.md"),
        NamedEntity("otto", "character", "Otto Kern", "characters/otto-kern.md"),
        NamedEntity("hedwig", "character", "Hedwig Sauer", "characters/hedwig-sauer.md"),
        NamedEntity("sophie", "character", "Sophie Lagarde", "characters/sophie-lagarde.md"),
        NamedEntity("emile", "character", "Émile Vasseur", "characters/emile-vasseur.md"),
        NamedEntity("carmen", "character", "Carmen Soler", "characters/carmen-soler.md"),
        NamedEntity("julian", "character", "Julián Prieto", "characters/julian-prieto.md"),
        NamedEntity("maria", "character", "Мария Зотова", "characters/maria-zotova.md"),
        NamedEntity("fyodor", "character", "Фёдор Зотов", "characters/fyodor-zotov.md"),
        NamedEntity("pend", "place", "Pendeen", "places/pendeen.md"),
        NamedEntity("wall", "place", "Wallau", "places/wallau.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)


check = stance_checker(JUDGE)


def test_an_event_said_as_a_noun_is_the_event() -> None:
    check([
        ("en", "The wedding of Martha Quill and Jonas Reed took place in 1871.",
         "Martha Quill married Jonas Reed in 1875.", "contradicts"),
        ("en", "Jonas Reed's death occurred at Pendeen in 1890.", "Jonas Reed died in 1890.",
         "agrees"),
        ("de", "Otto Kerns Tod trat im Winter 1912 ein.", "Otto Kern starb 1915.", "contradicts"),
        ("de", "Die Beisetzung von Otto Kern erfolgte in Wallau.",
         "Otto Kern wurde in Mainz beigesetzt.", "contradicts"),
        ("fr", "Le décès d'Émile Vasseur survint en 1899.", "Émile Vasseur mourut en 1899.",
         "agrees"),
        ("es", "El fallecimiento de Julián Prieto se produjo en 1920.",
         "Julián Prieto murió en 1924.", "contradicts"),
        ("ru", "Кончина Фёдора Зотова последовала в 1903 году.", "Фёдор Зотов умер в 1907 году.",
         "contradicts"),
        ("ru", "Свадьба Марии Зотовой и Фёдора Зотова состоялась в 1880 году.",
         "Мария Зотова вступила в брак с Фёдором Зотовым в 1880 году.", "agrees"),
    ])  # fmt: skip


def test_a_birth_or_death_noun_with_another_owner_is_not_the_subjects() -> None:
    check([
        # the owner after the noun is a relative or another person: the
        # subject's own death is not said
        ("en", "After the death of her brother in 1880, Martha Quill kept the shop.",
         "Martha Quill died in 1901.", "none"),
        ("de", "Nach dem Tod seiner Mutter im Jahr 1880 verkaufte Otto Kern den Hof.",
         "Otto Kern starb 1912.", "none"),
        ("fr", "Après la mort de son frère en 1880, Sophie Lagarde quitta Paris.",
         "Sophie Lagarde mourut en 1901.", "none"),
        ("es", "Tras la muerte de su hermano en 1880, Carmen Soler vendió la casa.",
         "Carmen Soler murió en 1901.", "none"),
        ("ru", "После смерти брата в 1880 году Мария Зотова продала дом.",
         "Мария Зотова умерла в 1901 году.", "none"),
        ("en", "After the birth of her son in 1880, Martha Quill left Pendeen.",
         "Martha Quill was born in 1850.", "none"),
        # the owner is the subject: the subject's death
        ("es", "La muerte de Carmen Soler en 1899 conmovió al pueblo.", "Carmen Soler murió en "
         "1904.", "contradicts"),
        ("fr", "Sophie Lagarde est morte de la fièvre en 1899.", "Sophie Lagarde mourut en 1904.",
         "contradicts"),
    ])  # fmt: skip


def test_a_property_noun_is_the_slot_it_names() -> None:
    check([
        ("en", "The birthplace of Martha Quill was Penzance.", "Martha Quill was born in Truro.",
         "contradicts"),
        ("en", "Jonas Reed's residence from 1880 to 1890 was Pendeen.",
         "In 1885 Jonas Reed lived in St Ives.", "contradicts"),
        ("de", "Hedwig Sauers Geburtsort ist Mainz.", "Hedwig Sauer wurde in Mainz geboren.",
         "agrees"),
        ("fr", "Le lieu de naissance d'Émile Vasseur est Rouen.", "Émile Vasseur naquit à Caen.",
         "contradicts"),
        ("es", "La causa de la muerte de Julián Prieto fue la tuberculosis.",
         "Julián Prieto murió de cólera.", "contradicts"),
        ("ru", "Местом рождения Фёдора Зотова была Рязань.", "Фёдор Зотов родился в Туле.",
         "contradicts"),
        ("ru", "Причиной смерти Марии Зотовой стала чахотка.", "Мария Зотова умерла от тифа.",
         "contradicts"),
    ])  # fmt: skip


def test_a_property_noun_with_the_value_first() -> None:
    check([
        ("en", "Penzance was the birthplace of Martha Quill.", "Martha Quill was born in Truro.",
         "contradicts"),
        ("de", "Mainz ist der Geburtsort von Hedwig Sauer.", "Hedwig Sauer wurde in Mainz geboren.",
         "agrees"),
        ("ru", "Рязань — место рождения Фёдора Зотова.", "Фёдор Зотов родился в Туле.",
         "contradicts"),
        # a fronted English possessive before an event noun
        ("en", "After Jonas Reed's death in 1890, the shop passed to Martha Quill.",
         "Jonas Reed died in 1893.", "contradicts"),
    ])  # fmt: skip


def test_an_idiom_of_birth_or_death_is_the_verb() -> None:
    check([
        ("en", "Martha Quill came into the world at Truro in 1844.",
         "Martha Quill was born in Penzance.", "contradicts"),
        ("fr", "Émile Vasseur rendit l'âme à Rouen en 1899.", "Émile Vasseur mourut en 1899.",
         "agrees"),
        ("es", "Carmen Soler vio la luz en Cuenca.", "Carmen Soler nació en Toledo.",
         "contradicts"),
        ("de", "Otto Kern kam 1912 bei Wallau ums Leben.", "Otto Kern starb 1915.", "contradicts"),
        ("de", "Hedwig Sauer erblickte 1861 in Mainz das Licht der Welt.",
         "Hedwig Sauer wurde 1861 in Mainz geboren.", "agrees"),
        ("ru", "Мария Зотова ушла из жизни в 1910 году.", "Мария Зотова умерла в 1914 году.",
         "contradicts"),
        ("fr", "Émile Vasseur s'éteignit à Paris en 1924.", "Émile Vasseur mourut à Menton.",
         "contradicts"),
    ])  # fmt: skip


def test_a_cleft_is_the_plain_clause() -> None:
    check([
        ("en", "It was at Pendeen that Jonas Reed died.", "Jonas Reed died in St Ives.",
         "contradicts"),
        ("fr", "C'est à Rouen que mourut Émile Vasseur.", "Émile Vasseur mourut à Rouen.",
         "agrees"),
        ("es", "Fue en Toledo donde nació Carmen Soler.", "Carmen Soler nació en Cuenca.",
         "contradicts"),
    ])  # fmt: skip


def test_a_cleft_of_two_phrases_or_a_day() -> None:
    check([
        ("fr", "C'est à Rouen, en 1871, qu'Émile Vasseur épousa Sophie Lagarde.",
         "Émile Vasseur épousa Sophie Lagarde au Havre en 1871.", "contradicts"),
        ("fr", "C'est le 3 mai 1871 seulement qu'Émile Vasseur mourut.",
         "Émile Vasseur mourut le 3 mai 1871.", "agrees"),
        ("en", "It was in 1890, at Pendeen, that Jonas Reed died.", "Jonas Reed died in St Ives.",
         "contradicts"),
    ])  # fmt: skip


def test_not_until_is_the_time_of_the_clause() -> None:
    check([
        ("en", "It was not until 1881 that Jonas Reed married Martha Quill.",
         "Jonas Reed married Martha Quill in 1875.", "contradicts"),
        ("fr", "Ce n'est qu'en 1890 qu'Émile Vasseur mourut.", "Émile Vasseur mourut en 1890.",
         "agrees"),
        ("es", "No fue hasta 1890 cuando murió Carmen Soler.", "Carmen Soler murió en 1885.",
         "contradicts"),
    ])  # fmt: skip


def test_the_place_of_a_wedding() -> None:
    check([
        ("en", "Jonas Reed married Martha Quill in Pendeen in 1881.",
         "Jonas Reed married Martha Quill in Penzance.", "contradicts"),
        ("de", "Otto Kern heiratete Hedwig Sauer 1890 in Wallau.",
         "Otto Kern heiratete Hedwig Sauer 1890.", "agrees"),
        ("ru", "Фёдор Зотов женился на Марии в 1901 году в Твери.",
         "Фёдор Зотов женился на Марии в 1901 году в Москве.", "contradicts"),
    ])  # fmt: skip


def test_an_apposition_and_a_trade_are_said_of_the_name() -> None:
    check([
        ("en", "Martha Quill, a Methodist, kept the shop at Pendeen.",
         "Martha Quill was a Catholic.", "contradicts"),
        ("de", "Otto Kern, ein frommer Lutheraner, lebte in Wallau.",
         "Otto Kern war Katholik.", "contradicts"),
        ("es", "Carmen Soler, viuda de Julián Prieto, vivía en Cuenca.",
         "Carmen Soler nunca se casó.", "contradicts"),
        ("ru", "Мария Зотова, католичка, жила в Туле.", "Мария Зотова была лютеранкой.",
         "contradicts"),
        ("en", "Jonas Reed was a cooper by trade.", "Jonas Reed worked as a cooper.", "agrees"),
        ("fr", "Émile Vasseur était tonnelier de métier.", "Émile Vasseur travaillait comme tonnelier.",
         "agrees"),
        ("ru", "Фёдор Зотов был бондарем по ремеслу.", "Фёдор Зотов работал бондарем.", "agrees"),
    ])  # fmt: skip


def test_a_maker_act_has_one_date_in_either_voice() -> None:
    check([
        ("en", "Jonas Reed built the chapel at Pendeen in 1850.",
         "The chapel at Pendeen was built by Jonas Reed in 1856.", "contradicts"),
        ("en", "Jonas Reed built the chapel at Pendeen in 1850.",
         "The chapel at Pendeen was built by Jonas Reed in 1850.", "agrees"),
        # the date of another clause is not the act's
        ("en", "Jonas Reed built the chapel at Pendeen in 1850.",
         "The chapel at Pendeen, built by Jonas Reed, was restored in 1901.", "agrees"),
        ("en", "Martha Quill was the builder of the chapel at Pendeen.",
         "The chapel at Pendeen was built by Jonas Reed.", "contradicts"),
    ])  # fmt: skip


def test_a_thing_event_said_as_a_noun_is_the_thing_event() -> None:
    check([
        ("en", "The consecration of the chapel at Pendeen took place in 1852.",
         "The chapel at Pendeen was consecrated in 1855.", "contradicts"),
        ("de", "Die Eröffnung der Schule von Wallau erfolgte 1871.",
         "Die Schule von Wallau wurde 1871 eröffnet.", "agrees"),
        ("fr", "La démolition du moulin de Wallau eut lieu en 1930.",
         "Le moulin de Wallau fut démoli en 1934.", "contradicts"),
        ("ru", "Строительство часовни в Ключах произошло в 1820 году.",
         "Часовня в Ключах была построена в 1826 году.", "contradicts"),
    ])  # fmt: skip


def test_a_subject_out_of_its_usual_place() -> None:
    check([
        # a Spanish subject after its verb
        ("es", "En 1902 fue inaugurado el puente de Torrejón.",
         "El puente de Torrejón fue inaugurado en 1905.", "contradicts"),
        # a Russian short participle put first
        ("ru", "Открыта школа в Ключах была в 1870 году.", "Школу в Ключах открыли в 1874 году.",
         "contradicts"),
        # a fronted participle before a thing's phrase
        ("en", "Built of granite, the lighthouse at Pendeen was first lit in 1900.",
         "The lighthouse at Pendeen is of brick.", "contradicts"),
        ("ru", "Выстроенная из кирпича школа в Ключах стоит у реки.",
         "Школа в Ключах построена из дерева.", "contradicts"),
        # a place with a relative adverb
        ("en", "Truro, where Martha Quill was born, lies on the river.",
         "Martha Quill was born in Penzance.", "contradicts"),
        ("de", "Mainz, wo Otto Kern gestorben war, liegt am Rhein.", "Otto Kern starb in Worms.",
         "contradicts"),
        # a German time clause taken up by a pronoun
        ("de", "Als Otto Kern 1890 Hedwig Sauer heiratete, wohnte er in Wallau.",
         "Otto Kern heiratete Hedwig Sauer im Jahr 1893.", "contradicts"),
        # a Russian noun with its genitive before a name
        ("ru", "Вдова Фёдора Зотова Мария Зотова жила в Туле.",
         "Мария Зотова никогда не была замужем.", "contradicts"),
    ])  # fmt: skip


def test_a_relative_clause_after_the_opening_name_is_said_of_it() -> None:
    check([
        ("en", "Martha Quill, who was born in Truro in 1844, kept a shop at Pendeen.",
         "Martha Quill was born in 1847.", "contradicts"),
        ("de", "Otto Kern, der 1850 in Wallau geboren wurde, zog später nach Mainz.",
         "Otto Kern wurde 1850 in Wallau geboren.", "agrees"),
        ("fr", "Sophie Lagarde, qui mourut à Rouen en 1901, fut inhumée à Caen.",
         "Sophie Lagarde mourut à Paris.", "contradicts"),
        ("es", "Carmen Soler, que nació en Cuenca, vivió en Madrid.",
         "Carmen Soler nació en Toledo.", "contradicts"),
        ("ru", "Мария Зотова, которая родилась в Туле, жила в Рязани.",
         "Мария Зотова родилась в Калуге.", "contradicts"),
        # the name is the relative clause's object
        ("es", "Carmen Soler, que Julián Prieto conoció en 1870, vivía en Cuenca.",
         "Julián Prieto nació en 1870.", "none"),
    ])  # fmt: skip


def test_someone_else_in_another_shape_is_not_the_subject() -> None:
    check([
        ("en", "Martha Quill was born in Truro.",
         "The birthplace of Martha Quill's mother was Penzance.", "none"),
        ("de", "Otto Kern wurde 1850 geboren.",
         "Otto Kern wurde in dem 1822 errichteten Pfarrhaus von Wallau geboren.", "none"),
        ("es", "Julián Prieto murió en 1920.",
         "La muerte del hermano de Julián Prieto se produjo en 1931.", "none"),
        ("ru", "Фёдор Зотов умер в 1903 году.", "Смерть отца Фёдора Зотова наступила в 1870 году.",
         "none"),
        ("en", "Martha Quill was born in Truro.",
         "Penzance, where Martha Quill's husband was born, lies on the bay.", "none"),
        ("en", "Jonas Reed built the chapel at Pendeen in 1850.",
         "In 1872, Jonas Reed's son built the school at Pendeen.", "none"),
    ])  # fmt: skip


def test_the_rewriting_leaves_plain_clauses_alone() -> None:
    for lang, text in [
        ("en", "Jonas Reed died at Pendeen in 1890."),
        ("de", "Otto Kern starb 1912 in Wallau."),
        ("fr", "Émile Vasseur mourut à Rouen."),
        ("es", "Julián Prieto murió en 1920."),
        ("ru", "Фёдор Зотов умер в 1903 году."),
    ]:
        assert voice.plain(text, lang, NAMES) == text
    assert voice.plain("Dass Otto Kern 1912 starb, steht im Kirchenbuch.", "de", NAMES) == (
        "Otto Kern starb 1912."
    )


def test_a_fronted_figure_with_with_is_what_the_subject_has() -> None:
    from semnet.graph.judge import voice

    assert voice.plain("With only eight guest rooms, the inn was small.", "en") == (
        "The inn was small. It had eight guest rooms."
    )
    assert voice.plain("Avec ses trente chambres, l'hôtel était grand.", "fr").endswith(
        "Il avait trente chambres."
    )
    assert voice.plain("Con sus 32 habitaciones, el hotel era grande.", "es").endswith(
        "Tenía 32 habitaciones."
    )
    # no figure: left as it is
    assert voice.plain("With its red roof, the inn was visible.", "en") == (
        "With its red roof, the inn was visible."
    )


def test_since_its_founding_in_a_year_dates_the_founding() -> None:
    # round 18 (`idioms.since_founding`)
    from semnet.graph.judge.idioms import since_founding

    assert since_founding("She kept the books of La Unión since its founding in 1904.", "en") == (
        "She kept the books of La Unión since its founding in 1904. La Unión was founded in 1904."
    )
    assert since_founding("She kept the books from 1904.", "en") == "She kept the books from 1904."


def test_since_its_founding_against_another_founding_year() -> None:
    names = NameIndex(
        [
            NamedEntity("ana", "character", "Ana Robles", "characters/ana-robles.md"),
            NamedEntity("un", "glossary", "La Unión", "glossary/la-union.md"),
        ]
    )  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("es", "Ana Robles llevó las cuentas de La Unión desde su fundación, en 1904.",
         "La Unión se fundó en 1919.", "contradicts"),
        ("en", "Ana Robles kept the books of La Unión since its founding in 1904.",
         "La Unión was founded in 1919.", "contradicts"),
        ("fr", "Ana Robles tint les comptes de La Unión depuis sa fondation en 1904.",
         "La Unión fut fondée en 1904.", "agrees"),
        ("de", "Ana Robles führte die Bücher der La Unión seit ihrer Gründung 1904.",
         "La Unión wurde 1919 gegründet.", "contradicts"),
    ])  # fmt: skip


def test_a_cleft_on_the_subject_is_the_plain_clause() -> None:
    # round 18: "c'est X qui", "it was X who", "fue X quien"
    assert voice._cleft("En 1938, c'est Herr Kern qui analysa l'eau.", "fr") == (
        "En 1938, Herr Kern analysa l'eau."
    )
    assert voice._cleft("In 1938 it was Kern who analysed the water.", "en") == (
        "In 1938 Kern analysed the water."
    )
    assert voice._cleft("Fue el padre Kern, recién llegado, quien casó a Ana.", "es") == (
        "El padre Kern, recién llegado, casó a Ana."
    )
    assert voice._cleft("It was a cold winter when Anna came.", "en") == (
        "It was a cold winter when Anna came."
    )
    check([
        ("fr", "Otto Kern mourut en 1934.", "En 1938, c'est Otto Kern qui analysa l'eau des puits.",
         "contradicts"),
    ])  # fmt: skip


def test_a_cleft_with_two_foci_and_a_name_in_apposition() -> None:
    # round 19: the comma after the inverted name went with the name
    from semnet.graph.judge import voice

    got = voice.plain("C'est à Brest, en 1935, que s'éteignit Paul Le Goff, l'ancien maire.", "fr",
                      NAMES)  # fmt: skip
    assert got == "Paul Le Goff s'éteignit à Brest en 1935, l'ancien maire."
