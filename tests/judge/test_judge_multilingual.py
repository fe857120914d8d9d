"""RFC §9 acceptance: the same fixture fact and its counterpart, written in
en, ru, fr, de and es — `semnet/contradicting` returns equivalent structure
for each language, from the rules judge and from the (scripted) llm judge."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from judge_helpers import Scripted, write
from semnet.graph.judge.api import JudgeAPI
from semnet.graph.judge.config import JudgeSettings, LLMSettings
from semnet.graph.judge.persist import run_offline_judge
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.query.api import GraphAPI
from semnet.graph.store.edge_store import EdgeStore

FIXTURE = {
    "en": ("Anna Stern was born in 1871.", "Anna Stern was born in 1874.", "Anna Stern"),
    "ru": ("Анна Штерн родилась в 1871 году.", "Анна Штерн родилась в 1874 году.", "Анна Штерн"),
    "fr": ("Anna Stern est née en 1871.", "Anna Stern est née en 1874.", "Anna Stern"),
    "de": ("Anna Stern wurde 1871 geboren.", "Anna Stern wurde 1874 geboren.", "Anna Stern"),
    "es": ("Anna Stern nació en 1871.", "Anna Stern nació en 1874.", "Anna Stern"),
}
# an unrelated third fact, so that the answer has something to leave out
OTHER = {
    "en": "Anna Stern lived in Reval.",
    "ru": "Анна Штерн жила в Ревеле.",
    "fr": "Anna Stern vivait à Reval.",
    "de": "Anna Stern lebte in Reval.",
    "es": "Anna Stern vivía en Reval.",
}


def workspace(root: Path, lang: str) -> Path:
    fact, counterpart, name = FIXTURE[lang]
    return write(root, {
        "characters/anna.md": f"---\ntitle: Anna Stern\naliases: [{name}]\ntype: character\n---\n\n"
                              "Translator.\n",
        "facts/anna.md": f"---\ntitle: Anna\nlang: {lang}\n---\n\n{fact}\n\n{OTHER[lang]}\n\n"
                         f"{counterpart}\n",
    })  # fmt: skip


def structure(api: GraphAPI, store: EdgeStore) -> tuple[Any, ...]:
    fact = next(n for n in store.nodes.values() if n.kind == "fact" and "1871" in (n.text or ""))
    res = api.contradicting({"endpoint": {"ref": f"node:{fact.id}"}}).wire()
    return tuple(
        (e["kind"], e["origin"], e["direction"], e["other"]["kind"], e["other"]["uri"],
         e["other"]["range"]["start"]["line"], "1874" in e["other"]["title"], e["attrs"]["model"],
         e["weight"] > 0, bool(e.get("reason")))
        for e in res["edges"]
    )  # fmt: skip


@pytest.fixture
def server() -> Iterator[Scripted]:
    s = Scripted()
    yield s
    s.close()


@pytest.mark.parametrize("judge", ["rules", "llm"])
def test_contradicting_has_the_same_structure_in_five_languages(
    tmp_path: Path, judge: str, server: Scripted
) -> None:
    seen: dict[str, tuple[Any, ...]] = {}
    for lang in FIXTURE:
        root = workspace(tmp_path / lang, lang)
        store = EdgeStore.for_workspace(root)
        Indexer(store, root).index_workspace()
        api = GraphAPI(store, root)
        fact = next(
            n for n in store.nodes.values() if n.kind == "fact" and "1871" in (n.text or "")
        )
        assert fact.lang == lang
        if judge == "rules":
            assert run_offline_judge(store).created == 1
        else:
            # the scripted model answers in the claim's language
            server.chat(json.dumps({"judgements": [
                {"n": 1, "stance": "SILENT", "reason": "", "confidence": 0.5},
                {"n": 2, "stance": "CONTRADICTS", "reason": f"[{lang}] 1871 ≠ 1874", "confidence": 0.8},
            ]}))  # fmt: skip
            settings = JudgeSettings(
                embedding="none",
                llm=LLMSettings(base_url=server.base_url, model="m", api_key_env=None, retries=0),
            )
            res = JudgeAPI(api, settings).relate(
                {"endpoint": {"ref": f"node:{fact.id}"}, "judge": "llm"}
            )
            assert res.candidates == 2
            system = server.requests[-1]["body"]["messages"][0]["content"]
            marker = {"en": "English", "ru": "русском", "fr": "français", "de": "Deutsch",
                      "es": "español"}[lang]  # fmt: skip
            assert marker in system
        seen[lang] = structure(api, store)
        store.close()
    first = seen["en"]
    assert len(first) == 1 and first[0][0] == "contradicts" and first[0][6] is True
    assert all(s == first for s in seen.values()), seen
