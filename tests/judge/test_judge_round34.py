"""Round 34 (issue 14): where a place lies, said after the kind of place it
is ("The village of Orsat belongs to …", "Das Dorf Orsat gehört …"), past an
auxiliary, an adverb or an apposition ("Orsat, a hamlet on the lake, has
always belonged to …"), with a Russian dash for the verb ("Орса — деревня в
кантоне Берн"), with the level the noun nearest the name says, and the
same place agreeing whatever its level; the days of the week a market, a
paper or a council keeps; what a person was called; a named thing with the
place it is in is that thing ("«Вестник» в Грауахе основал …"); an age at
a happening before the clause; a maker named by a feminine noun; a comma
before "and there". Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("orsat", "place", "Orsat", "places/orsat.md", ("Орса",)),
        NamedEntity("valais", "place", "Valais", "places/valais.md", ("Wallis", "Вале")),
        NamedEntity("vaud", "place", "Vaud", "places/vaud.md", ("Waadt",)),
        NamedEntity("bern", "place", "Bern", "places/bern.md", ("Берн",)),
        NamedEntity("kvalby", "place", "Kvalby", "places/kvalby.md", ("Квальбю",)),
        NamedEntity("troms", "place", "Troms", "places/troms.md", ("Тромс",)),
        NamedEntity("nordland", "place", "Nordland", "places/nordland.md", ("Нурланн", "Нурланна", "Нурланне")),
        NamedEntity("dalen", "place", "Dalen", "places/dalen.md", ()),
        NamedEntity("jura", "place", "Jura", "places/jura.md", ()),
        NamedEntity("doubs", "place", "Doubs", "places/doubs.md", ()),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_where_a_place_lies_said_after_its_kind() -> None:
    check([
        ("en", "Orsat lies in the canton of Valais.",
         "The whole village of Orsat belongs to the canton of Vaud.", "contradicts"),
        ("de", "Orsat liegt im Kanton Wallis.", "Das Dorf Orsat gehört zum Kanton Waadt.",
         "contradicts"),
        ("fr/es", "Le village d'Orsat appartient au canton du Valais.",
         "El pueblo de Orsat pertenece al cantón de Valais.", "agrees"),
        # the mill of a village is not the village
        ("en", "Orsat lies in the canton of Valais.",
         "The mill of Orsat belongs to the canton of Vaud.", "none"),
    ])  # fmt: skip


def test_where_a_place_lies_past_an_auxiliary_or_an_apposition() -> None:
    check([
        ("en", "Kvalby lay in the county of Nordland.",
         "Kvalby, a fishing hamlet on the coast, has always belonged to the county of Troms.",
         "contradicts"),
        ("fr", "Kvalby faisait partie du comté de Nordland.",
         "Kvalby a toujours appartenu au comté de Troms.", "contradicts"),
        ("de", "Kvalby gehörte zur Provinz Nordland.",
         "Kvalby hat immer zur Provinz Nordland gehört.", "agrees"),
    ])  # fmt: skip


def test_a_russian_dash_says_where_a_place_lies() -> None:
    check([
        ("ru", "Орса лежит в кантоне Вале.", "Орса — деревня в кантоне Берн, у границы.",
         "contradicts"),
        ("ru/en", "Квальбю — посёлок в губернии Тромс.", "Kvalby lay in the county of Troms.",
         "agrees"),
    ])  # fmt: skip


def test_the_level_is_the_noun_nearest_the_name() -> None:
    check([
        # a parish is what Orsat is, a canton where it lies: the canton is the level
        ("en", "Orsat is a parish of the canton of Valais.", "Orsat lies in the canton of Vaud.",
         "contradicts"),
        ("fr", "Kvalby est une commune du département du Jura.",
         "Kvalby se trouvait dans le département du Doubs.", "contradicts"),
        # a district and a county: one may lie in the other
        ("en", "Kvalby is a village in the Dalen district.", "Kvalby lay in the county of Troms.",
         "none"),
    ])  # fmt: skip


WEEK = NameIndex(
    [
        NamedEntity("goltz", "place", "Goltzbach", "places/goltzbach.md",
                    ("Гольцбах", "Гольцбахе")),
        NamedEntity("fair", "glossary", "Rag Fair", "glossary/rag-fair.md",
                    ("the Rag Fair", "la foire aux chiffons", "Тряпичная ярмарка")),
        NamedEntity("courier", "glossary", "Goltzbach Courier", "glossary/courier.md",
                    ("the Courier", "der Kurier", "Курьер")),
        NamedEntity("domingo", "character", "Domingo Pérez", "characters/domingo.md",
                    ("Domingo",)),
    ]
)  # fmt: skip
check_week = stance_checker(RulesJudge(WEEK))


def test_the_days_of_the_week_a_thing_keeps() -> None:
    check_week([
        ("en/fr", "The market at Goltzbach was held on Tuesdays and Saturdays.",
         "À Goltzbach, le marché se tenait le vendredi.", "contradicts"),
        ("ru/en", "Рынок в Гольцбахе работал по средам.",
         "Goltzbach's market day was Wednesday.", "agrees"),
        ("de/es", "Der Kurier erschien dienstags.", "El Courier salía los sábados.",
         "contradicts"),
        ("de", "In Goltzbach war donnerstags Markt.", "Der Wochenmarkt von Goltzbach fand "
         "jeden Donnerstag statt.", "agrees"),
    ])  # fmt: skip


def test_what_the_days_of_the_week_do_not_tell() -> None:
    check_week([
        # days in part in common
        ("en/fr", "The market at Goltzbach was held on Tuesdays and Saturdays.",
         "À Goltzbach, le marché avait lieu le samedi.", "none"),
        # the market and the council are two things
        ("en", "The market at Goltzbach was held on Tuesdays.",
         "The council of Goltzbach met on Fridays.", "none"),
        # a feast named by its weekday
        ("en", "The Rag Fair opened on Whit Monday.", "The Rag Fair opened on a Tuesday.",
         "none"),
        # a move from one day to another
        ("en", "The market at Goltzbach was held on Tuesdays.",
         "In 1880 the market at Goltzbach was moved to Friday.", "none"),
    ])  # fmt: skip


NICK = NameIndex(
    [
        NamedEntity("petr", "character", "Pyotr Lagunov", "characters/pyotr-lagunov.md",
                    ("Пётр Лагунов", "Петра Лагунова", "Lagunov")),
        NamedEntity("greta", "character", "Greta Holm", "characters/greta-holm.md",
                    ("Грета Хольм", "Грету Хольм")),
        NamedEntity("port", "place", "Holmvik", "places/holmvik.md", ("Хольмвик",)),
    ]
)  # fmt: skip
check_nick = stance_checker(RulesJudge(NICK))


def test_what_a_person_was_called() -> None:
    check_nick([
        ("en", "Pyotr Lagunov was nicknamed 'the Owl' by the dockers.",
         "In Holmvik everyone called Pyotr Lagunov \"the Bishop\".", "contradicts"),
        # Russian inflects the by-name after "звали"; the quoted one is the same
        ("ru", "Петра Лагунова в порту звали «Старым Филином».",
         "«Старый Филин» — так прозвали Петра Лагунова грузчики.", "agrees"),
        ("de/en", "Greta Holm, genannt „Tante Grete“, führte das Gasthaus.",
         "Greta Holm was known as 'Tante Grete' in Holmvik.", "agrees"),
        # the person's own name in two by-names is no word in common
        ("fr", "On surnommait Greta Holm « la Grande Greta ».",
         "Au port, tout le monde appelait Greta Holm « Greta la Rousse ».", "contradicts"),
    ])  # fmt: skip


def test_what_a_by_name_does_not_tell() -> None:
    check_nick([
        # two languages' words: a translation may be the same by-name
        ("en/fr", "Pyotr Lagunov was nicknamed 'the Owl'.",
         "On surnommait Pyotr Lagunov « le Hibou ».", "none"),
        # a saying quoted, not a by-name
        ("fr", "« Je ne reviendrai jamais à Holmvik », dit Greta Holm en 1880.",
         "On surnommait Greta Holm « la Grande Greta ».", "none"),
        # two languages' by-names, each with the name in it
        ("en/de", "Pyotr Lagunov was nicknamed 'Lagunov the Owl'.",
         "Pyotr Lagunov hieß im Hafen nur „der lange Lagunov“.", "none"),
    ])  # fmt: skip


THINGS = NameIndex(
    [
        NamedEntity("bote", "glossary", "Grauacher Bote", "glossary/grauacher-bote.md",
                    ("Grauacher Boten", "Вестник", "«Вестник»")),
        NamedEntity("keller", "character", "Franz Keller", "characters/franz-keller.md",
                    ("Франц Келлер",)),
        NamedEntity("grauach", "place", "Grauach", "places/grauach.md", ("Грауах", "Грауахе")),
    ]
)  # fmt: skip
check_things = stance_checker(RulesJudge(THINGS))


def test_a_named_thing_with_the_place_it_is_in_is_that_thing() -> None:
    check_things([
        ("ru", "Газета «Вестник» была основана в 1850 году.",
         "«Вестник» в Грауахе основал Франц Келлер в 1852 году.", "contradicts"),
        ("de", "Der Grauacher Bote wurde 1850 gegründet.",
         "Den Grauacher Boten in Grauach gründete 1852 Franz Keller.", "contradicts"),
        ("es/en", "Al Grauacher Bote de Grauach lo fundó Franz Keller en 1852.",
         "The Grauacher Bote was founded in 1852.", "agrees"),
    ])  # fmt: skip


AGES = NameIndex(
    [NamedEntity("juan", "character", "Juan Ruiz", "characters/juan-ruiz.md", ("Хуан Руис",))]
)  # fmt: skip
check_ages = stance_checker(RulesJudge(AGES))


def test_an_age_at_a_happening_in_a_phrase_before_the_clause() -> None:
    check_ages([
        ("es", "Durante la huelga de 1880, Juan Ruiz tenía 22 años.", "Juan Ruiz nació en 1850.",
         "contradicts"),
        ("fr/en", "Pendant la grève de 1880, Juan Ruiz n'avait que 22 ans.",
         "Juan Ruiz was born in 1858.", "agrees"),
        # an age at no happening the statement names or dates says nothing
        ("es", "Durante el verano, Juan Ruiz tenía 22 años.", "Juan Ruiz nació en 1850.",
         "none"),
    ])  # fmt: skip


MAKERS = NameIndex(
    [
        NamedEntity("ann", "character", "Ann Hale", "characters/ann-hale.md", ("Анна Хейл",)),
        NamedEntity("juan", "character", "Juan Ruiz", "characters/juan-ruiz.md", ("Хуан Руис",)),
    ]
)  # fmt: skip
check_makers = stance_checker(RulesJudge(MAKERS))


def test_a_maker_named_by_a_feminine_noun() -> None:
    check_makers([
        ("ru", "Основательницей школы была Анна Хейл.", "Школу основал Хуан Руис.",
         "contradicts"),
        ("de", "Gründerin der Schule war Ann Hale.", "Die Schule wurde von Juan Ruiz gegründet.",
         "contradicts"),
        ("de/en", "Erbauerin der Kapelle war Ann Hale.", "The chapel was built by Ann Hale.",
         "agrees"),
    ])  # fmt: skip


def test_a_call_or_a_saying_is_no_by_name() -> None:
    check_nick([
        # "called at" a house is a visit
        ("en", "In 1880 Pyotr Lagunov called at 'The Anchor' in Holmvik.",
         "Pyotr Lagunov was nicknamed 'the Owl'.", "none"),
        # a short saying after "dit"
        ("fr", "« Jamais ! », dit Greta Holm au maire.",
         "On surnommait Greta Holm « la Grande Greta ».", "none"),
    ])  # fmt: skip


def test_where_a_place_lies_in_spanish_and_russian_and_with_no_level() -> None:
    check([
        ("es", "Orsat es una aldea del cantón de Valais.", "Orsat pertenece al cantón de Vaud.",
         "contradicts"),
        ("ru/en", "Квальбю находится в губернии Тромс.", "Kvalby lay in the province of Nordland.",
         "contradicts"),
        # the same place agrees though neither says its level
        ("fr/en", "Kvalby se trouve dans le Jura.", "Kvalby lay in the Jura.", "agrees"),
        # two places of no known level: one may lie in the other
        ("en", "Kvalby lay in the Jura.", "Kvalby lay in the Doubs.", "none"),
        # a part of a place after a dash, and a border with a place, are no sites
        ("ru", "Квальбю — северная оконечность Нурланна.", "Квальбю лежит в Нурланне.", "none"),
        ("ru", "Орса граничит с Вале.", "Орса лежит в кантоне Вале.", "none"),
    ])  # fmt: skip


DEATHS = NameIndex(
    [
        NamedEntity("ann", "character", "Ann Hale", "characters/ann-hale.md", ("Анна Хейл",)),
        NamedEntity("bristol", "place", "Bristol", "places/bristol.md", ("Бристоле",)),
        NamedEntity("leeds", "place", "Leeds", "places/leeds.md", ("Лидс",)),
    ]
)  # fmt: skip
check_deaths = stance_checker(RulesJudge(DEATHS))


def test_a_comma_before_and_there() -> None:
    check_deaths([
        ("es", "Ann Hale murió en Bristol en 1880.",
         "Ann Hale se trasladó a Leeds, y allí murió en 1880.", "contradicts"),
        ("en/fr", "Ann Hale moved to Leeds, and there she died in 1880.",
         "Ann Hale s'installa à Leeds, et y mourut en 1880.", "agrees"),
    ])  # fmt: skip
