"""The llm judge against a real HTTP server on 127.0.0.1 that each test starts
and scripts: good JSON, `N. STANCE — reason` lines, garbage, HTTP 500 then
success, a timeout. The API key is never in logs, errors or the store."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from judge_helpers import Scripted, write
from semnet.graph.judge.api import JudgeAPI
from semnet.graph.judge.base import JudgeError, Statement
from semnet.graph.judge.config import JudgeSettings, LLMSettings
from semnet.graph.judge.llm import LLMJudge
from semnet.graph.manuscript.indexer import index_folder
from semnet.graph.query.api import GraphAPI

KEY = "sk-test-9f8e7d6c5b4a-SECRET"
KEY_ENV = "SEMNET_TEST_LLM_KEY"


@pytest.fixture
def server() -> Iterator[Scripted]:
    s = Scripted()
    yield s
    s.close()


@pytest.fixture
def keyed(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv(KEY_ENV, KEY)
    return KEY


def settings(server: Scripted, **kw: Any) -> LLMSettings:
    base = {"base_url": server.base_url, "model": "test-model", "api_key_env": KEY_ENV,
            "timeout": 5.0, "retries": 0, "backoff": 0.0}  # fmt: skip
    base.update(kw)
    return LLMSettings(**base)


def stmt(i: int, text: str, lang: str = "en") -> Statement:
    return Statement(ref=f"node:0000000{i}-0000-7000-8000-000000000000", id=str(i), kind="fact",
                     text=text, lang=lang, uri="facts/x.md", line=i)  # fmt: skip


CLAIM = stmt(1, "Anna Stern was born in 1871.")
CANDS = [stmt(2, "Anna Stern was born in 1874."), stmt(3, "Anna Stern lived in Reval.")]


def test_good_json_is_parsed_and_the_key_is_sent(server: Scripted, keyed: str) -> None:
    server.chat(json.dumps({"judgements": [
        {"n": 1, "stance": "CONTRADICTS", "reason": "1871 vs 1874", "confidence": 0.9},
        {"n": 2, "stance": "SILENT", "reason": "", "confidence": 0.5},
    ]}), usage={"prompt_tokens": 120, "completion_tokens": 30})  # fmt: skip
    j = LLMJudge(settings(server, price_input_per_1k=1.0, price_output_per_1k=2.0))
    got = j.judge(CLAIM, CANDS)
    assert [(g.stance.value, g.reason, g.confidence) for g in got] == [
        ("contradicts", "1871 vs 1874", 0.9), ("silent", "", 0.5)
    ]  # fmt: skip
    assert all(g.model == "llm:test-model" for g in got)
    req = server.requests[0]
    assert req["path"] == "/v1/chat/completions"
    assert req["auth"] == f"Bearer {keyed}"
    assert req["body"]["model"] == "test-model"
    assert "1. [facts/x.md:3] Anna Stern was born in 1874." in req["body"]["messages"][1]["content"]
    snap = j.cost.snapshot()
    assert snap["requests"] == 1 and snap["prompt_tokens"] == 120 and not snap["estimated"]
    assert snap["cost"] == pytest.approx(0.12 + 0.06)


def test_the_originals_numbered_lines_are_accepted(server: Scripted) -> None:
    server.chat("Here is my assessment:\n1. CONTRADICTS — the years differ\n2. TENSION - odd\n")
    got = LLMJudge(settings(server, api_key_env=None)).judge(CLAIM, CANDS)
    assert [(g.stance.value, g.reason) for g in got] == [
        ("contradicts", "the years differ"), ("in_tension", "odd")
    ]  # fmt: skip


def test_a_fenced_json_reply_and_missing_entries(server: Scripted) -> None:
    server.chat('```json\n{"judgements": [{"n": 2, "stance": "agrees", "reason": "same"}]}\n```')
    got = LLMJudge(settings(server)).judge(CLAIM, CANDS)
    assert [g.stance.value for g in got] == ["silent", "agrees"]


@pytest.mark.parametrize(
    "reply",
    [
        "I think they are probably fine.",
        json.dumps({"judgements": [{"n": 7, "stance": "CONTRADICTS"}]}),
        json.dumps({"judgements": [{"n": 1, "stance": "MAYBE"}]}),
        json.dumps({"judgements": [{"n": 1, "stance": "AGREES"}, {"n": 1, "stance": "SILENT"}]}),
    ],
    ids=["prose", "out-of-range", "unknown-stance", "twice"],
)
def test_garbage_is_a_clear_error(server: Scripted, reply: str) -> None:
    server.chat(reply)
    server.chat(reply)
    with pytest.raises(JudgeError) as exc:
        LLMJudge(settings(server, retries=1)).judge(CLAIM, CANDS)
    msg = str(exc.value)
    assert "failed after 2 attempts" in msg and "unusable reply" in msg
    assert server.base_url in msg
    assert len(server.requests) == 2  # a garbled reply is retried


def test_http_500_then_success_on_retry(server: Scripted, caplog: pytest.LogCaptureFixture) -> None:
    server.replies.append(("json", 500, {"error": "overloaded"}))
    server.chat(json.dumps({"judgements": [{"n": 1, "stance": "CONTRADICTS", "reason": "x"}]}))
    with caplog.at_level(logging.DEBUG, logger="semnet.judge.llm"):
        got = LLMJudge(settings(server, retries=2)).judge(CLAIM, CANDS)
    assert got[0].stance.value == "contradicts"
    assert len(server.requests) == 2
    assert "HTTP 500" in caplog.text and "retrying" in caplog.text


def test_a_timeout_is_a_clear_error(server: Scripted) -> None:
    good = ("json", 200, {"choices": [{"message": {"content": "1. AGREES — late"}}]})
    server.replies.append(("sleep", 2.0, good))
    with pytest.raises(JudgeError) as exc:
        LLMJudge(settings(server, timeout=0.3)).judge(CLAIM, CANDS)
    assert "timeout" in str(exc.value) and "failed after 1 attempt" in str(exc.value)


def test_a_refusal_fails_at_once_and_the_key_is_scrubbed(
    server: Scripted, keyed: str, caplog: pytest.LogCaptureFixture
) -> None:
    # a server that echoes the key back in its error body
    server.replies.append(("json", 401, {"error": f"invalid key {keyed}"}))
    with caplog.at_level(logging.DEBUG), pytest.raises(JudgeError) as exc:
        LLMJudge(settings(server, retries=3)).judge(CLAIM, CANDS)
    assert "HTTP 401" in str(exc.value) and f"${KEY_ENV}" in str(exc.value)
    assert keyed not in str(exc.value) and "***" in str(exc.value)
    assert keyed not in caplog.text
    assert len(server.requests) == 1  # not retried
    assert keyed not in repr(LLMJudge(settings(server)))


def test_the_prompt_follows_the_language_of_the_claim(server: Scripted) -> None:
    for lang, word in [("ru", "Утверждение"), ("fr", "Affirmation"), ("de", "Behauptung"),
                       ("es", "Afirmación"), ("en", "Claim")]:  # fmt: skip
        server.chat('{"judgements": []}')
        LLMJudge(settings(server)).judge(stmt(1, "…", lang), CANDS)
        assert server.requests[-1]["body"]["messages"][1]["content"].startswith(word)
        system = server.requests[-1]["body"]["messages"][0]["content"]
        assert "CONTRADICTS" in system and "JSON" in system


def test_factcheck_reads_json_and_the_original_line(server: Scripted) -> None:
    server.chat('{"level": "INACCURATE", "reason": "she was born in 1874", "confidence": 0.7}')
    v = LLMJudge(settings(server)).factcheck(CLAIM, CANDS)
    assert v is not None and (v.level, v.reason, v.confidence) == (
        "inaccurate",
        "she was born in 1874",
        0.7,
    )
    server.chat("1. DUBIOUS — sources disagree")
    v = LLMJudge(settings(server)).factcheck(CLAIM, CANDS)
    assert v is not None and (v.level, v.reason) == ("dubious", "sources disagree")


# -- through the store: nothing half-written, the key nowhere -------------------


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    return write(tmp_path, {
        "characters/anna.md": "---\ntitle: Anna Stern\n---\n\nA translator.\n",
        "facts/anna.md": "---\ntitle: Anna\n---\n\nAnna Stern was born in 1871.\n\n"
                         "Anna Stern lived in Reval as a child.\n",
    })  # fmt: skip


def _relate(root: Path, server: Scripted, **kw: Any) -> Any:
    store, _ = index_folder(root)
    try:
        api = JudgeAPI(
            GraphAPI(store, root), JudgeSettings(embedding="none", llm=settings(server, **kw))
        )
        fact = next(
            n for n in store.nodes.values() if n.kind == "fact" and "1871" in (n.text or "")
        )
        return api.relate({"endpoint": {"ref": f"node:{fact.id}"}, "judge": "llm"}), store.stats()
    finally:
        store.close()


def test_relate_with_the_llm_stores_judged_edges_without_the_key(
    workspace: Path, server: Scripted, keyed: str, caplog: pytest.LogCaptureFixture
) -> None:
    server.chat(
        '{"judgements": [{"n": 1, "stance": "QUALIFIES", "reason": "context", "confidence": 0.6}]}'
    )
    with caplog.at_level(logging.DEBUG):
        result, stats = _relate(workspace, server)
    item = result.judgements[0]
    assert (item.stance, item.event, item.model) == ("qualifies", "created", "llm:test-model")
    assert stats["edgesByKind"].get("qualifies") == 1
    assert result.cost is not None and result.cost.requests == 1 and result.cost.estimated
    assert keyed not in caplog.text
    # the key is nowhere in the store file
    import duckdb

    con = duckdb.connect(str(workspace / ".semnet" / "graph.duckdb"), read_only=True)
    dump = json.dumps([con.execute(f"SELECT * FROM {t}").fetchall()
                       for t in ("edges", "runs", "edge_events", "nodes")], default=str)  # fmt: skip
    con.close()
    assert keyed not in dump and "llm:test-model" in dump
    assert keyed.encode() not in (workspace / ".semnet" / "graph.duckdb").read_bytes()


def test_a_failing_llm_writes_nothing(workspace: Path, server: Scripted) -> None:
    server.replies.append(("json", 500, {"error": "down"}))
    store, _ = index_folder(workspace)
    before = (store.stats(), len(store.runs(1000)))
    api = JudgeAPI(
        GraphAPI(store, workspace), JudgeSettings(embedding="none", llm=settings(server))
    )
    fact = next(n for n in store.nodes.values() if n.kind == "fact")
    with pytest.raises(JudgeError):
        api.relate({"endpoint": {"ref": f"node:{fact.id}"}, "judge": "llm"})
    assert (store.stats(), len(store.runs(1000))) == before
    store.close()


@pytest.mark.parametrize(
    ("lang", "period_word", "knowledge_word"),
    [("en", "[from:: DATE]", "common knowledge"), ("ru", "[from:: ДАТА]", "общеизвестные"),
     ("fr", "[from:: DATE]", "connaissances communes"), ("de", "[from:: DATUM]", "Allgemeinwissen"),
     ("es", "[from:: FECHA]", "conocimientos comunes")],
)  # fmt: skip
def test_the_prompt_explains_periods_and_allows_containment_knowledge(
    server: Scripted, lang: str, period_word: str, knowledge_word: str
) -> None:
    server.chat(
        json.dumps({"judgements": [{"n": 1, "stance": "AGREES", "reason": "Rome is in Italy"}]})
    )
    day = 86_400_000_000
    claim = Statement(ref="node:00000001-0000-7000-8000-000000000000", id="1", kind="fact",
                      text="Anna Stern lived in Italy. [from:: 1900]", lang=lang,
                      period=(10957 * day, None))  # fmt: skip
    cand = Statement(ref="node:00000002-0000-7000-8000-000000000000", id="2", kind="fact",
                     text="Anna Stern lived in Rome.", lang=lang, uri="facts/x.md", line=3,
                     period=(10957 * day, 11323 * day))  # fmt: skip
    got = LLMJudge(settings(server, api_key_env=None)).judge(claim, [cand])
    assert [(g.stance.value, g.reason) for g in got] == [("agrees", "Rome is in Italy")]
    system, user = (m["content"] for m in server.requests[0]["body"]["messages"])
    assert period_word in system and knowledge_word in system
    assert "period: from 2000-01-01" in user.splitlines()[1]
    assert (
        "1. [facts/x.md:4] Anna Stern lived in Rome. (period: from 2000-01-01 until 2000-12-31)"
        in user
    )
