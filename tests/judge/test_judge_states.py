"""The rules judge's mechanisms added with dev6-states (issue 14): abilities
and senses against acts that need them, health, a lost arm, hair and
beards, presence at an event or on a day, relative dates. Each test uses
sentences of its own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ned", "character", "Ned Carver", "characters/ned-carver.md"),
        NamedEntity("hugo", "character", "Hugo Lenz", "characters/hugo-lenz.md"),
        NamedEntity("ines", "character", "Inés Bravo", "characters/ines-bravo.md"),
        NamedEntity("odile", "character", "Odile Ferrand", "characters/odile-ferrand.md"),
        NamedEntity("ivan", "character", "Иван Рябов", "characters/ivan.md", ("Ivan Ryabov",)),
        NamedEntity("pell", "character", "Amos Pell", "characters/amos-pell.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)


check = stance_checker(JUDGE)


def test_a_lacking_sense_against_an_act_that_needs_it() -> None:
    check([
        ("en", "Ned Carver was born blind.", "Ned Carver sketched the harbour every morning.",
         "contradicts"),
        ("de", "Hugo Lenz war seit seiner Kindheit taub.", "Hugo Lenz hörte die Orgel im Dom.",
         "contradicts"),
        ("fr", "Odile Ferrand était aveugle de naissance.", "Odile Ferrand regardait passer les "
         "trains.", "contradicts"),
        # a loss with a date: acts before it say nothing, acts after it contradict
        ("es", "Inés Bravo perdió la vista en 1890.", "En 1885 Inés Bravo pintaba flores.", "none"),
        ("es", "Inés Bravo perdió la vista en 1890.", "En 1895 Inés Bravo pintaba flores.",
         "contradicts"),
        ("ru", "Иван Рябов оглох в 1880 году.", "В 1884 году Иван Рябов слушал оперу.",
         "contradicts"),
        # no date for the lack, a date for the act: it may have come later
        ("en", "Amos Pell was deaf.", "In 1870 Amos Pell heard the lifeboat gun.", "in_tension"),
        # a relative's lack is not the subject's; an attributive adjective neither
        ("en", "Ned Carver's mother was blind.", "Ned Carver sketched the harbour.", "none"),
        ("en", "Ned Carver married a blind organist.", "Ned Carver sketched the harbour.", "none"),
        ("en", "Ned Carver was blind to his wife's faults.", "Ned Carver sketched the harbour.",
         "none"),
        # words that look like acts: "vit" (lives), "a bordo", "el camino"
        ("fr", "Odile Ferrand était aveugle.", "Odile Ferrand vit à Lyon depuis 1880.", "none"),
        ("es", "Inés Bravo era ciega.", "Inés Bravo viajó a bordo del vapor Elcano.", "none"),
        ("es", "Inés Bravo no podía caminar.", "Inés Bravo vivía junto al camino de Burgos.",
         "none"),
        # the same lack twice agrees; a partial lack qualifies
        ("en", "Amos Pell was deaf from birth.", "Amos Pell was born deaf.", "agrees"),
        ("es", "Inés Bravo era ciega.", "Inés Bravo era ciega de un ojo.", "qualifies"),
    ])  # fmt: skip


def test_a_skill_never_learned_against_its_use() -> None:
    check([
        ("en", "Amos Pell never learned to swim.", "In 1882 Amos Pell swam out to the wreck.",
         "contradicts"),
        ("de", "Hugo Lenz konnte nicht lesen.", "Hugo Lenz las jeden Morgen die Zeitung.",
         "contradicts"),
        ("fr", "Odile Ferrand ne savait pas lire.", "Odile Ferrand écrivait chaque semaine à sa "
         "mère.", "contradicts"),
        ("ru", "Иван Рябов не умел плавать.", "Иван Рябов плавал в реке каждое лето.",
         "contradicts"),
        ("es", "Inés Bravo era muda.", "Inés Bravo cantaba en las fiestas del pueblo.",
         "contradicts"),
        # "se mudó" (moved house) folds to "mudo" and is no muteness
        ("es", "Inés Bravo se mudó a Sevilla en 1890.",
         "Inés Bravo cantaba en las fiestas del pueblo.", "none"),
        ("de", "Hugo Lenz konnte nicht schwimmen.", "Hugo Lenz war Analphabet.", "none"),
        # "never learned" said with the verb of learning, in every language
        ("es", "Inés Bravo nunca aprendió a leer.", "Inés Bravo escribía cartas a su hermano.",
         "contradicts"),
        ("fr", "Odile Ferrand n'apprit jamais à lire.", "Odile Ferrand lisait Balzac le soir.",
         "contradicts"),
        ("de", "Hugo Lenz lernte nie schwimmen.", "Hugo Lenz schwamm 1890 über die Elbe.",
         "contradicts"),
        ("ru", "Иван Рябов так и не научился читать.", "Иван Рябов каждую неделю писал брату письма.",
         "contradicts"),
        # "neither read nor write", "неграмотен", complaints written
        ("de", "Hugo Lenz konnte weder lesen noch schreiben.",
         "Hugo Lenz schrieb seinem Sohn jede Woche einen Brief.", "contradicts"),
        ("en", "Amos Pell could neither read nor write.", "Amos Pell wrote to his son every week.",
         "contradicts"),
        ("ru", "Иван Рябов был неграмотен до конца жизни.",
         "Иван Рябов сам писал жалобы в горный надзор.", "contradicts"),
    ])  # fmt: skip


def test_never_ill_a_lost_arm_hair_and_beards() -> None:
    check([
        ("en", "Ned Carver was never once ill.", "In 1877 Ned Carver fell sick with cholera.",
         "contradicts"),
        ("ru", "Иван Рябов никогда не болел.", "В 1890 году Иван Рябов заболел тифом.",
         "contradicts"),
        ("en", "Ned Carver was never once ill.", "In 1880 Ned Carver nursed his sick wife.",
         "none"),
        ("es", "Inés Bravo nunca estuvo enferma.", "En 1880 Inés Bravo cuidó a su padre enfermo.",
         "none"),
        ("en", "Amos Pell lost his right arm at Balaclava in 1854.", "In 1858 Amos Pell rowed "
         "the gig with both hands.", "contradicts"),
        ("de", "Hugo Lenz verlor 1866 den linken Arm.", "1860 spielte Hugo Lenz mit beiden "
         "Händen Geige.", "none"),
        ("es", "En 1900 Inés Bravo tenía el pelo largo y negro.", "Inés Bravo era calva en 1900.",
         "contradicts"),
        ("en", "In 1871 Ned Carver wore a bushy beard.", "Ned Carver was clean-shaven in 1871.",
         "contradicts"),
        ("en", "In 1871 Ned Carver wore a bushy beard.", "Ned Carver was clean-shaven in 1880.",
         "none"),
        ("fr", "Odile Ferrand était chauve.", "Odile Ferrand avait des cheveux roux.",
         "in_tension"),
    ])  # fmt: skip


def test_presence_at_an_event_and_on_a_day() -> None:
    check([
        ("en", "Ned Carver did not attend his brother's funeral.", "Ned Carver was present at "
         "his brother's funeral.", "contradicts"),
        ("en", "Ned Carver did not attend his brother's funeral.", "Ned Carver was present at "
         "his cousin's funeral.", "none"),
        ("es", "Inés Bravo no asistió al entierro de su hermana.", "Inés Bravo estuvo en el "
         "entierro de su hermana.", "contradicts"),
        ("ru", "Иван Рябов не был на похоронах брата.", "Иван Рябов присутствовал на похоронах "
         "брата.", "contradicts"),
        ("en", "On the night of the fire of Bodmin, Amos Pell was in Exeter.", "Amos Pell "
         "watched the fire of Bodmin from the church tower.", "contradicts"),
        ("fr", "Le 2 juin 1879, Odile Ferrand était à Nantes.", "Le 2 juin 1879, Odile Ferrand "
         "signa un bail à Brest.", "contradicts"),
        ("fr", "Le 2 juin 1879, Odile Ferrand était à Nantes.", "Le 3 juin 1879, Odile Ferrand "
         "signa un bail à Brest.", "none"),
    ])  # fmt: skip


def test_relative_dates() -> None:
    check([
        # the event's own date gives the anchor's
        ("en", "Amos Pell was born in 1840.", "In 1866, twenty years after his birth, Amos "
         "Pell sailed for Halifax.", "contradicts"),
        ("es", "Inés Bravo se casó en 1871.", "En 1874, tres años después de su boda, Inés "
         "Bravo abrió una panadería.", "agrees"),
        # the anchor's date in the statement gives the event's
        ("de", "Hugo Lenz starb 1901.", "Hugo Lenz zog 1890 nach Bremen und starb dort drei "
         "Jahre später.", "contradicts"),
        ("fr", "Odile Ferrand mourut en 1893.", "Odile Ferrand s'installa à Pau en 1890 et y "
         "mourut trois ans plus tard.", "agrees"),
        ("ru", "Иван Рябов родился в 1852 году.", "Иван Рябов родился через два года после "
         "пожара 1848 года.", "contradicts"),
        ("ru", "Иван Рябов родился в 1850 году.", "Иван Рябов родился через два года после "
         "пожара 1848 года.", "agrees"),
        ("de", "Hugo Lenz ging 1880 in den Ruhestand.", "1886, vier Jahre nach seiner "
         "Pensionierung, zog Hugo Lenz nach Lübeck.", "contradicts"),
        # across statements: the other one dates the anchor and the event
        ("en", "Ned Carver married in 1850 and moved to Looe in 1858.", "Ned Carver moved to "
         "Looe two years after his marriage.", "contradicts"),
        # another person's wedding anchors nothing of the subject's
        ("es", "Inés Bravo se casó en 1871.", "En 1874, tres años después de la boda de su "
         "hermano, Inés Bravo abrió una panadería.", "none"),
    ])  # fmt: skip
