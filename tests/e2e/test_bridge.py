"""The bridge requests over stdio: `semnet/importWorks`, `semnet/restsOn`,
`semnet/similar`, `semnet/translations` and `semnet/ask` answer with exactly
the JSON the CLI prints with `--json`; bad params are clear JSON-RPC errors."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from bridge_helpers import bridge_workspace
from judge_helpers import Scripted
from pygls.exceptions import JsonRpcException, JsonRpcInvalidParams
from pytest_lsp import LanguageClient

from .support import CONFIG, init_params

pytestmark = [pytest.mark.e2e, pytest.mark.asyncio(loop_scope="module")]

FIX = Path(__file__).parent.parent / "fixtures" / "openalex"
NAMES = ["works-page.json", "work-W1005.json"]
# A request reads works files only inside the workspace: these are copied there.
FILES = [f"works/{n}" for n in NAMES]


@pytest_lsp.fixture(config=CONFIG, params=["visual_studio_code"], scope="module")
async def client(lsp_client: LanguageClient, request: Any, tmp_path_factory: Any):
    base = Path(tmp_path_factory.mktemp("bridge"))
    llm = Scripted()
    root = bridge_workspace(base / "ws", llm.base_url)
    (root / "works").mkdir()
    for n in NAMES:
        shutil.copy(FIX / n, root / "works" / n)
    twin = shutil.copytree(root, base / "twin")  # for the CLI's own import
    lsp_client.root, lsp_client.twin, lsp_client.llm = root, twin, llm  # type: ignore[attr-defined]
    await lsp_client.initialize_session(init_params(request.param, root))
    yield
    await lsp_client.shutdown_session()
    llm.close()


def cli_json(*args: str) -> Any:
    done = subprocess.run(
        [sys.executable, "-m", "semnet.server", *args, "--json"],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


async def ask_lsp(client: LanguageClient, method: str, params: Any) -> Any:
    return await client.protocol.send_request_async(method, params)


async def test_import_works_is_the_clis_import(client: LanguageClient):
    root, twin = client.root, client.twin  # type: ignore[attr-defined]
    lsp = await ask_lsp(client, "semnet/importWorks", {"paths": FILES})
    assert lsp["citesCreated"] == 6 and lsp["bibliographyWorks"] == 1
    assert cli_json("index", str(twin), "-q")["stats"]["nodes"] > 0
    cli = cli_json("import", "openalex", *(str(twin / f) for f in FILES), "--root", str(twin))
    assert {k: v for k, v in cli.items() if k not in ("runId", "files")} == {
        k: v for k, v in lsp.items() if k not in ("runId", "files")
    }
    assert lsp["files"] == FILES and cli["files"] == [str((twin / f).resolve()) for f in FILES]
    stats = await ask_lsp(client, "semnet/stats", {})
    assert stats["edgesByKind"]["cites"] == 6 and str(root)


async def test_rests_on_similar_and_translations_are_the_clis(client: LanguageClient):
    root = client.root  # type: ignore[attr-defined]
    await ask_lsp(client, "semnet/importWorks", {"paths": FILES})  # (again: nothing new)
    w = "work:openalex:W1004"
    lsp = await ask_lsp(client, "semnet/restsOn", {"endpoint": {"ref": w}})
    assert lsp == cli_json("graph", "rests-on", w, "--root", str(root))
    assert lsp["items"][0]["endpoint"]["uri"] == (root / "facts" / "f.md").as_uri()
    assert lsp["items"][0]["citationHops"] == 2

    text = "a telegram on a snowy morning"
    lsp = await ask_lsp(client, "semnet/similar", {"text": text, "k": 2})
    assert lsp == cli_json("graph", "similar", "--text", text, "--k", "2", "--root", str(root))
    assert len(lsp["items"]) == 2 and lsp["backend"] == "hashing-v1"

    uri = (root / "book" / "ru.md").as_uri()
    lsp = await ask_lsp(
        client,
        "semnet/translations",
        {"endpoint": {"textDocument": {"uri": uri}, "position": {"line": 5, "character": 0}},
         "langs": ["de"]},
    )  # fmt: skip
    cli = cli_json("graph", "translations", f"{root}/book/ru.md:6", "--lang", "de",
                   "--root", str(root))  # fmt: skip
    assert lsp == cli
    words = {s["sense"]["word"]: [m["lemmas"] for m in s["translations"]] for s in lsp["senses"]}
    assert words["Собака"] == [["Hund"]] and words["снегу"] == [["Schnee"]]


async def test_ask_is_the_clis_ask(client: LanguageClient):
    root, llm = client.root, client.llm  # type: ignore[attr-defined]
    stats = await ask_lsp(client, "semnet/stats", {})
    assert stats["nodes"] > 0
    question = "What did the petition ask for?"
    # The same two-step walk, scripted twice: once for the server, once for the CLI.
    for _ in range(2):
        llm.chat(json.dumps({"neighbors": ["work:doi:10.5555/semnet.1001"]}))
        llm.chat(json.dumps({"answer": "An eight-hour day.", "refs": []}))
    lsp = await ask_lsp(client, "semnet/ask", {"question": question})
    cli = cli_json("graph", "ask", question, "--root", str(root))
    assert lsp == cli
    assert lsp["answer"] == "An eight-hour day." and lsp["steps"][0]["requested"] == [
        "work:doi:10.5555/semnet.1001"
    ]
    # A model that never answers: a clear failure, and the server goes on.
    for _ in range(5):
        llm.chat(json.dumps({"neighbors": ["work:doi:10.5555/semnet.1001"]}))
    with pytest.raises(JsonRpcException) as err:
        await ask_lsp(client, "semnet/ask", {"question": question, "steps": 1})
    assert "the limit" in str(err.value)
    assert (await ask_lsp(client, "semnet/ping", {})) == {}


async def test_bad_params_are_invalid_params(client: LanguageClient):
    with pytest.raises(JsonRpcInvalidParams) as err:
        await ask_lsp(client, "semnet/similar", {"k": 2})
    assert "give either 'endpoint' or 'text'" in str(err.value)
    with pytest.raises(JsonRpcInvalidParams) as err:
        await ask_lsp(client, "semnet/restsOn", {"endpoint": {"ref": "work:"}})
    assert "work needs two parts" in str(err.value)
    with pytest.raises(JsonRpcInvalidParams) as err:
        await ask_lsp(client, "semnet/importWorks", {})
    assert "give works files to import" in str(err.value)
    # the workspace is a boundary: a works file outside it is not read
    for outside in (str(FIX / NAMES[0]), "../outside.json", "/etc/passwd"):
        with pytest.raises(JsonRpcInvalidParams) as err:
            await ask_lsp(client, "semnet/importWorks", {"paths": [outside]})
        assert "leads outside the workspace" in str(err.value)
