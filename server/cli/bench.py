"""`semnet bench graph | anchoring | index | lsp | judge | links | vault | peer`: the benchmarks of
`semnet.bench`, printed as JSON (and written with `--out`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from semnet.server.cli.app import JsonOpt, bench_app, err, out
from semnet.server.cli.stores import emit_json, fail, write_output


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
        write_output(out_file, json.dumps(report, indent=2) + "\n")


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
        write_output(out_file, json.dumps(report, indent=2) + "\n")


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
        write_output(out_file, json.dumps(report, indent=2) + "\n")


@bench_app.command("lsp")
def bench_lsp(
    books: Annotated[
        int, typer.Option(help="Books in the fixture (25 × 20 chapters × 100 ¶ = 50k ¶).")
    ] = 25,
    requests: Annotated[int, typer.Option(help="Timed requests of each kind.")] = 2000,
    edits: Annotated[
        int, typer.Option(help="Timed didChange → publishDiagnostics round trips.")
    ] = 200,
    starts: Annotated[int, typer.Option(help="Fresh server starts timed (median).")] = 7,
    keep: Annotated[
        Path | None,
        typer.Option(help="Build (or reuse) the fixture here instead of a temporary folder."),
    ] = None,
    out_file: Annotated[
        Path | None, typer.Option("--out", help="Also write the JSON here.")
    ] = None,
) -> None:
    """Latency of the language server over stdio on a 50k-paragraph workspace."""
    from semnet.bench.lsp import run_lsp_bench

    report = run_lsp_bench(books=books, requests=requests, edits=edits, keep=keep, starts=starts)
    emit_json(report)
    if out_file:
        write_output(out_file, json.dumps(report, indent=2) + "\n")


@bench_app.command("judge")
def bench_judge(
    sets: Annotated[
        list[Path] | None,
        typer.Option("--set", help="An evaluation set (JSON lines); repeat for more."),
    ] = None,
    facts: Annotated[int, typer.Option(help="Facts for the speed figure (0: skip).")] = 5000,
    runs: Annotated[int, typer.Option(help="Speed runs (the median is reported).")] = 3,
    in_memory: Annotated[
        bool, typer.Option("--in-memory", help="Judge pairs without building workspaces.")
    ] = False,
    json_out: JsonOpt = False,
    out_file: Annotated[
        Path | None, typer.Option("--out", help="Also write the JSON here.")
    ] = None,
) -> None:
    """The offline judge on labelled pairs (P/R/F1 per stance, language,
    category) and the time to judge a seeded set of facts."""
    from semnet.bench.judge import format_report, run_judge_bench

    paths = list(sets or [Path("tests/judge/eval/dev.jsonl")])
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        fail(f"no evaluation set at {', '.join(missing)}")
    try:
        report = run_judge_bench(paths, facts=facts, runs=runs, store=not in_memory)
    except ValueError as exc:  # a line of a set that is not a pair: where, and why
        fail(" ".join(str(exc).split("\n")[:3]))
    if json_out:
        emit_json(report)
    else:
        out.print(format_report(report), markup=False)
    if out_file:
        write_output(out_file, json.dumps(report, indent=2, ensure_ascii=False) + "\n")


@bench_app.command("soak")
def bench_soak(
    duration: Annotated[float, typer.Option(help="Seconds of mixed traffic.")] = 120.0,
    warmup: Annotated[float, typer.Option(help="Seconds before RSS growth is measured.")] = 30.0,
    window: Annotated[int, typer.Option(help="Requests in flight at most.")] = 64,
    edits: Annotated[float, typer.Option(help="The share of operations that are edits.")] = 0.02,
    seed: int = 19,
    keep: Annotated[
        Path | None,
        typer.Option(help="Work here (the workspace, its log) instead of a temporary folder."),
    ] = None,
    out_file: Annotated[
        Path | None, typer.Option("--out", help="Also write the JSON here.")
    ] = None,
) -> None:
    """A long editing day: mixed LSP traffic on the example workspace, ops/s,
    latency, RSS over time, and the store compared with a clean index."""
    from semnet.bench.soak import run_soak

    report = run_soak(
        duration, seed=seed, warmup=warmup, window=window, edit_share=edits, keep=keep
    )
    emit_json(report)
    if out_file:
        write_output(out_file, json.dumps(report, indent=2) + "\n")


@bench_app.command("links")
def bench_links(
    path: Annotated[Path, typer.Argument(help="A folder of Markdown (only read).")],
    show: Annotated[
        list[str] | None,
        typer.Option("--show", help="List every problem of this code ('all': every problem)."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Links, `links_to` edges, broken and ambiguous reports of a folder."""
    from semnet.bench.links import count_links, format_report

    report = count_links(path, tuple(show or ()))
    if as_json:
        emit_json(report)
    else:
        out.print(format_report(report), markup=False)


@bench_app.command("vault")
def bench_vault(
    folder: Annotated[Path, typer.Argument(help="A folder of notes (copied; never written).")],
    repeats: Annotated[int, typer.Option(help="Runs of each command (medians).")] = 5,
    starts: Annotated[int, typer.Option(help="Server starts on the indexed copy.")] = 3,
    out_file: Annotated[
        Path | None, typer.Option("--out", help="Also write the JSON here.")
    ] = None,
) -> None:
    """semnet on a real folder: cold and warm index, CLI questions, the server's
    first diagnostics and memory (separate processes, as a person runs them)."""
    from semnet.bench.vault import run_vault_bench

    report = run_vault_bench(folder, repeats=repeats, starts=starts)
    emit_json(report)
    if out_file:
        out_file.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


@bench_app.command("peer")
def bench_peer(
    peer_dir: Annotated[
        Path | None,
        typer.Option(
            help="Where `npm install vscode-markdown-languageserver markdown-it` was run "
            "(default: $SEMNET_PEER_DIR)."
        ),
    ] = None,
    books: Annotated[int, typer.Option(help="Books in the fixture (25: 52k ¶).")] = 25,
    requests: Annotated[int, typer.Option(help="Timed requests of each kind.")] = 300,
    edits: Annotated[int, typer.Option(help="Timed didChange → diagnostics.")] = 60,
    keep: Annotated[Path | None, typer.Option(help="Build (or reuse) the fixture here.")] = None,
    out_file: Annotated[
        Path | None, typer.Option("--out", help="Also write the JSON here.")
    ] = None,
) -> None:
    """semnet's language server beside VS Code's Markdown server, same client,
    same run, ratios per figure (skipped, saying why, without the peer)."""
    from semnet.bench.peer import run_peer_bench

    report = run_peer_bench(peer_dir, books=books, requests=requests, edits=edits, keep=keep)
    if "skipped" in report:
        err.print(f"semnet bench peer: skipped: {report['skipped']}", markup=False)
    emit_json(report)
    if out_file:
        out_file.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
