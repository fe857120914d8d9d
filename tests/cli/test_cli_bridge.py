"""The CLI of the citation graph, the lexical bridge, similarity and ask:
`--json` prints what the query API returns (the LSP returns the same: see
`tests/e2e/test_bridge.py`), readable output otherwise, one-line errors."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from bridge_helpers import bridge_workspace, pwn_dict
from judge_helpers import Scripted
from semnet.graph.judge.api import JudgeAPI
from semnet.graph.judge.config import load_judge_settings
from semnet.graph.judge.embed import vector_index_for
from semnet.graph.lexical.translations import translations
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.citations import rests_on
from semnet.graph.query.similar import similar
from semnet.graph.store.edge_store import EdgeStore
from works_api import WorksAPI

FIX = Path(__file__).parent.parent / "fixtures"


@pytest.fixture
def ws(tmp_path: Path, cli: Callable[..., Any]) -> Iterator[Path]:
    root = bridge_workspace(tmp_path / "ws")
    done = cli("index", str(root), "-q", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    yield root


def run_json(cli: Callable[..., Any], *args: str, cwd: Path) -> Any:
    done = cli(*args, "--json", cwd=cwd)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_import_openalex_and_rests_on(ws: Path, cli: Callable[..., Any]) -> None:
    files = [str((FIX / "openalex" / f).resolve()) for f in ("works-page.json", "work-W1005.json")]
    got = run_json(cli, "import", "openalex", *files, "--root", str(ws), cwd=ws)
    assert (got["works"], got["citesCreated"], got["bibliographyWorks"]) == (4, 6, 1)
    assert got["files"] == files and got["problems"] == []
    w1004 = "work:openalex:W1004"
    cli_json = run_json(cli, "graph", "rests-on", w1004, "--root", str(ws), cwd=ws)
    store = EdgeStore.for_workspace(ws)
    try:
        api = GraphAPI(store, ws, file_uris=True)
        want = rests_on(api, {"endpoint": {"ref": w1004}}).wire()
    finally:
        store.close()
    assert cli_json == want
    assert [i["citationHops"] for i in want["items"]] == [2]
    text = cli("graph", "rests-on", w1004, "--root", str(ws), cwd=ws).stdout
    assert "1 statements" in text and "The petition asked" in text and "2 citation hop(s)" in text


def test_import_fetch_asks_a_local_works_api(ws: Path, cli: Callable[..., Any]) -> None:
    api = WorksAPI()
    try:
        got = run_json(cli, "import", "openalex", "--fetch", "--base-url", api.base_url,
                       "--root", str(ws), cwd=ws)  # fmt: skip
        assert got["fetched"] == {"requests": 2, "cached": 0, "notFound": 0}
        assert got["citesCreated"] == 2
        again = run_json(cli, "import", "openalex", "--fetch", "--base-url", api.base_url,
                         "--root", str(ws), cwd=ws)  # fmt: skip
        assert again["fetched"]["requests"] == 0 and again["citesKept"] == 2
    finally:
        api.close()
    none = cli("import", "openalex", "--root", str(ws), cwd=ws)
    assert none.returncode == 2 and none.stderr.strip() == (
        "semnet: give works files to import, or fetch: true"
    )


def test_similar_translations_and_their_json(ws: Path, cli: Callable[..., Any]) -> None:
    store = EdgeStore.for_workspace(ws)
    try:
        api = GraphAPI(store, ws, file_uris=True)
        vec = vector_index_for(store, "hashing")
        sim = similar(api, {"text": "a telegram on a snowy morning", "k": 2}, vec).wire()
        tr = translations(api, {"endpoint": {"ref": "sense:ru:mini-ru-dog-n"}}).wire()
    finally:
        store.close()
    assert run_json(cli, "graph", "similar", "--text", "a telegram on a snowy morning",
                    "--k", "2", "--root", str(ws), cwd=ws) == sim  # fmt: skip
    assert len(sim["items"]) == 2
    got = run_json(cli, "graph", "translations", "sense:ru:mini-ru-dog-n", "--root", str(ws),
                   cwd=ws)  # fmt: skip
    assert got == tr and tr["senses"][0]["translations"][0]["lemmas"] == ["Hund"]
    text = cli("graph", "translations", f"{ws}/book/ru.md:6", "--root", str(ws), cwd=ws).stdout
    assert "Собака → собака, пёс [ru]" in text and "de: Hund" in text
    bad = cli("graph", "similar", "--root", str(ws), cwd=ws)
    assert bad.returncode == 2 and "give an endpoint or --text" in bad.stderr


def test_ask_prints_the_answer_and_what_it_rests_on(
    tmp_path: Path, cli: Callable[..., Any]
) -> None:
    server = Scripted()
    try:
        root = bridge_workspace(tmp_path / "ws", server.base_url)
        assert cli("index", str(root), "-q", cwd=tmp_path).returncode == 0
        store = EdgeStore.for_workspace(root)
        fact = "node:" + next(n.id for n in store.nodes.values() if n.kind == "fact")
        store.close()
        reply = json.dumps({"answer": "An eight-hour day.", "refs": [fact]})
        server.chat(reply)
        got = run_json(cli, "graph", "ask", "What did the petition ask for?", "--root", str(root),
                       cwd=tmp_path)  # fmt: skip
        assert got["answer"] == "An eight-hour day." and [r["ref"] for r in got["refs"]] == [fact]
        assert got["refs"][0]["uri"].endswith("facts/f.md") and got["model"] == "llm:walker"
        server.chat(reply)
        store = EdgeStore.for_workspace(root)
        try:
            judges = JudgeAPI(GraphAPI(store, root, file_uris=True), load_judge_settings(root))
            from semnet.graph.query.ask import ask

            want = ask(judges, {"question": "What did the petition ask for?"}).wire()
        finally:
            store.close()
        assert got == want
        server.chat("no idea")
        bad = cli("graph", "ask", "What?", "--root", str(root), cwd=tmp_path)
        assert bad.returncode == 2 and "unusable reply" in bad.stderr
        assert len(bad.stderr.strip().splitlines()) == 1
    finally:
        server.close()


def test_wordnet_status_and_convert(ws: Path, cli: Callable[..., Any], tmp_path: Path) -> None:
    status = run_json(cli, "wordnet", "status", "--root", str(ws), cwd=ws)
    assert set(status["languages"]) == {"ru", "de"} and status["error"] is None
    assert status["languages"]["ru"]["lexicons"][0]["id"] == "mini-ru"
    d = pwn_dict(tmp_path)
    out = tmp_path / "pwn.xml"
    done = cli("wordnet", "convert", str(d), "--out", str(out), cwd=tmp_path)
    assert done.returncode == 0 and "4 synsets" in done.stdout
    assert '<Lexicon id="pwn"' in out.read_text(encoding="utf-8")
    shutil.rmtree(d)
    gone = cli("wordnet", "convert", str(d), "--out", str(out), cwd=tmp_path)
    assert gone.returncode == 2 and "not a WordNet dict folder" in gone.stderr
