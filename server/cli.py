"""The `semnet` command line.

`semnet graph …` answers the same questions as the language server's
`semnet/*` requests; with `--json` it prints exactly what they return.
Errors a person can act on (a locked store, a bad endpoint) are one line on
stderr and exit status 2; no traceback.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from rich.console import Console
from rich.table import Table
from semnet.graph.api import GraphAPI
from semnet.graph.errors import SemnetError
from semnet.graph.render import render_neighbors
from semnet.graph.store import EdgeStore

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
err = Console(stderr=True, highlight=False)

T = TypeVar("T")

RootOpt = Annotated[
    Path, typer.Option("--root", "-r", help="Workspace folder (its store is .semnet/graph.duckdb).")
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print the JSON the LSP request returns.")]
KindOpt = Annotated[list[str] | None, typer.Option("--kind", "-k", help="Edge kind (repeatable).")]
AsOfOpt = Annotated[
    datetime | None, typer.Option("--as-of", help="Answer as of this system time (ISO 8601).")
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
    return guarded(lambda: EdgeStore(path, lock_timeout=10.0))


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _api(root: Path) -> GraphAPI:
    return GraphAPI(open_store(root), root)


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
    as_json: JsonOpt = False,
) -> None:
    """Edge events, oldest first: of one edge, of every edge at an endpoint, or of a run."""
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
    result = guarded(lambda: api.history(params))
    if as_json:
        emit_json(result.wire())
        return
    t = Table(show_header=True)
    for col in ("#", "edge", "run", "event", "invalid_at before", "after", "caused by"):
        t.add_column(col)
    for e in result.events:
        t.add_row(
            str(e.id),
            e.edge_id[:13] + "…",
            (e.run_id or "")[:13] + "…",
            e.event,
            e.invalid_at_before.isoformat() if e.invalid_at_before else "",
            e.invalid_at_after.isoformat() if e.invalid_at_after else "",
            (e.caused_by_edge_id or "")[:13],
        )
    out.print(t)


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
    from semnet.server.bench_graph import run_graph_bench

    report = run_graph_bench(tuple(int(s) for s in sizes.split(",") if s.strip()), seed=seed)
    emit_json(report)
    if out_file:
        out_file.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


def main() -> None:
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
