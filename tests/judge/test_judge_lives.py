"""The rules judge on lives measured against each other and their ends
(dev10-lives, issue 14, `lives.py`, `deathways.py`): who died first
(outlived, died before or after, a widow, a widower, widowed), a child's age
at a parent's death (lost at, orphaned at, posthumous), what two dated
deaths or a birth and a parent's death say of the same, and the way of
dying (at sea, in war, executed, a natural death). Each test uses sentences
of its own, not the evaluation set's."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ros", "character", "Rosina Jago", "characters/rosina-jago.md", ("Rosina",)),
        NamedEntity("ned", "character", "Ned Jago", "characters/ned-jago.md", ("Ned",)),
        NamedEntity("kit", "character", "Kit Mabyn", "characters/kit-mabyn.md"),
        NamedEntity("lene", "character", "Lene Voss", "characters/lene-voss.md"),
        NamedEntity("hinz", "character", "Hinrich Voss", "characters/hinrich-voss.md",
                    ("Hinrich",)),
        NamedEntity("odile", "character", "Odile Carré", "characters/odile-carre.md"),
        NamedEntity("bast", "character", "Bastien Carré", "characters/bastien-carre.md"),
        NamedEntity("rocio", "character", "Rocío Benítez", "characters/rocio-benitez.md"),
        NamedEntity("ilia", "character", "Илья Зотов", "characters/ilya-zotov.md"),
        NamedEntity("zoya", "character", "Зоя Зотова", "characters/zoya-zotova.md"),
        NamedEntity("sea", "glossary", "Death at Sea", "glossary/death-at-sea.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_who_died_first() -> None:
    check([
        ("en", "Rosina Jago outlived her husband Ned by six years.",
         "Rosina Jago died in 1901, a year before her husband Ned.", "contradicts"),
        ("de", "Lene Voss starb vor ihrem Vater.", "Lene Voss überlebte ihren Vater lange.",
         "contradicts"),
        ("fr", "Odile Carré mourut avant sa sœur.", "Odile Carré survécut à sa sœur.",
         "contradicts"),
        ("es", "Rocío Benítez murió antes que su hermano.",
         "Rocío Benítez sobrevivió a su hermano.", "contradicts"),
        ("ru", "Илья Зотов пережил свою сестру.", "Илья Зотов умер раньше сестры.",
         "contradicts"),
        ("en", "Rosina Jago outlived her husband.", "Rosina Jago survived her husband.", "agrees"),
        # two relatives, a war, an event with no date: nothing
        ("en", "Rosina Jago outlived her husband.", "Rosina Jago died before her daughter.",
         "none"),
        ("de", "Lene Voss überlebte den Krieg.", "Lene Voss starb vor ihrem Bruder.", "none"),
        ("fr", "Odile Carré mourut après l'incendie.", "Odile Carré mourut en 1871.", "none"),
    ])  # fmt: skip


def test_gaps_and_dated_deaths() -> None:
    check([
        ("en", "Rosina Jago outlived her husband by twenty years.",
         "Rosina Jago outlived her husband by two years.", "contradicts"),
        ("en", "Rosina Jago outlived her husband by about twenty years.",
         "Rosina Jago outlived her husband by fifteen years.", "in_tension"),
        ("de", "Hinrich Voss starb 1899, zwei Jahre nach seiner Schwester Lene Voss.",
         "Lene Voss starb 1880.", "contradicts"),
        ("en", "Ned Jago died in 1890 and Rosina Jago in 1896.",
         "Rosina Jago outlived her husband Ned by six years.", "agrees"),
        ("ru", "Илья Зотов умер в 1890 году, через три года после жены Зои.",
         "Зоя Зотова умерла в 1887 году.", "agrees"),
        ("ru", "Илья Зотов умер в 1880 году, а его жена Зоя Зотова — в 1884-м.",
         "Зоя Зотова пережила мужа на четыре года.", "agrees"),
    ])  # fmt: skip


def test_widows_and_widowers() -> None:
    check([
        ("en", "Ned Jago's widow, Rosina, kept the inn until 1910.",
         "Rosina Jago died before her husband Ned.", "contradicts"),
        ("fr", "Bastien Carré, veuf d'Odile Carré, vendit la ferme.",
         "Odile Carré survécut à son mari Bastien Carré.", "contradicts"),
        ("es", "Viuda desde 1890, Rocío Benítez abrió una tienda.",
         "Rocío Benítez murió en 1885, tres años antes que su marido.", "contradicts"),
        # a widow of someone unnamed says nothing of a husband named elsewhere
        ("en", "Rosina Jago was the widow of a Fowey pilot.",
         "Rosina Jago outlived her husband Ned.", "none"),
    ])  # fmt: skip


def test_a_childs_age_at_a_parents_death() -> None:
    check([
        ("en", "Kit Mabyn lost his father at the age of eight.",
         "Kit Mabyn was born in 1850, and his father died in 1870.", "contradicts"),
        ("en", "Kit Mabyn, born in 1850, lost his father at eight.",
         "Kit Mabyn's father died in 1858.", "agrees"),
        ("de", "Lene Voss war mit sieben Jahren Vollwaise.",
         "Lene Voss wurde 1841 geboren; ihre Mutter starb 1880.", "contradicts"),
        ("es", "Rocío Benítez perdió a su madre a los tres años.",
         "La madre de Rocío Benítez murió cuando ella tenía tres años.", "agrees"),
        ("ru", "Илья Зотов родился после смерти отца.",
         "Отец Ильи Зотова умер, когда сыну было девять лет.", "contradicts"),
        ("fr", "Bastien Carré était un fils posthume.",
         "Bastien Carré naquit en 1850 ; son père mourut en 1862.", "contradicts"),
        # the other parent, a grandparent: nothing
        ("en", "Kit Mabyn lost his father at the age of eight.",
         "Kit Mabyn's mother died when he was twenty.", "none"),
    ])  # fmt: skip


def test_the_way_of_dying() -> None:
    check([
        ("en", "Ned Jago was lost at sea in 1888.", "Ned Jago died quietly in his bed.",
         "contradicts"),
        ("de", "Hinrich Voss fiel 1870 bei Sedan.", "Hinrich Voss starb friedlich zu Hause.",
         "contradicts"),
        ("fr", "Bastien Carré fut fusillé en 1871.", "Bastien Carré mourut de vieillesse.",
         "contradicts"),
        ("es", "Rocío Benítez fue ejecutada en 1820.", "Rocío Benítez murió de muerte natural.",
         "contradicts"),
        ("ru", "Илью Зотова расстреляли в 1919 году.", "Илья Зотов умер естественной смертью.",
         "contradicts"),
        ("en", "Ned Jago died at sea.", "Ned Jago drowned off Falmouth.", "agrees"),
        # a relative's death, or home without a death: nothing
        ("en", "Ned Jago died at sea.", "Ned Jago's father died in his bed.", "none"),
        ("en", "Ned Jago was executed in 1820.", "Ned Jago lived at home with his mother.",
         "none"),
    ])  # fmt: skip


def test_left_a_widow_and_survived_by() -> None:
    check([
        ("en", "Ned Jago was survived by his wife.", "Ned Jago outlived his wife.",
         "contradicts"),
        ("en", "Ned Jago died in 1880 and left a widow.", "Ned Jago outlived his wife.",
         "contradicts"),
        ("de", "Hinrich Voss starb als Witwer.", "Hinrich Voss starb vor seiner Frau.",
         "contradicts"),
        ("en", "Ned Jago was survived by his wife.", "Ned Jago died before his wife.", "agrees"),
        # an order against a clause, or a possession of the relative: nothing
        ("en", "Rosina Jago died before her husband came home.",
         "Rosina Jago outlived her husband.", "none"),
        ("en", "Rosina Jago survived her husband's illness.",
         "Rosina Jago died before her husband.", "none"),
    ])  # fmt: skip


def test_living_to_see_an_event() -> None:
    check([
        ("en", "Kit Mabyn did not live to see the wedding.", "Kit Mabyn died after the wedding.",
         "contradicts"),
        ("ru", "Илья Зотов не дожил до свадьбы дочери.", "Илья Зотов умер после свадьбы.",
         "contradicts"),
        ("es", "Rocío Benítez no llegó a ver la boda.", "Rocío Benítez murió antes de la boda.",
         "agrees"),
        # the event of something else, or no event named: nothing
        ("en", "Kit Mabyn did not live to see the wedding.", "Kit Mabyn died after the fire.",
         "none"),
    ])  # fmt: skip


def test_widowed_in_a_year_is_the_spouses_death_that_year() -> None:
    check([
        ("en", "Kit Mabyn was widowed in 1880.", "Kit Mabyn's husband died in 1890.",
         "contradicts"),
        ("en", "Kit Mabyn was widowed in 1880.", "Kit Mabyn's husband died in 1880.", "agrees"),
        ("es", "Rocío Benítez quedó viuda en 1889.", "El marido de Rocío Benítez murió en 1920.",
         "contradicts"),
        ("fr", "Odile Carré devint veuve en 1912.", "Le mari d'Odile Carré mourut en 1912.",
         "agrees"),
        # the verb's form tells who died: "овдовел" his wife, not he
        ("ru", "Илья Зотов овдовел в 1911 году.", "Жена Ильи Зотова умерла в 1911 году.",
         "agrees"),
        ("en", "Kit Mabyn was widowed in 1880.", "Kit Mabyn never married.", "contradicts"),
    ])  # fmt: skip


def test_a_way_of_dying_dated_in_another_year_is_another_death() -> None:
    # round 18 (`deathways._dated_way`): dated only when the statement gives one date
    names = NameIndex(
        [NamedEntity("tom", "character", "Tom Ward", "characters/tom-ward.md",
                     ("Том Уорд", "Тома Уорда"))]
    )  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("ru", "Том Уорд умер в 1940 году.", "Тома Уорда расстреляли в августе 1936 года.",
         "contradicts"),
        ("en", "Tom Ward died in 1918.", "Born in 1848, Tom Ward was executed in 1918.", "agrees"),
        ("fr", "Tom Ward mourut en 1918.", "Né en 1848, Tom Ward s'éteignit en 1918.", "agrees"),
    ])  # fmt: skip


def test_a_way_of_dying_in_a_works_title_is_no_death() -> None:
    # round 21: a painting called "The Drowned Orchard" made its buyer die by water
    check([
        ("en", "Kit Mabyn bought Death at Sea in 1899.", "Kit Mabyn was lost at sea in 1899.",
         "none"),
        ("en", "Kit Mabyn painted Death at Sea in 1899.", "Kit Mabyn died in bed in 1920.",
         "none"),
        ("en", "Kit Mabyn was lost at sea in 1899.", "Kit Mabyn died peacefully in bed.",
         "contradicts"),
    ])  # fmt: skip
