"""Round 36 (issue 14): vague magnitudes read as the ranges they mean ("a
few hundred inhabitants", "hundreds of workers", "des milliers de
pèlerins", "einige tausend Einwohner", "varios miles de habitantes",
"несколько тысяч жителей", "погибли сотни людей"), not as one hundred or
one thousand; a death agreed by its date alone is withheld when one side
places it in a town and the other in a building no note names ("died in
1890 in the harbour hospital", "starb 1890 in einem Gasthaus"); a thing
"finished", "terminée", "se finalizó", "закончили" as its completion; a
thing above or below another ("oberhalb der Quelle", "au-dessus de la
source", "encima del manantial"), and the reason of a side naming the other
thing, not its file; opposite words of relation ("before" / "after",
"above" / "below") are no paraphrase; a post at a workplace ("was a
spinner at the glove factory") is work there, which "never worked at the
glove factory" denies; the year a person took a body over ("took over
the Glove Works in 1885", "übernahm", "reprit", "se hizo cargo de",
"возглавил") and the start of heading it ("ran it from 1880"); two
statements of different starts ("from 1880" / "from 1885") are no
paraphrase; the parent named in a genitive before an only child ("Tom
Pike's only child", "Tom Pikes einziges Kind") had one child; a cause of
death that killed or carried off a person ("The Spanish flu killed Ann Hale
in 1918", "La grippe emporta …", "El tifus se llevó a …", "Тиф унёс …", "was carried off by typhus") is what the person died of. Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.base import Statement
from semnet.graph.judge.compare import Finding
from semnet.graph.judge.numwords import words_to_digits
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md", ("Керлаз", "Керлазе")),
        NamedEntity("hale", "character", "Ann Hale", "characters/ann-hale.md", ("Анна Хейл",)),
        NamedEntity("leeds", "place", "Leeds", "places/leeds.md", ("Лидс", "Лидсе")),
        NamedEntity("road", "glossary", "Pass Road", "glossary/pass-road.md",
                    ("route du col", "carretera del puerto", "дорога через перевал",
                     "Дорогу через перевал", "Дорога через перевал")),
        NamedEntity("inn", "glossary", "Lantern Inn", "glossary/lantern-inn.md", ()),
        NamedEntity("vosper", "character", "Emil Vosper", "characters/emil-vosper.md",
                    ("Эмиль Воспер",)),
        NamedEntity("gloves", "glossary", "Glove Works", "glossary/glove-works.md",
                    ("glove works", "fábrica de guantes", "Handschuhfabrik", "ganterie",
                     "перчаточная фабрика", "перчаточной фабрике")),
        NamedEntity("abbey", "glossary", "Abbey", "glossary/abbey.md", ("abbey",)),
        NamedEntity("chapel", "glossary", "Grotto Chapel", "glossary/grotto-chapel.md",
                    ("Quellkapelle", "chapelle de la source", "capilla del manantial")),
        NamedEntity("spring", "glossary", "Holy Spring", "glossary/holy-spring.md",
                    ("spring", "Quelle", "source", "manantial")),
        NamedEntity("mill", "glossary", "Orme Mill", "glossary/orme-mill.md",
                    ("Ormemühle", "moulin d'Orme", "molino de Orme", "Ормская фабрика",
                     "Ормской фабрике")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_vague_magnitude_is_a_range_not_one_hundred() -> None:
    check([
        # inside the range agrees (before round 36: "400 vs 100", a contradiction)
        ("en", "In 1890 Kerlaz had 400 inhabitants.",
         "In 1890 Kerlaz had a few hundred inhabitants.", "agrees"),
        ("en", "In 1890 Kerlaz had 3,000 inhabitants.",
         "In 1890 Kerlaz had several thousand inhabitants.", "agrees"),
        ("en", "In 1890 the Orme Mill employed 60 hands.",
         "In 1890 the Orme Mill employed dozens of hands.", "agrees"),
        ("fr", "En 1890, Kerlaz comptait 3 000 habitants.",
         "En 1890, Kerlaz comptait quelques milliers d'habitants.", "agrees"),
        ("de", "1890 hatte Kerlaz 3000 Einwohner.",
         "1890 hatte Kerlaz einige tausend Einwohner.", "agrees"),
        ("es", "En 1890 Kerlaz tenía 300 habitantes.",
         "En 1890 Kerlaz tenía unos pocos cientos de habitantes.", "agrees"),
        ("ru", "В 1890 году в Керлазе было 4000 жителей.",
         "В 1890 году в Керлазе было несколько тысяч жителей.", "agrees"),
        # far outside it contradicts
        ("en", "In 1890 Kerlaz had 12,000 inhabitants.",
         "In 1890 Kerlaz had a few hundred inhabitants.", "contradicts"),
        ("en", "In 1890 the Orme Mill employed 300 hands.",
         "In 1890 the Orme Mill employed a handful of hands.", "contradicts"),
        ("de", "1890 hatte Kerlaz 500 Einwohner.",
         "1890 hatte Kerlaz mehrere tausend Einwohner.", "contradicts"),
        ("es", "En 1890 Kerlaz tenía 500 habitantes.",
         "En 1890 Kerlaz tenía varios miles de habitantes.", "contradicts"),
    ])  # fmt: skip


def _written_as(cases: list[tuple[str, str, str]]) -> None:
    """Each (lang, text, want): the text once number words are figures."""
    for lang, text, want in cases:
        assert words_to_digits(text, lang) == want, (lang, text)


def test_the_ranges_written() -> None:
    cases = [
        ("en", "hundreds of workers", "between 200 and 900 workers"),
        ("en", "tens of thousands of people", "between 20000 and 90000 people"),
        ("fr", "des milliers d'habitants", "entre 2000 et 9000 habitants"),
        ("fr", "des dizaines d'ouvriers", "entre 20 et 90 ouvriers"),
        ("de", "Hunderte von Arbeitern", "zwischen 200 und 900 Arbeitern"),
        ("de", "Dutzende Arbeiter", "zwischen 24 und 99 Arbeiter"),
        ("es", "cientos de obreros", "entre 200 y 900 obreros"),
        (
            "ru",
            "Во время эпидемии погибли сотни людей",
            "Во время эпидемии погибли от 200 до 900 людей",
        ),
        ("ru", "Тысячи паломников приходили", "от 2000 до 9000 паломников приходили"),
    ]
    _written_as(cases)


def test_a_counted_magnitude_or_a_genitive_stays_a_figure() -> None:
    cases = [
        ("en", "two dozen houses", "24 houses"),
        ("es", "Dos docenas de casas", "24 casas"),
        # a Russian genitive singular: about (the level of) a thousand, not thousands
        ("ru", "около тысячи человек", "около 1000 человек"),
        ("ru", "на уровне тысячи двухсот экземпляров", "на уровне 1200 экземпляров"),
        ("ru", "более сотни людей", "более сотни людей"),
    ]
    _written_as(cases)


def test_a_death_in_a_building_no_note_names_is_no_agreement_by_date() -> None:
    check([
        ("en", "Ann Hale died in Leeds in 1890.",
         "Ann Hale died in 1890 in the harbour hospital.", "none"),
        ("en", "Ann Hale died in Leeds in 1890.",
         "Ann Hale spent her last years in her son's house, where she died in 1890.", "none"),
        ("de", "Ann Hale starb 1890 in Leeds.", "Ann Hale starb 1890 in einem Gasthaus.", "none"),
        ("fr", "Ann Hale mourut à Leeds en 1890.",
         "Ann Hale mourut en 1890 dans la maison de son fils.", "none"),
        ("es", "Ann Hale murió en Leeds en 1890.", "Ann Hale murió en 1890 en casa de su hijo.",
         "none"),
        ("ru", "Анна Хейл умерла в Лидсе в 1890 году.",
         "Анна Хейл умерла в городской больнице в 1890 году.", "none"),
        # no building: the same death
        ("en", "Ann Hale died in Leeds in 1890.", "Ann Hale died in 1890 in her sleep.", "agrees"),
        ("en", "Ann Hale died in Leeds in 1890.", "Ann Hale died in 1890.", "agrees"),
        # the building in the town: the same death
        ("en", "Ann Hale died in Leeds in 1890.",
         "Ann Hale died in 1890 in the infirmary at Leeds.", "agrees"),
    ])  # fmt: skip


def test_more_verbs_of_completion() -> None:
    check([
        ("en", "The Pass Road was finished in 1830.", "The Pass Road was completed in 1836.",
         "contradicts"),
        ("en", "The Pass Road was finished in 1830.", "The Pass Road was completed in 1830.",
         "agrees"),
        ("fr", "La route du col fut achevée en 1830.", "La route du col fut terminée en 1836.",
         "contradicts"),
        ("es", "La carretera del puerto se terminó en 1830.",
         "La carretera del puerto se finalizó en 1836.", "contradicts"),
        ("ru", "Дорогу через перевал закончили в 1830 году.",
         "Дорога через перевал была завершена в 1836 году.", "contradicts"),
        # a person who finished her studies: no completion of hers
        ("en", "Ann Hale finished her studies in 1870.", "Ann Hale finished her studies in 1872.",
         "none"),
        ("es", "Ann Hale terminó sus estudios en 1870.", "Ann Hale terminó sus estudios en 1872.",
         "none"),
    ])  # fmt: skip


def test_above_or_below_another_thing() -> None:
    check([
        ("en", "The Grotto Chapel stands above the Holy Spring.",
         "The Grotto Chapel stands below the Holy Spring.", "contradicts"),
        ("en", "The Grotto Chapel stands above the Holy Spring.",
         "The Grotto Chapel stands above the Holy Spring, on a rock.", "agrees"),
        ("de", "Die Quellkapelle steht oberhalb der Quelle.",
         "Die Quellkapelle steht unterhalb der Quelle.", "contradicts"),
        ("fr", "La chapelle de la source se dresse au-dessus de la source.",
         "La chapelle de la source se dresse au-dessous de la source.", "contradicts"),
        ("es", "La capilla del manantial está encima del manantial.",
         "La capilla del manantial está debajo del manantial.", "contradicts"),
    ])  # fmt: skip


def _finding(a: str, b: str) -> Finding | None:
    """The rules judge's finding on two English statements."""
    return RulesJudge(NAMES).finding(
        Statement(ref="node:a", id="a", kind="fact", text=a, lang="en"),
        Statement(ref="node:b", id="b", kind="fact", text=b, lang="en"),
    )


def test_a_side_names_the_other_thing_in_its_reason() -> None:
    f = _finding(
        "The Lantern Inn stands north of the Abbey.", "The Lantern Inn stands south of the Abbey."
    )
    assert f is not None and f.rule == "side"
    assert "Abbey" in f.reason and "Lantern Inn" in f.reason and ".md" not in f.reason


def test_opposite_words_of_relation_are_no_paraphrase() -> None:
    check([
        ("en", "Ann Hale lived above the Lantern Inn.", "Ann Hale lived below the Lantern Inn.", "none"),
        ("en", "Ann Hale lived above the Lantern Inn.",
         "Ann Hale lived above the Lantern Inn with her sister.", "agrees"),
    ])  # fmt: skip


def test_a_post_at_a_workplace_is_work_there() -> None:
    check([
        ("en", "Ann Hale was a spinner at the Glove Works.",
         "Ann Hale never worked at the Glove Works: she was a seamstress.", "contradicts"),
        ("es", "Ann Hale fue obrera en la fábrica de guantes.",
         "Ann Hale nunca trabajó en la fábrica de guantes: era costurera.", "contradicts"),
        ("de", "Ann Hale war Näherin in der Handschuhfabrik.",
         "Ann Hale hat nie in der Handschuhfabrik gearbeitet; sie war Schneiderin.",
         "contradicts"),
        ("fr", "Ann Hale était ouvrière à la ganterie.",
         "Ann Hale n'a jamais travaillé à la ganterie : elle était couturière.", "contradicts"),
        ("ru", "Анна Хейл была работницей на перчаточной фабрике.",
         "Анна Хейл никогда не работала на перчаточной фабрике: она была швеёй.",
         "contradicts"),
        # words of the post before the workplace
        ("en", "Ann Hale was a master carver at the Glove Works.",
         "Ann Hale never worked at the Glove Works.", "contradicts"),
        ("es", "Ann Hale era maestra tallista en la fábrica de guantes.",
         "Ann Hale nunca trabajó en la fábrica de guantes.", "contradicts"),
        # a town is where, not for whom; an adjective is no post
        ("en", "In 1890 Ann Hale was a teacher in Leeds.",
         "In 1890 Ann Hale worked at the Glove Works.", "none"),
        ("fr", "Ann Hale était absente au mariage de sa sœur.",
         "Ann Hale fut témoin au mariage de son amie Rose en 1881.", "none"),
    ])  # fmt: skip


def test_the_year_one_took_a_body_over() -> None:
    check([
        ("en", "Emil Vosper took over the Glove Works in 1880.",
         "Emil Vosper took over the Glove Works in 1885.", "contradicts"),
        ("en", "Emil Vosper took over the Glove Works in 1880.",
         "Emil Vosper took over the Glove Works in 1880.", "agrees"),
        ("de", "Emil Vosper übernahm 1880 die Handschuhfabrik.",
         "Emil Vosper übernahm die Handschuhfabrik 1885.", "contradicts"),
        ("fr", "Emil Vosper reprit la ganterie en 1880.",
         "Emil Vosper reprit la ganterie en 1885.", "contradicts"),
        ("es", "Emil Vosper se hizo cargo de la fábrica de guantes en 1880.",
         "Emil Vosper se hizo cargo de la fábrica de guantes en 1885.", "contradicts"),
        ("ru", "Эмиль Воспер возглавил перчаточную фабрику в 1880 году.",
         "Эмиль Воспер возглавил перчаточную фабрику в 1885 году.", "contradicts"),
        # the start of heading it against the year it was taken over
        ("en", "Emil Vosper ran the Glove Works from 1880.",
         "Emil Vosper took over the Glove Works in 1885.", "contradicts"),
        # taking over a post of one's own is no body taken over
        ("en", "Emil Vosper took over his father's debts in 1880.",
         "Emil Vosper took over his father's debts in 1885.", "none"),
    ])  # fmt: skip


def test_two_starts_are_no_paraphrase() -> None:
    check([
        ("en", "Ann Hale sang in the choir of the Abbey from 1880.",
         "Ann Hale sang in the choir of the Abbey from 1885.", "none"),
        ("en", "Ann Hale sang in the choir of the Abbey from 1880.",
         "Ann Hale sang in the choir of the Abbey from 1880.", "agrees"),
    ])  # fmt: skip


def test_an_only_child_after_its_parents_genitive() -> None:
    check([
        ("en", "Ann Hale was Emil Vosper's only child.", "Emil Vosper had seven children.",
         "contradicts"),
        ("en", "Ann Hale was Emil Vosper's only daughter.",
         "Emil Vosper had three daughters.", "contradicts"),
        ("de", "Ann Hale war Emil Vospers einziges Kind.", "Emil Vosper hatte sieben Kinder.",
         "contradicts"),
        # an only daughter among sons
        ("en", "Ann Hale was Emil Vosper's only daughter.", "Emil Vosper had seven children.",
         "none"),
    ])  # fmt: skip


def test_an_abbot_is_named_an_abbot() -> None:
    f = _finding("Emil Vosper became abbot in 1880.", "Emil Vosper became abbot in 1885.")
    assert f is not None and f.stance.value == "contradicts"
    assert "abbot" in f.reason and "abbess" not in f.reason  # (it said "abbess" until round 36)


def test_a_cause_that_killed_a_person_is_what_she_died_of() -> None:
    check([
        ("en", "Ann Hale died of a fall in 1918.", "The Spanish flu killed Ann Hale in 1918.",
         "contradicts"),
        ("en", "Ann Hale died of influenza in 1918.", "The Spanish flu killed Ann Hale in 1918.",
         "agrees"),
        ("fr", "Ann Hale mourut d'une chute dans l'escalier.",
         "La grippe espagnole emporta Ann Hale en 1918.", "contradicts"),
        ("es", "Ann Hale murió de cólera en 1866.", "El tifus se llevó a Ann Hale en 1866.",
         "contradicts"),
        ("de", "Ann Hale starb 1866 an der Cholera.", "Der Typhus raffte Ann Hale 1866 dahin.",
         "contradicts"),
        ("ru", "Анна Хейл умерла от холеры в 1866 году.", "Тиф унёс Анну Хейл в 1866 году.",
         "contradicts"),
        ("en", "Ann Hale died in 1866.", "Cholera killed Ann Hale in 1867.", "contradicts"),
        ("en", "Ann Hale died of cholera in 1866.", "Ann Hale was carried off by typhus in 1866.",
         "contradicts"),
        ("fr", "Ann Hale mourut du choléra en 1866.", "Ann Hale fut emportée par le typhus en 1866.",
         "contradicts"),
        # no cause of death before the verb: nothing read
        ("en", "Ann Hale died in 1866.", "The news killed Ann Hale's hopes in 1867.", "none"),
    ])  # fmt: skip
