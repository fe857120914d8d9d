"""The rules judge on the hand-written evaluation set (`eval/dev.jsonl`, 345
pairs in en, ru, fr, de, es and across languages): the thresholds of issue 14
hold, so a regression fails here. `semnet bench judge` prints the full table."""

from __future__ import annotations

from pathlib import Path

import pytest
from semnet.bench.judge import (
    EvalPair,
    judge_pair,
    judge_pair_in_memory,
    load_set,
    scores,
)

DEV = Path(__file__).parent / "eval" / "dev.jsonl"


@pytest.fixture(scope="module")
def judged() -> list[tuple[EvalPair, str]]:
    return [(p, judge_pair_in_memory(p)) for p in load_set(DEV)]


def test_the_set_is_what_it_says(judged: list[tuple[EvalPair, str]]) -> None:
    pairs = [p for p, _ in judged]
    assert len(pairs) >= 300 and len({p.id for p in pairs}) == len(pairs)
    groups = {p.group for p in pairs}
    assert groups == {"en", "ru", "fr", "de", "es", "xx"}
    assert {p.label for p in pairs} == {"contradicts", "in_tension", "qualifies", "agrees", "none"}


def test_contradictions_per_language(judged: list[tuple[EvalPair, str]]) -> None:
    report = scores(judged)
    for lang, table in report["languages"].items():
        c = table["contradicts"]
        assert c["precision"] >= 0.95, (lang, c)
        assert c["recall"] >= 0.90, (lang, c)


def test_agreements_and_the_other_stances(judged: list[tuple[EvalPair, str]]) -> None:
    overall = scores(judged)["overall"]
    assert overall["agrees"]["precision"] >= 0.95 and overall["agrees"]["recall"] >= 0.8
    # in_tension and qualifies are emitted, and rarely where they do not belong
    for stance in ("in_tension", "qualifies"):
        assert overall[stance]["precision"] >= 0.8 and overall[stance]["recall"] >= 0.6


def test_no_false_positive_on_paraphrases_number_formats_and_agreeing_units(
    judged: list[tuple[EvalPair, str]],
) -> None:
    for p, got in judged:
        if p.category in ("paraphrase", "number_format", "unit_agree") and p.label == "agrees":
            assert got not in ("contradicts", "in_tension"), (p.id, got)


@pytest.mark.parametrize(
    "pair_id",
    [
        "en-001",
        "en-027",
        "ru-022",
        "fr-005",
        "fr-046",
        "de-035",
        "es-005",
        "es-026",
        "es-056",
        "xx-014",
    ],
)
def test_a_real_workspace_gives_what_the_in_memory_judge_gives(
    pair_id: str, tmp_path: Path
) -> None:
    pair = next(p for p in load_set(DEV) if p.id == pair_id)
    assert judge_pair(pair, tmp_path / "ws") == judge_pair_in_memory(pair) == pair.label


def _pair(a: str, b: str, entities: list[dict[str, object]]) -> EvalPair:
    return EvalPair.model_validate({
        "id": "t", "lang_a": "en", "lang_b": "en", "a": a, "b": b, "label": "contradicts",
        "category": "test", "entities": entities, "note": "",
    })  # fmt: skip


def test_a_miss_is_placed_at_the_stage_where_the_two_statements_part() -> None:
    from semnet.bench.judge_stages import stage_counts, stage_of

    mara = {"type": "character", "title": "Mara Lind", "aliases": [], "file": "mara-lind"}
    otto = {"type": "character", "title": "Otto Brem", "aliases": [], "file": "otto-brem"}
    assert stage_of(_pair("Mara Lind was born in 1850.", "Otto Brem was born in 1851.",
                          [mara, otto])) == "no shared subject"  # fmt: skip
    assert stage_of(_pair("Mara Lind was born in 1850.", "Mara Lind had three children.",
                          [mara])) == "no shared slot"  # fmt: skip
    assert stage_of(_pair("Mara Lind was born in 1850.", "Mara Lind was born in 1850.",
                          [mara])) == "wrong stance"  # fmt: skip
    none = _pair("Mara Lind was born in 1850.", "Mara Lind was born in 1851.", [mara])
    none = none.model_copy(update={"label": "none"})
    assert stage_counts([(none, "contradicts")]) == {"none": {"judged contradicts": 1}}
