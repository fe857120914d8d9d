"""Round 38 (issue 14): an institution's founding and its opening ("opened
its doors", "ouvrit ses portes", "öffnete 1875 seine Tore", "abrió",
"открылся") are one start: the same year agrees, an opening before the
founding or a decade and more after it contradicts, a few years between is
nothing. The holder of a post is read in the post's own clause: a place
named in a relative clause ("…, who had come from York") or a person named
after a semicolon ("…; Tom Pike lived in York") no longer hides it; a holder
who came to the place in a year ("kam erst 1872 nach Kerlaz") holds the post
from then. A phrase of being or of descent ("was from", "era de",
"stammte aus", "hailed from") is an origin whatever the clause's date, and
the origin is undated. A retirement, or a post resigned by no name of its
own ("resigned his post", "legte sein Amt nieder"), ends whatever post was
held; a German employer's compound ("Tabakfabrik") is the employer its head
names ("Fabrik"). "Nearly", "fast", "presque", "casi", "почти" say a figure
from below and "gut" from above: an exact figure more than 15 % short of it
contradicts. A maker's act with its agent right after the verb ("1862
gründete Tom Pike die Kerlazer Schule", "En 1862 fundó Tom Pike la
escuela") makes the thing after the agent. A person named by age or sex after a
copula ("he was a man of thirty", "war er ein Mann von dreißig Jahren", "era
un hombre de treinta años") is the subject's age, dated by the clause next
to it, and no post. One arrival is told by the notes arrived at, whatever common
nouns stand around them ("came to the Orme Mill in Kerlaz" / "came to
Kerlaz"). "No other child than Jack" ("keine anderen Kinder als Hans",
"pas d'autre enfant que Jean", "no tuvo más hijo que Juan", "не было других
детей, кроме Ивана") is as many children as the names after it, and no
denial. A relative of a person named with a calling ("the son of the miller
Tom Pike", "le fils du meunier", "der Sohn des Müllers", "el hijo del
molinero") is that person's relative, not that person. Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("pike", "character", "Tom Pike", "characters/tom-pike.md", ("Том Пайк", "Тома Пайка")),
        NamedEntity("gale", "character", "Ned Gale", "characters/ned-gale.md", ("Нед Гейл",)),
        NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md", ("Керлаз", "Керлазе")),
        NamedEntity("york", "place", "York", "places/york.md", ("Йорк", "Йорке")),
        NamedEntity("leeds", "place", "Leeds", "places/leeds.md", ("Лидс", "Лидса")),
        NamedEntity("bank", "glossary", "Kerlaz Bank", "glossary/kerlaz-bank.md",
                    ("Banca Kerlaz", "Kerlazer Bank")),
        NamedEntity("schule", "glossary", "Kerlazer Schule", "glossary/kerlazer-schule.md",
                    ("escuela de Kerlaz",)),
        NamedEntity("mill", "glossary", "Orme Mill", "glossary/orme-mill.md", ()),
        NamedEntity("vellmar", "glossary", "Vellmar Institute", "glossary/vellmar-institute.md",
                    ("Institut Vellmar", "Instituto Vellmar", "Институт Фельмара")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_an_institution_s_founding_and_its_opening_are_one_start() -> None:
    check([
        ("en", "The Vellmar Institute was founded in 1850.",
         "The Vellmar Institute opened its doors for the first time in 1850.", "agrees"),
        ("en/ru", "The Vellmar Institute was founded in 1850.",
         "Институт Фельмара открылся в 1850 году.", "agrees"),
        ("en", "The Vellmar Institute was founded in 1850.",
         "The Vellmar Institute did not open its doors until 1872.", "contradicts"),
        ("fr", "L'Institut Vellmar fut fondé en 1850.",
         "L'Institut Vellmar ouvrit ses portes en 1875.", "contradicts"),
        ("de", "Das Institut Vellmar wurde 1850 gegründet.",
         "Das Institut Vellmar öffnete 1875 seine Tore.", "contradicts"),
        ("es", "El Instituto Vellmar se fundó en 1850.", "El Instituto Vellmar abrió en 1875.",
         "contradicts"),
        ("ru", "Институт Фельмара был основан в 1850 году.",
         "Институт Фельмара открылся в 1875 году.", "contradicts"),
        # opened before it was founded
        ("en", "The Vellmar Institute was founded in 1862.",
         "The Vellmar Institute opened its doors in 1858.", "contradicts"),
        # a charter a few years before the doors open; new premises; a new building
        ("en", "The Vellmar Institute was founded in 1850.",
         "The Vellmar Institute opened its doors in 1856.", "none"),
        ("en", "The Vellmar Institute was founded in 1802.",
         "The Vellmar Institute's new premises were opened in 1860.", "none"),
        ("en", "The Vellmar Institute was founded in 1850.",
         "The Vellmar Institute moved into its new building, which opened in 1875.", "none"),
    ])  # fmt: skip


def test_a_post_s_holder_is_read_in_the_post_s_own_clause() -> None:
    check([
        # before round 38 York, named in a relative clause or after a semicolon, made
        # two places and no holder
        ("en", "Tom Pike was director of the Kerlaz Bank from 1880 to 1895.",
         "In 1888 the director of the Kerlaz Bank was Ned Gale, who had come from York.",
         "contradicts"),
        ("en", "Tom Pike, who was born in York, was mayor of Kerlaz from 1880 to 1895.",
         "In 1888 the mayor of Kerlaz was Ned Gale.", "contradicts"),
        ("fr", "Tom Pike fut maire de Kerlaz de 1880 à 1895.",
         "En 1888, le maire de Kerlaz était Ned Gale, qui venait de York.", "contradicts"),
        ("es", "Tom Pike fue director de la Banca Kerlaz de 1880 a 1895.",
         "En 1888, el director de la Banca Kerlaz era Ned Gale; Tom Pike vivía entonces en York.",
         "contradicts"),
        ("de", "Tom Pike war von 1880 bis 1895 Direktor der Kerlazer Bank.",
         "Im Jahr 1888 war ein gewisser Ned Gale Direktor der Kerlazer Bank; Pike lebte in York.",
         "contradicts"),
        # the same holder agrees
        ("en", "Tom Pike was director of the Kerlaz Bank from 1880 to 1895.",
         "In 1888 the director of the Kerlaz Bank was Tom Pike, who had come from York.",
         "agrees"),
    ])  # fmt: skip


def test_a_holder_who_came_in_a_year_holds_the_post_from_then() -> None:
    check([
        ("de", "Tom Pike war von 1855 bis 1890 Pfarrer von Kerlaz.",
         "Pfarrer Tom Pike kam erst 1872 nach Kerlaz, als Nachfolger nach dem Tod von Ned Gale.",
         "contradicts"),
        ("en", "Tom Pike was priest of Kerlaz from 1872 to 1890.",
         "Tom Pike came to Kerlaz as priest in 1872.", "agrees"),
    ])  # fmt: skip


def test_an_origin_of_being_or_descent_is_no_journey_and_has_no_date() -> None:
    check([
        ("de", "Tom Pike wurde 1850 in York geboren.",
         "Tom Pike stammte aus Leeds und kam 1870 nach York.", "contradicts"),
        ("de", "Tom Pike wurde 1850 in Leeds geboren.",
         "Tom Pike stammte aus Leeds und kam 1870 nach York.", "agrees"),
        ("es", "Tom Pike nació en York en 1850.", "Tom Pike era de Leeds y llegó a York en 1870.",
         "contradicts"),
        ("en", "Tom Pike was born at York in 1850.",
         "Tom Pike hailed from Leeds and moved to York in 1870.", "contradicts"),
        ("ru", "Том Пайк родился в Йорке.", "Том Пайк был из Лидса и в 1870 году переехал в Йорк.",
         "contradicts"),
        # the origin has no date: no birth in 1870 against one in 1850
        ("en", "Tom Pike was born at Leeds in 1850.", "In 1870 Tom Pike was from Leeds.",
         "agrees"),
        # a journey stays one
        ("en", "Tom Pike was born at York in 1850.", "Tom Pike came from Leeds in 1870.", "none"),
    ])  # fmt: skip


def test_a_retirement_ends_whatever_post_was_held() -> None:
    check([
        ("de", "Tom Pike war von 1880 bis 1895 Pfarrer.",
         "Tom Pike legte 1888 nach einem Streit sein Amt nieder.", "contradicts"),
        ("en", "Tom Pike was harbour master from 1880 to 1895.",
         "Tom Pike retired in 1888, a year before the storm.", "contradicts"),
        ("de", "Tom Pike war von 1880 bis 1895 Pfarrer.", "Tom Pike ging 1888 in den Ruhestand.",
         "contradicts"),
        ("es", "Tom Pike fue alcalde de Kerlaz hasta 1895.", "Tom Pike se jubiló en 1888.",
         "contradicts"),
        ("fr", "Tom Pike fut maire de Kerlaz de 1880 à 1895.", "Tom Pike prit sa retraite en 1888.",
         "contradicts"),
        ("ru", "Том Пайк был директором школы с 1880 по 1895 год.",
         "Том Пайк вышел в отставку в 1888 году.", "contradicts"),
        ("es", "Tom Pike fue alcalde de Kerlaz hasta 1895.",
         "Tom Pike renunció a su cargo en 1888.", "contradicts"),
        # the very year fits; a residence is no post; another body's post is not this one
        ("en", "Tom Pike was harbour master from 1880 to 1895.", "Tom Pike retired in 1895.",
         "none"),
        ("en", "Tom Pike lived in Kerlaz from 1880 to 1895.", "Tom Pike retired in 1888.", "none"),
        ("en", "Tom Pike was harbour master from 1880 to 1895.",
         "Tom Pike resigned from the rowing club in 1888.", "none"),
    ])  # fmt: skip


def test_a_german_employer_s_compound_is_the_employer_its_head_names() -> None:
    check([
        ("de", "Tom Pike arbeitete in der Tabakfabrik.", "Tom Pike hat nie in der Fabrik gearbeitet.",
         "contradicts"),
        ("de", "Tom Pike war Vorarbeiter in der Tabakfabrik.",
         "Tom Pike hat nie in der Fabrik gearbeitet; er war Zimmermann im Hafen.", "contradicts"),
        ("de", "Tom Pike arbeitete in der Tabakfabrik.", "Tom Pike arbeitete in der Fabrik.",
         "agrees"),
    ])  # fmt: skip


def test_nearly_is_close_to_a_figure_from_below() -> None:
    check([
        ("en", "In 1900 Kerlaz had nearly 2,000 inhabitants.", "In 1900 Kerlaz had 1,200 inhabitants.",
         "contradicts"),
        ("en", "In 1900 Kerlaz had nearly 2,000 inhabitants.", "In 1900 Kerlaz had 2,400 inhabitants.",
         "contradicts"),
        ("de", "Kerlaz zählte 1900 fast 2000 Einwohner.", "Kerlaz zählte 1900 1300 Einwohner.",
         "contradicts"),
        ("fr", "En 1900, Kerlaz comptait près de 2 000 habitants.",
         "En 1900, Kerlaz comptait 1 100 habitants.", "contradicts"),
        ("es", "En 1900 Kerlaz tenía casi 1.000 habitantes.", "En 1900 Kerlaz tenía 600 habitantes.",
         "contradicts"),
        ("ru", "В 1900 году в Керлазе жило почти 2000 человек.",
         "В 1900 году в Керлазе жило 1200 человек.", "contradicts"),
        ("de", "Die Kirche von Kerlaz ist gut 40 Meter hoch.", "Die Kirche von Kerlaz ist 25 Meter hoch.",
         "contradicts"),
        # close to it agrees; a little farther is in tension; another guess stays in tension
        ("en", "In 1900 Kerlaz had nearly 2,000 inhabitants.", "In 1900 Kerlaz had 1,900 inhabitants.",
         "agrees"),
        ("de", "Die Kirche von Kerlaz ist gut 40 Meter hoch.", "Die Kirche von Kerlaz ist 42 Meter hoch.",
         "agrees"),
        ("en", "In 1900 Kerlaz had nearly 2,000 inhabitants.",
         "In 1900 Kerlaz had about 1,200 inhabitants.", "in_tension"),
    ])  # fmt: skip


def test_a_maker_s_agent_right_after_the_verb() -> None:
    check([
        ("de", "Die Kerlazer Schule wurde 1850 gegründet.",
         "1862 gründete Tom Pike die Kerlazer Schule.", "contradicts"),
        ("de", "Die Kerlazer Schule wurde 1850 gegründet.",
         "Im Jahr 1862 gründete Tom Pike die Kerlazer Schule.", "contradicts"),
        ("es", "La escuela de Kerlaz se fundó en 1850.",
         "En 1862 fundó Tom Pike la escuela de Kerlaz.", "contradicts"),
        ("de", "Tom Pike gründete die Kerlazer Schule.",
         "1862 gründete Ned Gale die Kerlazer Schule.", "contradicts"),
        ("de", "Die Kerlazer Schule wurde 1862 gegründet.",
         "1862 gründete Tom Pike die Kerlazer Schule.", "agrees"),
    ])  # fmt: skip


def test_a_man_of_thirty_is_the_subject_s_age() -> None:
    check([
        ("de", "Tom Pike wurde 1840 geboren.",
         "Als Tom Pike 1880 die Leitung der Fabrik übernahm, war er ein Mann von dreißig Jahren.",
         "contradicts"),
        ("en", "Tom Pike was born in 1840.",
         "When Tom Pike bought the mill in 1880, he was a man of thirty.", "contradicts"),
        ("es", "Tom Pike nació en 1840.",
         "Cuando Tom Pike compró el molino en 1880, era un hombre de treinta años.", "contradicts"),
        ("en", "Tom Pike was born in 1850.",
         "When Tom Pike bought the mill in 1880, he was a man of thirty.", "agrees"),
        # a man is no post: nothing against another post
        ("de", "Tom Pike war Müller.", "1880 war Tom Pike ein Mann von dreißig Jahren.", "none"),
    ])  # fmt: skip


def test_one_arrival_by_the_notes_arrived_at() -> None:
    check([
        ("en", "Tom Pike came to the Orme Mill in Kerlaz in 1826.",
         "Tom Pike came to Kerlaz in 1840 to run the mill.", "contradicts"),
        ("es", "Tom Pike llegó a la casa del gobernador en Kerlaz en 1894.",
         "Tom Pike llegó a la isla de Kerlaz en 1902.", "contradicts"),
        ("en", "Tom Pike came to Kerlaz in 1826.", "Tom Pike came to York in 1840.", "none"),
        ("en", "Tom Pike came to the Orme Mill in Kerlaz in 1826.",
         "Tom Pike came back to Kerlaz in 1840.", "none"),
    ])  # fmt: skip


def test_no_other_child_than_is_as_many_as_the_names() -> None:
    check([
        ("es", "Tom Pike tuvo tres hijos.", "Tom Pike no tuvo más hijo que Juan.", "contradicts"),
        ("es", "Tom Pike tuvo tres hijos.", "Tom Pike no tuvo otros hijos que Juan y Pedro.",
         "contradicts"),
        ("fr", "Tom Pike eut trois enfants.", "Tom Pike n'eut pas d'autre enfant que Jean.",
         "contradicts"),
        ("en", "Tom Pike had three children.", "Tom Pike had no other child than Jack.",
         "contradicts"),
        ("de", "Tom Pike hatte drei Kinder.", "Tom Pike hatte keine anderen Kinder als Hans.",
         "contradicts"),
        ("ru", "У Тома Пайка было трое детей.", "У Тома Пайка не было других детей, кроме Ивана.",
         "contradicts"),
        # as many as the names agree; no denial of having a child
        ("en", "Tom Pike had one child.", "Tom Pike had no other child than Jack.", "agrees"),
        ("en", "Tom Pike had two sons.", "Tom Pike had no sons but Jack and Will.", "agrees"),
        ("es", "Tom Pike tuvo un hijo.", "Tom Pike no tuvo más hijo que Juan.", "agrees"),
        ("es", "Tom Pike vivió en York.", "Tom Pike no vivió en York.", "contradicts"),
    ])  # fmt: skip


def test_a_relative_of_a_person_named_with_a_calling_is_not_that_person() -> None:
    check([
        # before round 38 each was read as Tom Pike's own birth, wedding or death
        ("en", "Tom Pike was born in 1850.", "The son of the miller Tom Pike was born in 1880.",
         "none"),
        ("fr", "Tom Pike naquit en 1850.", "Le fils du meunier Tom Pike naquit en 1880.", "none"),
        ("de", "Tom Pike wurde 1850 geboren.", "Der Sohn des Müllers Tom Pike wurde 1880 geboren.",
         "none"),
        ("es", "Tom Pike nació en 1850.", "El hijo del molinero Tom Pike nació en 1880.", "none"),
        ("en", "Tom Pike married in 1875.",
         "The daughter of the blacksmith Tom Pike married in 1890.", "none"),
        ("en", "Tom Pike died in 1875.", "The widow of the old Tom Pike died in 1890.", "none"),
        ("de", "Tom Pike starb 1875.", "Die Witwe des alten Tom Pike starb 1890.", "none"),
        # a son ten years younger than his father: the lineage says so
        ("en", "Tom Pike was born in 1850.", "The son of the miller Tom Pike was born in 1860.",
         "contradicts"),
        # the calling before the person's own name is still the person
        ("en", "Tom Pike was born in 1850.", "The miller Tom Pike was born in 1860.", "contradicts"),
    ])  # fmt: skip
