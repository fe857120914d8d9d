"""The server imports lsprotocol with attrs' generated code from a cache:
the first start fills it, the next ones hit it, a broken file is rebuilt,
and the classes behave the same either way."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = """
import json
from semnet.server.attrs_cache import import_lsprotocol
use = import_lsprotocol()
from lsprotocol import types
from pygls.protocol import default_converter
p = types.Position(line=1, character=2)
r = types.Range(start=p, end=types.Position(line=3, character=0))
conv = default_converter()
back = conv.structure(conv.unstructure(r), types.Range)
print(json.dumps({
    "hits": use.hits, "misses": use.misses, "path": str(use.path),
    "repr": repr(p), "repr_params": repr(types.InitializeParams(capabilities=types.ClientCapabilities())), "eq": back == r, "ne": p != types.Position(line=1, character=3),
}))
"""


def probe(cache: Path, **env: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        env={**os.environ, "XDG_CACHE_HOME": str(cache), **env},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    got: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return got


def test_first_start_fills_the_cache_and_the_next_hits_it(tmp_path: Path) -> None:
    first = probe(tmp_path)
    assert first["hits"] == 0 and int(first["misses"]) > 500  # type: ignore[arg-type]
    path = Path(str(first["path"]))
    assert path.is_file() and path.is_relative_to(tmp_path)
    second = probe(tmp_path)
    assert second["misses"] == 0 and second["hits"] == first["misses"]
    for got in (first, second):
        assert got["repr"] == "1:2"  # lsprotocol's own __repr__ for positions
        assert got["eq"] is True and got["ne"] is True
    assert {k: v for k, v in first.items() if k not in ("hits", "misses")} == {
        k: v for k, v in second.items() if k not in ("hits", "misses")
    }


@pytest.mark.parametrize("junk", [b"", b"not marshal at all", b"\xe9\x00\x00\x00"])
def test_a_broken_cache_file_is_compiled_again_and_rewritten(tmp_path: Path, junk: bytes) -> None:
    first = probe(tmp_path)
    path = Path(str(first["path"]))
    path.write_bytes(junk)
    again = probe(tmp_path)
    assert again["hits"] == 0 and again["misses"] == first["misses"] and again["eq"] is True
    assert probe(tmp_path)["hits"] == first["misses"]


def test_the_cache_can_be_turned_off(tmp_path: Path) -> None:
    off = probe(tmp_path, SEMNET_NO_CODE_CACHE="1")
    assert off["hits"] == 0 and off["misses"] == 0 and off["eq"] is True
    assert not any(tmp_path.rglob("*.marshal"))
