"""The rules judge: conflicts it can prove in en, ru, fr, de, es, and silence
for everything else (paraphrases, non-overlapping periods, approximations)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from semnet.graph.judge.base import Stance, Statement
from semnet.graph.judge.persist import run_offline_judge
from semnet.graph.judge.rules import RulesJudge, SubjectIndex, analyse, clean_text, compare
from semnet.graph.manuscript.indexer import index_folder
from semnet.graph.model import NodeRec

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

SUBJECTS = SubjectIndex(
    [
        NodeRec(id="anna", kind="character", title="Anna Stern", uri="characters/anna.md", ord=0,
                attrs={"aliases": ["Анна Штерн", "Anna"]}),
        NodeRec(id="alice", kind="character", title="Alice Moreau", uri="characters/alice.md",
                ord=0, attrs={"aliases": ["Alice"]}),
        NodeRec(id="lucien", kind="character", title="Lucien Marchand", uri="characters/l.md",
                ord=0, attrs={"aliases": ["Lucien"]}),
    ]
)  # fmt: skip


def st(text: str, lang: str, period: tuple[int | None, int | None] | None = None) -> Statement:
    return Statement(ref="node:x", id="x", kind="fact", text=text, lang=lang, period=period)


def judge(a: str, b: str, lang: str, lang_b: str | None = None, **kw: object) -> object:
    lb = lang_b or lang
    pa = kw.get("pa")
    pb = kw.get("pb")
    return compare(
        analyse(a, lang, SUBJECTS),
        analyse(b, lb, SUBJECTS),
        st(a, lang, pa),  # type: ignore[arg-type]
        st(b, lb, pb),  # type: ignore[arg-type]
    )


# fact, counterpart, the rule that proves the conflict
CONFLICTS = {
    "en": [
        ("Anna Stern was born in 1871.", "Anna Stern was born in 1874.", "functional-time"),
        ("Anna Stern was born on 3 May 1871.", "Anna Stern was born on 5 May 1871.", "functional-time"),
        ("Anna Stern died on March 1, 1931.", "Anna Stern died on March 2, 1931.", "functional-time"),
        ("Anna Stern served 12 years in the army.", "Anna Stern served 15 years in the army.", "figures"),
        ("Anna Stern wrote 40 letters to Lucien.", "Anna Stern wrote forty-one letters to Lucien.", None),
        ("Anna Stern was born in Reval.", "Anna Stern was not born in Reval.", "negation"),
        ("Anna Stern wasn't born in Reval.", "Anna Stern was born in Reval.", "negation"),
    ],
    "ru": [
        ("Анна Штерн родилась в 1871 году.", "Анна Штерн родилась в 1874 году.", "functional-time"),
        ("Анна Штерн родилась 3 мая 1871 года.", "Анна Штерн родилась 5 мая 1871 года.", "functional-time"),
        ("Анна Штерн прослужила в армии 12 лет.", "Анна Штерн прослужила в армии 15 лет.", "figures"),
        ("Анна Штерн написала двенадцать писем.", "Анна Штерн написала пятнадцать писем.", "figures"),
        ("Анна Штерн родилась в Ревеле.", "Анна Штерн не родилась в Ревеле.", "negation"),
    ],
    "fr": [
        ("Anna Stern est née en 1871.", "Anna Stern est née en 1874.", "functional-time"),
        ("Anna Stern est née le 3 mai 1871.", "Anna Stern est née le 5 mai 1871.", "functional-time"),
        ("Anna Stern a servi 12 ans dans l'armée.", "Anna Stern a servi 15 ans dans l'armée.", "figures"),
        ("Anna Stern est née à Reval.", "Anna Stern n'est pas née à Reval.", "negation"),
    ],
    "de": [
        ("Anna Stern wurde 1871 geboren.", "Anna Stern wurde 1874 geboren.", "functional-time"),
        ("Anna Stern wurde am 3. Mai 1871 geboren.", "Anna Stern wurde am 5. Mai 1871 geboren.", "functional-time"),
        ("Anna Stern diente 12 Jahre in der Armee.", "Anna Stern diente 15 Jahre in der Armee.", "figures"),
        ("Anna Stern wurde in Reval geboren.", "Anna Stern wurde nicht in Reval geboren.", "negation"),
    ],
    "es": [
        ("Anna Stern nació en 1871.", "Anna Stern nació en 1874.", "functional-time"),
        ("Anna Stern nació el 3 de mayo de 1871.", "Anna Stern nació el 5 de mayo de 1871.", "functional-time"),
        ("Anna Stern sirvió 12 años en el ejército.", "Anna Stern sirvió 15 años en el ejército.", "figures"),
        ("Anna Stern nació en Reval.", "Anna Stern no nació en Reval.", "negation"),
    ],
}  # fmt: skip

CASES = [(lang, a, b, rule) for lang, rows in CONFLICTS.items() for a, b, rule in rows]


@pytest.mark.parametrize(
    ("lang", "a", "b", "rule"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)]
)
def test_conflicts_it_can_prove_in_five_languages(
    lang: str, a: str, b: str, rule: str | None
) -> None:
    found = judge(a, b, lang)
    if rule is None:  # "forty-one" is not a number word it knows: nothing to prove
        assert found is None
        return
    assert found is not None, (a, b)
    assert found.stance is Stance.CONTRADICTS  # type: ignore[attr-defined]
    assert found.rule == rule  # type: ignore[attr-defined]
    assert "Anna Stern" in found.reason  # type: ignore[attr-defined]
    # symmetric: the other way round proves the same
    assert judge(b, a, lang) is not None


@pytest.mark.parametrize(
    ("a", "b", "lang"),
    [
        # paraphrases (Graphiti #1101): the values agree
        ("Anna Stern opened her bookshop in the rue de Seine in 1899.",
         "In 1899 Anna Stern opened a bookshop in the rue de Seine.", "en"),
        ("Анна Штерн открыла книжную лавку в 1899 году.", "В 1899 году Анна Штерн открыла книжную лавку.", "ru"),
        ("Anna Stern a ouvert sa librairie en 1899.", "En 1899, Anna Stern a ouvert une librairie.", "fr"),
        ("Anna Stern eröffnete 1899 ihre Buchhandlung.", "1899 eröffnete Anna Stern eine Buchhandlung.", "de"),
        ("Anna Stern abrió su librería en 1899.", "En 1899 Anna Stern abrió una librería.", "es"),
        # the same value, said twice
        ("Anna Stern was born in 1871.", "Anna Stern was born in 1871.", "en"),
        # a year and a day inside it are compatible
        ("Anna Stern was born in May 1871.", "Anna Stern was born on 3 May 1871.", "en"),
        # approximate figures prove nothing
        ("Anna Stern served about 12 years in the army.", "Anna Stern served 15 years in the army.", "en"),
        ("Анна Штерн прослужила в армии около 12 лет.", "Анна Штерн прослужила в армии 15 лет.", "ru"),
        # a figure and a date differ: two situations
        ("Lucien Marchand published 14 articles in 1905.", "Lucien Marchand published 9 articles in 1906.", "en"),
        # a date differs for a predicate that can happen twice
        ("Lucien Marchand arrived in Paris on 3 May 1905.", "Lucien Marchand arrived in Paris on 9 May 1905.", "en"),
        # different subjects
        ("Anna Stern was born in 1871.", "Lucien Marchand was born in 1874.", "en"),
        # different statements
        ("Anna Stern served 12 years in the army.", "Anna Stern was 15 years old in the army.", "en"),
        # both negated
        ("Anna Stern was not born in 1871.", "Anna Stern was not born in 1874.", "en"),
        # the subject is someone else's relative
        ("Anna Stern was born in 1871.", "Anna Stern's son was born in 1874.", "en"),
    ],
)  # fmt: skip
def test_silent_where_it_cannot_prove(a: str, b: str, lang: str) -> None:
    assert judge(a, b, lang) is None


def test_non_overlapping_periods_are_not_flagged() -> None:
    a, b = "Anna Stern served 12 years in the army.", "Anna Stern served 15 years in the army."
    assert judge(a, b, "en", pa=(0, 100), pb=(100, 200)) is None
    assert judge(a, b, "en", pa=(0, 101), pb=(100, 200)) is not None
    assert judge(a, b, "en", pa=(0, 100), pb=None) is not None  # an open period overlaps


def test_functional_time_works_across_languages() -> None:
    found = judge("Anna Stern was born in 1871.", "Анна Штерн родилась в 1874 году.", "en", "ru")
    assert found is not None and found.rule == "functional-time"  # type: ignore[attr-defined]
    assert judge("Anna Stern est née en 1871.", "Anna Stern nació en 1871.", "fr", "es") is None


def test_citations_fields_and_block_ids_are_not_values() -> None:
    text = "Anna Stern was born in 1871 [@marchand1906, f. 12r]. [from:: 1890] ^anna-born"
    assert clean_text(text) == "Anna Stern was born in 1871."
    a = analyse("Анна Штерн прослужила 12 лет @okhrana1905[л. 2].", "ru", SUBJECTS)
    assert [t.text for t in a.times] == [] and [q.value for q in a.quantities] == [12.0]


def test_the_employer_slot_in_five_languages() -> None:
    for text, lang in [
        ("Alice works at Acme.", "en"),
        ("Alice started working at Acme on 1 March 2024.", "en"),
        ("Alice работает в Acme.", "ru"),
        ("Alice travaille chez Acme.", "fr"),
        ("Alice begann bei Acme zu arbeiten.", "de"),
        ("Alice trabaja en Acme.", "es"),
    ]:
        a = analyse(text, lang, SUBJECTS)
        assert a.subject == "alice" and a.slot == ("employer", "acme"), (text, a.slot)
    assert analyse("Alice works hard.", "en", SUBJECTS).slot is None


@pytest.fixture(scope="module")
def examples_store(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    root = tmp_path_factory.mktemp("ex") / "examples"
    shutil.copytree(EXAMPLES, root, ignore=shutil.ignore_patterns(".semnet"))
    store, _ = index_folder(root)
    yield store
    store.close()


def test_the_examples_give_exactly_the_deliberate_conflicts(examples_store) -> None:  # type: ignore[no-untyped-def]
    store = examples_store
    summary = run_offline_judge(store)
    assert summary.created == 3 and summary.slot_edges == 3 and summary.invalidated == 1
    found = set()
    for rec in store.index.by_id.values():
        if rec.kind == "contradicts" and rec.expired_at is None:
            a, b = store.nodes[rec.src[5:]], store.nodes[rec.dst[5:]]
            found.add(frozenset({(a.uri, a.start_line + 1), (b.uri, b.start_line + 1)}))
            assert rec.origin == "judged" and rec.attrs["model"] == "rules-v1"
    assert found == {
        frozenset({("facts/people.md", 8), ("facts/people.md", 28)}),  # year, en
        frozenset({("facts/dossier.md", 13), ("facts/dossier.md", 21)}),  # number, ru
        frozenset({("facts/carnet.md", 8), ("facts/carnet.md", 16)}),  # number, fr
    }
    # the paraphrase pair and the agreeing birth years are not flagged
    judge_ = RulesJudge.for_store(store)
    para = [n for n in store.nodes.values() if n.kind == "fact" and "bookshop" in (n.text or "")]
    assert len(para) == 2
    from semnet.graph.judge.base import statement_of

    assert judge_.finding(statement_of(store, para[0].id), statement_of(store, para[1].id)) is None
    # a second pass with nothing changed writes nothing
    again = run_offline_judge(store)
    assert again.facts == 0 and again.run_id is None


PLACES = SubjectIndex(
    [
        NodeRec(id="lyon", kind="place", title="Lyon", uri="places/lyon.md", ord=0,
                attrs={"aliases": ["Лион"]}),
        NodeRec(id="anna", kind="character", title="Anna Stern", uri="characters/anna.md", ord=0,
                attrs={"aliases": ["Анна Штерн"]}),
    ]
)  # fmt: skip


@pytest.mark.parametrize(
    ("a", "la", "b", "lb", "conflict"),
    [
        ("Anna Stern had 8 children.", "en", "Анна Штерн вырастила 6 детей.", "ru", True),
        ("Anna Stern hatte 8 Kinder.", "de", "Anna Stern tuvo 8 hijos.", "es", False),
        ("In 1881, Lyon had 783,188 inhabitants.", "en", "En 1881, Lyon comptait 772 188 habitants.", "fr", True),
        ("Im Jahr 1881 hatte Lyon 783.188 Einwohner.", "de", "In 1881, Lyon had 783,188 inhabitants.", "en", False),
        ("In 1881, Lyon had 783188 inhabitants.", "en", "In 1891, Lyon had 772188 inhabitants.", "en", False),
        ("В 1881 году население города Лион составляло 783188 человек.", "ru",
         "En 1881, Lyon tenía 772188 habitantes.", "es", True),
        # a person's "people" and a town's "children" are not single-valued
        ("Anna Stern met 12 people.", "en", "Анна Штерн встретила 15 человек.", "ru", False),
    ],
)  # fmt: skip
def test_single_valued_figures_across_languages(
    a: str, la: str, b: str, lb: str, conflict: bool
) -> None:
    found = compare(analyse(a, la, PLACES), analyse(b, lb, PLACES), st(a, la), st(b, lb))
    assert (found is not None) == conflict, found
    if found is not None:
        assert found.rule == "functional-figure"


def test_figures_with_group_separators() -> None:
    values = [analyse(t, lang, PLACES).quantities[0].value for t, lang in [
        ("Lyon had 1,584,374 inhabitants.", "en"),
        ("Lyon comptait 1 584 374 habitants.", "fr"),
        ("Lyon hatte 1.584.374 Einwohner.", "de"),
        ("Lyon comptait 1\u202f584\u202f374 habitants.", "fr"),
    ]]  # fmt: skip
    assert values == [1584374.0] * 4
    assert analyse("Lyon hatte 2,5 Millionen Einwohner.", "de", PLACES).quantities[0].value == 2.5


def test_the_fixture_generators_planted_conflicts_are_found_and_nothing_else(
    tmp_path: Path,
) -> None:
    from semnet.bench.fixture import generate_fixture

    summary = generate_fixture(tmp_path, books=2, chapters=5, paragraphs=10,
                               languages=["en", "ru", "fr", "de", "es"], seed=3)  # fmt: skip
    store, _ = index_folder(tmp_path)
    run_offline_judge(store)

    def loc(ref: str) -> tuple[str | None, int]:
        n = store.nodes[ref[5:]]
        return (n.uri, (n.start_line or 0) + 1)

    found = {
        frozenset({loc(r.src), loc(r.dst)})
        for r in store.index.by_id.values()
        if r.kind == "contradicts" and r.expired_at is None
    }
    planted = {
        frozenset({(p.first.path, p.first.line), (p.second.path, p.second.line)})
        for p in summary.fact_pairs
        if p.kind != "agreement"
    }
    assert planted and found == planted
    store.close()
