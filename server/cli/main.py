"""The `semnet` command line.

`semnet graph …` answers the same questions as the language server's
`semnet/*` requests; with `--json` it prints exactly what they return.
Errors a person can act on (a locked store, a bad endpoint) are one line on
stderr and exit status 2; no traceback.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from rich.console import Console
from rich.table import Table
from semnet.graph.errors import SemnetError
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.render import render_neighbors
from semnet.graph.query.views import endpoint_info
from semnet.graph.store.edge_store import EdgeStore

app = typer.Typer(
    name="semnet",
    help="A typed, time-aware semantic net over a Markdown manuscript.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
graph_app = typer.Typer(
    help="Ask the graph (the same answers as the semnet/* LSP requests).", no_args_is_help=True
)
bench_app = typer.Typer(
    help="Benchmarks (figures are medians and percentiles).", no_args_is_help=True
)
app.add_typer(graph_app, name="graph")
app.add_typer(bench_app, name="bench")

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

T = TypeVar("T")

RootOpt = Annotated[
    Path, typer.Option("--root", "-r", help="Workspace folder (its store is .semnet/graph.duckdb).")
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print the JSON the LSP request returns.")]
KindOpt = Annotated[list[str] | None, typer.Option("--kind", "-k", help="Edge kind (repeatable).")]
AsOfOpt = Annotated[
    datetime | None,
    typer.Option("--as-of", metavar="<time>", help="Answer as of this system time (ISO 8601)."),
]


def fail(message: str, code: int = 2) -> None:
    err.print(f"semnet: {message}", markup=False)
    raise typer.Exit(code)


def guarded(fn: Callable[[], T]) -> T:
    try:
        return fn()
    except SemnetError as exc:
        fail(str(exc))
        raise AssertionError from None  # unreachable


def open_store(root: Path, *, must_exist: bool = True) -> EdgeStore:
    path = root / ".semnet" / "graph.duckdb"
    if must_exist and not path.exists():
        fail(f"no store at {path}; run `semnet index {root}` first")
    # Another process (the language server, say) may be writing: wait a little.
    timeout = float(os.environ.get("SEMNET_LOCK_TIMEOUT", "10"))
    return guarded(lambda: EdgeStore(path, lock_timeout=timeout))


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _api(root: Path) -> GraphAPI:
    # `file://` URIs, as the language server answers, so `--json` is the same JSON.
    return GraphAPI(open_store(root), root, file_uris=True)


def _endpoint(api: GraphAPI, text: str) -> dict[str, Any]:
    return {"ref": guarded(lambda: api.resolve(text))}


# ---------------------------------------------------------------------------
# semnet graph …
# ---------------------------------------------------------------------------


@graph_app.command("stats")
def graph_stats(root: RootOpt = Path("."), as_json: JsonOpt = False) -> None:
    """Node and edge counts per kind and origin."""
    api = _api(root)
    result = guarded(lambda: api.stats()).wire()
    if as_json:
        emit_json(result)
        return
    t = Table(title=f"semnet graph — {root.resolve()}", show_header=True)
    t.add_column("what")
    t.add_column("count", justify="right")
    t.add_row("nodes", str(result["nodes"]))
    for k, v in result["nodesByKind"].items():
        t.add_row(f"  node {k}", str(v))
    t.add_row("edges (current)", str(result["edges"]))
    for k, v in result["edgesByKind"].items():
        t.add_row(f"  {k}", str(v))
    for k, v in result["edgesByOrigin"].items():
        t.add_row(f"  origin {k}", str(v))
    t.add_row("edges expired", str(result["expiredEdges"]))
    out.print(t)


@graph_app.command("neighbors")
def graph_neighbors(
    endpoint: Annotated[str, typer.Argument(help="node:…, work:…, locus:…, or FILE.md:LINE")],
    root: RootOpt = Path("."),
    kind: KindOpt = None,
    direction: Annotated[str, typer.Option(help="out, in or both")] = "both",
    origin: Annotated[list[str] | None, typer.Option(help="Edge origin (repeatable).")] = None,
    limit: Annotated[int | None, typer.Option(help="At most this many edges.")] = None,
    as_of: AsOfOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """One hop from an endpoint."""
    api = _api(root)
    params = {
        "endpoint": _endpoint(api, endpoint),
        "kinds": kind,
        "direction": direction,
        "origins": origin,
        "limit": limit,
        "asOf": as_of.isoformat() if as_of else None,
    }
    result = guarded(lambda: api.neighbors({k: v for k, v in params.items() if v is not None}))
    if as_json:
        emit_json(result.wire())
    else:
        out.print(render_neighbors(result), markup=False)


@graph_app.command("contradicting")
def graph_contradicting(
    endpoint: str, root: RootOpt = Path("."), as_of: AsOfOpt = None, as_json: JsonOpt = False
) -> None:
    """What contradicts or is in tension with an endpoint."""
    api = _api(root)
    params: dict[str, Any] = {"endpoint": _endpoint(api, endpoint)}
    if as_of:
        params["asOf"] = as_of.isoformat()
    result = guarded(lambda: api.contradicting(params))
    if as_json:
        emit_json(result.wire())
    else:
        out.print(render_neighbors(result), markup=False)


@graph_app.command("subgraph")
def graph_subgraph(
    endpoint: str,
    root: RootOpt = Path("."),
    radius: Annotated[int, typer.Option(help="1 to 3 hops.")] = 1,
    kind: KindOpt = None,
    budget: Annotated[int, typer.Option(help="At most this many endpoints.")] = 200,
    as_of: AsOfOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The neighbourhood within a radius, bounded by a node budget."""
    api = _api(root)
    params: dict[str, Any] = {
        "endpoint": _endpoint(api, endpoint),
        "radius": radius,
        "budget": budget,
    }
    if kind:
        params["kinds"] = kind
    if as_of:
        params["asOf"] = as_of.isoformat()
    result = guarded(lambda: api.subgraph(params))
    if as_json:
        emit_json(result.wire())
        return
    names = {n.ref: (n.title or n.ref) for n in result.nodes}
    out.print(
        f"◆ {names.get(result.seed.ref, result.seed.ref)}: {len(result.nodes)} endpoints, "
        f"{len(result.edges)} edges{' (truncated)' if result.truncated else ''}",
        markup=False,
    )
    for e in result.edges:
        arrow = "→" if e.directed else "⇄"
        src, dst = names.get(e.src, e.src), names.get(e.dst, e.dst)
        out.print(f"  {src} {arrow} {dst}  [{e.kind}, {e.origin}]", markup=False)


@graph_app.command("paths")
def graph_paths(
    src: Annotated[str, typer.Argument(metavar="FROM")],
    dst: Annotated[str, typer.Argument(metavar="TO")],
    root: RootOpt = Path("."),
    kind: KindOpt = None,
    max_hops: Annotated[int, typer.Option(help="1 to 8.")] = 4,
    direction: Annotated[str, typer.Option(help="out, in or both")] = "out",
    as_json: JsonOpt = False,
) -> None:
    """Shortest paths between two endpoints."""
    api = _api(root)
    params: dict[str, Any] = {
        "from": _endpoint(api, src),
        "to": _endpoint(api, dst),
        "maxHops": max_hops,
        "direction": direction,
    }
    if kind:
        params["kinds"] = kind
    result = guarded(lambda: api.paths(params))
    if as_json:
        emit_json(result.wire())
        return
    if not result.paths:
        out.print("no path" + (" (search truncated)" if result.truncated else ""))
    for p in result.paths:
        steps = [result.from_.title or result.from_.ref]
        for s in p:
            steps.append(f"-{s.edge.kind}-> {s.to.title or s.to.ref}")
        out.print(" ".join(steps), markup=False)


@graph_app.command("history")
def graph_history(
    target: Annotated[str | None, typer.Argument(help="An edge id, or an endpoint.")] = None,
    root: RootOpt = Path("."),
    run: Annotated[str | None, typer.Option(help="The events of a run and its sub-runs.")] = None,
    kind: KindOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Edge events, oldest first: of one edge, of every edge at an endpoint, or of a run.
    Ids are shown by their last 8 characters (a UUIDv7 begins with its time)."""
    api = _api(root)
    if run:
        params: dict[str, Any] = {"run": run}
    elif target is None:
        fail("give an edge id, an endpoint or --run RUN")
        return
    elif api.store.index.get(target) is not None:
        params = {"edge": target}
    else:
        params = {"endpoint": _endpoint(api, target)}
    if kind:
        params["kinds"] = kind
    result = guarded(lambda: api.history(params))
    if as_json:
        emit_json(result.wire())
        return
    if not result.events:
        out.print("no events", markup=False)
        return
    index, nodes = api.store.index, api.store.nodes

    def what(edge_id: str) -> str:
        rec = index.get(edge_id)
        if rec is None:
            return edge_id[-8:]
        ends = [endpoint_info(r, nodes).title or r for r in (rec.src, rec.dst)]
        short = [e if len(e) <= 40 else e[:39] + "…" for e in ends]
        arrow = "→" if rec.directed else "⇄"
        return f"{rec.kind} {short[0]} {arrow} {short[1]} [{edge_id[-8:]}]"

    def day(value: datetime | None) -> str:
        return value.date().isoformat() if value else "open"

    for e in result.events:
        line = f"#{e.id:<5} {e.created_at:%Y-%m-%d %H:%M:%S}  run {(e.run_id or '-')[-8:]}  "
        line += f"{e.event:<11} {what(e.edge_id)}"
        if e.event in ("created", "ended", "invalidated", "superseded") and (
            e.invalid_at_before or e.invalid_at_after
        ):
            line += f"  invalid_at {day(e.invalid_at_before)} → {day(e.invalid_at_after)}"
        if e.caused_by_edge_id:
            line += f"  caused by {e.caused_by_edge_id[-8:]}"
        out.print(line, markup=False)


@graph_app.command("rebuild")
def graph_rebuild(root: RootOpt = Path("."), as_json: JsonOpt = False) -> None:
    """Drop and re-derive the structural and derived edges; durable edges stay."""
    from semnet.graph.manuscript.indexer import Indexer

    store = open_store(root)
    summary = guarded(lambda: Indexer(store, root).rebuild())
    store.close()
    if as_json:
        emit_json(summary.as_dict())
        return
    out.print(
        f"rebuilt {summary.relifted} paragraphs: {summary.edges_kept} edges kept, "
        f"{summary.edges_created} created, {summary.edges_retracted} retracted "
        f"({summary.seconds:.2f} s)",
        markup=False,
    )


# ---------------------------------------------------------------------------
# semnet index, semnet gen-fixture
# ---------------------------------------------------------------------------


def print_problems(problems: list[Any], limit: int = 50) -> None:
    if not problems:
        out.print("no broken links or unknown citations", markup=False)
        return
    out.print(f"{len(problems)} problems:", markup=False)
    for p in problems[:limit]:
        out.print(f"  {p.uri}:{p.line + 1}:{p.start + 1}: {p.code}: {p.message}", markup=False)
    if len(problems) > limit:
        out.print(f"  … +{len(problems) - limit} more (use --json for all)", markup=False)


@app.command("index")
def index_cmd(
    directory: Annotated[Path, typer.Argument(help="The workspace folder.")] = Path("."),
    as_json: JsonOpt = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar.")] = False,
) -> None:
    """Index a workspace: nodes with stable identity and the structural edges."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    from semnet.graph.manuscript.indexer import Indexer

    if not directory.is_dir():
        fail(f"{directory} is not a folder")
    store = open_store(directory, must_exist=False)
    indexer = Indexer(store, directory)
    if indexer.config_error:
        err.print(f"semnet: semnet.toml: {indexer.config_error} (using defaults)", markup=False)
    show = sys.stderr.isatty() and not quiet and not as_json
    if show:
        with Progress(
            TextColumn("indexing"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TextColumn("{task.description}"),
            console=err,
            transient=True,
        ) as bar:
            task = bar.add_task("", total=None)

            def tick(done: int, total: int, rel: str) -> None:
                bar.update(task, completed=done, total=total, description=rel[-40:])

            summary = guarded(lambda: indexer.index_workspace(tick))
    else:
        summary = guarded(lambda: indexer.index_workspace())
    stats = store.stats()
    problems = indexer.problems()
    store.close()
    if as_json:
        from semnet.graph.manuscript.indexer import problem_dict

        emit_json(
            {**summary.as_dict(), "stats": stats, "problems": [problem_dict(p) for p in problems]}
        )
        return
    out.print(
        f"{summary.files} files, {len(summary.changed)} changed, {len(summary.deleted)} removed; "
        f"{stats['nodes']} nodes, {stats['edges']} edges "
        f"(+{summary.edges_created} −{summary.edges_retracted + summary.edges_collected}) "
        f"in {summary.seconds:.2f} s",
        markup=False,
    )
    kinds = ", ".join(f"{k} {v}" for k, v in stats["edgesByKind"].items())
    if kinds:
        out.print(f"edges: {kinds}", markup=False)
    print_problems(problems)


@app.command("gen-fixture")
def gen_fixture(
    directory: Path,
    books: int = 5,
    chapters: int = 20,
    paragraphs: int = 100,
    languages: Annotated[str, typer.Option(help="Comma-separated: en,ru,fr,de,es")] = "en",
    seed: int = 1,
    as_json: JsonOpt = False,
) -> None:
    """Write a deterministic synthetic manuscript (same seed, same bytes)."""
    from semnet.bench.fixture import generate_fixture

    langs = [x.strip() for x in languages.split(",") if x.strip()]
    try:
        summary = generate_fixture(
            directory,
            books=books,
            chapters=chapters,
            paragraphs=paragraphs,
            languages=langs,
            seed=seed,
        )
    except ValueError as exc:
        fail(str(exc))
        return
    data = summary.model_dump(mode="json")
    if as_json:
        emit_json(data)
        return
    keys = (
        "books",
        "chapters",
        "paragraphs",
        "characters",
        "places",
        "facts",
        "sources",
        "links",
        "broken_links",
        "events",
        "citations",
        "mentions",
        "files",
        "bytes",
    )
    out.print(f"wrote {directory}: " + ", ".join(f"{k} {data[k]}" for k in keys), markup=False)


# ---------------------------------------------------------------------------
# semnet bench …
# ---------------------------------------------------------------------------


@bench_app.command("graph")
def bench_graph(
    sizes: Annotated[str, typer.Option(help="Node counts, comma-separated.")] = "10000,50000",
    seed: int = 1,
    out_file: Annotated[
        Path | None, typer.Option("--out", help="Also write the JSON here.")
    ] = None,
) -> None:
    """Edge store and query API on synthetic power-law graphs."""
    from semnet.bench.graph import run_graph_bench

    report = run_graph_bench(tuple(int(s) for s in sizes.split(",") if s.strip()), seed=seed)
    emit_json(report)
    if out_file:
        out_file.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


@bench_app.command("anchoring")
def bench_anchoring(
    edits: int = 10_000,
    seed: int = 7,
    paragraphs: int = 2000,
    out_file: Annotated[
        Path | None, typer.Option("--out", help="Also write the JSON here.")
    ] = None,
) -> None:
    """Paragraph identity through a seeded synthetic edit trace."""
    from semnet.bench.anchoring import format_table, run_anchoring_bench

    report = run_anchoring_bench(edits=edits, seed=seed, paragraphs=paragraphs)
    err.print(format_table(report), markup=False)
    emit_json(report)
    if out_file:
        out_file.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


@bench_app.command("index")
def bench_index(
    sizes: Annotated[str, typer.Option(help="Paragraph counts, comma-separated.")] = "10000,50000",
    out_file: Annotated[
        Path | None, typer.Option("--out", help="Also write the JSON here.")
    ] = None,
) -> None:
    """Cold index, warm re-index with nothing changed, one file changed, RSS."""
    from semnet.bench.index import run_index_bench

    report = run_index_bench(tuple(int(s) for s in sizes.split(",") if s.strip()))
    emit_json(report)
    if out_file:
        out_file.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


# The other command groups register themselves on `app` / `graph_app` when imported.
from semnet.server.cli import (  # noqa: E402
    judge,  # noqa: F401
    lookup,  # noqa: F401
    mcp,  # noqa: F401
    serve,  # noqa: F401
    view,  # noqa: F401
)


def main() -> None:
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
