"""A statement said again with "only" and its limit qualifies the plain one
(round 19, `onlysaid.py`), even when no claim of either is read. Sentences of
our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge import onlysaid
from semnet.graph.judge.base import Stance
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NameIndex

check = stance_checker(RulesJudge(NameIndex([])))


def test_the_same_said_with_only_qualifies() -> None:
    check([
        ("en", "Admission to the reading room was free.",
         "Admission to the reading room was free only on Sundays; other days cost a penny.",
         "qualifies"),
        ("de", "Die Fähre fuhr zweimal täglich über den Fluss.",
         "Zweimal täglich fuhr die Fähre nur im Sommer über den Fluss; im Winter einmal.",
         "qualifies"),
        ("es", "En la fábrica se trabajaba día y noche.",
         "Día y noche se trabajaba en la fábrica solo en invierno; en verano se paraban los hornos.",
         "qualifies"),
        ("ru", "Из местного стекла делали бокалы и вазы.",
         "Вазы из местного стекла делали лишь на заказ, а бокалы шли в продажу.", "qualifies"),
        ("fr", "Les ouvriers pouvaient acheter à crédit à la coopérative.",
         "À la coopérative, les ouvriers ne pouvaient acheter à crédit qu'après un an d'adhésion.",
         "qualifies"),
    ])  # fmt: skip


def test_what_only_does_not_make_a_limit() -> None:
    # a figure said with "only" is another figure; another topic shares too few words
    assert onlysaid.finding("The house had twelve bedrooms.", "The house had only eight bedrooms.",
                            "en", "en") is None  # fmt: skip
    assert (
        onlysaid.finding("The choir sang at Easter.", "Only the baker kept bees.", "en", "en")
        is None
    )
    # two languages are left to the claims
    assert onlysaid.finding("Die Fähre fuhr täglich.", "The ferry ran daily only in summer.",
                            "de", "en") is None  # fmt: skip
    got = onlysaid.finding(
        "The ferry ran daily.", "The ferry ran daily only in summer.", "en", "en"
    )
    assert got is not None and got.stance is Stance.QUALIFIES and got.qualifier == "b"
