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

This module plans and writes an import; `inkhaven_read` reads the project,
`inkhaven_markdown` lays its nodes out (as Markdown with an export),
`inkhaven_edges` plans its edges.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from pydantic import Field
from semnet.graph.importers.inkhaven_edges import plan_edges
from semnet.graph.importers.inkhaven_markdown import (
    ImportPlan,
    node_kind,
    plan_markdown,
    system_of_book,
)
from semnet.graph.importers.inkhaven_read import IkNode, InkhavenError, Project, read_project
from semnet.graph.manuscript.textmatch import content_hash
from semnet.graph.model import NodeKind, NodeRec
from semnet.graph.query.views import Wire
from semnet.graph.store.edge_store import EdgeStore

__all__ = ["ImportSummary", "InkhavenError", "import_project", "plan_import", "read_project"]


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


def _plan_nodes(project: Project, plan: ImportPlan, export: bool) -> None:
    """Every inkhaven node as a semnet node with the same UUID (with an
    export, the nodes of the Markdown files first)."""
    nodes = project.nodes
    placed = plan_markdown(project, plan) if export else {}

    def system_of(n: IkNode) -> str | None:
        cur: IkNode | None = n
        while cur is not None and cur.parent_id is not None:
            cur = nodes.get(cur.parent_id)
        return system_of_book(cur) if cur is not None else None

    for n in nodes.values():
        if n.id in plan.nodes:
            continue
        system = system_of(n)
        kind = node_kind(n, None if system == "skip" else system)
        if n.kind == "book":
            folder = placed.get(n.id, (None, 0))[0]
            plan.nodes[n.id] = NodeRec(
                id=n.id,
                kind=NodeKind.BOOK,
                title=n.title,
                uri=folder,
                ord=0,
                attrs={"inkhaven": n.meta},
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


def plan_import(project: Project, *, export: bool, calendar: str = "gregorian") -> ImportPlan:
    """What importing `project` writes (nodes, edges, files), nothing written yet."""
    if calendar not in ("gregorian", "days", "none"):
        raise InkhavenError(f"unknown tick calendar {calendar!r}; use gregorian, days or none")
    plan = ImportPlan()
    _plan_nodes(project, plan, export)
    plan_edges(project, plan, calendar)
    for n in project.nodes.values():
        if n.kind == "script":
            plan.skipped.append(
                f"metadata.db: script {n.id} ({n.title!r}) is kept as a node, not exported"
            )
    return plan


def _write_files(plan: ImportPlan, target: Path) -> None:
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
        if Path(export_dir).is_symlink():  # type: ignore[arg-type]
            raise InkhavenError(f"{export_dir} is a symlink; export into a new folder")
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
