"""A husband or a mother named in apposition is the relative a widowhood or
a plain "her husband" speaks of; "her second husband" is another one; a
named brother is maybe not "her brother"."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("hg", "character", "Helen Gray", "characters/helen-gray.md"),
        NamedEntity("sg", "character", "Saul Gray", "characters/saul-gray.md"),
        NamedEntity("hd", "character", "Helene Grau", "characters/helene-grau.md"),
        NamedEntity("sd", "character", "Saul Grau", "characters/saul-grau.md"),
        NamedEntity("hf", "character", "Odile Gris", "characters/odile-gris.md"),
        NamedEntity("sf", "character", "Saül Gris", "characters/saul-gris.md"),
        NamedEntity("es", "character", "Lucía Gris", "characters/lucia-gris.md"),
        NamedEntity("ss", "character", "Saúl Gris", "characters/saul-gris-es.md"),
        NamedEntity("er", "character", "Елена Гарина", "characters/elena-garina.md"),
        NamedEntity("sr", "character", "Савва Гарин", "characters/savva-garin.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_named_husband_dies_after_the_widowhood() -> None:
    check([
        ("en", "Helen Gray was widowed in 1911.",
         "Helen Gray's husband, Saul Gray, died in Berlin in 1924.", "contradicts"),
        ("en", "Helen Gray was widowed in 1911.",
         "Saul Gray, Helen Gray's husband, died in Berlin in 1924.", "contradicts"),
        ("en", "Helen Gray's husband died in 1911.",
         "Saul Gray, the husband of Helen Gray, died in Berlin in 1924.", "contradicts"),
        ("en", "Helen Gray's husband died in 1911.",
         "Saul Gray, the husband of Helen Gray, died in 1911.", "agrees"),
        ("de", "Helene Grau wurde 1911 Witwe.", "Helenes Mann, Saul Grau, starb 1924 in Berlin.",
         "contradicts"),
        ("fr", "Odile Gris devint veuve en 1911.",
         "Le mari d'Odile Gris, Saül Gris, mourut en 1924.", "contradicts"),
        ("es", "Lucía Gris enviudó en 1911.", "Saúl Gris, marido de Lucía Gris, murió en 1924.",
         "contradicts"),
        ("ru", "Елена Гарина овдовела в 1911 году.",
         "Муж Елены, Савва Гарин, пережил революцию и умер в Берлине в 1924 году.", "contradicts"),
    ])  # fmt: skip


def test_a_second_husband_or_a_named_brother_is_another_one() -> None:
    check([
        ("en", "Helen Gray was widowed in 1911.", "Helen Gray's second husband died in 1924.",
         "none"),
        ("en", "Helen Gray was widowed in 1911.",
         "Helen Gray's second husband, Saul Gray, died in 1924.", "none"),
        ("en", "Helen Gray's husband died in 1911.", "Helen Gray's second husband died in 1924.",
         "none"),
        ("en", "Helen Gray's second husband died in 1911.",
         "Helen Gray's second husband died in 1924.", "contradicts"),
        ("de", "Helene Grau wurde 1911 Witwe.", "Helenes zweiter Mann starb 1924.", "none"),
        ("fr", "Odile Gris devint veuve en 1911.", "Le second mari d'Odile Gris mourut en 1924.",
         "none"),
        ("es", "Lucía Gris enviudó en 1911.", "El segundo marido de Lucía Gris murió en 1924.",
         "none"),
        ("ru", "Елена Гарина овдовела в 1911 году.", "Второй муж Елены Гариной умер в 1924 году.",
         "none"),
        ("en", "Helen Gray's brother was born in 1850.",
         "Saul Gray, Helen Gray's brother, was born in 1852.", "none"),
    ])  # fmt: skip


def test_a_widowhood_dated_before_its_noun() -> None:
    check([
        ("de", "Helene Grau wurde 1911 Witwe.", "Helenes Mann starb 1924.", "contradicts"),
        ("de", "Helene Grau wurde 1911 Witwe.", "Helenes Mann starb 1911.", "agrees"),
    ])  # fmt: skip
