"""Years in brackets after a character's name are a birth and a death
(`lifespans.py`), and the clause around the bracket reads as without it; an
age at death said without a figure is a band of years (`deathages.py`)."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("anna", "character", "Anna Volkova", "characters/anna-volkova.md"),
        NamedEntity("karl", "character", "Karl Weber", "characters/karl-weber.md"),
        NamedEntity("marie", "character", "Marie Dubois", "characters/marie-dubois.md"),
        NamedEntity("carmen", "character", "Carmen Ortega", "characters/carmen-ortega.md"),
        NamedEntity("zoya", "character", "Зоя Левашова", "characters/zoya-levashova.md"),
        NamedEntity("kerlaz", "place", "Kerlaz", "places/kerlaz.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_bracket_of_years_is_a_birth_and_a_death() -> None:
    check([
        ("fr", "Marie Dubois (1850-1920) fut institutrice.", "Marie Dubois mourut en 1925.",
         "contradicts"),
        ("ru", "Зоя Левашова (1871—1920) была художницей.", "Зоя Левашова родилась в 1873 году.",
         "contradicts"),
        ("en", "Anna Volkova (16 March 1871 – 2 May 1920) was a painter.",
         "Anna Volkova was born on 16 March 1871.", "agrees"),
        # marked parts: b., née, geb., † (the star of a birth is lost with emphasis marks)
        ("en", "Anna Volkova (b. 1871) was a painter.", "Anna Volkova was born in 1874.",
         "contradicts"),
        ("fr", "Marie Dubois (née en 1850, morte en 1920) fut institutrice.",
         "Marie Dubois naquit en 1850.", "agrees"),
        ("de", "Karl Weber (* 12. März 1850 in Bremen; † 1900 in Hamburg) war Kaufmann.",
         "Karl Weber wurde 1852 geboren.", "contradicts"),
        # the age at death the years give; a death still open
        ("de", "Karl Weber starb achtzigjährig.", "Karl Weber (1850–1900) war Kaufmann in Bremen.",
         "contradicts"),
        ("es", "Carmen Ortega (c. 1850–?) fue maestra.", "Carmen Ortega vivía todavía en 1925.",
         "none"),
        # the clause around the bracket reads as without it: no restriction by a period
        ("en", "Anna Volkova (1871–1920) was a teacher.", "Anna Volkova was a teacher.",
         "agrees"),
    ])  # fmt: skip


def test_a_bracket_after_no_character_is_no_life() -> None:
    check([
        # years after a place, or a period of a stay, are no birth and death
        ("en", "Kerlaz (1850–1900) was a fishing port.", "Anna Volkova was born in 1860.", "none"),
        ("en", "Anna Volkova lived in Kerlaz (1890–1895).", "Anna Volkova was born in 1890.",
         "none"),
        ("en", "Anna Volkova (1871–1920) was a painter.", "Karl Weber was born in 1875.", "none"),
    ])  # fmt: skip


def test_an_age_at_death_without_a_figure_is_a_band() -> None:
    check([
        ("es", "Carmen Ortega murió joven.", "Carmen Ortega murió anciana.", "contradicts"),
        ("ru", "Зоя Левашова умерла в глубокой старости.", "Зоя Левашова умерла в двадцать лет.",
         "contradicts"),
        ("en", "Anna Volkova died young.", "Anna Volkova died at the age of 80.", "contradicts"),
        ("fr", "Marie Dubois mourut à un âge avancé.", "Marie Dubois mourut à quarante ans.",
         "contradicts"),
        ("de", "Karl Weber starb als Kind.", "Karl Weber (1850–1900) war Kaufmann.", "contradicts"),
        # near the band's edge: in tension; inside it: the same
        ("en", "Anna Volkova died young.", "Anna Volkova died at 45.", "in_tension"),
        ("en", "Anna Volkova died young.", "Anna Volkova died at 30.", "agrees"),
        # someone else's death, or young at another event
        ("en", "Anna Volkova died young.", "Anna Volkova's son died at 80.", "none"),
        ("en", "Anna Volkova was young when her father died.",
         "Anna Volkova died at the age of 80.", "none"),
    ])  # fmt: skip
