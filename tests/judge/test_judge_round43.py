"""Round 43 (issue 14): never leaving a place, or living there all one's
life, against a death somewhere else; "did not leave it again after 1890"
from that year on; a stay bounded by "until her marriage" or "during the
war" is no stay for ever; "left Morlaix in 1885, never to return" is a
leaving, not a denial of one; born in a place against never having lived
or set foot there, died there against never having set foot there. German separable verbs of setting up ("richtete … ein",
"wurde … eingerichtet") and of starting a service ("nahm … den Betrieb
auf", "wurde … in Betrieb genommen"). "The town" or "the village" is the
place note the other statement is about (in a place note, that place: its
paragraph is judged with what is said of it). A post held until one's death in
a year ("until his death in 1909", "noch im Amt") against leaving it or
retiring before. A death dated alike is no agreement when the side that
does not place it puts its subject somewhere else ("spent his last years in
Bath"). Workers, pupils or members at a date put a body at work then,
after its closing or before its founding. Leaving one place in two years
apart. A fronted when-clause that names two people tells its event, with
the date of the phrase after it. A denial of something of one's work, then
another post after a colon or a semicolon, corrects a post. "Not A but B"
names B as the one who did it. Sentences of our own, not the evaluation
sets'."""

from __future__ import annotations

from pathlib import Path

from judge_helpers import stance_checker, write
from semnet.graph.judge.persist import relate
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.manuscript.names import NamedEntity, NameIndex
from semnet.graph.model import node_ref
from semnet.graph.store.edge_store import EdgeStore

NAMES = NameIndex(
    [
        NamedEntity("vera", "character", "Vera Lind", "characters/vera-lind.md",
                    ("Вера Линд", "Веры Линд", "Vera", "Вера")),
        NamedEntity("yves", "character", "Yves Morvan", "characters/yves-morvan.md", ("Yves",)),
        NamedEntity("school", "glossary", "Fährschule", "glossary/faehrschule.md", ("die Fährschule",)),
        NamedEntity("ferry", "glossary", "Fähre", "glossary/faehre.md", ("die Fähre",)),
        NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md", ()),
        NamedEntity("gemeinde", "glossary", "Gemeinde", "glossary/gemeinde.md", ("die Gemeinde",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_never_leaving_a_place_against_a_death_elsewhere() -> None:
    check([
        ("en", "Vera Lind died in Riga in 1903.",
         "In her last years Vera never left Tartu, and she died at home in 1903.", "contradicts"),
        ("en", "Vera Lind died in Riga in 1903.", "Vera spent her whole life in Tartu.",
         "contradicts"),
        ("fr", "Vera Lind mourut à Riga en 1903.", "Vera ne quitta jamais Tartu, où elle mourut.",
         "contradicts"),
        ("de", "Vera Lind starb 1903 in Riga.", "Vera hat Tartu nie verlassen.", "contradicts"),
        ("es", "Vera Lind murió en Riga en 1903.", "Vera jamás abandonó Tartu.", "contradicts"),
        ("ru", "Вера Линд умерла в Риге в 1903 году.",
         "Вера никогда не покидала Тарту до самой смерти.", "contradicts"),
        # the same place; a burial may be elsewhere; a death told with no date
        ("en", "Vera Lind died in Tartu in 1903.", "Vera never left Tartu.", "none"),
        ("en", "Vera Lind was buried in Riga in 1903.", "Vera never left Tartu.", "none"),
    ])  # fmt: skip


def test_not_leaving_again_holds_from_its_year_on() -> None:
    check([
        ("en", "Vera Lind died in Riga in 1903.", "Vera did not leave Tartu again after 1890.",
         "contradicts"),
        ("fr", "Vera Lind mourut à Riga en 1903.", "Après 1890, Vera ne quitta plus Tartu.",
         "contradicts"),
        ("es", "Vera Lind murió en Riga en 1903.",
         "Después de 1890 Vera no volvió a salir de Tartu.", "contradicts"),
        ("ru", "Вера Линд умерла в Риге в 1903 году.",
         "После 1890 года Вера больше не покидала Тарту.", "contradicts"),
        # before that year she was free to be elsewhere; a plain denial of one year
        ("en", "Vera Lind lived in Riga in 1880.", "Vera did not leave Tartu again after 1890.",
         "none"),
        ("en", "Vera Lind visited Paris in 1880.", "Vera did not leave Tartu again after 1890.",
         "none"),
        ("en", "Vera Lind died in Riga in 1903.", "Vera did not leave Tartu in 1890.", "none"),
    ])  # fmt: skip


def test_a_bounded_stay_is_no_stay_for_ever() -> None:
    check([
        ("en", "Vera Lind died in Riga in 1920.", "Vera never left Tartu until her marriage in 1890.",
         "none"),
        ("en", "Vera Lind died in Riga in 1920.", "Vera never left Tartu during the war.", "none"),
        ("en", "Vera Lind died in Riga in 1920.", "Vera never left Tartu until her death.",
         "contradicts"),
    ])  # fmt: skip


def test_leaving_never_to_return_is_a_leaving() -> None:
    check([
        ("fr", "Yves Morvan partit de Morlaix en 1885 pour ne plus y revenir.",
         "Yves Morvan habitait Morlaix jusqu'en 1897.", "contradicts"),
        ("fr", "Yves Morvan partit de Morlaix en 1885 pour ne plus y revenir.",
         "Yves Morvan habitait Morlaix en 1880.", "none"),
    ])  # fmt: skip


def test_born_or_died_where_one_never_was() -> None:
    check([
        ("en", "Vera Lind was born in Tartu in 1850.", "Vera Lind never set foot in Tartu.",
         "contradicts"),
        ("es", "Vera Lind nació en Tartu en 1850.", "Vera Lind nunca vivió en Tartu.",
         "contradicts"),
        ("fr", "Vera Lind naquit à Tartu en 1850.", "Vera Lind n'a jamais mis les pieds à Tartu.",
         "contradicts"),
        ("ru", "Вера Линд родилась в Тарту в 1850 году.", "Вера Линд никогда не жила в Тарту.",
         "contradicts"),
        ("en", "Vera Lind died in Tartu in 1903.", "Vera Lind never set foot in Tartu.",
         "contradicts"),
        # one may die where one never lived; another town
        ("en", "Vera Lind died in Tartu in 1903.", "Vera Lind never lived in Tartu.", "none"),
        ("en", "Vera Lind was born in Riga in 1850.", "Vera Lind never set foot in Tartu.", "none"),
    ])  # fmt: skip


def test_german_separable_verbs_of_setting_up_and_starting_service() -> None:
    check([
        ("de", "Die Gemeinde richtete die Fährschule 1850 ein.",
         "Die Fährschule wurde 1862 gegründet.", "contradicts"),
        ("de", "Die Fährschule wurde 1850 eingerichtet.", "Die Fährschule wurde 1862 gegründet.",
         "contradicts"),
        ("de", "Die Fähre nahm 1850 ihren Betrieb auf.", "Die Fähre wurde 1862 eröffnet.",
         "contradicts"),
        ("de", "Die Fähre wurde 1850 in Betrieb genommen.", "Erst 1850 nahm die Fähre den Betrieb auf.",
         "agrees"),
        # settling in is no founding
        ("de", "Die Gemeinde richtete sich 1850 im Rathaus ein.",
         "Die Gemeinde wurde 1862 gegründet.", "none"),
    ])  # fmt: skip


TOWN = NameIndex(
    [
        NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md", ("Керлаз", "Керлазе")),
        NamedEntity("lesven", "place", "Lesven", "places/lesven.md", ("Лесвен",)),
    ]
)  # fmt: skip
check_town = stance_checker(RulesJudge(TOWN))


def test_the_town_is_the_place_the_other_statement_names() -> None:
    check_town([
        ("en", "Kerlaz had 5,000 inhabitants in 1897.", "In 1897 the town had 4,200 inhabitants.",
         "contradicts"),
        ("fr", "Kerlaz comptait 5 000 habitants en 1897.",
         "En 1897, la ville comptait 4 200 habitants.", "contradicts"),
        ("de", "Kerlaz hatte 1897 5000 Einwohner.", "1897 zählte die Stadt 4200 Einwohner.",
         "contradicts"),
        ("es", "Kerlaz tenía 5.000 habitantes en 1897.",
         "En 1897 el pueblo tenía 5.000 habitantes.", "agrees"),
        ("ru", "В 1897 году в Керлазе жили 5000 человек.", "В 1897 году в городе жили 4200 человек.",
         "contradicts"),
        ("fr", "Kerlaz comptait 5 000 habitants en 1897.",
         "En 1897, la commune comptait 4 200 habitants.", "contradicts"),
        ("de", "Kerlaz hatte 1897 5000 Einwohner.", "1897 zählte der Ort 4200 Einwohner.",
         "contradicts"),
        ("es", "Kerlaz tenía 5.000 habitantes en 1897.",
         "En 1897 el municipio tenía 4.200 habitantes.", "contradicts"),
        # the town's own name on its side; two places on the other; another year
        ("en", "Kerlaz had 5,000 inhabitants in 1897.",
         "In 1897 the town of Lesven had 4,200 inhabitants.", "none"),
        ("en", "Kerlaz and Lesven had 5,000 inhabitants in 1897.",
         "In 1897 the town had 4,200 inhabitants.", "none"),
        ("en", "Kerlaz had 5,000 inhabitants in 1897.", "In 1910 the town had 4,200 inhabitants.",
         "none"),
    ])  # fmt: skip


def test_held_until_death_against_leaving_it_before() -> None:
    check([
        ("en", "Yves Morvan ran the shipyard from 1887 until his death in 1909.",
         "Yves Morvan gave up the management of the shipyard in 1900.", "contradicts"),
        ("en", "Yves Morvan ran the shipyard from 1887 until his death in 1909.",
         "Yves Morvan retired in 1900.", "contradicts"),
        ("fr", "Yves Morvan dirigea le chantier de 1887 jusqu'à sa mort en 1909.",
         "Yves Morvan quitta la direction du chantier en 1900.", "contradicts"),
        ("es", "Yves Morvan dirigió la Fährschule desde 1887 hasta su muerte en 1909.",
         "Yves Morvan se retiró en 1900.", "contradicts"),
        ("de", "Yves Morvan, Bürgermeister von Kerlaz, starb 1909, noch im Amt.",
         "Yves Morvan ging 1900 in den Ruhestand.", "contradicts"),
        ("ru", "Вера Линд руководила школой с 1887 года до самой смерти в 1909 году.",
         "Вера Линд оставила школу в 1900 году.", "contradicts"),
        ("ru", "Вера Линд руководила школой с 1887 года до самой смерти в 1909 году.",
         "Вера Линд сложила с себя обязанности директора школы в 1900 году.", "contradicts"),
        # leaving in the year of death fits; no year of death; held until another year
        ("en", "Yves Morvan ran the shipyard from 1887 until his death in 1909.",
         "Yves Morvan retired from the shipyard in 1909.", "agrees"),
        ("en", "Yves Morvan ran the shipyard until his death.", "Yves Morvan retired in 1900.",
         "none"),
        ("en", "Yves Morvan ran the shipyard from 1887 and died in 1909.",
         "Yves Morvan retired in 1900.", "none"),
    ])  # fmt: skip


def test_a_death_dated_alike_but_placed_after_a_stay_elsewhere_is_no_agreement() -> None:
    check([
        ("en", "Yves Morvan died in Brest in 1909.",
         "Yves Morvan spent his last years in Bath and died in 1909.", "none"),
        ("es", "Yves Morvan murió en Brest en 1909.",
         "Yves Morvan pasó sus últimos años en Cádiz y murió en 1909.", "none"),
        # the stay where the other puts the death; no stay at all
        ("en", "Yves Morvan died in Brest in 1909.",
         "Yves Morvan spent his last years in Brest and died in 1909.", "agrees"),
        ("en", "Yves Morvan died in Brest in 1909.", "Yves Morvan died in 1909.", "agrees"),
    ])  # fmt: skip


def test_staff_at_a_date_is_a_body_at_work_then() -> None:
    check([
        ("en", "The Fährschule closed in 1908.", "In 1912 the Fährschule had forty pupils.",
         "contradicts"),
        ("de", "Die Fährschule wurde 1908 geschlossen.",
         "1912 beschäftigte die Fährschule vierzig Arbeiter.", "contradicts"),
        ("fr", "La Fährschule ferma en 1908.",
         "En 1912, la Fährschule employait encore quarante ouvriers.", "contradicts"),
        ("en", "The Fährschule was founded in 1862.", "In 1850 the Fährschule employed forty men.",
         "contradicts"),
        # staff before the end, or in its very year
        ("en", "The Fährschule closed in 1908.", "In 1900 the Fährschule employed forty men.",
         "none"),
        # (since round 45 the when-clause's closing is read too: the same closing agrees)
        ("en", "The Fährschule closed in 1908.",
         "When it closed in 1908 the Fährschule employed forty men.", "agrees"),
    ])  # fmt: skip


def test_leaving_one_place_for_good_in_two_years() -> None:
    check([
        ("en", "Vera Lind left Kerlaz in 1919.", "Vera Lind left Kerlaz in 1901 for a post in Brest.",
         "contradicts"),
        ("de", "Vera Lind verließ Kerlaz 1919.", "Vera Lind verließ Kerlaz schon 1901.",
         "contradicts"),
        ("es", "Vera Lind dejó Kerlaz en 1919.", "Vera Lind salió de Kerlaz en 1901.",
         "contradicts"),
        # the same year; another place
        ("en", "Vera Lind left Kerlaz in 1919.", "Vera Lind left Kerlaz in 1919 for Oslo.",
         "agrees"),
        ("en", "Vera Lind left Kerlaz in 1919.", "Vera Lind left Brest in 1901.", "none"),
    ])  # fmt: skip


COUPLE = NameIndex(
    [
        NamedEntity("peter", "character", "Peter Ruiz", "characters/peter-ruiz.md",
                    ("Peter", "Pedro", "Pierre")),
        NamedEntity("mercedes", "character", "Mercedes Alba", "characters/mercedes-alba.md",
                    ("Mercedes",)),
        NamedEntity("school", "glossary", "Fährschule", "glossary/faehrschule.md",
                    ("die Fährschule", "la Fährschule", "the Fährschule")),
    ]
)  # fmt: skip
check_couple = stance_checker(RulesJudge(COUPLE))


def test_a_fronted_when_clause_that_names_two_people_tells_its_event() -> None:
    check_couple([
        ("en", "Peter Ruiz married Mercedes Alba in 1874.",
         "When Peter married Mercedes in 1869, she was barely seventeen.", "contradicts"),
        ("en", "Peter Ruiz married Mercedes Alba in 1874.",
         "When Peter and Mercedes married, in the autumn of 1869, she was barely seventeen.",
         "contradicts"),
        ("es", "Pedro y Mercedes se casaron en 1874.",
         "Cuando Pedro y Mercedes se casaron, en el otoño de 1869, ella apenas tenía diecisiete años.",
         "contradicts"),
        ("en", "Peter Ruiz married Mercedes Alba in 1869.",
         "When Peter married Mercedes, in 1869, she was barely seventeen.", "agrees"),
        # the pronoun's clause says nothing of either's age against a birth
        ("en", "Peter Ruiz was born in 1840.",
         "When Peter married Mercedes in 1869, she was barely seventeen.", "none"),
    ])  # fmt: skip


def test_a_denial_then_another_post_corrects_a_post() -> None:
    check([
        ("de", "Yves Morvan war Fischer.",
         "Yves Morvan hat in der Fischerei nie gearbeitet; er war Schmied in Kiel.", "contradicts"),
        ("en", "Yves Morvan was a ropemaker.",
         "Yves Morvan never worked at the ropewalk: he was a baker in the town.", "contradicts"),
        ("es", "Yves Morvan era pescador.", "Yves Morvan nunca trabajó en el mar: era panadero.",
         "contradicts"),
        ("fr", "Yves Morvan était cordier.",
         "Yves Morvan ne travailla jamais à la corderie : il était boulanger.", "contradicts"),
        ("ru", "Вера Линд была ткачихой.",
         "Вера Линд никогда не работала на фабрике: она была портнихой.", "contradicts"),
        # two posts with no correction; the same post after the denial
        ("en", "Yves Morvan was a ropemaker.", "Yves Morvan was a baker.", "none"),
        ("en", "Yves Morvan was a baker.",
         "Yves Morvan never worked at the ropewalk: he was a baker.", "agrees"),
    ])  # fmt: skip


def test_not_one_but_another_names_the_one_who_did_it() -> None:
    check_couple([
        ("fr", "La Fährschule fut fondée en 1868 par Pierre Ruiz.",
         "Ce n'est pas Pierre Ruiz mais le curé Mercedes Alba qui fonda, en 1868, la Fährschule.",
         "contradicts"),
        ("en", "The Fährschule was founded in 1868 by Peter Ruiz.",
         "It was not Peter Ruiz but his cousin, Mercedes Alba, who founded the Fährschule in 1868.",
         "contradicts"),
        ("de", "Die Fährschule wurde 1868 von Peter Ruiz gegründet.",
         "Nicht Peter Ruiz, sondern Mercedes Alba gründete 1868 die Fährschule.", "contradicts"),
        ("es", "La Fährschule fue fundada en 1868 por Pedro Ruiz.",
         "No fue Pedro Ruiz sino Mercedes Alba quien fundó en 1868 la Fährschule.", "contradicts"),
        # the one named after "but" is the founder the other gives
        ("en", "The Fährschule was founded in 1868 by Mercedes Alba.",
         "It was not Peter Ruiz but Mercedes Alba who founded the Fährschule in 1868.", "agrees"),
    ])  # fmt: skip


def test_the_town_in_a_place_note_is_judged_with_what_is_said_of_that_place(
    tmp_path: Path,
) -> None:
    root = write(tmp_path, {
        "places/kerlaz.md": "---\ntitle: Kerlaz\ntype: place\n---\n\nA market town on the Aven.\n\n"
                            "In 1897 the town had 4,200 inhabitants.\n",
        "facts/census.md": "---\ntitle: Census\nlang: en\n---\n\nKerlaz had 5,000 inhabitants "
                           "in 1897.\n",
    })  # fmt: skip
    store = EdgeStore.for_workspace(root)
    Indexer(store, root).index_workspace()
    town = next(n for n in store.nodes.values() if n.text and "the town had" in n.text)
    got = relate(store, node_ref(town.id), RulesJudge.for_store(store)).judgements
    assert [(str(j.stance), j.candidate.uri) for j in got] == [("contradicts", "facts/census.md")]
