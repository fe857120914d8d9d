"""The `semnet` typer apps (`semnet`, `semnet graph`, `semnet bench`) and what
their commands share: the options, the consoles, one-line errors, opening a
store, JSON output.

Errors a person can act on (a locked store, a bad endpoint) are one line on
stderr and exit status 2; no traceback. The commands live in the other
modules of this package, which `semnet.server.cli.main` imports in order.

A command run without `--root` finds its workspace as git finds its
repository: the current folder, or the nearest folder above it that holds a
store (`.semnet/graph.duckdb`).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Annotated, Any, NoReturn, TypeVar

import typer
from rich.console import Console
from semnet.graph.errors import InputError, SemnetError, UnavailableError
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.params import LISTING_ORIGINS, listing_origins
from semnet.graph.query.views import EndpointInfo
from semnet.graph.store.edge_store import EdgeStore
from semnet.graph.uris import rel_of

STORE_PATH = Path(".semnet") / "graph.duckdb"

app = typer.Typer(
    name="semnet",
    help="A typed, time-aware semantic net over a Markdown manuscript.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            shown = version("semnet")
        except PackageNotFoundError:  # pragma: no cover - run from a source tree
            shown = "unknown"
        out.print(f"semnet {shown}", markup=False)
        raise typer.Exit()


@app.callback()
def _main(
    show_version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_version, is_eager=True, help="Print the version and exit."
        ),
    ] = False,
) -> None:
    """A typed, time-aware semantic net over a Markdown manuscript."""


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
    Path,
    typer.Option(
        "--root",
        "-r",
        help="Workspace folder (its store is .semnet/graph.duckdb); default: the current "
        "folder or the nearest one above it with a store.",
    ),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print the JSON the LSP request returns.")]
KindOpt = Annotated[list[str] | None, typer.Option("--kind", "-k", help="Edge kind (repeatable).")]
AsOfOpt = Annotated[
    str | None,
    typer.Option(
        "--as-of",
        metavar="<time>",
        help="Answer as of this system time (ISO 8601, e.g. 2026-12-02T14:17:00Z).",
    ),
]
ValidAtOpt = Annotated[
    str | None,
    typer.Option(
        "--valid-at", help="Only what holds in the story then (1905, 1905-06, 1905-06-15, …)."
    ),
]
OriginsOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--origin",
        help="Edge origin (repeatable). Default: every one but judged; `judged` for the "
        "suggestions, `all` for every edge.",
    ),
]
# What a listing shows unless asked: judged edges (suggestions) are left out.
DEFAULT_ORIGINS = list(LISTING_ORIGINS)


def origins_param(origin: list[str] | None) -> list[str] | None:
    """The `origins` of a request from `--origin` (None: every origin)."""
    return listing_origins(origin)


def hidden_note(shown: list[str] | None, judged: int) -> str | None:
    """A line saying that judged edges were left out, when some were."""
    if shown != DEFAULT_ORIGINS or not judged:
        return None
    return f"({judged} judged edge{'s' if judged != 1 else ''} hidden: --origin judged or all)"


def fail(message: str, code: int = 2) -> NoReturn:
    """One line on stderr, then exit (status 2 unless told)."""
    err.print(f"semnet: {message}", markup=False)
    raise typer.Exit(code)


def guarded(fn: Callable[[], T]) -> T:
    """`fn()`, with a semnet error turned into `fail`: the caller's fault
    (`InputError`) and what cannot serve now (`UnavailableError`, a held store)
    as their message, semnet's own as an internal error (`semnet.graph.errors`)."""
    try:
        return fn()
    except (InputError, UnavailableError) as exc:
        fail(str(exc))
    except SemnetError as exc:
        fail(f"internal error: {type(exc).__name__}: {exc}")


def workspace_root(root: Path) -> Path:
    """The workspace a command means: `root` as given, but for the default
    (the current folder) the nearest folder from here up that holds a store."""
    if root != Path("."):
        return root
    here = Path.cwd()
    for folder in (here, *here.parents):
        if (folder / STORE_PATH).is_file():
            return folder
    return root


def open_store(root: Path, *, must_exist: bool = True, load: bool = True) -> EdgeStore:
    """The workspace's store, for writing (`load=False`: its graph is read
    only when a run or `load()` needs it)."""
    if must_exist:
        root = workspace_root(root)
    path = root / STORE_PATH
    if must_exist and not path.exists():
        fail(f"no store at {path}; run `semnet index {root}` first")
    return guarded(lambda: EdgeStore(path, lock_timeout=lock_timeout(), load=load))


def lock_timeout() -> float:
    """How long to wait for another process (the language server, say) that writes."""
    return float(os.environ.get("SEMNET_LOCK_TIMEOUT", "10"))


def query_api(
    root: Path, texts: Sequence[str] = (), *, edges: Sequence[str] = (), run: str | None = None
) -> GraphAPI:
    """The query API over the part of the store a one-hop question needs: the
    slice around the endpoints typed (`node:…`, `FILE.md`, `FILE.md:LINE`, …),
    around the ends of `edges`, or around the ends of the edges of `run`, read
    from a read-only connection (no write lock, no whole-graph load). A store
    whose schema is not current is opened for writing instead (which migrates it)."""
    from semnet.graph.store.reads import connect_read_only, edge_ends, is_current
    from semnet.graph.store.slice import StoreSlice

    root = workspace_root(root)
    path = root / STORE_PATH
    if not path.exists():
        fail(f"no store at {path}; run `semnet index {root}` first")
    con = guarded(lambda: connect_read_only(path, lock_timeout()))
    if not is_current(con):
        con.close()
        return graph_api(root)
    # `FILE.md` and `FILE.md:LINE` are resolved against the nodes of their file.
    typed = [t for t in texts if _names_file(t)]
    probe = GraphAPI(StoreSlice(path, con, [], reads=True), root)
    files = [guarded(partial(probe.rel_path, _file_part(t))) for t in typed]
    located = GraphAPI(StoreSlice(path, con, [], files=files, reads=True), root)
    refs = [guarded(partial(located.resolve, t)) if _names_file(t) else t for t in texts]
    refs += edge_ends(con, list(edges))
    if run is not None:
        refs += edge_ends(con, sorted({e.edge_id for e in located.store.run_events(run)}))
    ok = [r for r in refs if _parses(r)]
    return GraphAPI(StoreSlice(path, con, ok, files=files, reads=True), root, file_uris=True)


def _names_file(text: str) -> bool:
    """Whether an endpoint as typed names a file (`FILE.md` or `FILE.md:LINE`)."""
    from semnet.graph.model import REF_PREFIXES

    if text.startswith(REF_PREFIXES):
        return False
    path, sep, line = text.rpartition(":")
    return not sep or bool(line.isdigit() and path)


def _file_part(text: str) -> str:
    path, sep, line = text.rpartition(":")
    return path if sep and line.isdigit() and path else text


def _parses(text: str) -> bool:
    from semnet.graph.errors import RefSyntaxError
    from semnet.graph.model import parse_ref

    try:
        parse_ref(text)
    except RefSyntaxError:
        return False  # the API says what is wrong with it
    return True


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def graph_api(root: Path) -> GraphAPI:
    """The query API over a workspace's store, with `file://` URIs as the
    language server answers, so that `--json` is the same JSON."""
    root = workspace_root(root)
    return GraphAPI(open_store(root), root, file_uris=True)


def where_of(api: GraphAPI) -> Callable[[EndpointInfo], str | None]:
    """`path:line` of an endpoint (workspace-relative, 1-based), as printed."""

    def where(info: EndpointInfo) -> str | None:
        if info.uri is None:
            return None
        rel = rel_of(api.root, info.uri) if api.root is not None else None
        line = info.range.start.line + 1 if info.range is not None else 1
        return f"{rel or info.uri}:{line}"

    return where


def endpoint_of(api: GraphAPI, text: str) -> dict[str, Any]:
    """An endpoint as typed (`node:…`, `FILE.md:LINE`, …) as request params."""
    return {"ref": guarded(lambda: api.resolve(text))}
