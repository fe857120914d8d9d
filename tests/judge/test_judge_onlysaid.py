"""A statement said again with "only" and its limit qualifies the plain one
(round 19, `onlysaid.py`), even when no claim of either is read; so does one
said again with a concession after it (round 21, `rules._conceded`).
Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge import onlysaid
from semnet.graph.judge.base import Stance
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

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


def test_the_same_said_with_a_concession_after_it_qualifies() -> None:
    # round 21: the concession's words kept the claim from being read as the same; the
    # claim read without them agrees, so the conceding statement qualifies the plain one
    names = NameIndex([
        NamedEntity("eco", "glossary", "El Eco", "glossary/el-eco.md", ("«Эко»", "Эко")),
        NamedEntity("ines", "character", "Inés Arce", "characters/ines-arce.md"),
        NamedEntity("choir", "glossary", "Chorale Saint-Yves", "glossary/chorale.md"),
    ])  # fmt: skip
    stance_checker(RulesJudge(names))([
        ("ru", "Тираж «Эко» обычно составлял около тысячи двухсот экземпляров.",
         "Обычный тираж «Эко» держался на уровне тысячи двухсот экземпляров, однако летом "
         "1913 года газета расходилась вдвое большим числом.", "qualifies"),
        ("es/fr", "Inés Arce cantaba en francés.",
         "Inés Arce chantait en français, mais seulement l'opérette.", "qualifies"),
        ("fr", "La Chorale Saint-Yves comptait quarante chanteurs.",
         "La Chorale Saint-Yves réunissait quarante chanteurs aux grandes fêtes, mais à peine "
         "quinze aux messes ordinaires.", "qualifies"),
        # what the claim says without the concession must agree
        ("fr", "La Chorale Saint-Yves comptait quarante chanteurs.",
         "La Chorale Saint-Yves réunissait soixante chanteurs aux grandes fêtes, mais à peine "
         "quinze aux messes ordinaires.", "none"),
    ])  # fmt: skip
