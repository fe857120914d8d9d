"""Round 25 (issue 14): two statements that the same person was married,
each telling or mentioning a spouse, neither saying when nor naming the same
one, do not agree (there may have been two marriages); "in the very town"
("en el mismo Valdecobre", "в самом Зареченске") is the town; an origin may
name the region or country its town lies in ("stammte aus Vigo in Spanien");
a region is known by its name in each language ("la Bavière", "Andalusien");
a place note named inside the phrase after "in" is where it happened ("died
in his house above the Kvalnes quay"); staying somewhere until a date is
living there until then ("blieb bis 1916 in Kvalnes"); two statements naming
the same notes at the same dates with a word in common agree; a singer's
voice is one of six; a building is built in one style; two counts of the
same things about one subject, dated alike, that differ contradict or are in
tension; "the circulation of X", "die Auflage der X", "грузоподъёмность X"
are about X; "did not exceed", "ne dépassait pas", "überstieg nicht", "no
superaba", "не превышала" before a figure are its upper bound; the verbs
of leading are one in a tenure ("руководил" / "возглавлял").
Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("davenne", "character", "Louis Davenne", "characters/louis-davenne.md",
                    ("Davenne", "Луи Давенн", "Давенн")),
        NamedEntity("ines", "character", "Inés Larrañaga", "characters/ines-larranaga.md",
                    ("Inés", "Инес")),
        NamedEntity("baccarat", "place", "Baccarat", "places/baccarat.md", ("Баккара",)),
        NamedEntity("kvalnes", "place", "Kvalnes", "places/kvalnes.md", ("Квальнес",)),
        NamedEntity("strike", "glossary", "Quay Strike of 1905", "glossary/quay-strike.md",
                    ("the quay strike", "la grève des quais", "der Hafenstreik")),
        NamedEntity("tidende", "glossary", "Kvalnes Tidende", "glossary/tidende.md",
                    ("the Tidende", "die Tidende", "le Tidende", "«Тиденде»")),
        NamedEntity("ferry", "glossary", "Danube Ferry Company", "glossary/ferry.md",
                    ("the ferry company", "la compañía", "паромная компания")),
        NamedEntity("church", "place", "Church of St Olaf", "places/st-olaf.md",
                    ("the church", "die Kirche", "l'église", "la iglesia", "церковь")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_married_twice_over_is_no_agreement_without_a_date_or_the_same_spouse() -> None:
    check([
        ("en", "Davenne married a glassblower's daughter in 1865.",
         "Louis Davenne had brought his wife with him from Baccarat.", "none"),
        ("fr", "Davenne épousa en 1865 la fille d'un souffleur de verre.",
         "Louis Davenne était marié à une Lorraine.", "none"),
        ("en", "Davenne married Inés Larrañaga in 1865.", "Louis Davenne married Inés in 1865.",
         "agrees"),
        ("en", "Davenne never married.", "Louis Davenne remained a bachelor all his life.",
         "agrees"),
        ("en", "Davenne married in 1865.", "Louis Davenne was a married man by 1870.", "agrees"),
    ])  # fmt: skip


def test_the_very_town_is_the_town() -> None:
    check([
        ("es", "Inés había nacido en el mismo Baccarat.", "Inés nació en Lunéville.",
         "contradicts"),
        ("ru/fr", "Давенн родился в самом Баккара.", "Louis Davenne est né à Baccarat.",
         "agrees"),
    ])  # fmt: skip


def test_an_origin_may_name_the_land_its_town_lies_in() -> None:
    check([
        ("de", "Davenne wurde in Nancy geboren.", "Davenne stammte aus Lyon in Frankreich.",
         "contradicts"),
        ("fr", "Davenne est né à Nancy.", "Davenne venait de Lyon, en Bourgogne.",
         "contradicts"),
        ("de", "Davenne wurde in Passau geboren.", "Davenne stammte aus Passau in Bayern.",
         "agrees"),
        # a journey still: from one town to another
        ("de", "Davenne wurde in Nancy geboren.", "Davenne kam aus Lyon in die Stadt.", "none"),
    ])  # fmt: skip


def test_a_region_is_known_by_its_name_in_each_language() -> None:
    check([
        # Munich is in Bavaria, Lyon is not
        ("fr", "Inés ne quitta jamais la Bavière.", "En 1890, Inés vivait à Munich.", "none"),
        ("fr", "Inés ne quitta jamais la Bavière.", "En 1890, Inés vivait à Lyon.",
         "contradicts"),
        ("de", "Inés hat Andalusien nie verlassen.", "Inés lebte 1890 in Sevilla.", "none"),
    ])  # fmt: skip


def test_a_place_note_inside_the_phrase_after_in_is_the_place() -> None:
    check([
        ("en", "Davenne died in his house above the Kvalnes quay in 1899.",
         "Louis Davenne died in Bergen.", "contradicts"),
        ("ru/en", "Давенн умер в своём доме над пристанью Квальнеса.",
         "Louis Davenne died in Bergen.", "contradicts"),
        ("de/en", "Davenne starb in seinem Haus am Kvalnes-Kai.",
         "Louis Davenne died in Kvalnes.", "agrees"),
        ("en", "Inés was born in a cottage behind the Kvalnes church.",
         "Inés was born in Kvalnes.", "agrees"),
        # a road leading to the place: not there
        ("en", "Davenne died on the road to Kvalnes.", "Louis Davenne died in Bergen.", "none"),
    ])  # fmt: skip


def test_staying_somewhere_until_a_date_is_living_there_until_then() -> None:
    check([
        ("de", "Pfarrer Davenne blieb bis 1916 in Kvalnes.",
         "Davenne verließ Kvalnes schon 1902 und übernahm eine Gemeinde in Bergen.",
         "contradicts"),
        ("ru", "Давенн оставался в Квальнесе до 1916 года.", "Давенн уехал из Квальнеса в 1902 году.",
         "contradicts"),
        ("en", "Davenne remained in Kvalnes until 1916.", "Davenne lived in Bergen in 1910.",
         "contradicts"),
        ("es/fr", "Davenne permaneció en Kvalnes hasta 1916.", "Davenne quitta Kvalnes en 1916.",
         "agrees"),
        # a stay ended before the other year: nothing
        ("en", "Davenne remained in Kvalnes until 1900.", "Davenne lived in Bergen in 1910.",
         "none"),
    ])  # fmt: skip


def test_the_same_notes_and_dates_with_a_word_in_common_agree() -> None:
    check([
        ("en/fr", "In 1880 Inés sang the Carmen aria for Davenne.",
         "En 1880, Inés chanta pour Davenne l'air de Carmen.", "agrees"),
        # a restriction on one side: a qualification
        ("en/fr", "In 1880 Inés sang the Carmen aria for Davenne.",
         "En 1880, Inés chanta pour Davenne l'air de Carmen, mais seulement la première strophe.",
         "qualifies"),
        # the same notes and year, nothing else in common: two things
        ("en", "Inés met Davenne in 1880.", "Inés quarrelled with Davenne in 1880.", "none"),
        ("en", "Inés married Davenne in 1880.", "Inés and Davenne moved to Bergen in 1880.",
         "none"),
        # one note at a year is not enough
        ("en", "Inés sang the Carmen aria in 1880.", "Inés sang in Bergen in 1880.", "none"),
    ])  # fmt: skip


def test_a_singers_voice_is_one_of_six() -> None:
    check([
        ("es/en", "Inés era mezzosoprano.", "Inés Larrañaga was a mezzo-soprano.", "agrees"),
        ("en", "Inés was a soprano.", "Inés Larrañaga was a mezzo-soprano.", "contradicts"),
        ("ru/de", "Инес — меццо-сопрано.", "Inés war Sopranistin.", "contradicts"),
        ("fr/en", "Inés chantait comme contralto.", "Inés was a dramatic soprano.", "contradicts"),
        ("en", "The soprano Inés Larrañaga sang in Bilbao in 1890.", "Inés was a contralto.",
         "contradicts"),
        ("en", "Davenne had a fine baritone voice.", "Davenne was a tenor.", "contradicts"),
        # another singer's voice, or "alto" as "tall"
        ("en", "Inés sang with the tenor Ricci in 1890.", "Inés was a soprano.", "none"),
        ("es", "Davenne era alto y delgado.", "Davenne era barítono.", "none"),
    ])  # fmt: skip


def test_a_building_is_built_in_one_style() -> None:
    check([
        ("ru/en", "Церковь построена в неоготическом стиле.",
         "The church was built in the neo-Gothic style.", "agrees"),
        ("ru/de", "Церковь построена в стиле барокко.", "Die Kirche wurde im Barockstil erbaut.",
         "agrees"),
        ("fr/es", "L'église est de style néo-classique.", "La iglesia es de estilo barroco.",
         "contradicts"),
        ("en/de", "The church was a plain neoclassical building.", "Die Kirche war ein barocker Bau.",
         "contradicts"),
        # a revival and its model: a writer may call one by the other's name
        ("de/en", "Die Kirche wurde im neugotischen Stil erbaut.",
         "The church was built in the Gothic style.", "in_tension"),
        # two styles in one statement (a nave and a choir): not read
        ("en", "The church has a Romanesque nave and a Gothic choir in the later style.",
         "The church was built in the Gothic style.", "none"),
    ])  # fmt: skip


def test_two_counts_of_one_subject_dated_alike_that_differ() -> None:
    check([
        ("en", "About 180 dockers took part in the quay strike of 1905.",
         "By the union's count, some 250 dockers joined the 1905 quay strike.", "in_tension"),
        ("en/fr", "The quay strike of 1905 was joined by 180 workers.",
         "La grève des quais de 1905 rassembla 420 ouvriers.", "contradicts"),
        ("en", "The quay strike of 1905 was joined by 180 dockers.",
         "In 1905 the quay strike was joined by one hundred and eighty dockers.", "agrees"),
        # another year, or times: nothing
        ("en", "The quay strike of 1905 was joined by 180 dockers.",
         "The quay strike was joined by 420 dockers in 1906.", "none"),
        ("en", "Davenne went to Bergen twice.", "Davenne married just once.", "none"),
    ])  # fmt: skip


def test_a_print_run_or_a_capacity_of_a_thing_is_about_the_thing() -> None:
    check([
        ("en", "The Tidende printed 900 copies.", "The circulation of the Tidende was 2,000 copies.",
         "contradicts"),
        ("de", "Die Auflage der Tidende betrug 900 Exemplare.", "Die Tidende druckte 2000 Exemplare.",
         "contradicts"),
        ("en", "The Tidende printed 900 copies.", "The circulation of the Tidende was 900 copies.",
         "agrees"),
    ])  # fmt: skip


def test_not_exceeding_a_figure_is_its_upper_bound() -> None:
    check([
        ("en", "The Tidende printed 1,200 copies.", "The Tidende's circulation did not exceed 800 copies.",
         "contradicts"),
        ("fr", "Le Tidende tirait à 1 200 exemplaires.",
         "Le tirage du Tidende ne dépassait pas 800 exemplaires.", "contradicts"),
        ("de", "Die Tidende druckte 1200 Exemplare.",
         "Die Auflage der Tidende überstieg nicht 800 Exemplare.", "contradicts"),
        ("es", "El Tidende tiraba 1200 ejemplares.",
         "La tirada del Tidende no superaba los 800 ejemplares.", "contradicts"),
        ("ru", "«Тиденде» печатали тиражом 1200 экземпляров.",
         "Тираж «Тиденде» не превышал 800 экземпляров.", "contradicts"),
        # within the bound: nothing
        ("en", "The Tidende printed 600 copies.", "The Tidende's circulation did not exceed 800 copies.",
         "none"),
    ])  # fmt: skip


def test_the_verbs_of_leading_are_one_in_a_tenure() -> None:
    check([
        ("ru", "Давенн руководил паромной компанией двадцать лет.",
         "Давенн возглавлял паромную компанию с 1851 по 1871 год.", "agrees"),
        ("es", "Davenne dirigió la compañía durante veinte años, de 1851 a 1871.",
         "Davenne estuvo treinta años al frente de la compañía.", "contradicts"),
        ("en", "Davenne ran the ferry company for twenty years.",
         "Davenne managed the ferry company for thirty years.", "contradicts"),
        # another thing led: nothing
        ("en", "Davenne ran the ferry company for twenty years.",
         "Davenne headed the Kvalnes choir for thirty years.", "none"),
    ])  # fmt: skip
