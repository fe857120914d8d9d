"""The age a person left school at (round 15, `education.leaving_claims`),
going to school said with "ging", "ходил" (`education.py`), and "dejó la
escuela" is no habit given up (`habits.py`). Sentences of our own, not the
evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ann", "character", "Ann Treloar", "characters/ann-treloar.md",
                    ("Anne Treloar", "Anna Treloar", "Анна Трелор")),
        NamedEntity("helston", "place", "Helston", "places/helston.md", ("Хелстон",)),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_the_age_at_leaving_school() -> None:
    check([
        ("en", "Ann Treloar left school at twelve.", "Ann Treloar was at school until the age of fifteen.",
         "contradicts"),
        ("en", "Ann Treloar left school at twelve and worked in the mill until she was twenty.",
         "Ann Treloar was at school until the age of fifteen.", "contradicts"),
        ("fr", "Anne Treloar quitta l'école à douze ans.",
         "Anne Treloar resta à l'école jusqu'à quinze ans.", "contradicts"),
        ("de", "Anna Treloar ging mit vierzehn von der Schule ab.",
         "Anna Treloar besuchte die Schule bis zum zwölften Lebensjahr.", "contradicts"),
        ("es", "Anna Treloar dejó la escuela a los doce años.",
         "Anna Treloar estuvo en la escuela hasta los quince años.", "contradicts"),
        ("ru", "Анна Трелор бросила школу в двенадцать лет.",
         "Анна Трелор училась в школе до пятнадцати лет.", "contradicts"),
        # the same age said as leaving and as staying until: the same claim
        ("en", "Ann Treloar left school at twelve.", "Ann Treloar stayed at school until she was twelve.",
         "agrees"),
        ("fr", "Anne Treloar quitta l'école à douze ans.",
         "Anne Treloar resta à l'école jusqu'à douze ans.", "agrees"),
        # about twelve and thirteen
        ("en/ru", "Ann Treloar left school at about twelve.", "Анна Трелор бросила школу в тринадцать лет.",
         "agrees"),
    ])  # fmt: skip


def test_what_leaving_school_does_not_tell() -> None:
    check([
        # a teacher's years at a school are no pupil's
        ("en", "Ann Treloar left school at twelve.",
         "Ann Treloar taught at the village school until she was twenty.", "none"),
        # going back is no second leaving
        ("en", "Ann Treloar left school at twelve.", "Ann Treloar went back to school at fifteen.",
         "none"),
        # a school never attended has no leaving age
        ("en", "Ann Treloar never went to school until she was twelve.",
         "Ann Treloar left school at fifteen.", "none"),
        # "dejó la escuela" is no habit given up
        ("es", "Anna Treloar dejó la escuela a los doce años.", "Anna Treloar fumaba en pipa.", "none"),
    ])  # fmt: skip


def test_going_to_school() -> None:
    check([
        ("de", "Anna Treloar besuchte nie eine Schule.", "Anna Treloar ging in Helston zur Schule.",
         "contradicts"),
        ("ru", "Анна Трелор никогда не ходила в школу.", "Анна Трелор окончила училище в Хелстоне.",
         "contradicts"),
    ])  # fmt: skip


def test_training_at_a_school_is_schooling() -> None:
    # round 20: "trained at", "se formó en", "ausgebildet", German school compounds,
    # and "self-taught" beside a denial
    check([
        ("en", "Ann Treloar trained as a nurse at the Royal Academy of Nursing.",
         "Ann Treloar never set foot in a school of any kind.", "contradicts"),
        ("es", "Ann Treloar se formó en la Escuela Normal de Helston.",
         "Ann Treloar era autodidacta y nunca pisó una escuela.", "contradicts"),
        ("de", "Ann Treloar besuchte die Handelsschule in Helston.",
         "Eine Schule hat Ann Treloar nie besucht.", "contradicts"),
        ("de", "Ann Treloar bezahlte ihre Schulden 1890.",
         "Eine Schule hat Ann Treloar nie besucht.", "none"),
        ("es", "Ann Treloar formó un coro en Helston.",
         "Ann Treloar nunca pisó una escuela.", "none"),
    ])  # fmt: skip
