"""Reading an inkhaven project (see `inkhaven`): `metadata.db`, the
`.inkhaven/` sidecar files and `edges.db`, each checked as it is read; a
malformed file is an `InkhavenError` naming it."""

from __future__ import annotations

import json
import os
import re
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb
from semnet.graph.errors import InputError
from semnet.graph.manuscript.workspace import inside, read_in_workspace
from semnet.graph.store.files import NotDuckDB, connect

# The kinds of inkhaven's nodes (not semnet's: see `inkhaven_markdown.node_kind`).
IK_KINDS = frozenset({"book", "chapter", "subchapter", "paragraph", "image", "script"})
LEVELS = {"accurate": "accurate", "dubious": "dubious", "inaccurate": "inaccurate"}


class InkhavenError(InputError):
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


def check_uuid(value: Any, where: str) -> str:
    try:
        return str(uuid.UUID(str(value)))
    except (ValueError, TypeError, AttributeError):
        raise InkhavenError(f"{where}: {value!r} is not a UUID") from None


def _rel(root: Path, p: Path) -> str:
    try:
        return p.relative_to(root).as_posix()
    except ValueError:
        return str(p)


# A JSON document or sidecar larger than this, or nested deeper than
# `MAX_JSON_DEPTH`, is refused as malformed (inkhaven writes neither).
MAX_JSON_BYTES = 64 * 1024 * 1024
MAX_JSON_DEPTH = 200


def load_json(text: str | bytes, where: str) -> Any:
    """JSON of bounded size and depth, or an `InkhavenError` naming `where`."""
    if len(text) > MAX_JSON_BYTES:
        raise InkhavenError(f"{where}: larger than {MAX_JSON_BYTES // 2**20} MB")
    try:
        data = json.loads(text)
    except RecursionError:
        raise InkhavenError(f"{where}: JSON nested deeper than {MAX_JSON_DEPTH} levels") from None
    except UnicodeDecodeError as exc:
        raise InkhavenError(f"{where}: not UTF-8 (byte {exc.start})") from None
    except ValueError as exc:
        raise InkhavenError(f"{where}: invalid JSON: {exc}") from None
    if _depth_over(data, MAX_JSON_DEPTH):
        raise InkhavenError(f"{where}: JSON nested deeper than {MAX_JSON_DEPTH} levels")
    return data


def _depth_over(value: Any, limit: int) -> bool:
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, (dict, list)):
            if d > limit:
                return True
            stack.extend((x, d + 1) for x in (v.values() if isinstance(v, dict) else v))
    return False


def _read_json(path: Path, root: Path) -> Any:
    where = _rel(root, path)
    try:
        raw = read_in_workspace(root, where, max_bytes=MAX_JSON_BYTES)
    except OSError as exc:
        raise InkhavenError(f"{where}: cannot read: {exc.strerror or exc}") from None
    return load_json(raw, where)


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


def _json_docs(root: Path) -> tuple[list[tuple[Any, ...]], list[str]]:
    """The rows of `metadata.db`'s `json_docs` (id, document, extra columns)
    and the names of the extra columns it has."""
    path = root / "metadata.db"
    name = "metadata.db"
    if not path.is_file():
        raise InkhavenError(f"{root} is not an inkhaven project: it has no metadata.db")
    try:
        con = connect(path, read_only=True)
    except NotDuckDB as exc:
        raise InkhavenError(f"{name}: cannot open it as a DuckDB database: it {exc}") from None
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
    return rows, extra


def _ik_node(row: tuple[Any, ...], extra: list[str]) -> IkNode:
    """One `json_docs` row as a node, checked."""
    name = "metadata.db"
    raw_id, doc_text = row[0], row[1]
    nid = check_uuid(raw_id, f"{name}: json_docs row {raw_id!r}: id")
    where = f"{name}: node {nid}"
    doc = load_json(doc_text, f"{where}: document") if isinstance(doc_text, str) else doc_text
    if not isinstance(doc, dict):
        raise InkhavenError(f"{where}: document is not an object")
    kind = doc.get("kind")
    if kind not in IK_KINDS:
        raise InkhavenError(f"{where}: kind {kind!r} is not one of {', '.join(sorted(IK_KINDS))}")
    title = doc.get("title")
    if not isinstance(title, str):
        raise InkhavenError(f"{where}: missing title")
    parent = doc.get("parent_id")
    parent_id = check_uuid(parent, f"{where}: parent_id") if parent not in (None, "") else None
    order = doc.get("order", 0)
    if not isinstance(order, int) or isinstance(order, bool):
        raise InkhavenError(f"{where}: order {order!r} is not an integer")
    linked_raw = doc.get("linked_paragraphs") or []
    if not isinstance(linked_raw, list):
        raise InkhavenError(f"{where}: linked_paragraphs is not a list")
    event = doc.get("event")
    path_v = doc.get("path") or []
    meta = {"inkhaven_kind": kind}
    for i, k in enumerate(extra):
        if row[2 + i] is not None:
            meta[f"inkhaven_{k}"] = row[2 + i]
    for k in ("status", "tags", "word_count", "bookmark", "content_type", "system_tag"):
        if doc.get(k) not in (None, [], "", False):
            meta[k] = doc[k]
    node = IkNode(
        id=nid,
        kind=kind,
        title=title,
        slug=str(doc.get("slug") or ""),
        parent_id=parent_id,
        order=order,
        path=[str(p) for p in path_v] if isinstance(path_v, list) else [],
        file=doc.get("file") if isinstance(doc.get("file"), str) else None,
        system_tag=doc.get("system_tag") if isinstance(doc.get("system_tag"), str) else None,
        linked=[check_uuid(u, f"{where}: linked_paragraphs") for u in linked_raw],
        event=_check_event(event, where) if event is not None else None,
        meta=meta,
    )
    for k in ("content", "text", "body"):
        if isinstance(doc.get(k), str):
            node.text = doc[k]
            break
    return node


def _read_text(root: Path, n: IkNode) -> None:
    """A paragraph's or script's text from its file (Typst, read as Markdown)."""
    fp = inside(root, n.file or "")
    if fp is None:
        raise InkhavenError(f"metadata.db: node {n.id}: file {n.file!r} is outside the project")
    if fp.is_file():
        try:
            raw = fp.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise InkhavenError(f"{n.file}: cannot read it as UTF-8 text: {exc}") from None
        n.text = raw if n.kind == "script" else _typst_to_markdown(raw)


def _read_nodes(root: Path) -> dict[str, IkNode]:
    rows, extra = _json_docs(root)
    nodes: dict[str, IkNode] = {}
    for row in rows:
        n = _ik_node(row, extra)
        nodes[n.id] = n
    for n in nodes.values():
        if n.parent_id is not None and n.parent_id not in nodes:
            raise InkhavenError(
                f"metadata.db: node {n.id} ({n.title!r}) has parent {n.parent_id}, "
                "which is not in json_docs"
            )
        if n.file and not n.text and n.kind in ("paragraph", "script"):
            _read_text(root, n)
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
        out[key] = [check_uuid(u, f"{where}: event.{key}") for u in v]
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
        nid = check_uuid(k, f"{rel}: key")
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
        con = connect(path, read_only=True)
    except NotDuckDB as exc:
        raise InkhavenError(f"edges.db: cannot open it as a DuckDB database: it {exc}") from None
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
        if str(rec.get("level", "")).lower() not in LEVELS:
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
