"""`graph ask`: the llm judge's endpoint walks the graph to answer, against a
scripted chat-completions server on 127.0.0.1: a good walk, a model that asks
for too many steps, one that answers garbage."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from judge_helpers import Scripted, write
from semnet.graph.judge.api import JudgeAPI
from semnet.graph.judge.base import JudgeError
from semnet.graph.judge.config import JudgeSettings, LLMSettings
from semnet.graph.manuscript.indexer import index_folder
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.ask import AskError, ask, parse_ask_reply

FILES = {
    "characters/anna.md": "---\ntitle: Anna Karlovna\n---\n# Anna Karlovna\n\nA translator.\n",
    "facts/people.md": "---\ntype: fact\n---\n\n# People\n\n"
    "Anna Karlovna was born in 1871.\n\nAnna Karlovna lived in Petersburg.\n",
    "book/one.md": "# One\n\nThe telegram was signed by [[Anna Karlovna]] and sent at dawn.\n",
}


@pytest.fixture
def server() -> Iterator[Scripted]:
    s = Scripted()
    yield s
    s.close()


def judges(tmp_path: Path, server: Scripted, **llm: object) -> JudgeAPI:
    root = write(tmp_path / "ws", FILES)
    store, _ = index_folder(root)
    base = {"base_url": server.base_url, "model": "walker", "api_key_env": None,
            "timeout": 5.0, "retries": 0, "backoff": 0.0}  # fmt: skip
    settings = JudgeSettings(embedding="hashing", llm=LLMSettings(**{**base, **llm}))
    return JudgeAPI(GraphAPI(store, root, file_uris=True), settings)


def ref(j: JudgeAPI, start: str) -> str:
    return "node:" + next(n.id for n in j.store.nodes.values() if (n.text or "").startswith(start))


def test_a_walk_that_asks_for_neighbours_then_answers(tmp_path: Path, server: Scripted) -> None:
    j = judges(tmp_path, server)
    try:
        telegram, born = ref(j, "The telegram"), ref(j, "Anna Karlovna was born")
        anna = "node:" + next(n.id for n in j.store.nodes.values() if n.kind == "character")
        server.chat(json.dumps({"neighbors": [telegram]}))
        server.chat(json.dumps({"answer": "Anna Karlovna signed it; she was born in 1871.",
                                "refs": [telegram, anna, born, "node:not-shown"]}))  # fmt: skip
        r = ask(j, {"question": "Who signed the telegram, and when was she born?", "k": 3})
        assert r.answer == "Anna Karlovna signed it; she was born in 1871."
        assert [e.ref for e in r.refs] == [telegram, anna, born]
        assert r.refs[0].uri and r.refs[0].uri.startswith("file://") and r.refs[0].range
        assert r.unknown_refs == ["node:not-shown"]
        assert len(r.steps) == 1 and r.steps[0].requested == [telegram]
        assert anna in r.steps[0].shown and r.model == "llm:walker"
        assert r.cost is not None and r.cost["requests"] == 2
        first, second = (q["body"]["messages"] for q in server.requests)
        assert "Question: Who signed the telegram" in first[1]["content"]
        assert f"[{telegram}]" in first[1]["content"]  # the starting context is labelled
        assert second[2] == {"role": "assistant", "content": json.dumps({"neighbors": [telegram]})}
        assert f"-> links_to [{anna}] Anna Karlovna" in second[3]["content"]
        assert "2 more time(s)" in second[3]["content"]
    finally:
        j.store.close()


def test_a_model_that_asks_for_too_many_steps(tmp_path: Path, server: Scripted) -> None:
    j = judges(tmp_path, server)
    try:
        telegram = ref(j, "The telegram")
        for _ in range(4):
            server.chat(json.dumps({"neighbors": [telegram]}))
        with pytest.raises(AskError, match=r"after its 1 step\(s\), the limit"):
            ask(j, {"question": "Who signed the telegram?", "steps": 1})
        # One request answered, one refused with "answer now", then the error.
        assert len(server.requests) == 3
        last = server.requests[-1]["body"]["messages"][-1]["content"]
        assert last.startswith("You have no neighbour requests left. Answer now")
    finally:
        j.store.close()


def test_told_to_answer_the_model_answers(tmp_path: Path, server: Scripted) -> None:
    j = judges(tmp_path, server)
    try:
        telegram = ref(j, "The telegram")
        server.chat(json.dumps({"neighbors": [telegram]}))
        server.chat('```json\n{"answer": "I cannot tell.", "refs": []}\n```')
        r = ask(j, {"question": "Who signed the telegram?", "steps": 0})
        assert r.answer == "I cannot tell." and r.refs == []
        assert [(s.requested, s.refused) for s in r.steps] == [([telegram], True)]
    finally:
        j.store.close()


def test_a_model_that_answers_garbage(tmp_path: Path, server: Scripted) -> None:
    j = judges(tmp_path, server, retries=1)
    try:
        server.chat("Well, I think it was probably Anna.")
        server.chat(json.dumps({"verdict": "Anna"}))
        with pytest.raises(JudgeError, match=r"failed after 2 attempts.*unusable reply"):
            ask(j, {"question": "Who signed the telegram?"})
        assert len(server.requests) == 2
    finally:
        j.store.close()


def test_the_reply_parser() -> None:
    assert parse_ask_reply('{"neighbours": ["node:a"]}') == ("neighbors", ["node:a"])
    assert parse_ask_reply('Sure: {"answer": "x", "refs": ["node:a"]}') == (
        "answer", ("x", ["node:a"])
    )  # fmt: skip
    for bad in ('{"answer": "", "refs": []}', '{"neighbors": []}', '{"answer": "x", "refs": 3}',
                "[1, 2]"):  # fmt: skip
        with pytest.raises(JudgeError):
            parse_ask_reply(bad)
