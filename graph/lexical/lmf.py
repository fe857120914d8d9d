"""WN-LMF (the Global WordNet Association's XML format for wordnets), read
streaming and compiled once into a SQLite lookup file; `Lexicon` answers
from that file.

The reader (`iter_lmf`) walks a `.xml` or `.xml.gz` file with
`xml.etree.ElementTree.iterparse`, one `LexicalEntry` or `Synset` at a time,
clearing what it has read, so a whole English wordnet (~100 MB of XML) is
read in constant memory. It keeps what the bridge needs: each lexicon's
language; each entry's lemma, other written forms, part of speech and senses
in order (WordNet lists the most frequent sense first); each synset's ILI
id, part of speech, first definition and relations; sense relations
(`antonym` is one) are lifted to the synsets of their senses. No DTD is
fetched and no external entity is resolved.

The compiled file is a cache (`config.py` says where): rebuilt when the
source's path, size or modification time, or this module's `FORMAT`, changes.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import sqlite3
import tempfile
import threading
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from semnet.graph.lexical.config import LexiconError

FORMAT = 1
_BATCH = 20_000

_SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE lexicons(id TEXT, lang TEXT, label TEXT, version TEXT, license TEXT, url TEXT);
CREATE TABLE senses(id TEXT, synset TEXT, lemma TEXT, pos TEXT, rank INTEGER, lang TEXT);
CREATE TABLE forms(form TEXT, lang TEXT, sense TEXT);
CREATE TABLE synsets(id TEXT, lang TEXT, ili TEXT, pos TEXT, definition TEXT);
CREATE TABLE sense_relations(src TEXT, type TEXT, dst TEXT);
CREATE TABLE relations(src TEXT, type TEXT, dst TEXT);
"""
_INDEXES = """
CREATE INDEX forms_form ON forms(lang, form);
CREATE INDEX senses_id ON senses(id);
CREATE INDEX senses_synset ON senses(synset);
CREATE UNIQUE INDEX synsets_id ON synsets(id);
CREATE INDEX synsets_ili ON synsets(ili);
INSERT INTO relations
  SELECT DISTINCT s.synset, r.type, t.synset FROM sense_relations r
  JOIN senses s ON s.id = r.src JOIN senses t ON t.id = r.dst;
DROP TABLE sense_relations;
CREATE INDEX relations_src ON relations(src);
"""


@dataclass(slots=True)
class Entry:
    lexicon: str
    lang: str
    lemma: str
    pos: str
    forms: list[str]
    senses: list[tuple[str, str]]  # (sense id, synset id), in order
    sense_relations: list[tuple[str, str, str]]  # (sense, relType, target sense)


@dataclass(slots=True)
class Synset:
    lexicon: str
    lang: str
    id: str
    ili: str | None
    pos: str
    definition: str | None
    relations: list[tuple[str, str]] = field(default_factory=list)  # (relType, target)


@dataclass(slots=True)
class LexiconInfo:
    id: str
    lang: str
    label: str = ""
    version: str = ""
    license: str = ""
    url: str = ""


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _open(path: Path) -> IO[bytes]:
    with open(path, "rb") as fh:
        magic = fh.read(2)
    if magic == b"\x1f\x8b":
        return gzip.open(path, "rb")  # type: ignore[return-value]
    return open(path, "rb")


def iter_lmf(path: str | Path) -> Iterator[LexiconInfo | Entry | Synset]:
    """The lexicons, entries and synsets of a WN-LMF file, in file order.
    Raises `LexiconError` naming the file and line of malformed XML."""
    p = Path(path)
    lex: LexiconInfo | None = None
    lex_elem: ET.Element | None = None
    try:
        with _open(p) as fh:
            for event, elem in ET.iterparse(fh, events=("start", "end")):
                tag = _local(elem.tag)
                if event == "start":
                    if tag == "Lexicon":
                        a = elem.attrib
                        lang = (a.get("language") or "").strip().lower().split("-")[0]
                        lex = LexiconInfo(
                            id=a.get("id", ""),
                            lang=lang,
                            label=a.get("label", ""),
                            version=a.get("version", ""),
                            license=a.get("license", ""),
                            url=a.get("url", ""),
                        )
                        lex_elem = elem
                        yield lex
                    continue
                if tag == "LexicalEntry" and lex is not None:
                    got = _entry(elem, lex)
                    if got is not None:
                        yield got
                elif tag == "Synset" and lex is not None:
                    yield _synset(elem, lex)
                elif tag == "Lexicon":
                    lex, lex_elem = None, None
                    elem.clear()
                    continue
                else:
                    continue
                if lex_elem is not None:
                    lex_elem.clear()  # drop what has been read (the parser keeps appending)
    except ET.ParseError as exc:
        line = exc.position[0] if exc.position else "?"
        raise LexiconError(f"{p}: not well-formed WN-LMF XML (line {line}): {exc.msg}") from None
    except (OSError, EOFError, gzip.BadGzipFile) as exc:
        raise LexiconError(f"{p}: cannot read: {exc}") from None


def _entry(elem: ET.Element, lex: LexiconInfo) -> Entry | None:
    lemma, pos = "", ""
    forms: list[str] = []
    senses: list[tuple[str, str]] = []
    rels: list[tuple[str, str, str]] = []
    for child in elem:
        t = _local(child.tag)
        if t == "Lemma":
            lemma = (child.get("writtenForm") or "").strip()
            pos = child.get("partOfSpeech") or ""
        elif t == "Form":
            f = (child.get("writtenForm") or "").strip()
            if f:
                forms.append(f)
        elif t == "Sense":
            sid, syn = child.get("id") or "", child.get("synset") or ""
            if sid and syn:
                senses.append((sid, syn))
                for r in child:
                    if _local(r.tag) == "SenseRelation" and r.get("target"):
                        rels.append((sid, r.get("relType") or "other", r.get("target") or ""))
    if not lemma or not senses:
        return None
    return Entry(lex.id, lex.lang, lemma, pos, forms, senses, rels)


def _synset(elem: ET.Element, lex: LexiconInfo) -> Synset:
    definition = None
    rels: list[tuple[str, str]] = []
    for child in elem:
        t = _local(child.tag)
        if t == "Definition" and definition is None:
            definition = " ".join((child.text or "").split()) or None
        elif t == "SynsetRelation" and child.get("target"):
            rels.append((child.get("relType") or "other", child.get("target") or ""))
    ili = (elem.get("ili") or "").strip()
    return Synset(
        lex.id,
        lex.lang,
        elem.get("id") or "",
        ili if ili and ili != "in" else None,
        elem.get("partOfSpeech") or "",
        definition,
        rels,
    )


# --------------------------------------------------------------------------- compile


def _fold(text: str) -> str:
    return " ".join(text.replace("_", " ").split()).casefold()


def compile_lmf(sources: Iterable[Path], dest: Path, stamp: str) -> list[LexiconInfo]:
    """Compile WN-LMF files into one SQLite lookup file at `dest` (atomically)."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=dest.parent, prefix=dest.name + ".", suffix=".tmp")
    os.close(fd)
    lexicons: list[LexiconInfo] = []
    try:
        con = sqlite3.connect(tmp)
        con.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + _SCHEMA)
        buf: dict[str, list[tuple[Any, ...]]] = {
            "senses": [],
            "forms": [],
            "synsets": [],
            "sense_relations": [],
            "relations": [],
        }
        widths = {"senses": 6, "forms": 3, "synsets": 5, "sense_relations": 3, "relations": 3}

        def flush(force: bool = False) -> None:
            for table, rows in buf.items():
                if rows and (force or len(rows) >= _BATCH):
                    marks = ",".join("?" * widths[table])
                    con.executemany(f"INSERT INTO {table} VALUES ({marks})", rows)
                    rows.clear()

        for src in sources:
            for item in iter_lmf(src):
                if isinstance(item, LexiconInfo):
                    if not item.lang:
                        raise LexiconError(f"{src}: lexicon {item.id!r} names no language")
                    lexicons.append(item)
                elif isinstance(item, Entry):
                    folded = {_fold(item.lemma), *(_fold(f) for f in item.forms)}
                    for rank, (sid, syn) in enumerate(item.senses):
                        buf["senses"].append((sid, syn, item.lemma, item.pos, rank, item.lang))
                        buf["forms"].extend((f, item.lang, sid) for f in folded if f)
                    buf["sense_relations"].extend(item.sense_relations)
                else:
                    buf["synsets"].append((item.id, item.lang, item.ili, item.pos, item.definition))
                    buf["relations"].extend((item.id, t, d) for t, d in item.relations)
                flush()
        flush(force=True)
        if not lexicons:
            raise LexiconError(f"{', '.join(map(str, sources))}: no <Lexicon> in the file")
        con.executemany(
            "INSERT INTO lexicons VALUES (?, ?, ?, ?, ?, ?)",
            [(x.id, x.lang, x.label, x.version, x.license, x.url) for x in lexicons],
        )
        con.executemany(
            "INSERT INTO meta VALUES (?, ?)", [("format", str(FORMAT)), ("stamp", stamp)]
        )
        try:
            con.executescript(_INDEXES)
        except sqlite3.IntegrityError as exc:
            raise LexiconError(
                f"{', '.join(map(str, sources))}: {exc} (a synset id twice?)"
            ) from None
        con.commit()
        con.close()
        os.replace(tmp, dest)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return lexicons


def source_stamp(paths: Iterable[Path], extra: str = "") -> str:
    """What a compiled file depends on: the sources' paths, sizes and times."""
    h = hashlib.sha1(f"format {FORMAT}|{extra}".encode())
    for p in paths:
        st = p.stat()
        h.update(f"|{p.resolve()}|{st.st_size}|{st.st_mtime_ns}".encode())
    return h.hexdigest()[:24]


# --------------------------------------------------------------------------- lookups


@dataclass(slots=True, frozen=True)
class SenseHit:
    synset: str
    pos: str
    rank: int
    lemma: str


@dataclass(slots=True)
class SynsetInfo:
    id: str
    lang: str
    ili: str | None
    pos: str
    definition: str | None
    lemmas: list[str]


class Lexicon:
    """Lookups in one compiled file (one or more lexicons)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._con = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        self._lock = threading.Lock()
        self._hits: dict[tuple[str, str], list[SenseHit]] = {}
        self._synsets: dict[str, SynsetInfo | None] = {}
        rows = self._con.execute("SELECT id, lang, label, version, license, url FROM lexicons")
        self.lexicons = [LexiconInfo(*r) for r in rows]
        self.langs = frozenset(x.lang for x in self.lexicons)

    def close(self) -> None:
        self._con.close()

    def lookup(self, lang: str, form: str) -> list[SenseHit]:
        """The senses of a written form (case-folded), most frequent first."""
        key = (lang, _fold(form))
        got = self._hits.get(key)
        if got is None:
            with self._lock:
                rows = self._con.execute(
                    "SELECT s.synset, s.pos, s.rank, s.lemma FROM forms f "
                    "JOIN senses s ON s.id = f.sense WHERE f.lang = ? AND f.form = ? "
                    "ORDER BY s.rank, CASE s.pos WHEN 'n' THEN 0 WHEN 'v' THEN 1 WHEN 'r' THEN 3 "
                    "ELSE 2 END, s.synset",
                    key,
                ).fetchall()
            seen: set[str] = set()
            got = []
            for r in rows:
                if r[0] not in seen:
                    seen.add(r[0])
                    got.append(SenseHit(*r))
            self._hits[key] = got
        return got

    def synsets(self, ids: Iterable[str]) -> dict[str, SynsetInfo]:
        ids = list(ids)
        want = [i for i in dict.fromkeys(ids) if i not in self._synsets]
        for i in range(0, len(want), 500):
            chunk = want[i : i + 500]
            marks = ",".join("?" * len(chunk))
            with self._lock:
                rows = self._con.execute(
                    f"SELECT id, lang, ili, pos, definition FROM synsets WHERE id IN ({marks})",
                    chunk,
                ).fetchall()
                lemma_rows = self._con.execute(
                    f"SELECT synset, lemma FROM senses WHERE synset IN ({marks}) ORDER BY rowid",
                    chunk,
                ).fetchall()
            lemmas: dict[str, list[str]] = {}
            for syn, lemma in lemma_rows:
                lst = lemmas.setdefault(syn, [])
                if lemma not in lst:
                    lst.append(lemma)
            for r in rows:
                sid, lang, ili, pos, definition = r
                self._synsets[sid] = SynsetInfo(
                    sid, lang, ili, pos, definition, lemmas.get(sid, [])
                )
            for c in chunk:
                self._synsets.setdefault(c, None)
        return {i: s for i in ids if (s := self._synsets.get(i)) is not None}

    def relations(self, ids: Iterable[str]) -> list[tuple[str, str, str]]:
        out: list[tuple[str, str, str]] = []
        todo = list(dict.fromkeys(ids))
        for i in range(0, len(todo), 500):
            chunk = todo[i : i + 500]
            marks = ",".join("?" * len(chunk))
            with self._lock:
                out += self._con.execute(
                    f"SELECT src, type, dst FROM relations WHERE src IN ({marks})", chunk
                ).fetchall()
        return out

    def by_ili(self, ilis: Iterable[str]) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        todo = list(dict.fromkeys(ilis))
        for i in range(0, len(todo), 500):
            chunk = todo[i : i + 500]
            marks = ",".join("?" * len(chunk))
            with self._lock:
                rows = self._con.execute(
                    f"SELECT ili, id FROM synsets WHERE ili IN ({marks}) ORDER BY id", chunk
                ).fetchall()
            for ili, sid in rows:
                out.setdefault(ili, []).append(sid)
        return out

    def counts(self) -> dict[str, int]:
        with self._lock:
            return {
                t: int(self._con.execute(f"SELECT count(*) FROM {t}").fetchone()[0])
                for t in ("synsets", "senses", "relations")
            }
