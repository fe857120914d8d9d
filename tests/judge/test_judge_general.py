"""The rules judge on constructions it learned to read after the held-out
set: each test pins one general mechanism, in several languages, with
sentences of its own (not the evaluation sets')."""

from __future__ import annotations

from judge_stances import StanceCheck
from semnet.graph.judge.numwords import words_to_digits
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("mira", "character", "Mira Holt", "characters/mira-holt.md", ("Мира Холт",)),
        NamedEntity("ilse", "character", "Ilse Brandauer", "characters/ilse-brandauer.md"),
        NamedEntity("ramon", "character", "Ramón Vidal", "characters/ramon-vidal.md"),
        NamedEntity("fedor", "character", "Фёдор Ланской", "characters/fedor-lanskoy.md",
                    ("Fyodor Lanskoy",)),
        NamedEntity("odile", "character", "Odile Ferrand", "characters/odile-ferrand.md"),
        NamedEntity("tarn", "place", "Tarnfeld", "places/tarnfeld.md", ("Тарнфельд",)),
        NamedEntity("cordes", "place", "Cordes", "places/cordes.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)
CHECK = StanceCheck(JUDGE)
stance, check = CHECK.stance, CHECK.check


def test_only_one_and_a_single_are_the_figure_one() -> None:
    assert "only 1 brother" in words_to_digits("He had only one brother.", "en")
    assert "qu'1 fille" in words_to_digits("Elle n'avait qu'une fille.", "fr")
    assert "nur 1 Sohn" in words_to_digits("Er hatte nur einen Sohn.", "de")
    assert "1 hermano" in words_to_digits("Tenía un solo hermano.", "es")
    assert "только 1 сын" in words_to_digits("У него был только один сын.", "ru")
    assert "un fils" in words_to_digits("Il avait un fils.", "fr")  # an article stays


def test_russian_number_words_in_every_case() -> None:
    # "восьм-" (not "восем-") and "девяност-" begin the oblique cases
    assert "около 800 человек" in words_to_digits("жило около восьмисот человек", "ru")
    assert "у 8 детей" in words_to_digits("у восьми детей", "ru")
    assert "около 90 человек" in words_to_digits("около девяноста человек", "ru")
    assert "80 лет" in words_to_digits("в возрасте восьмидесяти лет", "ru")


def test_approximate_number_nouns() -> None:
    assert "environ 40 ouvriers" in words_to_digits("une quarantaine d'ouvriers", "fr")
    assert "unos 20 casas" in words_to_digits("una veintena de casas", "es")


def test_one_of_n_siblings_has_n_minus_one() -> None:
    check([
        ("en", "Mira Holt was the second of three sisters.", "Mira Holt had two sisters.", "agrees"),
        ("en", "Mira Holt was the youngest of six brothers.", "Mira Holt had only two brothers.",
         "contradicts"),
        ("de", "Ilse Brandauer war die älteste von drei Schwestern.",
         "Ilse Brandauer hatte nur eine Schwester.", "contradicts"),
        ("es", "Ramón Vidal era el menor de cuatro hermanos.", "Ramón Vidal tenía tres hermanos.",
         "agrees"),
        ("ru", "Фёдор Ланской был младшим из четырёх братьев.",
         "У Фёдора Ланского был всего один брат.", "contradicts"),
        ("fr/en", "Odile Ferrand était la cadette de cinq enfants.",
         "Odile Ferrand had only one sister.", "none"),  # four siblings, one a sister
        ("en", "Mira Holt's father was the eldest of five brothers.",
         "Mira Holt had only one brother.", "none"),  # the father's brothers
    ])  # fmt: skip


def test_alive_now_against_a_death_and_still_living_after_it() -> None:
    check([
        ("en", "Mira Holt is alive and well.", "Mira Holt died.", "contradicts"),
        ("en", "Mira Holt was alive in 1880.", "Mira Holt died.", "none"),  # no date to compare
        ("ru", "Фёдор Ланской жив.", "Фёдор Ланской умер в 1919 году.", "contradicts"),
        ("de", "Ilse Brandauer starb 1900.", "Ilse Brandauer lebte 1904 noch.", "contradicts"),
        ("de", "Ilse Brandauer starb 1900.", "Ilse Brandauer lebte 1898 noch.", "none"),
        ("fr", "Odile Ferrand est vivante.", "Odile Ferrand est morte à Cordes.", "contradicts"),
        ("es", "Ramón Vidal murió en 1890.", "En 1893 Ramón Vidal todavía vivía.", "contradicts"),
    ])  # fmt: skip


def test_working_and_shut_down_open_and_blocked() -> None:
    check([
        ("de", "Die Tarnfelder Zeche ist in Betrieb.", "Die Tarnfelder Zeche ist stillgelegt.",
         "contradicts"),
        ("de", "Die Straße nach Tarnfeld ist befahrbar.",
         "Die Straße nach Tarnfeld ist seit dem Winter gesperrt.", "contradicts"),
        ("en", "The Cordes tannery is out of service.", "The Cordes tannery is operating.",
         "contradicts"),
        ("fr", "La verrerie de Cordes est en activité.", "La verrerie de Cordes est en activité.",
         "agrees"),
    ])  # fmt: skip


def test_a_that_clause_after_a_reporting_frame_is_the_statement() -> None:
    check([
        ("en", "Mira Holt was born in 1861.", "It is documented that Mira Holt was born in 1864.",
         "contradicts"),
        ("de", "Ilse Brandauer wurde in Tarnfeld geboren.",
         "Es steht fest, dass Ilse Brandauer in Cordes geboren wurde.", "contradicts"),
        ("ru", "Фёдор Ланской родился в 1850 году.", "Известно, что Фёдор Ланской родился в 1850 году.",
         "agrees"),
        ("es", "Ramón Vidal nació en 1870.", "Se sabe que Ramón Vidal nació en 1872.",
         "contradicts"),
        # a named person's report stays theirs
        ("en", "Mira Holt was born in 1861.", "Mira Holt said that her sister was born in 1864.",
         "none"),
    ])  # fmt: skip


def test_lifelong_stays_never_left_and_never_set_foot() -> None:
    check([
        ("en", "Mira Holt never left Cordes.", "In 1877 Mira Holt stayed in Paris.", "contradicts"),
        ("en", "Mira Holt never left Cordes.", "Mira Holt lived in Cordes.", "agrees"),
        ("en", "Mira Holt lived in Cordes.", "Mira Holt never set foot in Cordes.", "contradicts"),
        ("en", "Mira Holt lived in Cordes.", "Mira Holt never set foot in Tarnfeld.", "none"),
        ("fr", "Odile Ferrand a vécu toute sa vie à Cordes.", "Odile Ferrand n'a jamais habité Cordes.",
         "contradicts"),
        ("de", "Ilse Brandauer verließ Tarnfeld nie.", "1901 reiste Ilse Brandauer nach Berlin.",
         "contradicts"),
        ("ru", "Фёдор Ланской никогда не покидал Тарнфельд.",
         "В 1890 году Фёдор Ланской ездил в Киев.", "contradicts"),
        ("en/ru", "Mira Holt never visited Germany.", "В 1890 году Мира Холт побывала в Берлине.",
         "contradicts"),  # Berlin is in Germany
        ("en", "Mira Holt never visited Germany.", "Mira Holt visited Lyon in 1890.", "none"),
    ])  # fmt: skip


def test_a_move_is_living_there_from_then_on() -> None:
    check([
        ("en", "Mira Holt moved to Cordes in 1870.", "In 1870 Mira Holt settled in Cordes.", "agrees"),
        ("en", "Mira Holt moved to Cordes in 1870.", "Mira Holt moved to Tarnfeld in 1874.", "none"),
        ("de", "Ilse Brandauer zog 1890 nach Tarnfeld.", "1890 übersiedelte Ilse Brandauer nach Tarnfeld.",
         "agrees"),
        ("ru", "Фёдор Ланской переехал в Тарнфельд в 1880 году.",
         "В 1880 году Фёдор Ланской перебрался в Тарнфельд.", "agrees"),
        ("es", "Ramón Vidal se trasladó a Cordes en 1899.", "Ramón Vidal se mudó a Cordes en 1899.",
         "agrees"),
    ])  # fmt: skip


def test_how_often_rarely_against_every_week() -> None:
    check([
        ("en", "Mira Holt rarely played the piano.", "Mira Holt played the piano every evening.",
         "in_tension"),
        ("en", "Mira Holt often wrote to her brother.", "Mira Holt wrote to her brother every week.",
         "agrees"),
        ("de", "Ilse Brandauer ging selten ins Theater.", "Ilse Brandauer ging jeden Samstag ins Theater.",
         "in_tension"),
        ("ru", "Фёдор Ланской редко писал матери.", "Фёдор Ланской писал матери каждую неделю.",
         "in_tension"),
        ("en", "Mira Holt rarely played the piano.", "Mira Holt rode every morning.", "none"),
    ])  # fmt: skip


def test_months_without_a_year_and_during_narrow_a_habit_or_a_post() -> None:
    check([
        ("es", "Ramón Vidal daba clases nocturnas a los mineros.",
         "Ramón Vidal daba clases nocturnas a los mineros de octubre a marzo.", "qualifies"),
        ("fr", "Odile Ferrand tenait salon le jeudi.",
         "Odile Ferrand tenait salon le jeudi, d'octobre à Pâques.", "qualifies"),
        ("es", "Ramón Vidal dirigió la revista de la Universidad.",
         "Ramón Vidal dirigió la revista de la Universidad durante la República.", "qualifies"),
        ("de", "Ilse Brandauer gab Klavierstunden.",
         "Ilse Brandauer gab während des Krieges Klavierstunden.", "qualifies"),
    ])  # fmt: skip


def test_russian_years_written_as_ordinal_words() -> None:
    assert "1920 году" in words_to_digits("в тысяча девятьсот двадцатом году", "ru")
    assert "1875 году" in words_to_digits("в тысяча восемьсот семьдесят пятом году", "ru")
    check([
        ("ru", "Фёдор Ланской умер в 1920 году.",
         "Фёдор Ланской скончался в тысяча девятьсот двадцатом году.", "agrees"),
    ])  # fmt: skip


def test_dozens_are_twelves() -> None:
    # round 18
    assert "24 casas" in words_to_digits("Dos docenas de casas", "es")
    assert "24 houses" in words_to_digits("two dozen houses", "en")
    assert "36 Häuser" in words_to_digits("drei Dutzend Häuser", "de")
    assert "24 домов" in words_to_digits("две дюжины домов", "ru")
