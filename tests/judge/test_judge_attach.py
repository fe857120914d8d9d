"""Where a trailing date belongs (round 14): past a place's name in
apposition ("settled in Hazleton, Pennsylvania, in 1892"), to the clause
before it when that clause is subordinate ("was 27 when he painted it, in
1899"); and two homes from the same year. Sentences of our own."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.judge.text import segments, tokenize
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ives", "character", "Ada Ives", "characters/ada-ives.md"),
        NamedEntity("ruiz", "character", "Tomás Ruiz", "characters/tomas-ruiz.md", ("Ruiz",)),
        NamedEntity("hahn", "character", "Greta Hahn", "characters/greta-hahn.md"),
        NamedEntity("reap", "glossary", "The Reapers", "glossary/the-reapers.md",
                    ("Los segadores",)),
        NamedEntity("vald", "place", "Valdecobre", "places/valdecobre.md", ("Вальдекобре",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_trailing_date_skips_a_name_in_apposition() -> None:
    segs = segments(tokenize("Ada Ives settled in Dayton, Ohio, in 1892.", "en"), "en")
    assert [t.start.year for t in segs[0].context] == [1892]


def test_a_trailing_date_after_a_subordinate_clause_is_its_date() -> None:
    toks = tokenize("Ruiz tenía 30 años cuando pintó el cuadro, en 1899.", "es")
    segs = segments(toks, "es")
    assert segs[1].kind == "sub" and [t.start.year for t in segs[1].context] == [1899]


def test_dates_found_where_they_belong() -> None:
    check([
        ("en/de", "Ada Ives settled in Dayton, Ohio, in 1892.",
         "Ada Ives lebte ab 1892 in Toronto in Kanada.", "contradicts"),
        ("es", "Ruiz tenía treinta años cuando pintó Los segadores, en 1899.",
         "Tomás Ruiz había nacido en 1860.", "contradicts"),
        ("en", "Greta Hahn was 30 when she opened the shop in 1890.",
         "Greta Hahn was born in 1860.", "agrees"),
        # two homes from one year cannot both be; from two years they follow each other
        ("en", "From 1890 Ada Ives lived in Leeds.", "From 1890 Ada Ives lived in York.",
         "contradicts"),
        ("en", "From 1890 Ada Ives lived in Leeds.", "From 1897 Ada Ives lived in York.", "none"),
    ])  # fmt: skip


def test_a_source_or_a_start_before_the_clause_is_no_subject() -> None:
    for text, lang in (("Selon Le Messager, la ligne transporta 40 000 voyageurs.", "fr"),
                       ("D'après les comptes, la ligne transporta 28 000 voyageurs.", "fr"),
                       ("According to the register, Ada Ives was born in 1850.", "en"),
                       ("По словам сестры, Иван умер в 1912 году.", "ru")):  # fmt: skip
        kinds = [s.kind for s in segments(tokenize(text, lang), lang)]
        assert kinds[0] == "adjunct" and "main" in kinds[1:], text
    check([
        ("fr", "Selon Le Messager, Greta Hahn mourut en 1901.", "Greta Hahn mourut en 1905.",
         "contradicts"),
        ("ru", "Тридцать пять лет, начиная с 1895 года, Томас Руис жил в Риге.",
         "Томас Руис умер в 1890 году.", "contradicts"),  # lived there after the death
    ])  # fmt: skip


def test_a_french_possessive_is_no_son() -> None:
    check([
        ("fr", "Greta Hahn n'eut jamais de fils.", "En 1901, Greta Hahn eut à sa tête cent ouvriers.",
         "none"),
    ])  # fmt: skip


def test_a_named_source_reports_the_clause_of_its_own_subject() -> None:
    check([
        ("en", "Ada Ives was born in 1850.", "Greta Hahn said that Ada Ives was born in 1852.",
         "contradicts"),
        ("en", "Ada Ives was born in 1850.", "Greta Hahn recalled that Ada Ives was born in 1850.",
         "agrees"),
        ("ru", "Томас Руис умер в 1890 году.",
         "Грета Хан вспоминала, что Томас Руис умер в 1895 году.", "contradicts"),
    ])  # fmt: skip


def test_half_a_hundred_in_russian_is_fifty() -> None:
    from semnet.graph.judge import ru_forms

    assert ru_forms.plain("не меньше полусотни душ") == "не меньше 50 душ"
    assert ru_forms.plain("полсотни домов") == "50 домов"


def test_a_phrase_of_time_by_another_event_is_no_subject() -> None:
    # "avant même l'arrivée des Anglais" between commas names when, not what (round 18)
    segs = segments(
        tokenize("En 1870, avant même l'arrivée des Anglais, Valdecobre était une ville.", "fr"),
        "fr",
    )
    assert [s.kind for s in segs] == ["adjunct", "adjunct", "main"]
    check([
        ("fr", "Valdecobre comptait deux mille habitants en 1870.",
         "En 1870, avant même l'arrivée des Anglais, Valdecobre était une ville de dix mille "
         "âmes.", "contradicts"),
        ("en", "Valdecobre had two thousand inhabitants in 1870.",
         "In 1870, even before the arrival of the English, Valdecobre had ten thousand "
         "inhabitants.", "contradicts"),
        ("de", "Valdecobre hatte 1870 zweitausend Einwohner.",
         "Im Jahr 1870, noch vor der Ankunft der Engländer, hatte Valdecobre zehntausend "
         "Einwohner.", "contradicts"),
        ("ru", "В 1870 году в Вальдекобре жило две тысячи человек.",
         "В 1870 году, ещё до приезда англичан, в Вальдекобре жило десять тысяч человек.",
         "contradicts"),
    ])  # fmt: skip


def test_a_name_after_a_preposition_and_its_article_is_no_subject() -> None:
    # round 18: "está enterrado en el Cementerio Inglés" says where, not who died
    names = NameIndex(
        [
            NamedEntity("tom", "character", "Tom Ward", "characters/tom-ward.md",
                        ("Don Tomás",)),
            NamedEntity("cem", "place", "Cementerio Inglés", "places/cementerio-ingles.md"),
            NamedEntity("val", "place", "Valdecobre", "places/valdecobre.md"),
        ]
    )  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("es", "Tom Ward murió en Sheffield en 1937.",
         "Don Tomás nunca volvió a Inglaterra: murió en Valdecobre en 1937 y está enterrado en "
         "el Cementerio Inglés.", "contradicts"),
    ])  # fmt: skip
