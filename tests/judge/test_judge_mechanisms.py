"""The rules judge's general mechanisms (issue 14, dev3): subjects that are
noun phrases and place adjectives, one-time events of any verb class,
open-class counts, ages against years, appositives, negation and hedges.
Each test uses sentences of its own, not the evaluation sets'."""

from __future__ import annotations

from judge_stances import StanceCheck
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("kes", "place", "Kesselbrunn", "places/kesselbrunn.md"),
        NamedEntity("lug", "place", "Луговка", "places/lugovka.md"),
        NamedEntity("dor", "place", "Дорогобуж", "places/dorogobuzh.md"),
        NamedEntity("tav", "place", "Tavistow", "places/tavistow.md"),
        NamedEntity("hugo", "character", "Hugo Lembeck", "characters/hugo-lembeck.md"),
        NamedEntity("clara", "character", "Clara Voss", "characters/clara-voss.md"),
        NamedEntity("pilar", "character", "Pilar Sotomayor", "characters/pilar-sotomayor.md"),
        NamedEntity("gleb", "character", "Глеб Курочкин", "characters/gleb-kurochkin.md"),
        NamedEntity("marc", "character", "Marc Aubertin", "characters/marc-aubertin.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)
CHECK = StanceCheck(JUDGE, directed=False)
stance, check = CHECK.stance, CHECK.check


def test_noun_phrase_subjects_in_either_order() -> None:
    check([
        ("en", "The spire of Saint Ivo's is 40 metres high.",
         "Saint Ivo's spire is 52 metres high.", "contradicts"),
        ("en", "The Tavistow granary was built in 1790.",
         "The granary at Tavistow was built in 1796.", "contradicts"),
        ("en", "The east gate of Marlock Abbey is 9 metres high.",
         "The west gate of Marlock Abbey is 12 metres high.", "none"),
        ("en", "The Tavistow granary was built in 1790.",
         "The Tavistow chapel was built in 1796.", "none"),
    ])  # fmt: skip


def test_a_place_adjective_is_the_place() -> None:
    check([
        ("de", "Die Kesselbrunner Schule wurde 1850 eröffnet.",
         "Die Schule von Kesselbrunn wurde 1857 eröffnet.", "contradicts"),
        ("de", "Der Kesselbrunner Turm ist 30 Meter hoch.",
         "Der Turm in Kesselbrunn ist 30 Meter hoch.", "agrees"),
        ("ru", "Луговская больница построена в 1901 году.",
         "Больница в Луговке построена в 1908 году.", "contradicts"),
        ("ru", "Дорогобужская пристань открылась в 1880 году.",
         "Пристань в Дорогобуже открылась в 1880 году.", "agrees"),
        ("ru", "Луговская больница построена в 1901 году.",
         "Луговская баня построена в 1908 году.", "none"),
    ])  # fmt: skip


def test_one_time_events_by_verb_class() -> None:
    check([
        ("en", "The Tavistow bank was founded in 1822.",
         "The Tavistow bank was established in 1829.", "contradicts"),
        ("en", "Hugo Lembeck was christened at Wells.",
         "Hugo Lembeck was baptized at Frome.", "contradicts"),
        ("en", "The Tavistow tannery shut down in 1890.",
         "The Tavistow tannery closed in 1890.", "agrees"),
        ("fr", "La manufacture de Sorel fut fondée en 1760.",
         "La manufacture de Sorel a été créée en 1771.", "contradicts"),
        ("de", "Die Kesselbrunner Mühle wurde 1701 erbaut.",
         "Die Mühle von Kesselbrunn wurde 1701 errichtet.", "agrees"),
        ("es", "La fábrica de Ledesma se fundó en 1880.",
         "La fábrica de Ledesma fue fundada en 1885.", "contradicts"),
        ("ru", "Глеб Курочкин крещён в Рязани.", "Глеб Курочкин был крещён в Туле.",
         "contradicts"),
    ])  # fmt: skip


def test_an_agent_is_not_the_event_s_subject() -> None:
    check([
        ("en", "Hugo Lembeck founded a bank in 1850.",
         "Hugo Lembeck founded a newspaper in 1862.", "none"),
        ("en", "Clara Voss opened a shop in 1870.", "Clara Voss opened a school in 1875.",
         "none"),
        ("fr", "Marc Aubertin fonda un journal en 1848.",
         "Marc Aubertin fonda une banque en 1851.", "none"),
        ("en", "The Tavistow bank was founded in 1822.",
         "The Tavistow bank opened its doors in 1829.", "none"),
    ])  # fmt: skip


def test_ages_at_events_and_lifespans() -> None:
    check([
        ("en", "Hugo Lembeck married in 1841 at 26.", "Hugo Lembeck died in 1890 at 75.",
         "agrees"),
        ("en", "Hugo Lembeck married in 1841 at 20.", "Hugo Lembeck died in 1890 at 75.",
         "contradicts"),
        ("en", "Hugo Lembeck lived to be 80.",
         "Hugo Lembeck was born in 1810 and died in 1890.", "agrees"),
        ("de", "Clara Voss wurde 70 Jahre alt.", "Clara Voss, geboren 1802, starb 1880.",
         "contradicts"),
        ("ru", "Глеб Курочкин прожил 70 лет.", "Глеб Курочкин родился в 1820 году и умер в 1890 году.",
         "agrees"),
        ("es", "Pilar Sotomayor se casó en 1870, con 19 años.", "Pilar Sotomayor nació en 1845.",
         "contradicts"),
        ("fr", "Marc Aubertin mourut en 1901, à 66 ans.", "Marc Aubertin naquit en 1835.",
         "agrees"),
        ("en", "Hugo Lembeck lived 20 years in Bristol.", "Hugo Lembeck was born in 1810 and died in 1890.",
         "none"),
    ])  # fmt: skip


def test_fronted_participles_and_reduced_relatives() -> None:
    check([
        ("en", "Born in Leeds, Hugo Lembeck trained as a joiner.",
         "Hugo Lembeck was born in York.", "contradicts"),
        ("es", "Nacida en Lugo, Pilar Sotomayor fue costurera.", "Pilar Sotomayor nació en Lugo.",
         "agrees"),
        ("ru", "Уроженец Твери, Глеб Курочкин служил писарем.",
         "Глеб Курочкин родился в Калуге.", "contradicts"),
        ("de", "Clara Voss, Jahrgang 1851, war Näherin.", "Clara Voss wurde 1855 geboren.",
         "contradicts"),
        ("en", "Hugo Lembeck hired a clerk born in Leeds.", "Hugo Lembeck was born in York.",
         "none"),
    ])  # fmt: skip


def test_counts_of_any_noun_in_a_place_phrase() -> None:
    check([
        # an approximate figure over one and a half times off an exact one (since round 44)
        ("en", "Tavistow had 700 inhabitants in 1860.",
         "About 1,200 people lived in Tavistow in 1860.", "contradicts"),
        ("en", "Tavistow had 700 inhabitants in 1860.",
         "About 900 people lived in Tavistow in 1860.", "in_tension"),
        # "just over 1,500" is 1,500 and more: no 700 (`test_judge_bounds.py`)
        ("en", "Tavistow had 700 inhabitants in 1860.",
         "Just over 1,500 people lived in Tavistow in 1860.", "contradicts"),
        ("en", "Tavistow had 700 inhabitants in 1860.",
         "A little under 700 people lived in Tavistow in 1860.", "agrees"),
        ("fr", "L'hospice de Sorel comptait douze sœurs.",
         "Vingt sœurs servaient à l'hospice de Sorel.", "contradicts"),
        ("de", "Das Kesselbrunner Stift hatte 30 Betten.",
         "Im Stift von Kesselbrunn standen 30 Betten.", "agrees"),
        ("ru", "В Луговке жило около 300 человек.", "В Луговке жило 500 человек.", "contradicts"),
        ("ru", "В Луговке жило около 300 человек.", "В Луговке жило 400 человек.", "in_tension"),
        ("es", "La mina de Ledesma empleaba 108 mineros.",
         "Poco más de 100 mineros trabajaban en la mina de Ledesma.", "agrees"),
        ("en", "Tavistow had 700 inhabitants in 1860.",
         "About 700 sheep grazed at Tavistow in 1860.", "none"),
    ])  # fmt: skip


def test_an_only_employer_excludes_any_other() -> None:
    check([
        ("en", "Hugo Lembeck worked exclusively for the Tavistow bank.",
         "In 1860 Hugo Lembeck worked for the Exeter mill.", "contradicts"),
        ("de", "Clara Voss arbeitete nur für die Firma Haller.",
         "Clara Voss arbeitete 1870 bei der Firma Lutz.", "contradicts"),
        ("ru", "Глеб Курочкин служил исключительно на Ижорском заводе.",
         "В 1880 году Глеб Курочкин служил на Кировском заводе.", "contradicts"),
        ("fr", "Marc Aubertin n'a travaillé que pour la maison Brun.",
         "Marc Aubertin travaillait chez Brun en 1875.", "agrees"),
        ("en", "Hugo Lembeck worked for the Tavistow bank only from 1850.",
         "In 1840 Hugo Lembeck worked for the Exeter mill.", "none"),
    ])  # fmt: skip


def test_lifelong_states_spouses_and_no_longer_alive() -> None:
    check([
        ("de", "Clara Voss blieb zeitlebens ledig.", "Clara Voss heiratete 1866.", "contradicts"),
        ("en", "Hugo Lembeck remained a bachelor all his life.",
         "Hugo Lembeck married in 1850.", "contradicts"),
        ("fr", "Marc Aubertin ne s'est jamais marié.",
         "La veuve de Marc Aubertin vendit la maison.", "contradicts"),
        ("ru", "Глеб Курочкин так и не женился.", "Жена Глеба Курочкина умерла в 1890 году.",
         "contradicts"),
        ("en", "Hugo Lembeck never married.", "Hugo Lembeck's brother's widow sold the mill.",
         "none"),
        ("en", "By 1880 Hugo Lembeck was no longer alive.", "Hugo Lembeck was alive in 1875.",
         "none"),
        ("en", "By 1880 Hugo Lembeck was no longer alive.",
         "Hugo Lembeck was still alive in 1884.", "contradicts"),
        ("de", "1880 lebte Clara Voss nicht mehr.", "Clara Voss lebte 1885 noch in Kassel.",
         "contradicts"),
        ("ru", "Глеб Курочкин ни разу не был в Твери.", "Глеб Курочкин приехал в Тверь в 1870 году.",
         "contradicts"),
    ])  # fmt: skip


def test_a_place_added_qualifies_and_longer_noun_phrases_meet() -> None:
    check([
        ("fr", "Marc Aubertin vendait du drap.", "Marc Aubertin vendait du drap à Rouen.",
         "qualifies"),
        ("es", "Pilar Sotomayor cosía vestidos.", "Pilar Sotomayor cosía vestidos en Vigo.",
         "qualifies"),
        ("en", "The old Tavistow mill ground corn in 1820.",
         "The old Tavistow mill ground barley in 1820.", "none"),
        ("ru", "Колокольня Никольской церкви высотой 40 метров.",
         "Колокольня Никольской церкви в Луговке высотой 52 метра.", "contradicts"),
        ("en", "In 1880 the Tavistow library held 15000 books.",
         "The Tavistow library held 15,000 books in 1880.", "agrees"),
    ])  # fmt: skip


def test_second_batch_constructions() -> None:
    check([
        ("de", "Der gebürtige Kesselbrunner Hugo Lembeck zog nach Bonn.",
         "Hugo Lembeck wurde in Kesselbrunn geboren.", "agrees"),
        ("en", "A native of Tavistow, Hugo Lembeck kept an inn.",
         "Hugo Lembeck was born in Exeter.", "contradicts"),
        ("es", "Pilar Sotomayor tenía 50 años cuando murió en 1900.",
         "Pilar Sotomayor nació en 1840.", "contradicts"),
        ("es", "Pilar Sotomayor nunca tuvo hijos.", "Pilar Sotomayor tuvo tres hijos.",
         "contradicts"),
        ("de", "Die Kesselbrunner Kapelle entstand 1702.",
         "Die Kapelle von Kesselbrunn wurde 1702 erbaut.", "agrees"),
        ("en", "In 1860 forty miners worked on the Tavistow lode.",
         "The Tavistow lode employed 40 miners in 1860.", "agrees"),
    ])  # fmt: skip


def test_scale_words_after_figures_and_cubic_units() -> None:
    check([
        ("en", "The Tavistow reservoir holds 3 million litres.",
         "The Tavistow reservoir holds 3,000 cubic metres.", "agrees"),
        ("en", "Tavistow had 2 million visitors in 1900.",
         "Tavistow had 3 million visitors in 1900.", "contradicts"),
        ("ru", "Луговское водохранилище вмещает 5000 кубических метров.",
         "Водохранилище в Луговке вмещает 5 миллионов литров.", "agrees"),
    ])  # fmt: skip


def test_born_and_died_in_one_town_is_no_paraphrase() -> None:
    check([
        ("en", "Hugo Lembeck was born in Exeter.", "Hugo Lembeck died in Exeter.", "none"),
        ("en", "Hugo Lembeck died in Exeter.", "Hugo Lembeck died at Exeter.", "agrees"),
    ])  # fmt: skip
