"""Journeys and whereabouts, and the fates of ships and buildings (dev11-fates,
issue 14): a thing that collapsed or was swept away is not in use later
(`milestones.py`), a ship ends once and is built before its launch
(`fates.py`), a ship's kind, rig, masts and hull (`vessels.py`), where it
lay in a month (`vessels.py`), bounds and returns of a journey
(`journeys.py`), journeys as visits (`habits.py`), regions inside their
country (`regions.py`). Each test uses sentences of its own, not the
evaluation set's."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import Place
from semnet.graph.judge.places import same_place
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("hr", "glossary", "Heron", "glossary/heron.md"),
        NamedEntity("ha", "glossary", "Hirondelle", "glossary/hirondelle.md"),
        NamedEntity("ad", "glossary", "Adler", "glossary/adler.md"),
        NamedEntity("pa", "glossary", "Paloma", "glossary/paloma.md"),
        NamedEntity("ls", "glossary", "Ласточка", "glossary/lastochka.md"),
        NamedEntity("fb", "place", "Ford Bridge", "places/ford-bridge.md"),
        NamedEntity("tm", "place", "Tannery Mill", "places/tannery-mill.md"),
        NamedEntity("sc", "place", "Schule Kirchdorf", "places/schule-kirchdorf.md"),
        NamedEntity("ok", "place", "Водокачка", "places/vodokachka.md"),
        NamedEntity("wp", "character", "William Pascoe", "characters/william-pascoe.md"),
        NamedEntity("jk", "character", "Jeanne Kerhervé", "characters/jeanne-kerherve.md"),
        NamedEntity("hm", "character", "Heinrich Mohr", "characters/heinrich-mohr.md"),
        NamedEntity("lc", "character", "Lucía Castro", "characters/lucia-castro.md"),
        NamedEntity("ig", "character", "Иван Громов", "characters/ivan-gromov.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_collapse_or_a_flood_ends_a_building() -> None:
    check([
        ("en", "Ford Bridge was washed away in 1866.", "Ford Bridge was still in use in 1870.",
         "contradicts"),
        ("en", "Tannery Mill collapsed in 1931.", "Tannery Mill was still working in 1936.",
         "contradicts"),
        ("en", "Tannery Mill collapsed in 1931.", "Tannery Mill was still working in 1925.",
         "none"),
        ("de", "Die Schule Kirchdorf stürzte 1950 ein.",
         "Die Schule Kirchdorf war 1956 noch in Betrieb.", "contradicts"),
        ("ru", "Водокачка обрушилась в 1930 году.", "Водокачка ещё работала в 1936 году.",
         "contradicts"),
        ("en", "Tannery Mill collapsed in 1931 and was rebuilt in 1934.",
         "Tannery Mill was working again in 1940.", "none"),
        ("en", "Ford Bridge was washed away in 1866.", "Carts still crossed Ford Bridge in 1870.",
         "contradicts"),
        ("en", "Ford Bridge was washed away in 1866.",
         "In 1900 William Pascoe still lived near Ford Bridge.", "none"),  # the place's name
    ])  # fmt: skip


def test_a_ship_ends_once_and_is_launched_after_it_is_built() -> None:
    check([
        ("en", "The Heron was broken up in 1921.", "The Heron foundered off Start Point in 1902.",
         "contradicts"),
        ("fr", "L'Hirondelle fut démantelée en 1920.", "L'Hirondelle sombra en 1907.",
         "contradicts"),
        ("es", "La Paloma fue desguazada en 1925.", "La Paloma se hundió en 1912.",
         "contradicts"),
        ("en", "The Heron was launched in 1870.", "The Heron was built in 1876.", "contradicts"),
        ("ru", "Ласточку спустили на воду в 1870 году.", "Ласточка построена в 1876 году.",
         "contradicts"),
        ("en", "The Heron was launched in 1870.", "The Heron was built in 1870.", "none"),
        ("en", "The Heron sank in 1902 and was raised in 1903.", "The Heron was scrapped in 1921.",
         "none"),
    ])  # fmt: skip


def test_a_ship_named_by_its_kind_rig_masts_and_hull() -> None:
    check([
        ("en", "The Heron was a brig.", "The Heron was a paddle steamer.", "contradicts"),
        ("en", "The Heron was a two-masted brig.", "The Heron was a brig.", "agrees"),
        ("de", "Die Adler war ein Zweimastschoner.", "Die Adler war ein Dreimastschoner.",
         "contradicts"),
        ("fr", "L'Hirondelle était une goélette.", "L'Hirondelle était un brick.", "contradicts"),
        ("es", "La Paloma era un bergantín.", "La Paloma, un bergantín de dos palos, llevaba vino.",
         "agrees"),
        ("ru", "Ласточка была пароходом.", "Ласточка была бригом.", "contradicts"),
        ("en", "The Heron towed a schooner into Fowey.", "The Heron was a paddle steamer.",
         "none"),
        ("en", "The Heron was towing a brig off Fowey.", "The Heron was a paddle steamer.",
         "none"),  # an object, not its kind
        ("en", "The Heron, which rescued a schooner in 1880, was a paddle steamer.",
         "The Heron was a brig.", "contradicts"),
        ("en", "The Heron was a wooden brig.", "The Heron had an iron hull.", "contradicts"),
        ("es", "La Paloma tenía el casco de acero.", "La Paloma era de madera.", "contradicts"),
        # the kind before the name on both sides names the ship: no claim of either to agree on
        ("en", "The brig Heron sailed for Lisbon in 1850.", "The brig Heron was sold in 1860.",
         "none"),
        ("en", "The brig Heron sailed for Lisbon in 1850.", "The paddle steamer Heron was sold.",
         "contradicts"),
    ])  # fmt: skip


def test_where_a_ship_lay_in_a_month() -> None:
    check([
        ("en", "In June 1880 the Heron was lying at Lisbon.", "In June 1880 the Heron was at Boston.",
         "contradicts"),
        ("ru", "В июне 1880 года Ласточка стояла в Одессе.",
         "В июне 1880 года Ласточка стояла в Генуе.", "contradicts"),
        ("en", "In June 1880 the Heron was lying at Lisbon.",
         "In August 1880 the Heron was at Boston.", "none"),
    ])  # fmt: skip


def test_bounds_and_returns_of_a_journey() -> None:
    check([
        ("en", "William Pascoe never crossed the Atlantic.", "William Pascoe sailed for Boston in 1870.",
         "contradicts"),
        ("en", "William Pascoe never crossed the Atlantic.", "William Pascoe sailed for Lisbon in 1870.",
         "none"),
        ("fr", "Jeanne Kerhervé ne quitta jamais l'Europe.",
         "Jeanne Kerhervé s'embarqua pour Montréal en 1890.", "contradicts"),
        ("de", "Heinrich Mohr hat Deutschland nie verlassen.",
         "Heinrich Mohr wanderte 1885 nach Brasilien aus.", "contradicts"),
        ("es", "Lucía Castro pasó toda su vida en Galicia.", "Lucía Castro emigró a Cuba en 1902.",
         "contradicts"),
        ("es", "Lucía Castro nunca volvió a Galicia.", "Lucía Castro regresó a Galicia en 1930.",
         "contradicts"),
        ("es", "Lucía Castro nunca volvió a hablar con su hermano.",
         "Lucía Castro volvió a Madrid en 1920.", "none"),  # "volver a hablar": again
        ("de", "Heinrich Mohr kam nie nach Bremen zurück.", "Heinrich Mohr kehrte 1890 nach Kiel zurück.",
         "none"),
        ("en", "William Pascoe never came back to Cornwall.", "William Pascoe returned to Cornwall in 1899.",
         "contradicts"),
        ("en/es", "William Pascoe returned to Ireland in 1899.", "William Pascoe nunca volvió a Irlanda.",
         "contradicts"),
        # a town inside the country never gone back to; not the other way round
        ("en", "William Pascoe settled in Boston and never went back to Ireland.",
         "In 1899 William Pascoe returned to Dublin.", "contradicts"),
        ("en", "William Pascoe never went back to Dublin.", "In 1899 William Pascoe returned to Ireland.",
         "none"),
        ("en", "William Pascoe settled in Boston and never went back to Ireland.",
         "In 1899 William Pascoe returned to Boston.", "none"),
        ("de", "Heinrich Mohr kehrte nie nach Russland zurück.", "1912 kehrte Heinrich Mohr nach Moskau zurück.",
         "contradicts"),
        ("fr", "Jeanne Kerhervé ne revint jamais en Russie.", "En 1912, Jeanne Kerhervé revint à Moscou.",
         "contradicts"),
        ("es", "Lucía Castro nunca volvió a España.", "En 1931 Lucía Castro volvió a Vigo.", "contradicts"),
        ("ru", "Иван Громов так и не вернулся в Россию.", "В 1912 году Иван Громов вернулся в Москву.",
         "contradicts"),
    ])  # fmt: skip


def test_journeys_by_sea_are_visits() -> None:
    check([
        ("ru", "Иван Громов уплыл в Нью-Йорк в 1891 году.", "Иван Громов отплыл в Нью-Йорк в 1891 году.",
         "agrees"),
        ("en", "William Pascoe died in 1880.", "William Pascoe sailed for Cape Town in 1884.",
         "contradicts"),
        ("es", "Lucía Castro murió en 1880.", "Lucía Castro embarcó para Buenos Aires en 1884.",
         "contradicts"),
    ])  # fmt: skip


def test_a_region_lies_in_its_country() -> None:
    galicia, lugo = Place("galicia", "Galicia"), Place("lugo", "Lugo")
    assert same_place(galicia, lugo) is None  # Lugo is a town of Galicia
    assert same_place(galicia, Place("madrid", "Madrid")) is False  # Madrid is a region elsewhere
    assert same_place(galicia, Place("lisboa", "Lisboa")) is False  # another country
    assert same_place(Place("bretagne", "Bretagne"), Place("kerlaz", "Kerlaz")) is None
    check([
        ("es", "Lucía Castro nunca salió de Galicia.", "Lucía Castro viajaba a menudo a Lugo.",
         "none"),
    ])  # fmt: skip


def test_in_use_up_to_a_year_and_going_on_working_after_the_end() -> None:
    check([
        ("en", "Tannery Mill closed in 1921.", "Tannery Mill worked until 1950.", "contradicts"),
        ("de", "Schule Kirchdorf wurde 1930 geschlossen.",
         "Bis 1960 unterrichtete die Schule Kirchdorf vierzig Kinder.", "contradicts"),
        ("ru", "Водокачку закрыли в 1925 году.", "Водокачка работала до 1960 года.",
         "contradicts"),
        ("es", "Tannery Mill cerró en 1921.", "En 1950, Tannery Mill seguía dando harina.",
         "contradicts"),
        # working until before the end says nothing against it
        ("en", "Tannery Mill closed in 1921.", "Tannery Mill worked until 1915.", "none"),
    ])  # fmt: skip


def test_a_ship_sailed_on_is_in_use() -> None:
    names = NameIndex(
        [
            NamedEntity("cor", "glossary", "SS Caradoc", "glossary/ss-caradoc.md", ("the Caradoc",)),
            NamedEntity("pil", "glossary", "Paloma", "glossary/paloma.md"),
            NamedEntity("ivo", "character", "Ivo Marchetti", "characters/ivo-marchetti.md"),
            NamedEntity("gre", "character", "Grete Sommer", "characters/grete-sommer.md"),
        ]
    )  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("en", "Ivo Marchetti sailed for New York on the SS Caradoc in April 1921.",
         "The SS Caradoc was broken up in 1914.", "contradicts"),
        ("es", "Ivo Marchetti llegó a Veracruz a bordo del Paloma en junio de 1939.",
         "La Paloma se hundió frente a Finisterre en 1936.", "contradicts"),
        ("de", "Grete Sommer fuhr 1938 mit der Paloma nach New York.", "Die Paloma sank 1936.",
         "contradicts"),
        # before the end, or a name that is no ship's journey, says nothing
        ("en", "Ivo Marchetti sailed for New York on the SS Caradoc in April 1911.",
         "The SS Caradoc was broken up in 1914.", "none"),
        ("en", "Ivo Marchetti sang on the Caradoc stage in 1921.",
         "The SS Caradoc was broken up in 1914.", "none"),
    ])  # fmt: skip


def test_a_thing_turned_into_another_exists_then() -> None:
    check([
        ("en", "Tannery Mill became a hotel in 1949.", "Tannery Mill was demolished in 1939.",
         "contradicts"),
        ("en", "Tannery Mill became a hotel in 1935.", "Tannery Mill was demolished in 1939.",
         "none"),
        ("de", "Schule Kirchdorf wurde 1949 in ein Hotel umgewandelt.",
         "Schule Kirchdorf wurde 1939 abgerissen.", "contradicts"),
        ("es", "Tannery Mill se convirtió en hotel en 1949.", "Tannery Mill fue derribado en 1939.",
         "contradicts"),
        ("ru", "В 1949 году Водокачку превратили в гостиницу.", "Водокачку снесли в 1939 году.",
         "contradicts"),
    ])  # fmt: skip
