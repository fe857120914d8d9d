"""Import an inkhaven project (RFC §6: the five encodings), keeping node UUIDs.

What is read (everything is read and checked before anything is written; a
malformed file is an `InkhavenError` naming it, and nothing is imported):

- `metadata.db` (DuckDB), table `json_docs(id, created_at, updated_at, key,
  document)`: each document is a node (`kind`, `title`, `slug`, `path`,
  `parent_id`, `order`, `file`) → a node with the same UUID;
  `linked_paragraphs: [uuid]` → `links_to` (imported); `event: {start_ticks,
  end_ticks?, precision, characters, places, track?}` → `event_involves`
  (imported) with `valid_at`/`invalid_at` from the ticks.
- `.inkhaven/fact-sources.json` `{"facts": {uuid: {origin, detail, query,
  thread, created_at}}}` → `sourced_from` → `work:<origin>:<detail>`
  (imported), `attrs.source_origin = origin`.
- `.inkhaven/fact-verdicts.json` `{"facts": {uuid: {level, reason,
  checked_at}}}` → `graded_as` → `grade:<level>` (judged).
- `.inkhaven/facts_scan.json` `{version, language, findings: [{chapter,
  chapter_index, claim, fact, detail}]}` → `contradicts` between the prose
  paragraph that holds the claim and the fact (judged).
- `edges.db` (inkhaven 2.x) `edges(id, src_kind, src_ref, dst_kind, dst_ref,
  kind, directed, weight, reason, origin, attrs, created_at)` → imported as
  they are (multi-part refs split on U+001F); kinds and endpoint kinds semnet
  does not have (`declares`, `evidence:`, `declared:`) are skipped and listed.

Paragraph text is read from the node's `file` (a Typst file under `books/`).
Event ticks are converted with inkhaven's `gregorian` preset by default (one
tick a day, 30-day months, 12-month years, year 1 at tick 0); `days` reads
them as days since 0001-01-01; `none` keeps only the raw ticks (in `attrs`).

With `export_dir`, the nodes are also written as a Markdown workspace
(books as folders, chapters as files, subchapters as headings; the
Characters, Places, Facts and Sources system books as `characters/`,
`places/`, `facts/`, `sources/` notes), its store holds the imported graph,
and an index pass lifts it: the Markdown blocks keep the inkhaven UUIDs.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, timedelta
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

import duckdb
import yaml
from pydantic import Field
from semnet.graph.errors import SemnetError
from semnet.graph.manuscript.parse import parse_document, slugify
from semnet.graph.manuscript.reanchor import content_hash
from semnet.graph.model import EdgeKind, EdgeOrigin, EdgeRec, NodeRec, make_rec, node_ref, to_micros
from semnet.graph.query.views import Wire
from semnet.graph.store.edge_store import EdgeStore

NODE_KINDS = frozenset({"book", "chapter", "subchapter", "paragraph", "image", "script"})
US = "\x1f"
_NS = uuid.UUID("6f1d3b52-9c1e-4a8e-8f0e-5e3b1d2c7a90")  # ids semnet derives for extra blocks
_SYSTEM = {
    "characters": "characters",
    "character": "characters",
    "places": "places",
    "place": "places",
    "facts": "facts",
    "fact": "facts",
    "sources": "sources",
    "source": "sources",
}
_SKIPPED_SYSTEM = frozenset({"help", "scripts", "notes", "prompts", "trash"})
_LEVELS = {"accurate": "accurate", "dubious": "dubious", "inaccurate": "inaccurate"}


class InkhavenError(SemnetError):
    """A malformed or partial inkhaven project (the message names the file)."""


# --------------------------------------------------------------------------- reading


@dataclass(slots=True)
class IkNode:
    id: str
    kind: str
    title: str
    slug: str
    parent_id: str | None
    order: int
    path: list[str] = field(default_factory=list)
    file: str | None = None
    system_tag: str | None = None
    linked: list[str] = field(default_factory=list)
    event: dict[str, Any] | None = None
    text: str = ""
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Project:
    root: Path
    nodes: dict[str, IkNode]
    sources: dict[str, dict[str, Any]] = field(default_factory=dict)
    verdicts: dict[str, dict[str, Any]] = field(default_factory=dict)
    scan: dict[str, Any] | None = None
    edges: list[dict[str, Any]] = field(default_factory=list)
    read: list[str] = field(default_factory=list)


def _uuid(value: Any, where: str) -> str:
    try:
        return str(uuid.UUID(str(value)))
    except (ValueError, TypeError, AttributeError):
        raise InkhavenError(f"{where}: {value!r} is not a UUID") from None


def _rel(root: Path, p: Path) -> str:
    try:
        return p.relative_to(root).as_posix()
    except ValueError:
        return str(p)


def _read_json(path: Path, root: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as exc:
        raise InkhavenError(f"{_rel(root, path)}: not UTF-8 (byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise InkhavenError(f"{_rel(root, path)}: invalid JSON: {exc}") from None
    except OSError as exc:
        raise InkhavenError(f"{_rel(root, path)}: cannot read: {exc.strerror or exc}") from None


def _typst_to_markdown(text: str) -> str:
    out = []
    for line in text.replace("\r\n", "\n").split("\n"):
        s = line.strip()
        if s.startswith("//"):
            continue  # a Typst comment
        if re.match(r"^#[A-Za-z]", s):
            continue  # a Typst code line (#set, #pagebreak(), …)
        m = re.match(r"^=+\s+(.*)$", s)
        out.append(m.group(1) if m else line.rstrip())
    return re.sub(r"\n{3,}", "\n\n", "\n".join(out)).strip()


def _read_nodes(root: Path) -> dict[str, IkNode]:
    path = root / "metadata.db"
    name = "metadata.db"
    if not path.is_file():
        raise InkhavenError(f"{root} is not an inkhaven project: it has no metadata.db")
    try:
        con = duckdb.connect(str(path), read_only=True)
    except duckdb.Error as exc:
        raise InkhavenError(f"{name}: cannot open it as a DuckDB database: {exc}") from None
    try:
        try:
            cols = {r[0] for r in con.execute("DESCRIBE json_docs").fetchall()}
        except duckdb.Error:
            raise InkhavenError(f"{name}: has no table json_docs") from None
        missing = {"id", "document"} - cols
        if missing:
            raise InkhavenError(
                f"{name}: json_docs lacks the column(s) {', '.join(sorted(missing))}"
            )
        extra = [c for c in ("created_at", "updated_at", "key") if c in cols]
        rows = con.execute(
            f"SELECT id, CAST(document AS VARCHAR), {', '.join(extra) or 'NULL'} FROM json_docs "
            "ORDER BY id"
        ).fetchall()
    finally:
        con.close()
    nodes: dict[str, IkNode] = {}
    for row in rows:
        raw_id, doc_text = row[0], row[1]
        nid = _uuid(raw_id, f"{name}: json_docs row {raw_id!r}: id")
        where = f"{name}: node {nid}"
        try:
            doc = json.loads(doc_text) if isinstance(doc_text, str) else doc_text
        except json.JSONDecodeError as exc:
            raise InkhavenError(f"{where}: document is not JSON: {exc}") from None
        if not isinstance(doc, dict):
            raise InkhavenError(f"{where}: document is not an object")
        kind = doc.get("kind")
        if kind not in NODE_KINDS:
            raise InkhavenError(
                f"{where}: kind {kind!r} is not one of {', '.join(sorted(NODE_KINDS))}"
            )
        title = doc.get("title")
        if not isinstance(title, str):
            raise InkhavenError(f"{where}: missing title")
        parent = doc.get("parent_id")
        parent_id = _uuid(parent, f"{where}: parent_id") if parent not in (None, "") else None
        order = doc.get("order", 0)
        if not isinstance(order, int) or isinstance(order, bool):
            raise InkhavenError(f"{where}: order {order!r} is not an integer")
        linked_raw = doc.get("linked_paragraphs") or []
        if not isinstance(linked_raw, list):
            raise InkhavenError(f"{where}: linked_paragraphs is not a list")
        linked = [_uuid(u, f"{where}: linked_paragraphs") for u in linked_raw]
        event = doc.get("event")
        if event is not None:
            event = _check_event(event, where)
        path_v = doc.get("path") or []
        meta = {"inkhaven_kind": kind}
        for i, k in enumerate(extra):
            if row[2 + i] is not None:
                meta[f"inkhaven_{k}"] = row[2 + i]
        for k in ("status", "tags", "word_count", "bookmark", "content_type", "system_tag"):
            if doc.get(k) not in (None, [], "", False):
                meta[k] = doc[k]
        nodes[nid] = IkNode(
            id=nid,
            kind=kind,
            title=title,
            slug=str(doc.get("slug") or ""),
            parent_id=parent_id,
            order=order,
            path=[str(p) for p in path_v] if isinstance(path_v, list) else [],
            file=doc.get("file") if isinstance(doc.get("file"), str) else None,
            system_tag=doc.get("system_tag") if isinstance(doc.get("system_tag"), str) else None,
            linked=linked,
            event=event,
            meta=meta,
        )
        for k in ("content", "text", "body"):
            if isinstance(doc.get(k), str):
                nodes[nid].text = doc[k]
                break
    for n in nodes.values():
        if n.parent_id is not None and n.parent_id not in nodes:
            raise InkhavenError(
                f"{name}: node {n.id} ({n.title!r}) has parent {n.parent_id}, "
                "which is not in json_docs"
            )
        if n.file and not n.text and n.kind in ("paragraph", "script"):
            fp = (root / n.file).resolve()
            try:
                fp.relative_to(root.resolve())
            except ValueError:
                raise InkhavenError(
                    f"{name}: node {n.id}: file {n.file!r} is outside the project"
                ) from None
            if fp.is_file():
                try:
                    raw = fp.read_text(encoding="utf-8")
                except (OSError, UnicodeDecodeError) as exc:
                    raise InkhavenError(f"{n.file}: cannot read it as UTF-8 text: {exc}") from None
                n.text = raw if n.kind == "script" else _typst_to_markdown(raw)
    return nodes


def _check_event(event: Any, where: str) -> dict[str, Any]:
    if not isinstance(event, dict):
        raise InkhavenError(f"{where}: event is not an object")
    start = event.get("start_ticks")
    if not isinstance(start, int) or isinstance(start, bool):
        raise InkhavenError(f"{where}: event.start_ticks {start!r} is not an integer")
    end = event.get("end_ticks")
    if end is not None and (not isinstance(end, int) or isinstance(end, bool)):
        raise InkhavenError(f"{where}: event.end_ticks {end!r} is not an integer")
    out = dict(event)
    for key in ("characters", "places"):
        v = event.get(key) or []
        if not isinstance(v, list):
            raise InkhavenError(f"{where}: event.{key} is not a list")
        out[key] = [_uuid(u, f"{where}: event.{key}") for u in v]
    return out


def _read_sidecar_facts(root: Path, name: str) -> dict[str, dict[str, Any]]:
    path = root / ".inkhaven" / name
    if not path.exists():
        return {}
    rel = f".inkhaven/{name}"
    data = _read_json(path, root)
    if not isinstance(data, dict) or not isinstance(data.get("facts", {}), dict):
        raise InkhavenError(f'{rel}: expected {{"facts": {{node id: record}}}}')
    out: dict[str, dict[str, Any]] = {}
    for k, v in data.get("facts", {}).items():
        nid = _uuid(k, f"{rel}: key")
        if not isinstance(v, dict):
            raise InkhavenError(f"{rel}: the record of {k} is not an object")
        out[nid] = v
    return out


def _read_scan(root: Path) -> dict[str, Any] | None:
    path = root / ".inkhaven" / "facts_scan.json"
    if not path.exists():
        return None
    rel = ".inkhaven/facts_scan.json"
    data = _read_json(path, root)
    if not isinstance(data, dict) or not isinstance(data.get("findings"), list):
        raise InkhavenError(f'{rel}: expected {{"version", "language", "findings": [...]}}')
    for i, f in enumerate(data["findings"]):
        if not isinstance(f, dict):
            raise InkhavenError(f"{rel}: finding {i} is not an object")
        for key in ("chapter", "claim", "fact", "detail"):
            if not isinstance(f.get(key), str):
                raise InkhavenError(f"{rel}: finding {i} has no {key!r} text")
    return data


def _read_edges(root: Path) -> list[dict[str, Any]]:
    path = root / "edges.db"
    if not path.exists():
        return []
    try:
        con = duckdb.connect(str(path), read_only=True)
    except duckdb.Error as exc:
        raise InkhavenError(f"edges.db: cannot open it as a DuckDB database: {exc}") from None
    try:
        try:
            cur = con.execute(
                "SELECT id, src_kind, src_ref, dst_kind, dst_ref, kind, directed, weight, reason, "
                "origin, CAST(attrs AS VARCHAR) AS attrs, created_at FROM edges ORDER BY id"
            )
        except duckdb.Error as exc:
            raise InkhavenError(f"edges.db: not an inkhaven edge store: {exc}") from None
        names = [d[0] for d in cur.description]
        rows = [dict(zip(names, r, strict=True)) for r in cur.fetchall()]
    finally:
        con.close()
    return rows


def read_project(root: str | os.PathLike[str]) -> Project:
    """Read and check an inkhaven project; raises `InkhavenError` naming the
    file when something is malformed."""
    r = Path(root)
    if not r.is_dir():
        raise InkhavenError(f"{r} is not a folder")
    nodes = _read_nodes(r)
    proj = Project(root=r, nodes=nodes, read=["metadata.db"])
    proj.sources = _read_sidecar_facts(r, "fact-sources.json")
    for nid, rec in proj.sources.items():
        if not isinstance(rec.get("origin"), str) or not rec["origin"].strip():
            raise InkhavenError(f".inkhaven/fact-sources.json: the record of {nid} has no origin")
    if proj.sources:
        proj.read.append(".inkhaven/fact-sources.json")
    proj.verdicts = _read_sidecar_facts(r, "fact-verdicts.json")
    for nid, rec in proj.verdicts.items():
        if str(rec.get("level", "")).lower() not in _LEVELS:
            raise InkhavenError(
                f".inkhaven/fact-verdicts.json: the verdict of {nid} has level "
                f"{rec.get('level')!r}; expected Accurate, Dubious or Inaccurate"
            )
    if proj.verdicts:
        proj.read.append(".inkhaven/fact-verdicts.json")
    proj.scan = _read_scan(r)
    if proj.scan is not None:
        proj.read.append(".inkhaven/facts_scan.json")
    proj.edges = _read_edges(r)
    if (r / "edges.db").exists():
        proj.read.append("edges.db")
    return proj


# --------------------------------------------------------------------------- ticks


def _clamp_date(y: int, m: int, d: int) -> date | None:
    if not 1 <= y <= 9999:
        return None
    for day in range(d, 0, -1):
        try:
            return date(y, m, day)
        except ValueError:
            continue
    return None


def _add_months(d: date, n: int) -> date | None:
    y, m = divmod(d.month - 1 + n, 12)
    return _clamp_date(d.year + y, m + 1, d.day)


def ticks_to_date(ticks: int, calendar: str) -> date | None:
    if calendar == "days":
        try:
            return date.fromordinal(ticks + 1)
        except (ValueError, OverflowError):
            return None
    if calendar == "gregorian":
        if ticks < 0:
            return None
        year, rest = divmod(ticks, 360)
        month, day = divmod(rest, 30)
        return _clamp_date(year + 1, month + 1, day + 1)
    return None


def event_period(event: dict[str, Any], calendar: str) -> tuple[int | None, int | None]:
    """[valid_at, invalid_at) of an inkhaven event, in microseconds."""
    from datetime import UTC, datetime

    def micros(d: date | None) -> int | None:
        return None if d is None else to_micros(datetime(d.year, d.month, d.day, tzinfo=UTC))

    start = ticks_to_date(int(event["start_ticks"]), calendar)
    if start is None:
        return None, None
    if event.get("end_ticks") is not None:
        end = ticks_to_date(int(event["end_ticks"]), calendar)
        if end is not None and end < start:
            end = None
        return micros(start), micros(end)
    precision = str(event.get("precision") or "day").lower()
    end2: date | None
    if precision == "year":
        end2 = _clamp_date(start.year + 1, 1, 1) if start.month == 1 else _add_months(start, 12)
    elif precision == "season":
        end2 = _add_months(start, 3)
    elif precision == "month":
        end2 = _add_months(start, 1)
    elif precision == "week":
        end2 = start + timedelta(days=7)
    else:
        end2 = start + timedelta(days=1)
    return micros(start), micros(end2)


# --------------------------------------------------------------------------- planning


class ImportSummary(Wire):
    project: str
    files_read: list[str]
    nodes: int
    edges: dict[str, int]
    skipped: list[str] = Field(default_factory=list)
    exported_to: str | None = None
    markdown_files: int = 0
    run_id: str | None = None
    index_run_id: str | None = None


@dataclass(slots=True)
class _Plan:
    nodes: dict[str, NodeRec] = field(default_factory=dict)
    edges: list[EdgeRec] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    files: dict[str, str] = field(default_factory=dict)  # uri -> Markdown text
    copies: dict[str, Path] = field(default_factory=dict)  # uri -> image to copy


def _children(nodes: dict[str, IkNode]) -> dict[str | None, list[IkNode]]:
    out: dict[str | None, list[IkNode]] = {}
    for n in nodes.values():
        out.setdefault(n.parent_id, []).append(n)
    for lst in out.values():
        lst.sort(key=lambda n: (n.order, n.title, n.id))
    return out


def _system(n: IkNode) -> str | None:
    tag = (n.system_tag or "").strip().lower()
    if tag in _SYSTEM:
        return _SYSTEM[tag]
    if tag in _SKIPPED_SYSTEM:
        return "skip"
    title = n.title.strip().lower()
    if not tag and title in _SYSTEM:
        return _SYSTEM[title]
    return "skip" if tag else None


def _node_kind(n: IkNode, system: str | None) -> str:
    if n.kind == "book":
        return "book"
    if n.kind in ("paragraph", "image"):
        return {
            "facts": "fact",
            "characters": "character",
            "places": "place",
            "sources": "source",
        }.get(system or "", "paragraph")
    if n.kind == "chapter" and system == "facts":
        return "fact_note"
    return n.kind


def _dump_front(meta: dict[str, Any]) -> str:
    return "---\n" + yaml.safe_dump(meta, allow_unicode=True, sort_keys=False).strip() + "\n---\n"


class _Names:
    def __init__(self) -> None:
        self.used: set[str] = set()

    def take(self, folder: str, stem: str) -> str:
        stem = stem or "untitled"
        uri = f"{folder}/{stem}.md" if folder else f"{stem}.md"
        i = 2
        while uri.lower() in self.used:
            uri = f"{folder}/{stem}-{i}.md" if folder else f"{stem}-{i}.md"
            i += 1
        self.used.add(uri.lower())
        return uri


def _slug(n: IkNode) -> str:
    s = slugify(n.slug or n.title) or n.id[:8]
    return re.sub(r"[\\/:*?\"<>|]+", "-", s)[:80]


def _para_text(n: IkNode, project: Project, uri: str, plan: _Plan) -> str:
    if n.kind == "image":
        src = (project.root / n.file) if n.file else None
        alt = str(n.meta.get("image_alt") or n.title)
        if src is not None and src.is_file():
            target = (
                f"{uri.rsplit('/', 1)[0]}/images/{src.name}" if "/" in uri else f"images/{src.name}"
            )
            plan.copies[target] = src
            rel = os.path.relpath(target, os.path.dirname(uri) or ".")
            return f"![{alt}]({Path(rel).as_posix()})"
        return f"![{alt}]()"
    return n.text.strip() or n.title.strip()


def _plan_markdown(project: Project, plan: _Plan) -> dict[str, tuple[str, int]]:
    """Lay the nodes out as Markdown files. Returns node id -> (uri, block
    index) for the nodes that become a file (index 0) or a block (index ≥ 1)."""
    nodes = project.nodes
    kids = _children(nodes)
    names = _Names()
    placed: dict[str, tuple[str, int]] = {}

    # file uri -> list of (node id or None, kind, markdown text) blocks
    files: dict[str, tuple[IkNode | None, dict[str, Any], list[tuple[IkNode, str]]]] = {}

    def add_file(uri: str, owner: IkNode | None, front: dict[str, Any]) -> None:
        files[uri] = (owner, front, [])

    def walk(n: IkNode, uri: str, depth: int) -> None:
        for c in kids.get(n.id, []):
            if c.kind == "subchapter":
                level = min(6, depth + 2)
                files[uri][2].append((c, "#" * level + " " + " ".join(c.title.split())))
                walk(c, uri, depth + 1)
            elif c.kind in ("paragraph", "image"):
                files[uri][2].append((c, _para_text(c, project, uri, plan)))
            elif c.kind == "chapter":
                walk(c, uri, depth)  # a chapter inside a chapter: flattened
            # scripts are not prose: they stay nodes without a file

    book_of_folder: dict[str, str] = {}
    for book in kids.get(None, []):
        if book.kind != "book":
            plan.skipped.append(f"metadata.db: top-level {book.kind} {book.id} is not in a book")
            continue
        system = _system(book)
        if system == "skip":
            continue
        folder = system or _slug(book)
        if folder in book_of_folder:
            folder = f"{folder}-{book.id[:8]}"
        book_of_folder[folder] = book.id
        placed[book.id] = (folder, -1)
        if system in ("characters", "places", "sources"):
            etype = {"characters": "character", "places": "place", "sources": "source"}[system]
            entries: list[IkNode] = []

            def leaves(x: IkNode, acc: list[IkNode]) -> None:
                for c in kids.get(x.id, []):
                    if c.kind in ("paragraph", "image"):
                        acc.append(c)
                    elif c.kind != "script":
                        leaves(c, acc)

            leaves(book, entries)
            for e in entries:
                uri = names.take(folder, _slug(e))
                front: dict[str, Any] = {"title": e.title, "type": etype}
                if etype == "source":
                    front["key"] = re.sub(r"[^A-Za-z0-9_:-]", "", _slug(e)) or f"s{e.id[:8]}"
                add_file(uri, e, front)
                body = e.text.strip()
                if body:
                    files[uri][2].append((e, body))
            continue
        for ch in kids.get(book.id, []):
            if ch.kind == "chapter":
                stem = _slug(ch) if system == "facts" else f"{ch.order:02d}-{_slug(ch)}"
                uri = names.take(folder, stem)
                front = {"title": ch.title}
                if system == "facts":
                    front["type"] = "fact"
                add_file(uri, ch, front)
                walk(ch, uri, 0)
        loose = [c for c in kids.get(book.id, []) if c.kind in ("paragraph", "image", "subchapter")]
        if loose:
            uri = names.take(folder, "facts" if system == "facts" else f"00-{_slug(book)}")
            front = {"title": book.title}
            if system == "facts":
                front["type"] = "fact"
            add_file(uri, None, front)
            for c in loose:
                if c.kind == "subchapter":
                    files[uri][2].append((c, "## " + " ".join(c.title.split())))
                    walk(c, uri, 1)
                else:
                    files[uri][2].append((c, _para_text(c, project, uri, plan)))

    for uri, (owner, front, blocks) in files.items():
        _lay_out_file(uri, owner, front, blocks, book_of_folder, plan, placed)
    return placed


_FILE_KIND = {"character": "character", "place": "place", "source": "source", "fact": "fact_note"}


def _lay_out_file(
    uri: str,
    owner: IkNode | None,
    front: dict[str, Any],
    blocks: list[tuple[IkNode, str]],
    book_of_folder: dict[str, str],
    plan: _Plan,
    placed: dict[str, tuple[str, int]],
) -> None:
    """Write one file's text, parse it back, and give its blocks the UUIDs of
    the items they were written from (so the indexer re-anchors onto them)."""
    head = _dump_front(front)
    parts = [head]
    line = head.count("\n")  # 0-based index of the next line
    starts: list[tuple[int, IkNode]] = []
    for written, text in blocks:
        body = text.rstrip()
        parts.append("\n")
        line += 1
        starts.append((line, written))
        parts.append(body + "\n")
        line += body.count("\n") + 1
    md = "".join(parts)
    plan.files[uri] = md
    doc = parse_document(md, uri)
    folder = uri.rsplit("/", 1)[0] if "/" in uri else ""
    fid = owner.id if owner is not None else str(uuid.uuid5(_NS, uri))
    kind = _FILE_KIND.get(str(front.get("type")), "chapter")
    plan.nodes[fid] = NodeRec(
        id=fid,
        kind=kind,
        title=doc.title,
        uri=uri,
        parent_id=book_of_folder.get(folder),
        ord=0,
        start_line=0,
        end_line=max(doc.line_count, 1),
        lang=doc.lang,
        attrs={
            "aliases": list(doc.aliases),
            "entity_type": doc.entity_type,
            **({"source_key": doc.source_key} if doc.source_key else {}),
            **({"inkhaven": owner.meta} if owner is not None else {}),
        },
    )
    placed[fid] = (uri, 0)
    seen: dict[str, int] = {}
    heading_stack: list[tuple[int, str]] = []
    for i, b in enumerate(doc.blocks):
        item: IkNode | None = None
        for start, it in starts:
            if start <= b.start_line:
                item = it
        if item is None:
            continue
        count = seen.get(item.id, 0)
        seen[item.id] = count + 1
        # an entity note's entry UUID is the note's; its text gets a derived id
        own_id = count == 0 and item.id != fid
        bid = item.id if own_id else str(uuid.uuid5(_NS, f"{item.id}:{count}"))
        parent = heading_stack[-1][1] if heading_stack else fid
        attrs: dict[str, Any] = {"inkhaven": item.meta} if own_id else {}
        if b.kind == "heading":
            while heading_stack and heading_stack[-1][0] >= b.level:
                heading_stack.pop()
            parent = heading_stack[-1][1] if heading_stack else fid
            heading_stack.append((b.level, bid))
            bkind = "subchapter"
            attrs.update({"slug": b.slug, "level": b.level})
            title = b.text
        else:
            bkind = "fact" if kind == "fact_note" else "paragraph"
            t = " ".join(b.text.split())
            title = t if len(t) <= 80 else t[:79] + "…"
        plan.nodes[bid] = NodeRec(
            id=bid,
            kind=bkind,
            title=title,
            uri=uri,
            parent_id=parent,
            ord=i + 1,
            start_line=b.start_line,
            end_line=b.end_line,
            content_hash=content_hash(b.text),
            text=b.text,
            lang=doc.lang,
            block_id=b.block_id,
            attrs=attrs,
        )
        if own_id:
            placed[item.id] = (uri, i + 1)


def _plan_nodes(project: Project, plan: _Plan, export: bool) -> None:
    nodes = project.nodes
    placed = _plan_markdown(project, plan) if export else {}

    def system_of(n: IkNode) -> str | None:
        cur: IkNode | None = n
        while cur is not None and cur.parent_id is not None:
            cur = nodes.get(cur.parent_id)
        return _system(cur) if cur is not None else None

    for n in nodes.values():
        if n.id in plan.nodes:
            continue
        system = system_of(n)
        kind = _node_kind(n, None if system == "skip" else system)
        if n.kind == "book":
            folder = placed.get(n.id, (None, 0))[0]
            plan.nodes[n.id] = NodeRec(
                id=n.id, kind="book", title=n.title, uri=folder, ord=0, attrs={"inkhaven": n.meta}
            )
            continue
        text = n.text if n.kind in ("paragraph", "script") else None
        plan.nodes[n.id] = NodeRec(
            id=n.id,
            kind=kind,
            title=n.title,
            uri=None,
            parent_id=n.parent_id,
            ord=n.order,
            content_hash=content_hash(text) if text else None,
            text=text,
            attrs={"inkhaven": n.meta},
        )


def _work_ref(origin: str, rec: dict[str, Any], nid: str) -> str:
    registry = re.sub(r"[^A-Za-z0-9_.-]+", "-", origin.strip().lower()).strip("-") or "unknown"
    if not registry[0].isalpha():
        registry = "x" + registry
    ident = ""
    for k in ("detail", "query", "thread"):
        v = rec.get(k)
        if isinstance(v, str) and v.strip():
            ident = v.strip()
            break
    ident = re.sub(r"[\x00-\x1f\x7f]", " ", ident).strip() or f"fact {nid}"
    return f"work:{registry}:{ident}"


def _norm(text: str) -> str:
    return " ".join(text.casefold().split())


def _find_text(cands: Iterable[NodeRec], needle: str) -> NodeRec | None:
    want = _norm(needle)
    if not want:
        return None
    best: tuple[float, NodeRec] | None = None
    for n in cands:
        have = _norm(n.text or n.title or "")
        if want in have or (n.title and _norm(n.title) == want):
            return n
        score = SequenceMatcher(None, want, have).ratio() if len(have) < 4000 else 0.0
        if score >= 0.75 and (best is None or score > best[0]):
            best = (score, n)
    return best[1] if best else None


def _plan_edges(project: Project, plan: _Plan, calendar: str) -> None:
    nodes = plan.nodes
    ref = node_ref
    for n in project.nodes.values():
        for target in n.linked:
            plan.edges.append(make_rec(ref(n.id), EdgeKind.LINKS_TO, ref(target), "imported"))
        if n.event is not None:
            valid, invalid = event_period(n.event, calendar)
            attrs = {
                k: n.event[k]
                for k in ("start_ticks", "end_ticks", "precision", "track")
                if n.event.get(k) is not None
            }
            for target in [*n.event["characters"], *n.event["places"]]:
                plan.edges.append(
                    make_rec(
                        ref(n.id),
                        EdgeKind.EVENT_INVOLVES,
                        ref(target),
                        "imported",
                        attrs=dict(attrs),
                        valid_at=valid,
                        invalid_at=invalid,
                    )
                )
    for nid, rec in sorted(project.sources.items()):
        if nid not in nodes:
            plan.skipped.append(f".inkhaven/fact-sources.json: {nid} is not a node of the project")
            continue
        origin = str(rec["origin"]).strip()
        attrs = {"source_origin": origin}
        for k in ("detail", "query", "thread", "created_at"):
            if rec.get(k):
                attrs[k] = rec[k]
        plan.edges.append(
            make_rec(
                ref(nid),
                EdgeKind.SOURCED_FROM,
                _work_ref(origin, rec, nid),
                "imported",
                attrs=attrs,
            )
        )
    for nid, rec in sorted(project.verdicts.items()):
        if nid not in nodes:
            plan.skipped.append(f".inkhaven/fact-verdicts.json: {nid} is not a node of the project")
            continue
        level = _LEVELS[str(rec["level"]).lower()]
        plan.edges.append(
            make_rec(
                ref(nid),
                EdgeKind.GRADED_AS,
                f"grade:{level}",
                "judged",
                weight=0.7,
                reason=str(rec.get("reason") or "") or None,
                attrs={
                    "slot": "verdict",
                    "model": "inkhaven-factcheck",
                    **({"checked_at": rec["checked_at"]} if rec.get("checked_at") else {}),
                },
            )
        )
    if project.scan is not None:
        _plan_scan(project, plan)
    for row in project.edges:
        rec2 = _edge_row(row, plan)
        if rec2 is not None:
            plan.edges.append(rec2)


def _plan_scan(project: Project, plan: _Plan) -> None:
    assert project.scan is not None
    nodes = plan.nodes
    ik = project.nodes
    facts = [n for n in nodes.values() if n.kind == "fact"]
    prose = [n for n in nodes.values() if n.kind == "paragraph"]

    def under(n: NodeRec, chapter_ids: set[str]) -> bool:
        cur = ik.get(n.id)
        while cur is not None:
            if cur.id in chapter_ids:
                return True
            cur = ik.get(cur.parent_id) if cur.parent_id else None
        return False

    lang = str(project.scan.get("language") or "")
    for i, f in enumerate(project.scan["findings"]):
        where = f".inkhaven/facts_scan.json: finding {i}"
        chapters = {
            n.id
            for n in ik.values()
            if n.kind == "chapter" and _norm(n.title) == _norm(f["chapter"])
        }
        scope = [p for p in prose if under(p, chapters)] if chapters else prose
        para = _find_text(scope, f["claim"]) or _find_text(prose, f["claim"])
        fact_text = f["fact"]
        fact = _find_text(facts, fact_text)
        if fact is None and ":" in fact_text:
            head, _, tail = fact_text.partition(":")
            fact = _find_text(facts, tail) or _find_text(facts, head)
        if para is None or fact is None:
            what = "the claim" if para is None else "the fact"
            plan.skipped.append(f"{where}: {what} is in no paragraph of the project")
            continue
        plan.edges.append(
            make_rec(
                node_ref(para.id),
                EdgeKind.CONTRADICTS,
                node_ref(fact.id),
                "judged",
                weight=0.7,
                reason=f["detail"],
                attrs={
                    "model": "inkhaven-facts-scan",
                    "claim": f["claim"],
                    **({"lang": lang} if lang else {}),
                    **(
                        {"scan_version": project.scan["version"]}
                        if project.scan.get("version")
                        else {}
                    ),
                },
            )
        )


_EXTERN_KINDS = {"source", "work", "locus", "sense"}
_KINDS = {k.value for k in EdgeKind}
_ORIGINS = {o.value for o in EdgeOrigin}


def _ref_of(kind: str, raw: str, where: str) -> str | None:
    if kind == "node":
        return node_ref(_uuid(raw, where))
    if kind in _EXTERN_KINDS:
        a, sep, b = raw.partition(US)
        if not sep:
            raise InkhavenError(f"{where}: {kind} reference {raw!r} has no U+001F separator")
        if kind == "source":
            a = _uuid(a, where)
        if kind == "work":
            a = a.lower()
        return f"{kind}:{a}:{b}"
    if kind == "ili":
        return f"ili:{raw}"
    if kind == "grade":
        level = _LEVELS.get(raw.strip().lower())
        return f"grade:{level}" if level else None
    return None


def _edge_row(row: dict[str, Any], plan: _Plan) -> EdgeRec | None:
    eid = str(row.get("id"))
    where = f"edges.db: edge {eid}"
    _uuid(eid, where + ": id")
    kind = str(row.get("kind") or "")
    if kind not in _KINDS:
        plan.skipped.append(f"{where}: kind {kind!r} has no semnet equivalent")
        return None
    src = _ref_of(str(row.get("src_kind")), str(row.get("src_ref")), where + ": src")
    dst = _ref_of(str(row.get("dst_kind")), str(row.get("dst_ref")), where + ": dst")
    if src is None or dst is None:
        side = "src" if src is None else "dst"
        plan.skipped.append(
            f"{where}: endpoint kind {row.get(side + '_kind')!r} has no semnet equivalent"
        )
        return None
    origin = str(row.get("origin") or "imported")
    if origin not in _ORIGINS:
        raise InkhavenError(f"{where}: unknown origin {origin!r}")
    attrs: dict[str, Any] = {}
    raw_attrs = row.get("attrs")
    if raw_attrs not in (None, "", "null"):
        try:
            loaded = json.loads(raw_attrs) if isinstance(raw_attrs, str) else raw_attrs
        except json.JSONDecodeError as exc:
            raise InkhavenError(f"{where}: attrs is not JSON: {exc}") from None
        if isinstance(loaded, dict):
            attrs.update(loaded)
        elif loaded is not None:
            attrs["value"] = loaded
    # semnet re-derives structural and derived edges from the Markdown; what
    # inkhaven derived is kept, as imported data, with its origin noted.
    if origin in ("structural", "derived"):
        attrs["inkhaven_origin"] = origin
        origin = "imported"
    if row.get("created_at") is not None:
        attrs["inkhaven_created_at"] = row["created_at"]
    try:
        raw_weight: Any = row.get("weight")
        weight = float(raw_weight) if raw_weight is not None else 1.0
    except (TypeError, ValueError):
        raise InkhavenError(f"{where}: weight {row.get('weight')!r} is not a number") from None
    if not 0.0 <= weight <= 1.0:
        raise InkhavenError(f"{where}: weight {weight} is outside 0..1")
    return make_rec(
        src,
        kind,
        dst,
        origin,
        weight=weight,
        reason=row.get("reason") or None,
        attrs=attrs,
        edge_id=str(uuid.UUID(eid)),
    )


# --------------------------------------------------------------------------- importing


def plan_import(project: Project, *, export: bool, calendar: str = "gregorian") -> _Plan:
    if calendar not in ("gregorian", "days", "none"):
        raise InkhavenError(f"unknown tick calendar {calendar!r}; use gregorian, days or none")
    plan = _Plan()
    _plan_nodes(project, plan, export)
    _plan_edges(project, plan, calendar)
    for n in project.nodes.values():
        if n.kind == "script":
            plan.skipped.append(
                f"metadata.db: script {n.id} ({n.title!r}) is kept as a node, not exported"
            )
    return plan


def _write_files(plan: _Plan, target: Path) -> None:
    """Write the Markdown workspace into `target` (which must not exist yet)
    through a temporary folder beside it, so a failure leaves nothing."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        for uri, text in plan.files.items():
            p = tmp / uri
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(text, encoding="utf-8")
        for uri, src in plan.copies.items():
            p = tmp / uri
            p.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, p)
        if target.exists():
            target.rmdir()  # empty (checked before)
        os.replace(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def import_project(
    project_dir: str | os.PathLike[str],
    *,
    store: EdgeStore | None = None,
    root: str | os.PathLike[str] | None = None,
    export_dir: str | os.PathLike[str] | None = None,
    calendar: str = "gregorian",
) -> ImportSummary:
    """Import an inkhaven project into a store (`store`, or the store of
    `root`, or with `export_dir` the store of that new Markdown workspace).

    Everything is read and checked first; a malformed file raises
    `InkhavenError` and nothing is written."""
    project = read_project(project_dir)
    target = Path(export_dir).resolve() if export_dir is not None else None
    if target is not None:
        if target.exists() and (not target.is_dir() or any(target.iterdir())):
            raise InkhavenError(f"{target} exists and is not empty; export into a new folder")
        if store is not None or (root is not None and Path(root).resolve() != target):
            raise InkhavenError("give either an export folder or a store root, not both")
    plan = plan_import(project, export=target is not None, calendar=calendar)
    counts: dict[str, int] = {}
    for e in plan.edges:
        counts[e.kind] = counts.get(e.kind, 0) + 1
    summary = ImportSummary(
        project=str(Path(project_dir).resolve()),
        files_read=project.read,
        nodes=len(plan.nodes),
        edges=dict(sorted(counts.items())),
        skipped=plan.skipped,
    )
    created_target = False
    if target is not None:
        _write_files(plan, target)
        created_target = True
        summary.exported_to = str(target)
        summary.markdown_files = len(plan.files)
    own = store is None
    try:
        st = store
        if st is None:
            where = target if target is not None else Path(root or ".").resolve()
            st = EdgeStore.for_workspace(where, lock_timeout=10.0)
        try:
            with st.run(
                "import",
                artifact={"source": "inkhaven", "project": summary.project, "files": project.read},
            ) as run:
                run.put_nodes(plan.nodes.values())
                for rec in plan.edges:
                    run.assert_edge(rec)
            summary.run_id = run.id
            if target is not None:
                from semnet.graph.manuscript.indexer import Indexer

                summary.index_run_id = Indexer(st, target).index_workspace().run_id
        finally:
            if own:
                st.close()
    except BaseException:
        if created_target and target is not None and summary.run_id is None:
            shutil.rmtree(target, ignore_errors=True)
        raise
    return summary
