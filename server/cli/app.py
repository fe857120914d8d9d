"""The `semnet` typer apps (`semnet`, `semnet graph`, `semnet bench`) and what
their commands share of the command line: the options and the consoles.

The commands live in the other modules of this package, which
`semnet.server.cli.main` imports in order; the store, errors and JSON output
they share are in `semnet.server.cli.stores`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, cast

import typer

# What a command needs of the graph is imported when it runs, not here: every
# command module imports this one, and a terminal question pays only for what
# it asks (see `bench/README.md`, issue 15).
if TYPE_CHECKING:
    from rich.console import Console

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


class _LazyConsole:
    """A rich `Console`, made at its first use: rich costs a twentieth of a
    second to import, which an answer printed as JSON does without."""

    def __init__(self, **kw: Any) -> None:
        self._kw = kw
        self._console: Console | None = None

    def __getattr__(self, name: str) -> Any:
        if self._console is None:
            from rich.console import Console

            self._console = Console(**self._kw)
        return getattr(self._console, name)


out = cast("Console", _LazyConsole(highlight=False, soft_wrap=True))
err = cast("Console", _LazyConsole(stderr=True, highlight=False, soft_wrap=True))


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
