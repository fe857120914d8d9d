"""The decisions journal (`docs/model.md`): durable decisions as text in
`.semnet/decisions/`, one sorted file per note, one record per line; the
records a run makes (`Journal.rows_for_run`), put into the store's `journal`
table in the run's transaction and into their files once it committed
(`Journal.flush`), and read back (`Journal.read`). Matching journal ids to
the store's nodes and adopting decisions: `graph/manuscript/journal_sync.py`.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import duckdb
from semnet.graph.model import (
    EdgeOrigin,
    EdgeRec,
    NodeRec,
    from_micros,
    new_id,
    now_micros,
    to_micros,
)

if TYPE_CHECKING:
    from semnet.graph.store.writer import RunWriter

_log = logging.getLogger(__name__)

JOURNAL_DIR = "decisions"
WORKSPACE_FILE = "_workspace.jsonl"
ATTRIBUTES = (
    "# semnet's decisions journal: a merge keeps both sides' lines (docs/model.md)\n"
    "*.jsonl merge=union\n"
)
_MARKERS = ("<<<<<<<", "=======", ">>>>>>>", "|||||||")
_TRUSTED = frozenset({EdgeOrigin.AUTHORIAL.value, EdgeOrigin.PROMOTED.value})
# The offline judge proves its suggestions again: they are journaled once triaged.
_REPEATABLE_MODEL = "rules"


# --------------------------------------------------------------------------- records


def iso(micros: int | None) -> str | None:
    value = from_micros(micros)
    return None if value is None else value.isoformat().replace("+00:00", "Z")


def micros_of(text: str | None) -> int | None:
    return None if text is None else to_micros(datetime.fromisoformat(text))


def _dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def note_file(uri: str | None) -> str | None:
    """The note a record about a node of this file goes with (None: none)."""
    if uri and uri.lower().endswith((".md", ".bib")):
        return uri
    return None


def journal_file(note: str | None) -> str:
    """The journal file (relative to the journal folder) of a note."""
    return f"{note}.jsonl" if note else WORKSPACE_FILE


@dataclass(slots=True)
class Identity:
    """What re-attaches a node to its paragraph after a rebuild: its file,
    kind, content hash, `^block` id, bibliography key, position and text."""

    node: str
    kind: str
    file: str | None
    ord: int
    hash: str | None
    block: str | None
    key: str | None
    text: str | None
    at: int

    @classmethod
    def of(cls, n: NodeRec, at: int) -> Identity:
        key = n.attrs.get("source_key") if n.attrs else None
        return cls(
            n.id, n.kind, n.uri, n.ord, n.content_hash, n.block_id,
            str(key) if key else None, n.text, at,
        )  # fmt: skip

    def anchor(self) -> tuple[Any, ...]:
        return (self.file, self.hash, self.kind, self.block, self.key)

    def line(self) -> str:
        return _dumps(
            {
                "at": iso(self.at), "block": self.block, "file": self.file, "hash": self.hash,
                "key": self.key, "kind": self.kind, "node": self.node, "ord": self.ord,
                "text": self.text,
            }
        )  # fmt: skip


@dataclass(slots=True)
class Decision:
    """One change to a journaled edge: its state after it (None: deleted),
    the event, the run, and the decisions it follows (`prev`)."""

    id: str
    edge: str
    event: str
    run: str | None
    at: int
    prev: tuple[str, ...]
    state: EdgeRec | None
    pair: str | None = None

    def line(self) -> str:
        s = self.state
        state = None
        if s is not None:
            state = {
                "src": s.src, "dst": s.dst, "kind": s.kind, "directed": s.directed,
                "weight": s.weight, "reason": s.reason, "origin": s.origin, "attrs": s.attrs,
                "created": iso(s.created_at), "valid": iso(s.valid_at),
                "invalid": iso(s.invalid_at), "expired": iso(s.expired_at),
                "retired": s.retired, "pair": self.pair,
            }  # fmt: skip
        return _dumps(
            {
                "at": iso(self.at), "edge": self.edge, "event": self.event, "id": self.id,
                "prev": sorted(self.prev), "run": self.run, "state": state,
            }
        )  # fmt: skip


def parse(line: str) -> Identity | Decision:
    """A journal line as a record; ValueError (or KeyError) if it is not one."""
    d = json.loads(line)
    if not isinstance(d, dict):
        raise ValueError("not a JSON object")
    at = micros_of(d["at"]) or 0
    if "node" in d:
        return Identity(
            str(d["node"]), str(d["kind"]), d.get("file"), int(d.get("ord") or 0),
            d.get("hash"), d.get("block"), d.get("key"), d.get("text"), at,
        )  # fmt: skip
    s = d["state"]
    state = None
    pair = None
    if s is not None:
        state = EdgeRec(
            id=str(d["edge"]), src=str(s["src"]), dst=str(s["dst"]), kind=str(s["kind"]),
            directed=bool(s["directed"]), weight=float(s["weight"]), reason=s.get("reason"),
            origin=str(s["origin"]), attrs=dict(s.get("attrs") or {}),
            created_at=micros_of(s.get("created")) or at, valid_at=micros_of(s.get("valid")),
            invalid_at=micros_of(s.get("invalid")), expired_at=micros_of(s.get("expired")),
            retired=s.get("retired"),
        )  # fmt: skip
        pair = s.get("pair")
    prev = tuple(str(p) for p in d.get("prev") or ())
    return Decision(str(d["id"]), str(d["edge"]), str(d["event"]), d.get("run"), at, prev,
                    state, pair)  # fmt: skip


def journaled(rec: EdgeRec) -> bool:
    """Is a change to this edge a decision the journal keeps (unless it
    already has a history there)?"""
    if rec.origin in _TRUSTED or rec.retired == "dismissed":
        return True
    if rec.origin != EdgeOrigin.JUDGED.value:
        return False
    model = rec.attrs.get("model") if rec.attrs else None
    return not (isinstance(model, str) and model.startswith(_REPEATABLE_MODEL))


def node_ids(ref: str) -> list[str]:
    """The node ids an endpoint names (`node:<id>`, the book of `source:<id>:<key>`)."""
    kind, _, rest = ref.partition(":")
    if kind == "node":
        return [rest]
    if kind == "source":
        return [rest.partition(":")[0]]
    return []


def read_lines(path: Path) -> Iterator[str]:
    """The record lines of a journal file (blank lines and merge-conflict
    markers left out). The journal comes with the workspace (a clone):
    a symlink, a FIFO or a device in its place is not read (`FileSkipped`)."""
    from semnet.graph.manuscript.workspace import FileSkipped, read_regular

    if path.is_symlink():
        raise FileSkipped(f"{path.name}: a symlink in the decisions journal; not read")
    try:
        text = read_regular(path, path.name).decode("utf-8", errors="replace")
    except FileNotFoundError:
        return
    for raw in text.splitlines():
        line = raw.strip()
        if line and not line.startswith(_MARKERS):
            yield line


# --------------------------------------------------------------------------- the store side


@dataclass(slots=True)
class Row:
    """A row of the `journal` table: a record for a file, or (`line` None) the
    removal of a node's identity from a file it left."""

    id: str
    kind: str  # node | edge | drop
    target: str  # the node id, or the store's edge id the decision is about
    prev: tuple[str, ...]
    file: str
    line: str | None
    at: int
    flushed: bool = False


@dataclass(slots=True)
class JournalFiles:
    """What the journal's files hold: identities (the latest per node),
    decisions, the lines that could not be read."""

    identities: dict[str, Identity] = field(default_factory=dict)
    decisions: list[Decision] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


class Journal:
    """The journal of one store: its folder, and what the store knows of it.

    Attributes:
        folder: `.semnet/decisions`.
        heads: per edge id (the store's), the ids of its latest decisions.
        identities: per node id, the identity last written for it.
        seen: the ids of every record the store wrote or read.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.heads: dict[str, set[str]] = {}
        self.identities: dict[str, Identity] = {}
        self.seen: set[str] = set()

    def load(self, con: duckdb.DuckDBPyConnection) -> None:
        self.heads.clear()
        self.identities.clear()
        self.seen.clear()
        rows = con.execute(
            "SELECT id, kind, target, prev, line, made_at, file, flushed FROM journal "
            "WHERE kind <> 'drop' ORDER BY made_at, id"
        ).fetchall()
        self.follow(
            Row(str(i), str(k), str(t), tuple(json.loads(p or "[]")), str(f), line, int(a), fl)
            for i, k, t, p, line, a, f, fl in rows
        )

    def follow(self, rows: Iterable[Row]) -> None:
        """Take committed rows into the in-memory state (heads, identities)."""
        for r in rows:
            if r.kind == "edge":
                self.seen.add(r.id)
                heads = self.heads.setdefault(r.target, set())
                heads.difference_update(r.prev)
                heads.add(r.id)
            elif r.kind == "node" and r.line is not None:
                self.seen.add(r.id)
                got = parse(r.line)
                old = self.identities.get(r.target)
                if isinstance(got, Identity) and (old is None or old.at <= got.at):
                    self.identities[r.target] = got

    # -- the records of a run ---------------------------------------------------------

    def rows_for_run(
        self,
        w: RunWriter,
        changed: Iterable[EdgeRec],
        nodes: Mapping[str, NodeRec],
        *,
        decisions: bool = True,
    ) -> list[Row]:
        """The records of a run: a decision for each journaled edge it changed
        (`changed`: their states after it), the identity of each node they
        name that the journal does not have as it is now, and new identities
        of journaled nodes the run moved or changed."""
        now = now_micros()
        last = {e.edge_id: e.event for e in w.events}
        pairs = {eid: pk for pk, _k, eid in w.dismissals}

        def node(nid: str) -> NodeRec | None:
            if nid in w.node_deletes:
                return None
            return w.node_puts.get(nid) or nodes.get(nid)

        rows: list[Row] = []
        named: set[str] = set()
        for rec in changed if decisions else ():
            if not (journaled(rec) or rec.id in self.heads):
                continue
            prev = tuple(sorted(self.heads.get(rec.id, ())))
            d = Decision(new_id(), rec.id, last.get(rec.id, "created"), w.id, now, prev,
                         rec.copy(), pairs.get(rec.id))  # fmt: skip
            ends = [n for ref in (rec.src, rec.dst) for n in node_ids(ref)]
            named.update(ends)
            note = next(
                (f for n in ends if (m := node(n)) is not None and (f := note_file(m.uri))), None
            )
            rows.append(Row(d.id, "edge", rec.id, prev, journal_file(note), d.line(), now))
        touched = named | (w.node_puts.keys() & self.identities.keys())
        for nid in sorted(touched):
            n = node(nid)
            if n is None or n.uri is None:
                continue  # gone, or detached for a while: the last identity stands
            ident = Identity.of(n, now)
            old = self.identities.get(nid)
            if old is not None and old.anchor() == ident.anchor():
                continue
            file = journal_file(note_file(n.uri))
            rows.append(Row(new_id(), "node", nid, (), file, ident.line(), now))
            if old is not None and journal_file(note_file(old.file)) != file:
                rows.append(Row(new_id(), "drop", nid, (), journal_file(note_file(old.file)),
                                None, now))  # fmt: skip
        return rows

    @staticmethod
    def insert(con: duckdb.DuckDBPyConnection, rows: list[Row]) -> None:
        """The rows, inside the run's transaction."""
        con.executemany(
            "INSERT INTO journal VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [[r.id, r.kind, r.target, json.dumps(list(r.prev)), r.file, r.line, r.at, r.flushed]
             for r in rows],
        )  # fmt: skip

    # -- into the files -----------------------------------------------------------------

    def flush(self, con: duckdb.DuckDBPyConnection) -> int:
        """Write the committed rows not yet in their files; returns how many.
        Each file is written whole to a temporary file and renamed over the
        old one; a row is marked written only after its file is."""
        rows = con.execute(
            "SELECT id, kind, target, file, line FROM journal WHERE NOT flushed "
            "ORDER BY made_at, id"
        ).fetchall()
        if not rows:
            return 0
        by_file: dict[str, list[tuple[str, str, str | None]]] = {}
        for _rid, kind, target, file, line in rows:
            by_file.setdefault(str(file), []).append((str(kind), str(target), line))
        self.folder.mkdir(parents=True, exist_ok=True)
        attrs = self.folder / ".gitattributes"
        if not attrs.exists():
            _write_atomic(attrs, ATTRIBUTES)
        for file, changes in sorted(by_file.items()):
            _merge_file(self.folder / file, changes)
        ids = [r[0] for r in rows]
        con.execute("BEGIN TRANSACTION")
        try:
            con.execute("UPDATE journal SET flushed = true WHERE id IN (SELECT unnest(?))", [ids])
            con.execute("DELETE FROM journal WHERE kind = 'drop' AND flushed")
            # one identity row per node is enough
            con.execute(
                "DELETE FROM journal WHERE kind = 'node' AND flushed AND id NOT IN ("
                "SELECT arg_max(id, made_at) FROM journal WHERE kind = 'node' GROUP BY target)"
            )
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise
        return len(rows)

    # -- reading --------------------------------------------------------------------------

    def read(self) -> JournalFiles:
        """Every record in the journal's files (the latest identity per node)."""
        out = JournalFiles()
        if not self.folder.is_dir():
            return out
        for path in sorted(self.folder.rglob("*.jsonl")):
            try:
                lines = list(read_lines(path))
            except OSError as exc:  # `FileSkipped` among them
                rel = path.relative_to(self.folder).as_posix()
                out.problems.append(f"{rel}: {str(exc).split(': ', 1)[-1]}")
                continue
            for line in lines:
                try:
                    rec = parse(line)
                except (ValueError, KeyError, TypeError) as exc:
                    rel = path.relative_to(self.folder).as_posix()
                    out.problems.append(f"{rel}: a line that is not a record ({exc})")
                    continue
                if isinstance(rec, Identity):
                    old = out.identities.get(rec.node)
                    if old is None or (old.at, old.file or "") < (rec.at, rec.file or ""):
                        out.identities[rec.node] = rec
                else:
                    out.decisions.append(rec)
        seen: set[str] = set()
        unique = []
        for d in sorted(out.decisions, key=lambda d: (d.at, d.id)):
            if d.id not in seen:
                seen.add(d.id)
                unique.append(d)
        out.decisions = unique
        return out


def _merge_file(path: Path, changes: list[tuple[str, str, str | None]]) -> None:
    """One journal file with new records merged in (and identities of nodes
    that left it taken out): identities first by node, then decisions by id."""
    identities: dict[str, tuple[int, str]] = {}
    decisions: dict[str, str] = {}
    try:
        lines = list(read_lines(path))
    except OSError as exc:  # a symlink or a FIFO in its place: replaced, not followed
        _log.warning("%s", exc)
        lines = []
    for line in lines:
        try:
            rec = parse(line)
        except (ValueError, KeyError, TypeError):
            decisions[f"~{line}"] = line  # kept as it is: not ours to drop
            continue
        if isinstance(rec, Identity):
            if rec.node not in identities or identities[rec.node][0] <= rec.at:
                identities[rec.node] = (rec.at, line)
        else:
            decisions[rec.id] = line
    for kind, target, change in changes:
        if kind == "drop":
            identities.pop(target, None)
        elif kind == "node" and change is not None:
            identities[target] = (now_micros(), change)
        elif change is not None:
            decisions[json.loads(change)["id"]] = change
    lines = [identities[k][1] for k in sorted(identities)]
    lines += [decisions[k] for k in sorted(decisions)]
    path.parent.mkdir(parents=True, exist_ok=True)
    _write_atomic(path, "".join(f"{x}\n" for x in lines))


def _write_atomic(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


__all__ = [
    "ATTRIBUTES",
    "JOURNAL_DIR",
    "Decision",
    "Identity",
    "Journal",
    "JournalFiles",
    "Row",
    "journaled",
    "node_ids",
    "parse",
]
