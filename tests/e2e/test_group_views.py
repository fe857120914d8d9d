"""Group views and time queries from the language server over stdio and from
the CLI, on the example novella: the same JSON for each (`semnet/group` and
`semnet graph group`; `asOf` / `--as-of` and `validAt` / `--valid-at`)."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from judge_helpers import semnet_cli

from .support import SERVER, init_params, make_client

pytestmark = [pytest.mark.e2e]

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
NOT_JUDGED = ["authorial", "structural", "promoted", "derived", "imported"]


def cli_json(root: Path, *args: str) -> Any:
    got = semnet_cli("graph", *args, "--json", cwd=root)
    assert got.returncode == 0, got.stderr
    return json.loads(got.stdout)


async def test_group_views_and_time_queries_equal_from_the_cli_and_the_server(
    tmp_path: Path,
) -> None:
    root = tmp_path / "novella"
    shutil.copytree(EXAMPLES, root, ignore=shutil.ignore_patterns(".semnet"))
    assert semnet_cli("check", ".", cwd=root).returncode in (0, 1)
    cases: list[tuple[list[str], dict[str, Any]]] = [
        (["group", "source", "--origin", "all"], {"by": "source"}),
        (["group", "verdict", "--origin", "all"], {"by": "verdict"}),
        (["group", "locus"], {"by": "locus", "origins": NOT_JUDGED}),
        (["group", "character"], {"by": "character", "origins": NOT_JUDGED}),
        (["group", "place", "--valid-at", "1905-01"], {"by": "place", "origins": NOT_JUDGED,
                                                       "validAt": "1905-01"}),
        (["group", "locus", "bible:John 8:32"], {"by": "locus", "key": "bible:John 8:32",
                                                 "origins": NOT_JUDGED}),
    ]  # fmt: skip
    client = make_client()
    await client.start_io(*SERVER)
    try:
        # (UTF-16 positions: the CLI counts code points, the same for this text)
        await client.initialize_session(init_params("visual_studio_code", root))
        await client.protocol.send_request_async("semnet/stats", {})
        answers = []
        for args, params in cases:
            if "key" in params:
                args = [*args[:2], f"locus:{args[2]}", *args[3:]]
                params = {**params, "key": f"locus:{params['key']}"}
            lsp = await client.protocol.send_request_async("semnet/group", params)
            assert cli_json(root, *args) == lsp, args
            answers.append(lsp)
        # what a story date holds, and what semnet held before a later edit
        anna = "characters/anna-karlovna-stern.md:1"
        ref = cli_json(root, "neighbors", anna, "--limit", "1")["endpoint"]["ref"]
        story = {"endpoint": {"ref": ref}, "direction": "in", "origins": NOT_JUDGED,
                 "validAt": "1905-03-15"}  # fmt: skip
        lsp = await client.protocol.send_request_async("semnet/neighbors", story)
        cli = cli_json(root, "neighbors", ref, "--direction", "in", "--valid-at", "1905-03-15")
        assert cli == lsp
        # the events that involve Anna: only the one of March 1905 holds then
        # (timeless relations, such as links, hold at any date)
        events = [e for e in lsp["edges"] if e["kind"] == "event_involves"]
        assert [(e["validAt"], e["invalidAt"]) for e in events] == [
            ("1905-03-01T00:00:00Z", "1905-04-01T00:00:00Z")
        ]
        runs = await client.protocol.send_request_async("semnet/runs", {"limit": 1})
        then = runs["runs"][0]["finishedAt"]
        past = {"endpoint": {"ref": ref}, "direction": "in", "asOf": then}
        lsp = await client.protocol.send_request_async("semnet/neighbors", past)
        cli = cli_json(root, "neighbors", ref, "--direction", "in", "--as-of", then,
                       "--origin", "all")  # fmt: skip
        assert cli == lsp and lsp["edges"]
    finally:
        try:
            await asyncio.wait_for(client.shutdown_session(), 15)
        finally:
            await client.stop()
    source, verdict, locus, character, place, john = answers
    # the Index Locorum: John 8:32 cited in French; the Russian Okhrana file twice
    assert [(g["key"]["ref"], g["count"]) for g in locus["groups"][:1]] == [
        ("locus:text:okhrana1905, л. 2", 2)
    ]
    (g,) = john["groups"]
    assert g["count"] == 1 and g["items"][0]["endpoint"]["uri"].endswith("04-les-lettres.md")
    assert {g["key"]["title"] for g in character["groups"]} >= {"Lucien Marchand", "Alice Moreau"}
    assert all(g["key"]["kind"] == "character" for g in character["groups"])
    assert all(g["key"]["kind"] == "place" for g in place["groups"])
    assert all(
        i["validAt"] <= "1905-01-31" and i["invalidAt"] > "1905-01-01"
        for g in place["groups"] for i in g["items"]
    ) and place["total"] >= 1  # fmt: skip
    assert {g["key"]["title"] for g in source["groups"]} >= {"Carnets de Russie"}
    assert verdict["by"] == "verdict"
