"""`semnet wordnet convert | status` (the wordnets of the lexical bridge) and
`semnet graph translations` (a sense's words in other languages; `--json`
prints exactly what `semnet/translations` returns)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from semnet.server.cli.app import JsonOpt, RootOpt, app, graph_app, out
from semnet.server.cli.stores import emit_json, endpoint_of, fail, graph_api, guarded

wordnet_app = typer.Typer(help="The wordnets of the lexical bridge.", no_args_is_help=True)
app.add_typer(wordnet_app, name="wordnet")


@wordnet_app.command("convert")
def wordnet_convert(
    dict_dir: Annotated[
        Path | None,
        typer.Argument(help="A WordNet 3.0 dict folder (default: Debian's wordnet-base)."),
    ] = None,
    out_file: Annotated[
        Path, typer.Option("--out", "-o", help="The WN-LMF file to write ('-' for stdout).")
    ] = Path("pwn-3.0.xml"),
    ili_map: Annotated[
        Path | None, typer.Option("--ili-map", help="CILI's ili-map-pwn30.tab, for ILI ids.")
    ] = None,
) -> None:
    """Convert Princeton WordNet's database files to WN-LMF."""
    from semnet.graph.lexical.config import packaged_dir
    from semnet.graph.lexical.pwn import convert_pwn, read_ili_map

    src = dict_dir or packaged_dir()
    if src is None:
        fail("no WordNet dict folder given, and Debian's wordnet-base is not installed")
        return
    ili = guarded(lambda: read_ili_map(ili_map)) if ili_map else None
    if str(out_file) == "-":
        n = guarded(lambda: convert_pwn(src, sys.stdout, ili))
        return
    try:
        with open(out_file, "w", encoding="utf-8") as fh:
            n = guarded(lambda: convert_pwn(src, fh, ili))
    except OSError as exc:
        fail(f"cannot write {out_file}: {exc.strerror or exc}")
        return
    out.print(f"wrote {out_file}: {n} synsets from {src}", markup=False)


@wordnet_app.command("status")
def wordnet_status(root: RootOpt = Path("."), as_json: JsonOpt = False) -> None:
    """The configured wordnets: compiled (now, if they were not), their lexicons and sizes."""
    from semnet.graph.lexical.bridge import LexicalBridge
    from semnet.graph.lexical.config import load_wordnet_settings

    settings = guarded(lambda: load_wordnet_settings(root))
    bridge = LexicalBridge(root, settings)
    lexicons = bridge.lexicons()
    data: dict[str, Any] = {
        "salient": settings.salient,
        "languages": {
            lang: {
                "source": settings.sources[lang],
                "compiled": str(lex.path),
                "lexicons": [
                    {"id": x.id, "label": x.label, "version": x.version, "license": x.license}
                    for x in lex.lexicons
                    if x.lang == lang
                ],
                **lex.counts(),
            }
            for lang, lex in lexicons.items()
        },
        "error": bridge.error,
    }
    if as_json:
        emit_json(data)
        return
    if not settings.sources:
        out.print("no [wordnet] table in semnet.toml: the lexical bridge is off", markup=False)
    for lang, d in data["languages"].items():
        names = ", ".join(f"{x['label'] or x['id']} {x['version']}" for x in d["lexicons"])
        out.print(
            f"{lang}: {names} — {d['synsets']} synsets, {d['senses']} senses "
            f"({d['source']}; {d['compiled']})",
            markup=False,
        )
    if bridge.error:
        fail(bridge.error)


@graph_app.command("translations")
def graph_translations(
    endpoint: Annotated[str, typer.Argument(help="sense:…, or a paragraph (node:…, FILE:LINE)")],
    root: RootOpt = Path("."),
    lang: Annotated[
        list[str] | None, typer.Option("--lang", "-l", help="Only these languages.")
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """A sense's words in other languages, through the ILI (two hops)."""
    from semnet.graph.lexical.translations import translations

    api = graph_api(root)
    params: dict[str, Any] = {"endpoint": endpoint_of(api, endpoint)}
    if lang:
        params["langs"] = lang
    result = guarded(lambda: translations(api, params))
    if as_json:
        emit_json(result.wire())
        return
    if not result.senses:
        out.print("no senses", markup=False)
    for t in result.senses:
        s = t.sense
        head = f"{s.word} → " if s.word else ""
        out.print(f"{head}{', '.join(s.lemmas) or s.ref} [{s.lang}] {s.ref}", markup=False)
        if s.definition:
            out.print(f"    {s.definition}", markup=False)
        for m in t.translations:
            out.print(f"    {m.lang}: {', '.join(m.lemmas) or m.ref}  ({m.ref})", markup=False)
