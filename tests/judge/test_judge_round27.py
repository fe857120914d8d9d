"""Round 27 (issue 14): what a line, a road or a ship runs between — its two
ends — is one route at a time: the same two ends agree in any order and any
language, other ends contradict, and a route then against another later (a
date that does not overlap, "until", "extended", "the new line") says
nothing; a person's journey is no route. A relative clause whose pronoun is
its subject speaks of the note named just before it ("the Old Mill, which
burned down in 1890"); a place's name may follow a few words of its own
before its lead ("the spa town of Bath", "dem kleinen Dorf Lindenau"); a
trailing place reaches its clause over a short aside ("starb 1916,
hochbetagt, in Luzern"); a noun phrase of one place or glossary note and one
word no list knows is that note for its events, makers and use ("le roman
Les Brisants"), not for its measures; "le hameau de X" is X; "hardly" before
a verb of exceeding says "about" ("ne dépassait guère 300"), and a thing
enlarged to a figure has it ("se amplió a sesenta camas", "расширили до
шестидесяти коек": "до" is no bound after a verb of change); heading a body
or a works by a verb ("dirigea le dépôt de 1890 à 1910", "1905 leitete Sokol
das Depot") is holding its one post of head; built and completed are one
stage of a thing's start, and founded, built or opened the same year agree;
"After 1905 Boris lived in Vienna" (no comma) is a main clause, and so is a
German clause with "als" and no comma ("ist als Witwe 1890 in Wien
gestorben"); a work named by its kind before its maker ("una zarzuela de
Echeverri", "ein Oper von", "composed by") has that author; "Leiterin",
"Direktor" are the head's post; an event a statement says never happened
("ne fut jamais publiée", "nunca se publicó", "wurde nie veröffentlicht")
contradicts the same event in any words; a body that "возникла" in a year
was founded then; "the little church" is the one church as "the old church"
is; "never went to Russia" is a journey denied, not made; a named era of history
is the years it spans ("the First World War", "в Первую мировую войну").
Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("gull", "glossary", "Sea Gull", "glossary/sea-gull.md",
                    ("the Sea Gull", "la Mouette", "die Möwe", "la Gaviota", "«Чайка»", "Чайка",
                     "«Чайки»")),
        NamedEntity("tram", "glossary", "Harbour Tramway", "glossary/harbour-tramway.md",
                    ("the tramway", "le tramway", "die Straßenbahn", "el tranvía", "трамвай")),
        NamedEntity("orla", "place", "Orla", "places/orla.md", ("Орла", "Орлой")),
        NamedEntity("brenn", "place", "Brenn", "places/brenn.md", ("Бренн", "Бренном")),
        NamedEntity("soria", "place", "Soriano", "places/soriano.md", ("Сориано",)),
        NamedEntity("mill", "glossary", "Old Mill", "glossary/old-mill.md",
                    ("the Old Mill", "die Alte Mühle", "der Alten Mühle", "le Vieux Moulin",
                     "el Molino Viejo", "Старая мельница", "Старой мельнице")),
        NamedEntity("boris", "character", "Boris Lenz", "characters/boris-lenz.md",
                    ("Boris", "Lenz", "Борис")),
        NamedEntity("brisants", "glossary", "Les Brisants", "glossary/les-brisants.md",
                    ("Brisants", "The Breakers")),
        NamedEntity("kervella", "character", "Hélène Kervella", "characters/helene-kervella.md",
                    ("Kervella",)),
        NamedEntity("lebris", "character", "Yves Le Bris", "characters/yves-le-bris.md", ()),
        NamedEntity("bridge", "place", "Orla Bridge", "places/orla-bridge.md",
                    ("die Brücke bei Orla", "the bridge at Orla")),
        NamedEntity("weiss", "place", "Weissmatt", "places/weissmatt.md", ()),
        NamedEntity("herald", "glossary", "Orla Herald", "glossary/orla-herald.md",
                    ("the Herald", "le Héraut", "der Herold", "el Heraldo", "«Вестник»", "«Вестника»")),
        NamedEntity("clinic", "place", "Orla Clinic", "places/orla-clinic.md",
                    ("the clinic", "la clinique", "die Klinik", "la clínica", "больница", "больницу",
                     "больнице")),
        NamedEntity("depot", "glossary", "Orla Depot", "glossary/orla-depot.md",
                    ("the depot", "le dépôt", "das Depot", "el depósito", "депо")),
        NamedEntity("sokol", "character", "Ivan Sokol", "characters/ivan-sokol.md",
                    ("Sokol", "Iwan Sokol", "Иван Сокол", "Сокол")),
        NamedEntity("marina", "glossary", "Marina", "glossary/marina.md", ()),
        NamedEntity("chueca", "character", "Federico Chueca", "characters/federico-chueca.md",
                    ("Chueca",)),
        NamedEntity("chapel", "place", "Orla Chapel", "places/orla-chapel.md", ()),
        NamedEntity("ines", "character", "Inés Morales", "characters/ines-morales.md",
                    ("Inés", "Morales", "Инес")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_two_routes_of_one_thing_contradict_and_the_same_ends_agree() -> None:
    check([
        ("en", "The Sea Gull plied between Genoa and Naples.",
         "The Sea Gull ran from Palermo to Tunis.", "contradicts"),
        ("fr", "La Mouette reliait Gênes à Naples.", "La Mouette faisait la traversée entre "
         "Marseille et Alger.", "contradicts"),
        ("de", "Die Straßenbahn verband Orla mit Brenn.", "Die Straßenbahn fuhr von Orla nach "
         "Soriano.", "contradicts"),
        ("ru/es", "«Чайка» ходила между Генуей и Неаполем.",
         "La Gaviota navegaba entre Palermo y Túnez.", "contradicts"),
        # the same two ends, in either order, in another language
        ("en/fr", "The Sea Gull plied between Genoa and Naples.",
         "La Mouette assurait la liaison de Naples à Gênes.", "agrees"),
        ("es/de", "El tranvía unía Orla con Brenn.", "Die Straßenbahn verkehrte zwischen Brenn "
         "und Orla.", "agrees"),
        ("ru", "Трамвай соединял Орлу с Бренном.", "Трамвай ходил между Орлой и Бренном.",
         "agrees"),
    ])  # fmt: skip


def test_a_route_then_and_another_later_or_a_journey_is_nothing() -> None:
    check([
        ("en", "In 1890 the Sea Gull plied between Genoa and Naples.",
         "In 1912 the Sea Gull ran from Palermo to Tunis.", "none"),
        ("en", "The Sea Gull plied between Genoa and Naples until 1900.",
         "The Sea Gull ran from Palermo to Tunis.", "none"),
        ("de", "Die Straßenbahn verband Orla mit Brenn.",
         "Die Straßenbahn wurde 1911 von Orla nach Soriano verlängert.", "none"),
        ("es", "El tranvía unía Orla con Brenn.",
         "La nueva línea del tranvía iba de Orla a Soriano.", "none"),
        # a person travels; the tramway's ends are not hers
        ("en", "Inés Morales travelled from Orla to Soriano.",
         "The tramway ran from Orla to Brenn.", "none"),
        # "from 1890 to 1912" is a period, no route
        ("en", "The Sea Gull ran from 1890 to 1912.", "The Sea Gull plied between Genoa and "
         "Naples.", "none"),
    ])  # fmt: skip


def test_a_relative_clause_speaks_of_the_note_named_before_it() -> None:
    check([
        ("en", "Inés worked at the Old Mill, which burned down in 1890.",
         "The Old Mill burned down in 1874.", "contradicts"),
        ("de", "Inés arbeitete in der Alten Mühle, die 1890 abbrannte.",
         "Die Alte Mühle brannte 1874 ab.", "contradicts"),
        ("es", "Inés trabajó en el Molino Viejo, que ardió en 1874.",
         "El Molino Viejo ardió en 1874.", "agrees"),
        ("ru", "Инес работала на Старой мельнице, которая сгорела в 1890 году.",
         "Старая мельница сгорела в 1874 году.", "contradicts"),
        ("en", "Inés married Boris, who died in 1890.", "Boris died in 1874.", "contradicts"),
        # the clause's death is the antecedent's, not the subject's
        ("en", "Inés married Boris, who died in 1890.", "Inés died in 1874.", "none"),
    ])  # fmt: skip


def test_a_place_after_words_of_its_own_or_after_an_aside() -> None:
    check([
        ("en", "Boris died in the spa town of Bath.", "Boris died in York.", "contradicts"),
        ("de", "Boris starb in dem kleinen Dorf Brenn.", "Boris starb in Orla.", "contradicts"),
        ("fr", "Boris mourut dans la petite ville de Vence.", "Boris mourut à Nice.",
         "contradicts"),
        ("de", "Boris starb 1916, hochbetagt, in Luzern.", "Boris starb 1916 in Mailand.",
         "contradicts"),
        ("en", "Boris died in 1916, aged ninety, in Lucerne.", "Boris died in 1916 in Milan.",
         "contradicts"),
        ("es", "Boris murió en 1916, ya viudo, en Lucerna.", "Boris murió en 1916 en Lucerna.",
         "agrees"),
    ])  # fmt: skip


def test_a_phrase_of_one_note_and_an_unlisted_word_is_the_note_for_its_events() -> None:
    check([
        ("fr", "Le roman Les Brisants fut écrit par Hélène Kervella.",
         "Les Brisants furent écrits par Yves Le Bris.", "contradicts"),
        ("de", "Die Brücke bei Orla wurde 1847 vom Hochwasser weggerissen.",
         "1850 fuhren noch Fuhrwerke über die Brücke bei Orla.", "contradicts"),
        ("fr", "Le hameau de Weissmatt comptait quatre-vingts habitants.",
         "Weissmatt comptait deux cents habitants.", "contradicts"),
        ("fr", "La construction du Vieux Moulin fut achevée en 1880.",
         "Le Vieux Moulin fut achevé en 1885.", "contradicts"),
        # a part's measure is its own; a listed part's building too
        ("en", "The tower of the Orla Chapel was built in 1871.",
         "The Orla Chapel was built in 1790.", "none"),
        ("en", "The parapet of the bridge at Orla is 40 metres long.",
         "The bridge at Orla is 120 metres long.", "none"),
    ])  # fmt: skip


def test_hardly_exceeding_is_about_and_enlarged_to_is_had() -> None:
    check([
        ("fr", "En 1900, le Héraut ne dépassait guère trois cents exemplaires.",
         "En 1900, le Héraut tirait à 1 200 exemplaires.", "contradicts"),
        ("en", "The Herald hardly exceeded three hundred copies.",
         "The Herald printed 1,200 copies.", "contradicts"),
        ("es", "Hacia 1870 Orla no pasaba de unos dos mil habitantes.",
         "Hacia 1870 Orla tenía seis mil habitantes.", "contradicts"),
        ("es", "En 1893 la clínica se amplió a sesenta camas.",
         "En 1893 la clínica tenía treinta camas.", "contradicts"),
        ("ru", "В 1893 году больницу расширили до шестидесяти коек.",
         "В 1893 году в больнице было тридцать коек.", "contradicts"),
        ("en", "In 1893 the clinic was enlarged to sixty beds.",
         "In 1893 the clinic had sixty beds.", "agrees"),
    ])  # fmt: skip


def test_heading_a_body_by_a_verb_holds_its_one_post_of_head() -> None:
    check([
        ("fr", "Boris Lenz dirigea le dépôt de 1890 à 1910.",
         "Ivan Sokol dirigea le dépôt de 1900 à 1908.", "contradicts"),
        ("de", "Boris Lenz leitete das Depot von 1890 bis 1910.",
         "1905 leitete Iwan Sokol das Depot.", "contradicts"),
        ("ru", "Борис руководил депо с 1890 по 1910 год.",
         "Иван Сокол руководил депо с 1900 по 1908 год.", "contradicts"),
        ("en", "Boris Lenz headed the depot from 1890 to 1910.",
         "Boris Lenz was director of the depot from 1890 to 1910.", "agrees"),
        # after the other's time; a verb of heading with no body after it
        ("en", "Boris Lenz headed the depot from 1890 to 1910.",
         "In 1915 Ivan Sokol ran the depot.", "none"),
        ("en", "In 1905 Ivan Sokol ran to the depot.",
         "Boris Lenz headed the depot from 1890 to 1910.", "none"),
    ])  # fmt: skip


def test_the_stages_of_a_start_built_completed_founded_opened() -> None:
    check([
        ("en", "The Orla depot was built in 1864.", "The Orla depot was completed in 1882.",
         "contradicts"),
        ("de", "Das Depot wurde 1864 erbaut.", "Das Depot wurde 1864 vollendet.", "agrees"),
        ("es", "Boris fundó el depósito en 1851.", "El depósito fue construido en 1851.",
         "agrees"),
        # a year or two on the site; consecrated after it was built; founded, then built
        ("en", "The depot was built in 1864.", "The depot was completed in 1865.", "none"),
        ("en", "The depot was built in 1849.", "The depot was consecrated in 1851.", "none"),
        ("en", "The depot was founded in 1850.", "The depot was built in 1870.", "none"),
    ])  # fmt: skip


def test_a_fronted_english_date_without_a_comma_leaves_a_main_clause() -> None:
    check([
        ("en", "After 1905 Boris lived in Vienna.", "Boris lived in Graz in 1910.", "contradicts"),
        ("en", "Until 1905 Boris Lenz lived in Vienna.", "Boris Lenz lived in Graz in 1900.",
         "contradicts"),
        ("en", "Since 1905 Boris has lived in Vienna.", "Boris lived in Graz in 1900.", "none"),
        # German sets a clause off by a comma: "als" without one is "as"
        ("de", "Inés ist als Witwe 1890 in Wien gestorben.", "Inés starb 1890 in Graz.",
         "contradicts"),
        ("de", "Inés hatte schon als Kind 1890 in Wien gewohnt.", "Inés wohnte 1890 in Graz.",
         "contradicts"),
    ])  # fmt: skip


def test_a_work_named_by_its_kind_has_its_maker_and_a_head_by_its_post() -> None:
    check([
        ("es", "Marina es una zarzuela de Boris Lenz.", "Marina fue compuesta por Federico Chueca.",
         "contradicts"),
        ("en", "Marina is an operetta by Boris Lenz.", "Marina was composed by Federico Chueca.",
         "contradicts"),
        ("fr", "Marina est un opéra de Boris Lenz.", "Marina fut composée par Boris Lenz.",
         "agrees"),
        ("de", "Inés war von 1900 bis 1918 Leiterin des Depots.",
         "Iwan Sokol war von 1910 bis 1920 Direktor des Depots.", "contradicts"),
    ])  # fmt: skip


def test_an_event_that_never_happened_against_the_same_event() -> None:
    check([
        ("fr", "Marina ne fut jamais publiée.", "Marina parut en 1889.", "contradicts"),
        ("es", "Marina nunca se publicó.", "Marina se publicó en 1889.", "contradicts"),
        ("de", "Marina wurde nie veröffentlicht.", "Marina erschien 1889.", "contradicts"),
        ("en", "The Old Mill never burned down.", "The Old Mill burned down in 1874.",
         "contradicts"),
        # two denials; a denial with a date of its own; a rebuilding denied
        ("fr", "Marina ne fut jamais publiée.", "Marina ne parut jamais.", "none"),
        ("en", "The Old Mill burned down in 1874 and was never rebuilt.",
         "The Old Mill burned down in 1874.", "agrees"),
    ])  # fmt: skip


def test_a_body_that_came_into_being_was_founded_then() -> None:
    check([
        ("ru", "Трамвай был основан в 1881 году.", "Трамвай возник в 1895 году.", "contradicts"),
        ("ru/en", "Трамвай возник в 1881 году.", "The Harbour Tramway was founded in 1881.",
         "agrees"),
    ])  # fmt: skip


def test_a_small_one_of_a_kind_is_the_one_note_of_that_kind() -> None:
    check([
        ("en", "The little chapel was consecrated in 1863.", "Orla Chapel was consecrated in 1888.",
         "contradicts"),
        ("en", "The small chapel was consecrated in 1888.", "Orla Chapel was consecrated in 1888.",
         "agrees"),
    ])  # fmt: skip


def test_a_journey_denied_is_no_journey() -> None:
    check([
        ("en", "Inés never went to Russia.", "In 1902 Inés went to St Petersburg.", "contradicts"),
        ("en", "Inés never went to Russia.", "Inés went to Russia in 1902.", "contradicts"),
    ])  # fmt: skip


def test_a_named_era_is_the_years_it_spans() -> None:
    check([
        ("en", "During the First World War Inés lived in Riga.", "Inés lived in Tver in 1916.",
         "contradicts"),
        ("ru", "Во время Первой мировой войны Инес жила в Риге.", "В 1916 году Инес жила в Твери.",
         "contradicts"),
        ("fr", "Pendant la Seconde Guerre mondiale, Inés vécut à Riga.",
         "En 1942, Inés vivait à Tver.", "contradicts"),
        ("en", "During the First World War Inés lived in Riga.", "Inés lived in Tver in 1925.",
         "none"),
    ])  # fmt: skip
