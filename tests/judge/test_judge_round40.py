"""Round 40 (issue 14): a denial that someone ever held public office
("never held public office", "hatte nie ein öffentliches Amt inne",
"n'exerça jamais de fonction publique", "nunca ocupó un cargo público",
"никогда не занимал выборных должностей", "always refused public office")
contradicts a civic post or a council seat held by the same person; a
denial of one post ("wurde nie zum Bürgermeister gewählt", "nunca llegó a
ser alcalde", "так и не стал городским головой") contradicts that post held.
A denial after a year, "never again", a wish ("never wanted to be mayor"),
another body or another person's post is none. A strike told by its
workers' verb ("went on strike", "downed tools", "cessèrent le travail",
"legten die Arbeit nieder", "se declararon en huelga", "забастовали") is
the strike breaking out then. A happening that opens its statement with a
verb of beginning is its subject though a person owns the place it began
at ("started in the smithy of Tom Pike"); two places of beginning that
each name a concept are compared across languages. A year three or more
years outside a span of building contradicts it. One emigration to one
country told with years two or more apart contradicts; "wanderte … aus" is
an emigration, not a walk. A marriage that remained childless, or a death
"sin hijos", "sans enfants", says its person had no child. "Became head of" takes the
post of head. Sentences of our own, not the evaluation
sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("pike", "character", "Tom Pike", "characters/tom-pike.md",
                    ("Том Пайк", "Тома Пайка", "Pike")),
        NamedEntity("gale", "character", "Ned Gale", "characters/ned-gale.md", ("Нед Гейл",)),
        NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md",
                    ("Керлаз", "Керлазе", "Керлаза")),
        NamedEntity("york", "place", "York", "places/york.md", ("Йорк", "Йорке")),
        NamedEntity("guild", "glossary", "Orme Guild", "glossary/orme-guild.md",
                    ("Orme-Zunft",)),
        NamedEntity("strike", "glossary", "Weavers' Strike", "glossary/weavers-strike.md",
                    ("grève des tisserands", "Weberstreik", "huelga de los tejedores",
                     "забастовка ткачей", "Забастовка ткачей")),
        NamedEntity("mill", "glossary", "Orme Mill", "glossary/orme-mill.md",
                    ("moulin Orme", "Orme-Mühle", "molino Orme", "Мельница Орм",
                     "мельница Орм")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))
MAYOR = {
    "en": "Tom Pike was mayor of Kerlaz from 1848 to 1866.",
    "de": "Tom Pike war von 1848 bis 1866 Bürgermeister von Kerlaz.",
    "fr": "Tom Pike fut maire de Kerlaz de 1848 à 1866.",
    "es": "Tom Pike fue alcalde de Kerlaz entre 1848 y 1866.",
    "ru": "Том Пайк был городским головой Керлаза с 1848 по 1866 год.",
}


def test_a_denial_of_public_office_contradicts_a_civic_post_held() -> None:
    check([
        ("en", MAYOR["en"], "Tom Pike never held public office.", "contradicts"),
        ("en", "Tom Pike was elected mayor of Kerlaz in 1848.",
         "Tom Pike never held any office in Kerlaz.", "contradicts"),
        ("de", MAYOR["de"], "Ein öffentliches Amt hat Tom Pike nie bekleidet.", "contradicts"),
        ("fr", MAYOR["fr"], "Tom Pike n'exerça jamais de fonction publique.", "contradicts"),
        ("es", MAYOR["es"], "Tom Pike nunca ocupó un cargo público.", "contradicts"),
        ("ru", MAYOR["ru"], "Том Пайк никогда не занимал выборных должностей.", "contradicts"),
        ("ru", MAYOR["ru"], "Том Пайк за всю жизнь не занимал ни одной выборной должности.",
         "contradicts"),
        ("es/en", "Tom Pike fue concejal de Kerlaz desde 1850.",
         "Tom Pike never held public office.", "contradicts"),
        ("de/en", "Tom Pike war seit 1850 Stadtrat in Kerlaz.",
         "Tom Pike never held public office.", "contradicts"),
    ])  # fmt: skip


def test_a_refusal_over_a_whole_life_and_a_council_seat() -> None:
    check([
        ("en", "Tom Pike sat on the town council of Kerlaz for twenty years.",
         "Tom Pike always refused public office.", "contradicts"),
        ("fr", MAYOR["fr"], "Tom Pike refusa toute sa vie toute fonction politique.",
         "contradicts"),
        ("de", "Tom Pike war seit 1850 Stadtrat in Kerlaz.",
         "Tom Pike lehnte jedes öffentliche Amt stets ab.", "contradicts"),
        ("ru", "Том Пайк в 1850 году был избран гласным городской думы.",
         "Том Пайк всю жизнь отказывался от любых общественных должностей.", "contradicts"),
        ("de", "Tom Pike saß von 1893 bis 1899 im Landtag.",
         "Ein politisches Amt hat Tom Pike nie bekleidet.", "contradicts"),
        ("en", "The mayor of Kerlaz from 1848 was Tom Pike.",
         "Tom Pike never sat on the town council.", "contradicts"),
    ])  # fmt: skip


def test_a_denial_of_one_post_contradicts_that_post_held() -> None:
    check([
        ("en", MAYOR["en"], "Tom Pike was never elected mayor.", "contradicts"),
        ("de", MAYOR["de"], "Zum Bürgermeister wurde Tom Pike nie gewählt.", "contradicts"),
        ("de", "Tom Pike war von 1848 bis 1866 Obermeister der Orme-Zunft.",
         "Das Amt des Obermeisters hat Tom Pike nie bekleidet.", "contradicts"),
        ("es", MAYOR["es"], "Tom Pike nunca llegó a ser alcalde.", "contradicts"),
        ("ru", MAYOR["ru"], "Том Пайк так и не стал городским головой.", "contradicts"),
        ("fr", "Tom Pike dirigea le moulin Orme de 1880 à 1899.",
         "Tom Pike ne devint jamais directeur du moulin Orme.", "contradicts"),
    ])  # fmt: skip


def test_bounded_wished_other_body_or_other_holder_is_none() -> None:
    check([
        ("en", MAYOR["en"], "After 1870 Tom Pike never held public office.", "none"),
        ("en", MAYOR["en"], "After his defeat Tom Pike never held public office again.", "none"),
        ("en", "Tom Pike was director of the Orme Mill from 1848 to 1866.",
         "Tom Pike never held public office.", "none"),
        ("en", "Ned Gale was mayor of Kerlaz from 1848 to 1866.",
         "Tom Pike never held public office.", "none"),
        ("en", "Tom Pike's father was mayor of Kerlaz.", "Tom Pike never held public office.",
         "none"),
        ("fr", "Tom Pike épousa la fille du maire de Kerlaz.",
         "Tom Pike n'exerça jamais de fonction publique.", "none"),
        ("de", "Tom Pike heiratete die Tochter des Bürgermeisters.",
         "Tom Pike hatte nie ein öffentliches Amt inne.", "none"),
        ("en", MAYOR["en"], "Tom Pike was never mayor of York.", "none"),
        ("en", MAYOR["en"], "Tom Pike never met the mayor.", "none"),
        ("en", "Tom Pike was director of the Orme Mill from 1880.",
         "Tom Pike never wanted to be director of the mill.", "none"),
        ("en", "Ned Gale was director of the Orme Mill from 1880.",
         "Tom Pike was never director of the Orme Mill.", "none"),
    ])  # fmt: skip


def test_a_strike_told_by_its_workers_verb_is_its_outbreak() -> None:
    check([
        ("en", "The weavers' strike broke out on 9 May 1889.",
         "The weavers of Kerlaz went on strike on 1 June 1889.", "contradicts"),
        ("en", "The weavers' strike broke out on 9 May 1889.",
         "It was in the autumn of 1889 that the weavers of Kerlaz downed tools.", "contradicts"),
        ("en", "The weavers' strike broke out on 9 May 1889.",
         "The weavers of Kerlaz went on strike in May 1889.", "agrees"),
        ("fr", "La grève des tisserands éclata le 9 mai 1889.",
         "Ce fut à l'automne de 1889 que les tisserands de Kerlaz cessèrent le travail.",
         "contradicts"),
        ("de", "Der Weberstreik brach am 9. Mai 1889 aus.",
         "Erst im Juni 1889 legten die Weber von Kerlaz die Arbeit nieder.", "contradicts"),
        ("es", "La huelga de los tejedores estalló el 9 de mayo de 1889.",
         "Los tejedores de Kerlaz se declararon en huelga en junio de 1889.", "contradicts"),
        ("ru", "Забастовка ткачей началась 9 мая 1889 года.",
         "Ткачи Керлаза забастовали лишь в июне 1889 года.", "contradicts"),
    ])  # fmt: skip


def test_a_person_or_a_mill_that_stopped_work_keeps_its_statement() -> None:
    check([
        ("en", "Tom Pike was born in 1850.", "Tom Pike stopped work in 1920.", "none"),
        ("en", "The Orme Mill opened in 1850.", "The Orme Mill stopped work in 1920.", "none"),
        ("en", "The weavers' strike broke out on 9 May 1889.",
         "Tom Pike stopped work on 1 June 1889.", "none"),
    ])  # fmt: skip


def test_where_a_fire_began_with_its_owner_and_across_languages() -> None:
    check([
        ("en", "The fire of 1868 broke out in a bakery.",
         "The fire of 1868 started in the smithy of Tom Pike.", "contradicts"),
        ("ru", "Пожар 1868 года вспыхнул в пекарне на Рыночной улице.",
         "Пожар 1868 года начался в кузнице Тома Пайка.", "contradicts"),
        ("es", "El incendio de 1868 empezó en una panadería.",
         "El incendio de 1868 se inició en la herrería de Tom Pike.", "contradicts"),
        ("ru/en", "Пожар 1868 года начался в пекарне.",
         "The fire of 1868 started in a salting warehouse.", "contradicts"),
        ("en", "The fire of 1868 started in the smithy of Ned Gale.",
         "The fire of 1868 started in the smithy of Tom Pike.", "none"),
        ("en", "The fire of 1868 broke out at Tom Pike's.",
         "The fire of 1868 started in a bakery.", "none"),
        ("ru/en", "Пожар 1868 года начался в булочной.", "The fire of 1868 started in a bakery.",
         "none"),
        ("en", "The fire of 1871 killed Tom Pike.", "Tom Pike died in 1880.", "contradicts"),
    ])  # fmt: skip


def test_a_year_outside_a_span_of_building() -> None:
    check([
        ("ru", "Мельница Орм строилась с 1847 по 1852 год.",
         "Мельница Орм была достроена уже в 1844 году.", "contradicts"),
        ("en", "The Orme Mill was built between 1847 and 1852.",
         "The Orme Mill was completed in 1858.", "contradicts"),
        ("en", "The Orme Mill was built between 1847 and 1852.",
         "The Orme Mill was completed in 1854.", "none"),
        ("en", "The Orme Mill was built from 1847.", "The Orme Mill was completed in 1844.",
         "none"),
    ])  # fmt: skip


def test_one_emigration_told_with_two_years() -> None:
    check([
        ("en", "Tom Pike emigrated to America in 1854.", "Tom Pike emigrated to America in 1849.",
         "contradicts"),
        ("en", "Tom Pike emigrated to Texas in 1854.", "Tom Pike emigrated to America in 1849.",
         "contradicts"),
        ("en", "Tom Pike emigrated to America in 1854.", "Tom Pike emigrated to America in 1853.",
         "in_tension"),
        ("en", "Tom Pike emigrated to America in 1854.", "Tom Pike emigrated to America in 1854.",
         "agrees"),
        ("en/de", "Tom Pike emigrated to America in 1854.",
         "Tom Pike wanderte 1849 nach Amerika aus.", "contradicts"),
        ("fr/en", "Tom Pike émigra en Amérique en 1854.",
         "Tom Pike emigrated to America in 1849.", "contradicts"),
        ("de", "Tom Pike war zeitlebens schwach und kränklich.",
         "Tom Pike wanderte 1849 nach Amerika aus.", "none"),
    ])  # fmt: skip


def test_a_childless_marriage_is_its_persons() -> None:
    check([
        ("de", "Tom Pike hatte drei Kinder.", "Die Ehe von Tom Pike blieb kinderlos.",
         "contradicts"),
        ("en", "Tom Pike had three children.", "Tom Pike's marriage remained childless.",
         "contradicts"),
        ("fr", "Tom Pike eut trois enfants.", "Le mariage de Tom Pike resta sans enfants.",
         "contradicts"),
        ("es", "Tom Pike tuvo tres hijos.", "El matrimonio de Tom Pike quedó sin hijos.",
         "contradicts"),
        ("en", "Tom Pike had no children.", "Tom Pike's marriage remained childless.", "agrees"),
        ("en", "Ned Gale had three children.", "Tom Pike's marriage remained childless.", "none"),
        ("es", "Tom Pike murió sin hijos.", "Tom Pike tuvo dos hijos.", "contradicts"),
        ("fr", "Tom Pike mourut sans enfants.", "Tom Pike eut deux enfants.", "contradicts"),
        ("es", "Tom Pike viajó a Cuba sin hijos.", "Tom Pike tuvo dos hijos.", "none"),
    ])  # fmt: skip


def test_became_head_of_takes_the_post() -> None:
    check([
        ("en", "Tom Pike headed the Orme Mill from 1891 to 1920.",
         "Tom Pike became head of the Orme Mill in 1905.", "contradicts"),
        ("en", "Tom Pike headed the Orme Mill from 1891 to 1920.",
         "Tom Pike became head of the Orme Mill in 1891.", "agrees"),
        ("en", "Tom Pike was born in 1850.", "Tom Pike hit his head on the mill wheel in 1905.",
         "none"),
    ])  # fmt: skip
