"""The rules judge's mechanisms added with dev8-degrees (issue 14): whole
statements restricted by time, condition, exception, group or part
(`restrictions.py`), how often a person does a thing and a fear or hatred
of it (`frequency.py`), a place settled in for good against a later move
(`settling.py`). Each test uses sentences of its own, not the evaluation
sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.base import Statement
from semnet.graph.judge.restrictions import lift, narrowed
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ada", "character", "Ada Quiller", "characters/ada-quiller.md"),
        NamedEntity("hugo", "character", "Hugo Brenner", "characters/hugo-brenner.md"),
        NamedEntity("remi", "character", "Rémi Cazal", "characters/remi-cazal.md"),
        NamedEntity("pilar", "character", "Pilar Sanz", "characters/pilar-sanz.md"),
        NamedEntity("vera", "character", "Вера Лыкова", "characters/vera-lykova.md",
                    ("Vera Lykova",)),
        NamedEntity("fenton", "place", "Fenton", "places/fenton.md"),
        NamedEntity("exeter", "place", "Exeter", "places/exeter.md"),
        NamedEntity("leeds", "place", "Leeds", "places/leeds.md"),
        NamedEntity("hamburg", "place", "Hamburg", "places/hamburg.md"),
        NamedEntity("toulouse", "place", "Toulouse", "places/toulouse.md"),
        NamedEntity("nantes", "place", "Nantes", "places/nantes.md"),
        NamedEntity("oviedo", "place", "Oviedo", "places/oviedo.md"),
        NamedEntity("leon", "place", "León", "places/leon.md"),
        NamedEntity("orel", "place", "Орёл", "places/orel.md"),
        NamedEntity("tver", "place", "Тверь", "places/tver.md"),
        NamedEntity("mittenwalde", "place", "Mittenwalde", "places/mittenwalde.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)

check = stance_checker(JUDGE)


def _finding(a: str, b: str, la: str, lb: str | None = None):  # type: ignore[no-untyped-def]
    sa = Statement(ref="node:a", id="a", kind="fact", text=a, lang=la)
    sb = Statement(ref="node:b", id="b", kind="fact", text=b, lang=lb or la)
    return JUDGE.finding(sa, sb)


def test_a_fronted_adverbial_is_moved_behind_its_clause() -> None:
    assert lift("In winter the inn at Fenton served 60 guests.", "en") == (
        "The inn at Fenton served 60 guests in winter."
    )
    assert lift("An Feiertagen öffnete das Museum in Mittenwalde um zehn.", "de") == (
        "Das Museum in Mittenwalde öffnete um zehn an Feiertagen."
    )
    assert lift("Каждую весну Вера Лыкова ездила в Орёл.", "ru") == (
        "Вера Лыкова ездила в Орёл каждую весну."
    )
    assert lift("Большинство рабочих фабрики были грамотными.", "ru").startswith("Рабочие ")
    # a German year before the verb: the article's noun is the subject again
    assert lift("1901 beschäftigte die Werft in Mittenwalde 300 Arbeiter.", "de") == (
        "Die Werft in Mittenwalde beschäftigte 300 Arbeiter 1901."
    )
    # where the phrase ends is unclear (a name follows the noun): left as written
    text = "Im Winter wohnte die Familie Brenner in Hamburg."
    assert lift(text, "de") == text
    # a season with its year is a date, left where it is
    assert lift("In summer 1901 Ada Quiller lived in Leeds.", "en").startswith("In summer 1901")


def test_what_narrows_a_statement() -> None:
    assert narrowed("The road was closed to lorries.", "en")
    assert narrowed("Die meisten Fischer waren Lutheraner.", "de")
    assert narrowed("Le marché se tenait sur la place, sauf en août.", "fr")
    assert narrowed("В ясную погоду с колокольни было видно Орёл.", "ru")
    assert narrowed("Hasta su boda, Pilar Sanz cantó en el coro.", "es")
    assert narrowed("Hugo Brenner trank abends Bier.", "de")
    assert not narrowed("Le soir du 3 mai 1890, Rémi Cazal arriva à Nantes.", "fr")
    assert not narrowed("The road was closed to all traffic.", "en")
    assert not narrowed("Ada Quiller went to the market every Saturday.", "en")
    assert not narrowed("Ada Quiller taught at the Sunday school.", "en")


def test_a_restricted_statement_qualifies_the_plain_one() -> None:
    check([
        ("en", "The inn at Fenton served 60 guests.", "In winter the inn at Fenton served 60 "
         "guests.", "qualifies"),
        ("en", "Ada Quiller sang in the choir.", "Until her wedding, Ada Quiller sang in the "
         "choir.", "qualifies"),
        ("de", "Die Fischer von Mittenwalde waren Lutheraner.", "Die meisten Fischer von "
         "Mittenwalde waren Lutheraner, außer den Zugezogenen.", "qualifies"),
        ("fr", "Le marché de Nantes se tenait sur la place.", "Le marché de Nantes se tenait "
         "sur la place, sauf en août.", "qualifies"),
        ("es", "La carretera de Oviedo estaba cortada.", "La carretera de Oviedo estaba "
         "cortada a los camiones.", "qualifies"),
        ("ru", "Дорога на Тверь была закрыта.", "Дорога на Тверь была закрыта для подвод.",
         "qualifies"),
        ("ru", "Вера Лыкова пела в хоре.", "В молодости Вера Лыкова пела в хоре.",
         "qualifies"),
        ("es", "Pilar Sanz vivía con su tía.", "Al principio, Pilar Sanz vivía con su tía.",
         "qualifies"),
        # the same restriction on both sides, or another place: no qualification
        ("en", "In winter the inn at Fenton served 60 guests.", "In winter the inn at Fenton "
         "served 60 guests.", "agrees"),
        ("en", "The inn at Fenton served 60 guests.", "In winter the inn at Exeter served 60 "
         "guests.", "none"),
    ])  # fmt: skip


def test_a_german_year_before_the_verb_keeps_the_subject() -> None:
    check([
        ("de", "1901 beschäftigte die Werft in Mittenwalde 300 Arbeiter.", "Die Werft in "
         "Mittenwalde beschäftigte 1901 450 Arbeiter.", "contradicts"),
        ("de", "1901 beschäftigte die Werft in Mittenwalde 300 Arbeiter.", "Die Werft in "
         "Mittenwalde beschäftigte 1901 300 Arbeiter.", "agrees"),
    ])  # fmt: skip


def test_the_restricted_side_is_the_qualifier() -> None:
    f = _finding("Hugo Brenner arbeitete außer sonntags jeden Tag in der Werkstatt.",
                 "Hugo Brenner arbeitete jeden Tag in der Werkstatt.", "de")  # fmt: skip
    assert f is not None and f.stance.value == "qualifies" and f.qualifier == "a"


def test_how_often_on_one_scale() -> None:
    check([
        ("en", "Ada Quiller often went to the chapel.", "Ada Quiller hardly ever attended "
         "services.", "in_tension"),
        ("de", "Hugo Brenner war ein eifriger Kirchgänger.", "Hugo Brenner ging selten in "
         "die Messe.", "in_tension"),
        ("fr", "Rémi Cazal était souvent ivre.", "Rémi Cazal était un homme sobre.",
         "in_tension"),
        ("es", "Pilar Sanz nunca iba a misa.", "Pilar Sanz iba a la iglesia cada domingo.",
         "contradicts"),
        ("ru", "Вера Лыкова была домоседкой.", "Вера Лыкова часто ездила в Тверь.",
         "in_tension"),
        ("en/fr", "Rémi Cazal went to Mass every Sunday.", "Rémi Cazal allait rarement à la "
         "messe.", "in_tension"),
        ("de/es", "Hugo Brenner ging jeden Sonntag in die Kirche.", "Hugo Brenner iba a misa "
         "todos los domingos.", "agrees"),
        # a trait that says how often: in tension with its opposite, never a contradiction
        ("en", "Ada Quiller was a pious woman.", "Ada Quiller never went to chapel.",
         "in_tension"),
        ("ru", "Вера Лыкова была ленивой.", "Вера Лыкова работала каждый день с утра до ночи.",
         "in_tension"),
        ("es", "Pilar Sanz era muy paciente.", "Pilar Sanz nunca perdía la paciencia.", "none"),
        # what is done: a listed activity, or a building of `nouns.py`
        ("en", "Ada Quiller seldom wrote letters.", "Ada Quiller wrote to her brother every "
         "week.", "in_tension"),
        ("de", "Hugo Brenner besuchte selten das Theater.", "Hugo Brenner ging jede Woche ins "
         "Theater.", "in_tension"),
        ("fr", "Rémi Cazal allait souvent au marché.", "Rémi Cazal allait souvent au "
         "cimetière.", "none"),
        # "never … again" ends a habit; a "never" of a building alone needs being there
        ("en/fr", "Ada Quiller never went to chapel again.", "Ada Quiller allait souvent à "
         "la chapelle.", "none"),
        ("en/fr", "Ada Quiller never went to chapel.", "Ada Quiller allait souvent à la "
         "chapelle.", "contradicts"),
        ("en", "Ada Quiller never saw the mill at Fenton.", "Ada Quiller worked every day at "
         "the mill at Fenton.", "none"),
        ("de", "Hugo Brenner war nie in Hamburg.", "Hugo Brenner verbrachte jeden Winter in "
         "Hamburg.", "contradicts"),
        # "never missed" is always
        ("en", "Ada Quiller never missed chapel.", "Ada Quiller rarely went to chapel.",
         "in_tension"),
        # a town or a house is too general to be what is done
        ("ru", "В 1880 году Вера Лыкова жила в городе Тверь.", "Вера Лыкова никогда не была "
         "в городе Орёл.", "none"),
        # a "never" of another clause is not the frequency
        ("en", "Ada Quiller, who never married, often went to chapel.", "Ada Quiller rarely "
         "went to chapel.", "in_tension"),
        # another time, another activity, another person: nothing
        ("en", "In 1880 Ada Quiller went to chapel every Sunday.", "In 1910 Ada Quiller "
         "seldom went to chapel.", "none"),
        ("fr", "Rémi Cazal allait souvent au théâtre.", "Rémi Cazal allait rarement à la "
         "messe.", "none"),
    ])  # fmt: skip


def test_rarely_leaving_against_travelling_often() -> None:
    check([
        ("en", "Ada Quiller rarely left Fenton.", "Ada Quiller travelled abroad every summer.",
         "in_tension"),
        ("fr", "Rémi Cazal ne quittait presque jamais Toulouse.",
         "Rémi Cazal partait chaque été à Nantes.", "in_tension"),
        ("ru", "Вера Лыкова почти не выходила из дому.",
         "Вера Лыкова каждую осень ходила на богомолье в Орёл.", "in_tension"),
        # one leaving is no habit; never leaving is a bound on journeys
        ("en", "Ada Quiller rarely left Fenton.", "Ada Quiller left Fenton for Leeds in 1890.",
         "none"),
        ("de", "Hugo Brenner hat Hamburg nie verlassen.", "Hugo Brenner reiste 1870 nach Leeds.",
         "contradicts"),
    ])  # fmt: skip


def test_a_fear_or_hatred_against_doing_it() -> None:
    check([
        ("en", "Ada Quiller was frightened of horses.", "Ada Quiller rode to Exeter every "
         "market day.", "in_tension"),
        ("de", "Hugo Brenner fürchtete das Wasser.", "Hugo Brenner schwamm jeden Morgen im "
         "See.", "in_tension"),
        ("fr", "Rémi Cazal haïssait Toulouse.", "Rémi Cazal passait tous ses étés à "
         "Toulouse.", "in_tension"),
        ("ru", "Вера Лыкова ненавидела Тверь.", "Вера Лыкова каждое лето проводила в Твери.",
         "in_tension"),
        ("es", "Pilar Sanz le tenía miedo al agua.", "Pilar Sanz cruzó el río a nado.",
         "in_tension"),
        ("en", "Ada Quiller was afraid of heights.", "Ada Quiller climbed the lighthouse "
         "stairs every night.", "in_tension"),
        ("fr", "Rémi Cazal n'aimait pas la mer.", "Rémi Cazal naviguait chaque été jusqu'à "
         "Nantes.", "in_tension"),
        # the fear of another thing, or doing it rarely: nothing
        ("en", "Ada Quiller was frightened of spiders.", "Ada Quiller rode to Exeter every "
         "market day.", "none"),
        ("fr", "Rémi Cazal haïssait Toulouse.", "Rémi Cazal allait rarement à Toulouse.",
         "none"),
    ])  # fmt: skip


def test_settled_for_good_against_a_later_move() -> None:
    check([
        ("en", "In 1890 Ada Quiller settled in Leeds for good.", "Ada Quiller moved to "
         "Exeter in 1894.", "in_tension"),
        ("de", "1901 ließ sich Hugo Brenner endgültig in Hamburg nieder.", "1905 zog Hugo "
         "Brenner nach Mittenwalde.", "in_tension"),
        ("fr", "En 1860, Rémi Cazal s'installa pour de bon à Toulouse.", "En 1866, Rémi "
         "Cazal déménagea à Nantes.", "in_tension"),
        ("es", "En 1870 Pilar Sanz se instaló para siempre en Oviedo.", "En 1872 Pilar Sanz "
         "se mudó a León.", "in_tension"),
        # a move before it, or the same place: nothing
        ("en", "In 1890 Ada Quiller settled in Leeds for good.", "Ada Quiller moved to "
         "Exeter in 1885.", "none"),
    ])  # fmt: skip
