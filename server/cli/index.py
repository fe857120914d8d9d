"""`semnet index` (a workspace into its store, with the problems found) and
`semnet gen-fixture` (a deterministic synthetic manuscript)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from semnet.server.cli.app import JsonOpt, app, err, out
from semnet.server.cli.stores import emit_json, fail, guarded, open_store


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
    from rich.progress import (
        BarColumn,
        Progress,
        TaskProgressColumn,
        TextColumn,
        TimeElapsedColumn,
    )
    from semnet.graph.manuscript.indexer import Indexer

    if not directory.is_dir():
        fail(f"{directory} is not a folder")
    store = open_store(directory, must_exist=False, load=False)
    indexer = Indexer(store, directory, one_shot=True)
    if indexer.config_error:
        err.print(f"semnet: semnet.toml: {indexer.config_error} (using defaults)", markup=False)
    show = sys.stderr.isatty() and not quiet and not as_json
    if show:
        with Progress(
            TextColumn("indexing"),
            BarColumn(),
            TaskProgressColumn(),
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
    for note in summary.skipped:
        err.print(f"semnet: skipped {note}", markup=False)
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
    summary = guarded(
        lambda: generate_fixture(
            directory,
            books=books,
            chapters=chapters,
            paragraphs=paragraphs,
            languages=langs,
            seed=seed,
        )
    )
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
