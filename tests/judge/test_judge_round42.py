"""Round 42 (issue 14): more deeds that belie a trait, none needing a
figure: paying out of one's own pocket, founding or bequeathing against
miserliness; duels, blows, assault and killing against gentleness; chairing,
speeches, dinner parties and leading a march against shyness; usury,
evictions and the lowest wages against generosity; forgery, fraud and theft
against honesty; evenings at the inn and bottles of spirits against
sobriety; not affording a doctor or a mortgage against wealth; servants and
a carriage against poverty. Five more pairs of opposite traits: shy and
sociable, lazy and hard-working, vain and modest, brave and cowardly, frugal
and spendthrift (a miser too). All are in tension, never a contradiction.
Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("pike", "character", "Tom Pike", "characters/tom-pike.md",
                    ("Том Пайк", "Тома Пайка", "Тому Пайку", "Pike")),
        NamedEntity("gale", "character", "Ned Gale", "characters/ned-gale.md",
                    ("Нед Гейл", "Неда Гейла", "Gale")),
        NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md",
                    ("Керлаз", "Керлазе", "Керлаза")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_deeds_without_a_figure_belie_a_misers_name() -> None:
    check([
        ("en", "Tom Pike was a notorious miser.",
         "Tom Pike paid for the new school roof out of his own pocket.", "in_tension"),
        ("en", "Tom Pike was a miser.", "Tom Pike bequeathed his house to the hospital.",
         "in_tension"),
        ("de", "Tom Pike war ein Geizhals.", "Tom Pike stiftete der Gemeinde eine Glocke.",
         "in_tension"),
        ("fr", "Tom Pike était avare.", "Tom Pike fit construire l'école à ses frais.",
         "in_tension"),
        ("es", "Tom Pike era un tacaño.", "Tom Pike costeó de su bolsillo la nueva escuela.",
         "in_tension"),
        ("ru", "Том Пайк слыл скрягой.", "Том Пайк раздавал хлеб беднякам каждую зиму.",
         "in_tension"),
        # a gift still needs its figure; a payment that is no gift; a deed denied
        ("en", "Tom Pike was a miser.", "Tom Pike gave his nephew a watch.", "none"),
        ("en", "Tom Pike was a miser.", "Tom Pike paid the rent in 1880.", "none"),
        ("en", "Tom Pike was a miser.", "Tom Pike never paid for the school roof.", "none"),
    ])  # fmt: skip


def test_blows_and_duels_belie_gentleness() -> None:
    check([
        ("en", "Tom Pike was known as a peaceable man.", "Tom Pike fought a duel with the notary.",
         "in_tension"),
        ("en", "Tom Pike was a gentle soul.", "Tom Pike was jailed in 1885 for assaulting a sailor.",
         "in_tension"),
        ("de", "Tom Pike war sanftmütig.", "Tom Pike wurde 1885 wegen Körperverletzung verurteilt.",
         "in_tension"),
        ("fr", "Tom Pike était un homme doux.", "Tom Pike se battit en duel avec le notaire.",
         "in_tension"),
        ("es", "Tom Pike era apacible.", "Tom Pike mató a un hombre en una taberna.", "in_tension"),
        ("ru", "Том Пайк был кроток.", "Том Пайк убил человека в трактире.", "in_tension"),
        # killed, not killing; someone else's deed
        ("en", "Tom Pike was a gentle man.", "Tom Pike was killed in the mine accident of 1870.", "none"),
        ("en", "Tom Pike was gentle.", "Ned Gale killed a man in 1870.", "none"),
    ])  # fmt: skip


def test_public_life_belies_shyness() -> None:
    check([
        ("en", "Tom Pike was painfully shy.",
         "Tom Pike chaired the town council's meetings for ten years.", "in_tension"),
        ("en", "Tom Pike was shy.", "Tom Pike gave lavish dinner parties every Saturday.",
         "in_tension"),
        ("de", "Tom Pike war schüchtern.", "Tom Pike gab jeden Samstag große Feste.",
         "in_tension"),
        ("fr", "Tom Pike était timide.", "Tom Pike donnait de grands dîners chaque samedi.",
         "in_tension"),
        ("es", "Tom Pike era tímido.", "Tom Pike daba grandes fiestas cada sábado.", "in_tension"),
        ("ru", "Том Пайк был застенчив.", "Том Пайк баллотировался в городскую думу.",
         "in_tension"),
        ("en", "Tom Pike was shy.", "Tom Pike never gave dinner parties.", "none"),
    ])  # fmt: skip


def test_hard_dealing_belies_generosity_and_fraud_honesty() -> None:
    check([
        ("en", "Tom Pike was generous.", "Tom Pike lent money to his neighbours at ruinous interest.",
         "in_tension"),
        ("en", "Tom Pike was a generous man.",
         "Tom Pike evicted the widow when she could not pay the rent.", "in_tension"),
        ("de", "Tom Pike war großzügig.", "Tom Pike verlieh Geld zu Wucherzinsen.", "in_tension"),
        ("fr", "Tom Pike était généreux.", "Tom Pike prêtait à usure.", "in_tension"),
        ("ru", "Том Пайк был щедр.", "Том Пайк давал деньги в рост.", "in_tension"),
        ("en", "Tom Pike was an honest man.", "Tom Pike forged the mill's accounts in 1885.",
         "in_tension"),
        ("de", "Tom Pike war ehrlich.", "Tom Pike fälschte die Bücher der Mühle.", "in_tension"),
        ("es", "Tom Pike era honrado.", "Tom Pike falsificó las cuentas del molino.", "in_tension"),
        ("ru", "Том Пайк был честен.", "Том Пайк подделал счета мельницы.", "in_tension"),
        # in another year than the trait's
        ("en", "In 1880 Tom Pike was an honest man.", "In 1899 Tom Pike forged the mill's accounts.",
         "none"),
    ])  # fmt: skip


def test_drink_means_and_servants_belie_a_trait() -> None:
    check([
        ("en", "Tom Pike was sober.",
         "Tom Pike spent every evening at the Anchor inn over a bottle of rum.", "in_tension"),
        ("fr", "Tom Pike était sobre.",
         "Tom Pike passait chaque soir au cabaret devant une bouteille d'eau-de-vie.",
         "in_tension"),
        ("ru", "Том Пайк был трезвенником.",
         "Том Пайк каждый вечер сидел в кабаке за бутылкой водки.", "in_tension"),
        ("en", "Tom Pike was wealthy.", "Tom Pike could not afford a doctor for his wife.",
         "in_tension"),
        ("de", "Tom Pike war wohlhabend.", "Tom Pike konnte sich keinen Arzt leisten.",
         "in_tension"),
        ("es", "Tom Pike era rico.", "Tom Pike no podía pagar un médico.", "in_tension"),
        ("en", "Tom Pike was poor.", "Tom Pike kept a carriage and four servants.", "in_tension"),
        ("fr", "Tom Pike était pauvre.", "Tom Pike avait une voiture et quatre domestiques.",
         "in_tension"),
        ("ru", "Том Пайк был беден.", "Том Пайк держал экипаж и четырёх слуг.", "in_tension"),
        # a servant himself; never at the inn
        ("en", "Tom Pike was poor.", "Tom Pike worked as a servant in the Gale house.", "none"),
        ("en", "Tom Pike was sober.", "Tom Pike never set foot in the inn.", "none"),
    ])  # fmt: skip


def test_five_more_pairs_of_opposite_traits() -> None:
    check([
        ("en", "Tom Pike was shy.", "Tom Pike was a sociable man who loved company.", "in_tension"),
        ("de", "Tom Pike war schüchtern.", "Tom Pike war ein geselliger Mensch.", "in_tension"),
        ("en", "Tom Pike was lazy.", "Tom Pike was hard-working.", "in_tension"),
        ("fr", "Tom Pike était paresseux.", "Tom Pike était travailleur.", "in_tension"),
        ("ru", "Том Пайк был ленив.", "Том Пайк был трудолюбив.", "in_tension"),
        ("en", "Tom Pike was modest.", "Tom Pike was vain and arrogant.", "in_tension"),
        ("es", "Tom Pike era valiente.", "Tom Pike era un cobarde.", "in_tension"),
        ("en", "Tom Pike was frugal.", "Tom Pike was a spendthrift.", "in_tension"),
        ("de", "Tom Pike war ein Geizhals.", "Tom Pike war ein Verschwender.", "in_tension"),
        # the same trait twice agrees; modest means are no modesty
        ("es", "Tom Pike era perezoso.", "Tom Pike era holgazán.", "agrees"),
        ("en", "Tom Pike was vain.", "Tom Pike lived on modest means.", "none"),
        ("en", "Tom Pike was hard-working.", "Ned Gale was lazy.", "none"),
    ])  # fmt: skip


MILLS = NameIndex(
    [
        NamedEntity("pike", "character", "Tom Pike", "characters/tom-pike.md",
                    ("Том Пайк", "Тома Пайка", "Pike")),
        NamedEntity("gale", "character", "Ann Gale", "characters/ann-gale.md",
                    ("Анна Гейл", "Анны Гейл", "Gale")),
        NamedEntity("mill", "glossary", "Orme Mill", "glossary/orme-mill.md",
                    ("Orme-Mühle", "moulin Orme", "molino Orme")),
        NamedEntity("brewery", "glossary", "Orme Brewery", "glossary/orme-brewery.md",
                    ("Orme-Brauerei",)),
        NamedEntity("bridge", "glossary", "Kerlaz Bridge", "glossary/kerlaz-bridge.md", ()),
        NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md", ()),
    ]
)  # fmt: skip
check_mills = stance_checker(RulesJudge(MILLS))


def test_no_offspring_is_no_children() -> None:
    check_mills([
        ("en", "Tom Pike never married and left no offspring.", "Tom Pike had five children.",
         "contradicts"),
        ("es", "Tom Pike nunca se casó y no dejó descendencia.", "Tom Pike tuvo cinco hijos.",
         "contradicts"),
        ("de", "Tom Pike blieb ledig und hinterließ keine Nachkommen.",
         "Tom Pike hatte fünf Kinder.", "contradicts"),
        ("fr", "Tom Pike ne laissa aucune descendance.", "Tom Pike eut cinq enfants.",
         "contradicts"),
        ("ru", "Том Пайк не оставил потомства.", "У Тома Пайка было пятеро детей.",
         "contradicts"),
        # a childless marriage is both spouses'
        ("ru", "У Тома Пайка было два сына.", "Брак Тома Пайка и Анны Гейл был бездетным.",
         "contradicts"),
        # descendants counted are no children counted
        ("en", "Tom Pike had five children.", "Tom Pike had thirty descendants.", "none"),
    ])  # fmt: skip


def test_a_state_before_a_later_denial_stands() -> None:
    check_mills([
        ("en", "Tom Pike remained single and had no children.", "Tom Pike married in 1880.",
         "contradicts"),
        ("fr", "Tom Pike resta célibataire et n'eut pas d'enfants.", "Tom Pike se maria en 1880.",
         "contradicts"),
        ("es", "Tom Pike permaneció soltero y no tuvo hijos.", "Tom Pike se casó en 1880.",
         "contradicts"),
        ("de", "Tom Pike blieb ledig und hatte keine Kinder.", "Tom Pike heiratete 1880.",
         "contradicts"),
        ("ru", "Том Пайк остался холостым и не имел детей.", "Том Пайк женился в 1880 году.",
         "contradicts"),
        # the denial of the state itself still turns it
        ("en", "Tom Pike was not married in 1880.", "Tom Pike was married in 1880.",
         "contradicts"),
        ("en", "Tom Pike was not single in 1880 and had two sons.", "Tom Pike married in 1875.",
         "agrees"),
    ])  # fmt: skip


def test_a_count_at_its_height_is_the_most_ever() -> None:
    check_mills([
        ("en", "At its height the Orme Mill employed 300 workers.",
         "In 1856 the Orme Mill employed 420 workers.", "contradicts"),
        ("de", "Auf ihrem Höhepunkt beschäftigte die Orme-Mühle 300 Arbeiter.",
         "1856 beschäftigte die Orme-Mühle 420 Arbeiter.", "contradicts"),
        ("fr", "À son apogée, le moulin Orme employait 300 ouvriers.",
         "En 1856, le moulin Orme employait 420 ouvriers.", "contradicts"),
        ("es", "En su apogeo, el molino Orme empleaba a 300 obreros.",
         "En 1856 el molino Orme empleaba a 420 obreros.", "contradicts"),
        # fewer at another date; the height of something else
        ("en", "At its height the Orme Mill employed 300 workers.",
         "In 1856 the Orme Mill employed 200 workers.", "none"),
        ("en", "At the height of the strike the Orme Mill employed 300 workers.",
         "In 1856 the Orme Mill employed 420 workers.", "none"),
    ])  # fmt: skip


def test_an_owned_noun_past_its_adjectives_and_a_focus_before_a_date() -> None:
    check_mills([
        ("en", "The Kerlaz Bridge has a span of 46 metres.",
         "The Kerlaz Bridge's single span measures 46 feet.", "contradicts"),
        ("en", "The Orme Mill produced about 900 kilograms of flour a day.",
         "The Orme Mill's daily flour output was 300 kilograms.", "contradicts"),
        # a kin noun stays the owned one
        ("en", "Tom Pike died in 1880.", "Tom Pike's eldest son died in 1890.", "none"),
        ("de", "Die Orme-Brauerei wurde 1850 gegründet.",
         "Erst 1862 gründete Tom Pike die Orme-Brauerei.", "contradicts"),
        ("de", "Die Orme-Brauerei wurde 1862 gegründet.",
         "Erst 1862 gründete Tom Pike die Orme-Brauerei.", "agrees"),
    ])  # fmt: skip


def test_the_date_of_a_fronted_phrase_or_a_trailing_when_is_the_clauses() -> None:
    check_mills([
        ("fr", "Pendant la grève de 1904, le moulin Orme employait 300 ouvriers.",
         "En 1904, le moulin Orme employait 200 ouvriers.", "contradicts"),
        ("fr", "Lors de la grève de 1889, le moulin Orme employait 60 ouvriers.",
         "En 1889, le moulin Orme employait 380 ouvriers.", "contradicts"),
        ("en", "The Orme Mill employed 60 workers when the strike broke out in 1889.",
         "In 1889 the Orme Mill employed 380 workers.", "contradicts"),
        # another year; after an event of that year
        ("fr", "Pendant la grève de 1904, le moulin Orme employait 300 ouvriers.",
         "En 1920, le moulin Orme employait 200 ouvriers.", "none"),
        ("en", "After the fire of 1904, the Orme Mill employed 300 workers.",
         "In 1904 the Orme Mill employed 200 workers.", "none"),
        ("en", "The Orme Mill employed 60 workers when the strike broke out in 1889.",
         "In 1895 the Orme Mill employed 380 workers.", "none"),
    ])  # fmt: skip


def test_the_part_of_a_century_is_its_thirty_years() -> None:
    check_mills([
        ("en", "In the early 18th century Kerlaz had 300 inhabitants.",
         "In 1790 Kerlaz had 2,000 inhabitants.", "none"),
        ("fr", "À la fin du XVIIIe siècle, Kerlaz comptait 300 habitants.",
         "En 1710, Kerlaz comptait 2 000 habitants.", "none"),
        ("en", "At the end of the 18th century Kerlaz had barely 300 inhabitants.",
         "In 1790 Kerlaz had 2,000 inhabitants.", "contradicts"),
        ("es", "A finales del siglo XVIII Kerlaz tenía 300 habitantes.",
         "En 1790 Kerlaz tenía 2.000 habitantes.", "contradicts"),
    ])  # fmt: skip


def test_a_violent_end_with_no_more_said_is_no_illness() -> None:
    check_mills([
        ("en", "Tom Pike died of typhoid in the winter of 1870.",
         "Tom Pike was killed in 1870 when his horse fell on the icy road.", "contradicts"),
        ("en", "Tom Pike died of cholera at Kerlaz in 1872.",
         "Tom Pike was crushed in 1872 when the quay wall collapsed.", "contradicts"),
        ("fr", "Tom Pike mourut de la fièvre en 1870.",
         "Tom Pike fut tué en 1870 quand son cheval tomba.", "contradicts"),
        ("de", "Tom Pike starb 1870 an Typhus.",
         "Tom Pike kam 1870 ums Leben, als sein Pferd stürzte.", "contradicts"),
        ("es", "Tom Pike murió de tifus en 1870.",
         "Tom Pike murió aplastado en 1870 cuando se derrumbó el muelle.", "contradicts"),
        ("ru", "Том Пайк умер от тифа в 1870 году.",
         "Том Пайк погиб в 1870 году, когда его лошадь упала.", "contradicts"),
        # a violent end said twice, once more narrowly
        ("ru", "Том Пайк погиб в 1870 году.", "Том Пайк утонул в 1870 году.", "agrees"),
        ("en", "Tom Pike was killed in 1870 in a mining accident.",
         "Tom Pike died in an accident in 1870.", "agrees"),
    ])  # fmt: skip


def test_deaths_dated_past_a_comparison_an_end_or_a_winter() -> None:
    check_mills([
        ("en", "Tom Pike died in 1970.", "Tom Pike ran the mill until his death in 1965.",
         "contradicts"),
        ("en", "Tom Pike died in 1880.", "Tom Pike did not live out the winter of 1873.",
         "contradicts"),
        ("de", "Tom Pike starb 1880.", "Tom Pike überstand den Winter 1873 nicht.",
         "contradicts"),
        ("en", "Tom Pike died in 1820.", "Tom Pike died before her husband, in 1815.",
         "contradicts"),
        ("es", "Tom Pike murió en 1820.", "Tom Pike murió antes que su marido, en 1815.",
         "contradicts"),
        ("en", "Tom Pike died in 1965.", "Tom Pike ran the mill until his death in 1965.",
         "agrees"),
        # a life lived out is no death
        ("en", "Tom Pike died in 1880.", "Tom Pike lived out his days in Kerlaz.", "none"),
    ])  # fmt: skip


def test_a_denial_before_a_joined_verb_with_until_is_no_late_happening() -> None:
    check_mills([
        ("en", "Ann Gale never married and lived alone until 1931.",
         "In 1874 Ann Gale married the son of the baker.", "contradicts"),
        ("en", "Ann Gale never married and lived alone until her death in 1931.",
         "In 1874 Ann Gale married the son of the baker.", "contradicts"),
        # a denial up to a date in its own clause is a happening then
        ("en", "Ann Gale did not marry until 1890.", "In 1874 Ann Gale married the baker's son.",
         "contradicts"),
        ("en", "Ann Gale did not marry until 1874.", "In 1874 Ann Gale married the baker's son.",
         "agrees"),
    ])  # fmt: skip


def test_a_german_year_before_a_lowercase_verb_is_no_count_and_im_jahr_no_place() -> None:
    check_mills([
        ("de", "Während des Streiks 1904 beschäftigte die Orme-Mühle 300 Arbeiter.",
         "1904 beschäftigte die Orme-Mühle 200 Arbeiter.", "contradicts"),
        ("de", "Im Jahr 1904 beschäftigte die Orme-Mühle 300 Arbeiter.",
         "Die Orme-Mühle beschäftigte 1904 dreihundert Arbeiter.", "agrees"),
        # a capitalised noun after the figure is still what is counted
        ("de", "Die Orme-Mühle hatte 1904 Beschäftigte.", "Die Orme-Mühle hatte 2000 Arbeiter.",
         "contradicts"),
    ])  # fmt: skip


def test_a_rank_before_a_post_no_list_names() -> None:
    hall = NameIndex(
        [
            NamedEntity("pike", "character", "Tom Pike", "characters/tom-pike.md", ("Pike",)),
            NamedEntity("gale", "character", "Ned Gale", "characters/ned-gale.md", ("Gale",)),
            NamedEntity("hall", "glossary", "Kerlaz Hall", "glossary/kerlaz-hall.md", ()),
        ]
    )
    stance_checker(RulesJudge(hall))([
        ("en", "Tom Pike was the first master of the Kerlaz Hall, from 1870 to 1890.",
         "Ned Gale became master of the Kerlaz Hall in 1880.", "contradicts"),
        ("en", "Tom Pike was the last master of the Kerlaz Hall from 1870 to 1890.",
         "In 1880 the master of the Kerlaz Hall was Ned Gale.", "contradicts"),
        ("en", "Tom Pike was the first master of the Kerlaz Hall, from 1870 to 1890.",
         "Ned Gale became master of the Kerlaz Hall in 1895.", "none"),
    ])  # fmt: skip
