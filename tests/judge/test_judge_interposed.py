"""A relative clause between a name and its verb (round 20, `interposed.py`):
the clause after it is still about that name, not about a place it names
("…, was born in 1850 in the village of Dalmor"). Sentences of our own, not
the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ellen", "character", "Ellen Treloar", "characters/ellen-treloar.md"),
        NamedEntity("otto", "character", "Otto Brandt", "characters/otto-brandt.md"),
        NamedEntity("elvira", "character", "Elvira Soto", "characters/elvira-soto.md"),
        NamedEntity("odile", "character", "Odile Ferrand", "characters/odile-ferrand.md"),
        NamedEntity("pmill", "glossary", "Pellow Mill", "glossary/pellow-mill.md"),
        NamedEntity("dalmor", "place", "Dalmor", "places/dalmor.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_the_clause_after_the_relative_is_the_names() -> None:
    check([
        ("en", "Ellen Treloar, who kept the inn for forty years, was born in 1850 in the village of Dalmor.",
         "Ellen Treloar was born in 1853.", "contradicts"),
        ("de", "Otto Brandt, der die Schmiede übernahm, wurde 1861 im Dorf Dalmor geboren.",
         "Otto Brandt wurde 1866 geboren.", "contradicts"),
        ("es", "Elvira Soto, que enseñó en la escuela, murió en 1921 en la aldea de Dalmor.",
         "Elvira Soto murió en 1925.", "contradicts"),
        ("en", "Pellow Mill, which the brothers built, burned down in 1890 in the town of Dalmor.",
         "Pellow Mill burned down in 1898.", "contradicts"),
        ("en", "Ellen Treloar, who kept the inn for forty years, was born in 1850 in the village of Dalmor.",
         "Ellen Treloar was born in 1850.", "agrees"),
    ])  # fmt: skip


def test_the_place_is_not_the_one_born() -> None:
    a = analyse(
        "Odile Ferrand, who sold lace at the market, was born in 1844 in the town of Dalmor.",
        "en",
        NAMES,
    )
    assert [c.subject for c in a.claims if c.slot == "birth"] == ["@odile"]


def test_a_clause_with_its_own_name_keeps_it() -> None:
    # the clause after the relative opens with its own subject
    a = analyse("Ellen Treloar, whom the village loved, Otto Brandt married in 1872.", "en", NAMES)
    assert [c.subject for c in a.claims if c.slot == "marriage"] == ["@otto"]


def test_an_apposition_between_the_name_and_its_verb() -> None:
    # "…, by then an old woman, visited Dalmor": she visited, not Dalmor
    check([
        ("en", "Ellen Treloar died in 1912.",
         "Ellen Treloar, by then an old woman, visited Dalmor in 1922.", "contradicts"),
        ("es", "Elvira Soto murió en 1912.",
         "Elvira Soto, ya octogenaria, visitó Dalmor por última vez en 1922.", "contradicts"),
    ])  # fmt: skip

    # the apposition changes nothing else of what is read; since round 37 it gives the
    # post it says ("the miller": Otto Brandt was a miller)
    def read(text: str) -> set[tuple[str, str, str | None]]:
        return {(c.subject, c.slot, c.status) for c in analyse(text, "en", NAMES).claims}

    apposed = read("Otto Brandt, the miller, sold Pellow Mill in 1890.")
    assert ("@otto", "occupation", "miller") in apposed
    assert apposed - {("@otto", "occupation", "miller")} == read(
        "Otto Brandt sold Pellow Mill in 1890."
    )


def test_a_place_phrase_after_a_fronted_participle_is_no_subject() -> None:
    # round 20 (`past_place_phrase`): "Né à Dalmor, dans une maison de la rue
    # des Forges, Pierre …": the birth is the named person's, not the street's
    check([
        ("fr", "Odile Ferrand était née à Pellow.",
         "Née à Dalmor, dans une maison de la rue des Forges, Odile Ferrand tint boutique à douze ans.",
         "contradicts"),
        ("en", "Ellen Treloar was born in Pellow.",
         "Born in Dalmor, in a cottage on the Quay Road, Ellen Treloar kept the inn for forty years.",
         "contradicts"),
    ])  # fmt: skip
