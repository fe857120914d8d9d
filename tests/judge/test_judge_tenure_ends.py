"""A post held over a period against leaving it before the period ends or
taking it up after it began (round 20, `tenure_ends.py`). Sentences of our
own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ellen", "character", "Ellen Treloar", "characters/ellen-treloar.md"),
        NamedEntity("otto", "character", "Otto Brandt", "characters/otto-brandt.md"),
        NamedEntity("odile", "character", "Odile Ferrand", "characters/odile-ferrand.md"),
        NamedEntity("elvira", "character", "Elvira Soto", "characters/elvira-soto.md"),
        NamedEntity("vera", "character", "Вера Зимина", "characters/vera.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_leaving_before_the_end_contradicts() -> None:
    check([
        ("en", "Ellen Treloar ran the parish library from 1880 until 1912.",
         "Ellen Treloar left the parish library in 1897.", "contradicts"),
        ("en", "Ellen Treloar taught at the chapel school until 1912.",
         "Ellen Treloar was dismissed in 1901.", "contradicts"),
        ("fr", "Odile Ferrand dirigea la poste de Vernay de 1890 à 1925.",
         "Odile Ferrand quitta la poste en 1904.", "contradicts"),
        ("de", "Otto Brandt leitete die Sägerei bis 1920.",
         "Otto Brandt verließ die Sägerei 1911.", "contradicts"),
        ("ru", "Вера Зимина заведовала библиотекой с 1901 по 1930 год.",
         "Веру Зимину уволили из библиотеки в 1915 году.", "contradicts"),
        ("en", "Ellen Treloar ran the parish library from 1880 until 1912.",
         "Ellen Treloar left the parish library in 1912.", "agrees"),
        # a property sold before the years it was owned or run end
        ("ru", "Вера Зимина управляла гостиницей «Маяк» с 1879 по 1912 год.",
         "Ещё в 1895 году Вера Зимина продала «Маяк» и уехала.", "contradicts"),
        ("de", "Otto Brandt besaß die Sägerei bis 1930.",
         "Otto Brandt verkaufte die Sägerei 1921.", "contradicts"),
    ])  # fmt: skip


def test_taking_up_after_the_start_contradicts() -> None:
    check([
        ("es", "Elvira Soto dirigió el hospicio de 1890 a 1925.",
         "Elvira Soto asumió el hospicio en 1911.", "contradicts"),
        ("ru", "Вера Зимина руководила хором с 1905 по 1930 год.",
         "Вера Зимина приняла хор лишь в 1919 году.", "contradicts"),
        ("de", "Otto Brandt war von 1902 bis 1914 Gemeindeschreiber.",
         "Otto Brandt wurde erst 1908 Gemeindeschreiber.", "contradicts"),
    ])  # fmt: skip


def test_another_post_or_another_time_says_nothing() -> None:
    check([
        # another place left, not the library
        ("en", "Ellen Treloar ran the parish library from 1880 until 1912.",
         "Ellen Treloar left the mill in 1897.", "none"),
        # left before the period began
        ("fr", "Odile Ferrand dirigea la poste de Vernay de 1890 à 1925.",
         "Odile Ferrand quitta la poste en 1884.", "none"),
        # a thing "wurde" (passive), not a person's post
        ("de", "Otto Brandt leitete die Sägerei bis 1920.",
         "Otto Brandt wurde 1911 Vater.", "none"),
    ])  # fmt: skip
