"""Round 39 (issue 14): a year set off after a date ("In 1862, the same
year as the great fire, …", "C'est en 1862, l'année du grand incendie, que
…", "1862, im selben Jahr wie der Brand,", "в 1862 году, в год пожара,")
leaves the date with its clause. A body founded by a plural verb
("gründeten", "fondèrent"), called into life ("ins Leben gerufen", "rief …
ins Leben") or existing only since a year ("besteht erst seit", "n'existe
que depuis", "has only existed since", "existe solo desde", "существует
только с") has that founding; a German verb of making with its agent told
by an article, a calling and a name ("gründete der Kaufmann Gale die …")
makes the thing after the agent. The heading of a body taken over ("took
over the management of", "took charge of", "prit la direction du",
"übernahm die Leitung der", "asumió la dirección del", "взял на себя
руководство") is the year its holder began. A German passive in the
pluperfect ("war … gegründet worden") or with its auxiliary far back keeps
its place; a thing's event after a year ("nach dem Hochwasser von 1880") is
no same date as a later year. A firm is the agent of a passive act of
making ("built by the York firm Hale Brothers"); two acts joined by "and"
("designed and built") are each read. A German place adjective opening a
place phrase ("in einem Kerlazer Krankenhaus") is the place; a noun phrase
set off after a place ("in Kerlaz, his native village, and died there")
leaves "there" pointing at it. A post taken, a works run or handed over
after a death contradicts it; a successor in a post ("succeeded Tom Pike
as director") holds it from then; one holder in one post at two bodies at
once contradicts. A German compound post ("Generaldirektor",
"Oberbürgermeister") is the post of its last word. Sentences of our own,
not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("pike", "character", "Tom Pike", "characters/tom-pike.md", ("Том Пайк", "Pike")),
        NamedEntity("gale", "character", "Ned Gale", "characters/ned-gale.md", ("Нед Гейл",)),
        NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md", ("Керлаз", "Керлазе")),
        NamedEntity("york", "place", "York", "places/york.md", ("Йорк", "Йорке")),
        NamedEntity("bank", "glossary", "Kerlaz Bank", "glossary/kerlaz-bank.md",
                    ("Banque de Kerlaz",)),
        NamedEntity("hale", "glossary", "Hale Brothers", "glossary/hale-brothers.md", ()),
        NamedEntity("pikesons", "glossary", "Pike & Sons", "glossary/pike-sons.md", ()),
        NamedEntity("mill", "glossary", "Orme Mill", "glossary/orme-mill.md",
                    ("moulin Orme", "Orme-Mühle", "molino Orme", "Мельница Орм", "мельница Орм",
                     "мельницу Орм", "мельницы Орм", "мельницей Орм")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_year_set_off_after_a_date_leaves_the_date_with_its_clause() -> None:
    check([
        ("en", "The Orme Mill was founded in 1850.",
         "It was in 1862, the same year as the great fire, that the Orme Mill was founded.",
         "contradicts"),
        ("en", "The Orme Mill was founded in 1850.",
         "In 1862, the year of the great fire, the Orme Mill was founded.", "contradicts"),
        ("en", "The Orme Mill was founded in 1862.",
         "The Orme Mill was founded in 1862, the year of the great fire.", "agrees"),
        ("fr", "Le moulin Orme fut fondé en 1850.",
         "C'est en 1862, l'année du grand incendie, que fut fondé le moulin Orme.",
         "contradicts"),
        ("es", "El molino Orme fue fundado en 1850.",
         "Fue en 1862, el año de la gran riada, cuando se fundó el molino Orme.", "contradicts"),
        ("de", "Die Orme-Mühle wurde 1850 gegründet.",
         "1862, im selben Jahr wie der große Brand, wurde die Orme-Mühle gegründet.",
         "contradicts"),
        ("ru", "Мельница Орм была основана в 1850 году.",
         "В 1862 году, в год большого пожара, была основана мельница Орм.", "contradicts"),
        # the year of a fire named after the date is no subject of its own
        ("en", "The Orme Mill was founded in 1862.",
         "In 1862, the same year as the great fire, the Orme Mill opened its doors.", "agrees"),
    ])  # fmt: skip


def test_a_founding_by_a_plural_verb_an_idiom_or_an_existence_since() -> None:
    check([
        ("de", "Die Orme-Mühle wurde 1850 gegründet.",
         "Die Orme-Mühle wurde 1862 ins Leben gerufen.", "contradicts"),
        ("de", "Die Orme-Mühle wurde 1862 gegründet.",
         "Die Orme-Mühle wurde 1862 ins Leben gerufen.", "agrees"),
        ("de", "Die Orme-Mühle wurde 1850 gegründet.",
         "Tom Pike rief 1862 die Orme-Mühle ins Leben.", "contradicts"),
        ("de", "Die Orme-Mühle wurde 1850 gegründet.", "Die Orme-Mühle besteht erst seit 1862.",
         "contradicts"),
        ("fr", "Le moulin Orme fut fondé en 1850.", "Le moulin Orme n'existe que depuis 1862.",
         "contradicts"),
        ("fr", "Le moulin Orme fut fondé en 1850.",
         "Les frères Pike fondèrent le moulin Orme en 1862.", "contradicts"),
        ("en", "The Orme Mill was founded in 1850.", "The Orme Mill has only existed since 1862.",
         "contradicts"),
        ("es", "El molino Orme fue fundado en 1850.", "El molino Orme existe solo desde 1862.",
         "contradicts"),
        ("ru", "Мельница Орм была основана в 1850 году.",
         "Мельница Орм существует только с 1862 года.", "contradicts"),
    ])  # fmt: skip


def test_a_german_maker_s_agent_told_by_an_article_a_calling_and_a_name() -> None:
    check([
        ("de", "Die Orme-Mühle wurde 1850 gegründet.",
         "Im Jahr 1862 gründeten die Brüder Gale die Orme-Mühle.", "contradicts"),
        ("de", "Die Orme-Mühle wurde 1850 gegründet.",
         "Im Jahr 1862 gründete der Kaufmann Gale die Orme-Mühle.", "contradicts"),
        ("de", "Die Orme-Mühle wurde 1862 gegründet.",
         "Im Jahr 1862 gründete der Kaufmann Gale die Orme-Mühle.", "agrees"),
        # the mill founded a school: not the mill's own founding
        ("de", "Die Orme-Mühle wurde 1850 gegründet.", "1862 gründete die Orme-Mühle eine Schule.",
         "none"),
    ])  # fmt: skip


def test_the_heading_of_a_body_taken_over_is_when_its_holder_began() -> None:
    check([
        ("en", "Tom Pike was director of the Orme Mill from 1870 to 1880.",
         "Ned Gale took over the management of the Orme Mill in 1875.", "contradicts"),
        ("en", "Tom Pike was director of the Orme Mill from 1870 to 1880.",
         "In 1875 Ned Gale took charge of the Orme Mill.", "contradicts"),
        ("fr", "Tom Pike dirigea le moulin Orme de 1870 à 1880.",
         "En 1875, Ned Gale prit la direction du moulin Orme.", "contradicts"),
        ("de", "Tom Pike war von 1870 bis 1880 Direktor der Orme-Mühle.",
         "1875 übernahm Ned Gale die Leitung der Orme-Mühle.", "contradicts"),
        ("es", "Tom Pike dirigió el molino Orme de 1870 a 1880.",
         "En 1875 Ned Gale asumió la dirección del molino Orme.", "contradicts"),
        ("ru", "Том Пайк был директором мельницы Орм с 1870 по 1880 год.",
         "В 1875 году Нед Гейл взял на себя руководство мельницей Орм.", "contradicts"),
        # taking the floor at the mill is no heading of it
        ("fr", "Tom Pike dirigea le moulin Orme de 1870 à 1880.",
         "En 1875, Ned Gale prit la parole au moulin Orme.", "none"),
        # the holder himself taking the mill over ten years into his period
        ("en", "Tom Pike was director of the Orme Mill from 1870 to 1890.",
         "In 1880 Tom Pike took over the management of the Orme Mill.", "contradicts"),
    ])  # fmt: skip


def test_a_german_passive_in_the_pluperfect_or_with_its_auxiliary_far_back() -> None:
    check([
        ("de", "Die Orme-Mühle wurde 1862 in Kerlaz gegründet.",
         "Die Orme-Mühle war 1862 in York gegründet worden.", "contradicts"),
        ("de", "Die Orme-Mühle wurde 1850 gegründet.", "Die Orme-Mühle war 1862 gegründet worden.",
         "contradicts"),
        ("de", "Die Orme-Mühle wurde 1862 gegründet.", "Die Orme-Mühle war 1862 gegründet worden.",
         "agrees"),
        # the agent's name between the date and the participle keeps the place
        ("de", "Die Orme-Mühle wurde 1862 in Kerlaz gegründet.",
         "Die Orme-Mühle wurde 1862 in York von Tom Pike gegründet.", "contradicts"),
    ])  # fmt: skip


def test_an_event_after_a_year_is_no_same_date_as_a_later_year() -> None:
    check([
        ("de", "Die Orme-Mühle wurde nach dem Hochwasser von 1880 gebaut.",
         "Die Orme-Mühle wurde 1884 erbaut.", "none"),
        ("de", "Die Orme-Mühle wurde nach dem Hochwasser von 1880 gebaut.",
         "Die Orme-Mühle wurde 1875 erbaut.", "contradicts"),
    ])  # fmt: skip


def test_a_firm_as_the_agent_of_a_passive_act_of_making() -> None:
    check([
        ("en", "The Orme Mill was built in 1890 by the York firm Hale Brothers.",
         "Tom Pike built the Orme Mill in 1890.", "contradicts"),
        ("de", "Die Orme-Mühle wurde 1890 von der Firma Hale Brothers gebaut.",
         "Tom Pike baute die Orme-Mühle 1890.", "contradicts"),
        ("fr", "Le moulin Orme fut construit en 1890 par la maison Hale Brothers.",
         "Le moulin Orme fut construit en 1890 par Tom Pike.", "contradicts"),
        # one firm, said twice
        ("en", "The Orme Mill was built in 1890 by Hale Brothers.",
         "The Orme Mill was built in 1890 by the firm Hale Brothers.", "agrees"),
        # a firm that bears the person's name may be his
        ("en", "The Orme Mill was built in 1890 by Pike & Sons.",
         "Tom Pike built the Orme Mill in 1890.", "agrees"),
    ])  # fmt: skip


def test_two_acts_of_making_joined_by_and() -> None:
    check([
        ("en", "The Orme Mill was designed and built in 1890 by Ned Gale.",
         "It was Tom Pike who designed and built the mill in 1890.", "contradicts"),
        ("de", "Ned Gale entwarf und baute 1890 die Orme-Mühle.",
         "Tom Pike baute 1890 die Orme-Mühle.", "contradicts"),
        ("en", "The Orme Mill was designed and built in 1890 by Ned Gale.",
         "Ned Gale built the Orme Mill in 1890.", "agrees"),
    ])  # fmt: skip


def test_a_german_place_adjective_opening_a_place_phrase_is_the_place() -> None:
    check([
        ("de", "Tom Pike starb 1890 in York.", "Tom Pike starb 1890 in einem Kerlazer Krankenhaus.",
         "contradicts"),
        ("de", "Tom Pike starb 1890 in York.", "Tom Pike starb 1890 in einem Yorker Krankenhaus.",
         "agrees"),
    ])  # fmt: skip


def test_a_noun_phrase_set_off_after_a_place_before_and_there() -> None:
    check([
        ("en", "Tom Pike died in York in 1890.",
         "Tom Pike spent his last years in Kerlaz, his native village, and died there in 1890.",
         "contradicts"),
        ("es", "Tom Pike murió en York en 1890.",
         "Tom Pike pasó sus últimos años en Kerlaz, su pueblo natal, y murió allí en 1890.",
         "contradicts"),
        ("en", "Tom Pike died in Kerlaz in 1890.",
         "Tom Pike spent his last years in Kerlaz, his native village, and died there in 1890.",
         "agrees"),
    ])  # fmt: skip


def test_a_post_taken_or_a_works_run_after_the_death() -> None:
    check([
        ("en", "Tom Pike died in 1890.", "Tom Pike became director of the Orme Mill in 1895.",
         "contradicts"),
        ("en", "Tom Pike died in 1890.", "In 1895 Tom Pike was appointed director of the Orme Mill.",
         "contradicts"),
        ("es", "Tom Pike murió en 1890.", "Tom Pike dirigió el molino Orme con su hijo hasta 1902.",
         "contradicts"),
        ("de", "Tom Pike starb 1890.", "Tom Pike leitete die Orme-Mühle mit seinem Sohn bis 1902.",
         "contradicts"),
        ("fr", "Tom Pike mourut en 1890.", "En 1895, Tom Pike céda le moulin Orme à son fils.",
         "contradicts"),
        # before the death, or to the year of it (since round 42 the death it dates agrees)
        ("en", "Tom Pike died in 1890.", "Tom Pike worked at the Orme Mill until 1885.", "none"),
        ("en", "Tom Pike died in 1890.", "Tom Pike ran the Orme Mill until his death in 1890.",
         "agrees"),
    ])  # fmt: skip


def test_a_successor_in_a_post_holds_it_from_then() -> None:
    check([
        ("en", "Tom Pike was director of the Orme Mill from 1870 to 1880.",
         "In 1875 Ned Gale succeeded Tom Pike as director of the Orme Mill.", "contradicts"),
        ("en", "Tom Pike was mayor of Kerlaz from 1870 to 1880.",
         "In 1875 Ned Gale succeeded Tom Pike as mayor of Kerlaz.", "contradicts"),
        ("fr", "Tom Pike dirigea le moulin Orme de 1870 à 1880.",
         "En 1875, Ned Gale succéda à Tom Pike à la tête du moulin Orme.", "contradicts"),
        ("es", "Tom Pike dirigió el molino Orme de 1870 a 1880.",
         "En 1875 Ned Gale sucedió a Tom Pike al frente del molino Orme.", "contradicts"),
        ("de", "Tom Pike leitete die Orme-Mühle von 1870 bis 1880.",
         "Ned Gale folgte Tom Pike 1875 als Leiter der Orme-Mühle.", "contradicts"),
        # the succession itself, told the other way round
        ("en", "Ned Gale succeeded Tom Pike as mayor of Kerlaz.",
         "Ned Gale was Tom Pike's predecessor as mayor of Kerlaz.", "contradicts"),
    ])  # fmt: skip


def test_one_holder_in_one_post_at_two_bodies_at_once() -> None:
    check([
        ("en", "Tom Pike was mayor of Kerlaz from 1848 to 1866.",
         "In 1852 Tom Pike was mayor of York.", "contradicts"),
        ("fr", "Tom Pike fut directeur du moulin Orme de 1870 à 1890.",
         "En 1880, Tom Pike était directeur de la Banque de Kerlaz.", "contradicts"),
        # another time, or another post
        ("en", "Tom Pike was mayor of Kerlaz from 1848 to 1866.",
         "In 1870 Tom Pike was mayor of York.", "none"),
        ("en", "Tom Pike was mayor of Kerlaz from 1848 to 1866.",
         "In 1852 Tom Pike was director of the Orme Mill.", "none"),
    ])  # fmt: skip


def test_a_german_compound_post_is_the_post_of_its_last_word() -> None:
    check([
        ("de/en", "Tom Pike war von 1870 bis 1890 Generaldirektor der Orme-Mühle.",
         "In 1880 the director of the Orme Mill was Ned Gale.", "contradicts"),
        ("de", "Tom Pike war von 1870 bis 1890 Oberbürgermeister von Kerlaz.",
         "1880 war Ned Gale Bürgermeister von Kerlaz.", "contradicts"),
        ("de", "Tom Pike war von 1870 bis 1890 Oberbürgermeister von Kerlaz.",
         "1880 war Tom Pike Bürgermeister von Kerlaz.", "agrees"),
        # a site manager holds no one post of the mill
        ("de", "Tom Pike war von 1870 bis 1890 Bauleiter der Orme-Mühle.",
         "1880 war Ned Gale Direktor der Orme-Mühle.", "none"),
    ])  # fmt: skip
