"""CLI commands of the judges and of the writer's own judgements: `semnet
check`, `semnet graph link | factcheck | mark | relate`, `semnet import inkhaven`.

`--json` prints exactly what the matching API returns (`graph/check.py`,
`graph/judge/api.py`, `graph/inkhaven.py`). Errors are one line on stderr and
exit status 2; `semnet check` exits 0 when clean and 1 with findings.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from semnet.server.cli.app import JsonOpt, RootOpt, app, err, graph_app, out
from semnet.server.cli.stores import (
    emit_json,
    endpoint_of,
    fail,
    guarded,
    workspace_api,
    workspace_root,
)

if TYPE_CHECKING:
    from semnet.graph.judge.config import JudgeSettings

import_app = typer.Typer(help="Import another tool's project into semnet.", no_args_is_help=True)
app.add_typer(import_app, name="import")

JudgeOpt = Annotated[
    str | None, typer.Option("--judge", "-j", help="rules (offline) or llm; default: semnet.toml")
]
BaseUrlOpt = Annotated[
    str | None, typer.Option("--base-url", help="llm: the chat-completions base URL.")
]
ModelOpt = Annotated[str | None, typer.Option("--model", help="llm: the model name.")]
KeyEnvOpt = Annotated[
    str | None,
    typer.Option("--api-key-env", help="llm: the environment variable that holds the API key."),
]
TimeoutOpt = Annotated[float | None, typer.Option("--timeout", help="llm: seconds per request.")]
RetriesOpt = Annotated[int | None, typer.Option("--retries", help="llm: further attempts.")]
KOpt = Annotated[int | None, typer.Option("--k", help="How many similar statements to judge.")]


def _settings(
    root: Path,
    base_url: str | None = None,
    model: str | None = None,
    api_key_env: str | None = None,
    timeout: float | None = None,
    retries: int | None = None,
) -> JudgeSettings:
    from semnet.graph.judge.config import load_judge_settings

    settings = guarded(lambda: load_judge_settings(workspace_root(root)))
    over: dict[str, Any] = {
        k: v
        for k, v in {
            "base_url": base_url,
            "model": model,
            "api_key_env": api_key_env,
            "timeout": timeout,
            "retries": retries,
        }.items()
        if v is not None
    }
    if over:
        settings = settings.model_copy(update={"llm": settings.llm.model_copy(update=over)})
    return settings


@contextmanager
def judge_api(root: Path, settings: JudgeSettings) -> Iterator[Any]:
    """The judge API on the workspace's store for the length of a `with`
    block (`workspace_api`), which it holds only while it writes: a judge that
    waits on the network keeps no other writer out."""
    from semnet.graph.judge.api import JudgeAPI

    with workspace_api(root, hold="writes") as api:
        yield JudgeAPI(api, settings)


def _line(text: str | None, n: int = 70) -> str:
    t = " ".join((text or "").split())
    return t if len(t) <= n else t[: n - 1] + "…"


# ---------------------------------------------------------------------------
# semnet check
# ---------------------------------------------------------------------------


@app.command("check")
def check_cmd(
    directory: Annotated[Path, typer.Argument(help="The workspace folder.")] = Path("."),
    code: Annotated[
        list[str] | None,
        typer.Option("--code", "-c", help="Only findings of this code (repeatable)."),
    ] = None,
    severity: Annotated[
        list[str] | None,
        typer.Option("--severity", "-s", help="Only error, warning or note (repeatable)."),
    ] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Index, judge the facts offline and report findings by file, then a
    summary by code (exit 1 if any error or warning is left)."""
    from semnet.graph.judge.check import exit_code, format_report, run_check
    from semnet.graph.judge.config import load_judge_settings

    if not directory.is_dir():
        fail(f"{directory} is not a folder")
    bad = sorted(set(severity or ()) - {"error", "warning", "note"})
    if bad:
        fail(f"--severity {bad[0]!r}: give error, warning or note")
    guarded(lambda: load_judge_settings(directory))  # a bad [judge] table is an error
    with _check_progress(quiet or as_json) as progress:
        report = guarded(
            lambda: run_check(directory, progress=progress, codes=code, severities=severity)
        )
    if report.config_error:
        err.print(f"semnet: {report.config_error} (using defaults)", markup=False)
    if as_json:
        emit_json(report.wire())
    else:
        out.print(format_report(report), markup=False)
    raise typer.Exit(exit_code(report))


@contextmanager
def _check_progress(quiet: bool) -> Iterator[Any]:
    """A progress bar on stderr while `check` indexes and judges (a terminal only)."""
    if quiet or not err.is_terminal:
        yield None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    with Progress(
        TextColumn("{task.fields[phase]}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("{task.description}"),
        console=err,
        transient=True,
    ) as bar:
        task = bar.add_task("", total=None, phase="indexing")

        def tick(phase: str, done: int, total: int, item: str) -> None:
            if phase == "judge":
                bar.update(task, phase="judging", completed=0, total=None, description="")
            else:
                bar.update(task, completed=done, total=total, description=item[-40:])

        yield tick


# ---------------------------------------------------------------------------
# semnet graph link | factcheck | mark
# ---------------------------------------------------------------------------


def _ask_judge(
    root: Path,
    settings: JudgeSettings,
    method: str,
    endpoint: str,
    judge: str | None,
    k: int | None,
) -> Any:
    """One judge request (`relate`, `factcheck`) on the workspace's store."""
    with judge_api(root, settings) as api:
        params: dict[str, Any] = {"endpoint": endpoint_of(api.api, endpoint)}
        if judge:
            params["judge"] = judge
        if k is not None:
            params["k"] = k
        return guarded(lambda: getattr(api, method)(params))


@graph_app.command("link")
def graph_link(
    endpoint: Annotated[str, typer.Argument(help="node:…, or FILE.md:LINE")],
    root: RootOpt = Path("."),
    judge: JudgeOpt = None,
    k: KOpt = None,
    base_url: BaseUrlOpt = None,
    model: ModelOpt = None,
    api_key_env: KeyEnvOpt = None,
    timeout: TimeoutOpt = None,
    retries: RetriesOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Judge a fact or paragraph against related ones and store the stances."""
    settings = _settings(root, base_url, model, api_key_env, timeout, retries)
    result = _ask_judge(root, settings, "relate", endpoint, judge, k)
    if as_json:
        emit_json(result.wire())
        return
    out.print(
        f"◆ {_line(result.endpoint.title)}: {result.candidates} candidates judged by "
        f"{result.model}",
        markup=False,
    )
    for j in result.judgements:
        if j.stance == "silent" and j.event == "silent":
            continue
        line = j.candidate.range.start.line + 1 if j.candidate.range else 0
        where = f"{j.candidate.uri}:{line}" if j.candidate.uri else j.candidate.ref
        reason = f" — {j.reason}" if j.reason else ""
        out.print(
            f"  {j.stance:<12} {_line(j.candidate.title, 50)} ({where}){reason}  [{j.event}]",
            markup=False,
        )
    if result.cost is not None:
        c = result.cost
        approx = "~" if c.estimated else ""
        out.print(
            f"  cost: {c.requests} request(s), {approx}{c.prompt_tokens}+{c.completion_tokens} "
            f"tokens, {c.cost:.4f}",
            markup=False,
        )


@graph_app.command("factcheck")
def graph_factcheck(
    endpoint: Annotated[str, typer.Argument(help="node:…, or FILE.md:LINE")],
    root: RootOpt = Path("."),
    judge: JudgeOpt = None,
    k: KOpt = None,
    base_url: BaseUrlOpt = None,
    model: ModelOpt = None,
    api_key_env: KeyEnvOpt = None,
    timeout: TimeoutOpt = None,
    retries: RetriesOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Grade a fact (accurate, dubious, inaccurate) with a judge; store the verdict."""
    settings = _settings(root, base_url, model, api_key_env, timeout, retries)
    result = _ask_judge(root, settings, "factcheck", endpoint, judge, k)
    if as_json:
        emit_json(result.wire())
        return
    v = result.verdict
    if v is None:
        out.print(f"{result.model}: no verdict for {_line(result.endpoint.title)}", markup=False)
        return
    reason = f" — {v.reason}" if v.reason else ""
    out.print(f"{v.level}{reason}  [{v.model}, {v.event}]", markup=False)


@graph_app.command("mark")
def graph_mark(
    endpoint: Annotated[str, typer.Argument(help="node:…, or FILE.md:LINE")],
    level: Annotated[str, typer.Argument(help="accurate, dubious or inaccurate")],
    root: RootOpt = Path("."),
    reason: Annotated[str | None, typer.Option(help="Why.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Your own verdict on a fact (replaces the previous one)."""
    if level not in ("accurate", "dubious", "inaccurate"):
        fail(f"level must be accurate, dubious or inaccurate, not {level!r}")
    from semnet.graph.judge.config import JudgeSettings

    with judge_api(root, JudgeSettings()) as api:
        params: dict[str, Any] = {"endpoint": endpoint_of(api.api, endpoint), "level": level}
        if reason:
            params["reason"] = reason
        result = guarded(lambda: api.mark(params))
    if as_json:
        emit_json(result.wire())
        return
    replaced = f", replacing {len(result.replaced)}" if result.replaced else ""
    out.print(
        f"marked {level}: {_line(result.endpoint.title)} [{result.event}{replaced}]", markup=False
    )


@graph_app.command("relate")
def graph_relate(
    src: Annotated[str, typer.Argument(metavar="FROM", help="node:…, FILE.md:LINE, work:…, …")],
    dst: Annotated[str, typer.Argument(metavar="TO")],
    kind: Annotated[
        str,
        typer.Option(
            "--kind",
            "-k",
            help="sourced_from, contradicts, agrees, qualifies, in_tension or links_to",
        ),
    ],
    root: RootOpt = Path("."),
    reason: Annotated[str | None, typer.Option(help="Why.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Your own relation between two endpoints (an authorial edge; a judge's
    suggestion of the same relation is promoted)."""
    from semnet.graph.judge.manual import assert_relation

    with workspace_api(root) as api:
        params: dict[str, Any] = {
            "from": endpoint_of(api, src),
            "to": endpoint_of(api, dst),
            "kind": kind,
        }
        if reason:
            params["reason"] = reason
        result = guarded(lambda: assert_relation(api, params))
    if as_json:
        emit_json(result.wire())
        return
    out.print(
        f"{result.event}: {_line(result.from_.title or result.from_.ref, 40)} "
        f"-{result.edge.kind}-> {_line(result.to.title or result.to.ref, 40)} "
        f"[{result.edge.id[-8:]}, {result.edge.origin}]",
        markup=False,
    )


# ---------------------------------------------------------------------------
# semnet import inkhaven
# ---------------------------------------------------------------------------


@import_app.command("inkhaven")
def import_inkhaven(
    project_dir: Annotated[Path, typer.Argument(help="The inkhaven project folder.")],
    root: Annotated[
        Path | None,
        typer.Option("--root", "-r", help="Import into this workspace's store (default: .)."),
    ] = None,
    to: Annotated[
        Path | None,
        typer.Option("--to", help="Also write the book as Markdown into this new folder."),
    ] = None,
    ticks: Annotated[
        str, typer.Option(help="Event ticks: gregorian (inkhaven's preset), days or none.")
    ] = "gregorian",
    as_json: JsonOpt = False,
) -> None:
    """Read an inkhaven project (metadata.db, sidecars, edges.db) into semnet."""
    from semnet.graph.importers.inkhaven import import_project

    if to is not None and root is not None:
        fail("give either --root or --to, not both")
    summary = guarded(
        lambda: import_project(
            project_dir,
            root=None if to is not None else (root or Path(".")),
            export_dir=to,
            calendar=ticks,
        )
    )
    if as_json:
        emit_json(summary.wire())
        return
    edges = ", ".join(f"{k} {v}" for k, v in summary.edges.items()) or "none"
    out.print(
        f"imported {summary.nodes} nodes and {sum(summary.edges.values())} edges ({edges}) "
        f"from {', '.join(summary.files_read)}",
        markup=False,
    )
    if summary.exported_to:
        out.print(
            f"wrote {summary.markdown_files} Markdown files to {summary.exported_to}", markup=False
        )
    for s in summary.skipped:
        err.print(f"semnet: skipped: {s}", markup=False)
