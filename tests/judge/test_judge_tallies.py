"""The rules judge's counts that no figure states (dev10-counts, issue 14,
`tallies.py`): enumerations, ranks in a group, kin and spouses in order,
"neither" and "both" of a group, twins and marriages counted, compared as the
counts the figures give. Each test uses sentences of its own, not the
evaluation set's."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.claims import analyse
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.judge.tallies import cardinal, ordinal
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("wen", "character", "Wenna Trudgeon", "characters/wenna-trudgeon.md"),
        NamedEntity("ned", "character", "Ned Trudgeon", "characters/ned-trudgeon.md"),
        NamedEntity("kat", "character", "Katrin Lohse", "characters/katrin-lohse.md"),
        NamedEntity("ulf", "character", "Ulf Lohse", "characters/ulf-lohse.md"),
        NamedEntity("odile", "character", "Odile Perrec", "characters/odile-perrec.md"),
        NamedEntity("remi", "character", "Rémi Perrec", "characters/remi-perrec.md"),
        NamedEntity("sol", "character", "Soledad Arce", "characters/soledad-arce.md"),
        NamedEntity("tano", "character", "Cayetano Arce", "characters/cayetano-arce.md"),
        NamedEntity("zoya", "character", "Зоя Рыкова", "characters/zoya-rykova.md"),
        NamedEntity("ilya", "character", "Илья Рыков", "characters/ilya-rykov.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_number_words_and_ordinals_through_the_libraries() -> None:
    assert [ordinal(w, lang) for w, lang in (("fifth", "en"), ("vierten", "de"),
            ("troisième", "fr"), ("segunda", "es"), ("tercer", "es"), ("четвёртым", "ru"))] == [
        5, 4, 3, 2, 3, 4]  # fmt: skip
    assert ordinal("three", "en") is None and ordinal("Kirche", "de") is None
    assert [cardinal(w, lang) for w, lang in (("six", "en"), ("acht", "de"), ("шести", "ru"))] == [
        6, 8, 6]  # fmt: skip


def test_an_enumeration_counts_at_least_its_names() -> None:
    check([
        ("en", "Wenna Trudgeon's daughters were Loveday, Jenna and Tamsin.",
         "Wenna Trudgeon had two daughters.", "contradicts"),
        ("fr", "Odile Perrec partit pour Brest avec ses fils, Yves et Gildas.",
         "Odile Perrec n'avait qu'un fils.", "contradicts"),
        ("ru", "Зоя Рыкова растила своих дочерей, Веру и Лиду, одна.",
         "У Зои Рыковой была единственная дочь.", "contradicts"),
        # as many as the figure: nothing against it
        ("en", "Wenna Trudgeon's daughters were Loveday, Jenna and Tamsin.",
         "Wenna Trudgeon had four daughters.", "none"),
    ])  # fmt: skip


def test_a_rank_in_a_group_counts_the_siblings() -> None:
    check([
        ("en", "Ned Trudgeon was the eldest of six children.",
         "Ned Trudgeon had only three siblings.", "contradicts"),
        ("de", "Katrin Lohse war die jüngste von drei Töchtern.",
         "Katrin Lohse hatte zwei Schwestern.", "agrees"),
        ("de", "Ulf Lohse war einer der vier Söhne eines Fischers.",
         "Ulf Lohse hatte nur einen Bruder.", "contradicts"),
        ("es", "Soledad Arce era una de las nueve hijas de un pescador.",
         "Soledad Arce tenía cuatro hermanas.", "contradicts"),
        ("ru", "Илья Рыков был одним из шести детей.",
         "У Ильи Рыкова было пятеро братьев и сестёр.", "agrees"),
        # the siblings' count is no count of one's own children
        ("fr", "Rémi Perrec était l'un des huit enfants d'un tonnelier.",
         "Rémi Perrec eut trois enfants.", "none"),
    ])  # fmt: skip


def test_kin_in_order_is_the_owners_count() -> None:
    check([
        ("en", "The fourth daughter of Wenna Trudgeon married a cooper.",
         "Wenna Trudgeon had three daughters.", "contradicts"),
        ("de", "Ulf Lohse war der dritte Sohn von Katrin Lohse.",
         "Katrin Lohse hatte einen einzigen Sohn.", "contradicts"),
        ("ru", "Пятая дочь Зои Рыковой умерла в младенчестве.",
         "У Зои Рыковой было четыре дочери.", "contradicts"),
        # the order of another person's kin, of a thing, or at another date
        ("es", "Cayetano Arce era el cuarto hijo de un herrero.",
         "Cayetano Arce tuvo un solo hijo.", "none"),
        ("fr", "Rémi Perrec habitait au quatrième étage.", "Rémi Perrec avait deux fils.", "none"),
        ("en", "In 1850 Wenna Trudgeon had no children.",
         "Wenna Trudgeon's third child was born in 1857.", "none"),
    ])  # fmt: skip


def test_neither_and_both_of_a_group() -> None:
    check([
        ("en", "Neither of Ned Trudgeon's two daughters married.",
         "Ned Trudgeon had four daughters.", "contradicts"),
        ("es", "Ninguna de las dos hijas de Soledad Arce se casó.",
         "Soledad Arce tuvo tres hijas.", "contradicts"),
        ("de", "Ulf Lohse überlebte beide Töchter.", "Ulf Lohse hatte nur eine Tochter.",
         "contradicts"),
    ])  # fmt: skip


def test_twins() -> None:
    check([
        ("de", "1871 bekam Katrin Lohse Zwillinge.", "Katrin Lohse hatte keine Kinder.",
         "contradicts"),
        ("es", "Cayetano Arce tenía un hermano gemelo.", "Cayetano Arce era hijo único.",
         "contradicts"),
        ("en", "Wenna Trudgeon was godmother to the twins of the miller.",
         "Wenna Trudgeon had no children.", "none"),
        ("en", "Wenna Trudgeon brought up her twin daughters alone.",
         "Wenna Trudgeon had one daughter.", "contradicts"),
    ])  # fmt: skip


def test_marriages_counted() -> None:
    check([
        ("en", "Ned Trudgeon was married four times.", "Ned Trudgeon married just once.",
         "contradicts"),
        ("fr", "Odile Perrec se maria deux fois.", "Odile Perrec ne se maria qu'une fois.",
         "contradicts"),
        ("es", "El tercer marido de Soledad Arce era maestro.", "Soledad Arce se casó dos veces.",
         "contradicts"),
        ("ru", "Зоя Рыкова вторично вышла замуж в 1880 году.",
         "Зоя Рыкова была замужем только один раз.", "contradicts"),
        ("de", "Ulf Lohse war dreimal verheiratet.", "Ulf Lohse war dreimal verheiratet.",
         "agrees"),
        # times of another verb are no marriages
        ("en", "Ned Trudgeon married in 1850 and sailed to Newfoundland four times.",
         "Ned Trudgeon married just once.", "agrees"),
        ("de", "Katrin Lohse fuhr zweimal nach Bremen.", "Katrin Lohse war nur einmal verheiratet.",
         "none"),
    ])  # fmt: skip


def test_times_of_another_word_are_no_marriages() -> None:
    def marriages(text: str, lang: str) -> list[float]:
        claims = analyse(text, lang, NAMES).claims
        return [c.qty.value for c in claims if c.status == "marriage" and c.qty is not None]

    assert marriages("Ned Trudgeon visited his married sister three times.", "en") == []
    assert marriages("Ned Trudgeon was twice married.", "en") == [2.0]
    assert marriages("Odile Perrec se remaria deux fois.", "fr") == [3.0]
    assert marriages("Ned Trudgeon married Wenna Trudgeon, who had been married twice.", "en") == []
