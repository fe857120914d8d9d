"""Round 23 (issue 14): a school people study or teach at stands then (before
its founding, a contradiction); an unnamed child's or parent's birth bounds
the person's; a Russian in-law before a name is the relative; a thing
founded by people no note names ("the miners founded the co-op in 1902") is
founded then; losing a spouse or a parent at a date; a people's name and a
town after it; "a dozen"; men counted at a works; what a thing has "with"
when its clause happens. Sentences of
our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("cons", "glossary", "Brandt Conservatory", "glossary/brandt-conservatory.md",
                    ("the Conservatory", "le conservatoire Brandt", "das Konservatorium Brandt",
                     "el Conservatorio Brandt", "консерватория Брандта")),
        NamedEntity("acad", "glossary", "Academia Ferrer", "glossary/academia-ferrer.md",
                    ("the Ferrer Academy", "l'Académie Ferrer", "die Akademie Ferrer")),
        NamedEntity("mila", "character", "Mila Horvat", "characters/mila-horvat.md",
                    ("Mila", "Мила Хорват", "Хорват")),
        NamedEntity("teo", "character", "Teo Baró", "characters/teo-baro.md", ("Teo", "Baró")),
        NamedEntity("mill", "glossary", "Holm Mill", "glossary/holm-mill.md",
                    ("the mill", "le moulin", "die Mühle", "el molino", "мельница")),
        NamedEntity("hosp", "place", "Cottage Hospital", "places/cottage-hospital.md",
                    ("the hospital", "l'hôpital", "das Krankenhaus", "el hospital", "больница")),
        NamedEntity("selby", "place", "Selby", "places/selby.md"),
        NamedEntity("coop", "glossary", "Harmony Co-op", "glossary/harmony-coop.md",
                    ("the co-op", "la coopérative", "die Genossenschaft", "la cooperativa",
                     "кооператив")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_studying_at_a_school_before_it_was_founded() -> None:
    check([
        ("en", "Mila studied at the Brandt Conservatory from 1888 to 1892.",
         "The Brandt Conservatory was founded in 1901.", "contradicts"),
        ("ru/de", "Мила Хорват училась в консерватории Брандта в 1890 году.",
         "Das Konservatorium Brandt wurde erst 1901 gegründet.", "contradicts"),
        ("es", "Teo Baró enseñó dibujo en la Academia Ferrer en 1895.",
         "La Academia Ferrer se fundó en 1902.", "contradicts"),
        # after its founding: nothing
        ("en", "Mila studied at the Brandt Conservatory from 1903 to 1907.",
         "The Brandt Conservatory was founded in 1901.", "none"),
        ("fr", "Teo Baró enseigna à l'Académie Ferrer en 1910.",
         "L'Académie Ferrer fut fondée en 1902.", "none"),
    ])  # fmt: skip


def test_an_unnamed_childs_or_parents_birth_bounds_the_persons() -> None:
    check([
        ("en", "Mila Horvat was born in 1850.", "Mila's son was born in 1846.", "contradicts"),
        ("de", "Mila Horvat wurde 1850 geboren.", "Milas Tochter kam 1846 zur Welt.",
         "contradicts"),
        ("ru", "Мила Хорват родилась в 1850 году.", "Мать Милы родилась в 1856 году.",
         "contradicts"),
        ("es", "Mila Horvat nació en 1850.", "El primogénito de Mila vino al mundo en 1845.",
         "contradicts"),
        # a gap a parent may have: nothing
        ("en", "Mila Horvat was born in 1850.", "Mila's son was born in 1876.", "none"),
        ("en", "Mila Horvat was born in 1850.", "Mila's mother was born in 1826.", "none"),
    ])  # fmt: skip


def test_a_russian_in_law_before_a_name_is_the_relative() -> None:
    from semnet.graph.judge.claims import analyse

    for text in ("Свекровь Милы родилась в 1835 году.", "Тёща Милы умерла в 1835 году."):
        assert analyse(text, "ru", NAMES).subjects == {"rel:mother_in_law@mila"}, text
    check([("ru", "Мать Милы родилась в 1840 году.", "Свекровь Милы родилась в 1835 году.",
            "none")])  # fmt: skip


def test_an_act_of_founding_by_people_no_note_names_is_the_things_event() -> None:
    check([
        ("en", "The Harmony Co-op was founded in 1889.",
         "The miners founded the co-op in 1902.", "contradicts"),
        ("fr", "La coopérative fut fondée en 1901.",
         "En 1908, les ouvriers fondèrent la coopérative.", "contradicts"),
        ("de", "Die Genossenschaft wurde 1884 gegründet.",
         "1895 gründeten die Bergleute die Genossenschaft.", "contradicts"),
        ("ru", "Кооператив основан в 1901 году.", "В 1908 году рабочие основали кооператив.",
         "contradicts"),
        ("es", "La cooperativa se fundó en 1901.", "Los mineros fundaron la cooperativa en 1901.",
         "agrees"),
        # denied, or a gerund: nothing
        ("en", "The Harmony Co-op was founded in 1889.",
         "The miners never founded the co-op in 1902.", "none"),
    ])  # fmt: skip


def test_losing_a_spouse_or_parent_at_a_date_is_their_death() -> None:
    check([
        ("en", "Mila was widowed in 1912.", "Mila lost her husband in 1915.", "contradicts"),
        ("fr", "Mila devint veuve en 1912.", "Mila perdit son mari en 1915.", "contradicts"),
        ("de", "Mila wurde 1912 Witwe.", "Mila verlor 1915 ihren Mann.", "contradicts"),
        ("es", "Mila enviudó en 1912.", "Mila perdió a su marido en 1915.", "contradicts"),
        ("ru", "Мила овдовела в 1912 году.", "Мила потеряла мужа в 1915 году.", "contradicts"),
        ("en", "Mila's husband died in 1912.", "Mila lost her husband in 1912.", "agrees"),
        # a birth date in the clause is no date of the loss; a son may be one of several
        ("en", "Mila, born in 1840, lost her mother when she was ten.",
         "Mila's mother died in 1850.", "agrees"),
        ("en", "Mila's son died in 1912.", "Mila lost her son in 1915.", "none"),
    ])  # fmt: skip


def test_a_people_name_and_a_town_after_it_is_where_one_comes_from() -> None:
    check([
        ("ru", "Мила Хорват родилась в Варшаве.", "Хорват была полькой из Кракова.",
         "contradicts"),
        ("de", "Mila Horvat wurde in Warschau geboren.", "Mila war eigentlich Polin aus Krakau "
         "und lebte später in Wien.", "contradicts"),
        ("es", "Mila Horvat nació en Varsovia.", "Mila era una polaca de Cracovia.",
         "contradicts"),
        ("fr", "Mila Horvat naquit à Varsovie.", "Mila Horvat, Polonaise de Cracovie, ne parlait "
         "pas allemand.", "contradicts"),
        ("fr", "Mila Horvat naquit à Varsovie.", "Mila était une Polonaise de cœur.", "none"),
    ])  # fmt: skip


def test_a_french_participle_in_u_or_i_before_the_clause_is_no_subject() -> None:
    from semnet.graph.judge.claims import analyse

    for text in ("Devenue veuve en 1912, Mila ferma son salon.",
                 "Parvenu à Genève en 1891, Teo ouvrit un atelier.",
                 "Arrivé à Genève en 1891, Teo Baró ouvrit un atelier."):  # fmt: skip
        assert analyse(text, "fr", NAMES).subject in ("mila", "teo"), text


def test_a_dozen_and_men_counted_at_a_works() -> None:
    check([
        ("en", "The mill employed forty workers.",
         "The mill never had more than a dozen hands on the payroll.", "contradicts"),
        ("de", "Die Mühle beschäftigte 1900 zwölf Arbeiter.",
         "Die Mühle beschäftigte 1900 ein Dutzend Arbeiter.", "agrees"),
        ("fr", "En 1860, le moulin comptait cent quarante ouvriers.",
         "Vers 1860, le moulin n'était encore qu'un atelier d'une vingtaine d'hommes.",
         "contradicts"),
        ("en/ru", "In 1900 the mill employed 300 men.",
         "В 1900 году на мельнице работало триста рабочих.", "agrees"),
        # men of a town are no workforce, and no population either
        ("en", "In 1900 Selby had 300 inhabitants.", "In 1900 Selby had 300 men.", "none"),
    ])  # fmt: skip


def test_what_a_thing_has_when_its_clause_happens() -> None:
    check([
        ("en", "In 1891 the hospital had a hundred beds.",
         "The hospital opened in 1891 with forty beds.", "contradicts"),
        ("es", "En 1891 el hospital tenía cien camas.",
         "El hospital se inauguró en 1891 con cien camas.", "agrees"),
        ("de", "1891 hatte das Krankenhaus hundert Betten.",
         "Das Krankenhaus wurde 1891 mit vierzig Betten eröffnet.", "contradicts"),
    ])  # fmt: skip


def test_building_and_founding_said_in_other_words() -> None:
    check([
        # "put up", a denial up to a date, a place phrase after the thing
        ("en", "The mill was built in 1871.", "The mill was not put up until 1879.",
         "contradicts"),
        ("en", "Teo built the mill on the north shore in 1871.", "The mill was built in 1879.",
         "contradicts"),
        ("es", "La cooperativa se fundó en 1868.", "Teo no fundó la cooperativa hasta 1874.",
         "contradicts"),
        ("en", "The Harmony Co-op was founded in 1868.",
         "Teo did not found the co-op until 1874.", "contradicts"),
        # a Russian log church felled and set up
        ("ru", "Мельница была срублена в 1862 году.", "Мельницу поставили лишь в 1875 году.",
         "contradicts"),
        # an aside of knowing between commas
        ("de", "Die Genossenschaft wurde 1881 gegründet.",
         "Gegründet wurde die Genossenschaft, wie man in Selby wusste, erst 1890.",
         "contradicts"),
        ("en", "The co-op was founded in 1881.",
         "The co-op was founded, as everyone in Selby knew, in 1881.", "agrees"),
    ])  # fmt: skip


def test_a_title_or_calling_alone_and_an_apposition_after_a_fronted_phrase() -> None:
    names = NameIndex([NamedEntity("luc", "character", "Lucien Marchal", "characters/lm.md",
                                   ("Marchal", "Professor Marchal", "le professeur Marchal"))])  # fmt: skip
    check_luc = stance_checker(RulesJudge(names))
    check_luc([
        ("fr", "Marchal mourut à Paris en 1936.", "Le professeur s'éteignit à Paris en 1929.",
         "contradicts"),
        ("es", "Marchal murió en París en 1936.", "El profesor murió en París en 1936.",
         "agrees"),
        ("fr", "Lucien Marchal naquit à Lyon en 1871.",
         "Né à Brest en 1871, fils d'un officier de marine, Marchal avait la mer dans le sang.",
         "contradicts"),
    ])  # fmt: skip
    cook = NameIndex([NamedEntity("tom", "character", "Tomás Eguren", "characters/te.md",
                                  ("Eguren", "el cocinero Eguren", "der Koch Eguren"))])  # fmt: skip
    stance_checker(RulesJudge(cook))([
        ("es", "Tomás Eguren nació en Bermeo en 1868.", "El cocinero vino al mundo en 1875.",
         "contradicts"),
        ("de", "Eguren wurde 1868 geboren.", "Der Koch wurde 1868 geboren.", "agrees"),
    ])  # fmt: skip


def test_the_turn_of_the_century_is_about_the_round_year() -> None:
    check([
        ("en", "Selby had about 1,200 inhabitants in 1900.",
         "At the turn of the century barely four hundred people lived in Selby.", "contradicts"),
        ("de", "Um 1900 hatte Selby etwa 1200 Einwohner.",
         "Um die Jahrhundertwende lebten kaum vierhundert Menschen in Selby.", "contradicts"),
        ("fr", "Vers 1900, Selby comptait environ mille deux cents habitants.",
         "Au tournant du siècle, Selby comptait environ mille deux cents habitants.", "agrees"),
    ])  # fmt: skip
    from semnet.graph.judge.shortyears import settle

    # no year on either side: unread (the figures of a count are no years)
    turn = "At the turn of the century barely four hundred people lived in Selby."
    assert settle(turn, "en", "Selby had about 1,200 inhabitants.") == turn
    assert settle(turn, "en", "Selby had 1,200 inhabitants in 1897.").startswith("Around 1900")


def test_a_german_that_clause_before_a_frame_of_record() -> None:
    check([
        ("de", "Dass die Genossenschaft erst 1926 gegründet wurde, geht aus dem Handelsregister "
         "hervor.", "Die Genossenschaft wurde 1912 gegründet.", "contradicts"),
        ("de", "Dass die Genossenschaft 1912 gegründet wurde, steht im Handelsregister.",
         "Die Genossenschaft wurde 1912 gegründet.", "agrees"),
    ])  # fmt: skip


def test_german_decades_women_employed_and_dozens_at_a_sentence_end() -> None:
    check([
        ("de/en", "Die Mühle beschäftigte in den 1930er-Jahren rund 140 Frauen.",
         "In the 1930s the mill had a workforce of barely two dozen.", "contradicts"),
        ("de", "Die Mühle beschäftigte in den 1930er Jahren 140 Arbeiterinnen und Arbeiter.",
         "Die Mühle beschäftigte 1905 zwölf Arbeiter.", "none"),
        ("en", "In the 1930s the mill employed 140 women.",
         "In the 1930s the mill employed 140 workers.", "agrees"),
    ])  # fmt: skip


def test_a_russian_year_in_words_is_not_read_as_a_short_year() -> None:
    check([
        ("ru", "Мила Хорват умерла 3 ноября 1899 года.",
         "Третьего ноября тысяча восемьсот девяносто девятого года Мила Хорват умерла.",
         "agrees"),
        ("ru", "Мила Хорват умерла в 1899 году.", "Мила Хорват умерла в девяносто девятом году.",
         "agrees"),
    ])  # fmt: skip


def test_death_tolls_said_in_other_words() -> None:
    storm = NameIndex([NamedEntity("storm", "glossary", "Great Storm of 1882", "glossary/gs.md",
                                   ("the Great Storm", "der große Sturm", "der Sturm",
                                    "Великий шторм", "шторм"))])  # fmt: skip
    stance_checker(RulesJudge(storm))([
        # a source between commas, "fielen … zum Opfer" of persons, sailors counted
        ("de", "Im großen Sturm von 1882 ertranken einundvierzig Männer.",
         "Dem Sturm fielen, so das Kirchenbuch, dreiundzwanzig Seeleute zum Opfer.",
         "contradicts"),
        ("en", "Forty-one men drowned in the Great Storm.",
         "The Great Storm cost, according to the parish register, forty-one lives.", "agrees"),
        # "во время": during, not a part of the storm
        ("ru", "Во время Великого шторма погиб сорок один человек.",
         "Шторм 1882 года обошёлся без человеческих жертв.", "contradicts"),
    ])  # fmt: skip
    check([
        # a person who falls victim dies; a thing that does is lost, not dead
        ("de", "Mila Horvat starb 1918.", "Mila Horvat fiel 1920 der Grippe zum Opfer.",
         "contradicts"),
        # a legend hedges: kept
        ("en", "Mila Horvat was born in 1850.", "Mila Horvat was born, according to legend, "
         "in 1848.", "none"),
    ])  # fmt: skip
    from semnet.graph.judge.claims import analyse

    lost = analyse("Die Mühle fiel 1910 dem Hochwasser zum Opfer.", "de", NAMES)
    assert not [c for c in lost.claims if c.slot == "death"], lost.claims


def test_a_calling_in_other_languages_an_aside_of_calling_and_a_date_after_an_apposition(
) -> None:  # fmt: skip
    cook = NameIndex([NamedEntity("tom", "character", "Tomás Eguren", "characters/te.md",
                                  ("Eguren", "el cocinero Eguren"))])  # fmt: skip
    stance_checker(RulesJudge(cook))([
        ("de", "Eguren wurde 1868 geboren.", "Der Koch wurde 1870 geboren.", "contradicts"),
        ("fr", "En 1914, Eguren épousa une veuve.", "Le cuisinier resta célibataire toute sa vie.",
         "contradicts"),
        ("en", "Eguren was born in 1868.", "Old Eguren, as the harbour people called him, came into "
         "the world in the spring of 1866.", "contradicts"),
    ])  # fmt: skip
    check([
        ("en", "Mila Horvat was born in Selby on 12 May 1831.",
         "Mila Horvat was born in Selby, the old quarter of the town, in 1829.", "contradicts"),
        ("fr", "Mila Horvat naquit en 1831.",
         "Mila Horvat naquit à Selby, un quartier du port, en 1831.", "agrees"),
    ])  # fmt: skip


def test_room_for_a_number_and_a_verb_of_holding_after_a_name() -> None:
    check([
        ("en", "The hospital seats four hundred.", "The hospital had 400 beds.", "agrees"),
        ("en", "The hospital has 400 beds.", "The hospital had room for barely a hundred people.",
         "contradicts"),
        ("ru", "Больница имела сто двадцать коек.", "Больница была рассчитана всего на сорок "
         "больных.", "contradicts"),
    ])  # fmt: skip
