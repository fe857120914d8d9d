"""Round 38 (issue 14): an institution's founding and its opening ("opened
its doors", "ouvrit ses portes", "öffnete 1875 seine Tore", "abrió",
"открылся") are one start: the same year agrees, an opening before the
founding or a decade and more after it contradicts, a few years between is
nothing. Sentences of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("vellmar", "glossary", "Vellmar Institute", "glossary/vellmar-institute.md",
                    ("Institut Vellmar", "Instituto Vellmar", "Институт Фельмара")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_an_institution_s_founding_and_its_opening_are_one_start() -> None:
    check([
        ("en", "The Vellmar Institute was founded in 1850.",
         "The Vellmar Institute opened its doors for the first time in 1850.", "agrees"),
        ("en/ru", "The Vellmar Institute was founded in 1850.",
         "Институт Фельмара открылся в 1850 году.", "agrees"),
        ("en", "The Vellmar Institute was founded in 1850.",
         "The Vellmar Institute did not open its doors until 1872.", "contradicts"),
        ("fr", "L'Institut Vellmar fut fondé en 1850.",
         "L'Institut Vellmar ouvrit ses portes en 1875.", "contradicts"),
        ("de", "Das Institut Vellmar wurde 1850 gegründet.",
         "Das Institut Vellmar öffnete 1875 seine Tore.", "contradicts"),
        ("es", "El Instituto Vellmar se fundó en 1850.", "El Instituto Vellmar abrió en 1875.",
         "contradicts"),
        ("ru", "Институт Фельмара был основан в 1850 году.",
         "Институт Фельмара открылся в 1875 году.", "contradicts"),
        # opened before it was founded
        ("en", "The Vellmar Institute was founded in 1862.",
         "The Vellmar Institute opened its doors in 1858.", "contradicts"),
        # a charter a few years before the doors open; new premises; a new building
        ("en", "The Vellmar Institute was founded in 1850.",
         "The Vellmar Institute opened its doors in 1856.", "none"),
        ("en", "The Vellmar Institute was founded in 1802.",
         "The Vellmar Institute's new premises were opened in 1860.", "none"),
        ("en", "The Vellmar Institute was founded in 1850.",
         "The Vellmar Institute moved into its new building, which opened in 1875.", "none"),
    ])  # fmt: skip
