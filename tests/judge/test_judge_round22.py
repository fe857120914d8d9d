"""Round 22 (issue 14): a verbless phrase before the clause is no subject
("Even at its height in 1904, the workshop …"); a thing that "already" does
something at a date exists then; a denial up to a date is the event at that
date ("did not open its doors until May 1927", "no cerró hasta 1958", "n'ouvrit
ses portes qu'en 1927"); a thing that opens its doors opens; how long a
happening lasted, said by its end ("collapsed in less than a week", "ended
on the fourth day"). Sentences of our
own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tann", "glossary", "Tannery Holm", "glossary/tannery-holm.md",
                    ("the Holm tannery", "the tannery", "la tenería", "la tannerie",
                     "die Gerberei", "кожевня")),
        NamedEntity("hall", "place", "Drill Hall", "places/drill-hall.md",
                    ("the hall", "la salle", "die Halle", "la sala", "зал")),
        NamedEntity("choir", "glossary", "Harmonie", "glossary/harmonie.md",
                    ("the Harmonie", "la Harmonie", "die Harmonie", "хор «Гармония»")),
        NamedEntity("ines", "character", "Inés Varga", "characters/ines-varga.md", ("Inés",)),
        NamedEntity("oskar", "character", "Oskar Lind", "characters/oskar-lind.md", ("Oskar",)),
        NamedEntity("selby", "place", "Selby", "places/selby.md"),
        NamedEntity("arg", "place", "Argentina", "places/argentina.md", ("la Argentina",)),
        NamedEntity("strike", "glossary", "Strike of 1911", "glossary/strike-1911.md",
                    ("the strike of 1911", "la grève de 1911", "der Streik von 1911",
                     "la huelga de 1911", "забастовка 1911 года")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_verbless_phrase_before_the_clause_is_no_subject() -> None:
    for text, lang in [
        ("Even at its busiest in 1904, the tannery had no more than twelve hands.", "en"),
        ("Schon 1931, mitten in der Krise, musste die Gerberei schließen.", "de"),
        ("Durante sus primeros años en la Argentina, Inés apenas escribió a casa.", "es"),
        ("Commencée le 3 juillet 1911, la grève de 1911 prit fin le 19 au soir.", "fr"),
        ("A small firm, the Holm tannery never had more than twelve hands.", "en"),
    ]:
        assert analyse(text, lang, NAMES).subject in ("tann", "ines", "strike"), text
    # the subject inside the phrase, or an impersonal clause after it, stays
    assert "@oskar" in analyse("Ещё в 1905 году Оскар, тогда уже взрослый, играл в хоре.", "ru",
                               NameIndex([NamedEntity("oskar", "character", "Оскар Линд", "o",
                                                      ("Оскар",))])).subjects  # fmt: skip
    top = analyse(
        "Du haut de la tour Saint-Yves, haute de 30 mètres, on voit la baie.", "fr", NAMES
    )
    assert any("tour" in s for s in top.subjects), top.subjects


def test_a_thing_already_at_work_before_its_start_contradicts_it() -> None:
    check([
        ("en", "The Harmonie was founded in 1871.",
         "By 1850 the Harmonie was already singing at every wedding in Selby.", "contradicts"),
        ("fr", "La Harmonie fut fondée en 1871.",
         "La Harmonie existait déjà depuis 1850.", "contradicts"),
        ("de", "Die Gerberei wurde 1880 gegründet.",
         "Schon 1872 lieferte die Gerberei Leder nach Selby.", "contradicts"),
        ("ru", "Кожевню основали в 1880 году.",
         "Кожевня уже в 1872 году торговала кожей.", "contradicts"),
        # after the start it says nothing; being planned or built before it is no use
        ("en", "The Harmonie was founded in 1871.",
         "By 1890 the Harmonie was already singing at every wedding in Selby.", "none"),
        ("en", "The tannery opened in 1880.",
         "By 1877 the tannery was already under construction.", "none"),
    ])  # fmt: skip


def test_a_denial_up_to_a_date_is_the_event_then() -> None:
    check([
        ("en", "The hall did not open its doors until May 1927.",
         "The hall opened its doors in May 1927.", "agrees"),
        ("en", "The hall did not open its doors until May 1927.",
         "The hall opened its doors in May 1925.", "contradicts"),
        ("en", "The tannery did not close until 1958.", "The tannery closed in 1931.",
         "contradicts"),
        ("es", "La tenería no cerró hasta 1958.", "La tenería cerró en 1931.", "contradicts"),
        ("fr/en", "La salle n'ouvrit ses portes qu'en mai 1927.",
         "By Christmas 1924 the hall had already welcomed a thousand visitors.", "contradicts"),
        ("de/es", "Die Halle öffnete ihre Tore erst im Mai 1927.",
         "La sala abrió sus puertas en mayo de 1925.", "contradicts"),
        # "never … until" is the same turn; a plain denial stays one
        ("en", "The tannery never closed until 1958.", "The tannery closed in 1958.", "agrees"),
        ("fr", "La salle ne ferma pas en 1958.", "La salle ferma en 1958.", "contradicts"),
    ])  # fmt: skip


def test_how_long_a_happening_lasted_said_by_its_end() -> None:
    check([
        ("en", "The strike of 1911 lasted nineteen days.",
         "The strike of 1911 collapsed in less than a week.", "contradicts"),
        ("de/fr", "Der Streik von 1911 dauerte drei Wochen.",
         "La grève de 1911 prit fin en moins d'une semaine.", "contradicts"),
        ("es", "La huelga de 1911 duró dos meses.",
         "La huelga de 1911 se acabó al tercer día.", "contradicts"),
        ("ru/en", "Забастовка 1911 года закончилась на третий день.",
         "The strike of 1911 lasted three days.", "agrees"),
        # a bound that holds says nothing
        ("en", "The strike of 1911 lasted five days.",
         "The strike of 1911 collapsed in less than a week.", "none"),
    ])  # fmt: skip


def test_a_spanish_preterite_after_a_year_is_no_sum_of_money() -> None:
    # "duró" (lasted), folded, is "duro", a coin: never after a year
    got = analyse("La huelga de 1911 duró dos meses.", "es", NAMES).claims
    assert not [c for c in got if c.slot == "money"], got
    assert [c.qty.text for c in got if c.slot == "measure" and c.qty] == ["2 meses"]


def test_a_great_fire_is_the_fire() -> None:
    names = NameIndex([NamedEntity("fire", "glossary", "Fire of 1883", "glossary/fire-1883.md",
                                   ("the fire of 1883", "el incendio de 1883"))])  # fmt: skip
    for text, lang in [("El gran incendio de 1883 estalló en julio.", "es"),
                       ("The great fire of 1883 broke out in July.", "en")]:  # fmt: skip
        assert analyse(text, lang, names).subject == "fire", text


def test_going_to_the_altar_is_marrying() -> None:
    names = NameIndex([
        NamedEntity("will", "character", "William Thorne", "characters/william-thorne.md",
                    ("Thorne", "don Guillermo")),
        NamedEntity("carm", "character", "Carmen Lozano", "characters/carmen-lozano.md"),
    ])  # fmt: skip
    check = stance_checker(RulesJudge(names))
    check([
        ("es", "Thorne se casó con Carmen Lozano en 1895.",
         "En el verano de 1895 don Guillermo llevó al altar a Carmen Lozano.", "agrees"),
        ("en", "Thorne married Carmen Lozano in 1895.",
         "In 1897 Thorne led Carmen Lozano to the altar.", "contradicts"),
        ("de/fr", "Thorne heiratete Carmen Lozano 1895.",
         "Thorne conduisit Carmen Lozano à l'autel en 1895.", "agrees"),
    ])  # fmt: skip


def test_a_things_event_dated_after_another_happening() -> None:
    names = NameIndex([
        NamedEntity("mill", "glossary", "Mill", "glossary/mill.md",
                    ("the mill", "le moulin", "el molino", "мельница")),
        NamedEntity("flood", "glossary", "Flood of 1910", "glossary/flood-1910.md",
                    ("the flood of 1910", "la crue de 1910", "la riada de 1910",
                     "наводнение 1910 года")),
    ])  # fmt: skip
    check = stance_checker(RulesJudge(names))
    check([
        ("en", "The mill was built in 1913.",
         "The mill was built three years after the flood of 1910.", "agrees"),
        ("en", "The mill was built in 1915.",
         "The mill was built three years after the flood of 1910.", "contradicts"),
        ("fr", "Le moulin fut construit en 1915.",
         "Le moulin fut construit trois ans après la crue de 1910.", "contradicts"),
        ("es", "El molino se construyó en 1915.",
         "El molino se construyó tres años después de la riada de 1910.", "contradicts"),
        ("ru", "Мельницу построили в 1915 году.",
         "Мельницу построили через три года после наводнения 1910 года.", "contradicts"),
    ])  # fmt: skip


def test_one_sale_told_twice() -> None:
    names = NameIndex([
        NamedEntity("oskar", "character", "Oskar Lind", "characters/oskar-lind.md",
                    ("Oskar", "Оскар Линд")),
        NamedEntity("tann", "glossary", "Tannery Holm", "glossary/tannery-holm.md",
                    ("the tannery", "la tannerie", "кожевню", "кожевня")),
    ])  # fmt: skip
    check = stance_checker(RulesJudge(names))
    check([
        ("ru/en", "Оскар Линд продал кожевню в 1946 году.",
         "Oskar Lind sold the tannery to a Geneva firm in 1952.", "contradicts"),
        ("en/fr", "Oskar Lind sold the tannery in 1946.",
         "En 1946, Oskar Lind vendit la tannerie.", "agrees"),
        # one who bought it once and sold it later: no contradiction
        ("en", "Oskar Lind bought the tannery in 1930.",
         "Oskar Lind sold the tannery in 1946.", "none"),
    ])  # fmt: skip


def test_a_place_and_date_between_commas_after_an_event_noun() -> None:
    names = NameIndex([NamedEntity("oskar", "character", "Oskar Lind", "characters/oskar-lind.md",
                                   ("Oskar", "Lind"))])  # fmt: skip
    check = stance_checker(RulesJudge(names))
    check([
        ("en", "Oskar Lind died at his cottage in Rye in 1919.",
         "Lind's death, in a Paris hotel room in 1919, was reported at length.", "contradicts"),
        ("en", "Oskar Lind died in Paris in 1919.",
         "Lind's death, in a Paris hotel room in 1919, was reported at length.", "agrees"),
    ])  # fmt: skip
